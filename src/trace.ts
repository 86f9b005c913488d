import * as z from 'zod';

// The trace line: what the client saw for one request, and nothing derived.
// Every label (streamed, buffered, implausible) is computed from these fields
// by src/analyze, so a finished run can be re-labelled without new requests.
// Field names are the public contract (snake_case, see design.md).
//
// The schema below is the one definition of a trace line: every type here
// is z.infer of it, and the reader (src/run/traces.ts) checks each line
// against it, so the type the code uses and what a file is checked for
// cannot drift apart. z.object, not z.strictObject: a later version may add
// fields; the reader keeps the raw line, so they survive a rewrite.

export const TRACE_SCHEMA = 'streamgauge.trace/1';

const EVENT_KINDS = ['content', 'reasoning', 'usage', 'meta', 'comment', 'error', 'done', 'invalid'] as const;
export const EventKind = z.enum(EVENT_KINDS);
export type EventKind = z.infer<typeof EventKind>;

export const ErrorKind = z.enum([
  'connect',
  'http_status',
  'timeout_headers',
  'timeout_idle',
  'timeout_total',
  'disconnect',
  'stream_error',
  'cancelled',
  /** Past max_response_mb, or one SSE line/event, NDJSON line or event-stream frame past 8 MiB (README, "Limits"). */
  'too_large',
  /** A 2xx whose body is neither a stream the adapter reads nor the api's JSON reply (an HTML page, prose). */
  'not_a_stream',
  /** The request could not be signed (SigV4): nothing was sent. */
  'sign',
  /**
   * Not sent: the provider's endpoint was unreachable for
   * max_consecutive_connect_errors requests in a row (the message says so).
   * Counted apart from failures.
   */
  'not_sent',
]);
export type ErrorKind = z.infer<typeof ErrorKind>;

export const TraceError = z.object({
  kind: ErrorKind,
  message: z.string(),
  http_status: z.number().optional(),
  retry_after_s: z.number().optional(),
});
export type TraceError = z.infer<typeof TraceError>;

const Ms = z.number().nullable();

/** Milliseconds after dispatch; null when the moment never came. */
export const TraceMoments = z.object({
  /** The request fully written to the connection (absent in traces that predate it). */
  sent: Ms.optional(),
  headers: Ms,
  first_byte: Ms,
  first_event: Ms,
  first_content: Ms,
  first_answer: Ms,
  last_content: Ms,
  end: Ms,
});
export type TraceMoments = z.infer<typeof TraceMoments>;

export const TraceUsage = z.object({
  output_tokens: z.number().nullable(),
  reasoning_tokens: z.number().nullable(),
  input_tokens: z.number().nullable(),
  /**
   * Prompt tokens the provider served from its prompt cache (OpenAI-compatible
   * prompt_tokens_details.cached_tokens, Anthropic cache_read_input_tokens,
   * Gemini cachedContentTokenCount, ...); absent in older traces and when the
   * provider said nothing.
   */
  input_cached_tokens: z.number().nullable().optional(),
  /**
   * Every prompt token, cached or not, when `input_tokens` leaves the cache
   * out (Anthropic and Bedrock count cache reads and writes apart); absent
   * when input_tokens already is the whole prompt.
   */
  input_total_tokens: z.number().nullable().optional(),
});
export type TraceUsage = z.infer<typeof TraceUsage>;

export const ReferenceTokens = z.object({
  /** e.g. "o200k_base" */
  tokenizer: z.string(),
  /** answer and reasoning text together */
  output_tokens: z.number(),
  reasoning_tokens: z.number(),
});
export type ReferenceTokens = z.infer<typeof ReferenceTokens>;

/**
 * Why the received text has no reference count: its counting passed a
 * deadline (src/run/tokenizer.ts), one text's (`text_deadline`) or the whole
 * run's (`run_deadline`), and was given up. The request's rates then use the
 * provider's count or the chars/4 estimate, labelled as such.
 */
export const ReferenceTokensMissed = z.object({
  reason: z.enum(['text_deadline', 'run_deadline']),
  deadline_ms: z.number(),
});
export type ReferenceTokensMissed = z.infer<typeof ReferenceTokensMissed>;

export const TraceHttp = z.object({
  status: z.number().nullable(),
  content_type: z.string().nullable(),
  content_encoding: z.string().nullable(),
  request_id: z.string().nullable(),
  /** Response headers that explain a result (rate limits, retry-after, server-timing, ...). */
  headers: z.record(z.string(), z.string()),
});
export type TraceHttp = z.infer<typeof TraceHttp>;

