// `npm run build`: the web app (Vite, precompressed assets, service worker) and the server (one ES
// module in dist/server), always, whatever their age. `npm start` builds only what is stale.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-if-stale.mjs';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  await buildWeb(root);
  await buildServer(root);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
