import { randomBytes } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dispatcher } from 'undici';
import { createMeasuringAgent } from '../measure/agent.ts';
import { warmDispatchPath } from '../measure/warmup.ts';
import { analyzed, planOrderOf, withFluidityDefaults, type PlanOrder } from '../analyze/index.ts';
import { withLoadFigures } from '../analyze/load-figures.ts';
import { withValidity } from '../analyze/validity.ts';
import { RESULTS_SCHEMA, type ClientStalls, type RunInfo, type RunStartAt } from '../analyze/types.ts';
import { estimateClockOffset } from '../analyze/clock-offset.ts';
import { formatWait } from './align.ts';
import type { LoadedConfig } from '../config/read.ts';
import { buildPlan, type Plan, type PlannedRequest } from '../config/plan.ts';
import { Analysis, Slo, type PromptConfig } from '../config/schema.ts';
import type { Expect } from '../config/expect.ts';
import { systemClock, wallDate, type Clock } from '../measure/clock.ts';
import { claimEpoch, resyncEpochIfAlone } from '../epoch.ts';
import { MeasurerPool, measurerThreads } from '../measure/measurer-pool.ts';
import { StallMonitor, summarizeStalls } from '../measure/stall.ts';
import { makeScrubber, type Scrubber } from '../secrets.ts';
import type { Trace } from '../trace.ts';
import { ConnectBreaker } from './breaker.ts';
import { outputFiles, type OutputFiles } from './files.ts';
import { asOutputError, makeOutputDir } from './output-error.ts';
import { SERVER_METRICS_FILE } from '../metrics/server-figures.ts';
import { MetricsPoller, ServerMetrics } from '../metrics/poller.ts';
import { serverMetricsOrNone, withServerFigures } from '../metrics/results.ts';
import { runInfo } from './provenance.ts';
import { publish, type RunData } from './publish.ts';
import { runReport, type RunReport } from '../report/doc.ts';
import { runLoad, sleepUntil } from './load-stages.ts';
import type { StageInfo } from '../report/progress.ts';
import { runPlan } from './runner.ts';
import type { RunOneOptions } from './run-one.ts';
import { TextSpool } from './text-spool.ts';
import {
  isReferenceTokens,
  RUN_DEADLINE_MS,
  startReferenceCounter,
  TEXT_DEADLINE_MS,
  type ReferenceCount,
} from './tokenizer.ts';
import { MetricsWriter, TraceWriter } from './traces.ts';
import { figureTraces, passTraces, reportTracesOf } from './trace-pass.ts';
import { StreamgaugeError } from '../errors.ts';
import { readResultsHead } from './results-head.ts';

// The engine both entries (CLI, Action) call: config in, the run as data
// out (measureRun: traces.ndjson is written as the requests end, nothing
// else), and the reports written by publish once whatever the entry adds to
// the results (comparisons, trends) is known.

export { HTML_FILE, outputFiles, RESULTS_FILE, SUMMARY_FILE, type OutputFiles } from './files.ts';

export interface RunBenchmarkOptions {
  loaded: LoadedConfig;
  outDir: string;
  shard?: { index: number; count: number } | null;
  env: Record<string, string | undefined>;
  signal?: AbortSignal | undefined;
  clock?: Clock;
  dispatcher?: Dispatcher;
  /** Called as each request ends (progress display); `done` of `total` planned requests (an agent session is one, done at its last step). */
  onTrace?: (trace: Trace, request: PlannedRequest, done: number, total: number) => void;
  /** Warnings a person should see (e.g. the reference tokenizer could not start). */
  onWarning?: (message: string) => void;
  /** Called once the plan is known, before the first request. */
  onPlan?: (plan: Plan) => void;
  /** Load runs: called as each stage starts. */
  onStage?: (info: StageInfo) => void;
  /** Load runs: requests in flight, after each dispatch and each end. */
  onInFlight?: (n: number) => void;
  /**
   * `--start-at`: the shared wall-clock start (epoch ms). The run waits for
   * it after its set-up; a load run's stages then start at boundaries every
   * shard computes alike (src/run/align.ts).
   */
  startAtEpochMs?: number | null;
  /** `--location`: where the client runs; recorded in run.location and every trace. */
  location?: string | null;
  /** Things a person should know that are not warnings (how long the run waits for --start-at). */
  onNotice?: (message: string) => void;
  /**
   * Internal (the fidelity bench, tests): measurer threads for this run,
   * over the config's `run.measurer_threads`; 'main' is the in-thread path.
   * An injected clock or dispatcher always measures in this thread: neither
   * can cross to a worker.
   */
  measurerThreads?: number | 'main';
  /**
   * Internal (the fidelity bench): measurer threads already started, used
   * and left running, so run after run compares warm threads with the warm
   * main thread. The run's client_stalls then has no samples.
   */
  measurerPool?: MeasurerPool;
}

