import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  package_default
} from "./chunk-GX27B57U.js";
import {
  anthropicCalls,
  anthropicResults,
  bedrockCalls,
  bedrockResults,
  chatCalls,
  chatResults,
  cohereCalls,
  cohereResults,
  geminiCalls,
  geminiResults,
  ollamaCalls,
  ollamaResults,
  renderTurns,
  responsesCalls,
  responsesResults,
  rolesOf
} from "./chunk-I62QRV6M.js";

// src/formats/common.ts
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var nonEmpty = (v) => typeof v === "string" && v.length > 0;
var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
function head(s, n = 200) {
  return s.length > n ? `${s.slice(0, n)}\u2026` : s;
}
function mergeBody(base, extra) {
  const out = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    if (value === null) delete out[key];
    else if (isObject(value) && isObject(out[key])) out[key] = mergeBody(out[key], value);
    else out[key] = value;
  }
  return out;
}
function requestBody(base, provider) {
  return JSON.stringify(provider.body ? mergeBody(base, provider.body) : base);
}
var ACCEPT_ENCODING = "gzip, deflate, br";
var USER_AGENT = `streamgauge/${package_default.version}`;
function requestHeaders(provider, accept, auth) {
  const headers = {
    "content-type": "application/json",
    accept,
    // `compression: false` asks for the body as sent: identity, not silence,
    // since a client that names no encoding may still be sent gzip.
    "accept-encoding": provider.compression === false ? "identity" : ACCEPT_ENCODING,
    "user-agent": USER_AGENT,
    ...auth
  };
  for (const [name, value] of Object.entries(provider.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}
function bearer(apiKey) {
  return apiKey !== null ? { authorization: `Bearer ${apiKey}` } : {};
}
function joinUrl(base, path) {
  const query = base.search(/[?#]/);
  if (query === -1) return `${base.replace(/\/+$/, "")}${path}`;
  return `${base.slice(0, query).replace(/\/+$/, "")}${path}${base.slice(query).replace(/#.*$/s, "")}`;
}
function splitSystem(messages) {
  const system = [];
  const turns = [];
  for (const m of messages) {
    if (m.role === "system" || m.role === "developer") system.push(m.content);
    else turns.push(m);
  }
  return { system, turns };
}
function errorMessage(error) {
  if (isObject(error) && nonEmpty(error.message)) return error.message;
  if (nonEmpty(error)) return error;
  return head(JSON.stringify(error) ?? String(error), 1e3);
}
function parseJson(data) {
  let value;
  try {
    value = JSON.parse(data);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { ok: false, event: { kind: "invalid", message: `not JSON (${why}): ${head(data)}` } };
  }
  if (!isObject(value)) {
    return { ok: false, event: { kind: "invalid", message: `expected a JSON object: ${head(data)}` } };
  }
  return { ok: true, value };
}
function secondsToMs(s) {
  return Math.round(s * 1e9) / 1e6;
}
function nsToMs(ns) {
  return ns / 1e6;
}
function hasText(events) {
  for (const e of events) if (e.kind === "content" || e.kind === "reasoning") return true;
  return false;
}
function toolIndex(v, fallback) {
  return typeof v === "number" && Number.isInteger(v) && v >= 0 && v < 1e6 ? v : fallback;
}
function argsText(args) {
  return args === void 0 ? "" : JSON.stringify(args) ?? "";
}
function pushToolCall(out, index, name, args) {
  if (name.length + args.length === 0) return;
  out.push({ kind: "content", text: name + args });
  const part = { kind: "tool", index };
  if (name.length > 0) part.name = name;
  if (args.length > 0) part.args = args;
  out.push(part);
}
function nextToolIndex(state) {
  const i = typeof state.toolCalls === "number" ? state.toolCalls : 0;
  state.toolCalls = i + 1;
  return i;
}

// src/formats/shapes.ts
var KEYWORDS = /* @__PURE__ */ new Set(["auto", "required", "none"]);
var isKeyword = (c) => KEYWORDS.has(c);
var paramsOf = (t) => t.parameters ?? { type: "object", properties: {} };
var described = (t) => t.description === void 0 ? {} : { description: t.description };
var dataUrl = (i) => `data:${i.mime};base64,${i.base64}`;
function lastUserIndex(roles) {
  return roles.lastIndexOf("user");
}
function imagesAt(shape, index, last) {
  return shape !== void 0 && index === last ? shape.images : [];
}
var functionTools = (tools) => tools.map((t) => ({
  type: "function",
  function: { name: t.name, ...described(t), parameters: paramsOf(t) }
}));
function openaiChatShape(shape) {
  if (shape === void 0) return {};
  const c = shape.toolChoice;
  const rf = shape.responseFormat;
  return {
    ...shape.tools.length > 0 ? { tools: functionTools(shape.tools) } : {},
    ...c === null ? {} : { tool_choice: isKeyword(c) ? c : { type: "function", function: { name: c } } },
    ...rf === null ? {} : {
      response_format: {
        type: "json_schema",
        json_schema: namedSchema(rf)
      }
    }
  };
}
function namedSchema(rf) {
  return {
    name: rf.name ?? "response",
    schema: rf.json_schema,
    ...rf.strict === void 0 ? {} : { strict: rf.strict }
  };
}
function openaiChatContent(text, images) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: "image_url", image_url: { url: dataUrl(i) } })),
    { type: "text", text }
  ];
}
function responsesShape(shape) {
  if (shape === void 0) return {};
  const c = shape.toolChoice;
  const rf = shape.responseFormat;
  const tools = shape.tools.map((t) => ({
    type: "function",
    name: t.name,
    ...described(t),
    parameters: paramsOf(t),
    strict: false
  }));
  return {
    ...tools.length > 0 ? { tools } : {},
    ...c === null ? {} : { tool_choice: isKeyword(c) ? c : { type: "function", name: c } },
    ...rf === null ? {} : {
      text: {
        format: { type: "json_schema", ...namedSchema(rf) }
      }
    }
  };
}
function responsesContent(text, images) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: "input_image", image_url: dataUrl(i), detail: "auto" })),
    { type: "input_text", text }
  ];
}
function anthropicShape(shape) {
  if (shape === void 0) return {};
  const c = shape.toolChoice;
  const ANTHROPIC = { auto: "auto", required: "any", none: "none" };
  const tools = shape.tools.map((t) => ({
    name: t.name,
    ...described(t),
    input_schema: paramsOf(t)
  }));
  return {
    ...tools.length > 0 ? { tools } : {},
    ...c === null ? {} : { tool_choice: isKeyword(c) ? { type: ANTHROPIC[c] } : { type: "tool", name: c } }
  };
}
function anthropicContent(text, images) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({
      type: "image",
      source: { type: "base64", media_type: i.mime, data: i.base64 }
    })),
    { type: "text", text }
  ];
}
function geminiShape(shape) {
  if (shape === void 0) return {};
  const c = shape.toolChoice;
  const GEMINI = { auto: "AUTO", required: "ANY", none: "NONE" };
  const declarations = shape.tools.map((t) => ({ name: t.name, ...described(t), parametersJsonSchema: paramsOf(t) }));
  return {
    ...declarations.length > 0 ? { tools: [{ functionDeclarations: declarations }] } : {},
    ...c === null ? {} : {
      toolConfig: {
        functionCallingConfig: isKeyword(c) ? { mode: GEMINI[c] } : { mode: "ANY", allowedFunctionNames: [c] }
      }
    }
  };
}
function geminiGenerationShape(shape) {
  const rf = shape?.responseFormat ?? null;
  return rf === null ? {} : { responseMimeType: "application/json", responseJsonSchema: rf.json_schema };
}
function geminiParts(text, images) {
  return [...images.map((i) => ({ inlineData: { mimeType: i.mime, data: i.base64 } })), { text }];
}
function bedrockShape(shape) {
  if (shape === void 0 || shape.tools.length === 0) return {};
  const toolConfig = {
    tools: shape.tools.map((t) => ({
      toolSpec: { name: t.name, ...described(t), inputSchema: { json: paramsOf(t) } }
    }))
  };
  const c = shape.toolChoice;
  if (c === "auto") toolConfig.toolChoice = { auto: {} };
  else if (c === "required") toolConfig.toolChoice = { any: {} };
  else if (c !== null && c !== "none") toolConfig.toolChoice = { tool: { name: c } };
  return { toolConfig };
}
function bedrockContent(text, images) {
  return [
    ...images.map((i) => ({ image: { format: i.mime.slice("image/".length), source: { bytes: i.base64 } } })),
    { text }
  ];
}
function cohereShape(shape) {
  if (shape === void 0) return {};
  const COHERE = { required: "REQUIRED", none: "NONE" };
  const c = shape.toolChoice;
  const rf = shape.responseFormat;
  return {
    ...shape.tools.length > 0 ? { tools: functionTools(shape.tools) } : {},
    ...c === "required" || c === "none" ? { tool_choice: COHERE[c] } : {},
    ...rf === null ? {} : { response_format: { type: "json_object", json_schema: rf.json_schema } }
  };
}
function cohereContent(text, images) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: "image_url", image_url: { url: dataUrl(i) } })),
    { type: "text", text }
  ];
}
function ollamaShape(shape, endpoint) {
  if (shape === void 0) return {};
  const out = {};
  if (endpoint === "chat" && shape.tools.length > 0) out.tools = functionTools(shape.tools);
  if (shape.responseFormat !== null) out.format = shape.responseFormat.json_schema;
  return out;
}
function ollamaImages(images) {
  return images.length === 0 ? {} : { images: images.map((i) => i.base64) };
}

