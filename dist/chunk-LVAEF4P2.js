import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  StreamgaugeError
} from "./chunk-7W5HAPC3.js";
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
} from "./chunk-4F7H4PC4.js";

// src/config/errors.ts
var ConfigError = class extends StreamgaugeError {
  code = "SG_CONFIG";
  problems;
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

// src/analyze/stats.ts
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
  const problems = [];
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
      throw new ConfigError(problems);
    }
    value.forEach((x, i) => {
      if (typeof x === "number" && Number.isInteger(x) && x >= 1) out.push(x);
      else bad(1, `item [${i}] is ${JSON.stringify(x)}, not a whole number of tokens >= 1`);
    });
  } else {
    out = [];
    text.split(/\r?\n/).forEach((raw, i) => {
      const s = raw.trim();
      if (s === "" || s.startsWith("#")) return;
      const n = Number(s);
      if (Number.isInteger(n) && n >= 1) out.push(n);
      else bad(i + 1, `${JSON.stringify(s)} is not a whole number of tokens >= 1`);
    });
  }
  if (problems.length === 0 && out.length === 0) bad(null, "the lengths file holds no length");
  if (problems.length > 0) throw new ConfigError(problems);
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
      const keys = PROMPT_SOURCES.filter((k) => given(p[k]));
      if (keys.length === 1) return [];
      const names = keys.map((k) => `\`${k}\``);
      if (keys.length === 0)
        return [
          {
            path: [],
            message: `has neither \`prompt\` nor \`messages\` (nor \`synthetic\` or \`file\`); ${PROMPT_XOR}`,
            fix: "add `prompt: <text>`, `messages: [{ role: user, content: <text> }]`, `synthetic: { input_tokens: 512, output_tokens: 128 }` or `file: prompts.jsonl`"
          }
        ];
      if (keys.length === 2)
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
          fix: `export ${AWS_ENV.accessKeyId}=... ${AWS_ENV.secretAccessKey}=... (and ${AWS_ENV.sessionToken} for temporary credentials), or give a Bedrock API key with api_key_env`
        });
    }
    if (typeof p.api_key_env !== "string" || !ENV_NAME.test(p.api_key_env)) return out;
    const name = p.api_key_env;
    const value = env[name];
    if (value !== void 0 && value !== "") return out;
    out.push({
      path: ["providers", i, "api_key_env"],
      message: `environment variable ${name} is ${value === void 0 ? "not set" : "set but empty"}; ${who} reads its API key from it`,
      fix: `export ${name}=... in the shell that runs streamgauge, or in the workflow set it from a secret: \`env: { ${name}: \${{ secrets.${name} }} }\``
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
  min_generation_s: number().min(0).default(0.2),
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

export {
  ConfigError,
  formatProblems,
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
  SERIES_COMBINE,
  resolveMap,
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
  BUILTIN_DEFAULTS
};
