import { FLAG_REASON } from '../labels.ts';
import { NA } from '../format.ts';
import { TIMELINE_FLAGGED, TIMELINE_SAMPLE, timelineAnchor, type ReportRequest } from '../report-data.ts';
import { fmt, groupName, h, type ReportPage } from './page.ts';
import { drawTimeline, timeAxis, timelineScale, type TimelineScale } from './timeline.ts';

// report.html's timelines: one block per group, its flagged requests and a
// sample first and the rest on request, the two examples near the top, the
// row a `#req-N` link names revealed. Rows are drawn as they are added while
// the page is small, then as they scroll into view.

/** Rows drawn as they are added while the page is small (so it prints whole); past that, as they scroll into view. */
const EAGER = 400;

interface GroupBlock {
  rows: HTMLElement;
  /** The group's requests, indices into `requests`, in run order. */
  idx: number[];
  shown: Record<number, boolean>;
  warmups: boolean;
  button: HTMLButtonElement;
}

/** The timelines of one page: its rows, built as needed, and what draws them. */
export interface Timelines {
  page: ReportPage;
  scale: TimelineScale;
  /** Each request's row below, by its index, once built. */
  rowsById: Record<string, HTMLElement>;
  observer: IntersectionObserver | null;
  /** The examples' second rows of their requests, near the top. */
  exampleRows: HTMLElement[];
  groupBlocks: GroupBlock[];
  drawnEagerly: number;
}

export function createTimelines(page: ReportPage): Timelines {
  const scale = timelineScale(page.requests);
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) =>
            entries.forEach((e) => {
              if (e.isIntersecting) drawTimeline(page, scale, e.target);
            }),
          { rootMargin: '300px' },
        )
      : null;
  return { page, scale, rowsById: {}, observer, exampleRows: [], groupBlocks: [], drawnEagerly: 0 };
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

function makeRow(tl: Timelines, i: number): HTMLElement {
  const made = tl.rowsById[String(i)];
  if (made) return made;
  const row = newRow(tl.page, i);
  row.id = timelineAnchor(i);
  tl.rowsById[String(i)] = row;
  return row;
}

/** A request's timeline row, without the anchor: the examples at the top draw a second row of the same request. */
function newRow(page: ReportPage, i: number): HTMLElement {
  const r = page.requests[i] as ReportRequest;
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

/** The streamed and the buffered request near the top, on one time scale, each linking to its row below. */
export function buildExamples(tl: Timelines): void {
  const body = document.querySelector('#examples .tl-examples') as HTMLElement | null;
  if (!body) return;
  const axis = h('div', 'tl-axis');
  axis.appendChild(h('span', 'note', 'ms after dispatch'));
  axis.appendChild(timeAxis(tl.scale));
  body.appendChild(axis);
  (['streamed', 'buffered'] as const).forEach((kind) => {
    const at = body.getAttribute('data-' + kind);
    if (at === null || at === '' || !tl.page.requests[Number(at)]) return;
    const row = newRow(tl.page, Number(at));
    // Not a .tl-row: the request's own row below keeps the anchor and the data-id.
    row.className = 'tl-example example-' + kind;
    row.setAttribute('data-example-id', row.getAttribute('data-id') ?? '');
    row.removeAttribute('data-id');
    body.appendChild(row);
    tl.exampleRows.push(row);
    drawTimeline(tl.page, tl.scale, row);
  });
}

export function buildTimelines(tl: Timelines): void {
  const { groups, requests } = tl.page;
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
    axis.appendChild(timeAxis(tl.scale));
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
    btn.addEventListener('click', () => addRows(tl, state, idx));
    block.appendChild(btn);
    tl.groupBlocks.push(state);
    addRows(tl, state, []);
    body.appendChild(block);
  });
}

function addRows(tl: Timelines, state: GroupBlock, list: number[]): void {
  list.forEach((i) => (state.shown[i] = true));
  // Keep the order of the run: (re)append the shown rows in the group's index order.
  let rest = 0;
  state.idx.forEach((i) => {
    if (!state.shown[i]) {
      rest++;
      return;
    }
    const row = makeRow(tl, i);
    state.rows.appendChild(row);
    if (row.getAttribute('data-drawn')) return;
    if (tl.observer && tl.drawnEagerly >= EAGER) tl.observer.observe(row);
    else {
      tl.drawnEagerly++;
      drawTimeline(tl.page, tl.scale, row);
    }
  });
  state.button.hidden = rest === 0;
  state.button.textContent =
    'show all ' + state.idx.length + ' requests (' + rest + ' more' + (state.warmups ? ', warmups included' : '') + ')';
}

/** Shows, opens and highlights the timeline `#req-N` names, adding its row when the group's sample left it out. */
export function reveal(tl: Timelines): void {
  const m = /^#req-(\d+)$/.exec(location.hash);
  if (!m) return;
  const i = Number(m[1]);
  if (!tl.page.requests[i]) return;
  const state = tl.groupBlocks.find((b) => b.idx.indexOf(i) >= 0);
  if (state && !state.shown[i]) addRows(tl, state, [i]);
  const row = tl.rowsById[String(i)];
  if (!row) return;
  for (let d: Node | null = row.parentNode; d; d = d.parentNode) if (d instanceof HTMLDetailsElement) d.open = true;
  drawTimeline(tl.page, tl.scale, row);
  Object.keys(tl.rowsById).forEach((k) => tl.rowsById[k]?.classList.remove('hl'));
  row.classList.add('hl');
  row.scrollIntoView({ block: 'center' });
}

/** Redraws every drawn row when the "shared scale" switch turns, and shows the time axes only on the shared scale. */
export function watchSharedScale(tl: Timelines): void {
  const shared = tl.scale.shared;
  if (!shared) return;
  shared.addEventListener('change', () => {
    Object.keys(tl.rowsById).forEach((k) => {
      const row = tl.rowsById[k] as HTMLElement;
      if (row.getAttribute('data-drawn')) {
        row.removeAttribute('data-drawn');
        drawTimeline(tl.page, tl.scale, row);
      }
    });
    tl.exampleRows.forEach((row) => {
      row.removeAttribute('data-drawn');
      drawTimeline(tl.page, tl.scale, row);
    });
    document
      .querySelectorAll<HTMLElement>('.tl-axis')
      .forEach((a) => (a.style.visibility = shared.checked ? 'visible' : 'hidden'));
  });
}
