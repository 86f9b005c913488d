import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  formatNumber
} from "./chunk-WKUXESJ5.js";
import {
  COMPARED_KEYS,
  DEFAULT_STATISTICS,
  FIGURES,
  MIN_SAMPLES,
  NOT_FOR_REVIEW,
  RANKED_FIGURES,
  RANKED_KEYS,
  figureDef,
  figureValues,
  flaggedForReview,
  higherIsBetter,
  largestPart
} from "./chunk-4P42FROQ.js";
import {
  maxOf,
  minOf
} from "./chunk-VZFYQJYA.js";

// src/report/labels.ts
function has(table, key) {
  return Object.prototype.hasOwnProperty.call(table, key);
}
var ANSI = { bold: "1", dim: "2", red: "31", yellow: "33", magenta: "35", cyan: "36" };
var FLAG_REASON = {
  error: { label: "failed", style: "red", badge: "b-error" },
  buffered: { label: "buffered", style: "yellow", badge: "b-buffered" },
  implausible: { label: "implausible", style: "magenta", badge: "b-implausible" },
  token_mismatch: { label: "token count", style: "cyan", badge: "b-token_mismatch" },
  hidden_reasoning: { label: "hidden reasoning", style: "cyan", badge: "b-hidden_reasoning" },
  coarse: { label: "coarse", style: "yellow", badge: "b-coarse" },
  truncated: { label: "reached max_tokens", style: "dim", badge: "b-truncated" },
  content_filter: { label: "content filter", style: "yellow", badge: "b-content_filter" },
  short_output: { label: "short output", style: "yellow", badge: "b-short_output" },
  client_stalled: { label: "client stalled", style: "magenta", badge: "b-client_stalled" },
  check_failed: { label: "check failed", style: "red", badge: "b-error" }
};
function reasonLabel(reason) {
  return has(FLAG_REASON, reason) ? FLAG_REASON[reason].label : reason.replace(/_/g, " ");
}
var CELL_STYLE = {
  ranked: "cyan",
  withheld: "yellow",
  /** Worth a look: a group not streaming as it should, a load stage the client could not keep. */
  caution: "yellow",
  /** A change for the worse that is its own alert (a group that stopped streaming). */
  alert: "red",
  heading: "bold"
};
var STREAMING = {
  observed: { label: "observed", style: void 0, note: null },
  not_observed: { label: "not observed", style: CELL_STYLE.caution, note: null },
  mixed: { label: "mixed", style: CELL_STYLE.caution, note: null },
  unknown: { label: "unknown", style: CELL_STYLE.caution, note: "nothing succeeded" }
};
function streamingOf(verdict) {
  return has(STREAMING, verdict) ? STREAMING[verdict] : { label: verdict.replace(/_/g, " "), style: CELL_STYLE.caution, note: null };
}
var METRIC = Object.fromEntries(
  COMPARED_KEYS.map((k) => {
    const f = FIGURES[k];
    const headline = f.ranked !== false && f.ranked.place === 1;
    const share = f.share === true;
    return [
      k,
      { label: f.label, title: f.title, unit: f.unit, share, answered: f.feeds.includes("buffered"), headline }
    ];
  })
);
var VERDICT = {
  faster: {
    label: "faster",
    style: "cyan",
    className: "v-faster",
    page: { background: "#dcfce7", color: "#166534" },
    strong: true
  },
  slower: {
    label: "slower",
    style: "red",
    className: "v-slower",
    page: { background: "#fee2e2", color: "#991b1b" },
    strong: true
  },
  no_change: {
    label: "no change",
    style: void 0,
    className: "v-same",
    page: { background: "#e5e7eb", color: "#374151" },
    strong: false
  },
  insufficient_data: {
    label: "not enough data",
    style: "dim",
    className: "v-none",
    page: { background: "#fef3c7", color: "#92400e" },
    strong: false
  }
};
function verdictOf(verdict) {
  return has(VERDICT, verdict) ? VERDICT[verdict] : void 0;
}
var VERDICT_OTHER_CLASS = "v-other";
var VERDICT_OTHER = {
  className: VERDICT_OTHER_CLASS,
  page: { background: "#e0e7ff", color: "#3730a3" }
};
var PAGE_COLOUR = {
  streamed: "#2563eb",
  buffered: "#d97706",
  error: "#dc2626",
  reasoning: "#7c3aed",
  ok: "#15803d",
  headers: "#6b21a8",
  byte: "#0f766e",
  coarse: "#b45309",
  implausible: "#9f1239",
  /** The bar from dispatch to first content. */
  wait: "#e3e6ea",
  /** The band from first to last content. */
  gen: "#dbeafe",
  /** A read without content. */
  other: "#8b95a1",
  axis: "#9aa3ad",
  // The page's neutrals: text, muted text, panels, and the charts' strokes.
  fg: "#1b1f24",
  muted: "#5b6470",
  panel: "#f6f8fa",
  ink: "#111827",
  grid: "#e3e6ea",
  curveGrid: "#e5e7eb",
  range: "#6b7280",
  box: "#e8eefc",
  boxEdge: "#93a5c9",
  median: "#1e3a8a",
  white: "#fff"
};
var MAX_DETAIL = 300;
function column(table, pick) {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, pick(v)]));
}

