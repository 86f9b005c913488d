import { readFile, rm } from 'node:fs/promises';
import { parseConfig } from '../src/config/read.ts';
import { systemClock } from '../src/measure/clock.ts';
import { runBenchmark } from '../src/run/engine.ts';
import { sleepUntil } from '../src/run/load-stages.ts';
import type { Trace } from '../src/trace.ts';
import { makeTempDir } from './lib/engine.ts';
import type { SimProcess } from './lib/sim-process.ts';
import { spread, type Spread } from './lib/stats.ts';

// The load scheduler's dispatch lag: an open-loop stage at a constant rate
// whose requests last long enough that `streams` are open at once, against
// the floor, a bare timer loop in the same process, at the same rate, under
// the same streams, waiting the same way (sleepUntil). Only the steady part
// counts: from the moment the stage holds `streams` open to its end.

export interface LoadBenchCase {
  label: string;
  /** requests per second */
  rate: number;
  streams: number;
  seconds: number;
}

export interface LoadBenchResult {
  label: string;
  rate: number;
  streams: number;
  /** Dispatches in the steady part. */
  requests: number;
  /** t0 - stage start - scheduled, ms, steady part. */
  lag: Spread | null;
  /** A bare timer loop's lateness, ms, steady part. */
  floor: Spread | null;
}

export async function loadBench(
  sim: SimProcess,
  c: LoadBenchCase,
  progress: (s: string) => void,
  /** 'main': the in-thread measurer (the scheduler and the reads in one thread); else the default measurer threads. */
  measurerThreads?: 'main',
): Promise<LoadBenchResult> {
  const label = `${c.label}, ${measurerThreads === 'main' ? 'in-thread measurer' : 'measurer threads'}`;
  const intervalMs = 20;
  const lastsMs = (c.streams / c.rate) * 1000;
  const tokens = Math.max(1, Math.round(lastsMs / intervalMs));
  const yaml = `providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=${tokens},ttft_ms=0,interval_ms=${intervalMs}", max_tokens: ${tokens}, cache_bust: false }
prompts:
  - { id: p, prompt: hi }
load:
  duration_s: ${c.seconds}
  stages: [{ rate: ${c.rate}, arrival: constant }]
`;
  const dir = await makeTempDir();
  const floorSamples: Array<[number, number]> = [];
  let stop = false;
  let stageStart = 0;
  let floorDone: Promise<void> = Promise.resolve();
  try {
    const { files } = await runBenchmark({
      loaded: parseConfig(yaml, '<bench load>', {}),
      outDir: dir,
      env: {},
      ...(measurerThreads ? { measurerThreads } : {}),
      onStage: (info) => {
        stageStart = info.startMs;
        // Offset by half a gap, so the floor's wake-ups fall between dispatches.
        const gap = 1000 / c.rate;
        floorDone = (async () => {
          for (let k = 0; !stop && k * gap + gap / 2 < c.seconds * 1000; k++) {
            const target = stageStart + k * gap + gap / 2;
            await sleepUntil(systemClock, target, undefined);
            floorSamples.push([target - stageStart, systemClock.now() - target]);
          }
        })();
      },
    });
    stop = true;
    await floorDone;
    const traces = (await readFile(files.traces, 'utf8'))
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Trace);
    const steady = traces.filter((t) => t.load && t.load.scheduled_ms >= lastsMs);
    const lag = steady.map((t) => t.t0_epoch_ms - t.load!.stage_t0_epoch_ms - t.load!.scheduled_ms);
    const result: LoadBenchResult = {
      label,
      rate: c.rate,
      streams: c.streams,
      requests: steady.length,
      lag: spread(lag),
      floor: spread(floorSamples.filter(([at]) => at >= lastsMs).map(([, late]) => late)),
    };
    progress(
      `  ${label}: lag p50 ${result.lag?.p50.toFixed(3)} p99 ${result.lag?.p99.toFixed(3)} ms; ` +
        `floor p50 ${result.floor?.p50.toFixed(3)} p99 ${result.floor?.p99.toFixed(3)} ms (${steady.length} dispatches)`,
    );
    return result;
  } finally {
    stop = true;
    await rm(dir, { recursive: true, force: true });
  }
}
