import type { Analysis } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import { dropNoise } from '../stats.ts';
import type { Borderline, BufferedRule, Flag, FlagReason, Outcome, RequestResult, ResultErrorKind } from './types.ts';

// Labels are a pure function of one trace and the thresholds (design
// principles 1-5), so `reanalyze` can re-label a finished run.

export interface Classification {
  outcome: Outcome;
  buffered_rule: BufferedRule | null;
  error_kind: ResultErrorKind | null;
  error_message: string | null;
}

/** end - first_content in ms (at the results' precision), or null when either moment is missing. */
export function generationMs(trace: Trace): number | null {
  const { first_content, end } = trace.at;
  if (first_content === null || end === null) return null;
  return dropNoise(end - first_content);
}

/**
 * streamed, buffered or error:
 * - error when the trace has one, or when it carried no text at all (empty_output);
 * - buffered when fewer than `min_content_reads` reads carried content (rule
 *   `content_reads`, recorded first when both rules hold), or when end -
 *   first_content is under `min_generation_s` or could not be measured
 *   (rule `generation_interval`);
 * - streamed otherwise.
 */
export function classify(trace: Trace, t: Analysis): Classification {
  if (trace.error) {
    return { outcome: 'error', buffered_rule: null, error_kind: trace.error.kind, error_message: trace.error.message };
  }
  if (trace.output.chars + trace.output.reasoning_chars === 0) {
    return {
      outcome: 'error',
      buffered_rule: null,
      error_kind: 'empty_output',
      error_message: 'the response carried no answer or reasoning text',
    };
  }
  if (trace.content_reads < t.min_content_reads) {
    return { outcome: 'buffered', buffered_rule: 'content_reads', error_kind: null, error_message: null };
  }
  const gen = generationMs(trace);
  if (gen === null || gen < dropNoise(t.min_generation_s * 1000)) {
    return { outcome: 'buffered', buffered_rule: 'generation_interval', error_kind: null, error_message: null };
  }
  return { outcome: 'streamed', buffered_rule: null, error_kind: null, error_message: null };
}

/**
 * How close to a buffered-rule threshold a label is borderline: within this
 * share of `min_generation_s` (either side), or one read from
 * `min_content_reads`. 10% is about the jitter of a timer-paced server (a
 * 50 ms chunk interval lands 1-2 ms early or late, so 4 intervals read 199
 * or 201 ms) and of a loaded client's stamps; one read is the smallest step
 * a read count can take.
 */
export const BORDERLINE_MARGIN = { generation_share: 0.1, content_reads: 1 } as const;

/**
 * The borderline mark of a success: the rule and value that decided its
 * label when a small change would flip it (a buffered response one read
 * short of min_content_reads, or whose interval is within the margin of
 * min_generation_s; a streamed one at exactly min_content_reads reads, or
 * with an interval just over it), else null. A buffered label that another
 * rule would keep anyway is not borderline. Pure, like classify.
 */
export function borderlineOf(trace: Trace, t: Analysis, c: Pick<Classification, 'outcome'>): Borderline | null {
  if (c.outcome === 'error') return null;
  const reads = trace.content_reads;
  const minReads = t.min_content_reads;
  const gen = generationMs(trace);
  const thresholdMs = dropNoise(t.min_generation_s * 1000);
  const share = BORDERLINE_MARGIN.generation_share;
  const nearMs = thresholdMs > 0 && gen !== null && Math.abs(gen - thresholdMs) <= dropNoise(thresholdMs * share);
  const readsRule = (): Borderline => ({ rule: 'content_reads', value: reads, threshold: minReads });
  const intervalRule = (): Borderline => ({
    rule: 'generation_interval',
    value: dropNoise((gen as number) / 1000),
    threshold: t.min_generation_s,
  });
  const nearReads = (n: number) => Math.abs(n - minReads) <= BORDERLINE_MARGIN.content_reads;
  if (c.outcome === 'buffered') {
    const intervalHolds = gen === null || gen < thresholdMs;
    if (reads < minReads) {
      // One more read flips it only if the interval rule would not hold it buffered as well.
      return nearReads(reads) && (!intervalHolds || nearMs) ? readsRule() : null;
    }
    return nearMs ? intervalRule() : null;
  }
  // Streamed: one read fewer (from a count that can lose one) or an interval just over the threshold.
  if (minReads > 1 && reads - BORDERLINE_MARGIN.content_reads < minReads) return readsRule();
  return nearMs ? intervalRule() : null;
}

/** The figures `implausibleReasons` judges. */
type RateFigures = Pick<
  RequestResult,
  'outcome' | 'output_tokens' | 'generation_ms' | 'total_ms' | 'post_first_content_tps' | 'end_to_end_tps'
