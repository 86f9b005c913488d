import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { gemini, isVertex, streamUrl } from '../../src/formats/gemini/adapter.ts';
import { newStreamContext } from '../../src/formats/types.ts';
import type { AdapterEvent, BuildInput } from '../../src/formats/types.ts';

const GEMINI = 'https://generativelanguage.googleapis.com/v1beta';
const VERTEX = 'https://us-central1-aiplatform.googleapis.com/v1/projects/proj/locations/us-central1/publishers/google';

const provider = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  id: 'p',
  api: 'gemini',
  base_url: GEMINI,
  model: 'gemini-2.5-pro',
  ...over,
});

const input = (over: Partial<BuildInput> = {}): BuildInput => ({
  provider: provider(),
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 64,
  apiKey: 'AIza-secret',
  ...over,
});

const chunk = (fields: Record<string, unknown>) =>
  JSON.stringify({ modelVersion: 'gemini-2.5-pro', responseId: 'r1', ...fields });
const parts = (ps: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) =>
  chunk({ candidates: [{ content: { parts: ps, role: 'model' }, index: 0, ...extra }] });

describe('gemini buildRequest', () => {
  const cases: Array<{
    name: string;
    input: BuildInput;
    url?: string;
    headers?: Record<string, string | undefined>;
    body?: Record<string, unknown>;
  }> = [
    {
      name: 'Gemini API: url, x-goog-api-key, body',
      input: input(),
      url: `${GEMINI}/models/gemini-2.5-pro:streamGenerateContent?alt=sse`,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-goog-api-key': 'AIza-secret',
        authorization: undefined,
      },
      body: { contents: [{ role: 'user', parts: [{ text: 'Hi' }] }], generationConfig: { maxOutputTokens: 64 } },
    },
    {
      name: 'Vertex AI (regional host): same path shape, bearer token, no x-goog-api-key',
      input: input({ provider: provider({ base_url: VERTEX }), apiKey: 'ya29.token' }),
      url: `${VERTEX}/models/gemini-2.5-pro:streamGenerateContent?alt=sse`,
      headers: { authorization: 'Bearer ya29.token', 'x-goog-api-key': undefined },
    },
    {
      name: 'Vertex AI (global host, recorded form)',
      input: input({
        provider: provider({
          base_url: 'https://aiplatform.googleapis.com/v1beta1/projects/p/locations/global/publishers/google',
          model: 'gemini-3-flash-preview',
        }),
      }),
      url: 'https://aiplatform.googleapis.com/v1beta1/projects/p/locations/global/publishers/google/models/gemini-3-flash-preview:streamGenerateContent?alt=sse',
      headers: { authorization: 'Bearer AIza-secret' },
    },
    {
      name: 'Vertex behind a proxy is recognised by its path',
      input: input({
        provider: provider({ base_url: 'http://127.0.0.1:8080/v1/projects/p/locations/l/publishers/google/' }),
      }),
      url: 'http://127.0.0.1:8080/v1/projects/p/locations/l/publishers/google/models/gemini-2.5-pro:streamGenerateContent?alt=sse',
      headers: { authorization: 'Bearer AIza-secret' },
    },
    {
      name: 'a leading models/ in the model name is accepted',
      input: input({ provider: provider({ model: 'models/gemini-2.0-flash' }) }),
      url: `${GEMINI}/models/gemini-2.0-flash:streamGenerateContent?alt=sse`,
    },
    {
      name: 'no key: no auth header',
      input: input({ apiKey: null }),
      headers: { 'x-goog-api-key': undefined, authorization: undefined },
    },
    {
      name: 'roles: assistant -> model; system and developer -> systemInstruction parts',
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
        contents: [
          { role: 'user', parts: [{ text: 'Hi' }] },
          { role: 'model', parts: [{ text: 'Hello' }] },
          { role: 'user', parts: [{ text: 'Again' }] },
        ],
        systemInstruction: { parts: [{ text: 'Be brief.' }, { text: 'No emoji.' }] },
        generationConfig: { maxOutputTokens: 64 },
      },
    },
    {
      name: 'config body merges into generationConfig (thought summaries) and keeps maxOutputTokens',
      input: input({
        provider: provider({ body: { generationConfig: { thinkingConfig: { includeThoughts: true } } } }),
      }),
      body: {
        contents: [{ role: 'user', parts: [{ text: 'Hi' }] }],
        generationConfig: { maxOutputTokens: 64, thinkingConfig: { includeThoughts: true } },
      },
    },
    {
      name: 'config headers win (e.g. another auth scheme)',
      input: input({ provider: provider({ headers: { 'X-Goog-Api-Key': 'other', 'x-goog-user-project': 'q' } }) }),
      headers: { 'x-goog-api-key': 'other', 'x-goog-user-project': 'q' },
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const spec = gemini.buildRequest(c.input);
      assert.equal(spec.method, 'POST');
      if (c.url) assert.equal(spec.url, c.url);
      for (const [k, v] of Object.entries(c.headers ?? {})) assert.equal(spec.headers[k], v, `header ${k}`);
      if (c.body) assert.deepEqual(JSON.parse(spec.body), c.body);
    });
  }

  const vertex: Array<[string, boolean]> = [
    [GEMINI, false],
    [VERTEX, true],
    ['https://aiplatform.googleapis.com/v1/projects/p/locations/global/publishers/google', true],
    ['https://europe-west4-aiplatform.googleapis.com/v1', true],
    ['http://127.0.0.1:9/v1/projects/p/locations/l/publishers/google', true],
    ['http://127.0.0.1:9/v1beta', false],
    ['https://example.com/projects/x', false],
  ];
  for (const [url, want] of vertex) test(`isVertex(${url}) is ${want}`, () => assert.equal(isVertex(url), want));

  test('streamUrl keeps other query parameters', () => {
    assert.equal(
      streamUrl('http://127.0.0.1:9/v1beta?foo=1', 'm'),
      'http://127.0.0.1:9/v1beta/models/m:streamGenerateContent?foo=1&alt=sse',
    );
  });
});

