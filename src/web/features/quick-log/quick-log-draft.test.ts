import { describe, expect, it } from 'vitest';
import type { QuickLog } from '../../../domain/quick-log';
import {
  changed,
  isComplete,
  newQuickDraft,
  parseQuickDraft,
  toQuickEntryInput,
} from './quick-log-draft';

const LOG: QuickLog = {
  basis: 'cocktail',
  entriesNeeded: 4,
  emotions: [
    { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8, r: null },
    { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 6, r: null },
  ],
};

describe('the quick-log draft', () => {
  it('starts unrated with the key emotions', () => {
    const d = newQuickDraft(LOG);
    expect(d).toMatchObject({ dirty: false, occurredAt: null, type: 'training', rating: null });
    expect(d.emotions.map((e) => [e.id, e.intensity])).toEqual([
      ['motiviert', null],
      ['nervoes', null],
    ]);
  });

  it('keeps the moment of the first change and sends only what was rated', () => {
    const first = new Date('2026-05-04T17:30:00.000Z');
    const d0 = newQuickDraft(LOG);
    const d1 = changed(d0, { rating: 7 }, first);
    expect(isComplete(d1)).toBe(false);
    const d2 = changed(
      d1,
      { emotions: d1.emotions.map((e, i) => (i === 1 ? { ...e, intensity: 4 } : e)) },
      new Date('2026-05-04T17:31:00.000Z'),
    );
    expect(d2).toMatchObject({ dirty: true, occurredAt: first.toISOString() });
    expect(isComplete(d2)).toBe(true);
    expect(toQuickEntryInput(d2)).toEqual({
      id: d0.id,
      occurredAt: first.toISOString(),
      type: 'training',
      emotions: [{ id: 'nervoes', label: 'nervös', group: 'N+', intensity: 4 }],
      rating: 7,
      notes: null,
    });
  });

  it('reads back what it stored and drops anything else', () => {
    const d = changed(newQuickDraft(LOG), { notes: 'gut' });
    expect(parseQuickDraft(JSON.parse(JSON.stringify(d)))).toEqual(d);
    expect(parseQuickDraft({ ...d, version: 2 })).toBeNull();
    expect(parseQuickDraft({ ...d, rating: 11 })).toBeNull();
    expect(parseQuickDraft('x')).toBeNull();
  });
});
