import * as z from 'zod';
import { Agent, AGENT_RULES } from './agent.ts';
import { LengthDist } from './distributions.ts';
import { Expect } from './expect.ts';
import { PROMPT_SHAPE_FIELDS, PROMPT_SHAPE_RULES, shapesSupported } from './request-shape.ts';
import {
  CONFIG_RULES,
  DATASET_RULES,
  enforce,
  ENV_NAME,
  ENV_NAME_MESSAGE,
  EXCLUDE_ENTRY_RULES,
  LOAD_RULES,
  PROMPT_RULES,
  SLO_RULES,
  STAGE_RULES,
  SWEEP_RULES,
  SYNTHETIC_RULES,
  TOKEN_COUNT_RULES,
} from './rules.ts';

export { PROMPT_SOURCES, PROMPT_XOR } from './rules.ts';

// The config file's schema. Every object is strict: an unknown key is almost
// always a typo, and a silently ignored `max_token:` would change what is
// measured without anyone noticing. Rules between fields live in rules.ts,
// each with its message and fix, and are attached here with `enforce`.

export const API_NAMES = [
  'openai-chat',
  'openai-responses',
  'anthropic',
  'gemini',
  'ollama',
  'cohere',
  'azure-openai',
  'bedrock',
] as const;

const Id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
  message: 'must start with a letter or digit and use only letters, digits, ".", "_" and "-"',
});

const EnvName = z.string().regex(ENV_NAME, { message: ENV_NAME_MESSAGE });

export const Timeout = z.strictObject({
  /** seconds from dispatch to the response headers */
  headers: z.number().positive().optional(),
  /** longest silence between reads after the headers, seconds */
  idle: z.number().positive().optional(),
  /** seconds from dispatch to the end of the body */
  total: z.number().positive().optional(),
});
export type Timeout = z.infer<typeof Timeout>;

/** Settings a provider inherits from `defaults` and may override. */
const Overridable = {
  repetitions: z.number().int().min(1).optional(),
  warmup: z.number().int().min(0).optional(),
  concurrency: z.number().int().min(1).optional(),
  max_tokens: z.number().int().min(1).optional(),
  cache_bust: z.boolean().optional(),
  timeout: Timeout.optional(),
  /**
   * MiB of response body (decoded, so a compression bomb is caught) one
   * request may read before it is aborted with error kind too_large.
   */
  max_response_mb: z.number().positive().optional(),
  /**
   * Connection failures in a row (no response in between) after which a
   * provider's remaining requests are not sent (error kind not_sent): a dead
   * endpoint is reported once, not hammered for the rest of the run.
   */
  max_consecutive_connect_errors: z.number().int().min(1).optional(),
  /**
   * Ask for a compressed response (Accept-Encoding: gzip, deflate, br, as the
   * official SDKs' HTTP clients do; default true). false sends
   * `Accept-Encoding: identity`: see docs/server-metrics.md for what
   * compression does to first-byte timing.
   */
  compression: z.boolean().optional(),
};

/** The common server figures a metrics_map names (src/metrics/families.ts: where each known server exposes them). */
export const SERVER_SERIES = [
  'running',
  'waiting',
  'kv_cache_usage',
  'generation_tokens',
  'prompt_tokens',
  'preemptions',
  'prefix_cache_queries',
  'prefix_cache_hits',
  'prefix_cache_hit_rate',
  'ttft_seconds',
  'queue_seconds',
] as const;
export type ServerSeries = (typeof SERVER_SERIES)[number];

/** metrics_map: a common figure to the sample (or histogram family) name that holds it on this server. */
export const MetricsMapConfig = z.strictObject(
  Object.fromEntries(
    SERVER_SERIES.map((k) => [
      k,
      z
        .string()
        .regex(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/, {
          message: 'must be a Prometheus series name such as my_server:generated_tokens_total',
        })
        .optional(),
    ]),
  ) as Record<ServerSeries, z.ZodOptional<z.ZodString>>,
);

export const Defaults = z.strictObject(Overridable);
export type Defaults = z.infer<typeof Defaults>;

