import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { renderCommentBody, renderJobSummary, type ReportContext } from '../../src/report/job-summary.ts';
import { describeChange, regressionFailure } from '../../src/report/regression-message.ts';
import { betweenSentence } from '../../src/report/sentences.ts';
import { COMPARED_KEYS, compareRuns } from '../../src/analyze/compare.ts';
import { type FigureDef, type FigureKey, FIGURES, FIGURE_LIST } from '../../src/analyze/figures.ts';
import type { GroupResult, RequestResult, Results, StageResult, Summary } from '../../src/analyze/types.ts';
import { DASHBOARD_METRICS, dashboardData } from '../../src/dashboard/data.ts';
import { trendSeries } from '../../src/history/trend.ts';
import { stageTables } from '../../src/report/stages.ts';
import { LIMITED_NIGHT, loadNights } from '../fixtures/dashboard-load-history.ts';
import { buildReportDoc } from '../../src/report/doc.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { biggerIsBetter, smallerIsBetter } from '../../src/report/interop.ts';
import { renderResultsJson } from '../../src/report/json.ts';
import { renderDocMarkdown, renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { TIMING_FIGURES } from '../../src/report/timing.ts';

// Adding a figure is one entry in FIGURES (plus its computation): every view
// reads the table. Two proofs: each figure of the table is found in every
// view its flags name, and a throwaway figure added to a copy of the table
// reaches the views that take the table as a parameter.

const recorded = async (): Promise<Results> =>
  JSON.parse(
    await readFile(new URL('../fixtures/publish/golden/reanalyzed/results.json', import.meta.url), 'utf8'),
  ) as Results;

const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: 'o/r', sha: null };

