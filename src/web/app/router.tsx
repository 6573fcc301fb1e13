import { createBrowserRouter, type RouteObject } from 'react-router';
import { guardMiddleware } from './guard';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Every screen is its own chunk, loaded when the route is first visited. */
const page = (path: string, load: RouteObject['lazy']): RouteObject => ({ path, lazy: load });

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    // Middleware, not a loader: the router runs it on every navigation and only then the screens'
    // loaders, so the access decision comes before any data is asked for.
    middleware: [guardMiddleware],
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      // `/` and unknown paths never render: the guard always sends them home.
      { index: true, Component: () => null },
      page('login', () => import('../features/auth/login-page')),
      page('register', () => import('../features/auth/register-page')),
      page('forgot-password', () => import('../features/auth/forgot-password-page')),
      page('reset-password', () => import('../features/auth/reset-password-page')),
      page('verify-email', () => import('../features/auth/verify-email-page')),
      {
        lazy: () => import('../layouts/default-layout'),
        children: [
          page('dashboard', () => import('../features/dashboard/dashboard-page')),
          page('performance-cocktail', () => import('../features/cocktail/cocktail-page')),
          page(
            'performance-cocktail-edit',
            () => import('../features/cocktail/cocktail-edit-page'),
          ),
          page('trends', () => import('../features/trends/trends-page')),
          page('toolbox', () => import('../features/toolbox/toolbox-page')),
          page('tunnel-routine', () => import('../features/tunnel-routine/tunnel-routine-page')),
          page('settings', () => import('../features/settings/settings-page')),
          page(
            'settings/coach-preview/:linkId',
            () => import('../features/settings/coach-preview-page'),
          ),
          page('about', () => import('../features/about/about-page')),
          // Open to everyone, signed out too (domain/access.ts).
          page('datenschutz', () => import('../features/legal/privacy-page')),
          page('impressum', () => import('../features/legal/legal-notice-page')),
        ],
      },
      {
        path: 'protocol',
        lazy: () => import('../layouts/protocol-layout'),
        children: [
          { index: true, lazy: () => import('../features/protocol/protocol-list-page') },
          page('context', () => import('../features/protocol/entry-context-page')),
          page('emotions', () => import('../features/protocol/entry-emotions-page')),
          page('performance', () => import('../features/protocol/entry-performance-page')),
          page('notes', () => import('../features/protocol/entry-notes-page')),
          page('summary', () => import('../features/protocol/entry-summary-page')),
        ],
      },
      {
        path: 'onboarding',
        lazy: () => import('../layouts/wizard-layout'),
        children: [
          page('introduction', () => import('../features/onboarding/introduction-page')),
          page('step-1', () => import('../features/onboarding/step-1-page')),
          page('step-2', () => import('../features/onboarding/step-2-page')),
          page('step-3', () => import('../features/onboarding/step-3-page')),
          page('step-4', () => import('../features/onboarding/step-4-page')),
        ],
      },
      {
        path: 'coach',
        lazy: () => import('../layouts/coach-layout'),
        children: [
          page('portal', () => import('../features/coach/portal-page')),
          page('athletes', () => import('../features/coach/athletes-page')),
          page('athletes/:athleteId', () => import('../features/coach/athlete-detail-page')),
          page('inbox', () => import('../features/coach/inbox-page')),
          page('settings', () => import('../features/coach/coach-settings-page')),
        ],
      },
      { path: '*', Component: () => null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
