import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { de } from '../../../domain/messages';
import { checkins, competitions, protocolEntries } from '../../db/schema';
import { routineReminders } from '../../db/schema-training';
import { competitionInput, entryInput, routineInput } from '../../security/authorization-matrix';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let athlete: { token: string; userId: string; email: string };
let other: { token: string; userId: string; email: string };
beforeAll(async () => {
  s = await startTestServer();
  [athlete, other] = await Promise.all([
    s.createAthlete({ onboarded: true, name: 'Wettkampf Wanda' }),
    s.createAthlete({ onboarded: true }),
  ]);
});
afterAll(async () => {
  await s?.close();
});

const UNKNOWN = de.competitions.unknown;

describe('saveCompetition, listCompetitions and deleteCompetition', () => {
  it('saves the normalised competition; a retry writes once and keeps its time', async () => {
    const { token, userId } = await s.createAthlete({ onboarded: true });
    const id = randomUUID();
    const input = { ...competitionInput(id, '  Kreismeisterschaft '), place: ' ', startTime: '' };
    const saved = await s.ok('saveCompetition', input, token);
    expect(saved).toEqual({
      id,
      name: 'Kreismeisterschaft',
      date: '2030-06-15',
      startTime: null,
      importance: 4,
      place: null,
      createdAt: expect.any(String),
      updatedAt: saved.createdAt,
    });
    expect(await s.ok('saveCompetition', input, token)).toEqual(saved);
    expect(
      await s.db.select().from(competitions).where(eq(competitions.userId, userId)),
    ).toHaveLength(1);

    const moved = await s.ok('saveCompetition', { ...input, date: '2030-06-16' }, token);
    expect(moved.date).toBe('2030-06-16');
    expect(Date.parse(moved.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
  });

  it('lists the athlete’s own competitions by date', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    await s.ok(
      'saveCompetition',
      { ...competitionInput(randomUUID(), 'Später'), date: '2031-01-01' },
      token,
    );
    await s.ok(
      'saveCompetition',
      { ...competitionInput(randomUUID(), 'Früher'), date: '2029-01-01' },
      token,
    );
    const { competitions: list } = await s.ok('listCompetitions', null, token);
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Früher', 'Später']);
    expect((await s.ok('listCompetitions', null, other.token)).competitions).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Früher' })]),
    );
  });

  it("answers another athlete's competition id exactly as a missing one", async () => {
    const id = randomUUID();
    await s.ok('saveCompetition', competitionInput(id), athlete.token);
    const foreign = await s.call('saveCompetition', competitionInput(id, 'Gekapert'), {
      token: other.token,
    });
    const foreignDelete = await s.call('deleteCompetition', { id }, { token: other.token });
    const missingDelete = await s.call(
      'deleteCompetition',
      { id: randomUUID() },
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body).toEqual(missingDelete.body);
    const [row] = await s.db.select().from(competitions).where(eq(competitions.id, id));
    expect(row?.name).toBe('Landesmeisterschaft');
  });

  it.each([
    [{ name: ' ' }, { name: ['Dieses Feld ist erforderlich'] }],
    [{ name: 'x'.repeat(81) }, { name: ['Höchstens 80 Zeichen'] }],
    [{ date: '2030-02-30' }, { date: ['Ungültiges Datum'] }],
    [{ date: '1999-12-31' }, { date: ['Das Datum muss zwischen 2000 und 2100 liegen'] }],
    [{ date: 42 }, { date: ['Dieses Feld ist erforderlich'] }],
    [{ startTime: '25:00' }, { startTime: ['Uhrzeit als HH:MM eingeben'] }],
    [{ importance: 6 }, { importance: ['Wichtigkeit zwischen 1 und 5 wählen'] }],
    [{ importance: 'hoch' }, { importance: ['Wichtigkeit zwischen 1 und 5 wählen'] }],
    [{ place: 'x'.repeat(121) }, { place: ['Höchstens 120 Zeichen'] }],
    [{ id: 'x' }, { id: ['Ungültige ID'] }],
  ])('refuses %j with German field messages, never a 500', async (over, fieldErrors) => {
    const r = await s.call(
      'saveCompetition',
      { ...competitionInput(randomUUID()), ...over },
      { token: athlete.token },
    );
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
  });
});

