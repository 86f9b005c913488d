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

/** A tool-call turn's calls as the API writes them. */
type CallsOf = (m: SentMessage, calls: AgentToolCall[]) => Json[];
/** A run of consecutive tool results as the API writes them. */
type ResultsOf = (results: SentMessage[]) => Json[];

/** The roles for lastUserIndex: a tool result is no user turn (images stay on the task's message). */
export const rolesOf = (messages: readonly SentMessage[]): string[] =>
  messages.map((m) => (m.tool_result === undefined ? m.role : 'tool'));

/**
 * `messages` written with `plain` (index into `messages`, for the images),
 * a tool-call turn with `calls` and each run of tool results with `results`.
 */
export function renderTurns(
  messages: readonly SentMessage[],
  plain: (m: SentMessage, i: number) => Json,
  calls: CallsOf,
  results: ResultsOf,
): Json[] {
  const out: Json[] = [];
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

export const chatCalls: CallsOf = (m, calls) => [
  {
    role: 'assistant',
    content: m.content === '' ? null : m.content,
    tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })),
  },
];
export const chatResults: ResultsOf = (rs) =>
  rs.map((r) => ({ role: 'tool', tool_call_id: resultId(r), content: r.content }));

// --- OpenAI Responses --------------------------------------------------------

export const responsesCalls: CallsOf = (m, calls) => [
  ...(m.content === '' ? [] : [{ role: 'assistant', content: m.content }]),
  ...calls.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: c.args })),
];
export const responsesResults: ResultsOf = (rs) =>
  rs.map((r) => ({ type: 'function_call_output', call_id: resultId(r), output: r.content }));

// --- Anthropic Messages -----------------------------------------------------

export const anthropicCalls: CallsOf = (m, calls) => [
  {
    role: 'assistant',
    content: [
      ...(m.content === '' ? [] : [{ type: 'text', text: m.content }]),
      ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: argsObject(c.args) })),
    ],
  },
];
export const anthropicResults: ResultsOf = (rs) => [
  { role: 'user', content: rs.map((r) => ({ type: 'tool_result', tool_use_id: resultId(r), content: r.content })) },
];

// --- Gemini -----------------------------------------------------------------

export const geminiCalls: CallsOf = (m, calls) => [
  {
    role: 'model',
    parts: [
      ...(m.content === '' ? [] : [{ text: m.content }]),
      ...calls.map((c) => ({ functionCall: { id: c.id, name: c.name, args: argsObject(c.args) } })),
    ],
  },
];
export const geminiResults: ResultsOf = (rs) => [
  {
    role: 'user',
    parts: rs.map((r) => ({
      functionResponse: { id: resultId(r), name: resultName(r), response: { content: r.content } },
    })),
  },
];

// --- Bedrock Converse -------------------------------------------------------

export const bedrockCalls: CallsOf = (m, calls) => [
  {
    role: 'assistant',
    content: [
      ...(m.content === '' ? [] : [{ text: m.content }]),
      ...calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: argsObject(c.args) } })),
    ],
  },
];
export const bedrockResults: ResultsOf = (rs) => [
  {
    role: 'user',
    content: rs.map((r) => ({ toolResult: { toolUseId: resultId(r), content: [{ text: r.content }] } })),
  },
];

// --- Cohere v2 ---------------------------------------------------------------

export const cohereCalls: CallsOf = (m, calls) => [
  {
    role: 'assistant',
    ...(m.content === '' ? {} : { tool_plan: m.content }),
    tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } })),
  },
];
export const cohereResults: ResultsOf = (rs) =>
  rs.map((r) => ({ role: 'tool', tool_call_id: resultId(r), content: r.content }));

// --- Ollama /api/chat ---------------------------------------------------------

export const ollamaCalls: CallsOf = (m, calls) => [
  {
    role: 'assistant',
    content: m.content,
    tool_calls: calls.map((c) => ({ function: { name: c.name, arguments: argsObject(c.args) } })),
  },
];
export const ollamaResults: ResultsOf = (rs) =>
  rs.map((r) => ({ role: 'tool', tool_name: resultName(r), content: r.content }));
