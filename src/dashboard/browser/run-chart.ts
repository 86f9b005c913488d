import { dotsPath, linePath, svgEl as svg } from '../../report/browser/svg.ts';
import type { DashboardGroup, DashboardMetricInfo, DashboardPoint } from '../page-data.ts';
import { axes, bandPath, chartFrame, emptyChart, H, inRunWindow, M, marker, STRIP_Y } from './chart-frame.ts';
import { type Dashboard, el } from './dashboard-page.ts';
import { attach, openPoint } from './pointer.ts';
import { fmt, pointText, servedChangeText } from './point-text.ts';

// A figure's chart over the runs: its p50 line, the interval band, a mark per run.

export function runChart(
  page: Dashboard,
  g: DashboardGroup,
  m: DashboardMetricInfo,
  x0: number,
  x1: number,
): HTMLElement {
  const { data } = page;
  const all = g.series[m.key] ?? [];
  const points = all.filter((p) => inRunWindow(data.runs, p[0], x0, x1));
  const last = points[points.length - 1];
  const values: number[] = [];
  for (const p of points) for (const v of [p[1], p[2], p[3]]) if (v !== null) values.push(v);
  const { fig, cap, root } = chartFrame(
    m,
    'chart',
    `${m.label} of ${g.provider} / ${g.prompt}: ${points.length} run(s)` +
      (last ? `, latest ${fmt(last[1])} ${m.unit}` : '') +
      '. Arrow keys step through the runs, Enter shows the run; the table below lists every value.',
  );
  if (last) cap.append(el('span', 'latest', `latest ${fmt(last[1])}`));
  if (points.length === 0) {
    emptyChart(root, 'no run in this window');
    return fig;
  }
  const { px, py } = axes(root, values, x0, x1);
  const xs = points.map((p) => px((data.runs[p[0]] as { t: number }).t));
  const ys = points.map((p) => (p[1] !== null ? py(p[1]) : STRIP_Y));
  const band = bandPath(
    points.map((p, i) => (p[2] !== null && p[3] !== null ? [xs[i] as number, p[2], p[3]] : null)),
    py,
  );
  const line = linePath(points.map((p, i) => (p[1] !== null ? [xs[i] as number, ys[i] as number] : null)));
  if (band) root.append(svg('path', { d: band, class: 'band' }));
  if (line) root.append(svg('path', { d: line, class: 'line' }));
  const marks = svg('g', { class: 'marks' });
  // Normal points are one path of dots (a year of runs is 365 of them per chart: one element, not 365);
  // every other mark is an element of its own. data-runs lists the runs the path draws, in order.
  const dots: Array<[number, number]> = [];
  const dotRuns: number[] = [];
  points.forEach((p, i) => {
    const x = xs[i] as number;
    const y = ys[i] as number;
    if (p[6] === 'slower' || p[6] === 'faster')
      marks.append(svg('circle', { cx: x, cy: y, r: 7, class: `verdict ${p[6]}`, 'data-run': p[0] }));
    if (p[5] === 'ok' && p[1] !== null) {
      dots.push([x, y]);
      dotRuns.push(p[0]);
    } else marks.append(marker(p[5], x, y, p[1] !== null, p[0]));
  });
  if (dots.length)
    marks.prepend(svg('path', { d: dotsPath(dots, 2.6), class: 'pt ok', 'data-runs': dotRuns.join(' ') }));
  // A night the provider served another model or fingerprint: a dashed rule, its title naming both.
  for (const [run, before, after] of g.served_changes ?? []) {
    const t = data.runs[run]?.t ?? NaN;
    if (!(t >= x0 && t <= x1)) continue;
    const x = px(t);
    const at = { x1: x, x2: x, y1: M.top, y2: H - M.bottom, class: 'served-change', 'data-run': run };
    marks.prepend(svg('line', at, servedChangeText(before, after)));
  }
  root.append(marks);
  const cursor = svg('line', { x1: 0, x2: 0, y1: M.top, y2: H - M.bottom, class: 'cursor', visibility: 'hidden' });
  root.append(cursor);
  attach(
    page,
    root as unknown as SVGSVGElement,
    {
      xs,
      ys,
      text: (i) => pointText(data, m, points[i] as DashboardPoint),
      open: (i) => openPoint(page, m, points[i] as DashboardPoint),
    },
    cursor,
  );
  return fig;
}
