import { maxOf, minOf } from '../stats.ts';
import { largestPart } from '../analyze/attribution.ts';
import type {
  Attribution,
  AttributionPart,
  Comparison,
  ComparisonVerdict,
  Flag,
  FlagReason,
  GroupRank,
  GroupResult,
  RankedFigure,
  Interval,
  Results,
  StreamingChange,
  Summary,
} from '../analyze/types.ts';
import { DEFAULT_STATISTICS, MIN_SAMPLES } from '../analyze/bootstrap.ts';
import { formatNumber } from './format.ts';
import {
  type ComparedDef,
  type FigureDef,
  FIGURES,
  figureDef,
  higherIsBetter,
  RANKED_KEYS,
} from '../analyze/figures.ts';
import { column, FLAG_REASON, streamingOf, VERDICT } from './labels.ts';
import { flaggedForReview, NOT_FOR_REVIEW } from '../analyze/classify.ts';
import { figureValues, RANKED_FIGURES } from '../analyze/ranks.ts';

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

/** A figure table: FIGURES, or a test's with a figure added. */
export type Figures = Readonly<Record<string, FigureDef>>;

/**
 * The compared figure a comparison names, from the figure table the
 * comparison was made with; null for a metric the table does not compare
 * (results.json is a file anyone can edit). Every sentence that words a
 * comparison reads its label, unit and words from here, never by its key.
 */
export function comparedFigure(
  metric: string,
  figures: Figures = FIGURES,
): (FigureDef & { compared: ComparedDef }) | null {
  const f = Object.hasOwn(figures, metric) ? figures[metric] : undefined;
  return f !== undefined && f.compared !== false ? (f as FigureDef & { compared: ComparedDef }) : null;
}

/** A comparison's figure label ("TTFT ms"); a metric the table does not know by its own name. */
export function comparedLabel(metric: string, figures: Figures = FIGURES): string {
  return Object.hasOwn(figures, metric) ? (figures[metric] as FigureDef).label : metric;
}

/** Each verdict's short label, a column of labels.ts (the tables every report reads). */
export const VERDICT_LABEL: Record<ComparisonVerdict, string> = column(VERDICT, (v) => v.label);

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
  return `${streamingOf(c.baseline_streaming).label} ${arrow} ${streamingOf(c.current_streaming).label}`;
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

// ---------------------------------------------------------------------------
// Rankings that admit ties (results.json groups' `ranks`): every report
// orders, places and describes the ranking tables through these, so the
// terminal, summary.md, the comment and report.html say the same thing.

/** What each ranked figure is called in a sentence, and how its leader is described (FIGURES' `ranked`). */
export const RANKED_WORDS: Record<RankedFigure, { table: string; best: string }> = Object.fromEntries(
  RANKED_KEYS.map((k) => {
    const r = FIGURES[k].ranked;
    return [k, { table: r.table, best: r.best }];
  }),
) as Record<RankedFigure, { table: string; best: string }>;

/** A group's figure summary for a ranked figure (every ranked figure is a group summary of the same name). */
export function rankedSummary(g: GroupResult, key: RankedFigure): Summary | null {
  return (g as unknown as Record<string, Summary | null | undefined>)[key] ?? null;
}

/** The group's place in a ranking: a GroupRank, null when unranked, undefined for results written before ranks. */
export function rankOf(g: GroupResult, key: RankedFigure): GroupRank | null | undefined {
  const ranks = (g as Partial<GroupResult>).ranks;
  return ranks === undefined ? undefined : (ranks[key] ?? null);
}

/** "1", or "1–2" where the interval spans places. */
export function formatPlace(r: GroupRank, sep = '–'): string {
  return r.low === r.high ? String(r.low) : `${r.low}${sep}${r.high}`;
}

export interface RankingRow {
  g: GroupResult;
  /** The printed place ("1", "1–2"), or null for a row without one. */
  place: string | null;
  rank: GroupRank | null;
}

