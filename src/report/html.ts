import { withLocationLabels } from './locations.ts';
import { buildReportData, comparisonsOf, groupInterval, streamingChangesOf, type HtmlContext } from './html-data.ts';
import { loadCurvesHtml, loadCurvesKey } from './html-load.ts';
import { reportScript } from './report-script.ts';
import { createHash } from 'node:crypto';
import type { Results } from '../analyze/types.ts';
import type { Trace } from '../trace.ts';
import { formatPlain } from './sentences.ts';
import {
  reportOf,
  type ReportInput,
  HEADLINE_SECTIONS,
  sectionOf,
  type BadgeReason,
  type Block,
  type Cell,
  type Column,
  type Heading,
  type HtmlHooks,
  type ReportDoc,
  type Section,
  type Span,
  type TableBlock,
} from './doc.ts';
import { sanitizeText } from './format.ts';
import {
  FLAG_REASON,
  METRIC,
  COMPARED_KEYS,
  VERDICT,
  PAGE_COLOUR as C,
  VERDICT_OTHER,
  type VerdictLabel,
} from './labels.ts';
import {
  REPORT_DATA_SCHEMA,
  TIMELINE_FLAGGED,
  TIMELINE_SAMPLE,
  embeddedReportData,
  timelineAnchor,
  type Bounds,
  type HistoryPoint,
  type HistoryRun,
  type ComparedFigureKey,
  type ReportComparison,
  type ReportData,
  type ReportGroup,
  type ReportMoments,
  type ReportRequest,
  type ReportStreamingChange,
  type ReportTimeline,
} from './report-data.ts';

// report.html: one self-contained page (inline CSS, inline JS, inline SVG; no
// network, enforced by its own Content-Security-Policy). The static part is
// the report model (doc.ts) drawn as escaped HTML, so it reads without
// JavaScript: one renderer for every section the model has (tables of typed
// cells, classes from cell kinds, alignment from the columns; sentences;
// notes), the class and data- hooks the style and script find elements by
// taken from the model (a table whose hooks say so is laid out as cards).
// The page adds only what a web page has: the table of contents, the load
// curves (inline SVG, html-load.ts), and the containers whose charts are
// drawn in the browser from a JSON block (its shape: report-data.ts) by the
// script in browser/report.ts, with DOM calls that only ever set text (never
// innerHTML), so a model named `<script>` stays text in both halves.
// Pure: the same results, traces and context render the same page (run from
// the sources, the first page of a process compiles the script: report-script.ts).

export {
  buildReportData,
  comparisonsOf,
  groupInterval,
  COMPARED_KEYS,
  REPORT_DATA_SCHEMA,
  streamingChangesOf,
  timelineAnchor,
};
export type {
  Bounds,
  HtmlContext,
  HistoryPoint,
  HistoryRun,
  ComparedFigureKey,
  ReportComparison,
  ReportData,
  ReportGroup,
  ReportMoments,
  ReportRequest,
  ReportStreamingChange,
  ReportTimeline,
};

