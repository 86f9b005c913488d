import { seedFrom } from '../random.ts';
import { median, percentileInterval, resampledMedians, type StatisticsSettings } from './bootstrap.ts';
import { sortedFinite } from '../stats.ts';
import { dropNoise } from '../stats.ts';
import { FIGURES, higherIsBetter, isRate, RANKED_KEYS, requestValue } from './figures.ts';
import { rate } from './rates.ts';
import type {
  GroupRank,
  GroupRanks,
  GroupResult,
  Interval,
  RankedFigure,
  RequestResult,
  UnrankedReason,
} from './types.ts';

// Rankings that admit ties. A place by p50 alone claims an order the data
// may not hold: with 5-10 requests a group, two providers of the same speed
// come out #3 and #4 on noise. So every ranked figure also gets an interval
// of each group's place, from the same seeded bootstrap resamples its
// confidence interval uses (see rankFigure for the rule). Groups whose place
// intervals overlap are tied as far as the data can tell. Pure: the same
// values and settings give the same ranks on every machine.

/** One figure a report ranks: which requests feed it and which way is better. */
export interface RankedFigureDef {
  key: RankedFigure;
  /** True for rates (higher is better), false for times (lower is better). */
  higherIsBetter: boolean;
  /**
   * A throughput figure: a group with a request flagged implausible takes no
   * place in its ranking (a token count of a million is no speed record),
   * and reports list it under the table instead.
   */
  rate: boolean;
  /** The request's value of the figure, or null when it does not feed the figure (the group summary's rule). */
  value: (r: RequestResult) => number | null;
  /** Its value had its borderline label been the other one (flippedValue). */
  flipped: (r: RequestResult) => number | null;
}

/**
 * A request's value of a figure with its streamed/buffered label flipped,
 * for a request whose label is borderline: a streamed one turned buffered
 * keeps only the figures buffered responses feed; a buffered one turned
 * streamed gains the values its trace gave (TTFT is its first content, the
 * streaming rate its streamed tokens over its generation interval). A figure
 * the result alone cannot give (the decode rate needs the reads) stays null.
 */
export function flippedValue(r: RequestResult, key: RankedFigure): number | null {
  if (r.borderline == null) return requestValue(r, key);
  const feeds = FIGURES[key].feeds;
  if (r.outcome === 'streamed') return feeds.includes('buffered') ? requestValue(r, key) : null;
  if (r.outcome !== 'buffered') return null;
  if (feeds.includes('buffered')) return requestValue(r, key);
  if (key === 'ttft_ms') return r.first_content_ms;
  if (key === 'post_first_content_tps') return rate(r.streamed_tokens ?? r.output_tokens, r.generation_ms);
  return null;
}

/**
 * Every ranked figure, in the order reports show them: the figures FIGURES
 * (analyze/figures.ts) marks `ranked`, by their place. A new ranked figure
 * is one entry there.
 */
export const RANKED_FIGURES: readonly RankedFigureDef[] = RANKED_KEYS.map((key) => ({
  key,
  higherIsBetter: higherIsBetter(key),
  rate: isRate(key),
  value: (r: RequestResult) => requestValue(r, key),
  flipped: (r: RequestResult) => flippedValue(r, key),
}));

/** The figure's values over a group's measured requests (warmups left out); `flip`: with borderline labels flipped. */
export function figureValues(requests: readonly RequestResult[], figure: RankedFigureDef, flip = false): number[] {
  const out: number[] = [];
  for (const r of requests) {
    if (r.warmup) continue;
    // A stalled client's rates are its own doing, not the provider's.
    if (figure.rate && r.client_stalled === true) continue;
    const v = flip ? figure.flipped(r) : figure.value(r);
    if (typeof v === 'number' && Number.isFinite(v)) out.push(v);
  }
  return out;
}

interface Candidate {
  index: number;
  p50: number;
  medians: Float64Array;
  /** The group's confidence interval of the median: the 2.5-97.5% quantiles of `medians`, as groupCi gives it. */
  ci: Interval;
}

