import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  FLAG_REASON,
  MAX_DETAIL,
  METRIC,
  PAGE_COLOUR,
  VERDICT,
  VERDICT_OTHER,
  VERDICT_OTHER_CLASS,
  baselineSentence,
  changeSentence,
  checkDropSentence,
  ciLevelPct,
  comparedFigure,
  comparedLabel,
  comparisonReason,
  flagTally,
  formatCi,
  formatFigure,
  formatPct,
  formatPctInterval,
  formatPlain,
  formatStreamingChange,
  groupFlags,
  hiddenReasoningLines,
  leadSentence,
  levelPct,
  rankOf,
  ranking,
  reasonLabel,
  streamingOf,
  tooFewToRank
} from "./chunk-PKD4NBUI.js";
import {
  NA,
  NA_BUFFERED,
  formatCount,
  formatMinMax,
  formatMs,
  formatNumber,
  formatTps,
  naEndToEnd,
  naPostFirstContent,
  oneLine,
  sanitizeText,
  tokenSourcesSentence,
  truncate
} from "./chunk-WKUXESJ5.js";
import {
  DEFAULT_TIMELINES_PER_GROUP,
  runValidity,
  validityOf
} from "./chunk-3M36TB5N.js";
import {
  BORDERLINE_MARGIN,
  COMPARED_KEYS,
  DEFAULT_STATISTICS,
  DEFAULT_TARGET_INDEX,
  FIGURES,
  MIN_SAMPLES,
  figureDef,
  figureSummary,
  groupFigure,
  isRate,
  perStageFigureDefs,
  rankedFigureDefs,
  servedLabel,
  shownFigures,
  timingFigureDefs
} from "./chunk-4P42FROQ.js";
import {
  mulberry32,
  seedFrom
} from "./chunk-TJNM7ZPL.js";
import {
  percentile
} from "./chunk-VZFYQJYA.js";

// src/report/faults.ts
var MAX_CAUSES = 3;
var MAX_CAUSE = 200;
function connectCause(message) {
  const line = (message ?? "connection failed").replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  const m = /\b([A-Z][A-Z0-9_]{3,})\s+(\S+)\s*$/.exec(line);
  const cause = m ? `${m[1]} ${m[2]}` : line;
  return cause.length > MAX_CAUSE ? `${cause.slice(0, MAX_CAUSE - 1)}\u2026` : cause;
}
function tally(requests) {
  const byProvider = /* @__PURE__ */ new Map();
  for (const r of requests) {
    let c = byProvider.get(r.provider);
    if (!c) byProvider.set(r.provider, c = { sent: 0, notSent: 0, connectFailed: 0, causes: [] });
    if (r.error_kind === "not_sent") {
      c.notSent++;
      continue;
    }
    c.sent++;
    if (r.error_kind === "connect") {
      c.connectFailed++;
      const cause = connectCause(r.error_message);
      if (!c.causes.includes(cause)) c.causes.push(cause);
    }
  }
  return byProvider;
}
var plural = (n3, word) => `${n3} ${word}${n3 === 1 ? "" : "s"}`;
function faultHeadlines(results) {
  const lines2 = [];
  for (const [provider, c] of tally(results.requests)) {
    if (c.sent > 0 && c.connectFailed === c.sent) {
      const more = c.causes.length > MAX_CAUSES ? ` / ${c.causes.length - MAX_CAUSES} other causes` : "";
      const notSent = c.notSent > 0 ? `, ${c.notSent} not sent` : "";
      lines2.push(
        `${provider}: unreachable (${c.causes.slice(0, MAX_CAUSES).join(" / ")}${more}); ${plural(c.sent, "request")} failed to connect${notSent}`
      );
    } else if (c.notSent > 0)
      lines2.push(`${provider}: endpoint unreachable after ${plural(c.sent, "request")}; ${c.notSent} not sent`);
  }
  return lines2;
}
function nothingSucceeded(results) {
  const measured = results.requests.filter((r) => !r.warmup);
  return measured.length > 0 && measured.every((r) => r.outcome === "error");
}
function nothingSucceededFailure(results) {
  if (!nothingSucceeded(results)) return null;
  const kinds = /* @__PURE__ */ new Map();
  for (const r of results.requests)
    if (!r.warmup) kinds.set(r.error_kind ?? "error", (kinds.get(r.error_kind ?? "error") ?? 0) + 1);
  const byKind = [...kinds].map(([kind, n3]) => `${n3} ${kind === "not_sent" ? "not sent" : kind}`).join(", ");
  const faults = faultHeadlines(results);
  return `No measured request succeeded (${byKind})${faults.length > 0 ? `: ${faults.join("; ")}` : ""}. The reports and the job summary open with the causes; the flagged list in summary.md names each error.`;
}

// src/report/connections.ts
function newConnectionSentence(results) {
  const samples = results.requests.filter((r) => !r.warmup && r.ttft_ms !== null);
  const fresh = samples.filter((r) => r.new_connection === true);
  if (fresh.length === 0) return null;
  const connect = fresh.map((r) => r.connect_ms).filter((x) => x !== null).sort((a, b) => a - b);
  const cost = connect.length > 0 ? ` (p50 ${formatMs(percentile(connect, 0.5))} ms, DNS + TCP + TLS)` : "";
  const them = fresh.length === 1 ? "its" : "their";
  return `New connections: ${fresh.length} of ${samples.length} TTFT samples came from a request on a connection opened for it; the connect time${cost} is inside ${them} TTFT, the others reused a connection.`;
}

// src/report/doc-model.ts
function nameColumn(id, priority = 0) {
  return { id, header: id, align: "left", priority, shrink: true, name: true };
}
var COMPARISON_COLUMNS = [
  nameColumn("provider"),
  nameColumn("prompt"),
  { id: "metric", header: "metric", align: "left", priority: 0 },
  { id: "baseline", header: "baseline p50 \xB7 n", align: "right", priority: 3 },
  { id: "current", header: "current p50 \xB7 n", align: "right", priority: 3 }
];
var plain = (text2) => ({ text: text2 });
var strong = (text2) => ({ text: text2, emphasis: "strong" });
var code = (text2) => ({ text: text2, emphasis: "code" });
var para = (...spans) => ({ kind: "paragraph", spans });
var note = (...spans) => ({ kind: "paragraph", spans, note: true });
var cell = (text2, kind = "value") => ({ text: text2, kind });
var list = (items, html) => ({
  kind: "list",
  items,
  ...html ? { html } : {}
});
function untitled(id, heading, blocks) {
  return { id, heading, level: 2, blocks, untitled: true };
}
function insertSection(doc, section, after) {
  const i = after === void 0 ? -1 : doc.sections.findIndex((s) => s.id === after);
  const sections = [...doc.sections];
  sections.splice(i < 0 ? sections.length : i + 1, 0, section);
  return { ...doc, sections, headings: { ...doc.headings, [section.id]: section.heading } };
}
function insertBefore(doc, section, before) {
  const i = doc.sections.findIndex((s) => before.includes(s.id));
  const sections = [...doc.sections];
  sections.splice(i < 0 ? sections.length : i, 0, section);
  return { ...doc, sections, headings: { ...doc.headings, [section.id]: section.heading } };
}
function replaceSection(doc, id, by) {
  return {
    ...doc,
    sections: doc.sections.flatMap((s) => s.id !== id ? [s] : by === null ? [] : [by]),
    ...by === null ? {} : { headings: { ...doc.headings, [by.id]: by.heading } }
  };
}
function dropSections(doc, drop) {
  return { ...doc, sections: doc.sections.filter((s) => !drop(s.id)) };
}
function foldSections(doc, fold) {
  return { ...doc, sections: doc.sections.map((s) => fold(s.id) ? { ...s, folded: true } : s) };
}
function limitRows(doc, id, max, more) {
  return {
    ...doc,
    sections: doc.sections.map((s) => ({
      ...s,
      blocks: s.blocks.flatMap(
        (b) => b.kind === "table" && b.id === id && b.rows.length > max ? [{ ...b, rows: b.rows.slice(0, max) }, note(plain(more(b.rows.length - max)))] : [b]
      )
    }))
  };
}
function sectionOf(doc, id) {
  return doc.sections.find((s) => s.id === id);
}
function docOf(title, sections) {
  const kept = sections.filter((s) => s !== null);
  return { title, sections: kept, headings: Object.fromEntries(kept.map((s) => [s.id, s.heading])) };
}

// src/report/doc-rank.ts
var NAME_COLUMNS = [nameColumn("provider"), nameColumn("model", 6), nameColumn("prompt")];
var names = (g) => [cell(g.provider), cell(g.model), cell(g.prompt)];
function naOf(g, f) {
  return f.feeds.includes("buffered") ? naEndToEnd(g) : naPostFirstContent(g);
}
function figureText(g, key) {
  const { summary, n: n3, ci } = groupFigure(g, key);
  if (summary === null) return { text: naOf(g, FIGURES[key]), withheld: true };
  const interval = formatCi(ci);
  const p50 = interval ? `${formatNumber(summary.p50)} ${interval}` : formatNumber(summary.p50);
  return { text: `${p50} / ${formatNumber(summary.p90)}${n3 === null ? "" : ` \xB7 n=${n3}`}`, withheld: false };
}
var TOO_FEW = "(too few to rank)";
var MOSTLY_FAILED = "(more failed or not sent than answered: not ranked)";
var RANK_LAYOUT = {
  post_first_content_tps: {
    heading: "Post-first-content throughput (streamed responses only)",
    intro: `streamed tokens / (end \u2212 first content), over responses that streamed: output tokens less any reasoning the provider counted but never streamed. TTFT is the first content (reasoning or answer), TTFA the first answer text. Groups whose responses all arrived buffered show "${NA_BUFFERED}" rather than being left out.`,
    short: "tok/s",
    streaming: true,
    alongside: [
      { key: "ttft_ms", full: true, reason: true },
      { key: "ttfa_ms", full: false, reason: false, optional: true }
    ],
    range: "plain",
    thin: (g) => tooFewToRank(g, MIN_SAMPLES),
    connections: true
  },
  end_to_end_tps: {
    heading: "End-to-end throughput (all successful responses)",
    intro: "output tokens / (end \u2212 dispatch), over every response that succeeded, streamed or buffered.",
    short: "tok/s",
    alongside: [{ key: "total_ms", full: false, reason: true }],
    range: false
  },
  ttft_ms: {
    heading: "Time to first token (streamed responses only)",
    intro: "First content (reasoning or answer) after dispatch, lowest first.",
    range: false
  }
};
function defaultLayout(f) {
  return { heading: f.title, intro: f.meaning, range: "reason" };
}
function summaryOf(g, key) {
  return g[key] ?? null;
}
function countOf(g, f) {
  return f.n === null ? g.n : g[f.n] ?? g.n;
}
function ciOf(g, f) {
  return f.ci === null ? null : g[f.ci] ?? null;
}
function rankingSection(results, f, level) {
  const groups = results.groups;
  const known = Object.hasOwn(RANK_LAYOUT, f.key);
  const layout = known ? RANK_LAYOUT[f.key] : defaultLayout(f);
  const always = f.ranked !== false && f.ranked.always === true;
  if (!always && !groups.some((g) => summaryOf(g, f.key) !== null)) return null;
  const id = `rank-${f.key}`;
  const blocks = [para(plain(layout.intro))];
  if (groups.length === 0) {
    blocks.push(para(plain("No measured requests.")));
    return { id, heading: layout.heading, level: 2, blocks };
  }
  const short = layout.short ?? f.label;
  const answered = f.feeds.includes("buffered");
  const alongside = (layout.alongside ?? []).filter(
    (a) => !a.optional || groups.some((g) => groupFigure(g, a.key).summary !== null)
  );
  const columns = [
    { id: "place", header: "#", align: "right", priority: 0 },
    ...NAME_COLUMNS,
    ...layout.streaming ? [{ id: "streaming", header: "streaming", align: "left", priority: 3 }] : [],
    { id: "count", header: answered ? "ok/n" : "streamed/n", align: "right", priority: 2 },
    ...alongside.map((a, i) => ({
      id: a.key,
      header: a.full ? `${FIGURES[a.key].label} p50 [${level} CI] / p90 \xB7 n` : `${FIGURES[a.key].label} p50 \xB7 n`,
      align: "right",
      // Each has a table of its own or is a detail: the first to go when the width is short.
      priority: 9 - i
    })),
    { id: f.key, header: `${short} p50 [${level} CI] / p90 \xB7 n`, align: "right", priority: 0 },
    ...layout.range ? [{ id: `${f.key}_range`, header: `${f.unit} min\u2013max`, align: "right", priority: 7 }] : []
  ];
  const ranked = ranking(
    groups,
    f.key,
    layout.thin ? (g) => !layout.thin(g) : void 0
  );
  const thinOf = (g) => layout.thin ? layout.thin(g) : g.unranked?.[f.key] === "too_few_samples";
  const rows2 = ranked.rows.map(({ g, place }) => {
    const s = summaryOf(g, f.key);
    const na = naOf(g, f);
    const thin = s !== null && thinOf(g);
    const streaming = streamingOf(g.streaming);
    return [
      cell(place ?? ""),
      ...names(g),
      ...layout.streaming ? [cell(streaming.label, g.streaming === "observed" ? "value" : "caution")] : [],
      cell(
        formatCount(answered ? g.streamed + g.buffered : g.streamed, g.n),
        answered && g.errors > 0 ? "caution" : "value"
      ),
      ...alongside.map((a) => {
        const { summary, n: n3 } = groupFigure(g, a.key);
        const none = a.reason ? naOf(g, FIGURES[a.key]) : NA;
        if (summary === null) return cell(none, "withheld");
        return cell(a.full ? figureText(g, a.key).text : `${formatMs(summary.p50)} \xB7 n=${n3}`);
      }),
      figureCell(g, f, place, thin, answered),
      ...layout.range ? [cell(formatMinMax(s, layout.range === "reason" ? na : NA), s === null ? "withheld" : "value")] : []
    ];
  });
  blocks.push({ kind: "table", id, columns, rows: rows2, html: { class: "ranking", data: { figure: f.key } } });
  if (ranked.implausible.length > 0)
    blocks.push(
      para(
        plain("Not ranked, a rate above "),
        code("max_plausible_tps"),
        plain(" (kept as measured, listed under Flagged):")
      ),
      list(
        ranked.implausible.map((g) => [
          plain(
            `${g.provider} / ${g.model} / ${g.prompt}: ${short} p50 / p90 ${formatFigure(summaryOf(g, f.key), countOf(g, f), null, NA)} \u26A0 ${g.implausible} of ${g.n} implausible`
          )
        ]),
        { class: "unranked" }
      )
    );
  if (layout.thin && groups.some(layout.thin))
    blocks.push(
      para(
        plain(
          `${TOO_FEW}: fewer than ${MIN_SAMPLES} streamed responses with a rate; the figure is shown but given no place in the ranking.`
        )
      )
    );
  if (!answered && groups.some((g) => (g.borderline ?? 0) > 0)) blocks.push(para(...borderlineNote(ranked.rows)));
  const connections = layout.connections ? newConnectionSentence(results) : null;
  if (connections !== null) blocks.push(para(plain(connections)));
  return { id, heading: layout.heading, level: 2, blocks };
}
function figureCell(g, f, place, thin, answered) {
  const s = summaryOf(g, f.key);
  const text2 = formatFigure(s, countOf(g, f), ciOf(g, f), naOf(g, f)) + (thin ? ` ${TOO_FEW}` : "") + (g.unranked?.[f.key] === "mostly_failed" ? ` ${MOSTLY_FAILED}` : "") + // Only a streamed-only figure depends on the label.
  (!answered && (g.borderline ?? 0) > 0 ? ` (${g.borderline} borderline)` : "");
  const kind = place !== null ? f.plausibility !== null && g.implausible > 0 ? "flagged" : "ranked" : thin || s === null ? "withheld" : "value";
  return cell(text2, kind);
}
function borderlineNote(rows2) {
  const spans = [
    plain(
      `(N borderline): responses whose streamed or buffered label lies within the margin of a buffered rule (within ${formatPlain(BORDERLINE_MARGIN.generation_share * 100)}% of `
    ),
    code("min_generation_s"),
    plain(`, or ${BORDERLINE_MARGIN.content_reads} read from `),
    code("min_content_reads"),
    plain("; results.json marks each request).")
  ];
  if (rows2.some((r) => r.rank?.label_sensitive === true))
    spans.push(
      plain(" "),
      strong("The order is not decided: flipping those labels changes it, so each place covers both labellings.")
    );
  else spans.push(plain(" Flipping them leaves this order as it is."));
  return spans;
}
function rankNotesSection(results, level) {
  const groups = results.groups;
  const blocks = [];
  if (groups.some((g) => rankOf(g, "post_first_content_tps") !== void 0))
    blocks.push(
      para(
        plain("#: the place by p50, or a span such as "),
        code("1\u20132"),
        plain(
          ` where the data cannot order the groups: a group is placed behind another only when their ${level} intervals of the median do not overlap.`
        )
      )
    );
  if (groups.length > 0)
    blocks.push(
      para(
        plain(
          `Every figure gives its sample count (n) beside it. [${level} CI]: the confidence interval of the p50 (seeded bootstrap, ${formatPlain(DEFAULT_STATISTICS.resamples)} resamples, so re-analysing gives the same numbers), shown from ${MIN_SAMPLES} samples up.`
        )
      )
    );
  if (groups.some((g) => g.implausible > 0))
    blocks.push(
      para(
        plain("\u26A0 the group has requests with a rate above "),
        code("max_plausible_tps"),
        plain(": kept as measured, listed under Flagged.")
      )
    );
  blocks.push(
    para(
      plain("Streaming: "),
      strong("observed"),
      plain(" when every successful response streamed, "),
      strong("not observed"),
      plain(" when every one arrived buffered, "),
      strong("mixed"),
      plain(" when both happened, "),
      strong("unknown"),
      plain(" when none succeeded.")
    ),
    para(plain(tokenSourcesSentence(results)))
  );
  return untitled("rank-notes", "Reading the rankings", blocks);
}

