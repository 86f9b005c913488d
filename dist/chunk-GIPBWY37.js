import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/report/report-data.ts
var REPORT_DATA_SCHEMA = "streamgauge.report-data/1";
var DEFAULT_TIMELINES_PER_GROUP = 200;
var DIST_BINS = 60;
var TIMELINE_FLAGGED = 50;
var TIMELINE_SAMPLE = 6;
function timelineAnchor(index) {
  return `req-${index}`;
}

// src/analyze/stats.ts
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
function summarize(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
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

export {
  REPORT_DATA_SCHEMA,
  DEFAULT_TIMELINES_PER_GROUP,
  DIST_BINS,
  TIMELINE_FLAGGED,
  TIMELINE_SAMPLE,
  timelineAnchor,
  percentile,
  summarize,
  dropNoise,
  dropNoiseOrNull,
  maxOf,
  minOf,
  pushAll
};
