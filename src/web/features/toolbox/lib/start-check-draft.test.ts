import { describe, expect, it } from 'vitest';
import {
  type DraftStep,
  newStartCheckDraft,
  parseStartCheckDraft,
  type StartCheckDraft,
  startCheckDraftKey,
  toAfter,
  toChoose,
  usableDraft,
  withRating,
  withStep,
} from './start-check-draft';

const ID = '4f0c2a1e-8a3b-4c5d-9e6f-0a1b2c3d4e5f';
const T0 = new Date('2026-05-04T08:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const COCKTAIL = [{ id: 'motiviert' }, { id: 'nervoes' }];

const choose: Extract<DraftStep, { kind: 'choose' }> = {
  kind: 'choose',
  before: { motiviert: 7, nervoes: 8 },
  competitionId: 'c1',
  plan: {
    reason: 'Weil es wirkt.',
    candidates: [
      { kind: 'technique', id: 'atmung', title: 'Atmung' },
      { kind: 'routine', id: 'r1', title: 'Vor dem Lauf' },
    ],
  },
  chosen: { kind: 'routine', id: 'r1', title: 'Vor dem Lauf' },
  techniqueUseId: null,
};

/** Through JSON, as localStorage hands it back. */
const stored = (draft: StartCheckDraft) => parseStartCheckDraft(JSON.parse(JSON.stringify(draft)));

describe('the Startcheck draft', () => {
  it('starts on the first step, unrated, with no competition chosen', () => {
    expect(newStartCheckDraft(ID, T0)).toEqual({
      version: 1,
      checkId: ID,
      updatedAt: T0.toISOString(),
      step: { kind: 'before', ratings: {}, competition: null },
    });
  });

  it('keeps every slider and the competition of the first step', () => {
    let draft = newStartCheckDraft(ID, T0);
    draft = withStep(draft, withRating(draft.step, 'nervoes', 8), minutes(1));
    draft = withStep(draft, withRating(draft.step, 'motiviert', 0), minutes(2));
    const step = draft.step;
    if (step.kind !== 'before') throw new Error('still the first step');
    draft = withStep(draft, { ...step, competition: { id: null } }, minutes(3));
    expect(draft.step).toEqual({
      kind: 'before',
      ratings: { nervoes: 8, motiviert: 0 },
      competition: { id: null },
    });
    expect(draft.updatedAt).toBe(minutes(3).toISOString());
    expect(stored(draft)).toEqual(draft);
  });

  it('asks the second rating from the first one, and drops it on the way back', () => {
    const after = toAfter(choose, true);
    expect(after).toMatchObject({ kind: 'after', resumed: true, ratings: choose.before });
    const moved = withRating(after, 'nervoes', 4);
    expect(moved).toMatchObject({ ratings: { motiviert: 7, nervoes: 4 } });
    // The first rating stays what it was.
    expect(moved).toMatchObject({ before: { motiviert: 7, nervoes: 8 } });
    expect(toChoose(after)).toEqual(choose);
    expect(withRating(choose, 'nervoes', 4)).toBe(choose);
  });

  it('reads back every step it stored', () => {
    for (const step of [choose, toAfter(choose, false), toAfter(choose, true)]) {
      const draft = withStep(newStartCheckDraft(ID, T0), step, T0);
      expect(stored(draft)).toEqual(draft);
    }
  });

  it('drops what it cannot read', () => {
    const good = withStep(newStartCheckDraft(ID, T0), choose, T0);
    expect(parseStartCheckDraft('{kaputt')).toBeNull();
    expect(parseStartCheckDraft({ ...good, version: 2 })).toBeNull();
    expect(parseStartCheckDraft({ ...good, checkId: 'c1' })).toBeNull();
    expect(parseStartCheckDraft({ ...good, step: { ...choose, kind: 'done' } })).toBeNull();
    expect(
      parseStartCheckDraft({ ...good, step: { ...choose, before: { nervoes: 11 } } }),
    ).toBeNull();
  });

  it('goes on for a few hours after the last change, then is another moment', () => {
    const draft = withStep(newStartCheckDraft(ID, T0), choose, T0);
    expect(usableDraft(draft, COCKTAIL, minutes(180))).toBe(draft);
    expect(usableDraft(draft, COCKTAIL, minutes(181))).toBeNull();
    expect(usableDraft({ ...draft, updatedAt: 'gestern' }, COCKTAIL, T0)).toBeNull();
    expect(usableDraft(null, COCKTAIL, T0)).toBeNull();
  });

  it('goes on past the first step only for the cocktail it was rated with', () => {
    const draft = withStep(newStartCheckDraft(ID, T0), toAfter(choose, true), T0);
    const larger = [...COCKTAIL, { id: 'muede' }];
    expect(usableDraft(draft, larger, T0)).toBeNull();
    // On the first step the sliders of the emotions still there are kept.
    const first = withStep(
      newStartCheckDraft(ID, T0),
      { kind: 'before', ratings: { nervoes: 8 }, competition: null },
      T0,
    );
    expect(usableDraft(first, larger, T0)).toBe(first);
  });

  it('is kept per user, under a key signing out removes', () => {
    expect(startCheckDraftKey('anna')).not.toBe(startCheckDraftKey('ben'));
    expect(startCheckDraftKey('anna').startsWith('lz-draft:')).toBe(true);
  });
});
