import {
  compareProviders,
  DEFAULT_MIN_EFFECT_PCT,
  hasRegression,
  regressions,
  withComparisons,
  type BaselineInput,
} from '../analyze/compare.ts';
import type { Results } from '../analyze/types.ts';
import { unconfirmedSentence } from '../report/regression-message.ts';
import { HistoryError } from '../history/history.ts';
import { loadBaselines, loadHistoryBaselines, readResultsAt } from '../history/baselines.ts';
import { HistoryStoreError } from '../history/store.ts';
import { betweenSentence } from '../report/sentences.ts';
import { sanitizeText } from '../report/format.ts';
import { renderComparisonTerminal, terminalWidth } from '../report/terminal.ts';
import { reportOf, runReport, type ReportInput } from '../report/doc.ts';
import { outputFiles, type OutputFiles } from '../run/files.ts';
import { publish, type RunData } from '../run/publish.ts';
import { withOutputLock } from '../run/lock.ts';
import { eachTrace } from '../run/traces.ts';
import type { Trace } from '../trace.ts';
import { reportTraceIds } from '../report/html-data.ts';
import type { Scrubber } from '../secrets.ts';
import { EXIT, type StreamgaugeError } from '../errors.ts';
import { helpPointer, parse, UsageError, useColor, wholeNumber, type CliIo } from './args.ts';
import { DEFAULT_HISTORY_BASELINE_RUNS, optionLines } from './flags.ts';

// `streamgauge compare BASELINE_OUT... CURRENT_OUT` and the `--baseline`
// half of `streamgauge run`: the regression check from the command line.
// Exit status: 0 compared (whatever the verdicts), 1 with
// --fail-on-regression when a figure is slower or a group stopped
// streaming, 2 for a usage error or unreadable input.

const EXIT_OK = EXIT.ok;
const EXIT_REGRESSION = EXIT.regression;

/** Baseline runs taken from a history folder when --history is given without --last. */
export { DEFAULT_HISTORY_BASELINE_RUNS };

export const COMPARE_USAGE = `Usage:
  streamgauge compare BASELINE_OUT... CURRENT_OUT [--min-effect-pct P] [--fail-on-regression]
                      [--fail-on-unconfirmed] [--wide]
  streamgauge compare --history DIR [--last N] CURRENT_OUT [BASELINE_OUT...] [...]
  streamgauge compare --between PROVIDER_A PROVIDER_B OUT [--prompt P] [--min-effect-pct P]

Compares CURRENT_OUT with the baseline runs (output folders or results.json
files, and/or the newest N runs of a history folder, default ${DEFAULT_HISTORY_BASELINE_RUNS}) per
provider x prompt x metric, and writes the comparison into CURRENT_OUT's
reports (results.json, summary.md, report.html, ...). A figure is slower or
faster when the whole 95% interval of its change lies at least P% (default
${DEFAULT_MIN_EFFECT_PCT}) from 0.

${optionLines('compare')}
With --between, compares two providers of the run in OUT by the same rules
("A is x% faster than B, 95% interval [..]"), per prompt both ran (or the
one --prompt names) and metric; prints the answers and writes nothing.

Example:
  streamgauge compare out-yesterday out --fail-on-regression
`;

/** A user error that the compare usage text helps with: the message, the usage, and the error's exit status. */
function usage(io: CliIo, err: StreamgaugeError): number {
  io.stderr.write(`streamgauge compare: ${err.message.replace(/^compare: /, '')}\n${helpPointer('compare')}`);
  return err.exitStatus;
}

function minEffect(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new UsageError(`--min-effect-pct ${String(value)}: expected a percentage >= 0, such as 10`);
  return n;
}

export interface ApplyBaselineOptions {
  /** Exit 1 when anything regressed. */
  failOnRegression?: boolean;
  /** With failOnRegression: count slower figures of groups that are not trusted too. */
  failOnUnconfirmed?: boolean;
  /** Default DEFAULT_MIN_EFFECT_PCT. */
  minEffectPct?: number;
  /** Applied to the reports before they are written (the run's secret scrubber); none by default. */
  scrub?: Scrubber;
  /** `--wide`: every column of the comparison table, whatever the terminal's width. */
  wide?: boolean;
}

/**
 * Compares a finished run with baseline runs, publishes its reports
 * (results.json, summary.md, report.html, results.csv, the benchmark-action
 * files) once with the comparison, and prints the comparison to stdout: what
 * `streamgauge compare` does. `baselines` are output folders or results.json
 * files (loaded here), or runs already loaded with loadBaselines. Returns the
 * exit status: 0, or 1 with failOnRegression when anything regressed.
 * Rejects with HistoryError when a baseline cannot be read.
 */
