import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The web layers' import rule lives in biome.json (noRestrictedImports per folder). These probes
 * write files that break it, and some that keep it, into the real folders and lint them, so a
 * config change that stops the rule from firing fails here.
 */
const root = join(import.meta.dirname, '..', '..');
const probe = `zz-boundary-probe-${process.pid}`;
const written: string[] = [];

function write(path: string, text: string) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, text);
  written.push(path);
  return path;
}

async function violations(path: string): Promise<string[]> {
  const bin = join(root, 'node_modules', '.bin', 'biome');
  const run = promisify(execFile)(bin, ['lint', '--reporter=json', path], { cwd: root }).catch(
    (err: { stdout: string }) => ({ stdout: err.stdout }),
  );
  const { diagnostics } = JSON.parse((await run).stdout) as {
    diagnostics: { category: string; location: { start?: { line: number } } }[];
  };
  return diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => String(d.location.start?.line ?? '?'));
}

afterAll(() => {
  rmSync(join(root, 'src/web/features', probe), { recursive: true, force: true });
  for (const path of written) rmSync(join(root, path), { force: true });
});

describe('web import boundaries', () => {
  it('a feature imports neither the app, nor the layouts, nor another feature', async () => {
    const top = write(
      `src/web/features/${probe}/page.ts`,
      [
        "import { a } from '../trends/lib/format';",
        "import { b } from '../../app/guard';",
        "import { c } from '../../layouts/nav-items';",
        "import { d } from '../../lib/query-client';",
        "import { e } from './lib/own';",
        'export const all = [a, b, c, d, e];',
        '',
      ].join('\n'),
    );
    const nested = write(
      `src/web/features/${probe}/lib/own.ts`,
      [
        "import { a } from '../../cocktail/lib/format-time';",
        "import { b } from '../page';",
        "import { c } from '../../../components/ui/card';",
        'export const all = [a, b, c];',
        '',
      ].join('\n'),
    );
    expect(await violations(top)).toEqual(['1', '2', '3']);
    expect(await violations(nested)).toEqual(['1']);
  }, 60_000);

  it('shared code imports no feature and not the app', async () => {
    const shared = write(
      `src/web/lib/${probe}.ts`,
      [
        "import { a } from '../features/trends/lib/format';",
        "import { b } from '../app/guard';",
        "import { c } from './query-client';",
        'export const all = [a, b, c];',
        '',
      ].join('\n'),
    );
    expect(await violations(shared)).toEqual(['1', '2']);
  }, 60_000);
});
