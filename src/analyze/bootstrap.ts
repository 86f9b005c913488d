import { Mulberry32 } from '../random.ts';
import { percentile, sortedFinite } from '../stats.ts';
import type { Interval } from './types.ts';

export type { Interval } from './types.ts';

// Seeded percentile bootstrap of medians. Pure: the same values, seed and
// settings give the same interval on every machine, so `reanalyze` and a
// re-run `compare` reproduce the numbers exactly.
//
// Cost: one resample of n values is n PRNG draws and an O(n) walk over a
// count array (no sort), so 2,000 resamples of 100 values take about 2 ms;
// the interval then selects its two tails' order statistics instead of
// sorting the 2,000 (bench/bootstrap.ts times both against the former code).

/** Bootstrap settings. */
export interface BootstrapSettings {
  /** Two-sided confidence level, e.g. 0.95. */
  ci_level: number;
  /** Resamples drawn per interval. */
  resamples: number;
}

/**
 * 95% and 2,000 resamples: the percentile interval's tails (the 2.5% and
 * 97.5% quantiles of the resampled medians) then rest on 50 resamples each,
 * which keeps their seed-to-seed wobble well under the spread of the data
 * while costing about a millisecond per interval.
 */
export const DEFAULT_BOOTSTRAP: BootstrapSettings = { ci_level: 0.95, resamples: 2000 };

/** The median (linear interpolation, as summarize's p50) of values sorted ascending; NaN when empty. */
export function median(sorted: readonly number[]): number {
  return percentile(sorted, 0.5);
}

/**
 * A resampler over one or more samples ("runs") of the same quantity. Each
 * resample draws runs with replacement, then from each drawn run as many of
 * its values with replacement, and returns the median of the pool. With one
 * run this is the ordinary bootstrap; with several it also carries the
 * run-to-run spread (a noisy runner one night) into the interval, which
 * pooling the runs into one sample would hide.
 */
function medianResampler(runs: readonly (readonly number[])[], rand: Mulberry32): () => number {
  if (runs.length === 1) return oneRunResampler(runs[0] as readonly number[], rand);
  const pool = runs.flatMap((run, r) => run.map((v) => ({ v, r })));
  pool.sort((a, b) => a.v - b.v);
  const values = pool.map((p) => p.v);
  // Positions in the pooled sorted order of each run's values.
  const positions = runs.map((run) => new Uint32Array(run.length));
  const filled = new Uint32Array(runs.length);
  pool.forEach((p, i) => ((positions[p.r] as Uint32Array)[(filled[p.r] as number)++] = i));
  const counts = new Uint32Array(values.length);
  const k = runs.length;
  return () => {
    counts.fill(0);
    let n = 0;
    for (let j = 0; j < k; j++) {
      const run = positions[Math.floor(rand.next() * k)] as Uint32Array;
      const m = run.length;
      for (let i = 0; i < m; i++) {
        const at = run[Math.floor(rand.next() * m)] as number;
        counts[at] = (counts[at] as number) + 1;
      }
      n += m;
    }
    return countedQuantile(values, counts, n, 0.5);
  };
}

/**
 * medianResampler of one run, given sorted: the same draws (the pool of one
 * sorted run is the run, each value's position its index), without the
 * pool's object per value. At 20,000 requests those objects, made for every
 * figure of every group, were most of what the analysis allocated.
 */
function oneRunResampler(sorted: readonly number[], rand: Mulberry32, p = 0.5): () => number {
  const n = sorted.length;
  const counts = new Uint32Array(n);
  return () => {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rand.next() * n);
      counts[at] = (counts[at] as number) + 1;
    }
    return countedQuantile(sorted, counts, n, p);
  };
}

/**
 * The p-quantiles of `resamples` resamples of one sorted run, in draw order:
 * oneRunResampler's, in one loop without a call per resample.
 */