describe('entries and check-ins linked to a competition', () => {
  it('tags entries before, during and after the competition day (in Berlin)', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const competitionId = randomUUID();
    await s.ok(
      'saveCompetition',
      { ...competitionInput(competitionId, 'Stadtlauf'), date: '2026-10-10' },
      token,
    );
    const cases = [
      ['2026-10-09T18:00:00.000Z', 'before'],
      ['2026-10-09T22:30:00.000Z', 'during'], // 00:30 on the day in Berlin
      ['2026-10-10T21:59:00.000Z', 'during'],
      ['2026-10-10T22:30:00.000Z', 'after'],
    ] as const;
    for (const [occurredAt, phase] of cases) {
      const saved = await s.ok(
        'saveEntry',
        { ...entryInput(randomUUID()), occurredAt, competitionId },
        token,
      );
      expect(saved.competition).toEqual({
        id: competitionId,
        name: 'Stadtlauf',
        date: '2026-10-10',
        phase,
      });
      // Backdated: written now, it keeps both times.
      expect(saved.occurredAt).toBe(occurredAt);
      expect(Date.parse(saved.createdAt) - Date.parse(occurredAt)).toBeGreaterThan(3_600_000);
      expect((await s.ok('getEntry', { id: saved.id }, token)).competition?.phase).toBe(phase);
    }
    const { entries } = await s.ok('listEntries', {}, token);
    expect(entries.map((e: { competition: { phase: string } }) => e.competition.phase)).toEqual([
      'after',
      'during',
      'during',
      'before',
    ]);
  });

  it('refuses a competition of another athlete exactly as a missing one', async () => {
    const foreignId = randomUUID();
    await s.ok('saveCompetition', competitionInput(foreignId), other.token);
    const answers = [];
    for (const competitionId of [foreignId, randomUUID()]) {
      const id = randomUUID();
      const r = await s.call(
        'saveEntry',
        { ...entryInput(id), competitionId },
        { token: athlete.token },
      );
      expect(r.status).toBe(400);
      expect(r.body.error.details.fieldErrors).toEqual({ competitionId: [UNKNOWN] });
      expect(await s.db.select().from(protocolEntries).where(eq(protocolEntries.id, id))).toEqual(
        [],
      );
      answers.push(r.body);

      const checkInId = randomUUID();
      const c = await s.call(
        'recordCheckIn',
        { id: checkInId, intensities: [{ emotionId: 'motiviert', intensity: 5 }], competitionId },
        { token: athlete.token },
      );
      expect(c.status).toBe(400);
      expect(c.body.error.details.fieldErrors).toEqual({ competitionId: [UNKNOWN] });
      expect(await s.db.select().from(checkins).where(eq(checkins.id, checkInId))).toEqual([]);
    }
    expect(answers[0]).toEqual(answers[1]);
    const bad = await s.call(
      'saveEntry',
      { ...entryInput(randomUUID()), competitionId: 'kein-wettkampf' },
      { token: athlete.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fieldErrors).toEqual({ competitionId: [UNKNOWN] });
  });

  it('links a check-in, once under its id, and keeps entries when the competition goes', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const competitionId = randomUUID();
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
    await s.ok('saveCompetition', { ...competitionInput(competitionId), date: today }, token);
    const checkIn = {
      id: randomUUID(),
      intensities: [{ emotionId: 'motiviert', intensity: 5 }],
      competitionId,
    };
    const first = await s.ok('recordCheckIn', checkIn, token);
    expect(first.competition).toMatchObject({ id: competitionId, phase: 'during' });
    expect(await s.ok('recordCheckIn', checkIn, token)).toEqual(first);

    const entry = await s.ok('saveEntry', { ...entryInput(randomUUID()), competitionId }, token);
    await s.ok('deleteCompetition', { id: competitionId }, token);
    expect((await s.ok('getEntry', { id: entry.id }, token)).competition).toBeNull();
    const [row] = await s.db.select().from(checkins).where(eq(checkins.id, checkIn.id));
    expect(row?.competitionId).toBeNull();
  });
});

