// The simulator's format-neutral timeline and what a wire format must supply
// to play it. A scenario (scenarios.ts) scripts WHAT happens WHEN as beats:
// the opening event, a keep-alive, an answer or reasoning word, the finish,
// the usage count, an error, the end. A wire format (one file per format in
// this folder) renders each beat into its own bytes: so `steady` has one
// timing script, and every format plays it with the same delays.
//
// Everything here is pure: no sockets, no clock. A renderer may keep state
// across the beats of one response (an Anthropic block index, Gemini's
// cumulative usage, a Responses sequence number), so beats are rendered in
// time order, once each.

/** One format-neutral happening of a streamed response. */
export type Beat =
  /** The opening event before any text: a role-only delta, message_start, response.created, ... */
  | { kind: 'start' }
  /** A keep-alive: an SSE comment, Anthropic's `ping`, a line without text. */
  | { kind: 'ping' }
  /** Generated answer text. */
  | { kind: 'content'; text: string }
  /** Generated reasoning text (a format without visible reasoning keeps it hidden). */
  | { kind: 'reasoning'; text: string }
  /**
   * The end of the generated text (finish_reason, content_block_stop, ...);
   * `tool`: the answer ended in tool calls (finish_reason tool_calls, stop_reason tool_use, ...).
   */
  | { kind: 'finish'; tool?: true }
  /**
   * A tool call opens (0-based `index` among the response's calls) with its
   * name, and with its whole arguments' JSON text when `args` is given.
   */
  | { kind: 'tool_start'; index: number; id: string; name: string; args?: string }
  /** A piece of call `index`'s arguments' JSON text. */
  | { kind: 'tool_args'; index: number; text: string }
  /**
   * Call `index` is complete; `args` is its whole arguments' JSON text. A
   * format whose calls come whole (Gemini's functionCall, Ollama's
   * tool_calls) sends the call here, unless its tool_start carried them.
   */
  | { kind: 'tool_end'; index: number; name: string; args: string }
  /** The provider's token count: `output` includes `reasoning`, as the design counts. */
  | { kind: 'usage'; output: number; reasoning: number }
  /** An error inside an HTTP 200 stream. */
  | { kind: 'error'; message: string }
  /** The stream's terminator, where the format has one ([DONE], message_stop). */
  | { kind: 'done' }
  /** One event that is not valid JSON. */
  | { kind: 'malformed' };

/** One timed action, `at` ms after the response starts. */
export type Step = { at: number; write: string } | { at: number; destroy: true };

/** One timed write of one or more beats (together: one res.write), bytes already written out, or a cut. */
export type ScriptStep = { at: number; beats: Beat[] } | Step;

/** SSE framing overrides (the `crlf` and `nospace` scenarios); each format has its own defaults. */
export interface Framing {
  /** Line ending. */
  eol?: string;
  /** What follows `data:` (the space is optional in SSE). */
  space?: string;
}

/** What a renderer may use from the request. */
export interface RenderRequest {
  /** The model (or deployment) name exactly as sent: the scenario. */
  model: string;
  /** Unique per response. */
  requestId: string;
  /** Unix seconds. */
  created: number;
  /** Rough prompt size in tokens. */
  promptTokens: number;
  /** Of them, served from the prompt cache (absent when the simulator has none). */
  cachedTokens?: number;
  maxTokens: number | null;
  /** The backend identity to report (Chat Completions' system_fingerprint); fp_sim when absent. */
  fingerprint?: string;
}

/** What the simulator reads from a request body in this format. */
export interface RequestFacts {
  /** The model named in the body, if the format carries it there (else the route gives it). */
  model: unknown;
  maxTokens: number | null;
  promptTokens: number;
}

/** An HTTP error, format-neutral; each format shapes its own body. */
export interface HttpError {
  status: number;
  message: string;
  /** OpenAI's `type`, e.g. invalid_request_error, requests, server_error. */
  type: string;
  code: string | null;
  /** Extra fields (e.g. what was received), kept in the body. */
  extra?: Record<string, unknown>;
}

/** Renders one beat at `at` ms into bytes; '' when the format has nothing to send for it. */
export type Render = (beat: Beat, at: number) => string;

export interface WireFormat {
  /** Unique name of this wire format in the simulator. */
  id: string;
  /** The adapter (config `api:`) that reads it. */
  api: string;
  framing: 'sse' | 'ndjson' | 'eventstream';
  /** Rendered writes are latin1 strings of binary frames (Bedrock's event stream), written back as bytes. */
  binary?: boolean;
  /** content-type of a stream. */
  contentType: string;
  /** Request headers that carry the key, looked at in order (echo-key echoes the first present). */
  authHeaders: readonly string[];
  /** The header that reports the scripted processing time, if the provider sends one. */
  processingHeader: string | null;
  /** Whether the format streams reasoning text (else reasoning beats pass as silence). */
  reasoning: boolean;
  read(body: Record<string, unknown>): RequestFacts;
  /** A fresh renderer for one response. */
  renderer(req: RenderRequest, framing: Framing): Render;
  errorBody(e: HttpError): unknown;
  /** The complete (non-streamed) response carrying `text`, for a server that ignores streaming. */
  completeBody(req: RenderRequest, text: string, tokens: number): unknown;
}

