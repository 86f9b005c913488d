import { COMPARED_KEYS, type FigureDef, figureDef, figureSummary, isRate } from '../analyze/figures.ts';
import type { FlagReason, GroupResult, RequestResult, Results } from '../analyze/types.ts';
import type { Trace } from '../trace.ts';
import { formatMs, sanitizeText, truncate } from './format.ts';
import { MAX_DETAIL, streamingOf } from './labels.ts';
import { mulberry32, seedFrom } from '../random.ts';
import { percentile } from '../stats.ts';
import { DEFAULT_TIMELINES_PER_GROUP } from '../config/schema.ts';
import {
  DIST_BINS,
  type GroupDist,
  type ReportGroup,
  REPORT_DATA_SCHEMA,
  type Bounds,
  type HistoryRun,
  type ComparedFigureKey,
  type ReportComparison,
  type ReportData,
  type ReportRequest,
  type ReportStreamingChange,
  type ReportTimeline,
} from './report-data.ts';

// report.html's data: everything its script draws, derived from the
// results, the traces and the history, as the JSON block carries it (its
// shape: report-data.ts). Every string from a config, provider or server is
// sanitised here; the page's static part (html.ts) reads some of the same
// helpers. Pure.

export interface HtmlContext {
  /** Earlier runs, any order: trends of the p50s per group and metric. */
  history?: Results[];
  title?: string;
  /** report.timelines_per_group: the most requests a group embeds (DEFAULT_TIMELINES_PER_GROUP when absent). */
  timelinesPerGroup?: number;
  /** The figure table the ranking tables come from: FIGURES, or a test's with a figure added. */
  figures?: Readonly<Record<string, FigureDef>>;
}

/** History runs shown in the trends, most recent kept. */
const MAX_HISTORY = 100;

/** 0.1 ms is finer than any network read is worth, and keeps the page small. */
function round1(x: number | null): number | null {
  return x === null ? null : Math.round(x * 10) / 10;
}

/**
 * The reads that carried content, from the trace's events: an event carries
 * the ms of the read that completed it, so events with the same ms came in
 * the same read.
 */
function contentReads(trace: Trace): Array<[number, number, number]> {
  const byMs = new Map<number, [number, number, number]>();
  for (const [ms, kind, chars] of trace.events) {
    if (kind !== 'content' && kind !== 'reasoning') continue;
    let entry = byMs.get(ms);
    if (!entry) {
      entry = [round1(ms) as number, 0, 0];
      byMs.set(ms, entry);
    }
    if (kind === 'content') entry[1] += chars;
    else entry[2] += chars;
  }
  return [...byMs.values()].sort((a, b) => a[0] - b[0]);
}

function timelineOf(trace: Trace): ReportTimeline {
  const a = trace.at;
  return {
    at: [
      round1(a.headers),
      round1(a.first_byte),
      round1(a.first_event),
      round1(a.first_content),
      round1(a.first_answer),
      round1(a.last_content),
      round1(a.end),
    ],
    reads: trace.reads.map(([ms, bytes]) => [round1(ms) as number, bytes]),
    content: contentReads(trace),
  };
}

/** A new connection's phases, for a tooltip. */
function connectText(r: RequestResult): string {
  const parts: Array<[string, number | null | undefined]> = [
    ['DNS', r.dns_ms],
    ['TCP', r.tcp_ms],
    ['TLS', r.tls_ms],
  ];
  const shown = parts.filter(([, v]) => typeof v === 'number').map(([name, v]) => `${name} ${formatMs(v!)} ms`);
  return shown.length > 0 ? shown.join(' · ') : 'phases not recorded';
}

/** A group's identity: provider x prompt, and its place when the run names one (places are separate groups). */
const groupKey = (provider: string, prompt: string, location?: string): string =>
  JSON.stringify(location === undefined ? [provider, prompt] : [provider, prompt, location]);

function finite(x: unknown): number | null {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

function asInterval(v: unknown): Bounds | null {
  if (Array.isArray(v) && v.length === 2) {
    const lo = finite(v[0]);
    const hi = finite(v[1]);
    return lo !== null && hi !== null ? [lo, hi] : null;
  }
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const lo = finite(o.low ?? o.lo ?? o.ci_low ?? o.lower);
    const hi = finite(o.high ?? o.hi ?? o.ci_high ?? o.upper);
    return lo !== null && hi !== null ? [lo, hi] : null;
  }
  return null;
}