export interface Ranking {
  /** Ranked groups by place, then those with a figure too thin to rank, then those without the figure, in run order. */
  rows: RankingRow[];
  /** Groups left out because a request had a rate above max_plausible_tps: listed under the table with their figure. */
  implausible: GroupResult[];
}

/**
 * One ranking table's rows. Results written before ranks existed fall back
 * to the p50 order (`rankable` decides which groups get a place then).
 */
export function ranking(
  groups: readonly GroupResult[],
  key: RankedFigure,
  rankable: (g: GroupResult) => boolean = () => true,
  sep = '–',
): Ranking {
  const pick = (g: GroupResult) => rankedSummary(g, key);
  if (groups.some((g) => rankOf(g, key) === undefined)) {
    const higher = higherIsBetter(key);
    const rows = rankGroups(
      groups,
      (g) => {
        const s = pick(g);
        return s === null || higher ? s : { ...s, p50: -s.p50 };
      },
      rankable,
    );
    return {
      rows: rows.map(({ g, rank }) => ({ g, rank: null, place: rank === null ? null : String(rank) })),
      implausible: [],
    };
  }
  const unranked = (g: GroupResult) => (g as Partial<GroupResult>).unranked?.[key] ?? null;
  const ranked = groups
    .filter((g) => rankOf(g, key))
    .sort((a, b) => (rankOf(a, key) as GroupRank).rank - (rankOf(b, key) as GroupRank).rank);
  const implausible = groups.filter((g) => !rankOf(g, key) && unranked(g) === 'implausible');
  const thin = groups.filter((g) => !rankOf(g, key) && unranked(g) !== 'implausible' && pick(g) !== null);
  const without = groups.filter((g) => !rankOf(g, key) && unranked(g) !== 'implausible' && pick(g) === null);
  return {
    rows: [
      ...ranked.map((g) => {
        const rank = rankOf(g, key) as GroupRank;
        return { g, rank, place: formatPlace(rank, sep) };
      }),
      ...[...thin, ...without].map((g) => ({ g, rank: null, place: null })),
    ],
    implausible,
  };
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  const shown = names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} others`] : names;
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

/** Clauses of the lead sentence shown before the rest are counted. */
const LEAD_CLUSTERS = 4;

type RankedRow = RankingRow & { rank: GroupRank };

/** The order of one ranking of two or more groups: the leader (or the tie at the top), then the places below. */
function orderSentence(ranked: RankedRow[], key: RankedFigure, label: (g: GroupResult) => string): string {
  const clusters: RankedRow[][] = [];
  let reach = 0;
  for (const row of ranked) {
    const last = clusters[clusters.length - 1];
    if (last && row.rank.low <= reach) last.push(row);
    else clusters.push([row]);
    reach = Math.max(reach, row.rank.high);
  }
  const words = RANKED_WORDS[key];
  const clause = (c: RankedRow[], first: boolean): string => {
    const low = minOf(c.map((r) => r.rank.low));
    const high = maxOf(c.map((r) => r.rank.high));
    const only = c[0] as RankedRow;
    if (c.length === 1) {
      if (first)
        return `${label(only.g)} is ${words.best} (rank 1 in ${formatPlain(Math.round(only.rank.share * 100))}% of resamples)`;
      return `${label(only.g)} is ${ordinal(only.rank.rank)}`;
    }
    const names = listNames(c.map((r) => label(r.g)));
    if (first && c.length === ranked.length && ranked.length > 1)
      return `The data cannot order ${names} ${words.table}: their intervals overlap (places ${low}–${high})`;
    return first
      ? `${names} are tied for ${words.best} (places ${low}–${high})`
      : `${names} are tied for ${low}–${high}`;
  };
  const parts = clusters.slice(0, LEAD_CLUSTERS).map((c, i) => clause(c, i === 0));
  const rest = clusters.slice(LEAD_CLUSTERS).reduce((n, c) => n + c.length, 0);
  if (rest > 0) parts.push(`${rest} more ranked below`);
  return `${parts.join('; ')}.`;
}

/** The threshold each buffered rule reads. */
const RULE_THRESHOLD: Record<string, string> = {
  generation_interval: 'min_generation_s',
  content_reads: 'min_content_reads',
};

/**
 * "The post-first-content order is not decided: it turns on 3 borderline
 * labels (b: 3; within the margin of min_generation_s), and flipping them
 * changes it." For a ranking marked label_sensitive.
 */
function undecidedSentence(results: Results, key: RankedFigure, label: (g: GroupResult) => string): string {
  const groups = results.groups.filter((g) => (g.borderline ?? 0) > 0);
  const total = groups.reduce((n, g) => n + (g.borderline ?? 0), 0);
  const rules = [
    ...new Set(
      results.requests.flatMap((r) => (!r.warmup && r.borderline ? [RULE_THRESHOLD[r.borderline.rule] ?? ''] : [])),
    ),
  ]
    .filter(Boolean)
    .sort();
  const who = groups.map((g) => `${label(g)}: ${g.borderline}`).join(', ');
  const margin = rules.length > 0 ? `; within the margin of ${rules.join(' or ')}` : '';
  return (
    `The ${RANKED_WORDS[key].table} order is not decided: it turns on ${total} borderline ` +
    `label${total === 1 ? '' : 's'} (${who}${margin}), and flipping them changes it.`
  );
}

/** Why a group has no place in a ranking, in a few words. */
function unrankedWords(g: GroupResult, key: RankedFigure): string {
  const reason = (g as Partial<GroupResult>).unranked?.[key] ?? null;
  const answered = g.streamed + g.buffered;
  let words: string;
  if (answered === 0) words = g.n > 0 && (g.not_sent ?? 0) === g.n ? 'nothing sent' : 'every request failed';
  else if (reason === 'mostly_failed') words = 'more failed than answered';
  else if (reason === 'implausible') words = 'implausible rates';
  else if (reason === 'too_few_samples') words = `fewer than ${MIN_SAMPLES} values`;
  else if (FIGURES[key].feeds.includes('buffered')) words = 'no values';
  else words = g.streamed === 0 ? 'no streamed responses' : 'no values';
  const borderline = g.borderline ?? 0;
  return borderline > 0 ? `${words}, ${borderline} borderline` : words;
}

/**
 * What the lead says when fewer than two groups can be ranked: what was
 * measured, and why nothing is ranked (never a "fastest" of one).
 */
function nothingRanked(results: Results, label: (g: GroupResult) => string): string {
  const groups = results.groups;
  const answered = groups.reduce((n, g) => n + g.streamed + g.buffered, 0);
  if (answered === 0)
    return `No request succeeded, so nothing is ranked (${groups.length} group${groups.length === 1 ? '' : 's'} measured).`;
  const key: RankedFigure = groups.some((g) => rankOf(g, 'post_first_content_tps'))
    ? 'post_first_content_tps'
    : 'end_to_end_tps';
  const only = ranking(groups, key).rows.find((r) => r.rank !== null);
  if (only === undefined)
    return `No group can be ranked: each needs at least ${MIN_SAMPLES} successful responses with a plausible rate.`;
  const g = only.g;
  const s = rankedSummary(g, key);
  const figure = s === null ? '' : `, ${FIGURES[key].label} p50 ${formatNumber(s.p50)}`;
  const measured = `${label(g)}: ${formatPlain(g.streamed)} of ${formatPlain(g.n)} streamed${figure}`;
  if (groups.length === 1) return `One group measured, so nothing is ranked (${measured}).`;
  const others = groups.filter((o) => o !== g);
  // A lead stays a lead: past LEAD_CLUSTERS the groups are counted by reason
  // (a demo measured through client stalls once listed 15 here, and pushed
  // the cards off the first screen).
  const named = others.slice(0, LEAD_CLUSTERS).map((o) => `${label(o)}: ${unrankedWords(o, key)}`);
  const rest = others.slice(LEAD_CLUSTERS);
  if (rest.length > 0) {
    const counts = new Map<string, number>();
    for (const o of rest) {
      const words = unrankedWords(o, key);
      counts.set(words, (counts.get(words) ?? 0) + 1);
    }
    const byReason = [...counts].map(([words, n]) => `${words} (${formatPlain(n)})`).join(', ');
    named.push(`${formatPlain(rest.length)} more: ${byReason}`);
  }
  return `Only one of ${groups.length} groups can be ranked, so nothing is ranked (${measured}; ${named.join('; ')}).`;
}

/**
 * The one sentence a summary opens with: what the data can say about the
 * order, e.g. "groq-llama is fastest post-first-content (rank 1 in 95% of
 * resamples); openai-mini and claude-haiku are tied for 2–3." Groups whose
 * place intervals overlap (chained) are named together as tied. The
 * post-first-content ranking when it ranks two groups or more, else
 * end-to-end; with fewer than two ranked groups, what was measured and why
 * nothing is ranked; a ranking the borderline labels decide is "not
 * decided" (end-to-end, which no label changes, then follows). Null for
 * results written before ranks. `name` escapes a group's name for the
 * report it goes into.
 */
export function leadSentence(results: Results, name: (s: string) => string = (s) => s): string | null {
  const change = changeLead(results, name);
  const order = rankingLead(results, name);
  return change === null ? order : order === null ? change : `${change} ${order}`;
}

const PART_WORDS: Record<AttributionPart['part'], string> = {
  connect: 'the time to open connections',
  processing: "the provider's processing time",
  other: 'the rest (network, queueing the provider does not report)',
  ttft: 'the time to first token',
  decode: 'the decode rate',
  output_tokens: 'the output length',
};

const signed = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${formatPlain(Math.abs(Math.round(x)))}`;
/** A rate's signed change: "+12.3", "−0.41" (three figures, as the tables print rates). */
const signedRate = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${formatNumber(Math.abs(x))}`;

/** "the output length +12.3 tok/s [+10.1, +14.0]": a part in the row's unit. */
function partText(part: AttributionPart, rate: boolean): string {
  const sign = rate ? signedRate : signed;
  const ci = part.ci ? ` [${sign(part.ci.low)}, ${sign(part.ci.high)}]` : '';
  return `${PART_WORDS[part.part]} ${sign(part.delta)} ${rate ? 'tok/s' : 'ms'}${ci}`;
}

/** "at the baseline's median length (200 tokens) 40.2 tok/s [39.1, 41.0], was 40.0". */
function atBaselineText(r: NonNullable<Attribution['rate_at_baseline_tokens']>): string {
  const ci = r.ci ? ` ${formatCi(r.ci, ', ')}` : '';
  return (
    `at the baseline's median length (${formatPlain(Math.round(r.output_tokens))} tokens) ` +
    `${formatNumber(r.tps)} tok/s${ci}, was ${formatNumber(r.baseline_tps)}`
  );
}

