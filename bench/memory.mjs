import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

/** Resident memory of a process from /proc/<pid>/status: now (VmRSS) and its peak (VmHWM), in MB. */
export function readMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => {
    const kb = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]);
    return Math.round(kb / 1024);
  };
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM') };
}

/** Samples VmRSS every `intervalMs` until `stop()`, which returns the highest value seen. */
export function sampleRss(pid, intervalMs = 200) {
  let max = readMemory(pid).rssMb;
  const timer = setInterval(() => {
    max = Math.max(max, readMemory(pid).rssMb);
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(max, readMemory(pid).rssMb);
    },
  };
}

/**
 * Resident memory of a bare Node process that only opens PGlite on `dir` with the server's start
 * parameters (bench/pglite-floor.mjs): what the embedded database costs before any app code. `dir`
 * must be initialised and held by no other process.
 */
export async function measurePgliteFloor(dir, startParams) {
  const script = new URL('./pglite-floor.mjs', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(process.execPath, [
    script,
    dir,
    JSON.stringify(startParams),
  ]);
  return JSON.parse(stdout.trim().split('\n').at(-1));
}
