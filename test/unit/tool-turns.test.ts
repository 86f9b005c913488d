import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SentMessage } from '../../src/config/agent.ts';
import type { RequestShape, SentImage } from '../../src/config/request-shape.ts';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { getAdapter } from '../../src/formats/index.ts';
import { countToolResults } from '../../src/formats/sim-script.ts';
import { argsObject } from '../../src/formats/tool-turns.ts';

// An agent session's later step as each wire format writes it: the task
// (with its image), the model's tool-call turn (two parallel calls) and the
// two tools' results, in the API's own documented shape (docs/agents.md).
// Pure: buildRequest and the body it writes.

const PNG: SentImage = { mime: 'image/png', base64: 'iVBORw0KGgo=', bytes: 8 };
const SHAPE: RequestShape = { tools: [{ name: 'get_weather' }], toolChoice: null, responseFormat: null, images: [PNG] };

const HISTORY: SentMessage[] = [
  { role: 'system', content: 'Be brief.' },
  { role: 'user', content: 'Weather in Paris and Rome?' },
  {
    role: 'assistant',
    content: '',
    tool_calls: [
      { id: 'call_sg_0_0', name: 'get_weather', args: '{"query":"Paris"}' },
      { id: 'call_sg_0_1', name: 'get_weather', args: '{"query":"Ro' }, // cut: not JSON
    ],
  },
  { role: 'user', content: 'Sunny.', tool_result: { id: 'call_sg_0_0', name: 'get_weather' } },
  { role: 'user', content: 'Rain.', tool_result: { id: 'call_sg_0_1', name: 'get_weather' } },
];

const BASE_URLS: Record<string, string> = {
  'openai-chat': 'https://api.openai.com/v1',
  'openai-responses': 'https://api.openai.com/v1',
  'azure-openai': 'https://x.openai.azure.com/openai?api-version=2024-10-21',
  anthropic: 'https://api.anthropic.com/v1',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
  bedrock: 'https://bedrock-runtime.us-east-1.amazonaws.com',
  cohere: 'https://api.cohere.com/v2',
  ollama: 'http://localhost:11434',
};

type Obj = Record<string, unknown>;

function body(api: string): Obj {
  const provider = { id: 'p', api, base_url: BASE_URLS[api], model: 'm' } as ProviderConfig;
  const request = getAdapter(api as ProviderConfig['api']).buildRequest({
    provider,
    messages: HISTORY,
    maxTokens: 32,
    apiKey: null,
    shape: SHAPE,
  });
  return JSON.parse(request.body) as Obj;
}

