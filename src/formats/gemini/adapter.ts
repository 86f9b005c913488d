import type { TraceUsage } from '../../trace.ts';
import {
  errorMessage,
  hasText,
  head,
  isObject,
  nonEmpty,
  num,
  parseJson,
  requestBody,
  requestHeaders,
  splitSystem,
  type Json,
  argsText,
  nextToolIndex,
  pushToolCall,
} from '../common.ts';
import { geminiGenerationShape, geminiParts, geminiShape, imagesAt, lastUserIndex } from '../shapes.ts';
import type { Adapter, AdapterEvent, BuildInput, RequestSpec, StreamContext, WireEvent } from '../types.ts';
import { geminiCalls, geminiResults, renderTurns, rolesOf } from '../tool-turns.ts';

// Google Gemini, `:streamGenerateContent?alt=sse`, in two URL forms:
//   Gemini API  base_url https://generativelanguage.googleapis.com/v1beta,
//               key in `x-goog-api-key`;
//   Vertex AI   base_url https://{region}-aiplatform.googleapis.com/v1/projects/{project}/locations/{region}/publishers/google
//               (or https://aiplatform.googleapis.com/... for `global`),
//               `authorization: Bearer {key}`, where the key is an OAuth
//               access token (`gcloud auth print-access-token`).
// Both POST {base_url}/models/{model}:streamGenerateContent?alt=sse. Vertex is
// recognised from base_url alone: a host ending in aiplatform.googleapis.com,
// or a path with /projects/{p}/locations/{l}/publishers/ (a private endpoint
// or proxy in front of Vertex); anything else is the Gemini API. A provider
// whose auth differs sets its own header in `headers:`.
//
// Each SSE event is one GenerateContentResponse. As seen in real recorded
// streams (test/conformance/wire-native.test.ts):
//   - events are separated by CRLF CRLF; there is no [DONE] and no named
//     events; the last chunk carries finishReason;
//   - parts with `thought: true` are reasoning (thought summaries, only with
//     generationConfig.thinkingConfig.includeThoughts); other text parts are
//     the answer, even when they carry a `thoughtSignature`;
//   - a model may think without streaming thoughts: thoughtsTokenCount > 0
//     and no reasoning parts (Vertex, gemini-3-flash-preview);
//   - usageMetadata rides on every chunk and is cumulative; its
//     candidatesTokenCount is absent until answer text starts, and even
//     promptTokenCount can change between chunks (15, 15, then 13), so each
//     chunk's values overwrite. output_tokens = candidatesTokenCount +
//     thoughtsTokenCount (Gemini counts thoughts apart; the design counts
//     every generated token), reasoning_tokens = thoughtsTokenCount;
//   - a finishReason other than STOP (SAFETY, RECITATION, MAX_TOKENS,
//     PROHIBITED_CONTENT, ...) and a blocked prompt (promptFeedback.blockReason,
//     no candidates) are meta notes: an answer cut short for those reasons is
//     no transport error, and an empty one is already an error by design;
//   - an error mid-stream is a bare JSON `{"error": {code, message, status}}`.

/** True when `baseUrl` is a Vertex AI endpoint (see the file comment). */
export function isVertex(baseUrl: string): boolean {
  const url = new URL(baseUrl);
  return (
    url.hostname.endsWith('aiplatform.googleapis.com') ||
    /\/projects\/[^/]+\/locations\/[^/]+\/publishers\//.test(`${url.pathname.replace(/\/+$/, '')}/`)
  );
}

