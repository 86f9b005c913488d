import type { Slo } from '../config/schema.ts';
import type { Trace, TraceLoad } from '../trace.ts';
import { estimateClockOffset, type ClockOffset } from './clock-offset.ts';
import { dropNoise, maxOf, minOf, pushAll, summarize } from '../stats.ts';
import { meetsSlo } from './slo.ts';
import { fluidityFigures, fluidityTargets, isSmooth, type FluidityTargets } from './fluidity.ts';
import { clientErrorMs } from './stall.ts';
import { withWorkloadFigures } from './workload.ts';
import { streamSamples } from './timing.ts';
import type { SampleView } from './samples.ts';
import type {
  Flag,
  LagSummary,
  OfferedNotReached,
  ReachedConcurrency,
  RequestResult,
  Results,
  SaturationResult,
  ShardAlignment,
  StageGoodput,
  StageResult,
  StageShards,
  Summary,
} from './types.ts';
/** The load figures' shapes, declared with the rest of results.json (types.ts); named here too, where they are computed. */
export type {
  LagSummary,
  OfferedNotReached,
  ReachedConcurrency,
  SaturationResult,
  ShardAlignment,
  ShardStart,
  StageGoodput,
  StageResult,
  StageShards,
} from './types.ts';

// Load figures (design.md "Load"): per provider x prompt x stage, and the
// saturation summary per pair. Pure over the traces, their analysed
// requests and the SLO, so `reanalyze --slo` recomputes them without a
// request. TTFT, TPOT and ITL come from streamed responses only: a buffered
// response counts in throughput, E2E and goodput, never in those three.

/** A stage whose client-side dispatch lag p99 exceeds this could not keep its schedule. */
export const GENERATOR_LAG_LIMIT_MS = 10;
/** A response below this share of its synthetic output target is flagged short_output. */
export const SHORT_OUTPUT_SHARE = 0.9;
/** Merged shards whose stage windows overlap for less than this share of a window are not summed. */
export const MIN_SHARD_OVERLAP = 0.5;
/** slo.fraction when the config gives none. */
export const DEFAULT_SLO_FRACTION = 0.95;

export interface LoadFigures {
  stages: StageResult[];
  saturation: SaturationResult[];
}

// ---------------------------------------------------------------------------
// Per-request stream figures: the one place stage TPOT and ITL come from.

export interface RequestStreamFigures {
  tpotMs: number | null;
  itlMs: number[];
}

/**
 * TPOT and ITL samples of one request, streamed only: the request's own
 * `tpot_ms` and the stream timing's ITL samples (src/analyze/timing.ts, over
 * the streamed tokens), so a stage's figures and a group's agree exactly.
 */
export function requestStreamFigures(r: RequestResult, trace: Trace, samplesOf?: SamplesById): RequestStreamFigures {
  if (r.outcome !== 'streamed') return { tpotMs: null, itlMs: [] };
  const kept = samplesOf?.(trace.id);
  if (kept !== undefined) return { tpotMs: r.tpot_ms, itlMs: Array.from(kept.itl_ms) };
  return { tpotMs: r.tpot_ms, itlMs: streamSamples(trace, r.streamed_tokens, r.outcome).itl_ms };
}

/**
 * A request's samples as the analysis pass kept them (TraceSamples), by
 * trace id: the one-pass analysis hands on traces without their reads and
 * events, so the stage figures take the samples from here.
 */
export type SamplesById = (id: string) => SampleView | undefined;

// ---------------------------------------------------------------------------

/** dispatch lag = t0_epoch_ms - stage_t0_epoch_ms - scheduled_ms. */
export function dispatchLagMs(t: Trace & { load: TraceLoad }): number {
  return t.t0_epoch_ms - t.load.stage_t0_epoch_ms - t.load.scheduled_ms;
}

const lagSummary = (xs: number[]): LagSummary | null => {
  const s = summarize(xs);
  return s === null ? null : { p50: dropNoise(s.p50), p99: dropNoise(s.p99), max: dropNoise(s.max) };
};

const summary = (xs: Array<number | null>): Summary | null => {
  const s = summarize(xs.filter((x): x is number => x !== null));
  return s === null
    ? null
    : { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max };
};

