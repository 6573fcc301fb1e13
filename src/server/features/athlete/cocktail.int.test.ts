import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, cocktailVersions } from '../../db/schema';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
let a: { token: string; userId: string };
let b: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  a = await s.createAthlete({ onboarded: true });
  b = await s.createAthlete({ onboarded: true });
});
afterAll(async () => {
  await s?.close();
});

const withZones = (zoneMin: number, zoneMax: number) =>
  TEST_EMOTIONS.map((e) => ({ ...e, zoneMin, zoneMax }));

describe('performance cocktail', () => {
  it('answers the onboarding cocktail as version 1, without check-in', async () => {
    const c = await s.ok('getCocktail', null, a.token);
    expect(c.cocktail).toMatchObject({
      version: 1,
      emotions: [
        { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
        { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 6 },
        { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
      ],
    });
    expect(c.lastCheckIn).toBeNull();
    expect(c.history).toEqual([
      {
        versionId: c.cocktail.versionId,
        version: 1,
        createdAt: c.cocktail.createdAt,
        emotionCount: 3,
      },
    ]);
  });

  it('adds one version per save, keeps the history newest first and writes a retry once', async () => {
    const { token: t } = await s.createAthlete({ onboarded: true });
    const v2 = randomUUID();
    const saved = await s.ok('saveCocktail', { versionId: v2, emotions: withZones(2, 4) }, t);
    expect(saved.cocktail).toMatchObject({ versionId: v2, version: 2, emotions: withZones(2, 4) });
    expect(saved.history.map((h: { version: number }) => h.version)).toEqual([2, 1]);

    // The answer was lost; the client sends the same save again.
    const retry = await s.ok('saveCocktail', { versionId: v2, emotions: withZones(2, 4) }, t);
    expect(retry).toEqual(saved);

    const more = [
      ...withZones(1, 5),
      { id: 'wach', label: 'wach', group: 'P+', zoneMin: 5, zoneMax: 7 },
    ];
    const v3 = await s.ok('saveCocktail', { versionId: randomUUID(), emotions: more }, t);
    expect(v3.cocktail).toMatchObject({ version: 3, emotions: more });
    expect(
      v3.history.map((h: { version: number; emotionCount: number }) => [h.version, h.emotionCount]),
    ).toEqual([
      [3, 4],
      [2, 3],
      [1, 3],
    ]);
    expect(await s.ok('getCocktail', null, t)).toEqual(v3);
  });

  it('records a check-in against the current cocktail, once per id', async () => {
    const { token: t, userId } = await s.createAthlete({ onboarded: true });
    const id = randomUUID();
    const intensities = [
      { emotionId: 'motiviert', intensity: 7 },
      { emotionId: 'muede', intensity: 5 },
    ];
    const first = await s.ok('recordCheckIn', { id, intensities }, t);
    expect(first).toEqual({ id, recordedAt: expect.any(String), intensities, competition: null });
    expect(Date.now() - Date.parse(first.recordedAt)).toBeLessThan(60_000);
    const again = await s.ok('recordCheckIn', { id, intensities: [intensities[0]] }, t);
    expect(again).toEqual(first);
    const rows = await s.db.select().from(checkins).where(eq(checkins.userId, userId));
    expect(rows).toHaveLength(1);
    // motiviert 7 is in 6-8, müde 5 is above 0-2.
    expect(rows[0]?.inZoneShare).toBe(0.5);

    const second = await s.ok(
      'recordCheckIn',
      { id: randomUUID(), intensities: [{ emotionId: 'nervoes', intensity: 4 }] },
      t,
    );
    // The cocktail's last check-in is the one a coach may see too: without its competition.
    const { competition: _, ...plain } = second;
    expect((await s.ok('getCocktail', null, t)).lastCheckIn).toStrictEqual(plain);
  });

  it('refuses check-ins of emotions outside the cocktail and twice the same emotion', async () => {
    const outside = await s.call(
      'recordCheckIn',
      { id: randomUUID(), intensities: [{ emotionId: 'wach', intensity: 4 }] },
      { token: a.token },
    );
    expect(outside.status).toBe(400);
    expect(outside.body.error.details.fieldErrors).toEqual({
      'intensities.0.emotionId': ['Diese Emotion gehört nicht zu deinem Cocktail'],
    });
    const twice = await s.call(
      'recordCheckIn',
      {
        id: randomUUID(),
        intensities: [
          { emotionId: 'muede', intensity: 4 },
          { emotionId: 'muede', intensity: 5 },
        ],
      },
      { token: a.token },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error.details.fieldErrors).toEqual({
      'intensities.1.emotionId': ['Jede Emotion nur einmal'],
    });
  });

  it('validates input with German field messages', async () => {
    const bad = async (name: string, data: unknown) => {
      const r = await s.call(name, data, { token: a.token });
      expect(r.status).toBe(400);
      expect(r.body.error.status).toBe('INVALID_ARGUMENT');
      return r.body.error.details.fieldErrors as Record<string, string[]>;
    };
    const thirteen = Array.from({ length: 13 }, (_, i) => ({
      id: `eigen-e${i}`,
      label: `E${i}`,
      group: 'P+',
      zoneMin: 1,
      zoneMax: 2,
    }));
    expect(await bad('saveCocktail', { versionId: randomUUID(), emotions: thirteen })).toEqual({
      emotions: ['Wähle höchstens 12 Emotionen'],
    });
    expect(await bad('saveCocktail', { versionId: 'nope', emotions: withZones(4, 2) })).toEqual({
      versionId: ['Ungültige ID'],
      'emotions.0.zoneMax': ['Der Zielbereich beginnt nach seinem Ende'],
      'emotions.1.zoneMax': ['Der Zielbereich beginnt nach seinem Ende'],
      'emotions.2.zoneMax': ['Der Zielbereich beginnt nach seinem Ende'],
    });
    expect(
      await bad('recordCheckIn', {
        id: randomUUID(),
        intensities: [{ emotionId: 'motiviert', intensity: 11 }],
      }),
    ).toEqual({ 'intensities.0.intensity': ['Intensität zwischen 0 und 10 eingeben'] });
    expect(await bad('recordCheckIn', { id: randomUUID(), intensities: [] })).toEqual({
      intensities: ['Dieses Feld ist erforderlich'],
    });
  });

  it("never reads or overwrites another athlete's cocktail or check-in", async () => {
    const aVersion = randomUUID();
    await s.ok('saveCocktail', { versionId: aVersion, emotions: withZones(3, 7) }, a.token);
    const aCheckIn = randomUUID();
    await s.ok(
      'recordCheckIn',
      { id: aCheckIn, intensities: [{ emotionId: 'motiviert', intensity: 6 }] },
      a.token,
    );

    const steal = await s.call(
      'saveCocktail',
      { versionId: aVersion, emotions: withZones(0, 1) },
      { token: b.token },
    );
    expect(steal.status).toBe(404);
    expect(steal.body.error).toEqual({ status: 'NOT_FOUND', message: 'Nicht gefunden' });
    const stealCheckIn = await s.call(
      'recordCheckIn',
      { id: aCheckIn, intensities: [{ emotionId: 'motiviert', intensity: 1 }] },
      { token: b.token },
    );
    expect(stealCheckIn.status).toBe(404);

    const [row] = await s.db
      .select()
      .from(cocktailVersions)
      .where(eq(cocktailVersions.id, aVersion));
    expect(row).toMatchObject({ userId: a.userId, emotions: withZones(3, 7) });
    const bState = await s.ok('getCocktail', null, b.token);
    expect(bState.cocktail.version).toBe(1);
    expect(bState.lastCheckIn).toBeNull();
    expect(bState.history).toHaveLength(1);
  });
});
