// The shape of report.html's JSON block: shared by what builds it
// (html-data.ts, Node) and the page's own script (browser/report.ts), so
// this file imports types only.
import type { ComparedFigureKey, FlagReason, GroupResult, Summary } from '../analyze/types.ts';

export const REPORT_DATA_SCHEMA = 'streamgauge.report-data/1';

export type { ComparedFigureKey };

/** [low, high] of a confidence interval. */
export type Bounds = [number, number];

export interface ReportGroup extends Pick<
  GroupResult,
  'provider' | 'model' | 'prompt' | 'n' | 'streamed' | 'buffered' | 'errors'
> {
  streaming: string;
  /** Too few streamed responses to rank the post-first-content figure (results that say so). */
  too_few_samples: boolean;
  /** Confidence interval of each metric's median, when the results carry one. */
  ci: Record<ComparedFigureKey, Bounds | null>;
  /** Inter-token latency and chunk gaps over the group's streamed responses (null when none, or results that predate them). */
  itl_ms: Summary | null;
  chunk_gap_ms: Summary | null;
  /** Streamed responses whose chunking was coarse. */
  coarse: number;
  /**
   * Set only for a group past report.timelines_per_group, whose requests
   * are not all embedded: each figure's distribution over every measured
   * request, for the page to draw in place of one mark per request.
   */
  dist?: Record<ComparedFigureKey, GroupDist | null>;
}

/** A figure's distribution over a group's measured requests (all of them, embedded or not). */
export interface GroupDist {
  n: number;
  min: number;
  max: number;
  q1: number;
  q2: number;
  q3: number;
  /** Counts of the values in `bins` equal steps from `lo` (width `width`); values past max_plausible_tps are in `over`, not here. */
  lo: number;
  width: number;
  counts: number[];
  /** Rates above max_plausible_tps (0 for times). */
  over: number;
  /** The largest value counted in `counts` (null when none). */
  top: number | null;
  buffered: number;
  failed: number;
}

/** Set when report.timelines_per_group left requests out of the page. */
export interface ReportSampled {
  timelines_per_group: number;
  /** Requests whose rows (and timelines) the page holds, of `total`. */
  shown: number;
  total: number;
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

/** A request as the page holds it: every compared figure's value among its fields. */
export interface ReportRequest extends Record<ComparedFigureKey, number | null> {
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
  p50: Record<ComparedFigureKey, number | null>;
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
  /**
   * One entry per request of results.requests, in its order (a timeline's
   * anchor is its index); null for a request of a group past
   * report.timelines_per_group that the sample left out.
   */
  requests: Array<ReportRequest | null>;
  /** Absent when every request is on the page. */
  sampled?: ReportSampled;
  /** Oldest first; the current run is the last entry. Only the current run when no history was given. */
  history: HistoryRun[];
  comparisons: ReportComparison[];
  streaming_changes: ReportStreamingChange[];
  /** Indices into `requests` of the streamed and the buffered request drawn near the top; absent in pages before them. */
  examples?: { streamed: number | null; buffered: number | null };
}

/** Bars of a sampled group's distribution. */
export const DIST_BINS = 60;

/** Timeline rows a group opens with: its flagged requests up to this many, then this many others. */
export const TIMELINE_FLAGGED = 50;
export const TIMELINE_SAMPLE = 6;

/** The anchor of a request's timeline: its index in results.requests (ids hold "/", indices need no encoding). */
export function timelineAnchor(index: number): string {
  return `req-${index}`;
}

/**
 * `requests` as a sampled page embeds them: how many there are, and the
 * ones it holds with their indices. As an array, each request left out was
 * a `null` (5 bytes a request, 0.5 MB of a 1.1 MB page at 100,000 requests:
 * the one part of the page that grew with the run).
 */
export interface HeldRequests {
  length: number;
  held: Array<[number, ReportRequest]>;
}

/** The JSON block as the page embeds it: ReportData, with a sampled page's `requests` as HeldRequests. */
export type EmbeddedReportData = Omit<ReportData, 'requests'> & { requests: ReportData['requests'] | HeldRequests };

/** A page within the cap embeds its requests as the array (byte for byte as before); a sampled one, those it holds. */
export function embeddedReportData(data: ReportData): EmbeddedReportData {
  if (data.sampled === undefined) return data;
  const held: Array<[number, ReportRequest]> = [];
  data.requests.forEach((r, i) => {
    if (r !== null) held.push([i, r]);
  });
  return { ...data, requests: { length: data.requests.length, held } };
}

/** ReportData['requests'] again from the embedded form: one entry per request, null for those the page does not hold. */
export function reportRequests(requests: EmbeddedReportData['requests']): Array<ReportRequest | null> {
  if (Array.isArray(requests)) return requests;
  const out = new Array<ReportRequest | null>(requests.length).fill(null);
  for (const [i, r] of requests.held) out[i] = r;
  return out;
}