/**
 * One changed row with parts (TTFT, an end-to-end rate) or a changed served
 * model as a sentence naming its largest part: "alpha / p: TTFT +118 ms
 * (+45% [+37%, +54%]), of which the provider's processing time +112 ms [+96,
 * +141]; served fingerprint changed m fp_a → m fp_b." An end-to-end rate
 * adds its rate at the baseline's length. An unconfirmed change says so.
 */
export function changeSentence(c: Comparison, name: (s: string) => string = (s) => s): string | null {
  const a = c.attribution;
  if (a === undefined || (a.parts.length === 0 && a.identity_changed === null)) return null;
  const ms = c.baseline_p50 !== null && c.current_p50 !== null ? c.current_p50 - c.baseline_p50 : null;
  const size =
    c.metric === 'ttft_ms' && ms !== null
      ? `${signed(ms)} ms (${formatPct(c.delta_pct)} ${formatPctInterval(c)})`
      : `${formatPct(c.delta_pct)} ${formatPctInterval(c)}`;
  // "TTFT +118 ms", not "TTFT ms +118 ms": the size carries the unit.
  let text = `${name(`${c.provider} / ${c.prompt}`)}: ${comparedLabel(c.metric).replace(/ ms$/, '')} ${size}`;
  const part = largestPart(a);
  if (part !== null) text += `, of which ${partText(part, c.metric !== 'ttft_ms')}`;
  if (a.rate_at_baseline_tokens !== undefined) text += `; ${atBaselineText(a.rate_at_baseline_tokens)}`;
  if (a.identity_changed !== null)
    text += `; served model changed ${name(a.identity_changed.baseline.join(', '))} → ${name(a.identity_changed.current.join(', '))}`;
  return `${text}${c.confirmed === false ? ' (unconfirmed: the run is not trusted)' : ''}.`;
}

