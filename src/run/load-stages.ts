import { sleepUntil } from '../measure/executor.ts';
import { seedFrom } from '../random.ts';
import { stageEnd, stageRequestThroughput, type StageEnd } from '../analyze/load-figures.ts';
import type { FilePrompt } from '../config/prompt-file.ts';
import {
  promptContent,
  sessionOf,
  shapeField,
  agentField,
  withCacheBust,
  type LoadPair,
  type LoadPlan,
  type PlannedRequest,
} from '../config/plan.ts';
import { replayText, type ReplayEntry } from '../config/replay.ts';
import type { Workloads } from '../config/workload-files.ts';
import type { Load, Stage, Sweep } from '../config/schema.ts';
import type { ServerMetrics } from '../metrics/poller.ts';
import type { StageInfo } from '../report/progress.ts';
import type { OfferedLoad, TraceLoad } from '../trace.ts';
import { formatWait, joinStage, plannedStage } from './align.ts';
import { runOne, type RunOneOptions } from './run-one.ts';
import { runSession } from './session.ts';
import { runAgentSession } from './agent-session.ts';
import { arrivalTimes, type ArrivalSpec } from './schedule.ts';

// The load runner (design.md "Load"): each provider x prompt pair runs its
// stages one after another, pairs one after another. A closed-loop stage
// keeps N requests in flight; an open-loop stage dispatches against an
// arrival schedule computed before it starts, waiting for absolute times on
// the injected clock. A stage ends at its duration (or its request count);
// requests still in flight then run to their end and count.

/** A stage never sends more than this many requests, whatever its rate and length. */
export const MAX_STAGE_REQUESTS = 100_000;
/** The "as fast as it goes" stage of a rate sweep: closed loop at sweep.max_concurrency, else this. */
export const SWEEP_THROUGHPUT_CONCURRENCY = 64;

export interface RunLoadOptions extends RunOneOptions {
  load: LoadPlan;
  /** A fresh short random string per call, for cache-bust prefixes. */
  nonce: () => string;
  promptFiles?: Record<string, FilePrompt[]> | undefined;
  /** Datasets, conversation files and replay traces (LoadedConfig.workloads). */
  workloads?: Workloads | undefined;
  onStage?: (info: StageInfo) => void;
  /** Requests in flight, after each dispatch and each end. */
  onInFlight?: (n: number) => void;
  onWarning?: (message: string) => void;
  /**
   * `--start-at`: the shared wall-clock start (epoch ms). Stage k of the run
   * (pairs one after another) then starts at a boundary every shard of the
   * config computes alike (src/run/align.ts); null: each stage follows the last.
   */
  startAtEpochMs?: number | null;
  /** Polls providers' metrics_url: begun per pair, sampled at each stage's first dispatch and after its drain. */
  serverMetrics?: ServerMetrics | null;
  /**
   * Open-loop and replay stages without a max_concurrency: each arrival is
   * handed to the executor this long before it is due, built and signed
   * there, and dispatched by the measurer at its time on the shared clock
   * (0: handed over when due, as the in-thread path does).
   */
  dispatchLeadMs?: number;
}

/** The offered load of a configured stage, nulls where it does not apply. */
export function offeredOf(stage: Stage): OfferedLoad {
  const open = stage.rate !== undefined;
  const arrival = open ? (stage.arrival ?? 'poisson') : null;
  return {
    concurrency: stage.concurrency ?? null,
    rate: stage.rate ?? null,
    arrival,
    burstiness: arrival === 'gamma' ? (stage.burstiness ?? 1) : null,
    max_concurrency: stage.max_concurrency ?? null,
    ...(stage.replay !== undefined ? { replay: { file: stage.replay, speedup: stage.speedup ?? 1, lines: 0 } } : {}),
  };
}

const num = (x: number): string => String(Number(x.toPrecision(4)));

/**
 * Shard `index` of `count`'s part of a stage: the rate divided by count, the
 * concurrency (and max_concurrency) split into whole parts that add up to it,
 * the first shards taking one more; a shard whose part is 0 streams sits the stage out.
 */
