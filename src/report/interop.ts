import { MIN_SAMPLES } from '../analyze/bootstrap.ts';
import type { GroupInterval, GroupResult, Results, Summary } from '../analyze/types.ts';
import { formatNumber } from './format.ts';
import { levelPct } from './figures.ts';

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

interface Figure {
  label: string;
  unit: string;
  summary: Summary | null;
  n: number;
  ci: GroupInterval | null | undefined;
  of: string;
}

function entry(g: GroupResult, f: Figure): BenchmarkEntry | null {
  if (f.summary === null || f.n < MIN_SAMPLES) return null;
  const e: BenchmarkEntry = { name: `${g.provider} / ${g.prompt}: ${f.label} p50`, unit: f.unit, value: f.summary.p50 };
  if (f.ci) e.range = `${levelPct(f.ci.level)} CI ${formatNumber(f.ci.low)}-${formatNumber(f.ci.high)}`;
  e.extra = `n=${f.n} ${f.of} of ${g.n} measured; p90 ${formatNumber(f.summary.p90)}; model ${g.model}`;
  return e;
}

/** The customSmallerIsBetter entries: time to first token per group. */
export function smallerIsBetter(results: Results): BenchmarkEntry[] {
  return results.groups
    .map((g) =>
      entry(g, { label: 'TTFT', unit: 'ms', summary: g.ttft_ms, n: g.n_ttft, ci: g.ttft_ms_ci, of: 'streamed' }),
    )
    .filter((e): e is BenchmarkEntry => e !== null);
}

/** The customBiggerIsBetter entries: post-first-content and end-to-end throughput per group. */
export function biggerIsBetter(results: Results): BenchmarkEntry[] {
  return results.groups
    .flatMap((g) => [
      entry(g, {
        label: 'post-first-content throughput',
        unit: 'tok/s',
        summary: g.post_first_content_tps,
        n: g.n_post_first_content,
        ci: g.post_first_content_tps_ci,
        of: 'streamed',
      }),
      entry(g, {
        label: 'end-to-end throughput',
        unit: 'tok/s',
        summary: g.end_to_end_tps,
        n: g.n_end_to_end,
        ci: g.end_to_end_tps_ci,
        of: 'successful',
      }),
    ])
    .filter((e): e is BenchmarkEntry => e !== null);
}

export function renderSmallerIsBetter(results: Results): string {
  return JSON.stringify(smallerIsBetter(results), null, 2) + '\n';
}

export function renderBiggerIsBetter(results: Results): string {
  return JSON.stringify(biggerIsBetter(results), null, 2) + '\n';
}
