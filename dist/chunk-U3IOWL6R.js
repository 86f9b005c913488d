import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  FLAG_REASON,
  MAX_DETAIL,
  METRIC,
  METRIC_KEYS,
  NA,
  PAGE_COLOUR,
  VERDICT,
  VERDICT_OTHER,
  VERDICT_OTHER_CLASS,
  formatCount,
  formatMs,
  formatNumber,
  formatTps,
  groupFlags,
  hiddenReasoningLines,
  leadSentence,
  metricOf,
  naEndToEnd,
  naPostFirstContent,
  oneLine,
  rankedSummary,
  ranking,
  sanitizeText,
  streamingOf,
  truncate,
  verdictOf
} from "./chunk-BJNGONFZ.js";
import {
  RANKED_FIGURES
} from "./chunk-BWMHUM7N.js";

// src/action/naming.ts
function artifactName(base, what, attempt) {
  if (what.kind === "merged") return `${base}-merged-attempt-${attempt}`;
  if (what.shard) return `${base}-shard-${what.shard.index}-of-${what.shard.count}-attempt-${attempt}`;
  return `${base}-attempt-${attempt}`;
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function parseArtifactName(base, name) {
  const b = escapeRegExp(base);
  const sharded = new RegExp(`^${b}-shard-(\\d+)-of-(\\d+)-attempt-(\\d+)$`).exec(name);
  if (sharded) {
    const [index, count, attempt] = sharded.slice(1).map(Number);
    if (index < 1 || index > count) return null;
    return { shard: { index, count }, attempt };
  }
  const whole = new RegExp(`^${b}-attempt-(\\d+)$`).exec(name);
  if (whole) return { shard: null, attempt: Number(whole[1]) };
  return null;
}
function selectShards(base, listing) {
  const parsed = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p ? [{ ...a, ...p }] : [];
  });
  const names = listing.map((a) => a.name).sort();
  const found = names.length === 0 ? "none" : names.map((n2) => `'${n2}'`).join(", ");
  const newer = (a, b) => a.attempt > b.attempt || a.attempt === b.attempt && a.id > b.id;
  const sharded = parsed.filter((p) => p.shard !== null);
  if (sharded.length === 0) {
    const whole = parsed.filter((p) => p.shard === null);
    const latest = whole.reduce((best2, a) => best2 && !newer(a, best2) ? best2 : a, null);
    if (latest === null)
      return {
        ok: false,
        message: `No artifact named '${base}-shard-I-of-N-attempt-A' or '${base}-attempt-A' in the run (found: ${found}). To fix this, give the merge step the same \`artifact-name\` as the benchmark jobs, make it run after them (\`needs:\`), and keep \`upload-traces: true\` in the benchmark jobs.`
      };
    return { ok: true, artifacts: [latest], count: null };
  }
  const counts = [...new Set(sharded.map((p) => p.shard.count))].sort((a, b) => a - b);
  if (counts.length > 1)
    return {
      ok: false,
      message: `The shard artifacts of '${base}' disagree on the number of shards (${counts.join(" and ")}; found: ${found}). To fix this, give every benchmark job the same N in \`shard: I/N\`, or a different \`artifact-name\` per matrix.`
    };
  const count = counts[0];
  const best = /* @__PURE__ */ new Map();
  for (const a of sharded) {
    const cur = best.get(a.shard.index);
    if (!cur || newer(a, cur)) best.set(a.shard.index, a);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !best.has(i));
  if (missing.length > 0)
    return {
      ok: false,
      message: `Shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} of '${base}' uploaded no artifact (found: ${found}), so the merge would leave requests out. To fix this, check the failed shard jobs and re-run them; the merge job picks the latest attempt of each shard.`
    };
  const artifacts = [...best.values()].sort((a, b) => a.shard.index - b.shard.index);
  return { ok: true, artifacts, count };
}
function selectRunResults(base, listing) {
  const merged = new RegExp(`^${escapeRegExp(base)}-merged-attempt-(\\d+)$`);
  const latest = (xs) => xs.reduce(
    (best, a) => best && (best.attempt > a.attempt || best.attempt === a.attempt && best.id > a.id) ? best : a,
    null
  );
  const m = listing.flatMap((a) => {
    const hit = merged.exec(a.name);
    return hit ? [{ ...a, attempt: Number(hit[1]) }] : [];
  });
  if (m.length > 0) return latest(m);
  const whole = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p && p.shard === null ? [{ ...a, attempt: p.attempt }] : [];
  });
  return latest(whole);
}
var ANY_RUN_ARTIFACT = /^(.+?)-(?:merged-attempt-(\d+)|shard-(\d+)-of-(\d+)-attempt-(\d+)|attempt-(\d+))$/;
function runArtifactBases(listing) {
  const out = /* @__PURE__ */ new Map();
  for (const a of listing) {
    const m = ANY_RUN_ARTIFACT.exec(a.name);
    if (!m) continue;
    const base = m[1];
    let list = out.get(base);
    if (list === void 0) out.set(base, list = []);
    list.push(a);
  }
  return [...out].map(([base, artifacts]) => ({ base, artifacts }));
}
function attemptOf(name) {
  const m = ANY_RUN_ARTIFACT.exec(name);
  if (!m) return null;
  return Number(m[2] ?? m[5] ?? m[6]);
}

// src/report/stages.ts
var STAGE_HEADERS = [
  "stage",
  "offered",
  "achieved",
  "req/s",
  "out tok/s",
  "TTFT p50 / p99 ms",
  "TPOT p50 / p99 ms",
  "ITL p50 ms",
  "E2E p50 / p99 ms",
  "goodput",
  "notes"
];
var NA2 = "n/a";
var STAGE_METRIC = {
  ttft_ms: "TTFT",
  post_first_content_tps: "post-first-content tok/s",
  end_to_end_tps: "end-to-end tok/s"
};
var n = (x) => x === null || x === void 0 ? NA2 : formatNumber(x);
var p50p99 = (s, none = NA2) => s === null ? none : `${n(s.p50)} / ${n(s.p99)}`;
function sloText(slo) {
  const parts = [
    slo.ttft_ms !== void 0 ? `TTFT <= ${n(slo.ttft_ms)} ms` : null,
    slo.tpot_ms !== void 0 ? `TPOT <= ${n(slo.tpot_ms)} ms` : null,
    slo.e2e_ms !== void 0 ? `E2E <= ${n(slo.e2e_ms)} ms` : null
  ].filter((p) => p !== null);
  return parts.join(", ");
}
function row(s) {
  const noStream = s.completed > 0 && s.streamed === 0 ? "n/a (buffered)" : NA2;
  const achieved = s.offered.concurrency !== null ? `c=${n(s.achieved_concurrency)}` : `${n(s.achieved_rate)} req/s, c=${n(s.achieved_concurrency)}`;
  const goodput = s.goodput === null ? "no slo" : `${s.goodput.good}/${s.requests} (${formatNumber(s.goodput.fraction * 100)}%), ${n(s.goodput.rps)} req/s`;
  const notes = [
    s.errors > 0 ? `${s.errors} failed` : null,
    s.buffered > 0 ? `${s.buffered} buffered` : null,
    s.short_outputs > 0 ? `${s.short_outputs} short` : null,
    s.generator_limited ? `generator-limited (client lag p99 ${n(s.client_lag_ms?.p99)} ms)` : null,
    s.shards ? `${s.shards.count} shards, ${n(s.shards.overlap_s)} s overlap${s.shards.summed ? "" : ": not summed"}` : null
  ].filter((x) => x !== null);
  return [
    String(s.stage),
    sanitizeText(s.label),
    achieved,
    n(s.request_throughput),
    n(s.output_token_throughput),
    p50p99(s.ttft_ms, noStream),
    p50p99(s.tpot_ms, noStream),
    s.itl_ms === null ? noStream : n(s.itl_ms.p50),
    p50p99(s.e2e_ms),
    goodput,
    notes.join(", ")
  ];
}
function lines(stages, sat, slo, against, minEffectPct, byStage) {
  const out = [];
  const label = (i) => {
    const s = stages.find((x) => x.stage === i);
    return s ? `stage ${s.stage} (${sanitizeText(s.label)})` : NA2;
  };
  if (sat) {
    let line = sat.at_stage === null ? "Saturation: no stage completed a request." : `Saturation: ${n(sat.max_output_token_throughput)} output tok/s at ${label(sat.at_stage)}; at most ${n(sat.max_request_throughput)} req/s.`;
    if (slo !== null) {
      const fraction = formatNumber((slo.fraction ?? 0.95) * 100);
      line += sat.slo_stage === null ? ` No stage met the SLO (${sloText(slo)} for ${fraction}% of requests).` : ` Within the SLO (${sloText(slo)} for ${fraction}% of requests) up to ${label(sat.slo_stage)}.`;
    }
    out.push(line);
    if (against) {
      const verdict = against.verdict.replace("_", " ");
      out.push(
        against.baseline === null || against.current === null ? `Against the baseline: saturation not comparable${against.reason ? ` (${against.reason})` : " (no baseline run has it)"}.` : `Against the baseline (${against.baseline_runs} run(s), median): saturation ${n(against.baseline)} -> ${n(against.current)} output tok/s (${against.delta_pct > 0 ? "+" : ""}${formatNumber(against.delta_pct)}%): ${verdict.toUpperCase()}${minEffectPct !== null ? ` (a change of at least ${formatNumber(minEffectPct)}% counts; one figure a run, so no interval)` : ""}.`
      );
    }
    if (byStage !== void 0) {
      const changed = byStage.filter((c) => c.verdict === "slower" || c.verdict === "faster");
      const pct2 = (x) => x === null ? NA2 : `${x > 0 ? "+" : ""}${formatNumber(x)}%`;
      out.push(
        changed.length === 0 ? `By stage against the baseline: no stage figure changed (${byStage.filter((c) => c.verdict === "insufficient_data").length} of ${byStage.length} without enough data).` : `By stage against the baseline: ${changed.map(
          (c) => `${label(c.stage)} ${STAGE_METRIC[c.metric]} ${pct2(c.delta_pct)} [${pct2(c.ci_low_pct)}, ${pct2(c.ci_high_pct)}]: ${c.verdict.toUpperCase()}`
        ).join("; ")}.`
      );
    }
    if (sat.buffering_from_stage !== null) {
      const s = stages.find((x) => x.stage === sat.buffering_from_stage);
      out.push(
        `Buffering under load: from ${label(sat.buffering_from_stage)} the endpoint returned buffered responses (${s?.buffered ?? 0} of ${s?.requests ?? 0}) where lighter stages streamed. They count in throughput, E2E and goodput, never in TTFT, TPOT or ITL.`
      );
    }
    if (sat.generator_limited_stages.length > 0)
      out.push(
        `Generator-limited: ${sat.generator_limited_stages.map((i) => label(i)).join(", ")}: the client could not keep the schedule (client dispatch lag p99 over 10 ms), so those figures describe the client as much as the server.`
      );
  }
  for (const s of stages)
    if (s.shards && !s.shards.summed)
      out.push(
        `Shards: ${label(s.stage)} ran on ${s.shards.count} shards whose stage windows did not overlap enough (${n(s.shards.overlap_s)} s, ${formatNumber(s.shards.overlap_share * 100)}% of a window; at least 50% is needed), so its throughput is not summed; run the shards at the same time (a matrix).`
      );
  const short = stages.reduce((a, s) => a + s.short_outputs, 0);
  if (short > 0)
    out.push(
      `Short outputs: ${short} responses below 90% of their synthetic output target; the server stopped early (see the README for exact output lengths).`
    );
  return out;
}
function stageTables(results) {
  const stages = results.stages ?? [];
  const out = [];
  for (const sat of results.saturation ?? []) {
    const own = stages.filter((s) => s.provider === sat.provider && s.prompt === sat.prompt);
    out.push({
      provider: sat.provider,
      prompt: sat.prompt,
      rows: own.map(row),
      lines: lines(
        own,
        sat,
        results.slo ?? null,
        results.saturation_comparisons?.find((c) => c.provider === sat.provider && c.prompt === sat.prompt),
        results.baseline?.min_effect_pct ?? null,
        results.stage_comparisons?.filter((c) => c.provider === sat.provider && c.prompt === sat.prompt)
      )
    });
  }
  return out;
}
var STAGE_NOTE = "Throughput is over each stage window (first measured dispatch to last end); achieved concurrency is time-averaged. TTFT, TPOT and ITL are over streamed responses only: a buffered response counts in throughput, E2E and goodput but never in those three.";