export async function applyBaseline(
  outcome: RunData & { files: OutputFiles },
  baselines: readonly string[] | readonly BaselineInput[],
  io: CliIo,
  opts: ApplyBaselineOptions = {},
): Promise<number> {
  const inputs = isPaths(baselines) ? await loadBaselines(baselines) : [...baselines];
  const results = compareWithBaselines(outcome.results, inputs, opts);
  // The report model, built once: the files and the printed comparison draw it.
  const report = runReport(results);
  await publish(
    outcome.files,
    { results, traces: outcome.traces, timelinesPerGroup: outcome.timelinesPerGroup },
    { ...(opts.scrub ? { scrub: opts.scrub } : {}), report },
  );
  return reportComparison(report, io, opts);
}

/** The run's results with the comparison against `baselines` added. Pure. */
export function compareWithBaselines(
  results: Results,
  baselines: readonly BaselineInput[],
  opts: Pick<ApplyBaselineOptions, 'minEffectPct'> = {},
): Results {
  return withComparisons(
    results,
    [...baselines],
    opts.minEffectPct === undefined ? {} : { min_effect_pct: opts.minEffectPct },
  );
}

/** Prints a compared run's comparison; returns the exit status (1 with failOnRegression when anything regressed). */
export function reportComparison(
  input: ReportInput,
  io: CliIo,
  opts: Pick<ApplyBaselineOptions, 'failOnRegression' | 'failOnUnconfirmed' | 'wide'> = {},
): number {
  const report = reportOf(input);
  const { results } = report;
  const width = terminalWidth(io.stdout as { columns?: number }, opts.wide === true);
  io.stdout.write(
    '\n' + renderComparisonTerminal(report, { color: useColor(io), ...(width !== undefined ? { width } : {}) }),
  );
  const counting = { includeUnconfirmed: opts.failOnUnconfirmed === true };
  const r = regressions(results, counting);
  if (r.unconfirmed.length > 0)
    io.stderr.write(`streamgauge: ${unconfirmedSentence(results, r.unconfirmed)} --fail-on-unconfirmed counts them.\n`);
  if (hasRegression(results, counting)) {
    io.stderr.write(
      `streamgauge: regression: ${r.slower.length} figure(s) slower, ${r.stopped_streaming.length} group(s) streaming less than before` +
        `${opts.failOnRegression ? ' (--fail-on-regression: exit 1)' : ''}\n`,
    );
    if (opts.failOnRegression) return EXIT_REGRESSION;
  }
  return EXIT_OK;
}

function isPaths(x: readonly string[] | readonly BaselineInput[]): x is readonly string[] {
  return x.every((v) => typeof v === 'string');
}

/**
 * `streamgauge compare ...`: `args` is argv after "compare", e.g.
 * ["out/mon", "out/tue", "out/wed", "--fail-on-regression"] (the last
 * positional is the current run).
 */
export async function compareCommand(args: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parse(args, 'compare', Infinity);
    if (values.help) {
      io.stdout.write(COMPARE_USAGE);
      return EXIT_OK;
    }
    const min = minEffect(values['min-effect-pct']);
    if (values.between) return await betweenCommand(positionals, values.prompt as string | undefined, min, io);
    if (values.prompt !== undefined) throw new UsageError('--prompt goes with --between PROVIDER_A PROVIDER_B OUT');
    const last = wholeNumber(values.last, '--last');
    if (last !== undefined && values.history === undefined) throw new UsageError('--last needs --history DIR');
    const current = positionals[positionals.length - 1];
    const paths = positionals.slice(0, -1);
    if (current === undefined) throw new UsageError('compare needs the current run: CURRENT_OUT, its output folder');
    if (paths.length === 0 && values.history === undefined)
      throw new UsageError(
        'compare needs at least one baseline: `streamgauge compare BASELINE_OUT CURRENT_OUT` (or --history DIR)',
      );
    const { results, file } = await readResultsAt(current);
    const baselines = [
      ...(values.history === undefined
        ? []
        : await loadHistoryBaselines(values.history as string, last ?? DEFAULT_HISTORY_BASELINE_RUNS, (m) =>
            io.stderr.write(`streamgauge compare: warning: ${m}\n`),
          )),
      ...(await loadBaselines(paths)),
    ];
    const files = outputFiles(file.replace(/[\\/]results\.json$/, ''));
    if (files.results !== file)
      throw new UsageError(
        `${current}: compare writes into the current run's folder, so give the folder (or a file named results.json)`,
      );
    // report.html draws the reads of the timelines it holds: the run's traces
    // are read once, and only those its sample holds (all, within the cap) kept.
    return await withOutputLock(
      files.dir,
      'compare',
      async () => {
        const ids = reportTraceIds(results);
        const traces: Trace[] = [];
        await eachTrace(files.traces, (t) => {
          if (ids === null || ids.has(t.id)) traces.push(t);
        });
        return applyBaseline({ results, traces, files }, baselines, io, {
          failOnRegression: values['fail-on-regression'] === true,
          failOnUnconfirmed: values['fail-on-unconfirmed'] === true,
          wide: values.wide === true,
          ...(min === undefined ? {} : { minEffectPct: min }),
        });
      },
      { onWarning: (m) => io.stderr.write(`streamgauge compare: warning: ${m}\n`) },
    );
  } catch (err) {
    if (err instanceof UsageError || err instanceof HistoryError || err instanceof HistoryStoreError)
      return usage(io, err);
    throw err;
  }
}

