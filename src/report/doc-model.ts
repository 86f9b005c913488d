// The report model's types, its small constructors and the operations on it
// (insert, drop, fold, limit). The model is format-neutral: ordered sections
// (id, heading, level) of sentences with emphasis, tables of typed cells under
// columns that say their alignment and priority, notes and folds. The views
// only draw it: the terminal colours a cell by its kind and drops columns by
// priority to fit its width, markdown bolds what is strong, and the job
// summary and PR comment are operations on the model before drawing, never
// edits of drawn text.
//
// Every string in the model is plain text as measured or configured (no
// markup, no escapes): each view escapes for its own format. Apart from
// doc.ts, which builds the whole report, the section builders (doc-*.ts)
// import only this module, so the model's files import no one in a circle.

/**
 * What only a web page makes use of: a class and data- attributes for its
 * style and its script to find an element by (`table.ranking[data-figure]`,
 * `ul.flagged`); per row or item, a class each. The terminal and markdown
 * ignore them.
 */
export interface HtmlHooks {
  class?: string;
  /** data- attributes, by name without the prefix. */
  data?: Readonly<Record<string, string>>;
  /** A class per table row, in row order. */
  rowClass?: readonly string[];
  /** A class per list item, in item order. */
  itemClass?: readonly string[];
  /** A name for an element no heading names (aria-label): a screen reader says it. */
  label?: string;
  /**
   * A table a web page lays out as cards, one per row, each column where its
   * `card` puts it; the terminal and markdown draw the table it is.
   */
  layout?: 'cards';
}

/** How a span of a sentence is marked: bold where strong, red/bold where an alert, monospace for a key or id. */
export type Emphasis = 'strong' | 'alert' | 'code';

export interface Span {
  text: string;
  emphasis?: Emphasis;
  /** The section (its id) that says more: a link in markdown and HTML, "see <heading>" in the terminal. */
  ref?: string;
  /** An address outside the report (the run's artifact, the workflow run): a link where the view has links. */
  href?: string;
  /** Detail a view short of room may leave out of a brief list (the trace ids of a flagged entry). */
  detail?: boolean;
  /** The request (its trace id) the span names: a link to its timeline where the view has one. */
  request?: string;
  html?: HtmlHooks;
}

/**
 * What a cell holds, which decides its colour: a plain `value`; `ranked`, a
 * figure that took a place; `withheld`, a figure not reported (buffered, all
 * failed, "n/a"); `flagged`, a figure some of whose values were flagged
 * implausible; `caution`, worth a look; `alert`, a change for the worse;
 * `good`, a change for the better; `muted`, not enough data; `strong`, a
 * word to stand out (a verdict); `code`, a key or a drawing in monospace.
 */
export type CellKind =
  'value' | 'ranked' | 'withheld' | 'flagged' | 'caution' | 'alert' | 'good' | 'muted' | 'strong' | 'code';

export interface Cell {
  text: string;
  kind: CellKind;
  /** Said after the text, never emphasised with it: "observed" (strong) "(nothing succeeded)". */
  after?: string;
  /**
   * A flag, a badge of its label where the view draws badges: on a figure,
   * `implausible` (its p50 above max_plausible_tps); on a count, what the
   * requests counted were labelled (a card's "3 buffered").
   */
  badge?: BadgeReason;
}

/** What a badge says to distrust: report.html colours each its own way (labels.ts's FLAG_REASON). */
export type BadgeReason = 'implausible' | 'buffered' | 'error';

export interface Column {
  id: string;
  header: string;
  align: 'left' | 'right';
  /**
   * 0: never dropped. A view too narrow for the table drops the columns of
   * the highest priority number first (and says `--wide` shows all).
   */
  priority: number;
  /** A name that may be cut with an ellipsis to fit (provider, model, prompt); numbers never are. */
  shrink?: boolean;
  /** A group's name (provider, model, prompt): a web page keeps it on one line, cut with an ellipsis, whole in its title. */
  name?: boolean;
  /** The unit of a figure's values ("ms", "tok/s"): said after each value where no header stands over it (a card). */
  unit?: string;
  /**
   * Where a card (a table with `html.layout` 'cards') puts the column: in
   * its name (the name columns joined with " · "), on the muted line under
   * it, as a figure under the header's words, or as a badge (a cell with
   * one; a count of 0 carries none).
   */
  card?: 'name' | 'sub' | 'figure' | 'badge';
}

/** A name column (provider, model, prompt): left-aligned, cut with an ellipsis to fit; dropped by `priority` (0: never). */
export function nameColumn(id: 'provider' | 'model' | 'prompt', priority = 0): Column {
  return { id, header: id, align: 'left', priority, shrink: true, name: true };
}

/**
 * The columns every baseline comparison opens with: the group, the figure,
 * and its median on either side (the comparison section and the job
 * summary's regression check add the change and verdict their own way).
 */
export const COMPARISON_COLUMNS: readonly Column[] = [
  nameColumn('provider'),
  nameColumn('prompt'),
  { id: 'metric', header: 'metric', align: 'left', priority: 0 },
  { id: 'baseline', header: 'baseline p50 · n', align: 'right', priority: 3 },
  { id: 'current', header: 'current p50 · n', align: 'right', priority: 3 },
];

export interface Paragraph {
  kind: 'paragraph';
  spans: Span[];
  /** A note under a table or section: a view may set it smaller or dimmer. */
  note?: boolean;
  /** Set apart as a warning (a fault around the run): a quote in markdown, red in the terminal. */
  callout?: boolean;
  html?: HtmlHooks;
}

export interface ListBlock {
  kind: 'list';
  items: Span[][];
  /**
   * One line an item where room is short (the terminal at its width): an
   * item leaves out its detail spans and is cut with an ellipsis; the full
   * text is in summary.md and results.json.
   */
  brief?: boolean;
  html?: HtmlHooks;
}