/**
 * How long before its due time an open-loop or replay arrival is handed to
 * a measurer thread, which waits for the time on the shared clock and then
 * dispatches it: the main thread's own pauses (writing traces, progress,
 * garbage) up to this long delay no dispatch, and a burst of arrivals due in
 * one millisecond is built before it and spread over the threads.
 */
export const DISPATCH_LEAD_MS = 50;

export interface RunOutcome extends RunData {
  files: OutputFiles;
  cancelled: boolean;
  /** The run's secret scrubber: publish applies it to every report. */
  scrub: Scrubber;
}

/** The config's providers and prompts in the order written: the order results list their groups in. */
function planOrder(config: LoadedConfig['config']): PlanOrder {
  return { providers: config.providers.map((p) => p.id), prompts: config.prompts.map((p) => p.id) };
}

/** measureRun, then publish with nothing added: what a run without baselines or history writes. */
export async function runBenchmark(opts: RunBenchmarkOptions): Promise<RunOutcome> {
  const outcome = await measureRun(opts);
  await publish(outcome.files, outcome, { scrub: outcome.scrub });
  return outcome;
}

/**
 * Sends the plan's requests and analyses their traces. Writes traces.ndjson
 * (as the requests end) and nothing else: the reports are publish's.
 */
export async function measureRun(opts: RunBenchmarkOptions): Promise<RunOutcome> {
  const clock = opts.clock ?? systemClock;
  // On the system clock the run's epoch stamps start from the wall clock and keep one base (src/epoch.ts).
  const releaseEpoch = clock === systemClock ? claimEpoch() : null;
  try {
    return await measureOnClock(opts, clock);
  } finally {
    releaseEpoch?.();
  }
}

