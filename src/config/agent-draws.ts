import { mulberry32, seedFrom } from '../random.ts';
import type { AgentPlan } from './agent.ts';
import { drawLength } from './distributions.ts';
import { sentences } from './synthetic.ts';

// What an agent session waits and what its tool results say (docs/agents.md):
// drawn from the prompt's seed and the session's index, so every provider
// gets the same waits and the same results, and a rerun too.

/**
 * A session's draws: the tool latency and result text of each step, the
 * same for the same seed and session on every machine and provider.
 */
export class AgentDraws {
  readonly #rand: () => number;
  readonly #plan: AgentPlan;
  constructor(plan: AgentPlan) {
    this.#plan = plan;
    this.#rand = mulberry32(seedFrom('agent', String(plan.seed), String(plan.session)));
  }
  /** The wait after a step's tool calls, ms. */
  latencyMs(): number {
    const l = this.#plan.toolLatencyMs;
    return typeof l === 'number' ? l : drawLength(l, this.#rand);
  }
  /** A tool result's text, toolResultTokens reference tokens long. */
  result(): string {
    return sentences(this.#plan.toolResultTokens, this.#rand, false);
  }
}
