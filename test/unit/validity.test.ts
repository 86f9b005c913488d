import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyze } from '../../src/analyze/index.ts';
import { regressionCount, regressions } from '../../src/analyze/compare.ts';
import { clientErrorMs, STALL_FLOOR_MS } from '../../src/analyze/stall.ts';
import type { Comparison, GroupResult, Results, RunInfo, StageResult } from '../../src/analyze/types.ts';
import { groupValidity, runValidity, shareReason, VALIDITY_RULES, withValidity } from '../../src/analyze/validity.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { regressionFailure } from '../../src/report/regression-message.ts';
import { stageTables } from '../../src/report/stages.ts';
import { loadNights } from '../fixtures/dashboard-load-history.ts';
import { mkTrace } from '../fixtures/traces.ts';

// The verdict rules (src/analyze/validity.ts): each signal at its
// thresholds, the worst one winning, and what an untrusted group does to
// the regression check.

const run = { started_at: '2026-01-01T00:00:00.000Z' } as RunInfo;
/** A clean group of 10 streamed requests, changed field by field. */
const clean: GroupResult = analyze(
  Array.from({ length: 10 }, (_, i) => mkTrace({ rep: i + 1 })),
  DEFAULT_ANALYSIS,
  run,
).groups[0]!;
const judged = (over: Partial<GroupResult>, stages: StageResult[] = []) =>
  groupValidity({ ...clean, ...over } as GroupResult, stages);
const signals = (over: Partial<GroupResult>, stages: StageResult[] = []) =>
  judged(over, stages).reasons.map((r) => `${r.signal}:${r.verdict}`);

describe('validity rules', () => {
  test('a clean group is trusted, with no reason', () => {
    assert.deepEqual(judged({}), { verdict: 'trusted', reasons: [] });
  });

  test('each share at its thresholds: under degraded nothing, at degraded degraded, at untrusted untrusted', () => {
    // 10 measured requests: 0 stalled trusted, 1 (10%) degraded, 3 (30%) untrusted; the rule says 5% and 25%.
    assert.deepEqual(signals({ client_stalled: 0 }), []);
    assert.deepEqual(signals({ client_stalled: 1 }), ['client_stalled:degraded']);
    assert.deepEqual(signals({ client_stalled: 3 }), ['client_stalled:untrusted']);
    assert.equal(judged({ client_stalled: 3 }).verdict, 'untrusted');
    assert.deepEqual(signals({ buffered: 1, streamed: 9 }), ['buffered:degraded']);
    // Buffered never makes a group untrusted on its own: end-to-end figures stand.
    assert.deepEqual(signals({ buffered: 10, streamed: 0, coarse: 0 }), ['buffered:degraded']);
    assert.deepEqual(signals({ coarse: 4 }), []);
    assert.deepEqual(signals({ coarse: 5 }), ['coarse:degraded']);
    assert.deepEqual(signals({ token_mismatches: 5 }), ['token_mismatch:untrusted']);
    // Failures are a share of the requests sent: not-sent requests are no failures.
    assert.deepEqual(signals({ errors: 1, n: 30, not_sent: 0 }), []);
    assert.deepEqual(signals({ errors: 1 }), ['failures:degraded']);
    assert.deepEqual(signals({ n_ttft: 2, n_end_to_end: 2 }), ['too_few_samples:untrusted']);
    // Exactly at a threshold counts (>=), just under does not.
    const r = shareReason('client_stalled', 5, 100)!;
    assert.deepEqual([r.verdict, r.threshold, r.value], ['degraded', VALIDITY_RULES.client_stalled.degraded, 0.05]);
    assert.equal(shareReason('client_stalled', 4, 100), null);
    assert.match(r.detail, /5 of 100 measured requests measured through a client stall \(5%; degraded from 5%\)/);
  });

  test('load stages and server views of the same group count; other groups stages do not', () => {
    const stage = (over: Partial<StageResult>) =>
      ({
        provider: clean.provider,
        prompt: clean.prompt,
        generator_limited: false,
        server: null,
        ...over,
      }) as StageResult;
    assert.deepEqual(signals({}, [stage({ generator_limited: true }), stage({}), stage({})]), [
      'generator_limited:degraded',
    ]);
    assert.deepEqual(signals({}, [stage({ generator_limited: true }), stage({})]), ['generator_limited:untrusted']);
    assert.deepEqual(signals({}, [stage({ generator_limited: true, provider: 'other' })]), []);
    const flagged = { reconciliation: { flagged: true } } as StageResult['server'];
    assert.deepEqual(signals({}, [stage({ server: flagged })]), ['reconciliation:degraded']);
  });

  test('the worst signal wins; the run takes the worst group and names each reason’s group', () => {
    const v = judged({ client_stalled: 1, errors: 6 });
    assert.equal(v.verdict, 'untrusted');
    assert.deepEqual(
      v.reasons.map((r) => r.signal),
      ['client_stalled', 'failures'],
    );
    const other = { ...clean, provider: 'q', validity: judged({ client_stalled: 1 }) };
    const all = runValidity([{ ...clean, validity: judged({}) }, other]);
    assert.equal(all.verdict, 'degraded');
    assert.deepEqual(
      all.reasons.map((r) => [r.provider, r.prompt, r.signal]),
      [['q', clean.prompt, 'client_stalled']],
    );
  });
});

