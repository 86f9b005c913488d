import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_MIN_EFFECT_PCT } from '../../src/analyze/compare.ts';
import { NOISE_FLOOR_PCT, noiseDomain, noiseFraction, noiseLevels } from '../../src/report/noise-scale.ts';
import { sparkline, sparklineWithGaps } from '../../src/report/sparkline.ts';

// A trend is drawn over its noise band, so a move inside the band stays small
// and a regression fills the height (issue 22: a -1.3% wiggle drew `██▁`).

test('the floor is the regression check’s smallest counted change', () => {
  assert.equal(NOISE_FLOOR_PCT, DEFAULT_MIN_EFFECT_PCT);
});

test('a -1.3% TTFT move inside its interval and a -50% regression draw differently', () => {
  const wiggle = [400, 400, 394.8];
  const cliff = [400, 400, 200];
  assert.equal(sparkline(cliff), '██▁');
  const small = sparkline(wiggle, [null, null, [388, 402]]);
  assert.notEqual(small, '██▁');
  // The drop spans at most two of the eight levels.
  const levels = noiseLevels(wiggle, noiseDomain(wiggle, [null, null, [388, 402]])!, 8) as number[];
  assert.ok((levels[0] as number) - (levels[2] as number) <= 2, `levels ${levels.join(',')}`);
  // As a chart: the wiggle moves under a fifth of the height, the regression all of it.
  const dw = noiseDomain(wiggle)!;
  const dc = noiseDomain(cliff)!;
  assert.ok(noiseFraction(400, dw) - noiseFraction(394.8, dw) < 0.2);
  assert.equal(noiseFraction(400, dc) - noiseFraction(200, dc), 1);
});

test('without intervals the floor alone keeps a wiggle small', () => {
  assert.equal(sparkline([100, 100, 98.7]), '▅▅▄');
  assert.equal(sparklineWithGaps([100, null, 98.7]), '▅·▄');
});

test('the domain holds the intervals, starts at 0 for positive values, and says null for no value', () => {
  assert.deepEqual(noiseDomain([50, 60], [[40, 70]]), { lo: 40, hi: 70 });
  // Mostly zeros: the floor (one unit) would dip below 0, so the range starts there.
  assert.deepEqual(noiseDomain([0, 0, 0.001]), { lo: 0, hi: 1 });
  assert.equal(noiseDomain([null, Number.NaN]), null);
  assert.deepEqual(noiseDomain([0, 0]), { lo: 0, hi: 1 });
  assert.equal(sparklineWithGaps([null, null]), '··');
});

test('a wide spread is drawn over its own range, as before', () => {
  assert.equal(sparkline([1, 2, 3, 4, 5, 6, 7, 8]), '▁▂▃▄▅▆▇█');
  assert.equal(sparkline([5, 5]), '▄▄');
});
