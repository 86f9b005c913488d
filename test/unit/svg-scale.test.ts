import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  diamondPath,
  dotsPath,
  linear,
  linePath,
  niceEnd,
  niceMax,
  ticks,
  tickStep,
} from '../../src/report/browser/scale.ts';

// The arithmetic of the drawing kit both pages' scripts share
// (src/report/browser/svg.ts): one tick algorithm, steps of 1, 2 or 5 times a
// power of ten, at most `count` of them, each value exact to 12 digits.

/** Whether `step` is 1, 2 or 5 times a power of ten. */
function isNiceStep(step: number): boolean {
  const mantissa = Number((step / Math.pow(10, Math.floor(Math.log10(step) + 1e-9))).toPrecision(6));
  return [1, 2, 5].includes(mantissa);
}

describe("the pages' ticks", () => {
  test('known spans: the steps the axes draw', () => {
    assert.deepEqual(ticks(0, 1, 5), [0, 0.2, 0.4, 0.6, 0.8, 1]);
    assert.deepEqual(ticks(0, 2.5, 5), [0, 0.5, 1, 1.5, 2, 2.5]);
    assert.deepEqual(ticks(0, 1234, 7), [0, 200, 400, 600, 800, 1000, 1200]);
    assert.deepEqual(ticks(0, 0.3, 3), [0, 0.1, 0.2, 0.3], 'no 0.30000000000000004');
    assert.deepEqual(ticks(13, 47, 4), [20, 30, 40], 'from the first step at or above lo');
    assert.deepEqual(ticks(5, 5, 4), [5], 'an empty span: its one value');
    assert.equal(tickStep(3.2, 4), 1);
    // hi - lo in floats is 1e6 + 1e-10 here: still two parts of 5e5, not one of 1e6 (fast-check found it).
    assert.deepEqual(ticks(160521.86494251422, 160521.86494251422 + 1e6, 2), [500000, 1000000]);
  });

  test('any span: 1/2/5 steps, at most count + 1 ticks, none outside [lo, hi], at least two when the span holds them', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        fc.integer({ min: 2, max: 10 }),
        (lo, span, count) => {
          const hi = lo + span;
          const out = ticks(lo, hi, count);
          // The span ticks() sees: hi - lo in floats, not always the span drawn (lo 524288, span 0.001).
          const step = tickStep(hi - lo, count);
          assert.ok(isNiceStep(step), `step ${step}`);
          assert.ok(out.length <= count + 1, `${out.length} ticks`);
          assert.ok(out.length >= 2 || span < 2 * step, `${out} over ${lo}..${hi}`);
          for (const t of out) assert.ok(t >= lo - step * 1e-6 && t <= hi + step * 1e-6, `${t} outside ${lo}..${hi}`);
          for (let i = 1; i < out.length; i++)
            assert.ok(Math.abs((out[i] as number) - (out[i - 1] as number) - step) <= step * 1e-6, `${out}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('niceEnd: the first tick at or above the value, so an axis ends on a labelled line', () => {
    assert.equal(niceEnd(33.6, 4), 40);
    assert.equal(niceEnd(60, 4), 60, 'a value on a step is its own end');
    assert.equal(niceEnd(0, 4), 1);
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e9, noNaN: true }), fc.integer({ min: 2, max: 8 }), (hi, count) => {
        const end = niceEnd(hi, count);
        const out = ticks(0, end, count);
        assert.ok(end >= hi * (1 - 1e-9), `${end} < ${hi}`);
        assert.equal(out[out.length - 1], end, `${out} end at ${end}`);
        assert.ok(end < hi + tickStep(hi, count) * (1 + 1e-9), `${end} more than one step past ${hi}`);
      }),
      { numRuns: 300 },
    );
  });

  test('niceMax: 1, 2, 2.5, 5 or 10 times a power of ten at or above x', () => {
    assert.deepEqual([0.9, 1.3, 2.2, 4, 7, 130].map(niceMax), [1, 2, 2.5, 5, 10, 200]);
    assert.equal(niceMax(-3), 1);
  });
});

describe("the pages' scales and paths", () => {
  test('linear maps the domain onto the range, an empty domain onto its middle', () => {
    const x = linear(10, 20, 100, 200);
    assert.deepEqual([x(10), x(15), x(20)], [100, 150, 200]);
    assert.equal(linear(5, 5, 0, 10)(99), 5);
  });

  test('a line lifts its pen at a gap; dots and diamonds are one path each', () => {
    assert.equal(linePath([[1, 2], [3.25, 4], null, [5, 6]]), 'M1.0 2.0L3.3 4.0M5.0 6.0');
    assert.equal(linePath([null]), '');
    assert.equal(
      dotsPath([[10, 20]], 2.6),
      'M7.4 20.0a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0 -5.2 0',
      "the dashboard's dot, as it drew it",
    );
    assert.equal(dotsPath([], 2), '');
    assert.equal(diamondPath(10, 20, 5), 'M10 15L15 20L10 25L5 20Z');
  });
});
