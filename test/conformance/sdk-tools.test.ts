import assert from 'node:assert/strict';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { GoogleGenAI } from '@google/genai';
import { CohereClientV2 } from 'cohere-ai';
import OpenAI, { AzureOpenAI } from 'openai';
import { Agent } from 'undici';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { measure } from '../../src/measure/stream.ts';
import { getAdapter } from '../../src/formats/index.ts';
import type { Adapter } from '../../src/formats/types.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { toolArgPieces } from '../../src/sim/scenarios.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// The official SDKs are the judges of the simulator's tool-call streams and of
// streamgauge's reading of them (issue 37, item 5). For each wire format that
// has tools and an official TypeScript SDK, each tool-calling model (tool-stream:
// arguments in fine deltas; tool-whole: arguments in one event; tool-parallel:
// three calls) is streamed twice from a real loopback simulator: once through
// the SDK's own stream accumulator (openai's ChatCompletionStream and Responses
// stream, AzureOpenAI's, @anthropic-ai/sdk's MessageStream, @google/genai's
// generateContentStream, cohere-ai's v2 chatStream events), once through
// streamgauge's measurer and adapter. Both must find the same calls: the same
// names, in order, and the same argument texts; and the trace must record
// those names and argument lengths.
//
// Bedrock Converse and Ollama have tools too, but no SDK among these (AWS's
// SDK is not a dependency; Ollama's own client is not installed): their
// streams are checked against recordings (bedrock.test.ts, wire-native.test.ts)
// and by test/integration/sim-tools.test.ts.
//
// Every SDK is pointed at 127.0.0.1 with retries off; a diagnostics-channel
// watch on every connection this process opens asserts none went elsewhere
// (no telemetry, no metadata server, no default endpoint).

/** Scripted quickly: the argument pieces still go out as separate events, 1 ms apart. */
const MODELS = {
  'tool-stream': 'tool-stream:ttft_ms=0,interval_ms=1,args_tokens=12',
  'tool-whole': 'tool-whole:ttft_ms=0,args_tokens=12',
  'tool-parallel': 'tool-parallel:ttft_ms=0,interval_ms=1,args_tokens=4,calls=3',
} as const;
type ModelKey = keyof typeof MODELS;

/** What the scripts send: the tool names and argument texts, call by call. */
const SCRIPTED: Record<ModelKey, Call[]> = {
  'tool-stream': [{ name: 'get_weather', args: toolArgPieces(0, 12).join('') }],
  'tool-whole': [{ name: 'get_weather', args: toolArgPieces(0, 12).join('') }],
  'tool-parallel': ['get_weather', 'search_docs', 'lookup_order'].map((name, i) => ({
    name,
    args: toolArgPieces(i, 4).join(''),
  })),
};

interface Call {
  name: string;
  args: string;
}

const PROMPT = 'What is the weather in Paris?';
const KEY = 'sk-conformance-not-a-key';

let sim: Simulator;
let agent: Agent;
const connections: string[] = [];
const onConnect = (message: unknown): void => {
  const m = message as { connectParams?: { hostname?: string } };
  connections.push(m.connectParams?.hostname ?? '?');
};
const onSocket = (message: unknown): void => {
  const socket = (message as { socket?: { remoteAddress?: string; once(e: string, f: () => void): void } }).socket;
  socket?.once('connect', () => connections.push(socket.remoteAddress ?? '?'));
};

before(async () => {
  subscribe('undici:client:beforeConnect', onConnect);
  subscribe('net.client.socket', onSocket);
  sim = await startSimulator({ port: 0, host: '127.0.0.1' });
  agent = new Agent();
});
after(async () => {
  await agent.close();
  await sim.close();
  unsubscribe('undici:client:beforeConnect', onConnect);
  unsubscribe('net.client.socket', onSocket);
  assert.ok(connections.length > 0, 'the watch saw no connection');
  const away = connections.filter((h) => h !== '127.0.0.1' && h !== 'localhost' && h !== '::ffff:127.0.0.1');
  assert.deepEqual(away, [], `connections that left the machine: ${away.join(', ')}`);
});

