import { formatNumber, NA } from '../format.ts';
import { METRIC, COMPARED_KEYS } from '../labels.ts';
import {
  reportRequests,
  timelineAnchor,
  type EmbeddedReportData,
  type ComparedFigureKey,
  type ReportGroup,
  type ReportRequest,
} from '../report-data.ts';
import { s } from './svg.ts';

// What every chart family of report.html's script reads: the page's data,
// read once per page into a ReportPage, and the small HTML helpers.

export interface MetricInfo {
  key: ComparedFigureKey;
  unit: string;
  label: string;
  /** Buffered responses feed it (drawn as diamonds); otherwise they are counted out. */
  answered: boolean;
  /** The figure a group's too_few_samples speaks of. */
  headline: boolean;
}

/** The page's data, read from its JSON block: every chart family draws from this, passed in. */
export interface ReportPage {
  data: EmbeddedReportData;
  groups: ReportGroup[];
  requests: Array<ReportRequest | null>;
  metrics: MetricInfo[];
}

export function readPage(): ReportPage {
  const data = JSON.parse(
    (document.getElementById('sg-data') as HTMLScriptElement).textContent ?? '{}',
  ) as EmbeddedReportData;
  return {
    data,
    groups: data.groups,
    requests: reportRequests(data.requests),
    // A share (check_pass_rate) only where a run checked answers: most configs have no expect:.
    metrics: COMPARED_KEYS.filter(
      (key) => !METRIC[key].share || data.history.some((r) => r.groups.some((g) => g.p50[key] != null)),
    ).map((key) => {
      const { unit, label, answered, headline } = METRIC[key];
      return { key, unit, label, answered, headline };
    }),
  };
}

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  cls: string | null,
  text?: string | number | null,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

export function fmt(x: number | null | undefined): string {
  return x === null || x === undefined ? NA : formatNumber(x);
}

export function fmtTick(v: number): string {
  return Number.isInteger(v) && Math.abs(v) < 100 ? String(v) : fmt(v);
}

export function link(parent: Element, i: number): SVGElement {
  return s(parent, 'a', { href: '#' + timelineAnchor(i) });
}

export function groupName(g: ReportGroup): string {
  return g.provider + ' · ' + g.prompt;
}

/** A group's label cell: provider · prompt, the model below. */
export function groupLabel(g: ReportGroup): HTMLElement {
  const label = h('div', 'dist-label', groupName(g));
  label.appendChild(h('span', 'model', g.model));
  return label;
}
