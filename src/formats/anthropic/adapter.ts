import type { TraceUsage } from '../../trace.ts';
import {
  head,
  isObject,
  joinUrl,
  nonEmpty,
  num,
  parseJson,
  requestBody,
  requestHeaders,
  splitSystem,
  type Json,
  toolIndex,
} from '../common.ts';
import { anthropicContent, anthropicShape, imagesAt, lastUserIndex } from '../shapes.ts';
import type { Adapter, AdapterEvent, BuildInput, RequestSpec, StreamContext, WireEvent } from '../types.ts';
import { anthropicCalls, anthropicResults, renderTurns, rolesOf } from '../tool-turns.ts';

// Anthropic Messages (`POST /messages`, `stream: true`). Named SSE events
// whose JSON repeats the name in `type`. As seen in a real recorded stream
// (test/conformance/wire-native.test.ts):
//   - `message_start` carries the model and usage with input_tokens and a
//     placeholder `output_tokens: 1`; only input_tokens is taken from it,
//     so a stream cut before `message_delta` has no output count rather
//     than a wrong one;
//   - `content_block_delta` with `text_delta` is the answer, `thinking_delta`
//     is reasoning (extended thinking), `input_json_delta` is a tool call's
//     generated arguments (answer text, as openai-chat counts tool calls;
//     the tool's name comes with its `content_block_start`);
//     `signature_delta` and `citations_delta` are meta. An empty
//     `thinking_delta` closes the thinking block: meta;
//   - `content_block_start` / `_stop`, `ping` (data `{"type": "ping"}`, with
//     a space) and unknown types are meta; `message_stop` is done;
//   - `message_delta` usage.output_tokens is CUMULATIVE (the whole answer so
//     far, reasoning included): it overwrites, never adds. Newer API versions
//     repeat input_tokens there too;
//   - `stop_reason` other than end_turn / stop_sequence / tool_use (e.g.
//     max_tokens, refusal, pause_turn) is a meta note;
//   - `event: error` (`{"type":"error","error":{"type":"overloaded_error",
//     "message":"Overloaded"}}`) arrives on an HTTP 200 stream: an error;
//   - the real wire pads data JSON with spaces before the final `}`.
// input_tokens is as Anthropic reports it: it excludes cache reads and
// writes (cache_read_input_tokens, cache_creation_input_tokens).

export const ANTHROPIC_VERSION = '2023-06-01';

/**
 * The Messages request body before the provider's `body:` is merged over it.
 * System (and developer) messages go to the top-level `system`, joined by a
 * blank line; the rest keep their order. Extended thinking is opt-in:
 *   body: { thinking: { type: enabled, budget_tokens: 1024 } }
 * (max_tokens must then exceed the budget).
 */
export function anthropicBody({ provider, messages, maxTokens, shape }: BuildInput) {
  const { system, turns } = splitSystem(messages);
  const last = lastUserIndex(rolesOf(turns));
  return {
    model: provider.model,
    max_tokens: maxTokens,
    ...(system.length > 0 ? { system: system.join('\n\n') } : {}),
    messages: renderTurns(
      turns,
      (m, i) => ({ role: m.role, content: anthropicContent(m.content, imagesAt(shape, i, last)) }),
      anthropicCalls,
      anthropicResults,
    ),
    stream: true as const,
    ...anthropicShape(shape),
  };
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  const auth: Record<string, string> = { 'anthropic-version': ANTHROPIC_VERSION };
  if (apiKey !== null) auth['x-api-key'] = apiKey;
  return {
    url: joinUrl(provider.base_url, '/messages'),
    method: 'POST',
    headers: requestHeaders(provider, 'text/event-stream', auth),
    body: requestBody(anthropicBody(input), provider),
  };
}

/** Stop reasons that say nothing beyond "the answer is complete". */
const ORDINARY_STOPS = new Set(['end_turn', 'stop_sequence', 'tool_use']);

/** `{type, message}` of an Anthropic error object, as one line. */
function errorText(error: unknown): string {
  if (isObject(error)) {
    const type = nonEmpty(error.type) ? error.type : '';
    const message = nonEmpty(error.message) ? error.message : '';
    if (type !== '' || message !== '') return [type, message].filter(Boolean).join(': ');
  }
  if (nonEmpty(error)) return error;
  return head(JSON.stringify(error) ?? String(error), 1000);
}

function usageOf(raw: unknown, withOutput: boolean): Partial<TraceUsage> | null {
  if (!isObject(raw)) return null;
  const usage: Partial<TraceUsage> = {};
  const output = num(raw.output_tokens);
  const input = num(raw.input_tokens);
  if (withOutput && output !== undefined) usage.output_tokens = output;
  if (input !== undefined) usage.input_tokens = input;
  // input_tokens leaves cache reads and writes out, so the whole prompt is
  // the sum of the three (the cached share divides by it).
  const read = num(raw.cache_read_input_tokens);
  const written = num(raw.cache_creation_input_tokens);
  if (read !== undefined) usage.input_cached_tokens = read;
  if (input !== undefined && (read !== undefined || written !== undefined)) {
    usage.input_total_tokens = input + (read ?? 0) + (written ?? 0);
  }
  return Object.keys(usage).length > 0 ? usage : null;
}

