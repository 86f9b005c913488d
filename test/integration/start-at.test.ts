import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { StageResult } from '../../src/analyze/load-figures.ts';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { epochOffsetMs } from '../../src/epoch.ts';
import type { Clock } from '../../src/measure/clock.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { mergeOutputs } from '../../src/run/merge.ts';
import { readTraces } from '../../src/run/traces.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { withLoopDelay } from '../support/loop-delay.ts';

// The sharded-load recipe of docs/sharding.md with real processes: two shard
// processes of one config, launched 2 s apart as matrix jobs are, against the
// simulator on loopback. With the same --start-at their stage windows
// overlap almost entirely; without it the second shard's windows trail by
// the 2 s it started late. Waiting for the scripted start is the feature
// under test: it is kept to a few seconds.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const KEEP = process.env.SG_KEEP === '1';
/** Launch gap between the two shard processes (a matrix starts its jobs seconds apart). */
const LAUNCH_GAP_MS = 2000;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[]): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let sim: Simulator;
let dir: string;
let configFile: string;

const CONFIG = (url: string) => `providers:
  - { id: sim, api: openai-chat, base_url: "${url}", model: "steady:tokens=8,ttft_ms=10,interval_ms=15" }
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 3
  stages: [{ rate: 20, arrival: constant }, { concurrency: 4 }]
`;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-start-at-'));
  configFile = join(dir, 'sharded.yml');
  await writeFile(configFile, CONFIG(sim.url));
});
after(async () => {
  await sim.close();
  if (KEEP) console.log(dir);
  else await rm(dir, { recursive: true, force: true });
});

/** Two shard processes of the config, the second launched LAUNCH_GAP_MS after the first; then merged. */
async function shardedRun(name: string, extra: string[]): Promise<{ stages: StageResult[]; logs: string[] }> {
  const out = (i: number) => join(dir, `${name}-${i}`);
  const first = cli(['run', '-c', configFile, '-o', out(1), '--shard', '1/2', ...extra]);
  await delay(LAUNCH_GAP_MS);
  const second = cli(['run', '-c', configFile, '-o', out(2), '--shard', '2/2', ...extra]);
  const ran = await Promise.all([first, second]);
  for (const r of ran) assert.equal(r.code, 0, r.stderr);
  const merged = await mergeOutputs({ inputs: [out(1), out(2)], outDir: join(dir, `${name}-merged`), warn: () => {} });
  const onDisk = JSON.parse(await readFile(join(dir, `${name}-merged`, 'results.json'), 'utf8')) as Results;
  assert.deepEqual(onDisk.stages, merged.results.stages);
  return { stages: merged.results.stages ?? [], logs: ran.map((r) => r.stderr) };
}

const show = (stages: StageResult[]) => JSON.stringify(stages.map((s) => ({ label: s.label, shards: s.shards })));

