import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/report/noise-scale.ts
var NOISE_FLOOR_PCT = 10;
function middle(sorted) {
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function noiseDomain(values, bands = [], floorPct = NOISE_FLOOR_PCT) {
  const finite = values.filter((v) => v !== null && Number.isFinite(v));
  if (finite.length === 0) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of finite) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  for (const b of bands) {
    if (b === null || !Number.isFinite(b[0]) || !Number.isFinite(b[1])) continue;
    lo = Math.min(lo, b[0]);
    hi = Math.max(hi, b[1]);
  }
  const scale = Math.abs(middle([...finite].sort((a, b) => a - b)));
  const floor = scale > 0 ? scale * floorPct / 100 : 1;
  if (hi - lo < floor) {
    const mid = (lo + hi) / 2;
    lo = mid - floor / 2;
    hi = mid + floor / 2;
  }
  if (lo < 0 && finite.every((v) => v >= 0)) {
    hi -= lo;
    lo = 0;
  }
  return { lo, hi };
}
function noiseLevels(values, domain, levels) {
  const span = domain.hi - domain.lo;
  const finite = values.filter((v) => v !== null && Number.isFinite(v));
  const flat = finite.every((v) => v === finite[0]);
  return values.map((v) => {
    if (v === null || !Number.isFinite(v)) return null;
    if (flat) return Math.floor((levels - 1) / 2);
    const at = span > 0 ? (v - domain.lo) / span : 0.5;
    return Math.min(levels - 1, Math.max(0, Math.round(at * (levels - 1))));
  });
}

// src/report/sparkline.ts
var BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
function sparkline(values, bands = []) {
  return values.length === 0 ? "" : sparklineWithGaps(values, bands);
}
function sparklineWithGaps(values, bands = []) {
  const domain = noiseDomain(values, bands);
  if (domain === null) return values.map(() => "\xB7").join("");
  return noiseLevels(values, domain, BARS.length).map((level) => level === null ? "\xB7" : BARS[level]).join("");
}

export {
  sparkline,
  sparklineWithGaps
};
