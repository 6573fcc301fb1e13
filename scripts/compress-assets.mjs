import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` and `.gz` siblings next to every built asset, so the server can hand out the
 * smallest encoding without compressing on each request. A sibling that would not be smaller than
 * the original (images, fonts) is left out: the server then falls back to the plain file.
 */
export async function compressAssets(dir = path.resolve('dist/web/assets')) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) {
        await writeFile(`${file}.br`, br);
        written++;
      }
      if (gzipped.length < data.length) {
        await writeFile(`${file}.gz`, gzipped);
        written++;
      }
    }),
  );
  return { files: files.length, written };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { files, written } = await compressAssets(dir);
  console.warn(`compress-assets: ${written} precompressed files for ${files} assets`);
}
