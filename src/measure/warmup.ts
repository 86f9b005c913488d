import { createServer, type Server, type Socket } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ResolvedProvider } from '../config/read.ts';
import { getAdapter } from '../formats/index.ts';
import { makeScrubber } from '../secrets.ts';
import { createMeasuringAgent } from './agent.ts';
import type { Clock } from './clock.ts';
import { loadEventStreamCodec } from './eventstream.ts';
import { measure } from './stream.ts';

// Client-side work that would otherwise land inside the first requests' timed
// interval, done before any t0. In a fresh process the first dispatch pays
// for what Node and undici do lazily: undici compiles its HTTP parser
// (WebAssembly) on its first connection and loads node:tls and node:http2 on
// the first https / h2 one; Node's root certificates are parsed on the first
// TLS context; and every function on the dispatch path (request building,
// undici's pool, client and writer, the measurer's handler, the recorder,
// the SSE parser, the adapter) is compiled on its first call. Measured before
// this existed: the first four requests of a run, dispatched in parallel, got
// headers from the simulator at 14-20 ms, every later one at 0.5-3.7 ms.
//
// So before the run, each provider of the plan (up to MAX_FLOWS) sends a few
// requests, built from its own config, through a measuring agent of the
// warm-up's own (closed after: the run's connections are its own, and are
// recorded as new) to a canned stream on loopback: all at once, one
// connection each, and one listening port per origin of the run, so the
// warm-up opens as many connections in parallel, and as many pools, as the
// run's first requests will. Nothing leaves the machine, the requests are
// built without the API key, and nothing is recorded.

// The first round takes the cold cost (25-47 ms measured on a loaded machine); later ones ~5 ms each.
const ROUNDS = 2;
/** Flows at once: a run starts at most parallel_providers (default 4) providers together. */
const MAX_FLOWS = 8;

/**
 * The response head looks like a real provider's (and the simulator's, a
 * Node server's), because undici and the recorder take a path per header
 * they meet: undici parses a Keep-Alive timeout whenever one comes, looks a
 * header name up in its table of well-known names (a miss takes another
 * path), and makes an array of a header sent twice; the recorder reads a
 * request id, keeps the rate-limit and timing headers, and parses a content
 * type with its charset. With a bare two-header head those paths first ran
 * inside the run's first responses: measured over 10 fresh processes, 4
 * providers in parallel, the first responses took 0.11-0.15 ms (medians)
 * more than later ones from their first read to their headers, and the very
 * first one of a run up to 1.6 ms more in undici's header parsing; with this
 * head, 0.01-0.02 ms.
 */
const HEAD = [
  'HTTP/1.1 200 OK',
  'date: Tue, 01 Dec 2026 00:00:00 GMT',
  'content-type: text/event-stream; charset=utf-8',
  'transfer-encoding: chunked',
  'connection: keep-alive',
  'keep-alive: timeout=5',
  'cache-control: no-cache',
  'server: warm-up',
  'x-request-id: req_warmup_00000000000000000000000000000000',
  'openai-processing-ms: 0',
  'x-ratelimit-limit-requests: 10000',
  'x-ratelimit-remaining-requests: 9999',
  'set-cookie: a=1; Path=/',
  'set-cookie: b=2; Path=/',
  '',
  '',
].join('\r\n');
/** A chunked SSE response in three writes, one turn apart, so the client sees several reads. */
const EVENTS = [
  'data: {"choices":[{"index":0,"delta":{"role":"assistant"}}]}\n\n',
  'data: {"choices":[{"index":0,"delta":{"content":"warm"}}]}\n\n',
  'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":{"completion_tokens":1}}\n\ndata: [DONE]\n\n',
];
const chunk = (s: string) => `${Buffer.byteLength(s).toString(16)}\r\n${s}\r\n`;

function answer(socket: Socket): void {
  let buffered = Buffer.alloc(0);
  socket.setNoDelay(true);
  socket.on('error', () => {});
  socket.on('data', (data: Buffer) => {
    buffered = Buffer.concat([buffered, data]);
    for (;;) {
      const end = buffered.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = buffered.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < end + 4 + length) return;
      buffered = buffered.subarray(end + 4 + length);
      socket.write(HEAD + chunk(EVENTS[0]!));
      setImmediate(() => {
        socket.write(chunk(EVENTS[1]!));
        setImmediate(() => socket.write(chunk(EVENTS[2]!) + '0\r\n\r\n'));
      });
    }
  });
}

/**
 * Runs the dispatch path of the providers a few times against a
 * loopback stream, so the run's first request costs the client no more than
 * its later ones. Never throws: a warm-up that fails leaves the run as it was.
 */