/** The changed rows' sentences, or null when none has an attribution to tell. */
export function changeLead(results: Results, name: (s: string) => string = (s) => s): string | null {
  const lines = (results.comparisons ?? []).flatMap((c) => {
    const t = changeSentence(c, name);
    return t === null ? [] : [t];
  });
  return lines.length > 0 ? lines.join(' ') : null;
}

/** The figure whose borderline labels could admit a group left out of the ranking (rankingLead). */
const PFC_FIGURE = RANKED_FIGURES.find((f) => f.key === 'post_first_content_tps')!;

function rankingLead(results: Results, name: (s: string) => string): string | null {
  const groups = results.groups;
  // Runs from several places are ranked within each place: one lead per place, never a tie across places.
  const places = [...new Set(groups.map((g) => g.location ?? null))];
  if (places.length > 1) {
    const parts = places.flatMap((p) => {
      const lead = rankingLead({ ...results, groups: groups.filter((g) => (g.location ?? null) === p) }, name);
      return lead === null ? [] : [`From ${name(p ?? '(no location)')}: ${lead}`];
    });
    return parts.length > 0 ? parts.join(' ') : null;
  }
  if (groups.length === 0 || groups.some((g) => rankOf(g, 'post_first_content_tps') === undefined)) return null;
  const prompts = new Set(groups.map((g) => g.prompt)).size;
  const label = (g: GroupResult) => name(prompts > 1 ? `${g.provider} / ${g.prompt}` : g.provider);
  const rankedIn = (key: RankedFigure) => ranking(groups, key).rows.filter((r): r is RankedRow => r.rank !== null);
  const sensitive = (rows: RankedRow[]) => rows.some((r) => r.rank.label_sensitive === true);
  const pfc = rankedIn('post_first_content_tps');
  const e2e = rankedIn('end_to_end_tps');
  const e2eOrder = e2e.length >= 2 && !sensitive(e2e) ? orderSentence(e2e, 'end_to_end_tps', label) : null;
  // Fewer than two ranked while a group left out has borderline labels: flipping them could admit it,
  // when a flipped label gives the figure a value the ranking counts (ranks.ts's rule: a warm-up's or a
  // stalled client's rates never count, flipped or not).
  const flippable = (g: GroupResult) =>
    figureValues(
      results.requests.filter(
        (r) =>
          r.borderline != null &&
          r.provider === g.provider &&
          r.prompt === g.prompt &&
          (r.location ?? null) === (g.location ?? null),
      ),
      PFC_FIGURE,
      true,
    ).length > 0;
  const couldJoin =
    pfc.length < 2 &&
    groups.some((g) => (g.borderline ?? 0) > 0 && !rankOf(g, 'post_first_content_tps') && flippable(g));
  if (sensitive(pfc) || couldJoin) {
    const undecided = undecidedSentence(results, 'post_first_content_tps', label);
    return e2eOrder === null ? undecided : `${undecided} ${e2eOrder}`;
  }
  if (pfc.length >= 2) return orderSentence(pfc, 'post_first_content_tps', label);
  if (e2eOrder !== null) return e2eOrder;
  if (sensitive(e2e)) return undecidedSentence(results, 'end_to_end_tps', label);
  return nothingRanked(results, label);
}