function oneRunQuantiles(sorted: readonly number[], rand: Mulberry32, p: number, resamples: number): Float64Array {
  const n = sorted.length;
  const counts = new Uint32Array(n);
  const stats = new Float64Array(resamples);
  for (let k = 0; k < resamples; k++) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rand.next() * n);
      counts[at] = (counts[at] as number) + 1;
    }
    stats[k] = countedQuantile(sorted, counts, n, p);
  }
  return stats;
}

/**
 * Percentile-bootstrap interval of the p-quantile of `values` (one run; p
 * 0.5 gives bootstrapMedianCi's interval), or null when there are none: the
 * fluidity index's p10, whose low tail is the figure.
 */
export function bootstrapQuantileCi(
  values: readonly number[],
  p: number,
  seed: number,
  settings: BootstrapSettings = DEFAULT_BOOTSTRAP,
): Interval | null {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  return interval(oneRunQuantiles(sorted, new Mulberry32(seed), p, settings.resamples), settings.ci_level);
}

/**
 * The p-quantile of a multiset given as counts over sorted values (n = sum
 * of counts > 0), interpolated as stats.ts's percentile: the value at the
 * (n-1)p-th place of the multiset sorted and, when that place is not whole,
 * the next. Resamplers elsewhere in analyze/ count their draws the same way.
 */
export function countedQuantile(values: ArrayLike<number>, counts: Uint32Array, n: number, p: number): number {
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  let seen = 0;
  let i = 0;
  while ((seen += counts[i] as number) <= lo) i++;
  const a = values[i] as number;
  while (seen <= hi) seen += counts[++i] as number;
  return a + (h - lo) * ((values[i] as number) - a);
}

/**
 * Counts of a resample drawn by index from values in any order, for its
 * quantiles without sorting the resample: each index's value has a place
 * in the values sorted (ascending, as a comparator sort; equal values
 * interchangeable), and a draw adds one at its place. What median() of the
 * drawn values sorted gives, in O(n) a resample.
 */
export class IndexCounts {
  private readonly sorted: Float64Array;
  private readonly place: Uint32Array;
  private readonly counts: Uint32Array;
  private n = 0;
  constructor(values: readonly number[]) {
    const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number));
    this.sorted = Float64Array.from(order, (i) => values[i] as number);
    this.place = new Uint32Array(values.length);
    order.forEach((i, r) => (this.place[i] = r));
    this.counts = new Uint32Array(values.length);
  }
  /** Start a new resample. */
  clear(): void {
    this.counts.fill(0);
    this.n = 0;
  }
  /** Draw the value at index i (of the values given). */
  add(i: number): void {
    const at = this.place[i] as number;
    this.counts[at] = (this.counts[at] as number) + 1;
    this.n++;
  }
  /** The median of the values drawn since clear() (at least one). */
  median(): number {
    return countedQuantile(this.sorted, this.counts, this.n, 0.5);
  }
}

/**
 * The two-sided percentile interval of resampled statistics (reorders
 * `stats` in place): percentile() of the sorted statistics at both tails.
 */
export function percentileInterval(stats: Float64Array, level: number): Interval {
  return interval(stats, level);
}

function interval(stats: Float64Array, level: number): Interval {
  const tail = (1 - level) / 2;
  // Selecting the four order statistics the two percentiles read is what a
  // full sort gives them whenever the order of < is the sort's: without NaN
  // (sorted last) and -0 (sorted before 0), which no resampled statistic
  // here is; should one be, the sort decides.
  if (!stats.every((x) => x === x && !Object.is(x, -0))) {
    stats.sort();
    return { low: percentile(stats, tail), high: percentile(stats, 1 - tail) };
  }
  return { low: selectedPercentile(stats, tail), high: selectedPercentile(stats, 1 - tail) };
}

/** percentile(sorted stats, p) by selection: the order statistics at floor and ceil of (n-1)p, stats reordered. */
function selectedPercentile(stats: Float64Array, p: number): number {
  const n = stats.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  selectInPlace(stats, lo);
  let b = stats[lo] as number;
  // After the selection everything past lo is no smaller: the next order statistic is their least.
  if (hi > lo) {
    b = stats[hi] as number;
    for (let i = hi + 1; i < n; i++) if ((stats[i] as number) < b) b = stats[i] as number;
  }
  const a = stats[lo] as number;
  return a + (h - lo) * (b - a);
}

