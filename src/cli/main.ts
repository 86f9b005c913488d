export type { CliIo } from './args.ts';
import {
  ConfigError,
  configFailureHead,
  formatProblems,
  loadConfig,
  missingKeyHint,
  ON_MISSING_KEY,
  parseConfig,
  type LoadedConfig,
  type OnMissingKey,
} from '../config/read.ts';
import { parseShard } from '../config/plan.ts';
import { Analysis, Slo } from '../config/schema.ts';
import { renderTerminal, terminalWidth } from '../report/terminal.ts';
import { runReport, type RunReport } from '../report/doc.ts';
import { cancelOnSignals, type CancelSignal } from '../run/cancel.ts';
import { expectOfPrompts, measureRun, reanalyze } from '../run/engine.ts';
import type { Expect } from '../config/expect.ts';
import { holdYoungGeneration } from '../run/young-generation.ts';
import { outputFiles, reportFiles, type OutputFiles } from '../run/files.ts';
import { lockOutput, withOutputLock } from '../run/lock.ts';
import { publish } from '../run/publish.ts';
import { TOOL_VERSION } from '../run/provenance.ts';
import { loadBaselines } from '../history/baselines.ts';
import { mergeOutputs } from '../run/merge.ts';
import type { BaselineInput } from '../analyze/compare.ts';
import {
  compareCommand,
  compareWithBaselines,
  reportComparison,
  takeBaselineArgs,
  type ApplyBaselineOptions,
} from './compare.ts';
import { workflowSafeIo } from './safe-io.ts';
import { asOutputError, isEnvironmentError, OutputWriteError } from '../run/output-error.ts';
import { EXIT, StreamgaugeError } from '../errors.ts';
import { helpPointer, numberFlag, parse, useColor, UsageError, type CliIo } from './args.ts';
import { FLAGS } from './flags.ts';
import { DEMO_CONFIG } from './demo.ts';
import { nothingSucceeded } from '../report/faults.ts';
import { ProgressDisplay } from '../report/progress.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER_METRICS_FILE } from '../metrics/server-figures.ts';
import { COMMAND_HELP, type HelpCommand } from './help.ts';
import { parseStartAt } from '../run/align.ts';
import { checkLocation, runnerLocation } from '../run/location.ts';

// The CLI entry: argv in, exit status out. Thin by design; the work is in
// src/run/engine.ts, which the Action calls too.

export const EXIT_OK = EXIT.ok;
export const EXIT_USAGE = EXIT.usage;
/** The outputs could not be written (disk full, read-only, no permission, too many open files). */
export const EXIT_OUTPUT = EXIT.output;
export const EXIT_SIGINT = EXIT.sigint;
export const EXIT_SIGTERM = EXIT.sigterm;

const USAGE = `streamgauge ${TOOL_VERSION}: honest streaming benchmarks for LLM APIs

Usage:
  streamgauge run [-c streamgauge.yml] [-o OUT] [--shard I/N] [--start-at TIME]
                  [--location LABEL] [--on-missing-key skip|fail] [--wide]
                  [--baseline DIR... [--fail-on-regression [--fail-on-unconfirmed]]
                  [--min-effect-pct P]]
  streamgauge run --url URL [--model M] [--api API] [--concurrency 1,4,16]
                  [--requests N] [--prompt-tokens P] [--max-tokens T]
                  [--api-key-env VAR] [-o OUT]
  streamgauge reanalyze OUT [-o NEWOUT] [--min-content-reads N]
                            [--min-generation-s S] [--max-plausible-tps X]
                            [--max-tokens-per-read N] [--max-client-stall-ms MS]
                            [--slo ttft_ms=500,tpot_ms=40]
                            [--fluidity ttft_ms=200,tpot_ms=20] [--force] [--wide]
  streamgauge merge OUT1 OUT2 ... -o OUT [--wide]
  streamgauge compare BASELINE_OUT... CURRENT_OUT [--fail-on-regression [--fail-on-unconfirmed]]
                      [--min-effect-pct P] [--history DIR [--last N]] [--wide]
  streamgauge compare --between PROVIDER_A PROVIDER_B OUT [--prompt P]
  streamgauge history add OUT --dir HISTORY [--max-entries N]
  streamgauge history show --dir HISTORY [--last N]
  streamgauge download RUN [-o OUT] [--name ARTIFACT-NAME] [--max-bytes SIZE]
                                    a run's artifacts (RUN: its URL, or OWNER/REPO ID;
                                    token from GITHUB_TOKEN or GH_TOKEN)
  streamgauge init [-o streamgauge.yml]   a commented starter config
  streamgauge dashboard --history DIR [-o SITE] [--title T] [--server-url URL]
                                    a static site of trend charts
  streamgauge serve [--port P] [--host H] [--tls-cert PEM --tls-key PEM] [--prompt-cache]
                                    the built-in simulated provider (HTTPS with both)
  streamgauge demo [-o OUT] [--wide]      serve + run the bundled demo matrix

Exit status: 0 when the run completed (failed requests are data), 2 for a
usage or config error (or an output folder in use), 1 when
--fail-on-regression finds a regression, 3 when the outputs could not be
written (disk full, read-only, no permission, too many open files),
130 after SIGINT, 143 after SIGTERM.

\`streamgauge COMMAND --help\` prints a command's options and an example.
`;

