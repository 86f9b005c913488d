import { loadSectionHtml } from './html-load.ts';
import { createHash } from 'node:crypto';
import type { ComparisonMetric, FlagReason, GroupResult, RequestResult, Results, Summary } from '../analyze/types.ts';
import type { Trace } from '../trace.ts';
import { RANKED_FIGURES } from '../analyze/ranks.ts';
import { groupFlags, leadSentence, rankedSummary, ranking } from './figures.ts';
import {
  NA,
  formatCount,
  formatMs,
  formatNumber,
  formatTps,
  naEndToEnd,
  naPostFirstContent,
  oneLine,
  sanitizeText,
  truncate,
} from './format.ts';
import { hiddenReasoningLines } from './figures.ts';
import {
  coarseSentence,
  hasStreamTiming,
  TIMING_FIGURES,
  TIMING_HEADERS,
  timingCells,
  timingGroups,
  TRUST_SENTENCE,
} from './timing.ts';
import {
  column,
  FLAG_REASON,
  MAX_DETAIL,
  METRIC,
  METRIC_KEYS,
  metricOf,
  scriptLiteral,
  VERDICT,
  VERDICT_OTHER_CLASS,
  verdictOf,
} from './labels.ts';

// report.html: one self-contained page (inline CSS, inline JS, inline SVG; no
// network, enforced by its own Content-Security-Policy). The static part
// (provenance, figures, regression verdicts, the flagged list) is rendered
// here as escaped HTML, so it reads without JavaScript; the charts are drawn
// in the browser from a JSON block, by DOM calls that only ever set text
// (never innerHTML), so a model named `<script>` stays text in both halves.
// Pure: the same results, traces and context render the same page.

export interface HtmlContext {
  /** Earlier runs, any order: trends of the p50s per group and metric. */
  history?: Results[];
  title?: string;
}

export const REPORT_DATA_SCHEMA = 'streamgauge.report-data/1';

export type MetricKey = ComparisonMetric;
export { METRIC_KEYS };

/** [low, high] of a confidence interval. */
export type Bounds = [number, number];

export interface ReportGroup {
  provider: string;
  model: string;
  prompt: string;
  n: number;
  streamed: number;
  buffered: number;
  errors: number;
  streaming: string;
  /** Too few streamed responses to rank the post-first-content figure (results that say so). */
  too_few_samples: boolean;
  /** Confidence interval of each metric's median, when the results carry one. */
  ci: Record<MetricKey, Bounds | null>;
  /** Inter-token latency and chunk gaps over the group's streamed responses (null when none, or results that predate them). */
  itl_ms: Summary | null;
  chunk_gap_ms: Summary | null;
  /** Streamed responses whose chunking was coarse. */
  coarse: number;
}

/** `at` as an array: headers, first_byte, first_event, first_content, first_answer, last_content, end. */
export type ReportMoments = [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];

export interface ReportTimeline {
  at: ReportMoments;
  /** [ms, bytes] of every network read. */
  reads: Array<[number, number]>;
  /** One entry per read that carried content: [ms, answer chars, reasoning chars]. */
  content: Array<[number, number, number]>;
}

export interface ReportRequest {
  id: string;
  /** Index into `groups`; -1 when no group holds it (a warmup of a group with no measured request). */
  group: number;
  warmup: boolean;
  outcome: string;
  buffered_rule: string | null;
  error_kind: string | null;
  /** The error message, one line, cut to 300 characters. */
  error: string | null;
  http_status: number | null;
  ttft_ms: number | null;
  /** On a connection opened for it (its TTFT includes the connect), reused, or null when not measured. */
  new_connection: boolean | null;
  /** "DNS 1.2 ms · TCP 0.4 ms · TLS 9.8 ms" for a new connection, else null. */
  connect: string | null;
  post_first_content_tps: number | null;
  end_to_end_tps: number | null;
  total_ms: number | null;
  output_tokens: number;
  content_reads: number;
  implausible: boolean;
  /** fine | coarse | null (not streamed, or results that predate it). */
  chunking: string | null;
  tokens_per_content_read: number | null;
  flags: FlagReason[];
  /** null when the request has no trace in the run's traces.ndjson. */
  timeline: ReportTimeline | null;
}

export interface HistoryPoint {
  provider: string;
  prompt: string;
  p50: Record<MetricKey, number | null>;
}

export interface HistoryRun {
  label: string;
  started_at: string;
  current: boolean;
  groups: HistoryPoint[];
}

/** One entry of `results.comparisons` (the regression check), as the page shows it. */
export interface ReportComparison {
  provider: string;
  prompt: string;
  metric: string;
  baseline_p50: number | null;
  current_p50: number | null;
  delta_pct: number | null;
  ci_low_pct: number | null;
  ci_high_pct: number | null;
  verdict: string;
  /** Values on each side, when the results say. */
  baseline_n: number | null;
  current_n: number | null;
  /** Why the verdict is insufficient_data beyond a sample count (e.g. a changed token basis), or null. */
  reason: string | null;
}

/** One entry of `results.streaming_changes`: a group that stopped (or started) streaming against the baseline. */
export interface ReportStreamingChange {
  provider: string;
  prompt: string;
  baseline_streaming: string;
  current_streaming: string;
  change: string;
  alert: boolean;
  detail: string;
}

export interface ReportData {
  schema: typeof REPORT_DATA_SCHEMA;
  max_plausible_tps: number;
  groups: ReportGroup[];
  requests: ReportRequest[];
  /** Oldest first; the current run is the last entry. Only the current run when no history was given. */
  history: HistoryRun[];
  comparisons: ReportComparison[];
  streaming_changes: ReportStreamingChange[];
}

/** History runs shown in the trends, most recent kept. */
const MAX_HISTORY = 100;
/** Timeline rows a group opens with: its flagged requests up to this many, then this many others. */
const TIMELINE_FLAGGED = 50;
const TIMELINE_SAMPLE = 6;

// ---------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** A figure from the results, escaped all the same (results.json is a file anyone can edit). */
function num(x: number): string {
  return escapeHtml(String(x));
}

