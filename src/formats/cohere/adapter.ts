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
  type Json,
  pushToolCall,
  toolIndex,
} from '../common.ts';
import { cohereContent, cohereShape, imagesAt, lastUserIndex } from '../shapes.ts';
import type { Adapter, AdapterEvent, BuildInput, RequestSpec, StreamContext, WireEvent } from '../types.ts';
import { cohereCalls, cohereResults, renderTurns, rolesOf } from '../tool-turns.ts';

// Cohere v2 chat (`POST {base_url}/chat`, base_url https://api.cohere.com/v2,
// bearer key, `stream: true`). Named SSE events whose JSON repeats the name
// in `type`. As seen in recorded payloads (test/conformance/wire-native.test.ts):
//   - message-start (id, empty message), content-start (`{type: "thinking"}`
//     or `{type: "text"}` with empty text), content-end, citation-*,
//     tool-call-end and unknown types: meta;
//   - content-delta: `delta.message.content.text` is the answer,
//     `delta.message.content.thinking` reasoning (reasoning models);
//     tool-plan-delta (`delta.message.tool_plan`, the model's plan before
//     calling tools) is reasoning; tool-call-start / tool-call-delta carry a
//     tool call's generated name and arguments: answer text, as openai-chat
//     counts tool calls;
//   - message-end: `delta.usage.tokens` {input_tokens, output_tokens} are the
//     tokens the model read and generated: that is the usage. Cohere also
//     reports `delta.usage.billed_units` (what is charged: here 50 output vs
//     54 generated, 8 input vs 1394 read). Billed units are not a token count
//     of this response, so they never stand in for usage; they are kept
//     beside it as server-reported numbers named billed_input_tokens and
//     billed_output_tokens (the `server_timing` record is the trace's place
//     for numbers the provider reports about its own work; the names say the
//     unit). message-end is the end of the stream (done);
//   - message-end with `delta.error`, or finish_reason ERROR, is an error;
//     other finish reasons than COMPLETE / STOP_SEQUENCE / TOOL_CALL (e.g.
//     MAX_TOKENS) are a meta note;
//   - Cohere reports no separate reasoning token count.

/**
 * The request body before the provider's `body:` is merged over it. Roles
 * are kept (developer -> system). Reasoning is per model, e.g.
 *   body: { thinking: { type: enabled } }
 */
export function cohereBody({ provider, messages, maxTokens, shape }: BuildInput) {
  const last = lastUserIndex(rolesOf(messages));
  return {
    model: provider.model,
    messages: renderTurns(
      messages,
      (m, i) => ({
        role: m.role === 'developer' ? 'system' : m.role,
        content: cohereContent(m.content, imagesAt(shape, i, last)),
      }),
      cohereCalls,
      cohereResults,
    ),
    stream: true as const,
    max_tokens: maxTokens,
    ...cohereShape(shape),
  };
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, '/chat'),
    method: 'POST',
    headers: requestHeaders(provider, 'text/event-stream', bearer(apiKey)),
    body: requestBody(cohereBody(input), provider),
  };
}

const ORDINARY_FINISH = new Set(['COMPLETE', 'STOP_SEQUENCE', 'TOOL_CALL']);

/** `delta.message` of a stream event, or {}. */
function messageOf(data: Json): Json {
  return isObject(data.delta) && isObject(data.delta.message) ? data.delta.message : {};
}

/** Text of a content object: `{text}` (answer) or `{thinking}` (reasoning). */
function contentText(content: unknown, out: AdapterEvent[]): void {
  if (!isObject(content)) return;
  if (nonEmpty(content.thinking)) out.push({ kind: 'reasoning', text: content.thinking });
  if (nonEmpty(content.text)) out.push({ kind: 'content', text: content.text });
}

/**
 * A tool call's generated name and arguments: in the stream an object, keyed
 * by the event's `index`; in a complete message a list, keyed by position.
 */
function toolCallText(calls: unknown, out: AdapterEvent[], streamIndex: unknown): void {
  const list = Array.isArray(calls) ? calls : [calls];
  for (const [i, call] of list.entries()) {
    if (!isObject(call) || !isObject(call.function)) continue;
    const name = nonEmpty(call.function.name) ? call.function.name : '';
    const args = nonEmpty(call.function.arguments) ? call.function.arguments : '';
    pushToolCall(out, Array.isArray(calls) ? i : toolIndex(streamIndex, 0), name, args);
  }
}

