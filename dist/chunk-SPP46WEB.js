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
  formatPlain,
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
} from "./chunk-2VJC4NWR.js";
import {
  RANKED_FIGURES
} from "./chunk-X3I5Y2SJ.js";
import {
  DEFAULT_TIMELINES_PER_GROUP,
  DIST_BINS,
  REPORT_DATA_SCHEMA,
  TIMELINE_FLAGGED,
  TIMELINE_SAMPLE,
  timelineAnchor
} from "./chunk-KUZROLGN.js";
import {
  mulberry32,
  seedFrom
} from "./chunk-5KEXTIPH.js";
import {
  percentile
} from "./chunk-IMS4HJ5Z.js";

// src/action/naming.ts
var MAX_LOCATION_PART = 64;
var RESERVED = /-(shard|attempt|merged)(?=-|$)/g;
var LOCATION_PART = `((?:(?!-(?:shard|attempt|merged)-)[A-Za-z0-9_-]){1,${MAX_LOCATION_PART}})`;
function locationPart(location) {
  const part = location.slice(0, MAX_LOCATION_PART).replace(/[^A-Za-z0-9_-]/g, "_").replace(RESERVED, "_$1");
  return part === "" ? "_" : part;
}
function artifactName(base, what, attempt) {
  if (what.kind === "merged") return `${base}-merged-attempt-${attempt}`;
  const at = what.location ? `${base}@${locationPart(what.location)}` : base;
  if (what.shard) return `${at}-shard-${what.shard.index}-of-${what.shard.count}-attempt-${attempt}`;
  return `${at}-attempt-${attempt}`;
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function parseArtifactName(base, name) {
  const b = `${escapeRegExp(base)}(?:@${LOCATION_PART})?`;
  const sharded = new RegExp(`^${b}-shard-(\\d+)-of-(\\d+)-attempt-(\\d+)$`).exec(name);
  if (sharded) {
    const [index, count, attempt] = sharded.slice(2).map(Number);
    if (index < 1 || index > count) return null;
    return { location: sharded[1] ?? null, shard: { index, count }, attempt };
  }
  const whole = new RegExp(`^${b}-attempt-(\\d+)$`).exec(name);
  if (whole) return { location: whole[1] ?? null, shard: null, attempt: Number(whole[2]) };
  return null;
}
var newer = (a, b) => a.attempt > b.attempt || a.attempt === b.attempt && a.id > b.id;
function selectShards(base, listing) {
  const parsed = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p ? [{ ...a, ...p }] : [];
  });
  const names = listing.map((a) => a.name).sort();
  const found = names.length === 0 ? "none" : names.map((n2) => `'${n2}'`).join(", ");
  if (parsed.length === 0)
    return {
      ok: false,
      message: `No artifact named '${base}-shard-I-of-N-attempt-A' or '${base}-attempt-A' in the run (found: ${found}; a run with a location adds '@LOCATION' after '${base}'). To fix this, give the merge step the same \`artifact-name\` as the benchmark jobs, make it run after them (\`needs:\`), and keep \`upload-traces: true\` in the benchmark jobs.`
    };
  const places = /* @__PURE__ */ new Map();
  for (const p of parsed) {
    let list = places.get(p.location);
    if (list === void 0) places.set(p.location, list = []);
    list.push(p);
  }
  const order = [...places.keys()].sort((a, b) => a === null ? -1 : b === null ? 1 : a < b ? -1 : a > b ? 1 : 0);
  const artifacts = [];
  const counts = /* @__PURE__ */ new Set();
  for (const location of order) {
    const one = selectPlace(base, location, places.get(location), found);
    if (!one.ok) return one;
    artifacts.push(...one.artifacts);
    counts.add(one.count);
  }
  const [count] = counts.size === 1 ? [...counts] : [null];
  return { ok: true, artifacts, count: count ?? null, locations: order.filter((l) => l !== null) };
}
function selectPlace(base, location, parsed, found) {
  const of = location === null ? `'${base}'` : `'${base}' from ${location}`;
  const sharded = parsed.filter((p) => p.shard !== null);
  if (sharded.length === 0) {
    const latest = parsed.reduce((best2, a) => best2 && !newer(a, best2) ? best2 : a, null);
    return { ok: true, artifacts: [latest], count: null };
  }
  const counts = [...new Set(sharded.map((p) => p.shard.count))].sort((a, b) => a - b);
  if (counts.length > 1)
    return {
      ok: false,
      message: `The shard artifacts of ${of} disagree on the number of shards (${counts.join(" and ")}; found: ${found}). To fix this, give every benchmark job the same N in \`shard: I/N\`, or a different \`artifact-name\` per matrix.`
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
      message: `Shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} of ${of} uploaded no artifact (found: ${found}), so the merge would leave requests out. To fix this, check the failed shard jobs and re-run them; the merge job picks the latest attempt of each shard.`
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
    return p && p.shard === null ? [{ ...a, attempt: p.attempt, location: p.location }] : [];
  });
  if (new Set(whole.map((w) => w.location)).size > 1) return null;
  const one = latest(whole);
  return one === null ? null : { name: one.name, id: one.id, ...one.digest ? { digest: one.digest } : {}, attempt: one.attempt };
}
var ANY_RUN_ARTIFACT = new RegExp(
  `^(.+?)(?:-merged-attempt-(\\d+)|(?:@${LOCATION_PART})?-(?:shard-(\\d+)-of-(\\d+)-attempt-(\\d+)|attempt-(\\d+)))$`
);
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
  return Number(m[2] ?? m[6] ?? m[7]);
}

// src/report/stalls.ts
function clientStallSentence(results) {
  const stalled = results.requests.filter((r) => !r.warmup && r.client_stalled === true);
  if (stalled.length === 0) return null;
  const n2 = stalled.length;
  const worst = stalled.reduce((a, r) => Math.max(a, r.client_stall_ms ?? 0), 0);
  const threshold = results.analysis.max_client_stall_ms;
  return `${n2} ${n2 === 1 ? "request" : "requests"} measured while the client was stalled; ${n2 === 1 ? "its" : "their"} rates are left out (the client's event loop could not run for up to ${formatMs(worst)} ms during ${n2 === 1 ? "its" : "their"} content, more than max_client_stall_ms ${threshold ?? 20}: reads that waited were stamped together). A busy or small machine: fewer streams, or a bigger runner.`;
}