/** What a rate sweep needs of each request of a stage (a trace reduced to four fields, so a stage keeps no arrays). */
export type StageEnd = Pick<Trace, 't0_epoch_ms' | 'warmup'> & {
  end_ms: number | null;
  ok: boolean;
  /** False for a request recorded as not sent (absent: sent). */
  sent?: boolean;
};

/** A trace of a request that was sent (not recorded as not_sent): the only kind with timings. */
const wasSent = (t: Pick<Trace, 'error'>): boolean => t.error?.kind !== 'not_sent';

export const stageEnd = (t: Trace): StageEnd => ({
  t0_epoch_ms: t.t0_epoch_ms,
  warmup: t.warmup,
  end_ms: t.at.end,
  ok: t.error === null,
  sent: wasSent(t),
});

/** Completed requests per second over a stage (measured requests sent): what a rate sweep spaces its rates by. */
export function stageRequestThroughput(ends: readonly StageEnd[]): number | null {
  const measured = ends.filter((t) => !t.warmup && t.sent !== false);
  if (measured.length === 0) return null;
  const start = minOf(measured.map((t) => t.t0_epoch_ms));
  const end = maxOf(measured.map((t) => t.t0_epoch_ms + (t.end_ms ?? 0)));
  const done = measured.filter((t) => t.ok).length;
  return end > start && done > 0 ? dropNoise((done * 1000) / (end - start)) : null;
}

interface Member {
  t: Trace & { load: TraceLoad };
  r: RequestResult;
}

// ---------------------------------------------------------------------------
// The load a stage reached, against the load it offered (design.md "The first hour").

/** A closed loop whose mean in flight stayed under this share of its concurrency never reached it. */
export const REACHED_SHARE = 0.9;

const shardOf = (m: Member): number => m.t.load.shard?.index ?? 0;

/** Time-weighted mean and maximum of the intervals' overlap count over [from, to] (to > from). */
export function inFlightOver(intervals: ReadonlyArray<readonly [number, number]>, from: number, to: number) {
  let busy = 0;
  const edges: Array<[number, number]> = [];
  for (const [s, e] of intervals) {
    busy += Math.max(0, Math.min(e, to) - Math.max(s, from));
    if (e <= from || s >= to || e <= s) continue;
    edges.push([Math.max(s, from), 1], [e, -1]);
  }
  // An end before a start at the same moment: a slot handed on is not two in flight.
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let max = 0;
  for (const [, d] of edges) max = Math.max(max, (now += d));
  return { mean: busy / (to - from), max };
}

/** Each request's span, and a conversation's session as one span from its first dispatch to its last end. */
function unitSpans(own: readonly Member[]): { requests: Array<[number, number]>; units: Array<[number, number]> } {
  const requests: Array<[number, number]> = [];
  const sessions = new Map<number, [number, number]>();
  for (const m of own) {
    const span: [number, number] = [m.t.t0_epoch_ms, m.t.t0_epoch_ms + (m.t.at.end ?? 0)];
    requests.push(span);
    if (m.t.session === undefined) continue;
    const was = sessions.get(m.t.session);
    sessions.set(m.t.session, was ? [Math.min(was[0], span[0]), Math.max(was[1], span[1])] : span);
  }
  return { requests, units: sessions.size > 0 ? [...sessions.values()] : requests };
}

interface ReachedLoad {
  achievedConcurrency: number | null;
  concurrency: ReachedConcurrency | null;
  notReached: OfferedNotReached | null;
}

/**
 * What one stage put on the endpoint, per shard (each from its own stage
 * start) and summed, as shards of one stage add their streams. The window is
 * the stage's measured duration; a stage of N requests whose measured
 * dispatches all went out at once has none (no dispatch span to stretch), so
 * it is the first measured dispatch to the last end instead.
 */
