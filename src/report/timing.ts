import type { GroupResult, Results, Summary } from '../analyze/types.ts';
import { formatNumber, NA, naPostFirstContent } from './format.ts';
import { FIGURES, TIMING_KEYS, type TimingFigureKey } from '../analyze/figures.ts';

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

/** The stream timing table's figures: those FIGURES (analyze/figures.ts) marks `timing`, then chunking (a count, not a figure). */
export const TIMING_FIGURES: readonly TimingFigure[] = [
  ...TIMING_KEYS.map((key) => ({ key, label: FIGURES[key].label, meaning: FIGURES[key].meaning })),
  {
    key: 'chunking',
    label: 'chunking',
    meaning:
      'tokens per content read; coarse above max_tokens_per_read, where TTFT may be late by up to one read interval ' +
      '(the first read’s tokens were generated before it arrived).',
  },
];

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

const p50p90 = (s: Summary | null | undefined, na: string) =>
  s == null ? na : `${formatNumber(s.p50)} / ${formatNumber(s.p90)}`;
const p50p99 = (s: Summary | null | undefined, na: string) =>
  s == null ? na : `${formatNumber(s.p50)} / ${formatNumber(s.p99)}`;

export const TIMING_HEADERS = [
  'TPOT ms p50/p90',
  'decode tok/s p50/p90',
  'post-first tok/s p50',
  'ITL ms p50/p99',
  'max gap ms p50/max',
  'chunking',
] as const;

/** A group's stream timing cells, in TIMING_HEADERS order; `counts` adds the decode rate's n. */
export function timingCells(g: GroupResult, counts = true): string[] {
  const na = naPostFirstContent(g);
  const gap = g.max_gap_ms == null ? na : `${formatNumber(g.max_gap_ms.p50)} / ${formatNumber(g.max_gap_ms.max)}`;
  return [
    p50p90(g.tpot_ms, na),
    p50p90(g.decode_tps, na) + (counts && g.n_decode ? ` · n=${g.n_decode}` : ''),
    g.post_first_content_tps == null ? na : formatNumber(g.post_first_content_tps.p50),
    p50p99(g.itl_ms, na),
    gap,
    chunkingLabel(g),
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
