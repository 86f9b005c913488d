import { noiseDomain } from '../../report/noise-scale.ts';
import { diamondPath, linear, linePath, svgEl as svg, ticks, valueGrid } from '../../report/browser/svg.ts';
import type { DashboardMetricInfo, PointState } from '../page-data.ts';
import { el } from './dashboard-page.ts';
import { DAY_MS } from './filters.ts';
import { fmt, fmtDay } from './point-text.ts';

// What the run charts and the stage charts share: the geometry, the scales
// and axes, a run's marker and the interval band.

// Chart geometry, in viewBox units; the SVG scales to its column.
export const W = 560;
export const H = 170;
export const M = { left: 58, right: 10, top: 10, bottom: 34 };
/** Where a run without the figure (withheld, buffered) is marked: a strip below the plot. */
export const STRIP_Y = H - M.bottom + 10;

/**
 * The scales of one chart (values over their noise band, padded by 8%, from 0 at the lowest; time
 * from x0 to x1) and its axes drawn into root: value gridlines and labels,
 * day labels. Shared by the run charts and the stage charts.
 */
export function axes(
  root: SVGElement,
  values: readonly number[],
  x0: number,
  x1: number,
): { px: (t: number) => number; py: (v: number) => number } {
  // Over the noise band (report/noise-scale.ts): `values` holds the intervals' bounds, and the range is never
  // narrower than the regression check's smallest counted change, so a move inside the noise is not a cliff.
  const domain = noiseDomain(values) ?? { lo: 0, hi: 1 };
  let lo = domain.lo;
  let hi = domain.hi;
  const pad = (hi - lo) * 0.08;
  lo = Math.max(0, lo - pad);
  hi += pad;
  const px = linear(x0, x1, M.left, W - M.right);
  const py = (v: number) => M.top + (1 - (v - lo) / (hi - lo)) * (H - M.top - M.bottom - 8);
  const axis = svg('g', { class: 'axis' });
  const grid = { y: py, from: M.left, to: W - M.right, labelX: M.left - 6, line: { class: 'grid' } };
  valueGrid(axis, grid, ticks(lo, hi, 4), fmt);
  const xt = x1 - x0 > 0 ? ticks(x0 / DAY_MS, x1 / DAY_MS, 5).map((d) => d * DAY_MS) : [x0];
  for (const t of xt) {
    if (t < x0 || t > x1) continue;
    const tx = svg('text', { x: px(t), y: H - 4, 'text-anchor': 'middle' });
    tx.textContent = fmtDay(t);
    axis.append(tx);
  }
  root.append(axis);
  return { px, py };
}

export function marker(state: PointState, x: number, y: number, hasValue: boolean, run: number): SVGElement {
  const cls = `pt ${state}${hasValue ? '' : ' nofig'}`;
  let e: SVGElement;
  if (state === 'buffered') e = svg('path', { d: diamondPath(x, y, 5) });
  else if (state === 'mixed') e = svg('path', { d: `M${x} ${y - 5}L${x + 5} ${y + 4}L${x - 5} ${y + 4}Z` });
  else e = svg('path', { d: `M${x - 4} ${y - 4}L${x + 4} ${y + 4}M${x + 4} ${y - 4}L${x - 4} ${y + 4}` });
  e.setAttribute('class', cls);
  e.setAttribute('data-run', String(run));
  return e;
}

/**
 * The 95% interval: a band over consecutive runs that have one, broken where
 * one does not (`null`); a lone run's interval is a bar 4 units wide.
 */
export function bandPath(
  at: ReadonlyArray<readonly [number, number, number] | null>,
  py: (v: number) => number,
): string {
  let band = '';
  let run: Array<readonly [number, number, number]> = [];
  const flush = () => {
    if (run.length === 1) {
      const [x, l, h] = run[0] as [number, number, number];
      band += `M${x - 2} ${py(h)}H${x + 2}V${py(l)}H${x - 2}Z`;
    } else if (run.length > 1) {
      const upper = run.map(([x, , h]) => [x, py(h)] as const);
      const lower = [...run].reverse().map(([x, l]) => [x, py(l)] as const);
      band += linePath([...upper, ...lower]) + 'Z';
    }
    run = [];
  };
  for (const p of at) {
    if (p) run.push(p);
    else flush();
  }
  flush();
  return band;
}

/** A chart's figure: its caption (label, unit, which way is better) and its SVG, named for a screen reader. */
export function chartFrame(
  m: DashboardMetricInfo,
  cls: string,
  ariaLabel: string,
): { fig: HTMLElement; cap: HTMLElement; root: SVGElement } {
  const fig = el('figure', cls);
  fig.dataset.metric = m.key;
  const cap = el('figcaption');
  cap.append(el('span', 'label', `${m.label} (${m.unit}, ${m.better} is better)`));
  fig.append(cap);
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'trend', tabindex: 0, role: 'img' });
  root.setAttribute('data-metric', m.key);
  root.setAttribute('aria-label', ariaLabel);
  fig.append(root);
  return { fig, cap, root };
}

/** Says in the chart's middle why it has nothing to draw. */
export function emptyChart(root: SVGElement, text: string): void {
  root.append(svg('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'empty' }));
  (root.lastChild as SVGElement).textContent = text;
}

/** Whether a run lies in the shown window [x0, x1]. */
export function inRunWindow(runs: ReadonlyArray<{ t: number }>, run: number, x0: number, x1: number): boolean {
  const t = runs[run]?.t ?? NaN;
  return t >= x0 && t <= x1;
}
