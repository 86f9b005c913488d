import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
const KEEP = process.env.SG_KEEP === '1';
import type { StageResult } from '../../src/analyze/load-figures.ts';
import { hasRegression, withComparisons } from '../../src/analyze/compare.ts';
import type { Results } from '../../src/analyze/types.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { parseConfig } from '../../src/config/read.ts';
import { reanalyze, runBenchmark, type RunOutcome } from '../../src/run/engine.ts';
import { mergeOutputs } from '../../src/run/merge.ts';
import { readTraces } from '../../src/run/traces.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { withLoopDelay } from '../support/loop-delay.ts';

// Load stages against the real simulator on loopback: the closed loop holds
// N in flight, the open loop keeps its rate, a concurrency sweep over a
// capacity-limited simulator finds its plateau where the closed form puts
// it, goodput flips at the stage the scripted SLO says, and a rate sweep
// spaces its rates between the two it measured. Tolerances, never exact values.

let sim: Simulator;
let dir: string;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-load-'));
});
after(async () => {
  await sim.close();
  if (KEEP) console.log(dir);
  else await rm(dir, { recursive: true, force: true });
});

async function run(name: string, model: string, load: string, prompt = '{ id: p, prompt: Say something. }') {
  const yaml = `providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "${model}" }
prompts:
  - ${prompt}
load:
${load}
`;
  return runBenchmark({ loaded: parseConfig(yaml, `${name}.yml`, {}), outDir: join(dir, name), env: {} });
}

/**
 * The measured requests that did not stream, less those the client's loop stalled through past the
 * default max_client_stall_ms (20): on a busy machine such a stall stamps a response's reads together,
 * and the simulator's timers (in this process) write it at once. Each as [id, outcome, stall ms].
 */
const unexplainedBuffered = (requests: Results['requests']) =>
  requests
    .filter(
      (r) => !r.warmup && r.outcome !== 'streamed' && !(r.outcome === 'buffered' && (r.client_stall_ms ?? 0) > 20),
    )
    .map((r) => [r.id, r.outcome, r.client_stall_ms]);

const stagesOf = (o: RunOutcome): StageResult[] => o.results.stages ?? [];
const show = (s: StageResult) =>
  `${s.label}: n=${s.requests} rate=${s.achieved_rate} conc=${s.achieved_concurrency} ` +
  `tok/s=${s.output_token_throughput} ttft p50=${s.ttft_ms?.p50} tpot p50=${s.tpot_ms?.p50} lag p99=${s.dispatch_lag_ms?.p99}`;

