import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  RESULTS_SCHEMA
} from "./chunk-XAVVK53B.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import {
  external_exports
} from "./chunk-OYLQP5BM.js";

// src/history/history.ts
import { createHash } from "node:crypto";

// src/analyze/results-schema.ts
var count = external_exports.number().int().nonnegative();
var nullableNumber = external_exports.number().nullable();
var Summary = external_exports.looseObject({
  p50: external_exports.number(),
  p90: external_exports.number(),
  p99: external_exports.number(),
  min: external_exports.number(),
  max: external_exports.number()
});
var summary = Summary.nullable();
var ResultsRequest = external_exports.looseObject({
  id: external_exports.string(),
  provider: external_exports.string(),
  model: external_exports.string(),
  prompt: external_exports.string(),
  warmup: external_exports.boolean(),
  outcome: external_exports.enum(["streamed", "buffered", "error"]),
  ttft_ms: nullableNumber,
  total_ms: nullableNumber,
  output_tokens: nullableNumber,
  post_first_content_tps: nullableNumber,
  end_to_end_tps: nullableNumber
});
var ResultsGroup = external_exports.looseObject({
  provider: external_exports.string(),
  model: external_exports.string(),
  prompt: external_exports.string(),
  n: count,
  streamed: count,
  buffered: count,
  errors: count,
  streaming: external_exports.string(),
  ttft_ms: summary,
  post_first_content_tps: summary,
  end_to_end_tps: summary,
  total_ms: summary,
  // Added since results/1 was first written: checked when present.
  ttfa_ms: summary.optional(),
  tpot_ms: summary.optional(),
  decode_tps: summary.optional(),
  itl_ms: summary.optional(),
  chunk_gap_ms: summary.optional(),
  max_gap_ms: summary.optional()
});
var ResultsStage = external_exports.looseObject({
  provider: external_exports.string(),
  prompt: external_exports.string(),
  stage: count,
  label: external_exports.string()
});
var ResultsFile = external_exports.looseObject({
  schema: external_exports.literal(RESULTS_SCHEMA),
  run: external_exports.looseObject({ started_at: external_exports.string() }),
  analysis: external_exports.looseObject({}),
  requests: external_exports.array(ResultsRequest),
  groups: external_exports.array(ResultsGroup),
  flagged: external_exports.array(external_exports.looseObject({})).optional(),
  stages: external_exports.array(ResultsStage).optional()
});
function fieldPath(path) {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : `${out === "" ? "" : "."}${String(p)}`;
  return out === "" ? "(the whole file)" : out;
}
function describeIssues(error, max = 3) {
  const lines = error.issues.slice(0, max).map((i) => `field "${fieldPath(i.path)}": ${i.message}`);
  const more = error.issues.length - max;
  return lines.join("; ") + (more > 0 ? `; and ${more} more` : "");
}

// src/history/columns.ts
var REQUEST_COLUMNS_FORMAT = "streamgauge.request-columns/1";
var HISTORY_REQUEST_FIELDS = [
  "id",
  "provider",
  "model",
  "prompt",
  "rep",
  "warmup",
  "outcome",
  "error_kind",
  "ttft_ms",
  "post_first_content_tps",
  "end_to_end_tps",
  "decode_tps",
  "tpot_ms",
  "total_ms",
  "output_tokens",
  "streamed_tokens",
  "rate_token_basis",
  "implausible",
  "client_stalled",
  "load_stage",
  // Conversations and places: comparisons keep turns, sessions and locations apart.
  "session",
  "turn",
  "location"
];
function toHistoryEntry(results) {
  const fields = {};
  for (const f of HISTORY_REQUEST_FIELDS) {
    if (!results.requests.some((r) => r[f] !== void 0)) continue;
    fields[f] = results.requests.map((r) => r[f] ?? null);
  }
  return {
    ...results,
    requests: [],
    request_columns: { format: REQUEST_COLUMNS_FORMAT, n: results.requests.length, fields }
  };
}
function requestsOfEntry(doc) {
  const cols = doc.request_columns;
  if (cols === void 0) return doc.requests;
  if (cols === null || typeof cols !== "object" || cols.format !== REQUEST_COLUMNS_FORMAT) return null;
  const n = cols.n;
  if (!Number.isInteger(n) || n < 0) return null;
  const entries = Object.entries(cols.fields ?? {});
  if (entries.some(([, v]) => !Array.isArray(v) || v.length !== n)) return null;
  const out = [];
  for (let i = 0; i < n; i++) {
    const r = {};
    for (const [k, v] of entries) r[k] = v[i];
    out.push(r);
  }
  return out;
}

