import type { Analysis, Slo } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import { seedFrom } from '../random.ts';
import { dropNoise, percentile, sortedFinite, summarize } from '../stats.ts';
import { bootstrapQuantileCi, DEFAULT_STATISTICS, type StatisticsSettings } from './bootstrap.ts';
import { apportion, type ContentRead } from './timing.ts';
import type { FluiditySummary, GroupInterval, Outcome, RequestResult } from './types.ts';

// The fluidity index (Etalon, arXiv 2407.07000; docs/metrics.md "Fluidity"):
// a reader sees tokens against deadlines, so one long stall in a fast stream
// scores worse than a steady slower one, which TPOT (an average) and ITL
// percentiles (pooled over every request) both hide. Pure: a function of the
// content reads, as the decode figures apportion tokens to them, and the targets.

/** The index a request must reach to count as fluid when the config names none. */
export const DEFAULT_TARGET_INDEX = 0.9;

/** Resolved targets: both deadlines known, and the fluid threshold. */
export interface FluidityTargets {
  ttft_ms: number;
  tpot_ms: number;
  target_index: number;
}

/** One request's score: tokens on time, deadlines missed, and the index (null with no token). */
export interface Fluidity {
  on_time: number;
  missed_deadlines: number;
  fluidity_index: number | null;
}

/**
 * analysis.fluidity with what it leaves out taken from load.slo (the
 * goodput targets), so results.json records the targets it was scored
 * against and `reanalyze` scores the same. Unchanged without both targets.
 */
export function withFluidityDefaults(analysis: Analysis, slo: Slo | null | undefined): Analysis {
  const f = analysis.fluidity;
  const ttft_ms = f?.ttft_ms ?? slo?.ttft_ms;
  const tpot_ms = f?.tpot_ms ?? slo?.tpot_ms;
  if (ttft_ms === undefined || tpot_ms === undefined) return analysis;
  return { ...analysis, fluidity: { ttft_ms, tpot_ms, target_index: f?.target_index ?? DEFAULT_TARGET_INDEX } };
}

/** The targets analysis.fluidity holds once resolved, or null when either deadline is missing. */
export function fluidityTargets(analysis: Pick<Analysis, 'fluidity'>): FluidityTargets | null {
  const f = analysis.fluidity;
  if (f?.ttft_ms === undefined || f.tpot_ms === undefined) return null;
  return { ttft_ms: f.ttft_ms, tpot_ms: f.tpot_ms, target_index: f.target_index ?? DEFAULT_TARGET_INDEX };
}

/**
 * Scores reads (ms from dispatch, tokens each) against the deadlines: the
 * first token's is ttft_ms, each later one's the previous deadline plus
 * tpot_ms (an early token banks slack). A token past its deadline misses
 * ⌈lateness / tpot_ms⌉ deadlines and the schedule restarts from it (its
 * arrival plus tpot_ms is the next deadline). Tokens of one read arrive together.
 */
export function fluidityOf(
  reads: readonly ContentRead[],
  targets: Pick<FluidityTargets, 'ttft_ms' | 'tpot_ms'>,
): Fluidity {
  let deadline = targets.ttft_ms;
  let on_time = 0;
  let missed = 0;
  for (const r of reads) {
    for (let k = 0; k < r.tokens; k++) {
      if (r.ms <= deadline) {
        on_time++;
        deadline += targets.tpot_ms;
      } else {
        missed += Math.ceil((r.ms - deadline) / targets.tpot_ms);
        deadline = r.ms + targets.tpot_ms;
      }
    }
  }
  const all = on_time + missed;
  return { on_time, missed_deadlines: missed, fluidity_index: all === 0 ? null : dropNoise(on_time / all) };
}

/** Time to second token: the time of the read that carried the second token (the first read's when it carried two). */
export function ttstOf(reads: readonly ContentRead[]): number | null {
  let tokens = 0;
  for (const r of reads) {
    tokens += r.tokens;
    if (tokens >= 2) return r.ms;
  }
  return null;
}

/** A request's fluidity fields: null unless it streamed (a buffered response has no token schedule), and without targets. */
export function requestFluidity(
  trace: Trace,
  streamedTokens: number,
  outcome: Outcome,
  analysis: Pick<Analysis, 'fluidity'>,
): { fluidity_index: number | null; missed_deadlines: number | null; ttst_ms: number | null } {
  const none = { fluidity_index: null, missed_deadlines: null, ttst_ms: null };
  if (outcome !== 'streamed') return none;
  const split = apportion(trace, streamedTokens);
  if (split === null) return none;
  const ttst_ms = ttstOf(split.reads);
  const targets = fluidityTargets(analysis);
  if (targets === null) return { ...none, ttst_ms };
  const f = fluidityOf(split.reads, targets);
  return {
    fluidity_index: f.fluidity_index,
    missed_deadlines: f.fluidity_index === null ? null : f.missed_deadlines,
    ttst_ms,
  };
}

/** A group's or a stage's fluidity: the index's summary with its p10, both intervals, the count and the fluid share. */
export interface FluidityFigures {
  fluidity_index: FluiditySummary | null;
  fluidity_index_ci: GroupInterval | null;
  fluidity_index_p10_ci: GroupInterval | null;
  fluid_share: number | null;
  n_fluidity: number;
}

/**
 * The fluidity figures over requests (streamed ones with an index; a stalled
 * client's left out, as for TPOT: its reads were stamped together). The
 * intervals are seeded by `seed` (provider, prompt, ...) so re-analysing
 * gives the same numbers; null below min_samples values, as every interval.
 */
export function fluidityFigures(
  requests: readonly RequestResult[],
  targets: FluidityTargets | null,
  seed: readonly string[],
  stats: StatisticsSettings = DEFAULT_STATISTICS,
): FluidityFigures {
  const values = requests
    .filter((r) => r.outcome === 'streamed' && r.client_stalled !== true)
    .flatMap((r) => (typeof r.fluidity_index === 'number' ? [r.fluidity_index] : []));
  const s = summarize(values);
  if (targets === null || s === null)
    return {
      fluidity_index: null,
      fluidity_index_ci: null,
      fluidity_index_p10_ci: null,
      fluid_share: null,
      n_fluidity: 0,
    };
  const ci = (p: number, name: string): GroupInterval | null => {
    if (values.length < Math.max(1, stats.min_samples)) return null;
    const i = bootstrapQuantileCi(values, p, seedFrom(...seed, name), stats);
    return i === null ? null : { low: dropNoise(i.low), high: dropNoise(i.high), level: stats.ci_level };
  };
  return {
    fluidity_index: {
      p50: dropNoise(s.p50),
      p90: dropNoise(s.p90),
      p99: dropNoise(s.p99),
      min: s.min,
      max: s.max,
      p10: dropNoise(percentile(sortedFinite(values), 0.1)),
    },
    fluidity_index_ci: ci(0.5, 'fluidity_index'),
    fluidity_index_p10_ci: ci(0.1, 'fluidity_index_p10'),
    fluid_share: dropNoise(values.filter((v) => v >= targets.target_index).length / values.length),
    n_fluidity: values.length,
  };
}

/** Fluid and fast: streamed, first token by the TTFT target, index at or above the target index. */
export function isSmooth(r: RequestResult, targets: FluidityTargets): boolean {
  return (
    r.outcome === 'streamed' &&
    r.ttft_ms !== null &&
    r.ttft_ms <= targets.ttft_ms &&
    typeof r.fluidity_index === 'number' &&
    r.fluidity_index >= targets.target_index
  );
}
