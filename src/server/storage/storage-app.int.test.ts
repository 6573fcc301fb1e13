import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';

const MAX_UPLOAD = 1000;
const QUOTA = 2500;

let s: TestServer;
let alice: { token: string; userId: string };
let bob: { token: string; userId: string };

beforeAll(async () => {
  s = await startTestServer({
    STORAGE_MAX_UPLOAD_BYTES: String(MAX_UPLOAD),
    STORAGE_QUOTA_BYTES: String(QUOTA),
  });
  alice = await s.createUser({ name: 'Alice' });
  bob = await s.createUser({ name: 'Bob' });
});
afterAll(async () => {
  await s?.close();
});

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 2×2 RGB PNG; `padTo` grows it with a text chunk to exactly that many bytes. */
function png(opts: { red?: number; padTo?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = [0, opts.red ?? 255, 0, 0, 0, 0, 255];
  const pixels = deflateSync(Buffer.from([...row, ...row]));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ];
  const end = chunk('IEND', Buffer.alloc(0));
  if (opts.padTo !== undefined) {
    const size = parts.reduce((n, p) => n + p.length, 0) + end.length + 12;
    parts.push(
      chunk(
        'tEXt',
        Buffer.concat([Buffer.from('pad\0'), Buffer.alloc(opts.padTo - size - 4, 'x')]),
      ),
    );
  }
  return Buffer.concat([...parts, end]);
}

const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  ...Buffer.from('JFIF\0'),
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
  0xff,
  0xd9,
]);

function url(path: string) {
  return `/api/storage/${path}`;
}

function auth(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function upload(
  path: string,
  body: Uint8Array,
  opts: { token?: string; type?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...auth(opts.token), ...opts.headers };
  if (opts.type !== '') headers['content-type'] = opts.type ?? 'image/png';
  // Copied: a Buffer may sit on a shared pool, which the fetch types do not take as a body.
  return s.request(url(path), { method: 'POST', headers, body: new Uint8Array(body) });
}

function download(path: string, token?: string, headers: Record<string, string> = {}) {
  return s.request(url(path), { headers: { ...auth(token), ...headers } });
}

function remove(path: string, token?: string) {
  return s.request(url(path), { method: 'DELETE', headers: auth(token) });
}

async function errorOf(res: Response) {
  const body = (await res.json()) as { error: { code: string; message: string } };
  return { status: res.status, ...body.error };
}

/** A body the test server receives as a stream, with no Content-Length to go by. */
function streamOf(bytes: Buffer, chunkSize = 256): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + chunkSize)));
      offset += chunkSize;
    },
  });
}

async function storedPaths(ownerId: string) {
  const rows = await s.db
    .select({ path: files.path })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return rows.map((r) => r.path).sort();
}

