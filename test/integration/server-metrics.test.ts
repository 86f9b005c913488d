import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { StageResult } from '../../src/analyze/load-figures.ts';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { SERVER_METRICS_FILE } from '../../src/metrics/server-figures.ts';
import { reanalyze, runBenchmark } from '../../src/run/engine.ts';
import { mergeOutputs } from '../../src/run/merge.ts';
import { readTraces } from '../../src/run/traces.ts';
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

  it("a server_metrics.ndjson that cannot be read: reanalyze keeps the run's figures, says why", async () => {
    // The issue: a file past V8's string limit threw from reading it whole, and no results were written.
    // Any read failure now leaves the client's figures in place (bench/server-metrics-file.ts: the big file).
    const src = join(dir, 'capacity');
    const copy = join(dir, 'unreadable');
    await cp(src, copy, { recursive: true });
    await rm(join(copy, SERVER_METRICS_FILE));
    await mkdir(join(copy, SERVER_METRICS_FILE));
    const warnings: string[] = [];
    const again = await reanalyze({ outDir: copy, overrides: {}, onWarning: (m) => warnings.push(m) });
    const before = JSON.parse(await readFile(join(src, 'results.json'), 'utf8')) as Results;
    assert.equal(again.results.stages?.length, before.stages?.length);
    assert.ok(again.results.stages?.every((s) => s.server === undefined));
    assert.deepEqual(
      again.results.stages?.map((s) => s.delivered_output_tps),
      before.stages?.map((s) => s.delivered_output_tps),
    );
    assert.ok(
      warnings.some((w) => /^server figures unavailable: .*server_metrics\.ndjson: cannot be read/.test(w)),
      warnings.join('\n'),
    );
  });

  it('stages with warmup_s, read as llama.cpp: client and server reconcile, gauges over the reads inside', async () => {
    // The case: the server's count held the warmups still running at the window's start
    // (0.84 / 0.89, flagged other_clients), and the running means the idle reads bracketing each stage.
    const yaml = `providers:
  - id: sim
    api: openai-chat
    base_url: "${sim.url}"
    model: "capacity:slots=4,tokens=40,step_ms=10,step_per_stream_ms=2"
    metrics_url: "${metricsUrl()}?format=llamacpp"
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 6
  warmup_s: 3
  sweep: { over: concurrency, values: [2, 4] }
`;
    const o = await runBenchmark({ loaded: parseConfig(yaml, 'warm.yml', {}), outDir: join(dir, 'warm'), env: {} });
    const stages = o.results.stages ?? [];
    assert.equal(stages.length, 2);
    for (const [k, s] of stages.entries()) {
      const c = [2, 4][k]!;
      assert.equal(s.server?.family, 'llamacpp', show(s));
      const rec = s.server.reconciliation;
      assert.ok(rec.ratio !== null && Math.abs(rec.ratio - 1) <= 0.03, show(s));
      assert.equal(rec.flagged, false, show(s));
      assert.ok(rec.outside_tokens > 0, `the warmups' tokens after the window's first read: ${show(s)}`);
      assert.equal(s.server.running!.max, c, show(s));
    }
    // The running mean is over the reads inside each stage's window, not pulled down by the idle reads
    // just outside it; and each of those reads shows what the client had in flight then. A read reaches
    // the server some ms after it is stamped, and the server's last token goes out before the client's
    // stream ends: a request counts as surely in flight only MARGIN_MS inside its span, maybe so MARGIN_MS around it.
    const MARGIN_MS = 100;
    const traces = await readTraces(o.files.traces);
    const runStart = Date.parse(o.results.run.started_at);
    const reads = (await readLines(join(o.files.dir, SERVER_METRICS_FILE))) as Array<{
      t_ms: number;
      series?: string;
      value?: number;
    }>;
    const running = reads.filter((l) => l.series === 'llamacpp:requests_processing');
    for (const s of stages) {
      const own = traces.filter((t) => t.load?.stage === s.stage);
      const measured = own.filter((t) => !t.warmup);
      const from = Math.min(...measured.map((t) => t.t0_epoch_ms)) - runStart;
      const to = Math.max(...measured.map((t) => t.t0_epoch_ms + (t.at.end ?? 0))) - runStart;
      const inside = running.filter((l) => l.t_ms >= from && l.t_ms <= to);
      assert.ok(inside.length >= 2, `${inside.length} reads inside ${s.label}`);
      const mean = inside.reduce((a, l) => a + l.value!, 0) / inside.length;
      assert.ok(Math.abs(s.server!.running!.mean - mean) < 1e-9, `${show(s)}: the reads inside average ${mean}`);
      const span = (t: (typeof own)[number]) => [t.t0_epoch_ms - runStart, t.t0_epoch_ms - runStart + (t.at.end ?? 0)];
      for (const l of inside) {
        const surely = own.filter((t) => span(t)[0]! + MARGIN_MS <= l.t_ms && l.t_ms < span(t)[1]! - MARGIN_MS).length;
        const maybe = own.filter((t) => span(t)[0]! - MARGIN_MS <= l.t_ms && l.t_ms < span(t)[1]! + MARGIN_MS).length;
        assert.ok(
          surely <= l.value! && l.value! <= maybe,
          `${s.label} at ${l.t_ms}: ${l.value} running, the client had ${surely}..${maybe}`,
        );
      }
    }
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

// Two shard processes of one load config (`run --shard I/2 --start-at T`,
// launched apart as matrix jobs are) against one simulator, both reading its
// /metrics, then merged. Each shard alone sees the other's tokens in the
// server's counter; merged, the server's count is taken once and set
// against the tokens both shards received.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));

/** `onStderr` sees the stderr so far after each chunk: a test can wait for a line. */
function cli(
  args: string[],
  onStderr: (sofar: string) => void = () => {},
  signal?: AbortSignal,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => onStderr((stderr += d.toString())));
    // Stopped by its signal: the caller asked for it.
    child.on('error', (err) => (signal?.aborted ? resolve({ code: null, stderr }) : reject(err)));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const readLines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .map(
      (l) =>
        JSON.parse(l) as {
          t_ms: number;
          answered_ms?: number;
          provider: string;
          shard?: number;
          series?: string;
          source?: unknown;
        },
    );

const withoutServer = (stages: StageResult[]) => stages.map(({ server: _, ...rest }) => rest);

describe('server metrics of merged shards', () => {
  const shardDir = (i: number) => join(dir, `shard-${i}`);
  let merged: Results;

  before(async () => {
    const configFile = join(dir, 'sharded.yml');
    await writeFile(
      configFile,
      `providers:
  - id: sim
    api: openai-chat
    base_url: "${sim.url}"
    model: "capacity:slots=4,tokens=20,step_ms=10,step_per_stream_ms=0"
    metrics_url: "${metricsUrl()}"
    metrics_interval_s: 0.2
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 1
  sweep: { over: concurrency, values: [2, 4] }
`,
    );
    // The second shard is launched once the first says it is waiting for --start-at: its run
    // (started_at) then begins after the first's, by a whole process start-up, however busy the
    // machine. Both must be waiting before the common start, one started after the other: how
    // long that takes is measured here first, the same way (two probe shards, the second
    // launched once the first waits, both stopped once waiting), on this machine as busy as it
    // is now. One probe shard's start-up, tripled, left the second shard 1.8 s late under two
    // busy loops and three other test files: the two start-ups together took four times one.
    const probeStart = performance.now();
    const farAhead = String(Date.now() + 600_000);
    const probe = async (i: number) => {
      const stop = new AbortController();
      await cli(
        ['run', '-c', configFile, '-o', join(dir, `probe-${i}`), '--shard', `${i}/2`, '--start-at', farAhead],
        (sofar) => {
          if (sofar.includes('for --start-at')) stop.abort();
        },
        stop.signal,
      );
    };
    await probe(1);
    await probe(2);
    const readyMs = performance.now() - probeStart;
    const startAt = String(Math.round(Date.now() + Math.max(5000, 3 * readyMs)));
    const run = (i: number, onStderr?: (sofar: string) => void) =>
      cli(['run', '-c', configFile, '-o', shardDir(i), '--shard', `${i}/2`, '--start-at', startAt], onStderr);
    let firstWaits!: () => void;
    const waiting = new Promise<void>((resolve) => (firstWaits = resolve));
    const first = run(1, (sofar) => {
      if (sofar.includes('for --start-at')) firstWaits();
    });
    // The first run may end (an error) without the line: its result is checked below either way.
    await Promise.race([waiting, first]);
    const ran = await Promise.all([first, run(2)]);
    for (const r of ran) assert.equal(r.code, 0, r.stderr);
    // Each shard ran every stage beside the other (a shard that missed one says "skipped").
    for (const r of ran)
      assert.doesNotMatch(r.stderr, /skipped/, `a shard missed the common start ${startAt}: ${r.stderr}`);
    merged = (await mergeOutputs({ inputs: [shardDir(1), shardDir(2)], outDir: join(dir, 'merged'), warn: () => {} }))
      .results;
  });

  it("each shard alone: the server counted the other shard's tokens too", async () => {
    const own = JSON.parse(await readFile(join(shardDir(1), 'results.json'), 'utf8')) as Results;
    for (const s of own.stages ?? []) {
      const rec = s.server?.reconciliation;
      assert.ok(rec?.ratio != null && rec.ratio < 0.8, show(s));
      assert.equal(rec.reason, 'other_clients', show(s));
    }
  });

  it("merged: the server's count taken once against both shards' tokens, within 3%", async () => {
    const stages = merged.stages ?? [];
    assert.equal(stages.length, 2);
    for (const s of stages) {
      assert.equal(s.shards?.count, 2, show(s));
      assert.ok(s.server, `server figures on ${s.label}`);
      assert.equal(s.server.family, 'vllm');
      const rec = s.server.reconciliation;
      assert.ok(rec.ratio !== null && Math.abs(rec.ratio - 1) <= 0.03, show(s));
      assert.equal(rec.flagged, false, show(s));
      assert.ok(Math.abs(rec.client_tps! - s.delivered_output_tps!) < 1e-6, show(s));
      assert.ok(s.server.scrapes >= 2, show(s));
      assert.ok(s.server.running!.max >= 2, show(s));
    }
    // The merged results.json on disk holds them too.
    const onDisk = JSON.parse(await readFile(join(dir, 'merged', 'results.json'), 'utf8')) as Results;
    assert.deepEqual(
      onDisk.stages?.map((s) => s.server?.reconciliation),
      stages.map((s) => s.server?.reconciliation),
    );
  });

  it("the samples are kept with their shard, moved onto the merged run's clock", async () => {
    const [r1, r2] = await Promise.all(
      [1, 2].map(async (i) => JSON.parse(await readFile(join(shardDir(i), 'results.json'), 'utf8')) as Results),
    );
    const base = Date.parse(merged.run.started_at);
    assert.equal(base, Math.min(Date.parse(r1!.run.started_at), Date.parse(r2!.run.started_at)));
    const lines = await readLines(join(dir, 'merged', SERVER_METRICS_FILE));
    for (const [i, r] of [r1!, r2!].entries()) {
      const own = await readLines(join(shardDir(i + 1), SERVER_METRICS_FILE));
      const mine = lines.filter((l) => l.shard === i + 1);
      assert.equal(mine.length, own.length, `every line of shard ${i + 1}`);
      const shift = Date.parse(r.run.started_at) - base;
      for (const [k, l] of own.entries()) {
        assert.equal(mine[k]!.series, l.series);
        assert.ok(Math.abs(mine[k]!.t_ms - (l.t_ms + shift)) < 0.002, `${mine[k]!.t_ms} vs ${l.t_ms} + ${shift}`);
        // Every read says when it was answered, no earlier than sent, moved by the same shift.
        if (l.series === undefined) continue; // not a read: the source, or an interval skipped
        assert.ok(l.answered_ms! >= l.t_ms, JSON.stringify(l));
        assert.ok(Math.abs(mine[k]!.answered_ms! - (l.answered_ms! + shift)) < 0.002, JSON.stringify(mine[k]));
      }
    }
    // The second shard was launched after the first was waiting (a process start-up later): its
    // samples moved, so the check above could tell a shifted line from one left on its own clock.
    const shift2 = Date.parse(r2!.run.started_at) - base;
    assert.ok(shift2 > 50, `shard 2 started ${shift2} ms after the merged run`);
    // In time order.
    assert.ok(lines.every((l, k) => k === 0 || lines[k - 1]!.t_ms <= l.t_ms));
  });

  it('reanalyze recomputes the merged server figures from the merged file', async () => {
    const before = sim.requestCount();
    const again = await reanalyze({ outDir: join(dir, 'merged'), newOutDir: join(dir, 'merged-re'), overrides: {} });
    assert.equal(sim.requestCount(), before);
    assert.deepEqual(
      again.results.stages?.map((s) => s.server),
      merged.stages?.map((s) => s.server),
    );
  });

  it('without load: two shards of one provider, merged, agree with the server per group', async () => {
    const yaml = `providers:
  - id: sim
    api: openai-chat
    base_url: "${sim.url}"
    model: "capacity:slots=4,tokens=20,step_ms=10,step_per_stream_ms=0"
    metrics_url: "${metricsUrl()}"
    metrics_interval_s: 0.2
    repetitions: 4
    warmup: 1
prompts:
  - { id: p, prompt: Say something. }
  - { id: q, prompt: Say something else. }
`;
    const loaded = parseConfig(yaml, 'plain-sharded.yml', {});
    const out = (i: number) => join(dir, `plain-shard-${i}`);
    await Promise.all(
      [1, 2].map((i) => runBenchmark({ loaded, outDir: out(i), shard: { index: i, count: 2 }, env: {} })),
    );
    const o = await mergeOutputs({ inputs: [out(1), out(2)], outDir: join(dir, 'plain-merged'), warn: () => {} });
    assert.equal(o.results.groups.length, 2);
    for (const g of o.results.groups) {
      const rec = g.server?.reconciliation;
      assert.ok(rec?.ratio != null && Math.abs(rec.ratio - 1) <= 0.03, JSON.stringify(rec));
      // Every request of both shards, warmups included, counted once: not twice for two shards' reads.
      const tokens = o.results.requests.reduce((a, r) => a + r.output_tokens, 0);
      assert.ok(
        Math.abs(g.server!.generation_tokens! - tokens) <= 0.03 * tokens,
        `${g.server!.generation_tokens} vs ${tokens}`,
      );
    }
  });

  it("one shard without server_metrics.ndjson: the other's reads of the one server give its figures", async () => {
    await cp(shardDir(1), join(dir, 'one-1'), { recursive: true });
    await cp(shardDir(2), join(dir, 'one-2'), { recursive: true });
    await rm(join(dir, 'one-2', SERVER_METRICS_FILE));
    const o = await mergeOutputs({
      inputs: [join(dir, 'one-1'), join(dir, 'one-2')],
      outDir: join(dir, 'one-m'),
      warn: () => {},
    });
    const lines = await readLines(join(dir, 'one-m', SERVER_METRICS_FILE));
    assert.ok(lines.length > 0 && lines.every((l) => l.shard === 1));
    assert.equal(o.results.stages?.length, 2);
    // The server's view is still there, from the one shard's reads. Its count needs reads on both sides of
    // the merged window: when the other shard dispatched first or ended last, that count is unknown, not guessed.
    for (const s of o.results.stages ?? []) {
      assert.equal(s.server?.family, 'vllm', show(s));
      assert.ok(s.server.running!.max >= 1, show(s));
      const rec = s.server.reconciliation;
      assert.ok(rec.ratio === null || Math.abs(rec.ratio - 1) <= 0.03, show(s));
    }
  });

  it('no shard with server_metrics.ndjson: merged as before, no server figures and no file', async () => {
    await cp(shardDir(1), join(dir, 'none-1'), { recursive: true });
    await cp(shardDir(2), join(dir, 'none-2'), { recursive: true });
    for (const i of [1, 2]) await rm(join(dir, `none-${i}`, SERVER_METRICS_FILE));
    const out = join(dir, 'none-m');
    // A file left in the output folder by an earlier merge is not taken for this run's.
    await cp(join(dir, 'merged'), out, { recursive: true });
    const o = await mergeOutputs({ inputs: [join(dir, 'none-1'), join(dir, 'none-2')], outDir: out, warn: () => {} });
    const stages = o.results.stages ?? [];
    assert.equal(stages.length, 2);
    assert.ok(stages.every((s) => s.server === undefined));
    await assert.rejects(stat(join(out, SERVER_METRICS_FILE)), { code: 'ENOENT' });
    // Everything else is what the merge with the samples computed.
    assert.deepEqual(withoutServer(stages), withoutServer(merged.stages ?? []));
  });
});
