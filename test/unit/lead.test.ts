import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commentMarker, renderCommentBody, renderJobSummary } from '../../src/report/job-summary.ts';
import { analyze } from '../../src/analyze/index.ts';
import type { Flag, GroupRank, GroupResult, RankedFigure, Results, UnrankedReason } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { formatPlace, groupFlags, leadSentence, ranking } from '../../src/report/sentences.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { mkTrace } from '../fixtures/traces.ts';
import { runInfo } from './synthetic-runs.ts';

// The lead sentence, the places as printed and the grouped flagged list, on
// results whose ranks are given (the sentence rules) and on analysed traces
// (every report agrees).

const summary = (p50: number) => ({ p50, p90: p50, p99: p50, min: p50, max: p50 });
const rank = (r: number, low: number, high: number, share: number, of: number): GroupRank => ({
  rank: r,
  low,
  high,
  share,
  of,
});

function group(
  provider: string,
  pfc: number | null,
  pfcRank: GroupRank | null,
  unranked: UnrankedReason | null = pfcRank ? null : 'no_values',
  prompt = 'haiku',
): GroupResult {
  const ranks = { post_first_content_tps: pfcRank, end_to_end_tps: null, ttft_ms: null, decode_tps: null } as Record<
    RankedFigure,
    GroupRank | null
  >;
  return {
    provider,
    model: 'm',
    prompt,
    n: 10,
    streamed: 10,
    buffered: 0,
    errors: 0,
    implausible: unranked === 'implausible' ? 10 : 0,
    streaming: 'observed',
    ttft_ms: null,
    ttfa_ms: null,
    post_first_content_tps: pfc === null ? null : summary(pfc),
    end_to_end_tps: null,
    total_ms: null,
    server_tps: null,
    n_server: 0,
    ttst_ms: null,
    fluidity_index: null,
    fluidity_index_ci: null,
    fluidity_index_p10_ci: null,
    fluid_share: null,
    n_fluidity: 0,
    token_mismatches: 0,
    hidden_reasoning: null,
    input_cached_share: null,
    tpot_ms: null,
    decode_tps: null,
    itl_ms: null,
    chunk_gap_ms: null,
    max_gap_ms: null,
    n_decode: 0,
    coarse: 0,
    truncated: 0,
    n_ttft: 0,
    n_ttfa: 0,
    n_post_first_content: pfc === null ? 0 : 10,
    n_end_to_end: 0,
    n_total: 0,
    ttft_ms_ci: null,
    post_first_content_tps_ci: null,
    end_to_end_tps_ci: null,
    decode_tps_ci: null,
    too_few_samples: false,
    ranks,
    unranked: {
      post_first_content_tps: unranked,
      end_to_end_tps: 'no_values',
      ttft_ms: 'no_values',
      decode_tps: 'no_values',
    },
  };
}

const results = (groups: GroupResult[]): Results => ({
  ...analyze([], { ...DEFAULT_ANALYSIS }, runInfo('2026-01-01T00:00:00.000Z')),
  groups,
});

test('the lead sentence names a clear leader with its share and the tied groups after it', () => {
  const r = results([
    group('openai-mini', 80, rank(2, 2, 3, 0.55, 3)),
    group('groq-llama', 400, rank(1, 1, 1, 0.953, 3)),
    group('claude-haiku', 78, rank(3, 2, 3, 0.5, 3)),
    group('inflated', 2_000_000, null, 'implausible'),
  ]);
  assert.equal(
    leadSentence(r),
    'groq-llama is fastest post-first-content (rank 1 in 95% of resamples); openai-mini and claude-haiku are tied for 2–3.',
  );
  const { rows, implausible } = ranking(r.groups, 'post_first_content_tps');
  assert.deepEqual(
    rows.map((x) => [x.g.provider, x.place]),
    [
      ['groq-llama', '1'],
      ['openai-mini', '2–3'],
      ['claude-haiku', '2–3'],
    ],
  );
  assert.deepEqual(
    implausible.map((g) => g.provider),
    ['inflated'],
  );
  assert.equal(formatPlace(rank(2, 2, 3, 0.5, 3), '-'), '2-3');
});

test('the lead sentence: a tie at the top, later places one by one, everything tied, nothing ranked', () => {
  assert.equal(
    leadSentence(
      results([
        group('a', 100, rank(1, 1, 2, 0.6, 4)),
        group('b', 99, rank(2, 1, 2, 0.4, 4)),
        group('c', 50, rank(3, 3, 3, 1, 4)),
        group('d', 20, rank(4, 4, 4, 1, 4)),
      ]),
    ),
    'a and b are tied for fastest post-first-content (places 1–2); c is 3rd; d is 4th.',
  );
  assert.equal(
    leadSentence(results([group('a', 100, rank(1, 1, 2, 0.5, 2)), group('b', 99, rank(2, 1, 2, 0.5, 2))])),
    'The data cannot order a and b post-first-content: their intervals overlap (places 1–2).',
  );
  assert.equal(
    leadSentence(results([group('a', null, null), group('b', 10, null, 'too_few_samples')])),
    'No group can be ranked: each needs at least 3 successful responses with a plausible rate.',
  );
  // Results written before ranks existed: no sentence, and the p50 order.
  const old = results([group('a', 10, null), group('b', 20, null)]);
  for (const g of old.groups) delete (g as Partial<GroupResult>).ranks;
  assert.equal(leadSentence(old), null);
  assert.deepEqual(
    ranking(old.groups, 'post_first_content_tps').rows.map((x) => [x.g.provider, x.place]),
    [
      ['b', '1'],
      ['a', '2'],
    ],
  );
});

