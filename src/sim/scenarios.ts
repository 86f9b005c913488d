// The simulator's scripted behaviours. A scenario turns one request into a
// Plan: the status and headers, then timed writes, then how the response
// ends. Everything here is pure (no sockets, no clock), so a plan can be
// inspected in a test; src/sim/server.ts plays it on the wire.
//
// A request picks its scenario by model name: `NAME`, or
// `NAME:key=value,key=value` to tune it, e.g. `steady:tokens=40,interval_ms=20`.

/** One timed action, `at` ms after the response starts. */
export type Step = { at: number; write: string } | { at: number; destroy: true };

export interface Plan {
  status: number;
  headers: Record<string, string>;
  /** Send the status line and headers at once (streams), or with the first write (plain bodies). */
  flushHeaders: boolean;
  /** Gzip the body, flushing (Z_SYNC_FLUSH) after every write so each stays its own read. */
  gzip: boolean;
  /** In order; each write is its own res.write. */
  steps: Step[];
  /** After the last step: end the response, or hold the connection open until the client leaves. */
  then: 'end' | 'hold';
  /** What the `openai-processing-ms` header says. */
  processingMs: number;
}

/** What a scenario may use from the request. */
export interface SimRequest {
  /** The model name exactly as sent (echoed in chunks). */
  model: string;
  /** `max_tokens` (or `max_completion_tokens`) from the request, when given. */
  maxTokens: number | null;
  /** A rough count (chars / 4) of the prompt, for usage.prompt_tokens. */
  promptTokens: number;
  /** The Authorization header as received, or null. */
  authorization: string | null;
  /** Unique per response; used for the chunk id. */
  requestId: string;
  /** Unix seconds, for `created`. */
  created: number;
}

export type Params = Record<string, number>;

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

interface Format {
  eol: string;
  space: string;
}
const LF: Format = { eol: '\n', space: ' ' };

const event = (data: string, f: Format = LF, name?: string): string =>
  `${name === undefined ? '' : `event: ${name}${f.eol}`}data:${f.space}${data}${f.eol}${f.eol}`;

/** Builds the chat.completion.chunk events of one response. */
function chunks(req: SimRequest, f: Format = LF) {
  const base = {
    id: `chatcmpl-${req.requestId}`,
    object: 'chat.completion.chunk',
    created: req.created,
    model: req.model,
    system_fingerprint: 'fp_sim',
  };
  const choice = (delta: Record<string, unknown>, finish: string | null) =>
    event(JSON.stringify({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] }), f);
  return {
    role: () => choice({ role: 'assistant', content: '' }, null),
    content: (i: number) => choice({ content: word(i) }, null),
    finish: (reason = 'stop') => choice({}, reason),
    usage: (completionTokens: number) =>
      event(
        JSON.stringify({
          ...base,
          choices: [],
          usage: {
            prompt_tokens: req.promptTokens,
            completion_tokens: completionTokens,
            total_tokens: req.promptTokens + completionTokens,
          },
        }),
        f,
      ),
    done: () => event('[DONE]', f),
  };
}

/** Accumulates timed writes. */
class Timeline {
  t = 0;
  readonly steps: Step[] = [];
  wait(ms: number): this {
    this.t += ms;
    return this;
  }
  write(...data: string[]): this {
    for (const d of data) this.steps.push({ at: this.t, write: d });
    return this;
  }
  destroy(): this {
    this.steps.push({ at: this.t, destroy: true });
    return this;
  }
}

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' };

