import { groupToolFields } from './tool-calls.ts';
import { DEFAULT_ANALYSIS, type Analysis } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import { flagsForRequest } from './classify.ts';
import { rankAll } from './ranks.ts';
import { servedModels } from './served.ts';
import { summarizeRuns, TraceSamples, type SampleView } from './samples.ts';
import { seedFrom } from '../random.ts';
import { bootstrapMedianCi, DEFAULT_STATISTICS, type StatisticsSettings } from './bootstrap.ts';
import { dropNoise, summarize, wilsonInterval } from '../stats.ts';
import { fluidityFigures, fluidityTargets, type FluidityTargets } from './fluidity.ts';
import {
  RESULTS_SCHEMA,
  type GroupInterval,
  type GroupHiddenReasoning,
  type Flag,
  type GroupResult,
  type LocationFigures,
  type RequestResult,
  type Results,
  type RunInfo,
  type StreamingVerdict,
  type Summary,
} from './types.ts';

export {
  BORDERLINE_MARGIN,
  borderlineOf,
  classify,
  flaggedForReview,
  flagsForRequest,
  NOT_FOR_REVIEW,
  generationMs,
  hiddenReasoningDetail,
  implausibleReasons,
} from './classify.ts';
export { analyzeRequest, analyzeRequestWithSamples, countTokens, rate } from './rates.ts';
export { hiddenReasoning } from './hidden.ts';
export { apportion, streamSamples, streamTiming, type StreamSamples } from './timing.ts';
export { endingOf } from './ending.ts';
export { fluidityOf, fluidityTargets, ttstOf, withFluidityDefaults, type FluidityTargets } from './fluidity.ts';
export { cleanServed, servedLabel, servedModels, servedOf, servedSet } from './served.ts';
export { GrowableF64, summarizeRuns, TraceSamples, type SampleView } from './samples.ts';
export { figureValues, rankAll, rankFigure, RANKED_FIGURES, type RankedFigureDef } from './ranks.ts';
export { dropNoise, percentile, summarize } from '../stats.ts';
export {
  bootstrapDeltaPctCi,
  bootstrapMedianCi,
  DEFAULT_BOOTSTRAP,
  DEFAULT_STATISTICS,
  MIN_SAMPLES,
  type StatisticsSettings,
} from './bootstrap.ts';
export * from './types.ts';

// The analysis: pure over traces, thresholds and provenance. No clock, no I/O.
//
// Rounding: none, beyond dropping float noise. Moments copied from a trace
// (ttft_ms, total_ms, ...) are stored exactly; computed figures (generation_ms,
// rates, percentiles) keep 12 significant digits (see dropNoise), which drops
// artefacts such as 2000.0000000000002 and nothing a clock could measure.
// Labels are decided on the stored values, so results.json re-derives itself.

/**
 * The seeded interval of a group's median: the seed comes from the group's
 * names and the metric, so re-analysing the same traces gives the same
 * interval. Null below min_samples values.
 */
export function groupCi(
  provider: string,
  prompt: string,
  metric: string,
  values: readonly number[],
  s: StatisticsSettings = DEFAULT_STATISTICS,
): GroupInterval | null {
  if (values.length < Math.max(1, s.min_samples)) return null;
  const ci = bootstrapMedianCi(values, seedFrom(provider, prompt, metric), s);
  return ci === null ? null : { low: dropNoise(ci.low), high: dropNoise(ci.high), level: s.ci_level };
}

/** streamed/buffered tallies to a verdict: all streamed, none, both, or no success at all. */
export function streamingVerdict(streamed: number, buffered: number): StreamingVerdict {
  if (streamed > 0 && buffered > 0) return 'mixed';
  if (streamed > 0) return 'observed';
  if (buffered > 0) return 'not_observed';
  return 'unknown';
}

function summary(values: Array<number | null>): { s: Summary | null; n: number; values: number[] } {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const s = summarize(present);
  if (s === null) return { s: null, n: 0, values: [] };
  return {
    s: { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max },
    n: present.length,
    values: present,
  };
}

function noiseless(s: Summary | null): Summary | null {
  return s === null
    ? null
    : { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max };
}

