/** Latencies as the live benchmarks report them: the nearest-rank percentile of the sorted times. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export const formatNumber = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
