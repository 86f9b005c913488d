import { maxOf } from '../../stats.ts';
import { formatNumber, NA } from '../format.ts';
import { FLAG_REASON, METRIC, METRIC_KEYS, PAGE_COLOUR as C, VERDICT_OTHER_CLASS, verdictOf } from '../labels.ts';
import {
  TIMELINE_FLAGGED,
  TIMELINE_SAMPLE,
  timelineAnchor,
  type HistoryRun,
  type MetricKey,
  reportRequests,
  type EmbeddedReportData,
  type ReportGroup,
  type ReportRequest,
  type ReportTimeline,
  type GroupDist,
} from '../report-data.ts';

// report.html's script: reads the JSON block, draws the distributions, the
// inter-token latency per group, the trends and one timeline per request as
// SVG, and reveals the timeline a `#req-N` link points at. Inlined into the
// page (src/report/script.ts compiles it), checked by its own tsconfig with
// the DOM types. Every string from the data reaches the page through
// textContent or setAttribute, never as markup, so a model named `<script>`
// stays text.

const NS = 'http://www.w3.org/2000/svg';
const data = JSON.parse(
  (document.getElementById('sg-data') as HTMLScriptElement).textContent ?? '{}',
) as EmbeddedReportData;
const groups = data.groups;
const requests = reportRequests(data.requests);

interface MetricInfo {
  key: MetricKey;
  unit: string;
  label: string;
}
const METRICS: MetricInfo[] = METRIC_KEYS.map((key) => ({ key, unit: METRIC[key].unit, label: METRIC[key].label }));

type Attrs = Record<string, string | number>;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls: string | null,
  text?: string | number | null,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

/** An SVG element with its attributes and, when given, a tooltip (a <title> child); appended to `parent` when there is one. */
function s(parent: Element | null, tag: string, attrs: Attrs, title?: string): SVGElement {
  const e = document.createElementNS(NS, tag) as SVGElement;
  for (const k of Object.keys(attrs)) e.setAttribute(k, String(attrs[k]));
  if (title) {
    const t = document.createElementNS(NS, 'title');
    t.textContent = title;
    e.appendChild(t);
  }
  if (parent) parent.appendChild(e);
  return e;
}

function svgRoot(w: number, hgt: number): SVGElement {
  return s(null, 'svg', {
    viewBox: '0 0 ' + w + ' ' + hgt,
    width: w,
    height: hgt,
    preserveAspectRatio: 'xMinYMid meet',
    role: 'img',
  });
}

function fmt(x: number | null | undefined): string {
  return x === null || x === undefined ? NA : formatNumber(x);
}

/** Linear interpolation between closest ranks; `sorted` is ascending and not empty. */
function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = sorted[Math.floor(pos)] as number;
  const hi = sorted[Math.ceil(pos)] as number;
  return lo + (hi - lo) * (pos - Math.floor(pos));
}

/** The round number (1, 2, 2.5 or 5 times a power of ten) at or above x: an axis's end. */
function niceMax(x: number): number {
  if (!(x > 0)) return 1;
  const p = Math.pow(10, Math.floor(Math.log(x) / Math.LN10));
  const f = x / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * p;
}

function niceStep(x: number): number {
  const p = Math.pow(10, Math.floor(Math.log(x) / Math.LN10));
  const f = x / p;
  return (f < 1.5 ? 1 : f < 3 ? 2 : f < 7 ? 5 : 10) * p;
}

function fmtTick(v: number): string {
  return Number.isInteger(v) && Math.abs(v) < 100 ? String(v) : fmt(v);
}

function ticks(max: number): number[] {
  if (!(max > 0)) return [0];
  const step = niceStep(max / 5);
  const out: number[] = [];
  // The epsilon keeps the last tick when float steps land just past max.
  for (let v = 0; v <= max + step * 1e-9; v += step) out.push(v);
  return out;
}

function link(parent: Element, i: number): SVGElement {
  return s(parent, 'a', { href: '#' + timelineAnchor(i) });
}

function groupName(g: ReportGroup): string {
  return g.provider + ' · ' + g.prompt;
}

