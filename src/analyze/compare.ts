import {
  bootstrapDeltaPctCi,
  DEFAULT_STATISTICS,
  median,
  seedFrom,
  sortedFinite,
  type StatisticsSettings,
} from './bootstrap.ts';
import { streamingVerdict } from './index.ts';
import { compareSaturation, compareStages, type SaturationComparison, type StageComparison } from './load-compare.ts';
import { dropNoise } from './stats.ts';
import { COMPARED_KEYS, higherIsBetter, isRate } from './figures.ts';
import type {
  BaselineInfo,
  BaselineRun,
  Comparison,
  ComparisonMetric,
  ComparisonVerdict,
  RequestResult,
  Results,
  StreamingChange,
  StreamingChangeKind,
  StreamingVerdict,
} from './types.ts';

// The regression check: this run against a baseline of one or more earlier
// runs, per provider x prompt x metric. Pure: Results in, comparisons out.
//
// A verdict needs the whole bootstrap interval of the relative change of
// the median to lie beyond the minimum effect (so it excludes 0 too): "with
// 95% confidence, at least 10% slower". Excluding 0 alone would call a 1%
// drift on a quiet machine a regression; a point estimate beyond 10% with an
// interval reaching back to 0 is what one unlucky night on a noisy runner
// looks like. Measured on seeded synthetic runs (10 responses a side,
// lognormal spread of 10-20%, 10% outliers up to 3x, run-to-run drift up to
// 5%), this rule flags 0-0.3% of unchanged comparisons against 2-6% for
// "excludes 0 and the point estimate is past 10%", and still catches a
// halved rate or doubled TTFT 96-100% of the time.
//
// Only streamed responses are compared, for every metric: a buffered
// response has no TTFT or post-first-content rate, and its end-to-end time
// includes whatever the buffering held back, so it never counts as (or
// hides) a streaming-speed regression. A group that stopped streaming is its
// own alert, in `streaming_changes`.

/** The compared figures: those FIGURES (analyze/figures.ts) marks `compared`, in its order. */
export const COMPARISON_METRICS: readonly ComparisonMetric[] = COMPARED_KEYS;

/**
 * Figures that divide streamed_tokens (design.md "Hidden reasoning"):
 * results written before hidden reasoning was counted divided output_tokens
 * there, so a reasoning model's old figure and its new one are on different
 * bases, and a 5x "slowdown" between them is the fix, not the model.
 */
export const STREAMED_TOKEN_METRICS: ReadonlySet<ComparisonMetric> = new Set<ComparisonMetric>([
  'post_first_content_tps',
]);

/** For ttft_ms a smaller figure is better; for the two rates a bigger one (FIGURES' `better`). */
export const SMALLER_IS_BETTER: Readonly<Record<ComparisonMetric, boolean>> = Object.fromEntries(
  COMPARED_KEYS.map((k) => [k, !higherIsBetter(k)]),
) as Record<ComparisonMetric, boolean>;

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

export const COMPARISON_METHOD =
  'bootstrap CI of the difference of medians (baseline resampled by run, then by response)';

/** One baseline run and, when known, where it was read from. */
export interface BaselineInput {
  results: Results;
  source?: string | null;
}

export interface ComparisonOutcome {
  baseline: BaselineInfo;
  comparisons: Comparison[];
  streaming_changes: StreamingChange[];
  /** Load runs only: each pair's saturation throughput against the baseline's. */
  saturation_comparisons?: SaturationComparison[];
  /** Load runs only: per stage and metric. */
  stage_comparisons?: StageComparison[];
}

/**
 * A group's identity across runs. With a location it is part of the key, so
 * each place is compared with its own history only (a run from another
 * region is not a regression); without one the key is what it always was.
 */
const key = (provider: string, prompt: string, location?: string) =>
  JSON.stringify(location === undefined ? [provider, prompt] : [provider, prompt, location]);

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
export function comparableValues(requests: readonly RequestResult[], metric: ComparisonMetric): number[] {
  const out: number[] = [];
  for (const r of requests) {
    if (r.warmup || r.outcome !== 'streamed') continue;
    // As in the group's figures: a stalled client's rates are not the provider's.
    if (isRate(metric) && r.client_stalled === true) continue;
    const v = r[metric];
    if (typeof v === 'number' && Number.isFinite(v)) out.push(v);
  }
  return out;
}

function byGroup(results: Results): Map<string, RequestResult[]> {
  const m = new Map<string, RequestResult[]>();
  for (const r of results.requests) {
    if (r.warmup) continue;
    const k = key(r.provider, r.prompt, r.location);
    let list = m.get(k);
    if (list === undefined) m.set(k, (list = []));
    list.push(r);
  }
  return m;
}