export const ProviderConfig = z.strictObject({
  id: Id,
  api: z.enum(API_NAMES),
  base_url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://api.openai.com/v1' }),
  model: z.string().min(1),
  api_key_env: EnvName.optional(),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  /**
   * Text inside `<think>...</think>` in the answer is reasoning (default
   * false). For servers that stream a reasoning model's thoughts inline in
   * the content: honoured by openai-chat, azure-openai and ollama.
   */
  think_tags: z.boolean().optional(),
  /**
   * The server's Prometheus/OpenMetrics endpoint (vLLM, SGLang, llama.cpp
   * `--metrics`, TGI: usually BASE/metrics), polled while this provider is
   * measured; samples go to server_metrics.ndjson (docs/server-metrics.md).
   */
  metrics_url: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:8000/metrics' })
    .optional(),
  /** Seconds between scrapes (default 1); a scrape is also taken at each stage's start and end. */
  metrics_interval_s: z.number().min(0.05).max(3600).optional(),
  /** For servers streamgauge does not know: which series holds each figure. */
  metrics_map: MetricsMapConfig.optional(),
  /** bedrock: the AWS region to sign for; by default the one in base_url's host name, else us-east-1. */
  region: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: 'must be an AWS region such as us-east-1' })
    .optional(),
  ...Overridable,
});
export type ProviderConfig = z.infer<typeof ProviderConfig>;

export const Message = z.strictObject({
  role: z.enum(['system', 'user', 'assistant', 'developer']),
  content: z.string(),
});
export type Message = z.infer<typeof Message>;

/**
 * A token count: a number, a normal distribution clamped to [min, max]
 * (rounded to whole tokens), or a length distribution (distributions.ts:
 * `{ dist: ... }`, `{ empirical: FILE }`), drawn per request from the prompt's seed.
 */
export const TokenCount = z.union([
  z.number().int().min(1),
  z
    .strictObject({
      mean: z.number().positive(),
      stddev: z.number().min(0),
      min: z.number().int().min(1),
      max: z.number().int().min(1),
    })
    .superRefine(...enforce(TOKEN_COUNT_RULES)),
  ...LengthDist.options,
]);
export type TokenCount = z.infer<typeof TokenCount>;

/** Generated prompts of an exact reference-token length (src/config/synthetic.ts). */
export const Synthetic = z
  .strictObject({
    input_tokens: TokenCount,
    /** Sets max_tokens; a response below 90% of it is flagged short_output. */
    output_tokens: TokenCount,
    /** Leading tokens every request of this prompt shares (a cacheable head); 0 = none. */
    prefix_tokens: z.number().int().min(0).optional(),
    /** Same seed, same texts. */
    seed: z.number().int().min(0).optional(),
  })
  .superRefine(...enforce(SYNTHETIC_RULES));
export type Synthetic = z.infer<typeof Synthetic>;

/** A real prompt set from the user's file (src/config/dataset.ts). */
export const Dataset = z
  .strictObject({
    /** Relative to the config file. */
    path: z.string().min(1),
    format: z.enum(['sharegpt', 'chat_jsonl']),
    /** Which sample of the file, in which order: the same seed sends the same records. */
    seed: z.number().int().min(0).optional(),
    min_input_tokens: z.number().int().min(1).optional(),
    max_input_tokens: z.number().int().min(1).optional(),
    /** `dataset`: each request's max_tokens is the length of the answer the dataset had; `fixed` (default): the prompt's max_tokens. */
    output_tokens_from: z.enum(['dataset', 'fixed']).optional(),
  })
  .superRefine(...enforce(DATASET_RULES));
export type Dataset = z.infer<typeof Dataset>;

/** Milliseconds: a number (0 or more) or a length distribution. */
const Millis = z.union([z.number().min(0), LengthDist]);