/** A share as a whole percent: 0.839 -> "84%". */
const pct = (x: number) => `${Math.round(100 * x)}%`;

/**
 * The answer-check drops against the baseline, one sentence each, e.g.
 * "openai-mini: 14/20 answers passed the checks [48%–85%], was 20/20
 * [84%–100%]." (the intervals Wilson's); null when no pass rate dropped.
 * The lead names them beside any speed change: a provider that got faster
 * by answering worse must not read as only faster.
 */
export function checkDropSentence(results: Results, name: (s: string) => string = (s) => s): string | null {
  const drops = (results.comparisons ?? []).filter(
    (c) => c.verdict === 'slower' && c.share !== undefined && figureDef(c.metric)?.share === true,
  );
  if (drops.length === 0) return null;
  const prompts = new Set(results.groups.map((g) => g.prompt)).size;
  return drops
    .map((c) => {
      const { baseline: b, current: n } = c.share!;
      const who = name(prompts > 1 ? `${c.provider} / ${c.prompt}` : c.provider);
      const where = c.location === undefined ? '' : ` from ${name(c.location)}`;
      return (
        `${who}${where}: ${n.passed}/${n.n} answers passed the checks [${pct(n.low)}–${pct(n.high)}], ` +
        `was ${b.passed}/${b.n} [${pct(b.low)}–${pct(b.high)}].`
      );
    })
    .join(' ');
}