describe('load stages against the simulator', () => {
  it('a closed loop keeps N requests in flight, and every trace says where it sat in the stage', async () => {
    // 16 words 20 ms apart: about 360 ms a request (a generation interval well past the 0.1 s buffered guard).
    const o = await run(
      'closed',
      'steady:tokens=16,ttft_ms=20,interval_ms=20',
      '  duration_s: 1.5\n  stages: [{ concurrency: 4 }]',
    );
    const [s] = stagesOf(o);
    assert.ok(s, 'one stage');
    assert.ok(Math.abs(s.achieved_concurrency! - 4) < 0.4, show(s));
    // 4 streams of ~360 ms for 1.5 s: 4 or 5 rounds of 4.
    assert.ok(s.requests >= 12 && s.requests <= 24, show(s));
    assert.equal(s.streamed, s.requests, show(s));
    assert.equal(s.completed, s.requests);
    assert.equal(s.offered.concurrency, 4);
    assert.equal(s.label, 'c=4');
    assert.ok(s.dispatch_lag_ms!.p50 < 20, show(s));
    const traces = await readTraces(o.files.traces);
    assert.ok(traces.every((t) => t.load?.stage === 0 && t.load.label === 'c=4'));
    // The first four are scheduled at the stage's start; no dispatch comes after its end.
    assert.equal(traces.filter((t) => t.load!.scheduled_ms === 0).length, 4);
    assert.ok(traces.every((t) => t.load!.scheduled_ms < 1500));
    assert.equal(o.results.saturation?.[0]?.at_stage, 0);
  });

  it('an open loop keeps its rate: constant and poisson arrivals at the scheduled times', async () => {
    // The scheduler and the simulator share this process: each is checked against the event loop's
    // delay measured over the same run (on a busy machine the loop, not the scheduler, is late).
    const { value: o, loop } = await withLoopDelay(() =>
      run(
        'open',
        'steady:tokens=16,ttft_ms=10,interval_ms=20',
        '  duration_s: 2\n  stages: [{ rate: 20, arrival: constant }, { rate: 20 }]',
      ),
    );
    const [constant, poisson] = stagesOf(o);
    assert.ok(constant && poisson);
    assert.equal(constant.label, '20 req/s constant');
    assert.equal(poisson.label, '20 req/s poisson');
    // A constant schedule: exactly 40 arrivals in 2 s.
    assert.equal(constant.requests, 40, show(constant));
    assert.equal(constant.achieved_rate, 20);
    // Poisson over 2 s at 20/s: 40 expected, a standard deviation of 6.3.
    assert.ok(poisson.achieved_rate! > 12 && poisson.achieved_rate! < 28, show(poisson));
    const traces = await readTraces(o.files.traces);
    const gaps = traces
      .filter((t) => t.load!.stage === 0)
      .map((t) => t.load!.scheduled_ms)
      .sort((a, b) => a - b)
      .slice(1)
      .map((x, i, xs) => x - (i === 0 ? 0 : xs[i - 1]!));
    assert.ok(
      gaps.every((g) => Math.abs(g - 50) < 1e-6),
      `constant gaps: ${gaps.join(', ')}`,
    );
    // Dispatches follow the schedule: p50 lag under 5 ms, 80% within 10 ms, past the time the loop was
    // held between each request's scheduled time and its dispatch (about 0 on a quiet machine; the
    // bench measures lag on a quiet machine).
    const lags = traces.map((t) => t.t0_epoch_ms - t.load!.stage_t0_epoch_ms - t.load!.scheduled_ms);
    assert.ok(
      lags.every((l) => l >= 0),
      'never dispatched before its time',
    );
    const added = traces.map((t, i) => lags[i]! - loop.heldMs(t.t0_epoch_ms - lags[i]!, t.t0_epoch_ms));
    assert.ok(
      added.filter((l) => l < 10).length >= 0.8 * added.length,
      `lags past the loop's holds: ${added.map((l) => l.toFixed(1)).join(' ')}; ${loop.text}`,
    );
    const stageAdded = (stage: number) =>
      added.filter((_, i) => traces[i]!.load!.stage === stage).sort((a, b) => a - b);
    for (const [stage, s] of [constant, poisson].entries()) {
      const own = stageAdded(stage);
      assert.ok(own[Math.floor((own.length - 1) / 2)]! < 5, `${show(s)}; ${loop.text}`);
      assert.equal(s.generator_limited, s.client_lag_ms!.p99 > 10);
      // Streamed, but for a response the client's loop stalled through (see the shards below).
      assert.equal(s.errors, 0, show(s));
      assert.equal(s.streamed + s.buffered, s.requests, show(s));
    }
    assert.deepEqual(unexplainedBuffered(o.results.requests), [], loop.text);
    // ~350 ms a request at 20/s: about 7 in flight.
    // Concurrency and TPOT follow each response's length, which a busy machine stretches (the simulator
    // shares this process). Checked unless the loop was held for half the run or more, and always
    // when the test runs alone (.ci/run, SG_ALONE=1).
    if (process.env.SG_ALONE === '1' || loop.heldMs(0, Infinity) < 0.5 * loop.spanMs) {
      assert.ok(
        constant.achieved_concurrency! > 6 && constant.achieved_concurrency! < 8.2,
        `${show(constant)}; ${loop.text}`,
      );
      assert.ok(Math.abs(constant.tpot_ms!.p50 - 20) < 4, `${show(constant)}; ${loop.text}`);
    } else console.log(`open loop: concurrency and TPOT not checked, ${loop.text}; ${show(constant)}`);
  });

  it('a concurrency sweep over a capacity-limited server: the plateau, TPOT and TTFT match the closed form; goodput flips where the SLO says', async () => {
    // 2 slots; a step is 20 ms + 10 ms per decoding stream; 10 tokens, one a step, then the finish a step later.
    const model = 'capacity:tokens=10,slots=2,step_ms=20,step_per_stream_ms=10';
    const o = await run(
      'sweep',
      model,
      '  duration_s: 2\n  sweep: { over: concurrency, values: [1, 2, 4] }\n  slo: { ttft_ms: 200, fraction: 0.9 }',
    );
    const stages = stagesOf(o);
    assert.deepEqual(
      stages.map((s) => s.label),
      ['c=1', 'c=2', 'c=4'],
    );
    const [c1, c2, c4] = stages as [StageResult, StageResult, StageResult];
    const msg = stages.map(show).join('\n');
    // Closed form: step(b) = 20 + 10 b; a request holds its slot 11 steps.
    const tps = (b: number) => (b * 10 * 1000) / (11 * (20 + 10 * b));
    assert.ok(Math.abs(c1.output_token_throughput! / tps(1) - 1) < 0.12, `c=1 vs ${tps(1)}\n${msg}`);
    assert.ok(Math.abs(c2.output_token_throughput! / tps(2) - 1) < 0.12, `c=2 vs ${tps(2)}\n${msg}`);
    // Past the slots the throughput stays on the plateau.
    assert.ok(Math.abs(c4.output_token_throughput! / tps(2) - 1) < 0.12, `c=4 vs ${tps(2)}\n${msg}`);
    assert.ok(Math.abs(c1.tpot_ms!.p50 - 30) < 6, msg);
    assert.ok(Math.abs(c2.tpot_ms!.p50 - 40) < 8, msg);
    assert.ok(Math.abs(c4.tpot_ms!.p50 - 40) < 8, msg);
    // TTFT: one step without a queue; at c=4 half the requests wait a whole request (440 ms) for a slot.
    assert.ok(c1.ttft_ms!.p50 < 60 && c2.ttft_ms!.p50 < 80, msg);
    assert.ok(c4.ttft_ms!.p50 > 350, msg);
    assert.ok(c4.itl_ms !== null && Math.abs(c4.itl_ms.p50 - 40) < 8, msg);
    // Goodput against ttft_ms 200: c=1 and c=2 meet it, c=4 does not.
    assert.ok(c1.goodput!.fraction >= 0.9 && c2.goodput!.fraction >= 0.9, msg);
    assert.ok(c4.goodput!.fraction < 0.9, msg);
    const sat = o.results.saturation![0]!;
    assert.equal(sat.slo_stage, 1, msg);
    assert.ok(sat.at_stage === 1 || sat.at_stage === 2, msg);
    assert.ok(Math.abs(sat.max_output_token_throughput! / tps(2) - 1) < 0.12, msg);

    // reanalyze --slo: a looser TTFT lets c=4 meet it, without a request.
    const before = sim.requestCount();
    const again = await reanalyze({
      outDir: o.files.dir,
      newOutDir: join(dir, 'sweep-loose'),
      overrides: {},
      slo: { ttft_ms: 2000 },
    });
    assert.equal(sim.requestCount(), before);
    const loose = again.results.stages!;
    const fastest = loose.reduce((b, x) => (x.request_throughput! > b.request_throughput! ? x : b));
    assert.ok(loose.every((x) => x.goodput!.fraction >= 0.9));
    assert.equal(again.results.saturation![0]!.slo_stage, fastest.stage);
    assert.ok(fastest.stage >= 1, msg);
    const written = JSON.parse(await readFile(join(dir, 'sweep-loose', 'results.json'), 'utf8')) as Results;
    assert.deepEqual(written.slo, { ttft_ms: 2000 });
    // Reanalysed with no flags, the recorded slo stands.
    const same = await reanalyze({ outDir: o.files.dir, newOutDir: join(dir, 'sweep-same'), overrides: {} });
    assert.deepEqual(same.results.stages, o.results.stages);
  });

  it('a rate sweep: one stream, as fast as it goes, then rates evenly between the two measured', async () => {
    const o = await run(
      'rate-sweep',
      'capacity:tokens=5,slots=2,step_ms=20,step_per_stream_ms=10',
      '  duration_s: 1\n  sweep: { over: rate, stages: 3, max_concurrency: 4, arrival: constant }',
    );
    const stages = stagesOf(o);
    assert.equal(stages.length, 3, stages.map(show).join('\n'));
    const [sync, max, mid] = stages as [StageResult, StageResult, StageResult];
    assert.equal(sync.label, 'c=1');
    assert.equal(max.label, 'c=4');
    assert.ok(max.request_throughput! > sync.request_throughput!);
    assert.ok(Math.abs(mid.offered.rate! - (sync.request_throughput! + max.request_throughput!) / 2) < 1e-9);
    assert.equal(mid.offered.arrival, 'constant');
    assert.equal(mid.offered.max_concurrency, 4);
  });

  it('synthetic prompts: max_tokens is the output target, a short answer is flagged short_output, the seed is recorded', async () => {
    const o = await run(
      'synthetic',
      'steady:tokens=10,ttft_ms=5,interval_ms=5',
      '  requests: 6\n  stages: [{ concurrency: 2 }]',
      '{ id: syn, synthetic: { input_tokens: 200, output_tokens: 40, seed: 9 } }',
    );
    const [s] = stagesOf(o);
    assert.equal(s?.requests, 6);
    assert.equal(s?.short_outputs, 6);
    const traces = await readTraces(o.files.traces);
    assert.ok(
      traces.every(
        (t) => t.synthetic?.seed === 9 && t.synthetic.input_tokens === 200 && t.synthetic.output_tokens === 40,
      ),
    );
    assert.equal(new Set(traces.map((t) => t.synthetic!.k)).size, 6);
    assert.equal(o.results.flagged.filter((f) => f.reason === 'short_output').length, 6);
    assert.ok(o.results.requests.every((r) => r.short_output === true && r.output_target_tokens === 40));
  });
});

