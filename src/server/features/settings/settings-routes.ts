import { Hono } from 'hono';
import {
  DEFAULT_TIME_ZONE,
  EXPORT_FORMAT_INVALID,
  EXPORT_FORMATS,
} from '../../../domain/api-settings';
import { APP_NAME } from '../../../domain/app-info';
import { de } from '../../../domain/messages';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import type { Caller } from '../../functions/callable';
import type { Logger } from '../../logger';
import { logCoachAccess } from '../coach/coach-visibility';
import { collectUserData, exportFileName, toCsv } from './data-export';
import { disableReminders, localClock, verifyUnsubscribeToken } from './reminder-job';

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
    const body = format === 'csv' ? toCsv(data, schema) : JSON.stringify(data, null, 2);
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

function page(status: 200 | 400 | 500, title: string, message: string) {
  // Plain markup: the app's CSP allows no inline styles, and the page needs none to be read.
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${APP_NAME}</title></head>
<body><main><p>${APP_NAME}</p><h1>${title}</h1><p>${message}</p>
<p><a href="/settings">Zu den Einstellungen</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/**
 * `GET /api/reminders/unsubscribe?token=…`, the link in every reminder mail. A GET that changes
 * state, because mail clients open links with GET; it can only ever switch reminders off, needs the
 * signed token, and repeating it changes nothing.
 */
export function createRemindersApp(deps: Pick<SettingsRoutesDeps, 'db' | 'log' | 'config'>) {
  const app = new Hono();
  app.onError((err) => {
    deps.log.error({ err }, 'unsubscribe failed');
    return page(500, 'Das hat nicht geklappt', 'Bitte versuche es später noch einmal.');
  });

  app.get('/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    const userId =
      token.length <= 512 ? verifyUnsubscribeToken(deps.config.authSecret, token) : null;
    if (!userId) {
      return page(
        400,
        'Link ungültig',
        'Dieser Abmeldelink ist ungültig. Du kannst Erinnerungen jederzeit in den Einstellungen unter „Benachrichtigungen“ ausschalten.',
      );
    }
    await disableReminders(deps.db, userId);
    return page(
      200,
      'Erinnerungen abbestellt',
      'Du bekommst keine Erinnerungen an deinen Protokolleintrag mehr. In den Einstellungen kannst du sie jederzeit wieder einschalten.',
    );
  });
  return app;
}
