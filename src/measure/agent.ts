import type { Dispatcher, Agent as UndiciAgent } from 'undici';
// @ts-expect-error undici ships no declaration for this path; it is typed through the `Agent` type above.
import AgentClass from 'undici/lib/dispatcher/agent.js';
import type { ConnectionOptions } from 'node:tls';
import { systemClock, type Clock } from './clock.ts';
import { markTimedDispatcher, timedConnector } from './connection.ts';

// The engine dispatches through undici's Agent and nothing else of undici: no
// fetch, no `request()` API, no WebSocket, cache or mock agents. Its index
// loads all of those, about 20 ms of a run's start-up before the first request
// (see the README's start-up figures); this path loads the Agent, its pools and
// clients only. undici 8 has no `exports` map, so the path is reachable, and
// every streaming test runs through it, so a move of the file fails the suite.
export const Agent: typeof UndiciAgent = AgentClass;

export interface MeasuringAgentOptions {
  /** Connect timeout, ms (undici's default is 10 s). */
  connectTimeoutMs?: number;
  /**
   * Certificate authorities to trust instead of Node's bundled roots (PEM).
   * Without it, Node's roots plus NODE_EXTRA_CA_CERTS, as any Node program.
   */
  ca?: ConnectionOptions['ca'];
  clock?: Clock;
}

/** The options each measuring agent was made with, so a session's own agent is built the same way. */
const measuringOptions = new WeakMap<object, MeasuringAgentOptions>();

function build(opts: MeasuringAgentOptions, connections: number | null): UndiciAgent {
  const agent = new Agent({
    ...(connections !== null ? { connections } : {}),
    connect: timedConnector(
      { timeout: opts.connectTimeoutMs ?? 30_000, ...(opts.ca !== undefined ? { ca: opts.ca } : {}) },
      opts.clock ?? systemClock,
    ),
  });
  markTimedDispatcher(agent);
  measuringOptions.set(agent, opts);
  return agent;
}

/** The Agent a run measures through: its connections report their DNS, TCP and TLS phases to the traces. */
export function createMeasuringAgent(opts: MeasuringAgentOptions = {}): UndiciAgent {
  return build(opts, null);
}

/**
 * A conversation session's own dispatcher: built as `parent` was (same
 * connector, timeout, CAs and clock, so its connections are timed and
 * `conn.reused` means what it means elsewhere), with one connection per
 * origin (undici then uses a single Client). The session's turns go out one
 * after another on that connection while the server keeps it; when the
 * server closes it, the next turn opens a new one. The caller closes it when
 * the session ends. Null when `parent` is not a measuring agent (a caller's
 * own dispatcher): the session then shares `parent` as any request does.
 */
export function sessionDispatcher(parent: Dispatcher): Dispatcher | null {
  const opts = measuringOptions.get(parent);
  return opts === undefined ? null : build(opts, 1);
}
