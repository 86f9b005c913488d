import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseConfig } from '../../src/config/read.ts';
import { MeasurerPool } from '../../src/measure/measurer-pool.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { readTraces } from '../../src/run/traces.ts';
import type { Trace } from '../../src/trace.ts';
import { SimProcess } from '../../bench/lib/sim-process.ts';

// The measurer threads (run.measurer_threads) against the simulator in a
// process of its own: a run measured in worker threads writes the traces and
// results the in-thread path writes, timings aside; a cancelled run leaves
// whole trace lines; a key the provider echoes back never reaches a file.

let sim: SimProcess;
let dir: string;

before(async () => {
  sim = await SimProcess.start();
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-threads-'));
});
after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

/** A trace with every timing (and per-run value) replaced by its shape: key order and every count kept. */
function shape(t: Trace): unknown {
  const at = Object.fromEntries(Object.entries(t.at).map(([k, v]) => [k, v === null ? null : 'ms']));
  return {
    ...t,
    t0_epoch_ms: 'epoch',
    at,
    // How a server's writes fall into reads depends on the machine: the events they carry do not.
    reads: t.reads.length > 0,
    content_reads: t.content_reads > 0,
    events: t.events.map(([, kind, chars]) => [kind, chars]),
    ...(t.token_counts ? { token_counts: t.token_counts.map((c) => c.slice(1)) } : {}),
    http: {
      ...t.http,
      request_id: t.http.request_id === null ? null : 'id',
      headers: Object.keys(t.http.headers ?? {}),
    },
    // Each thread pools its own connections, so whether a request found a kept one depends on where it
    // went; a conversation's later turns always go out on their session's own.
    ...(t.conn ? { conn: { keys: Object.keys(t.conn), reused: (t.turn ?? 0) > 0 ? t.conn.reused : 'either' } } : {}),
    ...(t.client_stalls ? { client_stalls: 'stalls' } : {}),
    ...(t.error ? { error: { ...t.error, message: t.error.message.replace(/req_sim_[0-9a-f]+/g, 'req') } } : {}),
  };
}

// About what is written, not how fast it came: the buffered rules are timing rules (a role-first
// stream's 40 ms of tokens is under min_generation_s on a quiet machine and over it once a busy one
// delays its last read; a stall merges reads under min_content_reads), so on a loaded machine the two
// paths' labels could differ for the machine's sake. One content read and no generation interval
// label every answered response streamed on either path; errors still label as errors, and the
// traces' events and counts are compared whole. The stall limit keeps stalls from taking rates out.
const CONFIG = (
  url: string,
) => `defaults: { repetitions: 3, warmup: 1, concurrency: 2, max_tokens: 32, cache_bust: false }
analysis: { min_content_reads: 1, min_generation_s: 0, max_client_stall_ms: 10000 }
providers:
  - { id: steady, api: openai-chat, base_url: "${url}", model: "steady:tokens=12,ttft_ms=20,interval_ms=16" }
  - { id: buffered, api: openai-chat, base_url: "${url}", model: "burst:tokens=12,delay_ms=30" }
  - { id: role-first, api: anthropic, base_url: "${url}", model: "role-keepalive:delay_ms=200,keepalive_ms=50,tokens=6,interval_ms=8" }
  - { id: failing, api: openai-chat, base_url: "${url}", model: "http-500" }
prompts:
  - { id: p, prompt: Say something. }
  - id: chat
    conversations: { sessions: 2, turns: 3, user_tokens: 10, think_ms: 0, seed: 5 }
`;

/** One steady provider of `tokens` tokens 10 ms apart: `repetitions` requests (and a warm-up) at `concurrency`. */
const slowConfig = (repetitions: number, concurrency: number, tokens: number) =>
  `defaults: { repetitions: ${repetitions}, warmup: 1, concurrency: ${concurrency}, max_tokens: ${tokens} }
providers:
  - { id: slow, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=${tokens},ttft_ms=10,interval_ms=10" }
prompts:
  - { id: p, prompt: Say something. }
`;

