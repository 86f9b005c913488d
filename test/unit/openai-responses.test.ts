import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { openaiResponses } from '../../src/formats/openai-responses/adapter.ts';
import { newStreamContext } from '../../src/formats/types.ts';
import type { AdapterEvent, BuildInput } from '../../src/formats/types.ts';

const provider = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  id: 'p',
  api: 'openai-responses',
  base_url: 'https://api.openai.com/v1',
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

const ev = (type: string, fields: Record<string, unknown> = {}) => ({
  event: type,
  data: JSON.stringify({ type, sequence_number: 1, ...fields }),
});
const response = (fields: Record<string, unknown> = {}) => ({
  id: 'resp_1',
  object: 'response',
  model: 'o3-mini-2025-01-31',
  status: 'in_progress',
  error: null,
  incomplete_details: null,
  output: [],
  usage: null,
  ...fields,
});
const usage = {
  input_tokens: 13,
  output_tokens: 1680,
  output_tokens_details: { reasoning_tokens: 1408 },
  total_tokens: 1693,
};

describe('openai-responses buildRequest', () => {
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
      url: 'https://api.openai.com/v1/responses',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: 'Bearer sk-secret' },
      body: { model: 'gpt-test', input: [{ role: 'user', content: 'Hi' }], stream: true, max_output_tokens: 64 },
    },
    { name: 'no key: no authorization', input: input({ apiKey: null }), headers: { authorization: undefined } },
    {
      name: 'roles are kept in input (system and developer are valid there)',
      input: input({
        messages: [
          { role: 'system', content: 'S' },
          { role: 'developer', content: 'D' },
          { role: 'user', content: 'U' },
        ],
      }),
      body: {
        model: 'gpt-test',
        input: [
          { role: 'system', content: 'S' },
          { role: 'developer', content: 'D' },
          { role: 'user', content: 'U' },
        ],
        stream: true,
        max_output_tokens: 64,
      },
    },
    {
      name: 'config body merges: reasoning summary opt-in',
      input: input({ provider: provider({ body: { reasoning: { effort: 'high', summary: 'detailed' } } }) }),
      body: {
        model: 'gpt-test',
        input: [{ role: 'user', content: 'Hi' }],
        stream: true,
        max_output_tokens: 64,
        reasoning: { effort: 'high', summary: 'detailed' },
      },
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const spec = openaiResponses.buildRequest(c.input);
      assert.equal(spec.method, 'POST');
      if (c.url) assert.equal(spec.url, c.url);
      for (const [k, v] of Object.entries(c.headers ?? {})) assert.equal(spec.headers[k], v, `header ${k}`);
      if (c.body) assert.deepEqual(JSON.parse(spec.body), c.body);
    });
  }
});