describe('the saturation point against a baseline', () => {
  it('half the decode slots: the saturation throughput halves and is a regression; the same server is no change', async () => {
    const load = '  duration_s: 1.5\n  sweep: { over: concurrency, values: [2, 6] }';
    const before4 = await run('base-4', 'capacity:tokens=16,slots=4,step_ms=20,step_per_stream_ms=0', load);
    const again4 = await run('again-4', 'capacity:tokens=16,slots=4,step_ms=20,step_per_stream_ms=0', load);
    const now2 = await run('now-2', 'capacity:tokens=16,slots=2,step_ms=20,step_per_stream_ms=0', load);
    const slower = withComparisons(now2.results, [before4.results]);
    const [c] = slower.saturation_comparisons ?? [];
    assert.ok(c, 'a saturation comparison');
    // 4 slots of 16 tokens per 17 steps of 20 ms: 188 tok/s; 2 slots: 94 tok/s.
    assert.ok(c.delta_pct! < -35 && c.delta_pct! > -65, JSON.stringify(c));
    assert.equal(c.verdict, 'slower');
    assert.equal(hasRegression(slower), true);
    assert.match(
      renderTerminal(slower, { color: false }),
      /Against the baseline \(1 run\(s\), median\): saturation .* SLOWER/,
    );
    // By stage: c=6 queues a third of its requests on 4 slots, two thirds on 2, so its median TTFT is a queued one.
    const c4ttft = slower.stage_comparisons?.find((x) => x.label === 'c=6' && x.metric === 'ttft_ms');
    assert.equal(c4ttft?.verdict, 'slower', JSON.stringify(slower.stage_comparisons));
    assert.match(
      renderTerminal(slower, { color: false }),
      /By stage against the baseline: .*stage 1 \(c=6\) TTFT \+[\d.,]+% .*SLOWER/,
    );
    const same = withComparisons(again4.results, [before4.results]);
    assert.equal(same.saturation_comparisons?.[0]?.verdict, 'no_change', JSON.stringify(same.saturation_comparisons));
    assert.ok(
      (same.stage_comparisons ?? []).every((x) => x.verdict !== 'slower'),
      JSON.stringify(same.stage_comparisons),
    );
    assert.equal(hasRegression(same), false);
    // Other stages: not comparable, never a verdict.
    const other = await run(
      'other',
      'capacity:tokens=16,slots=4,step_ms=20,step_per_stream_ms=0',
      '  duration_s: 1\n  stages: [{ concurrency: 3 }]',
    );
    const odd = withComparisons(other.results, [before4.results]).saturation_comparisons?.[0];
    assert.equal(odd?.verdict, 'insufficient_data');
    assert.match(odd?.reason ?? '', /other stages/);
  });
});

