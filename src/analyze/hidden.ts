import type { Analysis } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import type { HiddenReasoningEstimate, RateTokenBasis } from './types.ts';

// Hidden reasoning (design.md "Hidden reasoning"): a reasoning model's token
// count includes reasoning it never streamed (OpenAI's reasoning models on
// chat completions stream none; the Responses API, Gemini and Claude 4
// stream a summary). Those tokens were generated before or between the
// visible text, so a streaming rate that divides them by the interval in
// which the visible text arrived reports a speed nobody saw (5.5x on the
// azure-1 recording). Pure: the trace, its counts and the thresholds.

/**
 * Below this many tokens an estimated excess is not judged: a few tokens of
 * difference (a BOS token, a trailing newline, a tokenizer's merge) are no
 * evidence of hidden reasoning. Matches MIN_TOKENS_TO_COMPARE in rates.ts.
 */
const MIN_EXCESS_TOKENS = 20;

export interface HiddenReasoning {
  /** Tokens that arrived as text: output_tokens minus hidden_reasoning_tokens. */
  streamed_tokens: number;
  hidden_reasoning_tokens: number;
  /** How the hidden count was found; null when nothing was hidden. */
  hidden_reasoning_estimate: HiddenReasoningEstimate | null;
  /** The streamed reasoning text in provider tokens (estimated), null when none streamed or unknown. */
  streamed_reasoning_tokens: number | null;
  /** Which count the streaming rates divide. */
  rate_token_basis: RateTokenBasis;
}

export interface CountsForHidden {
  /** The count the rates divide (see countTokens). */
  output_tokens: number;
  token_source: string;
  /** The provider's own count, null when it gave none. */
  usage_output_tokens: number | null;
  reasoning_tokens: number | null;
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

const none = (tokens: number, streamedReasoning: number | null = null): HiddenReasoning => ({
  streamed_tokens: tokens,
  hidden_reasoning_tokens: 0,
  hidden_reasoning_estimate: null,
  streamed_reasoning_tokens: streamedReasoning,
  rate_token_basis: 'output_tokens',
});

/**
 * The hidden part of a response's provider count, in provider tokens:
 * - `reasoning_tokens` given, no reasoning text streamed: all of it (exact);
 * - `reasoning_tokens` given and a summary streamed: reasoning_tokens minus
 *   the summary's tokens, the summary counted with the reference tokenizer
 *   and scaled by the provider/reference ratio of the same response's answer
 *   (`summary_scaled`; unscaled when the answer is under 20 reference tokens:
 *   `summary_reference`; chars/4 for both when the run has no reference
 *   counts: `summary_chars`), clamped to [0, reasoning_tokens]; a remainder
 *   within `max_token_disagreement` of reasoning_tokens is an honest
 *   tokenizer difference, not hidden reasoning (deepseek-reasoner streams
 *   all of its reasoning);
 * - no reasoning split but reasoning text streamed (Claude 4 bills its full
 *   thinking and streams a summary): the provider count beyond the reference
 *   count of everything received, when past `max_token_disagreement` and at
 *   least 20 tokens (`beyond_reference`);
 * - otherwise 0. A response without a provider count has nothing hidden to
 *   find: its count is of the received text.
 *
 * With `rate_tokens: reference` the rates already divide the reference count
 * of the received text, which holds no hidden token: the hidden count is
 * still found (the flag and the reports show it) but streamed_tokens is
 * output_tokens.
 */
export function hiddenReasoning(
  trace: Trace,
  c: CountsForHidden,
  t: Pick<Analysis, 'max_token_disagreement'>,
): HiddenReasoning {
  const native = c.usage_output_tokens;
  if (native === null) return none(c.output_tokens);
  const ref = trace.reference_tokens ?? null;
  const reasoningChars = trace.output.reasoning_chars;
  const answerChars = trace.output.chars;
  const R = c.reasoning_tokens;
  let hidden = 0;
  let estimate: HiddenReasoningEstimate | null = null;
  let streamedReasoning: number | null = null;

  if (finite(R) && R > 0) {
    if (reasoningChars === 0) {
      hidden = R;
      estimate = 'exact';
      streamedReasoning = 0;
    } else {
      // The summary in reference tokens (or chars/4 without reference counts),
      // scaled into the provider's tokens by the answer's ratio where the
      // answer is long enough to give one.
      const refReasoning = ref ? ref.reasoning_tokens : Math.ceil(reasoningChars / 4);
      const refAnswer = ref ? ref.output_tokens - ref.reasoning_tokens : Math.ceil(answerChars / 4);
      const providerAnswer = native - R;
      const scaled = refAnswer >= MIN_EXCESS_TOKENS && providerAnswer > 0;
      const scale = scaled ? providerAnswer / refAnswer : 1;
      streamedReasoning = Math.round(refReasoning * scale);
      const remainder = Math.min(R, Math.max(0, R - streamedReasoning));
      if (remainder > R * t.max_token_disagreement) {
        hidden = remainder;
        estimate = !ref ? 'summary_chars' : scaled ? 'summary_scaled' : 'summary_reference';
      }
    }
  } else if (R === null && reasoningChars > 0 && ref) {
    const excess = native - ref.output_tokens;
    if (excess >= MIN_EXCESS_TOKENS && native > ref.output_tokens * (1 + t.max_token_disagreement)) {
      hidden = excess;
      estimate = 'beyond_reference';
      streamedReasoning = ref.reasoning_tokens;
    }
  }
  if (hidden === 0) return none(c.output_tokens, streamedReasoning);
  // With rate_tokens: reference (or any count of the received text) nothing
  // hidden is in the count the rates divide.
  const countsReceivedText = c.token_source !== 'usage' && c.token_source !== 'server';
  return {
    streamed_tokens: countsReceivedText ? c.output_tokens : native - hidden,
    hidden_reasoning_tokens: hidden,
    hidden_reasoning_estimate: estimate,
    streamed_reasoning_tokens: streamedReasoning,
    rate_token_basis: countsReceivedText ? 'output_tokens' : 'streamed_tokens',
  };
}
