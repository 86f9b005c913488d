import type { ServerFigures } from '../metrics/server-figures.ts';
import type { Analysis, Slo } from '../config/schema.ts';
import type { SaturationResult, StageResult } from './load-figures.ts';
import type { ErrorKind } from '../trace.ts';
import type { ClockOffset } from './clock-offset.ts';
import type { Summary } from '../stats.ts';
import type { ComparedFigureKey, RankedFigureKey } from './figures.ts';

// The results contract (`results.json`, schema "streamgauge.results/1").
// Field names are public (snake_case, see design.md "Results"): add fields
// freely, rename or remove none without bumping RESULTS_SCHEMA.

export const RESULTS_SCHEMA = 'streamgauge.results/1';

export interface CiInfo {
  provider: 'github';
  run_id: string;
  run_attempt: number;
  sha: string;
  ref: string;
  repository: string;
  /** GITHUB_SERVER_URL (https://github.com, or a GitHub Enterprise host), for links to the run; absent in older runs. */
  server_url?: string;
}

/** Provenance of a run. Passed in as data: the analysis never reads a clock or the environment. */
export interface RunInfo {
  tool_version: string;
  node_version: string;
  platform: string;
  arch: string;
  /** ISO 8601 */
  started_at: string;
  /** ISO 8601 */
  finished_at: string;
  /** ISO 8601: set when `reanalyze` re-labelled the run's traces (started_at/finished_at stay the run's). */
  reanalyzed_at?: string;
  /** hex; empty when unknown (a run re-analyzed without its results.json). */
  config_sha256: string;
  /** The config file as given on the command line, or null when there was none (e.g. the demo). */
  config_file: string | null;
  /** 1-based index of this shard and the shard count, or null when the run was not sharded. */
  shard: { index: number; count: number } | null;
  ci: CiInfo | null;
  /**
   * The client's event-loop stalls over the run (ticks' lateness, ms), and
   * how many stalls exceeded the run's analysis.max_client_stall_ms. Absent
   * for runs measured without the monitor (merged runs: each shard's own
   * stays in its results).
   */
  client_stalls?: ClientStalls;
  /** `--start-at` (design.md "Past one runner"): the shared start and how this run met it; absent without it. */
  start_at?: RunStartAt;
  /** `--location` / the Action's `location`: where the client ran; absent when none was given. */
  location?: string;
  /**
   * Providers of the config left out because their key variable was unset or
   * empty (`on-missing-key: skip`), each with the reason naming the variable;
   * absent when none was.
   */
  skipped_providers?: Array<{ provider: string; reason: string }>;
}

export interface ClientStalls {
  /** Lateness of the loop's sampling ticks, ms: the stall each tick saw (src/measure/stall.ts). */
  p50: number;
  p99: number;
  max: number;
  /** Stalls longer than the threshold, each counted once. */
  count_over_threshold: number;
  /** The threshold counted against (analysis.max_client_stall_ms). */
  threshold_ms: number;
  /** Ticks sampled. */
  samples: number;
}

/** How a run met its `--start-at`. */
export interface RunStartAt {
  /** ISO 8601: the shared start every shard was given. */
  at: string;
  /** How long the run waited for it, ms (0 when it arrived after it). */
  waited_ms: number;
  /** How long after it the run was ready, ms (0 when it waited); a load run then joined at the stage under way. */
  late_ms: number;
  /** This machine's wall clock against the provider's HTTP Date headers; null when no response carried one. */
  clock_offset: ClockOffset | null;
}

export type Outcome = 'streamed' | 'buffered' | 'error';
export type BufferedRule = 'content_reads' | 'generation_interval';

/**
 * A label a small change would flip: the value that decided the buffered
 * guard lies within its margin of the rule's threshold (BORDERLINE_MARGIN,
 * analyze/classify.ts). `value` and `threshold` are in the rule's unit:
 * reads for `content_reads`, seconds for `generation_interval`.
 */
export interface Borderline {
  rule: BufferedRule;
  value: number;
  threshold: number;
}
export type ResultErrorKind = ErrorKind | 'empty_output';
export type Metric = 'post_first_content' | 'end_to_end';
export type TokenSource = 'usage' | 'server' | `tokenizer:${string}` | 'estimate';
export type StreamingVerdict = 'observed' | 'not_observed' | 'mixed' | 'unknown';
/**
 * Which count the streaming rates divided: `streamed_tokens` when hidden
 * reasoning was taken out of output_tokens, `output_tokens` when nothing was
 * hidden (the two are then equal). Results written before hidden reasoning
 * was counted lack the field: their rates divided output_tokens.
 */
