import type { Agent as UndiciAgent } from 'undici';
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

/** The Agent a run measures through: its connections report their DNS, TCP and TLS phases to the traces. */
export function createMeasuringAgent(opts: MeasuringAgentOptions = {}): UndiciAgent {
  const agent = new Agent({
    connect: timedConnector(
      { timeout: opts.connectTimeoutMs ?? 30_000, ...(opts.ca !== undefined ? { ca: opts.ca } : {}) },
      opts.clock ?? systemClock,
    ),
  });
  markTimedDispatcher(agent);
  return agent;
}
