/**
 * The callable-function wire protocol shared by server and web client: the error codes, their HTTP
 * status and the canonical names the official Firebase client reads.
 */
export const FUNCTION_ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;

export type FunctionErrorCode = keyof typeof FUNCTION_ERROR_STATUS;

/** 'invalid-argument' -> 'INVALID_ARGUMENT', as the protocol's error body names it. */
export function canonicalName(code: FunctionErrorCode): string {
  return code.toUpperCase().replace(/-/g, '_');
}

export const CALLABLE_TIMEOUT_MS = 70_000;
export const CALLABLE_MAX_BODY_BYTES = 1024 * 1024;
export const FUNCTIONS_BASE_PATH = '/api/functions';

/**
 * `details.reason` of the permission-denied answer to a health-data write without current consent
 * (src/domain/consent.ts): the web app answers it with the consent dialog.
 */
export const CONSENT_REQUIRED = 'consent-required';
