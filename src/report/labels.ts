// The words and colours every report shares: the terminal, summary.md, the
// Action's job summary and report.html (its markup, its style sheet and its
// browser script, which imports this module) all read these tables, so a
// flag, a metric or a verdict is called and coloured the same everywhere. A
// `Record` over each union makes a new reason, metric or verdict a type
// error until it has its entry here. No Node import: the page's tsconfig
// (src/report/browser) checks this file without Node's types.
import type { ComparedFigureKey, ComparisonVerdict, FlagReason, StreamingVerdict } from '../analyze/types.ts';
import { COMPARED_KEYS, type FigureDef, FIGURES } from '../analyze/figures.ts';

/**
 * Whether a table has its own entry for a key read from data. Not
 * Object.hasOwn: report.html's script imports this module, and the page
 * should open in browsers older than that method (2021-22).
 */
function has(table: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** The terminal's ANSI styles (SGR codes), by name. */
export const ANSI = { bold: '1', dim: '2', red: '31', yellow: '33', magenta: '35', cyan: '36' } as const;
export type Style = keyof typeof ANSI;

export interface ReasonLabel {
  /** The words for the reason, in every report. */
  label: string;
  /** Its colour in the terminal. */
  style: Style;
  /** Its badge's class in report.html (coloured by the page's CSS). */
  badge: string;
}

export const FLAG_REASON: Record<FlagReason, ReasonLabel> = {
  error: { label: 'failed', style: 'red', badge: 'b-error' },
  buffered: { label: 'buffered', style: 'yellow', badge: 'b-buffered' },
  implausible: { label: 'implausible', style: 'magenta', badge: 'b-implausible' },
  token_mismatch: { label: 'token count', style: 'cyan', badge: 'b-token_mismatch' },
  hidden_reasoning: { label: 'hidden reasoning', style: 'cyan', badge: 'b-hidden_reasoning' },
  coarse: { label: 'coarse', style: 'yellow', badge: 'b-coarse' },
  truncated: { label: 'reached max_tokens', style: 'dim', badge: 'b-truncated' },
  content_filter: { label: 'content filter', style: 'yellow', badge: 'b-content_filter' },
  short_output: { label: 'short output', style: 'yellow', badge: 'b-short_output' },
  client_stalled: { label: 'client stalled', style: 'magenta', badge: 'b-client_stalled' },
  check_failed: { label: 'check failed', style: 'red', badge: 'b-error' },
};

/** A reason's words; one read from a newer results.json than this code knows, with its underscores as spaces. */
export function reasonLabel(reason: string): string {
  return has(FLAG_REASON, reason) ? FLAG_REASON[reason as FlagReason].label : reason.replace(/_/g, ' ');
}

/**
 * The terminal's colour for what a cell shows, where no reason or verdict
 * names it: a ranked figure, a figure withheld or too thin to rank, a heading.
 */
export const CELL_STYLE = {
  ranked: 'cyan',
  withheld: 'yellow',
  /** Worth a look: a group not streaming as it should, a load stage the client could not keep. */
  caution: 'yellow',
  /** A change for the worse that is its own alert (a group that stopped streaming). */
  alert: 'red',
  heading: 'bold',
} as const satisfies Record<string, Style>;

export interface StreamingLabel {
  label: string;
  /** Its colour in the terminal; none for streaming as it should. */
  style: Style | undefined;
  /** Said beside it in the job summary's verdict table. */
  note: string | null;
}

/** A group's (or provider's) streaming verdict, as every report calls it. */
export const STREAMING: Record<StreamingVerdict, StreamingLabel> = {
  observed: { label: 'observed', style: undefined, note: null },
  not_observed: { label: 'not observed', style: CELL_STYLE.caution, note: null },
  mixed: { label: 'mixed', style: CELL_STYLE.caution, note: null },
  unknown: { label: 'unknown', style: CELL_STYLE.caution, note: 'nothing succeeded' },
};

/** A streaming verdict's entry; for one this code does not know (a newer results.json), its underscores as spaces. */
export function streamingOf(verdict: string): StreamingLabel {
  return has(STREAMING, verdict)
    ? STREAMING[verdict as StreamingVerdict]
    : { label: verdict.replace(/_/g, ' '), style: CELL_STYLE.caution, note: null };
}

export interface MetricLabel {
  /** Short, for table cells and sentences: "TTFT ms". */
  label: string;
  /** Long, for a heading or a chart's caption: "Time to first token (ms)". */
  title: string;
  unit: 'ms' | 'tok/s' | 'share';
  /** A share of requests (check_pass_rate): one number per group, no distribution of request values. */
  share: boolean;
  /** Fed by buffered responses too (end-to-end): the page draws them, as diamonds, instead of counting them out. */
  answered: boolean;
  /** The first ranking's figure, whose thinness a group's `too_few_samples` flags. */
  headline: boolean;
}

/** The compared figures' words, from FIGURES (analyze/figures.ts). */
export const METRIC: Record<ComparedFigureKey, MetricLabel> = Object.fromEntries(
  COMPARED_KEYS.map((k) => {
    const f: FigureDef = FIGURES[k];
    const headline = f.ranked !== false && f.ranked.place === 1;
    const share = f.share === true;
    return [
      k,
      { label: f.label, title: f.title, unit: f.unit, share, answered: f.feeds.includes('buffered'), headline },
    ];
  }),
) as Record<ComparedFigureKey, MetricLabel>;

/** The compared metrics in the order every report lists them. */
export { COMPARED_KEYS };

export interface VerdictLabel {
  label: string;
  /** Its colour in the terminal; none for a plain one. */
  style: Style | undefined;
  /** Its row's class in report.html. */
  className: string;
  /** Its badge's colours in report.html. */
  page: { background: string; color: string };
  /** Bold in summary.md and the job summary (markdown's only colour): a change beyond the noise. */
  strong: boolean;
}

export const VERDICT: Record<ComparisonVerdict, VerdictLabel> = {
  faster: {
    label: 'faster',
    style: 'cyan',
    className: 'v-faster',
    page: { background: '#dcfce7', color: '#166534' },
    strong: true,
  },
  slower: {
    label: 'slower',
    style: 'red',
    className: 'v-slower',
    page: { background: '#fee2e2', color: '#991b1b' },
    strong: true,
  },
  no_change: {
    label: 'no change',
    style: undefined,
    className: 'v-same',
    page: { background: '#e5e7eb', color: '#374151' },
    strong: false,
  },
  insufficient_data: {
    label: 'not enough data',
    style: 'dim',
    className: 'v-none',
    page: { background: '#fef3c7', color: '#92400e' },
    strong: false,
  },
};

/**
 * A verdict's or metric's entry, or undefined for one this code does not know
 * (report.html's data and a newer results.json carry them as plain strings).
 */
export function verdictOf(verdict: string): VerdictLabel | undefined {
  return has(VERDICT, verdict) ? VERDICT[verdict as ComparisonVerdict] : undefined;
}

/** report.html's class and colours for a verdict this code does not know (from a newer results.json). */
export const VERDICT_OTHER_CLASS = 'v-other';
export const VERDICT_OTHER = {
  className: VERDICT_OTHER_CLASS,
  page: { background: '#e0e7ff', color: '#3730a3' },
} as const;

/**
 * report.html's colours, by what they mark: its style sheet (variables,
 * badges, keys), the SVG its script draws and the load curves read this
 * table, so a streamed mark, its key and its badge are the same blue.
 */
export const PAGE_COLOUR = {
  streamed: '#2563eb',
  buffered: '#d97706',
  error: '#dc2626',
  reasoning: '#7c3aed',
  ok: '#15803d',
  headers: '#6b21a8',
  byte: '#0f766e',
  coarse: '#b45309',
  implausible: '#9f1239',
  /** The bar from dispatch to first content. */
  wait: '#e3e6ea',
  /** The band from first to last content. */
  gen: '#dbeafe',
  /** A read without content. */
  other: '#8b95a1',
  axis: '#9aa3ad',
  // The page's neutrals: text, muted text, panels, and the charts' strokes.
  fg: '#1b1f24',
  muted: '#5b6470',
  panel: '#f6f8fa',
  ink: '#111827',
  grid: '#e3e6ea',
  curveGrid: '#e5e7eb',
  range: '#6b7280',
  box: '#e8eefc',
  boxEdge: '#93a5c9',
  median: '#1e3a8a',
  white: '#fff',
} as const;

/** Longest error or rule text shown in a report; results.json keeps the whole message. */
export const MAX_DETAIL = 300;

/** One table's column as an object: `{ faster: 'v-faster', ... }`. */
export function column<K extends string, V, F>(table: Record<K, V>, pick: (v: V) => F): Record<K, F> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, pick(v as V)])) as Record<K, F>;
}
