import { describe, expect, it } from 'vitest';
import type { ProtocolEntry } from '../../domain/api';
import { athleteContracts } from '../../domain/contracts/athlete';
import { implement } from './callable';

const unused = async (): Promise<never> => {
  throw new Error('not called');
};

describe('implement', () => {
  it('serves the name, schema, access and consent of its contract', () => {
    const fn = implement(athleteContracts.saveEntry, unused);
    expect(fn).toMatchObject({
      name: 'saveEntry',
      input: athleteContracts.saveEntry.input,
      access: 'onboarded-athlete',
      consent: 'required',
    });
  });

  it('takes no handler of another input or answer (checked by the type checker)', () => {
    const forTitles = async (input: { title: string }): Promise<ProtocolEntry> => {
      throw new Error(input.title);
    };
    // @ts-expect-error getEntry's input has no title: a handler for another input does not fit.
    implement(athleteContracts.getEntry, forTitles);
    // @ts-expect-error deleteEntry answers { deleted: true }.
    implement(athleteContracts.deleteEntry, async () => ({ deleted: false }));
    expect(true).toBe(true);
  });
});