/**
 * The ranking of one figure over groups (each given as its measured
 * requests, in run order): a GroupRank per group, or the reason it has none.
 * The seeds come from the names (provider, prompt, figure), so a group's
 * resamples are those of its interval in `summarizeGroup`.
 *
 * The interval of a place. Group j is placed behind group k only when their
 * intervals of the median do not overlap (k's lies wholly on the better
 * side); j's places then run from 1 + (groups wholly ahead of it) to K -
 * (groups wholly behind it). Two reasons for this rule over the quantiles
 * of each group's resampled ranks:
 *   - It is what a reader of the table can check: overlapping intervals,
 *     printed beside each figure, are tied places.
 *   - The rank quantiles claim too much on real streams. With 8 requests a
 *     group on a loaded 2-core machine, two simulator providers of the same
 *     speed got disjoint 95% rank-quantile intervals in as many as 3 of 20
 *     runs, where a 95% interval may do so in 1: a pause of the machine
 *     shared by one group's concurrent requests makes its values less
 *     independent than the bootstrap assumes, and the median of 8 resamples
 *     in coarse steps. Disjoint 95% intervals of two medians are a stricter
 *     test (about 0.5% for intervals of similar width): 2 of 120 such runs,
 *     while a provider 2x slower still held its own place in all of them
 *     (test/integration/ranks.test.ts).
 * `share` still comes from ranking the resampled medians, resample by
 * resample: the share in which the group took its place.
 */
/**
 * More measured requests without an answer (failed, or not sent once the
 * endpoint was unreachable) than with one: the answers that came are not
 * the provider's speed over the run.
 */
function mostlyFailed(requests: readonly RequestResult[]): boolean {
  let failed = 0;
  let ok = 0;
  for (const r of requests) {
    if (r.warmup) continue;
    if (r.outcome === 'error') failed++;
    else ok++;
  }
  return failed > ok;
}

export function rankFigure(
  groups: ReadonlyArray<{ provider: string; prompt: string; requests: readonly RequestResult[] }>,
  figure: RankedFigureDef,
  stats: StatisticsSettings,
  /** Rank the values the requests would give with their borderline labels flipped. */
  flip = false,
): Array<{ rank: GroupRank | null; unranked: UnrankedReason | null }> {
  const min = Math.max(1, stats.min_samples);
  const out: Array<{ rank: GroupRank | null; unranked: UnrankedReason | null }> = [];
  const candidates: Candidate[] = [];
  groups.forEach((g, index) => {
    const values = figureValues(g.requests, figure, flip);
    let unranked: UnrankedReason | null = null;
    if (values.length === 0) unranked = 'no_values';
    else if (mostlyFailed(g.requests)) unranked = 'mostly_failed';
    else if (values.length < min) unranked = 'too_few_samples';
    else if (figure.rate && g.requests.some((r) => !r.warmup && r.implausible)) unranked = 'implausible';
    out.push({ rank: null, unranked });
    if (unranked !== null) return;
    const medians = resampledMedians(values, seedFrom(g.provider, g.prompt, figure.key), stats);
    if (medians === null) return;
    const ci = percentileInterval(Float64Array.from(medians), stats.ci_level);
    candidates.push({
      index,
      p50: median(sortedFinite(values)),
      medians,
      ci: { low: dropNoise(ci.low), high: dropNoise(ci.high) },
    });
  });
  if (candidates.length === 0) return out;
  const better = (a: number, b: number) => (figure.higherIsBetter ? b - a : a - b);
  // The p50 order, as the tables have always ranked; equal p50s keep run order (sort is stable).
  const order = [...candidates].sort((a, b) => better(a.p50, b.p50));
  const k = order.length;
  const shares = resampledShares(order, better, stats.resamples);
  /** x's interval lies wholly on the better side of y's. */
  const ahead = (x: Candidate, y: Candidate) => (figure.higherIsBetter ? x.ci.low > y.ci.high : x.ci.high < y.ci.low);
  order.forEach((c, pos) => {
    const rank = pos + 1;
    const before = order.filter((o) => ahead(o, c)).length;
    const behind = order.filter((o) => ahead(c, o)).length;
    // A group's p50 can sit just outside its own percentile interval; the
    // place interval always holds the place the table prints, so a row never
    // reads "2" beside an interval of 1-1.
    const low = Math.min(1 + before, rank);
    const high = Math.max(k - behind, rank);
    out[c.index] = {
      rank: { rank, low, high, share: dropNoise((shares[pos] as number) / stats.resamples), of: k },
      unranked: null,
    };
  });
  return out;
}

