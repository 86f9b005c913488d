import type { TraceUsage } from '../../trace.ts';
import {
  bearer,
  errorMessage,
  hasText,
  isObject,
  nonEmpty,
  nsToMs,
  num,
  parseJson,
  requestBody,
  requestHeaders,
  splitSystem,
  type Json,
  argsText,
  nextToolIndex,
  pushToolCall,
} from '../common.ts';
import { imagesAt, lastUserIndex, ollamaImages, ollamaShape } from '../shapes.ts';
import { applyThinkTags } from '../think-tags.ts';
import type { Adapter, AdapterEvent, BuildInput, RequestSpec, StreamContext, WireEvent } from '../types.ts';
import { ollamaCalls, ollamaResults, renderTurns, rolesOf } from '../tool-turns.ts';

// Ollama's native API: NDJSON, one JSON object per line, NOT SSE (its
// OpenAI-compatible /v1 is openai-chat). Two endpoints, chosen by base_url:
//   http://HOST:11434               -> POST /api/chat     (messages)
//   http://HOST:11434/api/chat      -> POST that URL      (messages)
//   http://HOST:11434/api/generate  -> POST that URL      (prompt + system)
// Lines (docs/api.md, docs/api/streaming.mdx, docs/api/errors.mdx):
//   - chat: `message.content` is the answer, `message.thinking` reasoning
//     (thinking models with `think: true`); generate: `response` and
//     `thinking`. Tool calls (`message.tool_calls`) are generated answer text;
//   - the last line has `done: true` and, on a real server, `response: ""`
//     plus done_reason, eval_count (output tokens), prompt_eval_count (input
//     tokens) and eval_duration, prompt_eval_duration, load_duration,
//     total_duration in NANOSECONDS, kept as server timings in ms (eval_ms,
//     prompt_eval_ms, load_ms, total_ms) beside eval_count and
//     prompt_eval_count, so a server-side rate is eval_count / eval_ms.
//     The docs' example puts `done: true` on a line that still has text and
//     no counts: that text is text, and the usage stays unknown;
//   - eval_count is the server's own counter of generated tokens; it counts
//     thinking tokens too, and Ollama reports no separate reasoning count;
//   - an error mid-stream is a bare `{"error": "..."}` line on HTTP 200;
//   - done_reason other than "stop" (e.g. "length") is a meta note.
// With `think_tags: true`, `<think>` blocks inside the answer text are
// reasoning (models whose template does not split thinking out).

type Endpoint = 'chat' | 'generate';

/** The endpoint URL and which API it is, from base_url (see the file comment). */
export function endpointOf(baseUrl: string): { url: string; endpoint: Endpoint } {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith('/api/generate')) return { url: withPath(url, path), endpoint: 'generate' };
  if (path.endsWith('/api/chat')) return { url: withPath(url, path), endpoint: 'chat' };
  return { url: withPath(url, `${path.replace(/\/api$/, '')}/api/chat`), endpoint: 'chat' };
}

function withPath(url: URL, path: string): string {
  const copy = new URL(url);
  copy.pathname = path;
  return copy.toString();
}

/**
 * The request body before the provider's `body:` is merged over it. Chat:
 * the messages (developer -> system). Generate: system and developer
 * messages joined by a blank line as `system`, the others' contents joined
 * the same way as `prompt`. The token limit is options.num_predict;
 * `options` merges, so body: { options: { temperature: 0 } } keeps it.
 * Thinking is opt-in per model: body: { think: true }.
 */
function ollamaBody(endpoint: Endpoint, { provider, messages, maxTokens, shape }: BuildInput): Json {
  const options = { num_predict: maxTokens };
  if (endpoint === 'chat') {
    const last = lastUserIndex(rolesOf(messages));
    return {
      model: provider.model,
      messages: renderTurns(
        messages,
        (m, i) => ({
          role: m.role === 'developer' ? 'system' : m.role,
          content: m.content,
          ...ollamaImages(imagesAt(shape, i, last)),
        }),
        ollamaCalls,
        ollamaResults,
      ),
      stream: true,
      options,
      ...ollamaShape(shape, endpoint),
    };
  }
  const { system, turns } = splitSystem(messages);
  return {
    model: provider.model,
    prompt: turns.map((m) => m.content).join('\n\n'),
    ...(system.length > 0 ? { system: system.join('\n\n') } : {}),
    stream: true,
    options,
    ...ollamaImages(shape?.images ?? []),
    ...ollamaShape(shape, endpoint),
  };
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  const { url, endpoint } = endpointOf(provider.base_url);
  return {
    url,
    method: 'POST',
    headers: requestHeaders(provider, 'application/x-ndjson', bearer(apiKey)),
    body: requestBody(ollamaBody(endpoint, input), provider),
  };
}

