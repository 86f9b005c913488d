import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  RANKED_FIGURES,
  RESULTS_SCHEMA
} from "./chunk-BWMHUM7N.js";

// src/history/history.ts
import { createHash } from "node:crypto";

// src/report/json.ts
var RUN_KEYS = [
  "tool_version",
  "node_version",
  "platform",
  "arch",
  "started_at",
  "finished_at",
  "reanalyzed_at",
  "config_sha256",
  "config_file",
  "shard",
  "ci"
];
var SHARD_KEYS = ["index", "count"];
var CI_KEYS = ["provider", "run_id", "run_attempt", "sha", "ref", "repository"];
var ANALYSIS_KEYS = [
  "min_content_reads",
  "min_generation_s",
  "max_plausible_tps",
  "max_token_disagreement",
  "rate_tokens",
  "max_tokens_per_read"
];
var REQUEST_KEYS = [
  "id",
  "provider",
  "model",
  "prompt",
  "rep",
  "warmup",
  "outcome",
  "buffered_rule",
  "error_kind",
  "error_message",
  "http_status",
  "metric",
  "ttft_ms",
  "ttfa_ms",
  "first_byte_ms",
  "headers_ms",
  "sent_ms",
  "new_connection",
  "connect_ms",
  "dns_ms",
  "tcp_ms",
  "tls_ms",
  "first_content_ms",
  "total_ms",
  "generation_ms",
  "content_reads",
  "output_tokens",
  "reasoning_tokens",
  "token_source",
  "usage_output_tokens",
  "reference_output_tokens",
  "reference_tokenizer",
  "token_disagreement",
  "token_mismatch",
  "streamed_tokens",
  "hidden_reasoning_tokens",
  "hidden_reasoning_estimate",
  "streamed_reasoning_tokens",
  "rate_token_basis",
  "server_generation_ms",
  "server_tps",
  "post_first_content_tps",
  "end_to_end_tps",
  "implausible",
  "first_read_tokens",
  "first_read_tokens_basis",
  "tpot_ms",
  "decode_tps",
  "tokens_per_content_read",
  "chunking",
  "max_gap_ms",
  "truncated",
  "content_filtered"
];
var SUMMARY_KEYS = ["p50", "p90", "p99", "min", "max"];
var GROUP_KEYS = [
  "provider",
  "model",
  "prompt",
  "n",
  "streamed",
  "buffered",
  "errors",
  "implausible",
  "streaming",
  "ttft_ms",
  "ttfa_ms",
  "post_first_content_tps",
  "end_to_end_tps",
  "total_ms",
  "tpot_ms",
  "decode_tps",
  "itl_ms",
  "chunk_gap_ms",
  "max_gap_ms",
  "n_decode",
  "coarse",
  "truncated",
  "n_ttft",
  "n_ttfa",
  "n_post_first_content",
  "n_end_to_end",
  "n_total",
  "ttft_ms_ci",
  "post_first_content_tps_ci",
  "end_to_end_tps_ci",
  "decode_tps_ci",
  "too_few_samples",
  "hidden_reasoning"
];
var HIDDEN_KEYS = [
  "requests",
  "of",
  "hidden_tokens_p50",
  "output_tokens_p50",
  "streamed_tokens_p50",
  "estimated",
  "rates_exclude_hidden"
];
var INTERVAL_KEYS = ["low", "high", "level"];
var RANK_FIGURE_KEYS = RANKED_FIGURES.map((f) => f.key);
var RANK_KEYS = ["rank", "low", "high", "share", "of"];
var BASELINE_KEYS = ["runs", "min_effect_pct", "ci_level", "resamples", "min_samples", "method"];
var BASELINE_RUN_KEYS = ["started_at", "config_sha256", "ci_run_id", "sha", "source"];
var COMPARISON_KEYS = [
  "provider",
  "prompt",
  "metric",
  "baseline_p50",
  "current_p50",
  "delta_pct",
  "ci_low_pct",
  "ci_high_pct",
  "verdict",
  "reason",
  "baseline_n",
  "current_n",
  "baseline_runs"
];
var STREAMING_CHANGE_KEYS = [
  "provider",
  "prompt",
  "baseline_streaming",
  "current_streaming",
  "baseline_streamed",
  "baseline_buffered",
  "current_streamed",
  "current_buffered",
  "change",
  "alert"
];
var FLAG_KEYS = ["id", "provider", "prompt", "reason", "detail"];
var RESULTS_KEYS = [
  "schema",
  "run",
  "analysis",
  "requests",
  "groups",
  "flagged",
  "baseline",
  "comparisons",
  "streaming_changes"
];
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function ordered(v, keys, nested = {}) {
  if (!isObject(v)) return canonical(v);
  const out = {};
  const known = new Set(keys);
  const rest = Object.keys(v).filter((k) => !known.has(k)).sort();
  for (const k of [...keys, ...rest]) {
    if (!Object.hasOwn(v, k) || v[k] === void 0) continue;
    const f = nested[k];
    out[k] = f ? f(v[k]) : canonical(v[k]);
  }
  return out;
}
function canonical(v) {
  if (Array.isArray(v)) return v.map(canonical);
  if (isObject(v)) return ordered(v, []);
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" || typeof v === "boolean" || v === null) return v;
  return null;
}
var list = (f) => (v) => Array.isArray(v) ? v.map(f) : canonical(v);
var summary = (v) => ordered(v, SUMMARY_KEYS);
var run = (v) => ordered(v, RUN_KEYS, { shard: (x) => ordered(x, SHARD_KEYS), ci: (x) => ordered(x, CI_KEYS) });
var request = (v) => ordered(v, REQUEST_KEYS);
var interval = (v) => ordered(v, INTERVAL_KEYS);
var ranks = (v) => ordered(
  v,
  RANK_FIGURE_KEYS,
  Object.fromEntries(RANK_FIGURE_KEYS.map((k) => [k, (x) => ordered(x, RANK_KEYS)]))
);
var group = (v) => ordered(v, GROUP_KEYS, {
  ttft_ms: summary,
  ttfa_ms: summary,
  post_first_content_tps: summary,
  end_to_end_tps: summary,
  total_ms: summary,
  tpot_ms: summary,
  decode_tps: summary,
  itl_ms: summary,
  chunk_gap_ms: summary,
  max_gap_ms: summary,
  ttft_ms_ci: interval,
  post_first_content_tps_ci: interval,
  end_to_end_tps_ci: interval,
  decode_tps_ci: interval,
  hidden_reasoning: (x) => ordered(x, HIDDEN_KEYS),
  ranks,
  unranked: (x) => ordered(x, RANK_FIGURE_KEYS)
});
var flag = (v) => ordered(v, FLAG_KEYS);
var baseline = (v) => ordered(v, BASELINE_KEYS, { runs: list((x) => ordered(x, BASELINE_RUN_KEYS)) });
function renderResultsJson(results) {
  const doc = ordered(results, RESULTS_KEYS, {
    run,
    analysis: (x) => ordered(x, ANALYSIS_KEYS),
    requests: list(request),
    groups: list(group),
    flagged: list(flag),
    baseline,
    comparisons: list((x) => ordered(x, COMPARISON_KEYS)),
    streaming_changes: list((x) => ordered(x, STREAMING_CHANGE_KEYS))
  });
  return JSON.stringify(doc, null, 2) + "\n";
}

