import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMAT_INVALID, PASSWORD_REQUIRED } from '../../../domain/api-settings';
import { CONSENT_VERSION } from '../../../domain/consent';
import { de } from '../../../domain/messages';
import { users } from '../../db/schema';
import { competitionInput, routineInput } from '../../security/authorization-matrix';
import { parseCsv } from '../../test/csv-parse';
import { exportTables } from '../../test/export-tables';
import { startTestServer, TEST_EMOTIONS, type TestServer } from '../../test/harness';
import { totp } from '../../test/totp';
import { rowsOf } from '../athlete/athlete-data';
import { SECRET_COLUMNS, userTables } from './data-export';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

type User = Awaited<ReturnType<TestServer['createAthlete']>>;

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48,
]);
const NOTES = '=SUMME(A1) Müdigkeit, "Zitat"\nzweite Zeile';

// ---- helpers ----

async function auth(
  path: string,
  body: unknown,
  opts: { token?: string | null; cookie?: string; method?: string } = {},
) {
  const res = await s.request(`/api/auth${path}`, {
    method: opts.method ?? 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests inspect arbitrary answers
  const json = (await res.json().catch(() => null)) as any;
  return { status: res.status, body: json, token: res.headers.get('set-auth-token') };
}

/** Turns on two-factor sign-in the way the settings screen does; answers the new session token. */
async function enableTwoFactor(u: { token: string; password: string }) {
  const enabled = await auth('/two-factor/enable', { password: u.password }, { token: u.token });
  expect(enabled.status).toBe(200);
  const verified = await auth(
    '/two-factor/verify-totp',
    { code: totp(enabled.body.totpURI) },
    { token: u.token },
  );
  expect(verified.status).toBe(200);
  expect(verified.token).toEqual(expect.any(String));
  return {
    token: verified.token as string,
    totpURI: enabled.body.totpURI as string,
    backupCodes: enabled.body.backupCodes as string[],
  };
}

/** Gives the athlete a row in every table the app has, through the app's own functions. */
async function populate(u: User, title: string) {
  const t = u.token;
  const entryId = randomUUID();
  await s.ok(
    'saveEntry',
    {
      id: entryId,
      occurredAt: '2026-10-30T10:00:00Z',
      type: 'competition',
      title,
      importance: 4,
      emotions: [{ ...TEST_EMOTIONS[0], intensity: 7 }],
      rating: 8,
      goalReached: 'partly',
      notes: NOTES,
    },
    t,
  );
  await s.ok(
    'recordCheckIn',
    { id: randomUUID(), intensities: [{ emotionId: 'motiviert', intensity: 6 }] },
    t,
  );
  await s.ok('saveCompetition', competitionInput(randomUUID(), `${title} Cup`), t);
  const upload = await s.request(`/api/storage/users/${u.userId}/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(upload.status).toBe(201);
  await s.ok('setAvatar', { path: `users/${u.userId}/avatar` }, t);
  await s.ok('giveConsent', { version: CONSENT_VERSION }, t);
  // A coach who sees the entry and has looked at it: rows of the links, shares and access log.
  const coach = await s.createCoach();
  const linkId = await s.link(coach, u);
  await s.ok(
    'setEntrySharing',
    { entryId, linkIds: [linkId], messageId: randomUUID(), message: 'Schau mal' },
    t,
  );
  await s.ok('getPortal', null, coach.token);
  await s.ok('setTheme', { theme: 'dark' }, t);
  // A device with push reminders on: its row goes into the export and with the account. Its push
  // service refuses connections at once, so the reminder below goes by mail only.
  await s.ok(
    'subscribePush',
    {
      endpoint: `http://127.0.0.1:9/push/${u.userId}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
    t,
  );
  await s.ok('setReminder', { enabled: true, weekdays: [1], time: '18:00' }, t);
  await s.reminders.run(new Date('2026-11-02T17:00:00Z'));
  // The training tools belong to another feature; their rows are welcome but not required here.
  await s.call('setFavourite', { techniqueId: 'box-atmung', favourite: true }, { token: t });
  await s.call(
    'recordTechniqueUse',
    { id: randomUUID(), techniqueId: 'box-atmung', completed: true, durationSeconds: 120 },
    { token: t },
  );
  await s.call(
    'recordStartCheck',
    {
      id: randomUUID(),
      techniqueId: 'box-atmung',
      ratings: [{ emotionId: 'nervoes', before: 9, after: 5 }],
    },
    { token: t },
  );
  await s.call('saveRoutine', routineInput(randomUUID(), 'Atmen'), { token: t });
  await s.call(
    'recordRoutineRun',
    {
      id: randomUUID(),
      startedAt: '2026-10-30T09:00:00Z',
      completedAt: '2026-10-30T09:05:00Z',
      completed: true,
      stepsCompleted: 1,
      totalSeconds: 300,
    },
    { token: t },
  );
  const twoFactor = await enableTwoFactor(u);
  return { ...u, token: twoFactor.token };
}

/**
 * The user's rows of a table: by its user-id columns, or for the tables whose rows need more than
 * that (data-export.ts, OWN_ROWS), as these tests spell out independently.
 */
async function countRows(table: string, columns: string[], userId: string): Promise<number> {
  const own: Record<string, ReturnType<typeof sql>> = {
    coach_messages: sql`t.athlete_id = ${userId} OR (t.coach_id = ${userId} AND t.author = 'coach')`,
    coach_links: sql`t.athlete_id = ${userId} OR (t.coach_id = ${userId} AND t.state = 'active')`,
    coach_access_log: sql`t.athlete_id = ${userId}`,
    entry_shares: sql`EXISTS (SELECT 1 FROM protocol_entries p WHERE p.id = t.entry_id AND p.user_id = ${userId})`,
  };
  const r = await s.db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE ${
      own[table] ??
      sql.join(
        columns.map((c) => sql`t.${sql.identifier(c)} = ${userId}`),
        sql` OR `,
      )
    }`,
  );
  return rowsOf<{ n: number }>(r)[0]?.n ?? -1;
}

/** Every table of the database with a column that holds a user id, whether Drizzle knows it or not. */
/** The tables of the database with a foreign key to `users`, as PostgreSQL has them. */
async function databaseUserTables(): Promise<string[]> {
  const r = await s.db.execute(
    sql`SELECT DISTINCT conrelid::regclass::text AS table_name FROM pg_constraint
        WHERE contype = 'f' AND confrelid = 'users'::regclass`,
  );
  return rowsOf<{ table_name: string }>(r).map((x) => x.table_name);
}

/** The tables of the database in which some row holds the text, in any column. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await s.db.execute(
      sql`SELECT table_name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  ).map((r) => r.table_name);
  const holding: string[] = [];
  for (const table of tables) {
    const r = await s.db.execute(
      sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)} t WHERE t::text LIKE ${`%${text}%`}) AS found`,
    );
    if (rowsOf<{ found: boolean }>(r)[0]?.found) holding.push(table);
  }
  return holding;
}

/**
 * Tables that name the user but are not the user's data: Better Auth's short-lived challenges
 * (deleted with the account, see the deletion test) and the outbox of mails in development.
 */
const NOT_USER_DATA = new Set(['verifications', 'dev_outbox']);

/** Tables that hold the user's id somewhere but that the export does not read. */
async function missedByExport(userId: string): Promise<string[]> {
  const exported = new Set(
    userTables(s.db._.fullSchema as Record<string, unknown>).map((t) => t.name),
  );
  return (await tablesHolding(userId)).filter((t) => !exported.has(t) && !NOT_USER_DATA.has(t));
}

/** The German names the export gives a table and its columns (messages-de/exports.ts). */
const titleOf = (table: string) => de.dataExport.sections[table]?.title ?? table;
const fieldOf = (table: string, column: string) =>
  de.dataExport.sections[table]?.columns[column] ?? column;

/** The CSV export's sections by their titles, each its header and rows. */
function csvSections(records: string[][]): Map<string, string[][]> {
  const sections = new Map<string, string[][]>();
  let current: string[][] | null = null;
  for (const record of records) {
    const name = record.length === 1 ? record[0]?.match(/^Bereich: (.+)$/)?.[1] : undefined;
    if (name) {
      current = [];
      sections.set(name, current);
    } else if (current && !(record.length === 1 && record[0] === '')) current.push(record);
  }
  return sections;
}

/** The user's JSON export. */
async function exportJson(token: string): Promise<JsonExport> {
  const res = await s.request('/api/export?format=json', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as JsonExport;
}

/** The user's CSV export, by its sections. */
async function exportCsv(token: string): Promise<Map<string, string[][]>> {
  const res = await s.request('/api/export?format=csv', {
    headers: { authorization: `Bearer ${token}` },
  });
  return csvSections(
    parseCsv(
      Buffer.from(await res.arrayBuffer())
        .toString('utf8')
        .slice(1),
    ),
  );
}

/** The first row's field of a section under its header's name (or a column's German name). */
const cell = (rows: string[][], table: string, column: string) =>
  rows[1]?.[(rows[0] ?? []).indexOf(fieldOf(table, column))];

type JsonRow = Record<string, unknown>;
type JsonExport = Record<string, unknown>;

/** The JSON export's rows of a table, keyed back by column name, so the checks read the database's names. */
function jsonRows(data: JsonExport, table: string): JsonRow[] | undefined {
  return exportTables(data)[table];
}

// ---- tests ----

describe('data export', () => {
  let a: User;
  let b: User;
  beforeAll(async () => {
    a = await populate(await s.createAthlete({ onboarded: true, name: 'Anna Ärger' }), 'Regatta A');
    b = await populate(await s.createAthlete({ onboarded: true, name: 'Bernd' }), 'Geheim B');
  });

  it('refuses anonymous, unverified and unknown formats', async () => {
    const anon = await s.request('/api/export?format=json');
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({
      error: { status: 'UNAUTHENTICATED', message: 'Authentifizierung erforderlich' },
    });
    const unverified = await s.signUp();
    const u = await s.request('/api/export', {
      headers: { authorization: `Bearer ${unverified.token}` },
    });
    expect(u.status).toBe(403);
    expect(((await u.json()) as { error: { message: string } }).error.message).toBe(
      'E-Mail-Verifizierung erforderlich',
    );
    const bad = await s.request('/api/export?format=xml', {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      EXPORT_FORMAT_INVALID,
    );
  });

  it('holds every row of every user table, no secrets, nothing of another user (JSON)', async () => {
    const res = await s.request('/api/export?format=json', {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leistungszone-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text) as JsonExport;
    expect(data[de.dataExport.userId]).toBe(a.userId);
    // Readable: German names for the sections and fields, none of the database's own.
    expect(text).not.toContain('"protocol_entries"');
    expect(text).not.toContain('"occurred_at"');
    expect(text).not.toContain('"zoneMin"');

    const tables = userTables(s.db._.fullSchema as Record<string, unknown>);
    // Drizzle's schema knows every table of the database that holds user rows; the shares of
    // entries have no user column and are the athlete's through her entries.
    expect((await databaseUserTables()).sort()).toEqual(
      tables
        .filter((t) => t.name !== 'users' && t.userColumns.length > 0)
        .map((t) => t.name)
        .sort(),
    );
    expect(tables.filter((t) => t.userColumns.length === 0).map((t) => t.name)).toEqual([
      'entry_shares',
    ]);
    expect(Object.keys(data[de.dataExport.sectionsKey] as object).sort()).toEqual(
      tables.map((t) => titleOf(t.name)).sort(),
    );
    const ownEntries = new Set(jsonRows(data, 'protocol_entries')?.map((e) => e.id));
    for (const t of tables) {
      const rows = jsonRows(data, t.name);
      const expected = await countRows(t.name, t.userColumns, a.userId);
      expect(rows, t.name).toHaveLength(expected);
      for (const row of rows ?? []) {
        expect(
          t.name === 'entry_shares'
            ? ownEntries.has(row.entry_id)
            : t.userColumns.some((c) => row[c] === a.userId),
          t.name,
        ).toBe(true);
        for (const key of Object.keys(row)) expect(SECRET_COLUMNS.has(key), key).toBe(false);
      }
    }
    for (const name of [
      'users',
      'accounts',
      'sessions',
      'cocktail_versions',
      'checkins',
      'protocol_entries',
      'competitions',
      'files',
      'consents',
      'user_settings',
      'reminder_sends',
      'two_factors',
      'coach_links',
      'coach_messages',
      'entry_shares',
      'coach_access_log',
    ]) {
      expect(jsonRows(data, name)?.length, name).toBeGreaterThan(0);
    }

    const [profile] = jsonRows(data, 'users') ?? [];
    expect(profile).toMatchObject({ name: 'Anna Ärger', email: a.email, two_factor_enabled: true });
    // An entry's emotions are in its row, each with the zone of the cocktail, under German names;
    // the table of emotion rows is gone.
    expect(data[de.dataExport.sectionsKey]).not.toHaveProperty('protocol_entry_emotions');
    const f = de.dataExport.nestedFields;
    const [cocktail] = [...(jsonRows(data, 'cocktail_versions') ?? [])].sort(
      (x, y) => Number(y.version) - Number(x.version),
    );
    const zones = (cocktail?.emotions ?? []) as JsonRow[];
    const zone = zones.find((e) => e[f.id as string] === 'motiviert');
    expect(zone?.[f.zoneMin as string]).toEqual(expect.any(Number));
    const entries = jsonRows(data, 'protocol_entries');
    expect(entries).toHaveLength(1);
    expect(entries?.[0]).toMatchObject({
      title: 'Regatta A',
      notes: NOTES,
      emotions: [
        {
          [f.id as string]: 'motiviert',
          [f.label as string]: 'motiviert',
          [f.group as string]: 'P+',
          [f.intensity as string]: 7,
          [f.zoneMin as string]: zone?.[f.zoneMin as string],
          [f.zoneMax as string]: zone?.[f.zoneMax as string],
        },
      ],
    });
    expect(jsonRows(data, 'files')?.[0]).toMatchObject({
      path: `users/${a.userId}/avatar`,
      data: PNG.toString('base64'),
    });
    expect(String(jsonRows(data, 'consents')?.[0]?.given_at)).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    // No key, and nothing of the other athlete.
    const password = rowsOf<{ password: string }>(
      await s.db.execute(sql`SELECT password FROM accounts WHERE user_id = ${a.userId}`),
    )[0]?.password;
    for (const secret of [a.token, password ?? 'missing', b.userId, b.email, 'Geheim B']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a browser session cookie as well', async () => {
    const c = await s.createAthlete({ name: 'Cookie' });
    const signIn = await s.signIn(c.email, c.password);
    expect(signIn.cookie).toContain('session_token');
    const res = await s.request('/api/export', { headers: { cookie: signIn.cookie } });
    expect(res.status).toBe(200);
    const data = (await res.json()) as JsonExport;
    expect(data[de.dataExport.userId]).toBe(c.userId);
    // A two-factor challenge is no session.
    const pending = await s.signIn(a.email, a.password);
    expect(pending.body.twoFactorRedirect).toBe(true);
    const denied = await s.request('/api/export', { headers: { cookie: pending.cookie } });
    expect(denied.status).toBe(401);
  });

  it('writes one CSV section per table in German, RFC 4180 with semicolons and a BOM', async () => {
    const res = await s.request('/api/export?format=csv', {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leistungszone-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toContain('\r\n');
    expect(text).toContain(`"'=SUMME(A1) Müdigkeit, ""Zitat""\nzweite Zeile"`);

    const records = parseCsv(text);
    const sections = csvSections(records);
    for (const t of userTables(s.db._.fullSchema as Record<string, unknown>)) {
      const section = sections.get(titleOf(t.name));
      expect(section, t.name).toBeDefined();
      const [header = [], ...rows] = section ?? [];
      expect(rows, t.name).toHaveLength(await countRows(t.name, t.userColumns, a.userId));
      const userIndexes = t.userColumns.map((c) => header.indexOf(fieldOf(t.name, c)));
      if (t.userColumns.length > 0) {
        expect(Math.max(...userIndexes), t.name).toBeGreaterThanOrEqual(0);
        for (const row of rows) expect(userIndexes.some((i) => row[i] === a.userId)).toBe(true);
      }
      for (const c of SECRET_COLUMNS) expect(header, t.name).not.toContain(c);
    }
    // Readable: no JSON in a field, times and yes/no in German.
    for (const record of records) {
      for (const field of record) expect(field, field).not.toMatch(/^\s*[[{]/);
    }
    const users = sections.get(titleOf('users')) ?? [];
    expect(cell(users, 'users', 'name')).toBe('Anna Ärger');
    expect(cell(users, 'users', 'two_factor_enabled')).toBe(de.dataExport.yes);
    expect(cell(users, 'users', 'created_at')).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d$/);
    const entries = sections.get(titleOf('protocol_entries')) ?? [];
    expect(cell(entries, 'protocol_entries', 'occurred_at')).toBe('30.10.2026 11:00:00');
    expect(cell(entries, 'protocol_entries', 'notes')).toBe(`'${NOTES}`);
    expect(cell(entries, 'protocol_entries', 'type')).toBe('Wettkampf');
    expect(cell(entries, 'protocol_entries', 'goal_reached')).toBe('Teilweise');
    // The entry's emotions in a section of their own, one line each, keyed by the entry.
    const emotions =
      sections.get(
        de.dataExport.nestedSection(
          titleOf('protocol_entries'),
          fieldOf('protocol_entries', 'emotions'),
        ),
      ) ?? [];
    const f = de.dataExport.nestedFields;
    expect(emotions[0]).toEqual([
      fieldOf('protocol_entries', 'id'),
      f.id,
      f.label,
      f.group,
      f.intensity,
      f.zoneMin,
      f.zoneMax,
    ]);
    expect(emotions).toHaveLength(2);
    expect(emotions[1]?.slice(1, 5)).toEqual(['motiviert', 'motiviert', 'P+', '7']);
    expect(emotions[1]?.[0]).toBe(cell(entries, 'protocol_entries', 'id'));
    expect(text).not.toContain(b.userId);
  });

  it('gives a quick entry’s unasked fields as not given, in JSON and CSV', async () => {
    const u = await s.createAthlete({ onboarded: true });
    await s.ok(
      'saveQuickEntry',
      {
        id: randomUUID(),
        occurredAt: '2026-11-03T08:00:00Z',
        type: 'training',
        emotions: [{ ...TEST_EMOTIONS[0], intensity: 7 }],
        rating: 8,
      },
      u.token,
    );
    // The stored stand-ins (importance 3, goal "yes" off the rating 8) are no answers of hers.
    expect(jsonRows(await exportJson(u.token), 'protocol_entries')?.[0]).toMatchObject({
      quick: true,
      rating: 8,
      importance: null,
      goal_reached: null,
    });
    const entries = (await exportCsv(u.token)).get(titleOf('protocol_entries')) ?? [];
    expect(cell(entries, 'protocol_entries', 'quick')).toBe(de.dataExport.yes);
    expect(cell(entries, 'protocol_entries', 'rating')).toBe('8');
    expect(cell(entries, 'protocol_entries', 'importance')).toBe('');
    expect(cell(entries, 'protocol_entries', 'goal_reached')).toBe('');
  });

  it('names the reminder’s weekdays as its toggles do (CSV)', async () => {
    const u = await s.createAthlete({ onboarded: true });
    await s.ok('setReminder', { enabled: true, weekdays: [1, 3, 5], time: '18:00' }, u.token);
    const users = (await exportCsv(u.token)).get(titleOf('users')) ?? [];
    const weekdays = `${fieldOf('users', 'reminder')}: ${de.dataExport.nestedFields.weekdays}`;
    expect(users[1]?.[(users[0] ?? []).indexOf(weekdays)]).toBe('Mo, Mi, Fr');
  });

  it("misses no table that holds the user's id, whatever its column is called", async () => {
    expect(await missedByExport(a.userId)).toEqual([]);
    // A table whose user column has no foreign key to users: the export cannot see it, and the
    // check above names it.
    await s.db.execute(sql`CREATE TABLE stray_notes (author text NOT NULL, note text)`);
    try {
      await s.db.execute(sql`INSERT INTO stray_notes VALUES (${a.userId}, 'vergessen')`);
      expect(await missedByExport(a.userId)).toEqual(['stray_notes']);
    } finally {
      await s.db.execute(sql`DROP TABLE stray_notes`);
    }
  });

  it('takes the owner column from the foreign key, not from its name', () => {
    const notes = pgTable('member_notes', {
      id: uuid('id').primaryKey(),
      member: text('member').references(() => users.id, { onDelete: 'cascade' }),
      userId: text('user_id'),
    });
    const [found] = userTables({ notes });
    expect(found).toMatchObject({ name: 'member_notes', userColumns: ['member'] });
  });

  it('finds user tables by their foreign keys', () => {
    const names = userTables(s.db._.fullSchema as Record<string, unknown>).map((t) => t.name);
    expect(names[0]).toBe('users');
    expect(names).not.toContain('verifications');
    expect(names).toEqual(
      expect.arrayContaining(['coach_links', 'coach_messages', 'invite_codes']),
    );
  });

  it('names every section and field in German, each name once', () => {
    const tables = userTables(s.db._.fullSchema as Record<string, unknown>);
    const sections = de.dataExport.sections;
    // A table or column added later needs its German name in messages-de/exports.ts.
    const unnamed = tables.flatMap((t) =>
      sections[t.name]
        ? t.columns
            .filter((c) => !SECRET_COLUMNS.has(c.name) && !sections[t.name]?.columns[c.name])
            .map((c) => `${t.name}.${c.name}`)
        : [t.name],
    );
    expect(unnamed).toEqual([]);
    expect(Object.keys(sections).sort()).toEqual(tables.map((t) => t.name).sort());
    const titles = tables.map((t) => titleOf(t.name));
    expect(new Set(titles).size).toBe(titles.length);
    for (const t of tables) {
      const labels = Object.values(sections[t.name]?.columns ?? {});
      expect(new Set(labels).size, t.name).toBe(labels.length);
    }
    const nested = Object.values(de.dataExport.nestedFields);
    expect(new Set(nested).size).toBe(nested.length);
  });
});

