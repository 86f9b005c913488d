import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { azureOpenai, DEFAULT_API_VERSION, deploymentUrl } from '../../src/formats/azure-openai/adapter.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { newStreamContext } from '../../src/formats/types.ts';
import type { BuildInput } from '../../src/formats/types.ts';

const provider = (over: Partial<ProviderConfig> = {}): ProviderConfig => ({
  id: 'p',
  api: 'azure-openai',
  base_url: 'https://res.openai.azure.com',
  model: 'my-gpt5-deployment',
  ...over,
});

const input = (over: Partial<BuildInput> = {}): BuildInput => ({
  provider: provider(),
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 64,
  apiKey: 'az-secret',
  ...over,
});

describe('azure-openai buildRequest', () => {
  const cases: Array<{
    name: string;
    input: BuildInput;
    url?: string;
    headers?: Record<string, string | undefined>;
    body?: Record<string, unknown>;
  }> = [
    {
      name: 'deployment URL with the default GA api-version; api-key header, no bearer',
      input: input(),
      url: `https://res.openai.azure.com/openai/deployments/my-gpt5-deployment/chat/completions?api-version=${DEFAULT_API_VERSION}`,
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'api-key': 'az-secret',
        authorization: undefined,
      },
      body: {
        model: 'my-gpt5-deployment',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: 64,
      },
    },
    {
      name: 'an api-version in base_url is used',
      input: input({
        provider: provider({ base_url: 'https://res.openai.azure.com/?api-version=2025-04-01-preview' }),
      }),
      url: 'https://res.openai.azure.com/openai/deployments/my-gpt5-deployment/chat/completions?api-version=2025-04-01-preview',
    },
    {
      name: 'a trailing /openai in base_url is not doubled; other query parameters are kept',
      input: input({
        provider: provider({ base_url: 'https://res.openai.azure.com/openai/?x=1&api-version=2024-06-01' }),
      }),
      url: 'https://res.openai.azure.com/openai/deployments/my-gpt5-deployment/chat/completions?x=1&api-version=2024-06-01',
    },
    {
      name: 'a gateway path prefix is kept',
      input: input({ provider: provider({ base_url: 'http://127.0.0.1:9/azure' }) }),
      url: `http://127.0.0.1:9/azure/openai/deployments/my-gpt5-deployment/chat/completions?api-version=${DEFAULT_API_VERSION}`,
    },
    {
      name: 'the deployment name is encoded into the path',
      input: input({ provider: provider({ model: 'a b/c' }) }),
      url: `https://res.openai.azure.com/openai/deployments/a%20b%2Fc/chat/completions?api-version=${DEFAULT_API_VERSION}`,
    },
    { name: 'no key: no api-key header', input: input({ apiKey: null }), headers: { 'api-key': undefined } },
    {
      name: "the body is openai-chat's, merged the same way (max_completion_tokens for reasoning deployments)",
      input: input({ provider: provider({ body: { max_completion_tokens: 64, max_tokens: null } }) }),
      body: {
        model: 'my-gpt5-deployment',
        messages: [{ role: 'user', content: 'Hi' }],
        stream: true,
        stream_options: { include_usage: true },
        max_completion_tokens: 64,
      },
    },
    {
      name: 'config headers win (Entra ID bearer instead of a key)',
      input: input({ apiKey: null, provider: provider({ headers: { Authorization: 'Bearer entra' } }) }),
      headers: { authorization: 'Bearer entra', 'api-key': undefined },
    },
  ];
  for (const c of cases) {
    test(c.name, () => {
      const spec = azureOpenai.buildRequest(c.input);
      assert.equal(spec.method, 'POST');
      if (c.url) assert.equal(spec.url, c.url);
      for (const [k, v] of Object.entries(c.headers ?? {})) assert.equal(spec.headers[k], v, `header ${k}`);
      if (c.body) assert.deepEqual(JSON.parse(spec.body), c.body);
    });
  }

  test('deploymentUrl is exported for the simulator and docs', () => {
    assert.match(
      deploymentUrl('https://r.openai.azure.com', 'd'),
      /\/openai\/deployments\/d\/chat\/completions\?api-version=/,
    );
  });
});

describe("azure-openai parsing is openai-chat's", () => {
  test('the very same functions, not a copy', () => {
    assert.equal(azureOpenai.parseEvent, openaiChat.parseEvent);
    assert.equal(azureOpenai.parseBody, openaiChat.parseBody);
    assert.equal(azureOpenai.api, 'azure-openai');
    assert.equal(azureOpenai.framing, 'sse');
  });

  test('the leading prompt_filter_results chunk (choices: [], model "") is a bare meta', () => {
    const data = JSON.stringify({
      choices: [],
      created: 0,
      id: '',
      model: '',
      object: '',
      prompt_filter_results: [{ prompt_index: 0, content_filter_results: { hate: { filtered: false } } }],
    });
    assert.deepEqual(azureOpenai.parseEvent({ data }, newStreamContext()), [{ kind: 'meta' }]);
  });

  test('content_filter_results beside a delta do not hide its text', () => {
    const data = JSON.stringify({
      choices: [{ content_filter_results: { hate: { filtered: false } }, delta: { content: 'Capital' }, index: 0 }],
      model: 'gpt-5-nano-2025-08-07',
    });
    assert.deepEqual(azureOpenai.parseEvent({ data }, newStreamContext()), [{ kind: 'content', text: 'Capital' }]);
  });
});
