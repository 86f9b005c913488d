import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  require_dist_cjs
} from "./chunk-B2ZTWQU4.js";
import {
  require_dist_cjs as require_dist_cjs2
} from "./chunk-NLAZFQDU.js";
import {
  mulberry32,
  seedFrom
} from "./chunk-WOMTUNJ4.js";
import "./chunk-WA632CCP.js";
import "./chunk-WDPVNNKS.js";
import "./chunk-U5DPKS53.js";
import {
  __toESM
} from "./chunk-DLMYZAXB.js";

// src/sim/server.ts
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { performance } from "node:perf_hooks";
import { constants as zlibConstants, createGzip } from "node:zlib";

// src/sim/formats/script.ts
function renderScript(format2, req, steps, framing = {}) {
  const render = format2.renderer(req, framing);
  const out = [];
  for (const step of steps) {
    if (!("beats" in step)) {
      out.push(step);
      continue;
    }
    const text = step.beats.map((b) => render(b, step.at)).join("");
    if (text !== "") out.push({ at: step.at, write: text });
  }
  return out;
}
function sseEvent(data, eol, space, name) {
  return `${name === void 0 ? "" : `event: ${name}${eol}`}data:${space}${data}${eol}${eol}`;
}
var sseComment = (text, eol) => `: ${text}${eol}${eol}`;
function intField(v) {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.floor(v) : null;
}
function promptTokensOf(turns) {
  if (turns === void 0 || turns === null) return 0;
  if (typeof turns === "string") return Math.ceil(turns.length / 4);
  if (!Array.isArray(turns)) return Math.ceil(JSON.stringify(turns).length / 4);
  let chars = 0;
  for (const m of turns) {
    const content = m?.content;
    chars += typeof content === "string" ? content.length : JSON.stringify(content ?? "").length;
  }
  return Math.ceil(chars / 4);
}
function openaiError(e) {
  return { error: { message: e.message, type: e.type, param: null, code: e.code, ...e.extra } };
}

// src/sim/formats/anthropic.ts
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
  const event2 = (type, fields) => sseEvent(JSON.stringify({ type, ...fields }), eol, space, type);
  let index = -1;
  let open = null;
  const close = () => {
    if (open === null) return "";
    const signature = open === "thinking" ? event2("content_block_delta", { index, delta: { type: "signature_delta", signature: `sim_${req.requestId}` } }) : "";
    open = null;
    return signature + event2("content_block_stop", { index });
  };
  const delta = (kind, text) => {
    let out = "";
    if (open !== kind) {
      out += close();
      index++;
      open = kind;
      const block = kind === "thinking" ? { type: "thinking", thinking: "", signature: "" } : { type: "text", text: "" };
      out += event2("content_block_start", { index, content_block: block });
    }
    const d = kind === "thinking" ? { type: "thinking_delta", thinking: text } : { type: "text_delta", text };
    return out + event2("content_block_delta", { index, delta: d });
  };
  return (beat) => {
    switch (beat.kind) {
      case "start":
        return event2("message_start", {
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
        return close();
      case "usage":
        return close() + event2("message_delta", {
          delta: { stop_reason: "end_turn", stop_sequence: null },
          usage: { output_tokens: beat.output }
        });
      case "error":
        return event2("error", { error: { type: "overloaded_error", message: beat.message } });
      case "done":
        return event2("message_stop", {});
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

// src/sim/formats/openai-chat.ts
var SAFE = { filtered: false, severity: "safe" };
var CONTENT_FILTER = { hate: SAFE, self_harm: SAFE, sexual: SAFE, violence: SAFE };
var PROMPT_FILTER = {
  choices: [],
  created: 0,
  id: "",
  model: "",
  object: "",
  prompt_filter_results: [
    { prompt_index: 0, content_filter_results: { ...CONTENT_FILTER, jailbreak: { filtered: false, detected: false } } }
  ]
};
function chatRenderer(req, framing, dialect) {
  const eol = framing.eol ?? "\n";
  const space = framing.space ?? " ";
  const event2 = (data, name) => sseEvent(JSON.stringify(data), eol, space, name);
  const base = {
    id: `chatcmpl-${req.requestId}`,
    object: "chat.completion.chunk",
    created: req.created,
    model: req.model,
    system_fingerprint: "fp_sim"
  };
  const choice = (delta, finish, filter = CONTENT_FILTER) => event2({
    ...base,
    choices: [
      {
        index: 0,
        delta,
        logprobs: null,
        finish_reason: finish,
        ...dialect.azure ? { content_filter_results: filter } : {}
      }
    ]
  });
  return (beat) => {
    switch (beat.kind) {
      case "start": {
        const role = choice({ role: "assistant", content: "" }, null, {});
        return dialect.azure ? event2(PROMPT_FILTER) + role : role;
      }
      case "ping":
        return sseComment("keep-alive", eol);
      case "content":
        return choice({ content: beat.text }, null);
      case "reasoning":
        return dialect.azure ? "" : choice({ reasoning_content: beat.text }, null);
      case "finish":
        return choice({}, "stop", {});
      case "usage":
        return event2({
          ...base,
          choices: [],
          usage: {
            prompt_tokens: req.promptTokens,
            completion_tokens: beat.output,
            total_tokens: req.promptTokens + beat.output,
            ...req.cachedTokens !== void 0 ? { prompt_tokens_details: { cached_tokens: req.cachedTokens } } : {},
            ...beat.reasoning > 0 ? { completion_tokens_details: { reasoning_tokens: beat.reasoning } } : {}
          }
        });
      case "error":
        return dialect.azure ? event2({ error: { code: "server_error", message: beat.message } }) : event2({ error: { message: beat.message } }, "error");
      case "done":
        return sseEvent("[DONE]", eol, space);
      case "malformed":
        return sseEvent("{not json", eol, space);
    }
  };
}
function chatCompletion(req, text, tokens) {
  return {
    id: `chatcmpl-${req.requestId}`,
    object: "chat.completion",
    created: req.created,
    model: req.model,
    system_fingerprint: "fp_sim",
    choices: [{ index: 0, message: { role: "assistant", content: text }, logprobs: null, finish_reason: "stop" }],
    usage: { prompt_tokens: req.promptTokens, completion_tokens: tokens, total_tokens: req.promptTokens + tokens }
  };
}
function readChat(body) {
  return {
    model: body.model,
    maxTokens: intField(body.max_tokens) ?? intField(body.max_completion_tokens),
    promptTokens: Array.isArray(body.messages) ? promptTokensOf(body.messages) : 0
  };
}
var OPENAI_CHAT = {
  id: "openai-chat",
  api: "openai-chat",
  framing: "sse",
  contentType: "text/event-stream; charset=utf-8",
  authHeaders: ["authorization"],
  processingHeader: "openai-processing-ms",
  reasoning: true,
  read: readChat,
  renderer: (req, framing) => chatRenderer(req, framing, { azure: false }),
  errorBody: openaiError,
  completeBody: chatCompletion
};

// src/sim/formats/azure-openai.ts
function azureError(e) {
  return { error: { code: e.code ?? String(e.status), message: e.message, ...e.extra } };
}
function completeBody(req, text, tokens) {
  const body = chatCompletion(req, text, tokens);
  return {
    ...body,
    prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }]
  };
}
var AZURE_OPENAI = {
  id: "azure-openai",
  api: "azure-openai",
  framing: "sse",
  contentType: "text/event-stream; charset=utf-8",
  authHeaders: ["api-key", "authorization"],
  processingHeader: "openai-processing-ms",
  reasoning: false,
  read: readChat,
  renderer: (req, framing) => chatRenderer(req, framing, { azure: true }),
  errorBody: azureError,
  completeBody
};

// src/sim/formats/bedrock.ts
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
function renderer2(req) {
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
        return close() + event("messageStop", { stopReason: "end_turn" }, n++);
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
        (body.messages ?? []).map((m) => ({
          content: (m.content ?? []).map((c) => c.text ?? "").join("")
        }))
      )
    };
  },
  renderer: (req) => renderer2(req),
  errorBody: bedrockError,
  completeBody: (req, text, tokens) => ({
    output: { message: { role: "assistant", content: [{ text }] } },
    stopReason: "end_turn",
    usage: { inputTokens: req.promptTokens, outputTokens: tokens, totalTokens: req.promptTokens + tokens },
    metrics: { latencyMs: 0 }
  })
};

