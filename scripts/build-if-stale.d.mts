export function newestMtime(target: string): number;
export function isWebBuildStale(root?: string): boolean;
export function buildWeb(root?: string, options?: { logLevel?: 'info' | 'warn' }): Promise<void>;
export function buildWebIfStale(
  root?: string,
  options?: { logLevel?: 'info' | 'warn' },
): Promise<boolean>;