// ---------------------------------------------------------------------------
// The flagged list, grouped: one entry per provider x prompt x reason with a
// count and the ids, instead of one line per request (a demo run flags 36
// requests in 10 such groups).

export interface FlagGroup {
  provider: string;
  prompt: string;
  reason: Flag['reason'];
  /** Trace ids, in request order. */
  ids: string[];
  /** The details to show: one when the requests' details differ only in their numbers, else each kind once. */
  details: string[];
  /** True when the requests' details differ (only examples are shown). */
  varied: boolean;
}

/** Reasons the flag counts always name first (with 0 when none), as the Flagged section always has. */
const FIRST_REASONS: readonly FlagReason[] = ['buffered', 'implausible', 'error'];

export interface FlagTally {
  /** Measured requests with at least one flag for review (each once). */
  review: number;
  /** Measured requests that stopped at max_tokens (not for review). */
  reachedMaxTokens: number;
  /** Requests per reason for review: buffered, implausible, failed always, then each other reason present (label order). */
  byReason: Array<{ reason: FlagReason; n: number }>;
}

/**
 * The flag counts every view prints (the counts line, the Flagged section,
 * the job summary's counts, the Action's `flagged` output): one tally, so
 * "flagged for review" is the same number everywhere and the reasons under
 * it add up to what they say.
 */
export function flagTally(flags: readonly Flag[]): FlagTally {
  const per = new Map<FlagReason, Set<string>>();
  for (const f of flags) {
    let ids = per.get(f.reason);
    if (!ids) per.set(f.reason, (ids = new Set()));
    ids.add(f.id);
  }
  const known = Object.keys(FLAG_REASON) as FlagReason[];
  const others = [...per.keys()].filter((r) => !FIRST_REASONS.includes(r) && !NOT_FOR_REVIEW.has(r));
  others.sort((a, b) => rankIn(known, a) - rankIn(known, b) || a.localeCompare(b));
  return {
    review: flaggedForReview(flags),
    reachedMaxTokens: per.get('truncated')?.size ?? 0,
    byReason: [...FIRST_REASONS, ...others].map((reason) => ({ reason, n: per.get(reason)?.size ?? 0 })),
  };
}

