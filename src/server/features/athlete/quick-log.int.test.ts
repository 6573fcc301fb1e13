import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_EMOTION_COUNT, KEY_EMOTIONS_MIN_ENTRIES } from '../../../domain/quick-log';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

function quickEntry(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    occurredAt: hoursAgo(1),
    type: 'training',
    emotions: [
      { ...TEST_EMOTIONS[0], intensity: 7 },
      { ...TEST_EMOTIONS[1], intensity: 4 },
    ],
    rating: 8,
    ...overrides,
  };
}

describe('the quick log', () => {
  it('saves a real entry with derived defaults, marked quick, idempotently', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const input = quickEntry({ notes: 'Beine schwer' });
    const saved = await s.ok('saveQuickEntry', input, token);
    expect(saved).toMatchObject({
      id: input.id,
      type: 'training',
      title: 'Training',
      importance: 3,
      goalReached: 'yes',
      place: null,
      result: null,
      notes: 'Beine schwer',
      rating: 8,
      quick: true,
      // motiviert 7 in 6-8, nervös 4 in 3-6: both zoned emotions in their zone.
      inZoneShare: 1,
    });
    expect(saved.emotions.map((e: { id: string }) => e.id)).toEqual(['motiviert', 'nervoes']);

    // A retry writes nothing new: the same entry, not even a new time stamp.
    expect(await s.ok('saveQuickEntry', input, token)).toEqual(saved);
    const { entries } = await s.ok('listEntries', {}, token);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: input.id, quick: true });

    // It counts like every entry.
    const dashboard = await s.ok('getDashboard', null, token);
    expect(dashboard.stats.totalEntries).toBe(1);
    const trends = await s.ok('getTrends', { range: '7' }, token);
    expect(trends.entries.rating).toEqual([8]);
  });

  it('is completed by a full save, and a late quick retry leaves the full entry alone', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const input = quickEntry({ rating: 2 });
    const quick = await s.ok('saveQuickEntry', input, token);
    expect(quick).toMatchObject({ goalReached: 'no', quick: true });

    const full = await s.ok(
      'saveEntry',
      {
        ...input,
        title: 'Bahntraining',
        importance: 5,
        place: 'Stadion',
        goalReached: 'partly',
        result: null,
        notes: '',
      },
      token,
    );
    expect(full).toMatchObject({ id: input.id, title: 'Bahntraining', quick: false });

    expect(await s.ok('saveQuickEntry', input, token)).toEqual(full);
    expect(await s.ok('getEntry', { id: input.id }, token)).toEqual(full);
  });

  it('never touches another athlete’s entry', async () => {
    const [a, b] = await Promise.all([
      s.createAthlete({ onboarded: true }),
      s.createAthlete({ onboarded: true }),
    ]);
    const input = quickEntry();
    const mine = await s.ok('saveQuickEntry', input, a.token);
    const r = await s.call('saveQuickEntry', { ...input, rating: 1 }, { token: b.token });
    expect(r.status).toBe(404);
    expect(await s.ok('getEntry', { id: input.id }, a.token)).toEqual(mine);
  });

  it('rejects what is not a quick entry as invalid input', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    for (const bad of [
      quickEntry({ emotions: [] }),
      quickEntry({ rating: 11 }),
      quickEntry({ type: 'spiel' }),
      quickEntry({ id: 'x' }),
    ]) {
      const r = await s.call('saveQuickEntry', bad, { token });
      expect(r.status).toBe(400);
    }
  });

  it('asks for the cocktail’s first emotions until the link to performance decides', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const cocktail = [
      { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
      { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 6 },
      { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
      { id: 'fokussiert', label: 'fokussiert', group: 'P+', zoneMin: 6, zoneMax: 9 },
      { id: 'unsicher', label: 'unsicher', group: 'N-', zoneMin: 0, zoneMax: 3 },
    ];
    await s.ok('saveCocktail', { versionId: randomUUID(), emotions: cocktail }, token);

    const before = await s.ok('getQuickLog', null, token);
    expect(before).toEqual({
      basis: 'cocktail',
      entriesNeeded: KEY_EMOTIONS_MIN_ENTRIES,
      emotions: cocktail.slice(0, KEY_EMOTION_COUNT).map((c) => ({ ...c, r: null })),
    });

    // fokussiert rises with the rating, unsicher falls with it, müde barely moves with it, and
    // motiviert and nervös stay the same (no link at all).
    for (let i = 0; i < KEY_EMOTIONS_MIN_ENTRIES; i++) {
      const rating = i % 11;
      await s.ok(
        'saveQuickEntry',
        quickEntry({
          occurredAt: hoursAgo(i + 1),
          rating,
          emotions: [
            { id: 'motiviert', label: 'motiviert', group: 'P+', intensity: 5 },
            { id: 'nervoes', label: 'nervös', group: 'N+', intensity: 5 },
            {
              id: 'muede',
              label: 'müde',
              group: 'N-',
              intensity: [3, 5, 4, 6, 2, 5, 3, 6, 4, 2][i % 10],
            },
            { id: 'fokussiert', label: 'fokussiert', group: 'P+', intensity: rating },
            { id: 'unsicher', label: 'unsicher', group: 'N-', intensity: 10 - rating },
          ],
        }),
        token,
      );
    }
    const after = await s.ok('getQuickLog', null, token);
    expect(after.basis).toBe('performance');
    expect(after.entriesNeeded).toBe(0);
    expect(after.emotions.map((e: { id: string }) => e.id)).toEqual([
      'fokussiert',
      'unsicher',
      'muede',
    ]);
    expect(after.emotions[0].r).toBe(1);
    expect(after.emotions[1].r).toBe(-1);
  });

  it('leaves out entries older than the window', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    for (let i = 0; i < KEY_EMOTIONS_MIN_ENTRIES; i++) {
      await s.ok('saveQuickEntry', quickEntry({ occurredAt: hoursAgo(24 * 120 + i) }), token);
    }
    expect(await s.ok('getQuickLog', null, token)).toMatchObject({
      basis: 'cocktail',
      entriesNeeded: KEY_EMOTIONS_MIN_ENTRIES,
    });
  });
});
