import {
  checkedIn,
  COMPARED_KEYS,
  comparableValues,
  compareMetric,
  compareRequests,
  DEFAULT_COMPARE,
  type CompareSettings,
} from './compare-metric.ts';
import { comparedFigureDefs, FIGURES, type FigureDef } from './figures.ts';
import { streamingVerdict } from './index.ts';
import { compareSaturation, compareStages } from './load-compare.ts';
import { validityOf, withValidity } from './validity.ts';
import { attributionOf } from './attribution.ts';
import type {
  BaselineInfo,
  BaselineRun,
  Comparison,
  RequestResult,
  Results,
  SaturationComparison,
  StageComparison,
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

// The rules for one metric (compare-metric.ts) are shared with the load
// stages' comparison (load-compare.ts); they are re-exported here so this
// stays the one module to import a comparison from.
export {
  COMPARED_KEYS,
  comparableValues,
  compareMetric,
  compareRequests,
  DEFAULT_COMPARE,
  DEFAULT_MIN_EFFECT_PCT,
  tokenBasisConflict,
  verdictOf,
  type CompareSettings,
} from './compare-metric.ts';

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
  figures: Readonly<Record<string, FigureDef>> = FIGURES,
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
    const validity = validityOf(current, g);
    const trusted = validity.verdict === 'trusted';
    // A streaming alert is itself about buffering (so a buffered share or too few streamed samples cannot
    // unconfirm it); only a client that could not read apart (stalled, generator-limited) makes it doubtful.
    const clientBound = validity.reasons.some((r) => r.signal === 'client_stalled' || r.signal === 'generator_limited');
    for (const f of comparedFigureDefs(figures)) {
      if (f.share && !checkedIn(cur, ...base)) continue;
      const c = confirmedIf(compareRequests(g.provider, g.prompt, f.key, base, cur, s, f), trusted);
      // A change says what it is made of; a row that did not change needs no why.
      if (c.confirmed !== undefined) c.attribution = attributionOf(g.provider, g.prompt, f.key, base, cur, s);
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
    if (change !== null) streaming_changes.push(change.alert ? { ...change, confirmed: !clientBound } : change);
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
            figures,
          ).map((c) => confirmedIf(c, stageTrusted(current, c))),
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
  // Results written before validity are judged now, so the comparison and the file agree on it.
  const judged = current.run.validity === undefined ? withValidity(current) : current;
  return { ...judged, ...compareRuns(judged, baselines, settings) };
}

/** A change (slower or faster) carries whether its group was trusted; other verdicts carry nothing. */
function confirmedIf<C extends Comparison>(c: C, trusted: boolean): C {
  return c.verdict === 'slower' || c.verdict === 'faster' ? { ...c, confirmed: trusted } : c;
}

/** A stage comparison is confirmed when its provider x prompt's group is trusted. */
function stageTrusted(current: Results, c: StageComparison): boolean {
  const g = current.groups.find(
    (x) => x.provider === c.provider && x.prompt === c.prompt && (x.location ?? null) === (c.location ?? null),
  );
  return g === undefined || validityOf(current, g).verdict === 'trusted';
}

/**
 * What a `fail-on-regression` check fails on: slower comparisons and groups
 * that stopped streaming. A slower figure of a group that is not trusted
 * (`confirmed: false`) is listed in `unconfirmed` instead of `slower` (and
 * `slower_stages`), unless asked to count both (`--fail-on-unconfirmed`).
 */
export interface Regressions {
  slower: Comparison[];
  /** Slower figures (groups' and stages') of groups that are not trusted: reported, not failed on. */
  unconfirmed: Comparison[];
  stopped_streaming: StreamingChange[];
  /** Load runs: pairs whose saturation throughput fell by at least min_effect_pct. */
  slower_saturation: SaturationComparison[];
  /** Load runs: stage figures slower by the same rule as the groups'. */
  slower_stages: StageComparison[];
}

type Compared = Pick<Results, 'comparisons' | 'streaming_changes' | 'saturation_comparisons' | 'stage_comparisons'>;

export interface RegressionOptions {
  /** Count slower figures of untrusted groups as regressions too (`--fail-on-unconfirmed`). */
  includeUnconfirmed?: boolean;
}

export function regressions(results: Compared, opts: RegressionOptions = {}): Regressions {
  const counts = (c: Comparison) => opts.includeUnconfirmed === true || c.confirmed !== false;
  const slower = (results.comparisons ?? []).filter((c) => c.verdict === 'slower');
  const slowerStages = (results.stage_comparisons ?? []).filter((c) => c.verdict === 'slower');
  return {
    slower: slower.filter(counts),
    unconfirmed: [...slower, ...slowerStages].filter((c) => !counts(c)),
    stopped_streaming: (results.streaming_changes ?? []).filter(
      (c) => c.alert && (opts.includeUnconfirmed === true || c.confirmed !== false),
    ),
    slower_saturation: (results.saturation_comparisons ?? []).filter((c) => c.verdict === 'slower'),
    slower_stages: slowerStages.filter(counts),
  };
}

/** Slower figures plus groups that stopped streaming, saturation points and stage figures: the Action's `regressions` output. */
export function regressionCount(results: Compared, opts: RegressionOptions = {}): number {
  const r = regressions(results, opts);
  return r.slower.length + r.stopped_streaming.length + r.slower_saturation.length + r.slower_stages.length;
}

export function hasRegression(results: Compared, opts: RegressionOptions = {}): boolean {
  return regressionCount(results, opts) > 0;
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
    for (const metric of COMPARED_KEYS)
      out.push({
        a,
        b,
        prompt,
        comparison: compareMetric(a, prompt, metric, [comparableValues(rb, metric)], comparableValues(ra, metric), s),
      });
  }
  return out;
}
