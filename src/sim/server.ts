import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { constants as zlibConstants, createGzip, type Gzip } from 'node:zlib';
import { PromptCache } from './prompt-cache.ts';
import { SimMetrics } from './metrics.ts';
import type { Plan, SimRequest } from './plan.ts';
import { loadRoutes } from './routes.ts';
import { resolveScenario, SCENARIOS } from './scenarios.ts';

// The built-in simulated provider: a streaming server on loopback whose
// behaviour is scripted per request by the model name (see scenarios.ts),
// answering each provider's native endpoint in that provider's wire format
// (src/formats/*/sim.ts: OpenAI Chat Completions and Responses, Anthropic,
// Gemini and Vertex, Ollama, Cohere, Azure OpenAI). Timing is absolute from
// the start of each response, so setTimeout jitter never accumulates, and
// every write is its own res.write on a socket with Nagle disabled, so a
// scripted gap is a gap on the wire.

export interface SimulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** One line per request, when given. */
  log?: (line: string) => void;
  /**
   * Log the send time of every body write (`takeWrites`), for the benchmark
   * that checks the client's timestamps against them. Off by default.
   */
  recordWrites?: boolean;
  /**
   * Hold each response this long (ms) before its status line, by request:
   * so that providers measured in parallel can answer apart, as distinct
   * remote providers do, where on loopback every first response would land
   * within the same millisecond. Default: none.
   */
  holdMs?: (request: { path: string; model: string }) => number;
  /**
   * A prompt cache (prompt-cache.ts): cached tokens for a repeated prefix of
   * messages, reported in usage where the format has a field for it (OpenAI
   * chat: prompt_tokens_details.cached_tokens), and taken off the prefill of
   * the `capacity` scenario. Off by default, so other tests see usage as before.
   */
  promptCache?: boolean;
  /** Keep an arrival log (`takeArrivals`): when each request came in. Off by default. */
  recordArrivals?: boolean;
  /**
   * Serve HTTPS with this certificate and key (PEM) instead of plain HTTP:
   * the URLs then start with https://. For testing a client's TLS path; the
   * client must trust the certificate's CA (NODE_EXTRA_CA_CERTS).
   */
  tls?: {
    cert: string | Buffer;
    key: string | Buffer;
    /**
     * Hold each handshake this long (ms) before answering the client's hello:
     * a scripted TLS phase for timing tests. Only clients that send a server
     * name (SNI: a host name, not an IP address) are held.
     */
    handshakeDelayMs?: number;
  };
}

/**
 * One body write as the simulator sent it. A client matches it from its
 * trace alone: `requestId` is the response's x-request-id (the trace's
 * http.request_id), and the write arrived in the first read by which
 * `endByte` body bytes had come in.
 */
export interface SentWrite {
  requestId: string;
  /** 0, 1, 2, ... within the response. */
  seq: number;
  /** Wall clock just before the write (performance.timeOrigin + performance.now(), as t0_epoch_ms). */
  sentEpochMs: number;
  /** Body bytes written so far, this write included (before any content-encoding). */
  endByte: number;
}

/** One request as the simulator received it. */
export interface Arrival {
  /** The response's x-request-id (the trace's http.request_id). */
  requestId: string;
  /** Wall clock when its headers arrived (performance.timeOrigin + performance.now(), as t0_epoch_ms). */
  arrivedEpochMs: number;
  model: string;
  /** Rough prompt size (chars / 4) and, with the prompt cache, the cached part. */
  promptTokens: number;
  cachedTokens: number | null;
  /**
   * The connection it came on: numbered from 1 in the order the simulator
   * first saw a request on each (TLS included), so two arrivals with the same
   * number shared one kept-alive connection and two with different numbers did not.
   */
  connection: number;
}

export interface Simulator {
  /** Base URL for a provider's `base_url`, e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  /**
   * The base_url that points each adapter at its native endpoint here, by api
   * (plus `gemini-vertex` and `ollama-generate` for their second URL form).
   */
  baseUrls: Readonly<Record<string, string>>;
  port: number;
  /** Requests received since start (any path, any outcome). */
  requestCount(): number;
  /** Requests whose response has not finished or been abandoned yet. */
  inFlight(): number;
  /** Resolves once at least `n` requests are in progress at the same time; rejects if the simulator closes first. */
  waitForInFlight(n: number): Promise<void>;
  /** Responses that wrote their whole script and now hold the connection open (`stall`). */
  holding(): number;
  /** Resolves when at least n responses are holding: everything they will send has been written. */
  waitForHolding(n: number): Promise<void>;
  /** The writes logged since the last call (empty unless `recordWrites`), then forgets them. */
  takeWrites(): SentWrite[];
  /** The requests that arrived since the last call (empty unless `recordArrivals`), in arrival order, then forgets them. */
  takeArrivals(): Arrival[];
  /** Stops listening, cancels every script and destroys open sockets (ending any stall). */
  close(): Promise<void>;
}

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

