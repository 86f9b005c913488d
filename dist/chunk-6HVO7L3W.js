import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  mulberry32
} from "./chunk-WOMTUNJ4.js";

// src/stats.ts
function percentile(sorted, p) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  const a = sorted[lo];
  const b = sorted[hi];
  return a + (h - lo) * (b - a);
}
function finiteSorted(values) {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) n++;
  const sorted = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (Number.isFinite(v)) sorted[k++] = v;
  }
  return sorted.sort();
}
function sortedFinite(values) {
  return Array.from(finiteSorted(values));
}
var SUMMARY_KEYS = ["p50", "p90", "p99", "min", "max"];
function summarize(values) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return null;
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    min: sorted[0],
    max: sorted[sorted.length - 1]
  };
}
function dropNoise(x) {
  if (!Number.isFinite(x)) return x;
  const r = Number(x.toPrecision(12));
  return Object.is(r, -0) ? 0 : r;
}
function dropNoiseOrNull(x) {
  return x === null ? null : dropNoise(x);
}
function maxOf(values) {
  let hi = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v > hi || Number.isNaN(v)) hi = v;
    if (Number.isNaN(hi)) return NaN;
  }
  return hi;
}
function minOf(values) {
  let lo = Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < lo || Number.isNaN(v)) lo = v;
    if (Number.isNaN(lo)) return NaN;
  }
  return lo;
}
function pushAll(to, from) {
  for (const x of from) to.push(x);
}

