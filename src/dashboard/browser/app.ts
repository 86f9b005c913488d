import { maxOf, minOf } from '../../stats.ts';
import { noiseDomain } from '../../report/noise-scale.ts';
import { diamondPath, dotsPath, linear, linePath, svgEl as svg, ticks, valueGrid } from '../../report/browser/svg.ts';
import type {
  DashboardData,
  DashboardPoint,
  DashboardMetricInfo,
  DashboardGroup,
  DashboardStagePoint,
  PointState,
  StageMark,
} from '../page-data.ts';

// The dashboard page's script: reads the JSON block, draws one chart per
// provider x prompt x metric as SVG, and keeps the filters in the URL hash.
// Bundled into the page at build time (src/dashboard/script.ts), checked by
// its own tsconfig with the DOM types. Every string from the data reaches
// the page through textContent or setAttribute, never as markup, so a
// provider named `<script>` stays text. It draws with report.html's kit
// (src/report/browser/svg.ts: scales, ticks, axes, paths). The page's state
// lives in one object made when the script starts, passed to what needs it.

const DAY_MS = 86_400_000;
const WINDOWS = { '30d': 30, '90d': 90, all: null } as const;
type WindowKey = keyof typeof WINDOWS;

interface State {
  provider: string;
  prompt: string;
  metric: string;
  window: WindowKey;
}

const DEFAULT_STATE: State = { provider: '', prompt: '', metric: '', window: 'all' };

const STATE_LABEL: Record<PointState, string> = {
  ok: 'streamed',
  buffered: 'buffered (no response streamed)',
  mixed: 'mixed (some responses buffered)',
  failing: 'some requests failed',
  failed: 'every request failed',
};

const STAGE_MARK_LABEL: Record<StageMark, string> = {
  ok: 'streamed, on schedule',
  buffered: 'buffering: some responses buffered',
  limited: 'generator-limited: the client could not keep the schedule',
  both: 'buffering and generator-limited',
  short: 'offered load not reached: its figures are of a lighter load',
};
/** Stage lines take these colour classes in turn (the style sheet defines them). */
const STAGE_COLOURS = 8;

// Chart geometry, in viewBox units; the SVG scales to its column.
const W = 560;
const H = 170;
const M = { left: 58, right: 10, top: 10, bottom: 34 };
/** Where a run without the figure (withheld, buffered) is marked: a strip below the plot. */
const STRIP_Y = H - M.bottom + 10;

/** One page: its data, the elements it fills, the filters shown and the render in progress. */
interface Dashboard {
  data: DashboardData;
  panels: HTMLElement;
  tip: HTMLElement;
  detail: HTMLElement;
  summary: HTMLElement;
  /** Bumped by each render, so the slices of an older one stop. */
  generation: number;
  current: State;
}

