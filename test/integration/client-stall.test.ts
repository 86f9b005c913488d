import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SimProcess } from '../../bench/lib/sim-process.ts';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { TICK_MS } from '../../src/measure/stall.ts';
import { reanalyze, runBenchmark } from '../../src/run/engine.ts';
import { readTraces } from '../../src/run/traces.ts';

// A client that stalls while a response streams: the simulator runs in a
// process of its own, so its writes keep coming on time and wait in the
// kernel while this process's event loop is blocked by a busy loop of a
// scripted length, then are stamped together. The run must flag that
// request client_stalled with about the stall's length, leave its rates
// out, and say so; reanalyze with a looser threshold must clear the flag.

const BLOCK_MS = 150;
let sim: SimProcess;
let dir: string;

before(async () => {
  sim = await SimProcess.start();
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-stall-'));
});
after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* the client is stalled */
  }
}

describe('client stalls against the simulator', () => {
  it('a request streaming through a blocked event loop is flagged client_stalled, its rates left out', async () => {
    // 30 words 15 ms apart after 30 ms: about 480 ms of content a request, one at a time.
    const yaml = `defaults: { repetitions: 4, warmup: 0, concurrency: 1 }
providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=30,ttft_ms=30,interval_ms=15" }
prompts:
  - { id: p, prompt: Say something. }
report: { timelines_per_group: 3 }
# The block below is the main thread's: in measurer threads it would not delay a stamp (measurer-threads.test.ts).
run: { measurer_threads: main }
`;
    let blocked = false;
    const o = await runBenchmark({
      loaded: parseConfig(yaml, 'stall.yml', {}),
      outDir: join(dir, 'run'),
      env: {},
      // When the first request ends the second starts: block the loop in the middle of its content.
      onTrace: () => {
        if (blocked) return;
        blocked = true;
        setTimeout(() => busy(BLOCK_MS), 200);
      },
    });
    const stalled = o.results.requests.filter((r) => r.client_stalled === true);
    const show = JSON.stringify(o.results.requests.map((r) => [r.rep, r.client_stall_ms, r.post_first_content_tps]));
    assert.ok(stalled.length >= 1, `a request is flagged: ${show}`);
    const r = stalled.find((x) => x.rep === 2) ?? stalled[0]!;
    // The sampler's tick due inside the block fires as it ends: the block less up to one tick, plus the machine's delays.
    assert.ok(
      r.client_stall_ms! >= BLOCK_MS - TICK_MS - 2 && r.client_stall_ms! <= BLOCK_MS + 80,
      `client_stall_ms ${r.client_stall_ms}: ${show}`,
    );
    assert.equal(r.implausible, false);
    const g = o.results.groups[0]!;
    assert.equal(g.client_stalled, stalled.length);
    assert.equal(g.n_post_first_content, g.streamed - stalled.length);
    const run = o.results.run.client_stalls!;
    assert.ok(run.max >= BLOCK_MS - TICK_MS - 2, JSON.stringify(run));
    assert.ok(run.count_over_threshold >= 1 && run.threshold_ms === 20, JSON.stringify(run));
    assert.ok(run.p50 <= run.p99 && run.p99 <= Math.max(run.max, run.p99));
    // The stall is a measurement in the trace: on the run's monotonic clock, relative to each dispatch.
    const traces = await readTraces(o.files.traces);
    assert.ok(traces.every((t) => Array.isArray(t.client_stalls)));
    const summary = await readFile(o.files.summary, 'utf8');
    assert.match(summary, /\d+ requests? measured while the client was stalled; (its|their) rates are left out/);
    // report.timelines_per_group from the config reaches the page: 3 of the 4 requests' timelines.
    assert.match(await readFile(join(o.files.dir, 'report.html'), 'utf8'), /holds the timelines of 3 of 4 requests/);
    const results = JSON.parse(await readFile(o.files.results, 'utf8')) as Results;
    assert.equal(results.analysis.max_client_stall_ms, 20);

    // Pure re-labelling: a threshold past the stall clears the flag; the default brings it back.
    const loose = await reanalyze({
      outDir: o.files.dir,
      newOutDir: join(dir, 'loose'),
      overrides: { max_client_stall_ms: 1000 },
    });
    assert.equal(loose.results.requests.filter((x) => x.client_stalled).length, 0);
    assert.equal(loose.results.groups[0]!.client_stalled, 0);
    const again = await reanalyze({ outDir: o.files.dir, newOutDir: join(dir, 'again'), overrides: {} });
    assert.equal(again.results.requests.filter((x) => x.client_stalled).length, stalled.length);
  });
});
