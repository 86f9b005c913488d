import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withComparisons } from '../../src/analyze/compare.ts';
import type { Results, Summary } from '../../src/analyze/types.ts';
import {
  type Block,
  buildReportDoc,
  cell,
  dropSections,
  foldSections,
  insertBefore,
  insertSection,
  limitRows,
  para,
  plain,
  replaceSection,
  type ReportDoc,
  runReport,
  type RunReport,
  type Section,
  SUMMARY_LEAVES_OUT,
} from '../../src/report/doc.ts';
import { renderCommentBody, renderJobSummary } from '../../src/report/job-summary.ts';
import { renderDocMarkdown, renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderComparisonTerminal, renderTerminal, TERMINAL_LEAVES_OUT } from '../../src/report/terminal.ts';
import { escapeHtml, HTML_LEAVES_OUT, renderHtmlReport } from '../../src/report/html.ts';
import { LIMITED_NIGHT, loadNights } from '../fixtures/dashboard-load-history.ts';
import { outputFiles } from '../../src/run/files.ts';
import { renderOutputs } from '../../src/run/publish.ts';

// The report model (src/report/doc.ts) and its views: every section the
// model builds is drawn by the terminal, by markdown and by report.html (a section a view
// leaves out must be named in that view's list, so a new section cannot go
// missing from a view unnoticed), and the operations the job summary and the
// PR comment are made of.

const summary = (p50: number): Summary => ({ p50, p90: p50 * 1.2, p99: p50 * 1.5, min: p50 * 0.8, max: p50 * 1.6 });

/** A run with every kind of section: load stages, workloads, two places, a server rate, a comparison, flags. */
function everything(): Results {
  // The night whose last stage the client could not keep up with (a generator-limited note).
  const nights = loadNights();
  const night = withComparisons(nights[LIMITED_NIGHT]!, [nights[LIMITED_NIGHT - 1]!]);
  const [first, ...rest] = night.groups;
  const g = first!;
  return {
    ...night,
    groups: [
      {
        ...g,
        server_tps: summary(300),
        n_server: 3,
        input_cached_share: 0.8,
        by_turn: [0, 1].map((turn) => ({
          turn,
          n: 3,
          errors: 0,
          ttft_ms: summary(200 + turn * 10),
          input_tokens_p50: 100 * (turn + 1),
          input_cached_share: turn === 0 ? 0 : 0.8,
          good_fraction: null,
        })),
      },
      ...rest,
    ],
    flagged: [1, 2, 3].map((rep) => ({
      id: `${g.provider}/${g.prompt}/${rep}`,
      provider: g.provider,
      prompt: g.prompt,
      reason: 'buffered' as const,
      detail: `content_reads: 1 read carried content, fewer than min_content_reads 3; end-to-end ${90 + rep} tok/s ${'and more words '.repeat(8)}`,
    })),
    by_location: ['eu-west', 'us-east'].map((location) => ({
      provider: g.provider,
      prompt: g.prompt,
      location,
      n: 3,
      n_ttft: 3,
      ttft_ms_p50: location === 'eu-west' ? 210 : 320,
      ttft_ms_ci: null,
      post_first_content_tps_p50: 50,
      post_first_content_tps_ci: null,
      end_to_end_tps_p50: 40,
      end_to_end_tps_ci: null,
    })),
  };
}

/** A section of tables only (report.html's cards): found by its first table's header row in markdown, by its anchor on the page. */
function tablesOnly(s: Section): boolean {
  return s.blocks.length > 0 && s.blocks.every((b) => b.kind === 'table');
}