/** The group's hidden share: p50 of the counts over its successful requests with hidden reasoning. */
export function groupHiddenReasoning(okReqs: readonly RequestResult[]): GroupHiddenReasoning | null {
  const hidden = okReqs.filter((r) => typeof r.hidden_reasoning_tokens === 'number' && r.hidden_reasoning_tokens > 0);
  if (hidden.length === 0) return null;
  const p50 = (f: (r: RequestResult) => number) => summarize(hidden.map(f))!.p50;
  return {
    requests: hidden.length,
    of: okReqs.length,
    hidden_tokens_p50: dropNoise(p50((r) => r.hidden_reasoning_tokens)),
    output_tokens_p50: dropNoise(p50((r) => r.usage_output_tokens ?? r.output_tokens)),
    streamed_tokens_p50: dropNoise(p50((r) => (r.usage_output_tokens ?? r.output_tokens) - r.hidden_reasoning_tokens)),
    estimated: hidden.some((r) => r.hidden_reasoning_estimate !== 'exact'),
    rates_exclude_hidden: hidden.every((r) => r.rate_token_basis === 'streamed_tokens'),
  };
}

/**
 * One group's figures over its measured (non-warmup) requests. `samplesOf`
 * gives a request's ITL and chunk-gap samples (from its trace); without it
 * those two figures are null.
 */
export function summarizeGroup(
  requests: RequestResult[],
  stats: StatisticsSettings = DEFAULT_STATISTICS,
  samplesOf: (r: RequestResult) => SampleView | undefined = () => undefined,
  fluidity: FluidityTargets | null = null,
): Omit<GroupResult, 'ranks' | 'unranked'> {
  const first = requests[0];
  if (first === undefined) throw new Error('summarizeGroup: a group has at least one request');
  const streamedReqs = requests.filter((r) => r.outcome === 'streamed');
  const okReqs = requests.filter((r) => r.outcome !== 'error');
  // Requests measured while the client was stalled keep their TTFT and total
  // time but give no rate or ITL: their reads were stamped together.
  const steady = (r: RequestResult) => r.client_stalled !== true;
  const rateStreamed = streamedReqs.filter(steady);
  const rateOk = okReqs.filter(steady);
  const notSent = requests.filter((r) => r.error_kind === 'not_sent').length;
  const streamed = streamedReqs.length;
  const buffered = requests.filter((r) => r.outcome === 'buffered').length;
  const ttft = summary(streamedReqs.map((r) => r.ttft_ms));
  const ttfa = summary(streamedReqs.map((r) => r.ttfa_ms));
  const pfc = summary(rateStreamed.map((r) => r.post_first_content_tps));
  const e2e = summary(rateOk.map((r) => r.end_to_end_tps));
  const total = summary(okReqs.map((r) => r.total_ms));
  const server = summary(okReqs.map((r) => r.server_tps));
  const tpot = summary(rateStreamed.map((r) => r.tpot_ms ?? null));
  const decode = summary(rateStreamed.map((r) => r.decode_tps ?? null));
  const maxGap = summary(rateStreamed.map((r) => r.max_gap_ms ?? null));
  // Summarised as doubles, without a pooled copy: a group of 100,000 requests has millions of ITL samples.
  const itl: Array<ArrayLike<number>> = [];
  const gaps: Array<ArrayLike<number>> = [];
  for (const r of rateStreamed) {
    const s = samplesOf(r);
    if (s === undefined) continue;
    itl.push(s.itl_ms);
    gaps.push(s.chunk_gap_ms);
  }
  return {
    provider: first.provider,
    model: first.model,
    prompt: first.prompt,
    ...(first.location !== undefined ? { location: first.location } : {}),
    n: requests.length,
    streamed,
    buffered,
    borderline: requests.filter((r) => r.borderline != null).length,
    errors: requests.length - okReqs.length - notSent,
    not_sent: notSent,
    retries: requests.reduce((a, r) => a + (r.retries ?? 0), 0),
    implausible: requests.filter((r) => r.implausible).length,
    client_stalled: requests.filter((r) => r.client_stalled === true).length,
    streaming: streamingVerdict(streamed, buffered),
    ttft_ms: ttft.s,
    ttfa_ms: ttfa.s,
    post_first_content_tps: pfc.s,
    end_to_end_tps: e2e.s,
    total_ms: total.s,
    server_tps: server.s,
    tpot_ms: tpot.s,
    decode_tps: decode.s,
    itl_ms: noiseless(summarizeRuns(itl)),
    chunk_gap_ms: noiseless(summarizeRuns(gaps)),
    max_gap_ms: maxGap.s,
    n_decode: decode.n,
    coarse: streamedReqs.filter((r) => r.chunking === 'coarse').length,
    truncated: requests.filter((r) => r.truncated === true).length,
    n_server: server.n,
    token_mismatches: requests.filter((r) => r.token_mismatch).length,
    hidden_reasoning: groupHiddenReasoning(okReqs),
    input_cached_share: summary(requests.map((r) => r.input_cached_share ?? null)).s?.p50 ?? null,
    n_ttft: ttft.n,
    n_ttfa: ttfa.n,
    n_post_first_content: pfc.n,
    n_end_to_end: e2e.n,
    n_total: total.n,
    ttft_ms_ci: groupCi(first.provider, first.prompt, 'ttft_ms', ttft.values, stats),
    post_first_content_tps_ci: groupCi(first.provider, first.prompt, 'post_first_content_tps', pfc.values, stats),
    end_to_end_tps_ci: groupCi(first.provider, first.prompt, 'end_to_end_tps', e2e.values, stats),
    decode_tps_ci: groupCi(first.provider, first.prompt, 'decode_tps', decode.values, stats),
    too_few_samples: pfc.n > 0 && pfc.n < stats.min_samples,
    ttst_ms: summary(streamedReqs.map((r) => r.ttst_ms ?? null)).s,
    ...fluidityFigures(requests, fluidity, [first.provider, first.prompt], stats),
    ...checkFigures(okReqs),
    ...groupToolFields(requests, [first.provider, first.prompt], stats),
    served_models: servedModels(requests),
  };
}

