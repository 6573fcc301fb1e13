import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lz-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('runs with no settings at all on the embedded database', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      baseUrl: 'http://localhost:3000',
    });
    expect(c.google).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
  });

  it('limits auth requests everywhere but in tests, and function calls to 300 a minute', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).rateLimits).toEqual({
      auth: true,
      functionCallsPerMinute: 300,
    });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).rateLimits.auth).toBe(false);
    expect(
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'test',
        AUTH_RATE_LIMIT: 'on',
        FUNCTION_RATE_LIMIT_PER_MINUTE: '0',
      }).rateLimits,
    ).toEqual({ auth: true, functionCallsPerMinute: 0 });
    expect(() => loadConfig({ DATA_DIR: dir, FUNCTION_RATE_LIMIT_PER_MINUTE: 'viele' })).toThrow(
      'Invalid setting FUNCTION_RATE_LIMIT_PER_MINUTE: must be a whole number (0 switches the limit off)',
    );
    expect(() => loadConfig({ DATA_DIR: dir, AUTH_RATE_LIMIT: 'yes' })).toThrow(
      'Invalid setting AUTH_RATE_LIMIT: must be on or off',
    );
  });

  it('generates the auth secret once and keeps it in the data directory', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL'],
    [{ BASE_URL: 'localhost' }, 'Invalid setting BASE_URL'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'Invalid setting BETTER_AUTH_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid setting SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'Invalid setting MAIL_FROM'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'Invalid setting GOOGLE_CLIENT_SECRET'],
    [{ STORAGE_MAX_UPLOAD_BYTES: '5MB' }, 'Invalid setting STORAGE_MAX_UPLOAD_BYTES'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid setting LOG_LEVEL'],
  ])('stops with one line naming the bad setting: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('accepts PostgreSQL, SMTP and Google settings', () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      BASE_URL: 'https://leistungszone.example/',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
    });
    expect(c.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(c.baseUrl).toBe('https://leistungszone.example');
    expect(c.authSecret).toBe('x'.repeat(40));
  });
});
