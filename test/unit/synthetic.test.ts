import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { drawCount, syntheticText } from '../../src/config/synthetic.ts';

// Synthetic prompts: exactly the asked o200k token count by the real
// encoder, deterministic per seed, distinct per request, a shared head only
// when prefix_tokens asks for one.

describe('synthetic prompts', () => {
  it('are exactly input_tokens o200k tokens, for any seed, length, prefix and request', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 3000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 10_000 }),
        (seed, input, prefixWanted, k) => {
          const prefix = Math.min(prefixWanted, input - 1);
          const t = syntheticText({ input_tokens: input, output_tokens: 16, prefix_tokens: prefix, seed }, k);
          const counted = countTokens(t.text);
          assert.equal(
            counted,
            input,
            `seed ${seed}, input ${input}, prefix ${prefix}, k ${k}: counted ${counted} tokens in ${JSON.stringify(t.text.slice(0, 200))}`,
          );
          assert.equal(t.inputTokens, input);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('are the same for the same seed and request, and differ between requests and seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 1000 }), (seed, k) => {
        const spec = { input_tokens: 64, output_tokens: 16, seed };
        const a = syntheticText(spec, k).text;
        assert.equal(syntheticText(spec, k).text, a, `seed ${seed}, k ${k}: not deterministic`);
        assert.notEqual(syntheticText(spec, k + 1).text, a, `seed ${seed}, k ${k}: same text as k+1`);
        assert.notEqual(
          syntheticText({ ...spec, seed: seed + 1 }, k).text,
          a,
          `seed ${seed}, k ${k}: same text as seed+1`,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('share exactly prefix_tokens of head between requests, and read as varied text', () => {
    const spec = { input_tokens: 300, output_tokens: 16, prefix_tokens: 120, seed: 7 };
    const a = syntheticText(spec, 0).text;
    const b = syntheticText(spec, 1).text;
    let common = 0;
    while (common < a.length && a[common] === b[common]) common++;
    const head = a.slice(0, common);
    // The shared head is the prefix (it may run on by a few characters where both bodies start alike).
    assert.ok(countTokens(head) >= 120, `seed 7: shared head is ${countTokens(head)} tokens, expected >= 120`);
    assert.ok(countTokens(head) < 125, `seed 7: shared head is ${countTokens(head)} tokens, expected about 120`);
    const words = a.toLowerCase().match(/[a-z]+/g) ?? [];
    assert.ok(new Set(words).size > 100, `seed 7: only ${new Set(words).size} distinct words in 300 tokens`);
    assert.match(a, /^[A-Z][a-z]*( [A-Za-z]+|,|\.)+$/);
    const without = syntheticText({ ...spec, prefix_tokens: 0 }, 1).text;
    assert.notEqual(without.slice(0, 40), syntheticText({ ...spec, prefix_tokens: 0 }, 0).text.slice(0, 40));
  });

  it('draws clamped normal counts around the mean, within [min, max]', () => {
    let seed = 12345;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const spec = { mean: 500, stddev: 100, min: 300, max: 650 };
    const xs = Array.from({ length: 4000 }, () => drawCount(spec, rand));
    assert.ok(xs.every((x) => Number.isInteger(x) && x >= 300 && x <= 650));
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    assert.ok(Math.abs(mean - 494) < 10, `mean ${mean}`); // clamping the upper tail at 650 pulls it below 500
    assert.ok(xs.filter((x) => x === 650).length > 40, 'the upper tail is clamped to max');
    assert.equal(drawCount(256, rand), 256);
  });
});
