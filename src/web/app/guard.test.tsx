import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../domain/messages';

const ANNA = {
  id: 'u1',
  name: 'Anna',
  email: 'anna@example.de',
  emailVerified: true,
  wizardCompleted: true,
};

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

const signedIn = () => json({ user: ANNA, session: { id: 's-u1' } });

type Answer = () => Response | Promise<Response>;

const FAILURES: [string, Answer, string][] = [
  ['429', () => json({ message: 'Too many requests' }, { status: 429 }), de.session.busy],
  ['500', () => json({}, { status: 500 }), de.session.server],
  ['503', () => json({}, { status: 503 }), de.session.server],
  [
    'a network failure without a last visit',
    () => Promise.reject(new TypeError('Failed to fetch')),
    de.session.network,
  ],
];

let answerSession: Answer;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/auth/get-session') return answerSession();
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  // The guard's failures are logged on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function LoginPage() {
  return <h1>Anmelden</h1>;
}

function DashboardPage() {
  return <h1>Dashboard</h1>;
}

function Step2Page() {
  return <h1>Deine Emotionen</h1>;
}

/**
 * A fresh page of the app's real guard and error screen (module state starts anew), with stand-in
 * screens whose loaders record whether they ran.
 */
async function openApp(path: string) {
  vi.resetModules();
  const { guardMiddleware } = await import('./guard');
  const { RouteError } = await import('./route-error');
  const loaders = { dashboard: vi.fn(() => null), step2: vi.fn(() => null) };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        middleware: [guardMiddleware],
        Component: Outlet,
        ErrorBoundary: RouteError,
        children: [
          { path: 'login', Component: LoginPage },
          { path: 'dashboard', loader: loaders.dashboard, Component: DashboardPage },
          {
            path: 'onboarding/step-2',
            loader: loaders.step2,
            Component: Step2Page,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, loaders };
}

const sessionReads = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/get-session').length;

describe('the guard and a session read without an answer', () => {
  it.each(FAILURES)(
    '%s shows the retry screen and keeps the page; retry opens it',
    async (_, fail, text) => {
      answerSession = fail;
      const { router, loaders } = await openApp('/dashboard');

      expect(
        await screen.findByRole('heading', { level: 1, name: de.session.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.getByText(de.session.notSignedOut)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      // The guard decided (it could not), so the screen's loader never ran.
      expect(loaders.dashboard).not.toHaveBeenCalled();

      answerSession = signedIn;
      await userEvent.click(screen.getByRole('button', { name: de.common.retry }));
      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(loaders.dashboard).toHaveBeenCalled();
    },
  );

  it('retries by itself after the wait the server named', async () => {
    answerSession = () =>
      json({ message: 'Too many requests' }, { status: 429, headers: { 'X-Retry-After': '1' } });
    await openApp('/dashboard');
    expect(await screen.findByText(de.session.retryIn(1))).toBeInTheDocument();

    answerSession = signedIn;
    // Real time passes, inside act so that what the timer starts is rendered.
    await act(() => vi.waitFor(() => expect(sessionReads()).toBe(2), { timeout: 5000 }));
    expect(
      await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('a failing retry keeps the screen and plans the next one', async () => {
    answerSession = () => json({}, { status: 503 });
    const { loaders } = await openApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: de.session.title });
    await userEvent.click(screen.getByRole('button', { name: de.common.retry }));
    await vi.waitFor(() => {
      expect(sessionReads()).toBeGreaterThanOrEqual(2);
      expect(screen.queryByText(de.session.retrying)).toBeNull();
      expect(screen.getByText(/^Neuer Versuch in \d+ Sekunden?\.$/)).toBeInTheDocument();
    });
    expect(screen.getByRole('heading', { level: 1, name: de.session.title })).toBeInTheDocument();
    expect(loaders.dashboard).not.toHaveBeenCalled();
  });

  it('the sign-in page still opens when the session cannot be read there', async () => {
    answerSession = () => json({}, { status: 503 });
    await openApp('/login');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });
});

describe('the guard decides before any loader runs', () => {
  it('only a 200 with null is signed out: off to the sign-in page, no loader ran', async () => {
    answerSession = () => json(null);
    const { router, loaders } = await openApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?redirect=%2Fdashboard',
    );
    expect(loaders.dashboard).not.toHaveBeenCalled();
  });

  it('a signed-out visitor to onboarding step 2 goes to the sign-in page, asking for nothing else', async () => {
    answerSession = () => json(null);
    const { router, loaders } = await openApp('/onboarding/step-2');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fonboarding%2Fstep-2');
    expect(loaders.step2).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/get-session']);
  });

  it("a signed-in athlete's loader runs once the guard has let them in", async () => {
    let release = () => {};
    answerSession = () =>
      new Promise((resolve) => {
        release = () => resolve(signedIn());
      });
    const { loaders } = await openApp('/dashboard');
    await vi.waitFor(() => expect(sessionReads()).toBe(1));
    expect(loaders.dashboard).not.toHaveBeenCalled();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loaders.dashboard).toHaveBeenCalledTimes(1);
  });
});
