import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Dispatcher } from 'undici';
import { createMeasuringAgent } from '../measure/agent.ts';
import { warmDispatchPath } from '../measure/warmup.ts';
import { analyze } from '../analyze/index.ts';
import { withLoadFigures } from '../analyze/load.ts';
import { RESULTS_SCHEMA, type Results, type RunInfo } from '../analyze/types.ts';
import type { LoadedConfig } from '../config/load.ts';
import { buildPlan, type Plan, type PlannedRequest } from '../config/plan.ts';
import { Analysis, Slo } from '../config/schema.ts';
import { systemClock, type Clock } from '../measure/clock.ts';
import { CSV_FILE, renderResultsCsv } from '../report/csv.ts';
import {
  BIGGER_IS_BETTER_FILE,
  renderBiggerIsBetter,
  renderSmallerIsBetter,
  SMALLER_IS_BETTER_FILE,
} from '../report/interop.ts';
import { renderResultsJson } from '../report/json.ts';
import { renderSummaryMarkdown } from '../report/markdown.ts';
import { makeScrubber, type Scrubber } from '../secrets.ts';
import type { Trace } from '../trace.ts';
import { writeHtmlReport } from './html-output.ts';
import { runInfo } from './provenance.ts';
import { runLoad, type StageInfo } from './load.ts';
import { runPlan } from './runner.ts';
import { TextSpool } from './text-spool.ts';
import { startReferenceCounter } from './tokenizer.ts';
import { readTraces, TRACES_FILE, TraceWriter } from './traces.ts';

// The engine both entries (CLI, Action) call: config in, output folder out.

export const RESULTS_FILE = 'results.json';
export const SUMMARY_FILE = 'summary.md';

export interface OutputFiles {
  dir: string;
  traces: string;
  results: string;
  summary: string;
}

export function outputFiles(dir: string): OutputFiles {
  const abs = resolve(dir);
  return {
    dir: abs,
    traces: join(abs, TRACES_FILE),
    results: join(abs, RESULTS_FILE),
    summary: join(abs, SUMMARY_FILE),
  };
}

export interface RunBenchmarkOptions {
  loaded: LoadedConfig;
  outDir: string;
  shard?: { index: number; count: number } | null;
  env: Record<string, string | undefined>;
  signal?: AbortSignal | undefined;
  clock?: Clock;
  dispatcher?: Dispatcher;
  /** Called as each request ends (progress display). */
  onTrace?: (trace: Trace, request: PlannedRequest, done: number, total: number) => void;
  /** Warnings a person should see (e.g. the reference tokenizer could not start). */
  onWarning?: (message: string) => void;
  /** Called once the plan is known, before the first request. */
  onPlan?: (plan: Plan) => void;
  /** Load runs: called as each stage starts. */
  onStage?: (info: StageInfo) => void;
  /** Load runs: requests in flight, after each dispatch and each end. */
  onInFlight?: (n: number) => void;
}

export interface RunOutcome {
  results: Results;
  files: OutputFiles;
  cancelled: boolean;
}

export async function runBenchmark(opts: RunBenchmarkOptions): Promise<RunOutcome> {
  const { loaded } = opts;
  const startedAt = new Date();
  const plan = buildPlan(loaded.config, {
    shard: opts.shard ?? null,
    nonce: () => randomBytes(4).toString('hex'),
    promptFiles: loaded.promptFiles,
  });
  opts.onPlan?.(plan);
  const files = outputFiles(opts.outDir);
  await mkdir(files.dir, { recursive: true });
  const scrub = makeScrubber(loaded.secrets);
  const writer = await TraceWriter.create(files.traces, scrub);
  // One agent per run, closed at the end: keep-alive sockets would otherwise
  // hold the process open after the work is done.
  const dispatcher =
    opts.dispatcher ?? createMeasuringAgent({ connectTimeoutMs: 30_000, clock: opts.clock ?? systemClock });
  // Without a writable temporary folder the run still runs; only the reference counts are missing.
  const spool = await TextSpool.create(scrub).catch((err: unknown) => {
    opts.onWarning?.(`reference token counts are off for this run: ${(err as Error).message}`);
    return null;
  });
  let done = 0;
  // Client-side first-use costs (module loading, compiling the dispatch path) are paid here, before any t0.
  await warmDispatchPath(plan.providers, opts.clock ?? systemClock);
  try {
    const common = {
      keys: loaded.keys,
      aws: loaded.aws,
      dispatcher,
      clock: opts.clock ?? systemClock,
      scrub,
      signal: opts.signal,
      spool,
    };
    if (plan.load) {
      await runLoad({
        ...common,
        load: plan.load,
        nonce: () => randomBytes(4).toString('hex'),
        promptFiles: loaded.promptFiles,
        onWarning: (m) => opts.onWarning?.(m),
        onStage: (info) => opts.onStage?.(info),
        onInFlight: (n) => opts.onInFlight?.(n),
        onTrace: async (trace, request) => {
          await writer.append(trace);
          opts.onTrace?.(trace, request, ++done, 0);
        },
      });
    } else {
      await runPlan({
        ...common,
        plan,
        parallelProviders: loaded.config.parallel_providers,
        onTrace: async (trace, request) => {
          await writer.append(trace);
          opts.onTrace?.(trace, request, ++done, plan.requests.length);
        },
      });
    }
  } finally {
    await writer.close();
    if (!opts.dispatcher) await dispatcher.close();
  }
  const traces = await readTraces(files.traces);
  if (spool) await addReferenceCounts(traces, spool, files.traces, scrub, opts.onWarning);
  const run = runInfo({
    env: opts.env,
    startedAt,
    finishedAt: new Date(),
    configSha256: loaded.sha256,
    configFile: loaded.file,
    shard: plan.shard,
  });
  const results = withLoadFigures(
    analyze(traces, loaded.config.analysis, run),
    traces,
    loaded.config.load?.slo ?? null,
  );
  await writeReports(files, results, scrub);
  return { results, files, cancelled: opts.signal?.aborted ?? false };
}

