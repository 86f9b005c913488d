import { MIN_SAMPLES } from '../analyze/bootstrap.ts';
import type { GroupResult, Results } from '../analyze/types.ts';
import {
  type Better,
  EXPORTED_KEYS,
  type ExportedFigureKey,
  type FigureDef,
  FIGURES,
  groupFigure,
} from '../analyze/figures.ts';
import { formatNumber } from './format.ts';
import { levelPct } from './sentences.ts';

// Exports for benchmark-action/github-action-benchmark's `customSmallerIsBetter`
// and `customBiggerIsBetter` tools: a JSON array of {name, unit, value,
// range?, extra?} per direction, one file each (the tool reads one direction
// per step). Each group contributes its p50s: TTFT (smaller is better), the
// post-first-content and end-to-end rates (bigger is better). A figure from
// fewer than MIN_SAMPLES values, or missing (buffered, all failed), is left
// out rather than charted, so a thin night does not raise the tool's alert.
// Names are stable across runs ("provider / prompt: metric p50"): the tool
// keys its series by name.

export const SMALLER_IS_BETTER_FILE = 'customSmallerIsBetter.json';
export const BIGGER_IS_BETTER_FILE = 'customBiggerIsBetter.json';

/** One benchmark entry as github-action-benchmark's custom tools read it. */
export interface BenchmarkEntry {
  name: string;
  unit: string;
  value: number;
  /** Shown beside the value; here the confidence interval of the p50. */
  range?: string;
  /** Free text shown in the tool's tooltip and comments. */
  extra?: string;
}

/** The words for the outcomes that feed a figure: "streamed", or "successful" when buffered responses feed it too. */
function fedBy(key: ExportedFigureKey): string {
  return FIGURES[key].feeds.includes('buffered') ? 'successful' : 'streamed';
}

function entry(g: GroupResult, key: ExportedFigureKey): BenchmarkEntry | null {
  const def: FigureDef = FIGURES[key];
  const { summary, n, ci } = groupFigure(g, key);
  const count = n ?? 0;
  if (summary === null || count < MIN_SAMPLES || def.exported === false) return null;
  const e: BenchmarkEntry = {
    name: `${g.provider} / ${g.prompt}: ${def.exported.name} p50`,
    unit: def.unit,
    value: summary.p50,
  };
  if (ci) e.range = `${levelPct(ci.level)} CI ${formatNumber(ci.low)}-${formatNumber(ci.high)}`;
  e.extra = `n=${count} ${fedBy(key)} of ${g.n} measured; p90 ${formatNumber(summary.p90)}; model ${g.model}`;
  return e;
}

/** The entries of the exported figures (FIGURES' `exported`) whose `better` is `better`, figure by figure within each group. */
function entries(results: Results, better: Better): BenchmarkEntry[] {
  const keys = EXPORTED_KEYS.filter((k) => FIGURES[k].better === better);
  return results.groups.flatMap((g) => keys.map((k) => entry(g, k))).filter((e): e is BenchmarkEntry => e !== null);
}

/** The customSmallerIsBetter entries: time to first token per group. */
export function smallerIsBetter(results: Results): BenchmarkEntry[] {
  return entries(results, 'lower');
}

/** The customBiggerIsBetter entries: post-first-content and end-to-end throughput per group. */
export function biggerIsBetter(results: Results): BenchmarkEntry[] {
  return entries(results, 'higher');
}

export function renderSmallerIsBetter(results: Results): string {
  return JSON.stringify(smallerIsBetter(results), null, 2) + '\n';
}

export function renderBiggerIsBetter(results: Results): string {
  return JSON.stringify(biggerIsBetter(results), null, 2) + '\n';
}
