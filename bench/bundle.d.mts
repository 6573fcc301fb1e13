export interface BundleMeasurement {
  floor: { loginJsGzip: number };
  app: { entryJsGzip: number; loginJsGzip: number; loginRatio: number };
  routes: Array<{ path: string; ownJsGzip: number; totalJsGzip: number }>;
  chartLibraryOnlyOnTrends: boolean;
  budgets: { loginRatioMax: number; routeOwnMaxBytes: number };
}
export const BUDGETS: Readonly<{ loginRatioMax: number; routeOwnMaxBytes: number }>;
export function measureBundles(options?: {
  root?: string;
  log?: (...args: unknown[]) => void;
}): Promise<BundleMeasurement>;
export function missedBudgets(result: BundleMeasurement): string[];