export type RateTokenBasis = 'output_tokens' | 'streamed_tokens';
/**
 * How hidden_reasoning_tokens was found: `exact` (reasoning_tokens, no
 * reasoning text streamed), `summary_scaled` / `summary_reference` /
 * `summary_chars` (reasoning_tokens minus the streamed summary, counted with
 * the reference tokenizer and scaled by the answer's provider/reference
 * ratio, unscaled, or chars/4), `beyond_reference` (no reasoning split: the
 * provider count beyond the reference count of the received text).
 */
export type HiddenReasoningEstimate =
  'exact' | 'summary_scaled' | 'summary_reference' | 'summary_chars' | 'beyond_reference';
/** coarse: more tokens per content read than analysis.max_tokens_per_read. */
export type Chunking = 'fine' | 'coarse';
/** How first_read_tokens was found: the server's running count per read, or the streamed tokens shared by chars. */
export type FirstReadTokensBasis = 'server_count' | 'chars';

export interface RequestResult {
  id: string;
  provider: string;
  model: string;
  prompt: string;
  rep: number;
  warmup: boolean;
  outcome: Outcome;
  /** The buffered guard that fired (the reads rule when both hold); null unless buffered. */
  buffered_rule: BufferedRule | null;
  /** The streamed/buffered label lies within a rule's margin (null otherwise; absent in results written before it). */
  borderline?: Borderline | null;
  error_kind: ResultErrorKind | null;
  error_message: string | null;
  http_status: number | null;
  /** The throughput figure this request reports: null on error. */
  metric: Metric | null;
  /** First content; null when buffered or error. */
  ttft_ms: number | null;
  /** First answer text; null when buffered or error (or when no answer text came). */
  ttfa_ms: number | null;
  first_byte_ms: number | null;
  headers_ms: number | null;
  /** at.sent: the request fully written; null when not recorded. */
  sent_ms: number | null;
  /**
   * True when the request went out on a connection opened for it (its TTFT
   * then includes DNS, TCP and TLS), false on a reused one, null when not
   * measured (an older trace, or no connection was made).
   */
  new_connection: boolean | null;
  /** dns_ms + tcp_ms + tls_ms of a new connection; null otherwise. */
  connect_ms: number | null;
  /**
   * Times the request was sent again after meeting a stale pooled
   * connection (trace `retries`); its timings are the answering attempt's.
   * Absent in results written before it was counted.
   */
  retries?: number;
  dns_ms: number | null;
  tcp_ms: number | null;
  tls_ms: number | null;
  first_content_ms: number | null;
  /** at.end: dispatch to the body fully read (or to where a failed request stopped). */
  total_ms: number | null;
  /** end - first_content: the interval the buffered guard judged. */
  generation_ms: number | null;
  content_reads: number;
  output_tokens: number;
  reasoning_tokens: number | null;
  /** Where `output_tokens` (the count the rates divide) came from. */
  token_source: TokenSource;
  /** The provider's own count (usage or server counter), null when it gave none. */
  usage_output_tokens: number | null;
  /** The same text counted by the shared reference tokenizer, null when not counted. */
  reference_output_tokens: number | null;
  reference_tokenizer: string | null;
  /** (provider count - reference count) / reference count, over comparable text; null when not comparable. */
  token_disagreement: number | null;
  /**
   * Tokens that arrived as text: output_tokens minus hidden_reasoning_tokens.
   * The streaming rate (post_first_content_tps) divides this count.
   */
  streamed_tokens: number;
  /** Reasoning the provider counted but never streamed (exact or estimated, see the estimate); 0 when none. */
  hidden_reasoning_tokens: number;
  hidden_reasoning_estimate: HiddenReasoningEstimate | null;
  /** The streamed reasoning text in provider tokens (estimated from its reference count); null when unknown. */
  streamed_reasoning_tokens: number | null;
  rate_token_basis: RateTokenBasis;
  /** Prompt tokens the provider served from its prompt cache (usage, or llama.cpp timings.cache_n); null when it said nothing. */
  input_cached_tokens: number | null;
  /** input_cached_tokens / the whole prompt's tokens (0..1); null when either is unknown. */
  input_cached_share: number | null;
  /** The server's own generation interval, when it reports one (Ollama eval_duration, Groq completion_time, ...). */
  server_generation_ms: number | null;
  /** Tokens / the server's generation interval: a third figure, never merged with the client-observed two. */
  server_tps: number | null;
  /** streamed_tokens / generation interval; null when buffered or error (or the interval is 0). */
  post_first_content_tps: number | null;
  /** output_tokens / total time; null on error (or when the total time is 0). */
  end_to_end_tps: number | null;
  /** True when any reported rate exceeds max_plausible_tps (or is undefined over a zero-length interval). */
  implausible: boolean;
  /** True when |token_disagreement| exceeds max_token_disagreement. */
  token_mismatch: boolean;
  /**
   * The longest stall of the client's own event loop that overlapped the
   * content interval (ms); 0 when none did; null when not measured (older
   * traces) or the request had no content interval.
   */
  client_stall_ms?: number | null;
  /**
   * client_stall_ms above analysis.max_client_stall_ms: the reads were
   * stamped late and together, so the request's rates and ITL are left out
   * of summaries and rankings (and it is not judged implausible).
   */
  client_stalled?: boolean;
  // Stream timing detail (design.md): null unless streamed.
  /** Streamed tokens credited to the first content read. */
  first_read_tokens: number | null;
  /** server_count (a running count on every content read) or chars (apportioned by the reads' chars). */
  first_read_tokens_basis: FirstReadTokensBasis | null;
  /** (last_content - first_content) / (streamed tokens - first_read_tokens). */
  tpot_ms: number | null;
  /** 1000 / tpot_ms: the rate after the first read. */
  decode_tps: number | null;
  /** Streamed tokens / content_reads. */
  tokens_per_content_read: number | null;
  chunking: Chunking | null;
  /** The longest silence between two content reads after first content. */
  max_gap_ms: number | null;
  /** The provider said the answer was cut by a length limit (finish_reason length, MAX_TOKENS, ...). Not an error. */
  truncated: boolean;
  /** The provider said a content filter ended or blocked the answer (finish_reason content_filter, SAFETY, ...). */
  content_filtered: boolean;
  /** A synthetic prompt's output target (its max_tokens); absent for other prompts. */
  output_target_tokens?: number;
  /** output_tokens below 90% of output_target_tokens; absent for other prompts. */
  short_output?: boolean;
  /** A load run: the stage the request ran in (trace load.stage); absent otherwise. */
  load_stage?: number;
  /** A conversation: the session (0-based) and the turn in it (0-based); absent otherwise. */
  session?: number;
  turn?: number;
  /** The trace's location (`--location`); absent when the run named none. */
  location?: string;
}

