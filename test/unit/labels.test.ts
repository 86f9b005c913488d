import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withComparisons } from '../../src/analyze/compare.ts';
import type { ComparedFigureKey, ComparisonVerdict, FlagReason, Results } from '../../src/analyze/types.ts';
import { renderJobSummary, renderReport } from '../../src/report/job-summary.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import {
  ANSI,
  CELL_STYLE,
  FLAG_REASON,
  METRIC,
  COMPARED_KEYS,
  PAGE_COLOUR,
  STREAMING,
  streamingOf,
  VERDICT,
} from '../../src/report/labels.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderComparisonTerminal, renderTerminal } from '../../src/report/terminal.ts';
import { PROVIDERS, syntheticRun } from './synthetic-runs.ts';

// The one table of labels: complete for every reason, metric and verdict the
// types know, and the words each report prints are the table's, found in the
// rendered outputs of a real analysed run (not in the table itself).

const REASONS = [
  'buffered',
  'implausible',
  'error',
  'token_mismatch',
  'hidden_reasoning',
  'coarse',
  'truncated',
  'content_filter',
  'short_output',
  'client_stalled',
  'check_failed',
] as const satisfies readonly FlagReason[];
const VERDICTS = ['faster', 'slower', 'no_change', 'insufficient_data'] as const satisfies readonly ComparisonVerdict[];
const METRICS = [
  'ttft_ms',
  'post_first_content_tps',
  'end_to_end_tps',
  'check_pass_rate',
] as const satisfies readonly ComparedFigureKey[];

// A reason, verdict or metric added to the types and not to the lists above
// fails the typecheck here; the Records in labels.ts then need their entry.
const reasonsListed: [Exclude<FlagReason, (typeof REASONS)[number]>] extends [never] ? true : false = true;
const verdictsListed: [Exclude<ComparisonVerdict, (typeof VERDICTS)[number]>] extends [never] ? true : false = true;
const metricsListed: [Exclude<ComparedFigureKey, (typeof METRICS)[number]>] extends [never] ? true : false = true;

/** A provider name per reason, with nothing markdown would escape. */
const providerOf = (reason: FlagReason) => `p-${reason.replace(/_/g, '-')}`;

/** A real analysed run, compared with another, with one flag per reason, each in its own provider. */
function flaggedRun(): Results {
  const base = syntheticRun(11, '2026-01-01T00:00:00Z');
  const current = withComparisons(syntheticRun(12, '2026-01-02T00:00:00Z'), [base]);
  const flagged = REASONS.map((reason) => ({
    id: `${providerOf(reason)}/short/1`,
    provider: providerOf(reason),
    prompt: 'short',
    reason,
    detail: `rule for ${reason}`,
  }));
  // One comparison per verdict, so every verdict is rendered.
  const comparisons = (current.comparisons ?? []).slice(0, VERDICTS.length).map((c, i) => ({
    ...c,
    verdict: VERDICTS[i] as ComparisonVerdict,
  }));
  assert.equal(comparisons.length, VERDICTS.length, 'the synthetic run has a comparison per verdict');
  return { ...current, flagged, comparisons };
}

