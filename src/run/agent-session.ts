import { setTimeout as delay } from 'node:timers/promises';
import type { AgentPlan, SentMessage } from '../config/agent.ts';
import { AgentDraws } from '../config/agent-draws.ts';
import type { PlannedRequest } from '../config/plan.ts';
import type { ResolvedProvider } from '../config/read.ts';
import type { TraceLoad } from '../trace.ts';
import { executorOf, runOne, type RunOneOptions } from './run-one.ts';
import type { SessionEnd } from './session.ts';

// One agent session (docs/agents.md): call the model with the prompt's
// messages and tools; while it answers with tool calls, wait the tool
// latency drawn for the step (on the timer, between requests), append its
// tool-call turn and one synthetic result per call, and call again, up to
// `steps` calls or until it answers in text. The context grows each step,
// so per-step TTFT shows what the growing context costs. As a conversation's
// turns, the steps go out one after another on the session's own connection.
//
// The time accounting is the analysis's (analyze/agent.ts), from the traces
// alone: a step's model time is its request's dispatch to end, and the tool
// time is everything from one step's end to the next step's dispatch (the
// drawn wait and the client's own turnaround: reading the answer, building
// the next request), so model + tool = the session's wall time exactly.

/**
 * Sends an agent session's steps; never rejects; stops early when
 * `opts.signal` aborts. `placeOf(step)` gives each step's load place (a load
 * stage), `idOf(step)` its request id.
 */
export async function runAgentSession(
  opts: RunOneOptions,
  provider: ResolvedProvider,
  base: PlannedRequest,
  placeOf: ((step: number) => TraceLoad) | null = null,
  idOf: (step: number) => string = (step) => `${base.id}/step${step}`,
): Promise<SessionEnd> {
  const plan = base.agent;
  if (!plan) return { sent: 0 };
  const executor = executorOf(opts);
  const own = executor.openSession();
  try {
    return await sendSteps(opts, provider, base, plan, { placeOf, idOf, own });
  } finally {
    if (own !== null) await executor.closeSession(own);
  }
}

interface StepChoices {
  placeOf: ((step: number) => TraceLoad) | null;
  idOf: (step: number) => string;
  own: number | null;
}

async function sendSteps(
  opts: RunOneOptions,
  provider: ResolvedProvider,
  base: PlannedRequest,
  plan: AgentPlan,
  { placeOf, idOf, own }: StepChoices,
): Promise<SessionEnd> {
  const draws = new AgentDraws(plan);
  const messages: SentMessage[] = base.messages.slice();
  let sent = 0;
  for (let step = 0; step < plan.steps; step++) {
    if (opts.signal?.aborted) break;
    const request: PlannedRequest = {
      ...base,
      id: idOf(step),
      messages: messages.slice(),
      session: plan.session,
      step,
    };
    delete request.agent;
    const { trace, toolCalls } = await runOne(opts, provider, request, placeOf?.(step) ?? null, true, {
      session: own,
    });
    sent++;
    // A failed step, a text answer, or the last step: the session ends here (no tool runs for a call not sent back).
    if (trace.error !== null || toolCalls.length === 0 || step === plan.steps - 1) break;
    const waitMs = draws.latencyMs();
    if (waitMs > 0) await delay(waitMs, undefined, opts.signal ? { signal: opts.signal } : {}).catch(() => undefined);
    const calls = toolCalls.map((c, i) => ({ id: `call_sg_${step}_${i}`, name: c.name, args: c.args }));
    messages.push({ role: 'assistant', content: '', tool_calls: calls });
    for (const c of calls)
      messages.push({ role: 'user', content: draws.result(), tool_result: { id: c.id, name: c.name } });
  }
  return { sent };
}
