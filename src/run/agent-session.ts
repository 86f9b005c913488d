import { setTimeout as delay } from 'node:timers/promises';
import {
  MAX_AGENT_ARGS_CHARS,
  MAX_AGENT_CALLS_PER_STEP,
  MAX_AGENT_NAME_CHARS,
  MAX_AGENT_SESSION_ARGS_CHARS,
  MAX_AGENT_STEP_ARGS_CHARS,
  type AgentPlan,
  type SentMessage,
} from '../config/agent.ts';
import { AgentDraws } from '../config/agent-draws.ts';
import type { PlannedRequest } from '../config/plan.ts';
import type { ResolvedProvider } from '../config/read.ts';
import type { KeptToolCall } from '../measure/executor.ts';
import type { Trace, TraceAgentEnd, TraceLoad } from '../trace.ts';
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
  const carried = { argsChars: 0 };
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
    const endOf = (trace: Trace, calls: readonly KeptToolCall[]) =>
      stepEnd(trace, calls, step === plan.steps - 1, carried.argsChars);
    const { trace, toolCalls } = await runOne(opts, provider, request, placeOf?.(step) ?? null, true, {
      session: own,
      endOf,
    });
    sent++;
    // The session ends at this step (a text answer, a failure, the last step, a cap): no tool runs for a call not sent back.
    if (trace.agent_end !== undefined) break;
    carried.argsChars += toolCalls.reduce((n, c) => n + c.argsChars, 0);
    const waitMs = draws.latencyMs();
    if (waitMs > 0) await delay(waitMs, undefined, opts.signal ? { signal: opts.signal } : {}).catch(() => undefined);
    const calls = toolCalls.map((c, i) => ({ id: `call_sg_${step}_${i}`, name: c.name, args: c.args }));
    messages.push({ role: 'assistant', content: '', tool_calls: calls });
    for (const c of calls)
      messages.push({ role: 'user', content: draws.result(), tool_result: { id: c.id, name: c.name } });
  }
  return { sent };
}

const CAPS_DOC = 'docs/agents.md#caps';

/**
 * Why a session ends at this step, or null when it goes on: the model
 * answered in text, the step failed, it was the last step, or what the
 * answer would carry into the next request is past a cap (config/agent.ts;
 * `carriedArgsChars` is what the session's earlier steps carried).
 */
export function stepEnd(
  trace: Trace,
  calls: readonly KeptToolCall[],
  last: boolean,
  carriedArgsChars: number,
): TraceAgentEnd | null {
  if (trace.error !== null) return { reason: 'error', message: '' };
  if (calls.length === 0) return { reason: 'answered', message: '' };
  // The last step carries nothing on: no cap applies to it.
  if (last) return { reason: 'steps', message: '' };
  const capped = (reason: TraceAgentEnd['reason'], what: string): TraceAgentEnd => ({
    reason,
    message: `the answer's ${what}: the session ends at this step, its tool calls not sent back (${CAPS_DOC})`,
  });
  if (calls.length > MAX_AGENT_CALLS_PER_STEP)
    return capped('tool_calls_cap', `${calls.length} tool calls are over the cap of ${MAX_AGENT_CALLS_PER_STEP}`);
  const longName = calls.find((c) => c.nameChars > MAX_AGENT_NAME_CHARS);
  if (longName)
    return capped(
      'tool_name_cap',
      `tool name of ${longName.nameChars} characters is over the cap of ${MAX_AGENT_NAME_CHARS}`,
    );
  const longArgs = calls.find((c) => c.argsChars > MAX_AGENT_ARGS_CHARS);
  if (longArgs)
    return capped(
      'tool_args_cap',
      `arguments of ${longArgs.argsChars} characters in one call are over the cap of ${MAX_AGENT_ARGS_CHARS}`,
    );
  const stepChars = calls.reduce((n, c) => n + c.argsChars, 0);
  if (stepChars > MAX_AGENT_STEP_ARGS_CHARS)
    return capped(
      'step_args_cap',
      `arguments of ${stepChars} characters in all are over the cap of ${MAX_AGENT_STEP_ARGS_CHARS} a step`,
    );
  if (carriedArgsChars + stepChars > MAX_AGENT_SESSION_ARGS_CHARS)
    return capped(
      'session_args_cap',
      `arguments bring the session's to ${carriedArgsChars + stepChars} characters, over the cap of ${MAX_AGENT_SESSION_ARGS_CHARS}`,
    );
  return null;
}