// src/analyze/figures.ts
var STREAMED = ["streamed"];
var ANSWERED = ["streamed", "buffered"];
var FIGURES = {
  ttft_ms: {
    key: "ttft_ms",
    label: "TTFT ms",
    title: "Time to first token (ms)",
    name: "TTFT",
    meaning: "time from dispatch to the first generated content (reasoning or answer) of a streamed response.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: "n_ttft",
    ci: "ttft_ms_ci",
    ranked: { place: 3, table: "time to first token", best: "quickest to first token" },
    compared: { between: "to first token", stage: "TTFT" },
    trended: true,
    exported: { name: "TTFT" },
    streamedTokens: false,
    perStage: {
      place: 1,
      field: "ttft_ms",
      header: "TTFT p50 / p99 ms",
      cell: "p50 / p99",
      streamedOnly: true,
      trended: true
    },
    timing: false,
    plausibility: null
  },
  ttfa_ms: {
    key: "ttfa_ms",
    label: "TTFA ms",
    title: "Time to first answer (ms)",
    name: "TTFA",
    meaning: "time from dispatch to the first answer text (reasoning excluded) of a streamed response.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: "n_ttfa",
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: null
  },
  post_first_content_tps: {
    key: "post_first_content_tps",
    label: "post-first-content tok/s",
    title: "Post-first-content throughput (tok/s)",
    name: "post-first-content",
    meaning: "output tokens / (end \u2212 first content), over streamed responses only.",
    unit: "tok/s",
    better: "higher",
    feeds: STREAMED,
    n: "n_post_first_content",
    ci: "post_first_content_tps_ci",
    ranked: { place: 1, table: "post-first-content", best: "fastest post-first-content", always: true },
    compared: { between: "post-first-content", stage: "post-first-content tok/s" },
    trended: true,
    exported: { name: "post-first-content throughput" },
    streamedTokens: true,
    perStage: false,
    timing: { place: 3, cell: "p50", header: "post-first tok/s p50", explained: false },
    plausibility: "max_plausible_tps"
  },
  end_to_end_tps: {
    key: "end_to_end_tps",
    label: "end-to-end tok/s",
    title: "End-to-end throughput (tok/s)",
    name: "end-to-end",
    meaning: "output tokens / (end \u2212 dispatch), over every successful response, streamed or buffered.",
    unit: "tok/s",
    better: "higher",
    feeds: ANSWERED,
    n: "n_end_to_end",
    ci: "end_to_end_tps_ci",
    ranked: { place: 2, table: "end-to-end", best: "fastest end to end", always: true },
    compared: { between: "end to end", stage: "end-to-end tok/s" },
    trended: true,
    exported: { name: "end-to-end throughput" },
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: "max_plausible_tps"
  },
  total_ms: {
    key: "total_ms",
    label: "total ms",
    title: "Total time (ms)",
    name: "total",
    meaning: "time from dispatch to the end of the body, over successful responses.",
    unit: "ms",
    better: "lower",
    feeds: ANSWERED,
    n: "n_total",
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: {
      place: 4,
      field: "e2e_ms",
      header: "E2E p50 / p99 ms",
      cell: "p50 / p99",
      streamedOnly: false,
      trended: false
    },
    timing: false,
    plausibility: null
  },
  server_tps: {
    key: "server_tps",
    label: "server tok/s",
    title: "Server-reported rate (tok/s)",
    name: "server rate",
    meaning: "the generation rate the provider itself reports (usage timings), where it reports one.",
    unit: "tok/s",
    better: "higher",
    feeds: ANSWERED,
    n: "n_server",
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: null
  },
  decode_tps: {
    key: "decode_tps",
    label: "decode tok/s",
    title: "Decode rate (tok/s)",
    name: "decode rate",
    meaning: "1000 / TPOT: the generation rate after the first read, which a first read of many tokens does not inflate.",
    unit: "tok/s",
    better: "higher",
    feeds: STREAMED,
    n: "n_decode",
    ci: "decode_tps_ci",
    ranked: { place: 4, table: "decode rate", best: "fastest decoding" },
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: { place: 2, cell: "p50/p90", counts: true, explained: true },
    plausibility: "max_plausible_tps"
  },
  tpot_ms: {
    key: "tpot_ms",
    label: "TPOT ms",
    title: "Time per output token (ms)",
    name: "TPOT",
    meaning: "time per output token after the first content read: (last \u2212 first content) / (tokens \u2212 the first read\u2019s tokens); for a one-token-a-read stream, vLLM\u2019s TPOT.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: "n_decode",
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: {
      place: 2,
      field: "tpot_ms",
      header: "TPOT p50 / p99 ms",
      cell: "p50 / p99",
      streamedOnly: true,
      trended: true
    },
    timing: { place: 1, cell: "p50/p90", explained: true },
    plausibility: null
  },
  itl_ms: {
    key: "itl_ms",
    label: "ITL ms",
    title: "Inter-token latency (ms)",
    name: "ITL",
    meaning: "inter-token latency: each gap between content reads spread evenly over the tokens of the read that ended it, one sample per token.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: null,
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: { place: 3, field: "itl_ms", header: "ITL p50 ms", cell: "p50", streamedOnly: true, trended: false },
    timing: { place: 4, cell: "p50/p99", explained: true },
    plausibility: null
  },
  max_gap_ms: {
    key: "max_gap_ms",
    label: "max gap ms",
    title: "Longest gap between content reads (ms)",
    name: "max gap",
    meaning: "the longest silence between two content reads after first content (a stall), per request.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: null,
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: { place: 5, cell: "p50/max", explained: true },
    plausibility: null
  }
};
function figureDef(key) {
  return FIGURES[key];
}
var FIGURE_LIST = Object.values(FIGURES);
function keys(keep) {
  return FIGURE_LIST.filter(keep).map((f) => f.key);
}
var RANKED_KEYS = FIGURE_LIST.filter((f) => f.ranked !== false).sort((a, b) => a.ranked.place - b.ranked.place).map((f) => f.key);
var COMPARED_KEYS = keys((f) => f.compared !== false);
var TRENDED_KEYS = keys((f) => f.trended);
var EXPORTED_KEYS = keys((f) => f.exported !== false);
function timingFigureDefs(figures = FIGURES) {
  return Object.values(figures).filter((f) => f.timing !== false).sort((a, b) => a.timing.place - b.timing.place);
}
var TIMING_KEYS = timingFigureDefs().filter((f) => f.timing.explained).map((f) => f.key);
function comparedFigureDefs(figures = FIGURES) {
  return Object.values(figures).filter((f) => f.compared !== false);
}
function perStageFigureDefs(figures = FIGURES) {
  return Object.values(figures).filter((f) => f.perStage !== false).sort((a, b) => a.perStage.place - b.perStage.place);
}
function higherIsBetter(key) {
  return FIGURES[key].better === "higher";
}
function isRate(key, f = FIGURES[key]) {
  return f.plausibility === "max_plausible_tps" || f.unit === "tok/s";
}
function requestValue(r, key) {
  if (!FIGURES[key].feeds.includes(r.outcome)) return null;
  const v = r[key];
  return typeof v === "number" ? v : null;
}
function groupFigure(g, key, f = FIGURES[key]) {
  const summary = g[key] ?? null;
  const n = f.n === null ? null : g[f.n] ?? null;
  const ci = f.ci === null ? null : g[f.ci] ?? null;
  return { summary, n, ci };
}
function figureSummary(g, key) {
  return g[key] ?? null;
}
function rankedFigureDefs(figures = FIGURES) {
  return Object.values(figures).filter((f) => f.ranked !== false).sort((a, b) => a.ranked.place - b.ranked.place);
}

