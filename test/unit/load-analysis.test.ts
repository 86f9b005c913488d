import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { analyze } from '../../src/analyze/index.ts';
import { inFlightOver, loadFigures, withLoadFigures } from '../../src/analyze/load-figures.ts';
import { DEFAULT_ANALYSIS, type Slo } from '../../src/config/schema.ts';
import { arrivalTimes, gammaDraw, nextGapMs } from '../../src/run/schedule.ts';
import { mulberry32 } from '../../src/random.ts';
import { sweepRates, stageLabel, offeredOf } from '../../src/run/load-stages.ts';
import type { Trace, TraceLoad } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';
import { RUN } from './synthetic-runs.ts';

// The load figures as a pure function of traces and an slo, and the arrival
// schedules as a pure function of a seed.

const T0 = 1_700_000_000_000;

/** 20 content reads of 5 tokens' chars each, from first_content to last_content, evenly. */
function events(first: number, last: number): Trace['events'] {
  return Array.from(
    { length: 20 },
    (_, i) => [first + ((last - first) * i) / 19, 'content', 20] as [number, 'content', number],
  );
}

/** A request of stage `stage`, dispatched `at` ms into it, taking `total` ms; 100 tokens. */
function req(stage: number, n: number, at: number, total: number, over: Partial<Trace> = {}, lag = 0): Trace {
  const load: TraceLoad = {
    stage,
    stage_t0_epoch_ms: T0 + stage * 100_000,
    scheduled_ms: at,
    label: `c=${stage + 1}`,
    offered: { concurrency: stage + 1, rate: null, arrival: null, burstiness: null, max_concurrency: null },
    duration_s: 10,
    requests: null,
    warmup_s: 0,
    slot_wait_ms: 0,
    seed: null,
  };
  const first = 200;
  return mkTrace({
    rep: n,
    id: `p/q/s${stage}/${n}`,
    t0_epoch_ms: T0 + stage * 100_000 + at + lag,
    at: { first_content: first, last_content: total, end: total },
    events: events(first, total),
    content_reads: 20,
    load,
    ...over,
  } as Partial<Trace>);
}

const figures = (traces: Trace[], slo: Slo | null) =>
  loadFigures(traces, analyze(traces, DEFAULT_ANALYSIS, RUN).requests, slo);

