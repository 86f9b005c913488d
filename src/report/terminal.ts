import {
  type Block,
  reportOf,
  type ReportInput,
  type Cell,
  type CellKind,
  type Column,
  dropSections,
  type ReportDoc,
  type Span,
} from './doc.ts';
import type { FigureDef } from '../analyze/figures.ts';
import { truncate } from './format.ts';
import { ANSI, CELL_STYLE, FLAG_REASON, VERDICT, type Style } from './labels.ts';

// The terminal view: the report model (doc.ts) drawn as plain lines and
// ASCII tables, no section of its own. Colour comes from a cell's kind and a
// span's emphasis, alignment and what to drop first from the columns'
// definitions; ANSI colours only when asked for. Every string is made inert
// here (control characters and bidirectional overrides replaced), so nothing
// from a config, provider or server can restyle the terminal.

export interface TerminalOptions {
  color: boolean;
  /** The figure table the ranked tables come from: FIGURES, or a test's with a figure added. */
  figures?: Readonly<Record<string, FigureDef>>;
  /**
   * Terminal columns: names are cut with an ellipsis, then columns dropped by
   * priority, and prose wrapped at spaces to fit. No limit when absent (`--wide`).
   */
  width?: number;
}

/** The width the CLI draws for: the terminal's, 100 when unknown (a pipe, CI), none with --wide. */
export function terminalWidth(stream: { columns?: number }, wide: boolean): number | undefined {
  if (wide) return undefined;
  return typeof stream.columns === 'number' && stream.columns > 0 ? stream.columns : DEFAULT_WIDTH;
}

export const DEFAULT_WIDTH = 100;

/**
 * The sections the terminal leaves out, to stay a screen or two: summary.md's
 * regression line (the headline's sentence on the baseline says it), the
 * provenance and the files (the CLI says where it wrote them), the intro on
 * the two rates and the thresholds (summary.md and report.html have them),
 * and report.html's cards and groups overview (the ranking tables give their
 * medians).
 */
export const TERMINAL_LEAVES_OUT: readonly string[] = [
  'regression-headline',
  'cards',
  'provenance',
  'intro',
  'overview',
  'thresholds',
];

/** A cell kind's colour in the terminal. */
const KIND_STYLE: Record<CellKind, Style | undefined> = {
  value: undefined,
  ranked: CELL_STYLE.ranked,
  withheld: CELL_STYLE.withheld,
  flagged: FLAG_REASON.implausible.style,
  caution: CELL_STYLE.caution,
  alert: CELL_STYLE.alert,
  good: VERDICT.faster.style,
  muted: VERDICT.insufficient_data.style,
  strong: CELL_STYLE.heading,
  code: undefined,
};

/** Marks a figure some of whose values were implausible (the rankings' notes say what it means). */
const MARK_FLAGGED = '⚠';

const MIN_SHRUNK = 6;
/** Names are cut to this before any column is dropped, and further only when nothing is left to drop. */
const SHRINK_FIRST = 14;

/** What drawing one report found: whether a table dropped columns to fit (the report then says --wide shows them). */
interface Drawing {
  opts: TerminalOptions;
  dropped: boolean;
  /** A brief list left out its details or cut an item. */
  cut: boolean;
}

function paint(s: string, style: Style | undefined, color: boolean): string {
  return color && style ? `\x1b[${ANSI[style]}m${s}\x1b[0m` : s;
}

function pad(s: string, w: number, align: 'left' | 'right'): string {
  const len = Array.from(s).length;
  const fill = ' '.repeat(Math.max(0, w - len));
  return align === 'right' ? fill + s : s + fill;
}

/** A cell's text as drawn: inert, with the flagged mark and what follows it. */
function cellText(c: Cell): string {
  return inert(c.text) + (c.kind === 'flagged' ? ` ${MARK_FLAGGED}` : '') + (c.after ? ` ${inert(c.after)}` : '');
}