describe('labels', () => {
  it('has an entry for every flag reason, verdict and metric', () => {
    assert.ok(reasonsListed && verdictsListed && metricsListed);
    assert.deepEqual(Object.keys(FLAG_REASON).sort(), [...REASONS].sort());
    assert.deepEqual(Object.keys(VERDICT).sort(), [...VERDICTS].sort());
    assert.deepEqual(Object.keys(METRIC).sort(), [...METRICS].sort());
    assert.deepEqual([...COMPARED_KEYS].sort(), [...METRICS].sort());
    for (const [reason, r] of Object.entries(FLAG_REASON)) {
      assert.ok(r.label.length > 0, `${reason} has a label`);
      assert.ok(Object.hasOwn(ANSI, r.style), `${reason}'s style ${r.style} is a terminal style`);
      assert.match(r.badge, /^b-[a-z_]+$/, `${reason}'s badge class`);
    }
    const labels = Object.values(FLAG_REASON).map((r) => r.label);
    assert.equal(new Set(labels).size, labels.length, `two reasons share a label: ${labels.join(', ')}`);
    for (const [verdict, v] of Object.entries(VERDICT)) {
      assert.ok(v.label.length > 0, `${verdict} has a label`);
      assert.ok(v.style === undefined || Object.hasOwn(ANSI, v.style), `${verdict}'s style`);
      assert.match(v.className, /^v-[a-z]+$/, `${verdict}'s class`);
    }
  });

  it('the terminal, summary.md, the job summary and report.html say the same for each flag reason', () => {
    const results = flaggedRun();
    const terminal = renderTerminal(results, { color: false }).split('\n');
    const markdown = renderSummaryMarkdown(results);
    const html = renderHtmlReport(results, []);
    for (const reason of REASONS) {
      const { label, badge } = FLAG_REASON[reason];
      const provider = providerOf(reason);
      const line = terminal.find((l) => l.includes(`${provider}/short/1`));
      assert.ok(line, `the terminal lists ${reason}`);
      assert.ok(
        line.trimStart().startsWith(`- ${label} ${provider} / short`),
        `terminal ${reason}: ${JSON.stringify(line)}`,
      );
      // summary.md escapes markdown's characters in a label ("max\\_tokens").
      const md = label.replace(/_/g, '\\_');
      assert.ok(markdown.includes(`- **${md}** ${provider} / short`), `summary.md ${reason} says ${label}`);
      assert.ok(
        html.includes(
          `<li class="flag f-${reason}"><strong class="badge ${badge}">${label}</strong> ${provider} / short`,
        ),
        `report.html ${reason} says ${label}`,
      );
    }
    // The job summary, when too long to list every request, counts them under the same labels.
    const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: null, sha: null };
    const full = renderReport(results, ctx);
    const fitted = renderJobSummary(results, ctx, Buffer.byteLength(full) - 1).text;
    const header = fitted
      .slice(fitted.indexOf('too many to list here'))
      .split('\n')
      .find((l) => l.startsWith('| provider | '));
    assert.ok(header, `the fitted job summary has the counts table: ${fitted.slice(-1500)}`);
    const columns = header.split('|').map((c) => c.trim());
    for (const reason of REASONS)
      assert.ok(columns.includes(FLAG_REASON[reason].label), `job summary ${reason}: ${header}`);
  });

  it("the reports' verdict and metric words are the table's (report.html's script: test/browser/report-labels.test.ts)", () => {
    const results = flaggedRun();
    const terminal = renderComparisonTerminal(results, { color: false });
    const markdown = renderSummaryMarkdown(results);
    const html = renderHtmlReport(results, []);
    for (const c of results.comparisons ?? []) {
      const { label, className } = VERDICT[c.verdict];
      assert.ok(terminal.includes(label), `terminal shows ${c.verdict} as ${label}`);
      assert.ok(markdown.includes(label), `summary.md shows ${c.verdict} as ${label}`);
      assert.ok(
        new RegExp(`<tr class="${className}">(?:(?!</tr>).)*<td[^>]*>(<strong>)?${label}(</strong>)?</td></tr>`).test(
          html,
        ),
        `report.html shows ${c.verdict} as ${label} in a ${className} row`,
      );
    }
    // A share has no distribution of request values to draw.
    for (const k of COMPARED_KEYS)
      if (!METRIC[k].share) assert.ok(html.includes(`<figcaption>${METRIC[k].title}</figcaption>`), k);
  });

  it('names and colours every streaming verdict once, and every report uses those words', () => {
    const styles = [
      ...Object.values(CELL_STYLE),
      ...Object.values(STREAMING).flatMap((v) => (v.style ? [v.style] : [])),
    ];
    for (const style of styles) assert.ok(Object.hasOwn(ANSI, style), `${style} is a terminal style`);
    for (const [role, colour] of Object.entries(PAGE_COLOUR))
      assert.match(colour, /^#[0-9a-f]{3}([0-9a-f]{3})?$/, role);
    const words = Object.values(STREAMING).map((v) => v.label);
    assert.equal(new Set(words).size, words.length, words.join(', '));
    assert.deepEqual(streamingOf('some_newer_state'), {
      label: 'some newer state',
      style: CELL_STYLE.caution,
      note: null,
    });
    // beta stopped streaming: every report calls its group "not observed", the terminal in that entry's colour.
    const base = syntheticRun(31, '2026-03-01T00:00:00Z');
    const buffered = PROVIDERS.map((p) => (p.id === 'beta' ? { ...p, buffered: true } : p));
    const results = withComparisons(syntheticRun(32, '2026-03-02T00:00:00Z', { providers: buffered }), [base]);
    const { label, style } = STREAMING.not_observed;
    assert.ok(style);
    const terminal = renderTerminal(results, { color: true }).split('\n');
    const beta = terminal.filter((l) => l.includes(' beta '));
    assert.ok(
      beta.some((l) => l.includes(`\x1b[${ANSI[style]}m${label}\x1b[0m`)),
      `the terminal paints ${label}: ${JSON.stringify(beta)}`,
    );
    assert.match(renderSummaryMarkdown(results), new RegExp(`\\| beta \\|[^\\n]*\\| ${label} \\|`));
    const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: null, sha: null };
    assert.match(renderReport(results, ctx), new RegExp(`\\| beta \\|[^\\n]*\\| \\*\\*${label}\\*\\* \\|`));
    const html = renderHtmlReport(results, []);
    assert.match(html, new RegExp(`<tr><td class="name" title="beta">beta</td>(?:(?!</tr>).)*<td[^>]*>${label}</td>`));
    assert.match(renderComparisonTerminal(results, { color: false }), new RegExp(`beta / \\w+: observed → ${label}`));
  });
});