export interface TableBlock {
  kind: 'table';
  /** Stable id: doc operations (limit) name tables by it. */
  id: string;
  columns: Column[];
  rows: Cell[][];
  html?: HtmlHooks;
}

export interface Fold {
  kind: 'fold';
  /** The one line shown when folded. */
  summary: string;
  blocks: Block[];
}

/** A heading inside a section (one load stage table of several): never an anchor, never a unit of the operations. */
export interface Heading {
  kind: 'heading';
  text: string;
  /**
   * Set for a heading that opens a part of its own on a web page (one load
   * pair's table, findings and curves): the page wraps it and the blocks
   * with hooks that follow it in one element with these hooks.
   */
  html?: HtmlHooks;
}

/** A line across: the job summary's footer starts under one. */
export interface Rule {
  kind: 'rule';
}

export type Block = Paragraph | ListBlock | TableBlock | Fold | Heading | Rule;

export interface Section {
  /** Stable id (also the anchor in markdown/HTML): 'headline', 'rank-ttft_ms', 'comparisons', 'flagged', ... */
  id: string;
  heading: string;
  /** 1: the title; 2: a section; 3: a part of one. */
  level: 1 | 2 | 3;
  blocks: Block[];
  /** Drawn without its heading (a sentence or two between sections); the heading still names it for a fold or a reference. */
  untitled?: boolean;
  /** Set by `foldSections`: the section is drawn closed (a `<details>` in markdown). */
  folded?: boolean;
}

export interface ReportDoc {
  title: string;
  sections: Section[];
  /**
   * The heading of every section the full report has, by id, kept when an
   * operation drops sections: a span's `ref` still names its detail (in the
   * PR comment the detail is folded below the first screen).
   */
  headings: Record<string, string>;
}

export const plain = (text: string): Span => ({ text });
export const strong = (text: string): Span => ({ text, emphasis: 'strong' });
export const code = (text: string): Span => ({ text, emphasis: 'code' });
export const para = (...spans: Span[]): Paragraph => ({ kind: 'paragraph', spans });
export const note = (...spans: Span[]): Paragraph => ({ kind: 'paragraph', spans, note: true });
export const cell = (text: string, kind: CellKind = 'value'): Cell => ({ text, kind });
export const list = (items: Span[][], html?: HtmlHooks): ListBlock => ({
  kind: 'list',
  items,
  ...(html ? { html } : {}),
});

/** A section drawn without its heading. */
export function untitled(id: string, heading: string, blocks: Block[]): Section {
  return { id, heading, level: 2, blocks, untitled: true };
}

// ---------------------------------------------------------------------------
// Operations: the summary, the job summary and the PR comment are these,
// applied to the doc before it is drawn.

/** The doc with `section` inserted after the section `after` (at the end when absent). */
export function insertSection(doc: ReportDoc, section: Section, after?: string): ReportDoc {
  const i = after === undefined ? -1 : doc.sections.findIndex((s) => s.id === after);
  const sections = [...doc.sections];
  sections.splice(i < 0 ? sections.length : i + 1, 0, section);
  return { ...doc, sections, headings: { ...doc.headings, [section.id]: section.heading } };
}

/** The doc with `section` inserted before the first of `before` present (at the end when none is). */
export function insertBefore(doc: ReportDoc, section: Section, before: readonly string[]): ReportDoc {
  const i = doc.sections.findIndex((s) => before.includes(s.id));
  const sections = [...doc.sections];
  sections.splice(i < 0 ? sections.length : i, 0, section);
  return { ...doc, sections, headings: { ...doc.headings, [section.id]: section.heading } };
}

/** The doc with the section `id` replaced by `by` (left out for null); unchanged when absent. */
export function replaceSection(doc: ReportDoc, id: string, by: Section | null): ReportDoc {
  return {
    ...doc,
    sections: doc.sections.flatMap((s) => (s.id !== id ? [s] : by === null ? [] : [by])),
    ...(by === null ? {} : { headings: { ...doc.headings, [by.id]: by.heading } }),
  };
}

/** The doc without the sections whose id `drop` keeps. */
export function dropSections(doc: ReportDoc, drop: (id: string) => boolean): ReportDoc {
  return { ...doc, sections: doc.sections.filter((s) => !drop(s.id)) };
}

/** The doc with the sections whose id `fold` keeps drawn closed. */
export function foldSections(doc: ReportDoc, fold: (id: string) => boolean): ReportDoc {
  return { ...doc, sections: doc.sections.map((s) => (fold(s.id) ? { ...s, folded: true } : s)) };
}

/** The doc with the table `id` cut to `max` rows and a note saying how many more there are. */
export function limitRows(doc: ReportDoc, id: string, max: number, more: (n: number) => string): ReportDoc {
  return {
    ...doc,
    sections: doc.sections.map((s) => ({
      ...s,
      blocks: s.blocks.flatMap((b): Block[] =>
        b.kind === 'table' && b.id === id && b.rows.length > max
          ? [{ ...b, rows: b.rows.slice(0, max) }, note(plain(more(b.rows.length - max)))]
          : [b],
      ),
    })),
  };
}

/** A section by id. */
export function sectionOf(doc: ReportDoc, id: string): Section | undefined {
  return doc.sections.find((s) => s.id === id);
}

/** A doc of the given sections (headings of all kept for references). */
export function docOf(title: string, sections: ReadonlyArray<Section | null>): ReportDoc {
  const kept = sections.filter((s): s is Section => s !== null);
  return { title, sections: kept, headings: Object.fromEntries(kept.map((s) => [s.id, s.heading])) };
}