/**
 * The confidence interval of a group's median, in whichever of these shapes
 * the results carry it: `g.<metric>_ci`, `g.ci.<metric>` or
 * `g.<metric>.ci` as [low, high] or {low, high}, or `g.<metric>.ci_low` /
 * `ci_high` beside the percentiles. Absent in results that predate it.
 */
export function groupInterval(g: GroupResult, metric: ComparedFigureKey): Bounds | null {
  const o = g as unknown as Record<string, unknown>;
  const summary = o[metric] as Record<string, unknown> | null | undefined;
  const ci = o.ci as Record<string, unknown> | null | undefined;
  return (
    asInterval(o[`${metric}_ci`]) ??
    asInterval(ci?.[metric]) ??
    asInterval(summary?.ci) ??
    asInterval(summary ? { low: summary.ci_low, high: summary.ci_high } : null)
  );
}

/** One entry per compared figure, in FIGURES' order: the page's records keyed by figure. */
function byCompared<T>(value: (k: ComparedFigureKey) => T): Record<ComparedFigureKey, T> {
  return Object.fromEntries(COMPARED_KEYS.map((k) => [k, value(k)])) as Record<ComparedFigureKey, T>;
}

/** A request's value of a figure as results.json carries it (null where it has none). */
function requestValueOf(r: RequestResult, k: ComparedFigureKey): number | null {
  const v = (r as unknown as Record<string, unknown>)[k];
  return typeof v === 'number' ? v : null;
}

export function tooFewSamples(g: GroupResult): boolean {
  return (g as unknown as { too_few_samples?: unknown }).too_few_samples === true;
}

/** `results.comparisons` (the regression check), the well-formed entries only; [] when absent. */
export function comparisonsOf(results: Results): ReportComparison[] {
  const raw = (results as unknown as { comparisons?: unknown }).comparisons;
  if (!Array.isArray(raw)) return [];
  const out: ReportComparison[] = [];
  for (const c of raw) {
    if (c === null || typeof c !== 'object') continue;
    const o = c as Record<string, unknown>;
    if (typeof o.provider !== 'string' || typeof o.prompt !== 'string' || typeof o.metric !== 'string') continue;
    out.push({
      provider: sanitizeText(o.provider),
      prompt: sanitizeText(o.prompt),
      metric: sanitizeText(o.metric),
      baseline_p50: finite(o.baseline_p50),
      current_p50: finite(o.current_p50),
      delta_pct: finite(o.delta_pct),
      ci_low_pct: finite(o.ci_low_pct),
      ci_high_pct: finite(o.ci_high_pct),
      verdict: typeof o.verdict === 'string' ? sanitizeText(o.verdict) : 'unknown',
      baseline_n: finite(o.baseline_n),
      current_n: finite(o.current_n),
      reason: typeof o.reason === 'string' ? sanitizeText(o.reason) : null,
    });
  }
  return out;
}

/** `results.streaming_changes`, the well-formed entries only; [] when absent. */
export function streamingChangesOf(results: Results): ReportStreamingChange[] {
  const raw = (results as unknown as { streaming_changes?: unknown }).streaming_changes;
  if (!Array.isArray(raw)) return [];
  const out: ReportStreamingChange[] = [];
  for (const c of raw) {
    if (c === null || typeof c !== 'object') continue;
    const o = c as Record<string, unknown>;
    if (typeof o.provider !== 'string' || typeof o.prompt !== 'string') continue;
    const str = (v: unknown) => (typeof v === 'string' ? sanitizeText(v) : 'unknown');
    const tally = (streamed: unknown, buffered: unknown) =>
      finite(streamed) !== null && finite(buffered) !== null
        ? ` (${String(streamed)} streamed, ${String(buffered)} buffered)`
        : '';
    out.push({
      provider: sanitizeText(o.provider),
      prompt: sanitizeText(o.prompt),
      baseline_streaming: str(o.baseline_streaming),
      current_streaming: str(o.current_streaming),
      change: str(o.change),
      alert: o.alert === true,
      detail:
        `baseline ${streamingOf(str(o.baseline_streaming)).label}${tally(o.baseline_streamed, o.baseline_buffered)}, ` +
        `now ${streamingOf(str(o.current_streaming)).label}${tally(o.current_streamed, o.current_buffered)}`,
    });
  }
  return out;
}

