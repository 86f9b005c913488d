import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { endpointOf, ollama } from '../../src/formats/ollama/adapter.ts';
import { newStreamContext, type StreamContext } from '../../src/formats/types.ts';
import type { AdapterEvent, BuildInput } from '../../src/formats/types.ts';

const provider = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  id: 'p',
  api: 'ollama',
  base_url: 'http://127.0.0.1:11434',
  model: 'qwen3',
  ...over,
});

const input = (over: Partial<BuildInput> = {}): BuildInput => ({
  provider: provider(),
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 64,
  apiKey: null,
  ...over,
});

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ model: 'qwen3', created_at: '2025-10-26T17:15:24.097767Z', ...fields });
const chatLine = (message: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  line({ message: { role: 'assistant', content: '', ...message }, done: false, ...extra });

/** A real server's final line: empty text, counts, nanosecond durations. */
const FINAL = {
  done: true,
  done_reason: 'stop',
  total_duration: 4_883_583_458,
  load_duration: 1_334_875,
  prompt_eval_count: 26,
  prompt_eval_duration: 342_546_000,
  eval_count: 282,
  eval_duration: 4_535_599_000,
};

/** A context past the first line, which has already reported the model. */
const midStream = (p: ProviderConfig | null = null): StreamContext => {
  const ctx = newStreamContext(p);
  ollama.parseEvent({ data: line({ done: false }) }, ctx);
  return ctx;
};

describe('ollama buildRequest', () => {
  const cases: Array<{
    name: string;
    input: BuildInput;
    url?: string;
    headers?: Record<string, string | undefined>;
    body?: Record<string, unknown>;
  }> = [
    {
      name: 'defaults: /api/chat, NDJSON accept, messages, num_predict',
      input: input(),
      url: 'http://127.0.0.1:11434/api/chat',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', authorization: undefined },
      body: {
        model: 'qwen3',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        options: { num_predict: 64 },
      },
    },
    {
      name: 'base_url ending in /api/chat is used as it is',
      input: input({ provider: provider({ base_url: 'http://h:11434/api/chat/' }) }),
      url: 'http://h:11434/api/chat',
    },
    {
      name: 'base_url ending in /api gets /chat',
      input: input({ provider: provider({ base_url: 'http://h:11434/api' }) }),
      url: 'http://h:11434/api/chat',
    },
    {
      name: 'a path prefix (reverse proxy) is kept',
      input: input({ provider: provider({ base_url: 'https://gw.example.com/ollama/' }) }),
      url: 'https://gw.example.com/ollama/api/chat',
    },
    {
      name: 'base_url ending in /api/generate: prompt and system instead of messages',
      input: input({
        provider: provider({ base_url: 'http://h:11434/api/generate' }),
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Why is the sky blue?' },
          { role: 'developer', content: 'Plain text.' },
        ],
      }),
      url: 'http://h:11434/api/generate',
      body: {
        model: 'qwen3',
        prompt: 'Why is the sky blue?',
        system: 'Be brief.\n\nPlain text.',
        stream: true,
        options: { num_predict: 64 },
      },
    },
    {
      name: 'generate without a system message sends none',
      input: input({ provider: provider({ base_url: 'http://h:11434/api/generate' }) }),
      body: { model: 'qwen3', prompt: 'Hi', stream: true, options: { num_predict: 64 } },
    },
    {
      name: 'chat: developer becomes system',
      input: input({
        messages: [
          { role: 'developer', content: 'D' },
          { role: 'user', content: 'U' },
        ],
      }),
      body: {
        model: 'qwen3',
        messages: [
          { role: 'system', content: 'D' },
          { role: 'user', content: 'U' },
        ],
        stream: true,
        options: { num_predict: 64 },
      },
    },
    {
      name: 'config body merges into options and adds think',
      input: input({ provider: provider({ body: { think: true, options: { temperature: 0 } } }) }),
      body: {
        model: 'qwen3',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        options: { num_predict: 64, temperature: 0 },
        think: true,
      },
    },
    {
      name: 'a key (Ollama behind an authenticating proxy, or ollama.com) is a bearer token',
      input: input({ apiKey: 'olk-secret' }),
      headers: { authorization: 'Bearer olk-secret' },
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const spec = ollama.buildRequest(c.input);
      assert.equal(spec.method, 'POST');
      if (c.url) assert.equal(spec.url, c.url);
      for (const [k, v] of Object.entries(c.headers ?? {})) assert.equal(spec.headers[k], v, `header ${k}`);
      if (c.body) assert.deepEqual(JSON.parse(spec.body), c.body);
    });
  }

  test('endpointOf names the endpoint', () => {
    assert.equal(endpointOf('http://h:1').endpoint, 'chat');
    assert.equal(endpointOf('http://h:1/api/generate').endpoint, 'generate');
    assert.equal(endpointOf('http://h:1/api/chat').endpoint, 'chat');
  });
});

