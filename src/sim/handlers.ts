import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { epochNowMs } from '../epoch.ts';
import { countToolResults, type WireFormat } from '../formats/sim-script.ts';
import type { Plan, SimRequest } from './plan.ts';
import { play } from './play.ts';
import type { Route } from './routes.ts';
import { resolveScenario, SCENARIOS } from './scenarios.ts';
import type { SimState } from './state.ts';

// The simulator's routes, a handler each: the Prometheus metrics, the model
// list, the 404 and 405 answers, and a request in a wire format, read,
// planned by its scenario and played (play.ts). The simulator's state is
// passed in (state.ts); a request's own facts travel in an Exchange.

const MAX_REQUEST_BYTES = 1 << 20;

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

const errorBody = (message: string, code: string | null, extra: Record<string, unknown> = {}) => ({
  error: { message, type: 'invalid_request_error', param: null, code, ...extra },
});

/** One request on its way through the handlers. */
interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  /** Stamped as the headers arrive, before the body is read: the moment the client's dispatch reached the server. */
  arrivedEpochMs: number;
  /** The headers every answer carries. */
  common: Record<string, string>;
  /** The URL's path, without the query. */
  path: string | undefined;
  /** Logs the request's outcome, when the simulator logs. */
  say(status: number, detail: string): void;
}

type Routed = Extract<Route, { ok: true }>;

/** Counts a request while it is in flight, then answers it. */
export function onRequest(state: SimState, req: IncomingMessage, res: ServerResponse): void {
  state.requests++;
  state.inFlight++;
  let counted = true;
  res.once('close', () => {
    if (counted) state.inFlight--;
    counted = false;
  });
  res.on('error', () => {});
  state.wake();
  handle(state, req, res);
}

function handle(state: SimState, req: IncomingMessage, res: ServerResponse): void {
  // A connection the server was done with (closing-keepalive): the client
  // reused it before it saw the close, and gets no byte back, as from
  // llama-server. Deterministic, where a FIN racing the reuse is not.
  if (state.closedAfterResponse.has(req.socket)) {
    state.log?.(
      `${req.method ?? '?'} ${req.url ?? '/'} on a connection closed after its last response -> socket closed`,
    );
    req.socket.destroy();
    return;
  }
  const requestId = `req_sim_${randomUUID().replaceAll('-', '')}`;
  const x: Exchange = {
    req,
    res,
    requestId,
    arrivedEpochMs: epochNowMs(),
    common: {
      'x-request-id': requestId,
      'x-ratelimit-remaining-requests': String(Math.max(0, 10_000 - state.requests)),
    },
    path: (req.url ?? '/').split('?')[0],
    say: (status, detail) => state.log?.(`${req.method ?? '?'} ${req.url ?? '/'} ${detail} -> ${status} ${requestId}`),
  };
  if (req.method === 'GET' && x.path === '/metrics') return serveMetrics(state, x);
  if (req.method === 'GET' && (x.path === '/v1/models' || x.path === '/models')) return serveModels(x);
  const route = state.routes.route(x.path ?? '/', new URL(req.url ?? '/', 'http://sim').searchParams);
  if (route === null) return serveNoRoute(state, x);
  if (!route.ok) {
    req.resume();
    x.say(route.status, 'bad route');
    sendJson(res, route.status, errorBody(route.message, null), x.common);
    return;
  }
  if (req.method !== 'POST') {
    req.resume();
    x.say(405, 'method');
    sendJson(res, 405, errorBody(`Use POST for ${x.path}.`, null), { ...x.common, allow: 'POST' });
    return;
  }
  readBody(x, (fields) => answer(state, x, route, fields));
}

/** Prometheus text of what the server-model scenarios served: vLLM's series, or llama.cpp's with ?format=llamacpp. */
function serveMetrics(state: SimState, x: Exchange): void {
  x.req.resume();
  const flavor =
    new URL(x.req.url ?? '/', 'http://sim').searchParams.get('format') === 'llamacpp' ? 'llamacpp' : 'vllm';
  const text = state.metrics.render(flavor, performance.now());
  x.say(200, 'metrics');
  x.res.writeHead(200, {
    'content-type': 'text/plain; version=0.0.4; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  x.res.end(text);
}

/** The scenarios, as OpenAI's model list. */
function serveModels(x: Exchange): void {
  x.req.resume();
  x.say(200, 'models');
  const data = SCENARIOS.map((s) => ({
    id: s.name,
    object: 'model',
    owned_by: 'streamgauge-simulator',
    description: s.summary,
    parameters: s.defaults,
  }));
  sendJson(x.res, 200, { object: 'list', data }, x.common);
}

/** A 404 that lists every endpoint served. */
function serveNoRoute(state: SimState, x: Exchange): void {
  x.req.resume();
  x.say(404, 'no such route');
  const endpoints = state.routes.endpoints;
  const served = endpoints.map((e) => `${e.method} ${e.path}`).join(', ');
  const message = `No route ${x.req.method} ${x.path}; the simulator serves ${served}.`;
  sendJson(x.res, 404, errorBody(message, null, { endpoints }), x.common);
}

/** Reads the body (at most MAX_REQUEST_BYTES) as a JSON object and hands it on; answers 413 or 400 when it is not one. */
function readBody(x: Exchange, then: (fields: Record<string, unknown>) => void): void {
  const { req, res, common, say } = x;
  const parts: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) tooBig = true;
    else parts.push(chunk);
  });
  req.on('error', () => {});
  req.on('end', () => {
    if (tooBig) {
      say(413, 'body too large');
      sendJson(res, 413, errorBody(`Request body over ${MAX_REQUEST_BYTES} bytes.`, null), common);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(parts).toString('utf8'));
    } catch {
      say(400, 'bad JSON');
      sendJson(res, 400, errorBody('The request body is not valid JSON.', null), common);
      return;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      say(400, 'bad body');
      sendJson(res, 400, errorBody('The request body must be a JSON object.', null), common);
      return;
    }
    then(body as Record<string, unknown>);
  });
}

