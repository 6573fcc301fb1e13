// The floor of the Lighthouse figures: the built floor app (bench/floor, built by bench/bundle.mjs)
// served the way the app's server serves dist/web: precompressed hashed assets cached for good, the
// page not cached, every other path answered with the page. `node bench/floor-web-server.mjs <dir>`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const webDir = process.argv[2];
if (!webDir) throw new Error('usage: node bench/floor-web-server.mjs <built floor dir>');
const indexHtml = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const root = path.relative(process.cwd(), webDir);

const app = new Hono();
app.use('/assets/*', async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
});
app.use('/assets/*', serveStatic({ root, precompressed: true }));
app.get('/assets/*', (c) => c.text('Not found', 404));
app.get('*', (c) => c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' }));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening on ${info.port}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  // A browser keeps its connections open; they must not hold the stop.
  server.closeAllConnections();
});
