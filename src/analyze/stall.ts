import type { Trace } from '../trace.ts';

// Which client stalls touched a request's figures. Pure: the stalls are
// measurements in the trace (src/measure/stall.ts), the threshold is
// analysis.max_client_stall_ms, so `reanalyze` can judge them again.

/**
 * Reads that arrived during a stall are stamped when the loop runs again,
 * which can be a few ms after the sampler's tick that ended the stall (the
 * timer runs before the I/O of the same turn): a stall that ended this close
 * before first content still held its first reads. One sampling tick.
 */
export const STALL_STAMP_SLACK_MS = 10;

/** How often the client samples its loop (src/measure/stall.ts): a stall shorter than this may go unseen. */
export const TICK_MS = 10;

/** Stalls shorter than this are counted in the run's distribution but not kept with a time (timer jitter on a loaded machine). */
export const STALL_FLOOR_MS = 5;

/**
 * The longest stall overlapping the content interval (first content, less
 * the slack, to end), ms: 0 when none did; null when the trace holds no
 * stall record or the request had no content interval.
 */
export function clientStallMs(trace: Trace): number | null {
  const stalls = trace.client_stalls;
  if (!Array.isArray(stalls)) return null;
  const from = trace.at.first_content;
  const to = trace.at.end ?? trace.at.last_content;
  if (from === null || to === null) return null;
  let longest = 0;
  for (const [start, length] of stalls) {
    if (start <= to && start + length + STALL_STAMP_SLACK_MS >= from && length > longest) longest = length;
  }
  return longest;
}

/**
 * A stage's stamp error bound: the p99 of the client's event-loop lag over
 * [fromEpochMs, toEpochMs], ms. The sampler ticks every TICK_MS, so the
 * window holds about window / TICK_MS lag samples; the stalls its traces
 * kept (each at least STALL_FLOOR_MS, the same stall kept by every request
 * it overlapped, counted once) are the largest of them. When they are at
 * least 1% of the samples, the p99 is one of them; otherwise it is below
 * STALL_FLOOR_MS, which is then the bound. Null when a trace holds no stall
 * record (older traces, or written without the monitor).
 */
export function clientErrorMs(traces: readonly Trace[], fromEpochMs: number, toEpochMs: number): number | null {
  if (traces.length === 0 || !(toEpochMs > fromEpochMs)) return null;
  const seen = new Map<string, number>();
  for (const t of traces) {
    if (!Array.isArray(t.client_stalls)) return null;
    for (const [start, length] of t.client_stalls) {
      const at = t.t0_epoch_ms + start;
      if (at > toEpochMs || at + length < fromEpochMs) continue;
      seen.set(`${Math.round(at)}:${Math.round(length)}`, length);
    }
  }
  const samples = Math.max(1, Math.floor((toEpochMs - fromEpochMs) / TICK_MS));
  const rank = Math.ceil(samples * 0.01);
  const lengths = [...seen.values()].sort((a, b) => b - a);
  const p99 = lengths.length >= rank ? (lengths[rank - 1] as number) : STALL_FLOOR_MS;
  return Math.round(Math.max(STALL_FLOOR_MS, p99) * 10) / 10;
}
