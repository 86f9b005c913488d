import { maxOf } from '../../stats.ts';
import { NA } from '../format.ts';
import { PAGE_COLOUR as C, VERDICT_OTHER_CLASS, verdictOf } from '../labels.ts';
import type { HistoryRun, ReportGroup } from '../report-data.ts';
import { fmt, fmtTick, groupLabel, h, type MetricInfo, type ReportPage } from './page.ts';
import { linePath, niceEnd, s, svgRoot, ticks, valueGrid } from './svg.ts';

// report.html's trends: per group and figure, the p50 of each run in the
// history, the current run marked, with the comparison's verdict beside it.

const TW = 300;
const TH = 92;
/** At most this many steps up the value axis: 3 to 5 gridlines on a 68-unit plot. */
const TREND_TICKS = 4;

interface TrendPoint {
  i: number;
  v: number | null;
  run: HistoryRun;
}

export function drawTrends(page: ReportPage): void {
  const { data, groups } = page;
  const body = document.querySelector('#trends .trend-body');
  if (!body || data.history.length < 2) return;
  const head = h('div', 'trend-row trend-head');
  head.appendChild(h('div', null, 'group'));
  page.metrics.forEach((m) => head.appendChild(h('div', null, m.label + ', p50 per run')));
  body.appendChild(head);
  groups.forEach((g, gi) => {
    const row = h('div', 'trend-row');
    row.setAttribute('data-group', String(gi));
    row.appendChild(groupLabel(g));
    const empty = page.metrics.every((m) => trendPoints(page, g, m).every((p) => p.v === null));
    if (empty) {
      row.appendChild(h('div', 'note', 'no figure in any run: every request of the group failed each time'));
      body.appendChild(row);
      return;
    }
    page.metrics.forEach((m) => {
      const cell = h('div', 'trend-cell');
      cell.appendChild(trendChart(page, g, m));
      const c = data.comparisons.find((c) => c.provider === g.provider && c.prompt === g.prompt && c.metric === m.key);
      if (c) {
        // A verdict from a newer results.json than this page knows keeps its own words and a neutral colour.
        const known = verdictOf(c.verdict);
        cell.appendChild(
          h(
            'span',
            'verdict ' + (known ? known.className : VERDICT_OTHER_CLASS),
            known ? known.label : c.verdict.replace(/_/g, ' '),
          ),
        );
        const pc = (v: number | null) => (v === null ? NA : (v > 0 ? '+' : '') + fmt(v) + '%');
        let detail = ' ' + pc(c.delta_pct);
        if (c.ci_low_pct !== null && c.ci_high_pct !== null)
          detail += ' [' + pc(c.ci_low_pct) + ', ' + pc(c.ci_high_pct) + ']';
        if (c.baseline_n !== null && c.current_n !== null) detail += ' · n ' + c.baseline_n + ' → ' + c.current_n;
        cell.appendChild(h('span', 'n', detail));
      }
      row.appendChild(cell);
    });
    body.appendChild(row);
  });
}

function trendPoints(page: ReportPage, g: ReportGroup, m: MetricInfo): TrendPoint[] {
  return page.data.history.map((run, i) => {
    const hit = run.groups.find((x) => x.provider === g.provider && x.prompt === g.prompt);
    return { i, v: hit ? hit.p50[m.key] : null, run };
  });
}

// The y axis starts at 0, so a 1 % wobble looks like one and a halving looks like a halving.
function trendChart(page: ReportPage, g: ReportGroup, m: MetricInfo): SVGElement {
  const runs = page.data.history;
  const pts = trendPoints(page, g, m);
  const vals = pts.flatMap((p) => (p.v === null ? [] : [p.v]));
  const svg = svgRoot(TW, TH);
  svg.setAttribute('class', 'trend');
  svg.setAttribute('data-metric', m.key);
  const L = 44;
  const R = 8;
  const T = 8;
  const B = 16;
  s(svg, 'rect', { x: L, y: T, width: TW - L - R, height: TH - T - B, fill: C.panel });
  if (vals.length === 0) {
    const t0 = s(svg, 'text', { x: (L + TW - R) / 2, y: TH / 2, 'text-anchor': 'middle' });
    t0.textContent = 'no figure in any run';
    return svg;
  }
  // The axis ends on its top gridline: the first round step (1, 2 or 5 times a power of ten) past the highest value.
  const hi = niceEnd(maxOf(vals) * 1.05, TREND_TICKS);
  const n = runs.length;
  const px = (i: number) => (n === 1 ? (L + TW - R) / 2 : L + 6 + (i / (n - 1)) * (TW - L - R - 12));
  const py = (v: number) => T + (1 - v / hi) * (TH - T - B);
  valueGrid(
    svg,
    { y: py, from: L, to: TW - R, labelX: L - 4, line: { stroke: C.grid } },
    ticks(0, hi, TREND_TICKS),
    fmtTick,
  );
  const first = s(svg, 'text', { x: L, y: TH - 3 });
  first.textContent = (runs[0] as HistoryRun).label.slice(0, 16);
  const last = s(svg, 'text', { x: TW - R, y: TH - 3, 'text-anchor': 'end' });
  last.textContent = (runs[n - 1] as HistoryRun).label.slice(0, 16);
  const d = linePath(pts.map((p) => (p.v === null ? null : [px(p.i), py(p.v)])));
  s(svg, 'path', { d, fill: 'none', stroke: C.streamed, 'stroke-width': 1.5 });
  pts.forEach((p) => {
    if (p.v === null) return;
    s(
      svg,
      'circle',
      {
        cx: px(p.i),
        cy: py(p.v),
        r: p.run.current ? 4.5 : 2.6,
        fill: p.run.current ? C.median : C.streamed,
        class: p.run.current ? 'pt current' : 'pt',
      },
      p.run.label + ': p50 ' + fmt(p.v) + ' ' + m.unit,
    );
    if (p.run.current) {
      const lbl = s(svg, 'text', { x: px(p.i) - 7, y: py(p.v) - 6, 'text-anchor': 'end', fill: C.median });
      lbl.textContent = fmt(p.v);
    }
  });
  return svg;
}