/** A request in a wire format: its scenario's plan, played after the hold, if any. */
function answer(state: SimState, x: Exchange, route: Routed, fields: Record<string, unknown>): void {
  const { res, common, say } = x;
  const format = route.format;
  const facts = format.read(fields);
  const model = route.model ?? facts.model;
  if (typeof model !== 'string' || model === '') {
    say(400, 'no model');
    sendJson(res, 400, errorBody('`model` is required: the name of a simulator scenario.', null), common);
    return;
  }
  const resolved = resolveScenario(model);
  if (!resolved.ok) {
    say(resolved.status, model);
    const extra = resolved.status === 404 ? { scenarios: SCENARIOS.map((s) => s.name) } : {};
    const code = resolved.status === 404 ? 'model_not_found' : null;
    sendJson(res, resolved.status, errorBody(resolved.message, code, extra), common);
    return;
  }
  const simReq = simRequest(state, x, format, model, facts, fields);
  if (resolved.fingerprint !== undefined) simReq.fingerprint = resolved.fingerprint;
  const plan = planOf(state, resolved, simReq);
  say(plan.status, model);
  const processing = format.processingHeader;
  const headers = processing === null ? common : { ...common, [processing]: String(Math.round(plan.processingMs)) };
  const hold = state.opts.holdMs?.({ path: x.path ?? '/', model }) ?? 0;
  const start = () => {
    if (!res.destroyed) play(state, plan, res, headers, x.requestId, format.binary ? 'latin1' : 'utf8');
  };
  if (hold > 0) setTimeout(start, hold);
  else start();
}

/** What the scenario sees of the request (the key it was sent, the cached part of the prompt); logs its arrival. */
function simRequest(
  state: SimState,
  x: Exchange,
  format: WireFormat,
  model: string,
  facts: ReturnType<WireFormat['read']>,
  fields: Record<string, unknown>,
): SimRequest {
  const headers = x.req.headers;
  const keyHeader = format.authHeaders.find((h) => headers[h] !== undefined);
  const key = keyHeader === undefined ? undefined : headers[keyHeader];
  const authorization = key === undefined ? null : Array.isArray(key) ? key.join(', ') : key;
  const turns = fields.messages ?? fields.input ?? fields.contents;
  const cache = state.promptCache;
  const cachedTokens = cache === null ? null : Math.min(facts.promptTokens, cache.lookup(turns));
  state.arrivals?.push({
    requestId: x.requestId,
    arrivedEpochMs: x.arrivedEpochMs,
    model,
    promptTokens: facts.promptTokens,
    cachedTokens,
    connection: state.connectionOf(x.req.socket),
  });
  return {
    model,
    maxTokens: facts.maxTokens,
    promptTokens: facts.promptTokens,
    ...(cachedTokens === null ? {} : { cachedTokens }),
    authorization,
    requestId: x.requestId,
    created: Math.floor(Date.now() / 1000),
    format,
    toolResults: countToolResults(turns),
  };
}

/** The scenario's plan, with a capacity slot taken (and the served request recorded for /metrics). */
function planOf(
  state: SimState,
  resolved: Extract<ReturnType<typeof resolveScenario>, { ok: true }>,
  simReq: SimRequest,
): Plan {
  const slot =
    resolved.scenario.name === 'capacity' ? state.slots.take(simReq.model, resolved.params.slots ?? 1) : null;
  if (slot) simReq.capacity = slot.capacity;
  // The degrading scenario acts on every k-th request to its model string.
  else if (resolved.scenario.name === 'degrading')
    simReq.capacity = { queueMs: 0, batch: 1, seq: state.slots.next(simReq.model) };
  const plan = resolved.scenario.plan(resolved.params, simReq);
  slot?.release(plan, simReq.promptTokens);
  // A server model without slots (llamacpp) starts at once.
  if (!slot && plan.served) {
    const now = performance.now();
    state.metrics.record({
      arrivedMs: now,
      startMs: now,
      firstMs: now + plan.served.firstMs,
      endMs: now + plan.served.endMs,
      tokens: plan.served.tokens,
      promptTokens: simReq.promptTokens,
      slots: 1,
    });
  }
  return plan;
}
