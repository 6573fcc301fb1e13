import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const ANNA = { id: 'u1', name: 'Anna', email: 'anna@example.de', emailVerified: true };
const BEN = { id: 'u2', name: 'Ben', email: 'ben@example.de', emailVerified: true };

/** Better Auth's answer for a signed-in user, or null. */
function sessionAnswer(user: (typeof ANNA & { role?: string; wizardCompleted?: boolean }) | null) {
  const body = user ? { user, session: { id: `s-${user.id}` } } : null;
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** A fresh page: the module's state (whether the session was confirmed) starts anew. */
async function freshPage() {
  vi.resetModules();
  const session = await import('./session');
  const { queryClient } = await import('./query-client');
  return { ...session, queryClient };
}

/** What persisted-queries.ts keeps of Anna's last visit. */
function storeLastVisit() {
  const queries = [
    [['session'], { ...ANNA, sessionId: 's-u1' }],
    [['profile'], { name: 'Anna' }],
    [['dashboard'], { name: 'Anna' }],
  ].map(([key, data]) => ({ hash: JSON.stringify(key), key, data }));
  const stored = { build: '', savedAt: Date.now(), user: ANNA.id, queries };
  localStorage.setItem('lz-query-cache', JSON.stringify(stored));
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guardSession', () => {
  it('reads the session once per page and then answers from the cache', async () => {
    const { guardSession, queryClient } = await freshPage();
    fetchMock.mockResolvedValue(sessionAnswer(ANNA));
    expect(await guardSession()).toEqual({
      ...ANNA,
      image: null,
      sessionId: 's-u1',
      consent: null,
    });
    // The answer's user row is the profile too: no getProfile call follows.
    expect(queryClient.getQueryData(['profile'])).toEqual({
      ...ANNA,
      role: null,
      wizardCompleted: false,
    });
    expect(await guardSession()).toEqual({
      ...ANNA,
      image: null,
      sessionId: 's-u1',
      consent: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("carries an athlete's standing with the consent, so the first page knows whether to ask", async () => {
    const { guardSession } = await freshPage();
    const answer = (consent: unknown) =>
      new Response(JSON.stringify({ user: ANNA, session: { id: 's-u1' }, consent }));
    fetchMock.mockResolvedValueOnce(answer('withdrawn'));
    expect(await guardSession()).toMatchObject({ consent: 'withdrawn' });
    const next = await freshPage();
    // Anything else (a coach's answer has none) is no consent state at all.
    fetchMock.mockResolvedValueOnce(answer('vielleicht'));
    expect(await next.guardSession()).toMatchObject({ consent: null });
  });

  it("carries the profile picture's address, for the header", async () => {
    const { guardSession } = await freshPage();
    const image = '/api/storage/users/u1/avatar?v=1';
    fetchMock.mockResolvedValue(sessionAnswer({ ...ANNA, image } as typeof ANNA));
    expect(await guardSession()).toMatchObject({ id: 'u1', image });
  });

  it("opens with the last visit's session and screens while the server cannot be reached", async () => {
    const { guardSession, queryClient } = await freshPage();
    storeLastVisit();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    expect(await guardSession()).toMatchObject(ANNA);
    expect(queryClient.getQueryData(['profile'])).toEqual({ name: 'Anna' });
    expect(queryClient.getQueryData(['dashboard'])).toEqual({ name: 'Anna' });
    expect(queryClient.getQueryState(['session'])?.status).toBe('success');
    // The next navigation asks again.
    await guardSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('back online, confirms the session and takes the profile afresh from its answer', async () => {
    const { guardSession, queryClient } = await freshPage();
    storeLastVisit();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await guardSession();

    fetchMock.mockResolvedValue(
      sessionAnswer({ ...ANNA, name: 'Anna B.', role: 'coach', wizardCompleted: true }),
    );
    expect(await guardSession()).toMatchObject({ ...ANNA, name: 'Anna B.' });
    expect(queryClient.getQueryData(['profile'])).toEqual({
      ...ANNA,
      name: 'Anna B.',
      role: 'coach',
      wizardCompleted: true,
    });
    expect(queryClient.getQueryData(['dashboard'])).toEqual({ name: 'Anna' });
    await guardSession();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("drops the last visit's answers when someone else is signed in now", async () => {
    const { guardSession, queryClient } = await freshPage();
    storeLastVisit();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await guardSession();

    fetchMock.mockResolvedValue(sessionAnswer(BEN));
    expect(await guardSession()).toMatchObject(BEN);
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
  });

  it('online, never reads the last visit back', async () => {
    const { guardSession, queryClient } = await freshPage();
    storeLastVisit();
    fetchMock.mockResolvedValue(sessionAnswer(ANNA));
    await guardSession();
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
  });

  it('without a last visit, an unreachable server is an error', async () => {
    const { guardSession } = await freshPage();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(guardSession()).rejects.toThrow('Netzwerkfehler');
  });
});

describe('a session read without an answer is not "signed out"', () => {
  function status(code: number, headers: Record<string, string> = {}) {
    return new Response(JSON.stringify({ message: 'Too many requests. Please try again later.' }), {
      status: code,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  it.each([
    [429, 'busy', { 'x-retry-after': '42' }, 42_000],
    [429, 'busy', { 'retry-after': '7' }, 7_000],
    [500, 'server', {}, null],
    [503, 'server', { 'retry-after': '120' }, 120_000],
  ] as const)(
    '%i is a failure (%s), with the wait the server named',
    async (code, failure, headers, wait) => {
      const { guardSession, SessionReadError, queryClient } = await freshPage();
      fetchMock.mockResolvedValue(status(code, headers));
      const err = await guardSession().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(SessionReadError);
      expect(err).toMatchObject({ failure, retryAfterMs: wait });
      expect(queryClient.getQueryData(['session'])).toBeUndefined();
    },
  );

  it("an answer that is not the API's (a proxy's page) is a failure too", async () => {
    const { guardSession } = await freshPage();
    fetchMock.mockResolvedValue(new Response('<!doctype html><p>Bad gateway</p>'));
    await expect(guardSession()).rejects.toMatchObject({ failure: 'server' });
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ session: null })));
    await expect(guardSession()).rejects.toMatchObject({ failure: 'server' });
  });

  it('a busy server does not open the last visit: that is for an unreachable one', async () => {
    const { guardSession, queryClient } = await freshPage();
    storeLastVisit();
    fetchMock.mockResolvedValue(status(429));
    await expect(guardSession()).rejects.toMatchObject({ failure: 'busy' });
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
  });

  it('an unreachable server without a last visit is a network failure', async () => {
    const { guardSession } = await freshPage();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(guardSession()).rejects.toMatchObject({
      failure: 'network',
      message: 'Netzwerkfehler',
    });
  });

  it('only a 200 with null is signed out', async () => {
    const { guardSession, queryClient } = await freshPage();
    fetchMock.mockResolvedValue(sessionAnswer(null));
    expect(await guardSession()).toBeNull();
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it('after a failed refresh the guard asks again instead of trusting the old answer', async () => {
    const { guardSession, refreshSession } = await freshPage();
    fetchMock.mockResolvedValueOnce(sessionAnswer(null));
    expect(await guardSession()).toBeNull();
    // Signed in meanwhile, but the refresh after it met a busy server.
    fetchMock.mockResolvedValueOnce(status(429));
    await expect(refreshSession()).rejects.toMatchObject({ failure: 'busy' });

    fetchMock.mockResolvedValueOnce(status(503));
    await expect(guardSession()).rejects.toMatchObject({ failure: 'server' });
    fetchMock.mockResolvedValueOnce(sessionAnswer(ANNA));
    expect(await guardSession()).toMatchObject(ANNA);
    expect(await guardSession()).toMatchObject(ANNA);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('sessionRetryDelayMs', () => {
  it('waits as long as the server asked, within a second and five minutes', async () => {
    const { SessionReadError, sessionRetryDelayMs } = await freshPage();
    const busy = (ms: number | null) => new SessionReadError('busy', ms);
    expect(sessionRetryDelayMs(busy(30_000), 1)).toBe(30_000);
    expect(sessionRetryDelayMs(busy(0), 1)).toBe(1000);
    expect(sessionRetryDelayMs(busy(3_600_000), 1)).toBe(5 * 60 * 1000);
  });

  it('otherwise backs off, longer after each failure in a row', async () => {
    const { SessionReadError, sessionRetryDelayMs } = await freshPage();
    const failed = new SessionReadError('server');
    const noJitter = () => 0;
    expect([1, 2, 3, 4, 10].map((n) => sessionRetryDelayMs(failed, n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 64_000,
    ]);
  });
});

describe('clearUserData', () => {
  beforeEach(() => localStorage.clear());

  it('removes every draft of this browser, under the current and the former key names', async () => {
    const { clearUserData } = await freshPage();
    localStorage.setItem('lz-draft:u1', '{"title":"Intervalle"}');
    localStorage.setItem('lz-draft:quick:u1', '{"notes":"müde"}');
    localStorage.setItem('lz-draft:onboarding:u1:2', '{}');
    localStorage.setItem('lz-quick-draft:u1', '{"notes":"alt"}');
    localStorage.setItem('lz-theme', 'dark');

    clearUserData();

    expect(Object.keys(localStorage)).toEqual(['lz-theme']);
  });
});
