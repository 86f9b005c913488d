import * as z from 'zod';
import { Analysis, Slo, VALIDITY_SHARE_SIGNALS } from '../config/schema.ts';
import { ErrorKind, OfferedLoad, TraceAgentEnd } from '../trace.ts';
import type { ClockOffset } from './clock-offset.ts';
import { SUMMARY_KEYS, type Summary as SummaryOf } from '../stats.ts';
import type { ComparedFigureKey, RankedFigureKey } from './figure-keys.ts';

// The results contract (`results.json`, schema "streamgauge.results/1").
// Field names are public (snake_case, see design.md "Results"): add fields
// freely, rename or remove none without bumping RESULTS_SCHEMA.
//
// Each shape is a zod schema and its type is inferred from it, so a field is
// written once: results.json's key order (src/report/json.ts) is each
// object's declaration order, results.csv's columns are RequestColumns', and
// the check of a results.json read back (results-schema.ts) is built from
// these schemas. A field added after its object's order was fixed is marked
// so and written, as it always was, after the ordered ones in name order
// (with any key the schema does not know): the files written stay byte for
// byte what they were.

export const RESULTS_SCHEMA = 'streamgauge.results/1';

type Mark = 'from_the_start' | 'in_name_order' | 'added_later';
const MARKS = new WeakMap<z.ZodType, ReadonlySet<Mark>>();

/** A copy of the schema with the mark (and the marks it had), so a schema used in many places is marked in one. */
function marked<T extends z.ZodType>(s: T, mark: Mark): T {
  const copy = s.clone();
  MARKS.set(copy, new Set([...(MARKS.get(s) ?? []), mark]));
  return copy;
}
const hasMark = (s: z.ZodType, mark: Mark): boolean => MARKS.get(s)?.has(mark) ?? false;

/**
 * A field of results/1 from its first version (design.md "Results"): a
 * reader may rely on it, so a results.json read back without it is refused.
 * Every other field may be absent in an older file and is checked when present.
 */
const fromTheStart = <T extends z.ZodType>(s: T): T => marked(s, 'from_the_start');
export const isFromTheStart = (s: z.ZodType): boolean => hasMark(s, 'from_the_start');

/** A value results.json writes with its keys in name order, at every depth (as it always has). */
const inNameOrder = <T extends z.ZodType>(s: T): T => marked(s, 'in_name_order');
export const isInNameOrder = (s: z.ZodType): boolean => hasMark(s, 'in_name_order');

/**
 * A field added after its object's key order was fixed: results.json writes
 * it after the ordered fields, in name order among the keys the schema does
 * not order (declare these last, in name order, so the schema reads as the file).
 */
const addedLater = <T extends z.ZodType>(s: T): T => marked(s, 'added_later');
export const isAddedLater = (s: z.ZodType): boolean => hasMark(s, 'added_later');

/** A value of a type declared elsewhere (not yet a schema): unchecked when read back, written in name order. */
const declaredElsewhere = <T>() => z.custom<T>();
/** A key of FIGURES (src/analyze/figures.ts), which computes the figures from these types. */
const figureKey = <K extends string>() => z.custom<K>((v) => typeof v === 'string');

const count = z.number().int().nonnegative();
const nullableNumber = z.number().nullable();
const nullableString = z.string().nullable();

// A server's own figures (src/metrics computes them from its scraped metrics).

export const MeanMax = z.object({ mean: z.number(), max: z.number() });
export type MeanMax = z.infer<typeof MeanMax>;

export const ServerQuantiles = z.object({ p50: z.number(), p90: z.number(), p99: z.number() });
export type ServerQuantiles = z.infer<typeof ServerQuantiles>;

export const ReconciliationReason = z.enum([
  'failed_requests',
  'other_clients',
  'counter_reset',
  'server_counts_fewer',
]);
export type ReconciliationReason = z.infer<typeof ReconciliationReason>;

export const Reconciliation = z.object({
  /** delivered_output_tps: every output token that arrived in the window / window_s. */
  client_tps: nullableNumber,
  /** Generated tokens the server counted in the window / window_s. */
  server_tps: nullableNumber,
  /** client_tps / server_tps; null when either is missing. */
  ratio: nullableNumber,
  /** True when the two are more than 5% apart (or the server's counter went back). */
  flagged: z.boolean(),
  reason: ReconciliationReason.nullable(),
  /** The reason in words, with the counts behind it; null when not flagged. */
  detail: nullableString,
  /**
   * Tokens of this client's own requests outside the window (a stage's
   * warmups, other prompts on the same server) that arrived between the two
   * reads bracketing it: the server counted them too, so they are taken off
   * its count before the two are compared (server_tps is net of them).
   */
  outside_tokens: z.number(),
});
export type Reconciliation = z.infer<typeof Reconciliation>;

export const ServerFigures = z.object({
  /** The server the series were recognised as (vllm, sglang, llamacpp, tgi), custom (metrics_map only), or null. */
  family: nullableString,
  /** Scrapes that answered within the window (its bracketing two included), and those that failed. */
  scrapes: z.number(),
  failed_scrapes: z.number(),
  tokens_per_s: nullableNumber,
  prompt_tokens_per_s: nullableNumber,
  /** Generated tokens the server counted in the window. */
  generation_tokens: nullableNumber,
  running: MeanMax.nullable(),
  waiting: MeanMax.nullable(),
  /** 0..1 */
  kv_cache_usage_max: nullableNumber,
  /** 0..1: hits / queries over the window, or the server's own hit-rate gauge (mean). */
  prefix_cache_hit_rate: nullableNumber,
  preemptions: nullableNumber,
  ttft_ms: ServerQuantiles.nullable(),
  queue_ms: ServerQuantiles.nullable(),
  /**
   * The client's mean TTFT taken apart with the histograms' means (their
   * _sum / _count deltas: exact, where bucket quantiles are interpolated):
   * the server's queue time, the rest of the server's TTFT (prefill and the
   * first step), and what neither server figure holds (network, proxies, the
   * client). Null without the server's TTFT histogram.
   */
  ttft_split_ms: z.object({ queue: nullableNumber, prefill: nullableNumber, network: nullableNumber }).nullable(),
  reconciliation: Reconciliation,
});
export type ServerFigures = z.infer<typeof ServerFigures>;

export const CiInfo = z.object({
  provider: z.literal('github'),
  run_id: z.string(),
  run_attempt: z.number(),
  sha: z.string(),
  ref: z.string(),
  repository: z.string(),
  /** GITHUB_SERVER_URL (https://github.com, or a GitHub Enterprise host), for links to the run; absent in older runs. */
  server_url: addedLater(z.string().optional()),
});
export type CiInfo = z.infer<typeof CiInfo>;

export const ClientStalls = z.object({
  /** Lateness of the loop's sampling ticks, ms: the stall each tick saw (src/measure/stall.ts). */
  p50: z.number(),
  p99: z.number(),
  max: z.number(),
  /** Stalls longer than the threshold, each counted once. */
  count_over_threshold: z.number(),
  /** The threshold counted against (analysis.max_client_stall_ms). */
  threshold_ms: z.number(),
  /** Ticks sampled. */
  samples: z.number(),
});
export type ClientStalls = z.infer<typeof ClientStalls>;

/** How a run met its `--start-at`. */
export const RunStartAt = z.object({
  /** ISO 8601: the shared start every shard was given. */
  at: z.string(),
  /** How long the run waited for it, ms (0 when it arrived after it). */
  waited_ms: z.number(),
  /** How long after it the run was ready, ms (0 when it waited); a load run then joined at the stage under way. */
  late_ms: z.number(),
  /** This machine's wall clock against the provider's HTTP Date headers; null when no response carried one. */
  clock_offset: declaredElsewhere<ClockOffset>().nullable(),
});
export type RunStartAt = z.infer<typeof RunStartAt>;

