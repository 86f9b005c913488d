import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../src/analyze/index.ts';
import type { Results, RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { formatMs, formatNumber, formatTps, NA_BUFFERED, sanitizeText } from '../../src/report/format.ts';
import { escapeMarkdown, renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { mkTrace } from '../fixtures/traces.ts';

const RUN: RunInfo = {
  tool_version: '0.1.0',
  node_version: 'v24.21.0',
  platform: 'linux',
  arch: 'x64',
  started_at: '2025-01-01T00:00:00.000Z',
  finished_at: '2025-01-01T00:01:00.000Z',
  config_sha256: '0123456789abcdef'.repeat(4),
  config_file: 'streamgauge.yml',
  shard: null,
  ci: {
    provider: 'github',
    run_id: '4242',
    run_attempt: 1,
    sha: 'c0ffee'.repeat(6) + 'abcd',
    ref: 'refs/heads/main',
    repository: 'o/r',
  },
};

const EVIL_MODEL = 'evil|model <script>alert(1)</script> *x* _y_ [z](u) `c`';

/**
 * Four groups whose rankings differ by metric:
 * - fast/q: 200 tok/s after first content, but a 5 s TTFT -> slow end to end
 * - steady/q: 50 tok/s after first content, quick TTFT -> fastest end to end
 * - burst/q: every response buffered (one read)
 * - down/q: every request failed
 * plus one implausible request in steady/q and a model name full of markdown.
 */
function fixture(): Results {
  const fast = (rep: number) =>
    mkTrace({
      provider: 'fast',
      rep,
      usage: { output_tokens: 400, reasoning_tokens: null, input_tokens: 1 },
      at: { first_content: 5000, first_answer: 5000, last_content: 7000, end: 7000 },
    });
  const steady = (rep: number) =>
    mkTrace({ provider: 'steady', model: EVIL_MODEL, rep, at: { first_content: 100, first_answer: 100, end: 2100 } });
  const burst = (rep: number) =>
    mkTrace({ provider: 'burst', rep, content_reads: 1, at: { first_content: 999, last_content: 1000, end: 1000 } });
  const down = (rep: number) =>
    mkTrace({
      provider: 'down',
      rep,
      error: { kind: 'http_status', message: 'Service | unavailable <b>\x1b[31mred\x1b[0m', http_status: 503 },
      output: { chars: 0, reasoning_chars: 0 },
      usage: null,
    });
  const traces = [
    fast(0),
    { ...fast(0), warmup: true, id: 'fast/q/warmup' },
    fast(1),
    fast(2),
    steady(1),
    steady(2),
    mkTrace({
      provider: 'steady',
      model: EVIL_MODEL,
      rep: 3,
      usage: { output_tokens: 50_000, reasoning_tokens: null, input_tokens: 1 },
      at: { first_content: 100, end: 2100 },
    }),
    burst(1),
    burst(2),
    down(1),
  ];
  return analyze(traces, { ...DEFAULT_ANALYSIS }, RUN);
}

/** Blocks of consecutive table lines. */
function tables(md: string): string[][] {
  const blocks: string[][] = [];
  let cur: string[] | null = null;
  for (const line of md.split('\n')) {
    if (line.startsWith('|')) {
      if (!cur) blocks.push((cur = []));
      cur.push(line);
    } else cur = null;
  }
  return blocks;
}

/** Cells of a markdown table row, splitting on unescaped pipes. */
function cells(row: string): string[] {
  return row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

function section(md: string, heading: string): string {
  const start = md.indexOf(`## ${heading}`);
  assert.ok(start >= 0, `missing section ${heading}`);
  const next = md.indexOf('\n## ', start + 3);
  return md.slice(start, next < 0 ? undefined : next);
}

test('summary.md has separate tables, each ranked by its own metric', () => {
  const results = fixture();
  const md = renderSummaryMarkdown(results);
  // The stream timing table (its own section, unranked) is not a ranking.
  const timing = section(md, 'Stream timing (streamed responses only)');
  const blocks = tables(md).filter((b) => !timing.includes(b.join('\n')));
  assert.equal(blocks.length, 3, 'the two throughput tables and the TTFT ranking');
  const timingTable = tables(timing)[0] as string[];
  assert.ok(!cells(timingTable[0] as string).includes('#'), 'the stream timing table ranks nothing');
  const [post, e2e, ttft] = blocks as [string[], string[], string[]];
  assert.ok(section(md, 'Time to first token (streamed responses only)').includes(ttft.join('\n')));

  const postSection = section(md, 'Post-first-content throughput (streamed responses only)');
  const e2eSection = section(md, 'End-to-end throughput (all successful responses)');
  assert.ok(postSection.includes(post.join('\n')));
  assert.ok(e2eSection.includes(e2e.join('\n')));

  const providers = (rows: string[]) => rows.slice(2).map((r) => cells(r)[1]);
  // post-first-content: fast (200 tok/s); buffered and failed groups kept, at the end; steady has an
  // implausible request, so it takes no place and is listed under the table with its figure
  assert.deepEqual(providers(post), ['fast', 'burst', 'down']);
  assert.match(
    postSection,
    /Not ranked, a rate above `max_plausible_tps`[^\n]*\n\n- steady \/ evil[^\n]*: tok\/s p50 \/ p90 50\.0 \/ [\d,]+ · n=3 ⚠ 1 of 3 implausible/,
  );
  assert.ok(!providers(e2e).includes('steady'));
  assert.match(e2eSection, /Not ranked[^\n]*\n\n- steady \//);
  // end-to-end: steady (~47.6 tok/s) above burst (100 tok/s)? no: burst 100 > steady 47.6 > fast 57.1? see below
  const e2eOrder = providers(e2e);
  const p50 = (name: string) => results.groups.find((g) => g.provider === name)?.end_to_end_tps?.p50 ?? -1;
  // burst has the higher end-to-end rate but only 2 responses: shown, with no place, after the ranked groups
  assert.ok(p50('burst') > p50('fast'));
  assert.deepEqual(e2eOrder, ['fast', 'burst', 'down']);
  const place = (rows: string[], name: string) => cells(rows.find((r) => cells(r)[1] === name) as string)[0];
  assert.deepEqual(
    ['fast', 'burst', 'down'].map((p) => place(e2e, p)),
    ['1', '', ''],
  );
  assert.match(e2e.find((r) => cells(r)[1] === 'burst') as string, /n=2 \(too few to rank\)/);

  // header widths match every row: the escaped model name did not add a column
  for (const block of blocks) {
    const width = cells(block[0] as string).length;
    for (const row of block) assert.equal(cells(row).length, width, row);
  }
  assert.ok(cells(post[0] as string).some((c) => /TTFT/.test(c)));
  assert.ok(!cells(e2e[0] as string).some((c) => /TTFT/.test(c)), 'the end-to-end table has no TTFT column');
});

test('buffered groups appear in the post-first-content table as n/a (buffered)', () => {
  const md = renderSummaryMarkdown(fixture());
  const post = tables(md)[0] as string[];
  const burst = post.find((r) => cells(r)[1] === 'burst');
  assert.ok(burst, 'buffered group not omitted');
  assert.ok(burst.includes(NA_BUFFERED));
  assert.ok(burst.includes('0/2'));
  assert.ok(cells(burst).includes('not observed'));
  const down = post.find((r) => cells(r)[1] === 'down');
  assert.ok(down);
  assert.ok(!down.includes(NA_BUFFERED), 'a failed group is not called buffered');
  assert.ok(down.includes('n/a (all failed)'));
});

test('markdown escapes provider, model and error strings', () => {
  const md = renderSummaryMarkdown(fixture());
  assert.ok(!md.includes('<script>'), 'no raw HTML');
  assert.ok(!md.includes('<b>'));
  // Parentheses stay plain: with "[" escaped no link can form around them.
  assert.ok(md.includes('evil\\|model &lt;script&gt;alert(1)&lt;/script&gt; \\*x\\* \\_y\\_ \\[z\\](u) \\`c\\`'));
  assert.ok(!md.includes('\x1b'), 'no control characters');
  assert.equal(escapeMarkdown('a|b'), 'a\\|b');
  assert.equal(escapeMarkdown('x\ny'), 'x y');
});

test('the Flagged section lists every buffered, implausible and failed request with its trace id', () => {
  const results = fixture();
  const md = renderSummaryMarkdown(results);
  const flagged = section(md, 'Flagged');
  const ids = results.flagged.map((f) => f.id);
  assert.deepEqual([...new Set(ids)].sort(), ['burst/q/1', 'burst/q/2', 'down/q/1', 'steady/q/3']);
  for (const f of results.flagged) {
    const line = flagged
      .split('\n')
      .find((l) => l.includes(`\`${f.id}\``) && l.includes(f.reason === 'error' ? 'failed' : f.reason));
    assert.ok(line, `flag ${f.id} ${f.reason} listed`);
  }
  assert.match(
    flagged,
    /content\\_reads: 1 read carried content, fewer than min\\_content\\_reads 3; end-to-end 100 tok\/s/,
  );
  assert.ok(flagged.includes(String.raw`http\_status (HTTP 503): Service \| unavailable &lt;b&gt;?\[31mred`));
  assert.match(flagged, /post\\_first\\_content\\_tps 25000 &gt; max\\_plausible\\_tps 5000/);
  assert.ok(!flagged.includes('fast/q/warmup'), 'warmups are not flagged');
  assert.ok(!md.includes('fast/q/warmup'));
});

test('summary.md names the thresholds, says they are guards, explains the two tables and its provenance', () => {
  const md = renderSummaryMarkdown(fixture(), {
    outDir: 'out',
    artifactUrl: 'https://github.com/o/r/actions/runs/4242/artifacts/1',
  });
  const th = section(md, 'Thresholds');
  assert.match(th, /`min_content_reads`: 3/);
  assert.match(th, /`min_generation_s`: 0\.1/);
  assert.match(th, /`max_plausible_tps`: 5000/);
  assert.match(th, /conservative guards, not proof of server buffering/);
  assert.match(md, /never merged/);
  assert.match(md, /^# /);
  assert.match(md, /streamgauge 0\.1\.0 · Node v24\.21\.0 · linux\/x64/);
  assert.match(md, /sha256 `0123456789ab`/);
  assert.match(md, /GitHub Actions run 4242 \(attempt 1\) of o\/r/);
  assert.match(md, /\[Download the run's artifact\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/4242\/artifacts\/1\)/);
  assert.match(md, /`out\/results\.json`/);
  assert.ok(md.endsWith('\n'));
});

test('a run with nothing measured still renders both sections without tables', () => {
  const empty = analyze([], { ...DEFAULT_ANALYSIS }, { ...RUN, ci: null });
  const md = renderSummaryMarkdown(empty);
  assert.equal(tables(md).length, 0);
  assert.match(md, /No measured requests/);
  assert.match(section(md, 'Flagged'), /None/);
  const term = renderTerminal(empty, { color: false });
  assert.match(term, /\nFlagged\nNone: every measured request streamed/);
});

test('terminal output: two tables and the flagged list, no ANSI escapes without colour', () => {
  const results = fixture();
  const plain = renderTerminal(results, { color: false });
  assert.ok(!plain.includes('\x1b'), 'no escape sequences, even from the server error message');
  assert.ok(!plain.includes('\u009b'));
  const postAt = plain.indexOf('Post-first-content throughput (streamed responses only)');
  const e2eAt = plain.indexOf('End-to-end throughput (all successful responses)');
  const flagAt = plain.indexOf('\nFlagged\n');
  assert.ok(postAt >= 0 && e2eAt > postAt && flagAt > e2eAt);
  // One entry per provider, prompt and reason, with its ids.
  const flagLines = plain.slice(flagAt).split('\n');
  for (const f of results.flagged)
    assert.ok(
      flagLines.some((l) => l.includes(f.id)),
      f.id,
    );
  assert.ok(plain.includes(NA_BUFFERED));
  // aligned: every row of a table has the same length
  const rows = plain.split('\n').filter((l) => l.startsWith('|') || l.startsWith('+'));
  const first = plain
    .slice(postAt, e2eAt)
    .split('\n')
    .filter((l) => l.startsWith('|') || l.startsWith('+'));
  assert.equal(
    first.length,
    7,
    'three rules, the header and one row per group with a place or n/a (steady is listed below)',
  );
  assert.equal(new Set(first.map((l) => Array.from(l).length)).size, 1);
  assert.ok(rows.length > first.length);
  assert.ok(!plain.includes('Thresholds'), "the thresholds are summary.md's (TERMINAL_LEAVES_OUT)");

  const coloured = renderTerminal(results, { color: true });
  assert.ok(coloured.includes('\x1b['));
  assert.equal(
    coloured
      .split(String.fromCharCode(27))
      .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
      .join(''),
    plain,
    'colour changes nothing but colour',
  );
});

test('terminal tables shrink long names to fit a width', () => {
  const plain = renderTerminal(fixture(), { color: false, width: 128 });
  for (const line of plain.split('\n')) {
    if (line.startsWith('|') || line.startsWith('+')) assert.ok(Array.from(line).length <= 128, line);
  }
  assert.ok(plain.includes('…'));
});

test('number formatting', () => {
  assert.equal(formatNumber(1_000_000), '1,000,000');
  assert.equal(formatNumber(1234.56), '1,235');
  assert.equal(formatNumber(45.455), '45.5');
  assert.equal(formatNumber(3.14159), '3.14');
  assert.equal(formatNumber(-0.001), '0.00');
  assert.equal(formatMs(null), 'n/a');
  assert.equal(formatTps(null, NA_BUFFERED), 'n/a (buffered)');
  assert.equal(formatTps(250), '250');
  assert.equal(sanitizeText('a\x1b[31mb\u202ec'), 'a?[31mb?c');
});
