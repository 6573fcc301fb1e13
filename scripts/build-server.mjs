import { cpSync, existsSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './build-if-stale.mjs';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the server bundle is built from (tests are skipped by `newestMtime`). */
const SOURCES = ['src/server', 'src/domain', 'package.json'];
export const SERVER_ENTRY = 'dist/server/main.mjs';

/** True when the compiled server is missing or older than any of its sources. */
export function isServerBuildStale(root = defaultRoot) {
  const built = path.join(root, SERVER_ENTRY);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/**
 * Compiles the server into one ES module (packages stay in node_modules), so a start loads plain
 * JavaScript instead of compiling TypeScript on every start, which saves start-up time and memory.
 * Files the server reads beside its modules (migrations, the password list) are copied next to the
 * bundle, where `import.meta.url` then points.
 */
export async function buildServer(root = defaultRoot) {
  const outDir = path.join(root, 'dist/server');
  const target = path.join(root, SERVER_ENTRY);
  // Written under another name first: a process starting meanwhile never reads half a file.
  const partial = `${target}.${process.pid}.tmp`;
  // Imported here: esbuild is a dev dependency, and a start on a fresh build never needs it.
  const { build, stop } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the caller: `npm start` runs the server.
  await stop();
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  cpSync(
    path.join(root, 'src/server/auth/common-passwords.txt'),
    path.join(outDir, 'common-passwords.txt'),
  );
  renameSync(partial, target);
}

/** Compiles the server only when its sources changed since the last build; returns whether it did. */
export async function buildServerIfStale(root = defaultRoot) {
  if (!isServerBuildStale(root)) return false;
  await buildServer(root);
  return true;
}