/** Synthetic conversations (src/config/conversations.ts). */
export const SyntheticConversations = z.strictObject({
  sessions: z.number().int().min(1),
  turns: z.number().int().min(1),
  /** Reference tokens of each user turn. */
  user_tokens: TokenCount,
  /** The user's think time before each turn after the first, ms. */
  think_ms: Millis.optional(),
  /** Each turn's max_tokens (default: the prompt's max_tokens, else the provider's). */
  output_tokens: TokenCount.optional(),
  /** Tokens of a system message every session starts with (a shared head). */
  system_tokens: z.number().int().min(1).optional(),
  seed: z.number().int().min(0).optional(),
});
export type SyntheticConversations = z.infer<typeof SyntheticConversations>;

export const PromptConfig = z
  .strictObject({
    id: Id,
    prompt: z.string().min(1).optional(),
    messages: z.array(Message).min(1).optional(),
    synthetic: Synthetic.optional(),
    /** JSONL, one `{"prompt": ...}` or `{"messages": [...]}` (and optional "max_tokens") a line; relative to the config file. */
    file: z.string().min(1).optional(),
    /** A ShareGPT or chat JSONL file of the user's (see Dataset). */
    dataset: Dataset.optional(),
    /** Sessions of turns: a JSONL file (one session a line) or synthetic sessions. */
    conversations: z.union([z.string().min(1), SyntheticConversations]).optional(),
    max_tokens: z.number().int().min(1).optional(),
    /** Answer checks on the timed requests (src/config/expect.ts); each request then has `check`. */
    expect: Expect.optional(),
    /** tools, tool_choice, response_format and images (src/config/request-shape.ts, docs/request-shapes.md). */
    ...PROMPT_SHAPE_FIELDS,
    /** An agent loop over the prompt's tools (src/config/agent.ts, docs/agents.md). */
    agent: Agent.optional(),
  })
  .superRefine(...enforce([...PROMPT_RULES, ...PROMPT_SHAPE_RULES, ...AGENT_RULES]));
export type PromptConfig = z.infer<typeof PromptConfig>;

export const ARRIVALS = ['poisson', 'constant', 'gamma'] as const;

/** One load stage: closed loop (`concurrency`) or open loop (`rate`). */
export const Stage = z
  .strictObject({
    /** Closed loop: keep this many requests in flight. */
    concurrency: z.number().int().min(1).optional(),
    /** Open loop: requests per second. */
    rate: z.number().positive().optional(),
    arrival: z.enum(ARRIVALS).optional(),
    /** gamma only: the shape; 1 is Poisson, below 1 burstier, above 1 steadier. */
    burstiness: z.number().positive().optional(),
    /** Open loop: at most this many in flight; an arrival past it waits (and its lag is recorded). */
    max_concurrency: z.number().int().min(1).optional(),
    /** Replay: a JSONL trace sent at its recorded offsets (src/config/replay.ts); relative to the config file. */
    replay: z.string().min(1).optional(),
    /** Replay only: time scale, 2 sends the trace in half its time (default 1). */
    speedup: z.number().positive().optional(),
  })
  .superRefine(...enforce(STAGE_RULES));
export type Stage = z.infer<typeof Stage>;

export const Sweep = z
  .strictObject({
    over: z.enum(['concurrency', 'rate']),
    /** over: concurrency, the values in order. */
    values: z.array(z.number().int().min(1)).min(1).optional(),
    /** over: rate, how many stages: one stream, as fast as it goes, then stages - 2 rates between. */
    stages: z.number().int().min(2).optional(),
    arrival: z.enum(ARRIVALS).optional(),
    burstiness: z.number().positive().optional(),
    max_concurrency: z.number().int().min(1).optional(),
  })
  .superRefine(...enforce(SWEEP_RULES));
export type Sweep = z.infer<typeof Sweep>;

/** A latency objective: a request is good when it meets every threshold given. */
export const Slo = z
  .strictObject({
    ttft_ms: z.number().positive().optional(),
    tpot_ms: z.number().positive().optional(),
    e2e_ms: z.number().positive().optional(),
    /** The share of requests that must be good for the stage to meet the objective. */
    fraction: z.number().positive().max(1).optional(),
  })
  .superRefine(...enforce(SLO_RULES));
