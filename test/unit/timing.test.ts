import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyze, analyzeRequest, apportion, streamSamples, streamTiming } from '../../src/analyze/index.ts';
import type { RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { mulberry32 } from '../../src/random.ts';
import type { EventKind, Trace } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';

// Stream timing detail (src/analyze/timing.ts) on hand-made traces whose
// reads, tokens and times are known, so every figure has an exact answer.

const T = { ...DEFAULT_ANALYSIS };

const RUN: RunInfo = {
  tool_version: '0.1.0',
  node_version: 'v24',
  platform: 'linux',
  arch: 'x64',
  started_at: '2025-01-01T00:00:00.000Z',
  finished_at: '2025-01-01T00:01:00.000Z',
  config_sha256: '',
  config_file: null,
  shard: null,
  ci: null,
};

/**
 * A trace whose content reads come at `times`, read i carrying `tokens[i]`
 * tokens of 4 chars each (so chars apportion exactly), usage = their sum.
 */
function stream(times: number[], tokens: number[], over: Partial<Trace> = {}): Trace {
  const events: Array<[number, EventKind, number]> = [[times[0]! - 50, 'meta', 0]];
  times.forEach((ms, i) => events.push([ms, 'content', 4 * tokens[i]!]));
  const end = times[times.length - 1]! + 5;
  events.push([end, 'usage', 0], [end, 'done', 0]);
  const total = tokens.reduce((a, b) => a + b, 0);
  return mkTrace({
    events,
    content_reads: times.length,
    usage: { output_tokens: total, reasoning_tokens: null, input_tokens: 10 },
    output: { chars: 4 * total, reasoning_chars: 0 },
    at: {
      first_event: times[0]! - 50,
      first_content: times[0]!,
      first_answer: times[0]!,
      last_content: times[times.length - 1]!,
      end,
    },
    ...over,
  });
}

describe('per-request stream timing', () => {
  test('a one-token-a-read stream: first read 1 token, TPOT the interval, as vLLM counts it', () => {
    const times = Array.from({ length: 30 }, (_, i) => 300 + 10 * i);
    const r = analyzeRequest(
      stream(
        times,
        times.map(() => 1),
      ),
      T,
    );
    assert.equal(r.outcome, 'streamed');
    assert.equal(r.first_read_tokens, 1);
    assert.equal(r.first_read_tokens_basis, 'chars');
    assert.equal(r.tpot_ms, 10);
    assert.equal(r.decode_tps, 100);
    assert.equal(r.tokens_per_content_read, 1);
    assert.equal(r.chunking, 'fine');
    assert.equal(r.max_gap_ms, 10);
  });

  test('the floor of one token a read: uneven chars still credit a one-token read 1', () => {
    // 5 reads, 5 tokens, chars 1, 1, 1, 1, 40: by chars alone the first read would get 0.
    const t = stream([100, 200, 300, 400, 500], [1, 1, 1, 1, 1]);
    t.events = t.events.map((e, i) => (e[1] === 'content' ? [e[0], e[1], i === 5 ? 40 : 1] : e));
    const split = apportion(t, 5);
    assert.deepEqual(
      split?.reads.map((r) => r.tokens),
      [1, 1, 1, 1, 1],
    );
  });

  test('a compressing proxy: 100 tokens 10 ms apart coalesced into 4 reads (the measured case)', () => {
    // Upstream: token j at 300 + 10 j ms. The proxy forwards a read when its batch is complete.
    const batches = [24, 25, 25, 26];
    let j = 0;
    const times = batches.map((b) => {
      j += b;
      return 300 + 10 * (j - 1);
    });
    const r = analyzeRequest(stream(times, batches), T);
    assert.equal(r.outcome, 'streamed');
    assert.equal(r.first_read_tokens, 24);
    assert.equal(r.ttft_ms, 530); // late by the 23 token intervals of the first batch
    // 1290 - 530 = 760 ms over the 76 tokens after the first read: the upstream's 10 ms
    assert.equal(r.tpot_ms, 10);
    assert.ok(Math.abs(r.decode_tps! - 100) / 100 < 0.05, `decode_tps ${r.decode_tps}`);
    // post_first_content keeps its definition, and its bias: 100 tokens over end - first_content
    assert.ok(r.post_first_content_tps! > 1.25 * 100, `post_first_content_tps ${r.post_first_content_tps}`);
    assert.equal(r.tokens_per_content_read, 25);
    assert.equal(r.chunking, 'coarse');
    assert.equal(r.max_gap_ms, 260);
    const res = analyze([stream(times, batches)], T, RUN);
    const coarse = res.flagged.filter((f) => f.reason === 'coarse');
    assert.equal(coarse.length, 1);
    assert.match(coarse[0]!.detail, /25 tokens per content read, more than max_tokens_per_read 8: TTFT may be late/);
  });

  test('max_tokens_per_read decides coarse: the same trace is fine under a higher threshold', () => {
    const t = stream([100, 300, 500, 700], [10, 10, 10, 10]);
    assert.equal(analyzeRequest(t, T).chunking, 'coarse');
    assert.equal(analyzeRequest(t, { ...T, max_tokens_per_read: 10 }).chunking, 'fine');
  });

  test("a server's running count on every content read is used exactly, and recorded as such", () => {
    // Chars would give 10 tokens to each read; the server says 2, then 15, 10, 13 more.
    const t = stream([100, 200, 300, 400], [10, 10, 10, 10], {
      token_counts: [
        [50, 0],
        [100, 2],
        [200, 17],
        [300, 27],
        [400, 40],
        [405, 40],
      ],
    });
    const r = analyzeRequest(t, T);
    assert.equal(r.first_read_tokens_basis, 'server_count');
    assert.equal(r.first_read_tokens, 2);
    assert.equal(r.tpot_ms, Number((300 / 38).toPrecision(12)));
    const s = streamSamples(t, 40, 'streamed');
    assert.equal(s.itl_ms.length, 38);
    assert.deepEqual(
      s.itl_ms.slice(0, 2),
      [100 / 15, 100 / 15].map((x) => Number(x.toPrecision(12))),
    );
  });

  test('a count only at the start and the end (Anthropic) is no running count: chars decide', () => {
    const t = stream([100, 200, 300, 400], [4, 4, 4, 4], {
      token_counts: [
        [50, 1],
        [405, 16],
      ],
    });
    const r = analyzeRequest(t, T);
    assert.equal(r.first_read_tokens_basis, 'chars');
    assert.equal(r.first_read_tokens, 4);
  });

  test('buffered and failed responses have no stream timing and feed no group figure', () => {
    const buffered = stream([100, 101, 102], [5, 5, 5]);
    const failed = stream([100, 200, 300, 400], [1, 1, 1, 1], {
      error: { kind: 'disconnect', message: 'other side closed' },
    });
    for (const t of [buffered, failed]) {
      const r = analyzeRequest(t, T);
      assert.notEqual(r.outcome, 'streamed');
      for (const k of [
        'first_read_tokens',
        'first_read_tokens_basis',
        'tpot_ms',
        'decode_tps',
        'tokens_per_content_read',
        'chunking',
        'max_gap_ms',
      ] as const)
        assert.equal(r[k], null, k);
      assert.deepEqual(streamSamples(t, 15, r.outcome), { itl_ms: [], chunk_gap_ms: [] });
    }
    const g = analyze([buffered, failed], T, RUN).groups[0]!;
    for (const k of ['tpot_ms', 'decode_tps', 'itl_ms', 'chunk_gap_ms', 'max_gap_ms'] as const)
      assert.equal(g[k], null);
    assert.equal(g.n_decode, 0);
  });

  test('nothing after the first read: TPOT and the decode rate are null, never 0 or Infinity', () => {
    const t = stream([100, 400, 700], [1, 0, 0]);
    t.usage = { output_tokens: 1, reasoning_tokens: null, input_tokens: 1 };
    const r = streamTiming(t, T, 1, 'streamed');
    assert.equal(r.tpot_ms, null);
    assert.equal(r.decode_tps, null);
  });
});

describe('group ITL and chunk gaps', () => {
  test('each gap divided over the tokens the later read carried; one gap sample per pair of reads', () => {
    // reads at 100, 300, 700 carrying 2, 4, 1 tokens
    const only = analyze([stream([100, 300, 700], [2, 4, 1])], T, RUN).groups[0]!;
    // gaps 200 (over 4 tokens: 50 x4) and 400 (over 1 token: 400)
    assert.deepEqual(only.chunk_gap_ms, { p50: 300, p90: 380, p99: 398, min: 200, max: 400 });
    assert.deepEqual(only.itl_ms, { p50: 50, p90: 260, p99: 386, min: 50, max: 400 });
    assert.deepEqual(only.max_gap_ms, { p50: 400, p90: 400, p99: 400, min: 400, max: 400 });
    assert.equal(only.n_decode, 1);
  });

  test('property: ITL samples sum to last - first content and number the tokens after the first read', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rand = mulberry32(seed);
      const n = 3 + Math.floor(rand() * 40);
      let at = 100 + rand() * 500;
      const times: number[] = [];
      const tokens: number[] = [];
      for (let i = 0; i < n; i++) {
        times.push(Math.round(at * 1000) / 1000);
        tokens.push(1 + Math.floor(rand() * 30));
        at += 1 + rand() * 80;
      }
      const t = stream(times, tokens);
      const total = tokens.reduce((x, y) => x + y, 0);
      const split = apportion(t, total)!;
      const s = streamSamples(t, total, 'streamed');
      const sum = s.itl_ms.reduce((x, y) => x + y, 0);
      const span = times[n - 1]! - times[0]!;
      assert.ok(Math.abs(sum - span) < 1e-6 * span, `seed ${seed}: ITL sum ${sum} != ${span}`);
      assert.equal(s.itl_ms.length, total - split.reads[0]!.tokens, `seed ${seed}`);
      assert.equal(s.chunk_gap_ms.length, n - 1, `seed ${seed}`);
      assert.deepEqual(
        split.reads.map((r) => r.tokens),
        tokens,
        `seed ${seed}: equal chars per token apportion exactly`,
      );
      const r = streamTiming(t, T, total, 'streamed');
      assert.equal(r.first_read_tokens, tokens[0], `seed ${seed}`);
      assert.equal(r.max_gap_ms, Math.max(...s.chunk_gap_ms), `seed ${seed}`);
    }
  });
});