/** The same run read twice (e.g. the current run already added to the history) is not its own baseline. */
export function sameRun(a: Results, b: Results): boolean {
  return (
    a.run.started_at === b.run.started_at &&
    a.run.finished_at === b.run.finished_at &&
    a.run.config_sha256 === b.run.config_sha256 &&
    (a.run.shard?.index ?? null) === (b.run.shard?.index ?? null)
  );
}

/**
 * slower / faster / no_change from a change and its interval (all in
 * percent): a change counts when the whole interval, and the change itself,
 * lie at least minEffectPct from 0 on the same side (and never touch 0).
 */
export function verdictOf(
  metric: ComparisonMetric,
  deltaPct: number,
  ciLowPct: number,
  ciHighPct: number,
  minEffectPct: number,
): ComparisonVerdict {
  const up = ciLowPct > 0 && ciLowPct >= minEffectPct && deltaPct >= minEffectPct;
  const down = ciHighPct < 0 && ciHighPct <= -minEffectPct && deltaPct <= -minEffectPct;
  if (!up && !down) return 'no_change';
  return up === SMALLER_IS_BETTER[metric] ? 'slower' : 'faster';
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
  metric: ComparisonMetric,
  baselineRuns: readonly (readonly RequestResult[])[],
  current: readonly RequestResult[],
  settings: CompareSettings = DEFAULT_COMPARE,
): Comparison {
  const c = compareMetric(
    provider,
    prompt,
    metric,
    baselineRuns.map((reqs) => comparableValues(reqs, metric)),
    comparableValues(current, metric),
    settings,
  );
  const conflict = STREAMED_TOKEN_METRICS.has(metric) ? tokenBasisConflict(baselineRuns, current) : null;
  return conflict === null
    ? c
    : { ...c, ci_low_pct: null, ci_high_pct: null, verdict: 'insufficient_data', reason: conflict };
}

/** One provider x prompt x metric. Baseline values come one array per baseline run that has the group. */
export function compareMetric(
  provider: string,
  prompt: string,
  metric: ComparisonMetric,
  baselineRuns: readonly (readonly number[])[],
  current: readonly number[],
  settings: CompareSettings = DEFAULT_COMPARE,
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
    verdict: verdictOf(metric, delta, low, high, settings.min_effect_pct),
  };
}

const WORSENESS: Record<StreamingVerdict, number> = { observed: 0, mixed: 1, not_observed: 2, unknown: -1 };
const CHANGE: Record<'observed' | 'mixed' | 'not_observed', StreamingChangeKind> = {
  observed: 'became_streamed',
  mixed: 'became_mixed',
  not_observed: 'became_buffered',
};

function streamingChange(
  provider: string,
  prompt: string,
  baseline: { streamed: number; buffered: number },
  current: { streamed: number; buffered: number },
): StreamingChange | null {
  const was = streamingVerdict(baseline.streamed, baseline.buffered);
  const now = streamingVerdict(current.streamed, current.buffered);
  if (was === now || was === 'unknown' || now === 'unknown') return null;
  return {
    provider,
    prompt,
    baseline_streaming: was,
    current_streaming: now,
    baseline_streamed: baseline.streamed,
    baseline_buffered: baseline.buffered,
    current_streamed: current.streamed,
    current_buffered: current.buffered,
    change: CHANGE[now],
    alert: WORSENESS[now] > WORSENESS[was],
  };
}

function baselineRun(b: BaselineInput): BaselineRun {
  const run = b.results.run;
  return {
    started_at: run.started_at,
    config_sha256: run.config_sha256,
    ci_run_id: run.ci?.run_id ?? null,
    sha: run.ci?.sha ?? null,
    source: b.source ?? null,
  };
}

/**
 * Compares `current` with the baseline runs, per group of `current` (in its
 * order) and metric. A group the baseline lacks gets insufficient_data; a
 * baseline run that is `current` itself is left out.
 */
