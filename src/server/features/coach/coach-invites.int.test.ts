import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_INVALID } from '../../../domain/api-coach';
import { CALLABLE_MAX_BODY_BYTES } from '../../../domain/callable-protocol';
import { INVITE_MAIL_MAX_ADDRESSES, INVITE_MAILS_PER_DAY } from '../../../domain/coach';
import { de } from '../../../domain/messages';
import { startTestServer, type TestServer } from '../../test/harness';
import { rowsOf } from '../athlete/athlete-data';

const PRIVATE = { trends: false, cocktail: false, entryTypes: [] };
const m = de.coachInvites;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

async function count(table: string, where = sql`true`): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await s.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`),
  );
  return row?.n ?? 0;
}

const invite = (token: string, input: Record<string, unknown> = {}) =>
  s.ok('createTeamInvite', { id: randomUUID(), validDays: 7, maxUses: null, ...input }, token);

describe('createTeamInvite', () => {
  it('makes an invite with the chosen validity and uses, once per client id', async () => {
    const coach = await s.createCoach();
    const id = randomUUID();
    const before = Date.now();
    const first = await s.ok('createTeamInvite', { id, validDays: 30, maxUses: 2 }, coach.token);
    expect(first).toMatchObject({ state: 'active', maxUses: 2, uses: 0, usedBy: [] });
    const ttl = Date.parse(first.expiresAt) - before;
    expect(Math.abs(ttl - 30 * 86_400_000)).toBeLessThan(60_000);
    // The same request again: the same invite, nothing new.
    const again = await s.ok('createTeamInvite', { id, validDays: 1, maxUses: 9 }, coach.token);
    expect(again).toEqual(first);
    expect((await s.ok('listInviteCodes', null, coach.token)).codes).toEqual([first]);

    // Another coach's id answers as a field error and reveals nothing of the invite.
    const other = await s.createCoach();
    const r = await s.call(
      'createTeamInvite',
      { id, validDays: 7, maxUses: null },
      { token: other.token },
    );
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).not.toContain(first.code);
    expect((await s.ok('listInviteCodes', null, other.token)).codes).toEqual([]);
  });

  it('is used up after its number of links, and a revoked or expired one links nobody', async () => {
    const coach = await s.createCoach({ name: 'Trainerin Lind' });
    const { code } = await invite(coach.token, { maxUses: 2 });
    const [a, b, c] = [await s.createAthlete(), await s.createAthlete(), await s.createAthlete()];
    await s.ok('redeemInviteCode', { code, sharing: PRIVATE }, a.token);
    // Ending a link does not give the use back.
    const link = await s.ok('redeemInviteCode', { code, sharing: PRIVATE }, b.token);
    await s.ok('endLink', { linkId: link.linkId }, b.token);
    for (const name of ['previewInviteCode', 'redeemInviteCode']) {
      const r = await s.call(name, { code, sharing: PRIVATE }, { token: c.token });
      expect(r.status, name).toBe(400);
      expect(r.body.error.details.fieldErrors).toEqual({ code: [CODE_INVALID] });
    }
    const listed = (await s.ok('listInviteCodes', null, coach.token)).codes[0];
    expect(listed).toMatchObject({ code, state: 'used-up', uses: 2, maxUses: 2 });

    const revoked = (await invite(coach.token)).code;
    await s.ok('revokeInviteCode', { code: revoked }, coach.token);
    const expired = (await invite(coach.token)).code;
    await s.db.execute(
      sql`UPDATE invite_codes SET expires_at = now() - interval '1 second' WHERE code = ${expired}`,
    );
    for (const gone of [revoked, expired]) {
      const r = await s.call(
        'redeemInviteCode',
        { code: gone, sharing: PRIVATE },
        { token: c.token },
      );
      expect(r.status).toBe(400);
      expect(r.body.error.details.fieldErrors).toEqual({ code: [CODE_INVALID] });
    }
    expect(await count('coach_links', sql`athlete_id = ${c.userId}`)).toBe(0);
  });

  it('gives the last use to one of two athletes redeeming at the same moment', async () => {
    const coach = await s.createCoach();
    const { code } = await invite(coach.token, { maxUses: 1 });
    const athletes = await Promise.all([s.createAthlete(), s.createAthlete(), s.createAthlete()]);
    const answers = await Promise.all(
      athletes.map((a) =>
        s.call('redeemInviteCode', { code, sharing: PRIVATE }, { token: a.token }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await count('coach_links', sql`code = ${code}`)).toBe(1);
  });

  it('is for coaches only', async () => {
    const athlete = await s.createAthlete({ onboarded: true });
    const r = await s.call(
      'createTeamInvite',
      { id: randomUUID(), validDays: 7, maxUses: null },
      { token: athlete.token },
    );
    expect(r.status).toBe(403);
    expect(await count('invite_codes', sql`coach_id = ${athlete.userId}`)).toBe(0);
  });

  it('answers bad input with German field messages', async () => {
    const coach = await s.createCoach();
    const cases: [unknown, string][] = [
      [{ id: 'x', validDays: 7, maxUses: null }, 'id'],
      [{ id: randomUUID(), validDays: 3, maxUses: null }, 'validDays'],
      [{ id: randomUUID(), validDays: '7', maxUses: null }, 'validDays'],
      [{ id: randomUUID(), validDays: 7, maxUses: 0 }, 'maxUses'],
      [{ id: randomUUID(), validDays: 7, maxUses: 1.5 }, 'maxUses'],
      [{ id: randomUUID(), validDays: 7, maxUses: 100_000 }, 'maxUses'],
      [{ id: randomUUID(), validDays: 7 }, 'maxUses'],
    ];
    for (const [data, field] of cases) {
      const r = await s.call('createTeamInvite', data, { token: coach.token });
      expect(r.status, JSON.stringify(data)).toBe(400);
      expect(Object.keys(r.body.error.details.fieldErrors), JSON.stringify(data)).toEqual([field]);
      expect(r.body.error.details.fieldErrors[field][0]).toMatch(/[a-zäöü]/);
    }
    expect(await count('invite_codes', sql`coach_id = ${coach.userId}`)).toBe(0);
  });
});

describe('sendInviteMail', () => {
  const inviteMailsTo = (address: string) =>
    s.sent.filter((mail) => mail.to === address && mail.subject.includes('lädt dich'));

  it('mails the link and the code in German, once per client id', async () => {
    const coach = await s.createCoach({ name: 'Jonas Keller' });
    await s.ok('updateCoachProfile', { club: 'TV Musterstadt' }, coach.token);
    const { code } = await invite(coach.token, { validDays: 14 });
    const id = randomUUID();
    const to = [`a-${id}@example.org`, ` B-${id}@Example.org `, `a-${id}@example.org`];
    const result = await s.ok('sendInviteMail', { id, code, addresses: to }, coach.token);
    expect(result).toEqual({ sent: 2, leftToday: INVITE_MAILS_PER_DAY - 2 });
    const [mail] = inviteMailsTo(`a-${id}@example.org`);
    expect(mail?.subject).toBe('Jonas Keller lädt dich zu Leistungszone ein');
    expect(mail?.text).toContain('Jonas Keller (TV Musterstadt) lädt dich ein');
    expect(mail?.text).toContain(`/invite/${code}`);
    expect(mail?.text).toContain(`Code ein: ${code}`);
    expect(mail?.html).toContain(`/invite/${code}`);
    expect(inviteMailsTo(`b-${id}@example.org`)).toHaveLength(1);

    // A retry sends nothing again.
    const retry = await s.ok('sendInviteMail', { id, code, addresses: to }, coach.token);
    expect(retry).toEqual(result);
    expect(inviteMailsTo(`a-${id}@example.org`)).toHaveLength(1);
    // The addresses are not kept.
    const stored = await s.db.execute(sql`SELECT * FROM invite_mails WHERE id = ${id}`);
    expect(JSON.stringify(rowsOf(stored))).not.toContain('example.org');
  });

  it('sends only the coach’s own active invite', async () => {
    const coach = await s.createCoach();
    const other = await s.createCoach();
    const athlete = await s.createAthlete({ onboarded: true });
    const own = (await invite(coach.token, { maxUses: 1 })).code;
    const foreign = (await invite(other.token)).code;
    const revoked = (await invite(coach.token)).code;
    await s.ok('revokeInviteCode', { code: revoked }, coach.token);
    const usedUp = own;
    await s.ok('redeemInviteCode', { code: usedUp, sharing: PRIVATE }, athlete.token);
    for (const code of [foreign, revoked, usedUp, 'AAAA-AAAA', 'nope']) {
      const r = await s.call(
        'sendInviteMail',
        { id: randomUUID(), code, addresses: ['x@example.org'] },
        { token: coach.token },
      );
      expect(r.status, code).toBe(400);
      expect(r.body.error.details.fieldErrors, code).toEqual({ code: [m.page.invalid] });
    }
    const r = await s.call(
      'sendInviteMail',
      { id: randomUUID(), code: foreign, addresses: ['x@example.org'] },
      { token: athlete.token },
    );
    expect(r.status).toBe(403);
    expect(await count('invite_mails')).toBeGreaterThanOrEqual(0);
    expect(inviteMailsTo('x@example.org')).toHaveLength(0);
  });

  it('refuses 10,000 addresses, and bad ones, at the field, without sending', async () => {
    const coach = await s.createCoach();
    const { code } = await invite(coach.token);
    const many = Array.from({ length: 10_000 }, (_, i) => `athlet-${i}@example.org`);
    expect(JSON.stringify({ data: { addresses: many } }).length).toBeLessThan(
      CALLABLE_MAX_BODY_BYTES,
    );
    const sentBefore = s.sent.length;
    const cases: [unknown, string][] = [
      [many, m.mail.tooMany],
      [many.slice(0, INVITE_MAIL_MAX_ADDRESSES + 1), m.mail.tooMany],
      [[], m.mail.none],
      ['a@example.org', m.mail.none],
      [['a@example.org', 'kein-at'], m.mail.invalidAddress(2)],
      [[7], m.mail.invalidAddress(1)],
    ];
    for (const [addresses, message] of cases) {
      const r = await s.call(
        'sendInviteMail',
        { id: randomUUID(), code, addresses },
        { token: coach.token },
      );
      expect(r.status).toBe(400);
      expect(r.body.error.details.fieldErrors).toEqual({ addresses: [message] });
    }
    const fifty = many.slice(0, INVITE_MAIL_MAX_ADDRESSES);
    const bad = await s.call(
      'sendInviteMail',
      { id: 'x', code: '', addresses: fifty },
      {
        token: coach.token,
      },
    );
    expect(Object.keys(bad.body.error.details.fieldErrors).sort()).toEqual(['code', 'id']);
    expect(s.sent.length).toBe(sentBefore);
    expect(await count('invite_mails', sql`coach_id = ${coach.userId}`)).toBe(0);
  });

  it('keeps to the daily limit, counted per address', async () => {
    const coach = await s.createCoach();
    const { code } = await invite(coach.token);
    await s.db.execute(
      sql`INSERT INTO invite_mails (id, coach_id, code, recipients)
          VALUES (${randomUUID()}, ${coach.userId}, ${code}, ${INVITE_MAILS_PER_DAY - 3})`,
    );
    const four = [1, 2, 3, 4].map((i) => `limit-${i}@example.org`);
    const r = await s.call(
      'sendInviteMail',
      { id: randomUUID(), code, addresses: four },
      { token: coach.token },
    );
    expect(r.status).toBe(400);
    expect(r.body.error.details.fieldErrors).toEqual({ addresses: [m.mail.dailyLeft(3)] });
    const ok = await s.ok(
      'sendInviteMail',
      { id: randomUUID(), code, addresses: four.slice(0, 3) },
      coach.token,
    );
    expect(ok).toEqual({ sent: 3, leftToday: 0 });
    const full = await s.call(
      'sendInviteMail',
      { id: randomUUID(), code, addresses: ['late@example.org'] },
      { token: coach.token },
    );
    expect(full.body.error.details.fieldErrors).toEqual({ addresses: [m.mail.dailyLimit] });
    // Sends older than 24 hours no longer count.
    await s.db.execute(
      sql`UPDATE invite_mails SET sent_at = now() - interval '25 hours' WHERE coach_id = ${coach.userId}`,
    );
    await s.ok(
      'sendInviteMail',
      { id: randomUUID(), code, addresses: ['late@example.org'] },
      coach.token,
    );
  });
});