describe('account deletion', () => {
  it('asks for the password, then removes every row, file and session of the user', async () => {
    const keep = await populate(await s.createAthlete({ onboarded: true }), 'Bleibt');
    const d0 = await s.createAthlete({ onboarded: true, name: 'Dora Delete' });
    const d = await populate(d0, 'Weg damit');
    // A second session and a pending two-factor challenge (a verification row naming the user).
    const second = await s.signIn(d.email, d.password);
    expect(second.body.twoFactorRedirect).toBe(true);

    const noPassword = await auth('/delete-user', {}, { token: d.token });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: PASSWORD_REQUIRED,
    });
    const wrong = await auth('/delete-user', { password: 'falsches-passwort' }, { token: d.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    expect((await s.call('getSettings', null, { token: d.token })).status).toBe(200);
    const anon = await auth('/delete-user', { password: d.password });
    expect(anon.status).toBe(401);

    const deleted = await auth('/delete-user', { password: d.password }, { token: d.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'User deleted' });

    expect((await s.call('getSettings', null, { token: d.token })).status).toBe(401);
    expect((await s.signIn(d.email, d.password)).status).toBe(401);

    // No row of any table of the database names the user, by id or by e-mail address.
    const tables = rowsOf<{ table_name: string }>(
      await s.db.execute(
        sql`SELECT table_name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      ),
    ).map((r) => r.table_name);
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      for (const needle of [d.userId, d.email]) {
        const r = await s.db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} t WHERE t::text ILIKE ${`%${needle}%`}`,
        );
        expect(rowsOf<{ n: number }>(r)[0]?.n, `${table} ${needle}`).toBe(0);
      }
    }
    // The other athlete keeps everything.
    for (const t of userTables(s.db._.fullSchema as Record<string, unknown>)) {
      if (['users', 'files', 'protocol_entries', 'two_factors'].includes(t.name)) {
        expect(await countRows(t.name, t.userColumns, keep.userId), t.name).toBeGreaterThan(0);
      }
    }
    expect((await s.call('getSettings', null, { token: keep.token })).status).toBe(200);
  });
});

