import { setTimeout as delay } from 'node:timers/promises';
import type { Dispatcher } from 'undici';
import type { AwsCredentials, ResolvedProvider } from '../config/read.ts';
import {
  MAX_AGENT_ARGS_CHARS,
  MAX_AGENT_NAME_CHARS,
  MAX_AGENT_STEP_ARGS_CHARS,
  type SentMessage,
} from '../config/agent.ts';
import type { RequestShape } from '../config/request-shape.ts';
import { getAdapter } from '../formats/index.ts';
import type { Adapter, AdapterEvent, RequestSpec } from '../formats/types.ts';
import type { Scrubber } from '../secrets.ts';
import { MAX_TOOL_CALLS, type Trace } from '../trace.ts';
import { sessionDispatcher } from './agent.ts';
import { wallDate, type Clock } from './clock.ts';
import { loadEventStreamCodec } from './eventstream.ts';
import { TraceRecorder, type TraceIdentity } from './recorder.ts';
import { measure } from './stream.ts';

// One request as data: a job (which provider, what to send, when) in, a trace
// and the text it carried out. Nothing in a job or a result is a function, so
// the same job runs in this thread (InThreadExecutor) or in a measurer worker
// (src/measure/measurer-pool.ts): the adapter, the scrubber, the keys and the clock are
// rebuilt on the far side from the provider id and the worker's set-up data.

export interface ExecJob {
  /** The provider's config as resolved (data); its key and credentials are looked up by its id where the job runs. */
  provider: ResolvedProvider;
  identity: TraceIdentity;
  messages: SentMessage[];
  maxTokens: number;
  /** The prompt's tools, tool_choice, response_format and images; absent when it has none. */
  shape?: RequestShape;
  /** Keep the answer and reasoning text (the reference tokenizer's spool, a conversation's history). */
  keepText: boolean;
  /**
   * clock.now() (the run's shared time base) at which to dispatch, or null
   * for at once. The request is built and signed before it, so a burst of
   * arrivals due in one millisecond waits for nothing but the dispatches.
   */
  dueAt: number | null;
  /** A conversation session's own connection, pinned to where the session runs; null for the shared pool. */
  session: number | null;
}

export interface ExecResult {
  trace: Trace;
  /** False when the request never went out (it could not be signed): its text is not spooled. */
  sent: boolean;
  /** The answer and reasoning text, when the job kept it; '' otherwise. */
  answer: string;
  reasoning: string;
  /** The tool calls the answer made, name and arguments text, when the job kept its text and there were any. */
  toolCalls?: KeptToolCall[];
}

/**
 * One tool call of an answer as its text was kept: an agent session sends it
 * back. Bounded: the name is cut at MAX_AGENT_NAME_CHARS and the arguments
 * at MAX_AGENT_ARGS_CHARS (MAX_AGENT_STEP_ARGS_CHARS over the answer's calls);
 * the counts say what came, so the session sees a call past a cap and ends.
 */
export interface KeptToolCall {
  name: string;
  args: string;
  /** Characters of the name and of the arguments received (the kept text may be cut). */
  nameChars: number;
  argsChars: number;
}

/** Sends jobs; a worker pool or this thread. */
export interface Executor {
  /** `provider` is the job's provider as the caller has it (a worker looks its own copy up by id). */
  execute(job: ExecJob, provider: ResolvedProvider): Promise<ExecResult>;
  /** A session id whose jobs go out on one connection of their own (one worker's); null where that cannot be. */
  openSession(): number | null;
  closeSession(session: number): Promise<void>;
}

/** What running a job needs in the thread that runs it. */
export interface ExecContext {
  keys: Record<string, string | null>;
  aws?: Record<string, AwsCredentials | null> | undefined;
  dispatcher: Dispatcher;
  clock: Clock;
  scrub: Scrubber;
  signal?: AbortSignal | undefined;
}

/** A job built and signed, ready to dispatch. */
export interface Prepared {
  job: ExecJob;
  provider: ResolvedProvider;
  adapter: Adapter;
  text: KeptText;
  /** The request, or the trace of a request that failed before it could be sent (signing). */
  request: RequestSpec | null;
  failed: Trace | null;
}

