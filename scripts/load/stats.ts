function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? 0;
}

export function summarize(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

export interface RssSample {
  atMs: number;
  rss: number;
}

/**
 * Whether memory grows over the last `windowMs`: the least-squares line through the samples gives the
 * growth over the window, the scatter around it the noise (garbage collection makes RSS a saw-tooth).
 * Flat means the growth is within twice the noise or within 2 % of the mean.
 */
export function rssTrend(samples: readonly RssSample[], windowMs: number) {
  const end = samples.at(-1)?.atMs ?? 0;
  const window = samples.filter((s) => s.atMs >= end - windowMs);
  const n = window.length;
  const meanT = window.reduce((a, s) => a + s.atMs, 0) / n;
  const mean = window.reduce((a, s) => a + s.rss, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const s of window) {
    sxy += (s.atMs - meanT) * (s.rss - mean);
    sxx += (s.atMs - meanT) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  const residuals = window.map((s) => s.rss - (mean + slope * (s.atMs - meanT)));
  const noise = Math.sqrt(residuals.reduce((a, r) => a + r * r, 0) / Math.max(1, n - 2));
  const span = n > 1 ? (window.at(-1)?.atMs ?? 0) - (window[0]?.atMs ?? 0) : 0;
  const growth = slope * span;
  return {
    windowS: Math.round(span / 1000),
    samples: n,
    mean,
    growth,
    noise,
    flat: growth <= Math.max(2 * noise, 0.02 * mean),
  };
}
