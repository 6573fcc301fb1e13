import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ANNA = { id: 'u1', name: 'Anna', email: 'anna@example.de', emailVerified: true };
const BEN = { id: 'u2', name: 'Ben', email: 'ben@example.de', emailVerified: true };

/** Better Auth's answer for a signed-in user, or null. */
function sessionAnswer(user: typeof ANNA | null) {
  const body = user ? { user, session: { id: `s-${user.id}` } } : null;
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** A fresh page: the module's state (whether the session was confirmed) starts anew. */
async function freshPage() {
  vi.resetModules();
  const session = await import('./session');
  const { queryClient } = await import('./query-client');
  return { ...session, queryClient };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guardSession', () => {
  it('reads the session once per page and then answers from the cache', async () => {
    const { guardSession } = await freshPage();
    fetchMock.mockResolvedValue(sessionAnswer(ANNA));
    expect(await guardSession()).toEqual({ ...ANNA, sessionId: 's-u1' });
    expect(await guardSession()).toEqual({ ...ANNA, sessionId: 's-u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('confirms a restored session with the server and reads the profile afresh', async () => {
    const { guardSession, queryClient } = await freshPage();
    queryClient.setQueryData(['session'], { ...ANNA, sessionId: 's-u1' });
    queryClient.setQueryData(['profile'], { name: 'Anna' });
    queryClient.setQueryData(['dashboard'], { name: 'Anna' });
    fetchMock.mockResolvedValue(sessionAnswer(ANNA));

    expect(await guardSession()).toMatchObject(ANNA);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
    expect(queryClient.getQueryData(['dashboard'])).toEqual({ name: 'Anna' });
  });

  it('keeps the last known session while the server cannot be reached, and asks again later', async () => {
    const { guardSession, queryClient } = await freshPage();
    queryClient.setQueryData(['session'], { ...ANNA, sessionId: 's-u1' });
    queryClient.setQueryData(['profile'], { name: 'Anna' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    expect(await guardSession()).toMatchObject(ANNA);
    expect(queryClient.getQueryData(['profile'])).toEqual({ name: 'Anna' });
    expect(queryClient.getQueryState(['session'])?.status).toBe('success');

    fetchMock.mockResolvedValueOnce(sessionAnswer(ANNA));
    await guardSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("drops the previous user's answers when someone else is signed in now", async () => {
    const { guardSession, queryClient } = await freshPage();
    queryClient.setQueryData(['session'], { ...ANNA, sessionId: 's-u1' });
    queryClient.setQueryData(['dashboard'], { name: 'Anna' });
    fetchMock.mockResolvedValue(sessionAnswer(BEN));

    expect(await guardSession()).toMatchObject(BEN);
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
  });

  it('without a last known session, an unreachable server is an error', async () => {
    const { guardSession } = await freshPage();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(guardSession()).rejects.toThrow('Netzwerkfehler');
  });
});
