import { maxOf } from '../../stats.ts';
import { PAGE_COLOUR as C } from '../labels.ts';
import type { GroupDist, ReportGroup, ReportRequest } from '../report-data.ts';
import { fmt, fmtTick, groupLabel, h, link, type MetricInfo, type ReportPage } from './page.ts';
import { horizontalAxis, niceMax, s, svgRoot, svgText, ticks } from './svg.ts';

// report.html's distributions: per figure, one row per group, every request
// a mark over the box of its middle half and its median (a binned group, past
// report.timelines_per_group, as bars), on one value axis per figure.

/** A value axis above a column of rows: a base line, ticks to `top`, and the unit in the stats column. */
export function axisRow(x: (v: number) => number, top: number, unit: string, overflow: boolean): HTMLElement {
  const row = h('div', 'dist-axis');
  row.appendChild(h('span', 'dist-label', ''));
  const ax = svgRoot(DW, 18);
  horizontalAxis(
    ax,
    { x, from: DL, to: DW - DR, y: 16, tick: 4, labelY: 9, stroke: C.axis },
    ticks(0, top, 5),
    fmtTick,
  );
  if (overflow) svgText(ax, { x: DW - 2, y: 9, 'text-anchor': 'end', fill: C.error }, '≫');
  row.appendChild(ax);
  row.appendChild(h('span', 'dist-stats', unit));
  return row;
}

/** Linear interpolation between closest ranks; `sorted` is ascending and not empty. */
function quantile(sorted: number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = sorted[Math.floor(pos)] as number;
  const hi = sorted[Math.ceil(pos)] as number;
  return lo + (hi - lo) * (pos - Math.floor(pos));
}

export const DW = 600;
export const DH = 34;
export const DL = 8;
export const DR = 22;

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

export function drawDistributions(page: ReportPage): void {
  const { data, groups, requests } = page;
  page.metrics.forEach((m) => {
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
    rows.forEach((row) => body.appendChild(distRow(page, m, row, x, top)));
  });
}

function distRow(page: ReportPage, m: MetricInfo, row: DistRow, x: (v: number) => number, top: number): HTMLElement {
  const el = h('div', 'dist-row');
  el.setAttribute('data-group', String(row.gi));
  el.appendChild(groupLabel(row.g));
  const svg = svgRoot(DW, DH);
  svg.setAttribute('class', 'dist-plot');
  if (row.dist) return binnedRow(page, el, svg, m, row, row.dist, x, top);
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
  row.points.forEach((p, k) => distMark(svg, m, p, k, x, top));
  el.appendChild(svg);
  el.appendChild(distStats(m, row, values, top));
  return el;
}

/** One request's mark: a dot when streamed, a diamond when buffered, a wedge at the edge when past the axis. */
function distMark(
  svg: SVGElement,
  m: MetricInfo,
  p: DistPoint,
  k: number,
  x: (v: number) => number,
  top: number,
): void {
  const mid = DH / 2;
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
}

function distStats(m: MetricInfo, row: DistRow, values: number[], top: number): HTMLElement {
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
          : streamedNone && !m.answered
            ? 'n/a (buffered) '
            : 'n/a ',
      ),
    );
  }
  const hidden = m.answered ? 0 : row.buffered;
  if (hidden > 0) stats.appendChild(h('span', 'chip buffered', hidden + ' buffered, not drawn'));
  if (m.answered && row.buffered > 0) stats.appendChild(h('span', 'chip buffered', row.buffered + ' buffered ◇'));
  if (row.failed > 0) stats.appendChild(h('span', 'chip failed', row.failed + ' failed'));
  const over = row.points.filter((p) => p.v > top).length;
  if (over > 0) stats.appendChild(h('span', 'chip over', over + ' above ' + fmt(top) + ' ≫'));
  if (m.headline && row.g.too_few_samples) stats.appendChild(h('span', 'chip buffered', 'too few samples to rank'));
  return stats;
}

/** A sampled group's row: bars of its binned distribution over every request, the box and median over them. */
function binnedRow(
  page: ReportPage,
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
  if (!m.answered && row.buffered > 0)
    stats.appendChild(h('span', 'chip buffered', row.buffered + ' buffered, not drawn'));
  if (row.failed > 0) stats.appendChild(h('span', 'chip failed', row.failed + ' failed'));
  if (d && d.over > 0)
    stats.appendChild(h('span', 'chip over', d.over + ' above ' + fmt(page.data.max_plausible_tps) + ' ≫'));
  el.appendChild(stats);
  return el;
}
