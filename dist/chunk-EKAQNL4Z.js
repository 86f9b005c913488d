import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  SERIES_COMBINE,
  keptSeries,
  resolveMap
} from "./chunk-FIIRUI2R.js";
import {
  GrowableF64,
  TraceSamples,
  analysisOf
} from "./chunk-TMFSUEHO.js";
import {
  SUMMARY_LEAVES_OUT,
  dropSections,
  renderHtmlReport,
  reportOf,
  reportTraceIds,
  runReport,
  withFileLinks
} from "./chunk-HFRD7VE5.js";
import {
  levelPct
} from "./chunk-PKD4NBUI.js";
import {
  formatNumber,
  sanitizeText
} from "./chunk-WKUXESJ5.js";
import {
  DEFAULT_TIMELINES_PER_GROUP,
  GroupRank,
  GroupResult,
  RequestColumns,
  Results,
  SERVER_SERIES,
  isAddedLater,
  isInNameOrder
} from "./chunk-3M36TB5N.js";
import {
  DEFAULT_STATISTICS,
  EXPORTED_KEYS,
  FIGURES,
  MIN_SAMPLES,
  RANKED_KEYS,
  bootstrapQuantileCi,
  fluidityFigures,
  fluidityTargets,
  groupFigure,
  isSmooth,
  streamSamples
} from "./chunk-4P42FROQ.js";
import {
  seedFrom
} from "./chunk-TJNM7ZPL.js";
import {
  package_default
} from "./chunk-GX27B57U.js";
import {
  AGENT_END_REASONS,
  TRACE_SCHEMA,
  ZodArray,
  ZodDefault,
  ZodNullable,
  ZodObject,
  ZodOptional,
  _enum,
  checkTrace,
  literal,
  number,
  object,
  partialRecord,
  record,
  string
} from "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import {
  clientErrorMs,
  dropNoise,
  maxOf,
  minOf,
  pushAll,
  summarize
} from "./chunk-VZFYQJYA.js";

// src/run/files.ts
import { join, resolve } from "node:path";

// src/report/json.ts
var REQUEST_KEYS = Object.keys(RequestColumns.shape);
function isObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function ordered(v, keys, nested = {}) {
  if (!isObject(v)) return canonical(v);
  const out = {};
  const known = new Set(keys);
  const rest = Object.keys(v).filter((k) => !known.has(k)).sort();
  for (const k of [...keys, ...rest]) {
    if (!Object.hasOwn(v, k) || v[k] === void 0) continue;
    const f = nested[k];
    out[k] = f ? f(v[k]) : canonical(v[k]);
  }
  return out;
}
function canonical(v) {
  if (Array.isArray(v)) return v.map(canonical);
  if (isObject(v)) return ordered(v, []);
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "string" || typeof v === "boolean" || v === null) return v;
  return null;
}
var list = (f) => (v) => Array.isArray(v) ? v.map(f) : canonical(v);
var byRankedFigure = (f) => (v) => ordered(v, RANKED_KEYS, Object.fromEntries(RANKED_KEYS.map((k) => [k, f])));
function writerOf(s) {
  const own = SPECIAL.get(s);
  if (own !== void 0) return own;
  if (isInNameOrder(s)) return canonical;
  if (s instanceof ZodOptional || s instanceof ZodNullable || s instanceof ZodDefault)
    return writerOf(s.unwrap());
  if (s instanceof ZodArray) return list(writerOf(s.element));
  if (!(s instanceof ZodObject)) return canonical;
  const shape = s.shape;
  const nested = Object.fromEntries(Object.entries(shape).map(([k, field]) => [k, writerOf(field)]));
  const keys = Object.keys(shape).filter((k) => !isAddedLater(shape[k]));
  return (v) => ordered(v, keys, nested);
}
var SPECIAL = /* @__PURE__ */ new Map([
  [GroupResult.shape.ranks, byRankedFigure((x) => ordered(x, Object.keys(GroupRank.shape)))],
  [GroupResult.shape.unranked, byRankedFigure(canonical)]
]);
var writeResults = writerOf(Results);
var request = writerOf(Results.shape.requests.element);
function* resultsJsonChunks(results) {
  const doc = writeResults({ ...results, requests: [] });
  const keys = Object.keys(doc);
  if (keys.length === 0) return yield "{}\n";
  const requests = Array.isArray(results.requests) ? results.requests : [];
  const at = (v, indent) => JSON.stringify(v, null, 2).replaceAll("\n", `
${indent}`);
  for (const [i, k] of keys.entries()) {
    const head = `${i === 0 ? "{" : ","}
  ${JSON.stringify(k)}: `;
    if (k !== "requests" || requests.length === 0) {
      yield head + at(doc[k], "  ");
      continue;
    }
    yield head + "[";
    for (const [j, r] of requests.entries()) yield `${j === 0 ? "" : ","}
    ${at(request(r), "    ")}`;
    yield "\n  ]";
  }
  yield "\n}\n";
}

// src/report/csv.ts
var CSV_FILE = "results.csv";
var CSV_COLUMNS = [...REQUEST_KEYS, "run_started_at"];
var BREAKS = /[\r\n\t\u2028\u2029\u0085]/g;
var UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
var FORMULA = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
function csvField(v) {
  if (v === null || v === void 0) return "";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "";
  if (typeof v === "boolean") return v ? "true" : "false";
  let s = (typeof v === "string" ? v : JSON.stringify(v)).replace(BREAKS, " ").replace(UNSAFE, "");
  if (FORMULA.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}
function value(r, results, c) {
  if (c === "run_started_at") return results.run.started_at;
  return r[c];
}
function* resultsCsvChunks(results) {
  yield CSV_COLUMNS.join(",") + "\r\n";
  for (const r of results.requests) yield CSV_COLUMNS.map((c) => csvField(value(r, results, c))).join(",") + "\r\n";
}

// src/report/interop.ts
var SMALLER_IS_BETTER_FILE = "customSmallerIsBetter.json";
var BIGGER_IS_BETTER_FILE = "customBiggerIsBetter.json";
function fedBy(key) {
  return FIGURES[key].feeds.includes("buffered") ? "successful" : "streamed";
}
function entry(g, key) {
  const def = FIGURES[key];
  const { summary: summary2, n, ci } = groupFigure(g, key);
  const count = n ?? 0;
  if (summary2 === null || count < MIN_SAMPLES || def.exported === false) return null;
  const e = {
    name: `${g.provider} / ${g.prompt}: ${def.exported.name} p50`,
    unit: def.unit,
    value: summary2.p50
  };
  if (ci) e.range = `${levelPct(ci.level)} CI ${formatNumber(ci.low)}-${formatNumber(ci.high)}`;
  e.extra = `n=${count} ${fedBy(key)} of ${g.n} measured; p90 ${formatNumber(summary2.p90)}; model ${g.model}`;
  return e;
}
function entries(results, better) {
  const keys = EXPORTED_KEYS.filter((k) => FIGURES[k].better === better);
  return results.groups.flatMap((g) => keys.map((k) => entry(g, k))).filter((e) => e !== null);
}
function smallerIsBetter(results) {
  return entries(results, "lower");
}
function biggerIsBetter(results) {
  return entries(results, "higher");
}
function renderSmallerIsBetter(results) {
  return JSON.stringify(smallerIsBetter(results), null, 2) + "\n";
}
function renderBiggerIsBetter(results) {
  return JSON.stringify(biggerIsBetter(results), null, 2) + "\n";
}

// src/run/traces.ts
import { open as open2 } from "node:fs/promises";

// src/file-lines.ts
import { open } from "node:fs/promises";
async function* fileLines(file) {
  const fh = await open(file, "r");
  try {
    let buf = Buffer.allocUnsafe(1 << 20);
    let len = 0;
    let base = 0;
    for (; ; ) {
      if (len === buf.length) {
        const bigger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(bigger, 0, 0, len);
        buf = bigger;
      }
      const { bytesRead } = await fh.read(buf, len, buf.length - len, base + len);
      if (bytesRead === 0) break;
      len += bytesRead;
      let start = 0;
      for (let nl = buf.indexOf(10, start); nl !== -1 && nl < len; nl = buf.indexOf(10, start)) {
        const end = nl > start && buf[nl - 1] === 13 ? nl - 1 : nl;
        yield { line: buf.toString("utf8", start, end), offset: base + start, bytes: end - start };
        start = nl + 1;
      }
      buf.copyWithin(0, start, len);
      base += start;
      len -= start;
    }
    if (len > 0) {
      const end = buf[len - 1] === 13 ? len - 1 : len;
      yield { line: buf.toString("utf8", 0, end), offset: base, bytes: end };
    }
  } finally {
    await fh.close();
  }
}

// src/run/traces.ts
var TRACES_FILE = "traces.ndjson";
var TraceWriter = class _TraceWriter {
  #fh;
  #scrub;
  #queue = Promise.resolve();
  /** Bytes of whole lines on disk. */
  #bytes = 0;
  #closed = false;
  /** Lines handed to append. */
  count = 0;
  /** Lines whole on disk. */
  written = 0;
  /** The first write that failed; nothing is written after it. */
  error = null;
  file;
  constructor(file, fh, scrub) {
    this.file = file;
    this.#fh = fh;
    this.#scrub = scrub;
  }
  static async create(file, scrub) {
    return new _TraceWriter(file, await open2(file, "w"), scrub);
  }
  /** Queues one line: a trace, or a line of the run's other ndjson file (server_metrics.ndjson). */
  append(record2) {
    const line = Buffer.from(this.#scrub(JSON.stringify(record2)) + "\n", "utf8");
    this.count++;
    this.#queue = this.#queue.then(async () => {
      if (this.error) return;
      try {
        await this.#fh.appendFile(line);
        this.#bytes += line.length;
        this.written++;
      } catch (err) {
        this.error = err;
        await this.#fh.truncate(this.#bytes).catch(() => void 0);
      }
    });
    return this.#queue;
  }
  /** Queues several lines as one write (server_metrics.ndjson: a scrape's samples); scrubbed as append. */
  appendLines(records) {
    if (records.length === 0) return this.#queue;
    let text = "";
    for (const r of records) text += this.#scrub(JSON.stringify(r)) + "\n";
    const line = Buffer.from(text, "utf8");
    this.count += records.length;
    this.#queue = this.#queue.then(async () => {
      if (this.error) return;
      try {
        await this.#fh.appendFile(line);
        this.#bytes += line.length;
        this.written += records.length;
      } catch (err) {
        this.error = err;
        await this.#fh.truncate(this.#bytes).catch(() => void 0);
      }
    });
    return this.#queue;
  }
  /** Closes the file (always), then throws the first write that failed, if one did. */
  async close() {
    if (!this.#closed) {
      this.#closed = true;
      try {
        await this.#queue;
      } finally {
        await this.#fh.close();
      }
    }
    if (this.error) throw this.error;
  }
};
var TraceFileError = class extends StreamgaugeError {
  code = "SG_TRACE_FILE";
};
async function eachTrace(file, onTrace, onWarning) {
  let count = 0;
  const problems = [];
  let lastBadJson = null;
  let lineNo = 0;
  try {
    for await (const { line, offset, bytes } of fileLines(file)) {
      lineNo++;
      if (line.trim() === "") continue;
      let value3;
      try {
        value3 = JSON.parse(line);
      } catch (err) {
        lastBadJson = { lineNo, index: problems.length, bytes: Buffer.byteLength(line) };
        problems.push(`${file}:${lineNo}: not valid JSON (${err.message}). Fix: remove or repair the line.`);
        continue;
      }
      const parsed = checkTrace(value3);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(
            `${file}:${lineNo}: ${issue.path.join(".") || "(line)"}: ${issue.message}. Fix: the line must be a ${TRACE_SCHEMA} trace as streamgauge writes it.`
          );
        continue;
      }
      count++;
      if (problems.length === 0) await onTrace(value3, { offset, bytes });
    }
  } catch (err) {
    if (err instanceof TraceFileError) throw err;
    throw new TraceFileError(
      `${file}: cannot read (${err.message}). Fix: point at an output folder of streamgauge run.`
    );
  }
  if (lastBadJson !== null && lastBadJson.lineNo === lineNo && !await endsWithNewline(file)) {
    problems.splice(lastBadJson.index, 1);
    onWarning?.(
      `${file}:${lineNo}: the last line is cut short (${lastBadJson.bytes} bytes, no newline): skipped, as a run stopped mid-write leaves it; the ${count} whole trace${count === 1 ? "" : "s"} before it are kept`
    );
  }
  if (problems.length > 0) throw new TraceFileError(problems.join("\n"));
  return count;
}
async function readTracesAt(file, places) {
  const fh = await open2(file, "r");
  try {
    const out = [];
    for (const { offset, bytes } of places) {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await fh.read(buf, 0, bytes, offset);
      if (bytesRead !== bytes)
        throw new TraceFileError(`${file}: changed while it was read (a trace at byte ${offset} is cut)`);
      out.push(JSON.parse(buf.toString("utf8")));
    }
    return out;
  } finally {
    await fh.close();
  }
}
async function endsWithNewline(file) {
  const fh = await open2(file, "r");
  try {
    const { size } = await fh.stat();
    if (size === 0) return true;
    const { buffer } = await fh.read(Buffer.alloc(1), 0, 1, size - 1);
    return buffer[0] === 10;
  } finally {
    await fh.close();
  }
}
var WRITE_SLICE = 500;
var MetricsWriter = class {
  #file;
  #scrub;
  // Opened with the first sample (a run without metrics_url writes no file). The traces'
  // writer: queued appends, scrubbed, and a failed write (a full disk) cuts back to whole lines.
  #writer = null;
  // Scrapes are written one after another, so a later scrape's slices never land between an earlier one's.
  #queue = Promise.resolve();
  constructor(file, scrub) {
    this.#file = file;
    this.#scrub = scrub;
  }
  write(lines) {
    if (lines.length === 0) return this.#queue;
    this.#writer ??= TraceWriter.create(this.#file, this.#scrub);
    const writer = this.#writer;
    this.#queue = this.#queue.then(async () => {
      const w = await writer;
      for (let i = 0; i < lines.length; i += WRITE_SLICE) {
        if (i > 0) await new Promise((resolve2) => setImmediate(resolve2));
        await w.appendLines(lines.slice(i, i + WRITE_SLICE));
      }
    });
    return this.#queue;
  }
  async close() {
    await this.#queue;
    if (this.#writer) await (await this.#writer).close();
  }
};

