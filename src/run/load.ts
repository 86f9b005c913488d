import { setTimeout as delay } from 'node:timers/promises';
import { seedFrom } from '../analyze/bootstrap.ts';
import { stageEnd, stageRequestThroughput, type StageEnd } from '../analyze/load.ts';
import type { FilePrompt } from '../config/prompt-file.ts';
import { promptContent, withCacheBust, type LoadPair, type LoadPlan, type PlannedRequest } from '../config/plan.ts';
import type { Load, Stage, Sweep } from '../config/schema.ts';
import type { ServerMetrics } from '../metrics/poller.ts';
import type { OfferedLoad, TraceLoad } from '../trace.ts';
import { runOne, type RunOneOptions } from './runner.ts';
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

export interface StageInfo {
  provider: string;
  prompt: string;
  pair: number;
  pairs: number;
  stage: number;
  stages: number;
  label: string;
  /** The stage's length in ms, or null for a stage of `requests` requests. */
  durationMs: number | null;
  requests: number | null;
  /** clock.now() at the stage's start. */
  startMs: number;
}

export interface RunLoadOptions extends RunOneOptions {
  load: LoadPlan;
  /** A fresh short random string per call, for cache-bust prefixes. */
  nonce: () => string;
  promptFiles?: Record<string, FilePrompt[]> | undefined;
  onStage?: (info: StageInfo) => void;
  /** Requests in flight, after each dispatch and each end. */
  onInFlight?: (n: number) => void;
  onWarning?: (message: string) => void;
  /** Polls providers' metrics_url: begun per pair, sampled at each stage's first dispatch and after its drain. */
  serverMetrics?: ServerMetrics | null;
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

export async function runLoad(opts: RunLoadOptions): Promise<void> {
  const { load } = opts;
  const spec = load.spec;
  for (const [pairIndex, pair] of load.pairs.entries()) {
    if (opts.signal?.aborted) return;
    const stages = configuredStages(spec).slice();
    const total = stageCount(spec);
    let k = 0;
    const nextContent = () => k++;
    const measuredRates: Array<number | null> = [];
    opts.serverMetrics?.begin(pair.provider.id);
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
        const traces = await runStage(opts, pair, pairIndex, i, total, stages[i] as Stage, nextContent);
        // Right after the stage's last request ended (the drain included): the
        // counters' end of the window, taken before the next stage dispatches.
        await opts.serverMetrics?.markAndWait(pair.provider.id);
        measuredRates.push(stageRequestThroughput(traces));
      }
    } finally {
      await opts.serverMetrics?.end(pair.provider.id);
    }
  }
}

