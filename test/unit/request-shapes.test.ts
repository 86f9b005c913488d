import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RequestShape, SentImage } from '../../src/config/request-shape.ts';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { getAdapter } from '../../src/formats/index.ts';
import type { BuildInput } from '../../src/formats/types.ts';

// Each wire format's request body for a prompt's tools, tool_choice,
// response_format and images: the API's own documented shape (the table in
// docs/request-shapes.md). Pure: buildRequest and the body it writes.

const WEATHER = {
  name: 'get_weather',
  description: 'The weather in a city',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
const CLOCK = { name: 'get_time' }; // no description, no parameters
const SCHEMA = { type: 'object', properties: { answer: { type: 'string' } } };
const PNG: SentImage = { mime: 'image/png', base64: 'iVBORw0KGgo=', bytes: 8 };

const shape = (over: Partial<RequestShape> = {}): RequestShape => ({
  tools: [],
  toolChoice: null,
  responseFormat: null,
  images: [],
  ...over,
});

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

function body(api: string, s: RequestShape, baseUrl = BASE_URLS[api] as string): Record<string, unknown> {
  const provider = { id: 'p', api, base_url: baseUrl, model: 'm' } as ProviderConfig;
  const input: BuildInput = {
    provider,
    messages: [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content: 'Weather?' },
    ],
    maxTokens: 32,
    apiKey: null,
    shape: s,
  };
  return JSON.parse(getAdapter(api as ProviderConfig['api']).buildRequest(input).body) as Record<string, unknown>;
}

const pick = (b: Record<string, unknown>, keys: string[]): Record<string, unknown> =>
  Object.fromEntries(keys.filter((k) => b[k] !== undefined).map((k) => [k, b[k]]));

const OPENAI_TOOLS = [
  { type: 'function', function: WEATHER },
  { type: 'function', function: { name: 'get_time', parameters: { type: 'object', properties: {} } } },
];

describe('tools and tool_choice in each API shape', () => {
  const cases: Array<{ api: string; choice: string | null; keys: string[]; want: Record<string, unknown> }> = [
    {
      api: 'openai-chat',
      choice: 'required',
      keys: ['tools', 'tool_choice'],
      want: { tools: OPENAI_TOOLS, tool_choice: 'required' },
    },
    {
      api: 'openai-chat',
      choice: 'get_time',
      keys: ['tool_choice'],
      want: { tool_choice: { type: 'function', function: { name: 'get_time' } } },
    },
    {
      api: 'azure-openai',
      choice: 'none',
      keys: ['tools', 'tool_choice'],
      want: { tools: OPENAI_TOOLS, tool_choice: 'none' },
    },
    {
      api: 'openai-responses',
      choice: 'get_weather',
      keys: ['tools', 'tool_choice'],
      want: {
        tools: [
          { type: 'function', ...WEATHER, strict: false },
          { type: 'function', name: 'get_time', parameters: { type: 'object', properties: {} }, strict: false },
        ],
        tool_choice: { type: 'function', name: 'get_weather' },
      },
    },
    {
      api: 'anthropic',
      choice: 'required',
      keys: ['tools', 'tool_choice'],
      want: {
        tools: [
          { name: 'get_weather', description: WEATHER.description, input_schema: WEATHER.parameters },
          { name: 'get_time', input_schema: { type: 'object', properties: {} } },
        ],
        tool_choice: { type: 'any' },
      },
    },
    {
      api: 'anthropic',
      choice: 'get_time',
      keys: ['tool_choice'],
      want: { tool_choice: { type: 'tool', name: 'get_time' } },
    },
    { api: 'anthropic', choice: 'none', keys: ['tool_choice'], want: { tool_choice: { type: 'none' } } },
    {
      api: 'gemini',
      choice: 'auto',
      keys: ['tools', 'toolConfig'],
      want: {
        tools: [
          {
            functionDeclarations: [
              { name: 'get_weather', description: WEATHER.description, parametersJsonSchema: WEATHER.parameters },
              { name: 'get_time', parametersJsonSchema: { type: 'object', properties: {} } },
            ],
          },
        ],
        toolConfig: { functionCallingConfig: { mode: 'AUTO' } },
      },
    },
    {
      api: 'gemini',
      choice: 'get_time',
      keys: ['toolConfig'],
      want: { toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['get_time'] } } },
    },
    {
      api: 'gemini',
      choice: 'none',
      keys: ['toolConfig'],
      want: { toolConfig: { functionCallingConfig: { mode: 'NONE' } } },
    },
    {
      api: 'bedrock',
      choice: 'required',
      keys: ['toolConfig'],
      want: {
        toolConfig: {
          tools: [
            {
              toolSpec: {
                name: 'get_weather',
                description: WEATHER.description,
                inputSchema: { json: WEATHER.parameters },
              },
            },
            { toolSpec: { name: 'get_time', inputSchema: { json: { type: 'object', properties: {} } } } },
          ],
          toolChoice: { any: {} },
        },
      },
    },
    {
      api: 'cohere',
      choice: 'required',
      keys: ['tools', 'tool_choice'],
      want: { tools: OPENAI_TOOLS, tool_choice: 'REQUIRED' },
    },
    { api: 'cohere', choice: 'auto', keys: ['tools', 'tool_choice'], want: { tools: OPENAI_TOOLS } },
    { api: 'ollama', choice: null, keys: ['tools', 'tool_choice'], want: { tools: OPENAI_TOOLS } },
  ];
  for (const c of cases)
    test(`${c.api}, tool_choice ${c.choice ?? '(none given)'}`, () => {
      const b = body(c.api, shape({ tools: [WEATHER, CLOCK], toolChoice: c.choice }));
      assert.deepEqual(pick(b, c.keys), c.want);
    });

  test('bedrock: tool_choice get_time is {tool: {name}}, auto is {auto: {}}', () => {
    const named = body('bedrock', shape({ tools: [WEATHER, CLOCK], toolChoice: 'get_time' }));
    assert.deepEqual((named.toolConfig as Record<string, unknown>).toolChoice, { tool: { name: 'get_time' } });
    const auto = body('bedrock', shape({ tools: [WEATHER], toolChoice: 'auto' }));
    assert.deepEqual((auto.toolConfig as Record<string, unknown>).toolChoice, { auto: {} });
  });

  test('without a shape no body gains a field', () => {
    for (const api of Object.keys(BASE_URLS)) {
      const plain = body(api, shape());
      for (const k of ['tools', 'tool_choice', 'toolConfig', 'response_format', 'text', 'format', 'images'])
        assert.equal(plain[k], undefined, `${api}: ${k}`);
    }
  });
});