function readDashboard(): Dashboard {
  const data = JSON.parse(
    (document.getElementById('sg-data') as HTMLScriptElement).textContent ?? '{}',
  ) as DashboardData;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const page = { data, panels: byId('panels'), tip: byId('tip'), detail: byId('detail'), summary: byId('shown') };
  return { ...page, generation: 0, current: readState(data) };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// ---------------------------------------------------------------------------
// The hash: #provider=a&prompt=b&metric=ttft_ms&window=30d, defaults left out.

function readState(data: DashboardData): State {
  const q = new URLSearchParams(location.hash.replace(/^#/, ''));
  const providers = new Set(data.groups.map((g) => g.provider));
  const prompts = new Set(data.groups.map((g) => g.prompt));
  const p = q.get('provider') ?? '';
  const pr = q.get('prompt') ?? '';
  const m = q.get('metric') ?? '';
  const w = q.get('window') ?? '';
  return {
    provider: providers.has(p) ? p : '',
    prompt: prompts.has(pr) ? pr : '',
    metric: data.metrics.some((x) => x.key === m) ? m : '',
    window: w in WINDOWS ? (w as WindowKey) : DEFAULT_STATE.window,
  };
}

function writeHash(s: State): string {
  const q = new URLSearchParams();
  if (s.provider) q.set('provider', s.provider);
  if (s.prompt) q.set('prompt', s.prompt);
  if (s.metric) q.set('metric', s.metric);
  if (s.window !== DEFAULT_STATE.window) q.set('window', s.window);
  const h = q.toString();
  return h ? `#${h}` : '';
}

// ---------------------------------------------------------------------------
// Numbers and dates, the same in every locale.

function fmt(x: number | null): string {
  if (x === null) return 'n/a';
  const a = Math.abs(x);
  const digits = a >= 100 ? 0 : a >= 10 ? 1 : 2;
  return x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function fmtTime(t: number): string {
  return new Date(t).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

function fmtDay(t: number): string {
  return new Date(t).toISOString().slice(5, 10);
}

function pointText(data: DashboardData, m: DashboardMetricInfo, p: DashboardPoint): string {
  const run = data.runs[p[0]];
  const parts = [run ? fmtTime(run.t) : `run ${p[0]}`];
  if (p[1] === null)
    parts.push(`${m.label}: n/a (${p[5] === 'failed' ? 'every request failed' : 'withheld: buffered'})`);
  else {
    const ci = p[2] !== null && p[3] !== null ? ` [${fmt(p[2])}–${fmt(p[3])}]` : '';
    parts.push(`${m.label} ${fmt(p[1])} ${m.unit}${ci}`);
  }
  parts.push(`n=${p[4]}`, STATE_LABEL[p[5]]);
  if (p[6] === 'slower' || p[6] === 'faster') parts.push(`regression check: ${p[6]}`);
  return parts.join(' · ');
}

// ---------------------------------------------------------------------------
// One chart.

/**
 * The scales of one chart (values over their noise band, padded by 8%, from 0 at the lowest; time
 * from x0 to x1) and its axes drawn into root: value gridlines and labels,
 * day labels. Shared by the run charts and the stage charts.
 */
function axes(
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

function marker(state: PointState, x: number, y: number, hasValue: boolean, run: number): SVGElement {
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
function bandPath(at: ReadonlyArray<readonly [number, number, number] | null>, py: (v: number) => number): string {
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

function chart(page: Dashboard, g: DashboardGroup, m: DashboardMetricInfo, x0: number, x1: number): HTMLElement {
  const { data } = page;
  const fig = el('figure', 'chart');
  fig.dataset.metric = m.key;
  const all = g.series[m.key] ?? [];
  const points = all.filter((p) => {
    const t = data.runs[p[0]]?.t ?? NaN;
    return t >= x0 && t <= x1;
  });
  const last = points[points.length - 1];
  const cap = el('figcaption');
  cap.append(el('span', 'label', `${m.label} (${m.unit}, ${m.better} is better)`));
  if (last) cap.append(el('span', 'latest', `latest ${fmt(last[1])}`));
  fig.append(cap);

  const values: number[] = [];
  for (const p of points) for (const v of [p[1], p[2], p[3]]) if (v !== null) values.push(v);
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'trend', tabindex: 0, role: 'img' });
  root.setAttribute('data-metric', m.key);
  root.setAttribute(
    'aria-label',
    `${m.label} of ${g.provider} / ${g.prompt}: ${points.length} run(s)` +
      (last ? `, latest ${fmt(last[1])} ${m.unit}` : '') +
      '. Arrow keys step through the runs, Enter shows the run; the table below lists every value.',
  );
  fig.append(root);
  if (points.length === 0) {
    root.append(svg('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'empty' }));
    (root.lastChild as SVGElement).textContent = 'no run in this window';
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
      open: (i) => open(page, m, points[i] as DashboardPoint),
    },
    cursor,
  );
  return fig;
}

// ---------------------------------------------------------------------------
// A per-stage chart: one line per stage label over the runs that had it.

function stagePointText(label: string, m: DashboardMetricInfo, p: DashboardStagePoint): string {
  const v = p[1] === null ? 'n/a' : `${fmt(p[1])} ${m.unit}`;
  const extra = [p[3] === 'ok' ? '' : STAGE_MARK_LABEL[p[3]], p[4] ? 'the slo stage' : ''].filter(Boolean);
  return `${label}: ${v} (n=${p[2]}${extra.length ? `, ${extra.join(', ')}` : ''})`;
}

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

function stageChart(page: Dashboard, g: DashboardGroup, m: DashboardMetricInfo, x0: number, x1: number): HTMLElement {
  const { data } = page;
  const fig = el('figure', 'chart stage-chart');
  fig.dataset.metric = m.key;
  const inWindow = (p: DashboardStagePoint) => {
    const t = data.runs[p[0]]?.t ?? NaN;
    return t >= x0 && t <= x1;
  };
  const lines = (g.stages?.[m.key] ?? [])
    .map((l, i) => ({ label: l.label, colour: i % STAGE_COLOURS, points: l.points.filter(inWindow) }))
    .filter((l) => l.points.length > 0);
  const cap = el('figcaption');
  cap.append(el('span', 'label', `${m.label} (${m.unit}, ${m.better} is better)`));
  fig.append(cap);
  const runs = [...new Set(lines.flatMap((l) => l.points.map((p) => p[0])))].sort((a, b) => a - b);
  const root = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'trend', tabindex: 0, role: 'img' });
  root.setAttribute('data-metric', m.key);
  root.setAttribute(
    'aria-label',
    `${m.label} of ${g.provider} / ${g.prompt}: ${lines.length} stage(s) over ${runs.length} run(s). ` +
      'Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.',
  );
  fig.append(root);
  if (lines.length === 0) {
    root.append(svg('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'empty' }));
    (root.lastChild as SVGElement).textContent = 'no load run in this window';
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

/** The stage figures' text alternative: a row per run and stage, newest first. */
function stageTable(
  data: DashboardData,
  g: DashboardGroup,
  metrics: DashboardMetricInfo[],
  x0: number,
  x1: number,
): HTMLElement {
  const t = el('table', 'values stage-values');
  t.append(el('caption', '', `${g.provider} / ${g.prompt}: per-stage figures per load run, newest first`));
  const head = el('tr');
  head.append(el('th', '', 'run'), el('th', '', 'stage'));
  for (const m of metrics) head.append(el('th', '', `${m.label} (${m.unit})`));
  head.append(el('th', '', 'n'), el('th', '', 'marks'));
  t.append(el('thead'));
  (t.lastChild as HTMLElement).append(head);
  // run -> stage label -> metric key -> point, stage labels in their lines' order
  const rows = new Map<number, Map<string, Record<string, DashboardStagePoint>>>();
  for (const m of metrics)
    for (const l of g.stages?.[m.key] ?? [])
      for (const p of l.points) {
        const tt = data.runs[p[0]]?.t ?? NaN;
        if (tt < x0 || tt > x1) continue;
        const byLabel = rows.get(p[0]) ?? rows.set(p[0], new Map()).get(p[0])!;
        const cell = byLabel.get(l.label) ?? byLabel.set(l.label, {}).get(l.label)!;
        cell[m.key] = p;
      }
  const body = el('tbody');
  for (const ri of [...rows.keys()].sort((a, b) => b - a)) {
    const run = data.runs[ri];
    for (const [label, cell] of rows.get(ri) ?? []) {
      const row = el('tr');
      row.dataset.run = String(ri);
      row.dataset.stage = label;
      const when = el('th', '', run ? fmtTime(run.t) : '');
      when.scope = 'row';
      row.append(when, el('td', '', label));
      let any: DashboardStagePoint | undefined;
      for (const m of metrics) {
        const p = cell[m.key];
        any ??= p;
        row.append(el('td', '', p ? fmt(p[1]) : ''));
      }
      const marks = any ? [any[3] === 'ok' ? '' : STAGE_MARK_LABEL[any[3]], any[4] ? 'the slo stage' : ''] : [];
      row.append(
        el('td', '', any ? String(any[2]) : ''),
        el('td', `sm-${any?.[3] ?? 'ok'}`, marks.filter(Boolean).join('; ')),
      );
      body.append(row);
    }
  }
  t.append(body);
  return t;
}

// ---------------------------------------------------------------------------
// Hover, keyboard and click: the nearest run to the pointer, or the one the arrow keys reached.

interface Pointed {
  xs: number[];
  ys: number[];
  /** The text of the i-th position, for the tooltip. */
  text: (i: number) => string;
  /** Opens the i-th position's run in the detail bar. */
  open: (i: number) => void;
}

function attach(page: Dashboard, root: SVGSVGElement, d: Pointed, cursor: SVGElement): void {
  const { tip } = page;
  let at = -1;
  const count = d.xs.length;
  const show = (i: number, near?: { x: number; y: number }) => {
    at = Math.max(0, Math.min(count - 1, i));
    const x = d.xs[at] as number;
    cursor.setAttribute('x1', String(x));
    cursor.setAttribute('x2', String(x));
    cursor.setAttribute('visibility', 'visible');
    tip.textContent = d.text(at);
    tip.hidden = false;
    const box = root.getBoundingClientRect();
    const sx = box.left + (x / W) * box.width;
    const sy = box.top + ((d.ys[at] as number) / H) * box.height;
    const left = near ? near.x : sx;
    const top = near ? near.y : sy;
    tip.style.left = `${Math.min(window.innerWidth - 340, left + 12) + window.scrollX}px`;
    tip.style.top = `${top + 14 + window.scrollY}px`;
  };
  const hide = () => {
    tip.hidden = true;
    cursor.setAttribute('visibility', 'hidden');
  };
  const nearest = (clientX: number) => {
    const box = root.getBoundingClientRect();
    const x = ((clientX - box.left) / box.width) * W;
    let best = 0;
    for (let i = 1; i < d.xs.length; i++)
      if (Math.abs((d.xs[i] as number) - x) < Math.abs((d.xs[best] as number) - x)) best = i;
    return best;
  };
  root.addEventListener('pointermove', (e) => show(nearest(e.clientX), { x: e.clientX, y: e.clientY }));
  root.addEventListener('pointerleave', hide);
  root.addEventListener('blur', hide);
  root.addEventListener('focus', () => show(at < 0 ? count - 1 : at));
  root.addEventListener('click', (e) => {
    const i = nearest(e.clientX);
    show(i, { x: e.clientX, y: e.clientY });
    d.open(i);
  });
  root.addEventListener('keydown', (e) => {
    const keys: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: count - 1,
    };
    if (e.key in keys) {
      show(keys[e.key] as number);
      e.preventDefault();
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (at >= 0) d.open(at);
      e.preventDefault();
    } else if (e.key === 'Escape') hide();
  });
}

/** The run behind a point: its CI run and artifact, in the detail bar. */
function open(page: Dashboard, m: DashboardMetricInfo, p: DashboardPoint): void {
  openRun(page, p[0], pointText(page.data, m, p));
}

function openRun(page: Dashboard, runIndex: number, what: string): void {
  const { detail } = page;
  const run = page.data.runs[runIndex];
  if (!run) return;
  detail.replaceChildren();
  detail.append(el('strong', '', `Run of ${fmtTime(run.t)}`), document.createTextNode(` — ${what}. `));
  if (run.url) {
    const a = el('a', 'run-link', 'open the CI run');
    a.href = run.url;
    a.rel = 'noopener';
    detail.append(a);
  } else detail.append(document.createTextNode('No CI run recorded (a run outside GitHub Actions).'));
  if (run.artifact) {
    detail.append(document.createTextNode(' · artifact '));
    detail.append(el('code', 'artifact', run.artifact));
  }
  if (run.sha) {
    detail.append(document.createTextNode(' · commit '));
    detail.append(el('code', 'sha', run.sha.slice(0, 12)));
  }
  detail.append(document.createTextNode(' · history entry '));
  detail.append(el('code', 'entry', run.entry));
  detail.hidden = false;
  detail.dataset.run = String(runIndex);
}

function servedChangeText(before: readonly string[], after: readonly string[]): string {
  return `served model changed: ${before.join(', ')} → ${after.join(', ')}`;
}

// ---------------------------------------------------------------------------
// The text alternative: one table per panel, built when opened.

function table(
  data: DashboardData,
  g: DashboardGroup,
  metrics: DashboardMetricInfo[],
  x0: number,
  x1: number,
): HTMLElement {
  const t = el('table', 'values');
  const cap = el('caption', '', `${g.provider} / ${g.prompt}: p50 [95% interval] and n per run, newest first`);
  t.append(cap);
  const head = el('tr');
  head.append(el('th', '', 'run'));
  for (const m of metrics) head.append(el('th', '', `${m.label} (${m.unit})`));
  head.append(el('th', '', 'state'), el('th', '', 'verdicts'));
  t.append(el('thead'));
  (t.lastChild as HTMLElement).append(head);
  const body = el('tbody');
  const byRun = new Map<number, Record<string, DashboardPoint>>();
  for (const m of metrics)
    for (const p of g.series[m.key] ?? []) {
      const tt = data.runs[p[0]]?.t ?? NaN;
      if (tt < x0 || tt > x1) continue;
      (byRun.get(p[0]) ?? byRun.set(p[0], {}).get(p[0]) ?? {})[m.key] = p;
    }
  for (const ri of [...byRun.keys()].sort((a, b) => b - a)) {
    const run = data.runs[ri];
    const row = el('tr');
    row.dataset.run = String(ri);
    const when = el('th');
    when.scope = 'row';
    if (run?.url) {
      const a = el('a', '', run ? fmtTime(run.t) : '');
      a.href = run.url;
      when.append(a);
    } else when.textContent = run ? fmtTime(run.t) : '';
    row.append(when);
    const ps = byRun.get(ri) ?? {};
    let state: PointState = 'ok';
    const verdicts: string[] = [];
    for (const m of metrics) {
      const p = ps[m.key];
      if (!p) {
        row.append(el('td', '', ''));
        continue;
      }
      if (!m.kind) state = p[5];
      const ci = p[2] !== null && p[3] !== null ? ` [${fmt(p[2])}–${fmt(p[3])}]` : '';
      row.append(el('td', '', p[1] === null ? 'n/a' : `${fmt(p[1])}${ci} n=${p[4]}`));
      if (p[6] === 'slower' || p[6] === 'faster') verdicts.push(`${m.label}: ${p[6]}`);
    }
    const served = g.served_changes?.find((c) => c[0] === ri);
    if (served) verdicts.push(servedChangeText(served[1], served[2]));
    row.append(el('td', `st-${state}`, STATE_LABEL[state]), el('td', '', verdicts.join('; ')));
    body.append(row);
  }
  t.append(body);
  return t;
}

// ---------------------------------------------------------------------------
// The page.

/**
 * Panels drawn before the first frame: about a screenful. The rest are drawn
 * after it, a slice of at most SLICE_MS at a time, so a year of runs for
 * twenty groups opens at once and stays responsive while the page fills in;
 * `data-rendered` is set when everything is drawn.
 */
const FIRST_PANELS = 3;
const SLICE_MS = 25;
function render(page: Dashboard, s: State): void {
  const { data, panels, tip, summary } = page;
  const gen = ++page.generation;
  document.documentElement.dataset.rendered = 'false';
  const newest = data.runs.length ? maxOf(data.runs.map((r) => r.t)) : 0;
  const days = WINDOWS[s.window];
  const x1 = newest;
  const inWindow = data.runs.filter((r) => days === null || r.t >= newest - days * DAY_MS);
  const x0 = inWindow.length ? minOf(inWindow.map((r) => r.t)) : newest;
  const metrics = data.metrics.filter((m) => !s.metric || m.key === s.metric);
  const groups = data.groups.filter(
    (g) => (!s.provider || g.provider === s.provider) && (!s.prompt || g.prompt === s.prompt),
  );
  tip.hidden = true;
  panels.replaceChildren();
  const queue: Array<() => void> = [];
  for (const g of groups) {
    const sec = el('section', 'panel');
    sec.dataset.provider = g.provider;
    sec.dataset.prompt = g.prompt;
    const h = el('h2');
    h.append(el('span', 'prov', g.provider), document.createTextNode(' / '), el('span', 'prompt', g.prompt));
    h.append(el('span', 'model', g.model));
    sec.append(h);
    const charts = el('div', 'charts');
    sec.append(charts);
    // A load figure's chart only where the group had load runs: a history without them looks as it did.
    const drawn = metrics.filter((m) => (m.kind === 'stage' ? g.stages?.[m.key] : !m.kind || g.series[m.key]));
    const perRun = drawn.filter((m) => m.kind !== 'stage');
    const perStage = drawn.filter((m) => m.kind === 'stage');
    queue.push(() => {
      for (const m of drawn)
        charts.append(m.kind === 'stage' ? stageChart(page, g, m, x0, x1) : chart(page, g, m, x0, x1));
      sec.classList.add('drawn');
    });
    const det = el('details', 'table-view');
    det.append(el('summary', '', `Table of ${g.provider} / ${g.prompt}`));
    det.addEventListener('toggle', () => {
      if (det.open && !det.querySelector('table')) {
        if (perRun.length) det.append(table(data, g, perRun, x0, x1));
        if (perStage.length) det.append(stageTable(data, g, perStage, x0, x1));
      }
    });
    sec.append(det);
    panels.append(sec);
  }
  if (groups.length === 0) panels.append(el('p', 'note', 'No provider and prompt match these filters.'));
  summary.textContent =
    `${groups.length} panel(s), ${metrics.length} figure(s), ${inWindow.length} of ${data.runs.length} run(s)` +
    (inWindow.length ? ` from ${fmtTime(x0)} to ${fmtTime(x1)}` : '');
  // The controls show the state, whether it came from the hash or from them.
  (document.getElementById('f-provider') as HTMLSelectElement).value = s.provider;
  (document.getElementById('f-prompt') as HTMLSelectElement).value = s.prompt;
  (document.getElementById('f-metric') as HTMLSelectElement).value = s.metric;
  const radio = document.getElementById(`w-${s.window}`) as HTMLInputElement | null;
  if (radio) radio.checked = true;
  for (const draw of queue.splice(0, FIRST_PANELS)) draw();
  const more = (): void => {
    if (gen !== page.generation) return; // a newer state took over
    const t0 = performance.now();
    while (queue.length > 0 && performance.now() - t0 < SLICE_MS) (queue.shift() as () => void)();
    if (queue.length > 0) setTimeout(more, 0);
    else document.documentElement.dataset.rendered = 'true';
  };
  // The first panels reach the screen first; the rest follow in the next tasks.
  if (queue.length === 0) document.documentElement.dataset.rendered = 'true';
  else requestAnimationFrame(() => setTimeout(more, 0));
}

const page = readDashboard();

function fromControls(): State {
  const checked = document.querySelector<HTMLInputElement>('input[name="window"]:checked');
  return {
    provider: (document.getElementById('f-provider') as HTMLSelectElement).value,
    prompt: (document.getElementById('f-prompt') as HTMLSelectElement).value,
    metric: (document.getElementById('f-metric') as HTMLSelectElement).value,
    window: checked && checked.value in WINDOWS ? (checked.value as WindowKey) : 'all',
  };
}

(document.getElementById('filters') as HTMLFormElement).addEventListener('change', () => {
  page.current = fromControls();
  const hash = writeHash(page.current);
  // A new history entry per change (not replaceState): the back button undoes a filter.
  if (hash !== location.hash) location.hash = hash;
  render(page, page.current);
});
(document.getElementById('filters') as HTMLFormElement).addEventListener('submit', (e) => e.preventDefault());
window.addEventListener('hashchange', () => {
  const next = readState(page.data);
  if (writeHash(next) !== writeHash(page.current)) {
    page.current = next;
    render(page, page.current);
  }
});

render(page, page.current);
// The first frame with the first panels: what a reader sees as the page having opened (the bench measures it).
requestAnimationFrame(() => {
  document.documentElement.dataset.opened = String(performance.now());
});
