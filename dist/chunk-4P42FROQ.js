import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  Mulberry32,
  seedFrom
} from "./chunk-TJNM7ZPL.js";
import {
  clientStallMs,
  dropNoise,
  dropNoiseOrNull,
  percentile,
  sortedFinite,
  summarize
} from "./chunk-VZFYQJYA.js";

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

// src/analyze/timing.ts
var NONE = {
  first_read_tokens: null,
  first_read_tokens_basis: null,
  tpot_ms: null,
  decode_tps: null,
  tokens_per_content_read: null,
  chunking: null,
  max_gap_ms: null
};
function contentReadChars(trace) {
  const out = [];
  for (const [ms, kind, chars] of trace.events) {
    if (kind !== "content" && kind !== "reasoning") continue;
    const last = out[out.length - 1];
    if (last !== void 0 && last.ms === ms) last.chars += chars;
    else out.push({ ms, chars });
  }
  return out;
}
function serverCumulative(trace, reads) {
  const counts = trace.token_counts;
  if (!counts || counts.length < reads.length || reads.length === 0) return null;
  const byMs = /* @__PURE__ */ new Map();
  for (const [ms, n] of counts) byMs.set(ms, n);
  const out = [];
  let prev = 0;
  for (const r of reads) {
    const n = byMs.get(r.ms);
    if (n === void 0 || !Number.isFinite(n) || n < prev) return null;
    out.push(n);
    prev = n;
  }
  return out;
}
function apportion(trace, streamedTokens) {
  const raw = contentReadChars(trace);
  const total = Math.round(streamedTokens);
  if (raw.length === 0 || !(total > 0)) return null;
  const server = serverCumulative(trace, raw);
  const last = server?.[server.length - 1];
  if (server !== null && last !== void 0 && last > 0) {
    let prev2 = 0;
    const reads2 = raw.map((r, i) => {
      const cum = Math.round(server[i] * total / last);
      const tokens = cum - prev2;
      prev2 = cum;
      return { ms: r.ms, tokens };
    });
    return { reads: reads2, basis: "server_count" };
  }
  const n = raw.length;
  const chars = raw.reduce((sum, r) => sum + r.chars, 0);
  const floor = total >= n ? 1 : 0;
  let cumChars = 0;
  let prev = 0;
  const reads = raw.map((r, i) => {
    cumChars += r.chars;
    const byChars = Math.round(chars > 0 ? total * cumChars / chars : total * (i + 1) / n);
    const cum = Math.min(Math.max(byChars, prev + floor), total - floor * (n - 1 - i));
    const tokens = cum - prev;
    prev = cum;
    return { ms: r.ms, tokens };
  });
  return { reads, basis: "chars" };
}
function streamTiming(trace, t, streamedTokens, outcome) {
  if (outcome !== "streamed") return NONE;
  const { first_content, last_content } = trace.at;
  const split = apportion(trace, streamedTokens);
  const reads = trace.content_reads;
  const tokens_per_content_read = reads > 0 ? dropNoise(streamedTokens / reads) : null;
  const chunking = tokens_per_content_read === null ? null : tokens_per_content_read > t.max_tokens_per_read ? "coarse" : "fine";
  let max_gap_ms = null;
  if (split !== null) {
    for (let i = 1; i < split.reads.length; i++) {
      const gap = split.reads[i].ms - split.reads[i - 1].ms;
      if (max_gap_ms === null || gap > max_gap_ms) max_gap_ms = gap;
    }
  }
  const first_read_tokens = split?.reads[0]?.tokens ?? null;
  let tpot_ms = null;
  let decode_tps = null;
  if (first_read_tokens !== null && first_content !== null && last_content !== null) {
    const after = streamedTokens - first_read_tokens;
    const interval2 = last_content - first_content;
    if (after > 0 && interval2 > 0) {
      tpot_ms = dropNoise(interval2 / after);
      decode_tps = dropNoise(1e3 * after / interval2);
    }
  }
  return {
    first_read_tokens,
    first_read_tokens_basis: split?.basis ?? null,
    tpot_ms,
    decode_tps,
    tokens_per_content_read,
    chunking,
    max_gap_ms: max_gap_ms === null ? null : dropNoise(max_gap_ms)
  };
}
function streamSamples(trace, streamedTokens, outcome) {
  const out = { itl_ms: [], chunk_gap_ms: [] };
  if (outcome !== "streamed") return out;
  const split = apportion(trace, streamedTokens);
  if (split === null) return out;
  const reads = split.reads;
  let from = reads[0].ms;
  for (let i = 1; i < reads.length; i++) {
    const r = reads[i];
    out.chunk_gap_ms.push(dropNoise(r.ms - reads[i - 1].ms));
    if (r.tokens <= 0) continue;
    const each = dropNoise((r.ms - from) / r.tokens);
    for (let k = 0; k < r.tokens; k++) out.itl_ms.push(each);
    from = r.ms;
  }
  return out;
}