/** A figure's five numbers, defined beside summarize (src/stats.ts), which computes them. */
export type { Summary };

/** One turn index of a conversation prompt's group (analyze/workload.ts computes these three). */
export interface TurnFigures {
  /** 0-based. */
  turn: number;
  /** Measured requests at this turn. */
  n: number;
  errors: number;
  /** Streamed requests only, as the group's ttft_ms. */
  ttft_ms: Summary | null;
  /** Provider-reported prompt tokens (the context so far), p50; null when no provider said. */
  input_tokens_p50: number | null;
  /** p50 of input_cached_tokens / input_tokens over the requests whose provider reported both; null otherwise. */
  input_cached_share: number | null;
  /** With an slo: the share of this turn's requests that met it (errors count as not good); null without. */
  good_fraction: number | null;
}

/** A conversation prompt's sessions (measured ones). */
export interface SessionFigures {
  /** Sessions with at least one measured turn. */
  n: number;
  /** Turns sent per session. */
  turns: Summary | null;
  /** First turn's dispatch to the last turn's end, ms: the user's whole conversation. */
  duration_ms: Summary | null;
  /** Output tokens over the session's turns. */
  output_tokens: Summary | null;
  /** Sessions in which a turn failed (the session stops at a failed turn). */
  failed: number;
}

/** The lengths a group's requests sent, against what the config asked. */
export interface SentLengths {
  source: 'synthetic' | 'dataset' | 'replay' | 'conversation';
  /** Reference tokens of the prompts sent (the cache-bust prefix aside); null when unknown (conversations: see by_turn). */
  input_tokens: Summary | null;
  /** The max_tokens sent. */
  max_tokens: Summary | null;
  /** Output tokens received (successful requests). */
  output_tokens: Summary | null;
  /** Synthetic prompts: the distributions asked for, in words; null otherwise. */
  asked: { input_tokens: string; output_tokens: string } | null;
}