// src/sim/formats/cohere.ts
var cohereError = (e) => ({ message: e.message, ...e.extra });
function usage(req, output) {
  return {
    billed_units: { input_tokens: req.promptTokens, output_tokens: output },
    tokens: { input_tokens: req.promptTokens, output_tokens: output }
  };
}
function renderer3(req, framing) {
  const eol = framing.eol ?? "\n";
  const space = framing.space ?? " ";
  const event2 = (type, fields) => sseEvent(JSON.stringify({ type, ...fields }), eol, space, type);
  let index = -1;
  let open = null;
  const close = () => {
    if (open === null) return "";
    open = null;
    return event2("content-end", { index });
  };
  const delta = (kind, text) => {
    let out = "";
    if (open !== kind) {
      out += close();
      index++;
      open = kind;
      out += event2("content-start", { index, delta: { message: { content: { type: kind, [kind]: "" } } } });
    }
    return out + event2("content-delta", { index, delta: { message: { content: { [kind]: text } } } });
  };
  const end = (delta2) => event2("message-end", { delta: delta2 });
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
        return close();
      case "usage":
        return close() + end({ finish_reason: "COMPLETE", usage: usage(req, beat.output) });
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
  renderer: renderer3,
  errorBody: cohereError,
  completeBody: (req, text, tokens) => ({
    id: req.requestId,
    message: { role: "assistant", content: [{ type: "text", text }] },
    finish_reason: "COMPLETE",
    usage: usage(req, tokens)
  })
};

// src/sim/formats/gemini.ts
var STATUS = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE"
};
function googleError(e) {
  return { error: { code: e.status, message: e.message, status: STATUS[e.status] ?? "UNKNOWN", ...e.extra } };
}
function usageMetadata(req, c) {
  return {
    promptTokenCount: req.promptTokens,
    ...c.candidates > 0 ? { candidatesTokenCount: c.candidates } : {},
    totalTokenCount: req.promptTokens + c.candidates + c.thoughts,
    ...c.thoughts > 0 ? { thoughtsTokenCount: c.thoughts } : {}
  };
}
function chunk(req, part, c, finish) {
  return {
    candidates: [{ content: { parts: [part], role: "model" }, ...finish ? { finishReason: "STOP" } : {}, index: 0 }],
    usageMetadata: usageMetadata(req, c),
    modelVersion: req.model,
    responseId: req.requestId
  };
}
function renderer4(req, framing) {
  const eol = framing.eol ?? "\r\n";
  const space = framing.space ?? " ";
  const data = (value) => sseEvent(JSON.stringify(value), eol, space);
  const counts = { candidates: 0, thoughts: 0 };
  return (beat) => {
    switch (beat.kind) {
      case "start":
      case "finish":
      case "done":
        return "";
      case "ping":
        return sseComment("keep-alive", eol);
      case "content":
        counts.candidates++;
        return data(chunk(req, { text: beat.text }, counts, false));
      case "reasoning":
        counts.thoughts++;
        return data(chunk(req, { text: beat.text, thought: true }, counts, false));
      case "usage":
        return data(
          chunk(
            req,
            { text: "" },
            { candidates: Math.max(0, beat.output - beat.reasoning), thoughts: beat.reasoning },
            true
          )
        );
      case "error":
        return data({ error: { code: 503, message: beat.message, status: "UNAVAILABLE" } });
      case "malformed":
        return sseEvent("{not json", eol, space);
    }
  };
}
var GEMINI = {
  id: "gemini",
  api: "gemini",
  framing: "sse",
  contentType: "text/event-stream",
  authHeaders: ["x-goog-api-key", "authorization"],
  processingHeader: null,
  reasoning: true,
  read: (body) => {
    const config = body.generationConfig;
    const contents = Array.isArray(body.contents) ? body.contents : [];
    const parts = contents.flatMap((c) => c?.parts ?? []);
    return {
      model: void 0,
      maxTokens: intField(config?.maxOutputTokens),
      promptTokens: promptTokensOf(parts.map((p) => ({ content: p?.text })))
    };
  },
  renderer: renderer4,
  errorBody: googleError,
  // A server that ignores alt=sse answers with a JSON array of responses.
  completeBody: (req, text, tokens) => [chunk(req, { text }, { candidates: tokens, thoughts: 0 }, true)]
};

