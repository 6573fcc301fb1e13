import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
 * Resident memory of a bare Node process that only holds PGlite, with the server's V8 flags and start
 * parameters, on an empty database directory (bench/pglite-floor.mjs), read after `idleMs` with
 * nothing to do: what the embedded database costs before any app code and any data. The directory is
 * initialised by a first process and measured in a second one, as a server restarts on an existing
 * directory.
 */
export async function measurePgliteFloor({ startParams, v8Flags, idleMs }) {
  const script = new URL('./pglite-floor.mjs', import.meta.url).pathname;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lz-pglite-floor-'));
  try {
    const run = (waitMs) =>
      promisify(execFile)(process.execPath, [
        script,
        dir,
        JSON.stringify(startParams),
        JSON.stringify(v8Flags),
        String(waitMs),
      ]);
    await run(0);
    const { stdout } = await run(idleMs);
    return JSON.parse(stdout.trim().split('\n').at(-1));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