export interface GroupResult {
  /** A conversation prompt: figures by turn index (analyze/workload.ts); absent otherwise. */
  by_turn?: TurnFigures[];
  /** A conversation prompt: figures per session; absent otherwise. */
  sessions?: SessionFigures;
  /** A synthetic, dataset, replay or conversation prompt: the lengths sent, against what was asked; absent otherwise. */
  sent_lengths?: SentLengths;
  provider: string;
  model: string;
  prompt: string;
  /** Where the requests came from (`--location`); absent when the run named none. Groups are per location. */
  location?: string;
  /** Measured requests (warmups excluded). */
  n: number;
  streamed: number;
  buffered: number;
  /** Measured requests whose streamed/buffered label is borderline (RequestResult.borderline); absent in older results. */
  borderline?: number;
  /** Requests sent that failed (not_sent ones are counted apart). */
  errors: number;
  /**
   * Requests not sent because the provider's endpoint was unreachable
   * (max_consecutive_connect_errors in a row); in `n`, not in `errors`.
   * Absent in results written before it was counted.
   */
  not_sent?: number;
  /** Measured requests' sends again after a stale pooled connection (requests' `retries`, summed); absent in older results. */
  retries?: number;
  /** Measured requests flagged implausible. */
  implausible: number;
  /** Measured requests measured while the client was stalled: their rates are left out. */
  client_stalled?: number;
  streaming: StreamingVerdict;
  /** Over streamed requests. */
  ttft_ms: Summary | null;
  /** Over streamed requests that saw answer text. */
  ttfa_ms: Summary | null;
  /** Over streamed requests with a defined rate. */
  post_first_content_tps: Summary | null;
  /** Over successful requests with a defined rate. */
  end_to_end_tps: Summary | null;
  /** Over successful requests (a failed request's total is where it stopped, not a response time). */
  total_ms: Summary | null;
  /** Server-reported rate over successful requests that report one. */
  server_tps: Summary | null;
  // Stream timing detail, over streamed requests only (null when none).
  tpot_ms: Summary | null;
  decode_tps: Summary | null;
  /** Inter-token latency: each gap between content reads divided evenly over the tokens of the read that ended it, one sample per token. */
  itl_ms: Summary | null;
  /** One sample per gap between two content reads. */
  chunk_gap_ms: Summary | null;
  max_gap_ms: Summary | null;
  /** Streamed requests with a decode rate. */
  n_decode: number;
  /** Streamed requests whose chunking is coarse. */
  coarse: number;
  /** Measured requests the provider cut at a length limit. */
  truncated: number;
  n_server: number;
  /** Measured requests whose provider count disagrees with the reference tokenizer. */
  token_mismatches: number;
  /**
   * Successful measured requests with hidden reasoning, and the p50 of their
   * hidden, output and streamed counts ("64 of 78 tokens hidden; rates count
   * the 14 streamed"); null when no request had any.
   */
  hidden_reasoning: GroupHiddenReasoning | null;
  /**
   * p50 of the measured requests' cached share of the prompt (0..1): near 0
   * when cache_bust works, the shared prefix's share when one is cached;
   * null when the provider reported no cached count.
   */
  input_cached_share: number | null;
  /**
   * Without load: the server's figures over its provider's whole measurement
   * (every request of every prompt, warmups included: the server counts them
   * all), the same on each of the provider's groups; when its metrics were
   * scraped (src/metrics).
   */
  server?: ServerFigures | null;
  n_ttft: number;
  n_ttfa: number;
  n_post_first_content: number;
  n_end_to_end: number;
  n_total: number;
  /**
   * Confidence interval of `ttft_ms.p50`: a percentile bootstrap (2,000
   * resamples, mulberry32 seeded with fnv1a32(provider, prompt, metric), so
   * re-analysing gives the same numbers); null below MIN_SAMPLES (3) values.
   */
  ttft_ms_ci: GroupInterval | null;
  /** Confidence interval of `post_first_content_tps.p50`; as ttft_ms_ci. */
  post_first_content_tps_ci: GroupInterval | null;
  /** Confidence interval of `end_to_end_tps.p50`; as ttft_ms_ci. */
  end_to_end_tps_ci: GroupInterval | null;
  /** Confidence interval of `decode_tps.p50`; as ttft_ms_ci. */
  decode_tps_ci: GroupInterval | null;
  /**
   * True when the group has a post-first-content figure but from fewer than
   * MIN_SAMPLES (3) streamed responses: reports show it unranked, saying so,
   * instead of giving it a place in the ranking.
   */
  too_few_samples: boolean;
  /**
   * Per ranked figure: the group's place by p50 and the 95% interval of its
   * place over the seeded bootstrap resamples its intervals use; null when
   * the group takes no place (see `unranked`).
   */
  ranks: GroupRanks;
  /** Per ranked figure: why the group takes no place, or null when it is ranked. */
  unranked: Record<RankedFigure, UnrankedReason | null>;
}