describe('measurer threads', () => {
  it('two threads write the traces and results the in-thread path writes, timings aside', async () => {
    const loaded = parseConfig(CONFIG(sim.url), 'threads.yml', {});
    const runs = [];
    for (const measurerThreads of ['main', 2] as const) {
      const o = await runBenchmark({ loaded, outDir: join(dir, `same-${measurerThreads}`), env: {}, measurerThreads });
      const traces = (await readTraces(o.files.traces)).sort((a, b) => a.id.localeCompare(b.id));
      runs.push({ o, traces });
    }
    const [main, threads] = runs as [(typeof runs)[0], (typeof runs)[0]];
    assert.ok(main.traces.length >= 20, `${main.traces.length} traces`);
    assert.deepEqual(
      threads.traces.map((t) => t.id),
      main.traces.map((t) => t.id),
    );
    for (const [i, t] of threads.traces.entries()) {
      const m = main.traces[i]!;
      // Same keys in the same order (the file's bytes, timings aside), same counts and labels.
      assert.deepEqual(Object.keys(t), Object.keys(m), t.id);
      assert.deepEqual(shape(t), shape(m), t.id);
    }
    // A session's later turns went out on the session's own kept connection, in the worker that held it.
    const turns = threads.traces.filter((t) => t.turn !== undefined && t.turn > 0);
    assert.ok(
      turns.length >= 4 && turns.every((t) => t.conn?.reused === true),
      JSON.stringify(turns.map((t) => t.conn)),
    );
    const labels = (o: typeof main.o) =>
      o.results.requests
        .map((r) => [r.id, r.outcome, r.buffered_rule, r.error_kind, r.output_tokens, r.token_source, r.metric])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    assert.deepEqual(labels(threads.o), labels(main.o));
    // Not vacuous: both labels the thresholds leave (streamed, error) are among them.
    assert.deepEqual([...new Set(labels(main.o).map((l) => l[1]))].sort(), ['error', 'streamed']);
    // Sorted: groups come in the order their provider and prompt were first seen in the traces, which is the
    // order requests finished (a conversation's first turn may end before a single prompt's), on either path.
    const groups = (o: typeof main.o) =>
      o.results.groups
        .map((g) => [g.provider, g.prompt, g.n, g.streamed, g.buffered, g.errors, g.streaming])
        .sort((a, b) => `${a[0]}/${a[1]}`.localeCompare(`${b[0]}/${b[1]}`));
    assert.deepEqual(groups(threads.o), groups(main.o));
    // The stalls are the measurer threads' own, summed over them.
    assert.ok(threads.o.results.run.client_stalls!.samples > 0, JSON.stringify(threads.o.results.run.client_stalls));
  });

  it('a run cancelled mid-stream leaves whole trace lines, the cut requests marked cancelled', async () => {
    const yaml = slowConfig(6, 3, 200);
    const stop = new AbortController();
    const o = await runBenchmark({
      loaded: parseConfig(yaml, 'cancel.yml', {}),
      outDir: join(dir, 'cancel'),
      env: {},
      signal: stop.signal,
      measurerThreads: 2,
      // The warm-up's trace comes first: half a second later the measured requests are mid-stream.
      onTrace: () => void setTimeout(() => stop.abort(), 500),
    });
    assert.equal(o.cancelled, true);
    const text = await readFile(o.files.traces, 'utf8');
    assert.ok(text.endsWith('\n'));
    const lines = text.split('\n').filter((l) => l !== '');
    const traces = lines.map((l) => JSON.parse(l) as Trace);
    const cut = traces.filter((t) => t.error?.kind === 'cancelled');
    assert.ok(cut.length >= 1 && cut.length <= 3, JSON.stringify(traces.map((t) => [t.id, t.error?.kind ?? null])));
    // A cut request keeps what it measured before the cancel.
    assert.ok(
      cut.some((t) => t.events.some(([, kind]) => kind === 'content')),
      JSON.stringify(cut.map((t) => t.events.length)),
    );
    assert.ok(traces.length < 7, `${traces.length} traces: no request starts after the cancel`);
  });

  it('a thread lost mid-run: its requests become cancelled traces saying so, the other thread measures the rest', async () => {
    const yaml = slowConfig(8, 4, 100);
    const loaded = parseConfig(yaml, 'lost.yml', {});
    const pool = await MeasurerPool.start(2, {
      providers: [],
      keys: loaded.keys,
      aws: loaded.aws,
      secrets: loaded.secrets,
      connectTimeoutMs: 30_000,
    });
    try {
      let crashed = false;
      const o = await runBenchmark({
        loaded,
        outDir: join(dir, 'lost'),
        env: {},
        measurerPool: pool,
        // After the warm-up, four requests of a second each start, two per thread: 300 ms in, all are mid-stream.
        onTrace: () => {
          if (crashed) return;
          crashed = true;
          setTimeout(() => void pool.terminateThread(0), 300);
        },
      });
      const traces = await readTraces(o.files.traces);
      assert.equal(traces.length, 9, 'every request has its trace: none lost, none twice');
      const lost = traces.filter((t) => t.error?.kind === 'cancelled');
      const summary = JSON.stringify(traces.map((t) => [t.id, t.error?.message ?? 'ok']));
      assert.ok(lost.length >= 1 && lost.length <= 2, summary);
      for (const t of lost)
        assert.match(
          t.error!.message,
          /the measurer thread running this request exited with code \d+: what it had read is lost/,
        );
      // Everything dispatched after the loss ran in the thread still running, and was measured whole.
      assert.equal(traces.filter((t) => t.error === null).length, 9 - lost.length, summary);
      assert.equal(o.cancelled, false);
    } finally {
      await pool.close();
    }
  });

  it("a key the provider echoes back is scrubbed from everything written, the measurer's traces included", async () => {
    const secret = 'sk-test-threads-0123456789abcdef';
    const yaml = `defaults: { repetitions: 2, warmup: 0, concurrency: 2 }
providers:
  - { id: echo, api: openai-chat, base_url: "${sim.url}", model: echo-key, api_key_env: SG_THREADS_KEY }
prompts:
  - { id: p, prompt: Say something. }
`;
    const seen: Trace[] = [];
    const o = await runBenchmark({
      loaded: parseConfig(yaml, 'echo.yml', { SG_THREADS_KEY: secret }),
      outDir: join(dir, 'echo'),
      env: {},
      measurerThreads: 2,
      onTrace: (t) => void seen.push(t),
    });
    assert.equal(seen.length, 2);
    // The trace as it came from the measurer thread, before the writer's own scrub.
    for (const t of seen) {
      assert.equal(t.error?.kind, 'http_status');
      assert.ok(!JSON.stringify(t).includes(secret), JSON.stringify(t.error));
      assert.match(t.error!.message, /\*\*\*|\[redacted\]|REDACTED/i);
    }
    for (const name of await readdir(o.files.dir)) {
      const body = await readFile(join(o.files.dir, name), 'utf8');
      assert.ok(!body.includes(secret), `${name} holds the key`);
    }
  });
});
