import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  fixedPaths,
  intField,
  openaiError,
  promptTokensOf,
  sseComment,
  sseEvent
} from "./chunk-4KZ4ZFNE.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/formats/openai-responses/sim.ts
function responseObject(req, status, output, usage) {
  return {
    id: `resp_${req.requestId}`,
    object: "response",
    created_at: req.created,
    status,
    error: null,
    incomplete_details: null,
    max_output_tokens: req.maxTokens,
    model: req.model,
    output,
    reasoning: { effort: null, summary: null },
    usage
  };
}
function itemObject(item, done) {
  if (item.kind === "reasoning") {
    return {
      id: item.id,
      type: "reasoning",
      summary: done ? [{ type: "summary_text", text: item.text }] : []
    };
  }
  return {
    id: item.id,
    type: "message",
    status: done ? "completed" : "in_progress",
    role: "assistant",
    content: done ? [{ type: "output_text", annotations: [], logprobs: [], text: item.text }] : []
  };
}
function partAdded(item) {
  const ids = { item_id: item.id, output_index: item.index };
  return item.kind === "reasoning" ? ["response.reasoning_summary_part.added", { ...ids, summary_index: 0, part: { type: "summary_text", text: "" } }] : [
    "response.content_part.added",
    { ...ids, content_index: 0, part: { type: "output_text", annotations: [], logprobs: [], text: "" } }
  ];
}
function partDone(item) {
  const ids = { item_id: item.id, output_index: item.index };
  return item.kind === "reasoning" ? [
    ["response.reasoning_summary_text.done", { ...ids, summary_index: 0, text: item.text }],
    [
      "response.reasoning_summary_part.done",
      { ...ids, summary_index: 0, part: { type: "summary_text", text: item.text } }
    ]
  ] : [
    ["response.output_text.done", { ...ids, content_index: 0, text: item.text, logprobs: [] }],
    [
      "response.content_part.done",
      { ...ids, content_index: 0, part: { type: "output_text", annotations: [], logprobs: [], text: item.text } }
    ]
  ];
}
var callObject = (c, done) => ({
  type: "function_call",
  id: c.id,
  call_id: c.call_id,
  name: c.name,
  arguments: done ? c.args : "",
  status: done ? "completed" : "in_progress"
});
function functionCalls(req, event, nextOutput, closeItem) {
  const calls = /* @__PURE__ */ new Map();
  const beat = (b) => {
    if (b.kind === "tool_start") {
      const call2 = { index: nextOutput(), id: `fc_${req.requestId}_${b.index}`, call_id: b.id, name: b.name, args: "" };
      calls.set(b.index, call2);
      const added = closeItem() + event("response.output_item.added", { output_index: call2.index, item: callObject(call2, false) });
      return added + (b.args ? beat({ kind: "tool_args", index: b.index, text: b.args }) : "");
    }
    const call = calls.get(b.index);
    if (call === void 0) return "";
    const ids = { item_id: call.id, output_index: call.index };
    if (b.kind === "tool_args") {
      call.args += b.text;
      return event("response.function_call_arguments.delta", { ...ids, delta: b.text });
    }
    return event("response.function_call_arguments.done", { ...ids, arguments: call.args }) + event("response.output_item.done", { output_index: call.index, item: callObject(call, true) });
  };
  const outputs = () => [...calls.values()].map((c) => ({ at: c.index, item: callObject(c, true) }));
  return { beat, outputs };
}
function renderer(req, framing) {
  const eol = framing.eol ?? "\n";
  const space = framing.space ?? " ";
  let seq = 0;
  const event = (type, fields) => sseEvent(JSON.stringify({ type, ...fields, sequence_number: seq++ }), eol, space, type);
  const items = [];
  let open = null;
  let outputs = 0;
  const nextOutput = () => outputs++;
  const tools = functionCalls(req, event, nextOutput, () => closeItem());
  const openItem = (kind) => {
    const item = {
      kind,
      id: `${kind === "reasoning" ? "rs" : "msg"}_${req.requestId}_${items.length}`,
      index: outputs++,
      text: ""
    };
    items.push(item);
    open = item;
    const added = event("response.output_item.added", { output_index: item.index, item: itemObject(item, false) });
    const [type, fields] = partAdded(item);
    return added + event(type, fields);
  };
  const closeItem = () => {
    const item = open;
    if (item === null) return "";
    open = null;
    const parts = partDone(item).map(([type, fields]) => event(type, fields)).join("");
    return parts + event("response.output_item.done", { output_index: item.index, item: itemObject(item, true) });
  };
  const delta = (kind, text) => {
    let out = "";
    if (open?.kind !== kind) out += closeItem() + openItem(kind);
    const item = open;
    item.text += text;
    const ids = { item_id: item.id, output_index: item.index };
    return out + (kind === "reasoning" ? event("response.reasoning_summary_text.delta", { ...ids, summary_index: 0, delta: text }) : event("response.output_text.delta", { ...ids, content_index: 0, delta: text, logprobs: [] }));
  };
  return (beat) => {
    switch (beat.kind) {
      case "start": {
        const response = responseObject(req, "in_progress", [], null);
        return event("response.created", { response }) + event("response.in_progress", { response });
      }
      case "ping":
        return sseComment("keep-alive", eol);
      case "content":
        return delta("message", beat.text);
      case "reasoning":
        return delta("reasoning", beat.text);
      case "finish":
        return closeItem();
      case "tool_start":
      case "tool_args":
      case "tool_end":
        return tools.beat(beat);
      case "usage": {
        const closing = closeItem();
        const usage = {
          input_tokens: req.promptTokens,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: beat.output,
          output_tokens_details: { reasoning_tokens: beat.reasoning },
          total_tokens: req.promptTokens + beat.output
        };
        const output = [
          ...items.map((i) => ({ at: i.index, item: itemObject(i, true) })),
          ...tools.outputs()
        ].sort((a, b) => a.at - b.at).map((o) => o.item);
        return closing + event("response.completed", { response: responseObject(req, "completed", output, usage) });
      }
      case "error":
        return event("error", { code: "server_error", message: beat.message, param: null });
      case "done":
        return "";
      case "malformed":
        return sseEvent("{not json", eol, space);
    }
  };
}
var OPENAI_RESPONSES = {
  id: "openai-responses",
  api: "openai-responses",
  framing: "sse",
  contentType: "text/event-stream; charset=utf-8",
  authHeaders: ["authorization"],
  processingHeader: "openai-processing-ms",
  reasoning: true,
  read: (body) => ({
    model: body.model,
    maxTokens: intField(body.max_output_tokens),
    promptTokens: promptTokensOf(body.input)
  }),
  renderer,
  errorBody: openaiError,
  completeBody: (req, text, tokens) => responseObject(
    req,
    "completed",
    [itemObject({ kind: "message", id: `msg_${req.requestId}_0`, index: 0, text }, true)],
    {
      input_tokens: req.promptTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: tokens,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: req.promptTokens + tokens
    }
  )
};
var SIM = {
  encoders: [OPENAI_RESPONSES],
  endpoints: [{ api: "openai-responses", method: "POST", path: "/v1/responses", base_url: "ORIGIN/v1" }],
  baseUrls: (origin) => ({ "openai-responses": `${origin}/v1` }),
  route: fixedPaths({ "/v1/responses": OPENAI_RESPONSES, "/responses": OPENAI_RESPONSES })
};
export {
  OPENAI_RESPONSES,
  SIM
};
