import {
  decodeSegment,
  intField,
  promptTokensOf,
  sseComment,
  sseEvent,
  argsObject,
  type Beat,
  type Framing,
  type HttpError,
  type Render,
  type RenderRequest,
  type WireFormat,
  type SimFormat,
} from '../sim-script.ts';

// Google Gemini, POST {base}/models/{model}:streamGenerateContent?alt=sse, in
// both URL forms (the Gemini API with x-goog-api-key, Vertex AI's
// /projects/{p}/locations/{l}/publishers/google/... with a bearer token); the
// model (the scenario) comes from the path. As the real API sends it: one
// GenerateContentResponse per SSE event, CRLF separators, no event names and
// no [DONE]; no text-less opening chunk (a response starts with its first
// text); parts with `thought: true` are reasoning; usageMetadata on every
// chunk, CUMULATIVE, with candidatesTokenCount absent until answer text
// starts and thoughtsTokenCount counted apart; the last chunk carries
// finishReason STOP. An in-stream error is a bare JSON `{"error": {...}}`.
// A keep-alive (which Google does not send, but a proxy in front may) is an
// SSE comment.

const STATUS: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function googleError(e: HttpError): unknown {
  return { error: { code: e.status, message: e.message, status: STATUS[e.status] ?? 'UNKNOWN', ...e.extra } };
}

interface Counts {
  candidates: number;
  thoughts: number;
}

function usageMetadata(req: RenderRequest, c: Counts): Record<string, number> {
  return {
    promptTokenCount: req.promptTokens,
    ...(c.candidates > 0 ? { candidatesTokenCount: c.candidates } : {}),
    totalTokenCount: req.promptTokens + c.candidates + c.thoughts,
    ...(c.thoughts > 0 ? { thoughtsTokenCount: c.thoughts } : {}),
  };
}

function chunk(req: RenderRequest, part: Record<string, unknown>, c: Counts, finish: boolean): unknown {
  return {
    candidates: [{ content: { parts: [part], role: 'model' }, ...(finish ? { finishReason: 'STOP' } : {}), index: 0 }],
    usageMetadata: usageMetadata(req, c),
    modelVersion: req.model,
    responseId: req.requestId,
  };
}

function renderer(req: RenderRequest, framing: Framing): Render {
  const eol = framing.eol ?? '\r\n';
  const space = framing.space ?? ' ';
  const data = (value: unknown) => sseEvent(JSON.stringify(value), eol, space);
  const counts: Counts = { candidates: 0, thoughts: 0 };
  /** Calls already sent whole (their tool_start carried the arguments). */
  const sent = new Set<number>();
  const call = (name: string, args: string): string => {
    counts.candidates++;
    return data(chunk(req, { functionCall: { name, args: argsObject(args) } }, counts, false));
  };
  return (beat: Beat): string => {
    switch (beat.kind) {
      case 'start':
      case 'finish':
      case 'done':
      case 'tool_args':
        return '';
      // Gemini sends a functionCall whole, in one part: pieces of arguments
      // cannot stream, so a call goes out when it is complete.
      case 'tool_start':
        if (beat.args === undefined) return '';
        sent.add(beat.index);
        return call(beat.name, beat.args);
      case 'tool_end':
        return sent.has(beat.index) ? '' : call(beat.name, beat.args);
      case 'ping':
        return sseComment('keep-alive', eol);
      case 'content':
        counts.candidates++;
        return data(chunk(req, { text: beat.text }, counts, false));
      case 'reasoning':
        counts.thoughts++;
        return data(chunk(req, { text: beat.text, thought: true }, counts, false));
      case 'usage':
        return data(
          chunk(
            req,
            { text: '' },
            { candidates: Math.max(0, beat.output - beat.reasoning), thoughts: beat.reasoning },
            true,
          ),
        );
      case 'error':
        return data({ error: { code: 503, message: beat.message, status: 'UNAVAILABLE' } });
      case 'malformed':
        return sseEvent('{not json', eol, space);
    }
  };
}

export const GEMINI: WireFormat = {
  id: 'gemini',
  api: 'gemini',
  framing: 'sse',
  contentType: 'text/event-stream',
  authHeaders: ['x-goog-api-key', 'authorization'],
  processingHeader: null,
  reasoning: true,
  read: (body) => {
    const config = body.generationConfig as { maxOutputTokens?: unknown } | undefined;
    const contents = Array.isArray(body.contents) ? body.contents : [];
    const parts = contents.flatMap((c) => ((c as { parts?: unknown } | null)?.parts as unknown[] | undefined) ?? []);
    return {
      model: undefined,
      maxTokens: intField(config?.maxOutputTokens),
      promptTokens: promptTokensOf(
        // A functionResponse (a tool result) or functionCall part is context too, as its JSON.
        parts.map((p) => {
          const part = p as { text?: unknown; functionResponse?: unknown; functionCall?: unknown } | null;
          return { content: part?.text ?? part?.functionResponse ?? part?.functionCall };
        }),
      ),
    };
  },
  renderer,
  errorBody: googleError,
  // A server that ignores alt=sse answers with a JSON array of responses.
  completeBody: (req, text, tokens) => [chunk(req, { text }, { candidates: tokens, thoughts: 0 }, true)],
};

const GEMINI_PATH =
  /^\/(?:v1beta|v1alpha|v1|v1beta1)(?:\/projects\/[^/]+\/locations\/[^/]+\/publishers\/google)?\/models\/([^/]+):streamGenerateContent$/;

export const SIM: SimFormat = {
  encoders: [GEMINI],
  endpoints: [
    {
      api: 'gemini',
      method: 'POST',
      path: '/v1beta/models/{model}:streamGenerateContent?alt=sse',
      base_url: 'ORIGIN/v1beta',
    },
    {
      api: 'gemini',
      method: 'POST',
      path: '/v1/projects/{project}/locations/{location}/publishers/google/models/{model}:streamGenerateContent?alt=sse',
      base_url: 'ORIGIN/v1/projects/sim/locations/us-central1/publishers/google',
    },
  ],
  baseUrls: (origin) => ({
    gemini: `${origin}/v1beta`,
    'gemini-vertex': `${origin}/v1/projects/sim/locations/us-central1/publishers/google`,
  }),
  route(path) {
    const match = GEMINI_PATH.exec(path);
    if (match === null) return null;
    const model = decodeSegment(match[1]!);
    if (model === null)
      return { ok: false, status: 400, message: `The model in ${path} is not valid percent-encoding.` };
    return { ok: true, format: GEMINI, model: model.replace(/^models\//, '') };
  },
};
