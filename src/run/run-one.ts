import type { Dispatcher } from 'undici';
import type { PlannedRequest } from '../config/plan.ts';
import { CHECK_TEXT_MAX_CHARS } from '../config/expect.ts';
import type { AwsCredentials, ResolvedProvider } from '../config/read.ts';
import type { Clock } from '../measure/clock.ts';
import { InThreadExecutor, type ExecJob, type Executor, type KeptToolCall } from '../measure/executor.ts';
import { getAdapter } from '../formats/index.ts';
import { TraceRecorder, type TraceIdentity } from '../measure/recorder.ts';
import type { Scrubber } from '../secrets.ts';
import type { Trace, TraceAgentEnd, TraceLoad } from '../trace.ts';
import type { ConnectBreaker } from './breaker.ts';
import type { TextSpool } from './text-spool.ts';

// Sending one planned request and handing its trace on: what the plan
// runner (runner.ts), a conversation's turns (session.ts) and the load
// stages (load-stages.ts) share. Its own module so that the runner and the
// sessions it starts import it, and not each other.

/** What sending one request needs (the plan runner, a conversation and the load runner send with the same). */
export interface RunOneOptions {
  /** API key value per provider id (null when the provider needs none). */
  keys: Record<string, string | null>;
  dispatcher: Dispatcher;
  clock: Clock;
  scrub: Scrubber;
  signal?: AbortSignal | undefined;
  /** AWS credentials per provider id, for adapters that sign their requests (bedrock). */
  aws?: Record<string, AwsCredentials | null>;
  /** Keeps each response's text for the reference tokenizer, which counts it after the run; none when null. */
  spool?: TextSpool | null;
  /** Prompt ids with `expect:`: their answers are kept on the trace (answer_text, cut) for the checks; none when absent. */
  checked?: ReadonlySet<string> | null;
  /** Stops sending to a provider whose endpoint stopped answering (max_consecutive_connect_errors); none when absent. */
  breaker?: ConnectBreaker | null;
  /** Called as each request ends, in completion order; awaited before the slot is reused. */
  onTrace: (trace: Trace, request: PlannedRequest) => Promise<void> | void;
  /** Where requests are measured: a pool of measurer threads, or (absent) this thread through `dispatcher`. */
  executor?: Executor | undefined;
}

/** What one request brought back that the next turn of a conversation needs. */
export interface OneResult {
  /** The answer text, kept only when asked for (keepAnswer); null otherwise. */
  answer: string | null;
  /** The answer's tool calls (name, arguments text), kept with the answer (keepAnswer); empty otherwise. */
  toolCalls: KeptToolCall[];
  trace: Trace;
}

/** The executor of `opts`, or one in this thread over its dispatcher (made once per options object). */
const inThread = new WeakMap<object, Executor>();
export function executorOf(opts: RunOneOptions): Executor {
  if (opts.executor) return opts.executor;
  let e = inThread.get(opts);
  if (!e) {
    e = new InThreadExecutor({
      keys: opts.keys,
      aws: opts.aws,
      dispatcher: opts.dispatcher,
      clock: opts.clock,
      scrub: opts.scrub,
      signal: opts.signal,
    });
    inThread.set(opts, e);
  }
  return e;
}

/** Extra choices for one request: when it is due, and the session connection it goes out on. */
export interface OneChoices {
  /** clock.now() at which to dispatch (an open-loop arrival sent ahead to a measurer); null: now. */
  dueAt?: number | null;
  session?: number | null;
  /**
   * An agent step's end, decided from its trace and tool calls before the
   * trace is handed on, so the trace says why its session ended there
   * (`agent_end`); null: the session goes on.
   */
  endOf?: ((trace: Trace, toolCalls: readonly KeptToolCall[]) => TraceAgentEnd | null) | null;
}

/**
 * Sends one planned request and hands its trace on; never rejects. `load`,
 * when given, is the request's place in a load stage, attached to its trace.
 * With `keepAnswer` the answer text comes back (a conversation's history).
 */
export async function runOne(
  opts: RunOneOptions,
  provider: ResolvedProvider,
  r: PlannedRequest,
  load: TraceLoad | null = null,
  keepAnswer = false,
  choices: OneChoices = {},
): Promise<OneResult> {
  const stamp = (trace: Trace, toolCalls: readonly KeptToolCall[] = []): Trace => {
    if (r.synthetic) trace.synthetic = r.synthetic;
    if (load) trace.load = load;
    if (r.workload) trace.workload = r.workload;
    if (r.session !== undefined) trace.session = r.session;
    if (r.turn !== undefined) trace.turn = r.turn;
    if (r.step !== undefined) trace.step = r.step;
    if (r.shape && r.shape.images.length > 0) trace.image_bytes = r.shape.images.reduce((n, i) => n + i.bytes, 0);
    const end = choices.endOf?.(trace, toolCalls) ?? null;
    if (end !== null) trace.agent_end = end;
    return trace;
  };
  const identity: TraceIdentity = {
    id: r.id,
    provider: provider.id,
    api: provider.api,
    model: provider.model,
    prompt: r.promptId,
    rep: r.rep,
    warmup: r.warmup,
    attempt: 1,
    cache_bust: r.cacheBust,
  };
  const notSent = opts.breaker?.notSentReason(provider.id) ?? null;
  if (notSent !== null) {
    const rec = new TraceRecorder(identity, getAdapter(provider.api), opts.scrub, opts.clock.epochMs(), provider);
    rec.onError(0, 'not_sent', opts.scrub(notSent));
    const trace = stamp(rec.trace());
    await opts.onTrace(trace, r);
    return { answer: null, toolCalls: [], trace };
  }
  const checked = opts.checked?.has(r.promptId) === true;
  const job: ExecJob = {
    provider,
    identity,
    messages: r.messages,
    maxTokens: r.maxTokens,
    ...(r.shape ? { shape: r.shape } : {}),
    keepText: Boolean(opts.spool) || keepAnswer || checked,
    dueAt: choices.dueAt ?? null,
    session: choices.session ?? null,
  };
  const result = await executorOf(opts).execute(job, provider);
  const { trace } = result;
  if (!result.sent) {
    const failed = stamp(trace);
    await opts.onTrace(failed, r);
    return { answer: null, toolCalls: [], trace: failed };
  }
  // A response cut at a size cap is an error, never rated: its (large) text is not counted.
  if (trace.error?.kind !== 'too_large') opts.spool?.add(trace.id, result.answer, result.reasoning);
  opts.breaker?.observe(trace);
  // Scrubbed whole (a secret across the cut is still caught), then cut: the checks read no more (CHECK_TEXT_MAX_CHARS).
  if (checked && trace.error === null) trace.answer_text = opts.scrub(result.answer).slice(0, CHECK_TEXT_MAX_CHARS);
  await opts.onTrace(stamp(trace, result.toolCalls ?? []), r);
  return {
    answer: keepAnswer ? result.answer : null,
    toolCalls: keepAnswer ? (result.toolCalls ?? []) : [],
    trace,
  };
}
