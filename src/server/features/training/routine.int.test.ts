import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_ENDS_BEFORE_START, RUNS_LIMIT } from '../../../domain/api-training';
import { routineRuns, tunnelRoutines } from '../../db/schema-training';
import { startTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let athlete: { token: string; userId: string };
let other: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  [athlete, other] = await Promise.all([
    s.createAthlete({ onboarded: true }),
    s.createAthlete({ onboarded: true }),
  ]);
});
afterAll(async () => {
  await s?.close();
});

const steps = () => [
  { id: randomUUID(), title: '  Ankommen ', durationSeconds: 60, cue: 'Bereit' },
  {
    id: randomUUID(),
    title: 'Box-Atmung',
    durationSeconds: 120,
    cue: '',
    techniqueId: 'box-atmung',
  },
];

const run = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  startedAt: '2025-05-01T08:00:00.000Z',
  completedAt: '2025-05-01T08:03:00.000Z',
  completed: true,
  stepsCompleted: 2,
  totalSeconds: 180,
  ...over,
});

const routine = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: '  Vor dem Finale ',
  steps: steps(),
  competitionId: null,
  reminderLead: null,
  ...over,
});

describe('saveRoutine, getRoutine and deleteRoutine', () => {
  it('has no routine at first', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    expect(await s.ok('getRoutine', null, token)).toEqual({ routines: [], runs: [] });
  });

  it('saves the normalised routine; a retry keeps the time of the first save', async () => {
    const { token, userId } = await s.createAthlete({ onboarded: true });
    const input = routine();
    const state = await s.ok('saveRoutine', input, token);
    expect(state.routines).toHaveLength(1);
    const [saved] = state.routines;
    expect(saved).toMatchObject({
      id: input.id,
      name: 'Vor dem Finale',
      competitionId: null,
      reminderLead: null,
    });
    expect(saved.steps).toEqual([
      {
        id: input.steps[0]?.id,
        title: 'Ankommen',
        durationSeconds: 60,
        cue: 'Bereit',
        techniqueId: null,
      },
      {
        id: input.steps[1]?.id,
        title: 'Box-Atmung',
        durationSeconds: 120,
        cue: null,
        techniqueId: 'box-atmung',
      },
    ]);
    const retry = await s.ok('saveRoutine', input, token);
    expect(retry).toEqual(state);
    expect(await s.ok('getRoutine', null, token)).toEqual(state);

    const changed = await s.ok(
      'saveRoutine',
      { ...input, steps: [...input.steps].reverse() },
      token,
    );
    const [after] = changed.routines;
    expect(after.steps.map((x: { id: string }) => x.id)).toEqual([
      input.steps[1]?.id,
      input.steps[0]?.id,
    ]);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    expect(
      await s.db.select().from(tunnelRoutines).where(eq(tunnelRoutines.userId, userId)),
    ).toHaveLength(1);

    // Another athlete's routines are theirs alone.
    expect((await s.ok('getRoutine', null, other.token)).routines).toEqual([]);
  });

  it('keeps several named routines, oldest first, and deletes one', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const first = routine({ name: 'Training' });
    const second = routine({ name: 'Wettkampf' });
    await s.ok('saveRoutine', first, token);
    const both = await s.ok('saveRoutine', second, token);
    expect(both.routines.map((r: { name: string }) => r.name)).toEqual(['Training', 'Wettkampf']);

    const left = await s.ok('deleteRoutine', { id: first.id }, token);
    expect(left.routines.map((r: { id: string }) => r.id)).toEqual([second.id]);
    expect((await s.call('deleteRoutine', { id: first.id }, { token })).status).toBe(404);
  });

  it("answers another athlete's routine id as a missing one, and leaves it alone", async () => {
    const mine = routine();
    await s.ok('saveRoutine', mine, athlete.token);
    for (const data of [{ ...mine, name: 'Gekapert' }, routine({ id: mine.id })]) {
      const r = await s.call('saveRoutine', data, { token: other.token });
      expect(r.status).toBe(404);
      expect(r.body.error.status).toBe('NOT_FOUND');
    }
    const r = await s.call('deleteRoutine', { id: mine.id }, { token: other.token });
    expect(r.status).toBe(404);
    const missing = await s.call('deleteRoutine', { id: randomUUID() }, { token: other.token });
    expect(missing.body).toEqual(r.body);
    const [row] = await s.db.select().from(tunnelRoutines).where(eq(tunnelRoutines.id, mine.id));
    expect(row?.name).toBe('Vor dem Finale');
  });

  it.each([
    [{ steps: [] }, { steps: ['Füge mindestens einen Schritt hinzu'] }],
    [{ steps: undefined }, { steps: ['Dieses Feld ist erforderlich'] }],
    [{ steps: [42] }, { 'steps.0': ['Ungültiger Schritt'] }],
    [
      { steps: [{ id: randomUUID(), title: ' ', durationSeconds: 60 }] },
      { 'steps.0.title': ['Dieses Feld ist erforderlich'] },
    ],
    [
      { steps: [{ id: randomUUID(), title: 'A', durationSeconds: 2 }] },
      { 'steps.0.durationSeconds': ['Dauer zwischen 5 Sekunden und 30 Minuten wählen'] },
    ],
    [
      { steps: [{ id: randomUUID(), title: 'A', durationSeconds: 60, techniqueId: 'zauber' }] },
      { 'steps.0.techniqueId': ['Unbekannte Technik'] },
    ],
    [{ steps: [{ id: 'x', title: 'A', durationSeconds: 60 }] }, { 'steps.0.id': ['Ungültige ID'] }],
    [{ name: '  ' }, { name: ['Dieses Feld ist erforderlich'] }],
    [{ name: 'x'.repeat(61) }, { name: ['Höchstens 60 Zeichen'] }],
    [{ id: 'x' }, { id: ['Ungültige ID'] }],
    [{ reminderLead: 'two-hours' }, { reminderLead: ['Wähle zuerst einen Wettkampf'] }],
    [{ reminderLead: 'bald' }, { reminderLead: ['Bitte auswählen'] }],
    [{ competitionId: 'x' }, { competitionId: ['Wettkampf nicht gefunden'] }],
  ])('refuses %j with German field messages', async (over, fieldErrors) => {
    const r = await s.call('saveRoutine', routine(over), { token: athlete.token });
    expect(r.status).toBe(400);
    expect(r.body.error.status).toBe('INVALID_ARGUMENT');
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
  });
});