async function measureOnClock(opts: RunBenchmarkOptions, clock: Clock): Promise<RunOutcome> {
  const { loaded } = opts;
  const startedAt = wallDate(clock);
  const plan = planRun(opts);
  const { files, scrub, writer } = await openRunOutput(opts.outDir, loaded);
  // A trace that cannot be written stops the run: what is measured and not
  // kept is lost, so sending more only costs the provider's quota.
  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  // One agent per run, closed at the end: keep-alive sockets would otherwise
  // hold the process open after the work is done.
  const dispatcher = opts.dispatcher ?? createMeasuringAgent({ connectTimeoutMs: 30_000, clock });
  let spool: TextSpool | null = null;
  const metricsFile = join(files.dir, SERVER_METRICS_FILE);
  const metricsWriter = new MetricsWriter(metricsFile, scrub);
  let serverMetrics: ServerMetrics | null = null;
  let pool: MeasurerPool | null = null;
  // In the main thread the loop that stamps reads is this one: watch it for the whole run.
  // With measurer threads each watches its own loop and sends each trace's stalls with it.
  const stalls = new StallMonitor(clock);
  const keep = traceKeeper({ clock, stalls, writer, stop, location: opts.location ?? null, pool: () => pool });
  let clientStalls: ClientStalls | undefined;
  let met: Omit<RunStartAt, 'clock_offset'> | null;
  const poolStarting = startMeasurerPool(opts, plan, signal);
  try {
    // Without a writable temporary folder the run still runs; only the reference counts are missing.
    spool = await TextSpool.create(scrub).catch((err: unknown) => {
      opts.onWarning?.(`reference token counts are off for this run: ${(err as Error).message}`);
      return null;
    });
    try {
      pool = await takeMeasurers(opts, poolStarting, plan, clock, stalls);
      serverMetrics = serverMetricsOf(plan, metricsWriter, clock, startedAt);
      met = await waitForStartAt(opts, plan, clock, signal);
      const common = {
        keys: loaded.keys,
        aws: loaded.aws,
        dispatcher,
        clock,
        scrub,
        signal,
        spool,
        executor: pool ?? undefined,
        checked: new Set(Object.keys(expectOfPrompts(loaded.config.prompts))),
        breaker: new ConnectBreaker(
          (id) => plan.providers.find((p) => p.id === id)?.max_consecutive_connect_errors ?? Number.POSITIVE_INFINITY,
        ),
      };
      await sendPlan(opts, plan, common, serverMetrics, pool !== null, keep);
    } finally {
      const threshold = loaded.config.analysis.max_client_stall_ms;
      clientStalls =
        pool === null
          ? stalls.stop(threshold)
          : summarizeStalls(opts.measurerPool ? [] : await pool.close(), threshold);
      // Closed on every path; its write error, if any, is reported below with what was kept.
      await writer.close().catch(() => undefined);
      await serverMetrics?.close();
      if (!opts.dispatcher) await dispatcher.close();
    }
    if (writer.error) throw asOutputError(writer.error, files.traces, { count: writer.written, file: files.traces });
    return await analyzeRun(opts, {
      plan,
      files,
      scrub,
      spool,
      startedAt,
      clock,
      met,
      clientStalls,
      metricsFile: serverMetrics === null ? null : metricsFile,
    });
  } finally {
    // Threads started and never taken (the set-up failed first) must not keep the process alive.
    if (pool === null) await poolStarting?.then((p) => p.close()).catch(() => undefined);
    // The spool's temporary folder goes on every path (addReferenceCounts removes it on the others).
    await spool?.remove();
  }
}

/** The run's plan; the config's warnings (settings it ignores, a load block that cannot measure what it says) said before anything is sent. */
function planRun(opts: RunBenchmarkOptions): Plan {
  const { loaded } = opts;
  const plan = buildPlan(loaded.config, {
    shard: opts.shard ?? null,
    nonce: () => randomBytes(4).toString('hex'),
    promptFiles: loaded.promptFiles,
    workloads: loaded.workloads,
  });
  for (const w of loaded.warnings ?? []) opts.onWarning?.(w);
  for (const s of loaded.skipped ?? [])
    opts.onWarning?.(`provider "${s.provider}" skipped: ${s.reason} (its API key); the other providers run`);
  opts.onPlan?.(plan);
  return plan;
}

/** The output folder, made, and traces.ndjson opened for writing, scrubbed of the config's secrets. */
async function openRunOutput(
  outDir: string,
  loaded: LoadedConfig,
): Promise<{ files: OutputFiles; scrub: Scrubber; writer: TraceWriter }> {
  const files = outputFiles(outDir);
  await makeOutputDir(files.dir).catch((err: unknown) => {
    throw asOutputError(err, files.dir, null);
  });
  const scrub = makeScrubber(loaded.secrets);
  const writer = await TraceWriter.create(files.traces, scrub).catch((err: unknown) => {
    throw asOutputError(err, files.traces, null);
  });
  return { files, scrub, writer };
}

/**
 * What is done with each trace as its request ends: its client stalls
 * attached, its location set, and appended to traces.ndjson; a failed
 * write stops the run.
 */
