import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  MergeError,
  cancelOnSignals,
  mergeOutputs
} from "./chunk-LUCZY74H.js";
import {
  renderTrendTable,
  trendSeries
} from "./chunk-DCU7DRDZ.js";
import {
  buildSite,
  writeSite
} from "./chunk-23UAULZM.js";
import {
  ConfigError,
  ReanalyzeError,
  TOOL_VERSION,
  TraceFileError,
  formatProblems,
  loadConfig,
  makeScrubber,
  measureRun,
  newConnectionSentence,
  outputFiles,
  parseConfig,
  parseShard,
  publish,
  readTraces,
  reanalyze,
  reportFiles
} from "./chunk-FT6HG25G.js";
import {
  DEFAULT_ANALYSIS,
  DEFAULT_MIN_EFFECT_PCT,
  Slo,
  classify,
  compareProviders,
  hasRegression,
  regressions,
  withComparisons
} from "./chunk-QIBXIRNL.js";
import {
  HistoryStoreError,
  localFolderStore
} from "./chunk-MCO2QQBA.js";
import {
  STAGE_HEADERS,
  STAGE_NOTE,
  TIMING_FIGURES,
  TIMING_HEADERS,
  TRUST_SENTENCE,
  attemptOf,
  coarseSentence,
  hasStreamTiming,
  runArtifactBases,
  selectRunResults,
  selectShards,
  stageTables,
  timingCells,
  timingGroups
} from "./chunk-U3IOWL6R.js";
import {
  ANSI,
  CELL_STYLE,
  FLAG_REASON,
  MAX_DETAIL,
  METRIC_LABEL,
  VERDICT_LABEL,
  baselineSentence,
  betweenSentence,
  comparisonReason,
  formatCount,
  formatMinMax,
  formatMs,
  formatNumber,
  formatP50P90,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  formatTps,
  groupFlags,
  hiddenReasoningLines,
  leadSentence,
  naEndToEnd,
  naPostFirstContent,
  rankOf,
  ranking,
  sanitizeText,
  streamingOf,
  tokenSourcesSentence,
  tooFewToRank,
  truncate,
  verdictOf
} from "./chunk-BJNGONFZ.js";
import {
  DEFAULT_MAX_ENTRIES,
  HistoryError,
  addToHistory,
  parseResults,
  readHistory
} from "./chunk-NXILU7FI.js";
import "./chunk-BWMHUM7N.js";
import {
  MIN_SAMPLES
} from "./chunk-M2ENK7VA.js";
import "./chunk-DLMYZAXB.js";