/**
 * For each candidate (in `order`), the resamples in which its resampled
 * median took the place it holds in `order`. Competition ranking: equal
 * medians share the better place, so two groups of identical values are
 * tied in every resample, never ordered.
 */
function resampledShares(
  order: readonly Candidate[],
  better: (a: number, b: number) => number,
  resamples: number,
): Uint32Array {
  const k = order.length;
  const shares = new Uint32Array(k);
  const at = order.map((_, i) => i);
  for (let i = 0; i < resamples; i++) {
    at.sort((a, b) =>
      better((order[a] as Candidate).medians[i] as number, (order[b] as Candidate).medians[i] as number),
    );
    let place = 1;
    for (let j = 0; j < k; j++) {
      const c = at[j] as number;
      if (j > 0) {
        const prev = (order[at[j - 1] as number] as Candidate).medians[i] as number;
        if (((order[c] as Candidate).medians[i] as number) !== prev) place = j + 1;
      }
      if (place === c + 1) shares[c] = (shares[c] as number) + 1;
    }
  }
  return shares;
}

type FigureRanks = Array<{ rank: GroupRank | null; unranked: UnrankedReason | null }>;

const samePlace = (a: GroupRank | null, b: GroupRank | null): boolean =>
  a === null || b === null ? a === b : a.rank === b.rank && a.low === b.low && a.high === b.high && a.of === b.of;

/**
 * A ranking that the borderline labels decide is stated as such: when the
 * ranking with every borderline label flipped places or admits any group
 * differently, each ranked group's place interval and count cover both
 * rankings and the place is marked `label_sensitive` (reports then say the
 * order is not decided). Unchanged otherwise.
 */
function withFlipped(actual: FigureRanks, flipped: FigureRanks): FigureRanks {
  if (actual.every((a, i) => samePlace(a.rank, flipped[i]?.rank ?? null))) return actual;
  const of = Math.max(...actual.map((a, i) => Math.max(a.rank?.of ?? 0, flipped[i]?.rank?.of ?? 0)));
  return actual.map((a, i) => {
    if (a.rank === null) return a;
    const alt = flipped[i]?.rank ?? null;
    const low = Math.min(a.rank.low, alt?.low ?? a.rank.low);
    const high = Math.max(a.rank.high, alt?.high ?? a.rank.high);
    return { rank: { ...a.rank, low, high, of, label_sensitive: true }, unranked: null };
  });
}

/**
 * `ranks` and `unranked` of every group, for every figure in RANKED_FIGURES.
 * `requests[i]` are the measured requests of `groups[i]`.
 */
export function rankAll(
  groups: ReadonlyArray<Pick<GroupResult, 'provider' | 'prompt'>>,
  requests: readonly (readonly RequestResult[])[],
  stats: StatisticsSettings,
): Array<{ ranks: GroupRanks; unranked: Record<RankedFigure, UnrankedReason | null> }> {
  const input = groups.map((g, i) => ({ provider: g.provider, prompt: g.prompt, requests: requests[i] ?? [] }));
  const out = groups.map(() => ({
    ranks: {} as GroupRanks,
    unranked: {} as Record<RankedFigure, UnrankedReason | null>,
  }));
  const borderline = input.some((g) => g.requests.some((r) => !r.warmup && r.borderline != null));
  for (const figure of RANKED_FIGURES) {
    const ranked = rankFigure(input, figure, stats);
    const settled = borderline ? withFlipped(ranked, rankFigure(input, figure, stats, true)) : ranked;
    settled.forEach((r, i) => {
      const o = out[i] as (typeof out)[number];
      o.ranks[figure.key] = r.rank;
      o.unranked[figure.key] = r.unranked;
    });
  }
  return out;
}
