import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { passTraces } from '../../src/run/trace-pass.ts';
import { readTraces } from '../../src/run/traces.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { mkTrace } from '../fixtures/traces.ts';

// A text the reference tokenizer gave up on (a deadline, src/run/tokenizer.ts)
// leaves its trace without a count and saying why; the rates fall back to
// the chars/4 estimate, labelled as such.

it('writes why a trace has no reference count, and its rates use the labelled estimate', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'streamgauge-missed-'));
  try {
    const file = join(dir, 'traces.ndjson');
    const counted = mkTrace({ id: 'p/q/1', usage: null });
    const missed = mkTrace({ id: 'p/q/2', usage: null });
    await writeFile(file, `${JSON.stringify(counted)}\n${JSON.stringify(missed)}\n`);
    const counts = new Map([
      ['p/q/1', { tokenizer: 'o200k_base', output_tokens: 42, reasoning_tokens: 0 }],
      ['p/q/2', { reason: 'text_deadline' as const, deadline_ms: 2_000 }],
    ]);
    await passTraces(file, DEFAULT_ANALYSIS, {
      rewrite: { counts, scrub: makeScrubber([]), onRewriteError: (err) => assert.fail(err) },
    });
    const [one, two] = await readTraces(file);
    assert.deepEqual(one!.reference_tokens, counts.get('p/q/1'));
    assert.equal(one!.reference_tokens_missed, undefined);
    assert.equal(analyzeRequest(one!, DEFAULT_ANALYSIS).token_source, 'tokenizer:o200k_base');
    assert.equal(two!.reference_tokens, null);
    assert.deepEqual(two!.reference_tokens_missed, { reason: 'text_deadline', deadline_ms: 2_000 });
    const result = analyzeRequest(two!, DEFAULT_ANALYSIS);
    assert.equal(result.token_source, 'estimate');
    assert.equal(result.output_tokens, Math.ceil((two!.output.chars + two!.output.reasoning_chars) / 4));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
