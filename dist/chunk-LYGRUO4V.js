import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  Mulberry32,
  seedFrom
} from "./chunk-TJNM7ZPL.js";
import {
  dropNoise,
  percentile,
  sortedFinite
} from "./chunk-ANOGG462.js";

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
    compared: {
      between: "to first token",
      stage: "TTFT",
      words: {
        faster: "{a} reaches first token {pct} sooner than {b}",
        slower: "{a} takes {pct} longer to first token than {b}"
      }
    },
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
  },
  ttst_ms: {
    key: "ttst_ms",
    label: "TTST ms",
    title: "Time to second token (ms)",
    name: "TTST",
    meaning: "time from dispatch to the content read that carried the second token (TTFT when the first read carried two): TTFT\u2019s next step, where a stall right after the first token shows.",
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
    // Before TPOT: the stream timing table's first column, TTFT's next step.
    timing: { place: 0, cell: "p50/p90", explained: true },
    plausibility: null
  },
  fluidity_index: {
    key: "fluidity_index",
    label: "fluidity",
    title: "Fluidity index (0\u20131)",
    name: "fluidity",
    meaning: "the share of token deadlines met (analysis.fluidity\u2019s TTFT and TPOT targets): on-time tokens / (on-time tokens + missed deadlines); 1 is a stream a reader never saw stop, its p10 the stalled tail.",
    unit: "index",
    better: "higher",
    feeds: STREAMED,
    n: "n_fluidity",
    ci: "fluidity_index_ci",
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: {
      place: 5,
      field: "fluidity_index",
      header: "fluidity p50 / p10",
      cell: "p50 / p10",
      streamedOnly: true,
      trended: false
    },
    timing: { place: 6, cell: "p50/p10", counts: true, explained: true },
    plausibility: null,
    onlyWithValues: true
  },
  check_pass_rate: {
    key: "check_pass_rate",
    label: "checks passed",
    title: "Answers that passed their checks",
    name: "check pass rate",
    meaning: "the share of successful requests whose answer passed every check of its prompt's expect: (Wilson 95% interval).",
    unit: "share",
    better: "higher",
    share: true,
    feeds: ANSWERED,
    n: "n_check",
    ci: "check_pass_rate_ci",
    ranked: false,
    compared: { between: "in answers that passed their checks", stage: "checks passed" },
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: null
  },
  ttftc_ms: {
    key: "ttftc_ms",
    label: "TTFTC ms",
    title: "Time to first tool-call content (ms)",
    name: "TTFTC",
    meaning: "time from dispatch to the first tool-call content (its name or first argument delta), over successful requests that made tool calls, streamed or buffered.",
    unit: "ms",
    better: "lower",
    feeds: ANSWERED,
    n: "n_ttftc",
    ci: "ttftc_ms_ci",
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: false,
    // Its own table (report/tool-calls.ts), shown only for groups that made tool calls.
    timing: false,
    plausibility: null,
    onlyWithValues: true
  },
  tool_args_tps: {
    key: "tool_args_tps",
    label: "args tok/s",
    title: "Tool-call arguments rate (tok/s)",
    name: "arguments rate",
    meaning: "tool-call argument tokens after the first arguments read / (last \u2212 first arguments read), over requests whose arguments streamed (min_content_reads reads over min_generation_s); buffered arguments have none.",
    unit: "tok/s",
    better: "higher",
    feeds: ANSWERED,
    n: "n_tool_args",
    ci: "tool_args_tps_ci",
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: "max_plausible_tps",
    onlyWithValues: true
  }
};
function shownFigures(figures2, has) {
  return Object.fromEntries(Object.entries(figures2).filter(([, f]) => f.onlyWithValues !== true || has(f)));
}
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
function timingFigureDefs(figures2 = FIGURES) {
  return Object.values(figures2).filter((f) => f.timing !== false).sort((a, b) => a.timing.place - b.timing.place);
}
var TIMING_KEYS = timingFigureDefs().filter((f) => f.timing.explained).map((f) => f.key);
function comparedFigureDefs(figures2 = FIGURES) {
  return Object.values(figures2).filter((f) => f.compared !== false);
}
function perStageFigureDefs(figures2 = FIGURES) {
  return Object.values(figures2).filter((f) => f.perStage !== false).sort((a, b) => a.perStage.place - b.perStage.place);
}
function higherIsBetter(key) {
  return FIGURES[key].better === "higher";
}
function isRate(key, f = FIGURES[key]) {
  return f.plausibility === "max_plausible_tps" || f.unit === "tok/s";
}
function shareValue(r) {
  return r.check == null ? null : r.check.passed ? 1 : 0;
}
function requestValue(r, key) {
  if (!FIGURES[key].feeds.includes(r.outcome)) return null;
  if (FIGURES[key].share) return shareValue(r);
  const v = r[key];
  return typeof v === "number" ? v : null;
}
function groupFigure(g, key, f = FIGURES[key]) {
  const summary = figureSummary(g, key);
  const n = f.n === null ? null : g[f.n] ?? null;
  const ci = f.ci === null ? null : g[f.ci] ?? null;
  return { summary, n, ci };
}
function figureSummary(g, key) {
  const v = g[key] ?? null;
  return typeof v === "number" ? { p50: v, p90: v, p99: v, min: v, max: v } : v;
}
function rankedFigureDefs(figures2 = FIGURES) {
  return Object.values(figures2).filter((f) => f.ranked !== false).sort((a, b) => a.ranked.place - b.ranked.place);
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
  const values2 = pool.map((p) => p.v);
  const positions = runs.map((run) => new Uint32Array(run.length));
  const filled = new Uint32Array(runs.length);
  pool.forEach((p, i) => positions[p.r][filled[p.r]++] = i);
  const counts = new Uint32Array(values2.length);
  const k = runs.length;
  return () => {
    counts.fill(0);
    let n = 0;
    for (let j = 0; j < k; j++) {
      const run = positions[Math.floor(rand.next() * k)];
      const m = run.length;
      for (let i = 0; i < m; i++) {
        const at = run[Math.floor(rand.next() * m)];
        counts[at] = counts[at] + 1;
      }
      n += m;
    }
    return countedQuantile(values2, counts, n, 0.5);
  };
}
function oneRunResampler(sorted, rand, p = 0.5) {
  const n = sorted.length;
  const counts = new Uint32Array(n);
  return () => {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rand.next() * n);
      counts[at] = counts[at] + 1;
    }
    return countedQuantile(sorted, counts, n, p);
  };
}
function oneRunQuantiles(sorted, rand, p, resamples) {
  const n = sorted.length;
  const counts = new Uint32Array(n);
  const stats = new Float64Array(resamples);
  for (let k = 0; k < resamples; k++) {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rand.next() * n);
      counts[at] = counts[at] + 1;
    }
    stats[k] = countedQuantile(sorted, counts, n, p);
  }
  return stats;
}
function bootstrapQuantileCi(values2, p, seed, settings = DEFAULT_BOOTSTRAP) {
  const sorted = sortedFinite(values2);
  if (sorted.length === 0) return null;
  return interval(oneRunQuantiles(sorted, new Mulberry32(seed), p, settings.resamples), settings.ci_level);
}
function countedQuantile(values2, counts, n, p) {
  const h = (n - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  let seen = 0;
  let i = 0;
  while ((seen += counts[i]) <= lo) i++;
  const a = values2[i];
  while (seen <= hi) seen += counts[++i];
  return a + (h - lo) * (values2[i] - a);
}
var IndexCounts = class {
  sorted;
  place;
  counts;
  n = 0;
  constructor(values2) {
    const order = values2.map((_, i) => i).sort((a, b) => values2[a] - values2[b]);
    this.sorted = Float64Array.from(order, (i) => values2[i]);
    this.place = new Uint32Array(values2.length);
    order.forEach((i, r) => this.place[i] = r);
    this.counts = new Uint32Array(values2.length);
  }
  /** Start a new resample. */
  clear() {
    this.counts.fill(0);
    this.n = 0;
  }
  /** Draw the value at index i (of the values given). */
  add(i) {
    const at = this.place[i];
    this.counts[at] = this.counts[at] + 1;
    this.n++;
  }
  /** The median of the values drawn since clear() (at least one). */
  median() {
    return countedQuantile(this.sorted, this.counts, this.n, 0.5);
  }
};
function percentileInterval(stats, level) {
  return interval(stats, level);
}
function interval(stats, level) {
  const tail = (1 - level) / 2;
  if (!stats.every((x) => x === x && !Object.is(x, -0))) {
    stats.sort();
    return { low: percentile(stats, tail), high: percentile(stats, 1 - tail) };
  }
  return { low: selectedPercentile(stats, tail), high: selectedPercentile(stats, 1 - tail) };
}
function selectedPercentile(stats, p) {
  const n = stats.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  selectInPlace(stats, lo);
  let b = stats[lo];
  if (hi > lo) {
    b = stats[hi];
    for (let i = hi + 1; i < n; i++) if (stats[i] < b) b = stats[i];
  }
  const a = stats[lo];
  return a + (h - lo) * (b - a);
}
function selectInPlace(xs, k) {
  let l = 0;
  let r = xs.length - 1;
  while (l < r) {
    const x = xs[k];
    let i = l;
    let j = r;
    do {
      while (xs[i] < x) i++;
      while (x < xs[j]) j--;
      if (i <= j) {
        const t = xs[i];
        xs[i++] = xs[j];
        xs[j--] = t;
      }
    } while (i <= j);
    if (j < k) l = i;
    if (k < i) r = j;
  }
}
function bootstrapMedianCi(values2, seed, settings = DEFAULT_BOOTSTRAP) {
  const stats = resampledMedians(values2, seed, settings);
  return stats === null ? null : interval(stats, settings.ci_level);
}
function resampledMedians(values2, seed, settings = DEFAULT_BOOTSTRAP) {
  const sorted = sortedFinite(values2);
  if (sorted.length === 0) return null;
  return oneRunQuantiles(sorted, new Mulberry32(seed), 0.5, settings.resamples);
}
function bootstrapDeltaPctCi(baselineRuns, current, seed, settings = DEFAULT_BOOTSTRAP) {
  const runs = baselineRuns.map(sortedFinite).filter((r) => r.length > 0);
  const cur = sortedFinite(current);
  if (runs.length === 0 || cur.length === 0) return null;
  if (!(median(sortedFinite(runs.flat())) > 0)) return null;
  const rand = new Mulberry32(seed);
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

// src/analyze/served.ts
var MAX_SERVED_CHARS = 120;
var MAX_SERVED_MODELS = 12;
var MAX_PROCESSING_MS = 36e5;
var REGION_HEADERS = ["x-ms-region", "x-groq-region"];
function cleanServed(v) {
  if (typeof v !== "string") return null;
  const s = v.slice(0, 4 * MAX_SERVED_CHARS).replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, " ").replace(/\s+/g, " ").trim();
  if (s === "") return null;
  return s.length > MAX_SERVED_CHARS ? `${s.slice(0, MAX_SERVED_CHARS - 1)}\u2026` : s;
}
function headerMs(v) {
  if (v === void 0 || !/^\s*\d{1,9}(\.\d{1,6})?\s*$/.test(v)) return null;
  const n = Number(v);
  return n <= MAX_PROCESSING_MS ? n : null;
}
var finiteMs = (v) => v !== void 0 && Number.isFinite(v) && v >= 0 && v <= MAX_PROCESSING_MS ? v : null;
function processingMs(trace) {
  const h = trace.http.headers;
  const header = headerMs(h["openai-processing-ms"]);
  if (header !== null) return header;
  const st = trace.server_timing ?? {};
  const prompt = finiteMs(st.prompt_ms);
  if (prompt !== null) {
    const total = prompt + (finiteMs(st.queue_ms) ?? 0);
    return Math.round(total * 1e3) / 1e3;
  }
  return headerMs(h["x-envoy-upstream-service-time"]);
}
function servedOf(trace) {
  const h = trace.http.headers;
  return {
    model: cleanServed(trace.response_meta.model) ?? cleanServed(h["openai-model"]),
    fingerprint: cleanServed(trace.response_meta.system_fingerprint),
    region: cleanServed(REGION_HEADERS.map((n) => h[n]).find((v) => v !== void 0)),
    processing_ms: processingMs(trace)
  };
}
function servedModels(requests) {
  const counts = /* @__PURE__ */ new Map();
  for (const r of requests) {
    const s = r.served;
    if (!s || s.model === null && s.fingerprint === null) continue;
    const key = JSON.stringify([s.model, s.fingerprint]);
    const c = counts.get(key);
    if (c) c.n++;
    else counts.set(key, { model: s.model, fingerprint: s.fingerprint, n: 1 });
  }
  const sorted = [...counts.values()].sort(
    (a, b) => b.n - a.n || (a.model ?? "").localeCompare(b.model ?? "") || (a.fingerprint ?? "").localeCompare(b.fingerprint ?? "")
  );
  if (sorted.length <= MAX_SERVED_MODELS) return sorted;
  const kept = sorted.slice(0, MAX_SERVED_MODELS - 1);
  const rest = sorted.slice(MAX_SERVED_MODELS - 1).reduce((a, m) => a + m.n, 0);
  return [...kept, { model: "(other)", fingerprint: null, n: rest }];
}
function servedLabel(m) {
  return [m.model, m.fingerprint].filter((x) => x !== null).join(" ") || "(unnamed)";
}
function servedSet(models) {
  return [...new Set((models ?? []).map(servedLabel))].sort();
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
  if (r.check?.passed === false) {
    const opening = r.check.opening === void 0 ? "" : `; the answer began: "${r.check.opening}"`;
    flags.push(flag("check_failed", `the answer failed its checks: ${r.check.failed.join(", ")}${opening}`));
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

// src/analyze/rate-attribution.ts
var PARTS = ["ttft", "decode", "output_tokens"];
function modelRate([t, d, n]) {
  return n / (t + n / d);
}
function sampleOf(r) {
  if (r.warmup || r.outcome !== "streamed" || r.client_stalled === true) return null;
  const { ttft_ms, total_ms, end_to_end_tps } = r;
  if (ttft_ms === null || total_ms === null || end_to_end_tps === null) return null;
  const n = end_to_end_tps * total_ms / 1e3;
  const decodeS = (total_ms - ttft_ms) / 1e3;
  if (!(n > 0) || !(decodeS > 0) || !Number.isFinite(n)) return null;
  return { t: ttft_ms / 1e3, d: n / decodeS, n };
}
var samples = (rs) => rs.map(sampleOf).filter((x) => x !== null);
var med = (xs) => median(xs.sort((a, b) => a - b));
var mediansOf = (xs) => [
  med(xs.map((x) => x.t)),
  med(xs.map((x) => x.d)),
  med(xs.map((x) => x.n))
];
function resampledMedians2(xs, rand) {
  const m = xs.length;
  const t = new IndexCounts(xs.map((x) => x.t));
  const d = new IndexCounts(xs.map((x) => x.d));
  const n = new IndexCounts(xs.map((x) => x.n));
  return () => {
    t.clear();
    d.clear();
    n.clear();
    for (let i = 0; i < m; i++) {
      const at = Math.floor(rand.next() * m);
      t.add(at);
      d.add(at);
      n.add(at);
    }
    return [t.median(), d.median(), n.median()];
  };
}
function shapleyParts(base, cur) {
  const at = (mask) => [0, 1, 2].map((i) => mask >> i & 1 ? cur[i] : base[i]);
  const weight = [1 / 3, 1 / 6, 1 / 3];
  const out = [0, 0, 0];
  for (let i = 0; i < 3; i++)
    for (let mask = 0; mask < 8; mask++) {
      if (mask >> i & 1) continue;
      const size = (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1);
      out[i] = out[i] + weight[size] * (modelRate(at(mask | 1 << i)) - modelRate(at(mask)));
    }
  return out;
}
function figures(base, cur) {
  return [...shapleyParts(base, cur), modelRate([cur[0], cur[1], base[2]])];
}
var clean = (ci) => ci === null ? null : { low: dropNoise(ci.low), high: dropNoise(ci.high) };
function endToEndAttribution(name, base, cur, s) {
  const b = samples(base);
  const c = samples(cur);
  if (b.length === 0 || c.length === 0) return null;
  const mb = mediansOf(b);
  const point = figures(mb, mediansOf(c));
  let cis = point.map(() => null);
  if (b.length >= s.min_samples && c.length >= s.min_samples) {
    const rand = new Mulberry32(seedFrom(name, "attribution", "end_to_end"));
    const drawB = resampledMedians2(b, rand);
    const drawC = resampledMedians2(c, rand);
    const stats = point.map(() => new Float64Array(s.resamples));
    for (let k = 0; k < s.resamples; k++) {
      const f = figures(drawB(), drawC());
      f.forEach((v, i) => stats[i][k] = v);
    }
    cis = stats.map((xs) => percentileInterval(xs, s.ci_level));
  }
  return {
    parts: PARTS.map((part, i) => ({ part, delta: dropNoise(point[i]), ci: clean(cis[i]) })),
    rate_at_baseline_tokens: {
      output_tokens: dropNoise(mb[2]),
      tps: dropNoise(point[3]),
      ci: clean(cis[3]),
      baseline_tps: dropNoise(modelRate(mb))
    }
  };
}

// src/analyze/attribution.ts
var mean = {
  of: (xs) => xs.reduce((a, b) => a + b, 0) / xs.length,
  // Summed in draw order from 0, as `of` sums a drawn array.
  resampled: (xs, rand) => () => {
    let sum = 0;
    for (let i = 0; i < xs.length; i++) sum += xs[Math.floor(rand.next() * xs.length)];
    return sum / xs.length;
  }
};
var med2 = {
  of: (xs) => median([...xs].sort((a, b) => a - b)),
  resampled: (xs, rand) => {
    const counts = new IndexCounts(xs);
    return () => {
      counts.clear();
      for (let i = 0; i < xs.length; i++) counts.add(Math.floor(rand.next() * xs.length));
      return counts.median();
    };
  }
};
function diff(base, cur, stat, seed, s) {
  if (base.length === 0 || cur.length === 0) return null;
  const delta = stat.of(cur) - stat.of(base);
  if (base.length < s.min_samples || cur.length < s.min_samples) return { delta, ci: null };
  const rand = new Mulberry32(seed);
  const drawCur = stat.resampled(cur, rand);
  const drawBase = stat.resampled(base, rand);
  const stats = new Float64Array(s.resamples);
  for (let i = 0; i < s.resamples; i++) stats[i] = drawCur() - drawBase();
  return { delta, ci: percentileInterval(stats, s.ci_level) };
}
var connectOf = (r) => r.new_connection === true ? r.connect_ms ?? 0 : r.new_connection === false ? 0 : null;
var processingOf = (r) => r.served?.processing_ms ?? null;
var streamed = (rs) => rs.filter((r) => !r.warmup && r.outcome === "streamed" && r.ttft_ms !== null);
var values = (rs, f) => rs.map(f).filter((x) => x !== null && Number.isFinite(x));
function ttftParts(name, base, cur, s) {
  const b = streamed(base);
  const c = streamed(cur);
  const withProcessing = values(b, processingOf).length > 0 && values(c, processingOf).length > 0;
  const other = (r) => r.ttft_ms - (connectOf(r) ?? 0) - (withProcessing ? processingOf(r) ?? NaN : 0);
  const processing = withProcessing ? [["processing", processingOf, med2]] : [];
  const parts = [["connect", connectOf, mean], ...processing, ["other", other, med2]];
  return parts.flatMap(([part, f, stat]) => {
    const d = diff(values(b, f), values(c, f), stat, seedFrom(name, "attribution", part), s);
    if (d === null) return [];
    const ci = d.ci === null ? null : { low: dropNoise(d.ci.low), high: dropNoise(d.ci.high) };
    return [{ part, delta: dropNoise(d.delta), ci }];
  });
}
function servedLabels(rs) {
  const named = rs.filter((r) => !r.warmup && r.served && (r.served.model !== null || r.served.fingerprint !== null));
  return [...new Set(named.map((r) => servedLabel(r.served)))].sort();
}
function identityChanged(base, cur) {
  const b = servedLabels(base);
  const c = servedLabels(cur);
  if (b.length === 0 || c.length === 0 || b.join("\n") === c.join("\n")) return null;
  return { baseline: b, current: c };
}
function attributionOf(provider, prompt, metric, baseRuns, cur, s) {
  const base = baseRuns.flat();
  const name = `${provider}\0${prompt}`;
  const identity_changed = identityChanged(base, cur);
  if (metric === "end_to_end_tps") {
    const e2e = endToEndAttribution(name, base, cur, s);
    if (e2e !== null)
      return { parts: e2e.parts, identity_changed, rate_at_baseline_tokens: e2e.rate_at_baseline_tokens };
  }
  return { parts: metric === "ttft_ms" ? ttftParts(name, base, cur, s) : [], identity_changed };
}
function largestPart(a) {
  const parts = a?.parts ?? [];
  return parts.reduce(
    (m, p) => m === null || Math.abs(p.delta) > Math.abs(m.delta) ? p : m,
    null
  );
}

export {
  FIGURES,
  shownFigures,
  figureDef,
  RANKED_KEYS,
  COMPARED_KEYS,
  EXPORTED_KEYS,
  timingFigureDefs,
  comparedFigureDefs,
  perStageFigureDefs,
  higherIsBetter,
  isRate,
  shareValue,
  requestValue,
  groupFigure,
  figureSummary,
  rankedFigureDefs,
  median,
  bootstrapQuantileCi,
  percentileInterval,
  bootstrapMedianCi,
  resampledMedians,
  bootstrapDeltaPctCi,
  MIN_SAMPLES,
  DEFAULT_STATISTICS,
  servedOf,
  servedModels,
  servedLabel,
  servedSet,
  generationMs,
  classify,
  BORDERLINE_MARGIN,
  borderlineOf,
  implausibleReasons,
  flagsForRequest,
  NOT_FOR_REVIEW,
  flaggedForReview,
  attributionOf,
  largestPart
};