// src/report/doc-cards.ts
var CARD_FIGURES = [
  { key: "ttft_ms", label: FIGURES.ttft_ms.name },
  { key: "post_first_content_tps", label: "streaming" },
  { key: "end_to_end_tps", label: "end to end" }
];
function p50Cell(g, key, max) {
  const f = FIGURES[key];
  const s = groupFigure(g, key).summary;
  if (s === null) return cell(naOf(g, f), "withheld");
  const text2 = f.unit === "tok/s" ? formatTps(s.p50) : formatMs(s.p50);
  return f.plausibility === "max_plausible_tps" && s.p50 > max ? { text: text2, kind: "value", badge: "implausible" } : cell(text2);
}
function countCell(n3, reason, kind) {
  return n3 > 0 ? { text: String(n3), kind, badge: reason } : cell(String(n3));
}
var LABEL = "p50 per provider and prompt";
function pooledNote(results) {
  const stages = results.stages ?? [];
  if (stages.length === 0) return null;
  const first = stages.filter((s) => s.provider === stages[0].provider && s.prompt === stages[0].prompt);
  const span = first.length > 1 ? ` (${first[0].label} to ${first[first.length - 1].label})` : "";
  return note(
    strong(`Pooled over all ${first.length} stage${first.length === 1 ? "" : "s"}${span}`),
    plain(": each card mixes every load of its pair; the stage table gives each load.")
  );
}
function cardsSection(results) {
  const groups = results.groups;
  if (groups.length === 0) return null;
  const max = results.analysis.max_plausible_tps;
  const several = new Set(groups.map((g) => g.prompt)).size > 1;
  const count2 = (id, header) => ({ id, header, align: "right", priority: 2, card: "badge" });
  const columns = [
    { ...nameColumn("provider"), card: "name" },
    ...several ? [{ ...nameColumn("prompt"), card: "name" }] : [],
    { ...nameColumn("model", 1), card: "sub" },
    ...CARD_FIGURES.map(({ key, label }) => ({
      id: key,
      header: label,
      align: "right",
      priority: 0,
      unit: FIGURES[key].unit,
      card: "figure"
    })),
    count2("buffered", "buffered"),
    count2("failed", "failed"),
    count2("implausible", "implausible")
  ];
  const pooled = pooledNote(results);
  return untitled("cards", pooled ? `${LABEL}, pooled over stages` : LABEL, [
    ...pooled ? [pooled] : [],
    {
      kind: "table",
      id: "cards",
      html: { layout: "cards", label: pooled ? `${LABEL}, pooled over stages` : LABEL },
      columns,
      rows: groups.map((g) => [
        cell(g.provider),
        ...several ? [cell(g.prompt)] : [],
        cell(g.model),
        ...CARD_FIGURES.map(({ key }) => p50Cell(g, key, max)),
        countCell(g.buffered, "buffered", "caution"),
        countCell(g.errors, "error", "alert"),
        countCell(g.implausible, "implausible", "flagged")
      ])
    }
  ]);
}

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
    const list2 = pairs.get(k) ?? [];
    list2.push(e);
    pairs.set(k, list2);
  }
  const rows2 = [];
  const sentences = [];
  for (const list2 of pairs.values()) {
    for (const e of list2)
      rows2.push([
        sanitizeText(e.provider),
        sanitizeText(e.prompt),
        sanitizeText(e.location ?? NO_LOCATION),
        String(e.n),
        figure(e.ttft_ms_p50, e.ttft_ms_ci),
        figure(e.post_first_content_tps_p50, e.post_first_content_tps_ci),
        figure(e.end_to_end_tps_p50, e.end_to_end_tps_ci)
      ]);
    const withTtft = list2.filter((e) => e.ttft_ms_p50 !== null);
    if (withTtft.length > 1)
      sentences.push(
        `${sanitizeText(list2[0].provider)} / ${sanitizeText(list2[0].prompt)}: TTFT p50 ` + withTtft.map(
          (e) => `${figure(e.ttft_ms_p50, e.ttft_ms_ci).replace(/^([\d,.]+)/, "$1 ms")} from ${sanitizeText(e.location ?? NO_LOCATION)}`
        ).join(", ")
      );
  }
  return {
    headers: CROSS_LOCATION_HEADERS,
    rows: rows2,
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

// src/report/stages.ts
var FRONT_COLUMNS = [
  { header: "stage", numeric: false },
  { header: "offered", numeric: false },
  { header: "achieved", numeric: false },
  { header: "req/s", numeric: true },
  { header: "out tok/s", numeric: true }
];
var BACK_COLUMNS = [
  { header: "goodput", numeric: false },
  { header: "notes", numeric: false }
];
function stageColumns(figures) {
  return [
    ...FRONT_COLUMNS,
    ...perStageFigureDefs(figures).map((f) => ({
      header: f.perStage.header,
      numeric: true,
      streamedOnly: f.perStage.streamedOnly
    })),
    ...BACK_COLUMNS
  ];
}
function stageHeaders(figures = FIGURES) {
  return stageColumns(figures).map((c) => c.header);
}
var STAGE_HEADERS = stageHeaders();
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
function rowKinds(s, server, figures) {
  const noStream = s.completed > 0 && s.streamed === 0;
  const columns = stageColumns(figures);
  const base = columns.map(() => "value");
  if (noStream)
    columns.forEach((c, i) => {
      if (c.streamedOnly) base[i] = "withheld";
    });
  if (s.errors > 0 || (s.not_sent ?? 0) > 0 || s.buffered > 0 || s.generator_limited || s.offered_not_reached)
    base[base.length - 1] = "caution";
  if (s.offered_not_reached) base[2] = "caution";
  if (!server) return base;
  const at = base.length - 1;
  const serverKinds = SERVER_STAGE_HEADERS.map(
    (_, i) => i === 2 && s.server?.reconciliation.flagged ? "caution" : "value"
  );
  return [...base.slice(0, at), ...serverKinds, base[at]];
}
function inFlight(s) {
  const reached = s.reached_concurrency;
  if (reached) return `c=${n(reached.mean)}, max ${reached.max}`;
  return s.achieved_concurrency === null ? "c=n/a (no request timed)" : `c=${n(s.achieved_concurrency)}`;
}
function notReachedNote(f) {
  return f.by === "concurrency" ? `offered c=${f.offered} not reached` : `offered ${n(f.offered)} req/s not reached (${n(f.reached)} req/s)`;
}
var stageSummary = (s, spec) => s[spec.field] ?? null;
function figureCell2(s, spec, noStream) {
  const summary = stageSummary(s, spec);
  const none = spec.streamedOnly ? noStream : NA2;
  const cell2 = spec.cell === "p50" ? summary === null ? none : n(summary.p50) : spec.cell === "p50 / p10" ? summary === null ? none : `${n(summary.p50)} / ${n(summary.p10)}` : p50p99(summary, none);
  return summary === null ? cell2 : cell2 + clientError(spec.field, summary.p50, s.client_error_ms);
}
var STAMPED_GAPS = /* @__PURE__ */ new Set(["tpot_ms", "itl_ms"]);
var CLIENT_ERROR_FACTOR = 3;
function clientError(field, p50, errorMs) {
  if (!STAMPED_GAPS.has(field) || errorMs == null) return "";
  return ` \xB1${n(errorMs)}${p50 <= CLIENT_ERROR_FACTOR * errorMs ? " (within the client's error)" : ""}`;
}
function row(s, figures) {
  const noStream = s.completed > 0 && s.streamed === 0 ? "n/a (buffered)" : NA2;
  const behind = s.offered_not_reached?.by === "rate" ? s.offered_not_reached.reached : null;
  const achieved = s.offered.concurrency !== null ? inFlight(s) : `${n(behind ?? s.achieved_rate)} req/s, ${inFlight(s)}`;
  const smooth = s.smooth_goodput == null ? "" : `; smooth ${n(s.smooth_goodput)} req/s`;
  const goodput = (s.goodput === null ? "no slo" : `${s.goodput.good}/${s.requests} (${formatNumber(s.goodput.fraction * 100)}%), ${n(s.goodput.rps)} req/s`) + smooth;
  const notes = [
    s.errors > 0 ? `${s.errors} failed` : null,
    (s.not_sent ?? 0) > 0 ? `${s.not_sent} not sent` : null,
    s.offered_not_reached ? notReachedNote(s.offered_not_reached) : null,
    (s.retries ?? 0) > 0 ? `${s.retries} retried (stale connection)` : null,
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
    ...perStageFigureDefs(figures).map((f) => figureCell2(s, f.perStage, noStream)),
    goodput,
    notes.join(", ")
  ];
}
function stageWords(metric, figures) {
  return sanitizeText(comparedFigure(metric, figures)?.compared.stage ?? metric);
}
function lines(stages, sat, slo, against, minEffectPct, byStage, figures) {
  const out = [];
  const label = (i) => {
    const s = stages.find((x) => x.stage === i);
    return s ? `stage ${s.stage} (${sanitizeText(s.label)})` : NA2;
  };
  out.push(...serverLines(stages, label));
  if (sat) {
    let line = saturationLine(stages, sat, label);
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
      const pct4 = (x) => x === null ? NA2 : `${x > 0 ? "+" : ""}${formatNumber(x)}%`;
      out.push(
        changed.length === 0 ? `By stage against the baseline: no stage figure changed (${byStage.filter((c) => c.verdict === "insufficient_data").length} of ${byStage.length} without enough data).` : `By stage against the baseline: ${changed.map(
          (c) => `${label(c.stage)} ${stageWords(c.metric, figures)} ${pct4(c.delta_pct)} [${pct4(c.ci_low_pct)}, ${pct4(c.ci_high_pct)}]: ${c.verdict.toUpperCase()}`
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
  out.push(...notReachedLines(stages, label));
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
var offeredLevel = (s) => s.offered.concurrency ?? s.offered.rate;
function saturationLine(stages, sat, label) {
  const out = new Set(sat.not_reached_stages ?? []);
  if (sat.at_stage === null)
    return stages.some((s) => s.completed > 0) ? "Saturation: not named: no stage both reached its offered load and completed a request." : "Saturation: no stage completed a request.";
  const counted = stages.filter((s) => s.completed > 0 && !out.has(s.stage));
  const at = stages.find((s) => s.stage === sat.at_stage);
  const levels = counted.map(offeredLevel);
  const sameKind = counted.every((s) => s.offered.concurrency === null === (at?.offered.concurrency === null));
  const heaviest = at !== void 0 && counted.length > 1 && sameKind && levels.every((v) => v !== null && v <= (offeredLevel(at) ?? -Infinity));
  return `Saturation: ${n(sat.max_output_token_throughput)} output tok/s at ${label(sat.at_stage)}; at most ${n(sat.max_request_throughput)} req/s` + (heaviest ? "; the heaviest load reached, so the endpoint may take more." : counted.length === 1 && out.size > 0 ? "; the only stage that reached its offered load, so the endpoint may take more." : ".");
}
function notReachedLines(stages, label) {
  return stages.flatMap((s) => {
    const f = s.offered_not_reached;
    if (!f) return [];
    if (f.by === "rate")
      return [
        `Offered load not reached: ${label(s.stage)} dispatched ${n(f.reached)} req/s against the ${n(f.offered)} req/s its schedule asked for (arrivals held by max_concurrency, or a client that fell behind), so its figures describe a lighter load than its label and it is never the saturation point.`
      ];
    const few = s.offered.concurrency !== null && s.requests + s.warmups < f.offered;
    return [
      `Offered load not reached: ${label(s.stage)} had ${n(f.reached)} in flight on average and at most ${f.reached_max ?? NA2}, of ${f.offered} offered, so its figures describe a lighter load than its label and it is never the saturation point. ` + (few ? `It had ${s.requests + s.warmups} requests for ${f.offered} streams: give the stage several times as many requests as streams, or a duration_s.` : "Give it more requests (several times its concurrency) or a longer duration_s, so its streams spend the stage busy rather than starting or draining.")
    ];
  });
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
function stageTables(results, all = FIGURES) {
  const stages = results.stages ?? [];
  const figures = shownFigures(
    all,
    (f) => f.perStage !== false && stages.some((s) => stageSummary(s, f.perStage))
  );
  const out = [];
  for (const sat of results.saturation ?? []) {
    const own = stages.filter(
      (s) => s.provider === sat.provider && s.prompt === sat.prompt && s.location === sat.location
    );
    const server = own.some((s) => s.server);
    const columns = stageColumns(figures);
    const base = columns.map((c) => c.header);
    const numeric = columns.map((c) => c.numeric);
    const at = base.length - 1;
    const headers = server ? [...base.slice(0, at), ...SERVER_STAGE_HEADERS, base[at]] : base;
    out.push({
      provider: sat.location === void 0 ? sat.provider : `${sat.provider} @ ${sat.location}`,
      prompt: sat.prompt,
      headers,
      numeric: server ? [...numeric.slice(0, at), ...SERVER_STAGE_HEADERS.map(() => true), false] : numeric,
      rows: own.map((s) => {
        const r = row(s, figures);
        return server ? [...r.slice(0, at), ...serverCells(s), r[at]] : r;
      }),
      kinds: own.map((s) => rowKinds(s, server, figures)),
      lines: lines(
        own,
        sat,
        results.slo ?? null,
        results.saturation_comparisons?.find((c) => c.provider === sat.provider && c.prompt === sat.prompt),
        results.baseline?.min_effect_pct ?? null,
        results.stage_comparisons?.filter((c) => c.provider === sat.provider && c.prompt === sat.prompt),
        figures
      )
    });
  }
  return out;
}
var STAGE_NOTE = "Throughput is over each stage window (first measured dispatch to last end); achieved concurrency is the mean in flight (time-weighted) and the most at once. A stage that never reached its offered load is flagged and never named the saturation point. TTFT, TPOT and ITL are over streamed responses only: a buffered response counts in throughput, E2E and goodput but never in those three.";

// src/report/workloads.ts
var ms = (x) => x === null || x === void 0 ? NA : formatNumber(x);
var pct = (x) => x === null || x === void 0 ? NA : `${formatNumber(Math.round(x * 1e3) / 10)}%`;
function turnTables(results) {
  return results.groups.flatMap((g) => {
    if (!g.by_turn || g.by_turn.length === 0) return [];
    const good = g.by_turn.some((t2) => t2.good_fraction !== null);
    const headers = ["turn", "n", "errors", "TTFT p50 ms", "TTFT p90 ms", "prompt tokens p50", "cached share p50"];
    if (good) headers.push("good (SLO)");
    const rows2 = g.by_turn.map((t2) => {
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
        rows: rows2,
        notes
      }
    ];
  });
}
function sentLengthTable(results) {
  const groups = results.groups.filter((g) => g.sent_lengths && g.sent_lengths.source !== "conversation");
  if (groups.length === 0) return null;
  const headers = ["provider", "prompt", "source", "length", "p50", "p90", "min", "max", "asked"];
  const rows2 = [];
  for (const g of groups) {
    const l = g.sent_lengths;
    const line = (what, s, asked) => rows2.push([g.provider, g.prompt, l.source, what, ms(s?.p50), ms(s?.p90), ms(s?.min), ms(s?.max), asked]);
    line("input tokens sent", l.input_tokens, l.asked?.input_tokens ?? "");
    line("max_tokens sent", l.max_tokens, l.asked?.output_tokens ?? "");
    line("output tokens received", l.output_tokens, "");
  }
  return {
    title: "Lengths sent",
    headers,
    numeric: headers.map((_, i) => i >= 4 && i <= 7),
    rows: rows2,
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

// src/report/agents.ts
var num = (x) => x === null || x === void 0 ? NA : formatNumber(x);
var pct2 = (x) => x === null || x === void 0 ? NA : `${formatNumber(Math.round(x * 1e3) / 10)}%`;
var withCi = (x, ci) => ci === null ? num(x) : `${num(x)} [${num(ci.low)}\u2013${num(ci.high)}]`;
function stepTables(results) {
  return results.groups.flatMap((g) => {
    if (!g.by_step || g.by_step.length === 0) return [];
    const headers = ["step", "n", "errors", "TTFT p50 ms", "TTFT p90 ms", "prompt tokens p50", "cached share p50"];
    const rows2 = g.by_step.map((s) => [
      String(s.step),
      String(s.n),
      String(s.errors),
      num(s.ttft_ms?.p50),
      num(s.ttft_ms?.p90),
      num(s.input_tokens_p50),
      pct2(s.input_cached_share)
    ]);
    const notes = ["Each step sends the context so far: the task, and every tool call and tool result before it."];
    if (g.by_step.every((s) => s.input_cached_share === null))
      notes.push("The provider reported no cached prompt tokens, so the cached share is n/a.");
    return [
      { title: `By step: ${g.provider} / ${g.prompt}`, headers, numeric: headers.map((_, i) => i > 0), rows: rows2, notes }
    ];
  });
}
var steps = (x) => x === null ? NA : String(Math.round(x * 10) / 10);
var timeRow = (what, t2) => t2 === null ? [what, NA, NA, NA] : [what, withCi(t2.p50, t2.p50_ci), withCi(t2.p90, t2.p90_ci), num(t2.total)];
function agentSessionTables(results) {
  return results.groups.flatMap((g) => {
    const s = g.sessions_summary;
    if (!s) return [];
    const headers = ["per session", "p50 [95% CI]", "p90 [95% CI]", "sum"];
    const rows2 = [
      ["steps taken", steps(s.steps_p50), steps(s.steps_p90), ""],
      timeRow("wall ms", s.wall_ms),
      timeRow("in the model ms", s.model_ms),
      timeRow("in tools ms", s.tool_ms)
    ];
    const notes = [
      `${s.n} sessions` + (s.failed > 0 ? `, ${s.failed} stopped at a failed step (left out of the times)` : "") + ". Wall: the first step sent to the last one ended. In the model: the steps' requests, sent to ended. In tools: the rest, each tool's wait and the client's turnaround between two steps, so the two add up to the wall time."
    ];
    const capped = (s.capped ?? []).map((c) => `${c.n} ${c.reason}`).join(", ");
    if (capped !== "")
      notes.push(
        `Ended at a cap on what an answer carries into the next step (${capped}): tool calls past what a real model sends; see docs/agents.md#caps.`
      );
    return [
      {
        title: `Agent sessions: ${g.provider} / ${g.prompt}`,
        headers,
        numeric: headers.map((_, i) => i > 0),
        rows: rows2,
        notes
      }
    ];
  });
}

