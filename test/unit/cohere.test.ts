import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { cohere } from '../../src/formats/cohere/adapter.ts';
import { newStreamContext } from '../../src/formats/types.ts';
import type { AdapterEvent, BuildInput } from '../../src/formats/types.ts';

const provider = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  id: 'p',
  api: 'cohere',
  base_url: 'https://api.cohere.com/v2',
  model: 'command-a-reasoning-08-2025',
  ...over,
});

const input = (over: Partial<BuildInput> = {}): BuildInput => ({
  provider: provider(),
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 64,
  apiKey: 'co-secret',
  ...over,
});

const ev = (type: string, fields: Record<string, unknown> = {}) => ({
  event: type,
  data: JSON.stringify({ type, ...fields }),
});
const content = (c: Record<string, unknown>) => ev('content-delta', { index: 0, delta: { message: { content: c } } });
const end = (delta: Record<string, unknown>) => ev('message-end', { delta });
const USAGE = {
  billed_units: { input_tokens: 8, output_tokens: 50 },
  tokens: { input_tokens: 1394, output_tokens: 54 },
  cached_tokens: 1360,
};

describe('cohere buildRequest', () => {
  const cases: Array<{
    name: string;
    input: BuildInput;
    url?: string;
    headers?: Record<string, string | undefined>;
    body?: Record<string, unknown>;
  }> = [
    {
      name: 'defaults: url, bearer, body',
      input: input(),
      url: 'https://api.cohere.com/v2/chat',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: 'Bearer co-secret' },
      body: {
        model: 'command-a-reasoning-08-2025',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        max_tokens: 64,
      },
    },
    { name: 'no key: no authorization', input: input({ apiKey: null }), headers: { authorization: undefined } },
    {
      name: 'system kept, developer becomes system; config body merges',
      input: input({
        provider: provider({ body: { thinking: { type: 'enabled', token_budget: 100 } } }),
        messages: [
          { role: 'system', content: 'S' },
          { role: 'developer', content: 'D' },
          { role: 'user', content: 'U' },
        ],
      }),
      body: {
        model: 'command-a-reasoning-08-2025',
        messages: [
          { role: 'system', content: 'S' },
          { role: 'system', content: 'D' },
          { role: 'user', content: 'U' },
        ],
        stream: true,
        max_tokens: 64,
        thinking: { type: 'enabled', token_budget: 100 },
      },
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const spec = cohere.buildRequest(c.input);
      assert.equal(spec.method, 'POST');
      if (c.url) assert.equal(spec.url, c.url);
      for (const [k, v] of Object.entries(c.headers ?? {})) assert.equal(spec.headers[k], v, `header ${k}`);
      if (c.body) assert.deepEqual(JSON.parse(spec.body), c.body);
    });
  }
});

