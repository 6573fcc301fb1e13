import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../domain/messages';
import { MAX_OPERATION_RETRY_TIME_MS, MAX_UPLOAD_RETRY_TIME_MS } from '../../domain/retry-policy';
import {
  deleteFile,
  downloadUrl,
  getBytes,
  StorageError,
  type StorageErrorCode,
  storageErrorMessage,
  uploadFile,
} from './storage-client';

type Handler = (() => void) | null;

/** Just enough of XMLHttpRequest for the client; the test drives responses by hand or by `script`. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  /** Called on every send; lets a test answer each request automatically. */
  static script: ((xhr: FakeXhr, index: number) => void) | undefined;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    const index = FakeXhr.instances.push(this) - 1;
    const script = FakeXhr.script;
    if (script) queueMicrotask(() => script(this, index));
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total });
  }

  respond(status: number, body: unknown = {}) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }
}

const PATH = 'users/u1/avatar';
const uploaded = {
  path: PATH,
  size: 10,
  contentType: 'image/png',
  updatedAt: '2024-05-01T10:00:00.000Z',
};

function png(size = 10): Blob {
  return new Blob([new Uint8Array(size)], { type: 'image/png' });
}

function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no request sent');
  return xhr;
}

/** Lets the client's promise chain reach `send` before the test drives the fake. */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function rejectsWith(promise: Promise<unknown>, code: StorageErrorCode) {
  return expect(promise).rejects.toSatisfy(
    (err) =>
      err instanceof StorageError &&
      err.code === code &&
      err.message === storageErrorMessage(code, err.status),
  );
}

beforeEach(() => {
  FakeXhr.instances = [];
  FakeXhr.script = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storageErrorMessage', () => {
  it('takes the German texts from the message catalogue', () => {
    expect(storageErrorMessage('object-not-found')).toBe(de.storageErrors['object-not-found']);
    expect(storageErrorMessage('retry-limit-exceeded')).toBe(
      de.storageErrors['retry-limit-exceeded'],
    );
    expect(storageErrorMessage('canceled')).toBe(de.storageErrors.canceled);
    expect(storageErrorMessage('unknown')).toBe(de.storageErrors.unknown);
  });

  it('distinguishes a lost session from a missing permission', () => {
    expect(storageErrorMessage('unauthorized', 401)).toBe(de.storageErrors.unauthenticated);
    expect(storageErrorMessage('unauthorized', 403)).toBe(de.storageErrors.unauthorized);
  });

  it('says "too large" for 413 and has a distinct text for an unsupported format', () => {
    expect(storageErrorMessage('quota-exceeded', 413)).toBe(de.storageErrors['file-too-large']);
    expect(storageErrorMessage('quota-exceeded')).toBe(de.storageErrors['quota-exceeded']);
    const invalid = storageErrorMessage('invalid-format', 415);
    expect(invalid).toBe(de.storageErrors['invalid-content-type']);
    expect(invalid).not.toBe(storageErrorMessage('unknown'));
  });
});

describe('downloadUrl', () => {
  it('points at the storage API and encodes each segment', () => {
    expect(downloadUrl(PATH)).toBe('/api/storage/users/u1/avatar');
    expect(downloadUrl('users/a b#1/avatar')).toBe('/api/storage/users/a%20b%231/avatar');
  });
});