describe('buffering under load', () => {
  it('a server that coalesces past 2 streams: the c=4 stage is named, and its buffered answers stay out of TTFT, TPOT and ITL', async () => {
    const o = await run(
      'buffering',
      'capacity:tokens=12,slots=4,step_ms=20,step_per_stream_ms=0,burst_over=2',
      '  duration_s: 1\n  sweep: { over: concurrency, values: [2, 4] }',
    );
    const [c2, c4] = stagesOf(o) as [StageResult, StageResult];
    const c2Buffered = o.results.requests.filter((r) => r.id.includes('/s0/') && r.outcome === 'buffered');
    const msg = [
      ...[c2, c4].map(show),
      ...c2Buffered.map((r) => `c=2 buffered: ${r.id} ${r.buffered_rule} client stall ${r.client_stall_ms} ms`),
    ].join('\n');
    // At c=2 the server streams every answer. A request whose reads the client itself stamped
    // together (its loop stalled past max_client_stall_ms, so it is flagged client_stalled) can
    // look buffered on a loaded machine: the server's doing is judged on the others.
    assert.equal(c2Buffered.filter((r) => r.client_stalled !== true).length, 0, msg);
    assert.equal(c2.buffered, c2Buffered.length, msg);
    assert.ok(c4.buffered > 0, msg);
    assert.equal(o.results.saturation?.[0]?.buffering_from_stage, 1, msg);
    // The first requests of c=4 started at a batch of 1 or 2 and streamed; only they feed its TTFT/TPOT.
    const streamedC4 = o.results.requests.filter((r) => r.id.includes('/s1/') && r.outcome === 'streamed');
    assert.equal(c4.streamed, streamedC4.filter((r) => !r.warmup).length);
    if (c4.streamed === 0) assert.equal(c4.ttft_ms, null);
    else assert.ok(c4.ttft_ms!.max < 100, `a buffered TTFT (about 260 ms) leaked in: ${msg}`);
    // Buffered answers still count as work done.
    assert.ok(c4.output_token_throughput! > c2.output_token_throughput!, msg);
    const text = renderTerminal(o.results, { color: false });
    assert.match(text, /Buffering under load: from stage 1 \(c=4\)/);
  });
});

