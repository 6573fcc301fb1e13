import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED } from '../../../domain/api-coach';
import { dayFromToday } from '../../../domain/calendar-day';
import { CONSENT_REQUIRED } from '../../../domain/callable-protocol';
import { CONSENT_VERSION } from '../../../domain/consent';
import { MAX_OPEN_RECOMMENDATIONS } from '../../../domain/contracts/coach-recommendations';
import { de } from '../../../domain/messages';
import { databaseSnapshot } from '../../test/db-snapshot';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function addCompetition(token: string, name: string, date: string) {
  const id = randomUUID();
  await s.ok(
    'saveCompetition',
    { id, name, date, startTime: '10:00', importance: 4, place: 'Geheimer Ort' },
    token,
  );
  return id;
}

const routine = (athleteId: string, competitionId: string | null = null) => ({
  id: randomUUID(),
  athleteId,
  kind: 'routine' as const,
  name: 'Vor dem Finale',
  steps: [
    { id: randomUUID(), title: 'Ankommen', durationSeconds: 60, cue: 'Bereit' },
    { id: randomUUID(), title: 'Box-Atmung', durationSeconds: 120, techniqueId: 'box-atmung' },
  ],
  competitionId,
  note: 'Einmal vor dem Training testen',
});

const technique = (athleteId: string) => ({
  id: randomUUID(),
  athleteId,
  kind: 'technique' as const,
  techniqueId: 'box-atmung',
});

/** A coach and an athlete linked; `competitions` shares her competition entries, and so her coming competitions. */
async function setup({ competitions = false } = {}) {
  const coach = await s.createCoach({ name: 'Carla Coach' });
  const athlete = await s.createAthlete({ onboarded: true, name: 'Anna Athletin' });
  const linkId = await s.link(coach, athlete, {
    entryTypes: competitions ? ['competition'] : [],
  });
  return { coach, athlete, linkId };
}

