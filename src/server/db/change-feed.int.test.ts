import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import type { ChangeChannel } from './change-feed';

/**
 * The database's triggers (migrations 0005, 0006, rewritten by 0007) are what keeps the servers'
 * caches exact: every write of a table they watch must reach the change feed with the id of the user
 * or athlete it belongs to, whoever writes it. Written here with plain SQL, as an administrator or a
 * second process would.
 */
let s: TestServer;
const heard: { channel: ChangeChannel; id: string }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  for (const channel of ['users', 'athlete-data'] as const) {
    s.changes.subscribe({ changed: (id) => heard.push({ channel, id }), reset() {} }, [channel]);
  }
  await s.db.execute(sql`
    INSERT INTO users (id, name, email) VALUES
      ('athlete-1', 'Anna', 'anna@example.de'), ('coach-1', 'Carl', 'carl@example.de')`);
});
afterAll(() => s.close());

/** What the feed told after `write`, once every change committed before has arrived. */
async function heardAfter(write: string): Promise<{ channel: ChangeChannel; id: string }[]> {
  heard.length = 0;
  await s.db.execute(sql.raw(write));
  expect(await s.changes.sync()).toBe(true);
  return [...new Map(heard.map((h) => [`${h.channel}:${h.id}`, h])).values()];
}

describe('change feed triggers', () => {
  it('tell the user of an updated or deleted user row or session', async () => {
    expect(await heardAfter(`UPDATE users SET name = 'Anna B.' WHERE id = 'athlete-1'`)).toEqual([
      { channel: 'users', id: 'athlete-1' },
    ]);
    await s.db.execute(sql`
      INSERT INTO sessions (id, expires_at, token, user_id)
      VALUES ('session-1', now() + interval '1 day', 'token-1', 'athlete-1')`);
    expect(
      await heardAfter(`UPDATE sessions SET expires_at = now() WHERE id = 'session-1'`),
    ).toEqual([{ channel: 'users', id: 'athlete-1' }]);
    expect(await heardAfter(`DELETE FROM sessions WHERE id = 'session-1'`)).toEqual([
      { channel: 'users', id: 'athlete-1' },
    ]);
  });

  it('tell the athlete of every write of an entry, check-in or routine run', async () => {
    const writes = [
      `INSERT INTO protocol_entries
         (id, user_id, occurred_at, type, title, importance, rating, goal_reached, notes,
          emotions)
       VALUES ('00000000-0000-4000-8000-000000000001', 'athlete-1', now(), 'training', 'Lauf', 3, 7,
               'yes', '', '[]')`,
      `UPDATE protocol_entries SET title = 'Intervalle' WHERE user_id = 'athlete-1'`,
      `DELETE FROM protocol_entries WHERE user_id = 'athlete-1'`,
      `INSERT INTO checkins (id, user_id, intensities)
       VALUES ('00000000-0000-4000-8000-000000000002', 'athlete-1', '{}')`,
      `UPDATE checkins SET intensities = '{"motiviert": 7}' WHERE user_id = 'athlete-1'`,
      `DELETE FROM checkins WHERE user_id = 'athlete-1'`,
      `INSERT INTO routine_runs (id, user_id, started_at, completed, steps_completed, total_seconds)
       VALUES ('00000000-0000-4000-8000-000000000003', 'athlete-1', now(), true, 4, 300)`,
      `UPDATE routine_runs SET total_seconds = 320 WHERE user_id = 'athlete-1'`,
      `DELETE FROM routine_runs WHERE user_id = 'athlete-1'`,
    ];
    for (const write of writes) {
      expect(await heardAfter(write), write).toEqual([
        { channel: 'athlete-data', id: 'athlete-1' },
      ]);
    }
  });

  it('tell the athlete, not the coach, of a coach message written or deleted', async () => {
    const writes = [
      `INSERT INTO coach_messages (request_id, athlete_id, coach_id, author, text)
       VALUES ('00000000-0000-4000-8000-000000000004', 'athlete-1', 'coach-1', 'coach', 'Gut!')`,
      `UPDATE coach_messages SET text = 'Sehr gut!' WHERE athlete_id = 'athlete-1'`,
      `DELETE FROM coach_messages WHERE athlete_id = 'athlete-1'`,
    ];
    for (const write of writes) {
      expect(await heardAfter(write), write).toEqual([
        { channel: 'athlete-data', id: 'athlete-1' },
      ]);
    }
  });
});
