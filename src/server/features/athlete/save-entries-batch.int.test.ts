import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZProtocolEntryInput } from '../../../domain/schemas/athlete';
import { protocolEntries } from '../../db/schema';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';
import { type EntrySave, saveEntries, saveEntry } from './protocol-functions';

/**
 * Concurrent saves go to the database together, as one statement (group commit, issue 6). Each entry
 * of such a batch must come out exactly as if it had been saved alone.
 */

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

const callerOf = (id: string) =>
  ({
    id,
    name: '',
    email: '',
    emailVerified: true,
    role: null,
    wizardCompleted: true,
  }) as const;
/** saveEntry's handler as the HTTP layer calls it, for calls made in one turn of the event loop. */
const saveAs = (userId: string, data: unknown) =>
  saveEntry.handler(ZProtocolEntryInput.parse(data), {
    db: s.db,
    caller: callerOf(userId),
  } as unknown as Parameters<typeof saveEntry.handler>[1]);

const save = (user: { userId: string }, data: unknown): EntrySave => ({
  userId: user.userId,
  input: ZProtocolEntryInput.parse(data),
});

/** The emotions stored with the entry. */
async function storedEmotionsOf(id: string) {
  const [row] = await s.db
    .select({ emotions: protocolEntries.emotions })
    .from(protocolEntries)
    .where(eq(protocolEntries.id, id));
  return row?.emotions ?? [];
}

describe('saves in one statement', () => {
  it('answers each entry of a mixed batch as a save of its own would', async () => {
    const unchanged = entry(1);
    const changed = entry(2);
    const theirs = entry(3);
    const savedAlone = await s.ok('saveEntry', unchanged, a.token);
    await s.ok('saveEntry', changed, b.token);
    const theirsAlone = await s.ok('saveEntry', theirs, c.token);
    const emotionsBefore = await storedEmotionsOf(unchanged.id);

    const fresh = [entry(4), entry(5), entry(6)];
    const changedAgain = { ...changed, title: 'Neu', emotions: changed.emotions.slice(1) };
    const results = await saveEntries(s.db, [
      save(a, fresh[0]),
      save(a, unchanged),
      save(b, fresh[1]),
      save(a, theirs),
      save(b, changedAgain),
      save(c, fresh[2]),
    ]);

    // A retry with the same content: the same entry, not written again.
    expect(results[1]).toEqual(savedAlone);
    expect(await storedEmotionsOf(unchanged.id)).toEqual(emotionsBefore);
    // Someone else's id: no answer, and their entry as it was.
    expect(results[3]).toBeUndefined();
    expect(await s.ok('getEntry', { id: theirs.id }, c.token)).toEqual(theirsAlone);
    // Every answer is the entry as stored, with its own athlete's zones.
    const owners = [a, a, b, null, b, c];
    for (const [i, result] of results.entries()) {
      const owner = owners[i];
      if (!owner) continue;
      expect(result).toEqual(await s.ok('getEntry', { id: result?.id }, owner.token));
    }
    expect(results[4]?.title).toBe('Neu');
    expect((await storedEmotionsOf(changed.id)).map((r) => r.id)).toEqual(
      changedAgain.emotions.map((e) => e.id),
    );
    expect(results[4]?.updatedAt).not.toBe(results[4]?.createdAt);
    // Zones and in-zone share as the same entry gets them saved alone by its athlete.
    const zoneOf = (result: (typeof results)[number]) => [
      result?.inZoneShare,
      result?.emotions.map((e) => [e.id, e.zoneMin, e.zoneMax]),
    ];
    expect(zoneOf(results[0])).toEqual(zoneOf(await s.ok('saveEntry', entry(4), a.token)));
    expect(zoneOf(results[2])).toEqual(zoneOf(await s.ok('saveEntry', entry(5), b.token)));
    expect(zoneOf(results[5])).toEqual(zoneOf(await s.ok('saveEntry', entry(6), c.token)));
    expect(zoneOf(results[2])).not.toEqual(zoneOf(results[5]));
  });

  it('sends the saves made at once as one statement, each with its own answer', async () => {
    const athletes = [a, b, c];
    const inputs = Array.from({ length: 9 }, (_, i) => entry(70 + i));
    const answers = await Promise.all(
      inputs.map((data, i) => saveAs((athletes[i % 3] as { userId: string }).userId, data)),
    );
    // One statement, one transaction: one now() for all of them.
    expect(new Set(answers.map((answer) => answer.createdAt)).size).toBe(1);
    expect(answers.map((answer) => answer.id)).toEqual(inputs.map((data) => data.id));
    expect(answers.map((answer) => answer.title)).toEqual(inputs.map((data) => data.title));
  });

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

  it('refuses only the save that fails, not the others it was sent with', async () => {
    // A user that does not exist breaks the statement (foreign key); the others must not notice.
    const outcomes = await Promise.allSettled(
      [a.userId, b.userId, 'no-such-user', c.userId, a.userId].map((id, i) =>
        saveAs(id, entry(40 + i)),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
