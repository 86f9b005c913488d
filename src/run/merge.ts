import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { withLoadFigures } from '../analyze/load-figures.ts';
import { withValidity } from '../analyze/validity.ts';
import { analysisOf, analyzed, planOrderOf, TraceSamples, type PlanOrder } from '../analyze/index.ts';
import { RESULTS_SCHEMA, type CiInfo, type RunInfo, type RunStartAt } from '../analyze/types.ts';
import * as z from 'zod';
import { Analysis, DEFAULT_ANALYSIS, Slo } from '../config/schema.ts';
import { systemClock, wallDate, type Clock } from '../measure/clock.ts';
import { SERVER_METRICS_FILE, type ServerMetricsLine } from '../metrics/server-figures.ts';
import { serverMetricsOrNone, withServerFigures } from '../metrics/results.ts';
import type { Trace } from '../trace.ts';
import { outputFiles, type OutputFiles } from './files.ts';
import { publish, type RunData } from './publish.ts';
import { runReport, type RunReport } from '../report/doc.ts';
import { runInfo } from './provenance.ts';
import { eachTrace, type TraceLineAt } from './traces.ts';
import { LineSink, ReportKeeper, reportTracesOf, slimTrace } from './trace-pass.ts';
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

/** mergeRuns, then publish with nothing added: `streamgauge merge`. With the report model the files were drawn from. */
export async function mergeOutputs(opts: MergeOptions): Promise<MergedRun & { report: RunReport }> {
  const merged = await mergeRuns(opts);
  const report = runReport(merged.results);
  await publish(merged.files, merged, { report });
  return { ...merged, report };
}

/** What a folder holds besides its traces: read first, as the thresholds are needed before the first trace. */
interface Head {
  dir: string;
  files: OutputFiles;
  run: RunInfo | null;
  analysis: Analysis | null;
  /** A load run's slo (results.json `slo`), or null. */
  slo?: Slo | null;
  /** Its server_metrics.ndjson, on its own run's clock; [] without one. */
  server: ServerMetricsLine[];
  /** The order its results.json listed its groups in, when it has one. */
  order?: PlanOrder;
}

interface Input extends Head {
  /** Without their reads and events (slimTrace): the pass has taken what the figures need of those. */
  traces: Trace[];
}

/** The merge's one pass over the folders' traces. */
interface MergePass {
  samples: TraceSamples;
  keeper: ReportKeeper;
  /** Where each trace is in the merged file, in read order. */
  places: TraceLineAt[];
  sink: LineSink;
}

const IsoDate = z.string().refine((v) => Number.isFinite(Date.parse(v)), 'not an ISO 8601 date');
const AnObject = z.record(z.string(), z.unknown());

/**
 * The fields of a results.json `run` block the merge reads or carries into
 * the merged run, each checked alone: a bad one is replaced by what stands
 * for "unknown" (or left out when optional) with a warning naming it, so one
 * odd field (hand-edited, another tool's) never ends in a crash. Without a
 * start and an end the block says nothing usable and is dropped whole.
 */
const RUN_FIELDS = {
  tool_version: [z.string(), 'unknown'],
  node_version: [z.string(), 'unknown'],
  platform: [z.string(), 'unknown'],
  arch: [z.string(), 'unknown'],
  started_at: [IsoDate, undefined],
  finished_at: [IsoDate, undefined],
  config_sha256: [z.string(), ''],
  config_file: [z.string().nullable(), null],
  shard: [z.object({ index: z.number().int().positive(), count: z.number().int().positive() }).nullable(), null],
  ci: [AnObject.nullable(), null],
  client_stalls: [AnObject.optional(), undefined],
  start_at: [AnObject.optional(), undefined],
  location: [z.string().optional(), undefined],
} as const satisfies Record<string, readonly [z.ZodType, unknown]>;