/** The streaming URL: {base_url}/models/{model}:streamGenerateContent?alt=sse (a leading `models/` in the model is accepted). */
export function streamUrl(baseUrl: string, model: string): string {
  const url = new URL(baseUrl);
  const name = model.replace(/^models\//, '');
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/models/${name}:streamGenerateContent`;
  url.searchParams.set('alt', 'sse');
  return url.toString();
}

/**
 * The request body before the provider's `body:` is merged over it: turns as
 * `contents` (assistant -> model), system and developer messages as
 * `systemInstruction` parts, the token limit as
 * generationConfig.maxOutputTokens. Thought summaries are opt-in:
 *   body: { generationConfig: { thinkingConfig: { includeThoughts: true } } }
 * (nested objects merge, so maxOutputTokens stays).
 */
export function geminiBody({ messages, maxTokens, shape }: BuildInput) {
  const { system, turns } = splitSystem(messages);
  const last = lastUserIndex(rolesOf(turns));
  return {
    contents: renderTurns(
      turns,
      (m, i) => ({
        role: m.role === 'assistant' ? 'model' : 'user',
        parts: geminiParts(m.content, imagesAt(shape, i, last)),
      }),
      geminiCalls,
      geminiResults,
    ),
    ...(system.length > 0 ? { systemInstruction: { parts: system.map((text) => ({ text })) } } : {}),
    generationConfig: { maxOutputTokens: maxTokens, ...geminiGenerationShape(shape) },
    ...geminiShape(shape),
  };
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  const auth: Record<string, string> = {};
  if (apiKey !== null) {
    if (isVertex(provider.base_url)) auth.authorization = `Bearer ${apiKey}`;
    else auth['x-goog-api-key'] = apiKey;
  }
  return {
    url: streamUrl(provider.base_url, provider.model),
    method: 'POST',
    headers: requestHeaders(provider, 'text/event-stream', auth),
    body: requestBody(geminiBody(input), provider),
  };
}

function usageOf(chunk: Json): Partial<TraceUsage> | null {
  const raw = chunk.usageMetadata;
  if (!isObject(raw)) return null;
  const usage: Partial<TraceUsage> = {};
  const candidates = num(raw.candidatesTokenCount);
  const thoughts = num(raw.thoughtsTokenCount);
  const prompt = num(raw.promptTokenCount);
  if (candidates !== undefined || thoughts !== undefined) usage.output_tokens = (candidates ?? 0) + (thoughts ?? 0);
  if (thoughts !== undefined) usage.reasoning_tokens = thoughts;
  if (prompt !== undefined) usage.input_tokens = prompt;
  // promptTokenCount includes the cached part.
  const cached = num(raw.cachedContentTokenCount);
  if (cached !== undefined) usage.input_cached_tokens = cached;
  return Object.keys(usage).length > 0 ? usage : null;
}

/** `STATUS: message` of a Google error object. */
function googleError(error: unknown): string {
  if (isObject(error) && nonEmpty(error.message)) {
    return nonEmpty(error.status) ? `${error.status}: ${error.message}` : error.message;
  }
  return errorMessage(error);
}

function partText(part: Json, out: AdapterEvent[], state: Record<string, unknown>): void {
  if (nonEmpty(part.text)) {
    out.push({ kind: part.thought === true ? 'reasoning' : 'content', text: part.text });
  } else if (isObject(part.functionCall) && nonEmpty(part.functionCall.name)) {
    // A tool call is generated text (counted in candidatesTokenCount). It
    // comes whole, `args` an object: its JSON text is the arguments, in one read.
    pushToolCall(out, nextToolIndex(state), part.functionCall.name, argsText(part.functionCall.args));
  }
}

/**
 * One GenerateContentResponse. A `meta` (with the model) is emitted when the
 * chunk carries no text, when it carries a note, or (beside the text) when
 * it is the first to name the model: Gemini has no text-less opening chunk,
 * so without that the model would never be reported.
 */
function parseChunk(
  chunk: Json,
  ctx: StreamContext | undefined,
  state: Record<string, unknown> = ctx?.state ?? {},
): AdapterEvent[] {
  const out: AdapterEvent[] = [];
  if (chunk.error !== undefined && chunk.error !== null) out.push({ kind: 'error', message: googleError(chunk.error) });
  const notes: string[] = [];
  if (Array.isArray(chunk.candidates)) {
    for (const candidate of chunk.candidates) {
      if (!isObject(candidate)) continue;
      if (isObject(candidate.content) && Array.isArray(candidate.content.parts)) {
        for (const part of candidate.content.parts) if (isObject(part)) partText(part, out, state);
      }
      if (nonEmpty(candidate.finishReason) && candidate.finishReason !== 'STOP') {
        const why = nonEmpty(candidate.finishMessage) ? `: ${candidate.finishMessage}` : '';
        notes.push(`finishReason ${candidate.finishReason}${why}`);
      }
    }
  }
  if (isObject(chunk.promptFeedback) && nonEmpty(chunk.promptFeedback.blockReason)) {
    const why = nonEmpty(chunk.promptFeedback.blockReasonMessage) ? `: ${chunk.promptFeedback.blockReasonMessage}` : '';
    notes.push(`prompt blocked: ${chunk.promptFeedback.blockReason}${why}`);
  }
  const withText = hasText(out);
  const usage = usageOf(chunk);
  if (usage) out.push({ kind: 'usage', usage });
  const firstModel = ctx !== undefined && nonEmpty(chunk.modelVersion) && ctx.state.modelSeen !== true;
  if (firstModel) ctx.state.modelSeen = true;
  if (!withText || notes.length > 0 || firstModel) {
    out.push({
      kind: 'meta',
      ...(nonEmpty(chunk.modelVersion) ? { model: chunk.modelVersion } : {}),
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    });
  }
  return out;
}

function parseEvent(event: WireEvent, ctx?: StreamContext): AdapterEvent[] {
  const data = event.data.trim();
  const isError = event.event === 'error';
  if (data === '[DONE]') return [{ kind: 'done' }];
  if (data === '') return [isError ? { kind: 'error', message: 'error event without data' } : { kind: 'meta' }];
  const parsed = parseJson(data);
  if (!parsed.ok) return [isError ? { kind: 'error', message: head(data, 1000) } : parsed.event];
  const out = parseChunk(parsed.value, ctx);
  if (isError && !out.some((e) => e.kind === 'error')) out.unshift({ kind: 'error', message: head(data, 1000) });
  return out;
}

/**
 * A complete body: one GenerateContentResponse (generateContent, or a server
 * that ignored alt=sse and streamed a JSON array of them), or an error. The
 * model comes first; plain metas are dropped, notes kept.
 */
function parseBody(body: string, _ctx?: StreamContext): AdapterEvent[] {
  const text = body.trim();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const parsed = parseJson(text); // not JSON: its `invalid` event says why
    return parsed.ok ? [] : [parsed.event];
  }
  const chunks = (Array.isArray(value) ? value : [value]).filter(isObject);
  if (chunks.length === 0) return [{ kind: 'invalid', message: `expected a JSON object or array: ${head(body)}` }];
  const model = chunks.map((c) => c.modelVersion).find(nonEmpty);
  const state: Record<string, unknown> = {};
  const events = chunks
    .flatMap((c) => parseChunk(c, undefined, state))
    .filter((e) => e.kind !== 'meta' || e.note !== undefined);
  return [model !== undefined ? { kind: 'meta', model } : { kind: 'meta' }, ...events];
}

export const gemini: Adapter = {
  api: 'gemini',
  framing: 'sse',
  buildRequest,
  parseEvent,
  parseBody,
};