// src/report/timing.ts
var TIMING_FIGURES = [
  {
    key: "tpot_ms",
    label: "TPOT ms",
    meaning: "time per output token after the first content read: (last \u2212 first content) / (tokens \u2212 the first read\u2019s tokens); for a one-token-a-read stream, vLLM\u2019s TPOT."
  },
  {
    key: "decode_tps",
    label: "decode tok/s",
    meaning: "1000 / TPOT: the generation rate after the first read, which a first read of many tokens does not inflate."
  },
  {
    key: "itl_ms",
    label: "ITL ms",
    meaning: "inter-token latency: each gap between content reads spread evenly over the tokens of the read that ended it, one sample per token."
  },
  {
    key: "max_gap_ms",
    label: "max gap ms",
    meaning: "the longest silence between two content reads after first content (a stall), per request."
  },
  {
    key: "chunking",
    label: "chunking",
    meaning: "tokens per content read; coarse above max_tokens_per_read, where TTFT may be late by up to one read interval (the first read\u2019s tokens were generated before it arrived)."
  }
];
var TRUST_SENTENCE = "When decode tok/s and post-first-content tok/s disagree, trust decode tok/s: post-first-content divides the first read\u2019s tokens too, although they were generated before first content was seen, so it reads high on a coarse stream (by about k/N for k tokens a read out of N). Post-first-content keeps its definition so history stays comparable.";
function hasStreamTiming(results) {
  return results.groups.some((g) => g.streamed > 0 && (g.tpot_ms != null || g.coarse !== void 0));
}
function timingGroups(results) {
  return results.groups.filter((g) => g.streamed > 0);
}
function chunkingLabel(g) {
  if (!g.streamed) return naPostFirstContent(g);
  const coarse = g.coarse ?? 0;
  if (coarse === 0) return "fine";
  return coarse === g.streamed ? "coarse" : `coarse ${coarse}/${g.streamed}`;
}
var p50p90 = (s, na) => s == null ? na : `${formatNumber(s.p50)} / ${formatNumber(s.p90)}`;
var p50p992 = (s, na) => s == null ? na : `${formatNumber(s.p50)} / ${formatNumber(s.p99)}`;
var TIMING_HEADERS = [
  "TPOT ms p50/p90",
  "decode tok/s p50/p90",
  "post-first tok/s p50",
  "ITL ms p50/p99",
  "max gap ms p50/max",
  "chunking"
];
function timingCells(g, counts = true) {
  const na = naPostFirstContent(g);
  const gap = g.max_gap_ms == null ? na : `${formatNumber(g.max_gap_ms.p50)} / ${formatNumber(g.max_gap_ms.max)}`;
  return [
    p50p90(g.tpot_ms, na),
    p50p90(g.decode_tps, na) + (counts && g.n_decode ? ` \xB7 n=${g.n_decode}` : ""),
    g.post_first_content_tps == null ? na : formatNumber(g.post_first_content_tps.p50),
    p50p992(g.itl_ms, na),
    gap,
    chunkingLabel(g)
  ];
}
function coarseSentence(results) {
  const coarse = results.requests.filter((r) => !r.warmup && r.chunking === "coarse").length;
  if (coarse === 0) return null;
  const streamed = results.requests.filter((r) => !r.warmup && r.outcome === "streamed").length;
  const max = results.analysis.max_tokens_per_read ?? NA;
  return `${coarse} of ${streamed} streamed responses were coarse (more than ${max} tokens a content read): their TTFT may be late by up to one read interval, and decode tok/s is the rate to read for them.`;
}

// src/report/report-data.ts
var REPORT_DATA_SCHEMA = "streamgauge.report-data/1";
var TIMELINE_FLAGGED = 50;
var TIMELINE_SAMPLE = 6;
function timelineAnchor(index) {
  return `req-${index}`;
}