describe('coach recommendations', () => {
  it('shows the coach only name and day of coming competitions, and only over an active link', async () => {
    const { coach, athlete } = await setup({ competitions: true });
    const coming = await addCompetition(athlete.token, 'Landesmeisterschaft', dayFromToday(10));
    await addCompetition(athlete.token, 'Vorbei', dayFromToday(-3));
    const answer = await s.ok(
      'getCoachRecommendations',
      { athleteId: athlete.userId },
      coach.token,
    );
    expect(answer).toEqual({
      recommendations: [],
      competitions: [{ id: coming, name: 'Landesmeisterschaft', date: dayFromToday(10) }],
    });
    expect(JSON.stringify(answer)).not.toContain('Geheimer Ort');
  });

  it('shows no competition to a coach the athlete does not share her competition entries with', async () => {
    const { coach, athlete } = await setup();
    const other = await s.createCoach({ name: 'Wettkampf-Trainer' });
    await s.link(other, athlete, { entryTypes: ['competition'] });
    const coming = await addCompetition(athlete.token, 'Reha-Test nach Knie-OP', dayFromToday(7));

    const answer = await s.ok(
      'getCoachRecommendations',
      { athleteId: athlete.userId },
      coach.token,
    );
    expect(answer).toEqual({ recommendations: [], competitions: [] });
    const refused = await s.call('recommendToAthlete', routine(athlete.userId, coming), {
      token: coach.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.fieldErrors.competitionId).toEqual([de.competitions.unknown]);
    // The coach she shares them with is offered it.
    const offered = await s.ok(
      'getCoachRecommendations',
      { athleteId: athlete.userId },
      other.token,
    );
    expect(offered.competitions.map((c: { id: string }) => c.id)).toEqual([coming]);
  });

  it('recommends a routine before a competition; the athlete takes it as her routine', async () => {
    const { coach, athlete } = await setup({ competitions: true });
    const competitionId = await addCompetition(athlete.token, 'Hallen-DM', dayFromToday(5));
    const input = routine(athlete.userId, competitionId);
    const sent = await s.ok('recommendToAthlete', input, coach.token);
    expect(sent).toMatchObject({
      id: input.id,
      kind: 'routine',
      name: 'Vor dem Finale',
      state: 'open',
      competition: { id: competitionId, name: 'Hallen-DM', date: dayFromToday(5) },
    });
    // A retry writes nothing more.
    expect(await s.ok('recommendToAthlete', input, coach.token)).toEqual(sent);

    const { recommendations } = await s.ok('listMyRecommendations', null, athlete.token);
    expect(recommendations).toEqual([{ ...sent, coachName: 'Carla Coach' }]);

    const routineId = randomUUID();
    const taken = await s.ok(
      'answerRecommendation',
      { id: input.id, answer: 'take', routineId },
      athlete.token,
    );
    expect(taken.state).toBe('taken');
    // Taking again (a retry) or dismissing afterwards changes nothing.
    await s.ok('answerRecommendation', { id: input.id, answer: 'take', routineId }, athlete.token);
    await s.ok('answerRecommendation', { id: input.id, answer: 'dismiss' }, athlete.token);
    const state = await s.ok('getRoutine', null, athlete.token);
    expect(state.routines).toHaveLength(1);
    expect(state.routines[0]).toMatchObject({
      id: routineId,
      name: 'Vor dem Finale',
      competitionId,
      steps: input.steps.map((st) => ({
        cue: null,
        techniqueId: null,
        ...st,
      })),
    });
    const seen = await s.ok('getCoachRecommendations', { athleteId: athlete.userId }, coach.token);
    expect(seen.recommendations.map((r: { state: string }) => r.state)).toEqual(['taken']);
  });

  it('pins a taken technique among the favourites; a dismissed one leaves her list', async () => {
    const { coach, athlete } = await setup();
    const first = technique(athlete.userId);
    const second = { ...technique(athlete.userId), techniqueId: 'energizer' };
    await s.ok('recommendToAthlete', first, coach.token);
    await s.ok('recommendToAthlete', second, coach.token);
    await s.ok('answerRecommendation', { id: first.id, answer: 'take' }, athlete.token);
    await s.ok('answerRecommendation', { id: second.id, answer: 'dismiss' }, athlete.token);
    expect((await s.ok('getToolbox', null, athlete.token)).favourites).toEqual(['box-atmung']);
    const { recommendations } = await s.ok('listMyRecommendations', null, athlete.token);
    expect(recommendations.map((r: { id: string; state: string }) => [r.id, r.state])).toEqual([
      [first.id, 'taken'],
    ]);
  });

  it('asks for the routine id before taking a routine', async () => {
    const { coach, athlete } = await setup();
    const input = routine(athlete.userId);
    await s.ok('recommendToAthlete', input, coach.token);
    const r = await s.call(
      'answerRecommendation',
      { id: input.id, answer: 'take' },
      { token: athlete.token },
    );
    expect(r.status).toBe(400);
    expect(r.body.error.details.fieldErrors.routineId).toEqual([de.validation.required]);
  });

  it('refuses another coach, an ended link and a coach of someone else alike, changing nothing', async () => {
    const { coach, athlete, linkId } = await setup();
    const other = await s.createCoach();
    const otherAthlete = await s.createAthlete({ onboarded: true });
    await s.link(coach, otherAthlete);
    const sent = await s.ok('recommendToAthlete', technique(athlete.userId), coach.token);
    const before = await databaseSnapshot(s.db);

    const refusals = [
      await s.call('recommendToAthlete', technique(athlete.userId), { token: other.token }),
      await s.call(
        'getCoachRecommendations',
        { athleteId: athlete.userId },
        { token: other.token },
      ),
      // An id that names no one gets the same answer as one that is not linked.
      await s.call('getCoachRecommendations', { athleteId: 'nobody' }, { token: coach.token }),
      // The coach's own id used again for another athlete finds nothing.
      await s.call(
        'recommendToAthlete',
        { ...technique(otherAthlete.userId), id: sent.id },
        { token: coach.token },
      ),
    ];
    for (const r of refusals) {
      expect(r.status).toBe(403);
      expect(r.body.error.message).toBe(NOT_AUTHORIZED);
    }
    // Another athlete cannot answer it.
    const foreign = await s.call(
      'answerRecommendation',
      { id: sent.id, answer: 'dismiss' },
      { token: otherAthlete.token },
    );
    expect(foreign.status).toBe(404);
    expect(await databaseSnapshot(s.db)).toBe(before);

    // Ended: neither side sees it, and the coach can neither read nor write.
    await s.ok('endLink', { linkId }, athlete.token);
    expect((await s.ok('listMyRecommendations', null, athlete.token)).recommendations).toEqual([]);
    const afterEnd = [
      await s.call(
        'getCoachRecommendations',
        { athleteId: athlete.userId },
        { token: coach.token },
      ),
      await s.call('recommendToAthlete', technique(athlete.userId), { token: coach.token }),
    ];
    for (const r of afterEnd) expect(r.status).toBe(403);
    const late = await s.call(
      'answerRecommendation',
      { id: sent.id, answer: 'take' },
      { token: athlete.token },
    );
    expect(late.status).toBe(404);
  });

  it('withdraws from the athlete what the coach sent; what she took stays hers', async () => {
    const { coach, athlete } = await setup();
    const taken = routine(athlete.userId);
    const open = technique(athlete.userId);
    await s.ok('recommendToAthlete', taken, coach.token);
    await s.ok('recommendToAthlete', open, coach.token);
    const routineId = randomUUID();
    await s.ok('answerRecommendation', { id: taken.id, answer: 'take', routineId }, athlete.token);

    const withdrawn = await s.ok('withdrawRecommendation', { id: taken.id }, coach.token);
    expect(withdrawn).toMatchObject({ id: taken.id, state: 'taken' });
    expect(withdrawn.withdrawnAt).toEqual(expect.any(String));
    // A retry answers the same, the first time kept.
    expect(await s.ok('withdrawRecommendation', { id: taken.id }, coach.token)).toEqual(withdrawn);
    await s.ok('withdrawRecommendation', { id: open.id }, coach.token);

    // Gone from her list and no longer hers to answer; the routine she took is still her own.
    expect((await s.ok('listMyRecommendations', null, athlete.token)).recommendations).toEqual([]);
    const late = await s.call(
      'answerRecommendation',
      { id: open.id, answer: 'take' },
      { token: athlete.token },
    );
    expect(late.status).toBe(404);
    expect((await s.ok('getToolbox', null, athlete.token)).favourites).toEqual([]);
    const { routines } = await s.ok('getRoutine', null, athlete.token);
    expect(routines.map((x: { id: string }) => x.id)).toEqual([routineId]);

    // The coach keeps the history, and a withdrawn one no longer counts as open.
    const seen = await s.ok('getCoachRecommendations', { athleteId: athlete.userId }, coach.token);
    expect(
      seen.recommendations.map((x: { id: string; withdrawnAt: string | null }) => [
        x.id,
        x.withdrawnAt !== null,
      ]),
    ).toEqual([
      [open.id, true],
      [taken.id, true],
    ]);
    for (let i = 0; i < MAX_OPEN_RECOMMENDATIONS; i++) {
      await s.ok('recommendToAthlete', technique(athlete.userId), coach.token);
    }
  });

  it('lets only the sending coach withdraw, over an active link, changing nothing else', async () => {
    const { coach, athlete, linkId } = await setup();
    const other = await s.createCoach();
    const sent = await s.ok('recommendToAthlete', technique(athlete.userId), coach.token);
    const before = await databaseSnapshot(s.db);

    // Another coach's, and an id that names nothing, get the same answer: nothing is revealed.
    for (const [id, token] of [
      [sent.id, other.token],
      [randomUUID(), coach.token],
    ] as const) {
      const r = await s.call('withdrawRecommendation', { id }, { token });
      expect(r.status).toBe(403);
      expect(r.body.error.message).toBe(NOT_AUTHORIZED);
    }
    // The athlete cannot withdraw it either.
    const own = await s.call('withdrawRecommendation', { id: sent.id }, { token: athlete.token });
    expect(own.status).toBe(403);
    expect(await databaseSnapshot(s.db)).toBe(before);

    // Once the link has ended, not even the coach who sent it.
    await s.ok('endLink', { linkId }, athlete.token);
    const afterEnd = await databaseSnapshot(s.db);
    const ended = await s.call('withdrawRecommendation', { id: sent.id }, { token: coach.token });
    expect(ended.status).toBe(403);
    expect(ended.body.error.message).toBe(NOT_AUTHORIZED);
    expect(await databaseSnapshot(s.db)).toBe(afterEnd);
  });

  it("refuses a competition that is not one of the athlete's coming ones", async () => {
    const { coach, athlete } = await setup({ competitions: true });
    const otherAthlete = await s.createAthlete({ onboarded: true });
    const foreign = await addCompetition(otherAthlete.token, 'Fremd', dayFromToday(3));
    const past = await addCompetition(athlete.token, 'Vorbei', dayFromToday(-1));
    for (const competitionId of [foreign, past, randomUUID()]) {
      const r = await s.call('recommendToAthlete', routine(athlete.userId, competitionId), {
        token: coach.token,
      });
      expect(r.status).toBe(400);
      expect(r.body.error.details.fieldErrors.competitionId).toEqual([de.competitions.unknown]);
    }
  });

  it('answers bad input with German field messages', async () => {
    const { coach, athlete } = await setup();
    const tooLong = {
      ...routine(athlete.userId),
      note: 'x'.repeat(301),
      steps: Array.from({ length: 21 }, () => ({
        id: randomUUID(),
        title: 'Schritt',
        durationSeconds: 30,
      })),
    };
    const r = await s.call('recommendToAthlete', tooLong, { token: coach.token });
    expect(r.status).toBe(400);
    expect(r.body.error.details.fieldErrors).toMatchObject({
      note: ['Höchstens 300 Zeichen'],
      steps: ['Höchstens 20 Schritte'],
    });
    const unknown = await s.call(
      'recommendToAthlete',
      { ...technique(athlete.userId), techniqueId: 'gibt-es-nicht' },
      { token: coach.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.fieldErrors.techniqueId).toEqual(['Unbekannte Technik']);
  });

  it(`keeps at most ${MAX_OPEN_RECOMMENDATIONS} open per athlete`, async () => {
    const { coach, athlete } = await setup();
    for (let i = 0; i < MAX_OPEN_RECOMMENDATIONS; i++) {
      await s.ok('recommendToAthlete', technique(athlete.userId), coach.token);
    }
    const r = await s.call('recommendToAthlete', technique(athlete.userId), { token: coach.token });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(
      de.coachRecommendations.tooManyOpen(MAX_OPEN_RECOMMENDATIONS),
    );
  });

  it('takes nothing while the athlete has withdrawn consent, and takes it once she consents again', async () => {
    const { coach, athlete } = await setup();
    const input = technique(athlete.userId);
    await s.ok('recommendToAthlete', input, coach.token);
    await s.ok('withdrawConsent', null, athlete.token);
    const before = await databaseSnapshot(s.db);
    const refused = await s.call(
      'answerRecommendation',
      { id: input.id, answer: 'take' },
      { token: athlete.token },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual({ reason: CONSENT_REQUIRED });
    expect(await databaseSnapshot(s.db)).toBe(before);
    await s.ok('giveConsent', { version: CONSENT_VERSION }, athlete.token);
    await s.ok('answerRecommendation', { id: input.id, answer: 'take' }, athlete.token);
    expect((await s.ok('getToolbox', null, athlete.token)).favourites).toEqual(['box-atmung']);
  });

  it('hides everything once the athlete withdraws consent', async () => {
    const { coach, athlete } = await setup();
    await addCompetition(athlete.token, 'Kreismeisterschaft', dayFromToday(2));
    await s.ok('withdrawConsent', null, athlete.token);
    const r = await s.call(
      'getCoachRecommendations',
      { athleteId: athlete.userId },
      { token: coach.token },
    );
    expect(r.status).toBe(403);
  });
});
