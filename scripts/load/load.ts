/**
 * Load test (`npm run load`, not in CI): simulated athletes against one server process on PostgreSQL.
 * Each athlete loops sign-in, dashboard, check-in, save entry, trends, with a think time after every
 * step. Reports requests, errors, p50/p95/p99 per step and the server's RSS every 5 s.
 *
 * The server runs as production (`NODE_ENV=production`, Better Auth's rate limits on, stored in the
 * database). Every athlete connects from its own loopback address (127.0.1.x): the server takes the
 * client address from the socket, so the sign-in limit per address applies per athlete, as it would
 * for athletes on their own phones, and no header has to be trusted.
 *
 * Think time: uniform 30-60 s after each step, so one round of five steps takes about four minutes,
 * a human pace (reading the dashboard, filling in a check-in, writing an entry). It also keeps sign-in
 * below one per second for 200 athletes: each sign-in verifies a scrypt password hash on the server's
 * event loop, and on a shared two-core machine that is the first limit (see the report).
 *
 * Options: --duration <s> (300), --athletes <n> (200), --think-min/--think-max <ms> (30000/60000),
 * --admin-url (postgres://postgres@127.0.0.1:5432/test; a database lz_load_<random> is created from it
 * and dropped at the end), --report <file> (JSON).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startAppServer } from '../../e2e/support/server';
import { startSmtpServer } from '../../e2e/support/smtp';
import {
  type Answer,
  type Client,
  createClient,
  DRILL_COCKTAIL,
  entryInput,
  onboard,
  signIn,
  signUp,
  sleep,
  TimedOut,
  uniqueEmail,
  verifyByMail,
} from '../chaos/client';
import { type RssSample, rssTrend, summarize } from './stats';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '300' },
    athletes: { type: 'string', default: '200' },
    'think-min': { type: 'string', default: '30000' },
    'think-max': { type: 'string', default: '60000' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    report: { type: 'string' },
  },
});
const durationMs = Number(values.duration) * 1000;
const athleteCount = Number(values.athletes);
const thinkMin = Number(values['think-min']);
const thinkMax = Number(values['think-max']);
const REQUEST_TIMEOUT_MS = 30_000;
const STEPS = ['signIn', 'getDashboard', 'recordCheckIn', 'saveEntry', 'getTrends'] as const;
type Step = (typeof STEPS)[number];

const latencies = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const errors = new Map<Step, string[]>(STEPS.map((s) => [s, []]));

/** A pause after a step, cut short at the end of the run so the run (and its RSS samples) ends on time. */
const think = (until: number) =>
  sleep(Math.min(thinkMin + Math.random() * (thinkMax - thinkMin), until - performance.now()));

async function measured(step: Step, send: () => Promise<Answer>): Promise<Answer | null> {
  const started = performance.now();
  try {
    const answer = await send();
    latencies.get(step)?.push(performance.now() - started);
    if (answer.status !== 200) {
      errors.get(step)?.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return null;
    }
    return answer;
  } catch (err) {
    errors.get(step)?.push(err instanceof TimedOut ? 'timeout' : String(err));
    return null;
  }
}

interface SimAthlete {
  email: string;
  client: Client;
}

async function athleteLoop(athlete: SimAthlete, until: number) {
  // Spread the starts over one round of the loop, so the sign-ins come at a steady rate from the start.
  await sleep(Math.random() * STEPS.length * ((thinkMin + thinkMax) / 2));
  while (performance.now() < until) {
    const session = await measured('signIn', () =>
      signIn(athlete.client, athlete.email, REQUEST_TIMEOUT_MS),
    );
    const token = session?.headers['set-auth-token'];
    if (typeof token !== 'string') {
      await think(until);
      continue;
    }
    await think(until);
    const calls: [Step, unknown][] = [
      ['getDashboard', null],
      [
        'recordCheckIn',
        {
          id: randomUUID(),
          intensities: DRILL_COCKTAIL.map((e) => ({
            emotionId: e.id,
            intensity: Math.floor(Math.random() * 11),
          })),
        },
      ],
      ['saveEntry', entryInput('Lasttest')],
      ['getTrends', { range: '30' }],
    ];
    for (const [step, data] of calls) {
      if (performance.now() >= until) return;
      await measured(step, () => athlete.client.call(step, data, token, REQUEST_TIMEOUT_MS));
      await think(until);
    }
  }
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb * 1024;
}

