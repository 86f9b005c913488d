import type { TraceUsage } from '../../trace.ts';
import {
  bearer,
  errorMessage,
  hasText,
  head,
  isObject,
  joinUrl,
  nonEmpty,
  num,
  parseJson,
  requestBody,
  requestHeaders,
  secondsToMs,
  pushToolCall,
  toolIndex,
  type Json,
} from '../common.ts';
import { imagesAt, lastUserIndex, openaiChatContent, openaiChatShape } from '../shapes.ts';
import { applyThinkTags, thinkTagsEnabled } from '../think-tags.ts';
import type { Adapter, AdapterEvent, BuildInput, RequestSpec, StreamContext, WireEvent } from '../types.ts';
import { chatCalls, chatResults, renderTurns, rolesOf } from '../tool-turns.ts';

// OpenAI Chat Completions (`POST /chat/completions`, `stream: true`) and the
// many servers that speak it: Azure OpenAI (azure-openai.ts reuses this
// parser), DeepSeek, OpenRouter, Groq, Mistral, vLLM, llama.cpp, Ollama's
// /v1, ... Their dialects, as seen in real recorded streams
// (test/conformance/wire.test.ts):
//   - a role-only first delta (`{"role":"assistant","content":""}`), and
//     chunks with `content: ""` or `null`: never content;
//   - usage in a chunk with `choices: []` (OpenAI include_usage, Azure), on
//     the finish chunk itself (DeepSeek, Mistral, Groq), or followed by more
//     chunks (OpenAI moderation results arrive after the usage chunk);
//   - Groq repeats usage in `x_groq.usage`;
//   - reasoning as `delta.reasoning_content` (DeepSeek) or `delta.reasoning`
//     (OpenRouter, Groq); OpenRouter's `reasoning_details` repeats the same
//     text and is ignored so nothing is counted twice;
//   - Mistral magistral sends `delta.content` as an array of parts:
//     `{type:"thinking", thinking:[{type:"text",text}]}` and `{type:"text",text}`;
//   - Azure opens with a `choices: []` chunk of prompt_filter_results;
//   - errors mid-stream as a chunk with a top-level `error` (OpenRouter, with
//     usage beside it and HTTP 200) or as an SSE `event: error` (Groq);
//   - server-side timings: Groq's `usage` / `x_groq.usage` carry queue_time,
//     prompt_time, completion_time and total_time in seconds (kept as
//     queue_ms, prompt_ms, completion_ms, total_ms); llama.cpp's `timings`
//     carry prompt_ms, predicted_ms, predicted_n, predicted_per_second, ...
//     (kept under llama.cpp's own names, which say their units);
//   - a finish_reason other than stop / tool_calls / function_call (length,
//     content_filter, ...) is a meta note "finish_reason X", so an answer cut
//     at max_tokens or by a filter is marked (analyze/ending.ts);
//   - reasoning inline in the content as `<think>...</think>` (DeepSeek-R1
//     distills, QwQ, Qwen3 behind servers without a reasoning parser): read
//     as reasoning when the provider sets `think_tags: true` (think-tags.ts).

/**
 * The Chat Completions request body before the provider's `body:` is merged
 * over it. `provider.body` values win, and a key set to null is removed, so a
 * server that wants `max_completion_tokens` instead of `max_tokens` (OpenAI
 * o-series, gpt-5) is configured as
 *   body: { max_completion_tokens: 64, max_tokens: null }
 * (without the null both are sent), and one that rejects stream_options
 * takes `body: { stream_options: null }`.
 */
export function chatBody({ provider, messages, maxTokens, shape }: BuildInput) {
  const last = lastUserIndex(rolesOf(messages));
  return {
    model: provider.model,
    messages: renderTurns(
      messages,
      (m, i) => ({ role: m.role, content: openaiChatContent(m.content, imagesAt(shape, i, last)) }),
      chatCalls,
      chatResults,
    ),
    stream: true as const,
    stream_options: { include_usage: true },
    max_tokens: maxTokens,
    ...openaiChatShape(shape),
  };
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, '/chat/completions'),
    method: 'POST',
    headers: requestHeaders(provider, 'text/event-stream', bearer(apiKey)),
    body: requestBody(chatBody(input), provider),
  };
}