// src/report/doc-load.ts
var POOLED_NOTE = "Every figure past this section pools all the stages of a pair.";
function loadSection(results, figures) {
  const tables = stageTables(results, figures);
  if (tables.length === 0) return null;
  const blocks = [];
  if (results.slo)
    blocks.push(
      para(
        plain(`SLO: ${sloText(results.slo)}, for ${formatNumber((results.slo.fraction ?? 0.95) * 100)}% of requests.`)
      )
    );
  tables.forEach((t2, n3) => {
    const last = t2.headers.length - 1;
    blocks.push(
      {
        kind: "heading",
        text: `${t2.provider} / ${t2.prompt}`,
        // A web page draws each pair's curves beside its table, found by these.
        html: { class: "load-pair", data: { provider: t2.provider, prompt: t2.prompt } }
      },
      {
        kind: "table",
        id: `stages-${n3}`,
        html: { class: "stages" },
        columns: t2.headers.map((header, i) => ({
          id: header,
          header,
          align: t2.numeric[i] ? "right" : "left",
          // The stage and its load stay; past them the rightmost figures go first when the width is short.
          priority: i < 2 || i === last ? 0 : i,
          ...i === last ? { shrink: true } : {}
        })),
        rows: t2.rows.map((r, ri) => r.map((text2, ci) => cell(text2, t2.kinds[ri]?.[ci] ?? "value")))
      },
      ...t2.lines.map((l) => ({ ...para(plain(l)), html: { class: "finding" } }))
    );
  });
  blocks.push(
    note(plain(STAGE_NOTE)),
    note(plain(`${POOLED_NOTE} Read the stage table for figures under a given load.`))
  );
  return { id: "load", heading: "Load stages", level: 2, blocks };
}
function workloadBlocks(t2, id) {
  return [
    { kind: "heading", text: t2.title },
    {
      kind: "table",
      id,
      html: { class: "workload" },
      columns: t2.headers.map((header, i) => ({
        id: header,
        header,
        align: t2.numeric[i] ? "right" : "left",
        priority: 0,
        ...t2.numeric[i] ? {} : { shrink: true }
      })),
      rows: t2.rows.map((r) => r.map((text2) => cell(text2)))
    },
    ...t2.notes.map((n3) => para(plain(n3)))
  ];
}
function workloadSection(results) {
  const turns = turnTables(results);
  const agents = agentSessionTables(results);
  const steps2 = stepTables(results);
  const lengths = sentLengthTable(results);
  const replay = replayLines(results);
  if (turns.length === 0 && agents.length === 0 && lengths === null && replay.length === 0) return null;
  return {
    id: "workloads",
    heading: "Workloads",
    level: 2,
    blocks: [
      ...replay.map((l) => para(plain(l))),
      ...turns.flatMap((t2, i) => workloadBlocks(t2, `turns-${i}`)),
      ...agents.flatMap((t2, i) => [
        ...workloadBlocks(t2, `agent-sessions-${i}`),
        ...steps2[i] ? workloadBlocks(steps2[i], `steps-${i}`) : []
      ]),
      ...lengths ? workloadBlocks(lengths, "lengths") : []
    ]
  };
}
function crossLocationSection(results) {
  const t2 = crossLocationTable(results);
  if (t2 === null) return null;
  return {
    id: "cross-location",
    heading: CROSS_LOCATION_TITLE,
    level: 2,
    blocks: [
      {
        kind: "table",
        id: "cross-location",
        columns: t2.headers.map((header, i) => ({
          id: header,
          header,
          align: i >= 3 ? "right" : "left",
          priority: i > 3 ? i : 0,
          ...i < 3 ? { shrink: true } : {}
        })),
        rows: t2.rows.map((r) => r.map((text2) => cell(text2)))
      },
      ...t2.sentences.length > 0 ? [list(t2.sentences.map((x) => [plain(x)]))] : [],
      para(plain(t2.note))
    ]
  };
}