/** How far to believe a group's (or the run's) figures (analyze/validity.ts; docs/validity.md). */
export const ValidityVerdict = z.enum(['trusted', 'degraded', 'untrusted']);
export type ValidityVerdict = z.infer<typeof ValidityVerdict>;
/** The signals `analysis.validity` sets thresholds for (the config's list, written once), then the statistics' own minimum. */
export const ValiditySignal = z.enum([...VALIDITY_SHARE_SIGNALS, 'too_few_samples']);
export type ValiditySignal = z.infer<typeof ValiditySignal>;
/** One signal past its threshold: what it measured, the threshold it passed, and what it makes of the figures. */
export const ValidityReason = z.object({
  signal: ValiditySignal,
  verdict: ValidityVerdict.exclude(['trusted']),
  value: z.number(),
  threshold: z.number(),
  detail: z.string(),
  /** On run.validity: the group the reason is of. */
  provider: z.string().optional(),
  prompt: z.string().optional(),
  location: z.string().optional(),
});
export type ValidityReason = z.infer<typeof ValidityReason>;
export const Validity = z.object({ verdict: ValidityVerdict, reasons: z.array(ValidityReason) });
export type Validity = z.infer<typeof Validity>;

/** Provenance of a run. Passed in as data: the analysis never reads a clock or the environment. */
export const RunInfo = z.object({
  tool_version: z.string(),
  node_version: z.string(),
  platform: z.string(),
  arch: z.string(),
  /** ISO 8601 */
  started_at: fromTheStart(z.string()),
  /** ISO 8601 */
  finished_at: z.string(),
  /** ISO 8601: set when `reanalyze` re-labelled the run's traces (started_at/finished_at stay the run's). */
  reanalyzed_at: z.string().optional(),
  /** hex; empty when unknown (a run re-analyzed without its results.json). */
  config_sha256: z.string(),
  /** The config file as given on the command line, or null when there was none (e.g. the demo). */
  config_file: nullableString,
  /** 1-based index of this shard and the shard count, or null when the run was not sharded. */
  shard: z.object({ index: z.number(), count: z.number() }).nullable(),
  ci: CiInfo.nullable(),
  // Added later, in name order:
  /**
   * The client's event-loop stalls over the run (ticks' lateness, ms), and
   * how many stalls exceeded the run's analysis.max_client_stall_ms. Absent
   * for runs measured without the monitor (merged runs: each shard's own
   * stays in its results).
   */
  client_stalls: addedLater(inNameOrder(ClientStalls.optional())),
  /** `--location` / the Action's `location`: where the client ran; absent when none was given. */
  location: addedLater(z.string().optional()),
  /**
   * Providers of the config left out because their key variable was unset or
   * empty (`on-missing-key: skip`), each with the reason naming the variable;
   * absent when none was.
   */
  skipped_providers: addedLater(
    inNameOrder(z.array(z.object({ provider: z.string(), reason: z.string() })).optional()),
  ),
  /** `--start-at` (design.md "Past one runner"): the shared start and how this run met it; absent without it. */
  start_at: addedLater(inNameOrder(RunStartAt.optional())),
  /** The worst of the groups' validity, with every group's reasons (analyze/validity.ts); absent in older results. */
  validity: addedLater(Validity.optional()),
});
export type RunInfo = z.infer<typeof RunInfo>;

export const Outcome = z.enum(['streamed', 'buffered', 'error']);
export type Outcome = z.infer<typeof Outcome>;
export const BufferedRule = z.enum(['content_reads', 'generation_interval']);
export type BufferedRule = z.infer<typeof BufferedRule>;

/**
 * A label a small change would flip: the value that decided the buffered
 * guard lies within its margin of the rule's threshold (BORDERLINE_MARGIN,
 * analyze/classify.ts). `value` and `threshold` are in the rule's unit:
 * reads for `content_reads`, seconds for `generation_interval`.
 */
export const Borderline = z.object({
  rule: BufferedRule,
  value: z.number(),
  threshold: z.number(),
});
export type Borderline = z.infer<typeof Borderline>;
export const ResultErrorKind = z.union([ErrorKind, z.literal('empty_output')]);
export type ResultErrorKind = z.infer<typeof ResultErrorKind>;
export const Metric = z.enum(['post_first_content', 'end_to_end']);
export type Metric = z.infer<typeof Metric>;
export const TokenSource = z.union([
  z.literal('usage'),
  z.literal('server'),
  z.templateLiteral(['tokenizer:', z.string()]),
  z.literal('estimate'),
]);
export type TokenSource = z.infer<typeof TokenSource>;
export const StreamingVerdict = z.enum(['observed', 'not_observed', 'mixed', 'unknown']);
export type StreamingVerdict = z.infer<typeof StreamingVerdict>;
/**
 * Which count the streaming rates divided: `streamed_tokens` when hidden
 * reasoning was taken out of output_tokens, `output_tokens` when nothing was
 * hidden (the two are then equal). Results written before hidden reasoning
 * was counted lack the field: their rates divided output_tokens.
 */
export const RateTokenBasis = z.enum(['output_tokens', 'streamed_tokens']);
export type RateTokenBasis = z.infer<typeof RateTokenBasis>;
/**
 * How hidden_reasoning_tokens was found: `exact` (reasoning_tokens, no
 * reasoning text streamed), `summary_scaled` / `summary_reference` /
 * `summary_chars` (reasoning_tokens minus the streamed summary, counted with
 * the reference tokenizer and scaled by the answer's provider/reference
 * ratio, unscaled, or chars/4), `beyond_reference` (no reasoning split: the
 * provider count beyond the reference count of the received text).
 */
export const HiddenReasoningEstimate = z.enum([
  'exact',
  'summary_scaled',
  'summary_reference',
  'summary_chars',
  'beyond_reference',
]);
export type HiddenReasoningEstimate = z.infer<typeof HiddenReasoningEstimate>;
/** coarse: more tokens per content read than analysis.max_tokens_per_read. */
export const Chunking = z.enum(['fine', 'coarse']);
export type Chunking = z.infer<typeof Chunking>;
/** How first_read_tokens was found: the server's running count per read, or the streamed tokens shared by chars. */
export const FirstReadTokensBasis = z.enum(['server_count', 'chars']);
export type FirstReadTokensBasis = z.infer<typeof FirstReadTokensBasis>;

/** A request's token count (analyze/rates.ts countTokens): the count the rates divide, and where it came from. */
export const TokenCount = z.object({
  output_tokens: fromTheStart(z.number()),
  reasoning_tokens: nullableNumber,
  /** Where `output_tokens` (the count the rates divide) came from. */
  token_source: TokenSource,
  /** The provider's own count (usage or server counter), null when it gave none. */
  usage_output_tokens: nullableNumber,
  /** The same text counted by the shared reference tokenizer, null when not counted. */
  reference_output_tokens: nullableNumber,
  reference_tokenizer: nullableString,
  /** (provider count - reference count) / reference count, over comparable text; null when not comparable. */
  token_disagreement: nullableNumber,
});
export type TokenCount = z.infer<typeof TokenCount>;

/** Per-request stream timing (design.md "Stream timing detail", analyze/timing.ts), all null unless the response streamed. */
export const StreamTiming = z.object({
  /** Streamed tokens credited to the first content read. */
  first_read_tokens: nullableNumber,
  /** server_count (a running count on every content read) or chars (apportioned by the reads' chars). */
  first_read_tokens_basis: FirstReadTokensBasis.nullable(),
  /** (last_content - first_content) / (streamed tokens - first_read_tokens). */
  tpot_ms: nullableNumber,
  /** 1000 / tpot_ms: the rate after the first read. */
  decode_tps: nullableNumber,
  /** Streamed tokens / content_reads. */
  tokens_per_content_read: nullableNumber,
  chunking: Chunking.nullable(),
  /** The longest silence between two content reads after first content. */
  max_gap_ms: nullableNumber,
});
export type StreamTiming = z.infer<typeof StreamTiming>;

