import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  mulberry32,
  seedFrom
} from "./chunk-TJNM7ZPL.js";
import {
  OPENAI_CHAT
} from "./chunk-2FPGZR4F.js";
import {
  countToolResults,
  renderScript
} from "./chunk-4KZ4ZFNE.js";
import {
  simFormats
} from "./chunk-3D5EZPZV.js";
import {
  epochNowMs
} from "./chunk-GX27B57U.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/sim/server.ts
import { createServer as createHttpsServer } from "node:https";
import { createRequire } from "node:module";

// src/sim/handlers.ts
import { randomUUID } from "node:crypto";
import { performance as performance2 } from "node:perf_hooks";

// src/sim/play.ts
import { performance } from "node:perf_hooks";
import { constants as zlibConstants, createGzip } from "node:zlib";
function play(state, plan, res, common, requestId, encoding = "utf8") {
  new Playback(state, plan, res, requestId, encoding).begin(common);
}
var Playback = class {
  #state;
  #plan;
  #res;
  #requestId;
  #encoding;
  #start = performance.now();
  #timer = null;
  #gone = false;
  #gzip = null;
  #seq = 0;
  #sentBytes = 0;
  /** The next step of the plan. */
  #i = 0;
  /** Flood chunks still to write, and the chunk, once the flood starts. */
  #left = Number.POSITIVE_INFINITY;
  #floodBytes = null;
  constructor(state, plan, res, requestId, encoding) {
    this.#state = state;
    this.#plan = plan;
    this.#res = res;
    this.#requestId = requestId;
    this.#encoding = encoding;
  }
  /** Ends the script: no more writes (the client left, the connection is cut, or close()). */
  stop = () => {
    this.#gone = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#gzip?.destroy();
    this.#state.scripts.delete(this.stop);
  };
  begin(common) {
    const res = this.#res;
    const plan = this.#plan;
    this.#state.scripts.add(this.stop);
    res.once("close", this.stop);
    res.writeHead(plan.status, { ...common, ...plan.headers });
    if (plan.flushHeaders) res.flushHeaders();
    if (plan.gzip) {
      const gzip = this.#gzip = createGzip();
      gzip.on("data", (chunk) => {
        if (!this.#gone) res.write(chunk);
      });
      gzip.on("end", () => {
        if (!this.#gone) res.end();
      });
      gzip.on("error", () => res.destroy());
    }
    this.#pump();
  }
  #write(data) {
    const sentWrites = this.#state.sentWrites;
    if (sentWrites !== null) {
      this.#sentBytes += Buffer.byteLength(data, this.#encoding);
      const sent = epochNowMs();
      sentWrites.push({ requestId: this.#requestId, seq: this.#seq++, sentEpochMs: sent, endByte: this.#sentBytes });
    }
    if (this.#gzip !== null) {
      this.#gzip.write(Buffer.from(data, this.#encoding));
      this.#gzip.flush(zlibConstants.Z_SYNC_FLUSH);
    } else {
      this.#res.write(data, this.#encoding);
    }
  }
  #pump = () => {
    this.#timer = null;
    const steps = this.#plan.steps;
    while (!this.#gone && this.#i < steps.length) {
      const step = steps[this.#i];
      const wait = this.#start + step.at - performance.now();
      if (wait >= 1) {
        this.#timer = setTimeout(this.#pump, wait);
        return;
      }
      this.#i++;
      if ("destroy" in step) {
        this.stop();
        const socket = this.#res.socket;
        socket?.end(() => socket.destroy());
        return;
      }
      this.#write(step.write);
    }
    if (this.#gone) return;
    if (this.#plan.flood !== void 0 && this.#flood(this.#plan.flood)) return;
    this.#finish();
  };
  /**
   * Writes the flood chunk as fast as the client reads it: the next write
   * waits for the socket to drain, so the server holds one chunk at a
   * time. Returns true while it goes on (it finishes the response itself).
   */
  #flood(f) {
    if (this.#floodBytes === null) {
      this.#floodBytes = typeof f.chunk === "string" ? Buffer.from(f.chunk, this.#encoding) : f.chunk;
      this.#left = f.times ?? Number.POSITIVE_INFINITY;
    }
    while (!this.#gone && this.#left > 0) {
      this.#left--;
      if (!this.#res.write(this.#floodBytes)) {
        this.#res.once("drain", () => {
          if (!this.#gone && !this.#flood(f)) this.#finish();
        });
        return true;
      }
    }
    return false;
  }
  #finish() {
    if (this.#gone) return;
    const res = this.#res;
    const plan = this.#plan;
    const state = this.#state;
    if (plan.then === "hold") {
      state.holding++;
      res.once("close", () => state.holding--);
      state.wake();
      return;
    }
    state.scripts.delete(this.stop);
    const socket = res.socket;
    if (this.#gzip !== null) this.#gzip.end();
    else res.end();
    if (plan.closeAfter && socket) state.closedAfterResponse.add(socket);
    if (plan.endAfter && socket) res.once("finish", () => socket.end());
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
  const chunk = (delta, finish = null) => sse({ choices: [{ finish_reason: finish, index: 0, delta }], ...base });
  const steps = [{ at: 0, write: chunk({ role: "assistant", content: null }) }];
  for (let i = 0; i < n; i++) steps.push({ at: first + i * interval, write: chunk({ content: word2(i) }) });
  const end = first + (n - 1) * interval;
  const predictedMs = (n - 1) * interval;
  const promptN = req.promptTokens - cached;
  steps.push({
    at: end,
    write: chunk({}, n >= (req.maxTokens ?? Number.POSITIVE_INFINITY) ? "length" : "stop") + sse({
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
var TOOL_NAMES = ["get_weather", "search_docs", "lookup_order", "convert_units"];
function toolArgPieces(i, tokens) {
  const words = Array.from({ length: tokens }, (_, k) => word(k + i));
  return [`{"query":"`, ...words.map((w) => w.replace(/["\\]/g, "")), '"}'];
}
function toolTimeline(p, req, calls, whole) {
  const c = chunks(req);
  const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
  let tokens = 0;
  for (let i = 0; i < calls; i++) {
    if (i > 0) tl.wait(p.interval_ms ?? 0);
    const name = TOOL_NAMES[i % TOOL_NAMES.length];
    const id = `call_${req.requestId}_${i}`;
    const pieces = toolArgPieces(i, Math.floor(p.args_tokens ?? 0));
    const args = pieces.join("");
    tokens += 1 + pieces.length;
    if (whole) {
      tl.write({ kind: "tool_start", index: i, id, name, args });
    } else {
      tl.write({ kind: "tool_start", index: i, id, name });
      for (const text of pieces) tl.wait(p.interval_ms ?? 0).write({ kind: "tool_args", index: i, text });
    }
    tl.write({ kind: "tool_end", index: i, name, args });
  }
  return tl.wait(p.interval_ms ?? 0).write({ kind: "finish", tool: true }, c.usage(tokens), c.done());
}
var TOOL = { ttft_ms: 100, interval_ms: 20, args_tokens: 12 };
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
function stutterTimeline(p, req) {
  const c = chunks(req);
  const n = cap(p, req);
  const every = p.every ?? 0;
  const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
  for (let i = 0; i < n; i++) {
    if (i > 0) tl.wait(every > 0 && (i - 1) % every === 0 ? p.stall_ms ?? 0 : p.interval_ms ?? 0);
    tl.write(c.content(i));
  }
  return tl.wait(p.interval_ms ?? 0).write(c.finish(), c.usage(n), c.done());
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
  const format = formatOf(req);
  if (format.framing === "sse") return 'data: {"choices":[{"index":0,"delta":{"content":"';
  if (format.framing === "ndjson") return '{"message":{"role":"assistant","content":"';
  const prelude = Buffer.alloc(12);
  prelude.writeUInt32BE(16 * MIB - 16, 0);
  prelude.writeUInt32BE(0, 4);
  prelude.writeUInt32BE(crc32(prelude.subarray(0, 8)), 8);
  return prelude.toString("latin1");
}
var bombMembers = /* @__PURE__ */ new Map();
function bombMember(req) {
  const format = formatOf(req);
  let member = bombMembers.get(format.id);
  if (member === void 0) {
    const unit = renderedContent(req, 64);
    member = gzipSync(Buffer.from(repeatTo(unit, 16 * MIB), format.binary ? "latin1" : "utf8"), { level: 9 });
    bombMembers.set(format.id, member);
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
    name: "stutter",
    summary: "a stream that stalls on a schedule: after the first word and every `every` words after it a stall_ms pause, otherwise interval_ms; at the defaults its mean TPOT is 20 ms, as steady, but a reader sees it stop (fluidity)",
    defaults: { tokens: 60, ttft_ms: 100, interval_ms: 5, stall_ms: 305, every: 20 },
    plan: (p, req) => stream(stutterTimeline(p, req).steps, p.ttft_ms ?? 0)
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
  },
  {
    name: "degrading",
    summary: 'answers in a format, and drifts from it on a schedule: `tokens` words as the JSON {"answer":"..."} (one write a word, ttft_ms then interval_ms apart); every wrong_every-th request to the model string (0: none) answers the words as prose, not JSON, and every short_every-th (0: none) only short_tokens words, for answer checks (expect:)',
    defaults: { tokens: 20, ttft_ms: 50, interval_ms: 5, wrong_every: 0, short_every: 0, short_tokens: 3 },
    plan: (p, req) => {
      const c = chunks(req);
      const seq = req.capacity?.seq ?? 1;
      const every = (k) => (k ?? 0) > 0 && seq % (k ?? 1) === 0;
      const n = every(p.short_every) ? Math.min(cap(p, req), p.short_tokens ?? 0) : cap(p, req);
      const words = Array.from({ length: n }, (_, i) => word(i));
      const pieces = every(p.wrong_every) ? ["Sure! Here it is:", ...words] : ['{"answer":"', ...words, '"}'];
      const tl = new Timeline().write(c.role()).wait(p.ttft_ms ?? 0);
      pieces.forEach((text, i) => {
        if (i > 0) tl.wait(p.interval_ms ?? 0);
        tl.write({ kind: "content", text });
      });
      tl.wait(p.interval_ms ?? 0).write(c.finish(), c.usage(pieces.length), c.done());
      return stream(tl.steps, p.ttft_ms ?? 0);
    }
  },
  {
    name: "tool-stream",
    summary: "a tool call whose arguments stream: the name after ttft_ms, then the arguments JSON in args_tokens + 2 pieces, one every interval_ms (in Gemini and Ollama, whose calls come whole, the call is sent when complete)",
    defaults: { ...TOOL },
    plan: (p, req) => stream(toolTimeline(p, req, 1, false).steps, p.ttft_ms ?? 0)
  },
  {
    name: "tool-whole",
    summary: "a tool call sent whole: name and arguments in one event after ttft_ms (as Gemini's functionCall is): buffered arguments, no arguments rate, TTFTC kept",
    defaults: { ...TOOL },
    plan: (p, req) => stream(toolTimeline(p, req, 1, true).steps, p.ttft_ms ?? 0)
  },
  {
    name: "tool-parallel",
    summary: "`calls` tool calls in one answer (parallel calls), one after another, each streaming as tool-stream",
    defaults: { ...TOOL, calls: 3 },
    plan: (p, req) => stream(toolTimeline(p, req, Math.max(1, Math.floor(p.calls ?? 1)), false).steps, p.ttft_ms ?? 0)
  },
  {
    name: "tool-agent",
    summary: "an agent loop model: a streamed tool call (as tool-stream) while the request carries fewer than k tool results, then a text answer of `tokens` words (as steady): it stops calling after k steps; its first token waits ttft_ms plus prefill_us_per_token per prompt token (chars/4) not in the prompt cache, so TTFT grows as the context does",
    defaults: { ...TOOL, k: 3, tokens: 20, prefill_us_per_token: 50 },
    plan: (p, req) => {
      const prefillMs = (p.prefill_us_per_token ?? 0) * Math.max(0, req.promptTokens - (req.cachedTokens ?? 0)) / 1e3;
      const q = { ...p, ttft_ms: (p.ttft_ms ?? 0) + prefillMs };
      return (req.toolResults ?? 0) >= (p.k ?? 0) ? stream(steadyTimeline(q, req).steps, q.ttft_ms) : stream(toolTimeline(q, req, 1, false).steps, q.ttft_ms);
    }
  }
];
function rendered(s) {
  return {
    ...s,
    plan: (p, req) => {
      const { steps, framing, splitMs, contentType, ...plan } = s.plan(p, req);
      const format = formatOf(req);
      const isStream = plan.flood !== void 0 || steps.some((step) => "beats" in step);
      const written = renderScript(format, req, steps, framing);
      const headers = isStream ? { ...plan.headers, "content-type": format.contentType } : { ...plan.headers };
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
var FINGERPRINT = /^[A-Za-z0-9_-]{1,64}$/;
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
  let fingerprint;
  const spec = colon === -1 ? "" : model.slice(colon + 1).trim();
  for (const pair of spec === "" ? [] : spec.split(",")) {
    const eq = pair.indexOf("=");
    const key = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    const raw = eq === -1 ? "" : pair.slice(eq + 1).trim();
    const known = [...Object.keys(scenario.defaults), "fingerprint"];
    if (key === "fingerprint") {
      if (!FINGERPRINT.test(raw)) {
        return {
          ok: false,
          status: 400,
          message: `Parameter "fingerprint" must be 1 to 64 of A-Z a-z 0-9 _ -, e.g. fp_abc; got ${JSON.stringify(raw.slice(0, 80))}.`
        };
      }
      fingerprint = raw;
      continue;
    }
    if (!Object.hasOwn(scenario.defaults, key)) {
      return {
        ok: false,
        status: 400,
        message: `Scenario "${name}" has no parameter "${key}"; it takes: ${known.join(", ")}.`
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
  return { ok: true, scenario, params, ...fingerprint === void 0 ? {} : { fingerprint } };
}

// src/sim/handlers.ts
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
function onRequest(state, req, res) {
  state.requests++;
  state.inFlight++;
  let counted = true;
  res.once("close", () => {
    if (counted) state.inFlight--;
    counted = false;
  });
  res.on("error", () => {
  });
  state.wake();
  handle(state, req, res);
}
function handle(state, req, res) {
  if (state.closedAfterResponse.has(req.socket)) {
    state.log?.(
      `${req.method ?? "?"} ${req.url ?? "/"} on a connection closed after its last response -> socket closed`
    );
    req.socket.destroy();
    return;
  }
  const requestId = `req_sim_${randomUUID().replaceAll("-", "")}`;
  const x = {
    req,
    res,
    requestId,
    arrivedEpochMs: epochNowMs(),
    common: {
      "x-request-id": requestId,
      "x-ratelimit-remaining-requests": String(Math.max(0, 1e4 - state.requests))
    },
    path: (req.url ?? "/").split("?")[0],
    say: (status, detail) => state.log?.(`${req.method ?? "?"} ${req.url ?? "/"} ${detail} -> ${status} ${requestId}`)
  };
  if (req.method === "GET" && x.path === "/metrics") return serveMetrics(state, x);
  if (req.method === "GET" && (x.path === "/v1/models" || x.path === "/models")) return serveModels(x);
  const route = state.routes.route(x.path ?? "/", new URL(req.url ?? "/", "http://sim").searchParams);
  if (route === null) return serveNoRoute(state, x);
  if (!route.ok) {
    req.resume();
    x.say(route.status, "bad route");
    sendJson(res, route.status, errorBody(route.message, null), x.common);
    return;
  }
  if (req.method !== "POST") {
    req.resume();
    x.say(405, "method");
    sendJson(res, 405, errorBody(`Use POST for ${x.path}.`, null), { ...x.common, allow: "POST" });
    return;
  }
  readBody(x, (fields) => answer2(state, x, route, fields));
}
function serveMetrics(state, x) {
  x.req.resume();
  const flavor = new URL(x.req.url ?? "/", "http://sim").searchParams.get("format") === "llamacpp" ? "llamacpp" : "vllm";
  const text = state.metrics.render(flavor, performance2.now());
  x.say(200, "metrics");
  x.res.writeHead(200, {
    "content-type": "text/plain; version=0.0.4; charset=utf-8",
    "content-length": String(Buffer.byteLength(text))
  });
  x.res.end(text);
}
function serveModels(x) {
  x.req.resume();
  x.say(200, "models");
  const data = SCENARIOS.map((s) => ({
    id: s.name,
    object: "model",
    owned_by: "streamgauge-simulator",
    description: s.summary,
    parameters: s.defaults
  }));
  sendJson(x.res, 200, { object: "list", data }, x.common);
}
function serveNoRoute(state, x) {
  x.req.resume();
  x.say(404, "no such route");
  const endpoints = state.routes.endpoints;
  const served = endpoints.map((e) => `${e.method} ${e.path}`).join(", ");
  const message = `No route ${x.req.method} ${x.path}; the simulator serves ${served}.`;
  sendJson(x.res, 404, errorBody(message, null, { endpoints }), x.common);
}
function readBody(x, then) {
  const { req, res, common, say } = x;
  const parts = [];
  let size = 0;
  let tooBig = false;
  req.on("data", (chunk) => {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) tooBig = true;
    else parts.push(chunk);
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
    then(body);
  });
}
function answer2(state, x, route, fields) {
  const { res, common, say } = x;
  const format = route.format;
  const facts = format.read(fields);
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
    const code = resolved.status === 404 ? "model_not_found" : null;
    sendJson(res, resolved.status, errorBody(resolved.message, code, extra), common);
    return;
  }
  const simReq = simRequest(state, x, format, model, facts, fields);
  if (resolved.fingerprint !== void 0) simReq.fingerprint = resolved.fingerprint;
  const plan = planOf(state, resolved, simReq);
  say(plan.status, model);
  const processing = format.processingHeader;
  const headers = processing === null ? common : { ...common, [processing]: String(Math.round(plan.processingMs)) };
  const hold = state.opts.holdMs?.({ path: x.path ?? "/", model }) ?? 0;
  const start = () => {
    if (!res.destroyed) play(state, plan, res, headers, x.requestId, format.binary ? "latin1" : "utf8");
  };
  if (hold > 0) setTimeout(start, hold);
  else start();
}
function simRequest(state, x, format, model, facts, fields) {
  const headers = x.req.headers;
  const keyHeader = format.authHeaders.find((h) => headers[h] !== void 0);
  const key = keyHeader === void 0 ? void 0 : headers[keyHeader];
  const authorization = key === void 0 ? null : Array.isArray(key) ? key.join(", ") : key;
  const turns = fields.messages ?? fields.input ?? fields.contents;
  const cache = state.promptCache;
  const cachedTokens = cache === null ? null : Math.min(facts.promptTokens, cache.lookup(turns));
  state.arrivals?.push({
    requestId: x.requestId,
    arrivedEpochMs: x.arrivedEpochMs,
    model,
    promptTokens: facts.promptTokens,
    cachedTokens,
    connection: state.connectionOf(x.req.socket)
  });
  return {
    model,
    maxTokens: facts.maxTokens,
    promptTokens: facts.promptTokens,
    ...cachedTokens === null ? {} : { cachedTokens },
    authorization,
    requestId: x.requestId,
    created: Math.floor(Date.now() / 1e3),
    format,
    toolResults: countToolResults(turns)
  };
}
function planOf(state, resolved, simReq) {
  const slot = resolved.scenario.name === "capacity" ? state.slots.take(simReq.model, resolved.params.slots ?? 1) : null;
  if (slot) simReq.capacity = slot.capacity;
  else if (resolved.scenario.name === "degrading")
    simReq.capacity = { queueMs: 0, batch: 1, seq: state.slots.next(simReq.model) };
  const plan = resolved.scenario.plan(resolved.params, simReq);
  slot?.release(plan, simReq.promptTokens);
  if (!slot && plan.served) {
    const now = performance2.now();
    state.metrics.record({
      arrivedMs: now,
      startMs: now,
      firstMs: now + plan.served.firstMs,
      endMs: now + plan.served.endMs,
      tokens: plan.served.tokens,
      promptTokens: simReq.promptTokens,
      slots: 1
    });
  }
  return plan;
}

// src/sim/routes.ts
async function loadRoutes() {
  const sims = await simFormats();
  return {
    formats: sims.flatMap((s) => s.encoders),
    endpoints: sims.flatMap((s) => s.endpoints),
    baseUrls: (origin) => Object.assign({}, ...sims.map((s) => s.baseUrls(origin))),
    route(path, query) {
      for (const s of sims) {
        const route = s.route(path, query);
        if (route !== null) return route;
      }
      return null;
    }
  };
}

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

// src/sim/slots.ts
import { performance as performance3 } from "node:perf_hooks";
var CapacitySlots = class {
  #ledgers = /* @__PURE__ */ new Map();
  /** Requests taken per model string, so a scenario can act on every k-th (capacity's fail_every). */
  #seqs = /* @__PURE__ */ new Map();
  #metrics;
  constructor(metrics) {
    this.#metrics = metrics;
  }
  /** The next request's 1-based place among those to this model string, for a scenario without slots (degrading). */
  next(model) {
    const seq = (this.#seqs.get(model) ?? 0) + 1;
    this.#seqs.set(model, seq);
    return seq;
  }
  take(model, slots) {
    let ledger = this.#ledgers.get(model);
    if (ledger === void 0) {
      ledger = Array.from({ length: Math.max(1, Math.floor(slots)) }, () => 0);
      this.#ledgers.set(model, ledger);
    }
    const now = performance3.now();
    let k = 0;
    for (let j = 1; j < ledger.length; j++) if (ledger[j] < ledger[k]) k = j;
    const start = Math.max(now, ledger[k]);
    const busy = ledger.filter((free, j) => j !== k && free > start).length;
    const own = ledger;
    const seq = (this.#seqs.get(model) ?? 0) + 1;
    this.#seqs.set(model, seq);
    const metrics = this.#metrics;
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
  }
};

// src/sim/state.ts
var SimState = class {
  opts;
  routes;
  log;
  sockets = /* @__PURE__ */ new Set();
  /** Cancels the script of every response still running. */
  scripts = /* @__PURE__ */ new Set();
  metrics = new SimMetrics();
  slots = new CapacitySlots(this.metrics);
  promptCache;
  /** Sockets whose last response was a closing-keepalive one: the server is done with them. */
  closedAfterResponse = /* @__PURE__ */ new WeakSet();
  requests = 0;
  inFlight = 0;
  holding = 0;
  closed = false;
  sentWrites;
  arrivals;
  #waiters = [];
  /** Each connection's number (Arrival.connection), given when its first request comes. */
  #connectionIds = /* @__PURE__ */ new WeakMap();
  #connectionCount = 0;
  constructor(opts, routes) {
    this.opts = opts;
    this.routes = routes;
    this.log = opts.log;
    this.sentWrites = opts.recordWrites ? [] : null;
    this.arrivals = opts.recordArrivals ? [] : null;
    this.promptCache = opts.promptCache ? new PromptCache() : null;
  }
  /** Resolves every waiter whose state has come. */
  wake() {
    this.#waiters = this.#waiters.filter((w) => {
      if (!w.ready()) return true;
      w.resolve();
      return false;
    });
  }
  waitFor(ready) {
    if (ready()) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error("the simulator is closed"));
    return new Promise((resolve, reject) => this.#waiters.push({ ready, resolve, reject }));
  }
  /** Rejects every waiter: the simulator closes. */
  rejectWaiters() {
    for (const w of this.#waiters) w.reject(new Error("the simulator closed before the awaited state was reached"));
    this.#waiters = [];
  }
  connectionOf(socket) {
    let id = this.#connectionIds.get(socket);
    if (id === void 0) this.#connectionIds.set(socket, id = ++this.#connectionCount);
    return id;
  }
  takeArrivals() {
    const taken = this.arrivals ?? [];
    if (this.arrivals !== null) this.arrivals = [];
    return taken;
  }
  takeWrites() {
    const taken = this.sentWrites ?? [];
    if (this.sentWrites !== null) this.sentWrites = [];
    return taken;
  }
};

// src/sim/server.ts
var { createServer } = createRequire(import.meta.url)("node:http");
async function startSimulator(opts = {}) {
  const state = new SimState(opts, await loadRoutes());
  const host = opts.host ?? "127.0.0.1";
  const server = createSimServer(opts, (req, res) => onRequest(state, req, res));
  server.on("connection", (socket) => {
    socket.setNoDelay(true);
    state.sockets.add(socket);
    socket.once("close", () => state.sockets.delete(socket));
  });
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
    baseUrls: state.routes.baseUrls(`${scheme}://${urlHost}:${port}`),
    port,
    requestCount: () => state.requests,
    inFlight: () => state.inFlight,
    waitForInFlight: (n) => state.waitFor(() => state.inFlight >= n),
    holding: () => state.holding,
    waitForHolding: (n) => state.waitFor(() => state.holding >= n),
    takeArrivals: () => state.takeArrivals(),
    takeWrites: () => state.takeWrites(),
    close: () => closeSimulator(state, server)
  };
}
function createSimServer(opts, listener) {
  const serverOptions = { noDelay: true, keepAlive: true };
  if (!opts.tls) return createServer(serverOptions, listener);
  const delayMs = opts.tls.handshakeDelayMs;
  return createHttpsServer(
    {
      ...serverOptions,
      cert: opts.tls.cert,
      key: opts.tls.key,
      ...delayMs ? {
        // No context given: the server's own (cert and key above) answers.
        SNICallback: (_name, done) => {
          setTimeout(() => done(null), delayMs);
        }
      } : {}
    },
    listener
  );
}
async function closeSimulator(state, server) {
  if (state.closed) return;
  state.closed = true;
  state.rejectWaiters();
  for (const stop of [...state.scripts]) stop();
  const done = new Promise((resolve) => server.close(() => resolve()));
  for (const socket of state.sockets) socket.destroy();
  server.closeAllConnections();
  await done;
}
export {
  startSimulator
};