test('the lead sentence names provider and prompt when there are several prompts, escaped for its report', () => {
  const r = results([
    group('a|b', 100, rank(1, 1, 1, 1, 2), null, 'haiku'),
    group('a|b', 10, rank(2, 2, 2, 1, 2), null, 'explain'),
  ]);
  assert.equal(
    leadSentence(r, (s) => s.replace(/\|/g, '\\|')),
    'a\\|b / haiku is fastest post-first-content (rank 1 in 100% of resamples); a\\|b / explain is 2nd.',
  );
});

test('flags group by provider, prompt and reason, with every id and one detail where they differ in figures only', () => {
  const f = (id: string, reason: Flag['reason'], detail: string): Flag => ({
    id,
    provider: id.split('/')[0] as string,
    prompt: id.split('/')[1] as string,
    reason,
    detail,
  });
  const groups = groupFlags([
    f('s/q/1', 'buffered', 'generation_interval: 49.2 ms'),
    f('s/q/1', 'implausible', 'x > 5000'),
    f('s/q/2', 'buffered', 'generation_interval: 50.1 ms'),
    f('e/q/1', 'error', 'http_status: HTTP 429'),
    f('e/q/2', 'error', 'timeout_idle: no read for 30 s'),
  ]);
  assert.deepEqual(
    groups.map((g) => [g.provider, g.reason, g.ids, g.details, g.varied]),
    [
      ['s', 'buffered', ['s/q/1', 's/q/2'], ['generation_interval: 49.2 ms'], true],
      ['s', 'implausible', ['s/q/1'], ['x > 5000'], false],
      ['e', 'error', ['e/q/1', 'e/q/2'], ['http_status: HTTP 429', 'timeout_idle: no read for 30 s'], true],
    ],
  );
});

test('every report prints the same places, the lead sentence and one flagged entry per group', () => {
  const traces = [];
  // Three providers: fast (40 ms a token), a same-speed twin, and one at half the speed; 3 requests each, plus a buffered one.
  for (const [provider, step] of [
    ['fast', 40],
    ['twin', 40],
    ['slow', 80],
  ] as const)
    for (let rep = 1; rep <= 3; rep++)
      traces.push(
        mkTrace({
          provider,
          rep,
          at: {
            first_content: 100,
            first_answer: 100,
            last_content: 100 + step * 10 + rep,
            end: 100 + step * 10 + rep,
          },
        }),
      );
  for (let rep = 1; rep <= 3; rep++)
    traces.push(
      mkTrace({ provider: 'burst', rep, content_reads: 1, at: { first_content: 999, last_content: 1000, end: 1000 } }),
    );
  const r = analyze(traces, { ...DEFAULT_ANALYSIS }, runInfo('2026-01-01T00:00:00.000Z'));
  const pfc = Object.fromEntries(r.groups.map((g) => [g.provider, g.ranks.post_first_content_tps]));
  assert.deepEqual([pfc.fast?.low, pfc.fast?.high, pfc.twin?.low, pfc.twin?.high], [1, 2, 1, 2]);
  assert.deepEqual([pfc.slow?.rank, pfc.slow?.low, pfc.slow?.high], [3, 3, 3]);
  const lead = leadSentence(r) as string;
  assert.match(
    lead,
    /^(fast and twin|twin and fast) are tied for fastest post-first-content \(places 1–2\); slow is 3rd\.$/,
  );

  const md = renderSummaryMarkdown(r);
  assert.ok(md.startsWith(`# streamgauge results\n\n**${lead}**\n`), 'summary.md opens with the sentence');
  assert.match(md, /\n\| 1–2 \| (fast|twin) \|/);
  assert.match(md, /\n\| 3 \| slow \|/);
  assert.match(md, /- \*\*buffered\*\* burst \/ q, 3 requests \(`burst\/q\/1`, `burst\/q\/2`, `burst\/q\/3`\): /);

  const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: 'o/r', sha: null };
  const comment = renderCommentBody(r, ctx, 'k').text;
  assert.ok(
    comment.startsWith(`${commentMarker('k')}\n# streamgauge results\n\n**${lead}**\n`),
    'the comment opens with it',
  );
  assert.ok(renderJobSummary(r, ctx).text.startsWith(`# streamgauge results\n\n**${lead}**\n`), 'the job summary too');

  const term = renderTerminal(r, { color: false });
  assert.ok(term.startsWith(`${lead}\n`));
  assert.match(term, /\n\| 1–2 \| (fast|twin) /);
  assert.match(
    term,
    /\n {2}- buffered burst \/ q, 3 requests \(burst\/q\/1, burst\/q\/2, burst\/q\/3\): content_reads: 1 read carried content/,
  );

  const html = renderHtmlReport(r, traces);
  assert.ok(html.includes(`<p class="lead" id="lead">${lead}</p>`));
  assert.match(html, /<table class="ranking" data-figure="post_first_content_tps">/);
  assert.match(html, /<tr><td class="num">1–2<\/td><td class="name" title="(fast|twin)">/);
  assert.match(html, /<tr><td class="num">3<\/td><td class="name" title="slow">/);
  assert.equal([...html.matchAll(/<li class="flag f-buffered">/g)].length, 1);
});
