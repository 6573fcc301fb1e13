import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_REVERSED, RANGE_TOO_LONG } from '../../../domain/api-trends';
import { PROTOCOL_EXPORT_PATH } from '../../../domain/export-paths';
import { de } from '../../../domain/messages';
import { parseCsv } from '../../test/csv-parse';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

type User = Awaited<ReturnType<TestServer['createAthlete']>>;

async function download(token: string, query = '') {
  const res = await s.request(`${PROTOCOL_EXPORT_PATH}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}

async function table(token: string, query = '') {
  const res = await download(token, query);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(bytes.toString('utf8').slice(1));
}

const [motiviert, nervoes, muede] = TEST_EMOTIONS;
const TRICKY_NOTES = 'Start zu schnell; dann "locker"\nzweite Zeile';

describe('protocol CSV', () => {
  let anna: User;
  let bernd: User;
  let shares: Record<string, number | null>;
  beforeAll(async () => {
    anna = await s.createAthlete({ onboarded: true, name: 'Anna' });
    bernd = await s.createAthlete({ onboarded: true, name: 'Bernd' });
    const save = async (u: User, input: Record<string, unknown>) =>
      (await s.ok(
        'saveEntry',
        {
          id: randomUUID(),
          type: 'training',
          importance: 3,
          rating: 6,
          goalReached: 'yes',
          notes: '',
          ...input,
        },
        u.token,
      )) as { title: string; inZoneShare: number | null };
    const saved = [
      await save(anna, {
        occurredAt: '2026-10-30T10:00:00Z',
        type: 'competition',
        title: '=HYPERLINK("http://evil.example")',
        importance: 4,
        place: 'Regattastrecke, Bahn 3',
        emotions: [
          { ...motiviert, intensity: 7 },
          { ...nervoes, intensity: 4 },
        ],
        rating: 8,
        goalReached: 'partly',
        result: '-2,5 s',
        notes: TRICKY_NOTES,
      }),
      // 00:30 on 1 November in Berlin: a day of November, though still October in UTC.
      await save(anna, {
        occurredAt: '2026-10-31T23:30:00Z',
        title: 'Nachtlauf',
        emotions: [
          { ...muede, intensity: 9 },
          { id: 'eigen-ruhig', label: 'ruhig', group: 'P-', intensity: 5 },
        ],
        goalReached: 'no',
      }),
      await save(anna, {
        occurredAt: '2026-10-01T06:00:00Z',
        title: 'Frühtraining',
        emotions: [{ ...motiviert, intensity: 5 }],
      }),
    ];
    shares = Object.fromEntries(saved.map((e) => [e.title, e.inZoneShare]));
    await save(bernd, {
      occurredAt: '2026-10-30T12:00:00Z',
      title: 'Geheim B',
      emotions: [{ ...motiviert, intensity: 2 }],
    });
  });

  it('asks for a verified, onboarded athlete and a valid period', async () => {
    const anon = await s.request(PROTOCOL_EXPORT_PATH);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({
      error: { status: 'UNAUTHENTICATED', message: de.guard.authRequired },
    });
    const unverified = await s.signUp();
    const u = await download(unverified.token);
    expect(u.status).toBe(403);
    expect(((await u.json()) as { error: { message: string } }).error.message).toBe(
      de.guard.emailVerificationRequired,
    );
    const coach = await s.createCoach();
    const c = await download(coach.token);
    expect(c.status).toBe(403);
    expect(((await c.json()) as { error: { message: string } }).error.message).toBe(
      de.guard.insufficientPermission,
    );
    const fresh = await s.createAthlete({ consent: true });
    const f = await download(fresh.token);
    expect(f.status).toBe(403);
    expect(((await f.json()) as { error: { message: string } }).error.message).toBe(
      de.guard.wizardRequired,
    );

    for (const [query, message] of [
      ['?from=2026-10-01', de.validation.required],
      ['?from=2026-10-31&to=2026-10-01', RANGE_REVERSED],
      ['?from=2026-02-30&to=2026-03-01', 'Ungültiges Datum'],
      ['?from=x&to=y', 'Ungültiges Datum'],
    ] as const) {
      const bad = await download(anna.token, query);
      expect(bad.status, query).toBe(400);
      expect(await bad.json(), query).toEqual({
        error: { status: 'INVALID_ARGUMENT', message },
      });
    }
  });

  it('writes one line per entry with German columns, oldest first, only the own', async () => {
    const res = await download(anna.token);
    expect(res.headers.get('content-type')).toContain('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leistungszone-protokoll-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text).not.toContain('Geheim B');
    // RFC 4180: CRLF line ends, quotes doubled inside a quoted field.
    expect(text).toContain('"Start zu schnell; dann ""locker""\nzweite Zeile"');
    expect(text.endsWith('\r\n')).toBe(true);

    const [header, ...rows] = await table(anna.token);
    const c = de.protocolExport.columns;
    expect(header).toEqual([
      c.date,
      c.time,
      c.type,
      c.title,
      c.importance,
      c.place,
      c.rating,
      c.goalReached,
      c.result,
      c.notes,
      'motiviert',
      'nervös',
      'müde',
      'ruhig',
      c.inZone,
    ]);
    expect(rows).toHaveLength(3);
    const percent = (title: string) => {
      const share = shares[title];
      return share === null || share === undefined ? '' : String(Math.round(share * 100));
    };
    expect(rows[0]).toEqual([
      '01.10.2026',
      '08:00',
      'Training',
      'Frühtraining',
      '3',
      '',
      '6',
      'Ja',
      '',
      '',
      '5',
      '',
      '',
      '',
      percent('Frühtraining'),
    ]);
    // Formulas are shown as text: a leading apostrophe on anything starting with = + - @.
    expect(rows[1]).toEqual([
      '30.10.2026',
      '11:00',
      'Wettkampf',
      `'=HYPERLINK("http://evil.example")`,
      '4',
      'Regattastrecke, Bahn 3',
      '8',
      'Teilweise',
      "'-2,5 s",
      TRICKY_NOTES,
      '7',
      '4',
      '',
      '',
      percent(`=HYPERLINK("http://evil.example")`),
    ]);
    expect(rows[2]?.slice(0, 4)).toEqual(['01.11.2026', '00:30', 'Training', 'Nachtlauf']);
    expect(rows[2]?.slice(7, 8)).toEqual(['Nein']);
    expect(rows[2]?.slice(10, 14)).toEqual(['', '', '9', '5']);
    for (const row of rows) {
      expect(row).toHaveLength(header?.length ?? 0);
      for (const field of row) expect(field).not.toMatch(/^\s*[[{]/);
    }
    expect(percent('Frühtraining')).toMatch(/^\d+$/);
  });

  it('keeps to the Berlin days of the period', async () => {
    const october = await table(anna.token, '?from=2026-10-01&to=2026-10-31');
    expect(october.slice(1).map((r) => r[3])).toEqual([
      'Frühtraining',
      `'=HYPERLINK("http://evil.example")`,
    ]);
    const november = await table(anna.token, '?from=2026-11-01&to=2026-11-30');
    expect(november.slice(1).map((r) => r[3])).toEqual(['Nachtlauf']);
    // Without entries: the header alone, without emotion columns.
    const empty = await table(anna.token, '?from=2025-01-01&to=2025-12-31');
    expect(empty).toHaveLength(1);
    expect(empty[0]?.at(-1)).toBe(de.protocolExport.columns.inZone);
  });

  it('leaves a quick entry’s importance and goal empty until the athlete completes it', async () => {
    const u = await s.createAthlete({ onboarded: true });
    const quick = {
      id: randomUUID(),
      occurredAt: '2026-11-03T08:00:00Z',
      type: 'training',
      emotions: [{ ...motiviert, intensity: 7 }],
      rating: 8,
    };
    // The quick log stores stand-ins (middle importance, goal read off the rating): not answers.
    await s.ok('saveQuickEntry', quick, u.token);
    const c = de.protocolExport.columns;
    const cells = async () => {
      const [header = [], row = []] = await table(u.token);
      return [c.importance, c.rating, c.goalReached].map((name) => row[header.indexOf(name)]);
    };
    expect(await cells()).toEqual(['', '8', '']);

    await s.ok(
      'saveEntry',
      { ...quick, title: 'Intervalle', importance: 2, goalReached: 'no', notes: '' },
      u.token,
    );
    expect(await cells()).toEqual(['2', '8', 'Nein']);
  });

  it('still hands the athlete her protocol after she withdrew her consent', async () => {
    const u = await s.createAthlete({ onboarded: true });
    await s.ok(
      'saveEntry',
      {
        id: randomUUID(),
        occurredAt: '2026-11-02T08:00:00Z',
        type: 'other',
        title: 'Vor dem Widerruf',
        importance: 1,
        emotions: [{ ...motiviert, intensity: 3 }],
        rating: 5,
        goalReached: 'yes',
      },
      u.token,
    );
    await s.ok('withdrawConsent', null, u.token);
    const rows = await table(u.token);
    expect(rows.slice(1).map((r) => [r[2], r[3]])).toEqual([['Sonstiges', 'Vor dem Widerruf']]);
  });
});

