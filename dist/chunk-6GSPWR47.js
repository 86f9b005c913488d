import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  sparkline
} from "./chunk-QPUR2USM.js";
import {
  VERDICT_LABEL,
  comparedLabel,
  formatCi,
  formatPct
} from "./chunk-PKD4NBUI.js";
import {
  formatNumber,
  sanitizeText,
  truncate
} from "./chunk-WKUXESJ5.js";
import {
  FIGURES,
  comparedFigureDefs,
  figureSummary,
  groupFigure,
  median
} from "./chunk-4P42FROQ.js";
import {
  sortedFinite
} from "./chunk-VZFYQJYA.js";

// src/history/trend.ts
function figure(g, f) {
  const { summary, n, ci } = groupFigure(g, f.key, f);
  if (!summary) return null;
  return { p50: summary.p50, ci, n: n ?? 0 };
}
function trendSeries(runs, figures = FIGURES) {
  const compared = comparedFigureDefs(figures);
  const list = runs.map((r) => "results" in r ? r.results : r);
  const series = /* @__PURE__ */ new Map();
  for (const results of list) {
    for (const g of results.groups) {
      for (const def of compared) {
        if (def.share && !(def.key in g)) continue;
        const metric = def.key;
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
        const f = figure(g, def);
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
    (k) => compared.map(({ key: m }) => all.find((s) => id(s) === k && s.metric === m)).filter((s) => s !== void 0)
  );
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
      if (same) values.push(figureSummary(same, metric)?.p50 ?? null);
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
      sanitizeText(comparedLabel(s.metric, opts.figures)),
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
  trendLines,
  renderTrendTable
};
