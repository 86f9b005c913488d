// Order statistics on plain numbers, at the ground of src/ (it imports
// nothing), so config/, analyze/, metrics/, the reports and both pages'
// scripts take them from one place. Percentiles interpolate linearly between
// the closest ranks: on ascending values v[0..n-1], h = (n - 1) * p and the
// percentile is v[floor(h)] + (h - floor(h)) * (v[ceil(h)] - v[floor(h)])
// (numpy's default, "linear"; Excel's PERCENTILE.INC).

/** The p-quantile (p in [0, 1]) of values already sorted ascending; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (h - lo) * (b - a);
}

/**
 * The finite values, sorted ascending as doubles (a copy): a typed array's
 * sort, no comparator call per pair and no boxed copy of each value. The
 * order is a comparator sort's but for -0 before 0, which no median,
 * percentile or interval tells apart.
 */
export function finiteSorted(values: ArrayLike<number>): Float64Array {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) n++;
  const sorted = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (Number.isFinite(v)) sorted[k++] = v;
  }
  return sorted.sort();
}

/** Finite values, sorted ascending (a copy), as an array: finiteSorted. */
export function sortedFinite(values: ArrayLike<number>): number[] {
  return Array.from(finiteSorted(values));
}

/** A distribution's five numbers, in the order results.json writes them (analyze/types.ts builds its schema from them). */
export const SUMMARY_KEYS = ['p50', 'p90', 'p99', 'min', 'max'] as const;

/** A distribution in five numbers: results.json's shape for every summarised figure (analyze/types.ts hands it on). */
export type Summary = Record<(typeof SUMMARY_KEYS)[number], number>;

/**
 * p50, p90, p99, min and max of the finite values given (anything else is
 * ignored), or null when there are none. The input is not modified.
 */
export function summarize(values: readonly number[]): Summary | null {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return null;
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
  };
}

/**
 * Drop float noise and nothing else: keep 12 significant digits, so
 * 2000.0000000000002 (a subtraction of two sub-ms timestamps) is stored as
 * 2000 and 3.7000000000000002 (an interpolated percentile) as 3.7, while
 * every real digit of a measurement survives (a relative change below 1e-11).
 * Raw moments copied from a trace are not touched at all. Labels are decided
 * on the same values results.json stores, so the file re-derives itself.
 */
export function dropNoise(x: number): number {
  if (!Number.isFinite(x)) return x;
  const r = Number(x.toPrecision(12));
  return Object.is(r, -0) ? 0 : r;
}

/** dropNoise that passes null through. */
export function dropNoiseOrNull(x: number | null): number | null {
  return x === null ? null : dropNoise(x);
}

// Math.max(...values) passes every value as an argument, and past about
// 125,000 of them V8 throws "Maximum call stack size exceeded": these loop.

/** The largest of the values, -Infinity when there are none (as Math.max()). */
export function maxOf(values: ArrayLike<number>): number {
  let hi = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v > hi || Number.isNaN(v)) hi = v;
    if (Number.isNaN(hi)) return NaN;
  }
  return hi;
}

/** The smallest of the values, Infinity when there are none (as Math.min()). */
export function minOf(values: ArrayLike<number>): number {
  let lo = Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v < lo || Number.isNaN(v)) lo = v;
    if (Number.isNaN(lo)) return NaN;
  }
  return lo;
}

/** Append every item of `from` to `to` one by one (to.push(...from) overflows the stack on a large array). */
export function pushAll<T>(to: T[], from: readonly T[]): void {
  for (const x of from) to.push(x);
}

/**
 * The Wilson score interval of a share k/n at 95% (z = 1.96): unlike the
 * normal approximation it stays inside [0, 1] and is not empty at 0/n or
 * n/n (20/20 is [0.839, 1]). Null when n is 0.
 */
export function wilsonInterval(k: number, n: number, z = 1.959963984540054): { low: number; high: number } | null {
  if (!(n > 0)) return null;
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Newcombe's interval (his method 10) of the difference b - a of two shares,
 * from their Wilson intervals: a change of a share counts when it excludes 0.
 * Null when either side has no count.
 */
export function shareDifferenceInterval(
  a: { k: number; n: number },
  b: { k: number; n: number },
): { low: number; high: number } | null {
  const wa = wilsonInterval(a.k, a.n);
  const wb = wilsonInterval(b.k, b.n);
  if (wa === null || wb === null) return null;
  const pa = a.k / a.n;
  const pb = b.k / b.n;
  const d = pb - pa;
  return {
    low: d - Math.sqrt((pb - wb.low) ** 2 + (wa.high - pa) ** 2),
    high: d + Math.sqrt((wb.high - pb) ** 2 + (pa - wa.low) ** 2),
  };
}
