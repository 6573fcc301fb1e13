/**
 * The contract of a callable function: its name, input schema, answer type, who may call it and
 * whether it needs consent. The server implements contracts and the client calls them; both take
 * their types from here, so neither can drift from the other.
 */
import type * as z from 'zod/mini';

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

/**
 * `'required'`: the function stores health-related data, so the caller must have current consent to
 * processing it (GDPR Art. 9); without it the call is refused before the handler runs.
 */
type ConsentRequirement = 'required';

declare const ANSWER: unique symbol;

/**
 * A function's answer type. It exists for the type checker only: the symbol has no value at run
 * time, so nothing can read the property that the type claims.
 */
export interface Answer<T> {
  readonly [ANSWER]: T;
}

const NO_ANSWER = Object.freeze({});

/** `output: answer<Dashboard>()` declares that the function answers a `Dashboard`. */
export function answer<T>(): Answer<T> {
  return NO_ANSWER as Answer<T>;
}

type ContractDef =
  | { input: z.ZodMiniType; output: Answer<unknown>; access: 'public'; consent?: never }
  | {
      input: z.ZodMiniType;
      output: Answer<unknown>;
      access: Exclude<Access, 'public'>;
      /** Only for signed-in callers: a public function has no one whose consent it could need. */
      consent?: ConsentRequirement;
    };

export type AnyContract = ContractDef & { readonly name: string };

/** Contracts keyed by name; each gets its key as `name`, so a name is written once. */
export function defineContracts<const T extends Record<string, ContractDef>>(
  defs: T,
): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } {
  return Object.fromEntries(
    Object.entries(defs).map(([name, def]) => [name, { name, ...def }]),
  ) as unknown as { readonly [K in keyof T & string]: T[K] & { readonly name: K } };
}

/** What the client sends (the schema's input side: defaults and transforms not yet applied). */
type InputOf<C extends AnyContract> = z.input<C['input']>;

/** What the handler receives after the schema has checked and shaped it. */
export type ParsedInputOf<C extends AnyContract> = z.output<C['input']>;

// An indexed access rather than a conditional type, so that it stays resolvable for a generic name.
export type OutputOf<C extends AnyContract> = C['output'][typeof ANSWER];

/** The input and answer types of a set of contracts, as the client calls them. */
export type ApiOf<T extends Record<string, AnyContract>> = {
  [K in keyof T]: { input: InputOf<T[K]>; output: OutputOf<T[K]> };
};
