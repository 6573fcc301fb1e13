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

/**
 * An error as it may be logged. A failed database query carries its parameters (a session token, a
 * note) in `params` and in its message ('Failed query: … params: …'); only the statement and the
 * driver's own error are kept.
 */
export function loggableError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error) || depth > 3) return value;
  const out: Record<string, unknown> = {
    type: value.name,
    message: value.message.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]'),
  };
  const code = (value as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  if (value.cause !== undefined) out.cause = loggableError(value.cause, depth + 1);
  // The stack repeats the message, so only its frames are kept.
  if (depth === 0 && value.stack) {
    out.stack = value.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  }
  return out;
}

/** `destination`: where the lines go (standard output by default; a captured stream in tests). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        err: (err: unknown) => loggableError(err),
        args: (args: unknown) => (Array.isArray(args) ? args.map((a) => loggableError(a)) : args),
      },
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