describe('FIGURES reaches every view', () => {
  it('each figure is in every view its flags name', async () => {
    const results = await recorded();
    const term = renderTerminal(results, { color: false });
    const md = renderSummaryMarkdown(results);
    const comment = renderCommentBody(results, ctx, 'k').text;
    const html = renderHtmlReport(results, []);
    const json = JSON.parse(renderResultsJson(results)) as Results;
    const exported = [...smallerIsBetter(results), ...biggerIsBetter(results)].map((e) => e.name);
    for (const f of FIGURE_LIST) {
      const g = json.groups[0] as unknown as Record<string, unknown>;
      // A share (check_pass_rate) is written only for a prompt with expect: (test/integration/answer-checks.test.ts),
      // the tool-call figures only for a group that made tool calls (test/integration/tool-calls.test.ts).
      if (!f.share && f.key !== 'ttftc_ms' && f.key !== 'tool_args_tps') {
        assert.ok(f.key in g, `${f.key} in results.json groups`);
        if (f.n) assert.ok(f.n in g, `${f.n} in results.json groups`);
        if (f.ci) assert.ok(f.ci in g, `${f.ci} in results.json groups`);
      }
      if (f.ranked) {
        assert.ok(f.key in (json.groups[0] as GroupResult).ranks, `${f.key} ranked in results.json`);
        assert.ok(html.includes(`data-figure="${f.key}"`), `${f.key} ranked in report.html`);
        assert.ok(
          html.includes(`<section id="rank-${f.key}">\n<h2>`),
          `${f.key} ranked under its own heading in report.html`,
        );
        // Its figure column, in the terminal and in summary.md (and so the job summary and the comment's fold).
        const unit = f.unit === 'tok/s' ? 'tok/s' : f.unit;
        for (const [name, text] of [
          ['the terminal', term],
          ['summary.md', md],
          ['comment', comment],
        ] as const)
          assert.ok(
            f.key === 'post_first_content_tps' || f.key === 'end_to_end_tps'
              ? text.includes(`${unit} p50 [95% CI]`)
              : text.includes(`${f.label} p50 [95% CI]`),
            `${f.key} ranked in ${name}`,
          );
      }
      if (f.compared) assert.ok(COMPARED_KEYS.includes(f.key as never), `${f.key} compared`);
      if (f.exported)
        assert.ok(
          exported.some((n) => n.endsWith(`: ${(f.exported as { name: string }).name} p50`)),
          `${f.key} exported`,
        );
      if (f.trended)
        assert.ok(
          DASHBOARD_METRICS.some((m) => m.key === f.key),
          `${f.key} on the dashboard`,
        );
      // A figure shown only with values (fluidity, with targets) is checked on its own below.
      if (f.timing && f.timing.explained && f.onlyWithValues !== true) {
        assert.ok(
          TIMING_FIGURES.some((t) => t.key === f.key && t.meaning === f.meaning),
          `${f.key} in stream timing`,
        );
        assert.ok(md.includes(f.meaning.slice(0, 40)), `${f.key}'s meaning in summary.md`);
      }
    }
  });

  it('fluidity shows only where targets gave it values: its stream timing column and meaning, its stage column', async () => {
    const base = await recorded();
    const f = FIGURES.fluidity_index;
    const header = `${f.label} ${f.timing.cell}`;
    assert.ok(!renderSummaryMarkdown(base).includes(header), 'no column without targets');
    const fluid = { p50: 0.97, p90: 1, p99: 1, min: 0.5, max: 1, p10: 0.66 };
    const results: Results = {
      ...base,
      analysis: { ...base.analysis, fluidity: { ttft_ms: 200, tpot_ms: 20, target_index: 0.9 } },
      groups: base.groups.map((g) => (g.streamed > 0 ? { ...g, fluidity_index: fluid, n_fluidity: g.streamed } : g)),
    };
    assert.match(renderSummaryMarkdown(results), /Fluidity targets: first token by 200 ms, then one every 20 ms/);
    for (const [name, text] of [
      ['the terminal', renderTerminal(results, { color: false, width: 400 })],
      ['summary.md', renderSummaryMarkdown(results)],
      ['report.html', renderHtmlReport(results, [])],
    ] as const) {
      assert.ok(text.includes(header) && text.includes('0.97 / 0.66'), `its column in ${name}`);
      assert.ok(text.includes(f.meaning.slice(0, 40)), `its meaning in ${name}`);
    }
    const night = loadNights()[LIMITED_NIGHT]!;
    assert.ok(!stageTables(night)[0]!.headers.includes(f.perStage.header));
    const withStages: Results = {
      ...night,
      stages: night.stages!.map((st) => ({ ...st, fluidity_index: fluid, smooth_goodput: 1.25 })),
    };
    const table = stageTables(withStages)[0]!;
    const at = table.headers.indexOf(f.perStage.header);
    assert.ok(at > 0 && table.rows.every((row) => row[at] === '0.97 / 0.66'), table.headers.join(' | '));
    assert.ok(table.rows.every((row) => row.some((c) => c.includes('smooth 1.25 req/s'))));
  });

  it('a throwaway figure added to the table reaches the terminal, summary.md, the job summary, the comment, report.html, the report model and results.json', async () => {
    const base = await recorded();
    const zz = {
      ...FIGURES.decode_tps,
      key: 'zz_tps' as FigureKey,
      label: 'zz tok/s',
      title: 'Throwaway rate (tok/s)',
      name: 'throwaway',
      meaning: 'a figure that exists only in this test.',
      ranked: { place: 5, table: 'throwaway', best: 'fastest throwaway' },
    } satisfies FigureDef;
    const figures = { ...FIGURES, zz_tps: zz } as Readonly<Record<string, FigureDef>>;
    // Its computation: here, each group's decode rate doubled.
    const results: Results = {
      ...base,
      groups: base.groups.map((g) => ({
        ...g,
        zz_tps: g.decode_tps && { ...g.decode_tps, p50: g.decode_tps.p50 * 2, p90: g.decode_tps.p90 * 2 },
      })),
    };
    const shown = results.groups.find((g) => g.decode_tps !== null)!;
    const value = (shown.decode_tps!.p50 * 2).toFixed(0);

    const term = renderTerminal(results, { color: false, figures });
    assert.match(term, /\nThrowaway rate \(tok\/s\)\n/);
    assert.ok(term.includes('zz tok/s p50 [95% CI] / p90 · n'));
    assert.ok(term.includes(value), `${value} in the terminal`);

    const md = renderSummaryMarkdown(results, { figures });
    assert.match(md, /\n## Throwaway rate \(tok\/s\)\n/);
    assert.ok(md.includes('a figure that exists only in this test.'));

    // The job summary and the PR comment (its own fold, under the figure's title) are operations on the same model.
    const job = renderJobSummary(results, { ...ctx, figures }).text;
    assert.match(job, /\n## Throwaway rate \(tok\/s\)\n/);
    assert.ok(job.includes('zz tok/s p50 [95% CI] / p90 · n'));
    const comment = renderCommentBody(results, { ...ctx, figures }, 'k').text;
    assert.match(comment, /<details>\n<summary>Throwaway rate \(tok\/s\)<\/summary>\n/);

    const doc = buildReportDoc(results, { figures });
    assert.ok(doc.sections.some((s) => s.id === 'rank-zz_tps'));
    assert.match(renderDocMarkdown(doc), /## Throwaway rate \(tok\/s\)/);

    // report.html draws the same model: the figure's table, under its title, with its value.
    const html = renderHtmlReport(results, [], { figures });
    assert.ok(html.includes('<table class="ranking" data-figure="zz_tps">'));
    assert.ok(html.includes('<a href="#rank-zz_tps">Throwaway rate (tok/s)</a>'), 'in the table of contents');
    assert.ok(html.includes('<h2>Throwaway rate (tok/s)</h2>'));
    assert.ok(html.includes(`>${value} [`) || html.includes(`>${value} /`), `${value} in report.html`);
    assert.ok(!renderHtmlReport(results, []).includes('Throwaway'));

    // results.json keeps a group field it does not know, after the known ones.
    assert.ok(renderResultsJson(results).includes('"zz_tps": {'));
    // Without the figure in the table, no view shows it.
    assert.ok(!renderTerminal(results, { color: false }).includes('Throwaway'));
  });

  it('a throwaway compared, per-stage figure reaches the terminal, summary.md, report.html, the stage table, the comparison and its words, the history and the dashboard', async () => {
    const base = await recorded();
    const yy = {
      ...FIGURES.ttft_ms,
      key: 'yy_ms' as FigureKey,
      label: 'YY ms',
      title: 'Throwaway time (ms)',
      name: 'YY',
      meaning: 'a compared, per-stage figure that exists only in this test.',
      n: null,
      ci: null,
      ranked: false,
      compared: {
        between: 'in yy',
        stage: 'YY',
        words: { faster: '{a} gets to yy {pct} sooner than {b}', slower: '{a} gets to yy {pct} later than {b}' },
      },
      perStage: {
        place: 5,
        field: 'yy_ms',
        header: 'YY p50 / p99 ms',
        cell: 'p50 / p99',
        streamedOnly: true,
        trended: true,
      },
    } satisfies FigureDef;
    const figures = { ...FIGURES, yy_ms: yy } as Readonly<Record<string, FigureDef>>;
    // Its computation: TTFT doubled, for each request, group and stage.
    const twice = (s: Summary | null) => s && { ...s, p50: s.p50 * 2, p90: s.p90 * 2, p99: s.p99 * 2 };
    const withYy = (r: Results): Results => ({
      ...r,
      requests: r.requests.map((q) => ({ ...q, yy_ms: q.ttft_ms === null ? null : q.ttft_ms * 2 }) as RequestResult),
      groups: r.groups.map((g) => ({ ...g, yy_ms: twice(g.ttft_ms) }) as GroupResult),
      ...(r.stages ? { stages: r.stages.map((st) => ({ ...st, yy_ms: twice(st.ttft_ms) }) as StageResult) } : {}),
    });
    const nights = loadNights().map(withYy);
    const night = nights[LIMITED_NIGHT]!;
    const stage = night.stages!.find((st) => st.ttft_ms !== null)!;
    const value = `${Math.round(stage.ttft_ms!.p50 * 2)} / ${Math.round(stage.ttft_ms!.p99 * 2)}`;

    // The stage table: its column, after the figures FIGURES places before it, with the stage's value.
    const table = stageTables(night, figures)[0]!;
    assert.equal(table.headers[table.headers.indexOf('E2E p50 / p99 ms') + 1], 'YY p50 / p99 ms');
    const at = table.headers.indexOf('YY p50 / p99 ms');
    assert.ok(
      table.rows.some((row) => row[at]!.replace(/,/g, '') === value),
      `${value} in the stage table: ${table.rows.map((row) => row[at]).join(' | ')}`,
    );
    assert.ok(!stageTables(night)[0]!.headers.includes('YY p50 / p99 ms'));
    for (const [name, text] of [
      ['the terminal', renderTerminal(night, { color: false, width: 400, figures })],
      ['summary.md', renderSummaryMarkdown(night, { figures })],
      ['report.html', renderHtmlReport(night, [], { figures })],
    ] as const)
      assert.ok(text.includes('YY p50 / p99 ms'), `the stage table's column in ${name}`);

    // The comparison: each group, and each load stage, against the baseline.
    const current = withYy(base);
    const baseline = withYy({ ...base, run: { ...base.run, started_at: '2000-01-01T00:00:00.000Z' } });
    const compared = compareRuns(current, [baseline], {}, figures);
    const yyComparisons = compared.comparisons.filter((c) => c.metric === ('yy_ms' as never));
    assert.equal(yyComparisons.length, current.groups.length);
    assert.ok(yyComparisons.some((c) => c.baseline_p50 !== null && c.verdict === 'no_change'));
    assert.ok(!compareRuns(current, [baseline]).comparisons.some((c) => c.metric === ('yy_ms' as never)));
    const staged = compareRuns(night, [nights[LIMITED_NIGHT - 1]!], {}, figures).stage_comparisons ?? [];
    assert.equal(staged.filter((c) => c.metric === ('yy_ms' as never)).length, night.stages!.length);

    // The comparison's words: each sentence that words a change reads the figure's entry (label, unit, words), not its key.
    const change = { verdict: 'slower' as const, delta_pct: 40, ci_low_pct: 30, ci_high_pct: 50 };
    const slowerYy = { ...yyComparisons.find((c) => c.baseline_p50 !== null)!, ...change };
    const regressed: Results = { ...current, comparisons: [slowerYy] };
    const named = `${slowerYy.provider} / ${slowerYy.prompt} YY ms +40.0%`;
    const history = {
      store: { kind: 'branch', branch: 'h' },
      baselineRuns: 1,
      trendRuns: 0,
      added: null,
      problem: null,
    };
    for (const [name, text] of [
      ['the terminal', renderTerminal(regressed, { color: false, width: 400, figures })],
      ['summary.md', renderSummaryMarkdown(regressed, { figures })],
      ['report.html', renderHtmlReport(regressed, [], { figures })],
      ['the job summary', renderJobSummary(regressed, { ...ctx, figures, history } as ReportContext).text],
      ['the failed step', regressionFailure(regressed, {}, figures) ?? ''],
      ['the log line', describeChange(slowerYy, figures)],
    ] as const)
      assert.ok(text.includes(named), `${named} in ${name}`);
    assert.ok(renderSummaryMarkdown(regressed, { figures }).includes('| YY ms |'), "the comparison table's row");
    assert.equal(
      betweenSentence(slowerYy, 'a', 'b', '95%', figures).split(' (')[0],
      'a gets to yy 40.0% later than b',
      "compare --between in the figure's own words",
    );
    const plain = { ...figures, yy_ms: { ...yy, compared: { between: 'in yy', stage: 'YY' } } };
    assert.match(betweenSentence(slowerYy, 'a', 'b', '95%', plain), /^a is 40\.0% slower than b in yy \(.* ms p50, n=/);
    // A load stage's comparison line.
    const stagedYy = staged.find((c) => c.metric === ('yy_ms' as never))!;
    const stageNight: Results = { ...night, stage_comparisons: [{ ...stagedYy, ...change }] };
    const stageLine = `) YY +40.0% [+30.0%, +50.0%]: SLOWER`;
    assert.ok(
      stageTables(stageNight, figures).some((t) => t.lines.some((l) => l.includes(stageLine))),
      'the stage comparison line',
    );
    // Without the figure in the table, the metric is named by its key (results.json is a file anyone can edit).
    assert.ok(stageTables(stageNight).some((t) => t.lines.some((l) => l.includes(') yy_ms +40.0%'))));
    assert.ok(describeChange(slowerYy).includes(' yy_ms +40.0%'));

    // The history's trends: a series per group, a point per run that has it.
    const series = trendSeries(nights, figures).filter((t) => t.metric === ('yy_ms' as never));
    assert.equal(series.length, night.groups.length);
    assert.ok(series.some((t) => t.points.length === nights.length));

    // The dashboard: its trend, and its per-stage lines.
    const page = dashboardData(
      { name: 'b', entries: nights.map((r, i) => ({ name: `e${i}`, results: r })) },
      { figures },
    );
    assert.ok(page.metrics.some((m) => m.key === 'yy_ms' && m.label === 'YY p50'));
    assert.ok(page.metrics.some((m) => m.key === 'stages.yy_ms' && m.label === 'YY p50 per stage'));
    assert.ok(page.groups.some((g) => (g.series['yy_ms'] ?? []).length === nights.length));
    assert.ok(page.groups.some((g) => (g.stages?.['stages.yy_ms'] ?? []).length > 0));
  });
});
