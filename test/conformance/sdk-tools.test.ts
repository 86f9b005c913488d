import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import {
  GoogleGenAI,
  type Content,
  type GenerationConfig,
  type Tool as GeminiTool,
  type FunctionCallingConfig,
  type FunctionCallingConfigMode,
} from '@google/genai';
import { CohereClientV2, type Cohere } from 'cohere-ai';
import OpenAI, { AzureOpenAI } from 'openai';
import { Agent } from 'undici';
import type { RequestShape } from '../../src/config/request-shape.ts';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { anthropicBody } from '../../src/formats/anthropic/adapter.ts';
import { cohereBody } from '../../src/formats/cohere/adapter.ts';
import { geminiBody } from '../../src/formats/gemini/adapter.ts';
import { chatBody } from '../../src/formats/openai-chat/adapter.ts';
import { responsesBody } from '../../src/formats/openai-responses/adapter.ts';
import {
  anthropicCalls,
  anthropicResults,
  chatCalls,
  chatResults,
  cohereCalls,
  cohereResults,
  responsesCalls,
  responsesResults,
} from '../../src/formats/tool-turns.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { measure } from '../../src/measure/stream.ts';
import { getAdapter } from '../../src/formats/index.ts';
import type { Adapter, BuildInput } from '../../src/formats/types.ts';
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
//
// Then the request bodies streamgauge builds are typed with each SDK's own
// request types (below), so `npm run typecheck` fails on a field the API
// does not have; and src/ must never import an SDK (they are devDependencies
// for this file: dist/ bundles none of them).

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
let streamsRun = 0;
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
  // (A run filtered to the body tests makes none.)
  if (streamsRun > 0) assert.ok(connections.length > 0, 'the watch saw no connection');
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

const FUNCTION_PARAMS = { type: 'object' as const, properties: { query: { type: 'string' } }, required: ['query'] };

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
    tools: [{ name: 'get_weather', input_schema: FUNCTION_PARAMS }],
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
        streamsRun++;
        const [sdk, ours] = await Promise.all([f.run(MODELS[key]), recorded(f.api, MODELS[key])]);
        assert.deepEqual(sdk, SCRIPTED[key], 'the SDK read the scripted calls');
        assert.deepEqual(ours, sdk, 'streamgauge read what the SDK read');
      });
    }
  }
});

// ---------------------------------------------------------------------------
// The request bodies streamgauge builds, typed with the SDKs' own request
// types: `npm run typecheck` fails when a field streamgauge writes is not the
// API's (a misspelt name, a wrong nesting or literal), at any depth. The
// body functions return the types TypeScript infers from what they build
// (src/formats/shapes.ts says why), so these lines see every field.

/** The keys of every member of a union (keyof of a union has only the shared ones). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type ValueAt<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;
/**
 * `S` with each key that `T` has not got, at any depth, typed `never`, so a
 * value of type S assigned to it fails to compile there. Plain assignability
 * misses such keys: TypeScript checks excess keys in object literals only.
 * Where T takes any key (a JSON Schema, `unknown`), S goes as it is.
 */
type NoExtraKeys<T, S> = unknown extends T
  ? S
  : S extends readonly (infer E)[]
    ? NoExtraKeys<ElementOf<NonNullable<T>>, E>[]
    : S extends object
      ? string extends KeysOf<NonNullable<T>>
        ? S
        : { [K in keyof S]: K extends KeysOf<NonNullable<T>> ? NoExtraKeys<ValueAt<NonNullable<T>, K>, S[K]> : never }
      : S;

/**
 * `value` as a `T`: compiles only when it is one and has no key T lacks (a
 * call with an extra key asks for a second argument, of type never). S is
 * inferred from `value` alone: inferred through an intersection with
 * NoExtraKeys, a body that is no T at all could pass.
 */
const judged =
  <T>() =>
  <S extends T>(value: S, ..._extraKeys: S extends NoExtraKeys<T, S> ? [] : [never]): T =>
    value;

/** snake_case to camelCase, as cohere-ai's types name the wire's fields (Fern's serializers map them 1:1). */
type Camel<K> = K extends `${infer H}_${infer R}` ? `${H}${Capitalize<Camel<R>>}` : K;
type Camelized<S> = S extends readonly (infer E)[]
  ? Camelized<E>[]
  : S extends object
    ? { [K in keyof S as Camel<K & string>]: Camelized<S[K]> }
    : S;

/** Gemini's REST body (GenerateContentRequest), from @google/genai's types of its parts: the SDK's own call takes `config` instead. */
interface GeminiWireBody {
  contents: Content[];
  systemInstruction?: Content;
  generationConfig?: GenerationConfig;
  tools?: GeminiTool[];
  /** The enum's string values, which are the wire's. */
  toolConfig?: {
    functionCallingConfig?: Omit<FunctionCallingConfig, 'mode'> & { mode?: `${FunctionCallingConfigMode}` };
  };
}