/** Text of a content block (complete message) or the start of one (stream). */
function blockText(block: Json, out: AdapterEvent[], index: number): void {
  if (block.type === 'thinking' && nonEmpty(block.thinking)) out.push({ kind: 'reasoning', text: block.thinking });
  else if (block.type === 'text' && nonEmpty(block.text)) out.push({ kind: 'content', text: block.text });
  else if (block.type === 'tool_use' && nonEmpty(block.name)) {
    // A tool call's name and arguments are generated text. In a stream the
    // block opens with `input: {}` and the arguments follow as input_json_delta.
    const args = isObject(block.input) && Object.keys(block.input).length > 0 ? JSON.stringify(block.input) : '';
    out.push({ kind: 'content', text: `${block.name}${args}` });
    out.push({ kind: 'tool', index, name: block.name, ...(args ? { args } : {}) });
  }
}

function deltaText(delta: Json): AdapterEvent | null {
  switch (delta.type) {
    case 'text_delta':
      return nonEmpty(delta.text) ? { kind: 'content', text: delta.text } : null;
    case 'thinking_delta':
      return nonEmpty(delta.thinking) ? { kind: 'reasoning', text: delta.thinking } : null;
    case 'input_json_delta':
      return nonEmpty(delta.partial_json) ? { kind: 'content', text: delta.partial_json } : null;
    default:
      return null;
  }
}

function stopNote(stopReason: unknown): AdapterEvent {
  return nonEmpty(stopReason) && !ORDINARY_STOPS.has(stopReason)
    ? { kind: 'meta', note: `stop_reason ${stopReason}` }
    : { kind: 'meta' };
}

function parseStreamEvent(data: Json, sseName: string | undefined): AdapterEvent[] {
  const type = nonEmpty(data.type) ? data.type : (sseName ?? '');
  if (type === 'error' || sseName === 'error') {
    const error = data.error !== undefined && data.error !== null ? data.error : data;
    return [{ kind: 'error', message: errorText(error) }];
  }
  switch (type) {
    case 'content_block_delta': {
      const text = isObject(data.delta) ? deltaText(data.delta) : null;
      if (text === null) return [{ kind: 'meta' }];
      // The arguments of the tool_use block this delta's index opened.
      if (isObject(data.delta) && data.delta.type === 'input_json_delta' && text.kind === 'content')
        return [text, { kind: 'tool', index: toolIndex(data.index, 0), args: text.text }];
      return [text];
    }
    case 'message_start': {
      const message = isObject(data.message) ? data.message : {};
      const usage = usageOf(message.usage, false);
      const meta: AdapterEvent = nonEmpty(message.model) ? { kind: 'meta', model: message.model } : { kind: 'meta' };
      return usage ? [{ kind: 'usage', usage }, meta] : [meta];
    }
    case 'message_delta': {
      const usage = usageOf(data.usage, true);
      const note = stopNote(isObject(data.delta) ? data.delta.stop_reason : undefined);
      return usage ? [{ kind: 'usage', usage }, note] : [note];
    }
    case 'content_block_start': {
      // Text and thinking blocks open empty in practice (text in one would
      // still be text); a tool_use block opens with its generated name.
      const out: AdapterEvent[] = [];
      if (isObject(data.content_block)) blockText(data.content_block, out, toolIndex(data.index, 0));
      return out.length > 0 ? out : [{ kind: 'meta' }];
    }
    case 'message_stop':
      return [{ kind: 'done' }];
    default:
      return [{ kind: 'meta' }];
  }
}

function parseEvent(event: WireEvent, _ctx?: StreamContext): AdapterEvent[] {
  const data = event.data.trim();
  const isError = event.event === 'error';
  if (data === '') return [isError ? { kind: 'error', message: 'error event without data' } : { kind: 'meta' }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: 'error', message: head(data, 1000) } : parsed.event];
  return parseStreamEvent(parsed.value, event.event);
}

/** A complete Message (a server that ignored `stream: true`), or an error body. */
function parseBody(body: string, _ctx?: StreamContext): AdapterEvent[] {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  const message = parsed.value;
  if (message.type === 'error') return [{ kind: 'meta' }, { kind: 'error', message: errorText(message.error) }];
  const out: AdapterEvent[] = [];
  if (Array.isArray(message.content)) {
    for (const [i, block] of message.content.entries()) if (isObject(block)) blockText(block, out, i);
  }
  const usage = usageOf(message.usage, true);
  if (usage) out.push({ kind: 'usage', usage });
  // A complete body is one response: its model (and any stop note) first.
  const meta = { ...stopNote(message.stop_reason), ...(nonEmpty(message.model) ? { model: message.model } : {}) };
  return [meta, ...out];
}

export const anthropic: Adapter = {
  api: 'anthropic',
  framing: 'sse',
  buildRequest,
  parseEvent,
  parseBody,
};