export function shardShare(o: OfferedLoad, shard: { index: number; count: number }): OfferedLoad {
  const split = (n: number) => Math.floor(n / shard.count) + (shard.index - 1 < n % shard.count ? 1 : 0);
  return {
    ...o,
    concurrency: o.concurrency === null ? null : split(o.concurrency),
    rate: o.rate === null ? null : o.rate / shard.count,
    max_concurrency: o.max_concurrency === null ? null : Math.max(1, split(o.max_concurrency)),
  };
}

/** "c=8", "4 req/s poisson", "2.5 req/s gamma(0.5), max c=16" */
export function stageLabel(o: OfferedLoad): string {
  if (o.replay) return `replay ${o.replay.file}${o.replay.speedup === 1 ? '' : ` x${num(o.replay.speedup)}`}`;
  if (o.concurrency !== null) return `c=${o.concurrency}`;
  let s = `${num(o.rate ?? 0)} req/s ${o.arrival ?? 'poisson'}`;
  if (o.arrival === 'gamma') s += `(${num(o.burstiness ?? 1)})`;
  if (o.max_concurrency !== null) s += `, max c=${o.max_concurrency}`;
  return s;
}

/** The stages a config names (a rate sweep's later stages depend on its first two and are added as it runs). */
export function configuredStages(load: Load): Stage[] {
  if (load.stages) return load.stages;
  const sweep = load.sweep as Sweep;
  if (sweep.over === 'concurrency') return (sweep.values ?? []).map((concurrency) => ({ concurrency }));
  return [{ concurrency: 1 }, { concurrency: sweep.max_concurrency ?? SWEEP_THROUGHPUT_CONCURRENCY }];
}

/** How many stages each pair runs. */
export function stageCount(load: Load): number {
  return load.sweep?.over === 'rate' ? (load.sweep.stages ?? 2) : configuredStages(load).length;
}

/**
 * A rate sweep's open-loop rates: `count` rates evenly spaced strictly
 * between the one-stream and the as-fast-as-it-goes request rates.
 */
export function sweepRates(syncRate: number, maxRate: number, count: number): number[] {
  return Array.from({ length: count }, (_, j) => syncRate + ((maxRate - syncRate) * (j + 1)) / (count + 1));
}

/** Where a stage starts on the shared clock, or null when it just follows the one before. */
interface Aligned {
  plannedT0EpochMs: number;
  /** clock.now() at which dispatches stop (the stage's planned end), or null for a stage of N requests. */
  endAtNow: number | null;
  joinedLateMs: number;
}

/**
 * With --start-at: waits for stage `index`'s planned start, or finds the
 * stage already under way (a shard that arrived late runs what is left of
 * it, ending with the others) or over (skipped). Says so either way.
 */
async function alignStage(
  opts: RunLoadOptions,
  index: number,
  name: string,
  /** This shard has run no stage yet: lateness is its own late arrival, not a long drain. */
  first: boolean,
): Promise<Aligned | 'missed' | null> {
  const { clock } = opts;
  const startAt = opts.startAtEpochMs;
  if (startAt == null) return null;
  const durationMs = opts.load.spec.duration_s !== undefined ? opts.load.spec.duration_s * 1000 : null;
  const planned = plannedStage(startAt, index, durationMs);
  if (planned === null) {
    if (index === 1)
      opts.onWarning?.(
        'stages of `requests: N` (and replays without duration_s) have no known length: only the first one starts at --start-at, the others follow as they finish. ' +
          'Use `duration_s` for stages the shards run at the same moments.',
      );
    return null;
  }
  // The wall clock read once, mapped onto the monotonic clock the stage runs on.
  const toNow = (epochMs: number) => clock.now() + (epochMs - clock.epochMs());
  const join = joinStage(planned, clock.epochMs());
  const endAtNow = Number.isFinite(planned.endEpochMs) ? toNow(planned.endEpochMs) : null;
  switch (join.kind) {
    case 'wait':
      await sleepUntil(clock, toNow(planned.startEpochMs), opts.signal);
      return { plannedT0EpochMs: planned.startEpochMs, endAtNow, joinedLateMs: 0 };
    case 'on_time':
      return { plannedT0EpochMs: planned.startEpochMs, endAtNow, joinedLateMs: 0 };
    case 'late':
      opts.onWarning?.(
        first
          ? `${name}: joined ${formatWait(join.lateMs)} after its planned start at ${new Date(planned.startEpochMs).toISOString()}: ` +
              `running the last ${formatWait(join.leftMs)} of it with the other shards`
          : `${name}: started ${formatWait(join.lateMs)} after its planned start (the stage before was still draining): ` +
              `its last ${formatWait(join.leftMs)} overlap the other shards`,
      );
      return { plannedT0EpochMs: planned.startEpochMs, endAtNow, joinedLateMs: join.lateMs };
    case 'missed':
      opts.onWarning?.(
        `${name}: skipped: it was planned for ${new Date(planned.startEpochMs).toISOString()} and is already over ` +
          `(this shard is ${formatWait(join.lateMs)} late); joining at the next stage`,
      );
      return 'missed';
  }
}

