import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  chatCompletion,
  chatRenderer,
  readChat
} from "./chunk-2FPGZR4F.js";
import {
  decodeSegment
} from "./chunk-4KZ4ZFNE.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/formats/azure-openai/sim.ts
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
var AZURE_PATH = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;
var SIM = {
  encoders: [AZURE_OPENAI],
  endpoints: [
    {
      api: "azure-openai",
      method: "POST",
      path: "/openai/deployments/{deployment}/chat/completions?api-version=...",
      base_url: "ORIGIN"
    }
  ],
  baseUrls: (origin) => ({ "azure-openai": origin }),
  route(path, query) {
    const match = AZURE_PATH.exec(path);
    if (match === null) return null;
    const deployment = decodeSegment(match[1]);
    if (deployment === null)
      return { ok: false, status: 400, message: `The deployment in ${path} is not valid percent-encoding.` };
    if (!query.has("api-version")) {
      return { ok: false, status: 400, message: "Missing required query parameter: api-version." };
    }
    return { ok: true, format: AZURE_OPENAI, model: deployment };
  }
};
export {
  AZURE_OPENAI,
  SIM
};
