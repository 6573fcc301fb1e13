/**
 * Client of the server's storage API (`/api/storage/<path>`). Uploads go through XMLHttpRequest
 * because fetch cannot report upload progress; all calls retry with the specification's policy.
 */
import { de, type StorageErrorKey } from '../../domain/messages';
import {
  isRetryableStatus,
  MAX_OPERATION_RETRY_TIME_MS,
  MAX_UPLOAD_RETRY_TIME_MS,
  RetryError,
  withRetry,
} from '../../domain/retry-policy';

export type StorageErrorCode =
  | 'object-not-found'
  | 'unauthorized'
  | 'quota-exceeded'
  | 'retry-limit-exceeded'
  | 'canceled'
  | 'invalid-format'
  | 'unknown';

/**
 * The catalogue has finer texts than the codes: a 401 means the session is gone (sign in again), a 403
 * means no permission, and the server answers 413 only for a file that is too large.
 */
function messageKey(
  code: StorageErrorCode,
  status: number | undefined,
  serverCode?: string,
): StorageErrorKey {
  if (code === 'unauthorized' && status === 401) return 'unauthenticated';
  // 413 means either "this file is too large" or "your storage is full"; the body's code says which.
  if (code === 'quota-exceeded' && status === 413 && serverCode !== 'quota-exceeded') {
    return 'file-too-large';
  }
  if (code === 'invalid-format') return 'invalid-content-type';
  return code;
}

export function storageErrorMessage(
  code: StorageErrorCode,
  status?: number,
  serverCode?: string,
): string {
  return de.storageErrors[messageKey(code, status, serverCode)];
}

/** `message` is the German text for the user; `status` is the HTTP status (0: no response). */
export class StorageError extends Error {
  readonly code: StorageErrorCode;
  readonly status: number | undefined;

  constructor(
    code: StorageErrorCode,
    options?: { status?: number; cause?: unknown; serverCode?: string },
  ) {
    super(storageErrorMessage(code, options?.status, options?.serverCode), {
      cause: options?.cause,
    });
    this.name = 'StorageError';
    this.code = code;
    this.status = options?.status;
  }
}

export interface UploadResult {
  path: string;
  size: number;
  contentType: string;
  updatedAt: string;
}

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadTask {
  promise: Promise<UploadResult>;
  cancel: () => void;
}

export interface OperationOptions {
  signal?: AbortSignal;
}

const API_PREFIX = '/api/storage/';

/** Segments are encoded one by one so the slashes of `users/<uid>/avatar` stay path separators. */
function storageUrl(path: string): string {
  return API_PREFIX + path.split('/').map(encodeURIComponent).join('/');
}

export function downloadUrl(path: string): string {
  return storageUrl(path);
}

function codeForStatus(status: number): StorageErrorCode {
  switch (status) {
    case 404:
      return 'object-not-found';
    case 401:
    case 403:
      return 'unauthorized';
    case 413:
      return 'quota-exceeded';
    case 415:
      return 'invalid-format';
    default:
      return 'unknown';
  }
}

function httpError(status: number, cause?: unknown, body?: string): StorageError {
  return new StorageError(codeForStatus(status), { status, cause, serverCode: serverCodeOf(body) });
}

/** The server's own error code from a `{error: {code}}` body, when there is one. */
function serverCodeOf(body: string | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

function isRetryableStorageError(err: unknown): boolean {
  return err instanceof StorageError && err.status !== undefined && isRetryableStatus(err.status);
}

function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  if (err instanceof RetryError) {
    const last = err.cause instanceof StorageError ? err.cause : undefined;
    return new StorageError(err.code, { status: last?.status, cause: err.cause });
  }
  return new StorageError('unknown', { cause: err });
}

