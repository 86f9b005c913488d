import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  percentile
} from "./chunk-IMS4HJ5Z.js";

// src/analyze/bootstrap.ts
var DEFAULT_BOOTSTRAP = { ci_level: 0.95, resamples: 2e3 };
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}
function seedFrom(...parts) {
  let h = 2166136261;
  const s = parts.join("\0");
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function median(sorted) {
  return percentile(sorted, 0.5);
}
function sortedFinite(values) {
  return values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
}
function medianResampler(runs, rand) {
  const pool = runs.flatMap((run, r) => run.map((v) => ({ v, r })));
  pool.sort((a, b) => a.v - b.v);
  const values = pool.map((p) => p.v);
  const positions = runs.map(() => []);
  pool.forEach((p, i) => positions[p.r].push(i));
  const counts = new Uint32Array(values.length);
  const k = runs.length;
  return () => {
    counts.fill(0);
    let n = 0;
    for (let j = 0; j < k; j++) {
      const run = positions[k === 1 ? 0 : Math.floor(rand() * k)];
      for (let i = 0; i < run.length; i++) {
        const at = run[Math.floor(rand() * run.length)];
        counts[at] = counts[at] + 1;
      }
      n += run.length;
    }
    return countedMedian(values, counts, n);
  };
}
function countedMedian(values, counts, n) {
  const h = (n - 1) / 2;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  let seen = 0;
  let a = NaN;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i];
    if (Number.isNaN(a) && seen > lo) a = values[i];
    if (seen > hi) return a + (h - lo) * (values[i] - a);
  }
  return a;
}
function percentileInterval(stats, level) {
  return interval(stats, level);
}
function interval(stats, level) {
  stats.sort();
  const tail = (1 - level) / 2;
  const sorted = Array.from(stats);
  return { low: percentile(sorted, tail), high: percentile(sorted, 1 - tail) };
}
function bootstrapMedianCi(values, seed, settings = DEFAULT_BOOTSTRAP) {
  const stats = resampledMedians(values, seed, settings);
  return stats === null ? null : interval(stats, settings.ci_level);
}
function resampledMedians(values, seed, settings = DEFAULT_BOOTSTRAP) {
  const sorted = sortedFinite(values);
  if (sorted.length === 0) return null;
  const next = medianResampler([sorted], mulberry32(seed));
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) stats[i] = next();
  return stats;
}
function bootstrapDeltaPctCi(baselineRuns, current, seed, settings = DEFAULT_BOOTSTRAP) {
  const runs = baselineRuns.map(sortedFinite).filter((r) => r.length > 0);
  const cur = sortedFinite(current);
  if (runs.length === 0 || cur.length === 0) return null;
  if (!(median(sortedFinite(runs.flat())) > 0)) return null;
  const rand = mulberry32(seed);
  const base = medianResampler(runs, rand);
  const now = medianResampler([cur], rand);
  const stats = new Float64Array(settings.resamples);
  for (let i = 0; i < stats.length; i++) {
    const b = base();
    const c = now();
    stats[i] = b > 0 ? 100 * (c - b) / b : 0;
  }
  return interval(stats, settings.ci_level);
}
var MIN_SAMPLES = 3;
var DEFAULT_STATISTICS = { ...DEFAULT_BOOTSTRAP, min_samples: MIN_SAMPLES };

export {
  mulberry32,
  seedFrom,
  median,
  sortedFinite,
  percentileInterval,
  bootstrapMedianCi,
  resampledMedians,
  bootstrapDeltaPctCi,
  MIN_SAMPLES,
  DEFAULT_STATISTICS
};