// src/formats/anthropic/adapter.ts
var ANTHROPIC_VERSION = "2023-06-01";
function anthropicBody({ provider, messages, maxTokens, shape }) {
  const { system, turns } = splitSystem(messages);
  const last = lastUserIndex(rolesOf(turns));
  return {
    model: provider.model,
    max_tokens: maxTokens,
    ...system.length > 0 ? { system: system.join("\n\n") } : {},
    messages: renderTurns(
      turns,
      (m, i) => ({ role: m.role, content: anthropicContent(m.content, imagesAt(shape, i, last)) }),
      anthropicCalls,
      anthropicResults
    ),
    stream: true,
    ...anthropicShape(shape)
  };
}
function buildRequest(input) {
  const { provider, apiKey } = input;
  const auth = { "anthropic-version": ANTHROPIC_VERSION };
  if (apiKey !== null) auth["x-api-key"] = apiKey;
  return {
    url: joinUrl(provider.base_url, "/messages"),
    method: "POST",
    headers: requestHeaders(provider, "text/event-stream", auth),
    body: requestBody(anthropicBody(input), provider)
  };
}
var ORDINARY_STOPS = /* @__PURE__ */ new Set(["end_turn", "stop_sequence", "tool_use"]);
function errorText(error) {
  if (isObject(error)) {
    const type = nonEmpty(error.type) ? error.type : "";
    const message = nonEmpty(error.message) ? error.message : "";
    if (type !== "" || message !== "") return [type, message].filter(Boolean).join(": ");
  }
  if (nonEmpty(error)) return error;
  return head(JSON.stringify(error) ?? String(error), 1e3);
}
function usageOf(raw, withOutput) {
  if (!isObject(raw)) return null;
  const usage = {};
  const output = num(raw.output_tokens);
  const input = num(raw.input_tokens);
  if (withOutput && output !== void 0) usage.output_tokens = output;
  if (input !== void 0) usage.input_tokens = input;
  const read = num(raw.cache_read_input_tokens);
  const written = num(raw.cache_creation_input_tokens);
  if (read !== void 0) usage.input_cached_tokens = read;
  if (input !== void 0 && (read !== void 0 || written !== void 0)) {
    usage.input_total_tokens = input + (read ?? 0) + (written ?? 0);
  }
  return Object.keys(usage).length > 0 ? usage : null;
}
function blockText(block, out, index) {
  if (block.type === "thinking" && nonEmpty(block.thinking)) out.push({ kind: "reasoning", text: block.thinking });
  else if (block.type === "text" && nonEmpty(block.text)) out.push({ kind: "content", text: block.text });
  else if (block.type === "tool_use" && nonEmpty(block.name)) {
    const args = isObject(block.input) && Object.keys(block.input).length > 0 ? JSON.stringify(block.input) : "";
    out.push({ kind: "content", text: `${block.name}${args}` });
    out.push({ kind: "tool", index, name: block.name, ...args ? { args } : {} });
  }
}
function deltaText(delta) {
  switch (delta.type) {
    case "text_delta":
      return nonEmpty(delta.text) ? { kind: "content", text: delta.text } : null;
    case "thinking_delta":
      return nonEmpty(delta.thinking) ? { kind: "reasoning", text: delta.thinking } : null;
    case "input_json_delta":
      return nonEmpty(delta.partial_json) ? { kind: "content", text: delta.partial_json } : null;
    default:
      return null;
  }
}
function stopNote(stopReason) {
  return nonEmpty(stopReason) && !ORDINARY_STOPS.has(stopReason) ? { kind: "meta", note: `stop_reason ${stopReason}` } : { kind: "meta" };
}
function parseStreamEvent(data, sseName) {
  const type = nonEmpty(data.type) ? data.type : sseName ?? "";
  if (type === "error" || sseName === "error") {
    const error = data.error !== void 0 && data.error !== null ? data.error : data;
    return [{ kind: "error", message: errorText(error) }];
  }
  switch (type) {
    case "content_block_delta": {
      const text = isObject(data.delta) ? deltaText(data.delta) : null;
      if (text === null) return [{ kind: "meta" }];
      if (isObject(data.delta) && data.delta.type === "input_json_delta" && text.kind === "content")
        return [text, { kind: "tool", index: toolIndex(data.index, 0), args: text.text }];
      return [text];
    }
    case "message_start": {
      const message = isObject(data.message) ? data.message : {};
      const usage = usageOf(message.usage, false);
      const meta = nonEmpty(message.model) ? { kind: "meta", model: message.model } : { kind: "meta" };
      return usage ? [{ kind: "usage", usage }, meta] : [meta];
    }
    case "message_delta": {
      const usage = usageOf(data.usage, true);
      const note = stopNote(isObject(data.delta) ? data.delta.stop_reason : void 0);
      return usage ? [{ kind: "usage", usage }, note] : [note];
    }
    case "content_block_start": {
      const out = [];
      if (isObject(data.content_block)) blockText(data.content_block, out, toolIndex(data.index, 0));
      return out.length > 0 ? out : [{ kind: "meta" }];
    }
    case "message_stop":
      return [{ kind: "done" }];
    default:
      return [{ kind: "meta" }];
  }
}
function parseEvent(event, _ctx) {
  const data = event.data.trim();
  const isError = event.event === "error";
  if (data === "") return [isError ? { kind: "error", message: "error event without data" } : { kind: "meta" }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: "error", message: head(data, 1e3) } : parsed.event];
  return parseStreamEvent(parsed.value, event.event);
}
function parseBody(body, _ctx) {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  const message = parsed.value;
  if (message.type === "error") return [{ kind: "meta" }, { kind: "error", message: errorText(message.error) }];
  const out = [];
  if (Array.isArray(message.content)) {
    for (const [i, block] of message.content.entries()) if (isObject(block)) blockText(block, out, i);
  }
  const usage = usageOf(message.usage, true);
  if (usage) out.push({ kind: "usage", usage });
  const meta = { ...stopNote(message.stop_reason), ...nonEmpty(message.model) ? { model: message.model } : {} };
  return [meta, ...out];
}
var anthropic = {
  api: "anthropic",
  framing: "sse",
  buildRequest,
  parseEvent,
  parseBody
};