// src/report/terminal.ts
var MIN_SHRUNK = 6;
function paint(s, style, color) {
  return color && style ? `\x1B[${ANSI[style]}m${s}\x1B[0m` : s;
}
function pad(s, w, align) {
  const len = Array.from(s).length;
  const fill = " ".repeat(Math.max(0, w - len));
  return align === "right" ? fill + s : s + fill;
}
function table(cols, rows, opts) {
  const widths = cols.map(
    (c, i) => Math.max(Array.from(c.header).length, ...rows.map((r) => Array.from(r[i]?.text ?? "").length))
  );
  if (opts.width !== void 0) {
    const total = () => widths.reduce((a, b) => a + b, 0) + 3 * cols.length + 1;
    for (; ; ) {
      if (total() <= opts.width) break;
      let widest = -1;
      cols.forEach((c, i) => {
        if (c.shrink && widths[i] > MIN_SHRUNK && (widest < 0 || widths[i] > widths[widest]))
          widest = i;
      });
      if (widest < 0) break;
      widths[widest] = widths[widest] - 1;
    }
  }
  const rule = "+" + widths.map((w) => "-".repeat(w + 2)).join("+") + "+";
  const line = (cells, header) => "|" + cols.map((c, i) => {
    const w = widths[i];
    const cell = cells[i] ?? { text: "" };
    const text = pad(truncate(cell.text, w), w, header ? "left" : c.align);
    return " " + paint(text, header ? CELL_STYLE.heading : cell.style, opts.color) + " ";
  }).join("|") + "|";
  return [
    rule,
    line(
      cols.map((c) => ({ text: c.header })),
      true
    ),
    rule,
    ...rows.map((r) => line(r, false)),
    rule
  ];
}
function title(s, opts) {
  return paint(s, CELL_STYLE.heading, opts.color);
}
function rankedStyle(g) {
  return g.implausible > 0 ? FLAG_REASON.implausible.style : CELL_STYLE.ranked;
}
function naStyle(text) {
  return text.startsWith("n/a") ? CELL_STYLE.withheld : void 0;
}
function names(g) {
  return [{ text: sanitizeText(g.provider) }, { text: sanitizeText(g.model) }, { text: sanitizeText(g.prompt) }];
}
var NAME_COLS = [
  { header: "provider", align: "left", shrink: true },
  { header: "model", align: "left", shrink: true },
  { header: "prompt", align: "left", shrink: true }
];
function implausibleMark(g) {
  return g.implausible > 0 ? " !" : "";
}
function postFirstContent(groups, opts, min) {
  const showTtfa = groups.some((g) => g.ttfa_ms !== null);
  const cols = [
    { header: "#", align: "right" },
    ...NAME_COLS,
    { header: "streaming", align: "left" },
    { header: "streamed/n", align: "right" },
    { header: "TTFT ms p50 / p90", align: "right" },
    ...showTtfa ? [{ header: "TTFA ms p50", align: "right" }] : [],
    { header: "tok/s p50 / p90", align: "right" },
    { header: "tok/s min-max", align: "right" }
  ];
  const order = ranking(groups, "post_first_content_tps", (g) => !tooFewToRank(g, min), "-");
  const rows = order.rows.map(({ g, place }) => {
    const na = naPostFirstContent(g);
    const ranked = place !== null;
    const thin = tooFewToRank(g, min);
    const streaming = streamingOf(g.streaming);
    const cells = [
      { text: place ?? "" },
      ...names(g),
      { text: streaming.label, style: streaming.style },
      { text: formatCount(g.streamed, g.n) },
      { text: formatP50P90(g.ttft_ms, na), style: naStyle(formatP50P90(g.ttft_ms, na)) }
    ];
    if (showTtfa) cells.push({ text: formatMs(g.ttfa_ms?.p50), style: naStyle(formatMs(g.ttfa_ms?.p50)) });
    const tps = formatP50P90(g.post_first_content_tps, na) + (thin ? ` (n=${g.n_post_first_content}, too few to rank)` : "") + (ranked ? implausibleMark(g) : "");
    cells.push(
      { text: tps, style: ranked ? rankedStyle(g) : thin ? CELL_STYLE.withheld : naStyle(tps) },
      { text: formatMinMax(g.post_first_content_tps, void 0, "-"), style: ranked ? void 0 : CELL_STYLE.withheld }
    );
    return cells;
  });
  return [...table(cols, rows, opts), ...notRanked(order.implausible, (g) => g.post_first_content_tps, opts)];
}
function notRanked(groups, pick, opts) {
  if (groups.length === 0) return [];
  return [
    paint(
      "Not ranked: a rate above max_plausible_tps (kept as measured, see Flagged):",
      FLAG_REASON.implausible.style,
      opts.color
    ),
    ...groups.map(
      (g) => `  ${sanitizeText(g.provider)} / ${sanitizeText(g.model)} / ${sanitizeText(g.prompt)}: ${formatP50P90(pick(g))} tok/s p50 / p90, ${g.implausible} of ${g.n} implausible`
    )
  ];
}
function timeToFirstToken(groups, opts) {
  const cols = [
    { header: "#", align: "right" },
    ...NAME_COLS,
    { header: "streamed/n", align: "right" },
    { header: "TTFT ms p50 / p90", align: "right" }
  ];
  const rows = ranking(groups, "ttft_ms", () => true, "-").rows.map(({ g, place }) => {
    const text = formatP50P90(g.ttft_ms, naPostFirstContent(g));
    return [
      { text: place ?? "" },
      ...names(g),
      { text: formatCount(g.streamed, g.n) },
      { text, style: place !== null ? CELL_STYLE.ranked : naStyle(text) }
    ];
  });
  return table(cols, rows, opts);
}
function endToEnd(groups, opts) {
  const cols = [
    { header: "#", align: "right" },
    ...NAME_COLS,
    { header: "ok/n", align: "right" },
    { header: "total ms p50", align: "right" },
    { header: "tok/s p50 / p90", align: "right" }
  ];
  const order = ranking(groups, "end_to_end_tps", () => true, "-");
  const rows = order.rows.map(({ g, place }) => {
    const na = naEndToEnd(g);
    const ranked = place !== null;
    const tps = formatP50P90(g.end_to_end_tps, na) + (g.unranked?.end_to_end_tps === "too_few_samples" ? ` (n=${g.n_end_to_end}, too few to rank)` : "") + (ranked ? implausibleMark(g) : "");
    return [
      { text: place ?? "" },
      ...names(g),
      { text: formatCount(g.streamed + g.buffered, g.n), style: g.errors > 0 ? FLAG_REASON.error.style : void 0 },
      { text: formatMs(g.total_ms?.p50, na), style: naStyle(formatMs(g.total_ms?.p50, na)) },
      { text: tps, style: ranked ? rankedStyle(g) : naStyle(tps) }
    ];
  });
  return [...table(cols, rows, opts), ...notRanked(order.implausible, (g) => g.end_to_end_tps, opts)];
}
var IDS_SHOWN = 12;
function compactIds(g) {
  const head = `${g.provider}/${g.prompt}/`;
  const shown = g.ids.slice(0, IDS_SHOWN);
  const more = g.ids.length > IDS_SHOWN ? ` +${g.ids.length - IDS_SHOWN} more` : "";
  if (g.ids.length > 1 && g.ids.every((id) => id.startsWith(head)))
    return sanitizeText(`${head}{${shown.map((id) => id.slice(head.length)).join(",")}}`) + more;
  return shown.map(sanitizeText).join(", ") + more;
}
function flagged(flags, opts) {
  if (flags.length === 0) return [title("Flagged: none", opts)];
  const groups = groupFlags(flags);
  const lines = [
    title(
      `Flagged (${new Set(flags.map((f) => f.id)).size} requests, one line per provider, prompt and reason; warmups not listed)`,
      opts
    )
  ];
  const labelWidth = Math.max(...groups.map((g) => FLAG_REASON[g.reason].label.length));
  const countWidth = Math.max(...groups.map((g) => String(g.ids.length).length));
  const cells = groups.map((g) => `${String(g.ids.length).padStart(countWidth)}x ${compactIds(g)}`);
  const idWidth = Math.max(...cells.map((c) => Array.from(c).length));
  groups.forEach((g, i) => {
    const r = FLAG_REASON[g.reason];
    const head = `  ${paint(pad(r.label, labelWidth, "left"), r.style, opts.color)}  ${pad(cells[i], idWidth, "left")}  `;
    const headLen = 2 + labelWidth + 2 + idWidth + 2;
    const others = g.details.length > 1 ? ` (+${g.details.length - 1} other kinds, see summary.md)` : "";
    let detail = truncate((g.varied ? "e.g. " : "") + sanitizeText(g.details[0] ?? ""), MAX_DETAIL) + others;
    if (opts.width !== void 0) detail = truncate(detail, Math.max(20, opts.width - headLen));
    lines.push(head + detail);
  });
  return lines;
}
function streamTiming(results, opts) {
  const cols = [
    ...NAME_COLS.filter((c) => c.header !== "model"),
    ...TIMING_HEADERS.map((header) => ({
      header: header.replace(/ p\d+(\/(p\d+|max))?$/, ""),
      align: header === "chunking" ? "left" : "right"
    }))
  ];
  const rows = timingGroups(results).map((g) => [
    { text: sanitizeText(g.provider) },
    { text: sanitizeText(g.prompt) },
    ...timingCells(g, false).map((text, i) => ({
      text,
      style: naStyle(text) ?? (TIMING_HEADERS[i] === "chunking" && text.startsWith("coarse") ? FLAG_REASON.coarse.style : void 0)
    }))
  ]);
  const out = [
    title("Stream timing (streamed responses only)", opts),
    ...table(cols, rows, opts),
    `  percentiles: ${TIMING_HEADERS.filter((h) => / p\d/.test(h)).join(", ")}`
  ];
  for (const f of TIMING_FIGURES) out.push(`  ${f.label}: ${f.meaning}`);
  out.push(TRUST_SENTENCE);
  const coarse = coarseSentence(results);
  if (coarse) out.push(coarse);
  return out;
}
function renderTerminal(results, opts) {
  const groups = results.groups;
  const out = [];
  const lead = leadSentence(results, sanitizeText);
  if (lead !== null) out.push(title(lead, opts), "");
  out.push(title("Post-first-content throughput (streamed responses only)", opts));
  if (groups.length === 0) out.push("No measured requests.");
  else out.push(...postFirstContent(groups, opts, MIN_SAMPLES));
  out.push("");
  out.push(title("End-to-end throughput (all successful responses)", opts));
  if (groups.length === 0) out.push("No measured requests.");
  else out.push(...endToEnd(groups, opts));
  if (groups.some((g) => g.ttft_ms !== null)) {
    out.push("");
    out.push(title("Time to first token (streamed responses only, lowest first)", opts));
    out.push(...timeToFirstToken(groups, opts));
  }
  if (groups.some((g) => rankOf(g, "post_first_content_tps") !== void 0))
    out.push(
      '#: the place by p50; "1-2" where the data cannot order the groups (their 95% intervals of the median overlap).'
    );
  const marked = (g) => g.implausible > 0 && (rankOf(g, "post_first_content_tps") !== null || rankOf(g, "end_to_end_tps") !== null);
  if (groups.some(marked)) out.push("! a rate above max_plausible_tps, kept as measured (see Flagged)");
  out.push(tokenSourcesSentence(results));
  const hidden = hiddenReasoningLines(groups);
  if (hidden.length > 0) {
    out.push("");
    out.push(title("Hidden reasoning (counted by the provider, never streamed)", opts));
    for (const { g, text } of hidden) out.push(`  ${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: ${text}`);
  }
  if (hasStreamTiming(results)) {
    out.push("");
    out.push(...streamTiming(results, opts));
  }
  const connections = newConnectionSentence(results);
  if (connections !== null) out.push(connections);
  if (groups.some((g) => g.server_tps !== null)) {
    out.push("");
    out.push(title("Server-reported generation rate (a third figure, never merged)", opts));
    for (const g of groups) {
      if (g.server_tps === null) continue;
      const client = g.post_first_content_tps?.p50 ?? null;
      const ratio = client !== null && client > 0 ? ` (${formatNumber(g.server_tps.p50 / client)}x the client-observed rate)` : "";
      out.push(
        `  ${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: ${formatTps(g.server_tps.p50)} tok/s p50 over ${g.n_server}${ratio}`
      );
    }
  }
  if (results.comparisons !== void 0) {
    out.push("");
    out.push(...comparisonLines(results, opts));
  }
  for (const t of stageTables(results)) {
    out.push("");
    out.push(title(`Load stages: ${sanitizeText(t.provider)} / ${sanitizeText(t.prompt)}`, opts));
    out.push(
      ...table(
        STAGE_HEADERS.map((header, i) => ({ header, align: i >= 3 && i <= 8 ? "right" : "left", shrink: i === 10 })),
        t.rows.map(
          (r) => r.map((text) => ({
            text,
            ...text.includes("generator-limited") || text.includes("buffered") ? { style: CELL_STYLE.caution } : {}
          }))
        ),
        opts
      )
    );
    out.push(...t.lines.map((l) => `  ${l}`));
  }
  if (results.stages !== void 0) out.push(STAGE_NOTE);
  out.push("");
  out.push(...flagged(results.flagged, opts));
  return out.join("\n") + "\n";
}
function comparisonLines(results, opts) {
  const comparisons = results.comparisons ?? [];
  const changes = results.streaming_changes ?? [];
  const slower = comparisons.filter((c) => c.verdict === "slower").length;
  const alerts = changes.filter((c) => c.alert).length;
  const out = [
    title(
      `Compared with the baseline: ${slower + alerts === 0 ? "no regression" : `${slower} slower, ${alerts} streaming less than before`}`,
      opts
    )
  ];
  const about = baselineSentence(results);
  if (about) out.push(sanitizeText(about));
  for (const c of changes) {
    out.push(
      paint(
        `  streaming ${formatStreamingChange(c, "->")}: ${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} (now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`,
        c.alert ? CELL_STYLE.alert : void 0,
        opts.color
      )
    );
  }
  if (comparisons.length === 0) return [...out, "No groups to compare."];
  const cols = [
    ...NAME_COLS.filter((c) => c.header !== "model"),
    { header: "metric", align: "left" },
    { header: "baseline p50 (n)", align: "right" },
    { header: "current p50 (n)", align: "right" },
    { header: "change", align: "right" },
    { header: "interval", align: "right" },
    { header: "verdict", align: "left" }
  ];
  const rows = comparisons.map((c) => [
    { text: sanitizeText(c.provider) },
    { text: sanitizeText(c.prompt) },
    { text: METRIC_LABEL[c.metric] ?? sanitizeText(String(c.metric)) },
    { text: c.baseline_p50 === null ? "n/a" : `${formatNumber(c.baseline_p50)} (${c.baseline_n})` },
    { text: c.current_p50 === null ? "n/a" : `${formatNumber(c.current_p50)} (${c.current_n})` },
    { text: formatPct(c.delta_pct) },
    { text: formatPctInterval(c) },
    {
      text: (VERDICT_LABEL[c.verdict] ?? sanitizeText(String(c.verdict))) + (comparisonReason(c) ? `: ${sanitizeText(comparisonReason(c))}` : ""),
      style: verdictOf(c.verdict)?.style
    }
  ]);
  return [...out, ...table(cols, rows, opts)];
}
function renderComparisonTerminal(results, opts) {
  return comparisonLines(results, opts).join("\n") + "\n";
}

