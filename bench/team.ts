import { sql } from 'drizzle-orm';
import type { Caller } from '../src/server/functions/callable';
import { buildRegistry } from '../src/server/functions/registry';
import { insertLinkedAthletes } from '../src/server/test/scale-seed';
import { type BenchContext, DAYS_PER_ATHLETE, type SeededUser } from './seed';

/** The team table's goal: a coach of this many athletes. */
export const TEAM_ATHLETES = 200;
const TEAM_GROUPS = ['U18', 'Kader', 'Sprint', 'Ausdauer'];

/**
 * A coach with 200 linked athletes of one entry a day for a year, in four groups (each athlete in
 * one or two) and with a flag marked seen for every third athlete: the team table at its goal size.
 */
export async function seedTeam(bench: BenchContext): Promise<SeededUser> {
  const coach = await bench.createUser('Team Trainerin', 'coach');
  await insertLinkedAthletes(bench.ctx.db, {
    coachId: coach.id,
    idPrefix: 'team-',
    athletes: TEAM_ATHLETES,
    days: DAYS_PER_ATHLETE,
  });
  await bench.ctx.db.execute(sql`
    INSERT INTO coach_groups (id, coach_id, name)
    SELECT gen_random_uuid(), ${coach.id}, g
    FROM unnest(${`{${TEAM_GROUPS.join(',')}}`}::text[]) AS g
  `);
  await bench.ctx.db.execute(sql`
    INSERT INTO coach_group_members (group_id, link_id)
    SELECT g.id, l.id
    FROM coach_links l
    JOIN LATERAL (SELECT id, row_number() OVER (ORDER BY name) AS n FROM coach_groups
                  WHERE coach_id = ${coach.id}) g
      ON g.n = 1 + (hashtext(l.athlete_id) & 3) OR (g.n = 1 AND hashtext(l.athlete_id) % 2 = 0)
    WHERE l.coach_id = ${coach.id}
    ON CONFLICT DO NOTHING
  `);
  await bench.ctx.db.execute(sql`
    INSERT INTO coach_flag_marks (id, link_id, coach_id, athlete_id, flag_key, seen_at, note)
    SELECT gen_random_uuid(), l.id, l.coach_id, l.athlete_id, 'no-recent-entry:none', now(), 'Bench'
    FROM coach_links l WHERE l.coach_id = ${coach.id} AND hashtext(l.athlete_id) % 3 = 0
  `);
  await bench.ctx.db.execute(sql`ANALYZE`);
  return coach;
}

interface TeamTiming {
  median: number;
  p95: number;
  runs: number;
  athletes: number;
}

/** getTeam's handler time (no HTTP, no session lookup), after one warm-up call. */
export async function measureTeam(
  bench: BenchContext,
  coach: SeededUser,
  runs: number,
): Promise<TeamTiming> {
  const fn = buildRegistry(bench.config).find((f) => f.name === 'getTeam');
  if (!fn) throw new Error('no function getTeam');
  const caller: Caller = {
    id: coach.id,
    name: '',
    email: '',
    emailVerified: true,
    role: 'coach',
    wizardCompleted: true,
  };
  const invoke = () =>
    fn.handler(fn.input.parse(null), {
      db: bench.ctx.db,
      log: bench.log,
      mailer: bench.ctx.mailer,
      baseUrl: bench.config.baseUrl,
      caller,
    }) as Promise<{ athletes: unknown[] }>;
  const { athletes } = await invoke();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await invoke();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)] ?? 0;
  return { median: at(50), p95: at(95), runs, athletes: athletes.length };
}
