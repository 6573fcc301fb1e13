import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeTowardZone,
  EFFECT_MIN_SAMPLES,
  isProven,
  optionKey,
  outsideZone,
  rankByEffect,
  rankStartCheckOptions,
  START_CHECK_COMPETITION_DAYS,
  type StartCheckOption,
  summariseEffects,
  summariseRoutineEffects,
  upcomingCompetitionFor,
} from './start-check';
import { suggestTechniques, TECHNIQUES } from './toolbox';
import { distanceToZone } from './zones';

const intensity = fc.integer({ min: 0, max: 10 });
const rating = fc
  .tuple(intensity, intensity, intensity, intensity)
  .map(([a, b, before, after]) => ({
    zoneMin: Math.min(a, b),
    zoneMax: Math.max(a, b),
    before,
    after,
  }));
const ratings = fc.array(rating, { maxLength: 12 });
const away = (r: { zoneMin: number; zoneMax: number }, v: number) =>
  Math.abs(distanceToZone({ ...r, intensity: v }));

describe('changeTowardZone', () => {
  it('is the points gained toward the zone, averaged over the emotions outside before', () => {
    // Nervös 8 above 4–6, down to 5: 2 points closer.
    expect(changeTowardZone([{ zoneMin: 4, zoneMax: 6, before: 8, after: 5 }])).toBe(2);
    // In the zone before: not counted, whatever happens after.
    expect(
      changeTowardZone([
        { zoneMin: 4, zoneMax: 6, before: 8, after: 7 },
        { zoneMin: 3, zoneMax: 5, before: 4, after: 9 },
        { zoneMin: 5, zoneMax: 7, before: 2, after: 2 },
      ]),
    ).toBe(0.5);
    // Overshooting to the other side is distance too: 9 → 2 against 4–6 is 3 away, then 2 away.
    expect(changeTowardZone([{ zoneMin: 4, zoneMax: 6, before: 9, after: 2 }])).toBe(1);
    // Further away: negative.
    expect(changeTowardZone([{ zoneMin: 4, zoneMax: 6, before: 3, after: 1 }])).toBe(-2);
  });

  it('is null when nothing was outside the zone before', () => {
    expect(changeTowardZone([])).toBeNull();
    expect(changeTowardZone([{ zoneMin: 4, zoneMax: 6, before: 5, after: 10 }])).toBeNull();
  });

  it('is null exactly when no emotion was outside before, and lies within ±10', () => {
    fc.assert(
      fc.property(ratings, (rs) => {
        const change = changeTowardZone(rs);
        const outside = rs.filter((r) => away(r, r.before) > 0);
        expect(change === null).toBe(outside.length === 0);
        if (change !== null) {
          expect(change).toBeGreaterThanOrEqual(-10);
          expect(change).toBeLessThanOrEqual(10);
        }
      }),
    );
  });

  it('is 0 when nothing changed and the mean distance before when all end in the zone', () => {
    fc.assert(
      fc.property(ratings, (rs) => {
        const same = changeTowardZone(rs.map((r) => ({ ...r, after: r.before })));
        if (same !== null) expect(same).toBe(0);
        const inZone = rs.map((r) => ({ ...r, after: r.zoneMin }));
        const outside = rs.filter((r) => away(r, r.before) > 0);
        const change = changeTowardZone(inZone);
        if (outside.length > 0) {
          const mean = outside.reduce((s, r) => s + away(r, r.before), 0) / outside.length;
          expect(change).toBeCloseTo(mean, 10);
          expect(change).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('is never negative when no emotion moved further from its zone', () => {
    fc.assert(
      fc.property(ratings, (rs) => {
        const closer = rs.filter((r) => away(r, r.after) <= away(r, r.before));
        const change = changeTowardZone(closer);
        if (change !== null) expect(change).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('outsideZone', () => {
  it('keeps the emotions outside their zone, in order, with the signed distance', () => {
    expect(
      outsideZone([
        { id: 'a', intensity: 8, zoneMin: 4, zoneMax: 6 },
        { id: 'b', intensity: 5, zoneMin: 4, zoneMax: 6 },
        { id: 'c', intensity: 1, zoneMin: 3, zoneMax: 6 },
      ]),
    ).toEqual([
      { id: 'a', intensity: 8, zoneMin: 4, zoneMax: 6, distance: 2 },
      { id: 'c', intensity: 1, zoneMin: 3, zoneMax: 6, distance: -2 },
    ]);
  });
});

describe('the n ≥ 3 rule', () => {
  it('proves a technique from the third measured check on', () => {
    expect(EFFECT_MIN_SAMPLES).toBe(3);
    expect(isProven(undefined)).toBe(false);
    expect(isProven({ n: EFFECT_MIN_SAMPLES - 1 })).toBe(false);
    expect(isProven({ n: EFFECT_MIN_SAMPLES })).toBe(true);
  });
});

describe('summariseEffects', () => {
  it('means the changes per technique, skipping checks without one, best first', () => {
    expect(
      summariseEffects([
        { techniqueId: 'box-atmung', change: 2 },
        { techniqueId: 'box-atmung', change: 1 },
        { techniqueId: 'box-atmung', change: null },
        { techniqueId: 'energizer', change: 3 },
        { techniqueId: 'pmr-kurz', change: null },
      ]),
    ).toEqual([
      { techniqueId: 'energizer', meanChange: 3, n: 1 },
      { techniqueId: 'box-atmung', meanChange: 1.5, n: 2 },
    ]);
  });

  it('counts every measured check once and keeps each mean within its changes', () => {
    const check = fc.record({
      techniqueId: fc.constantFrom('a', 'b', 'c'),
      change: fc.option(fc.double({ min: -10, max: 10, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(check, { maxLength: 30 }), (checks) => {
        const effects = summariseEffects(checks);
        const measured = checks.filter((c) => c.change !== null);
        expect(effects.reduce((s, e) => s + e.n, 0)).toBe(measured.length);
        for (const e of effects) {
          const own = measured.filter((c) => c.techniqueId === e.techniqueId).map((c) => c.change!);
          expect(e.n).toBe(own.length);
          expect(e.meanChange).toBeGreaterThanOrEqual(Math.min(...own) - 1e-9);
          expect(e.meanChange).toBeLessThanOrEqual(Math.max(...own) + 1e-9);
        }
        for (let i = 1; i < effects.length; i++) {
          expect(effects[i - 1]!.meanChange).toBeGreaterThanOrEqual(effects[i]!.meanChange);
        }
      }),
    );
  });
});

describe('rankByEffect', () => {
  const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));

  it('puts proven helpers first by their mean, keeps the rest in the general order', () => {
    const effects = new Map([
      ['b', { meanChange: 1, n: 3 }],
      ['d', { meanChange: 2, n: 4 }],
      ['c', { meanChange: 5, n: 2 }], // not proven yet: general order
      ['a', { meanChange: -1, n: 3 }], // proven not to help: last
    ]);
    expect(rankByEffect(items, effects).map((i) => i.id)).toEqual(['d', 'b', 'c', 'e', 'a']);
  });

  it('is a reordering that changes nothing before n ≥ 3, and orders the three bands', () => {
    const effect = fc.record({
      meanChange: fc.double({ min: -10, max: 10, noNaN: true }),
      n: fc.integer({ min: 0, max: 8 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.option(effect, { nil: undefined }), { minLength: 5, maxLength: 5 }),
        (list) => {
          const effects = new Map(list.flatMap((e, i) => (e ? [[items[i]!.id, e] as const] : [])));
          const ranked = rankByEffect(items, effects);
          expect([...ranked].sort((a, b) => a.id.localeCompare(b.id))).toEqual(items);
          const band = (id: string) => {
            const e = effects.get(id);
            if (!isProven(e)) return 1;
            return e!.meanChange > 0 ? 0 : 2;
          };
          const bands = ranked.map((i) => band(i.id));
          expect(bands).toEqual([...bands].sort((a, b) => a - b));
          // Unproven techniques keep the general order among themselves.
          const unproven = ranked.filter((i) => band(i.id) === 1).map((i) => i.id);
          expect(unproven).toEqual(items.filter((i) => band(i.id) === 1).map((i) => i.id));
          if ([...effects.values()].every((e) => !isProven(e))) expect(ranked).toEqual(items);
        },
      ),
    );
  });
});

describe('suggestTechniques with effects', () => {
  const cocktail = [
    { id: 'nervoes', label: 'nervös', group: 'N+' as const, zoneMin: 3, zoneMax: 6 },
  ];
  const checkIn = [{ emotionId: 'nervoes', intensity: 10 }];
  const calming = TECHNIQUES.filter((t) => t.goal === 'beruhigen');

  it('ranks a proven technique first in its goal, and only from n ≥ 3', () => {
    const last = calming.at(-1)!;
    const general = suggestTechniques(cocktail, checkIn, { limit: calming.length });
    expect(general[0]!.techniques[0]!.id).not.toBe(last.id);

    const twice = suggestTechniques(cocktail, checkIn, {
      limit: calming.length,
      effects: [{ techniqueId: last.id, meanChange: 3, n: EFFECT_MIN_SAMPLES - 1 }],
    });
    expect(twice).toEqual(general);

    const proven = suggestTechniques(cocktail, checkIn, {
      limit: calming.length,
      effects: [{ techniqueId: last.id, meanChange: 3, n: EFFECT_MIN_SAMPLES }],
    });
    expect(proven[0]!.goal).toBe('beruhigen');
    expect(proven[0]!.techniques[0]!.id).toBe(last.id);
  });
});

describe('rankStartCheckOptions', () => {
  const techniques = [
    { id: 'box-atmung', title: 'Box-Atmung' },
    { id: 'pmr-kurz', title: 'PMR kurz' },
  ];
  const routines = [
    { id: 'r-final', name: 'Finale', competitionId: 'c-final' },
    { id: 'r-daily', name: 'Alltag', competitionId: null },
  ];
  const none = { techniques: [], routines: [] };
  const keys = (options: StartCheckOption[]) => options.map(optionKey);

  it('before any learning: the routine for this competition, the general rule, other routines', () => {
    expect(keys(rankStartCheckOptions(techniques, routines, none, 'c-final'))).toEqual([
      'routine:r-final',
      'technique:box-atmung',
      'technique:pmr-kurz',
      'routine:r-daily',
    ]);
    // Without that competition, every routine comes after the general rule.
    expect(keys(rankStartCheckOptions(techniques, routines, none, null))).toEqual([
      'technique:box-atmung',
      'technique:pmr-kurz',
      'routine:r-final',
      'routine:r-daily',
    ]);
  });

  it('a routine proven to help outranks techniques by its mean change, from n = 3 on', () => {
    const effects = (n: number) => ({
      techniques: [{ techniqueId: 'box-atmung', meanChange: 1, n: 3 }],
      routines: [{ routineId: 'r-daily', meanChange: 2, n }],
    });
    // Two checks are not enough: the proven technique leads, the routine keeps its general place.
    expect(keys(rankStartCheckOptions(techniques, routines, effects(2), null))).toEqual([
      'technique:box-atmung',
      'technique:pmr-kurz',
      'routine:r-final',
      'routine:r-daily',
    ]);
    expect(
      keys(rankStartCheckOptions(techniques, routines, effects(EFFECT_MIN_SAMPLES), null)),
    ).toEqual(['routine:r-daily', 'technique:box-atmung', 'technique:pmr-kurz', 'routine:r-final']);
  });

  it('a proven routine that did not help goes last, even the one for this competition', () => {
    const effects = {
      techniques: [],
      routines: [{ routineId: 'r-final', meanChange: -0.5, n: 4 }],
    };
    expect(keys(rankStartCheckOptions(techniques, routines, effects, 'c-final'))).toEqual([
      'technique:box-atmung',
      'technique:pmr-kurz',
      'routine:r-daily',
      'routine:r-final',
    ]);
  });

  it('keeps every option once, techniques and routines with equal ids apart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ meanChange: fc.double({ min: -5, max: 5, noNaN: true }), n: fc.nat(6) }),
          {
            minLength: 4,
            maxLength: 4,
          },
        ),
        ([a, b, c, d]) => {
          const same = [{ id: 'x', title: 'X' }];
          const routine = [{ id: 'x', name: 'X', competitionId: null }];
          const ranked = rankStartCheckOptions(
            [...same, { id: 'y', title: 'Y' }],
            [...routine, { id: 'z', name: 'Z', competitionId: null }],
            {
              techniques: [
                { techniqueId: 'x', ...a! },
                { techniqueId: 'y', ...b! },
              ],
              routines: [
                { routineId: 'x', ...c! },
                { routineId: 'z', ...d! },
              ],
            },
            null,
          );
          expect(keys(ranked).sort()).toEqual([
            'routine:x',
            'routine:z',
            'technique:x',
            'technique:y',
          ]);
        },
      ),
    );
  });
});

describe('summariseRoutineEffects', () => {
  it('means per routine with its name, as techniques', () => {
    expect(
      summariseRoutineEffects(
        [
          { routineId: 'a', change: 1 },
          { routineId: 'a', change: 2 },
          { routineId: 'b', change: null },
        ],
        (id) => `Routine ${id}`,
      ),
    ).toEqual([{ routineId: 'a', name: 'Routine a', meanChange: 1.5, n: 2 }]);
  });
});

describe('upcomingCompetitionFor', () => {
  // Noon in Berlin, Wednesday 2026-11-25.
  const now = new Date('2026-11-25T11:00:00Z');
  const c = (date: string) => ({ date });

  it('chooses the soonest competition from today up to two days ahead', () => {
    expect(START_CHECK_COMPETITION_DAYS).toBe(2);
    expect(upcomingCompetitionFor([c('2026-11-25'), c('2026-11-26')], now)).toEqual(
      c('2026-11-25'),
    );
    expect(upcomingCompetitionFor([c('2026-11-24'), c('2026-11-27')], now)).toEqual(
      c('2026-11-27'),
    );
  });

  it('chooses none when the next one is further away or all are past', () => {
    expect(upcomingCompetitionFor([c('2026-11-28')], now)).toBeUndefined();
    expect(upcomingCompetitionFor([c('2026-11-20')], now)).toBeUndefined();
    expect(upcomingCompetitionFor([], now)).toBeUndefined();
  });
});
