import type { Trace } from '../trace.ts';
import { dropNoise } from '../stats.ts';

// How far a machine's wall clock is from the provider's, estimated from the
// HTTP `Date` headers the provider sent (design.md "Past one runner"). Shards
// on different runners each estimate their offset against the same provider,
// so the difference of two shards' offsets is the difference of their
// clocks, and a merged stage can say how well its shards really lined up.
//
// A Date header has whole-second resolution, but it was stamped somewhere
// between the request's dispatch and its headers' arrival. So one response
// says: server - local lies in [D - headers_at, D + 1000 - dispatch_at].
// Every response narrows the interval; responses whose stamps fall on both
// sides of a second boundary narrow it to about one round trip.

export interface ClockOffset {
  /** Provider clock minus this machine's clock, ms: the middle of [low, high]. */
  offset_ms: number;
  low_ms: number;
  high_ms: number;
  /** Responses with a Date header the estimate used. */
  samples: number;
  /**
   * False when the responses disagreed (their intervals do not intersect: a
   * fleet of servers whose clocks differ, or this clock stepped during the
   * run); low..high then spans every response's own interval.
   */
  consistent: boolean;
}

/** The whole second a Date header names, and the interval of offsets one response allows. */
export function offsetBounds(t: Trace): [number, number] | null {
  const date = t.http?.headers?.date;
  if (date === undefined || t.at.headers === null) return null;
  const server = Date.parse(date);
  if (!Number.isFinite(server)) return null;
  return [server - (t.t0_epoch_ms + t.at.headers), server + 1000 - t.t0_epoch_ms];
}

export function estimateClockOffset(traces: Iterable<Trace>): ClockOffset | null {
  let low = -Infinity;
  let high = Infinity;
  let widest: [number, number] = [Infinity, -Infinity];
  let samples = 0;
  for (const t of traces) {
    const b = offsetBounds(t);
    if (b === null) continue;
    samples++;
    low = Math.max(low, b[0]);
    high = Math.min(high, b[1]);
    widest = [Math.min(widest[0], b[0]), Math.max(widest[1], b[1])];
  }
  if (samples === 0) return null;
  const consistent = low <= high;
  const [lo, hi] = consistent ? [low, high] : widest;
  return {
    offset_ms: dropNoise((lo + hi) / 2),
    low_ms: dropNoise(lo),
    high_ms: dropNoise(hi),
    samples,
    consistent,
  };
}