function reachedLoad(members: readonly Member[], place: TraceLoad, durationMs: number | null): ReachedLoad {
  const warmupMs = place.warmup_s * 1000;
  let achieved: number | null = null;
  let mean: number | null = null;
  let max = 0;
  let concurrencyOffered = 0;
  let scheduledRate = 0;
  let dispatchedRate = 0;
  for (const id of new Set(members.map(shardOf))) {
    const own = members.filter((m) => shardOf(m) === id);
    const measured = own.filter((m) => !m.r.warmup);
    if (measured.length === 0) continue;
    const t0 = own[0]!.t.load.stage_t0_epoch_ms;
    let from = t0 + (place.duration_s !== null ? warmupMs : minOf(own.map((m) => m.t.load.scheduled_ms)));
    let to = durationMs === null ? from : from + durationMs;
    // A shard that joined an aligned stage late (--start-at) ran only what was left of it: to the shared end.
    const planned = own[0]!.t.load.planned_t0_epoch_ms;
    if (place.duration_s !== null && planned !== undefined) to = Math.min(to, planned + place.duration_s * 1000);
    if (!(to > from)) {
      from = minOf(measured.map((m) => m.t.t0_epoch_ms));
      to = maxOf(measured.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0)));
    }
    if (!(to > from)) continue;
    const spans = unitSpans(own);
    achieved = (achieved ?? 0) + inFlightOver(spans.requests, from, to).mean;
    const units = inFlightOver(spans.units, from, to);
    const offered = own[0]!.t.load.shard_offered ?? place.offered;
    // The client never has more in flight than its own cap: a slot frees only
    // once a response's end is stamped, and the next dispatch follows. Yet each
    // span is t0_epoch_ms + at.end, and t0_epoch_ms is read just after the
    // dispatch's monotonic t0, so a thread preempted between the two (a busy
    // machine) moves that span's end later by the pause, past the dispatch its
    // release allowed. Such a crossing is the client's stamping, not load.
    const cap = offered.concurrency ?? offered.max_concurrency ?? Number.POSITIVE_INFINITY;
    mean = (mean ?? 0) + Math.min(units.mean, cap);
    max += Math.min(units.max, cap);
    concurrencyOffered += offered.concurrency ?? 0;
    if (durationMs !== null && durationMs > 0) {
      // How far the last dispatch fell behind the last arrival the schedule asked for.
      const behindMs = Math.max(
        0,
        maxOf(measured.map((m) => m.t.t0_epoch_ms - t0)) - maxOf(measured.map((m) => m.t.load.scheduled_ms)),
      );
      scheduledRate += (measured.length * 1000) / durationMs;
      dispatchedRate += (measured.length * 1000) / (durationMs + behindMs);
    }
  }
  const concurrency = mean === null ? null : { mean: dropNoise(mean), max };
  let notReached: OfferedNotReached | null = null;
  if (place.offered.concurrency !== null && concurrency !== null && concurrencyOffered > 0) {
    if (concurrency.mean < REACHED_SHARE * concurrencyOffered || concurrency.max < concurrencyOffered)
      notReached = { by: 'concurrency', offered: concurrencyOffered, reached: concurrency.mean, reached_max: max };
  } else if (place.offered.concurrency === null && scheduledRate > 0 && dispatchedRate < REACHED_SHARE * scheduledRate)
    notReached = {
      by: 'rate',
      offered: dropNoise(scheduledRate),
      reached: dropNoise(dispatchedRate),
      reached_max: null,
    };
  return { achievedConcurrency: achieved === null ? null : dropNoise(achieved), concurrency, notReached };
}

/** The shards' stage starts lined up on the provider's clock. */
export function shardAlignment(
  starts: ReadonlyArray<{ shard: number; t0EpochMs: number; joinedLateMs: number | null; planned: boolean }>,
  offsets: ReadonlyMap<number, ClockOffset | null>,
): ShardAlignment {
  const known = starts.every((s) => offsets.get(s.shard) != null);
  const onProvider = starts.map((s) => s.t0EpochMs + (known ? offsets.get(s.shard)!.offset_ms : 0));
  const earliest = minOf(onProvider);
  const offs = known ? starts.map((s) => offsets.get(s.shard)!) : [];
  const halves = offs.map((o) => (o.high_ms - o.low_ms) / 2).sort((a, b) => b - a);
  return {
    start_spread: dropNoise(maxOf(onProvider) - earliest),
    clock_offset_spread: known
      ? dropNoise(maxOf(offs.map((o) => o.offset_ms)) - minOf(offs.map((o) => o.offset_ms)))
      : null,
    uncertainty: known ? dropNoise((halves[0] ?? 0) + (halves[1] ?? 0)) : null,
    start_at: starts.every((s) => s.planned),
    shards: starts.map((s, i) => {
      const o = offsets.get(s.shard) ?? null;
      return {
        shard: s.shard,
        start: dropNoise(onProvider[i]! - earliest),
        clock_offset: o?.offset_ms ?? null,
        clock_offset_low: o?.low_ms ?? null,
        clock_offset_high: o?.high_ms ?? null,
        joined_late: s.joinedLateMs,
      };
    }),
  };
}

