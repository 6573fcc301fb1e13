import type { Api, FunctionName } from '../../domain/api';
import { type CallableOptions, callable } from './callable';

/** Calls a function of the app by name, typed by the shared API map. */
export function call<K extends FunctionName>(
  name: K,
  input: Api[K]['input'],
  opts?: CallableOptions,
): Promise<Api[K]['output']> {
  return callable<Api[K]['input'], Api[K]['output']>(name)(input, opts);
}
