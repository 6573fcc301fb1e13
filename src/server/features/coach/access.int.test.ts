import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachApi } from '../../../domain/api-coach';
import { buildRegistry } from '../../functions/registry';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';
import { rowsOf } from '../athlete/athlete-data';

const CALLERS = [
  'anonymous',
  'unverified',
  'otherAthlete',
  'otherCoach',
  'endedCoach',
  'owner',
  'linkedCoach',
] as const;
type CallerName = (typeof CALLERS)[number];

let s: TestServer;
const token: Partial<Record<CallerName, string>> = {};
let owner: { token: string; userId: string };
let ownerLink: string;
let sharedEntry: string;
let ownerMessage: string;
let linkedCode: string;
let spareCode: string;

beforeAll(async () => {
  s = await startTestServer();
  const [linkedCoach, endedCoach, otherCoach, spareCoach] = await Promise.all([
    s.createCoach(),
    s.createCoach(),
    s.createCoach(),
    s.createCoach(),
  ]);
  owner = await s.createAthlete({ onboarded: true });
  const otherAthlete = await s.createAthlete({ onboarded: true });
  token.unverified = (await s.signUp()).token;
  token.otherAthlete = otherAthlete.token;
  token.otherCoach = otherCoach.token;
  token.endedCoach = endedCoach.token;
  token.owner = owner.token;
  token.linkedCoach = linkedCoach.token;

  ownerLink = await s.link(linkedCoach, owner, { trends: true, cocktail: true });
  await s.ok('endLink', { linkId: await s.link(endedCoach, owner) }, owner.token);
  sharedEntry = randomUUID();
  await s.ok(
    'saveEntry',
    {
      id: sharedEntry,
      occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
      type: 'competition',
      title: 'Finale',
      importance: 5,
      place: null,
      emotions: TEST_EMOTIONS.map((e) => ({ ...e, intensity: 5 })),
      rating: 6,
      goalReached: 'yes',
      result: null,
      notes: 'privat',
    },
    owner.token,
  );
  await s.ok(
    'setEntrySharing',
    { entryId: sharedEntry, linkIds: [ownerLink], messageId: randomUUID(), message: 'Schau mal' },
    owner.token,
  );
  ownerMessage = (
    await s.ok(
      'sendCoachMessage',
      { id: randomUUID(), coachLinkId: ownerLink, text: 'Hallo' },
      owner.token,
    )
  ).id;
  linkedCode = (await s.ok('createInviteCode', null, linkedCoach.token)).code;
  spareCode = (await s.ok('createInviteCode', null, spareCoach.token)).code;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

type Expect = Record<CallerName, number>;
const coachOnly: Expect = {
  anonymous: 401,
  unverified: 403,
  otherAthlete: 403,
  owner: 403,
  otherCoach: 200,
  endedCoach: 200,
  linkedCoach: 200,
};
const linkedOnly: Expect = { ...coachOnly, otherCoach: 403, endedCoach: 403 };
const athleteOnly: Expect = {
  anonymous: 401,
  unverified: 403,
  otherAthlete: 200,
  owner: 200,
  otherCoach: 403,
  endedCoach: 403,
  linkedCoach: 403,
};
const ownerOnly: Expect = { ...athleteOnly, otherAthlete: 404 };

/** Each function once per caller, with input that only the access rules can refuse. */
const MATRIX: { [K in keyof CoachApi]: [() => CoachApi[K]['input'], Expect] } = {
  createInviteCode: [() => null, coachOnly],
  listInviteCodes: [() => null, coachOnly],
  revokeInviteCode: [
    () => ({ code: linkedCode }),
    { ...coachOnly, otherCoach: 404, endedCoach: 404 },
  ],
  getCoachProfile: [() => null, coachOnly],
  updateCoachProfile: [() => ({ club: 'Verein', notifyOnShare: false }), coachOnly],
  getPortal: [() => null, coachOnly],
  listAthletes: [() => ({ search: null, sort: 'flags' }), coachOnly],
  getAthlete: [() => ({ athleteId: owner.userId }), linkedOnly],
  listInbox: [() => null, coachOnly],
  // Foreign ids are accepted but left alone: checked through the unread count below.
  markRead: [() => ({ ids: [ownerMessage] }), coachOnly],
  replyToAthlete: [
    () => ({ id: randomUUID(), athleteId: owner.userId, entryId: sharedEntry, text: 'Stark!' }),
    linkedOnly,
  ],
  previewInviteCode: [() => ({ code: spareCode }), athleteOnly],
  redeemInviteCode: [
    () => ({ code: spareCode, sharing: { trends: true, cocktail: true, entryTypes: [] } }),
    athleteOnly,
  ],
  listMyCoaches: [() => null, athleteOnly],
  // The link is the owner's: another athlete gets the answer of an unknown id.
  setLinkSharing: [
    () => ({
      linkId: ownerLink,
      sharing: { trends: true, cocktail: true, entryTypes: ['competition'] },
    }),
    ownerOnly,
  ],
  getCoachView: [() => ({ linkId: ownerLink, range: '7' }), ownerOnly],
  getAccessLog: [() => null, athleteOnly],
  setEntrySharing: [
    () => ({ entryId: sharedEntry, linkIds: [ownerLink], messageId: randomUUID() }),
    ownerOnly,
  ],
  sendCoachMessage: [
    () => ({ id: randomUUID(), coachLinkId: ownerLink, text: 'Frage' }),
    ownerOnly,
  ],
  listCoachFeedback: [() => ({ entryId: null }), athleteOnly],
  // Last, because allowing it ends the link the other rows rely on.
  endLink: [
    () => ({ linkId: ownerLink }),
    {
      anonymous: 401,
      unverified: 403,
      otherAthlete: 403,
      otherCoach: 403,
      endedCoach: 403,
      owner: 200,
      linkedCoach: 200,
    },
  ],
};
const NAMES = Object.keys(MATRIX) as (keyof CoachApi)[];

/** Everything a coach or sharing function could change, as one comparable value. */
async function snapshot(): Promise<string> {
  const [row] = rowsOf<Record<string, unknown>>(
    await s.db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM invite_codes) AS codes,
        (SELECT count(*)::int FROM invite_codes WHERE revoked_at IS NOT NULL) AS revoked,
        (SELECT count(*)::int FROM coach_links WHERE state = 'active') AS active_links,
        (SELECT count(*)::int FROM coach_links) AS links,
        (SELECT count(*)::int FROM coach_messages) AS messages,
        (SELECT count(*)::int FROM coach_messages WHERE read_at IS NULL) AS unread,
        (SELECT count(*)::int FROM entry_shares) AS shared,
        (SELECT count(*)::int FROM code_attempts) AS attempts,
        (SELECT count(*)::int FROM coach_profiles) AS profiles,
        (SELECT string_agg(concat_ws(',', share_trends, share_cocktail, share_entry_types), ';'
                           ORDER BY id) FROM coach_links) AS sharing
    `),
  );
  return JSON.stringify(row);
}

describe('access to the coach and sharing functions', () => {
  it('registers every function of the contract', () => {
    const registry = new Set(buildRegistry({ google: undefined }).map((f) => f.name));
    for (const name of NAMES) expect(registry.has(name), name).toBe(true);
  });

  it('markRead by a coach who is not linked leaves the message unread', async () => {
    for (const who of ['otherCoach', 'endedCoach'] as const) {
      const before = await snapshot();
      expect(
        (await s.call('markRead', { ids: [ownerMessage] }, { token: token[who] })).status,
      ).toBe(200);
      expect(await snapshot(), who).toBe(before);
    }
  });

  it.each(NAMES)('%s: allows or denies each caller, and a denial changes nothing', async (name) => {
    const [input, expected] = MATRIX[name];
    for (const who of CALLERS) {
      const before = await snapshot();
      const r = await s.call(name, input(), { token: token[who] });
      expect(r.status, `${name} as ${who}: ${JSON.stringify(r.body)}`).toBe(expected[who]);
      if (expected[who] !== 200) {
        expect(r.body.error.status).toBeTypeOf('string');
        expect(await snapshot(), `${name} as ${who} changed nothing`).toBe(before);
      }
    }
  });

  it('never answers 500 to a wrong payload type', async () => {
    const coach = token.linkedCoach as string;
    for (const name of NAMES) {
      const callerToken = MATRIX[name][1].owner === 200 ? (token.owner as string) : coach;
      for (const data of [42, 'x', [1]]) {
        const r = await s.call(name, data, { token: callerToken });
        expect(r.status, `${name} ${JSON.stringify(data)}`).toBe(400);
      }
    }
  });
});
