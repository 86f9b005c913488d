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
// config `run --url URL --concurrency 1,4,16` writes, given enough requests
// per stage, reaches 1, 4 and 16 within 10%; with the default 10 requests the
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

/** The load block `run --url URL --concurrency 1,4,16 --requests N` writes, against the simulator. */
async function urlRun(name: string, requests: number) {
  const warnings: string[] = [];
  // 30 tokens 5 ms apart after 50 ms: about 200 ms a request, long beside a dispatch's own cost.
  const yaml = `providers:
  - { id: endpoint, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=30,ttft_ms=50,interval_ms=5" }
prompts:
  - { id: synthetic-128, synthetic: { input_tokens: 128, output_tokens: 30, seed: 1 } }
load:
  requests: ${requests}
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
    const { outcome, warnings } = await urlRun('enough', 64);
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
    const { outcome, warnings, summary } = await urlRun('short', 10);
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
});