// src/report/images.ts
var TTFT = FIGURES.ttft_ms;
function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024)} KiB`;
  return `${formatNumber(bytes / (1024 * 1024))} MiB`;
}
function byImageSize(groups) {
  const place = (g) => JSON.stringify([g.provider, g.location ?? null]);
  const withImages = new Set(groups.filter((g) => g.image_bytes !== void 0).map(place));
  const out = /* @__PURE__ */ new Map();
  for (const g of groups)
    if (withImages.has(place(g))) (out.get(place(g)) ?? out.set(place(g), []).get(place(g))).push(g);
  return [...out.values()].map((list2) => [...list2].sort((a, b) => (a.image_bytes ?? 0) - (b.image_bytes ?? 0)));
}
function rows(list2) {
  const base = groupFigure(list2[0], "ttft_ms").summary;
  return list2.map((g, i) => {
    const f = groupFigure(g, "ttft_ms");
    const delta = i === 0 || base === null || f.summary === null ? cell("\u2014", "withheld") : cell(`${f.summary.p50 >= base.p50 ? "+" : "\u2212"}${formatNumber(Math.abs(f.summary.p50 - base.p50))}`);
    return [
      ...names(g),
      cell(g.image_bytes === void 0 ? "none" : formatBytes(g.image_bytes)),
      f.summary === null ? cell("n/a", "withheld") : cell(formatFigure(f.summary, f.n ?? 0, f.ci, "n/a", { p90: true })),
      delta
    ];
  });
}
function imagesSection(results) {
  const lists = byImageSize(results.groups);
  if (lists.length === 0) return null;
  return {
    id: "images",
    heading: "TTFT by image size",
    level: 2,
    blocks: [
      {
        kind: "table",
        id: "images",
        columns: [
          ...NAME_COLUMNS,
          { id: "image_bytes", header: "images", align: "right", priority: 0 },
          { id: "ttft_ms", header: `${TTFT.label} p50 / p90`, align: "right", priority: 0 },
          { id: "ttft_delta", header: "\u0394 p50 ms", align: "right", priority: 1 }
        ],
        rows: lists.flatMap(rows)
      },
      para(
        plain("Each provider\u2019s rows run from its smallest images to its largest; "),
        code("images"),
        plain(
          " is the bytes a request carried (before base64), and \u0394 p50 is the TTFT p50 against the provider\u2019s first row. A prompt without images is the size-0 row: give one the same text as an image prompt to read what the image adds."
        )
      )
    ]
  };
}

// src/report/tool-calls.ts
var TTFTC = FIGURES.ttftc_ms;
var ARGS = FIGURES.tool_args_tps;
function rateCell(g) {
  const f = groupFigure(g, "tool_args_tps");
  if (f.summary === null) {
    const buffered = g.tool_args_buffered ?? 0;
    return cell(buffered > 0 ? NA_BUFFERED : "n/a", "withheld");
  }
  return cell(formatFigure(f.summary, f.n ?? 0, f.ci, "n/a", { p90: false }));
}
function row2(g) {
  const ttftc = groupFigure(g, "ttftc_ms");
  const requests = g.tool_call_requests ?? 0;
  const buffered = g.tool_args_buffered ?? 0;
  return [
    ...names(g),
    cell(String(requests)),
    ttftc.summary === null ? cell("n/a", "withheld") : cell(formatFigure(ttftc.summary, ttftc.n ?? 0, ttftc.ci, "n/a", { p90: true })),
    rateCell(g),
    cell(`${buffered}/${requests}`, buffered > 0 ? "caution" : "value")
  ];
}
function toolCallsSection(results) {
  const groups = results.groups.filter((g) => (g.tool_call_requests ?? 0) > 0);
  if (groups.length === 0) return null;
  return {
    id: "tool-calls",
    heading: "Tool calls",
    level: 2,
    blocks: [
      {
        kind: "table",
        id: "tool-calls",
        columns: [
          ...NAME_COLUMNS,
          { id: "tool_call_requests", header: "with calls", align: "right", priority: 2 },
          { id: "ttftc_ms", header: `${TTFTC.label} p50 / p90`, align: "right", priority: 0 },
          { id: "tool_args_tps", header: `${ARGS.label} p50`, align: "right", priority: 0 },
          { id: "tool_args_buffered", header: "args buffered", align: "right", priority: 1 }
        ],
        rows: groups.map(row2)
      },
      list([
        [strong(TTFTC.label), plain(`: ${TTFTC.meaning}`)],
        [strong(ARGS.label), plain(`: ${ARGS.meaning}`)]
      ]),
      para(
        plain("Arguments are "),
        strong("buffered"),
        plain(" when they arrived in fewer than "),
        code("min_content_reads"),
        plain(" reads or within "),
        code("min_generation_s"),
        plain(
          " (a call sent whole, as Gemini and Ollama send every call): they get no rate, as a buffered answer gets none; their TTFTC is kept."
        )
      )
    ]
  };
}

// src/report/server-lines.ts
var pct3 = (x) => `${formatNumber(x * 100)}%`;
var n2 = (x) => x === null || x === void 0 ? "n/a" : formatNumber(x);
function promptCacheLines(groups) {
  return groups.filter((g) => g.input_cached_share !== null && g.input_cached_share !== void 0).map((g) => {
    const share = g.input_cached_share;
    const note2 = share === 0 ? "no prompt token came from the provider cache" : share >= 0.5 ? "most of the prompt came from the provider cache: TTFT is that of a cache hit (cache_bust off, or a shared prefix)" : "part of the prompt came from the provider cache (a shared prefix, such as a system prompt or chat template)";
    return `${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: ${pct3(share)} of prompt tokens cached (p50): ${note2}.`;
  });
}
function groupServerLines(groups) {
  const out = [];
  for (const g of groups) {
    const s = g.server;
    if (!s) continue;
    const rec = s.reconciliation;
    const base = `${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: server ${n2(s.tokens_per_s)} tok/s generated, client ${n2(rec.client_tps)} tok/s delivered (ratio ${n2(rec.ratio)}); running mean ${n2(s.running?.mean)} max ${n2(s.running?.max)}, waiting max ${n2(s.waiting?.max)}${s.kv_cache_usage_max !== null ? `, KV max ${pct3(s.kv_cache_usage_max)}` : ""}`;
    out.push(rec.flagged ? `${base}. DISAGREE (${rec.reason}): ${rec.detail}.` : `${base}.`);
  }
  return out;
}

// src/report/stalls.ts
function clientStallSentence(results) {
  const stalled = results.requests.filter((r) => !r.warmup && r.client_stalled === true);
  if (stalled.length === 0) return null;
  const n3 = stalled.length;
  const worst = stalled.reduce((a, r) => Math.max(a, r.client_stall_ms ?? 0), 0);
  const threshold = results.analysis.max_client_stall_ms;
  return `${n3} ${n3 === 1 ? "request" : "requests"} measured while the client was stalled; ${n3 === 1 ? "its" : "their"} rates are left out (the client's event loop could not run for up to ${formatMs(worst)} ms during ${n3 === 1 ? "its" : "their"} content, more than max_client_stall_ms ${threshold ?? 20}: reads that waited were stamped together). A busy or small machine: fewer streams, or a bigger runner.`;
}

// src/report/timing.ts
var CHUNKING = {
  key: "chunking",
  label: "chunking",
  meaning: "tokens per content read; coarse above max_tokens_per_read, where TTFT may be late by up to one read interval (the first read\u2019s tokens were generated before it arrived)."
};
function timingFigures(figures = FIGURES) {
  return [
    ...timingFigureDefs(figures).filter((f) => f.timing.explained).map((f) => ({ key: f.key, label: f.label, meaning: f.meaning })),
    CHUNKING
  ];
}
var TIMING_FIGURES = timingFigures();
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
var stats = (s, cell2) => cell2.split("/").map((q) => formatNumber(s[q] ?? Number.NaN)).join(" / ");
function timingHeaders(figures = FIGURES) {
  return [...timingFigureDefs(figures).map((f) => f.timing.header ?? `${f.label} ${f.timing.cell}`), "chunking"];
}
var TIMING_HEADERS = timingHeaders();
function timingCells(g, counts = true, figures = FIGURES) {
  const na = naPostFirstContent(g);
  return [
    ...timingFigureDefs(figures).map((f) => {
      const { summary, n: n3 } = groupFigure(g, f.key, f);
      if (summary == null) return { text: na, present: false };
      const count2 = counts && f.timing.counts && n3 ? ` \xB7 n=${n3}` : "";
      return { text: stats(summary, f.timing.cell) + count2, present: true };
    }),
    { text: chunkingLabel(g), present: true }
  ];
}
function coarseSentence(results) {
  const coarse = results.requests.filter((r) => !r.warmup && r.chunking === "coarse").length;
  if (coarse === 0) return null;
  const streamed = results.requests.filter((r) => !r.warmup && r.outcome === "streamed").length;
  const max = results.analysis.max_tokens_per_read ?? NA;
  return `${coarse} of ${streamed} streamed responses were coarse (more than ${max} tokens a content read): their TTFT may be late by up to one read interval, and decode tok/s is the rate to read for them.`;
}

// src/report/doc.ts
function count(results, keep) {
  return results.requests.filter((r) => !r.warmup && keep(r)).length;
}
function headline(results) {
  const blocks = [];
  for (const line of faultHeadlines(results))
    blocks.push({ kind: "paragraph", spans: [{ text: line, emphasis: "alert" }], callout: true });
  const speed = (results.stages ?? []).length > 0 ? null : leadSentence(results);
  const drops = checkDropSentence(results);
  const lead = [speed, drops].filter((x) => x !== null).join(" ");
  if (lead !== "") blocks.push(para(strong(lead)));
  return { id: "headline", heading: "streamgauge results", level: 1, blocks };
}
var VALIDITY_GROUPS = 6;
function runValidityOf(results) {
  return results.run.validity ?? runValidity(results.groups.map((g) => ({ ...g, validity: validityOf(results, g) })));
}
var sharePct = (x) => `${formatPlain(Math.round(x * 1e3) / 10)}%`;
function shortReason(r) {
  const what = r.signal.replace(/_/g, " ");
  if (r.signal === "too_few_samples") return `${what} ${formatPlain(r.value)} (needs ${formatPlain(r.threshold)})`;
  return `${what} ${sharePct(r.value)} ${r.threshold < 1e-6 ? "> 0" : `\u2265 ${sharePct(r.threshold)}`}`;
}
function validitySection(results) {
  const v = runValidityOf(results);
  if (v.verdict === "trusted") return null;
  const byGroup = /* @__PURE__ */ new Map();
  for (const r of v.reasons) {
    const name = `${r.provider ?? "?"} / ${r.prompt ?? "?"}${r.location !== void 0 ? ` from ${r.location}` : ""}`;
    byGroup.set(name, [...byGroup.get(name) ?? [], r]);
  }
  const groups = [...byGroup.entries()];
  const worst = (rs) => rs.some((r) => r.verdict === "untrusted") ? "untrusted" : "degraded";
  const shown = groups.slice(0, VALIDITY_GROUPS).map(([name, rs]) => `${name} ${worst(rs)} (${rs.map(shortReason).join(", ")})`);
  const more = groups.length - shown.length;
  if (more > 0) shown.push(`${more} other group${more === 1 ? "" : "s"}`);
  const effect = (results.comparisons ?? []).length > 0 ? " Their changes are unconfirmed and fail no check." : "";
  return untitled("validity", "Validity", [
    {
      kind: "paragraph",
      spans: [
        { text: `This run is ${v.verdict}:`, emphasis: v.verdict === "untrusted" ? "alert" : "strong" },
        plain(` ${shown.join("; ")}.${effect}`)
      ],
      callout: true
    }
  ]);
}
function againstSection(results, figures) {
  if (results.comparisons === void 0) return null;
  const slower = results.comparisons.filter((c) => c.verdict === "slower" && c.confirmed !== false);
  const unconfirmed = results.comparisons.filter((c) => c.verdict === "slower" && c.confirmed === false);
  const faster = results.comparisons.filter((c) => c.verdict === "faster");
  const alerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed !== false);
  const unconfirmedAlerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed === false);
  const spans = [];
  const notTrusted = [
    ...unconfirmed.map(
      (c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`
    ),
    ...unconfirmedAlerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`)
  ];
  if (notTrusted.length > 0)
    spans.push(plain(`${notTrusted.length} unconfirmed (the group is not trusted): ${notTrusted.join("; ")}.`));
  if (slower.length + alerts.length === 0 && faster.length === 0 && notTrusted.length === 0)
    spans.push(plain("Against the baseline: no change beyond the noise."));
  else {
    const what = [
      ...slower.map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`),
      ...alerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`)
    ];
    if (what.length > 0)
      spans.push({
        text: `${spans.length > 0 ? " " : ""}${what.length} regression${what.length === 1 ? "" : "s"}: ${what.join("; ")}.`,
        emphasis: "alert"
      });
    if (faster.length > 0)
      spans.push(
        plain(
          `${spans.length > 0 ? " " : ""}${faster.length} improvement${faster.length === 1 ? "" : "s"}: ${faster.map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`).join("; ")}.`
        )
      );
  }
  spans.push({ text: " Details: Compared with the baseline.", ref: "comparisons" });
  return untitled("against", "Against the baseline", [para(...spans)]);
}
function countsSection(results) {
  const measured = count(results, () => true);
  const buffered = count(results, (r) => r.outcome === "buffered");
  const notSent = count(results, (r) => r.error_kind === "not_sent");
  const failed = count(results, (r) => r.outcome === "error" && r.error_kind !== "not_sent");
  const tally2 = flagTally(results.flagged);
  const counts = [plain(`${formatPlain(measured)} measured requests: `)];
  const parts = [
    [buffered, "buffered"],
    [failed, "failed"],
    [tally2.review, "flagged for review"],
    ...tally2.reachedMaxTokens > 0 ? [[tally2.reachedMaxTokens, "reached max_tokens"]] : [],
    [notSent, "not sent"]
  ];
  parts.forEach(([n3, words], i) => {
    counts.push({ text: `${n3} ${words}`, ...n3 > 0 ? { emphasis: "strong", ref: "flagged" } : {} });
    counts.push(plain(i === parts.length - 1 ? " (see Flagged)." : ", "));
  });
  return untitled("counts", "Requests measured", [para(...counts)]);
}
function skippedSection(results) {
  const skipped = results.run.skipped_providers ?? [];
  if (skipped.length === 0) return null;
  const spans = [
    { text: `${skipped.length} provider${skipped.length === 1 ? "" : "s"} skipped, not measured`, emphasis: "strong" },
    plain(" (no API key): ")
  ];
  skipped.forEach((s, i) => {
    spans.push(code(s.provider), plain(` (${s.reason})${i === skipped.length - 1 ? "." : ", "}`));
  });
  spans.push(plain(" Set the variable (in a workflow, from a secret) to measure it."));
  return untitled("skipped", "Providers skipped", [para(...spans)]);
}
function retriesSection(results) {
  const retried = count(results, (r) => (r.retries ?? 0) > 0);
  if (retried === 0) return null;
  const groups = results.groups.filter((g) => (g.retries ?? 0) > 0);
  const where = groups.length > 1 ? ` (${groups.map((g) => `${g.provider} / ${g.prompt}${g.location ? ` @ ${g.location}` : ""}: ${g.retries}`).join("; ")})` : "";
  return untitled("retries", "Retries", [
    para(
      plain(
        `Retries: ${retried} of ${count(results, () => true)} measured requests ${retried === 1 ? "was" : "were"} sent again after meeting a stale pooled connection${where}: the server had closed it while saying Keep-Alive (llama-server does; see docs/faults.md). Their timings are the second attempt's; the first is in the trace's retries.`
      )
    )
  ]);
}
function stallsSection(results) {
  const stalls = clientStallSentence(results);
  return stalls === null ? null : untitled("stalls", "Client stalls", [para(plain(stalls))]);
}
function provenanceSection(results) {
  const run = results.run;
  const spans = [
    plain(
      [
        `streamgauge ${run.tool_version}`,
        `Node ${run.node_version}`,
        `${run.platform}/${run.arch}`,
        `${run.started_at} to ${run.finished_at}`,
        ...run.reanalyzed_at ? [`re-analyzed ${run.reanalyzed_at}`] : []
      ].join(" \xB7 ")
    )
  ];
  if (run.config_file || run.config_sha256) {
    spans.push(plain(" \xB7 config "));
    if (run.config_file) spans.push(code(run.config_file));
    if (run.config_file && run.config_sha256) spans.push(plain(" "));
    if (run.config_sha256) spans.push(plain("sha256 "), code(run.config_sha256.slice(0, 12)));
  }
  if (run.shard) spans.push(plain(` \xB7 shard ${run.shard.index}/${run.shard.count}`));
  if (run.ci)
    spans.push(
      plain(` \xB7 GitHub Actions run ${run.ci.run_id} (attempt ${run.ci.run_attempt}) of ${run.ci.repository} at `),
      code(run.ci.sha.slice(0, 12)),
      plain(` on ${run.ci.ref}`)
    );
  return untitled("provenance", "Provenance", [para(...spans)]);
}
function withFileLinks(doc, links) {
  const provenance = doc.sections.find((s) => s.id === "provenance");
  if (!provenance) return doc;
  const blocks = [];
  if (links.outDir) {
    const dir = links.outDir.replace(/\/+$/, "");
    blocks.push(
      para(
        plain("Files: "),
        code(`${dir}/results.json`),
        plain(" (every figure, per request and group), "),
        code(`${dir}/traces.ndjson`),
        plain(" (the raw timings).")
      )
    );
  }
  if (links.artifactUrl) blocks.push(para({ text: "Download the run's artifact", href: links.artifactUrl }));
  if (blocks.length === 0) return doc;
  return replaceSection(doc, "provenance", { ...provenance, blocks: [...provenance.blocks, ...blocks] });
}
function regressionHeadline(results, figures) {
  if (results.comparisons === void 0) return null;
  const slower = results.comparisons.filter((c) => c.verdict === "slower" && c.confirmed !== false);
  const unconfirmed = results.comparisons.filter((c) => c.verdict === "slower" && c.confirmed === false);
  const alerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed !== false);
  const see = ' (see "Compared with the baseline").';
  const also = unconfirmed.length === 0 ? "" : `; ${unconfirmed.length} unconfirmed, on groups not trusted: ` + unconfirmed.map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`).join("; ");
  if (slower.length + alerts.length === 0)
    return untitled("regression-headline", "Regression check", [
      para(plain(`Regression check: no regression against the baseline${also}${see}`))
    ]);
  const what = [
    ...slower.map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`),
    ...alerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`)
  ];
  return untitled("regression-headline", "Regression check", [
    para(strong(`Regression check: ${what.length} regression(s)`), plain(`: ${what.join("; ")}${also}${see}`))
  ]);
}
function introSection() {
  return untitled("intro", "Two rates", [
    para(
      plain(
        "The two throughput tables are never merged: post-first-content throughput exists only for responses that really streamed, and one list ranked by both figures would put a buffered burst or a slow first token in the wrong place. Each table is ranked by its own p50, fastest first; warmups are excluded."
      )
    )
  ]);
}
function medianCell(g, key, na, opts) {
  const { summary, n: n3, ci } = groupFigure(g, key);
  if (summary === null) return cell(na, "withheld");
  const fmt = FIGURES[key].unit === "tok/s" ? formatTps : (x) => formatMs(x);
  const interval = opts.ci && ci ? ` [${fmt(ci.low)}, ${fmt(ci.high)}]` : "";
  return {
    text: `${fmt(summary.p50)}${interval}`,
    kind: "value",
    after: `n=${n3 ?? g.n}${opts.few ? " (too few samples to rank)" : ""}`,
    ...opts.max !== void 0 && summary.p50 > opts.max ? { badge: "implausible" } : {}
  };
}
function overviewSection(results) {
  const groups = results.groups;
  if (groups.length === 0)
    return { id: "overview", heading: "Groups", level: 2, blocks: [para(plain("No measured requests."))] };
  const max = results.analysis.max_plausible_tps;
  const server = groups.some((g) => (g.n_server ?? 0) > 0);
  const num2 = (id, header, priority) => ({ id, header, align: "right", priority });
  return {
    id: "overview",
    heading: "Groups",
    level: 2,
    blocks: [
      note(
        plain(
          "Per provider and prompt, in the order of the run (not a ranking): the median of each figure with the number of requests it is taken over. Post-first-content throughput exists only for responses that streamed."
        )
      ),
      {
        kind: "table",
        id: "overview",
        html: { class: "overview" },
        columns: [
          ...NAME_COLUMNS,
          num2("n", "n", 2),
          num2("streamed", "streamed", 2),
          num2("buffered", "buffered", 2),
          num2("failed", "failed", 2),
          { id: "streaming", header: "streaming", align: "left", priority: 3 },
          num2("ttft_ms", `${FIGURES.ttft_ms.label} p50`, 0),
          num2("ttfa_ms", `${FIGURES.ttfa_ms.label} p50`, 4),
          num2("post_first_content_tps", `${FIGURES.post_first_content_tps.label} p50`, 0),
          num2("end_to_end_tps", `${FIGURES.end_to_end_tps.label} p50`, 0),
          ...server ? [num2("server_tps", `${FIGURES.server_tps.label} p50`, 5)] : []
        ],
        rows: groups.map((g) => {
          const na = naPostFirstContent(g);
          return [
            ...names(g),
            cell(String(g.n)),
            cell(formatCount(g.streamed, g.n)),
            cell(
              String(g.buffered) + ((g.borderline ?? 0) > 0 ? ` (${g.borderline} borderline)` : ""),
              g.buffered > 0 || (g.borderline ?? 0) > 0 ? "caution" : "value"
            ),
            cell(String(g.errors), g.errors > 0 ? "alert" : "value"),
            cell(streamingOf(g.streaming).label),
            medianCell(g, "ttft_ms", na, { ci: true }),
            medianCell(g, "ttfa_ms", na, { ci: false }),
            medianCell(g, "post_first_content_tps", na, {
              ci: true,
              max,
              few: g.too_few_samples === true
            }),
            medianCell(g, "end_to_end_tps", naEndToEnd(g), { ci: true, max }),
            ...server ? [medianCell(g, "server_tps", NA, { ci: false })] : []
          ];
        })
      }
    ]
  };
}
function wellFormed(comparisons) {
  return comparisons.filter(
    (c) => typeof c === "object" && c !== null && ["provider", "prompt", "metric", "verdict"].every((k) => typeof c[k] === "string")
  );
}
function comparisonSection(results, figures) {
  if (results.comparisons === void 0) return null;
  const comparisons = wellFormed(results.comparisons);
  const blocks = [];
  const about = baselineSentence(results);
  if (about) blocks.push(para(plain(about)));
  const changes = results.streaming_changes ?? [];
  if (changes.length > 0)
    blocks.push(
      para(
        plain("Streaming changed (buffered responses are never counted as a speed regression; this is their alert):")
      ),
      list(
        changes.map((c) => [
          {
            text: `${c.provider} / ${c.prompt}: ${formatStreamingChange(c)}`,
            ...c.alert ? { emphasis: "alert" } : {}
          },
          plain(
            ` (baseline ${c.baseline_streamed} streamed, ${c.baseline_buffered} buffered; now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`
          )
        ]),
        { class: "changes", itemClass: changes.map((c) => c.alert ? "alert" : "") }
      )
    );
  const level = results.baseline ? levelPct(results.baseline.ci_level) : ciLevelPct(results);
  if (comparisons.length === 0) blocks.push(para(plain("No groups to compare.")));
  else
    blocks.push({
      kind: "table",
      id: "comparisons",
      html: {
        class: "comparisons",
        rowClass: comparisons.map(
          (c) => Object.hasOwn(VERDICT, c.verdict) ? VERDICT[c.verdict].className : VERDICT_OTHER_CLASS
        )
      },
      columns: [
        ...COMPARISON_COLUMNS,
        { id: "change", header: "change", align: "right", priority: 0 },
        { id: "ci", header: `${level} CI`, align: "right", priority: 2 },
        { id: "verdict", header: "verdict", align: "left", priority: 0 }
      ],
      rows: comparisons.map((c) => {
        const reason = comparisonReason(c);
        const kind = c.verdict === "slower" ? "alert" : c.verdict === "faster" ? "good" : c.verdict === "insufficient_data" ? "muted" : "value";
        return [
          cell(c.provider),
          cell(c.prompt),
          cell(comparedLabel(c.metric, figures)),
          cell(
            shareCell(c, "baseline") ?? (c.baseline_p50 == null ? NA : `${formatNumber(c.baseline_p50)} \xB7 n=${c.baseline_n}`)
          ),
          cell(
            shareCell(c, "current") ?? (c.current_p50 == null ? NA : `${formatNumber(c.current_p50)} \xB7 n=${c.current_n}`)
          ),
          cell(formatPct(c.delta_pct)),
          cell(c.ci_low_pct == null || c.ci_high_pct == null ? NA : formatPctInterval(c)),
          cell(
            (c.share !== void 0 && c.verdict === "slower" ? "worse" : c.share !== void 0 && c.verdict === "faster" ? "better" : Object.hasOwn(VERDICT, c.verdict) ? VERDICT[c.verdict].label : String(c.verdict)) + (reason ? `: ${reason}` : "") + // A change on a group that is not trusted (docs/validity.md): shown, not counted.
            (c.confirmed === false ? " (unconfirmed: the group is not trusted)" : ""),
            c.confirmed === false ? "muted" : kind
          )
        ];
      })
    });
  const why = comparisons.flatMap((c) => {
    const t2 = changeSentence(c);
    return t2 === null ? [] : [[plain(t2)]];
  });
  if (why.length > 0) blocks.push(para(plain("Why it moved:")), list(why, { class: "why" }));
  return { id: "comparisons", heading: "Compared with the baseline", level: 2, blocks };
}
function shareCell(c, side) {
  const s = c.share?.[side];
  if (s === void 0) return null;
  const pct4 = (x) => `${Math.round(100 * x)}%`;
  return s.n === 0 ? NA : `${s.passed}/${s.n} passed [${pct4(s.low)}\u2013${pct4(s.high)}]`;
}
function timingSection(results, all) {
  if (!hasStreamTiming(results)) return null;
  const figures = shownFigures(all, (f) => results.groups.some((g) => groupFigure(g, f.key, f).summary !== null));
  const ids = [...timingFigureDefs(figures).map((f) => f.key), "chunking"];
  const columns = [
    ...NAME_COLUMNS,
    ...timingHeaders(figures).map((header, i) => ({
      id: ids[i],
      header,
      align: header === "chunking" ? "left" : "right",
      // The decode rate and chunking stay; the others go from the right.
      priority: header.startsWith("decode") || header === "chunking" ? 0 : 2 + i
    }))
  ];
  const rows2 = timingGroups(results).map((g) => [
    ...names(g),
    ...timingCells(g, true, figures).map(
      ({ text: text2, present }, i) => ids[i] === "chunking" ? cell(text2, (g.coarse ?? 0) > 0 ? "caution" : "value") : cell(text2, present ? "value" : "withheld")
    )
  ]);
  const blocks = [
    { kind: "table", id: "timing", columns, rows: rows2, html: { class: "timing" } },
    list(
      timingFigures(figures).map((f) => [strong(f.label), plain(`: ${f.meaning}`)]),
      { class: "meanings" }
    ),
    para(plain(TRUST_SENTENCE))
  ];
  const coarse = coarseSentence(results);
  if (coarse) blocks.push(para(plain(coarse)));
  const fluid = results.analysis.fluidity;
  if ("fluidity_index" in figures && fluid?.ttft_ms !== void 0 && fluid.tpot_ms !== void 0)
    blocks.push(
      para(
        plain(
          `Fluidity targets: first token by ${fluid.ttft_ms} ms, then one every ${fluid.tpot_ms} ms (analysis.fluidity); a request is fluid at ${fluid.target_index ?? DEFAULT_TARGET_INDEX} or more.`
        )
      )
    );
  return { id: "timing", heading: "Stream timing (streamed responses only)", level: 2, blocks };
}
function hiddenSection(results) {
  const lines2 = hiddenReasoningLines(results.groups);
  if (lines2.length === 0) return null;
  return {
    id: "hidden-reasoning",
    heading: "Hidden reasoning",
    level: 2,
    blocks: [
      para(
        plain(
          "The provider counted reasoning tokens that never crossed the wire (reasoning models that stream no reasoning, or only a summary). They were generated before or between the visible text, so the streaming rate leaves them out and TTFT, the first visible text, includes the time spent on them."
        )
      ),
      list(
        lines2.map(({ g, text: text2 }) => [plain(`${g.provider} / ${g.prompt}: ${text2}`)]),
        { class: "hidden-reasoning" }
      )
    ]
  };
}
var brief = (items, html) => ({
  kind: "list",
  items,
  brief: true,
  ...html ? { html } : {}
});
function serverSection(results) {
  const groups = results.groups.filter((g) => g.server_tps !== null);
  if (groups.length === 0) return null;
  return {
    id: "server-rate",
    heading: "Server-reported generation rate",
    level: 2,
    blocks: [
      para(
        plain("tokens / the generation time the server reports about itself (Ollama "),
        code("eval_duration"),
        plain(", Groq "),
        code("completion_time"),
        plain(", llama.cpp "),
        code("predicted_ms"),
        plain(
          "): never merged with the two client-observed figures. A server rate far above the client-observed post-first-content rate is evidence of buffering between them."
        )
      ),
      {
        kind: "table",
        id: "server-rate",
        columns: [
          ...NAME_COLUMNS,
          { id: "n_server", header: "n", align: "right", priority: 2 },
          { id: "server_tps", header: `${FIGURES.server_tps.label} p50`, align: "right", priority: 0 },
          { id: "client", header: `client ${FIGURES.post_first_content_tps.label} p50`, align: "right", priority: 1 },
          { id: "ratio", header: "server / client", align: "right", priority: 0 }
        ],
        rows: groups.map((g) => {
          const server = g.server_tps.p50;
          const client = g.post_first_content_tps?.p50 ?? null;
          return [
            ...names(g),
            cell(String(g.n_server)),
            cell(formatTps(server)),
            client === null ? cell(naPostFirstContent(g), "withheld") : cell(formatTps(client)),
            client !== null && client > 0 ? cell(`${formatNumber(server / client)}\xD7`) : cell(NA, "withheld")
          ];
        })
      }
    ]
  };
}
function serverViewSection(results) {
  const lines2 = groupServerLines(results.groups);
  if (lines2.length === 0) return null;
  return {
    id: "server-view",
    heading: "The server's own view (metrics_url)",
    level: 3,
    blocks: lines2.map((l) => para(plain(l)))
  };
}
function promptCacheSection(results) {
  const lines2 = promptCacheLines(results.groups);
  if (lines2.length === 0) return null;
  return { id: "prompt-cache", heading: "Prompt cache", level: 3, blocks: lines2.map((l) => para(plain(l))) };
}
function servedSection(results) {
  const lines2 = results.groups.flatMap((g) => {
    const models = g.served_models ?? [];
    if (models.length === 0) return [];
    const who = `${g.provider} / ${g.prompt}${g.location !== void 0 ? ` from ${g.location}` : ""}`;
    const what = models.map((m) => `${servedLabel(m)} (${m.n})`).join(", ");
    const asked = models.some((m) => m.model !== null && m.model !== g.model) ? `; asked for ${g.model}` : "";
    const mixed = models.length > 1 ? "; more than one answered in this run" : "";
    return [`${who}: ${what}${asked}${mixed}`];
  });
  if (lines2.length === 0) return null;
  return { id: "served", heading: "What answered", level: 2, blocks: lines2.map((l) => para(plain(l))) };
}
function flaggedSection(results) {
  const flags = results.flagged;
  if (flags.length === 0)
    return {
      id: "flagged",
      heading: "Flagged",
      level: 2,
      blocks: [para(plain("None: every measured request streamed, at a plausible rate."))]
    };
  const tally2 = flagTally(flags);
  const reasons = tally2.byReason.map(({ reason, n: n3 }) => `${n3} ${reasonLabel(reason)}`).join(", ");
  const info = tally2.reachedMaxTokens > 0 ? `; ${tally2.reachedMaxTokens} reached max_tokens (the length the config asked for: listed, not for review)` : "";
  return {
    id: "flagged",
    heading: "Flagged",
    level: 2,
    blocks: [
      para(
        plain(
          `${tally2.review} request${tally2.review === 1 ? "" : "s"} flagged for review (${reasons}; a request can have several reasons)${info}. Warmups are not listed. One line per provider, prompt and reason: how many, the trace ids in `
        ),
        code("traces.ndjson"),
        plain(", and the rule or error (an example where the requests differ only in their figures).")
      ),
      brief(
        groupFlags(flags).map((g) => {
          const details = g.details.slice(0, 3).map((d) => truncate(oneLine(d), MAX_DETAIL)).join("; ");
          return [
            { ...strong(FLAG_REASON[g.reason].label), html: { class: `badge ${FLAG_REASON[g.reason].badge}` } },
            plain(` ${g.provider} / ${g.prompt}, ${g.ids.length} request${g.ids.length === 1 ? "" : "s"}`),
            // The trace ids: what a reader looks up in traces.ndjson, and what a short view leaves out first.
            { text: " (", detail: true },
            ...g.ids.flatMap(
              (id, i) => i === 0 ? [{ ...code(id), detail: true, request: id }] : [
                { text: ", ", detail: true },
                { ...code(id), detail: true, request: id }
              ]
            ),
            { text: ")", detail: true },
            plain(
              `: ${g.varied && g.details.length === 1 ? "e.g. " : ""}${details}` + (g.details.length > 3 ? ` (and ${g.details.length - 3} other kinds)` : "")
            )
          ];
        }),
        { class: "flagged", itemClass: groupFlags(flags).map((g) => `flag f-${g.reason}`) }
      )
    ]
  };
}
function thresholdsSection(results) {
  const a = results.analysis;
  const item = (key, value, ...text2) => [code(key), plain(`: ${value}. `), ...text2];
  return {
    id: "thresholds",
    heading: "Thresholds",
    level: 2,
    blocks: [
      list([
        item(
          "min_content_reads",
          String(a.min_content_reads),
          plain("A response whose content arrived in fewer network reads is buffered.")
        ),
        item(
          "min_generation_s",
          String(a.min_generation_s),
          plain("A response whose first-to-last content interval (end minus first content) is shorter is buffered.")
        ),
        item(
          "max_plausible_tps",
          String(a.max_plausible_tps),
          plain("A rate above it is flagged implausible, and kept as measured.")
        ),
        item(
          "max_token_disagreement",
          String(a.max_token_disagreement),
          plain(
            "A provider count further than this share from the reference tokenizer's count of the same text is flagged."
          )
        ),
        item(
          "rate_tokens",
          String(a.rate_tokens),
          plain("Which count the rates divide ("),
          code("native"),
          plain(": the provider's own; "),
          code("reference"),
          plain(": one shared tokenizer for all).")
        ),
        item(
          "max_tokens_per_read",
          String(a.max_tokens_per_read ?? NA),
          plain(
            "A streamed response with more tokens per content read is coarse: flagged, its TTFT may be late by up to one read interval."
          )
        )
      ]),
      para(
        plain(
          `These thresholds are conservative guards, not proof of server buffering: a response labelled buffered arrived too much at once to measure a generation rate, which a proxy, gateway or content filter on the way can cause as well as the server. Its time to first token and post-first-content rate are withheld (shown as "${NA_BUFFERED}"); its end-to-end rate is reported. `
        ),
        code("streamgauge reanalyze"),
        plain(" re-labels a run with other thresholds.")
      )
    ]
  };
}
function compactSection(results) {
  const p50 = (g, key) => {
    const s = groupFigure(g, key).summary;
    return s === null ? cell(naOf(g, FIGURES[key]), "withheld") : cell(formatNumber(s.p50), g.implausible > 0 && FIGURES[key].plausibility ? "flagged" : "value");
  };
  return {
    id: "compact",
    // A load run's medians mix every stage: said in the heading, under the stage tables that give each load.
    heading: (results.stages ?? []).length > 0 ? "At a glance, pooled over all stages" : "At a glance",
    level: 2,
    blocks: [
      {
        kind: "table",
        id: "compact",
        columns: [
          nameColumn("provider"),
          nameColumn("prompt", 1),
          { id: "ttft_ms", header: `${FIGURES.ttft_ms.label} p50`, align: "right", priority: 0 },
          {
            id: "post_first_content_tps",
            header: `${FIGURES.post_first_content_tps.label} p50`,
            align: "right",
            priority: 0
          },
          { id: "end_to_end_tps", header: `${FIGURES.end_to_end_tps.label} p50`, align: "right", priority: 0 },
          { id: "streaming", header: "streaming", align: "left", priority: 1 }
        ],
        rows: results.groups.map((g) => [
          cell(g.provider),
          cell(g.prompt),
          p50(g, "ttft_ms"),
          p50(g, "post_first_content_tps"),
          p50(g, "end_to_end_tps"),
          cell(streamingOf(g.streaming).label, g.streaming === "observed" ? "value" : "caution")
        ])
      }
    ]
  };
}
function buildReportDoc(input, ctx = {}) {
  const doc = runModel(input, ctx.figures ?? FIGURES);
  return ctx.outDir || ctx.artifactUrl ? withFileLinks(doc, ctx) : doc;
}
function runReport(results, ctx = {}) {
  return { results, doc: buildReportDoc(results, ctx.figures ? { figures: ctx.figures } : {}) };
}
function reportOf(input, ctx = {}) {
  return isRunReport(input) ? input : runReport(input, ctx);
}
function isRunReport(input) {
  return "doc" in input && "results" in input;
}
function runModel(input, figures) {
  const results = withLocationLabels(input);
  const level = ciLevelPct(results);
  return docOf("streamgauge results", [
    headline(results),
    validitySection(results),
    againstSection(results, figures),
    countsSection(results),
    skippedSection(results),
    stallsSection(results),
    retriesSection(results),
    loadSection(results, figures),
    cardsSection(results),
    provenanceSection(results),
    regressionHeadline(results, figures),
    introSection(),
    overviewSection(results),
    workloadSection(results),
    ...rankedFigureDefs(figures).map((f) => rankingSection(results, f, level)),
    crossLocationSection(results),
    rankNotesSection(results, level),
    hiddenSection(results),
    timingSection(results, figures),
    toolCallsSection(results),
    imagesSection(results),
    serverSection(results),
    serverViewSection(results),
    promptCacheSection(results),
    servedSection(results),
    comparisonSection(results, figures),
    flaggedSection(results),
    thresholdsSection(results)
  ]);
}
var HEADLINE_SECTIONS = [
  "headline",
  "validity",
  "against",
  "counts",
  "skipped",
  "stalls",
  "retries"
];
var SUMMARY_LEAVES_OUT = ["against", "counts", "cards", "overview"];

