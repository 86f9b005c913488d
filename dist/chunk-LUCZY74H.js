import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  TraceWriter,
  outputFiles,
  publish,
  readTraces,
  runInfo,
  systemClock,
  wallDate,
  withLoadFigures
} from "./chunk-FT6HG25G.js";
import {
  Analysis,
  DEFAULT_ANALYSIS,
  Slo,
  analyze
} from "./chunk-QIBXIRNL.js";
import {
  RESULTS_SCHEMA
} from "./chunk-BWMHUM7N.js";

// src/run/cancel.ts
function cancelOnSignals(source, onFirst) {
  const controller = new AbortController();
  let received = null;
  const listener = (name) => () => {
    if (received) return;
    received = name;
    onFirst(name);
    controller.abort();
  };
  const onInt = listener("SIGINT");
  const onTerm = listener("SIGTERM");
  source.on("SIGINT", onInt);
  source.on("SIGTERM", onTerm);
  return {
    signal: controller.signal,
    received: () => received,
    dispose: () => {
      source.off("SIGINT", onInt);
      source.off("SIGTERM", onTerm);
    }
  };
}

// src/run/merge.ts
import { mkdir, readFile } from "node:fs/promises";
import { resolve } from "node:path";
var MergeError = class extends Error {
};
async function mergeOutputs(opts) {
  const merged = await mergeRuns(opts);
  await publish(merged.files, merged);
  return merged;
}
async function readInput(dir, warn) {
  const files = outputFiles(dir);
  const traces = await readTraces(files.traces);
  let text;
  try {
    text = await readFile(files.results, "utf8");
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
    warn(
      `${files.results} is missing (was the run cut short?): its ${traces.length} trace(s) are merged, its thresholds and provenance are unknown.`
    );
    return { dir, files, traces, run: null, analysis: null };
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new MergeError(
      `${files.results}: not valid JSON (${err.message}). Fix: restore the file from the run, or delete it.`
    );
  }
  if (parsed.schema !== RESULTS_SCHEMA)
    throw new MergeError(
      `${files.results}: schema is ${JSON.stringify(parsed.schema)}, expected "${RESULTS_SCHEMA}". Fix: merge output folders written by this version of streamgauge.`
    );
  const analysis = Analysis.safeParse(parsed.analysis);
  if (!analysis.success)
    throw new MergeError(`${files.results}: field "analysis" is not a set of thresholds: ${analysis.error.message}`);
  const slo = Slo.safeParse(parsed.slo);
  return { dir, files, traces, run: parsed.run ?? null, analysis: analysis.data, slo: slo.success ? slo.data : null };
}
var sameAnalysis = (a, b) => {
  const keys = /* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
};
var fmtAnalysis = (a) => Object.entries(a).map(([k, v]) => `${k} ${String(v)}`).join(", ");
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
  const inputs = [];
  for (const dir of opts.inputs) inputs.push(await readInput(dir, warn));
  const owner = /* @__PURE__ */ new Map();
  for (const input of inputs) {
    for (const t of input.traces) {
      const first2 = owner.get(t.id);
      if (first2 !== void 0)
        throw new MergeError(
          first2 === input.dir ? `trace id "${t.id}" appears twice in ${input.files.traces}. Fix: each request must be traced once; re-run that shard.` : `trace id "${t.id}" appears in both ${first2} and ${input.dir}: the same request would be counted twice. Fix: merge the shards of one run once each (--shard 1/N ... N/N), not overlapping runs or a copy of a folder.`
        );
      owner.set(t.id, input.dir);
    }
  }
  const withResults = inputs.filter((i) => i.run !== null && i.analysis !== null);
  const shas = new Set(withResults.map((i) => i.run.config_sha256));
  if (shas.size > 1)
    warn(
      "the folders were run from different configs (config_sha256 " + withResults.map((i) => `${i.run.config_sha256.slice(0, 12) || "(unknown)"} in ${i.dir}`).join(", ") + "): the merged groups may mix settings."
    );
  const first = withResults[0];
  const base = first?.analysis ?? DEFAULT_ANALYSIS;
  const differing = withResults.filter((i) => !sameAnalysis(i.analysis, base));
  const overrides = definedOnly(opts.analysis ?? {});
  const thresholds = Analysis.parse({ ...base, ...overrides });
  if (differing.length > 0)
    warn(
      "the folders were analysed with different thresholds (" + withResults.map((i) => `${i.dir}: ${fmtAnalysis(i.analysis)}`).join("; ") + `); the merged results use ${fmtAnalysis(thresholds)}.`
    );
  const shards = inputs.map((i) => i.run?.shard ?? null);
  const sharded = shards.filter((s) => s !== null);
  if (sharded.length > 0) {
    const counts = new Set(sharded.map((s) => s.count));
    if (counts.size > 1 || sharded.length < inputs.length)
      warn(
        "the folders do not come from one sharded run (" + inputs.map((i) => `${i.dir}: ${i.run?.shard ? `shard ${i.run.shard.index}/${i.run.shard.count}` : "not sharded"}`).join(", ") + ")."
      );
    else {
      const count = sharded[0].count;
      const have = new Set(sharded.map((s) => s.index));
      const missing = Array.from({ length: count }, (_, k) => k + 1).filter((k) => !have.has(k));
      if (missing.length > 0)
        warn(
          `shard${missing.length > 1 ? "s" : ""} ${missing.map((k) => `${k}/${count}`).join(", ")} ${missing.length > 1 ? "are" : "is"} not among the merged folders: the results leave those requests out.`
        );
    }
  }
  const traces = inputs.flatMap((i) => i.traces);
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
      traces: i.traces.length
    }))
  };
  delete run.reanalyzed_at;
  const slo = inputs.find((i) => i.slo)?.slo ?? null;
  const results = withLoadFigures(analyze(traces, thresholds, run), traces, slo);
  await mkdir(dest.dir, { recursive: true });
  const identity = (s) => s;
  const writer = await TraceWriter.create(dest.traces, identity);
  try {
    for (const t of traces) await writer.append(t);
  } finally {
    await writer.close();
  }
  return { results, traces, files: dest, warnings };
}

export {
  cancelOnSignals,
  MergeError,
  mergeOutputs,
  mergeRuns
};