/** The wire body with its keys camelCased, deeply (the test's JSON Schemas have no `_` in their keys). */
function camelized<S>(value: S): Camelized<S> {
  const camel = (k: string): string => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const walk = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(walk)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), walk(x)]))
        : v;
  return walk(value) as Camelized<S>;
}

/** Every shape at once: two tools (one bare), a named tool_choice, a response format, an image. */
const SHAPE: RequestShape = {
  tools: [{ name: 'get_weather', description: 'The weather in a city', parameters: FUNCTION_PARAMS }, { name: 'now' }],
  toolChoice: 'get_weather',
  responseFormat: {
    json_schema: { type: 'object', properties: { city: { type: 'string' } } },
    name: 'city',
    strict: true,
  },
  images: [{ mime: 'image/png', base64: 'iVBORw0KGgo=', bytes: 8 }],
};

function built(api: ProviderConfig['api'], shape: RequestShape, model = 'm'): { input: BuildInput; sent: unknown } {
  const provider: ProviderConfig = { id: api, api, base_url: 'http://127.0.0.1:9/v1', model };
  const input: BuildInput = {
    provider,
    // An agent session's second step: the task, the model's tool call and its result (src/formats/tool-turns.ts).
    messages: [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: PROMPT },
      {
        role: 'assistant',
        content: '',
        tool_calls: [{ id: 'call_sg_0_0', name: 'get_weather', args: '{"city":"Oslo"}' }],
      },
      { role: 'user', content: 'sunny, 12 C', tool_result: { id: 'call_sg_0_0', name: 'get_weather' } },
    ],
    maxTokens: 64,
    apiKey: KEY,
    shape,
  };
  return { input, sent: JSON.parse(getAdapter(api).buildRequest(input).body) };
}

/**
 * A body's messages judged as the SDK's message union: the tool-call turns
 * and tool results (`Keep`, the types of tool-turns.ts' writers) as they
 * are, and the plain messages as the user messages they stand for. Only a
 * user message's content carries images (imagesAt), but a plain message's
 * type joins every role with every content, which no SDK's per-role union
 * takes; the other roles' content is the text alone, checked at run time.
 */
type AsUser<M, Keep> = M extends Keep ? M : Omit<M, 'role'> & { role: 'user' };
const asUser = <M, Keep = never>(messages: readonly M[]): AsUser<M, Keep>[] => messages as unknown as AsUser<M, Keep>[];
/** The type of one item a tool-turn writer returns. */
type Row<F> = F extends (...args: never[]) => ReadonlyArray<infer T> ? T : never;
type ChatTurns = Row<typeof chatCalls> | Row<typeof chatResults>;
type ResponsesTurns = Row<typeof responsesCalls> | Row<typeof responsesResults>;
type AnthropicTurns = Row<typeof anthropicCalls> | Row<typeof anthropicResults>;
type CohereTurns = Row<typeof cohereCalls> | Row<typeof cohereResults>;

type ChatParams = OpenAI.Chat.ChatCompletionCreateParamsStreaming;

describe('the request bodies streamgauge sends are the SDKs request types', () => {
  // Each body function's result is typed with the SDK's request type (the
  // check is at compile time) and is what buildRequest sends (at run time).
  for (const toolChoice of ['auto', 'required', 'none', 'get_weather']) {
    const shape = { ...SHAPE, toolChoice };
    test(`tool_choice ${toolChoice}`, () => {
      for (const api of ['openai-chat', 'azure-openai'] as const) {
        // Azure's body is Chat Completions' (the deployment is in the URL).
        const b = built(api, shape);
        const { messages, ...rest } = chatBody(b.input);
        judged<Omit<ChatParams, 'messages'>>()(rest);
        judged<OpenAI.Chat.ChatCompletionMessageParam[]>()(asUser<(typeof messages)[number], ChatTurns>(messages));
        assert.deepEqual(b.sent, { ...rest, messages });
      }
      let b = built('openai-responses', shape);
      const { input, ...responses } = responsesBody(b.input);
      judged<Omit<OpenAI.Responses.ResponseCreateParamsStreaming, 'input'>>()(responses);
      judged<OpenAI.Responses.ResponseInputItem[]>()(asUser<(typeof input)[number], ResponsesTurns>(input));
      assert.deepEqual(b.sent, { ...responses, input });

      b = built('anthropic', { ...shape, responseFormat: null }); // refused for Anthropic at config time
      const { messages, ...anthropic } = anthropicBody(b.input);
      judged<Omit<Anthropic.MessageCreateParamsStreaming, 'messages'>>()(anthropic);
      judged<Anthropic.MessageParam[]>()(asUser<(typeof messages)[number], AnthropicTurns>(messages));
      assert.deepEqual(b.sent, { ...anthropic, messages });

      b = built('gemini', shape);
      assert.deepEqual(b.sent, judged<GeminiWireBody>()(geminiBody(b.input)));

      if (toolChoice === 'get_weather') return; // refused for Cohere at config time
      b = built('cohere', shape);
      // cohere-ai's request type has no `stream` (its chatStream adds it).
      const { stream, messages: turns, ...cohere } = cohereBody(b.input);
      judged<Omit<Cohere.V2ChatStreamRequest, 'messages'>>()(camelized(cohere));
      judged<Cohere.ChatMessageV2[]>()(camelized(asUser<(typeof turns)[number], CohereTurns>(turns)));
      assert.deepEqual(b.sent, { ...cohere, messages: turns, stream });
    });
  }
});

