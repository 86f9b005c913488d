import type { API_NAMES } from '../config/schema.ts';
import { resolveMap, type Family } from '../metrics/families.ts';
import { parseMetrics } from '../metrics/parse.ts';
import { sanitizeText, truncate } from '../report/format.ts';
import { makeScrubber, type Scrubber } from '../secrets.ts';
import { UsageError } from './args.ts';
import { StreamgaugeError } from '../errors.ts';
import { unreachable } from './reach.ts';

// What `run --url` asks the server before the run: its first model (GET
// /models), whether it answers at all, and whether it has a /metrics page
// streamgauge knows. Everything the server sends is a stranger's text: the
// reads are bounded, no redirect is followed (a redirect would carry the key
// to whatever address it names), and what is printed is scrubbed of the key
// and sanitised.

export type Api = (typeof API_NAMES)[number];

/** The server a probe asks: what of a `run --url` plan (url-run.ts's UrlRunPlan) it needs. */
export interface UrlEndpoint {
  url: URL;
  api: Api;
  /** The variable holding the key sent with the listing; null: none is sent. */
  apiKeyEnv: string | null;
}

/** A model listing past this is not read: a local server lists a handful of models in a few KiB. */
export const MAX_LISTING_BYTES = 64 * 1024;
/** The longest model id taken from a listing; longer ones are refused (hosted ids are under 100). */
export const MAX_MODEL_ID_CHARS = 256;
const MODELS_TIMEOUT_MS = 10_000;
/** A /metrics page past this is cut: the sample names in the first MiB are enough to know the server. */
const MAX_METRICS_PROBE_BYTES = 1024 * 1024;
const METRICS_TIMEOUT_MS = 3_000;

/** C0, DEL, C1, and the bidirectional marks and overrides: a model id holds none. */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Error codes of a connection that never opened: the server is not there, rather than not listing. */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The server is not there, or its listing cannot be used: the server's doing, so no usage text follows. */
export class EndpointError extends StreamgaugeError {
  readonly code = 'SG_ENDPOINT';
}

/** `host:port` as the run would dial it. */
export function addressOf(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/** The exit-2 error for a server that is not there. */
function unreachableError(plan: UrlEndpoint, why: string): EndpointError {
  return new EndpointError(
    `--url ${plan.url.href}: cannot reach ${addressOf(plan.url)} (${why}). Is the server running at that address? Check the host and port`,
  );
}

/** A cheap check before a run with --model: one connection (and TLS handshake), so a dead port stops at once. */
export async function checkReachable(plan: UrlEndpoint): Promise<void> {
  const why = await unreachable(plan.url, MODELS_TIMEOUT_MS);
  if (why !== null) throw unreachableError(plan, sanitizeText(why));
}

/** The error's own code, or the first of an AggregateError's (a host with IPv4 and IPv6 addresses). */
function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown; errors?: Array<{ code?: unknown }> } })?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The body, read to at most `maxBytes` (the rest is not read: the stream is
 * cancelled); `cut` says whether there was more.
 */
async function readBounded(res: Response, maxBytes: number): Promise<{ bytes: Uint8Array; cut: boolean }> {
  const reader = res.body?.getReader();
  if (reader === undefined) return { bytes: new Uint8Array(), cut: false };
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - size;
    if (value.length > room) {
      parts.push(value.subarray(0, room));
      await reader.cancel().catch(() => undefined);
      return { bytes: Buffer.concat(parts), cut: true };
    }
    parts.push(value);
    size += value.length;
  }
  return { bytes: Buffer.concat(parts), cut: false };
}

/** Where the server lists its models, and how to read the first id; null for an api without a listing we read. */
export function modelListing(plan: UrlEndpoint): { url: URL; first: (body: unknown) => unknown } | null {
  const firstOf = (list: unknown, key: string) =>
    Array.isArray(list) && list.length > 0 ? (list[0] as Record<string, unknown> | null)?.[key] : undefined;
  // The path grows; a query the URL carries stays a query.
  const at = (path: (base: string) => string) => {
    const url = new URL(plan.url);
    url.pathname = path(url.pathname.replace(/\/+$/, ''));
    return url;
  };
  switch (plan.api) {
    case 'openai-chat':
    case 'openai-responses':
    case 'anthropic':
      // vLLM, SGLang, llama.cpp, LM Studio, Ollama's /v1 and Anthropic: { data: [{ id }] }
      return { url: at((p) => `${p}/models`), first: (b) => firstOf((b as { data?: unknown })?.data, 'id') };
    case 'ollama':
      return {
        url: at((p) => `${p.replace(/\/api(\/chat|\/generate)?$/, '')}/api/tags`),
        first: (b) => firstOf((b as { models?: unknown })?.models, 'name'),
      };
    default:
      return null;
  }
}

function listingHeaders(plan: UrlEndpoint, key: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (key) {
    if (plan.api === 'anthropic') {
      headers['x-api-key'] = key;
      headers['anthropic-version'] = '2023-06-01';
    } else headers.authorization = `Bearer ${key}`;
  }
  return headers;
}

/** A stranger's text fit for one line of a message: scrubbed whole, then made inert, then cut. */
const shown = (text: string, scrub: Scrubber, max = 80) => truncate(sanitizeText(scrub(text)), max);

