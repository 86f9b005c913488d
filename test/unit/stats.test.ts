import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dropNoise, percentile, summarize } from '../../src/stats.ts';

const close = (actual: number, expected: number, msg?: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${msg ?? ''} expected ${expected}, got ${actual}`);

test('percentiles interpolate linearly between closest ranks (numpy default)', () => {
  const s = summarize([1, 2, 3, 4]);
  assert.ok(s);
  close(s.p50, 2.5, 'p50');
  close(s.p90, 3.7, 'p90'); // h = 3 * 0.9 = 2.7 -> 3 + 0.7 * (4 - 3)
  close(s.p99, 3.97, 'p99'); // h = 2.97
  assert.equal(s.min, 1);
  assert.equal(s.max, 4);
});

test('percentiles over 1..10 and an odd count', () => {
  const s = summarize([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  assert.ok(s);
  close(s.p50, 5.5);
  close(s.p90, 9.1); // h = 8.1
  close(s.p99, 9.91); // h = 8.91
  const odd = summarize([5, 1, 3]);
  assert.ok(odd);
  close(odd.p50, 3); // the middle value exactly
  close(odd.p90, 4.6); // h = 1.8 -> 3 + 0.8 * 2
});

test('one value: every statistic is that value', () => {
  assert.deepEqual(summarize([42]), { p50: 42, p90: 42, p99: 42, min: 42, max: 42 });
});

test('no values: null, not zeros', () => {
  assert.equal(summarize([]), null);
  assert.equal(summarize([NaN, Infinity]), null);
});

test('summarize works on a sorted copy and leaves its input alone', () => {
  const input = [3, 1, 2];
  const s = summarize(input);
  assert.deepEqual(input, [3, 1, 2]);
  assert.ok(s);
  assert.equal(s.min, 1);
  assert.equal(s.max, 3);
  close(s.p50, 2);
});

test('summarize sorts numerically, not as strings', () => {
  const s = summarize([100, 9, 20]);
  assert.ok(s);
  assert.equal(s.min, 9);
  assert.equal(s.max, 100);
  close(s.p50, 20);
});

test('non-finite values are ignored', () => {
  const s = summarize([1, NaN, 3, Infinity]);
  assert.ok(s);
  close(s.p50, 2);
  assert.equal(s.max, 3);
});

test('percentile at the ends and on an empty list', () => {
  assert.equal(percentile([1, 2, 3], 0), 1);
  assert.equal(percentile([1, 2, 3], 1), 3);
  assert.ok(Number.isNaN(percentile([], 0.5)));
});

test('dropNoise removes float artefacts and keeps real digits', () => {
  assert.equal(dropNoise(0.1 + 0.2), 0.3);
  assert.equal(dropNoise(2000.0000000000002), 2000);
  assert.equal(dropNoise(3.7000000000000002), 3.7);
  assert.equal(dropNoise(123.456789), 123.456789);
  assert.equal(dropNoise(1_000_000), 1_000_000);
  assert.equal(dropNoise(-0), 0);
  assert.ok(Object.is(dropNoise(-1e-20), -1e-20));
});
