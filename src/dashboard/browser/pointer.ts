import type { DashboardMetricInfo, DashboardPoint } from '../page-data.ts';
import { H, W } from './chart-frame.ts';
import { type Dashboard, el } from './dashboard-page.ts';
import { fmtTime, pointText } from './point-text.ts';

// Hover, keyboard and click: the nearest run to the pointer, or the one the
// arrow keys reached; the run behind a point in the detail bar.

export interface Pointed {
  xs: number[];
  ys: number[];
  /** The text of the i-th position, for the tooltip. */
  text: (i: number) => string;
  /** Opens the i-th position's run in the detail bar. */
  open: (i: number) => void;
}

export function attach(page: Dashboard, root: SVGSVGElement, d: Pointed, cursor: SVGElement): void {
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
export function openPoint(page: Dashboard, m: DashboardMetricInfo, p: DashboardPoint): void {
  openRun(page, p[0], pointText(page.data, m, p));
}

export function openRun(page: Dashboard, runIndex: number, what: string): void {
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