function stream(steps: Step[], processingMs: number, extra: Partial<Plan> = {}): Plan {
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

const apiError = (message: string, type: string, code: string | null, extra: Record<string, unknown> = {}) => ({
  error: { message, type, param: null, code, ...extra },
});

/** `tokens`, capped by the request's max_tokens. */
const cap = (p: Params, req: SimRequest): number =>
  Math.floor(Math.min(p.tokens ?? 0, req.maxTokens ?? Number.POSITIVE_INFINITY));

const STEADY = { tokens: 20, ttft_ms: 100, interval_ms: 20 };

/**
 * Role-only chunk now, first word after ttft_ms, one word every interval_ms,
 * the finish chunk one interval later, then usage and [DONE].
 */
function steadyTimeline(p: Params, req: SimRequest, f: Format = LF, claimed?: number): Timeline {
  const c = chunks(req, f);
  const n = cap(p, req);
  const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
  for (let i = 0; i < n; i++) {
    if (i > 0) tl.wait(p.interval_ms ?? 0);
    tl.write(c.content(i));
  }
  return tl.wait(p.interval_ms ?? 0).write(c.finish(), c.usage(claimed ?? n), c.done());
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

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'steady',
    summary: 'an honest stream: role chunk, one word every interval_ms, finish, usage chunk, [DONE]',
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'burst',
    summary: 'a buffering proxy: headers at once, then the whole stream in ONE write after delay_ms',
    defaults: { tokens: 20, delay_ms: 600 },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const body = [c.role(), ...Array.from({ length: n }, (_, i) => c.content(i)), c.finish(), c.usage(n), c.done()];
      return stream([{ at: p.delay_ms ?? 0, write: body.join('') }], p.delay_ms ?? 0);
    },
  },
  {
    name: 'role-keepalive',
    summary: 'role chunk at once, ": keep-alive" comments every keepalive_ms for delay_ms, then a steady stream',
    defaults: { delay_ms: 800, keepalive_ms: 100, tokens: 20, interval_ms: 20 },
    plan: (p, req) => {
      const delay = p.delay_ms ?? 0;
      const every = Math.max(1, p.keepalive_ms ?? 100);
      const comments: Step[] = [];
      for (let t = every; t < delay; t += every) comments.push({ at: t, write: ': keep-alive\n\n' });
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
        .write(words.slice(0, half).join(''))
        .wait(p.spread_ms ?? 0)
        .write([...words.slice(half), c.finish(), c.usage(n), c.done()].join(''));
      return stream(tl.steps, p.ttft_ms ?? 0);
    },
  },
  {
    name: 'short-fast',
    summary: 'streamed, but 5 words interval_ms (10) apart: a generation interval under 0.2 s',
    defaults: { tokens: 5, ttft_ms: 100, interval_ms: 10 },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'implausible',
    summary: 'a steady stream whose usage claims completion_tokens = claimed (1,000,000)',
    defaults: { ...STEADY, claimed: 1_000_000 },
    plan: (p, req) => stream(steadyTimeline(p, req, LF, p.claimed).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'http-429',
    summary: 'status 429, retry-after: retry_after seconds, a JSON error body',
    defaults: { retry_after: 7, delay_ms: 0 },
    plan: (p) =>
      jsonBody(
        429,
        apiError('Rate limit reached for requests (simulated).', 'requests', 'rate_limit_exceeded'),
        p.delay_ms ?? 0,
        { 'retry-after': String(p.retry_after ?? 7), 'x-ratelimit-remaining-requests': '0' },
      ),
  },
  {
    name: 'http-401',
    summary: 'status 401, a JSON error body',
    defaults: { delay_ms: 0 },
    plan: (p) =>
      jsonBody(
        401,
        apiError('Incorrect API key provided (simulated).', 'invalid_request_error', 'invalid_api_key'),
        p.delay_ms ?? 0,
      ),
  },
  {
    name: 'http-500',
    summary: 'status 500, a JSON error body',
    defaults: { delay_ms: 0 },
    plan: (p) => jsonBody(500, apiError('The server had an error (simulated).', 'server_error', null), p.delay_ms ?? 0),
  },
  {
    name: 'echo-key',
    summary: 'status 401 echoing the Authorization header it got, in the JSON body and in x-echo-authorization',
    defaults: { delay_ms: 0 },
    plan: (p, req) => {
      const got = req.authorization;
      return jsonBody(
        401,
        apiError(
          got === null
            ? 'No Authorization header was sent.'
            : `Incorrect API key provided: ${got}. You can find your API key in your dashboard.`,
          'invalid_request_error',
          'invalid_api_key',
          { received_authorization: got },
        ),
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
    summary: 'ignores stream:true: one chat.completion JSON body (application/json) after delay_ms',
    defaults: { tokens: 20, delay_ms: 300 },
    plan: (p, req) => {
      const n = cap(p, req);
      return jsonBody(
        200,
        {
          id: `chatcmpl-${req.requestId}`,
          object: 'chat.completion',
          created: req.created,
          model: req.model,
          system_fingerprint: 'fp_sim',
          choices: [
            { index: 0, message: { role: 'assistant', content: answer(n) }, logprobs: null, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: req.promptTokens, completion_tokens: n, total_tokens: req.promptTokens + n },
        },
        p.delay_ms ?? 0,
      );
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
    plan: (p, req) => stream(steadyTimeline(p, req, { eol: '\r\n', space: ' ' }).steps, p.ttft_ms ?? 0),
  },
  {
    name: 'split',
    summary: 'a steady stream with every event written in two halves split mid-JSON, split_ms apart',
    defaults: { ...STEADY, split_ms: 5 },
    plan: (p, req) => stream(splitWrites(steadyTimeline(p, req).steps, p.split_ms ?? 5), p.ttft_ms ?? 0),
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
      steps.splice(i, 0, { at: (before + after) / 2, write: 'data: {not json\n\n' });
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
      tl.wait(p.interval_ms ?? 0).write(event(JSON.stringify({ error: { message: 'overloaded' } }), LF, 'error'));
      return stream(tl.steps, p.ttft_ms ?? 0);
    },
  },
  {
    name: 'nospace',
    summary: 'a steady stream written as `data:{...}`, without the space after the colon',
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req, { eol: '\n', space: '' }).steps, p.ttft_ms ?? 0),
  },
];

export const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((s) => s.name);

export type Resolved =
  { ok: true; scenario: Scenario; params: Params } | { ok: false; status: number; message: string };

/** `NAME` or `NAME:key=value,key=value` to a scenario and its parameters (defaults filled in). */
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
  const spec = colon === -1 ? '' : model.slice(colon + 1).trim();
  for (const pair of spec === '' ? [] : spec.split(',')) {
    const eq = pair.indexOf('=');
    const key = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    const raw = eq === -1 ? '' : pair.slice(eq + 1).trim();
    const known = Object.keys(scenario.defaults);
    if (!Object.hasOwn(scenario.defaults, key)) {
      return {
        ok: false,
        status: 400,
        message: `Scenario "${name}" has no parameter "${key}"; it takes: ${known.join(', ') || 'none'}.`,
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
  return { ok: true, scenario, params };
}
