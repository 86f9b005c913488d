// The trace line: what the client saw for one request, and nothing derived.
// Every label (streamed, buffered, implausible) is computed from these fields
// by src/analyze, so a finished run can be re-labelled without new requests.
// Field names are the public contract (snake_case, see design.md).

export const TRACE_SCHEMA = 'streamgauge.trace/1';

export type EventKind = 'content' | 'reasoning' | 'usage' | 'meta' | 'comment' | 'error' | 'done' | 'invalid';

export type ErrorKind =
  | 'connect'
  | 'http_status'
  | 'timeout_headers'
  | 'timeout_idle'
  | 'timeout_total'
  | 'disconnect'
  | 'stream_error'
  | 'cancelled'
  /** Past max_response_mb, or one SSE line/event, NDJSON line or event-stream frame past 8 MiB (README, "Limits"). */
  | 'too_large'
  /** A 2xx whose body is neither a stream the adapter reads nor the api's JSON reply (an HTML page, prose). */
  | 'not_a_stream'
  /** The request could not be signed (SigV4): nothing was sent. */
  | 'sign'
  /**
   * Not sent: the provider's endpoint was unreachable for
   * max_consecutive_connect_errors requests in a row (the message says so).
   * Counted apart from failures.
   */
  | 'not_sent';

export interface TraceError {
  kind: ErrorKind;
  message: string;
  http_status?: number;
  retry_after_s?: number;
}

/** Milliseconds after dispatch; null when the moment never came. */
export interface TraceMoments {
  /** The request fully written to the connection (absent in traces that predate it). */
  sent?: number | null;
  headers: number | null;
  first_byte: number | null;
  first_event: number | null;
  first_content: number | null;
  first_answer: number | null;
  last_content: number | null;
  end: number | null;
}

export interface TraceUsage {
  output_tokens: number | null;
  reasoning_tokens: number | null;
  input_tokens: number | null;
  /**
   * Prompt tokens the provider served from its prompt cache (OpenAI-compatible
   * prompt_tokens_details.cached_tokens, Anthropic cache_read_input_tokens,
   * Gemini cachedContentTokenCount, ...); absent in older traces and when the
   * provider said nothing.
   */
  input_cached_tokens?: number | null;
  /**
   * Every prompt token, cached or not, when `input_tokens` leaves the cache
   * out (Anthropic and Bedrock count cache reads and writes apart); absent
   * when input_tokens already is the whole prompt.
   */
  input_total_tokens?: number | null;
}

export interface ReferenceTokens {
  /** e.g. "o200k_base" */
  tokenizer: string;
  /** answer and reasoning text together */
  output_tokens: number;
  reasoning_tokens: number;
}

export interface TraceHttp {
  status: number | null;
  content_type: string | null;
  content_encoding: string | null;
  request_id: string | null;
  /** Response headers that explain a result (rate limits, retry-after, server-timing, ...). */
  headers: Record<string, string>;
}

/**
 * The connection a request went out on. A new one has its phases as
 * durations (ms): dns_ms null when the host was an IP address, tls_ms null
 * for http; a reused one has all three null.
 */
export interface TraceConn {
  reused: boolean;
  dns_ms: number | null;
  tcp_ms: number | null;
  tls_ms: number | null;
}

export interface TraceRetry {
  kind: 'stale_connection';
  message: string;
  at_ms: number;
}

