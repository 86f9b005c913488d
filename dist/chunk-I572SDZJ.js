import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  cancelOnSignals,
  checkLocation,
  runnerLocation,
  unconfirmedSentence
} from "./chunk-AAOFXQ4O.js";
import {
  ON_MISSING_KEY,
  OutputWriteError,
  asOutputError,
  expectOfPrompts,
  isEnvironmentError,
  loadConfig,
  makeOutputDir,
  measureRun,
  parseConfig,
  parseShard,
  parseStartAt,
  reanalyze
} from "./chunk-GDPLPXU6.js";
import "./chunk-TAQLKWRO.js";
import {
  loadBaselines,
  loadHistoryBaselines,
  readResultsAt
} from "./chunk-XM6MLMIO.js";
import {
  mergeOutputs
} from "./chunk-MQNMUVYV.js";
import {
  SERVER_METRICS_FILE,
  TOOL_VERSION,
  eachTrace,
  outputFiles,
  publish,
  reportFiles
} from "./chunk-EKAQNL4Z.js";
import "./chunk-FIIRUI2R.js";
import {
  COMMAND_HELP
} from "./chunk-POOFC4M3.js";
import {
  DEFAULT_HISTORY_BASELINE_RUNS,
  FLAGS,
  UsageError,
  helpPointer,
  numberFlag,
  optionLines,
  parse,
  useColor,
  wholeNumber
} from "./chunk-NVHTKIS2.js";
import {
  DEFAULT_MIN_EFFECT_PCT,
  compareProviders,
  hasRegression,
  regressions,
  withComparisons
} from "./chunk-TMFSUEHO.js";
import {
  HistoryStoreError
} from "./chunk-K4LYEVNE.js";
import {
  dropSections,
  nothingSucceeded,
  reportOf,
  reportTraceIds,
  runReport
} from "./chunk-HFRD7VE5.js";
import {
  ANSI,
  CELL_STYLE,
  FLAG_REASON,
  VERDICT,
  betweenSentence
} from "./chunk-PKD4NBUI.js";
import {
  formatNumber,
  sanitizeText,
  truncate
} from "./chunk-WKUXESJ5.js";
import {
  Analysis,
  DEFAULT_ANALYSIS,
  HistoryError,
  Slo
} from "./chunk-3M36TB5N.js";
import {
  classify
} from "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-2FLOUNRV.js";
import "./chunk-3D5EZPZV.js";
import "./chunk-YSFTEKOP.js";
import "./chunk-TNKYJXLO.js";
import "./chunk-GX27B57U.js";
import {
  ConfigError,
  configFailureHead,
  formatProblems,
  missingKeyHint
} from "./chunk-BMVBP4HX.js";
import {
  EXIT,
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/report/terminal.ts
function terminalWidth(stream, wide) {
  if (wide) return void 0;
  return typeof stream.columns === "number" && stream.columns > 0 ? stream.columns : DEFAULT_WIDTH;
}
var DEFAULT_WIDTH = 100;
var TERMINAL_LEAVES_OUT = [
  "regression-headline",
  "cards",
  "provenance",
  "intro",
  "overview",
  "thresholds"
];
var KIND_STYLE = {
  value: void 0,
  ranked: CELL_STYLE.ranked,
  withheld: CELL_STYLE.withheld,
  flagged: FLAG_REASON.implausible.style,
  caution: CELL_STYLE.caution,
  alert: CELL_STYLE.alert,
  good: VERDICT.faster.style,
  muted: VERDICT.insufficient_data.style,
  strong: CELL_STYLE.heading,
  code: void 0
};
var MARK_FLAGGED = "\u26A0";
var MIN_SHRUNK = 6;
var SHRINK_FIRST = 14;
function paint(s, style, color) {
  return color && style ? `\x1B[${ANSI[style]}m${s}\x1B[0m` : s;
}
function pad(s, w, align) {
  const len = Array.from(s).length;
  const fill = " ".repeat(Math.max(0, w - len));
  return align === "right" ? fill + s : s + fill;
}
function cellText(c) {
  return inert(c.text) + (c.kind === "flagged" ? ` ${MARK_FLAGGED}` : "") + (c.after ? ` ${inert(c.after)}` : "");
}
function table(allCols, cellRows, d) {
  const opts = d.opts;
  const allRows = cellRows.map((r) => r.map((c) => ({ text: cellText(c), kind: c.kind })));
  let keep = allCols.map((_, i) => i);
  const natural = allCols.map(
    (c, i) => Math.max(Array.from(c.header).length, ...allRows.map((r) => Array.from(r[i]?.text ?? "").length))
  );
  let widths = [...natural];
  if (opts.width !== void 0) {
    const width = opts.width;
    const total = () => keep.reduce((a, i) => a + widths[i], 0) + 3 * keep.length + 1;
    const shrinkOne = (floor) => {
      let widest = -1;
      for (const i of keep)
        if (allCols[i].shrink && widths[i] > floor && (widest < 0 || widths[i] > widths[widest])) widest = i;
      if (widest < 0) return false;
      widths[widest] = widths[widest] - 1;
      return true;
    };
    while (total() > width && shrinkOne(SHRINK_FIRST)) ;
    while (total() > width) {
      const droppable = keep.filter((i) => (allCols[i].priority ?? 0) > 0);
      if (droppable.length === 0) break;
      const drop = droppable.reduce((a, i) => (allCols[i].priority ?? 0) >= (allCols[a].priority ?? 0) ? i : a);
      keep = keep.filter((i) => i !== drop);
      d.dropped = true;
      widths = widths.map((w, i) => allCols[i].shrink ? natural[i] : w);
      while (total() > width && shrinkOne(SHRINK_FIRST)) ;
    }
    while (total() > width && shrinkOne(MIN_SHRUNK)) ;
  }
  const cols = keep.map((i) => allCols[i]);
  const ws = keep.map((i) => widths[i]);
  const rows = allRows.map((r) => keep.map((i) => r[i]));
  const rule = "+" + ws.map((w) => "-".repeat(w + 2)).join("+") + "+";
  const line = (cells, header) => "|" + cols.map((c, i) => {
    const w = ws[i];
    const cell = cells[i] ?? { text: "" };
    const text = pad(truncate(cell.text, w), w, header ? "left" : c.align);
    const style = header ? CELL_STYLE.heading : cell.kind ? KIND_STYLE[cell.kind] : void 0;
    return " " + paint(text, style, opts.color) + " ";
  }).join("|") + "|";
  return [
    rule,
    line(
      cols.map((c) => ({ text: inert(c.header) })),
      true
    ),
    rule,
    ...rows.map((r) => line(r, false)),
    rule
  ];
}
function title(s, opts) {
  return paint(inert(s), CELL_STYLE.heading, opts.color);
}
function spanStyle(x) {
  return x.emphasis === "alert" ? CELL_STYLE.alert : x.emphasis === "strong" ? CELL_STYLE.heading : void 0;
}
function spanText(x) {
  return inert(x.text) + (x.href ? `: ${inert(x.href)}` : "");
}
function drawSpans(spans, opts) {
  return spans.map((x) => paint(spanText(x), spanStyle(x), opts.color)).join("");
}
function cutSpans(item, width, d) {
  const spans = item.filter((x) => !x.detail);
  const texts = spans.map((x) => Array.from(spanText(x)));
  const fits = texts.reduce((n, t) => n + t.length, 0) <= width;
  if (spans.length < item.length || !fits) d.cut = true;
  let room = fits ? width : width - 1;
  const out = [];
  spans.forEach((x, i) => {
    const kept = texts[i].slice(0, Math.max(0, room));
    room -= kept.length;
    if (kept.length > 0) out.push(paint(kept.join(""), spanStyle(x), d.opts.color));
  });
  return out.join("") + (fits ? "" : "\u2026");
}
function drawBlock(b, d) {
  switch (b.kind) {
    case "paragraph": {
      const text = drawSpans(b.spans, d.opts);
      return [
        b.callout ? paint(inert(b.spans.map((x) => x.text).join("")), CELL_STYLE.alert, d.opts.color) : b.note ? `  ${text}` : text
      ];
    }
    case "list":
      return b.items.map(
        (item) => b.brief && d.opts.width !== void 0 ? `  - ${cutSpans(item, d.opts.width - 4, d)}` : `  - ${drawSpans(item, d.opts)}`
      );
    case "heading":
      return ["", title(b.text, d.opts)];
    case "rule":
      return ["---"];
    case "table":
      return table(b.columns, b.rows, d);
    case "fold":
      return ["", title(b.summary, d.opts), ...b.blocks.flatMap((x) => drawBlock(x, d))];
  }
}
function renderDocTerminal(doc, opts) {
  const d = { opts, dropped: false, cut: false };
  const out = [];
  for (const s of doc.sections) {
    if (!s.untitled && s.level > 1) out.push(...out.length > 0 ? [""] : [], title(s.heading, opts));
    for (const b of s.blocks) out.push(...drawBlock(b, d));
  }
  if (d.dropped || d.cut)
    out.push(
      "",
      `Some ${d.dropped && d.cut ? "columns and details are" : d.dropped ? "columns are" : "details are"} hidden to fit ${opts.width} columns: --wide shows all.`
    );
  return fitLines(out, opts).join("\n") + "\n";
}
function terminalDoc(input, opts = {}) {
  return dropSections(reportOf(input, opts).doc, (id) => TERMINAL_LEAVES_OUT.includes(id));
}
function renderTerminal(input, opts) {
  return renderDocTerminal(terminalDoc(input, opts), opts);
}
var COMPARISON_SECTIONS = ["validity", "against", "comparisons"];
function renderComparisonTerminal(input, opts) {
  return renderDocTerminal(
    dropSections(reportOf(input, opts).doc, (id) => !COMPARISON_SECTIONS.includes(id)),
    opts
  );
}
function inert(s) {
  return s.replace(/\s+/g, " ").replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "?");
}
function visibleLength(line) {
  return Array.from(line.replace(/\x1b\[[0-9;]*m/g, "")).length;
}
function fitLines(lines, opts) {
  if (opts.width === void 0) return [...lines];
  const width = opts.width;
  const out = [];
  for (const line of lines) {
    if (visibleLength(line) <= width || line.startsWith("|") || line.startsWith("+")) {
      out.push(line);
      continue;
    }
    const indent = /^ */.exec(line)[0];
    const words = line.slice(indent.length).split(" ");
    let cur = indent;
    let curLen = indent.length;
    for (const w of words) {
      const len = visibleLength(w);
      if (curLen > indent.length && curLen + 1 + len > width) {
        out.push(cur);
        cur = indent + "  " + w;
        curLen = indent.length + 2 + len;
      } else {
        cur += (curLen > indent.length ? " " : "") + w;
        curLen += (curLen > indent.length ? 1 : 0) + len;
      }
    }
    out.push(cur);
  }
  return out;
}

// src/run/young-generation.ts
import { setFlagsFromString } from "node:v8";
function holdYoungGeneration() {
  setFlagsFromString("--semi-space-growth-factor=1");
}

// src/run/lock.ts
import { constants } from "node:fs";
import { link, open, rename, unlink } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { join } from "node:path";
var LOCK_FILE = ".streamgauge.lock";
var UNREADABLE_STALE_MS = 6e4;
var MAX_LOCK_BYTES = 4096;
var OutputInUseError = class extends StreamgaugeError {
  code = "SG_OUTPUT_IN_USE";
};
function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
async function lockOutput(dir, command, opts = {}) {
  await makeOutputDir(dir).catch((err) => {
    throw asOutputError(err, dir, null);
  });
  const file = join(dir, LOCK_FILE);
  const me = {
    pid: process.pid,
    host: hostname(),
    started_at: (/* @__PURE__ */ new Date()).toISOString(),
    command,
    nonce: randomBytes(12).toString("hex")
  };
  const alive = opts.isAlive ?? processAlive;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await create(file, me)) return held(file, me.nonce);
    const found = await readLock(file);
    if (found === null) continue;
    const stale = found.holder === null ? Date.now() - found.mtimeMs > UNREADABLE_STALE_MS : found.holder.host === me.host && found.holder.pid !== process.pid && !alive(found.holder.pid);
    if (!stale) throw inUse(dir, found.holder);
    await opts.beforeTakeover?.();
    if (!await removeIfSame(file, found, me.nonce)) continue;
    opts.onWarning?.(
      found.holder === null ? `${file} could not be read and is over ${UNREADABLE_STALE_MS / 1e3} s old: taken over` : `${file} was left by streamgauge ${found.holder.command} (pid ${found.holder.pid}, started ${found.holder.started_at}), which is no longer running: taken over`
    );
  }
  throw inUse(dir, (await readLock(file))?.holder ?? null);
}
async function create(file, me) {
  let fh;
  try {
    fh = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 420);
  } catch (err) {
    if (err.code === "EEXIST") return false;
    throw asOutputError(err, file, null);
  }
  try {
    await fh.writeFile(JSON.stringify(me) + "\n");
  } finally {
    await fh.close();
  }
  return true;
}
function held(file, nonce) {
  let released = false;
  return {
    file,
    release: async () => {
      if (released) return;
      released = true;
      const found = await readLock(file).catch(() => null);
      if (found?.holder?.nonce === nonce) await unlink(file).catch(() => {
      });
    }
  };
}
async function removeIfSame(file, stale, nonce) {
  const aside = `${file}.${nonce}.stale`;
  try {
    await rename(file, aside);
  } catch (err) {
    if (err.code === "ENOENT") return false;
    throw asOutputError(err, file, null);
  }
  const moved = await readLock(aside);
  if (moved === null) return false;
  if (moved.ino === stale.ino && moved.text === stale.text) {
    await unlink(aside);
    return true;
  }
  await link(aside, file).catch(() => {
  });
  await unlink(aside);
  return false;
}
async function readLock(file) {
  let fh;
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    const code = err.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw notAFile(file, "a symbolic link");
    throw asOutputError(err, file, null);
  }
  try {
    const st = await fh.stat();
    if (!st.isFile())
      throw notAFile(file, st.isFIFO() ? "a FIFO" : st.isDirectory() ? "a folder" : "not a regular file");
    const buf = Buffer.alloc(MAX_LOCK_BYTES);
    const { bytesRead } = await fh.read(buf, 0, MAX_LOCK_BYTES, 0);
    const text = buf.subarray(0, bytesRead).toString("utf8");
    return { holder: parseHolder(text), text, ino: st.ino, mtimeMs: st.mtimeMs };
  } finally {
    await fh.close();
  }
}
function notAFile(file, what) {
  return new OutputInUseError(
    `${file} is ${what}, not a lock streamgauge wrote; refusing to use the folder. Fix: remove it (rm -r '${file}') or use another -o`
  );
}
function parseHolder(text) {
  try {
    const v = JSON.parse(text);
    if (typeof v.pid !== "number" || typeof v.host !== "string") return null;
    return {
      pid: v.pid,
      host: v.host,
      started_at: String(v.started_at ?? "unknown"),
      command: String(v.command ?? "run"),
      ...typeof v.nonce === "string" ? { nonce: v.nonce } : {}
    };
  } catch {
    return null;
  }
}
function inUse(dir, holder) {
  const who = holder === null ? "another streamgauge process (its lock file is being written)" : `streamgauge ${holder.command} (pid ${holder.pid}${holder.host === hostname() ? "" : ` on ${holder.host}`}, started ${holder.started_at})`;
  return new OutputInUseError(`${dir} is in use by ${who}; use another -o`);
}
async function withOutputLock(dir, command, fn, opts = {}) {
  const lock = await lockOutput(dir, command, opts);
  try {
    return await fn();
  } finally {
    await lock.release();
  }
}

