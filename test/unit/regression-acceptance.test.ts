import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withComparisons } from '../../src/analyze/compare.ts';
import type { Comparison, Results } from '../../src/analyze/types.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { PROVIDERS, slowed, syntheticRun } from './synthetic-runs.ts';

// Acceptance, in process: two nightly runs where one provider's per-token
// interval doubles (its rates halve) flag exactly that provider's two rates
// as slower, with an interval that excludes zero; two runs with only noise
// (same speeds, different seeds: per-request spread, outliers, a run-wide
// drift) flag nothing. 20 seeded repetitions of each; the seeds are the
// first 20, not picked. The same check against the real simulator over
// HTTP is test/integration/regression.test.ts.

const REPETITIONS = 20;
/** Measured requests per provider x prompt in each run (the `repetitions` of a config). */
const REPS = 20;
const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T02:00:00.000Z`;

const flagged = (r: Results): Comparison[] =>
  (r.comparisons ?? []).filter((c) => c.verdict === 'slower' || c.verdict === 'faster');

/** "provider / prompt / metric: verdict" lines of the summary's comparison table marked in bold. */
function boldVerdicts(md: string): string[] {
  const section = md.slice(md.indexOf('## Compared with the baseline'));
  return section
    .split('\n')
    .filter((l) => l.startsWith('|') && /\*\*(slower|faster)\*\*/.test(l))
    .map((l) => {
      const cells = l.split('|').map((c) => c.trim());
      return `${cells[1]} / ${cells[2]} / ${cells[3]}: ${/\*\*(\w+)\*\*/.exec(l)?.[1]}`;
    });
}

test(`a halved rate is flagged, exactly there, in ${REPETITIONS} of ${REPETITIONS} seeded repetitions`, () => {
  for (let seed = 1; seed <= REPETITIONS; seed++) {
    const before = syntheticRun(seed, day(1), { reps: REPS });
    const after = syntheticRun(1000 + seed, day(2), { providers: slowed('alpha', 2), reps: REPS });
    const r = withComparisons(after, [before]);
    const got = flagged(r)
      .map((c) => `${c.provider}/${c.prompt}/${c.metric}:${c.verdict}`)
      .sort();
    assert.deepEqual(
      got,
      [
        'alpha/long/end_to_end_tps:slower',
        'alpha/long/post_first_content_tps:slower',
        'alpha/short/end_to_end_tps:slower',
        'alpha/short/post_first_content_tps:slower',
      ],
      `seed ${seed}`,
    );
    for (const c of flagged(r)) {
      assert.ok(c.ci_high_pct! < 0, `seed ${seed}: the interval excludes zero: ${c.ci_low_pct}..${c.ci_high_pct}`);
      assert.ok(
        c.ci_low_pct! <= c.delta_pct! && c.delta_pct! <= c.ci_high_pct!,
        `seed ${seed}: delta inside its interval`,
      );
    }
    // alpha's TTFT did not change, and nothing else did
    assert.ok(
      r
        .comparisons!.filter((c) => !(c.provider === 'alpha' && c.metric !== 'ttft_ms'))
        .every((c) => c.verdict === 'no_change'),
      `seed ${seed}`,
    );
    assert.deepEqual(r.streaming_changes, []);
    // and the summary says the same
    assert.deepEqual(
      boldVerdicts(renderSummaryMarkdown(r)).sort(),
      [
        'alpha / long / end-to-end tok/s: slower',
        'alpha / long / post-first-content tok/s: slower',
        'alpha / short / end-to-end tok/s: slower',
        'alpha / short / post-first-content tok/s: slower',
      ],
      `seed ${seed}`,
    );
  }
});

test(`noise alone flags nothing in ${REPETITIONS} seeded repetitions`, () => {
  let compared = 0;
  let intervalsAroundZero = 0;
  for (let seed = 1; seed <= REPETITIONS; seed++) {
    const before = syntheticRun(seed, day(1), { reps: REPS });
    const after = syntheticRun(1000 + seed, day(2), { reps: REPS });
    const r = withComparisons(after, [before]);
    assert.deepEqual(flagged(r), [], `seed ${seed}`);
    assert.equal(r.comparisons!.length, PROVIDERS.length * 2 * 3);
    for (const c of r.comparisons!) {
      assert.equal(c.verdict, 'no_change', `seed ${seed} ${c.provider}/${c.prompt}/${c.metric}`);
      compared++;
      if (c.ci_low_pct! <= 0 && c.ci_high_pct! >= 0) intervalsAroundZero++;
    }
    assert.match(renderSummaryMarkdown(r), /Regression check: no regression/);
  }
  // The noise is real noise: the runs differ, and not every interval covers 0
  // (run-to-run drift), which is what the minimum effect is for.
  assert.ok(intervalsAroundZero < compared, 'some intervals exclude 0: the test runs are noisy');
  assert.ok(intervalsAroundZero > compared / 2, 'most intervals cover 0');
});

test('the noise in these runs would fool a naive check: a 5% threshold on the p50 alone raises alarms', () => {
  let naive = 0;
  for (let seed = 1; seed <= REPETITIONS; seed++) {
    const r = withComparisons(syntheticRun(1000 + seed, day(2), { reps: REPS }), [
      syntheticRun(seed, day(1), { reps: REPS }),
    ]);
    naive += r.comparisons!.filter((c) => Math.abs(c.delta_pct!) >= 5).length;
  }
  assert.ok(naive > 0, 'the noise is large enough to matter');
});
