import { isLoopback } from './client-address';
import type { AppConfig } from './config';

type StartConfig = Pick<AppConfig, 'env' | 'baseUrl' | 'port' | 'smtpUrl' | 'operator'>;

/**
 * What an operator should know about this start, as log lines: settings that leave something
 * unfinished or only half working. Each line names the setting that changes it.
 */
export function startNotes(config: StartConfig): string[] {
  const notes: string[] = [];
  if (!config.smtpUrl) {
    notes.push(
      `SMTP_URL is not set: no mail leaves this machine. Every mail, sign-in and reset links included, is kept in the development outbox at ${config.baseUrl}/dev/outbox, which answers only a browser on this machine itself (not through a proxy). Set SMTP_URL for real mail.`,
    );
  }
  if (!config.operator && config.env === 'production') {
    notes.push(
      '/datenschutz and /impressum say that the operator has not filled in its details: set OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL (.env.example)',
    );
  }
  // `npm run dev` serves the page on another port than the API's, on purpose.
  const base = new URL(config.baseUrl);
  const local = base.hostname === 'localhost' || isLoopback(base.hostname.replace(/^\[|\]$/g, ''));
  const basePort = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
  if (config.env !== 'development' && local && basePort !== config.port) {
    notes.push(
      `BASE_URL (${config.baseUrl}) names port ${basePort}, but the server listens on ${config.port} (PORT): links in mails would point to the wrong port. Set BASE_URL with PORT, or leave it unset.`,
    );
  }
  return notes;
}