describe('upload and download', () => {
  it('stores a PNG and serves it back byte for byte with safe headers', async () => {
    const bytes = png();
    const path = `users/${alice.userId}/avatar.png`;
    const res = await upload(path, bytes, { token: alice.token });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      path,
      size: bytes.length,
      contentType: 'image/png',
      updatedAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(body.updatedAt as string))).toBe(false);

    const got = await download(path, alice.token);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-length')).toBe(String(bytes.length));
    expect(got.headers.get('cache-control')).toBe('private, no-cache');
    expect(got.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe('inline');
  });

  it('replaces the file at the same path, type included', async () => {
    const path = `users/${alice.userId}/replace-me.png`;
    expect((await upload(path, png({ red: 1 }), { token: alice.token })).status).toBe(201);
    const first = await download(path, alice.token);
    const res = await upload(path, JPEG, { token: alice.token, type: 'image/jpeg' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ path, size: JPEG.length, contentType: 'image/jpeg' });

    const got = await download(path, alice.token);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(Buffer.from(await got.arrayBuffer()).equals(JPEG)).toBe(true);
    expect(await storedPaths(alice.userId)).toContain(path);
    const rows = await s.db.select().from(files).where(eq(files.path, path));
    expect(rows).toHaveLength(1);
  });

  it('accepts a body streamed without Content-Length', async () => {
    const bytes = png({ padTo: 700 });
    const res = await s.request(url(`users/${alice.userId}/streamed.png`), {
      method: 'POST',
      headers: { ...auth(alice.token), 'content-type': 'image/png' },
      body: streamOf(bytes),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(201);
    const got = await download(`users/${alice.userId}/streamed.png`, alice.token);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deletes with 204, after which the file is gone', async () => {
    const path = `users/${alice.userId}/delete-me.png`;
    expect((await upload(path, png(), { token: alice.token })).status).toBe(201);
    const res = await remove(path, alice.token);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await errorOf(await download(path, alice.token))).toEqual({
      status: 404,
      code: 'object-not-found',
      message: 'Die Datei wurde nicht gefunden.',
    });
    expect((await errorOf(await remove(path, alice.token))).status).toBe(404);
  });

  it('answers If-None-Match with 304 while the file is unchanged', async () => {
    const path = `users/${alice.userId}/etag.png`;
    await upload(path, png({ red: 10 }), { token: alice.token });
    const etag = (await download(path, alice.token)).headers.get('etag') ?? '';

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await download(path, alice.token, { 'if-none-match': ifNoneMatch });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(await res.text()).toBe('');
    }
    expect((await download(path, alice.token, { 'if-none-match': '"other"' })).status).toBe(200);

    await upload(path, png({ red: 11 }), { token: alice.token });
    const changed = await download(path, alice.token, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('who may do what', () => {
  it('refuses anonymous callers with 401', async () => {
    const path = `users/${alice.userId}/avatar.png`;
    for (const res of [await download(path), await upload(path, png()), await remove(path)]) {
      expect(await errorOf(res)).toEqual({
        status: 401,
        code: 'unauthenticated',
        message: 'Authentifizierung erforderlich',
      });
    }
  });

  it('refuses users whose e-mail is not verified with 403', async () => {
    const unverified = await s.signUp();
    const path = `users/${unverified.userId}/avatar.png`;
    for (const res of [
      await upload(path, png(), { token: unverified.token }),
      await download(path, unverified.token),
      await remove(path, unverified.token),
    ]) {
      expect(await errorOf(res)).toEqual({
        status: 403,
        code: 'unauthorized',
        message: 'E-Mail-Verifizierung erforderlich',
      });
    }
    expect(await storedPaths(unverified.userId)).toEqual([]);
  });

  it("refuses another user's path with 403 for GET, POST and DELETE", async () => {
    const path = `users/${alice.userId}/private.png`;
    const bytes = png({ red: 20 });
    await upload(path, bytes, { token: alice.token });
    for (const res of [
      await download(path, bob.token),
      await upload(path, png({ red: 21 }), { token: bob.token }),
      await remove(path, bob.token),
      // Existence is not revealed either.
      await download(`users/${alice.userId}/missing.png`, bob.token),
    ]) {
      expect((await errorOf(res)).status).toBe(403);
    }
    const got = await download(path, alice.token);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('size, quota and type', () => {
  it('accepts exactly the maximum size and refuses one byte more with 413', async () => {
    expect(
      (
        await upload(`users/${bob.userId}/max.png`, png({ padTo: MAX_UPLOAD }), {
          token: bob.token,
        })
      ).status,
    ).toBe(201);
    const tooBig = png({ padTo: MAX_UPLOAD + 1 });
    expect(
      await errorOf(await upload(`users/${bob.userId}/big.png`, tooBig, { token: bob.token })),
    ).toEqual({ status: 413, code: 'file-too-large', message: 'Die Datei ist zu groß.' });
    await remove(`users/${bob.userId}/max.png`, bob.token);
  });

  it('refuses on a declared Content-Length over the limit before reading anything', async () => {
    const res = await upload(`users/${bob.userId}/declared.png`, png(), {
      token: bob.token,
      headers: { 'content-length': String(MAX_UPLOAD + 1) },
    });
    expect((await errorOf(res)).code).toBe('file-too-large');
  });

  it('counts streamed bytes when Content-Length is missing or false', async () => {
    const big = png({ padTo: 5000 });
    const streamed = await s.request(url(`users/${bob.userId}/stream.png`), {
      method: 'POST',
      headers: { ...auth(bob.token), 'content-type': 'image/png' },
      body: streamOf(big),
      duplex: 'half',
    } as RequestInit);
    expect((await errorOf(streamed)).status).toBe(413);

    const lying = await s.request(url(`users/${bob.userId}/lying.png`), {
      method: 'POST',
      headers: { ...auth(bob.token), 'content-type': 'image/png', 'content-length': '10' },
      body: streamOf(big),
      duplex: 'half',
    } as RequestInit);
    expect((await errorOf(lying)).status).toBe(413);
    expect(await storedPaths(bob.userId)).toEqual([]);
  });

  it("refuses an upload that would exceed the user's quota with 413", async () => {
    const user = await s.createUser();
    const path = (name: string) => `users/${user.userId}/${name}`;
    const file = (red: number) => png({ red, padTo: 900 });
    expect((await upload(path('a.png'), file(1), { token: user.token })).status).toBe(201);
    expect((await upload(path('b.png'), file(2), { token: user.token })).status).toBe(201);
    expect(await errorOf(await upload(path('c.png'), file(3), { token: user.token }))).toEqual({
      status: 413,
      code: 'quota-exceeded',
      message: 'Der Speicherplatz ist erschöpft.',
    });
    // Replacing a file counts only the new size, not both.
    expect((await upload(path('a.png'), file(4), { token: user.token })).status).toBe(201);
    expect(await remove(path('b.png'), user.token)).toHaveProperty('status', 204);
    expect((await upload(path('c.png'), file(5), { token: user.token })).status).toBe(201);
    expect(await storedPaths(user.userId)).toEqual([path('a.png'), path('c.png')]);
  });

  it('keeps the quota when uploads arrive at the same time', async () => {
    const user = await s.createUser();
    const results = await Promise.all(
      ['p', 'q', 'r', 's'].map((n, i) =>
        upload(`users/${user.userId}/${n}.png`, png({ red: i, padTo: 900 }), { token: user.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 413, 413]);
  });

  it('refuses bytes that do not match the declared type with 415', async () => {
    const path = `users/${bob.userId}/fake.png`;
    for (const res of [
      await upload(path, Buffer.from('just some text, not a picture'), { token: bob.token }),
      await upload(path, JPEG, { token: bob.token, type: 'image/png' }),
      await upload(path, png(), { token: bob.token, type: 'image/gif' }),
      await upload(path, Buffer.alloc(0), { token: bob.token }),
    ]) {
      expect(await errorOf(res)).toEqual({
        status: 415,
        code: 'invalid-content-type',
        message: 'Dieses Dateiformat wird nicht unterstützt.',
      });
    }
  });

  it('refuses types other than the four picture formats with 415', async () => {
    const path = `users/${bob.userId}/file.png`;
    for (const type of ['text/plain', 'image/svg+xml', 'application/octet-stream', '']) {
      const res = await upload(path, png(), { token: bob.token, type });
      expect((await errorOf(res)).status).toBe(415);
    }
    expect(await storedPaths(bob.userId)).toEqual([]);
  });
});

describe('paths', () => {
  it('refuses malformed paths and path tricks with 400', async () => {
    const uid = alice.userId;
    const paths = [
      `users/${uid}/../x`,
      `users/${uid}/%2e%2e`,
      `users/${uid}/a%2Fb`,
      `users%2F${uid}%2Fx.png`,
      `users/${uid}/a%5Cb`,
      `users/${uid}/a\\b`,
      `users/${uid}/a%00`,
      // Upper case, double and overlong encodings, and look-alikes of the dot.
      `users/${uid}/%2E%2E`,
      `users/${uid}/%252e%252e`,
      `users/${uid}/..%2f..%2fetc`,
      `users/${uid}/%c0%ae%c0%ae`,
      `users/${uid}/\u{ff0e}\u{ff0e}`,
      `users/${uid}/avatar%20`,
      `users/${uid}/a..b`,
      `users/${uid}/.hidden`,
      `users/${uid}/Avatar.png`,
      `users/${uid}/${'a'.repeat(65)}`,
      `users/${uid}/`,
      `users/${uid}/a/b`,
      `users/${uid}`,
      'users//x',
      'foo/bar',
      `foo/${uid}/x`,
      '',
    ];
    for (const path of paths) {
      for (const res of [
        await upload(path, png(), { token: alice.token }),
        await download(path, alice.token),
        await remove(path, alice.token),
      ]) {
        expect({ path, ...(await errorOf(res)) }).toEqual({
          path,
          status: 400,
          code: 'invalid-path',
          message: 'Ungültiger Dateipfad.',
        });
      }
    }
    expect(await storedPaths(uid)).not.toContain(`users/${uid}/x`);
  });

  it('refuses a well-formed path of another user with 403', async () => {
    const res = await upload('users/other/x', png(), { token: alice.token });
    expect(await errorOf(res)).toEqual({
      status: 403,
      code: 'unauthorized',
      message: 'Du hast keine Berechtigung für diese Datei.',
    });
  });

  it('accepts the longest allowed name and answers other methods with 405', async () => {
    const path = `users/${alice.userId}/${'a'.repeat(64)}`;
    expect((await upload(path, png(), { token: alice.token })).status).toBe(201);
    const put = await s.request(url(path), { method: 'PUT', headers: auth(alice.token) });
    expect((await errorOf(put)).status).toBe(405);
  });
});
