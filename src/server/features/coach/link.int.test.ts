import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_LINKED,
  CODE_INVALID,
  NOT_AUTHORIZED,
  TOO_MANY_ATTEMPTS,
} from '../../../domain/api-coach';
import { INVITE_CODE_ALPHABET } from '../../../domain/coach';
import { startTestServer, type TestServer } from '../../test/harness';
import { rowsOf } from '../athlete/athlete-data';

/** A link's choices with nothing opened. */
const PRIVATE = { trends: false, cocktail: false, entryTypes: [] };

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

const CODE_FORMAT = new RegExp(`^[${INVITE_CODE_ALPHABET}]{4}-[${INVITE_CODE_ALPHABET}]{4}$`);

async function count(table: string, where = sql`true`): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await s.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`),
  );
  return row?.n ?? 0;
}

describe('invite codes', () => {
  it('creates readable codes valid for 14 days and lists them with their state', async () => {
    const coach = await s.createCoach({ name: 'Trainerin Berg' });
    const before = Date.now();
    const a = await s.ok('createInviteCode', null, coach.token);
    expect(a.code).toMatch(CODE_FORMAT);
    const ttl = Date.parse(a.expiresAt) - before;
    expect(ttl).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThan(14 * 86_400_000 + 60_000);

    const b = await s.ok('createInviteCode', null, coach.token);
    const c = await s.ok('createInviteCode', null, coach.token);
    expect(new Set([a.code, b.code, c.code]).size).toBe(3);
    await s.db.execute(
      sql`UPDATE invite_codes SET expires_at = now() - interval '1 second' WHERE code = ${b.code}`,
    );
    const revoked = await s.ok('revokeInviteCode', { code: c.code.toLowerCase() }, coach.token);
    expect(revoked.state).toBe('revoked');
    // Revoking again keeps the first time.
    const again = await s.ok('revokeInviteCode', { code: c.code }, coach.token);
    expect(again.revokedAt).toBe(revoked.revokedAt);

    const athlete = await s.createAthlete({ name: 'Mia Sommer' });
    await s.ok(
      'redeemInviteCode',
      { code: a.code, sharing: { ...PRIVATE, trends: true } },
      athlete.token,
    );
    const { codes } = await s.ok('listInviteCodes', null, coach.token);
    const byCode = new Map(codes.map((x: { code: string }) => [x.code, x]));
    expect(byCode.get(a.code)).toMatchObject({
      state: 'active',
      revokedAt: null,
      usedBy: [{ athleteName: 'Mia Sommer', linkedAt: expect.any(String), ended: false }],
    });
    expect(byCode.get(b.code)).toMatchObject({ state: 'expired', usedBy: [] });
    expect(byCode.get(c.code)).toMatchObject({ state: 'revoked', usedBy: [] });

    // Another coach sees none of these and cannot revoke them.
    const other = await s.createCoach();
    expect((await s.ok('listInviteCodes', null, other.token)).codes).toEqual([]);
    const r = await s.call('revokeInviteCode', { code: a.code }, { token: other.token });
    expect(r.status).toBe(404);
    expect((await s.ok('listInviteCodes', null, coach.token)).codes).toHaveLength(3);
  });

  it('answers one field message for unknown, malformed, expired and revoked codes', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete();
    const expired = (await s.ok('createInviteCode', null, coach.token)).code;
    const revoked = (await s.ok('createInviteCode', null, coach.token)).code;
    await s.db.execute(
      sql`UPDATE invite_codes SET expires_at = now() - interval '1 second' WHERE code = ${expired}`,
    );
    await s.ok('revokeInviteCode', { code: revoked }, coach.token);
    for (const code of [expired, revoked, 'AAAA-AAAA', 'nope', 'OOOO-0000']) {
      for (const name of ['previewInviteCode', 'redeemInviteCode']) {
        const r = await s.call(name, { code, sharing: PRIVATE }, { token: athlete.token });
        expect(r.status, `${name} ${code}`).toBe(400);
        expect(r.body.error).toEqual({
          status: 'INVALID_ARGUMENT',
          message: CODE_INVALID,
          details: { fieldErrors: { code: [CODE_INVALID] } },
        });
      }
    }
    expect(await count('coach_links', sql`athlete_id = ${athlete.userId}`)).toBe(0);
  });

  it('previews the coach and the current choices, then links with the chosen sharing', async () => {
    const coach = await s.createCoach({ name: 'Jonas Keller' });
    await s.ok('updateCoachProfile', { club: 'TV Musterstadt' }, coach.token);
    const athlete = await s.createAthlete({ onboarded: true });
    const { code } = await s.ok('createInviteCode', null, coach.token);
    // Typed loosely: lower case, spaces, no dash.
    const typed = ` ${code.replace('-', ' ').toLowerCase()} `;
    const preview = await s.ok('previewInviteCode', { code: typed }, athlete.token);
    // A new link starts private, whatever other links share.
    expect(preview).toEqual({
      coachName: 'Jonas Keller',
      club: 'TV Musterstadt',
      sharing: PRIVATE,
    });
    const sharing = { trends: true, cocktail: true, entryTypes: ['competition'] };
    const link = await s.ok('redeemInviteCode', { code: typed, sharing }, athlete.token);
    expect(link).toEqual({
      linkId: expect.any(String),
      coachId: coach.userId,
      coachName: 'Jonas Keller',
      club: 'TV Musterstadt',
      linkedAt: expect.any(String),
      sharing,
      sharedEntryCount: 0,
    });
    expect((await s.ok('listMyCoaches', null, athlete.token)).coaches).toEqual([link]);

    const twice = await s.call(
      'redeemInviteCode',
      { code, sharing: PRIVATE },
      { token: athlete.token },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: ALREADY_LINKED,
      details: { fieldErrors: { code: [ALREADY_LINKED] } },
    });
    // The refused second redemption changed no choice.
    expect((await s.ok('listMyCoaches', null, athlete.token)).coaches[0].sharing).toEqual(sharing);
    expect(await count('coach_links', sql`athlete_id = ${athlete.userId}`)).toBe(1);

    const portal = await s.ok('getPortal', null, coach.token);
    expect(portal.athletes.map((a: { athleteId: string }) => a.athleteId)).toEqual([
      athlete.userId,
    ]);
  });

  it('ends a link from either side and cuts access at once; a new code links again', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete({ onboarded: true, name: 'Sven Ende' });
    const linkId = await s.link(coach, athlete);
    expect(
      (await s.call('getAthlete', { athleteId: athlete.userId }, { token: coach.token })).status,
    ).toBe(200);

    const ended = await s.ok('endLink', { linkId }, athlete.token);
    expect(ended).toEqual({ ended: true });
    const r = await s.call('getAthlete', { athleteId: athlete.userId }, { token: coach.token });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe(NOT_AUTHORIZED);
    expect((await s.ok('getPortal', null, coach.token)).counts.athletes).toBe(0);
    expect((await s.ok('listMyCoaches', null, athlete.token)).coaches).toEqual([]);
    // A retry answers the same and changes nothing.
    expect(await s.ok('endLink', { linkId }, athlete.token)).toEqual({ ended: true });
    const [row] = rowsOf<{ state: string; ended_by: string }>(
      await s.db.execute(sql`SELECT state, ended_by FROM coach_links WHERE id = ${linkId}`),
    );
    expect(row).toEqual({ state: 'ended', ended_by: 'athlete' });

    const again = await s.link(coach, athlete);
    expect(again).not.toBe(linkId);
    expect(await s.ok('endLink', { linkId: again }, coach.token)).toEqual({ ended: true });
    const [row2] = rowsOf<{ ended_by: string }>(
      await s.db.execute(sql`SELECT ended_by FROM coach_links WHERE id = ${again}`),
    );
    expect(row2?.ended_by).toBe('coach');
    expect(
      (await s.call('getAthlete', { athleteId: athlete.userId }, { token: coach.token })).status,
    ).toBe(403);
    // The ex-coach's code list no longer names the athlete.
    const { codes } = await s.ok('listInviteCodes', null, coach.token);
    const uses = codes.flatMap((c: { usedBy: unknown[] }) => c.usedBy);
    expect(uses).toEqual([
      { athleteName: null, linkedAt: expect.any(String), ended: true },
      { athleteName: null, linkedAt: expect.any(String), ended: true },
    ]);
    expect(JSON.stringify(codes)).not.toContain('Sven Ende');
  });

  it('refuses the 11th guess after 10 failures in 15 minutes, even with a valid code', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete();
    const { code } = await s.ok('createInviteCode', null, coach.token);
    // A valid preview does not count.
    await s.ok('previewInviteCode', { code }, athlete.token);
    for (let i = 0; i < 10; i++) {
      const name = i % 2 ? 'previewInviteCode' : 'redeemInviteCode';
      const r = await s.call(
        name,
        { code: `AAAA-AAA${INVITE_CODE_ALPHABET[i]}`, sharing: PRIVATE },
        { token: athlete.token },
      );
      expect(r.status, `guess ${i + 1}`).toBe(400);
    }
    for (const name of ['previewInviteCode', 'redeemInviteCode']) {
      const r = await s.call(name, { code, sharing: PRIVATE }, { token: athlete.token });
      expect(r.status).toBe(429);
      expect(r.body.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: TOO_MANY_ATTEMPTS });
    }
    expect(await count('coach_links', sql`athlete_id = ${athlete.userId}`)).toBe(0);
    // Another athlete is not affected.
    const other = await s.createAthlete();
    await s.ok('previewInviteCode', { code }, other.token);
    // Once the failures are older than 15 minutes, the athlete may try again.
    await s.db.execute(
      sql`UPDATE code_attempts SET attempted_at = now() - interval '16 minutes' WHERE user_id = ${athlete.userId}`,
    );
    await s.ok('previewInviteCode', { code }, athlete.token);
  });

  it('answers invalid input with German field errors, never 500', async () => {
    const coach = await s.createCoach();
    const athlete = await s.createAthlete();
    const cases: [string, unknown, string, Record<string, string[]>][] = [
      ['previewInviteCode', {}, athlete.token, { code: ['Dieses Feld ist erforderlich'] }],
      [
        'previewInviteCode',
        { code: '   ' },
        athlete.token,
        { code: ['Dieses Feld ist erforderlich'] },
      ],
      [
        'previewInviteCode',
        { code: 'x'.repeat(21) },
        athlete.token,
        { code: ['Höchstens 20 Zeichen'] },
      ],
      ['redeemInviteCode', { code: 'ACDE-FGHJ' }, athlete.token, { sharing: ['Bitte auswählen'] }],
      [
        'redeemInviteCode',
        { code: 'ACDE-FGHJ', sharing: { trends: 'ja' } },
        athlete.token,
        {
          'sharing.trends': ['Bitte auswählen'],
          'sharing.cocktail': ['Bitte auswählen'],
          'sharing.entryTypes': ['Bitte auswählen'],
        },
      ],
      [
        'redeemInviteCode',
        { code: 'ACDE-FGHJ', sharing: { ...PRIVATE, entryTypes: ['other'] } },
        athlete.token,
        { 'sharing.entryTypes.0': ['Bitte auswählen'] },
      ],
      ['endLink', { linkId: 'abc' }, athlete.token, { linkId: ['Ungültige ID'] }],
      ['revokeInviteCode', { code: 7 }, coach.token, { code: ['Dieses Feld ist erforderlich'] }],
      [
        'updateCoachProfile',
        { club: 'x'.repeat(121) },
        coach.token,
        { club: ['Höchstens 120 Zeichen'] },
      ],
    ];
    for (const [name, data, token, fieldErrors] of cases) {
      const r = await s.call(name, data, { token });
      expect(r.status, `${name} ${JSON.stringify(data)}`).toBe(400);
      expect(r.body.error.details.fieldErrors, name).toEqual(fieldErrors);
    }
    for (const data of [42, 'x', [1]]) {
      expect((await s.call('previewInviteCode', data, { token: athlete.token })).status).toBe(400);
      expect((await s.call('createInviteCode', data, { token: coach.token })).status).toBe(400);
    }
    expect(await count('code_attempts', sql`user_id = ${athlete.userId}`)).toBe(0);
  });

  it('keeps the coach profile', async () => {
    const coach = await s.createCoach({ name: 'Eva Winter' });
    expect(await s.ok('getCoachProfile', null, coach.token)).toEqual({
      name: 'Eva Winter',
      club: null,
    });
    await s.ok('updateCoachProfile', { club: '  SC Nord ' }, coach.token);
    expect(await s.ok('getCoachProfile', null, coach.token)).toEqual({
      name: 'Eva Winter',
      club: 'SC Nord',
    });
    await s.ok('updateCoachProfile', { club: '' }, coach.token);
    expect((await s.ok('getCoachProfile', null, coach.token)).club).toBeNull();
  });
});