describe('password and sessions', () => {
  it('changes the password with German field errors, and ends the other sessions', async () => {
    const u = await s.createAthlete();
    const other = await s.signIn(u.email, u.password);
    expect(other.token).toEqual(expect.any(String));

    const short = await auth(
      '/change-password',
      { currentPassword: u.password, newPassword: 'kurz', revokeOtherSessions: true },
      { token: u.token },
    );
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Passwort ist zu kurz',
      fieldErrors: { newPassword: 'Passwort ist zu kurz' },
    });
    const missing = await auth(
      '/change-password',
      { newPassword: 'neues-passwort-2' },
      { token: u.token },
    );
    expect(missing.body.fieldErrors).toEqual({ currentPassword: 'Dieses Feld ist erforderlich' });
    const wrong = await auth(
      '/change-password',
      {
        currentPassword: 'falsch-falsch',
        newPassword: 'neues-passwort-2',
        revokeOtherSessions: true,
      },
      { token: u.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');

    const changed = await auth(
      '/change-password',
      { currentPassword: u.password, newPassword: 'neues-passwort-2', revokeOtherSessions: true },
      { token: u.token },
    );
    expect(changed.status).toBe(200);
    const fresh = changed.token as string;
    expect(fresh).toEqual(expect.any(String));
    expect((await s.call('getSettings', null, { token: other.token ?? '' })).status).toBe(401);
    expect((await s.call('getSettings', null, { token: u.token })).status).toBe(401);
    expect((await s.call('getSettings', null, { token: fresh })).status).toBe(200);
    expect((await s.signIn(u.email, u.password)).status).toBe(401);
    expect((await s.signIn(u.email, 'neues-passwort-2')).status).toBe(200);
  });

  it('lists the sessions and ends one of them', async () => {
    const u = await s.createAthlete();
    const before = await auth('/list-sessions', undefined, { token: u.token, method: 'GET' });
    const other = await s.signIn(u.email, u.password);
    const list = await auth('/list-sessions', undefined, { token: u.token, method: 'GET' });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(before.body.length + 1);
    expect(new Set(list.body.map((x: { userId: string }) => x.userId))).toEqual(
      new Set([u.userId]),
    );

    // The list names each session by its id, which the client sends back to end it; the tokens
    // stay on the server.
    const otherId = (
      await auth('/get-session', undefined, { token: other.token ?? '', method: 'GET' })
    ).body.session.id;
    const entry = list.body.find((x: { id: string }) => x.id === otherId);
    expect(entry).toBeDefined();
    expect(entry).not.toHaveProperty('token');
    const revoked = await auth('/revoke-session', { sessionId: entry.id }, { token: u.token });
    expect(revoked.status).toBe(200);
    expect((await s.call('getSettings', null, { token: other.token ?? '' })).status).toBe(401);
    expect((await s.call('getSettings', null, { token: u.token })).status).toBe(200);
    expect(
      (await auth('/list-sessions', undefined, { token: u.token, method: 'GET' })).body,
    ).toHaveLength(before.body.length);

    // Another user's session cannot be ended with one's own, by id or by token.
    const stranger = await s.createAthlete();
    const strangerId = (
      await auth('/get-session', undefined, { token: stranger.token, method: 'GET' })
    ).body.session.id;
    await auth('/revoke-session', { sessionId: strangerId }, { token: u.token });
    await auth('/revoke-session', { token: stranger.token.split('.')[0] }, { token: u.token });
    expect((await s.call('getSettings', null, { token: stranger.token })).status).toBe(200);
    expect((await auth('/list-sessions', undefined, { method: 'GET' })).status).toBe(401);
  });
});

