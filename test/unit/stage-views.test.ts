import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { saturationOf, type StageResult } from '../../src/analyze/load-figures.ts';
import type { Results } from '../../src/analyze/types.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { renderCommentBody, renderJobSummary } from '../../src/report/job-summary.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { stageTables } from '../../src/report/stages.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { LIMITED_NIGHT, loadNights } from '../fixtures/dashboard-load-history.ts';

// What every view (terminal, summary.md, report.html, job summary, PR
// comment) says of a stage that never reached its offered load (too few
// requests for its streams: flagged with both numbers, never named in a
// saturation sentence) and of requests sent again after a stale connection.

/** A load night whose stages at `short` concurrencies had 10 requests in flight at most: flagged, and the saturation recomputed. */
function fellShort(short: readonly number[] = [16]): Results {
  const night = loadNights()[LIMITED_NIGHT]!;
  const stages: StageResult[] = (night.stages ?? []).map((s) =>
    short.includes(s.offered.concurrency!)
      ? {
          ...s,
          reached_concurrency: { mean: 9.82, max: 10 },
          offered_not_reached: { by: 'concurrency', offered: s.offered.concurrency!, reached: 9.82, reached_max: 10 },
        }
      : { ...s, reached_concurrency: { mean: s.achieved_concurrency!, max: s.offered.concurrency! } },
  );
  const saturation = (night.saturation ?? []).map((sat) =>
    saturationOf(
      stages.filter((s) => s.provider === sat.provider && s.prompt === sat.prompt),
      night.slo ?? null,
    ),
  );
  return { ...night, stages, saturation };
}

const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: 'o/r', sha: null };

describe('a stage that did not reach its offered load, in every view', () => {
  const results = fellShort();
  const views: Record<string, string> = {
    terminal: renderTerminal(results, { color: false, width: 200 }),
    'summary.md': renderSummaryMarkdown(results, { outDir: 'out' }),
    'report.html': renderHtmlReport(results, []),
    'job summary': renderJobSummary(results, ctx).text,
    comment: renderCommentBody(results, ctx, 'k').text,
  };

  it('report.html draws the stage hollow on its curves, and says what a hollow point is', () => {
    const html = views['report.html']!;
    assert.match(html, /<circle class="point p50 not-reached" data-stage="2"[^>]* fill="none"/);
    assert.match(html, /<title>stage 2 \(c=16\) \(offered load not reached\):/);
    assert.doesNotMatch(html, /class="point p50 not-reached" data-stage="1"/);
    assert.match(html, /a hollow point is a stage that did not reach its offered load/);
  });

  it('the saturation sentence says when the stage it names is the heaviest, or the only, load reached', () => {
    const line = (r: Results) => stageTables(r)[0]!.lines.find((l) => l.startsWith('Saturation:'))!;
    assert.match(line(results), /at stage 1 \(c=4\); .*; the heaviest load reached, so the endpoint may take more\.$/);
    // As `run --url --concurrency 1,4,16 --requests 3`: only c=1 reached its load.
    assert.match(
      line(fellShort([4, 16])),
      /at stage 0 \(c=1\); .*; the only stage that reached its offered load, so the endpoint may take more\.$/,
    );
  });

  it('the data: the stage is left out of the saturation point, which was its pair at c=16 before', () => {
    const before = loadNights()[LIMITED_NIGHT]!.saturation![0]!;
    assert.equal(before.at_stage, 2, 'the fixture names the c=16 stage');
    for (const sat of results.saturation ?? []) {
      assert.notEqual(sat.at_stage, 2);
      assert.deepEqual(sat.not_reached_stages, [2]);
    }
  });

  for (const [view, text] of Object.entries(views))
    it(`${view}: the stage's note and sentence give both numbers; no saturation sentence names it`, () => {
      assert.match(text, /offered c=16 not reached/);
      assert.match(
        text,
        /Offered load not reached: stage 2 \(c=16\) had 9\.82 in flight on average and at most 10, of 16 offered/,
      );
      assert.match(text, /c=9\.82, max 10/);
      const saturation = text.split('\n').filter((l) => l.includes('Saturation:'));
      assert.ok(saturation.length > 0, `${view} has a saturation sentence`);
      for (const line of saturation) assert.doesNotMatch(line, /stage 2/, `${view}: ${line}`);
      assert.doesNotMatch(text, /c=n\/a(?! \()/, 'c=n/a never without a reason');
    });
});

describe('requests sent again after a stale connection, in every view', () => {
  const night = loadNights()[LIMITED_NIGHT]!;
  const retried = night.requests.filter((r) => !r.warmup).slice(0, 3);
  const ids = new Set(retried.map((r) => r.id));
  const stage = night.stages![0]!;
  const results: Results = {
    ...night,
    requests: night.requests.map((r) => ({ ...r, retries: ids.has(r.id) ? 1 : 0 })),
    stages: night.stages!.map((s) => (s === stage ? { ...s, retries: 2 } : s)),
  };
  const measured = results.requests.filter((r) => !r.warmup).length;
  const views: Record<string, string> = {
    terminal: renderTerminal(results, { color: false, width: 200 }),
    'summary.md': renderSummaryMarkdown(results, { outDir: 'out' }),
    'report.html': renderHtmlReport(results, []),
    'job summary': renderJobSummary(results, ctx).text,
    comment: renderCommentBody(results, ctx, 'k').text,
  };
  for (const [view, text] of Object.entries(views))
    it(`${view}: the count of retried requests, and the stage's`, () => {
      assert.match(
        text,
        new RegExp(
          `Retries: 3 of ${measured} measured requests were sent again after meeting a stale pooled connection`,
        ),
      );
      assert.match(text, /2 retried \(stale connection\)/);
    });

  it('no sentence where nothing was retried', () => {
    assert.doesNotMatch(renderSummaryMarkdown(night), /Retries:/);
  });
});
