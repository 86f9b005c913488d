import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fidelity, type FidelityCase } from './fidelity.ts';
import { hasValgrind, instructions, type InstructionsCase } from './instructions.ts';
import { limits, type LimitsCase } from './limits.ts';
import { loadBench, type LoadBenchCase } from './load.ts';
import { memory, type MemoryCase } from './memory.ts';
import { overhead, type OverheadCase } from './overhead.ts';
import { pages, type PagesCase } from './pages.ts';
import { renderMarkdown, type BenchResults } from './report.ts';
import { SimProcess } from './lib/sim-process.ts';
import { replayBench, type ReplayCase } from './replay.ts';
import { startup } from './startup.ts';
import { bootstrapBench, bootstrapMarkdown, type BootstrapCase, type BootstrapRow } from './bootstrap.ts';
import { scale, scaleMarkdown, type ScaleCase, type ScaleResult } from './scale.ts';

// `npm run bench`: how faithfully and how cheaply streamgauge times streams
// (issue 5). Every figure is compared with a baseline measured in the same
// run, interleaved with it, because this machine is shared and noisy.
//   node bench/run.ts            the full benchmark (several minutes)
//   node bench/run.ts --quick    a smoke run of every section (seconds)
// Options: --only fidelity,cpu,memory,limits,startup,pages,callgrind,load,bootstrap   --out DIR (default out/bench)
//          --callgrind   add the instruction counts of the parse path to the
//                        default sections (repeatable where CPU time is not;
//                        needs valgrind; takes minutes)

const SECTIONS = [
  'fidelity',
  'cpu',
  'memory',
  'limits',
  'startup',
  'pages',
  'callgrind',
  'load',
  'replay',
  'scale',
  'bootstrap',
] as const;
const DEFAULT_SECTIONS: readonly Section[] = [
  'fidelity',
  'replay',
  'cpu',
  'memory',
  'limits',
  'startup',
  'pages',
  'load',
  'scale',
  'bootstrap',
];
type Section = (typeof SECTIONS)[number];

interface Settings {
  fidelity: FidelityCase[];
  overhead: OverheadCase[];
  memory: MemoryCase;
  /** Bounded cost: the hostile endpoints beside normal streams (bench/lib/hostile.ts). */
  limits: LimitsCase;
  startupRuns: number;
  /** The untimed runs that fill the compile cache before the start-up samples. */
  startupWarm: boolean;
  pages: PagesCase;
  instructions: InstructionsCase[];
  load: LoadBenchCase[];
  /** The order of the load runs: the in-thread path ('main') and the measurer threads (undefined). */
  loadSides: ReadonlyArray<'main' | undefined>;
  /** Replay lateness of a bursty recorded trace, in-thread and with measurer threads. */
  replay: ReplayCase;
  /** Memory and post-run time at growing request counts (docs/scale.md); SG_SCALE_SIZES=2000,20000 overrides the sizes. */
  scale: ScaleCase;
  /** The bootstrap's CPU beside the former code's: sizes, and interleaved rounds. */
  bootstrap: { cases: BootstrapCase[]; rounds: number };
  /** The whole run is abandoned past this. */
  limitMs: number;
}

const paced = (streams: number, events: number, runs: number): FidelityCase => ({
  label: `${streams} stream${streams === 1 ? '' : 's'}, an event every 10 ms`,
  streams,
  events,
  intervalMs: 10,
  runs,
});
/** Issue 26's case: 200 events 5 ms apart per stream. */
const paced5 = (streams: number, runs: number): FidelityCase => ({
  label: `${streams.toLocaleString('en-US')} stream${streams === 1 ? '' : 's'}, 200 events 5 ms apart`,
  streams,
  events: 200,
  intervalMs: 5,
  runs,
});
const backToBack = (events: number, runs: number): FidelityCase => ({
  label: `1 stream, ${events.toLocaleString('en-US')} events back to back`,
  streams: 1,
  events,
  intervalMs: 0,
  runs,
});

/** 60-180 tokens a request, a few ms apart: the shape of the measurements in docs/scale.md. */
const SCALE_MODEL = 'noisy:tokens=120,ttft_ms=5,interval_ms=2,jitter_ms=2';

