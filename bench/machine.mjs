// What the bench ran on, read at its start and end, so figures of different runs can be compared.
import os from 'node:os';

/**
 * How long this machine takes to hand out fresh memory, in ms per 100 MB written. A virtual machine
 * whose host backs the guest's memory only when first touched can be ten times slower here than
 * usual, and every browser figure with it: compare figures of runs with a like reading.
 */
export function freshMemoryMsPer100Mb() {
  const bytes = 256 * 2 ** 20;
  const startedAt = performance.now();
  Buffer.alloc(bytes, 1);
  return Math.round(((performance.now() - startedAt) * 100 * 2 ** 20) / bytes);
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((x) => Number(x.toFixed(2))),
    freshMemoryMsPer100Mb: freshMemoryMsPer100Mb(),
    date: new Date().toISOString(),
  };
}