// src/cli/compare.ts
var EXIT_OK = EXIT.ok;
var EXIT_REGRESSION = EXIT.regression;
var COMPARE_USAGE = `Usage:
  streamgauge compare BASELINE_OUT... CURRENT_OUT [--min-effect-pct P] [--fail-on-regression]
                      [--fail-on-unconfirmed] [--wide]
  streamgauge compare --history DIR [--last N] CURRENT_OUT [BASELINE_OUT...] [...]
  streamgauge compare --between PROVIDER_A PROVIDER_B OUT [--prompt P] [--min-effect-pct P]

Compares CURRENT_OUT with the baseline runs (output folders or results.json
files, and/or the newest N runs of a history folder, default ${DEFAULT_HISTORY_BASELINE_RUNS}) per
provider x prompt x metric, and writes the comparison into CURRENT_OUT's
reports (results.json, summary.md, report.html, ...). A figure is slower or
faster when the whole 95% interval of its change lies at least P% (default
${DEFAULT_MIN_EFFECT_PCT}) from 0.

${optionLines("compare")}
With --between, compares two providers of the run in OUT by the same rules
("A is x% faster than B, 95% interval [..]"), per prompt both ran (or the
one --prompt names) and metric; prints the answers and writes nothing.

Example:
  streamgauge compare out-yesterday out --fail-on-regression
`;
function usage(io, err) {
  io.stderr.write(`streamgauge compare: ${err.message.replace(/^compare: /, "")}
${helpPointer("compare")}`);
  return err.exitStatus;
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
  const report = runReport(results);
  await publish(
    outcome.files,
    { results, traces: outcome.traces, timelinesPerGroup: outcome.timelinesPerGroup },
    { ...opts.scrub ? { scrub: opts.scrub } : {}, report }
  );
  return reportComparison(report, io, opts);
}
function compareWithBaselines(results, baselines, opts = {}) {
  return withComparisons(
    results,
    [...baselines],
    opts.minEffectPct === void 0 ? {} : { min_effect_pct: opts.minEffectPct }
  );
}
function reportComparison(input, io, opts = {}) {
  const report = reportOf(input);
  const { results } = report;
  const width = terminalWidth(io.stdout, opts.wide === true);
  io.stdout.write(
    "\n" + renderComparisonTerminal(report, { color: useColor(io), ...width !== void 0 ? { width } : {} })
  );
  const counting = { includeUnconfirmed: opts.failOnUnconfirmed === true };
  const r = regressions(results, counting);
  if (r.unconfirmed.length > 0)
    io.stderr.write(`streamgauge: ${unconfirmedSentence(results, r.unconfirmed)} --fail-on-unconfirmed counts them.
`);
  if (hasRegression(results, counting)) {
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
    const { values, positionals } = parse(args, "compare", Infinity);
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
    return await withOutputLock(
      files.dir,
      "compare",
      async () => {
        const ids = reportTraceIds(results);
        const traces = [];
        await eachTrace(files.traces, (t) => {
          if (ids === null || ids.has(t.id)) traces.push(t);
        });
        return applyBaseline({ results, traces, files }, baselines, io, {
          failOnRegression: values["fail-on-regression"] === true,
          failOnUnconfirmed: values["fail-on-unconfirmed"] === true,
          wide: values.wide === true,
          ...min === void 0 ? {} : { minEffectPct: min }
        });
      },
      { onWarning: (m) => io.stderr.write(`streamgauge compare: warning: ${m}
`) }
    );
  } catch (err) {
    if (err instanceof UsageError || err instanceof HistoryError || err instanceof HistoryStoreError)
      return usage(io, err);
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
  let failOnUnconfirmed = false;
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
    else if (a === "--fail-on-unconfirmed") failOnUnconfirmed = true;
    else if (a === "--min-effect-pct" || a.startsWith("--min-effect-pct=")) {
      const v = a.includes("=") ? a.slice(a.indexOf("=") + 1) : args[++i];
      try {
        minEffectPct = minEffect(v ?? "");
      } catch (err) {
        throw new Error(err.message, { cause: err });
      }
    } else rest.push(a);
  }
  return { rest, baselines, failOnRegression, failOnUnconfirmed, minEffectPct };
}