/** A string from a config, provider or server: one inert line, escaped. */
function text(s: string): string {
  return escapeHtml(sanitizeText(s));
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` are
 * written as \u escapes (valid JSON, same value), so no string in the data can
 * close the block or open a comment; U+2028/2029 likewise, for older parsers.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// ---------------------------------------------------------------------------
// The data the page draws from

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

const groupKey = (provider: string, prompt: string): string => JSON.stringify([provider, prompt]);

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
export function groupInterval(g: GroupResult, metric: MetricKey): Bounds | null {
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

function tooFewSamples(g: GroupResult): boolean {
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
        `baseline ${str(o.baseline_streaming).replace(/_/g, ' ')}${tally(o.baseline_streamed, o.baseline_buffered)}, ` +
        `now ${str(o.current_streaming).replace(/_/g, ' ')}${tally(o.current_streamed, o.current_buffered)}`,
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
      p50: {
        ttft_ms: g.ttft_ms?.p50 ?? null,
        post_first_content_tps: g.post_first_content_tps?.p50 ?? null,
        end_to_end_tps: g.end_to_end_tps?.p50 ?? null,
      },
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

/** Everything the page's script draws, derived from the results, the traces and the history. */
export function buildReportData(results: Results, traces: Trace[], ctx: HtmlContext = {}): ReportData {
  const groupIndex = new Map<string, number>();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt), i));
  const traceById = new Map<string, Trace>();
  for (const t of traces) if (!traceById.has(t.id)) traceById.set(t.id, t);
  const flagsById = new Map<string, FlagReason[]>();
  for (const f of results.flagged) {
    const list = flagsById.get(f.id) ?? [];
    if (!list.includes(f.reason)) list.push(f.reason);
    flagsById.set(f.id, list);
  }
  const requests = results.requests.map((r: RequestResult): ReportRequest => {
    const trace = traceById.get(r.id);
    return {
      id: sanitizeText(r.id),
      group: groupIndex.get(groupKey(r.provider, r.prompt)) ?? -1,
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
  });
  return {
    schema: REPORT_DATA_SCHEMA,
    max_plausible_tps: results.analysis.max_plausible_tps,
    groups: results.groups.map((g) => ({
      provider: sanitizeText(g.provider),
      model: sanitizeText(g.model),
      prompt: sanitizeText(g.prompt),
      n: g.n,
      streamed: g.streamed,
      buffered: g.buffered,
      errors: g.errors,
      streaming: g.streaming,
      too_few_samples: tooFewSamples(g),
      ci: {
        ttft_ms: groupInterval(g, 'ttft_ms'),
        post_first_content_tps: groupInterval(g, 'post_first_content_tps'),
        end_to_end_tps: groupInterval(g, 'end_to_end_tps'),
      },
      itl_ms: g.itl_ms ?? null,
      chunk_gap_ms: g.chunk_gap_ms ?? null,
      coarse: g.coarse ?? 0,
    })),
    requests,
    history: buildHistory(results, ctx.history ?? []),
    comparisons: comparisonsOf(results),
    streaming_changes: streamingChangesOf(results),
  };
}

// ---------------------------------------------------------------------------
// The static page

/** The anchor of a request's timeline: its index in results.requests (ids hold "/", indices need no encoding). */
export function timelineAnchor(index: number): string {
  return `req-${index}`;
}

function provenance(r: Results): string {
  const run = r.run;
  const parts = [
    `streamgauge ${text(run.tool_version)}`,
    `Node ${text(run.node_version)}`,
    `${text(run.platform)}/${text(run.arch)}`,
    `${text(run.started_at)} to ${text(run.finished_at)}`,
  ];
  if (run.reanalyzed_at) parts.push(`re-analyzed ${text(run.reanalyzed_at)}`);
  if (run.config_file) parts.push(`config <code>${text(run.config_file)}</code>`);
  if (run.config_sha256) parts.push(`sha256 <code>${text(run.config_sha256.slice(0, 12))}</code>`);
  if (run.shard) parts.push(`shard ${num(run.shard.index)}/${num(run.shard.count)}`);
  if (run.ci) {
    parts.push(
      `GitHub Actions run ${text(run.ci.run_id)} (attempt ${num(run.ci.run_attempt)}) of ${text(run.ci.repository)} ` +
        `at <code>${text(run.ci.sha.slice(0, 12))}</code> on ${text(run.ci.ref)}`,
    );
  }
  return parts.join(' · ');
}

function figure(s: Summary | null, n: number, na: string, fmt: (x: number) => string, ci: Bounds | null): string {
  if (s === null) return `<span class="na">${escapeHtml(na)}</span>`;
  const interval = ci ? ` <span class="ci">[${fmt(ci[0])}, ${fmt(ci[1])}]</span>` : '';
  return `${fmt(s.p50)}${interval} <span class="n">n=${n}</span>`;
}

/** Groups whose provider counted reasoning it never streamed: what the rates count, and that TTFT holds it. */
function hiddenReasoningNote(results: Results): string {
  const lines = hiddenReasoningLines(results.groups);
  if (lines.length === 0) return '';
  return (
    '<p class="note" id="hidden-reasoning">Hidden reasoning: the provider counted reasoning tokens that never crossed ' +
    'the wire; the streaming rate leaves them out, and TTFT (the first visible text) includes the time spent on them.</p>' +
    `<ul class="hidden-reasoning">${lines.map(({ g, text: t }) => `<li>${text(g.provider)} · ${text(g.prompt)}: ${text(t)}</li>`).join('')}</ul>`
  );
}

function overviewTable(results: Results): string {
  if (results.groups.length === 0) return '<p>No measured requests.</p>';
  const rows = results.groups.map((g) => {
    const na = naPostFirstContent(g);
    const cells = [
      text(g.provider),
      text(g.model),
      text(g.prompt),
      num(g.n),
      `${formatCount(g.streamed, g.n)}`,
      g.buffered > 0 ? `<span class="c-buffered">${g.buffered}</span>` : '0',
      g.errors > 0 ? `<span class="c-error">${g.errors}</span>` : '0',
      escapeHtml(g.streaming.replace('_', ' ')),
      figure(g.ttft_ms, g.n_ttft, na, (x) => formatMs(x), groupInterval(g, 'ttft_ms')),
      figure(
        g.post_first_content_tps,
        g.n_post_first_content,
        na,
        (x) => formatTps(x),
        groupInterval(g, 'post_first_content_tps'),
      ) + (tooFewSamples(g) ? ' <span class="few">too few samples to rank</span>' : ''),
      figure(g.end_to_end_tps, g.n_end_to_end, naEndToEnd(g), (x) => formatTps(x), groupInterval(g, 'end_to_end_tps')),
    ];
    return `<tr>${cells.map((c, i) => `<td${i >= 3 && i !== 7 ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`;
  });
  return (
    '<table class="overview"><thead><tr>' +
    [
      'provider',
      'model',
      'prompt',
      'n',
      'streamed',
      'buffered',
      'failed',
      'streaming',
      ...METRIC_KEYS.map((k) => `${METRIC[k].label} p50`),
    ]
      .map((h) => `<th>${h}</th>`)
      .join('') +
    `</tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

function pct(x: number | null): string {
  if (x === null) return NA;
  return `${x > 0 ? '+' : ''}${formatNumber(x)}%`;
}

function streamingChangesSection(changes: ReportStreamingChange[]): string {
  if (changes.length === 0) return '';
  const items = changes.map(
    (c) =>
      `<li class="${c.alert ? 'alert' : ''}">${c.alert ? '<span class="badge b-error">alert</span> ' : ''}` +
      `${escapeHtml(c.provider)} · ${escapeHtml(c.prompt)}: <strong>${escapeHtml(c.change.replace(/_/g, ' '))}</strong>, ` +
      `${escapeHtml(c.detail)}</li>`,
  );
  return (
    '<h3>Streaming changes against the baseline</h3>' +
    '<p class="note">A group whose responses stopped streaming is its own alert: its buffered responses never count in the ' +
    'speed comparisons below, which use streamed responses only.</p>' +
    `<ul class="changes">${items.join('')}</ul>`
  );
}

function comparisonsSection(comparisons: ReportComparison[]): string {
  if (comparisons.length === 0) return '';
  const rows = comparisons.map((c) => {
    const fmt = (x: number | null) => (x === null ? NA : formatNumber(x));
    const count = (n: number | null) => (n === null ? '' : ` <span class="n">n=${n}</span>`);
    const interval =
      c.ci_low_pct !== null && c.ci_high_pct !== null ? ` [${pct(c.ci_low_pct)}, ${pct(c.ci_high_pct)}]` : '';
    return (
      `<tr class="${verdictOf(c.verdict)?.className ?? VERDICT_OTHER_CLASS}">` +
      `<td>${escapeHtml(c.provider)}</td><td>${escapeHtml(c.prompt)}</td>` +
      `<td>${escapeHtml(metricOf(c.metric)?.title ?? c.metric)}</td>` +
      `<td class="num">${fmt(c.baseline_p50)}${count(c.baseline_n)}</td><td class="num">${fmt(c.current_p50)}${count(c.current_n)}</td>` +
      `<td class="num">${pct(c.delta_pct)}${interval}</td>` +
      `<td><span class="verdict">${escapeHtml(verdictOf(c.verdict)?.label ?? c.verdict.replace(/_/g, ' '))}</span>` +
      `${c.reason ? ` <span class="note">${escapeHtml(c.reason)}</span>` : ''}</td></tr>`
    );
  });
  return (
    '<h3>Regression check against the baseline</h3>' +
    '<p class="note">Median of this run against the baseline, per provider, prompt and metric: the change in percent ' +
    'with its confidence interval. “slower” means slower beyond the noise, for TTFT a higher figure, for the rates a lower one.</p>' +
    '<table class="comparisons"><thead><tr><th>provider</th><th>prompt</th><th>metric</th><th>baseline p50</th>' +
    `<th>current p50</th><th>change [interval]</th><th>verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

/** Ids linked per flagged group before the rest fold away. */
const FLAG_IDS_SHOWN = 20;

/** One entry per provider, prompt and reason: how many, every id linked to its timeline, and the rule or error. */
function flaggedSection(results: Results, indexById: Map<string, number>): string {
  const flags = results.flagged;
  if (flags.length === 0) return '<p>None: every measured request streamed, at a plausible rate.</p>';
  const count = (reason: FlagReason) => flags.filter((f) => f.reason === reason).length;
  const link = (id: string) => {
    const index = indexById.get(id);
    return index === undefined ? `<code>${text(id)}</code>` : `<a href="#${timelineAnchor(index)}">${text(id)}</a>`;
  };
  const items = groupFlags(flags).map((g) => {
    const shown = g.ids.slice(0, FLAG_IDS_SHOWN).map(link).join(', ');
    const rest = g.ids.slice(FLAG_IDS_SHOWN);
    const more =
      rest.length === 0
        ? ''
        : ` <details class="more-flags"><summary>${rest.length} more</summary>${rest.map(link).join(', ')}</details>`;
    const details = g.details
      .slice(0, 3)
      .map((d) => text(truncate(oneLine(d), MAX_DETAIL)))
      .join('; ');
    return (
      `<li class="flag f-${g.reason}"><span class="badge ${FLAG_REASON[g.reason].badge}">${FLAG_REASON[g.reason].label}</span> ` +
      `${text(g.provider)} · ${text(g.prompt)} <span class="count">×${g.ids.length}</span>: ` +
      `<span class="detail">${g.varied && g.details.length === 1 ? 'e.g. ' : ''}${details}` +
      `${g.details.length > 3 ? ` (and ${g.details.length - 3} other kinds)` : ''}</span>` +
      `<div class="ids">${shown}${more}</div></li>`
    );
  });
  return (
    `<p>${(['buffered', 'implausible', 'error'] as const).map((r) => `${count(r)} ${FLAG_REASON[r].label}`).join(', ')}` +
    (count('token_mismatch') > 0 ? `, ${count('token_mismatch')} ${FLAG_REASON.token_mismatch.label}` : '') +
    ' (warmups not listed), one entry per provider, prompt and reason. Each id links to its request’s timeline.</p>' +
    `<ul class="flagged">${items.join('')}</ul>`
  );
}

/** One ranking table per ranked figure: the place ("1", "1–2"), the group and its median with the interval. */
function rankingsSection(results: Results): string {
  if (results.groups.length === 0) return '<p>No measured requests.</p>';
  return RANKED_FIGURES.map((f) => {
    const label = metricOf(f.key)?.title ?? f.key;
    const fmt = (x: number) => (f.higherIsBetter ? formatTps(x) : formatMs(x));
    const { rows, implausible } = ranking(results.groups, f.key, (g) =>
      f.key === 'post_first_content_tps' ? !tooFewSamples(g) : true,
    );
    const cell = (g: GroupResult) => {
      const s = rankedSummary(g, f.key);
      const n = (g as unknown as Record<string, number | undefined>)[RANK_N[f.key] ?? ''] ?? 0;
      const ci = (g as unknown as Record<string, { low: number; high: number } | null | undefined>)[`${f.key}_ci`];
      const na = f.key === 'end_to_end_tps' ? naEndToEnd(g) : naPostFirstContent(g);
      return figure(s, n, na, fmt, ci ? [ci.low, ci.high] : null);
    };
    const body = rows
      .filter((r) => r.place !== null || rankedSummary(r.g, f.key) !== null)
      .map(
        (r) =>
          `<tr><td class="num place">${r.place === null ? '<span class="few">not ranked</span>' : escapeHtml(r.place)}</td>` +
          `<td>${text(r.g.provider)}</td><td>${text(r.g.model)}</td><td>${text(r.g.prompt)}</td>` +
          `<td class="num">${cell(r.g)}</td></tr>`,
      )
      .join('');
    const left =
      implausible.length === 0
        ? ''
        : '<p class="note">Not ranked, a rate above <code>max_plausible_tps</code> (kept as measured, see Flagged):</p><ul class="unranked">' +
          implausible
            .map(
              (g) =>
                `<li>${text(g.provider)} · ${text(g.model)} · ${text(g.prompt)}: ${cell(g)} ` +
                `<span class="badge b-implausible">implausible</span> ${num(g.implausible)} of ${num(g.n)}</li>`,
            )
            .join('') +
          '</ul>';
    return (
      `<h3>${escapeHtml(label)}</h3>` +
      (body === ''
        ? '<p class="note">No group has this figure.</p>'
        : `<table class="ranking" data-figure="${escapeHtml(f.key)}"><thead><tr><th>#</th><th>provider</th><th>model</th><th>prompt</th>` +
          `<th>p50 [95% interval] · n</th></tr></thead><tbody>${body}</tbody></table>`) +
      left
    );
  }).join('\n');
}

/** The sample-count field beside each ranked figure. */
const RANK_N: Partial<Record<string, string>> = {
  post_first_content_tps: 'n_post_first_content',
  end_to_end_tps: 'n_end_to_end',
  ttft_ms: 'n_ttft',
  decode_tps: 'n_decode',
};

function thresholds(r: Results): string {
  const a = r.analysis;
  return (
    '<ul>' +
    `<li><code>min_content_reads</code> ${num(a.min_content_reads)}: a response whose content arrived in fewer network reads is buffered.</li>` +
    `<li><code>min_generation_s</code> ${num(a.min_generation_s)}: a response whose first content to end interval is shorter is buffered.</li>` +
    `<li><code>max_plausible_tps</code> ${num(a.max_plausible_tps)}: a rate above it is flagged implausible, and kept as measured.</li>` +
    `<li><code>max_token_disagreement</code> ${num(a.max_token_disagreement)}: a provider token count further than this share from the reference tokenizer’s is flagged.</li>` +
    (a.max_tokens_per_read !== undefined
      ? `<li><code>max_tokens_per_read</code> ${num(a.max_tokens_per_read)}: a streamed response with more tokens per content read is coarse and flagged; its TTFT may be late by up to one read interval.</li>`
      : '') +
    '</ul><p class="note">These thresholds are conservative guards, not proof of server buffering: a proxy, gateway or ' +
    'content filter on the way can hold a stream back as well as the server. A buffered response has no time to first ' +
    'token and no post-first-content rate; its end-to-end rate is reported.</p>'
  );
}

/** Stream timing per group, each figure's meaning, which rate to trust, and the ITL distribution (drawn by the script). */
function streamTimingSection(results: Results): string {
  if (!hasStreamTiming(results)) return '';
  const rows = timingGroups(results).map((g) => {
    const cells = [text(g.provider), text(g.model), text(g.prompt), ...timingCells(g).map((c) => escapeHtml(c))];
    return `<tr>${cells.map((c, i) => `<td${i >= 3 && i < 3 + TIMING_HEADERS.length - 1 ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`;
  });
  const coarse = coarseSentence(results);
  return (
    '<section id="stream-timing">\n<h2>Stream timing</h2>\n' +
    '<p class="note">Streamed responses only, per provider and prompt, in the order of the run (not a ranking).</p>' +
    '<table class="timing"><thead><tr>' +
    ['provider', 'model', 'prompt', ...TIMING_HEADERS].map((h) => `<th>${escapeHtml(h)}</th>`).join('') +
    `</tr></thead><tbody>${rows.join('')}</tbody></table>` +
    `<ul class="meanings">${TIMING_FIGURES.map((f) => `<li><strong>${escapeHtml(f.label)}</strong>: ${escapeHtml(f.meaning)}</li>`).join('')}</ul>` +
    `<p class="note">${escapeHtml(TRUST_SENTENCE)}</p>` +
    (coarse ? `<p class="note">${escapeHtml(coarse)}</p>` : '') +
    '<figure class="dist" id="dist-itl"><figcaption>Inter-token latency per group (ms)</figcaption>' +
    '<p class="note">One sample per token over the group’s streamed responses. Line: min to max; box: p50 to p90; ' +
    'tick: p99. Each gap is spread over the tokens of the read that ended it, so a coarse stream shows its per-token ' +
    'pace here, not its read gaps (those are the max gap column, and chunk_gap_ms in results.json).</p>' +
    '<div class="dist-body"></div></figure>\n</section>'
  );
}

function historyNote(data: ReportData, given: boolean): string {
  if (data.history.length > 1) return '';
  return given
    ? '<p class="note">The history holds no earlier run: trends appear from the second run on.</p>'
    : '<p class="note">No history was given: trends of the p50s appear when the report is rendered with earlier runs.</p>';
}

export function renderHtmlReport(results: Results, traces: Trace[], ctx: HtmlContext = {}): string {
  const data = buildReportData(results, traces, ctx);
  const indexById = new Map<string, number>();
  results.requests.forEach((r, i) => {
    if (!indexById.has(r.id)) indexById.set(r.id, i);
  });
  const measured = results.requests.filter((r) => !r.warmup);
  const tally = (o: string) => measured.filter((r) => r.outcome === o).length;
  const title = text(ctx.title ?? 'streamgauge report');
  const csp = [
    "default-src 'none'",
    `script-src '${sha256(SCRIPT)}'`,
    `style-src '${sha256(STYLE)}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const hasHistory = data.history.length > 1;
  const comparisons = streamingChangesSection(data.streaming_changes) + comparisonsSection(data.comparisons);
  const lead = leadSentence(results, sanitizeText);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="streamgauge">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p class="prov">${provenance(results)}</p>
<p class="tally">${measured.length} measured requests: <span class="c-streamed">${tally('streamed')} streamed</span>,
<span class="c-buffered">${tally('buffered')} buffered</span>, <span class="c-error">${tally('error')} failed</span>;
${results.flagged.length} flags. Warmups are excluded from every figure.</p>
<noscript><p class="note">The charts need JavaScript; the tables and the flagged list below do not.</p></noscript>
${lead === null ? '' : `<p class="lead" id="lead">${escapeHtml(lead)}</p>`}
</header>
<main>
<section id="overview">
<h2>Groups</h2>
<p class="note">Per provider and prompt, in the order of the run (not a ranking): the median of each figure with the
number of requests it is taken over. Post-first-content throughput exists only for responses that streamed.</p>
${overviewTable(results)}
${hiddenReasoningNote(results)}
</section>
<section id="rankings">
<h2>Rankings</h2>
<p class="note">Each figure ranked on its own, best first, by p50. The place reads “1–2” where the data cannot order
the groups: a group is placed behind another only when their 95% intervals of the median do not overlap. Groups with
fewer than three values, or with a rate above <code>max_plausible_tps</code>, take no place.</p>
${rankingsSection(results)}
</section>
${streamTimingSection(results)}
${loadSectionHtml(results)}
<section id="distributions">
<h2>Distributions</h2>
<p class="note">Every measured request is one mark. Box: middle half; thick line: median; whiskers: min to max.
<span class="key k-streamed">● streamed</span> <span class="key k-buffered">◇ buffered</span>
<span class="key k-implausible">○ implausible rate</span>. Buffered responses have no TTFT and no post-first-content
rate, so they are counted beside those charts and never drawn into them; failed requests are counted, never drawn.
Click a mark for its timeline.</p>
${METRIC_KEYS.map((k) => `<figure class="dist" id="dist-${k}" data-metric="${k}"><figcaption>${METRIC[k].title}</figcaption><div class="dist-body"></div></figure>`).join('\n')}
</section>
<section id="trends">
<h2>Trends</h2>
${comparisons}
${historyNote(data, ctx.history !== undefined)}
${hasHistory ? '<p class="note">p50 per run, oldest on the left; the larger mark is this run. Gaps: no figure in that run (e.g. every response buffered).</p><div class="trend-body"></div>' : ''}
</section>
<section id="flagged">
<h2>Flagged</h2>
${flaggedSection(results, indexById)}
</section>
<section id="timelines">
<h2>Timelines</h2>
<p class="note">One row per request, time from dispatch (left) to end. <span class="key k-wait">▬ waiting</span>
<span class="key k-headers">▼ headers</span> <span class="key k-byte">■ first byte</span>
<span class="key k-first">◆ first content</span> <span class="key k-read">▮ a read with content (height: characters)</span>
<span class="key k-reasoning">▮ reasoning</span> <span class="key k-other">ı a read without content</span>
<span class="key k-end">┃ end</span> <span class="key k-error">✕ failed</span>
<span class="key k-coarse">▨ coarse: TTFT may be late by up to this read interval</span>. A buffered burst is one tall bar
at the end; a real stream is many small bars spread out. Each group shows its flagged requests (up to ${TIMELINE_FLAGGED}) and ${TIMELINE_SAMPLE} others; “show all” lists the rest.</p>
<label class="scale"><input type="checkbox" id="tl-shared" checked> one time scale for every row</label>
<div class="tl-body"></div>
</section>
<section id="thresholds">
<h2>Thresholds</h2>
${thresholds(results)}
</section>
</main>
<script type="application/json" id="sg-data">${embedJson(data)}</script>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function sha256(s: string): string {
  return `sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}`;
}

// ---------------------------------------------------------------------------
// Style and script, inlined. The script is plain ES2017 for any browser; it
// reads the JSON block and builds SVG with createElementNS and textContent.

const STYLE = `
:root{--fg:#1b1f24;--muted:#5b6470;--line:#d7dbe0;--bg:#fff;--panel:#f6f8fa;--streamed:#2563eb;--buffered:#d97706;
--error:#dc2626;--reasoning:#7c3aed;--ok:#15803d}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
header,main{max-width:1200px;margin:0 auto;padding:0 20px}
header{padding-top:18px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
h3{font-size:15px;margin:18px 0 6px}
code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--panel);padding:0 3px;border-radius:3px}
.prov{color:var(--muted);font-size:12px;margin:0 0 6px;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:13px;max-width:960px}
table{border-collapse:collapse;font-size:13px;margin:6px 0 12px}
.curves{display:flex;flex-wrap:wrap;gap:12px}.curves svg{max-width:460px;height:auto}
th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
th{background:var(--panel);font-weight:600}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td{overflow-wrap:anywhere}
.n,.ci{color:var(--muted);font-size:11px}.na{color:var(--muted)}.few{color:var(--buffered);font-size:11px;display:block}
ul.changes{padding-left:18px;font-size:13px}ul.changes li.alert{color:#991b1b}
.c-streamed{color:var(--streamed)}.c-buffered{color:var(--buffered);font-weight:600}.c-error{color:var(--error);font-weight:600}
.key{white-space:nowrap;margin-right:6px}.k-streamed,.k-read{color:var(--streamed)}.k-buffered{color:var(--buffered)}
.k-implausible,.k-error{color:var(--error)}.k-reasoning{color:var(--reasoning)}.k-headers{color:#6b21a8}.k-byte{color:#0f766e}
.k-first{color:var(--ok)}.k-wait{color:#c7ccd3}.k-other{color:#8b95a1}
figure.dist{margin:14px 0 18px;padding:8px 10px;background:var(--panel);border-radius:6px}
figcaption{font-weight:600;margin-bottom:4px}
.dist-row,.dist-axis{display:grid;grid-template-columns:minmax(140px,220px) 1fr minmax(150px,210px);gap:10px;align-items:center}
.dist-row{border-top:1px solid var(--line);padding:2px 0}
.dist-label{font-size:12px;overflow-wrap:anywhere}.dist-label .model{color:var(--muted);display:block;font-size:11px}
.dist-stats{font-size:12px;font-variant-numeric:tabular-nums}
.chip{display:inline-block;border-radius:9px;padding:0 7px;font-size:11px;margin:1px 2px 1px 0;border:1px solid}
.chip.buffered{color:var(--buffered);border-color:var(--buffered)}.chip.failed{color:var(--error);border-color:var(--error)}
.chip.over{color:var(--error);border-color:var(--error)}
svg{display:block;width:100%;height:auto;overflow:visible}
svg text{font:10px system-ui,sans-serif;fill:#5b6470}
svg a{cursor:pointer}
.trend-row{display:grid;grid-template-columns:minmax(140px,220px) repeat(3,1fr);gap:12px;align-items:start;border-top:1px solid var(--line);padding:6px 0}
.trend-head{font-weight:600;font-size:12px;border-top:0}
.trend-cell{min-width:0}.trend-row>.note{grid-column:2/-1;margin:0}
.verdict{display:inline-block;border-radius:3px;padding:0 6px;font-size:12px;font-weight:600}
.v-slower .verdict,.verdict.v-slower{background:#fee2e2;color:#991b1b}.v-faster .verdict,.verdict.v-faster{background:#dcfce7;color:#166534}
.v-same .verdict,.verdict.v-same{background:#e5e7eb;color:#374151}.v-none .verdict,.verdict.v-none{background:#fef3c7;color:#92400e}
.v-other .verdict,.verdict.v-other{background:#e0e7ff;color:#3730a3}
ul.flagged{padding-left:18px;font-size:13px}ul.flagged li{margin:2px 0;overflow-wrap:anywhere}
ul.flagged .ids{font-size:12px;margin:1px 0 4px}ul.flagged .count{font-weight:600}ul.unranked{padding-left:18px;font-size:13px}
.lead{font-size:15px;font-weight:600;margin:8px 0}td.place{font-weight:600}
.badge{display:inline-block;border-radius:3px;padding:0 5px;font-size:11px;font-weight:600;color:#fff;background:#6b7280}
.b-streamed{background:var(--streamed)}.b-buffered{background:var(--buffered)}.b-error{background:var(--error)}.b-implausible{background:#9f1239}.b-token_mismatch{background:#4b5563}.b-newconn{background:#0f766e}
.scale{font-size:13px;display:inline-block;margin:4px 0 8px}
.b-coarse{background:#b45309}.k-coarse{color:#b45309}ul.meanings{font-size:13px;padding-left:18px;max-width:960px}
.tl-group{margin:10px 0 18px}
.tl-group h3{margin:10px 0 2px}
.tl-row{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;align-items:center;border-top:1px solid var(--line);padding:3px 4px;scroll-margin-top:40px}
.tl-row:target,.tl-row.hl{background:#fff7d6;outline:2px solid #f59e0b}
.tl-label{font-size:12px;overflow-wrap:anywhere}.tl-label .sub{display:block;color:var(--muted);font-size:11px}
.tl-plot{min-height:30px}
.tl-axis{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;padding:0 4px}
button.more{margin:6px 0;font:inherit;font-size:12px;padding:3px 10px;border:1px solid var(--line);border-radius:4px;background:var(--panel);cursor:pointer}
@media (max-width:720px){.dist-row,.dist-axis,.tl-row,.tl-axis,.trend-row{grid-template-columns:1fr}}
`;

const SCRIPT = `
(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var data = JSON.parse(document.getElementById('sg-data').textContent);
  var groups = data.groups, requests = data.requests;
  var SAMPLE = ${TIMELINE_SAMPLE}, FLAGGED_ROWS = ${TIMELINE_FLAGGED};
  var METRICS = [
    ${METRIC_KEYS.map((k) => scriptLiteral({ key: k, unit: METRIC[k].unit, label: METRIC[k].label })).join(',\n    ')}
  ];
  var VERDICT_CLASS = ${scriptLiteral(column(VERDICT, (v) => v.className))};
  var VERDICT_LABEL = ${scriptLiteral(column(VERDICT, (v) => v.label))};
  var VERDICT_OTHER = ${scriptLiteral(VERDICT_OTHER_CLASS)};
  var REASON = ${scriptLiteral(column(FLAG_REASON, (r) => ({ label: r.label, badge: r.badge })))};
  var C = { streamed: '#2563eb', buffered: '#d97706', error: '#dc2626', reasoning: '#7c3aed', ok: '#15803d',
    headers: '#6b21a8', byte: '#0f766e', wait: '#e3e6ea', gen: '#dbeafe', other: '#8b95a1', axis: '#9aa3ad' };

  function h(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function s(parent, tag, attrs, title) {
    var e = document.createElementNS(NS, tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, String(attrs[k]));
    if (title) { var t = document.createElementNS(NS, 'title'); t.textContent = title; e.appendChild(t); }
    if (parent) parent.appendChild(e);
    return e;
  }
  function svgRoot(w, hgt) {
    return s(null, 'svg', { viewBox: '0 0 ' + w + ' ' + hgt, width: w, height: hgt, preserveAspectRatio: 'xMinYMid meet',
      role: 'img' });
  }
  function fmt(x) {
    if (x === null || x === undefined) return 'n/a';
    if (!isFinite(x)) return String(x);
    var a = Math.abs(x), d = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    var str = x.toFixed(d);
    if (/^-0(\\.0*)?$/.test(str)) str = str.slice(1);
    var m = /^(-?)(\\d+)(\\.\\d+)?$/.exec(str);
    return m ? m[1] + m[2].replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',') + (m[3] || '') : str;
  }
  function quantile(sorted, q) {
    if (sorted.length === 0) return null;
    var pos = (sorted.length - 1) * q, lo = Math.floor(pos), hi = Math.ceil(pos);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
  }
  function niceMax(x) {
    if (!(x > 0)) return 1;
    var p = Math.pow(10, Math.floor(Math.log(x) / Math.LN10)), f = x / p;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * p;
  }
  function niceStep(x) {
    var p = Math.pow(10, Math.floor(Math.log(x) / Math.LN10)), f = x / p;
    return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * p;
  }
  function fmtTick(v) { return Number.isInteger(v) && Math.abs(v) < 100 ? String(v) : fmt(v); }
  function ticks(max) {
    if (!(max > 0)) return [0];
    var step = niceStep(max / 5), out = [];
    for (var v = 0; v <= max + step * 1e-9; v += step) out.push(v);
    return out;
  }
  function anchor(i) { return 'req-' + i; }
  function link(parent, i) { var a = s(parent, 'a', { href: '#' + anchor(i) }); return a; }
  function groupName(g) { return g.provider + ' · ' + g.prompt; }

  // ---- distributions -----------------------------------------------------
  var DW = 600, DH = 34, DL = 8, DR = 22;
  function drawDistributions() {
    METRICS.forEach(function (m) {
      var fig = document.getElementById('dist-' + m.key);
      if (!fig) return;
      var body = fig.querySelector('.dist-body');
      var rows = groups.map(function (g, gi) {
        var mine = [];
        requests.forEach(function (r, i) { if (r.group === gi && !r.warmup) mine.push({ r: r, i: i }); });
        var points = mine.filter(function (x) { return x.r[m.key] !== null && x.r.outcome !== 'error'; });
        return {
          g: g, gi: gi, points: points,
          buffered: mine.filter(function (x) { return x.r.outcome === 'buffered'; }).length,
          failed: mine.filter(function (x) { return x.r.outcome === 'error'; }).length
        };
      });
      var all = [], plausible = [];
      rows.forEach(function (row) { row.points.forEach(function (p) {
        var v = p.r[m.key]; all.push(v);
        if (m.unit === 'ms' || v <= data.max_plausible_tps) plausible.push(v);
      }); });
      if (all.length === 0) {
        body.appendChild(h('p', 'note', 'No request has this figure.'));
      }
      var top = niceMax(Math.max.apply(null, (plausible.length ? plausible : all).concat([0])));
      var x = function (v) { return DL + Math.min(v, top) / top * (DW - DL - DR); };
      var axisRow = h('div', 'dist-axis');
      axisRow.appendChild(h('span', 'dist-label', ''));
      var ax = svgRoot(DW, 18);
      s(ax, 'line', { x1: DL, x2: DW - DR, y1: 16, y2: 16, stroke: C.axis });
      ticks(top).forEach(function (t) {
        s(ax, 'line', { x1: x(t), x2: x(t), y1: 12, y2: 16, stroke: C.axis });
        var tx = s(ax, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' }); tx.textContent = fmtTick(t);
      });
      if (all.length > plausible.length) {
        var o = s(ax, 'text', { x: DW - 2, y: 9, 'text-anchor': 'end', fill: C.error }); o.textContent = '≫';
      }
      axisRow.appendChild(ax);
      axisRow.appendChild(h('span', 'dist-stats', m.unit));
      body.appendChild(axisRow);
      rows.forEach(function (row) { body.appendChild(distRow(m, row, x, top)); });
    });
  }
  function distRow(m, row, x, top) {
    var el = h('div', 'dist-row');
    el.setAttribute('data-group', String(row.gi));
    var label = h('div', 'dist-label', groupName(row.g));
    label.appendChild(h('span', 'model', row.g.model));
    el.appendChild(label);
    var svg = svgRoot(DW, DH);
    svg.setAttribute('class', 'dist-plot');
    var values = row.points.map(function (p) { return p.r[m.key]; }).sort(function (a, b) { return a - b; });
    var mid = DH / 2;
    if (values.length > 0) {
      var q1 = quantile(values, 0.25), q2 = quantile(values, 0.5), q3 = quantile(values, 0.75);
      s(svg, 'line', { x1: x(values[0]), x2: x(values[values.length - 1]), y1: mid, y2: mid, stroke: '#6b7280' });
      s(svg, 'rect', { x: x(q1), y: mid - 9, width: Math.max(1, x(q3) - x(q1)), height: 18, fill: '#e8eefc',
        stroke: '#93a5c9', 'class': 'box' }, 'middle half ' + fmt(q1) + ' – ' + fmt(q3) + ' ' + m.unit);
      s(svg, 'line', { x1: x(q2), x2: x(q2), y1: mid - 11, y2: mid + 11, stroke: '#1e3a8a', 'stroke-width': 2.5 },
        'median ' + fmt(q2) + ' ' + m.unit);
      var ci = row.g.ci[m.key];
      if (ci) {
        s(svg, 'path', { d: 'M' + x(ci[0]) + ' ' + (DH - 3) + 'v-3H' + x(ci[1]) + 'v3', fill: 'none', stroke: '#111827',
          'stroke-width': 1.2, 'class': 'ci' }, 'confidence interval of the median: ' + fmt(ci[0]) + ' – ' + fmt(ci[1]));
      }
    }
    row.points.forEach(function (p, k) {
      var v = p.r[m.key], buffered = p.r.outcome === 'buffered';
      var over = v > top;
      var jitter = ((k * 0.6180339887) % 1 - 0.5) * 14;
      var cx = x(v), cy = mid + jitter;
      var tip = p.r.id + ': ' + fmt(v) + ' ' + m.unit + ' (' + p.r.outcome + (p.r.implausible ? ', implausible' : '') +
        (p.r.new_connection ? ', new connection: ' + p.r.connect : '') + ')';
      var a = link(svg, p.i);
      if (over) {
        s(a, 'path', { d: 'M' + (DW - DR + 4) + ' ' + (cy - 5) + 'l8 5l-8 5z', fill: C.error, 'class': 'mark over' }, tip);
      } else if (buffered) {
        s(a, 'path', { d: 'M' + cx + ' ' + (cy - 5) + 'l5 5l-5 5l-5 -5z', fill: '#fff', stroke: C.buffered,
          'stroke-width': 1.6, 'class': 'mark buffered' }, tip);
      } else {
        s(a, 'circle', { cx: cx, cy: cy, r: 3.6, fill: C.streamed, 'fill-opacity': 0.75,
          stroke: p.r.implausible ? C.error : 'none', 'stroke-width': 2, 'class': 'mark streamed' }, tip);
      }
    });
    el.appendChild(svg);
    var stats = h('div', 'dist-stats');
    if (values.length > 0) {
      stats.appendChild(h('span', null, 'p50 ' + fmt(quantile(values, 0.5)) + ' '));
      stats.appendChild(h('span', 'n', 'n=' + values.length));
      stats.appendChild(document.createTextNode(' '));
    } else {
      var streamedNone = row.g.streamed === 0;
      stats.appendChild(h('span', 'na', row.g.streamed + row.g.buffered === 0 ? 'n/a (all failed) ' :
        streamedNone && m.key !== 'end_to_end_tps' ? 'n/a (buffered) ' : 'n/a '));
    }
    var hidden = m.key === 'end_to_end_tps' ? 0 : row.buffered;
    if (hidden > 0) stats.appendChild(h('span', 'chip buffered', hidden + ' buffered, not drawn'));
    if (m.key === 'end_to_end_tps' && row.buffered > 0) stats.appendChild(h('span', 'chip buffered', row.buffered + ' buffered ◇'));
    if (row.failed > 0) stats.appendChild(h('span', 'chip failed', row.failed + ' failed'));
    var over = row.points.filter(function (p) { return p.r[m.key] > top; }).length;
    if (over > 0) stats.appendChild(h('span', 'chip over', over + ' above ' + fmt(top) + ' ≫'));
    if (m.key === 'post_first_content_tps' && row.g.too_few_samples) stats.appendChild(h('span', 'chip buffered', 'too few samples to rank'));
    el.appendChild(stats);
    return el;
  }

  // ---- ITL per group ------------------------------------------------------
  function drawItl() {
    var fig = document.getElementById('dist-itl');
    if (!fig) return;
    var body = fig.querySelector('.dist-body');
    var rows = groups.map(function (g, gi) { return { g: g, gi: gi }; }).filter(function (r) { return r.g.itl_ms; });
    if (rows.length === 0) { body.appendChild(h('p', 'note', 'No streamed response has an inter-token latency.')); return; }
    var top = niceMax(Math.max.apply(null, rows.map(function (r) { return r.g.itl_ms.max; }).concat([0])));
    var x = function (v) { return DL + Math.min(v, top) / top * (DW - DL - DR); };
    var axisRow = h('div', 'dist-axis');
    axisRow.appendChild(h('span', 'dist-label', ''));
    var ax = svgRoot(DW, 18);
    s(ax, 'line', { x1: DL, x2: DW - DR, y1: 16, y2: 16, stroke: C.axis });
    ticks(top).forEach(function (t) {
      s(ax, 'line', { x1: x(t), x2: x(t), y1: 12, y2: 16, stroke: C.axis });
      var tx = s(ax, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' }); tx.textContent = fmtTick(t);
    });
    axisRow.appendChild(ax);
    axisRow.appendChild(h('span', 'dist-stats', 'ms'));
    body.appendChild(axisRow);
    rows.forEach(function (row) {
      var q = row.g.itl_ms, el = h('div', 'dist-row itl-row'), mid = DH / 2;
      el.setAttribute('data-group', String(row.gi));
      var label = h('div', 'dist-label', groupName(row.g));
      label.appendChild(h('span', 'model', row.g.model));
      el.appendChild(label);
      var svg = svgRoot(DW, DH);
      svg.setAttribute('class', 'itl-plot');
      s(svg, 'line', { x1: x(q.min), x2: x(q.max), y1: mid, y2: mid, stroke: '#6b7280', 'class': 'range' },
        'min ' + fmt(q.min) + ' – max ' + fmt(q.max) + ' ms');
      s(svg, 'rect', { x: x(q.p50), y: mid - 8, width: Math.max(2, x(q.p90) - x(q.p50)), height: 16, fill: '#e8eefc',
        stroke: '#93a5c9', 'class': 'box' }, 'p50 ' + fmt(q.p50) + ' – p90 ' + fmt(q.p90) + ' ms');
      s(svg, 'line', { x1: x(q.p99), x2: x(q.p99), y1: mid - 10, y2: mid + 10, stroke: C.error, 'stroke-width': 2, 'class': 'p99' },
        'p99 ' + fmt(q.p99) + ' ms');
      el.appendChild(svg);
      var stats = h('div', 'dist-stats');
      stats.appendChild(h('span', null, 'p50 ' + fmt(q.p50) + ' · p99 ' + fmt(q.p99) + ' '));
      if (row.g.coarse > 0) stats.appendChild(h('span', 'chip buffered', row.g.coarse + ' coarse'));
      el.appendChild(stats);
      body.appendChild(el);
    });
  }

  // ---- trends ------------------------------------------------------------
  var TW = 300, TH = 92;
  function drawTrends() {
    var body = document.querySelector('#trends .trend-body');
    if (!body || data.history.length < 2) return;
    var head = h('div', 'trend-row trend-head');
    head.appendChild(h('div', null, 'group'));
    METRICS.forEach(function (m) { head.appendChild(h('div', null, m.label + ', p50 per run')); });
    body.appendChild(head);
    groups.forEach(function (g, gi) {
      var row = h('div', 'trend-row');
      row.setAttribute('data-group', String(gi));
      var label = h('div', 'dist-label', groupName(g));
      label.appendChild(h('span', 'model', g.model));
      row.appendChild(label);
      var empty = METRICS.every(function (m) {
        return trendPoints(g, m).every(function (p) { return p.v === null; });
      });
      if (empty) {
        row.appendChild(h('div', 'note', 'no figure in any run: every request of the group failed each time'));
        body.appendChild(row);
        return;
      }
      METRICS.forEach(function (m) {
        var cell = h('div', 'trend-cell');
        cell.appendChild(trendChart(g, m));
        var c = data.comparisons.filter(function (c) {
          return c.provider === g.provider && c.prompt === g.prompt && c.metric === m.key;
        })[0];
        if (c) {
          var known = Object.prototype.hasOwnProperty.call(VERDICT_CLASS, c.verdict);
          var badge = h('span', 'verdict ' + (known ? VERDICT_CLASS[c.verdict] : VERDICT_OTHER),
            known ? VERDICT_LABEL[c.verdict] : c.verdict.replace(/_/g, ' '));
          cell.appendChild(badge);
          var pc = function (v) { return v === null ? 'n/a' : (v > 0 ? '+' : '') + fmt(v) + '%'; };
          var detail = ' ' + pc(c.delta_pct);
          if (c.ci_low_pct !== null && c.ci_high_pct !== null) detail += ' [' + pc(c.ci_low_pct) + ', ' + pc(c.ci_high_pct) + ']';
          if (c.baseline_n !== null && c.current_n !== null) detail += ' · n ' + c.baseline_n + ' → ' + c.current_n;
          cell.appendChild(h('span', 'n', detail));
        }
        row.appendChild(cell);
      });
      body.appendChild(row);
    });
  }
  function trendPoints(g, m) {
    return data.history.map(function (run, i) {
      var hit = run.groups.filter(function (x) { return x.provider === g.provider && x.prompt === g.prompt; })[0];
      return { i: i, v: hit ? hit.p50[m.key] : null, run: run };
    });
  }
  // The y axis starts at 0, so a 1 % wobble looks like one and a halving looks like a halving.
  function trendChart(g, m) {
    var runs = data.history, pts = trendPoints(g, m);
    var vals = pts.filter(function (p) { return p.v !== null; }).map(function (p) { return p.v; });
    var svg = svgRoot(TW, TH);
    svg.setAttribute('class', 'trend');
    svg.setAttribute('data-metric', m.key);
    var L = 44, R = 8, T = 8, B = 16;
    s(svg, 'rect', { x: L, y: T, width: TW - L - R, height: TH - T - B, fill: '#f6f8fa' });
    if (vals.length === 0) {
      var t0 = s(svg, 'text', { x: (L + TW - R) / 2, y: TH / 2, 'text-anchor': 'middle' }); t0.textContent = 'no figure in any run';
      return svg;
    }
    var hi = niceMax(Math.max.apply(null, vals) * 1.05);
    var n = runs.length;
    var px = function (i) { return n === 1 ? (L + TW - R) / 2 : L + 6 + i / (n - 1) * (TW - L - R - 12); };
    var py = function (v) { return T + (1 - v / hi) * (TH - T - B); };
    [0, hi / 2, hi].forEach(function (v) {
      s(svg, 'line', { x1: L, x2: TW - R, y1: py(v), y2: py(v), stroke: '#e3e6ea' });
      var t = s(svg, 'text', { x: L - 4, y: py(v) + 3, 'text-anchor': 'end' }); t.textContent = fmtTick(v);
    });
    var first = s(svg, 'text', { x: L, y: TH - 3 }); first.textContent = runs[0].label.slice(0, 16);
    var last = s(svg, 'text', { x: TW - R, y: TH - 3, 'text-anchor': 'end' }); last.textContent = runs[n - 1].label.slice(0, 16);
    var d = '', pen = false;
    pts.forEach(function (p) {
      if (p.v === null) { pen = false; return; }
      d += (pen ? 'L' : 'M') + px(p.i).toFixed(1) + ' ' + py(p.v).toFixed(1);
      pen = true;
    });
    s(svg, 'path', { d: d, fill: 'none', stroke: C.streamed, 'stroke-width': 1.5 });
    pts.forEach(function (p) {
      if (p.v === null) return;
      s(svg, 'circle', { cx: px(p.i), cy: py(p.v), r: p.run.current ? 4.5 : 2.6,
        fill: p.run.current ? '#1e3a8a' : C.streamed, 'class': p.run.current ? 'pt current' : 'pt' },
        p.run.label + ': p50 ' + fmt(p.v) + ' ' + m.unit);
      if (p.run.current) {
        var lbl = s(svg, 'text', { x: px(p.i) - 7, y: py(p.v) - 6, 'text-anchor': 'end', fill: '#1e3a8a' });
        lbl.textContent = fmt(p.v);
      }
    });
    return svg;
  }

  // ---- timelines -----------------------------------------------------------
  var LW = 1000, LH = 36, LL = 6, LR = 14, BASE = 27;
  var maxEnd = 0, maxChars = 1;
  requests.forEach(function (r) {
    if (!r.timeline) return;
    maxEnd = Math.max(maxEnd, endOf(r.timeline));
    r.timeline.content.forEach(function (c) { maxChars = Math.max(maxChars, c[1] + c[2]); });
  });
  maxEnd = maxEnd > 0 ? maxEnd : 1;
  var shared = document.getElementById('tl-shared');
  var rowsById = {};
  var observer = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) drawTimeline(e.target); });
  }, { rootMargin: '300px' }) : null;

  function endOf(t) {
    var end = t.at[6];
    if (end === null) t.reads.forEach(function (rd) { end = Math.max(end || 0, rd[0]); });
    return end === null ? 0 : end;
  }
  function drawTimeline(row) {
    var i = Number(row.getAttribute('data-index'));
    var scaleKey = shared && !shared.checked ? 'own' : 'shared';
    if (row.getAttribute('data-drawn') === scaleKey) return;
    var r = requests[i], t = r.timeline, plot = row.querySelector('.tl-plot');
    while (plot.firstChild) plot.removeChild(plot.firstChild);
    row.setAttribute('data-drawn', scaleKey);
    if (!t) { plot.appendChild(h('span', 'note', 'no trace for this request in traces.ndjson')); return; }
    var span = scaleKey === 'own' ? Math.max(endOf(t), 1) : maxEnd;
    var x = function (ms) { return LL + Math.max(0, ms) / span * (LW - LL - LR); };
    var svg = svgRoot(LW, LH);
    svg.setAttribute('class', 'timeline');
    svg.setAttribute('data-content-reads', String(t.content.length));
    svg.setAttribute('data-reads', String(t.reads.length));
    var at = t.at, end = endOf(t);
    var fc = at[3], lc = at[5];
    s(svg, 'rect', { x: x(0), y: BASE - 2, width: Math.max(0, x(fc !== null ? fc : end) - x(0)), height: 4,
      fill: C.wait, 'class': 'wait' }, 'waiting: dispatch to ' + (fc !== null ? 'first content ' + fmt(fc) : 'end ' + fmt(end)) + ' ms');
    if (fc !== null && lc !== null && lc > fc) {
      s(svg, 'rect', { x: x(fc), y: 3, width: x(lc) - x(fc), height: BASE - 3, fill: C.gen, 'class': 'gen' },
        'first to last content: ' + fmt(lc - fc) + ' ms');
    }
    s(svg, 'line', { x1: x(0), x2: x(end), y1: BASE, y2: BASE, stroke: '#9aa3ad', 'stroke-width': 1 });
    t.reads.forEach(function (rd) {
      s(svg, 'line', { x1: x(rd[0]), x2: x(rd[0]), y1: BASE + 1, y2: BASE + 6, stroke: C.other, 'stroke-width': 1,
        'class': 'read' }, 'read at ' + fmt(rd[0]) + ' ms: ' + rd[1] + ' bytes');
    });
    if (r.outcome === 'error') {
      var ex = x(end);
      s(svg, 'path', { d: 'M' + (ex - 5) + ' ' + (BASE - 5) + 'l10 10m0 -10l-10 10', stroke: C.error, 'stroke-width': 2.5, 'class': 'error' },
        'failed at ' + fmt(end) + ' ms: ' + (r.error_kind || 'error'));
    } else if (at[6] !== null) {
      s(svg, 'line', { x1: x(at[6]), x2: x(at[6]), y1: BASE - 4, y2: BASE + 8, stroke: '#111827', 'stroke-width': 2, 'class': 'end' }, 'end at ' + fmt(at[6]) + ' ms');
    }
    t.content.forEach(function (c) {
      var chars = c[1] + c[2];
      var share = Math.sqrt(chars / maxChars), hgt = 5 + 19 * share, w = 2 + 4 * share;
      s(svg, 'rect', { x: x(c[0]) - w / 2, y: BASE - hgt, width: w, height: hgt,
        fill: c[2] > c[1] ? C.reasoning : C.streamed, 'class': 'cr' },
        'content read at ' + fmt(c[0]) + ' ms: ' + c[1] + ' answer chars' + (c[2] ? ', ' + c[2] + ' reasoning chars' : ''));
    });
    s(svg, 'line', { x1: x(0), x2: x(0), y1: 4, y2: BASE + 6, stroke: '#111827', 'stroke-width': 1.5, 'class': 'dispatch' }, 'dispatch: 0 ms');
    if (at[0] !== null) s(svg, 'path', { d: 'M' + (x(at[0]) - 4) + ' 2h8l-4 6z', fill: C.headers, 'class': 'headers' }, 'headers at ' + fmt(at[0]) + ' ms');
    if (at[1] !== null) s(svg, 'rect', { x: x(at[1]) - 3, y: BASE + 2, width: 6, height: 6, fill: C.byte, 'class': 'first-byte' }, 'first byte at ' + fmt(at[1]) + ' ms');
    if (fc !== null) s(svg, 'path', { d: 'M' + x(fc) + ' ' + (BASE - 6) + 'l5 5l-5 5l-5 -5z', fill: C.ok, stroke: '#fff', 'class': 'first-content' }, 'first content at ' + fmt(fc) + ' ms');
    if (r.chunking === 'coarse' && fc !== null) {
      // The first read's tokens were generated before it arrived: TTFT may be late by up to one read interval.
      svg.setAttribute('data-chunking', 'coarse');
      var gap = t.content.length > 1 ? t.content[1][0] - t.content[0][0] : 0;
      s(svg, 'rect', { x: x(fc - gap), y: 3, width: Math.max(2, x(fc) - x(fc - gap)), height: BASE - 3, fill: '#b45309',
        'fill-opacity': 0.25, stroke: '#b45309', 'stroke-dasharray': '3 2', 'class': 'coarse-slack' },
        'coarse: ' + fmt(r.tokens_per_content_read) + ' tokens a read; TTFT may be late by up to one read interval (' + fmt(gap) + ' ms)');
    }
    plot.appendChild(svg);
  }
  function describe(r) {
    if (r.outcome === 'error') return 'failed: ' + (r.error_kind || 'error') + (r.http_status ? ' (HTTP ' + r.http_status + ')' : '');
    if (r.outcome === 'buffered') return 'buffered: ' + (r.buffered_rule || '').replace(/_/g, ' ');
    return 'streamed';
  }
  function makeRow(i) {
    if (rowsById[i]) return rowsById[i];
    var r = requests[i];
    var row = h('div', 'tl-row');
    row.id = anchor(i);
    row.setAttribute('data-index', String(i));
    row.setAttribute('data-id', r.id);
    row.setAttribute('data-outcome', r.outcome);
    var label = h('div', 'tl-label');
    var a = h('a', null, r.id); a.href = '#' + anchor(i);
    label.appendChild(a);
    label.appendChild(document.createTextNode(' '));
    label.appendChild(h('span', 'badge b-' + (r.outcome === 'error' ? 'error' : r.outcome === 'buffered' ? 'buffered' : 'streamed'), describe(r) + (r.warmup ? ' · warmup' : '')));
    if (r.implausible) { label.appendChild(document.createTextNode(' ')); label.appendChild(h('span', 'badge ' + REASON.implausible.badge, REASON.implausible.label)); }
    if (r.chunking === 'coarse') { label.appendChild(document.createTextNode(' ')); label.appendChild(h('span', 'badge ' + REASON.coarse.badge, REASON.coarse.label + ' · ' + fmt(r.tokens_per_content_read) + ' tok/read')); }
    if (r.new_connection) {
      label.appendChild(document.createTextNode(' '));
      var nc = h('span', 'badge b-newconn', 'new connection');
      nc.title = 'opened for this request: its time to first token includes ' + r.connect;
      label.appendChild(nc);
    }
    var t = r.timeline;
    var sub = (t ? t.content.length + ' content read' + (t.content.length === 1 ? '' : 's') + ' of ' + t.reads.length + ' · ' : '') +
      r.output_tokens + ' tok · ' + (r.total_ms === null ? 'n/a' : fmt(r.total_ms) + ' ms') +
      (r.error ? ' · ' + (r.error.length > 90 ? r.error.slice(0, 89) + '…' : r.error) : '');
    var subEl = h('span', 'sub', sub);
    if (r.error) subEl.title = r.error;
    label.appendChild(subEl);
    row.appendChild(label);
    row.appendChild(h('div', 'tl-plot'));
    rowsById[i] = row;
    return row;
  }
  var groupBlocks = [];
  var EAGER = 400, drawnEagerly = 0;
  function buildTimelines() {
    var body = document.querySelector('#timelines .tl-body');
    var byGroup = {};
    requests.forEach(function (r, i) { (byGroup[r.group] = byGroup[r.group] || []).push(i); });
    var order = groups.map(function (_, gi) { return gi; });
    if (byGroup[-1]) order.push(-1);
    order.forEach(function (gi) {
      var idx = byGroup[gi] || [];
      var g = groups[gi];
      var block = h('div', 'tl-group');
      block.setAttribute('data-group', String(gi));
      block.appendChild(h('h3', null, g ? groupName(g) : 'requests outside any group'));
      if (g) block.appendChild(h('span', 'note', g.model + ' · ' + g.n + ' measured: ' + g.streamed + ' streamed, ' + g.buffered + ' buffered, ' + g.errors + ' failed'));
      var axis = h('div', 'tl-axis');
      axis.appendChild(h('span', 'note', 'ms after dispatch'));
      axis.appendChild(axisSvg());
      block.appendChild(axis);
      var rows = h('div', 'tl-rows');
      block.appendChild(rows);
      var measured = idx.filter(function (i) { return !requests[i].warmup; });
      // Flagged requests first (up to a limit), then a sample of the others; the rest on request.
      var shown = {}, flaggedRows = 0, sampled = 0;
      measured.forEach(function (i) {
        var flagged = requests[i].flags.length > 0;
        if (flagged && flaggedRows < FLAGGED_ROWS) { shown[i] = true; flaggedRows++; }
        else if (!flagged && sampled < SAMPLE) { shown[i] = true; sampled++; }
      });
      var btn = h('button', 'more');
      btn.type = 'button';
      var state = { rows: rows, idx: idx, shown: shown, warmups: idx.length > measured.length, button: btn };
      btn.addEventListener('click', function () { addRows(state, idx); });
      block.appendChild(btn);
      groupBlocks.push(state);
      addRows(state, []);
      body.appendChild(block);
    });
  }
  function addRows(state, list) {
    list.forEach(function (i) { state.shown[i] = true; });
    // Keep the order of the run: (re)append the shown rows in the group's index order.
    var rest = 0;
    state.idx.forEach(function (i) {
      if (!state.shown[i]) { rest++; return; }
      var row = makeRow(i);
      state.rows.appendChild(row);
      // Draw at once while the page is small (so it prints whole); past that, as rows scroll into view.
      if (row.getAttribute('data-drawn')) return;
      if (observer && drawnEagerly >= EAGER) observer.observe(row);
      else { drawnEagerly++; drawTimeline(row); }
    });
    state.button.hidden = rest === 0;
    state.button.textContent = 'show all ' + state.idx.length + ' requests (' + rest + ' more' +
      (state.warmups ? ', warmups included' : '') + ')';
  }
  function axisSvg() {
    var svg = svgRoot(LW, 16);
    svg.setAttribute('class', 'tl-scale');
    var x = function (ms) { return LL + ms / maxEnd * (LW - LL - LR); };
    s(svg, 'line', { x1: LL, x2: LW - LR, y1: 15, y2: 15, stroke: C.axis });
    ticks(maxEnd).forEach(function (t) {
      if (t > maxEnd) return;
      s(svg, 'line', { x1: x(t), x2: x(t), y1: 11, y2: 15, stroke: C.axis });
      var tx = s(svg, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' }); tx.textContent = fmtTick(t);
    });
    return svg;
  }
  function reveal() {
    var m = /^#req-(\\d+)$/.exec(location.hash);
    if (!m) return;
    var i = Number(m[1]);
    if (!requests[i]) return;
    var state = groupBlocks.filter(function (b) { return b.idx.indexOf(i) >= 0; })[0];
    if (state && !state.shown[i]) addRows(state, [i]);
    var row = rowsById[i];
    if (!row) return;
    var d = row.parentNode;
    while (d) { if (d.tagName === 'DETAILS') d.open = true; d = d.parentNode; }
    drawTimeline(row);
    Object.keys(rowsById).forEach(function (k) { rowsById[k].classList.remove('hl'); });
    row.classList.add('hl');
    row.scrollIntoView({ block: 'center' });
  }
  if (shared) shared.addEventListener('change', function () {
    Object.keys(rowsById).forEach(function (k) {
      var row = rowsById[k];
      if (row.getAttribute('data-drawn')) { row.removeAttribute('data-drawn'); drawTimeline(row); }
    });
    document.querySelectorAll('.tl-axis').forEach(function (a) { a.style.visibility = shared.checked ? 'visible' : 'hidden'; });
  });

  drawDistributions();
  drawItl();
  drawTrends();
  buildTimelines();
  window.addEventListener('hashchange', reveal);
  reveal();
  document.documentElement.setAttribute('data-rendered', 'true');
})();
`;
