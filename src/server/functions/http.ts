import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CALLABLE_MAX_BODY_BYTES,
  CONSENT_REQUIRED,
  canonicalName,
  FUNCTION_ERROR_STATUS,
  type FunctionErrorCode,
} from '../../domain/callable-protocol';
import type { Access } from '../../domain/contracts/contract';
import { de } from '../../domain/messages';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { readConsentStatus } from '../features/settings/consent-status';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { completeResponse } from '../security/response-headers';
import { type CallableFunction, type Caller, HttpsError } from './callable';
import { createFunctionCallLimiter } from './rate-limit';
import { findUnstorableText, mayHoldUnstorableText } from './text-input';

export interface FunctionsDeps {
  db: Db;
  log: Logger;
  mailer: Mailer;
  baseUrl: string;
  functions: readonly CallableFunction[];
  /** Resolves the caller from the session cookie or `Authorization: Bearer`; null when signed out. */
  resolveCaller(headers: Headers): Promise<Caller | null>;
  /**
   * The app's security headers: successful answers are built with them and marked complete, so the
   * app's finishing middleware does not touch these hot answers again.
   */
  securityHeaders: Readonly<Record<string, string>>;
  /** Calls per signed-in user and minute over all functions, shared by all processes; 0 = none. */
  callsPerMinute?: number;
}

function errorBody(code: FunctionErrorCode, message: string, details?: unknown) {
  return {
    error: {
      status: canonicalName(code),
      message,
      ...(details === undefined ? {} : { details }),
    },
  };
}

function fail(
  code: FunctionErrorCode,
  message: string,
  details?: unknown,
  headers: Record<string, string> = {},
): Response {
  return Response.json(errorBody(code, message, details), {
    status: FUNCTION_ERROR_STATUS[code],
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

/** Whether the access level lets the caller in; the download routes ask it too. */
export function checkAccess(access: Access, caller: Caller | null): HttpsError | null {
  if (access === 'public') return null;
  if (!caller) return new HttpsError('unauthenticated', de.guard.authRequired);
  if (access === 'signed-in') return null;
  if (!caller.emailVerified) {
    return new HttpsError('permission-denied', de.guard.emailVerificationRequired);
  }
  if (access === 'verified') return null;
  if (access === 'coach') {
    return caller.role === 'coach'
      ? null
      : new HttpsError('permission-denied', de.guard.insufficientPermission);
  }
  if (caller.role === 'coach') {
    return new HttpsError('permission-denied', de.guard.insufficientPermission);
  }
  if (access === 'onboarded-athlete' && !caller.wizardCompleted) {
    return new HttpsError('permission-denied', de.guard.wizardRequired);
  }
  return null;
}

function toFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fieldErrors[key] ??= [];
    fieldErrors[key].push(issue.message);
  }
  return fieldErrors;
}

/** `POST /api/functions/<name>`, speaking Firebase's callable protocol (src/domain/callable-protocol.ts). */
export function createFunctionsApp(deps: FunctionsDeps) {
  const byName = new Map(deps.functions.map((f) => [f.name, f]));
  const okHeaders = Object.freeze({
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...deps.securityHeaders,
  });
  const perMinute = deps.callsPerMinute ?? 0;
  const limiter = perMinute > 0 ? createFunctionCallLimiter(deps.db, perMinute) : null;
  const app = new Hono();

  app.all('/:name', async (c, next) => {
    if (c.req.method !== 'POST') return fail('invalid-argument', 'Nur POST ist erlaubt.');
    return next();
  });

  const tooLarge = () => fail('invalid-argument', 'Die Anfrage ist zu groß.');
  const limitStreamedBody = bodyLimit({ maxSize: CALLABLE_MAX_BODY_BYTES, onError: tooLarge });

  app.post(
    '/:name',
    (c, next) => {
      // A declared length is checked as Hono's bodyLimit checks it, without asking for the body
      // stream: that would turn the Node request into a web Request with a ReadableStream, while
      // `c.req.text()` reads the socket directly. Only a body without a length is streamed.
      const length = c.req.header('content-length');
      if (length === undefined || c.req.header('transfer-encoding') !== undefined) {
        return limitStreamedBody(c, next);
      }
      return Number.parseInt(length || '0', 10) > CALLABLE_MAX_BODY_BYTES ? tooLarge() : next();
    },
    async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(contentType)) {
        return fail('invalid-argument', 'Content-Type muss application/json sein.');
      }
      let json: string;
      let body: unknown;
      try {
        json = await c.req.text();
        body = JSON.parse(json);
      } catch {
        return fail('invalid-argument', 'Ungültiges JSON.');
      }
      if (
        typeof body !== 'object' ||
        body === null ||
        Array.isArray(body) ||
        !('data' in body) ||
        Object.keys(body).length !== 1
      ) {
        return fail('invalid-argument', 'Der Anfragetext muss genau das Feld "data" enthalten.');
      }
      const fn = byName.get(c.req.param('name'));
      if (!fn) return fail('not-found', de.generic.notFound);

      try {
        const caller = await deps.resolveCaller(c.req.raw.headers);
        if (caller && limiter) {
          // Every call counts, refused ones too: the limit is on what a session can make us do.
          const verdict = await limiter.consume(caller.id);
          if (!verdict.allowed) {
            return fail('resource-exhausted', de.callableErrors['resource-exhausted'], undefined, {
              'Retry-After': String(verdict.retryAfterSeconds),
            });
          }
        }
        const denied = checkAccess(fn.access, caller);
        if (denied) return fail(denied.code, denied.message);
        // Health data is stored only with current consent (GDPR Art. 9 (2) a); the function says
        // whether it stores any, and this is the one place that checks it.
        if (fn.consent === 'required' && caller) {
          if ((await readConsentStatus(deps.db, caller.id)) !== 'current') {
            return fail('permission-denied', de.consent.refused, { reason: CONSENT_REQUIRED });
          }
        }

        const data = (body as { data: unknown }).data;
        const badText = mayHoldUnstorableText(json) ? findUnstorableText(data) : null;
        if (badText !== null) {
          const message = de.schemaIssues.unstorableText;
          return fail('invalid-argument', message, { fieldErrors: { [badText]: [message] } });
        }
        const parsed = fn.input.safeParse(data);
        if (!parsed.success) {
          const fieldErrors = toFieldErrors(parsed.error.issues);
          const first = parsed.error.issues[0]?.message ?? 'Ungültige Eingabe';
          return fail('invalid-argument', first, { fieldErrors });
        }
        const result = await fn.handler(parsed.data, {
          db: deps.db,
          log: deps.log,
          caller: caller as Caller,
          mailer: deps.mailer,
          baseUrl: deps.baseUrl,
        });
        return completeResponse(JSON.stringify({ result: result ?? null }), 200, okHeaders);
      } catch (err) {
        if (err instanceof HttpsError) return fail(err.code, err.message, err.details);
        if (isDatabaseUnavailable(err)) {
          deps.log.warn({ fn: fn.name, err: String(err) }, 'function unavailable');
          return fail('unavailable', de.callableErrors.unavailable);
        }
        deps.log.error({ fn: fn.name, err }, 'function failed');
        return fail('internal', de.callableErrors.internal);
      }
    },
  );

  return app;
}
