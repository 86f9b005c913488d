import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { MeasurerPool, measurerThreads } from '../../src/measure/measurer-pool.ts';
import { buildPlan } from '../../src/config/plan.ts';
import type { Trace } from '../../src/trace.ts';

// The whole engine as a user runs it (config -> plan -> measure + adapter ->
// traces.ndjson -> analysis), against the simulator process.

export interface EngineSpec {
  /** The simulator's base URL. */
  url: string;
  /** A simulator scenario, e.g. `steady:tokens=200,ttft_ms=10,interval_ms=10`. */
  model: string;
  requests: number;
  concurrency: number;
  maxTokens: number;
  cacheBust?: boolean;
  /** Measurer threads ('main': the in-thread path); the config's default (one per core) when absent. */
  measurerThreads?: number | 'main';
  /** Warm measurer threads to run on (left running); see RunBenchmarkOptions.measurerPool. */
  measurerPool?: MeasurerPool;
}

/** A streamgauge.yml for one simulated provider and one prompt, no warmup. */
export function benchConfig(s: EngineSpec): string {
  return `defaults:
  repetitions: ${s.requests}
  warmup: 0
  concurrency: ${s.concurrency}
  max_tokens: ${s.maxTokens}
  cache_bust: ${s.cacheBust ?? false}
  timeout: { headers: 30, idle: 30, total: 300 }
parallel_providers: 1
providers:
  - id: sim
    api: openai-chat
    base_url: ${s.url}
    model: "${s.model}"
prompts:
  - id: p
    prompt: hi
`;
}

export interface EngineRun {
  traces: Trace[];
  /** Size of traces.ndjson. */
  traceBytes: number;
}

export async function makeTempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'streamgauge-bench-'));
}

/** Runs the engine into a fresh folder, reads the traces back, removes the folder. */
export async function runEngine(spec: EngineSpec): Promise<EngineRun> {
  const dir = await makeTempDir();
  try {
    const loaded = parseConfig(benchConfig(spec), '<bench>', {});
    const { files } = await runBenchmark({
      loaded,
      outDir: dir,
      env: {},
      ...(spec.measurerThreads !== undefined ? { measurerThreads: spec.measurerThreads } : {}),
      ...(spec.measurerPool !== undefined ? { measurerPool: spec.measurerPool } : {}),
    });
    const text = await readFile(files.traces, 'utf8');
    const traces = text
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Trace);
    return { traces, traceBytes: (await stat(files.traces)).size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Measurer threads (one per core, as a run starts them) for bench runs
 * against `url`, started once and kept: the bench's own main thread stays
 * warm from run to run, and so must the threads it is compared with.
 */
export async function startBenchPool(url: string): Promise<MeasurerPool> {
  const loaded = parseConfig(
    benchConfig({ url, model: 'steady:tokens=20,interval_ms=1', requests: 1, concurrency: 1, maxTokens: 20 }),
    '<bench>',
    {},
  );
  const plan = buildPlan(loaded.config, { nonce: () => 'bench' });
  return MeasurerPool.start(measurerThreads(undefined) ?? 1, {
    providers: plan.providers,
    keys: loaded.keys,
    aws: loaded.aws,
    secrets: loaded.secrets,
    connectTimeoutMs: 30_000,
  });
}
