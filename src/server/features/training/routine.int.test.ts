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

describe('saveRoutine and getRoutine', () => {
  it('has no routine at first', async () => {
    const { token } = await s.createAthlete({ onboarded: true });
    expect(await s.ok('getRoutine', null, token)).toEqual({ steps: [], updatedAt: null, runs: [] });
  });

  it('saves the normalised steps; a retry keeps the time of the first save', async () => {
    const { token, userId } = await s.createAthlete({ onboarded: true });
    const input = steps();
    const saved = await s.ok('saveRoutine', { steps: input }, token);
    expect(saved.steps).toEqual([
      {
        id: input[0]?.id,
        title: 'Ankommen',
        durationSeconds: 60,
        cue: 'Bereit',
        techniqueId: null,
      },
      {
        id: input[1]?.id,
        title: 'Box-Atmung',
        durationSeconds: 120,
        cue: null,
        techniqueId: 'box-atmung',
      },
    ]);
    expect(saved.updatedAt).toEqual(expect.any(String));
    const retry = await s.ok('saveRoutine', { steps: input }, token);
    expect(retry).toEqual(saved);
    expect(await s.ok('getRoutine', null, token)).toEqual(saved);

    const changed = await s.ok('saveRoutine', { steps: [...input].reverse() }, token);
    expect(changed.steps.map((x: { id: string }) => x.id)).toEqual([input[1]?.id, input[0]?.id]);
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(saved.updatedAt));
    expect(
      await s.db.select().from(tunnelRoutines).where(eq(tunnelRoutines.userId, userId)),
    ).toHaveLength(1);

    // Another athlete's routine is theirs alone.
    expect((await s.ok('getRoutine', null, other.token)).steps).toEqual([]);
  });

  it.each([
    [{ steps: [] }, { steps: ['Füge mindestens einen Schritt hinzu'] }],
    [{}, { steps: ['Dieses Feld ist erforderlich'] }],
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
  ])('refuses %j with German field messages', async (data, fieldErrors) => {
    const r = await s.call('saveRoutine', data, { token: athlete.token });
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
