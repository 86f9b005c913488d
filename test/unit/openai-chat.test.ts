import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { API_NAMES, type ProviderConfig } from '../../src/config/schema.ts';
import { ADAPTERS, getAdapter } from '../../src/formats/index.ts';
import { newStreamContext } from '../../src/formats/types.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import type { AdapterEvent, BuildInput } from '../../src/formats/types.ts';

const provider = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  id: 'p',
  api: 'openai-chat',
  base_url: 'https://api.example.com/v1',
  model: 'gpt-test',
  ...over,
});

const input = (over: Partial<BuildInput> = {}): BuildInput => ({
  provider: provider(),
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 64,
  apiKey: 'sk-secret',
  ...over,
});

const chunk = (fields: Record<string, unknown>) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm-1',
    ...fields,
  });
const delta = (d: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  chunk({ choices: [{ index: 0, delta: d, finish_reason: null }], ...extra });

describe('openai-chat buildRequest', () => {
  const cases: Array<{
    name: string;
    input: BuildInput;
    url?: string;
    headers?: Record<string, string | undefined>;
    body?: Record<string, unknown>;
  }> = [
    {
      name: 'defaults: url, headers, body',
      input: input(),
      url: 'https://api.example.com/v1/chat/completions',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: 'Bearer sk-secret',
      },
      body: {
        model: 'gpt-test',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: 64,
      },
    },
    {
      name: 'trailing slashes on base_url are dropped',
      input: input({ provider: provider({ base_url: 'http://127.0.0.1:8080/v1//' }) }),
      url: 'http://127.0.0.1:8080/v1/chat/completions',
    },
    {
      name: 'a query on base_url stays a query after the path (a fragment is dropped)',
      input: input({ provider: provider({ base_url: 'http://127.0.0.1:8080/v1/?region=eu&tier=a#x' }) }),
      url: 'http://127.0.0.1:8080/v1/chat/completions?region=eu&tier=a',
    },
    {
      name: 'no key: no authorization header',
      input: input({ apiKey: null }),
      headers: { authorization: undefined },
    },
    {
      name: 'config headers override, case-insensitively',
      input: input({ provider: provider({ headers: { Authorization: 'Key abc', 'X-Title': 'bench' } }) }),
      headers: { authorization: 'Key abc', 'x-title': 'bench', accept: 'text/event-stream' },
    },
    {
      name: 'config body values win and add keys',
      input: input({ provider: provider({ body: { max_tokens: 10, temperature: 0, model: 'other' } }) }),
      body: {
        model: 'other',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: 10,
        temperature: 0,
      },
    },
    {
      name: 'null deletes a key: max_completion_tokens instead of max_tokens',
      input: input({ provider: provider({ body: { max_completion_tokens: 64, max_tokens: null } }) }),
      body: {
        model: 'gpt-test',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        stream_options: { include_usage: true },
        max_completion_tokens: 64,
      },
    },
    {
      name: 'nested objects merge; arrays replace',
      input: input({
        provider: provider({ body: { stream_options: { continuous_usage_stats: true }, stop: ['x'] } }),
      }),
      body: {
        model: 'gpt-test',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        stream_options: { include_usage: true, continuous_usage_stats: true },
        max_tokens: 64,
        stop: ['x'],
      },
    },
    {
      name: 'stream_options: null removes it (servers that reject it)',
      input: input({ provider: provider({ body: { stream_options: null } }), apiKey: null }),
      body: { model: 'gpt-test', messages: [{ role: 'user', content: 'Hi' }], stream: true, max_tokens: 64 },
    },
    {
      name: 'messages keep role and content, in order',
      input: input({
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hi' },
        ],
      }),
      body: {
        model: 'gpt-test',
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hi' },
        ],
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: 64,
      },
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const spec = openaiChat.buildRequest(c.input);
      assert.equal(spec.method, 'POST');
      if (c.url) assert.equal(spec.url, c.url);
      for (const [k, v] of Object.entries(c.headers ?? {})) assert.equal(spec.headers[k], v, `header ${k}`);
      if (c.body) assert.deepEqual(JSON.parse(spec.body), c.body);
    });
  }

  test('does not mutate the config body', () => {
    const body = { stream_options: { continuous_usage_stats: true }, max_tokens: null };
    const copy = structuredClone(body);
    openaiChat.buildRequest(input({ provider: provider({ body }) }));
    assert.deepEqual(body, copy);
  });
});

