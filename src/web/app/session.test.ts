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
    expect(await guardSession()).toEqual({ ...ANNA, image: null, sessionId: 's-u1' });
    // The answer's user row is the profile too: no getProfile call follows.
    expect(queryClient.getQueryData(['profile'])).toEqual({
      ...ANNA,
      role: null,
      wizardCompleted: false,
    });
    expect(await guardSession()).toEqual({ ...ANNA, image: null, sessionId: 's-u1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