/** usage.tokens as the usage; billed_units as named server-reported numbers. */
function usageEvents(usage: unknown): AdapterEvent[] {
  if (!isObject(usage)) return [];
  const out: AdapterEvent[] = [];
  if (isObject(usage.tokens)) {
    const u: Partial<TraceUsage> = {};
    const output = num(usage.tokens.output_tokens);
    const input = num(usage.tokens.input_tokens);
    if (output !== undefined) u.output_tokens = output;
    if (input !== undefined) u.input_tokens = input;
    if (Object.keys(u).length > 0) out.push({ kind: 'usage', usage: u });
  }
  if (isObject(usage.billed_units)) {
    const billed: Record<string, number> = {};
    const output = num(usage.billed_units.output_tokens);
    const input = num(usage.billed_units.input_tokens);
    if (input !== undefined) billed.billed_input_tokens = input;
    if (output !== undefined) billed.billed_output_tokens = output;
    if (Object.keys(billed).length > 0) out.push({ kind: 'server_timing', timing: billed });
  }
  return out;
}

/** The end of a response (stream `message-end` delta, or a complete body): error, usage, note. */
function endOf(end: Json, out: AdapterEvent[]): AdapterEvent {
  const finish = end.finish_reason;
  if (end.error !== undefined && end.error !== null) out.push({ kind: 'error', message: errorMessage(end.error) });
  else if (finish === 'ERROR') out.push({ kind: 'error', message: 'finish_reason ERROR' });
  out.push(...usageEvents(end.usage));
  return nonEmpty(finish) && !ORDINARY_FINISH.has(finish) && finish !== 'ERROR'
    ? { kind: 'meta', note: `finish_reason ${finish}` }
    : { kind: 'meta' };
}

function parseStreamEvent(data: Json, sseName: string | undefined): AdapterEvent[] {
  const type = nonEmpty(data.type) ? data.type : (sseName ?? '');
  if (type === 'error' || sseName === 'error') {
    const message = data.error !== undefined ? errorMessage(data.error) : errorMessage(data);
    return [{ kind: 'error', message }];
  }
  const out: AdapterEvent[] = [];
  switch (type) {
    case 'content-delta':
    case 'content-start':
      contentText(messageOf(data).content, out);
      break;
    case 'tool-plan-delta': {
      const plan = messageOf(data).tool_plan;
      if (nonEmpty(plan)) out.push({ kind: 'reasoning', text: plan });
      break;
    }
    case 'tool-call-start':
    case 'tool-call-delta':
      toolCallText(messageOf(data).tool_calls, out, data.index);
      break;
    case 'message-end': {
      const meta = endOf(isObject(data.delta) ? data.delta : {}, out);
      return [...out, meta, { kind: 'done' }];
    }
  }
  return hasText(out) ? out : [...out, { kind: 'meta' }];
}

function parseEvent(event: WireEvent, _ctx?: StreamContext): AdapterEvent[] {
  const data = event.data.trim();
  const isError = event.event === 'error';
  if (data === '[DONE]') return [{ kind: 'done' }];
  if (data === '') return [isError ? { kind: 'error', message: 'error event without data' } : { kind: 'meta' }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: 'error', message: head(data, 1000) } : parsed.event];
  return parseStreamEvent(parsed.value, event.event);
}

/** A complete v2 chat response (a server that ignored `stream: true`). */
function parseBody(body: string, _ctx?: StreamContext): AdapterEvent[] {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  const response = parsed.value;
  const out: AdapterEvent[] = [];
  const message = isObject(response.message) ? response.message : {};
  if (nonEmpty(message.tool_plan)) out.push({ kind: 'reasoning', text: message.tool_plan });
  if (Array.isArray(message.content)) for (const part of message.content) contentText(part, out);
  toolCallText(message.tool_calls ?? [], out, undefined);
  const meta = endOf(response, out);
  return [meta, ...out];
}

export const cohere: Adapter = {
  api: 'cohere',
  framing: 'sse',
  buildRequest,
  parseEvent,
  parseBody,
};
