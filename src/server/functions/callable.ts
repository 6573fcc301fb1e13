import type * as z from 'zod/mini';
import type { FunctionErrorCode } from '../../domain/callable-protocol';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';

export class HttpsError extends Error {
  constructor(
    readonly code: FunctionErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface Caller {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'coach' | null;
  wizardCompleted: boolean;
}

/**
 * Who may call a function. Each level includes the ones before it:
 * verified = signed in with a confirmed e-mail; athlete / coach = verified with that role;
 * onboarded-athlete = athlete who finished the onboarding wizard.
 */
export type Access =
  | 'public'
  | 'signed-in'
  | 'verified'
  | 'athlete'
  | 'onboarded-athlete'
  | 'coach';

interface CallContext<A extends Access> {
  db: Db;
  log: Logger;
  caller: A extends 'public' ? Caller | null : Caller;
  mailer: Mailer;
  /** The app's public address, for links in mails. */
  baseUrl: string;
}

/**
 * `'required'`: the function stores health-related data, so the caller must have current consent to
 * processing it (GDPR Art. 9); without it the call is refused before the handler runs.
 */
type ConsentRequirement = 'required';

export interface CallableFunction<S extends z.ZodMiniType = z.ZodMiniType, R = unknown> {
  name: string;
  input: S;
  access: Access;
  consent?: ConsentRequirement;
  handler: (input: z.infer<S>, ctx: CallContext<Access>) => Promise<R>;
}

/** What a function declares; the features' `define…Function` helpers take the same shape. */
export interface FunctionDef<
  S extends z.ZodMiniType,
  R,
  A extends Access,
  N extends string = string,
> {
  name: N;
  input: S;
  access: A;
  /** Only for signed-in callers: a public function has no one whose consent it could need. */
  consent?: A extends 'public' ? never : ConsentRequirement;
  handler: (input: z.infer<S>, ctx: CallContext<A>) => Promise<R>;
}

/** Declares a function once: name, input schema, who may call it, and the handler. */
export function defineFunction<S extends z.ZodMiniType, R, A extends Access>(
  def: FunctionDef<S, R, A>,
): CallableFunction<S, R> {
  return def as unknown as CallableFunction<S, R>;
}
