import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { attributionOf, largestPart } from '../../src/analyze/attribution.ts';
import { DEFAULT_STATISTICS } from '../../src/analyze/bootstrap.ts';
import { endToEndAttribution, modelRate, shapleyParts } from '../../src/analyze/rate-attribution.ts';
import type { Comparison, RequestResult } from '../../src/analyze/types.ts';
import { changeSentence } from '../../src/report/sentences.ts';

// Why an end-to-end rate moved (src/analyze/rate-attribution.ts): the
// change split into TTFT, decode rate and output length, each with its
// interval, and the current rate at the baseline's median output length.

/** A streamed request of `tokens` tokens: TTFT, then the tokens at `tps` (each side jittered a little). */
function req(i: number, o: { ttftMs: number; tps: number; tokens: number }): RequestResult {
  const jitter = 1 + ((i % 5) - 2) / 100;
  const ttft = o.ttftMs * jitter;
  const tokens = Math.round(o.tokens * (1 + ((i % 3) - 1) / 50));
  const total = ttft + (1000 * tokens) / (o.tps * (2 - jitter));
  return {
    warmup: false,
    outcome: 'streamed',
    ttft_ms: ttft,
    total_ms: total,
    end_to_end_tps: (1000 * tokens) / total,
  } as RequestResult;
}
const side = (n: number, o: Parameters<typeof req>[1]) => Array.from({ length: n }, (_, i) => req(i, o));
const part = (a: { parts: { part: string; delta: number }[] }, name: string) => a.parts.find((p) => p.part === name)!;
const BASE = { ttftMs: 500, tps: 50, tokens: 100 }; // 40 tok/s end to end

describe('end-to-end rate attribution', () => {
  test('the answer got twice as long, decode held: the output length carries the change; at the baseline length, unchanged', () => {
    const a = endToEndAttribution('a', side(20, BASE), side(20, { ...BASE, tokens: 200 }), DEFAULT_STATISTICS)!;
    const out = part(a, 'output_tokens');
    assert.ok(out.delta > 3, JSON.stringify(a));
    assert.equal(largestPart({ ...a, identity_changed: null })?.part, 'output_tokens');
    assert.ok(Math.abs(part(a, 'decode').delta) < out.delta / 4, JSON.stringify(a));
    assert.ok(Math.abs(part(a, 'ttft').delta) < out.delta / 4, JSON.stringify(a));
    const r = a.rate_at_baseline_tokens!;
    assert.ok(Math.abs(r.output_tokens - 100) <= 2, JSON.stringify(r));
    assert.ok(Math.abs(r.baseline_tps - 40) < 1, JSON.stringify(r));
    // Unchanged within its interval: the baseline's rate lies inside the current rate's at that length.
    assert.ok(r.ci !== null && r.ci.low <= r.baseline_tps && r.baseline_tps <= r.ci.high, JSON.stringify(r));
  });

  test('decode slowed: the decode part carries the change and the rate at the baseline length fell with it', () => {
    const a = endToEndAttribution('a', side(20, BASE), side(20, { ...BASE, tps: 30 }), DEFAULT_STATISTICS)!;
    const decode = part(a, 'decode');
    assert.ok(decode.delta < -10, JSON.stringify(a));
    assert.ok(a.parts.find((p) => p.part === 'decode')!.ci!.high < 0, JSON.stringify(a));
    assert.equal(largestPart({ ...a, identity_changed: null })?.part, 'decode');
    assert.ok(Math.abs(part(a, 'output_tokens').delta) < 1, JSON.stringify(a));
    const r = a.rate_at_baseline_tokens!;
    assert.ok(r.ci !== null && r.ci.high < r.baseline_tps - 5, JSON.stringify(r));
  });

  test('the parts add up to the change of the model rate, whatever the medians (seeded property)', () => {
    const medians = fc.tuple(
      fc.double({ min: 0.01, max: 10, noNaN: true }),
      fc.double({ min: 1, max: 1000, noNaN: true }),
      fc.double({ min: 1, max: 10000, noNaN: true }),
    );
    fc.assert(
      fc.property(medians, medians, (b, c) => {
        const sum = shapleyParts(b, c).reduce((x, y) => x + y, 0);
        const change = modelRate(c) - modelRate(b);
        return Math.abs(sum - change) <= 1e-9 * Math.max(1, Math.abs(modelRate(b)), Math.abs(modelRate(c)));
      }),
      { seed: 38, numRuns: 300 },
    );
  });

  test('too few a side: deltas without intervals; nothing to read: no parts; only the end-to-end rate gets them', () => {
    const few = endToEndAttribution('a', side(2, BASE), side(20, { ...BASE, tokens: 200 }), DEFAULT_STATISTICS)!;
    assert.ok(few.parts.every((p) => p.ci === null) && few.rate_at_baseline_tokens!.ci === null);
    assert.equal(endToEndAttribution('a', [], side(3, BASE), DEFAULT_STATISTICS), null);
    const pfc = attributionOf('p', 'q', 'post_first_content_tps', [side(5, BASE)], side(5, BASE), DEFAULT_STATISTICS);
    assert.deepEqual(pfc.parts, []);
    assert.equal(pfc.rate_at_baseline_tokens, undefined);
  });

  test('the lead sentence names the output length and the rate at the baseline length', () => {
    const base = side(20, BASE);
    const cur = side(20, { ...BASE, tokens: 200 });
    const c: Comparison = {
      provider: 'alpha',
      prompt: 'essay',
      metric: 'end_to_end_tps',
      baseline_p50: 40,
      current_p50: 44.4,
      delta_pct: 11,
      ci_low_pct: 10.2,
      ci_high_pct: 11.8,
      verdict: 'faster',
      baseline_n: 20,
      current_n: 20,
      baseline_runs: 1,
      confirmed: true,
      attribution: attributionOf('alpha', 'essay', 'end_to_end_tps', [base], cur, DEFAULT_STATISTICS),
    };
    assert.match(
      changeSentence(c)!,
      /^alpha \/ essay: end-to-end tok\/s \+11\.0% \[\+10\.2%, \+11\.8%\], of which the output length \+[\d.]+ tok\/s \[\+[\d.]+, \+[\d.]+\]; at the baseline's median length \(100 tokens\) 4\d\.\d tok\/s \[[\d.]+, [\d.]+\], was 4\d\.\d\.$/,
    );
  });
});
