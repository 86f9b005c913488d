import * as z from 'zod';
import { FixedDist, LognormalDist, NormalDist, UniformDist } from './distributions.ts';
import { isRecord, type Rule } from './rules.ts';

// Agent loops (design.md "Tool calls and request shapes", docs/agents.md):
// a prompt's `agent:` turns each of its requests into a session that calls
// the model, and while the model answers with tool calls, waits a drawn tool
// latency, sends the calls back with a synthetic result each and calls
// again, up to `steps` calls. The tools are the prompt's own `tools:`. Pure:
// what a session waits and what its tool results say, from the seed; the
// runner (src/run/agent-session.ts) sends. The draws are in agent-draws.ts:
// they use synthetic.ts, which imports schema.ts, which imports this file.

/** The most model calls one session makes: a bound, so a typo cannot start a thousand-step loop. */
export const MAX_AGENT_STEPS = 100;
/** A tool result's longest length, reference tokens: each later step sends them all again. */
export const MAX_TOOL_RESULT_TOKENS = 100_000;

// Caps on what a session carries from one answer into the next request
// (docs/agents.md, "Caps"): the provider writes the tool calls, and each
// later step sends them all again, so an unbounded answer would grow every
// later request body without bound. Past a cap the session ends at that
// step, labelled (trace `agent_end`), with what it measured kept. Each is
// far above what a real model's calls need: parallel calls come by the
// handful, real API names are at most 64 characters, real arguments a few
// kilobytes; a session's requests carry at most MAX_AGENT_SESSION_ARGS_CHARS
// characters of the model's arguments (JSON-escaped, at most 6 bytes each).

/** Tool calls one answer may carry into the next step (below MAX_TOOL_CALLS, the most an answer keeps, so more is seen). */
export const MAX_AGENT_CALLS_PER_STEP = 32;
/** Characters of one tool call's name (the trace's MAX_TOOL_NAME_CHARS; OpenAI allows 64). */
export const MAX_AGENT_NAME_CHARS = 128;
/** Characters of one tool call's arguments text. */
export const MAX_AGENT_ARGS_CHARS = 128 * 1024;
/** Characters of arguments (all calls) one step may carry. */
export const MAX_AGENT_STEP_ARGS_CHARS = 256 * 1024;
/** Characters of arguments one session may carry over all its steps: every later request sends them all. */
export const MAX_AGENT_SESSION_ARGS_CHARS = 1024 * 1024;

/**
 * A tool's latency, ms: a number or a length distribution drawn from the
 * seed (not `empirical`: a file of latencies is not read for this).
 */
export const ToolLatency = z.union([z.number().min(0), FixedDist, UniformDist, NormalDist, LognormalDist]);
export type ToolLatency = z.infer<typeof ToolLatency>;

export const Agent = z.strictObject({
  /** Model calls per session at most (the last may still ask for tools: the session ends there). */
  steps: z.number().int().min(1).max(MAX_AGENT_STEPS),
  /** The wait that stands for running the tools, drawn per step. */
  tool_latency_ms: ToolLatency,
  /** Reference tokens of each synthetic tool result. */
  tool_result_tokens: z.number().int().min(1).max(MAX_TOOL_RESULT_TOKENS),
  /** Same seed, same waits and results (default 1). */
  seed: z.number().int().min(0).optional(),
});
export type Agent = z.infer<typeof Agent>;

export const DEFAULT_AGENT_SEED = 1;

/** What a session of an agent prompt needs, as plain data (it rides on a planned request). */
export interface AgentPlan {
  steps: number;
  toolLatencyMs: ToolLatency;
  toolResultTokens: number;
  seed: number;
  /** 0-based session index within the prompt (per provider; per stage in a load run). */
  session: number;
}

export function agentPlan(agent: Agent, session: number): AgentPlan {
  return {
    steps: agent.steps,
    toolLatencyMs: agent.tool_latency_ms,
    toolResultTokens: agent.tool_result_tokens,
    seed: agent.seed ?? DEFAULT_AGENT_SEED,
    session,
  };
}

/** One tool call of the model's, as the next request sends it back. */
export interface AgentToolCall {
  /** streamgauge's own id (each API pairs a result with its call by it, within the request). */
  id: string;
  name: string;
  /** The arguments' JSON text as the model streamed it. */
  args: string;
}

/**
 * A message as a request sends it: the config's roles and text, and in an
 * agent session the model's tool-call turn (`tool_calls`, on an assistant
 * message) and each tool's result (`tool_result`, on a user message, which
 * each adapter writes in its API's own shape: src/formats/tool-turns.ts).
 */
export interface SentMessage {
  role: 'system' | 'user' | 'assistant' | 'developer';
  content: string;
  tool_calls?: AgentToolCall[];
  tool_result?: { id: string; name: string };
}

const hasTools = (p: Record<string, unknown>): boolean => Array.isArray(p.tools) && p.tools.length > 0;

export const AGENT_RULES: readonly Rule[] = [
  {
    id: 'agent_tools',
    reads: ['agent', 'tools'],
    check: (p) =>
      isRecord(p.agent) && !hasTools(p)
        ? [
            {
              path: ['agent'],
              message: 'is given but the prompt has no `tools:` for the model to call',
              fix: 'add `tools: [{ name, description, parameters }]` to the prompt (the agent calls them), or remove agent',
            },
          ]
        : [],
  },
  {
    id: 'agent_source',
    reads: ['agent', 'conversations'],
    check: (p) =>
      isRecord(p.agent) && p.conversations !== undefined
        ? [
            {
              path: ['agent'],
              message:
                'cannot go with `conversations:`: an agent session is its own conversation (tool calls and results)',
              fix: 'give the agent prompt a `prompt:` or `messages:` (its task), or remove agent',
            },
          ]
        : [],
  },
];
