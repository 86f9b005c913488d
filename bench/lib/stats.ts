import { percentile } from '../../src/stats.ts';

// Statistics for the benchmark: the project's own percentile (linear
// interpolation between closest ranks), and medians over repeated runs,
// which is what every figure in the report is.

export interface Spread {
  n: number;
  p50: number;
  p99: number;
  max: number;
  min: number;
}

/** p50, p99, max and min of `values`; null when there are none. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1]!,
    min: sorted[0]!,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/** Median of each of p50, p99 and max across runs; the smallest min and the total n. */
export function medianSpread(runs: ReadonlyArray<Spread | null>): Spread | null {
  const ok = runs.filter((r): r is Spread => r !== null);
  if (ok.length === 0) return null;
  return {
    n: ok.reduce((a, r) => a + r.n, 0),
    p50: median(ok.map((r) => r.p50)),
    p99: median(ok.map((r) => r.p99)),
    max: median(ok.map((r) => r.max)),
    min: Math.min(...ok.map((r) => r.min)),
  };
}
