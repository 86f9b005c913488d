import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import * as fast from '../../src/analyze/bootstrap.ts';
import { attributionOf } from '../../src/analyze/attribution.ts';
import { Mulberry32 } from '../../src/random.ts';
import type { RequestResult } from '../../src/analyze/types.ts';
import * as ref from '../support/reference/bootstrap.ts';
import { attributionOf as refAttributionOf } from '../support/reference/attribution.ts';

// The bootstrap's draws were made faster (a PRNG the loop inlines, counted
// resamples in the attributions, intervals by selection rather than a full
// sort; issue 36) without changing one output bit: every interval, every
// resampled median and every attribution must be the former code's
// (test/support/reference/), compared with Object.is, for any values
// (repeats, zeros, -0, negatives, one value), seeds, levels and resample
// counts. fast-check prints the seed and path of any failure (reproduce with
// `{ seed, path }` in fc.assert's options).

const value = fc.oneof(
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.integer({ min: 0, max: 6 }).map((x) => x / 3),
  fc.constantFrom(0, -0, 2.292, 1e-4, 91.814),
);
const values = fc.array(value, { maxLength: 60 });
const settings = fc.record({
  ci_level: fc.constantFrom(0.95, 0.9, 0.5, 0.99, 1, 0),
  resamples: fc.integer({ min: 0, max: 400 }),
});
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });

/** Both null, or the same two numbers to the bit. */
function sameInterval(got: fast.Interval | null, want: fast.Interval | null, what: string): void {
  if (want === null || got === null) return assert.equal(got, want, what);
  assert.ok(
    Object.is(got.low, want.low) && Object.is(got.high, want.high),
    `${what}: ${got.low}..${got.high} where the former code gives ${want.low}..${want.high}`,
  );
}

describe('bootstrap, made faster: the former results to the bit', () => {
  it('Mulberry32 draws what the closure PRNG drew', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const a = new Mulberry32(s);
        const b = ref.mulberry32(s);
        for (let i = 0; i < 50; i++) assert.ok(Object.is(a.next(), b()));
      }),
      { numRuns: 300 },
    );
  });

  it('resampledMedians, bootstrapMedianCi and bootstrapQuantileCi', () => {
    fc.assert(
      fc.property(values, seed, settings, fc.double({ min: 0, max: 1, noNaN: true }), (xs, s, set, p) => {
        const got = fast.resampledMedians(xs, s, set);
        const want = ref.resampledMedians(xs, s, set);
        if (want === null) assert.equal(got, null);
        else {
          assert.ok(got !== null && got.length === want.length);
          want.forEach((x, i) =>
            assert.ok(Object.is(got[i], x), `median ${i}: ${got[i]} where the former code gives ${x}`),
          );
        }
        sameInterval(fast.bootstrapMedianCi(xs, s, set), ref.bootstrapMedianCi(xs, s, set), 'median interval');
        sameInterval(fast.bootstrapQuantileCi(xs, p, s, set), ref.bootstrapQuantileCi(xs, p, s, set), `p${p} interval`);
      }),
      { numRuns: 600 },
    );
  });

  it('bootstrapDeltaPctCi over one or several baseline runs', () => {
    fc.assert(
      fc.property(fc.array(values, { maxLength: 5 }), values, seed, settings, (runs, cur, s, set) => {
        sameInterval(fast.bootstrapDeltaPctCi(runs, cur, s, set), ref.bootstrapDeltaPctCi(runs, cur, s, set), 'delta');
      }),
      { numRuns: 600 },
    );
  });

  it('percentileInterval of any statistics, NaN and -0 among them', () => {
    const stat = fc.oneof(value, fc.constantFrom(NaN, Infinity, -Infinity));
    fc.assert(
      fc.property(fc.array(stat, { maxLength: 300 }), settings, (xs, set) => {
        sameInterval(
          fast.percentileInterval(Float64Array.from(xs), set.ci_level),
          ref.percentileInterval(Float64Array.from(xs), set.ci_level),
          'interval',
        );
      }),
      { numRuns: 600 },
    );
  });

  it('the TTFT and end-to-end rate attributions', () => {
    const ms = fc.oneof(
      fc.integer({ min: 0, max: 3 }).map((x) => x * 50),
      fc.double({ min: 0, max: 5000, noNaN: true }),
    );
    const request = fc.record({
      ttft_ms: ms,
      total_ms: ms,
      end_to_end_tps: fc.oneof(fc.constantFrom(40, 50), fc.double({ min: 0, max: 500, noNaN: true })),
      connect_ms: fc.option(ms),
      processing: fc.option(ms),
      fp: fc.constantFrom('a', 'b'),
    });
    const side = fc.array(request, { maxLength: 25 }).map((rs) =>
      rs.map(
        (r) =>
          ({
            warmup: false,
            outcome: 'streamed',
            ttft_ms: r.ttft_ms,
            total_ms: r.ttft_ms + r.total_ms,
            end_to_end_tps: r.end_to_end_tps,
            new_connection: r.connect_ms !== null,
            connect_ms: r.connect_ms,
            served: { model: 'm', fingerprint: r.fp, region: null, processing_ms: r.processing },
          }) as RequestResult,
      ),
    );
    fc.assert(
      fc.property(fc.array(side, { minLength: 1, maxLength: 3 }), side, settings, (base, cur, set) => {
        const s = { ...set, min_samples: 3 };
        for (const metric of ['ttft_ms', 'end_to_end_tps'] as const) {
          const got = attributionOf('p', 'q', metric, base, cur, s);
          const want = refAttributionOf('p', 'q', metric, base, cur, s);
          // JSON would print -0 as 0: compare every number with Object.is.
          const numbers = (x: unknown): number[] =>
            typeof x === 'number' ? [x] : x !== null && typeof x === 'object' ? Object.values(x).flatMap(numbers) : [];
          assert.equal(JSON.stringify(got), JSON.stringify(want));
          const [g, w] = [numbers(got), numbers(want)];
          assert.ok(g.length === w.length && g.every((x, i) => Object.is(x, w[i])), `${metric}: ${g} vs ${w}`);
        }
      }),
      { numRuns: 150 },
    );
  });
});