export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const routes = await loadRoutes();
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log;
  const sockets = new Set<Socket>();
  /** Cancels the script of every response still running. */
  const scripts = new Set<() => void>();
  /**
   * The capacity scenario's slots, per model string: when each slot comes
   * free (performance.now() ms). A request takes the slot that frees first
   * (FIFO: requests are taken in arrival order) and holds it until its
   * script's last write.
   */
  const slotLedgers = new Map<string, number[]>();
  /** Requests taken per model string, so a scenario can act on every k-th (capacity's fail_every). */
  const slotSeq = new Map<string, number>();
  const metrics = new SimMetrics();
  const takeSlot = (model: string, slots: number) => {
    let ledger = slotLedgers.get(model);
    if (ledger === undefined) {
      ledger = Array.from({ length: Math.max(1, Math.floor(slots)) }, () => 0);
      slotLedgers.set(model, ledger);
    }
    const now = performance.now();
    let k = 0;
    for (let j = 1; j < ledger.length; j++) if (ledger[j]! < ledger[k]!) k = j;
    const start = Math.max(now, ledger[k]!);
    const busy = ledger.filter((free, j) => j !== k && free > start).length;
    const own = ledger;
    const seq = (slotSeq.get(model) ?? 0) + 1;
    slotSeq.set(model, seq);
    return {
      capacity: { queueMs: start - now, batch: busy + 1, seq },
      release: (plan: Plan, promptTokens: number) => {
        own[k] = now + plan.steps.reduce((m, s) => Math.max(m, s.at), 0);
        if (plan.served)
          metrics.record({
            arrivedMs: now,
            startMs: start,
            firstMs: now + plan.served.firstMs,
            endMs: now + plan.served.endMs,
            tokens: plan.served.tokens,
            promptTokens,
            slots: own.length,
          });
      },
    };
  };
  let waiters: Array<{ ready: () => boolean; resolve: () => void; reject: (e: Error) => void }> = [];
  let requests = 0;
  let inFlight = 0;
  let holding = 0;
  const wake = () => {
    waiters = waiters.filter((w) => {
      if (!w.ready()) return true;
      w.resolve();
      return false;
    });
  };
  const waitFor = (ready: () => boolean): Promise<void> => {
    if (ready()) return Promise.resolve();
    if (closed) return Promise.reject(new Error('the simulator is closed'));
    return new Promise((resolve, reject) => waiters.push({ ready, resolve, reject }));
  };
  let closed = false;
  let sentWrites: SentWrite[] | null = opts.recordWrites ? [] : null;
  let arrivals: Arrival[] | null = opts.recordArrivals ? [] : null;
  const promptCache = opts.promptCache ? new PromptCache() : null;
  /** Each connection's number (Arrival.connection), given when its first request comes. */
  const connectionIds = new WeakMap<object, number>();
  let connectionCount = 0;
  const connectionOf = (socket: object): number => {
    let id = connectionIds.get(socket);
    if (id === undefined) connectionIds.set(socket, (id = ++connectionCount));
    return id;
  };

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    requests++;
    inFlight++;
    let counted = true;
    res.once('close', () => {
      if (counted) inFlight--;
      counted = false;
    });
    res.on('error', () => {});
    wake();
    handle(req, res);
  };
  /** Sockets whose last response was a closing-keepalive one: the server is done with them. */
  const closedAfterResponse = new WeakSet<Socket>();
  const serverOptions = { noDelay: true, keepAlive: true };
  // 'connection' is the TCP socket in both cases: Nagle is off under TLS too.
  const server = opts.tls
    ? createHttpsServer(
        {
          ...serverOptions,
          cert: opts.tls.cert,
          key: opts.tls.key,
          ...(opts.tls.handshakeDelayMs
            ? {
                // No context given: the server's own (cert and key above) answers.
                SNICallback: (_name: string, done: (err: Error | null) => void) => {
                  setTimeout(() => done(null), opts.tls?.handshakeDelayMs);
                },
              }
            : {}),
        },
        onRequest,
      )
    : createServer(serverOptions, onRequest);

  server.on('connection', (socket: Socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  function handle(req: IncomingMessage, res: ServerResponse): void {
    // A connection the server was done with (closing-keepalive): the client
    // reused it before it saw the close, and gets no byte back, as from
    // llama-server. Deterministic, where a FIN racing the reuse is not.
    if (closedAfterResponse.has(req.socket)) {
      log?.(`${req.method ?? '?'} ${req.url ?? '/'} on a connection closed after its last response -> socket closed`);
      req.socket.destroy();
      return;
    }
    const requestId = `req_sim_${randomUUID().replaceAll('-', '')}`;
    // Stamped as the headers arrive, before the body is read: the moment the client's dispatch reached the server.
    const arrivedEpochMs = performance.timeOrigin + performance.now();
    const common: Record<string, string> = {
      'x-request-id': requestId,
      'x-ratelimit-remaining-requests': String(Math.max(0, 10_000 - requests)),
    };
    const path = (req.url ?? '/').split('?')[0];
    const say = (status: number, detail: string) =>
      log?.(`${req.method ?? '?'} ${req.url ?? '/'} ${detail} -> ${status} ${requestId}`);

    if (req.method === 'GET' && path === '/metrics') {
      // Prometheus text of what the server-model scenarios served: vLLM's
      // series, or llama.cpp's with ?format=llamacpp.
      req.resume();
      const flavor =
        new URL(req.url ?? '/', 'http://sim').searchParams.get('format') === 'llamacpp' ? 'llamacpp' : 'vllm';
      const text = metrics.render(flavor, performance.now());
      say(200, 'metrics');
      res.writeHead(200, {
        'content-type': 'text/plain; version=0.0.4; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
      });
      res.end(text);
      return;
    }
    if (req.method === 'GET' && (path === '/v1/models' || path === '/models')) {
      req.resume();
      say(200, 'models');
      sendJson(
        res,
        200,
        {
          object: 'list',
          data: SCENARIOS.map((s) => ({
            id: s.name,
            object: 'model',
            owned_by: 'streamgauge-simulator',
            description: s.summary,
            parameters: s.defaults,
          })),
        },
        common,
      );
      return;
    }
    const route = routes.route(path ?? '/', new URL(req.url ?? '/', 'http://sim').searchParams);
    if (route === null) {
      req.resume();
      say(404, 'no such route');
      const served = routes.endpoints.map((e) => `${e.method} ${e.path}`).join(', ');
      sendJson(
        res,
        404,
        errorBody(`No route ${req.method} ${path}; the simulator serves ${served}.`, null, {
          endpoints: routes.endpoints,
        }),
        common,
      );
      return;
    }
    if (!route.ok) {
      req.resume();
      say(route.status, 'bad route');
      sendJson(res, route.status, errorBody(route.message, null), common);
      return;
    }
    const format = route.format;
    if (req.method !== 'POST') {
      req.resume();
      say(405, 'method');
      sendJson(res, 405, errorBody(`Use POST for ${path}.`, null), { ...common, allow: 'POST' });
      return;
    }

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
      const fields = body as Record<string, unknown>;
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
        sendJson(
          res,
          resolved.status,
          errorBody(resolved.message, resolved.status === 404 ? 'model_not_found' : null, extra),
          common,
        );
        return;
      }
      const keyHeader = format.authHeaders.find((h) => req.headers[h] !== undefined);
      const key = keyHeader === undefined ? undefined : req.headers[keyHeader];
      const authorization = key === undefined ? null : Array.isArray(key) ? key.join(', ') : key;
      const turns = fields.messages ?? fields.input ?? fields.contents;
      const cachedTokens = promptCache === null ? null : Math.min(facts.promptTokens, promptCache.lookup(turns));
      arrivals?.push({
        requestId,
        arrivedEpochMs,
        model,
        promptTokens: facts.promptTokens,
        cachedTokens,
        connection: connectionOf(req.socket),
      });
      const simReq: SimRequest = {
        model,
        maxTokens: facts.maxTokens,
        promptTokens: facts.promptTokens,
        ...(cachedTokens === null ? {} : { cachedTokens }),
        authorization,
        requestId,
        created: Math.floor(Date.now() / 1000),
        format,
      };
      const slot = resolved.scenario.name === 'capacity' ? takeSlot(model, resolved.params.slots ?? 1) : null;
      if (slot) simReq.capacity = slot.capacity;
      const plan = resolved.scenario.plan(resolved.params, simReq);
      slot?.release(plan, facts.promptTokens);
      // A server model without slots (llamacpp) starts at once.
      if (!slot && plan.served) {
        const now = performance.now();
        metrics.record({
          arrivedMs: now,
          startMs: now,
          firstMs: now + plan.served.firstMs,
          endMs: now + plan.served.endMs,
          tokens: plan.served.tokens,
          promptTokens: facts.promptTokens,
          slots: 1,
        });
      }
      say(plan.status, model);
      const processing = format.processingHeader;
      const headers = processing === null ? common : { ...common, [processing]: String(Math.round(plan.processingMs)) };
      const hold = opts.holdMs?.({ path: path ?? '/', model }) ?? 0;
      const start = () => {
        if (!res.destroyed) play(plan, res, headers, requestId, format.binary ? 'latin1' : 'utf8');
      };
      if (hold > 0) setTimeout(start, hold);
      else start();
    });
  }

  /** Plays a plan on the wire, each step at its scheduled time after the response starts. */
  function play(
    plan: Plan,
    res: ServerResponse,
    common: Record<string, string>,
    requestId: string,
    encoding: 'utf8' | 'latin1' = 'utf8',
  ): void {
    const start = performance.now();
    let timer: NodeJS.Timeout | null = null;
    let gone = false;
    let gzip: Gzip | null = null;

    const stop = () => {
      gone = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      gzip?.destroy();
      scripts.delete(stop);
    };
    scripts.add(stop);
    res.once('close', stop);

    res.writeHead(plan.status, { ...common, ...plan.headers });
    if (plan.flushHeaders) res.flushHeaders();
    if (plan.gzip) {
      gzip = createGzip();
      gzip.on('data', (chunk: Buffer) => {
        if (!gone) res.write(chunk);
      });
      gzip.on('end', () => {
        if (!gone) res.end();
      });
      gzip.on('error', () => res.destroy());
    }

    let seq = 0;
    let sentBytes = 0;
    const write = (data: string) => {
      if (sentWrites !== null) {
        sentBytes += Buffer.byteLength(data, encoding);
        // Stamped before the write: a client may read the bytes before res.write returns.
        const sent = performance.timeOrigin + performance.now();
        sentWrites.push({ requestId, seq: seq++, sentEpochMs: sent, endByte: sentBytes });
      }
      if (gzip !== null) {
        gzip.write(Buffer.from(data, encoding));
        gzip.flush(zlibConstants.Z_SYNC_FLUSH);
      } else {
        res.write(data, encoding);
      }
    };

    let i = 0;
    const pump = () => {
      timer = null;
      while (!gone && i < plan.steps.length) {
        const step = plan.steps[i]!;
        const wait = start + step.at - performance.now();
        if (wait >= 1) {
          timer = setTimeout(pump, wait);
          return;
        }
        i++;
        if ('destroy' in step) {
          // A cut connection: the client sees the body end without a terminator.
          // end() first: the writes above may still be corked in this tick
          // (http corks until nextTick) and destroy() alone would drop them.
          stop();
          const socket = res.socket;
          socket?.end(() => socket.destroy());
          return;
        }
        write(step.write);
      }
      if (gone) return;
      if (plan.flood !== undefined && flood(plan.flood)) return;
      finish();
    };
    /**
     * Writes the flood chunk as fast as the client reads it: the next write
     * waits for the socket to drain, so the server holds one chunk at a
     * time. Returns true while it goes on (it finishes the response itself).
     */
    let left = Number.POSITIVE_INFINITY;
    let floodBytes: Buffer | null = null;
    const flood = (f: NonNullable<Plan['flood']>): boolean => {
      if (floodBytes === null) {
        floodBytes = typeof f.chunk === 'string' ? Buffer.from(f.chunk, encoding) : f.chunk;
        left = f.times ?? Number.POSITIVE_INFINITY;
      }
      while (!gone && left > 0) {
        left--;
        if (!res.write(floodBytes)) {
          res.once('drain', () => {
            if (!gone && !flood(f)) finish();
          });
          return true;
        }
      }
      return false;
    };
    const finish = () => {
      if (gone) return;
      if (plan.then === 'hold') {
        // until the client leaves, or close()
        holding++;
        res.once('close', () => holding--);
        wake();
        return;
      }
      scripts.delete(stop);
      const socket = res.socket;
      if (gzip !== null) gzip.end();
      else res.end();
      if (plan.closeAfter && socket) closedAfterResponse.add(socket);
      if (plan.endAfter && socket) res.once('finish', () => socket.end());
    };
    pump();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : (opts.port ?? 0);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const scheme = opts.tls ? 'https' : 'http';

  return {
    url: `${scheme}://${urlHost}:${port}/v1`,
    baseUrls: routes.baseUrls(`${scheme}://${urlHost}:${port}`),
    port,
    requestCount: () => requests,
    inFlight: () => inFlight,
    waitForInFlight: (n: number) => waitFor(() => inFlight >= n),
    holding: () => holding,
    waitForHolding: (n: number) => waitFor(() => holding >= n),
    takeArrivals: () => {
      const taken = arrivals ?? [];
      if (arrivals !== null) arrivals = [];
      return taken;
    },
    takeWrites: () => {
      const taken = sentWrites ?? [];
      if (sentWrites !== null) sentWrites = [];
      return taken;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      for (const w of waiters) w.reject(new Error('the simulator closed before the awaited state was reached'));
      waiters = [];
      for (const stop of [...scripts]) stop();
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await done;
    },
  };
}
