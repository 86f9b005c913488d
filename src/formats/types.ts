import type { AwsCredentials } from '../config/read.ts';
import type { RequestShape } from '../config/request-shape.ts';
import type { SentMessage } from '../config/agent.ts';
import type { ProviderConfig } from '../config/schema.ts';
import type { TraceUsage } from '../trace.ts';

// An adapter translates one wire format. It is pure: no clock, no I/O.
// The measurer owns the socket and the time; the adapter owns the meaning.

export interface RequestSpec {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

export interface BuildInput {
  provider: ProviderConfig;
  /** The messages; in an agent session also its tool-call turns and tool results (src/formats/tool-turns.ts). */
  messages: SentMessage[];
  maxTokens: number;
  /** The key's value, read from the environment; null when the provider needs none. */
  apiKey: string | null;
  /**
   * Tools, tool_choice, response_format and images, written in the API's own
   * shape (src/formats/shapes.ts); absent when the prompt has none. The
   * config refused what the API cannot carry (request-shape.ts).
   */
  shape?: RequestShape;
}

/**
 * One meaning extracted from one wire event. `content` is answer text and
 * `reasoning` is reasoning text; both are emitted only for non-empty text, so
 * a role-only delta or an empty chunk never stamps first content.
 * `usage` fields overwrite what came before (providers repeat cumulative
 * counts); a field left undefined keeps its earlier value.
 */
export type AdapterEvent =
  | { kind: 'content'; text: string }
  | { kind: 'reasoning'; text: string }
  /**
   * A part of the tool call keyed `index` (the wire's own index of the call
   * or of its content block; a key not seen before opens a new call): its
   * name when this event opens it, and/or a piece of its arguments' JSON text.
   * Emitted beside the `content` event that counts the same text as answer,
   * so a tool call still stamps first content; this one says which call it
   * belongs to, for the tool-call figures (ttftc_ms, tool_args_streamed).
   * Arguments a provider sends as an object (Gemini, Ollama) are their JSON
   * text, whole in one event.
   */
  | { kind: 'tool'; index: number; name?: string; args?: string }
  | { kind: 'usage'; usage: Partial<TraceUsage> }
  /**
   * Facts about the response that are not text. `note` says something worth
   * keeping that is neither text nor an error, e.g. Gemini's
   * `finishReason: SAFETY` or Anthropic's `stop_reason: refusal`.
   */
  | { kind: 'meta'; model?: string; systemFingerprint?: string; note?: string }
  | { kind: 'error'; message: string }
  /** Timings the provider reports about its own work (ms unless the name says otherwise), merged by name. */
  | { kind: 'server_timing'; timing: Record<string, number> }
  | { kind: 'done' }
  | { kind: 'invalid'; message: string };

/** One event as the framing delivered it: an SSE event, or one NDJSON line (no `event`). */
export interface WireEvent {
  event?: string | undefined;
  data: string;
}

/**
 * Per-request context handed to every parse call. `state` belongs to the
 * adapter and starts empty for each request: a dialect whose meaning spans
 * events (text inside `<think>` tags split across chunks) keeps its place
 * there, so the functions stay deterministic and table-testable.
 */
export interface StreamContext {
  provider: ProviderConfig | null;
  state: Record<string, unknown>;
}

export function newStreamContext(provider: ProviderConfig | null = null): StreamContext {
  return { provider, state: {} };
}

export interface SignInput {
  provider: ProviderConfig;
  aws: AwsCredentials | null;
  now: Date;
}

export interface Adapter {
  api: string;
  /** How the streamed body is framed. */
  framing: 'sse' | 'ndjson' | 'eventstream';
  /**
   * An async last step before dispatch, for wire formats whose requests are
   * signed (Bedrock's SigV4): it needs the time and the credentials, so it
   * runs at the edge, right before the request is sent, and is not part of
   * the pure buildRequest.
   */
  sign?(request: RequestSpec, input: SignInput): Promise<RequestSpec>;
  /**
   * Loads what `sign` would load on its first call (AWS's signer), so the
   * warm-up can do it before any request is in flight.
   */
  loadSigner?(): Promise<unknown>;
  buildRequest(input: BuildInput): RequestSpec;
  /** One wire event to zero or more meanings. Never throws: bad JSON is an `invalid` event. */
  parseEvent(event: WireEvent, ctx: StreamContext): AdapterEvent[];
  /** A complete JSON body returned instead of a stream (e.g. a server that ignores `stream: true`). */
  parseBody(body: string, ctx: StreamContext): AdapterEvent[];
}