// src/report/html-data.ts
var MAX_HISTORY = 100;
function round1(x) {
  return x === null ? null : Math.round(x * 10) / 10;
}
function contentReads(trace) {
  const byMs = /* @__PURE__ */ new Map();
  for (const [ms, kind, chars] of trace.events) {
    if (kind !== "content" && kind !== "reasoning") continue;
    let entry = byMs.get(ms);
    if (!entry) {
      entry = [round1(ms), 0, 0];
      byMs.set(ms, entry);
    }
    if (kind === "content") entry[1] += chars;
    else entry[2] += chars;
  }
  return [...byMs.values()].sort((a, b) => a[0] - b[0]);
}
function timelineOf(trace) {
  const a = trace.at;
  return {
    at: [
      round1(a.headers),
      round1(a.first_byte),
      round1(a.first_event),
      round1(a.first_content),
      round1(a.first_answer),
      round1(a.last_content),
      round1(a.end)
    ],
    reads: trace.reads.map(([ms, bytes]) => [round1(ms), bytes]),
    content: contentReads(trace)
  };
}
function connectText(r) {
  const parts = [
    ["DNS", r.dns_ms],
    ["TCP", r.tcp_ms],
    ["TLS", r.tls_ms]
  ];
  const shown = parts.filter(([, v]) => typeof v === "number").map(([name, v]) => `${name} ${formatMs(v)} ms`);
  return shown.length > 0 ? shown.join(" \xB7 ") : "phases not recorded";
}
var groupKey = (provider, prompt) => JSON.stringify([provider, prompt]);
function finite(x) {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}
function asInterval(v) {
  if (Array.isArray(v) && v.length === 2) {
    const lo = finite(v[0]);
    const hi = finite(v[1]);
    return lo !== null && hi !== null ? [lo, hi] : null;
  }
  if (v !== null && typeof v === "object") {
    const o = v;
    const lo = finite(o.low ?? o.lo ?? o.ci_low ?? o.lower);
    const hi = finite(o.high ?? o.hi ?? o.ci_high ?? o.upper);
    return lo !== null && hi !== null ? [lo, hi] : null;
  }
  return null;
}
function groupInterval(g, metric) {
  const o = g;
  const summary = o[metric];
  const ci = o.ci;
  return asInterval(o[`${metric}_ci`]) ?? asInterval(ci?.[metric]) ?? asInterval(summary?.ci) ?? asInterval(summary ? { low: summary.ci_low, high: summary.ci_high } : null);
}
function tooFewSamples(g) {
  return g.too_few_samples === true;
}
function comparisonsOf(results) {
  const raw = results.comparisons;
  if (!Array.isArray(raw)) return [];
  const out = [];
  for (const c of raw) {
    if (c === null || typeof c !== "object") continue;
    const o = c;
    if (typeof o.provider !== "string" || typeof o.prompt !== "string" || typeof o.metric !== "string") continue;
    out.push({
      provider: sanitizeText(o.provider),
      prompt: sanitizeText(o.prompt),
      metric: sanitizeText(o.metric),
      baseline_p50: finite(o.baseline_p50),
      current_p50: finite(o.current_p50),
      delta_pct: finite(o.delta_pct),
      ci_low_pct: finite(o.ci_low_pct),
      ci_high_pct: finite(o.ci_high_pct),
      verdict: typeof o.verdict === "string" ? sanitizeText(o.verdict) : "unknown",
      baseline_n: finite(o.baseline_n),
      current_n: finite(o.current_n),
      reason: typeof o.reason === "string" ? sanitizeText(o.reason) : null
    });
  }
  return out;
}
function streamingChangesOf(results) {
  const raw = results.streaming_changes;
  if (!Array.isArray(raw)) return [];
  const out = [];
  for (const c of raw) {
    if (c === null || typeof c !== "object") continue;
    const o = c;
    if (typeof o.provider !== "string" || typeof o.prompt !== "string") continue;
    const str = (v) => typeof v === "string" ? sanitizeText(v) : "unknown";
    const tally = (streamed, buffered) => finite(streamed) !== null && finite(buffered) !== null ? ` (${String(streamed)} streamed, ${String(buffered)} buffered)` : "";
    out.push({
      provider: sanitizeText(o.provider),
      prompt: sanitizeText(o.prompt),
      baseline_streaming: str(o.baseline_streaming),
      current_streaming: str(o.current_streaming),
      change: str(o.change),
      alert: o.alert === true,
      detail: `baseline ${streamingOf(str(o.baseline_streaming)).label}${tally(o.baseline_streamed, o.baseline_buffered)}, now ${streamingOf(str(o.current_streaming)).label}${tally(o.current_streamed, o.current_buffered)}`
    });
  }
  return out;
}
function runLabel(r) {
  const parts = [r.run.started_at.replace("T", " ").replace(/\.\d+Z$|Z$/, "")];
  if (r.run.ci) parts.push(r.run.ci.sha.slice(0, 7));
  return sanitizeText(parts.join(" "));
}
function historyRun(r, current) {
  return {
    label: runLabel(r),
    started_at: r.run.started_at,
    current,
    groups: r.groups.map((g) => ({
      provider: sanitizeText(g.provider),
      prompt: sanitizeText(g.prompt),
      p50: {
        ttft_ms: g.ttft_ms?.p50 ?? null,
        post_first_content_tps: g.post_first_content_tps?.p50 ?? null,
        end_to_end_tps: g.end_to_end_tps?.p50 ?? null
      }
    }))
  };
}
function buildHistory(results, history) {
  const same = (r) => r.run.started_at === results.run.started_at && r.run.config_sha256 === results.run.config_sha256;
  const earlier = history.filter((r) => r && r.run && Array.isArray(r.groups) && !same(r)).sort((a, b) => a.run.started_at < b.run.started_at ? -1 : a.run.started_at > b.run.started_at ? 1 : 0).slice(-(MAX_HISTORY - 1));
  return [...earlier.map((r) => historyRun(r, false)), historyRun(results, true)];
}
function buildReportData(results, traces, ctx = {}) {
  const groupIndex = /* @__PURE__ */ new Map();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt), i));
  const traceById = /* @__PURE__ */ new Map();
  for (const t2 of traces) if (!traceById.has(t2.id)) traceById.set(t2.id, t2);
  const flagsById = /* @__PURE__ */ new Map();
  for (const f of results.flagged) {
    const list = flagsById.get(f.id) ?? [];
    if (!list.includes(f.reason)) list.push(f.reason);
    flagsById.set(f.id, list);
  }
  const requests = results.requests.map((r) => {
    const trace = traceById.get(r.id);
    return {
      id: sanitizeText(r.id),
      group: groupIndex.get(groupKey(r.provider, r.prompt)) ?? -1,
      warmup: r.warmup,
      outcome: r.outcome,
      buffered_rule: r.buffered_rule,
      error_kind: r.error_kind,
      error: r.error_message === null ? null : truncate(sanitizeText(r.error_message), MAX_DETAIL),
      http_status: r.http_status,
      ttft_ms: r.ttft_ms,
      new_connection: r.new_connection ?? null,
      connect: r.new_connection ? connectText(r) : null,
      post_first_content_tps: r.post_first_content_tps,
      end_to_end_tps: r.end_to_end_tps,
      total_ms: r.total_ms,
      output_tokens: r.output_tokens,
      content_reads: r.content_reads,
      implausible: r.implausible,
      chunking: r.chunking ?? null,
      tokens_per_content_read: r.tokens_per_content_read ?? null,
      flags: flagsById.get(r.id) ?? [],
      timeline: trace ? timelineOf(trace) : null
    };
  });
  return {
    schema: REPORT_DATA_SCHEMA,
    max_plausible_tps: results.analysis.max_plausible_tps,
    groups: results.groups.map((g) => ({
      provider: sanitizeText(g.provider),
      model: sanitizeText(g.model),
      prompt: sanitizeText(g.prompt),
      n: g.n,
      streamed: g.streamed,
      buffered: g.buffered,
      errors: g.errors,
      streaming: g.streaming,
      too_few_samples: tooFewSamples(g),
      ci: {
        ttft_ms: groupInterval(g, "ttft_ms"),
        post_first_content_tps: groupInterval(g, "post_first_content_tps"),
        end_to_end_tps: groupInterval(g, "end_to_end_tps")
      },
      itl_ms: g.itl_ms ?? null,
      chunk_gap_ms: g.chunk_gap_ms ?? null,
      coarse: g.coarse ?? 0
    })),
    requests,
    history: buildHistory(results, ctx.history ?? []),
    comparisons: comparisonsOf(results),
    streaming_changes: streamingChangesOf(results)
  };
}

// src/report/html-load.ts
var esc = (s) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
var t = (s) => esc(sanitizeText(s));
var W = 440;
var H = 260;
var M = { left: 56, right: 16, top: 16, bottom: 40 };
function ticks(max) {
  if (!(max > 0)) return [0, 1];
  const raw = max / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => s >= raw) ?? 10 * mag;
  const out = [];
  for (let v = 0; v <= max + step * 0.999; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}