describe('endings', () => {
  const note = (notes: string[]) =>
    stream([100, 200, 300, 400], [1, 1, 1, 1], {
      response_meta: { model: null, system_fingerprint: null, notes },
    });
  const cases: Array<[string, boolean, boolean]> = [
    ['finish_reason length', true, false],
    ['stop_reason max_tokens', true, false],
    ['finishReason MAX_TOKENS', true, false],
    ['finish_reason MAX_TOKENS', true, false],
    ['stopReason max_tokens', true, false],
    ['done_reason length', true, false],
    ['response incomplete: max_output_tokens', true, false],
    ['finish_reason content_filter', false, true],
    ['finishReason SAFETY: blocked', false, true],
    ['stop_reason refusal', false, true],
    ['stopReason guardrail_intervened', false, true],
    ['response incomplete: content_filter', false, true],
    ['finishReason OTHER', false, false],
    ['stop_reason pause_turn', false, false],
  ];
  for (const [n, truncated, filtered] of cases) {
    test(`"${n}": truncated ${truncated}, content filter ${filtered}; a success either way`, () => {
      const res = analyze([note([n])], T, RUN);
      const r = res.requests[0]!;
      assert.equal(r.outcome, 'streamed');
      assert.equal(r.truncated, truncated);
      assert.equal(r.content_filtered, filtered);
      const reasons = res.flagged.map((f) => f.reason);
      assert.equal(reasons.includes('truncated'), truncated);
      assert.equal(reasons.includes('content_filter'), filtered);
      assert.equal(res.groups[0]!.truncated, truncated ? 1 : 0);
    });
  }
});