function traceKeeper(k: {
  clock: Clock;
  stalls: StallMonitor;
  writer: TraceWriter;
  stop: AbortController;
  location: string | null;
  /** The measurer threads, once started; null while none are (or the run measures in this thread). */
  pool: () => MeasurerPool | null;
}): (trace: Trace) => Promise<void> {
  const { clock } = k;
  // A trace holds the wall clock at dispatch; the monitor the monotonic one (one fixed offset apart).
  const attachStalls = (trace: Trace) => {
    const pool = k.pool();
    if (pool !== null) {
      // A trace no measurer saw (not sent) had no loop stamping its reads.
      trace.client_stalls = pool.takeStalls(trace.id) ?? [];
      return;
    }
    const dispatch = trace.t0_epoch_ms - (clock.epochMs() - clock.now());
    trace.client_stalls = k.stalls.stallsDuring(dispatch, dispatch + (trace.at.end ?? clock.now() - dispatch));
  };
  return async (trace) => {
    attachStalls(trace);
    if (k.location !== null) trace.location = k.location;
    await k.writer.append(trace);
    if (k.writer.error) k.stop.abort();
  };
}

/**
 * The measurer threads, started before the rest of the set-up, which they
 * overlap: a thread loads its modules and warms its dispatch path before it
 * says it is ready. Null when the run measures in this thread (an injected
 * clock or dispatcher cannot cross to a worker) or was handed its threads.
 */
function startMeasurerPool(opts: RunBenchmarkOptions, plan: Plan, signal: AbortSignal): Promise<MeasurerPool> | null {
  const { loaded } = opts;
  const threads =
    opts.clock !== undefined || opts.dispatcher !== undefined
      ? null
      : measurerThreads(opts.measurerThreads ?? loaded.config.run?.measurer_threads);
  const poolStarting =
    threads !== null && !opts.measurerPool
      ? MeasurerPool.start(
          threads,
          {
            providers: plan.providers,
            keys: loaded.keys,
            aws: loaded.aws,
            secrets: loaded.secrets,
            connectTimeoutMs: 30_000,
          },
          signal,
        )
      : null;
  // Its failure is reported where it is awaited; until then it must not count as unhandled.
  poolStarting?.catch(() => undefined);
  return poolStarting;
}

/** The measurer threads the run uses, once ready; or, measuring in this thread, its dispatch path warmed and its loop watched. */
async function takeMeasurers(
  opts: RunBenchmarkOptions,
  poolStarting: Promise<MeasurerPool> | null,
  plan: Plan,
  clock: Clock,
  stalls: StallMonitor,
): Promise<MeasurerPool | null> {
  if (opts.measurerPool) return opts.measurerPool;
  if (poolStarting !== null) return await poolStarting;
  // Client-side first-use costs (module loading, compiling the dispatch path) are paid here, before any t0.
  await warmDispatchPath(plan.providers, clock);
  stalls.start();
  return null;
}

/** The pollers of the providers that give a metrics_url, or null when none does. */
function serverMetricsOf(
  plan: Plan,
  metricsWriter: MetricsWriter,
  clock: Clock,
  startedAt: Date,
): ServerMetrics | null {
  if (!plan.providers.some((p) => p.metrics_url !== undefined)) return null;
  return new ServerMetrics(metricsWriter, (id) => {
    const p = plan.providers.find((x) => x.id === id);
    if (p?.metrics_url === undefined) return null;
    return new MetricsPoller({
      provider: id,
      url: p.metrics_url,
      intervalS: p.metrics_interval_s ?? 1,
      metricsMap: p.metrics_map ?? {},
      clock,
      runStartEpochMs: startedAt.getTime(),
      writer: metricsWriter,
    });
  });
}

/** With --start-at: waits for it (or says it has passed); what the run met, for run.start_at. */
async function waitForStartAt(
  opts: RunBenchmarkOptions,
  plan: Plan,
  clock: Clock,
  signal: AbortSignal,
): Promise<Omit<RunStartAt, 'clock_offset'> | null> {
  const startAt = opts.startAtEpochMs ?? null;
  if (startAt === null) return null;
  // --start-at is an instant on the wall clock the shards' machines share: read it, not the run's epoch base.
  const wallMs = clock === systemClock ? () => Date.now() : () => clock.epochMs();
  const left = startAt - wallMs();
  const iso = new Date(startAt).toISOString();
  if (left > 0) {
    opts.onNotice?.(`waiting ${formatWait(left)} for --start-at ${iso}, the shards' common start`);
    // Re-read at least each second, and at half the time left near the end: a monotonic sleep ends
    // off the wall clock by the machine's drift over its length (0.5% of it on CI's machine kind).
    for (let rest = left; rest > 0 && !signal.aborted; rest = startAt - wallMs())
      await sleepUntil(clock, clock.now() + Math.min(rest > 20 ? rest / 2 : rest, 1000), signal);
    // Nothing of the run is timed yet: its stamps start from the wall clock again.
    if (clock === systemClock) resyncEpochIfAlone();
  } else
    opts.onNotice?.(
      `--start-at ${iso} was ${formatWait(-left)} ago: starting now` +
        (plan.load ? ', at the stage the other shards are running' : ''),
    );
  return { at: iso, waited_ms: Math.round(Math.max(0, left)), late_ms: Math.round(Math.max(0, -left)) };
}