/**
 * Hoare's selection (Wirth's form): reorders xs so that xs[k] is the
 * value a sort would put there, with none larger before it and none
 * smaller after it. Expected O(n); equal values end the partitioning early.
 */
function selectInPlace(xs: Float64Array, k: number): void {
  let l = 0;
  let r = xs.length - 1;
  while (l < r) {
    const x = xs[k] as number;
    let i = l;
    let j = r;
    do {
      while ((xs[i] as number) < x) i++;
      while (x < (xs[j] as number)) j--;
      if (i <= j) {
        const t = xs[i] as number;
        xs[i++] = xs[j] as number;
        xs[j--] = t;
      }
    } while (i <= j);
    if (j < k) l = i;
    if (k < i) r = j;
  }
}

/**
 * Percentile-bootstrap confidence interval of the median of `values` (any
 * order; non-finite values ignored), or null when there are none. The values
 * are sorted first, so the interval depends only on the multiset and the seed.
 */
export function bootstrapMedianCi(
  values: readonly number[],
  seed: number,
  settings: BootstrapSettings = DEFAULT_BOOTSTRAP,
): Interval | null {
  const stats = resampledMedians(values, seed, settings);
  return stats === null ? null : interval(stats, settings.ci_level);
}

/**
 * The medians of `settings.resamples` bootstrap resamples of `values`, in
 * draw order, or null when there are no finite values. These are the very
 * resamples bootstrapMedianCi takes its interval from (same values, seed and
 * settings), so the ranks drawn from them agree with the groups' intervals.
 */
export function resampledMedians(
  values: readonly number[],
  seed: number,
  settings: BootstrapSettings = DEFAULT_BOOTSTRAP,
): Float64Array | null {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  return oneRunQuantiles(sorted, new Mulberry32(seed), 0.5, settings.resamples);
}

/**
 * Percentile-bootstrap confidence interval of the relative change of the
 * median, 100 * (median(current) - median(baseline)) / median(baseline), in
 * percent. The baseline may be several runs (resampled as runs, then values:
 * see medianResampler); the current run is one sample. Null when a side is
 * empty or the baseline median is not positive (no relative change exists).
 */
export function bootstrapDeltaPctCi(
  baselineRuns: readonly (readonly number[])[],
  current: readonly number[],
  seed: number,
  settings: BootstrapSettings = DEFAULT_BOOTSTRAP,
): Interval | null {
  const runs = baselineRuns.map(sortedFinite).filter((r) => r.length > 0);
  const cur = sortedFinite(current);
  if (runs.length === 0 || cur.length === 0) return null;
  if (!(median(sortedFinite(runs.flat())) > 0)) return null;
  const rand = new Mulberry32(seed);
  const base = medianResampler(runs, rand);
  const now = medianResampler([cur], rand);
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) {
    const b = base();
    const c = now();
    // A resampled baseline median of 0 (possible only with zeros in the data) has no relative change: count it
    // as no change rather than dividing by zero.
    stats[i] = b > 0 ? (100 * (c - b)) / b : 0;
  }
  return interval(stats, settings.ci_level);
}

/** Settings of the groups' statistics. */
export interface StatisticsSettings extends BootstrapSettings {
  /** Fewest values a figure needs for an interval, a rank (post-first-content table) or a comparison. */
  min_samples: number;
}

/**
 * Three values is the fewest whose median is not just an end point or the
 * mean of two, and so the fewest a bootstrap interval of the median (or a
 * rank) can rest on. It is a floor, not a target: with 3 samples the interval
 * spans nearly the whole sample; 10 or more give intervals worth reading.
 */
export const MIN_SAMPLES = 3;

export const DEFAULT_STATISTICS: StatisticsSettings = { ...DEFAULT_BOOTSTRAP, min_samples: MIN_SAMPLES };
