import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import {
  mulberry32
} from "./chunk-WOMTUNJ4.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  record,
  strictObject,
  string,
  union,
  unknown,
  url
} from "./chunk-OYLQP5BM.js";

// src/config/errors.ts
function configFileMissing(problems) {
  return problems.some((p) => p.fileMissing === true);
}
function configFailureHead(err, file) {
  const n = err.problems.length;
  if (onlyMissingKeys(err.problems))
    return `${n} API key variable${n === 1 ? " is" : "s are"} unset or empty; nothing was sent.`;
  return `The config${file === void 0 ? "" : ` '${file}'`} has ${n} problem(s); nothing was sent.`;
}
function missingKeyHint(err, flag) {
  if (!onlyMissingKeys(err.problems)) return null;
  const fromSecret = "In a workflow each key comes from a secret set on the step (`env: { NAME: ${{ secrets.NAME }} }`); a secret that is not set, expired, or withheld (a pull request from a fork gets none) is empty.";
  if (err.noProviderLeft) return `No provider has its API key, so nothing could run. ${fromSecret}`;
  return `To run the providers whose keys are set and skip the others: ${flag} skip. ${fromSecret}`;
}
function onlyMissingKeys(problems) {
  return problems.length > 0 && problems.every((p) => p.missingEnv !== void 0);
}
var ConfigError = class extends StreamgaugeError {
  code = "SG_CONFIG";
  problems;
  /** `on-missing-key: skip` was asked for, and no provider has its key: nothing could run. */
  noProviderLeft = false;
  constructor(problems, message) {
    super(message ?? formatProblems(problems));
    this.name = "ConfigError";
    this.problems = problems;
  }
};
var sentence = (s) => /[.?!]$/.test(s) ? s : `${s}.`;
function formatProblems(problems) {
  return problems.map((p) => {
    let where = p.file;
    if (where !== "" && p.line !== null) where += `:${p.line}:${p.column ?? 1}`;
    const head = [where, p.path].filter((s) => s !== "").join(" ");
    const body = `${sentence(p.message)} Fix: ${sentence(p.fix)}`;
    return head === "" ? body : `${head}: ${body}`;
  }).join("\n");
}

// src/stats.ts
function percentile(sorted, p) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  const a = sorted[lo];
  const b = sorted[hi];
  return a + (h - lo) * (b - a);
}
function finiteSorted(values) {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) n++;
  const sorted = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (Number.isFinite(v)) sorted[k++] = v;
  }
  return sorted.sort();
}
function sortedFinite(values) {
  return Array.from(finiteSorted(values));
}
function summarize(values) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return null;
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    min: sorted[0],
    max: sorted[sorted.length - 1]
  };
}
function dropNoise(x) {
  if (!Number.isFinite(x)) return x;
  const r = Number(x.toPrecision(12));
  return Object.is(r, -0) ? 0 : r;
}
function dropNoiseOrNull(x) {
  return x === null ? null : dropNoise(x);
}
function maxOf(values) {
  let hi = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v > hi || Number.isNaN(v)) hi = v;
    if (Number.isNaN(hi)) return NaN;
  }
  return hi;
}
function minOf(values) {
  let lo = Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < lo || Number.isNaN(v)) lo = v;
    if (Number.isNaN(lo)) return NaN;
  }
  return lo;
}
function pushAll(to, from) {
  for (const x of from) to.push(x);
}

// src/config/jsonl.ts
var MAX_PROBLEMS_LISTED = 20;
var MAX_VALUE_CHARS = 80;
var MAX_MESSAGE_CHARS = 400;
var cut = (s, max) => s.length > max ? `${s.slice(0, max - 1)}\u2026` : s;
function shown(value, max = MAX_VALUE_CHARS) {
  const json = JSON.stringify(typeof value === "string" ? value.slice(0, max + 1) : value);
  return json === void 0 ? "nothing" : cut(json, max);
}
var ProblemList = class {
  listed = [];
  unlisted = 0;
  file;
  max;
  constructor(file, max = MAX_PROBLEMS_LISTED) {
    this.file = file;
    this.max = max;
  }
  push(...problems) {
    for (const p of problems) {
      if (this.listed.length < this.max) this.listed.push({ ...p, message: cut(p.message, MAX_MESSAGE_CHARS) });
      else this.unlisted++;
    }
    return this.length;
  }
  get length() {
    return this.listed.length + this.unlisted;
  }
  /** The listed problems, and one more saying how many were not listed. */
  all() {
    if (this.unlisted === 0) return [...this.listed];
    return [
      ...this.listed,
      {
        file: this.file,
        line: null,
        column: null,
        path: "",
        message: `${this.unlisted} more problem${this.unlisted === 1 ? "" : "s"} in this file, not listed (the first ${this.max} are)`,
        fix: "fix the ones listed and run again: a mistake on one line is often on many"
      }
    ];
  }
  error() {
    return new ConfigError(this.all());
  }
};
function feedJsonLine(reader, raw, line) {
  if (raw.trim() === "") return;
  let value;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    reader.problems.push({
      file: reader.file,
      line,
      column: null,
      path: "",
      message: `not JSON: ${err.message}`,
      fix: reader.notJsonFix
    });
    return;
  }
  reader.record(value, line);
}