function runLabel(r: Results): string {
  const parts = [r.run.started_at.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')];
  if (r.run.ci) parts.push(r.run.ci.sha.slice(0, 7));
  return sanitizeText(parts.join(' '));
}

function historyRun(r: Results, current: boolean): HistoryRun {
  return {
    label: runLabel(r),
    started_at: r.run.started_at,
    current,
    groups: r.groups.map((g) => ({
      provider: sanitizeText(g.provider),
      prompt: sanitizeText(g.prompt),
      p50: byCompared((k) => figureSummary(g, k)?.p50 ?? null),
    })),
  };
}

/** Earlier runs oldest first, then this one; a history entry that is this run is not repeated. */
function buildHistory(results: Results, history: Results[]): HistoryRun[] {
  const same = (r: Results) =>
    r.run.started_at === results.run.started_at && r.run.config_sha256 === results.run.config_sha256;
  const earlier = history
    .filter((r) => r && r.run && Array.isArray(r.groups) && !same(r))
    .sort((a, b) => (a.run.started_at < b.run.started_at ? -1 : a.run.started_at > b.run.started_at ? 1 : 0))
    .slice(-(MAX_HISTORY - 1));
  return [...earlier.map((r) => historyRun(r, false)), historyRun(results, true)];
}

/**
 * Which requests the page embeds: every request of a group of at most
 * `cap` (warmups included), else `cap` of them: its flagged measured
 * requests first, in run order, then a sample of the rest drawn with a seed
 * from the group's names (the same page for the same run). Returns a mark
 * per request of results.requests and the groups that were cut.
 */
export function timelineSelection(
  results: Results,
  groupOf: (r: RequestResult) => number,
  flagged: (id: string) => boolean,
  cap: number,
): { keep: Uint8Array; cut: Set<number> } {
  const keep = new Uint8Array(results.requests.length);
  const byGroup = new Map<number, number[]>();
  results.requests.forEach((r, i) => {
    const gi = groupOf(r);
    let list = byGroup.get(gi);
    if (list === undefined) byGroup.set(gi, (list = []));
    list.push(i);
  });
  const cut = new Set<number>();
  for (const [gi, idx] of byGroup) {
    if (idx.length <= cap) {
      for (const i of idx) keep[i] = 1;
      continue;
    }
    cut.add(gi);
    let left = cap;
    const rest: number[] = [];
    for (const i of idx) {
      const r = results.requests[i]!;
      if (left > 0 && !r.warmup && flagged(r.id)) {
        keep[i] = 1;
        left--;
      } else rest.push(i);
    }
    // A partial Fisher-Yates shuffle: the first `left` places are a uniform sample of `rest`.
    const g = results.groups[gi];
    const rand = mulberry32(seedFrom('timelines', g?.provider ?? '', g?.prompt ?? ''));
    for (let k = 0; k < left && k < rest.length; k++) {
      const j = k + Math.floor(rand() * (rest.length - k));
      const pick = rest[j]!;
      rest[j] = rest[k]!;
      rest[k] = pick;
      keep[pick] = 1;
    }
  }
  return { keep, cut };
}

/** A figure's distribution over a group's measured requests, binned for a page that does not hold them all. */
export function groupDist(
  requests: readonly RequestResult[],
  key: ComparedFigureKey,
  maxPlausibleTps: number,
): GroupDist | null {
  const values: number[] = [];
  let buffered = 0;
  let failed = 0;
  for (const r of requests) {
    if (r.warmup) continue;
    if (r.outcome === 'buffered') buffered++;
    if (r.outcome === 'error') {
      failed++;
      continue;
    }
    // As in the group's figures: a stalled client's rates are left out.
    if (isRate(key) && r.client_stalled === true) continue;
    const v = requestValueOf(r, key);
    if (v !== null && Number.isFinite(v)) values.push(v);
  }
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const asArray = sorted as unknown as number[];
  const rate = isRate(key);
  // Rates past max_plausible_tps stay out of the bars (the page marks them ≫), as the per-request marks do.
  let counted = sorted.length;
  if (rate) while (counted > 0 && sorted[counted - 1]! > maxPlausibleTps) counted--;
  const lo = sorted[0]!;
  const top = counted > 0 ? sorted[counted - 1]! : null;
  const width = top !== null && top > lo ? (top - lo) / DIST_BINS : 1;
  const counts = new Array<number>(DIST_BINS).fill(0);
  for (let i = 0; i < counted; i++) counts[Math.min(DIST_BINS - 1, Math.floor((sorted[i]! - lo) / width))]!++;
  return {
    n: sorted.length,
    min: lo,
    max: sorted[sorted.length - 1]!,
    q1: percentile(asArray, 0.25),
    q2: percentile(asArray, 0.5),
    q3: percentile(asArray, 0.75),
    lo,
    width,
    counts,
    over: sorted.length - counted,
    top,
    buffered,
    failed,
  };
}

/**
 * The traces report.html will draw: those of the requests its sample holds
 * (every trace when no group is past the cap). What a run keeps for its
 * reports once the analysis is done, so the reports are not rendered beside
 * every trace of a large run.
 */
export function tracesForReport(
  results: Results,
  traces: readonly Trace[],
  cap = DEFAULT_TIMELINES_PER_GROUP,
): Trace[] {
  const ids = reportTraceIds(results, cap);
  return ids === null ? [...traces] : traces.filter((t) => ids.has(t.id));
}

/** The ids of the traces report.html draws (tracesForReport), or null for every trace. */
export function reportTraceIds(results: Results, cap = DEFAULT_TIMELINES_PER_GROUP): Set<string> | null {
  const groupIndex = new Map<string, number>();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt, g.location), i));
  const flagged = new Set(results.flagged.map((f) => f.id));
  const groupOf = (r: RequestResult) => groupIndex.get(groupKey(r.provider, r.prompt, r.location)) ?? -1;
  const { keep, cut } = timelineSelection(results, groupOf, (id) => flagged.has(id), cap);
  if (cut.size === 0) return null;
  const ids = new Set<string>();
  results.requests.forEach((r, i) => {
    if (keep[i]) ids.add(r.id);
  });
  return ids;
}

