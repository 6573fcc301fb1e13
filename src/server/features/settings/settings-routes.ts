import { Hono } from 'hono';
import {
  DEFAULT_TIME_ZONE,
  EXPORT_FORMAT_INVALID,
  EXPORT_FORMATS,
} from '../../../domain/api-settings';
import { APP_NAME } from '../../../domain/app-info';
import { canonicalName, FUNCTION_ERROR_STATUS } from '../../../domain/callable-protocol';
import { athleteContracts } from '../../../domain/contracts/athlete';
import { de } from '../../../domain/messages';
import { ZDayRange } from '../../../domain/protocol-export';
import { paths } from '../../../domain/routes';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import type { Caller } from '../../functions/callable';
import { checkAccess } from '../../functions/http';
import type { Logger } from '../../logger';
import { escapeHtml } from '../../mail/templates';
import { readEntries } from '../athlete/protocol-period';
import { logCoachAccess } from '../coach/coach-visibility';
import { collectUserData, exportFileName, toCsv, toJson } from './data-export';
import { protocolCsv, protocolFileName } from './protocol-csv';
import {
  disableReminders,
  localClock,
  UNSUBSCRIBE_PATH,
  verifyUnsubscribeToken,
} from './reminder-job';

export interface SettingsRoutesDeps {
  db: Db;
  log: Logger;
  config: Pick<AppConfig, 'authSecret'>;
  resolveCaller(headers: Headers): Promise<Caller | null>;
}

function errorResponse(status: 400 | 401 | 403 | 500 | 503, code: string, message: string) {
  return Response.json({ error: { status: code, message } }, { status });
}