/**
 * After the run: counts the spooled texts with the reference tokenizer and
 * rewrites traces.ndjson with each trace's `reference_tokens` (to a temporary
 * file, renamed over it, so a failure leaves the traces as they were). Until
 * then the traces on disk have none, which is also what a killed run leaves:
 * the analysis then falls back to a chars/4 estimate, labelled as such.
 */
async function addReferenceCounts(
  traces: Trace[],
  spool: TextSpool,
  file: string,
  scrub: Scrubber,
  onWarning: ((message: string) => void) | undefined,
): Promise<void> {
  if (spool.count === 0) return void (await spool.remove());
  const counter = startReferenceCounter((message) => onWarning?.(message));
  try {
    const counts = await spool.countAll(counter);
    for (const t of traces) if (counts.has(t.id)) t.reference_tokens = counts.get(t.id) ?? null;
    const tmp = `${file}.tmp`;
    const writer = await TraceWriter.create(tmp, scrub);
    for (const t of traces) void writer.append(t);
    await writer.close();
    await rename(tmp, file);
  } catch (err) {
    onWarning?.(`reference token counts not added: ${(err as Error).message}`);
  } finally {
    await counter.close();
    await spool.remove();
  }
}

/**
 * Writes results.json, summary.md, results.csv and the two
 * github-action-benchmark files (customSmallerIsBetter.json,
 * customBiggerIsBetter.json); each is scrubbed once more before it touches the disk.
 */
export async function writeReports(files: OutputFiles, results: Results, scrub: Scrubber): Promise<void> {
  await writeFile(files.results, scrub(renderResultsJson(results)));
  await writeFile(files.summary, scrub(renderSummaryMarkdown(results, { outDir: files.dir })));
  await writeFile(join(files.dir, CSV_FILE), scrub(renderResultsCsv(results)));
  await writeFile(join(files.dir, SMALLER_IS_BETTER_FILE), scrub(renderSmallerIsBetter(results)));
  await writeFile(join(files.dir, BIGGER_IS_BETTER_FILE), scrub(renderBiggerIsBetter(results)));
  await writeHtmlReport(files, results, { scrub });
}

export interface ReanalyzeOptions {
  outDir: string;
  newOutDir?: string | null;
  /** Thresholds to change; any left out come from the run being re-analyzed. */
  overrides: Partial<Analysis>;
  /** A load run's slo to judge goodput against instead of the recorded one. */
  slo?: Slo | null | undefined;
}

export class ReanalyzeError extends Error {}

/**
 * Re-labels a finished run from its traces alone: no request is sent. The
 * thresholds default to those recorded in the run's results.json, so with no
 * overrides the labels come out the same.
 */
export async function reanalyze(opts: ReanalyzeOptions): Promise<{ results: Results; files: OutputFiles }> {
  const src = outputFiles(opts.outDir);
  const traces = await readTraces(src.traces);
  let previous: { run: RunInfo; analysis: Analysis; slo: Slo | null } | null = null;
  try {
    const parsed = JSON.parse(await readFile(src.results, 'utf8')) as {
      schema?: string;
      run?: RunInfo;
      analysis?: unknown;
      slo?: unknown;
    };
    if (parsed.schema !== RESULTS_SCHEMA || !parsed.run)
      throw new ReanalyzeError(
        `${src.results}: schema is ${JSON.stringify(parsed.schema)}, expected "${RESULTS_SCHEMA}"`,
      );
    const analysis = Analysis.safeParse(parsed.analysis);
    if (!analysis.success)
      throw new ReanalyzeError(
        `${src.results}: field "analysis" is not a set of thresholds: ${analysis.error.message}`,
      );
    const slo = Slo.safeParse(parsed.slo);
    previous = { run: parsed.run, analysis: analysis.data, slo: slo.success ? slo.data : null };
  } catch (err) {
    if (err instanceof ReanalyzeError) throw err;
    const code = (err as { code?: string }).code;
    // A run cut short before its reports were written still has its traces:
    // re-analyze them with the default thresholds and the given overrides.
    if (code !== 'ENOENT')
      throw new ReanalyzeError(
        `${src.results}: ${(err as Error).message}. Fix: restore the file or delete it to use default thresholds.`,
      );
  }
  const thresholds = Analysis.parse({ ...previous?.analysis, ...definedOnly(opts.overrides) });
  const now = new Date().toISOString();
  const run: RunInfo = previous?.run ?? {
    ...runInfo({
      env: {},
      startedAt: new Date(),
      finishedAt: new Date(),
      configSha256: '',
      configFile: null,
      shard: null,
    }),
    started_at: now,
    finished_at: now,
  };
  const slo = opts.slo ?? previous?.slo ?? null;
  const results = withLoadFigures(analyze(traces, thresholds, { ...run, reanalyzed_at: now }), traces, slo);
  const dest = opts.newOutDir ? outputFiles(opts.newOutDir) : src;
  await mkdir(dest.dir, { recursive: true });
  if (dest.traces !== src.traces) await copyFile(src.traces, dest.traces);
  // Traces were scrubbed when written; reports hold nothing new from the network.
  await writeReports(dest, results, (s) => s);
  return { results, files: dest };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