/** The real fetch, keeping each JSON body it sends. */
const keeping =
  (bodies: unknown[]): typeof fetch =>
  async (input, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return fetch(input, init);
  };

test('each SDK, given the body streamgauge builds (in its own names), sends the same JSON', async () => {
  // Beyond the types: an SDK that dropped or renamed a field would send
  // another body. cohere-ai's serializers write each camelCase name it knows
  // in the wire's snake_case and pass unknown names through as they are, so
  // a streamgauge field whose camelCase form cohere-ai does not know comes
  // back camelCased and differs. Gemini's SDK call takes another form
  // (`config`), so only its types judge it.
  const shape = { ...SHAPE, toolChoice: 'required' };
  const model = MODELS['tool-whole'];
  const sent: unknown[] = [];
  const expected: unknown[] = [];
  const opts = { apiKey: KEY, maxRetries: 0, fetch: keeping(sent) };

  let b = built('openai-chat', shape, model);
  const { messages, ...chat } = chatBody(b.input);
  const chatClient = new OpenAI({ baseURL: sim.baseUrls['openai-chat']!, ...opts });
  for await (const _ of await chatClient.chat.completions.create(
    judged<ChatParams>()({ ...chat, messages: asUser<(typeof messages)[number], ChatTurns>(messages) }),
  ));
  expected.push(b.sent);

  b = built('openai-responses', shape, model);
  const { input, ...responses } = responsesBody(b.input);
  const responsesClient = new OpenAI({ baseURL: sim.baseUrls['openai-responses']!, ...opts });
  const rBody = judged<OpenAI.Responses.ResponseCreateParamsStreaming>()({
    ...responses,
    input: asUser<(typeof input)[number], ResponsesTurns>(input),
  });
  for await (const _ of await responsesClient.responses.create(rBody));
  expected.push(b.sent);

  b = built('anthropic', { ...shape, responseFormat: null }, model);
  const { messages: turns, ...anthropic } = anthropicBody(b.input);
  const anthropicClient = new Anthropic({ baseURL: origin(), ...opts });
  const aBody = judged<Anthropic.MessageCreateParamsStreaming>()({
    ...anthropic,
    messages: asUser<(typeof turns)[number], AnthropicTurns>(turns),
  });
  for await (const _ of await anthropicClient.messages.create(aBody));
  expected.push(b.sent);

  b = built('cohere', shape, model);
  const { stream: _stream, messages: chatTurns, ...cohere } = cohereBody(b.input);
  const cohereClient = new CohereClientV2({ token: KEY, environment: origin(), fetch: keeping(sent) });
  const cBody = judged<Cohere.V2ChatStreamRequest>()({
    ...camelized(cohere),
    messages: camelized(asUser<(typeof chatTurns)[number], CohereTurns>(chatTurns)),
  });
  for await (const _ of await cohereClient.chatStream(cBody, { maxRetries: 0 }));
  expected.push(b.sent);

  assert.deepEqual(sent, expected);
});

test('src/ imports none of the SDKs (devDependencies, for this test only)', () => {
  const src = new URL('../../src/', import.meta.url);
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  assert.ok(files.length > 50, `found only ${files.length} files under src/`);
  const SDK =
    /\bfrom\s+['"](openai|@anthropic-ai\/sdk|@google\/genai|cohere-ai)(\/[^'"]*)?['"]|import\(\s*['"](openai|@anthropic-ai\/sdk|@google\/genai|cohere-ai)/;
  const importing = files.filter((f) => SDK.test(readFileSync(new URL(f, src), 'utf8')));
  assert.deepEqual(importing, []);
});