export type Slo = z.infer<typeof Slo>;

export const Load = z
  .strictObject({
    /** Seconds per stage (or `requests` per stage). */
    duration_s: z.number().positive().optional(),
    requests: z.number().int().min(1).optional(),
    /** Requests dispatched in a stage's first warmup_s seconds are warmups. */
    warmup_s: z.number().min(0).optional(),
    stages: z.array(Stage).min(1).optional(),
    sweep: Sweep.optional(),
    slo: Slo.optional(),
  })
  .superRefine(...enforce(LOAD_RULES));
export type Load = z.infer<typeof Load>;

/**
 * One validity signal's thresholds (docs/validity.md): the share (0..1) from
 * which a group is degraded, and from which untrusted (null: never).
 */
export const ValidityThreshold = z
  .strictObject({
    degraded: z.number().min(0).max(1).optional(),
    untrusted: z.number().min(0).max(1).nullable().optional(),
  })
  .refine((t) => t.degraded === undefined || t.untrusted == null || t.untrusted >= t.degraded, {
    message: 'untrusted must be at least degraded (a share past untrusted is past degraded too)',
  });
export type ValidityThreshold = z.infer<typeof ValidityThreshold>;

/** The validity signals whose thresholds `analysis.validity` sets (too_few_samples is the statistics' own minimum). */
export const VALIDITY_SHARE_SIGNALS = [
  'client_stalled',
  'generator_limited',
  'buffered',
  'coarse',
  'failures',
  'token_mismatch',
  'reconciliation',
] as const;

export const Analysis = z.strictObject({
  min_content_reads: z.number().int().min(1).default(3),
  min_generation_s: z.number().min(0).default(0.1),
  max_plausible_tps: z.number().positive().default(5000),
  /**
   * Share by which the provider's token count may differ from the reference
   * tokenizer's before the request is flagged (providers tokenize
   * differently; 0.35 leaves room for that and still catches a count that
   * is wrong, e.g. usage of another request or of the prompt).
   */
  max_token_disagreement: z.number().min(0).default(0.35),
  /**
   * Which count the rates divide: `native` (the provider's usage, else the
   * reference tokenizer, else chars/4) or `reference` (the reference
   * tokenizer for every provider, so rates compare across tokenizers).
   */
  rate_tokens: z.enum(['native', 'reference']).default('native'),
  /**
   * Tokens per content read above which a streamed response is `coarse`
   * (its reads carry many tokens each, so its TTFT may be late by up to one
   * read interval): see docs/metrics.md, "Stream timing detail", for why 8.
   */
  max_tokens_per_read: z.number().positive().default(8),
  /**
   * A request whose content interval overlapped a stall of the client's own
   * event loop longer than this (ms) is flagged client_stalled: its reads
   * were stamped late and together, so its rates and ITL are left out.
   */
  max_client_stall_ms: z.number().positive().default(20),
  /**
   * Targets of the fluidity index (docs/metrics.md, "Fluidity"): the first
   * token's deadline (ttft_ms), the step between later ones (tpot_ms), and
   * the index a request must reach to count as fluid (target_index). A
   * target left out comes from load.slo; without both, no fluidity figures.
   * Absent from results.json's analysis unless set or taken from load.slo.
   */
  fluidity: z
    .strictObject({
      ttft_ms: z.number().positive().optional(),
      tpot_ms: z.number().positive().optional(),
      target_index: z.number().min(0).max(1).optional(),
    })
    .optional(),
  /**
   * The prompts' `expect:` blocks by prompt id, as the run judged its answers
   * by them (results.json records them, so `reanalyze` re-checks alike). The
   * run fills it in: a config writes `expect:` on each prompt (CONFIG_RULES).
   */
  expect: z.record(z.string(), Expect).optional(),
  /**
   * Thresholds of the validity signals by name, each `{ degraded, untrusted }`
   * as shares 0..1 (docs/validity.md); a signal or bound left out keeps its
   * default. Absent from results.json's analysis unless set.
   */
  validity: z
    .strictObject(
      Object.fromEntries(VALIDITY_SHARE_SIGNALS.map((k) => [k, ValidityThreshold.optional()])) as Record<
        (typeof VALIDITY_SHARE_SIGNALS)[number],
        z.ZodOptional<typeof ValidityThreshold>
      >,
    )
    .optional(),
});
export type Analysis = z.infer<typeof Analysis>;