// src/sim/formats/ollama.ts
var ollamaError = (e) => ({ error: e.message, ...e.extra });
var ns = (ms) => Math.max(0, Math.round(ms * 1e6));
var LOAD_NS = 15e5;
function renderer5(endpoint, req, framing) {
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
  return (beat, at) => {
    switch (beat.kind) {
      case "start":
      case "finish":
      case "done":
        return "";
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
    renderer: (req, framing) => renderer5(endpoint, req, framing),
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

// src/sim/formats/openai-responses.ts
function responseObject(req, status, output, usage2) {
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
    usage: usage2
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
function renderer6(req, framing) {
  const eol = framing.eol ?? "\n";
  const space = framing.space ?? " ";
  let seq = 0;
  const event2 = (type, fields) => sseEvent(JSON.stringify({ type, ...fields, sequence_number: seq++ }), eol, space, type);
  const items = [];
  let open = null;
  const openItem = (kind) => {
    const item = {
      kind,
      id: `${kind === "reasoning" ? "rs" : "msg"}_${req.requestId}_${items.length}`,
      index: items.length,
      text: ""
    };
    items.push(item);
    open = item;
    const added = event2("response.output_item.added", { output_index: item.index, item: itemObject(item, false) });
    return kind === "reasoning" ? added + event2("response.reasoning_summary_part.added", {
      item_id: item.id,
      output_index: item.index,
      summary_index: 0,
      part: { type: "summary_text", text: "" }
    }) : added + event2("response.content_part.added", {
      item_id: item.id,
      output_index: item.index,
      content_index: 0,
      part: { type: "output_text", annotations: [], logprobs: [], text: "" }
    });
  };
  const closeItem = () => {
    const item = open;
    if (item === null) return "";
    open = null;
    const ids = { item_id: item.id, output_index: item.index };
    const parts = item.kind === "reasoning" ? event2("response.reasoning_summary_text.done", { ...ids, summary_index: 0, text: item.text }) + event2("response.reasoning_summary_part.done", {
      ...ids,
      summary_index: 0,
      part: { type: "summary_text", text: item.text }
    }) : event2("response.output_text.done", { ...ids, content_index: 0, text: item.text, logprobs: [] }) + event2("response.content_part.done", {
      ...ids,
      content_index: 0,
      part: { type: "output_text", annotations: [], logprobs: [], text: item.text }
    });
    return parts + event2("response.output_item.done", { output_index: item.index, item: itemObject(item, true) });
  };
  const delta = (kind, text) => {
    let out = "";
    if (open?.kind !== kind) out += closeItem() + openItem(kind);
    const item = open;
    item.text += text;
    const ids = { item_id: item.id, output_index: item.index };
    return out + (kind === "reasoning" ? event2("response.reasoning_summary_text.delta", { ...ids, summary_index: 0, delta: text }) : event2("response.output_text.delta", { ...ids, content_index: 0, delta: text, logprobs: [] }));
  };
  return (beat) => {
    switch (beat.kind) {
      case "start": {
        const response = responseObject(req, "in_progress", [], null);
        return event2("response.created", { response }) + event2("response.in_progress", { response });
      }
      case "ping":
        return sseComment("keep-alive", eol);
      case "content":
        return delta("message", beat.text);
      case "reasoning":
        return delta("reasoning", beat.text);
      case "finish":
        return closeItem();
      case "usage": {
        const closing = closeItem();
        const usage2 = {
          input_tokens: req.promptTokens,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: beat.output,
          output_tokens_details: { reasoning_tokens: beat.reasoning },
          total_tokens: req.promptTokens + beat.output
        };
        const output = items.map((i) => itemObject(i, true));
        return closing + event2("response.completed", { response: responseObject(req, "completed", output, usage2) });
      }
      case "error":
        return event2("error", { code: "server_error", message: beat.message, param: null });
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
  renderer: renderer6,
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

// src/sim/formats/index.ts
var ENDPOINTS = [
  { api: "openai-chat", method: "POST", path: "/v1/chat/completions", base_url: "ORIGIN/v1" },
  { api: "openai-responses", method: "POST", path: "/v1/responses", base_url: "ORIGIN/v1" },
  { api: "anthropic", method: "POST", path: "/v1/messages", base_url: "ORIGIN/v1" },
  {
    api: "gemini",
    method: "POST",
    path: "/v1beta/models/{model}:streamGenerateContent?alt=sse",
    base_url: "ORIGIN/v1beta"
  },
  {
    api: "gemini",
    method: "POST",
    path: "/v1/projects/{project}/locations/{location}/publishers/google/models/{model}:streamGenerateContent?alt=sse",
    base_url: "ORIGIN/v1/projects/sim/locations/us-central1/publishers/google"
  },
  { api: "ollama", method: "POST", path: "/api/chat", base_url: "ORIGIN" },
  { api: "ollama", method: "POST", path: "/api/generate", base_url: "ORIGIN/api/generate" },
  { api: "cohere", method: "POST", path: "/v2/chat", base_url: "ORIGIN/v2" },
  {
    api: "azure-openai",
    method: "POST",
    path: "/openai/deployments/{deployment}/chat/completions?api-version=...",
    base_url: "ORIGIN"
  },
  { api: "bedrock", method: "POST", path: "/model/{modelId}/converse-stream", base_url: "ORIGIN" }
];
function baseUrls(origin) {
  return {
    "openai-chat": `${origin}/v1`,
    "openai-responses": `${origin}/v1`,
    anthropic: `${origin}/v1`,
    gemini: `${origin}/v1beta`,
    "gemini-vertex": `${origin}/v1/projects/sim/locations/us-central1/publishers/google`,
    ollama: origin,
    "ollama-generate": `${origin}/api/generate`,
    cohere: `${origin}/v2`,
    "azure-openai": origin,
    bedrock: origin
  };
}
var GEMINI_PATH = /^\/(?:v1beta|v1alpha|v1|v1beta1)(?:\/projects\/[^/]+\/locations\/[^/]+\/publishers\/google)?\/models\/([^/]+):streamGenerateContent$/;
var AZURE_PATH = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;
var BEDROCK_PATH = /^\/model\/([^/]+)\/converse-stream$/;
var FIXED = {
  "/v1/chat/completions": OPENAI_CHAT,
  "/chat/completions": OPENAI_CHAT,
  "/v1/responses": OPENAI_RESPONSES,
  "/responses": OPENAI_RESPONSES,
  "/v1/messages": ANTHROPIC,
  "/messages": ANTHROPIC,
  "/api/chat": OLLAMA_CHAT,
  "/api/generate": OLLAMA_GENERATE,
  "/v2/chat": COHERE
};
function decode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
function routeOf(path, query) {
  const fixed = Object.hasOwn(FIXED, path) ? FIXED[path] : void 0;
  if (fixed !== void 0) return { ok: true, format: fixed, model: void 0 };
  const gemini = GEMINI_PATH.exec(path);
  if (gemini !== null) {
    const model = decode(gemini[1]);
    if (model === null)
      return { ok: false, status: 400, message: `The model in ${path} is not valid percent-encoding.` };
    return { ok: true, format: GEMINI, model: model.replace(/^models\//, "") };
  }
  const bedrock = BEDROCK_PATH.exec(path);
  if (bedrock !== null) {
    const model = decode(bedrock[1]);
    if (model === null)
      return { ok: false, status: 400, message: `The model id in ${path} is not valid percent-encoding.` };
    return { ok: true, format: BEDROCK, model };
  }
  const azure = AZURE_PATH.exec(path);
  if (azure !== null) {
    const deployment = decode(azure[1]);
    if (deployment === null)
      return { ok: false, status: 400, message: `The deployment in ${path} is not valid percent-encoding.` };
    if (!query.has("api-version")) {
      return { ok: false, status: 400, message: "Missing required query parameter: api-version." };
    }
    return { ok: true, format: AZURE_OPENAI, model: deployment };
  }
  return null;
}

// src/sim/prompt-cache.ts
import { createHash } from "node:crypto";
var PROMPT_CACHE_ENTRIES = 1e5;
var PromptCache = class {
  #seen = /* @__PURE__ */ new Map();
  #limit;
  constructor(limit = PROMPT_CACHE_ENTRIES) {
    this.#limit = limit;
  }
  /**
   * The cached tokens of a prompt (a list of messages; each one's `content`
   * counted as the simulator counts prompt tokens), then remembers its prefixes.
   */
  lookup(turns) {
    if (!Array.isArray(turns)) return 0;
    let hash = createHash("sha256");
    let chars = 0;
    let cachedChars = 0;
    const keys = [];
    for (const m of turns) {
      const content = m?.content;
      const text = typeof content === "string" ? content : JSON.stringify(content ?? "");
      hash.update(JSON.stringify(m));
      const key = hash.copy().digest("hex");
      chars += text.length;
      if (this.#seen.has(key)) cachedChars = chars;
      keys.push(key);
      hash = hash.copy();
    }
    for (const key of keys) {
      this.#seen.delete(key);
      this.#seen.set(key, true);
    }
    while (this.#seen.size > this.#limit) {
      const oldest = this.#seen.keys().next().value;
      if (oldest === void 0) break;
      this.#seen.delete(oldest);
    }
    return Math.ceil(cachedChars / 4);
  }
};

// src/sim/metrics.ts
var BUCKETS_S = [1e-3, 5e-3, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80];
var Histogram = class {
  counts = BUCKETS_S.map(() => 0);
  count = 0;
  sum = 0;
  observe(s) {
    this.count++;
    this.sum += s;
    for (let i = 0; i < BUCKETS_S.length; i++) if (s <= BUCKETS_S[i]) this.counts[i]++;
  }
};
var SimMetrics = class _SimMetrics {
  /** Requests not yet finished at the last render; finished ones are folded into the totals. */
  #open = [];
  #doneTokens = 0;
  #donePrompt = 0;
  #ttft = new Histogram();
  #queue = new Histogram();
  /** Requests whose first token was already observed into the histograms. */
  #seenFirst = /* @__PURE__ */ new WeakSet();
  record(s) {
    this.#open.push(s);
  }
  /** Tokens a request has written by `now`: the first at firstMs, the rest evenly to endMs. */
  static tokensAt(s, now) {
    if (now < s.firstMs || s.tokens === 0) return 0;
    if (now >= s.endMs || s.endMs <= s.firstMs) return s.tokens;
    return 1 + Math.floor((s.tokens - 1) * (now - s.firstMs) / (s.endMs - s.firstMs));
  }
  render(flavor, now, modelName = "streamgauge-sim") {
    let running = 0;
    let waiting = 0;
    let kv = 0;
    let tokens = this.#doneTokens;
    let prompt = this.#donePrompt;
    const still = [];
    for (const s of this.#open) {
      if (now >= s.firstMs && !this.#seenFirst.has(s)) {
        this.#seenFirst.add(s);
        this.#ttft.observe((s.firstMs - s.arrivedMs) / 1e3);
        this.#queue.observe((s.startMs - s.arrivedMs) / 1e3);
      }
      if (now >= s.endMs) {
        this.#doneTokens += s.tokens;
        this.#donePrompt += s.promptTokens;
        tokens += s.tokens;
        prompt += s.promptTokens;
        continue;
      }
      still.push(s);
      if (now >= s.startMs) {
        running++;
        kv += 1 / Math.max(1, s.slots);
        prompt += s.promptTokens;
      } else if (now >= s.arrivedMs) waiting++;
      tokens += _SimMetrics.tokensAt(s, now);
    }
    this.#open = still;
    const label = `model_name="${modelName.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
    const out = [];
    const one = (name, type, help, value, labels = label) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name}${labels ? `{${labels}}` : ""} ${value}`);
    };
    if (flavor === "llamacpp") {
      one("llamacpp:prompt_tokens_total", "counter", "Number of prompt tokens processed.", prompt, "");
      one("llamacpp:tokens_predicted_total", "counter", "Number of generation tokens processed.", tokens, "");
      one("llamacpp:requests_processing", "gauge", "Number of requests processing.", running, "");
      one("llamacpp:requests_deferred", "gauge", "Number of requests deferred.", waiting, "");
      return out.join("\n") + "\n";
    }
    one("vllm:num_requests_running", "gauge", "Number of requests in model execution batches.", running);
    one("vllm:num_requests_waiting", "gauge", "Number of requests waiting to be processed.", waiting);
    one("vllm:kv_cache_usage_perc", "gauge", "KV-cache usage. 1 means 100 percent usage.", Math.min(1, kv));
    one("vllm:num_preemptions_total", "counter", "Cumulative number of preemption from the engine.", 0);
    one("vllm:prompt_tokens_total", "counter", "Number of prefill tokens processed.", prompt);
    one("vllm:generation_tokens_total", "counter", "Number of generation tokens processed.", tokens);
    const hist = (name, help, h) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
      BUCKETS_S.forEach((le, i) => out.push(`${name}_bucket{le="${le}",${label}} ${h.counts[i]}`));
      out.push(
        `${name}_bucket{le="+Inf",${label}} ${h.count}`,
        `${name}_sum{${label}} ${h.sum}`,
        `${name}_count{${label}} ${h.count}`
      );
    };
    hist("vllm:time_to_first_token_seconds", "Histogram of time to first token in seconds.", this.#ttft);
    hist("vllm:request_queue_time_seconds", "Histogram of time spent in WAITING phase for request.", this.#queue);
    return out.join("\n") + "\n";
  }
};

// src/sim/scenarios.ts
import { gzipSync, crc32 } from "node:zlib";

// src/sim/llamacpp.ts
var LLAMACPP_DEFAULTS = { tokens: 32, prompt_ms: 40, interval_ms: 12, cached: 0 };
var sse = (data) => `data: ${typeof data === "string" ? data : JSON.stringify(data)}

`;
function llamacppPlan(p, req, word2) {
  if (req.format !== void 0 && req.format.api !== "openai-chat") {
    const text = JSON.stringify({
      error: { code: 404, message: "File Not Found", type: "not_found_error" }
    });
    return {
      status: 404,
      headers: { server: "llama.cpp", "content-type": "application/json; charset=utf-8" },
      flushHeaders: false,
      gzip: false,
      steps: [{ at: 0, write: text }],
      then: "end",
      processingMs: 0
    };
  }
  const n = Math.max(1, Math.min(p.tokens ?? 32, req.maxTokens ?? Number.POSITIVE_INFINITY));
  const interval = p.interval_ms ?? 12;
  const first = p.prompt_ms ?? 40;
  const cached = Math.min(p.cached ?? 0, Math.max(0, req.promptTokens - 1));
  const base = {
    created: req.created,
    id: `chatcmpl-${req.requestId}`,
    model: req.model,
    system_fingerprint: "b0-sim",
    object: "chat.completion.chunk"
  };
  const chunk2 = (delta, finish = null) => sse({ choices: [{ finish_reason: finish, index: 0, delta }], ...base });
  const steps = [{ at: 0, write: chunk2({ role: "assistant", content: null }) }];
  for (let i = 0; i < n; i++) steps.push({ at: first + i * interval, write: chunk2({ content: word2(i) }) });
  const end = first + (n - 1) * interval;
  const predictedMs = (n - 1) * interval;
  const promptN = req.promptTokens - cached;
  steps.push({
    at: end,
    write: chunk2({}, n >= (req.maxTokens ?? Number.POSITIVE_INFINITY) ? "length" : "stop") + sse({
      choices: [],
      ...base,
      usage: {
        completion_tokens: n,
        prompt_tokens: req.promptTokens,
        total_tokens: req.promptTokens + n,
        prompt_tokens_details: { cached_tokens: cached }
      },
      timings: {
        cache_n: cached,
        prompt_n: promptN,
        prompt_ms: first,
        prompt_per_token_ms: promptN > 0 ? first / promptN : 0,
        prompt_per_second: first > 0 ? promptN * 1e3 / first : 0,
        predicted_n: n,
        predicted_ms: predictedMs,
        predicted_per_token_ms: predictedMs / n,
        predicted_per_second: predictedMs > 0 ? n * 1e3 / predictedMs : 0
      }
    }) + sse("[DONE]")
  });
  return {
    status: 200,
    headers: {
      server: "llama.cpp",
      "content-type": "text/event-stream",
      "x-accel-buffering": "no",
      "keep-alive": "timeout=5, max=100"
    },
    flushHeaders: true,
    gzip: false,
    steps,
    then: "end",
    processingMs: first,
    served: { tokens: n, firstMs: first, endMs: end },
    closeAfter: true,
    endAfter: true
  };
}

// src/sim/scenarios.ts
var WORDS = "Streams arrive one token at a time when nothing in between buffers them, so every word here is written to the socket on its own, on a schedule, to show what an honest stream looks like and what a buffered one hides".split(" ");
var word = (i) => (i === 0 ? "" : " ") + (WORDS[i % WORDS.length] ?? "");
var answer = (n) => Array.from({ length: n }, (_, i) => word(i)).join("");
var THOUGHTS = "First I consider what is asked, then which words would answer it plainly, then I check that answer once more before I write it out".split(" ");
var thought = (i) => (i === 0 ? "" : " ") + (THOUGHTS[i % THOUGHTS.length] ?? "");
function chunks(_req) {
  return {
    /** The opening event before any text (a role-only delta in Chat Completions). */
    role: () => ({ kind: "start" }),
    ping: () => ({ kind: "ping" }),
    content: (i) => ({ kind: "content", text: word(i) }),
    reasoning: (i) => ({ kind: "reasoning", text: thought(i) }),
    finish: () => ({ kind: "finish" }),
    /** `outputTokens` counts every generated token, `reasoningTokens` included. */
    usage: (outputTokens, reasoningTokens = 0) => ({
      kind: "usage",
      output: outputTokens,
      reasoning: reasoningTokens
    }),
    error: (message) => ({ kind: "error", message }),
    done: () => ({ kind: "done" }),
    malformed: () => ({ kind: "malformed" })
  };
}
var Timeline = class {
  t = 0;
  steps = [];
  wait(ms) {
    this.t += ms;
    return this;
  }
  /** Each beat its own write, all at the current time. */
  write(...beats) {
    for (const b of beats) this.steps.push({ at: this.t, beats: [b] });
    return this;
  }
  /** All the beats in ONE write. */
  together(...beats) {
    this.steps.push({ at: this.t, beats });
    return this;
  }
  destroy() {
    this.steps.push({ at: this.t, destroy: true });
    return this;
  }
};
var SSE_HEADERS = { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache" };
var formatOf = (req) => req.format ?? OPENAI_CHAT;
var errorOf = (req, e) => formatOf(req).errorBody(e);
function stream(steps, processingMs, extra = {}) {
  return {
    status: 200,
    headers: { ...SSE_HEADERS },
    flushHeaders: true,
    gzip: false,
    steps,
    then: "end",
    processingMs,
    ...extra
  };
}
function jsonBody(status, body, delayMs, headers = {}) {
  const text = JSON.stringify(body);
  return {
    status,
    headers: {
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(text)),
      ...headers
    },
    flushHeaders: false,
    gzip: false,
    steps: [{ at: delayMs, write: text }],
    then: "end",
    processingMs: delayMs
  };
}
var cap = (p, req) => Math.floor(Math.min(p.tokens ?? 0, req.maxTokens ?? Number.POSITIVE_INFINITY));
var STEADY = { tokens: 20, ttft_ms: 100, interval_ms: 20 };
function steadyTimeline(p, req, claimed) {
  const c = chunks(req);
  const n = cap(p, req);
  const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
  for (let i = 0; i < n; i++) {
    if (i > 0) tl.wait(p.interval_ms ?? 0);
    tl.write(c.content(i));
  }
  return tl.wait(p.interval_ms ?? 0).write(c.finish(), c.usage(claimed ?? n), c.done());
}
function noisyTimeline(p, req) {
  const c = chunks(req);
  const n = cap(p, req);
  const rand = mulberry32(seedFrom(String(p.seed ?? 0), req.requestId));
  const jitter = () => rand() * (p.jitter_ms ?? 0);
  const tl = new Timeline().write(c.role()).wait((p.ttft_ms ?? 0) + jitter());
  for (let i = 0; i < n; i++) {
    if (i > 0) tl.wait((p.interval_ms ?? 0) + jitter());
    tl.write(c.content(i));
  }
  return tl.wait((p.interval_ms ?? 0) + jitter()).write(c.finish(), c.usage(n), c.done());
}
function splitWrites(steps, splitMs) {
  const out = [];
  let shift = 0;
  for (const s of steps) {
    if (!("write" in s)) {
      out.push({ ...s, at: s.at + shift });
      continue;
    }
    const mid = Math.floor(s.write.length / 2);
    out.push({ at: s.at + shift, write: s.write.slice(0, mid) });
    shift += splitMs;
    out.push({ at: s.at + shift, write: s.write.slice(mid) });
  }
  return out;
}
function reasoningStream(req, s) {
  const c = chunks(req);
  const max = req.maxTokens ?? Number.POSITIVE_INFINITY;
  const h = Math.floor(Math.min(s.hidden, max));
  const r = Math.floor(Math.min(s.visible, max - h));
  const n = Math.floor(Math.min(s.answer, max - h - r));
  const tl = new Timeline().write(c.role()).wait(s.firstMs);
  for (let i = 0; i < r + n; i++) {
    if (i > 0) tl.wait(s.intervalMs);
    tl.write(i < r ? c.reasoning(i) : c.content(i - r));
  }
  tl.wait(s.intervalMs).write(c.finish(), c.usage(h + r + n, h + r), c.done());
  return stream(tl.steps, s.firstMs);
}
var KIB = 1024;
var MIB = 1024 * KIB;
function renderedContent(req, n) {
  const c = chunks(req);
  const beats = Array.from({ length: n }, (_, i) => c.content(i % 7));
  const step = renderScript(formatOf(req), req, [{ at: 0, beats }])[0];
  return step !== void 0 && "write" in step ? step.write : "";
}
function repeatTo(text, bytes) {
  return text.length === 0 ? "" : text.repeat(Math.ceil(bytes / text.length));
}
function endlessOpening(req) {
  const format2 = formatOf(req);
  if (format2.framing === "sse") return 'data: {"choices":[{"index":0,"delta":{"content":"';
  if (format2.framing === "ndjson") return '{"message":{"role":"assistant","content":"';
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(16 * MIB - 16, 0);
  prelude.writeUInt32BE(0, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  return prelude.toString("latin1");
}
var bombMembers = /* @__PURE__ */ new Map();
function bombMember(req) {
  const format2 = formatOf(req);
  let member = bombMembers.get(format2.id);
  if (member === void 0) {
    const unit = renderedContent(req, 64);
    member = gzipSync(Buffer.from(repeatTo(unit, 16 * MIB), format2.binary ? "latin1" : "utf8"), { level: 9 });
    bombMembers.set(format2.id, member);
  }
  return member;
}
var LOGIN_PAGE = '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">\n<title>Sign in</title>\n<link rel="stylesheet" href="/static/login.css"></head>\n<body><main><h1>Sign in to continue</h1>\n<form method="post" action="/login"><input name="user"><input name="password" type="password">\n<button>Sign in</button></form></main></body></html>\n';
var PROSE = "Service Unavailable\n\nThe gateway could not reach the upstream model server. Please try again in a few minutes, or contact your administrator.\n";
var MISLABELS = [
  "text/plain",
  "text/html; charset=utf-8",
  "application/octet-stream",
  null
];
function plainBody(status, type, text, headers = {}) {
  return {
    status,
    headers: { "content-type": type, "content-length": String(Buffer.byteLength(text)), ...headers },
    flushHeaders: false,
    gzip: false,
    steps: [{ at: 0, write: text }],
    then: "end",
    processingMs: 0
  };
}
var SCRIPTED = [
  {
    name: "steady",
    summary: "an honest stream: role chunk, one word every interval_ms, finish, usage chunk, [DONE]",
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0)
  },
  {
    name: "llamacpp",
    summary: "a llama.cpp llama-server (sim/llamacpp.ts): Keep-Alive advertised yet the connection closed after each response, one token a chunk, usage with cached_tokens and llama.cpp's `timings`; counted in /metrics?format=llamacpp",
    defaults: { ...LLAMACPP_DEFAULTS },
    plan: (p, req) => llamacppPlan(p, req, word)
  },
  {
    name: "noisy",
    summary: "a steady stream with seeded noise: ttft_ms and every interval_ms plus a uniform 0..jitter_ms, drawn from (seed, request id)",
    defaults: { ...STEADY, jitter_ms: 10, seed: 0 },
    plan: (p, req) => {
      const steps = noisyTimeline(p, req).steps;
      const first = steps[1]?.at ?? p.ttft_ms ?? 0;
      return stream(steps, first);
    }
  },
  {
    name: "burst",
    summary: "a buffering proxy: headers at once, then the whole stream in ONE write after delay_ms",
    defaults: { tokens: 20, delay_ms: 600 },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const body = [c.role(), ...Array.from({ length: n }, (_, i) => c.content(i)), c.finish(), c.usage(n), c.done()];
      return stream([{ at: p.delay_ms ?? 0, beats: body }], p.delay_ms ?? 0);
    }
  },
  {
    name: "role-keepalive",
    summary: 'role chunk at once, ": keep-alive" comments every keepalive_ms for delay_ms, then a steady stream',
    defaults: { delay_ms: 800, keepalive_ms: 100, tokens: 20, interval_ms: 20 },
    plan: (p, req) => {
      const delay = p.delay_ms ?? 0;
      const every = Math.max(1, p.keepalive_ms ?? 100);
      const comments = [];
      for (let t = every; t < delay; t += every) comments.push({ at: t, beats: [chunks(req).ping()] });
      const rest = steadyTimeline({ ...p, ttft_ms: delay }, req).steps;
      const [role, ...after] = rest;
      return stream([...role ? [role] : [], ...comments, ...after], delay);
    }
  },
  {
    name: "empty",
    summary: "role chunk, then a finish chunk with no content after delay_ms, usage completion_tokens 0, [DONE]",
    defaults: { delay_ms: 100 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline().write(c.role()).wait(p.delay_ms ?? 0).write(c.finish(), c.usage(0), c.done());
      return stream(tl.steps, p.delay_ms ?? 0);
    }
  },
  {
    name: "few-reads",
    summary: "role chunk, then the content in 2 writes spread_ms apart (the 2nd also carries finish, usage, [DONE])",
    defaults: { tokens: 10, ttft_ms: 100, spread_ms: 500 },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const half = Math.ceil(n / 2);
      const words = Array.from({ length: n }, (_, i) => c.content(i));
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0).together(...words.slice(0, half)).wait(p.spread_ms ?? 0).together(...words.slice(half), c.finish(), c.usage(n), c.done());
      return stream(tl.steps, p.ttft_ms ?? 0);
    }
  },
  {
    name: "coarse",
    summary: "tokens generated one every interval_ms from ttft_ms, written per_write at a time (a coalescing proxy, Gemini-size chunks): each write at the moment its last token was generated, finish, usage, [DONE] one interval later",
    defaults: { tokens: 200, ttft_ms: 100, interval_ms: 10, per_write: 8 },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const k = Math.max(1, Math.floor(p.per_write ?? 1));
      const ttft = p.ttft_ms ?? 0;
      const every = p.interval_ms ?? 0;
      const steps = [{ at: 0, beats: [c.role()] }];
      for (let from = 0; from < n; from += k) {
        const to = Math.min(n, from + k);
        const beats = Array.from({ length: to - from }, (_, j) => c.content(from + j));
        steps.push({ at: ttft + (to - 1) * every, beats });
      }
      const last = ttft + Math.max(0, n - 1) * every;
      steps.push({ at: last + every, beats: [c.finish(), c.usage(n), c.done()] });
      return stream(steps, ttft);
    }
  },
  {
    name: "short-fast",
    summary: "streamed, but 5 words interval_ms (10) apart: a generation interval under min_generation_s (0.1 s)",
    defaults: { tokens: 5, ttft_ms: 100, interval_ms: 10 },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0)
  },
  {
    name: "implausible",
    summary: "a steady stream whose usage claims completion_tokens = claimed (1,000,000)",
    defaults: { ...STEADY, claimed: 1e6 },
    plan: (p, req) => stream(steadyTimeline(p, req, p.claimed).steps, p.ttft_ms ?? 0)
  },
  {
    name: "http-429",
    summary: "status 429, retry-after: retry_after seconds, a JSON error body",
    defaults: { retry_after: 7, delay_ms: 0 },
    plan: (p, req) => jsonBody(
      429,
      errorOf(req, {
        status: 429,
        message: "Rate limit reached for requests (simulated).",
        type: "requests",
        code: "rate_limit_exceeded"
      }),
      p.delay_ms ?? 0,
      { "retry-after": String(p.retry_after ?? 7), "x-ratelimit-remaining-requests": "0" }
    )
  },
  {
    name: "http-401",
    summary: "status 401, a JSON error body",
    defaults: { delay_ms: 0 },
    plan: (p, req) => jsonBody(
      401,
      errorOf(req, {
        status: 401,
        message: "Incorrect API key provided (simulated).",
        type: "invalid_request_error",
        code: "invalid_api_key"
      }),
      p.delay_ms ?? 0
    )
  },
  {
    name: "http-500",
    summary: "status 500, a JSON error body",
    defaults: { delay_ms: 0 },
    plan: (p, req) => jsonBody(
      500,
      errorOf(req, {
        status: 500,
        message: "The server had an error (simulated).",
        type: "server_error",
        code: null
      }),
      p.delay_ms ?? 0
    )
  },
  {
    name: "echo-key",
    summary: "status 401 echoing the Authorization header it got, in the JSON body and in x-echo-authorization",
    defaults: { delay_ms: 0 },
    plan: (p, req) => {
      const got = req.authorization;
      return jsonBody(
        401,
        errorOf(req, {
          status: 401,
          message: got === null ? "No Authorization header was sent." : `Incorrect API key provided: ${got}. You can find your API key in your dashboard.`,
          type: "invalid_request_error",
          code: "invalid_api_key",
          extra: { received_authorization: got }
        }),
        p.delay_ms ?? 0,
        got === null ? {} : { "x-echo-authorization": got }
      );
    }
  },
  {
    name: "cut",
    summary: "role chunk and `tokens` words, then the socket is destroyed mid-stream (no finish, no [DONE])",
    defaults: { tokens: 5, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      for (let i = 0; i < cap(p, req); i++) {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write(c.content(i));
      }
      return stream(tl.wait(p.interval_ms ?? 0).destroy().steps, p.ttft_ms ?? 0);
    }
  },
  {
    name: "closing-keepalive",
    summary: "a steady stream sent with Keep-Alive: timeout=5, after which the server is done with the connection, as llama.cpp's llama-server: the next request on it meets a closed socket",
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, {
      headers: { ...SSE_HEADERS, connection: "keep-alive", "keep-alive": "timeout=5" },
      closeAfter: true
    })
  },
  {
    name: "stall",
    summary: "role chunk and `tokens` words, then silence with the connection open until the client leaves",
    defaults: { tokens: 3, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      for (let i = 0; i < cap(p, req); i++) {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write(c.content(i));
      }
      return stream(tl.steps, p.ttft_ms ?? 0, { then: "hold" });
    }
  },
  {
    name: "json",
    summary: "ignores stream:true: one complete JSON body (application/json) after delay_ms: a chat.completion, or the format's own",
    defaults: { tokens: 20, delay_ms: 300 },
    plan: (p, req) => {
      const n = cap(p, req);
      return jsonBody(200, formatOf(req).completeBody(req, answer(n), n), p.delay_ms ?? 0);
    }
  },
  {
    name: "gzip",
    summary: "a steady stream with content-encoding: gzip, Z_SYNC_FLUSH after every event",
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, {
      gzip: true,
      headers: { ...SSE_HEADERS, "content-encoding": "gzip" }
    })
  },
  {
    name: "crlf",
    summary: "a steady stream with \\r\\n line endings",
    defaults: { ...STEADY },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, { framing: { eol: "\r\n" } })
  },
  {
    name: "split",
    summary: "a steady stream with every event written in two halves split mid-JSON, split_ms apart",
    defaults: { ...STEADY, split_ms: 5 },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, { splitMs: p.split_ms ?? 5 })
  },
  {
    name: "malformed",
    summary: "a steady stream with one `data: {not json` event in the middle",
    defaults: { ...STEADY },
    plan: (p, req) => {
      const steps = steadyTimeline(p, req).steps;
      const i = 1 + Math.floor(cap(p, req) / 2);
      const before = steps[i - 1]?.at ?? 0;
      const after = steps[i]?.at ?? before;
      steps.splice(i, 0, { at: (before + after) / 2, beats: [chunks(req).malformed()] });
      return stream(steps, p.ttft_ms ?? 0);
    }
  },
  {
    name: "error-in-stream",
    summary: 'role chunk and `tokens` words, then `event: error` {"error":{"message":"overloaded"}} and the end',
    defaults: { tokens: 3, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) => {
      const c = chunks(req);
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      for (let i = 0; i < cap(p, req); i++) {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write(c.content(i));
      }
      tl.wait(p.interval_ms ?? 0).write(c.error("overloaded"));
      return stream(tl.steps, p.ttft_ms ?? 0);
    }
  },
  {
    name: "nospace",
    summary: "a steady stream written as `data:{...}`, without the space after the colon",
    defaults: { ...STEADY },
    plan: (p, req) => formatOf(req).framing === "sse" ? stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, { framing: { space: "" } }) : jsonBody(
      400,
      errorOf(req, {
        status: 400,
        message: `Scenario "nospace" is about SSE framing; ${formatOf(req).id} streams NDJSON.`,
        type: "invalid_request_error",
        code: null
      }),
      0
    )
  },
  {
    name: "reasoning",
    summary: "a reasoning model: role chunk, reasoning_tokens reasoning words then `tokens` answer words, one every interval_ms, finish, usage (reasoning included), [DONE]",
    defaults: { reasoning_tokens: 10, tokens: 10, ttft_ms: 100, interval_ms: 20 },
    plan: (p, req) => reasoningStream(req, {
      visible: p.reasoning_tokens ?? 0,
      hidden: 0,
      answer: p.tokens ?? 0,
      firstMs: p.ttft_ms ?? 0,
      intervalMs: p.interval_ms ?? 0
    })
  },
  {
    name: "hidden-reasoning",
    summary: "a reasoning model that streams none of its reasoning (OpenAI reasoning models on chat completions): role chunk, think_ms of silence for hidden_tokens reasoning tokens, then `tokens` answer words one every interval_ms, finish, usage (the hidden reasoning included), [DONE]",
    defaults: { hidden_tokens: 200, think_ms: 1e3, tokens: 20, ttft_ms: 50, interval_ms: 20 },
    plan: (p, req) => reasoningStream(req, {
      visible: 0,
      hidden: p.hidden_tokens ?? 0,
      answer: p.tokens ?? 0,
      firstMs: (p.ttft_ms ?? 0) + (p.think_ms ?? 0),
      intervalMs: p.interval_ms ?? 0
    })
  },
  {
    name: "endless-line",
    summary: "one line (SSE data:, an NDJSON object, a Bedrock frame) that never ends: chunk_kb KiB writes without a newline, as fast as the client reads",
    defaults: { chunk_kb: 64 },
    plan: (p, req) => ({
      ...stream([{ at: 0, write: endlessOpening(req) }], 0),
      flood: { chunk: "x".repeat(Math.max(1, p.chunk_kb ?? 64) * KIB), times: null }
    })
  },
  {
    name: "firehose",
    summary: "valid content events, chunk_kb KiB a write, as fast as the client reads, never ending",
    defaults: { chunk_kb: 64 },
    plan: (p, req) => {
      const c = chunks(req);
      return {
        ...stream([{ at: 0, beats: [c.role()] }], 0),
        flood: { chunk: repeatTo(renderedContent(req, 64), Math.max(1, p.chunk_kb ?? 64) * KIB), times: null }
      };
    }
  },
  {
    name: "gzip-bomb",
    summary: "content-encoding: gzip, a small body (~40 KB a 16 MiB member) that inflates to inflate_mb MiB of content events",
    defaults: { inflate_mb: 1024 },
    plan: (p, req) => ({
      ...stream([], 0, { headers: { ...SSE_HEADERS, "content-encoding": "gzip" } }),
      flood: { chunk: bombMember(req), times: Math.max(1, Math.ceil((p.inflate_mb ?? 1024) / 16)) }
    })
  },
  {
    name: "gzip-nothing",
    summary: "content-encoding: gzip, empty deflate blocks as fast as the client reads: endless bytes that decode to nothing",
    defaults: { chunk_kb: 64 },
    plan: (p) => {
      const header = Buffer.from([31, 139, 8, 0, 0, 0, 0, 0, 0, 3]);
      const empty = Buffer.from([0, 0, 0, 255, 255]);
      const last = Buffer.from([1, 0, 0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0]);
      const n = Math.max(1, Math.floor((p.chunk_kb ?? 64) * KIB / empty.length));
      return {
        ...stream([], 0, { headers: { ...SSE_HEADERS, "content-encoding": "gzip" } }),
        flood: { chunk: Buffer.concat([header, ...Array.from({ length: n }, () => empty), last]), times: null }
      };
    }
  },
  {
    name: "redirect",
    summary: "status `status` (307) with a Location on another origin; a client must not follow it",
    defaults: { status: 307 },
    plan: (p) => {
      const status = Math.floor(p.status ?? 307);
      return plainBody(status, "text/html", `<a href="https://login.example.invalid/sso">Moved</a>
`, {
        location: "https://login.example.invalid/sso?next=%2Fv1%2Fchat%2Fcompletions"
      });
    }
  },
  {
    name: "html",
    summary: "status 200, text/html: a login page where the API should be",
    defaults: {},
    plan: () => plainBody(200, "text/html; charset=utf-8", LOGIN_PAGE)
  },
  {
    name: "text",
    summary: "status 200, text/plain prose (a gateway message) where the stream should be",
    defaults: {},
    plan: () => plainBody(200, "text/plain; charset=utf-8", PROSE)
  },
  {
    name: "mislabelled",
    summary: "a steady stream sent with the wrong content type: as=0 text/plain, 1 text/html, 2 application/octet-stream, 3 none",
    defaults: { ...STEADY, as: 0 },
    plan: (p, req) => stream(steadyTimeline(p, req).steps, p.ttft_ms ?? 0, {
      contentType: MISLABELS[Math.floor(p.as ?? 0)] ?? MISLABELS[0]
    })
  },
  {
    name: "hostile-error",
    summary: "status 400 whose error message holds @mentions, HTML, terminal escapes, the key it was sent and pad_kb KiB of padding",
    defaults: { pad_kb: 16 },
    plan: (p, req) => jsonBody(
      400,
      errorOf(req, {
        status: 400,
        message: `Bad request, cc @someone and @acme/security-team. <img src=x onerror=alert(1)> <script>alert(1)</script> \x1B[31mRED\x1B[0m\x07\x1B]0;title\x07 key=${req.authorization ?? "none"} ` + "z".repeat(Math.max(0, p.pad_kb ?? 16) * KIB),
        type: "invalid_request_error",
        code: null
      }),
      0
    )
  },
  {
    name: "capacity",
    summary: "a server with `slots` decode slots and a FIFO queue: a request waits for the first free slot, pays prefill_us_per_token per prompt token (chars/4) not in the prompt cache, then streams one word per step; a step takes step_ms + step_per_stream_ms x the streams decoding when it starts. Saturates at slots x 1000 / (step_ms + step_per_stream_ms x slots) tokens/s; past burst_over decoding streams (0: never) each answer comes as one write at its end, as from a gateway that buffers under load; every fail_every-th request (0: none) ends in a mid-stream error after half its words, though the server generated (and /metrics counts) them all",
    defaults: {
      tokens: 20,
      slots: 4,
      step_ms: 10,
      step_per_stream_ms: 2,
      prefill_us_per_token: 0,
      burst_over: 0,
      fail_every: 0
    },
    plan: (p, req) => {
      const c = chunks(req);
      const n = cap(p, req);
      const batch = req.capacity?.batch ?? 1;
      const step = (p.step_ms ?? 0) + (p.step_per_stream_ms ?? 0) * batch;
      const firstMs = (req.capacity?.queueMs ?? 0) + (p.prefill_us_per_token ?? 0) * (req.promptTokens - (req.cachedTokens ?? 0)) / 1e3 + step;
      if ((p.burst_over ?? 0) > 0 && batch > (p.burst_over ?? 0)) {
        const words = Array.from({ length: n }, (_, i) => c.content(i));
        const tl2 = new Timeline().write(c.role()).wait(firstMs + step * n);
        tl2.together(...words, c.finish(), c.usage(n), c.done());
        return stream(tl2.steps, firstMs, { served: { tokens: n, firstMs: tl2.t, endMs: tl2.t } });
      }
      const fails = (p.fail_every ?? 0) > 0 && (req.capacity?.seq ?? 0) % (p.fail_every ?? 0) === 0;
      const tl = new Timeline().write(c.role()).wait(firstMs);
      for (let i = 0; i < n; i++) {
        if (i > 0) tl.wait(step);
        if (fails && i === Math.ceil(n / 2)) tl.write(c.error("simulated server error mid-stream"));
        if (!fails || i < Math.ceil(n / 2)) tl.write(c.content(i));
      }
      const endMs = tl.t;
      if (fails) return stream(tl.steps, firstMs, { served: { tokens: n, firstMs, endMs } });
      tl.wait(step).write(c.finish(), c.usage(n), c.done());
      return stream(tl.steps, firstMs, { served: { tokens: n, firstMs, endMs } });
    }
  }
];
function rendered(s) {
  return {
    ...s,
    plan: (p, req) => {
      const { steps, framing, splitMs, contentType, ...plan } = s.plan(p, req);
      const format2 = formatOf(req);
      const isStream = plan.flood !== void 0 || steps.some((step) => "beats" in step);
      const written = renderScript(format2, req, steps, framing);
      const headers = isStream ? { ...plan.headers, "content-type": format2.contentType } : { ...plan.headers };
      if (contentType === null) delete headers["content-type"];
      else if (contentType !== void 0) headers["content-type"] = contentType;
      return {
        ...plan,
        headers,
        steps: splitMs === void 0 ? written : splitWrites(written, splitMs)
      };
    }
  };
}
var SCENARIOS = SCRIPTED.map(rendered);
var SCENARIO_NAMES = SCENARIOS.map((s) => s.name);
function resolveScenario(model) {
  const colon = model.indexOf(":");
  const name = (colon === -1 ? model : model.slice(0, colon)).trim();
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (scenario === void 0) {
    return {
      ok: false,
      status: 404,
      message: `The model "${model}" is not a simulator scenario. Use one of: ${SCENARIO_NAMES.join(", ")}; tune one with NAME:key=value,key=value (e.g. steady:tokens=40,interval_ms=20).`
    };
  }
  const params = { ...scenario.defaults };
  const spec = colon === -1 ? "" : model.slice(colon + 1).trim();
  for (const pair of spec === "" ? [] : spec.split(",")) {
    const eq = pair.indexOf("=");
    const key = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    const raw = eq === -1 ? "" : pair.slice(eq + 1).trim();
    const known = Object.keys(scenario.defaults);
    if (!Object.hasOwn(scenario.defaults, key)) {
      return {
        ok: false,
        status: 400,
        message: `Scenario "${name}" has no parameter "${key}"; it takes: ${known.join(", ") || "none"}.`
      };
    }
    const value = Number(raw);
    if (raw === "" || !Number.isFinite(value) || value < 0) {
      return {
        ok: false,
        status: 400,
        message: `Parameter "${key}" of scenario "${name}" must be a number >= 0, got "${raw}".`
      };
    }
    params[key] = value;
  }
  return { ok: true, scenario, params };
}