/**
 * The stage's measured duration: its configured length after warmup, or for
 * a stage of N requests, its dispatch span stretched by one mean gap (N gaps
 * for N dispatches); null for a stage of requests without a dispatch span.
 */
function measuredDurationMs(measured: readonly Member[], place: TraceLoad): number | null {
  const warmupMs = place.warmup_s * 1000;
  if (place.duration_s !== null) return place.duration_s * 1000 - warmupMs;
  if (measured.length <= 1) return null;
  const scheduled = measured.map((m) => m.t.load.scheduled_ms);
  const span = maxOf(scheduled) - Math.max(warmupMs, minOf(scheduled));
  return span > 0 ? (span * measured.length) / (measured.length - 1) : null;
}

/** Merged shards of one stage: how long their measured windows overlapped, and how their starts lined up. */
function mergedShards(
  members: readonly Member[],
  measured: readonly Member[],
  shardIds: readonly number[],
  offsets: ReadonlyMap<number, ClockOffset | null>,
): { shards: StageShards; from: number; to: number } {
  const windows = shardIds.flatMap((id) => {
    const own = measured.filter((m) => shardOf(m) === id);
    if (own.length === 0) return [];
    return [[minOf(own.map((m) => m.t.t0_epoch_ms)), maxOf(own.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0)))]];
  });
  const from = maxOf(windows.map((w) => w[0]!));
  const to = minOf(windows.map((w) => w[1]!));
  const mean = windows.reduce((a, w) => a + (w[1]! - w[0]!), 0) / windows.length;
  const overlap = Math.max(0, to - from);
  const share = mean > 0 ? overlap / mean : 0;
  const starts = shardIds.map((id) => {
    const own = members.find((m) => shardOf(m) === id)!.t.load;
    return {
      shard: id,
      t0EpochMs: own.stage_t0_epoch_ms,
      joinedLateMs: own.joined_late_ms ?? null,
      planned: own.planned_t0_epoch_ms !== undefined,
    };
  });
  const shards: StageShards = {
    count: shardIds.length,
    overlap_s: dropNoise(overlap / 1000),
    overlap_share: dropNoise(share),
    summed: share >= MIN_SHARD_OVERLAP,
    alignment_ms: shardAlignment(starts, offsets),
  };
  return { shards, from, to };
}

/**
 * The work the server finished inside [from, to], warmups' included (a
 * warmup still running when the measured requests start is load the
 * window's time is spent on): each completed request's tokens spread evenly
 * over its streaming interval (dispatch to end when no content came), a
 * request counted once when its end falls in the window.
 */
function workInWindow(members: readonly Member[], from: number, to: number) {
  let outputTokens = 0;
  let completions = 0;
  for (const m of members) {
    if (m.r.outcome === 'error' || m.t.at.end === null) continue;
    const end = m.t.t0_epoch_ms + m.t.at.end;
    const start = m.t.t0_epoch_ms + (m.t.at.first_content ?? 0);
    if (end >= from && end <= to) completions++;
    const share =
      end > start
        ? Math.max(0, Math.min(end, to) - Math.max(start, from)) / (end - start)
        : Number(end >= from && end <= to);
    outputTokens += m.r.output_tokens * share;
  }
  return { outputTokens, completions };
}

/**
 * A stage's fluidity (absent without targets): the group's figures over its
 * requests, and smooth goodput, the requests per second that were fast and
 * fluid, a share of the completions per second as goodput's rps is.
 */
