import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../domain/messages';
import {
  CallableError,
  callable,
  fieldErrorsOf,
  isConsentRefusal,
  isNetworkError,
  messageForError,
  onConsentRefusal,
} from './callable';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<CallableError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(CallableError);
    return err as CallableError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('callable: request', () => {
  it('posts the data as JSON to /api/functions/<name> with the session cookie', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { result: { ok: 1 } }));
    const fn = callable<{ a: number }, { ok: number }>('protocol-create');
    await expect(fn({ a: 1 })).resolves.toEqual({ ok: 1 });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/functions/protocol-create');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ data: { a: 1 } });
  });

  it('encodes like the Firebase client: dates as ISO strings, undefined as null', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { result: null }));
    await callable<unknown, unknown>('f')({
      at: new Date('2024-05-01T10:00:00.000Z'),
      missing: undefined,
      list: [1, 'x', true],
    });
    const body = JSON.parse(fetchMock.mock.calls[0]![1]?.body as string);
    expect(body).toEqual({
      data: { at: '2024-05-01T10:00:00.000Z', missing: null, list: [1, 'x', true] },
    });
  });

  it('sends undefined data as null', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { result: 'x' }));
    await callable<undefined, string>('f')(undefined);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({ data: null });
  });
});

describe('callable: response', () => {
  it('reads data first', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: 'from-data', result: 'from-result' }));
    await expect(callable<null, string>('f')(null)).resolves.toBe('from-data');
  });

  it('falls back to result', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { result: [1, 2] }));
    await expect(callable<null, number[]>('f')(null)).resolves.toEqual([1, 2]);
  });

  it('keeps a null data value', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: null, result: 'x' }));
    await expect(callable<null, null>('f')(null)).resolves.toBeNull();
  });

  it('decodes Int64 values like the Firebase client', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        result: { n: { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '42' } },
      }),
    );
    await expect(callable<null, { n: number }>('f')(null)).resolves.toEqual({ n: 42 });
  });

  it("fails with 'Response is missing data field.' when neither data nor result exists", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { other: 1 }));
    const err = await failure(callable('f')(null));
    expect(err.code).toBe('internal');
    expect(err.message).toBe('Response is missing data field.');
  });

  it("fails with 'Response is not valid JSON object.' on a body that is not JSON", async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 200 }));
    const err = await failure(callable('f')(null));
    expect(err.code).toBe('internal');
    expect(err.message).toBe('Response is not valid JSON object.');
  });

  it("fails with 'Response is not valid JSON object.' on JSON that is not an object", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [1, 2]));
    const err = await failure(callable('f')(null));
    expect(err.message).toBe('Response is not valid JSON object.');
  });
});

describe('callable: HTTP status mapping', () => {
  const table = [
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [499, 'cancelled'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
  ] as const;

  it.each(table)('maps status %i without a body to %s', async (status, code) => {
    fetchMock.mockResolvedValue(new Response('', { status }));
    const err = await failure(callable('f')(null));
    expect(err.code).toBe(code);
    expect(err.message).toBe(code);
  });

  it.each([402, 418, 502])('maps the unlisted status %i to unknown', async (status) => {
    fetchMock.mockResolvedValue(new Response('', { status }));
    const err = await failure(callable('f')(null));
    expect(err.code).toBe('unknown');
  });

  it('takes code, message and details from the error body', async () => {
    const details = { fieldErrors: { email: ['Ungültige E-Mail-Adresse'] } };
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: { status: 'INVALID_ARGUMENT', message: 'Ungültige Eingabe', details },
      }),
    );
    const err = await failure(callable('f')(null));
    expect(err.code).toBe('invalid-argument');
    expect(err.message).toBe('Ungültige Eingabe');
    expect(err.details).toEqual(details);
  });

  it('prefers the canonical name in the body over the HTTP status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { status: 'NOT_FOUND' } }));
    const err = await failure(callable('f')(null));
    expect(err.code).toBe('not-found');
    expect(err.message).toBe('NOT_FOUND');
  });

  it.each(['NOPE', 'not_found', 'NOT-FOUND', 'toString', 'CONSTRUCTOR'])(
    'reports %s, not a canonical name, as internal',
    async (status) => {
      fetchMock.mockResolvedValue(jsonResponse(400, { error: { status, message: 'x' } }));
      const err = await failure(callable('f')(null));
      expect(err.code).toBe('internal');
      expect(err.message).toBe('internal');
    },
  );

  it('reports the status code when an error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 503 }));
    const err = await failure(callable('f')(null));
    expect(err.code).toBe('unavailable');
  });
});

