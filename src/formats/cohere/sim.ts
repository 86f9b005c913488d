import {
  fixedPaths,
  intField,
  promptTokensOf,
  sseComment,
  sseEvent,
  type Beat,
  type Framing,
  type HttpError,
  type Render,
  type RenderRequest,
  type WireFormat,
  type SimFormat,
} from '../sim-script.ts';

// Cohere v2 chat (POST /v2/chat, bearer key): named SSE events whose JSON
// repeats the name in `type`. As the real API sends them: `message-start`
// (an empty assistant message), a content block per kind of text
// (`content-start` with `{type: "thinking"}` or `{type: "text"}`,
// `content-delta` with `delta.message.content.thinking` or `.text` per word,
// `content-end`), then `message-end` with finish_reason COMPLETE and
// `usage.tokens` (what the model generated) beside `usage.billed_units`; no
// [DONE]. An in-stream error is a `message-end` whose delta has
// finish_reason ERROR and an `error` message. A keep-alive is an SSE comment.

const cohereError = (e: HttpError): unknown => ({ message: e.message, ...e.extra });

function usage(req: RenderRequest, output: number) {
  return {
    billed_units: { input_tokens: req.promptTokens, output_tokens: output },
    tokens: { input_tokens: req.promptTokens, output_tokens: output },
  };
}

function renderer(req: RenderRequest, framing: Framing): Render {
  const eol = framing.eol ?? '\n';
  const space = framing.space ?? ' ';
  const event = (type: string, fields: Record<string, unknown>) =>
    sseEvent(JSON.stringify({ type, ...fields }), eol, space, type);
  let index = -1;
  let open: 'thinking' | 'text' | null = null;

  const close = (): string => {
    if (open === null) return '';
    open = null;
    return event('content-end', { index });
  };
  const delta = (kind: 'thinking' | 'text', text: string): string => {
    let out = '';
    if (open !== kind) {
      out += close();
      index++;
      open = kind;
      out += event('content-start', { index, delta: { message: { content: { type: kind, [kind]: '' } } } });
    }
    return out + event('content-delta', { index, delta: { message: { content: { [kind]: text } } } });
  };
  const end = (delta: Record<string, unknown>) => event('message-end', { delta });
  let finishReason = 'COMPLETE';
  // Tool calls carry their own index (0-based among the calls), as Cohere v2 streams them.
  const toolCall = (fn: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    message: { tool_calls: { ...extra, function: fn } },
  });

  return (beat: Beat): string => {
    switch (beat.kind) {
      case 'start':
        return sseEvent(
          JSON.stringify({
            id: req.requestId,
            type: 'message-start',
            delta: { message: { role: 'assistant', content: [], tool_plan: '', tool_calls: [], citations: [] } },
          }),
          eol,
          space,
          'message-start',
        );
      case 'ping':
        return sseComment('keep-alive', eol);
      case 'content':
        return delta('text', beat.text);
      case 'reasoning':
        return delta('thinking', beat.text);
      case 'finish':
        if (beat.tool) finishReason = 'TOOL_CALL';
        return close();
      case 'tool_start':
        return (
          close() +
          event('tool-call-start', {
            index: beat.index,
            delta: toolCall({ name: beat.name, arguments: beat.args ?? '' }, { id: beat.id, type: 'function' }),
          })
        );
      case 'tool_args':
        return event('tool-call-delta', { index: beat.index, delta: toolCall({ arguments: beat.text }) });
      case 'tool_end':
        return event('tool-call-end', { index: beat.index });
      case 'usage':
        return close() + end({ finish_reason: finishReason, usage: usage(req, beat.output) });
      case 'error':
        return close() + end({ finish_reason: 'ERROR', error: beat.message });
      case 'done':
        return '';
      case 'malformed':
        return sseEvent('{not json', eol, space, 'content-delta');
    }
  };
}

export const COHERE: WireFormat = {
  id: 'cohere',
  api: 'cohere',
  framing: 'sse',
  contentType: 'text/event-stream',
  authHeaders: ['authorization'],
  processingHeader: null,
  reasoning: true,
  read: (body) => ({
    model: body.model,
    maxTokens: intField(body.max_tokens),
    promptTokens: promptTokensOf(body.messages),
  }),
  renderer,
  errorBody: cohereError,
  completeBody: (req, text, tokens) => ({
    id: req.requestId,
    message: { role: 'assistant', content: [{ type: 'text', text }] },
    finish_reason: 'COMPLETE',
    usage: usage(req, tokens),
  }),
};

export const SIM: SimFormat = {
  encoders: [COHERE],
  endpoints: [{ api: 'cohere', method: 'POST', path: '/v2/chat', base_url: 'ORIGIN/v2' }],
  baseUrls: (origin) => ({ cohere: `${origin}/v2` }),
  route: fixedPaths({ '/v2/chat': COHERE }),
};