/** Cancelling the task and aborting the caller's signal both end the upload. */
function linkedController(signal: AbortSignal | undefined): {
  controller: AbortController;
  unlink: () => void;
} {
  const controller = new AbortController();
  if (!signal) return { controller, unlink: () => {} };
  if (signal.aborted) {
    controller.abort(signal.reason);
    return { controller, unlink: () => {} };
  }
  const onAbort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  return { controller, unlink: () => signal.removeEventListener('abort', onAbort) };
}

function parseUploadResult(text: string): UploadResult {
  const body: unknown = JSON.parse(text);
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof (body as UploadResult).path !== 'string' ||
    typeof (body as UploadResult).size !== 'number'
  ) {
    throw new Error('Unexpected upload response');
  }
  return body as UploadResult;
}

function sendUpload(
  path: string,
  file: Blob,
  signal: AbortSignal,
  onProgress: ((progress: UploadProgress) => void) | undefined,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal.removeEventListener('abort', onAbort);

    xhr.open('POST', storageUrl(path));
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      onProgress?.({ bytesTransferred: event.loaded, totalBytes: file.size });
    };
    xhr.onload = () => {
      settle();
      if (xhr.status !== 200 && xhr.status !== 201) {
        reject(httpError(xhr.status, undefined, xhr.responseText));
        return;
      }
      try {
        const result = parseUploadResult(xhr.responseText);
        onProgress?.({ bytesTransferred: file.size, totalBytes: file.size });
        resolve(result);
      } catch (err) {
        reject(new StorageError('unknown', { status: xhr.status, cause: err }));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(httpError(0));
    };
    xhr.ontimeout = () => {
      settle();
      reject(httpError(0));
    };
    xhr.onabort = () => {
      settle();
      reject(new StorageError('canceled'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    // A retry starts from zero again; the bar should show that rather than freeze.
    onProgress?.({ bytesTransferred: 0, totalBytes: file.size });
    xhr.send(file);
  });
}

export function uploadFile(path: string, file: Blob, opts: UploadOptions = {}): UploadTask {
  const { controller, unlink } = linkedController(opts.signal);
  const promise = withRetry((signal) => sendUpload(path, file, signal, opts.onProgress), {
    maxRetryTimeMs: MAX_UPLOAD_RETRY_TIME_MS,
    isRetryable: isRetryableStorageError,
    signal: controller.signal,
  })
    .catch((err: unknown) => {
      throw toStorageError(err);
    })
    .finally(unlink);
  return { promise, cancel: () => controller.abort() };
}

async function request(method: 'GET' | 'DELETE', path: string, signal: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(storageUrl(path), { method, signal });
  } catch (err) {
    // fetch rejects only when no response arrived: network failure (retryable) or abort.
    if (signal.aborted) throw new StorageError('canceled', { cause: err });
    throw httpError(0, err);
  }
  if (!response.ok) {
    throw httpError(response.status, undefined, await response.text().catch(() => undefined));
  }
  return response;
}

async function operation<T>(
  run: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  try {
    return await withRetry(run, {
      maxRetryTimeMs: MAX_OPERATION_RETRY_TIME_MS,
      isRetryable: isRetryableStorageError,
      signal,
    });
  } catch (err) {
    throw toStorageError(err);
  }
}

export function getBytes(path: string, opts: OperationOptions = {}): Promise<ArrayBuffer> {
  return operation(async (signal) => {
    const response = await request('GET', path, signal);
    try {
      return await response.arrayBuffer();
    } catch (err) {
      // The connection broke while the body streamed in: as retryable as no response at all.
      if (signal.aborted) throw new StorageError('canceled', { cause: err });
      throw httpError(0, err);
    }
  }, opts.signal);
}

export function deleteFile(path: string, opts: OperationOptions = {}): Promise<void> {
  return operation(async (signal) => {
    try {
      await request('DELETE', path, signal);
    } catch (err) {
      // Gone already, possibly by an earlier attempt whose answer was lost: the goal is reached.
      if (err instanceof StorageError && err.code === 'object-not-found') return;
      throw err;
    }
  }, opts.signal);
}
