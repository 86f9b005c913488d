import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/analyze/stall.ts
var STALL_STAMP_SLACK_MS = 10;
var TICK_MS = 10;
var STALL_FLOOR_MS = 5;
function clientStallMs(trace) {
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
function clientErrorMs(traces, fromEpochMs, toEpochMs) {
  if (traces.length === 0 || !(toEpochMs > fromEpochMs)) return null;
  const seen = /* @__PURE__ */ new Map();
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
  const p99 = lengths.length >= rank ? lengths[rank - 1] : STALL_FLOOR_MS;
  return Math.round(Math.max(STALL_FLOOR_MS, p99) * 10) / 10;
}

export {
  TICK_MS,
  STALL_FLOOR_MS,
  clientStallMs,
  clientErrorMs
};