/** Every threshold at its default: the schema's own defaults, written once. */
export const DEFAULT_ANALYSIS: Analysis = Analysis.parse({});

/** report.timelines_per_group's default: the most requests a group embeds, flagged first, then a seeded sample. */
export const DEFAULT_TIMELINES_PER_GROUP = 200;

/**
 * report.timelines_per_group: the most requests per group whose timelines
 * report.html embeds (flagged first, then a seeded sample), so the page's
 * size does not grow with the run; its distributions cover every request.
 */

export const Report = z.strictObject({
  timelines_per_group: z.number().int().min(1).default(DEFAULT_TIMELINES_PER_GROUP),
});
export type Report = z.infer<typeof Report>;

/**
 * A top-level `server_metrics:` entry: one server's metrics endpoint for the
 * providers it serves (all of them when `providers` is left out). A
 * provider's own metrics_url wins over any entry.
 */
export const ServerMetricsEntry = z.strictObject({
  url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:8000/metrics' }),
  providers: z.array(Id).min(1).optional(),
  interval_s: z.number().min(0.05).max(3600).optional(),
  map: MetricsMapConfig.optional(),
});
export type ServerMetricsEntry = z.infer<typeof ServerMetricsEntry>;

/**
 * How the run itself runs (docs/configuration.md). `measurer_threads`: the
 * worker threads that own the connections and stamp the reads; 'main' or 0
 * (the default) in the main thread, 'auto' one per available core but the
 * main thread's (at least 1). Opt-in until the fidelity bench shows the
 * threads ahead (docs/fidelity.md).
 */
export const RunSettings = z.strictObject({
  measurer_threads: z
    .union([z.number().int().min(0).max(64), z.literal('main'), z.literal('auto')], {
      message: 'must be a whole number of threads from 0 to 64, "auto" (one per core) or "main" (no threads)',
    })
    .optional(),
});
export type RunSettings = z.infer<typeof RunSettings>;

export const Config = z
  .strictObject({
    defaults: Defaults.optional(),
    parallel_providers: z.number().int().min(1).default(4),
    analysis: Analysis.default(DEFAULT_ANALYSIS),
    providers: z.array(ProviderConfig).min(1, { message: 'list at least one provider' }),
    prompts: z.array(PromptConfig).min(1, { message: 'list at least one prompt' }),
    exclude: z
      .array(
        z.strictObject({ provider: Id.optional(), prompt: Id.optional() }).superRefine(...enforce(EXCLUDE_ENTRY_RULES)),
      )
      .default([]),
    /** Stages of load per provider x prompt (see docs/load.md); without it, repetitions x concurrency. */
    load: Load.optional(),
    /** What report.html holds (docs/scale.md). */
    report: Report.default({ timelines_per_group: DEFAULT_TIMELINES_PER_GROUP }),
    /** Metrics endpoints named once for several providers (docs/server-metrics.md). */
    server_metrics: z.array(ServerMetricsEntry).optional(),
    /** How the run runs: measurer threads (docs/configuration.md). */
    run: RunSettings.optional(),
  })
  .superRefine(...enforce([...CONFIG_RULES, shapesSupported]));
export type Config = z.infer<typeof Config>;

/** Built-in values for what neither `defaults` nor a provider sets. */
export const BUILTIN_DEFAULTS = {
  repetitions: 5,
  warmup: 1,
  concurrency: 1,
  max_tokens: 256,
  cache_bust: true,
  timeout: { headers: 30, idle: 30, total: 300 },
  max_response_mb: 64,
  max_consecutive_connect_errors: 5,
} as const;