// src/history/load.ts
import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
async function readResultsAt(path) {
  const abs = resolve(path);
  let file = abs;
  try {
    if ((await stat(abs)).isDirectory()) file = join(abs, "results.json");
  } catch (err) {
    if (err.code === "ENOENT")
      throw new HistoryError(`${path}: no such file or folder. Expected a run's output folder or its results.json.`);
    throw err;
  }
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT")
      throw new HistoryError(
        `${file} is missing. Expected the output folder of a finished run (\`streamgauge run -o ${path}\`).`
      );
    throw err;
  }
  return { results: parseResults(text, file), file };
}
async function loadBaselines(paths) {
  const out = [];
  for (const p of paths) {
    const { results, file } = await readResultsAt(p);
    out.push({ results, source: file });
  }
  return out;
}
async function loadHistoryBaselines(dir, last, onWarning) {
  const store = localFolderStore(dir);
  const entries = await readHistory(store, { last, ...onWarning ? { onWarning } : {} });
  return entries.map((e) => ({ results: e.results, source: `${resolve(dir)}/${e.name}` }));
}

// src/cli/compare.ts
import { parseArgs as parseArgs2 } from "node:util";

// src/cli/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
};
function parse(args, options, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true
    });
  } catch (err) {
    throw new UsageError(err.message);
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  return parsed;
}
function numberFlag(value, flag, check, expected) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isFinite(n) || !check(n))
    throw new UsageError(`${flag} ${String(value)}: expected ${expected}`);
  return n;
}
function wholeNumber(value, flag) {
  return numberFlag(value, flag, (n) => Number.isInteger(n) && n >= 1, "a whole number >= 1");
}
function useColor(io) {
  return Boolean(io.stdout.isTTY) && io.env.NO_COLOR === void 0 && io.env.CI !== "true";
}

// src/cli/compare.ts
var EXIT_OK = 0;
var EXIT_REGRESSION = 1;
var EXIT_USAGE = 2;
var DEFAULT_HISTORY_BASELINE_RUNS = 5;
var COMPARE_USAGE = `Usage:
  streamgauge compare BASELINE_OUT... CURRENT_OUT [--min-effect-pct P] [--fail-on-regression]
  streamgauge compare --history DIR [--last N] CURRENT_OUT [BASELINE_OUT...] [...]
  streamgauge compare --between PROVIDER_A PROVIDER_B OUT [--prompt P] [--min-effect-pct P]

Compares CURRENT_OUT with the baseline runs (output folders or results.json
files, and/or the newest N runs of a history folder, default ${DEFAULT_HISTORY_BASELINE_RUNS}) per
provider x prompt x metric, and writes the comparison into CURRENT_OUT's
reports (results.json, summary.md, report.html, ...). A figure is slower or faster when the whole 95%
interval of its change lies at least P% (default ${DEFAULT_MIN_EFFECT_PCT}) from 0.

  --fail-on-regression   exit 1 when a figure is slower or a group stopped streaming

With --between, compares two providers of the run in OUT by the same rules
("A is x% faster than B, 95% interval [..]"), per prompt both ran (or the
one --prompt names) and metric; prints the answers and writes nothing.
`;
function usage(io, message) {
  io.stderr.write(`streamgauge compare: ${message}

${COMPARE_USAGE}`);
  return EXIT_USAGE;
}
function minEffect(value) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isFinite(n) || n < 0)
    throw new UsageError(`--min-effect-pct ${String(value)}: expected a percentage >= 0, such as 10`);
  return n;
}
async function applyBaseline(outcome, baselines, io, opts = {}) {
  const inputs = isPaths(baselines) ? await loadBaselines(baselines) : [...baselines];
  const results = compareWithBaselines(outcome.results, inputs, opts);
  await publish(outcome.files, { results, traces: outcome.traces }, opts.scrub ? { scrub: opts.scrub } : {});
  return reportComparison(results, io, opts);
}
function compareWithBaselines(results, baselines, opts = {}) {
  return withComparisons(
    results,
    [...baselines],
    opts.minEffectPct === void 0 ? {} : { min_effect_pct: opts.minEffectPct }
  );
}
function reportComparison(results, io, opts = {}) {
  io.stdout.write("\n" + renderComparisonTerminal(results, { color: useColor(io) }));
  const r = regressions(results);
  if (hasRegression(results)) {
    io.stderr.write(
      `streamgauge: regression: ${r.slower.length} figure(s) slower, ${r.stopped_streaming.length} group(s) streaming less than before${opts.failOnRegression ? " (--fail-on-regression: exit 1)" : ""}
`
    );
    if (opts.failOnRegression) return EXIT_REGRESSION;
  }
  return EXIT_OK;
}
function isPaths(x) {
  return x.every((v) => typeof v === "string");
}
async function compareCommand(args, io) {
  try {
    let parsed;
    try {
      parsed = parseArgs2({
        args,
        options: {
          "fail-on-regression": { type: "boolean" },
          "min-effect-pct": { type: "string" },
          history: { type: "string" },
          last: { type: "string" },
          between: { type: "boolean" },
          prompt: { type: "string" },
          help: { type: "boolean", short: "h" }
        },
        allowPositionals: true,
        strict: true
      });
    } catch (err) {
      throw new UsageError(err.message);
    }
    const { values, positionals } = parsed;
    if (values.help) {
      io.stdout.write(COMPARE_USAGE);
      return EXIT_OK;
    }
    const min = minEffect(values["min-effect-pct"]);
    if (values.between) return await betweenCommand(positionals, values.prompt, min, io);
    if (values.prompt !== void 0) throw new UsageError("--prompt goes with --between PROVIDER_A PROVIDER_B OUT");
    const last = wholeNumber(values.last, "--last");
    if (last !== void 0 && values.history === void 0) throw new UsageError("--last needs --history DIR");
    const current = positionals[positionals.length - 1];
    const paths = positionals.slice(0, -1);
    if (current === void 0) throw new UsageError("compare needs the current run: CURRENT_OUT, its output folder");
    if (paths.length === 0 && values.history === void 0)
      throw new UsageError(
        "compare needs at least one baseline: `streamgauge compare BASELINE_OUT CURRENT_OUT` (or --history DIR)"
      );
    const { results, file } = await readResultsAt(current);
    const baselines = [
      ...values.history === void 0 ? [] : await loadHistoryBaselines(
        values.history,
        last ?? DEFAULT_HISTORY_BASELINE_RUNS,
        (m) => io.stderr.write(`streamgauge compare: warning: ${m}
`)
      ),
      ...await loadBaselines(paths)
    ];
    const files = outputFiles(file.replace(/[\\/]results\.json$/, ""));
    if (files.results !== file)
      throw new UsageError(
        `${current}: compare writes into the current run's folder, so give the folder (or a file named results.json)`
      );
    const traces = await readTraces(files.traces);
    return await applyBaseline({ results, traces, files }, baselines, io, {
      failOnRegression: values["fail-on-regression"] === true,
      ...min === void 0 ? {} : { minEffectPct: min }
    });
  } catch (err) {
    if (err instanceof UsageError || err instanceof HistoryError || err instanceof HistoryStoreError)
      return usage(io, err.message);
    throw err;
  }
}
async function betweenCommand(positionals, prompt, minEffectPct, io) {
  if (positionals.length !== 3)
    throw new UsageError(
      `--between needs two providers and a run: --between PROVIDER_A PROVIDER_B OUT (got ${positionals.length} argument(s))`
    );
  const [a, b, out] = positionals;
  if (a === b) throw new UsageError(`--between ${a} ${a}: name two different providers`);
  const { results, file } = await readResultsAt(out);
  const providers = [...new Set(results.groups.map((g) => g.provider))].sort();
  for (const p of [a, b])
    if (!providers.includes(p))
      throw new UsageError(
        `${file}: no provider "${p}" in this run; its providers are ${providers.join(", ") || "(none)"}`
      );
  const prompts = (p) => new Set(results.groups.filter((g) => g.provider === p).map((g) => g.prompt));
  const common = [...prompts(a)].filter((p) => prompts(b).has(p)).sort();
  if (prompt !== void 0 && !common.includes(prompt))
    throw new UsageError(
      `--prompt ${prompt}: not a prompt both ${a} and ${b} ran in ${file}; theirs in common: ${common.join(", ") || "(none)"}`
    );
  if (common.length === 0) throw new UsageError(`${a} and ${b} ran no prompt in common in ${file}`);
  const settings = minEffectPct === void 0 ? {} : { min_effect_pct: minEffectPct };
  const rows = compareProviders(results, a, b, { ...prompt === void 0 ? {} : { prompt }, settings });
  const min = minEffectPct ?? DEFAULT_MIN_EFFECT_PCT;
  const lines = [
    `${sanitizeText(a)} against ${sanitizeText(b)}, streamed responses only. A difference counts when the whole 95% interval of the difference of the medians (seeded bootstrap) lies at least ${min}% from 0, as compare uses between runs.`
  ];
  let at = "";
  for (const r of rows) {
    if (r.prompt !== at) lines.push("", `prompt ${sanitizeText(r.prompt)}:`);
    at = r.prompt;
    lines.push(`  ${betweenSentence(r.comparison, sanitizeText(a), sanitizeText(b), "95%")}`);
  }
  io.stdout.write(lines.join("\n") + "\n");
  return EXIT_OK;
}
function takeBaselineArgs(args) {
  const rest = [];
  const baselines = [];
  let failOnRegression = false;
  let minEffectPct;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--") {
      rest.push(...args.slice(i));
      break;
    }
    if (a === "--baseline") {
      const start = baselines.length;
      while (i + 1 < args.length && !args[i + 1].startsWith("-")) baselines.push(args[++i]);
      if (baselines.length === start) throw new Error("--baseline needs at least one output folder: --baseline DIR...");
    } else if (a.startsWith("--baseline=")) {
      const v = a.slice("--baseline=".length);
      if (v === "") throw new Error("--baseline needs at least one output folder: --baseline DIR...");
      baselines.push(v);
    } else if (a === "--fail-on-regression") failOnRegression = true;
    else if (a === "--min-effect-pct" || a.startsWith("--min-effect-pct=")) {
      const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : args[++i];
      try {
        minEffectPct = minEffect(v ?? "");
      } catch (err) {
        throw new Error(err.message, { cause: err });
      }
    } else rest.push(a);
  }
  return { rest, baselines, failOnRegression, minEffectPct };
}

