import { createBrowserRouter, type RouteObject } from 'react-router';
import { type Layout, paths, ROUTES, SCREEN_IDS } from '../../domain/routes';
import { guardMiddleware } from './guard';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { layoutModule, screenModule } from './route-modules';

/** The screens of one layout of the manifest, each its own chunk (route-modules.ts). */
function screens(layout: Layout): RouteObject[] {
  return SCREEN_IDS.filter((id) => ROUTES[id].layout === layout).map((id) => ({
    id,
    path: ROUTES[id].path,
    lazy: screenModule(id),
  }));
}

/** The layouts screens render in, each with its shell as a chunk of its own. */
const LAYOUTS = [...new Set(SCREEN_IDS.map((id) => ROUTES[id].layout))].filter(
  (layout) => layout !== 'none',
);

const routes: RouteObject[] = [
  {
    id: 'root',
    path: paths.home,
    // Middleware, not a loader: the router runs it on every navigation and only then the screens'
    // loaders, so the access decision comes before any data is asked for.
    middleware: [guardMiddleware],
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      // `/`, `/coach` and unknown paths never render: the guard always sends them on.
      { index: true, Component: () => null },
      ...screens('none'),
      ...LAYOUTS.map((layout) => ({ lazy: layoutModule(layout), children: screens(layout) })),
      { path: '*', Component: () => null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
