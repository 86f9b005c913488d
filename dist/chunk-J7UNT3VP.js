import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  COMPARISON_METRICS
} from "./chunk-GHWNVFS2.js";
import {
  METRIC_LABEL,
  VERDICT_LABEL,
  formatCi,
  formatNumber,
  formatPct,
  sanitizeText,
  truncate
} from "./chunk-5SJF7PEO.js";
import {
  groupFigure,
  median
} from "./chunk-WOWU3DNF.js";
import {
  sortedFinite
} from "./chunk-LVAEF4P2.js";

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

// src/history/trend.ts
function figure(g, metric) {
  const { summary, n, ci } = groupFigure(g, metric);
  if (!summary) return null;
  return { p50: summary.p50, ci, n: n ?? 0 };
}
function trendSeries(runs) {
  const list = runs.map((r) => "results" in r ? r.results : r);
  const series = /* @__PURE__ */ new Map();
  for (const results of list) {
    for (const g of results.groups) {
      for (const metric of COMPARISON_METRICS) {
        const key = JSON.stringify([g.provider, g.prompt, g.location ?? null, metric]);
        let s = series.get(key);
        if (s === void 0) {
          s = {
            provider: g.provider,
            prompt: g.prompt,
            ...g.location !== void 0 ? { location: g.location } : {},
            metric,
            points: [],
            runs: list.length
          };
          series.set(key, s);
        }
        const f = figure(g, metric);
        if (f === null) continue;
        const c = (results.comparisons ?? []).find(
          (x) => x.provider === g.provider && x.prompt === g.prompt && x.location === g.location && x.metric === metric
        );
        s.points.push({ started_at: results.run.started_at, ...f, verdict: c?.verdict ?? null });
      }
    }
  }
  const all = [...series.values()];
  const id = (s) => JSON.stringify([s.provider, s.prompt, s.location ?? null]);
  const groupOrder = [...new Set(all.map(id))];
  return groupOrder.flatMap(
    (k) => COMPARISON_METRICS.map((m) => all.find((s) => id(s) === k && s.metric === m)).filter(
      (s) => s !== void 0
    )
  );
}
var BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
function sparkline(values, bands = []) {
  return values.length === 0 ? "" : sparklineWithGaps(values, bands);
}
function sparklineWithGaps(values, bands = []) {
  const domain = noiseDomain(values, bands);
  if (domain === null) return values.map(() => "\xB7").join("");
  return noiseLevels(values, domain, BARS.length).map((level) => level === null ? "\xB7" : BARS[level]).join("");
}
function trendLines(earlier, current, opts = {}) {
  const metric = opts.metric ?? "post_first_content_tps";
  const keep = Math.max(1, opts.points ?? 20);
  return current.groups.map((g) => {
    const values = [];
    for (const r of [...earlier, current]) {
      const same = r.groups.find(
        (x) => x.provider === g.provider && x.prompt === g.prompt && x.location === g.location
      );
      if (same) values.push(same[metric]?.p50 ?? null);
    }
    return {
      provider: g.location === void 0 ? g.provider : `${g.provider} @ ${g.location}`,
      prompt: g.prompt,
      metric,
      values: values.slice(-keep)
    };
  });
}
function renderTrendTable(series, opts = {}) {
  if (series.length === 0) return "The history holds no runs.\n";
  const keep = Math.max(1, opts.points ?? 20);
  const head = [
    "provider",
    "prompt",
    "metric",
    "runs",
    "trend (oldest\u2192newest p50)",
    "first",
    "latest",
    "interval",
    "n",
    "vs earlier",
    "verdict"
  ];
  const right = /* @__PURE__ */ new Set([3, 5, 6, 7, 8, 9]);
  const rows = series.map((s) => {
    const shown = s.points.slice(-keep);
    const last = s.points[s.points.length - 1];
    const first = s.points[0];
    const earlier = sortedFinite(s.points.slice(0, -1).map((p) => p.p50));
    const vs = last && earlier.length > 0 && median(earlier) > 0 ? 100 * (last.p50 - median(earlier)) / median(earlier) : null;
    return [
      sanitizeText(s.location === void 0 ? s.provider : `${s.provider} @ ${s.location}`),
      sanitizeText(s.prompt),
      METRIC_LABEL[s.metric],
      `${s.points.length}/${s.runs}`,
      sparkline(
        shown.map((p) => p.p50),
        shown.map((p) => p.ci ? [p.ci.low, p.ci.high] : null)
      ),
      first ? formatNumber(first.p50) : "n/a",
      last ? formatNumber(last.p50) : "n/a",
      last ? formatCi(last.ci, "-") || "n/a" : "n/a",
      last ? String(last.n) : "0",
      formatPct(vs),
      last?.verdict ? VERDICT_LABEL[last.verdict] : ""
    ];
  });
  const widths = head.map((h, i) => Math.max(Array.from(h).length, ...rows.map((r) => Array.from(r[i] ?? "").length)));
  if (opts.width !== void 0) {
    const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
    while (total() > opts.width && (widths[0] > 8 || widths[1] > 8)) {
      const i = widths[0] >= widths[1] ? 0 : 1;
      widths[i] = widths[i] - 1;
    }
  }
  const line = (cells) => cells.map((c, i) => {
    const w = widths[i];
    const t = truncate(c, w);
    const pad = " ".repeat(Math.max(0, w - Array.from(t).length));
    return right.has(i) ? pad + t : t + pad;
  }).join("  ").trimEnd();
  return [line(head), line(head.map((_, i) => "-".repeat(widths[i]))), ...rows.map(line)].join("\n") + "\n";
}

export {
  trendSeries,
  sparkline,
  sparklineWithGaps,
  trendLines,
  renderTrendTable
};
