import type { Analysis } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import { dropNoise } from '../stats.ts';
import type { Chunking, FirstReadTokensBasis, Outcome, StreamTiming } from './types.ts';

// Stream timing detail (design.md "Stream timing detail"): what happened
// between the content reads of one streamed response. Pure: a function of
// the trace, the thresholds and the token count the caller says streamed.
//
// A read can carry many tokens (Gemini's chunks carry tens; a compressing
// proxy can coalesce a fine stream into four reads). The tokens of the first
// content read were generated before first content was seen, so they do not
// belong to the interval after it: TPOT and the decode rate divide only the
// tokens that arrived after the first read.

/** One content read: its time and the tokens credited to it. */
export interface ContentRead {
  ms: number;
  tokens: number;
}

/** What the group figures are built from: one ITL sample per token, one gap per pair of content reads. */
export interface StreamSamples {
  itl_ms: number[];
  chunk_gap_ms: number[];
}

const NONE: StreamTiming = {
  first_read_tokens: null,
  first_read_tokens_basis: null,
  tpot_ms: null,
  decode_tps: null,
  tokens_per_content_read: null,
  chunking: null,
  max_gap_ms: null,
};

/**
 * The content reads of a trace (events of kind content or reasoning, grouped
 * by the read that completed them: events carry their read's time, so one
 * time is one read) with their chars, in order.
 */
function contentReadChars(trace: Trace): Array<{ ms: number; chars: number }> {
  const out: Array<{ ms: number; chars: number }> = [];
  for (const [ms, kind, chars] of trace.events) {
    if (kind !== 'content' && kind !== 'reasoning') continue;
    const last = out[out.length - 1];
    if (last !== undefined && last.ms === ms) last.chars += chars;
    else out.push({ ms, chars });
  }
  return out;
}

/**
 * The server's running output-token count at the end of each content read,
 * when it reported one on every content read (vLLM's
 * `stream_options.continuous_usage_stats`: usage on every chunk), else null.
 * A count only at the start and the end (Anthropic's message_start and
 * message_delta) is not a running count and does not qualify.
 */
function serverCumulative(trace: Trace, reads: ReadonlyArray<{ ms: number }>): number[] | null {
  const counts = trace.token_counts;
  if (!counts || counts.length < reads.length || reads.length === 0) return null;
  const byMs = new Map<number, number>();
  for (const [ms, n] of counts) byMs.set(ms, n); // the last count of a read is its end
  const out: number[] = [];
  let prev = 0;
  for (const r of reads) {
    const n = byMs.get(r.ms);
    if (n === undefined || !Number.isFinite(n) || n < prev) return null;
    out.push(n);
    prev = n;
  }
  return out;
}

/**
 * The streamed tokens apportioned over the content reads. With a running
 * server count, that count (scaled to `streamedTokens` when the two differ,
 * e.g. the rates divide a reference-tokenizer count). Otherwise by chars,
 * with a floor of one token per read: every content read carried at least
 * one token, so a one-token-a-read stream credits exactly 1 to each read
 * whatever its chars (a 40-char read is still one token there), while reads
 * whose chars are in proportion to their tokens get exactly their tokens.
 * Whole tokens (cumulative rounding), so ITL has one sample per token.
 */