describe('a load stage split over shards', () => {
  const yaml = (url: string) => `providers:
  - { id: sim, api: openai-chat, base_url: "${url}", model: "steady:tokens=12,ttft_ms=10,interval_ms=20" }
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 1.5
  stages: [{ rate: 20, arrival: constant }, { concurrency: 3 }]
  slo: { ttft_ms: 1000 }
`;
  const shard = (name: string, index: number) =>
    runBenchmark({
      loaded: parseConfig(yaml(sim.url), 'sharded.yml', {}),
      outDir: join(dir, name),
      shard: { index, count: 2 },
      env: {},
    });

  it('each shard runs its part; merge sums throughput over the overlap and pools the latencies', async () => {
    const [a, b] = await Promise.all([shard('shard-1', 1), shard('shard-2', 2)]);
    const [open1] = stagesOf(a);
    assert.equal(open1?.offered.rate, 20, 'the whole stage is named');
    const t1 = await readTraces(a.files.traces);
    assert.ok(t1.every((t) => t.id.endsWith('@shard1') && t.load?.shard?.index === 1));
    assert.equal(t1.find((t) => t.load?.stage === 0)?.load?.shard_offered?.rate, 10);
    // c=3 over 2 shards: 2 streams and 1.
    assert.deepEqual(
      [a, b].map(
        (o) => stagesOf(o)[1]?.achieved_concurrency !== null && Math.round(stagesOf(o)[1]!.achieved_concurrency!),
      ),
      [2, 1],
    );
    const merged = await mergeOutputs({
      inputs: [a.files.dir, b.files.dir],
      outDir: join(dir, 'merged'),
      warn: () => {},
    });
    const [open, closed] = merged.results.stages as [StageResult, StageResult];
    const msg = [open, closed].map(show).join('\n');
    // 10/s constant from each shard over 1.5 s: 15 + 15 dispatches.
    assert.equal(open.requests, 30, msg);
    assert.equal(open.achieved_rate, 20, msg);
    assert.ok(open.shards !== null && open.shards.count === 2 && open.shards.summed, JSON.stringify(open.shards));
    assert.ok(open.shards.overlap_share > 0.8, JSON.stringify(open.shards));
    // Little's law at 20/s in all, less the ramp over the first request's length: about 5 in flight.
    const e2e = open.e2e_ms!.p50 / 1000;
    const expected = 20 * e2e * (1 - e2e / (2 * 1.5));
    assert.ok(Math.abs(open.achieved_concurrency! - expected) < 0.6, `expected ${expected}\n${msg}`);
    assert.ok(Math.abs(open.request_throughput! / 20 - 1) < 0.25, msg);
    assert.ok(Math.abs(closed.achieved_concurrency! - 3) < 0.4, msg);
    // Every request streamed, but for one the client's loop stalled through past the default
    // max_client_stall_ms (both shards and the simulator share this process: on a busy machine a
    // stall stamps a response's reads together, and the simulator's late timers write it at once).
    assert.deepEqual(unexplainedBuffered(merged.results.requests), [], msg);
    assert.ok(open.ttft_ms !== null && open.errors === 0 && open.streamed + open.buffered === 30, msg);
    assert.deepEqual(merged.results.slo, { ttft_ms: 1000 });
    assert.equal(open.goodput?.good, 30);
  });

  it('shards that ran one after another do not overlap: no sum, said so', async () => {
    const a = await shard('seq-1', 1);
    const b = await shard('seq-2', 2);
    const merged = await mergeOutputs({
      inputs: [a.files.dir, b.files.dir],
      outDir: join(dir, 'seq-merged'),
      warn: () => {},
    });
    const [open] = merged.results.stages as [StageResult];
    assert.equal(open.shards?.summed, false, JSON.stringify(open.shards));
    assert.equal(open.request_throughput, null);
    assert.equal(open.output_token_throughput, null);
    assert.equal(open.requests, 30, 'the latencies still pool');
    assert.match(renderTerminal(merged.results, { color: false }), /did not overlap enough/);
  });
});
