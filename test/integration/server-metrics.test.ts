import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { StageResult } from '../../src/analyze/load.ts';
import { parseConfig } from '../../src/config/load.ts';
import { SERVER_METRICS_FILE } from '../../src/metrics/figures.ts';
import { reanalyze, runBenchmark } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// The server's view beside the client's, against the real simulator on
// loopback: a concurrency sweep over its capacity model, its /metrics polled
// while the provider is measured. The simulator's counters count what it
// served, so client and server must agree (within 2%) where every request
// succeeds, and a stage whose failed requests the server counted in full is
// flagged with that reason.

const KEEP = process.env.SG_KEEP === '1';
let sim: Simulator;
let dir: string;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-server-metrics-'));
});
after(async () => {
  await sim.close();
  if (KEEP) console.log(dir);
  else await rm(dir, { recursive: true, force: true });
});

const metricsUrl = () => sim.url.replace(/\/v1$/, '/metrics');

async function sweep(name: string, model: string, values: string, extra = '') {
  const yaml = `providers:
  - id: sim
    api: openai-chat
    base_url: "${sim.url}"
    model: "${model}"
    metrics_url: "${metricsUrl()}${extra}"
    metrics_interval_s: 0.2
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 0.8
  sweep: { over: concurrency, values: [${values}] }
`;
  return runBenchmark({ loaded: parseConfig(yaml, `${name}.yml`, {}), outDir: join(dir, name), env: {} });
}

const show = (s: StageResult) =>
  `${s.label}: n=${s.requests} errors=${s.errors} delivered=${s.delivered_output_tps} server=${JSON.stringify(s.server?.reconciliation)} running=${JSON.stringify(s.server?.running)} waiting=${JSON.stringify(s.server?.waiting)}`;

describe('server metrics against the simulator', () => {
  it('a sweep over the capacity model: running, waiting and KV per stage, client and server within 2%', async () => {
    // 2 slots, 20 tokens 10 ms + 2 ms a stream apart: c=1 runs alone, c=4 queues two.
    const o = await sweep('capacity', 'capacity:slots=2,tokens=20,step_ms=10,step_per_stream_ms=2', '1, 4');
    const stages = o.results.stages ?? [];
    assert.equal(stages.length, 2);
    for (const s of stages) {
      assert.ok(s.server, `server figures on ${s.label}`);
      assert.equal(s.server.family, 'vllm');
      const rec = s.server.reconciliation;
      assert.ok(rec.ratio !== null && Math.abs(rec.ratio - 1) <= 0.02, show(s));
      assert.equal(rec.flagged, false, show(s));
      assert.ok(s.server.scrapes >= 2, show(s));
    }
    const [c1, c4] = stages as [StageResult, StageResult];
    // One stream: at most one running, none waiting; four on two slots: two running, two waiting at the peak.
    assert.ok(c1.server!.running!.max <= 1 && (c1.server!.waiting?.max ?? 0) === 0, show(c1));
    assert.equal(c4.server!.running!.max, 2, show(c4));
    assert.ok(c4.server!.waiting!.max >= 1 && c4.server!.waiting!.max <= 2, show(c4));
    assert.equal(c4.server!.kv_cache_usage_max, 1, show(c4));
    // The server's queue time shows where c=4's TTFT went: waiting for a slot.
    assert.ok(c4.server!.queue_ms!.p90 > c1.server!.queue_ms!.p90, show(c4));
    // The raw samples are kept, on the run's clock.
    const lines = (await readFile(join(o.files.dir, SERVER_METRICS_FILE), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.ok(lines.some((l) => l.series === 'vllm:generation_tokens_total' && l.t_ms > 0 && l.provider === 'sim'));
    assert.ok(lines.some((l) => l.source?.url === metricsUrl()));
    // reanalyze recomputes the same server figures from the file, without a request.
    const before = sim.requestCount();
    const again = await reanalyze({ outDir: o.files.dir, newOutDir: join(dir, 'capacity-re'), overrides: {} });
    assert.equal(sim.requestCount(), before);
    assert.deepEqual(
      again.results.stages?.map((s) => s.server?.reconciliation),
      stages.map((s) => s.server?.reconciliation),
    );
  });

  it('failed requests the server counted in full: the stage is flagged with that reason', async () => {
    // Every 3rd request fails halfway; the server generated (and counts) all of its 20 tokens.
    const o = await sweep('failing', 'capacity:slots=4,tokens=20,step_ms=10,step_per_stream_ms=0,fail_every=3', '2');
    const [s] = o.results.stages ?? [];
    assert.ok(s?.server, 'server figures');
    assert.ok(s.errors > 0, show(s));
    const rec = s.server.reconciliation;
    assert.equal(rec.flagged, true, show(s));
    assert.equal(rec.reason, 'failed_requests', show(s));
    assert.ok(rec.ratio! < 0.95, show(s));
    assert.match(rec.detail!, /request\(s\) failed/);
  });

  it('without load: two prompts interleaved after their warmups, client and server agree per provider', async () => {
    const yaml = `providers:
  - id: sim
    api: openai-chat
    base_url: "${sim.url}"
    model: "capacity:slots=2,tokens=20,step_ms=12,step_per_stream_ms=0"
    metrics_url: "${metricsUrl()}"
    repetitions: 3
    warmup: 1
    concurrency: 2
prompts:
  - { id: p, prompt: Say something. }
  - { id: q, prompt: Say something else. }
`;
    const o = await runBenchmark({ loaded: parseConfig(yaml, 'plain.yml', {}), outDir: join(dir, 'plain'), env: {} });
    assert.equal(o.results.groups.length, 2);
    for (const g of o.results.groups) {
      const rec = g.server?.reconciliation;
      assert.ok(rec?.ratio != null && Math.abs(rec.ratio - 1) <= 0.02, JSON.stringify(rec));
      assert.equal(rec.flagged, false);
      assert.equal(g.server!.generation_tokens, 2 * 4 * 20, 'warmups and measured requests of both prompts');
    }
  });

  it('a metrics URL that does not answer is data: the run completes, every scrape recorded as failed', async () => {
    const yaml = `providers:
  - id: sim
    api: openai-chat
    base_url: "${sim.url}"
    model: "steady:tokens=5,ttft_ms=5,interval_ms=60"
    metrics_url: "http://127.0.0.1:9/metrics?token=s3cret-token"
    repetitions: 2
    warmup: 0
prompts:
  - { id: p, prompt: Say something. }
`;
    const o = await runBenchmark({ loaded: parseConfig(yaml, 'dead.yml', {}), outDir: join(dir, 'dead'), env: {} });
    assert.equal(o.results.requests.filter((r) => r.outcome !== 'error').length, 2);
    const text = await readFile(join(o.files.dir, SERVER_METRICS_FILE), 'utf8');
    assert.doesNotMatch(text, /s3cret-token/, 'the URL token never reaches an output');
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.ok(lines.filter((l) => typeof l.error === 'string').length >= 2, text);
    const g = o.results.groups[0]!;
    assert.equal(g.server?.tokens_per_s ?? null, null);
    assert.equal(g.server?.reconciliation.flagged, false);
  });
});
