import type { ClientStalls } from '../analyze/types.ts';
import type { Clock } from './clock.ts';

// The client's own stalls. When the thread that stamps reads is blocked (a
// long garbage collection, a busy machine, a synchronous parse), the reads
// that arrive meanwhile wait in the kernel and are stamped together when it
// runs again: sixty reads 14 µs apart, a rate of millions of tokens per
// second that the server never had. perf_hooks.monitorEventLoopDelay says
// how long such stalls were but not when, so this samples the loop with a
// timer of its own: a tick due every TICK_MS that fires late by d ms means
// the loop could not run for at least d ms, ending now. Each such interval
// past STALL_FLOOR_MS is kept on the run's monotonic clock, so a request can
// be given the stalls that overlapped it; every tick's lateness goes into a
// histogram for the run's distribution.

// TICK_MS (how often the loop is sampled) and STALL_FLOOR_MS (stalls kept
// with a time) live with the analysis, which bounds a stage's stamp error by them.
import { STALL_FLOOR_MS, TICK_MS } from '../analyze/stall.ts';
export { STALL_FLOOR_MS, TICK_MS };

/** The distribution's resolution and reach: 0.1 ms bins up to 10 s; a longer stall counts in the last bin (max stays exact). */
const BIN_MS = 0.1;
const BINS = 100_000;

/**
 * The p-quantile of a histogram of `BIN_MS` bins, as the upper edge of the
 * bin the rank falls in (never under-reports a stall). Not Prometheus'
 * histogram_quantile (src/metrics/server-figures.ts), which interpolates
 * within a server's wide buckets: these bins are 0.1 ms, finer than the
 * figure is printed.
 */
export function upperEdgeQuantile(bins: Uint32Array, total: number, p: number): number {
  if (total === 0) return 0;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (let i = 0; i < bins.length; i++) {
    seen += bins[i] as number;
    if (seen >= rank) return Math.round((i + 1) * BIN_MS * 10) / 10;
  }
  return Math.round(bins.length * BIN_MS * 10) / 10;
}

export class StallMonitor {
  readonly #clock: Clock;
  readonly #bins = new Uint32Array(BINS);
  #samples = 0;
  #max = 0;
  #last = 0;
  #timer: NodeJS.Timeout | null = null;
  // Kept stalls, in the order they ended: start and end on the clock's `now`.
  readonly #starts: number[] = [];
  readonly #ends: number[] = [];

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  start(): void {
    if (this.#timer !== null) return;
    this.#last = this.#clock.now();
    this.#schedule();
  }

  #schedule(): void {
    this.#timer = setTimeout(() => this.#tick(), TICK_MS);
    // The sampler never keeps the process alive on its own.
    this.#timer.unref();
  }

  #tick(): void {
    const now = this.#clock.now();
    this.#record(now, Math.max(0, now - this.#last - TICK_MS));
    this.#last = now;
    this.#schedule();
  }

  #record(now: number, lateMs: number): void {
    this.#samples++;
    this.#bins[Math.min(BINS - 1, Math.floor(lateMs / BIN_MS))]!++;
    if (lateMs > this.#max) this.#max = lateMs;
    if (lateMs >= STALL_FLOOR_MS) {
      this.#starts.push(now - lateMs);
      this.#ends.push(now);
    }
  }

  /**
   * The stalls that overlap [fromMs, toMs] on the clock, as [start, length]
   * ms relative to `fromMs`, including one still going on now (a request
   * that ends in the same turn of the loop as a stall has not seen the
   * tick that would record it yet).
   */
  stallsDuring(fromMs: number, toMs: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    const rel = (x: number) => Math.round((x - fromMs) * 100) / 100;
    // Stalls end in time order: walk back from the newest until they end before fromMs.
    for (let i = this.#ends.length - 1; i >= 0; i--) {
      const end = this.#ends[i]!;
      if (end < fromMs) break;
      const start = this.#starts[i]!;
      if (start <= toMs) out.push([rel(start), Math.round((end - start) * 100) / 100]);
    }
    out.reverse();
    if (this.#timer !== null) {
      const due = this.#last + TICK_MS;
      const now = this.#clock.now();
      if (now - due >= STALL_FLOOR_MS && due <= toMs) out.push([rel(due), Math.round((now - due) * 100) / 100]);
    }
    return out;
  }

  /** Stops sampling; the run's distribution, stalls over `thresholdMs` counted. */
  stop(thresholdMs: number): ClientStalls {
    return summarizeStalls([this.halt()], thresholdMs);
  }

  /** Stops sampling; what was seen, to be summed with other threads' (summarizeStalls). */
  halt(): StallSnapshot {
    if (this.#timer !== null) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    return {
      bins: this.#bins,
      samples: this.#samples,
      max: this.#max,
      lengths: this.#ends.map((end, i) => end - this.#starts[i]!),
    };
  }
}

/** One thread's stall sampling: its histogram and its kept stalls' lengths (it crosses threads as data). */
export interface StallSnapshot {
  bins: Uint32Array;
  samples: number;
  max: number;
  lengths: number[];
}

/**
 * The run's distribution over the threads that stamp reads (each measurer
 * thread samples its own loop: a stall of one does not delay another's stamps).
 */
export function summarizeStalls(snapshots: readonly StallSnapshot[], thresholdMs: number): ClientStalls {
  const bins = new Uint32Array(BINS);
  let samples = 0;
  let max = 0;
  let over = 0;
  for (const s of snapshots) {
    for (let i = 0; i < BINS; i++) bins[i]! += s.bins[i]!;
    samples += s.samples;
    max = Math.max(max, s.max);
    for (const length of s.lengths) if (length > thresholdMs) over++;
  }
  return {
    p50: upperEdgeQuantile(bins, samples, 0.5),
    p99: upperEdgeQuantile(bins, samples, 0.99),
    max: Math.round(max * 100) / 100,
    count_over_threshold: over,
    threshold_ms: thresholdMs,
    samples,
  };
}