/** Sends the plan: its load stages, or its requests (providers side by side), each trace kept as it ends. */
async function sendPlan(
  opts: RunBenchmarkOptions,
  plan: Plan,
  common: Omit<RunOneOptions, 'onTrace'>,
  serverMetrics: ServerMetrics | null,
  threaded: boolean,
  keep: (trace: Trace) => Promise<void>,
): Promise<void> {
  const { loaded } = opts;
  let done = 0;
  if (plan.load) {
    await runLoad({
      ...common,
      load: plan.load,
      nonce: () => randomBytes(4).toString('hex'),
      promptFiles: loaded.promptFiles,
      workloads: loaded.workloads,
      onWarning: (m) => opts.onWarning?.(m),
      onStage: (info) => opts.onStage?.(info),
      onInFlight: (n) => opts.onInFlight?.(n),
      serverMetrics,
      startAtEpochMs: opts.startAtEpochMs ?? null,
      dispatchLeadMs: threaded ? DISPATCH_LEAD_MS : 0,
      onTrace: async (trace, request) => {
        await keep(trace);
        opts.onTrace?.(trace, request, ++done, 0);
      },
    });
    return;
  }
  // Without load, each provider is polled for the whole run (providers run side by side).
  await Promise.all(plan.providers.map((p) => serverMetrics?.begin(p.id)));
  await runPlan({
    ...common,
    plan,
    parallelProviders: loaded.config.parallel_providers,
    onTrace: async (trace, request) => {
      await keep(trace);
      // A planned agent prompt's request is a session: done when its last step is (the step that carries agent_end).
      if (trace.step === undefined || trace.agent_end !== undefined) done++;
      opts.onTrace?.(trace, request, done, plan.requests.length);
    },
  });
}

/** What the analysis of a run needs besides its options. */
interface MeasuredRun {
  plan: Plan;
  files: OutputFiles;
  scrub: Scrubber;
  spool: TextSpool | null;
  startedAt: Date;
  /** Read for run.finished_at once the traces are analysed. */
  clock: Clock;
  met: Omit<RunStartAt, 'clock_offset'> | null;
  clientStalls: ClientStalls | undefined;
  /** The server metrics file, when any provider was polled. */
  metricsFile: string | null;
}

/** The prompts' `expect:` blocks by prompt id (none: {}). */
export function expectOfPrompts(prompts: readonly PromptConfig[]): Record<string, Expect> {
  return Object.fromEntries(prompts.flatMap((p) => (p.expect === undefined ? [] : [[p.id, p.expect]])));
}

/** The thresholds with the prompts' `expect:` blocks, which results.json records for reanalyze. */
function withExpect(analysis: Analysis, prompts: readonly PromptConfig[]): Analysis {
  const expect = expectOfPrompts(prompts);
  return Object.keys(expect).length === 0 ? analysis : { ...analysis, expect };
}