// src/formats/think-tags.ts
var OPEN = "<think>";
var CLOSE = "</think>";
var STATE_KEY = "thinkTags";
function thinkTagsEnabled(ctx) {
  return ctx?.provider?.think_tags === true;
}
function stateOf(ctx) {
  let state = ctx.state[STATE_KEY];
  if (state === void 0) {
    state = { inside: false, pending: "" };
    ctx.state[STATE_KEY] = state;
  }
  return state;
}
function partialTagAtEnd(s, tag) {
  for (let k = Math.min(tag.length - 1, s.length); k > 0; k--) {
    if (tag.startsWith(s.slice(s.length - k))) return k;
  }
  return 0;
}
function emit(out, text, inside) {
  if (text.length > 0) out.push({ kind: inside ? "reasoning" : "content", text });
}
function split(state, text, out) {
  let s = state.pending + text;
  state.pending = "";
  for (; ; ) {
    const tag = state.inside ? CLOSE : OPEN;
    const at = s.indexOf(tag);
    if (at === -1) break;
    emit(out, s.slice(0, at), state.inside);
    state.inside = !state.inside;
    s = s.slice(at + tag.length);
  }
  const keep = partialTagAtEnd(s, state.inside ? CLOSE : OPEN);
  emit(out, s.slice(0, s.length - keep), state.inside);
  state.pending = s.slice(s.length - keep);
}
function applyThinkTags(events, ctx, end) {
  if (ctx === void 0 || !thinkTagsEnabled(ctx)) return events;
  const state = stateOf(ctx);
  const out = [];
  for (const e of events) {
    if (e.kind === "content") split(state, e.text, out);
    else out.push(e);
  }
  if (end && state.pending.length > 0) {
    emit(out, state.pending, state.inside);
    state.pending = "";
  }
  return out;
}

// src/formats/openai-chat/adapter.ts
function chatBody({ provider, messages, maxTokens, shape }) {
  const last = lastUserIndex(rolesOf(messages));
  return {
    model: provider.model,
    messages: renderTurns(
      messages,
      (m, i) => ({ role: m.role, content: openaiChatContent(m.content, imagesAt(shape, i, last)) }),
      chatCalls,
      chatResults
    ),
    stream: true,
    stream_options: { include_usage: true },
    max_tokens: maxTokens,
    ...openaiChatShape(shape)
  };
}
function buildRequest2(input) {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, "/chat/completions"),
    method: "POST",
    headers: requestHeaders(provider, "text/event-stream", bearer(apiKey)),
    body: requestBody(chatBody(input), provider)
  };
}
function usageObject(chunk) {
  if (isObject(chunk.usage)) return chunk.usage;
  const groq = isObject(chunk.x_groq) ? chunk.x_groq.usage : void 0;
  return isObject(groq) ? groq : null;
}
function usageOf2(chunk) {
  const raw = usageObject(chunk);
  if (raw === null) return null;
  const usage = {};
  const output = num(raw.completion_tokens);
  const input = num(raw.prompt_tokens);
  const reasoning = isObject(raw.completion_tokens_details) ? num(raw.completion_tokens_details.reasoning_tokens) : void 0;
  if (output !== void 0) usage.output_tokens = output;
  if (input !== void 0) usage.input_tokens = input;
  if (reasoning !== void 0) usage.reasoning_tokens = reasoning;
  const cached = isObject(raw.prompt_tokens_details) ? num(raw.prompt_tokens_details.cached_tokens) : void 0;
  if (cached !== void 0) usage.input_cached_tokens = cached;
  return Object.keys(usage).length > 0 ? usage : null;
}
var GROQ_TIMINGS = [
  ["queue_time", "queue_ms"],
  ["prompt_time", "prompt_ms"],
  ["completion_time", "completion_ms"],
  ["total_time", "total_ms"]
];
var LLAMA_CPP_TIMINGS = [
  "prompt_n",
  "prompt_ms",
  "prompt_per_token_ms",
  "prompt_per_second",
  "predicted_n",
  "predicted_ms",
  "predicted_per_token_ms",
  "predicted_per_second",
  "cache_n"
];
function serverTimingOf(chunk) {
  const raw = usageObject(chunk);
  if (raw === null && !isObject(chunk.timings)) return null;
  const timing = {};
  if (raw !== null) {
    for (const [wire, name] of GROQ_TIMINGS) {
      const s = num(raw[wire]);
      if (s !== void 0) timing[name] = secondsToMs(s);
    }
  }
  if (isObject(chunk.timings)) {
    for (const name of LLAMA_CPP_TIMINGS) {
      const v = num(chunk.timings[name]);
      if (v !== void 0) timing[name] = v;
    }
  }
  return Object.keys(timing).length > 0 ? timing : null;
}
function thinkingText(thinking) {
  if (typeof thinking === "string") return thinking;
  if (!Array.isArray(thinking)) return "";
  return thinking.map((p) => isObject(p) && typeof p.text === "string" ? p.text : "").join("");
}
function textOf(m, out) {
  if (nonEmpty(m.reasoning_content)) out.push({ kind: "reasoning", text: m.reasoning_content });
  else if (nonEmpty(m.reasoning)) out.push({ kind: "reasoning", text: m.reasoning });
  const content = m.content;
  if (nonEmpty(content)) out.push({ kind: "content", text: content });
  else if (Array.isArray(content)) {
    for (const part of content) {
      if (typeof part === "string") {
        if (part.length > 0) out.push({ kind: "content", text: part });
      } else if (isObject(part)) {
        if (part.type === "thinking" || part.type === "reasoning") {
          const text = thinkingText(part.thinking ?? part.reasoning ?? part.text);
          if (text.length > 0) out.push({ kind: "reasoning", text });
        } else if (part.type === "text" && nonEmpty(part.text)) {
          out.push({ kind: "content", text: part.text });
        }
      }
    }
  }
  if (nonEmpty(m.refusal)) out.push({ kind: "content", text: m.refusal });
  if (Array.isArray(m.tool_calls)) {
    for (const [i, call] of m.tool_calls.entries()) {
      if (!isObject(call) || !isObject(call.function)) continue;
      const name = typeof call.function.name === "string" ? call.function.name : "";
      const args = typeof call.function.arguments === "string" ? call.function.arguments : "";
      pushToolCall(out, toolIndex(call.index, i), name, args);
    }
  }
}
function metaOf(chunk) {
  const meta = { kind: "meta" };
  if (nonEmpty(chunk.model)) meta.model = chunk.model;
  if (nonEmpty(chunk.system_fingerprint)) meta.systemFingerprint = chunk.system_fingerprint;
  return meta;
}
function parseChunk(chunk, forceError, list, ctx) {
  const out = [];
  const hasError = chunk.error !== void 0 && chunk.error !== null;
  if (hasError) out.push({ kind: "error", message: errorMessage(chunk.error) });
  else if (forceError) out.push({ kind: "error", message: head(JSON.stringify(chunk), 1e3) });
  const tags = thinkTagsEnabled(ctx);
  const text = tags ? [] : out;
  let finished = list === "message" || hasError || forceError;
  let note;
  if (Array.isArray(chunk.choices)) {
    for (const choice of chunk.choices) {
      if (!isObject(choice)) continue;
      if (isObject(choice[list])) textOf(choice[list], text);
      if (nonEmpty(choice.finish_reason)) {
        finished = true;
        if (!ORDINARY_FINISH.has(choice.finish_reason)) note ??= `finish_reason ${choice.finish_reason}`;
      }
    }
  }
  if (tags) for (const e of applyThinkTags(text, ctx, finished)) out.push(e);
  const withText = hasText(out);
  const usage = usageOf2(chunk);
  if (usage) out.push({ kind: "usage", usage });
  const timing = serverTimingOf(chunk);
  if (timing) out.push({ kind: "server_timing", timing });
  if (!withText || note !== void 0) {
    const meta = withText ? { kind: "meta" } : metaOf(chunk);
    out.push(note === void 0 ? meta : { ...meta, note });
  }
  return out;
}
var ORDINARY_FINISH = /* @__PURE__ */ new Set(["stop", "tool_calls", "function_call", "eos", "end_turn", "stop_sequence"]);
function parseEvent2(event, ctx) {
  const data = event.data.trim();
  const isError = event.event === "error";
  if (data === "[DONE]") return [...applyThinkTags([], ctx, true), { kind: "done" }];
  if (data === "") return [isError ? { kind: "error", message: "error event without data" } : { kind: "meta" }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: "error", message: head(data, 1e3) } : parsed.event];
  return parseChunk(parsed.value, isError, "delta", ctx);
}
function parseBody2(body, ctx) {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  const events = parseChunk(parsed.value, false, "message", ctx).filter((e) => e.kind !== "meta");
  return [metaOf(parsed.value), ...events];
}
var openaiChat = {
  api: "openai-chat",
  framing: "sse",
  buildRequest: buildRequest2,
  parseEvent: parseEvent2,
  parseBody: parseBody2
};

