import { describe, expect, it } from 'vitest';
import { startNotes } from './start-notes';

const base = {
  env: 'production' as const,
  baseUrl: 'http://localhost:3000',
  port: 3000,
  smtpUrl: 'smtp://mail.example.de',
  operator: { name: 'TSV', address: 'Weg 1', email: 'a@b.de' },
} as Parameters<typeof startNotes>[0];

describe('startNotes', () => {
  it('has nothing to say about a complete production start', () => {
    expect(startNotes(base)).toEqual([]);
  });

  it('says where the outbox is, and that it answers only this machine, without SMTP_URL', () => {
    const [note] = startNotes({ ...base, smtpUrl: undefined });
    expect(note).toContain('http://localhost:3000/dev/outbox');
    expect(note).toContain('only a browser on this machine itself (not through a proxy)');
    expect(note).toContain('SMTP_URL');
  });

  it('warns when a local BASE_URL names another port than PORT', () => {
    expect(startNotes({ ...base, port: 4000 })).toEqual([
      expect.stringContaining(
        'BASE_URL (http://localhost:3000) names port 3000, but the server listens on 4000',
      ),
    ]);
    expect(startNotes({ ...base, baseUrl: 'http://127.0.0.1:4000', port: 4000 })).toEqual([]);
    // Behind a proxy the public address has a port of its own.
    expect(startNotes({ ...base, baseUrl: 'https://lz.verein.de', port: 3000 })).toEqual([]);
    // The development mode's page and API listen on two ports.
    expect(startNotes({ ...base, env: 'development', port: 3001 })).toEqual([]);
  });
});