> &
  Partial<Pick<RequestResult, 'streamed_tokens' | 'decode_tps'>>;

/** A rate that should exist but cannot: tokens over an interval of zero (or less). */
function zeroInterval(tokens: number, intervalMs: number | null, value: number | null): boolean {
  return value === null && tokens > 0 && intervalMs !== null && intervalMs <= 0;
}

/**
 * Why a request's rates are implausible, one phrase per rate: above
 * `max_plausible_tps`, or undefined because the interval was zero (such a
 * rate is reported as null, never Infinity). Empty when plausible.
 */
export function implausibleReasons(r: RateFigures, t: Analysis): string[] {
  if (r.outcome === 'error') return [];
  const out: string[] = [];
  const max = t.max_plausible_tps;
  if (r.outcome === 'streamed') {
    if (r.post_first_content_tps !== null && r.post_first_content_tps > max) {
      out.push(`post_first_content_tps ${fig(r.post_first_content_tps)} > max_plausible_tps ${max}`);
    } else if (zeroInterval(r.streamed_tokens ?? r.output_tokens, r.generation_ms, r.post_first_content_tps)) {
      out.push(
        `post_first_content_tps undefined: ${r.streamed_tokens ?? r.output_tokens} tokens over a ${r.generation_ms} ms interval, reported as null`,
      );
    }
  }
  // The decode rate is a rate too (principle 5); said once, when the post-first-content rate has not said it already.
  const pfcHigh = r.post_first_content_tps !== null && r.post_first_content_tps > max;
  if (r.outcome === 'streamed' && !pfcHigh && r.decode_tps != null && r.decode_tps > max) {
    out.push(`decode_tps ${fig(r.decode_tps)} > max_plausible_tps ${max}`);
  }
  if (r.end_to_end_tps !== null && r.end_to_end_tps > max) {
    out.push(`end_to_end_tps ${fig(r.end_to_end_tps)} > max_plausible_tps ${max}`);
  } else if (zeroInterval(r.output_tokens, r.total_ms, r.end_to_end_tps)) {
    out.push(`end_to_end_tps undefined: ${r.output_tokens} tokens over a ${r.total_ms} ms interval, reported as null`);
  }
  return out;
}

