// Pure walking of Vite's build manifest (`.vite/manifest.json`): which JavaScript files a route loads.
// No file system here, so the rules are unit-tested on small hand-written manifests.

/**
 * The JavaScript files a set of manifest entries needs before they can run: their own chunk and,
 * following static imports, every chunk those import. With `dynamic`, also what they may load later
 * through `import()`, except the lazy routes of the entry (`skipDynamicOf`), which every shared chunk
 * reaches by importing the entry.
 * @param {Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>} manifest
 * @param {Iterable<string>} keys manifest keys (source paths, `index.html`, `_shared-chunk.js`)
 * @param {{ dynamic?: boolean, skipDynamicOf?: string }} [options]
 * @returns {Set<string>} output file names such as `assets/index-abc.js`
 */
export function closure(manifest, keys, { dynamic = false, skipDynamicOf } = {}) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (dynamic && key !== skipDynamicOf)
      for (const lazy of chunk.dynamicImports ?? []) visit(lazy);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The manifest key of the one HTML entry. */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1)
    throw new Error(`expected one entry in the manifest, found ${keys.length}`);
  return keys[0];
}

/**
 * Sizes every route: `totalJsGzip` is everything it loads (entry included), `ownJsGzip` what it loads
 * beyond the files of the route named `baseline` (the first screen a visitor downloads), so a chunk
 * shared with that screen is counted once, where it is first paid for.
 * @param {object} options
 * @param {Record<string, { file: string, imports?: string[], isEntry?: boolean, dynamicImports?: string[] }>} options.manifest
 * @param {Record<string, string[]>} options.routes path → the lazy modules (layouts, page) it renders
 * @param {string} options.baseline the path others are measured against
 * @param {(file: string) => number} options.sizeOf gzip bytes of one output file
 */
export function measureRoutes({ manifest, routes, baseline, sizeOf }) {
  const entry = entryKey(manifest);
  const lazy = new Set(Object.values(routes).flat());
  // A screen added to the router but not to the table would silently go unmeasured.
  const unmeasured = (manifest[entry].dynamicImports ?? []).filter((key) => !lazy.has(key));
  if (unmeasured.length > 0) {
    throw new Error(`lazy modules no route of the table loads: ${unmeasured.join(', ')}`);
  }
  if (!routes[baseline]) throw new Error(`the baseline ${baseline} is not a route of the table`);

  const sum = (files) => [...files].reduce((total, file) => total + sizeOf(file), 0);
  const filesOf = (modules) => closure(manifest, [entry, ...modules]);
  const baseFiles = filesOf(routes[baseline]);
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
export function chunkFilesNamed(manifest, name) {
  const pattern = new RegExp(`^${name}\\d*$`);
  return new Set(
    Object.values(manifest)
      .filter((chunk) => !chunk.src && chunk.name !== undefined && pattern.test(chunk.name))
      .map((chunk) => chunk.file),
  );
}

/**
 * The paths whose screens load any of `files`, now or later through `import()`.
 * @param {Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>} manifest
 * @param {Record<string, string[]>} routes path → lazy modules, as for `measureRoutes`
 * @param {Set<string>} files
 */
export function routesLoading(manifest, routes, files) {
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