/**
 * The group's answer checks: the share of its checked requests that passed,
 * with its Wilson interval; nothing when no request was checked (its prompt
 * has no `expect:`).
 */
export function checkFigures(
  okReqs: readonly RequestResult[],
): Pick<GroupResult, 'check_pass_rate' | 'check_pass_rate_ci' | 'n_check'> {
  const checked = okReqs.filter((r) => r.check != null);
  if (checked.length === 0) return {};
  const passed = checked.filter((r) => r.check?.passed === true).length;
  const ci = wilsonInterval(passed, checked.length);
  return {
    check_pass_rate: dropNoise(passed / checked.length),
    check_pass_rate_ci: ci === null ? null : { low: dropNoise(ci.low), high: dropNoise(ci.high), level: 0.95 },
    n_check: checked.length,
  };
}

/**
 * Requests grouped per provider x prompt (x location, when the run names
 * where its requests came from: places are never pooled), in first-seen
 * order, warmups left out.
 */
export function groupRequests(requests: RequestResult[]): RequestResult[][] {
  const groups = new Map<string, RequestResult[]>();
  for (const r of requests) {
    if (r.warmup) continue;
    const key = JSON.stringify([r.provider, r.prompt, r.location ?? null]);
    let list = groups.get(key);
    if (list === undefined) {
      list = [];
      groups.set(key, list);
    }
    list.push(r);
  }
  return [...groups.values()];
}

/**
 * The order the run's groups are listed in: the config's providers and
 * prompts, in config order. Ids not named here follow in the order first seen.
 */
export interface PlanOrder {
  providers: readonly string[];
  prompts: readonly string[];
}

/**
 * The plan order an earlier results.json listed its groups in (for
 * `reanalyze` and `merge`, which have no config); undefined when the
 * document has no groups to go by. The document is untrusted: only string
 * ids are taken.
 */
export function planOrderOf(doc: unknown): PlanOrder | undefined {
  const groups = (doc as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) return undefined;
  const providers = new Set<string>();
  const prompts = new Set<string>();
  for (const g of groups as unknown[]) {
    const { provider, prompt } = (g ?? {}) as { provider?: unknown; prompt?: unknown };
    if (typeof provider === 'string') providers.add(provider);
    if (typeof prompt === 'string') prompts.add(prompt);
  }
  return providers.size === 0 ? undefined : { providers: [...providers], prompts: [...prompts] };
}

function sortInPlanOrder(requests: RequestResult[], order?: PlanOrder): RequestResult[] {
  const providers = new Map<string, number>();
  const prompts = new Map<string, number>();
  for (const id of order?.providers ?? []) if (!providers.has(id)) providers.set(id, providers.size);
  for (const id of order?.prompts ?? []) if (!prompts.has(id)) prompts.set(id, prompts.size);
  for (const r of requests) {
    if (!providers.has(r.provider)) providers.set(r.provider, providers.size);
    if (!prompts.has(r.prompt)) prompts.set(r.prompt, prompts.size);
  }
  return requests
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        providers.get(a.r.provider)! - providers.get(b.r.provider)! ||
        prompts.get(a.r.prompt)! - prompts.get(b.r.prompt)! ||
        Number(b.r.warmup) - Number(a.r.warmup) ||
        a.r.rep - b.r.rep ||
        a.i - b.i,
    )
    .map(({ r }) => r);
}

/**
 * Label every trace, summarise each provider x prompt group and list what a
 * person should review. Warmups stay in `requests` (warmup: true) but count
 * in no group and raise no flag.
 *
 * The intervals and ranks always use DEFAULT_STATISTICS: results.json does
 * not record the statistics settings, the reports state the defaults
 * (resamples, minimum samples), and `reanalyze` must reproduce a run, so
 * there is no other setting to take.
 */
