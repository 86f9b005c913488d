import { requestToolFields } from './tool-calls.ts';
import type { Analysis } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import { borderlineOf, classify, generationMs, implausibleReasons } from './classify.ts';
import { endingOf } from './ending.ts';
import { clientStallMs } from './stall.ts';
import { servedOf } from './served.ts';
import { hiddenReasoning } from './hidden.ts';
import { requestFluidity } from './fluidity.ts';
import { dropNoise, dropNoiseOrNull } from '../stats.ts';
import { streamSamples, streamTiming, type StreamSamples } from './timing.ts';
import type { RequestResult, TokenCount, TokenSource } from './types.ts';

// Token counts, rates and the per-request result. Pure: every figure is
// computed from the trace and the thresholds alone.

/**
 * Wire formats whose count comes from the serving process's own counter
 * (Ollama's eval_count) rather than a provider's billing usage.
 */
const SERVER_COUNTER_APIS = new Set(['ollama']);

/**
 * Below this many reference tokens a disagreement is not judged: a few
 * tokens of difference (a BOS token, a trailing newline) would be a large share.
 */
export const MIN_TOKENS_TO_COMPARE = 20;

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/**
 * The count the rates divide, and where it came from (design principle 7):
 * with `rate_tokens: native`, the provider's `usage.output_tokens` (reasoning
 * included), else the reference tokenizer's count of the received text, else
 * chars/4 rounded up; with `rate_tokens: reference`, the reference count for
 * every provider that has one, so rates compare across tokenizers.
 */
export function countTokens(trace: Trace, t?: Pick<Analysis, 'rate_tokens'>): TokenCount {
  const usage = trace.usage;
  const reasoning_tokens = usage?.reasoning_tokens ?? null;
  const native = usage && finite(usage.output_tokens) ? usage.output_tokens : null;
  const nativeSource: TokenSource = SERVER_COUNTER_APIS.has((trace as { api?: string }).api ?? '') ? 'server' : 'usage';
  const ref = trace.reference_tokens ?? null;
  const refCount = ref && finite(ref.output_tokens) ? ref.output_tokens : null;
  const base = {
    reasoning_tokens,
    usage_output_tokens: native,
    reference_output_tokens: refCount,
    reference_tokenizer: ref?.tokenizer ?? null,
    token_disagreement: disagreement(trace, native, reasoning_tokens),
  };
  if (t?.rate_tokens === 'reference' && refCount !== null)
    return { ...base, output_tokens: refCount, token_source: `tokenizer:${ref!.tokenizer}` };
  if (native !== null) return { ...base, output_tokens: native, token_source: nativeSource };
  if (refCount !== null) return { ...base, output_tokens: refCount, token_source: `tokenizer:${ref!.tokenizer}` };
  const chars = trace.output.chars + trace.output.reasoning_chars;
  return { ...base, output_tokens: Math.ceil(chars / 4), token_source: 'estimate' };
}

/**
 * How far the provider's count is from the reference count of the same
 * text, as a share of the reference. When the provider reports reasoning
 * tokens, only the answer is compared: reasoning is often hidden or sent as
 * a summary, so its text does not match its count.
 */
function disagreement(trace: Trace, native: number | null, reasoning: number | null): number | null {
  const ref = trace.reference_tokens;
  if (native === null || !ref) return null;
  const provider = reasoning !== null && reasoning > 0 ? native - reasoning : native;
  const reference = reasoning !== null && reasoning > 0 ? ref.output_tokens - ref.reasoning_tokens : ref.output_tokens;
  if (reference < MIN_TOKENS_TO_COMPARE) return null;
  return dropNoise((provider - reference) / reference);
}

/**
 * The server's own generation interval, by the name each server gives it
 * (traces keep the provider's names): Ollama `eval_ms` over `eval_count`,
 * llama.cpp `predicted_ms` over `predicted_n`, Groq `completion_ms` over the
 * usage count; `generation_ms` / `generation_tokens` for any other source.
 */
const GENERATION_MS = ['generation_ms', 'eval_ms', 'predicted_ms', 'completion_ms'] as const;
const GENERATION_TOKENS = ['generation_tokens', 'eval_count', 'predicted_n'] as const;