describe('callable: transport failures', () => {
  it('maps a failing fetch to unavailable with the German network message', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);
    const err = await failure(callable('f')(null));
    expect(err.code).toBe('unavailable');
    expect(err.message).toBe('Netzwerkfehler');
    expect(err.cause).toBe(cause);
    expect(isNetworkError(err)).toBe(true);
  });

  it('times out after exactly 70000 ms with deadline-exceeded', async () => {
    vi.useFakeTimers();
    let requestSignal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      requestSignal = init?.signal ?? undefined;
      return new Promise(() => {});
    });
    const settled = vi.fn();
    const promise = callable('f')(null);
    promise.catch(settled);

    await vi.advanceTimersByTimeAsync(69_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);

    const err = await failure(promise);
    expect(err.code).toBe('deadline-exceeded');
    expect(requestSignal?.aborted).toBe(true);
  });

  it('does not time out once the answer has arrived', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(200, { result: 1 }));
    await expect(callable('f')(null)).resolves.toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels when the caller aborts', async () => {
    let requestSignal: AbortSignal | undefined;
    fetchMock.mockImplementation((_url, init) => {
      requestSignal = init?.signal ?? undefined;
      return new Promise(() => {});
    });
    const controller = new AbortController();
    const promise = callable('f')(null, { signal: controller.signal });
    controller.abort();
    const err = await failure(promise);
    expect(err.code).toBe('cancelled');
    expect(requestSignal?.aborted).toBe(true);
  });

  it('cancels without a request when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await failure(callable('f')(null, { signal: controller.signal }));
    expect(err.code).toBe('cancelled');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('fieldErrorsOf', () => {
  it('returns the first message per field of an invalid-argument error', () => {
    const err = new CallableError('invalid-argument', 'Ungültige Eingabe', {
      fieldErrors: {
        email: ['Ungültige E-Mail-Adresse', 'Dieses Feld ist erforderlich'],
        password: ['Passwort ist zu kurz'],
        empty: [],
      },
    });
    expect(fieldErrorsOf(err)).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      password: 'Passwort ist zu kurz',
    });
  });

  it('returns null for other errors and for errors without field messages', () => {
    expect(fieldErrorsOf(new CallableError('not-found', 'x', { fieldErrors: { a: ['b'] } }))).toBe(
      null,
    );
    expect(fieldErrorsOf(new CallableError('invalid-argument', 'x'))).toBeNull();
    expect(fieldErrorsOf(new Error('x'))).toBeNull();
    expect(fieldErrorsOf('x')).toBeNull();
  });
});

describe('messageForError', () => {
  const codes = [
    'invalid-argument',
    'unauthenticated',
    'permission-denied',
    'not-found',
    'aborted',
    'resource-exhausted',
    'cancelled',
    'internal',
    'unimplemented',
    'unavailable',
    'deadline-exceeded',
  ] as const;

  it.each(codes)('gives the German message for %s', (code) => {
    expect(messageForError(new CallableError(code, 'english server text'))).toBe(
      de.callableErrors[code],
    );
  });

  it('uses the texts of the specification where it has them', () => {
    expect(messageForError(new CallableError('permission-denied', 'x'))).toBe('Nicht autorisiert');
    expect(messageForError(new CallableError('not-found', 'x'))).toBe('Nicht gefunden');
  });

  it("says 'Netzwerkfehler' when the server was not reached", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await failure(callable('f')(null));
    expect(messageForError(err)).toBe('Netzwerkfehler');
  });

  it('uses the server’s German field message for invalid-argument', () => {
    const err = new CallableError('invalid-argument', 'Ungültige Eingabe', {
      fieldErrors: { email: ['Ungültige E-Mail-Adresse'] },
    });
    expect(messageForError(err)).toBe('Ungültige E-Mail-Adresse');
  });

  it("falls back to 'Fehler beim Laden' or the given text for anything else", () => {
    expect(messageForError(new Error('boom'))).toBe('Fehler beim Laden');
    expect(messageForError('boom')).toBe('Fehler beim Laden');
    expect(messageForError(new CallableError('unknown', 'unknown'))).toBe('Fehler beim Laden');
    expect(messageForError(new Error('boom'), de.generic.saveFailed)).toBe('Fehler beim Speichern');
  });

  it('maps the protocol failures to German', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const err = await failure(callable('f')(null));
    expect(messageForError(err)).toBe(de.callableErrors.internal);
  });
});

describe('consent refusal', () => {
  const refusal = () =>
    jsonResponse(403, {
      error: {
        status: 'PERMISSION_DENIED',
        message: 'vom Server',
        details: { reason: 'consent-required' },
      },
    });

  it('is told from other denials by its reason, and says what to do', async () => {
    fetchMock.mockResolvedValue(refusal());
    const err = await failure(callable('saveEntry')({}));
    expect(isConsentRefusal(err)).toBe(true);
    expect(messageForError(err, de.generic.saveFailed)).toBe(de.consent.refused);
    expect(isConsentRefusal(new CallableError('permission-denied', 'x'))).toBe(false);
    expect(
      isConsentRefusal(new CallableError('not-found', 'x', { reason: 'consent-required' })),
    ).toBe(false);
    expect(isConsentRefusal(new Error('consent-required'))).toBe(false);
  });

  it('is reported to the listeners on every call that meets it, and only then', async () => {
    const listener = vi.fn();
    const stop = onConsentRefusal(listener);
    fetchMock.mockResolvedValueOnce(refusal());
    await failure(callable('recordCheckIn')({}));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { error: { status: 'PERMISSION_DENIED', message: 'Nicht autorisiert' } }),
    );
    await failure(callable('getAthlete')({}));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    fetchMock.mockResolvedValueOnce(refusal());
    await failure(callable('recordCheckIn')({}));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