/** After the requests: reference counts added, one pass over traces.ndjson, and the results with their load and server figures. */
async function analyzeRun(opts: RunBenchmarkOptions, m: MeasuredRun): Promise<RunOutcome> {
  const { loaded } = opts;
  const { files, scrub, met } = m;
  const counts = m.spool ? await referenceCounts(m.spool, opts.onWarning) : null;
  const cap = loaded.config.report.timelines_per_group;
  // Fluidity targets left out come from load.slo; results.json records the ones used.
  const analysis = withFluidityDefaults(
    withExpect(loaded.config.analysis, loaded.config.prompts),
    loaded.config.load?.slo,
  );
  const pass = await passTraces(files.traces, analysis, {
    cap,
    allTraces: met !== null || m.metricsFile !== null,
    ...(counts === null
      ? {}
      : {
          rewrite: {
            counts,
            scrub,
            onRewriteError: (err) => opts.onWarning?.(`reference token counts not added: ${err.message}`),
          },
        }),
  });
  const traces = figureTraces(pass);
  const run = runInfo({
    env: opts.env,
    startedAt: m.startedAt,
    finishedAt: wallDate(m.clock),
    configSha256: loaded.sha256,
    configFile: loaded.file,
    shard: m.plan.shard,
  });
  if (met !== null) run.start_at = { ...met, clock_offset: estimateClockOffset(traces) };
  const location = opts.location ?? null;
  if (location !== null) run.location = location;
  if (loaded.skipped) run.skipped_providers = loaded.skipped.map((s) => ({ ...s }));
  run.client_stalls = m.clientStalls;
  const results = withValidity(
    withServerFigures(
      withLoadFigures(
        analyzed(pass.samples, run, planOrder(loaded.config)),
        traces,
        loaded.config.load?.slo ?? null,
        pass.samples.samplesById,
      ),
      traces,
      m.metricsFile === null ? [] : await serverMetricsOrNone(m.metricsFile, opts.onWarning),
    ),
  );
  return {
    results,
    // Only what report.html draws, read back from traces.ndjson: the rest need not outlive the analysis.
    traces: await reportTracesOf(pass, results, cap),
    files,
    cancelled: opts.signal?.aborted ?? false,
    scrub,
    timelinesPerGroup: cap,
  };
}

/**
 * After the run: counts the spooled texts with the reference tokenizer; the
 * pass over the traces (passTraces) then rewrites traces.ndjson with each
 * trace's `reference_tokens`. Until then the traces on disk have none, which
 * is also what a killed run leaves: the analysis then falls back to a
 * chars/4 estimate, labelled as such. Null when there is nothing to count or
 * the counting failed (said in a warning).
 */
async function referenceCounts(
  spool: TextSpool,
  onWarning: ((message: string) => void) | undefined,
): Promise<Map<string, ReferenceCount> | null> {
  if (spool.count === 0) {
    await spool.remove();
    return null;
  }
  const counter = startReferenceCounter((message) => onWarning?.(message));
  try {
    const counts = await spool.countAll(counter);
    const missed = [...counts.values()].filter((c) => c !== null && !isReferenceTokens(c)).length;
    if (missed > 0)
      onWarning?.(
        `${missed} response text${missed === 1 ? '' : 's'} not counted with the reference tokenizer within its deadline ` +
          `(${TEXT_DEADLINE_MS / 1000} s a text, ${RUN_DEADLINE_MS / 1000} s a run): their rates use the provider's count ` +
          'or chars/4, labelled as such, and each trace says why (reference_tokens_missed)',
      );
    return counts;
  } catch (err) {
    // The traces as measured stay; only the counts are missing.
    onWarning?.(`reference token counts not added: ${(err as Error).message}`);
    return null;
  } finally {
    await counter.close();
    await spool.remove();
  }
}

export interface ReanalyzeOptions {
  outDir: string;
  newOutDir?: string | null;
  /** Thresholds to change; any left out come from the run being re-analyzed. */
  overrides: Partial<Analysis>;
  /** A load run's slo to judge goodput against instead of the recorded one. */
  slo?: Slo | null | undefined;
  /** The prompts' `expect:` blocks to re-check the kept answers with, instead of the recorded ones. */
  expect?: Record<string, Expect> | undefined;
  /** Where the re-analysis time comes from; the system clock by default. */
  clock?: Clock;
  /** Replace results in place even when the traces hold fewer measured requests than they do. */
  force?: boolean;
  /** Warnings a person should see (a cut last trace line skipped). */
  onWarning?: (message: string) => void;
}

export class ReanalyzeError extends StreamgaugeError {
  readonly code = 'SG_REANALYZE';
}

