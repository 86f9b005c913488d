import { maxOf, minOf } from '../../stats.ts';
import { type Dashboard, el } from './dashboard-page.ts';
import { DAY_MS, showFilters, type State, WINDOWS } from './filters.ts';
import { fmtTime } from './point-text.ts';
import { runChart } from './run-chart.ts';
import { stageChart } from './stage-chart.ts';
import { runTable, stageTable } from './value-tables.ts';

// The panels: one per provider x prompt the filters keep, its charts drawn a
// screenful first and the rest in slices, its tables when opened.

/**
 * Panels drawn before the first frame: about a screenful. The rest are drawn
 * after it, a slice of at most SLICE_MS at a time, so a year of runs for
 * twenty groups opens at once and stays responsive while the page fills in;
 * `data-rendered` is set when everything is drawn.
 */
const FIRST_PANELS = 3;
const SLICE_MS = 25;
export function render(page: Dashboard, s: State): void {
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
        charts.append(m.kind === 'stage' ? stageChart(page, g, m, x0, x1) : runChart(page, g, m, x0, x1));
      sec.classList.add('drawn');
    });
    const det = el('details', 'table-view');
    det.append(el('summary', '', `Table of ${g.provider} / ${g.prompt}`));
    det.addEventListener('toggle', () => {
      if (det.open && !det.querySelector('table')) {
        if (perRun.length) det.append(runTable(data, g, perRun, x0, x1));
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
  showFilters(s);
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
