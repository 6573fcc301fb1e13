import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';
import type { Logger } from '../logger';
import { withFooter } from './templates';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header fields, e.g. `List-Unsubscribe`; the development outbox does not keep them. */
  headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** True when mail goes to the development outbox instead of a real SMTP server. */
  readonly usesOutbox: boolean;
}

export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  /** The app's public address: every mail ends with links to its privacy policy and legal notice. */
  baseUrl: string;
  db: Db;
  log: Logger;
}): Mailer {
  const { smtpUrl, from, baseUrl, db, log } = opts;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      usesOutbox: false,
      async send(mail) {
        await transport.sendMail({ from, ...withFooter(mail, baseUrl) });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    usesOutbox: true,
    async send(mail) {
      const { to, subject, text, html } = withFooter(mail, baseUrl);
      await db.insert(devOutbox).values({ to, subject, text, html });
      // Not the text: its links carry sign-in and reset tokens, which never go to a log.
      log.info({ to, subject }, 'mail kept in dev outbox (see /dev/outbox)');
    },
  };
}
