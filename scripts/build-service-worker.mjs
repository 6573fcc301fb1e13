import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(root, 'src/web/pwa/service-worker.js');

/** Everything Vite emitted for the app: each chunk, its CSS and the files it references (fonts, images). */
function builtAssets(manifest) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  return [...files];
}

/** The files of `public/` that Vite copied to the top of the build: page, icons, manifest, scripts. */
async function shellFiles(outDir) {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((file) => !/^(assets|\.vite)\//.test(file) && file !== 'sw.js')
    .filter((file) => !/\.(br|gz)$/.test(file));
}

/**
 * Writes `sw.js` into the build: the worker of src/web/pwa with the list of files to precache (from
 * Vite's build manifest, so nothing the app loads is missed) and a version hashed from their content.
 */
export async function buildServiceWorker(outDir = path.join(root, 'dist/web')) {
  // vite.config.ts moves the manifest beside the served directory (it names every source file).
  const manifest = JSON.parse(await readFile(`${outDir}.manifest.json`, 'utf8'));
  const files = [...(await shellFiles(outDir)), ...builtAssets(manifest)].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(path.join(outDir, file)));
  }
  const source = await readFile(SOURCE, 'utf8');
  hash.update(source);
  const version = hash.digest('hex').slice(0, 16);
  const urls = files.map((file) => `/${file}`);
  await writeFile(
    path.join(outDir, 'sw.js'),
    `const SHELL_VERSION = ${JSON.stringify(version)};\nconst SHELL_FILES = ${JSON.stringify(urls)};\n${source}`,
  );
  return { version, files: urls.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { version, files } = await buildServiceWorker(outDir);
  console.warn(`build-service-worker: sw.js ${version} precaches ${files} files`);
}