// src/config/distributions.ts
var Count = number().int().min(1);
var FixedDist = strictObject({ dist: literal("fixed"), value: Count });
var UniformDist = strictObject({ dist: literal("uniform"), min: Count, max: Count });
var NormalDist = strictObject({
  dist: literal("normal"),
  mean: number().positive(),
  stddev: number().min(0),
  min: Count.optional(),
  max: Count.optional()
});
var LognormalDist = strictObject({
  dist: literal("lognormal"),
  median: number().positive(),
  sigma: number().min(0),
  min: Count.optional(),
  max: Count.optional()
});
var EmpiricalDist = strictObject({
  empirical: union([string().min(1), array(Count).min(1)])
});
var LengthDist = union([FixedDist, UniformDist, NormalDist, LognormalDist, EmpiricalDist]);
function standardNormal(rand) {
  const u = Math.max(rand(), 1e-12);
  const v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
var clamp = (x, min, max) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? 1, Math.round(x)));
function drawLength(count, rand) {
  if (typeof count === "number") return count;
  if ("empirical" in count) {
    const list = count.empirical;
    if (typeof list === "string")
      throw new Error(`empirical lengths ${list} were not read (load the config with loadConfig)`);
    return list[Math.min(list.length - 1, Math.floor(rand() * list.length))];
  }
  if (!("dist" in count)) return clamp(count.mean + count.stddev * standardNormal(rand), count.min, count.max);
  switch (count.dist) {
    case "fixed":
      return count.value;
    case "uniform": {
      const lo = Math.min(count.min, count.max);
      const hi = Math.max(count.min, count.max);
      return lo + Math.min(hi - lo, Math.floor(rand() * (hi - lo + 1)));
    }
    case "normal":
      return clamp(count.mean + count.stddev * standardNormal(rand), count.min, count.max);
    case "lognormal":
      return clamp(count.median * Math.exp(count.sigma * standardNormal(rand)), count.min, count.max);
  }
}
function smallestLength(count) {
  if (typeof count === "number") return count;
  if (typeof count !== "object" || count === null) return null;
  const c = count;
  if (c.dist === "fixed" && typeof c.value === "number") return c.value;
  if (c.dist === "normal" || c.dist === "lognormal") return typeof c.min === "number" ? c.min : 1;
  if (typeof c.min === "number") return c.min;
  if (Array.isArray(c.empirical) && c.empirical.every((x) => typeof x === "number"))
    return minOf(c.empirical);
  return null;
}
function describeLength(count, file) {
  if (typeof count === "number") return `fixed ${count}`;
  const range = (min, max) => min === void 0 && max === void 0 ? "" : ` in [${min ?? 1}, ${max ?? "\u221E"}]`;
  if ("empirical" in count) {
    const list = count.empirical;
    if (typeof list === "string") return `empirical ${list}`;
    return `empirical ${file ?? count.from_file ?? "list"} (${list.length} values)`;
  }
  if (!("dist" in count)) return `normal(mean ${count.mean}, stddev ${count.stddev})${range(count.min, count.max)}`;
  switch (count.dist) {
    case "fixed":
      return `fixed ${count.value}`;
    case "uniform":
      return `uniform [${count.min}, ${count.max}]`;
    case "normal":
      return `normal(mean ${count.mean}, stddev ${count.stddev})${range(count.min, count.max)}`;
    case "lognormal":
      return `lognormal(median ${count.median}, sigma ${count.sigma})${range(count.min, count.max)}`;
  }
}
function parseLengthsFile(text, file) {
  const problems = new ProblemList(file);
  const trimmed = text.trim();
  const bad = (line, message) => problems.push({
    file,
    line,
    column: null,
    path: "",
    message,
    fix: "write one whole number of tokens (1 or more) a line, e.g. 512, or one JSON array such as [512, 730, 128]"
  });
  let out = [];
  if (trimmed.startsWith("[")) {
    let value;
    try {
      value = JSON.parse(trimmed);
    } catch (err) {
      bad(1, `not a JSON array: ${err.message}`);
      throw problems.error();
    }
    value.forEach((x, i) => {
      if (typeof x === "number" && Number.isInteger(x) && x >= 1) out.push(x);
      else bad(1, `item [${i}] is ${shown(x)}, not a whole number of tokens >= 1`);
    });
  } else {
    out = [];
    text.split(/\r?\n/).forEach((raw, i) => {
      const s = raw.trim();
      if (s === "" || s.startsWith("#")) return;
      const n = Number(s);
      if (Number.isInteger(n) && n >= 1) out.push(n);
      else bad(i + 1, `${shown(s)} is not a whole number of tokens >= 1`);
    });
  }
  if (problems.length === 0 && out.length === 0) bad(null, "the lengths file holds no length");
  if (problems.length > 0) throw problems.error();
  return out;
}

// src/metrics/families.ts
var SERVER_SERIES = [
  "running",
  "waiting",
  "kv_cache_usage",
  "generation_tokens",
  "prompt_tokens",
  "preemptions",
  "prefix_cache_queries",
  "prefix_cache_hits",
  "prefix_cache_hit_rate",
  "ttft_seconds",
  "queue_seconds"
];
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

