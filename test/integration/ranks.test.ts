import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { GroupResult, Results } from '../../src/analyze/types.ts';
import { compareCommand } from '../../src/cli/compare.ts';
import type { CliIo } from '../../src/cli/main.ts';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// Rank intervals on real streams: 20 seeded runs against the simulator over
// loopback, each with two providers of the same speed ("a", "b") and one 2x
// slower ("c"). Short streams: 8 words 20 ms + 0..10 ms apart (mean 25 ms),
// or 45 + 0..10 ms (mean 50 ms) for c; 10 requests a provider. Gaps of 10-15
// ms lost places to the pauses of a loaded machine (load average 10 on 2
// cores: one 50 ms pause halves a 120 ms stream's rate).
//   - a and b must show overlapping rank intervals in at least 19 of 20 runs
//     (the data cannot order them, and the report must not pretend to);
//   - c must hold place 3, interval [3, 3], in all 20.
// Both are asserted on the post-first-content ranking. The end-to-end figure
// includes the TTFT and with it the client's dispatch order and every pause
// of a loaded machine: at a load average of 10 on 2 cores it overlapped in
// 18-20 of 20 runs, and c's end-to-end place spanned [2, 3] in up to 5.
// Those rankings are printed in a failure message, not asserted.

const RUNS = 20;
const REPS = 10;
/** Scripted gaps between words: a and b 20 ms + 0..10 ms (mean 25), c 45 + 0..10 ms (mean 50, 2x slower). */
const A_MS = 20;
const C_MS = 45;
/** Runs at once: 3 providers x 2 streams each, so 30 streams in flight at most. */
const AT_ONCE = 5;

let sim: Simulator;
let dir: string;
const runs: Results[] = [];

const noisy = (intervalMs: number, seed: number) =>
  `noisy:tokens=8,ttft_ms=20,interval_ms=${intervalMs},jitter_ms=10,seed=${seed}`;

async function seededRun(n: number): Promise<Results> {
  const yaml = `defaults:
  repetitions: ${REPS}
  warmup: 1
  concurrency: 2
parallel_providers: 3
# Five runs share this process's event loop on a loaded machine: its stalls are real, but this test
# is about the ranking rule over every stream, so none is set aside as measured while the client stalled.
analysis: { min_generation_s: 0.05, max_client_stall_ms: 10000 }
providers:
  - { id: a, api: openai-chat, base_url: "${sim.url}", model: "${noisy(A_MS, n * 10 + 1)}" }
  - { id: b, api: openai-chat, base_url: "${sim.url}", model: "${noisy(A_MS, n * 10 + 2)}" }
  - { id: c, api: openai-chat, base_url: "${sim.url}", model: "${noisy(C_MS, n * 10 + 3)}" }
prompts:
  - { id: p, prompt: Say something. }
`;
  const out = await runBenchmark({
    loaded: parseConfig(yaml, `ranks-${n}.yml`, {}),
    outDir: join(dir, `run-${n}`),
    env: {},
  });
  return out.results;
}

const overlap = (x: { low: number; high: number }, y: { low: number; high: number }) =>
  x.low <= y.high && y.low <= x.high;

function by(results: Results, provider: string): GroupResult {
  const g = results.groups.find((g) => g.provider === provider);
  assert.ok(g, `group ${provider}`);
  return g;
}

/** One line per run, for a failure message: seed, each provider's p50 and rank interval. */
function describeRun(r: Results, n: number): string {
  return (
    `run ${n} (seeds ${n * 10 + 1}-${n * 10 + 3}): ` +
    ['a', 'b', 'c']
      .map((p) => {
        const g = by(r, p);
        const k = g.ranks.post_first_content_tps;
        const e = g.ranks.end_to_end_tps;
        return (
          `${p} ${g.post_first_content_tps?.p50.toFixed(1)} tok/s #${k?.rank} [${k?.low}-${k?.high}]` +
          ` (end to end ${g.end_to_end_tps?.p50.toFixed(1)} #${e?.rank} [${e?.low}-${e?.high}])`
        );
      })
      .join(', ')
  );
}

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-ranks-'));
  for (let start = 0; start < RUNS; start += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, RUNS - start) }, (_, i) => seededRun(start + i + 1));
    runs.push(...(await Promise.all(batch)));
  }
});

after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

