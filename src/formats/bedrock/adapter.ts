import type { TraceUsage } from '../../trace.ts';
import { loadBedrockSigner, signBedrock } from './sign.ts';
import {
  bearer,
  errorMessage,
  head,
  isObject,
  joinUrl,
  nonEmpty,
  num,
  parseJson,
  requestBody,
  requestHeaders,
  splitSystem,
  type Json,
  toolIndex,
  argsText,
  pushToolCall,
} from '../common.ts';
import { bedrockContent, bedrockShape, imagesAt, lastUserIndex } from '../shapes.ts';
import type { Adapter, AdapterEvent, BuildInput, RequestSpec, StreamContext, WireEvent } from '../types.ts';
import { bedrockCalls, bedrockResults, renderTurns, rolesOf } from '../tool-turns.ts';

// Amazon Bedrock ConverseStream (`POST /model/{modelId}/converse-stream`).
// The body is binary `application/vnd.amazon.eventstream` frames, decoded by
// the measurer (src/measure/eventstream.ts) into one wire event per frame:
// `event` is the frame's `:event-type`. As seen in a real recorded stream
// (test/conformance/wire-native.test.ts):
//   - messageStart (role), contentBlockStart, contentBlockDelta, contentBlockStop,
//     messageStop (stopReason), metadata (usage, metrics);
//   - contentBlockDelta `delta.text` is the answer; `delta.reasoningContent.text`
//     is reasoning (Claude and other reasoning models on Bedrock);
//     `delta.reasoningContent.signature` and `toolUse` input are meta / answer;
//   - every payload carries a `p` padding field (length hiding): ignored;
//   - metadata.usage.outputTokens is the count, metadata.metrics.latencyMs the
//     server's own latency (a server timing, not a generation interval);
//   - failures mid-stream arrive as exception frames (`:message-type`
//     exception, e.g. throttlingException, modelStreamErrorException), which
//     the framer names `exception:TYPE`: errors.
// Auth: a Bedrock API key (`api_key_env`) is sent as a bearer token;
// otherwise the request is signed with SigV4 (sign.ts).

function bedrockBody({ messages, maxTokens, shape }: BuildInput): Json {
  const { system, turns } = splitSystem(messages);
  const last = lastUserIndex(rolesOf(turns));
  return {
    messages: renderTurns(
      turns,
      (m, i) => ({
        role: m.role === 'assistant' ? 'assistant' : 'user',
        content: bedrockContent(m.content, imagesAt(shape, i, last)),
      }),
      bedrockCalls,
      bedrockResults,
    ),
    ...(system.length > 0 ? { system: system.map((text) => ({ text })) } : {}),
    inferenceConfig: { maxTokens },
    ...bedrockShape(shape),
  };
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  return {
    url: joinUrl(provider.base_url, `/model/${encodeURIComponent(provider.model)}/converse-stream`),
    method: 'POST',
    headers: requestHeaders(provider, 'application/vnd.amazon.eventstream', bearer(apiKey)),
    body: requestBody(bedrockBody(input), provider),
  };
}

const ORDINARY_STOPS = new Set(['end_turn', 'stop_sequence', 'tool_use']);

function usageOf(raw: unknown): Partial<TraceUsage> | null {
  if (!isObject(raw)) return null;
  const usage: Partial<TraceUsage> = {};
  const output = num(raw.outputTokens);
  const input = num(raw.inputTokens);
  if (output !== undefined) usage.output_tokens = output;
  if (input !== undefined) usage.input_tokens = input;
  // As Anthropic's: inputTokens leaves cache reads and writes out.
  const read = num(raw.cacheReadInputTokens);
  const written = num(raw.cacheWriteInputTokens);
  if (read !== undefined) usage.input_cached_tokens = read;
  if (input !== undefined && (read !== undefined || written !== undefined)) {
    usage.input_total_tokens = input + (read ?? 0) + (written ?? 0);
  }
  return Object.keys(usage).length > 0 ? usage : null;
}