// src/report/report-data.ts
var REPORT_DATA_SCHEMA = "streamgauge.report-data/1";
var DIST_BINS = 60;
var TIMELINE_FLAGGED = 50;
var TIMELINE_SAMPLE = 6;
function timelineAnchor(index) {
  return `req-${index}`;
}
function embeddedReportData(data) {
  if (data.sampled === void 0) return data;
  const held = [];
  data.requests.forEach((r, i) => {
    if (r !== null) held.push([i, r]);
  });
  return { ...data, requests: { length: data.requests.length, held } };
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
function byCompared(value) {
  return Object.fromEntries(COMPARED_KEYS.map((k) => [k, value(k)]));
}
function requestValueOf(r, k) {
  const v = r[k];
  return typeof v === "number" ? v : null;
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
    const tally2 = (streamed, buffered) => finite(streamed) !== null && finite(buffered) !== null ? ` (${String(streamed)} streamed, ${String(buffered)} buffered)` : "";
    out.push({
      provider: sanitizeText(o.provider),
      prompt: sanitizeText(o.prompt),
      baseline_streaming: str(o.baseline_streaming),
      current_streaming: str(o.current_streaming),
      change: str(o.change),
      alert: o.alert === true,
      detail: `baseline ${streamingOf(str(o.baseline_streaming)).label}${tally2(o.baseline_streamed, o.baseline_buffered)}, now ${streamingOf(str(o.current_streaming)).label}${tally2(o.current_streamed, o.current_buffered)}`
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
      p50: byCompared((k) => figureSummary(g, k)?.p50 ?? null)
    }))
  };
}
function buildHistory(results, history) {
  const same = (r) => r.run.started_at === results.run.started_at && r.run.config_sha256 === results.run.config_sha256;
  const earlier = history.filter((r) => r && r.run && Array.isArray(r.groups) && !same(r)).sort((a, b) => a.run.started_at < b.run.started_at ? -1 : a.run.started_at > b.run.started_at ? 1 : 0).slice(-(MAX_HISTORY - 1));
  return [...earlier.map((r) => historyRun(r, false)), historyRun(results, true)];
}
function timelineSelection(results, groupOf, flagged, cap) {
  const keep = new Uint8Array(results.requests.length);
  const byGroup = /* @__PURE__ */ new Map();
  results.requests.forEach((r, i) => {
    const gi = groupOf(r);
    let list2 = byGroup.get(gi);
    if (list2 === void 0) byGroup.set(gi, list2 = []);
    list2.push(i);
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
    if (isRate(key) && r.client_stalled === true) continue;
    const v = requestValueOf(r, key);
    if (v !== null && Number.isFinite(v)) values.push(v);
  }
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const asArray = sorted;
  const rate = isRate(key);
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
function reportTraceIds(results, cap = DEFAULT_TIMELINES_PER_GROUP) {
  const groupIndex = /* @__PURE__ */ new Map();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt, g.location), i));
  const flagged = new Set(results.flagged.map((f) => f.id));
  const groupOf = (r) => groupIndex.get(groupKey(r.provider, r.prompt, r.location)) ?? -1;
  const { keep, cut } = timelineSelection(results, groupOf, (id) => flagged.has(id), cap);
  if (cut.size === 0) return null;
  const ids = /* @__PURE__ */ new Set();
  results.requests.forEach((r, i) => {
    if (keep[i]) ids.add(r.id);
  });
  return ids;
}
function buildReportData(results, traces, ctx = {}) {
  const groupIndex = /* @__PURE__ */ new Map();
  results.groups.forEach((g, i) => groupIndex.set(groupKey(g.provider, g.prompt, g.location), i));
  const several = new Set(results.groups.map((g) => g.location ?? null)).size > 1;
  const shownProvider = (g) => several ? `${g.provider} @ ${g.location ?? "(no location)"}` : g.provider;
  const flagsById = /* @__PURE__ */ new Map();
  for (const f of results.flagged) {
    const list2 = flagsById.get(f.id) ?? [];
    if (!list2.includes(f.reason)) list2.push(f.reason);
    flagsById.set(f.id, list2);
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
    const request = {
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
    for (const k of COMPARED_KEYS)
      if (!Object.hasOwn(request, k) && figureDef(k).share !== true) request[k] = requestValueOf(r, k);
    return request;
  });
  const groupMembers = /* @__PURE__ */ new Map();
  if (cut.size > 0)
    for (const r of results.requests) {
      const gi = groupOf(r);
      if (!cut.has(gi)) continue;
      let list2 = groupMembers.get(gi);
      if (list2 === void 0) groupMembers.set(gi, list2 = []);
      list2.push(r);
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
      ci: byCompared((k) => groupInterval(g, k)),
      itl_ms: g.itl_ms ?? null,
      chunk_gap_ms: g.chunk_gap_ms ?? null,
      coarse: g.coarse ?? 0,
      ...cut.has(gi) ? {
        dist: byCompared((k) => groupDist(groupMembers.get(gi) ?? [], k, max))
      } : {}
    })),
    requests,
    ...cut.size > 0 ? { sampled: { timelines_per_group: cap, shown, total: results.requests.length } } : {},
    history: buildHistory(results, ctx.history ?? []),
    comparisons: comparisonsOf(results),
    streaming_changes: streamingChangesOf(results),
    examples: exampleRequests(requests)
  };
}
function exampleRequests(requests) {
  const first = (pick) => {
    const i = requests.findIndex((r) => r !== null && !r.warmup && r.timeline !== null && pick(r));
    return i < 0 ? null : i;
  };
  return {
    streamed: first((r) => r.outcome === "streamed" && r.flags.length === 0) ?? first((r) => r.outcome === "streamed"),
    // The burst that shows it best: the buffered request with the fewest content reads (the first of those).
    buffered: requests.reduce((best, r, i) => {
      if (r === null || r.warmup || r.timeline === null || r.outcome !== "buffered") return best;
      const b = best === null ? null : requests[best];
      return b === null || r.content_reads < b.content_reads ? i : best;
    }, null)
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
      const short = p.offered_not_reached ? " (offered load not reached)" : "";
      const fill = short ? `fill="none" stroke="${s.color}" stroke-width="1.5"` : `fill="${s.color}"`;
      parts.push(
        `<circle class="point ${s.cls}${short ? " not-reached" : ""}" data-stage="${p.stage}" cx="${f(px(p.output_token_throughput))}" cy="${f(py(y))}" r="3.5" ${fill}><title>stage ${p.stage} (${t(p.label)})${short}: ${esc(formatNumber(p.output_token_throughput))} tok/s, ${esc(title)} ${s.name} ${esc(formatNumber(y))} ms</title></circle>`
      );
      if (s.cls === "p50") {
        const x = px(p.output_token_throughput);
        const right = x > W - M.right - 60;
        parts.push(
          `<text class="point-label" data-stage="${p.stage}" x="${f(right ? x - 5 : x + 5)}" y="${f(p.stage % 2 === 0 ? py(y) - 6 : py(y) + 14)}"${right ? ' text-anchor="end"' : ""} font-size="10" fill="${PAGE_COLOUR.fg}">${t(p.label)}${short ? " (not reached)" : ""}</text>`
        );
      }
    }
  }
  const none = pts.every((p) => p[metric] === null) ? `<text x="${W / 2}" y="${H / 2}" text-anchor="middle" font-size="12" fill="${PAGE_COLOUR.buffered}">no streamed response: n/a (buffered)</text>` : "";
  return `<svg class="curve" data-metric="${metric}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)} against output tokens per second">${parts.join("")}${none}</svg>`;
}
function loadCurvesKey(results) {
  const slo = results.slo ?? null;
  const short = (results.stages ?? []).some((s) => s.offered_not_reached);
  return `Each point is one stage, its p50 labelled with its load: solid blue p50, dashed orange p99${short ? "; a hollow point is a stage that did not reach its offered load" : ""}${slo ? `; the dotted red line is the SLO (${sloText(slo)})` : ""}.`;
}
function loadCurvesHtml(results, provider, prompt) {
  const own = (results.stages ?? []).filter((s) => s.provider === provider && s.prompt === prompt);
  if (own.length === 0) return "";
  const slo = results.slo ?? null;
  return [
    '<div class="curves">',
    curve(own, "ttft_ms", "TTFT", slo?.ttft_ms),
    curve(own, "tpot_ms", "TPOT", slo?.tpot_ms),
    "</div>"
  ].join("\n");
}

