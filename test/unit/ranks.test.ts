import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { bootstrapMedianCi, DEFAULT_STATISTICS, resampledMedians } from '../../src/analyze/bootstrap.ts';
import { mulberry32, seedFrom } from '../../src/random.ts';
import { groupCi, rankFigure, RANKED_FIGURES, type RankedFigureDef } from '../../src/analyze/index.ts';
import type { RequestResult } from '../../src/analyze/types.ts';

// Rank intervals over the groups' seeded bootstrap resamples: known orders,
// known ties, and the properties every ranking keeps.

const PFC = RANKED_FIGURES.find((f) => f.key === 'post_first_content_tps') as RankedFigureDef;
const E2E = RANKED_FIGURES.find((f) => f.key === 'end_to_end_tps') as RankedFigureDef;
const TTFT = RANKED_FIGURES.find((f) => f.key === 'ttft_ms') as RankedFigureDef;

function req(over: Partial<RequestResult>): RequestResult {
  return {
    id: 'p/q/1',
    provider: 'p',
    model: 'm',
    prompt: 'q',
    rep: 1,
    warmup: false,
    outcome: 'streamed',
    buffered_rule: null,
    error_kind: null,
    error_message: null,
    http_status: 200,
    metric: 'post_first_content',
    ttft_ms: 100,
    ttfa_ms: 100,
    first_byte_ms: 50,
    headers_ms: 40,
    first_content_ms: 100,
    total_ms: 1000,
    generation_ms: 900,
    content_reads: 20,
    output_tokens: 20,
    reasoning_tokens: null,
    token_source: 'usage',
    usage_output_tokens: 20,
    streamed_tokens: 20,
    hidden_reasoning_tokens: 0,
    hidden_reasoning_estimate: null,
    streamed_reasoning_tokens: null,
    rate_token_basis: 'output_tokens',
    input_cached_tokens: null,
    input_cached_share: null,
    first_read_tokens: null,
    first_read_tokens_basis: null,
    tpot_ms: null,
    decode_tps: null,
    tokens_per_content_read: null,
    chunking: null,
    max_gap_ms: null,
    truncated: false,
    content_filtered: false,
    sent_ms: null,
    new_connection: null,
    connect_ms: null,
    dns_ms: null,
    tcp_ms: null,
    tls_ms: null,
    reference_output_tokens: null,
    reference_tokenizer: null,
    token_disagreement: null,
    server_generation_ms: null,
    server_tps: null,
    post_first_content_tps: 22,
    end_to_end_tps: 20,
    implausible: false,
    token_mismatch: false,
    ...over,
  };
}

/** A group of streamed requests with these post-first-content rates (and the TTFTs, when given). */
function group(provider: string, rates: number[], over: Partial<RequestResult> = {}) {
  return {
    provider,
    prompt: 'q',
    requests: rates.map((r, i) => req({ id: `${provider}/q/${i + 1}`, provider, post_first_content_tps: r, ...over })),
  };
}

/** n values around `center` with a relative spread, from a seeded PRNG. */
function noisy(center: number, spread: number, n: number, seed: number): number[] {
  const rand = mulberry32(seed);
  return Array.from({ length: n }, () => center * (1 + spread * (rand() * 2 - 1)));
}

const S = DEFAULT_STATISTICS;

test('known order: well separated groups each hold their own place, [k, k]', () => {
  const seed = 11;
  const groups = [
    group('slow', noisy(50, 0.05, 10, seed)),
    group('fast', noisy(200, 0.05, 10, seed + 1)),
    group('mid', noisy(100, 0.05, 10, seed + 2)),
  ];
  const ranks = rankFigure(groups, PFC, S).map((r) => r.rank);
  assert.deepEqual(
    ranks.map((r) => r && [r.rank, r.low, r.high, r.of]),
    [
      [3, 3, 3, 3],
      [1, 1, 1, 3],
      [2, 2, 2, 3],
    ],
    `seed ${seed}`,
  );
  for (const r of ranks) assert.equal(r?.share, 1, `seed ${seed}`);
});

test('known ties: two groups of the same speed share 1-2, a third well behind holds 3', () => {
  for (let seed = 1; seed <= 20; seed++) {
    const groups = [
      group('a', noisy(100, 0.1, 8, seed * 3)),
      group('b', noisy(100, 0.1, 8, seed * 3 + 1)),
      group('c', noisy(50, 0.1, 8, seed * 3 + 2)),
    ];
    const [a, b, c] = rankFigure(groups, PFC, S).map((r) => r.rank);
    assert.deepEqual([a?.low, a?.high, b?.low, b?.high], [1, 2, 1, 2], `seed ${seed}`);
    assert.deepEqual([c?.rank, c?.low, c?.high], [3, 3, 3], `seed ${seed}`);
    assert.deepEqual(new Set([a?.rank, b?.rank]), new Set([1, 2]), `seed ${seed}: the p50 order still gives places`);
  }
});

test('identical groups are tied in every resample: both rank 1-2 whatever the p50 order says', () => {
  const values = [10, 11, 12, 13, 14];
  const [a, b] = rankFigure([group('a', values), group('b', [...values].reverse())], PFC, S).map((r) => r.rank);
  assert.equal(a?.rank, 1, 'equal p50s keep run order');
  assert.equal(b?.rank, 2);
  // Competition ranking: in every resample whose medians are equal both take place 1.
  assert.equal(a?.low, 1);
  assert.equal(b?.low, 1);
  assert.equal(b?.high, 2);
});

