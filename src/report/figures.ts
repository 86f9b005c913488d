import type {
  Comparison,
  ComparisonMetric,
  ComparisonVerdict,
  GroupResult,
  Interval,
  Results,
  StreamingChange,
  Summary,
} from '../analyze/types.ts';
import { DEFAULT_STATISTICS, MIN_SAMPLES } from '../analyze/bootstrap.ts';
import { formatNumber } from './format.ts';

// Formatting shared by the reports for the statistics: intervals, sample
// counts, the too-few-samples rule and the regression check. Pure and
// locale-independent, like format.ts.

/** A number without trailing zero decimals: 10 -> "10", 2.5 -> "2.5", 2000 -> "2,000". */
export function formatPlain(x: number): string {
  return formatNumber(x)
    .replace(/\.0+$/, '')
    .replace(/(\.\d*?)0+$/, '$1');
}

/** "95%" for a level of 0.95. */
export function levelPct(level: number): string {
  return `${formatPlain(level * 100)}%`;
}

/** The confidence level of the groups' intervals ("95%"), read from the first interval present. */
export function ciLevelPct(results: Results): string {
  for (const g of results.groups) {
    const ci = g.ttft_ms_ci ?? g.post_first_content_tps_ci ?? g.end_to_end_tps_ci;
    if (ci && typeof ci.level === 'number') return levelPct(ci.level);
  }
  return levelPct(DEFAULT_STATISTICS.ci_level);
}

/** "[low–high]", or "" when there is no interval. */
export function formatCi(ci: Interval | null | undefined, sep = '–'): string {
  return ci ? `[${formatNumber(ci.low)}${sep}${formatNumber(ci.high)}]` : '';
}

/**
 * A group figure with its interval and sample count: "p50 [low–high] / p90 · n=K"
 * (the p90 part only when asked). `na` when the summary is missing.
 */
export function formatFigure(
  s: Summary | null,
  n: number,
  ci: Interval | null | undefined,
  na: string,
  opts: { p90?: boolean; sep?: string; dot?: string } = {},
): string {
  if (s === null) return na;
  const interval = formatCi(ci, opts.sep);
  const p50 = interval ? `${formatNumber(s.p50)} ${interval}` : formatNumber(s.p50);
  const p90 = opts.p90 === false ? '' : ` / ${formatNumber(s.p90)}`;
  return `${p50}${p90} ${opts.dot ?? '·'} n=${n}`;
}

/** True when the group shows a post-first-content figure too thin to rank. */
export function tooFewToRank(g: GroupResult, min: number = MIN_SAMPLES): boolean {
  if (typeof g.too_few_samples === 'boolean') return g.too_few_samples;
  return g.post_first_content_tps !== null && g.n_post_first_content < min;
}

/**
 * Groups in table order: those with a figure and `rankable`, by p50 highest
 * first (stable), then those with a figure but not rankable, then those
 * without one, each in run order. Returns the rank (1-based) or null.
 */
export function rankGroups(
  groups: readonly GroupResult[],
  pick: (g: GroupResult) => Summary | null,
  rankable: (g: GroupResult) => boolean = () => true,
): Array<{ g: GroupResult; rank: number | null }> {
  const ranked = groups.filter((g) => pick(g) !== null && rankable(g));
  const unranked = groups.filter((g) => pick(g) !== null && !rankable(g));
  const without = groups.filter((g) => pick(g) === null);
  ranked.sort((a, b) => (pick(b) as Summary).p50 - (pick(a) as Summary).p50);
  return [
    ...ranked.map((g, i) => ({ g, rank: i + 1 })),
    ...unranked.map((g) => ({ g, rank: null })),
    ...without.map((g) => ({ g, rank: null })),
  ];
}

export const METRIC_LABEL: Record<ComparisonMetric, string> = {
  ttft_ms: 'TTFT ms',
  post_first_content_tps: 'post-first-content tok/s',
  end_to_end_tps: 'end-to-end tok/s',
};

export const VERDICT_LABEL: Record<ComparisonVerdict, string> = {
  faster: 'faster',
  slower: 'slower',
  no_change: 'no change',
  insufficient_data: 'not enough data',
};

/** "+12.3%", "-4.00%", "0.00%"; `na` for null. */
export function formatPct(x: number | null | undefined, na = 'n/a'): string {
  if (x === null || x === undefined || !Number.isFinite(x)) return na;
  const s = formatNumber(x);
  return `${x > 0 && s !== '0.00' ? '+' : ''}${s}%`;
}

/** "[-12.0%, +3.10%]", or `na`. */
export function formatPctInterval(c: Pick<Comparison, 'ci_low_pct' | 'ci_high_pct'>, na = 'n/a'): string {
  if (c.ci_low_pct === null || c.ci_high_pct === null) return na;
  return `[${formatPct(c.ci_low_pct)}, ${formatPct(c.ci_high_pct)}]`;
}

/** "observed -> not observed" */
export function formatStreamingChange(c: StreamingChange, arrow = '→'): string {
  const v = (s: string) => s.replace('_', ' ');
  return `${v(c.baseline_streaming)} ${arrow} ${v(c.current_streaming)}`;
}

/** One sentence on what the comparisons were made against. */
export function baselineSentence(results: Results): string | null {
  const b = results.baseline;
  if (!b) return null;
  const runs = b.runs.length;
  const dates = b.runs.map((r) => r.started_at).sort();
  const span = runs === 0 ? '' : runs === 1 ? ` (${dates[0]})` : ` (${dates[0]} to ${dates[dates.length - 1]})`;
  return (
    `Compared with ${runs} baseline run${runs === 1 ? '' : 's'}${span}, streamed responses only. ` +
    `A change counts when the whole ${levelPct(b.ci_level)} interval of the change ` +
    `of the median (bootstrap, ${formatPlain(b.resamples)} resamples) lies at least ${formatPlain(b.min_effect_pct)}% from 0; ` +
    `fewer than ${b.min_samples} values on either side is "not enough data".`
  );
}

/**
 * One line per group with hidden reasoning, for every report: "azure-gpt5 /
 * capital: 64 of 78 tokens hidden reasoning (p50 of 5 of 5 requests); the
 * streaming rate counts the 14 streamed, end-to-end all 78; TTFT includes the
 * reasoning time". Empty when no group had any.
 */
export function hiddenReasoningLines(groups: readonly GroupResult[]): Array<{ g: GroupResult; text: string }> {
  const out: Array<{ g: GroupResult; text: string }> = [];
  for (const g of groups) {
    const h = g.hidden_reasoning;
    if (!h) continue;
    const counts =
      `${formatPlain(h.hidden_tokens_p50)} of ${formatPlain(h.output_tokens_p50)} tokens hidden reasoning` +
      `${h.estimated ? ' (estimated)' : ''}, p50 of ${h.requests} of ${h.of} request${h.of === 1 ? '' : 's'}`;
    const rates = h.rates_exclude_hidden
      ? `the streaming rate counts the ${formatPlain(h.streamed_tokens_p50)} streamed, end-to-end all ${formatPlain(h.output_tokens_p50)}`
      : 'the rates count the received text (rate_tokens: reference), which holds none of them';
    out.push({ g, text: `${counts}; ${rates}; TTFT includes the hidden reasoning time` });
  }
  return out;
}

/** Why a comparison is not enough data, for a report's verdict cell: the reason, or null for a sample count. */
export function comparisonReason(c: Comparison): string | null {
  return c.verdict === 'insufficient_data' && typeof c.reason === 'string' ? c.reason : null;
}