// src/formats/azure-openai/adapter.ts
var DEFAULT_API_VERSION = "2024-10-21";
function deploymentUrl(baseUrl, deployment) {
  const url = new URL(baseUrl);
  if (!url.searchParams.has("api-version")) url.searchParams.set("api-version", DEFAULT_API_VERSION);
  const path = url.pathname.replace(/\/+$/, "").replace(/\/openai$/, "");
  url.pathname = `${path}/openai/deployments/${encodeURIComponent(deployment)}/chat/completions`;
  return url.toString();
}
function buildRequest3(input) {
  const { provider, apiKey } = input;
  return {
    url: deploymentUrl(provider.base_url, provider.model),
    method: "POST",
    headers: requestHeaders(provider, "text/event-stream", apiKey !== null ? { "api-key": apiKey } : {}),
    body: requestBody(chatBody(input), provider)
  };
}
var azureOpenai = {
  api: "azure-openai",
  framing: "sse",
  buildRequest: buildRequest3,
  parseEvent: openaiChat.parseEvent,
  parseBody: openaiChat.parseBody
};

// src/formats/bedrock/sign.ts
import { createHash, createHmac } from "node:crypto";
function bedrockRegion(provider) {
  if (provider.region) return provider.region;
  const host = new URL(provider.base_url).hostname;
  const m = /^bedrock-runtime(?:-fips)?\.([a-z0-9-]+)\.amazonaws\.com(?:\.cn)?$/.exec(host);
  return m?.[1] ?? "us-east-1";
}
var bytesOf = (data) => typeof data === "string" ? data : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);
var NodeSha256 = class {
  #secret;
  #hash;
  constructor(secret) {
    this.#secret = secret;
    this.#hash = this.#start();
  }
  #start() {
    return this.#secret === void 0 ? createHash("sha256") : createHmac("sha256", bytesOf(this.#secret));
  }
  update(data) {
    this.#hash.update(bytesOf(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.#hash.digest()));
  }
  reset() {
    this.#hash = this.#start();
  }
};
var signerModules = null;
function exportsOf(mod) {
  return mod.default ?? mod;
}
function loadBedrockSigner() {
  signerModules ??= import("./chunk-6BERDHQ6.js").then((sig) => ({ SignatureV4: exportsOf(sig).SignatureV4 }));
  return signerModules;
}
async function signBedrock(request, input) {
  if (request.headers.authorization !== void 0) return request;
  if (!input.aws) throw new Error("bedrock: no API key and no AWS credentials to sign the request with");
  const { SignatureV4 } = await loadBedrockSigner();
  const url = new URL(request.url);
  const signer = new SignatureV4({
    service: "bedrock",
    region: bedrockRegion(input.provider),
    credentials: input.aws,
    sha256: NodeSha256
  });
  const query = {};
  for (const [k, v] of url.searchParams) query[k] = v;
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...url.port ? { port: Number(url.port) } : {},
      path: url.pathname,
      query,
      headers: { ...request.headers, host: url.host },
      body: request.body
    },
    { signingDate: input.now }
  );
  const headers = {};
  for (const [k, v] of Object.entries(signed.headers)) if (k !== "host") headers[k] = String(v);
  return { ...request, headers };
}