export async function runLoad(opts: RunLoadOptions): Promise<void> {
  const { load } = opts;
  const spec = load.spec;
  let first = true;
  for (const [pairIndex, pair] of load.pairs.entries()) {
    if (opts.signal?.aborted) return;
    const stages = configuredStages(spec).slice();
    const total = stageCount(spec);
    let k = 0;
    const nextContent = () => k++;
    const measuredRates: Array<number | null> = [];
    await opts.serverMetrics?.begin(pair.provider.id);
    try {
      for (let i = 0; i < total; i++) {
        if (opts.signal?.aborted) return;
        if (i === stages.length) {
          // A rate sweep: its first two stages have run; space the rest between their request rates.
          const [sync, max] = measuredRates;
          if (sync == null || max == null || !(max > sync)) {
            opts.onWarning?.(
              `${pair.provider.id}/${pair.prompt.id}: the rate sweep stops after 2 stages: ` +
                `one stream gave ${sync ?? 'no'} req/s and as fast as it goes ${max ?? 'no'} req/s, no range to sweep`,
            );
            break;
          }
          const sweep = spec.sweep as Sweep;
          for (const rate of sweepRates(sync, max, total - 2))
            stages.push({
              rate,
              ...(sweep.arrival !== undefined ? { arrival: sweep.arrival } : {}),
              ...(sweep.burstiness !== undefined ? { burstiness: sweep.burstiness } : {}),
              ...(sweep.max_concurrency !== undefined ? { max_concurrency: sweep.max_concurrency } : {}),
            });
        }
        const aligned = await alignStage(
          opts,
          pairIndex * total + i,
          `${pair.provider.id}/${pair.prompt.id} stage ${i + 1}/${total}`,
          first,
        );
        if (opts.signal?.aborted) return;
        if (aligned === 'missed') {
          measuredRates.push(null);
          continue;
        }
        first = false;
        const traces = await runStage(opts, pair, pairIndex, i, total, stages[i] as Stage, nextContent, aligned);
        // Right after the stage's last request ended (the drain included): the
        // counters' end of the window, taken before the next stage dispatches.
        await opts.serverMetrics?.markAndWait(pair.provider.id);
        // A conversation's rate sweep offers sessions a second: its measured request rate is in turns.
        const rate = stageRequestThroughput(traces);
        const turns = turnsPerSession(pair, opts.workloads);
        measuredRates.push(rate === null ? null : rate / turns);
      }
    } finally {
      await opts.serverMetrics?.end(pair.provider.id);
    }
  }
}