/** The server's own generation interval and the rate over it, when the server reports one. */
export function serverRate(trace: Trace, outputTokens: number): { ms: number | null; tps: number | null } {
  const st = trace.server_timing;
  if (!st) return { ms: null, tps: null };
  const ms = GENERATION_MS.map((k) => st[k]).find(finite) ?? null;
  const tokens = GENERATION_TOKENS.map((k) => st[k]).find(finite) ?? outputTokens;
  return { ms, tps: rate(tokens, ms) };
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

/**
 * The prompt tokens the provider served from its cache, and their share of
 * the whole prompt. The usage count wins; llama.cpp builds that put none in
 * usage still say `timings.cache_n` (cached) beside `prompt_n` (evaluated).
 * Anthropic and Bedrock count cached tokens outside input_tokens, so their
 * adapters give the whole prompt as input_total_tokens.
 */
export function cachedInput(trace: Trace): { tokens: number | null; share: number | null } {
  const u = trace.usage;
  const st = trace.server_timing;
  const tokens = u?.input_cached_tokens ?? (st && finite(st.cache_n) ? st.cache_n : null);
  if (tokens === null) return { tokens: null, share: null };
  const fromTimings = st && finite(st.prompt_n) && finite(st.cache_n) ? st.prompt_n + st.cache_n : null;
  const total = u?.input_total_tokens ?? u?.input_tokens ?? fromTimings;
  const share = total !== null && total > 0 ? Math.min(1, tokens / total) : null;
  return { tokens, share: share === null ? null : dropNoise(share) };
}

/** The connection a request went out on, as results.json lists it; nulls where the trace has none (older traces). */
export function connectionFields(
  trace: Trace,
): Pick<RequestResult, 'sent_ms' | 'new_connection' | 'connect_ms' | 'dns_ms' | 'tcp_ms' | 'tls_ms' | 'retries'> {
  const c = trace.conn ?? null;
  const fresh = c !== null && !c.reused;
  const phases = fresh ? [c.dns_ms, c.tcp_ms, c.tls_ms].filter((x): x is number => x !== null) : [];
  return {
    sent_ms: trace.at.sent ?? null,
    new_connection: c === null ? null : fresh,
    // Rounded to the µs the phases carry: a sum of doubles adds float noise.
    connect_ms: fresh && phases.length > 0 ? Math.round(phases.reduce((a, b) => a + b, 0) * 1000) / 1000 : null,
    dns_ms: fresh ? c.dns_ms : null,
    tcp_ms: fresh ? c.tcp_ms : null,
    tls_ms: fresh ? c.tls_ms : null,
    retries: trace.retries?.length ?? 0,
  };
}

/** One request's result: its label, timings, tokens and rates. Pure. */
export function analyzeRequest(trace: Trace, t: Analysis): RequestResult {
  return analyzeRequestWithSamples(trace, t).result;
}

/** A request's token counts, in results.json's order: counted, hidden, cached. */
function tokenFields(
  tokens: ReturnType<typeof countTokens>,
  hidden: ReturnType<typeof hiddenReasoning>,
  cached: ReturnType<typeof cachedInput>,
) {
  return {
    output_tokens: tokens.output_tokens,
    reasoning_tokens: tokens.reasoning_tokens,
    token_source: tokens.token_source,
    usage_output_tokens: tokens.usage_output_tokens,
    reference_output_tokens: tokens.reference_output_tokens,
    reference_tokenizer: tokens.reference_tokenizer,
    token_disagreement: tokens.token_disagreement,
    streamed_tokens: hidden.streamed_tokens,
    hidden_reasoning_tokens: hidden.hidden_reasoning_tokens,
    hidden_reasoning_estimate: hidden.hidden_reasoning_estimate,
    streamed_reasoning_tokens: hidden.streamed_reasoning_tokens,
    rate_token_basis: hidden.rate_token_basis,
    input_cached_tokens: cached.tokens,
    input_cached_share: cached.share,
  };
}

/**
 * analyzeRequest, plus the per-token and per-gap samples its group's ITL and
 * chunk-gap figures are built from (kept out of results.json: one a token).
 */
export function analyzeRequestWithSamples(
  trace: Trace,
  t: Analysis,
): { result: RequestResult; samples: StreamSamples } {
  const c = classify(trace, t);
  const tokens = countTokens(trace, t);
  const ok = c.outcome !== 'error';
  const streamed = c.outcome === 'streamed';
  const generation_ms = generationMs(trace);
  const total_ms = trace.at.end;
  const server = serverRate(trace, tokens.output_tokens);
  const hidden = hiddenReasoning(trace, tokens, t);
  // Rates are computed over the stored intervals, so results.json re-derives
  // itself. The streaming rate counts only tokens that crossed the wire in
  // its interval; end-to-end counts every generated token over the request.
  const post_first_content_tps = streamed ? rate(hidden.streamed_tokens, generation_ms) : null;
  const end_to_end_tps = ok ? rate(tokens.output_tokens, total_ms) : null;
  // The one place the stream timing learns its token count: the tokens that
  // crossed the wire (output_tokens less hidden reasoning).
  const streamedTokens = hidden.streamed_tokens;
  const timing = streamTiming(trace, t, streamedTokens, c.outcome);
  const ending = endingOf(trace);
  const client_stall_ms = clientStallMs(trace);
  const client_stalled = client_stall_ms !== null && client_stall_ms > t.max_client_stall_ms;
  // A stalled client stamps queued reads together: a rate of millions is its
  // own doing, flagged client_stalled; the implausible rule judges the rest.
  const implausible =
    !client_stalled &&
    implausibleReasons(
      {
        outcome: c.outcome,
        output_tokens: tokens.output_tokens,
        streamed_tokens: hidden.streamed_tokens,
        generation_ms,
        total_ms,
        post_first_content_tps,
        end_to_end_tps,
        decode_tps: timing.decode_tps,
      },
      t,
    ).length > 0;
  const result: RequestResult = {
    id: trace.id,
    provider: trace.provider,
    model: trace.model,
    prompt: trace.prompt,
    rep: trace.rep,
    warmup: trace.warmup,
    outcome: c.outcome,
    buffered_rule: c.buffered_rule,
    borderline: borderlineOf(trace, t, c),
    error_kind: c.error_kind,
    error_message: c.error_message,
    http_status: trace.error?.http_status ?? trace.http.status ?? null,
    metric: streamed ? 'post_first_content' : ok ? 'end_to_end' : null,
    ttft_ms: streamed ? trace.at.first_content : null,
    ttfa_ms: streamed ? trace.at.first_answer : null,
    // Raw moments, exactly as the trace holds them.
    first_byte_ms: trace.at.first_byte,
    headers_ms: trace.at.headers,
    ...connectionFields(trace),
    first_content_ms: trace.at.first_content,
    total_ms,
    generation_ms,
    content_reads: trace.content_reads,
    ...tokenFields(tokens, hidden, cachedInput(trace)),
    server_generation_ms: ok ? server.ms : null,
    server_tps: ok ? dropNoiseOrNull(server.tps) : null,
    post_first_content_tps: dropNoiseOrNull(post_first_content_tps),
    end_to_end_tps: dropNoiseOrNull(end_to_end_tps),
    implausible,
    // A provider count past the reference count that hidden reasoning
    // explains is flagged as that (with both counts), not twice.
    token_mismatch:
      hidden.hidden_reasoning_estimate !== 'beyond_reference' &&
      tokens.token_disagreement !== null &&
      Math.abs(tokens.token_disagreement) > t.max_token_disagreement,
    client_stall_ms,
    client_stalled,
    served: servedOf(trace),
    ...timing,
    ...requestFluidity(trace, streamedTokens, c.outcome, t),
    truncated: ok && ending.truncated,
    content_filtered: ending.content_filtered,
    ...requestToolFields(trace, t, c.outcome, tokens.output_tokens, client_stalled),
  };
  return { result, samples: streamSamples(trace, streamedTokens, c.outcome) };
}
