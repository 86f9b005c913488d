import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/formats/tool-turns.ts
var rolesOf = (messages) => messages.map((m) => m.tool_result === void 0 ? m.role : "tool");
function renderTurns(messages, plain, calls, results) {
  const out = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    if (m.tool_calls !== void 0 && m.tool_calls.length > 0) out.push(...calls(m, m.tool_calls));
    else if (m.tool_result !== void 0) {
      const run = [m];
      while (messages[i + 1]?.tool_result !== void 0) run.push(messages[++i]);
      out.push(...results(run));
    } else out.push(plain(m, i));
  }
  return out;
}
function argsObject(args) {
  try {
    const v = JSON.parse(args);
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}
var resultId = (m) => m.tool_result?.id ?? "";
var resultName = (m) => m.tool_result?.name ?? "";
var chatCalls = (m, calls) => [
  {
    role: "assistant",
    content: m.content === "" ? null : m.content,
    tool_calls: calls.map((c) => ({
      id: c.id,
      type: "function",
      function: { name: c.name, arguments: c.args }
    }))
  }
];
var chatResults = (rs) => rs.map((r) => ({ role: "tool", tool_call_id: resultId(r), content: r.content }));
var responsesCalls = (m, calls) => [
  ...m.content === "" ? [] : [{ role: "assistant", content: m.content }],
  ...calls.map((c) => ({ type: "function_call", call_id: c.id, name: c.name, arguments: c.args }))
];
var responsesResults = (rs) => rs.map((r) => ({ type: "function_call_output", call_id: resultId(r), output: r.content }));
var anthropicCalls = (m, calls) => [
  {
    role: "assistant",
    content: [
      ...m.content === "" ? [] : [{ type: "text", text: m.content }],
      ...calls.map((c) => ({ type: "tool_use", id: c.id, name: c.name, input: argsObject(c.args) }))
    ]
  }
];
var anthropicResults = (rs) => [
  {
    role: "user",
    content: rs.map((r) => ({ type: "tool_result", tool_use_id: resultId(r), content: r.content }))
  }
];
var geminiCalls = (m, calls) => [
  {
    role: "model",
    parts: [
      ...m.content === "" ? [] : [{ text: m.content }],
      ...calls.map((c) => ({ functionCall: { id: c.id, name: c.name, args: argsObject(c.args) } }))
    ]
  }
];
var geminiResults = (rs) => [
  {
    role: "user",
    parts: rs.map((r) => ({
      functionResponse: { id: resultId(r), name: resultName(r), response: { content: r.content } }
    }))
  }
];
var bedrockCalls = (m, calls) => [
  {
    role: "assistant",
    content: [
      ...m.content === "" ? [] : [{ text: m.content }],
      ...calls.map((c) => ({ toolUse: { toolUseId: c.id, name: c.name, input: argsObject(c.args) } }))
    ]
  }
];
var bedrockResults = (rs) => [
  {
    role: "user",
    content: rs.map((r) => ({ toolResult: { toolUseId: resultId(r), content: [{ text: r.content }] } }))
  }
];
var cohereCalls = (m, calls) => [
  {
    role: "assistant",
    ...m.content === "" ? {} : { tool_plan: m.content },
    tool_calls: calls.map((c) => ({
      id: c.id,
      type: "function",
      function: { name: c.name, arguments: c.args }
    }))
  }
];
var cohereResults = (rs) => rs.map((r) => ({ role: "tool", tool_call_id: resultId(r), content: r.content }));
var ollamaCalls = (m, calls) => [
  {
    role: "assistant",
    content: m.content,
    tool_calls: calls.map((c) => ({ function: { name: c.name, arguments: argsObject(c.args) } }))
  }
];
var ollamaResults = (rs) => rs.map((r) => ({ role: "tool", tool_name: resultName(r), content: r.content }));

export {
  rolesOf,
  renderTurns,
  argsObject,
  chatCalls,
  chatResults,
  responsesCalls,
  responsesResults,
  anthropicCalls,
  anthropicResults,
  geminiCalls,
  geminiResults,
  bedrockCalls,
  bedrockResults,
  cohereCalls,
  cohereResults,
  ollamaCalls,
  ollamaResults
};