/** Usage: top-level, else Groq's copy in `x_groq.usage`. */
function usageObject(chunk: Json): Json | null {
  if (isObject(chunk.usage)) return chunk.usage;
  const groq = isObject(chunk.x_groq) ? chunk.x_groq.usage : undefined;
  return isObject(groq) ? groq : null;
}

function usageOf(chunk: Json): Partial<TraceUsage> | null {
  const raw = usageObject(chunk);
  if (raw === null) return null;
  const usage: Partial<TraceUsage> = {};
  const output = num(raw.completion_tokens);
  const input = num(raw.prompt_tokens);
  const reasoning = isObject(raw.completion_tokens_details)
    ? num(raw.completion_tokens_details.reasoning_tokens)
    : undefined;
  if (output !== undefined) usage.output_tokens = output;
  if (input !== undefined) usage.input_tokens = input;
  if (reasoning !== undefined) usage.reasoning_tokens = reasoning;
  // OpenAI, vLLM, SGLang and llama.cpp's newer builds say it here; llama.cpp's
  // `timings.cache_n` (kept as server timing) is read where this is absent.
  const cached = isObject(raw.prompt_tokens_details) ? num(raw.prompt_tokens_details.cached_tokens) : undefined;
  if (cached !== undefined) usage.input_cached_tokens = cached;
  return Object.keys(usage).length > 0 ? usage : null;
}

/** Groq's usage timings, in seconds on the wire, to server-timing names in ms. */
const GROQ_TIMINGS: ReadonlyArray<[wire: string, name: string]> = [
  ['queue_time', 'queue_ms'],
  ['prompt_time', 'prompt_ms'],
  ['completion_time', 'completion_ms'],
  ['total_time', 'total_ms'],
];

/** llama.cpp's `timings` fields, kept as they are: each name says its unit. */
const LLAMA_CPP_TIMINGS = [
  'prompt_n',
  'prompt_ms',
  'prompt_per_token_ms',
  'prompt_per_second',
  'predicted_n',
  'predicted_ms',
  'predicted_per_token_ms',
  'predicted_per_second',
  'cache_n',
] as const;

function serverTimingOf(chunk: Json): Record<string, number> | null {
  const raw = usageObject(chunk);
  // Most chunks carry neither: no object is made for them (this runs for every event).
  if (raw === null && !isObject(chunk.timings)) return null;
  const timing: Record<string, number> = {};
  if (raw !== null) {
    for (const [wire, name] of GROQ_TIMINGS) {
      const s = num(raw[wire]);
      if (s !== undefined) timing[name] = secondsToMs(s);
    }
  }
  if (isObject(chunk.timings)) {
    for (const name of LLAMA_CPP_TIMINGS) {
      const v = num(chunk.timings[name]);
      if (v !== undefined) timing[name] = v;
    }
  }
  return Object.keys(timing).length > 0 ? timing : null;
}

/** Text of a `thinking` part: a list of `{type:"text", text}` or a plain string. */
function thinkingText(thinking: unknown): string {
  if (typeof thinking === 'string') return thinking;
  if (!Array.isArray(thinking)) return '';
  return thinking.map((p) => (isObject(p) && typeof p.text === 'string' ? p.text : '')).join('');
}

/**
 * The generated text of one delta (streaming) or message (complete body), in
 * wire order: reasoning first, then the answer.
 */
function textOf(m: Json, out: AdapterEvent[]): void {
  if (nonEmpty(m.reasoning_content)) out.push({ kind: 'reasoning', text: m.reasoning_content });
  else if (nonEmpty(m.reasoning)) out.push({ kind: 'reasoning', text: m.reasoning });

  const content = m.content;
  if (nonEmpty(content)) out.push({ kind: 'content', text: content });
  else if (Array.isArray(content)) {
    for (const part of content) {
      if (typeof part === 'string') {
        if (part.length > 0) out.push({ kind: 'content', text: part });
      } else if (isObject(part)) {
        if (part.type === 'thinking' || part.type === 'reasoning') {
          const text = thinkingText(part.thinking ?? part.reasoning ?? part.text);
          if (text.length > 0) out.push({ kind: 'reasoning', text });
        } else if (part.type === 'text' && nonEmpty(part.text)) {
          out.push({ kind: 'content', text: part.text });
        }
      }
    }
  }
  // A refusal is the model's answer; a tool call's name and arguments are
  // generated tokens too (counted in completion_tokens), so an answer that is
  // only a tool call is not mistaken for an empty one.
  if (nonEmpty(m.refusal)) out.push({ kind: 'content', text: m.refusal });
  // Parallel calls stream interleaved, each delta keyed by its `index`.
  if (Array.isArray(m.tool_calls)) {
    for (const [i, call] of m.tool_calls.entries()) {
      if (!isObject(call) || !isObject(call.function)) continue;
      const name = typeof call.function.name === 'string' ? call.function.name : '';
      const args = typeof call.function.arguments === 'string' ? call.function.arguments : '';
      pushToolCall(out, toolIndex(call.index, i), name, args);
    }
  }
}

