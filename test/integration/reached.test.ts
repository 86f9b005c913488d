import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { StageResult } from '../../src/analyze/load-figures.ts';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// The concurrency a stage reached, against the simulator on loopback: the
// config `run --url URL --concurrency 1,4,16` writes, given enough work (3 s
// a stage), reaches 1, 4 and 16 within 10%; with the default 10 requests the
// c=16 stage can never have 16 in flight, is flagged with both numbers, and no
// saturation sentence names it. Tolerances relative to the offered load.

let sim: Simulator;
let dir: string;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-reached-'));
});
after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The load block `run --url URL --concurrency 1,4,16` writes, against the
 * simulator, with `length` (`requests: N` or `duration_s: S`) per stage.
 */
async function urlRun(name: string, length: string) {
  const warnings: string[] = [];
  // 30 tokens 20 ms apart after 50 ms: about 650 ms a request, long beside a
  // dispatch's own cost even on a busy machine.
  const yaml = `providers:
  - { id: endpoint, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=30,ttft_ms=50,interval_ms=20" }
prompts:
  - { id: synthetic-128, synthetic: { input_tokens: 128, output_tokens: 30, seed: 1 } }
load:
  ${length}
  stages:
    - { concurrency: 1 }
    - { concurrency: 4 }
    - { concurrency: 16 }
`;
  const outcome = await runBenchmark({
    loaded: parseConfig(yaml, `${name}.yml`, {}),
    outDir: join(dir, name),
    env: {},
    onWarning: (m) => warnings.push(m),
  });
  return { outcome, warnings, summary: await readFile(outcome.files.summary, 'utf8') };
}

const show = (s: StageResult) =>
  `${s.label}: n=${s.requests} reached=${JSON.stringify(s.reached_concurrency)} flag=${JSON.stringify(s.offered_not_reached)} req/s=${s.request_throughput}`;

describe('the concurrency a stage reached', () => {
  it('given enough work, each stage reaches its offered concurrency within 10%, and none is flagged', async () => {
    const { outcome, warnings } = await urlRun('enough', 'duration_s: 3');
    assert.deepEqual(warnings, []);
    const stages = outcome.results.stages!;
    assert.deepEqual(
      stages.map((s) => s.offered.concurrency),
      [1, 4, 16],
    );
    const all = stages.map(show).join('\n');
    console.log(all);
    for (const s of stages) {
      const c = s.offered.concurrency!;
      assert.ok(Math.abs(s.reached_concurrency!.mean - c) <= 0.1 * c, all);
      assert.equal(s.reached_concurrency!.max, c, all);
      assert.equal(s.offered_not_reached, null, all);
    }
    assert.deepEqual(outcome.results.saturation![0]!.not_reached_stages, []);
  });

  it('10 requests at c=16: the config warns, the stage is flagged with both numbers, and no saturation sentence names it', async () => {
    const { outcome, warnings, summary } = await urlRun('short', 'requests: 10');
    assert.equal(warnings.length, 1, warnings.join('\n'));
    assert.match(
      warnings[0]!,
      /short\.yml:\d+:\d+ load\.requests: requests: 10 per stage is fewer than .*c=16.* Fix: set requests/,
    );
    const stages = outcome.results.stages!;
    const all = stages.map(show).join('\n');
    const c16 = stages[2]!;
    // Ten dispatched at once, none after: at most ten in flight.
    assert.equal(c16.reached_concurrency!.max, 10, all);
    assert.ok(c16.reached_concurrency!.mean <= 10, all);
    assert.equal(c16.offered_not_reached?.by, 'concurrency', all);
    assert.equal(c16.offered_not_reached?.offered, 16, all);
    assert.equal(c16.offered_not_reached?.reached_max, 10, all);
    assert.notEqual(c16.achieved_concurrency, null, 'c=n/a no more');
    assert.equal(stages[0]!.offered_not_reached, null, all);
    const sat = outcome.results.saturation![0]!;
    assert.notEqual(sat.at_stage, 2, all);
    assert.ok(sat.not_reached_stages!.includes(2), all);
    const saturation = summary.split('\n').filter((l) => l.startsWith('Saturation:'));
    assert.equal(saturation.length, 1, summary);
    assert.doesNotMatch(saturation[0]!, /stage 2/);
    assert.match(
      summary,
      /Offered load not reached: stage 2 \(c=16\) had [\d.]+ in flight on average and at most 10, of 16 offered/,
    );
    assert.match(summary, /\| 2 \| c=16 \| c=[\d.]+, max 10 \|/);
    assert.doesNotMatch(summary, /c=n\/a/);
  });

  it('an open loop held by max_concurrency falls behind its schedule and is flagged by rate; one that keeps it is not', async () => {
    // About 200 ms a request: two slots carry some 10 req/s, not 40.
    const yaml = `providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=30,ttft_ms=50,interval_ms=5" }
prompts:
  - { id: p, prompt: hi, max_tokens: 30 }
load:
  duration_s: 1.5
  stages: [{ rate: 8, arrival: constant }, { rate: 40, arrival: constant, max_concurrency: 2 }]
`;
    const outcome = await runBenchmark({
      loaded: parseConfig(yaml, 'open.yml', {}),
      outDir: join(dir, 'open'),
      env: {},
    });
    const [kept, held] = outcome.results.stages!;
    const all = outcome.results.stages!.map(show).join('\n');
    assert.equal(kept!.offered_not_reached, null, all);
    assert.equal(held!.offered_not_reached?.by, 'rate', all);
    assert.equal(held!.offered_not_reached?.offered, 40, all);
    assert.ok(held!.offered_not_reached!.reached < 0.5 * 40, all);
    assert.equal(held!.reached_concurrency?.max, 2, all);
    assert.equal(outcome.results.saturation![0]!.at_stage, 0, all);
  });
});
