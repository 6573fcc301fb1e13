import type { AppServer } from './server';

/** What the calls need of a server: also a server that e2e/support/server.ts did not start. */
type Target = Pick<AppServer, 'baseURL' | 'apiURL'>;

export type AccountType = 'athlete' | 'coach';

export interface Profile {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  wizardCompleted: boolean;
  role: 'coach' | null;
}

async function post(server: Target, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.apiURL}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Better Auth refuses state-changing calls whose Origin is not the app's own.
      origin: server.baseURL,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return { res, json: JSON.parse(text) as unknown };
}

/** Registers through the API as the form does; returns the user id and a bearer session token. */
export async function signUp(
  server: Target,
  input: { name: string; email: string; password: string; accountType: AccountType },
) {
  const { res, json } = await post(server, '/api/auth/sign-up/email', input);
  const token = res.headers.get('set-auth-token');
  if (!token) throw new Error('sign-up answered without set-auth-token');
  return { id: (json as { user: { id: string } }).user.id, token };
}

export async function callFunction<T>(
  server: Target,
  name: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const { json } = await post(server, `/api/functions/${name}`, { data }, token);
  return (json as { result: T }).result;
}

/** Opens a link from a mail the way a mail client would hand it to a browser, without following redirects. */
export async function openMailLink(server: Target, link: string) {
  const url = new URL(link);
  if (url.origin !== new URL(server.baseURL).origin) {
    throw new Error(`The mail links to ${url.origin}, not to the app at ${server.baseURL}`);
  }
  const res = await fetch(`${server.apiURL}${url.pathname}${url.search}`, { redirect: 'manual' });
  if (res.status >= 400)
    throw new Error(`${url.pathname} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** What an athlete shares with a coach at linking: `NOTHING_SHARED` unless a test says more. */
export interface Sharing {
  trends: boolean;
  cocktail: boolean;
  entryTypes: readonly string[];
}

export const NOTHING_SHARED: Sharing = { trends: false, cocktail: false, entryTypes: [] };

/** The athlete links with the coach through a fresh invite code of the coach's, sharing `sharing`. */
export async function linkByCode(
  server: Target,
  coach: { token: string },
  athlete: { token: string },
  sharing: Sharing = NOTHING_SHARED,
) {
  const { code } = await callFunction<{ code: string }>(
    server,
    'createInviteCode',
    null,
    coach.token,
  );
  return callFunction<{ linkId: string }>(
    server,
    'redeemInviteCode',
    { code, sharing },
    athlete.token,
  );
}
