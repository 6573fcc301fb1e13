import type * as z from 'zod/mini';
import type { TrainingApi } from '../../../domain/api-training';
import { type Access, defineFunction, type FunctionDef } from '../../functions/callable';

/**
 * `defineFunction` tied to the contract in `domain/api-training.ts`: the name must be one of the
 * training functions and the handler must answer that function's output type.
 */
export function defineTrainingFunction<
  N extends keyof TrainingApi,
  S extends z.ZodMiniType,
  A extends Access,
>(def: FunctionDef<S, TrainingApi[N]['output'], A, N>) {
  return defineFunction(def);
}
