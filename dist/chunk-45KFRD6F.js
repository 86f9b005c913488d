import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  SERVER_SERIES
} from "./chunk-BSODME4D.js";

// src/metrics/families.ts
var SERIES_KIND = {
  running: "gauge",
  waiting: "gauge",
  kv_cache_usage: "gauge",
  generation_tokens: "counter",
  prompt_tokens: "counter",
  preemptions: "counter",
  prefix_cache_queries: "counter",
  prefix_cache_hits: "counter",
  prefix_cache_hit_rate: "gauge",
  ttft_seconds: "histogram",
  queue_seconds: "histogram"
};
var SERIES_COMBINE = {
  running: "sum",
  waiting: "sum",
  kv_cache_usage: "max",
  generation_tokens: "sum",
  prompt_tokens: "sum",
  preemptions: "sum",
  prefix_cache_queries: "sum",
  prefix_cache_hits: "sum",
  prefix_cache_hit_rate: "max",
  ttft_seconds: "sum",
  queue_seconds: "sum"
};
var KNOWN_FAMILIES = [
  {
    name: "vllm",
    series: {
      running: ["vllm:num_requests_running"],
      waiting: ["vllm:num_requests_waiting"],
      kv_cache_usage: ["vllm:kv_cache_usage_perc", "vllm:gpu_cache_usage_perc"],
      generation_tokens: ["vllm:generation_tokens_total"],
      prompt_tokens: ["vllm:prompt_tokens_total"],
      preemptions: ["vllm:num_preemptions_total"],
      prefix_cache_queries: ["vllm:prefix_cache_queries_total", "vllm:gpu_prefix_cache_queries_total"],
      prefix_cache_hits: ["vllm:prefix_cache_hits_total", "vllm:gpu_prefix_cache_hits_total"],
      ttft_seconds: ["vllm:time_to_first_token_seconds"],
      queue_seconds: ["vllm:request_queue_time_seconds"]
    }
  },
  {
    name: "sglang",
    series: {
      running: ["sglang:num_running_reqs"],
      waiting: ["sglang:num_queue_reqs"],
      kv_cache_usage: ["sglang:token_usage"],
      generation_tokens: ["sglang:generation_tokens_total"],
      prompt_tokens: ["sglang:prompt_tokens_total"],
      prefix_cache_hit_rate: ["sglang:cache_hit_rate"],
      ttft_seconds: ["sglang:time_to_first_token_seconds"],
      queue_seconds: ["sglang:queue_time_seconds"]
    }
  },
  {
    name: "llamacpp",
    series: {
      running: ["llamacpp:requests_processing"],
      waiting: ["llamacpp:requests_deferred"],
      // Older builds only; the build recorded in the llamacpp-1 fixture has no KV gauge.
      kv_cache_usage: ["llamacpp:kv_cache_usage_ratio"],
      generation_tokens: ["llamacpp:tokens_predicted_total"],
      prompt_tokens: ["llamacpp:prompt_tokens_total"]
    }
  },
  {
    name: "tgi",
    series: {
      running: ["tgi_batch_current_size"],
      waiting: ["tgi_queue_size"],
      // TGI keeps per-request histograms; their sums are the token counters.
      generation_tokens: ["tgi_request_generated_tokens_sum"],
      prompt_tokens: ["tgi_request_input_length_sum"],
      queue_seconds: ["tgi_request_queue_duration"]
    }
  }
];
var present = (kind, name, names) => kind === "histogram" ? names.has(`${name}_bucket`) || names.has(`${name}_sum`) : names.has(name);
function resolveMap(names, user = {}) {
  let best = null;
  for (const family of KNOWN_FAMILIES) {
    const series2 = {};
    for (const key of SERVER_SERIES) {
      const hit = family.series[key]?.find((name) => present(SERIES_KIND[key], name, names));
      if (hit !== void 0) series2[key] = hit;
    }
    if (Object.keys(series2).length > (best === null ? 0 : Object.keys(best.series).length)) best = { family, series: series2 };
  }
  const series = { ...best?.series };
  let custom = false;
  for (const key of SERVER_SERIES) {
    const name = user[key];
    if (name !== void 0) {
      series[key] = name;
      custom = true;
    }
  }
  return { family: best?.family.name ?? (custom ? "custom" : null), series };
}
var HISTOGRAM_PARTS = ["_bucket", "_sum", "_count"];
function keptSeries(user = {}) {
  const names = /* @__PURE__ */ new Set();
  const add = (kind, name) => {
    names.add(name);
    if (kind === "histogram") for (const part of HISTOGRAM_PARTS) names.add(`${name}${part}`);
  };
  for (const family of KNOWN_FAMILIES)
    for (const key of SERVER_SERIES) for (const name of family.series[key] ?? []) add(SERIES_KIND[key], name);
  for (const key of SERVER_SERIES) {
    const name = user[key];
    if (name !== void 0) add("histogram", name);
  }
  return (series) => names.has(series);
}