export function compareRuns(
  current: Results,
  baselines: readonly (BaselineInput | Results)[],
  settings: Partial<CompareSettings> = {},
): ComparisonOutcome {
  const s: CompareSettings = { ...DEFAULT_COMPARE, ...definedOnly(settings) };
  const inputs = baselines
    .map((b): BaselineInput => ('results' in b ? b : { results: b }))
    .filter((b) => !sameRun(b.results, current));
  const baseGroups = inputs.map((b) => byGroup(b.results));
  const curGroups = byGroup(current);
  const comparisons: Comparison[] = [];
  const streaming_changes: StreamingChange[] = [];
  for (const g of current.groups) {
    const k = key(g.provider, g.prompt, g.location);
    const cur = curGroups.get(k) ?? [];
    const base = baseGroups.map((m) => m.get(k)).filter((x): x is RequestResult[] => x !== undefined);
    for (const metric of COMPARISON_METRICS) {
      const c = compareRequests(g.provider, g.prompt, metric, base, cur, s);
      comparisons.push(g.location === undefined ? c : { ...c, location: g.location });
    }
    const tally = (reqs: RequestResult[]) => ({
      streamed: reqs.filter((r) => r.outcome === 'streamed').length,
      buffered: reqs.filter((r) => r.outcome === 'buffered').length,
    });
    const b = base
      .map(tally)
      .reduce((a, t) => ({ streamed: a.streamed + t.streamed, buffered: a.buffered + t.buffered }), {
        streamed: 0,
        buffered: 0,
      });
    const change = streamingChange(g.provider, g.prompt, b, tally(cur));
    if (change !== null) streaming_changes.push(change);
  }
  return {
    baseline: {
      runs: inputs.map(baselineRun),
      min_effect_pct: s.min_effect_pct,
      ci_level: s.ci_level,
      resamples: s.resamples,
      min_samples: s.min_samples,
      method: COMPARISON_METHOD,
    },
    comparisons,
    streaming_changes,
    ...(current.saturation
      ? {
          saturation_comparisons: compareSaturation(
            current,
            inputs.map((b) => b.results),
            s.min_effect_pct,
          ),
          stage_comparisons: compareStages(
            current,
            inputs.map((b) => b.results),
            s,
          ),
        }
      : {}),
  };
}

/** `current` with `baseline`, `comparisons` and `streaming_changes` set (a new object; the input is not modified). */
export function withComparisons(
  current: Results,
  baselines: readonly (BaselineInput | Results)[],
  settings: Partial<CompareSettings> = {},
): Results {
  return { ...current, ...compareRuns(current, baselines, settings) };
}

/** What a `fail-on-regression` check fails on: slower comparisons and groups that stopped streaming. */
export interface Regressions {
  slower: Comparison[];
  stopped_streaming: StreamingChange[];
  /** Load runs: pairs whose saturation throughput fell by at least min_effect_pct. */
  slower_saturation: SaturationComparison[];
  /** Load runs: stage figures slower by the same rule as the groups'. */
  slower_stages: StageComparison[];
}

type Compared = Pick<Results, 'comparisons' | 'streaming_changes' | 'saturation_comparisons' | 'stage_comparisons'>;

export function regressions(results: Compared): Regressions {
  return {
    slower: (results.comparisons ?? []).filter((c) => c.verdict === 'slower'),
    stopped_streaming: (results.streaming_changes ?? []).filter((c) => c.alert),
    slower_saturation: (results.saturation_comparisons ?? []).filter((c) => c.verdict === 'slower'),
    slower_stages: (results.stage_comparisons ?? []).filter((c) => c.verdict === 'slower'),
  };
}

export function hasRegression(results: Compared): boolean {
  const r = regressions(results);
  return (
    r.slower.length > 0 ||
    r.stopped_streaming.length > 0 ||
    r.slower_saturation.length > 0 ||
    r.slower_stages.length > 0
  );
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** One prompt x metric of `compare --between`: provider `a` (as `current`) against provider `b` (as `baseline`). */
export interface ProviderComparison {
  a: string;
  b: string;
  prompt: string;
  /** delta_pct = 100 * (a's median - b's median) / b's median; verdict faster/slower says how `a` fares. */
  comparison: Comparison;
}

/**
 * Two providers of one run compared with the rules `compare` applies
 * between runs: streamed responses only, the seeded bootstrap interval of
 * the relative difference of the medians, and a verdict only when the whole
 * interval lies at least min_effect_pct from 0. One entry per prompt both
 * providers ran (or the one asked for) and metric, in the run's order.
 */
export function compareProviders(
  results: Results,
  a: string,
  b: string,
  opts: { prompt?: string; settings?: Partial<CompareSettings> } = {},
): ProviderComparison[] {
  const s: CompareSettings = { ...DEFAULT_COMPARE, ...definedOnly(opts.settings ?? {}) };
  const groups = byGroup(results);
  const prompts = [...new Set(results.groups.map((g) => g.prompt))].filter(
    (p) => (opts.prompt === undefined || p === opts.prompt) && groups.has(key(a, p)) && groups.has(key(b, p)),
  );
  const out: ProviderComparison[] = [];
  for (const prompt of prompts) {
    const ra = groups.get(key(a, prompt)) ?? [];
    const rb = groups.get(key(b, prompt)) ?? [];
    for (const metric of COMPARISON_METRICS)
      out.push({
        a,
        b,
        prompt,
        comparison: compareMetric(a, prompt, metric, [comparableValues(rb, metric)], comparableValues(ra, metric), s),
      });
  }
  return out;
}
