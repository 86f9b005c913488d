import type { Analysis } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import { classify, generationMs, implausibleReasons } from './classify.ts';
import { dropNoiseOrNull } from './stats.ts';
import type { RequestResult, TokenSource } from './types.ts';

// Token counts, rates and the per-request result. Pure: every figure is
// computed from the trace and the thresholds alone.

export interface TokenCount {
  output_tokens: number;
  reasoning_tokens: number | null;
  token_source: TokenSource;
}

/**
 * The provider's `usage.output_tokens` when it gave one (reasoning included,
 * design principle 7), else chars/4 rounded up over answer and reasoning text.
 */
export function countTokens(trace: Trace): TokenCount {
  const usage = trace.usage;
  const reasoning_tokens = usage?.reasoning_tokens ?? null;
  if (usage && typeof usage.output_tokens === 'number' && Number.isFinite(usage.output_tokens)) {
    return { output_tokens: usage.output_tokens, reasoning_tokens, token_source: 'usage' };
  }
  const chars = trace.output.chars + trace.output.reasoning_chars;
  return { output_tokens: Math.ceil(chars / 4), reasoning_tokens, token_source: 'estimate' };
}

/**
 * tokens per second over an interval in ms. null when the interval is
 * missing or not positive: a zero-length interval has no rate, and
 * Infinity/NaN never reach results.json..
 */
export function rate(tokens: number, intervalMs: number | null): number | null {
  if (intervalMs === null || !(intervalMs > 0) || !Number.isFinite(intervalMs)) return null;
  const r = tokens / (intervalMs / 1000);
  return Number.isFinite(r) ? r : null;
}

/** One request's result: its label, timings, tokens and rates. Pure. */
export function analyzeRequest(trace: Trace, t: Analysis): RequestResult {
  const c = classify(trace, t);
  const tokens = countTokens(trace);
  const ok = c.outcome !== 'error';
  const streamed = c.outcome === 'streamed';
  const generation_ms = generationMs(trace);
  const total_ms = trace.at.end;
  // Rates are computed over the stored intervals, so results.json re-derives itself.
  const post_first_content_tps = streamed ? rate(tokens.output_tokens, generation_ms) : null;
  const end_to_end_tps = ok ? rate(tokens.output_tokens, total_ms) : null;
  const implausible =
    implausibleReasons(
      {
        outcome: c.outcome,
        output_tokens: tokens.output_tokens,
        generation_ms,
        total_ms,
        post_first_content_tps,
        end_to_end_tps,
      },
      t,
    ).length > 0;
  return {
    id: trace.id,
    provider: trace.provider,
    model: trace.model,
    prompt: trace.prompt,
    rep: trace.rep,
    warmup: trace.warmup,
    outcome: c.outcome,
    buffered_rule: c.buffered_rule,
    error_kind: c.error_kind,
    error_message: c.error_message,
    http_status: trace.error?.http_status ?? trace.http.status ?? null,
    metric: streamed ? 'post_first_content' : ok ? 'end_to_end' : null,
    ttft_ms: streamed ? trace.at.first_content : null,
    ttfa_ms: streamed ? trace.at.first_answer : null,
    // Raw moments, exactly as the trace holds them.
    first_byte_ms: trace.at.first_byte,
    headers_ms: trace.at.headers,
    first_content_ms: trace.at.first_content,
    total_ms,
    generation_ms,
    content_reads: trace.content_reads,
    output_tokens: tokens.output_tokens,
    reasoning_tokens: tokens.reasoning_tokens,
    token_source: tokens.token_source,
    post_first_content_tps: dropNoiseOrNull(post_first_content_tps),
    end_to_end_tps: dropNoiseOrNull(end_to_end_tps),
    implausible,
  };
}
