import {
  argsObject,
  fixedPaths,
  intField,
  promptTokensOf,
  type Beat,
  type Framing,
  type HttpError,
  type Render,
  type RenderRequest,
  type WireFormat,
  type SimFormat,
} from '../sim-script.ts';

// Ollama's native API: NDJSON (application/x-ndjson), one JSON object per
// line, NOT SSE. Two endpoints: POST /api/chat (`message.content`,
// `message.thinking`) and POST /api/generate (`response`, `thinking`). As a
// real server sends them: no opening line (a response starts with its first
// token), a line per token with `done: false`, then a final line with
// `done: true`, done_reason, eval_count (generated tokens, thinking
// included) and prompt_eval_count, and the durations in NANOSECONDS
// (total_duration, load_duration, prompt_eval_duration, eval_duration). The
// durations follow the script: prompt evaluation until the first token,
// evaluation from there to the final line. An in-stream error is a bare
// `{"error": "..."}` line. NDJSON has no comments: a keep-alive is a line
// without text. SSE framing options do not apply (only the line ending).

export type OllamaEndpoint = 'chat' | 'generate';

const ollamaError = (e: HttpError): unknown => ({ error: e.message, ...e.extra });

/** ms to integer ns. */
const ns = (ms: number) => Math.max(0, Math.round(ms * 1e6));

/** The load time the final line reports (ns): a warm model. */
const LOAD_NS = 1_500_000;

function renderer(endpoint: OllamaEndpoint, req: RenderRequest, framing: Framing): Render {
  const eol = framing.eol ?? '\n';
  const createdAt = (at: number) => new Date(req.created * 1000 + at).toISOString();
  const line = (value: unknown) => `${JSON.stringify(value)}${eol}`;
  const text = (at: number, content: string, thinking?: string) => {
    const head = { model: req.model, created_at: createdAt(at) };
    if (endpoint === 'chat') {
      const message = { role: 'assistant', content, ...(thinking !== undefined ? { thinking } : {}) };
      return line({ ...head, message, done: false });
    }
    return line({ ...head, response: content, ...(thinking !== undefined ? { thinking } : {}), done: false });
  };
  let firstText: number | null = null;
  /** Calls already sent whole (their tool_start carried the arguments). */
  const sent = new Set<number>();
  // Ollama sends each tool call whole in message.tool_calls, arguments an
  // object; /api/generate has no tools, so there the call is plain text.
  const call = (at: number, name: string, args: string): string => {
    firstText ??= at;
    if (endpoint !== 'chat') return text(at, `${name}${args}`);
    const message = {
      role: 'assistant',
      content: '',
      tool_calls: [{ function: { name, arguments: argsObject(args) } }],
    };
    return line({ model: req.model, created_at: createdAt(at), message, done: false });
  };

  return (beat: Beat, at: number): string => {
    switch (beat.kind) {
      case 'start':
      case 'finish':
      case 'done':
      case 'tool_args':
        return '';
      case 'tool_start':
        if (beat.args === undefined) return '';
        sent.add(beat.index);
        return call(at, beat.name, beat.args);
      case 'tool_end':
        return sent.has(beat.index) ? '' : call(at, beat.name, beat.args);
      case 'ping':
        return text(at, '');
      case 'content':
        firstText ??= at;
        return text(at, beat.text);
      case 'reasoning':
        firstText ??= at;
        return text(at, '', beat.text);
      case 'usage': {
        const evalStart = firstText ?? at;
        const final = {
          model: req.model,
          created_at: createdAt(at),
          ...(endpoint === 'chat' ? { message: { role: 'assistant', content: '' } } : { response: '' }),
          done: true,
          done_reason: 'stop',
          total_duration: LOAD_NS + ns(at),
          load_duration: LOAD_NS,
          prompt_eval_count: req.promptTokens,
          prompt_eval_duration: ns(evalStart),
          eval_count: beat.output,
          eval_duration: ns(at - evalStart),
        };
        return line(final);
      }
      case 'error':
        return line({ error: beat.message });
      case 'malformed':
        return `{not json${eol}`;
    }
  };
}

function format(endpoint: OllamaEndpoint): WireFormat {
  return {
    id: `ollama-${endpoint}`,
    api: 'ollama',
    framing: 'ndjson',
    contentType: 'application/x-ndjson',
    authHeaders: ['authorization'],
    processingHeader: null,
    reasoning: true,
    read: (body) => {
      const options = body.options as { num_predict?: unknown } | undefined;
      const prompt =
        endpoint === 'chat' ? promptTokensOf(body.messages) : promptTokensOf(body.prompt) + promptTokensOf(body.system);
      return { model: body.model, maxTokens: intField(options?.num_predict), promptTokens: prompt };
    },
    renderer: (req, framing) => renderer(endpoint, req, framing),
    errorBody: ollamaError,
    // `stream: false`: one object, the final line's fields with the whole text.
    completeBody: (req, text, tokens) => ({
      model: req.model,
      created_at: new Date(req.created * 1000).toISOString(),
      ...(endpoint === 'chat' ? { message: { role: 'assistant', content: text } } : { response: text }),
      done: true,
      done_reason: 'stop',
      prompt_eval_count: req.promptTokens,
      eval_count: tokens,
    }),
  };
}

export const OLLAMA_CHAT: WireFormat = format('chat');
export const OLLAMA_GENERATE: WireFormat = format('generate');

export const SIM: SimFormat = {
  encoders: [OLLAMA_CHAT, OLLAMA_GENERATE],
  endpoints: [
    { api: 'ollama', method: 'POST', path: '/api/chat', base_url: 'ORIGIN' },
    { api: 'ollama', method: 'POST', path: '/api/generate', base_url: 'ORIGIN/api/generate' },
  ],
  baseUrls: (origin) => ({ ollama: origin, 'ollama-generate': `${origin}/api/generate` }),
  route: fixedPaths({ '/api/chat': OLLAMA_CHAT, '/api/generate': OLLAMA_GENERATE }),
};