/** Builds (and signs) a job's request: everything before t0. */
export async function prepareJob(ctx: ExecContext, job: ExecJob, provider: ResolvedProvider): Promise<Prepared> {
  const base = getAdapter(provider.api);
  const text: KeptText = { answer: [], reasoning: [], tools: new Map(), argsKept: 0 };
  const adapter = job.keepText ? tapText(base, text) : base;
  let request = adapter.buildRequest({
    provider,
    messages: job.messages,
    maxTokens: job.maxTokens,
    apiKey: ctx.keys[provider.id] ?? null,
    ...(job.shape ? { shape: job.shape } : {}),
  });
  if (adapter.sign) {
    // Signing reads the clock and the credentials: done here, before t0, so it is never measured.
    try {
      request = await adapter.sign(request, {
        provider,
        aws: ctx.aws?.[provider.id] ?? null,
        now: wallDate(ctx.clock),
      });
    } catch (err) {
      // Nothing was sent: a failed request is still data, never a crash.
      const rec = new TraceRecorder(job.identity, adapter, ctx.scrub, ctx.clock.epochMs(), provider);
      // Its own kind, not `connect`: bad credentials must not look like a network failure.
      rec.onError(0, 'sign', ctx.scrub(`cannot sign the request: ${(err as Error).message}`));
      return { job, provider, adapter, text, request: null, failed: rec.trace() };
    }
  }
  // Bedrock's binary framing needs AWS's codec, loaded on first use, before t0.
  if (adapter.framing === 'eventstream') await loadEventStreamCodec();
  return { job, provider, adapter, text, request, failed: null };
}

/** Sends a prepared job now and returns its trace; never rejects. */
export async function runPrepared(ctx: ExecContext, p: Prepared, dispatcher = ctx.dispatcher): Promise<ExecResult> {
  if (p.request === null) return { trace: p.failed as Trace, sent: false, answer: '', reasoning: '' };
  const { provider } = p;
  const trace = await measure({
    identity: p.job.identity,
    provider,
    request: p.request,
    adapter: p.adapter,
    dispatcher,
    clock: ctx.clock,
    timeouts: {
      headersMs: provider.timeout.headers * 1000,
      idleMs: provider.timeout.idle * 1000,
      totalMs: provider.timeout.total * 1000,
    },
    scrub: ctx.scrub,
    signal: ctx.signal,
    maxResponseBytes: provider.max_response_mb * 1024 * 1024,
  });
  const calls = [...p.text.tools.values()].map((c) => ({
    name: c.name,
    args: c.args.join(''),
    nameChars: c.nameChars,
    argsChars: c.argsChars,
  }));
  return {
    trace,
    sent: true,
    answer: p.text.answer.join(''),
    reasoning: p.text.reasoning.join(''),
    ...(calls.length > 0 ? { toolCalls: calls } : {}),
  };
}

/**
 * Waits until clock.now() reaches `target`: a timer for all but the last
 * millisecond (timers fire late, never early, by up to a millisecond or so),
 * then turns of the event loop, so a dispatch is due-time accurate to well
 * under a millisecond without holding the CPU for long.
 */
