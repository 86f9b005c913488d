import { readDashboard } from './dashboard-page.ts';
import { fromControls, readState, writeHash } from './filters.ts';
import { render } from './panels.ts';

// The dashboard page's script: reads the JSON block, draws one chart per
// provider x prompt x metric as SVG, and keeps the filters in the URL hash.
// Bundled into the page at build time (src/dashboard/dashboard-script.ts,
// bundling the modules beside it: the filters, the point texts, the run and
// stage charts, the pointer, the value tables and the panels), checked by
// its own tsconfig with the DOM types. Every string from the data reaches
// the page through textContent or setAttribute, never as markup, so a
// provider named `<script>` stays text. It draws with report.html's kit
// (src/report/browser/svg.ts: scales, ticks, axes, paths). The page's state
// lives in one object made here, passed to what needs it, not in the modules.

const page = readDashboard();

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
