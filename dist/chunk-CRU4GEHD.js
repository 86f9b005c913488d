import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  require_dist_cjs as require_dist_cjs2
} from "./chunk-NLAZFQDU.js";
import {
  decodeSegment,
  intField,
  promptTokensOf
} from "./chunk-4KZ4ZFNE.js";
import {
  require_dist_cjs
} from "./chunk-B2ZTWQU4.js";
import "./chunk-I62QRV6M.js";
import "./chunk-WA632CCP.js";
import "./chunk-WDPVNNKS.js";
import "./chunk-U5DPKS53.js";
import {
  __toESM
} from "./chunk-DLMYZAXB.js";

// src/formats/bedrock/sim.ts
var import_eventstream_codec = __toESM(require_dist_cjs(), 1);
var import_util_utf8 = __toESM(require_dist_cjs2(), 1);
var codec = new import_eventstream_codec.EventStreamCodec(import_util_utf8.toUtf8, import_util_utf8.fromUtf8);
var PAD = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
function frame(headers, payload) {
  const bytes = codec.encode({
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { type: "string", value: v }])),
    body: (0, import_util_utf8.fromUtf8)(JSON.stringify(payload))
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
var event = (type, payload, n) => frame(
  { ":event-type": type, ":content-type": "application/json", ":message-type": "event" },
  { ...payload, p: PAD.slice(0, 8 + n % 40) }
);
function renderer(req) {
  let n = 0;
  let open = false;
  let started = Date.now();
  const close = () => {
    if (!open) return "";
    open = false;
    return event("contentBlockStop", { contentBlockIndex: 0 }, n++);
  };
  return (beat, at) => {
    switch (beat.kind) {
      case "start":
        started = at;
        return event("messageStart", { role: "assistant" }, n++);
      case "ping":
        return "";
      case "content":
        open = true;
        return event("contentBlockDelta", { contentBlockIndex: 0, delta: { text: beat.text } }, n++);
      case "reasoning":
        open = true;
        return event(
          "contentBlockDelta",
          { contentBlockIndex: 0, delta: { reasoningContent: { text: beat.text } } },
          n++
        );
      case "finish":
        return close() + event("messageStop", { stopReason: beat.tool ? "tool_use" : "end_turn" }, n++);
      case "tool_start": {
        const contentBlockIndex = 1 + beat.index;
        const start = event(
          "contentBlockStart",
          { contentBlockIndex, start: { toolUse: { toolUseId: beat.id, name: beat.name } } },
          n++
        );
        const args = beat.args ? event("contentBlockDelta", { contentBlockIndex, delta: { toolUse: { input: beat.args } } }, n++) : "";
        return close() + start + args;
      }
      case "tool_args":
        return event(
          "contentBlockDelta",
          { contentBlockIndex: 1 + beat.index, delta: { toolUse: { input: beat.text } } },
          n++
        );
      case "tool_end":
        return event("contentBlockStop", { contentBlockIndex: 1 + beat.index }, n++);
      case "usage":
        return close() + event(
          "metadata",
          {
            usage: {
              inputTokens: req.promptTokens,
              outputTokens: beat.output,
              totalTokens: req.promptTokens + beat.output
            },
            metrics: { latencyMs: Math.max(0, Math.round(at - started)) }
          },
          n++
        );
      case "error":
        return frame(
          {
            ":exception-type": "modelStreamErrorException",
            ":content-type": "application/json",
            ":message-type": "exception"
          },
          { message: beat.message }
        );
      case "done":
        return "";
      case "malformed":
        return corrupt(event("contentBlockDelta", { contentBlockIndex: 0, delta: { text: "x" } }, n++));
    }
  };
}
function corrupt(latin1) {
  const bytes = Buffer.from(latin1, "latin1");
  bytes[bytes.length - 1] = bytes[bytes.length - 1] ^ 255;
  return bytes.toString("latin1");
}
function bedrockError(e) {
  return { message: e.message, ...e.extra };
}
var BEDROCK = {
  id: "bedrock",
  api: "bedrock",
  framing: "eventstream",
  binary: true,
  contentType: "application/vnd.amazon.eventstream",
  authHeaders: ["authorization"],
  processingHeader: null,
  reasoning: true,
  read: (body) => {
    const config = body.inferenceConfig ?? {};
    return {
      model: void 0,
      maxTokens: intField(config.maxTokens),
      promptTokens: promptTokensOf(
        (body.messages ?? []).map(
          (m) => ({
            // A toolResult block (a tool's result) is context too, as its JSON.
            content: (m.content ?? []).map((c) => c.text ?? (c.toolResult === void 0 ? "" : JSON.stringify(c.toolResult))).join("")
          })
        )
      )
    };
  },
  renderer: (req) => renderer(req),
  errorBody: bedrockError,
  completeBody: (req, text, tokens) => ({
    output: { message: { role: "assistant", content: [{ text }] } },
    stopReason: "end_turn",
    usage: { inputTokens: req.promptTokens, outputTokens: tokens, totalTokens: req.promptTokens + tokens },
    metrics: { latencyMs: 0 }
  })
};
var BEDROCK_PATH = /^\/model\/([^/]+)\/converse-stream$/;
var SIM = {
  encoders: [BEDROCK],
  endpoints: [{ api: "bedrock", method: "POST", path: "/model/{modelId}/converse-stream", base_url: "ORIGIN" }],
  baseUrls: (origin) => ({ bedrock: origin }),
  route(path) {
    const match = BEDROCK_PATH.exec(path);
    if (match === null) return null;
    const model = decodeSegment(match[1]);
    if (model === null)
      return { ok: false, status: 400, message: `The model id in ${path} is not valid percent-encoding.` };
    return { ok: true, format: BEDROCK, model };
  }
};
export {
  BEDROCK,
  SIM
};
