import { readFileSync } from 'node:fs';

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
