import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cocktailVersions } from '../../db/schema';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const profile = { name: 'Lena Läufer', sport: 'Leichtathletik', level: 'competitive' };

describe('onboarding wizard', () => {
  it('resumes after each completed step and finishes once all are done', async () => {
    const a = await s.createAthlete({ name: 'Lena', consent: true });
    const t = a.token;

    expect(await s.ok('getOnboarding', null, t)).toEqual({
      completedStep: 0,
      profile: { name: 'Lena', sport: null, level: null },
      emotions: [],
      reminder: null,
    });

    const afterProfile = await s.ok('saveOnboardingProfile', profile, t);
    expect(afterProfile).toMatchObject({ completedStep: 1, profile, emotions: [] });
    expect(await s.ok('getOnboarding', null, t)).toEqual(afterProfile);

    const afterEmotions = await s.ok('saveOnboardingEmotions', { emotions: TEST_EMOTIONS }, t);
    expect(afterEmotions.completedStep).toBe(2);
    // Default zones per group until step 3.
    expect(afterEmotions.emotions).toEqual([
      { id: 'motiviert', label: 'motiviert', group: 'P+', zoneMin: 6, zoneMax: 8 },
      { id: 'nervoes', label: 'nervös', group: 'N+', zoneMin: 3, zoneMax: 6 },
      { id: 'muede', label: 'müde', group: 'N-', zoneMin: 0, zoneMax: 2 },
    ]);
    expect(await s.ok('getOnboarding', null, t)).toEqual(afterEmotions);

    const zones = afterEmotions.emotions.map((e: { zoneMin: number }) => ({
      ...e,
      zoneMin: Math.max(0, e.zoneMin - 1),
    }));
    const afterZones = await s.ok('saveOnboardingZones', { emotions: zones }, t);
    expect(afterZones).toMatchObject({ completedStep: 3, emotions: zones });
    expect(await s.ok('getOnboarding', null, t)).toEqual(afterZones);

    // The wizard keeps one draft cocktail: no versions pile up before it is finished.
    const rows = await s.db
      .select()
      .from(cocktailVersions)
      .where(eq(cocktailVersions.userId, a.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(1);

    const before = await s.call('getProfile', null, { token: t });
    expect(before.body.result.wizardCompleted).toBe(false);
    const reminder = { enabled: true, weekdays: [5, 1, 3, 1], time: '18:30' };
    const fin = await s.call('finishOnboarding', { reminder, coachCode: 'ABC123' }, { token: t });
    expect(fin.status).toBe(200);
    expect(fin.body.result).toEqual({ wizardCompleted: true });

    const p = await s.call('getProfile', null, { token: t });
    expect(p.body.result).toMatchObject({ wizardCompleted: true, name: 'Lena Läufer' });
    expect(await s.ok('getOnboarding', null, t)).toMatchObject({
      completedStep: 3,
      reminder: { enabled: true, weekdays: [1, 3, 5], time: '18:30' },
    });
    const cocktail = await s.ok('getCocktail', null, t);
    expect(cocktail.cocktail).toMatchObject({ version: 1, emotions: zones });

    // Finishing again is harmless; every save step is closed now.
    expect((await s.call('finishOnboarding', {}, { token: t })).status).toBe(200);
    for (const [name, data] of [
      ['saveOnboardingProfile', profile],
      ['saveOnboardingEmotions', { emotions: TEST_EMOTIONS }],
      ['saveOnboardingZones', { emotions: zones }],
    ] as const) {
      const r = await s.call(name, data, { token: t });
      expect(r.status, name).toBe(403);
      expect(r.body.error).toMatchObject({
        status: 'PERMISSION_DENIED',
        message: 'Bereits abgeschlossen',
      });
    }
  });

  it('keeps zones of emotions that stay and makes step 3 due again when the choice changes', async () => {
    const { token: t } = await s.createAthlete({ consent: true });
    await s.ok('saveOnboardingProfile', profile, t);
    const first = await s.ok('saveOnboardingEmotions', { emotions: TEST_EMOTIONS }, t);
    const tuned = first.emotions.map((e: object) => ({ ...e, zoneMin: 1, zoneMax: 2 }));
    await s.ok('saveOnboardingZones', { emotions: tuned }, t);

    const same = await s.ok('saveOnboardingEmotions', { emotions: TEST_EMOTIONS }, t);
    expect(same.completedStep).toBe(3);
    expect(same.emotions).toEqual(tuned);

    const changed = [
      ...TEST_EMOTIONS.slice(0, 2),
      { id: 'eigen-kampfgeist', label: 'Kampfgeist', group: 'P+' },
    ];
    const next = await s.ok('saveOnboardingEmotions', { emotions: changed }, t);
    expect(next.completedStep).toBe(2);
    expect(next.emotions).toEqual([
      tuned[0],
      tuned[1],
      { id: 'eigen-kampfgeist', label: 'Kampfgeist', group: 'P+', zoneMin: 6, zoneMax: 8 },
    ]);
  });

  it('refuses steps out of order and zones for other emotions, in German', async () => {
    const { token: t } = await s.createAthlete({ consent: true });
    const zones = TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 2, zoneMax: 5 }));

    const early = await s.call('saveOnboardingEmotions', { emotions: TEST_EMOTIONS }, { token: t });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe('Bitte schließe zuerst den vorherigen Schritt ab.');

    const unfinished = await s.call('finishOnboarding', {}, { token: t });
    expect(unfinished.status).toBe(400);
    expect(unfinished.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Bitte schließe zuerst alle Schritte ab.',
    });

    await s.ok('saveOnboardingProfile', profile, t);
    const noEmotions = await s.call('saveOnboardingZones', { emotions: zones }, { token: t });
    expect(noEmotions.status).toBe(400);
    await s.ok('saveOnboardingEmotions', { emotions: TEST_EMOTIONS }, t);

    const other = [...zones.slice(0, 2), { ...zones[0], id: 'wach', label: 'wach' }];
    const mismatch = await s.call('saveOnboardingZones', { emotions: other }, { token: t });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details.fieldErrors.emotions).toEqual([
      'Die Emotionen müssen deiner Auswahl aus Schritt 2 entsprechen.',
    ]);
    const fewer = await s.call(
      'saveOnboardingZones',
      { emotions: zones.slice(0, 2) },
      { token: t },
    );
    expect(fewer.status).toBe(400);
    expect((await s.call('finishOnboarding', {}, { token: t })).status).toBe(400);
    expect((await s.ok('getOnboarding', null, t)).completedStep).toBe(2);
  });

  it('validates input with German field messages', async () => {
    const { token: t } = await s.createAthlete({ consent: true });
    const bad = async (name: string, data: unknown) => {
      const r = await s.call(name, data, { token: t });
      expect(r.status).toBe(400);
      expect(r.body.error.status).toBe('INVALID_ARGUMENT');
      return r.body.error.details.fieldErrors as Record<string, string[]>;
    };
    expect(await bad('saveOnboardingProfile', { name: ' ', sport: 'x', level: 'god' })).toEqual({
      name: ['Dieses Feld ist erforderlich'],
      level: ['Bitte auswählen'],
    });
    await s.ok('saveOnboardingProfile', profile, t);
    const thirteen = Array.from({ length: 13 }, (_, i) => ({
      id: `eigen-e${i}`,
      label: `E${i}`,
      group: 'P+',
    }));
    expect((await bad('saveOnboardingEmotions', { emotions: thirteen })).emotions).toEqual([
      'Wähle höchstens 12 Emotionen',
    ]);
    const zones = TEST_EMOTIONS.map((e) => ({ ...e, zoneMin: 2, zoneMax: 11 }));
    expect((await bad('saveOnboardingZones', { emotions: zones }))['emotions.0.zoneMax']).toEqual([
      'Intensität zwischen 0 und 10 eingeben',
    ]);
    const reminder = { enabled: true, weekdays: [8], time: '25:00' };
    expect(await bad('finishOnboarding', { reminder })).toEqual({
      'reminder.weekdays.0': ['Wert zwischen 1 und 7 eingeben'],
      'reminder.time': ['Uhrzeit als HH:MM eingeben'],
    });
  });
});