/**
 * Re-labels a finished run from its traces alone: no request is sent. The
 * thresholds default to those recorded in the run's results.json, so with no
 * overrides the labels come out the same.
 */
export async function reanalyze(opts: ReanalyzeOptions): Promise<RunData & { files: OutputFiles; report: RunReport }> {
  const src = outputFiles(opts.outDir);
  let previous: { run: RunInfo; analysis: Analysis; slo: Slo | null; order: PlanOrder | undefined } | null = null;
  /** Measured (non-warmup) requests in the results being replaced. */
  let previousMeasured = 0;
  try {
    // Of the requests only how many were measured is needed: they are read one at a time, not kept.
    const head = await readResultsHead(src.results);
    const parsed = head.doc as { schema?: string; run?: RunInfo; analysis?: unknown; slo?: unknown };
    if (head.requests !== null) previousMeasured = head.requests.measured;
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
    previous = {
      run: parsed.run,
      analysis: analysis.data,
      slo: slo.success ? slo.data : null,
      order: planOrderOf(parsed),
    };
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
  const thresholds = withFluidityDefaults(
    Analysis.parse({
      ...previous?.analysis,
      ...definedOnly(opts.overrides),
      ...fluidityOverride(previous?.analysis, opts),
      ...(opts.expect === undefined ? {} : { expect: opts.expect }),
    }),
    opts.slo ?? previous?.slo,
  );
  const srcMetrics = join(src.dir, SERVER_METRICS_FILE);
  const serverLines = await serverMetricsOrNone(srcMetrics, opts.onWarning);
  const pass = await passTraces(src.traces, thresholds, {
    allTraces: serverLines.length > 0,
    ...(opts.onWarning ? { onWarning: opts.onWarning } : {}),
  });
  const at = wallDate(opts.clock ?? systemClock);
  const now = at.toISOString();
  const run: RunInfo = previous?.run ?? {
    ...runInfo({
      env: {},
      startedAt: at,
      finishedAt: at,
      configSha256: '',
      configFile: null,
      shard: null,
    }),
    started_at: now,
    finished_at: now,
  };
  const slo = opts.slo ?? previous?.slo ?? null;
  const traces = figureTraces(pass);
  const results = withValidity(
    withServerFigures(
      withLoadFigures(
        analyzed(pass.samples, { ...run, reanalyzed_at: now }, previous?.order),
        traces,
        slo,
        pass.samples.samplesById,
      ),
      traces,
      serverLines,
    ),
  );
  const dest = opts.newOutDir ? outputFiles(opts.newOutDir) : src;
  const { measured } = pass;
  // Results are never replaced with less: an emptied or cut traces.ndjson
  // once turned a 1,000-request results.json into an empty one, exit 0.
  if (dest.results === src.results && measured < previousMeasured && !opts.force)
    throw new ReanalyzeError(
      `${src.traces} holds ${measured} measured request${measured === 1 ? '' : 's'}, but ${src.results} has ${previousMeasured}: ` +
        `re-analyzing in place would replace the results with less, so nothing was changed. ` +
        `Fix: restore traces.ndjson, write elsewhere with -o NEWOUT, or pass --force to replace them anyway.`,
    );
  await mkdir(dest.dir, { recursive: true });
  if (dest.traces !== src.traces) await copyFile(src.traces, dest.traces);
  if (dest.dir !== src.dir && serverLines.length > 0) await copyFile(srcMetrics, join(dest.dir, SERVER_METRICS_FILE));
  // Traces were scrubbed when written; reports hold nothing new from the network.
  const kept = await reportTracesOf(pass, results);
  const report = runReport(results);
  await publish(dest, { results, traces: kept }, { report });
  return { results, traces: kept, files: dest, report };
}

/** An override of some fluidity targets keeps the recorded others (`--fluidity target_index=0.8`). */
function fluidityOverride(recorded: Analysis | undefined, opts: ReanalyzeOptions): Partial<Analysis> {
  const given = opts.overrides.fluidity;
  return given === undefined ? {} : { fluidity: { ...recorded?.fluidity, ...definedOnly(given) } };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