// src/report/faults.ts
function faultHeadlines(results) {
  const byProvider = /* @__PURE__ */ new Map();
  for (const r of results.requests) {
    let c = byProvider.get(r.provider);
    if (!c) byProvider.set(r.provider, c = { sent: 0, notSent: 0 });
    if (r.error_kind === "not_sent") c.notSent++;
    else c.sent++;
  }
  const lines2 = [];
  for (const [provider, c] of byProvider)
    if (c.notSent > 0)
      lines2.push(
        `${provider}: endpoint unreachable after ${c.sent} request${c.sent === 1 ? "" : "s"}; ${c.notSent} not sent`
      );
  return lines2;
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
var SERVER_STAGE_HEADERS = [
  "delivered tok/s",
  "server tok/s",
  "client/server",
  "running mean / max",
  "waiting mean / max",
  "KV max",
  "server TTFT / queue p50 ms"
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
var meanMax = (m) => m === null || m === void 0 ? NA2 : `${n(m.mean)} / ${n(m.max)}`;
function serverCells(s) {
  const v = s.server;
  const rec = v?.reconciliation;
  const ratio = rec?.ratio === null || rec?.ratio === void 0 ? NA2 : n(rec.ratio);
  return [
    n(s.delivered_output_tps),
    n(v?.tokens_per_s),
    rec?.flagged ? `${ratio} (disagree)` : ratio,
    meanMax(v?.running),
    meanMax(v?.waiting),
    v?.kv_cache_usage_max === null || v?.kv_cache_usage_max === void 0 ? NA2 : `${formatNumber(v.kv_cache_usage_max * 100)}%`,
    v === void 0 || v === null || v.ttft_ms === null && v.queue_ms === null ? NA2 : `${n(v.ttft_ms?.p50)} / ${n(v.queue_ms?.p50)}`
  ];
}
function row(s) {
  const noStream = s.completed > 0 && s.streamed === 0 ? "n/a (buffered)" : NA2;
  const achieved = s.offered.concurrency !== null ? `c=${n(s.achieved_concurrency)}` : `${n(s.achieved_rate)} req/s, c=${n(s.achieved_concurrency)}`;
  const goodput = s.goodput === null ? "no slo" : `${s.goodput.good}/${s.requests} (${formatNumber(s.goodput.fraction * 100)}%), ${n(s.goodput.rps)} req/s`;
  const notes = [
    s.errors > 0 ? `${s.errors} failed` : null,
    (s.not_sent ?? 0) > 0 ? `${s.not_sent} not sent` : null,
    s.buffered > 0 ? `${s.buffered} buffered` : null,
    s.short_outputs > 0 ? `${s.short_outputs} short` : null,
    s.generator_limited ? `generator-limited (client lag p99 ${n(s.client_lag_ms?.p99)} ms)` : null,
    s.shards ? `${s.shards.count} shards, ${n(s.shards.overlap_s)} s overlap${s.shards.summed ? "" : ": not summed"}` + // Older merged results have no alignment: the note is then what it was.
    (s.shards.alignment_ms ? `, starts ${n(s.shards.alignment_ms.start_spread)} ms apart` : "") : null
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
  out.push(...serverLines(stages, label));
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
      const pct3 = (x) => x === null ? NA2 : `${x > 0 ? "+" : ""}${formatNumber(x)}%`;
      out.push(
        changed.length === 0 ? `By stage against the baseline: no stage figure changed (${byStage.filter((c) => c.verdict === "insufficient_data").length} of ${byStage.length} without enough data).` : `By stage against the baseline: ${changed.map(
          (c) => `${label(c.stage)} ${STAGE_METRIC[c.metric]} ${pct3(c.delta_pct)} [${pct3(c.ci_low_pct)}, ${pct3(c.ci_high_pct)}]: ${c.verdict.toUpperCase()}`
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
  for (const s of stages) {
    const notSent = s.not_sent ?? 0;
    if (s.stopped_early_s != null)
      out.push(
        `Stopped early: ${label(s.stage)} stopped sending ${n(s.stopped_early_s)} s before its end, the endpoint unreachable; ` + (s.offered.concurrency === null ? `${notSent} not sent (the arrivals scheduled for the rest of its window).` : `${notSent} not sent (the request each stream had due; what they would have sent after is not known).`)
      );
    else if (notSent > 0)
      out.push(`Not sent: ${label(s.stage)}: ${notSent} of its ${s.requests} requests, the endpoint unreachable.`);
  }
  for (const s of stages)
    if (s.shards && !s.shards.summed)
      out.push(
        `Shards: ${label(s.stage)} ran on ${s.shards.count} shards whose stage windows did not overlap enough (${n(s.shards.overlap_s)} s, ${formatNumber(s.shards.overlap_share * 100)}% of a window; at least 50% is needed), so its throughput is not summed; run the shards at the same time: a matrix with one \`--start-at\` (the input \`start-at\`, see docs/sharding.md).`
      );
  const short = stages.reduce((a, s) => a + s.short_outputs, 0);
  if (short > 0)
    out.push(
      `Short outputs: ${short} responses below 90% of their synthetic output target; the server stopped early (docs/load.md says how to get exact output lengths).`
    );
  return out;
}
function serverLines(stages, label) {
  const withServer = stages.filter((s) => s.server);
  if (withServer.length === 0) return [];
  const out = [];
  const flagged = withServer.filter((s) => s.server.reconciliation.flagged);
  for (const s of flagged)
    out.push(
      `Client and server disagree at ${label(s.stage)}: ${n(s.delivered_output_tps)} tok/s delivered against ${n(s.server.tokens_per_s)} counted by the server (ratio ${n(s.server.reconciliation.ratio)}; ${s.server.reconciliation.reason}): ${s.server.reconciliation.detail}.`
    );
  const compared = withServer.filter((s) => s.server.reconciliation.ratio !== null);
  if (flagged.length === 0 && compared.length > 0)
    out.push(
      `Client and server agree within 5% at ${compared.length === stages.length ? "every stage" : compared.map((s) => label(s.stage)).join(", ")}: the tokens that arrived are the tokens the server counted.`
    );
  for (const s of withServer) {
    const split = s.server.ttft_split_ms;
    if (split === null || split.queue === null || (split.queue ?? 0) < 1) continue;
    out.push(
      `TTFT at ${label(s.stage)}, mean: ${n(split.queue)} ms queued + ${n(split.prefill)} ms prefill and first step at the server + ${n(split.network)} ms network and client (the server's histogram means beside the client's).`
    );
  }
  const failed = withServer.reduce((a, s) => a + s.server.failed_scrapes, 0);
  if (failed > 0)
    out.push(`Server metrics: ${failed} scrape(s) inside the stage windows failed (see server_metrics.ndjson).`);
  return out;
}
function stageTables(results) {
  const stages = results.stages ?? [];
  const out = [];
  for (const sat of results.saturation ?? []) {
    const own = stages.filter(
      (s) => s.provider === sat.provider && s.prompt === sat.prompt && s.location === sat.location
    );
    const server = own.some((s) => s.server);
    const base = [...STAGE_HEADERS];
    const numeric = base.map((_, i) => i >= 3 && i <= 8);
    const at = base.length - 1;
    const headers = server ? [...base.slice(0, at), ...SERVER_STAGE_HEADERS, base[at]] : base;
    out.push({
      provider: sat.location === void 0 ? sat.provider : `${sat.provider} @ ${sat.location}`,
      prompt: sat.prompt,
      headers,
      numeric: server ? [...numeric.slice(0, at), ...SERVER_STAGE_HEADERS.map(() => true), false] : numeric,
      rows: own.map((s) => {
        const r = row(s);
        return server ? [...r.slice(0, at), ...serverCells(s), r[at]] : r;
      }),
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

// src/report/locations.ts
var CROSS_LOCATION_TITLE = "By location (each place measured on its own; ranks are within a place)";
var CROSS_LOCATION_HEADERS = [
  "Provider",
  "Prompt",
  "Location",
  "n",
  "TTFT p50 ms [95% CI]",
  "Post-first-content tok/s p50 [95% CI]",
  "End-to-end tok/s p50 [95% CI]"
];
var NO_LOCATION = "(none)";
function locationsOf(results) {
  return [...new Set((results.by_location ?? []).map((e) => e.location))];
}
var figure = (p50, ci) => p50 === null ? "n/a" : ci ? `${formatNumber(p50)} [${formatNumber(ci.low)}, ${formatNumber(ci.high)}]` : formatNumber(p50);
function crossLocationTable(results) {
  const entries = results.by_location ?? [];
  if (locationsOf(results).length < 2) return null;
  const pairs = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const k = JSON.stringify([e.provider, e.prompt]);
    const list = pairs.get(k) ?? [];
    list.push(e);
    pairs.set(k, list);
  }
  const rows = [];
  const sentences = [];
  for (const list of pairs.values()) {
    for (const e of list)
      rows.push([
        sanitizeText(e.provider),
        sanitizeText(e.prompt),
        sanitizeText(e.location ?? NO_LOCATION),
        String(e.n),
        figure(e.ttft_ms_p50, e.ttft_ms_ci),
        figure(e.post_first_content_tps_p50, e.post_first_content_tps_ci),
        figure(e.end_to_end_tps_p50, e.end_to_end_tps_ci)
      ]);
    const withTtft = list.filter((e) => e.ttft_ms_p50 !== null);
    if (withTtft.length > 1)
      sentences.push(
        `${sanitizeText(list[0].provider)} / ${sanitizeText(list[0].prompt)}: TTFT p50 ` + withTtft.map(
          (e) => `${figure(e.ttft_ms_p50, e.ttft_ms_ci).replace(/^([\d,.]+)/, "$1 ms")} from ${sanitizeText(e.location ?? NO_LOCATION)}`
        ).join(", ")
      );
  }
  return {
    headers: CROSS_LOCATION_HEADERS,
    rows,
    sentences,
    note: "A place is a client location: TTFT includes the network between it and the provider. Intervals are 95% bootstrap intervals of the median; the tables above rank groups within each place only."
  };
}
function withLocationLabels(results) {
  if (locationsOf(results).length < 2) return results;
  return {
    ...results,
    groups: results.groups.map((g) => ({ ...g, provider: `${g.provider} @ ${g.location ?? NO_LOCATION}` }))
  };
}

// src/report/workloads.ts
var ms = (x) => x === null || x === void 0 ? NA : formatNumber(x);
var pct = (x) => x === null || x === void 0 ? NA : `${formatNumber(Math.round(x * 1e3) / 10)}%`;
function turnTables(results) {
  return results.groups.flatMap((g) => {
    if (!g.by_turn || g.by_turn.length === 0) return [];
    const good = g.by_turn.some((t2) => t2.good_fraction !== null);
    const headers = ["turn", "n", "errors", "TTFT p50 ms", "TTFT p90 ms", "prompt tokens p50", "cached share p50"];
    if (good) headers.push("good (SLO)");
    const rows = g.by_turn.map((t2) => {
      const r = [
        String(t2.turn),
        String(t2.n),
        String(t2.errors),
        ms(t2.ttft_ms?.p50),
        ms(t2.ttft_ms?.p90),
        t2.input_tokens_p50 === null ? NA : formatNumber(t2.input_tokens_p50),
        pct(t2.input_cached_share)
      ];
      if (good) r.push(pct(t2.good_fraction));
      return r;
    });
    const s = g.sessions;
    const notes = [];
    if (s)
      notes.push(
        `${s.n} sessions; per session p50: ${s.turns ? String(Math.round(s.turns.p50 * 10) / 10) : NA} turns, ${ms(s.duration_ms?.p50)} ms, ${ms(s.output_tokens?.p50)} output tokens` + (s.failed > 0 ? `; ${s.failed} stopped at a failed turn` : "") + "."
      );
    if (g.by_turn.every((t2) => t2.input_cached_share === null))
      notes.push("The provider reported no cached prompt tokens, so the cached share is n/a.");
    return [
      {
        title: `By turn: ${g.provider} / ${g.prompt}`,
        headers,
        numeric: headers.map((_, i) => i > 0),
        rows,
        notes
      }
    ];
  });
}
function sentLengthTable(results) {
  const groups = results.groups.filter((g) => g.sent_lengths && g.sent_lengths.source !== "conversation");
  if (groups.length === 0) return null;
  const headers = ["provider", "prompt", "source", "length", "p50", "p90", "min", "max", "asked"];
  const rows = [];
  for (const g of groups) {
    const l = g.sent_lengths;
    const line = (what, s, asked) => rows.push([g.provider, g.prompt, l.source, what, ms(s?.p50), ms(s?.p90), ms(s?.min), ms(s?.max), asked]);
    line("input tokens sent", l.input_tokens, l.asked?.input_tokens ?? "");
    line("max_tokens sent", l.max_tokens, l.asked?.output_tokens ?? "");
    line("output tokens received", l.output_tokens, "");
  }
  return {
    title: "Lengths sent",
    headers,
    numeric: headers.map((_, i) => i >= 4 && i <= 7),
    rows,
    notes: [
      'Input tokens are reference (o200k_base) tokens of the text sent, the cache-bust prefix aside; "asked" is the distribution the config named.'
    ]
  };
}
function replayLines(results) {
  return (results.stages ?? []).flatMap((s) => {
    if (!s.offered.replay) return [];
    const l = s.schedule_lateness_ms;
    const late = l ? `p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, max ${ms(l.max)} ms` : NA;
    return [
      `${s.provider} / ${s.prompt}, stage ${s.stage} (${s.label}, ${s.offered.replay.lines} lines): schedule lateness ${late}` + (s.generator_limited ? ": generator-limited, the client could not keep the recorded schedule." : ".")
    ];
  });
}

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

// src/report/html-data.ts
var MAX_HISTORY = 100;
function round1(x) {
  return x === null ? null : Math.round(x * 10) / 10;
}
function contentReads(trace) {
  const byMs = /* @__PURE__ */ new Map();
  for (const [ms2, kind, chars] of trace.events) {
    if (kind !== "content" && kind !== "reasoning") continue;
    let entry = byMs.get(ms2);
    if (!entry) {
      entry = [round1(ms2), 0, 0];
      byMs.set(ms2, entry);
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
    reads: trace.reads.map(([ms2, bytes]) => [round1(ms2), bytes]),
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
var groupKey = (provider, prompt, location) => JSON.stringify(location === void 0 ? [provider, prompt] : [provider, prompt, location]);
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
var DIST_METRICS = ["ttft_ms", "post_first_content_tps", "end_to_end_tps"];
function timelineSelection(results, groupOf, flagged, cap) {
  const keep = new Uint8Array(results.requests.length);
  const byGroup = /* @__PURE__ */ new Map();
  results.requests.forEach((r, i) => {
    const gi = groupOf(r);
    let list = byGroup.get(gi);
    if (list === void 0) byGroup.set(gi, list = []);
    list.push(i);
  });
  const cut = /* @__PURE__ */ new Set();
  for (const [gi, idx] of byGroup) {
    if (idx.length <= cap) {
      for (const i of idx) keep[i] = 1;
      continue;
    }
    cut.add(gi);
    let left = cap;
    const rest = [];
    for (const i of idx) {
      const r = results.requests[i];
      if (left > 0 && !r.warmup && flagged(r.id)) {
        keep[i] = 1;
        left--;
      } else rest.push(i);
    }
    const g = results.groups[gi];
    const rand = mulberry32(seedFrom("timelines", g?.provider ?? "", g?.prompt ?? ""));
    for (let k = 0; k < left && k < rest.length; k++) {
      const j = k + Math.floor(rand() * (rest.length - k));
      const pick = rest[j];
      rest[j] = rest[k];
      rest[k] = pick;
      keep[pick] = 1;
    }
  }
  return { keep, cut };
}
var metricValue = (r, key) => r[key];
function groupDist(requests, key, maxPlausibleTps) {
  const values = [];
  let buffered = 0;
  let failed = 0;
  for (const r of requests) {
    if (r.warmup) continue;
    if (r.outcome === "buffered") buffered++;
    if (r.outcome === "error") {
      failed++;
      continue;
    }
    if (key !== "ttft_ms" && r.client_stalled === true) continue;
    const v = metricValue(r, key);
    if (v !== null && Number.isFinite(v)) values.push(v);
  }
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const asArray = sorted;
  const rate = key !== "ttft_ms";
  let counted = sorted.length;
  if (rate) while (counted > 0 && sorted[counted - 1] > maxPlausibleTps) counted--;
  const lo = sorted[0];
  const top = counted > 0 ? sorted[counted - 1] : null;
  const width = top !== null && top > lo ? (top - lo) / DIST_BINS : 1;
  const counts = new Array(DIST_BINS).fill(0);
  for (let i = 0; i < counted; i++) counts[Math.min(DIST_BINS - 1, Math.floor((sorted[i] - lo) / width))]++;
  return {
    n: sorted.length,
    min: lo,
    max: sorted[sorted.length - 1],
    q1: percentile(asArray, 0.25),
    q2: percentile(asArray, 0.5),
    q3: percentile(asArray, 0.75),
    lo,
    width,
    counts,
    over: sorted.length - counted,
    top,
    buffered,
    failed
  };
}
function tracesForReport(results, traces, cap = DEFAULT_TIMELINES_PER_GROUP) {
  const groupIndex = /* @__PURE__ */ new Map();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt, g.location), i));
  const flagged = new Set(results.flagged.map((f) => f.id));
  const groupOf = (r) => groupIndex.get(groupKey(r.provider, r.prompt, r.location)) ?? -1;
  const { keep, cut } = timelineSelection(results, groupOf, (id) => flagged.has(id), cap);
  if (cut.size === 0) return [...traces];
  const ids = /* @__PURE__ */ new Set();
  results.requests.forEach((r, i) => {
    if (keep[i]) ids.add(r.id);
  });
  return traces.filter((t2) => ids.has(t2.id));
}
function buildReportData(results, traces, ctx = {}) {
  const groupIndex = /* @__PURE__ */ new Map();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt, g.location), i));
  const several = new Set(results.groups.map((g) => g.location ?? null)).size > 1;
  const shownProvider = (g) => several ? `${g.provider} @ ${g.location ?? "(no location)"}` : g.provider;
  const flagsById = /* @__PURE__ */ new Map();
  for (const f of results.flagged) {
    const list = flagsById.get(f.id) ?? [];
    if (!list.includes(f.reason)) list.push(f.reason);
    flagsById.set(f.id, list);
  }
  const groupOf = (r) => groupIndex.get(groupKey(r.provider, r.prompt, r.location)) ?? -1;
  const cap = ctx.timelinesPerGroup ?? DEFAULT_TIMELINES_PER_GROUP;
  const { keep, cut } = timelineSelection(results, groupOf, (id) => flagsById.has(id), cap);
  const keptIds = /* @__PURE__ */ new Set();
  results.requests.forEach((r, i) => {
    if (keep[i]) keptIds.add(r.id);
  });
  const traceById = /* @__PURE__ */ new Map();
  for (const t2 of traces) if (keptIds.has(t2.id) && !traceById.has(t2.id)) traceById.set(t2.id, t2);
  const requests = results.requests.map((r, i) => {
    if (!keep[i]) return null;
    const trace = traceById.get(r.id);
    return {
      id: sanitizeText(r.id),
      group: groupOf(r),
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
  const groupMembers = /* @__PURE__ */ new Map();
  if (cut.size > 0)
    for (const r of results.requests) {
      const gi = groupOf(r);
      if (!cut.has(gi)) continue;
      let list = groupMembers.get(gi);
      if (list === void 0) groupMembers.set(gi, list = []);
      list.push(r);
    }
  const max = results.analysis.max_plausible_tps;
  const shown = keep.reduce((a, k) => a + k, 0);
  return {
    schema: REPORT_DATA_SCHEMA,
    max_plausible_tps: max,
    groups: results.groups.map((g, gi) => ({
      provider: sanitizeText(shownProvider(g)),
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
      coarse: g.coarse ?? 0,
      ...cut.has(gi) ? {
        dist: Object.fromEntries(
          DIST_METRICS.map((k) => [k, groupDist(groupMembers.get(gi) ?? [], k, max)])
        )
      } : {}
    })),
    requests,
    ...cut.size > 0 ? { sampled: { timelines_per_group: cap, shown, total: results.requests.length } } : {},
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
      `<table class="stages"><thead><tr>${tab.headers.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>` + tab.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`).join("") + "</tbody></table>",
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
var SCRIPT = '"use strict";(()=>{function I(e){let n=-1/0;for(let t=0;t<e.length;t++){let o=e[t];if((o>n||Number.isNaN(o))&&(n=o),Number.isNaN(n))return NaN}return n}function re(e){if(!Number.isFinite(e))return String(e);let n=Math.abs(e),t=n>=100?0:n>=10?1:2,o=e.toFixed(t);return/^-0(\\.0*)?$/.test(o)&&(o=o.slice(1)),ye(o)}function ye(e){let n=/^(-?)(\\d+)(\\.\\d+)?$/.exec(e);if(!n)return e;let[,t="",o="",r=""]=n;return t+o.replace(/\\B(?=(\\d{3})+(?!\\d))/g,",")+r}function xe(e,n){return Object.prototype.hasOwnProperty.call(e,n)}var S={error:{label:"failed",style:"red",badge:"b-error"},buffered:{label:"buffered",style:"yellow",badge:"b-buffered"},implausible:{label:"implausible",style:"magenta",badge:"b-implausible"},token_mismatch:{label:"token count",style:"cyan",badge:"b-token_mismatch"},hidden_reasoning:{label:"hidden reasoning",style:"cyan",badge:"b-hidden_reasoning"},coarse:{label:"coarse",style:"yellow",badge:"b-coarse"},truncated:{label:"truncated",style:"dim",badge:"b-truncated"},content_filter:{label:"content filter",style:"yellow",badge:"b-content_filter"},short_output:{label:"short output",style:"yellow",badge:"b-short_output"},client_stalled:{label:"client stalled",style:"magenta",badge:"b-client_stalled"}};var U={ranked:"cyan",withheld:"yellow",caution:"yellow",alert:"red",heading:"bold"},De={observed:{label:"observed",style:void 0,note:null},not_observed:{label:"not observed",style:U.caution,note:null},mixed:{label:"mixed",style:U.caution,note:null},unknown:{label:"unknown",style:U.caution,note:"nothing succeeded"}};var Y={ttft_ms:{label:"TTFT ms",title:"Time to first token (ms)",unit:"ms"},post_first_content_tps:{label:"post-first-content tok/s",title:"Post-first-content throughput (tok/s)",unit:"tok/s"},end_to_end_tps:{label:"end-to-end tok/s",title:"End-to-end throughput (tok/s)",unit:"tok/s"}},se=["ttft_ms","post_first_content_tps","end_to_end_tps"],oe={faster:{label:"faster",style:"cyan",className:"v-faster",page:{background:"#dcfce7",color:"#166534"},strong:!0},slower:{label:"slower",style:"red",className:"v-slower",page:{background:"#fee2e2",color:"#991b1b"},strong:!0},no_change:{label:"no change",style:void 0,className:"v-same",page:{background:"#e5e7eb",color:"#374151"},strong:!1},insufficient_data:{label:"not enough data",style:"dim",className:"v-none",page:{background:"#fef3c7",color:"#92400e"},strong:!1}};function ie(e){return xe(oe,e)?oe[e]:void 0}var ae="v-other";var m={streamed:"#2563eb",buffered:"#d97706",error:"#dc2626",reasoning:"#7c3aed",ok:"#15803d",headers:"#6b21a8",byte:"#0f766e",coarse:"#b45309",implausible:"#9f1239",wait:"#e3e6ea",gen:"#dbeafe",other:"#8b95a1",axis:"#9aa3ad",fg:"#1b1f24",muted:"#5b6470",panel:"#f6f8fa",ink:"#111827",grid:"#e3e6ea",curveGrid:"#e5e7eb",range:"#6b7280",box:"#e8eefc",boxEdge:"#93a5c9",median:"#1e3a8a",white:"#fff"};function V(e){return`req-${e}`}var le="http://www.w3.org/2000/svg",de,T=JSON.parse((de=document.getElementById("sg-data").textContent)!=null?de:"{}"),D=T.groups,v=T.requests,$=se.map(e=>({key:e,unit:Y[e].unit,label:Y[e].label}));function c(e,n,t){let o=document.createElement(e);return n&&(o.className=n),t!=null&&(o.textContent=String(t)),o}function f(e,n,t,o){let r=document.createElementNS(le,n);for(let s of Object.keys(t))r.setAttribute(s,String(t[s]));if(o){let s=document.createElementNS(le,"title");s.textContent=o,r.appendChild(s)}return e&&e.appendChild(r),r}function q(e,n){return f(null,"svg",{viewBox:"0 0 "+e+" "+n,width:e,height:n,preserveAspectRatio:"xMinYMid meet",role:"img"})}function b(e){return e==null?"n/a":re(e)}function P(e,n){let t=(e.length-1)*n,o=e[Math.floor(t)],r=e[Math.ceil(t)];return o+(r-o)*(t-Math.floor(t))}function ee(e){if(!(e>0))return 1;let n=Math.pow(10,Math.floor(Math.log(e)/Math.LN10)),t=e/n;return(t<=1?1:t<=2?2:t<=2.5?2.5:t<=5?5:10)*n}function Ee(e){let n=Math.pow(10,Math.floor(Math.log(e)/Math.LN10)),t=e/n;return(t<1.5?1:t<3?2:t<7?5:10)*n}function te(e){return Number.isInteger(e)&&Math.abs(e)<100?String(e):b(e)}function pe(e){if(!(e>0))return[0];let n=Ee(e/5),t=[];for(let o=0;o<=e+n*1e-9;o+=n)t.push(o);return t}function Re(e,n){return f(e,"a",{href:"#"+V(n)})}function me(e){return e.provider+" \\xB7 "+e.prompt}function fe(e,n,t,o){let r=c("div","dist-axis");r.appendChild(c("span","dist-label",""));let s=q(M,18);if(f(s,"line",{x1:F,x2:M-K,y1:16,y2:16,stroke:m.axis}),pe(n).forEach(l=>{f(s,"line",{x1:e(l),x2:e(l),y1:12,y2:16,stroke:m.axis});let a=f(s,"text",{x:e(l),y:9,"text-anchor":"middle"});a.textContent=te(l)}),o){let l=f(s,"text",{x:M-2,y:9,"text-anchor":"end",fill:m.error});l.textContent="\\u226B"}return r.appendChild(s),r.appendChild(c("span","dist-stats",t)),r}function ne(e){let n=c("div","dist-label",me(e));return n.appendChild(c("span","model",e.model)),n}var M=600,w=34,F=8,K=22;function Ce(){$.forEach(e=>{let n=document.getElementById("dist-"+e.key);if(!n)return;let t=n.querySelector(".dist-body"),o=D.map((i,d)=>{if(i.dist){let p=i.dist[e.key];return{g:i,gi:d,points:[],buffered:p?p.buffered:0,failed:p?p.failed:0,dist:p}}let y=[];v.forEach((p,x)=>{p&&p.group===d&&!p.warmup&&y.push({r:p,i:x})});let u=[];for(let p of y){let x=p.r[e.key];x!==null&&p.r.outcome!=="error"&&u.push({r:p.r,i:p.i,v:x})}return{g:i,gi:d,points:u,buffered:y.filter(p=>p.r.outcome==="buffered").length,failed:y.filter(p=>p.r.outcome==="error").length,dist:null}}),r=[],s=[];o.forEach(i=>{i.points.forEach(d=>{r.push(d.v),(e.unit==="ms"||d.v<=T.max_plausible_tps)&&s.push(d.v)}),i.dist&&(r.push(i.dist.max),i.dist.over>0&&r.push(i.dist.max),i.dist.top!==null&&s.push(i.dist.top))}),r.length===0&&t.appendChild(c("p","note","No request has this figure."));let l=ee(Math.max(I(s.length?s:r),0)),a=i=>F+Math.min(i,l)/l*(M-F-K);t.appendChild(fe(a,l,e.unit,r.length>s.length)),o.forEach(i=>t.appendChild(ve(e,i,a,l)))})}function ve(e,n,t,o){let r=c("div","dist-row");r.setAttribute("data-group",String(n.gi)),r.appendChild(ne(n.g));let s=q(M,w);if(s.setAttribute("class","dist-plot"),n.dist)return Me(r,s,e,n,n.dist,t,o);let l=n.points.map(u=>u.v).sort((u,p)=>u-p),a=w/2;if(l.length>0){let u=P(l,.25),p=P(l,.5),x=P(l,.75);f(s,"line",{x1:t(l[0]),x2:t(l[l.length-1]),y1:a,y2:a,stroke:m.range}),f(s,"rect",{x:t(u),y:a-9,width:Math.max(1,t(x)-t(u)),height:18,fill:m.box,stroke:m.boxEdge,class:"box"},"middle half "+b(u)+" \\u2013 "+b(x)+" "+e.unit),f(s,"line",{x1:t(p),x2:t(p),y1:a-11,y2:a+11,stroke:m.median,"stroke-width":2.5},"median "+b(p)+" "+e.unit);let g=n.g.ci[e.key];g&&f(s,"path",{d:"M"+t(g[0])+" "+(w-3)+"v-3H"+t(g[1])+"v3",fill:"none",stroke:m.ink,"stroke-width":1.2,class:"ci"},"confidence interval of the median: "+b(g[0])+" \\u2013 "+b(g[1]))}n.points.forEach((u,p)=>{let x=u.r.outcome==="buffered",g=(p*.6180339887%1-.5)*14,k=t(u.v),_=a+g,R=u.r.id+": "+b(u.v)+" "+e.unit+" ("+u.r.outcome+(u.r.implausible?", implausible":"")+(u.r.new_connection?", new connection: "+u.r.connect:"")+")",h=Re(s,u.i);u.v>o?f(h,"path",{d:"M"+(M-K+4)+" "+(_-5)+"l8 5l-8 5z",fill:m.error,class:"mark over"},R):x?f(h,"path",{d:"M"+k+" "+(_-5)+"l5 5l-5 5l-5 -5z",fill:m.white,stroke:m.buffered,"stroke-width":1.6,class:"mark buffered"},R):f(h,"circle",{cx:k,cy:_,r:3.6,fill:m.streamed,"fill-opacity":.75,stroke:u.r.implausible?m.error:"none","stroke-width":2,class:"mark streamed"},R)}),r.appendChild(s);let i=c("div","dist-stats");if(l.length>0)i.appendChild(c("span",null,"p50 "+b(P(l,.5))+" ")),i.appendChild(c("span","n","n="+l.length)),i.appendChild(document.createTextNode(" "));else{let u=n.g.streamed===0;i.appendChild(c("span","na",n.g.streamed+n.g.buffered===0?"n/a (all failed) ":u&&e.key!=="end_to_end_tps"?"n/a (buffered) ":"n/a "))}let d=e.key==="end_to_end_tps"?0:n.buffered;d>0&&i.appendChild(c("span","chip buffered",d+" buffered, not drawn")),e.key==="end_to_end_tps"&&n.buffered>0&&i.appendChild(c("span","chip buffered",n.buffered+" buffered \\u25C7")),n.failed>0&&i.appendChild(c("span","chip failed",n.failed+" failed"));let y=n.points.filter(u=>u.v>o).length;return y>0&&i.appendChild(c("span","chip over",y+" above "+b(o)+" \\u226B")),e.key==="post_first_content_tps"&&n.g.too_few_samples&&i.appendChild(c("span","chip buffered","too few samples to rank")),r.appendChild(i),r}function Me(e,n,t,o,r,s,l){let a=w/2;if(r){let d=I(r.counts)||1;r.counts.forEach((y,u)=>{if(y===0)return;let p=s(r.lo+u*r.width),x=Math.max(1,y/d*(w-6));f(n,"rect",{x:p,y:w-3-x,width:Math.max(1,s(r.lo+(u+1)*r.width)-p),height:x,fill:m.streamed,"fill-opacity":.35,class:"bin"},y+" requests "+b(r.lo+u*r.width)+" \\u2013 "+b(r.lo+(u+1)*r.width)+" "+t.unit)}),f(n,"line",{x1:s(r.min),x2:s(Math.min(r.max,l)),y1:a,y2:a,stroke:m.range}),f(n,"rect",{x:s(r.q1),y:a-9,width:Math.max(1,s(r.q3)-s(r.q1)),height:18,fill:"none",stroke:m.boxEdge,class:"box"},"middle half "+b(r.q1)+" \\u2013 "+b(r.q3)+" "+t.unit),f(n,"line",{x1:s(r.q2),x2:s(r.q2),y1:a-11,y2:a+11,stroke:m.median,"stroke-width":2.5},"median "+b(r.q2)+" "+t.unit)}e.appendChild(n);let i=c("div","dist-stats");return r?(i.appendChild(c("span",null,"p50 "+b(r.q2)+" ")),i.appendChild(c("span","n","n="+r.n)),i.appendChild(document.createTextNode(" "))):i.appendChild(c("span","na","n/a ")),t.key!=="end_to_end_tps"&&o.buffered>0&&i.appendChild(c("span","chip buffered",o.buffered+" buffered, not drawn")),o.failed>0&&i.appendChild(c("span","chip failed",o.failed+" failed")),r&&r.over>0&&i.appendChild(c("span","chip over",r.over+" above "+b(T.max_plausible_tps)+" \\u226B")),e.appendChild(i),e}function we(){let e=document.getElementById("dist-itl");if(!e)return;let n=e.querySelector(".dist-body"),t=[];if(D.forEach((s,l)=>{s.itl_ms&&t.push({g:s,gi:l,q:s.itl_ms})}),t.length===0){n.appendChild(c("p","note","No streamed response has an inter-token latency."));return}let o=ee(Math.max(I(t.map(s=>s.q.max)),0)),r=s=>F+Math.min(s,o)/o*(M-F-K);n.appendChild(fe(r,o,"ms",!1)),t.forEach(s=>{let l=s.q,a=c("div","dist-row itl-row"),i=w/2;a.setAttribute("data-group",String(s.gi)),a.appendChild(ne(s.g));let d=q(M,w);d.setAttribute("class","itl-plot"),f(d,"line",{x1:r(l.min),x2:r(l.max),y1:i,y2:i,stroke:m.range,class:"range"},"min "+b(l.min)+" \\u2013 max "+b(l.max)+" ms"),f(d,"rect",{x:r(l.p50),y:i-8,width:Math.max(2,r(l.p90)-r(l.p50)),height:16,fill:m.box,stroke:m.boxEdge,class:"box"},"p50 "+b(l.p50)+" \\u2013 p90 "+b(l.p90)+" ms"),f(d,"line",{x1:r(l.p99),x2:r(l.p99),y1:i-10,y2:i+10,stroke:m.error,"stroke-width":2,class:"p99"},"p99 "+b(l.p99)+" ms"),a.appendChild(d);let y=c("div","dist-stats");y.appendChild(c("span",null,"p50 "+b(l.p50)+" \\xB7 p99 "+b(l.p99)+" ")),s.g.coarse>0&&y.appendChild(c("span","chip buffered",s.g.coarse+" coarse")),a.appendChild(y),n.appendChild(a)})}var N=300,L=92;function Te(){let e=document.querySelector("#trends .trend-body");if(!e||T.history.length<2)return;let n=c("div","trend-row trend-head");n.appendChild(c("div",null,"group")),$.forEach(t=>n.appendChild(c("div",null,t.label+", p50 per run"))),e.appendChild(n),D.forEach((t,o)=>{let r=c("div","trend-row");if(r.setAttribute("data-group",String(o)),r.appendChild(ne(t)),$.every(l=>be(t,l).every(a=>a.v===null))){r.appendChild(c("div","note","no figure in any run: every request of the group failed each time")),e.appendChild(r);return}$.forEach(l=>{let a=c("div","trend-cell");a.appendChild(Se(t,l));let i=T.comparisons.find(d=>d.provider===t.provider&&d.prompt===t.prompt&&d.metric===l.key);if(i){let d=ie(i.verdict);a.appendChild(c("span","verdict "+(d?d.className:ae),d?d.label:i.verdict.replace(/_/g," ")));let y=p=>p===null?"n/a":(p>0?"+":"")+b(p)+"%",u=" "+y(i.delta_pct);i.ci_low_pct!==null&&i.ci_high_pct!==null&&(u+=" ["+y(i.ci_low_pct)+", "+y(i.ci_high_pct)+"]"),i.baseline_n!==null&&i.current_n!==null&&(u+=" \\xB7 n "+i.baseline_n+" \\u2192 "+i.current_n),a.appendChild(c("span","n",u))}r.appendChild(a)}),e.appendChild(r)})}function be(e,n){return T.history.map((t,o)=>{let r=t.groups.find(s=>s.provider===e.provider&&s.prompt===e.prompt);return{i:o,v:r?r.p50[n.key]:null,run:t}})}function Se(e,n){let t=T.history,o=be(e,n),r=o.flatMap(h=>h.v===null?[]:[h.v]),s=q(N,L);s.setAttribute("class","trend"),s.setAttribute("data-metric",n.key);let l=44,a=8,i=8,d=16;if(f(s,"rect",{x:l,y:i,width:N-l-a,height:L-i-d,fill:m.panel}),r.length===0){let h=f(s,"text",{x:(l+N-a)/2,y:L/2,"text-anchor":"middle"});return h.textContent="no figure in any run",s}let y=ee(I(r)*1.05),u=t.length,p=h=>u===1?(l+N-a)/2:l+6+h/(u-1)*(N-l-a-12),x=h=>i+(1-h/y)*(L-i-d);[0,y/2,y].forEach(h=>{f(s,"line",{x1:l,x2:N-a,y1:x(h),y2:x(h),stroke:m.grid});let z=f(s,"text",{x:l-4,y:x(h)+3,"text-anchor":"end"});z.textContent=te(h)});let g=f(s,"text",{x:l,y:L-3});g.textContent=t[0].label.slice(0,16);let k=f(s,"text",{x:N-a,y:L-3,"text-anchor":"end"});k.textContent=t[u-1].label.slice(0,16);let _="",R=!1;return o.forEach(h=>{if(h.v===null){R=!1;return}_+=(R?"L":"M")+p(h.i).toFixed(1)+" "+x(h.v).toFixed(1),R=!0}),f(s,"path",{d:_,fill:"none",stroke:m.streamed,"stroke-width":1.5}),o.forEach(h=>{if(h.v!==null&&(f(s,"circle",{cx:p(h.i),cy:x(h.v),r:h.run.current?4.5:2.6,fill:h.run.current?m.median:m.streamed,class:h.run.current?"pt current":"pt"},h.run.label+": p50 "+b(h.v)+" "+n.unit),h.run.current)){let z=f(s,"text",{x:p(h.i)-7,y:x(h.v)-6,"text-anchor":"end",fill:m.median});z.textContent=b(h.v)}}),s}var G=1e3,Ne=36,H=6,W=14,E=27,Ae=400;function J(e){let n=e.at[6];return n===null&&e.reads.forEach(t=>n=Math.max(n||0,t[0])),n===null?0:n}var C=0,X=1;v.forEach(e=>{!e||!e.timeline||(C=Math.max(C,J(e.timeline)),e.timeline.content.forEach(n=>X=Math.max(X,n[1]+n[2])))});C=C>0?C:1;var O=document.getElementById("tl-shared"),A={},ue="IntersectionObserver"in window?new IntersectionObserver(e=>e.forEach(n=>{n.isIntersecting&&j(n.target)}),{rootMargin:"300px"}):null;function j(e){let n=Number(e.getAttribute("data-index")),t=O&&!O.checked?"own":"shared";if(e.getAttribute("data-drawn")===t)return;let o=v[n],r=o.timeline,s=e.querySelector(".tl-plot");for(;s.firstChild;)s.removeChild(s.firstChild);if(e.setAttribute("data-drawn",t),!r){s.appendChild(c("span","note","no trace for this request in traces.ndjson"));return}let l=t==="own"?Math.max(J(r),1):C,a=g=>H+Math.max(0,g)/l*(G-H-W),i=q(G,Ne);i.setAttribute("class","timeline"),i.setAttribute("data-content-reads",String(r.content.length)),i.setAttribute("data-reads",String(r.reads.length));let d=r.at,y=J(r),u=d[3],p=d[5];f(i,"rect",{x:a(0),y:E-2,width:Math.max(0,a(u!==null?u:y)-a(0)),height:4,fill:m.wait,class:"wait"},"waiting: dispatch to "+(u!==null?"first content "+b(u):"end "+b(y))+" ms"),u!==null&&p!==null&&p>u&&f(i,"rect",{x:a(u),y:3,width:a(p)-a(u),height:E-3,fill:m.gen,class:"gen"},"first to last content: "+b(p-u)+" ms"),f(i,"line",{x1:a(0),x2:a(y),y1:E,y2:E,stroke:m.axis,"stroke-width":1}),r.reads.forEach(g=>{f(i,"line",{x1:a(g[0]),x2:a(g[0]),y1:E+1,y2:E+6,stroke:m.other,"stroke-width":1,class:"read"},"read at "+b(g[0])+" ms: "+g[1]+" bytes")});let x=d[6];if(o.outcome==="error"){let g=a(y);f(i,"path",{d:"M"+(g-5)+" "+(E-5)+"l10 10m0 -10l-10 10",stroke:m.error,"stroke-width":2.5,class:"error"},"failed at "+b(y)+" ms: "+(o.error_kind||"error"))}else x!==null&&f(i,"line",{x1:a(x),x2:a(x),y1:E-4,y2:E+8,stroke:m.ink,"stroke-width":2,class:"end"},"end at "+b(x)+" ms");if(r.content.forEach(g=>{let k=g[1]+g[2],_=Math.sqrt(k/X),R=5+19*_,h=2+4*_;f(i,"rect",{x:a(g[0])-h/2,y:E-R,width:h,height:R,fill:g[2]>g[1]?m.reasoning:m.streamed,class:"cr"},"content read at "+b(g[0])+" ms: "+g[1]+" answer chars"+(g[2]?", "+g[2]+" reasoning chars":""))}),f(i,"line",{x1:a(0),x2:a(0),y1:4,y2:E+6,stroke:m.ink,"stroke-width":1.5,class:"dispatch"},"dispatch: 0 ms"),d[0]!==null&&f(i,"path",{d:"M"+(a(d[0])-4)+" 2h8l-4 6z",fill:m.headers,class:"headers"},"headers at "+b(d[0])+" ms"),d[1]!==null&&f(i,"rect",{x:a(d[1])-3,y:E+2,width:6,height:6,fill:m.byte,class:"first-byte"},"first byte at "+b(d[1])+" ms"),u!==null&&f(i,"path",{d:"M"+a(u)+" "+(E-6)+"l5 5l-5 5l-5 -5z",fill:m.ok,stroke:m.white,class:"first-content"},"first content at "+b(u)+" ms"),o.chunking==="coarse"&&u!==null){i.setAttribute("data-chunking","coarse");let[g,k]=r.content,_=g&&k?k[0]-g[0]:0;f(i,"rect",{x:a(u-_),y:3,width:Math.max(2,a(u)-a(u-_)),height:E-3,fill:m.coarse,"fill-opacity":.25,stroke:m.coarse,"stroke-dasharray":"3 2",class:"coarse-slack"},"coarse: "+b(o.tokens_per_content_read)+" tokens a read; TTFT may be late by up to one read interval ("+b(_)+" ms)")}s.appendChild(i)}function Le(e){return e.outcome==="error"?"failed: "+(e.error_kind||"error")+(e.http_status?" (HTTP "+e.http_status+")":""):e.outcome==="buffered"?"buffered: "+(e.buffered_rule||"").replace(/_/g," "):"streamed"}function B(e,n,t){e.appendChild(document.createTextNode(" "));let o=c("span","badge "+n,t);return e.appendChild(o),o}function qe(e){let n=A[String(e)];if(n)return n;let t=v[e],o=c("div","tl-row");o.id=V(e),o.setAttribute("data-index",String(e)),o.setAttribute("data-id",t.id),o.setAttribute("data-outcome",t.outcome);let r=c("div","tl-label"),s=c("a",null,t.id);s.href="#"+V(e),r.appendChild(s);let l=t.outcome==="error"?S.error.badge:t.outcome==="buffered"?S.buffered.badge:"b-streamed";B(r,l,Le(t)+(t.warmup?" \\xB7 warmup":"")),t.implausible&&B(r,S.implausible.badge,S.implausible.label),t.chunking==="coarse"&&B(r,S.coarse.badge,S.coarse.label+" \\xB7 "+b(t.tokens_per_content_read)+" tok/read"),t.new_connection&&(B(r,"b-newconn","new connection").title="opened for this request: its time to first token includes "+t.connect);let a=t.timeline,i=(a?a.content.length+" content read"+(a.content.length===1?"":"s")+" of "+a.reads.length+" \\xB7 ":"")+t.output_tokens+" tok \\xB7 "+(t.total_ms===null?"n/a":b(t.total_ms)+" ms")+(t.error?" \\xB7 "+(t.error.length>90?t.error.slice(0,89)+"\\u2026":t.error):""),d=c("span","sub",i);return t.error&&(d.title=t.error),r.appendChild(d),o.appendChild(r),o.appendChild(c("div","tl-plot")),A[String(e)]=o,o}var he=[],ce=0;function Ie(){let e=document.querySelector("#timelines .tl-body"),n={};v.forEach((o,r)=>{o&&(n[o.group]=n[o.group]||[]).push(r)});let t=D.map((o,r)=>r);n[-1]&&t.push(-1),t.forEach(o=>{let r=n[o]||[],s=D[o],l=c("div","tl-group");l.setAttribute("data-group",String(o)),l.appendChild(c("h3",null,s?me(s):"requests outside any group")),s&&l.appendChild(c("span","note",s.model+" \\xB7 "+s.n+" measured: "+s.streamed+" streamed, "+s.buffered+" buffered, "+s.errors+" failed"+(s.dist?" \\xB7 this page holds "+r.length+" of them (flagged first, then a seeded sample); traces.ndjson holds every one":"")));let a=c("div","tl-axis");a.appendChild(c("span","note","ms after dispatch")),a.appendChild(Ge()),l.appendChild(a);let i=c("div","tl-rows");l.appendChild(i);let d=r.filter(k=>!v[k].warmup),y={},u=0,p=0;d.forEach(k=>{let _=v[k].flags.length>0;_&&u<50?(y[k]=!0,u++):!_&&p<6&&(y[k]=!0,p++)});let x=c("button","more");x.type="button";let g={rows:i,idx:r,shown:y,warmups:r.length>d.length,button:x};x.addEventListener("click",()=>Q(g,r)),l.appendChild(x),he.push(g),Q(g,[]),e.appendChild(l)})}function Q(e,n){n.forEach(o=>e.shown[o]=!0);let t=0;e.idx.forEach(o=>{if(!e.shown[o]){t++;return}let r=qe(o);e.rows.appendChild(r),!r.getAttribute("data-drawn")&&(ue&&ce>=Ae?ue.observe(r):(ce++,j(r)))}),e.button.hidden=t===0,e.button.textContent="show all "+e.idx.length+" requests ("+t+" more"+(e.warmups?", warmups included":"")+")"}function Ge(){let e=q(G,16);e.setAttribute("class","tl-scale");let n=t=>H+t/C*(G-H-W);return f(e,"line",{x1:H,x2:G-W,y1:15,y2:15,stroke:m.axis}),pe(C).forEach(t=>{if(t>C)return;f(e,"line",{x1:n(t),x2:n(t),y1:11,y2:15,stroke:m.axis});let o=f(e,"text",{x:n(t),y:9,"text-anchor":"middle"});o.textContent=te(t)}),e}function ge(){let e=/^#req-(\\d+)$/.exec(location.hash);if(!e)return;let n=Number(e[1]);if(!v[n])return;let t=he.find(r=>r.idx.indexOf(n)>=0);t&&!t.shown[n]&&Q(t,[n]);let o=A[String(n)];if(o){for(let r=o.parentNode;r;r=r.parentNode)r instanceof HTMLDetailsElement&&(r.open=!0);j(o),Object.keys(A).forEach(r=>{var s;return(s=A[r])==null?void 0:s.classList.remove("hl")}),o.classList.add("hl"),o.scrollIntoView({block:"center"})}}O&&O.addEventListener("change",()=>{Object.keys(A).forEach(e=>{let n=A[e];n.getAttribute("data-drawn")&&(n.removeAttribute("data-drawn"),j(n))}),document.querySelectorAll(".tl-axis").forEach(e=>e.style.visibility=O.checked?"visible":"hidden")});Ce();we();Te();Ie();window.addEventListener("hashchange",ge);ge();document.documentElement.setAttribute("data-rendered","true");})();\n';
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
function figure2(s, n2, na, fmt, ci) {
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
      figure2(g.ttft_ms, g.n_ttft, na, (x) => formatMs(x), groupInterval(g, "ttft_ms")),
      figure2(
        g.post_first_content_tps,
        g.n_post_first_content,
        na,
        (x) => formatTps(x),
        groupInterval(g, "post_first_content_tps")
      ) + (tooFewSamples(g) ? ' <span class="few">too few samples to rank</span>' : ""),
      figure2(g.end_to_end_tps, g.n_end_to_end, naEndToEnd(g), (x) => formatTps(x), groupInterval(g, "end_to_end_tps"))
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
function pct2(x) {
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
    const interval = c.ci_low_pct !== null && c.ci_high_pct !== null ? ` [${pct2(c.ci_low_pct)}, ${pct2(c.ci_high_pct)}]` : "";
    return `<tr class="${verdictOf(c.verdict)?.className ?? VERDICT_OTHER_CLASS}"><td>${escapeHtml(c.provider)}</td><td>${escapeHtml(c.prompt)}</td><td>${escapeHtml(metricOf(c.metric)?.title ?? c.metric)}</td><td class="num">${fmt(c.baseline_p50)}${count(c.baseline_n)}</td><td class="num">${fmt(c.current_p50)}${count(c.current_n)}</td><td class="num">${pct2(c.delta_pct)}${interval}</td><td><span class="verdict">${escapeHtml(verdictOf(c.verdict)?.label ?? c.verdict.replace(/_/g, " "))}</span>${c.reason ? ` <span class="note">${escapeHtml(c.reason)}</span>` : ""}</td></tr>`;
  });
  return `<h3>Regression check against the baseline</h3><p class="note">Median of this run against the baseline, per provider, prompt and metric: the change in percent with its confidence interval. \u201Cslower\u201D means slower beyond the noise, for TTFT a higher figure, for the rates a lower one.</p><table class="comparisons"><thead><tr><th>provider</th><th>prompt</th><th>metric</th><th>baseline p50</th><th>current p50</th><th>change [interval]</th><th>verdict</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}
var FLAG_IDS_SHOWN = 20;
function flaggedSection(results, indexById, sampled = false) {
  const flags = results.flagged;
  if (flags.length === 0) return "<p>None: every measured request streamed, at a plausible rate.</p>";
  const count = (reason) => flags.filter((f) => f.reason === reason).length;
  const link = (id) => {
    const index = indexById.get(id);
    return index === void 0 ? `<code>${text(id)}</code>` : `<a href="#${timelineAnchor(index)}">${text(id)}</a>`;
  };
  const items = groupFlags(flags).map((g) => {
    const shown = g.ids.slice(0, FLAG_IDS_SHOWN).map(link).join(", ");
    const after = g.ids.slice(FLAG_IDS_SHOWN);
    const rest = sampled ? after.filter((id) => indexById.has(id)) : after;
    const unlisted = after.length - rest.length;
    const more = (rest.length === 0 ? "" : ` <details class="more-flags"><summary>${rest.length} more</summary>${rest.map(link).join(", ")}</details>`) + (unlisted === 0 ? "" : ` <span class="note">${formatPlain(unlisted)} more not on this page: results.json lists them</span>`);
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
      return figure2(s, n2, na, fmt, ci ? [ci.low, ci.high] : null);
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
function workloadSectionHtml(results) {
  const lengths = sentLengthTable(results);
  const tables = [...turnTables(results), ...lengths ? [lengths] : []];
  const replay = replayLines(results);
  if (tables.length === 0 && replay.length === 0) return "";
  const body = tables.map(
    (t2) => `<h3>${escapeHtml(t2.title)}</h3><table class="workload"><thead><tr>${t2.headers.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>` + t2.rows.map(
      (r) => `<tr>${r.map((c, i) => `<td${t2.numeric[i] ? ' class="num"' : ""}>${escapeHtml(c)}</td>`).join("")}</tr>`
    ).join("") + `</tbody></table>${t2.notes.map((n2) => `<p class="note">${escapeHtml(n2)}</p>`).join("")}`
  );
  return '\n<section id="workloads">\n<h2>Workloads</h2>\n' + replay.map((l) => `<p>${escapeHtml(l)}</p>`).join("") + body.join("\n") + "\n</section>";
}
function historyNote(data, given) {
  if (data.history.length > 1) return "";
  return given ? '<p class="note">The history holds no earlier run: trends appear from the second run on.</p>' : '<p class="note">No history was given: trends of the p50s appear when the report is rendered with earlier runs.</p>';
}
function sampledNote(data) {
  const sampled = data.sampled;
  if (sampled === void 0) return "";
  return `
<p class="note" id="timelines-sampled">This page holds the timelines of ${formatPlain(sampled.shown)} of ${formatPlain(sampled.total)} requests: at most ${formatPlain(sampled.timelines_per_group)} per group (report.timelines_per_group), its flagged requests first, then a seeded sample. The distributions and every figure above cover all of them; traces.ndjson holds every timeline.</p>`;
}
function crossLocationHtml(results) {
  const t2 = crossLocationTable(results);
  if (t2 === null) return "";
  const head = t2.headers.map((h, i) => `<th${i >= 3 ? ' class="num"' : ""}>${escapeHtml(h)}</th>`).join("");
  const rows = t2.rows.map((r) => `<tr>${r.map((c, i) => `<td${i >= 3 ? ' class="num"' : ""}>${escapeHtml(c)}</td>`).join("")}</tr>`).join("\n");
  const sentences = t2.sentences.map((x) => `<li>${escapeHtml(x)}</li>`).join("");
  return `
<section id="by-location">
<h2>${escapeHtml(CROSS_LOCATION_TITLE)}</h2>
<table><thead><tr>${head}</tr></thead><tbody>
${rows}
</tbody></table>
${sentences ? `<ul>${sentences}</ul>` : ""}
<p class="note">${escapeHtml(t2.note)}</p>
</section>`;
}
function renderHtmlReport(results, traces, ctx = {}) {
  const data = buildReportData(results, traces, ctx);
  const script = reportScript();
  const indexById = /* @__PURE__ */ new Map();
  results.requests.forEach((r, i) => {
    if (data.requests[i] !== null && !indexById.has(r.id)) indexById.set(r.id, i);
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
  const stalls = clientStallSentence(results);
  const labelled = withLocationLabels(results);
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
${faultHeadlines(results).map((line) => `<p class="fault c-error" role="alert">${escapeHtml(sanitizeText(line))}</p>
`).join("")}<p class="prov">${provenance(results)}</p>
<p class="tally">${measured.length} measured requests: <span class="c-streamed">${tally("streamed")} streamed</span>,
<span class="c-buffered">${tally("buffered")} buffered</span>, <span class="c-error">${tally("error")} failed</span>;
${results.flagged.length} flags. Warmups are excluded from every figure.</p>
<noscript><p class="note">The charts need JavaScript; the tables and the flagged list below do not.</p></noscript>
${lead === null ? "" : `<p class="lead" id="lead">${escapeHtml(lead)}</p>`}${stalls === null ? "" : `
<p class="note" id="client-stalls">${escapeHtml(stalls)}</p>`}
</header>
<main>
<section id="overview">
<h2>Groups</h2>
<p class="note">Per provider and prompt, in the order of the run (not a ranking): the median of each figure with the
number of requests it is taken over. Post-first-content throughput exists only for responses that streamed.</p>
${overviewTable(labelled)}
${hiddenReasoningNote(results)}
</section>${crossLocationHtml(results)}
<section id="rankings">
<h2>Rankings</h2>
<p class="note">Each figure ranked on its own, best first, by p50. The place reads \u201C1\u20132\u201D where the data cannot order
the groups: a group is placed behind another only when their 95% intervals of the median do not overlap. Groups with
fewer than three values, or with a rate above <code>max_plausible_tps</code>, take no place.</p>
${rankingsSection(labelled)}
</section>
${streamTimingSection(results)}
${loadSectionHtml(results)}${workloadSectionHtml(results)}
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
${flaggedSection(results, indexById, data.sampled !== void 0)}
</section>
<section id="timelines">
<h2>Timelines</h2>
<p class="note">One row per request, time from dispatch (left) to end. <span class="key k-wait">\u25AC waiting</span>
<span class="key k-headers">\u25BC headers</span> <span class="key k-byte">\u25A0 first byte</span>
<span class="key k-first">\u25C6 first content</span> <span class="key k-read">\u25AE a read with content (height: characters)</span>
<span class="key k-reasoning">\u25AE reasoning</span> <span class="key k-other">\u0131 a read without content</span>
<span class="key k-end">\u2503 end</span> <span class="key k-error">\u2715 failed</span>
<span class="key k-coarse">\u25A8 coarse: TTFT may be late by up to this read interval</span>. A buffered burst is one tall bar
at the end; a real stream is many small bars spread out. Each group shows its flagged requests (up to ${TIMELINE_FLAGGED}) and ${TIMELINE_SAMPLE} others; \u201Cshow all\u201D lists the rest.</p>${sampledNote(data)}
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
.b-streamed{background:var(--streamed)}.b-buffered{background:var(--buffered)}.b-error{background:var(--error)}.b-implausible{background:${PAGE_COLOUR.implausible}}.b-token_mismatch{background:#4b5563}.b-client_stalled{background:${PAGE_COLOUR.implausible}}.b-newconn{background:${PAGE_COLOUR.byte}}
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
  clientStallSentence,
  faultHeadlines,
  sloText,
  stageTables,
  STAGE_NOTE,
  CROSS_LOCATION_TITLE,
  crossLocationTable,
  withLocationLabels,
  turnTables,
  sentLengthTable,
  replayLines,
  TIMING_FIGURES,
  TRUST_SENTENCE,
  hasStreamTiming,
  timingGroups,
  TIMING_HEADERS,
  timingCells,
  coarseSentence,
  tracesForReport,
  escapeHtml,
  embedJson,
  renderHtmlReport,
  artifactName,
  selectShards,
  selectRunResults,
  runArtifactBases,
  attemptOf
};
