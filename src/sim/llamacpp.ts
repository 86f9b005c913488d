// Its words passed in, not imported: scenarios.ts lists this scenario, so an
// import back would be a cycle.
import type { Params, Plan, SimRequest } from './plan.ts';

// A llama.cpp llama-server, where it matters to a client (recorded in
// ../shared/fixtures/wire llamacpp-*): the head advertises
// `Keep-Alive: timeout=5, max=100` yet the server closes the connection after
// every response; a role-only first delta with `content: null`; one token a
// chunk; a usage chunk (`choices: []`) carrying `prompt_tokens_details.
// cached_tokens` and llama.cpp's `timings`, whose predicted_per_second is
// predicted_n / predicted_ms over the n-1 intervals between the n tokens; and
// `/metrics?format=llamacpp` counting what it served. OpenAI Chat
// Completions only: that is the endpoint llama-server streams on.

export const LLAMACPP_DEFAULTS: Params = { tokens: 32, prompt_ms: 40, interval_ms: 12, cached: 0 };

const sse = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

export function llamacppPlan(p: Params, req: SimRequest, word: (i: number) => string): Plan {
  if (req.format !== undefined && req.format.api !== 'openai-chat') {
    const text = JSON.stringify({
      error: { code: 404, message: 'File Not Found', type: 'not_found_error' },
    });
    return {
      status: 404,
      headers: { server: 'llama.cpp', 'content-type': 'application/json; charset=utf-8' },
      flushHeaders: false,
      gzip: false,
      steps: [{ at: 0, write: text }],
      then: 'end',
      processingMs: 0,
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
    system_fingerprint: 'b0-sim',
    object: 'chat.completion.chunk',
  };
  const chunk = (delta: object, finish: string | null = null) =>
    sse({ choices: [{ finish_reason: finish, index: 0, delta }], ...base });
  const steps: Plan['steps'] = [{ at: 0, write: chunk({ role: 'assistant', content: null }) }];
  for (let i = 0; i < n; i++) steps.push({ at: first + i * interval, write: chunk({ content: word(i) }) });
  const end = first + (n - 1) * interval;
  // llama.cpp's clock starts when the first token is sampled: n tokens over n-1 intervals.
  const predictedMs = (n - 1) * interval;
  const promptN = req.promptTokens - cached;
  steps.push({
    at: end,
    write:
      chunk({}, n >= (req.maxTokens ?? Number.POSITIVE_INFINITY) ? 'length' : 'stop') +
      sse({
        choices: [],
        ...base,
        usage: {
          completion_tokens: n,
          prompt_tokens: req.promptTokens,
          total_tokens: req.promptTokens + n,
          prompt_tokens_details: { cached_tokens: cached },
        },
        timings: {
          cache_n: cached,
          prompt_n: promptN,
          prompt_ms: first,
          prompt_per_token_ms: promptN > 0 ? first / promptN : 0,
          prompt_per_second: first > 0 ? (promptN * 1000) / first : 0,
          predicted_n: n,
          predicted_ms: predictedMs,
          predicted_per_token_ms: predictedMs / n,
          predicted_per_second: predictedMs > 0 ? (n * 1000) / predictedMs : 0,
        },
      }) +
      sse('[DONE]'),
  });
  return {
    status: 200,
    headers: {
      server: 'llama.cpp',
      'content-type': 'text/event-stream',
      'x-accel-buffering': 'no',
      'keep-alive': 'timeout=5, max=100',
    },
    flushHeaders: true,
    gzip: false,
    steps,
    then: 'end',
    processingMs: first,
    served: { tokens: n, firstMs: first, endMs: end },
    closeAfter: true,
    endAfter: true,
  };
}
