import { EventStreamCodec } from '@smithy/eventstream-codec';
import { fromUtf8, toUtf8 } from '@smithy/util-utf8';
import {
  decodeSegment,
  intField,
  promptTokensOf,
  type Beat,
  type HttpError,
  type Render,
  type RenderRequest,
  type WireFormat,
  type SimFormat,
} from '../sim-script.ts';

// Amazon Bedrock ConverseStream (POST /model/{modelId}/converse-stream):
// binary application/vnd.amazon.eventstream frames, encoded with AWS's own
// codec (prelude and message CRC32s, typed string headers), as the real
// service sends them: messageStart, contentBlockDelta per word (`text`, or
// `reasoningContent.text` for reasoning), contentBlockStop, messageStop,
// metadata with usage and metrics.latencyMs, each payload padded with a `p`
// field. An in-stream failure is an exception frame (modelStreamErrorException).
// The simulator's writes are strings; a binary format renders each frame
// as a latin1 string (one char per byte) and the server writes it back as
// latin1, so the bytes on the wire are exactly the frames.

const codec = new EventStreamCodec(toUtf8, fromUtf8);
const PAD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function frame(headers: Record<string, string>, payload: unknown): string {
  const bytes = codec.encode({
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { type: 'string', value: v }])),
    body: fromUtf8(JSON.stringify(payload)),
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

const event = (type: string, payload: Record<string, unknown>, n: number) =>
  frame(
    { ':event-type': type, ':content-type': 'application/json', ':message-type': 'event' },
    { ...payload, p: PAD.slice(0, 8 + (n % 40)) },
  );

function renderer(req: RenderRequest): Render {
  let n = 0;
  let open = false;
  let started = Date.now();
  const close = () => {
    if (!open) return '';
    open = false;
    return event('contentBlockStop', { contentBlockIndex: 0 }, n++);
  };
  return (beat: Beat, at: number): string => {
    switch (beat.kind) {
      case 'start':
        started = at;
        return event('messageStart', { role: 'assistant' }, n++);
      case 'ping':
        // The event stream has no keep-alive of its own; Bedrock sends nothing.
        return '';
      case 'content':
        open = true;
        return event('contentBlockDelta', { contentBlockIndex: 0, delta: { text: beat.text } }, n++);
      case 'reasoning':
        open = true;
        return event(
          'contentBlockDelta',
          { contentBlockIndex: 0, delta: { reasoningContent: { text: beat.text } } },
          n++,
        );
      case 'finish':
        return close() + event('messageStop', { stopReason: beat.tool ? 'tool_use' : 'end_turn' }, n++);
      case 'tool_start': {
        // Tool blocks follow the text block (0): block 1 + the call's index.
        const contentBlockIndex = 1 + beat.index;
        const start = event(
          'contentBlockStart',
          { contentBlockIndex, start: { toolUse: { toolUseId: beat.id, name: beat.name } } },
          n++,
        );
        const args = beat.args
          ? event('contentBlockDelta', { contentBlockIndex, delta: { toolUse: { input: beat.args } } }, n++)
          : '';
        return close() + start + args;
      }
      case 'tool_args':
        return event(
          'contentBlockDelta',
          { contentBlockIndex: 1 + beat.index, delta: { toolUse: { input: beat.text } } },
          n++,
        );
      case 'tool_end':
        return event('contentBlockStop', { contentBlockIndex: 1 + beat.index }, n++);
      case 'usage':
        return (
          close() +
          event(
            'metadata',
            {
              usage: {
                inputTokens: req.promptTokens,
                outputTokens: beat.output,
                totalTokens: req.promptTokens + beat.output,
              },
              metrics: { latencyMs: Math.max(0, Math.round(at - started)) },
            },
            n++,
          )
        );
      case 'error':
        return frame(
          {
            ':exception-type': 'modelStreamErrorException',
            ':content-type': 'application/json',
            ':message-type': 'exception',
          },
          { message: beat.message },
        );
      case 'done':
        return '';
      case 'malformed':
        // A frame whose message CRC does not match: the client's codec must reject it.
        return corrupt(event('contentBlockDelta', { contentBlockIndex: 0, delta: { text: 'x' } }, n++));
    }
  };
}

function corrupt(latin1: string): string {
  const bytes = Buffer.from(latin1, 'latin1');
  bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0xff;
  return bytes.toString('latin1');
}

function bedrockError(e: HttpError): unknown {
  return { message: e.message, ...e.extra };
}

export const BEDROCK: WireFormat = {
  id: 'bedrock',
  api: 'bedrock',
  framing: 'eventstream',
  binary: true,
  contentType: 'application/vnd.amazon.eventstream',
  authHeaders: ['authorization'],
  processingHeader: null,
  reasoning: true,
  read: (body) => {
    const config = (body.inferenceConfig ?? {}) as { maxTokens?: unknown };
    return {
      model: undefined,
      maxTokens: intField(config.maxTokens),
      promptTokens: promptTokensOf(
        ((body.messages as Array<{ content?: Array<{ text?: string; toolResult?: unknown }> }> | undefined) ?? []).map(
          (m) => ({
            // A toolResult block (a tool's result) is context too, as its JSON.
            content: (m.content ?? [])
              .map((c) => c.text ?? (c.toolResult === undefined ? '' : JSON.stringify(c.toolResult)))
              .join(''),
          }),
        ),
      ),
    };
  },
  renderer: (req) => renderer(req),
  errorBody: bedrockError,
  completeBody: (req, text, tokens) => ({
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: req.promptTokens, outputTokens: tokens, totalTokens: req.promptTokens + tokens },
    metrics: { latencyMs: 0 },
  }),
};

const BEDROCK_PATH = /^\/model\/([^/]+)\/converse-stream$/;

export const SIM: SimFormat = {
  encoders: [BEDROCK],
  endpoints: [{ api: 'bedrock', method: 'POST', path: '/model/{modelId}/converse-stream', base_url: 'ORIGIN' }],
  baseUrls: (origin) => ({ bedrock: origin }),
  route(path) {
    const match = BEDROCK_PATH.exec(path);
    if (match === null) return null;
    const model = decodeSegment(match[1]!);
    if (model === null)
      return { ok: false, status: 400, message: `The model id in ${path} is not valid percent-encoding.` };
    return { ok: true, format: BEDROCK, model };
  },
};
