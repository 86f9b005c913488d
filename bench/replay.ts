import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '../src/random.ts';
import { loadConfig } from '../src/config/read.ts';
import { runBenchmark } from '../src/run/engine.ts';
import { readTraces } from '../src/run/traces.ts';
import type { SimProcess } from './lib/sim-process.ts';
import { spread, type Spread } from './lib/stats.ts';

// Replay lateness (issue 27's bar): a bursty 1,000-line recorded trace (a
// tenth of its lines in the same millisecond as the one before) replayed at
// 1x and 4x against the simulator process, by the in-thread measurer and by
// the measurer threads, in one run. Lateness is the client's own dispatch
// (t0) minus the schedule, as the stage's schedule_lateness_ms, and the
// simulator's own arrival log (when each request's headers were in, by the
// server's clock) minus the schedule, which also holds the connection and
// the loopback.

export interface ReplayCase {
  speedups: number[];
  lines: number;
  runs: number;
  /** Measurer threads of the threads side; the config's default (one per core) when absent. */
  threads?: number;
}

export interface ReplayResult {
  speedup: number;
  lines: number;
  /** Per side: lateness spreads, one per run. */
  main: Array<Spread | null>;
  threads: Array<Spread | null>;
  /** The same by the simulator's arrival log (absent in results written before it). */
  mainArrived?: Array<Spread | null>;
  threadsArrived?: Array<Spread | null>;
}

function traceLines(n: number, meanGapMs: number, seed: number): string[] {
  const rand = mulberry32(seed);
  let t = 0;
  return Array.from({ length: n }, (_, i) => {
    if (i > 0 && rand() > 0.1) t += -Math.log(1 - rand()) * meanGapMs;
    return JSON.stringify({ timestamp: Math.round(t), input_length: 20 + Math.floor(rand() * 40), output_length: 3 });
  });
}

export async function replayBench(
  sim: SimProcess,
  c: ReplayCase,
  progress: (s: string) => void,
): Promise<ReplayResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'streamgauge-replay-'));
  try {
    await writeFile(join(dir, 'trace.jsonl'), traceLines(c.lines, 10, 42).join('\n') + '\n');
    const out: ReplayResult[] = [];
    for (const speedup of c.speedups) {
      const yml = join(dir, `x${speedup}.yml`);
      await writeFile(
        yml,
        `providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=3,ttft_ms=1,interval_ms=1" }
prompts:
  - { id: p, prompt: unused }
load:
  requests: ${c.lines}
  stages: [{ replay: trace.jsonl, speedup: ${speedup} }]
`,
      );
      const r: ReplayResult = { speedup, lines: c.lines, main: [], threads: [], mainArrived: [], threadsArrived: [] };
      for (let run = 0; run < c.runs; run++) {
        const order: Array<'main' | 'threads'> = run % 2 === 0 ? ['main', 'threads'] : ['threads', 'main'];
        for (const side of order) {
          const outDir = join(dir, `out-${speedup}-${run}-${side}`);
          await sim.takeArrivals();
          const { files } = await runBenchmark({
            loaded: await loadConfig(yml, {}),
            outDir,
            env: {},
            ...(side === 'main'
              ? { measurerThreads: 'main' as const }
              : c.threads
                ? { measurerThreads: c.threads }
                : {}),
          });
          const traces = await readTraces(files.traces);
          const late = traces.map((t) => t.t0_epoch_ms - t.load!.stage_t0_epoch_ms - t.load!.scheduled_ms);
          const s = spread(late);
          r[side].push(s);
          const arrived = new Map((await sim.takeArrivals()).map((a) => [a.requestId, a.arrivedEpochMs]));
          const serverLate = traces.flatMap((t) => {
            const at = arrived.get(t.http.request_id ?? '');
            return at === undefined ? [] : [at - t.load!.stage_t0_epoch_ms - t.load!.scheduled_ms];
          });
          const a = spread(serverLate);
          (side === 'main' ? r.mainArrived : r.threadsArrived)!.push(a);
          progress(
            `  replay x${speedup} run ${run + 1}/${c.runs} ${side}: lateness p50 ${s?.p50.toFixed(2)} p99 ${s?.p99.toFixed(2)} max ${s?.max.toFixed(2)} ms; at the server p99 ${a?.p99.toFixed(2)} ms (${serverLate.length} of ${traces.length} matched)`,
          );
          await rm(outDir, { recursive: true, force: true });
        }
      }
      out.push(r);
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
