import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withComparisons } from '../../src/analyze/compare.ts';
import type { Results } from '../../src/analyze/types.ts';
import { renderCommentBody, renderJobSummary, trendSection, type ReportContext } from '../../src/report/job-summary.ts';
import { trendLines } from '../../src/history/trend.ts';
import { sparklineWithGaps } from '../../src/report/sparkline.ts';
import { BUFFERED_NIGHT, seededNights } from '../fixtures/dashboard-history.ts';

// The inline trend of the job summary and the PR comment: a text sparkline
// per provider x prompt of the post-first-content p50, over a seeded history
// with a step regression (beta's rates halve) and a buffering night (gamma).

const nights = seededNights(BUFFERED_NIGHT + 2, 4);
const current = nights.at(-1) as Results;
const earlier = nights.slice(0, -1);

const ctx = (trends: ReportContext['trends']): ReportContext => ({
  artifactUrl: 'https://github.com/acme/llm-bench/actions/runs/1/artifacts/2',
  artifactName: 'nightly-attempt-1',
  runUrl: 'https://github.com/acme/llm-bench/actions/runs/1',
  repository: 'acme/llm-bench',
  sha: 'a'.repeat(40),
  history: {
    store: { kind: 'branch', branch: 'streamgauge-data' },
    baselineRuns: 5,
    trendRuns: earlier.length,
    added: null,
    problem: null,
  },
  trends,
});

/** The trend table's rows: provider -> [prompt, sparkline, first, this run]. */
function rows(md: string): Map<string, string[]> {
  const at = md.indexOf('| provider | prompt | trend | first | this run |');
  assert.ok(at >= 0, 'the trend table is there');
  const out = new Map<string, string[]>();
  for (const line of md.slice(at).split('\n').slice(2)) {
    if (!line.startsWith('| ')) break;
    const cells = line
      .slice(2, -2)
      .split(' | ')
      .map((c) => c.trim());
    out.set(`${cells[0]}/${cells[1]}`, cells.slice(2));
  }
  return out;
}

describe('inline trend', () => {
  it('sparklines keep gaps for runs without the figure', () => {
    assert.equal(sparklineWithGaps([1, null, 8, 4.5]), '▁·█▅');
    assert.equal(sparklineWithGaps([null, null]), '··');
    assert.equal(sparklineWithGaps([5, 5]), '▄▄');
  });

  it('one line per group of this run, over the newest runs, this run last', () => {
    const lines = trendLines(earlier, current, { points: 20 });
    assert.equal(lines.length, current.groups.length);
    for (const l of lines) {
      assert.equal(l.values.length, 20);
      const g = current.groups.find((x) => x.provider === l.provider && x.prompt === l.prompt)!;
      assert.equal(l.values.at(-1), g.post_first_content_tps!.p50);
    }
    const gamma = lines.find((l) => l.provider === 'gamma' && l.prompt === 'short')!;
    // The buffering night is the one before this run: a gap there, nowhere else.
    assert.deepEqual(
      gamma.values.map((v, i) => (v === null ? i : -1)).filter((i) => i >= 0),
      [18],
    );
  });

  it('the job summary and the comment carry the same sparkline rows, a step and a gap drawn', () => {
    const compared = withComparisons(current, earlier.slice(-5));
    const c = ctx(trendLines(earlier, compared));
    const summary = renderJobSummary(compared, c).text;
    const comment = renderCommentBody(compared, c, 'nightly').text;
    const s = rows(summary);
    assert.deepEqual(rows(comment), s);
    assert.equal(s.size, current.groups.length);
    for (const [key, [spark, first, latest]] of s) {
      assert.match(spark!, /^`[▁▂▃▄▅▆▇█·]{20}`$/, key);
      assert.match(first!, /^[\d,]+(\.\d+)?$/, key);
      assert.match(latest!, /^[\d,]+(\.\d+)?$/, key);
    }
    // beta's rates halved from night STEP_AT (25), within the last 20 runs: high bars before, low after.
    const beta = s.get('beta/short')![0]!.slice(1, -1);
    const before = [...beta.slice(0, 5)];
    const after = [...beta.slice(-5)];
    assert.ok(
      before.every((b) => '▅▆▇█'.includes(b)),
      beta,
    );
    assert.ok(
      after.every((b) => '▁▂▃'.includes(b)),
      beta,
    );
    assert.equal(s.get('gamma/long')![0]!.slice(1, -1)[18], '·', 'the buffering night is a gap');
    assert.match(
      summary,
      /Trend of the p50 post-first-content tok\/s over the last 20 runs, oldest first, this run last/,
    );
    assert.ok(summary.indexOf('| provider | prompt | trend |') > summary.indexOf('## Regression check'));
  });

  it('no table before a second run, and none without a history', () => {
    assert.equal(trendSection(trendLines([], current)), '');
    const summary = renderJobSummary(current, { ...ctx(null), history: null }).text;
    assert.doesNotMatch(summary, /\| trend \|/);
  });
});