// src/analyze/fluidity.ts
var DEFAULT_TARGET_INDEX = 0.9;
function withFluidityDefaults(analysis, slo) {
  const f = analysis.fluidity;
  const ttft_ms = f?.ttft_ms ?? slo?.ttft_ms;
  const tpot_ms = f?.tpot_ms ?? slo?.tpot_ms;
  if (ttft_ms === void 0 || tpot_ms === void 0) return analysis;
  return { ...analysis, fluidity: { ttft_ms, tpot_ms, target_index: f?.target_index ?? DEFAULT_TARGET_INDEX } };
}
function fluidityTargets(analysis) {
  const f = analysis.fluidity;
  if (f?.ttft_ms === void 0 || f.tpot_ms === void 0) return null;
  return { ttft_ms: f.ttft_ms, tpot_ms: f.tpot_ms, target_index: f.target_index ?? DEFAULT_TARGET_INDEX };
}
function fluidityOf(reads, targets) {
  let deadline = targets.ttft_ms;
  let on_time = 0;
  let missed = 0;
  for (const r of reads) {
    for (let k = 0; k < r.tokens; k++) {
      if (r.ms <= deadline) {
        on_time++;
        deadline += targets.tpot_ms;
      } else {
        missed += Math.ceil((r.ms - deadline) / targets.tpot_ms);
        deadline = r.ms + targets.tpot_ms;
      }
    }
  }
  const all = on_time + missed;
  return { on_time, missed_deadlines: missed, fluidity_index: all === 0 ? null : dropNoise(on_time / all) };
}
function ttstOf(reads) {
  let tokens = 0;
  for (const r of reads) {
    tokens += r.tokens;
    if (tokens >= 2) return r.ms;
  }
  return null;
}
function requestFluidity(trace, streamedTokens, outcome, analysis) {
  const none2 = { fluidity_index: null, missed_deadlines: null, ttst_ms: null };
  if (outcome !== "streamed") return none2;
  const split = apportion(trace, streamedTokens);
  if (split === null) return none2;
  const ttst_ms = ttstOf(split.reads);
  const targets = fluidityTargets(analysis);
  if (targets === null) return { ...none2, ttst_ms };
  const f = fluidityOf(split.reads, targets);
  return {
    fluidity_index: f.fluidity_index,
    missed_deadlines: f.fluidity_index === null ? null : f.missed_deadlines,
    ttst_ms
  };
}
function fluidityFigures(requests, targets, seed, stats = DEFAULT_STATISTICS) {
  const values2 = requests.filter((r) => r.outcome === "streamed" && r.client_stalled !== true).flatMap((r) => typeof r.fluidity_index === "number" ? [r.fluidity_index] : []);
  const s = summarize(values2);
  if (targets === null || s === null)
    return {
      fluidity_index: null,
      fluidity_index_ci: null,
      fluidity_index_p10_ci: null,
      fluid_share: null,
      n_fluidity: 0
    };
  const ci = (p, name) => {
    if (values2.length < Math.max(1, stats.min_samples)) return null;
    const i = bootstrapQuantileCi(values2, p, seedFrom(...seed, name), stats);
    return i === null ? null : { low: dropNoise(i.low), high: dropNoise(i.high), level: stats.ci_level };
  };
  return {
    fluidity_index: {
      p50: dropNoise(s.p50),
      p90: dropNoise(s.p90),
      p99: dropNoise(s.p99),
      min: s.min,
      max: s.max,
      p10: dropNoise(percentile(sortedFinite(values2), 0.1))
    },
    fluidity_index_ci: ci(0.5, "fluidity_index"),
    fluidity_index_p10_ci: ci(0.1, "fluidity_index_p10"),
    fluid_share: dropNoise(values2.filter((v) => v >= targets.target_index).length / values2.length),
    n_fluidity: values2.length
  };
}
function isSmooth(r, targets) {
  return r.outcome === "streamed" && r.ttft_ms !== null && r.ttft_ms <= targets.ttft_ms && typeof r.fluidity_index === "number" && r.fluidity_index >= targets.target_index;
}

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