// src/analyze/bootstrap.ts
var DEFAULT_BOOTSTRAP = { ci_level: 0.95, resamples: 2e3 };
function median(sorted) {
  return percentile(sorted, 0.5);
}
function medianResampler(runs, rand) {
  if (runs.length === 1) return oneRunResampler(runs[0], rand);
  const pool = runs.flatMap((run, r) => run.map((v) => ({ v, r })));
  pool.sort((a, b) => a.v - b.v);
  const values = pool.map((p) => p.v);
  const positions = runs.map(() => []);
  pool.forEach((p, i) => positions[p.r].push(i));
  const counts = new Uint32Array(values.length);
  const k = runs.length;
  return () => {
    counts.fill(0);
    let n = 0;
    for (let j = 0; j < k; j++) {
      const run = positions[k === 1 ? 0 : Math.floor(rand() * k)];
      for (let i = 0; i < run.length; i++) {
        const at = run[Math.floor(rand() * run.length)];
        counts[at] = counts[at] + 1;
      }
      n += run.length;
    }
    return countedMedian(values, counts, n);
  };
}
function oneRunResampler(sorted, rand) {
  const n = sorted.length;
  const counts = new Uint32Array(n);
  return () => {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rand() * n);
      counts[at] = counts[at] + 1;
    }
    return countedMedian(sorted, counts, n);
  };
}
function countedMedian(values, counts, n) {
  const h = (n - 1) / 2;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  let seen = 0;
  let a = NaN;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i];
    if (Number.isNaN(a) && seen > lo) a = values[i];
    if (seen > hi) return a + (h - lo) * (values[i] - a);
  }
  return a;
}
function percentileInterval(stats, level) {
  return interval(stats, level);
}
function interval(stats, level) {
  stats.sort();
  const tail = (1 - level) / 2;
  const sorted = Array.from(stats);
  return { low: percentile(sorted, tail), high: percentile(sorted, 1 - tail) };
}
function bootstrapMedianCi(values, seed, settings = DEFAULT_BOOTSTRAP) {
  const stats = resampledMedians(values, seed, settings);
  return stats === null ? null : interval(stats, settings.ci_level);
}
function resampledMedians(values, seed, settings = DEFAULT_BOOTSTRAP) {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  const next = medianResampler([sorted], mulberry32(seed));
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) stats[i] = next();
  return stats;
}
function bootstrapDeltaPctCi(baselineRuns, current, seed, settings = DEFAULT_BOOTSTRAP) {
  const runs = baselineRuns.map(sortedFinite).filter((r) => r.length > 0);
  const cur = sortedFinite(current);
  if (runs.length === 0 || cur.length === 0) return null;
  if (!(median(sortedFinite(runs.flat())) > 0)) return null;
  const rand = mulberry32(seed);
  const base = medianResampler(runs, rand);
  const now = medianResampler([cur], rand);
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) {
    const b = base();
    const c = now();
    stats[i] = b > 0 ? 100 * (c - b) / b : 0;
  }
  return interval(stats, settings.ci_level);
}
var MIN_SAMPLES = 3;
var DEFAULT_STATISTICS = { ...DEFAULT_BOOTSTRAP, min_samples: MIN_SAMPLES };

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
var BORDERLINE_MARGIN = { generation_share: 0.1, content_reads: 1 };
function borderlineOf(trace, t, c) {
  if (c.outcome === "error") return null;
  const reads = trace.content_reads;
  const minReads = t.min_content_reads;
  const gen = generationMs(trace);
  const thresholdMs = dropNoise(t.min_generation_s * 1e3);
  const share = BORDERLINE_MARGIN.generation_share;
  const nearMs = thresholdMs > 0 && gen !== null && Math.abs(gen - thresholdMs) <= dropNoise(thresholdMs * share);
  const readsRule = () => ({ rule: "content_reads", value: reads, threshold: minReads });
  const intervalRule = () => ({
    rule: "generation_interval",
    value: dropNoise(gen / 1e3),
    threshold: t.min_generation_s
  });
  const nearReads = (n) => Math.abs(n - minReads) <= BORDERLINE_MARGIN.content_reads;
  if (c.outcome === "buffered") {
    const intervalHolds = gen === null || gen < thresholdMs;
    if (reads < minReads) {
      return nearReads(reads) && (!intervalHolds || nearMs) ? readsRule() : null;
    }
    return nearMs ? intervalRule() : null;
  }
  if (minReads > 1 && reads - BORDERLINE_MARGIN.content_reads < minReads) return readsRule();
  return nearMs ? intervalRule() : null;
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
    } else if (zeroInterval(r.streamed_tokens ?? r.output_tokens, r.generation_ms, r.post_first_content_tps)) {
      out.push(
        `post_first_content_tps undefined: ${r.streamed_tokens ?? r.output_tokens} tokens over a ${r.generation_ms} ms interval, reported as null`
      );
    }
  }
  const pfcHigh = r.post_first_content_tps !== null && r.post_first_content_tps > max;
  if (r.outcome === "streamed" && !pfcHigh && r.decode_tps != null && r.decode_tps > max) {
    out.push(`decode_tps ${fig(r.decode_tps)} > max_plausible_tps ${max}`);
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
  const flag = (reason, detail) => ({
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
    flags.push(flag("error", `${r.error_kind ?? "error"}${status}${message}`));
    if (r.content_filtered) flags.push(flag("content_filter", "the provider said a content filter ended the answer"));
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
    flags.push(flag("buffered", detail));
  }
  if (r.client_stalled === true && r.client_stall_ms != null) {
    const rates = [
      r.post_first_content_tps !== null ? `post-first-content ${fig(r.post_first_content_tps)} tok/s` : null,
      r.decode_tps != null ? `decode ${fig(r.decode_tps)} tok/s` : null,
      r.end_to_end_tps !== null ? `end-to-end ${fig(r.end_to_end_tps)} tok/s` : null
    ].filter((x) => x !== null);
    flags.push(
      flag(
        "client_stalled",
        `the client's event loop stalled ${fig(r.client_stall_ms)} ms during the content, more than max_client_stall_ms ${t.max_client_stall_ms}: reads were stamped late and together, so its rates` + (rates.length > 0 ? ` (${rates.join(", ")})` : "") + " and ITL are left out"
      )
    );
  }
  if (r.implausible) {
    const reasons = implausibleReasons(r, t);
    flags.push(flag("implausible", reasons.length > 0 ? reasons.join("; ") : "marked implausible"));
  }
  if (r.token_mismatch && r.token_disagreement !== null) {
    flags.push(
      flag(
        "token_mismatch",
        `the provider counted ${r.usage_output_tokens} output tokens, ${fig(Math.abs(r.token_disagreement) * 100)}% ${r.token_disagreement > 0 ? "more" : "fewer"} than ${r.reference_tokenizer} counts in the received text (${r.reference_output_tokens}; max_token_disagreement ${t.max_token_disagreement})`
      )
    );
  }
  const hidden = hiddenReasoningDetail(r);
  if (hidden !== null) flags.push(flag("hidden_reasoning", hidden));
  if (r.chunking === "coarse" && r.tokens_per_content_read != null) {
    flags.push(
      flag(
        "coarse",
        `${fig(r.tokens_per_content_read)} tokens per content read, more than max_tokens_per_read ${t.max_tokens_per_read ?? "n/a"}: TTFT may be late by up to one read interval` + (r.decode_tps != null ? `; decode ${fig(r.decode_tps)} tok/s` : "")
      )
    );
  }
  if (r.truncated) {
    flags.push(
      flag(
        "truncated",
        `the answer stopped at the length limit (max_tokens) after ${r.output_tokens} output tokens: not for review`
      )
    );
  }
  if (r.content_filtered) flags.push(flag("content_filter", "the provider said a content filter ended the answer"));
  return flags;
}
var NOT_FOR_REVIEW = /* @__PURE__ */ new Set(["truncated"]);
function flaggedForReview(flags) {
  return new Set(flags.filter((f) => !NOT_FOR_REVIEW.has(f.reason)).map((f) => f.id)).size;
}
var HOW = {
  exact: "no reasoning text streamed",
  summary_scaled: "reasoning_tokens less the streamed summary, counted with the reference tokenizer and scaled by the answer",
  summary_reference: "reasoning_tokens less the streamed summary, counted with the reference tokenizer",
  summary_chars: "reasoning_tokens less the streamed summary at chars/4",
  beyond_reference: "no reasoning split: the provider count beyond the reference count of the received text"
};
function hiddenReasoningDetail(r) {
  const hidden = r.hidden_reasoning_tokens;
  if (r.outcome === "error" || !(typeof hidden === "number" && hidden > 0)) return null;
  const estimate = r.hidden_reasoning_estimate;
  const how = estimate ? HOW[estimate] : "hidden";
  const est = estimate && estimate !== "exact" ? "estimated: " : "";
  const rates = r.rate_token_basis === "streamed_tokens" ? `the streaming rate counts the ${fig(r.streamed_tokens)} streamed, end-to-end all ${fig(r.output_tokens)}` : `the rates count the received text (${r.token_source}), which holds none of them`;
  return `${fig(hidden)} of ${fig(r.usage_output_tokens ?? r.output_tokens)} output tokens are hidden reasoning (${est}${how}); ${rates}; TTFT includes the hidden reasoning time`;
}

export {
  percentile,
  finiteSorted,
  sortedFinite,
  SUMMARY_KEYS,
  summarize,
  dropNoise,
  dropNoiseOrNull,
  maxOf,
  minOf,
  pushAll,
  FIGURES,
  figureDef,
  RANKED_KEYS,
  COMPARED_KEYS,
  EXPORTED_KEYS,
  timingFigureDefs,
  comparedFigureDefs,
  perStageFigureDefs,
  higherIsBetter,
  isRate,
  requestValue,
  groupFigure,
  figureSummary,
  rankedFigureDefs,
  median,
  percentileInterval,
  bootstrapMedianCi,
  resampledMedians,
  bootstrapDeltaPctCi,
  MIN_SAMPLES,
  DEFAULT_STATISTICS,
  generationMs,
  classify,
  BORDERLINE_MARGIN,
  borderlineOf,
  implausibleReasons,
  flagsForRequest,
  NOT_FOR_REVIEW,
  flaggedForReview
};