/** Everything the page's script draws, derived from the results, the traces and the history. */
export function buildReportData(results: Results, traces: Iterable<Trace>, ctx: HtmlContext = {}): ReportData {
  const groupIndex = new Map<string, number>();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt, g.location), i));
  // Runs from several places: the charts name each group's place.
  const several = new Set(results.groups.map((g) => g.location ?? null)).size > 1;
  const shownProvider = (g: GroupResult) => (several ? `${g.provider} @ ${g.location ?? '(no location)'}` : g.provider);
  const flagsById = new Map<string, FlagReason[]>();
  for (const f of results.flagged) {
    const list = flagsById.get(f.id) ?? [];
    if (!list.includes(f.reason)) list.push(f.reason);
    flagsById.set(f.id, list);
  }
  const groupOf = (r: RequestResult) => groupIndex.get(groupKey(r.provider, r.prompt, r.location)) ?? -1;
  const cap = ctx.timelinesPerGroup ?? DEFAULT_TIMELINES_PER_GROUP;
  const { keep, cut } = timelineSelection(results, groupOf, (id) => flagsById.has(id), cap);
  const keptIds = new Set<string>();
  results.requests.forEach((r, i) => {
    if (keep[i]) keptIds.add(r.id);
  });
  // Only the embedded requests' traces are kept: the page draws no other.
  const traceById = new Map<string, Trace>();
  for (const t of traces) if (keptIds.has(t.id) && !traceById.has(t.id)) traceById.set(t.id, t);
  const requests = results.requests.map((r: RequestResult, i): ReportRequest | null => {
    if (!keep[i]) return null;
    const trace = traceById.get(r.id);
    // Typed without the compared figures: the loop below adds each one not named here, so a figure added to FIGURES needs no edit here.
    const request: Omit<ReportRequest, ComparedFigureKey> & Partial<Record<ComparedFigureKey, number | null>> = {
      id: sanitizeText(r.id),
      group: groupOf(r),
      warmup: r.warmup,
      outcome: r.outcome,
      buffered_rule: r.buffered_rule,
      error_kind: r.error_kind,
      error: r.error_message === null ? null : truncate(sanitizeText(r.error_message), MAX_DETAIL),
      http_status: r.http_status,
      ttft_ms: r.ttft_ms,
      new_connection: r.new_connection ?? null,
      connect: r.new_connection ? connectText(r) : null,
      post_first_content_tps: r.post_first_content_tps,
      end_to_end_tps: r.end_to_end_tps,
      total_ms: r.total_ms,
      output_tokens: r.output_tokens,
      content_reads: r.content_reads,
      implausible: r.implausible,
      chunking: r.chunking ?? null,
      tokens_per_content_read: r.tokens_per_content_read ?? null,
      flags: flagsById.get(r.id) ?? [],
      timeline: trace ? timelineOf(trace) : null,
    };
    // Every compared figure the page draws: the three above keep their
    // places in the JSON, a figure added to FIGURES comes last.
    for (const k of COMPARED_KEYS)
      if (!Object.hasOwn(request, k) && figureDef(k).share !== true) request[k] = requestValueOf(r, k);
    return request as ReportRequest;
  });
  const groupMembers = new Map<number, RequestResult[]>();
  if (cut.size > 0)
    for (const r of results.requests) {
      const gi = groupOf(r);
      if (!cut.has(gi)) continue;
      let list = groupMembers.get(gi);
      if (list === undefined) groupMembers.set(gi, (list = []));
      list.push(r);
    }
  const max = results.analysis.max_plausible_tps;
  const shown = keep.reduce((a, k) => a + k, 0);
  return {
    schema: REPORT_DATA_SCHEMA,
    max_plausible_tps: max,
    groups: results.groups.map((g, gi): ReportGroup => ({
      provider: sanitizeText(shownProvider(g)),
      model: sanitizeText(g.model),
      prompt: sanitizeText(g.prompt),
      n: g.n,
      streamed: g.streamed,
      buffered: g.buffered,
      errors: g.errors,
      streaming: g.streaming,
      too_few_samples: tooFewSamples(g),
      ci: byCompared((k) => groupInterval(g, k)),
      itl_ms: g.itl_ms ?? null,
      chunk_gap_ms: g.chunk_gap_ms ?? null,
      coarse: g.coarse ?? 0,
      ...(cut.has(gi)
        ? {
            dist: byCompared((k) => groupDist(groupMembers.get(gi) ?? [], k, max)),
          }
        : {}),
    })),
    requests,
    ...(cut.size > 0 ? { sampled: { timelines_per_group: cap, shown, total: results.requests.length } } : {}),
    history: buildHistory(results, ctx.history ?? []),
    comparisons: comparisonsOf(results),
    streaming_changes: streamingChangesOf(results),
    examples: exampleRequests(requests),
  };
}

/**
 * The two requests the page shows near its top: the first measured one that
 * streamed with no flag, and the buffered one that came in fewest reads, each only when the page
 * holds its timeline. Side by side they say why two rates exist.
 */
export function exampleRequests(requests: ReadonlyArray<ReportRequest | null>): {
  streamed: number | null;
  buffered: number | null;
} {
  const first = (pick: (r: ReportRequest) => boolean) => {
    const i = requests.findIndex((r) => r !== null && !r.warmup && r.timeline !== null && pick(r));
    return i < 0 ? null : i;
  };
  return {
    streamed: first((r) => r.outcome === 'streamed' && r.flags.length === 0) ?? first((r) => r.outcome === 'streamed'),
    // The burst that shows it best: the buffered request with the fewest content reads (the first of those).
    buffered: requests.reduce<number | null>((best, r, i) => {
      if (r === null || r.warmup || r.timeline === null || r.outcome !== 'buffered') return best;
      const b = best === null ? null : (requests[best] as ReportRequest);
      return b === null || r.content_reads < b.content_reads ? i : best;
    }, null),
  };
}
