import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  fluidityFigures,
  fluidityOf,
  fluidityTargets,
  isSmooth,
  ttstOf,
  withFluidityDefaults,
  type FluidityTargets,
} from '../../src/analyze/fluidity.ts';
import { analyzeRequest } from '../../src/analyze/index.ts';
import type { RequestResult } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { dropNoise } from '../../src/stats.ts';
import type { EventKind, Trace } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';

// The fluidity index (src/analyze/fluidity.ts) on reads whose times and
// tokens are known, so every score has an exact answer; then the properties
// every score keeps, on generated streams.

const TARGETS: FluidityTargets = { ttft_ms: 200, tpot_ms: 20, target_index: 0.9 };
const reads = (times: number[], tokens: number[] = times.map(() => 1)) =>
  times.map((ms, i) => ({ ms, tokens: tokens[i]! }));
/** A seed from SG_SEED when set (to replay a failure), else a fixed one: fast-check names it in a failure. */
const SEED = Number(process.env.SG_SEED ?? 20261202);

describe('the fluidity index of one stream', () => {
  test("docs/metrics.md's worked example: slack banked, then a late token misses four deadlines", () => {
    const f = fluidityOf(reads([150, 160, 235, 330, 340, 345]), TARGETS);
    // 150 ≤ 200, 160 ≤ 220, 235 ≤ 240 (a 75 ms gap, on time on banked slack), 330 > 260 by 70: ⌈70/20⌉ = 4
    // missed and the next deadline is 350; 340 ≤ 350, 345 ≤ 370.
    assert.deepEqual(f, { on_time: 5, missed_deadlines: 4, fluidity_index: dropNoise(5 / 9) });
  });

  test('the issue’s two servers: steady 18.5 ms a token scores 1, a stall of 800 ms after the first token 59/89', () => {
    const steady = fluidityOf(reads(Array.from({ length: 60 }, (_, i) => 10 + 18.5 * i)), TARGETS);
    assert.deepEqual(steady, { on_time: 60, missed_deadlines: 0, fluidity_index: 1 });
    const stalled = fluidityOf(reads([10, ...Array.from({ length: 59 }, (_, i) => 810 + 5 * i)]), TARGETS);
    // Token 2 at 810 against 220: ⌈590/20⌉ = 30 missed; the other 58 come 5 ms apart, all on time.
    assert.deepEqual(stalled, { on_time: 59, missed_deadlines: 30, fluidity_index: dropNoise(59 / 89) });
  });

  test('a read of many tokens: the first one late, the rest of the read on the restarted schedule', () => {
    const f = fluidityOf(reads([100, 500], [1, 3]), TARGETS);
    // 500 against 220: ⌈280/20⌉ = 14 missed, then 500 ≤ 520 and 500 ≤ 540.
    assert.deepEqual(f, { on_time: 3, missed_deadlines: 14, fluidity_index: dropNoise(3 / 17) });
  });

  test('a late first token misses against the TTFT target; exactly on a deadline is on time', () => {
    assert.deepEqual(fluidityOf(reads([241, 261]), TARGETS), {
      on_time: 1,
      missed_deadlines: 3,
      fluidity_index: 0.25,
    });
    assert.equal(fluidityOf(reads([200, 220, 240]), TARGETS).fluidity_index, 1);
  });

  test('reads credited no token count for nothing; no token, no index', () => {
    assert.deepEqual(fluidityOf(reads([100, 150, 170], [1, 0, 1]), TARGETS).on_time, 2);
    assert.deepEqual(fluidityOf([], TARGETS), { on_time: 0, missed_deadlines: 0, fluidity_index: null });
  });

  test('time to second token: the read that carried it', () => {
    assert.equal(ttstOf(reads([100, 130])), 130);
    assert.equal(ttstOf(reads([100], [3])), 100);
    assert.equal(ttstOf(reads([100, 110, 140], [1, 0, 2])), 140);
    assert.equal(ttstOf(reads([100])), null);
  });
});