// src/analyze/tool-calls.ts
var FALLBACK_CHARS_PER_TOKEN = 4;
function requestToolFields(trace, t, outcome, outputTokens, clientStalled) {
  const calls = trace.tool_calls;
  if (calls === void 0 || calls.length === 0) return {};
  const ok = outcome !== "error";
  const at = (read) => trace.reads[read]?.[0] ?? null;
  let first = null;
  const argsReads = /* @__PURE__ */ new Map();
  let argsChars = 0;
  for (const call of calls) {
    const opened = call.name_read ?? call.args_reads[0]?.[0] ?? null;
    if (opened !== null && (first === null || opened < first)) first = opened;
    argsChars += call.args_chars;
    for (const [read, chars2] of call.args_reads) argsReads.set(read, (argsReads.get(read) ?? 0) + chars2);
  }
  const reads = [...argsReads.keys()].sort((a, b) => a - b);
  const firstArgs = reads.length > 0 ? at(reads[0]) : null;
  const lastArgs = reads.length > 0 ? at(reads.at(-1)) : null;
  const spanMs = firstArgs !== null && lastArgs !== null ? dropNoise(lastArgs - firstArgs) : null;
  const streamed2 = argsChars === 0 ? null : reads.length >= t.min_content_reads && spanMs !== null && spanMs >= dropNoise(t.min_generation_s * 1e3);
  const chars = trace.output.chars + trace.output.reasoning_chars;
  const tokensPerChar = outputTokens > 0 && chars > 0 ? outputTokens / chars : 1 / FALLBACK_CHARS_PER_TOKEN;
  const afterFirst = argsChars - (argsReads.get(reads[0] ?? -1) ?? 0);
  const tps = ok && streamed2 === true && !clientStalled && spanMs !== null && spanMs > 0 ? dropNoise(afterFirst * tokensPerChar / (spanMs / 1e3)) : null;
  return {
    ttftc_ms: ok && first !== null ? at(first) : null,
    tool_calls: calls.length,
    tool_args_streamed: ok ? streamed2 : null,
    tool_args_chars: argsChars,
    tool_args_tps: tps
  };
}
function summaryOf(values2) {
  const s = summarize(values2);
  if (s === null) return null;
  return { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max };
}
function groupToolFields(requests, seed, stats = DEFAULT_STATISTICS) {
  const withCalls = requests.filter((r) => r.outcome !== "error" && (r.tool_calls ?? 0) > 0);
  if (withCalls.length === 0) return {};
  const ttftc = withCalls.flatMap((r) => typeof r.ttftc_ms === "number" ? [r.ttftc_ms] : []);
  const tps = withCalls.flatMap((r) => typeof r.tool_args_tps === "number" ? [r.tool_args_tps] : []);
  const ci = (values2, key) => {
    if (values2.length < Math.max(1, stats.min_samples)) return null;
    const i = bootstrapMedianCi(values2, seedFrom(...seed, key), stats);
    return i === null ? null : { low: dropNoise(i.low), high: dropNoise(i.high), level: stats.ci_level };
  };
  return {
    ttftc_ms: summaryOf(ttftc),
    ttftc_ms_ci: ci(ttftc, "ttftc_ms"),
    n_ttftc: ttftc.length,
    tool_args_tps: summaryOf(tps),
    tool_args_tps_ci: ci(tps, "tool_args_tps"),
    n_tool_args: tps.length,
    tool_call_requests: withCalls.length,
    tool_args_buffered: withCalls.filter((r) => r.tool_args_streamed === false).length
  };
}

