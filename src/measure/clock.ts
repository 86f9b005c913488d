import { performance } from 'node:perf_hooks';
import { epochNowMs } from '../epoch.ts';

/**
 * The only source of time in the engine. `now` is monotonic (ms, sub-ms
 * precision) and is what every trace moment is measured with; `epochMs` is
 * the wall clock on the same time base, used once per request for
 * t0_epoch_ms so traces from different machines can be lined up.
 */
export interface Clock {
  now(): number;
  epochMs(): number;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  // src/epoch.ts: the base a run puts on the wall clock as it starts.
  epochMs: epochNowMs,
};

/** The clock's wall time as a Date: run provenance (started_at, ...) and signing read it, never `new Date()`. */
export function wallDate(clock: Clock): Date {
  return new Date(clock.epochMs());
}
