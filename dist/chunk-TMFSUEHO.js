import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DEFAULT_ANALYSIS,
  RESULTS_SCHEMA,
  checkAnswer,
  compileExpect,
  validityOf,
  withValidity
} from "./chunk-3M36TB5N.js";
import {
  COMPARED_KEYS,
  DEFAULT_STATISTICS,
  FIGURES,
  analyzeRequestWithSamples,
  attributionOf,
  bootstrapDeltaPctCi,
  bootstrapMedianCi,
  comparedFigureDefs,
  figureDef,
  flagsForRequest,
  fluidityFigures,
  fluidityTargets,
  groupToolFields,
  isRate,
  median,
  rankAll,
  servedModels,
  shareValue
} from "./chunk-4P42FROQ.js";
import {
  seedFrom
} from "./chunk-TJNM7ZPL.js";
import {
  dropNoise,
  finiteSorted,
  shareDifferenceInterval,
  sortedFinite,
  summarize,
  wilsonInterval
} from "./chunk-VZFYQJYA.js";

// src/analyze/samples.ts
var GrowableF64 = class {
  #buf;
  length = 0;
  constructor(capacity = 1024) {
    this.#buf = new Float64Array(capacity);
  }
  push(v) {
    if (this.length === this.#buf.length) {
      const next = new Float64Array(this.#buf.length * 2);
      next.set(this.#buf);
      this.#buf = next;
    }
    this.#buf[this.length++] = v;
  }
  /** The values [start, end) without a copy; valid until the next push. */
  view(start = 0, end = this.length) {
    return this.#buf.subarray(start, end);
  }
};
function finiteRun(values) {
  let sorted = true;
  for (let i = 1; i < values.length && sorted; i++)
    if (!(values[i] >= values[i - 1])) sorted = false;
  const run = sorted ? values : finiteSorted(values);
  let from = 0;
  let to = run.length;
  while (from < to && !Number.isFinite(run[from])) from++;
  while (to > from && !Number.isFinite(run[to - 1])) to--;
  return { run, from, to };
}
function upperBound({ run, from, to }, x) {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (run[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function countAtMost(runs, x) {
  let n = 0;
  for (const r of runs) n += upperBound(r, x) - r.from;
  return n;
}
function nextAbove(runs, x) {
  let best = Infinity;
  for (const r of runs) {
    const at = upperBound(r, x);
    if (at < r.to && r.run[at] < best) best = r.run[at];
  }
  return best;
}
function kth(runs, k, min, max) {
  if (countAtMost(runs, min) > k) return min;
  let lo = min;
  let hi = max;
  for (; ; ) {
    const mid = lo + (hi - lo) / 2;
    if (mid > lo && mid < hi) {
      if (countAtMost(runs, mid) > k) hi = mid;
      else lo = mid;
      continue;
    }
    const x = nextAbove(runs, lo);
    if (countAtMost(runs, x) > k) return x;
    lo = x;
  }
}
function percentileOfRuns(runs, n, p, min, max) {
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  const a = kth(runs, lo, min, max);
  const b = hi === lo || countAtMost(runs, a) > hi ? a : nextAbove(runs, a);
  return a + (h - lo) * (b - a);
}
function summarizeRuns(lists) {
  const runs = lists.map(finiteRun).filter((r) => r.to > r.from);
  let n = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const { run, from, to } of runs) {
    n += to - from;
    if (run[from] < min) min = run[from];
    if (run[to - 1] > max) max = run[to - 1];
  }
  if (n === 0) return null;
  return {
    p50: percentileOfRuns(runs, n, 0.5, min, max),
    p90: percentileOfRuns(runs, n, 0.9, min, max),
    p99: percentileOfRuns(runs, n, 0.99, min, max),
    min,
    max
  };
}
var SampleBlocks = class _SampleBlocks {
  static BLOCK = 1 << 17;
  #blocks = [];
  #used = _SampleBlocks.BLOCK;
  /** Appends the values; returns [block, start] of the first. */
  add(values) {
    if (this.#used + values.length > _SampleBlocks.BLOCK || this.#blocks.length === 0) {
      this.#blocks.push(new Float64Array(Math.max(_SampleBlocks.BLOCK, values.length)));
      this.#used = 0;
    }
    const block = this.#blocks[this.#blocks.length - 1];
    const start = this.#used;
    for (let i = 0; i < values.length; i++) block[start + i] = values[i];
    block.subarray(start, start + values.length).sort();
    this.#used = Math.max(start + values.length, values.length > _SampleBlocks.BLOCK ? Infinity : 0);
    return [this.#blocks.length - 1, start];
  }
  view(block, start, length) {
    return this.#blocks[block].subarray(start, start + length);
  }
};
var TraceSamples = class {
  #itl = new SampleBlocks();
  #gaps = new SampleBlocks();
  /** Per request: itl block, start, length; gap block, start, length. */
  #spans = new GrowableF64(1 << 12);
  #index = /* @__PURE__ */ new Map();
  #byId = /* @__PURE__ */ new Map();
  results = [];
  analysis;
  constructor(analysis) {
    this.analysis = analysis;
  }
  /** Analyses one trace; the trace is not kept. */
  add(trace) {
    const { result, samples } = analyzeRequestWithSamples(trace, this.analysis);
    if (trace.location !== void 0) result.location = trace.location;
    if (this.analysis.expect !== void 0) result.check = this.#checkOf(trace, result);
    const i = this.results.length;
    this.results.push(result);
    this.#index.set(result, i);
    this.#byId.set(result.id, i);
    const [ib, is] = this.#itl.add(samples.itl_ms);
    const [gb, gs] = this.#gaps.add(samples.chunk_gap_ms);
    for (const v of [ib, is, samples.itl_ms.length, gb, gs, samples.chunk_gap_ms.length]) this.#spans.push(v);
    return result;
  }
  /** Per prompt id: its expect block compiled once (null: the prompt has none). */
  #expect = /* @__PURE__ */ new Map();
  /** Groups (provider, prompt, location) that already have a failed answer's opening. */
  #opened = /* @__PURE__ */ new Set();
  /**
   * The request's checks on the answer its trace kept; null for a failure, a
   * prompt without `expect:` or a trace that kept no answer. The first failed
   * answer of each group (in the order the traces come) keeps its opening for
   * the flagged list.
   */
  #checkOf(trace, result) {
    if (result.outcome === "error" || trace.answer_text === void 0) return null;
    let c = this.#expect.get(trace.prompt);
    if (c === void 0) {
      const e = this.analysis.expect?.[trace.prompt];
      c = e === void 0 ? null : compileExpect(e);
      this.#expect.set(trace.prompt, c);
    }
    if (c === null) return null;
    const check = checkAnswer(c, trace.answer_text, trace.output.chars);
    const group = JSON.stringify([trace.provider, trace.prompt, trace.location ?? null]);
    if (!check.passed && !result.warmup && !this.#opened.has(group)) {
      this.#opened.add(group);
      check.opening = answerOpening(trace.answer_text);
    }
    return check;
  }
  #view(i) {
    if (i === void 0) return void 0;
    const s = this.#spans.view();
    const at = 6 * i;
    return {
      itl_ms: this.#itl.view(s[at], s[at + 1], s[at + 2]),
      chunk_gap_ms: this.#gaps.view(s[at + 3], s[at + 4], s[at + 5])
    };
  }
  /** After the results' ids changed (merge gives each the place it came from). */
  rekey() {
    this.#byId.clear();
    this.results.forEach((r, i) => this.#byId.set(r.id, i));
  }
  samplesOf = (r) => this.#view(this.#index.get(r));
  /** By request id (the load figures look requests up by their trace's id). */
  samplesById = (id) => this.#view(this.#byId.get(id));
};
function answerOpening(text, max = 80) {
  const flat = text.slice(0, max * 4).replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
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
function summary(values) {
  const present = values.filter((v) => v !== null && Number.isFinite(v));
  const s = summarize(present);
  if (s === null) return { s: null, n: 0, values: [] };
  return {
    s: { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max },
    n: present.length,
    values: present
  };
}
function noiseless(s) {
  return s === null ? null : { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max };
}
function groupHiddenReasoning(okReqs) {
  const hidden = okReqs.filter((r) => typeof r.hidden_reasoning_tokens === "number" && r.hidden_reasoning_tokens > 0);
  if (hidden.length === 0) return null;
  const p50 = (f) => summarize(hidden.map(f)).p50;
  return {
    requests: hidden.length,
    of: okReqs.length,
    hidden_tokens_p50: dropNoise(p50((r) => r.hidden_reasoning_tokens)),
    output_tokens_p50: dropNoise(p50((r) => r.usage_output_tokens ?? r.output_tokens)),
    streamed_tokens_p50: dropNoise(p50((r) => (r.usage_output_tokens ?? r.output_tokens) - r.hidden_reasoning_tokens)),
    estimated: hidden.some((r) => r.hidden_reasoning_estimate !== "exact"),
    rates_exclude_hidden: hidden.every((r) => r.rate_token_basis === "streamed_tokens")
  };
}
function summarizeGroup(requests, stats = DEFAULT_STATISTICS, samplesOf = () => void 0, fluidity = null) {
  const first = requests[0];
  if (first === void 0) throw new Error("summarizeGroup: a group has at least one request");
  const streamedReqs = requests.filter((r) => r.outcome === "streamed");
  const okReqs = requests.filter((r) => r.outcome !== "error");
  const steady = (r) => r.client_stalled !== true;
  const rateStreamed = streamedReqs.filter(steady);
  const rateOk = okReqs.filter(steady);
  const notSent = requests.filter((r) => r.error_kind === "not_sent").length;
  const streamed = streamedReqs.length;
  const buffered = requests.filter((r) => r.outcome === "buffered").length;
  const ttft = summary(streamedReqs.map((r) => r.ttft_ms));
  const ttfa = summary(streamedReqs.map((r) => r.ttfa_ms));
  const pfc = summary(rateStreamed.map((r) => r.post_first_content_tps));
  const e2e = summary(rateOk.map((r) => r.end_to_end_tps));
  const total = summary(okReqs.map((r) => r.total_ms));
  const server = summary(okReqs.map((r) => r.server_tps));
  const tpot = summary(rateStreamed.map((r) => r.tpot_ms ?? null));
  const decode = summary(rateStreamed.map((r) => r.decode_tps ?? null));
  const maxGap = summary(rateStreamed.map((r) => r.max_gap_ms ?? null));
  const itl = [];
  const gaps = [];
  for (const r of rateStreamed) {
    const s = samplesOf(r);
    if (s === void 0) continue;
    itl.push(s.itl_ms);
    gaps.push(s.chunk_gap_ms);
  }
  return {
    provider: first.provider,
    model: first.model,
    prompt: first.prompt,
    ...first.location !== void 0 ? { location: first.location } : {},
    n: requests.length,
    streamed,
    buffered,
    borderline: requests.filter((r) => r.borderline != null).length,
    errors: requests.length - okReqs.length - notSent,
    not_sent: notSent,
    retries: requests.reduce((a, r) => a + (r.retries ?? 0), 0),
    implausible: requests.filter((r) => r.implausible).length,
    client_stalled: requests.filter((r) => r.client_stalled === true).length,
    streaming: streamingVerdict(streamed, buffered),
    ttft_ms: ttft.s,
    ttfa_ms: ttfa.s,
    post_first_content_tps: pfc.s,
    end_to_end_tps: e2e.s,
    total_ms: total.s,
    server_tps: server.s,
    tpot_ms: tpot.s,
    decode_tps: decode.s,
    itl_ms: noiseless(summarizeRuns(itl)),
    chunk_gap_ms: noiseless(summarizeRuns(gaps)),
    max_gap_ms: maxGap.s,
    n_decode: decode.n,
    coarse: streamedReqs.filter((r) => r.chunking === "coarse").length,
    truncated: requests.filter((r) => r.truncated === true).length,
    n_server: server.n,
    token_mismatches: requests.filter((r) => r.token_mismatch).length,
    hidden_reasoning: groupHiddenReasoning(okReqs),
    input_cached_share: summary(requests.map((r) => r.input_cached_share ?? null)).s?.p50 ?? null,
    n_ttft: ttft.n,
    n_ttfa: ttfa.n,
    n_post_first_content: pfc.n,
    n_end_to_end: e2e.n,
    n_total: total.n,
    ttft_ms_ci: groupCi(first.provider, first.prompt, "ttft_ms", ttft.values, stats),
    post_first_content_tps_ci: groupCi(first.provider, first.prompt, "post_first_content_tps", pfc.values, stats),
    end_to_end_tps_ci: groupCi(first.provider, first.prompt, "end_to_end_tps", e2e.values, stats),
    decode_tps_ci: groupCi(first.provider, first.prompt, "decode_tps", decode.values, stats),
    too_few_samples: pfc.n > 0 && pfc.n < stats.min_samples,
    ttst_ms: summary(streamedReqs.map((r) => r.ttst_ms ?? null)).s,
    ...fluidityFigures(requests, fluidity, [first.provider, first.prompt], stats),
    ...checkFigures(okReqs),
    ...groupToolFields(requests, [first.provider, first.prompt], stats),
    served_models: servedModels(requests)
  };
}
function checkFigures(okReqs) {
  const checked = okReqs.filter((r) => r.check != null);
  if (checked.length === 0) return {};
  const passed = checked.filter((r) => r.check?.passed === true).length;
  const ci = wilsonInterval(passed, checked.length);
  return {
    check_pass_rate: dropNoise(passed / checked.length),
    check_pass_rate_ci: ci === null ? null : { low: dropNoise(ci.low), high: dropNoise(ci.high), level: 0.95 },
    n_check: checked.length
  };
}
function groupRequests(requests) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of requests) {
    if (r.warmup) continue;
    const key2 = JSON.stringify([r.provider, r.prompt, r.location ?? null]);
    let list = groups.get(key2);
    if (list === void 0) {
      list = [];
      groups.set(key2, list);
    }
    list.push(r);
  }
  return [...groups.values()];
}
function planOrderOf(doc) {
  const groups = doc?.groups;
  if (!Array.isArray(groups)) return void 0;
  const providers = /* @__PURE__ */ new Set();
  const prompts = /* @__PURE__ */ new Set();
  for (const g of groups) {
    const { provider, prompt } = g ?? {};
    if (typeof provider === "string") providers.add(provider);
    if (typeof prompt === "string") prompts.add(prompt);
  }
  return providers.size === 0 ? void 0 : { providers: [...providers], prompts: [...prompts] };
}
function sortInPlanOrder(requests, order) {
  const providers = /* @__PURE__ */ new Map();
  const prompts = /* @__PURE__ */ new Map();
  for (const id of order?.providers ?? []) if (!providers.has(id)) providers.set(id, providers.size);
  for (const id of order?.prompts ?? []) if (!prompts.has(id)) prompts.set(id, prompts.size);
  for (const r of requests) {
    if (!providers.has(r.provider)) providers.set(r.provider, providers.size);
    if (!prompts.has(r.prompt)) prompts.set(r.prompt, prompts.size);
  }
  return requests.map((r, i) => ({ r, i })).sort(
    (a, b) => providers.get(a.r.provider) - providers.get(b.r.provider) || prompts.get(a.r.prompt) - prompts.get(b.r.prompt) || Number(b.r.warmup) - Number(a.r.warmup) || a.r.rep - b.r.rep || a.i - b.i
  ).map(({ r }) => r);
}
function analysisOf(thresholds) {
  return {
    min_content_reads: thresholds.min_content_reads,
    min_generation_s: thresholds.min_generation_s,
    max_plausible_tps: thresholds.max_plausible_tps,
    max_token_disagreement: thresholds.max_token_disagreement,
    rate_tokens: thresholds.rate_tokens,
    max_tokens_per_read: thresholds.max_tokens_per_read ?? DEFAULT_ANALYSIS.max_tokens_per_read,
    max_client_stall_ms: thresholds.max_client_stall_ms ?? DEFAULT_ANALYSIS.max_client_stall_ms,
    // Only when set: results written without targets keep the analysis they had.
    ...thresholds.fluidity !== void 0 ? { fluidity: thresholds.fluidity } : {},
    ...thresholds.expect !== void 0 && Object.keys(thresholds.expect).length > 0 ? { expect: thresholds.expect } : {},
    ...thresholds.validity !== void 0 ? { validity: thresholds.validity } : {}
  };
}
function analyzed(pass, run, order) {
  const stats = DEFAULT_STATISTICS;
  const { analysis } = pass;
  const requests = sortInPlanOrder(pass.results, order);
  const grouped = groupRequests(requests);
  const targets = fluidityTargets(analysis);
  const summaries = grouped.map((g) => summarizeGroup(g, stats, pass.samplesOf, targets));
  const ranks = rankWithinLocations(summaries, grouped, stats);
  const groups = summaries.map((g, i) => ({ ...g, ...ranks[i] }));
  const flagged = requests.filter((r) => !r.warmup).flatMap((r) => flagsForRequest(r, analysis));
  const out = { schema: RESULTS_SCHEMA, run, analysis, requests, groups, flagged };
  if (groups.some((g) => g.location !== void 0)) out.by_location = byLocation(groups);
  return out;
}
function rankWithinLocations(summaries, grouped, stats) {
  const locations = [...new Set(summaries.map((g) => g.location ?? null))];
  if (locations.length <= 1) return rankAll(summaries, grouped, stats);
  const out = new Array(summaries.length);
  for (const loc of locations) {
    const idx = summaries.flatMap((g, i) => (g.location ?? null) === loc ? [i] : []);
    const ranked = rankAll(
      idx.map((i) => summaries[i]),
      idx.map((i) => grouped[i]),
      stats
    );
    idx.forEach((i, k) => out[i] = ranked[k]);
  }
  return out;
}
function byLocation(groups) {
  return groups.map((g) => ({
    provider: g.provider,
    prompt: g.prompt,
    location: g.location ?? null,
    n: g.n,
    n_ttft: g.n_ttft,
    ttft_ms_p50: g.ttft_ms?.p50 ?? null,
    ttft_ms_ci: g.ttft_ms_ci,
    post_first_content_tps_p50: g.post_first_content_tps?.p50 ?? null,
    post_first_content_tps_ci: g.post_first_content_tps_ci,
    end_to_end_tps_p50: g.end_to_end_tps?.p50 ?? null,
    end_to_end_tps_ci: g.end_to_end_tps_ci
  }));
}

// src/analyze/compare-metric.ts
var DEFAULT_MIN_EFFECT_PCT = 10;
var DEFAULT_COMPARE = { ...DEFAULT_STATISTICS, min_effect_pct: DEFAULT_MIN_EFFECT_PCT };
var legacyBasis = (requests) => requests.length > 0 && requests.every((r) => r.streamed_tokens === void 0);
var hidingRequests = (requests) => requests.filter((r) => r.outcome === "streamed" && !r.warmup && r.rate_token_basis === "streamed_tokens");
function tokenBasisConflict(baselineRuns, current) {
  const sides = [...baselineRuns.map((reqs) => ({ baseline: true, reqs })), { baseline: false, reqs: current }];
  const legacy = sides.filter((s) => legacyBasis(s.reqs));
  const hiding = sides.filter((s) => !legacyBasis(s.reqs) && hidingRequests(s.reqs).length > 0);
  if (legacy.length === 0 || hiding.length === 0) return null;
  const old = legacy.some((s) => s.baseline) ? "the baseline" : "this run";
  const now = hiding.some((s) => !s.baseline) ? "this run's" : "the baseline's";
  return `different token bases: ${old} divided output_tokens (written before hidden reasoning was counted), ${now} streaming rates leave hidden reasoning out; re-label the older results with \`streamgauge reanalyze\` to compare`;
}
function comparableValues(requests, metric, f = figureDef(metric)) {
  const out = [];
  const rate2 = isRate(metric, f);
  for (const r of requests) {
    if (r.warmup || r.outcome !== "streamed") continue;
    if (rate2 && r.client_stalled === true) continue;
    const v = r[metric];
    if (typeof v === "number" && Number.isFinite(v)) out.push(v);
  }
  return out;
}
function verdictOf(metric, deltaPct, ciLowPct, ciHighPct, minEffectPct, f = figureDef(metric)) {
  const up = ciLowPct > 0 && ciLowPct >= minEffectPct && deltaPct >= minEffectPct;
  const down = ciHighPct < 0 && ciHighPct <= -minEffectPct && deltaPct <= -minEffectPct;
  if (!up && !down) return "no_change";
  return up === (f.better === "lower") ? "slower" : "faster";
}
function compareRequests(provider, prompt, metric, baselineRuns, current, settings = DEFAULT_COMPARE, f = figureDef(metric)) {
  if (f.share) return compareShares(provider, prompt, metric, baselineRuns, current, settings);
  const c = compareMetric(
    provider,
    prompt,
    metric,
    baselineRuns.map((reqs) => comparableValues(reqs, metric, f)),
    comparableValues(current, metric, f),
    settings,
    f
  );
  const conflict = f.streamedTokens ? tokenBasisConflict(baselineRuns, current) : null;
  return conflict === null ? c : { ...c, ci_low_pct: null, ci_high_pct: null, verdict: "insufficient_data", reason: conflict };
}
function compareMetric(provider, prompt, metric, baselineRuns, current, settings = DEFAULT_COMPARE, f = figureDef(metric)) {
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
    verdict: verdictOf(metric, delta, low, high, settings.min_effect_pct, f)
  };
}
function shareSide(requests) {
  let passed = 0;
  let n = 0;
  for (const r of requests) {
    const v = r.warmup ? null : shareValue(r);
    if (v === null) continue;
    n++;
    passed += v;
  }
  const ci = wilsonInterval(passed, n) ?? { low: 0, high: 1 };
  return { passed, n, low: dropNoise(ci.low), high: dropNoise(ci.high) };
}
function compareShares(provider, prompt, metric, baselineRuns, current, settings = DEFAULT_COMPARE) {
  const runs = baselineRuns.map(shareSide).filter((s) => s.n > 0);
  const base = shareSide(baselineRuns.flat());
  const cur = shareSide(current);
  const rate2 = (s) => s.n > 0 ? dropNoise(s.passed / s.n) : null;
  const b = rate2(base);
  const c = rate2(cur);
  const delta = b !== null && c !== null && b > 0 ? dropNoise(100 * (c - b) / b) : null;
  const out = {
    provider,
    prompt,
    metric,
    baseline_p50: b,
    current_p50: c,
    delta_pct: delta,
    ci_low_pct: null,
    ci_high_pct: null,
    verdict: "insufficient_data",
    baseline_n: base.n,
    current_n: cur.n,
    baseline_runs: runs.length,
    ...base.n > 0 || cur.n > 0 ? { share: { baseline: base, current: cur } } : {}
  };
  const min = Math.max(1, settings.min_samples);
  const diff = shareDifferenceInterval({ k: base.passed, n: base.n }, { k: cur.passed, n: cur.n });
  if (b === null || c === null || base.n < min || cur.n < min || diff === null) return out;
  const pct = (x) => b > 0 ? dropNoise(100 * x / b) : null;
  const effect = (d) => d === null || Math.abs(d) >= settings.min_effect_pct;
  const verdict = diff.high < 0 && effect(delta) ? "slower" : diff.low > 0 && effect(delta) ? "faster" : "no_change";
  return { ...out, ci_low_pct: pct(diff.low), ci_high_pct: pct(diff.high), verdict };
}
function checkedIn(...sets) {
  return sets.some((reqs) => reqs.some((r) => r.check != null));
}

// src/analyze/load-compare.ts
var median2 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
};
var labels = (r, sat) => (r.stages ?? []).filter((s) => s.provider === sat.provider && s.prompt === sat.prompt && s.location === sat.location).map((s) => s.label).join(", ");
function compareSaturation(current, baselines, minEffectPct) {
  const out = [];
  for (const sat of current.saturation ?? []) {
    const own = labels(current, sat);
    const base = [];
    let differing = false;
    for (const b of baselines) {
      const other = b.saturation?.find(
        (x) => x.provider === sat.provider && x.prompt === sat.prompt && x.location === sat.location
      );
      if (!other || other.max_output_token_throughput === null) continue;
      if (labels(b, other) !== own) {
        differing = true;
        continue;
      }
      base.push(other.max_output_token_throughput);
    }
    const baseline = base.length > 0 ? dropNoise(median2(base)) : null;
    const cur = sat.max_output_token_throughput;
    const delta = baseline !== null && cur !== null && baseline > 0 ? dropNoise(100 * (cur - baseline) / baseline) : null;
    const verdict = delta === null ? "insufficient_data" : delta <= -minEffectPct ? "slower" : delta >= minEffectPct ? "faster" : "no_change";
    out.push({
      provider: sat.provider,
      prompt: sat.prompt,
      ...sat.location !== void 0 ? { location: sat.location } : {},
      metric: "max_output_token_throughput",
      baseline,
      current: cur,
      delta_pct: delta,
      verdict,
      baseline_runs: base.length,
      ...base.length === 0 && differing ? { reason: `the baseline ran other stages than this run (${own}); saturation points are not comparable` } : {}
    });
  }
  return out;
}
var stageRequests = (r, provider, prompt, stage, location) => r.requests.filter(
  (x) => x.provider === provider && x.prompt === prompt && x.location === location && x.load_stage === stage && !x.warmup
);
function compareStages(current, baselines, settings = DEFAULT_COMPARE, figures = FIGURES) {
  const out = [];
  for (const st of current.stages ?? []) {
    const cur = stageRequests(current, st.provider, st.prompt, st.stage, st.location);
    const base = baselines.flatMap((b) => {
      const match = (b.stages ?? []).find(
        (x) => x.provider === st.provider && x.prompt === st.prompt && x.location === st.location && x.label === st.label
      );
      return match ? [stageRequests(b, st.provider, st.prompt, match.stage, st.location)] : [];
    });
    for (const f of comparedFigureDefs(figures)) {
      if (f.share && !checkedIn(cur, ...base)) continue;
      const c = compareRequests(st.provider, st.prompt, f.key, base, cur, settings, f);
      out.push({
        ...c,
        ...st.location !== void 0 ? { location: st.location } : {},
        stage: st.stage,
        label: st.label
      });
    }
  }
  return out;
}

// src/analyze/compare.ts
var COMPARISON_METHOD = "bootstrap CI of the difference of medians (baseline resampled by run, then by response)";
var key = (provider, prompt, location) => JSON.stringify(location === void 0 ? [provider, prompt] : [provider, prompt, location]);
function byGroup(results) {
  const m = /* @__PURE__ */ new Map();
  for (const r of results.requests) {
    if (r.warmup) continue;
    const k = key(r.provider, r.prompt, r.location);
    let list = m.get(k);
    if (list === void 0) m.set(k, list = []);
    list.push(r);
  }
  return m;
}
function sameRun(a, b) {
  return a.run.started_at === b.run.started_at && a.run.finished_at === b.run.finished_at && a.run.config_sha256 === b.run.config_sha256 && (a.run.shard?.index ?? null) === (b.run.shard?.index ?? null);
}
var WORSENESS = { observed: 0, mixed: 1, not_observed: 2, unknown: -1 };
var CHANGE = {
  observed: "became_streamed",
  mixed: "became_mixed",
  not_observed: "became_buffered"
};
function streamingChange(provider, prompt, baseline, current) {
  const was = streamingVerdict(baseline.streamed, baseline.buffered);
  const now = streamingVerdict(current.streamed, current.buffered);
  if (was === now || was === "unknown" || now === "unknown") return null;
  return {
    provider,
    prompt,
    baseline_streaming: was,
    current_streaming: now,
    baseline_streamed: baseline.streamed,
    baseline_buffered: baseline.buffered,
    current_streamed: current.streamed,
    current_buffered: current.buffered,
    change: CHANGE[now],
    alert: WORSENESS[now] > WORSENESS[was]
  };
}
function baselineRun(b) {
  const run = b.results.run;
  return {
    started_at: run.started_at,
    config_sha256: run.config_sha256,
    ci_run_id: run.ci?.run_id ?? null,
    sha: run.ci?.sha ?? null,
    source: b.source ?? null
  };
}
function compareRuns(current, baselines, settings = {}, figures = FIGURES) {
  const s = { ...DEFAULT_COMPARE, ...definedOnly(settings) };
  const inputs = baselines.map((b) => "results" in b ? b : { results: b }).filter((b) => !sameRun(b.results, current));
  const baseGroups = inputs.map((b) => byGroup(b.results));
  const curGroups = byGroup(current);
  const comparisons = [];
  const streaming_changes = [];
  for (const g of current.groups) {
    const k = key(g.provider, g.prompt, g.location);
    const cur = curGroups.get(k) ?? [];
    const base = baseGroups.map((m) => m.get(k)).filter((x) => x !== void 0);
    const validity = validityOf(current, g);
    const trusted = validity.verdict === "trusted";
    const clientBound = validity.reasons.some((r) => r.signal === "client_stalled" || r.signal === "generator_limited");
    for (const f of comparedFigureDefs(figures)) {
      if (f.share && !checkedIn(cur, ...base)) continue;
      const c = confirmedIf(compareRequests(g.provider, g.prompt, f.key, base, cur, s, f), trusted);
      if (c.confirmed !== void 0) c.attribution = attributionOf(g.provider, g.prompt, f.key, base, cur, s);
      comparisons.push(g.location === void 0 ? c : { ...c, location: g.location });
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
    if (change !== null) streaming_changes.push(change.alert ? { ...change, confirmed: !clientBound } : change);
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
    streaming_changes,
    ...current.saturation ? {
      saturation_comparisons: compareSaturation(
        current,
        inputs.map((b) => b.results),
        s.min_effect_pct
      ),
      stage_comparisons: compareStages(
        current,
        inputs.map((b) => b.results),
        s,
        figures
      ).map((c) => confirmedIf(c, stageTrusted(current, c)))
    } : {}
  };
}
function withComparisons(current, baselines, settings = {}) {
  const judged = current.run.validity === void 0 ? withValidity(current) : current;
  return { ...judged, ...compareRuns(judged, baselines, settings) };
}
function confirmedIf(c, trusted) {
  return c.verdict === "slower" || c.verdict === "faster" ? { ...c, confirmed: trusted } : c;
}
function stageTrusted(current, c) {
  const g = current.groups.find(
    (x) => x.provider === c.provider && x.prompt === c.prompt && (x.location ?? null) === (c.location ?? null)
  );
  return g === void 0 || validityOf(current, g).verdict === "trusted";
}
function regressions(results, opts = {}) {
  const counts = (c) => opts.includeUnconfirmed === true || c.confirmed !== false;
  const slower = (results.comparisons ?? []).filter((c) => c.verdict === "slower");
  const slowerStages = (results.stage_comparisons ?? []).filter((c) => c.verdict === "slower");
  return {
    slower: slower.filter(counts),
    unconfirmed: [...slower, ...slowerStages].filter((c) => !counts(c)),
    stopped_streaming: (results.streaming_changes ?? []).filter(
      (c) => c.alert && (opts.includeUnconfirmed === true || c.confirmed !== false)
    ),
    slower_saturation: (results.saturation_comparisons ?? []).filter((c) => c.verdict === "slower"),
    slower_stages: slowerStages.filter(counts)
  };
}
function regressionCount(results, opts = {}) {
  const r = regressions(results, opts);
  return r.slower.length + r.stopped_streaming.length + r.slower_saturation.length + r.slower_stages.length;
}
function hasRegression(results, opts = {}) {
  return regressionCount(results, opts) > 0;
}
function definedOnly(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}
function compareProviders(results, a, b, opts = {}) {
  const s = { ...DEFAULT_COMPARE, ...definedOnly(opts.settings ?? {}) };
  const groups = byGroup(results);
  const prompts = [...new Set(results.groups.map((g) => g.prompt))].filter(
    (p) => (opts.prompt === void 0 || p === opts.prompt) && groups.has(key(a, p)) && groups.has(key(b, p))
  );
  const out = [];
  for (const prompt of prompts) {
    const ra = groups.get(key(a, prompt)) ?? [];
    const rb = groups.get(key(b, prompt)) ?? [];
    for (const metric of COMPARED_KEYS)
      out.push({
        a,
        b,
        prompt,
        comparison: compareMetric(a, prompt, metric, [comparableValues(rb, metric)], comparableValues(ra, metric), s)
      });
  }
  return out;
}

export {
  GrowableF64,
  TraceSamples,
  streamingVerdict,
  planOrderOf,
  analysisOf,
  analyzed,
  DEFAULT_MIN_EFFECT_PCT,
  withComparisons,
  regressions,
  regressionCount,
  hasRegression,
  compareProviders
};
