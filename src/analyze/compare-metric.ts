import { seedFrom } from '../random.ts';
import { bootstrapDeltaPctCi, DEFAULT_STATISTICS, median, type StatisticsSettings } from './bootstrap.ts';
import { dropNoise, shareDifferenceInterval, sortedFinite, wilsonInterval } from '../stats.ts';
import { COMPARED_KEYS, type FigureDef, figureDef, isRate, shareValue } from './figures.ts';
import type { Comparison, ComparedFigureKey, ComparisonVerdict, RequestResult } from './types.ts';

// One metric of one set of requests against a baseline's: the rule that both
// a group's comparison (compare.ts) and a load stage's (load-compare.ts)
// apply. Its own module so those two need not import each other. The
// verdict rule and why it is this strict: see compare.ts.

/** The compared figures: those FIGURES (analyze/figures.ts) marks `compared`, in its order. */
export { COMPARED_KEYS };

/**
 * 10%: above a shared CI runner's usual run-to-run drift (a few percent),
 * below what a person would want to hear about. A halved rate (-50%) or a
 * doubled TTFT (+100%) clears it by far.
 */
export const DEFAULT_MIN_EFFECT_PCT = 10;

export interface CompareSettings extends StatisticsSettings {
  /** Smallest |delta_pct| that counts as a change. */
  min_effect_pct: number;
}

export const DEFAULT_COMPARE: CompareSettings = { ...DEFAULT_STATISTICS, min_effect_pct: DEFAULT_MIN_EFFECT_PCT };

/** Written before hidden reasoning was counted: no request carries streamed_tokens. */
const legacyBasis = (requests: readonly RequestResult[]) =>
  requests.length > 0 && requests.every((r) => (r as Partial<RequestResult>).streamed_tokens === undefined);

/** Streamed requests whose streaming rate left hidden reasoning out. */
const hidingRequests = (requests: readonly RequestResult[]) =>
  requests.filter((r) => r.outcome === 'streamed' && !r.warmup && r.rate_token_basis === 'streamed_tokens');

/**
 * Why a streamed-token figure of one group cannot be compared across these
 * runs, or null when it can: a side written before hidden reasoning was
 * counted, against a side whose rates left hidden reasoning out. (Runs on
 * the current basis always compare: where nothing was hidden the two counts
 * are equal.)
 */
export function tokenBasisConflict(
  baselineRuns: readonly (readonly RequestResult[])[],
  current: readonly RequestResult[],
): string | null {
  const sides = [...baselineRuns.map((reqs) => ({ baseline: true, reqs })), { baseline: false, reqs: current }];
  const legacy = sides.filter((s) => legacyBasis(s.reqs));
  const hiding = sides.filter((s) => !legacyBasis(s.reqs) && hidingRequests(s.reqs).length > 0);
  if (legacy.length === 0 || hiding.length === 0) return null;
  const old = legacy.some((s) => s.baseline) ? 'the baseline' : 'this run';
  const now = hiding.some((s) => !s.baseline) ? "this run's" : "the baseline's";
  return (
    `different token bases: ${old} divided output_tokens (written before hidden reasoning was counted), ` +
    `${now} streaming rates leave hidden reasoning out; re-label the older results with \`streamgauge reanalyze\` to compare`
  );
}

/** The figures a comparison uses: measured streamed responses that have it. */
export function comparableValues(
  requests: readonly RequestResult[],
  metric: ComparedFigureKey,
  f: FigureDef = figureDef(metric),
): number[] {
  const out: number[] = [];
  const rate = isRate(metric, f);
  for (const r of requests) {
    if (r.warmup || r.outcome !== 'streamed') continue;
    // As in the group's figures: a stalled client's rates are not the provider's.
    if (rate && r.client_stalled === true) continue;
    const v = (r as unknown as Record<string, unknown>)[metric];
    if (typeof v === 'number' && Number.isFinite(v)) out.push(v);
  }
  return out;
}

/**
 * slower / faster / no_change from a change and its interval (all in
 * percent): a change counts when the whole interval, and the change itself,
 * lie at least minEffectPct from 0 on the same side (and never touch 0).
 */
export function verdictOf(
  metric: ComparedFigureKey,
  deltaPct: number,
  ciLowPct: number,
  ciHighPct: number,
  minEffectPct: number,
  f: FigureDef = figureDef(metric),
): ComparisonVerdict {
  const up = ciLowPct > 0 && ciLowPct >= minEffectPct && deltaPct >= minEffectPct;
  const down = ciHighPct < 0 && ciHighPct <= -minEffectPct && deltaPct <= -minEffectPct;
  if (!up && !down) return 'no_change';
  return up === (f.better === 'lower') ? 'slower' : 'faster';
}

/**
 * One metric of one set of requests (a group, or a load stage) against the
 * baseline runs' matching requests (one array per run): compareMetric over
 * their values, refused with the reason when the two sides' streaming rates
 * divided different token counts (tokenBasisConflict).
 */
export function compareRequests(
  provider: string,
  prompt: string,
  metric: ComparedFigureKey,
  baselineRuns: readonly (readonly RequestResult[])[],
  current: readonly RequestResult[],
  settings: CompareSettings = DEFAULT_COMPARE,
  f: FigureDef = figureDef(metric),
): Comparison {
  if (f.share) return compareShares(provider, prompt, metric, baselineRuns, current, settings);
  const c = compareMetric(
    provider,
    prompt,
    metric,
    baselineRuns.map((reqs) => comparableValues(reqs, metric, f)),
    comparableValues(current, metric, f),
    settings,
    f,
  );
  const conflict = f.streamedTokens ? tokenBasisConflict(baselineRuns, current) : null;
  return conflict === null
    ? c
    : { ...c, ci_low_pct: null, ci_high_pct: null, verdict: 'insufficient_data', reason: conflict };
}