export interface GroupHiddenReasoning {
  requests: number;
  /** Of the group's successful measured requests. */
  of: number;
  hidden_tokens_p50: number;
  output_tokens_p50: number;
  streamed_tokens_p50: number;
  /** True when any of the counts was estimated (not `exact`). */
  estimated: boolean;
  /** True when the streaming rates divided streamed_tokens (false with rate_tokens: reference, which counts received text). */
  rates_exclude_hidden: boolean;
}

/** The figures ranked in their own tables: those FIGURES (src/analyze/figures.ts) marks `ranked`. */
export type RankedFigure = RankedFigureKey;

/**
 * no_values: the group has no such figure (all buffered or failed);
 * too_few_samples: fewer than MIN_SAMPLES values; implausible: a rate
 * ranking, and a request of the group has a rate above max_plausible_tps;
 * mostly_failed: more of its requests failed or were not sent than were
 * answered (a server that went away part way: its early answers do not
 * make it fastest).
 */
export type UnrankedReason = 'no_values' | 'too_few_samples' | 'implausible' | 'mostly_failed';

/** A group's place in one ranking. */
export interface GroupRank {
  /** 1-based place by p50 (fastest first), equal p50s in run order. */
  rank: number;
  /** The 95% interval of the place over the resamples (it always holds `rank`). */
  low: number;
  high: number;
  /** Share of the resamples in which the group took place `rank` (0-1). */
  share: number;
  /** Groups in this ranking. */
  of: number;
  /**
   * True when flipping the run's borderline labels (see Borderline) would
   * change this place or the groups ranked; `low`/`high` and `of` then cover
   * both labellings. Absent in results written before it.
   */
  label_sensitive?: boolean;
}

export type GroupRanks = Record<RankedFigure, GroupRank | null>;

/** [low, high] of a confidence interval, in the unit of the figure it brackets. */
export interface Interval {
  low: number;
  high: number;
}

/** A group's interval, with its two-sided confidence level (0.95). */
export interface GroupInterval extends Interval {
  level: number;
}

/** The figures the regression check compares: those FIGURES marks `compared`. */
export type ComparisonMetric = ComparedFigureKey;
export type ComparisonVerdict = 'faster' | 'slower' | 'no_change' | 'insufficient_data';

/** One provider x prompt x metric of the regression check (`results.json` field `comparisons`). */
export interface Comparison {
  provider: string;
  prompt: string;
  /** The group's location: compared with the baseline's requests from the same place only; absent without one. */
  location?: string;
  metric: ComparisonMetric;
  /** Median over the baseline runs' streamed responses pooled; null when there are none. */
  baseline_p50: number | null;
  /** Median over this run's streamed responses; null when there are none. */
  current_p50: number | null;
  /** 100 * (current_p50 - baseline_p50) / baseline_p50; null when either is missing. */
  delta_pct: number | null;
  /** Confidence interval of delta_pct (bootstrap of the difference of medians); null when insufficient_data. */
  ci_low_pct: number | null;
  ci_high_pct: number | null;
  /**
   * slower / faster: the whole interval (and delta_pct) lies at least
   * `baseline.min_effect_pct` from 0 on that side, so it excludes 0;
   * insufficient_data: a side has fewer than `baseline.min_samples` values;
   * otherwise no_change. For ttft_ms a higher figure is slower, for the rates
   * a lower one.
   */
  verdict: ComparisonVerdict;
  /**
   * Why the verdict is insufficient_data when it is not a sample count: e.g.
   * the two sides' rates divided different token counts (rate_token_basis).
   * Absent otherwise.
   */
  reason?: string;
  /** Values on each side (streamed responses with the figure) and baseline runs that had the group. */
  baseline_n: number;
  current_n: number;
  baseline_runs: number;
}

/** A provider x prompt's saturation point against the baseline's (analyze/load-compare.ts). */
export interface SaturationComparison {
  provider: string;
  prompt: string;
  /** The pair's location, when the run named one: compared with the same place's baseline only. */
  location?: string;
  metric: 'max_output_token_throughput';
  /** Median over the baseline runs that had this pair's saturation; null when none. */
  baseline: number | null;
  current: number | null;
  delta_pct: number | null;
  verdict: ComparisonVerdict;
  baseline_runs: number;
  /** Why not comparable, when the runs' stages differ (their labels). */
  reason?: string;
}

