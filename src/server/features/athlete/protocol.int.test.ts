import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolEntries } from '../../db/schema';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
let a: { token: string; userId: string };
let b: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  [a, b] = await Promise.all([
    s.createAthlete({ onboarded: true }),
    s.createAthlete({ onboarded: true }),
  ]);
});
afterAll(async () => {
  await s?.close();
});

function entry(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    occurredAt: '2025-06-10T18:00:00+02:00',
    type: 'training',
    title: 'Intervalle 6 × 800 m',
    importance: 3,
    place: 'Stadion',
    emotions: [
      // In the onboarding cocktail: motiviert 6-8 (in), nervös 3-6 (out), müde 0-2 (in).
      { ...TEST_EMOTIONS[0], intensity: 7 },
      { ...TEST_EMOTIONS[1], intensity: 9 },
      { ...TEST_EMOTIONS[2], intensity: 1 },
      { id: 'eigen-kampfgeist', label: 'Kampfgeist', group: 'P+', intensity: 8 },
    ],
    rating: 8,
    goalReached: 'partly',
    result: '2:31 im Schnitt',
    notes: 'Letzte zwei Wiederholungen zäh.',
    ...overrides,
  };
}

/** The entry's rows, and the emotions stored with it. */
async function rowCount(id: string) {
  const rows = await s.db
    .select({ emotions: protocolEntries.emotions })
    .from(protocolEntries)
    .where(eq(protocolEntries.id, id));
  return { entries: rows.length, emotions: rows[0]?.emotions.length ?? 0 };
}

