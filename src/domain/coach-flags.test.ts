import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DROP_POINTS,
  explainFlags,
  FLAG_KEY_PATTERN,
  type FlagEntry,
  performanceTrend,
  teamStatus,
  withMarks,
} from './coach-flags';

const DAY = 86_400_000;
const NOW = new Date('2026-11-20T12:00:00Z');
const at = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * DAY).toISOString();

let n = 0;
function entry(daysAgo: number, rating: number, nervous = 4): FlagEntry {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    occurredAt: at(daysAgo),
    rating,
    emotions: [{ id: 'nervoes', label: 'Nervosität', intensity: nervous, zoneMin: 3, zoneMax: 5 }],
  };
}

/** Newest first, as the server hands them over. */
const baseline = (ratings: number[], fromDay = 5) => ratings.map((r, i) => entry(fromDay + i, r));

describe('explainFlags', () => {
  it('explains a drop in German with the figures', () => {
    // Baseline mean 6,14: the newest low rating 4 is 2,1 under it.
    const entries = [entry(0, 4), entry(1, 6), entry(2, 4), ...baseline([7, 6, 6, 6, 6, 6, 6])];
    const flags = explainFlags({ now: NOW, entries });
    expect(flags).toEqual([
      {
        key: `performance-drop:${entries[0]?.id}`,
        kind: 'performance-drop',
        text: 'Leistung 4, 2,1 unter dem Schnitt der letzten 4 Wochen, bei 2 der letzten 3 Einheiten',
      },
    ]);
    expect(flags[0]?.key).toMatch(FLAG_KEY_PATTERN);
  });

  it('explains an emotion out of its zone', () => {
    const entries = [entry(0, 6, 9), entry(1, 6, 8), entry(2, 6, 4)];
    expect(explainFlags({ now: NOW, entries }).map((f) => f.text)).toEqual([
      'Nervosität 9 bei Zone 3–5, bei 2 der letzten 3 Einheiten',
    ]);
  });

  it('flags no entry for 7 days, and none at all', () => {
    expect(explainFlags({ now: NOW, entries: [entry(7, 6)] })).toMatchObject([
      { kind: 'no-recent-entry', text: 'Seit 7 Tagen kein Eintrag' },
    ]);
    expect(explainFlags({ now: NOW, entries: [entry(6.9, 6)] })).toEqual([]);
    expect(explainFlags({ now: NOW, entries: [] })).toEqual([
      { key: 'no-recent-entry:none', kind: 'no-recent-entry', text: 'Noch kein Eintrag' },
    ]);
  });

  it('needs a baseline of the previous 4 weeks', () => {
    const tooOld = [entry(0, 2), entry(1, 2), entry(2, 2), ...baseline([8, 8, 8], 31)];
    expect(explainFlags({ now: NOW, entries: tooOld })).toEqual([]);
    const twoOnly = [entry(0, 2), entry(1, 2), entry(2, 2), ...baseline([8, 8])];
    expect(explainFlags({ now: NOW, entries: twoOnly })).toEqual([]);
  });

  const rating = fc.integer({ min: 0, max: 10 });
  const intensity = fc.integer({ min: 0, max: 10 });

  it('never fires on one entry: a flag needs 2 of the last 3', () => {
    fc.assert(
      fc.property(
        fc.array(rating, { minLength: 3, maxLength: 3 }),
        fc.array(intensity, { minLength: 3, maxLength: 3 }),
        fc.array(rating, { minLength: 0, maxLength: 12 }),
        (recentRatings, intensities, base) => {
          const recent = recentRatings.map((r, i) => entry(i, r, intensities[i]));
          const entries = [...recent, ...baseline(base)];
          const flags = explainFlags({ now: NOW, entries });
          const avg = base.reduce((a, b) => a + b, 0) / base.length;
          const low = recentRatings.filter((r) => avg - r >= DROP_POINTS).length;
          const outside = intensities.filter((i) => i < 3 || i > 5).length;
          const drop = flags.some((f) => f.kind === 'performance-drop');
          const zone = flags.some((f) => f.kind === 'out-of-zone');
          return (
            drop === (base.length >= 3 && low >= 2) &&
            zone === outside >= 2 &&
            flags.every((f) => FLAG_KEY_PATTERN.test(f.key))
          );
        },
      ),
    );
  });

  it('is the same for the same entries (keys stable), whatever came before the baseline', () => {
    fc.assert(
      fc.property(fc.array(rating, { minLength: 6, maxLength: 10 }), rating, (ratings, old) => {
        const entries = ratings.map((r, i) => entry(i, r));
        const withOld = [...entries, entry(60, old)];
        return (
          JSON.stringify(explainFlags({ now: NOW, entries })) ===
          JSON.stringify(explainFlags({ now: NOW, entries: withOld }))
        );
      }),
    );
  });
});

describe('teamStatus and performanceTrend', () => {
  const drop = { key: 'performance-drop:x', kind: 'performance-drop', text: '' } as const;
  const quiet = { key: 'no-recent-entry:none', kind: 'no-recent-entry', text: '' } as const;

  it('is red for an unseen drop, yellow once seen or for a missing entry, green without flags', () => {
    expect(teamStatus(withMarks([drop], []), false)).toBe('red');
    const seen = withMarks([drop], [{ key: drop.key, seenAt: NOW.toISOString(), note: null }]);
    expect(teamStatus(seen, false)).toBe('yellow');
    expect(teamStatus(withMarks([quiet], []), false)).toBe('yellow');
    expect(teamStatus([], false)).toBe('green');
    expect(teamStatus(withMarks([drop], []), true)).toBe('none');
  });

  it('reads the direction of the recent ratings against the baseline', () => {
    const base = baseline([6, 6, 6]);
    expect(performanceTrend([entry(0, 8), entry(1, 7), entry(2, 6), ...base])).toBe('up');
    expect(performanceTrend([entry(0, 6), entry(1, 6), entry(2, 6), ...base])).toBe('flat');
    expect(performanceTrend([entry(0, 4), entry(1, 6), entry(2, 6), ...base])).toBe('down');
    expect(performanceTrend([entry(0, 4)])).toBe('unknown');
  });
});
