import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

const OUTBOX_CSS = `body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#0f172a}
article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#475569;font-size:.9rem}pre{white-space:pre-wrap;overflow-wrap:anywhere;font-family:inherit}
a{color:#0f766e;word-break:break-all}`;

/** Development only (no SMTP_URL): the mails the app would have sent, newest first. */
export function createDevOutboxApp(db: Db) {
  const app = new Hono();
  // A stylesheet of its own: the app's CSP allows no inline styles.
  app.get('/style.css', (c) =>
    c.body(OUTBOX_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );
  app.get('/', async (c) => {
    const mails = await db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(50);
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">An ${escapeHtml(m.to)} · ${m.createdAt.toLocaleString('de-DE')}</p>
<pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return c.html(`<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Postausgang (Entwicklung)</title>
<link rel="stylesheet" href="/dev/outbox/style.css"></head>
<body><h1>Postausgang (Entwicklung)</h1><p>Ohne SMTP_URL landen alle E-Mails hier.</p>
${items || '<p>Noch keine E-Mails.</p>'}</body></html>`);
  });
  return app;
}