describe('gemini parseEvent', () => {
  // A context past the first chunk, which has already reported the model.
  const midStream = () => {
    const ctx = newStreamContext();
    gemini.parseEvent({ data: chunk({}) }, ctx);
    return ctx;
  };
  const cases: Array<{ name: string; data: string; event?: string; want: AdapterEvent[] }> = [
    {
      name: 'a text part is content',
      data: parts([{ text: 'The' }]),
      want: [{ kind: 'content', text: 'The' }],
    },
    {
      name: 'thought: true is reasoning',
      data: parts([{ text: '**Clarifying**', thought: true }]),
      want: [{ kind: 'reasoning', text: '**Clarifying**' }],
    },
    {
      name: 'a thoughtSignature does not make text reasoning',
      data: parts([{ text: 'This is', thoughtSignature: 'CiIB' }]),
      want: [{ kind: 'content', text: 'This is' }],
    },
    {
      name: 'thought: false is content',
      data: parts([{ text: 'x', thought: false }]),
      want: [{ kind: 'content', text: 'x' }],
    },
    {
      name: 'reasoning and answer parts in one chunk, in order',
      data: parts([{ text: 'r', thought: true }, { text: 'a' }]),
      want: [
        { kind: 'reasoning', text: 'r' },
        { kind: 'content', text: 'a' },
      ],
    },
    {
      name: 'an empty text part (signature only) is meta',
      data: parts([{ text: '', thoughtSignature: 'x' }]),
      want: [{ kind: 'meta', model: 'gemini-2.5-pro' }],
    },
    {
      name: 'a functionCall is generated text',
      data: parts([{ functionCall: { name: 'get_weather', args: { city: 'Paris' } } }]),
      want: [
        { kind: 'content', text: 'get_weather{"city":"Paris"}' },
        { kind: 'tool', index: 0, name: 'get_weather', args: '{"city":"Paris"}' },
      ],
    },
    {
      name: 'usage before answer text: thoughts only (candidatesTokenCount absent)',
      data: chunk({
        candidates: [{ content: { parts: [{ text: 't', thought: true }] } }],
        usageMetadata: { promptTokenCount: 34, totalTokenCount: 102, thoughtsTokenCount: 68 },
      }),
      want: [
        { kind: 'reasoning', text: 't' },
        { kind: 'usage', usage: { output_tokens: 68, reasoning_tokens: 68, input_tokens: 34 } },
      ],
    },
    {
      name: 'usage: output = candidates + thoughts, reasoning = thoughts',
      data: chunk({
        candidates: [{ content: { parts: [{ text: 'x' }] }, finishReason: 'STOP' }],
        usageMetadata: { promptTokenCount: 34, candidatesTokenCount: 469, thoughtsTokenCount: 787 },
      }),
      want: [
        { kind: 'content', text: 'x' },
        { kind: 'usage', usage: { output_tokens: 1256, reasoning_tokens: 787, input_tokens: 34 } },
      ],
    },
    {
      name: 'usage without thoughts: reasoning left unknown',
      data: chunk({ usageMetadata: { promptTokenCount: 13, candidatesTokenCount: 8, totalTokenCount: 21 } }),
      want: [
        { kind: 'usage', usage: { output_tokens: 8, input_tokens: 13 } },
        { kind: 'meta', model: 'gemini-2.5-pro' },
      ],
    },
    {
      name: 'usage with neither count: input only',
      data: chunk({ usageMetadata: { promptTokenCount: 15, totalTokenCount: 15 } }),
      want: [
        { kind: 'usage', usage: { input_tokens: 15 } },
        { kind: 'meta', model: 'gemini-2.5-pro' },
      ],
    },
    {
      name: 'finishReason STOP says nothing',
      data: parts([{ text: '.' }], { finishReason: 'STOP' }),
      want: [{ kind: 'content', text: '.' }],
    },
    {
      name: 'finishReason SAFETY without text: a meta note, not an error',
      data: chunk({ candidates: [{ finishReason: 'SAFETY', safetyRatings: [] }] }),
      want: [{ kind: 'meta', model: 'gemini-2.5-pro', note: 'finishReason SAFETY' }],
    },
    {
      name: 'finishReason RECITATION beside text: the text and a note',
      data: parts([{ text: 'abc' }], { finishReason: 'RECITATION' }),
      want: [
        { kind: 'content', text: 'abc' },
        { kind: 'meta', model: 'gemini-2.5-pro', note: 'finishReason RECITATION' },
      ],
    },
    {
      name: 'finishMessage is quoted in the note',
      data: chunk({ candidates: [{ finishReason: 'MALFORMED_FUNCTION_CALL', finishMessage: 'bad call' }] }),
      want: [{ kind: 'meta', model: 'gemini-2.5-pro', note: 'finishReason MALFORMED_FUNCTION_CALL: bad call' }],
    },
    {
      name: 'a blocked prompt (no candidates): a note',
      data: chunk({ promptFeedback: { blockReason: 'PROHIBITED_CONTENT' }, usageMetadata: { promptTokenCount: 9 } }),
      want: [
        { kind: 'usage', usage: { input_tokens: 9 } },
        { kind: 'meta', model: 'gemini-2.5-pro', note: 'prompt blocked: PROHIBITED_CONTENT' },
      ],
    },
    {
      name: 'a bare JSON error object is an error',
      data: JSON.stringify({ error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } }),
      want: [{ kind: 'error', message: 'UNAVAILABLE: The model is overloaded.' }, { kind: 'meta' }],
    },
    {
      name: 'an error without status',
      data: JSON.stringify({ error: { code: 500, message: 'Internal' } }),
      want: [{ kind: 'error', message: 'Internal' }, { kind: 'meta' }],
    },
    {
      name: 'an error as a bare string',
      data: JSON.stringify({ error: 'quota' }),
      want: [{ kind: 'error', message: 'quota' }, { kind: 'meta' }],
    },
    {
      name: 'SSE event: error with JSON that holds no error field',
      event: 'error',
      data: '{"x":1}',
      want: [{ kind: 'error', message: '{"x":1}' }, { kind: 'meta' }],
    },
    { name: 'empty data is meta', data: '', want: [{ kind: 'meta' }] },
    { name: '[DONE] is done (not sent by Google, harmless)', data: '[DONE]', want: [{ kind: 'done' }] },
  ];
  for (const c of cases) {
    test(c.name, () => assert.deepEqual(gemini.parseEvent({ event: c.event, data: c.data }, midStream()), c.want));
  }

  test('with a context, the first chunk naming the model reports it once, beside its text', () => {
    const ctx = newStreamContext();
    assert.deepEqual(gemini.parseEvent({ data: parts([{ text: 'a' }]) }, ctx), [
      { kind: 'content', text: 'a' },
      { kind: 'meta', model: 'gemini-2.5-pro' },
    ]);
    assert.deepEqual(gemini.parseEvent({ data: parts([{ text: 'b' }]) }, ctx), [{ kind: 'content', text: 'b' }]);
  });

  test('cumulative usage: each chunk overwrites (even a prompt count that shrinks, as recorded)', () => {
    const ctx = newStreamContext();
    const usages = [
      chunk({ usageMetadata: { promptTokenCount: 15 } }),
      chunk({ usageMetadata: { promptTokenCount: 13, candidatesTokenCount: 8 } }),
    ].flatMap((data) => gemini.parseEvent({ data }, ctx).filter((e) => e.kind === 'usage'));
    assert.deepEqual(usages, [
      { kind: 'usage', usage: { input_tokens: 15 } },
      { kind: 'usage', usage: { output_tokens: 8, input_tokens: 13 } },
    ]);
  });

  test('invalid JSON is invalid', () => {
    const [e, ...rest] = gemini.parseEvent({ data: '{"candidates": [' }, newStreamContext());
    assert.equal(rest.length, 0);
    assert.equal(e?.kind, 'invalid');
  });

  test('never throws, and every event yields at least one meaning', () => {
    const datas = [
      '',
      '{}',
      '[]',
      '"x"',
      '{"candidates":null}',
      '{"candidates":[null,1,{"content":null},{"content":{"parts":null}},{"content":{"parts":[null,{"text":5}]}}]}',
      '{"candidates":[{"content":{"parts":[{"functionCall":{"name":null}}]}}]}',
      '{"usageMetadata":"x"}',
      '{"usageMetadata":{"candidatesTokenCount":"8"}}',
      '{"promptFeedback":null}',
      '{"error":null}',
    ];
    for (const data of datas) {
      for (const event of [undefined, 'error']) {
        assert.ok(gemini.parseEvent({ event, data }, newStreamContext()).length >= 1, `${event} ${data}`);
      }
    }
  });
});