/** One stage's settings and shared state, fixed at its start. */
interface StageRun {
  opts: RunLoadOptions;
  pair: LoadPair;
  stage: Stage;
  stageIndex: number;
  aligned: Aligned | null;
  nextContent: () => number;
  offered: OfferedLoad;
  /** The stage's replay file, all of it; null for a stage that is not a replay. */
  replayAll: ReplayEntry[] | null;
  /** This shard's lines of the replay: every count-th line, at its recorded offset. */
  mineReplay: ReplayEntry[];
  conversational: boolean;
  /** An agent prompt: a request is a session of steps (as a conversation's turns). */
  agent: boolean;
  label: string;
  /** This shard's part of the offered load. */
  mine: OfferedLoad;
  suffix: string;
  durationMs: number | null;
  maxRequests: number;
  warmupMs: number;
  seed: number | null;
  t0: number;
  t0Epoch: number;
  /** clock.now() at which dispatches stop. */
  endAt: number;
  traces: StageEnd[];
  /** Every request's whole run (trace written included), awaited before the stage returns. */
  pending: Set<Promise<void>>;
  inFlight: number;
}

async function runStage(
  opts: RunLoadOptions,
  pair: LoadPair,
  pairIndex: number,
  stageIndex: number,
  stageTotal: number,
  stage: Stage,
  nextContent: () => number,
  aligned: Aligned | null,
): Promise<StageEnd[]> {
  const run = startStage(opts, pair, stageIndex, stage, nextContent, aligned);
  const spec = opts.load.spec;
  opts.onStage?.({
    provider: pair.provider.id,
    prompt: pair.prompt.id,
    pair: pairIndex,
    pairs: opts.load.pairs.length,
    stage: stageIndex,
    stages: stageTotal,
    label: run.label,
    durationMs: run.durationMs,
    // A replay stage given neither length: bounded by its file, whose lines are its requests.
    requests:
      spec.requests ??
      (run.durationMs === null && run.replayAll ? Math.min(run.mineReplay.length, run.maxRequests) : null),
    startMs: run.t0,
  });
  if (run.mine.concurrency === 0) return run.traces;
  if (run.mine.concurrency !== null) await runClosedLoop(run, run.mine.concurrency);
  else await runOpenLoop(run);
  while (run.pending.size > 0) await Promise.all([...run.pending]);
  return run.traces;
}

/** A stage's settings, from the config, the shard and the alignment, and its start on the clock. */
function startStage(
  opts: RunLoadOptions,
  pair: LoadPair,
  stageIndex: number,
  stage: Stage,
  nextContent: () => number,
  aligned: Aligned | null,
): StageRun {
  const { clock } = opts;
  const spec = opts.load.spec;
  const offered = offeredOf(stage);
  const replayAll: ReplayEntry[] | null =
    stage.replay === undefined ? null : (opts.workloads?.replays[stage.replay] ?? null);
  if (stage.replay !== undefined && replayAll === null)
    throw new Error(`replay file ${stage.replay} was not read (load the config with loadConfig)`);
  if (offered.replay && replayAll) offered.replay.lines = replayAll.length;
  const shard = opts.load.shard;
  const durationMs = spec.duration_s !== undefined ? spec.duration_s * 1000 : null;
  const t0 = clock.now();
  const t0Epoch = clock.epochMs();
  return {
    opts,
    pair,
    stage,
    stageIndex,
    aligned,
    nextContent,
    offered,
    replayAll,
    // A sharded replay: each shard sends every count-th line, at its recorded offset.
    mineReplay: (replayAll ?? []).filter((_, k) => !shard || k % shard.count === shard.index - 1),
    conversational: pair.prompt.conversations !== undefined,
    agent: pair.prompt.agent !== undefined,
    label: stageLabel(offered),
    mine: shard ? shardShare(offered, shard) : offered,
    suffix: shard ? `@shard${shard.index}` : '',
    durationMs,
    maxRequests: Math.min(spec.requests ?? MAX_STAGE_REQUESTS, MAX_STAGE_REQUESTS),
    warmupMs: (spec.warmup_s ?? 0) * 1000,
    seed: offered.rate !== null ? seedFrom('arrivals', pair.provider.id, pair.prompt.id, String(stageIndex)) : null,
    t0,
    t0Epoch,
    // Aligned (--start-at): dispatches stop at the shared planned end, so a late shard ends with the others.
    endAt:
      aligned?.endAtNow != null ? aligned.endAtNow : durationMs === null ? Number.POSITIVE_INFINITY : t0 + durationMs,
    traces: [],
    pending: new Set(),
    inFlight: 0,
  };
}

