import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  decodeSegment,
  intField,
  promptTokensOf,
  sseComment,
  sseEvent
} from "./chunk-4KZ4ZFNE.js";
import {
  argsObject
} from "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/formats/gemini/sim.ts
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
function renderer(req, framing) {
  const eol = framing.eol ?? "\r\n";
  const space = framing.space ?? " ";
  const data = (value) => sseEvent(JSON.stringify(value), eol, space);
  const counts = { candidates: 0, thoughts: 0 };
  const sent = /* @__PURE__ */ new Set();
  const call = (name, args) => {
    counts.candidates++;
    return data(chunk(req, { functionCall: { name, args: argsObject(args) } }, counts, false));
  };
  return (beat) => {
    switch (beat.kind) {
      case "start":
      case "finish":
      case "done":
      case "tool_args":
        return "";
      // Gemini sends a functionCall whole, in one part: pieces of arguments
      // cannot stream, so a call goes out when it is complete.
      case "tool_start":
        if (beat.args === void 0) return "";
        sent.add(beat.index);
        return call(beat.name, beat.args);
      case "tool_end":
        return sent.has(beat.index) ? "" : call(beat.name, beat.args);
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
      promptTokens: promptTokensOf(
        // A functionResponse (a tool result) or functionCall part is context too, as its JSON.
        parts.map((p) => {
          const part = p;
          return { content: part?.text ?? part?.functionResponse ?? part?.functionCall };
        })
      )
    };
  },
  renderer,
  errorBody: googleError,
  // A server that ignores alt=sse answers with a JSON array of responses.
  completeBody: (req, text, tokens) => [chunk(req, { text }, { candidates: tokens, thoughts: 0 }, true)]
};
var GEMINI_PATH = /^\/(?:v1beta|v1alpha|v1|v1beta1)(?:\/projects\/[^/]+\/locations\/[^/]+\/publishers\/google)?\/models\/([^/]+):streamGenerateContent$/;
var SIM = {
  encoders: [GEMINI],
  endpoints: [
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
    }
  ],
  baseUrls: (origin) => ({
    gemini: `${origin}/v1beta`,
    "gemini-vertex": `${origin}/v1/projects/sim/locations/us-central1/publishers/google`
  }),
  route(path) {
    const match = GEMINI_PATH.exec(path);
    if (match === null) return null;
    const model = decodeSegment(match[1]);
    if (model === null)
      return { ok: false, status: 400, message: `The model in ${path} is not valid percent-encoding.` };
    return { ok: true, format: GEMINI, model: model.replace(/^models\//, "") };
  }
};
export {
  GEMINI,
  SIM
};
