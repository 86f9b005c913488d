import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  LineSink,
  ReportKeeper,
  SERVER_METRICS_FILE,
  eachTrace,
  outputFiles,
  publish,
  reportTracesOf,
  runInfo,
  serverMetricsOrNone,
  slimTrace,
  withLoadFigures,
  withServerFigures
} from "./chunk-EKAQNL4Z.js";
import {
  TraceSamples,
  analysisOf,
  analyzed,
  planOrderOf
} from "./chunk-TMFSUEHO.js";
import {
  runReport
} from "./chunk-HFRD7VE5.js";
import {
  Analysis,
  DEFAULT_ANALYSIS,
  RESULTS_SCHEMA,
  Slo,
  withValidity
} from "./chunk-3M36TB5N.js";
import {
  systemClock,
  wallDate
} from "./chunk-YSFTEKOP.js";
import {
  number,
  object,
  record,
  string,
  unknown
} from "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";

// src/run/merge.ts
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
var MergeError = class extends StreamgaugeError {
  code = "SG_MERGE";
};
async function mergeOutputs(opts) {
  const merged = await mergeRuns(opts);
  const report = runReport(merged.results);
  await publish(merged.files, merged, { report });
  return { ...merged, report };
}
var IsoDate = string().refine((v) => Number.isFinite(Date.parse(v)), "not an ISO 8601 date");
var AnObject = record(string(), unknown());
var RUN_FIELDS = {
  tool_version: [string(), "unknown"],
  node_version: [string(), "unknown"],
  platform: [string(), "unknown"],
  arch: [string(), "unknown"],
  started_at: [IsoDate, void 0],
  finished_at: [IsoDate, void 0],
  config_sha256: [string(), ""],
  config_file: [string().nullable(), null],
  shard: [object({ index: number().int().positive(), count: number().int().positive() }).nullable(), null],
  ci: [AnObject.nullable(), null],
  client_stalls: [AnObject.optional(), void 0],
  start_at: [AnObject.optional(), void 0],
  location: [string().optional(), void 0]
};
function checkRunBlock(value, file, warn) {
  if (value === void 0) return null;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    warn(`${file}: field run: not an object: the folder's provenance is skipped`);
    return null;
  }
  const run = { ...value };
  for (const [field, [schema, fallback]] of Object.entries(RUN_FIELDS)) {
    const got = schema.safeParse(run[field]);
    if (got.success) continue;
    const why = got.error.issues[0]?.message ?? "not of the expected form";
    if (field === "started_at" || field === "finished_at") {
      warn(
        `${file}: field run.${field}: ${why}: the folder's provenance is skipped (its traces are merged; its server samples cannot be placed on the merged clock)`
      );
      return null;
    }
    warn(
      `${file}: field run.${field}: ${why}: ${fallback === void 0 ? "left out" : `taken as ${JSON.stringify(fallback)}`}`
    );
    if (fallback === void 0) delete run[field];
    else run[field] = fallback;
  }
  return run;
}
async function readHead(dir, warn) {
  const files = outputFiles(dir);
  const server = await serverMetricsOrNone(join(files.dir, SERVER_METRICS_FILE), warn);
  let text;
  try {
    text = await readFile(files.results, "utf8");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    return { dir, files, run: null, analysis: null, server };
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new MergeError(
      `${files.results}: not valid JSON (${err.message}). Fix: restore the file from the run, or delete it.`
    );
  }
  if (typeof parsed !== "object" || parsed === null)
    throw new MergeError(`${files.results}: not a results object. Fix: restore the file from the run, or delete it.`);
  if (parsed.schema !== RESULTS_SCHEMA)
    throw new MergeError(
      `${files.results}: schema is ${JSON.stringify(parsed.schema)}, expected "${RESULTS_SCHEMA}". Fix: merge output folders written by this version of streamgauge.`
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
    order: planOrderOf(parsed)
  };
}
async function readTracesInto(head, warn, into) {
  const traces = [];
  await eachTrace(
    head.files.traces,
    async (t) => {
      traces.push(slimTrace(t));
      into.samples.add(t);
      into.keeper.offer(t);
      const line = JSON.stringify(t);
      const bytes = Buffer.byteLength(line);
      into.places.push({ offset: into.sink.bytes, bytes });
      if (into.sink.error === null) await into.sink.write(line + "\n", bytes + 1);
    },
    warn
  );
  if (head.run === null)
    warn(
      `${head.files.results} is missing (was the run cut short?): its ${traces.length} trace(s) are merged, its thresholds and provenance are unknown.`
    );
  return { ...head, traces };
}
var sameAnalysis = (a, b) => {
  const keys = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
  const at = (x, k) => JSON.stringify(x[k]);
  return [...keys].every((k) => at(a, k) === at(b, k));
};
var fmtAnalysis = (a) => Object.entries(a).map(([k, v]) => `${k} ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}`).join(", ");
function definedOnly(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}
async function mergeRuns(opts) {
  const warnings = [];
  const warn = (m) => {
    warnings.push(m);
    (opts.warn ?? ((w) => process.stderr.write(`streamgauge merge: warning: ${w}
`)))(m);
  };
  if (opts.inputs.length === 0)
    throw new MergeError("merge needs at least one output folder, e.g. `streamgauge merge out-1 out-2 -o out`");
  const dest = outputFiles(opts.outDir);
  const seenDirs = /* @__PURE__ */ new Map();
  for (const dir of opts.inputs) {
    const abs = resolve(dir);
    const before = seenDirs.get(abs);
    if (before !== void 0)
      throw new MergeError(
        `${dir} is given twice (as ${before} and ${dir}): its requests would be counted twice. Fix: name each shard's folder once.`
      );
    seenDirs.set(abs, dir);
    if (abs === dest.dir)
      throw new MergeError(
        `the merged output folder ${opts.outDir} is also an input: merging would overwrite its traces. Fix: pass another -o folder.`
      );
  }
  const heads = [];
  for (const dir of opts.inputs) heads.push(await readHead(dir, warn));
  const headsWithResults = heads.filter((h) => h.run !== null && h.analysis !== null);
  const base = headsWithResults[0]?.analysis ?? DEFAULT_ANALYSIS;
  const overrides = definedOnly(opts.analysis ?? {});
  const thresholds = Analysis.parse({ ...base, ...overrides });
  await mkdir(dest.dir, { recursive: true });
  const tmp = `${dest.traces}.${process.pid}.tmp`;
  const into = {
    samples: new TraceSamples(analysisOf(thresholds)),
    keeper: new ReportKeeper(),
    places: [],
    sink: new LineSink(tmp)
  };
  const inputs = [];
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
async function mergeRead(opts, dest, inputs, traces, into, thresholds, base, tmp, warn, warnings) {
  const locations = idsByLocation(inputs, traces, into, warn);
  checkEachRequestOnce(inputs);
  const withResults = inputs.filter((i) => i.run !== null && i.analysis !== null);
  const shas = new Set(withResults.map((i) => i.run.config_sha256));
  if (shas.size > 1)
    warn(
      "the folders were run from different configs (config_sha256 " + withResults.map((i) => `${i.run.config_sha256.slice(0, 12) || "(unknown)"} in ${i.dir}`).join(", ") + "): the merged groups may mix settings."
    );
  const differing = withResults.filter((i) => !sameAnalysis(i.analysis, base));
  if (differing.length > 0)
    warn(
      "the folders were analysed with different thresholds (" + withResults.map((i) => `${i.dir}: ${fmtAnalysis(i.analysis)}`).join("; ") + `); the merged results use ${fmtAnalysis(thresholds)}.`
    );
  warnShardsMissing(inputs, locations, warn);
  const run = mergedRunInfo(opts, inputs, withResults, shas, locations);
  const slo = inputs.find((i) => i.slo)?.slo ?? null;
  const server = placeServerMetrics(inputs, run.started_at, warn);
  if (locations.length > 1) await withMergedIds(tmp, dest.traces, traces, into.places);
  else await rename(tmp, dest.traces);
  const { samples } = into;
  const results = withValidity(
    withServerFigures(
      withLoadFigures(analyzed(samples, run, mergedOrder(inputs)), traces, slo, samples.samplesById),
      traces,
      server
    )
  );
  const serverFile = join(dest.dir, SERVER_METRICS_FILE);
  if (server.length === 0) await rm(serverFile, { force: true });
  else await writeFile(serverFile, server.map((l) => `${JSON.stringify(l)}
`).join(""));
  const at = new Map(traces.map((t, i) => [t.id, into.places[i]]));
  const pass = { at, file: dest.traces, kept: into.keeper.kept };
  return { results, traces: await reportTracesOf(pass, results), files: dest, warnings };
}
function mergedOrder(inputs) {
  return {
    providers: inputs.flatMap((i) => i.order?.providers ?? []),
    prompts: inputs.flatMap((i) => i.order?.prompts ?? [])
  };
}
function idsByLocation(inputs, traces, into, warn) {
  const locations = [...new Set(inputs.flatMap((i) => i.traces.map((t) => t.location ?? null)))];
  if (locations.length > 1) {
    if (locations.includes(null))
      warn(
        'some folders name a location and some do not: the ones without form their own group, "no location". Fix: run every place with --location (the Action input `location`).'
      );
    for (const input of inputs)
      for (const t of input.traces) if (t.location !== void 0) t.id = `${t.id}@${t.location}`;
    for (const t of into.keeper.kept ?? []) if (t.location !== void 0) t.id = `${t.id}@${t.location}`;
    into.samples.results.forEach((r, i) => r.id = traces[i].id);
    into.samples.rekey();
  }
  return locations;
}
function checkEachRequestOnce(inputs) {
  const owner = /* @__PURE__ */ new Map();
  for (const input of inputs) {
    for (const t of input.traces) {
      const first = owner.get(t.id);
      if (first !== void 0)
        throw new MergeError(
          first === input.dir ? `trace id "${t.id}" appears twice in ${input.files.traces}. Fix: each request must be traced once; re-run that shard.` : `trace id "${t.id}" appears in both ${first} and ${input.dir}: the same request would be counted twice. Fix: merge the shards of one run once each (--shard 1/N ... N/N), not overlapping runs or a copy of a folder.`
        );
      owner.set(t.id, input.dir);
    }
  }
}
var locationOf = (i) => i.run?.location ?? i.traces[0]?.location ?? null;
function warnShardsMissing(inputs, locations, warn) {
  for (const place of locations.length > 0 ? locations : [null]) {
    const here = inputs.filter((i) => locations.length <= 1 || locationOf(i) === place);
    const at = locations.length > 1 ? ` from ${place ?? "no location"}` : "";
    const sharded = here.map((i) => i.run?.shard ?? null).filter((s) => s !== null);
    if (sharded.length === 0) continue;
    const counts = new Set(sharded.map((s) => s.count));
    if (counts.size > 1 || sharded.length < here.length)
      warn(
        `the folders${at} do not come from one sharded run (` + here.map((i) => `${i.dir}: ${i.run?.shard ? `shard ${i.run.shard.index}/${i.run.shard.count}` : "not sharded"}`).join(", ") + ")."
      );
    else {
      const count = sharded[0].count;
      const have = new Set(sharded.map((s) => s.index));
      const missing = Array.from({ length: count }, (_, k) => k + 1).filter((k) => !have.has(k));
      if (missing.length > 0)
        warn(
          `shard${missing.length > 1 ? "s" : ""} ${missing.map((k) => `${k}/${count}`).join(", ")}${at} ${missing.length > 1 ? "are" : "is"} not among the merged folders: the results leave those requests out.`
        );
    }
  }
}
function mergedRunInfo(opts, inputs, withResults, shas, locations) {
  const first = withResults[0];
  const now = wallDate(opts.clock ?? systemClock);
  const times = (pick) => withResults.map((i) => pick(i.run)).filter((s) => s !== "").sort();
  const starts = times((r) => r.started_at);
  const ends = times((r) => r.finished_at);
  const fallback = runInfo({
    env: {},
    startedAt: now,
    finishedAt: now,
    configSha256: "",
    configFile: null,
    shard: null
  });
  const run = {
    ...first?.run ?? fallback,
    started_at: starts[0] ?? fallback.started_at,
    finished_at: ends[ends.length - 1] ?? fallback.finished_at,
    config_sha256: shas.size === 1 ? [...shas][0] : first?.run?.config_sha256 ?? "",
    shard: null,
    ci: withResults.find((i) => i.run.ci !== null)?.run?.ci ?? null,
    merged_at: now.toISOString(),
    merged: inputs.map((i) => ({
      dir: i.dir,
      shard: i.run?.shard ?? null,
      config_sha256: i.run?.config_sha256 ?? null,
      started_at: i.run?.started_at ?? null,
      finished_at: i.run?.finished_at ?? null,
      ci: i.run?.ci ?? null,
      traces: i.traces.length,
      ...locationOf(i) !== null ? { location: locationOf(i) } : {},
      ...i.run?.start_at ? { start_at: i.run.start_at } : {}
    }))
  };
  delete run.reanalyzed_at;
  delete run.start_at;
  delete run.location;
  const skipped = /* @__PURE__ */ new Map();
  for (const s of inputs.flatMap((i) => i.run?.skipped_providers ?? []))
    if (!skipped.has(s.provider)) skipped.set(s.provider, s);
  delete run.skipped_providers;
  if (skipped.size > 0) run.skipped_providers = [...skipped.values()];
  const named = locations.filter((l) => l !== null);
  if (locations.length === 1 && named.length === 1) run.location = named[0];
  else if (named.length > 0) run.locations = named;
  return run;
}
async function withMergedIds(from, to, traces, places) {
  const sink = new LineSink(`${to}.${process.pid}.ids.tmp`);
  try {
    let k = 0;
    await eachTrace(from, async (t) => {
      t.id = traces[k].id;
      const line = JSON.stringify(t);
      const bytes = Buffer.byteLength(line);
      places[k++] = { offset: sink.bytes, bytes };
      if (sink.error === null) await sink.write(line + "\n", bytes + 1);
    });
    await sink.close();
    await rename(sink.file, to);
  } catch (err) {
    await sink.abort();
    throw err;
  }
}
function placeServerMetrics(inputs, mergedStartedAt, warn) {
  const base = Date.parse(mergedStartedAt);
  const out = [];
  inputs.forEach((input, k) => {
    if (input.server.length === 0) return;
    const start = Date.parse(input.run?.started_at ?? "");
    if (!Number.isFinite(start) || !Number.isFinite(base)) {
      warn(
        `${join(input.dir, SERVER_METRICS_FILE)} is left out: without ${input.files.results} its run's start, the clock its samples count from, is unknown, so the merged stages' server figures come from the other folders.`
      );
      return;
    }
    const shift = start - base;
    const moved = (ms) => Math.round((ms + shift) * 1e3) / 1e3;
    for (const line of input.server)
      out.push({
        ...line,
        t_ms: moved(line.t_ms),
        ..."answered_ms" in line && typeof line.answered_ms === "number" ? { answered_ms: moved(line.answered_ms) } : {},
        shard: k + 1
      });
  });
  return out.sort((a, b) => a.t_ms - b.t_ms);
}

export {
  mergeOutputs,
  mergeRuns
};