describe('protocol entries', () => {
  it('saves an entry with a snapshot of the zones and reads it back', async () => {
    const input = entry();
    const saved = await s.ok('saveEntry', input, a.token);
    expect(saved).toEqual({
      id: input.id,
      occurredAt: '2025-06-10T16:00:00.000Z',
      type: 'training',
      title: 'Intervalle 6 × 800 m',
      importance: 3,
      place: 'Stadion',
      emotions: [
        { ...TEST_EMOTIONS[0], intensity: 7, zoneMin: 6, zoneMax: 8 },
        { ...TEST_EMOTIONS[1], intensity: 9, zoneMin: 3, zoneMax: 6 },
        { ...TEST_EMOTIONS[2], intensity: 1, zoneMin: 0, zoneMax: 2 },
        {
          id: 'eigen-kampfgeist',
          label: 'Kampfgeist',
          group: 'P+',
          intensity: 8,
          zoneMin: null,
          zoneMax: null,
        },
      ],
      rating: 8,
      goalReached: 'partly',
      result: '2:31 im Schnitt',
      notes: 'Letzte zwei Wiederholungen zäh.',
      sharedWith: [],
      inZoneShare: expect.closeTo(2 / 3, 5),
      competition: null,
      quick: false,
      createdAt: expect.any(String),
      updatedAt: saved.createdAt,
    });
    expect(await s.ok('getEntry', { id: input.id }, a.token)).toEqual(saved);

    // A later change of the cocktail leaves the entry's zones as they were.
    await s.ok(
      'saveCocktail',
      {
        versionId: randomUUID(),
        emotions: TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 0, zoneMax: 10 })),
      },
      b.token,
    );
    const { token: c } = await s.createAthlete({ onboarded: true });
    const other = entry({ emotions: [{ id: 'eigen-x', label: 'X', group: 'N-', intensity: 3 }] });
    expect((await s.ok('saveEntry', other, c)).inZoneShare).toBeNull();
  });

  it('writes a retried save exactly once and answers it with the same entry', async () => {
    const input = entry({ place: '  ', result: null, notes: null });
    const first = await s.ok('saveEntry', input, a.token);
    expect(first).toMatchObject({ place: null, result: null, notes: '' });
    const second = await s.ok('saveEntry', input, a.token);
    expect(second).toEqual(first);
    expect(await rowCount(input.id)).toEqual({ entries: 1, emotions: 4 });
  });

  it('updates an entry in place when saved with changes', async () => {
    const input = entry();
    const first = await s.ok('saveEntry', input, a.token);
    await new Promise((r) => setTimeout(r, 5));
    const edited = await s.ok(
      'saveEntry',
      { ...input, title: 'Intervalle, korrigiert', emotions: input.emotions.slice(0, 2) },
      a.token,
    );
    expect(edited).toMatchObject({
      title: 'Intervalle, korrigiert',
      createdAt: first.createdAt,
      inZoneShare: 0.5,
    });
    expect(edited.emotions.map((e: { id: string }) => e.id)).toEqual(['motiviert', 'nervoes']);
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect(await rowCount(input.id)).toEqual({ entries: 1, emotions: 2 });
  });

  it("stores the entry's emotions in their order through edits, retries and a stranger's save", async () => {
    const stored = async (id: string) => {
      const [row] = await s.db
        .select({ emotions: protocolEntries.emotions })
        .from(protocolEntries)
        .where(eq(protocolEntries.id, id));
      return (
        row && {
          ids: row.emotions.map((e) => e.id),
          intensities: row.emotions.map((e) => e.intensity),
        }
      );
    };
    const input = entry();
    await s.ok('saveEntry', input, a.token);
    expect(await stored(input.id)).toEqual({
      ids: ['motiviert', 'nervoes', 'muede', 'eigen-kampfgeist'],
      intensities: [7, 9, 1, 8],
    });
    // Changed emotions, in another order: the stored ones follow, position by position.
    const edited = {
      ...input,
      emotions: [
        { ...TEST_EMOTIONS[2], intensity: 4 },
        { ...TEST_EMOTIONS[0], intensity: 10 },
      ],
    };
    const answer = await s.ok('saveEntry', edited, a.token);
    expect(await stored(input.id)).toEqual({ ids: ['muede', 'motiviert'], intensities: [4, 10] });
    // The answer is the entry as stored, after an edit and after a retry that wrote nothing.
    expect(await s.ok('getEntry', { id: input.id }, a.token)).toEqual(answer);
    // A retry and a stranger's save of the same id leave it as it is.
    expect(await s.ok('saveEntry', edited, a.token)).toEqual(answer);
    const { token: stranger } = await s.createAthlete({ onboarded: true });
    const r = await s.call(
      'saveEntry',
      { ...input, emotions: input.emotions.slice(0, 1) },
      { token: stranger },
    );
    expect(r.status).toBe(404);
    expect(await stored(input.id)).toEqual({ ids: ['muede', 'motiviert'], intensities: [4, 10] });
  });

  it('lists newest first with filters by type and Berlin calendar days, page by page', async () => {
    const { token: t } = await s.createAthlete({ onboarded: true });
    const at = [
      ['2025-03-01T09:00:00+01:00', 'training'],
      // 23:30 in Berlin is already the next day in UTC-less thinking, and the same day here.
      ['2025-06-10T23:30:00+02:00', 'competition'],
      ['2025-06-11T00:15:00+02:00', 'training'],
      ['2025-06-11T08:00:00+02:00', 'other'],
      ['2025-06-11T08:00:00+02:00', 'training'],
      ['2025-12-24T18:00:00+01:00', 'competition'],
    ] as const;
    const ids: string[] = [];
    for (const [occurredAt, type] of at) {
      const e = entry({ occurredAt, type, title: `${type} ${occurredAt}` });
      ids.push(e.id);
      await s.ok('saveEntry', e, t);
    }
    const list = async (filter: Record<string, unknown>) => {
      const r = await s.ok('listEntries', filter, t);
      return r as { entries: { id: string; emotionCount: number }[]; nextCursor: string | null };
    };

    const all = await list({});
    const sameTime = [ids[3], ids[4]].sort().reverse();
    expect(all.entries.map((e) => e.id)).toEqual([ids[5], ...sameTime, ids[2], ids[1], ids[0]]);
    expect(all.nextCursor).toBeNull();
    expect(all.entries[0]).toMatchObject({ emotionCount: 4, type: 'competition', rating: 8 });
    expect(all.entries[0]).not.toHaveProperty('notes');

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list({ limit: 4, cursor });
      pages.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(all.entries.map((e) => e.id));
    const firstPage = await list({ limit: 2 });
    expect(firstPage.entries).toHaveLength(2);
    expect(firstPage.nextCursor).toEqual(expect.any(String));

    expect((await list({ from: '2025-06-10', to: '2025-06-10' })).entries.map((e) => e.id)).toEqual(
      [ids[1]],
    );
    expect((await list({ from: '2025-06-11', to: '2025-06-11' })).entries).toHaveLength(3);
    expect((await list({ from: '2025-06-11' })).entries).toHaveLength(4);
    expect((await list({ to: '2025-06-10' })).entries.map((e) => e.id)).toEqual([ids[1], ids[0]]);
    expect(
      (await list({ type: 'training', from: '2025-06-01', to: '2025-06-30' })).entries.map(
        (e) => e.id,
      ),
    ).toEqual([ids[4], ids[2]]);
    expect(
      (await list({ type: 'other', from: null, to: null, cursor: null })).entries,
    ).toHaveLength(1);
  });

  it('refuses bad list arguments with invalid-argument', async () => {
    const bad = async (data: unknown) => {
      const r = await s.call('listEntries', data, { token: a.token });
      expect(r.status).toBe(400);
      return r.body.error.details.fieldErrors;
    };
    expect(await bad({ cursor: 'kaputt' })).toEqual({ cursor: ['Ungültiger Cursor'] });
    expect(
      await bad({ cursor: Buffer.from('2025-01-01T00:00:00.000Z|x').toString('base64url') }),
    ).toEqual({ cursor: ['Ungültiger Cursor'] });
    expect(await bad({ from: '2025-06-11', to: '2025-06-10' })).toEqual({
      to: ['Das Enddatum liegt vor dem Startdatum'],
    });
    expect(await bad({ from: '2025-02-30' })).toEqual({ from: ['Ungültiges Datum'] });
    expect(await bad({ from: '0000-01-01' })).toEqual({ from: ['Ungültiges Datum'] });
    expect((await bad({ limit: 0, type: 'party' })).limit).toEqual([
      'Wert zwischen 1 und 100 eingeben',
    ]);
  });

  it('deletes an entry with its emotions; a second delete is not found', async () => {
    const input = entry();
    await s.ok('saveEntry', input, a.token);
    expect(await s.ok('deleteEntry', { id: input.id }, a.token)).toEqual({ deleted: true });
    expect(await rowCount(input.id)).toEqual({ entries: 0, emotions: 0 });
    const again = await s.call('deleteEntry', { id: input.id }, { token: a.token });
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ status: 'NOT_FOUND', message: 'Nicht gefunden' });
    const gone = await s.call('getEntry', { id: input.id }, { token: a.token });
    expect(gone.status).toBe(404);
  });

  it("never shows, changes or deletes another athlete's entry", async () => {
    const input = entry({ title: 'Nur für mich' });
    const saved = await s.ok('saveEntry', input, a.token);
    const { token: stranger } = await s.createAthlete({ onboarded: true });

    for (const [name, data] of [
      ['getEntry', { id: input.id }],
      ['saveEntry', { ...input, title: 'Übernommen' }],
      ['deleteEntry', { id: input.id }],
      ['getEntry', { id: randomUUID() }],
    ] as const) {
      const r = await s.call(name, data, { token: stranger });
      expect(r.status, name).toBe(404);
      expect(r.body.error).toEqual({ status: 'NOT_FOUND', message: 'Nicht gefunden' });
    }
    expect(await s.ok('listEntries', {}, stranger)).toEqual({ entries: [], nextCursor: null });
    expect(await s.ok('getEntry', { id: input.id }, a.token)).toEqual(saved);
    expect(await rowCount(input.id)).toEqual({ entries: 1, emotions: 4 });
  });

  it('refuses invalid entries with German field messages', async () => {
    const r = await s.call(
      'saveEntry',
      entry({
        emotions: [{ ...TEST_EMOTIONS[0], intensity: 11 }],
        importance: 0,
        title: '   ',
        occurredAt: '3000-01-01T10:00:00Z',
        notes: 'x'.repeat(100_000),
      }),
      { token: a.token },
    );
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(r.body.error.details.fieldErrors).toEqual({
      'emotions.0.intensity': ['Intensität zwischen 0 und 10 eingeben'],
      importance: ['Wichtigkeit zwischen 1 und 5 wählen'],
      title: ['Dieses Feld ist erforderlich'],
      occurredAt: ['Das Datum muss zwischen 2000 und heute liegen'],
      notes: ['Höchstens 10000 Zeichen'],
    });

    const many = Array.from({ length: 25 }, (_, i) => ({
      id: `eigen-e${i}`,
      label: `E${i}`,
      group: 'P-',
      intensity: 2,
    }));
    const tooMany = await s.call('saveEntry', entry({ emotions: many }), { token: a.token });
    expect(tooMany.body.error.details.fieldErrors).toEqual({
      emotions: ['Höchstens 24 Emotionen'],
    });
    const badId = await s.call('getEntry', { id: '123' }, { token: a.token });
    expect(badId.status).toBe(400);
    expect(badId.body.error.details.fieldErrors).toEqual({ id: ['Ungültige ID'] });
  });
});