// src/formats/bedrock/adapter.ts
function bedrockBody({ messages, maxTokens, shape }) {
  const { system, turns } = splitSystem(messages);
  const last = lastUserIndex(rolesOf(turns));
  return {
    messages: renderTurns(
      turns,
      (m, i) => ({
        role: m.role === "assistant" ? "assistant" : "user",
        content: bedrockContent(m.content, imagesAt(shape, i, last))
      }),
      bedrockCalls,
      bedrockResults
    ),
    ...system.length > 0 ? { system: system.map((text) => ({ text })) } : {},
    inferenceConfig: { maxTokens },
    ...bedrockShape(shape)
  };
}
function buildRequest4(input) {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, `/model/${encodeURIComponent(provider.model)}/converse-stream`),
    method: "POST",
    headers: requestHeaders(provider, "application/vnd.amazon.eventstream", bearer(apiKey)),
    body: requestBody(bedrockBody(input), provider)
  };
}
var ORDINARY_STOPS2 = /* @__PURE__ */ new Set(["end_turn", "stop_sequence", "tool_use"]);
function usageOf3(raw) {
  if (!isObject(raw)) return null;
  const usage = {};
  const output = num(raw.outputTokens);
  const input = num(raw.inputTokens);
  if (output !== void 0) usage.output_tokens = output;
  if (input !== void 0) usage.input_tokens = input;
  const read = num(raw.cacheReadInputTokens);
  const written = num(raw.cacheWriteInputTokens);
  if (read !== void 0) usage.input_cached_tokens = read;
  if (input !== void 0 && (read !== void 0 || written !== void 0)) {
    usage.input_total_tokens = input + (read ?? 0) + (written ?? 0);
  }
  return Object.keys(usage).length > 0 ? usage : null;
}
function deltaEvents(delta, index) {
  if (!isObject(delta)) return [];
  if (nonEmpty(delta.text)) return [{ kind: "content", text: delta.text }];
  if (isObject(delta.reasoningContent) && nonEmpty(delta.reasoningContent.text))
    return [{ kind: "reasoning", text: delta.reasoningContent.text }];
  if (isObject(delta.toolUse) && nonEmpty(delta.toolUse.input)) {
    const args = delta.toolUse.input;
    return [
      { kind: "content", text: args },
      { kind: "tool", index, args }
    ];
  }
  return [];
}
function parseFrame(type, data) {
  switch (type) {
    case "contentBlockDelta": {
      const out = deltaEvents(data.delta, toolIndex(data.contentBlockIndex, 0));
      return out.length > 0 ? out : [{ kind: "meta" }];
    }
    case "contentBlockStart": {
      const start = isObject(data.start) ? data.start : null;
      const tool = start && isObject(start.toolUse) ? start.toolUse : null;
      if (!tool || !nonEmpty(tool.name)) return [{ kind: "meta" }];
      return [
        { kind: "content", text: tool.name },
        { kind: "tool", index: toolIndex(data.contentBlockIndex, 0), name: tool.name }
      ];
    }
    case "messageStop":
      return nonEmpty(data.stopReason) && !ORDINARY_STOPS2.has(data.stopReason) ? [{ kind: "meta", note: `stopReason ${data.stopReason}` }, { kind: "done" }] : [{ kind: "done" }];
    case "metadata": {
      const out = [];
      const usage = usageOf3(data.usage);
      if (usage) out.push({ kind: "usage", usage });
      const latency = isObject(data.metrics) ? num(data.metrics.latencyMs) : void 0;
      if (latency !== void 0) out.push({ kind: "server_timing", timing: { latency_ms: latency } });
      return out.length > 0 ? out : [{ kind: "meta" }];
    }
    default:
      return [{ kind: "meta" }];
  }
}
function parseEvent3(event, _ctx) {
  const name = event.event ?? "";
  if (name.startsWith("invalid:")) return [{ kind: "invalid", message: head(event.data) }];
  const parsed = parseJson(event.data);
  if (name.startsWith("exception:") || name.startsWith("error:")) {
    const type = name.slice(name.indexOf(":") + 1);
    const detail = parsed.ok ? errorMessage(parsed.value.message ?? parsed.value) : head(event.data);
    return [{ kind: "error", message: `${type}: ${detail}` }];
  }
  if (!parsed.ok) return [parsed.event];
  return parseFrame(name, parsed.value);
}
function parseBody3(body, _ctx) {
  const parsed = parseJson(body);
  if (!parsed.ok) return [parsed.event];
  const value = parsed.value;
  if (nonEmpty(value.message) && value.output === void 0) return [{ kind: "error", message: value.message }];
  const out = [{ kind: "meta" }];
  const message = isObject(value.output) && isObject(value.output.message) ? value.output.message : null;
  const content = message && Array.isArray(message.content) ? message.content : [];
  for (const [i, block] of content.entries()) {
    if (!isObject(block)) continue;
    if (nonEmpty(block.text)) out.push({ kind: "content", text: block.text });
    else if (isObject(block.toolUse) && nonEmpty(block.toolUse.name))
      pushToolCall(out, i, block.toolUse.name, argsText(block.toolUse.input));
    else if (isObject(block.reasoningContent) && isObject(block.reasoningContent.reasoningText)) {
      const text = block.reasoningContent.reasoningText.text;
      if (nonEmpty(text)) out.push({ kind: "reasoning", text });
    }
  }
  const usage = usageOf3(value.usage);
  if (usage) out.push({ kind: "usage", usage });
  const latency = isObject(value.metrics) ? num(value.metrics.latencyMs) : void 0;
  if (latency !== void 0) out.push({ kind: "server_timing", timing: { latency_ms: latency } });
  return out;
}
var bedrock = {
  api: "bedrock",
  framing: "eventstream",
  buildRequest: buildRequest4,
  parseEvent: parseEvent3,
  parseBody: parseBody3,
  sign: signBedrock,
  loadSigner: loadBedrockSigner
};

// src/formats/cohere/adapter.ts
function cohereBody({ provider, messages, maxTokens, shape }) {
  const last = lastUserIndex(rolesOf(messages));
  return {
    model: provider.model,
    messages: renderTurns(
      messages,
      (m, i) => ({
        role: m.role === "developer" ? "system" : m.role,
        content: cohereContent(m.content, imagesAt(shape, i, last))
      }),
      cohereCalls,
      cohereResults
    ),
    stream: true,
    max_tokens: maxTokens,
    ...cohereShape(shape)
  };
}
function buildRequest5(input) {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, "/chat"),
    method: "POST",
    headers: requestHeaders(provider, "text/event-stream", bearer(apiKey)),
    body: requestBody(cohereBody(input), provider)
  };
}
var ORDINARY_FINISH2 = /* @__PURE__ */ new Set(["COMPLETE", "STOP_SEQUENCE", "TOOL_CALL"]);
function messageOf(data) {
  return isObject(data.delta) && isObject(data.delta.message) ? data.delta.message : {};
}
function contentText(content, out) {
  if (!isObject(content)) return;
  if (nonEmpty(content.thinking)) out.push({ kind: "reasoning", text: content.thinking });
  if (nonEmpty(content.text)) out.push({ kind: "content", text: content.text });
}
function toolCallText(calls, out, streamIndex) {
  const list = Array.isArray(calls) ? calls : [calls];
  for (const [i, call] of list.entries()) {
    if (!isObject(call) || !isObject(call.function)) continue;
    const name = nonEmpty(call.function.name) ? call.function.name : "";
    const args = nonEmpty(call.function.arguments) ? call.function.arguments : "";
    pushToolCall(out, Array.isArray(calls) ? i : toolIndex(streamIndex, 0), name, args);
  }
}
function usageEvents(usage) {
  if (!isObject(usage)) return [];
  const out = [];
  if (isObject(usage.tokens)) {
    const u = {};
    const output = num(usage.tokens.output_tokens);
    const input = num(usage.tokens.input_tokens);
    if (output !== void 0) u.output_tokens = output;
    if (input !== void 0) u.input_tokens = input;
    if (Object.keys(u).length > 0) out.push({ kind: "usage", usage: u });
  }
  if (isObject(usage.billed_units)) {
    const billed = {};
    const output = num(usage.billed_units.output_tokens);
    const input = num(usage.billed_units.input_tokens);
    if (input !== void 0) billed.billed_input_tokens = input;
    if (output !== void 0) billed.billed_output_tokens = output;
    if (Object.keys(billed).length > 0) out.push({ kind: "server_timing", timing: billed });
  }
  return out;
}
function endOf(end, out) {
  const finish = end.finish_reason;
  if (end.error !== void 0 && end.error !== null) out.push({ kind: "error", message: errorMessage(end.error) });
  else if (finish === "ERROR") out.push({ kind: "error", message: "finish_reason ERROR" });
  out.push(...usageEvents(end.usage));
  return nonEmpty(finish) && !ORDINARY_FINISH2.has(finish) && finish !== "ERROR" ? { kind: "meta", note: `finish_reason ${finish}` } : { kind: "meta" };
}
function parseStreamEvent2(data, sseName) {
  const type = nonEmpty(data.type) ? data.type : sseName ?? "";
  if (type === "error" || sseName === "error") {
    const message = data.error !== void 0 ? errorMessage(data.error) : errorMessage(data);
    return [{ kind: "error", message }];
  }
  const out = [];
  switch (type) {
    case "content-delta":
    case "content-start":
      contentText(messageOf(data).content, out);
      break;
    case "tool-plan-delta": {
      const plan = messageOf(data).tool_plan;
      if (nonEmpty(plan)) out.push({ kind: "reasoning", text: plan });
      break;
    }
    case "tool-call-start":
    case "tool-call-delta":
      toolCallText(messageOf(data).tool_calls, out, data.index);
      break;
    case "message-end": {
      const meta = endOf(isObject(data.delta) ? data.delta : {}, out);
      return [...out, meta, { kind: "done" }];
    }
  }
  return hasText(out) ? out : [...out, { kind: "meta" }];
}
function parseEvent4(event, _ctx) {
  const data = event.data.trim();
  const isError = event.event === "error";
  if (data === "[DONE]") return [{ kind: "done" }];
  if (data === "") return [isError ? { kind: "error", message: "error event without data" } : { kind: "meta" }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: "error", message: head(data, 1e3) } : parsed.event];
  return parseStreamEvent2(parsed.value, event.event);
}
function parseBody4(body, _ctx) {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  const response = parsed.value;
  const out = [];
  const message = isObject(response.message) ? response.message : {};
  if (nonEmpty(message.tool_plan)) out.push({ kind: "reasoning", text: message.tool_plan });
  if (Array.isArray(message.content)) for (const part of message.content) contentText(part, out);
  toolCallText(message.tool_calls ?? [], out, void 0);
  const meta = endOf(response, out);
  return [meta, ...out];
}
var cohere = {
  api: "cohere",
  framing: "sse",
  buildRequest: buildRequest5,
  parseEvent: parseEvent4,
  parseBody: parseBody4
};