const COMMANDS = [
  'run',
  'reanalyze',
  'merge',
  'compare',
  'history',
  'download',
  'init',
  'dashboard',
  'serve',
  'demo',
] as const;

function isCommand(name: string): boolean {
  return (COMMANDS as readonly string[]).includes(name);
}

export async function main(argv: string[], rawIo: CliIo): Promise<number> {
  const io = workflowSafeIo(rawIo);
  const [command, ...rest] = argv;
  const out = (s: string) => io.stdout.write(s);
  const err = (s: string) => io.stderr.write(s);
  try {
    switch (command) {
      case 'run':
        return await cmdRun(rest, io);
      case 'reanalyze':
        return await cmdReanalyze(rest, io);
      case 'merge':
        return await cmdMerge(rest, io);
      case 'compare':
        return await compareCommand(rest, io);
      // Loaded when asked for: every other command (a run most of all) starts
      // about 15 ms sooner without their modules (the dashboard's pages, the
      // zip reader); the simulator is lazy for the same reason (loadSimulator).
      case 'history':
        return await (await import('./history.ts')).historyCommand(rest, io);
      case 'download':
        return await (await import('./download.ts')).downloadCommand(rest, io);
      case 'init':
        return await (await import('./init.ts')).initCommand(rest, io);
      case 'dashboard':
        return await (await import('./dashboard.ts')).dashboardCommand(rest, io);
      case 'serve':
        return await cmdServe(rest, io);
      case 'demo':
        return await cmdDemo(rest, io);
      case '--version':
      case '-v':
        out(`${TOOL_VERSION}\n`);
        return EXIT_OK;
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        out(USAGE);
        return command === undefined ? EXIT_USAGE : EXIT_OK;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError && e.command === undefined && command !== undefined && isCommand(command))
      e.command = command;
    const failure = userFailure(e);
    if (failure === null) throw e;
    err(failure.text);
    return failure.status;
  }
}

/**
 * The one place a thrown user error becomes what the user reads and the exit
 * status (EXIT_STATUS in src/errors.ts); null for a bug, which keeps its
 * stack. An error of the environment (a full disk, a read-only folder) that
 * no writer named is named here, as OutputWriteError.
 */
export function userFailure(e: unknown): { text: string; status: number } | null {
  const known = isEnvironmentError(e) ? new OutputWriteError(e.code!, e.path ?? '(unnamed path)', null) : e;
  if (!(known instanceof StreamgaugeError)) return null;
  if (known instanceof UsageError)
    return { text: `streamgauge: ${known.message}\n${helpPointer(known.command)}`, status: known.exitStatus };
  if (known instanceof ConfigError) {
    const head = configFailureHead(known);
    const hint = missingKeyHint(known, 'run --on-missing-key');
    return {
      text: `streamgauge: ${head[0]!.toLowerCase()}${head.slice(1)}\n${formatProblems(known.problems)}\n${hint === null ? '' : `${hint}\n`}`,
      status: known.exitStatus,
    };
  }
  // The environment's fault or the user's, not a bug: the cause and the fix, no stack.
  return { text: `streamgauge: ${known.message}\n`, status: known.exitStatus };
}

