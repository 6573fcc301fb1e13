export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function closure(
  manifest: Manifest,
  keys: Iterable<string>,
  options?: { dynamic?: boolean; skipDynamicOf?: string },
): Set<string>;
export function entryKey(manifest: Manifest): string;
export function measureRoutes(options: {
  manifest: Manifest;
  routes: Record<string, string[]>;
  baseline: string;
  sizeOf: (file: string) => number;
}): {
  entryJsGzip: number;
  routes: Array<{ path: string; ownJsGzip: number; totalJsGzip: number; files: Set<string> }>;
};
export function chunkFilesNamed(manifest: Manifest, name: string): Set<string>;
export function routesLoading(
  manifest: Manifest,
  routes: Record<string, string[]>,
  files: Set<string>,
): string[];