/** A figure for a sentence: three significant digits, whole numbers from 100 up. */
function fig(x: number): string {
  return String(Math.abs(x) >= 100 ? Math.round(x) : Number(x.toPrecision(3)));
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The flags one request raises, in the order error, buffered, implausible:
 * each names the rule or error and the figure behind it. Warmups are not
 * filtered here (see `analyze`).
 */
export function flagsForRequest(r: RequestResult, t: Analysis): Flag[] {
  const flag = (reason: Flag['reason'], detail: string): Flag => ({
    id: r.id,
    provider: r.provider,
    prompt: r.prompt,
    reason,
    detail,
  });
  const flags: Flag[] = [];
  if (r.outcome === 'error') {
    const named = r.error_message?.startsWith(`HTTP ${r.http_status}`) ?? false;
    const status = r.http_status !== null && r.error_kind === 'http_status' && !named ? ` (HTTP ${r.http_status})` : '';
    const message = r.error_message ? `: ${r.error_message}` : '';
    flags.push(flag('error', `${r.error_kind ?? 'error'}${status}${message}`));
    if (r.content_filtered) flags.push(flag('content_filter', 'the provider said a content filter ended the answer'));
    return flags;
  }
  if (r.outcome === 'buffered') {
    let detail: string;
    if (r.buffered_rule === 'content_reads') {
      detail =
        `content_reads: ${plural(r.content_reads, 'read', 'reads')} carried content,` +
        ` fewer than min_content_reads ${t.min_content_reads}`;
    } else if (r.generation_ms === null) {
      detail = 'generation_interval: no interval from first content to end could be measured';
    } else {
      detail =
        `generation_interval: ${fig(r.generation_ms)} ms from first content to end,` +
        ` under min_generation_s ${t.min_generation_s} s`;
    }
    if (r.end_to_end_tps !== null) detail += `; end-to-end ${fig(r.end_to_end_tps)} tok/s`;
    flags.push(flag('buffered', detail));
  }
  if (r.client_stalled === true && r.client_stall_ms != null) {
    const rates = [
      r.post_first_content_tps !== null ? `post-first-content ${fig(r.post_first_content_tps)} tok/s` : null,
      r.decode_tps != null ? `decode ${fig(r.decode_tps)} tok/s` : null,
      r.end_to_end_tps !== null ? `end-to-end ${fig(r.end_to_end_tps)} tok/s` : null,
    ].filter((x) => x !== null);
    flags.push(
      flag(
        'client_stalled',
        `the client's event loop stalled ${fig(r.client_stall_ms)} ms during the content, more than ` +
          `max_client_stall_ms ${t.max_client_stall_ms}: reads were stamped late and together, so its rates` +
          (rates.length > 0 ? ` (${rates.join(', ')})` : '') +
          ' and ITL are left out',
      ),
    );
  }
  if (r.implausible) {
    const reasons = implausibleReasons(r, t);
    // A result re-read from JSON may carry the mark without figures that explain it under `t`.
    flags.push(flag('implausible', reasons.length > 0 ? reasons.join('; ') : 'marked implausible'));
  }
  if (r.token_mismatch && r.token_disagreement !== null) {
    flags.push(
      flag(
        'token_mismatch',
        `the provider counted ${r.usage_output_tokens} output tokens, ${fig(Math.abs(r.token_disagreement) * 100)}% ` +
          `${r.token_disagreement > 0 ? 'more' : 'fewer'} than ${r.reference_tokenizer} counts in the received text ` +
          `(${r.reference_output_tokens}; max_token_disagreement ${t.max_token_disagreement})`,
      ),
    );
  }
  const hidden = hiddenReasoningDetail(r);
  if (hidden !== null) flags.push(flag('hidden_reasoning', hidden));
  if (r.chunking === 'coarse' && r.tokens_per_content_read != null) {
    flags.push(
      flag(
        'coarse',
        `${fig(r.tokens_per_content_read)} tokens per content read, more than max_tokens_per_read ` +
          `${t.max_tokens_per_read ?? 'n/a'}: TTFT may be late by up to one read interval` +
          (r.decode_tps != null ? `; decode ${fig(r.decode_tps)} tok/s` : ''),
      ),
    );
  }
  if (r.truncated) {
    flags.push(
      flag(
        'truncated',
        `the answer stopped at the length limit (max_tokens) after ${r.output_tokens} output tokens: not for review`,
      ),
    );
  }
  if (r.check?.passed === false) {
    const opening = r.check.opening === undefined ? '' : `; the answer began: "${r.check.opening}"`;
    flags.push(flag('check_failed', `the answer failed its checks: ${r.check.failed.join(', ')}${opening}`));
  }
  if (r.content_filtered) flags.push(flag('content_filter', 'the provider said a content filter ended the answer'));
  return flags;
}

/**
 * Flags that say what a request is, not that a person should look at it:
 * an answer that stopped at the length limit did what the config asked
 * (max_tokens). Listed and counted under their own words, never in the
 * "flagged for review" count.
 */
export const NOT_FOR_REVIEW: ReadonlySet<FlagReason> = new Set<FlagReason>(['truncated']);

/** Measured requests with at least one flag for review (a request with several counts once). */
export function flaggedForReview(flags: readonly Flag[]): number {
  return new Set(flags.filter((f) => !NOT_FOR_REVIEW.has(f.reason)).map((f) => f.id)).size;
}

const HOW: Record<NonNullable<RequestResult['hidden_reasoning_estimate']>, string> = {
  exact: 'no reasoning text streamed',
  summary_scaled:
    'reasoning_tokens less the streamed summary, counted with the reference tokenizer and scaled by the answer',
  summary_reference: 'reasoning_tokens less the streamed summary, counted with the reference tokenizer',
  summary_chars: 'reasoning_tokens less the streamed summary at chars/4',
  beyond_reference: 'no reasoning split: the provider count beyond the reference count of the received text',
};

/**
 * "64 of 78 output tokens are hidden reasoning (...); ..." or null when the
 * request had none. Says which count the rates divided and that the hidden
 * reasoning time is inside TTFT.
 */
export function hiddenReasoningDetail(r: RequestResult): string | null {
  const hidden = r.hidden_reasoning_tokens;
  if (r.outcome === 'error' || !(typeof hidden === 'number' && hidden > 0)) return null;
  const estimate = r.hidden_reasoning_estimate;
  const how = estimate ? HOW[estimate] : 'hidden';
  const est = estimate && estimate !== 'exact' ? 'estimated: ' : '';
  const rates =
    r.rate_token_basis === 'streamed_tokens'
      ? `the streaming rate counts the ${fig(r.streamed_tokens)} streamed, end-to-end all ${fig(r.output_tokens)}`
      : `the rates count the received text (${r.token_source}), which holds none of them`;
  return (
    `${fig(hidden)} of ${fig(r.usage_output_tokens ?? r.output_tokens)} output tokens are hidden reasoning ` +
    `(${est}${how}); ${rates}; TTFT includes the hidden reasoning time`
  );
}