describe('a save that changes only the emotions', () => {
  type Emotion = { id: string; label: string; group: string; intensity: number };
  /** The onboarding cocktail's zones (see `entry`); the entry's own emotion has none. */
  const ZONES: Record<string, { zoneMin: number; zoneMax: number }> = {
    motiviert: { zoneMin: 6, zoneMax: 8 },
    nervoes: { zoneMin: 3, zoneMax: 6 },
    muede: { zoneMin: 0, zoneMax: 2 },
  };
  const withZones = (emotions: Emotion[], zones = ZONES) =>
    emotions.map((e) => ({ ...e, ...(zones[e.id] ?? { zoneMin: null, zoneMax: null }) }));
  /** updated_at has milliseconds: a wait makes a stamp of a later save tell from the one before. */
  const tick = () => new Promise((r) => setTimeout(r, 5));

  /**
   * Saves `input` again after `before` was stored: the answer and `getEntry` must be the entry with
   * `emotions` and a later updatedAt (the same inZoneShare, so only the emotions tell), and an
   * identical retry must keep that updatedAt.
   */
  async function expectNewStamp(
    token: string,
    before: { createdAt: string; updatedAt: string; inZoneShare: number | null },
    input: Record<string, unknown>,
    emotions: unknown[],
  ) {
    await tick();
    const saved = await s.ok('saveEntry', input, token);
    expect(saved.emotions).toEqual(emotions);
    expect(saved.inZoneShare).toBe(before.inZoneShare);
    expect(saved.createdAt).toBe(before.createdAt);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await s.ok('getEntry', { id: input.id }, token)).toEqual(saved);

    await tick();
    expect(await s.ok('saveEntry', input, token)).toEqual(saved);
    expect(await s.ok('getEntry', { id: input.id }, token)).toEqual(saved);
  }

  const swapFirstTwo = ([x, y, ...rest]: Emotion[]) => [y, x, ...rest] as Emotion[];
  it.each([
    [
      "one emotion's label",
      (es: Emotion[]) => es.map((e) => (e.id === 'nervoes' ? { ...e, label: 'angespannt' } : e)),
    ],
    [
      "one emotion's group",
      (es: Emotion[]) => es.map((e) => (e.id === 'nervoes' ? { ...e, group: 'N-' } : e)),
    ],
    ['the order of two emotions', swapFirstTwo],
    [
      // 7 → 8 stays inside motiviert's zone 6-8: the in-zone share stays 2/3.
      'one intensity',
      (es: Emotion[]) => es.map((e) => (e.id === 'motiviert' ? { ...e, intensity: 8 } : e)),
    ],
  ])('stamps a new updatedAt for %s, and a retry keeps it', async (_what, change) => {
    const input = entry();
    const first = await s.ok('saveEntry', input, a.token);
    expect(first.inZoneShare).toBeCloseTo(2 / 3, 5);
    const emotions = change(input.emotions as Emotion[]);
    expect(emotions).not.toEqual(input.emotions);
    await expectNewStamp(a.token, first, { ...input, emotions }, withZones(emotions));
  });

  it("stamps a new updatedAt when the cocktail's zones changed since, with the same share", async () => {
    // An athlete of its own: the cocktail changes.
    const { token } = await s.createAthlete({ onboarded: true });
    const input = entry();
    const first = await s.ok('saveEntry', input, token);
    expect(first.emotions).toEqual(withZones(input.emotions as Emotion[]));

    // motiviert 6-8 → 5-9: its intensity 7 stays inside, so the share stays 2/3.
    const { cocktail } = await s.ok('getCocktail', null, token);
    const zones: typeof ZONES = { ...ZONES, motiviert: { zoneMin: 5, zoneMax: 9 } };
    await s.ok(
      'saveCocktail',
      {
        versionId: randomUUID(),
        emotions: cocktail.emotions.map((e: Emotion) => ({ ...e, ...zones[e.id] })),
      },
      token,
    );
    expect((await s.ok('getCocktail', null, token)).cocktail.emotions).toEqual(
      TEST_EMOTIONS.map((e) => ({ ...e, ...zones[e.id] })),
    );
    // Stored as it was until saved again.
    expect(await s.ok('getEntry', { id: input.id }, token)).toEqual(first);

    await expectNewStamp(token, first, input, withZones(input.emotions as Emotion[], zones));
  });
});