/** An ASCII table, `+---+` borders, each column as wide as its widest cell (fit to `width` when given). */
function table(allCols: readonly Column[], cellRows: readonly Cell[][], d: Drawing): string[] {
  const opts = d.opts;
  const allRows = cellRows.map((r) => r.map((c) => ({ text: cellText(c), kind: c.kind })));
  let keep = allCols.map((_, i) => i);
  const natural = allCols.map((c, i) =>
    Math.max(Array.from(c.header).length, ...allRows.map((r) => Array.from(r[i]?.text ?? '').length)),
  );
  let widths = [...natural];
  if (opts.width !== undefined) {
    const width = opts.width;
    const total = () => keep.reduce((a, i) => a + (widths[i] as number), 0) + 3 * keep.length + 1;
    /** Cut the widest shrinkable kept column by one, down to `floor`; false when none can be cut. */
    const shrinkOne = (floor: number) => {
      let widest = -1;
      for (const i of keep)
        if (allCols[i]!.shrink && widths[i]! > floor && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
      if (widest < 0) return false;
      widths[widest] = widths[widest]! - 1;
      return true;
    };
    // Names first (to a readable floor), then whole columns by priority, then names to the bone.
    while (total() > width && shrinkOne(SHRINK_FIRST));
    while (total() > width) {
      const droppable = keep.filter((i) => (allCols[i]!.priority ?? 0) > 0);
      if (droppable.length === 0) break;
      const drop = droppable.reduce((a, i) => ((allCols[i]!.priority ?? 0) >= (allCols[a]!.priority ?? 0) ? i : a));
      keep = keep.filter((i) => i !== drop);
      d.dropped = true;
      // A dropped column may leave room to give the names back some of their width.
      widths = widths.map((w, i) => (allCols[i]!.shrink ? natural[i]! : w));
      while (total() > width && shrinkOne(SHRINK_FIRST));
    }
    while (total() > width && shrinkOne(MIN_SHRUNK));
  }
  const cols = keep.map((i) => allCols[i] as Column);
  const ws = keep.map((i) => widths[i] as number);
  const rows = allRows.map((r) => keep.map((i) => r[i]));
  const rule = '+' + ws.map((w) => '-'.repeat(w + 2)).join('+') + '+';
  const line = (cells: ReadonlyArray<{ text: string; kind?: CellKind } | undefined>, header: boolean) =>
    '|' +
    cols
      .map((c, i) => {
        const w = ws[i] as number;
        const cell = cells[i] ?? { text: '' };
        const text = pad(truncate(cell.text, w), w, header ? 'left' : c.align);
        const style = header ? CELL_STYLE.heading : cell.kind ? KIND_STYLE[cell.kind] : undefined;
        return ' ' + paint(text, style, opts.color) + ' ';
      })
      .join('|') +
    '|';
  return [
    rule,
    line(
      cols.map((c) => ({ text: inert(c.header) })),
      true,
    ),
    rule,
    ...rows.map((r) => line(r, false)),
    rule,
  ];
}

function title(s: string, opts: TerminalOptions): string {
  return paint(inert(s), CELL_STYLE.heading, opts.color);
}

/** A span's colour: strong bold, an alert red. */
function spanStyle(x: Span): Style | undefined {
  return x.emphasis === 'alert' ? CELL_STYLE.alert : x.emphasis === 'strong' ? CELL_STYLE.heading : undefined;
}

/** A span's text as drawn: inert, a link with its address. */
function spanText(x: Span): string {
  return inert(x.text) + (x.href ? `: ${inert(x.href)}` : '');
}

/** A sentence of the report model, in colour only when asked for. */
function drawSpans(spans: readonly Span[], opts: TerminalOptions): string {
  return spans.map((x) => paint(spanText(x), spanStyle(x), opts.color)).join('');
}

/** A sentence on one line of at most `width` visible characters, cut with an ellipsis (a brief list's item). */
function cutSpans(item: readonly Span[], width: number, d: Drawing): string {
  const spans = item.filter((x) => !x.detail);
  const texts = spans.map((x) => Array.from(spanText(x)));
  const fits = texts.reduce((n, t) => n + t.length, 0) <= width;
  if (spans.length < item.length || !fits) d.cut = true;
  let room = fits ? width : width - 1;
  const out: string[] = [];
  spans.forEach((x, i) => {
    const kept = (texts[i] as string[]).slice(0, Math.max(0, room));
    room -= kept.length;
    if (kept.length > 0) out.push(paint(kept.join(''), spanStyle(x), d.opts.color));
  });
  return out.join('') + (fits ? '' : '…');
}

function drawBlock(b: Block, d: Drawing): string[] {
  switch (b.kind) {
    case 'paragraph': {
      const text = drawSpans(b.spans, d.opts);
      return [
        b.callout
          ? paint(inert(b.spans.map((x) => x.text).join('')), CELL_STYLE.alert, d.opts.color)
          : b.note
            ? `  ${text}`
            : text,
      ];
    }
    case 'list':
      return b.items.map((item) =>
        b.brief && d.opts.width !== undefined
          ? `  - ${cutSpans(item, d.opts.width - 4, d)}`
          : `  - ${drawSpans(item, d.opts)}`,
      );
    case 'heading':
      return ['', title(b.text, d.opts)];
    case 'rule':
      return ['---'];
    case 'table':
      return table(b.columns, b.rows, d);
    case 'fold':
      return ['', title(b.summary, d.opts), ...b.blocks.flatMap((x) => drawBlock(x, d))];
  }
}

/** A report model as terminal lines: each section under its heading (untitled ones without), then the --wide note if a table needed it. */
export function renderDocTerminal(doc: ReportDoc, opts: TerminalOptions): string {
  const d: Drawing = { opts, dropped: false, cut: false };
  const out: string[] = [];
  for (const s of doc.sections) {
    // The title is the command's own output: the terminal starts with the answer.
    if (!s.untitled && s.level > 1) out.push(...(out.length > 0 ? [''] : []), title(s.heading, opts));
    for (const b of s.blocks) out.push(...drawBlock(b, d));
  }
  if (d.dropped || d.cut)
    out.push(
      '',
      `Some ${d.dropped && d.cut ? 'columns and details are' : d.dropped ? 'columns are' : 'details are'} hidden to fit ${opts.width} columns: --wide shows all.`,
    );
  return fitLines(out, opts).join('\n') + '\n';
}

/** The terminal's report model: the run's, less the sections it leaves out (TERMINAL_LEAVES_OUT). */
export function terminalDoc(input: ReportInput, opts: Pick<TerminalOptions, 'figures'> = {}): ReportDoc {
  return dropSections(reportOf(input, opts).doc, (id) => TERMINAL_LEAVES_OUT.includes(id));
}

/** The terminal report of the run's model, with a trailing newline. */
export function renderTerminal(input: ReportInput, opts: TerminalOptions): string {
  return renderDocTerminal(terminalDoc(input, opts), opts);
}

/** The sections `compare` and `run --baseline` print: the run's validity when not trusted, the headline's sentence on the baseline, then the comparison. */
export const COMPARISON_SECTIONS: readonly string[] = ['validity', 'against', 'comparisons'];

/** Only the comparison with the baseline (the CLI prints it after `compare` or `run --baseline`): the report's sections, as the full report draws them. */
export function renderComparisonTerminal(input: ReportInput, opts: TerminalOptions): string {
  return renderDocTerminal(
    dropSections(reportOf(input, opts).doc, (id) => !COMPARISON_SECTIONS.includes(id)),
    opts,
  );
}

/** sanitizeText that keeps a span's edge spaces (the words around it need them). */
function inert(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\s+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '?');
}