/** A value axis above a column of rows: a base line, ticks to `top`, and the unit in the stats column. */
function axisRow(x: (v: number) => number, top: number, unit: string, overflow: boolean): HTMLElement {
  const row = h('div', 'dist-axis');
  row.appendChild(h('span', 'dist-label', ''));
  const ax = svgRoot(DW, 18);
  s(ax, 'line', { x1: DL, x2: DW - DR, y1: 16, y2: 16, stroke: C.axis });
  ticks(top).forEach((t) => {
    s(ax, 'line', { x1: x(t), x2: x(t), y1: 12, y2: 16, stroke: C.axis });
    const tx = s(ax, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' });
    tx.textContent = fmtTick(t);
  });
  if (overflow) {
    const o = s(ax, 'text', { x: DW - 2, y: 9, 'text-anchor': 'end', fill: C.error });
    o.textContent = '≫';
  }
  row.appendChild(ax);
  row.appendChild(h('span', 'dist-stats', unit));
  return row;
}

/** A group's label cell: provider · prompt, the model below. */
function groupLabel(g: ReportGroup): HTMLElement {
  const label = h('div', 'dist-label', groupName(g));
  label.appendChild(h('span', 'model', g.model));
  return label;
}

// ---- distributions -----------------------------------------------------
const DW = 600;
const DH = 34;
const DL = 8;
const DR = 22;

interface DistPoint {
  r: ReportRequest;
  i: number;
  v: number;
}
interface DistRow {
  g: ReportGroup;
  gi: number;
  points: DistPoint[];
  buffered: number;
  failed: number;
  /** A group past report.timelines_per_group: its distribution over every request, binned (the page holds a sample). */
  dist: GroupDist | null;
}

function drawDistributions(): void {
  METRICS.forEach((m) => {
    const fig = document.getElementById('dist-' + m.key);
    if (!fig) return;
    const body = fig.querySelector('.dist-body') as HTMLElement;
    const rows: DistRow[] = groups.map((g, gi) => {
      if (g.dist) {
        const d = g.dist[m.key];
        return { g, gi, points: [], buffered: d ? d.buffered : 0, failed: d ? d.failed : 0, dist: d };
      }
      const mine: Array<{ r: ReportRequest; i: number }> = [];
      requests.forEach((r, i) => {
        if (r && r.group === gi && !r.warmup) mine.push({ r, i });
      });
      const points: DistPoint[] = [];
      for (const x of mine) {
        const v = x.r[m.key];
        if (v !== null && x.r.outcome !== 'error') points.push({ r: x.r, i: x.i, v });
      }
      return {
        g,
        gi,
        points,
        buffered: mine.filter((x) => x.r.outcome === 'buffered').length,
        failed: mine.filter((x) => x.r.outcome === 'error').length,
        dist: null,
      };
    });
    const all: number[] = [];
    const plausible: number[] = [];
    rows.forEach((row) => {
      row.points.forEach((p) => {
        all.push(p.v);
        if (m.unit === 'ms' || p.v <= data.max_plausible_tps) plausible.push(p.v);
      });
      // A binned group stands in with its extremes: what the axis needs of it.
      if (row.dist) {
        all.push(row.dist.max);
        if (row.dist.over > 0) all.push(row.dist.max); // one more than the plausible: the axis says ≫
        if (row.dist.top !== null) plausible.push(row.dist.top);
      }
    });
    if (all.length === 0) body.appendChild(h('p', 'note', 'No request has this figure.'));
    // The axis ends at the plausible values, so one absurd rate does not flatten the rest; those past it are marked ≫.
    const top = niceMax(Math.max(maxOf(plausible.length ? plausible : all), 0));
    const x = (v: number) => DL + (Math.min(v, top) / top) * (DW - DL - DR);
    body.appendChild(axisRow(x, top, m.unit, all.length > plausible.length));
    rows.forEach((row) => body.appendChild(distRow(m, row, x, top)));
  });
}

function distRow(m: MetricInfo, row: DistRow, x: (v: number) => number, top: number): HTMLElement {
  const el = h('div', 'dist-row');
  el.setAttribute('data-group', String(row.gi));
  el.appendChild(groupLabel(row.g));
  const svg = svgRoot(DW, DH);
  svg.setAttribute('class', 'dist-plot');
  if (row.dist) return binnedRow(el, svg, m, row, row.dist, x, top);
  const values = row.points.map((p) => p.v).sort((a, b) => a - b);
  const mid = DH / 2;
  if (values.length > 0) {
    const q1 = quantile(values, 0.25);
    const q2 = quantile(values, 0.5);
    const q3 = quantile(values, 0.75);
    s(svg, 'line', {
      x1: x(values[0] as number),
      x2: x(values[values.length - 1] as number),
      y1: mid,
      y2: mid,
      stroke: C.range,
    });
    s(
      svg,
      'rect',
      {
        x: x(q1),
        y: mid - 9,
        width: Math.max(1, x(q3) - x(q1)),
        height: 18,
        fill: C.box,
        stroke: C.boxEdge,
        class: 'box',
      },
      'middle half ' + fmt(q1) + ' – ' + fmt(q3) + ' ' + m.unit,
    );
    s(
      svg,
      'line',
      { x1: x(q2), x2: x(q2), y1: mid - 11, y2: mid + 11, stroke: C.median, 'stroke-width': 2.5 },
      'median ' + fmt(q2) + ' ' + m.unit,
    );
    const ci = row.g.ci[m.key];
    if (ci) {
      s(
        svg,
        'path',
        {
          d: 'M' + x(ci[0]) + ' ' + (DH - 3) + 'v-3H' + x(ci[1]) + 'v3',
          fill: 'none',
          stroke: C.ink,
          'stroke-width': 1.2,
          class: 'ci',
        },
        'confidence interval of the median: ' + fmt(ci[0]) + ' – ' + fmt(ci[1]),
      );
    }
  }
  row.points.forEach((p, k) => {
    const buffered = p.r.outcome === 'buffered';
    // Golden-ratio jitter: marks of equal value spread over the row's height, the same on every render.
    const jitter = (((k * 0.6180339887) % 1) - 0.5) * 14;
    const cx = x(p.v);
    const cy = mid + jitter;
    const tip =
      p.r.id +
      ': ' +
      fmt(p.v) +
      ' ' +
      m.unit +
      ' (' +
      p.r.outcome +
      (p.r.implausible ? ', implausible' : '') +
      (p.r.new_connection ? ', new connection: ' + p.r.connect : '') +
      ')';
    const a = link(svg, p.i);
    if (p.v > top) {
      s(a, 'path', { d: 'M' + (DW - DR + 4) + ' ' + (cy - 5) + 'l8 5l-8 5z', fill: C.error, class: 'mark over' }, tip);
    } else if (buffered) {
      s(
        a,
        'path',
        {
          d: 'M' + cx + ' ' + (cy - 5) + 'l5 5l-5 5l-5 -5z',
          fill: C.white,
          stroke: C.buffered,
          'stroke-width': 1.6,
          class: 'mark buffered',
        },
        tip,
      );
    } else {
      s(
        a,
        'circle',
        {
          cx,
          cy,
          r: 3.6,
          fill: C.streamed,
          'fill-opacity': 0.75,
          stroke: p.r.implausible ? C.error : 'none',
          'stroke-width': 2,
          class: 'mark streamed',
        },
        tip,
      );
    }
  });
  el.appendChild(svg);
  const stats = h('div', 'dist-stats');
  if (values.length > 0) {
    stats.appendChild(h('span', null, 'p50 ' + fmt(quantile(values, 0.5)) + ' '));
    stats.appendChild(h('span', 'n', 'n=' + values.length));
    stats.appendChild(document.createTextNode(' '));
  } else {
    const streamedNone = row.g.streamed === 0;
    stats.appendChild(
      h(
        'span',
        'na',
        row.g.streamed + row.g.buffered === 0
          ? 'n/a (all failed) '
          : streamedNone && m.key !== 'end_to_end_tps'
            ? 'n/a (buffered) '
            : 'n/a ',
      ),
    );
  }
  const hidden = m.key === 'end_to_end_tps' ? 0 : row.buffered;
  if (hidden > 0) stats.appendChild(h('span', 'chip buffered', hidden + ' buffered, not drawn'));
  if (m.key === 'end_to_end_tps' && row.buffered > 0)
    stats.appendChild(h('span', 'chip buffered', row.buffered + ' buffered ◇'));
  if (row.failed > 0) stats.appendChild(h('span', 'chip failed', row.failed + ' failed'));
  const over = row.points.filter((p) => p.v > top).length;
  if (over > 0) stats.appendChild(h('span', 'chip over', over + ' above ' + fmt(top) + ' ≫'));
  if (m.key === 'post_first_content_tps' && row.g.too_few_samples)
    stats.appendChild(h('span', 'chip buffered', 'too few samples to rank'));
  el.appendChild(stats);
  return el;
}

/** A sampled group's row: bars of its binned distribution over every request, the box and median over them. */
function binnedRow(
  el: HTMLElement,
  svg: SVGElement,
  m: MetricInfo,
  row: DistRow,
  d: GroupDist | null,
  x: (v: number) => number,
  top: number,
): HTMLElement {
  const mid = DH / 2;
  if (d) {
    const most = maxOf(d.counts) || 1;
    d.counts.forEach((c, b) => {
      if (c === 0) return;
      const from = x(d.lo + b * d.width);
      const height = Math.max(1, (c / most) * (DH - 6));
      s(
        svg,
        'rect',
        {
          x: from,
          y: DH - 3 - height,
          width: Math.max(1, x(d.lo + (b + 1) * d.width) - from),
          height,
          fill: C.streamed,
          'fill-opacity': 0.35,
          class: 'bin',
        },
        c + ' requests ' + fmt(d.lo + b * d.width) + ' – ' + fmt(d.lo + (b + 1) * d.width) + ' ' + m.unit,
      );
    });
    s(svg, 'line', { x1: x(d.min), x2: x(Math.min(d.max, top)), y1: mid, y2: mid, stroke: C.range });
    s(
      svg,
      'rect',
      {
        x: x(d.q1),
        y: mid - 9,
        width: Math.max(1, x(d.q3) - x(d.q1)),
        height: 18,
        fill: 'none',
        stroke: C.boxEdge,
        class: 'box',
      },
      'middle half ' + fmt(d.q1) + ' – ' + fmt(d.q3) + ' ' + m.unit,
    );
    s(
      svg,
      'line',
      { x1: x(d.q2), x2: x(d.q2), y1: mid - 11, y2: mid + 11, stroke: C.median, 'stroke-width': 2.5 },
      'median ' + fmt(d.q2) + ' ' + m.unit,
    );
  }
  el.appendChild(svg);
  const stats = h('div', 'dist-stats');
  if (d) {
    stats.appendChild(h('span', null, 'p50 ' + fmt(d.q2) + ' '));
    stats.appendChild(h('span', 'n', 'n=' + d.n));
    stats.appendChild(document.createTextNode(' '));
  } else stats.appendChild(h('span', 'na', 'n/a '));
  if (m.key !== 'end_to_end_tps' && row.buffered > 0)
    stats.appendChild(h('span', 'chip buffered', row.buffered + ' buffered, not drawn'));
  if (row.failed > 0) stats.appendChild(h('span', 'chip failed', row.failed + ' failed'));
  if (d && d.over > 0)
    stats.appendChild(h('span', 'chip over', d.over + ' above ' + fmt(data.max_plausible_tps) + ' ≫'));
  el.appendChild(stats);
  return el;
}

// ---- ITL per group ------------------------------------------------------
function drawItl(): void {
  const fig = document.getElementById('dist-itl');
  if (!fig) return;
  const body = fig.querySelector('.dist-body') as HTMLElement;
  const rows: Array<{ g: ReportGroup; gi: number; q: NonNullable<ReportGroup['itl_ms']> }> = [];
  groups.forEach((g, gi) => {
    if (g.itl_ms) rows.push({ g, gi, q: g.itl_ms });
  });
  if (rows.length === 0) {
    body.appendChild(h('p', 'note', 'No streamed response has an inter-token latency.'));
    return;
  }
  const top = niceMax(Math.max(maxOf(rows.map((r) => r.q.max)), 0));
  const x = (v: number) => DL + (Math.min(v, top) / top) * (DW - DL - DR);
  body.appendChild(axisRow(x, top, 'ms', false));
  rows.forEach((row) => {
    const q = row.q;
    const el = h('div', 'dist-row itl-row');
    const mid = DH / 2;
    el.setAttribute('data-group', String(row.gi));
    el.appendChild(groupLabel(row.g));
    const svg = svgRoot(DW, DH);
    svg.setAttribute('class', 'itl-plot');
    s(
      svg,
      'line',
      { x1: x(q.min), x2: x(q.max), y1: mid, y2: mid, stroke: C.range, class: 'range' },
      'min ' + fmt(q.min) + ' – max ' + fmt(q.max) + ' ms',
    );
    s(
      svg,
      'rect',
      {
        x: x(q.p50),
        y: mid - 8,
        width: Math.max(2, x(q.p90) - x(q.p50)),
        height: 16,
        fill: C.box,
        stroke: C.boxEdge,
        class: 'box',
      },
      'p50 ' + fmt(q.p50) + ' – p90 ' + fmt(q.p90) + ' ms',
    );
    s(
      svg,
      'line',
      { x1: x(q.p99), x2: x(q.p99), y1: mid - 10, y2: mid + 10, stroke: C.error, 'stroke-width': 2, class: 'p99' },
      'p99 ' + fmt(q.p99) + ' ms',
    );
    el.appendChild(svg);
    const stats = h('div', 'dist-stats');
    stats.appendChild(h('span', null, 'p50 ' + fmt(q.p50) + ' · p99 ' + fmt(q.p99) + ' '));
    if (row.g.coarse > 0) stats.appendChild(h('span', 'chip buffered', row.g.coarse + ' coarse'));
    el.appendChild(stats);
    body.appendChild(el);
  });
}

// ---- trends ------------------------------------------------------------
const TW = 300;
const TH = 92;

interface TrendPoint {
  i: number;
  v: number | null;
  run: HistoryRun;
}

function drawTrends(): void {
  const body = document.querySelector('#trends .trend-body');
  if (!body || data.history.length < 2) return;
  const head = h('div', 'trend-row trend-head');
  head.appendChild(h('div', null, 'group'));
  METRICS.forEach((m) => head.appendChild(h('div', null, m.label + ', p50 per run')));
  body.appendChild(head);
  groups.forEach((g, gi) => {
    const row = h('div', 'trend-row');
    row.setAttribute('data-group', String(gi));
    row.appendChild(groupLabel(g));
    const empty = METRICS.every((m) => trendPoints(g, m).every((p) => p.v === null));
    if (empty) {
      row.appendChild(h('div', 'note', 'no figure in any run: every request of the group failed each time'));
      body.appendChild(row);
      return;
    }
    METRICS.forEach((m) => {
      const cell = h('div', 'trend-cell');
      cell.appendChild(trendChart(g, m));
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

function trendPoints(g: ReportGroup, m: MetricInfo): TrendPoint[] {
  return data.history.map((run, i) => {
    const hit = run.groups.find((x) => x.provider === g.provider && x.prompt === g.prompt);
    return { i, v: hit ? hit.p50[m.key] : null, run };
  });
}

// The y axis starts at 0, so a 1 % wobble looks like one and a halving looks like a halving.
function trendChart(g: ReportGroup, m: MetricInfo): SVGElement {
  const runs = data.history;
  const pts = trendPoints(g, m);
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
  const hi = niceMax(maxOf(vals) * 1.05);
  const n = runs.length;
  const px = (i: number) => (n === 1 ? (L + TW - R) / 2 : L + 6 + (i / (n - 1)) * (TW - L - R - 12));
  const py = (v: number) => T + (1 - v / hi) * (TH - T - B);
  [0, hi / 2, hi].forEach((v) => {
    s(svg, 'line', { x1: L, x2: TW - R, y1: py(v), y2: py(v), stroke: C.grid });
    const t = s(svg, 'text', { x: L - 4, y: py(v) + 3, 'text-anchor': 'end' });
    t.textContent = fmtTick(v);
  });
  const first = s(svg, 'text', { x: L, y: TH - 3 });
  first.textContent = (runs[0] as HistoryRun).label.slice(0, 16);
  const last = s(svg, 'text', { x: TW - R, y: TH - 3, 'text-anchor': 'end' });
  last.textContent = (runs[n - 1] as HistoryRun).label.slice(0, 16);
  let d = '';
  let pen = false;
  pts.forEach((p) => {
    if (p.v === null) {
      pen = false;
      return;
    }
    d += (pen ? 'L' : 'M') + px(p.i).toFixed(1) + ' ' + py(p.v).toFixed(1);
    pen = true;
  });
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

// ---- timelines -----------------------------------------------------------
const LW = 1000;
const LH = 36;
const LL = 6;
const LR = 14;
const BASE = 27;
/** Rows drawn as they are added while the page is small (so it prints whole); past that, as they scroll into view. */
const EAGER = 400;

function endOf(t: ReportTimeline): number {
  let end = t.at[6];
  if (end === null) t.reads.forEach((rd) => (end = Math.max(end || 0, rd[0])));
  return end === null ? 0 : end;
}

let maxEnd = 0;
let maxChars = 1;
requests.forEach((r) => {
  if (!r || !r.timeline) return;
  maxEnd = Math.max(maxEnd, endOf(r.timeline));
  r.timeline.content.forEach((c) => (maxChars = Math.max(maxChars, c[1] + c[2])));
});
maxEnd = maxEnd > 0 ? maxEnd : 1;
const shared = document.getElementById('tl-shared') as HTMLInputElement | null;
const rowsById: Record<string, HTMLElement> = {};
const observer =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) =>
          entries.forEach((e) => {
            if (e.isIntersecting) drawTimeline(e.target);
          }),
        { rootMargin: '300px' },
      )
    : null;

function drawTimeline(row: Element): void {
  const i = Number(row.getAttribute('data-index'));
  const scaleKey = shared && !shared.checked ? 'own' : 'shared';
  if (row.getAttribute('data-drawn') === scaleKey) return;
  const r = requests[i] as ReportRequest;
  const t = r.timeline;
  const plot = row.querySelector('.tl-plot') as HTMLElement;
  while (plot.firstChild) plot.removeChild(plot.firstChild);
  row.setAttribute('data-drawn', scaleKey);
  if (!t) {
    plot.appendChild(h('span', 'note', 'no trace for this request in traces.ndjson'));
    return;
  }
  const span = scaleKey === 'own' ? Math.max(endOf(t), 1) : maxEnd;
  const x = (ms: number) => LL + (Math.max(0, ms) / span) * (LW - LL - LR);
  const svg = svgRoot(LW, LH);
  svg.setAttribute('class', 'timeline');
  svg.setAttribute('data-content-reads', String(t.content.length));
  svg.setAttribute('data-reads', String(t.reads.length));
  const at = t.at;
  const end = endOf(t);
  const fc = at[3];
  const lc = at[5];
  s(
    svg,
    'rect',
    {
      x: x(0),
      y: BASE - 2,
      width: Math.max(0, x(fc !== null ? fc : end) - x(0)),
      height: 4,
      fill: C.wait,
      class: 'wait',
    },
    'waiting: dispatch to ' + (fc !== null ? 'first content ' + fmt(fc) : 'end ' + fmt(end)) + ' ms',
  );
  if (fc !== null && lc !== null && lc > fc) {
    s(
      svg,
      'rect',
      { x: x(fc), y: 3, width: x(lc) - x(fc), height: BASE - 3, fill: C.gen, class: 'gen' },
      'first to last content: ' + fmt(lc - fc) + ' ms',
    );
  }
  s(svg, 'line', { x1: x(0), x2: x(end), y1: BASE, y2: BASE, stroke: C.axis, 'stroke-width': 1 });
  t.reads.forEach((rd) => {
    s(
      svg,
      'line',
      { x1: x(rd[0]), x2: x(rd[0]), y1: BASE + 1, y2: BASE + 6, stroke: C.other, 'stroke-width': 1, class: 'read' },
      'read at ' + fmt(rd[0]) + ' ms: ' + rd[1] + ' bytes',
    );
  });
  const endMs = at[6];
  if (r.outcome === 'error') {
    const ex = x(end);
    s(
      svg,
      'path',
      {
        d: 'M' + (ex - 5) + ' ' + (BASE - 5) + 'l10 10m0 -10l-10 10',
        stroke: C.error,
        'stroke-width': 2.5,
        class: 'error',
      },
      'failed at ' + fmt(end) + ' ms: ' + (r.error_kind || 'error'),
    );
  } else if (endMs !== null) {
    s(
      svg,
      'line',
      { x1: x(endMs), x2: x(endMs), y1: BASE - 4, y2: BASE + 8, stroke: C.ink, 'stroke-width': 2, class: 'end' },
      'end at ' + fmt(endMs) + ' ms',
    );
  }
  t.content.forEach((c) => {
    const chars = c[1] + c[2];
    // Height and width by the square root of the characters: a burst stands out, a one-token read stays visible.
    const share = Math.sqrt(chars / maxChars);
    const hgt = 5 + 19 * share;
    const w = 2 + 4 * share;
    s(
      svg,
      'rect',
      {
        x: x(c[0]) - w / 2,
        y: BASE - hgt,
        width: w,
        height: hgt,
        fill: c[2] > c[1] ? C.reasoning : C.streamed,
        class: 'cr',
      },
      'content read at ' +
        fmt(c[0]) +
        ' ms: ' +
        c[1] +
        ' answer chars' +
        (c[2] ? ', ' + c[2] + ' reasoning chars' : ''),
    );
  });
  s(
    svg,
    'line',
    { x1: x(0), x2: x(0), y1: 4, y2: BASE + 6, stroke: C.ink, 'stroke-width': 1.5, class: 'dispatch' },
    'dispatch: 0 ms',
  );
  if (at[0] !== null)
    s(
      svg,
      'path',
      { d: 'M' + (x(at[0]) - 4) + ' 2h8l-4 6z', fill: C.headers, class: 'headers' },
      'headers at ' + fmt(at[0]) + ' ms',
    );
  if (at[1] !== null)
    s(
      svg,
      'rect',
      { x: x(at[1]) - 3, y: BASE + 2, width: 6, height: 6, fill: C.byte, class: 'first-byte' },
      'first byte at ' + fmt(at[1]) + ' ms',
    );
  if (fc !== null)
    s(
      svg,
      'path',
      { d: 'M' + x(fc) + ' ' + (BASE - 6) + 'l5 5l-5 5l-5 -5z', fill: C.ok, stroke: C.white, class: 'first-content' },
      'first content at ' + fmt(fc) + ' ms',
    );
  if (r.chunking === 'coarse' && fc !== null) {
    // The first read's tokens were generated before it arrived: TTFT may be late by up to one read interval.
    svg.setAttribute('data-chunking', 'coarse');
    const [first, second] = t.content;
    const gap = first && second ? second[0] - first[0] : 0;
    s(
      svg,
      'rect',
      {
        x: x(fc - gap),
        y: 3,
        width: Math.max(2, x(fc) - x(fc - gap)),
        height: BASE - 3,
        fill: C.coarse,
        'fill-opacity': 0.25,
        stroke: C.coarse,
        'stroke-dasharray': '3 2',
        class: 'coarse-slack',
      },
      'coarse: ' +
        fmt(r.tokens_per_content_read) +
        ' tokens a read; TTFT may be late by up to one read interval (' +
        fmt(gap) +
        ' ms)',
    );
  }
  plot.appendChild(svg);
}

function describe(r: ReportRequest): string {
  if (r.outcome === 'error')
    return 'failed: ' + (r.error_kind || 'error') + (r.http_status ? ' (HTTP ' + r.http_status + ')' : '');
  if (r.outcome === 'buffered') return 'buffered: ' + (r.buffered_rule || '').replace(/_/g, ' ');
  return 'streamed';
}

function badge(label: HTMLElement, cls: string, text: string): HTMLElement {
  label.appendChild(document.createTextNode(' '));
  const b = h('span', 'badge ' + cls, text);
  label.appendChild(b);
  return b;
}

function makeRow(i: number): HTMLElement {
  const made = rowsById[String(i)];
  if (made) return made;
  const row = newRow(i);
  row.id = timelineAnchor(i);
  rowsById[String(i)] = row;
  return row;
}

/** A request's timeline row, without the anchor: the examples at the top draw a second row of the same request. */
function newRow(i: number): HTMLElement {
  const r = requests[i] as ReportRequest;
  const row = h('div', 'tl-row');
  row.setAttribute('data-index', String(i));
  row.setAttribute('data-id', r.id);
  row.setAttribute('data-outcome', r.outcome);
  const label = h('div', 'tl-label');
  const a = h('a', null, r.id);
  a.href = '#' + timelineAnchor(i);
  label.appendChild(a);
  const outcome =
    r.outcome === 'error'
      ? FLAG_REASON.error.badge
      : r.outcome === 'buffered'
        ? FLAG_REASON.buffered.badge
        : 'b-streamed';
  badge(label, outcome, describe(r) + (r.warmup ? ' · warmup' : ''));
  if (r.implausible) badge(label, FLAG_REASON.implausible.badge, FLAG_REASON.implausible.label);
  if (r.chunking === 'coarse')
    badge(
      label,
      FLAG_REASON.coarse.badge,
      FLAG_REASON.coarse.label + ' · ' + fmt(r.tokens_per_content_read) + ' tok/read',
    );
  if (r.new_connection)
    badge(label, 'b-newconn', 'new connection').title =
      'opened for this request: its time to first token includes ' + r.connect;
  const t = r.timeline;
  const sub =
    (t
      ? t.content.length + ' content read' + (t.content.length === 1 ? '' : 's') + ' of ' + t.reads.length + ' · '
      : '') +
    r.output_tokens +
    ' tok · ' +
    (r.total_ms === null ? NA : fmt(r.total_ms) + ' ms') +
    (r.error ? ' · ' + (r.error.length > 90 ? r.error.slice(0, 89) + '…' : r.error) : '');
  const subEl = h('span', 'sub', sub);
  if (r.error) subEl.title = r.error;
  label.appendChild(subEl);
  row.appendChild(label);
  row.appendChild(h('div', 'tl-plot'));
  return row;
}

const exampleRows: HTMLElement[] = [];

/** The streamed and the buffered request near the top, on one time scale, each linking to its row below. */
function buildExamples(): void {
  const body = document.querySelector('#examples .tl-examples') as HTMLElement | null;
  if (!body) return;
  const axis = h('div', 'tl-axis');
  axis.appendChild(h('span', 'note', 'ms after dispatch'));
  axis.appendChild(axisSvg());
  body.appendChild(axis);
  (['streamed', 'buffered'] as const).forEach((kind) => {
    const at = body.getAttribute('data-' + kind);
    if (at === null || at === '' || !requests[Number(at)]) return;
    const row = newRow(Number(at));
    // Not a .tl-row: the request's own row below keeps the anchor and the data-id.
    row.className = 'tl-example example-' + kind;
    row.setAttribute('data-example-id', row.getAttribute('data-id') ?? '');
    row.removeAttribute('data-id');
    body.appendChild(row);
    exampleRows.push(row);
    drawTimeline(row);
  });
}

interface GroupBlock {
  rows: HTMLElement;
  /** The group's requests, indices into `requests`, in run order. */
  idx: number[];
  shown: Record<number, boolean>;
  warmups: boolean;
  button: HTMLButtonElement;
}

const groupBlocks: GroupBlock[] = [];
let drawnEagerly = 0;

function buildTimelines(): void {
  const body = document.querySelector('#timelines .tl-body') as HTMLElement;
  const byGroup: Record<number, number[]> = {};
  requests.forEach((r, i) => {
    if (r) (byGroup[r.group] = byGroup[r.group] || []).push(i);
  });
  const order = groups.map((_, gi) => gi);
  if (byGroup[-1]) order.push(-1);
  order.forEach((gi) => {
    const idx = byGroup[gi] || [];
    const g = groups[gi];
    const block = h('div', 'tl-group');
    block.setAttribute('data-group', String(gi));
    block.appendChild(h('h3', null, g ? groupName(g) : 'requests outside any group'));
    if (g)
      block.appendChild(
        h(
          'span',
          'note',
          g.model +
            ' · ' +
            g.n +
            ' measured: ' +
            g.streamed +
            ' streamed, ' +
            g.buffered +
            ' buffered, ' +
            g.errors +
            ' failed' +
            (g.dist
              ? ' · this page holds ' +
                idx.length +
                ' of them (flagged first, then a seeded sample); traces.ndjson holds every one'
              : ''),
        ),
      );
    const axis = h('div', 'tl-axis');
    axis.appendChild(h('span', 'note', 'ms after dispatch'));
    axis.appendChild(axisSvg());
    block.appendChild(axis);
    const rows = h('div', 'tl-rows');
    block.appendChild(rows);
    const measured = idx.filter((i) => !(requests[i] as ReportRequest).warmup);
    // Flagged requests first (up to a limit), then a sample of the others; the rest on request.
    const shown: Record<number, boolean> = {};
    let flaggedRows = 0;
    let sampled = 0;
    measured.forEach((i) => {
      const flagged = (requests[i] as ReportRequest).flags.length > 0;
      if (flagged && flaggedRows < TIMELINE_FLAGGED) {
        shown[i] = true;
        flaggedRows++;
      } else if (!flagged && sampled < TIMELINE_SAMPLE) {
        shown[i] = true;
        sampled++;
      }
    });
    const btn = h('button', 'more');
    btn.type = 'button';
    const state: GroupBlock = { rows, idx, shown, warmups: idx.length > measured.length, button: btn };
    btn.addEventListener('click', () => addRows(state, idx));
    block.appendChild(btn);
    groupBlocks.push(state);
    addRows(state, []);
    body.appendChild(block);
  });
}

function addRows(state: GroupBlock, list: number[]): void {
  list.forEach((i) => (state.shown[i] = true));
  // Keep the order of the run: (re)append the shown rows in the group's index order.
  let rest = 0;
  state.idx.forEach((i) => {
    if (!state.shown[i]) {
      rest++;
      return;
    }
    const row = makeRow(i);
    state.rows.appendChild(row);
    if (row.getAttribute('data-drawn')) return;
    if (observer && drawnEagerly >= EAGER) observer.observe(row);
    else {
      drawnEagerly++;
      drawTimeline(row);
    }
  });
  state.button.hidden = rest === 0;
  state.button.textContent =
    'show all ' + state.idx.length + ' requests (' + rest + ' more' + (state.warmups ? ', warmups included' : '') + ')';
}

function axisSvg(): SVGElement {
  const svg = svgRoot(LW, 16);
  svg.setAttribute('class', 'tl-scale');
  const x = (ms: number) => LL + (ms / maxEnd) * (LW - LL - LR);
  s(svg, 'line', { x1: LL, x2: LW - LR, y1: 15, y2: 15, stroke: C.axis });
  ticks(maxEnd).forEach((t) => {
    if (t > maxEnd) return;
    s(svg, 'line', { x1: x(t), x2: x(t), y1: 11, y2: 15, stroke: C.axis });
    const tx = s(svg, 'text', { x: x(t), y: 9, 'text-anchor': 'middle' });
    tx.textContent = fmtTick(t);
  });
  return svg;
}

/** Shows, opens and highlights the timeline `#req-N` names, adding its row when the group's sample left it out. */
function reveal(): void {
  const m = /^#req-(\d+)$/.exec(location.hash);
  if (!m) return;
  const i = Number(m[1]);
  if (!requests[i]) return;
  const state = groupBlocks.find((b) => b.idx.indexOf(i) >= 0);
  if (state && !state.shown[i]) addRows(state, [i]);
  const row = rowsById[String(i)];
  if (!row) return;
  for (let d: Node | null = row.parentNode; d; d = d.parentNode) if (d instanceof HTMLDetailsElement) d.open = true;
  drawTimeline(row);
  Object.keys(rowsById).forEach((k) => rowsById[k]?.classList.remove('hl'));
  row.classList.add('hl');
  row.scrollIntoView({ block: 'center' });
}

if (shared)
  shared.addEventListener('change', () => {
    Object.keys(rowsById).forEach((k) => {
      const row = rowsById[k] as HTMLElement;
      if (row.getAttribute('data-drawn')) {
        row.removeAttribute('data-drawn');
        drawTimeline(row);
      }
    });
    exampleRows.forEach((row) => {
      row.removeAttribute('data-drawn');
      drawTimeline(row);
    });
    document
      .querySelectorAll<HTMLElement>('.tl-axis')
      .forEach((a) => (a.style.visibility = shared.checked ? 'visible' : 'hidden'));
  });

drawDistributions();
drawItl();
drawTrends();
buildExamples();
buildTimelines();
window.addEventListener('hashchange', reveal);
reveal();
document.documentElement.setAttribute('data-rendered', 'true');
