import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mailTarget, readEnvFile, SETTING_NAMES } from './config';

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
      env: 'production',
      port: 3000,
      databaseUrl: undefined,
      baseUrl: 'http://localhost:3000',
      trustProxy: 0,
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

  it('generates VAPID keys of full length every time, as web-push signs only with those', () => {
    // One private key in 256 drawn from the curve is shorter than 32 bytes; 2,000 pairs meet one
    // almost surely.
    for (let i = 0; i < 2_000; i++) {
      const { publicKey, privateKey } = loadConfig({ NODE_ENV: 'test' }).push;
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
    }
  });

  it('generates the VAPID key pair once and keeps it in the data directory, unless it is set', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dir }).push).toEqual(first);
    // Without https, the contact is the sender's address; push services take no http:// subject.
    expect(first.subject).toBe('mailto:no-reply@leistungszone.local');

    const set = loadConfig({
      DATA_DIR: tempDir(),
      BASE_URL: 'https://lz.verein.de',
      VAPID_PUBLIC_KEY: first.publicKey,
      VAPID_PRIVATE_KEY: first.privateKey,
    }).push;
    expect(set).toEqual({ ...first, subject: 'https://lz.verein.de' });
    expect(loadConfig({ DATA_DIR: dir, VAPID_SUBJECT: 'mailto:push@verein.de' }).push.subject).toBe(
      'mailto:push@verein.de',
    );

    // Tests get a pair of their own and write nothing.
    const test = tempDir();
    expect(loadConfig({ DATA_DIR: test, NODE_ENV: 'test' }).push.publicKey).not.toBe(
      first.publicKey,
    );
    expect(() => readFileSync(path.join(test, 'vapid-keys.json'))).toThrow();
  });

  it('stops on a kept VAPID file that holds no key pair', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'vapid-keys.json'), '{"publicKey":"x"}');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/^Invalid file .*vapid-keys\.json/);
  });

  it.each([
    [
      { VAPID_PUBLIC_KEY: 'abc' },
      'Invalid setting VAPID_PUBLIC_KEY: must be a base64url P-256 key',
    ],
    [
      { VAPID_PRIVATE_KEY: 'A'.repeat(43) },
      'Invalid setting VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    ],
    [{ VAPID_SUBJECT: 'http://verein.de' }, 'Invalid setting VAPID_SUBJECT'],
    [{ PORT: 'abc' }, 'Invalid setting PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL'],
    [{ BASE_URL: 'localhost' }, 'Invalid setting BASE_URL: must be an http:// or https:// URL'],
    [{ BASE_URL: 'ftp://leistungszone.example' }, 'Invalid setting BASE_URL'],
    [{ TRUST_PROXY: 'yes' }, 'Invalid setting TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'Invalid setting TRUST_PROXY'],
    [{ NODE_ENV: 'staging' }, 'Invalid setting NODE_ENV'],
    [{ BETTER_AUTH_SECRET: 'short' }, 'Invalid setting BETTER_AUTH_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'Invalid setting SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'Invalid setting MAIL_FROM'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'Invalid setting GOOGLE_CLIENT_SECRET'],
    [{ STORAGE_MAX_UPLOAD_BYTES: '5MB' }, 'Invalid setting STORAGE_MAX_UPLOAD_BYTES'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid setting LOG_LEVEL'],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
      'Missing setting BETTER_AUTH_SECRET: required in production with DATABASE_URL',
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' },
      'Missing setting BETTER_AUTH_SECRET',
    ],
  ])('stops with one line naming the bad setting: %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
    try {
      loadConfig({ DATA_DIR: tempDir(), ...env });
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('generates the secret beside the data only where one server owns the data', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    // PGlite in production: one process per data directory, so the kept secret is the only one.
    expect(loadConfig({ DATA_DIR: tempDir() }).authSecret.length).toBeGreaterThanOrEqual(32);
    // Development and tests with PostgreSQL keep the convenience.
    const dev = loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'development', DATABASE_URL: url });
    expect(dev.authSecret.length).toBeGreaterThanOrEqual(32);
    const prod = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: url,
      BETTER_AUTH_SECRET: 's'.repeat(32),
    });
    expect(prod).toMatchObject({ env: 'production', authSecret: 's'.repeat(32) });
  });

  it('reads the number of trusted proxies; none by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '' }).trustProxy).toBe(0);
  });

  it('reads the operator for the legal pages: none by default, all of it once the three are set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).operator).toBeUndefined();
    const minimal = {
      OPERATOR_NAME: ' TSV Musterstadt e. V. ',
      OPERATOR_ADDRESS: 'Sportplatzweg 1\n12345 Musterstadt',
      OPERATOR_EMAIL: 'vorstand@tsv-musterstadt.example',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...minimal }).operator).toEqual({
      name: 'TSV Musterstadt e. V.',
      address: 'Sportplatzweg 1\n12345 Musterstadt',
      email: 'vorstand@tsv-musterstadt.example',
      phone: null,
      representative: null,
      privacyContact: null,
      supervisoryAuthority: null,
    });
    const full = loadConfig({
      DATA_DIR: tempDir(),
      ...minimal,
      OPERATOR_PHONE: '+49 30 1234567',
      OPERATOR_REPRESENTATIVE: 'Vorstand: Anna Beispiel',
      PRIVACY_CONTACT: 'Ben Beispiel, datenschutz@tsv-musterstadt.example',
      SUPERVISORY_AUTHORITY: 'Landesbeauftragte für Datenschutz\nFriedrichstr. 219, 10969 Berlin',
    }).operator;
    expect(full).toMatchObject({
      phone: '+49 30 1234567',
      representative: 'Vorstand: Anna Beispiel',
      privacyContact: 'Ben Beispiel, datenschutz@tsv-musterstadt.example',
      supervisoryAuthority: 'Landesbeauftragte für Datenschutz\nFriedrichstr. 219, 10969 Berlin',
    });
  });

  it.each([
    [
      { OPERATOR_NAME: 'TSV' },
      'Missing setting OPERATOR_ADDRESS: OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL go together',
    ],
    [{ OPERATOR_NAME: 'TSV', OPERATOR_ADDRESS: 'Weg 1' }, 'Missing setting OPERATOR_EMAIL'],
    [
      { OPERATOR_PHONE: '+49 30 1234567' },
      'Invalid setting OPERATOR_PHONE: needs OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL',
    ],
    [{ OPERATOR_EMAIL: 'vorstand' }, 'Invalid setting OPERATOR_EMAIL: must be an e-mail address'],
    [{ OPERATOR_PHONE: 'anrufen' }, 'Invalid setting OPERATOR_PHONE: must be a phone number'],
    [{ OPERATOR_NAME: 'TSV\nMusterstadt' }, 'Invalid setting OPERATOR_NAME: must be one line'],
    [
      { OPERATOR_ADDRESS: 'Weg 1\u0007' },
      'Invalid setting OPERATOR_ADDRESS: must not hold control characters',
    ],
    [{ OPERATOR_NAME: '   ' }, 'Invalid setting OPERATOR_NAME: must not be blank'],
    [
      { OPERATOR_NAME: 'x'.repeat(201) },
      'Invalid setting OPERATOR_NAME: must be at most 200 characters',
    ],
  ])('stops on incomplete or bad operator details: %o', (env, message) => {
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

describe('mailTarget', () => {
  it('names the outbox, or the SMTP server without its credentials', () => {
    const baseUrl = 'https://leistungszone.example';
    expect(mailTarget({ baseUrl, smtpUrl: undefined })).toBe(
      'https://leistungszone.example/dev/outbox (opens on this machine only)',
    );
    expect(
      mailTarget({ baseUrl, smtpUrl: 'smtps://verein%40mail.example:geheim@mail.example:465' }),
    ).toBe('smtps://mail.example:465');
  });
});

describe('readEnvFile', () => {
  it('fills in what the environment does not set; a set variable wins, even an empty one', () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, '.env'),
      '# comment\nPORT=4000\nHOST=127.0.0.1\nSMTP_URL=smtp://mail.example:25\nMAIL_FROM="Verein <post@verein.example>"\n',
    );
    const env: NodeJS.ProcessEnv = { PORT: '5000', SMTP_URL: '' };
    readEnvFile(dir, env);
    expect(env).toEqual({
      PORT: '5000',
      SMTP_URL: '',
      HOST: '127.0.0.1',
      MAIL_FROM: 'Verein <post@verein.example>',
    });
    // The empty SMTP_URL means "unset" to the configuration: the outbox, not the file's server.
    expect(loadConfig({ ...env, DATA_DIR: dir }).smtpUrl).toBeUndefined();
  });

  it('does nothing without a file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '5000' };
    readEnvFile(tempDir(), env);
    expect(env).toEqual({ PORT: '5000' });
  });
});

describe('.env.example', () => {
  const example = readFileSync(path.join(import.meta.dirname, '../../.env.example'), 'utf8');

  it.each(SETTING_NAMES)('describes %s', (name) => {
    expect(example).toMatch(new RegExp(`^(# )?${name}=`, 'm'));
  });

  it('holds only values the configuration accepts', () => {
    const env: NodeJS.ProcessEnv = {};
    const dir = tempDir();
    writeFileSync(path.join(dir, '.env'), example);
    readEnvFile(dir, env);
    expect(() => loadConfig({ ...env, DATA_DIR: dir })).not.toThrow();
  });
});