// src/history/history.ts
var DEFAULT_MAX_ENTRIES = 100;
var ENTRY_SUFFIX = ".results.json";
var NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?Z)_([0-9a-f]{10})\.results\.json$/;
var HistoryError = class extends Error {
};
function isEntryName(name) {
  return NAME.test(name);
}
function entryName(results) {
  const run2 = results.run;
  const at = new Date(run2.started_at);
  if (typeof run2.started_at !== "string" || Number.isNaN(at.getTime()))
    throw new HistoryError(`run.started_at ${JSON.stringify(run2.started_at)}: expected an ISO 8601 time`);
  const identity = JSON.stringify([
    run2.started_at,
    run2.finished_at,
    run2.config_sha256,
    run2.shard?.index ?? null,
    run2.shard?.count ?? null,
    run2.ci?.run_id ?? null,
    run2.ci?.run_attempt ?? null
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
  return o;
}
async function addToHistory(store, results, opts = {}) {
  const max = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (!Number.isInteger(max) || max < 1) throw new HistoryError(`max entries ${max}: expected a whole number >= 1`);
  if (results.schema !== RESULTS_SCHEMA)
    throw new HistoryError(`results schema ${JSON.stringify(results.schema)}: expected "${RESULTS_SCHEMA}"`);
  const name = entryName(results);
  const before = sortEntryNames(await store.list());
  await store.write(name, renderResultsJson(results));
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
  REQUEST_KEYS,
  renderResultsJson,
  DEFAULT_MAX_ENTRIES,
  HistoryError,
  isEntryName,
  parseResults,
  addToHistory,
  readHistory
};