// src/sim/server.ts
var MAX_REQUEST_BYTES = 1 << 20;
function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    ...headers
  });
  res.end(text);
}
var errorBody = (message, code, extra = {}) => ({
  error: { message, type: "invalid_request_error", param: null, code, ...extra }
});
async function startSimulator(opts = {}) {
  const host = opts.host ?? "127.0.0.1";
  const log = opts.log;
  const sockets = /* @__PURE__ */ new Set();
  const scripts = /* @__PURE__ */ new Set();
  const slotLedgers = /* @__PURE__ */ new Map();
  const slotSeq = /* @__PURE__ */ new Map();
  const metrics = new SimMetrics();
  const takeSlot = (model, slots) => {
    let ledger = slotLedgers.get(model);
    if (ledger === void 0) {
      ledger = Array.from({ length: Math.max(1, Math.floor(slots)) }, () => 0);
      slotLedgers.set(model, ledger);
    }
    const now = performance.now();
    let k = 0;
    for (let j = 1; j < ledger.length; j++) if (ledger[j] < ledger[k]) k = j;
    const start = Math.max(now, ledger[k]);
    const busy = ledger.filter((free, j) => j !== k && free > start).length;
    const own = ledger;
    const seq = (slotSeq.get(model) ?? 0) + 1;
    slotSeq.set(model, seq);
    return {
      capacity: { queueMs: start - now, batch: busy + 1, seq },
      release: (plan, promptTokens) => {
        own[k] = now + plan.steps.reduce((m, s) => Math.max(m, s.at), 0);
        if (plan.served)
          metrics.record({
            arrivedMs: now,
            startMs: start,
            firstMs: now + plan.served.firstMs,
            endMs: now + plan.served.endMs,
            tokens: plan.served.tokens,
            promptTokens,
            slots: own.length
          });
      }
    };
  };
  let waiters = [];
  let requests = 0;
  let inFlight = 0;
  let holding = 0;
  const wake = () => {
    waiters = waiters.filter((w) => {
      if (!w.ready()) return true;
      w.resolve();
      return false;
    });
  };
  const waitFor = (ready) => {
    if (ready()) return Promise.resolve();
    if (closed) return Promise.reject(new Error("the simulator is closed"));
    return new Promise((resolve, reject) => waiters.push({ ready, resolve, reject }));
  };
  let closed = false;
  let sentWrites = opts.recordWrites ? [] : null;
  let arrivals = opts.recordArrivals ? [] : null;
  const promptCache = opts.promptCache ? new PromptCache() : null;
  const connectionIds = /* @__PURE__ */ new WeakMap();
  let connectionCount = 0;
  const connectionOf = (socket) => {
    let id = connectionIds.get(socket);
    if (id === void 0) connectionIds.set(socket, id = ++connectionCount);
    return id;
  };
  const onRequest = (req, res) => {
    requests++;
    inFlight++;
    let counted = true;
    res.once("close", () => {
      if (counted) inFlight--;
      counted = false;
    });
    res.on("error", () => {
    });
    wake();
    handle(req, res);
  };
  const closedAfterResponse = /* @__PURE__ */ new WeakSet();
  const serverOptions = { noDelay: true, keepAlive: true };
  const server = opts.tls ? createHttpsServer(
    {
      ...serverOptions,
      cert: opts.tls.cert,
      key: opts.tls.key,
      ...opts.tls.handshakeDelayMs ? {
        // No context given: the server's own (cert and key above) answers.
        SNICallback: (_name, done) => {
          setTimeout(() => done(null), opts.tls?.handshakeDelayMs);
        }
      } : {}
    },
    onRequest
  ) : createServer(serverOptions, onRequest);
  server.on("connection", (socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  function handle(req, res) {
    if (closedAfterResponse.has(req.socket)) {
      log?.(`${req.method ?? "?"} ${req.url ?? "/"} on a connection closed after its last response -> socket closed`);
      req.socket.destroy();
      return;
    }
    const requestId = `req_sim_${randomUUID().replaceAll("-", "")}`;
    const arrivedEpochMs = performance.timeOrigin + performance.now();
    const common = {
      "x-request-id": requestId,
      "x-ratelimit-remaining-requests": String(Math.max(0, 1e4 - requests))
    };
    const path = (req.url ?? "/").split("?")[0];
    const say = (status, detail) => log?.(`${req.method ?? "?"} ${req.url ?? "/"} ${detail} -> ${status} ${requestId}`);
    if (req.method === "GET" && path === "/metrics") {
      req.resume();
      const flavor = new URL(req.url ?? "/", "http://sim").searchParams.get("format") === "llamacpp" ? "llamacpp" : "vllm";
      const text = metrics.render(flavor, performance.now());
      say(200, "metrics");
      res.writeHead(200, {
        "content-type": "text/plain; version=0.0.4; charset=utf-8",
        "content-length": String(Buffer.byteLength(text))
      });
      res.end(text);
      return;
    }
    if (req.method === "GET" && (path === "/v1/models" || path === "/models")) {
      req.resume();
      say(200, "models");
      sendJson(
        res,
        200,
        {
          object: "list",
          data: SCENARIOS.map((s) => ({
            id: s.name,
            object: "model",
            owned_by: "streamgauge-simulator",
            description: s.summary,
            parameters: s.defaults
          }))
        },
        common
      );
      return;
    }
    const route = routeOf(path ?? "/", new URL(req.url ?? "/", "http://sim").searchParams);
    if (route === null) {
      req.resume();
      say(404, "no such route");
      const served = ENDPOINTS.map((e) => `${e.method} ${e.path}`).join(", ");
      sendJson(
        res,
        404,
        errorBody(`No route ${req.method} ${path}; the simulator serves ${served}.`, null, { endpoints: ENDPOINTS }),
        common
      );
      return;
    }
    if (!route.ok) {
      req.resume();
      say(route.status, "bad route");
      sendJson(res, route.status, errorBody(route.message, null), common);
      return;
    }
    const format2 = route.format;
    if (req.method !== "POST") {
      req.resume();
      say(405, "method");
      sendJson(res, 405, errorBody(`Use POST for ${path}.`, null), { ...common, allow: "POST" });
      return;
    }
    const parts = [];
    let size = 0;
    let tooBig = false;
    req.on("data", (chunk2) => {
      size += chunk2.length;
      if (size > MAX_REQUEST_BYTES) tooBig = true;
      else parts.push(chunk2);
    });
    req.on("error", () => {
    });
    req.on("end", () => {
      if (tooBig) {
        say(413, "body too large");
        sendJson(res, 413, errorBody(`Request body over ${MAX_REQUEST_BYTES} bytes.`, null), common);
        return;
      }
      let body;
      try {
        body = JSON.parse(Buffer.concat(parts).toString("utf8"));
      } catch {
        say(400, "bad JSON");
        sendJson(res, 400, errorBody("The request body is not valid JSON.", null), common);
        return;
      }
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        say(400, "bad body");
        sendJson(res, 400, errorBody("The request body must be a JSON object.", null), common);
        return;
      }
      const fields = body;
      const facts = format2.read(fields);
      const model = route.model ?? facts.model;
      if (typeof model !== "string" || model === "") {
        say(400, "no model");
        sendJson(res, 400, errorBody("`model` is required: the name of a simulator scenario.", null), common);
        return;
      }
      const resolved = resolveScenario(model);
      if (!resolved.ok) {
        say(resolved.status, model);
        const extra = resolved.status === 404 ? { scenarios: SCENARIOS.map((s) => s.name) } : {};
        sendJson(
          res,
          resolved.status,
          errorBody(resolved.message, resolved.status === 404 ? "model_not_found" : null, extra),
          common
        );
        return;
      }
      const keyHeader = format2.authHeaders.find((h) => req.headers[h] !== void 0);
      const key = keyHeader === void 0 ? void 0 : req.headers[keyHeader];
      const authorization = key === void 0 ? null : Array.isArray(key) ? key.join(", ") : key;
      const turns = fields.messages ?? fields.input ?? fields.contents;
      const cachedTokens = promptCache === null ? null : Math.min(facts.promptTokens, promptCache.lookup(turns));
      arrivals?.push({
        requestId,
        arrivedEpochMs,
        model,
        promptTokens: facts.promptTokens,
        cachedTokens,
        connection: connectionOf(req.socket)
      });
      const simReq = {
        model,
        maxTokens: facts.maxTokens,
        promptTokens: facts.promptTokens,
        ...cachedTokens === null ? {} : { cachedTokens },
        authorization,
        requestId,
        created: Math.floor(Date.now() / 1e3),
        format: format2
      };
      const slot = resolved.scenario.name === "capacity" ? takeSlot(model, resolved.params.slots ?? 1) : null;
      if (slot) simReq.capacity = slot.capacity;
      const plan = resolved.scenario.plan(resolved.params, simReq);
      slot?.release(plan, facts.promptTokens);
      if (!slot && plan.served) {
        const now = performance.now();
        metrics.record({
          arrivedMs: now,
          startMs: now,
          firstMs: now + plan.served.firstMs,
          endMs: now + plan.served.endMs,
          tokens: plan.served.tokens,
          promptTokens: facts.promptTokens,
          slots: 1
        });
      }
      say(plan.status, model);
      const processing = format2.processingHeader;
      const headers = processing === null ? common : { ...common, [processing]: String(Math.round(plan.processingMs)) };
      const hold = opts.holdMs?.({ path: path ?? "/", model }) ?? 0;
      const start = () => {
        if (!res.destroyed) play(plan, res, headers, requestId, format2.binary ? "latin1" : "utf8");
      };
      if (hold > 0) setTimeout(start, hold);
      else start();
    });
  }
  function play(plan, res, common, requestId, encoding = "utf8") {
    const start = performance.now();
    let timer = null;
    let gone = false;
    let gzip = null;
    const stop = () => {
      gone = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      gzip?.destroy();
      scripts.delete(stop);
    };
    scripts.add(stop);
    res.once("close", stop);
    res.writeHead(plan.status, { ...common, ...plan.headers });
    if (plan.flushHeaders) res.flushHeaders();
    if (plan.gzip) {
      gzip = createGzip();
      gzip.on("data", (chunk2) => {
        if (!gone) res.write(chunk2);
      });
      gzip.on("end", () => {
        if (!gone) res.end();
      });
      gzip.on("error", () => res.destroy());
    }
    let seq = 0;
    let sentBytes = 0;
    const write = (data) => {
      if (sentWrites !== null) {
        sentBytes += Buffer.byteLength(data, encoding);
        const sent = performance.timeOrigin + performance.now();
        sentWrites.push({ requestId, seq: seq++, sentEpochMs: sent, endByte: sentBytes });
      }
      if (gzip !== null) {
        gzip.write(Buffer.from(data, encoding));
        gzip.flush(zlibConstants.Z_SYNC_FLUSH);
      } else {
        res.write(data, encoding);
      }
    };
    let i = 0;
    const pump = () => {
      timer = null;
      while (!gone && i < plan.steps.length) {
        const step = plan.steps[i];
        const wait = start + step.at - performance.now();
        if (wait >= 1) {
          timer = setTimeout(pump, wait);
          return;
        }
        i++;
        if ("destroy" in step) {
          stop();
          const socket = res.socket;
          socket?.end(() => socket.destroy());
          return;
        }
        write(step.write);
      }
      if (gone) return;
      if (plan.flood !== void 0 && flood(plan.flood)) return;
      finish();
    };
    let left = Number.POSITIVE_INFINITY;
    let floodBytes = null;
    const flood = (f) => {
      if (floodBytes === null) {
        floodBytes = typeof f.chunk === "string" ? Buffer.from(f.chunk, encoding) : f.chunk;
        left = f.times ?? Number.POSITIVE_INFINITY;
      }
      while (!gone && left > 0) {
        left--;
        if (!res.write(floodBytes)) {
          res.once("drain", () => {
            if (!gone && !flood(f)) finish();
          });
          return true;
        }
      }
      return false;
    };
    const finish = () => {
      if (gone) return;
      if (plan.then === "hold") {
        holding++;
        res.once("close", () => holding--);
        wake();
        return;
      }
      scripts.delete(stop);
      const socket = res.socket;
      if (gzip !== null) gzip.end();
      else res.end();
      if (plan.closeAfter && socket) closedAfterResponse.add(socket);
      if (plan.endAfter && socket) res.once("finish", () => socket.end());
    };
    pump();
  }
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : opts.port ?? 0;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  const scheme = opts.tls ? "https" : "http";
  return {
    url: `${scheme}://${urlHost}:${port}/v1`,
    baseUrls: baseUrls(`${scheme}://${urlHost}:${port}`),
    port,
    requestCount: () => requests,
    inFlight: () => inFlight,
    waitForInFlight: (n) => waitFor(() => inFlight >= n),
    holding: () => holding,
    waitForHolding: (n) => waitFor(() => holding >= n),
    takeArrivals: () => {
      const taken = arrivals ?? [];
      if (arrivals !== null) arrivals = [];
      return taken;
    },
    takeWrites: () => {
      const taken = sentWrites ?? [];
      if (sentWrites !== null) sentWrites = [];
      return taken;
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const w of waiters) w.reject(new Error("the simulator closed before the awaited state was reached"));
      waiters = [];
      for (const stop of [...scripts]) stop();
      const done = new Promise((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      await done;
    }
  };
}
export {
  startSimulator
};
