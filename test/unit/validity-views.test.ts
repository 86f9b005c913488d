import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyze } from '../../src/analyze/index.ts';
import type { Comparison, GroupResult, Results, RunInfo } from '../../src/analyze/types.ts';
import { groupValidity, validityRules, withValidity } from '../../src/analyze/validity.ts';
import { ConfigError } from '../../src/config/errors.ts';
import { parseConfig } from '../../src/config/read.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { renderCommentBody, renderJobSummary } from '../../src/report/job-summary.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderComparisonTerminal, renderTerminal } from '../../src/report/terminal.ts';
import { mkTrace } from '../fixtures/traces.ts';

// Validity in every view (src/report/doc.ts validitySection): a run or a
// group that is not trusted is said on the first screen of the terminal,
// summary.md, the job summary, the comment and report.html, with its
// reasons; and analysis.validity sets the thresholds.

const run = { started_at: '2026-01-01T00:00:00.000Z' } as RunInfo;
/** Provider `a` with `n` requests and `b` with 10: a run of n < 3 is untrusted for too few samples. */
function results(n: number, analysis = DEFAULT_ANALYSIS): Results {
  const traces = [
    ...Array.from({ length: n }, (_, i) => mkTrace({ provider: 'a', rep: i + 1 })),
    ...Array.from({ length: 10 }, (_, i) => mkTrace({ provider: 'b', rep: i + 1 })),
  ];
  return withValidity(analyze(traces, analysis, run));
}
const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: null, sha: null };

/** Every view's first screen: the terminal's first 12 lines, summary.md's and the job summary's first 8, the comment's before its first fold, report.html's headline. */
function firstScreens(r: Results): Record<string, string> {
  const head = (text: string, lines: number) => text.split('\n').slice(0, lines).join('\n');
  const html = renderHtmlReport(r, []);
  return {
    terminal: head(renderTerminal(r, { color: false, width: 200 }), 12),
    summary: head(renderSummaryMarkdown(r), 8),
    job: head(renderJobSummary(r, ctx).text, 8),
    comment: renderCommentBody(r, ctx, 'k').text.split('<details>')[0]!,
    html: /<section id="headline">[\s\S]*?<\/section>/.exec(html)![0],
  };
}

describe('validity in every view', () => {
  test('an untrusted run: each first screen says so and names the group and its reason', () => {
    const r = results(2);
    assert.equal(r.run.validity?.verdict, 'untrusted');
    for (const [view, text] of Object.entries(firstScreens(r))) {
      assert.match(text, /This run is untrusted:/, view);
      assert.match(text, /a \/ q untrusted \(too few samples 2 \(needs 3\)\)\./, view);
      assert.doesNotMatch(text, /b \/ q (untrusted|degraded)/, view);
    }
  });

  test('a trusted run: no validity line anywhere', () => {
    const r = results(10);
    assert.equal(r.run.validity?.verdict, 'trusted');
    for (const [view, text] of Object.entries(firstScreens(r))) assert.doesNotMatch(text, /This run is/, view);
    assert.doesNotMatch(renderSummaryMarkdown(r), /This run is/);
  });

  test('results written before validity are judged for the line', () => {
    const r = results(2);
    const old = {
      ...r,
      run: { ...r.run, validity: undefined },
      groups: r.groups.map((g) => ({ ...g, validity: undefined })),
    } as Results;
    assert.match(
      firstScreens(old).summary!,
      /This run is untrusted:\S* a \/ q untrusted \(too few samples 2 \(needs 3\)\)/,
    );
  });
});

