import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  fixedPaths,
  intField,
  promptTokensOf,
  sseComment,
  sseEvent
} from "./chunk-4KZ4ZFNE.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/formats/cohere/sim.ts
var cohereError = (e) => ({ message: e.message, ...e.extra });
function usage(req, output) {
  return {
    billed_units: { input_tokens: req.promptTokens, output_tokens: output },
    tokens: { input_tokens: req.promptTokens, output_tokens: output }
  };
}
function renderer(req, framing) {
  const eol = framing.eol ?? "\n";
  const space = framing.space ?? " ";
  const event = (type, fields) => sseEvent(JSON.stringify({ type, ...fields }), eol, space, type);
  let index = -1;
  let open = null;
  const close = () => {
    if (open === null) return "";
    open = null;
    return event("content-end", { index });
  };
  const delta = (kind, text) => {
    let out = "";
    if (open !== kind) {
      out += close();
      index++;
      open = kind;
      out += event("content-start", { index, delta: { message: { content: { type: kind, [kind]: "" } } } });
    }
    return out + event("content-delta", { index, delta: { message: { content: { [kind]: text } } } });
  };
  const end = (delta2) => event("message-end", { delta: delta2 });
  let finishReason = "COMPLETE";
  const toolCall = (fn, extra = {}) => ({
    message: { tool_calls: { ...extra, function: fn } }
  });
  return (beat) => {
    switch (beat.kind) {
      case "start":
        return sseEvent(
          JSON.stringify({
            id: req.requestId,
            type: "message-start",
            delta: { message: { role: "assistant", content: [], tool_plan: "", tool_calls: [], citations: [] } }
          }),
          eol,
          space,
          "message-start"
        );
      case "ping":
        return sseComment("keep-alive", eol);
      case "content":
        return delta("text", beat.text);
      case "reasoning":
        return delta("thinking", beat.text);
      case "finish":
        if (beat.tool) finishReason = "TOOL_CALL";
        return close();
      case "tool_start":
        return close() + event("tool-call-start", {
          index: beat.index,
          delta: toolCall({ name: beat.name, arguments: beat.args ?? "" }, { id: beat.id, type: "function" })
        });
      case "tool_args":
        return event("tool-call-delta", { index: beat.index, delta: toolCall({ arguments: beat.text }) });
      case "tool_end":
        return event("tool-call-end", { index: beat.index });
      case "usage":
        return close() + end({ finish_reason: finishReason, usage: usage(req, beat.output) });
      case "error":
        return close() + end({ finish_reason: "ERROR", error: beat.message });
      case "done":
        return "";
      case "malformed":
        return sseEvent("{not json", eol, space, "content-delta");
    }
  };
}
var COHERE = {
  id: "cohere",
  api: "cohere",
  framing: "sse",
  contentType: "text/event-stream",
  authHeaders: ["authorization"],
  processingHeader: null,
  reasoning: true,
  read: (body) => ({
    model: body.model,
    maxTokens: intField(body.max_tokens),
    promptTokens: promptTokensOf(body.messages)
  }),
  renderer,
  errorBody: cohereError,
  completeBody: (req, text, tokens) => ({
    id: req.requestId,
    message: { role: "assistant", content: [{ type: "text", text }] },
    finish_reason: "COMPLETE",
    usage: usage(req, tokens)
  })
};
var SIM = {
  encoders: [COHERE],
  endpoints: [{ api: "cohere", method: "POST", path: "/v2/chat", base_url: "ORIGIN/v2" }],
  baseUrls: (origin) => ({ cohere: `${origin}/v2` }),
  route: fixedPaths({ "/v2/chat": COHERE })
};
export {
  COHERE,
  SIM
};
