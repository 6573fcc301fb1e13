import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, ROUTES, type ScreenId } from '../../domain/routes';
import { guardMiddleware } from './guard';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { LAYOUT_MODULES, SCREEN_MODULES } from './route-modules';

/** The screens of one layout of the manifest, each its own chunk (route-modules.ts). */
function screens(layout: (typeof ROUTES)[ScreenId]['layout']): RouteObject[] {
  return (Object.keys(SCREEN_MODULES) as ScreenId[])
    .filter((id) => ROUTES[id].layout === layout)
    .map((id) => ({ id, path: ROUTES[id].path, lazy: SCREEN_MODULES[id] }));
}

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
      ...Object.entries(LAYOUT_MODULES).map(([layout, lazy]) => ({
        lazy,
        children: screens(layout as keyof typeof LAYOUT_MODULES),
      })),
      { path: '*', Component: () => null },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