export interface Trace {
  schema: typeof TRACE_SCHEMA;
  id: string;
  provider: string;
  api: string;
  model: string;
  prompt: string;
  rep: number;
  warmup: boolean;
  attempt: number;
  /** The unique prefix sent ahead of the prompt, or null when cache_bust is off. */
  cache_bust: string | null;
  t0_epoch_ms: number;
  at: TraceMoments;
  /** [ms after dispatch, bytes] for every network read of the body. */
  reads: Array<[number, number]>;
  /** [ms after dispatch, kind, chars]; the ms is that of the read that completed the event. */
  events: Array<[number, EventKind, number]>;
  content_reads: number;
  http: TraceHttp;
  usage: TraceUsage | null;
  output: { chars: number; reasoning_chars: number };
  /** The model and fingerprint the response body names, when it names them. */
  response_meta: {
    model: string | null;
    system_fingerprint: string | null;
    /**
     * What the provider said about how the answer ended, when it was not an
     * ordinary stop (e.g. "stop_reason max_tokens", "finishReason SAFETY");
     * absent when it said nothing of note.
     */
    notes?: string[];
  };
  /**
   * Provider-reported timings of its own work, by name. `generation_ms` (and
   * `generation_tokens` when the server counts them itself) is the server's
   * generation interval, from which the server-side rate is computed.
   */
  server_timing: Record<string, number> | null;
  /**
   * [ms, output_tokens]: each output-token count the provider reported, with
   * the time of the read that carried it, in order. A server that counts on
   * every chunk (vLLM's `stream_options.continuous_usage_stats`) gives a
   * running count per read, from which first_read_tokens is exact. Absent in
   * traces that predate it.
   */
  token_counts?: Array<[number, number]>;
  /**
   * The connection, or null when it was not measured (no connection was made,
   * or the dispatcher does not time its connections); absent in traces that predate it.
   */
  conn?: TraceConn | null;
  /**
   * Attempts that failed before this one answered: a request on a reused
   * connection that the server had already closed is sent once more on a
   * new one (nothing had been received). at_ms: when the attempt failed, ms
   * after its own dispatch. The trace's timings are those of the attempt
   * that answered, from its own dispatch. Absent when there was none.
   */
  retries?: TraceRetry[];
  /** The received text counted with one shared reference tokenizer; absent in traces that predate it. */
  reference_tokens?: ReferenceTokens | null;
  error: TraceError | null;
  /** Where the request sat in a load stage; null (or absent, in older traces) outside a load run. */
  load?: TraceLoad | null;
  /** What a synthetic prompt asked for; absent for other prompts. */
  synthetic?: TraceSynthetic | null;
  /**
   * The client's own event-loop stalls (the thread that stamps reads could
   * not run) that overlapped this request: [ms after dispatch the stall
   * began (negative when before), its length in ms], each at least
   * STALL_FLOOR_MS (src/measure/stall.ts). [] when none; absent in traces
   * written without the monitor, whose stalls are unknown.
   */
  client_stalls?: Array<[number, number]>;
  /** A conversation's session (0-based within its prompt, or within its stage in a load run); absent otherwise. */
  session?: number;
  /** The turn within the session, 0-based; absent outside conversations. */
  turn?: number;
  /** What a dataset, replay or conversation prompt sent; absent for other prompts. */
  workload?: TraceWorkload | null;
  /** `--location`: where the client ran (e.g. "eu-west"); absent when none was given. */
  location?: string;
}

/** What a workload prompt sent, for the sent-length distributions. */
export interface TraceWorkload {
  source: 'dataset' | 'replay' | 'conversation';
  /** The 1-based line (or item) of the file the request came from; null for synthetic sessions. */
  line: number | null;
  /** Reference tokens of the text sent (the cache-bust prefix aside), when known. */
  input_tokens: number | null;
  /** The max_tokens sent. */
  max_tokens: number;
  /** dataset: reference tokens of the answer the dataset had; replay: the output length it recorded. */
  answer_tokens?: number | null;
  /** replay: the line's session_id. */
  session_id?: string | null;
  /** conversation: the think time waited before this turn, ms. */
  think_ms?: number;
}

/** The offered load of a stage, as configured (nulls where it does not apply). */
export interface OfferedLoad {
  concurrency: number | null;
  rate: number | null;
  arrival: 'poisson' | 'constant' | 'gamma' | null;
  burstiness: number | null;
  max_concurrency: number | null;
  /** A replay stage: the trace file as the config named it, the time scale and its lines; absent otherwise. */
  replay?: { file: string; speedup: number; lines: number } | null;
}

export interface TraceLoad {
  /** 0-based, in config order (sweep stages in the order they ran). */
  stage: number;
  /** Wall clock when the stage started, on the same time base as t0_epoch_ms. */
  stage_t0_epoch_ms: number;
  /**
   * When the schedule wanted this dispatch, ms after the stage started: the
   * arrival time (open loop) or the moment its slot came free (closed loop).
   * Dispatch lag = t0_epoch_ms - stage_t0_epoch_ms - scheduled_ms.
   */
  scheduled_ms: number;
  /** "c=8", "4 req/s poisson" */
  label: string;
  offered: OfferedLoad;
  /** The stage's length (duration_s), or null for a stage of `requests` requests. */
  duration_s: number | null;
  /** The stage's request count (requests), or null for a timed stage. */
  requests: number | null;
  warmup_s: number;
  /** Of the lag, ms this arrival waited for a slot under max_concurrency (the server's doing, not the client's). */
  slot_wait_ms: number;
  /** The arrival generator's seed (open loop), or null. */
  seed: number | null;
  /** With --shard: which shard sent it; `offered` and `label` stay the whole stage's. */
  shard?: { index: number; count: number } | null;
  /** With --shard: this shard's part of the offered load. */
  shard_offered?: OfferedLoad | null;
  /** With --start-at: when the stage was planned to start on the shared wall clock (epoch ms); absent otherwise. */
  planned_t0_epoch_ms?: number;
  /** With --start-at: how late this shard began the stage (0 when on time); it then ran what was left of it. */
  joined_late_ms?: number;
}

export interface TraceSynthetic {
  seed: number;
  /** Which text of the prompt (0-based). */
  k: number;
  /** Reference (o200k_base) tokens of the text sent, the cache-bust prefix aside. */
  input_tokens: number;
  /** The output target, sent as max_tokens. */
  output_tokens: number;
  prefix_tokens: number;
  /** What the config asked for, e.g. "lognormal(median 512, sigma 0.6) in [64, 4096]" (absent in older traces). */
  asked?: { input_tokens: string; output_tokens: string };
}