describe('rank intervals over 20 seeded simulator runs', () => {
  it('every run ranked all three providers (each kept at least 6 of its streams)', () => {
    if (process.env.RANKS_DEBUG) console.log(runs.map((r, i) => describeRun(r, i + 1)).join('\n'));
    for (const [i, r] of runs.entries())
      for (const p of ['a', 'b', 'c']) {
        const g = by(r, p);
        const lost = r.requests
          .filter((q) => q.provider === p && !q.warmup && q.outcome !== 'streamed')
          .map((q) => `${q.id} ${q.outcome} ${q.buffered_rule ?? q.error_kind ?? ''}`);
        assert.ok(g.streamed >= 6, `run ${i + 1}, ${p}: ${lost.join('; ')}`);
        assert.ok(g.ranks.post_first_content_tps && g.ranks.end_to_end_tps, `run ${i + 1}, ${p}`);
      }
  });

  it('two providers of the same speed show overlapping rank intervals in at least 19 of 20 runs', () => {
    const lines = runs.map((r, i) => describeRun(r, i + 1));
    const overlapping = runs.filter((r) => {
      const a = by(r, 'a').ranks.post_first_content_tps;
      const b = by(r, 'b').ranks.post_first_content_tps;
      assert.ok(a && b);
      return overlap(a, b);
    }).length;
    assert.ok(overlapping >= 19, `${overlapping}/20 overlapping:\n${lines.join('\n')}`);
  });

  it('a provider 2x slower holds its own place, [3, 3], in all 20 runs', () => {
    for (const [i, r] of runs.entries()) {
      const c = by(r, 'c');
      for (const k of ['post_first_content_tps'] as const)
        assert.deepEqual(
          [c.ranks[k]?.rank, c.ranks[k]?.low, c.ranks[k]?.high, c.ranks[k]?.of],
          [3, 3, 3, 3],
          `${k}: ${describeRun(r, i + 1)}`,
        );
    }
  });
});

function capture(): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const sink = (f: (s: string) => void) =>
    new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        f(chunk.toString());
        cb();
      },
    });
  return {
    io: { env: { NO_COLOR: '1' }, stdout: sink((s) => (out += s)), stderr: sink((s) => (err += s)) },
    out: () => out,
    err: () => err,
  };
}

describe('compare --between on the same runs', () => {
  const between = async (...args: string[]) => {
    const c = capture();
    const code = await compareCommand(['--between', ...args], c.io);
    return { code, out: c.out(), err: c.err() };
  };

  it('a against c: a is faster post-first-content in every run (scripted +100%), with an interval past the minimum effect', async () => {
    for (let n = 1; n <= RUNS; n++) {
      const r = await between('a', 'c', join(dir, `run-${n}`));
      assert.equal(r.code, 0, r.err);
      const m =
        /a is ([\d.]+)% faster than c post-first-content \([^)]*\), 95% interval \[\+([\d.]+)%, \+([\d.]+)%\]/.exec(
          r.out,
        );
      assert.ok(m, `run ${n}:\n${r.out}`);
      const [delta, low, high] = [Number(m[1]), Number(m[2]), Number(m[3])];
      // Scripted: 2x (+100%). A loaded machine's late timers stretch each run's intervals unevenly (a's p50
      // ranged 58-79 tok/s, c's 28-34 over such runs), so the bound is about the order, not the digits.
      assert.ok(delta > 50 && delta < 200, `run ${n}: ${delta}% (scripted: 2x, +100%)\n${r.out}`);
      assert.ok(low > 10 && low <= delta && delta <= high, `run ${n}: [${low}, ${high}]`);
    }
  });

  it('a against b (the same speed): no difference beyond the noise in at least 19 of 20 runs', async () => {
    const outs: string[] = [];
    for (let n = 1; n <= RUNS; n++) {
      const r = await between('a', 'b', join(dir, `run-${n}`), '--prompt', 'p');
      assert.equal(r.code, 0, r.err);
      outs.push(r.out);
    }
    const same = outs.filter((o) =>
      /\n {2}post-first-content: no difference beyond the noise, a [-+][\d.]+% against b/.test(o),
    );
    assert.ok(same.length >= 19, `${same.length}/20:\n${outs.join('\n')}`);
  });

  it('names what is wrong: an unknown provider, a prompt not run, one provider twice', async () => {
    const out = join(dir, 'run-1');
    let r = await between('a', 'nope', out);
    assert.equal(r.code, 2);
    assert.match(r.err, /no provider "nope" in this run; its providers are a, b, c/);
    r = await between('a', 'b', out, '--prompt', 'other');
    assert.equal(r.code, 2);
    assert.match(r.err, /--prompt other: not a prompt both a and b ran in .*results\.json; theirs in common: p/);
    r = await between('a', 'a', out);
    assert.equal(r.code, 2);
    assert.match(r.err, /name two different providers/);
    r = await between('a', out);
    assert.equal(r.code, 2);
    assert.match(r.err, /--between needs two providers and a run/);
  });
});
