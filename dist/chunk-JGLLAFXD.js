import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DEFAULT_STATISTICS,
  bootstrapDeltaPctCi,
  bootstrapMedianCi,
  dropNoise,
  dropNoiseOrNull,
  median,
  seedFrom,
  sortedFinite,
  summarize
} from "./chunk-D3EBJHAK.js";

// src/history/history.ts
import { createHash } from "node:crypto";

// src/analyze/types.ts
var RESULTS_SCHEMA = "streamgauge.results/1";

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
  "rate_tokens"
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
  "server_generation_ms",
  "server_tps",
  "post_first_content_tps",
  "end_to_end_tps",
  "implausible"
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
  "n_ttft",
  "n_ttfa",
  "n_post_first_content",
  "n_end_to_end",
  "n_total",
  "ttft_ms_ci",
  "post_first_content_tps_ci",
  "end_to_end_tps_ci",
  "too_few_samples"
];
var INTERVAL_KEYS = ["low", "high", "level"];
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
var group = (v) => ordered(v, GROUP_KEYS, {
  ttft_ms: summary,
  ttfa_ms: summary,
  post_first_content_tps: summary,
  end_to_end_tps: summary,
  total_ms: summary,
  ttft_ms_ci: interval,
  post_first_content_tps_ci: interval,
  end_to_end_tps_ci: interval
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

// src/analyze/classify.ts
function generationMs(trace) {
  const { first_content, end } = trace.at;
  if (first_content === null || end === null) return null;
  return dropNoise(end - first_content);
}
function classify(trace, t) {
  if (trace.error) {
    return { outcome: "error", buffered_rule: null, error_kind: trace.error.kind, error_message: trace.error.message };
  }
  if (trace.output.chars + trace.output.reasoning_chars === 0) {
    return {
      outcome: "error",
      buffered_rule: null,
      error_kind: "empty_output",
      error_message: "the response carried no answer or reasoning text"
    };
  }
  if (trace.content_reads < t.min_content_reads) {
    return { outcome: "buffered", buffered_rule: "content_reads", error_kind: null, error_message: null };
  }
  const gen = generationMs(trace);
  if (gen === null || gen < dropNoise(t.min_generation_s * 1e3)) {
    return { outcome: "buffered", buffered_rule: "generation_interval", error_kind: null, error_message: null };
  }
  return { outcome: "streamed", buffered_rule: null, error_kind: null, error_message: null };
}
function zeroInterval(tokens, intervalMs, value) {
  return value === null && tokens > 0 && intervalMs !== null && intervalMs <= 0;
}
function implausibleReasons(r, t) {
  if (r.outcome === "error") return [];
  const out = [];
  const max = t.max_plausible_tps;
  if (r.outcome === "streamed") {
    if (r.post_first_content_tps !== null && r.post_first_content_tps > max) {
      out.push(`post_first_content_tps ${fig(r.post_first_content_tps)} > max_plausible_tps ${max}`);
    } else if (zeroInterval(r.output_tokens, r.generation_ms, r.post_first_content_tps)) {
      out.push(
        `post_first_content_tps undefined: ${r.output_tokens} tokens over a ${r.generation_ms} ms interval, reported as null`
      );
    }
  }
  if (r.end_to_end_tps !== null && r.end_to_end_tps > max) {
    out.push(`end_to_end_tps ${fig(r.end_to_end_tps)} > max_plausible_tps ${max}`);
  } else if (zeroInterval(r.output_tokens, r.total_ms, r.end_to_end_tps)) {
    out.push(`end_to_end_tps undefined: ${r.output_tokens} tokens over a ${r.total_ms} ms interval, reported as null`);
  }
  return out;
}
function fig(x) {
  return String(Math.abs(x) >= 100 ? Math.round(x) : Number(x.toPrecision(3)));
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
function flagsForRequest(r, t) {
  const flag2 = (reason, detail) => ({
    id: r.id,
    provider: r.provider,
    prompt: r.prompt,
    reason,
    detail
  });
  const flags = [];
  if (r.outcome === "error") {
    const named = r.error_message?.startsWith(`HTTP ${r.http_status}`) ?? false;
    const status = r.http_status !== null && r.error_kind === "http_status" && !named ? ` (HTTP ${r.http_status})` : "";
    const message = r.error_message ? `: ${r.error_message}` : "";
    flags.push(flag2("error", `${r.error_kind ?? "error"}${status}${message}`));
    return flags;
  }
  if (r.outcome === "buffered") {
    let detail;
    if (r.buffered_rule === "content_reads") {
      detail = `content_reads: ${plural(r.content_reads, "read", "reads")} carried content, fewer than min_content_reads ${t.min_content_reads}`;
    } else if (r.generation_ms === null) {
      detail = "generation_interval: no interval from first content to end could be measured";
    } else {
      detail = `generation_interval: ${fig(r.generation_ms)} ms from first content to end, under min_generation_s ${t.min_generation_s} s`;
    }
    if (r.end_to_end_tps !== null) detail += `; end-to-end ${fig(r.end_to_end_tps)} tok/s`;
    flags.push(flag2("buffered", detail));
  }
  if (r.implausible) {
    const reasons = implausibleReasons(r, t);
    flags.push(flag2("implausible", reasons.length > 0 ? reasons.join("; ") : "marked implausible"));
  }
  if (r.token_mismatch && r.token_disagreement !== null) {
    flags.push(
      flag2(
        "token_mismatch",
        `the provider counted ${r.usage_output_tokens} output tokens, ${fig(Math.abs(r.token_disagreement) * 100)}% ${r.token_disagreement > 0 ? "more" : "fewer"} than ${r.reference_tokenizer} counts in the received text (${r.reference_output_tokens}; max_token_disagreement ${t.max_token_disagreement})`
      )
    );
  }
  return flags;
}

// src/analyze/rates.ts
var SERVER_COUNTER_APIS = /* @__PURE__ */ new Set(["ollama"]);
var MIN_TOKENS_TO_COMPARE = 20;
var finite = (x) => typeof x === "number" && Number.isFinite(x);
function countTokens(trace, t) {
  const usage = trace.usage;
  const reasoning_tokens = usage?.reasoning_tokens ?? null;
  const native = usage && finite(usage.output_tokens) ? usage.output_tokens : null;
  const nativeSource = SERVER_COUNTER_APIS.has(trace.api ?? "") ? "server" : "usage";
  const ref = trace.reference_tokens ?? null;
  const refCount = ref && finite(ref.output_tokens) ? ref.output_tokens : null;
  const base = {
    reasoning_tokens,
    usage_output_tokens: native,
    reference_output_tokens: refCount,
    reference_tokenizer: ref?.tokenizer ?? null,
    token_disagreement: disagreement(trace, native, reasoning_tokens)
  };
  if (t?.rate_tokens === "reference" && refCount !== null)
    return { ...base, output_tokens: refCount, token_source: `tokenizer:${ref.tokenizer}` };
  if (native !== null) return { ...base, output_tokens: native, token_source: nativeSource };
  if (refCount !== null) return { ...base, output_tokens: refCount, token_source: `tokenizer:${ref.tokenizer}` };
  const chars = trace.output.chars + trace.output.reasoning_chars;
  return { ...base, output_tokens: Math.ceil(chars / 4), token_source: "estimate" };
}
function disagreement(trace, native, reasoning) {
  const ref = trace.reference_tokens;
  if (native === null || !ref) return null;
  const provider = reasoning !== null && reasoning > 0 ? native - reasoning : native;
  const reference = reasoning !== null && reasoning > 0 ? ref.output_tokens - ref.reasoning_tokens : ref.output_tokens;
  if (reference < MIN_TOKENS_TO_COMPARE) return null;
  return dropNoise((provider - reference) / reference);
}
var GENERATION_MS = ["generation_ms", "eval_ms", "predicted_ms", "completion_ms"];
var GENERATION_TOKENS = ["generation_tokens", "eval_count", "predicted_n"];
function serverRate(trace, outputTokens) {
  const st = trace.server_timing;
  if (!st) return { ms: null, tps: null };
  const ms = GENERATION_MS.map((k) => st[k]).find(finite) ?? null;
  const tokens = GENERATION_TOKENS.map((k) => st[k]).find(finite) ?? outputTokens;
  return { ms, tps: rate(tokens, ms) };
}
function rate(tokens, intervalMs) {
  if (intervalMs === null || !(intervalMs > 0) || !Number.isFinite(intervalMs)) return null;
  const r = tokens / (intervalMs / 1e3);
  return Number.isFinite(r) ? r : null;
}
function analyzeRequest(trace, t) {
  const c = classify(trace, t);
  const tokens = countTokens(trace, t);
  const ok = c.outcome !== "error";
  const streamed = c.outcome === "streamed";
  const generation_ms = generationMs(trace);
  const total_ms = trace.at.end;
  const server = serverRate(trace, tokens.output_tokens);
  const post_first_content_tps = streamed ? rate(tokens.output_tokens, generation_ms) : null;
  const end_to_end_tps = ok ? rate(tokens.output_tokens, total_ms) : null;
  const implausible = implausibleReasons(
    {
      outcome: c.outcome,
      output_tokens: tokens.output_tokens,
      generation_ms,
      total_ms,
      post_first_content_tps,
      end_to_end_tps
    },
    t
  ).length > 0;
  return {
    id: trace.id,
    provider: trace.provider,
    model: trace.model,
    prompt: trace.prompt,
    rep: trace.rep,
    warmup: trace.warmup,
    outcome: c.outcome,
    buffered_rule: c.buffered_rule,
    error_kind: c.error_kind,
    error_message: c.error_message,
    http_status: trace.error?.http_status ?? trace.http.status ?? null,
    metric: streamed ? "post_first_content" : ok ? "end_to_end" : null,
    ttft_ms: streamed ? trace.at.first_content : null,
    ttfa_ms: streamed ? trace.at.first_answer : null,
    // Raw moments, exactly as the trace holds them.
    first_byte_ms: trace.at.first_byte,
    headers_ms: trace.at.headers,
    first_content_ms: trace.at.first_content,
    total_ms,
    generation_ms,
    content_reads: trace.content_reads,
    output_tokens: tokens.output_tokens,
    reasoning_tokens: tokens.reasoning_tokens,
    token_source: tokens.token_source,
    usage_output_tokens: tokens.usage_output_tokens,
    reference_output_tokens: tokens.reference_output_tokens,
    reference_tokenizer: tokens.reference_tokenizer,
    token_disagreement: tokens.token_disagreement,
    server_generation_ms: ok ? server.ms : null,
    server_tps: ok ? dropNoiseOrNull(server.tps) : null,
    post_first_content_tps: dropNoiseOrNull(post_first_content_tps),
    end_to_end_tps: dropNoiseOrNull(end_to_end_tps),
    implausible,
    token_mismatch: tokens.token_disagreement !== null && Math.abs(tokens.token_disagreement) > t.max_token_disagreement
  };
}

// src/analyze/index.ts
function groupCi(provider, prompt, metric, values, s = DEFAULT_STATISTICS) {
  if (values.length < Math.max(1, s.min_samples)) return null;
  const ci = bootstrapMedianCi(values, seedFrom(provider, prompt, metric), s);
  return ci === null ? null : { low: dropNoise(ci.low), high: dropNoise(ci.high), level: s.ci_level };
}
function streamingVerdict(streamed, buffered) {
  if (streamed > 0 && buffered > 0) return "mixed";
  if (streamed > 0) return "observed";
  if (buffered > 0) return "not_observed";
  return "unknown";
}
function summary2(values) {
  const present = values.filter((v) => v !== null && Number.isFinite(v));
  const s = summarize(present);
  if (s === null) return { s: null, n: 0, values: [] };
  return {
    s: { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max },
    n: present.length,
    values: present
  };
}
function summarizeGroup(requests, stats = DEFAULT_STATISTICS) {
  const first = requests[0];
  if (first === void 0) throw new Error("summarizeGroup: a group has at least one request");
  const streamedReqs = requests.filter((r) => r.outcome === "streamed");
  const okReqs = requests.filter((r) => r.outcome !== "error");
  const streamed = streamedReqs.length;
  const buffered = requests.filter((r) => r.outcome === "buffered").length;
  const ttft = summary2(streamedReqs.map((r) => r.ttft_ms));
  const ttfa = summary2(streamedReqs.map((r) => r.ttfa_ms));
  const pfc = summary2(streamedReqs.map((r) => r.post_first_content_tps));
  const e2e = summary2(okReqs.map((r) => r.end_to_end_tps));
  const total = summary2(okReqs.map((r) => r.total_ms));
  const server = summary2(okReqs.map((r) => r.server_tps));
  return {
    provider: first.provider,
    model: first.model,
    prompt: first.prompt,
    n: requests.length,
    streamed,
    buffered,
    errors: requests.length - okReqs.length,
    implausible: requests.filter((r) => r.implausible).length,
    streaming: streamingVerdict(streamed, buffered),
    ttft_ms: ttft.s,
    ttfa_ms: ttfa.s,
    post_first_content_tps: pfc.s,
    end_to_end_tps: e2e.s,
    total_ms: total.s,
    server_tps: server.s,
    n_server: server.n,
    token_mismatches: requests.filter((r) => r.token_mismatch).length,
    n_ttft: ttft.n,
    n_ttfa: ttfa.n,
    n_post_first_content: pfc.n,
    n_end_to_end: e2e.n,
    n_total: total.n,
    ttft_ms_ci: groupCi(first.provider, first.prompt, "ttft_ms", ttft.values, stats),
    post_first_content_tps_ci: groupCi(first.provider, first.prompt, "post_first_content_tps", pfc.values, stats),
    end_to_end_tps_ci: groupCi(first.provider, first.prompt, "end_to_end_tps", e2e.values, stats),
    too_few_samples: pfc.n > 0 && pfc.n < stats.min_samples
  };
}
function groupRequests(requests) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of requests) {
    if (r.warmup) continue;
    const key2 = JSON.stringify([r.provider, r.prompt]);
    let list2 = groups.get(key2);
    if (list2 === void 0) {
      list2 = [];
      groups.set(key2, list2);
    }
    list2.push(r);
  }
  return [...groups.values()];
}
function sortInPlanOrder(requests) {
  const providers = /* @__PURE__ */ new Map();
  const prompts = /* @__PURE__ */ new Map();
  for (const r of requests) {
    if (!providers.has(r.provider)) providers.set(r.provider, providers.size);
    if (!prompts.has(r.prompt)) prompts.set(r.prompt, prompts.size);
  }
  return requests.map((r, i) => ({ r, i })).sort(
    (a, b) => providers.get(a.r.provider) - providers.get(b.r.provider) || prompts.get(a.r.prompt) - prompts.get(b.r.prompt) || Number(b.r.warmup) - Number(a.r.warmup) || a.r.rep - b.r.rep || a.i - b.i
  ).map(({ r }) => r);
}
function analyze(traces, thresholds, run2, stats = DEFAULT_STATISTICS) {
  const analysis = {
    min_content_reads: thresholds.min_content_reads,
    min_generation_s: thresholds.min_generation_s,
    max_plausible_tps: thresholds.max_plausible_tps,
    max_token_disagreement: thresholds.max_token_disagreement,
    rate_tokens: thresholds.rate_tokens
  };
  const requests = sortInPlanOrder(traces.map((t) => analyzeRequest(t, analysis)));
  const groups = groupRequests(requests).map((g) => summarizeGroup(g, stats));
  const flagged = requests.filter((r) => !r.warmup).flatMap((r) => flagsForRequest(r, analysis));
  return { schema: RESULTS_SCHEMA, run: run2, analysis, requests, groups, flagged };
}

// src/analyze/compare.ts
var COMPARISON_METRICS = ["ttft_ms", "post_first_content_tps", "end_to_end_tps"];
var SMALLER_IS_BETTER = {
  ttft_ms: true,
  post_first_content_tps: false,
  end_to_end_tps: false
};
var DEFAULT_MIN_EFFECT_PCT = 10;
var DEFAULT_COMPARE = { ...DEFAULT_STATISTICS, min_effect_pct: DEFAULT_MIN_EFFECT_PCT };
var COMPARISON_METHOD = "bootstrap CI of the difference of medians (baseline resampled by run, then by response)";
var key = (provider, prompt) => JSON.stringify([provider, prompt]);
function comparableValues(requests, metric) {
  const out = [];
  for (const r of requests) {
    if (r.warmup || r.outcome !== "streamed") continue;
    const v = r[metric];
    if (typeof v === "number" && Number.isFinite(v)) out.push(v);
  }
  return out;
}
function byGroup(results) {
  const m = /* @__PURE__ */ new Map();
  for (const r of results.requests) {
    if (r.warmup) continue;
    const k = key(r.provider, r.prompt);
    let list2 = m.get(k);
    if (list2 === void 0) m.set(k, list2 = []);
    list2.push(r);
  }
  return m;
}
function sameRun(a, b) {
  return a.run.started_at === b.run.started_at && a.run.finished_at === b.run.finished_at && a.run.config_sha256 === b.run.config_sha256 && (a.run.shard?.index ?? null) === (b.run.shard?.index ?? null);
}
function verdictOf(metric, deltaPct, ciLowPct, ciHighPct, minEffectPct) {
  const up = ciLowPct > 0 && ciLowPct >= minEffectPct && deltaPct >= minEffectPct;
  const down = ciHighPct < 0 && ciHighPct <= -minEffectPct && deltaPct <= -minEffectPct;
  if (!up && !down) return "no_change";
  return up === SMALLER_IS_BETTER[metric] ? "slower" : "faster";
}
function compareMetric(provider, prompt, metric, baselineRuns, current, settings = DEFAULT_COMPARE) {
  const runs = baselineRuns.map(sortedFinite).filter((r) => r.length > 0);
  const pooled = sortedFinite(runs.flat());
  const cur = sortedFinite(current);
  const baselineP50 = pooled.length > 0 ? dropNoise(median(pooled)) : null;
  const currentP50 = cur.length > 0 ? dropNoise(median(cur)) : null;
  const delta = baselineP50 !== null && currentP50 !== null && baselineP50 > 0 ? dropNoise(100 * (currentP50 - baselineP50) / baselineP50) : null;
  const base = {
    provider,
    prompt,
    metric,
    baseline_p50: baselineP50,
    current_p50: currentP50,
    delta_pct: delta,
    ci_low_pct: null,
    ci_high_pct: null,
    verdict: "insufficient_data",
    baseline_n: pooled.length,
    current_n: cur.length,
    baseline_runs: runs.length
  };
  const min = Math.max(1, settings.min_samples);
  if (delta === null || pooled.length < min || cur.length < min) return base;
  const ci = bootstrapDeltaPctCi(runs, cur, seedFrom("compare", provider, prompt, metric), settings);
  if (ci === null) return base;
  const low = dropNoise(ci.low);
  const high = dropNoise(ci.high);
  return {
    ...base,
    ci_low_pct: low,
    ci_high_pct: high,
    verdict: verdictOf(metric, delta, low, high, settings.min_effect_pct)
  };
}
var WORSENESS = { observed: 0, mixed: 1, not_observed: 2, unknown: -1 };
var CHANGE = {
  observed: "became_streamed",
  mixed: "became_mixed",
  not_observed: "became_buffered"
};
function streamingChange(provider, prompt, baseline2, current) {
  const was = streamingVerdict(baseline2.streamed, baseline2.buffered);
  const now = streamingVerdict(current.streamed, current.buffered);
  if (was === now || was === "unknown" || now === "unknown") return null;
  return {
    provider,
    prompt,
    baseline_streaming: was,
    current_streaming: now,
    baseline_streamed: baseline2.streamed,
    baseline_buffered: baseline2.buffered,
    current_streamed: current.streamed,
    current_buffered: current.buffered,
    change: CHANGE[now],
    alert: WORSENESS[now] > WORSENESS[was]
  };
}
function baselineRun(b) {
  const run2 = b.results.run;
  return {
    started_at: run2.started_at,
    config_sha256: run2.config_sha256,
    ci_run_id: run2.ci?.run_id ?? null,
    sha: run2.ci?.sha ?? null,
    source: b.source ?? null
  };
}
function compareRuns(current, baselines, settings = {}) {
  const s = { ...DEFAULT_COMPARE, ...definedOnly(settings) };
  const inputs = baselines.map((b) => "results" in b ? b : { results: b }).filter((b) => !sameRun(b.results, current));
  const baseGroups = inputs.map((b) => byGroup(b.results));
  const curGroups = byGroup(current);
  const comparisons = [];
  const streaming_changes = [];
  for (const g of current.groups) {
    const k = key(g.provider, g.prompt);
    const cur = curGroups.get(k) ?? [];
    const base = baseGroups.map((m) => m.get(k)).filter((x) => x !== void 0);
    for (const metric of COMPARISON_METRICS) {
      comparisons.push(
        compareMetric(
          g.provider,
          g.prompt,
          metric,
          base.map((reqs) => comparableValues(reqs, metric)),
          comparableValues(cur, metric),
          s
        )
      );
    }
    const tally = (reqs) => ({
      streamed: reqs.filter((r) => r.outcome === "streamed").length,
      buffered: reqs.filter((r) => r.outcome === "buffered").length
    });
    const b = base.map(tally).reduce((a, t) => ({ streamed: a.streamed + t.streamed, buffered: a.buffered + t.buffered }), {
      streamed: 0,
      buffered: 0
    });
    const change = streamingChange(g.provider, g.prompt, b, tally(cur));
    if (change !== null) streaming_changes.push(change);
  }
  return {
    baseline: {
      runs: inputs.map(baselineRun),
      min_effect_pct: s.min_effect_pct,
      ci_level: s.ci_level,
      resamples: s.resamples,
      min_samples: s.min_samples,
      method: COMPARISON_METHOD
    },
    comparisons,
    streaming_changes
  };
}
function withComparisons(current, baselines, settings = {}) {
  return { ...current, ...compareRuns(current, baselines, settings) };
}
function regressions(results) {
  return {
    slower: (results.comparisons ?? []).filter((c) => c.verdict === "slower"),
    stopped_streaming: (results.streaming_changes ?? []).filter((c) => c.alert)
  };
}
function hasRegression(results) {
  const r = regressions(results);
  return r.slower.length > 0 || r.stopped_streaming.length > 0;
}
function definedOnly(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}

export {
  classify,
  RESULTS_SCHEMA,
  streamingVerdict,
  analyze,
  REQUEST_KEYS,
  renderResultsJson,
  DEFAULT_MAX_ENTRIES,
  HistoryError,
  parseResults,
  addToHistory,
  readHistory,
  COMPARISON_METRICS,
  DEFAULT_MIN_EFFECT_PCT,
  withComparisons,
  regressions,
  hasRegression
};