/** One provider x prompt x metric. Baseline values come one array per baseline run that has the group. */
export function compareMetric(
  provider: string,
  prompt: string,
  metric: ComparedFigureKey,
  baselineRuns: readonly (readonly number[])[],
  current: readonly number[],
  settings: CompareSettings = DEFAULT_COMPARE,
  f: FigureDef = figureDef(metric),
): Comparison {
  const runs = baselineRuns.map(sortedFinite).filter((r) => r.length > 0);
  const pooled = sortedFinite(runs.flat());
  const cur = sortedFinite(current);
  const baselineP50 = pooled.length > 0 ? dropNoise(median(pooled)) : null;
  const currentP50 = cur.length > 0 ? dropNoise(median(cur)) : null;
  const delta =
    baselineP50 !== null && currentP50 !== null && baselineP50 > 0
      ? dropNoise((100 * (currentP50 - baselineP50)) / baselineP50)
      : null;
  const base: Comparison = {
    provider,
    prompt,
    metric,
    baseline_p50: baselineP50,
    current_p50: currentP50,
    delta_pct: delta,
    ci_low_pct: null,
    ci_high_pct: null,
    verdict: 'insufficient_data',
    baseline_n: pooled.length,
    current_n: cur.length,
    baseline_runs: runs.length,
  };
  const min = Math.max(1, settings.min_samples);
  if (delta === null || pooled.length < min || cur.length < min) return base;
  const ci = bootstrapDeltaPctCi(runs, cur, seedFrom('compare', provider, prompt, metric), settings);
  if (ci === null) return base;
  const low = dropNoise(ci.low);
  const high = dropNoise(ci.high);
  return {
    ...base,
    ci_low_pct: low,
    ci_high_pct: high,
    verdict: verdictOf(metric, delta, low, high, settings.min_effect_pct, f),
  };
}

/** passed/n of the measured requests that were checked, with the Wilson interval. */
function shareSide(requests: readonly RequestResult[]): { passed: number; n: number; low: number; high: number } {
  let passed = 0;
  let n = 0;
  for (const r of requests) {
    const v = r.warmup ? null : shareValue(r);
    if (v === null) continue;
    n++;
    passed += v;
  }
  const ci = wilsonInterval(passed, n) ?? { low: 0, high: 1 };
  return { passed, n, low: dropNoise(ci.low), high: dropNoise(ci.high) };
}

/**
 * A share (check_pass_rate) against the baseline runs' pooled: a change
 * counts when Newcombe's interval of the difference (built from the two
 * Wilson intervals) excludes 0 and the share moved by at least
 * min_effect_pct of the baseline's; `slower` names a drop (worse), as the
 * other figures' regressions, so `--fail-on-regression` fails on it.
 */
export function compareShares(
  provider: string,
  prompt: string,
  metric: ComparedFigureKey,
  baselineRuns: readonly (readonly RequestResult[])[],
  current: readonly RequestResult[],
  settings: CompareSettings = DEFAULT_COMPARE,
): Comparison {
  const runs = baselineRuns.map(shareSide).filter((s) => s.n > 0);
  const base = shareSide(baselineRuns.flat());
  const cur = shareSide(current);
  const rate = (s: { passed: number; n: number }) => (s.n > 0 ? dropNoise(s.passed / s.n) : null);
  const b = rate(base);
  const c = rate(cur);
  const delta = b !== null && c !== null && b > 0 ? dropNoise((100 * (c - b)) / b) : null;
  const out: Comparison = {
    provider,
    prompt,
    metric,
    baseline_p50: b,
    current_p50: c,
    delta_pct: delta,
    ci_low_pct: null,
    ci_high_pct: null,
    verdict: 'insufficient_data',
    baseline_n: base.n,
    current_n: cur.n,
    baseline_runs: runs.length,
    ...(base.n > 0 || cur.n > 0 ? { share: { baseline: base, current: cur } } : {}),
  };
  const min = Math.max(1, settings.min_samples);
  const diff = shareDifferenceInterval({ k: base.passed, n: base.n }, { k: cur.passed, n: cur.n });
  if (b === null || c === null || base.n < min || cur.n < min || diff === null) return out;
  // In percent of the baseline share, as delta_pct (a baseline of 0 has no percent: the interval alone decides).
  const pct = (x: number) => (b > 0 ? dropNoise((100 * x) / b) : null);
  const effect = (d: number | null) => d === null || Math.abs(d) >= settings.min_effect_pct;
  const verdict: ComparisonVerdict =
    diff.high < 0 && effect(delta) ? 'slower' : diff.low > 0 && effect(delta) ? 'faster' : 'no_change';
  return { ...out, ci_low_pct: pct(diff.low), ci_high_pct: pct(diff.high), verdict };
}

/** True when a request of any of the sets had its answer checked: a share (check_pass_rate) is compared only then. */
export function checkedIn(...sets: ReadonlyArray<readonly RequestResult[]>): boolean {
  return sets.some((reqs) => reqs.some((r) => r.check != null));
}
