// The common server figures and where each known server exposes them
// (design.md "Server metrics"). Counters are named by their sample (with
// `_total`, or a histogram's `_sum` where the server keeps no counter: TGI's
// generated tokens); histograms by their family (`_bucket` samples are read).

import { SERVER_SERIES, type ServerSeries } from '../config/schema.ts';

export type SeriesKind = 'gauge' | 'counter' | 'histogram';

export const SERIES_KIND: Record<ServerSeries, SeriesKind> = {
  running: 'gauge',
  waiting: 'gauge',
  kv_cache_usage: 'gauge',
  generation_tokens: 'counter',
  prompt_tokens: 'counter',
  preemptions: 'counter',
  prefix_cache_queries: 'counter',
  prefix_cache_hits: 'counter',
  prefix_cache_hit_rate: 'gauge',
  ttft_seconds: 'histogram',
  queue_seconds: 'histogram',
};

/** How label sets of one series (engines, models) combine: usage and rates by their highest, counts by their sum. */
export const SERIES_COMBINE: Record<ServerSeries, 'sum' | 'max'> = {
  running: 'sum',
  waiting: 'sum',
  kv_cache_usage: 'max',
  generation_tokens: 'sum',
  prompt_tokens: 'sum',
  preemptions: 'sum',
  prefix_cache_queries: 'sum',
  prefix_cache_hits: 'sum',
  prefix_cache_hit_rate: 'max',
  ttft_seconds: 'sum',
  queue_seconds: 'sum',
};

export type MetricsMap = Partial<Record<ServerSeries, string>>;

export interface Family {
  name: 'vllm' | 'sglang' | 'llamacpp' | 'tgi';
  /** Candidates per figure, newest name first (older names after). */
  series: Partial<Record<ServerSeries, readonly string[]>>;
}

export const KNOWN_FAMILIES: readonly Family[] = [
  {
    name: 'vllm',
    series: {
      running: ['vllm:num_requests_running'],
      waiting: ['vllm:num_requests_waiting'],
      kv_cache_usage: ['vllm:kv_cache_usage_perc', 'vllm:gpu_cache_usage_perc'],
      generation_tokens: ['vllm:generation_tokens_total'],
      prompt_tokens: ['vllm:prompt_tokens_total'],
      preemptions: ['vllm:num_preemptions_total'],
      prefix_cache_queries: ['vllm:prefix_cache_queries_total', 'vllm:gpu_prefix_cache_queries_total'],
      prefix_cache_hits: ['vllm:prefix_cache_hits_total', 'vllm:gpu_prefix_cache_hits_total'],
      ttft_seconds: ['vllm:time_to_first_token_seconds'],
      queue_seconds: ['vllm:request_queue_time_seconds'],
    },
  },
  {
    name: 'sglang',
    series: {
      running: ['sglang:num_running_reqs'],
      waiting: ['sglang:num_queue_reqs'],
      kv_cache_usage: ['sglang:token_usage'],
      generation_tokens: ['sglang:generation_tokens_total'],
      prompt_tokens: ['sglang:prompt_tokens_total'],
      prefix_cache_hit_rate: ['sglang:cache_hit_rate'],
      ttft_seconds: ['sglang:time_to_first_token_seconds'],
      queue_seconds: ['sglang:queue_time_seconds'],
    },
  },
  {
    name: 'llamacpp',
    series: {
      running: ['llamacpp:requests_processing'],
      waiting: ['llamacpp:requests_deferred'],
      // Older builds only; the build recorded in the llamacpp-1 fixture has no KV gauge.
      kv_cache_usage: ['llamacpp:kv_cache_usage_ratio'],
      generation_tokens: ['llamacpp:tokens_predicted_total'],
      prompt_tokens: ['llamacpp:prompt_tokens_total'],
    },
  },
  {
    name: 'tgi',
    series: {
      running: ['tgi_batch_current_size'],
      waiting: ['tgi_queue_size'],
      // TGI keeps per-request histograms; their sums are the token counters.
      generation_tokens: ['tgi_request_generated_tokens_sum'],
      prompt_tokens: ['tgi_request_input_length_sum'],
      queue_seconds: ['tgi_request_queue_duration'],
    },
  },
];

/** The sample names one figure is read from: a histogram's buckets, else the series itself. */
const present = (kind: SeriesKind, name: string, names: ReadonlySet<string>): boolean =>
  kind === 'histogram' ? names.has(`${name}_bucket`) || names.has(`${name}_sum`) : names.has(name);

export interface ResolvedMap {
  /** The known server whose series were found, "custom" when only metrics_map matched, or null. */
  family: Family['name'] | 'custom' | null;
  series: MetricsMap;
}

/**
 * Which sample each figure is read from, given the sample names a scrape
 * holds: metrics_map first (the user knows their server), then the known
 * family with the most figures present.
 */
export function resolveMap(names: ReadonlySet<string>, user: MetricsMap = {}): ResolvedMap {
  let best: { family: Family; series: MetricsMap } | null = null;
  for (const family of KNOWN_FAMILIES) {
    const series: MetricsMap = {};
    for (const key of SERVER_SERIES) {
      const hit = family.series[key]?.find((name) => present(SERIES_KIND[key], name, names));
      if (hit !== undefined) series[key] = hit;
    }
    if (Object.keys(series).length > (best === null ? 0 : Object.keys(best.series).length)) best = { family, series };
  }
  const series: MetricsMap = { ...best?.series };
  let custom = false;
  for (const key of SERVER_SERIES) {
    const name = user[key];
    if (name !== undefined) {
      series[key] = name;
      custom = true;
    }
  }
  return { family: best?.family.name ?? (custom ? 'custom' : null), series };
}

/** Suffixes of a histogram's samples, and of a summary's. */
const HISTOGRAM_PARTS = ['_bucket', '_sum', '_count'] as const;

/**
 * Which samples a scrape keeps: those of the known families' series and of
 * metrics_map (a histogram by its _bucket, _sum and _count). Everything else
 * on a page (a vLLM page holds ~700 samples, most of them unused histograms)
 * is dropped at the scrape, so server_metrics.ndjson holds only what the
 * figures read, and a hostile page of made-up series costs nothing to keep.
 */
export function keptSeries(user: MetricsMap = {}): (series: string) => boolean {
  const names = new Set<string>();
  const add = (kind: SeriesKind, name: string) => {
    names.add(name);
    if (kind === 'histogram') for (const part of HISTOGRAM_PARTS) names.add(`${name}${part}`);
  };
  for (const family of KNOWN_FAMILIES)
    for (const key of SERVER_SERIES) for (const name of family.series[key] ?? []) add(SERIES_KIND[key], name);
  for (const key of SERVER_SERIES) {
    const name = user[key];
    // A mapped name may be a histogram's family or one of its samples: keep both readings.
    if (name !== undefined) add('histogram', name);
  }
  return (series) => names.has(series);
}