/** `GET /api/export?format=json|csv`: everything stored about the caller, as one download. */
export function createExportApp(deps: SettingsRoutesDeps) {
  const app = new Hono();
  app.onError((err) => {
    if (isDatabaseUnavailable(err)) {
      return errorResponse(503, 'UNAVAILABLE', de.callableErrors.unavailable);
    }
    deps.log.error({ err }, 'export failed');
    return errorResponse(500, 'INTERNAL', de.callableErrors.internal);
  });

  /**
   * `GET /api/export/protocol?from=&to=`: the athlete's protocol as a table, of the Berlin days
   * from..to or, without them, all of it. The access of `listEntries`, read from the session alone,
   * so only the caller's own entries. No consent needed: reading and taking one's own data along
   * is open at any time, a withdrawn consent included (GDPR Art. 15 and 20; the consent text says so).
   */
  app.get('/protocol', async (c) => {
    const caller = await deps.resolveCaller(c.req.raw.headers);
    const denied = checkAccess(athleteContracts.listEntries.access, caller);
    if (denied || !caller) {
      const code = denied?.code ?? 'unauthenticated';
      return errorResponse(
        FUNCTION_ERROR_STATUS[code] as 401 | 403,
        canonicalName(code),
        denied?.message ?? de.guard.authRequired,
      );
    }
    const from = c.req.query('from');
    const to = c.req.query('to');
    let period: { from: string; to: string } | null = null;
    if (from !== undefined || to !== undefined) {
      const parsed = ZDayRange.safeParse({ from, to });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? de.protocolExport.invalidPeriod;
        return errorResponse(400, 'INVALID_ARGUMENT', message);
      }
      period = parsed.data;
    }
    const entries = await readEntries(deps.db, caller.id, period);
    const today = localClock(new Date(), DEFAULT_TIME_ZONE).date;
    deps.log.info({ userId: caller.id, entries: entries.length }, 'protocol export');
    return c.body(protocolCsv(entries, DEFAULT_TIME_ZONE), 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${protocolFileName(today)}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.get('/', async (c) => {
    const caller = await deps.resolveCaller(c.req.raw.headers);
    if (!caller) return errorResponse(401, 'UNAUTHENTICATED', de.guard.authRequired);
    if (!caller.emailVerified) {
      return errorResponse(403, 'PERMISSION_DENIED', de.guard.emailVerificationRequired);
    }
    const format = c.req.query('format') ?? 'json';
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
      return errorResponse(400, 'INVALID_ARGUMENT', EXPORT_FORMAT_INVALID);
    }

    const now = new Date();
    const schema = deps.db._.fullSchema as Record<string, unknown>;
    const data = await collectUserData(deps.db, schema, caller.id, now);
    // A coach's export is a read of the linked athletes' data (their ids and share choices).
    if (caller.role === 'coach') await logCoachAccess(deps.db, caller.id, 'export');
    const fileName = exportFileName(
      format as 'json' | 'csv',
      localClock(now, DEFAULT_TIME_ZONE).date,
    );
    const body = format === 'csv' ? toCsv(data, schema) : toJson(data);
    deps.log.info({ userId: caller.id, format }, 'data export');
    return c.body(body, 200, {
      'Content-Type':
        format === 'csv'
          ? 'text/csv; charset=utf-8; header=present'
          : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  });
  return app;
}

/**
 * The look of the unsubscribe pages, the app's colours in light and dark. A file of its own: the
 * app's CSP allows no inline styles, and these pages load no part of the web app.
 */
const PAGE_CSS = `:root{color-scheme:light dark;--surface:#f4f6f8;--card:#fff;--ink:#0f172a;--muted:#475569;--brand:#0f766e;--brand-ink:#fff;--link:#0f766e}
@media (prefers-color-scheme:dark){:root{--surface:#0b1220;--card:#131c2e;--ink:#e8eef6;--muted:#a3b1c4;--brand:#5eead4;--brand-ink:#0b1220;--link:#5eead4}}
*{box-sizing:border-box}
body{margin:0;padding:24px 16px;background:var(--surface);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:520px;margin:0 auto;background:var(--card);border-radius:12px;padding:24px}
.app{margin:0 0 16px;font-weight:700;color:var(--link)}
h1{margin:0 0 12px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 16px}
a{color:var(--link)}
button{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:var(--brand);color:var(--brand-ink);cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid var(--link);outline-offset:2px}
form{margin:0 0 16px}`;

const PAGE_CSS_PATH = '/api/reminders/page.css';

function page(status: 200 | 400 | 500, title: string, message: string, form = '') {
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${APP_NAME}</title><link rel="stylesheet" href="${PAGE_CSS_PATH}"></head>
<body><main><p class="app">${APP_NAME}</p><h1>${title}</h1><p>${message}</p>${form}
<p><a href="${paths.settings}">Zu den Einstellungen</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

const invalidLink = () =>
  page(
    400,
    'Link ungültig',
    'Dieser Abmeldelink ist ungültig. Du kannst Erinnerungen jederzeit in den Einstellungen unter „Benachrichtigungen“ ausschalten.',
  );

/**
 * `/api/reminders/unsubscribe?token=…`, the link in every reminder mail and its `List-Unsubscribe`
 * header. GET only asks (mail scanners and link previews open every link); POST turns the reminders
 * off: the page's button, or a mail provider's one-click request (RFC 8058), which comes without
 * cookies or Origin and with the body `List-Unsubscribe=One-Click`. The signed token is all it
 * needs; it can only ever switch reminders off, and repeating it changes nothing.
 */
export function createRemindersApp(deps: Pick<SettingsRoutesDeps, 'db' | 'log' | 'config'>) {
  const app = new Hono();
  app.onError((err) => {
    deps.log.error({ err }, 'unsubscribe failed');
    return page(500, 'Das hat nicht geklappt', 'Bitte versuche es später noch einmal.');
  });

  app.get('/page.css', (c) =>
    c.body(PAGE_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    }),
  );

  const userOf = (token: string) =>
    token.length <= 512 ? verifyUnsubscribeToken(deps.config.authSecret, token) : null;

  app.get('/unsubscribe', (c) => {
    const token = c.req.query('token') ?? '';
    if (!userOf(token)) return invalidLink();
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    return page(
      200,
      'Erinnerungen abbestellen?',
      'Du bekommst dann keine Erinnerungen an deinen Protokolleintrag mehr. In den Einstellungen kannst du sie jederzeit wieder einschalten.',
      `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Erinnerungen abbestellen</button></form>`,
    );
  });

  app.post('/unsubscribe', async (c) => {
    const userId = userOf(c.req.query('token') ?? '');
    if (!userId) return invalidLink();
    await disableReminders(deps.db, userId);
    return page(
      200,
      'Erinnerungen abbestellt',
      'Du bekommst keine Erinnerungen an deinen Protokolleintrag mehr. In den Einstellungen kannst du sie jederzeit wieder einschalten.',
    );
  });
  return app;
}
