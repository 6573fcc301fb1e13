import { sql } from 'drizzle-orm';
import { CONSENT_VERSION } from '../src/domain/consent';
import { EMOTION_CATALOGUE } from '../src/domain/emotions';
import { loadConfig } from '../src/server/config';
import { createLogger } from '../src/server/logger';
import type { Mail } from '../src/server/mail/mailer';
import { createServerContext } from '../src/server/server';
import { insertEntriesOfAthlete, insertLinkedAthletes } from '../src/server/test/scale-seed';

/** The sizes the goals name: one athlete's long history, and a coach's large squad. */
export const ATHLETE_ENTRIES = 2_000;
export const COACH_ATHLETES = 100;
export const DAYS_PER_ATHLETE = 365;

const EMOTION_IDS = [
  'motiviert',
  'energiegeladen',
  'selbstsicher',
  'fokussiert',
  'nervoes',
  'angespannt',
  'entspannt',
  'sorglos',
  'muede',
  'unsicher',
];
/** The athlete's cocktail: ten emotions of the catalogue, so every entry carries ten ratings. */
export const BENCH_EMOTIONS = EMOTION_IDS.map((id) => {
  const e = EMOTION_CATALOGUE.find((c) => c.id === id);
  if (!e) throw new Error(`emotion ${id} is not in the catalogue`);
  return { id: e.id, label: e.label, group: e.group };
});

export interface BenchTarget {
  /** PostgreSQL database of this run; without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** The secret the bench's server process runs with, so the sessions made here are valid there. */
  authSecret: string;
}

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  /** Bearer token of the sign-up session. */
  token: string;
  /** The session cookie of the same sign-up, as a browser keeps it. */
  cookie: string;
}

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'bench-passwort-2026';

/**
 * The app's own server context on the bench database, in this process: users sign up and onboard
 * through the real HTTP routes (`app.request`), then the bulk of the entries goes in as SQL, since
 * 38,500 entries one call at a time would measure the seeding, not the app.
 */
export async function openBenchContext(target: BenchTarget) {
  const config = loadConfig({
    // `test`: no rate limits on the dozen sign-up calls and no background jobs while seeding.
    NODE_ENV: 'test',
    BASE_URL: ORIGIN,
    BETTER_AUTH_SECRET: target.authSecret,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    LOG_LEVEL: 'silent',
  });
  const log = createLogger('silent');
  const ctx = await createServerContext(config, log, { startJobs: false });
  const sent: Mail[] = [];
  const send = ctx.mailer.send.bind(ctx.mailer);
  ctx.mailer.send = async (mail) => {
    sent.push(mail);
    await send(mail);
  };

  function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set('origin', ORIGIN);
    return ctx.app.request(`${ORIGIN}${path}`, { ...init, headers });
  }

  async function call(name: string, data: unknown, token: string) {
    const res = await request(`/api/functions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    });
    const body = (await res.json()) as { result?: unknown; error?: unknown };
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
    return body.result;
  }

  /** Signs up through Better Auth and follows the verification mail's link. */
  async function createUser(name: string, accountType: 'athlete' | 'coach'): Promise<SeededUser> {
    const email = `bench-${accountType}-${Date.now().toString(36)}@example.de`;
    const res = await request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password: PASSWORD, accountType }),
    });
    if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
    const token = res.headers.get('set-auth-token');
    if (!token) throw new Error('sign-up gave no token');
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await res.json()) as { user: { id: string } };
    const link = sent.findLast((m) => m.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no verification mail for ${email}`);
    const url = new URL(link);
    const verified = await request(url.pathname + url.search, { redirect: 'manual' });
    if (verified.status >= 400) throw new Error(`verification: ${verified.status}`);
    return { id: user.id, email, password: PASSWORD, token, cookie };
  }

  return { ctx, config, log, call, createUser };
}

export type BenchContext = Awaited<ReturnType<typeof openBenchContext>>;

/** An athlete through consent and onboarding, with the ten emotions of BENCH_EMOTIONS as cocktail. */
async function onboardAthlete(bench: BenchContext, name: string): Promise<SeededUser> {
  const athlete = await bench.createUser(name, 'athlete');
  // Health data is stored only after the consent to processing it.
  await bench.call('giveConsent', { version: CONSENT_VERSION }, athlete.token);
  await bench.call(
    'saveOnboardingProfile',
    { name, sport: 'Rudern', level: 'competitive' },
    athlete.token,
  );
  const state = (await bench.call(
    'saveOnboardingEmotions',
    { emotions: BENCH_EMOTIONS },
    athlete.token,
  )) as { emotions: unknown[] };
  await bench.call('saveOnboardingZones', { emotions: state.emotions }, athlete.token);
  await bench.call('finishOnboarding', { reminder: null, coachCode: null }, athlete.token);
  return athlete;
}

/** An onboarded athlete with ten emotions and 2,000 entries, one every 4 h 22 min back from now. */
async function seedAthlete(bench: BenchContext): Promise<SeededUser> {
  const athlete = await onboardAthlete(bench, 'Bench Athletin');
  await insertEntriesOfAthlete(bench.ctx.db, athlete.id, ATHLETE_ENTRIES, BENCH_EMOTIONS);
  return athlete;
}

/** A coach with 100 linked athletes of one entry a day for a year, a fifth of them shared. */
async function seedCoach(bench: BenchContext): Promise<SeededUser> {
  const coach = await bench.createUser('Bench Trainer', 'coach');
  await insertLinkedAthletes(bench.ctx.db, {
    coachId: coach.id,
    idPrefix: 'bench-',
    athletes: COACH_ATHLETES,
    days: DAYS_PER_ATHLETE,
  });
  return coach;
}

/**
 * `athlete` is the one the reads measure, at the size the goals name. The load's saves go to
 * `writer`, the same kind of athlete: saved as `athlete`, a save run would grow her history many
 * times over, and the reads measured after it would no longer be of the size the goals name.
 */
export async function seed(bench: BenchContext) {
  const athlete = await seedAthlete(bench);
  const writer = await onboardAthlete(bench, 'Bench Schreiberin');
  const coach = await seedCoach(bench);
  await bench.ctx.db.execute(sql`ANALYZE`);
  return { athlete, writer, coach };
}

export type Seeded = Awaited<ReturnType<typeof seed>>;

/** Seeds the target's database and closes the seeding context, so a server can open it next. */
export async function seedTarget(target: BenchTarget): Promise<Seeded> {
  const bench = await openBenchContext(target);
  try {
    return await seed(bench);
  } finally {
    await bench.ctx.close();
  }
}