// src/analyze/ending.ts
var LENGTH = /^(?:(?:finish_reason|finishReason|stop_reason|stopReason|done_reason)\s+(?:length|max_tokens|max_output_tokens)\b|response incomplete: max_output_tokens\b)/i;
var FILTER = /^(?:(?:finish_reason|finishReason|stop_reason|stopReason|done_reason)\s+(?:content_filter(?:ed)?|refusal|safety|recitation|blocklist|prohibited_content|spii|image_safety|guardrail_intervened)\b|response incomplete: content_filter\b|prompt blocked:)/i;
function endingOf(trace) {
  const notes = trace.response_meta?.notes ?? [];
  const parts = notes.flatMap((n) => n.split("; "));
  const truncated_note = parts.find((n) => LENGTH.test(n)) ?? null;
  const content_filter_note = parts.find((n) => FILTER.test(n)) ?? null;
  return {
    truncated: truncated_note !== null,
    content_filtered: content_filter_note !== null,
    truncated_note,
    content_filter_note
  };
}

// src/analyze/hidden.ts
var MIN_EXCESS_TOKENS = 20;
var finite = (x) => typeof x === "number" && Number.isFinite(x);
var none = (tokens, streamedReasoning = null) => ({
  streamed_tokens: tokens,
  hidden_reasoning_tokens: 0,
  hidden_reasoning_estimate: null,
  streamed_reasoning_tokens: streamedReasoning,
  rate_token_basis: "output_tokens"
});
function hiddenReasoning(trace, c, t) {
  const native = c.usage_output_tokens;
  if (native === null) return none(c.output_tokens);
  const ref = trace.reference_tokens ?? null;
  const reasoningChars = trace.output.reasoning_chars;
  const answerChars = trace.output.chars;
  const R = c.reasoning_tokens;
  let hidden = 0;
  let estimate = null;
  let streamedReasoning = null;
  if (finite(R) && R > 0) {
    if (reasoningChars === 0) {
      hidden = R;
      estimate = "exact";
      streamedReasoning = 0;
    } else {
      const refReasoning = ref ? ref.reasoning_tokens : Math.ceil(reasoningChars / 4);
      const refAnswer = ref ? ref.output_tokens - ref.reasoning_tokens : Math.ceil(answerChars / 4);
      const providerAnswer = native - R;
      const scaled = refAnswer >= MIN_EXCESS_TOKENS && providerAnswer > 0;
      const scale = scaled ? providerAnswer / refAnswer : 1;
      streamedReasoning = Math.round(refReasoning * scale);
      const remainder = Math.min(R, Math.max(0, R - streamedReasoning));
      if (remainder > R * t.max_token_disagreement) {
        hidden = remainder;
        estimate = !ref ? "summary_chars" : scaled ? "summary_scaled" : "summary_reference";
      }
    }
  } else if (R === null && reasoningChars > 0 && ref) {
    const excess = native - ref.output_tokens;
    if (excess >= MIN_EXCESS_TOKENS && native > ref.output_tokens * (1 + t.max_token_disagreement)) {
      hidden = excess;
      estimate = "beyond_reference";
      streamedReasoning = ref.reasoning_tokens;
    }
  }
  if (hidden === 0) return none(c.output_tokens, streamedReasoning);
  const countsReceivedText = c.token_source !== "usage" && c.token_source !== "server";
  return {
    streamed_tokens: countsReceivedText ? c.output_tokens : native - hidden,
    hidden_reasoning_tokens: hidden,
    hidden_reasoning_estimate: estimate,
    streamed_reasoning_tokens: streamedReasoning,
    rate_token_basis: countsReceivedText ? "output_tokens" : "streamed_tokens"
  };
}