// src/history/history.ts
var DEFAULT_MAX_ENTRIES = 100;
var ENTRY_SUFFIX = ".results.json";
var NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?Z)_([0-9a-f]{10})\.results\.json$/;
var HistoryError = class extends StreamgaugeError {
  code = "SG_HISTORY";
};
function isEntryName(name) {
  return NAME.test(name);
}
function entryName(results) {
  const run = results.run;
  const at = new Date(run.started_at);
  if (typeof run.started_at !== "string" || Number.isNaN(at.getTime()))
    throw new HistoryError(`run.started_at ${JSON.stringify(run.started_at)}: expected an ISO 8601 time`);
  const identity = JSON.stringify([
    run.started_at,
    run.finished_at,
    run.config_sha256,
    run.shard?.index ?? null,
    run.shard?.count ?? null,
    run.ci?.run_id ?? null,
    run.ci?.run_attempt ?? null,
    // Runs of one CI run from several places are separate entries; without a location the name is as before.
    ...run.location !== void 0 ? [run.location] : []
  ]);
  const hash = createHash("sha256").update(identity).digest("hex").slice(0, 10);
  return `${at.toISOString().replace(/:/g, "-")}_${hash}${ENTRY_SUFFIX}`;
}
function sortEntryNames(names) {
  return names.filter(isEntryName).sort();
}
function namesToDrop(names, max) {
  const sorted = sortEntryNames(names);
  return sorted.slice(0, Math.max(0, sorted.length - max));
}
function parseResults(text, where) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new HistoryError(`${where}: not valid JSON (${err.message}). Fix: restore it from the run.`);
  }
  const o = doc;
  if (o === null || typeof o !== "object" || Array.isArray(o))
    throw new HistoryError(`${where}: expected a results.json object`);
  if (o.schema !== RESULTS_SCHEMA)
    throw new HistoryError(
      `${where}: schema is ${JSON.stringify(o.schema)}, expected "${RESULTS_SCHEMA}". Fix: give the results.json of a streamgauge run.`
    );
  if (typeof o.run !== "object" || o.run === null || typeof o.run.started_at !== "string")
    throw new HistoryError(`${where}: field "run.started_at" is missing; expected the run's provenance`);
  if (!Array.isArray(o.requests) || !Array.isArray(o.groups))
    throw new HistoryError(`${where}: fields "requests" and "groups" must be arrays`);
  const requests = requestsOfEntry(o);
  if (requests === null)
    throw new HistoryError(`${where}: field "request_columns" is malformed; expected one array per field, all as long`);
  let full = o;
  if ("request_columns" in o) {
    const { request_columns: _columns, ...rest } = o;
    full = { ...rest, requests };
  }
  const checked = ResultsFile.safeParse(full);
  if (!checked.success)
    throw new HistoryError(
      `${where}: ${describeIssues(checked.error)}. Fix: restore it from the run's artifact, or remove it.`
    );
  return full;
}
async function addToHistory(store, results, opts = {}) {
  const max = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (!Number.isInteger(max) || max < 1) throw new HistoryError(`max entries ${max}: expected a whole number >= 1`);
  if (results.schema !== RESULTS_SCHEMA)
    throw new HistoryError(`results schema ${JSON.stringify(results.schema)}: expected "${RESULTS_SCHEMA}"`);
  const name = entryName(results);
  const before = sortEntryNames(await store.list());
  await store.write(name, JSON.stringify(toHistoryEntry(results)) + "\n");
  const after = before.includes(name) ? before : sortEntryNames([...before, name]);
  const dropped = namesToDrop(after, max);
  for (const d of dropped) await store.remove(d);
  return { name, replaced: before.includes(name), dropped, entries: after.length - dropped.length };
}
async function listHistory(store) {
  return sortEntryNames(await store.list());
}
async function readHistory(store, opts = {}) {
  let names = await listHistory(store);
  if (opts.last !== void 0) names = names.slice(Math.max(0, names.length - opts.last));
  const out = [];
  for (const name of names) {
    try {
      out.push({ name, results: parseResults(await store.read(name), `${store.description}: ${name}`) });
    } catch (err) {
      if (!opts.onWarning) throw err;
      opts.onWarning(`${err.message}; entry skipped`);
    }
  }
  return out;
}

export {
  DEFAULT_MAX_ENTRIES,
  HistoryError,
  isEntryName,
  parseResults,
  addToHistory,
  readHistory
};