function deltaEvents(delta: unknown, index: number): AdapterEvent[] {
  if (!isObject(delta)) return [];
  if (nonEmpty(delta.text)) return [{ kind: 'content', text: delta.text }];
  if (isObject(delta.reasoningContent) && nonEmpty(delta.reasoningContent.text))
    return [{ kind: 'reasoning', text: delta.reasoningContent.text }];
  if (isObject(delta.toolUse) && nonEmpty(delta.toolUse.input)) {
    const args = delta.toolUse.input;
    return [
      { kind: 'content', text: args },
      { kind: 'tool', index, args },
    ];
  }
  return [];
}

function parseFrame(type: string, data: Json): AdapterEvent[] {
  switch (type) {
    case 'contentBlockDelta': {
      const out = deltaEvents(data.delta, toolIndex(data.contentBlockIndex, 0));
      return out.length > 0 ? out : [{ kind: 'meta' }];
    }
    case 'contentBlockStart': {
      // A tool call opens with its name: generated text.
      const start = isObject(data.start) ? data.start : null;
      const tool = start && isObject(start.toolUse) ? start.toolUse : null;
      if (!tool || !nonEmpty(tool.name)) return [{ kind: 'meta' }];
      return [
        { kind: 'content', text: tool.name },
        { kind: 'tool', index: toolIndex(data.contentBlockIndex, 0), name: tool.name },
      ];
    }
    case 'messageStop':
      return nonEmpty(data.stopReason) && !ORDINARY_STOPS.has(data.stopReason)
        ? [{ kind: 'meta', note: `stopReason ${data.stopReason}` }, { kind: 'done' }]
        : [{ kind: 'done' }];
    case 'metadata': {
      const out: AdapterEvent[] = [];
      const usage = usageOf(data.usage);
      if (usage) out.push({ kind: 'usage', usage });
      const latency = isObject(data.metrics) ? num(data.metrics.latencyMs) : undefined;
      if (latency !== undefined) out.push({ kind: 'server_timing', timing: { latency_ms: latency } });
      return out.length > 0 ? out : [{ kind: 'meta' }];
    }
    default:
      return [{ kind: 'meta' }];
  }
}

function parseEvent(event: WireEvent, _ctx?: StreamContext): AdapterEvent[] {
  const name = event.event ?? '';
  if (name.startsWith('invalid:')) return [{ kind: 'invalid', message: head(event.data) }];
  const parsed = parseJson(event.data);
  if (name.startsWith('exception:') || name.startsWith('error:')) {
    const type = name.slice(name.indexOf(':') + 1);
    const detail = parsed.ok ? errorMessage(parsed.value.message ?? parsed.value) : head(event.data);
    return [{ kind: 'error', message: `${type}: ${detail}` }];
  }
  if (!parsed.ok) return [parsed.event];
  return parseFrame(name, parsed.value);
}

/** A complete Converse response (`/converse`, or a server that ignored streaming). */
function parseBody(body: string, _ctx?: StreamContext): AdapterEvent[] {
  const parsed = parseJson(body);
  if (!parsed.ok) return [parsed.event];
  const value = parsed.value;
  if (nonEmpty(value.message) && value.output === undefined) return [{ kind: 'error', message: value.message }];
  const out: AdapterEvent[] = [{ kind: 'meta' }];
  const message = isObject(value.output) && isObject(value.output.message) ? value.output.message : null;
  const content = message && Array.isArray(message.content) ? message.content : [];
  for (const [i, block] of content.entries()) {
    if (!isObject(block)) continue;
    if (nonEmpty(block.text)) out.push({ kind: 'content', text: block.text });
    else if (isObject(block.toolUse) && nonEmpty(block.toolUse.name))
      pushToolCall(out, i, block.toolUse.name, argsText(block.toolUse.input));
    else if (isObject(block.reasoningContent) && isObject(block.reasoningContent.reasoningText)) {
      const text = block.reasoningContent.reasoningText.text;
      if (nonEmpty(text)) out.push({ kind: 'reasoning', text });
    }
  }
  const usage = usageOf(value.usage);
  if (usage) out.push({ kind: 'usage', usage });
  const latency = isObject(value.metrics) ? num(value.metrics.latencyMs) : undefined;
  if (latency !== undefined) out.push({ kind: 'server_timing', timing: { latency_ms: latency } });
  return out;
}

export const bedrock: Adapter = {
  api: 'bedrock',
  framing: 'eventstream',
  buildRequest,
  parseEvent,
  parseBody,
  sign: signBedrock,
  loadSigner: loadBedrockSigner,
};
