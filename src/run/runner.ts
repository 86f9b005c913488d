import type { Dispatcher } from 'undici';
import type { Plan, PlannedRequest } from '../config/plan.ts';
import type { ResolvedProvider } from '../config/read.ts';
import { loadEventStreamCodec } from '../measure/eventstream.ts';
import { measure } from '../measure/stream.ts';
import { wallDate, type Clock } from '../measure/clock.ts';
import { getAdapter } from '../providers/index.ts';
import { TraceRecorder, type TraceIdentity } from '../measure/recorder.ts';
import type { Adapter, AdapterEvent, AwsCredentials } from '../providers/types.ts';
import type { Scrubber } from '../secrets.ts';
import type { Trace, TraceLoad } from '../trace.ts';
import type { ConnectBreaker } from './breaker.ts';
import { forEachLimited } from './pool.ts';
import { runSession } from './session.ts';
import type { TextSpool } from './text-spool.ts';

export interface RunPlanOptions {
  plan: Plan;
  /** API key value per provider id (null when the provider needs none). */
  keys: Record<string, string | null>;
  dispatcher: Dispatcher;
  clock: Clock;
  scrub: Scrubber;
  parallelProviders: number;
  signal?: AbortSignal | undefined;
  /** AWS credentials per provider id, for adapters that sign their requests (bedrock). */
  aws?: Record<string, AwsCredentials | null>;
  /** Keeps each response's text for the reference tokenizer, which counts it after the run; none when null. */
  spool?: TextSpool | null;
  /** Stops sending to a provider whose endpoint stopped answering (max_consecutive_connect_errors); none when absent. */
  breaker?: ConnectBreaker | null;
  /** Called as each request ends, in completion order; awaited before the slot is reused. */
  onTrace: (trace: Trace, request: PlannedRequest) => Promise<void> | void;
}

/**
 * Runs a plan: providers side by side (at most `parallelProviders` at once),
 * each under its own concurrency; a provider's warmups all finish before its
 * measured requests start, so the first measured request does not pay for a
 * cold connection or a cold model.
 */
export async function runPlan(opts: RunPlanOptions): Promise<void> {
  const byProvider = new Map<string, PlannedRequest[]>();
  for (const r of opts.plan.requests) {
    const list = byProvider.get(r.provider.id);
    if (list) list.push(r);
    else byProvider.set(r.provider.id, [r]);
  }
  const groups = [...byProvider.values()];
  await forEachLimited(
    groups,
    opts.parallelProviders,
    async (requests) => {
      const provider = requests[0]!.provider;
      const one = async (r: PlannedRequest) => {
        if (r.conversation) await runSession(opts, provider, r, null);
        else await runOne(opts, provider, r);
      };
      await forEachLimited(
        requests.filter((r) => r.warmup),
        provider.concurrency,
        one,
        opts.signal,
      );
      await forEachLimited(
        requests.filter((r) => !r.warmup),
        provider.concurrency,
        one,
        opts.signal,
      );
    },
    opts.signal,
  );
}

/** What sending one request needs (the load runner sends with the same). */
export type RunOneOptions = Pick<
  RunPlanOptions,
  'keys' | 'dispatcher' | 'clock' | 'scrub' | 'signal' | 'aws' | 'spool' | 'onTrace' | 'breaker'
>;

/** What one request brought back that the next turn of a conversation needs. */
export interface OneResult {
  /** The answer text, kept only when asked for (keepAnswer); null otherwise. */
  answer: string | null;
  trace: Trace;
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
): Promise<OneResult> {
  const stamp = (trace: Trace): Trace => {
    if (r.synthetic) trace.synthetic = r.synthetic;
    if (load) trace.load = load;
    if (r.workload) trace.workload = r.workload;
    if (r.session !== undefined) trace.session = r.session;
    if (r.turn !== undefined) trace.turn = r.turn;
    return trace;
  };
  const base = getAdapter(provider.api);
  const text = { answer: [] as string[], reasoning: [] as string[] };
  const adapter = opts.spool || keepAnswer ? tapText(base, text) : base;
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
    const rec = new TraceRecorder(identity, base, opts.scrub, opts.clock.epochMs(), provider);
    rec.onError(0, 'not_sent', opts.scrub(notSent));
    const trace = stamp(rec.trace());
    await opts.onTrace(trace, r);
    return { answer: null, trace };
  }
  let request = adapter.buildRequest({
    provider,
    messages: r.messages,
    maxTokens: r.maxTokens,
    apiKey: opts.keys[provider.id] ?? null,
  });
  if (adapter.sign) {
    // Signing reads the clock and the credentials: done here, before t0, so it is never measured.
    try {
      request = await adapter.sign(request, {
        provider,
        aws: opts.aws?.[provider.id] ?? null,
        now: wallDate(opts.clock),
      });
    } catch (err) {
      // Nothing was sent: a failed request is still data, never a crash.
      const rec = new TraceRecorder(identity, adapter, opts.scrub, opts.clock.epochMs(), provider);
      // Its own kind, not `connect`: bad credentials must not look like a network failure.
      rec.onError(0, 'sign', opts.scrub(`cannot sign the request: ${(err as Error).message}`));
      const failed = stamp(rec.trace());
      await opts.onTrace(failed, r);
      return { answer: null, trace: failed };
    }
  }
  // Bedrock's binary framing needs AWS's codec, loaded on first use, before t0.
  if (adapter.framing === 'eventstream') await loadEventStreamCodec();
  const trace = await measure({
    identity,
    provider,
    request,
    adapter,
    dispatcher: opts.dispatcher,
    clock: opts.clock,
    timeouts: {
      headersMs: provider.timeout.headers * 1000,
      idleMs: provider.timeout.idle * 1000,
      totalMs: provider.timeout.total * 1000,
    },
    scrub: opts.scrub,
    signal: opts.signal,
    maxResponseBytes: provider.max_response_mb * 1024 * 1024,
  });
  // A response cut at a size cap is an error, never rated: its (large) text is not counted.
  const answer = text.answer.join('');
  if (trace.error?.kind !== 'too_large') opts.spool?.add(trace.id, answer, text.reasoning.join(''));
  opts.breaker?.observe(trace);
  await opts.onTrace(stamp(trace), r);
  return { answer: keepAnswer ? answer : null, trace };
}

/**
 * The adapter, also keeping the text it extracts for the reference
 * tokenizer. Only the events' strings are kept (no copies), for the request
 * in flight; they go to the spool once the request has ended.
 */
function tapText(adapter: Adapter, into: { answer: string[]; reasoning: string[] }): Adapter {
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
    }
    return events;
  };
  return {
    ...adapter,
    parseEvent: (event, ctx) => tap(adapter.parseEvent(event, ctx)),
    parseBody: (body, ctx) => tap(adapter.parseBody(body, ctx)),
  };
}