export function apportion(
  trace: Trace,
  streamedTokens: number,
): { reads: ContentRead[]; basis: FirstReadTokensBasis } | null {
  const raw = contentReadChars(trace);
  const total = Math.round(streamedTokens);
  if (raw.length === 0 || !(total > 0)) return null;
  const server = serverCumulative(trace, raw);
  const last = server?.[server.length - 1];
  if (server !== null && last !== undefined && last > 0) {
    let prev = 0;
    const reads = raw.map((r, i) => {
      const cum = Math.round((server[i]! * total) / last);
      const tokens = cum - prev;
      prev = cum;
      return { ms: r.ms, tokens };
    });
    return { reads, basis: 'server_count' };
  }
  const n = raw.length;
  const chars = raw.reduce((sum, r) => sum + r.chars, 0);
  // Each read's cumulative count by chars, kept between "one more than the
  // read before" and "one for every read still to come" (when there are
  // tokens enough for one a read).
  const floor = total >= n ? 1 : 0;
  let cumChars = 0;
  let prev = 0;
  const reads = raw.map((r, i) => {
    cumChars += r.chars;
    const byChars = Math.round(chars > 0 ? (total * cumChars) / chars : (total * (i + 1)) / n);
    const cum = Math.min(Math.max(byChars, prev + floor), total - floor * (n - 1 - i));
    const tokens = cum - prev;
    prev = cum;
    return { ms: r.ms, tokens };
  });
  return { reads, basis: 'chars' };
}

/**
 * One request's stream timing. `streamedTokens` is the count the streaming
 * rates divide (design "Hidden reasoning": output_tokens minus hidden
 * reasoning). Null fields unless `outcome` is streamed: a buffered or failed
 * response has no decode interval to judge.
 */
export function streamTiming(
  trace: Trace,
  t: Pick<Analysis, 'max_tokens_per_read'>,
  streamedTokens: number,
  outcome: Outcome,
): StreamTiming {
  if (outcome !== 'streamed') return NONE;
  const { first_content, last_content } = trace.at;
  const split = apportion(trace, streamedTokens);
  const reads = trace.content_reads;
  const tokens_per_content_read = reads > 0 ? dropNoise(streamedTokens / reads) : null;
  const chunking: Chunking | null =
    tokens_per_content_read === null ? null : tokens_per_content_read > t.max_tokens_per_read ? 'coarse' : 'fine';
  let max_gap_ms: number | null = null;
  if (split !== null) {
    for (let i = 1; i < split.reads.length; i++) {
      const gap = split.reads[i]!.ms - split.reads[i - 1]!.ms;
      if (max_gap_ms === null || gap > max_gap_ms) max_gap_ms = gap;
    }
  }
  const first_read_tokens = split?.reads[0]?.tokens ?? null;
  let tpot_ms: number | null = null;
  let decode_tps: number | null = null;
  if (first_read_tokens !== null && first_content !== null && last_content !== null) {
    const after = streamedTokens - first_read_tokens;
    const interval = last_content - first_content;
    if (after > 0 && interval > 0) {
      tpot_ms = dropNoise(interval / after);
      // From the unrounded ratio, so 1000 / tpot_ms carries no rounding of its own.
      decode_tps = dropNoise((1000 * after) / interval);
    }
  }
  return {
    first_read_tokens,
    first_read_tokens_basis: split?.basis ?? null,
    tpot_ms,
    decode_tps,
    tokens_per_content_read,
    chunking,
    max_gap_ms: max_gap_ms === null ? null : dropNoise(max_gap_ms),
  };
}

/**
 * The samples behind a group's ITL and chunk-gap figures: each gap between
 * two content reads once (chunk_gap_ms), and divided evenly over the tokens
 * the later read carried, once per token (itl_ms). A read credited no token
 * (a sliver of text under chars apportioning) adds its gap to the next read
 * that carried one, so no time is dropped. Empty unless streamed.
 */
export function streamSamples(trace: Trace, streamedTokens: number, outcome: Outcome): StreamSamples {
  const out: StreamSamples = { itl_ms: [], chunk_gap_ms: [] };
  if (outcome !== 'streamed') return out;
  const split = apportion(trace, streamedTokens);
  if (split === null) return out;
  const reads = split.reads;
  let from = reads[0]!.ms;
  for (let i = 1; i < reads.length; i++) {
    const r = reads[i]!;
    out.chunk_gap_ms.push(dropNoise(r.ms - reads[i - 1]!.ms));
    if (r.tokens <= 0) continue;
    const each = dropNoise((r.ms - from) / r.tokens);
    for (let k = 0; k < r.tokens; k++) out.itl_ms.push(each);
    from = r.ms;
  }
  return out;
}