/** Renders a script into timed writes, in time order; a step that renders to nothing is dropped. */
export function renderScript(
  format: WireFormat,
  req: RenderRequest,
  steps: ScriptStep[],
  framing: Framing = {},
): Step[] {
  const render = format.renderer(req, framing);
  const out: Step[] = [];
  for (const step of steps) {
    if (!('beats' in step)) {
      out.push(step);
      continue;
    }
    const text = step.beats.map((b) => render(b, step.at)).join('');
    if (text !== '') out.push({ at: step.at, write: text });
  }
  return out;
}

// Helpers the formats share.

/** One SSE event: `event: NAME` (when named), `data: DATA`, a blank line. */
export function sseEvent(data: string, eol: string, space: string, name?: string): string {
  return `${name === undefined ? '' : `event: ${name}${eol}`}data:${space}${data}${eol}${eol}`;
}

/** An SSE comment, the usual keep-alive. */
export const sseComment = (text: string, eol: string): string => `: ${text}${eol}${eol}`;

/** A non-negative integer field of a request body, or null. */
export function intField(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : null;
}

/** Rough prompt size in tokens (chars / 4) of a list of `{content}` turns; anything else by its JSON. */
export function promptTokensOf(turns: unknown): number {
  if (turns === undefined || turns === null) return 0;
  if (typeof turns === 'string') return Math.ceil(turns.length / 4);
  if (!Array.isArray(turns)) return Math.ceil(JSON.stringify(turns).length / 4);
  let chars = 0;
  for (const m of turns) {
    // A Responses function_call_output carries its text as `output`: a tool result is context too.
    const item = m as { content?: unknown; output?: unknown } | null;
    const content = item?.content ?? item?.output;
    chars += typeof content === 'string' ? content.length : JSON.stringify(content ?? '').length;
  }
  return Math.ceil(chars / 4);
}

/** A tool call's arguments as the object a format sends whole (Gemini, Ollama): the same reading as a request's (tool-turns.ts). */
export { argsObject } from './tool-turns.ts';

/** Nodes of a request body looked at for tool results: a body past this is counted no further. */
const MAX_TOOL_RESULT_NODES = 100_000;

/**
 * Tool results a request body carries back to the model, in any format's
 * shape: a `role: "tool"` message (OpenAI chat, Cohere, Ollama), a
 * `function_call_output` item (Responses), a `tool_result` block
 * (Anthropic), a `functionResponse` part (Gemini) or a `toolResult` block
 * (Bedrock). The simulator's agent model answers in text after k of them.
 */
export function countToolResults(body: unknown): number {
  let n = 0;
  let seen = 0;
  const stack: unknown[] = [body];
  while (stack.length > 0 && seen < MAX_TOOL_RESULT_NODES) {
    const v = stack.pop();
    seen++;
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    if (typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    if (o.role === 'tool' || o.type === 'function_call_output' || o.type === 'tool_result') n++;
    if (o.functionResponse !== undefined || o.toolResult !== undefined) n++;
    for (const x of Object.values(o)) if (typeof x === 'object' && x !== null) stack.push(x);
  }
  return n;
}

/** OpenAI's error body, which several formats share. */
export function openaiError(e: HttpError): unknown {
  return { error: { message: e.message, type: e.type, param: null, code: e.code, ...e.extra } };
}

// What a format's sim.ts gives the simulator besides its encoders: the paths
// it answers and the base_url that reaches each. Each provider's native path,
// as its adapter (adapter.ts beside it) builds it from a base_url; the model
// comes from the body, except where the path carries it (Gemini's model,
// Azure's deployment, Bedrock's model id).

/** One endpoint the simulator serves, for the 404 listing and the docs. */
export interface Endpoint {
  api: string;
  method: 'POST';
  path: string;
  /** The base_url that makes the adapter call this path (ORIGIN is the simulator's http://host:port). */
  base_url: string;
}

export type Route =
  /** `model`: from the path (Gemini, Azure, Bedrock), else undefined (the body names it). */
  { ok: true; format: WireFormat; model: string | undefined } | { ok: false; status: number; message: string };

/** One wire format as the simulator serves it. */
export interface SimFormat {
  /** Its encoders (Ollama has two: chat and generate). */
  encoders: readonly WireFormat[];
  endpoints: readonly Endpoint[];
  /**
   * The base_url to configure for each way of reaching it, by a name: the
   * api, or for the second form of an api, `gemini-vertex` and
   * `ollama-generate`.
   */
  baseUrls(origin: string): Readonly<Record<string, string>>;
  /** The encoder (and the model, where the path carries it) for a request's path and query; null when not this format's. */
  route(path: string, query: URLSearchParams): Route | null;
}

/** A route for fixed paths, each answered by one encoder (the body names the model). */
export function fixedPaths(paths: Readonly<Record<string, WireFormat>>): SimFormat['route'] {
  return (path) => {
    const format = Object.hasOwn(paths, path) ? paths[path] : undefined;
    return format === undefined ? null : { ok: true, format, model: undefined };
  };
}

/** A path segment, percent-decoded; null when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