/**
 * A request's fields in the order results.json and results.csv list them
 * (results.csv's columns): the contract's fields in the contract's order,
 * each later addition beside the figures it explains (token provenance after
 * token_source, the server's figures before the client-observed rates).
 */
export const RequestColumns = z.object({
  id: fromTheStart(z.string()),
  provider: fromTheStart(z.string()),
  model: fromTheStart(z.string()),
  prompt: fromTheStart(z.string()),
  rep: z.number(),
  warmup: fromTheStart(z.boolean()),
  outcome: fromTheStart(Outcome),
  /** The buffered guard that fired (the reads rule when both hold); null unless buffered. */
  buffered_rule: BufferedRule.nullable(),
  /** The streamed/buffered label lies within a rule's margin (null otherwise; absent in results written before it). */
  borderline: inNameOrder(Borderline.nullable().optional()),
  error_kind: ResultErrorKind.nullable(),
  error_message: nullableString,
  http_status: nullableNumber,
  /** The throughput figure this request reports: null on error. */
  metric: Metric.nullable(),
  /** First content; null when buffered or error. */
  ttft_ms: fromTheStart(nullableNumber),
  /** First answer text; null when buffered or error (or when no answer text came). */
  ttfa_ms: nullableNumber,
  first_byte_ms: nullableNumber,
  headers_ms: nullableNumber,
  /** at.sent: the request fully written; null when not recorded. */
  sent_ms: nullableNumber,
  /**
   * True when the request went out on a connection opened for it (its TTFT
   * then includes DNS, TCP and TLS), false on a reused one, null when not
   * measured (an older trace, or no connection was made).
   */
  new_connection: z.boolean().nullable(),
  /** dns_ms + tcp_ms + tls_ms of a new connection; null otherwise. */
  connect_ms: nullableNumber,
  dns_ms: nullableNumber,
  tcp_ms: nullableNumber,
  tls_ms: nullableNumber,
  /**
   * Times the request was sent again after meeting a stale pooled
   * connection (trace `retries`); its timings are the answering attempt's.
   * Absent in results written before it was counted.
   */
  retries: z.number().optional(),
  first_content_ms: nullableNumber,
  /** at.end: dispatch to the body fully read (or to where a failed request stopped). */
  total_ms: fromTheStart(nullableNumber),
  /** end - first_content: the interval the buffered guard judged. */
  generation_ms: nullableNumber,
  content_reads: z.number(),
  ...TokenCount.shape,
  /** True when |token_disagreement| exceeds max_token_disagreement. */
  token_mismatch: z.boolean(),
  /**
   * Tokens that arrived as text: output_tokens minus hidden_reasoning_tokens.
   * The streaming rate (post_first_content_tps) divides this count.
   */
  streamed_tokens: z.number(),
  /** Reasoning the provider counted but never streamed (exact or estimated, see the estimate); 0 when none. */
  hidden_reasoning_tokens: z.number(),
  hidden_reasoning_estimate: HiddenReasoningEstimate.nullable(),
  /** The streamed reasoning text in provider tokens (estimated from its reference count); null when unknown. */
  streamed_reasoning_tokens: nullableNumber,
  rate_token_basis: RateTokenBasis,
  /** Prompt tokens the provider served from its prompt cache (usage, or llama.cpp timings.cache_n); null when it said nothing. */
  input_cached_tokens: nullableNumber,
  /** input_cached_tokens / the whole prompt's tokens (0..1); null when either is unknown. */
  input_cached_share: nullableNumber,
  /** The server's own generation interval, when it reports one (Ollama eval_duration, Groq completion_time, ...). */
  server_generation_ms: nullableNumber,
  /** Tokens / the server's generation interval: a third figure, never merged with the client-observed two. */
  server_tps: nullableNumber,
  /** streamed_tokens / generation interval; null when buffered or error (or the interval is 0). */
  post_first_content_tps: fromTheStart(nullableNumber),
  /** output_tokens / total time; null on error (or when the total time is 0). */
  end_to_end_tps: fromTheStart(nullableNumber),
  /** True when any reported rate exceeds max_plausible_tps (or is undefined over a zero-length interval). */
  implausible: z.boolean(),
  // Stream timing detail (design.md): null unless streamed.
  ...StreamTiming.shape,
  /** The provider said the answer was cut by a length limit (finish_reason length, MAX_TOKENS, ...). Not an error. */
  truncated: z.boolean(),
  /** The provider said a content filter ended or blocked the answer (finish_reason content_filter, SAFETY, ...). */
  content_filtered: z.boolean(),
});

/** What answered a request, as the provider said (analyze/served.ts; docs/served.md); null where it did not. */
export const Served = z.object({
  model: nullableString,
  fingerprint: nullableString,
  region: nullableString,
  /** The provider's own time before it answered, ms. */
  processing_ms: nullableNumber,
});
export type Served = z.infer<typeof Served>;
export const ServedModel = z.object({ model: nullableString, fingerprint: nullableString, n: count });
export type ServedModel = z.infer<typeof ServedModel>;

/** One request of results.json: its columns, then the fields added since, in name order (results.csv leaves them out). */
export const RequestResult = RequestColumns.extend({
  /**
   * The longest stall of the client's own event loop that overlapped the
   * content interval (ms); 0 when none did; null when not measured (older
   * traces) or the request had no content interval.
   */
  /**
   * The answer checks of the prompt's `expect:` (src/config/expect.ts): passed,
   * and the checks that failed, in CHECK_NAMES order; null for a failed
   * request or a prompt without `expect:`; absent when no prompt of the run has one.
   */
  check: addedLater(
    z
      .object({
        passed: z.boolean(),
        failed: z.array(z.string()),
        /** The first failed answer of its group: its opening (scrubbed, control characters removed, 80 characters). */
        opening: z.string().optional(),
      })
      .nullable()
      .optional(),
  ),
  client_stall_ms: addedLater(nullableNumber.optional()),
  /**
   * client_stall_ms above analysis.max_client_stall_ms: the reads were
   * stamped late and together, so the request's rates and ITL are left out
   * of summaries and rankings (and it is not judged implausible).
   */
  client_stalled: addedLater(z.boolean().optional()),
  /**
   * Streamed, with fluidity targets (analysis.fluidity): on-time tokens /
   * (on-time tokens + missed deadlines), 0..1 (docs/metrics.md "Fluidity");
   * null otherwise; absent in results written before it.
   */
  fluidity_index: addedLater(nullableNumber.optional()),
  /** A load run: the stage the request ran in (trace load.stage); absent otherwise. */
  load_stage: addedLater(z.number().optional()),
  /** The trace's location (`--location`); absent when the run named none. */
  location: addedLater(z.string().optional()),
  /** The token deadlines fluidity_index counts as missed; null when it is null. */
  missed_deadlines: addedLater(nullableNumber.optional()),
  /** A synthetic prompt's output target (its max_tokens); absent for other prompts. */
  output_target_tokens: addedLater(z.number().optional()),
  /** What answered (model, fingerprint, region, processing_ms); absent in results that predate it. */
  served: addedLater(Served.optional()),
  /** A conversation: the session (0-based) and the turn in it (0-based); absent otherwise. */
  session: addedLater(z.number().optional()),
  /** output_tokens below 90% of output_target_tokens; absent for other prompts. */
  short_output: addedLater(z.boolean().optional()),
  /** An agent session's step (model call), 0-based, with `session`; absent outside agent sessions. */
  step: addedLater(z.number().optional()),
  /** An agent session's last step: why the session ended there (the trace's agent_end); absent otherwise. */
  agent_end: addedLater(TraceAgentEnd.optional()),
  /** Characters of the tool calls' arguments received; absent when the response made no tool call (as every tool_ field). */
  tool_args_chars: addedLater(count.optional()),
  /**
   * Whether the arguments streamed: over at least min_content_reads reads,
   * first to last at least min_generation_s apart; false when buffered (one
   * read, or all at once); null for a failed request or calls without arguments.
   */
  tool_args_streamed: addedLater(z.boolean().nullable().optional()),
  /**
   * The arguments rate: their tokens after the first arguments read over
   * (last − first arguments read), tokens by the request's own characters
   * per token; null unless tool_args_streamed (and the client did not stall).
   */
  tool_args_tps: addedLater(nullableNumber.optional()),
  /** Tool calls the response made (at most 64 are kept). */
  tool_calls: addedLater(count.optional()),
  /** Time from dispatch to the first tool-call content (its name or first argument delta); null for a failed request. */
  ttftc_ms: addedLater(nullableNumber.optional()),
  /**
   * Time to second token: dispatch to the content read that carried the
   * second streamed token (ttft_ms when the first read carried two); null
   * unless streamed with two tokens or more.
   */
  ttst_ms: addedLater(nullableNumber.optional()),
  turn: addedLater(z.number().optional()),
  /** Bytes of the images the request sent (a prompt's `images:`); absent when it sent none. */
  image_bytes: addedLater(z.number().optional()),
});
export type RequestResult = z.infer<typeof RequestResult>;