describe('routine reminders before a competition', () => {
  const subject = (name: string) => de.competitions.mail.subject(name);
  const mailsFor = (email: string, name: string) =>
    s.sent.filter((m) => m.to === email && m.subject === subject(name));

  it('mails once per routine and competition at the chosen lead time', async () => {
    const a = await s.createAthlete({ onboarded: true, name: 'Rita Routine' });
    const competitionId = randomUUID();
    // 10:00 in Berlin in summer is 08:00 UTC; the evening before at 19:00 is 17:00 UTC.
    await s.ok(
      'saveCompetition',
      { ...competitionInput(competitionId, 'Bergpokal'), date: '2030-06-15', startTime: '10:00' },
      a.token,
    );
    const evening = {
      ...routineInput(randomUUID(), 'Abendroutine'),
      competitionId,
      reminderLead: 'evening-before' as const,
    };
    const early = {
      ...routineInput(randomUUID(), 'Kurz vorher'),
      competitionId,
      reminderLead: 'two-hours' as const,
    };
    await s.ok('saveRoutine', evening, a.token);
    await s.ok('saveRoutine', early, a.token);

    await s.reminders.run(new Date('2030-06-14T16:55:00Z'));
    expect(mailsFor(a.email, 'Bergpokal')).toHaveLength(0);
    await s.reminders.run(new Date('2030-06-14T17:01:00Z'));
    await s.reminders.run(new Date('2030-06-14T17:02:00Z'));
    const [mail] = mailsFor(a.email, 'Bergpokal');
    expect(mailsFor(a.email, 'Bergpokal')).toHaveLength(1);
    expect(mail?.text).toContain('Abendroutine');
    expect(mail?.text).toContain(`/tunnel-routine?routine=${evening.id}`);

    // Two hours before 10:00 Berlin is 06:00 UTC.
    await s.reminders.run(new Date('2030-06-15T06:00:00Z'));
    await s.reminders.run(new Date('2030-06-15T06:30:00Z'));
    expect(mailsFor(a.email, 'Bergpokal')).toHaveLength(2);
    expect(mailsFor(a.email, 'Bergpokal')[1]?.text).toContain('Kurz vorher');

    // Saving the routine again does not send it again.
    await s.ok('saveRoutine', { ...evening, name: 'Abendroutine neu' }, a.token);
    await s.reminders.run(new Date('2030-06-14T18:00:00Z'));
    expect(mailsFor(a.email, 'Bergpokal')).toHaveLength(2);
    expect(
      await s.db
        .select()
        .from(routineReminders)
        .where(eq(routineReminders.competitionId, competitionId)),
    ).toHaveLength(2);
  });

  it('sends nothing for a competition that has started or is past', async () => {
    const a = await s.createAthlete({ onboarded: true });
    const competitionId = randomUUID();
    await s.ok(
      'saveCompetition',
      { ...competitionInput(competitionId, 'Vorbei-Cup'), date: '2030-06-15', startTime: '10:00' },
      a.token,
    );
    await s.ok(
      'saveRoutine',
      { ...routineInput(randomUUID()), competitionId, reminderLead: 'morning-of' },
      a.token,
    );
    await s.reminders.run(new Date('2030-06-15T08:30:00Z'));
    await s.reminders.run(new Date('2030-06-16T08:30:00Z'));
    expect(mailsFor(a.email, 'Vorbei-Cup')).toHaveLength(0);
  });

  it("refuses to link a routine to another athlete's competition", async () => {
    const foreignId = randomUUID();
    await s.ok('saveCompetition', competitionInput(foreignId), other.token);
    const r = await s.call(
      'saveRoutine',
      { ...routineInput(randomUUID()), competitionId: foreignId, reminderLead: 'morning-of' },
      { token: athlete.token },
    );
    expect(r.status).toBe(400);
    expect(r.body.error.details.fieldErrors).toEqual({ competitionId: [UNKNOWN] });
  });
});