describe('response_format in each API shape', () => {
  const rf = { json_schema: SCHEMA, name: 'answer', strict: true };
  const cases: Array<{ api: string; get: (b: Record<string, unknown>) => unknown; want: unknown }> = [
    {
      api: 'openai-chat',
      get: (b) => b.response_format,
      want: { type: 'json_schema', json_schema: { name: 'answer', schema: SCHEMA, strict: true } },
    },
    {
      api: 'azure-openai',
      get: (b) => b.response_format,
      want: { type: 'json_schema', json_schema: { name: 'answer', schema: SCHEMA, strict: true } },
    },
    {
      api: 'openai-responses',
      get: (b) => b.text,
      want: { format: { type: 'json_schema', name: 'answer', schema: SCHEMA, strict: true } },
    },
    {
      api: 'gemini',
      get: (b) => b.generationConfig,
      want: { maxOutputTokens: 32, responseMimeType: 'application/json', responseJsonSchema: SCHEMA },
    },
    { api: 'cohere', get: (b) => b.response_format, want: { type: 'json_object', json_schema: SCHEMA } },
    { api: 'ollama', get: (b) => b.format, want: SCHEMA },
  ];
  for (const c of cases) test(c.api, () => assert.deepEqual(c.get(body(c.api, shape({ responseFormat: rf }))), c.want));

  test('openai-chat: the name defaults to "response" and strict is left to the API', () => {
    const b = body('openai-chat', shape({ responseFormat: { json_schema: SCHEMA } }));
    assert.deepEqual(b.response_format, { type: 'json_schema', json_schema: { name: 'response', schema: SCHEMA } });
  });

  test('ollama /api/generate: format and top-level images, no tools', () => {
    const b = body(
      'ollama',
      shape({ tools: [WEATHER], responseFormat: { json_schema: SCHEMA }, images: [PNG] }),
      'http://localhost:11434/api/generate',
    );
    assert.deepEqual(pick(b, ['format', 'images', 'tools']), { format: SCHEMA, images: [PNG.base64] });
  });
});

describe('images in each API shape, on the last user message', () => {
  const url = `data:image/png;base64,${PNG.base64}`;
  const cases: Array<{ api: string; get: (b: Record<string, unknown>) => unknown; want: unknown }> = [
    {
      api: 'openai-chat',
      get: (b) => (b.messages as Array<{ content: unknown }>)[3]?.content,
      want: [
        { type: 'image_url', image_url: { url } },
        { type: 'text', text: 'Weather?' },
      ],
    },
    {
      api: 'azure-openai',
      get: (b) => (b.messages as Array<{ content: unknown }>)[3]?.content,
      want: [
        { type: 'image_url', image_url: { url } },
        { type: 'text', text: 'Weather?' },
      ],
    },
    {
      api: 'openai-responses',
      get: (b) => (b.input as Array<{ content: unknown }>)[3]?.content,
      want: [
        { type: 'input_image', image_url: url, detail: 'auto' },
        { type: 'input_text', text: 'Weather?' },
      ],
    },
    {
      api: 'anthropic',
      get: (b) => (b.messages as Array<{ content: unknown }>)[2]?.content,
      want: [
        { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG.base64 } },
        { type: 'text', text: 'Weather?' },
      ],
    },
    {
      api: 'gemini',
      get: (b) => (b.contents as Array<{ parts: unknown }>)[2]?.parts,
      want: [{ inlineData: { mimeType: 'image/png', data: PNG.base64 } }, { text: 'Weather?' }],
    },
    {
      api: 'bedrock',
      get: (b) => (b.messages as Array<{ content: unknown }>)[2]?.content,
      want: [{ image: { format: 'png', source: { bytes: PNG.base64 } } }, { text: 'Weather?' }],
    },
    {
      api: 'cohere',
      get: (b) => (b.messages as Array<{ content: unknown }>)[3]?.content,
      want: [
        { type: 'image_url', image_url: { url } },
        { type: 'text', text: 'Weather?' },
      ],
    },
    {
      api: 'ollama',
      get: (b) => (b.messages as Array<Record<string, unknown>>)[3],
      want: { role: 'user', content: 'Weather?', images: [PNG.base64] },
    },
  ];
  for (const c of cases)
    test(c.api, () => {
      const b = body(c.api, shape({ images: [PNG] }));
      assert.deepEqual(c.get(b), c.want);
      // Sent once: the earlier user message stays text only.
      assert.equal(JSON.stringify(b).split(PNG.base64).length - 1, 1);
    });
});