describe('cohere parseEvent', () => {
  const cases: Array<{ name: string; event: { event?: string; data: string }; want: AdapterEvent[] }> = [
    {
      name: 'message-start is meta',
      event: ev('message-start', { id: 'c9', delta: { message: { role: 'assistant', content: [], tool_plan: '' } } }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'content-start of a thinking block (empty) is meta',
      event: ev('content-start', { index: 0, delta: { message: { content: { type: 'thinking', thinking: '' } } } }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'content-delta thinking is reasoning',
      event: content({ thinking: 'The' }),
      want: [{ kind: 'reasoning', text: 'The' }],
    },
    {
      name: 'content-delta text is content',
      event: content({ text: ' answer' }),
      want: [{ kind: 'content', text: ' answer' }],
    },
    { name: 'an empty content-delta is meta', event: content({ text: '' }), want: [{ kind: 'meta' }] },
    { name: 'content-end is meta', event: ev('content-end', { index: 0 }), want: [{ kind: 'meta' }] },
    {
      name: 'tool-plan-delta is reasoning',
      event: ev('tool-plan-delta', { delta: { message: { tool_plan: 'I will call' } } }),
      want: [{ kind: 'reasoning', text: 'I will call' }],
    },
    {
      name: 'tool-call-start: the generated name (and any arguments) is text',
      event: ev('tool-call-start', {
        index: 0,
        delta: {
          message: { tool_calls: { id: 't', type: 'function', function: { name: 'get_weather', arguments: '' } } },
        },
      }),
      want: [
        { kind: 'content', text: 'get_weather' },
        { kind: 'tool', index: 0, name: 'get_weather' },
      ],
    },
    {
      name: 'tool-call-delta: arguments are text',
      event: ev('tool-call-delta', {
        index: 0,
        delta: { message: { tool_calls: { function: { arguments: '{"city":' } } } },
      }),
      want: [
        { kind: 'content', text: '{"city":' },
        { kind: 'tool', index: 0, args: '{"city":' },
      ],
    },
    { name: 'citation-start is meta', event: ev('citation-start', { index: 0 }), want: [{ kind: 'meta' }] },
    {
      name: 'message-end: tokens are the usage, billed units kept beside them, done',
      event: end({ finish_reason: 'COMPLETE', usage: USAGE }),
      want: [
        { kind: 'usage', usage: { output_tokens: 54, input_tokens: 1394 } },
        { kind: 'server_timing', timing: { billed_input_tokens: 8, billed_output_tokens: 50 } },
        { kind: 'meta' },
        { kind: 'done' },
      ],
    },
    {
      name: 'message-end with billed units only: they never stand in for the usage',
      event: end({ finish_reason: 'COMPLETE', usage: { billed_units: { output_tokens: 50 } } }),
      want: [{ kind: 'server_timing', timing: { billed_output_tokens: 50 } }, { kind: 'meta' }, { kind: 'done' }],
    },
    {
      name: 'message-end MAX_TOKENS: a note',
      event: end({ finish_reason: 'MAX_TOKENS', usage: { tokens: { output_tokens: 64 } } }),
      want: [
        { kind: 'usage', usage: { output_tokens: 64 } },
        { kind: 'meta', note: 'finish_reason MAX_TOKENS' },
        { kind: 'done' },
      ],
    },
    {
      name: 'message-end STOP_SEQUENCE and TOOL_CALL are ordinary',
      event: end({ finish_reason: 'TOOL_CALL' }),
      want: [{ kind: 'meta' }, { kind: 'done' }],
    },
    {
      name: 'message-end finish_reason ERROR is an error',
      event: end({ finish_reason: 'ERROR', usage: { tokens: { output_tokens: 3 } } }),
      want: [
        { kind: 'error', message: 'finish_reason ERROR' },
        { kind: 'usage', usage: { output_tokens: 3 } },
        { kind: 'meta' },
        { kind: 'done' },
      ],
    },
    {
      name: 'message-end with delta.error is an error that says why',
      event: end({ finish_reason: 'ERROR', error: 'internal server error, this has been reported' }),
      want: [
        { kind: 'error', message: 'internal server error, this has been reported' },
        { kind: 'meta' },
        { kind: 'done' },
      ],
    },
    {
      name: 'SSE event: error',
      event: { event: 'error', data: '{"message":"too many tokens"}' },
      want: [{ kind: 'error', message: 'too many tokens' }],
    },
    {
      name: 'SSE event: error, not JSON',
      event: { event: 'error', data: 'oops' },
      want: [{ kind: 'error', message: 'oops' }],
    },
    {
      name: 'the SSE name is used when the data has no type',
      event: { event: 'content-delta', data: '{"delta":{"message":{"content":{"text":"x"}}}}' },
      want: [{ kind: 'content', text: 'x' }],
    },
    { name: '[DONE] is done', event: { data: '[DONE]' }, want: [{ kind: 'done' }] },
    { name: 'an unknown type is meta', event: ev('debug', { x: 1 }), want: [{ kind: 'meta' }] },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(cohere.parseEvent(c.event, newStreamContext()), c.want));
  }

  test('invalid JSON is invalid', () => {
    const [e, ...rest] = cohere.parseEvent({ event: 'content-delta', data: '{' }, newStreamContext());
    assert.equal(rest.length, 0);
    assert.equal(e?.kind, 'invalid');
  });

  test('never throws, and every event yields at least one meaning', () => {
    const datas = [
      '',
      '{}',
      '[]',
      'null',
      '{"type":"content-delta","delta":null}',
      '{"type":"content-delta","delta":{"message":{"content":null}}}',
      '{"type":"tool-call-delta","delta":{"message":{"tool_calls":[null,{"function":null}]}}}',
      '{"type":"message-end"}',
      '{"type":"message-end","delta":{"usage":{"tokens":null,"billed_units":"x"}}}',
      '{"type":"message-end","delta":{"error":null,"finish_reason":5}}',
    ];
    for (const data of datas) {
      for (const event of [undefined, 'error', 'message-end']) {
        assert.ok(cohere.parseEvent({ event, data }, newStreamContext()).length >= 1, `${event} ${data}`);
      }
    }
  });
});

describe('cohere parseBody', () => {
  test('a complete v2 response: text, thinking, tool calls, usage, billed units', () => {
    const body = JSON.stringify({
      id: 'x',
      finish_reason: 'COMPLETE',
      message: {
        role: 'assistant',
        tool_plan: 'plan',
        content: [
          { type: 'thinking', thinking: 'hm' },
          { type: 'text', text: '4' },
        ],
        tool_calls: [{ function: { name: 'f', arguments: '{}' } }],
      },
      usage: USAGE,
    });
    assert.deepEqual(cohere.parseBody(body, newStreamContext()), [
      { kind: 'meta' },
      { kind: 'reasoning', text: 'plan' },
      { kind: 'reasoning', text: 'hm' },
      { kind: 'content', text: '4' },
      { kind: 'content', text: 'f{}' },
      { kind: 'tool', index: 0, name: 'f', args: '{}' },
      { kind: 'usage', usage: { output_tokens: 54, input_tokens: 1394 } },
      { kind: 'server_timing', timing: { billed_input_tokens: 8, billed_output_tokens: 50 } },
    ]);
  });

  test('a body that is not JSON is invalid', () => {
    const [e, ...rest] = cohere.parseBody('nope', newStreamContext());
    assert.equal(rest.length, 0);
    assert.equal(e?.kind, 'invalid');
  });
});
