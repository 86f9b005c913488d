import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  HistoryStoreError,
  localFolderStore
} from "./chunk-Y5JO4FDE.js";
import {
  MergeError,
  mergeOutputs
} from "./chunk-EPDUXDJF.js";
import {
  CSV_FILE,
  ConfigError,
  DEFAULT_ANALYSIS,
  HTML_FILE,
  METRIC_LABEL,
  ReanalyzeError,
  TOOL_VERSION,
  TraceFileError,
  VERDICT_LABEL,
  baselineSentence,
  formatCi,
  formatCount,
  formatMinMax,
  formatMs,
  formatNumber,
  formatP50P90,
  formatPct,
  formatPctInterval,
  formatProblems,
  formatStreamingChange,
  formatTps,
  loadConfig,
  makeScrubber,
  naEndToEnd,
  naPostFirstContent,
  outputFiles,
  parseConfig,
  parseShard,
  rankGroups,
  reanalyze,
  runBenchmark,
  sanitizeText,
  tokenSourcesSentence,
  tooFewToRank,
  truncate,
  writeReports
} from "./chunk-P3XI5EPZ.js";
import {
  COMPARISON_METRICS,
  DEFAULT_MAX_ENTRIES,
  DEFAULT_MIN_EFFECT_PCT,
  HistoryError,
  addToHistory,
  classify,
  hasRegression,
  parseResults,
  readHistory,
  regressions,
  withComparisons
} from "./chunk-JGLLAFXD.js";
import {
  MIN_SAMPLES,
  median,
  sortedFinite
} from "./chunk-D3EBJHAK.js";
import "./chunk-DLMYZAXB.js";