export async function warmDispatchPath(providers: readonly ResolvedProvider[], clock: Clock): Promise<void> {
  if (providers.length === 0) return;
  await loadFirstUse(providers);
  // Before the rounds, so V8's sweeping after it (on other threads) is done by the first t0.
  collectGarbage();
  if (providers.some((p) => p.base_url.startsWith('https:'))) {
    // Loaded now rather than inside the first TLS connection; the root store is parsed once per process.
    const tls = await import('node:tls');
    tls.createSecureContext();
    await import('node:http2');
  }
  const flows = flowsOf(providers);
  // One server per origin of the run: providers that share an origin share
  // a pool in the run, and do here.
  const servers = new Map<string, Server>();
  for (const p of flows) {
    const key = originOf(p.base_url);
    if (!servers.has(key)) servers.set(key, createServer(answer));
  }
  const ports = new Map<string, number>();
  await Promise.all(
    [...servers].map(async ([key, server]) => {
      const port = await new Promise<number | null>((resolve) => {
        server.once('error', () => resolve(null));
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(address !== null && typeof address !== 'string' ? address.port : null);
        });
      });
      if (port !== null) ports.set(key, port);
    }),
  );
  const agent = createMeasuringAgent({ clock });
  // As the run measures: with a cancellation signal (never aborted here), a
  // size cap and a scrubber that has a secret to look for, so the code
  // paths they take inside the timed interval are compiled too. Measured
  // (15 fresh processes each, interleaved): the run's very first request,
  // dispatch to sent, 0.52 ms over the later ones without them, 0.34 with.
  const signal = new AbortController().signal;
  const scrub = makeScrubber(['warm-up-has-no-secret']);
  try {
    await Promise.all(
      flows.map(async (provider) => {
        const port = ports.get(originOf(provider.base_url));
        if (port === undefined) return;
        const adapter = getAdapter(provider.api);
        for (let i = 0; i < ROUNDS; i++) {
          let built = adapter.buildRequest({
            provider,
            messages: [{ role: 'user', content: 'warm-up' }],
            maxTokens: 1,
            apiKey: null,
          });
          // Signed as the run signs (made-up credentials), so the signing path is compiled too.
          if (adapter.sign) {
            const unsigned = built;
            built = await adapter.sign(unsigned, { provider, aws: WARM_UP_AWS, now: new Date() }).catch(() => unsigned);
          }
          const url = new URL(built.url);
          await measure({
            identity: {
              id: 'warm-up',
              provider: provider.id,
              api: provider.api,
              model: provider.model,
              prompt: 'warm-up',
              rep: i + 1,
              warmup: true,
              attempt: 1,
              cache_bust: null,
            },
            provider,
            request: { ...built, url: `http://127.0.0.1:${port}${url.pathname}${url.search}` },
            adapter,
            dispatcher: agent,
            clock,
            timeouts: { headersMs: 5_000, idleMs: 5_000, totalMs: 10_000 },
            scrub,
            signal,
            maxResponseBytes: provider.max_response_mb * 1024 * 1024,
          });
        }
      }),
    );
  } catch {
    // A warm-up is an optimisation: the run goes on cold rather than not at all.
  } finally {
    await agent.destroy().catch(() => {});
    await Promise.all(
      [...servers.values()].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }
}

/**
 * A full garbage collection now, before any t0. Start-up (the modules, the
 * config's schema and parse, this warm-up) leaves some 20 MB for V8 to
 * collect, and it did so a few tens of ms into the run, on the thread that
 * stamps the first requests: replaying the recorded streams side by side,
 * a 9 ms collection 30-60 ms after the first dispatch (a loaded 2-core
 * machine; --trace-gc showed 12-19 ms mark-compact pauses in that window).
 * Node has no gc() without --expose-gc; the flag set now exposes it to a new
 * context only. Never throws: without it the run is as it was.
 */
function collectGarbage(): void {
  try {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // No collection: the run goes on as it would have.
  }
}

/**
 * The providers the warm-up sends through: one of each api first (each
 * adapter's request building and parsing is its own code, compiled on first
 * use), then others up to MAX_FLOWS. With the plan's first MAX_FLOWS alone,
 * a plan that listed eight OpenAI-compatible providers before an Anthropic,
 * a Gemini and a Bedrock one left those three cold for the run.
 */
export function flowsOf(providers: readonly ResolvedProvider[]): ResolvedProvider[] {
  const seen = new Set<string>();
  const first = providers.filter((p) => !seen.has(p.api) && seen.add(p.api));
  const rest = providers.filter((p) => !first.includes(p));
  return [...first, ...rest].slice(0, Math.max(MAX_FLOWS, first.length));
}

/** Made-up credentials: the warm-up's requests never leave the machine. */
const WARM_UP_AWS = { accessKeyId: 'AKIAWARMUP', secretAccessKey: 'warm-up' };

/**
 * Loads what a provider's first request would otherwise load on the spot:
 * AWS's signer and event-stream codec for Bedrock (src/providers/bedrock-sign.ts,
 * ./eventstream.ts). They load before that request's own t0, but with
 * providers measured side by side the load ran on the thread that stamps
 * the other providers' first requests: measured with an OpenAI-compatible,
 * an Anthropic and a Bedrock provider in parallel (loopback simulator,
 * answering in 1-5 ms), those two first requests were sent 110-300 ms after
 * their t0 and got their headers 48-312 ms after it, the later ones 1-8 ms.
 * Every provider of the plan, not only the first flows: any of them may
 * start while others are in flight.
 */
async function loadFirstUse(providers: readonly ResolvedProvider[]): Promise<void> {
  const adapters = new Set(providers.map((p) => getAdapter(p.api)));
  await Promise.all(
    [...adapters].map(async (adapter) => {
      await adapter.loadSigner?.();
      if (adapter.framing === 'eventstream') await loadEventStreamCodec();
    }),
  ).catch(() => undefined);
}

/** A base_url's origin, or the text itself when it is no URL (the run reports that; the warm-up only groups by it). */
function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return baseUrl;
  }
}