/** A request's place in the stage, for its trace. */
function placeOf(run: StageRun, scheduledMs: number, slotWaitMs: number): TraceLoad {
  const spec = run.opts.load.spec;
  const shard = run.opts.load.shard;
  const { aligned } = run;
  return {
    stage: run.stageIndex,
    stage_t0_epoch_ms: run.t0Epoch,
    scheduled_ms: scheduledMs,
    label: run.label,
    offered: run.offered,
    duration_s: spec.duration_s ?? null,
    requests: spec.requests ?? null,
    warmup_s: spec.warmup_s ?? 0,
    slot_wait_ms: slotWaitMs,
    seed: run.seed,
    ...(shard ? { shard: { ...shard }, shard_offered: run.mine } : {}),
    ...(aligned
      ? { planned_t0_epoch_ms: aligned.plannedT0EpochMs, joined_late_ms: Math.round(aligned.joinedLateMs) }
      : {}),
  };
}

/** Request `n` of the stage, its content built (a replayed line, a session's start, or the prompt's next). */
function stageRequest(run: StageRun, n: number, scheduledMs: number): PlannedRequest {
  const { opts, pair, conversational, agent } = run;
  const entry = run.replayAll ? (run.mineReplay[n] as ReplayEntry) : null;
  const content = entry
    ? replayContent(entry, pair.provider.max_tokens)
    : conversational
      ? { messages: [], maxTokens: pair.prompt.max_tokens ?? null, synthetic: null }
      : promptContent(pair.prompt, run.nextContent(), opts.promptFiles, opts.workloads);
  let messages = content.messages;
  let cacheBust: string | null = null;
  if (pair.provider.cache_bust) {
    cacheBust = `[sg-${opts.nonce()}] `;
    messages = withCacheBust(messages, cacheBust);
  }
  const maxTokens = content.maxTokens ?? pair.provider.max_tokens;
  return {
    id: `${pair.provider.id}/${pair.prompt.id}/s${run.stageIndex}/${n + 1}${conversational || agent ? '' : run.suffix}`,
    index: n,
    provider: pair.provider,
    promptId: pair.prompt.id,
    messages,
    maxTokens,
    rep: n + 1,
    warmup: scheduledMs < run.warmupMs,
    cacheBust,
    synthetic: content.synthetic,
    ...('workload' in content && content.workload ? { workload: { ...content.workload, max_tokens: maxTokens } } : {}),
    ...shapeField(pair.prompt, opts.workloads),
  };
}

/**
 * Sends one request; resolves the moment its response ends, before its
 * trace is written, so a closed loop's next dispatch never waits on the disk.
 */