export function analyze(traces: Iterable<Trace>, thresholds: Analysis, run: RunInfo): Results {
  const pass = new TraceSamples(analysisOf(thresholds));
  for (const t of traces) pass.add(t);
  return analyzed(pass, run);
}

/** The thresholds as results.json records them: every key, the defaults where absent. */
export function analysisOf(thresholds: Analysis): Analysis {
  return {
    min_content_reads: thresholds.min_content_reads,
    min_generation_s: thresholds.min_generation_s,
    max_plausible_tps: thresholds.max_plausible_tps,
    max_token_disagreement: thresholds.max_token_disagreement,
    rate_tokens: thresholds.rate_tokens,
    max_tokens_per_read: thresholds.max_tokens_per_read ?? DEFAULT_ANALYSIS.max_tokens_per_read,
    max_client_stall_ms: thresholds.max_client_stall_ms ?? DEFAULT_ANALYSIS.max_client_stall_ms,
    // Only when set: results written without targets keep the analysis they had.
    ...(thresholds.fluidity !== undefined ? { fluidity: thresholds.fluidity } : {}),
    ...(thresholds.expect !== undefined && Object.keys(thresholds.expect).length > 0
      ? { expect: thresholds.expect }
      : {}),
    ...(thresholds.validity !== undefined ? { validity: thresholds.validity } : {}),
  };
}

/**
 * analyze, once every trace has gone through the pass (`pass.add`, one at
 * a time as they are read: src/run/trace-pass.ts): groups, intervals,
 * ranks and flags from the requests' results and samples alone.
 */
export function analyzed(pass: TraceSamples, run: RunInfo, order?: PlanOrder): Results {
  const stats = DEFAULT_STATISTICS;
  const { analysis } = pass;
  // Traces arrive in completion order, which concurrency makes vary from run
  // to run; results list them in plan order so runs diff cleanly. Without
  // `order`, first seen: two providers run side by side (parallel_providers)
  // would then swap places from run to run.
  const requests = sortInPlanOrder(pass.results, order);
  const grouped = groupRequests(requests);
  const targets = fluidityTargets(analysis);
  const summaries = grouped.map((g) => summarizeGroup(g, stats, pass.samplesOf, targets));
  const ranks = rankWithinLocations(summaries, grouped, stats);
  const groups: GroupResult[] = summaries.map((g, i) => ({ ...g, ...(ranks[i] as (typeof ranks)[number]) }));
  const flagged: Flag[] = requests.filter((r) => !r.warmup).flatMap((r) => flagsForRequest(r, analysis));
  const out: Results = { schema: RESULTS_SCHEMA, run, analysis, requests, groups, flagged };
  if (groups.some((g) => g.location !== undefined)) out.by_location = byLocation(groups);
  return out;
}

/** Ranks over the groups of each location apart: a place far from a provider is no slower a provider. */
function rankWithinLocations(
  summaries: ReadonlyArray<Pick<GroupResult, 'provider' | 'prompt' | 'location'>>,
  grouped: readonly (readonly RequestResult[])[],
  stats: StatisticsSettings,
): ReturnType<typeof rankAll> {
  const locations = [...new Set(summaries.map((g) => g.location ?? null))];
  if (locations.length <= 1) return rankAll(summaries, grouped, stats);
  const out: ReturnType<typeof rankAll> = new Array(summaries.length);
  for (const loc of locations) {
    const idx = summaries.flatMap((g, i) => ((g.location ?? null) === loc ? [i] : []));
    const ranked = rankAll(
      idx.map((i) => summaries[i]!),
      idx.map((i) => grouped[i]!),
      stats,
    );
    idx.forEach((i, k) => (out[i] = ranked[k]!));
  }
  return out;
}

/** One entry per provider x prompt x location: the cross-location figures with their intervals. */
export function byLocation(groups: readonly GroupResult[]): LocationFigures[] {
  return groups.map((g) => ({
    provider: g.provider,
    prompt: g.prompt,
    location: g.location ?? null,
    n: g.n,
    n_ttft: g.n_ttft,
    ttft_ms_p50: g.ttft_ms?.p50 ?? null,
    ttft_ms_ci: g.ttft_ms_ci,
    post_first_content_tps_p50: g.post_first_content_tps?.p50 ?? null,
    post_first_content_tps_ci: g.post_first_content_tps_ci,
    end_to_end_tps_p50: g.end_to_end_tps?.p50 ?? null,
    end_to_end_tps_ci: g.end_to_end_tps_ci,
  }));
}