describe('openai-responses parseEvent', () => {
  const cases: Array<{ name: string; event: { event?: string; data: string }; want: AdapterEvent[] }> = [
    {
      name: 'response.created: meta with the model',
      event: ev('response.created', { response: response() }),
      want: [{ kind: 'meta', model: 'o3-mini-2025-01-31' }],
    },
    {
      name: 'response.in_progress: meta with the model',
      event: ev('response.in_progress', { response: response() }),
      want: [{ kind: 'meta', model: 'o3-mini-2025-01-31' }],
    },
    {
      name: 'output_text.delta is content',
      event: ev('response.output_text.delta', { item_id: 'msg', delta: 'Paris', obfuscation: 'xyz' }),
      want: [{ kind: 'content', text: 'Paris' }],
    },
    {
      name: 'reasoning_summary_text.delta is reasoning',
      event: ev('response.reasoning_summary_text.delta', { delta: '**Providing' }),
      want: [{ kind: 'reasoning', text: '**Providing' }],
    },
    {
      name: 'reasoning_text.delta is reasoning',
      event: ev('response.reasoning_text.delta', { delta: 'We need' }),
      want: [{ kind: 'reasoning', text: 'We need' }],
    },
    {
      name: 'refusal.delta is answer text',
      event: ev('response.refusal.delta', { delta: 'I cannot' }),
      want: [{ kind: 'content', text: 'I cannot' }],
    },
    {
      name: 'function_call_arguments.delta is answer text',
      event: ev('response.function_call_arguments.delta', { delta: '{"a":' }),
      want: [
        { kind: 'content', text: '{"a":' },
        { kind: 'tool', index: 0, args: '{"a":' },
      ],
    },
    {
      name: 'output_item.added of a function call: its generated name is text',
      event: ev('response.output_item.added', {
        item: { type: 'function_call', id: 'fc', call_id: 'c', name: 'get_weather', arguments: '' },
      }),
      want: [
        { kind: 'content', text: 'get_weather' },
        { kind: 'tool', index: 0, name: 'get_weather' },
      ],
    },
    {
      name: 'output_item.added of a reasoning item is meta',
      event: ev('response.output_item.added', { item: { type: 'reasoning', summary: [] } }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'an empty delta is meta',
      event: ev('response.output_text.delta', { delta: '' }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'output_text.done repeats the text: meta',
      event: ev('response.output_text.done', { text: 'Paris.' }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'reasoning_summary_part.added is meta',
      event: ev('response.reasoning_summary_part.added', { part: { type: 'summary_text', text: '' } }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'output_item.done carrying the finished message text: meta (nothing counted twice)',
      event: ev('response.output_item.done', {
        item: { type: 'message', content: [{ type: 'output_text', text: 'Paris.' }] },
      }),
      want: [{ kind: 'meta' }],
    },
    {
      name: 'response.completed: usage, the model, done; the repeated output is not text',
      event: ev('response.completed', {
        response: response({
          status: 'completed',
          output: [{ type: 'message', content: [{ type: 'output_text', text: 'Paris.' }] }],
          usage,
          tool_usage: { image_gen: { input_tokens: 0, output_tokens: 0 } },
        }),
      }),
      want: [
        { kind: 'usage', usage: { output_tokens: 1680, input_tokens: 13, reasoning_tokens: 1408 } },
        { kind: 'meta', model: 'o3-mini-2025-01-31' },
        { kind: 'done' },
      ],
    },
    {
      name: 'response.completed without reasoning details: reasoning left unknown',
      event: ev('response.completed', { response: response({ usage: { input_tokens: 1, output_tokens: 2 } }) }),
      want: [
        { kind: 'usage', usage: { output_tokens: 2, input_tokens: 1 } },
        { kind: 'meta', model: 'o3-mini-2025-01-31' },
        { kind: 'done' },
      ],
    },
    {
      name: 'response.failed: the error, with usage when present',
      event: ev('response.failed', {
        response: response({
          status: 'failed',
          error: { code: 'server_error', message: 'The model failed' },
          usage: { input_tokens: 3, output_tokens: 0 },
        }),
      }),
      want: [
        { kind: 'error', message: 'The model failed' },
        { kind: 'usage', usage: { output_tokens: 0, input_tokens: 3 } },
        { kind: 'meta', model: 'o3-mini-2025-01-31' },
      ],
    },
    {
      name: 'response.failed without an error object still fails',
      event: ev('response.failed', { response: response({ status: 'failed' }) }),
      want: [
        { kind: 'error', message: 'response failed (no error given)' },
        { kind: 'meta', model: 'o3-mini-2025-01-31' },
      ],
    },
    {
      name: 'response.incomplete for max_output_tokens: a truncated answer, not an error',
      event: ev('response.incomplete', {
        response: response({
          status: 'incomplete',
          incomplete_details: { reason: 'max_output_tokens' },
          usage: { input_tokens: 13, output_tokens: 64, output_tokens_details: { reasoning_tokens: 64 } },
        }),
      }),
      want: [
        { kind: 'usage', usage: { output_tokens: 64, input_tokens: 13, reasoning_tokens: 64 } },
        { kind: 'meta', model: 'o3-mini-2025-01-31', note: 'response incomplete: max_output_tokens' },
        { kind: 'done' },
      ],
    },
    {
      name: 'response.incomplete for content_filter',
      event: ev('response.incomplete', { response: response({ incomplete_details: { reason: 'content_filter' } }) }),
      want: [
        { kind: 'meta', model: 'o3-mini-2025-01-31', note: 'response incomplete: content_filter' },
        { kind: 'done' },
      ],
    },
    {
      name: 'response.incomplete without details',
      event: ev('response.incomplete', { response: response() }),
      want: [
        { kind: 'error', message: 'response incomplete: no reason given' },
        { kind: 'meta', model: 'o3-mini-2025-01-31' },
      ],
    },
    {
      name: 'error event: code and message',
      event: ev('error', { code: 'rate_limit_exceeded', message: 'Slow down', param: null }),
      want: [{ kind: 'error', message: 'rate_limit_exceeded: Slow down' }],
    },
    {
      name: 'error event with a nested error object',
      event: ev('error', { error: { type: 'server_error', message: 'Oops' } }),
      want: [{ kind: 'error', message: 'Oops' }],
    },
    {
      name: 'SSE event: error with data of another shape',
      event: { event: 'error', data: '{"detail":"bad"}' },
      want: [{ kind: 'error', message: '{"detail":"bad"}' }],
    },
    {
      name: 'SSE event: error with non-JSON data',
      event: { event: 'error', data: 'boom' },
      want: [{ kind: 'error', message: 'boom' }],
    },
    {
      name: 'the type comes from the data, not the SSE name',
      event: { event: 'message', data: JSON.stringify({ type: 'response.output_text.delta', delta: 'x' }) },
      want: [{ kind: 'content', text: 'x' }],
    },
    {
      name: 'the SSE name is used when the data has no type',
      event: { event: 'response.output_text.delta', data: '{"delta":"y"}' },
      want: [{ kind: 'content', text: 'y' }],
    },
    { name: '[DONE] (some compatible servers send it)', event: { data: '[DONE]' }, want: [{ kind: 'done' }] },
    {
      name: 'an unknown event type is meta',
      event: ev('response.web_search_call.searching'),
      want: [{ kind: 'meta' }],
    },
    { name: 'empty data is meta', event: { data: '' }, want: [{ kind: 'meta' }] },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(openaiResponses.parseEvent(c.event, newStreamContext()), c.want));
  }

  test('invalid JSON is invalid', () => {
    const [e, ...rest] = openaiResponses.parseEvent(
      { event: 'response.output_text.delta', data: '{x' },
      newStreamContext(),
    );
    assert.equal(rest.length, 0);
    assert.ok(e?.kind === 'invalid' && e.message.includes('{x'));
  });

  test('never throws, and every event yields at least one meaning', () => {
    const datas = [
      '',
      '{}',
      '[]',
      '1',
      '{"type":null}',
      '{"type":"response.output_text.delta","delta":5}',
      '{"type":"response.completed","response":null}',
      '{"type":"response.completed","response":{"usage":{"output_tokens":"9","output_tokens_details":null}}}',
      '{"type":"response.failed"}',
      '{"type":"response.incomplete","response":{"incomplete_details":"x"}}',
      '{"type":"error","error":null}',
    ];
    for (const data of datas) {
      for (const event of [undefined, 'error', 'response.completed']) {
        assert.ok(openaiResponses.parseEvent({ event, data }, newStreamContext()).length >= 1, `${event} ${data}`);
      }
    }
  });
});

describe('openai-responses parseBody', () => {
  const cases: Array<{ name: string; body: unknown; want: AdapterEvent[] }> = [
    {
      name: 'a complete response: model, reasoning summary, answer, usage',
      body: response({
        status: 'completed',
        output: [
          { type: 'reasoning', summary: [{ type: 'summary_text', text: 'Plan' }] },
          { type: 'message', content: [{ type: 'output_text', text: 'Paris.' }] },
        ],
        usage,
      }),
      want: [
        { kind: 'meta', model: 'o3-mini-2025-01-31' },
        { kind: 'reasoning', text: 'Plan' },
        { kind: 'content', text: 'Paris.' },
        { kind: 'usage', usage: { output_tokens: 1680, input_tokens: 13, reasoning_tokens: 1408 } },
      ],
    },
    {
      name: 'raw reasoning content wins over its summary; refusals and function calls are text',
      body: response({
        status: 'completed',
        output: [
          {
            type: 'reasoning',
            content: [{ type: 'reasoning_text', text: 'raw' }],
            summary: [{ type: 'summary_text', text: 'sum' }],
          },
          { type: 'message', content: [{ type: 'refusal', refusal: 'No.' }] },
          { type: 'function_call', name: 'f', arguments: '{}' },
        ],
      }),
      want: [
        { kind: 'meta', model: 'o3-mini-2025-01-31' },
        { kind: 'reasoning', text: 'raw' },
        { kind: 'content', text: 'No.' },
        { kind: 'content', text: 'f{}' },
        { kind: 'tool', index: 2, name: 'f', args: '{}' },
      ],
    },
    {
      name: 'an incomplete response (max_output_tokens) is a truncated answer: a note, its text',
      body: response({
        status: 'incomplete',
        incomplete_details: { reason: 'max_output_tokens' },
        output: [{ type: 'message', content: [{ type: 'output_text', text: 'Par' }] }],
      }),
      want: [
        { kind: 'meta', model: 'o3-mini-2025-01-31', note: 'response incomplete: max_output_tokens' },
        { kind: 'content', text: 'Par' },
      ],
    },
    {
      name: 'an error body',
      body: { error: { message: 'Invalid API key', type: 'invalid_request_error' } },
      want: [{ kind: 'meta' }, { kind: 'error', message: 'Invalid API key' }],
    },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(openaiResponses.parseBody(JSON.stringify(c.body), newStreamContext()), c.want));
  }
});