describe('unconfirmed regressions', () => {
  const slower = (provider: string): Comparison => ({
    provider,
    prompt: clean.prompt,
    metric: 'ttft_ms',
    baseline_p50: 100,
    current_p50: 150,
    delta_pct: 50,
    ci_low_pct: 40,
    ci_high_pct: 60,
    verdict: 'slower',
    baseline_n: 10,
    current_n: 10,
    baseline_runs: 1,
    confirmed: provider === clean.provider,
  });
  const results = withValidity({
    ...analyze([], DEFAULT_ANALYSIS, run),
    groups: [clean, { ...clean, provider: 'stalled', client_stalled: 3 }],
    comparisons: [slower(clean.provider), slower('stalled')],
    baseline: { runs: [], min_effect_pct: 10, ci_level: 0.95, resamples: 1000, min_samples: 3, method: '' },
  } as Results);

  test('are listed apart and not counted, unless asked to count both', () => {
    const r = regressions(results);
    assert.deepEqual(
      r.slower.map((c) => c.provider),
      [clean.provider],
    );
    assert.deepEqual(
      r.unconfirmed.map((c) => c.provider),
      ['stalled'],
    );
    assert.equal(regressionCount(results), 1);
    assert.equal(regressionCount(results, { includeUnconfirmed: true }), 2);
    assert.equal(results.run.validity?.verdict, 'untrusted');
  });

  test('the failure message names the unconfirmed change with its reason', () => {
    const text = regressionFailure(results)!;
    assert.match(text, /1 figure\(s\) slower than the baseline/);
    assert.match(
      text,
      /1 figure\(s\) slower on groups not trusted, unconfirmed .*stalled \/ .*client stalled: 3 of 10/,
    );
    // Only an unconfirmed change: nothing fails.
    const onlyUnconfirmed = { ...results, comparisons: [slower('stalled')] };
    assert.equal(regressionFailure(onlyUnconfirmed), null);
    assert.match(regressionFailure(onlyUnconfirmed, { includeUnconfirmed: true })!, /stalled/);
  });
});

describe("a stage's client error bound", () => {
  const t0 = 1_700_000_000_000;
  const trace = (stalls: Array<[number, number]> | undefined, at = 0) =>
    mkTrace({ t0_epoch_ms: t0 + at, ...(stalls ? { client_stalls: stalls } : {}) });

  test('no stall kept: the floor; enough stalls: their p99; one stall seen by many requests counts once', () => {
    // A 10 s window: 1,000 ticks, so the p99 is the 10th largest lag.
    assert.equal(clientErrorMs([trace([])], t0, t0 + 10_000), STALL_FLOOR_MS);
    const nine: Array<[number, number]> = Array.from({ length: 9 }, (_, i) => [i * 1000, 50]);
    assert.equal(clientErrorMs([trace(nine)], t0, t0 + 10_000), STALL_FLOOR_MS);
    const ten: Array<[number, number]> = [...nine, [9500, 30]];
    assert.equal(clientErrorMs([trace(ten)], t0, t0 + 10_000), 30);
    // The same ten stalls seen by a second request dispatched 200 ms later: the same bound.
    const shifted = ten.map(([s, l]): [number, number] => [s - 200, l]);
    assert.equal(clientErrorMs([trace(ten), trace(shifted, 200)], t0, t0 + 10_000), 30);
    // Stalls outside the window do not count; a trace without a stall record makes it unknown.
    assert.equal(clientErrorMs([trace(ten)], t0 + 20_000, t0 + 30_000), STALL_FLOOR_MS);
    assert.equal(clientErrorMs([trace(ten), trace(undefined)], t0, t0 + 10_000), null);
  });
});

describe('the stage table', () => {
  test("prints the bound beside TPOT and ITL, and marks a p50 within 3x it as within the client's error", () => {
    const night = loadNights().find((r) => r.stages?.some((st) => st.tpot_ms !== null))!;
    const stage = night.stages!.find((st) => st.tpot_ms !== null)!;
    const p50 = stage.tpot_ms!.p50;
    const cells = (errorMs: number | null) => {
      const stages = night.stages!.map((st) => (st === stage ? { ...st, client_error_ms: errorMs } : st));
      const table = stageTables({ ...night, stages })[0]!;
      const row = table.rows.find((r) => r[0] === String(stage.stage))!;
      return table.headers.map((h, i) => [h, row[i]!] as const).filter(([h]) => /^(TPOT|ITL|TTFT)/.test(h));
    };
    const far = cells(p50 / 10);
    for (const [h, cell] of far)
      if (/^TTFT/.test(h)) assert.doesNotMatch(cell, /±/);
      else assert.match(cell, /±\S+$/, `${h}: ${cell}`);
    const near = cells(p50 / 2);
    assert.match(near.find(([h]) => /^TPOT/.test(h))![1], /± ?\S+ \(within the client's error\)$/);
    // Older results, or traces without a stall record: nothing beside.
    assert.ok(cells(null).every(([, cell]) => !cell.includes('±')));
  });
});
