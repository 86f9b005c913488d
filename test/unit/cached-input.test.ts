import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cachedInput } from '../../src/analyze/rates.ts';
import { getAdapter } from '../../src/formats/index.ts';
import { newStreamContext, type WireEvent } from '../../src/formats/types.ts';
import type { TraceUsage } from '../../src/trace.ts';
import type { GroupResult } from '../../src/analyze/types.ts';
import { promptCacheLines } from '../../src/report/server-lines.ts';

// The prompt cache made visible: each adapter reads its provider's cached
// prompt count into usage.input_cached_tokens (and, where input_tokens
// leaves the cache out, the whole prompt as input_total_tokens), and the
// analysis turns it into a request's cached count and share.

/** The usage an adapter reports for one event, merged as the recorder merges it. */
function usageFrom(api: string, event: WireEvent): Partial<TraceUsage> {
  const out: Partial<TraceUsage> = {};
  for (const e of getAdapter(api).parseEvent(event, newStreamContext(null))) {
    if (e.kind === 'usage') Object.assign(out, e.usage);
  }
  return out;
}

describe('adapters read the cached prompt count', () => {
  const cases: Array<[string, string, WireEvent, Partial<TraceUsage>]> = [
    [
      'openai-chat: prompt_tokens_details.cached_tokens',
      'openai-chat',
      {
        data: JSON.stringify({
          choices: [],
          usage: { completion_tokens: 9, prompt_tokens: 1200, prompt_tokens_details: { cached_tokens: 1024 } },
        }),
      },
      { output_tokens: 9, input_tokens: 1200, input_cached_tokens: 1024 },
    ],
    [
      'openai-chat: no details, no cached count',
      'openai-chat',
      { data: JSON.stringify({ choices: [], usage: { completion_tokens: 9, prompt_tokens: 12 } }) },
      { output_tokens: 9, input_tokens: 12 },
    ],
    [
      'openai-chat via llama.cpp: usage and timings agree (llamacpp-2)',
      'openai-chat',
      {
        data: JSON.stringify({
          choices: [],
          usage: { completion_tokens: 64, prompt_tokens: 41, prompt_tokens_details: { cached_tokens: 40 } },
          timings: { cache_n: 40, prompt_n: 1, predicted_n: 64, predicted_ms: 1237.447 },
        }),
      },
      { output_tokens: 64, input_tokens: 41, input_cached_tokens: 40 },
    ],
    [
      'openai-responses: input_tokens_details.cached_tokens',
      'openai-responses',
      {
        event: 'response.completed',
        data: JSON.stringify({
          type: 'response.completed',
          response: { usage: { input_tokens: 300, output_tokens: 5, input_tokens_details: { cached_tokens: 256 } } },
        }),
      },
      { output_tokens: 5, input_tokens: 300, input_cached_tokens: 256 },
    ],
    [
      'anthropic: cache_read_input_tokens, whole prompt = input + read + written',
      'anthropic',
      {
        event: 'message_start',
        data: JSON.stringify({
          type: 'message_start',
          message: {
            model: 'claude',
            usage: {
              input_tokens: 10,
              cache_read_input_tokens: 2000,
              cache_creation_input_tokens: 90,
              output_tokens: 1,
            },
          },
        }),
      },
      { input_tokens: 10, input_cached_tokens: 2000, input_total_tokens: 2100 },
    ],
    [
      'gemini: cachedContentTokenCount (inside promptTokenCount)',
      'gemini',
      {
        data: JSON.stringify({
          candidates: [{ content: { parts: [{ text: 'hi' }] } }],
          usageMetadata: { promptTokenCount: 5000, candidatesTokenCount: 3, cachedContentTokenCount: 4096 },
        }),
      },
      { output_tokens: 3, input_tokens: 5000, input_cached_tokens: 4096 },
    ],
    [
      'bedrock: cacheReadInputTokens outside inputTokens',
      'bedrock',
      {
        event: 'metadata',
        data: JSON.stringify({
          usage: { inputTokens: 20, outputTokens: 7, cacheReadInputTokens: 180, cacheWriteInputTokens: 0 },
        }),
      },
      { output_tokens: 7, input_tokens: 20, input_cached_tokens: 180, input_total_tokens: 200 },
    ],
  ];
  for (const [name, api, event, expected] of cases) {
    test(name, () => assert.deepEqual(usageFrom(api, event), expected));
  }
});

describe('cachedInput', () => {
  type Parts = { usage: TraceUsage | null; server_timing: Record<string, number> | null };
  const usage = (over: Partial<TraceUsage>): TraceUsage => ({
    output_tokens: 64,
    reasoning_tokens: null,
    input_tokens: null,
    ...over,
  });
  const cases: Array<[string, Parts, { tokens: number | null; share: number | null }]> = [
    ['nothing reported', { usage: usage({ input_tokens: 41 }), server_timing: null }, { tokens: null, share: null }],
    [
      'usage count over the prompt',
      { usage: usage({ input_tokens: 41, input_cached_tokens: 40 }), server_timing: null },
      { tokens: 40, share: 40 / 41 },
    ],
    [
      'a cache-busted prompt reports 0 cached: share 0, not null',
      { usage: usage({ input_tokens: 41, input_cached_tokens: 0 }), server_timing: null },
      { tokens: 0, share: 0 },
    ],
    [
      'the whole prompt where input_tokens leaves the cache out (Anthropic)',
      { usage: usage({ input_tokens: 10, input_cached_tokens: 2000, input_total_tokens: 2100 }), server_timing: null },
      { tokens: 2000, share: 2000 / 2100 },
    ],
    [
      'llama.cpp timings alone: cache_n over cache_n + prompt_n',
      { usage: null, server_timing: { cache_n: 10, prompt_n: 31, predicted_n: 64 } },
      { tokens: 10, share: 10 / 41 },
    ],
    [
      'usage wins over timings',
      { usage: usage({ input_tokens: 41, input_cached_tokens: 40 }), server_timing: { cache_n: 39, prompt_n: 2 } },
      { tokens: 40, share: 40 / 41 },
    ],
    [
      'a cached count without a prompt count has no share',
      { usage: usage({ input_cached_tokens: 7 }), server_timing: null },
      { tokens: 7, share: null },
    ],
  ];
  for (const [name, parts, expected] of cases) {
    test(name, () => {
      const got = cachedInput(parts as Parameters<typeof cachedInput>[0]);
      assert.equal(got.tokens, expected.tokens);
      if (expected.share === null) assert.equal(got.share, null);
      else assert.ok(got.share !== null && Math.abs(got.share - expected.share) < 1e-9, `share ${got.share}`);
    });
  }
});

describe('promptCacheLines', () => {
  const g = (share: number | null) => ({ provider: 'p', prompt: 'q', input_cached_share: share }) as GroupResult;
  const cases: Array<[number | null, RegExp | null]> = [
    [null, null],
    [0, /^p \/ q: 0\.00% of prompt tokens cached \(p50\): no prompt token came from the provider cache\.$/],
    [40 / 41, /97\.6% of prompt tokens cached.*cache hit \(cache_bust off, or a shared prefix\)/],
    [10 / 41, /24\.4% of prompt tokens cached.*a shared prefix/],
  ];
  for (const [share, want] of cases)
    test(String(share), () => {
      const lines = promptCacheLines([g(share)]);
      if (want === null) assert.deepEqual(lines, []);
      else assert.match(lines[0]!, want);
    });
});