describe('ollama parseEvent (one NDJSON line)', () => {
  const cases: Array<{ name: string; data: string; want: AdapterEvent[] }> = [
    {
      name: 'chat: message.content is content',
      data: chatLine({ content: 'Hello' }),
      want: [{ kind: 'content', text: 'Hello' }],
    },
    {
      name: 'chat: message.thinking is reasoning',
      data: chatLine({ thinking: 'Let me' }),
      want: [{ kind: 'reasoning', text: 'Let me' }],
    },
    {
      name: 'chat: thinking and content in one line, reasoning first',
      data: chatLine({ thinking: 'r', content: 'a' }),
      want: [
        { kind: 'reasoning', text: 'r' },
        { kind: 'content', text: 'a' },
      ],
    },
    {
      name: 'chat: an empty message is meta',
      data: chatLine({ content: '' }),
      want: [{ kind: 'meta', model: 'qwen3' }],
    },
    {
      name: 'chat: tool calls are generated text',
      data: chatLine({ tool_calls: [{ function: { name: 'get_weather', arguments: { city: 'Paris' } } }] }),
      want: [
        { kind: 'content', text: 'get_weather{"city":"Paris"}' },
        { kind: 'tool', index: 0, name: 'get_weather', args: '{"city":"Paris"}' },
      ],
    },
    {
      name: 'generate: response is content',
      data: line({ response: 'That', done: false }),
      want: [{ kind: 'content', text: 'That' }],
    },
    {
      name: 'generate: thinking is reasoning',
      data: line({ response: '', thinking: 'Hmm', done: false }),
      want: [{ kind: 'reasoning', text: 'Hmm' }],
    },
    {
      name: 'generate: the final line: usage, server timings in ms, done',
      data: line({ response: '', ...FINAL }),
      want: [
        { kind: 'usage', usage: { output_tokens: 282, input_tokens: 26 } },
        {
          kind: 'server_timing',
          timing: {
            eval_ms: 4535.599,
            prompt_eval_ms: 342.546,
            load_ms: 1.334875,
            total_ms: 4883.583458,
            eval_count: 282,
            prompt_eval_count: 26,
          },
        },
        { kind: 'meta', model: 'qwen3' },
        { kind: 'done' },
      ],
    },
    {
      name: 'chat: the final line is the same',
      data: chatLine({ content: '' }, { ...FINAL, eval_count: 3, eval_duration: 1_500_000 }),
      want: [
        { kind: 'usage', usage: { output_tokens: 3, input_tokens: 26 } },
        {
          kind: 'server_timing',
          timing: {
            eval_ms: 1.5,
            prompt_eval_ms: 342.546,
            load_ms: 1.334875,
            total_ms: 4883.583458,
            eval_count: 3,
            prompt_eval_count: 26,
          },
        },
        { kind: 'meta', model: 'qwen3' },
        { kind: 'done' },
      ],
    },
    {
      name: 'done: true on a line that still has text (the docs example): text and done, no usage',
      data: line({ response: '!', done: true, done_reason: 'stop' }),
      want: [{ kind: 'content', text: '!' }, { kind: 'done' }],
    },
    {
      name: 'done_reason length: a note',
      data: line({ response: '', done: true, done_reason: 'length', eval_count: 64 }),
      want: [
        { kind: 'usage', usage: { output_tokens: 64 } },
        { kind: 'server_timing', timing: { eval_count: 64 } },
        { kind: 'meta', model: 'qwen3', note: 'done_reason length' },
        { kind: 'done' },
      ],
    },
    {
      name: 'a final line with a prompt served from cache (no prompt_eval_count)',
      data: line({ response: '', done: true, eval_count: 5, eval_duration: 50_000_000 }),
      want: [
        { kind: 'usage', usage: { output_tokens: 5 } },
        { kind: 'server_timing', timing: { eval_ms: 50, eval_count: 5 } },
        { kind: 'meta', model: 'qwen3' },
        { kind: 'done' },
      ],
    },
    {
      name: 'a bare {"error": ...} line is an error',
      data: JSON.stringify({ error: 'an error was encountered while running the model' }),
      want: [{ kind: 'error', message: 'an error was encountered while running the model' }, { kind: 'meta' }],
    },
    {
      name: 'an error object',
      data: JSON.stringify({ error: { message: 'model not found' } }),
      want: [{ kind: 'error', message: 'model not found' }, { kind: 'meta' }],
    },
    {
      name: 'done: false is not done',
      data: line({ response: '', done: false }),
      want: [{ kind: 'meta', model: 'qwen3' }],
    },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(ollama.parseEvent({ data: c.data }, midStream()), c.want));
  }

  test('the first line naming the model reports it once, beside its text', () => {
    const ctx = newStreamContext();
    assert.deepEqual(ollama.parseEvent({ data: line({ response: 'a', done: false }) }, ctx), [
      { kind: 'content', text: 'a' },
      { kind: 'meta', model: 'qwen3' },
    ]);
    assert.deepEqual(ollama.parseEvent({ data: line({ response: 'b', done: false }) }, ctx), [
      { kind: 'content', text: 'b' },
    ]);
  });

  test('think_tags: <think> in the answer is reasoning, split across lines; done releases held text', () => {
    const ctx = midStream(provider({ think_tags: true }));
    const text = (data: string) =>
      ollama.parseEvent({ data }, ctx).filter((e) => e.kind === 'content' || e.kind === 'reasoning');
    assert.deepEqual(text(chatLine({ content: '<thi' })), []);
    assert.deepEqual(text(chatLine({ content: 'nk>plan</think>Ans' })), [
      { kind: 'reasoning', text: 'plan' },
      { kind: 'content', text: 'Ans' },
    ]);
    assert.deepEqual(text(chatLine({ content: 'wer <' })), [{ kind: 'content', text: 'wer ' }]);
    assert.deepEqual(text(chatLine({ content: '' }, FINAL)), [{ kind: 'content', text: '<' }]);
  });

  test('without think_tags, tags are answer text', () => {
    assert.deepEqual(ollama.parseEvent({ data: chatLine({ content: '<think>x</think>' }) }, midStream()), [
      { kind: 'content', text: '<think>x</think>' },
    ]);
  });

  test('invalid JSON is invalid', () => {
    const [e, ...rest] = ollama.parseEvent({ data: '{"model":"x",' }, newStreamContext());
    assert.equal(rest.length, 0);
    assert.equal(e?.kind, 'invalid');
  });

  test('never throws, and every line yields at least one meaning', () => {
    const datas = [
      '',
      '{}',
      '[]',
      'null',
      '{"message":null}',
      '{"message":{"content":5,"thinking":null,"tool_calls":[null,{"function":null}]}}',
      '{"response":5,"done":"yes"}',
      '{"done":true,"eval_count":"7","eval_duration":null}',
      '{"error":null}',
    ];
    for (const data of datas) assert.ok(ollama.parseEvent({ data }, newStreamContext()).length >= 1, data);
  });
});

