import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { withLoadFigures } from '../analyze/load-figures.ts';
import { analyze } from '../analyze/index.ts';
import { RESULTS_SCHEMA, type CiInfo, type RunInfo, type RunStartAt } from '../analyze/types.ts';
import { Analysis, DEFAULT_ANALYSIS, Slo } from '../config/schema.ts';
import { systemClock, wallDate, type Clock } from '../measure/clock.ts';
import { SERVER_METRICS_FILE, type ServerMetricsLine } from '../metrics/figures.ts';
import { readServerMetrics, withServerFigures } from '../metrics/results.ts';
import type { Trace } from '../trace.ts';
import { outputFiles, type OutputFiles } from './files.ts';
import { publish, type RunData } from './publish.ts';
import { runInfo } from './provenance.ts';
import { readTraces, TraceWriter } from './traces.ts';
import { StreamgaugeError } from '../errors.ts';

// Merges the output folders of one run's shards (`--shard 1/N` ... `N/N`,
// e.g. the jobs of a GitHub Actions matrix) into one output folder: the
// traces concatenated, then analysed once with the shared thresholds. The
// traces are the data; each shard's results.json only contributes its
// provenance and thresholds, so nothing is counted from a shard's summary.

export interface MergeOptions {
  /** Output folders of `streamgauge run`, in the order their traces are concatenated. */
  inputs: string[];
  outDir: string;
  /** Thresholds to use instead of the shards' (any left out come from the first shard that has results.json). */
  analysis?: Partial<Analysis>;
  /** Called with each warning; by default they go to stderr. They are returned as well. */
  warn?: (message: string) => void;
  /** Where merged_at comes from; the system clock by default. */
  clock?: Clock;
}

/** One merged folder, as run provenance records it. */
export interface MergedInput {
  dir: string;
  shard: { index: number; count: number } | null;
  config_sha256: string | null;
  started_at: string | null;
  finished_at: string | null;
  ci: CiInfo | null;
  traces: number;
  /** The folder's run.location; absent when it named none. */
  location?: string;
  /** The folder's run.start_at (its wait and clock offset); absent without --start-at. */
  start_at?: RunStartAt;
}

/** RunInfo of a merged run: `shard` is null (the whole plan) and `merged` lists the folders merged. */
export interface MergedRunInfo extends RunInfo {
  merged_at: string;
  merged: MergedInput[];
  /** The locations of runs from more than one place, in merge order; absent otherwise (run.location holds a single one). */
  locations?: string[];
}

export class MergeError extends StreamgaugeError {
  readonly code = 'SG_MERGE';
}

export interface MergedRun extends RunData {
  files: OutputFiles;
  warnings: string[];
}

/** mergeRuns, then publish with nothing added: `streamgauge merge`. */
export async function mergeOutputs(opts: MergeOptions): Promise<MergedRun> {
  const merged = await mergeRuns(opts);
  await publish(merged.files, merged);
  return merged;
}

interface Input {
  dir: string;
  files: OutputFiles;
  traces: Trace[];
  run: RunInfo | null;
  analysis: Analysis | null;
  /** A load run's slo (results.json `slo`), or null. */
  slo?: Slo | null;
  /** Its server_metrics.ndjson, on its own run's clock; [] without one. */
  server: ServerMetricsLine[];
}

async function readInput(dir: string, warn: (m: string) => void): Promise<Input> {
  const files = outputFiles(dir);
  const traces = await readTraces(files.traces, warn);
  let server: ServerMetricsLine[];
  try {
    server = await readServerMetrics(join(files.dir, SERVER_METRICS_FILE));
  } catch (err) {
    throw new MergeError((err as Error).message);
  }
  let text: string;
  try {
    text = await readFile(files.results, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    warn(
      `${files.results} is missing (was the run cut short?): its ${traces.length} trace(s) are merged, ` +
        'its thresholds and provenance are unknown.',
    );
    return { dir, files, traces, run: null, analysis: null, server };
  }
  let parsed: { schema?: unknown; run?: RunInfo; analysis?: unknown; slo?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch (err) {
    throw new MergeError(
      `${files.results}: not valid JSON (${(err as Error).message}). Fix: restore the file from the run, or delete it.`,
    );
  }
  if (parsed.schema !== RESULTS_SCHEMA)
    throw new MergeError(
      `${files.results}: schema is ${JSON.stringify(parsed.schema)}, expected "${RESULTS_SCHEMA}". ` +
        'Fix: merge output folders written by this version of streamgauge.',
    );
  const analysis = Analysis.safeParse(parsed.analysis);
  if (!analysis.success)
    throw new MergeError(`${files.results}: field "analysis" is not a set of thresholds: ${analysis.error.message}`);
  const slo = Slo.safeParse(parsed.slo);
  return {
    dir,
    files,
    traces,
    run: parsed.run ?? null,
    analysis: analysis.data,
    slo: slo.success ? slo.data : null,
    server,
  };
}

/** Every threshold, whatever the schema holds (it grows: compare all keys, not a list). */
const sameAnalysis = (a: Analysis, b: Analysis): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
};

const fmtAnalysis = (a: Analysis): string =>
  Object.entries(a)
    .map(([k, v]) => `${k} ${String(v)}`)
    .join(', ');

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Merges shard output folders into `outDir`: writes the merged
 * traces.ndjson and analyses it once; the reports are publish's (the Action
 * compares the merged run with its history before they are written). Refuses a trace id that appears twice (naming both folders):
 * every request must come from exactly one shard. Warns when the folders
 * were run from different configs or with different thresholds, or when the
 * shards do not cover 1..N.
 */
