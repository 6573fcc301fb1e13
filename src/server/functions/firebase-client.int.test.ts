import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from '@firebase/app';
import { getFunctions, httpsCallableFromURL } from '@firebase/functions';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

/** The official Firebase client must work against our callable endpoint unchanged. */
let s: TestServer;
let server: ReturnType<typeof serve>;
let base: string;
const app = initializeApp({ projectId: 'leistungszone-test', apiKey: 'test', appId: 'test' });
const functions = getFunctions(app);

beforeAll(async () => {
  s = await startTestServer();
  server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/functions`;
});

afterAll(async () => {
  await deleteApp(app);
  await new Promise((resolve) => server.close(resolve));
  await s?.close();
});

describe('official firebase client (v11)', () => {
  it('calls ping and reads the result', async () => {
    const ping = httpsCallableFromURL<null, { version: string }>(functions, `${base}/ping`);
    const res = await ping(null);
    expect(res.data).toEqual({ version: '0.1.0' });
  });

  it('gets functions/unauthenticated for getProfile without a session', async () => {
    const getProfile = httpsCallableFromURL(functions, `${base}/getProfile`);
    await expect(getProfile(null)).rejects.toMatchObject({
      code: 'functions/unauthenticated',
      message: 'Authentifizierung erforderlich',
    });
  });

  it('gets functions/not-found for an unknown function', async () => {
    const unknown = httpsCallableFromURL(functions, `${base}/doesNotExist`);
    await expect(unknown(null)).rejects.toMatchObject({ code: 'functions/not-found' });
  });

  it('gets functions/invalid-argument with details for bad input', async () => {
    const ping = httpsCallableFromURL(functions, `${base}/ping`);
    const err = await ping({ unexpected: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'functions/invalid-argument' });
    expect((err as { details?: unknown }).details).toHaveProperty('fieldErrors');
  });
});