export async function sleepUntil(clock: Clock, target: number, signal: AbortSignal | undefined): Promise<void> {
  for (;;) {
    const left = target - clock.now();
    if (left <= 0 || signal?.aborted) return;
    if (left > 1.5) await delay(left - 1, undefined, signal ? { signal } : {}).catch(() => undefined);
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * One waiter for many due times (a measurer thread's jobs sent ahead): one
 * timer for the earliest, then turns of the event loop for its last
 * millisecond, and every job due by then released in the same turn, so a
 * burst due in one millisecond goes out back to back. Per-job sleepUntil
 * loops would spin once each, taking CPU from the reads being stamped.
 */
export class DueQueue {
  readonly #clock: Clock;
  /** Sorted by `at` (jobs come roughly in order: insertion scans from the end). */
  readonly #due: Array<{ at: number; go: () => void }> = [];
  #timer: NodeJS.Timeout | null = null;
  #spinning = false;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Resolves once clock.now() reaches `at`. */
  wait(at: number): Promise<void> {
    if (at <= this.#clock.now()) return Promise.resolve();
    return new Promise<void>((go) => {
      let i = this.#due.length;
      while (i > 0 && this.#due[i - 1]!.at > at) i--;
      this.#due.splice(i, 0, { at, go });
      if (i === 0) this.#arm();
    });
  }

  /** Releases every waiter now (cancellation: they go on to record their cancelled requests). */
  releaseAll(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    for (const d of this.#due.splice(0)) d.go();
  }

  #arm(): void {
    const first = this.#due[0];
    if (first === undefined || this.#spinning) return;
    const left = first.at - this.#clock.now();
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    if (left > 1.5)
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.#arm();
      }, left - 1);
    else {
      this.#spinning = true;
      setImmediate(() => this.#spin());
    }
  }

  #spin(): void {
    this.#spinning = false;
    const now = this.#clock.now();
    let n = 0;
    while (n < this.#due.length && this.#due[n]!.at <= now) n++;
    for (const d of this.#due.splice(0, n)) d.go();
    this.#arm();
  }
}

/** Jobs run in the calling thread, through the run's dispatcher: today's path, and what an injected clock or dispatcher needs. */
export class InThreadExecutor implements Executor {
  readonly #ctx: ExecContext;
  readonly #sessions = new Map<number, Dispatcher>();
  #nextSession = 0;

  constructor(ctx: ExecContext) {
    this.#ctx = ctx;
  }

  async execute(job: ExecJob, provider: ResolvedProvider): Promise<ExecResult> {
    const prepared = await prepareJob(this.#ctx, job, provider);
    if (job.dueAt !== null) await sleepUntil(this.#ctx.clock, job.dueAt, this.#ctx.signal);
    const own = job.session === null ? undefined : this.#sessions.get(job.session);
    return runPrepared(this.#ctx, prepared, own ?? this.#ctx.dispatcher);
  }

  openSession(): number | null {
    const own = sessionDispatcher(this.#ctx.dispatcher);
    if (own === null) return null;
    const id = this.#nextSession++;
    this.#sessions.set(id, own);
    return id;
  }

  async closeSession(session: number): Promise<void> {
    const own = this.#sessions.get(session);
    this.#sessions.delete(session);
    // destroy, not close: nothing is in flight once the last turn ended, and a kept socket has nothing to drain.
    await own?.destroy().catch(() => undefined);
  }
}

/**
 * The adapter, also keeping the text it extracts. Only the events' strings
 * are kept (no copies), for the request in flight.
 */
/** The text a job keeps: answer and reasoning pieces, and each tool call's name and argument pieces by its wire key. */
interface KeptText {
  answer: string[];
  reasoning: string[];
  tools: Map<number, KeptCall>;
  /** Characters of arguments kept over all calls (bounded by MAX_AGENT_STEP_ARGS_CHARS + 1). */
  argsKept: number;
}

interface KeptCall {
  name: string;
  nameChars: number;
  args: string[];
  argsChars: number;
  argsKept: number;
}

function tapText(adapter: Adapter, into: KeptText): Adapter {
  // A long stream's words are joined every so many, so what is held is
  // about its characters, not a string object per word (a 64 MiB response
  // of one-word events would otherwise hold millions of them).
  const loose = { answer: 0, reasoning: 0 };
  const keep = (which: 'answer' | 'reasoning', text: string) => {
    const list = into[which];
    list.push(text);
    if (++loose[which] === 1024) {
      list.push(list.splice(list.length - 1024).join(''));
      loose[which] = 0;
    }
  };
  const tap = (events: AdapterEvent[]) => {
    for (const e of events) {
      if (e.kind === 'content') keep('answer', e.text);
      else if (e.kind === 'reasoning') keep('reasoning', e.text);
      else if (e.kind === 'tool') keepTool(into, e);
    }
    return events;
  };
  return {
    ...adapter,
    parseEvent: (event, ctx) => tap(adapter.parseEvent(event, ctx)),
    parseBody: (body, ctx) => tap(adapter.parseBody(body, ctx)),
  };
}

/**
 * Keeps a tool-call part, bounded (the provider writes it): past a cap only
 * the count grows, one character over it kept so the session sees the call
 * is over (src/run/agent-session.ts ends there).
 */
function keepTool(into: KeptText, e: Extract<AdapterEvent, { kind: 'tool' }>): void {
  let call = into.tools.get(e.index);
  if (call === undefined) {
    if (into.tools.size >= MAX_TOOL_CALLS) return;
    call = { name: '', nameChars: 0, args: [], argsChars: 0, argsKept: 0 };
    into.tools.set(e.index, call);
  }
  if (call.name === '' && e.name !== undefined) {
    call.name = e.name.slice(0, MAX_AGENT_NAME_CHARS + 1);
    call.nameChars = e.name.length;
  }
  if (e.args === undefined || e.args === '') return;
  call.argsChars += e.args.length;
  const room = Math.min(MAX_AGENT_ARGS_CHARS + 1 - call.argsKept, MAX_AGENT_STEP_ARGS_CHARS + 1 - into.argsKept);
  if (room <= 0) return;
  const piece = e.args.length > room ? e.args.slice(0, room) : e.args;
  call.args.push(piece);
  call.argsKept += piece.length;
  into.argsKept += piece.length;
}