describe('stage figures', () => {
  it('throughput over the window, time-averaged concurrency, percentiles, goodput and saturation', () => {
    // Stage 0: one stream, 10 back-to-back requests of 1 s. Stage 1: two streams of 2 s requests.
    const s0 = Array.from({ length: 10 }, (_, i) => req(0, i + 1, i * 1000, 1000));
    const s1 = Array.from({ length: 10 }, (_, i) => req(1, i + 1, Math.floor(i / 2) * 2000, 2000));
    const { stages, saturation } = figures([...s0, ...s1], { ttft_ms: 500, tpot_ms: 15, fraction: 0.9 });
    const [a, b] = stages;
    assert.ok(a && b);
    assert.equal(a.window_s, 10);
    assert.equal(a.request_throughput, 1);
    assert.equal(a.output_token_throughput, 100);
    assert.equal(a.achieved_concurrency, 1);
    assert.equal(a.achieved_rate, 1);
    assert.equal(b.achieved_concurrency, 2);
    assert.equal(b.output_token_throughput, 100);
    assert.equal(a.ttft_ms?.p50, 200);
    assert.equal(a.e2e_ms?.p50, 1000);
    // 800 ms after the first read over 95 tokens (5 of 100 in the first of 20 equal reads).
    assert.ok(Math.abs(a.tpot_ms!.p50 - 800 / 95) < 1e-9);
    assert.ok(Math.abs(b.tpot_ms!.p50 - 1800 / 95) < 1e-9);
    assert.equal(a.goodput?.good, 10);
    assert.equal(b.goodput?.good, 0);
    assert.equal(a.dispatch_lag_ms?.max, 0);
    assert.equal(a.generator_limited, false);
    assert.deepEqual(saturation[0], {
      provider: 'p',
      prompt: 'q',
      max_output_token_throughput: 100,
      max_request_throughput: 1,
      at_stage: 0,
      slo_stage: 0,
      buffering_from_stage: null,
      generator_limited_stages: [],
      not_reached_stages: [],
    });
    assert.deepEqual(a.reached_concurrency, { mean: 1, max: 1 });
    assert.deepEqual(b.reached_concurrency, { mean: 2, max: 2 });
    assert.equal(a.offered_not_reached, null);
    assert.equal(b.offered_not_reached, null);
  });

  it('buffered responses count in throughput and E2E but never in TTFT, TPOT or ITL, and are named as buffering under load', () => {
    const s0 = Array.from({ length: 4 }, (_, i) => req(0, i + 1, i * 1000, 1000));
    const buffered = (n: number, at: number) =>
      req(1, n, at, 1000, {
        content_reads: 1,
        at: {
          headers: 100,
          first_byte: 990,
          first_event: 990,
          first_content: 990,
          first_answer: 990,
          last_content: 990,
          end: 1000,
        },
        events: [[990, 'content', 400]],
      });
    const s1 = [req(1, 1, 0, 1000), buffered(2, 0), buffered(3, 1000), req(1, 4, 1000, 1000)];
    const { stages, saturation } = figures([...s0, ...s1], { ttft_ms: 500 });
    const b = stages[1]!;
    assert.equal(b.buffered, 2);
    assert.equal(b.streamed, 2);
    assert.equal(b.completed, 4);
    assert.equal(b.output_token_throughput, 200);
    assert.equal(b.ttft_ms?.max, 200, 'the buffered first content at 990 ms is not a TTFT sample');
    assert.equal(b.e2e_ms?.p50, 1000);
    // ITL: the two streamed requests' 19 gaps, none from the buffered.
    assert.ok(Math.abs(b.itl_ms!.max - 800 / 19 / 5) < 1e-9, `itl max ${b.itl_ms?.max}`);
    // Goodput judges a buffered response by when its text came: 990 ms misses ttft_ms 500.
    assert.equal(b.goodput?.good, 2);
    assert.equal(saturation[0]?.buffering_from_stage, 1);
  });

  it('dispatch lag and generator_limited: the client part of the lag, the wait for a max_concurrency slot taken out', () => {
    const late = Array.from({ length: 10 }, (_, i) => req(0, i + 1, i * 1000, 1000, {}, 30));
    const { stages } = figures(late, null);
    assert.equal(stages[0]?.dispatch_lag_ms?.p50, 30);
    assert.equal(stages[0]?.generator_limited, true);
    assert.equal(stages[0]?.goodput, null);
    const capped = late.map((t) => ({ ...t, load: { ...t.load!, slot_wait_ms: 29 } }));
    const c = figures(capped, null).stages[0]!;
    assert.equal(c.dispatch_lag_ms?.p50, 30);
    assert.equal(c.client_lag_ms?.p50, 1);
    assert.equal(c.generator_limited, false);
  });

  it('warmups are load (they count in concurrency) but not figures', () => {
    const ts = Array.from({ length: 10 }, (_, i) => {
      const t = req(0, i + 1, i * 1000, 1000, { warmup: i < 2 });
      t.load = { ...t.load!, warmup_s: 2 };
      return t;
    });
    const s = figures(ts, null).stages[0]!;
    assert.equal(s.requests, 8);
    assert.equal(s.warmups, 2);
    assert.equal(s.achieved_rate, 1);
    assert.equal(s.achieved_concurrency, 1);
    assert.equal(s.window_s, 8);
  });

  it('requests not sent are counted apart and take no part in the timed figures; the stage says how early it stopped', () => {
    // Five 1 s requests back to back, then the endpoint unreachable: five more of the schedule not sent,
    // recorded at once (their t0 is when they were recorded, long before their scheduled times).
    const sent = Array.from({ length: 5 }, (_, i) => req(0, i + 1, i * 1000, 1000));
    const notSent = Array.from({ length: 5 }, (_, i) =>
      req(0, i + 6, 5000 + i * 1000, 0, {
        t0_epoch_ms: T0 + 5000,
        at: {
          headers: null,
          first_byte: null,
          first_event: null,
          first_content: null,
          first_answer: null,
          last_content: null,
          end: null,
        },
        events: [],
        content_reads: 0,
        http: { status: null, content_type: null, content_encoding: null, request_id: null, headers: {} },
        usage: { output_tokens: null, reasoning_tokens: null, input_tokens: null },
        output: { chars: 0, reasoning_chars: 0 },
        error: { kind: 'not_sent', message: 'not sent: the endpoint was unreachable' },
      }),
    );
    const slo: Slo = { ttft_ms: 500 };
    const [alone] = figures(sent, slo).stages;
    const [both] = figures([...sent, ...notSent], slo).stages;
    assert.ok(alone && both);
    assert.equal(both.requests, 10);
    assert.equal(both.not_sent, 5);
    assert.equal(both.errors, 0);
    assert.equal(both.completed, 5);
    assert.equal(both.stopped_early_s, 5);
    assert.equal(alone.stopped_early_s, null);
    for (const k of ['window_s', 'request_throughput', 'output_token_throughput', 'achieved_rate'] as const)
      assert.equal(both[k], alone[k], k);
    assert.equal(both.achieved_concurrency, alone.achieved_concurrency);
    assert.deepEqual(both.dispatch_lag_ms, alone.dispatch_lag_ms);
    assert.deepEqual(both.e2e_ms, alone.e2e_ms);
    // The schedule asked for ten: five good of ten.
    assert.equal(both.goodput?.good, 5);
    assert.equal(both.goodput?.fraction, 0.5);
    assert.equal(alone.goodput?.fraction, 1);
  });

  it('withLoadFigures leaves a run without load as it was, apart from short_output on synthetic prompts', () => {
    const plain = [mkTrace()];
    const r = analyze(plain, DEFAULT_ANALYSIS, RUN);
    const w = withLoadFigures(r, plain, null);
    assert.equal(w.stages, undefined);
    assert.equal(w.saturation, undefined);
    assert.deepEqual(w.flagged, r.flagged);
    const syn = [mkTrace({ synthetic: { seed: 1, k: 0, input_tokens: 10, output_tokens: 200, prefix_tokens: 0 } })];
    const s = withLoadFigures(analyze(syn, DEFAULT_ANALYSIS, RUN), syn, null);
    assert.equal(s.requests[0]?.short_output, true);
    assert.equal(s.flagged.filter((f) => f.reason === 'short_output').length, 1);
  });
});

