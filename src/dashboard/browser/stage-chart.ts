import { minOf } from '../../stats.ts';
import { diamondPath, dotsPath, linePath, svgEl as svg } from '../../report/browser/svg.ts';
import type { DashboardGroup, DashboardMetricInfo, DashboardStagePoint, StageMark } from '../page-data.ts';
import { axes, chartFrame, emptyChart, H, inRunWindow, M, STRIP_Y } from './chart-frame.ts';
import { type Dashboard, el } from './dashboard-page.ts';
import { attach, openRun } from './pointer.ts';
import { fmtTime, stagePointText } from './point-text.ts';

// A per-stage chart: one line per stage label over the runs that had it.

/** Stage lines take these colour classes in turn (the style sheet defines them). */
export const STAGE_COLOURS = 8;

function stageMarker(mark: StageMark, x: number, y: number, hasValue: boolean, run: number, label: string): SVGElement {
  const g = svg('g', { class: `smark ${mark}${hasValue ? '' : ' nofig'}`, 'data-run': run, 'data-stage': label });
  // buffering: a hollow diamond, as a buffered group run; generator-limited: a hollow square; both: the two.
  if (mark === 'limited' || mark === 'both') g.append(svg('rect', { x: x - 4.5, y: y - 4.5, width: 9, height: 9 }));
  if (mark === 'buffered' || mark === 'both') g.append(svg('path', { d: diamondPath(x, y, 6) }));
  // offered load not reached: a hollow triangle.
  if (mark === 'short')
    g.append(svg('path', { d: `M${x} ${y - 5}L${x + 5} ${y + 4}L${x - 5} ${y + 4}Z`, class: 'short' }));
  return g;
}

export function stageChart(
  page: Dashboard,
  g: DashboardGroup,
  m: DashboardMetricInfo,
  x0: number,
  x1: number,
): HTMLElement {
  const { data } = page;
  const inWindow = (p: DashboardStagePoint) => inRunWindow(data.runs, p[0], x0, x1);
  const lines = (g.stages?.[m.key] ?? [])
    .map((l, i) => ({ label: l.label, colour: i % STAGE_COLOURS, points: l.points.filter(inWindow) }))
    .filter((l) => l.points.length > 0);
  const runs = [...new Set(lines.flatMap((l) => l.points.map((p) => p[0])))].sort((a, b) => a - b);
  const { fig, root } = chartFrame(
    m,
    'chart stage-chart',
    `${m.label} of ${g.provider} / ${g.prompt}: ${lines.length} stage(s) over ${runs.length} run(s). ` +
      'Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.',
  );
  if (lines.length === 0) {
    emptyChart(root, 'no load run in this window');
    return fig;
  }
  const keyList = el('ul', 'stage-keys');
  for (const l of lines) {
    const li = el('li', `skey s${l.colour}`, l.label);
    li.dataset.stage = l.label;
    keyList.append(li);
  }
  fig.insertBefore(keyList, root);
  const values = lines.flatMap((l) => l.points.map((p) => p[1]).filter((v): v is number => v !== null));
  const { px, py } = axes(root, values, x0, x1);
  const xOf = (run: number) => px((data.runs[run] as { t: number }).t);
  const marks = svg('g', { class: 'marks' });
  for (const l of lines) {
    const at = l.points.map((p) => [xOf(p[0]), p[1] === null ? STRIP_Y : py(p[1])] as const);
    const line = linePath(at.map((xy, i) => ((l.points[i] as DashboardStagePoint)[1] !== null ? xy : null)));
    const dots: Array<readonly [number, number]> = [];
    const dotRuns: number[] = [];
    l.points.forEach((p, i) => {
      const [x, y] = at[i] as readonly [number, number];
      if (p[4])
        marks.append(svg('circle', { cx: x, cy: y, r: 7, class: 'slo', 'data-run': p[0], 'data-stage': l.label }));
      if (p[3] === 'ok' && p[1] !== null) {
        dots.push([x, y]);
        dotRuns.push(p[0]);
      } else marks.append(stageMarker(p[3], x, y, p[1] !== null, p[0], l.label));
    });
    if (line) root.append(svg('path', { d: line, class: `sline s${l.colour}`, 'data-stage': l.label }));
    const d = dotsPath(dots, 2.4);
    if (d)
      marks.prepend(
        svg('path', { d, class: `sdot s${l.colour}`, 'data-stage': l.label, 'data-runs': dotRuns.join(' ') }),
      );
  }
  root.append(marks);
  const cursor = svg('line', { x1: 0, x2: 0, y1: M.top, y2: H - M.bottom, class: 'cursor', visibility: 'hidden' });
  root.append(cursor);
  const xs = runs.map(xOf);
  const ys = runs.map((run) => {
    const vs = lines.flatMap((l) =>
      l.points.filter((p) => p[0] === run && p[1] !== null).map((p) => py(p[1] as number)),
    );
    return vs.length ? minOf(vs) : STRIP_Y;
  });
  const text = (i: number) => {
    const run = runs[i] as number;
    const at = data.runs[run];
    const parts = lines.flatMap((l) => l.points.filter((p) => p[0] === run).map((p) => stagePointText(l.label, m, p)));
    return `${at ? fmtTime(at.t) : `run ${run}`} · ${m.label}: ${parts.join(' · ')}`;
  };
  const open = (i: number) => openRun(page, runs[i] as number, text(i));
  attach(page, root as unknown as SVGSVGElement, { xs, ys, text, open }, cursor);
  return fig;
}
