import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { decideComment } from '../../src/action/comment-target.ts';
import { COMMENT_MAX_CHARS, SUMMARY_MAX_BYTES } from '../../src/report/job-summary.ts';
import { readRunContext, type RunContext } from '../../src/action/context.ts';
import {
  commentMarker,
  measuredCounts,
  providerVerdicts,
  renderCommentBody,
  renderJobSummary,
  renderReport,
  utf8Bytes,
  type ReportContext,
} from '../../src/report/job-summary.ts';
import { renderDocMarkdown, renderSummaryMarkdown, summaryDoc } from '../../src/report/markdown.ts';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// The job summary and comment renderers over the results of a real run
// against the simulator (then inflated, to push them past GitHub's limits),
// and the comment decision over the run context.

let sim: Simulator;
let results: Results;

const EVIL = 'steady:tokens=6,interval_ms=60 | <script>alert(1)</script>';

before(async () => {
  sim = await startSimulator({ port: 0 });
  const text = `
defaults: { repetitions: 2, warmup: 0, max_tokens: 16, timeout: { headers: 10, idle: 10, total: 30 } }
# The counts under test are the flags of the scripted providers: a client stall of this loaded
# machine during a first request (no warmup) is left out (test/integration/client-stall.test.ts).
analysis: { max_client_stall_ms: 10000 }
providers:
  - { id: steady, api: openai-chat, base_url: ${sim.url}, model: "steady:tokens=8,interval_ms=40,ttft_ms=10" }
  - { id: proxy, api: openai-chat, base_url: ${sim.url}, model: "burst:tokens=8,delay_ms=10" }
  - { id: limited, api: openai-chat, base_url: ${sim.url}, model: http-429 }
prompts:
  - { id: haiku, prompt: Write a haiku. }
`;
  const loaded = parseConfig(text, 'sg.yml', {});
  const outDir = await mkdtemp(join(tmpdir(), 'sg-summary-'));
  results = (await runBenchmark({ loaded, outDir, env: {} })).results;
});
after(() => sim.close());

const ctx: ReportContext = {
  artifactUrl: 'https://github.com/octo/bench/actions/runs/1/artifacts/2',
  artifactName: 'streamgauge-attempt-1',
  runUrl: 'https://github.com/octo/bench/actions/runs/1',
  repository: 'octo/bench',
  sha: 'feedfacefeedfacefeedfacefeedfacefeedface',
  outDir: 'streamgauge-results',
};

describe('report', () => {
  it('counts measured requests for the outputs', () => {
    assert.deepEqual(measuredCounts(results), { streamed: 2, buffered: 2, errors: 2, flagged: 4 });
  });

  it('gives one streaming verdict per provider', () => {
    const byProvider = (a: string[], b: string[]) => (a[0]! < b[0]! ? -1 : 1);
    assert.deepEqual(
      providerVerdicts(results)
        .map((v) => [v.provider, v.streaming, String(v.n)])
        .sort(byProvider),
      [
        ['limited', 'unknown', '2'],
        ['proxy', 'not_observed', '2'],
        ['steady', 'observed', '2'],
      ],
    );
  });

  it('has both tables, the verdicts before the flagged list, the thresholds and a footer naming the run', () => {
    const md = renderReport(results, ctx);
    const at = (s: string) => md.indexOf(s);
    assert.ok(at('## Post-first-content throughput') > 0);
    assert.ok(at('## End-to-end throughput') > at('## Post-first-content throughput'));
    assert.ok(at('## Streaming per provider') > at('## End-to-end throughput'));
    assert.ok(at('## Flagged') > at('## Streaming per provider'));
    assert.ok(at('## Thresholds') > at('## Flagged'));
    assert.match(md, /conservative guards/);
    assert.match(
      md,
      /\n---\n\nstreamgauge · \[workflow run\]\(https:\/\/github\.com\/octo\/bench\/actions\/runs\/1\) · octo\/bench · commit `feedfacefeed` · artifact \[streamgauge-attempt-1\]\(https:\/\/github\.com\/octo\/bench\/actions\/runs\/1\/artifacts\/2\)\n$/,
    );
  });

  it('escapes provider and model strings', () => {
    const evil: Results = {
      ...results,
      groups: results.groups.map((g) => ({ ...g, model: EVIL })),
    };
    const md = renderReport(evil, ctx);
    const verdicts = md.slice(md.indexOf('## Streaming per provider'), md.indexOf('## Flagged'));
    assert.ok(!verdicts.includes('<script>'));
    assert.match(verdicts, /&lt;script&gt;/);
    for (const row of verdicts.split('\n').filter((l) => l.startsWith('| steady')))
      assert.equal(row.split(/(?<!\\)\|/).length, 8, 'an escaped | does not add a cell');
  });
});