async function main() {
  const dbName = `lz_load_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values['admin-url'] });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(values['admin-url'] as string);
  dbUrl.pathname = `/${dbName}`;

  const mailbox = await startSmtpServer();
  const server = await startAppServer({
    smtpUrl: mailbox.url,
    serveWeb: false,
    env: { NODE_ENV: 'production', DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'info' },
  });
  const clients: Client[] = [];
  try {
    console.log(`server pid ${server.pid} on ${server.apiURL}, database ${dbName}`);
    const athletes: SimAthlete[] = [];
    const setUpStarted = performance.now();
    for (let first = 0; first < athleteCount; first += 10) {
      const batch = Array.from({ length: Math.min(10, athleteCount - first) }, (_, k) => first + k);
      athletes.push(
        ...(await Promise.all(
          batch.map(async (i) => {
            const client = createClient(server.apiURL, {
              origin: server.baseURL,
              localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
              maxSockets: 1,
              keepAlive: false,
            });
            clients.push(client);
            const email = uniqueEmail(`last${i}`);
            const { token } = await signUp(client, email, `Lastathlet ${i}`);
            await verifyByMail(client, mailbox, email);
            await onboard(client, token, `Lastathlet ${i}`);
            return { email, client };
          }),
        )),
      );
    }
    console.log(
      `${athletes.length} athletes registered, verified and onboarded in ${Math.round((performance.now() - setUpStarted) / 1000)} s`,
    );

    const samples: RssSample[] = [];
    const started = performance.now();
    const sample = () =>
      samples.push({ atMs: performance.now() - started, rss: rssOf(server.pid) });
    sample();
    const sampler = setInterval(sample, 5_000);
    const until = started + durationMs;
    await Promise.all(athletes.map((a) => athleteLoop(a, until)));
    clearInterval(sampler);
    sample();
    const elapsedS = (performance.now() - started) / 1000;

    const perStep = STEPS.map((step) => ({
      step,
      ...summarize(latencies.get(step) ?? []),
      errors: errors.get(step)?.length ?? 0,
    }));
    const totalRequests = perStep.reduce((n, s) => n + s.requests, 0);
    const totalErrors = perStep.reduce((n, s) => n + s.errors, 0);
    const trend = rssTrend(samples, 120_000);

    console.log(
      `\n${athleteCount} athletes, ${Math.round(elapsedS)} s, think ${thinkMin}-${thinkMax} ms: ${totalRequests} requests (${(totalRequests / elapsedS).toFixed(1)}/s), ${totalErrors} errors`,
    );
    console.log('step            requests  errors   p50 ms   p95 ms   p99 ms   max ms');
    for (const s of perStep) {
      console.log(
        `${s.step.padEnd(15)} ${String(s.requests).padStart(8)} ${String(s.errors).padStart(7)} ${s.p50.toFixed(0).padStart(8)} ${s.p95.toFixed(0).padStart(8)} ${s.p99.toFixed(0).padStart(8)} ${s.max.toFixed(0).padStart(8)}`,
      );
    }
    const mb = (b: number) => (b / 1024 / 1024).toFixed(1);
    console.log(
      `RSS (every 5 s, MB): ${samples.map((s) => mb(s.rss)).join(' ')}\n` +
        `last ${trend.windowS} s: mean ${mb(trend.mean)} MB, trend ${mb(trend.growth)} MB over the window, noise ±${mb(trend.noise)} MB -> ${trend.flat ? 'flat' : 'GROWING'}`,
    );
    const shownErrors = STEPS.flatMap((s) =>
      (errors.get(s) ?? []).slice(0, 3).map((e) => `${s}: ${e}`),
    );
    for (const e of shownErrors) console.log(`error ${e}`);

    if (values.report) {
      writeFileSync(
        values.report,
        `${JSON.stringify(
          {
            athletes: athleteCount,
            durationS: elapsedS,
            thinkMs: [thinkMin, thinkMax],
            clientAddresses: 'one loopback address per athlete (127.0.1.x)',
            totalRequests,
            totalErrors,
            perStep,
            rss: samples,
            rssTrend: trend,
            errorSamples: shownErrors,
          },
          null,
          2,
        )}\n`,
      );
    }
    process.exitCode = totalErrors === 0 && trend.flat ? 0 : 1;
  } finally {
    for (const c of clients) c.close();
    await server.stop();
    await mailbox.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