async function runStage(
  opts: RunLoadOptions,
  pair: LoadPair,
  pairIndex: number,
  stageIndex: number,
  stageTotal: number,
  stage: Stage,
  nextContent: () => number,
): Promise<StageEnd[]> {
  const { clock, signal } = opts;
  const spec = opts.load.spec;
  const offered = offeredOf(stage);
  const label = stageLabel(offered);
  const shard = opts.load.shard;
  const mine = shard ? shardShare(offered, shard) : offered;
  const suffix = shard ? `@shard${shard.index}` : '';
  const durationMs = spec.duration_s !== undefined ? spec.duration_s * 1000 : null;
  const maxRequests = Math.min(spec.requests ?? MAX_STAGE_REQUESTS, MAX_STAGE_REQUESTS);
  const warmupMs = (spec.warmup_s ?? 0) * 1000;
  const seed =
    offered.rate !== null ? seedFrom('arrivals', pair.provider.id, pair.prompt.id, String(stageIndex)) : null;
  const traces: StageEnd[] = [];
  let inFlight = 0;

  const t0 = clock.now();
  const t0Epoch = clock.epochMs();
  opts.onStage?.({
    provider: pair.provider.id,
    prompt: pair.prompt.id,
    pair: pairIndex,
    pairs: opts.load.pairs.length,
    stage: stageIndex,
    stages: stageTotal,
    label,
    durationMs,
    requests: spec.requests ?? null,
    startMs: t0,
  });

  /** Every request's whole run (trace written included), awaited before the stage returns. */
  const pending = new Set<Promise<void>>();
  /**
   * Sends one request; resolves the moment its response ends, before its
   * trace is written, so a closed loop's next dispatch never waits on the disk.
   */
  const send = (n: number, scheduledMs: number, slotWaitMs: number): Promise<void> => {
    const content = promptContent(pair.prompt, nextContent(), opts.promptFiles);
    let messages = content.messages;
    let cacheBust: string | null = null;
    if (pair.provider.cache_bust) {
      cacheBust = `[sg-${opts.nonce()}] `;
      messages = withCacheBust(messages, cacheBust);
    }
    const request: PlannedRequest = {
      id: `${pair.provider.id}/${pair.prompt.id}/s${stageIndex}/${n + 1}${suffix}`,
      index: n,
      provider: pair.provider,
      promptId: pair.prompt.id,
      messages,
      maxTokens: content.maxTokens ?? pair.provider.max_tokens,
      rep: n + 1,
      warmup: scheduledMs < warmupMs,
      cacheBust,
      synthetic: content.synthetic,
    };
    const place: TraceLoad = {
      stage: stageIndex,
      stage_t0_epoch_ms: t0Epoch,
      scheduled_ms: scheduledMs,
      label,
      offered,
      duration_s: spec.duration_s ?? null,
      requests: spec.requests ?? null,
      warmup_s: spec.warmup_s ?? 0,
      slot_wait_ms: slotWaitMs,
      seed,
      ...(shard ? { shard: { ...shard }, shard_offered: mine } : {}),
    };
    // Before the stage's first dispatch: the counters' start of the window (sent, never awaited).
    if (n === 0) opts.serverMetrics?.mark(pair.provider.id);
    inFlight++;
    opts.onInFlight?.(inFlight);
    let ended: () => void = () => undefined;
    const endedP = new Promise<void>((resolve) => (ended = resolve));
    const done = runOne(
      {
        ...opts,
        onTrace: async (trace, r) => {
          inFlight--;
          traces.push(stageEnd(trace));
          ended();
          opts.onInFlight?.(inFlight);
          await opts.onTrace(trace, r);
        },
      },
      pair.provider,
      request,
      place,
    ).finally(() => {
      ended();
      pending.delete(done);
    });
    pending.add(done);
    return endedP;
  };

  if (mine.concurrency === 0) return traces;
  if (mine.concurrency !== null) {
    // Closed loop: each of N workers sends its next request as soon as its last one ended.
    let dispatched = 0;
    const endAt = durationMs === null ? Number.POSITIVE_INFINITY : t0 + durationMs;
    const worker = async () => {
      let freeAt = t0;
      while (!signal?.aborted && dispatched < maxRequests && freeAt < endAt) {
        await send(dispatched++, freeAt - t0, 0);
        freeAt = clock.now();
      }
    };
    await Promise.all(Array.from({ length: mine.concurrency }, worker));
    while (pending.size > 0) await Promise.all([...pending]);
    return traces;
  }

  // Open loop.
  const arrival: ArrivalSpec = {
    rate: mine.rate ?? 1,
    arrival: mine.arrival ?? 'poisson',
    burstiness: mine.burstiness ?? 1,
  };
  const times = arrivalTimes(arrival, seed ?? 0, durationMs ?? Number.POSITIVE_INFINITY, maxRequests);
  const cap = mine.max_concurrency ?? Number.POSITIVE_INFINITY;
  const running = new Set<Promise<void>>();
  let slotFreed: (() => void) | null = null;
  /** clock.now() when the last wait for a slot ended: arrivals due before it were held up by the cap. */
  let lastSlotAt = Number.NEGATIVE_INFINITY;
  for (const [n, at] of times.entries()) {
    if (signal?.aborted) break;
    await sleepUntil(clock, t0 + at, signal);
    if (signal?.aborted) break;
    if (running.size >= cap) {
      while (running.size >= cap) await new Promise<void>((resolve) => (slotFreed = resolve));
      lastSlotAt = clock.now();
    }
    const slotWait = Math.max(0, lastSlotAt - (t0 + at));
    const p = send(n, at, slotWait).finally(() => {
      running.delete(p);
      const wake = slotFreed;
      slotFreed = null;
      wake?.();
    });
    running.add(p);
  }
  await Promise.all(running);
  while (pending.size > 0) await Promise.all([...pending]);
  return traces;
}

/**
 * Waits until clock.now() reaches `target`: a timer for all but the last
 * millisecond (timers fire late, never early, by up to a millisecond or so),
 * then turns of the event loop, so a dispatch is due-time accurate to well
 * under a millisecond without holding the CPU for long.
 */
export async function sleepUntil(clock: RunOneOptions['clock'], target: number, signal: AbortSignal | undefined) {
  for (;;) {
    const left = target - clock.now();
    if (left <= 0 || signal?.aborted) return;
    if (left > 1.5) await delay(left - 1, undefined, signal ? { signal } : {}).catch(() => undefined);
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
