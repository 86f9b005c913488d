import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { summarize } from '../../src/stats.ts';
import { summarizeRuns } from '../../src/analyze/samples.ts';

// A group's ITL and chunk-gap figures are order statistics found by counting
// in each request's sorted samples (summarizeRuns), never by pooling them:
// they must be stats.ts summarize over the concatenation, to the bit, for
// any values (repeats, infinities, NaN, -0) and any split into runs, sorted
// or not. fast-check prints the seed and path of any failure (reproduce with
// `{ seed, path }` in fc.assert's options).

const value = fc.oneof(
  fc.double(),
  fc.integer({ min: 0, max: 6 }).map((x) => x / 3),
  fc.constantFrom(0, -0, 2.292, 1e-4, 91.814),
);

describe('summarizeRuns', () => {
  it('gives summarize over the concatenation, bit for bit, from sorted or unsorted runs', () => {
    fc.assert(
      fc.property(fc.array(fc.array(value, { maxLength: 40 }), { maxLength: 12 }), (lists) => {
        const want = summarize(lists.flat());
        for (const runs of [lists, lists.map((l) => Float64Array.from(l).sort())]) {
          const got = summarizeRuns(runs);
          if (want === null) assert.equal(got, null);
          else {
            assert.ok(got !== null);
            for (const k of ['p50', 'p90', 'p99', 'min', 'max'] as const)
              assert.ok(Object.is(got[k] + 0, want[k] + 0), `${k}: ${got[k]} where summarize gives ${want[k]}`);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('finds neighbouring doubles apart', () => {
    const a = 1;
    const b = 1 + Number.EPSILON;
    const c = 1 + 2 * Number.EPSILON;
    const runs = [Float64Array.of(a, c), Float64Array.of(b, b, c)];
    assert.deepEqual(summarizeRuns(runs), summarize([a, c, b, b, c]));
  });
});
