import { regressions } from '../analyze/compare.ts';
import type { Comparison, Results } from '../analyze/types.ts';
import { formatPct, formatPctInterval, formatStreamingChange, METRIC_LABEL } from '../report/figures.ts';
import { sanitizeText } from '../report/format.ts';

// The regression check's outcome as the Action reports it: one verdict and a
// count for the step outputs, and the message `fail-on-regression` fails
// with. Pure over results.json's `comparisons` and `streaming_changes`.

/** The `verdict` output. `none`: no comparison was made (no history, or no earlier run in it). */
export type OverallVerdict = 'slower' | 'faster' | 'no_change' | 'insufficient_data' | 'none';

/**
 * slower when any figure is slower or any group streams less than before;
 * else faster when any figure is faster; else no_change when any figure
 * could be judged; else insufficient_data. none without comparisons.
 */
export function overallVerdict(results: Pick<Results, 'comparisons' | 'streaming_changes'>): OverallVerdict {
  const comparisons = results.comparisons;
  if (comparisons === undefined) return 'none';
  const r = regressions(results);
  if (r.slower.length > 0 || r.stopped_streaming.length > 0) return 'slower';
  if (comparisons.some((c) => c.verdict === 'faster')) return 'faster';
  if (comparisons.some((c) => c.verdict === 'no_change')) return 'no_change';
  return 'insufficient_data';
}

/** The `regressions` output (0 without comparisons); the job summary counts them the same way. */
export { regressionCount } from '../analyze/compare.ts';

/** "a / haiku post-first-content tok/s -48.2% [-52.0%, -44.1%]" (plain text, for logs and messages). */
export function describeChange(c: Comparison): string {
  return `${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} ${METRIC_LABEL[c.metric]} ${formatPct(c.delta_pct)} ${formatPctInterval(c)}`;
}

/** What `fail-on-regression` fails the job with, naming every slower figure and streaming alert; null when nothing regressed. */
export function regressionFailure(results: Results): string | null {
  const r = regressions(results);
  if (
    r.slower.length === 0 &&
    r.stopped_streaming.length === 0 &&
    r.slower_saturation.length === 0 &&
    r.slower_stages.length === 0
  )
    return null;
  const runs = results.baseline?.runs.length ?? 0;
  const parts: string[] = [];
  if (r.slower.length > 0)
    parts.push(
      `${r.slower.length} figure(s) slower than the baseline of ${runs} earlier run(s): ${r.slower.map(describeChange).join('; ')}.`,
    );
  if (r.stopped_streaming.length > 0)
    parts.push(
      `${r.stopped_streaming.length} group(s) streaming less than before: ` +
        `${r.stopped_streaming.map((c) => `${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} ${formatStreamingChange(c)}`).join('; ')}.`,
    );
  if (r.slower_saturation.length > 0)
    parts.push(
      `${r.slower_saturation.length} saturation point(s) lower than the baseline's: ` +
        `${r.slower_saturation.map((c) => `${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} max output tok/s ${c.baseline} -> ${c.current} (${c.delta_pct}%)`).join('; ')}.`,
    );
  if (r.slower_stages.length > 0)
    parts.push(
      `${r.slower_stages.length} stage figure(s) slower than the baseline's stage of the same load: ` +
        `${r.slower_stages.map((c) => `stage ${c.stage} (${sanitizeText(c.label)}) ${describeChange(c)}`).join('; ')}.`,
    );
  return (
    `Regression (fail-on-regression is true): ${parts.join(' ')} ` +
    'The job summary lists every change with its interval; report.html in the artifact shows the trends.'
  );
}