// src/run/files.ts
var RESULTS_FILE = "results.json";
var SUMMARY_FILE = "summary.md";
var HTML_FILE = "report.html";
function outputFiles(dir) {
  const abs = resolve(dir);
  return {
    dir: abs,
    traces: join(abs, TRACES_FILE),
    results: join(abs, RESULTS_FILE),
    summary: join(abs, SUMMARY_FILE)
  };
}
function reportFiles(files) {
  return [
    files.results,
    files.summary,
    join(files.dir, HTML_FILE),
    join(files.dir, CSV_FILE),
    join(files.dir, SMALLER_IS_BETTER_FILE),
    join(files.dir, BIGGER_IS_BETTER_FILE)
  ];
}

// src/metrics/server-figures.ts
var SERVER_METRICS_FILE = "server_metrics.ndjson";
var RECONCILIATION_TOLERANCE = 0.05;
var LineBase = {
  t_ms: number(),
  /**
   * When the scrape's answer was in (run ms; absent in files of earlier
   * versions). t_ms is when it was sent: the server's values are from some
   * moment between the two.
   */
  answered_ms: number().optional(),
  provider: string(),
  /** A merged run's lines: the 1-based place in run.merged of the folder that read them. */
  shard: number().int().positive().optional()
};
var SampleLine = object({
  ...LineBase,
  series: string(),
  labels: record(string(), string()),
  value: number(),
  truncated: literal(true).optional()
});
var ErrorLine = object({ ...LineBase, error: string() });
var SourceLine = object({
  ...LineBase,
  source: object({
    url: string(),
    interval_s: number(),
    metrics_map: partialRecord(_enum(SERVER_SERIES), string())
  })
});
function checkServerMetricsLine(value3) {
  if (typeof value3 !== "object" || value3 === null || Array.isArray(value3)) return { problem: "(line): not an object" };
  const schema = "source" in value3 ? SourceLine : "error" in value3 ? ErrorLine : SampleLine;
  const parsed = schema.safeParse(value3);
  if (parsed.success) return { line: value3 };
  const issue = parsed.error.issues[0];
  return { problem: `${issue.path.join(".") || "(line)"}: ${issue.message}` };
}
function scrapesByProvider(lines) {
  const out = /* @__PURE__ */ new Map();
  const at = /* @__PURE__ */ new Map();
  for (const line of lines) {
    let p = out.get(line.provider);
    if (p === void 0) {
      p = { scrapes: [], map: {} };
      out.set(line.provider, p);
      at.set(line.provider, /* @__PURE__ */ new Map());
    }
    if ("source" in line) {
      p.map = line.source.metrics_map;
      continue;
    }
    const byT = at.get(line.provider);
    const key = `${line.shard ?? ""}@${line.t_ms}`;
    let s = byT.get(key);
    if (s === void 0) {
      s = { t_ms: line.t_ms, ok: true, samples: [] };
      if ("answered_ms" in line && typeof line.answered_ms === "number") s.answered_ms = line.answered_ms;
      byT.set(key, s);
      p.scrapes.push(s);
    }
    if ("error" in line) s.ok = false;
    else {
      s.samples.push({ series: line.series, labels: line.labels, value: line.value });
      if (line.truncated === true) s.truncated = true;
    }
  }
  for (const p of out.values()) p.scrapes.sort((a, b) => a.t_ms - b.t_ms);
  return out;
}
function arrivedBy(o, t) {
  if (t < o.firstMs || o.tokens <= 0) return 0;
  if (t >= o.lastMs || o.lastMs <= o.firstMs) return o.tokens;
  return 1 + (o.tokens - 1) * (t - o.firstMs) / (o.lastMs - o.firstMs);
}
var finite = (x) => Number.isFinite(x);
function scalar(s, series, combine) {
  let out = null;
  for (const x of s.samples) {
    if (x.series !== series || !finite(x.value)) continue;
    out = out === null ? x.value : combine === "sum" ? out + x.value : Math.max(out, x.value);
  }
  return out;
}
function buckets(s, family) {
  const out = /* @__PURE__ */ new Map();
  for (const x of s.samples) {
    if (x.series !== `${family}_bucket` || !finite(x.value)) continue;
    const le = x.labels.le === "+Inf" ? Number.POSITIVE_INFINITY : Number(x.labels.le);
    if (Number.isNaN(le)) continue;
    out.set(le, (out.get(le) ?? 0) + x.value);
  }
  return out;
}
function histogramQuantile(q, cumulative) {
  const bounds = [...cumulative.keys()].sort((a, b) => a - b);
  const total = cumulative.get(Number.POSITIVE_INFINITY) ?? cumulative.get(bounds.at(-1)) ?? 0;
  if (!(total > 0)) return null;
  const rank = q * total;
  let prevLe = 0;
  let prevCum = 0;
  for (const le of bounds) {
    const cum = cumulative.get(le);
    if (cum >= rank) {
      if (le === Number.POSITIVE_INFINITY) return prevLe;
      if (cum === prevCum) return le;
      return prevLe + (le - prevLe) * (rank - prevCum) / (cum - prevCum);
    }
    prevLe = le;
    prevCum = cum;
  }
  return prevLe;
}
function quantilesMs(start, end, family) {
  if (family === void 0) return null;
  const a = buckets(start, family);
  const b = buckets(end, family);
  if (b.size === 0) return null;
  const delta = /* @__PURE__ */ new Map();
  for (const [le, v] of b) delta.set(le, v - (a.get(le) ?? 0));
  if ([...delta.values()].some((v) => v < 0)) return null;
  const q = (p) => {
    const v = histogramQuantile(p, delta);
    return v === null ? null : dropNoise(v * 1e3);
  };
  const p50 = q(0.5);
  const p90 = q(0.9);
  const p99 = q(0.99);
  return p50 === null || p90 === null || p99 === null ? null : { p50, p90, p99 };
}
function reconcile(input) {
  const { clientTps, serverTps } = input;
  const outside_tokens = Math.round(input.outsideTokens ?? 0);
  if (input.counterReset)
    return {
      client_tps: clientTps,
      server_tps: null,
      ratio: null,
      flagged: true,
      reason: "counter_reset",
      detail: "the server's generated-token counter went back during the window (a restart, or a replica behind a load balancer answering the scrape): its figures for the window are unknown",
      outside_tokens
    };
  const ratio = clientTps !== null && serverTps !== null && serverTps > 0 ? dropNoise(clientTps / serverTps) : null;
  const base = { client_tps: clientTps, server_tps: serverTps, ratio, outside_tokens };
  if (ratio === null || Math.abs(ratio - 1) <= RECONCILIATION_TOLERANCE + 1e-9)
    return { ...base, flagged: false, reason: null, detail: null };
  const pct = `${Math.round(Math.abs(1 - ratio) * 100)}%`;
  const outside = outside_tokens > 0 ? ` once ${outside_tokens} tokens of this run's requests outside the window are taken off` : "";
  const server = input.serverTokens === null ? "" : ` (${Math.round(input.serverTokens)} counted${outside}, ${Math.round(input.clientTokens)} arrived)`;
  const gap = input.serverTokens === null ? null : input.serverTokens - input.clientTokens;
  const ceiling = input.maxRequestTokens == null ? null : input.errors * input.maxRequestTokens - input.failedTokens;
  const failuresHoldIt = gap === null || ceiling === null || gap <= ceiling * (1 + RECONCILIATION_TOLERANCE);
  if (ratio < 1 && input.errors > 0 && failuresHoldIt)
    return {
      ...base,
      flagged: true,
      reason: "failed_requests",
      detail: `the server counted ${pct} more tokens than arrived${server}: ${input.errors} request(s) failed (${Math.round(input.failedTokens)} of their tokens arrived), and a server counts what it generated for them, delivered or not`
    };
  if (ratio < 1) {
    const failures = input.errors > 0 ? `: more than the ${input.errors} failed request(s) could have been generated for (at most ${Math.round(ceiling)} tokens not delivered)` : " with no request failing";
    return {
      ...base,
      flagged: true,
      reason: "other_clients",
      detail: `the server counted ${pct} more tokens than arrived${server}${failures}: other clients on the same server`
    };
  }
  return {
    ...base,
    flagged: true,
    reason: "server_counts_fewer",
    detail: `${pct} more tokens arrived than the server counted${server}: the series mapped as generated tokens may count something else (check metrics_map), or the scrapes missed part of the window`
  };
}
function gaugeOver(reads, name, key) {
  if (name === void 0) return null;
  const vs = reads.map((s) => scalar(s, name, SERIES_COMBINE[key])).filter((v) => v !== null);
  if (vs.length === 0) return null;
  return { mean: dropNoise(vs.reduce((x, y) => x + y, 0) / vs.length), max: maxOf(vs) };
}
function histogramMeanMs(start, end, family) {
  if (family === void 0) return null;
  const sum = [start, end].map((x) => scalar(x, `${family}_sum`, "sum"));
  const count = [start, end].map((x) => scalar(x, `${family}_count`, "sum"));
  if (sum.includes(null) || count.includes(null)) return null;
  const n = count[1] - count[0];
  return n > 0 ? { ms: (sum[1] - sum[0]) / n * 1e3, n } : null;
}
function bracketingReads(ok, client) {
  const opened = client.firstContentMs ?? client.toMs;
  const start = ok.filter((s) => s.t_ms <= client.fromMs && (s.answered_ms ?? s.t_ms) <= opened).at(-1);
  const end = ok.find((s) => s.t_ms >= client.toMs);
  return { ...start ? { start } : {}, ...end ? { end } : {} };
}
function serverFigures(p, client) {
  if (p.scrapes.length === 0) return null;
  const ok = p.scrapes.filter((s) => s.ok);
  const names = new Set(ok.flatMap((s) => s.samples.map((x) => x.series)));
  const { family, series } = resolveMap(names, p.map);
  const { start, end } = bracketingReads(ok, client);
  const inside = ok.filter((s) => s.t_ms >= (start?.t_ms ?? client.fromMs) && s.t_ms <= (end?.t_ms ?? client.toMs));
  const failed = p.scrapes.filter(
    (s) => !s.ok && s.t_ms >= (start?.t_ms ?? client.fromMs) && s.t_ms <= (end?.t_ms ?? client.toMs)
  ).length;
  const windowS = (client.toMs - client.fromMs) / 1e3;
  let counterReset = false;
  const delta = (key) => {
    const name = series[key];
    if (name === void 0 || start === void 0 || end === void 0) return null;
    const a = scalar(start, name, "sum");
    const b = scalar(end, name, "sum");
    if (a === null || b === null) return null;
    let prev = a;
    for (const s of inside) {
      const v = scalar(s, name, "sum");
      if (v === null) continue;
      if (v < prev) {
        if (key === "generation_tokens") counterReset = true;
        return null;
      }
      prev = v;
    }
    return b - a;
  };
  const within = ok.filter((s) => s.t_ms >= client.fromMs && s.t_ms <= client.toMs);
  const gauge = (key) => gaugeOver(within.length > 0 ? within : inside, series[key], key);
  const perS = (v) => v === null || !(windowS > 0) ? null : dropNoise(v / windowS);
  const generated = delta("generation_tokens");
  const queries = delta("prefix_cache_queries");
  const hits = delta("prefix_cache_hits");
  const hitGauge = gauge("prefix_cache_hit_rate");
  const ttft = start && end ? quantilesMs(start, end, series.ttft_seconds) : null;
  const queue = start && end ? quantilesMs(start, end, series.queue_seconds) : null;
  const meanMs = (family2) => start && end ? histogramMeanMs(start, end, family2) : null;
  const ttftMean = meanMs(series.ttft_seconds);
  const queueOwn = meanMs(series.queue_seconds);
  const queueMean = queueOwn !== null && ttftMean !== null && queueOwn.n === ttftMean.n ? queueOwn : null;
  const outsideTokens = start === void 0 || end === void 0 ? 0 : (client.others ?? []).reduce((a, o) => a + arrivedBy(o, end.t_ms) - arrivedBy(o, start.t_ms), 0);
  const netGenerated = generated === null ? null : Math.max(0, generated - outsideTokens);
  const clientTps = perS(client.delivered_tokens);
  const serverTps = perS(generated);
  const round = (x) => dropNoise(x);
  return {
    family,
    scrapes: inside.length,
    failed_scrapes: failed,
    tokens_per_s: serverTps,
    prompt_tokens_per_s: perS(delta("prompt_tokens")),
    generation_tokens: generated,
    running: gauge("running"),
    waiting: gauge("waiting"),
    kv_cache_usage_max: gauge("kv_cache_usage")?.max ?? null,
    prefix_cache_hit_rate: queries !== null && hits !== null && queries > 0 ? dropNoise(hits / queries) : hitGauge?.mean ?? null,
    preemptions: delta("preemptions"),
    ttft_ms: ttft,
    queue_ms: queue,
    ttft_split_ms: ttftMean === null ? null : {
      queue: queueMean === null ? null : round(queueMean.ms),
      prefill: queueMean === null ? null : round(Math.max(0, ttftMean.ms - queueMean.ms)),
      network: client.ttft_mean_ms === null ? null : round(client.ttft_mean_ms - ttftMean.ms)
    },
    reconciliation: reconcile({
      clientTps,
      serverTps: perS(netGenerated),
      counterReset,
      errors: client.errors,
      serverTokens: netGenerated,
      clientTokens: client.delivered_tokens,
      failedTokens: client.failed_tokens,
      outsideTokens,
      maxRequestTokens: client.max_request_tokens ?? null
    })
  };
}