// src/config/rules.ts
function isRecord(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function simple(id, reads, holds, message, fix, path = []) {
  return { id, reads, check: (v) => holds(v) ? [] : [{ path, message, fix }] };
}
var given = (v) => v !== void 0;
function enforce(rules) {
  const check = (value, ctx) => {
    if (!isRecord(value)) return;
    const broken = new Set(ctx.issues.map((i) => i.path?.[0]).filter((k) => k !== void 0));
    for (const rule of rules) {
      if (rule.reads.some((k) => broken.has(k))) continue;
      for (const v of rule.check(value)) {
        const params = { rule: rule.id, fix: v.fix };
        ctx.addIssue({ code: "custom", path: [...v.path], message: v.message, params });
      }
    }
  };
  return [check, { when: () => true }];
}
function ruleParams(issue) {
  if (issue.code !== "custom" || !isRecord(issue.params)) return null;
  const { rule, fix } = issue.params;
  return typeof rule === "string" && typeof fix === "string" ? { rule, fix } : null;
}
var PROMPT_SOURCES = ["prompt", "messages", "synthetic", "file", "dataset", "conversations"];
var PROMPT_XOR = "give exactly one of `prompt` (a string), `messages` (a list of {role, content}), `synthetic` ({input_tokens, output_tokens}), `file` (a JSONL file of prompts), `dataset` ({path, format}) or `conversations` (a JSONL file of sessions, or {sessions, turns, user_tokens})";
var PROMPT_RULES = [
  {
    id: "prompt_source",
    reads: [],
    check: (p) => {
      const keys2 = PROMPT_SOURCES.filter((k) => given(p[k]));
      if (keys2.length === 1) return [];
      const names = keys2.map((k) => `\`${k}\``);
      if (keys2.length === 0)
        return [
          {
            path: [],
            message: `has neither \`prompt\` nor \`messages\` (nor \`synthetic\` or \`file\`); ${PROMPT_XOR}`,
            fix: "add `prompt: <text>`, `messages: [{ role: user, content: <text> }]`, `synthetic: { input_tokens: 512, output_tokens: 128 }` or `file: prompts.jsonl`"
          }
        ];
      if (keys2.length === 2)
        return [
          {
            path: [],
            message: `has both ${names.join(" and ")}; ${PROMPT_XOR}`,
            fix: `remove either ${names.join(" or ")}`
          }
        ];
      return [
        {
          path: [],
          message: `has ${names.join(", ")}; ${PROMPT_XOR}`,
          fix: `keep one of ${names.join(", ")} and remove the others`
        }
      ];
    }
  }
];
var TOKEN_COUNT_RULES = [
  simple(
    "token_count_range",
    ["mean", "min", "max"],
    (d) => typeof d.min !== "number" || typeof d.max !== "number" || typeof d.mean !== "number" || d.min <= d.max && d.mean >= d.min && d.mean <= d.max,
    "needs min <= mean <= max",
    "write e.g. `{ mean: 512, stddev: 128, min: 64, max: 2048 }`"
  )
];
function smallest(count) {
  return smallestLength(count);
}
var DATASET_RULES = [
  simple(
    "dataset_length_range",
    ["min_input_tokens", "max_input_tokens"],
    (d) => typeof d.min_input_tokens !== "number" || typeof d.max_input_tokens !== "number" || d.min_input_tokens <= d.max_input_tokens,
    "min_input_tokens must not be above max_input_tokens, or no record passes",
    "swap them, or remove one",
    ["min_input_tokens"]
  )
];
var SYNTHETIC_RULES = [
  simple(
    "synthetic_prefix",
    ["prefix_tokens", "input_tokens"],
    (s) => {
      const min = smallest(s.input_tokens);
      return min === null || !(typeof s.prefix_tokens === "number" && s.prefix_tokens >= min);
    },
    "prefix_tokens must be below the smallest input_tokens (the rest is what differs per request)",
    "lower prefix_tokens, or raise input_tokens (its min)",
    ["prefix_tokens"]
  )
];
var BURSTINESS_GAMMA = simple(
  "burstiness_gamma",
  ["burstiness", "arrival"],
  (s) => !given(s.burstiness) || s.arrival === "gamma",
  "`burstiness` applies to `arrival: gamma` only",
  "add `arrival: gamma`, or remove `burstiness`",
  ["burstiness"]
);
var STAGE_RULES = [
  simple(
    "stage_loop",
    [],
    (s) => [s.concurrency, s.rate, s.replay].filter(given).length === 1,
    "give exactly one of `concurrency` (closed loop), `rate` (open loop, requests/s) or `replay` (a recorded trace)",
    "write the stage as `{ concurrency: 8 }`, `{ rate: 4 }` or `{ replay: trace.jsonl }`"
  ),
  simple(
    "stage_speedup",
    [],
    (s) => !given(s.speedup) || given(s.replay),
    "`speedup` applies to a `replay` stage only",
    "remove `speedup`, or make this stage `{ replay: FILE, speedup: 2 }`",
    ["speedup"]
  ),
  simple(
    "stage_open_only",
    [],
    (s) => given(s.rate) || !given(s.arrival) && !given(s.max_concurrency),
    "`arrival` and `max_concurrency` apply to an open-loop stage (`rate`) only",
    "remove `arrival`/`max_concurrency` from this closed-loop stage, or give it `rate:` instead of `concurrency:`"
  ),
  { ...BURSTINESS_GAMMA, id: "stage_burstiness" }
];
var SWEEP_RULES = [
  simple(
    "sweep_shape",
    ["over"],
    (s) => s.over === "concurrency" ? given(s.values) && !given(s.stages) : s.over !== "rate" || given(s.stages) && !given(s.values),
    "a concurrency sweep takes `values: [1, 2, 4, ...]`; a rate sweep takes `stages: N` (N >= 2)",
    "write `sweep: { over: concurrency, values: [1, 4, 16] }` or `sweep: { over: rate, stages: 6 }`"
  ),
  simple(
    "sweep_rate_only",
    ["over"],
    (s) => s.over !== "concurrency" || !given(s.arrival) && !given(s.burstiness) && !given(s.max_concurrency),
    "`arrival`, `burstiness` and `max_concurrency` apply to a rate sweep only",
    "remove them, or sweep `over: rate`"
  ),
  { ...BURSTINESS_GAMMA, id: "sweep_burstiness" }
];
var SLO_RULES = [
  simple(
    "slo_threshold",
    [],
    (s) => given(s.ttft_ms) || given(s.tpot_ms) || given(s.e2e_ms),
    "an slo names at least one of ttft_ms, tpot_ms, e2e_ms",
    "write e.g. `slo: { ttft_ms: 1000, tpot_ms: 50 }`"
  )
];
var LOAD_RULES = [
  simple(
    "load_length",
    [],
    (l) => given(l.duration_s) !== given(l.requests),
    "give exactly one of `duration_s` (seconds per stage) or `requests` (requests per stage)",
    "keep one of them under `load:`, e.g. `duration_s: 30`"
  ),
  simple(
    "load_schedule",
    [],
    (l) => given(l.stages) !== given(l.sweep),
    "give exactly one of `stages: [...]` or `sweep: {...}`",
    "keep one of them under `load:`, e.g. `stages: [{ concurrency: 8 }]`"
  ),
  simple(
    "load_warmup",
    ["warmup_s", "duration_s"],
    (l) => typeof l.warmup_s !== "number" || typeof l.duration_s !== "number" || l.warmup_s < l.duration_s,
    "warmup_s must be shorter than duration_s, or no request of a stage is measured",
    "lower warmup_s (e.g. to a tenth of duration_s) or raise duration_s",
    ["warmup_s"]
  )
];
var EXCLUDE_ENTRY_RULES = [
  simple(
    "exclude_names",
    [],
    (e) => given(e.provider) || given(e.prompt),
    "an exclude entry names a provider, a prompt, or both",
    "add `provider:` and/or `prompt:` to this entry, or remove it"
  )
];
function firstIds(list) {
  const first = /* @__PURE__ */ new Map();
  if (Array.isArray(list))
    list.forEach((item, i) => {
      if (isRecord(item) && typeof item.id === "string" && !first.has(item.id)) first.set(item.id, i);
    });
  return first;
}
function uniqueIds(key) {
  const noun = key === "providers" ? "provider" : "prompt";
  return {
    id: `unique_${noun}_id`,
    reads: [],
    check: (cfg) => {
      const list = cfg[key];
      if (!Array.isArray(list)) return [];
      const first = firstIds(list);
      return list.flatMap((item, i) => {
        if (!isRecord(item) || typeof item.id !== "string") return [];
        const j = first.get(item.id);
        if (j === i) return [];
        return [
          {
            path: [key, i, "id"],
            message: `duplicate id "${item.id}" (already used by ${key}[${j}]); ids must be unique`,
            fix: `give ${key}[${i}] an id no other ${noun} uses`
          }
        ];
      });
    }
  };
}
function excludeKnown(field) {
  const key = field === "provider" ? "providers" : "prompts";
  return {
    id: `exclude_known_${field}`,
    reads: [],
    check: (cfg) => {
      if (!Array.isArray(cfg.exclude) || !Array.isArray(cfg[key])) return [];
      const known = [...firstIds(cfg[key]).keys()];
      return cfg.exclude.flatMap((e, i) => {
        if (!isRecord(e) || typeof e[field] !== "string" || known.includes(e[field])) return [];
        return [
          {
            path: ["exclude", i, field],
            message: `no ${field} has id "${e[field]}"`,
            fix: `use one of the ${field} ids: ${known.join(", ") || "(none defined)"}`
          }
        ];
      });
    }
  };
}
var serverMetricsKnown = {
  id: "server_metrics_known_provider",
  reads: [],
  check: (cfg) => {
    if (!Array.isArray(cfg.server_metrics) || !Array.isArray(cfg.providers)) return [];
    const known = [...firstIds(cfg.providers).keys()];
    return cfg.server_metrics.flatMap((e, i) => {
      if (!isRecord(e) || !Array.isArray(e.providers)) return [];
      return e.providers.flatMap(
        (id, j) => typeof id !== "string" || known.includes(id) ? [] : [
          {
            path: ["server_metrics", i, "providers", j],
            message: `no provider has id "${id}"`,
            fix: `use one of the provider ids: ${known.join(", ") || "(none defined)"}`
          }
        ]
      );
    });
  }
};
var CONFIG_RULES = [
  uniqueIds("providers"),
  uniqueIds("prompts"),
  excludeKnown("provider"),
  excludeKnown("prompt"),
  serverMetricsKnown
];
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var ENV_NAME_MESSAGE = 'must be the NAME of an environment variable (letters, digits, "_"), not the key itself';
var AWS_ENV = {
  accessKeyId: "AWS_ACCESS_KEY_ID",
  secretAccessKey: "AWS_SECRET_ACCESS_KEY",
  sessionToken: "AWS_SESSION_TOKEN"
};
function keyEnvViolations(raw, env) {
  if (!isRecord(raw) || !Array.isArray(raw.providers)) return [];
  return raw.providers.flatMap((p, i) => {
    if (!isRecord(p)) return [];
    const who = typeof p.id === "string" ? `provider "${p.id}"` : `providers[${i}]`;
    const out = [];
    if (p.api === "bedrock" && p.api_key_env === void 0) {
      const missing = [AWS_ENV.accessKeyId, AWS_ENV.secretAccessKey].filter((name2) => !env[name2]);
      if (missing.length > 0)
        out.push({
          path: ["providers", i, "api"],
          message: `${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set; ${who} (bedrock, no api_key_env) signs its requests with AWS credentials`,
          fix: `export ${AWS_ENV.accessKeyId}=... ${AWS_ENV.secretAccessKey}=... (and ${AWS_ENV.sessionToken} for temporary credentials), or give a Bedrock API key with api_key_env`,
          missingEnv: missing
        });
    }
    if (typeof p.api_key_env !== "string" || !ENV_NAME.test(p.api_key_env)) return out;
    const name = p.api_key_env;
    const value = env[name];
    if (value !== void 0 && value !== "") return out;
    out.push({
      path: ["providers", i, "api_key_env"],
      message: `environment variable ${name} is ${value === void 0 ? "not set" : "set but empty"}; ${who} reads its API key from it`,
      fix: `export ${name}=... in the shell that runs streamgauge, or in the workflow set it from a secret: \`env: { ${name}: \${{ secrets.${name} }} }\``,
      missingEnv: [name]
    });
    return out;
  });
}

// src/config/schema.ts
var API_NAMES = [
  "openai-chat",
  "openai-responses",
  "anthropic",
  "gemini",
  "ollama",
  "cohere",
  "azure-openai",
  "bedrock"
];
var Id = string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
  message: 'must start with a letter or digit and use only letters, digits, ".", "_" and "-"'
});
var EnvName = string().regex(ENV_NAME, { message: ENV_NAME_MESSAGE });
var Timeout = strictObject({
  /** seconds from dispatch to the response headers */
  headers: number().positive().optional(),
  /** longest silence between reads after the headers, seconds */
  idle: number().positive().optional(),
  /** seconds from dispatch to the end of the body */
  total: number().positive().optional()
});
var Overridable = {
  repetitions: number().int().min(1).optional(),
  warmup: number().int().min(0).optional(),
  concurrency: number().int().min(1).optional(),
  max_tokens: number().int().min(1).optional(),
  cache_bust: boolean().optional(),
  timeout: Timeout.optional(),
  /**
   * MiB of response body (decoded, so a compression bomb is caught) one
   * request may read before it is aborted with error kind too_large.
   */
  max_response_mb: number().positive().optional(),
  /**
   * Connection failures in a row (no response in between) after which a
   * provider's remaining requests are not sent (error kind not_sent): a dead
   * endpoint is reported once, not hammered for the rest of the run.
   */
  max_consecutive_connect_errors: number().int().min(1).optional(),
  /**
   * Ask for a compressed response (Accept-Encoding: gzip, deflate, br, as the
   * official SDKs' HTTP clients do; default true). false sends
   * `Accept-Encoding: identity`: see docs/server-metrics.md for what
   * compression does to first-byte timing.
   */
  compression: boolean().optional()
};
var MetricsMapConfig = strictObject(
  Object.fromEntries(
    SERVER_SERIES.map((k) => [
      k,
      string().regex(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/, {
        message: "must be a Prometheus series name such as my_server:generated_tokens_total"
      }).optional()
    ])
  )
);
var Defaults = strictObject(Overridable);
var ProviderConfig = strictObject({
  id: Id,
  api: _enum(API_NAMES),
  base_url: url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://api.openai.com/v1" }),
  model: string().min(1),
  api_key_env: EnvName.optional(),
  headers: record(string(), string()).optional(),
  body: record(string(), unknown()).optional(),
  /**
   * Text inside `<think>...</think>` in the answer is reasoning (default
   * false). For servers that stream a reasoning model's thoughts inline in
   * the content: honoured by openai-chat, azure-openai and ollama.
   */
  think_tags: boolean().optional(),
  /**
   * The server's Prometheus/OpenMetrics endpoint (vLLM, SGLang, llama.cpp
   * `--metrics`, TGI: usually BASE/metrics), polled while this provider is
   * measured; samples go to server_metrics.ndjson (docs/server-metrics.md).
   */
  metrics_url: url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://localhost:8000/metrics" }).optional(),
  /** Seconds between scrapes (default 1); a scrape is also taken at each stage's start and end. */
  metrics_interval_s: number().min(0.05).max(3600).optional(),
  /** For servers streamgauge does not know: which series holds each figure. */
  metrics_map: MetricsMapConfig.optional(),
  /** bedrock: the AWS region to sign for; by default the one in base_url's host name, else us-east-1. */
  region: string().regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: "must be an AWS region such as us-east-1" }).optional(),
  ...Overridable
});
var Message = strictObject({
  role: _enum(["system", "user", "assistant", "developer"]),
  content: string()
});
var TokenCount = union([
  number().int().min(1),
  strictObject({
    mean: number().positive(),
    stddev: number().min(0),
    min: number().int().min(1),
    max: number().int().min(1)
  }).superRefine(...enforce(TOKEN_COUNT_RULES)),
  ...LengthDist.options
]);
var Synthetic = strictObject({
  input_tokens: TokenCount,
  /** Sets max_tokens; a response below 90% of it is flagged short_output. */
  output_tokens: TokenCount,
  /** Leading tokens every request of this prompt shares (a cacheable head); 0 = none. */
  prefix_tokens: number().int().min(0).optional(),
  /** Same seed, same texts. */
  seed: number().int().min(0).optional()
}).superRefine(...enforce(SYNTHETIC_RULES));
var Dataset = strictObject({
  /** Relative to the config file. */
  path: string().min(1),
  format: _enum(["sharegpt", "chat_jsonl"]),
  /** Which sample of the file, in which order: the same seed sends the same records. */
  seed: number().int().min(0).optional(),
  min_input_tokens: number().int().min(1).optional(),
  max_input_tokens: number().int().min(1).optional(),
  /** `dataset`: each request's max_tokens is the length of the answer the dataset had; `fixed` (default): the prompt's max_tokens. */
  output_tokens_from: _enum(["dataset", "fixed"]).optional()
}).superRefine(...enforce(DATASET_RULES));
var Millis = union([number().min(0), LengthDist]);
var SyntheticConversations = strictObject({
  sessions: number().int().min(1),
  turns: number().int().min(1),
  /** Reference tokens of each user turn. */
  user_tokens: TokenCount,
  /** The user's think time before each turn after the first, ms. */
  think_ms: Millis.optional(),
  /** Each turn's max_tokens (default: the prompt's max_tokens, else the provider's). */
  output_tokens: TokenCount.optional(),
  /** Tokens of a system message every session starts with (a shared head). */
  system_tokens: number().int().min(1).optional(),
  seed: number().int().min(0).optional()
});
var PromptConfig = strictObject({
  id: Id,
  prompt: string().min(1).optional(),
  messages: array(Message).min(1).optional(),
  synthetic: Synthetic.optional(),
  /** JSONL, one `{"prompt": ...}` or `{"messages": [...]}` (and optional "max_tokens") a line; relative to the config file. */
  file: string().min(1).optional(),
  /** A ShareGPT or chat JSONL file of the user's (see Dataset). */
  dataset: Dataset.optional(),
  /** Sessions of turns: a JSONL file (one session a line) or synthetic sessions. */
  conversations: union([string().min(1), SyntheticConversations]).optional(),
  max_tokens: number().int().min(1).optional()
}).superRefine(...enforce(PROMPT_RULES));
var ARRIVALS = ["poisson", "constant", "gamma"];
var Stage = strictObject({
  /** Closed loop: keep this many requests in flight. */
  concurrency: number().int().min(1).optional(),
  /** Open loop: requests per second. */
  rate: number().positive().optional(),
  arrival: _enum(ARRIVALS).optional(),
  /** gamma only: the shape; 1 is Poisson, below 1 burstier, above 1 steadier. */
  burstiness: number().positive().optional(),
  /** Open loop: at most this many in flight; an arrival past it waits (and its lag is recorded). */
  max_concurrency: number().int().min(1).optional(),
  /** Replay: a JSONL trace sent at its recorded offsets (src/config/replay.ts); relative to the config file. */
  replay: string().min(1).optional(),
  /** Replay only: time scale, 2 sends the trace in half its time (default 1). */
  speedup: number().positive().optional()
}).superRefine(...enforce(STAGE_RULES));
var Sweep = strictObject({
  over: _enum(["concurrency", "rate"]),
  /** over: concurrency, the values in order. */
  values: array(number().int().min(1)).min(1).optional(),
  /** over: rate, how many stages: one stream, as fast as it goes, then stages - 2 rates between. */
  stages: number().int().min(2).optional(),
  arrival: _enum(ARRIVALS).optional(),
  burstiness: number().positive().optional(),
  max_concurrency: number().int().min(1).optional()
}).superRefine(...enforce(SWEEP_RULES));
var Slo = strictObject({
  ttft_ms: number().positive().optional(),
  tpot_ms: number().positive().optional(),
  e2e_ms: number().positive().optional(),
  /** The share of requests that must be good for the stage to meet the objective. */
  fraction: number().positive().max(1).optional()
}).superRefine(...enforce(SLO_RULES));
var Load = strictObject({
  /** Seconds per stage (or `requests` per stage). */
  duration_s: number().positive().optional(),
  requests: number().int().min(1).optional(),
  /** Requests dispatched in a stage's first warmup_s seconds are warmups. */
  warmup_s: number().min(0).optional(),
  stages: array(Stage).min(1).optional(),
  sweep: Sweep.optional(),
  slo: Slo.optional()
}).superRefine(...enforce(LOAD_RULES));
var Analysis = strictObject({
  min_content_reads: number().int().min(1).default(3),
  min_generation_s: number().min(0).default(0.1),
  max_plausible_tps: number().positive().default(5e3),
  /**
   * Share by which the provider's token count may differ from the reference
   * tokenizer's before the request is flagged (providers tokenize
   * differently; 0.35 leaves room for that and still catches a count that
   * is wrong, e.g. usage of another request or of the prompt).
   */
  max_token_disagreement: number().min(0).default(0.35),
  /**
   * Which count the rates divide: `native` (the provider's usage, else the
   * reference tokenizer, else chars/4) or `reference` (the reference
   * tokenizer for every provider, so rates compare across tokenizers).
   */
  rate_tokens: _enum(["native", "reference"]).default("native"),
  /**
   * Tokens per content read above which a streamed response is `coarse`
   * (its reads carry many tokens each, so its TTFT may be late by up to one
   * read interval): see docs/metrics.md, "Stream timing detail", for why 8.
   */
  max_tokens_per_read: number().positive().default(8),
  /**
   * A request whose content interval overlapped a stall of the client's own
   * event loop longer than this (ms) is flagged client_stalled: its reads
   * were stamped late and together, so its rates and ITL are left out.
   */
  max_client_stall_ms: number().positive().default(20)
});
var DEFAULT_ANALYSIS = Analysis.parse({});
var DEFAULT_TIMELINES_PER_GROUP = 200;
var Report = strictObject({
  timelines_per_group: number().int().min(1).default(DEFAULT_TIMELINES_PER_GROUP)
});
var ServerMetricsEntry = strictObject({
  url: url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://localhost:8000/metrics" }),
  providers: array(Id).min(1).optional(),
  interval_s: number().min(0.05).max(3600).optional(),
  map: MetricsMapConfig.optional()
});
var RunSettings = strictObject({
  measurer_threads: union([number().int().min(0).max(64), literal("main"), literal("auto")], {
    message: 'must be a whole number of threads from 0 to 64, "auto" (one per core) or "main" (no threads)'
  }).optional()
});
var Config = strictObject({
  defaults: Defaults.optional(),
  parallel_providers: number().int().min(1).default(4),
  analysis: Analysis.default(DEFAULT_ANALYSIS),
  providers: array(ProviderConfig).min(1, { message: "list at least one provider" }),
  prompts: array(PromptConfig).min(1, { message: "list at least one prompt" }),
  exclude: array(
    strictObject({ provider: Id.optional(), prompt: Id.optional() }).superRefine(...enforce(EXCLUDE_ENTRY_RULES))
  ).default([]),
  /** Stages of load per provider x prompt (see docs/load.md); without it, repetitions x concurrency. */
  load: Load.optional(),
  /** What report.html holds (docs/scale.md). */
  report: Report.default({ timelines_per_group: DEFAULT_TIMELINES_PER_GROUP }),
  /** Metrics endpoints named once for several providers (docs/server-metrics.md). */
  server_metrics: array(ServerMetricsEntry).optional(),
  /** How the run runs: measurer threads (docs/configuration.md). */
  run: RunSettings.optional()
}).superRefine(...enforce(CONFIG_RULES));
var BUILTIN_DEFAULTS = {
  repetitions: 5,
  warmup: 1,
  concurrency: 1,
  max_tokens: 256,
  cache_bust: true,
  timeout: { headers: 30, idle: 30, total: 300 },
  max_response_mb: 64,
  max_consecutive_connect_errors: 5
};

