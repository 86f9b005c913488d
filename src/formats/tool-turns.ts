import type { AgentToolCall, SentMessage } from '../config/agent.ts';
import type { Json } from './common.ts';

// An agent session's turns in each API's own shape (docs/agents.md): the
// model's tool-call turn sent back as the API's assistant message, and each
// tool's result as the API's result (OpenAI chat `role: tool` with
// `tool_call_id`, Responses `function_call` / `function_call_output` items,
// Anthropic `tool_use` / `tool_result` blocks, Gemini `functionCall` /
// `functionResponse` parts, Bedrock `toolUse` / `toolResult` blocks, Cohere
// v2 and Ollama `role: tool`). Pure. Results that follow one another go in
// one message where the API pairs them with the calls of the turn before
// (Anthropic, Gemini, Bedrock), one item each elsewhere.

// Each API's writers return the types TypeScript infers (literals kept), so
// the SDK conformance test types a whole body, tool turns included, with the
// official SDK's request types (test/conformance/sdk-tools.test.ts).

/** The roles for lastUserIndex: a tool result is no user turn (images stay on the task's message). */
export const rolesOf = (messages: readonly SentMessage[]): string[] =>
  messages.map((m) => (m.tool_result === undefined ? m.role : 'tool'));

/**
 * `messages` written with `plain` (index into `messages`, for the images),
 * a tool-call turn with `calls` and each run of tool results with `results`.
 */
export function renderTurns<P, C, R>(
  messages: readonly SentMessage[],
  plain: (m: SentMessage, i: number) => P,
  calls: (m: SentMessage, calls: AgentToolCall[]) => C[],
  results: (run: SentMessage[]) => R[],
): Array<P | C | R> {
  const out: Array<P | C | R> = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i] as SentMessage;
    if (m.tool_calls !== undefined && m.tool_calls.length > 0) out.push(...calls(m, m.tool_calls));
    else if (m.tool_result !== undefined) {
      const run: SentMessage[] = [m];
      while (messages[i + 1]?.tool_result !== undefined) run.push(messages[++i] as SentMessage);
      out.push(...results(run));
    } else out.push(plain(m, i));
  }
  return out;
}

/**
 * Arguments as an object, for the APIs that take them so (Anthropic,
 * Gemini, Bedrock, Ollama); text that is no JSON object (a cut stream) is
 * sent as `{}`, since those APIs refuse anything else.
 */
export function argsObject(args: string): Json {
  try {
    const v: unknown = JSON.parse(args);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : {};
  } catch {
    return {};
  }
}

const resultId = (m: SentMessage): string => m.tool_result?.id ?? '';
const resultName = (m: SentMessage): string => m.tool_result?.name ?? '';

// --- OpenAI Chat Completions and Azure (Cohere v2 and Ollama alike) ---------

export const chatCalls = (m: SentMessage, calls: AgentToolCall[]) => [
  {
    role: 'assistant' as const,
    content: m.content === '' ? null : m.content,
    tool_calls: calls.map((c) => ({
      id: c.id,
      type: 'function' as const,
      function: { name: c.name, arguments: c.args },
    })),
  },
];
export const chatResults = (rs: SentMessage[]) =>
  rs.map((r) => ({ role: 'tool' as const, tool_call_id: resultId(r), content: r.content }));

// --- OpenAI Responses --------------------------------------------------------

export const responsesCalls = (m: SentMessage, calls: AgentToolCall[]) => [
  ...(m.content === '' ? [] : [{ role: 'assistant' as const, content: m.content }]),
  ...calls.map((c) => ({ type: 'function_call' as const, call_id: c.id, name: c.name, arguments: c.args })),
];
export const responsesResults = (rs: SentMessage[]) =>
  rs.map((r) => ({ type: 'function_call_output' as const, call_id: resultId(r), output: r.content }));

// --- Anthropic Messages -----------------------------------------------------

export const anthropicCalls = (m: SentMessage, calls: AgentToolCall[]) => [
  {
    role: 'assistant' as const,
    content: [
      ...(m.content === '' ? [] : [{ type: 'text' as const, text: m.content }]),
      ...calls.map((c) => ({ type: 'tool_use' as const, id: c.id, name: c.name, input: argsObject(c.args) })),
    ],
  },
];
export const anthropicResults = (rs: SentMessage[]) => [
  {
    role: 'user' as const,
    content: rs.map((r) => ({ type: 'tool_result' as const, tool_use_id: resultId(r), content: r.content })),
  },
];

// --- Gemini -----------------------------------------------------------------

export const geminiCalls = (m: SentMessage, calls: AgentToolCall[]) => [
  {
    role: 'model' as const,
    parts: [
      ...(m.content === '' ? [] : [{ text: m.content }]),
      ...calls.map((c) => ({ functionCall: { id: c.id, name: c.name, args: argsObject(c.args) } })),
    ],
  },
];
export const geminiResults = (rs: SentMessage[]) => [
  {
    role: 'user' as const,
    parts: rs.map((r) => ({
      functionResponse: { id: resultId(r), name: resultName(r), response: { content: r.content } },
    })),
  },
];

// --- Bedrock Converse -------------------------------------------------------

export const bedrockCalls = (m: SentMessage, calls: AgentToolCall[]) => [
  {
    role: 'assistant' as const,
    content: [
      ...(m.content === '' ? [] : [{ text: m.content }]),
      ...calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: argsObject(c.args) } })),
    ],
  },
];
export const bedrockResults = (rs: SentMessage[]) => [
  {
    role: 'user' as const,
    content: rs.map((r) => ({ toolResult: { toolUseId: resultId(r), content: [{ text: r.content }] } })),
  },
];

// --- Cohere v2 ---------------------------------------------------------------

export const cohereCalls = (m: SentMessage, calls: AgentToolCall[]) => [
  {
    role: 'assistant' as const,
    ...(m.content === '' ? {} : { tool_plan: m.content }),
    tool_calls: calls.map((c) => ({
      id: c.id,
      type: 'function' as const,
      function: { name: c.name, arguments: c.args },
    })),
  },
];
export const cohereResults = (rs: SentMessage[]) =>
  rs.map((r) => ({ role: 'tool' as const, tool_call_id: resultId(r), content: r.content }));

// --- Ollama /api/chat ---------------------------------------------------------

export const ollamaCalls = (m: SentMessage, calls: AgentToolCall[]) => [
  {
    role: 'assistant' as const,
    content: m.content,
    tool_calls: calls.map((c) => ({ function: { name: c.name, arguments: argsObject(c.args) } })),
  },
];
export const ollamaResults = (rs: SentMessage[]) =>
  rs.map((r) => ({ role: 'tool' as const, tool_name: resultName(r), content: r.content }));
