/**
 * Walking Vite's build manifest: which JavaScript files a set of modules loads. Pure, so the rules
 * are unit-tested on small hand-written manifests (bench/bundle-manifest.test.ts). The server's
 * preload hints (web-page.ts) and the bench's bundle sizes (bench/bundle-manifest.ts) both use it.
 */

/** One chunk of Vite's build manifest (the part read here). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files a set of manifest entries needs before they can run: their own chunk and,
 * following static imports, every chunk those import, in import order. With `dynamic`, also what
 * they may load later through `import()`, except the lazy routes of the entry (`skipDynamicOf`),
 * which every shared chunk reaches by importing the entry.
 */
export function closure(
  manifest: BuildManifest,
  keys: Iterable<string>,
  { dynamic = false, skipDynamicOf }: { dynamic?: boolean; skipDynamicOf?: string } = {},
): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (dynamic && key !== skipDynamicOf) {
      for (const lazy of chunk.dynamicImports ?? []) visit(lazy);
    }
  };
  for (const key of keys) visit(key);
  return files;
}

/** The manifest key of the one HTML entry. */
export function entryKey(manifest: BuildManifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (keys.length !== 1) {
    throw new Error(`expected one entry in the manifest, found ${keys.length}`);
  }
  return keys[0] as string;
}
