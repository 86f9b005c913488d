import type { TraceUsage } from '../../trace.ts';
import {
  bearer,
  errorMessage,
  head,
  isObject,
  joinUrl,
  nonEmpty,
  num,
  parseJson,
  requestBody,
  requestHeaders,
  toolIndex,
  type Json,
} from '../common.ts';
import { imagesAt, lastUserIndex, responsesContent, responsesShape } from '../shapes.ts';
import type { Adapter, AdapterEvent, BuildInput, RequestSpec, StreamContext, WireEvent } from '../types.ts';
import { renderTurns, responsesCalls, responsesResults, rolesOf } from '../tool-turns.ts';

// OpenAI Responses (`POST /responses`, `stream: true`). Every SSE event is
// named and its JSON repeats the name in `type`; the type is what counts.
// As seen in real recorded streams (test/conformance/wire-native.test.ts):
//   - `response.created` / `response.in_progress` open with the whole
//     response object (model, usage: null): meta;
//   - `response.reasoning_summary_text.delta` (o-series and gpt-5 with
//     reasoning.summary set) and `response.reasoning_text.delta` (open-weight
//     models' raw reasoning) are reasoning; `response.output_text.delta` is
//     the answer; `response.refusal.delta`, a function call's name (in its
//     `response.output_item.added`) and `response.function_call_arguments.delta`
//     are generated answer text too, as openai-chat counts tool calls;
//   - the `*.done`, `*.added` events repeat text already streamed or open
//     items, and `response.completed` carries the whole output again: all
//     meta here, so nothing is counted twice;
//   - usage only in the terminal `response.completed`: output_tokens (which
//     include reasoning), output_tokens_details.reasoning_tokens,
//     input_tokens. Other usage-shaped objects in the response (e.g.
//     `tool_usage.image_gen`) are not the response's usage;
//   - a reasoning model may reason without streaming any reasoning text
//     (gpt-5 without a summary): reasoning_tokens > 0, no reasoning events;
//   - events carry `sequence_number` and `obfuscation` padding: ignored;
//   - no `[DONE]`: the stream ends with `response.completed` (done),
//     `response.failed` or `response.incomplete` (errors; their usage, when
//     present, is still reported), or an `error` event.
// A `response.incomplete` that says why (`max_output_tokens`: the budget,
// reasoning included, ran out; `content_filter`) ends the answer as Chat
// Completions' finish_reason "length" does: a success with a meta note
// "response incomplete: REASON" (analyze/ending.ts marks it truncated or
// filtered). One that gives no reason stays a stream error: nothing says the
// answer is whole.

/**
 * The Responses request body before the provider's `body:` is merged over it.
 * Messages keep their roles (`system` and `developer` are accepted in
 * `input`). `max_output_tokens` includes reasoning tokens, and the API rejects
 * values below 16. Reasoning summaries are opt-in per model:
 *   body: { reasoning: { summary: auto } }
 */
export function responsesBody({ provider, messages, maxTokens, shape }: BuildInput) {
  const last = lastUserIndex(rolesOf(messages));
  return {
    model: provider.model,
    input: renderTurns(
      messages,
      (m, i) => ({ role: m.role, content: responsesContent(m.content, imagesAt(shape, i, last)) }),
      responsesCalls,
      responsesResults,
    ),
    stream: true as const,
    max_output_tokens: maxTokens,
    ...responsesShape(shape),
  };
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, '/responses'),
    method: 'POST',
    headers: requestHeaders(provider, 'text/event-stream', bearer(apiKey)),
    body: requestBody(responsesBody(input), provider),
  };
}

const CONTENT_DELTAS = new Set([
  'response.output_text.delta',
  'response.refusal.delta',
  'response.function_call_arguments.delta',
]);
const REASONING_DELTAS = new Set(['response.reasoning_summary_text.delta', 'response.reasoning_text.delta']);

function usageOf(response: Json): Partial<TraceUsage> | null {
  const raw = response.usage;
  if (!isObject(raw)) return null;
  const usage: Partial<TraceUsage> = {};
  const output = num(raw.output_tokens);
  const input = num(raw.input_tokens);
  const reasoning = isObject(raw.output_tokens_details) ? num(raw.output_tokens_details.reasoning_tokens) : undefined;
  if (output !== undefined) usage.output_tokens = output;
  if (input !== undefined) usage.input_tokens = input;
  if (reasoning !== undefined) usage.reasoning_tokens = reasoning;
  const cached = isObject(raw.input_tokens_details) ? num(raw.input_tokens_details.cached_tokens) : undefined;
  if (cached !== undefined) usage.input_cached_tokens = cached;
  return Object.keys(usage).length > 0 ? usage : null;
}

function metaOf(response: Json | undefined): Extract<AdapterEvent, { kind: 'meta' }> {
  return response !== undefined && nonEmpty(response.model)
    ? { kind: 'meta', model: response.model }
    : { kind: 'meta' };
}

/** incomplete_details.reasons that end an answer without an error: the limit or the filter said so. */
const KNOWN_INCOMPLETE = new Set(['max_output_tokens', 'content_filter']);

/** The reason of an incomplete response, when it is one of KNOWN_INCOMPLETE. */
function knownIncomplete(response: Json): string | null {
  const details = response.incomplete_details;
  const reason = isObject(details) && nonEmpty(details.reason) ? details.reason : null;
  return reason !== null && KNOWN_INCOMPLETE.has(reason) ? reason : null;
}

/** Why a response failed or stopped short, from its `error` or `incomplete_details`. */
function stopMessage(response: Json, status: 'failed' | 'incomplete'): string {
  if (status === 'failed') {
    const error = response.error;
    return error !== undefined && error !== null ? errorMessage(error) : 'response failed (no error given)';
  }
  const details = response.incomplete_details;
  const reason = isObject(details) && nonEmpty(details.reason) ? details.reason : 'no reason given';
  return `response incomplete: ${reason}`;
}

