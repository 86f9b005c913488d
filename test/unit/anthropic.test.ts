import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { anthropic } from '../../src/formats/anthropic/adapter.ts';
import { newStreamContext } from '../../src/formats/types.ts';
import type { AdapterEvent, BuildInput } from '../../src/formats/types.ts';

const provider = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  id: 'p',
  api: 'anthropic',
  base_url: 'https://api.anthropic.com/v1',
  model: 'claude-test',
  ...over,
});

const input = (over: Partial<BuildInput> = {}): BuildInput => ({
  provider: provider(),
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 64,
  apiKey: 'sk-ant-secret',
  ...over,
});

const ev = (type: string, fields: Record<string, unknown> = {}) => ({
  event: type,
  data: JSON.stringify({ type, ...fields }),
});
const delta = (d: Record<string, unknown>) => ev('content_block_delta', { index: 0, delta: d });

describe('anthropic buildRequest', () => {
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
      url: 'https://api.anthropic.com/v1/messages',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-api-key': 'sk-ant-secret',
        'anthropic-version': '2023-06-01',
        authorization: undefined,
      },
      body: { model: 'claude-test', max_tokens: 64, messages: [{ role: 'user', content: 'Hi' }], stream: true },
    },
    {
      name: 'trailing slashes on base_url are dropped',
      input: input({ provider: provider({ base_url: 'http://127.0.0.1:9/v1/' }) }),
      url: 'http://127.0.0.1:9/v1/messages',
    },
    {
      name: 'no key: no x-api-key, anthropic-version still sent',
      input: input({ apiKey: null }),
      headers: { 'x-api-key': undefined, 'anthropic-version': '2023-06-01' },
    },
    {
      name: 'system and developer messages go to the top-level system, joined; turns keep their order',
      input: input({
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
          { role: 'developer', content: 'No emoji.' },
          { role: 'user', content: 'Again' },
        ],
      }),
      body: {
        model: 'claude-test',
        max_tokens: 64,
        system: 'Be brief.\n\nNo emoji.',
        messages: [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
          { role: 'user', content: 'Again' },
        ],
        stream: true,
      },
    },
    {
      name: 'config body merges (extended thinking) and config headers win (anthropic-beta, version)',
      input: input({
        provider: provider({
          body: { thinking: { type: 'enabled', budget_tokens: 1024 }, max_tokens: 2048 },
          headers: { 'Anthropic-Version': '2024-01-01', 'anthropic-beta': 'x' },
        }),
      }),
      headers: { 'anthropic-version': '2024-01-01', 'anthropic-beta': 'x' },
      body: {
        model: 'claude-test',
        max_tokens: 2048,
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        thinking: { type: 'enabled', budget_tokens: 1024 },
      },
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const spec = anthropic.buildRequest(c.input);
      assert.equal(spec.method, 'POST');
      if (c.url) assert.equal(spec.url, c.url);
      for (const [k, v] of Object.entries(c.headers ?? {})) assert.equal(spec.headers[k], v, `header ${k}`);
      if (c.body) assert.deepEqual(JSON.parse(spec.body), c.body);
    });
  }
});