/** The results with `n` flagged requests (copies of the real ones) and their long error text. */
function manyFlags(n: number): Results {
  const base = results.flagged.find((f) => f.reason === 'error')!;
  const flagged = Array.from({ length: n }, (_, i) => ({
    ...base,
    id: `limited/haiku/${i + 1}`,
    detail: `${base.detail} ${'x'.repeat(200)}`,
  }));
  return { ...results, flagged };
}

describe("summary.md's model", () => {
  it('has its sections in order, by id, so the job summary operates on them and draws once', () => {
    const doc = summaryDoc(results);
    const ids = doc.sections.map((x) => x.id);
    const wanted = ['headline', 'intro', 'rank-post_first_content_tps', 'rank-end_to_end_tps', 'flagged', 'thresholds'];
    assert.deepEqual(
      ids.filter((id) => wanted.includes(id)),
      wanted,
    );
    const opening = (id: string) =>
      renderDocMarkdown({ ...doc, sections: [doc.sections.find((x) => x.id === id)!] }).split('\n')[0];
    assert.equal(opening('headline'), '# streamgauge results');
    assert.equal(opening('rank-post_first_content_tps'), '## Post-first-content throughput (streamed responses only)');
    assert.equal(opening('flagged'), '## Flagged');
    assert.equal(opening('thresholds'), '## Thresholds');
    // summary.md is that model drawn; the job summary keeps its sections whole, the verdicts just before the flagged list.
    assert.equal(renderSummaryMarkdown(results), renderDocMarkdown(doc));
    const flagged = renderDocMarkdown({ ...doc, sections: [doc.sections.find((x) => x.id === 'flagged')!] });
    const report = renderReport(results, ctx);
    assert.ok(report.includes(flagged.trimEnd()));
    assert.match(report, /## Streaming per provider[\s\S]*\n\n## Flagged\n/);
  });
});

describe('size limits', () => {
  it('leave a report that fits alone', () => {
    const s = renderJobSummary(results, ctx);
    assert.equal(s.reduced, 'none');
    assert.equal(s.text, renderReport(results, ctx));
  });

  it('summarise a long flagged list as counts per provider, pointing to the artifact', () => {
    // One line per provider, prompt and reason lists the ids only: 50,000 of them pass the limit.
    const big = manyFlags(50_000);
    assert.ok(utf8Bytes(renderReport(big, ctx)) > SUMMARY_MAX_BYTES, 'the test input is over the limit');
    const s = renderJobSummary(big, ctx);
    assert.equal(s.reduced, 'summarised');
    assert.ok(utf8Bytes(s.text) <= SUMMARY_MAX_BYTES);
    assert.match(s.text, /50000 measured request\(s\) flagged for review: too many to list here/);
    assert.match(s.text, /\| limited \| 0 \| 0 \| 50000 \|/);
    assert.ok(s.text.includes(`in the artifact [streamgauge-attempt-1](${ctx.artifactUrl})`));
    // The tables and the thresholds survive.
    assert.match(s.text, /## Post-first-content throughput[\s\S]*## End-to-end throughput[\s\S]*## Thresholds/);

    const c = renderCommentBody(big, ctx, 'nightly');
    assert.ok(c.text.length <= COMMENT_MAX_CHARS);
    assert.ok(c.text.startsWith(commentMarker('nightly') + '\n'));
    assert.equal(c.reduced, 'summarised');
    assert.doesNotMatch(c.text, /streamgauge-results\/results\.json/, 'no workspace paths in a comment');
  });

  it('leave out whole sections, least needed first, before cutting at a line', () => {
    const full = renderReport(results, ctx);
    // One byte short of the flagged list as counts: the thresholds go.
    const summarised = renderJobSummary(results, ctx, utf8Bytes(full) - 1);
    assert.equal(summarised.reduced, 'summarised');
    const limit = utf8Bytes(summarised.text) - 1;
    const s = renderJobSummary(results, ctx, limit);
    assert.equal(s.reduced, 'cut');
    assert.ok(utf8Bytes(s.text) <= limit);
    assert.match(
      s.text,
      /\*\*Shortened\*\*: the report is longer than GitHub allows \([\d,]+\), so this leaves out the thresholds/,
    );
    assert.doesNotMatch(s.text, /## Thresholds/);
    assert.doesNotMatch(s.text, /\*\*Cut here\*\*/, 'whole sections went: no cut at a line');
    // The answer and the footer stay; the note sits before the footer.
    assert.match(s.text, /^# streamgauge results\n/);
    assert.match(
      s.text,
      /## Post-first-content throughput[\s\S]*## End-to-end throughput[\s\S]*\*\*Shortened\*\*[^\n]*\n\n---\n\nstreamgauge · \[workflow run\]/,
    );
    assert.ok(s.text.includes(`in the artifact [streamgauge-attempt-1](${ctx.artifactUrl})`));
  });

  it('cut at a line, with a pointer, when even the summary is too long', () => {
    const groups = Array.from({ length: 3000 }, (_, i) => ({ ...results.groups[0]!, provider: `provider-${i}` }));
    const huge: Results = { ...manyFlags(10), groups };
    const c = renderCommentBody(huge, ctx, 'k');
    assert.equal(c.reduced, 'cut');
    assert.ok(c.text.length <= COMMENT_MAX_CHARS, `${c.text.length}`);
    assert.match(c.text, /\*\*Cut here\*\*: the report is longer than GitHub allows \(65,536\)/);
    assert.ok(c.text.includes(ctx.artifactUrl!));
    const s = renderJobSummary(huge, ctx, 50_000);
    assert.equal(s.reduced, 'cut');
    assert.ok(utf8Bytes(s.text) <= 50_000);
    // Cut at a line boundary: the line before the note is a whole table row.
    const beforeNote = s.text.slice(0, s.text.indexOf('\n\n**Cut here**')).split('\n').pop()!;
    assert.match(beforeNote, /^\|.*\|$/);
  });

  it('say where the files are when nothing was uploaded', () => {
    const s = renderJobSummary(manyFlags(50_000), { ...ctx, artifactUrl: null });
    assert.match(s.text, /in the run's output folder \(no artifact was uploaded\)/);
  });
});

describe('comment decision', () => {
  const base: RunContext = readRunContext({ GITHUB_REPOSITORY: 'octo/bench', GITHUB_EVENT_NAME: 'push' });
  const onPr = (fromFork = false): RunContext => ({
    ...base,
    eventName: 'pull_request',
    pullRequest: { number: 5, headSha: null, fromFork },
  });
  const inputs = { comment: 'auto' as const, prNumber: null, githubToken: 't' };

  it('comments on pull request events with auto, never with never', () => {
    assert.deepEqual(decideComment(inputs, onPr()), {
      post: true,
      owner: 'octo',
      repo: 'bench',
      issueNumber: 5,
      fromFork: false,
    });
    assert.equal(decideComment({ ...inputs, comment: 'never' }, onPr()).post, false);
    const push = decideComment(inputs, base);
    assert.ok(!push.post && push.level === 'info');
  });

  it('warns with always and no pull request; pr-number names one on any event', () => {
    const d = decideComment({ ...inputs, comment: 'always' }, base);
    assert.ok(!d.post && d.level === 'warning' && /pass `pr-number`/.test(d.message));
    const named = decideComment({ ...inputs, prNumber: 9 }, base);
    assert.ok(named.post && named.issueNumber === 9);
  });

  it('marks a fork pull request, and warns without a token', () => {
    const fork = decideComment(inputs, onPr(true));
    assert.ok(fork.post && fork.fromFork);
    const noToken = decideComment({ ...inputs, githubToken: '' }, onPr());
    assert.ok(!noToken.post && noToken.level === 'warning');
  });
});
