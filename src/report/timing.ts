import type { GroupResult, Results, Summary } from '../analyze/types.ts';
import { formatNumber, NA, naPostFirstContent } from './format.ts';
import { type FigureDef, FIGURES, groupFigure, timingFigureDefs, type TimingFigureKey } from '../analyze/figures.ts';

// The stream timing figures as every report shows them: one table of
// definitions (label, unit, one-line meaning) and one row of cells per group,
// so the terminal, summary.md, the PR comment and report.html cannot drift
// apart. Pure.

export interface TimingFigure {
  /** The results.json group field. */
  key: TimingFigureKey | 'chunking';
  label: string;
  /** One line: what the figure means. */
  meaning: string;
}

const CHUNKING: TimingFigure = {
  key: 'chunking',
  label: 'chunking',
  meaning:
    'tokens per content read; coarse above max_tokens_per_read, where TTFT may be late by up to one read interval ' +
    '(the first read’s tokens were generated before it arrived).',
};

/** The figures the stream timing table explains, those FIGURES (analyze/figures.ts) marks `timing.explained`, then chunking (a count, not a figure). */
export function timingFigures(figures: Readonly<Record<string, FigureDef>> = FIGURES): TimingFigure[] {
  return [
    ...timingFigureDefs(figures)
      .filter((f) => f.timing.explained)
      .map((f) => ({ key: f.key as TimingFigureKey, label: f.label, meaning: f.meaning })),
    CHUNKING,
  ];
}

export const TIMING_FIGURES: readonly TimingFigure[] = timingFigures();

/** Which rate to trust when the two disagree, in one sentence. */
export const TRUST_SENTENCE =
  'When decode tok/s and post-first-content tok/s disagree, trust decode tok/s: post-first-content divides the first ' +
  'read’s tokens too, although they were generated before first content was seen, so it reads high on a coarse ' +
  'stream (by about k/N for k tokens a read out of N). Post-first-content keeps its definition so history stays comparable.';

/** True when any group has a stream timing figure to show. */
export function hasStreamTiming(results: Results): boolean {
  return results.groups.some((g) => g.streamed > 0 && (g.tpot_ms != null || g.coarse !== undefined));
}

/** The groups a stream timing table lists: those with at least one streamed response. */
export function timingGroups(results: Results): GroupResult[] {
  return results.groups.filter((g) => g.streamed > 0);
}

/** "fine", "coarse", or "coarse 2/5" when only some streamed responses were coarse; n/a when none streamed. */
export function chunkingLabel(g: GroupResult): string {
  if (!g.streamed) return naPostFirstContent(g);
  const coarse = g.coarse ?? 0;
  if (coarse === 0) return 'fine';
  return coarse === g.streamed ? 'coarse' : `coarse ${coarse}/${g.streamed}`;
}

const stats = (s: Summary, cell: string): string =>
  cell
    .split('/')
    .map((q) => formatNumber((s as unknown as Record<string, number>)[q] ?? Number.NaN))
    .join(' / ');

/** The stream timing table's headers: a column per figure FIGURES marks `timing`, by its place, then chunking. */
export function timingHeaders(figures: Readonly<Record<string, FigureDef>> = FIGURES): string[] {
  return [...timingFigureDefs(figures).map((f) => f.timing.header ?? `${f.label} ${f.timing.cell}`), 'chunking'];
}

export const TIMING_HEADERS: readonly string[] = timingHeaders();

/**
 * A group's stream timing cells, in timingHeaders' order; `counts` adds the
 * value count where a figure's column asks for it (the decode rate's n).
 * `present` says which cells hold a figure (false: withheld, n/a).
 */
export function timingCells(
  g: GroupResult,
  counts = true,
  figures: Readonly<Record<string, FigureDef>> = FIGURES,
): Array<{ text: string; present: boolean }> {
  const na = naPostFirstContent(g);
  return [
    ...timingFigureDefs(figures).map((f) => {
      const { summary, n } = groupFigure(g, f.key, f);
      if (summary == null) return { text: na, present: false };
      const count = counts && f.timing.counts && n ? ` · n=${n}` : '';
      return { text: stats(summary, f.timing.cell) + count, present: true };
    }),
    { text: chunkingLabel(g), present: true },
  ];
}

/** A sentence naming the coarse share of the run's streamed responses, or null when none was coarse. */
export function coarseSentence(results: Results): string | null {
  const coarse = results.requests.filter((r) => !r.warmup && r.chunking === 'coarse').length;
  if (coarse === 0) return null;
  const streamed = results.requests.filter((r) => !r.warmup && r.outcome === 'streamed').length;
  const max = results.analysis.max_tokens_per_read ?? NA;
  return (
    `${coarse} of ${streamed} streamed responses were coarse (more than ${max} tokens a content read): ` +
    'their TTFT may be late by up to one read interval, and decode tok/s is the rate to read for them.'
  );
}