// src/report/sentences.ts
function formatPlain(x) {
  return formatNumber(x).replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1");
}
function levelPct(level) {
  return `${formatPlain(level * 100)}%`;
}
function ciLevelPct(results) {
  for (const g of results.groups) {
    const ci = g.ttft_ms_ci ?? g.post_first_content_tps_ci ?? g.end_to_end_tps_ci;
    if (ci && typeof ci.level === "number") return levelPct(ci.level);
  }
  return levelPct(DEFAULT_STATISTICS.ci_level);
}
function formatCi(ci, sep = "\u2013") {
  return ci ? `[${formatNumber(ci.low)}${sep}${formatNumber(ci.high)}]` : "";
}
function formatFigure(s, n, ci, na, opts = {}) {
  if (s === null) return na;
  const interval = formatCi(ci, opts.sep);
  const p50 = interval ? `${formatNumber(s.p50)} ${interval}` : formatNumber(s.p50);
  const p90 = opts.p90 === false ? "" : ` / ${formatNumber(s.p90)}`;
  return `${p50}${p90} ${opts.dot ?? "\xB7"} n=${n}`;
}
function tooFewToRank(g, min = MIN_SAMPLES) {
  if (typeof g.too_few_samples === "boolean") return g.too_few_samples;
  return g.post_first_content_tps !== null && g.n_post_first_content < min;
}
function rankGroups(groups, pick, rankable = () => true) {
  const ranked = groups.filter((g) => pick(g) !== null && rankable(g));
  const unranked = groups.filter((g) => pick(g) !== null && !rankable(g));
  const without = groups.filter((g) => pick(g) === null);
  ranked.sort((a, b) => pick(b).p50 - pick(a).p50);
  return [
    ...ranked.map((g, i) => ({ g, rank: i + 1 })),
    ...unranked.map((g) => ({ g, rank: null })),
    ...without.map((g) => ({ g, rank: null }))
  ];
}
function comparedFigure(metric, figures = FIGURES) {
  const f = Object.hasOwn(figures, metric) ? figures[metric] : void 0;
  return f !== void 0 && f.compared !== false ? f : null;
}
function comparedLabel(metric, figures = FIGURES) {
  return Object.hasOwn(figures, metric) ? figures[metric].label : metric;
}
var VERDICT_LABEL = column(VERDICT, (v) => v.label);
function formatPct(x, na = "n/a") {
  if (x === null || x === void 0 || !Number.isFinite(x)) return na;
  const s = formatNumber(x);
  return `${x > 0 && s !== "0.00" ? "+" : ""}${s}%`;
}
function formatPctInterval(c, na = "n/a") {
  if (c.ci_low_pct === null || c.ci_high_pct === null) return na;
  return `[${formatPct(c.ci_low_pct)}, ${formatPct(c.ci_high_pct)}]`;
}
function formatStreamingChange(c, arrow = "\u2192") {
  return `${streamingOf(c.baseline_streaming).label} ${arrow} ${streamingOf(c.current_streaming).label}`;
}
function baselineSentence(results) {
  const b = results.baseline;
  if (!b) return null;
  const runs = b.runs.length;
  const dates = b.runs.map((r) => r.started_at).sort();
  const span = runs === 0 ? "" : runs === 1 ? ` (${dates[0]})` : ` (${dates[0]} to ${dates[dates.length - 1]})`;
  return `Compared with ${runs} baseline run${runs === 1 ? "" : "s"}${span}, streamed responses only. A change counts when the whole ${levelPct(b.ci_level)} interval of the change of the median (bootstrap, ${formatPlain(b.resamples)} resamples) lies at least ${formatPlain(b.min_effect_pct)}% from 0; fewer than ${b.min_samples} values on either side is "not enough data".`;
}
function hiddenReasoningLines(groups) {
  const out = [];
  for (const g of groups) {
    const h = g.hidden_reasoning;
    if (!h) continue;
    const counts = `${formatPlain(h.hidden_tokens_p50)} of ${formatPlain(h.output_tokens_p50)} tokens hidden reasoning${h.estimated ? " (estimated)" : ""}, p50 of ${h.requests} of ${h.of} request${h.of === 1 ? "" : "s"}`;
    const rates = h.rates_exclude_hidden ? `the streaming rate counts the ${formatPlain(h.streamed_tokens_p50)} streamed, end-to-end all ${formatPlain(h.output_tokens_p50)}` : "the rates count the received text (rate_tokens: reference), which holds none of them";
    out.push({ g, text: `${counts}; ${rates}; TTFT includes the hidden reasoning time` });
  }
  return out;
}
function comparisonReason(c) {
  return c.verdict === "insufficient_data" && typeof c.reason === "string" ? c.reason : null;
}
var RANKED_WORDS = Object.fromEntries(
  RANKED_KEYS.map((k) => {
    const r = FIGURES[k].ranked;
    return [k, { table: r.table, best: r.best }];
  })
);
function rankedSummary(g, key) {
  return g[key] ?? null;
}
function rankOf(g, key) {
  const ranks = g.ranks;
  return ranks === void 0 ? void 0 : ranks[key] ?? null;
}
function formatPlace(r, sep = "\u2013") {
  return r.low === r.high ? String(r.low) : `${r.low}${sep}${r.high}`;
}
function ranking(groups, key, rankable = () => true, sep = "\u2013") {
  const pick = (g) => rankedSummary(g, key);
  if (groups.some((g) => rankOf(g, key) === void 0)) {
    const higher = higherIsBetter(key);
    const rows = rankGroups(
      groups,
      (g) => {
        const s = pick(g);
        return s === null || higher ? s : { ...s, p50: -s.p50 };
      },
      rankable
    );
    return {
      rows: rows.map(({ g, rank }) => ({ g, rank: null, place: rank === null ? null : String(rank) })),
      implausible: []
    };
  }
  const unranked = (g) => g.unranked?.[key] ?? null;
  const ranked = groups.filter((g) => rankOf(g, key)).sort((a, b) => rankOf(a, key).rank - rankOf(b, key).rank);
  const implausible = groups.filter((g) => !rankOf(g, key) && unranked(g) === "implausible");
  const thin = groups.filter((g) => !rankOf(g, key) && unranked(g) !== "implausible" && pick(g) !== null);
  const without = groups.filter((g) => !rankOf(g, key) && unranked(g) !== "implausible" && pick(g) === null);
  return {
    rows: [
      ...ranked.map((g) => {
        const rank = rankOf(g, key);
        return { g, rank, place: formatPlace(rank, sep) };
      }),
      ...[...thin, ...without].map((g) => ({ g, rank: null, place: null }))
    ],
    implausible
  };
}
function listNames(names) {
  if (names.length <= 1) return names.join("");
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} others`] : names;
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
function ordinal(n) {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}
var LEAD_CLUSTERS = 4;
function orderSentence(ranked, key, label) {
  const clusters = [];
  let reach = 0;
  for (const row of ranked) {
    const last = clusters[clusters.length - 1];
    if (last && row.rank.low <= reach) last.push(row);
    else clusters.push([row]);
    reach = Math.max(reach, row.rank.high);
  }
  const words = RANKED_WORDS[key];
  const clause = (c, first) => {
    const low = minOf(c.map((r) => r.rank.low));
    const high = maxOf(c.map((r) => r.rank.high));
    const only = c[0];
    if (c.length === 1) {
      if (first)
        return `${label(only.g)} is ${words.best} (rank 1 in ${formatPlain(Math.round(only.rank.share * 100))}% of resamples)`;
      return `${label(only.g)} is ${ordinal(only.rank.rank)}`;
    }
    const names = listNames(c.map((r) => label(r.g)));
    if (first && c.length === ranked.length && ranked.length > 1)
      return `The data cannot order ${names} ${words.table}: their intervals overlap (places ${low}\u2013${high})`;
    return first ? `${names} are tied for ${words.best} (places ${low}\u2013${high})` : `${names} are tied for ${low}\u2013${high}`;
  };
  const parts = clusters.slice(0, LEAD_CLUSTERS).map((c, i) => clause(c, i === 0));
  const rest = clusters.slice(LEAD_CLUSTERS).reduce((n, c) => n + c.length, 0);
  if (rest > 0) parts.push(`${rest} more ranked below`);
  return `${parts.join("; ")}.`;
}
var RULE_THRESHOLD = {
  generation_interval: "min_generation_s",
  content_reads: "min_content_reads"
};
function undecidedSentence(results, key, label) {
  const groups = results.groups.filter((g) => (g.borderline ?? 0) > 0);
  const total = groups.reduce((n, g) => n + (g.borderline ?? 0), 0);
  const rules = [
    ...new Set(
      results.requests.flatMap((r) => !r.warmup && r.borderline ? [RULE_THRESHOLD[r.borderline.rule] ?? ""] : [])
    )
  ].filter(Boolean).sort();
  const who = groups.map((g) => `${label(g)}: ${g.borderline}`).join(", ");
  const margin = rules.length > 0 ? `; within the margin of ${rules.join(" or ")}` : "";
  return `The ${RANKED_WORDS[key].table} order is not decided: it turns on ${total} borderline label${total === 1 ? "" : "s"} (${who}${margin}), and flipping them changes it.`;
}
function unrankedWords(g, key) {
  const reason = g.unranked?.[key] ?? null;
  const answered = g.streamed + g.buffered;
  let words;
  if (answered === 0) words = g.n > 0 && (g.not_sent ?? 0) === g.n ? "nothing sent" : "every request failed";
  else if (reason === "mostly_failed") words = "more failed than answered";
  else if (reason === "implausible") words = "implausible rates";
  else if (reason === "too_few_samples") words = `fewer than ${MIN_SAMPLES} values`;
  else if (FIGURES[key].feeds.includes("buffered")) words = "no values";
  else words = g.streamed === 0 ? "no streamed responses" : "no values";
  const borderline = g.borderline ?? 0;
  return borderline > 0 ? `${words}, ${borderline} borderline` : words;
}
function nothingRanked(results, label) {
  const groups = results.groups;
  const answered = groups.reduce((n, g2) => n + g2.streamed + g2.buffered, 0);
  if (answered === 0)
    return `No request succeeded, so nothing is ranked (${groups.length} group${groups.length === 1 ? "" : "s"} measured).`;
  const key = groups.some((g2) => rankOf(g2, "post_first_content_tps")) ? "post_first_content_tps" : "end_to_end_tps";
  const only = ranking(groups, key).rows.find((r) => r.rank !== null);
  if (only === void 0)
    return `No group can be ranked: each needs at least ${MIN_SAMPLES} successful responses with a plausible rate.`;
  const g = only.g;
  const s = rankedSummary(g, key);
  const figure = s === null ? "" : `, ${FIGURES[key].label} p50 ${formatNumber(s.p50)}`;
  const measured = `${label(g)}: ${formatPlain(g.streamed)} of ${formatPlain(g.n)} streamed${figure}`;
  if (groups.length === 1) return `One group measured, so nothing is ranked (${measured}).`;
  const others = groups.filter((o) => o !== g);
  const named = others.slice(0, LEAD_CLUSTERS).map((o) => `${label(o)}: ${unrankedWords(o, key)}`);
  const rest = others.slice(LEAD_CLUSTERS);
  if (rest.length > 0) {
    const counts = /* @__PURE__ */ new Map();
    for (const o of rest) {
      const words = unrankedWords(o, key);
      counts.set(words, (counts.get(words) ?? 0) + 1);
    }
    const byReason = [...counts].map(([words, n]) => `${words} (${formatPlain(n)})`).join(", ");
    named.push(`${formatPlain(rest.length)} more: ${byReason}`);
  }
  return `Only one of ${groups.length} groups can be ranked, so nothing is ranked (${measured}; ${named.join("; ")}).`;
}
function leadSentence(results, name = (s) => s) {
  const change = changeLead(results, name);
  const order = rankingLead(results, name);
  return change === null ? order : order === null ? change : `${change} ${order}`;
}
var PART_WORDS = {
  connect: "the time to open connections",
  processing: "the provider's processing time",
  other: "the rest (network, queueing the provider does not report)",
  ttft: "the time to first token",
  decode: "the decode rate",
  output_tokens: "the output length"
};
var signed = (x) => `${x > 0 ? "+" : x < 0 ? "\u2212" : "\xB1"}${formatPlain(Math.abs(Math.round(x)))}`;
var signedRate = (x) => `${x > 0 ? "+" : x < 0 ? "\u2212" : "\xB1"}${formatNumber(Math.abs(x))}`;
function partText(part, rate) {
  const sign = rate ? signedRate : signed;
  const ci = part.ci ? ` [${sign(part.ci.low)}, ${sign(part.ci.high)}]` : "";
  return `${PART_WORDS[part.part]} ${sign(part.delta)} ${rate ? "tok/s" : "ms"}${ci}`;
}
function atBaselineText(r) {
  const ci = r.ci ? ` ${formatCi(r.ci, ", ")}` : "";
  return `at the baseline's median length (${formatPlain(Math.round(r.output_tokens))} tokens) ${formatNumber(r.tps)} tok/s${ci}, was ${formatNumber(r.baseline_tps)}`;
}
function changeSentence(c, name = (s) => s) {
  const a = c.attribution;
  if (a === void 0 || a.parts.length === 0 && a.identity_changed === null) return null;
  const ms = c.baseline_p50 !== null && c.current_p50 !== null ? c.current_p50 - c.baseline_p50 : null;
  const size = c.metric === "ttft_ms" && ms !== null ? `${signed(ms)} ms (${formatPct(c.delta_pct)} ${formatPctInterval(c)})` : `${formatPct(c.delta_pct)} ${formatPctInterval(c)}`;
  let text = `${name(`${c.provider} / ${c.prompt}`)}: ${comparedLabel(c.metric).replace(/ ms$/, "")} ${size}`;
  const part = largestPart(a);
  if (part !== null) text += `, of which ${partText(part, c.metric !== "ttft_ms")}`;
  if (a.rate_at_baseline_tokens !== void 0) text += `; ${atBaselineText(a.rate_at_baseline_tokens)}`;
  if (a.identity_changed !== null)
    text += `; served model changed ${name(a.identity_changed.baseline.join(", "))} \u2192 ${name(a.identity_changed.current.join(", "))}`;
  return `${text}${c.confirmed === false ? " (unconfirmed: the run is not trusted)" : ""}.`;
}
function changeLead(results, name = (s) => s) {
  const lines = (results.comparisons ?? []).flatMap((c) => {
    const t = changeSentence(c, name);
    return t === null ? [] : [t];
  });
  return lines.length > 0 ? lines.join(" ") : null;
}
var PFC_FIGURE = RANKED_FIGURES.find((f) => f.key === "post_first_content_tps");
function rankingLead(results, name) {
  const groups = results.groups;
  const places = [...new Set(groups.map((g) => g.location ?? null))];
  if (places.length > 1) {
    const parts = places.flatMap((p) => {
      const lead = rankingLead({ ...results, groups: groups.filter((g) => (g.location ?? null) === p) }, name);
      return lead === null ? [] : [`From ${name(p ?? "(no location)")}: ${lead}`];
    });
    return parts.length > 0 ? parts.join(" ") : null;
  }
  if (groups.length === 0 || groups.some((g) => rankOf(g, "post_first_content_tps") === void 0)) return null;
  const prompts = new Set(groups.map((g) => g.prompt)).size;
  const label = (g) => name(prompts > 1 ? `${g.provider} / ${g.prompt}` : g.provider);
  const rankedIn = (key) => ranking(groups, key).rows.filter((r) => r.rank !== null);
  const sensitive = (rows) => rows.some((r) => r.rank.label_sensitive === true);
  const pfc = rankedIn("post_first_content_tps");
  const e2e = rankedIn("end_to_end_tps");
  const e2eOrder = e2e.length >= 2 && !sensitive(e2e) ? orderSentence(e2e, "end_to_end_tps", label) : null;
  const flippable = (g) => figureValues(
    results.requests.filter(
      (r) => r.borderline != null && r.provider === g.provider && r.prompt === g.prompt && (r.location ?? null) === (g.location ?? null)
    ),
    PFC_FIGURE,
    true
  ).length > 0;
  const couldJoin = pfc.length < 2 && groups.some((g) => (g.borderline ?? 0) > 0 && !rankOf(g, "post_first_content_tps") && flippable(g));
  if (sensitive(pfc) || couldJoin) {
    const undecided = undecidedSentence(results, "post_first_content_tps", label);
    return e2eOrder === null ? undecided : `${undecided} ${e2eOrder}`;
  }
  if (pfc.length >= 2) return orderSentence(pfc, "post_first_content_tps", label);
  if (e2eOrder !== null) return e2eOrder;
  if (sensitive(e2e)) return undecidedSentence(results, "end_to_end_tps", label);
  return nothingRanked(results, label);
}
var pct = (x) => `${Math.round(100 * x)}%`;
function checkDropSentence(results, name = (s) => s) {
  const drops = (results.comparisons ?? []).filter(
    (c) => c.verdict === "slower" && c.share !== void 0 && figureDef(c.metric)?.share === true
  );
  if (drops.length === 0) return null;
  const prompts = new Set(results.groups.map((g) => g.prompt)).size;
  return drops.map((c) => {
    const { baseline: b, current: n } = c.share;
    const who = name(prompts > 1 ? `${c.provider} / ${c.prompt}` : c.provider);
    const where = c.location === void 0 ? "" : ` from ${name(c.location)}`;
    return `${who}${where}: ${n.passed}/${n.n} answers passed the checks [${pct(n.low)}\u2013${pct(n.high)}], was ${b.passed}/${b.n} [${pct(b.low)}\u2013${pct(b.high)}].`;
  }).join(" ");
}
var FIRST_REASONS = ["buffered", "implausible", "error"];
function flagTally(flags) {
  const per = /* @__PURE__ */ new Map();
  for (const f of flags) {
    let ids = per.get(f.reason);
    if (!ids) per.set(f.reason, ids = /* @__PURE__ */ new Set());
    ids.add(f.id);
  }
  const known = Object.keys(FLAG_REASON);
  const others = [...per.keys()].filter((r) => !FIRST_REASONS.includes(r) && !NOT_FOR_REVIEW.has(r));
  others.sort((a, b) => rankIn(known, a) - rankIn(known, b) || a.localeCompare(b));
  return {
    review: flaggedForReview(flags),
    reachedMaxTokens: per.get("truncated")?.size ?? 0,
    byReason: [...FIRST_REASONS, ...others].map((reason) => ({ reason, n: per.get(reason)?.size ?? 0 }))
  };
}
function rankIn(known, reason) {
  const i = known.indexOf(reason);
  return i < 0 ? known.length : i;
}
var detailKind = (d) => d.replace(/\d[\d.,]*/g, "#");
function groupFlags(flags) {
  const groups = /* @__PURE__ */ new Map();
  for (const f of flags) {
    const k = JSON.stringify([f.provider, f.prompt, f.reason]);
    let g = groups.get(k);
    if (g === void 0)
      groups.set(
        k,
        g = {
          provider: f.provider,
          prompt: f.prompt,
          reason: f.reason,
          ids: [],
          details: [],
          varied: false,
          kinds: /* @__PURE__ */ new Set(),
          raw: /* @__PURE__ */ new Set()
        }
      );
    g.ids.push(f.id);
    g.raw.add(f.detail);
    const kind = detailKind(f.detail);
    if (!g.kinds.has(kind)) {
      g.kinds.add(kind);
      g.details.push(f.detail);
    }
  }
  return [...groups.values()].map(({ kinds: _kinds, raw, ...g }) => ({ ...g, varied: raw.size > 1 }));
}
function betweenSentence(c, a, b, level, figures = FIGURES) {
  const f = comparedFigure(c.metric, figures);
  const values = c.current_p50 !== null && c.baseline_p50 !== null ? ` (${formatNumber(c.current_p50)} against ${formatNumber(c.baseline_p50)} ${f?.unit ?? ""} p50, n=${c.current_n} and ${c.baseline_n})` : "";
  const interval = c.ci_low_pct !== null ? `, ${level} interval ${formatPctInterval(c)}` : "";
  const pct2 = `${formatNumber(Math.abs(c.delta_pct ?? 0))}%`;
  const what = f?.compared.between ?? c.metric;
  if (f?.share && c.share !== void 0 && c.verdict !== "insufficient_data") {
    const side = (x) => `${x.passed}/${x.n}`;
    const counts = ` (${side(c.share.current)} against ${side(c.share.baseline)} passed)${interval}`;
    if (c.verdict === "no_change") return `${what}: no difference beyond the noise${counts}`;
    return `${a}'s answers pass their checks ${pct2} ${c.verdict === "faster" ? "more" : "less"} often than ${b}'s${counts}`;
  }
  switch (c.verdict) {
    case "faster":
    case "slower": {
      const words = f?.compared.words?.[c.verdict];
      const change = words ? words.replace(/\{(a|b|pct)\}/g, (_m, k) => k === "a" ? a : k === "b" ? b : pct2) : `${a} is ${pct2} ${c.verdict} than ${b} ${what}`;
      return `${change}${values}${interval}`;
    }
    case "no_change":
      return `${what}: no difference beyond the noise, ${a} ${formatPct(c.delta_pct)} against ${b}${values}${interval}`;
    default:
      return `${what}: not enough data to compare (${c.current_n} and ${c.baseline_n} streamed responses with the figure; a side needs ${MIN_SAMPLES})`;
  }
}

export {
  ANSI,
  FLAG_REASON,
  reasonLabel,
  CELL_STYLE,
  STREAMING,
  streamingOf,
  METRIC,
  VERDICT,
  verdictOf,
  VERDICT_OTHER_CLASS,
  VERDICT_OTHER,
  PAGE_COLOUR,
  MAX_DETAIL,
  formatPlain,
  levelPct,
  ciLevelPct,
  formatCi,
  formatFigure,
  tooFewToRank,
  comparedFigure,
  comparedLabel,
  VERDICT_LABEL,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  baselineSentence,
  hiddenReasoningLines,
  comparisonReason,
  rankOf,
  ranking,
  leadSentence,
  changeSentence,
  checkDropSentence,
  flagTally,
  groupFlags,
  betweenSentence
};
