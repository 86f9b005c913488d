import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../src/analyze/index.ts';
import type { RequestResult, Results } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { buildReportData, groupDist, tracesForReport } from '../../src/report/html-data.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { DIST_BINS, reportRequests, type EmbeddedReportData } from '../../src/report/report-data.ts';
import type { Trace } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';
import { RUN } from './synthetic-runs.ts';

// report.html past report.timelines_per_group: the page holds the timelines
// of a bounded sample per group (flagged first, then seeded), and the
// distributions of every request, binned.

/** n requests of provider p: every 50th buffered (a flag), end times spread so the rates differ. */
function traces(provider: string, n: number): Trace[] {
  return Array.from({ length: n }, (_, i) =>
    mkTrace({
      provider,
      rep: i + 1,
      at:
        i % 50 === 0
          ? { first_content: 2000, last_content: 2000, end: 2000 }
          : { end: 1200 + i, last_content: 1200 + i },
      content_reads: i % 50 === 0 ? 1 : 50,
    }),
  );
}

const dataOf = (html: string) => {
  const data = JSON.parse(
    /<script type="application\/json" id="sg-data">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as EmbeddedReportData;
  return { ...data, requests: reportRequests(data.requests) };
};

describe('report.html sample cap', () => {
  const all = [...traces('big', 1000), ...traces('small', 30)];
  const results = analyze(all, DEFAULT_ANALYSIS, RUN);

  it('a group past the cap embeds its flagged requests first, then a seeded sample; a group within it, all', () => {
    const data = buildReportData(results, all, { timelinesPerGroup: 100 });
    const big = results.groups.findIndex((g) => g.provider === 'big');
    const kept = data.requests.filter((r) => r !== null);
    assert.equal(kept.filter((r) => r.group === big).length, 100);
    assert.equal(kept.filter((r) => r.group !== big).length, 30, 'the small group whole');
    // The 20 buffered ones are flagged: all embedded, with their timelines.
    const flagged = kept.filter((r) => r.group === big && r.flags.includes('buffered'));
    assert.equal(flagged.length, 20);
    assert.ok(kept.every((r) => r.timeline !== null));
    assert.deepEqual(data.sampled, { timelines_per_group: 100, shown: 130, total: 1030 });
    // Indices stay those of results.requests: a timeline's anchor does not move.
    data.requests.forEach((r, i) => r && assert.equal(r.id, results.requests[i]!.id));
    // The same run gives the same sample.
    const again = buildReportData(results, all, { timelinesPerGroup: 100 });
    assert.deepEqual(
      again.requests.map((r) => r?.id ?? null),
      data.requests.map((r) => r?.id ?? null),
    );
    // The binned distributions cover every measured request of the group.
    const dist = data.groups[big]!.dist!;
    const e2e = dist.end_to_end_tps!;
    assert.equal(e2e.n, results.groups[big]!.n_end_to_end);
    assert.equal(e2e.counts.length, DIST_BINS);
    assert.equal(e2e.counts.reduce((a, b) => a + b, 0) + e2e.over, e2e.n);
    assert.ok(Math.abs(e2e.q2 - results.groups[big]!.end_to_end_tps!.p50) < 1e-9, 'the median results.json holds');
    assert.equal(data.groups.find((g) => g.provider === 'small')!.dist, undefined);
  });

  it('within the cap the page is what it was: no sample, no bins', () => {
    const data = buildReportData(results, all, { timelinesPerGroup: 5000 });
    assert.equal(data.sampled, undefined);
    assert.ok(data.requests.every((r) => r !== null));
    assert.ok(data.groups.every((g) => g.dist === undefined));
  });

  it('says how many of how many it shows, and links only the flagged requests it holds', () => {
    const more = [...traces('big', 2000), ...traces('small', 30)];
    const html = renderHtmlReport(analyze(more, DEFAULT_ANALYSIS, RUN), more, { timelinesPerGroup: 10 });
    assert.match(html, /This page holds the timelines of 20 of 2,030 requests: at most 10 per group/);
    assert.match(html, /traces\.ndjson holds every timeline/);
    const data = dataOf(html);
    const held = data.requests.flatMap((r, i) => (r === null ? [] : [i]));
    const linked = [...html.matchAll(/href="#req-(\d+)"/g)].map((m) => Number(m[1]));
    assert.ok(linked.length > 0);
    for (const i of linked) assert.ok(held.includes(i), `link to #req-${i}, which the page does not hold`);
    // 40 buffered flags in the big group, 10 on the page (the cap): past the first 20 ids, counted, not listed.
    assert.match(html, /20 more not on this page: results\.json lists them/);
  });

  it('a run keeps only the traces its page draws, and the page is the same from them', () => {
    const kept = tracesForReport(results, all, 100);
    assert.equal(kept.length, 130);
    assert.equal(
      renderHtmlReport(results, kept, { timelinesPerGroup: 100 }),
      renderHtmlReport(results, all, { timelinesPerGroup: 100 }),
    );
    assert.equal(tracesForReport(results, all, 5000).length, all.length, 'within the cap: every trace');
  });

  it('300,000 values through the distributions: bins, quartiles and the page data', () => {
    const template = results.requests.find((r) => r.provider === 'big' && r.outcome === 'streamed')!;
    const many: RequestResult[] = Array.from({ length: 300_000 }, (_, i) => ({
      ...template,
      id: `big/q/${i}`,
      rep: i,
      ttft_ms: 100 + (i % 1000),
      post_first_content_tps: 10 + (i % 5000) / 10,
      end_to_end_tps: i === 0 ? 1e9 : 5 + (i % 3000) / 10,
    }));
    const d = groupDist(many, 'end_to_end_tps', DEFAULT_ANALYSIS.max_plausible_tps)!;
    assert.equal(d.n, 300_000);
    assert.equal(d.over, 1);
    assert.equal(d.max, 1e9);
    assert.equal(d.top, 5 + 2999 / 10);
    assert.equal(
      d.counts.reduce((a, b) => a + b, 0),
      299_999,
    );
    const big: Results = { ...results, requests: many, flagged: [] };
    const data = buildReportData(big, [], {});
    assert.equal(data.requests.filter((r) => r !== null).length, 200);
    assert.equal(data.groups[0]!.dist!.ttft_ms!.n, 300_000);
  });
});
