import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { startReferenceCounter } from '../../src/run/tokenizer.ts';

// The reference counter runs the o200k encoder in a worker thread; the engine
// starts it once a run's requests have ended (see text-spool.test.ts).

describe('reference token counter', () => {
  it('counts answer and reasoning text as o200k_base does', async () => {
    const counter = startReferenceCounter((m) => assert.fail(m));
    try {
      const answer = 'Rain taps the window; the kettle hums along. Ünïcödé and 数字 too.';
      const reasoning = 'First, think about rain.';
      const got = await counter.count(answer, reasoning);
      assert.deepEqual(got, {
        tokenizer: 'o200k_base',
        output_tokens: countTokens(answer) + countTokens(reasoning),
        reasoning_tokens: countTokens(reasoning),
      });
      assert.deepEqual(await counter.count('', ''), { tokenizer: 'o200k_base', output_tokens: 0, reasoning_tokens: 0 });
    } finally {
      await counter.close();
    }
  });
});
