// src/analyze/bootstrap.ts as it was before its draws and intervals were
// made faster (issue 36): draws through a closure PRNG and a full sort of
// the resampled statistics. Kept verbatim (but for its imports) as the reference the property test holds the fast code
// to, bit for bit, and the baseline bench/bootstrap.ts times it against.
import { percentile, sortedFinite } from '../../../src/stats.ts';
import type { Interval } from '../../../src/analyze/types.ts';

// The PRNG as it was, a closure: the reference for random.ts's Mulberry32 too.
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Seeded percentile bootstrap of medians. Pure: the same values, seed and
// settings give the same interval on every machine, so `reanalyze` and a
// re-run `compare` reproduce the numbers exactly.
//
// Cost: one resample of n values is n PRNG draws and an O(n) walk over a
// count array (no sort), so 2,000 resamples of 100 values take about a
// millisecond.

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
function medianResampler(runs: readonly (readonly number[])[], rand: () => number): () => number {
  if (runs.length === 1) return oneRunResampler(runs[0] as readonly number[], rand);
  const pool = runs.flatMap((run, r) => run.map((v) => ({ v, r })));
  pool.sort((a, b) => a.v - b.v);
  const values = pool.map((p) => p.v);
  // Positions in the pooled sorted order of each run's values.
  const positions: number[][] = runs.map(() => []);
  pool.forEach((p, i) => (positions[p.r] as number[]).push(i));
  const counts = new Uint32Array(values.length);
  const k = runs.length;
  return () => {
    counts.fill(0);
    let n = 0;
    for (let j = 0; j < k; j++) {
      const run = positions[k === 1 ? 0 : Math.floor(rand() * k)] as number[];
      for (let i = 0; i < run.length; i++) {
        const at = run[Math.floor(rand() * run.length)] as number;
        counts[at] = (counts[at] as number) + 1;
      }
      n += run.length;
    }
    return countedMedian(values, counts, n);
  };
}

/**
 * medianResampler of one run, given sorted: the same draws (the pool of one
 * sorted run is the run, each value's position its index), without the
 * pool's object per value. At 20,000 requests those objects, made for every
 * figure of every group, were most of what the analysis allocated.
 */
function oneRunResampler(sorted: readonly number[], rand: () => number, p = 0.5): () => number {
  const n = sorted.length;
  const counts = new Uint32Array(n);
  return () => {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rand() * n);
      counts[at] = (counts[at] as number) + 1;
    }
    return countedMedian(sorted, counts, n, p);
  };
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
  const next = oneRunResampler(sorted, mulberry32(seed), p);
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) stats[i] = next();
  return interval(stats, settings.ci_level);
}

/** The p-quantile (the median by default) of a multiset given as counts over sorted values (n = sum of counts > 0). */
function countedMedian(values: readonly number[], counts: Uint32Array, n: number, p = 0.5): number {
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  let seen = 0;
  let a = NaN;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] as number;
    if (Number.isNaN(a) && seen > lo) a = values[i] as number;
    if (seen > hi) return a + (h - lo) * ((values[i] as number) - a);
  }
  return a;
}

/** The two-sided percentile interval of resampled statistics (sorts `stats` in place). */
export function percentileInterval(stats: Float64Array, level: number): Interval {
  return interval(stats, level);
}

function interval(stats: Float64Array, level: number): Interval {
  stats.sort();
  const tail = (1 - level) / 2;
  const sorted = Array.from(stats);
  return { low: percentile(sorted, tail), high: percentile(sorted, 1 - tail) };
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
  const next = medianResampler([sorted], mulberry32(seed));
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) stats[i] = next();
  return stats;
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
  const rand = mulberry32(seed);
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