/** A figure's five numbers, their type defined beside summarize (src/stats.ts), which computes them. */
export const Summary = z.object(
  Object.fromEntries(SUMMARY_KEYS.map((k) => [k, z.number()])) as Record<keyof SummaryOf, z.ZodNumber>,
);
export type Summary = SummaryOf;
const summary = Summary.nullable();
/** The fluidity index's summary: the five numbers and its p10 (a low index is the bad tail). */
export const FluiditySummary = Summary.extend({ p10: z.number() });
export type FluiditySummary = z.infer<typeof FluiditySummary>;
const fluiditySummary = FluiditySummary.nullable();

/** One turn index of a conversation prompt's group (analyze/workload.ts computes these three). */
export const TurnFigures = z.object({
  /** 0-based. */
  turn: z.number(),
  /** Measured requests at this turn. */
  n: z.number(),
  errors: z.number(),
  /** Streamed requests only, as the group's ttft_ms. */
  ttft_ms: summary,
  /** Provider-reported prompt tokens (the context so far), p50; null when no provider said. */
  input_tokens_p50: nullableNumber,
  /** p50 of input_cached_tokens / input_tokens over the requests whose provider reported both; null otherwise. */
  input_cached_share: nullableNumber,
  /** With an slo: the share of this turn's requests that met it (errors count as not good); null without. */
  good_fraction: nullableNumber,
});
export type TurnFigures = z.infer<typeof TurnFigures>;

/** A conversation prompt's sessions (measured ones). */
export const SessionFigures = z.object({
  /** Sessions with at least one measured turn. */
  n: z.number(),
  /** Turns sent per session. */
  turns: summary,
  /** First turn's dispatch to the last turn's end, ms: the user's whole conversation. */
  duration_ms: summary,
  /** Output tokens over the session's turns. */
  output_tokens: summary,
  /** Sessions in which a turn failed (the session stops at a failed turn). */
  failed: z.number(),
});
export type SessionFigures = z.infer<typeof SessionFigures>;

/** The lengths a group's requests sent, against what the config asked. */
export const SentLengths = z.object({
  source: z.enum(['synthetic', 'dataset', 'replay', 'conversation']),
  /** Reference tokens of the prompts sent (the cache-bust prefix aside); null when unknown (conversations: see by_turn). */
  input_tokens: summary,
  /** The max_tokens sent. */
  max_tokens: summary,
  /** Output tokens received (successful requests). */
  output_tokens: summary,
  /** Synthetic prompts: the distributions asked for, in words; null otherwise. */
  asked: z.object({ input_tokens: z.string(), output_tokens: z.string() }).nullable(),
});
export type SentLengths = z.infer<typeof SentLengths>;

export const GroupHiddenReasoning = z.object({
  requests: z.number(),
  /** Of the group's successful measured requests. */
  of: z.number(),
  hidden_tokens_p50: z.number(),
  output_tokens_p50: z.number(),
  streamed_tokens_p50: z.number(),
  /** True when any of the counts was estimated (not `exact`). */
  estimated: z.boolean(),
  /** True when the streaming rates divided streamed_tokens (false with rate_tokens: reference, which counts received text). */
  rates_exclude_hidden: z.boolean(),
});
export type GroupHiddenReasoning = z.infer<typeof GroupHiddenReasoning>;

/** The figures ranked in their own tables: those FIGURES (src/analyze/figures.ts) marks `ranked`, listed in figure-keys.ts. */
export type RankedFigure = RankedFigureKey;

/**
 * no_values: the group has no such figure (all buffered or failed);
 * too_few_samples: fewer than MIN_SAMPLES values; implausible: a rate
 * ranking, and a request of the group has a rate above max_plausible_tps;
 * mostly_failed: more of its requests failed or were not sent than were
 * answered (a server that went away part way: its early answers do not
 * make it fastest).
 */
export const UnrankedReason = z.enum(['no_values', 'too_few_samples', 'implausible', 'mostly_failed']);
export type UnrankedReason = z.infer<typeof UnrankedReason>;

/** A group's place in one ranking. */
export const GroupRank = z.object({
  /** 1-based place by p50 (fastest first), equal p50s in run order. */
  rank: z.number(),
  /** The 95% interval of the place over the resamples (it always holds `rank`). */
  low: z.number(),
  high: z.number(),
  /** Share of the resamples in which the group took place `rank` (0-1). */
  share: z.number(),
  /** Groups in this ranking. */
  of: z.number(),
  /**
   * True when flipping the run's borderline labels (see Borderline) would
   * change this place or the groups ranked; `low`/`high` and `of` then cover
   * both labellings. Absent in results written before it.
   */
  label_sensitive: z.boolean().optional(),
});
export type GroupRank = z.infer<typeof GroupRank>;

/** Keyed by the ranked figures, which FIGURES lists (json.ts writes them in its order). */
export type GroupRanks = Record<RankedFigure, GroupRank | null>;

/** [low, high] of a confidence interval, in the unit of the figure it brackets. */
export const Interval = z.object({ low: z.number(), high: z.number() });
export type Interval = z.infer<typeof Interval>;

/** A group's interval, with its two-sided confidence level (0.95). */
export const GroupInterval = Interval.extend({ level: z.number() });
export type GroupInterval = z.infer<typeof GroupInterval>;
const groupInterval = GroupInterval.nullable();

/** One step index of an agent prompt's group (analyze/agent.ts). */
export const StepFigures = z.object({
  /** 0-based: the session's first model call is step 0. */
  step: z.number(),
  /** Measured requests at this step. */
  n: z.number(),
  /** Streamed requests only, as the group's ttft_ms. */
  ttft_ms: summary,
  /** p50 of input_cached_tokens / input_tokens over the requests whose provider reported both; null otherwise. */
  input_cached_share: nullableNumber,
  errors: z.number(),
  /** Provider-reported prompt tokens (the context so far), p50; null when no provider said. */
  input_tokens_p50: nullableNumber,
});
export type StepFigures = z.infer<typeof StepFigures>;

