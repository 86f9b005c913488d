import type { Trace } from '../trace.ts';

// How an answer ended, from what the provider said (the adapters keep a
// stop reason of note as a trace note: "finish_reason length", "stop_reason
// max_tokens", "finishReason MAX_TOKENS", ...). One rule over every wire
// format: an answer cut by a length limit is a success, marked truncated and
// flagged; one ended or blocked by a content filter is flagged as such.

/**
 * A length limit, by each format's name for it: OpenAI Chat and Ollama
 * `length`, Anthropic and Bedrock `max_tokens`, Gemini and Cohere
 * `MAX_TOKENS`, the Responses API's incomplete `max_output_tokens`.
 */
const LENGTH =
  /^(?:(?:finish_reason|finishReason|stop_reason|stopReason|done_reason)\s+(?:length|max_tokens|max_output_tokens)\b|response incomplete: max_output_tokens\b)/i;

/**
 * A content filter: OpenAI `content_filter`, Anthropic `refusal`, Gemini
 * SAFETY / RECITATION / BLOCKLIST / PROHIBITED_CONTENT / SPII /
 * IMAGE_SAFETY or a blocked prompt, Bedrock `content_filtered` /
 * `guardrail_intervened`, the Responses API's incomplete `content_filter`.
 */
const FILTER =
  /^(?:(?:finish_reason|finishReason|stop_reason|stopReason|done_reason)\s+(?:content_filter(?:ed)?|refusal|safety|recitation|blocklist|prohibited_content|spii|image_safety|guardrail_intervened)\b|response incomplete: content_filter\b|prompt blocked:)/i;

export interface Ending {
  truncated: boolean;
  content_filtered: boolean;
  /** The note that said so, for the flag's detail. */
  truncated_note: string | null;
  content_filter_note: string | null;
}

/** The ending a trace's notes describe. Pure. */
export function endingOf(trace: Trace): Ending {
  const notes = trace.response_meta?.notes ?? [];
  // Gemini joins several reasons of one chunk with "; ".
  const parts = notes.flatMap((n) => n.split('; '));
  const truncated_note = parts.find((n) => LENGTH.test(n)) ?? null;
  const content_filter_note = parts.find((n) => FILTER.test(n)) ?? null;
  return {
    truncated: truncated_note !== null,
    content_filtered: content_filter_note !== null,
    truncated_note,
    content_filter_note,
  };
}