describe('gemini parseBody', () => {
  test('a complete generateContent response: model first, text, usage', () => {
    const body = parts([{ text: 'r', thought: true }, { text: 'Paris.' }], { finishReason: 'STOP' }).replace(
      /}$/,
      ',"usageMetadata":{"promptTokenCount":5,"candidatesTokenCount":2,"thoughtsTokenCount":10}}',
    );
    assert.deepEqual(gemini.parseBody(body, newStreamContext()), [
      { kind: 'meta', model: 'gemini-2.5-pro' },
      { kind: 'reasoning', text: 'r' },
      { kind: 'content', text: 'Paris.' },
      { kind: 'usage', usage: { output_tokens: 12, reasoning_tokens: 10, input_tokens: 5 } },
    ]);
  });

  test('a JSON array of chunks (streamGenerateContent without alt=sse)', () => {
    const body = `[${parts([{ text: 'a' }])},\n${parts([{ text: 'b' }], { finishReason: 'MAX_TOKENS' })}]`;
    assert.deepEqual(gemini.parseBody(body, newStreamContext()), [
      { kind: 'meta', model: 'gemini-2.5-pro' },
      { kind: 'content', text: 'a' },
      { kind: 'content', text: 'b' },
      { kind: 'meta', model: 'gemini-2.5-pro', note: 'finishReason MAX_TOKENS' },
    ]);
  });

  test('an error body, bare or in an array', () => {
    const error = { error: { code: 429, message: 'Resource exhausted', status: 'RESOURCE_EXHAUSTED' } };
    for (const body of [JSON.stringify(error), JSON.stringify([error])]) {
      assert.deepEqual(gemini.parseBody(body, newStreamContext()), [
        { kind: 'meta' },
        { kind: 'error', message: 'RESOURCE_EXHAUSTED: Resource exhausted' },
      ]);
    }
  });

  test('not JSON, or JSON of the wrong shape, is invalid', () => {
    for (const body of ['<html>', '"x"', '[1,2]']) {
      const [e, ...rest] = gemini.parseBody(body, newStreamContext());
      assert.equal(rest.length, 0);
      assert.equal(e?.kind, 'invalid', body);
    }
  });
});