/** A time over an agent prompt's sessions: the five numbers, their sum, and intervals of p50 and p90. */
export const SessionTime = Summary.extend({
  /** Over all sessions of the group: wall_ms.total = model_ms.total + tool_ms.total. */
  total: z.number(),
  /** Percentile-bootstrap intervals, seeded as the group's figures; null below min_samples sessions. */
  p50_ci: GroupInterval.nullable(),
  p90_ci: GroupInterval.nullable(),
});
export type SessionTime = z.infer<typeof SessionTime>;

/**
 * An agent prompt's measured sessions. Per session: wall = the first step's
 * dispatch to the last step's end; model = the sum of its requests' times
 * (dispatch to end); tool = the rest, from each step's end to the next
 * step's dispatch (the tool wait and the client's turnaround), so model +
 * tool = wall. Sessions with a failed step are left out of the times.
 */
export const SessionsSummary = z.object({
  /** Sessions with at least one measured step. */
  n: z.number(),
  /** Model calls per session, p50. */
  steps_p50: nullableNumber,
  wall_ms: SessionTime.nullable(),
  model_ms: SessionTime.nullable(),
  tool_ms: SessionTime.nullable(),
  /** Sessions in which a step failed. */
  failed: z.number(),
  /** Model calls per session, p90. */
  steps_p90: nullableNumber,
  /**
   * Sessions ended by a cap on what an answer carries into the next step
   * (docs/agents.md, "Caps"), by reason, in AGENT_END_REASONS order; only
   * reasons that ended a session; absent in results that predate it.
   */
  capped: addedLater(z.array(z.object({ reason: z.string(), n: z.number() })).optional()),
});
export type SessionsSummary = z.infer<typeof SessionsSummary>;

export const GroupResult = z.object({
  provider: fromTheStart(z.string()),
  model: fromTheStart(z.string()),
  prompt: fromTheStart(z.string()),
  /** Measured requests (warmups excluded). */
  n: fromTheStart(count),
  streamed: fromTheStart(count),
  buffered: fromTheStart(count),
  /** Measured requests whose streamed/buffered label is borderline (RequestResult.borderline); absent in older results. */
  borderline: count.optional(),
  /** Requests sent that failed (not_sent ones are counted apart). */
  errors: fromTheStart(count),
  /**
   * Requests not sent because the provider's endpoint was unreachable
   * (max_consecutive_connect_errors in a row); in `n`, not in `errors`.
   * Absent in results written before it was counted.
   */
  not_sent: count.optional(),
  /** Measured requests' sends again after a stale pooled connection (requests' `retries`, summed); absent in older results. */
  retries: count.optional(),
  /** Measured requests flagged implausible. */
  implausible: count,
  streaming: fromTheStart(StreamingVerdict),
  /** Over streamed requests. */
  ttft_ms: fromTheStart(summary),
  /** Over streamed requests that saw answer text. */
  ttfa_ms: summary,
  /** Over streamed requests with a defined rate. */
  post_first_content_tps: fromTheStart(summary),
  /** Over successful requests with a defined rate. */
  end_to_end_tps: fromTheStart(summary),
  /** Over successful requests (a failed request's total is where it stopped, not a response time). */
  total_ms: fromTheStart(summary),
  // Stream timing detail, over streamed requests only (null when none).
  tpot_ms: summary,
  decode_tps: summary,
  /** Inter-token latency: each gap between content reads divided evenly over the tokens of the read that ended it, one sample per token. */
  itl_ms: summary,
  /** One sample per gap between two content reads. */
  chunk_gap_ms: summary,
  max_gap_ms: summary,
  /** Streamed requests with a decode rate. */
  n_decode: count,
  /** Streamed requests whose chunking is coarse. */
  coarse: count,
  /** Measured requests the provider cut at a length limit. */
  truncated: count,
  n_ttft: count,
  n_ttfa: count,
  n_post_first_content: count,
  n_end_to_end: count,
  n_total: count,
  /**
   * Confidence interval of `ttft_ms.p50`: a percentile bootstrap (2,000
   * resamples, mulberry32 seeded with fnv1a32(provider, prompt, metric), so
   * re-analysing gives the same numbers); null below MIN_SAMPLES (3) values.
   */
  ttft_ms_ci: groupInterval,
  /** Confidence interval of `post_first_content_tps.p50`; as ttft_ms_ci. */
  post_first_content_tps_ci: groupInterval,
  /** Confidence interval of `end_to_end_tps.p50`; as ttft_ms_ci. */
  end_to_end_tps_ci: groupInterval,
  /** Confidence interval of `decode_tps.p50`; as ttft_ms_ci. */
  decode_tps_ci: groupInterval,
  /**
   * True when the group has a post-first-content figure but from fewer than
   * MIN_SAMPLES (3) streamed responses: reports show it unranked, saying so,
   * instead of giving it a place in the ranking.
   */
  too_few_samples: z.boolean(),
  /**
   * Successful measured requests with hidden reasoning, and the p50 of their
   * hidden, output and streamed counts ("64 of 78 tokens hidden; rates count
   * the 14 streamed"); null when no request had any.
   */
  hidden_reasoning: GroupHiddenReasoning.nullable(),
  /**
   * p50 of the measured requests' cached share of the prompt (0..1): near 0
   * when cache_bust works, the shared prefix's share when one is cached;
   * null when the provider reported no cached count.
   */
  input_cached_share: nullableNumber,
  // Added later, in name order:
  /** An agent prompt: figures by step index (analyze/agent.ts); absent otherwise. */
  by_step: addedLater(inNameOrder(z.array(StepFigures).optional())),
  /** A conversation prompt: figures by turn index (analyze/workload.ts); absent otherwise. */
  by_turn: addedLater(inNameOrder(z.array(TurnFigures).optional())),
  /** A prompt with `expect:`: the share of measured successful requests whose answer passed every check; absent otherwise. */
  check_pass_rate: addedLater(nullableNumber.optional()),
  /** The Wilson 95% interval of check_pass_rate. */
  check_pass_rate_ci: addedLater(groupInterval.optional()),
  /** Measured requests measured while the client was stalled: their rates are left out. */
  client_stalled: addedLater(count.optional()),
  /** Share of streamed requests with a fluidity index at or above analysis.fluidity.target_index; null without targets. */
  fluid_share: addedLater(nullableNumber),
  /** Over streamed requests with an index (client-stalled ones left out, as TPOT): its p10 too, the tail that stalls. */
  fluidity_index: addedLater(fluiditySummary),
  /** Confidence interval of `fluidity_index.p50`; as ttft_ms_ci. */
  fluidity_index_ci: addedLater(groupInterval),
  /** Confidence interval of `fluidity_index.p10`: the same bootstrap, of the 10th percentile. */
  fluidity_index_p10_ci: addedLater(groupInterval),
  /** Bytes of the images each request sent (p50 over the group's requests that sent any); absent when none did. */
  image_bytes: addedLater(z.number().optional()),
  /** Where the requests came from (`--location`); absent when the run named none. Groups are per location. */
  location: addedLater(z.string().optional()),
  /** Streamed requests with a fluidity index. */
  n_fluidity: addedLater(count),
  /** Measured successful requests whose answer was checked (check_pass_rate's n). */
  n_check: addedLater(count.optional()),
  /** Values behind tool_args_tps. */
  n_tool_args: addedLater(count.optional()),
  /** Values behind ttftc_ms. */
  n_ttftc: addedLater(count.optional()),
  n_server: addedLater(count),
  /**
   * Per ranked figure: the group's place by p50 and the 95% interval of its
   * place over the seeded bootstrap resamples its intervals use; null when
   * the group takes no place (see `unranked`). Written in FIGURES' order,
   * each place as GroupRank (json.ts).
   */
  ranks: addedLater(declaredElsewhere<unknown>()),
  /** A synthetic, dataset, replay or conversation prompt: the lengths sent, against what was asked; absent otherwise. */
  sent_lengths: addedLater(inNameOrder(SentLengths.optional())),
  /** Each distinct served model x fingerprint of the group's requests and its count, most first (analyze/served.ts). */
  served_models: addedLater(z.array(ServedModel).optional()),
  /**
   * Without load: the server's figures over its provider's whole measurement
   * (every request of every prompt, warmups included: the server counts them
   * all), the same on each of the provider's groups; when its metrics were
   * scraped (src/metrics).
   */
  server: addedLater(inNameOrder(ServerFigures.nullable().optional())),
  /** Server-reported rate over successful requests that report one. */
  server_tps: addedLater(summary),
  /** A conversation prompt: figures per session; absent otherwise. */
  sessions: addedLater(inNameOrder(SessionFigures.optional())),
  /** An agent prompt: its sessions' steps and times (analyze/agent.ts); absent otherwise. */
  sessions_summary: addedLater(inNameOrder(SessionsSummary.optional())),
  /** Measured requests whose provider count disagrees with the reference tokenizer. */
  token_mismatches: addedLater(count),
  /** Of tool_call_requests, those whose arguments were buffered (tool_args_streamed false). */
  tool_args_buffered: addedLater(count.optional()),
  /** Over measured successful requests whose tool-call arguments streamed (client-stalled ones left out). */
  tool_args_tps: addedLater(summary.optional()),
  /** Confidence interval of `tool_args_tps.p50`; as ttft_ms_ci. */
  tool_args_tps_ci: addedLater(groupInterval.optional()),
  /** Measured successful requests that made tool calls; the tool_ and ttftc_ fields are absent when none did. */
  tool_call_requests: addedLater(count.optional()),
  /** Time to first tool-call content, over measured successful requests that made tool calls (streamed or buffered). */
  ttftc_ms: addedLater(summary.optional()),
  /** Confidence interval of `ttftc_ms.p50`; as ttft_ms_ci. */
  ttftc_ms_ci: addedLater(groupInterval.optional()),
  /** Time to second token (requests' ttst_ms), over streamed requests. */
  ttst_ms: addedLater(summary),
  /** Per ranked figure: why the group takes no place, or null when it is ranked. */
  unranked: addedLater(declaredElsewhere<unknown>()),
  /** Whether to believe the group's figures, and why not (analyze/validity.ts); absent in older results. */
  validity: addedLater(Validity.optional()),
});

