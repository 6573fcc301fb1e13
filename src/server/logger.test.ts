import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, loggableError } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: createLogger('debug', stream) };
}

/** The shape of Drizzle's DrizzleQueryError: statement and parameters in the message and fields. */
function failedQuery() {
  const driver = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
  return Object.assign(
    new Error('Failed query: select * from sessions where token = $1\nparams: secret-token-123', {
      cause: driver,
    }),
    { query: 'select * from sessions where token = $1', params: ['secret-token-123'] },
  );
}

describe('logger', () => {
  it('keeps the statement and the driver error of a failed query, never its parameters', () => {
    const { lines, log } = capture();
    log.error({ err: failedQuery() }, 'function failed');
    log.error({ args: [failedQuery(), 'context'] }, 'auth: failed');
    const text = lines.join('');
    expect(text).not.toContain('secret-token-123');
    expect(text).toContain('select * from sessions where token = $1');
    expect(text).toContain('Connection terminated unexpectedly');
    expect(text).toContain('57P01');
  });

  it('redacts password, token and notes fields', () => {
    const { lines, log } = capture();
    log.info({ body: { password: 'pw-1', token: 'tk-2', notes: 'private' } }, 'request');
    const text = lines.join('');
    for (const secret of ['pw-1', 'tk-2', 'private']) expect(text).not.toContain(secret);
  });

  it('leaves values that are not errors alone', () => {
    expect(loggableError('plain')).toBe('plain');
  });
});
