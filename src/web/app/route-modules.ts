import type { LazyRouteFunction, RouteObject } from 'react-router';
import { type Layout, layoutFile, type ScreenId, screenFile } from '../../domain/routes';

type LazyModule = LazyRouteFunction<RouteObject>;

// Every screen's and layout's module, each a chunk of its own that loads on its route's first
// visit. The route manifest names which file is whose (src/domain/routes.ts).
const SCREENS = import.meta.glob<Awaited<ReturnType<LazyModule>>>(
  '/src/web/features/**/*-page.tsx',
);
const LAYOUTS = import.meta.glob<Awaited<ReturnType<LazyModule>>>('/src/web/layouts/*-layout.tsx');

function loaderOf(modules: Record<string, LazyModule>, file: string): LazyModule {
  const load = modules[`/${file}`];
  if (!load) throw new Error(`The route manifest names ${file}, which does not exist.`);
  return load;
}

export const screenModule = (id: ScreenId) => loaderOf(SCREENS, screenFile(id));

export const layoutModule = (layout: Exclude<Layout, 'none'>) =>
  loaderOf(LAYOUTS, layoutFile(layout));

/** The files the globs found, from the project root: a test holds them to the route manifest. */
export function moduleFiles(): string[] {
  return [...Object.keys(SCREENS), ...Object.keys(LAYOUTS)].map((key) => key.slice(1));
}