/**
 * A group's two fields keyed by the ranked figures. FIGURES' keys are derived
 * from these types, so their type is an interface, which TypeScript resolves
 * lazily (the schema's inferred type would be a circle).
 */
interface GroupRanking {
  ranks: GroupRanks;
  unranked: Record<RankedFigure, UnrankedReason | null>;
}
export type GroupResult = Omit<z.infer<typeof GroupResult>, keyof GroupRanking> & GroupRanking;

// Load figures (design.md "Load"; analyze/load-figures.ts computes them).

export const LagSummary = z.object({ p50: z.number(), p99: z.number(), max: z.number() });
export type LagSummary = z.infer<typeof LagSummary>;

export const StageGoodput = z.object({
  slo: Slo,
  /** Measured requests that met every threshold of the slo. */
  good: z.number(),
  /** good / measured requests (errors count as not good). */
  fraction: z.number(),
  /** fraction x request_throughput: good requests per second. */
  rps: nullableNumber,
});
export type StageGoodput = z.infer<typeof StageGoodput>;

/** Requests (a conversation's sessions) in flight, time-weighted over the stage's measured window. */
export const ReachedConcurrency = z.object({
  mean: z.number(),
  /** The most in flight at once inside the window. */
  max: z.number(),
});
export type ReachedConcurrency = z.infer<typeof ReachedConcurrency>;

/**
 * A stage that never put its offered load on the endpoint: a closed loop
 * whose mean in flight stayed under 90% of its concurrency, or whose most in
 * flight never came to it (too few requests for the streams); an open loop
 * or replay whose dispatches fell behind its schedule by more than 10% (a
 * max_concurrency cap held arrivals, or the client could not keep up). Its
 * figures describe a lighter load than its label, so it is never the
 * saturation point.
 */
export const OfferedNotReached = z.object({
  /** What fell short: requests in flight (closed loop) or the dispatch rate (open loop, replay). */
  by: z.enum(['concurrency', 'rate']),
  /** The concurrency offered; for a rate, the arrivals of the schedule per second of the measured duration. */
  offered: z.number(),
  /** The mean in flight; for a rate, the dispatches per second of the time they took. */
  reached: z.number(),
  /** The most in flight at once (closed loop); null for a rate. */
  reached_max: nullableNumber,
});
export type OfferedNotReached = z.infer<typeof OfferedNotReached>;

export const ShardStart = z.object({
  shard: z.number(),
  /** ms after the earliest shard's stage start, on the provider's clock where known. */
  start: z.number(),
  /** Provider clock minus the shard's clock, and its interval; null without Date headers. */
  clock_offset: nullableNumber,
  clock_offset_low: nullableNumber,
  clock_offset_high: nullableNumber,
  /** With --start-at: how late the shard began the stage. */
  joined_late: nullableNumber,
});
export type ShardStart = z.infer<typeof ShardStart>;

/**
 * The shards' stage starts compared on one clock: each shard's own start
 * corrected by its clock offset against the provider (estimated from the
 * Date headers of all that shard's responses). All in ms.
 */
export const ShardAlignment = z.object({
  /** Latest minus earliest stage start, on the provider's clock (on the shards' own clocks where an offset is unknown). */
  start_spread: z.number(),
  /** Largest minus smallest clock offset of the shards; null when a shard's responses carried no Date header. */
  clock_offset_spread: nullableNumber,
  /** How far start_spread may be off: the sum of the two widest half-intervals of the offsets; null as above. */
  uncertainty: nullableNumber,
  /** The shards were given --start-at: their traces hold the planned start. */
  start_at: z.boolean(),
  shards: z.array(ShardStart),
});
export type ShardAlignment = z.infer<typeof ShardAlignment>;

export const StageShards = z.object({
  count: z.number(),
  /** Seconds all the shards' stage windows overlapped: the throughput figures are over it. */
  overlap_s: z.number(),
  /** overlap_s / the shards' mean window. */
  overlap_share: z.number(),
  /** False when the overlap was under MIN_SHARD_OVERLAP: the throughput figures are then null, not a sum. */
  summed: z.boolean(),
  /** How well the shards' stage starts lined up (design.md "Past one runner"). */
  alignment_ms: ShardAlignment,
});
export type StageShards = z.infer<typeof StageShards>;

const lagSummary = LagSummary.nullable();