const FULL: Settings = {
  fidelity: [paced5(1, 7), paced5(64, 5), paced5(256, 3), paced5(1024, 3), backToBack(20_000, 3)],
  overhead: [
    { label: '64 streams, an event every 10 ms', streams: 64, events: 200, intervalMs: 10, samples: 5, warmups: 1 },
    {
      label: '1 stream, 20,000 events back to back',
      streams: 1,
      events: 20_000,
      intervalMs: 0,
      samples: 7,
      warmups: 2,
    },
  ],
  memory: { requests: [500, 2000], concurrency: 64, model: 'steady:tokens=20,ttft_ms=5,interval_ms=5', runs: 3 },
  // timeout.total at its default: before the caps, the endless endpoints exhausted memory long before it.
  limits: { totalS: 300, runs: 3 },
  startupRuns: 9,
  startupWarm: true,
  pages: { runs: 365, providers: 10, requests: 3000, samples: 7 },
  instructions: [
    { label: 'one read per event', reads: 'each', events: 5_000, k: 10 },
    { label: '64 KiB reads', reads: '64k', events: 5_000, k: 10 },
  ],
  load: [{ label: '50 requests/s with 256 streams open', rate: 50, streams: 256, seconds: 15 }],
  // The in-thread path first, then the threads, twice over: the machine's load drifts.
  loadSides: ['main', undefined, undefined, 'main'],
  replay: { speedups: [1, 4], lines: 1000, runs: 3 },
  // 10,000 beside 100,000: post-run CPU per trace at 100,000 is judged against it (issue 25).
  scale: { sizes: [2_000, 10_000, 20_000, 100_000], concurrency: 128, model: SCALE_MODEL },
  bootstrap: {
    cases: [
      { n: 20, calls: 40 },
      { n: 200, calls: 8 },
      { n: 2000, calls: 2 },
    ],
    rounds: 7,
  },
  limitMs: 240 * 60_000,
};

