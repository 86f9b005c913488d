import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  SERVER_SERIES
} from "./chunk-3M36TB5N.js";

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

export {
  SERIES_COMBINE,
  resolveMap,
  keptSeries
};
