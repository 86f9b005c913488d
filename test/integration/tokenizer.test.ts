import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { startReferenceCounter } from '../../src/run/tokenizer.ts';

// The reference counter runs the o200k encoder in a worker thread; the engine
// starts it once a run's requests have ended (see text-spool.test.ts).

/** `n` CJK characters drawn from `seed`. */
function cjk(n: number, seed: number): string {
  let s = '';
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += String.fromCharCode(0x4e00 + (x % 20_000));
  }
  return s;
}

/** Ordinary prose of `n` characters, distinct per seed. */
function prose(n: number, seed: number): string {
  const words = ['tide', 'harbour', 'rain', 'kettle', 'window', 'north', 'the', 'of', 'and', 'slow'];
  let s = '';
  for (let i = seed; s.length < n; i++) s += `${words[(i * 7) % words.length]}${i % 13 === 0 ? '. ' : ' '}`;
  return s.slice(0, n);
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

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

  it("counts a special token's spelling in a server's text as text, and goes on counting", async () => {
    const counter = startReferenceCounter((m) => assert.fail(m));
    try {
      const answer = 'before <|endoftext|> after';
      const got = await counter.count(answer, '');
      assert.equal(
        got && 'output_tokens' in got ? got.output_tokens : null,
        countTokens(answer, { disallowedSpecial: new Set() }),
      );
      assert.deepEqual(await counter.count('ok', ''), {
        tokenizer: 'o200k_base',
        output_tokens: 1,
        reasoning_tokens: 0,
      });
    } finally {
      await counter.close();
    }
  });

  it('counts 80,000 `a` and 40,000 CJK characters about as fast as prose of the same length', async (t) => {
    // The encoder alone took 8.4 s and 13 s on these (quadratic in a run of
    // one class); sliced, they cost a small multiple of ordinary prose.
    // Measured on a busy 2-core machine: prose 80,000 35 ms, `a` 80,000
    // 6 ms; CJK 40,000 (76,000 tokens) 440-800 ms, prose of as many tokens 110-135 ms
    // (a load average of 10). The bars leave room for a busier machine and still fail the quadratic.
    const counter = startReferenceCounter((m) => assert.fail(m));
    try {
      await counter.count('warm', ''); // the worker started and its tables loaded
      const prose80 = await timed(() => counter.count(prose(80_000, 1), ''));
      const a80 = await timed(() => counter.count('a'.repeat(80_000), ''));
      assert.deepEqual(a80.value, { tokenizer: 'o200k_base', output_tokens: 10_000, reasoning_tokens: 0 });
      assert.ok(
        a80.ms < 10 * Math.max(prose80.ms, 5),
        `80,000 a: ${a80.ms.toFixed(0)} ms; 80,000 of prose ${prose80.ms.toFixed(0)} ms`,
      );
      // CJK is a token a character, prose ~4.5 characters a token: the baseline is prose of as many tokens.
      const prose40 = await timed(() => counter.count(prose(340_000, 2), ''));
      const cjk40 = await timed(() => counter.count(cjk(40_000, 3), ''));
      t.diagnostic(
        `prose 80,000 ${prose80.ms.toFixed(0)} ms, a 80,000 ${a80.ms.toFixed(0)} ms, ` +
          `prose 340,000 ${prose40.ms.toFixed(0)} ms, CJK 40,000 ${cjk40.ms.toFixed(0)} ms`,
      );
      assert.ok(cjk40.value && 'output_tokens' in cjk40.value && cjk40.value.output_tokens > 40_000);
      assert.ok(
        cjk40.ms < 20 * Math.max(prose40.ms, 5),
        `40,000 CJK: ${cjk40.ms.toFixed(0)} ms; 340,000 of prose ${prose40.ms.toFixed(0)} ms`,
      );
    } finally {
      await counter.close();
    }
  });

  it('gives a text up at its deadline, says so, and counts the next ones in a new worker', async () => {
    const counter = startReferenceCounter((m) => assert.fail(m), { textDeadlineMs: 100 });
    try {
      await counter.count('warm', '');
      // About 3 s of counting (linear: ~75 ms a 10,000 CJK characters, quiet machine).
      const slow = cjk(400_000, 9);
      const [missed, after] = await Promise.all([counter.count(slow, ''), counter.count('rain', 'why')]);
      assert.deepEqual(missed, { reason: 'text_deadline', deadline_ms: 100 });
      assert.deepEqual(after, { tokenizer: 'o200k_base', output_tokens: 2, reasoning_tokens: 1 });
      // Given up at its deadline, not after the counting would have ended.
      const again = await timed(() => counter.count(slow, ''));
      assert.deepEqual(again.value, { reason: 'text_deadline', deadline_ms: 100 });
      assert.ok(again.ms < 2_000, `given up after ${again.ms.toFixed(0)} ms`);
    } finally {
      await counter.close();
    }
  });

  it("gives every text left up at the run's deadline", async () => {
    const counter = startReferenceCounter((m) => assert.fail(m), { textDeadlineMs: 60_000, runDeadlineMs: 300 });
    try {
      const slow = cjk(400_000, 11);
      const got = await Promise.all([counter.count(slow, ''), counter.count('rain', '')]);
      assert.deepEqual(got, [
        { reason: 'run_deadline', deadline_ms: 300 },
        { reason: 'run_deadline', deadline_ms: 300 },
      ]);
      assert.deepEqual(await counter.count('later', ''), { reason: 'run_deadline', deadline_ms: 300 });
    } finally {
      await counter.close();
    }
  });
});
