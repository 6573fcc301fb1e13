// Which JavaScript files each route loads, from Vite's build manifest, and what they weigh. No file
// system here, so the rules are unit-tested on small hand-written manifests.
import { type BuildManifest, closure, entryKey } from '../src/server/build-manifest';

export type Manifest = BuildManifest;
export { closure, entryKey };

/**
 * Sizes every route: `totalJsGzip` is everything it loads (entry included), `ownJsGzip` what it loads
 * beyond the files of the route named `baseline` (the first screen a visitor downloads), so a chunk
 * shared with that screen is counted once, where it is first paid for.
 */
export function measureRoutes({
  manifest,
  routes,
  baseline,
  sizeOf,
}: {
  manifest: Manifest;
  routes: Record<string, string[]>;
  baseline: string;
  sizeOf: (file: string) => number;
}) {
  const entry = entryKey(manifest);
  const lazy = new Set(Object.values(routes).flat());
  // A screen added to the router but not to the table would silently go unmeasured.
  const unmeasured = (manifest[entry]?.dynamicImports ?? []).filter((key) => !lazy.has(key));
  if (unmeasured.length > 0) {
    throw new Error(`lazy modules no route of the table loads: ${unmeasured.join(', ')}`);
  }
  if (!routes[baseline]) throw new Error(`the baseline ${baseline} is not a route of the table`);

  const sum = (files: Iterable<string>) =>
    [...files].reduce((total, file) => total + sizeOf(file), 0);
  const filesOf = (modules: readonly string[]) => closure(manifest, [entry, ...modules]);
  const baseFiles = filesOf(routes[baseline] ?? []);
  const result = Object.entries(routes).map(([path, modules]) => {
    const files = filesOf(modules);
    return {
      path,
      ownJsGzip: sum([...files].filter((file) => !baseFiles.has(file))),
      totalJsGzip: sum(files),
      files,
    };
  });
  return { entryJsGzip: sum(closure(manifest, [entry])), routes: result };
}

/** Output files of the chunks a manual chunk group named `name` produced (`name`, `name2`, …). */
export function chunkFilesNamed(manifest: Manifest, name: string): Set<string> {
  const pattern = new RegExp(`^${name}\\d*$`);
  return new Set(
    Object.values(manifest)
      .filter((chunk) => !chunk.src && chunk.name !== undefined && pattern.test(chunk.name))
      .map((chunk) => chunk.file),
  );
}

/**
 * The paths whose screens load any of `files`, now or later through `import()`.
 */
export function routesLoading(
  manifest: Manifest,
  routes: Record<string, string[]>,
  files: Set<string>,
): string[] {
  const entry = entryKey(manifest);
  return Object.entries(routes)
    .filter(([, modules]) => {
      const loaded = closure(manifest, [entry, ...modules], {
        dynamic: true,
        skipDynamicOf: entry,
      });
      return [...loaded].some((file) => files.has(file));
    })
    .map(([path]) => path);
}
