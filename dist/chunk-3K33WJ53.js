import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  FLAG_REASON,
  MAX_DETAIL,
  METRIC,
  METRIC_KEYS,
  NA,
  VERDICT,
  VERDICT_OTHER_CLASS,
  column,
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
  scriptLiteral,
  truncate,
  verdictOf
} from "./chunk-IWRVNBNQ.js";
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
  { name: "p50", cls: "p50", color: "#2563eb", dash: null, pick: (s) => s.p50 },
  { name: "p99", cls: "p99", color: "#d97706", dash: "5 3", pick: (s) => s.p99 }
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
      `<line class="grid" x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(v))}" y2="${f(py(v))}" stroke="#e5e7eb"/><text x="${f(M.left - 6)}" y="${f(py(v) + 4)}" text-anchor="end" font-size="11" fill="#5b6470">${esc(formatNumber(v))}</text>`
    );
  for (const v of xt)
    parts.push(
      `<text x="${f(px(v))}" y="${f(H - M.bottom + 16)}" text-anchor="middle" font-size="11" fill="#5b6470">${esc(formatNumber(v))}</text>`
    );
  parts.push(
    `<line x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(0))}" y2="${f(py(0))}" stroke="#5b6470"/>`,
    `<text x="${f((M.left + W - M.right) / 2)}" y="${H - 6}" text-anchor="middle" font-size="12" fill="#1b1f24">output tok/s (stage window)</text>`,
    `<text x="14" y="${f((M.top + H - M.bottom) / 2)}" text-anchor="middle" font-size="12" fill="#1b1f24" transform="rotate(-90 14 ${f((M.top + H - M.bottom) / 2)})">${esc(title)} ms</text>`
  );
  if (slo !== void 0)
    parts.push(
      `<line class="slo" x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(slo))}" y2="${f(py(slo))}" stroke="#dc2626" stroke-dasharray="2 3"/><text x="${f(W - M.right)}" y="${f(py(slo) - 4)}" text-anchor="end" font-size="11" fill="#dc2626">SLO ${esc(formatNumber(slo))} ms</text>`
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
  const none = pts.every((p) => p[metric] === null) ? `<text x="${W / 2}" y="${H / 2}" text-anchor="middle" font-size="12" fill="#d97706">no streamed response: n/a (buffered)</text>` : "";
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

// src/report/html.ts
import { createHash } from "node:crypto";
var REPORT_DATA_SCHEMA = "streamgauge.report-data/1";
var MAX_HISTORY = 100;
var TIMELINE_FLAGGED = 50;
var TIMELINE_SAMPLE = 6;
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
      detail: `baseline ${str(o.baseline_streaming).replace(/_/g, " ")}${tally(o.baseline_streamed, o.baseline_buffered)}, now ${str(o.current_streaming).replace(/_/g, " ")}${tally(o.current_streamed, o.current_buffered)}`
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
function timelineAnchor(index) {
  return `req-${index}`;
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
      escapeHtml(g.streaming.replace("_", " ")),
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
    (c) => `<li class="${c.alert ? "alert" : ""}">${c.alert ? '<span class="badge b-error">alert</span> ' : ""}${escapeHtml(c.provider)} \xB7 ${escapeHtml(c.prompt)}: <strong>${escapeHtml(c.change.replace(/_/g, " "))}</strong>, ${escapeHtml(c.detail)}</li>`
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
      (g) => `<li>${text(g.provider)} \xB7 ${text(g.model)} \xB7 ${text(g.prompt)}: ${cell(g)} <span class="badge b-implausible">implausible</span> ${num(g.implausible)} of ${num(g.n)}</li>`
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
  const indexById = /* @__PURE__ */ new Map();
  results.requests.forEach((r, i) => {
    if (!indexById.has(r.id)) indexById.set(r.id, i);
  });
  const measured = results.requests.filter((r) => !r.warmup);
  const tally = (o) => measured.filter((r) => r.outcome === o).length;
  const title = text(ctx.title ?? "streamgauge report");
  const csp = [
    "default-src 'none'",
    `script-src '${sha256(SCRIPT)}'`,
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
<script>${SCRIPT}</script>
</body>
</html>
`;
}
function sha256(s) {
  return `sha256-${createHash("sha256").update(s, "utf8").digest("base64")}`;
}
var STYLE = `
:root{--fg:#1b1f24;--muted:#5b6470;--line:#d7dbe0;--bg:#fff;--panel:#f6f8fa;--streamed:#2563eb;--buffered:#d97706;
--error:#dc2626;--reasoning:#7c3aed;--ok:#15803d}
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
.k-implausible,.k-error{color:var(--error)}.k-reasoning{color:var(--reasoning)}.k-headers{color:#6b21a8}.k-byte{color:#0f766e}
.k-first{color:var(--ok)}.k-wait{color:#c7ccd3}.k-other{color:#8b95a1}
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
svg text{font:10px system-ui,sans-serif;fill:#5b6470}
svg a{cursor:pointer}
.trend-row{display:grid;grid-template-columns:minmax(140px,220px) repeat(3,1fr);gap:12px;align-items:start;border-top:1px solid var(--line);padding:6px 0}
.trend-head{font-weight:600;font-size:12px;border-top:0}
.trend-cell{min-width:0}.trend-row>.note{grid-column:2/-1;margin:0}
.verdict{display:inline-block;border-radius:3px;padding:0 6px;font-size:12px;font-weight:600}
.v-slower .verdict,.verdict.v-slower{background:#fee2e2;color:#991b1b}.v-faster .verdict,.verdict.v-faster{background:#dcfce7;color:#166534}
.v-same .verdict,.verdict.v-same{background:#e5e7eb;color:#374151}.v-none .verdict,.verdict.v-none{background:#fef3c7;color:#92400e}
.v-other .verdict,.verdict.v-other{background:#e0e7ff;color:#3730a3}
ul.flagged{padding-left:18px;font-size:13px}ul.flagged li{margin:2px 0;overflow-wrap:anywhere}
ul.flagged .ids{font-size:12px;margin:1px 0 4px}ul.flagged .count{font-weight:600}ul.unranked{padding-left:18px;font-size:13px}
.lead{font-size:15px;font-weight:600;margin:8px 0}td.place{font-weight:600}
.badge{display:inline-block;border-radius:3px;padding:0 5px;font-size:11px;font-weight:600;color:#fff;background:#6b7280}
.b-streamed{background:var(--streamed)}.b-buffered{background:var(--buffered)}.b-error{background:var(--error)}.b-implausible{background:#9f1239}.b-token_mismatch{background:#4b5563}.b-newconn{background:#0f766e}
.scale{font-size:13px;display:inline-block;margin:4px 0 8px}
.b-coarse{background:#b45309}.k-coarse{color:#b45309}ul.meanings{font-size:13px;padding-left:18px;max-width:960px}
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
var SCRIPT = `
(function () {
  'use strict';
  var NS = 'http://www.w3.org/2000/svg';
  var data = JSON.parse(document.getElementById('sg-data').textContent);
  var groups = data.groups, requests = data.requests;
  var SAMPLE = ${TIMELINE_SAMPLE}, FLAGGED_ROWS = ${TIMELINE_FLAGGED};
  var METRICS = [
    ${METRIC_KEYS.map((k) => scriptLiteral({ key: k, unit: METRIC[k].unit, label: METRIC[k].label })).join(",\n    ")}
  ];
  var VERDICT_CLASS = ${scriptLiteral(column(VERDICT, (v) => v.className))};
  var VERDICT_LABEL = ${scriptLiteral(column(VERDICT, (v) => v.label))};
  var VERDICT_OTHER = ${scriptLiteral(VERDICT_OTHER_CLASS)};
  var REASON = ${scriptLiteral(column(FLAG_REASON, (r) => ({ label: r.label, badge: r.badge })))};
  var C = { streamed: '#2563eb', buffered: '#d97706', error: '#dc2626', reasoning: '#7c3aed', ok: '#15803d',
    headers: '#6b21a8', byte: '#0f766e', wait: '#e3e6ea', gen: '#dbeafe', other: '#8b95a1', axis: '#9aa3ad' };

  function h(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function s(parent, tag, attrs, title) {
    var e = document.createElementNS(NS, tag);
    for (var k in attrs) if (Object.prototype.hasOwnProperty.call(attrs, k)) e.setAttribute(k, String(attrs[k]));
    if (title) { var t = document.createElementNS(NS, 'title'); t.textContent = title; e.appendChild(t); }
    if (parent) parent.appendChild(e);
    return e;
  }
  function svgRoot(w, hgt) {
    return s(null, 'svg', { viewBox: '0 0 ' + w + ' ' + hgt, width: w, height: hgt, preserveAspectRatio: 'xMinYMid meet',
      role: 'img' });
  }
  function fmt(x) {
    if (x === null || x === undefined) return 'n/a';
    if (!isFinite(x)) return String(x);
    var a = Math.abs(x), d = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    var str = x.toFixed(d);
    if (/^-0(\\.0*)?$/.test(str)) str = str.slice(1);
    var m = /^(-?)(\\d+)(\\.\\d+)?$/.exec(str);
    return m ? m[1] + m[2].replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',') + (m[3] || '') : str;
  }
  function quantile(sorted, q) {
    if (sorted.length === 0) return null;
    var pos = (sorted.length - 1) * q, lo = Math.floor(pos), hi = Math.ceil(pos);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
  }
  function niceMax(x) {
    if (!(x > 0)) return 1;
    var p = Math.pow(10, Math.floor(Math.log(x) / Math.LN10)), f = x / p;
    return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * p;
  }
  function niceStep(x) {
    var p = Math.pow(10, Math.floor(Math.log(x) / Math.LN10)), f = x / p;
    return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * p;
  }
  function fmtTick(v) { return Number.isInteger(v) && Math.abs(v) < 100 ? String(v) : fmt(v); }
  function ticks(max) {
    if (!(max > 0)) return [0];
    var step = niceStep(max / 5), out = [];
    for (var v = 0; v <= max + step * 1e-9; v += step) out.push(v);
    return out;
  }
  function anchor(i) { return 'req-' + i; }
  function link(parent, i) { var a = s(parent, 'a', { href: '#' + anchor(i) }); return a; }
  function groupName(g) { return g.provider + ' \xB7 ' + g.prompt; }

  // ---- distributions -----------------------------------------------------
  var DW = 600, DH = 34, DL = 8, DR = 22;
  function drawDistributions() {
    METRICS.forEach(function (m) {
      var fig = document.getElementById('dist-' + m.key);
      if (!fig) return;
      var body = fig.querySelector('.dist-body');
      var rows = groups.map(function (g, gi) {
        var mine = [];
        requests.forEach(function (r, i) { if (r.group === gi && !r.warmup) mine.push({ r: r, i: i }); });
        var points = mine.filter(function (x) { return x.r[m.key] !== null && x.r.outcome !== 'error'; });
        return {
          g: g, gi: gi, points: points,
          buffered: mine.filter(function (x) { return x.r.outcome === 'buffered'; }).length,
          failed: mine.filter(function (x) { return x.r.outcome === 'error'; }).length
        };
      });
      var all = [], plausible = [];
      rows.forEach(function (row) { row.points.forEach(function (p) {
        var v = p.r[m.key]; all.push(v);
        if (m.unit === 'ms' || v <= data.max_plausible_tps) plausible.push(v);
      }); });
      if (all.length === 0) {
        body.appendChild(h('p', 'note', 'No request has this figure.'));
      }
      var top = niceMax(Math.max.apply(null, (plausible.length ? plausible : all).concat([0])));
      var x = function (v) { return DL + Math.min(v, top) / top * (DW - DL - DR); };
      var axisRow = h('div', 'dist-axis');
      axisRow.appendChild(h('span', 'dist-label', ''));
      var ax = svgRoot(DW, 18);
      s(ax, 'line', { x1: DL, x2: DW - DR, y1: 16, y2: 16, stroke: C.axis });
      ticks(top).forEach(function (t) {
        s(ax, 'line', { x1: x(t), x2: x(t), y1: 12, y2: 16, stroke: C.axis });
        var tx = s(ax, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' }); tx.textContent = fmtTick(t);
      });
      if (all.length > plausible.length) {
        var o = s(ax, 'text', { x: DW - 2, y: 9, 'text-anchor': 'end', fill: C.error }); o.textContent = '\u226B';
      }
      axisRow.appendChild(ax);
      axisRow.appendChild(h('span', 'dist-stats', m.unit));
      body.appendChild(axisRow);
      rows.forEach(function (row) { body.appendChild(distRow(m, row, x, top)); });
    });
  }
  function distRow(m, row, x, top) {
    var el = h('div', 'dist-row');
    el.setAttribute('data-group', String(row.gi));
    var label = h('div', 'dist-label', groupName(row.g));
    label.appendChild(h('span', 'model', row.g.model));
    el.appendChild(label);
    var svg = svgRoot(DW, DH);
    svg.setAttribute('class', 'dist-plot');
    var values = row.points.map(function (p) { return p.r[m.key]; }).sort(function (a, b) { return a - b; });
    var mid = DH / 2;
    if (values.length > 0) {
      var q1 = quantile(values, 0.25), q2 = quantile(values, 0.5), q3 = quantile(values, 0.75);
      s(svg, 'line', { x1: x(values[0]), x2: x(values[values.length - 1]), y1: mid, y2: mid, stroke: '#6b7280' });
      s(svg, 'rect', { x: x(q1), y: mid - 9, width: Math.max(1, x(q3) - x(q1)), height: 18, fill: '#e8eefc',
        stroke: '#93a5c9', 'class': 'box' }, 'middle half ' + fmt(q1) + ' \u2013 ' + fmt(q3) + ' ' + m.unit);
      s(svg, 'line', { x1: x(q2), x2: x(q2), y1: mid - 11, y2: mid + 11, stroke: '#1e3a8a', 'stroke-width': 2.5 },
        'median ' + fmt(q2) + ' ' + m.unit);
      var ci = row.g.ci[m.key];
      if (ci) {
        s(svg, 'path', { d: 'M' + x(ci[0]) + ' ' + (DH - 3) + 'v-3H' + x(ci[1]) + 'v3', fill: 'none', stroke: '#111827',
          'stroke-width': 1.2, 'class': 'ci' }, 'confidence interval of the median: ' + fmt(ci[0]) + ' \u2013 ' + fmt(ci[1]));
      }
    }
    row.points.forEach(function (p, k) {
      var v = p.r[m.key], buffered = p.r.outcome === 'buffered';
      var over = v > top;
      var jitter = ((k * 0.6180339887) % 1 - 0.5) * 14;
      var cx = x(v), cy = mid + jitter;
      var tip = p.r.id + ': ' + fmt(v) + ' ' + m.unit + ' (' + p.r.outcome + (p.r.implausible ? ', implausible' : '') +
        (p.r.new_connection ? ', new connection: ' + p.r.connect : '') + ')';
      var a = link(svg, p.i);
      if (over) {
        s(a, 'path', { d: 'M' + (DW - DR + 4) + ' ' + (cy - 5) + 'l8 5l-8 5z', fill: C.error, 'class': 'mark over' }, tip);
      } else if (buffered) {
        s(a, 'path', { d: 'M' + cx + ' ' + (cy - 5) + 'l5 5l-5 5l-5 -5z', fill: '#fff', stroke: C.buffered,
          'stroke-width': 1.6, 'class': 'mark buffered' }, tip);
      } else {
        s(a, 'circle', { cx: cx, cy: cy, r: 3.6, fill: C.streamed, 'fill-opacity': 0.75,
          stroke: p.r.implausible ? C.error : 'none', 'stroke-width': 2, 'class': 'mark streamed' }, tip);
      }
    });
    el.appendChild(svg);
    var stats = h('div', 'dist-stats');
    if (values.length > 0) {
      stats.appendChild(h('span', null, 'p50 ' + fmt(quantile(values, 0.5)) + ' '));
      stats.appendChild(h('span', 'n', 'n=' + values.length));
      stats.appendChild(document.createTextNode(' '));
    } else {
      var streamedNone = row.g.streamed === 0;
      stats.appendChild(h('span', 'na', row.g.streamed + row.g.buffered === 0 ? 'n/a (all failed) ' :
        streamedNone && m.key !== 'end_to_end_tps' ? 'n/a (buffered) ' : 'n/a '));
    }
    var hidden = m.key === 'end_to_end_tps' ? 0 : row.buffered;
    if (hidden > 0) stats.appendChild(h('span', 'chip buffered', hidden + ' buffered, not drawn'));
    if (m.key === 'end_to_end_tps' && row.buffered > 0) stats.appendChild(h('span', 'chip buffered', row.buffered + ' buffered \u25C7'));
    if (row.failed > 0) stats.appendChild(h('span', 'chip failed', row.failed + ' failed'));
    var over = row.points.filter(function (p) { return p.r[m.key] > top; }).length;
    if (over > 0) stats.appendChild(h('span', 'chip over', over + ' above ' + fmt(top) + ' \u226B'));
    if (m.key === 'post_first_content_tps' && row.g.too_few_samples) stats.appendChild(h('span', 'chip buffered', 'too few samples to rank'));
    el.appendChild(stats);
    return el;
  }

  // ---- ITL per group ------------------------------------------------------
  function drawItl() {
    var fig = document.getElementById('dist-itl');
    if (!fig) return;
    var body = fig.querySelector('.dist-body');
    var rows = groups.map(function (g, gi) { return { g: g, gi: gi }; }).filter(function (r) { return r.g.itl_ms; });
    if (rows.length === 0) { body.appendChild(h('p', 'note', 'No streamed response has an inter-token latency.')); return; }
    var top = niceMax(Math.max.apply(null, rows.map(function (r) { return r.g.itl_ms.max; }).concat([0])));
    var x = function (v) { return DL + Math.min(v, top) / top * (DW - DL - DR); };
    var axisRow = h('div', 'dist-axis');
    axisRow.appendChild(h('span', 'dist-label', ''));
    var ax = svgRoot(DW, 18);
    s(ax, 'line', { x1: DL, x2: DW - DR, y1: 16, y2: 16, stroke: C.axis });
    ticks(top).forEach(function (t) {
      s(ax, 'line', { x1: x(t), x2: x(t), y1: 12, y2: 16, stroke: C.axis });
      var tx = s(ax, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' }); tx.textContent = fmtTick(t);
    });
    axisRow.appendChild(ax);
    axisRow.appendChild(h('span', 'dist-stats', 'ms'));
    body.appendChild(axisRow);
    rows.forEach(function (row) {
      var q = row.g.itl_ms, el = h('div', 'dist-row itl-row'), mid = DH / 2;
      el.setAttribute('data-group', String(row.gi));
      var label = h('div', 'dist-label', groupName(row.g));
      label.appendChild(h('span', 'model', row.g.model));
      el.appendChild(label);
      var svg = svgRoot(DW, DH);
      svg.setAttribute('class', 'itl-plot');
      s(svg, 'line', { x1: x(q.min), x2: x(q.max), y1: mid, y2: mid, stroke: '#6b7280', 'class': 'range' },
        'min ' + fmt(q.min) + ' \u2013 max ' + fmt(q.max) + ' ms');
      s(svg, 'rect', { x: x(q.p50), y: mid - 8, width: Math.max(2, x(q.p90) - x(q.p50)), height: 16, fill: '#e8eefc',
        stroke: '#93a5c9', 'class': 'box' }, 'p50 ' + fmt(q.p50) + ' \u2013 p90 ' + fmt(q.p90) + ' ms');
      s(svg, 'line', { x1: x(q.p99), x2: x(q.p99), y1: mid - 10, y2: mid + 10, stroke: C.error, 'stroke-width': 2, 'class': 'p99' },
        'p99 ' + fmt(q.p99) + ' ms');
      el.appendChild(svg);
      var stats = h('div', 'dist-stats');
      stats.appendChild(h('span', null, 'p50 ' + fmt(q.p50) + ' \xB7 p99 ' + fmt(q.p99) + ' '));
      if (row.g.coarse > 0) stats.appendChild(h('span', 'chip buffered', row.g.coarse + ' coarse'));
      el.appendChild(stats);
      body.appendChild(el);
    });
  }

  // ---- trends ------------------------------------------------------------
  var TW = 300, TH = 92;
  function drawTrends() {
    var body = document.querySelector('#trends .trend-body');
    if (!body || data.history.length < 2) return;
    var head = h('div', 'trend-row trend-head');
    head.appendChild(h('div', null, 'group'));
    METRICS.forEach(function (m) { head.appendChild(h('div', null, m.label + ', p50 per run')); });
    body.appendChild(head);
    groups.forEach(function (g, gi) {
      var row = h('div', 'trend-row');
      row.setAttribute('data-group', String(gi));
      var label = h('div', 'dist-label', groupName(g));
      label.appendChild(h('span', 'model', g.model));
      row.appendChild(label);
      var empty = METRICS.every(function (m) {
        return trendPoints(g, m).every(function (p) { return p.v === null; });
      });
      if (empty) {
        row.appendChild(h('div', 'note', 'no figure in any run: every request of the group failed each time'));
        body.appendChild(row);
        return;
      }
      METRICS.forEach(function (m) {
        var cell = h('div', 'trend-cell');
        cell.appendChild(trendChart(g, m));
        var c = data.comparisons.filter(function (c) {
          return c.provider === g.provider && c.prompt === g.prompt && c.metric === m.key;
        })[0];
        if (c) {
          var known = Object.prototype.hasOwnProperty.call(VERDICT_CLASS, c.verdict);
          var badge = h('span', 'verdict ' + (known ? VERDICT_CLASS[c.verdict] : VERDICT_OTHER),
            known ? VERDICT_LABEL[c.verdict] : c.verdict.replace(/_/g, ' '));
          cell.appendChild(badge);
          var pc = function (v) { return v === null ? 'n/a' : (v > 0 ? '+' : '') + fmt(v) + '%'; };
          var detail = ' ' + pc(c.delta_pct);
          if (c.ci_low_pct !== null && c.ci_high_pct !== null) detail += ' [' + pc(c.ci_low_pct) + ', ' + pc(c.ci_high_pct) + ']';
          if (c.baseline_n !== null && c.current_n !== null) detail += ' \xB7 n ' + c.baseline_n + ' \u2192 ' + c.current_n;
          cell.appendChild(h('span', 'n', detail));
        }
        row.appendChild(cell);
      });
      body.appendChild(row);
    });
  }
  function trendPoints(g, m) {
    return data.history.map(function (run, i) {
      var hit = run.groups.filter(function (x) { return x.provider === g.provider && x.prompt === g.prompt; })[0];
      return { i: i, v: hit ? hit.p50[m.key] : null, run: run };
    });
  }
  // The y axis starts at 0, so a 1 % wobble looks like one and a halving looks like a halving.
  function trendChart(g, m) {
    var runs = data.history, pts = trendPoints(g, m);
    var vals = pts.filter(function (p) { return p.v !== null; }).map(function (p) { return p.v; });
    var svg = svgRoot(TW, TH);
    svg.setAttribute('class', 'trend');
    svg.setAttribute('data-metric', m.key);
    var L = 44, R = 8, T = 8, B = 16;
    s(svg, 'rect', { x: L, y: T, width: TW - L - R, height: TH - T - B, fill: '#f6f8fa' });
    if (vals.length === 0) {
      var t0 = s(svg, 'text', { x: (L + TW - R) / 2, y: TH / 2, 'text-anchor': 'middle' }); t0.textContent = 'no figure in any run';
      return svg;
    }
    var hi = niceMax(Math.max.apply(null, vals) * 1.05);
    var n = runs.length;
    var px = function (i) { return n === 1 ? (L + TW - R) / 2 : L + 6 + i / (n - 1) * (TW - L - R - 12); };
    var py = function (v) { return T + (1 - v / hi) * (TH - T - B); };
    [0, hi / 2, hi].forEach(function (v) {
      s(svg, 'line', { x1: L, x2: TW - R, y1: py(v), y2: py(v), stroke: '#e3e6ea' });
      var t = s(svg, 'text', { x: L - 4, y: py(v) + 3, 'text-anchor': 'end' }); t.textContent = fmtTick(v);
    });
    var first = s(svg, 'text', { x: L, y: TH - 3 }); first.textContent = runs[0].label.slice(0, 16);
    var last = s(svg, 'text', { x: TW - R, y: TH - 3, 'text-anchor': 'end' }); last.textContent = runs[n - 1].label.slice(0, 16);
    var d = '', pen = false;
    pts.forEach(function (p) {
      if (p.v === null) { pen = false; return; }
      d += (pen ? 'L' : 'M') + px(p.i).toFixed(1) + ' ' + py(p.v).toFixed(1);
      pen = true;
    });
    s(svg, 'path', { d: d, fill: 'none', stroke: C.streamed, 'stroke-width': 1.5 });
    pts.forEach(function (p) {
      if (p.v === null) return;
      s(svg, 'circle', { cx: px(p.i), cy: py(p.v), r: p.run.current ? 4.5 : 2.6,
        fill: p.run.current ? '#1e3a8a' : C.streamed, 'class': p.run.current ? 'pt current' : 'pt' },
        p.run.label + ': p50 ' + fmt(p.v) + ' ' + m.unit);
      if (p.run.current) {
        var lbl = s(svg, 'text', { x: px(p.i) - 7, y: py(p.v) - 6, 'text-anchor': 'end', fill: '#1e3a8a' });
        lbl.textContent = fmt(p.v);
      }
    });
    return svg;
  }

  // ---- timelines -----------------------------------------------------------
  var LW = 1000, LH = 36, LL = 6, LR = 14, BASE = 27;
  var maxEnd = 0, maxChars = 1;
  requests.forEach(function (r) {
    if (!r.timeline) return;
    maxEnd = Math.max(maxEnd, endOf(r.timeline));
    r.timeline.content.forEach(function (c) { maxChars = Math.max(maxChars, c[1] + c[2]); });
  });
  maxEnd = maxEnd > 0 ? maxEnd : 1;
  var shared = document.getElementById('tl-shared');
  var rowsById = {};
  var observer = 'IntersectionObserver' in window ? new IntersectionObserver(function (entries) {
    entries.forEach(function (e) { if (e.isIntersecting) drawTimeline(e.target); });
  }, { rootMargin: '300px' }) : null;

  function endOf(t) {
    var end = t.at[6];
    if (end === null) t.reads.forEach(function (rd) { end = Math.max(end || 0, rd[0]); });
    return end === null ? 0 : end;
  }
  function drawTimeline(row) {
    var i = Number(row.getAttribute('data-index'));
    var scaleKey = shared && !shared.checked ? 'own' : 'shared';
    if (row.getAttribute('data-drawn') === scaleKey) return;
    var r = requests[i], t = r.timeline, plot = row.querySelector('.tl-plot');
    while (plot.firstChild) plot.removeChild(plot.firstChild);
    row.setAttribute('data-drawn', scaleKey);
    if (!t) { plot.appendChild(h('span', 'note', 'no trace for this request in traces.ndjson')); return; }
    var span = scaleKey === 'own' ? Math.max(endOf(t), 1) : maxEnd;
    var x = function (ms) { return LL + Math.max(0, ms) / span * (LW - LL - LR); };
    var svg = svgRoot(LW, LH);
    svg.setAttribute('class', 'timeline');
    svg.setAttribute('data-content-reads', String(t.content.length));
    svg.setAttribute('data-reads', String(t.reads.length));
    var at = t.at, end = endOf(t);
    var fc = at[3], lc = at[5];
    s(svg, 'rect', { x: x(0), y: BASE - 2, width: Math.max(0, x(fc !== null ? fc : end) - x(0)), height: 4,
      fill: C.wait, 'class': 'wait' }, 'waiting: dispatch to ' + (fc !== null ? 'first content ' + fmt(fc) : 'end ' + fmt(end)) + ' ms');
    if (fc !== null && lc !== null && lc > fc) {
      s(svg, 'rect', { x: x(fc), y: 3, width: x(lc) - x(fc), height: BASE - 3, fill: C.gen, 'class': 'gen' },
        'first to last content: ' + fmt(lc - fc) + ' ms');
    }
    s(svg, 'line', { x1: x(0), x2: x(end), y1: BASE, y2: BASE, stroke: '#9aa3ad', 'stroke-width': 1 });
    t.reads.forEach(function (rd) {
      s(svg, 'line', { x1: x(rd[0]), x2: x(rd[0]), y1: BASE + 1, y2: BASE + 6, stroke: C.other, 'stroke-width': 1,
        'class': 'read' }, 'read at ' + fmt(rd[0]) + ' ms: ' + rd[1] + ' bytes');
    });
    if (r.outcome === 'error') {
      var ex = x(end);
      s(svg, 'path', { d: 'M' + (ex - 5) + ' ' + (BASE - 5) + 'l10 10m0 -10l-10 10', stroke: C.error, 'stroke-width': 2.5, 'class': 'error' },
        'failed at ' + fmt(end) + ' ms: ' + (r.error_kind || 'error'));
    } else if (at[6] !== null) {
      s(svg, 'line', { x1: x(at[6]), x2: x(at[6]), y1: BASE - 4, y2: BASE + 8, stroke: '#111827', 'stroke-width': 2, 'class': 'end' }, 'end at ' + fmt(at[6]) + ' ms');
    }
    t.content.forEach(function (c) {
      var chars = c[1] + c[2];
      var share = Math.sqrt(chars / maxChars), hgt = 5 + 19 * share, w = 2 + 4 * share;
      s(svg, 'rect', { x: x(c[0]) - w / 2, y: BASE - hgt, width: w, height: hgt,
        fill: c[2] > c[1] ? C.reasoning : C.streamed, 'class': 'cr' },
        'content read at ' + fmt(c[0]) + ' ms: ' + c[1] + ' answer chars' + (c[2] ? ', ' + c[2] + ' reasoning chars' : ''));
    });
    s(svg, 'line', { x1: x(0), x2: x(0), y1: 4, y2: BASE + 6, stroke: '#111827', 'stroke-width': 1.5, 'class': 'dispatch' }, 'dispatch: 0 ms');
    if (at[0] !== null) s(svg, 'path', { d: 'M' + (x(at[0]) - 4) + ' 2h8l-4 6z', fill: C.headers, 'class': 'headers' }, 'headers at ' + fmt(at[0]) + ' ms');
    if (at[1] !== null) s(svg, 'rect', { x: x(at[1]) - 3, y: BASE + 2, width: 6, height: 6, fill: C.byte, 'class': 'first-byte' }, 'first byte at ' + fmt(at[1]) + ' ms');
    if (fc !== null) s(svg, 'path', { d: 'M' + x(fc) + ' ' + (BASE - 6) + 'l5 5l-5 5l-5 -5z', fill: C.ok, stroke: '#fff', 'class': 'first-content' }, 'first content at ' + fmt(fc) + ' ms');
    if (r.chunking === 'coarse' && fc !== null) {
      // The first read's tokens were generated before it arrived: TTFT may be late by up to one read interval.
      svg.setAttribute('data-chunking', 'coarse');
      var gap = t.content.length > 1 ? t.content[1][0] - t.content[0][0] : 0;
      s(svg, 'rect', { x: x(fc - gap), y: 3, width: Math.max(2, x(fc) - x(fc - gap)), height: BASE - 3, fill: '#b45309',
        'fill-opacity': 0.25, stroke: '#b45309', 'stroke-dasharray': '3 2', 'class': 'coarse-slack' },
        'coarse: ' + fmt(r.tokens_per_content_read) + ' tokens a read; TTFT may be late by up to one read interval (' + fmt(gap) + ' ms)');
    }
    plot.appendChild(svg);
  }
  function describe(r) {
    if (r.outcome === 'error') return 'failed: ' + (r.error_kind || 'error') + (r.http_status ? ' (HTTP ' + r.http_status + ')' : '');
    if (r.outcome === 'buffered') return 'buffered: ' + (r.buffered_rule || '').replace(/_/g, ' ');
    return 'streamed';
  }
  function makeRow(i) {
    if (rowsById[i]) return rowsById[i];
    var r = requests[i];
    var row = h('div', 'tl-row');
    row.id = anchor(i);
    row.setAttribute('data-index', String(i));
    row.setAttribute('data-id', r.id);
    row.setAttribute('data-outcome', r.outcome);
    var label = h('div', 'tl-label');
    var a = h('a', null, r.id); a.href = '#' + anchor(i);
    label.appendChild(a);
    label.appendChild(document.createTextNode(' '));
    label.appendChild(h('span', 'badge b-' + (r.outcome === 'error' ? 'error' : r.outcome === 'buffered' ? 'buffered' : 'streamed'), describe(r) + (r.warmup ? ' \xB7 warmup' : '')));
    if (r.implausible) { label.appendChild(document.createTextNode(' ')); label.appendChild(h('span', 'badge ' + REASON.implausible.badge, REASON.implausible.label)); }
    if (r.chunking === 'coarse') { label.appendChild(document.createTextNode(' ')); label.appendChild(h('span', 'badge ' + REASON.coarse.badge, REASON.coarse.label + ' \xB7 ' + fmt(r.tokens_per_content_read) + ' tok/read')); }
    if (r.new_connection) {
      label.appendChild(document.createTextNode(' '));
      var nc = h('span', 'badge b-newconn', 'new connection');
      nc.title = 'opened for this request: its time to first token includes ' + r.connect;
      label.appendChild(nc);
    }
    var t = r.timeline;
    var sub = (t ? t.content.length + ' content read' + (t.content.length === 1 ? '' : 's') + ' of ' + t.reads.length + ' \xB7 ' : '') +
      r.output_tokens + ' tok \xB7 ' + (r.total_ms === null ? 'n/a' : fmt(r.total_ms) + ' ms') +
      (r.error ? ' \xB7 ' + (r.error.length > 90 ? r.error.slice(0, 89) + '\u2026' : r.error) : '');
    var subEl = h('span', 'sub', sub);
    if (r.error) subEl.title = r.error;
    label.appendChild(subEl);
    row.appendChild(label);
    row.appendChild(h('div', 'tl-plot'));
    rowsById[i] = row;
    return row;
  }
  var groupBlocks = [];
  var EAGER = 400, drawnEagerly = 0;
  function buildTimelines() {
    var body = document.querySelector('#timelines .tl-body');
    var byGroup = {};
    requests.forEach(function (r, i) { (byGroup[r.group] = byGroup[r.group] || []).push(i); });
    var order = groups.map(function (_, gi) { return gi; });
    if (byGroup[-1]) order.push(-1);
    order.forEach(function (gi) {
      var idx = byGroup[gi] || [];
      var g = groups[gi];
      var block = h('div', 'tl-group');
      block.setAttribute('data-group', String(gi));
      block.appendChild(h('h3', null, g ? groupName(g) : 'requests outside any group'));
      if (g) block.appendChild(h('span', 'note', g.model + ' \xB7 ' + g.n + ' measured: ' + g.streamed + ' streamed, ' + g.buffered + ' buffered, ' + g.errors + ' failed'));
      var axis = h('div', 'tl-axis');
      axis.appendChild(h('span', 'note', 'ms after dispatch'));
      axis.appendChild(axisSvg());
      block.appendChild(axis);
      var rows = h('div', 'tl-rows');
      block.appendChild(rows);
      var measured = idx.filter(function (i) { return !requests[i].warmup; });
      // Flagged requests first (up to a limit), then a sample of the others; the rest on request.
      var shown = {}, flaggedRows = 0, sampled = 0;
      measured.forEach(function (i) {
        var flagged = requests[i].flags.length > 0;
        if (flagged && flaggedRows < FLAGGED_ROWS) { shown[i] = true; flaggedRows++; }
        else if (!flagged && sampled < SAMPLE) { shown[i] = true; sampled++; }
      });
      var btn = h('button', 'more');
      btn.type = 'button';
      var state = { rows: rows, idx: idx, shown: shown, warmups: idx.length > measured.length, button: btn };
      btn.addEventListener('click', function () { addRows(state, idx); });
      block.appendChild(btn);
      groupBlocks.push(state);
      addRows(state, []);
      body.appendChild(block);
    });
  }
  function addRows(state, list) {
    list.forEach(function (i) { state.shown[i] = true; });
    // Keep the order of the run: (re)append the shown rows in the group's index order.
    var rest = 0;
    state.idx.forEach(function (i) {
      if (!state.shown[i]) { rest++; return; }
      var row = makeRow(i);
      state.rows.appendChild(row);
      // Draw at once while the page is small (so it prints whole); past that, as rows scroll into view.
      if (row.getAttribute('data-drawn')) return;
      if (observer && drawnEagerly >= EAGER) observer.observe(row);
      else { drawnEagerly++; drawTimeline(row); }
    });
    state.button.hidden = rest === 0;
    state.button.textContent = 'show all ' + state.idx.length + ' requests (' + rest + ' more' +
      (state.warmups ? ', warmups included' : '') + ')';
  }
  function axisSvg() {
    var svg = svgRoot(LW, 16);
    svg.setAttribute('class', 'tl-scale');
    var x = function (ms) { return LL + ms / maxEnd * (LW - LL - LR); };
    s(svg, 'line', { x1: LL, x2: LW - LR, y1: 15, y2: 15, stroke: C.axis });
    ticks(maxEnd).forEach(function (t) {
      if (t > maxEnd) return;
      s(svg, 'line', { x1: x(t), x2: x(t), y1: 11, y2: 15, stroke: C.axis });
      var tx = s(svg, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' }); tx.textContent = fmtTick(t);
    });
    return svg;
  }
  function reveal() {
    var m = /^#req-(\\d+)$/.exec(location.hash);
    if (!m) return;
    var i = Number(m[1]);
    if (!requests[i]) return;
    var state = groupBlocks.filter(function (b) { return b.idx.indexOf(i) >= 0; })[0];
    if (state && !state.shown[i]) addRows(state, [i]);
    var row = rowsById[i];
    if (!row) return;
    var d = row.parentNode;
    while (d) { if (d.tagName === 'DETAILS') d.open = true; d = d.parentNode; }
    drawTimeline(row);
    Object.keys(rowsById).forEach(function (k) { rowsById[k].classList.remove('hl'); });
    row.classList.add('hl');
    row.scrollIntoView({ block: 'center' });
  }
  if (shared) shared.addEventListener('change', function () {
    Object.keys(rowsById).forEach(function (k) {
      var row = rowsById[k];
      if (row.getAttribute('data-drawn')) { row.removeAttribute('data-drawn'); drawTimeline(row); }
    });
    document.querySelectorAll('.tl-axis').forEach(function (a) { a.style.visibility = shared.checked ? 'visible' : 'hidden'; });
  });

  drawDistributions();
  drawItl();
  drawTrends();
  buildTimelines();
  window.addEventListener('hashchange', reveal);
  reveal();
  document.documentElement.setAttribute('data-rendered', 'true');
})();
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
