import {
  CALLABLE_TIMEOUT_MS,
  CONSENT_REQUIRED,
  FUNCTIONS_BASE_PATH,
} from '../../domain/callable-protocol';
import { de } from '../../domain/messages';

/**
 * The one client for callable functions. It speaks the wire protocol of the Firebase Functions client
 * (src/domain/callable-protocol.ts) and fails the way that client fails, so both behave alike against our server.
 */

// The full Firebase code set, wider than what our server sends, so any canonical name it may send is
// understood as the Firebase client would understand it. On the wire each is the upper-case name
// (`INVALID_ARGUMENT` for 'invalid-argument').
const CALLABLE_ERROR_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'unauthenticated',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
] as const;

export type CallableErrorCode = (typeof CALLABLE_ERROR_CODES)[number];

function codeForCanonicalStatus(status: string): CallableErrorCode | undefined {
  // Only the exact upper-case spelling is canonical, so 'not_found' or 'Not-Found' stay unknown.
  if (status !== status.toUpperCase() || status.includes('-')) return undefined;
  const code = status.toLowerCase().replaceAll('_', '-');
  return CALLABLE_ERROR_CODES.find((known) => known === code);
}

export class CallableError extends Error {
  override readonly name = 'CallableError';

  constructor(
    readonly code: CallableErrorCode,
    message: string,
    readonly details?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface CallableOptions {
  signal?: AbortSignal;
}

export type CallableFunction<Req, Res> = (data: Req, opts?: CallableOptions) => Promise<Res>;

export function callable<Req, Res>(name: string): CallableFunction<Req, Res> {
  const url = `${FUNCTIONS_BASE_PATH}/${encodeURIComponent(name)}`;
  return (data, opts) => call<Res>(url, data, opts?.signal);
}

const LONG_TYPE = 'type.googleapis.com/google.protobuf.Int64Value';
const UNSIGNED_LONG_TYPE = 'type.googleapis.com/google.protobuf.UInt64Value';

// Same encoding as the Firebase client: dates become ISO strings and undefined becomes null, also
// inside objects, so a server that accepts the Firebase client accepts this one.
function encode(data: unknown): unknown {
  if (data === null || data === undefined) return null;
  const value = data instanceof Number ? data.valueOf() : data;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof String) return value.valueOf();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(encode);
  if (typeof value === 'object' || typeof value === 'function') {
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) result[key] = encode(child);
    return result;
  }
  throw new Error(`Data cannot be encoded in JSON: ${String(value)}`);
}

function decode(json: unknown): unknown {
  if (json === null || json === undefined) return json;
  if (Array.isArray(json)) return json.map(decode);
  if (typeof json === 'object') {
    const record = json as Record<string, unknown>;
    if (record['@type'] === LONG_TYPE || record['@type'] === UNSIGNED_LONG_TYPE) {
      const value = Number(record.value);
      if (Number.isNaN(value)) throw new Error(`Data cannot be decoded from JSON: ${record.value}`);
      return value;
    }
    if (record['@type'] !== undefined) {
      throw new Error(`Data cannot be decoded from JSON: ${String(record['@type'])}`);
    }
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(record)) result[key] = decode(child);
    return result;
  }
  return json;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function codeForHttpStatus(status: number): CallableErrorCode {
  if (status >= 200 && status < 300) return 'ok';
  switch (status) {
    case 400:
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 409:
      return 'aborted';
    case 429:
      return 'resource-exhausted';
    case 499:
      return 'cancelled';
    case 500:
      return 'internal';
    case 501:
      return 'unimplemented';
    case 503:
      return 'unavailable';
    case 504:
      return 'deadline-exceeded';
    default:
      return 'unknown';
  }
}

function errorForResponse(
  status: number,
  body: Record<string, unknown> | null,
): CallableError | null {
  let code = codeForHttpStatus(status);
  let message: string = code;
  let details: unknown;
  const error = body?.error;
  if (isRecord(error)) {
    if (typeof error.status === 'string') {
      const bodyCode = codeForCanonicalStatus(error.status);
      // An unknown canonical name means a broken server; Firebase reports it as internal.
      if (bodyCode === undefined) return new CallableError('internal', 'internal');
      code = bodyCode;
      message = error.status;
    }
    if (typeof error.message === 'string') message = error.message;
    if (error.details !== undefined) {
      try {
        details = decode(error.details);
      } catch {
        details = undefined;
      }
    }
  }
  if (code === 'ok') return null;
  return new CallableError(code, message, details);
}

