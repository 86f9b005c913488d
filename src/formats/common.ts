import pkg from '../../package.json' with { type: 'json' };
import type { Message, ProviderConfig } from '../config/schema.ts';
import type { AdapterEvent } from './types.ts';

// Helpers every adapter shares: JSON guards, the config-body merge, header
// assembly, error messages and unit conversions. Pure, like the adapters.

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** First `n` characters of `s`, marked when cut. */
export function head(s: string, n = 200): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

/**
 * Merges `extra` into `base`: nested plain objects merge key by key, any
 * other value (arrays included) replaces, and `null` deletes the key.
 */
export function mergeBody(base: Json, extra: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    if (value === null) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = mergeBody(out[key] as Json, value);
    else out[key] = value;
  }
  return out;
}

/**
 * The request body: an adapter's defaults with the provider's `body:` merged
 * over them (its values win; a key set to null is removed), as JSON.
 */
export function requestBody(base: Json, provider: ProviderConfig): string {
  return JSON.stringify(provider.body ? mergeBody(base, provider.body) : base);
}

/**
 * Request headers: `content-type: application/json`, the given `accept` and
 * auth headers, then the provider's `headers:`. Config headers win; names are
 * case-insensitive, so `Authorization:` in the config replaces ours rather
 * than sending both.
 */
/**
 * What the official SDKs' HTTP clients ask for (OpenAI's and Anthropic's
 * over Node's fetch, httpx in Python): a proxy that compresses event streams
 * for clients that accept it (common nginx setups) must treat our requests
 * as it treats our users' applications. The measurer decodes all three.
 */
export const ACCEPT_ENCODING = 'gzip, deflate, br';
/** Names the tool to a server's logs, as every SDK names itself. */
export const USER_AGENT = `streamgauge/${pkg.version}`;

export function requestHeaders(
  provider: ProviderConfig,
  accept: string,
  auth: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept,
    // `compression: false` asks for the body as sent: identity, not silence,
    // since a client that names no encoding may still be sent gzip.
    'accept-encoding': provider.compression === false ? 'identity' : ACCEPT_ENCODING,
    'user-agent': USER_AGENT,
    ...auth,
  };
  for (const [name, value] of Object.entries(provider.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

/** `authorization: Bearer KEY` when there is a key; nothing for a local server without one. */
export function bearer(apiKey: string | null): Record<string, string> {
  return apiKey !== null ? { authorization: `Bearer ${apiKey}` } : {};
}

/**
 * `base`'s path without trailing slashes, then `path`; a query in `base`
 * (`?api-version=...`) stays a query after the joined path, not glued into it.
 */
export function joinUrl(base: string, path: string): string {
  const query = base.search(/[?#]/);
  if (query === -1) return `${base.replace(/\/+$/, '')}${path}`;
  return `${base.slice(0, query).replace(/\/+$/, '')}${path}${base.slice(query).replace(/#.*$/s, '')}`;
}

/**
 * Splits the conversation for APIs that take the system prompt apart from the
 * turns (Anthropic, Gemini, Ollama's generate). OpenAI's `developer` role is
 * the same thing under a newer name. Order within each list is kept.
 */
export function splitSystem<M extends Message>(messages: readonly M[]): { system: string[]; turns: M[] } {
  const system: string[] = [];
  const turns: M[] = [];
  for (const m of messages) {
    if (m.role === 'system' || m.role === 'developer') system.push(m.content);
    else turns.push(m);
  }
  return { system, turns };
}

/** The message of an `error` value: `{message}`, a bare string, or the JSON itself. */
export function errorMessage(error: unknown): string {
  if (isObject(error) && nonEmpty(error.message)) return error.message;
  if (nonEmpty(error)) return error;
  return head(JSON.stringify(error) ?? String(error), 1000);
}

export type Parsed = { ok: true; value: Json } | { ok: false; event: AdapterEvent };

/** `data` as a JSON object, or an `invalid` event quoting its start. */
export function parseJson(data: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { ok: false, event: { kind: 'invalid', message: `not JSON (${why}): ${head(data)}` } };
  }
  if (!isObject(value)) {
    return { ok: false, event: { kind: 'invalid', message: `expected a JSON object: ${head(data)}` } };
  }
  return { ok: true, value };
}

/** Seconds to milliseconds, kept to the nanosecond (so 0.005626991 s is 5.626991 ms, not 5.626991000000001). */
export function secondsToMs(s: number): number {
  return Math.round(s * 1e9) / 1e6;
}

/** Nanoseconds to milliseconds. */
export function nsToMs(ns: number): number {
  return ns / 1e6;
}

/** True when `events` holds generated text of either kind. */
export function hasText(events: readonly AdapterEvent[]): boolean {
  // A loop, not some(): this runs for every event of every stream.
  for (const e of events) if (e.kind === 'content' || e.kind === 'reasoning') return true;
  return false;
}

/**
 * A tool call's key on the wire (a call or content-block index) when it is a
 * plain non-negative integer, else `fallback`: a hostile index (a string, a
 * float, 1e300) cannot make keys the recorder would have to hold apart.
 */
export function toolIndex(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1_000_000 ? v : fallback;
}

/** A tool-call part for a provider that sends arguments as an object (Gemini, Ollama): its JSON text, whole. */
export function argsText(args: unknown): string {
  return args === undefined ? '' : (JSON.stringify(args) ?? '');
}

/**
 * A tool call's generated text as answer (`content`, so an answer that is
 * only a tool call is not mistaken for an empty one) and as a `tool` part of
 * call `index`; nothing when both are empty.
 */
export function pushToolCall(out: AdapterEvent[], index: number, name: string, args: string): void {
  if (name.length + args.length === 0) return;
  out.push({ kind: 'content', text: name + args });
  const part: AdapterEvent = { kind: 'tool', index };
  if (name.length > 0) part.name = name;
  if (args.length > 0) part.args = args;
  out.push(part);
}

/**
 * The key of the next whole tool call for a provider whose calls carry no
 * index (Gemini's `functionCall` parts, Ollama's `tool_calls`): a count kept
 * in `state` (the stream's, or a complete body's own), so each call is new.
 */
export function nextToolIndex(state: Record<string, unknown>): number {
  const i = typeof state.toolCalls === 'number' ? state.toolCalls : 0;
  state.toolCalls = i + 1;
  return i;
}
