import { gzipSync, crc32 } from 'node:zlib';
import { mulberry32, seedFrom } from '../random.ts';
import { OPENAI_CHAT } from '../formats/openai-chat/sim.ts';
import { LLAMACPP_DEFAULTS, llamacppPlan } from './llamacpp.ts';
import type { Params, Plan, SimRequest } from './plan.ts';
import {
  renderScript,
  type Beat,
  type Framing,
  type HttpError,
  type ScriptStep,
  type Step,
  type WireFormat,
} from '../formats/sim-script.ts';

// The simulator's scripted behaviours. A scenario turns one request into a
// Plan: the status and headers, then timed writes, then how the response
// ends. Everything here is pure (no sockets, no clock), so a plan can be
// inspected in a test; src/sim/server.ts plays it on the wire.
//
// A request picks its scenario by model name: `NAME`, or
// `NAME:key=value,key=value` to tune it, e.g. `steady:tokens=40,interval_ms=20`.
//
// A streamed scenario is one timing script of format-neutral beats (the
// opening event, a keep-alive, an answer or reasoning word, finish, usage,
// an error, the end); the wire format the request came in (req.format, by
// endpoint: src/formats/<name>/sim.ts) renders every beat into its own bytes, so each
// scenario plays with the same timing in every format.

export interface Scenario {
  name: string;
  summary: string;
  /** Every tunable parameter with its default; no other key is accepted. */
  defaults: Params;
  plan(p: Params, req: SimRequest): Plan;
}

const WORDS = (
  'Streams arrive one token at a time when nothing in between buffers them, ' +
  'so every word here is written to the socket on its own, on a schedule, ' +
  'to show what an honest stream looks like and what a buffered one hides'
).split(' ');

/** The i-th generated word, with its leading space. */
export const word = (i: number): string => (i === 0 ? '' : ' ') + (WORDS[i % WORDS.length] ?? '');

/** The whole answer of `n` words. */
export const answer = (n: number): string => Array.from({ length: n }, (_, i) => word(i)).join('');

const THOUGHTS = (
  'First I consider what is asked, then which words would answer it plainly, ' +
  'then I check that answer once more before I write it out'
).split(' ');

/** The i-th reasoning word, with its leading space. */
export const thought = (i: number): string => (i === 0 ? '' : ' ') + (THOUGHTS[i % THOUGHTS.length] ?? '');

/**
 * The beats of one response (formats/script.ts), format-neutral: the request's
 * wire format renders them (the role-only chunk, message_start, ...).
 */
function chunks(_req?: SimRequest) {
  return {
    /** The opening event before any text (a role-only delta in Chat Completions). */
    role: (): Beat => ({ kind: 'start' }),
    ping: (): Beat => ({ kind: 'ping' }),
    content: (i: number): Beat => ({ kind: 'content', text: word(i) }),
    reasoning: (i: number): Beat => ({ kind: 'reasoning', text: thought(i) }),
    finish: (): Beat => ({ kind: 'finish' }),
    /** `outputTokens` counts every generated token, `reasoningTokens` included. */
    usage: (outputTokens: number, reasoningTokens = 0): Beat => ({
      kind: 'usage',
      output: outputTokens,
      reasoning: reasoningTokens,
    }),
    error: (message: string): Beat => ({ kind: 'error', message }),
    done: (): Beat => ({ kind: 'done' }),
    malformed: (): Beat => ({ kind: 'malformed' }),
  };
}

/** Accumulates timed writes of beats. */
class Timeline {
  t = 0;
  readonly steps: ScriptStep[] = [];
  wait(ms: number): this {
    this.t += ms;
    return this;
  }
  /** Each beat its own write, all at the current time. */
  write(...beats: Beat[]): this {
    for (const b of beats) this.steps.push({ at: this.t, beats: [b] });
    return this;
  }
  /** All the beats in ONE write. */
  together(...beats: Beat[]): this {
    this.steps.push({ at: this.t, beats });
    return this;
  }
  destroy(): this {
    this.steps.push({ at: this.t, destroy: true });
    return this;
  }
}

/** The tool-calling models' tool names, call i taking TOOL_NAMES[i % length]. */
const TOOL_NAMES = ['get_weather', 'search_docs', 'lookup_order', 'convert_units'];

/**
 * Call `i`'s arguments as JSON text in pieces: the opening `{"query":"`, one
 * generated word a piece (`tokens` of them), and the closing `"}`. Joined,
 * the pieces are the whole arguments.
 */