async function cmdRun(argv: string[], io: CliIo): Promise<number> {
  let baseline;
  try {
    baseline = takeBaselineArgs(argv);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const args = baseline.rest;
  const { values } = parse(args, 'run');
  if (values.help) return help(io, 'run');
  const urlOnly = URL_RUN_FLAGS.find((k) => k !== 'url' && values[k] !== undefined);
  if (values.url === undefined && urlOnly !== undefined)
    throw new UsageError(`--${urlOnly} goes with --url URL (a run without a config); in a config it is a field`);
  if (values.url !== undefined && values.config !== undefined)
    throw new UsageError('--url and -c go apart: --url runs without a config file');
  // --url measures one server: skipping it would leave nothing to run, and failing is what an unset --api-key-env does.
  if (values.url !== undefined && values['on-missing-key'] !== undefined)
    throw new UsageError(
      '--on-missing-key goes with a config (-c): --url measures one server, and a --api-key-env variable unset stops it before anything is sent',
    );
  const place = runPlace(values, io.env);
  let shard = null;
  if (values.shard !== undefined) {
    try {
      shard = parseShard(values.shard as string);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const loaded =
    values.url !== undefined
      ? await configFromUrl(values, values.out as string, argv, io)
      : await loadConfig((values.config as string | undefined) ?? 'streamgauge.yml', io.env, {
          onMissingKey: onMissingKeyFlag(values['on-missing-key']),
        });
  // A bad baseline path fails here, before any request is sent.
  const baselines = baseline.baselines.length > 0 ? await loadBaselines(baseline.baselines) : null;
  return execute(
    loaded,
    values.out as string,
    shard,
    io,
    place,
    baselines && {
      baselines,
      failOnRegression: baseline.failOnRegression,
      failOnUnconfirmed: baseline.failOnUnconfirmed,
      ...(baseline.minEffectPct !== undefined ? { minEffectPct: baseline.minEffectPct } : {}),
    },
    { wide: values.wide === true },
  );
}

/**
 * `--on-missing-key skip|fail`. The CLI's default is fail (the Action's is
 * skip): at a terminal the person who can set the key is there, and a run
 * that quietly measured fewer providers than last time compares badly.
 */
function onMissingKeyFlag(value: unknown): OnMissingKey {
  if (value === undefined) return 'fail';
  if ((ON_MISSING_KEY as readonly unknown[]).includes(value)) return value as OnMissingKey;
  throw new UsageError(
    `--on-missing-key ${String(value)}: expected skip (leave out a provider whose key variable is unset or empty, run the others) or fail (the default: nothing is sent)`,
  );
}

/** run's flags that make a config from the command line (their group in FLAGS starts at --url). */
const URL_RUN_FLAGS = FLAGS.run.slice(FLAGS.run.findIndex((f) => f.name === 'url')).map((f) => f.name as string);

/**
 * `run --url`: the flags become a config, written to OUT/streamgauge.yml
 * before anything is sent (so a cancelled run still leaves it), then loaded
 * like any other.
 */
async function configFromUrl(
  values: Record<string, string | boolean | undefined>,
  outDir: string,
  argv: readonly string[],
  io: CliIo,
): Promise<LoadedConfig> {
  const { planUrlRun, prepareUrlRun } = await import('./url-run.ts');
  const str = (k: string) => values[k] as string | undefined;
  const plan = planUrlRun(
    {
      url: str('url')!,
      model: str('model'),
      api: str('api'),
      concurrency: str('concurrency'),
      requests: str('requests'),
      promptTokens: str('prompt-tokens'),
      maxTokens: str('max-tokens'),
      apiKeyEnv: str('api-key-env'),
    },
    io.env,
  );
  const text = await prepareUrlRun(plan, io.env, ['run', ...argv], (line) => io.stderr.write(`streamgauge: ${line}\n`));
  const { mkdir, writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const file = join(outDir, 'streamgauge.yml');
  await mkdir(outDir, { recursive: true });
  await writeFile(file, text);
  return parseConfig(text, file, io.env);
}

async function cmdDemo(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, 'demo');
  if (values.help) return help(io, 'demo');
  const sim = await loadSimulator().then((m) => m.startSimulator({ port: 0 }));
  try {
    io.stderr.write(`streamgauge demo: simulated provider at ${sim.url}\n`);
    const loaded = parseConfig(DEMO_CONFIG.replaceAll('{{BASE_URL}}', sim.url), '<demo>', io.env);
    return await execute(loaded, values.out as string, null, io, { startAtEpochMs: null, location: null }, null, {
      wide: values.wide === true,
    });
  } finally {
    await sim.close();
  }
}

async function execute(
  loaded: LoadedConfig,
  outDir: string,
  shard: { index: number; count: number } | null,
  io: CliIo,
  place: RunPlace,
  /** `run --baseline`: compared before the reports are published; its exit status stands unless a signal came. */
  baseline: ({ baselines: BaselineInput[] } & ApplyBaselineOptions) | null = null,
  /** `--wide`: every table column, whatever the terminal's width. */
  view: { wide: boolean } = { wide: false },
): Promise<number> {
  const stderr = io.stderr as NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  const progress = new ProgressDisplay({
    write: (s) => io.stderr.write(s),
    isTTY: Boolean(stderr.isTTY),
    env: io.env,
    now: () => performance.now(),
    ...(stderr.columns !== undefined ? { columns: stderr.columns } : {}),
  });
  // One writer per folder: a second run on it is refused before anything is sent.
  const lock = await lockOutput(outputFiles(outDir).dir, 'run', { onWarning: warnTo(io) });
  const cancel = cancelOnSignals(io.signals ?? process, (name) =>
    progress.log(`streamgauge: ${name}: cancelling in-flight requests; their partial traces are kept.`),
  );
  try {
    const outcome = await measureRun({
      loaded,
      outDir,
      shard,
      env: io.env,
      signal: cancel.signal,
      startAtEpochMs: place.startAtEpochMs,
      location: place.location,
      onNotice: (message) => progress.log(`streamgauge: ${message}`),
      onWarning: (message) => progress.log(`streamgauge: warning: ${message}`),
      onPlan: (plan) => progress.onPlan(plan),
      onStage: (info) => progress.onStage(info),
      onInFlight: (n) => progress.onInFlight(n),
      onTrace: (trace, _r, done, total) => progress.onTrace(trace, done, total),
    }).finally(() => progress.finish());
    // A cancelled run is published as it stands: no comparison of a partial run.
    const received = cancel.received();
    const compared = baseline && !received ? compareWithBaselines(outcome.results, baseline.baselines, baseline) : null;
    const results = compared ?? outcome.results;
    // The report model, built once: the files, the terminal and the comparison draw it.
    const report = runReport(results);
    await publish(
      outcome.files,
      { results, traces: outcome.traces, timelinesPerGroup: outcome.timelinesPerGroup },
      { scrub: outcome.scrub, report },
    ).catch((err: unknown) => {
      throw asOutputError(err, outcome.files.dir, { count: outcome.traces.length, file: outcome.files.traces });
    });
    printResults(report, outcome.files, io, view.wide);
    if (received) return exitStatusAfter(received);
    if (nothingSucceeded(results)) {
      io.stderr.write(
        `streamgauge: no request succeeded (every one failed or was not sent; the causes are at the top of the report). ` +
          `Exit status ${EXIT.nothingSucceeded}.\n`,
      );
      return EXIT.nothingSucceeded;
    }
    return compared ? reportComparison(report, io, { ...(baseline ?? {}), wide: view.wide }) : EXIT_OK;
  } finally {
    cancel.dispose();
    await lock.release();
  }
}

interface RunPlace {
  startAtEpochMs: number | null;
  location: string | null;
}

/** `--start-at` and `--location` (the location defaults to the runner's, see runnerLocation). */
function runPlace(values: Record<string, unknown>, env: CliIo['env']): RunPlace {
  let startAtEpochMs: number | null = null;
  if (values['start-at'] !== undefined) {
    try {
      startAtEpochMs = parseStartAt(values['start-at'] as string, Date.now());
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  let location: string | null;
  try {
    location = values.location === undefined ? runnerLocation(env) : checkLocation(values.location as string);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return { startAtEpochMs, location };
}

function warnTo(io: CliIo): (message: string) => void {
  return (message) => io.stderr.write(`streamgauge: warning: ${message}\n`);
}

/** 130 after SIGINT, 143 after SIGTERM (128 + the signal's number, as a shell reports it). */
function exitStatusAfter(signal: CancelSignal | null): number {
  return signal === 'SIGTERM' ? EXIT_SIGTERM : EXIT_SIGINT;
}

function printResults(report: RunReport, files: OutputFiles, io: CliIo, wide = false): void {
  const width = terminalWidth(io.stdout as { columns?: number }, wide);
  io.stdout.write(renderTerminal(report, { color: useColor(io), ...(width !== undefined ? { width } : {}) }));
  // Every file of the folder; server_metrics.ndjson only when a provider names a metrics_url.
  const extra = [join(files.dir, SERVER_METRICS_FILE)].filter((f) => existsSync(f));
  const written = [files.traces, ...reportFiles(files), ...extra];
  io.stdout.write(`\nFiles written:\n${written.map((f) => `  ${f}\n`).join('')}`);
}

async function cmdReanalyze(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, 'reanalyze', 1);
  if (values.help) return help(io, 'reanalyze');
  const outDir = positionals[0];
  if (outDir === undefined)
    throw new UsageError('reanalyze needs the output folder of a run, e.g. `streamgauge reanalyze out`');
  const overrides: Partial<Analysis> = {
    min_content_reads: numberFlag(
      values['min-content-reads'],
      '--min-content-reads',
      (n) => Number.isInteger(n) && n >= 1,
      'a whole number >= 1',
    ),
    min_generation_s: numberFlag(
      values['min-generation-s'],
      '--min-generation-s',
      (n) => n >= 0,
      'seconds >= 0, such as 0.2',
    ),
    max_plausible_tps: numberFlag(
      values['max-plausible-tps'],
      '--max-plausible-tps',
      (n) => n > 0,
      'tokens per second > 0, such as 5000',
    ),
    max_tokens_per_read: numberFlag(
      values['max-tokens-per-read'],
      '--max-tokens-per-read',
      (n) => n > 0,
      'tokens per content read > 0, such as 8',
    ),
    max_client_stall_ms: numberFlag(
      values['max-client-stall-ms'],
      '--max-client-stall-ms',
      (n) => n > 0,
      'milliseconds > 0, such as 20',
    ),
    fluidity: values.fluidity === undefined ? undefined : parseFluidityFlag(values.fluidity as string),
  };
  const slo = values.slo === undefined ? undefined : parseSloFlag(values.slo as string);
  const newOutDir = (values.out as string | undefined) ?? null;
  const expect = values.config === undefined ? undefined : await expectOfConfig(values.config as string);
  holdYoungGeneration();
  const { report, files } = await withOutputLock(
    outputFiles(newOutDir ?? outDir).dir,
    'reanalyze',
    () => reanalyze({ outDir, newOutDir, overrides, slo, expect, force: values.force === true, onWarning: warnTo(io) }),
    { onWarning: warnTo(io) },
  );
  printResults(report, files, io, values.wide === true);
  return EXIT_OK;
}

/**
 * The `expect:` blocks of a config's prompts, by prompt id. reanalyze sends
 * nothing, so no API key is needed: every variable reads as set.
 */
async function expectOfConfig(file: string): Promise<Record<string, Expect>> {
  const anyKey = new Proxy({} as Record<string, string | undefined>, {
    get: (_t, name) => (typeof name === 'string' ? 'unused' : undefined),
    has: () => true,
  });
  const loaded = await loadConfig(file, anyKey);
  return expectOfPrompts(loaded.config.prompts);
}

const SLO_KEYS = ['ttft_ms', 'tpot_ms', 'e2e_ms', 'fraction'] as const;

/** `ttft_ms=500,tpot_ms=40[,e2e_ms=20000][,fraction=0.9]` to an slo. */
export function parseSloFlag(text: string): Slo {
  const raw: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [key, value, ...more] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if (more.length > 0 || key === undefined || !(SLO_KEYS as readonly string[]).includes(key) || !Number.isFinite(n))
      throw new UsageError(
        `--slo ${text}: expected KEY=NUMBER pairs separated by commas, KEY one of ${SLO_KEYS.join(', ')}, such as --slo ttft_ms=500,tpot_ms=40`,
      );
    raw[key] = n;
  }
  const parsed = Slo.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      `--slo ${text}: ${parsed.error.issues.map((i) => i.message).join('; ')} (thresholds > 0, fraction in (0, 1])`,
    );
  return parsed.data;
}

const FLUIDITY_KEYS = ['ttft_ms', 'tpot_ms', 'target_index'] as const;

/** `ttft_ms=200,tpot_ms=20[,target_index=0.9]` to analysis.fluidity (any of the three; the rest as recorded). */
export function parseFluidityFlag(text: string): NonNullable<Analysis['fluidity']> {
  const raw: Record<string, number> = {};
  for (const part of text.split(',')) {
    const [key, value, ...more] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if (
      more.length > 0 ||
      key === undefined ||
      !(FLUIDITY_KEYS as readonly string[]).includes(key) ||
      !Number.isFinite(n)
    )
      throw new UsageError(
        `--fluidity ${text}: expected KEY=NUMBER pairs separated by commas, KEY one of ${FLUIDITY_KEYS.join(', ')}, such as --fluidity ttft_ms=200,tpot_ms=20`,
      );
    raw[key] = n;
  }
  const parsed = Analysis.shape.fluidity.unwrap().safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      `--fluidity ${text}: ${parsed.error.issues.map((i) => i.message).join('; ')} (targets > 0, target_index in [0, 1])`,
    );
  return parsed.data;
}

async function cmdMerge(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, 'merge', Infinity);
  if (values.help) return help(io, 'merge');
  if (positionals.length === 0)
    throw new UsageError('merge needs the output folders of the shards, e.g. `streamgauge merge out-1 out-2 -o out`');
  if (values.out === undefined) throw new UsageError('merge needs -o OUT, the folder to write the merged run to');
  holdYoungGeneration();
  const { report, files } = await withOutputLock(
    outputFiles(values.out as string).dir,
    'merge',
    () =>
      mergeOutputs({
        inputs: positionals,
        outDir: values.out as string,
        warn: (m) => io.stderr.write(`streamgauge merge: warning: ${m}\n`),
      }),
    { onWarning: warnTo(io) },
  );
  printResults(report, files, io, values.wide === true);
  return EXIT_OK;
}

async function cmdServe(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, 'serve');
  if (values.help) return help(io, 'serve');
  const certFile = values['tls-cert'] as string | undefined;
  const keyFile = values['tls-key'] as string | undefined;
  if ((certFile === undefined) !== (keyFile === undefined))
    throw new UsageError('--tls-cert and --tls-key go together: give both (PEM files) to serve HTTPS, or neither');
  const tls = certFile !== undefined && keyFile !== undefined ? await readTlsFiles(certFile, keyFile) : undefined;
  const port = numberFlag(
    values.port,
    '--port',
    (n) => Number.isInteger(n) && n >= 0 && n < 65536,
    'a port number 0-65535',
  )!;
  const sim = await loadSimulator().then((m) =>
    m
      .startSimulator({
        port,
        host: values.host as string,
        ...(tls ? { tls } : {}),
        ...(values['prompt-cache'] ? { promptCache: true } : {}),
      })
      .catch((err: unknown) => {
        if (!tls) throw err;
        throw new UsageError(
          `--tls-cert ${certFile} --tls-key ${keyFile}: not a certificate and its key (${(err as Error).message}). Fix: give the PEM certificate and the PEM private key it was made for.`,
        );
      }),
  );
  // Listening before the line is printed: whoever waits for the line may signal at once.
  const stop = cancelOnSignals(io.signals ?? process, () => {});
  io.stdout.write(`streamgauge simulator listening at ${sim.url} (model names pick the behaviour; Ctrl-C stops)\n`);
  await new Promise((resolve) => stop.signal.addEventListener('abort', resolve, { once: true }));
  stop.dispose();
  await sim.close();
  return exitStatusAfter(stop.received());
}

/** The PEM files of `serve --tls-cert/--tls-key`; a file that cannot be read is a usage error naming it. */
async function readTlsFiles(certFile: string, keyFile: string): Promise<{ cert: Buffer; key: Buffer }> {
  const { readFile } = await import('node:fs/promises');
  const read = (file: string, flag: string) =>
    readFile(file).catch((err: unknown) => {
      throw new UsageError(`${flag} ${file}: cannot read (${(err as Error).message}). Fix: give a PEM file.`);
    });
  return { cert: await read(certFile, '--tls-cert'), key: await read(keyFile, '--tls-key') };
}

/**
 * The simulator is loaded only by the commands that serve it: its
 * `node:http` import alone makes Node load an HTTP stack `run` never uses,
 * measurably later first dispatch (see the start-up figures in docs/fidelity.md).
 */
function loadSimulator() {
  return import('../sim/server.ts');
}

function help(io: CliIo, command: HelpCommand): number {
  io.stdout.write(COMMAND_HELP[command]);
  return EXIT_OK;
}