const origin = (): string => new URL(sim.baseUrls['openai-chat']!).origin;

/**
 * What streamgauge recorded for `model` in format `api`: the calls as the
 * adapter read them (name and arguments text, by the wire's call key), and
 * the trace's calls, measured by the real engine.
 */
async function recorded(api: ProviderConfig['api'], model: string): Promise<Call[]> {
  const inner = getAdapter(api);
  const byKey = new Map<number, Call>();
  const adapter: Adapter = {
    ...inner,
    parseEvent(event, ctx) {
      const out = inner.parseEvent(event, ctx);
      for (const e of out) {
        if (e.kind !== 'tool') continue;
        const call = byKey.get(e.index) ?? { name: '', args: '' };
        byKey.set(e.index, call);
        if (e.name !== undefined && call.name === '') call.name = e.name;
        call.args += e.args ?? '';
      }
      return out;
    },
  };
  const provider: ProviderConfig = { id: `sim-${api}`, api, base_url: sim.baseUrls[api]!, model };
  const trace = await measure({
    identity: {
      id: `${provider.id}/${model}/1`,
      provider: provider.id,
      api,
      model,
      prompt: 'p',
      rep: 1,
      warmup: false,
      attempt: 1,
      cache_bust: null,
    },
    provider,
    request: adapter.buildRequest({
      provider,
      messages: [{ role: 'user', content: PROMPT }],
      maxTokens: 64,
      apiKey: KEY,
    }),
    adapter,
    dispatcher: agent,
    clock: systemClock,
    timeouts: { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 },
    scrub: makeScrubber([KEY]),
  });
  assert.equal(trace.error, null, trace.error?.message);
  const calls = [...byKey.values()];
  // The trace keeps what the adapter read: each call's name and its arguments' length.
  assert.deepEqual(
    (trace.tool_calls ?? []).map((c) => [c.name, c.args_chars]),
    calls.map((c) => [c.name, c.args.length]),
  );
  return calls;
}

/** A format's SDK run: the calls its own accumulator put together. */
type SdkRun = (model: string) => Promise<Call[]>;

const FUNCTION_PARAMS = { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] };

const openaiChatRun =
  (client: () => OpenAI): SdkRun =>
  async (model) => {
    const stream = client().chat.completions.stream({
      model,
      messages: [{ role: 'user', content: PROMPT }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: FUNCTION_PARAMS } }],
      stream_options: { include_usage: true },
    });
    const done = await stream.finalChatCompletion();
    assert.equal(done.choices[0]?.finish_reason, 'tool_calls');
    return (done.choices[0]?.message.tool_calls ?? []).map((c) => {
      assert.equal(c.type, 'function');
      return {
        name: c.type === 'function' ? c.function.name : '',
        args: c.type === 'function' ? c.function.arguments : '',
      };
    });
  };

const openaiResponsesRun: SdkRun = async (model) => {
  const client = new OpenAI({ baseURL: sim.baseUrls['openai-responses']!, apiKey: KEY, maxRetries: 0 });
  const stream = client.responses.stream({
    model,
    input: PROMPT,
    tools: [{ type: 'function', name: 'get_weather', parameters: FUNCTION_PARAMS, strict: false }],
  });
  const done = await stream.finalResponse();
  return done.output.flatMap((item) =>
    item.type === 'function_call' ? [{ name: item.name, args: item.arguments }] : [],
  );
};

const anthropicRun: SdkRun = async (model) => {
  const client = new Anthropic({ baseURL: origin(), apiKey: KEY, maxRetries: 0 });
  const stream = client.messages.stream({
    model,
    max_tokens: 64,
    messages: [{ role: 'user', content: PROMPT }],
    tools: [{ name: 'get_weather', input_schema: FUNCTION_PARAMS as Anthropic.Tool.InputSchema }],
  });
  // The arguments' text as the SDK received it, piece by piece (its inputJson
  // event), beside the object its accumulator parsed from them.
  const texts: string[] = [];
  let block = -1;
  stream.on('streamEvent', (e) => {
    if (e.type === 'content_block_start') block = e.index;
  });
  stream.on('inputJson', (partial) => {
    texts[block] = (texts[block] ?? '') + partial;
  });
  const done = await stream.finalMessage();
  assert.equal(done.stop_reason, 'tool_use');
  return done.content.flatMap((b, i) => {
    if (b.type !== 'tool_use') return [];
    const text = texts[i] ?? '';
    assert.deepEqual(b.input, JSON.parse(text), `block ${i}: the parsed input is the streamed text`);
    return [{ name: b.name, args: text }];
  });
};