function send(
  run: StageRun,
  n: number,
  scheduledMs: number,
  slotWaitMs: number,
  dueAt: number | null = null,
): Promise<void> {
  const { opts, pair, conversational, agent } = run;
  const request = stageRequest(run, n, scheduledMs);
  const placeAt = (at: number): TraceLoad => placeOf(run, at, slotWaitMs);
  // Before the stage's first dispatch: the counters' start of the window (sent, never awaited).
  if (n === 0) opts.serverMetrics?.mark(pair.provider.id);
  let ended: () => void = () => undefined;
  const endedP = new Promise<void>((resolve) => (ended = resolve));
  const counted = {
    ...opts,
    onTrace: async (trace: Parameters<RunOneOptions['onTrace']>[0], r: PlannedRequest) => {
      run.inFlight--;
      run.traces.push(stageEnd(trace));
      // A session's slot frees when its last turn ends, not its first.
      if (!conversational && !agent) ended();
      opts.onInFlight?.(run.inFlight);
      await opts.onTrace(trace, r);
    },
  };
  let done: Promise<void>;
  if (conversational) {
    // A session is the unit of arrival and of concurrency: its turns follow one another in this slot.
    request.conversation = sessionOf(pair.prompt, run.nextContent(), opts.workloads);
    done = runSession(
      counted,
      pair.provider,
      request,
      (turn) => {
        run.inFlight++;
        opts.onInFlight?.(run.inFlight);
        // A later turn is due when it goes out (after its answer and think time): its lag is the client's own.
        return placeAt(turn === 0 ? scheduledMs : opts.clock.now() - run.t0);
      },
      (turn) => `${request.id}/t${turn}${run.suffix}`,
    ).then(() => undefined);
  } else if (agent) {
    // An agent session is the unit of arrival and of concurrency too: its steps follow one another in this slot.
    Object.assign(request, agentField(pair.prompt, n));
    done = runAgentSession(
      counted,
      pair.provider,
      request,
      (step) => {
        run.inFlight++;
        opts.onInFlight?.(run.inFlight);
        return placeAt(step === 0 ? scheduledMs : opts.clock.now() - run.t0);
      },
      (step) => `${request.id}/step${step}${run.suffix}`,
    ).then(() => undefined);
  } else {
    run.inFlight++;
    opts.onInFlight?.(run.inFlight);
    done = runOne(counted, pair.provider, request, placeAt(scheduledMs), false, { dueAt }).then(() => undefined);
  }
  done = done.finally(() => {
    ended();
    run.pending.delete(done);
  });
  run.pending.add(done);
  return endedP;
}

// Once the provider's endpoint is unreachable (the breaker is open) a
// stage stops sending, and records what its schedule would still have
// sent, where that is known, as not_sent (runOne writes such a trace
// without sending while the breaker is open): the rest of a stage's
// request count, the rest of an open-loop stage's arrivals, and for a
// closed-loop stage of a duration the one request each stream had due
// (what it would have sent after that depends on answers never given; the
// stage's stopped_early_s says how much of its window was left).
function unreachable(run: StageRun): boolean {
  return (run.opts.breaker?.notSentReason(run.pair.provider.id) ?? null) !== null;
}

/** Records one request of the schedule as not sent; its content is never built, as it is never sent. */
async function notSent(run: StageRun, n: number, scheduledMs: number): Promise<void> {
  const { opts, pair } = run;
  if (opts.signal?.aborted) return;
  const request: PlannedRequest = {
    id: `${pair.provider.id}/${pair.prompt.id}/s${run.stageIndex}/${n + 1}${run.suffix}`,
    index: n,
    provider: pair.provider,
    promptId: pair.prompt.id,
    messages: [],
    maxTokens: pair.provider.max_tokens,
    rep: n + 1,
    warmup: scheduledMs < run.warmupMs,
    cacheBust: null,
    synthetic: null,
  };
  await runOne(opts, pair.provider, request, placeOf(run, scheduledMs, 0));
}

/** Closed loop: each of `streams` workers sends its next request as soon as its last one ended. */
async function runClosedLoop(run: StageRun, streams: number): Promise<void> {
  const { clock, signal } = run.opts;
  const { t0, endAt, maxRequests, durationMs } = run;
  let dispatched = 0;
  const worker = async () => {
    let freeAt = t0;
    while (!signal?.aborted && !unreachable(run) && dispatched < maxRequests && freeAt < endAt) {
      await send(run, dispatched++, freeAt - t0, 0);
      freeAt = clock.now();
    }
    // A stage of a duration: the request this stream had due.
    if (durationMs !== null && !signal?.aborted && unreachable(run) && dispatched < maxRequests && freeAt < endAt)
      await notSent(run, dispatched++, freeAt - t0);
  };
  await Promise.all(Array.from({ length: streams }, worker));
  // A stage of a request count: the rest of the count.
  if (durationMs === null && unreachable(run))
    while (dispatched < maxRequests && !signal?.aborted) await notSent(run, dispatched++, clock.now() - t0);
}