// src/analyze/figures.ts
var STREAMED = ["streamed"];
var ANSWERED = ["streamed", "buffered"];
var FIGURES = {
  ttft_ms: {
    key: "ttft_ms",
    label: "TTFT ms",
    title: "Time to first token (ms)",
    name: "TTFT",
    meaning: "time from dispatch to the first generated content (reasoning or answer) of a streamed response.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: "n_ttft",
    ci: "ttft_ms_ci",
    ranked: { place: 3, table: "time to first token", best: "quickest to first token" },
    compared: { between: "to first token", stage: "TTFT" },
    trended: true,
    exported: { name: "TTFT" },
    perStage: true,
    timing: false,
    plausibility: null
  },
  ttfa_ms: {
    key: "ttfa_ms",
    label: "TTFA ms",
    title: "Time to first answer (ms)",
    name: "TTFA",
    meaning: "time from dispatch to the first answer text (reasoning excluded) of a streamed response.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: "n_ttfa",
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    perStage: false,
    timing: false,
    plausibility: null
  },
  post_first_content_tps: {
    key: "post_first_content_tps",
    label: "post-first-content tok/s",
    title: "Post-first-content throughput (tok/s)",
    name: "post-first-content",
    meaning: "output tokens / (end \u2212 first content), over streamed responses only.",
    unit: "tok/s",
    better: "higher",
    feeds: STREAMED,
    n: "n_post_first_content",
    ci: "post_first_content_tps_ci",
    ranked: { place: 1, table: "post-first-content", best: "fastest post-first-content" },
    compared: { between: "post-first-content", stage: "post-first-content tok/s" },
    trended: true,
    exported: { name: "post-first-content throughput" },
    perStage: false,
    timing: false,
    plausibility: "max_plausible_tps"
  },
  end_to_end_tps: {
    key: "end_to_end_tps",
    label: "end-to-end tok/s",
    title: "End-to-end throughput (tok/s)",
    name: "end-to-end",
    meaning: "output tokens / (end \u2212 dispatch), over every successful response, streamed or buffered.",
    unit: "tok/s",
    better: "higher",
    feeds: ANSWERED,
    n: "n_end_to_end",
    ci: "end_to_end_tps_ci",
    ranked: { place: 2, table: "end-to-end", best: "fastest end to end" },
    compared: { between: "end to end", stage: "end-to-end tok/s" },
    trended: true,
    exported: { name: "end-to-end throughput" },
    perStage: false,
    timing: false,
    plausibility: "max_plausible_tps"
  },
  total_ms: {
    key: "total_ms",
    label: "total ms",
    title: "Total time (ms)",
    name: "total",
    meaning: "time from dispatch to the end of the body, over successful responses.",
    unit: "ms",
    better: "lower",
    feeds: ANSWERED,
    n: "n_total",
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    perStage: false,
    timing: false,
    plausibility: null
  },
  server_tps: {
    key: "server_tps",
    label: "server tok/s",
    title: "Server-reported rate (tok/s)",
    name: "server rate",
    meaning: "the generation rate the provider itself reports (usage timings), where it reports one.",
    unit: "tok/s",
    better: "higher",
    feeds: ANSWERED,
    n: "n_server",
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    perStage: false,
    timing: false,
    plausibility: null
  },
  decode_tps: {
    key: "decode_tps",
    label: "decode tok/s",
    title: "Decode rate (tok/s)",
    name: "decode rate",
    meaning: "1000 / TPOT: the generation rate after the first read, which a first read of many tokens does not inflate.",
    unit: "tok/s",
    better: "higher",
    feeds: STREAMED,
    n: "n_decode",
    ci: "decode_tps_ci",
    ranked: { place: 4, table: "decode rate", best: "fastest decoding" },
    compared: false,
    trended: true,
    exported: false,
    perStage: false,
    timing: 2,
    plausibility: "max_plausible_tps"
  },
  tpot_ms: {
    key: "tpot_ms",
    label: "TPOT ms",
    title: "Time per output token (ms)",
    name: "TPOT",
    meaning: "time per output token after the first content read: (last \u2212 first content) / (tokens \u2212 the first read\u2019s tokens); for a one-token-a-read stream, vLLM\u2019s TPOT.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: "n_decode",
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    perStage: true,
    timing: 1,
    plausibility: null
  },
  itl_ms: {
    key: "itl_ms",
    label: "ITL ms",
    title: "Inter-token latency (ms)",
    name: "ITL",
    meaning: "inter-token latency: each gap between content reads spread evenly over the tokens of the read that ended it, one sample per token.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: null,
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    perStage: true,
    timing: 3,
    plausibility: null
  },
  max_gap_ms: {
    key: "max_gap_ms",
    label: "max gap ms",
    title: "Longest gap between content reads (ms)",
    name: "max gap",
    meaning: "the longest silence between two content reads after first content (a stall), per request.",
    unit: "ms",
    better: "lower",
    feeds: STREAMED,
    n: null,
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    perStage: false,
    timing: 4,
    plausibility: null
  }
};
var FIGURE_LIST = Object.values(FIGURES);
function keys(keep) {
  return FIGURE_LIST.filter(keep).map((f) => f.key);
}
var RANKED_KEYS = FIGURE_LIST.filter((f) => f.ranked !== false).sort((a, b) => a.ranked.place - b.ranked.place).map((f) => f.key);
var COMPARED_KEYS = keys((f) => f.compared !== false);
var TRENDED_KEYS = keys((f) => f.trended);
var EXPORTED_KEYS = keys((f) => f.exported !== false);
var TIMING_KEYS = FIGURE_LIST.filter((f) => f.timing !== false).sort((a, b) => a.timing - b.timing).map((f) => f.key);
var PER_STAGE_KEYS = keys((f) => f.perStage);
function higherIsBetter(key) {
  return FIGURES[key].better === "higher";
}
function isRate(key) {
  return FIGURES[key].plausibility === "max_plausible_tps" || FIGURES[key].unit === "tok/s";
}
function requestValue(r, key) {
  if (!FIGURES[key].feeds.includes(r.outcome)) return null;
  const v = r[key];
  return typeof v === "number" ? v : null;
}
function groupFigure(g, key) {
  const f = FIGURES[key];
  const summary = g[key] ?? null;
  const n = f.n === null ? null : g[f.n] ?? null;
  const ci = f.ci === null ? null : g[f.ci] ?? null;
  return { summary, n, ci };
}
function rankedFigureDefs(figures = FIGURES) {
  return Object.values(figures).filter((f) => f.ranked !== false).sort((a, b) => a.ranked.place - b.ranked.place);
}