// ---------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** A string from a config, provider or server: one inert line, escaped. */
function text(s: string): string {
  return escapeHtml(sanitizeText(s));
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` are
 * written as \u escapes (valid JSON, same value), so no string in the data can
 * close the block or open a comment; U+2028/2029 likewise, for older parsers.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// ---------------------------------------------------------------------------
// The static page: the report model (doc.ts) drawn as HTML, the sections only
// a web page has (the examples, distributions, trends and timelines the
// script fills) put in among them.

/** Where a model section id lands on this page, where the page names it otherwise (links made before the model). */
const ANCHOR: Partial<Record<string, string>> = {
  comparisons: 'regressions',
  timing: 'stream-timing',
  'cross-location': 'by-location',
};
const anchorOf = (id: string): string => ANCHOR[id] ?? id;

/** The model's sections drawn in the header: the headline's, the provenance under the title, and the cards. */
const HEADER_SECTIONS: readonly string[] = [...HEADLINE_SECTIONS, 'provenance', 'cards'];

/**
 * The model's sections report.html leaves out: summary.md's one-line
 * regression check (the headline's sentence on the baseline says it, and the
 * comparison has its own section).
 */
export const HTML_LEAVES_OUT: readonly string[] = ['regression-headline'];

/** What drawing the model needs from the page: which requests it holds a timeline of. */
interface Page {
  /** Request id -> its index in results.requests, for a request the page holds a timeline of. */
  indexById: ReadonlyMap<string, number>;
  /** The page holds a sample of the timelines (report.timelines_per_group). */
  sampled: boolean;
}

/** Request ids linked per list item (a flagged entry) before the rest fold away. */
const FLAG_IDS_SHOWN = 20;

/** ` class="…"` and ` data-…="…"` for a model element's hooks (and any classes of the view's own). */
function attrs(hooks: HtmlHooks | undefined, ...own: Array<string | false | undefined>): string {
  const classes = [
    ...own.filter((c): c is string => typeof c === 'string' && c !== ''),
    ...(hooks?.class ? [hooks.class] : []),
  ];
  const data = Object.entries(hooks?.data ?? {}).map(([k, v]) => ` data-${escapeHtml(k)}="${text(v)}"`);
  const label = hooks?.label === undefined ? '' : ` aria-label="${text(hooks.label)}"`;
  return (classes.length > 0 ? ` class="${escapeHtml(classes.join(' '))}"` : '') + data.join('') + label;
}

/** A request's id: a link to its timeline where the page holds one. */
function requestLink(id: string, page: Page | null): string {
  const index = page?.indexById.get(id);
  return index === undefined ? `<code>${text(id)}</code>` : `<a href="#${timelineAnchor(index)}">${text(id)}</a>`;
}

/** A model sentence: escaped text, its emphasis as markup, a reference as a link to that section, a request to its timeline. */
function spansHtml(spans: readonly Span[], page: Page | null = null): string {
  return spans
    .map((sp) => {
      if (sp.request !== undefined) return requestLink(sp.request, page);
      // Sanitised as any configured text, keeping the spaces at either end that join the spans.
      const [, before = '', middle = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(sp.text) ?? [];
      const t = `${before ? ' ' : ''}${text(middle)}${after ? ' ' : ''}`;
      const cls = attrs(sp.html);
      const marked =
        sp.emphasis === 'strong'
          ? `<strong${cls}>${t}</strong>`
          : sp.emphasis === 'alert'
            ? `<strong${attrs(sp.html, 'c-error')}>${t}</strong>`
            : sp.emphasis === 'code'
              ? `<code${cls}>${t}</code>`
              : cls
                ? `<span${cls}>${t}</span>`
                : t;
      // Only anchors of the page itself: the page links to nothing outside it (an address stays text).
      return sp.ref ? `<a href="#${escapeHtml(anchorOf(sp.ref))}">${marked}</a>` : marked;
    })
    .join('');
}

/**
 * A list item's sentence; past its first FLAG_IDS_SHOWN requests the rest fold
 * into a <details>. A sampled page lists there only those it holds a timeline
 * of: the list would otherwise grow with the run (results.json names every one).
 */
function itemHtml(item: readonly Span[], page: Page): string {
  const at = item.flatMap((s, i) => (s.request !== undefined ? [i] : []));
  if (at.length <= FLAG_IDS_SHOWN) return spansHtml(item, page);
  const cut = (at[FLAG_IDS_SHOWN - 1] as number) + 1;
  const last = at[at.length - 1] as number;
  const rest = item.slice(cut, last + 1).flatMap((s) => (s.request === undefined ? [] : [s.request]));
  const held = page.sampled ? rest.filter((id) => page.indexById.has(id)) : rest;
  const unlisted = rest.length - held.length;
  return (
    spansHtml(item.slice(0, cut), page) +
    (held.length === 0
      ? ''
      : ` <details class="more-flags"><summary>${formatPlain(held.length)} more</summary>${held.map((id) => requestLink(id, page)).join(', ')}</details>`) +
    (unlisted === 0
      ? ''
      : ` <span class="note">${formatPlain(unlisted)} more not on this page: results.json lists them</span>`) +
    spansHtml(item.slice(last + 1), page)
  );
}

/** A cell: its text (with its kind's markup and mark), what is said after it, and its badge. */
function cellHtml(c: Cell): string {
  const t = text(c.text);
  const body =
    c.kind === 'code'
      ? `<code>${t}</code>`
      : c.kind === 'strong' || c.kind === 'alert' || c.kind === 'good'
        ? `<strong>${t}</strong>`
        : t;
  // Only a cell with more than its text may wrap, between the parts (each kept whole).
  const split = c.kind === 'flagged' || c.after !== undefined || c.badge !== undefined;
  return (
    (split ? `<span class="v">${body}</span>` : body) +
    // The terminal's and markdown's mark: the rankings' notes say what it means.
    (c.kind === 'flagged' ? ' <span class="mark" title="some values above max_plausible_tps">⚠</span>' : '') +
    (c.after === undefined ? '' : ` <span class="after">${text(c.after)}</span>`) +
    (c.badge === undefined ? '' : ` ${badgeHtml(c.badge)}`)
  );
}

/** A badge in its reason's colours: its label, or a count and its label ("3 buffered"). */
function badgeHtml(reason: BadgeReason, count?: string): string {
  const r = FLAG_REASON[reason];
  return `<span class="badge ${r.badge}">${count === undefined ? '' : `${text(count)} `}${r.label}</span>`;
}

/** A model table: numbers right-aligned and kept whole, group names cut with an ellipsis (whole in the title), each cell's kind a class. */
function tableHtml(b: TableBlock): string {
  const head = b.columns
    .map((c) => `<th${c.align === 'right' ? ' class="num"' : ''}>${escapeHtml(c.header)}</th>`)
    .join('');
  const rows = b.rows.map((r, ri) => {
    const cells = b.columns.map((col, i) => {
      const c = r[i] ?? { text: '', kind: 'value' as const };
      const split = c.after !== undefined || c.badge !== undefined;
      const cls = [
        col.align === 'right' && 'num',
        col.name && 'name',
        split && 'split',
        c.kind !== 'value' && `kind-${c.kind}`,
      ]
        .filter((x): x is string => typeof x === 'string')
        .join(' ');
      const title = col.name && c.text !== '' ? ` title="${text(c.text)}"` : '';
      return `<td${cls ? ` class="${cls}"` : ''}${title}>${cellHtml(c)}</td>`;
    });
    const rowClass = b.html?.rowClass?.[ri];
    return `<tr${rowClass ? ` class="${escapeHtml(rowClass)}"` : ''}>${cells.join('')}</tr>`;
  });
  return `<table${attrs(b.html)}><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * A table laid out as cards (`html.layout` 'cards'): one card per row, its
 * name from the name columns, the line under it, its figures each under its
 * column's words with the unit after a value, and a badge per cell that has
 * one; the cell kinds as classes, as in a table.
 */
function cardsHtml(b: TableBlock): string {
  const at = (role: Column['card']) => b.columns.flatMap((c, i) => (c.card === role ? [[c, i] as const] : []));
  const cards = b.rows.map((r) => {
    const of = (i: number): Cell => r[i] ?? { text: '', kind: 'value' };
    const name = at('name')
      .map(([, i]) => text(of(i).text))
      .join(' · ');
    const sub = at('sub')
      .map(([, i]) => text(of(i).text))
      .join(' · ');
    const figures = at('figure').map(([col, i]) => {
      const c = of(i);
      const unit =
        col.unit !== undefined && c.kind !== 'withheld' ? ` <span class="unit">${escapeHtml(col.unit)}</span>` : '';
      return (
        `<dt>${escapeHtml(col.header)}</dt><dd${c.kind === 'value' ? '' : ` class="kind-${c.kind}"`}>${text(c.text)}${unit}` +
        (c.after === undefined ? '' : ` <span class="after">${text(c.after)}</span>`) +
        (c.badge === undefined ? '' : ` ${badgeHtml(c.badge)}`) +
        '</dd>'
      );
    });
    const badges = at('badge').flatMap(([, i]) => {
      const c = of(i);
      return c.badge === undefined ? [] : [badgeHtml(c.badge, c.text)];
    });
    return (
      '<div class="card">' +
      `<div class="card-name">${name}</div>` +
      (sub ? `<div class="card-sub" title="${sub}">${sub}</div>` : '') +
      `<dl>${figures.join('')}</dl>` +
      (badges.length > 0 ? `<div class="badges">${badges.join('')}</div>` : '') +
      '</div>'
    );
  });
  return `<div${attrs(b.html, 'cards')}>${cards.join('')}</div>`;
}

function blockHtml(b: Block, level: number, page: Page): string {
  switch (b.kind) {
    case 'paragraph':
      return b.callout
        ? `<p${attrs(b.html, 'fault', 'c-error')} role="alert">${spansHtml(b.spans, page)}</p>`
        : `<p${attrs(b.html, b.note && 'note')}>${spansHtml(b.spans, page)}</p>`;
    case 'list':
      return (
        `<ul${attrs(b.html)}>` +
        b.items
          .map((item, i) => {
            const cls = b.html?.itemClass?.[i];
            return `<li${cls ? ` class="${escapeHtml(cls)}"` : ''}>${itemHtml(item, page)}</li>`;
          })
          .join('') +
        '</ul>'
      );
    case 'heading': {
      const h = Math.min(6, level + 1);
      return `<h${h}>${text(b.text)}</h${h}>`;
    }
    case 'rule':
      return '<hr>';
    case 'table':
      return b.html?.layout === 'cards' ? cardsHtml(b) : tableHtml(b);
    case 'fold':
      return `<details><summary>${text(b.summary)}</summary>\n${b.blocks.map((x) => blockHtml(x, level, page)).join('\n')}\n</details>`;
  }
}

/** What the page adds to a model section: a note before its first part (or its end), a closing part after its blocks, and inside each part (a heading with hooks). */
interface Extras {
  before?: string;
  after?: string;
  /** Drawn at the end of a part, before it closes. */
  part?: (h: Heading) => string;
}

/** A model section's blocks; a heading with hooks opens a part (a <div>) over the hooked blocks that follow it. */
function blocksHtml(blocks: readonly Block[], level: number, page: Page, extras: Extras = {}): string {
  const out: string[] = [];
  let open: Heading | null = null;
  let before = extras.before;
  const close = () => {
    if (open === null) return;
    const end = extras.part?.(open) ?? '';
    if (end) out.push(end);
    out.push('</div>');
    open = null;
  };
  const hooked = (b: Block) => b.kind !== 'fold' && b.kind !== 'rule' && b.html !== undefined;
  for (const b of blocks) {
    // A part runs over the blocks with hooks of their own (the pair's table and findings): a plain one after them closes it.
    if (b.kind === 'heading' || !hooked(b)) close();
    if (b.kind === 'heading' && b.html) {
      if (before) out.push(before);
      before = undefined;
      out.push(`<div${attrs(b.html)}>`);
      open = b;
    }
    out.push(blockHtml(b, level, page));
  }
  close();
  if (before) out.push(before);
  return out.join('\n');
}

/** A section of the page: the model's (or the page's own), under its heading, at its anchor. */
interface PageSection {
  id: string;
  /** null: drawn without a heading (a note between sections), and not in the table of contents. */
  heading: string | null;
  level: 1 | 2 | 3;
  html: string;
}

function modelSection(s: Section, page: Page, extras: Extras = {}): PageSection {
  const heading = s.untitled ? null : s.heading;
  const h = `h${s.level}`;
  return {
    id: anchorOf(s.id),
    heading,
    level: s.level,
    html:
      `<section id="${escapeHtml(anchorOf(s.id))}">\n` +
      (heading === null ? '' : `<${h}>${text(heading)}</${h}>\n`) +
      [blocksHtml(s.blocks, s.level, page, extras), extras.after].filter((x) => x).join('\n') +
      '\n</section>',
  };
}

/**
 * One model section as report.html draws it, outside any page (no request
 * has a timeline to link to): the renderer every section goes through.
 */
export function renderSectionHtml(s: Section): string {
  return modelSection(s, { indexById: new Map(), sampled: false }).html;
}

/** A page-only section, under its h2. */
function ownSection(id: string, heading: string, body: string): PageSection {
  return { id, heading, level: 2, html: `<section id="${id}">\n<h2>${escapeHtml(heading)}</h2>\n${body}\n</section>` };
}

// ---------------------------------------------------------------------------
// The first screen: the answer (headline), one card per group, then a table
// of contents; a streamed and a buffered timeline come right after.

/**
 * The ReportDoc's headline section (report/doc.ts, the one every view draws):
 * faults as alerts, the ranking sentence as the lead, what changed against
 * the baseline, the counts with links to their detail, client stalls.
 */
function headlineHtml(sections: readonly Section[]): string {
  if (sections.length === 0) return '';
  let lead = false;
  const blocks = sections
    .flatMap((s) => s.blocks.map((b) => [s.id, b] as const))
    .map(([id, b]) => {
      if (b.kind !== 'paragraph') return '';
      const only = b.spans.length === 1 ? b.spans[0] : undefined;
      if (only?.emphasis === 'alert') return `<p class="fault c-error" role="alert">${text(only.text)}</p>`;
      // The paragraph that is one strong sentence is the answer: drawn as the lead.
      if (only?.emphasis === 'strong' && !lead) {
        lead = true;
        return `<p class="lead" id="lead">${text(only.text)}</p>`;
      }
      // The counts line keeps its id when every count is 0 (nothing to link): the page's anchor does not come and go.
      const counts = id === 'counts';
      return `<p${counts ? ' class="counts" id="counts"' : ''}>${spansHtml(b.spans)}</p>`;
    });
  return `<section id="headline">\n${blocks.filter((x) => x !== '').join('\n')}\n</section>`;
}

/** The sections below the first screen, linked in the order they come. */
function tocHtml(entries: Array<[string, string]>): string {
  return `<nav id="toc" aria-label="Contents">${entries.map(([id, label]) => `<a href="#${id}">${escapeHtml(label)}</a>`).join('')}</nav>`;
}

/** A streamed and a buffered request side by side (drawn by the script), with why the report has two rates. */
function examplesHtml(data: ReportData): string {
  const ex = data.examples;
  if (!ex || (ex.streamed === null && ex.buffered === null)) return '';
  return (
    '<section id="examples">\n<h2>Why two rates</h2>\n' +
    '<p class="note">A streamed answer arrives as many small reads spread over its generation; a buffered one arrives ' +
    'in one burst at the end, where tokens / (end − first token) divides the answer by a few microseconds: so ' +
    'post-first-content throughput is reported for streamed responses only, and end-to-end throughput for every one.</p>' +
    `<div class="tl-examples" data-streamed="${ex.streamed ?? ''}" data-buffered="${ex.buffered ?? ''}"></div>\n</section>`
  );
}

function historyNote(data: ReportData, given: boolean): string {
  if (data.history.length > 1) return '';
  return given
    ? '<p class="note">The history holds no earlier run: trends appear from the second run on.</p>'
    : '<p class="note">No history was given: trends of the p50s appear when the report is rendered with earlier runs.</p>';
}

/** What the sample cap left out, when it did: said beside the timelines (the distributions cover every request). */
function sampledNote(data: ReportData): string {
  const sampled = data.sampled;
  if (sampled === undefined) return '';
  return (
    `\n<p class="note" id="timelines-sampled">This page holds the timelines of ${formatPlain(sampled.shown)} of ` +
    `${formatPlain(sampled.total)} requests: at most ${formatPlain(sampled.timelines_per_group)} per group ` +
    '(report.timelines_per_group), its flagged requests first, then a seeded sample. The distributions and every ' +
    'figure above cover all of them; traces.ndjson holds every timeline.</p>'
  );
}

/** The ITL distribution under the stream timing table (drawn by the script). */
const ITL_FIGURE =
  '<figure class="dist" id="dist-itl"><figcaption>Inter-token latency per group (ms)</figcaption>' +
  '<p class="note">One sample per token over the group’s streamed responses. Line: min to max; box: p50 to p90; ' +
  'tick: p99. Each gap is spread over the tokens of the read that ended it, so a coarse stream shows its per-token ' +
  'pace here, not its read gaps (those are the max gap column, and chunk_gap_ms in results.json).</p>' +
  '<div class="dist-body"></div></figure>';

/** What the page adds to a model section of its id. */
function extrasOf(id: string, results: Results): Extras {
  if (id === 'timing') return { after: ITL_FIGURE };
  if (id === 'load')
    return {
      before: `<p class="note">${escapeHtml(loadCurvesKey(results))}</p>`,
      part: (h) => loadCurvesHtml(results, h.html?.data?.provider ?? '', h.html?.data?.prompt ?? ''),
    };
  return {};
}

function distributionsSection(): PageSection {
  return ownSection(
    'distributions',
    'Distributions',
    `<p class="note">Every measured request is one mark. Box: middle half; thick line: median; whiskers: min to max.
<span class="key k-streamed">● streamed</span> <span class="key k-buffered">◇ buffered</span>
<span class="key k-implausible">○ implausible rate</span>. Buffered responses have no TTFT and no post-first-content
rate, so they are counted beside those charts and never drawn into them; failed requests are counted, never drawn.
Click a mark for its timeline.</p>
${COMPARED_KEYS.filter((k) => !METRIC[k].share)
  .map(
    (k) =>
      `<figure class="dist" id="dist-${k}" data-metric="${k}"><figcaption>${METRIC[k].title}</figcaption><div class="dist-body"></div></figure>`,
  )
  .join('\n')}`,
  );
}

function trendsSection(data: ReportData, given: boolean): PageSection {
  const hasHistory = data.history.length > 1;
  return ownSection(
    'trends',
    'Trends',
    historyNote(data, given) +
      (hasHistory
        ? '<p class="note">p50 per run, oldest on the left; the larger mark is this run. Gaps: no figure in that run (e.g. every response buffered).</p><div class="trend-body"></div>'
        : ''),
  );
}

function timelinesSection(data: ReportData): PageSection {
  return ownSection(
    'timelines',
    'Timelines',
    `<p class="note">One row per request, time from dispatch (left) to end. <span class="key k-wait">▬ waiting</span>
<span class="key k-headers">▼ headers</span> <span class="key k-byte">■ first byte</span>
<span class="key k-first">◆ first content</span> <span class="key k-read">▮ a read with content (height: characters)</span>
<span class="key k-reasoning">▮ reasoning</span> <span class="key k-other">ı a read without content</span>
<span class="key k-end">┃ end</span> <span class="key k-error">✕ failed</span>
<span class="key k-coarse">▨ coarse: TTFT may be late by up to this read interval</span>. A buffered burst is one tall bar
at the end; a real stream is many small bars spread out. Each group shows its flagged requests (up to ${TIMELINE_FLAGGED}) and ${TIMELINE_SAMPLE} others; “show all” lists the rest.</p>${sampledNote(data)}
<label class="scale"><input type="checkbox" id="tl-shared" checked> one time scale for every row</label>
<div class="tl-body"></div>`,
  );
}

/**
 * The page's main part: the model's sections in its order (less those in the
 * header and those left out), with the page's own put in among them: the
 * examples first, the distributions after the figures' tables, the trends
 * after the comparison, the timelines after the flagged list they link to.
 */
/**
 * A load run's stage tables where the model puts them before the cards
 * (right after the headline's sections): on the first screen; undefined for
 * other runs.
 */
function leadingLoad(doc: ReportDoc): Section | undefined {
  const at = (id: string) => doc.sections.findIndex((s) => s.id === id);
  const load = at('load');
  const cards = at('cards');
  return load >= 0 && (cards < 0 || load < cards) ? doc.sections[load] : undefined;
}

/** The header's answer: the headline's sections, then a load run's stage tables where the model leads with them. */
function answerHtml(doc: ReportDoc, results: Results, page: Page): string {
  const load = leadingLoad(doc);
  const headline = headlineHtml(doc.sections.filter((s) => HEADLINE_SECTIONS.includes(s.id)));
  return load === undefined ? headline : `${headline}\n${modelSection(load, page, extrasOf('load', results)).html}`;
}

function pageSections(doc: ReportDoc, results: Results, data: ReportData, ctx: HtmlContext, page: Page): PageSection[] {
  const out: PageSection[] = [];
  const examples = examplesHtml(data);
  if (examples) out.push({ id: 'examples', heading: 'Why two rates', level: 2, html: examples });
  let distributions = false;
  for (const s of doc.sections) {
    if (HEADER_SECTIONS.includes(s.id) || HTML_LEAVES_OUT.includes(s.id) || s === leadingLoad(doc)) continue;
    if (!distributions && (s.id === 'comparisons' || s.id === 'flagged')) {
      out.push(distributionsSection());
      distributions = true;
    }
    if (s.id === 'flagged') out.push(trendsSection(data, ctx.history !== undefined));
    out.push(modelSection(s, page, extrasOf(s.id, results)));
    if (s.id === 'flagged') out.push(timelinesSection(data));
  }
  return out;
}

export function renderHtmlReport(input: ReportInput, traces: Trace[], ctx: HtmlContext = {}): string {
  const { results, doc } = reportOf(input, ctx);
  const data = buildReportData(results, traces, ctx);
  const script = reportScript();
  // Only a request the page holds has a timeline to link to.
  const indexById = new Map<string, number>();
  results.requests.forEach((r, i) => {
    if (data.requests[i] !== null && !indexById.has(r.id)) indexById.set(r.id, i);
  });
  const page: Page = { indexById, sampled: data.sampled !== undefined };
  const title = text(ctx.title ?? 'streamgauge report');
  const csp = [
    "default-src 'none'",
    `script-src '${sha256(script)}'`,
    `style-src '${sha256(STYLE)}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  // The load curves name each group's place, as the model's tables do; the embedded data keeps the names the requests carry.
  const labelled = withLocationLabels(results);
  const main = pageSections(doc, labelled, data, ctx, page);
  const cards = sectionOf(doc, 'cards');
  const toc = main.flatMap((s): Array<[string, string]> =>
    s.heading !== null && s.level === 2 ? [[s.id, s.heading]] : [],
  );
  const provenance = (sectionOf(doc, 'provenance')?.blocks ?? []).flatMap((b) =>
    b.kind === 'paragraph' ? [`<p class="prov">${spansHtml(b.spans)}</p>`] : [],
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="streamgauge">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${title}</h1>
${provenance.join('\n')}
<noscript><p class="note">The charts need JavaScript; the tables and the flagged list below do not.</p></noscript>
${answerHtml(doc, labelled, page)}
${cards ? modelSection(cards, page).html : ''}
${tocHtml(toc)}
</header>
<main>
${main.map((s) => s.html).join('\n')}
</main>
<script type="application/json" id="sg-data">${embedJson(embeddedReportData(data))}</script>
<script>${script}</script>
</body>
</html>
`;
}

function sha256(s: string): string {
  return `sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}`;
}

// ---------------------------------------------------------------------------
// The style, inlined; its colours are labels.ts's PAGE_COLOUR, which the
// script (browser/report.ts, inlined by report-script.ts) draws with too.

/** A verdict's badge colours, in a row of its class and on its own. */
function verdictStyle(v: Pick<VerdictLabel, 'className' | 'page'>): string {
  return `.${v.className} .verdict,.verdict.${v.className}{background:${v.page.background};color:${v.page.color}}`;
}

const STYLE = `
:root{--fg:${C.fg};--muted:${C.muted};--line:#d7dbe0;--bg:${C.white};--panel:${C.panel};--streamed:${C.streamed};--buffered:${C.buffered};
--error:${C.error};--reasoning:${C.reasoning};--ok:${C.ok}}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
header,main{max-width:1200px;margin:0 auto;padding:0 20px}
header{padding-top:18px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
h3{font-size:15px;margin:18px 0 6px}
code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--panel);padding:0 3px;border-radius:3px}
.prov{color:var(--muted);font-size:12px;margin:0 0 6px;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:13px;max-width:960px}
table{border-collapse:collapse;font-size:13px;margin:6px 0 12px}
.curves{display:flex;flex-wrap:wrap;gap:12px}.curves svg{max-width:460px;height:auto}
th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
th{background:var(--panel);font-weight:600}
td.num,th.num{text-align:right}td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
td.num.split{white-space:normal}td .v,td .after{white-space:nowrap}.after{color:var(--muted);font-size:11px}
td{overflow-wrap:anywhere}
.na{color:var(--muted)}
.kind-withheld,.kind-muted{color:var(--muted)}.kind-caution{color:var(--buffered);font-weight:600}
.kind-alert{color:var(--error);font-weight:600}.kind-good{color:var(--ok);font-weight:600}.kind-flagged .mark{color:var(--error)}
ul.changes{padding-left:18px;font-size:13px}ul.changes li.alert{color:#991b1b}
.c-streamed{color:var(--streamed)}.c-buffered{color:var(--buffered);font-weight:600}.c-error{color:var(--error);font-weight:600}
.key{white-space:nowrap;margin-right:6px}.k-streamed,.k-read{color:var(--streamed)}.k-buffered{color:var(--buffered)}
.k-implausible,.k-error{color:var(--error)}.k-reasoning{color:var(--reasoning)}.k-headers{color:${C.headers}}.k-byte{color:${C.byte}}
.k-first{color:var(--ok)}.k-wait{color:#c7ccd3}.k-other{color:${C.other}}
figure.dist{margin:14px 0 18px;padding:8px 10px;background:var(--panel);border-radius:6px}
figcaption{font-weight:600;margin-bottom:4px}
.dist-row,.dist-axis{display:grid;grid-template-columns:minmax(140px,220px) 1fr minmax(150px,210px);gap:10px;align-items:center}
.dist-row{border-top:1px solid var(--line);padding:2px 0}
.dist-label{font-size:12px;overflow-wrap:anywhere}.dist-label .model{color:var(--muted);display:block;font-size:11px}
.dist-stats{font-size:12px;font-variant-numeric:tabular-nums}
.chip{display:inline-block;border-radius:9px;padding:0 7px;font-size:11px;margin:1px 2px 1px 0;border:1px solid}
.chip.buffered{color:var(--buffered);border-color:var(--buffered)}.chip.failed{color:var(--error);border-color:var(--error)}
.chip.over{color:var(--error);border-color:var(--error)}
svg{display:block;width:100%;height:auto;overflow:visible}
svg text{font:10px system-ui,sans-serif;fill:${C.muted}}
svg a{cursor:pointer}
.trend-row{display:grid;grid-template-columns:minmax(140px,220px) repeat(3,1fr);gap:12px;align-items:start;border-top:1px solid var(--line);padding:6px 0}
.trend-head{font-weight:600;font-size:12px;border-top:0}
.trend-cell{min-width:0}.trend-row>.note{grid-column:2/-1;margin:0}
.verdict{display:inline-block;border-radius:3px;padding:0 6px;font-size:12px;font-weight:600}
${verdictStyle(VERDICT.slower)}${verdictStyle(VERDICT.faster)}
${verdictStyle(VERDICT.no_change)}${verdictStyle(VERDICT.insufficient_data)}
${verdictStyle(VERDICT_OTHER)}
ul.flagged{padding-left:18px;font-size:13px}ul.flagged li{margin:2px 0;overflow-wrap:anywhere}
ul.flagged details{display:inline}ul.unranked{padding-left:18px;font-size:13px}
.lead{font-size:15px;font-weight:600;margin:8px 0}td.place{font-weight:600}
.badge{display:inline-block;border-radius:3px;padding:0 5px;font-size:11px;font-weight:600;color:#fff;background:#6b7280}
.b-streamed{background:var(--streamed)}.b-buffered{background:var(--buffered)}.b-error{background:var(--error)}.b-implausible{background:${C.implausible}}.b-token_mismatch{background:#4b5563}.b-client_stalled{background:${C.implausible}}.b-newconn{background:${C.byte}}
.scale{font-size:13px;display:inline-block;margin:4px 0 8px}
.b-coarse{background:${C.coarse}}.k-coarse{color:${C.coarse}}ul.meanings{font-size:13px;padding-left:18px;max-width:960px}
.tl-group{margin:10px 0 18px}
.tl-group h3{margin:10px 0 2px}
.tl-row,.tl-example{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;align-items:center;border-top:1px solid var(--line);padding:3px 4px;scroll-margin-top:40px}
.tl-row:target,.tl-row.hl{background:#fff7d6;outline:2px solid #f59e0b}
.tl-example{border-top:0;border-bottom:1px solid var(--line)}
.tl-label{font-size:12px;overflow-wrap:anywhere}.tl-label .sub{display:block;color:var(--muted);font-size:11px}
.tl-plot{min-height:30px}
.tl-axis{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;padding:0 4px}
button.more{margin:6px 0;font:inherit;font-size:12px;padding:3px 10px;border:1px solid var(--line);border-radius:4px;background:var(--panel);cursor:pointer}
.prov{margin-bottom:2px}#headline{margin:6px 0}#headline .lead{margin:4px 0}
.counts{font-size:14px;margin:4px 0}.counts a{text-decoration:none;border-bottom:1px dotted}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(182px,1fr));gap:6px;margin:6px 0}
.card{border:1px solid var(--line);border-radius:6px;padding:4px 7px;background:var(--bg);font-size:12px;min-width:0}
.card-name{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.card-sub{color:var(--muted);font-size:11px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.card dl{display:grid;grid-template-columns:auto 1fr;gap:0 6px;margin:2px 0 0}.card dt{color:var(--muted)}
.card dt{white-space:nowrap}.card dd .badge{display:table;margin:0 0 1px auto}
.card dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.card .unit{color:var(--muted);font-size:11px}
.card .badges{margin-top:2px}.card .badge{margin-right:3px}
#toc{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:13px;margin:8px 0 0;padding:6px 0;border-top:1px solid var(--line)}
td.name{white-space:nowrap;max-width:200px;overflow:hidden;text-overflow:ellipsis;overflow-wrap:normal}
@media (max-width:720px){.dist-row,.dist-axis,.tl-row,.tl-axis,.trend-row{grid-template-columns:1fr}}
`;
