// Latency percentiles, computed the way apps/api/bench/search.ts does (nearest rank), so the page
// and API figures in one report mean the same thing.

export type LatencySummary = { p50: number; p95: number; p99: number };

/** The nearest-rank percentile of ascending `sorted`; 0 for no samples. */
export function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(index, 0)] ?? 0;
}

/** p50/p95/p99 of unsorted samples, in the samples' unit, to 0.1. */
export function summariseLatencies(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: roundTenth(percentile(sorted, 50)),
    p95: roundTenth(percentile(sorted, 95)),
    p99: roundTenth(percentile(sorted, 99)),
  };
}

export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The run with the median throughput (the lower of the two middle runs for an even count): a
 * whole run, so its latencies stay the ones measured with that throughput.
 */
export function medianByThroughput<Run extends { requestsPerSecond: number }>(
  runs: readonly Run[],
): Run {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.ceil(sorted.length / 2) - 1];
  if (median === undefined) throw new Error("No runs to take the median of");
  return median;
}