describe('two-factor sign-in', () => {
  it('is enabled with an authenticator code, then sign-in needs the second factor', async () => {
    const u = await s.createAthlete();
    const wrongPassword = await auth(
      '/two-factor/enable',
      { password: 'nicht-meins' },
      { token: u.token },
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.code).toBe('INVALID_PASSWORD');

    const enabled = await auth('/two-factor/enable', { password: u.password }, { token: u.token });
    expect(enabled.status).toBe(200);
    const uri = new URL(enabled.body.totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Leistungszone');
    expect(decodeURIComponent(uri.pathname)).toContain(u.email);
    expect(enabled.body.backupCodes).toHaveLength(10);
    // Digits in blocks, to write down and type back without mixing up letters or their case.
    for (const code of enabled.body.backupCodes as string[]) {
      expect(code).toMatch(/^\d{4}-\d{4}-\d{4}$/);
    }
    expect(new Set(enabled.body.backupCodes as string[]).size).toBe(10);
    // Not on before the first code from the app is confirmed.
    expect((await s.ok('getSettings', null, u.token)).twoFactorEnabled).toBe(false);
    expect((await s.signIn(u.email, u.password)).token).toEqual(expect.any(String));

    const badCode = await auth('/two-factor/verify-totp', { code: '000000' }, { token: u.token });
    expect(badCode.status).toBe(401);
    const verified = await auth(
      '/two-factor/verify-totp',
      { code: totp(enabled.body.totpURI) },
      { token: u.token },
    );
    expect(verified.status).toBe(200);
    const token = verified.token as string;
    expect((await s.ok('getSettings', null, token)).twoFactorEnabled).toBe(true);

    // Password alone gives no session now.
    const first = await s.signIn(u.email, u.password);
    expect(first.status).toBe(200);
    expect(first.token).toBeNull();
    expect(first.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const wrong = await auth(
      '/two-factor/verify-totp',
      { code: '123456' },
      { cookie: first.cookie },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CODE');
    const second = await auth(
      '/two-factor/verify-totp',
      { code: totp(enabled.body.totpURI) },
      { cookie: first.cookie },
    );
    expect(second.status).toBe(200);
    expect((await s.ok('getSettings', null, second.token ?? '')).email).toBe(u.email);

    // A backup code works once.
    const [backup] = enabled.body.backupCodes as string[];
    const viaBackup = await s.signIn(u.email, u.password);
    const used = await auth(
      '/two-factor/verify-backup-code',
      { code: backup },
      { cookie: viaBackup.cookie },
    );
    expect(used.status).toBe(200);
    expect(used.token).toEqual(expect.any(String));
    const again = await s.signIn(u.email, u.password);
    const reused = await auth(
      '/two-factor/verify-backup-code',
      { code: backup },
      { cookie: again.cookie },
    );
    expect(reused.status).toBe(401);

    // Turning it off needs the password and brings back the plain sign-in.
    const disabled = await auth('/two-factor/disable', { password: u.password }, { token });
    expect(disabled.status).toBe(200);
    expect((await s.ok('getSettings', null, disabled.token ?? '')).twoFactorEnabled).toBe(false);
    expect((await s.signIn(u.email, u.password)).token).toEqual(expect.any(String));
  });
});