// src/analyze/rates.ts
var SERVER_COUNTER_APIS = /* @__PURE__ */ new Set(["ollama"]);
var MIN_TOKENS_TO_COMPARE = 20;
var finite2 = (x) => typeof x === "number" && Number.isFinite(x);
function countTokens(trace, t) {
  const usage = trace.usage;
  const reasoning_tokens = usage?.reasoning_tokens ?? null;
  const native = usage && finite2(usage.output_tokens) ? usage.output_tokens : null;
  const nativeSource = SERVER_COUNTER_APIS.has(trace.api ?? "") ? "server" : "usage";
  const ref = trace.reference_tokens ?? null;
  const refCount = ref && finite2(ref.output_tokens) ? ref.output_tokens : null;
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
  const ms = GENERATION_MS.map((k) => st[k]).find(finite2) ?? null;
  const tokens = GENERATION_TOKENS.map((k) => st[k]).find(finite2) ?? outputTokens;
  return { ms, tps: rate(tokens, ms) };
}
function rate(tokens, intervalMs) {
  if (intervalMs === null || !(intervalMs > 0) || !Number.isFinite(intervalMs)) return null;
  const r = tokens / (intervalMs / 1e3);
  return Number.isFinite(r) ? r : null;
}
function cachedInput(trace) {
  const u = trace.usage;
  const st = trace.server_timing;
  const tokens = u?.input_cached_tokens ?? (st && finite2(st.cache_n) ? st.cache_n : null);
  if (tokens === null) return { tokens: null, share: null };
  const fromTimings = st && finite2(st.prompt_n) && finite2(st.cache_n) ? st.prompt_n + st.cache_n : null;
  const total = u?.input_total_tokens ?? u?.input_tokens ?? fromTimings;
  const share = total !== null && total > 0 ? Math.min(1, tokens / total) : null;
  return { tokens, share: share === null ? null : dropNoise(share) };
}
function connectionFields(trace) {
  const c = trace.conn ?? null;
  const fresh = c !== null && !c.reused;
  const phases = fresh ? [c.dns_ms, c.tcp_ms, c.tls_ms].filter((x) => x !== null) : [];
  return {
    sent_ms: trace.at.sent ?? null,
    new_connection: c === null ? null : fresh,
    // Rounded to the µs the phases carry: a sum of doubles adds float noise.
    connect_ms: fresh && phases.length > 0 ? Math.round(phases.reduce((a, b) => a + b, 0) * 1e3) / 1e3 : null,
    dns_ms: fresh ? c.dns_ms : null,
    tcp_ms: fresh ? c.tcp_ms : null,
    tls_ms: fresh ? c.tls_ms : null,
    retries: trace.retries?.length ?? 0
  };
}
function tokenFields(tokens, hidden, cached) {
  return {
    output_tokens: tokens.output_tokens,
    reasoning_tokens: tokens.reasoning_tokens,
    token_source: tokens.token_source,
    usage_output_tokens: tokens.usage_output_tokens,
    reference_output_tokens: tokens.reference_output_tokens,
    reference_tokenizer: tokens.reference_tokenizer,
    token_disagreement: tokens.token_disagreement,
    streamed_tokens: hidden.streamed_tokens,
    hidden_reasoning_tokens: hidden.hidden_reasoning_tokens,
    hidden_reasoning_estimate: hidden.hidden_reasoning_estimate,
    streamed_reasoning_tokens: hidden.streamed_reasoning_tokens,
    rate_token_basis: hidden.rate_token_basis,
    input_cached_tokens: cached.tokens,
    input_cached_share: cached.share
  };
}
function analyzeRequestWithSamples(trace, t) {
  const c = classify(trace, t);
  const tokens = countTokens(trace, t);
  const ok = c.outcome !== "error";
  const streamed2 = c.outcome === "streamed";
  const generation_ms = generationMs(trace);
  const total_ms = trace.at.end;
  const server = serverRate(trace, tokens.output_tokens);
  const hidden = hiddenReasoning(trace, tokens, t);
  const post_first_content_tps = streamed2 ? rate(hidden.streamed_tokens, generation_ms) : null;
  const end_to_end_tps = ok ? rate(tokens.output_tokens, total_ms) : null;
  const streamedTokens = hidden.streamed_tokens;
  const timing = streamTiming(trace, t, streamedTokens, c.outcome);
  const ending = endingOf(trace);
  const client_stall_ms = clientStallMs(trace);
  const client_stalled = client_stall_ms !== null && client_stall_ms > t.max_client_stall_ms;
  const implausible = !client_stalled && implausibleReasons(
    {
      outcome: c.outcome,
      output_tokens: tokens.output_tokens,
      streamed_tokens: hidden.streamed_tokens,
      generation_ms,
      total_ms,
      post_first_content_tps,
      end_to_end_tps,
      decode_tps: timing.decode_tps
    },
    t
  ).length > 0;
  const result = {
    id: trace.id,
    provider: trace.provider,
    model: trace.model,
    prompt: trace.prompt,
    rep: trace.rep,
    warmup: trace.warmup,
    outcome: c.outcome,
    buffered_rule: c.buffered_rule,
    borderline: borderlineOf(trace, t, c),
    error_kind: c.error_kind,
    error_message: c.error_message,
    http_status: trace.error?.http_status ?? trace.http.status ?? null,
    metric: streamed2 ? "post_first_content" : ok ? "end_to_end" : null,
    ttft_ms: streamed2 ? trace.at.first_content : null,
    ttfa_ms: streamed2 ? trace.at.first_answer : null,
    // Raw moments, exactly as the trace holds them.
    first_byte_ms: trace.at.first_byte,
    headers_ms: trace.at.headers,
    ...connectionFields(trace),
    first_content_ms: trace.at.first_content,
    total_ms,
    generation_ms,
    content_reads: trace.content_reads,
    ...tokenFields(tokens, hidden, cachedInput(trace)),
    server_generation_ms: ok ? server.ms : null,
    server_tps: ok ? dropNoiseOrNull(server.tps) : null,
    post_first_content_tps: dropNoiseOrNull(post_first_content_tps),
    end_to_end_tps: dropNoiseOrNull(end_to_end_tps),
    implausible,
    // A provider count past the reference count that hidden reasoning
    // explains is flagged as that (with both counts), not twice.
    token_mismatch: hidden.hidden_reasoning_estimate !== "beyond_reference" && tokens.token_disagreement !== null && Math.abs(tokens.token_disagreement) > t.max_token_disagreement,
    client_stall_ms,
    client_stalled,
    served: servedOf(trace),
    ...timing,
    ...requestFluidity(trace, streamedTokens, c.outcome, t),
    truncated: ok && ending.truncated,
    content_filtered: ending.content_filtered,
    ...requestToolFields(trace, t, c.outcome, tokens.output_tokens, client_stalled)
  };
  return { result, samples: streamSamples(trace, streamedTokens, c.outcome) };
}