/** Words a view must show for a section: its heading, or for one drawn without (and the title) its first sentence's start. */
function marker(s: Section): string {
  if (!s.untitled && s.level > 1) return s.heading;
  const table = s.blocks[0];
  if (tablesOnly(s) && table?.kind === 'table') return `| ${table.columns.map((c) => c.header).join(' | ')} |`;
  const first = s.blocks.find((b): b is Extract<Block, { kind: 'paragraph' | 'list' }> =>
    ['paragraph', 'list'].includes(b.kind),
  );
  const spans = first === undefined ? [] : first.kind === 'paragraph' ? first.spans : (first.items[0] ?? []);
  // The start of the sentence up to the first character a view may escape or wrap.
  return /^[\w ,'/@:#-]*/
    .exec(spans.map((x) => x.text).join(''))![0]
    .slice(0, 30)
    .trim();
}

describe('the report model', () => {
  const results = everything();
  const doc = buildReportDoc(results, { outDir: 'out' });
  const ids = doc.sections.map((s) => s.id);

  it('builds every kind of section once, in summary.md order', () => {
    for (const id of [
      'headline',
      'against',
      'counts',
      'cards',
      'provenance',
      'regression-headline',
      'intro',
      'load',
      'workloads',
      'rank-post_first_content_tps',
      'rank-end_to_end_tps',
      'rank-ttft_ms',
      'cross-location',
      'rank-notes',
      'server-rate',
      'prompt-cache',
      'comparisons',
      'flagged',
      'thresholds',
    ])
      assert.ok(ids.includes(id), `${id} in ${ids.join(', ')}`);
    assert.equal(new Set(ids).size, ids.length, 'each id once');
    assert.ok(ids.indexOf('load') < ids.indexOf('rank-post_first_content_tps'));
    assert.ok(ids.indexOf('cross-location') > ids.indexOf('rank-end_to_end_tps'));
    assert.ok(ids.indexOf('thresholds') === ids.length - 1);
  });

  it('every section is drawn by the terminal, by markdown and by report.html, but for the ones a view names as left out', () => {
    // What each view leaves out is a decision, made here: a section added to the model shows everywhere.
    assert.deepEqual(TERMINAL_LEAVES_OUT, [
      'regression-headline',
      'cards',
      'provenance',
      'intro',
      'overview',
      'thresholds',
    ]);
    assert.deepEqual(SUMMARY_LEAVES_OUT, ['against', 'counts', 'cards', 'overview']);
    assert.deepEqual(HTML_LEAVES_OUT, ['regression-headline']);
    const html = renderHtmlReport(results, []);
    // The page's visible text: tags dropped, the escapes a sentence may hold undone.
    const page = html
      .slice(html.indexOf('<body>'), html.indexOf('<script type="application/json"'))
      .replace(/<[^>]+>/g, '')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    const term = renderTerminal(results, { color: false });
    const wideTerm = renderTerminal(results, { color: false, width: 100 });
    const md = renderDocMarkdown(doc);
    const summaryMd = renderSummaryMarkdown(results, { outDir: 'out' });
    // A load run's headline without a fault is empty: its answer is the stage table (test/unit/load-first.test.ts).
    assert.deepEqual(doc.sections[0]?.blocks, []);
    for (const s of doc.sections.slice(1)) {
      const m = marker(s);
      // A titled section is found at its heading (a word such as "Groups" also comes up in sentences).
      const titled = !s.untitled && s.level > 1;
      const inMd = (text: string) => (titled ? text.includes(`\n${'#'.repeat(s.level)} ${m}\n`) : text.includes(m));
      const inPage = titled
        ? html.includes(`<h${s.level}>${escapeHtml(m)}</h${s.level}>`)
        : tablesOnly(s)
          ? html.includes(`<section id="${s.id}">`)
          : page.includes(m);
      assert.ok(m.length >= 4, `${s.id} has words to find: "${m}"`);
      assert.ok(inMd(md), `markdown draws ${s.id} ("${m}")`);
      assert.equal(inMd(summaryMd), !SUMMARY_LEAVES_OUT.includes(s.id), `summary.md and ${s.id} ("${m}")`);
      assert.equal(inPage, !HTML_LEAVES_OUT.includes(s.id), `report.html and ${s.id} ("${m}")`);
      if (!TERMINAL_LEAVES_OUT.includes(s.id)) {
        assert.ok(term.includes(m), `the terminal draws ${s.id} ("${m}")`);
        assert.ok(wideTerm.includes(m), `the terminal at 100 columns draws ${s.id} ("${m}")`);
      }
    }
    // Titled sections open at their heading in markdown.
    for (const s of doc.sections.filter((x) => !x.untitled))
      assert.ok(md.includes(`\n${'#'.repeat(s.level)} ${s.heading}\n`) || md.startsWith(`# ${s.heading}\n`), s.id);
  });

  it('draws the stage and workload tables from typed cells, the terminal fitting 100 columns', () => {
    const term = renderTerminal(results, { color: false, width: 100 });
    for (const line of term.split('\n')) assert.ok(Array.from(line).length <= 100, line);
    assert.match(term, /\nLoad stages\n/);
    assert.match(term, /\nBy turn: /);
    const md = renderDocMarkdown(doc);
    assert.match(md, /\n### By turn: [^\n]+\n\n\| turn \| n \| errors \|/);
    assert.match(md, /\n\| stage \| offered \| achieved \|/);
    // Numbers right-aligned, by the stage table's column definitions.
    assert.match(md, /\n\| :-- \| :-- \| :-- \| --: \| --: \| --: \| --: \| --: \| --: \| :-- \| :-- \|\n/);
    // A generator-limited stage's note is a caution: coloured in the terminal, never found by its words.
    const coloured = renderTerminal(results, { color: true });
    // eslint-disable-next-line no-control-regex
    assert.match(coloured, /\x1b\[33m[^\x1b]*generator-limited/);
  });

  it('the flagged list is one line an entry at a width, its trace ids left out (they stay in --wide and summary.md)', () => {
    const narrow = renderTerminal(results, { color: false, width: 100 });
    const wide = renderTerminal(results, { color: false });
    const entries = (t: string) =>
      t
        .slice(t.indexOf('\nFlagged\n'))
        .split('\n')
        .filter((l) => l.startsWith('  - '));
    assert.ok(entries(narrow).length > 0);
    assert.equal(entries(narrow).length, entries(wide).length, 'one line an entry');
    for (const f of results.flagged) {
      assert.ok(!entries(narrow).some((l) => l.includes(f.id)), `${f.id} left out at 100 columns`);
      assert.ok(wide.includes(f.id), `${f.id} in --wide`);
    }
    assert.match(narrow, /details are hidden to fit 100 columns: --wide shows all/);
    assert.ok(renderSummaryMarkdown(results).includes(`\`${results.flagged[0]!.id}\``));
  });

  it('compare prints the sentence on the baseline and the comparison, as the full report draws them', () => {
    const only = renderComparisonTerminal(results, { color: false });
    assert.ok(only.startsWith('Against the baseline') || /^\d+ regressions?: /.test(only), only.slice(0, 200));
    const full = renderTerminal(results, { color: false });
    assert.ok(full.includes(only.slice(only.indexOf('\nCompared with the baseline\n')).trimEnd()));
  });
});

describe('operations on the model', () => {
  const section = (id: string): Section => ({ id, heading: id.toUpperCase(), level: 2, blocks: [para(plain(id))] });
  const doc: ReportDoc = { title: 't', sections: ['a', 'b', 'c'].map(section), headings: {} };
  const order = (d: ReportDoc) => d.sections.map((s) => s.id).join('');

  it('insert, insert before, replace, drop and fold by id, never by drawn text', () => {
    assert.equal(order(insertSection(doc, section('x'), 'a')), 'axbc');
    assert.equal(order(insertSection(doc, section('x'))), 'abcx');
    assert.equal(order(insertBefore(doc, section('x'), ['z', 'c'])), 'abxc');
    assert.equal(order(replaceSection(doc, 'b', section('x'))), 'axc');
    assert.equal(order(replaceSection(doc, 'b', null)), 'ac');
    assert.equal(order(dropSections(doc, (id) => id !== 'b')), 'b');
    assert.equal(insertSection(doc, section('x')).headings.x, 'X', 'an inserted section can be referred to');
    const folded = renderDocMarkdown(foldSections(doc, (id) => id === 'b'));
    assert.equal(folded, '## A\n\na\n\n<details>\n<summary>B</summary>\n\nb\n\n</details>\n\n## C\n\nc\n');
  });

  it('limit a table to its first rows, saying how many more', () => {
    const rows = Array.from({ length: 5 }, (_, i) => [cell(String(i))]);
    const withTable: ReportDoc = {
      ...doc,
      sections: [
        {
          id: 't',
          heading: 'T',
          level: 2,
          blocks: [{ kind: 'table', id: 'n', columns: [{ id: 'n', header: 'n', align: 'right', priority: 0 }], rows }],
        },
      ],
    };
    const md = renderDocMarkdown(limitRows(withTable, 'n', 2, (n) => `${n} more.`));
    assert.equal(md, '## T\n\n| n |\n| --: |\n| 0 |\n| 1 |\n\n3 more.\n');
  });

  it('the job summary and the PR comment are the model with operations applied, drawn once', () => {
    const results = everything();
    const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: 'o/r', sha: null };
    const job = renderJobSummary(results, ctx).text;
    // summary.md's text, then the verdicts and the footer inserted by id.
    assert.ok(job.startsWith('# streamgauge results\n'));
    assert.match(job, /\n## Streaming per provider\n[\s\S]*\n## Flagged\n/);
    assert.match(job, /\n---\n\nstreamgauge · o\/r\n$/);
    const comment = renderCommentBody(results, ctx, 'k').text;
    // Each section below the first screen folded on its own, under its heading.
    for (const heading of ['Workloads', 'Compared with the baseline', 'Flagged', 'Thresholds'])
      assert.ok(comment.includes(`<details>\n<summary>${heading}</summary>\n`), heading);
    // A load run's stage tables are its answer: on the comment's first screen, once, above its pooled compact table.
    assert.ok(!comment.includes('<summary>Load stages</summary>'));
    const stages = comment.indexOf('\n## Load stages\n');
    assert.ok(stages > 0 && stages < comment.indexOf('<details>'), 'the stage tables before the first fold');
    assert.ok(stages < comment.indexOf('\n## At a glance, pooled over all stages\n'));
    assert.ok(!comment.includes('<summary>streamgauge results</summary>'), 'the headline is never folded');
  });
});

describe('one report model a run', () => {
  const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: 'o/r', sha: null };
  const files = outputFiles('out');

  it('every view draws the run model it is given, none builds its own', () => {
    const results = everything();
    const built = runReport(results);
    // A sentence only the given model holds: a view that built its own model would miss it.
    const mark = 'Only the model handed to the views says this.';
    const compared = built.doc.sections.find((s) => s.id === 'comparisons');
    assert.ok(compared, 'the run has a comparison section (every view below draws it)');
    const report: RunReport = {
      results,
      doc: replaceSection(built.doc, 'comparisons', { ...compared, blocks: [...compared.blocks, para(plain(mark))] }),
    };
    const published = renderOutputs(files, { results, traces: [] }, { report });
    const views: Record<string, string> = {
      terminal: renderTerminal(report, { color: false }),
      'compare (terminal)': renderComparisonTerminal(report, { color: false }),
      'summary.md': renderSummaryMarkdown(report, { outDir: 'out' }),
      'report.html': renderHtmlReport(report, []),
      'job summary': renderJobSummary(report, ctx).text,
      comment: renderCommentBody(report, ctx, 'k').text,
      'published summary.md': published.find((o) => o.file === files.summary)!.text,
      'published report.html': published.find((o) => o.file.endsWith('/report.html'))!.text,
    };
    for (const [view, text] of Object.entries(views)) assert.ok(text.includes(mark), view);
  });

  it('results alone draw as the run model built from them does; publish refuses a model of other results', () => {
    const results = everything();
    const report = runReport(results);
    assert.equal(renderTerminal(results, { color: false }), renderTerminal(report, { color: false }));
    assert.equal(renderSummaryMarkdown(results, { outDir: 'out' }), renderSummaryMarkdown(report, { outDir: 'out' }));
    assert.equal(renderJobSummary(results, ctx).text, renderJobSummary(report, ctx).text);
    assert.equal(renderCommentBody(results, ctx, 'k').text, renderCommentBody(report, ctx, 'k').text);
    assert.throws(
      () => renderOutputs(files, { results: { ...results }, traces: [] }, { report }),
      /built from other results/,
    );
  });
});
