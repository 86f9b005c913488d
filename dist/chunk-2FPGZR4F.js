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

// src/formats/openai-chat/sim.ts
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
  const event = (data, name) => sseEvent(JSON.stringify(data), eol, space, name);
  const base = {
    id: `chatcmpl-${req.requestId}`,
    object: "chat.completion.chunk",
    created: req.created,
    model: req.model,
    system_fingerprint: req.fingerprint ?? "fp_sim"
  };
  const choice = (delta, finish, filter = CONTENT_FILTER) => event({
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
        return dialect.azure ? event(PROMPT_FILTER) + role : role;
      }
      case "ping":
        return sseComment("keep-alive", eol);
      case "content":
        return choice({ content: beat.text }, null);
      case "reasoning":
        return dialect.azure ? "" : choice({ reasoning_content: beat.text }, null);
      case "finish":
        return choice({}, beat.tool ? "tool_calls" : "stop", {});
      case "tool_start":
        return choice(
          {
            ...beat.index === 0 ? { role: "assistant", content: null } : {},
            tool_calls: [
              {
                index: beat.index,
                id: beat.id,
                type: "function",
                function: { name: beat.name, arguments: beat.args ?? "" }
              }
            ]
          },
          null
        );
      case "tool_args":
        return choice({ tool_calls: [{ index: beat.index, function: { arguments: beat.text } }] }, null);
      case "tool_end":
        return "";
      case "usage":
        return event({
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
        return dialect.azure ? event({ error: { code: "server_error", message: beat.message } }) : event({ error: { message: beat.message } }, "error");
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
    system_fingerprint: req.fingerprint ?? "fp_sim",
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
var SIM = {
  encoders: [OPENAI_CHAT],
  endpoints: [{ api: "openai-chat", method: "POST", path: "/v1/chat/completions", base_url: "ORIGIN/v1" }],
  baseUrls: (origin) => ({ "openai-chat": `${origin}/v1` }),
  route: fixedPaths({ "/v1/chat/completions": OPENAI_CHAT, "/chat/completions": OPENAI_CHAT })
};

export {
  chatRenderer,
  chatCompletion,
  readChat,
  OPENAI_CHAT,
  SIM
};