test('a decode rate above max_plausible_tps is implausible even when post-first-content is not', () => {
  // 100 one-token reads 1 ms apart, then a 10 s tail to the end: post-first-content ~10 tok/s, decode 1,000.
  const times = Array.from({ length: 100 }, (_, i) => 200 + i);
  const t = stream(
    times,
    times.map(() => 1),
  );
  t.at.end = 10_200;
  const res = analyze([t], { ...T, max_plausible_tps: 500 }, RUN);
  const r = res.requests[0]!;
  assert.equal(r.outcome, 'streamed');
  assert.ok(r.post_first_content_tps! < 500);
  assert.equal(r.decode_tps, 1000);
  assert.equal(r.implausible, true);
  assert.match(res.flagged.find((f) => f.reason === 'implausible')!.detail, /decode_tps 1000 > max_plausible_tps 500/);
});

describe('stream timing in the reports', async () => {
  const { renderTerminal } = await import('../../src/report/terminal.ts');
  const { renderSummaryMarkdown } = await import('../../src/report/markdown.ts');
  const { renderCommentBody } = await import('../../src/report/job-summary.ts');
  const { TIMING_FIGURES, TRUST_SENTENCE } = await import('../../src/report/timing.ts');
  // A fine group (one token a read, 10 ms apart) and a coarse one (the proxy case: 25 tokens a read).
  const fine = Array.from({ length: 3 }, (_, rep) => {
    const times = Array.from({ length: 40 }, (_, i) => 300 + 10 * i);
    return stream(
      times,
      times.map(() => 1),
      { provider: 'fine', id: `fine/q/${rep}`, rep },
    );
  });
  const coarse = Array.from({ length: 3 }, (_, rep) =>
    stream([530, 780, 1030, 1290], [24, 25, 25, 26], { provider: 'proxy', id: `proxy/q/${rep}`, rep }),
  );
  const results = analyze([...fine, ...coarse], T, RUN);

  test('terminal: the table, each figure with its meaning, which rate to trust, the coarse share', () => {
    const out = renderTerminal(results, { color: false });
    const from = out.indexOf('Stream timing (streamed responses only)');
    assert.ok(from > 0);
    const part = out.slice(from);
    // All but fluidity, which needs targets (test/unit/figures.test.ts shows it with them).
    for (const f of TIMING_FIGURES)
      assert.equal(part.includes(`${f.label}: ${f.meaning}`), f.label !== 'fluidity', f.label);
    assert.ok(part.includes(TRUST_SENTENCE));
    assert.match(part, /3 of 6 streamed responses were coarse \(more than 8 tokens a content read\)/);
    const proxyRow = part.split('\n').find((l) => l.startsWith('| proxy'))!;
    // TTST first: the proxy's first read carried 24 tokens, so its second token came with its first.
    assert.match(proxyRow, /\| +530 \/ 530 \| +10\.0 \/ 10\.0 \| +100 \/ 100 · n=3 +\| +131 +\|.*\| coarse +\|/);
    const fineRow = part.split('\n').find((l) => l.startsWith('| fine'))!;
    assert.match(fineRow, /\| +310 \/ 310 \| +10\.0 \/ 10\.0 \| +100 \/ 100 · n=3 +\| +101 +\|.*\| fine +\|/);
  });

  test('summary.md and the PR comment: the same section, meanings, and the threshold', () => {
    const md = renderSummaryMarkdown(results);
    assert.match(md, /## Stream timing \(streamed responses only\)/);
    assert.match(md, /\| proxy \| m-1 \| q \| 530 \/ 530 \| 10\.0 \/ 10\.0 \| 100 \/ 100 · n=3 \| 131 \|/);
    assert.match(md, /- \*\*decode tok\/s\*\*: 1000 \/ TPOT/);
    assert.match(md, /`max_tokens_per_read`: 8\./);
    const comment = renderCommentBody(results, { runUrl: null, sha: null } as never, 'k').text;
    // Folded on its own under its heading.
    assert.match(comment, /<details>\n<summary>Stream timing \(streamed responses only\)<\/summary>/);
    assert.match(comment, /trust decode tok\/s/);
  });
});