describe('ollama parseBody', () => {
  test('stream: false, one JSON object: model first, text, usage, timings, done', () => {
    const body = chatLine({ thinking: 'r', content: 'Hello' }, FINAL);
    assert.deepEqual(ollama.parseBody(body, newStreamContext()), [
      { kind: 'meta', model: 'qwen3' },
      { kind: 'reasoning', text: 'r' },
      { kind: 'content', text: 'Hello' },
      { kind: 'usage', usage: { output_tokens: 282, input_tokens: 26 } },
      {
        kind: 'server_timing',
        timing: {
          eval_ms: 4535.599,
          prompt_eval_ms: 342.546,
          load_ms: 1.334875,
          total_ms: 4883.583458,
          eval_count: 282,
          prompt_eval_count: 26,
        },
      },
      { kind: 'done' },
    ]);
  });

  test('NDJSON lines labelled as JSON are read line by line', () => {
    const body = [
      line({ response: 'a', done: false }),
      line({ response: 'b', done: false }),
      line({ response: '', done: true, eval_count: 2 }),
    ].join('\n');
    assert.deepEqual(ollama.parseBody(body, newStreamContext()), [
      { kind: 'meta', model: 'qwen3' },
      { kind: 'content', text: 'a' },
      { kind: 'content', text: 'b' },
      { kind: 'usage', usage: { output_tokens: 2 } },
      { kind: 'server_timing', timing: { eval_count: 2 } },
      { kind: 'done' },
    ]);
  });

  test('a body that is not JSON is invalid', () => {
    const [e, ...rest] = ollama.parseBody('<html>\n</html>', newStreamContext());
    assert.equal(rest.length, 0);
    assert.equal(e?.kind, 'invalid');
  });
});
