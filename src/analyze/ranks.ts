import { median, resampledMedians, seedFrom, sortedFinite, type StatisticsSettings } from './bootstrap.ts';
import { dropNoise } from './stats.ts';
import type { GroupRank, GroupRanks, GroupResult, RankedFigure, RequestResult, UnrankedReason } from './types.ts';

// Rankings that admit ties. A place by p50 alone claims an order the data
// may not hold: with 5-10 requests a group, two providers of the same speed
// come out #3 and #4 on noise. So every ranked figure also gets the 95%
// interval of each group's place, drawn from the same seeded bootstrap
// resamples its confidence interval uses: resample every group, take the
// medians, rank them, repeat. Two groups whose rank intervals overlap are
// tied as far as the data can tell. Pure: the same values and settings give
// the same ranks on every machine.

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
}

/**
 * Every ranked figure, in the order reports show them. A new figure (e.g.
 * the decode rate) is one more entry here and in RankedFigure.
 */
export const RANKED_FIGURES: readonly RankedFigureDef[] = [
  {
    key: 'post_first_content_tps',
    higherIsBetter: true,
    rate: true,
    value: (r) => (r.outcome === 'streamed' ? r.post_first_content_tps : null),
  },
  {
    key: 'end_to_end_tps',
    higherIsBetter: true,
    rate: true,
    value: (r) => (r.outcome !== 'error' ? r.end_to_end_tps : null),
  },
  {
    key: 'ttft_ms',
    higherIsBetter: false,
    rate: false,
    value: (r) => (r.outcome === 'streamed' ? r.ttft_ms : null),
  },
];

/** The figure's values over a group's measured requests (warmups left out). */
export function figureValues(requests: readonly RequestResult[], figure: RankedFigureDef): number[] {
  const out: number[] = [];
  for (const r of requests) {
    if (r.warmup) continue;
    const v = figure.value(r);
    if (typeof v === 'number' && Number.isFinite(v)) out.push(v);
  }
  return out;
}

interface Candidate {
  index: number;
  p50: number;
  medians: Float64Array;
}

/**
 * The ranking of one figure over groups (each given as its measured
 * requests, in run order): a GroupRank per group, or the reason it has none.
 * `names` supply the seeds (provider, prompt), so a group's resamples are
 * those of its interval in `summarizeGroup`.
 */
export function rankFigure(
  groups: ReadonlyArray<{ provider: string; prompt: string; requests: readonly RequestResult[] }>,
  figure: RankedFigureDef,
  stats: StatisticsSettings,
): Array<{ rank: GroupRank | null; unranked: UnrankedReason | null }> {
  const min = Math.max(1, stats.min_samples);
  const out: Array<{ rank: GroupRank | null; unranked: UnrankedReason | null }> = [];
  const candidates: Candidate[] = [];
  groups.forEach((g, index) => {
    const values = figureValues(g.requests, figure);
    let unranked: UnrankedReason | null = null;
    if (values.length === 0) unranked = 'no_values';
    else if (values.length < min) unranked = 'too_few_samples';
    else if (figure.rate && g.requests.some((r) => !r.warmup && r.implausible)) unranked = 'implausible';
    out.push({ rank: null, unranked });
    if (unranked !== null) return;
    const medians = resampledMedians(values, seedFrom(g.provider, g.prompt, figure.key), stats);
    if (medians === null) return;
    candidates.push({ index, p50: median(sortedFinite(values)), medians });
  });
  if (candidates.length === 0) return out;
  const better = (a: number, b: number) => (figure.higherIsBetter ? b - a : a - b);
  // The p50 order, as the tables have always ranked; equal p50s keep run order (sort is stable).
  const order = [...candidates].sort((a, b) => better(a.p50, b.p50));
  const k = order.length;
  // counts[c][place - 1]: resamples in which candidate c took that place.
  const counts = order.map(() => new Uint32Array(k));
  const resamples = stats.resamples;
  const at = order.map((_, i) => i);
  for (let i = 0; i < resamples; i++) {
    at.sort((a, b) =>
      better((order[a] as Candidate).medians[i] as number, (order[b] as Candidate).medians[i] as number),
    );
    // Competition ranking: equal medians share the better place, so two
    // groups of identical values are tied in every resample, never ordered.
    let place = 1;
    for (let j = 0; j < k; j++) {
      const c = at[j] as number;
      if (j > 0) {
        const prev = (order[at[j - 1] as number] as Candidate).medians[i] as number;
        if (((order[c] as Candidate).medians[i] as number) !== prev) place = j + 1;
      }
      const row = counts[c] as Uint32Array;
      row[place - 1] = (row[place - 1] as number) + 1;
    }
  }
  const tail = (1 - stats.ci_level) / 2;
  order.forEach((c, pos) => {
    const rank = pos + 1;
    const row = counts[pos] as Uint32Array;
    let low = quantilePlace(row, Math.floor(tail * (resamples - 1)));
    let high = quantilePlace(row, Math.ceil((1 - tail) * (resamples - 1)));
    // The resampled medians can rank a group a little away from its own p50
    // order (the p50 interpolates, a resample's median may not); the interval
    // always holds the place the table prints, so a row never reads "2" with
    // an interval of 1-1.
    low = Math.min(low, rank);
    high = Math.max(high, rank);
    out[c.index] = {
      rank: { rank, low, high, share: dropNoise((row[rank - 1] as number) / resamples), of: k },
      unranked: null,
    };
  });
  return out;
}

/** The place at 0-based position `index` of the resamples' places sorted ascending (nearest rank, no interpolation). */
function quantilePlace(counts: Uint32Array, index: number): number {
  let seen = 0;
  for (let p = 0; p < counts.length; p++) {
    seen += counts[p] as number;
    if (seen > index) return p + 1;
  }
  return counts.length;
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
  for (const figure of RANKED_FIGURES) {
    rankFigure(input, figure, stats).forEach((r, i) => {
      const o = out[i] as (typeof out)[number];
      o.ranks[figure.key] = r.rank;
      o.unranked[figure.key] = r.unranked;
    });
  }
  return out;
}