function stageFluidity(
  measured: readonly Member[],
  of: number,
  completionsPerS: number | null,
  targets: FluidityTargets | null,
): Partial<StageResult> {
  if (targets === null) return {};
  const first = measured[0]?.r;
  const seed = [first?.provider ?? '', first?.prompt ?? '', `stage ${measured[0]?.t.load.stage ?? 0}`];
  const { n_fluidity: _, ...f } = fluidityFigures(
    measured.map((m) => m.r),
    targets,
    seed,
  );
  const smooth = measured.filter((m) => isSmooth(m.r, targets)).length;
  return {
    ...f,
    smooth_goodput: completionsPerS === null || of === 0 ? null : dropNoise((smooth / of) * completionsPerS),
  };
}

/** The stage's goodput against its SLO: how many measured requests met it, and their share of the completions rate. */
function stageGoodput(
  measured: readonly Member[],
  scheduled: number,
  figures: ReadonlyMap<Member, { tpotMs: number | null }>,
  slo: Slo,
  // Completions over the window, or null when none succeeded (no throughput to take a share of).
  done: { completions: number; window_s: number } | null,
): StageGoodput {
  // A request not sent counts as not good: it is one the schedule asked for.
  const good = measured.filter((m) => meetsSlo(m.r, figures.get(m)!.tpotMs, slo)).length;
  return {
    slo,
    good,
    fraction: scheduled > 0 ? dropNoise(good / scheduled) : 0,
    rps: done === null ? null : dropNoise(((good / scheduled) * done.completions) / done.window_s),
  };
}

function stageFigures(
  all: Member[],
  slo: Slo | null,
  offsets: ReadonlyMap<number, ClockOffset | null> = new Map(),
  samplesOf?: SamplesById,
  targets: FluidityTargets | null = null,
): StageResult {
  const first = all[0]!;
  const place = first.t.load;
  const notSent = all.filter((m) => !wasSent(m.t));
  // Requests not sent have no timings: every figure below is over the ones sent.
  const members = all.filter((m) => wasSent(m.t));
  const measuredAll = all.filter((m) => !m.r.warmup);
  const measured = members.filter((m) => !m.r.warmup);
  const ok = measured.filter((m) => m.r.outcome !== 'error');
  const streamed = measured.filter((m) => m.r.outcome === 'streamed');
  const steady = streamed.filter((m) => m.r.client_stalled !== true);
  const starts = measured.map((m) => m.t.t0_epoch_ms);
  const ends = measured.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0));
  const windowMs = measured.length > 0 ? maxOf(ends) - minOf(starts) : 0;
  const window_s = windowMs > 0 ? dropNoise(windowMs / 1000) : null;

  const durationMs = measuredDurationMs(measured, place); // the same for every shard of a merged stage
  // In flight over the measured duration, per shard (each from its own
  // stage start), summed: shards of one stage add their streams.
  const reached = reachedLoad(members, place, durationMs);
  const shardIds = [...new Set(members.map(shardOf))];
  const figures = new Map(members.map((m) => [m, requestStreamFigures(m.r, m.t, samplesOf)]));
  // Shards of one stage (merged): throughput sums over the time their windows overlap.
  const merged = shardIds.length > 1 ? mergedShards(members, measured, shardIds, offsets) : null;
  const shards = merged?.shards ?? null;
  const wFrom = merged ? merged.from : measured.length > 0 ? minOf(starts) : 0;
  const wTo = merged ? merged.to : measured.length > 0 ? maxOf(ends) : 0;
  const { outputTokens, completions } = workInWindow(members, wFrom, wTo);
  // Over the window, or for merged shards the time they overlapped (null when too little).
  const throughputS = shards === null ? window_s : shards.summed && wTo > wFrom ? (wTo - wFrom) / 1000 : null;
  const done = window_s === null || ok.length === 0 ? null : { completions, window_s };
  const goodput = slo === null ? null : stageGoodput(measured, measuredAll.length, figures, slo, done);
  const lags = members.map((m) => dispatchLagMs(m.t));
  const clientLags = members.map((m) => dispatchLagMs(m.t) - m.t.load.slot_wait_ms);
  const client = lagSummary(clientLags);
  const stamped = measured.map((m) => m.t);
  return {
    provider: first.r.provider,
    prompt: first.r.prompt,
    ...(first.t.location !== undefined ? { location: first.t.location } : {}),
    stage: place.stage,
    label: place.label,
    offered: place.offered,
    window_s,
    requests: measuredAll.length,
    completed: ok.length,
    streamed: streamed.length,
    buffered: measured.filter((m) => m.r.outcome === 'buffered').length,
    errors: measured.length - ok.length,
    client_stalled: measured.length - measured.filter((m) => m.r.client_stalled !== true).length,
    not_sent: measuredAll.length - measured.length,
    retries: measured.reduce((a, m) => a + (m.r.retries ?? 0), 0),
    stopped_early_s:
      place.duration_s === null || notSent.length === 0
        ? null
        : dropNoise(Math.max(0, place.duration_s - minOf(notSent.map((m) => m.t.load.scheduled_ms)) / 1000)),
    warmups: all.length - measuredAll.length,
    achieved_rate: durationMs !== null && durationMs > 0 ? dropNoise((measured.length * 1000) / durationMs) : null,
    achieved_concurrency: reached.achievedConcurrency,
    reached_concurrency: reached.concurrency,
    offered_not_reached: reached.notReached,
    request_throughput: throughputS === null ? null : dropNoise(completions / throughputS),
    output_token_throughput: throughputS === null ? null : dropNoise(outputTokens / throughputS),
    delivered_output_tps:
      window_s === null ? null : dropNoise(measured.reduce((a, m) => a + m.r.output_tokens, 0) / window_s),
    ttft_ms: summary(streamed.map((m) => m.r.ttft_ms)),
    // A stalled client stamped these reads together: no TPOT or ITL from them.
    tpot_ms: summary(steady.map((m) => figures.get(m)!.tpotMs)),
    itl_ms: summary(steady.flatMap((m) => figures.get(m)!.itlMs)),
    e2e_ms: summary(ok.map((m) => m.r.total_ms)),
    goodput,
    ...stageFluidity(measured, measuredAll.length, done === null ? null : done.completions / done.window_s, targets),
    dispatch_lag_ms: lagSummary(lags),
    client_lag_ms: client,
    generator_limited: client !== null && client.p99 > GENERATOR_LAG_LIMIT_MS,
    client_error_ms: clientErrorMs(stamped, wFrom, wTo),
    short_outputs: measured.filter((m) => isShortOutput(m.r, m.t)).length,
    shards,
  };
}