export function toolArgPieces(i: number, tokens: number): string[] {
  const words = Array.from({ length: tokens }, (_, k) => word(k + i));
  return [`{"query":"`, ...words.map((w) => w.replace(/["\\]/g, '')), '"}'];
}

/**
 * A response of `calls` tool calls, one after another (parallel calls in one
 * answer): each opens with its name, then its arguments, either one piece
 * every interval_ms (`whole` false: they stream) or whole in the opening
 * event (`whole` true: buffered), then the finish with a tool-call stop
 * reason, usage and the end. First tool-call content after ttft_ms.
 */
function toolTimeline(p: Params, req: SimRequest, calls: number, whole: boolean): Timeline {
  const c = chunks(req);
  const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
  let tokens = 0;
  for (let i = 0; i < calls; i++) {
    if (i > 0) tl.wait(p.interval_ms ?? 0);
    const name = TOOL_NAMES[i % TOOL_NAMES.length]!;
    const id = `call_${req.requestId}_${i}`;
    const pieces = toolArgPieces(i, Math.floor(p.args_tokens ?? 0));
    const args = pieces.join('');
    tokens += 1 + pieces.length;
    if (whole) {
      tl.write({ kind: 'tool_start', index: i, id, name, args });
    } else {
      tl.write({ kind: 'tool_start', index: i, id, name });
      for (const text of pieces) tl.wait(p.interval_ms ?? 0).write({ kind: 'tool_args', index: i, text });
    }
    tl.write({ kind: 'tool_end', index: i, name, args });
  }
  return tl.wait(p.interval_ms ?? 0).write({ kind: 'finish', tool: true }, c.usage(tokens), c.done());
}

const TOOL = { ttft_ms: 100, interval_ms: 20, args_tokens: 12 };

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };

/**
 * What a scenario's script returns: a Plan whose steps may still be beats,
 * which SCENARIOS renders in the request's wire format (a step already
 * written as bytes, or a cut, passes through).
 */
interface Script extends Omit<Plan, 'steps'> {
  steps: ScriptStep[];
  /** SSE framing overrides (crlf, nospace); each format has its own defaults. */
  framing?: Framing;
  /** Split every rendered write in two, mid-event, this many ms apart (later steps shift along). */
  splitMs?: number;
  /** The content type a stream is sent with instead of the format's own (null: none at all). */
  contentType?: string | null;
}

type ScriptedScenario = Omit<Scenario, 'plan'> & { plan(p: Params, req: SimRequest): Script };

/** The request's wire format. */
const formatOf = (req: SimRequest): WireFormat => req.format ?? OPENAI_CHAT;

/** An HTTP error body in the request's wire format. */
const errorOf = (req: SimRequest, e: HttpError): unknown => formatOf(req).errorBody(e);

function stream(steps: ScriptStep[], processingMs: number, extra: Partial<Script> = {}): Script {
  return {
    status: 200,
    headers: { ...SSE_HEADERS },
    flushHeaders: true,
    gzip: false,
    steps,
    then: 'end',
    processingMs,
    ...extra,
  };
}

function jsonBody(status: number, body: unknown, delayMs: number, headers: Record<string, string> = {}): Plan {
  const text = JSON.stringify(body);
  return {
    status,
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      ...headers,
    },
    flushHeaders: false,
    gzip: false,
    steps: [{ at: delayMs, write: text }],
    then: 'end',
    processingMs: delayMs,
  };
}

/** `tokens`, capped by the request's max_tokens. */
const cap = (p: Params, req: SimRequest): number =>
  Math.floor(Math.min(p.tokens ?? 0, req.maxTokens ?? Number.POSITIVE_INFINITY));

const STEADY = { tokens: 20, ttft_ms: 100, interval_ms: 20 };

/**
 * Role-only chunk now, first word after ttft_ms, one word every interval_ms,
 * the finish chunk one interval later, then usage and [DONE].
 */
function steadyTimeline(p: Params, req: SimRequest, claimed?: number): Timeline {
  const c = chunks(req);
  const n = cap(p, req);
  const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
  for (let i = 0; i < n; i++) {
    if (i > 0) tl.wait(p.interval_ms ?? 0);
    tl.write(c.content(i));
  }
  return tl.wait(p.interval_ms ?? 0).write(c.finish(), c.usage(claimed ?? n), c.done());
}

/**
 * A steady timeline with seeded noise: the first content comes after
 * ttft_ms plus up to jitter_ms, and every later word (and the finish chunk)
 * interval_ms plus up to jitter_ms after the previous one, each extra drawn
 * uniformly from mulberry32 seeded with (seed, the request id). The plan
 * stays a pure function of the parameters and the request; since the
 * simulator gives each response a random request id, two responses differ,
 * and `seed` picks a different noise stream for the same request.
 */
function noisyTimeline(p: Params, req: SimRequest): Timeline {
  const c = chunks(req);
  const n = cap(p, req);
  const rand = mulberry32(seedFrom(String(p.seed ?? 0), req.requestId));
  const jitter = () => rand() * (p.jitter_ms ?? 0);
  const tl = new Timeline().write(c.role()).wait((p.ttft_ms ?? 0) + jitter());
  for (let i = 0; i < n; i++) {
    if (i > 0) tl.wait((p.interval_ms ?? 0) + jitter());
    tl.write(c.content(i));
  }
  return tl.wait((p.interval_ms ?? 0) + jitter()).write(c.finish(), c.usage(n), c.done());
}

/**
 * A steady timeline that stalls: the gap before word i (i >= 1) is stall_ms
 * when (i - 1) is a multiple of `every` (so the first stall follows the
 * first word), else interval_ms; the finish chunk interval_ms after the last
 * word. Exact per-word times, so a test knows each token's deadline.
 */
function stutterTimeline(p: Params, req: SimRequest): Timeline {
  const c = chunks(req);
  const n = cap(p, req);
  const every = p.every ?? 0;
  const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
  for (let i = 0; i < n; i++) {
    if (i > 0) tl.wait(every > 0 && (i - 1) % every === 0 ? (p.stall_ms ?? 0) : (p.interval_ms ?? 0));
    tl.write(c.content(i));
  }
  return tl.wait(p.interval_ms ?? 0).write(c.finish(), c.usage(n), c.done());
}

/** Splits every write in two, mid-JSON, the second half `splitMs` later (later steps shift along). */
function splitWrites(steps: Step[], splitMs: number): Step[] {
  const out: Step[] = [];
  let shift = 0;
  for (const s of steps) {
    if (!('write' in s)) {
      out.push({ ...s, at: s.at + shift });
      continue;
    }
    const mid = Math.floor(s.write.length / 2);
    out.push({ at: s.at + shift, write: s.write.slice(0, mid) });
    shift += splitMs;
    out.push({ at: s.at + shift, write: s.write.slice(mid) });
  }
  return out;
}

/**
 * A reasoning model's stream: after firstMs, `visible` reasoning words then
 * `answer` answer words, one every intervalMs; usage counts the `hidden`
 * reasoning tokens that were never streamed as well. max_tokens caps
 * reasoning and answer together, as the providers count them.
 */
function reasoningStream(
  req: SimRequest,
  s: { visible: number; hidden: number; answer: number; firstMs: number; intervalMs: number },
): Script {
  const c = chunks(req);
  const max = req.maxTokens ?? Number.POSITIVE_INFINITY;
  const h = Math.floor(Math.min(s.hidden, max));
  const r = Math.floor(Math.min(s.visible, max - h));
  const n = Math.floor(Math.min(s.answer, max - h - r));
  const tl = new Timeline().write(c.role()).wait(s.firstMs);
  for (let i = 0; i < r + n; i++) {
    if (i > 0) tl.wait(s.intervalMs);
    tl.write(i < r ? c.reasoning(i) : c.content(i - r));
  }
  tl.wait(s.intervalMs).write(c.finish(), c.usage(h + r + n, h + r), c.done());
  return stream(tl.steps, s.firstMs);
}

// The hostile endpoints: what a misconfigured gateway, a server stuck in a
// loop or a login page sends where an API should be. The client must end
// each with the right error kind, in bounded memory (README, "Limits").

const KIB = 1024;
const MIB = 1024 * KIB;

/** `n` content beats rendered in the request's format, as one string (latin1 bytes for a binary format). */
function renderedContent(req: SimRequest, n: number): string {
  const c = chunks(req);
  const beats = Array.from({ length: n }, (_, i) => c.content(i % 7));
  const step = renderScript(formatOf(req), req, [{ at: 0, beats }])[0];
  return step !== undefined && 'write' in step ? step.write : '';
}

/** `text` repeated to at least `bytes` bytes. */
function repeatTo(text: string, bytes: number): string {
  return text.length === 0 ? '' : text.repeat(Math.ceil(bytes / text.length));
}

/**
 * The opening of one line, event or frame that then never ends: an SSE
 * `data:` line, an NDJSON object, or (binary) an event-stream prelude that
 * announces a frame of just under 16 MiB (AWS's own limit) and a valid
 * prelude checksum.
 */
function endlessOpening(req: SimRequest): string {
  const format = formatOf(req);
  if (format.framing === 'sse') return 'data: {"choices":[{"index":0,"delta":{"content":"';
  if (format.framing === 'ndjson') return '{"message":{"role":"assistant","content":"';
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(16 * MIB - 16, 0);
  prelude.writeUInt32BE(0, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  return prelude.toString('latin1');
}

/** One gzip member per format (16 MiB of content events, ~40 KB compressed): a bomb is this member repeated. */
const bombMembers = new Map<string, Buffer>();
function bombMember(req: SimRequest): Buffer {
  const format = formatOf(req);
  let member = bombMembers.get(format.id);
  if (member === undefined) {
    const unit = renderedContent(req, 64);
    member = gzipSync(Buffer.from(repeatTo(unit, 16 * MIB), format.binary ? 'latin1' : 'utf8'), { level: 9 });
    bombMembers.set(format.id, member);
  }
  return member;
}

const LOGIN_PAGE =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">\n<title>Sign in</title>\n' +
  '<link rel="stylesheet" href="/static/login.css"></head>\n<body><main><h1>Sign in to continue</h1>\n' +
  '<form method="post" action="/login"><input name="user"><input name="password" type="password">\n' +
  '<button>Sign in</button></form></main></body></html>\n';

const PROSE =
  'Service Unavailable\n\nThe gateway could not reach the upstream model server. ' +
  'Please try again in a few minutes, or contact your administrator.\n';

/** What `mislabelled:as=N` sends a real event stream as. */
const MISLABELS: readonly (string | null)[] = [
  'text/plain',
  'text/html; charset=utf-8',
  'application/octet-stream',
  null,
];

function plainBody(status: number, type: string, text: string, headers: Record<string, string> = {}): Plan {
  return {
    status,
    headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(text)), ...headers },
    flushHeaders: false,
    gzip: false,
    steps: [{ at: 0, write: text }],
    then: 'end',
    processingMs: 0,
  };
}