// src/run/github-env.ts
var value2 = (v) => v === void 0 || v === "" ? null : v;
function runAttemptOf(env) {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  return Number.isSafeInteger(attempt) && attempt >= 1 ? attempt : 1;
}
function readGitHubEnv(env) {
  return {
    actions: env.GITHUB_ACTIONS === "true",
    runId: value2(env.GITHUB_RUN_ID),
    runAttempt: runAttemptOf(env),
    sha: value2(env.GITHUB_SHA),
    ref: value2(env.GITHUB_REF),
    repository: value2(env.GITHUB_REPOSITORY),
    serverUrl: value2(env.GITHUB_SERVER_URL),
    apiUrl: value2(env.GITHUB_API_URL),
    eventName: value2(env.GITHUB_EVENT_NAME),
    eventPath: value2(env.GITHUB_EVENT_PATH),
    workflowRef: value2(env.GITHUB_WORKFLOW_REF),
    runnerTemp: value2(env.RUNNER_TEMP),
    artifactService: value2(env.ACTIONS_RUNTIME_TOKEN) !== null && value2(env.ACTIONS_RESULTS_URL) !== null
  };
}

// src/run/provenance.ts
var TOOL_VERSION = package_default.version;
function ciInfo(env) {
  const gh = readGitHubEnv(env);
  if (!gh.actions || gh.runId === null) return null;
  return {
    provider: "github",
    run_id: gh.runId,
    run_attempt: gh.runAttempt,
    sha: gh.sha ?? "",
    ref: gh.ref ?? "",
    repository: gh.repository ?? "",
    ...gh.serverUrl ? { server_url: gh.serverUrl } : {}
  };
}
function runInfo(args) {
  return {
    tool_version: TOOL_VERSION,
    node_version: process.version,
    platform: process.platform,
    arch: process.arch,
    started_at: args.startedAt.toISOString(),
    finished_at: args.finishedAt.toISOString(),
    config_sha256: args.configSha256,
    config_file: args.configFile,
    shard: args.shard,
    ci: ciInfo(args.env)
  };
}

// src/run/publish.ts
import { randomBytes } from "node:crypto";
import { open as open3, rename, rm } from "node:fs/promises";