describe('listEntriesInPeriod', () => {
  it('answers the whole own entries of the Berlin days, oldest first', async () => {
    const u = await s.createAthlete({ onboarded: true });
    const other = await s.createAthlete({ onboarded: true });
    const entry = (title: string, occurredAt: string) => ({
      id: randomUUID(),
      occurredAt,
      type: 'training',
      title,
      importance: 2,
      emotions: [{ ...nervoes, intensity: 6 }],
      rating: 7,
      goalReached: 'yes',
      notes: `Notiz zu ${title}`,
    });
    await s.ok('saveEntry', entry('Später', '2026-11-10T17:00:00Z'), u.token);
    await s.ok('saveEntry', entry('Früher', '2026-11-03T07:00:00Z'), u.token);
    await s.ok('saveEntry', entry('Davor', '2026-11-01T22:59:00Z'), u.token);
    await s.ok('saveEntry', entry('Fremd', '2026-11-05T07:00:00Z'), other.token);

    const period = await s.ok(
      'listEntriesInPeriod',
      { from: '2026-11-02', to: '2026-11-10' },
      u.token,
    );
    expect(period).toMatchObject({ from: '2026-11-02', to: '2026-11-10', truncated: false });
    const entries = period.entries as { title: string; notes: string; emotions: unknown[] }[];
    expect(entries.map((e) => e.title)).toEqual(['Früher', 'Später']);
    expect(entries[0]).toMatchObject({
      notes: 'Notiz zu Früher',
      emotions: [{ id: 'nervoes', intensity: 6 }],
    });
  });

  it('refuses a reversed or too long period with the field named', async () => {
    const u = await s.createAthlete({ onboarded: true });
    const reversed = await s.call(
      'listEntriesInPeriod',
      { from: '2026-11-10', to: '2026-11-01' },
      { token: u.token },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details.fieldErrors).toEqual({ to: [RANGE_REVERSED] });
    const long = await s.call(
      'listEntriesInPeriod',
      { from: '2024-01-01', to: '2026-01-01' },
      { token: u.token },
    );
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(RANGE_TOO_LONG);
  });
});