/** The response came in under 90% of its synthetic output target. */
export function isShortOutput(r: RequestResult, t: Trace): boolean {
  const target = t.synthetic?.output_tokens;
  return r.outcome !== 'error' && target !== undefined && r.output_tokens < SHORT_OUTPUT_SHARE * target;
}

/**
 * A stage that may be named the saturation point: one that put its offered
 * load on the endpoint and had a request succeed.
 */
export function countsForSaturation(s: StageResult): boolean {
  return s.completed > 0 && !s.offered_not_reached;
}

export function saturationOf(stages: StageResult[], slo: Slo | null): SaturationResult {
  const first = stages[0]!;
  const candidates = stages.filter(countsForSaturation);
  const best = (f: (s: StageResult) => number | null) =>
    candidates.reduce<StageResult | null>((b, s) => {
      const v = f(s);
      return v !== null && (b === null || v > (f(b) ?? -Infinity)) ? s : b;
    }, null);
  const byTokens = best((s) => s.output_token_throughput);
  const byRequests = best((s) => s.request_throughput);
  const fraction = slo?.fraction ?? DEFAULT_SLO_FRACTION;
  const meeting = candidates.filter((s) => s.goodput !== null && s.requests > 0 && s.goodput.fraction >= fraction);
  const sloBest = slo === null ? null : best((s) => (meeting.includes(s) ? s.request_throughput : null));
  let buffering: number | null = null;
  for (let i = 1; i < stages.length && buffering === null; i++)
    if (stages[i]!.buffered > 0 && stages.slice(0, i).some((s) => s.buffered === 0 && s.completed > 0))
      buffering = stages[i]!.stage;
  return {
    provider: first.provider,
    prompt: first.prompt,
    ...(first.location !== undefined ? { location: first.location } : {}),
    max_output_token_throughput: byTokens?.output_token_throughput ?? null,
    max_request_throughput: byRequests?.request_throughput ?? null,
    at_stage: byTokens?.stage ?? null,
    slo_stage: sloBest?.stage ?? null,
    buffering_from_stage: buffering,
    generator_limited_stages: stages.filter((s) => s.generator_limited).map((s) => s.stage),
    not_reached_stages: stages.filter((s) => s.offered_not_reached).map((s) => s.stage),
  };
}

