import { createApp } from './app';
import { createAuth } from './auth/auth';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';

/** Everything a running server is made of, built from the config; shared by `main` and the tests. */
export async function createServerContext(
  config: AppConfig,
  log: Logger,
  opts: { webDir?: string; database?: Database } = {},
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
    db: database.db,
    log,
  });
  const auth = createAuth({ config, db: database.db, mailer, log });
  const app = createApp({ config, db: database.db, auth, mailer, log, webDir: opts.webDir });
  const db = database;
  return {
    app,
    auth,
    db: db.db,
    mailer,
    async close() {
      await db.close();
      release();
    },
  };
}