describe('openai-chat parseEvent', () => {
  const cases: Array<{ name: string; event?: string; data: string; want: AdapterEvent[] }> = [
    { name: '[DONE]', data: '[DONE]', want: [{ kind: 'done' }] },
    { name: '[DONE] with surrounding whitespace', data: ' [DONE]\n', want: [{ kind: 'done' }] },
    {
      name: 'role-only first delta is meta, with model and fingerprint',
      data: delta({ role: 'assistant', content: '', refusal: null }, { system_fingerprint: 'fp_1' }),
      want: [{ kind: 'meta', model: 'm-1', systemFingerprint: 'fp_1' }],
    },
    { name: 'content', data: delta({ content: 'Hello' }), want: [{ kind: 'content', text: 'Hello' }] },
    {
      name: 'whitespace-only content is still content',
      data: delta({ content: ' ' }),
      want: [{ kind: 'content', text: ' ' }],
    },
    { name: 'empty content is meta', data: delta({ content: '' }), want: [{ kind: 'meta', model: 'm-1' }] },
    {
      name: 'null content is meta',
      data: delta({ content: null }, { system_fingerprint: null }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
    {
      name: 'finish chunk with empty delta is meta',
      data: chunk({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: null }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
    {
      name: 'DeepSeek reasoning_content is reasoning',
      data: delta({ content: null, reasoning_content: 'Hmm' }),
      want: [{ kind: 'reasoning', text: 'Hmm' }],
    },
    {
      name: 'DeepSeek first chunk: role + empty reasoning_content is meta',
      data: delta({ role: 'assistant', content: null, reasoning_content: '' }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
    {
      name: 'OpenRouter/Groq delta.reasoning is reasoning; reasoning_details not counted twice',
      data: delta({
        role: 'assistant',
        content: '',
        reasoning: 'This',
        reasoning_details: [{ type: 'reasoning.text', text: 'This' }],
      }),
      want: [{ kind: 'reasoning', text: 'This' }],
    },
    {
      name: 'OpenRouter reasoning_details alone (empty signature chunk) is meta',
      data: delta({ content: '', reasoning: null, reasoning_details: [{ type: 'reasoning.text', text: '' }] }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
    {
      name: 'reasoning and content in one delta: both, reasoning first',
      data: delta({ content: 'A', reasoning: 'R' }),
      want: [
        { kind: 'reasoning', text: 'R' },
        { kind: 'content', text: 'A' },
      ],
    },
    {
      name: 'Mistral content array: thinking part is reasoning',
      data: delta({ content: [{ type: 'thinking', thinking: [{ type: 'text', text: 'Okay' }] }] }),
      want: [{ kind: 'reasoning', text: 'Okay' }],
    },
    {
      name: 'Mistral content array: thinking and text parts',
      data: delta({
        content: [
          { type: 'thinking', thinking: [{ type: 'text', text: 'so' }] },
          { type: 'text', text: 'Yes' },
        ],
      }),
      want: [
        { kind: 'reasoning', text: 'so' },
        { kind: 'content', text: 'Yes' },
      ],
    },
    {
      name: 'Mistral empty thinking list is meta',
      data: delta({ content: [{ type: 'thinking', thinking: [] }] }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
    {
      name: 'unknown content part types are ignored',
      data: delta({ content: [{ type: 'image_url', image_url: 'x' }] }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
    {
      name: 'refusal is answer text',
      data: delta({ refusal: 'I cannot help with that.' }),
      want: [{ kind: 'content', text: 'I cannot help with that.' }],
    },
    {
      name: 'tool call arguments are generated text',
      data: delta({ tool_calls: [{ index: 0, function: { arguments: '{"a":' } }] }),
      want: [
        { kind: 'content', text: '{"a":' },
        { kind: 'tool', index: 0, args: '{"a":' },
      ],
    },
    {
      name: 'several choices: all their text',
      data: chunk({
        choices: [
          { index: 0, delta: { content: 'a' } },
          { index: 1, delta: { content: 'b' } },
        ],
      }),
      want: [
        { kind: 'content', text: 'a' },
        { kind: 'content', text: 'b' },
      ],
    },
    {
      name: 'Azure prompt_filter_results chunk (choices: [], empty model) is meta without fields',
      data: JSON.stringify({ choices: [], created: 0, id: '', model: '', object: '', prompt_filter_results: [] }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'usage chunk with choices: []',
      data: chunk({
        choices: [],
        usage: {
          prompt_tokens: 78,
          completion_tokens: 9,
          total_tokens: 87,
          completion_tokens_details: { reasoning_tokens: 0 },
        },
      }),
      want: [
        { kind: 'usage', usage: { output_tokens: 9, input_tokens: 78, reasoning_tokens: 0 } },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'usage on the finish chunk (DeepSeek), without reasoning details: field left out',
      data: chunk({
        choices: [{ index: 0, delta: { content: '' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 6, completion_tokens: 212 },
      }),
      want: [
        { kind: 'usage', usage: { output_tokens: 212, input_tokens: 6 } },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'usage beside content',
      data: delta({ content: 'end' }, { usage: { completion_tokens: 3 } }),
      want: [
        { kind: 'content', text: 'end' },
        { kind: 'usage', usage: { output_tokens: 3 } },
      ],
    },
    {
      name: 'usage: null is no usage',
      data: delta({ content: 'x' }, { usage: null }),
      want: [{ kind: 'content', text: 'x' }],
    },
    {
      name: 'Groq x_groq.usage when top-level usage is absent',
      data: chunk({
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        x_groq: { id: 'req_1', usage: { prompt_tokens: 339, completion_tokens: 58, queue_time: 0.005 } },
      }),
      want: [
        { kind: 'usage', usage: { output_tokens: 58, input_tokens: 339 } },
        { kind: 'server_timing', timing: { queue_ms: 5 } },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'Groq timings (seconds) become server timings in ms, to the nanosecond',
      data: chunk({
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        usage: {
          queue_time: 0.005626991,
          prompt_tokens: 339,
          prompt_time: 0.017648485,
          completion_tokens: 58,
          completion_time: 0.125333784,
          total_time: 0.142982269,
        },
      }),
      want: [
        { kind: 'usage', usage: { output_tokens: 58, input_tokens: 339 } },
        {
          kind: 'server_timing',
          timing: { queue_ms: 5.626991, prompt_ms: 17.648485, completion_ms: 125.333784, total_ms: 142.982269 },
        },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'Groq timings that are not numbers are left out',
      data: chunk({ choices: [], usage: { completion_tokens: 1, queue_time: '0.1', total_time: null } }),
      want: [
        { kind: 'usage', usage: { output_tokens: 1 } },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'llama.cpp timings are kept under their own names; unknown and non-numeric fields are not',
      data: chunk({
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        timings: {
          cache_n: 0,
          prompt_n: 12,
          prompt_ms: 30.5,
          prompt_per_token_ms: 2.54,
          prompt_per_second: 393.4,
          predicted_n: 64,
          predicted_ms: 800.25,
          predicted_per_token_ms: 12.5,
          predicted_per_second: 79.97,
          draft_label: 'x',
          future_field: 1,
        },
      }),
      want: [
        {
          kind: 'server_timing',
          timing: {
            prompt_n: 12,
            prompt_ms: 30.5,
            prompt_per_token_ms: 2.54,
            prompt_per_second: 393.4,
            predicted_n: 64,
            predicted_ms: 800.25,
            predicted_per_token_ms: 12.5,
            predicted_per_second: 79.97,
            cache_n: 0,
          },
        },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'llama.cpp timings on a text chunk (timings_per_token): text, then timings, no meta',
      data: delta({ content: 'Hi' }, { timings: { predicted_n: 1, predicted_ms: 9 } }),
      want: [
        { kind: 'content', text: 'Hi' },
        { kind: 'server_timing', timing: { predicted_n: 1, predicted_ms: 9 } },
      ],
    },
    {
      name: 'top-level usage wins over x_groq.usage',
      data: chunk({
        choices: [],
        x_groq: { usage: { completion_tokens: 1 } },
        usage: { completion_tokens: 2 },
      }),
      want: [
        { kind: 'usage', usage: { output_tokens: 2 } },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'usage without token counts is not reported',
      data: chunk({ choices: [], usage: { cost: 0.1 } }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
    {
      name: 'OpenRouter top-level error mid-stream, with usage beside it',
      data: chunk({
        error: { code: 400, message: 'Token limit reached' },
        choices: [{ index: 0, delta: { role: 'assistant', content: '' } }],
        usage: { prompt_tokens: 43, completion_tokens: 10, completion_tokens_details: { reasoning_tokens: 11 } },
      }),
      want: [
        { kind: 'error', message: 'Token limit reached' },
        { kind: 'usage', usage: { output_tokens: 10, input_tokens: 43, reasoning_tokens: 11 } },
        { kind: 'meta', model: 'm-1' },
      ],
    },
    {
      name: 'error as a bare string',
      data: JSON.stringify({ error: 'model overloaded' }),
      want: [{ kind: 'error', message: 'model overloaded' }, { kind: 'meta' }],
    },
    {
      name: 'error without a message: its JSON',
      data: JSON.stringify({ error: { code: 500 } }),
      want: [{ kind: 'error', message: '{"code":500}' }, { kind: 'meta' }],
    },
    {
      name: 'SSE event: error (Groq)',
      event: 'error',
      data: JSON.stringify({ error: { message: 'Tool call validation failed', code: 'tool_use_failed' } }),
      want: [{ kind: 'error', message: 'Tool call validation failed' }, { kind: 'meta' }],
    },
    {
      name: 'SSE event: error with non-JSON data',
      event: 'error',
      data: 'upstream overloaded',
      want: [{ kind: 'error', message: 'upstream overloaded' }],
    },
    {
      name: 'SSE event: error with JSON lacking an error field',
      event: 'error',
      data: '{"message":"x"}',
      want: [{ kind: 'error', message: '{"message":"x"}' }, { kind: 'meta' }],
    },
    { name: 'empty data is meta', data: '', want: [{ kind: 'meta' }] },
    {
      name: 'a chunk with nothing recognisable is meta',
      data: '{"object":"chat.completion.chunk","choices":[]}',
      want: [{ kind: 'meta' }],
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      assert.deepEqual(openaiChat.parseEvent({ event: c.event, data: c.data }, newStreamContext()), c.want);
    });
  }

  const invalid: Array<{ name: string; data: string; includes: string[] }> = [
    { name: 'truncated JSON', data: '{not json', includes: ['not JSON', '{not json'] },
    { name: 'a JSON array', data: '[1,2]', includes: ['expected a JSON object', '[1,2]'] },
    { name: 'a JSON string', data: '"hello"', includes: ['expected a JSON object'] },
    { name: 'JSON null', data: 'null', includes: ['expected a JSON object'] },
  ];
  for (const c of invalid) {
    test(`invalid: ${c.name}`, () => {
      const events = openaiChat.parseEvent({ data: c.data }, newStreamContext());
      assert.equal(events.length, 1);
      const [e] = events;
      assert.equal(e?.kind, 'invalid');
      for (const s of c.includes) assert.ok(e.kind === 'invalid' && e.message.includes(s), `${e.kind}: ${s}`);
    });
  }

  test('invalid: the message quotes at most the first 200 characters', () => {
    const data = `{${'x'.repeat(1000)}`;
    const [e] = openaiChat.parseEvent({ data }, newStreamContext());
    assert.ok(e?.kind === 'invalid');
    assert.ok(e.message.includes('x'.repeat(199)));
    assert.ok(!e.message.includes('x'.repeat(201)));
  });

  test('never throws, and every event yields at least one meaning', () => {
    const datas = [
      '',
      '{}',
      '[]',
      '0',
      'true',
      '{"choices":null}',
      '{"choices":[null,1,"x",{"delta":null},{"delta":{"content":5}}]}',
      '{"choices":[{"delta":{"content":[null,1,{"type":"thinking"},{"type":"text"}]}}]}',
      '{"choices":[{"delta":{"tool_calls":[null,{"function":null},{"function":{}}]}}]}',
      '{"usage":"x","x_groq":null}',
      '{"usage":{"completion_tokens":"9","completion_tokens_details":null}}',
      '{"error":null}',
      '\u0000',
    ];
    for (const data of datas) {
      for (const event of [undefined, 'error', 'message']) {
        const out = openaiChat.parseEvent({ event, data }, newStreamContext());
        assert.ok(out.length >= 1, `${event} ${data}`);
      }
    }
  });
});

describe('openai-chat parseBody', () => {
  const completion = (message: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'm-1',
      system_fingerprint: 'fp_x',
      choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 5, completion_tokens: 7, total_tokens: 12 },
      ...extra,
    });
  const cases: Array<{ name: string; body: string; want: AdapterEvent[] }> = [
    {
      name: 'complete chat.completion: meta, content, usage',
      body: completion({ content: 'Hello there' }),
      want: [
        { kind: 'meta', model: 'm-1', systemFingerprint: 'fp_x' },
        { kind: 'content', text: 'Hello there' },
        { kind: 'usage', usage: { output_tokens: 7, input_tokens: 5 } },
      ],
    },
    {
      name: 'reasoning_content beside content',
      body: completion({ content: 'Hi', reasoning_content: 'think' }),
      want: [
        { kind: 'meta', model: 'm-1', systemFingerprint: 'fp_x' },
        { kind: 'reasoning', text: 'think' },
        { kind: 'content', text: 'Hi' },
        { kind: 'usage', usage: { output_tokens: 7, input_tokens: 5 } },
      ],
    },
    {
      name: 'message.reasoning (OpenRouter, Groq)',
      body: completion({ content: 'Hi', reasoning: 'think' }, { usage: undefined }),
      want: [
        { kind: 'meta', model: 'm-1', systemFingerprint: 'fp_x' },
        { kind: 'reasoning', text: 'think' },
        { kind: 'content', text: 'Hi' },
      ],
    },
    {
      name: 'empty content: meta and usage only',
      body: completion({ content: '' }),
      want: [
        { kind: 'meta', model: 'm-1', systemFingerprint: 'fp_x' },
        { kind: 'usage', usage: { output_tokens: 7, input_tokens: 5 } },
      ],
    },
    {
      name: 'an error body',
      body: JSON.stringify({ error: { message: 'Invalid API key', type: 'invalid_request_error' } }),
      want: [{ kind: 'meta' }, { kind: 'error', message: 'Invalid API key' }],
    },
    {
      name: 'a streamed-style delta in a body is not mistaken for a message',
      body: delta({ content: 'x' }),
      want: [{ kind: 'meta', model: 'm-1' }],
    },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(openaiChat.parseBody(c.body, newStreamContext()), c.want));
  }

  test('a body that is not JSON is invalid', () => {
    const [e, ...rest] = openaiChat.parseBody('<html>502 Bad Gateway</html>', newStreamContext());
    assert.equal(rest.length, 0);
    assert.ok(e?.kind === 'invalid' && e.message.includes('<html>502 Bad Gateway'));
  });
});

describe('openai-chat <think> tags (think_tags: true)', () => {
  const thinking = () => newStreamContext(provider({ think_tags: true }));
  const text = (events: AdapterEvent[]) => events.filter((e) => e.kind === 'content' || e.kind === 'reasoning');
  const finish = chunk({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
  const c = (t: string): AdapterEvent => ({ kind: 'content', text: t });
  const r = (t: string): AdapterEvent => ({ kind: 'reasoning', text: t });

  // Each case streams `pieces` as delta.content chunks through ONE context,
  // then (when `end` says so) a finish chunk or [DONE]; `want` lists the
  // text events of each wire event in turn.
  const cases: Array<{ name: string; pieces: string[]; end?: 'finish' | 'done'; want: AdapterEvent[][] }> = [
    {
      name: 'a whole block and the answer in one chunk',
      pieces: ['<think>hmm</think>Yes'],
      want: [[r('hmm'), c('Yes')]],
    },
    {
      name: 'tags cut anywhere by the chunking',
      pieces: ['<thi', 'nk>ab', 'c</th', 'ink>', 'X'],
      want: [[], [r('ab')], [r('c')], [], [c('X')]],
    },
    {
      name: 'one character at a time',
      pieces: [...'<think>R</think>A'],
      want: [[], [], [], [], [], [], [], [r('R')], [], [], [], [], [], [], [], [], [c('A')]],
    },
    {
      name: 'a "<" that starts no tag is released with the next text',
      pieces: ['a <', 'b'],
      want: [[c('a ')], [c('<b')]],
    },
    { name: '"<t" followed by other text', pieces: ['x<t', 'able>'], want: [[c('x')], [c('<table>')]] },
    {
      name: 'held-back text is released by the finish chunk',
      pieces: ['x<thin'],
      end: 'finish',
      want: [[c('x')], [c('<thin')]],
    },
    { name: 'held-back text is released by [DONE]', pieces: ['x<'], end: 'done', want: [[c('x')], [c('<')]] },
    {
      name: 'held-back text inside a block is released as reasoning',
      pieces: ['<think>abc</'],
      end: 'finish',
      want: [[r('abc')], [r('</')]],
    },
    { name: 'a block never closed is all reasoning', pieces: ['<think>a', 'b'], want: [[r('a')], [r('b')]] },
    {
      name: 'several blocks',
      pieces: ['<think>a</think>b<think>c</think>d'],
      want: [[r('a'), c('b'), r('c'), c('d')]],
    },
    {
      name: 'text before the block is answer',
      pieces: ['Sure. <think>x</think>Done'],
      want: [[c('Sure. '), r('x'), c('Done')]],
    },
    {
      name: 'a closing tag without an opening one stays answer text (documented limitation)',
      pieces: ['thought</think>answer'],
      want: [[c('thought</think>answer')]],
    },
    {
      name: '"<think>" inside a block is reasoning text',
      pieces: ['<think>a<think>b</think>'],
      want: [[r('a<think>b')]],
    },
    { name: 'an empty block yields no text', pieces: ['<think></think>', '\n\nHi'], want: [[], [c('\n\nHi')]] },
  ];
  for (const t of cases) {
    test(t.name, () => {
      const ctx = thinking();
      const got = t.pieces.map((p) => text(openaiChat.parseEvent({ data: delta({ content: p }) }, ctx)));
      if (t.end === 'finish') got.push(text(openaiChat.parseEvent({ data: finish }, ctx)));
      if (t.end === 'done') got.push(text(openaiChat.parseEvent({ data: '[DONE]' }, ctx)));
      assert.deepEqual(got, t.want);
    });
  }

  test('a chunk that is only a tag is meta: it never stamps first content', () => {
    assert.deepEqual(openaiChat.parseEvent({ data: delta({ content: '<think>' }) }, thinking()), [
      { kind: 'meta', model: 'm-1' },
    ]);
  });

  test('[DONE] still reports done, after any released text', () => {
    const ctx = thinking();
    openaiChat.parseEvent({ data: delta({ content: 'a<' }) }, ctx);
    assert.deepEqual(openaiChat.parseEvent({ data: '[DONE]' }, ctx), [c('<'), { kind: 'done' }]);
  });

  test('without think_tags the tags are answer text', () => {
    for (const ctx of [newStreamContext(), newStreamContext(provider({ think_tags: false }))]) {
      assert.deepEqual(openaiChat.parseEvent({ data: delta({ content: '<think>a</think>b' }) }, ctx), [
        c('<think>a</think>b'),
      ]);
    }
  });

  test('state is per request: a new context starts outside a block', () => {
    const first = thinking();
    openaiChat.parseEvent({ data: delta({ content: '<think>a' }) }, first);
    assert.deepEqual(text(openaiChat.parseEvent({ data: delta({ content: 'b' }) }, thinking())), [c('b')]);
    assert.deepEqual(text(openaiChat.parseEvent({ data: delta({ content: 'b' }) }, first)), [r('b')]);
  });

  test('separate reasoning fields and tags both count', () => {
    assert.deepEqual(
      text(
        openaiChat.parseEvent({ data: delta({ reasoning_content: 'R1', content: '<think>R2</think>A' }) }, thinking()),
      ),
      [r('R1'), r('R2'), c('A')],
    );
  });

  test('a complete body is split too, and what was held back is released at its end', () => {
    const body = JSON.stringify({
      model: 'm-1',
      choices: [{ index: 0, message: { role: 'assistant', content: '<think>plan</think>Answer <' } }],
    });
    assert.deepEqual(openaiChat.parseBody(body, thinking()), [
      { kind: 'meta', model: 'm-1' },
      r('plan'),
      c('Answer '),
      c('<'),
    ]);
  });

  test('azure-openai shares the splitting', () => {
    const ctx = newStreamContext(provider({ api: 'azure-openai', think_tags: true }));
    assert.deepEqual(
      text(getAdapter('azure-openai').parseEvent({ data: delta({ content: '<think>x</think>y' }) }, ctx)),
      [r('x'), c('y')],
    );
  });
});

describe('adapter registry', () => {
  test('openai-chat is registered', () => {
    assert.equal(getAdapter('openai-chat'), openaiChat);
    assert.equal(ADAPTERS['openai-chat'], openaiChat);
    assert.equal(openaiChat.api, 'openai-chat');
    assert.equal(openaiChat.framing, 'sse');
  });
  test('every api name in the config schema has an adapter of that name, and every adapter a name', () => {
    for (const api of API_NAMES) assert.equal(getAdapter(api).api, api, api);
    assert.deepEqual(Object.keys(ADAPTERS).sort(), [...API_NAMES].sort());
  });
  test('the native formats are registered, each with its framing', () => {
    const want: Record<string, 'sse' | 'ndjson'> = {
      'openai-responses': 'sse',
      anthropic: 'sse',
      gemini: 'sse',
      ollama: 'ndjson',
      cohere: 'sse',
      'azure-openai': 'sse',
    };
    for (const [api, framing] of Object.entries(want)) {
      assert.equal(getAdapter(api).api, api);
      assert.equal(getAdapter(api).framing, framing, api);
    }
  });
  test('an unknown api throws and names the known ones', () => {
    assert.throws(() => getAdapter('nope'), /unknown api "nope".*openai-chat/);
    assert.throws(() => getAdapter('toString'), /unknown api/);
  });
});
