import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's migrations folder, every migration in it. */
export const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'db',
  'migrations',
);

/**
 * A copy of the migrations folder as it was up to `last` (a journal tag), in a folder below `work`:
 * what a server from before a migration had, for tests that bring such a database forward.
 */
export function migrationsUpTo(work: string, last: string): string {
  const dir = path.join(work, last);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === last);
  if (end < 0) throw new Error(`No migration tagged ${last}`);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