describe('analysis.validity', () => {
  const stalled = (n: number) => ({ ...results(10).groups[1]!, client_stalled: n }) as GroupResult;

  test('sets a signal’s thresholds; what it leaves out keeps its default', () => {
    // 1 of 10 stalled: degraded by default (5%), trusted from 20%; 3 of 10 untrusted by default (25%), degraded under 40%.
    assert.equal(groupValidity(stalled(1)).verdict, 'degraded');
    const rules = validityRules({ client_stalled: { degraded: 0.2, untrusted: 0.4 } });
    assert.equal(groupValidity(stalled(1), [], rules).verdict, 'trusted');
    assert.equal(groupValidity(stalled(3), [], rules).verdict, 'degraded');
    assert.equal(groupValidity(stalled(4), [], rules).verdict, 'untrusted');
    assert.deepEqual(rules.buffered, validityRules(undefined).buffered);
    // untrusted: null never makes it untrusted; an untrusted bound below degraded is read as degraded.
    assert.equal(
      groupValidity(stalled(10), [], validityRules({ client_stalled: { untrusted: null } })).verdict,
      'degraded',
    );
    assert.equal(validityRules({ client_stalled: { degraded: 0.3 } }).client_stalled.untrusted, 0.3);
  });

  test('a run judges by the thresholds its analysis records', () => {
    const loose = { ...DEFAULT_ANALYSIS, validity: { client_stalled: { degraded: 0.5 } } };
    const r = results(10, loose);
    assert.deepEqual(r.analysis.validity, { client_stalled: { degraded: 0.5 } });
    const judged = withValidity({ ...r, groups: r.groups.map((g) => ({ ...g, client_stalled: 1 })) });
    assert.equal(judged.run.validity?.verdict, 'trusted');
    assert.equal(withValidity({ ...judged, analysis: DEFAULT_ANALYSIS }).run.validity?.verdict, 'degraded');
  });

  test('the config: read with its defaults; a bound out of range or untrusted below degraded names the field', () => {
    const cfg = (v: string) =>
      `providers:\n  - id: l\n    api: openai-chat\n    base_url: http://127.0.0.1:1/v1\n    model: m\nprompts:\n  - id: p\n    prompt: hi\nanalysis:\n  validity: ${v}\n`;
    const ok = parseConfig(cfg('{ buffered: { degraded: 0.2 } }'), 'sg.yml', {});
    assert.deepEqual(ok.config.analysis.validity, { buffered: { degraded: 0.2 } });
    for (const [bad, path] of [
      ['{ buffered: { degraded: 2 } }', /analysis\.validity\.buffered\.degraded/],
      ['{ failures: { degraded: 0.5, untrusted: 0.1 } }', /analysis\.validity\.failures/],
      ['{ too_few_samples: { degraded: 1 } }', /analysis\.validity/],
    ] as const) {
      const err = (() => {
        try {
          parseConfig(cfg(bad), 'sg.yml', {});
        } catch (e) {
          return e;
        }
        return null;
      })();
      assert.ok(err instanceof ConfigError, bad);
      assert.match(err.problems.map((p) => `${p.path}: ${p.message}`).join('\n'), path, bad);
    }
  });
});

describe('what answered', () => {
  test('a line per group that named one, with its counts; two in one run, and a model not asked for, are said', () => {
    const r = results(10);
    const [a, b] = r.groups;
    const served = {
      ...r,
      groups: [
        {
          ...a!,
          served_models: [
            { model: 'gpt-4o-2024-08-06', fingerprint: 'fp_44709d6fcb', n: 7 },
            { model: 'gpt-4o-2024-08-06', fingerprint: 'fp_0ba0d124f1', n: 3 },
          ],
        },
        { ...b!, served_models: [] },
      ],
    } as Results;
    const md = renderSummaryMarkdown(served);
    assert.match(
      md,
      /## What answered\n\na \/ q: gpt-4o-2024-08-06 fp\\_44709d6fcb \(7\), gpt-4o-2024-08-06 fp\\_0ba0d124f1 \(3\); asked for [^;]+; more than one answered in this run\n/,
    );
    assert.doesNotMatch(md, /^b \/ q:/m);
    assert.match(renderHtmlReport(served, []), /<section id="served">\n<h2>What answered<\/h2>/);
    // No group named one: no section.
    assert.doesNotMatch(renderSummaryMarkdown(r), /What answered/);
  });
});

describe('why it moved, in the comparison', () => {
  test('each changed row with an attribution gets its sentence under the table; compare prints the validity too', () => {
    const r = results(2);
    const change: Comparison = {
      provider: 'b',
      prompt: 'q',
      metric: 'end_to_end_tps',
      baseline_p50: 40,
      current_p50: 44.4,
      delta_pct: 11,
      ci_low_pct: 10,
      ci_high_pct: 12,
      verdict: 'faster',
      baseline_n: 10,
      current_n: 10,
      baseline_runs: 1,
      confirmed: true,
      attribution: {
        parts: [
          { part: 'ttft', delta: 0, ci: { low: -0.1, high: 0.1 } },
          { part: 'decode', delta: 0.2, ci: { low: -0.5, high: 0.5 } },
          { part: 'output_tokens', delta: 4.44, ci: { low: 4.32, high: 4.6 } },
        ],
        identity_changed: null,
        rate_at_baseline_tokens: { output_tokens: 100, tps: 40, ci: { low: 39.6, high: 40.4 }, baseline_tps: 40 },
      },
    };
    const quiet: Comparison = { ...change, metric: 'ttft_ms', verdict: 'no_change', attribution: undefined };
    const compared = { ...r, comparisons: [quiet, change], streaming_changes: [] } as Results;
    const sentence =
      "b / q: end-to-end tok/s +11.0% [+10.0%, +12.0%], of which the output length +4.44 tok/s [+4.32, +4.60]; at the baseline's median length (100 tokens) 40.0 tok/s [39.6, 40.4], was 40.0.";
    const md = renderSummaryMarkdown(compared);
    assert.ok(md.includes(`Why it moved:\n\n- ${sentence.replace(/_/g, '\\_')}`), md);
    const term = renderComparisonTerminal(compared, { color: false, width: 400 });
    assert.match(
      term,
      /This run is untrusted: a \/ q untrusted \(too few samples 2 \(needs 3\)\)\. Their changes are unconfirmed and fail no check\./,
    );
    assert.ok(term.includes(sentence), term);
    // No changed row: no list.
    assert.doesNotMatch(renderSummaryMarkdown({ ...compared, comparisons: [quiet] }), /Why it moved/);
  });
});