const SCRIPTED: readonly ScriptedScenario[] = [
  {
    name: 'steady',
    summary: 'an honest stream: role chunk, one word every interval_ms, finish, usage chunk, [DONE]',
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'llamacpp',
    summary:
      "a llama.cpp llama-server (sim/llamacpp.ts): Keep-Alive advertised yet the connection closed after each response, one token a chunk, usage with cached_tokens and llama.cpp's `timings`; counted in /metrics?format=llamacpp",
    defaults: { ...LLAMACPP_DEFAULTS },
    plan: (p, req) => llamacppPlan(p, req, word),
  },
  {
    name: 'noisy',
    summary:
      'a steady stream with seeded noise: ttft_ms and every interval_ms plus a uniform 0..jitter_ms, drawn from (seed, request id)',
    defaults: { ...STEADY, jitter_ms: 10, seed: 0 },
    plan: (p, req) => {
      const steps = noisyTimeline(p, req).steps;
      const first = steps[1]?.at ?? p.ttft_ms ?? 0;
      return stream(steps, first);
    },
  },
  {
    name: 'stutter',
    summary:
      'a stream that stalls on a schedule: after the first word and every `every` words after it a stall_ms pause, ' +
      'otherwise interval_ms; at the defaults its mean TPOT is 20 ms, as steady, but a reader sees it stop (fluidity)',
    defaults: { tokens: 60, ttft_ms: 100, interval_ms: 5, stall_ms: 305, every: 20 },
    plan: (p, req) => stream(stutterTimeline(p, req).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'burst',
    summary: 'a buffering proxy: headers at once, then the whole stream in ONE write after delay_ms',
    defaults: { tokens: 20, delay_ms: 600 },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const body = [c.role(), ...Array.from({ length: n }, (_, i) => c.content(i)), c.finish(), c.usage(n), c.done()];
      return stream([{ at: p.delay_ms ?? 0, beats: body }], p.delay_ms ?? 0);
    },
  },
  {
    name: 'role-keepalive',
    summary: 'role chunk at once, ": keep-alive" comments every keepalive_ms for delay_ms, then a steady stream',
    defaults: { delay_ms: 800, keepalive_ms: 100, tokens: 20, interval_ms: 20 },
    plan: (p, req) => {
      const delay = p.delay_ms ?? 0;
      const every = Math.max(1, p.keepalive_ms ?? 100);
      const comments: ScriptStep[] = [];
      for (let t = every; t < delay; t += every) comments.push({ at: t, beats: [chunks(req).ping()] });
      const rest = steadyTimeline({ ...p, ttft_ms: delay }, req).steps;
      const [role, ...after] = rest;
      return stream([...(role ? [role] : []), ...comments, ...after], delay);
    },
  },
  {
    name: 'empty',
    summary: 'role chunk, then a finish chunk with no content after delay_ms, usage completion_tokens 0, [DONE]',
    defaults: { delay_ms: 100 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline()
        .write(c.role())
        .wait(p.delay_ms ?? 0)
        .write(c.finish(), c.usage(0), c.done());
      return stream(tl.steps, p.delay_ms ?? 0);
    },
  },
  {
    name: 'few-reads',
    summary: 'role chunk, then the content in 2 writes spread_ms apart (the 2nd also carries finish, usage, [DONE])',
    defaults: { tokens: 10, ttft_ms: 100, spread_ms: 500 },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const half = Math.ceil(n / 2);
      const words = Array.from({ length: n }, (_, i) => c.content(i));
      const tl = new Timeline()
        .write(c.role())
        .wait(p.ttft_ms ?? 0)
        .together(...words.slice(0, half))
        .wait(p.spread_ms ?? 0)
        .together(...words.slice(half), c.finish(), c.usage(n), c.done());
      return stream(tl.steps, p.ttft_ms ?? 0);
    },
  },
  {
    name: 'coarse',
    summary:
      'tokens generated one every interval_ms from ttft_ms, written per_write at a time (a coalescing proxy, Gemini-size chunks): each write at the moment its last token was generated, finish, usage, [DONE] one interval later',
    defaults: { tokens: 200, ttft_ms: 100, interval_ms: 10, per_write: 8 },
    plan: (p, req) => {
      // Known timing: token i is generated at ttft_ms + i * interval_ms, so the
      // decode rate is 1000 / interval_ms whatever per_write is, while first
      // content is late by (per_write - 1) intervals.
      const c = chunks(req);
      const n = cap(p, req);
      const k = Math.max(1, Math.floor(p.per_write ?? 1));
      const ttft = p.ttft_ms ?? 0;
      const every = p.interval_ms ?? 0;
      const steps: ScriptStep[] = [{ at: 0, beats: [c.role()] }];
      for (let from = 0; from < n; from += k) {
        const to = Math.min(n, from + k);
        const beats = Array.from({ length: to - from }, (_, j) => c.content(from + j));
        steps.push({ at: ttft + (to - 1) * every, beats });
      }
      const last = ttft + Math.max(0, n - 1) * every;
      steps.push({ at: last + every, beats: [c.finish(), c.usage(n), c.done()] });
      return stream(steps, ttft);
    },
  },
  {
    name: 'short-fast',
    summary: 'streamed, but 5 words interval_ms (10) apart: a generation interval under min_generation_s (0.1 s)',
    defaults: { tokens: 5, ttft_ms: 100, interval_ms: 10 },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'implausible',
    summary: 'a steady stream whose usage claims completion_tokens = claimed (1,000,000)',
    defaults: { ...STEADY, claimed: 1_000_000 },
    plan: (p, req) => stream(steadyTimeline(p, req, p.claimed).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'http-429',
    summary: 'status 429, retry-after: retry_after seconds, a JSON error body',
    defaults: { retry_after: 7, delay_ms: 0 },
    plan: (p, req) =>
      jsonBody(
        429,
        errorOf(req, {
          status: 429,
          message: 'Rate limit reached for requests (simulated).',
          type: 'requests',
          code: 'rate_limit_exceeded',
        }),
        p.delay_ms ?? 0,
        { 'retry-after': String(p.retry_after ?? 7), 'x-ratelimit-remaining-requests': '0' },
      ),
  },
  {
    name: 'http-401',
    summary: 'status 401, a JSON error body',
    defaults: { delay_ms: 0 },
    plan: (p, req) =>
      jsonBody(
        401,
        errorOf(req, {
          status: 401,
          message: 'Incorrect API key provided (simulated).',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        }),
        p.delay_ms ?? 0,
      ),
  },
  {
    name: 'http-500',
    summary: 'status 500, a JSON error body',
    defaults: { delay_ms: 0 },
    plan: (p, req) =>
      jsonBody(
        500,
        errorOf(req, {
          status: 500,
          message: 'The server had an error (simulated).',
          type: 'server_error',
          code: null,
        }),
        p.delay_ms ?? 0,
      ),
  },
  {
    name: 'echo-key',
    summary: 'status 401 echoing the Authorization header it got, in the JSON body and in x-echo-authorization',
    defaults: { delay_ms: 0 },
    plan: (p, req) => {
      const got = req.authorization;
      return jsonBody(
        401,
        errorOf(req, {
          status: 401,
          message:
            got === null
              ? 'No Authorization header was sent.'
              : `Incorrect API key provided: ${got}. You can find your API key in your dashboard.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
          extra: { received_authorization: got },
        }),
        p.delay_ms ?? 0,
        got === null ? {} : { 'x-echo-authorization': got },
      );
    },
  },
  {
    name: 'cut',
    summary: 'role chunk and `tokens` words, then the socket is destroyed mid-stream (no finish, no [DONE])',
    defaults: { tokens: 5, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      for (let i = 0; i < cap(p, req); i++) {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write(c.content(i));
      }
      return stream(tl.wait(p.interval_ms ?? 0).destroy().steps, p.ttft_ms ?? 0);
    },
  },
  {
    name: 'closing-keepalive',
    summary:
      "a steady stream sent with Keep-Alive: timeout=5, after which the server is done with the connection, as llama.cpp's llama-server: the next request on it meets a closed socket",
    defaults: { ...STEADY },
    plan: (p, req) =>
      stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, {
        headers: { ...SSE_HEADERS, connection: 'keep-alive', 'keep-alive': 'timeout=5' },
        closeAfter: true,
      }),
  },
  {
    name: 'stall',
    summary: 'role chunk and `tokens` words, then silence with the connection open until the client leaves',
    defaults: { tokens: 3, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      for (let i = 0; i < cap(p, req); i++) {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write(c.content(i));
      }
      return stream(tl.steps, p.ttft_ms ?? 0, { then: 'hold' });
    },
  },
  {
    name: 'json',
    summary:
      "ignores stream:true: one complete JSON body (application/json) after delay_ms: a chat.completion, or the format's own",
    defaults: { tokens: 20, delay_ms: 300 },
    plan: (p, req) => {
      const n = cap(p, req);
      return jsonBody(200, formatOf(req).completeBody(req, answer(n), n), p.delay_ms ?? 0);
    },
  },
  {
    name: 'gzip',
    summary: 'a steady stream with content-encoding: gzip, Z_SYNC_FLUSH after every event',
    defaults: { ...STEADY },
    plan: (p, req) =>
      stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, {
        gzip: true,
        headers: { ...SSE_HEADERS, 'content-encoding': 'gzip' },
      }),
  },
  {
    name: 'crlf',
    summary: 'a steady stream with \\r\\n line endings',
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, { framing: { eol: '\r\n' } }),
  },
  {
    name: 'split',
    summary: 'a steady stream with every event written in two halves split mid-JSON, split_ms apart',
    defaults: { ...STEADY, split_ms: 5 },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, { splitMs: p.split_ms ?? 5 }),
  },
  {
    name: 'malformed',
    summary: 'a steady stream with one `data: {not json` event in the middle',
    defaults: { ...STEADY },
    plan: (p, req) => {
      const steps = steadyTimeline(p, req).steps;
      // after the role chunk and half of the words, halfway to the next write
      const i = 1 + Math.floor(cap(p, req) / 2);
      const before = steps[i - 1]?.at ?? 0;
      const after = steps[i]?.at ?? before;
      steps.splice(i, 0, { at: (before + after) / 2, beats: [chunks(req).malformed()] });
      return stream(steps, p.ttft_ms ?? 0);
    },
  },
  {
    name: 'error-in-stream',
    summary: 'role chunk and `tokens` words, then `event: error` {"error":{"message":"overloaded"}} and the end',
    defaults: { tokens: 3, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      for (let i = 0; i < cap(p, req); i++) {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write(c.content(i));
      }
      tl.wait(p.interval_ms ?? 0).write(c.error('overloaded'));
      return stream(tl.steps, p.ttft_ms ?? 0);
    },
  },
  {
    name: 'nospace',
    summary: 'a steady stream written as `data:{...}`, without the space after the colon',
    defaults: { ...STEADY },
    plan: (p, req) =>
      formatOf(req).framing === 'sse'
        ? stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, { framing: { space: '' } })
        : jsonBody(
            400,
            errorOf(req, {
              status: 400,
              message: `Scenario "nospace" is about SSE framing; ${formatOf(req).id} streams NDJSON.`,
              type: 'invalid_request_error',
              code: null,
            }),
            0,
          ),
  },
  {
    name: 'reasoning',
    summary:
      'a reasoning model: role chunk, reasoning_tokens reasoning words then `tokens` answer words, one every interval_ms, finish, usage (reasoning included), [DONE]',
    defaults: { reasoning_tokens: 10, tokens: 10, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) =>
      reasoningStream(req, {
        visible: p.reasoning_tokens ?? 0,
        hidden: 0,
        answer: p.tokens ?? 0,
        firstMs: p.ttft_ms ?? 0,
        intervalMs: p.interval_ms ?? 0,
      }),
  },
  {
    name: 'hidden-reasoning',
    summary:
      'a reasoning model that streams none of its reasoning (OpenAI reasoning models on chat completions): role chunk, think_ms of silence for hidden_tokens reasoning tokens, then `tokens` answer words one every interval_ms, finish, usage (the hidden reasoning included), [DONE]',
    defaults: { hidden_tokens: 200, think_ms: 1000, tokens: 20, ttft_ms: 50, interval_ms: 20 },
    plan: (p, req) =>
      reasoningStream(req, {
        visible: 0,
        hidden: p.hidden_tokens ?? 0,
        answer: p.tokens ?? 0,
        firstMs: (p.ttft_ms ?? 0) + (p.think_ms ?? 0),
        intervalMs: p.interval_ms ?? 0,
      }),
  },
  {
    name: 'endless-line',
    summary:
      'one line (SSE data:, an NDJSON object, a Bedrock frame) that never ends: chunk_kb KiB writes without a newline, as fast as the client reads',
    defaults: { chunk_kb: 64 },
    plan: (p, req) => ({
      ...stream([{ at: 0, write: endlessOpening(req) }], 0),
      flood: { chunk: 'x'.repeat(Math.max(1, p.chunk_kb ?? 64) * KIB), times: null },
    }),
  },
  {
    name: 'firehose',
    summary: 'valid content events, chunk_kb KiB a write, as fast as the client reads, never ending',
    defaults: { chunk_kb: 64 },
    plan: (p, req) => {
      const c = chunks(req);
      return {
        ...stream([{ at: 0, beats: [c.role()] }], 0),
        flood: { chunk: repeatTo(renderedContent(req, 64), Math.max(1, p.chunk_kb ?? 64) * KIB), times: null },
      };
    },
  },
  {
    name: 'gzip-bomb',
    summary:
      'content-encoding: gzip, a small body (~40 KB a 16 MiB member) that inflates to inflate_mb MiB of content events',
    defaults: { inflate_mb: 1024 },
    plan: (p, req) => ({
      ...stream([], 0, { headers: { ...SSE_HEADERS, 'content-encoding': 'gzip' } }),
      flood: { chunk: bombMember(req), times: Math.max(1, Math.ceil((p.inflate_mb ?? 1024) / 16)) },
    }),
  },
  {
    name: 'gzip-nothing',
    summary:
      'content-encoding: gzip, empty deflate blocks as fast as the client reads: endless bytes that decode to nothing',
    defaults: { chunk_kb: 64 },
    plan: (p) => {
      // Each write one whole gzip member (concatenated members are one valid
      // gzip body): a header, stored blocks of length 0 (00 0000 ffff), a
      // final one, and the trailer of an empty member (CRC 0, size 0).
      const header = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
      const empty = Buffer.from([0x00, 0x00, 0x00, 0xff, 0xff]);
      const last = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff, 0, 0, 0, 0, 0, 0, 0, 0]);
      const n = Math.max(1, Math.floor(((p.chunk_kb ?? 64) * KIB) / empty.length));
      return {
        ...stream([], 0, { headers: { ...SSE_HEADERS, 'content-encoding': 'gzip' } }),
        flood: { chunk: Buffer.concat([header, ...Array.from({ length: n }, () => empty), last]), times: null },
      };
    },
  },
  {
    name: 'redirect',
    summary: 'status `status` (307) with a Location on another origin; a client must not follow it',
    defaults: { status: 307 },
    plan: (p) => {
      const status = Math.floor(p.status ?? 307);
      return plainBody(status, 'text/html', `<a href="https://login.example.invalid/sso">Moved</a>\n`, {
        location: 'https://login.example.invalid/sso?next=%2Fv1%2Fchat%2Fcompletions',
      });
    },
  },
  {
    name: 'html',
    summary: 'status 200, text/html: a login page where the API should be',
    defaults: {},
    plan: () => plainBody(200, 'text/html; charset=utf-8', LOGIN_PAGE),
  },
  {
    name: 'text',
    summary: 'status 200, text/plain prose (a gateway message) where the stream should be',
    defaults: {},
    plan: () => plainBody(200, 'text/plain; charset=utf-8', PROSE),
  },
  {
    name: 'mislabelled',
    summary:
      'a steady stream sent with the wrong content type: as=0 text/plain, 1 text/html, 2 application/octet-stream, 3 none',
    defaults: { ...STEADY, as: 0 },
    plan: (p, req) =>
      stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, {
        contentType: MISLABELS[Math.floor(p.as ?? 0)] ?? MISLABELS[0]!,
      }),
  },
  {
    name: 'hostile-error',
    summary:
      'status 400 whose error message holds @mentions, HTML, terminal escapes, the key it was sent and pad_kb KiB of padding',
    defaults: { pad_kb: 16 },
    plan: (p, req) =>
      jsonBody(
        400,
        errorOf(req, {
          status: 400,
          message:
            'Bad request, cc @someone and @acme/security-team. <img src=x onerror=alert(1)> <script>alert(1)</script> ' +
            `\u001b[31mRED\u001b[0m\u0007\u001b]0;title\u0007 key=${req.authorization ?? 'none'} ` +
            'z'.repeat(Math.max(0, p.pad_kb ?? 16) * KIB),
          type: 'invalid_request_error',
          code: null,
        }),
        0,
      ),
  },
  {
    name: 'capacity',
    summary:
      'a server with `slots` decode slots and a FIFO queue: a request waits for the first free slot, pays prefill_us_per_token per prompt token (chars/4) not in the prompt cache, then streams one word per step; a step takes step_ms + step_per_stream_ms x the streams decoding when it starts. Saturates at slots x 1000 / (step_ms + step_per_stream_ms x slots) tokens/s; past burst_over decoding streams (0: never) each answer comes as one write at its end, as from a gateway that buffers under load; every fail_every-th request (0: none) ends in a mid-stream error after half its words, though the server generated (and /metrics counts) them all',
    defaults: {
      tokens: 20,
      slots: 4,
      step_ms: 10,
      step_per_stream_ms: 2,
      prefill_us_per_token: 0,
      burst_over: 0,
      fail_every: 0,
    },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const batch = req.capacity?.batch ?? 1;
      const step = (p.step_ms ?? 0) + (p.step_per_stream_ms ?? 0) * batch;
      const firstMs =
        (req.capacity?.queueMs ?? 0) +
        ((p.prefill_us_per_token ?? 0) * (req.promptTokens - (req.cachedTokens ?? 0))) / 1000 +
        step;
      // burst_over: a gateway that starts coalescing once more than this many
      // streams decode: the same timing, every word held back to one write at the end.
      if ((p.burst_over ?? 0) > 0 && batch > (p.burst_over ?? 0)) {
        const words = Array.from({ length: n }, (_, i) => c.content(i));
        const tl = new Timeline().write(c.role()).wait(firstMs + step * n);
        tl.together(...words, c.finish(), c.usage(n), c.done());
        return stream(tl.steps, firstMs, { served: { tokens: n, firstMs: tl.t, endMs: tl.t } });
      }
      const fails = (p.fail_every ?? 0) > 0 && (req.capacity?.seq ?? 0) % (p.fail_every ?? 0) === 0;
      const tl = new Timeline().write(c.role()).wait(firstMs);
      for (let i = 0; i < n; i++) {
        if (i > 0) tl.wait(step);
        // The server goes on generating; the client is told of an error halfway and hears no more.
        if (fails && i === Math.ceil(n / 2)) tl.write(c.error('simulated server error mid-stream'));
        if (!fails || i < Math.ceil(n / 2)) tl.write(c.content(i));
      }
      const endMs = tl.t;
      if (fails) return stream(tl.steps, firstMs, { served: { tokens: n, firstMs, endMs } });
      tl.wait(step).write(c.finish(), c.usage(n), c.done());
      return stream(tl.steps, firstMs, { served: { tokens: n, firstMs, endMs } });
    },
  },
  {
    name: 'degrading',
    summary:
      'answers in a format, and drifts from it on a schedule: `tokens` words as the JSON {"answer":"..."} (one write a word, ttft_ms then interval_ms apart); every wrong_every-th request to the model string (0: none) answers the words as prose, not JSON, and every short_every-th (0: none) only short_tokens words, for answer checks (expect:)',
    defaults: { tokens: 20, ttft_ms: 50, interval_ms: 5, wrong_every: 0, short_every: 0, short_tokens: 3 },
    plan: (p, req) => {
      const c = chunks(req);
      const seq = req.capacity?.seq ?? 1;
      const every = (k: number | undefined) => (k ?? 0) > 0 && seq % (k ?? 1) === 0;
      const n = every(p.short_every) ? Math.min(cap(p, req), p.short_tokens ?? 0) : cap(p, req);
      const words = Array.from({ length: n }, (_, i) => word(i));
      const pieces = every(p.wrong_every) ? ['Sure! Here it is:', ...words] : ['{"answer":"', ...words, '"}'];
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      pieces.forEach((text, i) => {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write({ kind: 'content', text });
      });
      tl.wait(p.interval_ms ?? 0).write(c.finish(), c.usage(pieces.length), c.done());
      return stream(tl.steps, p.ttft_ms ?? 0);
    },
  },
  {
    name: 'tool-stream',
    summary:
      'a tool call whose arguments stream: the name after ttft_ms, then the arguments JSON in args_tokens + 2 pieces, ' +
      'one every interval_ms (in Gemini and Ollama, whose calls come whole, the call is sent when complete)',
    defaults: { ...TOOL },
    plan: (p, req) => stream(toolTimeline(p, req, 1, false).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'tool-whole',
    summary:
      "a tool call sent whole: name and arguments in one event after ttft_ms (as Gemini's functionCall is): " +
      'buffered arguments, no arguments rate, TTFTC kept',
    defaults: { ...TOOL },
    plan: (p, req) => stream(toolTimeline(p, req, 1, true).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'tool-parallel',
    summary: '`calls` tool calls in one answer (parallel calls), one after another, each streaming as tool-stream',
    defaults: { ...TOOL, calls: 3 },
    plan: (p, req) => stream(toolTimeline(p, req, Math.max(1, Math.floor(p.calls ?? 1)), false).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'tool-agent',
    summary:
      'an agent loop model: a streamed tool call (as tool-stream) while the request carries fewer than k tool results, ' +
      'then a text answer of `tokens` words (as steady): it stops calling after k steps; ' +
      'its first token waits ttft_ms plus prefill_us_per_token per prompt token (chars/4) not in the prompt cache, so TTFT grows as the context does',
    defaults: { ...TOOL, k: 3, tokens: 20, prefill_us_per_token: 50 },
    plan: (p, req) => {
      const prefillMs =
        ((p.prefill_us_per_token ?? 0) * Math.max(0, req.promptTokens - (req.cachedTokens ?? 0))) / 1000;
      const q = { ...p, ttft_ms: (p.ttft_ms ?? 0) + prefillMs };
      return (req.toolResults ?? 0) >= (p.k ?? 0)
        ? stream(steadyTimeline(q, req).steps, q.ttft_ms)
        : stream(toolTimeline(q, req, 1, false).steps, q.ttft_ms);
    },
  },
];

/** Renders a script's beats in the request's wire format (formats/), then any split. */
function rendered(s: ScriptedScenario): Scenario {
  return {
    ...s,
    plan: (p, req) => {
      const { steps, framing, splitMs, contentType, ...plan } = s.plan(p, req);
      const format = formatOf(req);
      const isStream = plan.flood !== undefined || steps.some((step) => 'beats' in step);
      const written = renderScript(format, req, steps, framing);
      const headers: Record<string, string> = isStream
        ? { ...plan.headers, 'content-type': format.contentType }
        : { ...plan.headers };
      if (contentType === null) delete headers['content-type'];
      else if (contentType !== undefined) headers['content-type'] = contentType;
      return {
        ...plan,
        headers,
        steps: splitMs === undefined ? written : splitWrites(written, splitMs),
      };
    },
  };
}

export const SCENARIOS: readonly Scenario[] = SCRIPTED.map(rendered);

export const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((s) => s.name);

/** The scenarios that are not a stream to measure but an endpoint to survive (README, "Limits"). */
export const HOSTILE_SCENARIO_NAMES: readonly string[] = [
  'endless-line',
  'firehose',
  'gzip-bomb',
  'gzip-nothing',
  'redirect',
  'html',
  'text',
  'hostile-error',
];

export type Resolved =
  | { ok: true; scenario: Scenario; params: Params; fingerprint?: string }
  | { ok: false; status: number; message: string };

/** What `fingerprint=` may be: a bounded token, so a model string cannot put anything else in the chunks. */
const FINGERPRINT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `NAME` or `NAME:key=value,key=value` to a scenario and its parameters
 * (defaults filled in). Every scenario also takes `fingerprint=TOKEN`: the
 * system_fingerprint its Chat Completions chunks carry (fp_sim otherwise),
 * so two nights can differ in the backend identity a provider reports.
 */
export function resolveScenario(model: string): Resolved {
  const colon = model.indexOf(':');
  const name = (colon === -1 ? model : model.slice(0, colon)).trim();
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (scenario === undefined) {
    return {
      ok: false,
      status: 404,
      message:
        `The model "${model}" is not a simulator scenario. Use one of: ${SCENARIO_NAMES.join(', ')}; ` +
        'tune one with NAME:key=value,key=value (e.g. steady:tokens=40,interval_ms=20).',
    };
  }
  const params: Params = { ...scenario.defaults };
  let fingerprint: string | undefined;
  const spec = colon === -1 ? '' : model.slice(colon + 1).trim();
  for (const pair of spec === '' ? [] : spec.split(',')) {
    const eq = pair.indexOf('=');
    const key = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    const raw = eq === -1 ? '' : pair.slice(eq + 1).trim();
    const known = [...Object.keys(scenario.defaults), 'fingerprint'];
    if (key === 'fingerprint') {
      if (!FINGERPRINT.test(raw)) {
        return {
          ok: false,
          status: 400,
          message: `Parameter "fingerprint" must be 1 to 64 of A-Z a-z 0-9 _ -, e.g. fp_abc; got ${JSON.stringify(raw.slice(0, 80))}.`,
        };
      }
      fingerprint = raw;
      continue;
    }
    if (!Object.hasOwn(scenario.defaults, key)) {
      return {
        ok: false,
        status: 400,
        message: `Scenario "${name}" has no parameter "${key}"; it takes: ${known.join(', ')}.`,
      };
    }
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value) || value < 0) {
      return {
        ok: false,
        status: 400,
        message: `Parameter "${key}" of scenario "${name}" must be a number >= 0, got "${raw}".`,
      };
    }
    params[key] = value;
  }
  return { ok: true, scenario, params, ...(fingerprint === undefined ? {} : { fingerprint }) };
}