/** Ollama's nanosecond durations, by wire name, to server-timing names in ms. */
const DURATIONS: ReadonlyArray<[wire: string, name: string]> = [
  ['eval_duration', 'eval_ms'],
  ['prompt_eval_duration', 'prompt_eval_ms'],
  ['load_duration', 'load_ms'],
  ['total_duration', 'total_ms'],
];
const COUNTS = ['eval_count', 'prompt_eval_count'] as const;

function finalOf(line: Json): AdapterEvent[] {
  const out: AdapterEvent[] = [];
  const usage: Partial<TraceUsage> = {};
  const output = num(line.eval_count);
  const input = num(line.prompt_eval_count);
  if (output !== undefined) usage.output_tokens = output;
  if (input !== undefined) usage.input_tokens = input;
  if (Object.keys(usage).length > 0) out.push({ kind: 'usage', usage });
  const timing: Record<string, number> = {};
  for (const [wire, name] of DURATIONS) {
    const ns = num(line[wire]);
    if (ns !== undefined) timing[name] = nsToMs(ns);
  }
  for (const name of COUNTS) {
    const n = num(line[name]);
    if (n !== undefined) timing[name] = n;
  }
  if (Object.keys(timing).length > 0) out.push({ kind: 'server_timing', timing });
  return out;
}

function textOf(line: Json, out: AdapterEvent[], state: Record<string, unknown>): void {
  const m = isObject(line.message) ? line.message : line;
  const thinking = m.thinking;
  const content = isObject(line.message) ? m.content : line.response;
  if (nonEmpty(thinking)) out.push({ kind: 'reasoning', text: thinking });
  if (nonEmpty(content)) out.push({ kind: 'content', text: content });
  if (Array.isArray(m.tool_calls)) {
    // Each call comes whole, `arguments` an object: its JSON text, in one read.
    for (const call of m.tool_calls) {
      if (!isObject(call) || !isObject(call.function) || !nonEmpty(call.function.name)) continue;
      pushToolCall(out, nextToolIndex(state), call.function.name, argsText(call.function.arguments));
    }
  }
}

/**
 * One line's meanings: error, text (through the think-tag splitter when
 * configured), and on the final line usage, server timings and done. A line
 * without text, with a note, or the first to name the model (every line
 * names it, and most carry text) also yields a `meta` with the model.
 */
function parseLine(
  line: Json,
  ctx: StreamContext | undefined,
  state: Record<string, unknown> = ctx?.state ?? {},
): AdapterEvent[] {
  const out: AdapterEvent[] = [];
  const hasError = line.error !== undefined && line.error !== null;
  if (hasError) out.push({ kind: 'error', message: errorMessage(line.error) });
  const done = line.done === true;
  const text: AdapterEvent[] = [];
  textOf(line, text, state);
  out.push(...applyThinkTags(text, ctx, done || hasError));
  const withText = hasText(out);
  if (done) out.push(...finalOf(line));
  const note =
    done && nonEmpty(line.done_reason) && line.done_reason !== 'stop' ? `done_reason ${line.done_reason}` : undefined;
  const firstModel = ctx !== undefined && nonEmpty(line.model) && ctx.state.modelSeen !== true;
  if (firstModel) ctx.state.modelSeen = true;
  if (!withText || note !== undefined || firstModel) {
    out.push({
      kind: 'meta',
      ...(nonEmpty(line.model) ? { model: line.model } : {}),
      ...(note !== undefined ? { note } : {}),
    });
  }
  if (done) out.push({ kind: 'done' });
  return out;
}

function parseEvent(event: WireEvent, ctx?: StreamContext): AdapterEvent[] {
  const data = event.data.trim();
  if (data === '') return [{ kind: 'meta' }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [parsed.event];
  return parseLine(parsed.value, ctx);
}

/**
 * A complete body: one JSON object (`stream: false`), or NDJSON lines that
 * arrived labelled as JSON. The model comes first; plain metas are dropped.
 */
function parseBody(body: string, ctx?: StreamContext): AdapterEvent[] {
  const text = body.trim();
  const whole = parseJson(text);
  const lines: Json[] = [];
  if (whole.ok) lines.push(whole.value);
  else {
    for (const raw of text.split('\n')) {
      if (raw.trim() === '') continue;
      const parsed = parseJson(raw.trim());
      if (!parsed.ok) return [whole.event];
      lines.push(parsed.value);
    }
    if (lines.length === 0) return [whole.event];
  }
  const model = lines.map((l) => l.model).find(nonEmpty);
  const state: Record<string, unknown> = {};
  const events = lines
    .flatMap((l) => parseLine(l, ctx, state))
    .filter((e) => e.kind !== 'meta' || e.note !== undefined);
  return [model !== undefined ? { kind: 'meta', model } : { kind: 'meta' }, ...events];
}

export const ollama: Adapter = {
  api: 'ollama',
  framing: 'ndjson',
  buildRequest,
  parseEvent,
  parseBody,
};