// src/metrics/parse.ts
var SCRAPE_LIMITS = { maxLines: 1e5, maxLineChars: 4096, maxSamples: 5e3 };
var MAX_VALUE_CHARS = 64;
var MAX_ERRORS = 20;
var NAME = /[a-zA-Z_:][a-zA-Z0-9_:]*/y;
var LABEL_NAME = /[a-zA-Z_][a-zA-Z0-9_]*/y;
var VALUE = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
function parseValue(text) {
  switch (text) {
    case "+Inf":
    case "Inf":
    case "+inf":
    case "inf":
      return Number.POSITIVE_INFINITY;
    case "-Inf":
    case "-inf":
      return Number.NEGATIVE_INFINITY;
    case "NaN":
    case "nan":
      return Number.NaN;
  }
  if (text.length > MAX_VALUE_CHARS || !VALUE.test(text)) return null;
  return Number(text);
}
function parseLabels(line, at) {
  const labels = {};
  let i = at + 1;
  for (; ; ) {
    while (line[i] === " " || line[i] === "	") i++;
    if (line[i] === "}") return { labels, end: i + 1 };
    LABEL_NAME.lastIndex = i;
    const name = LABEL_NAME.exec(line);
    if (name === null) return `a label name was expected at column ${i + 1}`;
    i += name[0].length;
    while (line[i] === " ") i++;
    if (line[i] !== "=") return `"=" was expected after label ${name[0]}`;
    i++;
    while (line[i] === " ") i++;
    if (line[i] !== '"') return `a quoted value was expected for label ${name[0]}`;
    i++;
    let value = "";
    for (; ; ) {
      const c = line[i];
      if (c === void 0) return `the value of label ${name[0]} is not closed`;
      if (c === '"') break;
      if (c === "\\") {
        const n = line[i + 1];
        value += n === "n" ? "\n" : n === "\\" ? "\\" : n === '"' ? '"' : `\\${n ?? ""}`;
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
    i++;
    labels[name[0]] = value;
    while (line[i] === " ") i++;
    if (line[i] === ",") i++;
    else if (line[i] !== "}") return `"," or "}" was expected after label ${name[0]}`;
  }
}
var isBlank = (c) => c === 32 || c === 9 || c === 13;
function nameEnd(text, from, to) {
  let i = from;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 || isBlank(c)) break;
  }
  return i;
}
var MetricsParser = class {
  #keep;
  #limits;
  #out = { samples: [], types: {}, errors: [], error_count: 0, dropped: 0, truncated: null };
  /** The start of a line whose end has not come yet. */
  #partial = "";
  /** Skipping the rest of a line over maxLineChars. */
  #skipping = false;
  #lineNo = 0;
  #done = false;
  constructor(keep = () => true, limits = SCRAPE_LIMITS) {
    this.#keep = keep;
    this.#limits = limits;
  }
  /** Reads a piece of the page; false when reading should stop (a cap, or `# EOF`). */
  feed(piece) {
    let from = 0;
    while (!this.#done) {
      const nl = piece.indexOf("\n", from);
      const end = nl === -1 ? piece.length : nl;
      if (this.#skipping) {
        if (nl !== -1) this.#skipping = false;
      } else if (this.#partial.length + (end - from) > this.#limits.maxLineChars) {
        this.cut(`a line over ${this.#limits.maxLineChars} characters`);
        this.#partial = "";
        if (nl === -1) this.#skipping = true;
        else this.#lineNo++;
      } else if (nl === -1) this.#partial += piece.slice(from);
      else if (this.#partial === "") this.#line(piece, from, end);
      else {
        const line = this.#partial + piece.slice(from, end);
        this.#partial = "";
        this.#line(line, 0, line.length);
      }
      if (nl === -1) break;
      from = nl + 1;
    }
    return !this.#done;
  }
  end() {
    if (!this.#done && this.#partial !== "") this.#line(this.#partial, 0, this.#partial.length);
    this.#partial = "";
    this.#done = true;
    return this.#out;
  }
  /** Marks the page cut short (the first reason is kept); `stop` ends the reading. */
  cut(why, stop = false) {
    this.#out.truncated ??= why;
    if (stop) this.#done = true;
  }
  /**
   * The line at text[from, to). A sample of a series nobody reads costs a
   * scan of its name and a set lookup: no string of the line is made.
   */
  #line(text, from, to) {
    const n = ++this.#lineNo;
    if (n > this.#limits.maxLines) return this.cut(`over ${this.#limits.maxLines} lines`, true);
    let at = from;
    while (at < to && isBlank(text.charCodeAt(at))) at++;
    if (at === to) return;
    if (text.charCodeAt(at) === 35) return this.#comment(text.slice(at, to).trim());
    const nameTo = nameEnd(text, at, to);
    const series = text.slice(at, nameTo);
    if (!this.#keep(series)) {
      this.#out.dropped++;
      return;
    }
    if (this.#out.samples.length >= this.#limits.maxSamples)
      return this.cut(`over ${this.#limits.maxSamples} samples kept`, true);
    const line = text.slice(at, to).trimEnd();
    const sample = readSample(line, series, nameTo - at);
    if (typeof sample === "string") {
      if (this.#out.errors.length < MAX_ERRORS) this.#out.errors.push({ line: n, message: sample });
      this.#out.error_count++;
      return;
    }
    this.#out.samples.push(sample);
  }
  #comment(line) {
    const m = /^#\s*TYPE\s+(\S+)\s+(\S+)/.exec(line);
    if (m && this.#keep(m[1])) this.#out.types[m[1]] = m[2].toLowerCase();
    if (/^#\s*EOF\s*$/.test(line)) this.#done = true;
  }
};
function readSample(line, series, nameTo) {
  NAME.lastIndex = 0;
  const name = NAME.exec(line);
  if (name === null || name[0].length !== nameTo) return "a metric name was expected";
  let i = nameTo;
  let labels = {};
  if (line[i] === "{") {
    const parsed = parseLabels(line, i);
    if (typeof parsed === "string") return parsed;
    labels = parsed.labels;
    i = parsed.end;
  }
  while (line[i] === " " || line[i] === "	") i++;
  let to = i;
  while (to < line.length && line[to] !== " " && line[to] !== "	") to++;
  const text = line.slice(i, to);
  const value = parseValue(text);
  if (value === null) return `"${text.length > 40 ? `${text.slice(0, 40)}\u2026` : text}" is not a sample value`;
  return { series, labels, value };
}
function parseMetrics(text, keep) {
  const parser = new MetricsParser(keep);
  parser.feed(text);
  return parser.end();
}

export {
  SERIES_COMBINE,
  resolveMap,
  keptSeries,
  MetricsParser,
  parseMetrics
};
