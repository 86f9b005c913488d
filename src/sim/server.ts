import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import { onRequest } from './handlers.ts';
import { loadRoutes } from './routes.ts';
import { SimState } from './state.ts';
import type { Simulator, SimulatorOptions } from './types.ts';

// node:http through require, not import: an ES import of node:http reads
// every export to build the module's namespace, WebSocket and its events
// among them, and so loads Node's bundled undici (about 45 ms of CPU) in
// every process that starts a simulator (src/metrics/poller.ts likewise).
const { createServer } = createRequire(import.meta.url)('node:http') as typeof import('node:http');

export type { Arrival, SentWrite, Simulator, SimulatorOptions } from './types.ts';

// The built-in simulated provider: a streaming server on loopback whose
// behaviour is scripted per request by the model name (see scenarios.ts),
// answering each provider's native endpoint in that provider's wire format
// (src/formats/*/sim.ts: OpenAI Chat Completions and Responses, Anthropic,
// Gemini and Vertex, Ollama, Cohere, Azure OpenAI). Timing is absolute from
// the start of each response, so setTimeout jitter never accumulates, and
// every write is its own res.write on a socket with Nagle disabled, so a
// scripted gap is a gap on the wire.
// Each route has its handler (handlers.ts), each response its player
// (play.ts); what lasts across requests is one SimState (state.ts).

export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const state = new SimState(opts, await loadRoutes());
  const host = opts.host ?? '127.0.0.1';
  const server = createSimServer(opts, (req, res) => onRequest(state, req, res));
  server.on('connection', (socket: Socket) => {
    socket.setNoDelay(true);
    state.sockets.add(socket);
    socket.once('close', () => state.sockets.delete(socket));
  });
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
    baseUrls: state.routes.baseUrls(`${scheme}://${urlHost}:${port}`),
    port,
    requestCount: () => state.requests,
    inFlight: () => state.inFlight,
    waitForInFlight: (n: number) => state.waitFor(() => state.inFlight >= n),
    holding: () => state.holding,
    waitForHolding: (n: number) => state.waitFor(() => state.holding >= n),
    takeArrivals: () => state.takeArrivals(),
    takeWrites: () => state.takeWrites(),
    close: () => closeSimulator(state, server),
  };
}

/** The HTTP server, or with `tls` the HTTPS one; Nagle off either way. */
function createSimServer(opts: SimulatorOptions, listener: Parameters<typeof createServer>[1]): Server {
  const serverOptions = { noDelay: true, keepAlive: true };
  // 'connection' is the TCP socket in both cases: Nagle is off under TLS too.
  if (!opts.tls) return createServer(serverOptions, listener);
  const delayMs = opts.tls.handshakeDelayMs;
  return createHttpsServer(
    {
      ...serverOptions,
      cert: opts.tls.cert,
      key: opts.tls.key,
      ...(delayMs
        ? {
            // No context given: the server's own (cert and key above) answers.
            SNICallback: (_name: string, done: (err: Error | null) => void) => {
              setTimeout(() => done(null), delayMs);
            },
          }
        : {}),
    },
    listener,
  );
}

/** Stops listening, cancels every script and destroys open sockets (ending any stall). */
async function closeSimulator(state: SimState, server: Server): Promise<void> {
  if (state.closed) return;
  state.closed = true;
  state.rejectWaiters();
  for (const stop of [...state.scripts]) stop();
  const done = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of state.sockets) socket.destroy();
  server.closeAllConnections();
  await done;
}
