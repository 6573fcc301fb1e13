import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sampleRss } from './memory.mjs';

/**
 * One callable function as autocannon requests it: `POST /api/functions/<name>` with `{"data": …}`,
 * the bearer token of the seeded athlete. With `makeData(id, occurredAt)`, each request's data is
 * that of a new id and the current time: the JSON is made once and the two are put into it per
 * request, since the load generator shares the machine's two cores with the server and the
 * database, and its CPU time is taken from them.
 */
export function callableRequest(name, { token, data = null, makeData } = {}) {
  const request = {
    method: 'POST',
    path: `/api/functions/${name}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ data }),
  };
  if (makeData) {
    const ID = '00000000-0000-4000-8000-000000000000';
    const AT = '2000-01-01T00:00:00.000Z';
    const [head, middle, tail] = JSON.stringify({ data: makeData(ID, AT) }).split(
      new RegExp(`${ID}|${AT.replaceAll('.', '\\.')}`),
    );
    if (tail === undefined) throw new Error(`${name}: makeData must use the id, then the time`);
    request.setupRequest = (req) => ({
      ...req,
      body: head + randomUUID() + middle + new Date().toISOString() + tail,
    });
  }
  return request;
}

/**
 * The four functions the bench measures: the reads as the seeded athlete (`token`), the saves as a
 * second one (`writerToken`), so the athlete read stays at its seeded size (bench/seed.ts).
 */
export function benchRequests({ token, writerToken, makeEntry }) {
  return {
    ping: callableRequest('ping'),
    getProfile: callableRequest('getProfile', { token }),
    getDashboard: callableRequest('getDashboard', { token }),
    saveEntry: callableRequest('saveEntry', {
      token: writerToken,
      makeData: makeEntry,
    }),
  };
}

/**
 * One autocannon run. `requests` cycle per connection (one request is a run of that function
 * alone); with `pid`, the resident memory of that process is sampled during the run.
 */
export async function runLoad({ url, connections, durationSec, amount, requests, pid }) {
  const memory = pid ? sampleRss(pid) : null;
  const result = await autocannon({
    url,
    connections,
    // A number of requests instead of a duration: a warm-up that meets every user once.
    ...(amount ? { amount } : { duration: durationSec }),
    requests: requests ?? [{ method: 'GET', path: '/' }],
  });
  const peakRssMb = memory?.stop() ?? null;
  return {
    connections,
    durationSec,
    rps: Math.round(result.requests.average),
    total: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    peakRssMb,
  };
}

export function describeLoad(label, r) {
  return (
    `${label.padEnd(34)} ${String(r.rps).padStart(7)} req/s  p50 ${r.latencyMs.p50} ms  ` +
    `p99 ${r.latencyMs.p99} ms  errors ${r.errors} (timeouts ${r.timeouts})  non-2xx ${r.non2xx}` +
    (r.peakRssMb === null ? '' : `  peak RSS ${r.peakRssMb} MB`)
  );
}
