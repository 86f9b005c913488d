import type { Socket } from 'node:net';
import type { buildConnector as BuildConnector } from 'undici';
// @ts-expect-error undici ships no declaration for this path; it is typed through `BuildConnector` above.
import buildConnectorImpl from 'undici/lib/core/connect.js';
import type { TraceConn } from '../trace.ts';
import type { Clock } from './clock.ts';

// Connection phases (DNS, TCP, TLS) of each new connection, and which
// request it carried first.
//
// undici's diagnostics channels say when a connection starts and when it is
// ready (`undici:client:beforeConnect`, `undici:client:connected`), not where
// the time went in between; they are also process-wide (Node's own fetch
// publishes on them). So the connector itself is wrapped: undici's
// buildConnector does the connecting (TLS session cache, timeouts, ALPN,
// keep-alive, as before), and the socket it returns reports its phases by
// Node's socket events: 'lookup' (a DNS answer: emitted only when the host
// was a name, not an IP), 'connect' (TCP), then the connector's callback
// ('secureConnect' for https, 'connect' for http).
//
// undici calls that callback and, in the same synchronous turn, writes the
// request(s) waiting for the connection (Client: connectH1/H2, then resume,
// which calls each request's onRequestStart). So the phases are parked in
// `fresh` for exactly that turn; the first request started inside it takes
// them (a new connection), every other request finds nothing (reused). With
// HTTP/2 several requests may start on one new session: the first takes the
// phases, the rest are reused, as they are. Nothing here touches a read.

const buildConnector = buildConnectorImpl as typeof BuildConnector;

/** The phases of the connection whose callback is running right now, until a request takes them. */
let fresh: TraceConn | null = null;

/** Dispatchers whose connections are timed: for the others, a trace's conn is null (not measured). */
const timedDispatchers = new WeakSet<object>();

export function isTimedDispatcher(dispatcher: object): boolean {
  return timedDispatchers.has(dispatcher);
}

export function markTimedDispatcher(dispatcher: object): void {
  timedDispatchers.add(dispatcher);
}

/**
 * Called from a request's onRequestStart: the phases of the new connection
 * it is the first request on, or the reused form. Call once per request.
 */
export function takeConnection(): TraceConn {
  const c = fresh;
  fresh = null;
  return c ?? { reused: true, dns_ms: null, tcp_ms: null, tls_ms: null };
}

const roundMicros = (ms: number) => Math.round(ms * 1000) / 1000;

/** undici's connector (built with `options`), reporting each connection's phases. */
export function timedConnector(options: BuildConnector.BuildOptions, clock: Clock): BuildConnector.connector {
  const base = buildConnector(options) as (
    opts: BuildConnector.Options,
    cb: BuildConnector.Callback,
  ) => Socket | undefined;
  return (opts, callback) => {
    const start = clock.now();
    let lookupAt: number | null = null;
    let tcpAt: number | null = null;
    const secure = opts.protocol === 'https:';
    const socket = base(opts, (err, sock) => {
      if (err) return callback(err, null);
      const readyAt = clock.now();
      // For http the callback is the 'connect' listener the connector added
      // before ours: TCP ends now. For https our 'connect' came first.
      const tcpEnd = secure ? (tcpAt ?? readyAt) : readyAt;
      fresh = {
        reused: false,
        dns_ms: lookupAt === null ? null : roundMicros(lookupAt - start),
        tcp_ms: roundMicros(tcpEnd - (lookupAt ?? start)),
        tls_ms: secure ? roundMicros(readyAt - tcpEnd) : null,
      };
      try {
        callback(null, sock);
      } finally {
        fresh = null;
      }
    });
    // Only the first answer counts: with happy eyeballs (autoSelectFamily)
    // Node reports a lookup per address it tries.
    socket?.once('lookup', () => {
      lookupAt = clock.now();
    });
    if (secure)
      socket?.once('connect', () => {
        tcpAt = clock.now();
      });
    return socket;
  };
}