// src/report/report-script.ts
var SCRIPT = '"use strict";(()=>{var Ge=Object.defineProperty;var me=Object.getOwnPropertySymbols;var Ie=Object.prototype.hasOwnProperty,Oe=Object.prototype.propertyIsEnumerable;var fe=(e,t,n)=>t in e?Ge(e,t,{enumerable:!0,configurable:!0,writable:!0,value:n}):e[t]=n,Q=(e,t)=>{for(var n in t||(t={}))Ie.call(t,n)&&fe(e,n,t[n]);if(me)for(var n of me(t))Oe.call(t,n)&&fe(e,n,t[n]);return e};function C(e){let t=-1/0;for(let n=0;n<e.length;n++){let o=e[n];if((o>t||Number.isNaN(o))&&(t=o),Number.isNaN(t))return NaN}return t}var v=["streamed"],K=["streamed","buffered"],Y={ttft_ms:{key:"ttft_ms",label:"TTFT ms",title:"Time to first token (ms)",name:"TTFT",meaning:"time from dispatch to the first generated content (reasoning or answer) of a streamed response.",unit:"ms",better:"lower",feeds:v,n:"n_ttft",ci:"ttft_ms_ci",ranked:{place:3,table:"time to first token",best:"quickest to first token"},compared:{between:"to first token",stage:"TTFT",words:{faster:"{a} reaches first token {pct} sooner than {b}",slower:"{a} takes {pct} longer to first token than {b}"}},trended:!0,exported:{name:"TTFT"},streamedTokens:!1,perStage:{place:1,field:"ttft_ms",header:"TTFT p50 / p99 ms",cell:"p50 / p99",streamedOnly:!0,trended:!0},timing:!1,plausibility:null},ttfa_ms:{key:"ttfa_ms",label:"TTFA ms",title:"Time to first answer (ms)",name:"TTFA",meaning:"time from dispatch to the first answer text (reasoning excluded) of a streamed response.",unit:"ms",better:"lower",feeds:v,n:"n_ttfa",ci:null,ranked:!1,compared:!1,trended:!0,exported:!1,streamedTokens:!1,perStage:!1,timing:!1,plausibility:null},post_first_content_tps:{key:"post_first_content_tps",label:"post-first-content tok/s",title:"Post-first-content throughput (tok/s)",name:"post-first-content",meaning:"output tokens / (end \\u2212 first content), over streamed responses only.",unit:"tok/s",better:"higher",feeds:v,n:"n_post_first_content",ci:"post_first_content_tps_ci",ranked:{place:1,table:"post-first-content",best:"fastest post-first-content",always:!0},compared:{between:"post-first-content",stage:"post-first-content tok/s"},trended:!0,exported:{name:"post-first-content throughput"},streamedTokens:!0,perStage:!1,timing:{place:3,cell:"p50",header:"post-first tok/s p50",explained:!1},plausibility:"max_plausible_tps"},end_to_end_tps:{key:"end_to_end_tps",label:"end-to-end tok/s",title:"End-to-end throughput (tok/s)",name:"end-to-end",meaning:"output tokens / (end \\u2212 dispatch), over every successful response, streamed or buffered.",unit:"tok/s",better:"higher",feeds:K,n:"n_end_to_end",ci:"end_to_end_tps_ci",ranked:{place:2,table:"end-to-end",best:"fastest end to end",always:!0},compared:{between:"end to end",stage:"end-to-end tok/s"},trended:!0,exported:{name:"end-to-end throughput"},streamedTokens:!1,perStage:!1,timing:!1,plausibility:"max_plausible_tps"},total_ms:{key:"total_ms",label:"total ms",title:"Total time (ms)",name:"total",meaning:"time from dispatch to the end of the body, over successful responses.",unit:"ms",better:"lower",feeds:K,n:"n_total",ci:null,ranked:!1,compared:!1,trended:!1,exported:!1,streamedTokens:!1,perStage:{place:4,field:"e2e_ms",header:"E2E p50 / p99 ms",cell:"p50 / p99",streamedOnly:!1,trended:!1},timing:!1,plausibility:null},server_tps:{key:"server_tps",label:"server tok/s",title:"Server-reported rate (tok/s)",name:"server rate",meaning:"the generation rate the provider itself reports (usage timings), where it reports one.",unit:"tok/s",better:"higher",feeds:K,n:"n_server",ci:null,ranked:!1,compared:!1,trended:!0,exported:!1,streamedTokens:!1,perStage:!1,timing:!1,plausibility:null},decode_tps:{key:"decode_tps",label:"decode tok/s",title:"Decode rate (tok/s)",name:"decode rate",meaning:"1000 / TPOT: the generation rate after the first read, which a first read of many tokens does not inflate.",unit:"tok/s",better:"higher",feeds:v,n:"n_decode",ci:"decode_tps_ci",ranked:{place:4,table:"decode rate",best:"fastest decoding"},compared:!1,trended:!0,exported:!1,streamedTokens:!1,perStage:!1,timing:{place:2,cell:"p50/p90",counts:!0,explained:!0},plausibility:"max_plausible_tps"},tpot_ms:{key:"tpot_ms",label:"TPOT ms",title:"Time per output token (ms)",name:"TPOT",meaning:"time per output token after the first content read: (last \\u2212 first content) / (tokens \\u2212 the first read\\u2019s tokens); for a one-token-a-read stream, vLLM\\u2019s TPOT.",unit:"ms",better:"lower",feeds:v,n:"n_decode",ci:null,ranked:!1,compared:!1,trended:!0,exported:!1,streamedTokens:!1,perStage:{place:2,field:"tpot_ms",header:"TPOT p50 / p99 ms",cell:"p50 / p99",streamedOnly:!0,trended:!0},timing:{place:1,cell:"p50/p90",explained:!0},plausibility:null},itl_ms:{key:"itl_ms",label:"ITL ms",title:"Inter-token latency (ms)",name:"ITL",meaning:"inter-token latency: each gap between content reads spread evenly over the tokens of the read that ended it, one sample per token.",unit:"ms",better:"lower",feeds:v,n:null,ci:null,ranked:!1,compared:!1,trended:!1,exported:!1,streamedTokens:!1,perStage:{place:3,field:"itl_ms",header:"ITL p50 ms",cell:"p50",streamedOnly:!0,trended:!1},timing:{place:4,cell:"p50/p99",explained:!0},plausibility:null},max_gap_ms:{key:"max_gap_ms",label:"max gap ms",title:"Longest gap between content reads (ms)",name:"max gap",meaning:"the longest silence between two content reads after first content (a stall), per request.",unit:"ms",better:"lower",feeds:v,n:null,ci:null,ranked:!1,compared:!1,trended:!1,exported:!1,streamedTokens:!1,perStage:!1,timing:{place:5,cell:"p50/max",explained:!0},plausibility:null},ttst_ms:{key:"ttst_ms",label:"TTST ms",title:"Time to second token (ms)",name:"TTST",meaning:"time from dispatch to the content read that carried the second token (TTFT when the first read carried two): TTFT\\u2019s next step, where a stall right after the first token shows.",unit:"ms",better:"lower",feeds:v,n:null,ci:null,ranked:!1,compared:!1,trended:!1,exported:!1,streamedTokens:!1,perStage:!1,timing:{place:0,cell:"p50/p90",explained:!0},plausibility:null},fluidity_index:{key:"fluidity_index",label:"fluidity",title:"Fluidity index (0\\u20131)",name:"fluidity",meaning:"the share of token deadlines met (analysis.fluidity\\u2019s TTFT and TPOT targets): on-time tokens / (on-time tokens + missed deadlines); 1 is a stream a reader never saw stop, its p10 the stalled tail.",unit:"index",better:"higher",feeds:v,n:"n_fluidity",ci:"fluidity_index_ci",ranked:!1,compared:!1,trended:!1,exported:!1,streamedTokens:!1,perStage:{place:5,field:"fluidity_index",header:"fluidity p50 / p10",cell:"p50 / p10",streamedOnly:!0,trended:!1},timing:{place:6,cell:"p50/p10",counts:!0,explained:!0},plausibility:null,onlyWithValues:!0},check_pass_rate:{key:"check_pass_rate",label:"checks passed",title:"Answers that passed their checks",name:"check pass rate",meaning:"the share of successful requests whose answer passed every check of its prompt\'s expect: (Wilson 95% interval).",unit:"share",better:"higher",share:!0,feeds:K,n:"n_check",ci:"check_pass_rate_ci",ranked:!1,compared:{between:"in answers that passed their checks",stage:"checks passed"},trended:!0,exported:!1,streamedTokens:!1,perStage:!1,timing:!1,plausibility:null},ttftc_ms:{key:"ttftc_ms",label:"TTFTC ms",title:"Time to first tool-call content (ms)",name:"TTFTC",meaning:"time from dispatch to the first tool-call content (its name or first argument delta), over successful requests that made tool calls, streamed or buffered.",unit:"ms",better:"lower",feeds:K,n:"n_ttftc",ci:"ttftc_ms_ci",ranked:!1,compared:!1,trended:!1,exported:!1,streamedTokens:!1,perStage:!1,timing:!1,plausibility:null,onlyWithValues:!0},tool_args_tps:{key:"tool_args_tps",label:"args tok/s",title:"Tool-call arguments rate (tok/s)",name:"arguments rate",meaning:"tool-call argument tokens after the first arguments read / (last \\u2212 first arguments read), over requests whose arguments streamed (min_content_reads reads over min_generation_s); buffered arguments have none.",unit:"tok/s",better:"higher",feeds:K,n:"n_tool_args",ci:"tool_args_tps_ci",ranked:!1,compared:!1,trended:!1,exported:!1,streamedTokens:!1,perStage:!1,timing:!1,plausibility:"max_plausible_tps",onlyWithValues:!0}};var be=Object.values(Y);function ee(e){return be.filter(e).map(t=>t.key)}var it=be.filter(e=>e.ranked!==!1).sort((e,t)=>e.ranked.place-t.ranked.place).map(e=>e.key),z=ee(e=>e.compared!==!1),at=ee(e=>e.trended),lt=ee(e=>e.exported!==!1);function Pe(e=Y){return Object.values(e).filter(t=>t.timing!==!1).sort((t,n)=>t.timing.place-n.timing.place)}var ut=Pe().filter(e=>e.timing.explained).map(e=>e.key);function He(e,t){return Object.prototype.hasOwnProperty.call(e,t)}var M={error:{label:"failed",style:"red",badge:"b-error"},buffered:{label:"buffered",style:"yellow",badge:"b-buffered"},implausible:{label:"implausible",style:"magenta",badge:"b-implausible"},token_mismatch:{label:"token count",style:"cyan",badge:"b-token_mismatch"},hidden_reasoning:{label:"hidden reasoning",style:"cyan",badge:"b-hidden_reasoning"},coarse:{label:"coarse",style:"yellow",badge:"b-coarse"},truncated:{label:"reached max_tokens",style:"dim",badge:"b-truncated"},content_filter:{label:"content filter",style:"yellow",badge:"b-content_filter"},short_output:{label:"short output",style:"yellow",badge:"b-short_output"},client_stalled:{label:"client stalled",style:"magenta",badge:"b-client_stalled"},check_failed:{label:"check failed",style:"red",badge:"b-error"}};var te={ranked:"cyan",withheld:"yellow",caution:"yellow",alert:"red",heading:"bold"},ct={observed:{label:"observed",style:void 0,note:null},not_observed:{label:"not observed",style:te.caution,note:null},mixed:{label:"mixed",style:te.caution,note:null},unknown:{label:"unknown",style:te.caution,note:"nothing succeeded"}};var ne=Object.fromEntries(z.map(e=>{let t=Y[e],n=t.ranked!==!1&&t.ranked.place===1,o=t.share===!0;return[e,{label:t.label,title:t.title,unit:t.unit,share:o,answered:t.feeds.includes("buffered"),headline:n}]}));var ge={faster:{label:"faster",style:"cyan",className:"v-faster",page:{background:"#dcfce7",color:"#166534"},strong:!0},slower:{label:"slower",style:"red",className:"v-slower",page:{background:"#fee2e2",color:"#991b1b"},strong:!0},no_change:{label:"no change",style:void 0,className:"v-same",page:{background:"#e5e7eb",color:"#374151"},strong:!1},insufficient_data:{label:"not enough data",style:"dim",className:"v-none",page:{background:"#fef3c7",color:"#92400e"},strong:!1}};function he(e){return He(ge,e)?ge[e]:void 0}var ye="v-other";var m={streamed:"#2563eb",buffered:"#d97706",error:"#dc2626",reasoning:"#7c3aed",ok:"#15803d",headers:"#6b21a8",byte:"#0f766e",coarse:"#b45309",implausible:"#9f1239",wait:"#e3e6ea",gen:"#dbeafe",other:"#8b95a1",axis:"#9aa3ad",fg:"#1b1f24",muted:"#5b6470",panel:"#f6f8fa",ink:"#111827",grid:"#e3e6ea",curveGrid:"#e5e7eb",range:"#6b7280",box:"#e8eefc",boxEdge:"#93a5c9",median:"#1e3a8a",white:"#fff"};function xe(e){if(!Number.isFinite(e))return String(e);let t=Math.abs(e),n=t>=100?0:t>=10?1:2,o=e.toFixed(n);return/^-0(\\.0*)?$/.test(o)&&(o=o.slice(1)),Ve(o)}function Ve(e){let t=/^(-?)(\\d+)(\\.\\d+)?$/.exec(e);if(!t)return e;let[,n="",o="",r=""]=t;return n+o.replace(/\\B(?=(\\d{3})+(?!\\d))/g,",")+r}function I(e){return`req-${e}`}function ke(e){if(Array.isArray(e))return e;let t=new Array(e.length).fill(null);for(let[n,o]of e.held)t[n]=o;return t}function O(e){if(!(e>0))return 1;let t=Math.pow(10,Math.floor(Math.log10(e))),n=e/t;return(n<=1?1:n<=2?2:n<=2.5?2.5:n<=5?5:10)*t}function re(e,t){var r;let n=e/t,o=Math.pow(10,Math.floor(Math.log10(n)));return(r=[1,2,5,10].map(s=>s*o).find(s=>s>=n*(1-1e-9)))!=null?r:10*o}function F(e,t,n){let o=t-e;if(!(o>0))return[e];let r=re(o,n),s=Math.ceil(e/r),i=[];for(let a=s;a*r<=t+r*1e-9;a++)i.push(Number((a*r).toPrecision(12)));return i}function oe(e,t){if(!(e>0))return 1;let n=re(e,t);return Number((Math.ceil(e/n-1e-9)*n).toPrecision(12))}function se(e){let t="",n=!1;for(let o of e){if(o===null){n=!1;continue}t+=(n?"L":"M")+o[0].toFixed(1)+" "+o[1].toFixed(1),n=!0}return t}var _e="http://www.w3.org/2000/svg";function Re(e,t,n){let o=document.createElementNS(_e,e);for(let r of Object.keys(t))o.setAttribute(r,String(t[r]));if(n){let r=document.createElementNS(_e,"title");r.textContent=n,o.appendChild(r)}return o}function b(e,t,n,o){let r=Re(t,n,o);return e&&e.appendChild(r),r}function U(e,t,n){let o=b(e,"text",t);return o.textContent=n,o}function w(e,t){return Re("svg",{viewBox:"0 0 "+e+" "+t,width:e,height:t,preserveAspectRatio:"xMinYMid meet",role:"img"})}function W(e,t,n,o){b(e,"line",{x1:t.from,x2:t.to,y1:t.y,y2:t.y,stroke:t.stroke});for(let r of n)b(e,"line",{x1:t.x(r),x2:t.x(r),y1:t.y-t.tick,y2:t.y,stroke:t.stroke}),U(e,{x:t.x(r),y:t.labelY,"text-anchor":"middle"},o(r))}function Te(e,t,n,o){for(let r of n){let s=t.y(r);b(e,"line",Q({x1:t.from,x2:t.to,y1:s,y2:s},t.line)),U(e,{x:t.labelX,y:s+3,"text-anchor":"end"},o(r))}}function we(){var t;let e=JSON.parse((t=document.getElementById("sg-data").textContent)!=null?t:"{}");return{data:e,groups:e.groups,requests:ke(e.requests),metrics:z.filter(n=>!ne[n].share||e.history.some(o=>o.groups.some(r=>r.p50[n]!=null))).map(n=>{let{unit:o,label:r,answered:s,headline:i}=ne[n];return{key:n,unit:o,label:r,answered:s,headline:i}})}}function d(e,t,n){let o=document.createElement(e);return t&&(o.className=t),n!=null&&(o.textContent=String(n)),o}function f(e){return e==null?"n/a":xe(e)}function L(e){return Number.isInteger(e)&&Math.abs(e)<100?String(e):f(e)}function Ee(e,t){return b(e,"a",{href:"#"+I(t)})}function ie(e){return e.provider+" \\xB7 "+e.prompt}function q(e){let t=d("div","dist-label",ie(e));return t.appendChild(d("span","model",e.model)),t}function ae(e,t,n,o){let r=d("div","dist-axis");r.appendChild(d("span","dist-label",""));let s=w(S,18);return W(s,{x:e,from:N,to:S-H,y:16,tick:4,labelY:9,stroke:m.axis},F(0,t,5),L),o&&U(s,{x:S-2,y:9,"text-anchor":"end",fill:m.error},"\\u226B"),r.appendChild(s),r.appendChild(d("span","dist-stats",n)),r}function X(e,t){let n=(e.length-1)*t,o=e[Math.floor(n)],r=e[Math.ceil(n)];return o+(r-o)*(n-Math.floor(n))}var S=600,E=34,N=8,H=22;function ve(e){let{data:t,groups:n,requests:o}=e;e.metrics.forEach(r=>{let s=document.getElementById("dist-"+r.key);if(!s)return;let i=s.querySelector(".dist-body"),a=n.map((p,x)=>{if(p.dist){let y=p.dist[r.key];return{g:p,gi:x,points:[],buffered:y?y.buffered:0,failed:y?y.failed:0,dist:y}}let k=[];o.forEach((y,T)=>{y&&y.group===x&&!y.warmup&&k.push({r:y,i:T})});let R=[];for(let y of k){let T=y.r[r.key];T!==null&&y.r.outcome!=="error"&&R.push({r:y.r,i:y.i,v:T})}return{g:p,gi:x,points:R,buffered:k.filter(y=>y.r.outcome==="buffered").length,failed:k.filter(y=>y.r.outcome==="error").length,dist:null}}),u=[],l=[];a.forEach(p=>{p.points.forEach(x=>{u.push(x.v),(r.unit==="ms"||x.v<=t.max_plausible_tps)&&l.push(x.v)}),p.dist&&(u.push(p.dist.max),p.dist.over>0&&u.push(p.dist.max),p.dist.top!==null&&l.push(p.dist.top))}),u.length===0&&i.appendChild(d("p","note","No request has this figure."));let c=O(Math.max(C(l.length?l:u),0)),g=p=>N+Math.min(p,c)/c*(S-N-H);i.appendChild(ae(g,c,r.unit,u.length>l.length)),a.forEach(p=>i.appendChild($e(e,r,p,g,c)))})}function $e(e,t,n,o,r){let s=d("div","dist-row");s.setAttribute("data-group",String(n.gi)),s.appendChild(q(n.g));let i=w(S,E);if(i.setAttribute("class","dist-plot"),n.dist)return Ye(e,s,i,t,n,n.dist,o,r);let a=n.points.map(l=>l.v).sort((l,c)=>l-c),u=E/2;if(a.length>0){let l=X(a,.25),c=X(a,.5),g=X(a,.75);b(i,"line",{x1:o(a[0]),x2:o(a[a.length-1]),y1:u,y2:u,stroke:m.range}),b(i,"rect",{x:o(l),y:u-9,width:Math.max(1,o(g)-o(l)),height:18,fill:m.box,stroke:m.boxEdge,class:"box"},"middle half "+f(l)+" \\u2013 "+f(g)+" "+t.unit),b(i,"line",{x1:o(c),x2:o(c),y1:u-11,y2:u+11,stroke:m.median,"stroke-width":2.5},"median "+f(c)+" "+t.unit);let p=n.g.ci[t.key];p&&b(i,"path",{d:"M"+o(p[0])+" "+(E-3)+"v-3H"+o(p[1])+"v3",fill:"none",stroke:m.ink,"stroke-width":1.2,class:"ci"},"confidence interval of the median: "+f(p[0])+" \\u2013 "+f(p[1]))}return n.points.forEach((l,c)=>Be(i,t,l,c,o,r)),s.appendChild(i),s.appendChild(je(t,n,a,r)),s}function Be(e,t,n,o,r,s){let i=E/2,a=n.r.outcome==="buffered",u=(o*.6180339887%1-.5)*14,l=r(n.v),c=i+u,g=n.r.id+": "+f(n.v)+" "+t.unit+" ("+n.r.outcome+(n.r.implausible?", implausible":"")+(n.r.new_connection?", new connection: "+n.r.connect:"")+")",p=Ee(e,n.i);n.v>s?b(p,"path",{d:"M"+(S-H+4)+" "+(c-5)+"l8 5l-8 5z",fill:m.error,class:"mark over"},g):a?b(p,"path",{d:"M"+l+" "+(c-5)+"l5 5l-5 5l-5 -5z",fill:m.white,stroke:m.buffered,"stroke-width":1.6,class:"mark buffered"},g):b(p,"circle",{cx:l,cy:c,r:3.6,fill:m.streamed,"fill-opacity":.75,stroke:n.r.implausible?m.error:"none","stroke-width":2,class:"mark streamed"},g)}function je(e,t,n,o){let r=d("div","dist-stats");if(n.length>0)r.appendChild(d("span",null,"p50 "+f(X(n,.5))+" ")),r.appendChild(d("span","n","n="+n.length)),r.appendChild(document.createTextNode(" "));else{let a=t.g.streamed===0;r.appendChild(d("span","na",t.g.streamed+t.g.buffered===0?"n/a (all failed) ":a&&!e.answered?"n/a (buffered) ":"n/a "))}let s=e.answered?0:t.buffered;s>0&&r.appendChild(d("span","chip buffered",s+" buffered, not drawn")),e.answered&&t.buffered>0&&r.appendChild(d("span","chip buffered",t.buffered+" buffered \\u25C7")),t.failed>0&&r.appendChild(d("span","chip failed",t.failed+" failed"));let i=t.points.filter(a=>a.v>o).length;return i>0&&r.appendChild(d("span","chip over",i+" above "+f(o)+" \\u226B")),e.headline&&t.g.too_few_samples&&r.appendChild(d("span","chip buffered","too few samples to rank")),r}function Ye(e,t,n,o,r,s,i,a){let u=E/2;if(s){let c=C(s.counts)||1;s.counts.forEach((g,p)=>{if(g===0)return;let x=i(s.lo+p*s.width),k=Math.max(1,g/c*(E-6));b(n,"rect",{x,y:E-3-k,width:Math.max(1,i(s.lo+(p+1)*s.width)-x),height:k,fill:m.streamed,"fill-opacity":.35,class:"bin"},g+" requests "+f(s.lo+p*s.width)+" \\u2013 "+f(s.lo+(p+1)*s.width)+" "+o.unit)}),b(n,"line",{x1:i(s.min),x2:i(Math.min(s.max,a)),y1:u,y2:u,stroke:m.range}),b(n,"rect",{x:i(s.q1),y:u-9,width:Math.max(1,i(s.q3)-i(s.q1)),height:18,fill:"none",stroke:m.boxEdge,class:"box"},"middle half "+f(s.q1)+" \\u2013 "+f(s.q3)+" "+o.unit),b(n,"line",{x1:i(s.q2),x2:i(s.q2),y1:u-11,y2:u+11,stroke:m.median,"stroke-width":2.5},"median "+f(s.q2)+" "+o.unit)}t.appendChild(n);let l=d("div","dist-stats");return s?(l.appendChild(d("span",null,"p50 "+f(s.q2)+" ")),l.appendChild(d("span","n","n="+s.n)),l.appendChild(document.createTextNode(" "))):l.appendChild(d("span","na","n/a ")),!o.answered&&r.buffered>0&&l.appendChild(d("span","chip buffered",r.buffered+" buffered, not drawn")),r.failed>0&&l.appendChild(d("span","chip failed",r.failed+" failed")),s&&s.over>0&&l.appendChild(d("span","chip over",s.over+" above "+f(e.data.max_plausible_tps)+" \\u226B")),t.appendChild(l),t}function Se(e){let t=document.getElementById("dist-itl");if(!t)return;let n=t.querySelector(".dist-body"),o=[];if(e.groups.forEach((i,a)=>{i.itl_ms&&o.push({g:i,gi:a,q:i.itl_ms})}),o.length===0){n.appendChild(d("p","note","No streamed response has an inter-token latency."));return}let r=O(Math.max(C(o.map(i=>i.q.max)),0)),s=i=>N+Math.min(i,r)/r*(S-N-H);n.appendChild(ae(s,r,"ms",!1)),o.forEach(i=>{let a=i.q,u=d("div","dist-row itl-row"),l=E/2;u.setAttribute("data-group",String(i.gi)),u.appendChild(q(i.g));let c=w(S,E);c.setAttribute("class","itl-plot"),b(c,"line",{x1:s(a.min),x2:s(a.max),y1:l,y2:l,stroke:m.range,class:"range"},"min "+f(a.min)+" \\u2013 max "+f(a.max)+" ms"),b(c,"rect",{x:s(a.p50),y:l-8,width:Math.max(2,s(a.p90)-s(a.p50)),height:16,fill:m.box,stroke:m.boxEdge,class:"box"},"p50 "+f(a.p50)+" \\u2013 p90 "+f(a.p90)+" ms"),b(c,"line",{x1:s(a.p99),x2:s(a.p99),y1:l-10,y2:l+10,stroke:m.error,"stroke-width":2,class:"p99"},"p99 "+f(a.p99)+" ms"),u.appendChild(c);let g=d("div","dist-stats");g.appendChild(d("span",null,"p50 "+f(a.p50)+" \\xB7 p99 "+f(a.p99)+" ")),i.g.coarse>0&&g.appendChild(d("span","chip buffered",i.g.coarse+" coarse")),u.appendChild(g),n.appendChild(u)})}var V=1e3,ze=36,$=6,le=14,_=27,Ue=7;function ue(e){let t=e.at[6];return t===null&&e.reads.forEach(n=>t=Math.max(t||0,n[0])),t===null?0:t}function Ce(e){let t=0,n=1;return e.forEach(o=>{!o||!o.timeline||(t=Math.max(t,ue(o.timeline)),o.timeline.content.forEach(r=>n=Math.max(n,r[1]+r[2])))}),t=t>0?t:1,{maxEnd:t,maxChars:n,shared:document.getElementById("tl-shared")}}function A(e,t,n){let o=Number(n.getAttribute("data-index")),r=t.shared&&!t.shared.checked?"own":"shared";if(n.getAttribute("data-drawn")===r)return;let s=e.requests[o],i=s.timeline,a=n.querySelector(".tl-plot");for(;a.firstChild;)a.removeChild(a.firstChild);if(n.setAttribute("data-drawn",r),!i){a.appendChild(d("span","note","no trace for this request in traces.ndjson"));return}let u=r==="own"?Math.max(ue(i),1):t.maxEnd,l=g=>$+Math.max(0,g)/u*(V-$-le),c=w(V,ze);c.setAttribute("class","timeline"),c.setAttribute("data-content-reads",String(i.content.length)),c.setAttribute("data-reads",String(i.reads.length)),We(c,l,s,i),Xe(c,l,i,t.maxChars),Je(c,l,s,i),a.appendChild(c)}function We(e,t,n,o){let r=o.at,s=ue(o),i=r[3],a=r[5];b(e,"rect",{x:t(0),y:_-2,width:Math.max(0,t(i!==null?i:s)-t(0)),height:4,fill:m.wait,class:"wait"},"waiting: dispatch to "+(i!==null?"first content "+f(i):"end "+f(s))+" ms"),i!==null&&a!==null&&a>i&&b(e,"rect",{x:t(i),y:3,width:t(a)-t(i),height:_-3,fill:m.gen,class:"gen"},"first to last content: "+f(a-i)+" ms"),b(e,"line",{x1:t(0),x2:t(s),y1:_,y2:_,stroke:m.axis,"stroke-width":1}),o.reads.forEach(l=>{b(e,"line",{x1:t(l[0]),x2:t(l[0]),y1:_+1,y2:_+6,stroke:m.other,"stroke-width":1,class:"read"},"read at "+f(l[0])+" ms: "+l[1]+" bytes")});let u=r[6];if(n.outcome==="error"){let l=t(s);b(e,"path",{d:"M"+(l-5)+" "+(_-5)+"l10 10m0 -10l-10 10",stroke:m.error,"stroke-width":2.5,class:"error"},"failed at "+f(s)+" ms: "+(n.error_kind||"error"))}else u!==null&&b(e,"line",{x1:t(u),x2:t(u),y1:_-4,y2:_+8,stroke:m.ink,"stroke-width":2,class:"end"},"end at "+f(u)+" ms")}function Xe(e,t,n,o){n.content.forEach(r=>{let s=r[1]+r[2],i=Math.sqrt(s/o),a=5+19*i,u=2+4*i;b(e,"rect",{x:t(r[0])-u/2,y:_-a,width:u,height:a,fill:r[2]>r[1]?m.reasoning:m.streamed,class:"cr"},"content read at "+f(r[0])+" ms: "+r[1]+" answer chars"+(r[2]?", "+r[2]+" reasoning chars":""))})}function Je(e,t,n,o){let r=o.at,s=r[3];if(b(e,"line",{x1:t(0),x2:t(0),y1:4,y2:_+6,stroke:m.ink,"stroke-width":1.5,class:"dispatch"},"dispatch: 0 ms"),r[0]!==null&&b(e,"path",{d:"M"+(t(r[0])-4)+" 2h8l-4 6z",fill:m.headers,class:"headers"},"headers at "+f(r[0])+" ms"),r[1]!==null&&b(e,"rect",{x:t(r[1])-3,y:_+2,width:6,height:6,fill:m.byte,class:"first-byte"},"first byte at "+f(r[1])+" ms"),s!==null&&b(e,"path",{d:"M"+t(s)+" "+(_-6)+"l5 5l-5 5l-5 -5z",fill:m.ok,stroke:m.white,class:"first-content"},"first content at "+f(s)+" ms"),n.chunking==="coarse"&&s!==null){e.setAttribute("data-chunking","coarse");let[i,a]=o.content,u=i&&a?a[0]-i[0]:0;b(e,"rect",{x:t(s-u),y:3,width:Math.max(2,t(s)-t(s-u)),height:_-3,fill:m.coarse,"fill-opacity":.25,stroke:m.coarse,"stroke-dasharray":"3 2",class:"coarse-slack"},"coarse: "+f(n.tokens_per_content_read)+" tokens a read; TTFT may be late by up to one read interval ("+f(u)+" ms)")}}function de(e){let t=w(V,16);t.setAttribute("class","tl-scale");let o={x:r=>$+r/e.maxEnd*(V-$-le),from:$,to:V-le,y:15,tick:4,labelY:9,stroke:m.axis};return W(t,o,F(0,e.maxEnd,Ue),L),t}var et=400;function Me(e){let t=Ce(e.requests),n="IntersectionObserver"in window?new IntersectionObserver(o=>o.forEach(r=>{r.isIntersecting&&A(e,t,r.target)}),{rootMargin:"300px"}):null;return{page:e,scale:t,rowsById:{},observer:n,exampleRows:[],groupBlocks:[],drawnEagerly:0}}function tt(e){return e.outcome==="error"?"failed: "+(e.error_kind||"error")+(e.http_status?" (HTTP "+e.http_status+")":""):e.outcome==="buffered"?"buffered: "+(e.buffered_rule||"").replace(/_/g," "):"streamed"}function J(e,t,n){e.appendChild(document.createTextNode(" "));let o=d("span","badge "+t,n);return e.appendChild(o),o}function nt(e,t){let n=e.rowsById[String(t)];if(n)return n;let o=Fe(e.page,t);return o.id=I(t),e.rowsById[String(t)]=o,o}function Fe(e,t){let n=e.requests[t],o=d("div","tl-row");o.setAttribute("data-index",String(t)),o.setAttribute("data-id",n.id),o.setAttribute("data-outcome",n.outcome);let r=d("div","tl-label"),s=d("a",null,n.id);s.href="#"+I(t),r.appendChild(s);let i=n.outcome==="error"?M.error.badge:n.outcome==="buffered"?M.buffered.badge:"b-streamed";J(r,i,tt(n)+(n.warmup?" \\xB7 warmup":"")),n.implausible&&J(r,M.implausible.badge,M.implausible.label),n.chunking==="coarse"&&J(r,M.coarse.badge,M.coarse.label+" \\xB7 "+f(n.tokens_per_content_read)+" tok/read"),n.new_connection&&(J(r,"b-newconn","new connection").title="opened for this request: its time to first token includes "+n.connect);let a=n.timeline,u=(a?a.content.length+" content read"+(a.content.length===1?"":"s")+" of "+a.reads.length+" \\xB7 ":"")+n.output_tokens+" tok \\xB7 "+(n.total_ms===null?"n/a":f(n.total_ms)+" ms")+(n.error?" \\xB7 "+(n.error.length>90?n.error.slice(0,89)+"\\u2026":n.error):""),l=d("span","sub",u);return n.error&&(l.title=n.error),r.appendChild(l),o.appendChild(r),o.appendChild(d("div","tl-plot")),o}function Ae(e){let t=document.querySelector("#examples .tl-examples");if(!t)return;let n=d("div","tl-axis");n.appendChild(d("span","note","ms after dispatch")),n.appendChild(de(e.scale)),t.appendChild(n),["streamed","buffered"].forEach(o=>{var i;let r=t.getAttribute("data-"+o);if(r===null||r===""||!e.page.requests[Number(r)])return;let s=Fe(e.page,Number(r));s.className="tl-example example-"+o,s.setAttribute("data-example-id",(i=s.getAttribute("data-id"))!=null?i:""),s.removeAttribute("data-id"),t.appendChild(s),e.exampleRows.push(s),A(e.page,e.scale,s)})}function De(e){let{groups:t,requests:n}=e.page,o=document.querySelector("#timelines .tl-body"),r={};n.forEach((i,a)=>{i&&(r[i.group]=r[i.group]||[]).push(a)});let s=t.map((i,a)=>a);r[-1]&&s.push(-1),s.forEach(i=>{let a=r[i]||[],u=t[i],l=d("div","tl-group");l.setAttribute("data-group",String(i)),l.appendChild(d("h3",null,u?ie(u):"requests outside any group")),u&&l.appendChild(d("span","note",u.model+" \\xB7 "+u.n+" measured: "+u.streamed+" streamed, "+u.buffered+" buffered, "+u.errors+" failed"+(u.dist?" \\xB7 this page holds "+a.length+" of them (flagged first, then a seeded sample); traces.ndjson holds every one":"")));let c=d("div","tl-axis");c.appendChild(d("span","note","ms after dispatch")),c.appendChild(de(e.scale)),l.appendChild(c);let g=d("div","tl-rows");l.appendChild(g);let p=a.filter(h=>!n[h].warmup),x={},k=0,R=0;p.forEach(h=>{let j=n[h].flags.length>0;j&&k<50?(x[h]=!0,k++):!j&&R<6&&(x[h]=!0,R++)});let y=d("button","more");y.type="button";let T={rows:g,idx:a,shown:x,warmups:a.length>p.length,button:y};y.addEventListener("click",()=>pe(e,T,a)),l.appendChild(y),e.groupBlocks.push(T),pe(e,T,[]),o.appendChild(l)})}function pe(e,t,n){n.forEach(r=>t.shown[r]=!0);let o=0;t.idx.forEach(r=>{if(!t.shown[r]){o++;return}let s=nt(e,r);t.rows.appendChild(s),!s.getAttribute("data-drawn")&&(e.observer&&e.drawnEagerly>=et?e.observer.observe(s):(e.drawnEagerly++,A(e.page,e.scale,s)))}),t.button.hidden=o===0,t.button.textContent="show all "+t.idx.length+" requests ("+o+" more"+(t.warmups?", warmups included":"")+")"}function ce(e){let t=/^#req-(\\d+)$/.exec(location.hash);if(!t)return;let n=Number(t[1]);if(!e.page.requests[n])return;let o=e.groupBlocks.find(s=>s.idx.indexOf(n)>=0);o&&!o.shown[n]&&pe(e,o,[n]);let r=e.rowsById[String(n)];if(r){for(let s=r.parentNode;s;s=s.parentNode)s instanceof HTMLDetailsElement&&(s.open=!0);A(e.page,e.scale,r),Object.keys(e.rowsById).forEach(s=>{var i;return(i=e.rowsById[s])==null?void 0:i.classList.remove("hl")}),r.classList.add("hl"),r.scrollIntoView({block:"center"})}}function Ke(e){let t=e.scale.shared;t&&t.addEventListener("change",()=>{Object.keys(e.rowsById).forEach(n=>{let o=e.rowsById[n];o.getAttribute("data-drawn")&&(o.removeAttribute("data-drawn"),A(e.page,e.scale,o))}),e.exampleRows.forEach(n=>{n.removeAttribute("data-drawn"),A(e.page,e.scale,n)}),document.querySelectorAll(".tl-axis").forEach(n=>n.style.visibility=t.checked?"visible":"hidden")})}var D=300,G=92,Le=4;function qe(e){let{data:t,groups:n}=e,o=document.querySelector("#trends .trend-body");if(!o||t.history.length<2)return;let r=d("div","trend-row trend-head");r.appendChild(d("div",null,"group")),e.metrics.forEach(s=>r.appendChild(d("div",null,s.label+", p50 per run"))),o.appendChild(r),n.forEach((s,i)=>{let a=d("div","trend-row");if(a.setAttribute("data-group",String(i)),a.appendChild(q(s)),e.metrics.every(l=>Ne(e,s,l).every(c=>c.v===null))){a.appendChild(d("div","note","no figure in any run: every request of the group failed each time")),o.appendChild(a);return}e.metrics.forEach(l=>{let c=d("div","trend-cell");c.appendChild(rt(e,s,l));let g=t.comparisons.find(p=>p.provider===s.provider&&p.prompt===s.prompt&&p.metric===l.key);if(g){let p=he(g.verdict);c.appendChild(d("span","verdict "+(p?p.className:ye),p?p.label:g.verdict.replace(/_/g," ")));let x=R=>R===null?"n/a":(R>0?"+":"")+f(R)+"%",k=" "+x(g.delta_pct);g.ci_low_pct!==null&&g.ci_high_pct!==null&&(k+=" ["+x(g.ci_low_pct)+", "+x(g.ci_high_pct)+"]"),g.baseline_n!==null&&g.current_n!==null&&(k+=" \\xB7 n "+g.baseline_n+" \\u2192 "+g.current_n),c.appendChild(d("span","n",k))}a.appendChild(c)}),o.appendChild(a)})}function Ne(e,t,n){return e.data.history.map((o,r)=>{let s=o.groups.find(i=>i.provider===t.provider&&i.prompt===t.prompt);return{i:r,v:s?s.p50[n.key]:null,run:o}})}function rt(e,t,n){let o=e.data.history,r=Ne(e,t,n),s=r.flatMap(h=>h.v===null?[]:[h.v]),i=w(D,G);i.setAttribute("class","trend"),i.setAttribute("data-metric",n.key);let a=44,u=8,l=8,c=16;if(b(i,"rect",{x:a,y:l,width:D-a-u,height:G-l-c,fill:m.panel}),s.length===0){let h=b(i,"text",{x:(a+D-u)/2,y:G/2,"text-anchor":"middle"});return h.textContent="no figure in any run",i}let g=oe(C(s)*1.05,Le),p=o.length,x=h=>p===1?(a+D-u)/2:a+6+h/(p-1)*(D-a-u-12),k=h=>l+(1-h/g)*(G-l-c);Te(i,{y:k,from:a,to:D-u,labelX:a-4,line:{stroke:m.grid}},F(0,g,Le),L);let R=b(i,"text",{x:a,y:G-3});R.textContent=o[0].label.slice(0,16);let y=b(i,"text",{x:D-u,y:G-3,"text-anchor":"end"});y.textContent=o[p-1].label.slice(0,16);let T=se(r.map(h=>h.v===null?null:[x(h.i),k(h.v)]));return b(i,"path",{d:T,fill:"none",stroke:m.streamed,"stroke-width":1.5}),r.forEach(h=>{if(h.v!==null&&(b(i,"circle",{cx:x(h.i),cy:k(h.v),r:h.run.current?4.5:2.6,fill:h.run.current?m.median:m.streamed,class:h.run.current?"pt current":"pt"},h.run.label+": p50 "+f(h.v)+" "+n.unit),h.run.current)){let j=b(i,"text",{x:x(h.i)-7,y:k(h.v)-6,"text-anchor":"end",fill:m.median});j.textContent=f(h.v)}}),i}var Z=we(),B=Me(Z);Ke(B);ve(Z);Se(Z);qe(Z);Ae(B);De(B);window.addEventListener("hashchange",()=>ce(B));ce(B);document.documentElement.setAttribute("data-rendered","true");})();\n';
function reportScript() {
  return SCRIPT;
}