// src/analyze/bootstrap.ts
var DEFAULT_BOOTSTRAP = { ci_level: 0.95, resamples: 2e3 };
function median(sorted) {
  return percentile(sorted, 0.5);
}
function medianResampler(runs, rand) {
  if (runs.length === 1) return oneRunResampler(runs[0], rand);
  const pool = runs.flatMap((run, r) => run.map((v) => ({ v, r })));
  pool.sort((a, b) => a.v - b.v);
  const values = pool.map((p) => p.v);
  const positions = runs.map(() => []);
  pool.forEach((p, i) => positions[p.r].push(i));
  const counts = new Uint32Array(values.length);
  const k = runs.length;
  return () => {
    counts.fill(0);
    let n = 0;
    for (let j = 0; j < k; j++) {
      const run = positions[k === 1 ? 0 : Math.floor(rand() * k)];
      for (let i = 0; i < run.length; i++) {
        const at = run[Math.floor(rand() * run.length)];
        counts[at] = counts[at] + 1;
      }
      n += run.length;
    }
    return countedMedian(values, counts, n);
  };
}
function oneRunResampler(sorted, rand) {
  const n = sorted.length;
  const counts = new Uint32Array(n);
  return () => {
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const at = Math.floor(rand() * n);
      counts[at] = counts[at] + 1;
    }
    return countedMedian(sorted, counts, n);
  };
}
function countedMedian(values, counts, n) {
  const h = (n - 1) / 2;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  let seen = 0;
  let a = NaN;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i];
    if (Number.isNaN(a) && seen > lo) a = values[i];
    if (seen > hi) return a + (h - lo) * (values[i] - a);
  }
  return a;
}
function percentileInterval(stats, level) {
  return interval(stats, level);
}
function interval(stats, level) {
  stats.sort();
  const tail = (1 - level) / 2;
  const sorted = Array.from(stats);
  return { low: percentile(sorted, tail), high: percentile(sorted, 1 - tail) };
}
function bootstrapMedianCi(values, seed, settings = DEFAULT_BOOTSTRAP) {
  const stats = resampledMedians(values, seed, settings);
  return stats === null ? null : interval(stats, settings.ci_level);
}
function resampledMedians(values, seed, settings = DEFAULT_BOOTSTRAP) {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  const next = medianResampler([sorted], mulberry32(seed));
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) stats[i] = next();
  return stats;
}
function bootstrapDeltaPctCi(baselineRuns, current, seed, settings = DEFAULT_BOOTSTRAP) {
  const runs = baselineRuns.map(sortedFinite).filter((r) => r.length > 0);
  const cur = sortedFinite(current);
  if (runs.length === 0 || cur.length === 0) return null;
  if (!(median(sortedFinite(runs.flat())) > 0)) return null;
  const rand = mulberry32(seed);
  const base = medianResampler(runs, rand);
  const now = medianResampler([cur], rand);
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) {
    const b = base();
    const c = now();
    stats[i] = b > 0 ? 100 * (c - b) / b : 0;
  }
  return interval(stats, settings.ci_level);
}
var MIN_SAMPLES = 3;
var DEFAULT_STATISTICS = { ...DEFAULT_BOOTSTRAP, min_samples: MIN_SAMPLES };