// src/report/markdown.ts
function escapeMarkdown(s) {
  return sanitizeText(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/[\\`*_{}[\]()|~!$#+]/g, "\\$&").replace(/(?<![A-Za-z0-9])@(?=[A-Za-z0-9])/g, "@&#8203;");
}
function code(s) {
  const t = sanitizeText(s);
  return t.includes("`") || t === "" ? escapeMarkdown(t) : "`" + t.replace(/\|/g, "\\|") + "`";
}
var MARK_IMPLAUSIBLE = "\u26A0";
function row(cells) {
  return `| ${cells.join(" | ")} |`;
}
function renderSummaryMarkdown(input, ctx = {}) {
  return renderDocMarkdown(summaryDoc(input, ctx));
}
function summaryDoc(input, ctx = {}) {
  const doc = withFileLinks(reportOf(input, ctx).doc, ctx);
  return dropSections(doc, (id) => SUMMARY_LEAVES_OUT.includes(id));
}
function headingAnchor(heading) {
  return heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-");
}
function escapeProse(s, inline = false) {
  const start = inline ? "" : "(?<=.)";
  return escapeMarkdown(s).replace(/\\([()!])/g, "$1").replace(new RegExp(`${start}\\\\\\+`, "g"), "+").replace(/\\#(?![ #]|$)/g, "#").replace(new RegExp(`${start}\\\\\\[([\\d.,\u2013+% -]+(?: CI)?)\\\\\\](?![([])`, "g"), "[$1]");
}
function safeUrl(url) {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return null;
  return url.replace(/[()<>"'`|\\]/g, (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0"));
}
function drawSpans(spans, anchors) {
  return spans.map((s) => {
    if (/^\s+$/.test(s.text) && s.emphasis === void 0) return " ";
    let t = s.emphasis === "code" ? code(s.text) : escapeProse(s.text);
    const lead = /^\s/.test(s.text) ? " " : "";
    const tail = /\s$/.test(s.text) ? " " : "";
    const anchor = s.ref === void 0 ? void 0 : anchors.get(s.ref);
    const url = s.href === void 0 ? null : safeUrl(s.href);
    if (anchor !== void 0) t = `[${t}](#${anchor})`;
    else if (url !== null) t = `[${t}](${url})`;
    else if (s.href !== void 0) t = `${t}: ${escapeMarkdown(s.href)}`;
    if (s.emphasis === "strong" || s.emphasis === "alert") t = `**${t}**`;
    return lead + t + tail;
  }).join("");
}
function renderSpansMarkdown(spans) {
  return drawSpans(spans, /* @__PURE__ */ new Map());
}
function drawCell(c) {
  const t = c.kind === "code" ? code(c.text) : escapeProse(c.text, true);
  const after = c.after === void 0 ? "" : ` ${escapeProse(c.after, true)}`;
  if (c.kind === "alert" || c.kind === "good" || c.kind === "strong") return `**${t}**${after}`;
  if (c.kind === "flagged") return `${t} ${MARK_IMPLAUSIBLE}${after}`;
  return t + after;
}
function drawBlock(b, anchors, level) {
  switch (b.kind) {
    case "paragraph":
      return [b.callout ? `> ${drawSpans(b.spans, anchors)}` : drawSpans(b.spans, anchors), ""];
    case "list":
      return [...b.items.map((item) => `- ${drawSpans(item, anchors)}`), ""];
    case "heading":
      return [`${"#".repeat(Math.min(6, level + 1))} ${escapeProse(b.text)}`, ""];
    case "rule":
      return ["---", ""];
    case "table":
      return [
        // Headers are the report's own words (no names): only a pipe could break the table.
        row(b.columns.map((c) => c.header.replace(/\|/g, "\\|"))),
        row(b.columns.map((c) => c.align === "right" ? "--:" : ":--")),
        ...b.rows.map((r) => row(b.columns.map((_, i) => r[i] ? drawCell(r[i]) : ""))),
        ""
      ];
    case "fold":
      return [
        "<details>",
        `<summary>${escapeProse(b.summary)}</summary>`,
        "",
        ...b.blocks.flatMap((x) => drawBlock(x, anchors, level)),
        "</details>",
        ""
      ];
  }
}
function renderDocMarkdown(doc) {
  const anchors = new Map(
    [...Object.entries(doc.headings), ...doc.sections.map((s) => [s.id, s.heading])].map(([id, h]) => [
      id,
      headingAnchor(h)
    ])
  );
  const out = [];
  for (const s of doc.sections) {
    const body = s.blocks.flatMap((b) => drawBlock(b, anchors, s.level));
    if (s.folded) out.push("<details>", `<summary>${escapeProse(s.heading)}</summary>`, "", ...body, "</details>", "");
    else if (s.untitled) out.push(...body);
    else out.push(`${"#".repeat(s.level)} ${escapeProse(s.heading)}`, "", ...body);
  }
  return out.join("\n").replace(/\n+$/, "\n");
}

// src/run/publish.ts
function outputChunks(files, run, opts) {
  const { results } = run;
  if (opts.report && opts.report.results !== results)
    throw new Error("publish: the report model given was built from other results than the run published");
  const report = opts.report ?? runReport(results);
  const scrub = opts.scrub ?? ((s) => s);
  const html = renderHtmlReport(report, run.traces, {
    ...opts.history ? { history: opts.history } : {},
    ...opts.title ? { title: opts.title } : {},
    ...run.timelinesPerGroup !== void 0 ? { timelinesPerGroup: run.timelinesPerGroup } : {}
  });
  const chunks = [
    resultsJsonChunks(results),
    [renderSummaryMarkdown(report, { outDir: files.dir })],
    [html],
    resultsCsvChunks(results),
    [renderSmallerIsBetter(results)],
    [renderBiggerIsBetter(results)]
  ];
  return reportFiles(files).map((file, i) => ({ file, chunks: scrubbed(chunks[i], scrub) }));
}
function* scrubbed(chunks, scrub) {
  for (const c of chunks) yield scrub(c);
}
async function publish(files, run, opts = {}) {
  const outputs = outputChunks(files, run, opts);
  const suffix = `.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    for (const o of outputs) await writeChunks(o.file + suffix, o.chunks);
  } catch (err) {
    await Promise.all(outputs.map((o) => rm(o.file + suffix, { force: true })));
    throw err;
  }
  for (const o of outputs) await rename(o.file + suffix, o.file);
  return outputs.map((o) => o.file);
}
var WRITE_BUFFER_BYTES = 1 << 20;
async function writeChunks(file, chunks) {
  const fh = await open3(file, "w");
  try {
    const buf = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
    let used = 0;
    const flush = async () => {
      for (let at = 0; at < used; ) at += (await fh.write(buf, at, used - at)).bytesWritten;
      used = 0;
    };
    for (const c of chunks) {
      const bytes = Buffer.byteLength(c);
      if (bytes > buf.length - used) await flush();
      if (bytes > buf.length) await fh.writeFile(c);
      else used += buf.write(c, used);
    }
    await flush();
  } finally {
    await fh.close();
  }
}

// src/analyze/clock-offset.ts
function offsetBounds(t) {
  const date = t.http?.headers?.date;
  if (date === void 0 || t.at.headers === null) return null;
  const server = Date.parse(date);
  if (!Number.isFinite(server)) return null;
  return [server - (t.t0_epoch_ms + t.at.headers), server + 1e3 - t.t0_epoch_ms];
}
function estimateClockOffset(traces) {
  let low = -Infinity;
  let high = Infinity;
  let widest = [Infinity, -Infinity];
  let samples = 0;
  for (const t of traces) {
    const b = offsetBounds(t);
    if (b === null) continue;
    samples++;
    low = Math.max(low, b[0]);
    high = Math.min(high, b[1]);
    widest = [Math.min(widest[0], b[0]), Math.max(widest[1], b[1])];
  }
  if (samples === 0) return null;
  const consistent = low <= high;
  const [lo, hi] = consistent ? [low, high] : widest;
  return {
    offset_ms: dropNoise((lo + hi) / 2),
    low_ms: dropNoise(lo),
    high_ms: dropNoise(hi),
    samples,
    consistent
  };
}

// src/analyze/slo.ts
function meetsSlo(r, tpotMs, slo) {
  if (r.outcome === "error") return false;
  if (slo.ttft_ms !== void 0) {
    const ttft = r.outcome === "streamed" ? r.ttft_ms : r.first_content_ms;
    if (ttft === null || ttft > slo.ttft_ms) return false;
  }
  if (slo.tpot_ms !== void 0 && (tpotMs === null || tpotMs > slo.tpot_ms)) return false;
  if (slo.e2e_ms !== void 0 && (r.total_ms === null || r.total_ms > slo.e2e_ms)) return false;
  return true;
}

// src/analyze/per-index.ts
function groupBy(members, key) {
  const out = /* @__PURE__ */ new Map();
  for (const m of members) {
    const k = key(m);
    const list2 = out.get(k);
    if (list2) list2.push(m);
    else out.set(k, [m]);
  }
  return out;
}
function perIndex(members, indexOf) {
  return [...groupBy(members, indexOf).entries()].sort((a, b) => a[0] - b[0]).map(([index, list2]) => {
    const shares = list2.flatMap(({ t }) => {
      const input = t.usage?.input_tokens;
      const cached = t.usage?.input_cached_tokens;
      return typeof input === "number" && input > 0 && typeof cached === "number" ? [cached / input] : [];
    });
    const inputs = list2.flatMap(({ t }) => typeof t.usage?.input_tokens === "number" ? [t.usage.input_tokens] : []);
    return {
      index,
      list: list2,
      n: list2.length,
      errors: list2.filter(({ r }) => r.outcome === "error").length,
      ttftMs: list2.flatMap(({ r }) => r.ttft_ms === null ? [] : [r.ttft_ms]),
      input_tokens_p50: summarize(inputs)?.p50 ?? null,
      input_cached_share: summarize(shares)?.p50 ?? null
    };
  });
}

// src/analyze/agent.ts
function sessionKey(r) {
  const place = r.location === void 0 ? "" : `@${r.location}`;
  const id = place !== "" && r.id.endsWith(place) ? r.id.slice(0, -place.length) : r.id;
  return id.replace(/\/step\d+(?=(@shard\d+)?$)/, "");
}
var noiseless = (s) => s === null ? null : {
  p50: dropNoise(s.p50),
  p90: dropNoise(s.p90),
  p99: dropNoise(s.p99),
  min: dropNoise(s.min),
  max: dropNoise(s.max)
};
function stepFigures(members) {
  return perIndex(members, (m) => m.t.step).map((row2) => ({
    step: row2.index,
    n: row2.n,
    ttft_ms: noiseless(summarize(row2.ttftMs)),
    input_cached_share: row2.input_cached_share,
    errors: row2.errors,
    input_tokens_p50: row2.input_tokens_p50
  }));
}
function sessionTimes(steps) {
  const sorted = [...steps].sort((a, b) => (a.step ?? 0) - (b.step ?? 0));
  let modelMs = 0;
  let toolMs = 0;
  let prevEnd = null;
  for (const t of sorted) {
    if (t.error !== null || t.at.end === null) return null;
    modelMs += t.at.end;
    if (prevEnd !== null) toolMs += t.t0_epoch_ms - prevEnd;
    prevEnd = t.t0_epoch_ms + t.at.end;
  }
  const first = sorted[0];
  if (first === void 0 || prevEnd === null) return null;
  return { wallMs: prevEnd - first.t0_epoch_ms, modelMs, toolMs };
}
function timeOf(values, seed, key, stats) {
  const s = summarize(values);
  if (s === null) return null;
  const ci = (p) => {
    if (values.length < Math.max(1, stats.min_samples)) return null;
    const i = bootstrapQuantileCi(values, p, seedFrom(...seed, key, String(p)), stats);
    return i === null ? null : { low: dropNoise(i.low), high: dropNoise(i.high), level: stats.ci_level };
  };
  return {
    p50: dropNoise(s.p50),
    p90: dropNoise(s.p90),
    p99: dropNoise(s.p99),
    min: dropNoise(s.min),
    max: dropNoise(s.max),
    total: dropNoise(values.reduce((a, b) => a + b, 0)),
    p50_ci: ci(0.5),
    p90_ci: ci(0.9)
  };
}
function cappedSessions(members) {
  const ends = members.flatMap(({ t }) => t.agent_end?.reason.endsWith("_cap") ? [t.agent_end.reason] : []);
  return AGENT_END_REASONS.flatMap((reason) => {
    const n = ends.filter((e) => e === reason).length;
    return n > 0 ? [{ reason, n }] : [];
  });
}
function sessionsSummary(members, seed, stats = DEFAULT_STATISTICS) {
  const sessions = [...groupBy(members, (m) => sessionKey(m.r)).values()];
  const steps = summarize(sessions.map((l) => l.length));
  const times = sessions.flatMap((l) => {
    const s = sessionTimes(l.map((m) => m.t));
    return s === null ? [] : [s];
  });
  return {
    n: sessions.length,
    steps_p50: steps === null ? null : dropNoise(steps.p50),
    wall_ms: timeOf(
      times.map((s) => s.wallMs),
      seed,
      "agent_wall_ms",
      stats
    ),
    model_ms: timeOf(
      times.map((s) => s.modelMs),
      seed,
      "agent_model_ms",
      stats
    ),
    tool_ms: timeOf(
      times.map((s) => s.toolMs),
      seed,
      "agent_tool_ms",
      stats
    ),
    failed: sessions.filter((l) => l.some(({ r }) => r.outcome === "error")).length,
    steps_p90: steps === null ? null : dropNoise(steps.p90),
    capped: cappedSessions(members)
  };
}

// src/analyze/workload.ts
var sessionKey2 = (r) => {
  const place = r.location === void 0 ? "" : `@${r.location}`;
  const id = place !== "" && r.id.endsWith(place) ? r.id.slice(0, -place.length) : r.id;
  return id.replace(/\/t\d+(?=(@shard\d+)?$)/, "");
};
function turnFigures(members, slo) {
  return perIndex(members, (m) => m.t.turn).map((row2) => ({
    turn: row2.index,
    n: row2.n,
    errors: row2.errors,
    ttft_ms: summarize(row2.ttftMs),
    input_tokens_p50: row2.input_tokens_p50,
    input_cached_share: row2.input_cached_share,
    good_fraction: slo === null ? null : row2.list.filter(({ r }) => r.outcome !== "error" && meetsSlo(r, r.tpot_ms, slo)).length / row2.n
  }));
}
function sessionFigures(members) {
  const sessions = groupBy(members, (m) => sessionKey2(m.r));
  const all = [...sessions.values()];
  const durations = all.flatMap((list2) => {
    const start = minOf(list2.map(({ t }) => t.t0_epoch_ms));
    const ends = list2.map(({ t }) => t.at.end === null ? null : t.t0_epoch_ms + t.at.end);
    return ends.every((e) => e !== null) ? [maxOf(ends) - start] : [];
  });
  return {
    n: all.length,
    turns: summarize(all.map((l) => l.length)),
    duration_ms: summarize(durations),
    output_tokens: summarize(
      all.map((l) => l.reduce((s, { r }) => s + (r.outcome === "error" ? 0 : r.output_tokens), 0))
    ),
    failed: all.filter((l) => l.some(({ r }) => r.outcome === "error")).length
  };
}
function sentLengths(members) {
  const first = members[0]?.t;
  if (!first) return null;
  const source = first.synthetic ? "synthetic" : first.workload?.source;
  if (source === void 0) return null;
  const inputs = members.flatMap(({ t }) => {
    const v = t.synthetic?.input_tokens ?? t.workload?.input_tokens;
    return typeof v === "number" ? [v] : [];
  });
  const maxes = members.flatMap(({ t }) => {
    const v = t.synthetic?.output_tokens ?? t.workload?.max_tokens;
    return typeof v === "number" ? [v] : [];
  });
  return {
    source,
    input_tokens: summarize(inputs),
    max_tokens: summarize(maxes),
    output_tokens: summarize(members.flatMap(({ r }) => r.outcome === "error" ? [] : [r.output_tokens])),
    asked: first.synthetic?.asked ?? null
  };
}
var groupKey = (g) => JSON.stringify([g.provider, g.prompt, g.location ?? null]);
function withWorkloadFigures(results, traces, slo) {
  const byId = new Map(traces.map((t) => [t.id, t]));
  const members = /* @__PURE__ */ new Map();
  for (const r of results.requests) {
    const t = byId.get(r.id);
    if (t === void 0) continue;
    if (t.session !== void 0) r.session = t.session;
    if (t.turn !== void 0) r.turn = t.turn;
    if (t.step !== void 0) r.step = t.step;
    if (t.agent_end !== void 0) r.agent_end = t.agent_end;
    if (t.image_bytes !== void 0) r.image_bytes = t.image_bytes;
    if (r.warmup) continue;
    const key = groupKey(r);
    const list2 = members.get(key);
    if (list2) list2.push({ r, t });
    else members.set(key, [{ r, t }]);
  }
  const groups = results.groups.map((g) => {
    const list2 = members.get(groupKey(g)) ?? [];
    const out2 = { ...g };
    const lengths = sentLengths(list2);
    if (lengths) out2.sent_lengths = lengths;
    const imageBytes = summarize(list2.flatMap(({ r }) => r.image_bytes === void 0 ? [] : [r.image_bytes]));
    if (imageBytes !== null) out2.image_bytes = imageBytes.p50;
    const turns = list2.filter(({ t }) => t.turn !== void 0);
    if (turns.length > 0) {
      out2.by_turn = turnFigures(turns, slo);
      out2.sessions = sessionFigures(turns);
    }
    const steps = list2.filter(({ t }) => t.step !== void 0);
    if (steps.length > 0) {
      out2.by_step = stepFigures(steps);
      out2.sessions_summary = sessionsSummary(steps, [g.provider, g.prompt]);
    }
    return out2;
  });
  const out = { ...results, groups };
  if (results.stages)
    out.stages = results.stages.map((s) => {
      if (!s.offered.replay) return s;
      const lateness = s.client_lag_ms;
      return { ...s, schedule_lateness_ms: lateness };
    });
  return out;
}

// src/analyze/load-figures.ts
var GENERATOR_LAG_LIMIT_MS = 10;
var SHORT_OUTPUT_SHARE = 0.9;
var MIN_SHARD_OVERLAP = 0.5;
var DEFAULT_SLO_FRACTION = 0.95;
function requestStreamFigures(r, trace, samplesOf) {
  if (r.outcome !== "streamed") return { tpotMs: null, itlMs: [] };
  const kept = samplesOf?.(trace.id);
  if (kept !== void 0) return { tpotMs: r.tpot_ms, itlMs: Array.from(kept.itl_ms) };
  return { tpotMs: r.tpot_ms, itlMs: streamSamples(trace, r.streamed_tokens, r.outcome).itl_ms };
}
function dispatchLagMs(t) {
  return t.t0_epoch_ms - t.load.stage_t0_epoch_ms - t.load.scheduled_ms;
}
var lagSummary = (xs) => {
  const s = summarize(xs);
  return s === null ? null : { p50: dropNoise(s.p50), p99: dropNoise(s.p99), max: dropNoise(s.max) };
};
var summary = (xs) => {
  const s = summarize(xs.filter((x) => x !== null));
  return s === null ? null : { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max };
};
var wasSent = (t) => t.error?.kind !== "not_sent";
var stageEnd = (t) => ({
  t0_epoch_ms: t.t0_epoch_ms,
  warmup: t.warmup,
  end_ms: t.at.end,
  ok: t.error === null,
  sent: wasSent(t)
});
function stageRequestThroughput(ends) {
  const measured = ends.filter((t) => !t.warmup && t.sent !== false);
  if (measured.length === 0) return null;
  const start = minOf(measured.map((t) => t.t0_epoch_ms));
  const end = maxOf(measured.map((t) => t.t0_epoch_ms + (t.end_ms ?? 0)));
  const done = measured.filter((t) => t.ok).length;
  return end > start && done > 0 ? dropNoise(done * 1e3 / (end - start)) : null;
}
var REACHED_SHARE = 0.9;
var shardOf = (m) => m.t.load.shard?.index ?? 0;
function inFlightOver(intervals, from, to) {
  let busy = 0;
  const edges = [];
  for (const [s, e] of intervals) {
    busy += Math.max(0, Math.min(e, to) - Math.max(s, from));
    if (e <= from || s >= to || e <= s) continue;
    edges.push([Math.max(s, from), 1], [e, -1]);
  }
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let max = 0;
  for (const [, d] of edges) max = Math.max(max, now += d);
  return { mean: busy / (to - from), max };
}
function unitSpans(own) {
  const requests = [];
  const sessions = /* @__PURE__ */ new Map();
  for (const m of own) {
    const span = [m.t.t0_epoch_ms, m.t.t0_epoch_ms + (m.t.at.end ?? 0)];
    requests.push(span);
    if (m.t.session === void 0) continue;
    const was = sessions.get(m.t.session);
    sessions.set(m.t.session, was ? [Math.min(was[0], span[0]), Math.max(was[1], span[1])] : span);
  }
  return { requests, units: sessions.size > 0 ? [...sessions.values()] : requests };
}
function reachedLoad(members, place, durationMs) {
  const warmupMs = place.warmup_s * 1e3;
  let achieved = null;
  let mean = null;
  let max = 0;
  let concurrencyOffered = 0;
  let scheduledRate = 0;
  let dispatchedRate = 0;
  for (const id of new Set(members.map(shardOf))) {
    const own = members.filter((m) => shardOf(m) === id);
    const measured = own.filter((m) => !m.r.warmup);
    if (measured.length === 0) continue;
    const t0 = own[0].t.load.stage_t0_epoch_ms;
    let from = t0 + (place.duration_s !== null ? warmupMs : minOf(own.map((m) => m.t.load.scheduled_ms)));
    let to = durationMs === null ? from : from + durationMs;
    const planned = own[0].t.load.planned_t0_epoch_ms;
    if (place.duration_s !== null && planned !== void 0) to = Math.min(to, planned + place.duration_s * 1e3);
    if (!(to > from)) {
      from = minOf(measured.map((m) => m.t.t0_epoch_ms));
      to = maxOf(measured.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0)));
    }
    if (!(to > from)) continue;
    const spans = unitSpans(own);
    achieved = (achieved ?? 0) + inFlightOver(spans.requests, from, to).mean;
    const units = inFlightOver(spans.units, from, to);
    const offered = own[0].t.load.shard_offered ?? place.offered;
    const cap = offered.concurrency ?? offered.max_concurrency ?? Number.POSITIVE_INFINITY;
    mean = (mean ?? 0) + Math.min(units.mean, cap);
    max += Math.min(units.max, cap);
    concurrencyOffered += offered.concurrency ?? 0;
    if (durationMs !== null && durationMs > 0) {
      const behindMs = Math.max(
        0,
        maxOf(measured.map((m) => m.t.t0_epoch_ms - t0)) - maxOf(measured.map((m) => m.t.load.scheduled_ms))
      );
      scheduledRate += measured.length * 1e3 / durationMs;
      dispatchedRate += measured.length * 1e3 / (durationMs + behindMs);
    }
  }
  const concurrency = mean === null ? null : { mean: dropNoise(mean), max };
  let notReached = null;
  if (place.offered.concurrency !== null && concurrency !== null && concurrencyOffered > 0) {
    if (concurrency.mean < REACHED_SHARE * concurrencyOffered || concurrency.max < concurrencyOffered)
      notReached = { by: "concurrency", offered: concurrencyOffered, reached: concurrency.mean, reached_max: max };
  } else if (place.offered.concurrency === null && scheduledRate > 0 && dispatchedRate < REACHED_SHARE * scheduledRate)
    notReached = {
      by: "rate",
      offered: dropNoise(scheduledRate),
      reached: dropNoise(dispatchedRate),
      reached_max: null
    };
  return { achievedConcurrency: achieved === null ? null : dropNoise(achieved), concurrency, notReached };
}
function shardAlignment(starts, offsets) {
  const known = starts.every((s) => offsets.get(s.shard) != null);
  const onProvider = starts.map((s) => s.t0EpochMs + (known ? offsets.get(s.shard).offset_ms : 0));
  const earliest = minOf(onProvider);
  const offs = known ? starts.map((s) => offsets.get(s.shard)) : [];
  const halves = offs.map((o) => (o.high_ms - o.low_ms) / 2).sort((a, b) => b - a);
  return {
    start_spread: dropNoise(maxOf(onProvider) - earliest),
    clock_offset_spread: known ? dropNoise(maxOf(offs.map((o) => o.offset_ms)) - minOf(offs.map((o) => o.offset_ms))) : null,
    uncertainty: known ? dropNoise((halves[0] ?? 0) + (halves[1] ?? 0)) : null,
    start_at: starts.every((s) => s.planned),
    shards: starts.map((s, i) => {
      const o = offsets.get(s.shard) ?? null;
      return {
        shard: s.shard,
        start: dropNoise(onProvider[i] - earliest),
        clock_offset: o?.offset_ms ?? null,
        clock_offset_low: o?.low_ms ?? null,
        clock_offset_high: o?.high_ms ?? null,
        joined_late: s.joinedLateMs
      };
    })
  };
}
function measuredDurationMs(measured, place) {
  const warmupMs = place.warmup_s * 1e3;
  if (place.duration_s !== null) return place.duration_s * 1e3 - warmupMs;
  if (measured.length <= 1) return null;
  const scheduled = measured.map((m) => m.t.load.scheduled_ms);
  const span = maxOf(scheduled) - Math.max(warmupMs, minOf(scheduled));
  return span > 0 ? span * measured.length / (measured.length - 1) : null;
}
function mergedShards(members, measured, shardIds, offsets) {
  const windows = shardIds.flatMap((id) => {
    const own = measured.filter((m) => shardOf(m) === id);
    if (own.length === 0) return [];
    return [[minOf(own.map((m) => m.t.t0_epoch_ms)), maxOf(own.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0)))]];
  });
  const from = maxOf(windows.map((w) => w[0]));
  const to = minOf(windows.map((w) => w[1]));
  const mean = windows.reduce((a, w) => a + (w[1] - w[0]), 0) / windows.length;
  const overlap = Math.max(0, to - from);
  const share = mean > 0 ? overlap / mean : 0;
  const starts = shardIds.map((id) => {
    const own = members.find((m) => shardOf(m) === id).t.load;
    return {
      shard: id,
      t0EpochMs: own.stage_t0_epoch_ms,
      joinedLateMs: own.joined_late_ms ?? null,
      planned: own.planned_t0_epoch_ms !== void 0
    };
  });
  const shards = {
    count: shardIds.length,
    overlap_s: dropNoise(overlap / 1e3),
    overlap_share: dropNoise(share),
    summed: share >= MIN_SHARD_OVERLAP,
    alignment_ms: shardAlignment(starts, offsets)
  };
  return { shards, from, to };
}
function workInWindow(members, from, to) {
  let outputTokens = 0;
  let completions = 0;
  for (const m of members) {
    if (m.r.outcome === "error" || m.t.at.end === null) continue;
    const end = m.t.t0_epoch_ms + m.t.at.end;
    const start = m.t.t0_epoch_ms + (m.t.at.first_content ?? 0);
    if (end >= from && end <= to) completions++;
    const share = end > start ? Math.max(0, Math.min(end, to) - Math.max(start, from)) / (end - start) : Number(end >= from && end <= to);
    outputTokens += m.r.output_tokens * share;
  }
  return { outputTokens, completions };
}
function stageFluidity(measured, of, completionsPerS, targets) {
  if (targets === null) return {};
  const first = measured[0]?.r;
  const seed = [first?.provider ?? "", first?.prompt ?? "", `stage ${measured[0]?.t.load.stage ?? 0}`];
  const { n_fluidity: _, ...f } = fluidityFigures(
    measured.map((m) => m.r),
    targets,
    seed
  );
  const smooth = measured.filter((m) => isSmooth(m.r, targets)).length;
  return {
    ...f,
    smooth_goodput: completionsPerS === null || of === 0 ? null : dropNoise(smooth / of * completionsPerS)
  };
}
function stageGoodput(measured, scheduled, figures, slo, done) {
  const good = measured.filter((m) => meetsSlo(m.r, figures.get(m).tpotMs, slo)).length;
  return {
    slo,
    good,
    fraction: scheduled > 0 ? dropNoise(good / scheduled) : 0,
    rps: done === null ? null : dropNoise(good / scheduled * done.completions / done.window_s)
  };
}
function stageFigures(all, slo, offsets = /* @__PURE__ */ new Map(), samplesOf, targets = null) {
  const first = all[0];
  const place = first.t.load;
  const notSent = all.filter((m) => !wasSent(m.t));
  const members = all.filter((m) => wasSent(m.t));
  const measuredAll = all.filter((m) => !m.r.warmup);
  const measured = members.filter((m) => !m.r.warmup);
  const ok = measured.filter((m) => m.r.outcome !== "error");
  const streamed = measured.filter((m) => m.r.outcome === "streamed");
  const steady = streamed.filter((m) => m.r.client_stalled !== true);
  const starts = measured.map((m) => m.t.t0_epoch_ms);
  const ends = measured.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0));
  const windowMs = measured.length > 0 ? maxOf(ends) - minOf(starts) : 0;
  const window_s = windowMs > 0 ? dropNoise(windowMs / 1e3) : null;
  const durationMs = measuredDurationMs(measured, place);
  const reached = reachedLoad(members, place, durationMs);
  const shardIds = [...new Set(members.map(shardOf))];
  const figures = new Map(members.map((m) => [m, requestStreamFigures(m.r, m.t, samplesOf)]));
  const merged = shardIds.length > 1 ? mergedShards(members, measured, shardIds, offsets) : null;
  const shards = merged?.shards ?? null;
  const wFrom = merged ? merged.from : measured.length > 0 ? minOf(starts) : 0;
  const wTo = merged ? merged.to : measured.length > 0 ? maxOf(ends) : 0;
  const { outputTokens, completions } = workInWindow(members, wFrom, wTo);
  const throughputS = shards === null ? window_s : shards.summed && wTo > wFrom ? (wTo - wFrom) / 1e3 : null;
  const done = window_s === null || ok.length === 0 ? null : { completions, window_s };
  const goodput = slo === null ? null : stageGoodput(measured, measuredAll.length, figures, slo, done);
  const lags = members.map((m) => dispatchLagMs(m.t));
  const clientLags = members.map((m) => dispatchLagMs(m.t) - m.t.load.slot_wait_ms);
  const client = lagSummary(clientLags);
  const stamped = measured.map((m) => m.t);
  return {
    provider: first.r.provider,
    prompt: first.r.prompt,
    ...first.t.location !== void 0 ? { location: first.t.location } : {},
    stage: place.stage,
    label: place.label,
    offered: place.offered,
    window_s,
    requests: measuredAll.length,
    completed: ok.length,
    streamed: streamed.length,
    buffered: measured.filter((m) => m.r.outcome === "buffered").length,
    errors: measured.length - ok.length,
    client_stalled: measured.length - measured.filter((m) => m.r.client_stalled !== true).length,
    not_sent: measuredAll.length - measured.length,
    retries: measured.reduce((a, m) => a + (m.r.retries ?? 0), 0),
    stopped_early_s: place.duration_s === null || notSent.length === 0 ? null : dropNoise(Math.max(0, place.duration_s - minOf(notSent.map((m) => m.t.load.scheduled_ms)) / 1e3)),
    warmups: all.length - measuredAll.length,
    achieved_rate: durationMs !== null && durationMs > 0 ? dropNoise(measured.length * 1e3 / durationMs) : null,
    achieved_concurrency: reached.achievedConcurrency,
    reached_concurrency: reached.concurrency,
    offered_not_reached: reached.notReached,
    request_throughput: throughputS === null ? null : dropNoise(completions / throughputS),
    output_token_throughput: throughputS === null ? null : dropNoise(outputTokens / throughputS),
    delivered_output_tps: window_s === null ? null : dropNoise(measured.reduce((a, m) => a + m.r.output_tokens, 0) / window_s),
    ttft_ms: summary(streamed.map((m) => m.r.ttft_ms)),
    // A stalled client stamped these reads together: no TPOT or ITL from them.
    tpot_ms: summary(steady.map((m) => figures.get(m).tpotMs)),
    itl_ms: summary(steady.flatMap((m) => figures.get(m).itlMs)),
    e2e_ms: summary(ok.map((m) => m.r.total_ms)),
    goodput,
    ...stageFluidity(measured, measuredAll.length, done === null ? null : done.completions / done.window_s, targets),
    dispatch_lag_ms: lagSummary(lags),
    client_lag_ms: client,
    generator_limited: client !== null && client.p99 > GENERATOR_LAG_LIMIT_MS,
    client_error_ms: clientErrorMs(stamped, wFrom, wTo),
    short_outputs: measured.filter((m) => isShortOutput(m.r, m.t)).length,
    shards
  };
}
function isShortOutput(r, t) {
  const target = t.synthetic?.output_tokens;
  return r.outcome !== "error" && target !== void 0 && r.output_tokens < SHORT_OUTPUT_SHARE * target;
}
function countsForSaturation(s) {
  return s.completed > 0 && !s.offered_not_reached;
}
function saturationOf(stages, slo) {
  const first = stages[0];
  const candidates = stages.filter(countsForSaturation);
  const best = (f) => candidates.reduce((b, s) => {
    const v = f(s);
    return v !== null && (b === null || v > (f(b) ?? -Infinity)) ? s : b;
  }, null);
  const byTokens = best((s) => s.output_token_throughput);
  const byRequests = best((s) => s.request_throughput);
  const fraction = slo?.fraction ?? DEFAULT_SLO_FRACTION;
  const meeting = candidates.filter((s) => s.goodput !== null && s.requests > 0 && s.goodput.fraction >= fraction);
  const sloBest = slo === null ? null : best((s) => meeting.includes(s) ? s.request_throughput : null);
  let buffering = null;
  for (let i = 1; i < stages.length && buffering === null; i++)
    if (stages[i].buffered > 0 && stages.slice(0, i).some((s) => s.buffered === 0 && s.completed > 0))
      buffering = stages[i].stage;
  return {
    provider: first.provider,
    prompt: first.prompt,
    ...first.location !== void 0 ? { location: first.location } : {},
    max_output_token_throughput: byTokens?.output_token_throughput ?? null,
    max_request_throughput: byRequests?.request_throughput ?? null,
    at_stage: byTokens?.stage ?? null,
    slo_stage: sloBest?.stage ?? null,
    buffering_from_stage: buffering,
    generator_limited_stages: stages.filter((s) => s.generator_limited).map((s) => s.stage),
    not_reached_stages: stages.filter((s) => s.offered_not_reached).map((s) => s.stage)
  };
}
function loadFigures(traces, requests, slo, samplesOf, targets = null) {
  const byId = new Map(requests.map((r) => [r.id, r]));
  const groups = /* @__PURE__ */ new Map();
  const pairs = /* @__PURE__ */ new Map();
  for (const t of traces) {
    if (!t.load) continue;
    const r = byId.get(t.id);
    if (r === void 0) continue;
    const pairKey = JSON.stringify([t.provider, t.prompt, t.location ?? null]);
    const key = JSON.stringify([t.provider, t.prompt, t.location ?? null, t.load.stage]);
    let list2 = groups.get(key);
    if (list2 === void 0) {
      list2 = [];
      groups.set(key, list2);
      const ps = pairs.get(pairKey) ?? [];
      ps.push(key);
      pairs.set(pairKey, ps);
    }
    list2.push({ t, r });
  }
  const byShard = /* @__PURE__ */ new Map();
  for (const t of traces) {
    const id = t.load?.shard?.index;
    if (id === void 0) continue;
    const k = JSON.stringify([t.location ?? null, id]);
    const list2 = byShard.get(k) ?? [];
    list2.push(t);
    byShard.set(k, list2);
  }
  const offsetsAt = (location) => new Map(
    [...byShard].filter(([k]) => JSON.parse(k)[0] === location).map(([k, ts]) => [JSON.parse(k)[1], estimateClockOffset(ts)])
  );
  const stages = [];
  const saturation = [];
  for (const keys of pairs.values()) {
    const own = keys.map((k) => {
      const members = groups.get(k);
      return stageFigures(members, slo, offsetsAt(members[0].t.location ?? null), samplesOf, targets);
    }).sort((a, b) => a.stage - b.stage);
    pushAll(stages, own);
    saturation.push(saturationOf(own, slo));
  }
  return { stages, saturation };
}
function withLoadFigures(results, traces, slo, samplesOf) {
  const byId = new Map(traces.map((t) => [t.id, t]));
  const shortFlags = [];
  for (const r of results.requests) {
    const t = byId.get(r.id);
    if (t?.load) r.load_stage = t.load.stage;
    if (t === void 0 || !t.synthetic) continue;
    r.output_target_tokens = t.synthetic.output_tokens;
    r.short_output = isShortOutput(r, t);
    if (r.short_output && !r.warmup)
      shortFlags.push({
        id: r.id,
        provider: r.provider,
        prompt: r.prompt,
        reason: "short_output",
        detail: `${r.output_tokens} of ${t.synthetic.output_tokens} target output tokens (below ${SHORT_OUTPUT_SHARE * 100}%): the server stopped early; docs/load.md says how to get exact output lengths`
      });
  }
  const out = { ...results, flagged: [...results.flagged, ...shortFlags] };
  if (traces.some((t) => t.load)) {
    const targets = fluidityTargets(results.analysis);
    const { stages, saturation } = loadFigures(traces, results.requests, slo, samplesOf, targets);
    out.slo = slo;
    out.stages = stages;
    out.saturation = saturation;
  }
  return withWorkloadFigures(out, traces, slo);
}

// src/metrics/results.ts
var ServerMetricsFileError = class extends Error {
  code = "SG_SERVER_METRICS_FILE";
};
var MAX_LINE_WARNINGS = 20;
async function readServerMetrics(file, onWarning) {
  const out = [];
  const keep = /* @__PURE__ */ new Map();
  const anyMap = keptSeries();
  const strings = /* @__PURE__ */ new Map();
  const intern = (x) => {
    const had = strings.get(x);
    if (had !== void 0) return had;
    strings.set(x, x);
    return x;
  };
  const labelSets = /* @__PURE__ */ new Map();
  const labelsOf = (labels) => {
    const key = JSON.stringify(labels);
    const had = labelSets.get(key);
    if (had !== void 0) return had;
    labelSets.set(key, labels);
    return labels;
  };
  let bad = 0;
  const skip = (lineNo2, why) => {
    if (++bad <= MAX_LINE_WARNINGS) onWarning?.(`${file}:${lineNo2}: ${why}: the line is skipped`);
  };
  let lineNo = 0;
  try {
    for await (const { line } of fileLines(file)) {
      lineNo++;
      if (line.trim() === "") continue;
      let value3;
      try {
        value3 = JSON.parse(line);
      } catch {
        skip(lineNo, "not a JSON line");
        continue;
      }
      const o = value3;
      if (typeof o?.series === "string" && typeof o.provider === "string") {
        if (!(keep.get(o.provider) ?? anyMap)(o.series)) continue;
      }
      const checked = checkServerMetricsLine(value3);
      if ("problem" in checked) {
        skip(lineNo, `field ${checked.problem}`);
        continue;
      }
      const l = checked.line;
      if ("source" in l) keep.set(l.provider, keptSeries(l.source.metrics_map));
      else if ("series" in l) {
        l.series = intern(l.series);
        l.labels = labelsOf(l.labels);
      }
      l.provider = intern(l.provider);
      out.push(l);
    }
  } catch (err) {
    if (err.code === "ENOENT") return [];
    throw new ServerMetricsFileError(`${file}: cannot be read (${err.message})`);
  }
  if (bad > MAX_LINE_WARNINGS) onWarning?.(`${file}: ${bad - MAX_LINE_WARNINGS} more bad line(s) skipped`);
  return out;
}
async function serverMetricsOrNone(file, onWarning) {
  try {
    return await readServerMetrics(file, onWarning);
  } catch (err) {
    onWarning?.(`server figures unavailable: ${err.message}`);
    return [];
  }
}
function arrivals(m, runStartEpochMs) {
  const { first_content: first, last_content: last } = m.t.at;
  if (first === null || m.r.output_tokens <= 0) return null;
  const t0 = m.t.t0_epoch_ms - runStartEpochMs;
  return { firstMs: t0 + first, lastMs: t0 + (last ?? first), tokens: m.r.output_tokens };
}
function clientWindow(members, runStartEpochMs, warmups, all = []) {
  const measured = warmups ? members : members.filter((m) => !m.r.warmup);
  if (measured.length === 0) return null;
  const mine = new Set(measured.map((m) => m.t.id));
  const others = all.flatMap((m) => {
    const a = mine.has(m.t.id) ? null : arrivals(m, runStartEpochMs);
    return a === null ? [] : [a];
  });
  const ended = measured.filter((m) => m.r.outcome !== "error").map((m) => m.r.output_tokens);
  const from = minOf(measured.map((m) => m.t.t0_epoch_ms));
  const to = maxOf(measured.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0)));
  if (!(to > from)) return null;
  const failed = measured.filter((m) => m.r.outcome === "error");
  const firsts = measured.flatMap(
    (m) => typeof m.t.at.first_content === "number" ? [m.t.t0_epoch_ms + m.t.at.first_content - runStartEpochMs] : []
  );
  const ttfts = measured.map((m) => m.r.ttft_ms).filter((x) => x !== null).sort((a, b) => a - b);
  const mid = (ttfts.length - 1) / 2;
  return {
    fromMs: from - runStartEpochMs,
    toMs: to - runStartEpochMs,
    ...firsts.length > 0 ? { firstContentMs: minOf(firsts) } : {},
    delivered_tokens: measured.reduce((a, m) => a + m.r.output_tokens, 0),
    errors: failed.length,
    failed_tokens: failed.reduce((a, m) => a + m.r.output_tokens, 0),
    ttft_p50_ms: ttfts.length === 0 ? null : (ttfts[Math.floor(mid)] + ttfts[Math.ceil(mid)]) / 2,
    ttft_mean_ms: ttfts.length === 0 ? null : ttfts.reduce((a, b) => a + b, 0) / ttfts.length,
    max_request_tokens: ended.length === 0 ? null : maxOf(ended),
    others
  };
}
function bracketSpan(p, w) {
  const ok = p.scrapes.filter((s) => s.ok);
  const { start, end } = bracketingReads(ok, w);
  return start === void 0 || end === void 0 ? Number.POSITIVE_INFINITY : end.t_ms - start.t_ms;
}
function pickReads(candidates) {
  let best = null;
  const counted = (c) => c.figures.reconciliation.server_tps !== null;
  for (const c of candidates) {
    if (best === null) best = c;
    else if (counted(c) && (!counted(best) || c.span < best.span)) best = c;
  }
  return best?.figures ?? null;
}
function withServerFigures(results, traces, lines) {
  if (lines.length === 0) return results;
  const runStart = Date.parse(results.run.started_at);
  if (!Number.isFinite(runStart)) return results;
  const union = scrapesByProvider(lines);
  const byShard = /* @__PURE__ */ new Map();
  for (const line of lines) {
    if (line.shard === void 0) continue;
    const own = byShard.get(line.shard);
    if (own === void 0) byShard.set(line.shard, [line]);
    else own.push(line);
  }
  const sources = [union, ...byShard.size > 1 ? [...byShard.values()].map((own) => scrapesByProvider(own)) : []];
  const byId = new Map(results.requests.map((r) => [r.id, r]));
  const members = (keep) => traces.filter(keep).flatMap((t) => {
    const r = byId.get(t.id);
    return r === void 0 ? [] : [{ t, r }];
  });
  const byProvider = /* @__PURE__ */ new Map();
  for (const m of members(() => true)) {
    const own = byProvider.get(m.t.provider);
    if (own === void 0) byProvider.set(m.t.provider, [m]);
    else own.push(m);
  }
  const figuresOf = (provider, own, warmups = false) => {
    const window = clientWindow(own, runStart, warmups, byProvider.get(provider));
    if (window === null) return null;
    const candidates = sources.flatMap((m) => {
      const scrapes = m.get(provider);
      const figures = scrapes === void 0 ? null : serverFigures(scrapes, window);
      return figures === null ? [] : [{ figures, span: bracketSpan(scrapes, window) }];
    });
    return pickReads(candidates);
  };
  if (results.stages !== void 0) {
    const stages = results.stages.map((s) => {
      const server = figuresOf(
        s.provider,
        members((t) => t.provider === s.provider && t.prompt === s.prompt && t.load?.stage === s.stage)
      );
      return server === null ? s : { ...s, server };
    });
    return { ...results, stages };
  }
  const perProvider = /* @__PURE__ */ new Map();
  const groups = results.groups.map((g) => {
    if (!perProvider.has(g.provider))
      perProvider.set(
        g.provider,
        figuresOf(
          g.provider,
          members((t) => t.provider === g.provider),
          true
        )
      );
    const server = perProvider.get(g.provider) ?? null;
    return server === null ? g : { ...g, server };
  });
  return { ...results, groups };
}

// src/run/tokenizer.ts
import { Worker } from "node:worker_threads";
var REFERENCE_TOKENIZER = "o200k_base";
var TEXT_DEADLINE_MS = 2e3;
var RUN_DEADLINE_MS = 12e4;
function startReferenceCounter(onError = () => {
}, opts = {}) {
  return new WorkerCounter(onError, opts.textDeadlineMs ?? TEXT_DEADLINE_MS, opts.runDeadlineMs ?? RUN_DEADLINE_MS);
}
var WorkerCounter = class {
  #onError;
  #textDeadlineMs;
  #runDeadlineMs;
  #worker = null;
  #ready = false;
  #failed = false;
  #expired = false;
  #nextId = 0;
  #textTimer = null;
  #runTimer = null;
  // In the worker's order: the first is the one it is counting.
  #pending = /* @__PURE__ */ new Map();
  constructor(onError, textDeadlineMs, runDeadlineMs) {
    this.#onError = onError;
    this.#textDeadlineMs = textDeadlineMs;
    this.#runDeadlineMs = runDeadlineMs;
  }
  async count(answer, reasoning) {
    if (this.#failed) return null;
    if (this.#expired) return { reason: "run_deadline", deadline_ms: this.#runDeadlineMs };
    if (this.#runTimer === null) {
      this.#runTimer = setTimeout(() => this.#expire(), this.#runDeadlineMs);
      this.#runTimer.unref();
    }
    const id = this.#nextId++;
    const texts = [answer, reasoning];
    const counts = await new Promise((resolve2) => {
      this.#pending.set(id, { texts, resolve: resolve2 });
      if (this.#worker === null) this.#spawn();
      else {
        this.#worker.postMessage({ id, texts });
        if (this.#pending.size === 1) this.#timeHead();
      }
    });
    if (counts === null || !Array.isArray(counts)) return counts;
    const [answerTokens = 0, reasoningTokens = 0] = counts;
    return {
      tokenizer: REFERENCE_TOKENIZER,
      output_tokens: answerTokens + reasoningTokens,
      reasoning_tokens: reasoningTokens
    };
  }
  async close() {
    if (this.#runTimer) clearTimeout(this.#runTimer);
    const w = this.#worker;
    this.#stopWorker();
    for (const p of this.#pending.values()) p.resolve(null);
    this.#pending.clear();
    if (w) await w.terminate().catch(() => void 0);
  }
  #stopWorker() {
    const w = this.#worker;
    this.#worker = null;
    this.#ready = false;
    if (this.#textTimer) clearTimeout(this.#textTimer);
    this.#textTimer = null;
    if (w) void w.terminate().catch(() => void 0);
  }
  #fail(message) {
    if (!this.#failed) this.#onError(`reference tokenizer unavailable: ${message}`);
    this.#failed = true;
    this.#stopWorker();
    for (const p of this.#pending.values()) p.resolve(null);
    this.#pending.clear();
  }
  /** The first pending text's clock starts when the worker can start on it. */
  #timeHead() {
    if (this.#textTimer) clearTimeout(this.#textTimer);
    this.#textTimer = null;
    const head = this.#pending.keys().next();
    if (!this.#ready || head.done) return;
    this.#textTimer = setTimeout(() => {
      this.#pending.get(head.value)?.resolve({ reason: "text_deadline", deadline_ms: this.#textDeadlineMs });
      this.#pending.delete(head.value);
      this.#stopWorker();
      if (this.#pending.size > 0) this.#spawn();
    }, this.#textDeadlineMs);
    this.#textTimer.unref();
  }
  #spawn() {
    const ext = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
    let w;
    try {
      w = new Worker(new URL(`./tokenize-worker${ext}`, import.meta.url));
    } catch (err) {
      this.#fail(err.message);
      return;
    }
    this.#worker = w;
    w.unref();
    w.on("message", (reply) => {
      if (w !== this.#worker) return;
      if ("ready" in reply) this.#ready = true;
      else {
        this.#pending.get(reply.id)?.resolve(reply.counts);
        this.#pending.delete(reply.id);
      }
      this.#timeHead();
    });
    w.on("error", (err) => {
      if (w === this.#worker) this.#fail(err.message);
    });
    w.on("exit", (code2) => {
      if (w !== this.#worker) return;
      this.#worker = null;
      if (this.#pending.size > 0) this.#fail(`worker exited with code ${code2}`);
    });
    for (const [id, p] of this.#pending) w.postMessage({ id, texts: p.texts });
  }
  #expire() {
    this.#expired = true;
    this.#stopWorker();
    for (const p of this.#pending.values()) p.resolve({ reason: "run_deadline", deadline_ms: this.#runDeadlineMs });
    this.#pending.clear();
  }
};
function isReferenceTokens(c) {
  return c != null && "tokenizer" in c;
}

// src/run/trace-pass.ts
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rename as rename2, rm as rm2 } from "node:fs/promises";

// src/run/records.ts
import { deserialize, serialize } from "node:v8";
var RecordStore = class _RecordStore {
  static BLOCK = 1 << 20;
  #blocks = [];
  #used = 0;
  /** Per value: its block, its first byte, its length. */
  #spans = new GrowableF64(1 << 12);
  get length() {
    return this.#spans.length / 3;
  }
  add(value3) {
    const bytes = serialize(value3);
    let block = this.#blocks.at(-1);
    if (block === void 0 || this.#used + bytes.length > block.length) {
      block = Buffer.allocUnsafeSlow(Math.max(_RecordStore.BLOCK, bytes.length));
      this.#blocks.push(block);
      this.#used = 0;
    }
    bytes.copy(block, this.#used);
    this.#spans.push(this.#blocks.length - 1);
    this.#spans.push(this.#used);
    this.#spans.push(bytes.length);
    this.#used += bytes.length;
  }
  /** The i-th value, made anew on each call. */
  get(i) {
    const s = this.#spans.view();
    const block = this.#blocks[s[3 * i]];
    const start = s[3 * i + 1];
    return deserialize(block.subarray(start, start + s[3 * i + 2]));
  }
  *[Symbol.iterator]() {
    for (let i = 0; i < this.length; i++) yield this.get(i);
  }
  /** Every value, in the order added. */
  toArray() {
    const out = new Array(this.length);
    for (let i = 0; i < out.length; i++) out[i] = this.get(i);
    return out;
  }
};

// src/run/trace-pass.ts
var ReportKeeper = class {
  #cap;
  #perGroup = /* @__PURE__ */ new Map();
  #kept = [];
  constructor(cap = DEFAULT_TIMELINES_PER_GROUP) {
    this.#cap = cap;
  }
  offer(t) {
    if (this.#kept === null) return;
    const key = JSON.stringify([t.provider, t.prompt, t.location ?? null]);
    const n = (this.#perGroup.get(key) ?? 0) + 1;
    this.#perGroup.set(key, n);
    if (n > this.#cap) this.#kept = null;
    else this.#kept.push(t);
  }
  get kept() {
    return this.#kept;
  }
};
function slimTrace(t) {
  const date = t.http?.headers?.date;
  const slim = {
    schema: t.schema,
    id: t.id,
    provider: t.provider,
    api: t.api,
    model: t.model,
    prompt: t.prompt,
    rep: t.rep,
    warmup: t.warmup,
    attempt: t.attempt,
    t0_epoch_ms: t.t0_epoch_ms,
    at: t.at,
    reads: [],
    events: [],
    content_reads: t.content_reads,
    http: { ...t.http, headers: date === void 0 ? {} : { date } },
    usage: t.usage,
    output: t.output,
    error: t.error
  };
  for (const k of [
    "load",
    "synthetic",
    "session",
    "turn",
    "step",
    "agent_end",
    "workload",
    "location",
    "image_bytes"
  ])
    if (t[k] !== void 0) slim[k] = t[k];
  return slim;
}
async function passTraces(file, analysis, opts = {}) {
  const samples = new TraceSamples(analysisOf(analysis));
  const slim = new RecordStore();
  let measured = 0;
  const at = /* @__PURE__ */ new Map();
  const keeper = new ReportKeeper(opts.cap);
  const rw = opts.rewrite;
  const sink = rw ? new LineSink(`${file}.tmp`) : null;
  const newAt = /* @__PURE__ */ new Map();
  let count;
  try {
    count = await eachTrace(
      file,
      async (t, where) => {
        if (rw?.counts.has(t.id)) {
          const c = rw.counts.get(t.id);
          t.reference_tokens = isReferenceTokens(c) ? c : null;
          if (c != null && !isReferenceTokens(c)) t.reference_tokens_missed = c;
        }
        if (sink !== null && sink.error === null) {
          const line = rw.scrub(JSON.stringify(t));
          const bytes = Buffer.byteLength(line);
          newAt.set(t.id, { offset: sink.bytes, bytes });
          await sink.write(line + "\n", bytes + 1);
        }
        samples.add(t);
        if (opts.allTraces === true || readByFigures(t)) slim.add(slimTrace(t));
        if (!t.warmup) measured++;
        at.set(t.id, where);
        keeper.offer(t);
      },
      opts.onWarning
    );
  } catch (err) {
    await sink?.abort();
    throw err;
  }
  let now = file;
  if (sink !== null) {
    try {
      await sink.close();
      await rename2(sink.file, file);
      now = file;
      for (const [id, w] of newAt) at.set(id, w);
    } catch (err) {
      await rm2(sink.file, { force: true });
      rw.onRewriteError(err);
    }
  }
  return { samples, slim, measured, at, file: now, count, kept: keeper.kept };
}
function readByFigures(t) {
  return (t.load ?? t.synthetic ?? t.workload ?? null) !== null || t.session !== void 0 || t.turn !== void 0 || t.image_bytes !== void 0;
}
function figureTraces(pass) {
  return pass.slim.toArray();
}
async function reportTracesOf(pass, results, cap) {
  const ids = reportTraceIds(results, cap);
  if (pass.kept !== null) return ids === null ? pass.kept : pass.kept.filter((t) => ids.has(t.id));
  const places = [...pass.at].filter(([id]) => ids === null || ids.has(id)).map(([, w]) => w);
  places.sort((a, b) => a.offset - b.offset);
  return readTracesAt(pass.file, places);
}
var LineSink = class {
  file;
  #out;
  bytes = 0;
  error = null;
  constructor(file) {
    this.file = file;
    this.#out = createWriteStream(file, { flags: "w", highWaterMark: 1 << 20 });
    this.#out.on("error", (err) => this.error ??= err);
  }
  async write(line, bytes) {
    this.bytes += bytes;
    if (this.#out.write(line)) return;
    await new Promise((resolve2) => {
      const done = () => {
        this.#out.off("drain", done);
        this.#out.off("error", done);
        resolve2();
      };
      this.#out.on("drain", done);
      this.#out.on("error", done);
    });
  }
  async close() {
    if (this.error === null && !this.#out.destroyed) {
      this.#out.end();
      await Promise.race([once(this.#out, "close"), once(this.#out, "error")]).catch(() => void 0);
    }
    if (this.error !== null) throw this.error;
  }
  async abort() {
    this.#out.destroy();
    await rm2(this.file, { force: true });
  }
};

export {
  estimateClockOffset,
  stageEnd,
  stageRequestThroughput,
  withLoadFigures,
  TraceWriter,
  eachTrace,
  MetricsWriter,
  RESULTS_FILE,
  outputFiles,
  reportFiles,
  SERVER_METRICS_FILE,
  serverMetricsOrNone,
  withServerFigures,
  readGitHubEnv,
  TOOL_VERSION,
  runInfo,
  summaryDoc,
  renderSpansMarkdown,
  renderDocMarkdown,
  publish,
  TEXT_DEADLINE_MS,
  RUN_DEADLINE_MS,
  startReferenceCounter,
  isReferenceTokens,
  ReportKeeper,
  slimTrace,
  passTraces,
  figureTraces,
  reportTracesOf,
  LineSink
};