describe('arrival schedules', () => {
  it('poisson gaps are exponential: mean 1000/rate, coefficient of variation 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.double({ min: 0.5, max: 200, noNaN: true }),
        (seed, rate) => {
          const rand = mulberry32(seed);
          const gaps = Array.from({ length: 4000 }, () => nextGapMs({ rate, arrival: 'poisson', burstiness: 1 }, rand));
          const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
          const sd = Math.sqrt(gaps.reduce((a, b) => a + (b - mean) ** 2, 0) / gaps.length);
          assert.ok(Math.abs(mean / (1000 / rate) - 1) < 0.08, `seed ${seed} rate ${rate}: mean gap ${mean}`);
          assert.ok(Math.abs(sd / mean - 1) < 0.1, `seed ${seed} rate ${rate}: cv ${sd / mean}`);
          // P(gap > mean) = 1/e for an exponential.
          const over = gaps.filter((g) => g > 1000 / rate).length / gaps.length;
          assert.ok(Math.abs(over - Math.exp(-1)) < 0.04, `seed ${seed}: share over the mean ${over}`);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('gamma gaps: mean 1000/rate, coefficient of variation 1/sqrt(burstiness)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(0.25, 0.5, 1, 2, 4), (seed, k) => {
        const rand = mulberry32(seed);
        const gaps = Array.from({ length: 6000 }, () => nextGapMs({ rate: 10, arrival: 'gamma', burstiness: k }, rand));
        const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
        const sd = Math.sqrt(gaps.reduce((a, b) => a + (b - mean) ** 2, 0) / gaps.length);
        assert.ok(Math.abs(mean / 100 - 1) < 0.1, `seed ${seed} k ${k}: mean ${mean}`);
        assert.ok(Math.abs(sd / mean / (1 / Math.sqrt(k)) - 1) < 0.15, `seed ${seed} k ${k}: cv ${sd / mean}`);
      }),
      { numRuns: 15 },
    );
    assert.ok(gammaDraw(0.3, mulberry32(1)) >= 0);
  });

  it('schedules are deterministic per seed, start at 0, and stop at the duration or the count', () => {
    const spec = { rate: 50, arrival: 'poisson' as const, burstiness: 1 };
    const a = arrivalTimes(spec, 7, 2000, 1000);
    assert.deepEqual(arrivalTimes(spec, 7, 2000, 1000), a);
    assert.notDeepEqual(arrivalTimes(spec, 8, 2000, 1000), a);
    assert.equal(a[0], 0);
    assert.ok(a.every((t, i) => t < 2000 && (i === 0 || t >= a[i - 1]!)));
    assert.equal(arrivalTimes(spec, 7, Infinity, 25).length, 25);
    assert.deepEqual(arrivalTimes({ ...spec, arrival: 'constant' }, 1, 100, 99), [0, 20, 40, 60, 80]);
  });

  it('a rate sweep spaces its rates strictly between the two it measured; labels name the offered load', () => {
    assert.deepEqual(sweepRates(1, 5, 3), [2, 3, 4]);
    assert.equal(stageLabel(offeredOf({ concurrency: 8 })), 'c=8');
    assert.equal(stageLabel(offeredOf({ rate: 4 })), '4 req/s poisson');
    assert.equal(
      stageLabel(offeredOf({ rate: 2.5, arrival: 'gamma', burstiness: 0.5, max_concurrency: 16 })),
      '2.5 req/s gamma(0.5), max c=16',
    );
  });
});