// src/analyze/ranks.ts
function flippedValue(r, key) {
  if (r.borderline == null) return requestValue(r, key);
  const feeds = FIGURES[key].feeds;
  if (r.outcome === "streamed") return feeds.includes("buffered") ? requestValue(r, key) : null;
  if (r.outcome !== "buffered") return null;
  if (feeds.includes("buffered")) return requestValue(r, key);
  if (key === "ttft_ms") return r.first_content_ms;
  if (key === "post_first_content_tps") return rate(r.streamed_tokens ?? r.output_tokens, r.generation_ms);
  return null;
}
var RANKED_FIGURES = RANKED_KEYS.map((key) => ({
  key,
  higherIsBetter: higherIsBetter(key),
  rate: isRate(key),
  value: (r) => requestValue(r, key),
  flipped: (r) => flippedValue(r, key)
}));
function figureValues(requests, figure, flip = false) {
  const out = [];
  for (const r of requests) {
    if (r.warmup) continue;
    if (figure.rate && r.client_stalled === true) continue;
    const v = flip ? figure.flipped(r) : figure.value(r);
    if (typeof v === "number" && Number.isFinite(v)) out.push(v);
  }
  return out;
}
function mostlyFailed(requests) {
  let failed = 0;
  let ok = 0;
  for (const r of requests) {
    if (r.warmup) continue;
    if (r.outcome === "error") failed++;
    else ok++;
  }
  return failed > ok;
}
function rankFigure(groups, figure, stats, flip = false) {
  const min = Math.max(1, stats.min_samples);
  const out = [];
  const candidates = [];
  groups.forEach((g, index) => {
    const values2 = figureValues(g.requests, figure, flip);
    let unranked = null;
    if (values2.length === 0) unranked = "no_values";
    else if (mostlyFailed(g.requests)) unranked = "mostly_failed";
    else if (values2.length < min) unranked = "too_few_samples";
    else if (figure.rate && g.requests.some((r) => !r.warmup && r.implausible)) unranked = "implausible";
    out.push({ rank: null, unranked });
    if (unranked !== null) return;
    const medians = resampledMedians(values2, seedFrom(g.provider, g.prompt, figure.key), stats);
    if (medians === null) return;
    const ci = percentileInterval(Float64Array.from(medians), stats.ci_level);
    candidates.push({
      index,
      p50: median(sortedFinite(values2)),
      medians,
      ci: { low: dropNoise(ci.low), high: dropNoise(ci.high) }
    });
  });
  if (candidates.length === 0) return out;
  const better = (a, b) => figure.higherIsBetter ? b - a : a - b;
  const order = [...candidates].sort((a, b) => better(a.p50, b.p50));
  const k = order.length;
  const shares = resampledShares(order, better, stats.resamples);
  const ahead = (x, y) => figure.higherIsBetter ? x.ci.low > y.ci.high : x.ci.high < y.ci.low;
  order.forEach((c, pos) => {
    const rank = pos + 1;
    const before = order.filter((o) => ahead(o, c)).length;
    const behind = order.filter((o) => ahead(c, o)).length;
    const low = Math.min(1 + before, rank);
    const high = Math.max(k - behind, rank);
    out[c.index] = {
      rank: { rank, low, high, share: dropNoise(shares[pos] / stats.resamples), of: k },
      unranked: null
    };
  });
  return out;
}
function resampledShares(order, better, resamples) {
  const k = order.length;
  const shares = new Uint32Array(k);
  const at = order.map((_, i) => i);
  for (let i = 0; i < resamples; i++) {
    at.sort(
      (a, b) => better(order[a].medians[i], order[b].medians[i])
    );
    let place = 1;
    for (let j = 0; j < k; j++) {
      const c = at[j];
      if (j > 0) {
        const prev = order[at[j - 1]].medians[i];
        if (order[c].medians[i] !== prev) place = j + 1;
      }
      if (place === c + 1) shares[c] = shares[c] + 1;
    }
  }
  return shares;
}
var samePlace = (a, b) => a === null || b === null ? a === b : a.rank === b.rank && a.low === b.low && a.high === b.high && a.of === b.of;
function withFlipped(actual, flipped) {
  if (actual.every((a, i) => samePlace(a.rank, flipped[i]?.rank ?? null))) return actual;
  const of = Math.max(...actual.map((a, i) => Math.max(a.rank?.of ?? 0, flipped[i]?.rank?.of ?? 0)));
  return actual.map((a, i) => {
    if (a.rank === null) return a;
    const alt = flipped[i]?.rank ?? null;
    const low = Math.min(a.rank.low, alt?.low ?? a.rank.low);
    const high = Math.max(a.rank.high, alt?.high ?? a.rank.high);
    return { rank: { ...a.rank, low, high, of, label_sensitive: true }, unranked: null };
  });
}
function rankAll(groups, requests, stats) {
  const input = groups.map((g, i) => ({ provider: g.provider, prompt: g.prompt, requests: requests[i] ?? [] }));
  const out = groups.map(() => ({
    ranks: {},
    unranked: {}
  }));
  const borderline = input.some((g) => g.requests.some((r) => !r.warmup && r.borderline != null));
  for (const figure of RANKED_FIGURES) {
    const ranked = rankFigure(input, figure, stats);
    const settled = borderline ? withFlipped(ranked, rankFigure(input, figure, stats, true)) : ranked;
    settled.forEach((r, i) => {
      const o = out[i];
      o.ranks[figure.key] = r.rank;
      o.unranked[figure.key] = r.unranked;
    });
  }
  return out;
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
  groupFigure,
  figureSummary,
  rankedFigureDefs,
  median,
  bootstrapQuantileCi,
  bootstrapMedianCi,
  bootstrapDeltaPctCi,
  MIN_SAMPLES,
  DEFAULT_STATISTICS,
  streamSamples,
  DEFAULT_TARGET_INDEX,
  withFluidityDefaults,
  fluidityTargets,
  fluidityFigures,
  isSmooth,
  servedModels,
  servedLabel,
  servedSet,
  classify,
  BORDERLINE_MARGIN,
  flagsForRequest,
  NOT_FOR_REVIEW,
  flaggedForReview,
  attributionOf,
  largestPart,
  groupToolFields,
  analyzeRequestWithSamples,
  RANKED_FIGURES,
  figureValues,
  rankAll
};
