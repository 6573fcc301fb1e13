// The memory floor of the PGlite figures: this process opens a PGlite directory with the server's
// start parameters (argv: dir, JSON array), runs one query, waits as the bench waits before reading
// the server's idle memory, and prints its resident memory. Run by bench/memory.mjs.
import { PGlite } from '@electric-sql/pglite';
import { readMemory } from './memory.mjs';

const [dir, params] = process.argv.slice(2);
if (!dir || !params) throw new Error('usage: pglite-floor.mjs <data dir> <start params as JSON>');
const client = new PGlite(dir, { startParams: JSON.parse(params) });
await client.waitReady;
await client.query('SELECT 1');
await new Promise((resolve) => setTimeout(resolve, 2000));
process.stdout.write(`${JSON.stringify(readMemory(process.pid))}\n`);
await client.close();
