import { regressions, type RegressionOptions } from '../analyze/compare.ts';
import type { Comparison, Results } from '../analyze/types.ts';
import { comparedLabel, type Figures, formatPct, formatPctInterval, formatStreamingChange } from './sentences.ts';
import { sanitizeText } from './format.ts';
import { reasonText, validityOf } from '../analyze/validity.ts';

// The regression check in plain sentences for a log or a failed step (the
// Action's log lines and the message `fail-on-regression` fails the job
// with). Pure; no markup.

/**
 * "a / haiku post-first-content tok/s -48.2% [-52.0%, -44.1%]" (plain text,
 * for logs and messages); the figure's label from the table the comparison
 * was made with (FIGURES, or a test's with a figure added).
 */
export function describeChange(c: Comparison, figures?: Figures): string {
  // A pass rate also says its counts: "-25.0% [...] (15/20 passed, was 20/20)".
  const counts = c.share
    ? ` (${c.share.current.passed}/${c.share.current.n} passed, was ${c.share.baseline.passed}/${c.share.baseline.n})`
    : '';
  return `${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} ${sanitizeText(comparedLabel(c.metric, figures))} ${formatPct(c.delta_pct)} ${formatPctInterval(c)}${counts}`;
}

/** What `fail-on-regression` fails the job with, naming every slower figure and streaming alert; null when nothing regressed. */
export function regressionFailure(results: Results, opts: RegressionOptions = {}, figures?: Figures): string | null {
  const r = regressions(results, opts);
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
      `${r.slower.length} figure(s) slower than the baseline of ${runs} earlier run(s): ${r.slower.map((c) => describeChange(c, figures)).join('; ')}.`,
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
        `${r.slower_stages.map((c) => `stage ${c.stage} (${sanitizeText(c.label)}) ${describeChange(c, figures)}`).join('; ')}.`,
    );
  if (r.unconfirmed.length > 0) parts.push(unconfirmedSentence(results, r.unconfirmed, figures));
  return (
    `Regression (fail-on-regression is true): ${parts.join(' ')} ` +
    'The job summary lists every change with its interval; report.html in the artifact shows the trends.'
  );
}

/**
 * "2 figure(s) slower on groups not trusted, unconfirmed (not counted): a / p
 * TTFT +40% [...] (client stalled: 3 of 8 ...)." Each with its group's reasons.
 */
export function unconfirmedSentence(results: Results, unconfirmed: readonly Comparison[], figures?: Figures): string {
  const each = unconfirmed.map((c) => {
    const g = results.groups.find(
      (x) => x.provider === c.provider && x.prompt === c.prompt && (x.location ?? null) === (c.location ?? null),
    );
    const why = g === undefined ? [] : validityOf(results, g).reasons.map(reasonText);
    return `${describeChange(c, figures)} (${sanitizeText(why.join('; ') || 'not trusted')})`;
  });
  return `${unconfirmed.length} figure(s) slower on groups not trusted, unconfirmed (not counted as regressions): ${each.join('; ')}.`;
}

// The step's other failure sentence, for a run in which nothing succeeded:
// the Action takes it from this entry, as it takes the regression message.
export { nothingSucceededFailure } from './faults.ts';
