export function newestMtime(target: string): number;
export function isWebBuildStale(root?: string): boolean;
export function buildWeb(root?: string): Promise<void>;
export function buildWebIfStale(root?: string): Promise<boolean>;