// src/analyze/classify.ts
function generationMs(trace) {
  const { first_content, end } = trace.at;
  if (first_content === null || end === null) return null;
  return dropNoise(end - first_content);
}
function classify(trace, t) {
  if (trace.error) {
    return { outcome: "error", buffered_rule: null, error_kind: trace.error.kind, error_message: trace.error.message };
  }
  if (trace.output.chars + trace.output.reasoning_chars === 0) {
    return {
      outcome: "error",
      buffered_rule: null,
      error_kind: "empty_output",
      error_message: "the response carried no answer or reasoning text"
    };
  }
  if (trace.content_reads < t.min_content_reads) {
    return { outcome: "buffered", buffered_rule: "content_reads", error_kind: null, error_message: null };
  }
  const gen = generationMs(trace);
  if (gen === null || gen < dropNoise(t.min_generation_s * 1e3)) {
    return { outcome: "buffered", buffered_rule: "generation_interval", error_kind: null, error_message: null };
  }
  return { outcome: "streamed", buffered_rule: null, error_kind: null, error_message: null };
}
var BORDERLINE_MARGIN = { generation_share: 0.1, content_reads: 1 };
function borderlineOf(trace, t, c) {
  if (c.outcome === "error") return null;
  const reads = trace.content_reads;
  const minReads = t.min_content_reads;
  const gen = generationMs(trace);
  const thresholdMs = dropNoise(t.min_generation_s * 1e3);
  const share = BORDERLINE_MARGIN.generation_share;
  const nearMs = thresholdMs > 0 && gen !== null && Math.abs(gen - thresholdMs) <= dropNoise(thresholdMs * share);
  const readsRule = () => ({ rule: "content_reads", value: reads, threshold: minReads });
  const intervalRule = () => ({
    rule: "generation_interval",
    value: dropNoise(gen / 1e3),
    threshold: t.min_generation_s
  });
  const nearReads = (n) => Math.abs(n - minReads) <= BORDERLINE_MARGIN.content_reads;
  if (c.outcome === "buffered") {
    const intervalHolds = gen === null || gen < thresholdMs;
    if (reads < minReads) {
      return nearReads(reads) && (!intervalHolds || nearMs) ? readsRule() : null;
    }
    return nearMs ? intervalRule() : null;
  }
  if (minReads > 1 && reads - BORDERLINE_MARGIN.content_reads < minReads) return readsRule();
  return nearMs ? intervalRule() : null;
}
function zeroInterval(tokens, intervalMs, value) {
  return value === null && tokens > 0 && intervalMs !== null && intervalMs <= 0;
}
function implausibleReasons(r, t) {
  if (r.outcome === "error") return [];
  const out = [];
  const max = t.max_plausible_tps;
  if (r.outcome === "streamed") {
    if (r.post_first_content_tps !== null && r.post_first_content_tps > max) {
      out.push(`post_first_content_tps ${fig(r.post_first_content_tps)} > max_plausible_tps ${max}`);
    } else if (zeroInterval(r.streamed_tokens ?? r.output_tokens, r.generation_ms, r.post_first_content_tps)) {
      out.push(
        `post_first_content_tps undefined: ${r.streamed_tokens ?? r.output_tokens} tokens over a ${r.generation_ms} ms interval, reported as null`
      );
    }
  }
  const pfcHigh = r.post_first_content_tps !== null && r.post_first_content_tps > max;
  if (r.outcome === "streamed" && !pfcHigh && r.decode_tps != null && r.decode_tps > max) {
    out.push(`decode_tps ${fig(r.decode_tps)} > max_plausible_tps ${max}`);
  }
  if (r.end_to_end_tps !== null && r.end_to_end_tps > max) {
    out.push(`end_to_end_tps ${fig(r.end_to_end_tps)} > max_plausible_tps ${max}`);
  } else if (zeroInterval(r.output_tokens, r.total_ms, r.end_to_end_tps)) {
    out.push(`end_to_end_tps undefined: ${r.output_tokens} tokens over a ${r.total_ms} ms interval, reported as null`);
  }
  return out;
}
function fig(x) {
  return String(Math.abs(x) >= 100 ? Math.round(x) : Number(x.toPrecision(3)));
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
function flagsForRequest(r, t) {
  const flag = (reason, detail) => ({
    id: r.id,
    provider: r.provider,
    prompt: r.prompt,
    reason,
    detail
  });
  const flags = [];
  if (r.outcome === "error") {
    const named = r.error_message?.startsWith(`HTTP ${r.http_status}`) ?? false;
    const status = r.http_status !== null && r.error_kind === "http_status" && !named ? ` (HTTP ${r.http_status})` : "";
    const message = r.error_message ? `: ${r.error_message}` : "";
    flags.push(flag("error", `${r.error_kind ?? "error"}${status}${message}`));
    if (r.content_filtered) flags.push(flag("content_filter", "the provider said a content filter ended the answer"));
    return flags;
  }
  if (r.outcome === "buffered") {
    let detail;
    if (r.buffered_rule === "content_reads") {
      detail = `content_reads: ${plural(r.content_reads, "read", "reads")} carried content, fewer than min_content_reads ${t.min_content_reads}`;
    } else if (r.generation_ms === null) {
      detail = "generation_interval: no interval from first content to end could be measured";
    } else {
      detail = `generation_interval: ${fig(r.generation_ms)} ms from first content to end, under min_generation_s ${t.min_generation_s} s`;
    }
    if (r.end_to_end_tps !== null) detail += `; end-to-end ${fig(r.end_to_end_tps)} tok/s`;
    flags.push(flag("buffered", detail));
  }
  if (r.client_stalled === true && r.client_stall_ms != null) {
    const rates = [
      r.post_first_content_tps !== null ? `post-first-content ${fig(r.post_first_content_tps)} tok/s` : null,
      r.decode_tps != null ? `decode ${fig(r.decode_tps)} tok/s` : null,
      r.end_to_end_tps !== null ? `end-to-end ${fig(r.end_to_end_tps)} tok/s` : null
    ].filter((x) => x !== null);
    flags.push(
      flag(
        "client_stalled",
        `the client's event loop stalled ${fig(r.client_stall_ms)} ms during the content, more than max_client_stall_ms ${t.max_client_stall_ms}: reads were stamped late and together, so its rates` + (rates.length > 0 ? ` (${rates.join(", ")})` : "") + " and ITL are left out"
      )
    );
  }
  if (r.implausible) {
    const reasons = implausibleReasons(r, t);
    flags.push(flag("implausible", reasons.length > 0 ? reasons.join("; ") : "marked implausible"));
  }
  if (r.token_mismatch && r.token_disagreement !== null) {
    flags.push(
      flag(
        "token_mismatch",
        `the provider counted ${r.usage_output_tokens} output tokens, ${fig(Math.abs(r.token_disagreement) * 100)}% ${r.token_disagreement > 0 ? "more" : "fewer"} than ${r.reference_tokenizer} counts in the received text (${r.reference_output_tokens}; max_token_disagreement ${t.max_token_disagreement})`
      )
    );
  }
  const hidden = hiddenReasoningDetail(r);
  if (hidden !== null) flags.push(flag("hidden_reasoning", hidden));
  if (r.chunking === "coarse" && r.tokens_per_content_read != null) {
    flags.push(
      flag(
        "coarse",
        `${fig(r.tokens_per_content_read)} tokens per content read, more than max_tokens_per_read ${t.max_tokens_per_read ?? "n/a"}: TTFT may be late by up to one read interval` + (r.decode_tps != null ? `; decode ${fig(r.decode_tps)} tok/s` : "")
      )
    );
  }
  if (r.truncated) {
    flags.push(
      flag(
        "truncated",
        `the answer stopped at the length limit (max_tokens) after ${r.output_tokens} output tokens: not for review`
      )
    );
  }
  if (r.content_filtered) flags.push(flag("content_filter", "the provider said a content filter ended the answer"));
  return flags;
}
var NOT_FOR_REVIEW = /* @__PURE__ */ new Set(["truncated"]);
function flaggedForReview(flags) {
  return new Set(flags.filter((f) => !NOT_FOR_REVIEW.has(f.reason)).map((f) => f.id)).size;
}
var HOW = {
  exact: "no reasoning text streamed",
  summary_scaled: "reasoning_tokens less the streamed summary, counted with the reference tokenizer and scaled by the answer",
  summary_reference: "reasoning_tokens less the streamed summary, counted with the reference tokenizer",
  summary_chars: "reasoning_tokens less the streamed summary at chars/4",
  beyond_reference: "no reasoning split: the provider count beyond the reference count of the received text"
};
function hiddenReasoningDetail(r) {
  const hidden = r.hidden_reasoning_tokens;
  if (r.outcome === "error" || !(typeof hidden === "number" && hidden > 0)) return null;
  const estimate = r.hidden_reasoning_estimate;
  const how = estimate ? HOW[estimate] : "hidden";
  const est = estimate && estimate !== "exact" ? "estimated: " : "";
  const rates = r.rate_token_basis === "streamed_tokens" ? `the streaming rate counts the ${fig(r.streamed_tokens)} streamed, end-to-end all ${fig(r.output_tokens)}` : `the rates count the received text (${r.token_source}), which holds none of them`;
  return `${fig(hidden)} of ${fig(r.usage_output_tokens ?? r.output_tokens)} output tokens are hidden reasoning (${est}${how}); ${rates}; TTFT includes the hidden reasoning time`;
}

// src/analyze/types.ts
var RESULTS_SCHEMA = "streamgauge.results/1";

export {
  configFileMissing,
  configFailureHead,
  missingKeyHint,
  ConfigError,
  formatProblems,
  shown,
  ProblemList,
  feedJsonLine,
  percentile,
  finiteSorted,
  sortedFinite,
  summarize,
  dropNoise,
  dropNoiseOrNull,
  maxOf,
  minOf,
  pushAll,
  drawLength,
  describeLength,
  parseLengthsFile,
  SERVER_SERIES,
  SERIES_COMBINE,
  resolveMap,
  keptSeries,
  isRecord,
  ruleParams,
  AWS_ENV,
  keyEnvViolations,
  API_NAMES,
  Defaults,
  Message,
  Slo,
  Analysis,
  DEFAULT_ANALYSIS,
  DEFAULT_TIMELINES_PER_GROUP,
  Config,
  BUILTIN_DEFAULTS,
  FIGURES,
  RANKED_KEYS,
  COMPARED_KEYS,
  TRENDED_KEYS,
  EXPORTED_KEYS,
  TIMING_KEYS,
  higherIsBetter,
  isRate,
  requestValue,
  groupFigure,
  rankedFigureDefs,
  median,
  percentileInterval,
  bootstrapMedianCi,
  resampledMedians,
  bootstrapDeltaPctCi,
  MIN_SAMPLES,
  DEFAULT_STATISTICS,
  generationMs,
  classify,
  BORDERLINE_MARGIN,
  borderlineOf,
  implausibleReasons,
  flagsForRequest,
  NOT_FOR_REVIEW,
  flaggedForReview,
  RESULTS_SCHEMA
};