var SERIES = [
  { name: "p50", cls: "p50", color: PAGE_COLOUR.streamed, dash: null, pick: (s) => s.p50 },
  { name: "p99", cls: "p99", color: PAGE_COLOUR.buffered, dash: "5 3", pick: (s) => s.p99 }
];
function curve(stages, metric, title, slo) {
  const pts = stages.filter((s) => s.output_token_throughput !== null);
  const xs = pts.map((s) => s.output_token_throughput);
  const ys = pts.flatMap((s) => s[metric] ? [s[metric].p50, s[metric].p99] : []);
  const xt = ticks(Math.max(0, ...xs));
  const yt = ticks(Math.max(0, ...ys, slo ?? 0));
  const xMax = xt[xt.length - 1];
  const yMax = yt[yt.length - 1];
  const px = (x) => M.left + x / xMax * (W - M.left - M.right);
  const py = (y) => H - M.bottom - y / yMax * (H - M.top - M.bottom);
  const f = (x) => x.toFixed(1);
  const parts = [];
  for (const v of yt)
    parts.push(
      `<line class="grid" x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(v))}" y2="${f(py(v))}" stroke="${PAGE_COLOUR.curveGrid}"/><text x="${f(M.left - 6)}" y="${f(py(v) + 4)}" text-anchor="end" font-size="11" fill="${PAGE_COLOUR.muted}">${esc(formatNumber(v))}</text>`
    );
  for (const v of xt)
    parts.push(
      `<text x="${f(px(v))}" y="${f(H - M.bottom + 16)}" text-anchor="middle" font-size="11" fill="${PAGE_COLOUR.muted}">${esc(formatNumber(v))}</text>`
    );
  parts.push(
    `<line x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(0))}" y2="${f(py(0))}" stroke="${PAGE_COLOUR.muted}"/>`,
    `<text x="${f((M.left + W - M.right) / 2)}" y="${H - 6}" text-anchor="middle" font-size="12" fill="${PAGE_COLOUR.fg}">output tok/s (stage window)</text>`,
    `<text x="14" y="${f((M.top + H - M.bottom) / 2)}" text-anchor="middle" font-size="12" fill="${PAGE_COLOUR.fg}" transform="rotate(-90 14 ${f((M.top + H - M.bottom) / 2)})">${esc(title)} ms</text>`
  );
  if (slo !== void 0)
    parts.push(
      `<line class="slo" x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(slo))}" y2="${f(py(slo))}" stroke="${PAGE_COLOUR.error}" stroke-dasharray="2 3"/><text x="${f(W - M.right)}" y="${f(py(slo) - 4)}" text-anchor="end" font-size="11" fill="${PAGE_COLOUR.error}">SLO ${esc(formatNumber(slo))} ms</text>`
    );
  for (const s of SERIES) {
    const drawn = pts.filter((p) => p[metric] !== null);
    if (drawn.length === 0) continue;
    const path = drawn.map(
      (p) => `${f(px(p.output_token_throughput))},${f(py(s.pick(p[metric])))}`
    );
    parts.push(
      `<polyline class="series ${s.cls}" fill="none" stroke="${s.color}" stroke-width="1.5"${s.dash ? ` stroke-dasharray="${s.dash}"` : ""} points="${path.join(" ")}"/>`
    );
    for (const p of drawn) {
      const y = s.pick(p[metric]);
      parts.push(
        `<circle class="point ${s.cls}" data-stage="${p.stage}" cx="${f(px(p.output_token_throughput))}" cy="${f(py(y))}" r="3.5" fill="${s.color}"><title>stage ${p.stage} (${t(p.label)}): ${esc(formatNumber(p.output_token_throughput))} tok/s, ${esc(title)} ${s.name} ${esc(formatNumber(y))} ms</title></circle>`
      );
    }
  }
  const none = pts.every((p) => p[metric] === null) ? `<text x="${W / 2}" y="${H / 2}" text-anchor="middle" font-size="12" fill="${PAGE_COLOUR.buffered}">no streamed response: n/a (buffered)</text>` : "";
  return `<svg class="curve" data-metric="${metric}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)} against output tokens per second">${parts.join("")}${none}</svg>`;
}
function loadSectionHtml(results) {
  const tables = stageTables(results);
  if (tables.length === 0) return "";
  const slo = results.slo ?? null;
  const out = [
    '<section id="load">',
    "<h2>Load stages</h2>",
    `<p class="note">${esc(STAGE_NOTE)} Each point is one stage: solid blue p50, dashed orange p99${slo ? `; the dotted red line is the SLO (${esc(sloText(slo))})` : ""}.</p>`
  ];
  for (const tab of tables) {
    const own = (results.stages ?? []).filter((s) => s.provider === tab.provider && s.prompt === tab.prompt);
    out.push(
      `<div class="load-pair" data-provider="${t(tab.provider)}" data-prompt="${t(tab.prompt)}">`,
      `<h3>${t(tab.provider)} / ${t(tab.prompt)}</h3>`,
      `<table class="stages"><thead><tr>${STAGE_HEADERS.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>` + tab.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`).join("") + "</tbody></table>",
      ...tab.lines.map((l) => `<p class="finding">${esc(l)}</p>`),
      '<div class="curves">',
      curve(own, "ttft_ms", "TTFT", slo?.ttft_ms),
      curve(own, "tpot_ms", "TPOT", slo?.tpot_ms),
      "</div>",
      "</div>"
    );
  }
  out.push("</section>");
  return out.join("\n");
}

// src/report/script.ts
var SCRIPT = '"use strict";(()=>{function ne(e){if(!Number.isFinite(e))return String(e);let n=Math.abs(e),t=n>=100?0:n>=10?1:2,o=e.toFixed(t);return/^-0(\\.0*)?$/.test(o)&&(o=o.slice(1)),ge(o)}function ge(e){let n=/^(-?)(\\d+)(\\.\\d+)?$/.exec(e);if(!n)return e;let[,t="",o="",r=""]=n;return t+o.replace(/\\B(?=(\\d{3})+(?!\\d))/g,",")+r}function ye(e,n){return Object.prototype.hasOwnProperty.call(e,n)}var M={error:{label:"failed",style:"red",badge:"b-error"},buffered:{label:"buffered",style:"yellow",badge:"b-buffered"},implausible:{label:"implausible",style:"magenta",badge:"b-implausible"},token_mismatch:{label:"token count",style:"cyan",badge:"b-token_mismatch"},hidden_reasoning:{label:"hidden reasoning",style:"cyan",badge:"b-hidden_reasoning"},coarse:{label:"coarse",style:"yellow",badge:"b-coarse"},truncated:{label:"truncated",style:"dim",badge:"b-truncated"},content_filter:{label:"content filter",style:"yellow",badge:"b-content_filter"},short_output:{label:"short output",style:"yellow",badge:"b-short_output"}};var z={ranked:"cyan",withheld:"yellow",caution:"yellow",alert:"red",heading:"bold"},Ie={observed:{label:"observed",style:void 0,note:null},not_observed:{label:"not observed",style:z.caution,note:null},mixed:{label:"mixed",style:z.caution,note:null},unknown:{label:"unknown",style:z.caution,note:"nothing succeeded"}};var U={ttft_ms:{label:"TTFT ms",title:"Time to first token (ms)",unit:"ms"},post_first_content_tps:{label:"post-first-content tok/s",title:"Post-first-content throughput (tok/s)",unit:"tok/s"},end_to_end_tps:{label:"end-to-end tok/s",title:"End-to-end throughput (tok/s)",unit:"tok/s"}},oe=["ttft_ms","post_first_content_tps","end_to_end_tps"],re={faster:{label:"faster",style:"cyan",className:"v-faster",page:{background:"#dcfce7",color:"#166534"},strong:!0},slower:{label:"slower",style:"red",className:"v-slower",page:{background:"#fee2e2",color:"#991b1b"},strong:!0},no_change:{label:"no change",style:void 0,className:"v-same",page:{background:"#e5e7eb",color:"#374151"},strong:!1},insufficient_data:{label:"not enough data",style:"dim",className:"v-none",page:{background:"#fef3c7",color:"#92400e"},strong:!1}};function se(e){return ye(re,e)?re[e]:void 0}var ie="v-other";var p={streamed:"#2563eb",buffered:"#d97706",error:"#dc2626",reasoning:"#7c3aed",ok:"#15803d",headers:"#6b21a8",byte:"#0f766e",coarse:"#b45309",implausible:"#9f1239",wait:"#e3e6ea",gen:"#dbeafe",other:"#8b95a1",axis:"#9aa3ad",fg:"#1b1f24",muted:"#5b6470",panel:"#f6f8fa",ink:"#111827",grid:"#e3e6ea",curveGrid:"#e5e7eb",range:"#6b7280",box:"#e8eefc",boxEdge:"#93a5c9",median:"#1e3a8a",white:"#fff"};function V(e){return`req-${e}`}var ae="http://www.w3.org/2000/svg",ue,A=JSON.parse((ue=document.getElementById("sg-data").textContent)!=null?ue:"{}"),O=A.groups,v=A.requests,B=oe.map(e=>({key:e,unit:U[e].unit,label:U[e].label}));function d(e,n,t){let o=document.createElement(e);return n&&(o.className=n),t!=null&&(o.textContent=String(t)),o}function f(e,n,t,o){let r=document.createElementNS(ae,n);for(let s of Object.keys(t))r.setAttribute(s,String(t[s]));if(o){let s=document.createElementNS(ae,"title");s.textContent=o,r.appendChild(s)}return e&&e.appendChild(r),r}function N(e,n){return f(null,"svg",{viewBox:"0 0 "+e+" "+n,width:e,height:n,preserveAspectRatio:"xMinYMid meet",role:"img"})}function g(e){return e==null?"n/a":ne(e)}function F(e,n){let t=(e.length-1)*n,o=e[Math.floor(t)],r=e[Math.ceil(t)];return o+(r-o)*(t-Math.floor(t))}function Z(e){if(!(e>0))return 1;let n=Math.pow(10,Math.floor(Math.log(e)/Math.LN10)),t=e/n;return(t<=1?1:t<=2?2:t<=2.5?2.5:t<=5?5:10)*n}function ke(e){let n=Math.pow(10,Math.floor(Math.log(e)/Math.LN10)),t=e/n;return(t<1.5?1:t<3?2:t<7?5:10)*n}function ee(e){return Number.isInteger(e)&&Math.abs(e)<100?String(e):g(e)}function de(e){if(!(e>0))return[0];let n=ke(e/5),t=[];for(let o=0;o<=e+n*1e-9;o+=n)t.push(o);return t}function Ee(e,n){return f(e,"a",{href:"#"+V(n)})}function pe(e){return e.provider+" \\xB7 "+e.prompt}function fe(e,n,t,o){let r=d("div","dist-axis");r.appendChild(d("span","dist-label",""));let s=N(C,18);if(f(s,"line",{x1:D,x2:C-$,y1:16,y2:16,stroke:p.axis}),de(n).forEach(i=>{f(s,"line",{x1:e(i),x2:e(i),y1:12,y2:16,stroke:p.axis});let l=f(s,"text",{x:e(i),y:9,"text-anchor":"middle"});l.textContent=ee(i)}),o){let i=f(s,"text",{x:C-2,y:9,"text-anchor":"end",fill:p.error});i.textContent="\\u226B"}return r.appendChild(s),r.appendChild(d("span","dist-stats",t)),r}function te(e){let n=d("div","dist-label",pe(e));return n.appendChild(d("span","model",e.model)),n}var C=600,q=34,D=8,$=22;function Re(){B.forEach(e=>{let n=document.getElementById("dist-"+e.key);if(!n)return;let t=n.querySelector(".dist-body"),o=O.map((a,u)=>{let y=[];v.forEach((b,x)=>{b.group===u&&!b.warmup&&y.push({r:b,i:x})});let c=[];for(let b of y){let x=b.r[e.key];x!==null&&b.r.outcome!=="error"&&c.push({r:b.r,i:b.i,v:x})}return{g:a,gi:u,points:c,buffered:y.filter(b=>b.r.outcome==="buffered").length,failed:y.filter(b=>b.r.outcome==="error").length}}),r=[],s=[];o.forEach(a=>a.points.forEach(u=>{r.push(u.v),(e.unit==="ms"||u.v<=A.max_plausible_tps)&&s.push(u.v)})),r.length===0&&t.appendChild(d("p","note","No request has this figure."));let i=Z(Math.max(...s.length?s:r,0)),l=a=>D+Math.min(a,i)/i*(C-D-$);t.appendChild(fe(l,i,e.unit,r.length>s.length)),o.forEach(a=>t.appendChild(we(e,a,l,i)))})}function we(e,n,t,o){let r=d("div","dist-row");r.setAttribute("data-group",String(n.gi)),r.appendChild(te(n.g));let s=N(C,q);s.setAttribute("class","dist-plot");let i=n.points.map(c=>c.v).sort((c,b)=>c-b),l=q/2;if(i.length>0){let c=F(i,.25),b=F(i,.5),x=F(i,.75);f(s,"line",{x1:t(i[0]),x2:t(i[i.length-1]),y1:l,y2:l,stroke:p.range}),f(s,"rect",{x:t(c),y:l-9,width:Math.max(1,t(x)-t(c)),height:18,fill:p.box,stroke:p.boxEdge,class:"box"},"middle half "+g(c)+" \\u2013 "+g(x)+" "+e.unit),f(s,"line",{x1:t(b),x2:t(b),y1:l-11,y2:l+11,stroke:p.median,"stroke-width":2.5},"median "+g(b)+" "+e.unit);let h=n.g.ci[e.key];h&&f(s,"path",{d:"M"+t(h[0])+" "+(q-3)+"v-3H"+t(h[1])+"v3",fill:"none",stroke:p.ink,"stroke-width":1.2,class:"ci"},"confidence interval of the median: "+g(h[0])+" \\u2013 "+g(h[1]))}n.points.forEach((c,b)=>{let x=c.r.outcome==="buffered",h=(b*.6180339887%1-.5)*14,k=t(c.v),_=l+h,R=c.r.id+": "+g(c.v)+" "+e.unit+" ("+c.r.outcome+(c.r.implausible?", implausible":"")+(c.r.new_connection?", new connection: "+c.r.connect:"")+")",m=Ee(s,c.i);c.v>o?f(m,"path",{d:"M"+(C-$+4)+" "+(_-5)+"l8 5l-8 5z",fill:p.error,class:"mark over"},R):x?f(m,"path",{d:"M"+k+" "+(_-5)+"l5 5l-5 5l-5 -5z",fill:p.white,stroke:p.buffered,"stroke-width":1.6,class:"mark buffered"},R):f(m,"circle",{cx:k,cy:_,r:3.6,fill:p.streamed,"fill-opacity":.75,stroke:c.r.implausible?p.error:"none","stroke-width":2,class:"mark streamed"},R)}),r.appendChild(s);let a=d("div","dist-stats");if(i.length>0)a.appendChild(d("span",null,"p50 "+g(F(i,.5))+" ")),a.appendChild(d("span","n","n="+i.length)),a.appendChild(document.createTextNode(" "));else{let c=n.g.streamed===0;a.appendChild(d("span","na",n.g.streamed+n.g.buffered===0?"n/a (all failed) ":c&&e.key!=="end_to_end_tps"?"n/a (buffered) ":"n/a "))}let u=e.key==="end_to_end_tps"?0:n.buffered;u>0&&a.appendChild(d("span","chip buffered",u+" buffered, not drawn")),e.key==="end_to_end_tps"&&n.buffered>0&&a.appendChild(d("span","chip buffered",n.buffered+" buffered \\u25C7")),n.failed>0&&a.appendChild(d("span","chip failed",n.failed+" failed"));let y=n.points.filter(c=>c.v>o).length;return y>0&&a.appendChild(d("span","chip over",y+" above "+g(o)+" \\u226B")),e.key==="post_first_content_tps"&&n.g.too_few_samples&&a.appendChild(d("span","chip buffered","too few samples to rank")),r.appendChild(a),r}function ve(){let e=document.getElementById("dist-itl");if(!e)return;let n=e.querySelector(".dist-body"),t=[];if(O.forEach((s,i)=>{s.itl_ms&&t.push({g:s,gi:i,q:s.itl_ms})}),t.length===0){n.appendChild(d("p","note","No streamed response has an inter-token latency."));return}let o=Z(Math.max(...t.map(s=>s.q.max),0)),r=s=>D+Math.min(s,o)/o*(C-D-$);n.appendChild(fe(r,o,"ms",!1)),t.forEach(s=>{let i=s.q,l=d("div","dist-row itl-row"),a=q/2;l.setAttribute("data-group",String(s.gi)),l.appendChild(te(s.g));let u=N(C,q);u.setAttribute("class","itl-plot"),f(u,"line",{x1:r(i.min),x2:r(i.max),y1:a,y2:a,stroke:p.range,class:"range"},"min "+g(i.min)+" \\u2013 max "+g(i.max)+" ms"),f(u,"rect",{x:r(i.p50),y:a-8,width:Math.max(2,r(i.p90)-r(i.p50)),height:16,fill:p.box,stroke:p.boxEdge,class:"box"},"p50 "+g(i.p50)+" \\u2013 p90 "+g(i.p90)+" ms"),f(u,"line",{x1:r(i.p99),x2:r(i.p99),y1:a-10,y2:a+10,stroke:p.error,"stroke-width":2,class:"p99"},"p99 "+g(i.p99)+" ms"),l.appendChild(u);let y=d("div","dist-stats");y.appendChild(d("span",null,"p50 "+g(i.p50)+" \\xB7 p99 "+g(i.p99)+" ")),s.g.coarse>0&&y.appendChild(d("span","chip buffered",s.g.coarse+" coarse")),l.appendChild(y),n.appendChild(l)})}var S=300,L=92;function Ce(){let e=document.querySelector("#trends .trend-body");if(!e||A.history.length<2)return;let n=d("div","trend-row trend-head");n.appendChild(d("div",null,"group")),B.forEach(t=>n.appendChild(d("div",null,t.label+", p50 per run"))),e.appendChild(n),O.forEach((t,o)=>{let r=d("div","trend-row");if(r.setAttribute("data-group",String(o)),r.appendChild(te(t)),B.every(i=>me(t,i).every(l=>l.v===null))){r.appendChild(d("div","note","no figure in any run: every request of the group failed each time")),e.appendChild(r);return}B.forEach(i=>{let l=d("div","trend-cell");l.appendChild(Me(t,i));let a=A.comparisons.find(u=>u.provider===t.provider&&u.prompt===t.prompt&&u.metric===i.key);if(a){let u=se(a.verdict);l.appendChild(d("span","verdict "+(u?u.className:ie),u?u.label:a.verdict.replace(/_/g," ")));let y=b=>b===null?"n/a":(b>0?"+":"")+g(b)+"%",c=" "+y(a.delta_pct);a.ci_low_pct!==null&&a.ci_high_pct!==null&&(c+=" ["+y(a.ci_low_pct)+", "+y(a.ci_high_pct)+"]"),a.baseline_n!==null&&a.current_n!==null&&(c+=" \\xB7 n "+a.baseline_n+" \\u2192 "+a.current_n),l.appendChild(d("span","n",c))}r.appendChild(l)}),e.appendChild(r)})}function me(e,n){return A.history.map((t,o)=>{let r=t.groups.find(s=>s.provider===e.provider&&s.prompt===e.prompt);return{i:o,v:r?r.p50[n.key]:null,run:t}})}function Me(e,n){let t=A.history,o=me(e,n),r=o.flatMap(m=>m.v===null?[]:[m.v]),s=N(S,L);s.setAttribute("class","trend"),s.setAttribute("data-metric",n.key);let i=44,l=8,a=8,u=16;if(f(s,"rect",{x:i,y:a,width:S-i-l,height:L-a-u,fill:p.panel}),r.length===0){let m=f(s,"text",{x:(i+S-l)/2,y:L/2,"text-anchor":"middle"});return m.textContent="no figure in any run",s}let y=Z(Math.max(...r)*1.05),c=t.length,b=m=>c===1?(i+S-l)/2:i+6+m/(c-1)*(S-i-l-12),x=m=>a+(1-m/y)*(L-a-u);[0,y/2,y].forEach(m=>{f(s,"line",{x1:i,x2:S-l,y1:x(m),y2:x(m),stroke:p.grid});let j=f(s,"text",{x:i-4,y:x(m)+3,"text-anchor":"end"});j.textContent=ee(m)});let h=f(s,"text",{x:i,y:L-3});h.textContent=t[0].label.slice(0,16);let k=f(s,"text",{x:S-l,y:L-3,"text-anchor":"end"});k.textContent=t[c-1].label.slice(0,16);let _="",R=!1;return o.forEach(m=>{if(m.v===null){R=!1;return}_+=(R?"L":"M")+b(m.i).toFixed(1)+" "+x(m.v).toFixed(1),R=!0}),f(s,"path",{d:_,fill:"none",stroke:p.streamed,"stroke-width":1.5}),o.forEach(m=>{if(m.v!==null&&(f(s,"circle",{cx:b(m.i),cy:x(m.v),r:m.run.current?4.5:2.6,fill:m.run.current?p.median:p.streamed,class:m.run.current?"pt current":"pt"},m.run.label+": p50 "+g(m.v)+" "+n.unit),m.run.current)){let j=f(s,"text",{x:b(m.i)-7,y:x(m.v)-6,"text-anchor":"end",fill:p.median});j.textContent=g(m.v)}}),s}var H=1e3,Se=36,I=6,Y=14,E=27,Te=400;function W(e){let n=e.at[6];return n===null&&e.reads.forEach(t=>n=Math.max(n||0,t[0])),n===null?0:n}var w=0,J=1;v.forEach(e=>{e.timeline&&(w=Math.max(w,W(e.timeline)),e.timeline.content.forEach(n=>J=Math.max(J,n[1]+n[2])))});w=w>0?w:1;var G=document.getElementById("tl-shared"),T={},le="IntersectionObserver"in window?new IntersectionObserver(e=>e.forEach(n=>{n.isIntersecting&&K(n.target)}),{rootMargin:"300px"}):null;function K(e){let n=Number(e.getAttribute("data-index")),t=G&&!G.checked?"own":"shared";if(e.getAttribute("data-drawn")===t)return;let o=v[n],r=o.timeline,s=e.querySelector(".tl-plot");for(;s.firstChild;)s.removeChild(s.firstChild);if(e.setAttribute("data-drawn",t),!r){s.appendChild(d("span","note","no trace for this request in traces.ndjson"));return}let i=t==="own"?Math.max(W(r),1):w,l=h=>I+Math.max(0,h)/i*(H-I-Y),a=N(H,Se);a.setAttribute("class","timeline"),a.setAttribute("data-content-reads",String(r.content.length)),a.setAttribute("data-reads",String(r.reads.length));let u=r.at,y=W(r),c=u[3],b=u[5];f(a,"rect",{x:l(0),y:E-2,width:Math.max(0,l(c!==null?c:y)-l(0)),height:4,fill:p.wait,class:"wait"},"waiting: dispatch to "+(c!==null?"first content "+g(c):"end "+g(y))+" ms"),c!==null&&b!==null&&b>c&&f(a,"rect",{x:l(c),y:3,width:l(b)-l(c),height:E-3,fill:p.gen,class:"gen"},"first to last content: "+g(b-c)+" ms"),f(a,"line",{x1:l(0),x2:l(y),y1:E,y2:E,stroke:p.axis,"stroke-width":1}),r.reads.forEach(h=>{f(a,"line",{x1:l(h[0]),x2:l(h[0]),y1:E+1,y2:E+6,stroke:p.other,"stroke-width":1,class:"read"},"read at "+g(h[0])+" ms: "+h[1]+" bytes")});let x=u[6];if(o.outcome==="error"){let h=l(y);f(a,"path",{d:"M"+(h-5)+" "+(E-5)+"l10 10m0 -10l-10 10",stroke:p.error,"stroke-width":2.5,class:"error"},"failed at "+g(y)+" ms: "+(o.error_kind||"error"))}else x!==null&&f(a,"line",{x1:l(x),x2:l(x),y1:E-4,y2:E+8,stroke:p.ink,"stroke-width":2,class:"end"},"end at "+g(x)+" ms");if(r.content.forEach(h=>{let k=h[1]+h[2],_=Math.sqrt(k/J),R=5+19*_,m=2+4*_;f(a,"rect",{x:l(h[0])-m/2,y:E-R,width:m,height:R,fill:h[2]>h[1]?p.reasoning:p.streamed,class:"cr"},"content read at "+g(h[0])+" ms: "+h[1]+" answer chars"+(h[2]?", "+h[2]+" reasoning chars":""))}),f(a,"line",{x1:l(0),x2:l(0),y1:4,y2:E+6,stroke:p.ink,"stroke-width":1.5,class:"dispatch"},"dispatch: 0 ms"),u[0]!==null&&f(a,"path",{d:"M"+(l(u[0])-4)+" 2h8l-4 6z",fill:p.headers,class:"headers"},"headers at "+g(u[0])+" ms"),u[1]!==null&&f(a,"rect",{x:l(u[1])-3,y:E+2,width:6,height:6,fill:p.byte,class:"first-byte"},"first byte at "+g(u[1])+" ms"),c!==null&&f(a,"path",{d:"M"+l(c)+" "+(E-6)+"l5 5l-5 5l-5 -5z",fill:p.ok,stroke:p.white,class:"first-content"},"first content at "+g(c)+" ms"),o.chunking==="coarse"&&c!==null){a.setAttribute("data-chunking","coarse");let[h,k]=r.content,_=h&&k?k[0]-h[0]:0;f(a,"rect",{x:l(c-_),y:3,width:Math.max(2,l(c)-l(c-_)),height:E-3,fill:p.coarse,"fill-opacity":.25,stroke:p.coarse,"stroke-dasharray":"3 2",class:"coarse-slack"},"coarse: "+g(o.tokens_per_content_read)+" tokens a read; TTFT may be late by up to one read interval ("+g(_)+" ms)")}s.appendChild(a)}function Ae(e){return e.outcome==="error"?"failed: "+(e.error_kind||"error")+(e.http_status?" (HTTP "+e.http_status+")":""):e.outcome==="buffered"?"buffered: "+(e.buffered_rule||"").replace(/_/g," "):"streamed"}function P(e,n,t){e.appendChild(document.createTextNode(" "));let o=d("span","badge "+n,t);return e.appendChild(o),o}function Le(e){let n=T[String(e)];if(n)return n;let t=v[e],o=d("div","tl-row");o.id=V(e),o.setAttribute("data-index",String(e)),o.setAttribute("data-id",t.id),o.setAttribute("data-outcome",t.outcome);let r=d("div","tl-label"),s=d("a",null,t.id);s.href="#"+V(e),r.appendChild(s);let i=t.outcome==="error"?M.error.badge:t.outcome==="buffered"?M.buffered.badge:"b-streamed";P(r,i,Ae(t)+(t.warmup?" \\xB7 warmup":"")),t.implausible&&P(r,M.implausible.badge,M.implausible.label),t.chunking==="coarse"&&P(r,M.coarse.badge,M.coarse.label+" \\xB7 "+g(t.tokens_per_content_read)+" tok/read"),t.new_connection&&(P(r,"b-newconn","new connection").title="opened for this request: its time to first token includes "+t.connect);let l=t.timeline,a=(l?l.content.length+" content read"+(l.content.length===1?"":"s")+" of "+l.reads.length+" \\xB7 ":"")+t.output_tokens+" tok \\xB7 "+(t.total_ms===null?"n/a":g(t.total_ms)+" ms")+(t.error?" \\xB7 "+(t.error.length>90?t.error.slice(0,89)+"\\u2026":t.error):""),u=d("span","sub",a);return t.error&&(u.title=t.error),r.appendChild(u),o.appendChild(r),o.appendChild(d("div","tl-plot")),T[String(e)]=o,o}var be=[],ce=0;function Ne(){let e=document.querySelector("#timelines .tl-body"),n={};v.forEach((o,r)=>(n[o.group]=n[o.group]||[]).push(r));let t=O.map((o,r)=>r);n[-1]&&t.push(-1),t.forEach(o=>{let r=n[o]||[],s=O[o],i=d("div","tl-group");i.setAttribute("data-group",String(o)),i.appendChild(d("h3",null,s?pe(s):"requests outside any group")),s&&i.appendChild(d("span","note",s.model+" \\xB7 "+s.n+" measured: "+s.streamed+" streamed, "+s.buffered+" buffered, "+s.errors+" failed"));let l=d("div","tl-axis");l.appendChild(d("span","note","ms after dispatch")),l.appendChild(qe()),i.appendChild(l);let a=d("div","tl-rows");i.appendChild(a);let u=r.filter(k=>!v[k].warmup),y={},c=0,b=0;u.forEach(k=>{let _=v[k].flags.length>0;_&&c<50?(y[k]=!0,c++):!_&&b<6&&(y[k]=!0,b++)});let x=d("button","more");x.type="button";let h={rows:a,idx:r,shown:y,warmups:r.length>u.length,button:x};x.addEventListener("click",()=>X(h,r)),i.appendChild(x),be.push(h),X(h,[]),e.appendChild(i)})}function X(e,n){n.forEach(o=>e.shown[o]=!0);let t=0;e.idx.forEach(o=>{if(!e.shown[o]){t++;return}let r=Le(o);e.rows.appendChild(r),!r.getAttribute("data-drawn")&&(le&&ce>=Te?le.observe(r):(ce++,K(r)))}),e.button.hidden=t===0,e.button.textContent="show all "+e.idx.length+" requests ("+t+" more"+(e.warmups?", warmups included":"")+")"}function qe(){let e=N(H,16);e.setAttribute("class","tl-scale");let n=t=>I+t/w*(H-I-Y);return f(e,"line",{x1:I,x2:H-Y,y1:15,y2:15,stroke:p.axis}),de(w).forEach(t=>{if(t>w)return;f(e,"line",{x1:n(t),x2:n(t),y1:11,y2:15,stroke:p.axis});let o=f(e,"text",{x:n(t),y:9,"text-anchor":"middle"});o.textContent=ee(t)}),e}function he(){let e=/^#req-(\\d+)$/.exec(location.hash);if(!e)return;let n=Number(e[1]);if(!v[n])return;let t=be.find(r=>r.idx.indexOf(n)>=0);t&&!t.shown[n]&&X(t,[n]);let o=T[String(n)];if(o){for(let r=o.parentNode;r;r=r.parentNode)r instanceof HTMLDetailsElement&&(r.open=!0);K(o),Object.keys(T).forEach(r=>{var s;return(s=T[r])==null?void 0:s.classList.remove("hl")}),o.classList.add("hl"),o.scrollIntoView({block:"center"})}}G&&G.addEventListener("change",()=>{Object.keys(T).forEach(e=>{let n=T[e];n.getAttribute("data-drawn")&&(n.removeAttribute("data-drawn"),K(n))}),document.querySelectorAll(".tl-axis").forEach(e=>e.style.visibility=G.checked?"visible":"hidden")});Re();ve();Ce();Ne();window.addEventListener("hashchange",he);he();document.documentElement.setAttribute("data-rendered","true");})();\n';
function reportScript() {
  return SCRIPT;
}

// src/report/html.ts
import { createHash } from "node:crypto";
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
function num(x) {
  return escapeHtml(String(x));
}
function text(s) {
  return escapeHtml(sanitizeText(s));
}
function embedJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function provenance(r) {
  const run = r.run;
  const parts = [
    `streamgauge ${text(run.tool_version)}`,
    `Node ${text(run.node_version)}`,
    `${text(run.platform)}/${text(run.arch)}`,
    `${text(run.started_at)} to ${text(run.finished_at)}`
  ];
  if (run.reanalyzed_at) parts.push(`re-analyzed ${text(run.reanalyzed_at)}`);
  if (run.config_file) parts.push(`config <code>${text(run.config_file)}</code>`);
  if (run.config_sha256) parts.push(`sha256 <code>${text(run.config_sha256.slice(0, 12))}</code>`);
  if (run.shard) parts.push(`shard ${num(run.shard.index)}/${num(run.shard.count)}`);
  if (run.ci) {
    parts.push(
      `GitHub Actions run ${text(run.ci.run_id)} (attempt ${num(run.ci.run_attempt)}) of ${text(run.ci.repository)} at <code>${text(run.ci.sha.slice(0, 12))}</code> on ${text(run.ci.ref)}`
    );
  }
  return parts.join(" \xB7 ");
}
function figure(s, n2, na, fmt, ci) {
  if (s === null) return `<span class="na">${escapeHtml(na)}</span>`;
  const interval = ci ? ` <span class="ci">[${fmt(ci[0])}, ${fmt(ci[1])}]</span>` : "";
  return `${fmt(s.p50)}${interval} <span class="n">n=${n2}</span>`;
}
function hiddenReasoningNote(results) {
  const lines2 = hiddenReasoningLines(results.groups);
  if (lines2.length === 0) return "";
  return `<p class="note" id="hidden-reasoning">Hidden reasoning: the provider counted reasoning tokens that never crossed the wire; the streaming rate leaves them out, and TTFT (the first visible text) includes the time spent on them.</p><ul class="hidden-reasoning">${lines2.map(({ g, text: t2 }) => `<li>${text(g.provider)} \xB7 ${text(g.prompt)}: ${text(t2)}</li>`).join("")}</ul>`;
}
function overviewTable(results) {
  if (results.groups.length === 0) return "<p>No measured requests.</p>";
  const rows = results.groups.map((g) => {
    const na = naPostFirstContent(g);
    const cells = [
      text(g.provider),
      text(g.model),
      text(g.prompt),
      num(g.n),
      `${formatCount(g.streamed, g.n)}`,
      g.buffered > 0 ? `<span class="c-buffered">${g.buffered}</span>` : "0",
      g.errors > 0 ? `<span class="c-error">${g.errors}</span>` : "0",
      escapeHtml(streamingOf(g.streaming).label),
      figure(g.ttft_ms, g.n_ttft, na, (x) => formatMs(x), groupInterval(g, "ttft_ms")),
      figure(
        g.post_first_content_tps,
        g.n_post_first_content,
        na,
        (x) => formatTps(x),
        groupInterval(g, "post_first_content_tps")
      ) + (tooFewSamples(g) ? ' <span class="few">too few samples to rank</span>' : ""),
      figure(g.end_to_end_tps, g.n_end_to_end, naEndToEnd(g), (x) => formatTps(x), groupInterval(g, "end_to_end_tps"))
    ];
    return `<tr>${cells.map((c, i) => `<td${i >= 3 && i !== 7 ? ' class="num"' : ""}>${c}</td>`).join("")}</tr>`;
  });
  return '<table class="overview"><thead><tr>' + [
    "provider",
    "model",
    "prompt",
    "n",
    "streamed",
    "buffered",
    "failed",
    "streaming",
    ...METRIC_KEYS.map((k) => `${METRIC[k].label} p50`)
  ].map((h) => `<th>${h}</th>`).join("") + `</tr></thead><tbody>${rows.join("")}</tbody></table>`;
}
function pct(x) {
  if (x === null) return NA;
  return `${x > 0 ? "+" : ""}${formatNumber(x)}%`;
}
function streamingChangesSection(changes) {
  if (changes.length === 0) return "";
  const items = changes.map(
    (c) => `<li class="${c.alert ? "alert" : ""}">${c.alert ? `<span class="badge ${FLAG_REASON.error.badge}">alert</span> ` : ""}${escapeHtml(c.provider)} \xB7 ${escapeHtml(c.prompt)}: <strong>${escapeHtml(c.change.replace(/_/g, " "))}</strong>, ${escapeHtml(c.detail)}</li>`
  );
  return `<h3>Streaming changes against the baseline</h3><p class="note">A group whose responses stopped streaming is its own alert: its buffered responses never count in the speed comparisons below, which use streamed responses only.</p><ul class="changes">${items.join("")}</ul>`;
}
function comparisonsSection(comparisons) {
  if (comparisons.length === 0) return "";
  const rows = comparisons.map((c) => {
    const fmt = (x) => x === null ? NA : formatNumber(x);
    const count = (n2) => n2 === null ? "" : ` <span class="n">n=${n2}</span>`;
    const interval = c.ci_low_pct !== null && c.ci_high_pct !== null ? ` [${pct(c.ci_low_pct)}, ${pct(c.ci_high_pct)}]` : "";
    return `<tr class="${verdictOf(c.verdict)?.className ?? VERDICT_OTHER_CLASS}"><td>${escapeHtml(c.provider)}</td><td>${escapeHtml(c.prompt)}</td><td>${escapeHtml(metricOf(c.metric)?.title ?? c.metric)}</td><td class="num">${fmt(c.baseline_p50)}${count(c.baseline_n)}</td><td class="num">${fmt(c.current_p50)}${count(c.current_n)}</td><td class="num">${pct(c.delta_pct)}${interval}</td><td><span class="verdict">${escapeHtml(verdictOf(c.verdict)?.label ?? c.verdict.replace(/_/g, " "))}</span>${c.reason ? ` <span class="note">${escapeHtml(c.reason)}</span>` : ""}</td></tr>`;
  });
  return `<h3>Regression check against the baseline</h3><p class="note">Median of this run against the baseline, per provider, prompt and metric: the change in percent with its confidence interval. \u201Cslower\u201D means slower beyond the noise, for TTFT a higher figure, for the rates a lower one.</p><table class="comparisons"><thead><tr><th>provider</th><th>prompt</th><th>metric</th><th>baseline p50</th><th>current p50</th><th>change [interval]</th><th>verdict</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}
var FLAG_IDS_SHOWN = 20;
function flaggedSection(results, indexById) {
  const flags = results.flagged;
  if (flags.length === 0) return "<p>None: every measured request streamed, at a plausible rate.</p>";
  const count = (reason) => flags.filter((f) => f.reason === reason).length;
  const link = (id) => {
    const index = indexById.get(id);
    return index === void 0 ? `<code>${text(id)}</code>` : `<a href="#${timelineAnchor(index)}">${text(id)}</a>`;
  };
  const items = groupFlags(flags).map((g) => {
    const shown = g.ids.slice(0, FLAG_IDS_SHOWN).map(link).join(", ");
    const rest = g.ids.slice(FLAG_IDS_SHOWN);
    const more = rest.length === 0 ? "" : ` <details class="more-flags"><summary>${rest.length} more</summary>${rest.map(link).join(", ")}</details>`;
    const details = g.details.slice(0, 3).map((d) => text(truncate(oneLine(d), MAX_DETAIL))).join("; ");
    return `<li class="flag f-${g.reason}"><span class="badge ${FLAG_REASON[g.reason].badge}">${FLAG_REASON[g.reason].label}</span> ${text(g.provider)} \xB7 ${text(g.prompt)} <span class="count">\xD7${g.ids.length}</span>: <span class="detail">${g.varied && g.details.length === 1 ? "e.g. " : ""}${details}${g.details.length > 3 ? ` (and ${g.details.length - 3} other kinds)` : ""}</span><div class="ids">${shown}${more}</div></li>`;
  });
  return `<p>${["buffered", "implausible", "error"].map((r) => `${count(r)} ${FLAG_REASON[r].label}`).join(", ")}` + (count("token_mismatch") > 0 ? `, ${count("token_mismatch")} ${FLAG_REASON.token_mismatch.label}` : "") + ` (warmups not listed), one entry per provider, prompt and reason. Each id links to its request\u2019s timeline.</p><ul class="flagged">${items.join("")}</ul>`;
}
function rankingsSection(results) {
  if (results.groups.length === 0) return "<p>No measured requests.</p>";
  return RANKED_FIGURES.map((f) => {
    const label = metricOf(f.key)?.title ?? f.key;
    const fmt = (x) => f.higherIsBetter ? formatTps(x) : formatMs(x);
    const { rows, implausible } = ranking(
      results.groups,
      f.key,
      (g) => f.key === "post_first_content_tps" ? !tooFewSamples(g) : true
    );
    const cell = (g) => {
      const s = rankedSummary(g, f.key);
      const n2 = g[RANK_N[f.key] ?? ""] ?? 0;
      const ci = g[`${f.key}_ci`];
      const na = f.key === "end_to_end_tps" ? naEndToEnd(g) : naPostFirstContent(g);
      return figure(s, n2, na, fmt, ci ? [ci.low, ci.high] : null);
    };
    const body = rows.filter((r) => r.place !== null || rankedSummary(r.g, f.key) !== null).map(
      (r) => `<tr><td class="num place">${r.place === null ? '<span class="few">not ranked</span>' : escapeHtml(r.place)}</td><td>${text(r.g.provider)}</td><td>${text(r.g.model)}</td><td>${text(r.g.prompt)}</td><td class="num">${cell(r.g)}</td></tr>`
    ).join("");
    const left = implausible.length === 0 ? "" : '<p class="note">Not ranked, a rate above <code>max_plausible_tps</code> (kept as measured, see Flagged):</p><ul class="unranked">' + implausible.map(
      (g) => `<li>${text(g.provider)} \xB7 ${text(g.model)} \xB7 ${text(g.prompt)}: ${cell(g)} <span class="badge ${FLAG_REASON.implausible.badge}">${FLAG_REASON.implausible.label}</span> ${num(g.implausible)} of ${num(g.n)}</li>`
    ).join("") + "</ul>";
    return `<h3>${escapeHtml(label)}</h3>` + (body === "" ? '<p class="note">No group has this figure.</p>' : `<table class="ranking" data-figure="${escapeHtml(f.key)}"><thead><tr><th>#</th><th>provider</th><th>model</th><th>prompt</th><th>p50 [95% interval] \xB7 n</th></tr></thead><tbody>${body}</tbody></table>`) + left;
  }).join("\n");
}
var RANK_N = {
  post_first_content_tps: "n_post_first_content",
  end_to_end_tps: "n_end_to_end",
  ttft_ms: "n_ttft",
  decode_tps: "n_decode"
};
function thresholds(r) {
  const a = r.analysis;
  return `<ul><li><code>min_content_reads</code> ${num(a.min_content_reads)}: a response whose content arrived in fewer network reads is buffered.</li><li><code>min_generation_s</code> ${num(a.min_generation_s)}: a response whose first content to end interval is shorter is buffered.</li><li><code>max_plausible_tps</code> ${num(a.max_plausible_tps)}: a rate above it is flagged implausible, and kept as measured.</li><li><code>max_token_disagreement</code> ${num(a.max_token_disagreement)}: a provider token count further than this share from the reference tokenizer\u2019s is flagged.</li>` + (a.max_tokens_per_read !== void 0 ? `<li><code>max_tokens_per_read</code> ${num(a.max_tokens_per_read)}: a streamed response with more tokens per content read is coarse and flagged; its TTFT may be late by up to one read interval.</li>` : "") + '</ul><p class="note">These thresholds are conservative guards, not proof of server buffering: a proxy, gateway or content filter on the way can hold a stream back as well as the server. A buffered response has no time to first token and no post-first-content rate; its end-to-end rate is reported.</p>';
}
function streamTimingSection(results) {
  if (!hasStreamTiming(results)) return "";
  const rows = timingGroups(results).map((g) => {
    const cells = [text(g.provider), text(g.model), text(g.prompt), ...timingCells(g).map((c) => escapeHtml(c))];
    return `<tr>${cells.map((c, i) => `<td${i >= 3 && i < 3 + TIMING_HEADERS.length - 1 ? ' class="num"' : ""}>${c}</td>`).join("")}</tr>`;
  });
  const coarse = coarseSentence(results);
  return '<section id="stream-timing">\n<h2>Stream timing</h2>\n<p class="note">Streamed responses only, per provider and prompt, in the order of the run (not a ranking).</p><table class="timing"><thead><tr>' + ["provider", "model", "prompt", ...TIMING_HEADERS].map((h) => `<th>${escapeHtml(h)}</th>`).join("") + `</tr></thead><tbody>${rows.join("")}</tbody></table><ul class="meanings">${TIMING_FIGURES.map((f) => `<li><strong>${escapeHtml(f.label)}</strong>: ${escapeHtml(f.meaning)}</li>`).join("")}</ul><p class="note">${escapeHtml(TRUST_SENTENCE)}</p>` + (coarse ? `<p class="note">${escapeHtml(coarse)}</p>` : "") + '<figure class="dist" id="dist-itl"><figcaption>Inter-token latency per group (ms)</figcaption><p class="note">One sample per token over the group\u2019s streamed responses. Line: min to max; box: p50 to p90; tick: p99. Each gap is spread over the tokens of the read that ended it, so a coarse stream shows its per-token pace here, not its read gaps (those are the max gap column, and chunk_gap_ms in results.json).</p><div class="dist-body"></div></figure>\n</section>';
}
function historyNote(data, given) {
  if (data.history.length > 1) return "";
  return given ? '<p class="note">The history holds no earlier run: trends appear from the second run on.</p>' : '<p class="note">No history was given: trends of the p50s appear when the report is rendered with earlier runs.</p>';
}
function renderHtmlReport(results, traces, ctx = {}) {
  const data = buildReportData(results, traces, ctx);
  const script = reportScript();
  const indexById = /* @__PURE__ */ new Map();
  results.requests.forEach((r, i) => {
    if (!indexById.has(r.id)) indexById.set(r.id, i);
  });
  const measured = results.requests.filter((r) => !r.warmup);
  const tally = (o) => measured.filter((r) => r.outcome === o).length;
  const title = text(ctx.title ?? "streamgauge report");
  const csp = [
    "default-src 'none'",
    `script-src '${sha256(script)}'`,
    `style-src '${sha256(STYLE)}'`,
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
  const hasHistory = data.history.length > 1;
  const comparisons = streamingChangesSection(data.streaming_changes) + comparisonsSection(data.comparisons);
  const lead = leadSentence(results, sanitizeText);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="streamgauge">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p class="prov">${provenance(results)}</p>
<p class="tally">${measured.length} measured requests: <span class="c-streamed">${tally("streamed")} streamed</span>,
<span class="c-buffered">${tally("buffered")} buffered</span>, <span class="c-error">${tally("error")} failed</span>;
${results.flagged.length} flags. Warmups are excluded from every figure.</p>
<noscript><p class="note">The charts need JavaScript; the tables and the flagged list below do not.</p></noscript>
${lead === null ? "" : `<p class="lead" id="lead">${escapeHtml(lead)}</p>`}
</header>
<main>
<section id="overview">
<h2>Groups</h2>
<p class="note">Per provider and prompt, in the order of the run (not a ranking): the median of each figure with the
number of requests it is taken over. Post-first-content throughput exists only for responses that streamed.</p>
${overviewTable(results)}
${hiddenReasoningNote(results)}
</section>
<section id="rankings">
<h2>Rankings</h2>
<p class="note">Each figure ranked on its own, best first, by p50. The place reads \u201C1\u20132\u201D where the data cannot order
the groups: a group is placed behind another only when their 95% intervals of the median do not overlap. Groups with
fewer than three values, or with a rate above <code>max_plausible_tps</code>, take no place.</p>
${rankingsSection(results)}
</section>
${streamTimingSection(results)}
${loadSectionHtml(results)}
<section id="distributions">
<h2>Distributions</h2>
<p class="note">Every measured request is one mark. Box: middle half; thick line: median; whiskers: min to max.
<span class="key k-streamed">\u25CF streamed</span> <span class="key k-buffered">\u25C7 buffered</span>
<span class="key k-implausible">\u25CB implausible rate</span>. Buffered responses have no TTFT and no post-first-content
rate, so they are counted beside those charts and never drawn into them; failed requests are counted, never drawn.
Click a mark for its timeline.</p>
${METRIC_KEYS.map((k) => `<figure class="dist" id="dist-${k}" data-metric="${k}"><figcaption>${METRIC[k].title}</figcaption><div class="dist-body"></div></figure>`).join("\n")}
</section>
<section id="trends">
<h2>Trends</h2>
${comparisons}
${historyNote(data, ctx.history !== void 0)}
${hasHistory ? '<p class="note">p50 per run, oldest on the left; the larger mark is this run. Gaps: no figure in that run (e.g. every response buffered).</p><div class="trend-body"></div>' : ""}
</section>
<section id="flagged">
<h2>Flagged</h2>
${flaggedSection(results, indexById)}
</section>
<section id="timelines">
<h2>Timelines</h2>
<p class="note">One row per request, time from dispatch (left) to end. <span class="key k-wait">\u25AC waiting</span>
<span class="key k-headers">\u25BC headers</span> <span class="key k-byte">\u25A0 first byte</span>
<span class="key k-first">\u25C6 first content</span> <span class="key k-read">\u25AE a read with content (height: characters)</span>
<span class="key k-reasoning">\u25AE reasoning</span> <span class="key k-other">\u0131 a read without content</span>
<span class="key k-end">\u2503 end</span> <span class="key k-error">\u2715 failed</span>
<span class="key k-coarse">\u25A8 coarse: TTFT may be late by up to this read interval</span>. A buffered burst is one tall bar
at the end; a real stream is many small bars spread out. Each group shows its flagged requests (up to ${TIMELINE_FLAGGED}) and ${TIMELINE_SAMPLE} others; \u201Cshow all\u201D lists the rest.</p>
<label class="scale"><input type="checkbox" id="tl-shared" checked> one time scale for every row</label>
<div class="tl-body"></div>
</section>
<section id="thresholds">
<h2>Thresholds</h2>
${thresholds(results)}
</section>
</main>
<script type="application/json" id="sg-data">${embedJson(data)}</script>
<script>${script}</script>
</body>
</html>
`;
}
function sha256(s) {
  return `sha256-${createHash("sha256").update(s, "utf8").digest("base64")}`;
}
function verdictStyle(v) {
  return `.${v.className} .verdict,.verdict.${v.className}{background:${v.page.background};color:${v.page.color}}`;
}
var STYLE = `
:root{--fg:${PAGE_COLOUR.fg};--muted:${PAGE_COLOUR.muted};--line:#d7dbe0;--bg:${PAGE_COLOUR.white};--panel:${PAGE_COLOUR.panel};--streamed:${PAGE_COLOUR.streamed};--buffered:${PAGE_COLOUR.buffered};
--error:${PAGE_COLOUR.error};--reasoning:${PAGE_COLOUR.reasoning};--ok:${PAGE_COLOUR.ok}}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
header,main{max-width:1200px;margin:0 auto;padding:0 20px}
header{padding-top:18px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
h3{font-size:15px;margin:18px 0 6px}
code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--panel);padding:0 3px;border-radius:3px}
.prov{color:var(--muted);font-size:12px;margin:0 0 6px;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:13px;max-width:960px}
table{border-collapse:collapse;font-size:13px;margin:6px 0 12px}
.curves{display:flex;flex-wrap:wrap;gap:12px}.curves svg{max-width:460px;height:auto}
th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
th{background:var(--panel);font-weight:600}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td{overflow-wrap:anywhere}
.n,.ci{color:var(--muted);font-size:11px}.na{color:var(--muted)}.few{color:var(--buffered);font-size:11px;display:block}
ul.changes{padding-left:18px;font-size:13px}ul.changes li.alert{color:#991b1b}
.c-streamed{color:var(--streamed)}.c-buffered{color:var(--buffered);font-weight:600}.c-error{color:var(--error);font-weight:600}
.key{white-space:nowrap;margin-right:6px}.k-streamed,.k-read{color:var(--streamed)}.k-buffered{color:var(--buffered)}
.k-implausible,.k-error{color:var(--error)}.k-reasoning{color:var(--reasoning)}.k-headers{color:${PAGE_COLOUR.headers}}.k-byte{color:${PAGE_COLOUR.byte}}
.k-first{color:var(--ok)}.k-wait{color:#c7ccd3}.k-other{color:${PAGE_COLOUR.other}}
figure.dist{margin:14px 0 18px;padding:8px 10px;background:var(--panel);border-radius:6px}
figcaption{font-weight:600;margin-bottom:4px}
.dist-row,.dist-axis{display:grid;grid-template-columns:minmax(140px,220px) 1fr minmax(150px,210px);gap:10px;align-items:center}
.dist-row{border-top:1px solid var(--line);padding:2px 0}
.dist-label{font-size:12px;overflow-wrap:anywhere}.dist-label .model{color:var(--muted);display:block;font-size:11px}
.dist-stats{font-size:12px;font-variant-numeric:tabular-nums}
.chip{display:inline-block;border-radius:9px;padding:0 7px;font-size:11px;margin:1px 2px 1px 0;border:1px solid}
.chip.buffered{color:var(--buffered);border-color:var(--buffered)}.chip.failed{color:var(--error);border-color:var(--error)}
.chip.over{color:var(--error);border-color:var(--error)}
svg{display:block;width:100%;height:auto;overflow:visible}
svg text{font:10px system-ui,sans-serif;fill:${PAGE_COLOUR.muted}}
svg a{cursor:pointer}
.trend-row{display:grid;grid-template-columns:minmax(140px,220px) repeat(3,1fr);gap:12px;align-items:start;border-top:1px solid var(--line);padding:6px 0}
.trend-head{font-weight:600;font-size:12px;border-top:0}
.trend-cell{min-width:0}.trend-row>.note{grid-column:2/-1;margin:0}
.verdict{display:inline-block;border-radius:3px;padding:0 6px;font-size:12px;font-weight:600}
${verdictStyle(VERDICT.slower)}${verdictStyle(VERDICT.faster)}
${verdictStyle(VERDICT.no_change)}${verdictStyle(VERDICT.insufficient_data)}
${verdictStyle(VERDICT_OTHER)}
ul.flagged{padding-left:18px;font-size:13px}ul.flagged li{margin:2px 0;overflow-wrap:anywhere}
ul.flagged .ids{font-size:12px;margin:1px 0 4px}ul.flagged .count{font-weight:600}ul.unranked{padding-left:18px;font-size:13px}
.lead{font-size:15px;font-weight:600;margin:8px 0}td.place{font-weight:600}
.badge{display:inline-block;border-radius:3px;padding:0 5px;font-size:11px;font-weight:600;color:#fff;background:#6b7280}
.b-streamed{background:var(--streamed)}.b-buffered{background:var(--buffered)}.b-error{background:var(--error)}.b-implausible{background:${PAGE_COLOUR.implausible}}.b-token_mismatch{background:#4b5563}.b-newconn{background:${PAGE_COLOUR.byte}}
.scale{font-size:13px;display:inline-block;margin:4px 0 8px}
.b-coarse{background:${PAGE_COLOUR.coarse}}.k-coarse{color:${PAGE_COLOUR.coarse}}ul.meanings{font-size:13px;padding-left:18px;max-width:960px}
.tl-group{margin:10px 0 18px}
.tl-group h3{margin:10px 0 2px}
.tl-row{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;align-items:center;border-top:1px solid var(--line);padding:3px 4px;scroll-margin-top:40px}
.tl-row:target,.tl-row.hl{background:#fff7d6;outline:2px solid #f59e0b}
.tl-label{font-size:12px;overflow-wrap:anywhere}.tl-label .sub{display:block;color:var(--muted);font-size:11px}
.tl-plot{min-height:30px}
.tl-axis{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;padding:0 4px}
button.more{margin:6px 0;font:inherit;font-size:12px;padding:3px 10px;border:1px solid var(--line);border-radius:4px;background:var(--panel);cursor:pointer}
@media (max-width:720px){.dist-row,.dist-axis,.tl-row,.tl-axis,.trend-row{grid-template-columns:1fr}}
`;

export {
  STAGE_HEADERS,
  sloText,
  stageTables,
  STAGE_NOTE,
  TIMING_FIGURES,
  TRUST_SENTENCE,
  hasStreamTiming,
  timingGroups,
  TIMING_HEADERS,
  timingCells,
  coarseSentence,
  escapeHtml,
  embedJson,
  renderHtmlReport,
  artifactName,
  selectShards,
  selectRunResults,
  runArtifactBases,
  attemptOf
};