describe('shards with a common --start-at', () => {
  it('two shard processes launched 2 s apart overlap each merged stage by at least 95%; without it they do not', async () => {
    // Far enough ahead for both processes to load (slow on a busy machine), near enough to keep the test short.
    const startAt = new Date(Date.now() + LAUNCH_GAP_MS + 8000).toISOString();
    const aligned = await shardedRun('aligned', ['--start-at', startAt]);
    const unaligned = await shardedRun('unaligned', []);
    const note = `aligned: ${show(aligned.stages)}\nunaligned: ${show(unaligned.stages)}`;
    if (process.env.SG_SHOW_OVERLAP === '1') console.log(note);

    assert.equal(aligned.stages.length, 2, note);
    for (const s of aligned.stages) {
      assert.ok(s.shards !== null && s.shards.count === 2, note);
      assert.ok(s.shards.overlap_share >= 0.95, `stage ${s.label}: overlap ${s.shards.overlap_share}\n${note}`);
      assert.ok(s.shards.summed, note);
      const a = s.shards.alignment_ms;
      assert.equal(a.start_at, true, note);
      // Both started at the planned boundary on one machine's clock: within timer accuracy, and what a
      // busy shared machine adds to a wake-up (a shard that wakes late says so in joined_late).
      assert.ok(a.start_spread < 300, `start spread ${a.start_spread} ms\n${note}`);
      // One machine, one clock: the offsets against the simulator's Date headers agree.
      assert.ok(a.clock_offset_spread !== null && a.clock_offset_spread < 100, note);
      for (const sh of a.shards) assert.ok(sh.joined_late !== null && sh.joined_late < 300, note);
    }
    // Each waited, saying how long; the second (launched later) waited about 2 s less.
    for (const log of aligned.logs) assert.match(log, /waiting \d+(\.\d)? s for --start-at .*the shards' common start/);

    // The same two processes without --start-at: the second trails by the launch gap, less whatever the first
    // lost loading on a busy machine (measured here: 1.2-2.2 s; overlap 0.29-0.62 against 0.97-1.0).
    for (const [i, s] of unaligned.stages.entries()) {
      assert.ok(s.shards !== null, note);
      assert.ok(s.shards.overlap_share < 0.9, `stage ${s.label}: overlap ${s.shards.overlap_share}\n${note}`);
      assert.ok(s.shards.overlap_share < aligned.stages[i]!.shards!.overlap_share, note);
      assert.equal(s.shards.alignment_ms.start_at, false, note);
      assert.ok(s.shards.alignment_ms.start_spread > 400, note);
    }
  });

  it('a shard that arrives after the start joins the stage under way, ending with the others, and says so', async () => {
    const yaml = `providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=4,ttft_ms=5,interval_ms=5" }
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 2
  stages: [{ concurrency: 2 }, { concurrency: 2 }]
`;
    // Stage 1 runs [start, start + 2 s), stage 2 [start + 3 s, start + 5 s): 0.8 s after start is inside stage 1.
    const startAtEpochMs = Date.now() - 800;
    const warnings: string[] = [];
    const notices: string[] = [];
    const outcome = await runBenchmark({
      loaded: parseConfig(yaml, 'late.yml', {}),
      outDir: join(dir, 'late'),
      shard: { index: 2, count: 2 },
      env: {},
      startAtEpochMs,
      onWarning: (m) => warnings.push(m),
      onNotice: (m) => notices.push(m),
    });
    assert.match(
      notices.join('\n'),
      /--start-at .* was [\d.]+ m?s ago: starting now, at the stage the other shards are running/,
    );
    assert.match(
      warnings.join('\n'),
      /stage 1\/2: joined [\d.]+ m?s after its planned start .* running the last [\d.]+ m?s of it with the other shards/,
    );
    const traces = await readTraces(outcome.files.traces);
    const first = traces.filter((t) => t.load?.stage === 0);
    const second = traces.filter((t) => t.load?.stage === 1);
    assert.ok(first.length > 0 && second.length > 0);
    const late = first[0]!.load!.joined_late_ms!;
    assert.ok(late >= 800 && late < 2000, `joined ${late} ms late`);
    // Stage 1's dispatches stop at the shared end, start + 2 s, not 2 s after this shard began (start + 2.8 s).
    // What the engine decides is when each request is due (stage_t0_epoch_ms + scheduled_ms): none after the
    // end. The send itself follows by the dispatch lag (t0_epoch_ms less that), which the trace records and
    // which a busy machine stretches (CI: a request due just before the end went out 3 ms after it).
    const dueAt = (t: (typeof first)[number]) => t.load!.stage_t0_epoch_ms + t.load!.scheduled_ms;
    const lastDue = Math.max(...first.map(dueAt));
    assert.ok(lastDue < startAtEpochMs + 2000, `last due ${lastDue - startAtEpochMs} ms after start`);
    for (const t of first) assert.ok(t.t0_epoch_ms >= dueAt(t) - 1, `${t.id}: sent before it was due`);
    const lastSent = Math.max(...first.map((t) => t.t0_epoch_ms));
    assert.ok(lastSent < startAtEpochMs + 2400, `last sent ${lastSent - startAtEpochMs} ms after start`);
    // Stage 2 starts on the shared boundary: start + 3 s.
    const s2 = second[0]!.load!;
    assert.equal(s2.planned_t0_epoch_ms, startAtEpochMs + 3000);
    assert.ok(
      Math.abs(s2.stage_t0_epoch_ms - (startAtEpochMs + 3000)) < 50,
      `${s2.stage_t0_epoch_ms - startAtEpochMs}`,
    );
    assert.equal(s2.joined_late_ms, 0);
    assert.equal(
      outcome.results.run.start_at?.late_ms !== undefined && outcome.results.run.start_at.late_ms >= 800,
      true,
    );
    assert.equal(outcome.results.run.start_at?.waited_ms, 0);
  });

  it('waits until the wall clock reads --start-at, re-reading it, not for a monotonic interval read once', async (t) => {
    // A machine whose wall clock runs ahead of its monotonic one (this machine kind: 5 ms a second,
    // and about 1 s over a 30 s test process). Exaggerated here to twice as fast, so the two ways
    // of waiting for a start 2 s ahead on the wall clock differ by 1 s of monotonic time.
    const wall0 = Date.now();
    const mono0 = performance.now();
    const clock: Clock = { now: () => performance.now(), epochMs: () => wall0 + 2 * (performance.now() - mono0) };
    const startAtEpochMs = clock.epochMs() + 2000;
    // When the wall clock reads the start, on the monotonic clock.
    const dueMono = mono0 + (startAtEpochMs - wall0) / 2;
    let waitFrom: number | null = null;
    const { value: outcome, loop } = await withLoopDelay(() =>
      runBenchmark({
        loaded: parseConfig(
          `providers:\n  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=2,ttft_ms=5,interval_ms=5" }\n` +
            'prompts:\n  - { id: p, prompt: hi }\ndefaults: { repetitions: 1, warmup: 0 }\n',
          'wall.yml',
          {},
        ),
        outDir: join(dir, 'wall'),
        env: {},
        clock,
        startAtEpochMs,
        onNotice: (m) => {
          if (m.startsWith('waiting ')) waitFrom = performance.now();
        },
      }),
    );
    assert.ok(waitFrom !== null, 'it said it was waiting');
    const traces = await readTraces(outcome.files.traces);
    assert.equal(traces.length, 1);
    const dispatchMono = mono0 + (traces[0]!.t0_epoch_ms - wall0) / 2;
    // Waiting by the monotonic clock for the wall-clock time left when the wait began ends about
    // (dueMono - waitFrom) late: at least 400 ms here, as the run's set-up takes under 200 ms of the 1 s.
    const lateMs = dispatchMono - dueMono;
    const held = loop.heldMs(waitFrom + epochOffsetMs(), dispatchMono + epochOffsetMs());
    const say = `dispatched ${lateMs.toFixed(0)} ms after the wall clock read the start (the wait began ${(dueMono - waitFrom).toFixed(0)} ms before it); loop held ${held.toFixed(0)} ms meanwhile; ${loop.text}`;
    t.diagnostic(say);
    assert.ok(dueMono - waitFrom > 400, say);
    assert.ok(lateMs >= -5, say);
    assert.ok(lateMs < 100 + held, say);
  });

  it('an unparseable --start-at is a usage error naming the flag and the fix; nothing is sent', async () => {
    const sent = sim.requestCount();
    // The last two: far in the past, where no shard's stage is under way to join.
    for (const bad of ['in 90 seconds', '1796142600', '2026-12-01T16:30:00', '0000-01-01T00:00Z', '000000000000']) {
      const r = await cli(['run', '-c', configFile, '-o', join(dir, 'bad'), '--start-at', bad]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, new RegExp(`--start-at ${bad}: .*Fix:`));
    }
    assert.equal(sim.requestCount(), sent);
  });
});
