import { PAGE_COLOUR as C } from '../labels.ts';
import type { ReportRequest, ReportTimeline } from '../report-data.ts';
import { fmt, fmtTick, h, type ReportPage } from './page.ts';
import { horizontalAxis, s, svgRoot, ticks } from './svg.ts';

// One request's timeline in report.html: the wait, the generation span, every
// read (content reads as bars by their size), the first byte, first content
// and the end or the failure, in ms after dispatch, on the page's shared time
// scale or the request's own.

const LW = 1000;
const LH = 36;
const LL = 6;
const LR = 14;
const BASE = 27;
/**
 * At most this many steps along the time axis: 3 to 8 labels across its 1000
 * units (the axis's spacing before the kit chose the steps, for 93% of spans).
 */
const TIME_TICKS = 7;

/** The page's time scale: the longest request, the largest read, and the "shared scale" switch. */
export interface TimelineScale {
  maxEnd: number;
  maxChars: number;
  shared: HTMLInputElement | null;
}

function endOf(t: ReportTimeline): number {
  let end = t.at[6];
  if (end === null) t.reads.forEach((rd) => (end = Math.max(end || 0, rd[0])));
  return end === null ? 0 : end;
}

export function timelineScale(requests: ReadonlyArray<ReportRequest | null>): TimelineScale {
  let maxEnd = 0;
  let maxChars = 1;
  requests.forEach((r) => {
    if (!r || !r.timeline) return;
    maxEnd = Math.max(maxEnd, endOf(r.timeline));
    r.timeline.content.forEach((c) => (maxChars = Math.max(maxChars, c[1] + c[2])));
  });
  maxEnd = maxEnd > 0 ? maxEnd : 1;
  return { maxEnd, maxChars, shared: document.getElementById('tl-shared') as HTMLInputElement | null };
}

export function drawTimeline(page: ReportPage, scale: TimelineScale, row: Element): void {
  const i = Number(row.getAttribute('data-index'));
  const scaleKey = scale.shared && !scale.shared.checked ? 'own' : 'shared';
  if (row.getAttribute('data-drawn') === scaleKey) return;
  const r = page.requests[i] as ReportRequest;
  const t = r.timeline;
  const plot = row.querySelector('.tl-plot') as HTMLElement;
  while (plot.firstChild) plot.removeChild(plot.firstChild);
  row.setAttribute('data-drawn', scaleKey);
  if (!t) {
    plot.appendChild(h('span', 'note', 'no trace for this request in traces.ndjson'));
    return;
  }
  const span = scaleKey === 'own' ? Math.max(endOf(t), 1) : scale.maxEnd;
  const x = (ms: number) => LL + (Math.max(0, ms) / span) * (LW - LL - LR);
  const svg = svgRoot(LW, LH);
  svg.setAttribute('class', 'timeline');
  svg.setAttribute('data-content-reads', String(t.content.length));
  svg.setAttribute('data-reads', String(t.reads.length));
  timelineSpans(svg, x, r, t);
  timelineContent(svg, x, t, scale.maxChars);
  timelineMarks(svg, x, r, t);
  plot.appendChild(svg);
}

/** The wait, the generation span, the base line, every read, and the end or the failure. */
function timelineSpans(svg: SVGElement, x: (ms: number) => number, r: ReportRequest, t: ReportTimeline): void {
  const at = t.at;
  const end = endOf(t);
  const fc = at[3];
  const lc = at[5];
  s(
    svg,
    'rect',
    {
      x: x(0),
      y: BASE - 2,
      width: Math.max(0, x(fc !== null ? fc : end) - x(0)),
      height: 4,
      fill: C.wait,
      class: 'wait',
    },
    'waiting: dispatch to ' + (fc !== null ? 'first content ' + fmt(fc) : 'end ' + fmt(end)) + ' ms',
  );
  if (fc !== null && lc !== null && lc > fc) {
    s(
      svg,
      'rect',
      { x: x(fc), y: 3, width: x(lc) - x(fc), height: BASE - 3, fill: C.gen, class: 'gen' },
      'first to last content: ' + fmt(lc - fc) + ' ms',
    );
  }
  s(svg, 'line', { x1: x(0), x2: x(end), y1: BASE, y2: BASE, stroke: C.axis, 'stroke-width': 1 });
  t.reads.forEach((rd) => {
    s(
      svg,
      'line',
      { x1: x(rd[0]), x2: x(rd[0]), y1: BASE + 1, y2: BASE + 6, stroke: C.other, 'stroke-width': 1, class: 'read' },
      'read at ' + fmt(rd[0]) + ' ms: ' + rd[1] + ' bytes',
    );
  });
  const endMs = at[6];
  if (r.outcome === 'error') {
    const ex = x(end);
    s(
      svg,
      'path',
      {
        d: 'M' + (ex - 5) + ' ' + (BASE - 5) + 'l10 10m0 -10l-10 10',
        stroke: C.error,
        'stroke-width': 2.5,
        class: 'error',
      },
      'failed at ' + fmt(end) + ' ms: ' + (r.error_kind || 'error'),
    );
  } else if (endMs !== null) {
    s(
      svg,
      'line',
      { x1: x(endMs), x2: x(endMs), y1: BASE - 4, y2: BASE + 8, stroke: C.ink, 'stroke-width': 2, class: 'end' },
      'end at ' + fmt(endMs) + ' ms',
    );
  }
}