/** The listing's body as JSON, or a usage error saying what went wrong (exit 2 for a server that is not there). */
async function fetchListing(plan: UrlEndpoint, url: URL, key: string | undefined, scrub: Scrubber): Promise<unknown> {
  const where = `GET ${url.href}`;
  const fix = 'Give the model with --model M';
  let res: Response;
  try {
    // `manual`: a redirect is seen, never followed, so the key goes to the address given and nowhere else.
    res = await fetch(url, {
      headers: listingHeaders(plan, key),
      redirect: 'manual',
      signal: AbortSignal.timeout(MODELS_TIMEOUT_MS),
    });
  } catch (err) {
    const code = causeCode(err);
    if (code !== undefined && CONNECT_CODES.has(code)) throw unreachableError(plan, code);
    // fetch names no code for some failures (a port the fetch standard bars, such as 1): one plain
    // connection tells a server that is not there from one that would not list.
    const dead = await unreachable(url, MODELS_TIMEOUT_MS);
    if (dead !== null) throw unreachableError(plan, sanitizeText(dead));
    const e = err as Error;
    const why = e.name === 'TimeoutError' ? `no answer in ${MODELS_TIMEOUT_MS / 1000} s` : (code ?? e.message);
    throw new EndpointError(`could not list the models at ${where} (${shown(why, scrub)}). ${fix}`);
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel().catch(() => undefined);
    const location = res.headers.get('location');
    let to = 'another address';
    try {
      if (location !== null) to = new URL(location, url).origin;
    } catch {
      // An unreadable Location: "another address" says enough.
    }
    throw new EndpointError(
      `${where} answered HTTP ${res.status}, a redirect to ${shown(to, scrub)}, which is not followed (it would carry the key there). Give --url the address the server is at, or give the model with --model M`,
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    const auth =
      res.status === 401 || res.status === 403
        ? `: the key was ${key ? 'refused' : 'missing (give the variable holding it with --api-key-env VAR)'}`
        : '';
    throw new EndpointError(`could not list the models at ${where} (HTTP ${res.status}${auth}). ${fix}`);
  }
  const body = await readBounded(res, MAX_LISTING_BYTES).catch((err: unknown) => {
    throw new EndpointError(`could not read the models at ${where} (${shown(String(err), scrub)}). ${fix}`);
  });
  if (body.cut) throw new EndpointError(`${where} listed over ${MAX_LISTING_BYTES / 1024} KiB of models. ${fix}`);
  try {
    return JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    throw new EndpointError(`${where} did not answer with JSON. ${fix}`);
  }
}

/** Shortest run of the key's characters taken as an echo of it: a model id shares none with a key by chance. */
const KEY_PIECE_CHARS = 8;

/** True when `text` holds the key in any form the scrubber knows, or any 8 characters of it in a row. */
function holdsKey(text: string, key: string | undefined, scrub: Scrubber): boolean {
  if (scrub(text) !== text) return true;
  if (key === undefined) return false;
  for (let i = 0; i + KEY_PIECE_CHARS <= key.length; i++)
    if (text.includes(key.slice(i, i + KEY_PIECE_CHARS))) return true;
  return false;
}

/** Why `id` cannot be taken as the model, or null when it can. */
function badModelId(id: unknown, key: string | undefined, scrub: Scrubber): string | null {
  if (typeof id !== 'string' || id === '') return 'listed no model';
  // Before anything of the id is shown: a part of the key would be shown with it.
  if (holdsKey(id, key, scrub)) return 'listed a model id holding (part of) the API key';
  if (Array.from(id).length > MAX_MODEL_ID_CHARS)
    return `listed a model id over ${MAX_MODEL_ID_CHARS} characters (${shown(id, scrub, 40)})`;
  if (UNPRINTABLE.test(id))
    return `listed a model id with control or bidirectional characters (${shown(id, scrub, 60)})`;
  return null;
}

/** The first model the server lists, or a usage error saying what was tried and to give --model. */
export async function discoverModel(plan: UrlEndpoint, env: Record<string, string | undefined>): Promise<string> {
  const listing = modelListing(plan);
  if (listing === null) throw new UsageError(`--api ${plan.api} has no model listing streamgauge reads: give --model`);
  const key = plan.apiKeyEnv === null ? undefined : env[plan.apiKeyEnv];
  const scrub = makeScrubber(key ? [key] : []);
  const body = await fetchListing(plan, listing.url, key, scrub);
  const id = listing.first(body);
  const bad = badModelId(id, key, scrub);
  if (bad !== null) throw new EndpointError(`GET ${listing.url.href} ${bad}. Give the model with --model M`);
  return id as string;
}

/** The server's /metrics, at its origin (vLLM, SGLang, llama.cpp, TGI all serve it there). */
export function metricsUrlOf(url: URL): URL {
  return new URL('/metrics', url.origin);
}

/**
 * The known server family whose series the origin's /metrics serves, or
 * null (no page, an error, a redirect, or series streamgauge does not know).
 * Sent without the key: the poller scrapes without one too.
 */
export async function probeMetrics(url: URL): Promise<Family['name'] | null> {
  try {
    const res = await fetch(url, {
      headers: { accept: 'text/plain;version=0.0.4;q=1, application/openmetrics-text;q=0.5, */*;q=0.1' },
      redirect: 'manual',
      signal: AbortSignal.timeout(METRICS_TIMEOUT_MS),
    });
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    const { bytes, cut } = await readBounded(res, MAX_METRICS_PROBE_BYTES);
    let text = new TextDecoder().decode(bytes);
    if (cut) text = text.slice(0, text.lastIndexOf('\n') + 1);
    const names = new Set(parseMetrics(text).samples.map((s) => s.series));
    const family = resolveMap(names).family;
    return family === null || family === 'custom' ? null : family;
  } catch {
    return null;
  }
}