export async function mergeRuns(opts: MergeOptions): Promise<MergedRun> {
  const warnings: string[] = [];
  const warn = (m: string): void => {
    warnings.push(m);
    (opts.warn ?? ((w: string) => process.stderr.write(`streamgauge merge: warning: ${w}\n`)))(m);
  };
  if (opts.inputs.length === 0)
    throw new MergeError('merge needs at least one output folder, e.g. `streamgauge merge out-1 out-2 -o out`');
  const dest = outputFiles(opts.outDir);
  const seenDirs = new Map<string, string>();
  for (const dir of opts.inputs) {
    const abs = resolve(dir);
    const before = seenDirs.get(abs);
    if (before !== undefined)
      throw new MergeError(
        `${dir} is given twice (as ${before} and ${dir}): its requests would be counted twice. Fix: name each shard's folder once.`,
      );
    seenDirs.set(abs, dir);
    if (abs === dest.dir)
      throw new MergeError(
        `the merged output folder ${opts.outDir} is also an input: merging would overwrite its traces. Fix: pass another -o folder.`,
      );
  }

  const inputs: Input[] = [];
  for (const dir of opts.inputs) inputs.push(await readInput(dir, warn));

  // Runs from several places measured the same plan: the same request ids.
  // Each place's requests stay its own (design.md "Past one runner"): their
  // ids gain the location, so every id is still unique in the merged run.
  const locations = [...new Set(inputs.flatMap((i) => i.traces.map((t) => t.location ?? null)))];
  if (locations.length > 1) {
    if (locations.includes(null))
      warn(
        'some folders name a location and some do not: the ones without form their own group, "no location". ' +
          'Fix: run every place with --location (the Action input `location`).',
      );
    for (const input of inputs)
      for (const t of input.traces) if (t.location !== undefined) t.id = `${t.id}@${t.location}`;
  }

  // Every request exactly once.
  const owner = new Map<string, string>();
  for (const input of inputs) {
    for (const t of input.traces) {
      const first = owner.get(t.id);
      if (first !== undefined)
        throw new MergeError(
          first === input.dir
            ? `trace id "${t.id}" appears twice in ${input.files.traces}. Fix: each request must be traced once; re-run that shard.`
            : `trace id "${t.id}" appears in both ${first} and ${input.dir}: the same request would be counted twice. ` +
                'Fix: merge the shards of one run once each (--shard 1/N ... N/N), not overlapping runs or a copy of a folder.',
        );
      owner.set(t.id, input.dir);
    }
  }

  const withResults = inputs.filter((i) => i.run !== null && i.analysis !== null);
  const shas = new Set(withResults.map((i) => i.run!.config_sha256));
  if (shas.size > 1)
    warn(
      'the folders were run from different configs (config_sha256 ' +
        withResults.map((i) => `${i.run!.config_sha256.slice(0, 12) || '(unknown)'} in ${i.dir}`).join(', ') +
        '): the merged groups may mix settings.',
    );

  const first = withResults[0];
  const base: Analysis = first?.analysis ?? DEFAULT_ANALYSIS;
  const differing = withResults.filter((i) => !sameAnalysis(i.analysis!, base));
  const overrides = definedOnly(opts.analysis ?? {});
  const thresholds = Analysis.parse({ ...base, ...overrides });
  if (differing.length > 0)
    warn(
      'the folders were analysed with different thresholds (' +
        withResults.map((i) => `${i.dir}: ${fmtAnalysis(i.analysis!)}`).join('; ') +
        `); the merged results use ${fmtAnalysis(thresholds)}.`,
    );

  // Shards are counted per location: each place runs its own 1/N ... N/N.
  const locationOf = (i: Input): string | null => i.run?.location ?? i.traces[0]?.location ?? null;
  for (const place of locations.length > 0 ? locations : [null]) {
    const here = inputs.filter((i) => locations.length <= 1 || locationOf(i) === place);
    const at = locations.length > 1 ? ` from ${place ?? 'no location'}` : '';
    const sharded = here
      .map((i) => i.run?.shard ?? null)
      .filter((s): s is { index: number; count: number } => s !== null);
    if (sharded.length === 0) continue;
    const counts = new Set(sharded.map((s) => s.count));
    if (counts.size > 1 || sharded.length < here.length)
      warn(
        `the folders${at} do not come from one sharded run (` +
          here
            .map((i) => `${i.dir}: ${i.run?.shard ? `shard ${i.run.shard.index}/${i.run.shard.count}` : 'not sharded'}`)
            .join(', ') +
          ').',
      );
    else {
      const count = sharded[0]!.count;
      const have = new Set(sharded.map((s) => s.index));
      const missing = Array.from({ length: count }, (_, k) => k + 1).filter((k) => !have.has(k));
      if (missing.length > 0)
        warn(
          `shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${count}`).join(', ')}${at} ` +
            `${missing.length > 1 ? 'are' : 'is'} not among the merged folders: the results leave those requests out.`,
        );
    }
  }

  const traces = inputs.flatMap((i) => i.traces);
  const now = wallDate(opts.clock ?? systemClock);
  const times = (pick: (r: RunInfo) => string) =>
    withResults
      .map((i) => pick(i.run!))
      .filter((s) => s !== '')
      .sort();
  const starts = times((r) => r.started_at);
  const ends = times((r) => r.finished_at);
  const fallback = runInfo({
    env: {},
    startedAt: now,
    finishedAt: now,
    configSha256: '',
    configFile: null,
    shard: null,
  });
  const run: MergedRunInfo = {
    ...(first?.run ?? fallback),
    started_at: starts[0] ?? fallback.started_at,
    finished_at: ends[ends.length - 1] ?? fallback.finished_at,
    config_sha256: shas.size === 1 ? [...shas][0]! : (first?.run?.config_sha256 ?? ''),
    shard: null,
    ci: withResults.find((i) => i.run!.ci !== null)?.run?.ci ?? null,
    merged_at: now.toISOString(),
    merged: inputs.map((i) => ({
      dir: i.dir,
      shard: i.run?.shard ?? null,
      config_sha256: i.run?.config_sha256 ?? null,
      started_at: i.run?.started_at ?? null,
      finished_at: i.run?.finished_at ?? null,
      ci: i.run?.ci ?? null,
      traces: i.traces.length,
      ...(locationOf(i) !== null ? { location: locationOf(i)! } : {}),
      ...(i.run?.start_at ? { start_at: i.run.start_at } : {}),
    })),
  };
  delete run.reanalyzed_at;
  delete run.start_at;
  delete run.location;
  const named = locations.filter((l): l is string => l !== null);
  if (locations.length === 1 && named.length === 1) run.location = named[0]!;
  else if (named.length > 0) run.locations = named;

  // A load run's shards share one config, so one slo: the first shard's that recorded one.
  const slo = inputs.find((i) => i.slo)?.slo ?? null;
  const server = placeServerMetrics(inputs, run.started_at, warn);
  const results = withServerFigures(withLoadFigures(analyze(traces, thresholds, run), traces, slo), traces, server);
  await mkdir(dest.dir, { recursive: true });
  const serverFile = join(dest.dir, SERVER_METRICS_FILE);
  // No folder read a server: a file left from an earlier merge into this folder would be taken for this run's.
  if (server.length === 0) await rm(serverFile, { force: true });
  else await writeFile(serverFile, server.map((l) => `${JSON.stringify(l)}\n`).join(''));
  // The shards' traces were scrubbed when they were written; nothing new comes from the network here.
  const identity = (s: string): string => s;
  const writer = await TraceWriter.create(dest.traces, identity);
  try {
    for (const t of traces) await writer.append(t);
  } finally {
    await writer.close();
  }
  return { results, traces, files: dest, warnings };
}

/**
 * The shards' server_metrics.ndjson lines on the merged run's clock. A
 * shard's t_ms counts from its own run.started_at, the base of its traces'
 * t0_epoch_ms too; the merged run starts at the earliest shard's start, so
 * each line moves by the gap between the two, as its traces keep their epoch
 * times. Each line gains `shard`: its folder's 1-based place in run.merged
 * (every shard read the one server on its own, so their counters are the
 * same counters: withServerFigures takes a window's figures from one shard's
 * reads, never a sum). In time order; a folder whose start is unknown (no
 * results.json) cannot be placed, and its lines are left out.
 */
function placeServerMetrics(
  inputs: readonly Input[],
  mergedStartedAt: string,
  warn: (m: string) => void,
): ServerMetricsLine[] {
  const base = Date.parse(mergedStartedAt);
  const out: ServerMetricsLine[] = [];
  inputs.forEach((input, k) => {
    if (input.server.length === 0) return;
    const start = Date.parse(input.run?.started_at ?? '');
    if (!Number.isFinite(start) || !Number.isFinite(base)) {
      warn(
        `${join(input.dir, SERVER_METRICS_FILE)} is left out: without ${input.files.results} its run's start, ` +
          "the clock its samples count from, is unknown, so the merged stages' server figures come from the other folders.",
      );
      return;
    }
    const shift = start - base;
    for (const line of input.server)
      out.push({ ...line, t_ms: Math.round((line.t_ms + shift) * 1000) / 1000, shard: k + 1 });
  });
  // Stable: lines of one read stay together, in the order the shards were given.
  return out.sort((a, b) => a.t_ms - b.t_ms);
}