/** Stages and saturation of a run's load traces (empty without any). */
export function loadFigures(
  traces: readonly Trace[],
  requests: readonly RequestResult[],
  slo: Slo | null,
  samplesOf?: SamplesById,
  targets: FluidityTargets | null = null,
): LoadFigures {
  const byId = new Map(requests.map((r) => [r.id, r]));
  const groups = new Map<string, Member[]>();
  const pairs = new Map<string, string[]>();
  for (const t of traces) {
    if (!t.load) continue;
    const r = byId.get(t.id);
    if (r === undefined) continue;
    // Runs from different places are kept apart: a stage is per location too.
    const pairKey = JSON.stringify([t.provider, t.prompt, t.location ?? null]);
    const key = JSON.stringify([t.provider, t.prompt, t.location ?? null, t.load.stage]);
    let list = groups.get(key);
    if (list === undefined) {
      list = [];
      groups.set(key, list);
      const ps = pairs.get(pairKey) ?? [];
      ps.push(key);
      pairs.set(pairKey, ps);
    }
    list.push({ t: t as Trace & { load: TraceLoad }, r });
  }
  // Each shard's clock against the provider's, over all its responses (more
  // samples than one stage's, so a tighter interval); per location, as
  // runners in different places are different machines.
  const byShard = new Map<string, Trace[]>();
  for (const t of traces) {
    const id = t.load?.shard?.index;
    if (id === undefined) continue;
    const k = JSON.stringify([t.location ?? null, id]);
    const list = byShard.get(k) ?? [];
    list.push(t);
    byShard.set(k, list);
  }
  const offsetsAt = (location: string | null) =>
    new Map(
      [...byShard]
        .filter(([k]) => (JSON.parse(k) as [string | null, number])[0] === location)
        .map(([k, ts]) => [(JSON.parse(k) as [string | null, number])[1], estimateClockOffset(ts)]),
    );
  const stages: StageResult[] = [];
  const saturation: SaturationResult[] = [];
  for (const keys of pairs.values()) {
    const own = keys
      .map((k) => {
        const members = groups.get(k)!;
        return stageFigures(members, slo, offsetsAt(members[0]!.t.location ?? null), samplesOf, targets);
      })
      .sort((a, b) => a.stage - b.stage);
    pushAll(stages, own);
    saturation.push(saturationOf(own, slo));
  }
  return { stages, saturation };
}

/**
 * The run's results with the load figures and short_output flags added: a
 * `stages`/`saturation`/`slo` trio when any trace ran under load, and a
 * short_output flag per measured response below its synthetic target.
 */
export function withLoadFigures(
  results: Results,
  traces: readonly Trace[],
  slo: Slo | null,
  samplesOf?: SamplesById,
): Results {
  const byId = new Map(traces.map((t) => [t.id, t]));
  const shortFlags: Flag[] = [];
  for (const r of results.requests) {
    const t = byId.get(r.id);
    if (t?.load) r.load_stage = t.load.stage;
    if (t === undefined || !t.synthetic) continue;
    r.output_target_tokens = t.synthetic.output_tokens;
    r.short_output = isShortOutput(r, t);
    if (r.short_output && !r.warmup)
      shortFlags.push({
        id: r.id,
        provider: r.provider,
        prompt: r.prompt,
        reason: 'short_output',
        detail: `${r.output_tokens} of ${t.synthetic.output_tokens} target output tokens (below ${SHORT_OUTPUT_SHARE * 100}%): the server stopped early; docs/load.md says how to get exact output lengths`,
      });
  }
  const out: Results = { ...results, flagged: [...results.flagged, ...shortFlags] };
  if (traces.some((t) => t.load)) {
    const targets = fluidityTargets(results.analysis);
    const { stages, saturation } = loadFigures(traces, results.requests, slo, samplesOf, targets);
    out.slo = slo;
    out.stages = stages;
    out.saturation = saturation;
  }
  return withWorkloadFigures(out, traces, slo);
}
