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

/** `destination`: where the lines go (standard output by default; a captured stream in tests). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}

export type Logger = ReturnType<typeof createLogger>;
