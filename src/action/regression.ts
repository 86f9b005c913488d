import { regressions } from '../analyze/compare.ts';
import type { Results } from '../analyze/types.ts';

// The regression check's outcome as the Action's step outputs: one verdict
// and a count. Pure over results.json's `comparisons` and
// `streaming_changes`. The words (the log lines, the message
// `fail-on-regression` fails with) are report code: report/regression-message.ts.

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
