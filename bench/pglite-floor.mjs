// The memory floor of the PGlite figures: this process opens a PGlite directory with the server's
// V8 flags and start parameters (argv: dir, both as JSON arrays, wait in ms), runs one query, waits
// idle as the bench waits before reading the server's idle memory, and prints its resident memory.
// Run by bench/memory.mjs.
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { readMemory } from './memory.mjs';

const [dir, params, flags, waitMs] = process.argv.slice(2);
if (!dir || !params || !flags || !waitMs) {
  throw new Error('usage: pglite-floor.mjs <data dir> <start params> <V8 flags> <wait ms>');
}
for (const flag of JSON.parse(flags)) v8.setFlagsFromString(flag);
const client = new PGlite(dir, { startParams: JSON.parse(params) });
await client.waitReady;
await client.query('SELECT 1');
await sleep(Number(waitMs));
process.stdout.write(`${JSON.stringify(readMemory(process.pid))}\n`);
await client.close();