/** A reason's place in the label table; one this code does not know goes last. */
function rankIn(known: readonly string[], reason: string): number {
  const i = known.indexOf(reason);
  return i < 0 ? known.length : i;
}

/** Details alike apart from their numbers (49.2 ms vs 50.1 ms) are one kind. */
const detailKind = (d: string) => d.replace(/\d[\d.,]*/g, '#');

/** Flags grouped by provider, prompt and reason, in the order each group is first flagged. */
export function groupFlags(flags: readonly Flag[]): FlagGroup[] {
  const groups = new Map<string, FlagGroup & { kinds: Set<string>; raw: Set<string> }>();
  for (const f of flags) {
    const k = JSON.stringify([f.provider, f.prompt, f.reason]);
    let g = groups.get(k);
    if (g === undefined)
      groups.set(
        k,
        (g = {
          provider: f.provider,
          prompt: f.prompt,
          reason: f.reason,
          ids: [],
          details: [],
          varied: false,
          kinds: new Set(),
          raw: new Set(),
        }),
      );
    g.ids.push(f.id);
    g.raw.add(f.detail);
    const kind = detailKind(f.detail);
    if (!g.kinds.has(kind)) {
      g.kinds.add(kind);
      g.details.push(f.detail);
    }
  }
  return [...groups.values()].map(({ kinds: _kinds, raw, ...g }) => ({ ...g, varied: raw.size > 1 }));
}

/**
 * The direct answer of `compare --between`, e.g. "a is 98.2% faster than b
 * post-first-content (66.7 against 33.6 tok/s p50), 95% interval [+90.1%,
 * +105%]". `a` and `b` are the provider names as they should be printed.
 */
export function betweenSentence(
  c: Comparison,
  a: string,
  b: string,
  level: string,
  figures: Figures = FIGURES,
): string {
  const f = comparedFigure(c.metric, figures);
  const values =
    c.current_p50 !== null && c.baseline_p50 !== null
      ? ` (${formatNumber(c.current_p50)} against ${formatNumber(c.baseline_p50)} ${f?.unit ?? ''} p50, n=${c.current_n} and ${c.baseline_n})`
      : '';
  const interval = c.ci_low_pct !== null ? `, ${level} interval ${formatPctInterval(c)}` : '';
  const pct = `${formatNumber(Math.abs(c.delta_pct ?? 0))}%`;
  const what = f?.compared.between ?? c.metric;
  if (f?.share && c.share !== undefined && c.verdict !== 'insufficient_data') {
    const side = (x: { passed: number; n: number }) => `${x.passed}/${x.n}`;
    const counts = ` (${side(c.share.current)} against ${side(c.share.baseline)} passed)${interval}`;
    if (c.verdict === 'no_change') return `${what}: no difference beyond the noise${counts}`;
    return `${a}'s answers pass their checks ${pct} ${c.verdict === 'faster' ? 'more' : 'less'} often than ${b}'s${counts}`;
  }
  switch (c.verdict) {
    case 'faster':
    case 'slower': {
      // The figure's own words where it has them ("reaches first token 12% sooner"), else faster/slower.
      const words = f?.compared.words?.[c.verdict];
      const change = words
        ? words.replace(/\{(a|b|pct)\}/g, (_m, k: string) => (k === 'a' ? a : k === 'b' ? b : pct))
        : `${a} is ${pct} ${c.verdict} than ${b} ${what}`;
      return `${change}${values}${interval}`;
    }
    case 'no_change':
      return `${what}: no difference beyond the noise, ${a} ${formatPct(c.delta_pct)} against ${b}${values}${interval}`;
    default:
      return (
        `${what}: not enough data to compare (${c.current_n} and ${c.baseline_n} streamed responses with the figure; ` +
        `a side needs ${MIN_SAMPLES})`
      );
  }
}