/**
 * The connection a request went out on. A new one has its phases as
 * durations (ms): dns_ms null when the host was an IP address, tls_ms null
 * for http; a reused one has all three null.
 */
export const TraceConn = z.object({
  reused: z.boolean(),
  dns_ms: Ms,
  tcp_ms: Ms,
  tls_ms: Ms,
});
export type TraceConn = z.infer<typeof TraceConn>;

/**
 * One tool call the response made, in the order the calls opened. Reads are
 * indexes into the trace's `reads` (0-based), so each part's time is that
 * read's. At most MAX_TOOL_CALLS calls are kept, a name at most
 * MAX_TOOL_NAME_CHARS characters.
 */
export const TraceToolCall = z.object({
  /** The call's name ("" when the stream never named it). */
  name: z.string(),
  /** The read that carried the name, or null when none did. */
  name_read: z.number().int().nullable(),
  /** Characters of the arguments' JSON text received. */
  args_chars: z.number().int().min(0),
  /** [read, chars] for each read that carried a part of the arguments, in order (one entry per read). */
  args_reads: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type TraceToolCall = z.infer<typeof TraceToolCall>;
export const MAX_TOOL_CALLS = 64;
export const MAX_TOOL_NAME_CHARS = 128;

/**
 * Why an agent session ended at a step: the model answered in text, the
 * step limit, a failed step, or one of the caps on what is carried into the
 * next request (docs/agents.md, "Caps"): too many tool calls in one answer,
 * a name or an arguments text too long, or too many argument characters in
 * the step or the session. A capped session keeps every step it measured.
 */
export const AGENT_END_REASONS = [
  'answered',
  'steps',
  'error',
  'tool_calls_cap',
  'tool_name_cap',
  'tool_args_cap',
  'step_args_cap',
  'session_args_cap',
] as const;
export const TraceAgentEnd = z.object({
  reason: z.enum(AGENT_END_REASONS),
  /** One line for a reader: what was over which cap; "" for the ordinary ends. */
  message: z.string(),
});
export type TraceAgentEnd = z.infer<typeof TraceAgentEnd>;

export const TraceRetry = z.object({
  kind: z.literal('stale_connection'),
  message: z.string(),
  at_ms: z.number(),
});
export type TraceRetry = z.infer<typeof TraceRetry>;

/** What a workload prompt sent, for the sent-length distributions. */
export const TraceWorkload = z.object({
  source: z.enum(['dataset', 'replay', 'conversation']),
  /** The 1-based line (or item) of the file the request came from; null for synthetic sessions. */
  line: z.number().nullable(),
  /** Reference tokens of the text sent (the cache-bust prefix aside), when known. */
  input_tokens: z.number().nullable(),
  /** The max_tokens sent. */
  max_tokens: z.number(),
  /** dataset: reference tokens of the answer the dataset had; replay: the output length it recorded. */
  answer_tokens: z.number().nullable().optional(),
  /** replay: the line's session_id. */
  session_id: z.string().nullable().optional(),
  /** conversation: the think time waited before this turn, ms. */
  think_ms: z.number().optional(),
});
export type TraceWorkload = z.infer<typeof TraceWorkload>;

/** The offered load of a stage, as configured (nulls where it does not apply). */
export const OfferedLoad = z.object({
  concurrency: z.number().nullable(),
  rate: z.number().nullable(),
  arrival: z.enum(['poisson', 'constant', 'gamma']).nullable(),
  burstiness: z.number().nullable(),
  max_concurrency: z.number().nullable(),
  /** A replay stage: the trace file as the config named it, the time scale and its lines; absent otherwise. */
  replay: z.object({ file: z.string(), speedup: z.number(), lines: z.number() }).nullable().optional(),
});
export type OfferedLoad = z.infer<typeof OfferedLoad>;

const Shard = z.object({ index: z.number(), count: z.number() });

export const TraceLoad = z.object({
  /** 0-based, in config order (sweep stages in the order they ran). */
  stage: z.number(),
  /** Wall clock when the stage started, on the same time base as t0_epoch_ms. */
  stage_t0_epoch_ms: z.number(),
  /**
   * When the schedule wanted this dispatch, ms after the stage started: the
   * arrival time (open loop) or the moment its slot came free (closed loop).
   * Dispatch lag = t0_epoch_ms - stage_t0_epoch_ms - scheduled_ms.
   */
  scheduled_ms: z.number(),
  /** "c=8", "4 req/s poisson" */
  label: z.string(),
  offered: OfferedLoad,
  /** The stage's length (duration_s), or null for a stage of `requests` requests. */
  duration_s: z.number().nullable(),
  /** The stage's request count (requests), or null for a timed stage. */
  requests: z.number().nullable(),
  warmup_s: z.number(),
  /** Of the lag, ms this arrival waited for a slot under max_concurrency (the server's doing, not the client's). */
  slot_wait_ms: z.number(),
  /** The arrival generator's seed (open loop), or null. */
  seed: z.number().nullable(),
  /** With --shard: which shard sent it; `offered` and `label` stay the whole stage's. */
  shard: Shard.nullable().optional(),
  /** With --shard: this shard's part of the offered load. */
  shard_offered: OfferedLoad.nullable().optional(),
  /** With --start-at: when the stage was planned to start on the shared wall clock (epoch ms); absent otherwise. */
  planned_t0_epoch_ms: z.number().optional(),
  /** With --start-at: how late this shard began the stage (0 when on time); it then ran what was left of it. */
  joined_late_ms: z.number().optional(),
});
export type TraceLoad = z.infer<typeof TraceLoad>;

export const TraceSynthetic = z.object({
  seed: z.number(),
  /** Which text of the prompt (0-based). */
  k: z.number(),
  /** Reference (o200k_base) tokens of the text sent, the cache-bust prefix aside. */
  input_tokens: z.number(),
  /** The output target, sent as max_tokens. */
  output_tokens: z.number(),
  prefix_tokens: z.number(),
  /** What the config asked for, e.g. "lognormal(median 512, sigma 0.6) in [64, 4096]" (absent in older traces). */
  asked: z.object({ input_tokens: z.string(), output_tokens: z.string() }).optional(),
});
export type TraceSynthetic = z.infer<typeof TraceSynthetic>;

export const Trace = z.object({
  schema: z.literal(TRACE_SCHEMA),
  id: z.string(),
  provider: z.string(),
  api: z.string(),
  model: z.string(),
  prompt: z.string(),
  rep: z.number(),
  warmup: z.boolean(),
  attempt: z.number(),
  /** The unique prefix sent ahead of the prompt, or null when cache_bust is off. */
  cache_bust: z.string().nullable(),
  t0_epoch_ms: z.number(),
  at: TraceMoments,
  /** [ms after dispatch, bytes] for every network read of the body. */
  reads: z.array(z.tuple([z.number(), z.number()])),
  /** [ms after dispatch, kind, chars]; the ms is that of the read that completed the event. */
  events: z.array(z.tuple([z.number(), EventKind, z.number()])),
  content_reads: z.number().int().min(0),
  http: TraceHttp,
  usage: TraceUsage.nullable(),
  output: z.object({ chars: z.number(), reasoning_chars: z.number() }),
  /** The model and fingerprint the response body names, when it names them. */
  response_meta: z.object({
    model: z.string().nullable(),
    system_fingerprint: z.string().nullable(),
    /**
     * What the provider said about how the answer ended, when it was not an
     * ordinary stop (e.g. "stop_reason max_tokens", "finishReason SAFETY");
     * absent when it said nothing of note.
     */
    notes: z.array(z.string()).optional(),
  }),
  /**
   * Provider-reported timings of its own work, by name. `generation_ms` (and
   * `generation_tokens` when the server counts them itself) is the server's
   * generation interval, from which the server-side rate is computed.
   */
  server_timing: z.record(z.string(), z.number()).nullable(),
  /**
   * [ms, output_tokens]: each output-token count the provider reported, with
   * the time of the read that carried it, in order. A server that counts on
   * every chunk (vLLM's `stream_options.continuous_usage_stats`) gives a
   * running count per read, from which first_read_tokens is exact. Absent in
   * traces that predate it.
   */
  token_counts: z.array(z.tuple([z.number(), z.number()])).optional(),
  /**
   * The connection, or null when it was not measured (no connection was made,
   * or the dispatcher does not time its connections); absent in traces that predate it.
   */
  conn: TraceConn.nullable().optional(),
  /**
   * Attempts that failed before this one answered: a request on a reused
   * connection that the server had already closed is sent once more on a
   * new one (nothing had been received). at_ms: when the attempt failed, ms
   * after its own dispatch. The trace's timings are those of the attempt
   * that answered, from its own dispatch. Absent when there was none.
   */
  retries: z.array(TraceRetry).optional(),
  /** The received text counted with one shared reference tokenizer; absent in traces that predate it. */
  reference_tokens: ReferenceTokens.nullable().optional(),
  /** Why reference_tokens is null when the tokenizer gave up on the text (a deadline); absent otherwise. */
  reference_tokens_missed: ReferenceTokensMissed.optional(),
  error: TraceError.nullable(),
  /** Where the request sat in a load stage; null (or absent, in older traces) outside a load run. */
  load: TraceLoad.nullable().optional(),
  /** What a synthetic prompt asked for; absent for other prompts. */
  synthetic: TraceSynthetic.nullable().optional(),
  /**
   * The client's own event-loop stalls (the thread that stamps reads could
   * not run) that overlapped this request: [ms after dispatch the stall
   * began (negative when before), its length in ms], each at least
   * STALL_FLOOR_MS (src/measure/stall.ts). [] when none; absent in traces
   * written without the monitor, whose stalls are unknown.
   */
  client_stalls: z.array(z.tuple([z.number(), z.number()])).optional(),
  /** A conversation's session (0-based within its prompt, or within its stage in a load run); absent otherwise. */
  session: z.number().optional(),
  /** The turn within the session, 0-based; absent outside conversations. */
  turn: z.number().optional(),
  /** An agent session's step (model call), 0-based, with `session`; absent outside agent sessions. */
  step: z.number().optional(),
  /** An agent session's last step: why the session ended there (docs/agents.md); absent on other steps and requests. */
  agent_end: TraceAgentEnd.optional(),
  /** Bytes of the images the request sent (before base64); absent when it sent none. */
  image_bytes: z.number().optional(),
  /** What a dataset, replay or conversation prompt sent; absent for other prompts. */
  workload: TraceWorkload.nullable().optional(),
  /** `--location`: where the client ran (e.g. "eu-west"); absent when none was given. */
  location: z.string().optional(),
  /**
   * The answer's text (reasoning aside), scrubbed and cut at 32,768
   * characters (CHECK_TEXT_MAX_CHARS), kept only for a prompt with `expect:`
   * so its checks are a function of the trace (reanalyze re-checks them);
   * absent otherwise.
   */
  answer_text: z.string().optional(),
  /** The tool calls the response made (TraceToolCall); absent when it made none. */
  tool_calls: z.array(TraceToolCall).optional(),
});
export type Trace = z.infer<typeof Trace>;

const EVENT_KIND_SET: ReadonlySet<unknown> = new Set(EVENT_KINDS);
/** What z.number() accepts: a finite number. */
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isPairs(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (const x of v as unknown[])
    if (!Array.isArray(x) || x.length !== 2 || !isNumber(x[0]) || !isNumber(x[1])) return false;
  return true;
}

function isEvents(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (const x of v as unknown[])
    if (!Array.isArray(x) || x.length !== 3 || !isNumber(x[0]) || !EVENT_KIND_SET.has(x[1]) || !isNumber(x[2]))
      return false;
  return true;
}

/**
 * Trace with its long arrays (a read, an event, a token count or a stall
 * each) checked by a loop over them in place. z.tuple builds a new array and
 * a result object per element: for a trace of 120 reads that was about 130
 * KB of garbage, five times the parsed line itself, and what made the JS
 * heap's young generation grow through a long pass over traces.ndjson
 * (docs/scale.md). These loops accept no more than the tuples do (an exact
 * length, finite numbers, a known event kind); a line they reject is judged
 * again by Trace itself (checkTrace), so the verdict and the messages stay
 * Trace's.
 */
export const TraceInPlace = Trace.extend({
  reads: z.custom<Trace['reads']>(isPairs),
  events: z.custom<Trace['events']>(isEvents),
  token_counts: z.custom<NonNullable<Trace['token_counts']>>(isPairs).optional(),
  client_stalls: z.custom<NonNullable<Trace['client_stalls']>>(isPairs).optional(),
});

/** Trace.safeParse's verdict on a parsed line, checked at a fraction of its garbage (TraceInPlace). */
export function checkTrace(value: unknown): { success: true } | { success: false; error: z.ZodError } {
  if (TraceInPlace.safeParse(value).success) return { success: true };
  const full = Trace.safeParse(value);
  return full.success ? { success: true } : { success: false, error: full.error };
}