const geminiRun: SdkRun = async (model) => {
  const ai = new GoogleGenAI({ apiKey: KEY, httpOptions: { baseUrl: origin(), apiVersion: 'v1beta' } });
  const stream = await ai.models.generateContentStream({
    model,
    contents: PROMPT,
    config: { tools: [{ functionDeclarations: [{ name: 'get_weather', parametersJsonSchema: FUNCTION_PARAMS }] }] },
  });
  const calls: Call[] = [];
  for await (const chunk of stream)
    for (const c of chunk.functionCalls ?? []) calls.push({ name: c.name ?? '', args: JSON.stringify(c.args) });
  return calls;
};

const cohereRun: SdkRun = async (model) => {
  const client = new CohereClientV2({ token: KEY, environment: origin() });
  const stream = await client.chatStream(
    {
      model,
      messages: [{ role: 'user', content: PROMPT }],
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: FUNCTION_PARAMS } }],
    },
    { maxRetries: 0 },
  );
  // cohere-ai parses and types the events but keeps no snapshot: the calls
  // are its tool-call-start (name, first arguments) and tool-call-delta events.
  const calls: Call[] = [];
  for await (const e of stream) {
    if (e.type === 'tool-call-start') {
      const f = e.delta?.message?.toolCalls?.function;
      calls[e.index ?? calls.length] = { name: f?.name ?? '', args: f?.arguments ?? '' };
    } else if (e.type === 'tool-call-delta') {
      const call = calls[e.index ?? calls.length - 1];
      assert.ok(call !== undefined, `a delta of call ${e.index} before its start`);
      call.args += e.delta?.message?.toolCalls?.function?.arguments ?? '';
    } else if (e.type === 'message-end') {
      assert.equal(e.delta?.finishReason, 'TOOL_CALL');
    }
  }
  return calls;
};

const FORMATS: { api: ProviderConfig['api']; sdk: string; run: SdkRun }[] = [
  {
    api: 'openai-chat',
    sdk: 'openai ChatCompletionStream',
    run: openaiChatRun(() => new OpenAI({ baseURL: sim.baseUrls['openai-chat']!, apiKey: KEY, maxRetries: 0 })),
  },
  {
    api: 'azure-openai',
    sdk: 'openai AzureOpenAI ChatCompletionStream',
    run: openaiChatRun(
      () =>
        new AzureOpenAI({
          endpoint: sim.baseUrls['azure-openai']!,
          apiKey: KEY,
          apiVersion: '2024-10-21',
          maxRetries: 0,
        }),
    ),
  },
  { api: 'openai-responses', sdk: 'openai ResponseStream', run: openaiResponsesRun },
  { api: 'anthropic', sdk: '@anthropic-ai/sdk MessageStream', run: anthropicRun },
  { api: 'gemini', sdk: '@google/genai generateContentStream', run: geminiRun },
  { api: 'cohere', sdk: 'cohere-ai v2 chatStream', run: cohereRun },
];

describe('the official SDKs read the simulator tool calls as streamgauge does', { concurrency: true }, () => {
  for (const f of FORMATS) {
    for (const key of Object.keys(MODELS) as ModelKey[]) {
      test(`${f.api} ${key}: ${f.sdk}`, async () => {
        const [sdk, ours] = await Promise.all([f.run(MODELS[key]), recorded(f.api, MODELS[key])]);
        assert.deepEqual(sdk, SCRIPTED[key], 'the SDK read the scripted calls');
        assert.deepEqual(ours, sdk, 'streamgauge read what the SDK read');
      });
    }
  }
});
