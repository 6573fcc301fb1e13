import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { insertLinkedAthletes } from '../../test/scale-seed';

const ATHLETES = 100;
const DAYS = 365;

let s: TestServer;
let coach: { token: string; userId: string };
beforeAll(async () => {
  s = await startTestServer();
  coach = await s.createCoach();
  await insertLinkedAthletes(s.db, {
    coachId: coach.userId,
    idPrefix: 'scale-',
    athletes: ATHLETES,
    days: DAYS,
  });
  await s.db.execute(sql`ANALYZE`);
}, 600_000);
afterAll(async () => {
  await s?.close();
});

/**
 * The portal of a coach with a hundred athletes and a year of entries each answers for all of them.
 * How fast it does is measured by `npm run bench`, on the same data.
 */
describe('getPortal with many athletes', () => {
  it(`answers for ${ATHLETES} athletes with ${DAYS} entries each`, async () => {
    const portal = await s.ok('getPortal', null, coach.token);
    expect(portal.counts.athletes).toBe(ATHLETES);
    expect(portal.athletes).toHaveLength(ATHLETES);
    expect(portal.athletes.every((a: { lastEntryAt: unknown }) => a.lastEntryAt !== null)).toBe(
      true,
    );
  });
});
