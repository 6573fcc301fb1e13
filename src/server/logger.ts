import pino from 'pino';

/** Fields that may carry secrets or private text never reach the log. */
const REDACT = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'notes',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.notes',
  'req.headers.authorization',
  'req.headers.cookie',
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}

export type Logger = ReturnType<typeof createLogger>;