test('TTFT ranks lowest first; rates highest first', () => {
  const groups = [
    { ...group('quick', [1, 1, 1]), requests: [80, 90, 100].map((t) => req({ provider: 'quick', ttft_ms: t })) },
    { ...group('late', [1, 1, 1]), requests: [400, 410, 420].map((t) => req({ provider: 'late', ttft_ms: t })) },
  ];
  assert.deepEqual(
    rankFigure(groups, TTFT, S).map((r) => r.rank?.rank),
    [1, 2],
  );
});

test('unranked: too few values, no values, and an implausible rate (rates only; TTFT keeps its place)', () => {
  const groups = [
    group('ok', [100, 101, 102]),
    group('thin', [500, 600]),
    group('inflated', [2_000_000, 2_000_001, 2_000_002], { implausible: true }),
    {
      provider: 'buffered',
      prompt: 'q',
      requests: [1, 2, 3].map(() => req({ outcome: 'buffered', post_first_content_tps: null, ttft_ms: null })),
    },
  ];
  const pfc = rankFigure(groups, PFC, S);
  assert.deepEqual(
    pfc.map((r) => r.unranked),
    [null, 'too_few_samples', 'implausible', 'no_values'],
  );
  assert.deepEqual(pfc[0]?.rank, { rank: 1, low: 1, high: 1, share: 1, of: 1 });
  const e2e = rankFigure(groups, E2E, S);
  assert.deepEqual(
    e2e.map((r) => r.unranked),
    [null, 'too_few_samples', 'implausible', null],
    'a buffered group has an end-to-end rate',
  );
  const ttft = rankFigure(groups, TTFT, S);
  assert.deepEqual(
    ttft.map((r) => r.unranked),
    [null, 'too_few_samples', null, 'no_values'],
  );
});

test('warmups feed no ranking, failed requests feed none', () => {
  const g = group('w', [100, 100, 100]);
  g.requests.push(
    req({ warmup: true, post_first_content_tps: 1 }),
    req({ outcome: 'error', post_first_content_tps: null, end_to_end_tps: null }),
  );
  const other = group('x', [50, 50, 50]);
  const [w] = rankFigure([g, other], PFC, S);
  assert.equal(w?.rank?.rank, 1);
  assert.equal(w?.rank?.high, 1);
});

test('the ranks use the resamples of the group intervals: their 2.5-97.5% medians are the interval', () => {
  const values = noisy(80, 0.2, 9, 5);
  const medians = resampledMedians(values, seedFrom('p', 'q', 'post_first_content_tps'), S)!;
  const sorted = Array.from(medians).sort((a, b) => a - b);
  const ci = groupCi('p', 'q', 'post_first_content_tps', values, S)!;
  const fromMedians = bootstrapMedianCi(values, seedFrom('p', 'q', 'post_first_content_tps'), S)!;
  assert.ok(Math.abs(ci.low - fromMedians.low) < 1e-9 && Math.abs(ci.high - fromMedians.high) < 1e-9);
  assert.ok(sorted[0]! <= ci.low && ci.high <= sorted[sorted.length - 1]!);
  assert.equal(medians.length, S.resamples);
  // Two overlapping groups: the share of resamples in which each is first is
  // what the same seeded medians, compared draw by draw, say it is.
  const a = noisy(100, 0.1, 7, 21);
  const b = noisy(100, 0.1, 7, 22);
  const ma = resampledMedians(a, seedFrom('a', 'q', 'post_first_content_tps'), S)!;
  const mb = resampledMedians(b, seedFrom('b', 'q', 'post_first_content_tps'), S)!;
  let aFirst = 0;
  let bFirst = 0;
  for (let i = 0; i < S.resamples; i++) {
    if (ma[i]! >= mb[i]!) aFirst++;
    if (mb[i]! >= ma[i]!) bFirst++;
  }
  const [ra, rb] = rankFigure([group('a', a), group('b', b)], PFC, S).map((r) => r.rank!);
  const first = ra!.rank === 1 ? ra! : rb!;
  const expected = (ra!.rank === 1 ? aFirst : bFirst) / S.resamples;
  assert.equal(first.share, expected);
  assert.ok(aFirst > 0 && bFirst > 0, 'the two overlap');
  assert.deepEqual([ra!.low, ra!.high, rb!.low, rb!.high], [1, 2, 1, 2]);
});

test('property: every rank lies in its interval, 1 <= low <= rank <= high <= of; a group above all others holds 1', () => {
  const groupsArb = fc.array(fc.array(fc.double({ min: 1, max: 1000, noNaN: true }), { minLength: 3, maxLength: 12 }), {
    minLength: 1,
    maxLength: 6,
  });
  fc.assert(
    fc.property(groupsArb, fc.integer({ min: 0, max: 2 ** 31 }), (sets, seed) => {
      const settings = { ...S, resamples: 300 };
      const groups = sets.map((v, i) => group(`g${i}-${seed}`, v));
      const top = Math.max(...sets.flat()) + 1;
      groups.push(group(`top-${seed}`, [top, top + 1, top + 2]));
      const ranks = rankFigure(groups, PFC, settings).map((r) => r.rank);
      const places = ranks.map((r) => r?.rank).sort((a, b) => a! - b!);
      assert.deepEqual(
        places,
        groups.map((_, i) => i + 1),
        'places are 1..k',
      );
      for (const r of ranks) {
        assert.ok(r !== null);
        assert.ok(1 <= r.low && r.low <= r.rank && r.rank <= r.high && r.high <= r.of, JSON.stringify(r));
        assert.ok(r.share >= 0 && r.share <= 1);
      }
      const last = ranks[ranks.length - 1]!;
      assert.deepEqual([last.rank, last.low, last.high, last.share], [1, 1, 1, 1]);
    }),
    { seed: 20261201, numRuns: 200 },
  );
});