/** The run block, checked field by field (RUN_FIELDS); null when it is unusable. */
function checkRunBlock(value: unknown, file: string, warn: (m: string) => void): RunInfo | null {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warn(`${file}: field run: not an object: the folder's provenance is skipped`);
    return null;
  }
  const run: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [field, [schema, fallback]] of Object.entries(RUN_FIELDS)) {
    const got = (schema as z.ZodType).safeParse(run[field]);
    if (got.success) continue;
    const why = got.error.issues[0]?.message ?? 'not of the expected form';
    if (field === 'started_at' || field === 'finished_at') {
      warn(
        `${file}: field run.${field}: ${why}: the folder's provenance is skipped (its traces are merged; ` +
          'its server samples cannot be placed on the merged clock)',
      );
      return null;
    }
    warn(
      `${file}: field run.${field}: ${why}: ${fallback === undefined ? 'left out' : `taken as ${JSON.stringify(fallback)}`}`,
    );
    if (fallback === undefined) delete run[field];
    else run[field] = fallback;
  }
  return run as unknown as RunInfo;
}

async function readHead(dir: string, warn: (m: string) => void): Promise<Head> {
  const files = outputFiles(dir);
  const server = await serverMetricsOrNone(join(files.dir, SERVER_METRICS_FILE), warn);
  let text: string;
  try {
    text = await readFile(files.results, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return { dir, files, run: null, analysis: null, server };
  }
  let parsed: { schema?: unknown; run?: unknown; analysis?: unknown; slo?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch (err) {
    throw new MergeError(
      `${files.results}: not valid JSON (${(err as Error).message}). Fix: restore the file from the run, or delete it.`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw new MergeError(`${files.results}: not a results object. Fix: restore the file from the run, or delete it.`);
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
    run: checkRunBlock(parsed.run, files.results, warn),
    analysis: analysis.data,
    slo: slo.success ? slo.data : null,
    server,
    order: planOrderOf(parsed),
  };
}

/**
 * The one read of a folder's traces: each is analysed, offered to
 * report.html, kept slim, and written to the merged file as read (the ids
 * gain their location afterwards when several places merge).
 */
async function readTracesInto(head: Head, warn: (m: string) => void, into: MergePass): Promise<Input> {
  const traces: Trace[] = [];
  await eachTrace(
    head.files.traces,
    async (t) => {
      traces.push(slimTrace(t));
      into.samples.add(t);
      into.keeper.offer(t);
      // The shards' traces were scrubbed when they were written; nothing new comes from the network here.
      const line = JSON.stringify(t);
      const bytes = Buffer.byteLength(line);
      into.places.push({ offset: into.sink.bytes, bytes });
      if (into.sink.error === null) await into.sink.write(line + '\n', bytes + 1);
    },
    warn,
  );
  if (head.run === null)
    warn(
      `${head.files.results} is missing (was the run cut short?): its ${traces.length} trace(s) are merged, ` +
        'its thresholds and provenance are unknown.',
    );
  return { ...head, traces };
}

/** Every threshold, whatever the schema holds (it grows: compare all keys, not a list). */
const sameAnalysis = (a: Analysis, b: Analysis): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  // By value: a threshold may be an object (analysis.expect), which every shard reads from its own file.
  const at = (x: Analysis, k: string) => JSON.stringify((x as Record<string, unknown>)[k]);
  return [...keys].every((k) => at(a, k) === at(b, k));
};

const fmtAnalysis = (a: Analysis): string =>
  Object.entries(a)
    .map(([k, v]) => `${k} ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
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

  // Thresholds come from the folders' results.json, read before their traces.
  const heads: Head[] = [];
  for (const dir of opts.inputs) heads.push(await readHead(dir, warn));
  const headsWithResults = heads.filter((h) => h.run !== null && h.analysis !== null);
  const base: Analysis = headsWithResults[0]?.analysis ?? DEFAULT_ANALYSIS;
  const overrides = definedOnly(opts.analysis ?? {});
  const thresholds = Analysis.parse({ ...base, ...overrides });
  await mkdir(dest.dir, { recursive: true });
  // Written under a temporary name, renamed once every check below has passed.
  const tmp = `${dest.traces}.${process.pid}.tmp`;
  const into: MergePass = {
    samples: new TraceSamples(analysisOf(thresholds)),
    keeper: new ReportKeeper(),
    places: [],
    sink: new LineSink(tmp),
  };
  const inputs: Input[] = [];
  try {
    for (const head of heads) inputs.push(await readTracesInto(head, warn, into));
    await into.sink.close();
  } catch (err) {
    await into.sink.abort();
    throw err;
  }
  const merged = inputs.flatMap((i) => i.traces);
  try {
    return await mergeRead(opts, dest, inputs, merged, into, thresholds, base, tmp, warn, warnings);
  } finally {
    await rm(tmp, { force: true });
  }
}

async function mergeRead(
  opts: MergeOptions,
  dest: OutputFiles,
  inputs: Input[],
  traces: Trace[],
  into: MergePass,
  thresholds: Analysis,
  base: Analysis,
  tmp: string,
  warn: (m: string) => void,
  warnings: string[],
): Promise<MergedRun> {
  const locations = idsByLocation(inputs, traces, into, warn);
  checkEachRequestOnce(inputs);
  const withResults = inputs.filter((i) => i.run !== null && i.analysis !== null);
  const shas = new Set(withResults.map((i) => i.run!.config_sha256));
  if (shas.size > 1)
    warn(
      'the folders were run from different configs (config_sha256 ' +
        withResults.map((i) => `${i.run!.config_sha256.slice(0, 12) || '(unknown)'} in ${i.dir}`).join(', ') +
        '): the merged groups may mix settings.',
    );
  const differing = withResults.filter((i) => !sameAnalysis(i.analysis!, base));
  if (differing.length > 0)
    warn(
      'the folders were analysed with different thresholds (' +
        withResults.map((i) => `${i.dir}: ${fmtAnalysis(i.analysis!)}`).join('; ') +
        `); the merged results use ${fmtAnalysis(thresholds)}.`,
    );
  warnShardsMissing(inputs, locations, warn);
  const run = mergedRunInfo(opts, inputs, withResults, shas, locations);

  // A load run's shards share one config, so one slo: the first shard's that recorded one.
  const slo = inputs.find((i) => i.slo)?.slo ?? null;
  const server = placeServerMetrics(inputs, run.started_at, warn);
  if (locations.length > 1) await withMergedIds(tmp, dest.traces, traces, into.places);
  else await rename(tmp, dest.traces);
  const { samples } = into;
  const results = withValidity(
    withServerFigures(
      withLoadFigures(analyzed(samples, run, mergedOrder(inputs)), traces, slo, samples.samplesById),
      traces,
      server,
    ),
  );
  const serverFile = join(dest.dir, SERVER_METRICS_FILE);
  // No folder read a server: a file left from an earlier merge into this folder would be taken for this run's.
  if (server.length === 0) await rm(serverFile, { force: true });
  else await writeFile(serverFile, server.map((l) => `${JSON.stringify(l)}\n`).join(''));
  const at = new Map(traces.map((t, i) => [t.id, into.places[i]!]));
  const pass = { at, file: dest.traces, kept: into.keeper.kept };
  return { results, traces: await reportTracesOf(pass, results), files: dest, warnings };
}

/**
 * The folders' group orders, one after the other: shards of one config list
 * their groups alike, so the merged run keeps that order rather than the
 * order the shards' traces happened to complete in.
 */
function mergedOrder(inputs: Head[]): PlanOrder {
  return {
    providers: inputs.flatMap((i) => i.order?.providers ?? []),
    prompts: inputs.flatMap((i) => i.order?.prompts ?? []),
  };
}

/**
 * The places the folders were measured from. Runs from several places
 * measured the same plan: the same request ids. Each place's requests stay
 * its own (design.md "Past one runner"): their ids gain the location, so
 * every id is still unique in the merged run.
 */
function idsByLocation(
  inputs: Input[],
  traces: Trace[],
  into: MergePass,
  warn: (m: string) => void,
): Array<string | null> {
  const locations = [...new Set(inputs.flatMap((i) => i.traces.map((t) => t.location ?? null)))];
  if (locations.length > 1) {
    if (locations.includes(null))
      warn(
        'some folders name a location and some do not: the ones without form their own group, "no location". ' +
          'Fix: run every place with --location (the Action input `location`).',
      );
    for (const input of inputs)
      for (const t of input.traces) if (t.location !== undefined) t.id = `${t.id}@${t.location}`;
    for (const t of into.keeper.kept ?? []) if (t.location !== undefined) t.id = `${t.id}@${t.location}`;
    // The results were made as the traces were read, with the ids as they were.
    into.samples.results.forEach((r, i) => (r.id = traces[i]!.id));
    into.samples.rekey();
  }
  return locations;
}

/** Every request exactly once: a trace id in two folders (or twice in one) stops the merge. */
function checkEachRequestOnce(inputs: Input[]): void {
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
}

/** Where a folder was measured from. */
const locationOf = (i: Input): string | null => i.run?.location ?? i.traces[0]?.location ?? null;

/** Says which shards are missing, or that the folders are not one sharded run; shards are counted per location. */
function warnShardsMissing(inputs: Input[], locations: Array<string | null>, warn: (m: string) => void): void {
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
}

/** The merged run's `run`: the first folder's, spanning every folder's times, with each folder under `merged`. */
function mergedRunInfo(
  opts: MergeOptions,
  inputs: Input[],
  withResults: Input[],
  shas: Set<string>,
  locations: Array<string | null>,
): MergedRunInfo {
  const first = withResults[0];
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
  // A provider skipped (no key) in any shard is named once, with the first shard's reason.
  const skipped = new Map<string, { provider: string; reason: string }>();
  for (const s of inputs.flatMap((i) => i.run?.skipped_providers ?? []))
    if (!skipped.has(s.provider)) skipped.set(s.provider, s);
  delete run.skipped_providers;
  if (skipped.size > 0) run.skipped_providers = [...skipped.values()];
  const named = locations.filter((l): l is string => l !== null);
  if (locations.length === 1 && named.length === 1) run.location = named[0]!;
  else if (named.length > 0) run.locations = named;
  return run;
}

/**
 * Rewrites the merged traces with the ids they gained (`id@location`), from
 * `from` (written as read) to `to`, one line at a time; `places` become
 * the lines' places in `to`.
 */
async function withMergedIds(from: string, to: string, traces: readonly Trace[], places: TraceLineAt[]): Promise<void> {
  const sink = new LineSink(`${to}.${process.pid}.ids.tmp`);
  try {
    let k = 0;
    await eachTrace(from, async (t) => {
      t.id = traces[k]!.id;
      const line = JSON.stringify(t);
      const bytes = Buffer.byteLength(line);
      places[k++] = { offset: sink.bytes, bytes };
      if (sink.error === null) await sink.write(line + '\n', bytes + 1);
    });
    await sink.close();
    await rename(sink.file, to);
  } catch (err) {
    await sink.abort();
    throw err;
  }
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
    const moved = (ms: number) => Math.round((ms + shift) * 1000) / 1000;
    for (const line of input.server)
      out.push({
        ...line,
        t_ms: moved(line.t_ms),
        ...('answered_ms' in line && typeof line.answered_ms === 'number'
          ? { answered_ms: moved(line.answered_ms) }
          : {}),
        shard: k + 1,
      });
  });
  // Stable: lines of one read stay together, in the order the shards were given.
  return out.sort((a, b) => a.t_ms - b.t_ms);
}