/** A per-request comparison (TTFT, the two rates) within one stage, matched to the baseline's stage of the same label. */
export interface StageComparison extends Comparison {
  stage: number;
  label: string;
}

export type StreamingChangeKind = 'became_buffered' | 'became_mixed' | 'became_streamed';

/**
 * A group whose streaming verdict changed against the baseline (`results.json`
 * field `streaming_changes`). A response that arrived buffered never counts
 * as a streaming-speed regression (the comparisons use streamed responses
 * only); a group that stopped streaming is reported here instead.
 */
export interface StreamingChange {
  provider: string;
  prompt: string;
  /** The baseline runs' responses tallied together. */
  baseline_streaming: StreamingVerdict;
  current_streaming: StreamingVerdict;
  baseline_streamed: number;
  baseline_buffered: number;
  current_streamed: number;
  current_buffered: number;
  change: StreamingChangeKind;
  /** True when the share of buffered responses rose to a worse verdict (observed -> mixed/not observed, mixed -> not observed). */
  alert: boolean;
}

/** One run the baseline was built from. */
export interface BaselineRun {
  started_at: string;
  config_sha256: string;
  /** The CI run id and commit, when the run recorded them. */
  ci_run_id: string | null;
  sha: string | null;
  /** Where it was read from (an output folder, a results.json, a history entry), when known. */
  source: string | null;
}

/** What the comparisons were made against and with which settings (`results.json` field `baseline`). */
export interface BaselineInfo {
  runs: BaselineRun[];
  /** Smallest |delta_pct| that counts as a change. */
  min_effect_pct: number;
  ci_level: number;
  resamples: number;
  min_samples: number;
  /** Always "bootstrap CI of the difference of medians (baseline resampled by run, then by response)". */
  method: string;
}

export type FlagReason =
  | 'buffered'
  | 'implausible'
  | 'error'
  | 'token_mismatch'
  | 'hidden_reasoning'
  | 'coarse'
  | 'truncated'
  | 'content_filter'
  | 'short_output'
  | 'client_stalled';

/** One entry per request and reason (a buffered request with an implausible rate appears twice). */
export interface Flag {
  id: string;
  provider: string;
  prompt: string;
  reason: FlagReason;
  detail: string;
}

/**
 * One provider x prompt x location (results.json `by_location`, set when any
 * request names a location): TTFT and the two rates, p50 with its interval,
 * so the same provider can be read side by side from each place.
 */
export interface LocationFigures {
  provider: string;
  prompt: string;
  location: string | null;
  n: number;
  n_ttft: number;
  ttft_ms_p50: number | null;
  ttft_ms_ci: GroupInterval | null;
  post_first_content_tps_p50: number | null;
  post_first_content_tps_ci: GroupInterval | null;
  end_to_end_tps_p50: number | null;
  end_to_end_tps_ci: GroupInterval | null;
}

export interface Results {
  schema: typeof RESULTS_SCHEMA;
  run: RunInfo;
  analysis: Analysis;
  requests: RequestResult[];
  groups: GroupResult[];
  /** Measured (non-warmup) requests a person should look at, in request order. */
  flagged: Flag[];
  /** Set by `compare` / `run --baseline` only: what the run was compared with. */
  baseline?: BaselineInfo;
  /** Set with `baseline`: one entry per provider x prompt x metric of this run, in group order. */
  comparisons?: Comparison[];
  /** Set with `baseline`: groups whose streaming verdict changed (empty when none did). */
  streaming_changes?: StreamingChange[];
  /** Set for a load run (design.md "Load"): the slo goodput was judged against, or null without one. */
  slo?: Slo | null;
  /** Set for a load run: one per provider x prompt x stage. */
  stages?: StageResult[];
  /** Set for a load run: one per provider x prompt. */
  saturation?: SaturationResult[];
  /** Set with `baseline` for a load run: each pair's saturation throughput against the baseline's. */
  saturation_comparisons?: SaturationComparison[];
  /** Set with `baseline` for a load run: per stage and metric, against the baseline's stage of the same label. */
  stage_comparisons?: StageComparison[];
  /** Set when any request names a location: one entry per provider x prompt x location. */
  by_location?: LocationFigures[];
}