/**
 * `streamgauge compare --between A B OUT [--prompt P]`: two providers of one
 * run, with the interval rules the regression check uses between runs.
 * Prints one answer per prompt and metric; writes nothing.
 */
async function betweenCommand(
  positionals: string[],
  prompt: string | undefined,
  minEffectPct: number | undefined,
  io: CliIo,
): Promise<number> {
  if (positionals.length !== 3)
    throw new UsageError(
      `--between needs two providers and a run: --between PROVIDER_A PROVIDER_B OUT (got ${positionals.length} argument(s))`,
    );
  const [a, b, out] = positionals as [string, string, string];
  if (a === b) throw new UsageError(`--between ${a} ${a}: name two different providers`);
  const { results, file } = await readResultsAt(out);
  const providers = [...new Set(results.groups.map((g) => g.provider))].sort();
  for (const p of [a, b])
    if (!providers.includes(p))
      throw new UsageError(
        `${file}: no provider "${p}" in this run; its providers are ${providers.join(', ') || '(none)'}`,
      );
  const prompts = (p: string) => new Set(results.groups.filter((g) => g.provider === p).map((g) => g.prompt));
  const common = [...prompts(a)].filter((p) => prompts(b).has(p)).sort();
  if (prompt !== undefined && !common.includes(prompt))
    throw new UsageError(
      `--prompt ${prompt}: not a prompt both ${a} and ${b} ran in ${file}; theirs in common: ${common.join(', ') || '(none)'}`,
    );
  if (common.length === 0) throw new UsageError(`${a} and ${b} ran no prompt in common in ${file}`);
  const settings = minEffectPct === undefined ? {} : { min_effect_pct: minEffectPct };
  const rows = compareProviders(results, a, b, { ...(prompt === undefined ? {} : { prompt }), settings });
  const min = minEffectPct ?? DEFAULT_MIN_EFFECT_PCT;
  const lines = [
    `${sanitizeText(a)} against ${sanitizeText(b)}, streamed responses only. A difference counts when the whole ` +
      `95% interval of the difference of the medians (seeded bootstrap) lies at least ${min}% from 0, as compare uses between runs.`,
  ];
  let at = '';
  for (const r of rows) {
    if (r.prompt !== at) lines.push('', `prompt ${sanitizeText(r.prompt)}:`);
    at = r.prompt;
    lines.push(`  ${betweenSentence(r.comparison, sanitizeText(a), sanitizeText(b), '95%')}`);
  }
  io.stdout.write(lines.join('\n') + '\n');
  return EXIT_OK;
}

/** What takeBaselineArgs found in `run`'s argv. */
export interface BaselineArgs {
  /** argv without the baseline options, for run's own parser. */
  rest: string[];
  /** Baseline folders, in order; [] when --baseline was not given. */
  baselines: string[];
  failOnRegression: boolean;
  failOnUnconfirmed: boolean;
  minEffectPct: number | undefined;
}

/**
 * Takes `--baseline DIR [DIR...]` (each DIR up to the next option; also
 * `--baseline=DIR`, and the flag repeated), `--fail-on-regression` and
 * `--min-effect-pct P` out of `run`'s argv, so run's parser sees only its
 * own options. Throws an Error with a usage message for `--baseline` without
 * a folder, or a bad percentage.
 */
export function takeBaselineArgs(args: readonly string[]): BaselineArgs {
  const rest: string[] = [];
  const baselines: string[] = [];
  let failOnRegression = false;
  let failOnUnconfirmed = false;
  let minEffectPct: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--') {
      rest.push(...args.slice(i));
      break;
    }
    if (a === '--baseline') {
      const start = baselines.length;
      while (i + 1 < args.length && !(args[i + 1] as string).startsWith('-')) baselines.push(args[++i] as string);
      if (baselines.length === start) throw new Error('--baseline needs at least one output folder: --baseline DIR...');
    } else if (a.startsWith('--baseline=')) {
      const v = a.slice('--baseline='.length);
      if (v === '') throw new Error('--baseline needs at least one output folder: --baseline DIR...');
      baselines.push(v);
    } else if (a === '--fail-on-regression') failOnRegression = true;
    else if (a === '--fail-on-unconfirmed') failOnUnconfirmed = true;
    else if (a === '--min-effect-pct' || a.startsWith('--min-effect-pct=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : args[++i];
      try {
        minEffectPct = minEffect(v ?? '');
      } catch (err) {
        throw new Error((err as Error).message, { cause: err });
      }
    } else rest.push(a);
  }
  return { rest, baselines, failOnRegression, failOnUnconfirmed, minEffectPct };
}