export const StageResult = z.object({
  provider: fromTheStart(z.string()),
  prompt: fromTheStart(z.string()),
  /** `--location`: where the client ran; absent when the run named none. */
  location: z.string().optional(),
  stage: fromTheStart(count),
  label: fromTheStart(z.string()),
  offered: OfferedLoad,
  /** First measured dispatch to last end of a measured request, seconds. */
  window_s: nullableNumber,
  /** Measured (non-warmup) requests. */
  requests: z.number(),
  /** Of them, the ones that succeeded. */
  completed: z.number(),
  streamed: z.number(),
  buffered: z.number(),
  errors: z.number(),
  /** Measured requests measured while the client was stalled: left out of TPOT and ITL (absent in results that predate it). */
  client_stalled: z.number().optional(),
  /** Requests recorded as not sent (the endpoint unreachable); absent in results written before it was counted. */
  not_sent: z.number().optional(),
  /** Measured requests' sends again after a stale pooled connection (requests' `retries`, summed); absent in older results. */
  retries: z.number().optional(),
  /**
   * A stage of a duration whose endpoint became unreachable: seconds of its
   * window left when it stopped sending (its length less the first not-sent
   * request's scheduled time); null when it ran its course or has a request
   * count (not_sent then says what was left). Absent in results written before it.
   */
  stopped_early_s: nullableNumber.optional(),
  warmups: z.number(),
  /** Measured dispatches per second of the stage's measured duration. */
  achieved_rate: nullableNumber,
  /**
   * Requests in flight (warmups included), time-averaged over the stage's
   * measured duration (for a stage of N requests dispatched all at once:
   * first measured dispatch to last end).
   */
  achieved_concurrency: nullableNumber,
  /** In flight in the stage's unit (requests; a conversation's sessions) over the same window; absent in older results. */
  reached_concurrency: ReachedConcurrency.nullable().optional(),
  /** The stage never put its offered load on the endpoint (both numbers); null when it did; absent in older results. */
  offered_not_reached: OfferedNotReached.nullable().optional(),
  /** Requests that ended inside the window (warmups included), per second of it. */
  request_throughput: nullableNumber,
  /** Output tokens streamed inside the window (each request's spread over its streaming interval), per second. */
  output_token_throughput: nullableNumber,
  /**
   * Every output token that arrived from the stage's measured requests,
   * failed requests' partial output included, / window_s: what a server's
   * token counter is set against (design.md "Server metrics").
   */
  delivered_output_tps: nullableNumber.optional(),
  /** The server's own figures over the window, when its metrics were scraped (src/metrics). */
  server: inNameOrder(ServerFigures.nullable().optional()),
  ttft_ms: summary,
  tpot_ms: summary,
  itl_ms: summary,
  e2e_ms: summary,
  goodput: StageGoodput.nullable(),
  /** As the group's, over the stage's streamed requests; absent without fluidity targets. */
  fluidity_index: fluiditySummary.optional(),
  fluidity_index_ci: groupInterval.optional(),
  fluidity_index_p10_ci: groupInterval.optional(),
  fluid_share: nullableNumber.optional(),
  /**
   * Measured requests per second that met the TTFT target and reached the
   * target index (analysis.fluidity): smooth goodput; absent without targets.
   */
  smooth_goodput: nullableNumber.optional(),
  dispatch_lag_ms: lagSummary,
  /** Of the lag, what the client itself added (the wait for a max_concurrency slot taken out). */
  client_lag_ms: lagSummary,
  generator_limited: z.boolean(),
  /** Measured requests flagged short_output. */
  short_outputs: z.number(),
  /** A stage merged from shards: how long their windows overlapped; null for an unsharded stage. */
  shards: StageShards.nullable(),
  /** A replay stage: how late each dispatch was against the recorded offset (scaled by speedup), ms; absent otherwise. */
  schedule_lateness_ms: lagSummary.optional(),
  /**
   * The client's stamp error bound over the stage's window: the p99 of its
   * event-loop lag (analyze/stall.ts), ms; null when its traces hold no stall record.
   */
  client_error_ms: nullableNumber.optional(),
});
export type StageResult = z.infer<typeof StageResult>;

export const SaturationResult = z.object({
  provider: z.string(),
  prompt: z.string(),
  /** As StageResult.location. */
  location: z.string().optional(),
  max_output_token_throughput: nullableNumber,
  max_request_throughput: nullableNumber,
  /** The stage with the highest output_token_throughput (of those that reached their load and had a success). */
  at_stage: nullableNumber,
  /** Of the stages whose good fraction reached slo.fraction, the one with the highest request_throughput; null without slo. */
  slo_stage: nullableNumber,
  /** The first stage with buffered responses after a stage that had none: the endpoint began buffering under load. */
  buffering_from_stage: nullableNumber,
  /** Stages whose figures describe the client more than the server. */
  generator_limited_stages: z.array(z.number()),
  /**
   * Stages that never reached their offered load (offered_not_reached): left
   * out of the figures above, as are stages with no successful request.
   * Absent in older results.
   */
  not_reached_stages: z.array(z.number()).optional(),
});
export type SaturationResult = z.infer<typeof SaturationResult>;

/** The figures the regression check compares: those FIGURES marks `compared`, listed in figure-keys.ts. */
export type { ComparedFigureKey };
export const ComparisonVerdict = z.enum(['faster', 'slower', 'no_change', 'insufficient_data']);
export type ComparisonVerdict = z.infer<typeof ComparisonVerdict>;

/** What a change is made of (analyze/attribution.ts; docs/validity.md "Why it moved"). */
export const AttributionPart = z.object({
  /** TTFT: connect, processing, other; end-to-end figures: ttft, decode, output_tokens. */
  part: z.enum(['connect', 'processing', 'other', 'ttft', 'decode', 'output_tokens']),
  /** current - baseline, in the row's unit: ms for TTFT's parts, tok/s for an end-to-end rate's. */
  delta: z.number(),
  /** Its seeded bootstrap interval; null with too few values. */
  ci: Interval.nullable(),
});
export type AttributionPart = z.infer<typeof AttributionPart>;
export const Attribution = z.object({
  parts: z.array(AttributionPart),
  /** The served model x fingerprint sets of the two sides, when they differ (both named something). */
  identity_changed: z.object({ baseline: z.array(z.string()), current: z.array(z.string()) }).nullable(),
  /**
   * End-to-end rates only: the current run's rate at the baseline's median
   * output length (a longer answer is not a slower provider), with its
   * interval, beside the baseline's rate from the same model.
   */
  rate_at_baseline_tokens: z
    .object({ output_tokens: z.number(), tps: z.number(), ci: Interval.nullable(), baseline_tps: z.number() })
    .optional(),
});
export type Attribution = z.infer<typeof Attribution>;

/** One provider x prompt x metric of the regression check (`results.json` field `comparisons`). */
export const Comparison = z.object({
  provider: z.string(),
  prompt: z.string(),
  metric: figureKey<ComparedFigureKey>(),
  /** Median over the baseline runs' streamed responses pooled; null when there are none. */
  baseline_p50: nullableNumber,
  /** Median over this run's streamed responses; null when there are none. */
  current_p50: nullableNumber,
  /** 100 * (current_p50 - baseline_p50) / baseline_p50; null when either is missing. */
  delta_pct: nullableNumber,
  /** Confidence interval of delta_pct (bootstrap of the difference of medians); null when insufficient_data. */
  ci_low_pct: nullableNumber,
  ci_high_pct: nullableNumber,
  /**
   * slower / faster: the whole interval (and delta_pct) lies at least
   * `baseline.min_effect_pct` from 0 on that side, so it excludes 0;
   * insufficient_data: a side has fewer than `baseline.min_samples` values;
   * otherwise no_change. For ttft_ms a higher figure is slower, for the rates
   * a lower one.
   */
  verdict: ComparisonVerdict,
  /**
   * Why the verdict is insufficient_data when it is not a sample count: e.g.
   * the two sides' rates divided different token counts (rate_token_basis).
   * Absent otherwise.
   */
  reason: z.string().optional(),
  /** Values on each side (streamed responses with the figure) and baseline runs that had the group. */
  baseline_n: z.number(),
  current_n: z.number(),
  baseline_runs: z.number(),
  // Added later, in name order:
  /** slower / faster only: what the change is made of, and whether the served model changed. */
  attribution: addedLater(Attribution.optional()),
  /**
   * slower / faster only: false when the group's validity is not trusted
   * (its reasons say why), so the change is reported as unconfirmed and does
   * not fail --fail-on-regression without --fail-on-unconfirmed.
   */
  confirmed: addedLater(z.boolean().optional()),
  /** The group's location: compared with the baseline's requests from the same place only; absent without one. */
  location: addedLater(z.string().optional()),
  /**
   * A share (check_pass_rate): each side's passed/n with its Wilson 95%
   * interval. Then baseline_p50 and current_p50 are the shares and
   * ci_low_pct/ci_high_pct Newcombe's interval of their difference, in
   * percent of the baseline share; absent for the other figures.
   */
  share: addedLater(
    inNameOrder(
      z
        .object({
          baseline: z.object({ passed: count, n: count, low: z.number(), high: z.number() }),
          current: z.object({ passed: count, n: count, low: z.number(), high: z.number() }),
        })
        .optional(),
    ),
  ),
});
export type Comparison = z.infer<typeof Comparison>;

