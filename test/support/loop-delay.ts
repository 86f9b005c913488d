import { epochOffsetMs } from '../../src/epoch.ts';

/**
 * When the event loop of this process could not run while `work` ran: the
 * baseline a timing assertion is relative to on a busy machine. A scheduler
 * (or the in-process simulator's timers) can be no more on time than the loop
 * that runs it; what a test checks is the lateness it adds beyond that.
 * A timer due every millisecond stamps its ticks; a gap between two ticks
 * more than FLOOR_MS past the millisecond is time the loop was held (long work
 * in this process, or the process not scheduled at all).
 */
export interface LoopDelay {
  /** Milliseconds of [fromEpochMs, toEpochMs] during which the loop was held. */
  heldMs(fromEpochMs: number, toEpochMs: number): number;
  /** From the first tick to the last, ms. */
  spanMs: number;
  /** The longest hold, ms. */
  maxMs: number;
  /** For a failure message. */
  text: string;
}

const TICK_MS = 1;
/** Shorter holds are the loop's own work between two ticks (parsing a read, writing a trace), not a stall. */
const FLOOR_MS = 5;

export async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ value: T; loop: LoopDelay }> {
  // Ticks on the monotonic clock: a run started inside `work` puts the epoch
  // base back on the wall clock (src/epoch.ts), a jump that is no hold.
  const now = () => performance.now();
  const ticks: number[] = [now()];
  const timer = setInterval(() => ticks.push(now()), TICK_MS);
  let value: T;
  try {
    value = await work();
  } finally {
    clearInterval(timer);
  }
  ticks.push(now());
  // Each hold: from a tick's due time to the next tick.
  const holds: [number, number][] = [];
  for (let i = 1; i < ticks.length; i++) {
    if (ticks[i]! - ticks[i - 1]! > TICK_MS + FLOOR_MS) holds.push([ticks[i - 1]! + TICK_MS, ticks[i]!]);
  }
  // Asked in epoch ms (a trace's t0_epoch_ms): on the base the run in `work` stamped with.
  const heldMs = (fromEpochMs: number, toEpochMs: number) => {
    const from = fromEpochMs - epochOffsetMs();
    const to = toEpochMs - epochOffsetMs();
    return holds.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, to) - Math.max(a, from)), 0);
  };
  const maxMs = holds.reduce((m, [a, b]) => Math.max(m, b - a), 0);
  const total = holds.reduce((sum, [a, b]) => sum + b - a, 0);
  const span = ticks.at(-1)! - ticks[0]!;
  const text = `event loop held ${total.toFixed(0)} of ${span.toFixed(0)} ms, longest ${maxMs.toFixed(1)} ms`;
  return { value, loop: { heldMs, spanMs: span, maxMs, text } };
}