// src/cli/history.ts
var EXIT_OK2 = 0;
var EXIT_USAGE2 = 2;
var DEFAULT_SHOW_POINTS = 20;
var HISTORY_USAGE = `Usage:
  streamgauge history add OUT --dir HISTORY [--max-entries N]
  streamgauge history show --dir HISTORY [--last N]

add   copies OUT/results.json into the history folder as one entry (the same
      run added again replaces its entry), then drops the oldest entries
      beyond N (default ${DEFAULT_MAX_ENTRIES}).
show  prints a trend table per provider x prompt x metric over the newest N
      runs (default ${DEFAULT_SHOW_POINTS}).
`;
async function guarded(io, f) {
  try {
    return await f();
  } catch (err) {
    if (err instanceof UsageError || err instanceof HistoryError || err instanceof HistoryStoreError) {
      io.stderr.write(`streamgauge history: ${err.message}

${HISTORY_USAGE}`);
      return EXIT_USAGE2;
    }
    throw err;
  }
}
function historyAdd(args, io) {
  return guarded(io, async () => {
    const { values, positionals } = parse(args, { dir: { type: "string" }, "max-entries": { type: "string" } }, 1);
    if (values.help) {
      io.stdout.write(HISTORY_USAGE);
      return EXIT_OK2;
    }
    const out = positionals[0];
    if (out === void 0)
      throw new UsageError("history add needs the output folder of a run: history add OUT --dir HISTORY");
    if (typeof values.dir !== "string") throw new UsageError("history add needs --dir HISTORY, the history folder");
    const max = wholeNumber(values["max-entries"], "--max-entries");
    const { results } = await readResultsAt(out);
    const store = localFolderStore(values.dir);
    const r = await addToHistory(store, results, max === void 0 ? {} : { maxEntries: max });
    io.stdout.write(
      `${r.replaced ? "replaced" : "added"} ${r.name} in ${store.description}: ${r.entries} entr${r.entries === 1 ? "y" : "ies"}` + (r.dropped.length > 0 ? `; dropped the oldest ${r.dropped.length}: ${r.dropped.join(", ")}` : "") + "\n"
    );
    return EXIT_OK2;
  });
}
function historyShow(args, io) {
  return guarded(io, async () => {
    const { values } = parse(args, { dir: { type: "string" }, last: { type: "string" } }, 0);
    if (values.help) {
      io.stdout.write(HISTORY_USAGE);
      return EXIT_OK2;
    }
    if (typeof values.dir !== "string") throw new UsageError("history show needs --dir HISTORY, the history folder");
    const last = wholeNumber(values.last, "--last") ?? DEFAULT_SHOW_POINTS;
    const store = localFolderStore(values.dir);
    const entries = await readHistory(store, {
      last,
      onWarning: (m) => io.stderr.write(`streamgauge history: warning: ${m}
`)
    });
    if (entries.length === 0) {
      io.stdout.write(`The history in ${store.description} holds no runs.
`);
      return EXIT_OK2;
    }
    const first = entries[0].results.run.started_at;
    const latest = entries[entries.length - 1].results.run.started_at;
    io.stdout.write(`${entries.length} run(s) from ${first} to ${latest} in ${store.description}

`);
    const columns = io.stdout.columns;
    io.stdout.write(renderTrendTable(trendSeries(entries), { points: last, ...columns ? { width: columns } : {} }));
    return EXIT_OK2;
  });
}
function historyCommand(args, io) {
  const [sub, ...rest] = args;
  if (sub === "add") return historyAdd(rest, io);
  if (sub === "show") return historyShow(rest, io);
  if (sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout.write(HISTORY_USAGE);
    return Promise.resolve(EXIT_OK2);
  }
  io.stderr.write(
    `streamgauge history: ${sub === void 0 ? "needs a subcommand" : `unknown subcommand "${sub}"`}: add or show

${HISTORY_USAGE}`
  );
  return Promise.resolve(EXIT_USAGE2);
}