describe('an agent step in each API', () => {
  for (const api of ['openai-chat', 'azure-openai'])
    test(`${api}: an assistant message with tool_calls, then a role: tool message per result`, () => {
      const m = body(api).messages as Obj[];
      assert.equal(m.length, 5);
      assert.deepEqual(m[2], {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_sg_0_0', type: 'function', function: { name: 'get_weather', arguments: '{"query":"Paris"}' } },
          { id: 'call_sg_0_1', type: 'function', function: { name: 'get_weather', arguments: '{"query":"Ro' } },
        ],
      });
      assert.deepEqual(m.slice(3), [
        { role: 'tool', tool_call_id: 'call_sg_0_0', content: 'Sunny.' },
        { role: 'tool', tool_call_id: 'call_sg_0_1', content: 'Rain.' },
      ]);
      // The image stays on the task's message, not on a tool result.
      assert.ok(Array.isArray(m[1]!.content));
    });

  test('openai-responses: function_call items, then function_call_output items', () => {
    const input = body('openai-responses').input as Obj[];
    assert.deepEqual(input.slice(2), [
      { type: 'function_call', call_id: 'call_sg_0_0', name: 'get_weather', arguments: '{"query":"Paris"}' },
      { type: 'function_call', call_id: 'call_sg_0_1', name: 'get_weather', arguments: '{"query":"Ro' },
      { type: 'function_call_output', call_id: 'call_sg_0_0', output: 'Sunny.' },
      { type: 'function_call_output', call_id: 'call_sg_0_1', output: 'Rain.' },
    ]);
  });

  test('anthropic: tool_use blocks, then one user message of tool_result blocks', () => {
    const m = body('anthropic').messages as Obj[];
    assert.equal(m.length, 3);
    assert.deepEqual(m[1], {
      role: 'assistant',
      content: [
        { type: 'tool_use', id: 'call_sg_0_0', name: 'get_weather', input: { query: 'Paris' } },
        { type: 'tool_use', id: 'call_sg_0_1', name: 'get_weather', input: {} },
      ],
    });
    assert.deepEqual(m[2], {
      role: 'user',
      content: [
        { type: 'tool_result', tool_use_id: 'call_sg_0_0', content: 'Sunny.' },
        { type: 'tool_result', tool_use_id: 'call_sg_0_1', content: 'Rain.' },
      ],
    });
  });

  test('gemini: functionCall parts, then one user turn of functionResponse parts', () => {
    const c = body('gemini').contents as Obj[];
    assert.equal(c.length, 3);
    assert.deepEqual(c[1], {
      role: 'model',
      parts: [
        { functionCall: { id: 'call_sg_0_0', name: 'get_weather', args: { query: 'Paris' } } },
        { functionCall: { id: 'call_sg_0_1', name: 'get_weather', args: {} } },
      ],
    });
    assert.deepEqual(c[2], {
      role: 'user',
      parts: [
        { functionResponse: { id: 'call_sg_0_0', name: 'get_weather', response: { content: 'Sunny.' } } },
        { functionResponse: { id: 'call_sg_0_1', name: 'get_weather', response: { content: 'Rain.' } } },
      ],
    });
  });

  test('bedrock: toolUse blocks, then one user message of toolResult blocks', () => {
    const m = body('bedrock').messages as Obj[];
    assert.equal(m.length, 3);
    assert.deepEqual(m[1], {
      role: 'assistant',
      content: [
        { toolUse: { toolUseId: 'call_sg_0_0', name: 'get_weather', input: { query: 'Paris' } } },
        { toolUse: { toolUseId: 'call_sg_0_1', name: 'get_weather', input: {} } },
      ],
    });
    assert.deepEqual(m[2], {
      role: 'user',
      content: [
        { toolResult: { toolUseId: 'call_sg_0_0', content: [{ text: 'Sunny.' }] } },
        { toolResult: { toolUseId: 'call_sg_0_1', content: [{ text: 'Rain.' }] } },
      ],
    });
  });

  test('cohere: an assistant message with tool_calls, then role: tool messages', () => {
    const m = body('cohere').messages as Obj[];
    assert.deepEqual(m[2], {
      role: 'assistant',
      tool_calls: [
        { id: 'call_sg_0_0', type: 'function', function: { name: 'get_weather', arguments: '{"query":"Paris"}' } },
        { id: 'call_sg_0_1', type: 'function', function: { name: 'get_weather', arguments: '{"query":"Ro' } },
      ],
    });
    assert.deepEqual(m.slice(3), [
      { role: 'tool', tool_call_id: 'call_sg_0_0', content: 'Sunny.' },
      { role: 'tool', tool_call_id: 'call_sg_0_1', content: 'Rain.' },
    ]);
  });

  test('ollama: tool_calls with object arguments, then role: tool messages naming the tool', () => {
    const m = body('ollama').messages as Obj[];
    assert.deepEqual(m[2], {
      role: 'assistant',
      content: '',
      tool_calls: [
        { function: { name: 'get_weather', arguments: { query: 'Paris' } } },
        { function: { name: 'get_weather', arguments: {} } },
      ],
    });
    assert.deepEqual(m.slice(3), [
      { role: 'tool', tool_name: 'get_weather', content: 'Sunny.' },
      { role: 'tool', tool_name: 'get_weather', content: 'Rain.' },
    ]);
    assert.deepEqual(m[1]!.images, [PNG.base64]);
  });

  test("the simulator counts both results in every API's body", () => {
    for (const api of Object.keys(BASE_URLS)) {
      const b = body(api);
      assert.equal(countToolResults(b.messages ?? b.input ?? b.contents), 2, api);
    }
  });

  test('arguments that are no JSON object are sent as {}', () => {
    assert.deepEqual(argsObject('{"a":1}'), { a: 1 });
    for (const bad of ['', '{"a":', '[1]', '3', 'null']) assert.deepEqual(argsObject(bad), {}, bad);
  });
});
