import fc from 'fast-check';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed of every property test of this run (global-setup.ts chooses and prints it). */
    propertySeed: number;
  }
}

/**
 * The property tests' seed, for every `fc.assert` of the file that calls this: fixed on PGlite, so a
 * failure there replays as it is; on PostgreSQL new each run, so the second run tries other cases
 * than the first. global-setup.ts prints it, and PROPERTY_SEED replays it.
 */
export function seedFromRun(): void {
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject('propertySeed') });
}

/**
 * How many cases a property tries: all of them on PGlite, half on PostgreSQL, whose cases differ from
 * run to run anyway (seedFromRun).
 */
export function propertyRuns(runs: number): number {
  return process.env.DATABASE_URL ? Math.max(10, Math.ceil(runs / 2)) : runs;
}