// src/report/html.ts
import { createHash } from "node:crypto";
var HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function escapeHtml(s) {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}
function text(s) {
  return escapeHtml(sanitizeText(s));
}
function embedJson(value) {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
var ANCHOR = {
  comparisons: "regressions",
  timing: "stream-timing",
  "cross-location": "by-location"
};
var anchorOf = (id) => ANCHOR[id] ?? id;
var HEADER_SECTIONS = [...HEADLINE_SECTIONS, "provenance", "cards"];
var HTML_LEAVES_OUT = ["regression-headline"];
var FLAG_IDS_SHOWN = 20;
function attrs(hooks, ...own) {
  const classes = [
    ...own.filter((c) => typeof c === "string" && c !== ""),
    ...hooks?.class ? [hooks.class] : []
  ];
  const data = Object.entries(hooks?.data ?? {}).map(([k, v]) => ` data-${escapeHtml(k)}="${text(v)}"`);
  const label = hooks?.label === void 0 ? "" : ` aria-label="${text(hooks.label)}"`;
  return (classes.length > 0 ? ` class="${escapeHtml(classes.join(" "))}"` : "") + data.join("") + label;
}
function requestLink(id, page) {
  const index = page?.indexById.get(id);
  return index === void 0 ? `<code>${text(id)}</code>` : `<a href="#${timelineAnchor(index)}">${text(id)}</a>`;
}
function spansHtml(spans, page = null) {
  return spans.map((sp) => {
    if (sp.request !== void 0) return requestLink(sp.request, page);
    const [, before = "", middle = "", after = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(sp.text) ?? [];
    const t2 = `${before ? " " : ""}${text(middle)}${after ? " " : ""}`;
    const cls = attrs(sp.html);
    const marked = sp.emphasis === "strong" ? `<strong${cls}>${t2}</strong>` : sp.emphasis === "alert" ? `<strong${attrs(sp.html, "c-error")}>${t2}</strong>` : sp.emphasis === "code" ? `<code${cls}>${t2}</code>` : cls ? `<span${cls}>${t2}</span>` : t2;
    return sp.ref ? `<a href="#${escapeHtml(anchorOf(sp.ref))}">${marked}</a>` : marked;
  }).join("");
}
function itemHtml(item, page) {
  const at = item.flatMap((s, i) => s.request !== void 0 ? [i] : []);
  if (at.length <= FLAG_IDS_SHOWN) return spansHtml(item, page);
  const cut = at[FLAG_IDS_SHOWN - 1] + 1;
  const last = at[at.length - 1];
  const rest = item.slice(cut, last + 1).flatMap((s) => s.request === void 0 ? [] : [s.request]);
  const held = page.sampled ? rest.filter((id) => page.indexById.has(id)) : rest;
  const unlisted = rest.length - held.length;
  return spansHtml(item.slice(0, cut), page) + (held.length === 0 ? "" : ` <details class="more-flags"><summary>${formatPlain(held.length)} more</summary>${held.map((id) => requestLink(id, page)).join(", ")}</details>`) + (unlisted === 0 ? "" : ` <span class="note">${formatPlain(unlisted)} more not on this page: results.json lists them</span>`) + spansHtml(item.slice(last + 1), page);
}
function cellHtml(c) {
  const t2 = text(c.text);
  const body = c.kind === "code" ? `<code>${t2}</code>` : c.kind === "strong" || c.kind === "alert" || c.kind === "good" ? `<strong>${t2}</strong>` : t2;
  const split = c.kind === "flagged" || c.after !== void 0 || c.badge !== void 0;
  return (split ? `<span class="v">${body}</span>` : body) + // The terminal's and markdown's mark: the rankings' notes say what it means.
  (c.kind === "flagged" ? ' <span class="mark" title="some values above max_plausible_tps">\u26A0</span>' : "") + (c.after === void 0 ? "" : ` <span class="after">${text(c.after)}</span>`) + (c.badge === void 0 ? "" : ` ${badgeHtml(c.badge)}`);
}
function badgeHtml(reason, count2) {
  const r = FLAG_REASON[reason];
  return `<span class="badge ${r.badge}">${count2 === void 0 ? "" : `${text(count2)} `}${r.label}</span>`;
}
function tableHtml(b) {
  const head = b.columns.map((c) => `<th${c.align === "right" ? ' class="num"' : ""}>${escapeHtml(c.header)}</th>`).join("");
  const rows2 = b.rows.map((r, ri) => {
    const cells = b.columns.map((col, i) => {
      const c = r[i] ?? { text: "", kind: "value" };
      const split = c.after !== void 0 || c.badge !== void 0;
      const cls = [
        col.align === "right" && "num",
        col.name && "name",
        split && "split",
        c.kind !== "value" && `kind-${c.kind}`
      ].filter((x) => typeof x === "string").join(" ");
      const title = col.name && c.text !== "" ? ` title="${text(c.text)}"` : "";
      return `<td${cls ? ` class="${cls}"` : ""}${title}>${cellHtml(c)}</td>`;
    });
    const rowClass = b.html?.rowClass?.[ri];
    return `<tr${rowClass ? ` class="${escapeHtml(rowClass)}"` : ""}>${cells.join("")}</tr>`;
  });
  return `<table${attrs(b.html)}><thead><tr>${head}</tr></thead><tbody>${rows2.join("")}</tbody></table>`;
}
function cardsHtml(b) {
  const at = (role) => b.columns.flatMap((c, i) => c.card === role ? [[c, i]] : []);
  const cards = b.rows.map((r) => {
    const of = (i) => r[i] ?? { text: "", kind: "value" };
    const name = at("name").map(([, i]) => text(of(i).text)).join(" \xB7 ");
    const sub = at("sub").map(([, i]) => text(of(i).text)).join(" \xB7 ");
    const figures = at("figure").map(([col, i]) => {
      const c = of(i);
      const unit = col.unit !== void 0 && c.kind !== "withheld" ? ` <span class="unit">${escapeHtml(col.unit)}</span>` : "";
      return `<dt>${escapeHtml(col.header)}</dt><dd${c.kind === "value" ? "" : ` class="kind-${c.kind}"`}>${text(c.text)}${unit}` + (c.after === void 0 ? "" : ` <span class="after">${text(c.after)}</span>`) + (c.badge === void 0 ? "" : ` ${badgeHtml(c.badge)}`) + "</dd>";
    });
    const badges = at("badge").flatMap(([, i]) => {
      const c = of(i);
      return c.badge === void 0 ? [] : [badgeHtml(c.badge, c.text)];
    });
    return `<div class="card"><div class="card-name">${name}</div>` + (sub ? `<div class="card-sub" title="${sub}">${sub}</div>` : "") + `<dl>${figures.join("")}</dl>` + (badges.length > 0 ? `<div class="badges">${badges.join("")}</div>` : "") + "</div>";
  });
  return `<div${attrs(b.html, "cards")}>${cards.join("")}</div>`;
}
function blockHtml(b, level, page) {
  switch (b.kind) {
    case "paragraph":
      return b.callout ? `<p${attrs(b.html, "fault", "c-error")} role="alert">${spansHtml(b.spans, page)}</p>` : `<p${attrs(b.html, b.note && "note")}>${spansHtml(b.spans, page)}</p>`;
    case "list":
      return `<ul${attrs(b.html)}>` + b.items.map((item, i) => {
        const cls = b.html?.itemClass?.[i];
        return `<li${cls ? ` class="${escapeHtml(cls)}"` : ""}>${itemHtml(item, page)}</li>`;
      }).join("") + "</ul>";
    case "heading": {
      const h = Math.min(6, level + 1);
      return `<h${h}>${text(b.text)}</h${h}>`;
    }
    case "rule":
      return "<hr>";
    case "table":
      return b.html?.layout === "cards" ? cardsHtml(b) : tableHtml(b);
    case "fold":
      return `<details><summary>${text(b.summary)}</summary>
${b.blocks.map((x) => blockHtml(x, level, page)).join("\n")}
</details>`;
  }
}
function blocksHtml(blocks, level, page, extras = {}) {
  const out = [];
  let open = null;
  let before = extras.before;
  const close = () => {
    if (open === null) return;
    const end = extras.part?.(open) ?? "";
    if (end) out.push(end);
    out.push("</div>");
    open = null;
  };
  const hooked = (b) => b.kind !== "fold" && b.kind !== "rule" && b.html !== void 0;
  for (const b of blocks) {
    if (b.kind === "heading" || !hooked(b)) close();
    if (b.kind === "heading" && b.html) {
      if (before) out.push(before);
      before = void 0;
      out.push(`<div${attrs(b.html)}>`);
      open = b;
    }
    out.push(blockHtml(b, level, page));
  }
  close();
  if (before) out.push(before);
  return out.join("\n");
}
function modelSection(s, page, extras = {}) {
  const heading = s.untitled ? null : s.heading;
  const h = `h${s.level}`;
  return {
    id: anchorOf(s.id),
    heading,
    level: s.level,
    html: `<section id="${escapeHtml(anchorOf(s.id))}">
` + (heading === null ? "" : `<${h}>${text(heading)}</${h}>
`) + [blocksHtml(s.blocks, s.level, page, extras), extras.after].filter((x) => x).join("\n") + "\n</section>"
  };
}
function ownSection(id, heading, body) {
  return { id, heading, level: 2, html: `<section id="${id}">
<h2>${escapeHtml(heading)}</h2>
${body}
</section>` };
}
function headlineHtml(sections) {
  if (sections.length === 0) return "";
  let lead = false;
  const blocks = sections.flatMap((s) => s.blocks.map((b) => [s.id, b])).map(([id, b]) => {
    if (b.kind !== "paragraph") return "";
    const only = b.spans.length === 1 ? b.spans[0] : void 0;
    if (only?.emphasis === "alert") return `<p class="fault c-error" role="alert">${text(only.text)}</p>`;
    if (only?.emphasis === "strong" && !lead) {
      lead = true;
      return `<p class="lead" id="lead">${text(only.text)}</p>`;
    }
    const counts = id === "counts";
    return `<p${counts ? ' class="counts" id="counts"' : ""}>${spansHtml(b.spans)}</p>`;
  });
  return `<section id="headline">
${blocks.filter((x) => x !== "").join("\n")}
</section>`;
}
function tocHtml(entries) {
  return `<nav id="toc" aria-label="Contents">${entries.map(([id, label]) => `<a href="#${id}">${escapeHtml(label)}</a>`).join("")}</nav>`;
}
function examplesHtml(data) {
  const ex = data.examples;
  if (!ex || ex.streamed === null && ex.buffered === null) return "";
  return `<section id="examples">
<h2>Why two rates</h2>
<p class="note">A streamed answer arrives as many small reads spread over its generation; a buffered one arrives in one burst at the end, where tokens / (end \u2212 first token) divides the answer by a few microseconds: so post-first-content throughput is reported for streamed responses only, and end-to-end throughput for every one.</p><div class="tl-examples" data-streamed="${ex.streamed ?? ""}" data-buffered="${ex.buffered ?? ""}"></div>
</section>`;
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
var ITL_FIGURE = '<figure class="dist" id="dist-itl"><figcaption>Inter-token latency per group (ms)</figcaption><p class="note">One sample per token over the group\u2019s streamed responses. Line: min to max; box: p50 to p90; tick: p99. Each gap is spread over the tokens of the read that ended it, so a coarse stream shows its per-token pace here, not its read gaps (those are the max gap column, and chunk_gap_ms in results.json).</p><div class="dist-body"></div></figure>';
function extrasOf(id, results) {
  if (id === "timing") return { after: ITL_FIGURE };
  if (id === "load")
    return {
      before: `<p class="note">${escapeHtml(loadCurvesKey(results))}</p>`,
      part: (h) => loadCurvesHtml(results, h.html?.data?.provider ?? "", h.html?.data?.prompt ?? "")
    };
  return {};
}
function distributionsSection() {
  return ownSection(
    "distributions",
    "Distributions",
    `<p class="note">Every measured request is one mark. Box: middle half; thick line: median; whiskers: min to max.
<span class="key k-streamed">\u25CF streamed</span> <span class="key k-buffered">\u25C7 buffered</span>
<span class="key k-implausible">\u25CB implausible rate</span>. Buffered responses have no TTFT and no post-first-content
rate, so they are counted beside those charts and never drawn into them; failed requests are counted, never drawn.
Click a mark for its timeline.</p>
${COMPARED_KEYS.filter((k) => !METRIC[k].share).map(
      (k) => `<figure class="dist" id="dist-${k}" data-metric="${k}"><figcaption>${METRIC[k].title}</figcaption><div class="dist-body"></div></figure>`
    ).join("\n")}`
  );
}
function trendsSection(data, given) {
  const hasHistory = data.history.length > 1;
  return ownSection(
    "trends",
    "Trends",
    historyNote(data, given) + (hasHistory ? '<p class="note">p50 per run, oldest on the left; the larger mark is this run. Gaps: no figure in that run (e.g. every response buffered).</p><div class="trend-body"></div>' : "")
  );
}
function timelinesSection(data) {
  return ownSection(
    "timelines",
    "Timelines",
    `<p class="note">One row per request, time from dispatch (left) to end. <span class="key k-wait">\u25AC waiting</span>
<span class="key k-headers">\u25BC headers</span> <span class="key k-byte">\u25A0 first byte</span>
<span class="key k-first">\u25C6 first content</span> <span class="key k-read">\u25AE a read with content (height: characters)</span>
<span class="key k-reasoning">\u25AE reasoning</span> <span class="key k-other">\u0131 a read without content</span>
<span class="key k-end">\u2503 end</span> <span class="key k-error">\u2715 failed</span>
<span class="key k-coarse">\u25A8 coarse: TTFT may be late by up to this read interval</span>. A buffered burst is one tall bar
at the end; a real stream is many small bars spread out. Each group shows its flagged requests (up to ${TIMELINE_FLAGGED}) and ${TIMELINE_SAMPLE} others; \u201Cshow all\u201D lists the rest.</p>${sampledNote(data)}
<label class="scale"><input type="checkbox" id="tl-shared" checked> one time scale for every row</label>
<div class="tl-body"></div>`
  );
}
function leadingLoad(doc) {
  const at = (id) => doc.sections.findIndex((s) => s.id === id);
  const load = at("load");
  const cards = at("cards");
  return load >= 0 && (cards < 0 || load < cards) ? doc.sections[load] : void 0;
}
function answerHtml(doc, results, page) {
  const load = leadingLoad(doc);
  const headline2 = headlineHtml(doc.sections.filter((s) => HEADLINE_SECTIONS.includes(s.id)));
  return load === void 0 ? headline2 : `${headline2}
${modelSection(load, page, extrasOf("load", results)).html}`;
}
function pageSections(doc, results, data, ctx, page) {
  const out = [];
  const examples = examplesHtml(data);
  if (examples) out.push({ id: "examples", heading: "Why two rates", level: 2, html: examples });
  let distributions = false;
  for (const s of doc.sections) {
    if (HEADER_SECTIONS.includes(s.id) || HTML_LEAVES_OUT.includes(s.id) || s === leadingLoad(doc)) continue;
    if (!distributions && (s.id === "comparisons" || s.id === "flagged")) {
      out.push(distributionsSection());
      distributions = true;
    }
    if (s.id === "flagged") out.push(trendsSection(data, ctx.history !== void 0));
    out.push(modelSection(s, page, extrasOf(s.id, results)));
    if (s.id === "flagged") out.push(timelinesSection(data));
  }
  return out;
}
function renderHtmlReport(input, traces, ctx = {}) {
  const { results, doc } = reportOf(input, ctx);
  const data = buildReportData(results, traces, ctx);
  const script = reportScript();
  const indexById = /* @__PURE__ */ new Map();
  results.requests.forEach((r, i) => {
    if (data.requests[i] !== null && !indexById.has(r.id)) indexById.set(r.id, i);
  });
  const page = { indexById, sampled: data.sampled !== void 0 };
  const title = text(ctx.title ?? "streamgauge report");
  const csp = [
    "default-src 'none'",
    `script-src '${sha256(script)}'`,
    `style-src '${sha256(STYLE)}'`,
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
  const labelled = withLocationLabels(results);
  const main = pageSections(doc, labelled, data, ctx, page);
  const cards = sectionOf(doc, "cards");
  const toc = main.flatMap(
    (s) => s.heading !== null && s.level === 2 ? [[s.id, s.heading]] : []
  );
  const provenance = (sectionOf(doc, "provenance")?.blocks ?? []).flatMap(
    (b) => b.kind === "paragraph" ? [`<p class="prov">${spansHtml(b.spans)}</p>`] : []
  );
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
${provenance.join("\n")}
<noscript><p class="note">The charts need JavaScript; the tables and the flagged list below do not.</p></noscript>
${answerHtml(doc, labelled, page)}
${cards ? modelSection(cards, page).html : ""}
${tocHtml(toc)}
</header>
<main>
${main.map((s) => s.html).join("\n")}
</main>
<script type="application/json" id="sg-data">${embedJson(embeddedReportData(data))}</script>
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
td.num,th.num{text-align:right}td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
td.num.split{white-space:normal}td .v,td .after{white-space:nowrap}.after{color:var(--muted);font-size:11px}
td{overflow-wrap:anywhere}
.na{color:var(--muted)}
.kind-withheld,.kind-muted{color:var(--muted)}.kind-caution{color:var(--buffered);font-weight:600}
.kind-alert{color:var(--error);font-weight:600}.kind-good{color:var(--ok);font-weight:600}.kind-flagged .mark{color:var(--error)}
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
ul.flagged details{display:inline}ul.unranked{padding-left:18px;font-size:13px}
.lead{font-size:15px;font-weight:600;margin:8px 0}td.place{font-weight:600}
.badge{display:inline-block;border-radius:3px;padding:0 5px;font-size:11px;font-weight:600;color:#fff;background:#6b7280}
.b-streamed{background:var(--streamed)}.b-buffered{background:var(--buffered)}.b-error{background:var(--error)}.b-implausible{background:${PAGE_COLOUR.implausible}}.b-token_mismatch{background:#4b5563}.b-client_stalled{background:${PAGE_COLOUR.implausible}}.b-newconn{background:${PAGE_COLOUR.byte}}
.scale{font-size:13px;display:inline-block;margin:4px 0 8px}
.b-coarse{background:${PAGE_COLOUR.coarse}}.k-coarse{color:${PAGE_COLOUR.coarse}}ul.meanings{font-size:13px;padding-left:18px;max-width:960px}
.tl-group{margin:10px 0 18px}
.tl-group h3{margin:10px 0 2px}
.tl-row,.tl-example{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;align-items:center;border-top:1px solid var(--line);padding:3px 4px;scroll-margin-top:40px}
.tl-row:target,.tl-row.hl{background:#fff7d6;outline:2px solid #f59e0b}
.tl-example{border-top:0;border-bottom:1px solid var(--line)}
.tl-label{font-size:12px;overflow-wrap:anywhere}.tl-label .sub{display:block;color:var(--muted);font-size:11px}
.tl-plot{min-height:30px}
.tl-axis{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;padding:0 4px}
button.more{margin:6px 0;font:inherit;font-size:12px;padding:3px 10px;border:1px solid var(--line);border-radius:4px;background:var(--panel);cursor:pointer}
.prov{margin-bottom:2px}#headline{margin:6px 0}#headline .lead{margin:4px 0}
.counts{font-size:14px;margin:4px 0}.counts a{text-decoration:none;border-bottom:1px dotted}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(182px,1fr));gap:6px;margin:6px 0}
.card{border:1px solid var(--line);border-radius:6px;padding:4px 7px;background:var(--bg);font-size:12px;min-width:0}
.card-name{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.card-sub{color:var(--muted);font-size:11px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.card dl{display:grid;grid-template-columns:auto 1fr;gap:0 6px;margin:2px 0 0}.card dt{color:var(--muted)}
.card dt{white-space:nowrap}.card dd .badge{display:table;margin:0 0 1px auto}
.card dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.card .unit{color:var(--muted);font-size:11px}
.card .badges{margin-top:2px}.card .badge{margin-right:3px}
#toc{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:13px;margin:8px 0 0;padding:6px 0;border-top:1px solid var(--line)}
td.name{white-space:nowrap;max-width:200px;overflow:hidden;text-overflow:ellipsis;overflow-wrap:normal}
@media (max-width:720px){.dist-row,.dist-axis,.tl-row,.tl-axis,.trend-row{grid-template-columns:1fr}}
`;

export {
  nameColumn,
  COMPARISON_COLUMNS,
  plain,
  strong,
  code,
  para,
  cell,
  list,
  untitled,
  insertSection,
  insertBefore,
  replaceSection,
  dropSections,
  foldSections,
  limitRows,
  sectionOf,
  docOf,
  nothingSucceeded,
  nothingSucceededFailure,
  withFileLinks,
  compactSection,
  runReport,
  reportOf,
  HEADLINE_SECTIONS,
  SUMMARY_LEAVES_OUT,
  reportTraceIds,
  escapeHtml,
  embedJson,
  renderHtmlReport
};
