import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { startReferenceCounter } from '../../src/run/tokenizer.ts';

// The reference counter runs the o200k encoder in a worker thread that lowers
// its own priority, so that loading the encoder (hundreds of ms of CPU) never
// takes a core from the thread that stamps reads.

/** Nice value per thread of this process, from /proc (Linux). */
function threadNice(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // Fields after "(comm)": state is field 3, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(tid), Number(fields[16]));
  }
  return out;
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

  it(
    'runs its worker at the lowest priority and leaves the main thread alone',
    { skip: process.platform !== 'linux' },
    async () => {
      const before = threadNice();
      const mainNice = before.get(process.pid);
      assert.notEqual(mainNice, undefined);
      const counter = startReferenceCounter((m) => assert.fail(m));
      try {
        // A reply means the worker has run its first lines, the priority change among them.
        await counter.count('hello', '');
        const after = threadNice();
        const lowered = [...after].filter(([tid, nice]) => !before.has(tid) && nice === 19);
        assert.ok(lowered.length >= 1, `a new thread at nice 19: ${JSON.stringify([...after])}`);
        assert.equal(after.get(process.pid), mainNice, 'the main thread keeps its priority');
      } finally {
        await counter.close();
      }
    },
  );
});