const QUICK: Settings = {
  // One paced case and one back to back: each shape of the comparison runs; the figures come from the full run.
  fidelity: [paced(8, 20, 1), backToBack(1_000, 1)],
  overhead: [
    { label: '16 streams, an event every 10 ms', streams: 16, events: 20, intervalMs: 10, samples: 1, warmups: 0 },
    { label: '1 stream, 2,000 events back to back', streams: 1, events: 2_000, intervalMs: 0, samples: 1, warmups: 0 },
  ],
  memory: { requests: [20, 80], concurrency: 8, model: 'steady:tokens=20,ttft_ms=5,interval_ms=5', runs: 1 },
  limits: { totalS: 20, runs: 1, maxResponseMb: 4 },
  startupRuns: 1,
  startupWarm: false,
  pages: { runs: 6, providers: 2, requests: 100, samples: 1, noWarmup: true },
  instructions: [{ label: 'one read per event', reads: 'each', events: 500, k: 2 }],
  load: [{ label: '20 requests/s with 16 streams open', rate: 20, streams: 16, seconds: 1 }],
  loadSides: ['main', undefined],
  replay: { speedups: [4], lines: 100, runs: 1 },
  // One size shows the section works; the figures come from the full run.
  scale: { sizes: [100], concurrency: 32, model: SCALE_MODEL, noOpen: true },
  bootstrap: { cases: [{ n: 20, calls: 4 }], rounds: 1 },
  limitMs: 15 * 60_000,
};

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      out: { type: 'string', default: 'out/bench' },
      callgrind: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const only = values.only?.split(',').map((s) => s.trim()) ?? [
    ...DEFAULT_SECTIONS,
    ...(values.callgrind ? ['callgrind'] : []),
  ];
  for (const s of only)
    if (!(SECTIONS as readonly string[]).includes(s)) {
      process.stderr.write(`bench: --only ${s}: expected a comma-separated list of ${SECTIONS.join(', ')}\n`);
      return 2;
    }
  const want = (s: Section) => only.includes(s);
  const settings = values.quick ? QUICK : FULL;
  const watchdog = setTimeout(() => {
    process.stderr.write(`bench: gave up after ${settings.limitMs / 60_000} minutes\n`);
    process.exit(1);
  }, settings.limitMs);
  watchdog.unref();
  const progress = (s: string) => process.stderr.write(`${s}\n`);

  const results: BenchResults = {
    mode: values.quick ? 'quick' : 'full',
    startedAt: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    loadAverage: loadavg()[0] ?? 0,
    loadAverageEnd: null,
    fidelity: [],
    overhead: [],
    memory: null,
    limits: null,
    startup: null,
    pages: null,
    instructions: [],
    load: [],
    replay: [],
    errors: [],
  };
  const section = async (name: string, f: () => Promise<void>) => {
    progress(`== ${name}`);
    const startedMs = performance.now();
    try {
      await f();
      progress(`   ${name}: ${((performance.now() - startedMs) / 1000).toFixed(1)} s`);
    } catch (err) {
      results.errors.push(`${name}: ${(err as Error).stack ?? String(err)}`);
      progress(`${name} failed: ${(err as Error).message}`);
    }
  };

  let scaleResult: ScaleResult | null = null;
  let bootstrapRows: BootstrapRow[] | null = null;
  const sim = await SimProcess.start();
  try {
    if (want('fidelity'))
      await section('timestamp fidelity', async () => {
        for (const c of settings.fidelity) results.fidelity.push(await fidelity(sim, c, progress));
      });
    if (want('cpu'))
      await section('CPU per event', async () => {
        for (const c of settings.overhead) results.overhead.push(await overhead(sim, c, progress));
      });
    if (want('load'))
      await section('load dispatch lag', async () => {
        for (const c of settings.load)
          for (const side of settings.loadSides) results.load!.push(await loadBench(sim, c, progress, side));
      });
    if (want('replay'))
      await section('replay lateness', async () => {
        results.replay = await replayBench(sim, settings.replay, progress);
      });
    if (want('memory'))
      await section('peak RSS', async () => {
        results.memory = await memory(sim, settings.memory, progress);
      });
    if (want('scale'))
      await section('scale', async () => {
        const sizes = process.env.SG_SCALE_SIZES?.split(',')
          .map(Number)
          .filter((n) => n > 0);
        scaleResult = await scale(sizes?.length ? { ...settings.scale, sizes } : settings.scale, progress);
      });
    if (want('limits'))
      await section('hostile endpoints beside normal streams', async () => {
        results.limits = await limits(sim, settings.limits, progress);
      });
  } finally {
    await sim.close();
  }
  if (want('startup'))
    await section('start-up', async () => {
      results.startup = await startup(settings.startupRuns, progress, settings.startupWarm);
    });
  if (want('pages'))
    await section('pages in Chromium', async () => {
      results.pages = await pages(settings.pages, progress);
    });
  if (want('bootstrap'))
    await section('bootstrap CPU', async () => {
      bootstrapRows = bootstrapBench(settings.bootstrap.cases, settings.bootstrap.rounds);
    });
  if (want('callgrind'))
    await section('instructions (callgrind)', async () => {
      if (!(await hasValgrind())) throw new Error('valgrind is not installed (apt-get install valgrind)');
      for (const c of settings.instructions) results.instructions.push(await instructions(c, progress));
    });

  results.loadAverageEnd = loadavg()[0] ?? null;
  const markdown =
    renderMarkdown(results) +
    (scaleResult ? '\n' + scaleMarkdown(scaleResult) : '') +
    (bootstrapRows ? '\n' + bootstrapMarkdown(bootstrapRows) : '');
  if (scaleResult) (results as BenchResults & { scale?: ScaleResult }).scale = scaleResult;
  if (bootstrapRows) (results as BenchResults & { bootstrap?: BootstrapRow[] }).bootstrap = bootstrapRows;
  const outDir = resolve(values.out);
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'bench.json'), JSON.stringify(results, null, 2) + '\n');
  await writeFile(join(outDir, 'bench.md'), markdown);
  process.stdout.write(`${markdown}\nWritten: ${join(outDir, 'bench.json')}, ${join(outDir, 'bench.md')}\n`);
  return results.errors.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`bench: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);