function timelineContent(svg: SVGElement, x: (ms: number) => number, t: ReportTimeline, maxChars: number): void {
  t.content.forEach((c) => {
    const chars = c[1] + c[2];
    // Height and width by the square root of the characters: a burst stands out, a one-token read stays visible.
    const share = Math.sqrt(chars / maxChars);
    const hgt = 5 + 19 * share;
    const w = 2 + 4 * share;
    s(
      svg,
      'rect',
      {
        x: x(c[0]) - w / 2,
        y: BASE - hgt,
        width: w,
        height: hgt,
        fill: c[2] > c[1] ? C.reasoning : C.streamed,
        class: 'cr',
      },
      'content read at ' +
        fmt(c[0]) +
        ' ms: ' +
        c[1] +
        ' answer chars' +
        (c[2] ? ', ' + c[2] + ' reasoning chars' : ''),
    );
  });
}

/** Dispatch, headers, first byte, first content, and a coarse stream's slack before its first content. */
function timelineMarks(svg: SVGElement, x: (ms: number) => number, r: ReportRequest, t: ReportTimeline): void {
  const at = t.at;
  const fc = at[3];
  s(
    svg,
    'line',
    { x1: x(0), x2: x(0), y1: 4, y2: BASE + 6, stroke: C.ink, 'stroke-width': 1.5, class: 'dispatch' },
    'dispatch: 0 ms',
  );
  if (at[0] !== null)
    s(
      svg,
      'path',
      { d: 'M' + (x(at[0]) - 4) + ' 2h8l-4 6z', fill: C.headers, class: 'headers' },
      'headers at ' + fmt(at[0]) + ' ms',
    );
  if (at[1] !== null)
    s(
      svg,
      'rect',
      { x: x(at[1]) - 3, y: BASE + 2, width: 6, height: 6, fill: C.byte, class: 'first-byte' },
      'first byte at ' + fmt(at[1]) + ' ms',
    );
  if (fc !== null)
    s(
      svg,
      'path',
      { d: 'M' + x(fc) + ' ' + (BASE - 6) + 'l5 5l-5 5l-5 -5z', fill: C.ok, stroke: C.white, class: 'first-content' },
      'first content at ' + fmt(fc) + ' ms',
    );
  if (r.chunking === 'coarse' && fc !== null) {
    // The first read's tokens were generated before it arrived: TTFT may be late by up to one read interval.
    svg.setAttribute('data-chunking', 'coarse');
    const [first, second] = t.content;
    const gap = first && second ? second[0] - first[0] : 0;
    s(
      svg,
      'rect',
      {
        x: x(fc - gap),
        y: 3,
        width: Math.max(2, x(fc) - x(fc - gap)),
        height: BASE - 3,
        fill: C.coarse,
        'fill-opacity': 0.25,
        stroke: C.coarse,
        'stroke-dasharray': '3 2',
        class: 'coarse-slack',
      },
      'coarse: ' +
        fmt(r.tokens_per_content_read) +
        ' tokens a read; TTFT may be late by up to one read interval (' +
        fmt(gap) +
        ' ms)',
    );
  }
}

/** The time axis above a block of rows, on the shared scale. */
export function timeAxis(scale: TimelineScale): SVGElement {
  const svg = svgRoot(LW, 16);
  svg.setAttribute('class', 'tl-scale');
  const x = (ms: number) => LL + (ms / scale.maxEnd) * (LW - LL - LR);
  const axis = { x, from: LL, to: LW - LR, y: 15, tick: 4, labelY: 9, stroke: C.axis };
  horizontalAxis(svg, axis, ticks(0, scale.maxEnd, TIME_TICKS), fmtTick);
  return svg;
}
