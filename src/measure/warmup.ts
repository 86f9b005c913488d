import { createServer, type Server, type Socket } from 'node:net';
import type { ResolvedProvider } from '../config/load.ts';
import { getAdapter } from '../providers/index.ts';
import { createMeasuringAgent } from './agent.ts';
import type { Clock } from './clock.ts';
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
// So before the run, each api the plan uses sends a few requests, built from
// the run's own provider configs, through a measuring agent of their own
// (closed after: the run's connections are its own, and are recorded as new)
// to a canned stream on loopback. Nothing leaves the machine, the requests
// are built without the API key, and nothing is recorded.

// The first round takes the cold cost (25-47 ms measured on a loaded machine); later ones ~5 ms each.
const ROUNDS = 2;

/** A chunked SSE response in three writes, one turn apart, so the client sees several reads. */
const HEAD = 'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n';
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
 * Runs the dispatch path of every api in `providers` a few times against a
 * loopback stream, so the run's first request costs the client no more than
 * its later ones. Never throws: a warm-up that fails leaves the run as it was.
 */
export async function warmDispatchPath(providers: readonly ResolvedProvider[], clock: Clock): Promise<void> {
  if (providers.length === 0) return;
  if (providers.some((p) => p.base_url.startsWith('https:'))) {
    // Loaded now rather than inside the first TLS connection; the root store is parsed once per process.
    const tls = await import('node:tls');
    tls.createSecureContext();
    await import('node:http2');
  }
  const server: Server = createServer(answer);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  }).catch(() => null);
  const address = server.address();
  if (address === null || typeof address === 'string') return void server.close();
  const origin = `http://127.0.0.1:${address.port}`;
  const agent = createMeasuringAgent({ clock });
  // One provider per api: the code paths differ by api, not by provider.
  const byApi = new Map(providers.map((p) => [p.api, p]));
  try {
    await Promise.all(
      [...byApi.values()].map(async (provider) => {
        const adapter = getAdapter(provider.api);
        for (let i = 0; i < ROUNDS; i++) {
          const built = adapter.buildRequest({
            provider,
            messages: [{ role: 'user', content: 'warm-up' }],
            maxTokens: 1,
            apiKey: null,
          });
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
            request: { ...built, url: origin + url.pathname + url.search },
            adapter,
            dispatcher: agent,
            clock,
            timeouts: { headersMs: 5_000, idleMs: 5_000, totalMs: 10_000 },
            scrub: (s) => s,
          });
        }
      }),
    );
  } catch {
    // A warm-up is an optimisation: the run goes on cold rather than not at all.
  } finally {
    await agent.destroy().catch(() => {});
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
