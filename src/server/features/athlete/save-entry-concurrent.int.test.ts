import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolEntries } from '../../db/schema';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

/** Saves made at the same moment: each gets its own answer, and one entry is written once. */

let s: TestServer;
let a: { token: string; userId: string };
let b: { token: string; userId: string };
let c: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  [a, b, c] = await Promise.all([
    s.createAthlete({ onboarded: true }),
    s.createAthlete({ onboarded: true }),
    s.createAthlete({ onboarded: true }),
  ]);
  // Different zones per athlete, so that an entry given another athlete's zones would show.
  const zonesOf = (shift: number) =>
    TEST_EMOTIONS.map((e, i) => ({ ...e, zoneMin: i + shift, zoneMax: i + shift + 2 }));
  await s.ok('saveCocktail', { versionId: randomUUID(), emotions: zonesOf(1) }, b.token);
  await s.ok('saveCocktail', { versionId: randomUUID(), emotions: zonesOf(4) }, c.token);
});
afterAll(async () => {
  await s?.close();
});

function entry(seed: number, overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    occurredAt: `2025-06-${String((seed % 28) + 1).padStart(2, '0')}T18:00:00+02:00`,
    type: seed % 2 ? 'training' : 'competition',
    title: `Einheit ${seed}`,
    importance: (seed % 5) + 1,
    place: seed % 3 ? `Ort ${seed}` : null,
    emotions: [
      { ...TEST_EMOTIONS[seed % 3], intensity: seed % 11 },
      { ...TEST_EMOTIONS[(seed + 1) % 3], intensity: (seed * 7) % 11 },
      { id: 'eigen-biss', label: 'Biss', group: 'P+', intensity: (seed * 3) % 11 },
    ],
    rating: seed % 11,
    goalReached: 'partly',
    result: null,
    notes: `Notiz ${seed}`,
    ...overrides,
  };
}

/** The emotions stored with the entry. */
async function storedEmotionsOf(id: string) {
  const [row] = await s.db
    .select({ emotions: protocolEntries.emotions })
    .from(protocolEntries)
    .where(eq(protocolEntries.id, id));
  return row?.emotions ?? [];
}

describe('concurrent saves', () => {
  it('gives each of many concurrent saves its own answer', async () => {
    const athletes = [a, b, c];
    const inputs = Array.from({ length: 30 }, (_, i) => ({
      user: athletes[i % 3],
      data: entry(i),
    }));
    const answers = await Promise.all(
      inputs.map(({ user, data }) => s.ok('saveEntry', data, user?.token ?? '')),
    );
    for (const [i, answer] of answers.entries()) {
      const { user, data } = inputs[i] as (typeof inputs)[number];
      expect(answer.id).toBe(data.id);
      expect(answer.title).toBe(data.title);
      expect(answer).toEqual(await s.ok('getEntry', { id: data.id }, user?.token ?? ''));
    }
  });

  it('writes an entry once when saves of it arrive at once, its id in either case', async () => {
    const data = entry(60);
    const upper = { ...data, id: data.id.toUpperCase() };
    const answers = await Promise.all(
      [data, upper, data, upper].map((d) => s.ok('saveEntry', d, a.token)),
    );
    const stored = await s.ok('getEntry', { id: data.id }, a.token);
    for (const answer of answers) expect(answer).toEqual(stored);
    expect(stored.updatedAt).toBe(stored.createdAt);
    expect(await storedEmotionsOf(data.id)).toHaveLength(data.emotions.length);
  });
});