/** Visible characters of a line (ANSI styles left out). */
function visibleLength(line: string): number {
  // eslint-disable-next-line no-control-regex
  return Array.from(line.replace(/\x1b\[[0-9;]*m/g, '')).length;
}

/**
 * Prose wrapped at spaces to the width (tables are fit by `table`): a
 * number never splits, and a continuation keeps the line's indent.
 */
function fitLines(lines: readonly string[], opts: TerminalOptions): string[] {
  if (opts.width === undefined) return [...lines];
  const width = opts.width;
  const out: string[] = [];
  for (const line of lines) {
    if (visibleLength(line) <= width || line.startsWith('|') || line.startsWith('+')) {
      out.push(line);
      continue;
    }
    const indent = /^ */.exec(line)![0];
    const words = line.slice(indent.length).split(' ');
    let cur = indent;
    let curLen = indent.length;
    for (const w of words) {
      const len = visibleLength(w);
      if (curLen > indent.length && curLen + 1 + len > width) {
        out.push(cur);
        cur = indent + '  ' + w;
        curLen = indent.length + 2 + len;
      } else {
        cur += (curLen > indent.length ? ' ' : '') + w;
        curLen += (curLen > indent.length ? 1 : 0) + len;
      }
    }
    out.push(cur);
  }
  return out;
}