// src/formats/gemini/adapter.ts
function isVertex(baseUrl) {
  const url = new URL(baseUrl);
  return url.hostname.endsWith("aiplatform.googleapis.com") || /\/projects\/[^/]+\/locations\/[^/]+\/publishers\//.test(`${url.pathname.replace(/\/+$/, "")}/`);
}
function streamUrl(baseUrl, model) {
  const url = new URL(baseUrl);
  const name = model.replace(/^models\//, "");
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/models/${name}:streamGenerateContent`;
  url.searchParams.set("alt", "sse");
  return url.toString();
}
function geminiBody({ messages, maxTokens, shape }) {
  const { system, turns } = splitSystem(messages);
  const last = lastUserIndex(rolesOf(turns));
  return {
    contents: renderTurns(
      turns,
      (m, i) => ({
        role: m.role === "assistant" ? "model" : "user",
        parts: geminiParts(m.content, imagesAt(shape, i, last))
      }),
      geminiCalls,
      geminiResults
    ),
    ...system.length > 0 ? { systemInstruction: { parts: system.map((text) => ({ text })) } } : {},
    generationConfig: { maxOutputTokens: maxTokens, ...geminiGenerationShape(shape) },
    ...geminiShape(shape)
  };
}
function buildRequest6(input) {
  const { provider, apiKey } = input;
  const auth = {};
  if (apiKey !== null) {
    if (isVertex(provider.base_url)) auth.authorization = `Bearer ${apiKey}`;
    else auth["x-goog-api-key"] = apiKey;
  }
  return {
    url: streamUrl(provider.base_url, provider.model),
    method: "POST",
    headers: requestHeaders(provider, "text/event-stream", auth),
    body: requestBody(geminiBody(input), provider)
  };
}
function usageOf4(chunk) {
  const raw = chunk.usageMetadata;
  if (!isObject(raw)) return null;
  const usage = {};
  const candidates = num(raw.candidatesTokenCount);
  const thoughts = num(raw.thoughtsTokenCount);
  const prompt = num(raw.promptTokenCount);
  if (candidates !== void 0 || thoughts !== void 0) usage.output_tokens = (candidates ?? 0) + (thoughts ?? 0);
  if (thoughts !== void 0) usage.reasoning_tokens = thoughts;
  if (prompt !== void 0) usage.input_tokens = prompt;
  const cached = num(raw.cachedContentTokenCount);
  if (cached !== void 0) usage.input_cached_tokens = cached;
  return Object.keys(usage).length > 0 ? usage : null;
}
function googleError(error) {
  if (isObject(error) && nonEmpty(error.message)) {
    return nonEmpty(error.status) ? `${error.status}: ${error.message}` : error.message;
  }
  return errorMessage(error);
}
function partText(part, out, state) {
  if (nonEmpty(part.text)) {
    out.push({ kind: part.thought === true ? "reasoning" : "content", text: part.text });
  } else if (isObject(part.functionCall) && nonEmpty(part.functionCall.name)) {
    pushToolCall(out, nextToolIndex(state), part.functionCall.name, argsText(part.functionCall.args));
  }
}
function parseChunk2(chunk, ctx, state = ctx?.state ?? {}) {
  const out = [];
  if (chunk.error !== void 0 && chunk.error !== null) out.push({ kind: "error", message: googleError(chunk.error) });
  const notes = [];
  if (Array.isArray(chunk.candidates)) {
    for (const candidate of chunk.candidates) {
      if (!isObject(candidate)) continue;
      if (isObject(candidate.content) && Array.isArray(candidate.content.parts)) {
        for (const part of candidate.content.parts) if (isObject(part)) partText(part, out, state);
      }
      if (nonEmpty(candidate.finishReason) && candidate.finishReason !== "STOP") {
        const why = nonEmpty(candidate.finishMessage) ? `: ${candidate.finishMessage}` : "";
        notes.push(`finishReason ${candidate.finishReason}${why}`);
      }
    }
  }
  if (isObject(chunk.promptFeedback) && nonEmpty(chunk.promptFeedback.blockReason)) {
    const why = nonEmpty(chunk.promptFeedback.blockReasonMessage) ? `: ${chunk.promptFeedback.blockReasonMessage}` : "";
    notes.push(`prompt blocked: ${chunk.promptFeedback.blockReason}${why}`);
  }
  const withText = hasText(out);
  const usage = usageOf4(chunk);
  if (usage) out.push({ kind: "usage", usage });
  const firstModel = ctx !== void 0 && nonEmpty(chunk.modelVersion) && ctx.state.modelSeen !== true;
  if (firstModel) ctx.state.modelSeen = true;
  if (!withText || notes.length > 0 || firstModel) {
    out.push({
      kind: "meta",
      ...nonEmpty(chunk.modelVersion) ? { model: chunk.modelVersion } : {},
      ...notes.length > 0 ? { note: notes.join("; ") } : {}
    });
  }
  return out;
}
function parseEvent5(event, ctx) {
  const data = event.data.trim();
  const isError = event.event === "error";
  if (data === "[DONE]") return [{ kind: "done" }];
  if (data === "") return [isError ? { kind: "error", message: "error event without data" } : { kind: "meta" }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: "error", message: head(data, 1e3) } : parsed.event];
  const out = parseChunk2(parsed.value, ctx);
  if (isError && !out.some((e) => e.kind === "error")) out.unshift({ kind: "error", message: head(data, 1e3) });
  return out;
}
function parseBody5(body, _ctx) {
  const text = body.trim();
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    const parsed = parseJson(text);
    return parsed.ok ? [] : [parsed.event];
  }
  const chunks = (Array.isArray(value) ? value : [value]).filter(isObject);
  if (chunks.length === 0) return [{ kind: "invalid", message: `expected a JSON object or array: ${head(body)}` }];
  const model = chunks.map((c) => c.modelVersion).find(nonEmpty);
  const state = {};
  const events = chunks.flatMap((c) => parseChunk2(c, void 0, state)).filter((e) => e.kind !== "meta" || e.note !== void 0);
  return [model !== void 0 ? { kind: "meta", model } : { kind: "meta" }, ...events];
}
var gemini = {
  api: "gemini",
  framing: "sse",
  buildRequest: buildRequest6,
  parseEvent: parseEvent5,
  parseBody: parseBody5
};

// src/formats/ollama/adapter.ts
function endpointOf(baseUrl) {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, "");
  if (path.endsWith("/api/generate")) return { url: withPath(url, path), endpoint: "generate" };
  if (path.endsWith("/api/chat")) return { url: withPath(url, path), endpoint: "chat" };
  return { url: withPath(url, `${path.replace(/\/api$/, "")}/api/chat`), endpoint: "chat" };
}
function withPath(url, path) {
  const copy = new URL(url);
  copy.pathname = path;
  return copy.toString();
}
function ollamaBody(endpoint, { provider, messages, maxTokens, shape }) {
  const options = { num_predict: maxTokens };
  if (endpoint === "chat") {
    const last = lastUserIndex(rolesOf(messages));
    return {
      model: provider.model,
      messages: renderTurns(
        messages,
        (m, i) => ({
          role: m.role === "developer" ? "system" : m.role,
          content: m.content,
          ...ollamaImages(imagesAt(shape, i, last))
        }),
        ollamaCalls,
        ollamaResults
      ),
      stream: true,
      options,
      ...ollamaShape(shape, endpoint)
    };
  }
  const { system, turns } = splitSystem(messages);
  return {
    model: provider.model,
    prompt: turns.map((m) => m.content).join("\n\n"),
    ...system.length > 0 ? { system: system.join("\n\n") } : {},
    stream: true,
    options,
    ...ollamaImages(shape?.images ?? []),
    ...ollamaShape(shape, endpoint)
  };
}
function buildRequest7(input) {
  const { provider, apiKey } = input;
  const { url, endpoint } = endpointOf(provider.base_url);
  return {
    url,
    method: "POST",
    headers: requestHeaders(provider, "application/x-ndjson", bearer(apiKey)),
    body: requestBody(ollamaBody(endpoint, input), provider)
  };
}
var DURATIONS = [
  ["eval_duration", "eval_ms"],
  ["prompt_eval_duration", "prompt_eval_ms"],
  ["load_duration", "load_ms"],
  ["total_duration", "total_ms"]
];
var COUNTS = ["eval_count", "prompt_eval_count"];
function finalOf(line) {
  const out = [];
  const usage = {};
  const output = num(line.eval_count);
  const input = num(line.prompt_eval_count);
  if (output !== void 0) usage.output_tokens = output;
  if (input !== void 0) usage.input_tokens = input;
  if (Object.keys(usage).length > 0) out.push({ kind: "usage", usage });
  const timing = {};
  for (const [wire, name] of DURATIONS) {
    const ns = num(line[wire]);
    if (ns !== void 0) timing[name] = nsToMs(ns);
  }
  for (const name of COUNTS) {
    const n = num(line[name]);
    if (n !== void 0) timing[name] = n;
  }
  if (Object.keys(timing).length > 0) out.push({ kind: "server_timing", timing });
  return out;
}
function textOf2(line, out, state) {
  const m = isObject(line.message) ? line.message : line;
  const thinking = m.thinking;
  const content = isObject(line.message) ? m.content : line.response;
  if (nonEmpty(thinking)) out.push({ kind: "reasoning", text: thinking });
  if (nonEmpty(content)) out.push({ kind: "content", text: content });
  if (Array.isArray(m.tool_calls)) {
    for (const call of m.tool_calls) {
      if (!isObject(call) || !isObject(call.function) || !nonEmpty(call.function.name)) continue;
      pushToolCall(out, nextToolIndex(state), call.function.name, argsText(call.function.arguments));
    }
  }
}
function parseLine(line, ctx, state = ctx?.state ?? {}) {
  const out = [];
  const hasError = line.error !== void 0 && line.error !== null;
  if (hasError) out.push({ kind: "error", message: errorMessage(line.error) });
  const done = line.done === true;
  const text = [];
  textOf2(line, text, state);
  out.push(...applyThinkTags(text, ctx, done || hasError));
  const withText = hasText(out);
  if (done) out.push(...finalOf(line));
  const note = done && nonEmpty(line.done_reason) && line.done_reason !== "stop" ? `done_reason ${line.done_reason}` : void 0;
  const firstModel = ctx !== void 0 && nonEmpty(line.model) && ctx.state.modelSeen !== true;
  if (firstModel) ctx.state.modelSeen = true;
  if (!withText || note !== void 0 || firstModel) {
    out.push({
      kind: "meta",
      ...nonEmpty(line.model) ? { model: line.model } : {},
      ...note !== void 0 ? { note } : {}
    });
  }
  if (done) out.push({ kind: "done" });
  return out;
}
function parseEvent6(event, ctx) {
  const data = event.data.trim();
  if (data === "") return [{ kind: "meta" }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [parsed.event];
  return parseLine(parsed.value, ctx);
}
function parseBody6(body, ctx) {
  const text = body.trim();
  const whole = parseJson(text);
  const lines = [];
  if (whole.ok) lines.push(whole.value);
  else {
    for (const raw of text.split("\n")) {
      if (raw.trim() === "") continue;
      const parsed = parseJson(raw.trim());
      if (!parsed.ok) return [whole.event];
      lines.push(parsed.value);
    }
    if (lines.length === 0) return [whole.event];
  }
  const model = lines.map((l) => l.model).find(nonEmpty);
  const state = {};
  const events = lines.flatMap((l) => parseLine(l, ctx, state)).filter((e) => e.kind !== "meta" || e.note !== void 0);
  return [model !== void 0 ? { kind: "meta", model } : { kind: "meta" }, ...events];
}
var ollama = {
  api: "ollama",
  framing: "ndjson",
  buildRequest: buildRequest7,
  parseEvent: parseEvent6,
  parseBody: parseBody6
};

// src/formats/openai-responses/adapter.ts
function responsesBody({ provider, messages, maxTokens, shape }) {
  const last = lastUserIndex(rolesOf(messages));
  return {
    model: provider.model,
    input: renderTurns(
      messages,
      (m, i) => ({ role: m.role, content: responsesContent(m.content, imagesAt(shape, i, last)) }),
      responsesCalls,
      responsesResults
    ),
    stream: true,
    max_output_tokens: maxTokens,
    ...responsesShape(shape)
  };
}
function buildRequest8(input) {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, "/responses"),
    method: "POST",
    headers: requestHeaders(provider, "text/event-stream", bearer(apiKey)),
    body: requestBody(responsesBody(input), provider)
  };
}
var CONTENT_DELTAS = /* @__PURE__ */ new Set([
  "response.output_text.delta",
  "response.refusal.delta",
  "response.function_call_arguments.delta"
]);
var REASONING_DELTAS = /* @__PURE__ */ new Set(["response.reasoning_summary_text.delta", "response.reasoning_text.delta"]);
function usageOf5(response) {
  const raw = response.usage;
  if (!isObject(raw)) return null;
  const usage = {};
  const output = num(raw.output_tokens);
  const input = num(raw.input_tokens);
  const reasoning = isObject(raw.output_tokens_details) ? num(raw.output_tokens_details.reasoning_tokens) : void 0;
  if (output !== void 0) usage.output_tokens = output;
  if (input !== void 0) usage.input_tokens = input;
  if (reasoning !== void 0) usage.reasoning_tokens = reasoning;
  const cached = isObject(raw.input_tokens_details) ? num(raw.input_tokens_details.cached_tokens) : void 0;
  if (cached !== void 0) usage.input_cached_tokens = cached;
  return Object.keys(usage).length > 0 ? usage : null;
}
function metaOf2(response) {
  return response !== void 0 && nonEmpty(response.model) ? { kind: "meta", model: response.model } : { kind: "meta" };
}
var KNOWN_INCOMPLETE = /* @__PURE__ */ new Set(["max_output_tokens", "content_filter"]);
function knownIncomplete(response) {
  const details = response.incomplete_details;
  const reason = isObject(details) && nonEmpty(details.reason) ? details.reason : null;
  return reason !== null && KNOWN_INCOMPLETE.has(reason) ? reason : null;
}
function stopMessage(response, status) {
  if (status === "failed") {
    const error = response.error;
    return error !== void 0 && error !== null ? errorMessage(error) : "response failed (no error given)";
  }
  const details = response.incomplete_details;
  const reason = isObject(details) && nonEmpty(details.reason) ? details.reason : "no reason given";
  return `response incomplete: ${reason}`;
}
function errorEventMessage(data) {
  if (data.error !== void 0 && data.error !== null) return errorMessage(data.error);
  if (nonEmpty(data.message)) return nonEmpty(data.code) ? `${data.code}: ${data.message}` : data.message;
  return head(JSON.stringify(data), 1e3);
}
function parseStreamEvent3(data, sseName) {
  const type = nonEmpty(data.type) ? data.type : sseName ?? "";
  if (type === "error" || sseName === "error") return [{ kind: "error", message: errorEventMessage(data) }];
  if (CONTENT_DELTAS.has(type) || REASONING_DELTAS.has(type)) {
    if (!nonEmpty(data.delta)) return [{ kind: "meta" }];
    const text = { kind: CONTENT_DELTAS.has(type) ? "content" : "reasoning", text: data.delta };
    if (type !== "response.function_call_arguments.delta") return [text];
    return [text, { kind: "tool", index: toolIndex(data.output_index, 0), args: data.delta }];
  }
  const response = isObject(data.response) ? data.response : void 0;
  const usage = response !== void 0 ? usageOf5(response) : null;
  const usageEvents2 = usage ? [{ kind: "usage", usage }] : [];
  switch (type) {
    case "response.output_item.added": {
      const item = data.item;
      if (isObject(item) && item.type === "function_call" && nonEmpty(item.name)) {
        return [
          { kind: "content", text: item.name },
          { kind: "tool", index: toolIndex(data.output_index, 0), name: item.name }
        ];
      }
      return [{ kind: "meta" }];
    }
    case "response.completed":
      return [...usageEvents2, metaOf2(response), { kind: "done" }];
    case "response.incomplete": {
      const reason = knownIncomplete(response ?? {});
      if (reason === null) {
        return [
          { kind: "error", message: stopMessage(response ?? {}, "incomplete") },
          ...usageEvents2,
          metaOf2(response)
        ];
      }
      return [...usageEvents2, { ...metaOf2(response), note: `response incomplete: ${reason}` }, { kind: "done" }];
    }
    case "response.failed": {
      const status = type === "response.failed" ? "failed" : "incomplete";
      return [{ kind: "error", message: stopMessage(response ?? {}, status) }, ...usageEvents2, metaOf2(response)];
    }
    default:
      return [metaOf2(response)];
  }
}
function parseEvent7(event, _ctx) {
  const data = event.data.trim();
  if (data === "[DONE]") return [{ kind: "done" }];
  const isError = event.event === "error";
  if (data === "") return [isError ? { kind: "error", message: "error event without data" } : { kind: "meta" }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: "error", message: head(data, 1e3) } : parsed.event];
  return parseStreamEvent3(parsed.value, event.event);
}
function outputText(output, out) {
  if (!Array.isArray(output)) return;
  for (const [index, item] of output.entries()) {
    if (!isObject(item)) continue;
    if (item.type === "reasoning") {
      const parts = Array.isArray(item.content) && item.content.length > 0 ? item.content : item.summary;
      if (!Array.isArray(parts)) continue;
      for (const p of parts) if (isObject(p) && nonEmpty(p.text)) out.push({ kind: "reasoning", text: p.text });
    } else if (item.type === "message" && Array.isArray(item.content)) {
      for (const p of item.content) {
        if (!isObject(p)) continue;
        if (p.type === "output_text" && nonEmpty(p.text)) out.push({ kind: "content", text: p.text });
        else if (p.type === "refusal" && nonEmpty(p.refusal)) out.push({ kind: "content", text: p.refusal });
      }
    } else if (item.type === "function_call") {
      const name = nonEmpty(item.name) ? item.name : "";
      const args = nonEmpty(item.arguments) ? item.arguments : "";
      if (name.length + args.length > 0) {
        out.push({ kind: "content", text: name + args });
        out.push({ kind: "tool", index, ...name ? { name } : {}, ...args ? { args } : {} });
      }
    }
  }
}
function parseBody7(body, _ctx) {
  const parsed = parseJson(body.trim());
  if (!parsed.ok) return [parsed.event];
  const response = parsed.value;
  const out = [metaOf2(response)];
  const known = response.status === "incomplete" ? knownIncomplete(response) : null;
  if (known !== null) {
    out[0] = { ...metaOf2(response), note: `response incomplete: ${known}` };
  } else if (response.status === "failed" || response.status === "incomplete") {
    out.push({ kind: "error", message: stopMessage(response, response.status) });
  } else if (response.error !== void 0 && response.error !== null) {
    out.push({ kind: "error", message: errorMessage(response.error) });
  }
  outputText(response.output, out);
  const usage = usageOf5(response);
  if (usage) out.push({ kind: "usage", usage });
  return out;
}
var openaiResponses = {
  api: "openai-responses",
  framing: "sse",
  buildRequest: buildRequest8,
  parseEvent: parseEvent7,
  parseBody: parseBody7
};

// src/formats/index.ts
var FORMATS = [
  { adapter: openaiChat, sim: () => import("./chunk-2SOUIQSG.js") },
  { adapter: openaiResponses, sim: () => import("./chunk-CJB23MQE.js") },
  { adapter: anthropic, sim: () => import("./chunk-2SJ7ZFT3.js") },
  { adapter: gemini, sim: () => import("./chunk-ZUVI2ERP.js") },
  { adapter: ollama, sim: () => import("./chunk-LLP4WN52.js") },
  { adapter: cohere, sim: () => import("./chunk-R57GSGSV.js") },
  { adapter: azureOpenai, sim: () => import("./chunk-Y4KPULVQ.js") },
  { adapter: bedrock, sim: () => import("./chunk-CRU4GEHD.js") }
];
var ADAPTERS = Object.freeze(
  Object.fromEntries(FORMATS.map((f) => [f.adapter.api, f.adapter]))
);
function getAdapter(api) {
  const adapter = Object.hasOwn(ADAPTERS, api) ? ADAPTERS[api] : void 0;
  if (adapter === void 0) {
    throw new Error(`unknown api "${api}"; known: ${Object.keys(ADAPTERS).sort().join(", ")}`);
  }
  return adapter;
}
async function simFormats() {
  return Promise.all(FORMATS.map(async (f) => (await f.sim()).SIM));
}

export {
  USER_AGENT,
  exportsOf,
  getAdapter,
  simFormats
};
