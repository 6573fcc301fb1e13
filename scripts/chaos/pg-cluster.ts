import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../e2e/support/server';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster of our own, so the outage drills can stop and start a server without
 * touching the machine's cluster that other test runs use. Runs as the `postgres` OS user when we are
 * root (initdb refuses root), with trust auth on a free loopback port and its socket in its own dir.
 */
export interface PgCluster {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** `fast` ends sessions cleanly; `immediate` is a crash without a shutdown checkpoint. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's programs (Debian layout), unless PG_BIN names others. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL in /usr/lib/postgresql; set PG_BIN');
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
}

async function asPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return run(file, argv, { timeout: 60_000 });
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const root = await mkdtemp(path.join(os.tmpdir(), 'lz-chaos-pg-'));
  // The postgres user must be able to enter the directory that mkdtemp made for root.
  await chmod(root, 0o777);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await asPostgres(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const pgCtl = path.join(bin, 'pg_ctl');
  const logFile = path.join(root, 'postgres.log');
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await asPostgres(pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']);
    },
    async stop(mode) {
      await asPostgres(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']);
    },
    async destroy() {
      await asPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
