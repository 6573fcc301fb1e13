import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { createPushSender } from './features/settings/push';
import { createReminderJob } from './features/settings/reminder-job';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';

/** Everything a running server is made of, built from the config; shared by `main` and the tests. */
export async function createServerContext(
  config: AppConfig,
  log: Logger,
  /** `startJobs`: run the scheduled jobs; by default everywhere but in tests, which drive them. */
  opts: { webDir?: string; database?: Database; startJobs?: boolean } = {},
) {
  let release = () => {};
  let database = opts.database;
  if (!database) {
    if (config.databaseUrl) {
      database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    } else {
      release = lockDataDir(config.dataDir);
      try {
        database = await openDatabase({ kind: 'pglite', dir: `${config.dataDir}/pglite` });
      } catch (err) {
        release();
        throw err;
      }
    }
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    baseUrl: config.baseUrl,
    db: database.db,
    log,
  });
  const auth = createAuth({ config, db: database.db, mailer, log });
  const app = createApp({
    config,
    db: database.db,
    changes: database.changes,
    auth,
    mailer,
    log,
    webDir: opts.webDir,
  });
  const push = createPushSender({ push: config.push, env: config.env });
  const reminders = createReminderJob({ db: database.db, mailer, push, log, config });
  if (opts.startJobs ?? config.env !== 'test') reminders.start();
  const db = database;
  return {
    app,
    auth,
    db: db.db,
    changes: db.changes,
    mailer,
    reminders,
    async close() {
      await reminders.stop();
      await db.close();
      release();
    },
  };
}
