import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bootstrapDeltaPctCi, bootstrapMedianCi, median } from '../../src/analyze/bootstrap.ts';
import { sortedFinite } from '../../src/stats.ts';
import { mulberry32, seedFrom } from '../../src/random.ts';
import { analyze, DEFAULT_STATISTICS, groupCi, MIN_SAMPLES, summarizeGroup } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { syntheticRun } from './synthetic-runs.ts';

/** The widely copied reference mulberry32 (bryc/code, "PRNGs"), verbatim apart from types. */
function referenceMulberry32(a: number): () => number {
  return function () {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('mulberry32: the reference sequence, uniform in [0, 1), and the same seed gives the same numbers', () => {
  for (const seed of [0, 1, 42, 0xffffffff, seedFrom('p', 'q', 'ttft_ms')]) {
    const ours = mulberry32(seed);
    const ref = referenceMulberry32(seed);
    for (let i = 0; i < 100_000; i++) assert.equal(ours(), ref(), `seed ${seed}, draw ${i}`);
  }
  const a = mulberry32(42);
  const b = mulberry32(42);
  for (let i = 0; i < 1000; i++) {
    const x = a();
    assert.equal(x, b());
    assert.ok(x >= 0 && x < 1);
  }
  const c = mulberry32(43);
  assert.notEqual(mulberry32(42)(), c());
});

test('seedFrom: FNV-1a over the parts; separators matter', () => {
  assert.equal(seedFrom(''), 0x811c9dc5);
  assert.equal(seedFrom('a'), 0xe40c292c); // FNV-1a 32 of "a"
  assert.notEqual(seedFrom('ab', 'c'), seedFrom('a', 'bc'));
  assert.equal(seedFrom('p', 'q', 'ttft_ms'), seedFrom('p', 'q', 'ttft_ms'));
});

test('bootstrapMedianCi: deterministic, independent of input order, brackets the median', () => {
  const values = [12, 15, 11, 19, 14, 13, 16, 18, 10, 17];
  const ci = bootstrapMedianCi(values, 7)!;
  assert.deepEqual(bootstrapMedianCi([...values].reverse(), 7), ci);
  const m = median(sortedFinite(values));
  assert.ok(ci.low <= m && m <= ci.high, `${ci.low} <= ${m} <= ${ci.high}`);
  assert.ok(ci.low >= 10 && ci.high <= 19);
  assert.ok(ci.high - ci.low < 9, 'narrower than the range');
  assert.equal(bootstrapMedianCi([], 1), null);
  assert.deepEqual(bootstrapMedianCi([5, 5, 5], 1), { low: 5, high: 5 });
  assert.deepEqual(bootstrapMedianCi([1, Number.NaN, 1], 1), { low: 1, high: 1 });
});

test('bootstrapMedianCi covers the true median about as often as it says (normal data, n = 25)', () => {
  const rand = mulberry32(99);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  let covered = 0;
  const trials = 300;
  for (let t = 0; t < trials; t++) {
    const sample = Array.from({ length: 25 }, () => 100 + 10 * normal());
    const ci = bootstrapMedianCi(sample, t, { ci_level: 0.95, resamples: 1000 })!;
    if (ci.low <= 100 && 100 <= ci.high) covered++;
  }
  // 95% nominal; the percentile bootstrap of a median runs a little under or over at this size.
  assert.ok(covered / trials > 0.88 && covered / trials < 0.995, `coverage ${covered / trials}`);
});

test('bootstrapDeltaPctCi: a doubled sample is +100%, an equal one brackets 0', () => {
  const base = [100, 102, 98, 101, 99, 103, 97, 100];
  const up = bootstrapDeltaPctCi(
    [base],
    base.map((x) => x * 2),
    1,
  )!;
  assert.ok(up.low > 90 && up.high < 110, `${up.low}..${up.high}`);
  const same = bootstrapDeltaPctCi([base], [...base].reverse(), 1)!;
  assert.ok(same.low < 0 && same.high > 0);
  assert.equal(bootstrapDeltaPctCi([], base, 1), null);
  assert.equal(bootstrapDeltaPctCi([base], [], 1), null);
  assert.equal(bootstrapDeltaPctCi([[0, 0, 0]], base, 1), null, 'no relative change from a zero median');
});

test('several baseline runs: the run-to-run spread widens the interval (pooling would hide it)', () => {
  const run = (shift: number) => [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1].map((x) => x * shift);
  const current = run(1);
  const pooled = bootstrapDeltaPctCi([[...run(0.95), ...run(1.05)]], current, 3)!;
  const byRun = bootstrapDeltaPctCi([run(0.95), run(1.05)], current, 3)!;
  assert.ok(byRun.high - byRun.low > pooled.high - pooled.low, `${JSON.stringify(byRun)} vs ${JSON.stringify(pooled)}`);
});

test('groups carry seeded intervals that re-analysis reproduces; none below the minimum sample count', () => {
  const a = syntheticRun(5, '2025-03-01T00:00:00.000Z');
  const b = syntheticRun(5, '2025-03-01T00:00:00.000Z');
  assert.deepEqual(a.groups, b.groups);
  for (const g of a.groups) {
    for (const [s, ci] of [
      [g.ttft_ms, g.ttft_ms_ci],
      [g.post_first_content_tps, g.post_first_content_tps_ci],
      [g.end_to_end_tps, g.end_to_end_tps_ci],
    ] as const) {
      assert.ok(ci && s, g.provider);
      assert.equal(ci.level, 0.95);
      assert.ok(ci.low <= s.p50 && s.p50 <= ci.high, `${g.provider}/${g.prompt}: ${ci.low} <= ${s.p50} <= ${ci.high}`);
    }
    assert.equal(g.too_few_samples, false);
  }
  // the interval depends on the group's names (its seed), not on where it sits in the run
  const reqs = a.requests.filter((r) => r.provider === 'beta' && r.prompt === 'long');
  assert.deepEqual(
    summarizeGroup(reqs).end_to_end_tps_ci,
    a.groups.find((g) => g.provider === 'beta' && g.prompt === 'long')!.end_to_end_tps_ci,
  );
  assert.equal(groupCi('p', 'q', 'ttft_ms', [1, 2]), null);
  assert.equal(MIN_SAMPLES, 3);
  assert.ok(groupCi('p', 'q', 'ttft_ms', [1, 2, 3]));
});

test('a group with fewer than 3 streamed responses is marked too few to rank', () => {
  const run = syntheticRun(1, '2025-03-01T00:00:00.000Z', { reps: 2 });
  for (const g of run.groups) {
    assert.equal(g.too_few_samples, true);
    assert.equal(g.post_first_content_tps_ci, null);
    assert.ok(g.post_first_content_tps !== null, 'the figure itself is kept');
  }
  const none = analyze([], { ...DEFAULT_ANALYSIS }, run.run);
  assert.deepEqual(none.groups, []);
});

test('the intervals analyze gives are made with the settings the summary states', () => {
  const run = syntheticRun(5, '2025-03-01T00:00:00.000Z');
  const reqs = run.requests.filter((r) => r.provider === 'beta' && r.prompt === 'long' && !r.warmup);
  const values = reqs.map((r) => r.end_to_end_tps).filter((v): v is number => v !== null);
  const group = run.groups.find((g) => g.provider === 'beta' && g.prompt === 'long')!;
  assert.deepEqual(group.end_to_end_tps_ci, groupCi('beta', 'long', 'end_to_end_tps', values, DEFAULT_STATISTICS));
  // the setting shows in the interval, so the equality above is not vacuous
  const fewer = groupCi('beta', 'long', 'end_to_end_tps', values, { ...DEFAULT_STATISTICS, resamples: 50 });
  assert.notDeepEqual(group.end_to_end_tps_ci, fewer);
  const resamples = DEFAULT_STATISTICS.resamples.toLocaleString('en-US');
  assert.match(renderSummaryMarkdown(run), new RegExp(`seeded bootstrap, ${resamples} resamples`));
});