describe('the properties every score keeps', () => {
  // Whole-ms times and targets: the shift property then has no float rounding at a ⌈⌉ boundary.
  const stream = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 60 })
    .map((gaps) => {
      let ms = 0;
      return gaps.map(([gap, tokens]) => ({ ms: (ms += gap), tokens }));
    });
  const targets = fc.record({ ttft_ms: fc.integer({ min: 1, max: 500 }), tpot_ms: fc.integer({ min: 1, max: 100 }) });

  test('the index lies in [0, 1], every token is on time or misses at least one deadline, null only without tokens', () => {
    fc.assert(
      fc.property(stream, targets, (rs, t) => {
        const f = fluidityOf(rs, t);
        const tokens = rs.reduce((a, r) => a + r.tokens, 0);
        if (tokens === 0) return assert.equal(f.fluidity_index, null);
        assert.ok(f.fluidity_index !== null && f.fluidity_index >= 0 && f.fluidity_index <= 1, JSON.stringify(f));
        assert.ok(f.on_time <= tokens && f.on_time + f.missed_deadlines >= tokens, JSON.stringify(f));
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  test('a uniformly earlier stream never scores lower, and one on every deadline scores 1', () => {
    fc.assert(
      fc.property(stream, targets, fc.integer({ min: 0, max: 1000 }), (rs, t, shift) => {
        const later = fluidityOf(
          rs.map((r) => ({ ...r, ms: r.ms + shift })),
          t,
        );
        const earlier = fluidityOf(rs, t);
        assert.ok((earlier.fluidity_index ?? 0) >= (later.fluidity_index ?? 0), JSON.stringify({ earlier, later }));
        assert.ok(earlier.missed_deadlines <= later.missed_deadlines);
      }),
      { seed: SEED, numRuns: 500 },
    );
    fc.assert(
      fc.property(targets, fc.integer({ min: 1, max: 80 }), (t, n) => {
        const onTime = reads(Array.from({ length: n }, (_, i) => t.ttft_ms + i * t.tpot_ms));
        assert.equal(fluidityOf(onTime, t).fluidity_index, 1);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  test('scaling every time and both targets alike leaves the score as it was', () => {
    fc.assert(
      fc.property(stream, targets, fc.integer({ min: 2, max: 5 }), (rs, t, k) => {
        const scaled = fluidityOf(
          rs.map((r) => ({ ...r, ms: r.ms * k })),
          { ttft_ms: t.ttft_ms * k, tpot_ms: t.tpot_ms * k },
        );
        assert.deepEqual(scaled, fluidityOf(rs, t));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('the targets', () => {
  test('taken from load.slo where analysis.fluidity leaves them out; none without both', () => {
    const a = withFluidityDefaults(DEFAULT_ANALYSIS, { ttft_ms: 300, tpot_ms: 25 });
    assert.deepEqual(a.fluidity, { ttft_ms: 300, tpot_ms: 25, target_index: 0.9 });
    const own = withFluidityDefaults(
      { ...DEFAULT_ANALYSIS, fluidity: { tpot_ms: 10, target_index: 0.8 } },
      {
        ttft_ms: 300,
        tpot_ms: 25,
      },
    );
    assert.deepEqual(own.fluidity, { ttft_ms: 300, tpot_ms: 10, target_index: 0.8 });
    assert.equal(withFluidityDefaults(DEFAULT_ANALYSIS, { ttft_ms: 300 }).fluidity, undefined);
    assert.equal(withFluidityDefaults(DEFAULT_ANALYSIS, null), DEFAULT_ANALYSIS);
    assert.equal(fluidityTargets({ fluidity: { ttft_ms: 300 } }), null);
  });
});

describe('the config', () => {
  const yaml = (extra: string) => `providers:
  - { id: a, api: openai-chat, base_url: "http://127.0.0.1:1/v1", model: steady }
prompts:
  - { id: p, prompt: hi }
analysis:
  fluidity: { tpot_ms: 20 }
${extra}`;

  test('a target neither analysis.fluidity nor load.slo gives is an error naming file:line, field and fix', () => {
    assert.throws(
      () => parseConfig(yaml(''), 'c.yml', {}),
      /c\.yml:6:3 analysis\.fluidity: no ttft_ms target.*Fix: add ttft_ms: N to analysis\.fluidity \(or to load\.slo/,
    );
    const ok = parseConfig(
      yaml('load:\n  requests: 2\n  stages: [{ concurrency: 1 }]\n  slo: { ttft_ms: 200 }\n'),
      'c.yml',
      {},
    );
    assert.deepEqual(ok.config.analysis.fluidity, { tpot_ms: 20 });
    assert.throws(() => parseConfig(yaml('').replace('tpot_ms: 20', 'tpot_ms: 20, target_index: 2'), 'c.yml', {}));
  });

  test('reanalyze --fluidity: KEY=N pairs, each checked, with the fix in the message', async () => {
    const { parseFluidityFlag } = await import('../../src/cli/main.ts');
    assert.deepEqual(parseFluidityFlag('ttft_ms=200, tpot_ms=20'), { ttft_ms: 200, tpot_ms: 20 });
    assert.deepEqual(parseFluidityFlag('target_index=0.8'), { target_index: 0.8 });
    assert.throws(() => parseFluidityFlag('ttft=200'), /KEY one of ttft_ms, tpot_ms, target_index/);
    assert.throws(() => parseFluidityFlag('target_index=1.5'), /target_index in \[0, 1\]/);
    assert.throws(() => parseFluidityFlag('tpot_ms=0'), /targets > 0/);
  });
});

/** A trace of one-token reads at `times` (4 chars a token, usage their count). */
function trace(times: number[], over: Partial<Trace> = {}): Trace {
  const events: Array<[number, EventKind, number]> = [[times[0]! - 5, 'meta', 0]];
  for (const ms of times) events.push([ms, 'content', 4]);
  const end = times[times.length - 1]! + 5;
  events.push([end, 'usage', 0], [end, 'done', 0]);
  return mkTrace({
    events,
    content_reads: times.length,
    usage: { output_tokens: times.length, reasoning_tokens: null, input_tokens: 10 },
    output: { chars: 4 * times.length, reasoning_chars: 0 },
    at: {
      first_event: times[0]! - 5,
      first_content: times[0]!,
      first_answer: times[0]!,
      last_content: times.at(-1)!,
      end,
    },
    ...over,
  });
}

describe('a request and its group', () => {
  const stalled = [10, ...Array.from({ length: 59 }, (_, i) => 810 + 5 * i)];
  const withTargets = { ...DEFAULT_ANALYSIS, fluidity: { ...TARGETS } };

  test('a streamed request gains its index, missed deadlines and TTST; without targets TTST alone', () => {
    const r = analyzeRequest(trace(stalled), withTargets);
    assert.equal(r.outcome, 'streamed');
    assert.equal(r.fluidity_index, dropNoise(59 / 89));
    assert.equal(r.missed_deadlines, 30);
    assert.equal(r.ttst_ms, 810);
    assert.equal(r.ttft_ms, 10);
    const bare = analyzeRequest(trace(stalled), DEFAULT_ANALYSIS);
    assert.deepEqual([bare.fluidity_index, bare.missed_deadlines, bare.ttst_ms], [null, null, 810]);
  });

  test('a buffered response has no fluidity (as it has no post-first-content rate)', () => {
    // Two reads 1 ms apart: under min_content_reads and min_generation_s, so buffered.
    const r = analyzeRequest(trace([500, 501]), withTargets);
    assert.equal(r.outcome, 'buffered');
    assert.deepEqual([r.fluidity_index, r.missed_deadlines, r.ttst_ms], [null, null, null]);
  });

  const req = (fluidity_index: number | null, over: Partial<RequestResult> = {}) =>
    ({ outcome: 'streamed', ttft_ms: 100, fluidity_index, client_stalled: false, ...over }) as RequestResult;

  test('a group: p50 and p10 with intervals, the fluid share; buffered and client-stalled requests left out', () => {
    const rs = [1, 1, 1, 0.95, 0.9, 0.66, 0.5, 1, 1, 1].map((v) => req(v));
    rs.push(req(null, { outcome: 'buffered' }), req(0.1, { client_stalled: true }));
    const g = fluidityFigures(rs, TARGETS, ['p', 'q']);
    assert.equal(g.n_fluidity, 10);
    assert.equal(g.fluid_share, 0.8);
    assert.equal(g.fluidity_index!.p50, 1);
    // Sorted 0.5, 0.66, 0.9, ...: h = 0.9, so 0.5 + 0.9 x 0.16.
    assert.ok(Math.abs(g.fluidity_index!.p10 - 0.644) < 1e-9, String(g.fluidity_index!.p10));
    assert.ok(g.fluidity_index_p10_ci!.low <= g.fluidity_index!.p10 && g.fluidity_index_p10_ci!.high >= 0.66);
    assert.ok(g.fluidity_index_ci!.low <= 1 && g.fluidity_index_ci!.high === 1);
    // Seeded: the same requests give the same intervals.
    assert.deepEqual(fluidityFigures(rs, TARGETS, ['p', 'q']), g);
    assert.equal(fluidityFigures(rs, null, ['p', 'q']).fluidity_index, null);
    assert.equal(fluidityFigures(rs.slice(0, 2), TARGETS, ['p', 'q']).fluidity_index_ci, null, 'below 3 values');
  });

  test('smooth: fast and fluid, streamed only', () => {
    assert.equal(isSmooth(req(0.95), TARGETS), true);
    assert.equal(isSmooth(req(0.95, { ttft_ms: 201 }), TARGETS), false);
    assert.equal(isSmooth(req(0.89), TARGETS), false);
    assert.equal(isSmooth(req(null, { outcome: 'buffered' }), TARGETS), false);
  });
});
