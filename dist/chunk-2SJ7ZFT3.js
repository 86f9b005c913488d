import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  fixedPaths,
  intField,
  promptTokensOf,
  sseEvent
} from "./chunk-4KZ4ZFNE.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/formats/anthropic/sim.ts
function errorType(status) {
  if (status === 401) return "authentication_error";
  if (status === 403) return "permission_error";
  if (status === 404) return "not_found_error";
  if (status === 413) return "request_too_large";
  if (status === 429) return "rate_limit_error";
  if (status === 529) return "overloaded_error";
  if (status >= 500) return "api_error";
  return "invalid_request_error";
}
function anthropicError(e) {
  return { type: "error", error: { type: errorType(e.status), message: e.message, ...e.extra } };
}
function renderer(req, framing) {
  const eol = framing.eol ?? "\n";
  const space = framing.space ?? " ";
  const event = (type, fields) => sseEvent(JSON.stringify({ type, ...fields }), eol, space, type);
  let index = -1;
  let open = null;
  let stopReason = "end_turn";
  const close = () => {
    if (open === null) return "";
    const signature = open === "thinking" ? event("content_block_delta", { index, delta: { type: "signature_delta", signature: `sim_${req.requestId}` } }) : "";
    open = null;
    return signature + event("content_block_stop", { index });
  };
  const delta = (kind, text) => {
    let out = "";
    if (open !== kind) {
      out += close();
      index++;
      open = kind;
      const block = kind === "thinking" ? { type: "thinking", thinking: "", signature: "" } : { type: "text", text: "" };
      out += event("content_block_start", { index, content_block: block });
    }
    const d = kind === "thinking" ? { type: "thinking_delta", thinking: text } : { type: "text_delta", text };
    return out + event("content_block_delta", { index, delta: d });
  };
  return (beat) => {
    switch (beat.kind) {
      case "start":
        return event("message_start", {
          message: {
            id: `msg_${req.requestId}`,
            type: "message",
            role: "assistant",
            model: req.model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: {
              input_tokens: req.promptTokens,
              cache_creation_input_tokens: 0,
              cache_read_input_tokens: 0,
              output_tokens: 1
            }
          }
        });
      case "ping":
        return sseEvent('{"type": "ping"}', eol, space, "ping");
      case "content":
        return delta("text", beat.text);
      case "reasoning":
        return delta("thinking", beat.text);
      case "finish":
        if (beat.tool) stopReason = "tool_use";
        return close();
      case "tool_start": {
        const out = close();
        index++;
        open = "tool_use";
        const block = { type: "tool_use", id: beat.id, name: beat.name, input: {} };
        const args = beat.args ? event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: beat.args } }) : "";
        return out + event("content_block_start", { index, content_block: block }) + args;
      }
      case "tool_args":
        return event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: beat.text } });
      case "tool_end":
        return close();
      case "usage":
        return close() + event("message_delta", {
          delta: { stop_reason: stopReason, stop_sequence: null },
          usage: { output_tokens: beat.output }
        });
      case "error":
        return event("error", { error: { type: "overloaded_error", message: beat.message } });
      case "done":
        return event("message_stop", {});
      case "malformed":
        return sseEvent("{not json", eol, space, "content_block_delta");
    }
  };
}
var ANTHROPIC = {
  id: "anthropic",
  api: "anthropic",
  framing: "sse",
  contentType: "text/event-stream; charset=utf-8",
  authHeaders: ["x-api-key", "authorization"],
  processingHeader: null,
  reasoning: true,
  read: (body) => ({
    model: body.model,
    maxTokens: intField(body.max_tokens),
    promptTokens: promptTokensOf(body.messages) + promptTokensOf(body.system)
  }),
  renderer,
  errorBody: anthropicError,
  completeBody: (req, text, tokens) => ({
    id: `msg_${req.requestId}`,
    type: "message",
    role: "assistant",
    model: req.model,
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: req.promptTokens, output_tokens: tokens }
  })
};
var SIM = {
  encoders: [ANTHROPIC],
  endpoints: [{ api: "anthropic", method: "POST", path: "/v1/messages", base_url: "ORIGIN/v1" }],
  baseUrls: (origin) => ({ anthropic: `${origin}/v1` }),
  route: fixedPaths({ "/v1/messages": ANTHROPIC, "/messages": ANTHROPIC })
};
export {
  ANTHROPIC,
  SIM
};