describe('recordRoutineRun', () => {
  it('writes a retry once and lists the last runs, latest start first', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const first = run();
    const { id, ...rest } = first;
    expect(await s.ok('recordRoutineRun', first, token)).toEqual({ id, ...rest });
    expect(await s.ok('recordRoutineRun', first, token)).toEqual({ id, ...rest });
    expect(await s.db.select().from(routineRuns).where(eq(routineRuns.id, id))).toHaveLength(1);

    // Logged at the start, then at the end, under one id.
    const live = run({
      startedAt: '2025-05-02T08:00:00.000Z',
      completedAt: null,
      completed: false,
      stepsCompleted: 0,
      totalSeconds: 0,
    });
    await s.ok('recordRoutineRun', live, token);
    const ended = await s.ok(
      'recordRoutineRun',
      {
        ...live,
        completedAt: '2025-05-02T08:04:00.000Z',
        completed: true,
        stepsCompleted: 2,
        totalSeconds: 240,
      },
      token,
    );
    expect(ended).toMatchObject({ id: live.id, completed: true, totalSeconds: 240 });

    for (let day = 10; day < 20; day++) {
      await s.ok(
        'recordRoutineRun',
        run({ startedAt: `2025-05-${day}T08:00:00.000Z`, completedAt: null, completed: false }),
        token,
      );
    }
    const { runs } = await s.ok('getRoutine', null, token);
    expect(runs).toHaveLength(RUNS_LIMIT);
    expect(runs[0].startedAt).toBe('2025-05-19T08:00:00.000Z');
    expect(runs.at(-1).startedAt).toBe('2025-05-10T08:00:00.000Z');
    expect((await s.ok('getRoutine', null, other.token)).runs).toEqual([]);
  });

  it("never touches another athlete's run with the same id", async () => {
    const mine = run();
    await s.ok('recordRoutineRun', mine, athlete.token);
    const r = await s.call(
      'recordRoutineRun',
      { ...mine, totalSeconds: 1 },
      { token: other.token },
    );
    expect(r.status).toBe(404);
    const [row] = await s.db.select().from(routineRuns).where(eq(routineRuns.id, mine.id));
    expect(row).toMatchObject({ userId: athlete.userId, totalSeconds: 180 });
  });

  it('shows completed runs in the recent activity of the dashboard', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    const done = run({
      startedAt: new Date(Date.now() - 120_000).toISOString(),
      completedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    await s.ok('recordRoutineRun', done, token);
    await s.ok('recordRoutineRun', run({ completed: false, completedAt: null }), token);
    const { recent } = await s.ok('getDashboard', null, token);
    expect(recent).toEqual([
      {
        kind: 'routine-run',
        id: done.id,
        at: done.completedAt,
        title: 'Tunnel-Routine',
        inZoneShare: null,
      },
    ]);
    expect((await s.ok('getDashboard', null, other.token)).recent).not.toContainEqual(
      expect.objectContaining({ id: done.id }),
    );
  });

  it.each([
    [{ completedAt: null }, { completedAt: ['Dieses Feld ist erforderlich'] }],
    [{ completedAt: '2025-05-01T07:59:59.000Z' }, { completedAt: [RUN_ENDS_BEFORE_START] }],
    [{ startedAt: 'gestern' }, { startedAt: ['Ungültiges Datum'] }],
    [{ completedAt: '2025-05-01' }, { completedAt: ['Ungültiges Datum'] }],
    [
      { startedAt: '1999-05-01T08:00:00Z' },
      { startedAt: ['Das Datum muss zwischen 2000 und heute liegen'] },
    ],
    [{ stepsCompleted: 21 }, { stepsCompleted: ['Wert zwischen 0 und 20 eingeben'] }],
    [{ totalSeconds: -5 }, { totalSeconds: ['Dauer zwischen 0 und 86400 Sekunden eingeben'] }],
    [{ completed: undefined }, { completed: ['Bitte auswählen'] }],
    [{ id: 'nicht-uuid' }, { id: ['Ungültige ID'] }],
  ])('refuses %j with German field messages', async (change, fieldErrors) => {
    const r = await s.call('recordRoutineRun', run(change), { token: athlete.token });
    expect(r.status).toBe(400);
    expect(r.body.error.details.fieldErrors).toEqual(fieldErrors);
  });
});
