import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  fixedPaths,
  intField,
  promptTokensOf
} from "./chunk-4KZ4ZFNE.js";
import {
  argsObject
} from "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/formats/ollama/sim.ts
var ollamaError = (e) => ({ error: e.message, ...e.extra });
var ns = (ms) => Math.max(0, Math.round(ms * 1e6));
var LOAD_NS = 15e5;
function renderer(endpoint, req, framing) {
  const eol = framing.eol ?? "\n";
  const createdAt = (at) => new Date(req.created * 1e3 + at).toISOString();
  const line = (value) => `${JSON.stringify(value)}${eol}`;
  const text = (at, content, thinking) => {
    const head = { model: req.model, created_at: createdAt(at) };
    if (endpoint === "chat") {
      const message = { role: "assistant", content, ...thinking !== void 0 ? { thinking } : {} };
      return line({ ...head, message, done: false });
    }
    return line({ ...head, response: content, ...thinking !== void 0 ? { thinking } : {}, done: false });
  };
  let firstText = null;
  const sent = /* @__PURE__ */ new Set();
  const call = (at, name, args) => {
    firstText ??= at;
    if (endpoint !== "chat") return text(at, `${name}${args}`);
    const message = {
      role: "assistant",
      content: "",
      tool_calls: [{ function: { name, arguments: argsObject(args) } }]
    };
    return line({ model: req.model, created_at: createdAt(at), message, done: false });
  };
  return (beat, at) => {
    switch (beat.kind) {
      case "start":
      case "finish":
      case "done":
      case "tool_args":
        return "";
      case "tool_start":
        if (beat.args === void 0) return "";
        sent.add(beat.index);
        return call(at, beat.name, beat.args);
      case "tool_end":
        return sent.has(beat.index) ? "" : call(at, beat.name, beat.args);
      case "ping":
        return text(at, "");
      case "content":
        firstText ??= at;
        return text(at, beat.text);
      case "reasoning":
        firstText ??= at;
        return text(at, "", beat.text);
      case "usage": {
        const evalStart = firstText ?? at;
        const final = {
          model: req.model,
          created_at: createdAt(at),
          ...endpoint === "chat" ? { message: { role: "assistant", content: "" } } : { response: "" },
          done: true,
          done_reason: "stop",
          total_duration: LOAD_NS + ns(at),
          load_duration: LOAD_NS,
          prompt_eval_count: req.promptTokens,
          prompt_eval_duration: ns(evalStart),
          eval_count: beat.output,
          eval_duration: ns(at - evalStart)
        };
        return line(final);
      }
      case "error":
        return line({ error: beat.message });
      case "malformed":
        return `{not json${eol}`;
    }
  };
}
function format(endpoint) {
  return {
    id: `ollama-${endpoint}`,
    api: "ollama",
    framing: "ndjson",
    contentType: "application/x-ndjson",
    authHeaders: ["authorization"],
    processingHeader: null,
    reasoning: true,
    read: (body) => {
      const options = body.options;
      const prompt = endpoint === "chat" ? promptTokensOf(body.messages) : promptTokensOf(body.prompt) + promptTokensOf(body.system);
      return { model: body.model, maxTokens: intField(options?.num_predict), promptTokens: prompt };
    },
    renderer: (req, framing) => renderer(endpoint, req, framing),
    errorBody: ollamaError,
    // `stream: false`: one object, the final line's fields with the whole text.
    completeBody: (req, text, tokens) => ({
      model: req.model,
      created_at: new Date(req.created * 1e3).toISOString(),
      ...endpoint === "chat" ? { message: { role: "assistant", content: text } } : { response: text },
      done: true,
      done_reason: "stop",
      prompt_eval_count: req.promptTokens,
      eval_count: tokens
    })
  };
}
var OLLAMA_CHAT = format("chat");
var OLLAMA_GENERATE = format("generate");
var SIM = {
  encoders: [OLLAMA_CHAT, OLLAMA_GENERATE],
  endpoints: [
    { api: "ollama", method: "POST", path: "/api/chat", base_url: "ORIGIN" },
    { api: "ollama", method: "POST", path: "/api/generate", base_url: "ORIGIN/api/generate" }
  ],
  baseUrls: (origin) => ({ ollama: origin, "ollama-generate": `${origin}/api/generate` }),
  route: fixedPaths({ "/api/chat": OLLAMA_CHAT, "/api/generate": OLLAMA_GENERATE })
};
export {
  OLLAMA_CHAT,
  OLLAMA_GENERATE,
  SIM
};