/** The open loop's (or a replay's) arrival times from the stage's start, cut at its duration or count. */
function arrivalSchedule(run: StageRun): number[] {
  const { mine, aligned, t0, endAt, durationMs, maxRequests } = run;
  const arrival: ArrivalSpec = {
    rate: mine.rate ?? 1,
    arrival: mine.arrival ?? 'poisson',
    burstiness: mine.burstiness ?? 1,
  };
  const speedup = run.stage.speedup ?? 1;
  // Unaligned, the schedule's own length exactly (t0 + d - t0 can come out a hair above d and add an arrival at d).
  const untilMs = aligned?.endAtNow != null ? endAt - t0 : (durationMs ?? Number.POSITIVE_INFINITY);
  return run.replayAll
    ? run.mineReplay
        .map((e) => e.offsetMs / speedup)
        .filter((at) => at < untilMs)
        .slice(0, maxRequests)
    : arrivalTimes(arrival, run.seed ?? 0, untilMs, maxRequests);
}

/** Open loop, or a replay at its recorded offsets (scaled by speedup), held by max_concurrency when set. */
async function runOpenLoop(run: StageRun): Promise<void> {
  const { clock, signal } = run.opts;
  const { t0 } = run;
  const times = arrivalSchedule(run);
  const cap = run.mine.max_concurrency ?? Number.POSITIVE_INFINITY;
  // Handed over ahead only without a cap (a held arrival's slot is known only when it frees) and not for sessions.
  const lead =
    cap === Number.POSITIVE_INFINITY && !run.conversational && !run.agent ? (run.opts.dispatchLeadMs ?? 0) : 0;
  const running = new Set<Promise<void>>();
  let slotFreed: (() => void) | null = null;
  /** clock.now() when the last wait for a slot ended: arrivals due before it were held up by the cap. */
  let lastSlotAt = Number.NEGATIVE_INFINITY;
  /** The first arrival not sent: the schedule from there on is recorded as not_sent. */
  let stoppedAt = times.length;
  for (const [n, at] of times.entries()) {
    if (signal?.aborted) break;
    if (unreachable(run)) {
      stoppedAt = n;
      break;
    }
    await sleepUntil(clock, t0 + at - lead, signal);
    if (signal?.aborted) break;
    if (unreachable(run)) {
      stoppedAt = n;
      break;
    }
    if (running.size >= cap) {
      while (running.size >= cap) await new Promise<void>((resolve) => (slotFreed = resolve));
      lastSlotAt = clock.now();
    }
    const slotWait = Math.max(0, lastSlotAt - (t0 + at));
    const p = send(run, n, at, slotWait, lead > 0 ? t0 + at : null).finally(() => {
      running.delete(p);
      const wake = slotFreed;
      slotFreed = null;
      wake?.();
    });
    running.add(p);
  }
  for (let n = stoppedAt; n < times.length && !signal?.aborted; n++) await notSent(run, n, times[n]!);
  await Promise.all(running);
}

/** The mean turns of a conversation prompt's sessions (1 for any other prompt). */
function turnsPerSession(pair: LoadPair, workloads: Workloads | undefined): number {
  const c = pair.prompt.conversations;
  if (c === undefined) return 1;
  if (typeof c === 'object') return c.turns;
  const list = workloads?.conversations[pair.prompt.id] ?? [];
  return list.length === 0 ? 1 : list.reduce((sum, s) => sum + s.turns.length, 0) / list.length;
}

/** What a replayed line sends: its prompt or a text of its length, and its recorded output length as max_tokens. */
function replayContent(e: ReplayEntry, providerMaxTokens: number) {
  const { text, inputTokens } = replayText(e, 1);
  const maxTokens = e.outputTokens ?? providerMaxTokens;
  return {
    messages: [{ role: 'user' as const, content: text }],
    maxTokens,
    synthetic: null,
    workload: {
      source: 'replay' as const,
      line: e.line,
      input_tokens: inputTokens,
      max_tokens: maxTokens,
      answer_tokens: e.outputTokens,
      session_id: e.sessionId,
    },
  };
}

export { sleepUntil } from '../measure/executor.ts';
