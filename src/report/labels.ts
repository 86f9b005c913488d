// The words and colours every report shares: the terminal, summary.md, the
// Action's job summary and report.html (its static part and its browser
// script) all read these tables, so a flag, a metric or a verdict is called
// the same everywhere. A `Record` over each union makes a new reason, metric
// or verdict a type error until it has its entry here.
import type { ComparisonMetric, ComparisonVerdict, FlagReason } from '../analyze/types.ts';

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
  truncated: { label: 'truncated', style: 'dim', badge: 'b-truncated' },
  content_filter: { label: 'content filter', style: 'yellow', badge: 'b-content_filter' },
  short_output: { label: 'short output', style: 'yellow', badge: 'b-short_output' },
};

/** A reason's words; one read from a newer results.json than this code knows, with its underscores as spaces. */
export function reasonLabel(reason: string): string {
  return Object.hasOwn(FLAG_REASON, reason) ? FLAG_REASON[reason as FlagReason].label : reason.replace(/_/g, ' ');
}

export interface MetricLabel {
  /** Short, for table cells and sentences: "TTFT ms". */
  label: string;
  /** Long, for a heading or a chart's caption: "Time to first token (ms)". */
  title: string;
  unit: 'ms' | 'tok/s';
}

export const METRIC: Record<ComparisonMetric, MetricLabel> = {
  ttft_ms: { label: 'TTFT ms', title: 'Time to first token (ms)', unit: 'ms' },
  post_first_content_tps: {
    label: 'post-first-content tok/s',
    title: 'Post-first-content throughput (tok/s)',
    unit: 'tok/s',
  },
  end_to_end_tps: { label: 'end-to-end tok/s', title: 'End-to-end throughput (tok/s)', unit: 'tok/s' },
};

/** The compared metrics in the order every report lists them. */
export const METRIC_KEYS: readonly ComparisonMetric[] = ['ttft_ms', 'post_first_content_tps', 'end_to_end_tps'];

export interface VerdictLabel {
  label: string;
  /** Its colour in the terminal; none for a plain one. */
  style: Style | undefined;
  /** Its row's class in report.html. */
  className: string;
}

export const VERDICT: Record<ComparisonVerdict, VerdictLabel> = {
  faster: { label: 'faster', style: 'cyan', className: 'v-faster' },
  slower: { label: 'slower', style: 'red', className: 'v-slower' },
  no_change: { label: 'no change', style: undefined, className: 'v-same' },
  insufficient_data: { label: 'not enough data', style: 'dim', className: 'v-none' },
};

/**
 * A verdict's or metric's entry, or undefined for one this code does not know
 * (report.html's data and a newer results.json carry them as plain strings).
 */
export function verdictOf(verdict: string): VerdictLabel | undefined {
  return Object.hasOwn(VERDICT, verdict) ? VERDICT[verdict as ComparisonVerdict] : undefined;
}
export function metricOf(metric: string): MetricLabel | undefined {
  return Object.hasOwn(METRIC, metric) ? METRIC[metric as ComparisonMetric] : undefined;
}

/** report.html's class for a verdict this code does not know (from a newer results.json). */
export const VERDICT_OTHER_CLASS = 'v-other';

/** Longest error or rule text shown in a report; results.json keeps the whole message. */
export const MAX_DETAIL = 300;

/** One table's column as an object: `{ faster: 'v-faster', ... }`. */
export function column<K extends string, V, F>(table: Record<K, V>, pick: (v: V) => F): Record<K, F> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, pick(v as V)])) as Record<K, F>;
}

/**
 * A value as JavaScript source for report.html's inline script, in the
 * script's own layout (`{ key: 'value' }`, single quotes), so the generated
 * page reads as the hand-written one did. Handles what the tables hold:
 * strings, numbers, arrays and plain objects with identifier keys. `<` is
 * written as `\u003c`, so no string can close the script element, and
 * control characters and line separators as escapes too.
 */
export function scriptLiteral(value: unknown): string {
  if (typeof value === 'string')
    return `'${value
      .replace(/\\/g, '\\\\')
      .replace(/'/g, "\\'")
      // eslint-disable-next-line no-control-regex -- control characters are what it escapes
      .replace(/[\u0000-\u001f<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return `[${value.map(scriptLiteral).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    for (const [k] of entries)
      if (!/^[A-Za-z_$][\w$]*$/.test(k)) throw new Error(`scriptLiteral: key ${k} is not an identifier`);
    return `{ ${entries.map(([k, v]) => `${k}: ${scriptLiteral(v)}`).join(', ')} }`;
  }
  throw new Error(`scriptLiteral: cannot write ${String(value)}`);
}