// src/cli/download.ts
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { join as join2, resolve as resolve2 } from "node:path";
var DownloadError = class extends Error {
};
var RUN_URL = /^https?:\/\/[^/]+\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)(?:\/attempts\/(\d+))?\/?(?:[?#].*)?$/;
function parseRunRef(args) {
  const fix = "Give a run URL (https://github.com/OWNER/REPO/actions/runs/ID, as the Actions tab shows it) or OWNER/REPO ID.";
  if (args.length === 1) {
    const m = RUN_URL.exec(args[0]);
    if (!m) throw new UsageError(`download: "${args[0]}" is not a workflow run URL. ${fix}`);
    return { owner: m[1], repo: m[2], runId: Number(m[3]), attempt: m[4] ? Number(m[4]) : null };
  }
  if (args.length === 2) {
    const repo = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(args[0]);
    if (!repo) throw new UsageError(`download: "${args[0]}" is not OWNER/REPO. ${fix}`);
    if (!/^\d+$/.test(args[1])) throw new UsageError(`download: run id "${args[1]}" is not a number. ${fix}`);
    return { owner: repo[1], repo: repo[2], runId: Number(args[1]), attempt: null };
  }
  throw new UsageError(`download needs the run to fetch. ${fix}`);
}
var statusOf = (err) => {
  const s = err?.status;
  return typeof s === "number" ? s : null;
};
async function downloadCommand(args, io) {
  const { values, positionals } = parse(args, { out: { type: "string", short: "o" }, name: { type: "string" } }, 2);
  if (values.help) {
    io.stdout.write(
      "streamgauge download RUN [-o OUT] [--name ARTIFACT-NAME]\n  RUN: https://github.com/OWNER/REPO/actions/runs/ID[/attempts/N], or OWNER/REPO ID\n  token from GITHUB_TOKEN or GH_TOKEN (actions: read); API from GITHUB_API_URL (GitHub Enterprise)\n"
    );
    return 0;
  }
  const run = parseRunRef(positionals);
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
  if (!token)
    throw new DownloadError(
      'download needs a token that can read the repository\'s Actions: set GITHUB_TOKEN or GH_TOKEN (for example `export GH_TOKEN="$(gh auth token)"`, or a fine-grained token with "Actions: read").'
    );
  const scrub = makeScrubber([token]);
  const where = `run ${run.runId} of ${run.owner}/${run.repo}`;
  const other = { runId: run.runId, owner: run.owner, repo: run.repo, token };
  const out = resolve2(values.out ?? `streamgauge-run-${run.runId}`);
  const { downloadArtifact, listRunArtifacts } = await import("./chunk-CZR7XSWQ.js");
  let listing;
  try {
    listing = await listRunArtifacts(other);
  } catch (err) {
    const status = statusOf(err);
    if (status === 404)
      throw new DownloadError(
        `${where} was not found (HTTP 404), or the token cannot see it. Check the URL, and that the token can read the repository's Actions.`
      );
    if (status === 401)
      throw new DownloadError(`the token was refused (HTTP 401) listing ${where}: it is invalid or expired.`);
    if (status === 403)
      throw new DownloadError(
        `the token may not read ${where} (HTTP 403): it needs "Actions: read" on ${run.owner}/${run.repo}.`
      );
    throw new DownloadError(`listing the artifacts of ${where} failed: ${scrub(err.message)}`);
  }
  if (run.attempt !== null) listing = listing.filter((a) => (attemptOf(a.name) ?? 0) <= run.attempt);
  let bases = runArtifactBases(listing);
  if (values.name !== void 0) bases = bases.filter((b) => b.base === values.name);
  if (bases.length === 0) {
    const found = listing.length === 0 ? "none" : listing.map((a) => `'${a.name}'`).join(", ");
    throw new DownloadError(
      `${where} has no streamgauge artifact${values.name !== void 0 ? ` named '${values.name}-\u2026'` : ""} (found: ${found}). The Action uploads ARTIFACT-NAME-attempt-A (or -shard-I-of-N-attempt-A, -merged-attempt-A) when upload-traces is true.`
    );
  }
  const fetch = async (a, dir) => {
    try {
      await downloadArtifact(a, dir, other);
    } catch (err) {
      const status = statusOf(err);
      if (status === 410)
        throw new DownloadError(
          `artifact '${a.name}' of ${where} has expired (HTTP 410): GitHub keeps artifacts for the repository's retention period (90 days unless \`retention-days\` or the repository says less).`
        );
      if (status === 404) throw new DownloadError(`artifact '${a.name}' of ${where} is gone (HTTP 404).`);
      throw new DownloadError(`downloading artifact '${a.name}' of ${where} failed: ${scrub(err.message)}`);
    }
  };
  await mkdir(out, { recursive: true });
  for (const { base, artifacts } of bases) {
    const target = bases.length === 1 ? out : join2(out, base);
    const whole = selectRunResults(base, artifacts);
    if (whole !== null) {
      await fetch(whole, target);
      io.stdout.write(`${base}: artifact '${whole.name}' -> ${target}
`);
      continue;
    }
    const shards = selectShards(base, artifacts);
    if (!shards.ok) throw new DownloadError(`${where}: ${shards.message}`);
    const tmp = await mkdtemp(join2(out, `.${base}-shards-`));
    try {
      const dirs = [];
      for (const a of shards.artifacts) {
        const dir = join2(tmp, `shard-${a.shard.index}`);
        await fetch(a, dir);
        dirs.push(dir);
      }
      await mergeOutputs({
        inputs: dirs,
        outDir: target,
        warn: (m) => io.stderr.write(`streamgauge download: warning: ${m}
`)
      });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
    io.stdout.write(`${base}: ${shards.artifacts.length} shard artifacts merged -> ${target}
`);
  }
  const folders = bases.length === 1 ? [out] : bases.map((b) => join2(out, b.base));
  io.stdout.write(
    `
Ready: ${(await Promise.all(folders.map(async (f) => `${f} (${(await readdir(f)).length} files)`))).join(", ")}.
Next: streamgauge reanalyze ${folders[0]} -o ${folders[0]}-relabelled --min-generation-s 0.5, or streamgauge compare.
`
  );
  return 0;
}

// src/cli/init.ts
import { open } from "node:fs/promises";
import { resolve as resolve3 } from "node:path";
var STARTER_CONFIG = `# streamgauge.yml: what to measure. Reference: the README's "Config reference".
#
# Keep the providers you use and delete the rest: \`streamgauge run\` checks
# that every provider's key variable (api_key_env) is set before it sends
# anything. Keys are read from the environment only, never written here.
# Try it without a key first: \`streamgauge demo\` runs a bundled matrix
# against the built-in simulator.

defaults:
  # Measured requests per provider x prompt, after the warmups (left out of
  # every figure).
  repetitions: 5
  warmup: 1
  # Requests in flight at once for one provider.
  concurrency: 1
  max_tokens: 256
  # Seconds: dispatch to headers; longest silence between reads; dispatch to end.
  timeout: { headers: 30, idle: 30, total: 300 }

# Providers measured at once (1 = one after another).
parallel_providers: 4

analysis:
  # A response is buffered (end-to-end rate only, TTFT withheld) when its
  # content came in fewer reads than this, or over less than min_generation_s.
  min_content_reads: 3
  min_generation_s: 0.2
  # A rate above this is flagged for review, never clamped.
  max_plausible_tps: 5000

providers:
  # OpenAI Chat Completions; also Groq, DeepSeek, OpenRouter, Mistral, vLLM,
  # llama.cpp and Ollama's /v1 with their own base_url.
  - id: openai-mini
    api: openai-chat
    base_url: https://api.openai.com/v1
    model: gpt-4o-mini
    api_key_env: OPENAI_API_KEY
  # OpenAI Responses API (reasoning summaries stream as reasoning).
  - id: openai-responses
    api: openai-responses
    base_url: https://api.openai.com/v1
    model: gpt-4o-mini
    api_key_env: OPENAI_API_KEY
  - id: claude-haiku
    api: anthropic
    base_url: https://api.anthropic.com/v1
    model: claude-3-5-haiku-latest
    api_key_env: ANTHROPIC_API_KEY
  - id: gemini-flash
    api: gemini
    base_url: https://generativelanguage.googleapis.com/v1beta
    model: gemini-2.0-flash
    api_key_env: GEMINI_API_KEY
  - id: cohere-command
    api: cohere
    base_url: https://api.cohere.com/v2
    model: command-r
    api_key_env: COHERE_API_KEY
  # Azure OpenAI: model is the deployment name; base_url your resource.
  - id: azure-gpt
    api: azure-openai
    base_url: https://YOUR-RESOURCE.openai.azure.com
    model: YOUR-DEPLOYMENT
    api_key_env: AZURE_OPENAI_API_KEY
  # Amazon Bedrock ConverseStream, signed with AWS_ACCESS_KEY_ID and
  # AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN) from the environment.
  - id: bedrock-nova
    api: bedrock
    base_url: https://bedrock-runtime.us-east-1.amazonaws.com
    model: amazon.nova-micro-v1:0
  # A local server needs no key: Ollama's native API.
  - id: ollama-local
    api: ollama
    base_url: http://127.0.0.1:11434
    model: llama3.2

prompts:
  - id: haiku
    prompt: Write a haiku about rain.
    max_tokens: 64
  - id: explain
    # Or messages: [{ role: system, content: ... }, { role: user, content: ... }]
    prompt: Explain time to first token in one paragraph.
`;
async function initCommand(args, io) {
  const { values } = parse(args, { out: { type: "string", short: "o", default: "streamgauge.yml" } });
  if (values.help) {
    io.stdout.write("streamgauge init [-o streamgauge.yml]   writes a commented starter config; never overwrites\n");
    return 0;
  }
  const file = resolve3(values.out);
  let handle;
  try {
    handle = await open(file, "wx");
  } catch (err) {
    if (err.code === "EEXIST")
      throw new UsageError(`${file} already exists; init never overwrites a config. Give another name with -o FILE.`);
    throw err;
  }
  try {
    await handle.writeFile(STARTER_CONFIG);
  } finally {
    await handle.close();
  }
  io.stdout.write(
    `Wrote ${file}: eight providers, two prompts. Keep the providers you use, set their key variables, then:
  streamgauge run -c ${values.out}
`
  );
  return 0;
}

// src/cli/dashboard.ts
import { relative } from "node:path";
var DASHBOARD_USAGE = `Usage:
  streamgauge dashboard --history DIR [-o SITE] [--title T]

Writes a static site (SITE, default "site"): SITE/index.html lists each
benchmark of the history, and each has a page of trend charts. DIR is a data
branch checkout (with streamgauge-history/), streamgauge-history/ itself, or
a folder written by \`streamgauge history add --dir\`.
`;
async function dashboardCommand(args, io) {
  const { values } = parse(args, {
    history: { type: "string" },
    out: { type: "string", short: "o", default: "site" },
    title: { type: "string" }
  });
  if (values.help) {
    io.stdout.write(DASHBOARD_USAGE);
    return 0;
  }
  if (typeof values.history !== "string")
    throw new UsageError("dashboard needs --history DIR, the history folder (e.g. a checkout of the data branch)");
  const { files, benchmarks } = await buildSite(values.history, {
    ...typeof values.title === "string" ? { title: values.title } : {},
    onWarning: (m) => io.stderr.write(`streamgauge dashboard: warning: ${m}
`)
  });
  const written = await writeSite(values.out, files);
  const runs = benchmarks.reduce((k, b) => k + b.entries.length, 0);
  io.stdout.write(
    `${benchmarks.length} benchmark(s), ${runs} run(s): ${written.length} file(s) in ${values.out}
open ${relative(process.cwd(), written[0]) || written[0]}
`
  );
  return 0;
}

// src/cli/demo.ts
var DEMO_CONFIG = `# streamgauge demo: the built-in simulator plays eight kinds of provider.
defaults:
  repetitions: 3
  warmup: 1
  concurrency: 1
  max_tokens: 64
  timeout: { headers: 10, idle: 5, total: 30 }
parallel_providers: 8
analysis: { min_content_reads: 3, min_generation_s: 0.2, max_plausible_tps: 5000 }
providers:
  - id: steady
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "steady:tokens=40,interval_ms=15"
  - id: slow-start
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "role-keepalive:delay_ms=400"
  - id: buffering-proxy
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "burst:delay_ms=600"
  - id: short-answer
    api: openai-chat
    base_url: {{BASE_URL}}
    model: short-fast
  - id: inflated-usage
    api: openai-chat
    base_url: {{BASE_URL}}
    model: implausible
  - id: empty-answer
    api: openai-chat
    base_url: {{BASE_URL}}
    model: empty
  - id: rate-limited
    api: openai-chat
    base_url: {{BASE_URL}}
    model: http-429
  - id: hidden-reasoning
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "hidden-reasoning:hidden_tokens=40,think_ms=500,tokens=20,interval_ms=20"
prompts:
  - id: haiku
    prompt: Write a haiku about rain.
  - id: explain
    prompt: Explain time to first token in one paragraph.
`;

// src/report/progress.ts
var MAX_BLOCK_PROVIDERS = 10;
var MAX_ERROR_LINES = 10;
var STEPS = 20;
var ESC = "\x1B[";
function inCi(env) {
  const ci = env.CI;
  return ci !== void 0 && ci !== "" && ci !== "0" && ci.toLowerCase() !== "false";
}
function progressMode(isTTY, env = {}) {
  return isTTY && !inCi(env) && env.TERM !== "dumb" ? "tty" : "plain";
}
function errorKindOf(trace) {
  return classify(trace, DEFAULT_ANALYSIS).error_kind;
}
function cut(s, width) {
  const chars = Array.from(s);
  return chars.length <= width ? s : chars.slice(0, Math.max(0, width - 1)).join("") + "\u2026";
}
function pad2(s, width) {
  return s + " ".repeat(Math.max(0, width - Array.from(s).length));
}
function seconds(ms) {
  return ms < 6e4 ? `${formatNumber(ms / 1e3)} s` : `${Math.floor(ms / 6e4)} min ${Math.round(ms % 6e4 / 1e3)} s`;
}
var ProgressDisplay = class {
  mode;
  #write;
  #now;
  #columns;
  #color;
  #maxRequestLines;
  #providers = /* @__PURE__ */ new Map();
  #total = 0;
  #done = 0;
  #errors = 0;
  #startMs = null;
  /** Lines of the block currently on screen (tty mode). */
  #drawn = 0;
  #lastStep = 0;
  #errorLines = 0;
  #finished = false;
  /** A load run's current stage, or null: then there is no request total, only stages. */
  #stage = null;
  #inFlight = 0;
  constructor(opts) {
    const env = opts.env ?? {};
    this.mode = progressMode(opts.isTTY, env);
    this.#write = opts.write;
    this.#now = opts.now;
    this.#columns = opts.columns !== void 0 && opts.columns > 0 ? Math.max(20, opts.columns) : 80;
    this.#color = env.NO_COLOR === void 0;
    this.#maxRequestLines = opts.maxRequestLines ?? 200;
  }
  /** The plan is known: every provider's request count (warmups included). */
  onPlan(plan) {
    this.#startMs = this.#now?.() ?? null;
    this.#total = plan.requests.length;
    for (const p of plan.providers) this.#provider(p.id);
    for (const r of plan.requests) this.#provider(r.provider.id).total++;
    if (this.mode === "tty") this.#redraw();
    else if (plan.load)
      this.#write(
        `streamgauge: load run: ${plan.load.pairs.length} provider x prompt pair(s), their stages one after another
`
      );
    else
      this.#write(
        `streamgauge: ${this.#total} requests (${plan.requests.filter((r) => r.warmup).length} warmup) across ${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ""}
`
      );
  }
  /** A load stage started. */
  onStage(info) {
    if (this.#finished) return;
    this.#stage = info;
    if (this.mode === "tty") this.#redraw();
    else this.#write(`streamgauge: ${this.#stageLine(info, false)}
`);
  }
  /** Requests in flight changed (load runs). */
  onInFlight(n) {
    this.#inFlight = n;
    if (this.mode === "tty" && !this.#finished && this.#stage !== null) this.#redraw();
  }
  #stageLine(info, live) {
    const where = `${sanitizeText(info.provider)}/${sanitizeText(info.prompt)}`;
    const length = info.durationMs !== null ? `${seconds(info.durationMs)}` : `${info.requests} requests`;
    const head = `pair ${info.pair + 1}/${info.pairs} ${where}, stage ${info.stage + 1}/${info.stages}: ${sanitizeText(info.label)}`;
    if (!live) return `${head}, ${length}`;
    const elapsed = this.#now === void 0 ? null : Math.max(0, this.#now() - info.startMs);
    const left = elapsed === null || info.durationMs === null ? "" : elapsed < info.durationMs ? ` \xB7 ${seconds(elapsed)} of ${length}, ${seconds(info.durationMs - elapsed)} left` : ` \xB7 ${length} done, draining`;
    return `${head}${left} \xB7 ${this.#inFlight} in flight`;
  }
  /** A request ended; `done` of `total` have (the engine's count). */
  onTrace(trace, done, total) {
    if (this.#finished) return;
    if (this.#stage !== null) {
      this.#done = done;
      const p2 = this.#provider(trace.provider);
      p2.done++;
      const kind2 = errorKindOf(trace);
      if (kind2 !== null) {
        this.#errors++;
        p2.errors++;
        p2.kinds.set(kind2, (p2.kinds.get(kind2) ?? 0) + 1);
      }
      if (this.mode === "tty") this.#redraw();
      else if (kind2 !== null && this.#errorLines < MAX_ERROR_LINES) {
        this.#errorLines++;
        this.#write(this.#requestLine(trace, kind2) + "\n");
      }
      return;
    }
    this.#done = done;
    this.#total = total;
    const p = this.#provider(trace.provider);
    p.done++;
    const kind = errorKindOf(trace);
    if (kind !== null) {
      this.#errors++;
      p.errors++;
      p.kinds.set(kind, (p.kinds.get(kind) ?? 0) + 1);
    }
    if (this.mode === "tty") {
      this.#redraw();
      return;
    }
    if (this.#total <= this.#maxRequestLines) {
      this.#write(this.#requestLine(trace, kind) + "\n");
    } else {
      if (kind !== null && this.#errorLines < MAX_ERROR_LINES) {
        this.#errorLines++;
        this.#write(this.#requestLine(trace, kind) + "\n");
        if (this.#errorLines === MAX_ERROR_LINES)
          this.#write(`  (further failures are counted in the progress lines and listed in the report)
`);
      }
      const step = Math.floor(done * STEPS / Math.max(1, total));
      if (step > this.#lastStep) {
        this.#lastStep = step;
        this.#write(this.#summaryLine() + "\n");
      }
    }
    if (p.done === p.total) this.#write(`  ${this.#providerDone(p)}
`);
  }
  /**
   * A message for the user while the run goes on (a warning, a signal): in
   * tty mode the block is lifted, the message printed above it, and the
   * block drawn again below.
   */
  log(message) {
    const line = message.endsWith("\n") ? message : message + "\n";
    if (this.mode === "tty" && !this.#finished && this.#drawn > 0) {
      this.#write(this.#erase() + line);
      this.#drawn = 0;
      this.#redraw();
    } else {
      this.#write(line);
    }
  }
  /** The run is over (or cancelled): the final state, left on screen. Later calls do nothing. */
  finish() {
    if (this.#finished) return;
    if (this.mode === "tty") {
      this.#redraw();
    } else {
      const stopped = this.#done < this.#total ? ` (stopped at ${this.#done} of ${this.#total})` : "";
      this.#write(`${this.#summaryLine()}${stopped}
`);
      for (const p of this.#providers.values())
        if (p.done < p.total) this.#write(`  ${this.#providerDone(p)} (stopped)
`);
    }
    this.#finished = true;
  }
  #provider(id) {
    let p = this.#providers.get(id);
    if (!p) {
      p = { id: sanitizeText(id), total: 0, done: 0, errors: 0, kinds: /* @__PURE__ */ new Map() };
      this.#providers.set(id, p);
    }
    return p;
  }
  #elapsed() {
    if (this.#now === void 0 || this.#startMs === null) return "";
    return ` \xB7 ${seconds(Math.max(0, this.#now() - this.#startMs))}`;
  }
  #kinds(p) {
    return [...p.kinds.entries()].map(([k, n]) => p.kinds.size === 1 ? k : `${k} ${n}`).join(", ");
  }
  #requestLine(trace, kind) {
    const id = sanitizeText(trace.id) + (trace.warmup ? " (warmup)" : "");
    const end = trace.at.end === null ? "" : ` ${Math.round(trace.at.end)} ms`;
    const count = this.#stage !== null ? `${this.#done}` : `${this.#done}/${this.#total}`;
    if (kind === null) return `  [${count}] ${id}: ok${end}`;
    const status = trace.error?.http_status ?? trace.http.status;
    const http = status !== null && status !== void 0 ? ` (HTTP ${status})` : "";
    return `  [${count}] ${id}: error ${kind}${http}${end} \xB7 ${this.#errors} error(s) so far`;
  }
  #summaryLine() {
    if (this.#stage !== null)
      return `streamgauge: ${this.#done} requests \xB7 ${this.#errors} error(s) \xB7 ${this.#stageLine(this.#stage, false)}${this.#elapsed()}`;
    const pct = this.#total === 0 ? 100 : Math.floor(this.#done * 100 / this.#total);
    const finished = [...this.#providers.values()].filter((p) => p.done >= p.total).length;
    return `streamgauge: ${this.#done}/${this.#total} requests (${pct}%) \xB7 ${this.#errors} error(s) \xB7 ${finished}/${this.#providers.size} provider(s) done${this.#elapsed()}`;
  }
  #providerDone(p) {
    return `${p.id}: ${p.done}/${p.total} requests, ${p.errors} error(s)${p.errors > 0 ? ` (${this.#kinds(p)})` : ""}`;
  }
  #paint(s, code) {
    return this.#color ? `${ESC}${code}m${s}${ESC}0m` : s;
  }
  /** The block as lines of plain text and the colour to paint each part. */
  #block() {
    const width = this.#columns - 1;
    const all = [...this.#providers.values()];
    let shown = all;
    let hidden = [];
    if (all.length > MAX_BLOCK_PROVIDERS) {
      const running = all.filter((p) => p.done < p.total);
      const keep = new Set((running.length > 0 ? running : all).slice(0, MAX_BLOCK_PROVIDERS - 1));
      shown = all.filter((p) => keep.has(p));
      hidden = all.filter((p) => !keep.has(p));
    }
    const nameWidth = Math.min(24, Math.max(8, ...shown.map((p) => Array.from(p.id).length)));
    const countWidth = String(Math.max(0, ...shown.map((p) => p.total))).length;
    const barWidth = Math.max(5, Math.min(24, width - nameWidth - 2 * countWidth - 40));
    const head = `streamgauge ${this.#stage !== null ? this.#done : `${this.#done}/${this.#total}`} requests \xB7 ` + (this.#errors > 0 ? this.#paint(`${this.#errors} error(s)`, "31") : "0 errors") + this.#elapsed();
    const lines = [this.#fitPainted(head, width)];
    if (this.#stage !== null) {
      lines.push(cut(`  ${this.#stageLine(this.#stage, true)}`, width));
      return lines;
    }
    for (const p of shown) {
      const filled = p.total === 0 ? barWidth : Math.round(p.done / p.total * barWidth);
      const bar = "#".repeat(filled) + "-".repeat(barWidth - filled);
      const count = `${String(p.done).padStart(countWidth)}/${String(p.total).padStart(countWidth)}`;
      const plain = `  ${pad2(cut(p.id, nameWidth), nameWidth)} [${bar}] ${count}`;
      const errs = p.errors > 0 ? `  ${p.errors} error(s): ${this.#kinds(p)}` : "";
      const room = width - Array.from(plain).length;
      const tail = errs === "" || room <= 1 ? "" : this.#paint(cut(errs, room), "31");
      const done = p.done >= p.total ? this.#paint(plain, "2") : plain;
      lines.push(done + tail);
    }
    if (hidden.length > 0) {
      const finished = hidden.filter((p) => p.done >= p.total).length;
      const errors = hidden.reduce((a, p) => a + p.errors, 0);
      lines.push(cut(`  \u2026 ${hidden.length} more provider(s): ${finished} finished, ${errors} error(s)`, width));
    }
    return lines;
  }
  /** Cuts a line that may hold colour codes: only the header's error count is painted, so cut the plain text. */
  #fitPainted(s, width) {
    const visible = s.replace(/\x1b\[[0-9;]*m/g, "");
    return Array.from(visible).length <= width ? s : cut(visible, width);
  }
  /** Moves to the top of the block on screen and clears from there down. */
  #erase() {
    return this.#drawn > 0 ? `${ESC}${this.#drawn}A\r${ESC}J` : "";
  }
  #redraw() {
    const lines = this.#block();
    this.#write(this.#erase() + lines.map((l) => l + "\n").join(""));
    this.#drawn = lines.length;
  }
};

// src/cli/main.ts
import { performance } from "node:perf_hooks";
var EXIT_OK3 = 0;
var EXIT_USAGE3 = 2;
var EXIT_SIGINT = 130;
var EXIT_SIGTERM = 143;
var USAGE = `streamgauge ${TOOL_VERSION}: honest streaming benchmarks for LLM APIs

Usage:
  streamgauge run [-c streamgauge.yml] [-o OUT] [--shard I/N]
                  [--baseline DIR... [--fail-on-regression] [--min-effect-pct P]]
  streamgauge reanalyze OUT [-o NEWOUT] [--min-content-reads N]
                            [--min-generation-s S] [--max-plausible-tps X]
                            [--max-tokens-per-read N]
                            [--slo ttft_ms=500,tpot_ms=40]
  streamgauge merge OUT1 OUT2 ... -o OUT
  streamgauge compare BASELINE_OUT... CURRENT_OUT [--fail-on-regression]
                      [--min-effect-pct P] [--history DIR [--last N]]
  streamgauge compare --between PROVIDER_A PROVIDER_B OUT [--prompt P]
  streamgauge history add OUT --dir HISTORY [--max-entries N]
  streamgauge history show --dir HISTORY [--last N]
  streamgauge download RUN [-o OUT] a run's artifacts (RUN: its URL, or OWNER/REPO ID;
                                    token from GITHUB_TOKEN or GH_TOKEN)
  streamgauge init [-o streamgauge.yml]   a commented starter config
  streamgauge dashboard --history DIR [-o SITE] [--title T]
                                    a static site of trend charts
  streamgauge serve [--port P] [--tls-cert PEM --tls-key PEM]
                                    the built-in simulated provider (HTTPS with both)
  streamgauge demo [-o OUT]         serve + run the bundled demo matrix

Exit status: 0 when the run completed (failed requests are data), 2 for a
usage or config error, 1 when --fail-on-regression finds a regression,
130 after SIGINT, 143 after SIGTERM.
`;
async function main(argv, io) {
  const [command, ...rest] = argv;
  const out = (s) => io.stdout.write(s);
  const err = (s) => io.stderr.write(s);
  try {
    switch (command) {
      case "run":
        return await cmdRun(rest, io);
      case "reanalyze":
        return await cmdReanalyze(rest, io);
      case "merge":
        return await cmdMerge(rest, io);
      case "compare":
        return await compareCommand(rest, io);
      case "history":
        return await historyCommand(rest, io);
      case "download":
        return await downloadCommand(rest, io);
      case "init":
        return await initCommand(rest, io);
      case "dashboard":
        return await dashboardCommand(rest, io);
      case "serve":
        return await cmdServe(rest, io);
      case "demo":
        return await cmdDemo(rest, io);
      case "--version":
      case "-v":
        out(`${TOOL_VERSION}
`);
        return EXIT_OK3;
      case void 0:
      case "--help":
      case "-h":
      case "help":
        out(USAGE);
        return command === void 0 ? EXIT_USAGE3 : EXIT_OK3;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      err(`streamgauge: ${e.message}

${USAGE}`);
      return EXIT_USAGE3;
    }
    if (e instanceof ConfigError) {
      err(
        `streamgauge: the config has ${e.problems.length} problem(s); nothing was sent.
${formatProblems(e.problems)}
`
      );
      return EXIT_USAGE3;
    }
    if (e instanceof TraceFileError || e instanceof ReanalyzeError || e instanceof MergeError || e instanceof HistoryError || e instanceof DownloadError) {
      err(`streamgauge: ${e.message}
`);
      return EXIT_USAGE3;
    }
    throw e;
  }
}
async function cmdRun(argv, io) {
  let baseline;
  try {
    baseline = takeBaselineArgs(argv);
  } catch (e) {
    throw new UsageError(e.message);
  }
  const args = baseline.rest;
  const { values } = parse(args, {
    config: { type: "string", short: "c", default: "streamgauge.yml" },
    out: { type: "string", short: "o", default: "out" },
    shard: { type: "string" }
  });
  if (values.help) return help(io);
  let shard = null;
  if (values.shard !== void 0) {
    try {
      shard = parseShard(values.shard);
    } catch (e) {
      throw new UsageError(e.message);
    }
  }
  const loaded = await loadConfig(values.config, io.env);
  const baselines = baseline.baselines.length > 0 ? await loadBaselines(baseline.baselines) : null;
  return execute(
    loaded,
    values.out,
    shard,
    io,
    baselines && {
      baselines,
      failOnRegression: baseline.failOnRegression,
      ...baseline.minEffectPct !== void 0 ? { minEffectPct: baseline.minEffectPct } : {}
    }
  );
}
async function cmdDemo(args, io) {
  const { values } = parse(args, { out: { type: "string", short: "o", default: "out/demo" } });
  if (values.help) return help(io);
  const sim = await loadSimulator().then((m) => m.startSimulator({ port: 0 }));
  try {
    io.stderr.write(`streamgauge demo: simulated provider at ${sim.url}
`);
    const loaded = parseConfig(DEMO_CONFIG.replaceAll("{{BASE_URL}}", sim.url), "<demo>", io.env);
    return await execute(loaded, values.out, null, io);
  } finally {
    await sim.close();
  }
}
async function execute(loaded, outDir, shard, io, baseline = null) {
  const stderr = io.stderr;
  const progress = new ProgressDisplay({
    write: (s) => io.stderr.write(s),
    isTTY: Boolean(stderr.isTTY),
    env: io.env,
    now: () => performance.now(),
    ...stderr.columns !== void 0 ? { columns: stderr.columns } : {}
  });
  const cancel = cancelOnSignals(
    io.signals ?? process,
    (name) => progress.log(`streamgauge: ${name}: cancelling in-flight requests; their partial traces are kept.`)
  );
  try {
    const outcome = await measureRun({
      loaded,
      outDir,
      shard,
      env: io.env,
      signal: cancel.signal,
      onWarning: (message) => progress.log(`streamgauge: warning: ${message}`),
      onPlan: (plan) => progress.onPlan(plan),
      onStage: (info) => progress.onStage(info),
      onInFlight: (n) => progress.onInFlight(n),
      onTrace: (trace, _r, done, total) => progress.onTrace(trace, done, total)
    }).finally(() => progress.finish());
    const received = cancel.received();
    const compared = baseline && !received ? compareWithBaselines(outcome.results, baseline.baselines, baseline) : null;
    const results = compared ?? outcome.results;
    await publish(outcome.files, { results, traces: outcome.traces }, { scrub: outcome.scrub });
    printResults(results, outcome.files, io);
    if (received) return exitStatusAfter(received);
    return compared ? reportComparison(compared, io, baseline ?? {}) : EXIT_OK3;
  } finally {
    cancel.dispose();
  }
}
function exitStatusAfter(signal) {
  return signal === "SIGTERM" ? EXIT_SIGTERM : EXIT_SIGINT;
}
function printResults(results, files, io) {
  io.stdout.write(renderTerminal(results, { color: useColor(io) }));
  const written = [files.traces, ...reportFiles(files).slice(0, 4)];
  io.stdout.write(`
Files written:
${written.map((f) => `  ${f}
`).join("")}`);
}
async function cmdReanalyze(args, io) {
  const { values, positionals } = parse(
    args,
    {
      out: { type: "string", short: "o" },
      "min-content-reads": { type: "string" },
      "min-generation-s": { type: "string" },
      "max-plausible-tps": { type: "string" },
      "max-tokens-per-read": { type: "string" },
      slo: { type: "string" }
    },
    1
  );
  if (values.help) return help(io);
  const outDir = positionals[0];
  if (outDir === void 0)
    throw new UsageError("reanalyze needs the output folder of a run, e.g. `streamgauge reanalyze out`");
  const overrides = {
    min_content_reads: numberFlag(
      values["min-content-reads"],
      "--min-content-reads",
      (n) => Number.isInteger(n) && n >= 1,
      "a whole number >= 1"
    ),
    min_generation_s: numberFlag(
      values["min-generation-s"],
      "--min-generation-s",
      (n) => n >= 0,
      "seconds >= 0, such as 0.2"
    ),
    max_plausible_tps: numberFlag(
      values["max-plausible-tps"],
      "--max-plausible-tps",
      (n) => n > 0,
      "tokens per second > 0, such as 5000"
    ),
    max_tokens_per_read: numberFlag(
      values["max-tokens-per-read"],
      "--max-tokens-per-read",
      (n) => n > 0,
      "tokens per content read > 0, such as 8"
    )
  };
  const slo = values.slo === void 0 ? void 0 : parseSloFlag(values.slo);
  const { results, files } = await reanalyze({
    outDir,
    newOutDir: values.out ?? null,
    overrides,
    slo
  });
  printResults(results, files, io);
  return EXIT_OK3;
}
var SLO_KEYS = ["ttft_ms", "tpot_ms", "e2e_ms", "fraction"];
function parseSloFlag(text) {
  const raw = {};
  for (const part of text.split(",")) {
    const [key, value, ...more] = part.split("=").map((s) => s.trim());
    const n = Number(value);
    if (more.length > 0 || key === void 0 || !SLO_KEYS.includes(key) || !Number.isFinite(n))
      throw new UsageError(
        `--slo ${text}: expected KEY=NUMBER pairs separated by commas, KEY one of ${SLO_KEYS.join(", ")}, such as --slo ttft_ms=500,tpot_ms=40`
      );
    raw[key] = n;
  }
  const parsed = Slo.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      `--slo ${text}: ${parsed.error.issues.map((i) => i.message).join("; ")} (thresholds > 0, fraction in (0, 1])`
    );
  return parsed.data;
}
async function cmdMerge(args, io) {
  const { values, positionals } = parse(args, { out: { type: "string", short: "o" } }, Infinity);
  if (values.help) return help(io);
  if (positionals.length === 0)
    throw new UsageError("merge needs the output folders of the shards, e.g. `streamgauge merge out-1 out-2 -o out`");
  if (values.out === void 0) throw new UsageError("merge needs -o OUT, the folder to write the merged run to");
  const { results, files } = await mergeOutputs({
    inputs: positionals,
    outDir: values.out,
    warn: (m) => io.stderr.write(`streamgauge merge: warning: ${m}
`)
  });
  printResults(results, files, io);
  return EXIT_OK3;
}
async function cmdServe(args, io) {
  const { values } = parse(args, {
    port: { type: "string", short: "p", default: "8787" },
    host: { type: "string", default: "127.0.0.1" },
    "tls-cert": { type: "string" },
    "tls-key": { type: "string" }
  });
  if (values.help) return help(io);
  const certFile = values["tls-cert"];
  const keyFile = values["tls-key"];
  if (certFile === void 0 !== (keyFile === void 0))
    throw new UsageError("--tls-cert and --tls-key go together: give both (PEM files) to serve HTTPS, or neither");
  const tls = certFile !== void 0 && keyFile !== void 0 ? await readTlsFiles(certFile, keyFile) : void 0;
  const port = numberFlag(
    values.port,
    "--port",
    (n) => Number.isInteger(n) && n >= 0 && n < 65536,
    "a port number 0-65535"
  );
  const sim = await loadSimulator().then(
    (m) => m.startSimulator({ port, host: values.host, ...tls ? { tls } : {} }).catch((err) => {
      if (!tls) throw err;
      throw new UsageError(
        `--tls-cert ${certFile} --tls-key ${keyFile}: not a certificate and its key (${err.message}). Fix: give the PEM certificate and the PEM private key it was made for.`
      );
    })
  );
  const stop = cancelOnSignals(io.signals ?? process, () => {
  });
  io.stdout.write(`streamgauge simulator listening at ${sim.url} (model names pick the behaviour; Ctrl-C stops)
`);
  await new Promise((resolve4) => stop.signal.addEventListener("abort", resolve4, { once: true }));
  stop.dispose();
  await sim.close();
  return exitStatusAfter(stop.received());
}
async function readTlsFiles(certFile, keyFile) {
  const { readFile: readFile2 } = await import("node:fs/promises");
  const read = (file, flag) => readFile2(file).catch((err) => {
    throw new UsageError(`${flag} ${file}: cannot read (${err.message}). Fix: give a PEM file.`);
  });
  return { cert: await read(certFile, "--tls-cert"), key: await read(keyFile, "--tls-key") };
}
function loadSimulator() {
  return import("./chunk-LDMKGENZ.js");
}
function help(io) {
  io.stdout.write(USAGE);
  return EXIT_OK3;
}
export {
  EXIT_OK3 as EXIT_OK,
  EXIT_SIGINT,
  EXIT_SIGTERM,
  EXIT_USAGE3 as EXIT_USAGE,
  main,
  parseSloFlag
};
