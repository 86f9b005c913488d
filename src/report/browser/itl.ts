import { maxOf } from '../../stats.ts';
import { PAGE_COLOUR as C } from '../labels.ts';
import type { ReportGroup } from '../report-data.ts';
import { axisRow, DH, DL, DR, DW } from './distributions.ts';
import { fmt, groupLabel, h, type ReportPage } from './page.ts';
import { niceMax, s, svgRoot } from './svg.ts';

// report.html's inter-token latency per group: the range, the p50 to p90 box
// and the p99, on the distributions' geometry.

export function drawItl(page: ReportPage): void {
  const fig = document.getElementById('dist-itl');
  if (!fig) return;
  const body = fig.querySelector('.dist-body') as HTMLElement;
  const rows: Array<{ g: ReportGroup; gi: number; q: NonNullable<ReportGroup['itl_ms']> }> = [];
  page.groups.forEach((g, gi) => {
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