// src/cli/safe-io.ts
var ZWSP = "\u200B";
function neutraliseWorkflowCommands(text) {
  return text.replace(/::/g, `:${ZWSP}:`).replace(/##\[/g, `#${ZWSP}#[`);
}
function wrap(stream) {
  return new Proxy(stream, {
    get(target, prop) {
      if (prop === "write")
        return (chunk, ...rest) => target.write.call(
          target,
          typeof chunk === "string" ? neutraliseWorkflowCommands(chunk) : chunk,
          ...rest
        );
      const v = Reflect.get(target, prop, target);
      return typeof v === "function" ? v.bind(target) : v;
    }
  });
}
function workflowSafeIo(io) {
  if (!io.env.GITHUB_ACTIONS) return io;
  return { ...io, stdout: wrap(io.stdout), stderr: wrap(io.stderr) };
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
analysis: { min_content_reads: 3, min_generation_s: 0.1, max_plausible_tps: 5000 }
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
var PLAIN_WIDTH = 100;
var MAX_ERROR_LINES = 3;
var STEPS = 4;
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
function wrapLine(s, width) {
  const lines = [];
  let line = "";
  for (const word of s.split(" ")) {
    const next = line === "" ? word : `${line} ${word}`;
    if (Array.from(next).length <= width || line.trim() === "") line = next;
    else {
      lines.push(line);
      line = `  ${word}`;
    }
  }
  lines.push(line);
  return lines.map((l) => cut(l, width));
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
  #providers = /* @__PURE__ */ new Map();
  #total = 0;
  #done = 0;
  #errors = 0;
  /** Planned agent sessions (each one planned request, sending up to `steps` requests), and their steps sent so far. */
  #sessions = 0;
  #maxSteps = 0;
  #steps = 0;
  #startMs = null;
  /** Lines of the block currently on screen (tty mode). */
  #drawn = 0;
  #lastStep = 0;
  #errorLines = 0;
  #finished = false;
  /** A load run's current stage, or null: then there is no request total, only stages. */
  #stage = null;
  #inFlight = 0;
  /** error kind -> count, over the run */
  #kinds = /* @__PURE__ */ new Map();
  constructor(opts) {
    const env = opts.env ?? {};
    this.mode = progressMode(opts.isTTY, env);
    this.#write = opts.write;
    this.#now = opts.now;
    this.#columns = opts.columns !== void 0 && opts.columns > 0 ? Math.max(20, opts.columns) : 80;
    this.#color = env.NO_COLOR === void 0;
  }
  /** The plan is known: every provider's request count (warmups included). */
  onPlan(plan) {
    this.#startMs = this.#now?.() ?? null;
    this.#total = plan.requests.length;
    for (const p of plan.providers) this.#provider(p.id);
    for (const r of plan.requests) this.#provider(r.provider.id).total++;
    const agents = plan.requests.filter((r) => r.agent !== void 0);
    this.#sessions = agents.length;
    this.#maxSteps = agents.reduce((n, r) => n + (r.agent?.steps ?? 0), 0);
    if (this.mode === "tty") this.#redraw();
    else if (plan.load)
      this.#plain(
        `streamgauge: load run: ${plan.load.pairs.length} provider x prompt pair(s), their stages one after another`
      );
    else
      this.#plain(
        `streamgauge: ${this.#planned()} (${plan.requests.filter((r) => r.warmup).length} warmup) across ${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ""}`
      );
  }
  /** A load stage started. */
  onStage(info) {
    if (this.#finished) return;
    this.#stage = info;
    if (this.mode === "tty") this.#redraw();
    else this.#plain(`streamgauge: ${this.#stageLine(info, false)}`);
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
  /** A request ended; `done` of `total` have (the engine's count; 0 in a load run, which has no total). */
  onTrace(trace, done, total) {
    if (this.#finished) return;
    this.#done = done;
    if (this.#stage === null) this.#total = total;
    const p = this.#provider(trace.provider);
    if (trace.step !== void 0) this.#steps++;
    if (trace.step === void 0 || trace.agent_end !== void 0 || this.#stage !== null) p.done++;
    const kind = errorKindOf(trace);
    if (kind !== null) {
      this.#errors++;
      p.errors++;
      this.#kinds.set(kind, (this.#kinds.get(kind) ?? 0) + 1);
    }
    if (this.mode === "tty") {
      this.#redraw();
      return;
    }
    if (kind !== null && this.#errorLines < MAX_ERROR_LINES) {
      this.#errorLines++;
      this.#plain(this.#requestLine(trace, kind));
      if (this.#errorLines === MAX_ERROR_LINES)
        this.#plain("  (further failures are counted below and listed in the report)");
    }
    if (this.#stage !== null || total === 0) return;
    const step = Math.floor(done * STEPS / total);
    if (step > this.#lastStep && done < total) {
      this.#lastStep = step;
      this.#plain(this.#summaryLine());
    }
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
    } else if (this.mode === "plain") {
      for (const l of wrapLine(line.replace(/\n$/, ""), PLAIN_WIDTH)) this.#write(l + "\n");
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
      const stopped = this.#stage === null && this.#done < this.#total ? ` (stopped at ${this.#done} of ${this.#total})` : "";
      this.#plain(`${this.#summaryLine()}${stopped}`);
      if (this.#errors > 0) this.#plain(`  errors: ${this.#kindList(this.#kinds)}`);
      const cutShort = [...this.#providers.values()].filter((p) => p.done < p.total);
      if (this.#stage === null && cutShort.length > 0)
        this.#plain(`  stopped before their end: ${cutShort.map((p) => `${p.id} ${p.done}/${p.total}`).join(", ")}`);
    }
    this.#finished = true;
  }
  #provider(id) {
    let p = this.#providers.get(id);
    if (!p) {
      p = { id: sanitizeText(id), total: 0, done: 0, errors: 0 };
      this.#providers.set(id, p);
    }
    return p;
  }
  #elapsed() {
    if (this.#now === void 0 || this.#startMs === null) return "";
    return ` \xB7 ${seconds(Math.max(0, this.#now() - this.#startMs))}`;
  }
  /** "http_status 8, empty_output 3", most frequent first. */
  #kindList(kinds) {
    return [...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(", ");
  }
  /** One plain line, cut to PLAIN_WIDTH. */
  #plain(line) {
    this.#write(cut(line, PLAIN_WIDTH) + "\n");
  }
  #requestLine(trace, kind) {
    const id = sanitizeText(trace.id) + (trace.warmup ? " (warmup)" : "");
    const end = trace.at.end === null ? "" : ` ${Math.round(trace.at.end)} ms`;
    const count = this.#stage !== null ? `${this.#done}` : `${this.#done}/${this.#total}`;
    if (kind === null) return `  [${count}] ${id}: ok${end}`;
    const status = trace.error?.http_status ?? trace.http.status;
    const http = status !== null && status !== void 0 ? ` (HTTP ${status})` : "";
    return `  [${count}] ${id}: error ${kind}${http}${end}`;
  }
  /** What the plan counts: requests, agent sessions (a session sends a request per step), or both. */
  #unit() {
    if (this.#sessions === 0) return "requests";
    return this.#sessions === this.#total ? "sessions" : "requests and sessions";
  }
  /** The plan in words: "20 requests", or "20 agent sessions, up to 120 requests", or both. */
  #planned() {
    if (this.#sessions === 0) return `${this.#total} requests`;
    const sessions = `${this.#sessions} agent sessions, up to ${this.#maxSteps} requests`;
    return this.#sessions === this.#total ? sessions : `${this.#total - this.#sessions} requests and ${sessions}`;
  }
  /** " · 120 steps sent" (agent steps: requests) when the plan has agent sessions; "" otherwise. */
  #stepsSent() {
    return this.#sessions === 0 || this.#stage !== null ? "" : ` \xB7 ${this.#steps} steps sent`;
  }
  #summaryLine() {
    if (this.#stage !== null)
      return `streamgauge: ${this.#done} requests \xB7 ${this.#errors} error(s) \xB7 ${this.#stageLine(this.#stage, false)}${this.#elapsed()}`;
    const pct = this.#total === 0 ? 100 : Math.floor(this.#done * 100 / this.#total);
    const finished = [...this.#providers.values()].filter((p) => p.done >= p.total).length;
    return `streamgauge: ${this.#done}/${this.#total} ${this.#unit()} (${pct}%)${this.#stepsSent()} \xB7 ${this.#errors} error(s) \xB7 ${finished}/${this.#providers.size} provider(s) done${this.#elapsed()}`;
  }
  #paint(s, code) {
    return this.#color ? `${ESC}${code}m${s}${ESC}0m` : s;
  }
  /**
   * The terminal's one line: the counts, a bar of the plan (or the load
   * stage under way), the errors, the providers done, the time.
   */
  #line() {
    const width = this.#columns - 1;
    const errors = this.#errors > 0 ? this.#paint(`${this.#errors} error(s)`, "31") : "0 errors";
    if (this.#stage !== null)
      return this.#fitPainted(
        `streamgauge ${this.#done} requests \xB7 ${errors} \xB7 ${this.#stageLine(this.#stage, true)}${this.#elapsed()}`,
        width
      );
    const barWidth = Math.max(5, Math.min(20, width - 70));
    const filled = this.#total === 0 ? barWidth : Math.round(this.#done / this.#total * barWidth);
    const bar = "#".repeat(filled) + "-".repeat(barWidth - filled);
    const all = [...this.#providers.values()];
    const finished = all.filter((p) => p.done >= p.total).length;
    return this.#fitPainted(
      `streamgauge [${bar}] ${this.#done}/${this.#total} ${this.#unit()}${this.#stepsSent()} \xB7 ${errors} \xB7 ${finished}/${all.length} provider(s) done${this.#elapsed()}`,
      width
    );
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
    this.#write(this.#erase() + this.#line() + "\n");
    this.#drawn = 1;
  }
};

// src/cli/main.ts
import { existsSync } from "node:fs";
import { join as join2 } from "node:path";
import { performance } from "node:perf_hooks";
var EXIT_OK2 = EXIT.ok;
var EXIT_USAGE = EXIT.usage;
var EXIT_OUTPUT = EXIT.output;
var EXIT_SIGINT = EXIT.sigint;
var EXIT_SIGTERM = EXIT.sigterm;
var USAGE = `streamgauge ${TOOL_VERSION}: honest streaming benchmarks for LLM APIs

Usage:
  streamgauge run [-c streamgauge.yml] [-o OUT] [--shard I/N] [--start-at TIME]
                  [--location LABEL] [--on-missing-key skip|fail] [--wide]
                  [--baseline DIR... [--fail-on-regression [--fail-on-unconfirmed]]
                  [--min-effect-pct P]]
  streamgauge run --url URL [--model M] [--api API] [--concurrency 1,4,16]
                  [--requests N] [--prompt-tokens P] [--max-tokens T]
                  [--api-key-env VAR] [-o OUT]
  streamgauge reanalyze OUT [-o NEWOUT] [--min-content-reads N]
                            [--min-generation-s S] [--max-plausible-tps X]
                            [--max-tokens-per-read N] [--max-client-stall-ms MS]
                            [--slo ttft_ms=500,tpot_ms=40]
                            [--fluidity ttft_ms=200,tpot_ms=20] [--force] [--wide]
  streamgauge merge OUT1 OUT2 ... -o OUT [--wide]
  streamgauge compare BASELINE_OUT... CURRENT_OUT [--fail-on-regression [--fail-on-unconfirmed]]
                      [--min-effect-pct P] [--history DIR [--last N]] [--wide]
  streamgauge compare --between PROVIDER_A PROVIDER_B OUT [--prompt P]
  streamgauge history add OUT --dir HISTORY [--max-entries N]
  streamgauge history show --dir HISTORY [--last N]
  streamgauge download RUN [-o OUT] [--name ARTIFACT-NAME] [--max-bytes SIZE]
                                    a run's artifacts (RUN: its URL, or OWNER/REPO ID;
                                    token from GITHUB_TOKEN or GH_TOKEN)
  streamgauge init [-o streamgauge.yml]   a commented starter config
  streamgauge dashboard --history DIR [-o SITE] [--title T] [--server-url URL]
                                    a static site of trend charts
  streamgauge serve [--port P] [--host H] [--tls-cert PEM --tls-key PEM] [--prompt-cache]
                                    the built-in simulated provider (HTTPS with both)
  streamgauge demo [-o OUT] [--wide]      serve + run the bundled demo matrix

Exit status: 0 when the run completed (failed requests are data), 2 for a
usage or config error (or an output folder in use), 1 when
--fail-on-regression finds a regression, 3 when the outputs could not be
written (disk full, read-only, no permission, too many open files),
130 after SIGINT, 143 after SIGTERM.

\`streamgauge COMMAND --help\` prints a command's options and an example.
`;
var COMMANDS = [
  "run",
  "reanalyze",
  "merge",
  "compare",
  "history",
  "download",
  "init",
  "dashboard",
  "serve",
  "demo"
];
function isCommand(name) {
  return COMMANDS.includes(name);
}
async function main(argv, rawIo) {
  const io = workflowSafeIo(rawIo);
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
      // Loaded when asked for: every other command (a run most of all) starts
      // about 15 ms sooner without their modules (the dashboard's pages, the
      // zip reader); the simulator is lazy for the same reason (loadSimulator).
      case "history":
        return await (await import("./chunk-AJV2KLL6.js")).historyCommand(rest, io);
      case "download":
        return await (await import("./chunk-G2CHKYRQ.js")).downloadCommand(rest, io);
      case "init":
        return await (await import("./chunk-4KOCPXD2.js")).initCommand(rest, io);
      case "dashboard":
        return await (await import("./chunk-UKID47CZ.js")).dashboardCommand(rest, io);
      case "serve":
        return await cmdServe(rest, io);
      case "demo":
        return await cmdDemo(rest, io);
      case "--version":
      case "-v":
        out(`${TOOL_VERSION}
`);
        return EXIT_OK2;
      case void 0:
      case "--help":
      case "-h":
      case "help":
        out(USAGE);
        return command === void 0 ? EXIT_USAGE : EXIT_OK2;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError && e.command === void 0 && command !== void 0 && isCommand(command))
      e.command = command;
    const failure = userFailure(e);
    if (failure === null) throw e;
    err(failure.text);
    return failure.status;
  }
}
function userFailure(e) {
  const known = isEnvironmentError(e) ? new OutputWriteError(e.code, e.path ?? "(unnamed path)", null) : e;
  if (!(known instanceof StreamgaugeError)) return null;
  if (known instanceof UsageError)
    return { text: `streamgauge: ${known.message}
${helpPointer(known.command)}`, status: known.exitStatus };
  if (known instanceof ConfigError) {
    const head = configFailureHead(known);
    const hint = missingKeyHint(known, "run --on-missing-key");
    return {
      text: `streamgauge: ${head[0].toLowerCase()}${head.slice(1)}
${formatProblems(known.problems)}
${hint === null ? "" : `${hint}
`}`,
      status: known.exitStatus
    };
  }
  return { text: `streamgauge: ${known.message}
`, status: known.exitStatus };
}
async function cmdRun(argv, io) {
  let baseline;
  try {
    baseline = takeBaselineArgs(argv);
  } catch (e) {
    throw new UsageError(e.message);
  }
  const args = baseline.rest;
  const { values } = parse(args, "run");
  if (values.help) return help(io, "run");
  const urlOnly = URL_RUN_FLAGS.find((k) => k !== "url" && values[k] !== void 0);
  if (values.url === void 0 && urlOnly !== void 0)
    throw new UsageError(`--${urlOnly} goes with --url URL (a run without a config); in a config it is a field`);
  if (values.url !== void 0 && values.config !== void 0)
    throw new UsageError("--url and -c go apart: --url runs without a config file");
  if (values.url !== void 0 && values["on-missing-key"] !== void 0)
    throw new UsageError(
      "--on-missing-key goes with a config (-c): --url measures one server, and a --api-key-env variable unset stops it before anything is sent"
    );
  const place = runPlace(values, io.env);
  let shard = null;
  if (values.shard !== void 0) {
    try {
      shard = parseShard(values.shard);
    } catch (e) {
      throw new UsageError(e.message);
    }
  }
  const loaded = values.url !== void 0 ? await configFromUrl(values, values.out, argv, io) : await loadConfig(values.config ?? "streamgauge.yml", io.env, {
    onMissingKey: onMissingKeyFlag(values["on-missing-key"])
  });
  const baselines = baseline.baselines.length > 0 ? await loadBaselines(baseline.baselines) : null;
  return execute(
    loaded,
    values.out,
    shard,
    io,
    place,
    baselines && {
      baselines,
      failOnRegression: baseline.failOnRegression,
      failOnUnconfirmed: baseline.failOnUnconfirmed,
      ...baseline.minEffectPct !== void 0 ? { minEffectPct: baseline.minEffectPct } : {}
    },
    { wide: values.wide === true }
  );
}
function onMissingKeyFlag(value) {
  if (value === void 0) return "fail";
  if (ON_MISSING_KEY.includes(value)) return value;
  throw new UsageError(
    `--on-missing-key ${String(value)}: expected skip (leave out a provider whose key variable is unset or empty, run the others) or fail (the default: nothing is sent)`
  );
}
var URL_RUN_FLAGS = FLAGS.run.slice(FLAGS.run.findIndex((f) => f.name === "url")).map((f) => f.name);
async function configFromUrl(values, outDir, argv, io) {
  const { planUrlRun, prepareUrlRun } = await import("./chunk-FADAGULE.js");
  const str = (k) => values[k];
  const plan = planUrlRun(
    {
      url: str("url"),
      model: str("model"),
      api: str("api"),
      concurrency: str("concurrency"),
      requests: str("requests"),
      promptTokens: str("prompt-tokens"),
      maxTokens: str("max-tokens"),
      apiKeyEnv: str("api-key-env")
    },
    io.env
  );
  const text = await prepareUrlRun(plan, io.env, ["run", ...argv], (line) => io.stderr.write(`streamgauge: ${line}
`));
  const { mkdir, writeFile } = await import("node:fs/promises");
  const { join: join3 } = await import("node:path");
  const file = join3(outDir, "streamgauge.yml");
  await mkdir(outDir, { recursive: true });
  await writeFile(file, text);
  return parseConfig(text, file, io.env);
}
async function cmdDemo(args, io) {
  const { values } = parse(args, "demo");
  if (values.help) return help(io, "demo");
  const sim = await loadSimulator().then((m) => m.startSimulator({ port: 0 }));
  try {
    io.stderr.write(`streamgauge demo: simulated provider at ${sim.url}
`);
    const loaded = parseConfig(DEMO_CONFIG.replaceAll("{{BASE_URL}}", sim.url), "<demo>", io.env);
    return await execute(loaded, values.out, null, io, { startAtEpochMs: null, location: null }, null, {
      wide: values.wide === true
    });
  } finally {
    await sim.close();
  }
}
async function execute(loaded, outDir, shard, io, place, baseline = null, view = { wide: false }) {
  const stderr = io.stderr;
  const progress = new ProgressDisplay({
    write: (s) => io.stderr.write(s),
    isTTY: Boolean(stderr.isTTY),
    env: io.env,
    now: () => performance.now(),
    ...stderr.columns !== void 0 ? { columns: stderr.columns } : {}
  });
  const lock = await lockOutput(outputFiles(outDir).dir, "run", { onWarning: warnTo(io) });
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
      startAtEpochMs: place.startAtEpochMs,
      location: place.location,
      onNotice: (message) => progress.log(`streamgauge: ${message}`),
      onWarning: (message) => progress.log(`streamgauge: warning: ${message}`),
      onPlan: (plan) => progress.onPlan(plan),
      onStage: (info) => progress.onStage(info),
      onInFlight: (n) => progress.onInFlight(n),
      onTrace: (trace, _r, done, total) => progress.onTrace(trace, done, total)
    }).finally(() => progress.finish());
    const received = cancel.received();
    const compared = baseline && !received ? compareWithBaselines(outcome.results, baseline.baselines, baseline) : null;
    const results = compared ?? outcome.results;
    const report = runReport(results);
    await publish(
      outcome.files,
      { results, traces: outcome.traces, timelinesPerGroup: outcome.timelinesPerGroup },
      { scrub: outcome.scrub, report }
    ).catch((err) => {
      throw asOutputError(err, outcome.files.dir, { count: outcome.traces.length, file: outcome.files.traces });
    });
    printResults(report, outcome.files, io, view.wide);
    if (received) return exitStatusAfter(received);
    if (nothingSucceeded(results)) {
      io.stderr.write(
        `streamgauge: no request succeeded (every one failed or was not sent; the causes are at the top of the report). Exit status ${EXIT.nothingSucceeded}.
`
      );
      return EXIT.nothingSucceeded;
    }
    return compared ? reportComparison(report, io, { ...baseline ?? {}, wide: view.wide }) : EXIT_OK2;
  } finally {
    cancel.dispose();
    await lock.release();
  }
}
function runPlace(values, env) {
  let startAtEpochMs = null;
  if (values["start-at"] !== void 0) {
    try {
      startAtEpochMs = parseStartAt(values["start-at"], Date.now());
    } catch (e) {
      throw new UsageError(e.message);
    }
  }
  let location;
  try {
    location = values.location === void 0 ? runnerLocation(env) : checkLocation(values.location);
  } catch (e) {
    throw new UsageError(e.message);
  }
  return { startAtEpochMs, location };
}
function warnTo(io) {
  return (message) => io.stderr.write(`streamgauge: warning: ${message}
`);
}
function exitStatusAfter(signal) {
  return signal === "SIGTERM" ? EXIT_SIGTERM : EXIT_SIGINT;
}
function printResults(report, files, io, wide = false) {
  const width = terminalWidth(io.stdout, wide);
  io.stdout.write(renderTerminal(report, { color: useColor(io), ...width !== void 0 ? { width } : {} }));
  const extra = [join2(files.dir, SERVER_METRICS_FILE)].filter((f) => existsSync(f));
  const written = [files.traces, ...reportFiles(files), ...extra];
  io.stdout.write(`
Files written:
${written.map((f) => `  ${f}
`).join("")}`);
}
async function cmdReanalyze(args, io) {
  const { values, positionals } = parse(args, "reanalyze", 1);
  if (values.help) return help(io, "reanalyze");
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
    ),
    max_client_stall_ms: numberFlag(
      values["max-client-stall-ms"],
      "--max-client-stall-ms",
      (n) => n > 0,
      "milliseconds > 0, such as 20"
    ),
    fluidity: values.fluidity === void 0 ? void 0 : parseFluidityFlag(values.fluidity)
  };
  const slo = values.slo === void 0 ? void 0 : parseSloFlag(values.slo);
  const newOutDir = values.out ?? null;
  const expect = values.config === void 0 ? void 0 : await expectOfConfig(values.config);
  holdYoungGeneration();
  const { report, files } = await withOutputLock(
    outputFiles(newOutDir ?? outDir).dir,
    "reanalyze",
    () => reanalyze({ outDir, newOutDir, overrides, slo, expect, force: values.force === true, onWarning: warnTo(io) }),
    { onWarning: warnTo(io) }
  );
  printResults(report, files, io, values.wide === true);
  return EXIT_OK2;
}
async function expectOfConfig(file) {
  const anyKey = new Proxy({}, {
    get: (_t, name) => typeof name === "string" ? "unused" : void 0,
    has: () => true
  });
  const loaded = await loadConfig(file, anyKey);
  return expectOfPrompts(loaded.config.prompts);
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
var FLUIDITY_KEYS = ["ttft_ms", "tpot_ms", "target_index"];
function parseFluidityFlag(text) {
  const raw = {};
  for (const part of text.split(",")) {
    const [key, value, ...more] = part.split("=").map((s) => s.trim());
    const n = Number(value);
    if (more.length > 0 || key === void 0 || !FLUIDITY_KEYS.includes(key) || !Number.isFinite(n))
      throw new UsageError(
        `--fluidity ${text}: expected KEY=NUMBER pairs separated by commas, KEY one of ${FLUIDITY_KEYS.join(", ")}, such as --fluidity ttft_ms=200,tpot_ms=20`
      );
    raw[key] = n;
  }
  const parsed = Analysis.shape.fluidity.unwrap().safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      `--fluidity ${text}: ${parsed.error.issues.map((i) => i.message).join("; ")} (targets > 0, target_index in [0, 1])`
    );
  return parsed.data;
}
async function cmdMerge(args, io) {
  const { values, positionals } = parse(args, "merge", Infinity);
  if (values.help) return help(io, "merge");
  if (positionals.length === 0)
    throw new UsageError("merge needs the output folders of the shards, e.g. `streamgauge merge out-1 out-2 -o out`");
  if (values.out === void 0) throw new UsageError("merge needs -o OUT, the folder to write the merged run to");
  holdYoungGeneration();
  const { report, files } = await withOutputLock(
    outputFiles(values.out).dir,
    "merge",
    () => mergeOutputs({
      inputs: positionals,
      outDir: values.out,
      warn: (m) => io.stderr.write(`streamgauge merge: warning: ${m}
`)
    }),
    { onWarning: warnTo(io) }
  );
  printResults(report, files, io, values.wide === true);
  return EXIT_OK2;
}
async function cmdServe(args, io) {
  const { values } = parse(args, "serve");
  if (values.help) return help(io, "serve");
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
    (m) => m.startSimulator({
      port,
      host: values.host,
      ...tls ? { tls } : {},
      ...values["prompt-cache"] ? { promptCache: true } : {}
    }).catch((err) => {
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
  await new Promise((resolve) => stop.signal.addEventListener("abort", resolve, { once: true }));
  stop.dispose();
  await sim.close();
  return exitStatusAfter(stop.received());
}
async function readTlsFiles(certFile, keyFile) {
  const { readFile } = await import("node:fs/promises");
  const read = (file, flag) => readFile(file).catch((err) => {
    throw new UsageError(`${flag} ${file}: cannot read (${err.message}). Fix: give a PEM file.`);
  });
  return { cert: await read(certFile, "--tls-cert"), key: await read(keyFile, "--tls-key") };
}
function loadSimulator() {
  return import("./chunk-HOVRJD6Y.js");
}
function help(io, command) {
  io.stdout.write(COMMAND_HELP[command]);
  return EXIT_OK2;
}
export {
  EXIT_OK2 as EXIT_OK,
  EXIT_OUTPUT,
  EXIT_SIGINT,
  EXIT_SIGTERM,
  EXIT_USAGE,
  main,
  parseFluidityFlag,
  parseSloFlag,
  userFailure
};
