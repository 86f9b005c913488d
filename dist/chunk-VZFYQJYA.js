import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/stats.ts
function percentile(sorted, p) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  const a = sorted[lo];
  const b = sorted[hi];
  return a + (h - lo) * (b - a);
}
function finiteSorted(values) {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) n++;
  const sorted = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (Number.isFinite(v)) sorted[k++] = v;
  }
  return sorted.sort();
}
function sortedFinite(values) {
  return Array.from(finiteSorted(values));
}
var SUMMARY_KEYS = ["p50", "p90", "p99", "min", "max"];
function summarize(values) {
  const sorted = finiteSorted(values);
  if (sorted.length === 0) return null;
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    min: sorted[0],
    max: sorted[sorted.length - 1]
  };
}
function dropNoise(x) {
  if (!Number.isFinite(x)) return x;
  const r = Number(x.toPrecision(12));
  return Object.is(r, -0) ? 0 : r;
}
function dropNoiseOrNull(x) {
  return x === null ? null : dropNoise(x);
}
function maxOf(values) {
  let hi = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v > hi || Number.isNaN(v)) hi = v;
    if (Number.isNaN(hi)) return NaN;
  }
  return hi;
}
function minOf(values) {
  let lo = Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v < lo || Number.isNaN(v)) lo = v;
    if (Number.isNaN(lo)) return NaN;
  }
  return lo;
}
function pushAll(to, from) {
  for (const x of from) to.push(x);
}
function wilsonInterval(k, n, z = 1.959963984540054) {
  if (!(n > 0)) return null;
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
function shareDifferenceInterval(a, b) {
  const wa = wilsonInterval(a.k, a.n);
  const wb = wilsonInterval(b.k, b.n);
  if (wa === null || wb === null) return null;
  const pa = a.k / a.n;
  const pb = b.k / b.n;
  const d = pb - pa;
  return {
    low: d - Math.sqrt((pb - wb.low) ** 2 + (wa.high - pa) ** 2),
    high: d + Math.sqrt((wb.high - pb) ** 2 + (pa - wa.low) ** 2)
  };
}

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
  percentile,
  finiteSorted,
  sortedFinite,
  SUMMARY_KEYS,
  summarize,
  dropNoise,
  dropNoiseOrNull,
  maxOf,
  minOf,
  pushAll,
  wilsonInterval,
  shareDifferenceInterval,
  TICK_MS,
  STALL_FLOOR_MS,
  clientStallMs,
  clientErrorMs
};