/** An `error` event: `{type:"error", code, message, param}` or `{type:"error", error:{...}}`. */
function errorEventMessage(data: Json): string {
  if (data.error !== undefined && data.error !== null) return errorMessage(data.error);
  if (nonEmpty(data.message)) return nonEmpty(data.code) ? `${data.code}: ${data.message}` : data.message;
  return head(JSON.stringify(data), 1000);
}

function parseStreamEvent(data: Json, sseName: string | undefined): AdapterEvent[] {
  const type = nonEmpty(data.type) ? data.type : (sseName ?? '');
  if (type === 'error' || sseName === 'error') return [{ kind: 'error', message: errorEventMessage(data) }];
  if (CONTENT_DELTAS.has(type) || REASONING_DELTAS.has(type)) {
    if (!nonEmpty(data.delta)) return [{ kind: 'meta' }];
    const text: AdapterEvent = { kind: CONTENT_DELTAS.has(type) ? 'content' : 'reasoning', text: data.delta };
    if (type !== 'response.function_call_arguments.delta') return [text];
    // Keyed by the output item, as the item's `added` event is.
    return [text, { kind: 'tool', index: toolIndex(data.output_index, 0), args: data.delta }];
  }
  const response = isObject(data.response) ? data.response : undefined;
  const usage = response !== undefined ? usageOf(response) : null;
  const usageEvents: AdapterEvent[] = usage ? [{ kind: 'usage', usage }] : [];
  switch (type) {
    case 'response.output_item.added': {
      // A function call opens with its generated name; its arguments follow as deltas.
      const item = data.item;
      if (isObject(item) && item.type === 'function_call' && nonEmpty(item.name)) {
        return [
          { kind: 'content', text: item.name },
          { kind: 'tool', index: toolIndex(data.output_index, 0), name: item.name },
        ];
      }
      return [{ kind: 'meta' }];
    }
    case 'response.completed':
      return [...usageEvents, metaOf(response), { kind: 'done' }];
    case 'response.incomplete': {
      const reason = knownIncomplete(response ?? {});
      if (reason === null) {
        return [
          { kind: 'error', message: stopMessage(response ?? {}, 'incomplete') },
          ...usageEvents,
          metaOf(response),
        ];
      }
      return [...usageEvents, { ...metaOf(response), note: `response incomplete: ${reason}` }, { kind: 'done' }];
    }
    case 'response.failed': {
      const status = type === 'response.failed' ? 'failed' : 'incomplete';
      return [{ kind: 'error', message: stopMessage(response ?? {}, status) }, ...usageEvents, metaOf(response)];
    }
    default:
      return [metaOf(response)];
  }
}

function parseEvent(event: WireEvent, _ctx?: StreamContext): AdapterEvent[] {
  const data = event.data.trim();
  if (data === '[DONE]') return [{ kind: 'done' }];
  const isError = event.event === 'error';
  if (data === '') return [isError ? { kind: 'error', message: 'error event without data' } : { kind: 'meta' }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: 'error', message: head(data, 1000) } : parsed.event];
  return parseStreamEvent(parsed.value, event.event);
}

/** The text of a complete response's `output` items, in order. */
function outputText(output: unknown, out: AdapterEvent[]): void {
  if (!Array.isArray(output)) return;
  for (const [index, item] of output.entries()) {
    if (!isObject(item)) continue;
    if (item.type === 'reasoning') {
      // Raw reasoning (`content`) where the model exposes it, else its summary.
      const parts = Array.isArray(item.content) && item.content.length > 0 ? item.content : item.summary;
      if (!Array.isArray(parts)) continue;
      for (const p of parts) if (isObject(p) && nonEmpty(p.text)) out.push({ kind: 'reasoning', text: p.text });
    } else if (item.type === 'message' && Array.isArray(item.content)) {
      for (const p of item.content) {
        if (!isObject(p)) continue;
        if (p.type === 'output_text' && nonEmpty(p.text)) out.push({ kind: 'content', text: p.text });
        else if (p.type === 'refusal' && nonEmpty(p.refusal)) out.push({ kind: 'content', text: p.refusal });
      }
    } else if (item.type === 'function_call') {
      const name = nonEmpty(item.name) ? item.name : '';
      const args = nonEmpty(item.arguments) ? item.arguments : '';
      if (name.length + args.length > 0) {
        out.push({ kind: 'content', text: name + args });
        out.push({ kind: 'tool', index, ...(name ? { name } : {}), ...(args ? { args } : {}) });
      }
    }
  }
}

/** A complete response object (a server that ignored `stream: true`), or an error body. */
function parseBody(body: string, _ctx?: StreamContext): AdapterEvent[] {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  const response = parsed.value;
  const out: AdapterEvent[] = [metaOf(response)];
  const known = response.status === 'incomplete' ? knownIncomplete(response) : null;
  if (known !== null) {
    out[0] = { ...metaOf(response), note: `response incomplete: ${known}` };
  } else if (response.status === 'failed' || response.status === 'incomplete') {
    out.push({ kind: 'error', message: stopMessage(response, response.status) });
  } else if (response.error !== undefined && response.error !== null) {
    out.push({ kind: 'error', message: errorMessage(response.error) });
  }
  outputText(response.output, out);
  const usage = usageOf(response);
  if (usage) out.push({ kind: 'usage', usage });
  return out;
}

export const openaiResponses: Adapter = {
  api: 'openai-responses',
  framing: 'sse',
  buildRequest,
  parseEvent,
  parseBody,
};
