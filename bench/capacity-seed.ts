import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EMOTION_CATALOGUE } from '../src/domain/emotions';
import { SESSION_IDLE_SECONDS } from '../src/server/auth/auth';
import type { Db } from '../src/server/db/client';
import { insertLinkedAthletes } from '../src/server/test/scale-seed';

/** The three emotions `insertLinkedAthletes` rates, as the catalogue names them. */
export const CAPACITY_EMOTIONS = ['motiviert', 'nervoes', 'muede'].map((id) => {
  const e = EMOTION_CATALOGUE.find((c) => c.id === id);
  if (!e) throw new Error(`emotion ${id} is not in the catalogue`);
  return { id: e.id, label: e.label, group: e.group };
});

interface CapacityUser {
  id: string;
  /** Bearer token of the user's own session. */
  token: string;
  /** For a coach: the athletes linked to them. */
  athleteIds?: string[];
}

export interface CapacityPool {
  athletes: CapacityUser[];
  coaches: CapacityUser[];
}

/**
 * Many users, each with a session of their own: `coaches` coaches with `athletesPerCoach` linked,
 * onboarded athletes each (one entry a day for `days` days, a cocktail of three emotions). All as
 * bulk SQL: thousands of sign-ups would measure password hashing, not the app.
 */
export async function seedCapacityPool(
  db: Db,
  { coaches, athletesPerCoach, days }: { coaches: number; athletesPerCoach: number; days: number },
): Promise<CapacityPool> {
  const pool: CapacityPool = { athletes: [], coaches: [] };
  await db.execute(sql`
    INSERT INTO users (id, name, email, email_verified, wizard_completed, role)
    SELECT 'cap-coach-' || c, 'Trainer ' || c, 'cap-coach-' || c || '@example.de', true, true, 'coach'
    FROM generate_series(1, ${coaches}::int) AS c
  `);
  for (let c = 1; c <= coaches; c++) {
    const idPrefix = `cap-c${c}-a`;
    await insertLinkedAthletes(db, {
      coachId: `cap-coach-${c}`,
      idPrefix,
      athletes: athletesPerCoach,
      days,
    });
    const athleteIds = Array.from({ length: athletesPerCoach }, (_, a) => `${idPrefix}${a + 1}`);
    pool.coaches.push({ id: `cap-coach-${c}`, token: '', athleteIds });
    for (const id of athleteIds) pool.athletes.push({ id, token: '' });
  }
  const cocktail = JSON.stringify(CAPACITY_EMOTIONS.map((e) => ({ ...e, zoneMin: 3, zoneMax: 7 })));
  await db.execute(sql`
    INSERT INTO cocktail_versions (id, user_id, version, emotions)
    SELECT gen_random_uuid(), id, 1, ${cocktail}::jsonb FROM users WHERE id LIKE 'cap-c%-a%'
  `);
  const users = [...pool.athletes, ...pool.coaches];
  for (const u of users) u.token = randomBytes(24).toString('base64url');
  // Fresh sessions: not due for Better Auth's sliding refresh during the run.
  await db.execute(sql`
    INSERT INTO sessions (id, token, user_id, expires_at)
    SELECT gen_random_uuid()::text, s.token, s.user_id,
           now() + ${SESSION_IDLE_SECONDS}::int * interval '1 second'
    FROM jsonb_to_recordset(${JSON.stringify(users.map((u) => ({ token: u.token, user_id: u.id })))}::jsonb)
      AS s(token text, user_id text)
  `);
  await db.execute(sql`ANALYZE`);
  return pool;
}
