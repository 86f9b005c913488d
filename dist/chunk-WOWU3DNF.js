import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  percentile,
  sortedFinite
} from "./chunk-LVAEF4P2.js";
import {
  mulberry32
} from "./chunk-WOMTUNJ4.js";

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
    perStage: true,
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
    ranked: { place: 1, table: "post-first-content", best: "fastest post-first-content" },
    compared: { between: "post-first-content", stage: "post-first-content tok/s" },
    trended: true,
    exported: { name: "post-first-content throughput" },
    perStage: false,
    timing: false,
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
    ranked: { place: 2, table: "end-to-end", best: "fastest end to end" },
    compared: { between: "end to end", stage: "end-to-end tok/s" },
    trended: true,
    exported: { name: "end-to-end throughput" },
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
    perStage: false,
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
    perStage: false,
    timing: 2,
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
    perStage: true,
    timing: 1,
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
    perStage: true,
    timing: 3,
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
    perStage: false,
    timing: 4,
    plausibility: null
  }
};
var FIGURE_LIST = Object.values(FIGURES);
function keys(keep) {
  return FIGURE_LIST.filter(keep).map((f) => f.key);
}
var RANKED_KEYS = FIGURE_LIST.filter((f) => f.ranked !== false).sort((a, b) => a.ranked.place - b.ranked.place).map((f) => f.key);
var COMPARED_KEYS = keys((f) => f.compared !== false);
var TRENDED_KEYS = keys((f) => f.trended);
var EXPORTED_KEYS = keys((f) => f.exported !== false);
var TIMING_KEYS = FIGURE_LIST.filter((f) => f.timing !== false).sort((a, b) => a.timing - b.timing).map((f) => f.key);
var PER_STAGE_KEYS = keys((f) => f.perStage);
function higherIsBetter(key) {
  return FIGURES[key].better === "higher";
}
function isRate(key) {
  return FIGURES[key].plausibility === "max_plausible_tps" || FIGURES[key].unit === "tok/s";
}
function requestValue(r, key) {
  if (!FIGURES[key].feeds.includes(r.outcome)) return null;
  const v = r[key];
  return typeof v === "number" ? v : null;
}
function groupFigure(g, key) {
  const f = FIGURES[key];
  const summary = g[key] ?? null;
  const n = f.n === null ? null : g[f.n] ?? null;
  const ci = f.ci === null ? null : g[f.ci] ?? null;
  return { summary, n, ci };
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

// src/analyze/types.ts
var RESULTS_SCHEMA = "streamgauge.results/1";

export {
  FIGURES,
  RANKED_KEYS,
  COMPARED_KEYS,
  TRENDED_KEYS,
  EXPORTED_KEYS,
  TIMING_KEYS,
  higherIsBetter,
  isRate,
  requestValue,
  groupFigure,
  rankedFigureDefs,
  median,
  percentileInterval,
  bootstrapMedianCi,
  resampledMedians,
  bootstrapDeltaPctCi,
  MIN_SAMPLES,
  DEFAULT_STATISTICS,
  RESULTS_SCHEMA
};