describe('reanalyze --slo', () => {
  it('parses KEY=NUMBER pairs and names the expected form on a mistake', async () => {
    const { parseSloFlag } = await import('../../src/cli/main.ts');
    assert.deepEqual(parseSloFlag('ttft_ms=500,tpot_ms=40'), { ttft_ms: 500, tpot_ms: 40 });
    assert.deepEqual(parseSloFlag('e2e_ms=2000, fraction=0.9'), { e2e_ms: 2000, fraction: 0.9 });
    assert.throws(
      () => parseSloFlag('ttft=500'),
      /KEY one of ttft_ms, tpot_ms, e2e_ms, fraction, such as --slo ttft_ms=500,tpot_ms=40/,
    );
    assert.throws(() => parseSloFlag('ttft_ms=fast'), /expected KEY=NUMBER/);
    assert.throws(() => parseSloFlag('fraction=0.9'), /at least one of ttft_ms, tpot_ms, e2e_ms/);
    assert.throws(() => parseSloFlag('ttft_ms=-5'), /thresholds > 0/);
  });
});

describe('the load a stage reached', () => {
  /** A request of stage `stage` under `load` (a closed loop of `requests` unless given), dispatched `at` ms in. */
  const loaded = (stage: number, n: number, at: number, total: number, load: Partial<TraceLoad>, lag = 0): Trace => {
    const t = req(stage, n, at, total, {}, lag);
    t.load = { ...t.load!, duration_s: null, requests: 10, ...load };
    return t;
  };
  const closed = (c: number): Partial<TraceLoad> => ({
    label: `c=${c}`,
    offered: { concurrency: c, rate: null, arrival: null, burstiness: null, max_concurrency: null },
  });

  it('a closed loop with enough work reaches its concurrency; one of too few requests is flagged and never the saturation point', () => {
    // c=1: 10 back to back; c=4: 40 in ten waves of four; c=16: 10 requests, all at once, so 16 are never in flight.
    const one = Array.from({ length: 10 }, (_, i) => loaded(0, i + 1, i * 1000, 1000, closed(1)));
    const four = Array.from({ length: 40 }, (_, i) =>
      loaded(1, i + 1, Math.floor(i / 4) * 1000, 1000, { ...closed(4), requests: 40 }),
    );
    const sixteen = Array.from({ length: 10 }, (_, i) => loaded(2, i + 1, 0, 1000, closed(16)));
    const { stages, saturation } = figures([...one, ...four, ...sixteen], { ttft_ms: 500 });
    const [a, b, c] = stages;
    assert.ok(a && b && c);
    assert.deepEqual(a.reached_concurrency, { mean: 1, max: 1 });
    assert.deepEqual(b.reached_concurrency, { mean: 4, max: 4 });
    assert.equal(a.offered_not_reached, null);
    assert.equal(b.offered_not_reached, null);
    // Dispatched all at once: no dispatch span, so the window is the first dispatch to the last end.
    assert.deepEqual(c.reached_concurrency, { mean: 10, max: 10 });
    assert.equal(c.achieved_concurrency, 10, 'no longer n/a');
    assert.deepEqual(c.offered_not_reached, { by: 'concurrency', offered: 16, reached: 10, reached_max: 10 });
    // Stage 2 did the most work per second (10 req/s), yet it never ran at its label's load.
    assert.ok(c.request_throughput! > b.request_throughput!);
    assert.equal(saturation[0]?.at_stage, 1);
    assert.equal(saturation[0]?.slo_stage, 1);
    assert.equal(saturation[0]?.max_request_throughput, b.request_throughput);
    assert.deepEqual(saturation[0]?.not_reached_stages, [2]);
  });

  it('a mean under 90% of the offered concurrency is flagged, even when the most in flight came to it once', () => {
    // c=4 over a 10 s stage: four in flight for the first second, then one.
    const ts = [
      ...Array.from({ length: 3 }, (_, i) =>
        loaded(0, i + 1, 0, 1000, { ...closed(4), duration_s: 10, requests: null }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        loaded(0, i + 4, i * 1000, 1000, { ...closed(4), duration_s: 10, requests: null }),
      ),
    ];
    const s = figures(ts, null).stages[0]!;
    assert.equal(s.reached_concurrency?.max, 4);
    assert.ok(Math.abs(s.reached_concurrency!.mean - 1.3) < 1e-9, `${s.reached_concurrency?.mean}`);
    assert.equal(s.offered_not_reached?.by, 'concurrency');
    assert.equal(s.offered_not_reached?.reached_max, 4);
  });

  it("an end stamped past the dispatch its slot release allowed never counts above the client's cap", () => {
    // max_concurrency 2, two 200 ms requests at a time, back to back. The
    // fourth request's end is stamped 3 ms late (its t0_epoch_ms read after a
    // pause, as on a busy machine), past the sixth's dispatch: the raw spans
    // overlap three deep for those 3 ms, the client never had three in flight.
    const open: Partial<TraceLoad> = {
      label: '40 req/s constant, max c=2',
      offered: { concurrency: null, rate: 40, arrival: 'constant', burstiness: null, max_concurrency: 2 },
      duration_s: 1,
      requests: null,
    };
    const ts = Array.from({ length: 10 }, (_, i) => {
      const at = Math.floor(i / 2) * 200;
      return loaded(0, i + 1, at, 200, open, i === 3 ? 3 : 0);
    });
    const spans = ts.map((t) => [t.t0_epoch_ms, t.t0_epoch_ms + t.at.end!] as const);
    const from = T0;
    assert.equal(inFlightOver(spans, from, from + 1000).max, 3, 'the crossing is in the stamps');
    const s = figures(ts, null).stages[0]!;
    assert.equal(s.reached_concurrency?.max, 2);
    assert.ok(s.reached_concurrency!.mean <= 2, `${s.reached_concurrency?.mean}`);
    // A closed loop's cap is its concurrency: the same crossing at c=2.
    const closedTs = ts.map((t) => ({ ...t, load: { ...t.load!, ...closed(2) } }));
    assert.equal(figures(closedTs, null).stages[0]!.reached_concurrency?.max, 2);
  });

  it('a stage with no successful request is never the saturation point and has no goodput rate', () => {
    const ok = Array.from({ length: 10 }, (_, i) => loaded(0, i + 1, i * 1000, 1000, closed(1)));
    const failed = Array.from({ length: 10 }, (_, i) => {
      const t = loaded(1, i + 1, i * 1000, 1000, closed(1));
      return { ...t, error: { kind: 'http_status' as const, message: 'HTTP 500' }, http: { ...t.http, status: 500 } };
    });
    const { stages, saturation } = figures([...ok, ...failed], { ttft_ms: 500 });
    assert.equal(stages[1]?.completed, 0);
    assert.equal(stages[1]?.goodput?.rps, null);
    assert.equal(stages[1]?.goodput?.good, 0);
    assert.equal(saturation[0]?.at_stage, 0);
    const onlyFailed = figures(failed, { ttft_ms: 500 }).saturation[0]!;
    assert.equal(onlyFailed.at_stage, null);
    assert.equal(onlyFailed.max_request_throughput, null);
    assert.equal(onlyFailed.slo_stage, null);
  });

  it('an open loop whose dispatches fell behind its schedule is flagged by rate; one on schedule is not', () => {
    const open: Partial<TraceLoad> = {
      label: '4 req/s constant, max c=2',
      offered: { concurrency: null, rate: 4, arrival: 'constant', burstiness: null, max_concurrency: 2 },
      duration_s: 10,
      requests: null,
    };
    // 40 arrivals 250 ms apart; on time, then each held a further 250 ms by the cap (two 1 s requests at a time: 2 req/s).
    const onTime = Array.from({ length: 40 }, (_, i) => loaded(0, i + 1, i * 250, 400, open));
    const held = Array.from({ length: 40 }, (_, i) => loaded(1, i + 1, i * 250, 1000, open, i * 250));
    const [a, b] = figures([...onTime, ...held], null).stages;
    assert.equal(a?.offered_not_reached, null);
    // The last arrival, due at 9.75 s, went out at 19.5 s: 40 dispatches over 19.75 s, not 10.
    assert.equal(b?.offered_not_reached?.by, 'rate');
    assert.equal(b?.offered_not_reached?.offered, 4);
    assert.ok(Math.abs(b!.offered_not_reached!.reached - 40 / 19.75) < 1e-6, `${b?.offered_not_reached?.reached}`);
  });

  it('a shard that joined an aligned stage late is judged over what was left of the stage', () => {
    // A 10 s stage at c=2 planned 5 s before this shard began it: two streams busy for its last 5 s.
    const late = (planned: boolean) =>
      Array.from({ length: 10 }, (_, i) => {
        const t = loaded(0, i + 1, Math.floor(i / 2) * 1000, 1000, { ...closed(2), duration_s: 10, requests: null });
        if (planned)
          t.load = { ...t.load!, planned_t0_epoch_ms: t.load!.stage_t0_epoch_ms - 5000, joined_late_ms: 5000 };
        return t;
      });
    const joined = figures(late(true), null).stages[0]!;
    assert.deepEqual(joined.reached_concurrency, { mean: 2, max: 2 });
    assert.equal(joined.offered_not_reached, null);
    // Without the planned start the same requests fill half the stage: flagged.
    assert.equal(figures(late(false), null).stages[0]!.offered_not_reached?.reached, 1);
  });

  it("a conversation's sessions are its unit of concurrency: the think time between turns is still a session in flight", () => {
    // Two sessions at c=2, each of three 1 s turns with 1 s of think time between them.
    const ts = [0, 1].flatMap((session) =>
      [0, 1, 2].map((turn) => {
        const t = loaded(0, session * 3 + turn + 1, turn * 2000, 1000, {
          ...closed(2),
          scheduled_ms: turn * 2000,
          requests: 2,
        });
        return { ...t, session, turn };
      }),
    );
    const s = figures(ts, null).stages[0]!;
    assert.deepEqual(s.reached_concurrency, { mean: 2, max: 2 });
    assert.equal(s.offered_not_reached, null);
    assert.ok(s.achieved_concurrency! < 2, 'requests in flight leave out the think time');
  });
});