type PostResult =
  | { ok: true; status: number; json: Record<string, unknown> | null }
  | { ok: false; cause: unknown };

async function postJson(url: string, body: string, signal: AbortSignal): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    return { ok: false, cause };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An unparsable body is treated like an empty one, as the Firebase client does.
  }
  return { ok: true, status: response.status, json: isRecord(json) ? json : null };
}

async function call<Res>(
  url: string,
  data: unknown,
  signal: AbortSignal | undefined,
): Promise<Res> {
  const body = JSON.stringify({ data: encode(data) });
  if (signal?.aborted) throw new CallableError('cancelled', 'cancelled');

  // Our own controller lets a timeout or the caller's abort also stop the request itself.
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const interrupted = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new CallableError('deadline-exceeded', 'deadline-exceeded'));
      controller.abort();
    }, CALLABLE_TIMEOUT_MS);
    onAbort = () => {
      reject(new CallableError('cancelled', 'cancelled'));
      controller.abort();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

  let result: PostResult;
  try {
    result = await Promise.race([postJson(url, body, controller.signal), interrupted]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }

  if (!result.ok) {
    throw new CallableError('unavailable', de.callableErrors.network, undefined, {
      cause: result.cause,
    });
  }
  const error = errorForResponse(result.status, result.json);
  if (error) {
    if (isConsentRefusal(error)) for (const listener of consentRefusalListeners) listener();
    throw error;
  }
  if (!result.json) throw new CallableError('internal', de.callableProtocol.invalidJson);

  // `data` first, `result` as fallback; only a missing key falls through, so `data: null` is a value.
  let value = result.json.data;
  if (value === undefined) value = result.json.result;
  if (value === undefined) throw new CallableError('internal', de.callableProtocol.missingData);
  return decode(value) as Res;
}

export function isNetworkError(err: unknown): boolean {
  return (
    err instanceof CallableError &&
    err.code === 'unavailable' &&
    err.message === de.callableErrors.network
  );
}

/** A health-data save refused because the athlete has no current consent to processing it. */
export function isConsentRefusal(err: unknown): boolean {
  return (
    err instanceof CallableError &&
    err.code === 'permission-denied' &&
    isRecord(err.details) &&
    err.details.reason === CONSENT_REQUIRED
  );
}

const consentRefusalListeners = new Set<() => void>();

/**
 * Runs `listener` on every consent refusal of any call, so the app can update what it knows of the
 * consent whichever screen's save met it. Answers the unsubscribe.
 */
export function onConsentRefusal(listener: () => void): () => void {
  consentRefusalListeners.add(listener);
  return () => consentRefusalListeners.delete(listener);
}

/** The first German message per field of an invalid-argument error, or null if it carries none. */
export function fieldErrorsOf(err: unknown): Record<string, string> | null {
  if (!(err instanceof CallableError) || err.code !== 'invalid-argument') return null;
  if (!isRecord(err.details) || !isRecord(err.details.fieldErrors)) return null;
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(err.details.fieldErrors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.length > 0) result[field] = first;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * The single map from an error to the German text shown to the user. `fallback` is used for errors
 * that say nothing useful (not a callable error, or code 'unknown'), so a screen can pass
 * for example `de.generic.saveFailed`.
 */
export function messageForError(err: unknown, fallback: string = de.generic.loadFailed): string {
  if (!(err instanceof CallableError)) return fallback;
  if (isNetworkError(err)) return de.callableErrors.network;
  // Says what to do; every toast that shows it also gets the button that opens the consent.
  if (isConsentRefusal(err)) return de.consent.refused;
  if (err.code === 'invalid-argument') {
    const fields = fieldErrorsOf(err);
    const first = fields ? Object.values(fields)[0] : undefined;
    if (first !== undefined) return first;
  }
  if (err.code === 'unknown' || err.code === 'ok') return fallback;
  return de.callableErrors[err.code];
}
