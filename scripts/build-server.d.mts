export const SERVER_ENTRY: string;
export function isServerBuildStale(root?: string): boolean;
export function buildServer(root?: string): Promise<void>;
export function buildServerIfStale(root?: string): Promise<boolean>;