describe('uploadFile', () => {
  it('posts the raw file with its content type and resolves with the stored metadata', async () => {
    const file = png();
    const task = uploadFile(PATH, file);
    await flush();
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/storage/users/u1/avatar');
    expect(xhr.headers['Content-Type']).toBe('image/png');
    expect(xhr.body).toBe(file);
    xhr.respond(201, uploaded);
    await expect(task.promise).resolves.toEqual(uploaded);
  });

  it('reports progress from the upload events', async () => {
    const onProgress = vi.fn();
    const task = uploadFile(PATH, png(), { onProgress });
    await flush();
    const xhr = lastXhr();
    xhr.progress(4, 10);
    xhr.progress(10, 10);
    xhr.respond(201, uploaded);
    await task.promise;
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { bytesTransferred: 0, totalBytes: 10 },
      { bytesTransferred: 4, totalBytes: 10 },
      { bytesTransferred: 10, totalBytes: 10 },
      { bytesTransferred: 10, totalBytes: 10 },
    ]);
  });

  it('cancel mid-upload aborts the request and fails with canceled', async () => {
    const onProgress = vi.fn();
    const task = uploadFile(PATH, png(), { onProgress });
    await flush();
    const xhr = lastXhr();
    xhr.progress(5, 10);
    task.cancel();
    await rejectsWith(task.promise, 'canceled');
    expect(xhr.aborted).toBe(true);
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it("aborting the caller's signal cancels as well", async () => {
    const controller = new AbortController();
    const task = uploadFile(PATH, png(), { signal: controller.signal });
    await flush();
    controller.abort();
    await rejectsWith(task.promise, 'canceled');
    expect(lastXhr().aborted).toBe(true);
  });

  it('does not send anything for an already aborted signal', async () => {
    const task = uploadFile(PATH, png(), { signal: AbortSignal.abort() });
    await rejectsWith(task.promise, 'canceled');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('retries after a 503 and succeeds with the next 201', async () => {
    vi.useFakeTimers({ now: 0 });
    FakeXhr.script = (xhr, index) => (index === 0 ? xhr.respond(503) : xhr.respond(201, uploaded));
    const task = uploadFile(PATH, png());
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeXhr.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(task.promise).resolves.toEqual(uploaded);
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('retries after a network failure', async () => {
    vi.useFakeTimers({ now: 0 });
    FakeXhr.script = (xhr, index) => (index === 0 ? xhr.failNetwork() : xhr.respond(201, uploaded));
    const task = uploadFile(PATH, png());
    await vi.advanceTimersByTimeAsync(1000);
    await expect(task.promise).resolves.toEqual(uploaded);
  });

  it('fails at once with quota-exceeded on 413', async () => {
    vi.useFakeTimers({ now: 0 });
    FakeXhr.script = (xhr) => xhr.respond(413);
    const task = uploadFile(PATH, png());
    await rejectsWith(task.promise, 'quota-exceeded');
    await expect(task.promise).rejects.toThrow(de.storageErrors['file-too-large']);
    expect(FakeXhr.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    [415, 'invalid-format'],
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'object-not-found'],
    [400, 'unknown'],
  ] as const)('maps %i to %s without retrying', async (status, code) => {
    FakeXhr.script = (xhr) => xhr.respond(status);
    const task = uploadFile(PATH, png());
    await expect(task.promise).rejects.toMatchObject({
      code,
      status,
      message: storageErrorMessage(code, status),
    });
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it('fails with unknown when the success response is not the expected JSON', async () => {
    FakeXhr.script = (xhr) => xhr.respond(201, 'not json');
    await rejectsWith(uploadFile(PATH, png()).promise, 'unknown');
  });

  it('gives up with retry-limit-exceeded after 10 minutes of 503s', async () => {
    vi.useFakeTimers({ now: 0 });
    FakeXhr.script = (xhr) => xhr.respond(503);
    const task = uploadFile(PATH, png());
    const assertion = rejectsWith(task.promise, 'retry-limit-exceeded');
    await vi.advanceTimersByTimeAsync(MAX_UPLOAD_RETRY_TIME_MS);
    await assertion;
    await expect(task.promise).rejects.toMatchObject({ status: 503 });
    // Waits 1+2+4+8+16+32 s, then 64 s eight times: the last attempt starts at 575 s.
    expect(FakeXhr.instances).toHaveLength(15);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('getBytes and deleteFile', () => {
  function stubFetch(...responses: Array<Response | Error>) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      const next = responses.length > 1 ? responses.shift() : responses[0];
      if (!next) throw new Error('no response scripted');
      if (next instanceof Error) throw next;
      return next.clone();
    });
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('getBytes reads the object', async () => {
    const fetchMock = stubFetch(new Response(new Uint8Array([1, 2, 3]), { status: 200 }));
    const bytes = await getBytes(PATH);
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/storage/users/u1/avatar',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('deleteFile treats an object that is already gone as deleted', async () => {
    stubFetch(new Response(null, { status: 404 }));
    await expect(deleteFile(PATH)).resolves.toBeUndefined();
  });

  it('tells a full storage apart from a too large file by the server code', async () => {
    stubFetch(
      new Response(JSON.stringify({ error: { code: 'quota-exceeded', message: 'x' } }), {
        status: 413,
      }),
    );
    await expect(getBytes(PATH)).rejects.toSatisfy(
      (err) =>
        err instanceof StorageError &&
        err.code === 'quota-exceeded' &&
        err.message === de.storageErrors['quota-exceeded'],
    );
  });

  it('deleteFile sends DELETE', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(deleteFile(PATH)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/storage/users/u1/avatar',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('maps 404 to object-not-found without retrying', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 404 }));
    await rejectsWith(getBytes(PATH), 'object-not-found');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('maps 403 to unauthorized', async () => {
    stubFetch(new Response(null, { status: 403 }));
    await rejectsWith(deleteFile(PATH), 'unauthorized');
  });

  it('retries 429 and network failures, then succeeds', async () => {
    vi.useFakeTimers({ now: 0 });
    const fetchMock = stubFetch(
      new Response(null, { status: 429 }),
      new TypeError('fetch failed'),
      new Response(null, { status: 204 }),
    );
    const result = deleteFile(PATH);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up with retry-limit-exceeded after 2 minutes of 500s', async () => {
    vi.useFakeTimers({ now: 0 });
    const fetchMock = stubFetch(new Response(null, { status: 500 }));
    const result = getBytes(PATH);
    const assertion = rejectsWith(result, 'retry-limit-exceeded');
    await vi.advanceTimersByTimeAsync(MAX_OPERATION_RETRY_TIME_MS);
    await assertion;
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('abort during the back-off fails at once with canceled', async () => {
    vi.useFakeTimers({ now: 0 });
    stubFetch(new Response(null, { status: 503 }));
    const controller = new AbortController();
    const result = getBytes(PATH, { signal: controller.signal });
    const assertion = rejectsWith(result, 'canceled');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await assertion;
    expect(vi.getTimerCount()).toBe(0);
  });
});