/** A provider x prompt's saturation point against the baseline's (analyze/load-compare.ts). */
export const SaturationComparison = z.object({
  provider: z.string(),
  prompt: z.string(),
  /** The pair's location, when the run named one: compared with the same place's baseline only. */
  location: z.string().optional(),
  metric: z.literal('max_output_token_throughput'),
  /** Median over the baseline runs that had this pair's saturation; null when none. */
  baseline: nullableNumber,
  current: nullableNumber,
  delta_pct: nullableNumber,
  verdict: ComparisonVerdict,
  baseline_runs: z.number(),
  /** Why not comparable, when the runs' stages differ (their labels). */
  reason: z.string().optional(),
});
export type SaturationComparison = z.infer<typeof SaturationComparison>;

/** A per-request comparison (TTFT, the two rates) within one stage, matched to the baseline's stage of the same label. */
export const StageComparison = Comparison.extend({ stage: z.number(), label: z.string() });
export type StageComparison = z.infer<typeof StageComparison>;

export const StreamingChangeKind = z.enum(['became_buffered', 'became_mixed', 'became_streamed']);
export type StreamingChangeKind = z.infer<typeof StreamingChangeKind>;

/**
 * A group whose streaming verdict changed against the baseline (`results.json`
 * field `streaming_changes`). A response that arrived buffered never counts
 * as a streaming-speed regression (the comparisons use streamed responses
 * only); a group that stopped streaming is reported here instead.
 */
export const StreamingChange = z.object({
  provider: z.string(),
  prompt: z.string(),
  /** The baseline runs' responses tallied together. */
  baseline_streaming: StreamingVerdict,
  current_streaming: StreamingVerdict,
  baseline_streamed: z.number(),
  baseline_buffered: z.number(),
  current_streamed: z.number(),
  current_buffered: z.number(),
  change: StreamingChangeKind,
  /** True when the share of buffered responses rose to a worse verdict (observed -> mixed/not observed, mixed -> not observed). */
  alert: z.boolean(),
  /** On an alert: false when the group's client stalled or was generator-limited: a client too starved to read apart makes streams look buffered (docs/validity.md). */
  confirmed: z.boolean().optional(),
});
export type StreamingChange = z.infer<typeof StreamingChange>;

/** One run the baseline was built from. */
export const BaselineRun = z.object({
  started_at: z.string(),
  config_sha256: z.string(),
  /** The CI run id and commit, when the run recorded them. */
  ci_run_id: nullableString,
  sha: nullableString,
  /** Where it was read from (an output folder, a results.json, a history entry), when known. */
  source: nullableString,
});
export type BaselineRun = z.infer<typeof BaselineRun>;

/** What the comparisons were made against and with which settings (`results.json` field `baseline`). */
export const BaselineInfo = z.object({
  runs: z.array(BaselineRun),
  /** Smallest |delta_pct| that counts as a change. */
  min_effect_pct: z.number(),
  ci_level: z.number(),
  resamples: z.number(),
  min_samples: z.number(),
  /** Always "bootstrap CI of the difference of medians (baseline resampled by run, then by response)". */
  method: z.string(),
});
export type BaselineInfo = z.infer<typeof BaselineInfo>;

export const FlagReason = z.enum([
  'buffered',
  'implausible',
  'error',
  'token_mismatch',
  'hidden_reasoning',
  'coarse',
  'truncated',
  'content_filter',
  'short_output',
  'client_stalled',
  /** The answer failed a check of its prompt's `expect:`. */
  'check_failed',
]);
export type FlagReason = z.infer<typeof FlagReason>;

/** One entry per request and reason (a buffered request with an implausible rate appears twice). */
export const Flag = z.object({
  id: z.string(),
  provider: z.string(),
  prompt: z.string(),
  reason: FlagReason,
  detail: z.string(),
});
export type Flag = z.infer<typeof Flag>;

/**
 * One provider x prompt x location (results.json `by_location`, set when any
 * request names a location): TTFT and the two rates, p50 with its interval,
 * so the same provider can be read side by side from each place.
 */
export const LocationFigures = z.object({
  provider: z.string(),
  prompt: z.string(),
  location: nullableString,
  n: z.number(),
  n_ttft: z.number(),
  ttft_ms_p50: nullableNumber,
  ttft_ms_ci: groupInterval,
  post_first_content_tps_p50: nullableNumber,
  post_first_content_tps_ci: groupInterval,
  end_to_end_tps_p50: nullableNumber,
  end_to_end_tps_ci: groupInterval,
});
export type LocationFigures = z.infer<typeof LocationFigures>;

export const Results = z.object({
  schema: fromTheStart(z.literal(RESULTS_SCHEMA)),
  run: fromTheStart(RunInfo),
  /** The thresholds the run was judged by (the config's `analysis`, defaults filled in). */
  analysis: fromTheStart(
    Analysis.extend({
      max_client_stall_ms: addedLater(Analysis.shape.max_client_stall_ms),
      expect: addedLater(inNameOrder(Analysis.shape.expect)),
      validity: addedLater(inNameOrder(Analysis.shape.validity)),
    }),
  ),
  requests: fromTheStart(z.array(RequestResult)),
  groups: fromTheStart(z.array(GroupResult)),
  /** Measured (non-warmup) requests a person should look at, in request order. */
  flagged: z.array(Flag),
  /** Set by `compare` / `run --baseline` only: what the run was compared with. */
  baseline: BaselineInfo.optional(),
  /** Set with `baseline`: one entry per provider x prompt x metric of this run, in group order. */
  comparisons: z.array(Comparison).optional(),
  /** Set with `baseline`: groups whose streaming verdict changed (empty when none did). */
  streaming_changes: z.array(StreamingChange).optional(),
  // Added later, in name order:
  /** Set when any request names a location: one entry per provider x prompt x location. */
  by_location: addedLater(inNameOrder(z.array(LocationFigures).optional())),
  /** Set for a load run: one per provider x prompt. */
  saturation: addedLater(inNameOrder(z.array(SaturationResult).optional())),
  /** Set with `baseline` for a load run: each pair's saturation throughput against the baseline's. */
  saturation_comparisons: addedLater(inNameOrder(z.array(SaturationComparison).optional())),
  /** Set for a load run (design.md "Load"): the slo goodput was judged against, or null without one. */
  slo: addedLater(inNameOrder(Slo.nullable().optional())),
  /** Set with `baseline` for a load run: per stage and metric, against the baseline's stage of the same label. */
  stage_comparisons: addedLater(inNameOrder(z.array(StageComparison).optional())),
  /** Set for a load run: one per provider x prompt x stage. */
  stages: addedLater(inNameOrder(z.array(StageResult).optional())),
});
export type Results = Omit<z.infer<typeof Results>, 'groups'> & { groups: GroupResult[] };
