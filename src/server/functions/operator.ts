import { platformContracts } from '../../domain/contracts/platform';
import type { Operator } from '../../domain/legal';
import { implement } from './callable';

/**
 * Who runs this installation, for the privacy policy and the legal notice; null until the operator
 * has filled it in. A call of its own rather than part of every page: only those two pages read it.
 */
export function operatorFunction(operator: Operator | undefined) {
  const answer = operator ?? null;
  return implement(platformContracts.getOperator, async (): Promise<Operator | null> => answer);
}