type Meta = Extract<AdapterEvent, { kind: 'meta' }>;

function metaOf(chunk: Json): Meta {
  const meta: Meta = { kind: 'meta' };
  if (nonEmpty(chunk.model)) meta.model = chunk.model;
  if (nonEmpty(chunk.system_fingerprint)) meta.systemFingerprint = chunk.system_fingerprint;
  return meta;
}

/**
 * One chunk's meanings. Text, usage, server timings and errors are reported
 * as found; the model and system fingerprint ride on a `meta` event emitted
 * for every chunk that carries no text (the role-only opener, the finish and
 * usage chunks), which keeps them out of the hundreds of text chunks while
 * making sure each wire event yields at least one meaning. With `think_tags`,
 * the text passes through the tag splitter first, so a chunk that is only a
 * `<think>` tag is a `meta` too; a finish reason (or an error, or a complete
 * body) ends the text and releases what the splitter held back.
 */
function parseChunk(
  chunk: Json,
  forceError: boolean,
  list: 'delta' | 'message',
  ctx: StreamContext | undefined,
): AdapterEvent[] {
  const out: AdapterEvent[] = [];
  const hasError = chunk.error !== undefined && chunk.error !== null;
  if (hasError) out.push({ kind: 'error', message: errorMessage(chunk.error) });
  else if (forceError) out.push({ kind: 'error', message: head(JSON.stringify(chunk), 1000) });

  // Text goes straight into `out` unless think tags must split it first: one
  // array per event, not three (this runs for every event; see the README's
  // allocation figures).
  const tags = thinkTagsEnabled(ctx);
  const text: AdapterEvent[] = tags ? [] : out;
  let finished = list === 'message' || hasError || forceError;
  let note: string | undefined;
  if (Array.isArray(chunk.choices)) {
    for (const choice of chunk.choices) {
      if (!isObject(choice)) continue;
      if (isObject(choice[list])) textOf(choice[list], text);
      if (nonEmpty(choice.finish_reason)) {
        finished = true;
        if (!ORDINARY_FINISH.has(choice.finish_reason)) note ??= `finish_reason ${choice.finish_reason}`;
      }
    }
  }
  if (tags) for (const e of applyThinkTags(text, ctx, finished)) out.push(e);
  const withText = hasText(out);
  const usage = usageOf(chunk);
  if (usage) out.push({ kind: 'usage', usage });
  const timing = serverTimingOf(chunk);
  if (timing) out.push({ kind: 'server_timing', timing });
  if (!withText || note !== undefined) {
    const meta: Meta = withText ? { kind: 'meta' } : metaOf(chunk);
    out.push(note === undefined ? meta : { ...meta, note });
  }
  return out;
}

/** Finish reasons of an answer that ended as the model meant it to. */
const ORDINARY_FINISH = new Set(['stop', 'tool_calls', 'function_call', 'eos', 'end_turn', 'stop_sequence']);

function parseEvent(event: WireEvent, ctx?: StreamContext): AdapterEvent[] {
  const data = event.data.trim();
  const isError = event.event === 'error';
  if (data === '[DONE]') return [...applyThinkTags([], ctx, true), { kind: 'done' }];
  if (data === '') return [isError ? { kind: 'error', message: 'error event without data' } : { kind: 'meta' }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: 'error', message: head(data, 1000) } : parsed.event];
  return parseChunk(parsed.value, isError, 'delta', ctx);
}

function parseBody(body: string, ctx?: StreamContext): AdapterEvent[] {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  // A complete body is one response: its model first, whatever else it holds.
  const events = parseChunk(parsed.value, false, 'message', ctx).filter((e) => e.kind !== 'meta');
  return [metaOf(parsed.value), ...events];
}

export const openaiChat: Adapter = {
  api: 'openai-chat',
  framing: 'sse',
  buildRequest,
  parseEvent,
  parseBody,
};
