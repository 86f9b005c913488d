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
