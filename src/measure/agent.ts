import type { Agent as UndiciAgent } from 'undici';
// @ts-expect-error undici ships no declaration for this path; it is typed through the `Agent` type above.
import AgentClass from 'undici/lib/dispatcher/agent.js';

// The engine dispatches through undici's Agent and nothing else of undici: no
// fetch, no `request()` API, no WebSocket, cache or mock agents. Its index
// loads all of those, about 20 ms of a run's start-up before the first request
// (see the README's start-up figures); this path loads the Agent, its pools and
// clients only. undici 8 has no `exports` map, so the path is reachable, and
// every streaming test runs through it, so a move of the file fails the suite.
export const Agent: typeof UndiciAgent = AgentClass;
