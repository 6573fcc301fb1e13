import type * as z from 'zod/mini';
import type { FunctionErrorCode } from '../../domain/callable-protocol';
import type { Access, AnyContract, OutputOf, ParsedInputOf } from '../../domain/contracts/contract';
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

interface CallContext<A extends Access> {
  db: Db;
  log: Logger;
  caller: A extends 'public' ? Caller | null : Caller;
  mailer: Mailer;
  /** The app's public address, for links in mails. */
  baseUrl: string;
}

/**
 * A function as the server runs it: its contract and the handler. The handler is a method, so that
 * handlers typed for their own contract's input fit in one list (the router has checked the input
 * against the contract's schema before it calls one).
 */
export interface CallableFunction {
  name: string;
  input: z.ZodMiniType;
  access: Access;
  consent?: 'required';
  handler(input: unknown, ctx: CallContext<Access>): Promise<unknown>;
}

type Handler<C extends AnyContract> = (
  input: ParsedInputOf<C>,
  ctx: CallContext<C['access']>,
) => Promise<OutputOf<C>>;

/** A contract with its handler; the registry holds one for each contract. */
export type Implementation<C extends AnyContract> = C & { handler: Handler<C> };

/**
 * Implements a contract: the handler gets the input as the contract's schema shapes it, a caller as
 * the contract's access level guarantees it, and must answer the contract's output type.
 */
export function implement<C extends AnyContract>(
  contract: C,
  handler: Handler<C>,
): Implementation<C> {
  return { ...contract, handler };
}