// src/report/terminal.ts
var ANSI = { bold: "1", dim: "2", red: "31", yellow: "33", magenta: "35", cyan: "36" };
var MIN_SHRUNK = 6;
var MAX_DETAIL = 300;
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
    return " " + paint(text, header ? "bold" : cell.style, opts.color) + " ";
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
  return paint(s, "bold", opts.color);
}
function naStyle(text) {
  return text.startsWith("n/a") ? "yellow" : void 0;
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
  const order = rankGroups(
    groups,
    (g) => g.post_first_content_tps,
    (g) => !tooFewToRank(g, min)
  );
  const rows = order.map(({ g, rank }) => {
    const na = naPostFirstContent(g);
    const ranked = rank !== null;
    const thin = tooFewToRank(g, min);
    const verdict = g.streaming.replace("_", " ");
    const cells = [
      { text: ranked ? String(rank) : "" },
      ...names(g),
      { text: verdict, style: g.streaming === "observed" ? void 0 : "yellow" },
      { text: formatCount(g.streamed, g.n) },
      { text: formatP50P90(g.ttft_ms, na), style: naStyle(formatP50P90(g.ttft_ms, na)) }
    ];
    if (showTtfa) cells.push({ text: formatMs(g.ttfa_ms?.p50), style: naStyle(formatMs(g.ttfa_ms?.p50)) });
    const tps = formatP50P90(g.post_first_content_tps, na) + (thin ? ` (n=${g.n_post_first_content}, too few to rank)` : "") + (ranked ? implausibleMark(g) : "");
    cells.push(
      { text: tps, style: ranked ? g.implausible > 0 ? "magenta" : "cyan" : thin ? "yellow" : naStyle(tps) },
      { text: formatMinMax(g.post_first_content_tps, void 0, "-"), style: ranked ? void 0 : "yellow" }
    );
    return cells;
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
  const rows = rankGroups(groups, (g) => g.end_to_end_tps).map(({ g, rank }) => {
    const na = naEndToEnd(g);
    const ranked = rank !== null;
    const tps = formatP50P90(g.end_to_end_tps, na) + (ranked ? implausibleMark(g) : "");
    return [
      { text: ranked ? String(rank) : "" },
      ...names(g),
      { text: formatCount(g.streamed + g.buffered, g.n), style: g.errors > 0 ? "red" : void 0 },
      { text: formatMs(g.total_ms?.p50, na), style: naStyle(formatMs(g.total_ms?.p50, na)) },
      { text: tps, style: ranked ? g.implausible > 0 ? "magenta" : "cyan" : naStyle(tps) }
    ];
  });
  return table(cols, rows, opts);
}
var REASON = {
  error: { label: "failed", style: "red" },
  buffered: { label: "buffered", style: "yellow" },
  implausible: { label: "implausible", style: "magenta" },
  token_mismatch: { label: "token count", style: "cyan" }
};
function flagged(flags, opts) {
  if (flags.length === 0) return [title("Flagged: none", opts)];
  const lines = [title(`Flagged (${flags.length}, warmups not listed)`, opts)];
  const labelWidth = Math.max(...flags.map((f) => REASON[f.reason].label.length));
  const idWidth = Math.max(...flags.map((f) => Array.from(sanitizeText(f.id)).length));
  for (const f of flags) {
    const r = REASON[f.reason];
    const head = `  ${paint(pad(r.label, labelWidth, "left"), r.style, opts.color)}  ${pad(sanitizeText(f.id), idWidth, "left")}  `;
    const headLen = 2 + labelWidth + 2 + idWidth + 2;
    let detail = truncate(sanitizeText(f.detail), MAX_DETAIL);
    if (opts.width !== void 0) detail = truncate(detail, Math.max(20, opts.width - headLen));
    lines.push(head + detail);
  }
  return lines;
}
function renderTerminal(results, opts) {
  const groups = results.groups;
  const out = [];
  out.push(title("Post-first-content throughput (streamed responses only)", opts));
  if (groups.length === 0) out.push("No measured requests.");
  else out.push(...postFirstContent(groups, opts, MIN_SAMPLES));
  out.push("");
  out.push(title("End-to-end throughput (all successful responses)", opts));
  if (groups.length === 0) out.push("No measured requests.");
  else out.push(...endToEnd(groups, opts));
  if (groups.some((g) => g.implausible > 0))
    out.push("! a rate above max_plausible_tps, kept as measured (see Flagged)");
  out.push(tokenSourcesSentence(results));
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
  out.push("");
  out.push(...flagged(results.flagged, opts));
  return out.join("\n") + "\n";
}
var VERDICT_STYLE = { slower: "red", faster: "cyan", insufficient_data: "dim" };
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
        c.alert ? "red" : void 0,
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
    { text: VERDICT_LABEL[c.verdict] ?? sanitizeText(String(c.verdict)), style: VERDICT_STYLE[c.verdict] }
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

Compares CURRENT_OUT with the baseline runs (output folders or results.json
files, and/or the newest N runs of a history folder, default ${DEFAULT_HISTORY_BASELINE_RUNS}) per
provider x prompt x metric, and writes the comparison into CURRENT_OUT's
results.json and summary.md. A figure is slower or faster when the whole 95%
interval of its change lies at least P% (default ${DEFAULT_MIN_EFFECT_PCT}) from 0.

  --fail-on-regression   exit 1 when a figure is slower or a group stopped streaming
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
  const results = withComparisons(
    outcome.results,
    inputs,
    opts.minEffectPct === void 0 ? {} : { min_effect_pct: opts.minEffectPct }
  );
  await writeReports(outcome.files, results, opts.scrub ?? ((s) => s));
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
    return await applyBaseline({ results, files }, baselines, io, {
      failOnRegression: values["fail-on-regression"] === true,
      ...min === void 0 ? {} : { minEffectPct: min }
    });
  } catch (err) {
    if (err instanceof UsageError || err instanceof HistoryError || err instanceof HistoryStoreError)
      return usage(io, err.message);
    throw err;
  }
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

// src/history/trend.ts
function figure(g, metric) {
  const s = g[metric];
  if (!s) return null;
  if (metric === "ttft_ms") return { p50: s.p50, ci: g.ttft_ms_ci ?? null, n: g.n_ttft };
  if (metric === "post_first_content_tps")
    return { p50: s.p50, ci: g.post_first_content_tps_ci ?? null, n: g.n_post_first_content };
  return { p50: s.p50, ci: g.end_to_end_tps_ci ?? null, n: g.n_end_to_end };
}
function trendSeries(runs) {
  const list = runs.map((r) => "results" in r ? r.results : r);
  const series = /* @__PURE__ */ new Map();
  for (const results of list) {
    for (const g of results.groups) {
      for (const metric of COMPARISON_METRICS) {
        const key = JSON.stringify([g.provider, g.prompt, metric]);
        let s = series.get(key);
        if (s === void 0) {
          s = { provider: g.provider, prompt: g.prompt, metric, points: [], runs: list.length };
          series.set(key, s);
        }
        const f = figure(g, metric);
        if (f === null) continue;
        const c = (results.comparisons ?? []).find(
          (x) => x.provider === g.provider && x.prompt === g.prompt && x.metric === metric
        );
        s.points.push({ started_at: results.run.started_at, ...f, verdict: c?.verdict ?? null });
      }
    }
  }
  const all = [...series.values()];
  const groupOrder = [...new Set(all.map((s) => JSON.stringify([s.provider, s.prompt])))];
  return groupOrder.flatMap(
    (k) => COMPARISON_METRICS.map(
      (m) => all.find((s) => JSON.stringify([s.provider, s.prompt]) === k && s.metric === m)
    ).filter((s) => s !== void 0)
  );
}
var BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
function sparkline(values) {
  if (values.length === 0) return "";
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return values.map((v) => BARS[hi === lo ? 3 : Math.round((v - lo) / (hi - lo) * (BARS.length - 1))]).join("");
}
function renderTrendTable(series, opts = {}) {
  if (series.length === 0) return "The history holds no runs.\n";
  const keep = Math.max(1, opts.points ?? 20);
  const head = [
    "provider",
    "prompt",
    "metric",
    "runs",
    "trend (oldest\u2192newest p50)",
    "first",
    "latest",
    "interval",
    "n",
    "vs earlier",
    "verdict"
  ];
  const right = /* @__PURE__ */ new Set([3, 5, 6, 7, 8, 9]);
  const rows = series.map((s) => {
    const shown = s.points.slice(-keep);
    const last = s.points[s.points.length - 1];
    const first = s.points[0];
    const earlier = sortedFinite(s.points.slice(0, -1).map((p) => p.p50));
    const vs = last && earlier.length > 0 && median(earlier) > 0 ? 100 * (last.p50 - median(earlier)) / median(earlier) : null;
    return [
      sanitizeText(s.provider),
      sanitizeText(s.prompt),
      METRIC_LABEL[s.metric],
      `${s.points.length}/${s.runs}`,
      sparkline(shown.map((p) => p.p50)),
      first ? formatNumber(first.p50) : "n/a",
      last ? formatNumber(last.p50) : "n/a",
      last ? formatCi(last.ci, "-") || "n/a" : "n/a",
      last ? String(last.n) : "0",
      formatPct(vs),
      last?.verdict ? VERDICT_LABEL[last.verdict] : ""
    ];
  });
  const widths = head.map((h, i) => Math.max(Array.from(h).length, ...rows.map((r) => Array.from(r[i] ?? "").length)));
  if (opts.width !== void 0) {
    const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
    while (total() > opts.width && (widths[0] > 8 || widths[1] > 8)) {
      const i = widths[0] >= widths[1] ? 0 : 1;
      widths[i] = widths[i] - 1;
    }
  }
  const line = (cells) => cells.map((c, i) => {
    const w = widths[i];
    const t = truncate(c, w);
    const pad3 = " ".repeat(Math.max(0, w - Array.from(t).length));
    return right.has(i) ? pad3 + t : t + pad3;
  }).join("  ").trimEnd();
  return [line(head), line(head.map((_, i) => "-".repeat(widths[i]))), ...rows.map(line)].join("\n") + "\n";
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

// src/cli/demo.ts
var DEMO_CONFIG = `# streamgauge demo: the built-in simulator plays seven kinds of provider.
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
prompts:
  - id: haiku
    prompt: Write a haiku about rain.
  - id: explain
    prompt: Explain time to first token in one paragraph.
`;

// src/cli/main.ts
import { join as join2 } from "node:path";

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
    else
      this.#write(
        `streamgauge: ${this.#total} requests (${plan.requests.filter((r) => r.warmup).length} warmup) across ${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ""}
`
      );
  }
  /** A request ended; `done` of `total` have (the engine's count). */
  onTrace(trace, done, total) {
    if (this.#finished) return;
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
    if (kind === null) return `  [${this.#done}/${this.#total}] ${id}: ok${end}`;
    const status = trace.error?.http_status ?? trace.http.status;
    const http = status !== null && status !== void 0 ? ` (HTTP ${status})` : "";
    return `  [${this.#done}/${this.#total}] ${id}: error ${kind}${http}${end} \xB7 ${this.#errors} error(s) so far`;
  }
  #summaryLine() {
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
    const head = `streamgauge ${this.#done}/${this.#total} requests \xB7 ` + (this.#errors > 0 ? this.#paint(`${this.#errors} error(s)`, "31") : "0 errors") + this.#elapsed();
    const lines = [this.#fitPainted(head, width)];
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
  streamgauge merge OUT1 OUT2 ... -o OUT
  streamgauge compare BASELINE_OUT... CURRENT_OUT [--fail-on-regression]
                      [--min-effect-pct P] [--history DIR [--last N]]
  streamgauge history add OUT --dir HISTORY [--max-entries N]
  streamgauge history show --dir HISTORY [--last N]
  streamgauge serve [--port P]      the built-in simulated provider
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
    if (e instanceof TraceFileError || e instanceof ReanalyzeError || e instanceof MergeError || e instanceof HistoryError) {
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
    async (outcome) => baselines ? applyBaseline(outcome, baselines, io, {
      failOnRegression: baseline.failOnRegression,
      ...baseline.minEffectPct !== void 0 ? { minEffectPct: baseline.minEffectPct } : {},
      scrub: makeScrubber(loaded.secrets)
    }) : EXIT_OK3
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
async function execute(loaded, outDir, shard, io, after = async () => EXIT_OK3) {
  const signals = io.signals ?? process;
  const controller = new AbortController();
  const stderr = io.stderr;
  const progress = new ProgressDisplay({
    write: (s) => io.stderr.write(s),
    isTTY: Boolean(stderr.isTTY),
    env: io.env,
    now: () => performance.now(),
    ...stderr.columns !== void 0 ? { columns: stderr.columns } : {}
  });
  let received = null;
  const onSignal = (name) => () => {
    if (received) return;
    received = name;
    progress.log(`streamgauge: ${name}: cancelling in-flight requests; their partial traces are kept.`);
    controller.abort();
  };
  const onInt = onSignal("SIGINT");
  const onTerm = onSignal("SIGTERM");
  signals.on("SIGINT", onInt);
  signals.on("SIGTERM", onTerm);
  try {
    const outcome = await runBenchmark({
      loaded,
      outDir,
      shard,
      env: io.env,
      signal: controller.signal,
      onWarning: (message) => progress.log(`streamgauge: warning: ${message}`),
      onPlan: (plan) => progress.onPlan(plan),
      onTrace: (trace, _r, done, total) => progress.onTrace(trace, done, total)
    }).finally(() => progress.finish());
    printResults(outcome.results, outcome.files, io);
    if (received === "SIGINT") return EXIT_SIGINT;
    if (received === "SIGTERM") return EXIT_SIGTERM;
    return await after(outcome);
  } finally {
    signals.off("SIGINT", onInt);
    signals.off("SIGTERM", onTerm);
  }
}
function printResults(results, files, io) {
  io.stdout.write(renderTerminal(results, { color: useColor(io) }));
  const extra = [HTML_FILE, CSV_FILE].map((name) => join2(files.dir, name));
  io.stdout.write(
    `
Files written:
${[files.traces, files.results, files.summary, ...extra].map((f) => `  ${f}
`).join("")}`
  );
}
async function cmdReanalyze(args, io) {
  const { values, positionals } = parse(
    args,
    {
      out: { type: "string", short: "o" },
      "min-content-reads": { type: "string" },
      "min-generation-s": { type: "string" },
      "max-plausible-tps": { type: "string" }
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
    )
  };
  const { results, files } = await reanalyze({
    outDir,
    newOutDir: values.out ?? null,
    overrides
  });
  printResults(results, files, io);
  return EXIT_OK3;
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
    host: { type: "string", default: "127.0.0.1" }
  });
  if (values.help) return help(io);
  const port = numberFlag(
    values.port,
    "--port",
    (n) => Number.isInteger(n) && n >= 0 && n < 65536,
    "a port number 0-65535"
  );
  const sim = await loadSimulator().then((m) => m.startSimulator({ port, host: values.host }));
  io.stdout.write(`streamgauge simulator listening at ${sim.url} (model names pick the behaviour; Ctrl-C stops)
`);
  const signals = io.signals ?? process;
  const name = await new Promise((resolve2) => {
    signals.once("SIGINT", () => resolve2("SIGINT"));
    signals.once("SIGTERM", () => resolve2("SIGTERM"));
  });
  await sim.close();
  return name === "SIGINT" ? EXIT_SIGINT : EXIT_SIGTERM;
}
function loadSimulator() {
  return import("./chunk-Q6QLUF67.js");
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
  main
};