describe('anthropic parseEvent', () => {
  const cases: Array<{ name: string; event: { event?: string; data: string }; want: AdapterEvent[] }> = [
    {
      name: 'message_start: the model, input_tokens and the cache read (output_tokens 1 is a placeholder)',
      event: ev('message_start', {
        message: {
          model: 'claude-sonnet-4-20250514',
          role: 'assistant',
          content: [],
          usage: { input_tokens: 43, cache_read_input_tokens: 0, output_tokens: 1 },
        },
      }),
      want: [
        { kind: 'usage', usage: { input_tokens: 43, input_cached_tokens: 0, input_total_tokens: 43 } },
        { kind: 'meta', model: 'claude-sonnet-4-20250514' },
      ],
    },
    { name: 'message_start without usage', event: ev('message_start', { message: {} }), want: [{ kind: 'meta' }] },
    {
      name: 'text_delta is content',
      event: delta({ type: 'text_delta', text: 'Here' }),
      want: [{ kind: 'content', text: 'Here' }],
    },
    {
      name: 'thinking_delta is reasoning',
      event: delta({ type: 'thinking_delta', thinking: 'This' }),
      want: [{ kind: 'reasoning', text: 'This' }],
    },
    {
      name: 'an empty thinking_delta is meta',
      event: delta({ type: 'thinking_delta', thinking: '' }),
      want: [{ kind: 'meta' }],
    },
    { name: 'an empty text_delta is meta', event: delta({ type: 'text_delta', text: '' }), want: [{ kind: 'meta' }] },
    {
      name: 'signature_delta is meta',
      event: delta({ type: 'signature_delta', signature: 'EvMC' }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'citations_delta is meta',
      event: delta({ type: 'citations_delta', citation: { cited_text: 'x' } }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'input_json_delta is generated answer text (tool arguments)',
      event: delta({ type: 'input_json_delta', partial_json: '{"city":' }),
      want: [
        { kind: 'content', text: '{"city":' },
        { kind: 'tool', index: 0, args: '{"city":' },
      ],
    },
    {
      name: 'content_block_start of a thinking block is meta',
      event: ev('content_block_start', { index: 0, content_block: { type: 'thinking', thinking: '', signature: '' } }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'content_block_start of a text block is meta',
      event: ev('content_block_start', { index: 1, content_block: { type: 'text', text: '' } }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'content_block_start of a tool_use block: its name is generated text',
      event: ev('content_block_start', {
        index: 1,
        content_block: { type: 'tool_use', id: 't', name: 'get_weather', input: {} },
      }),
      want: [
        { kind: 'content', text: 'get_weather' },
        { kind: 'tool', index: 1, name: 'get_weather' },
      ],
    },
    {
      name: 'content_block_start of a redacted_thinking block is meta',
      event: ev('content_block_start', { index: 0, content_block: { type: 'redacted_thinking', data: 'xyz' } }),
      want: [{ kind: 'meta' }],
    },
    { name: 'content_block_stop is meta', event: ev('content_block_stop', { index: 0 }), want: [{ kind: 'meta' }] },
    {
      name: 'ping is meta (real wire: a space after the colon)',
      event: { event: 'ping', data: '{"type": "ping"}' },
      want: [{ kind: 'meta' }],
    },
    {
      name: 'message_delta: cumulative output_tokens (and input_tokens when repeated)',
      event: ev('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { input_tokens: 43, output_tokens: 282 },
      }),
      want: [{ kind: 'usage', usage: { output_tokens: 282, input_tokens: 43 } }, { kind: 'meta' }],
    },
    {
      name: 'message_delta with stop_reason max_tokens: a note',
      event: ev('message_delta', { delta: { stop_reason: 'max_tokens' }, usage: { output_tokens: 64 } }),
      want: [
        { kind: 'usage', usage: { output_tokens: 64 } },
        { kind: 'meta', note: 'stop_reason max_tokens' },
      ],
    },
    {
      name: 'message_delta with stop_reason refusal: a note',
      event: ev('message_delta', { delta: { stop_reason: 'refusal' }, usage: { output_tokens: 3 } }),
      want: [
        { kind: 'usage', usage: { output_tokens: 3 } },
        { kind: 'meta', note: 'stop_reason refusal' },
      ],
    },
    {
      name: 'stop_sequence and tool_use are ordinary stops',
      event: ev('message_delta', { delta: { stop_reason: 'tool_use' } }),
      want: [{ kind: 'meta' }],
    },
    { name: 'message_stop is done', event: ev('message_stop'), want: [{ kind: 'done' }] },
    {
      name: 'event: error on a 200 stream (overloaded_error)',
      event: ev('error', { error: { type: 'overloaded_error', message: 'Overloaded' } }),
      want: [{ kind: 'error', message: 'overloaded_error: Overloaded' }],
    },
    {
      name: 'event: error whose data has another type is still an error',
      event: { event: 'error', data: '{"error":{"type":"api_error","message":"Internal"}}' },
      want: [{ kind: 'error', message: 'api_error: Internal' }],
    },
    {
      name: 'an error type without the SSE name is an error',
      event: { data: JSON.stringify({ type: 'error', error: { type: 'rate_limit_error', message: 'slow down' } }) },
      want: [{ kind: 'error', message: 'rate_limit_error: slow down' }],
    },
    {
      name: 'event: error with non-JSON data',
      event: { event: 'error', data: 'Overloaded' },
      want: [{ kind: 'error', message: 'Overloaded' }],
    },
    {
      name: 'event: error without data',
      event: { event: 'error', data: '' },
      want: [{ kind: 'error', message: 'error event without data' }],
    },
    {
      name: 'trailing padding before the final brace (real wire) is fine',
      event: {
        event: 'content_block_delta',
        data: '{"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":" the"}       }',
      },
      want: [{ kind: 'content', text: ' the' }],
    },
    { name: 'an unknown event type is meta', event: ev('future_event', { x: 1 }), want: [{ kind: 'meta' }] },
    {
      name: 'type from the SSE name when data has none',
      event: { event: 'message_stop', data: '{}' },
      want: [{ kind: 'done' }],
    },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(anthropic.parseEvent(c.event, newStreamContext()), c.want));
  }

  test('output_tokens overwrite: the recorder keeps the last cumulative value, never a sum', () => {
    // Two message_delta events (as a long answer may send) report 10 then 25.
    const ctx = newStreamContext();
    const usages = [
      ev('message_delta', { delta: {}, usage: { output_tokens: 10 } }),
      ev('message_delta', { delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 25 } }),
    ].flatMap((e) => anthropic.parseEvent(e, ctx).filter((m) => m.kind === 'usage'));
    assert.deepEqual(usages, [
      { kind: 'usage', usage: { output_tokens: 10 } },
      { kind: 'usage', usage: { output_tokens: 25 } },
    ]);
  });

  test('invalid JSON is invalid, quoting it', () => {
    const [e, ...rest] = anthropic.parseEvent({ event: 'content_block_delta', data: '{"type":' }, newStreamContext());
    assert.equal(rest.length, 0);
    assert.ok(e?.kind === 'invalid' && e.message.includes('{"type":'));
  });

  test('never throws, and every event yields at least one meaning', () => {
    const datas = [
      '',
      '{}',
      '[]',
      'null',
      '{"type":"content_block_delta"}',
      '{"type":"content_block_delta","delta":null}',
      '{"type":"content_block_delta","delta":{"type":"text_delta","text":5}}',
      '{"type":"message_start","message":null}',
      '{"type":"message_start","message":{"usage":"x"}}',
      '{"type":"message_delta","usage":{"output_tokens":"7"}}',
      '{"type":"content_block_start","content_block":{"type":"tool_use","name":null}}',
      '{"type":"error"}',
      '{"type":"error","error":null}',
    ];
    for (const data of datas) {
      for (const event of [undefined, 'error', 'message_delta', 'content_block_delta']) {
        const out = anthropic.parseEvent({ event, data }, newStreamContext());
        assert.ok(out.length >= 1, `${event} ${data}`);
      }
    }
  });
});

describe('anthropic parseBody', () => {
  const cases: Array<{ name: string; body: unknown; want: AdapterEvent[] }> = [
    {
      name: 'a complete message: model first, thinking, text, usage',
      body: {
        type: 'message',
        model: 'claude-x',
        content: [
          { type: 'thinking', thinking: 'hm', signature: 's' },
          { type: 'text', text: 'Hello' },
        ],
        stop_reason: 'end_turn',
        usage: { input_tokens: 5, output_tokens: 9 },
      },
      want: [
        { kind: 'meta', model: 'claude-x' },
        { kind: 'reasoning', text: 'hm' },
        { kind: 'content', text: 'Hello' },
        { kind: 'usage', usage: { output_tokens: 9, input_tokens: 5 } },
      ],
    },
    {
      name: 'a tool call: name and arguments are text; max_tokens is a note',
      body: {
        type: 'message',
        model: 'claude-x',
        content: [{ type: 'tool_use', id: 't', name: 'f', input: { a: 1 } }],
        stop_reason: 'max_tokens',
        usage: { output_tokens: 4 },
      },
      want: [
        { kind: 'meta', note: 'stop_reason max_tokens', model: 'claude-x' },
        { kind: 'content', text: 'f{"a":1}' },
        { kind: 'tool', index: 0, name: 'f', args: '{"a":1}' },
        { kind: 'usage', usage: { output_tokens: 4 } },
      ],
    },
    {
      name: 'an error body',
      body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      want: [{ kind: 'meta' }, { kind: 'error', message: 'overloaded_error: Overloaded' }],
    },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(anthropic.parseBody(JSON.stringify(c.body), newStreamContext()), c.want));
  }

  test('a body that is not JSON is invalid', () => {
    const [e, ...rest] = anthropic.parseBody('<html>', newStreamContext());
    assert.equal(rest.length, 0);
    assert.equal(e?.kind, 'invalid');
  });
});
