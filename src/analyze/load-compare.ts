import { checkedIn, compareRequests, DEFAULT_COMPARE, type CompareSettings } from './compare-metric.ts';
import { comparedFigureDefs, FIGURES, type FigureDef } from './figures.ts';
import type { SaturationResult } from './types.ts';
import { dropNoise } from '../stats.ts';
import type { ComparisonVerdict, RequestResult, Results, SaturationComparison, StageComparison } from './types.ts';

// The saturation point against a baseline: per provider x prompt, this run's
// max_output_token_throughput against the median of the baseline runs'.
// A run has one saturation figure, not a sample of responses, so there is
// no bootstrap interval here: the verdict is the point rule, at least
// min_effect_pct lower is slower (higher: faster), with the same threshold
// as the per-request comparisons. Pure.

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const labels = (r: Results, sat: SaturationResult): string =>
  (r.stages ?? [])
    .filter((s) => s.provider === sat.provider && s.prompt === sat.prompt && s.location === sat.location)
    .map((s) => s.label)
    .join(', ');

export function compareSaturation(
  current: Results,
  baselines: readonly Results[],
  minEffectPct: number,
): SaturationComparison[] {
  const out: SaturationComparison[] = [];
  for (const sat of current.saturation ?? []) {
    const own = labels(current, sat);
    const base: number[] = [];
    let differing = false;
    for (const b of baselines) {
      // Each place against its own history only (design.md "Past one runner").
      const other = b.saturation?.find(
        (x) => x.provider === sat.provider && x.prompt === sat.prompt && x.location === sat.location,
      );
      if (!other || other.max_output_token_throughput === null) continue;
      if (labels(b, other) !== own) {
        differing = true;
        continue;
      }
      base.push(other.max_output_token_throughput);
    }
    const baseline = base.length > 0 ? dropNoise(median(base)) : null;
    const cur = sat.max_output_token_throughput;
    const delta =
      baseline !== null && cur !== null && baseline > 0 ? dropNoise((100 * (cur - baseline)) / baseline) : null;
    const verdict: ComparisonVerdict =
      delta === null
        ? 'insufficient_data'
        : delta <= -minEffectPct
          ? 'slower'
          : delta >= minEffectPct
            ? 'faster'
            : 'no_change';
    out.push({
      provider: sat.provider,
      prompt: sat.prompt,
      ...(sat.location !== undefined ? { location: sat.location } : {}),
      metric: 'max_output_token_throughput',
      baseline,
      current: cur,
      delta_pct: delta,
      verdict,
      baseline_runs: base.length,
      ...(base.length === 0 && differing
        ? { reason: `the baseline ran other stages than this run (${own}); saturation points are not comparable` }
        : {}),
    });
  }
  return out;
}

const stageRequests = (
  r: Results,
  provider: string,
  prompt: string,
  stage: number,
  location: string | undefined,
): RequestResult[] =>
  r.requests.filter(
    (x) =>
      x.provider === provider && x.prompt === prompt && x.location === location && x.load_stage === stage && !x.warmup,
  );

/**
 * Each stage of `current` against the baseline runs' stage with the same
 * pair and label, metric by metric, with the same bootstrap interval and
 * verdict rule as the whole-group comparisons (over that stage's streamed
 * responses only). A stage no baseline run has is insufficient_data.
 */
export function compareStages(
  current: Results,
  baselines: readonly Results[],
  settings: CompareSettings = DEFAULT_COMPARE,
  figures: Readonly<Record<string, FigureDef>> = FIGURES,
): StageComparison[] {
  const out: StageComparison[] = [];
  for (const st of current.stages ?? []) {
    const cur = stageRequests(current, st.provider, st.prompt, st.stage, st.location);
    const base = baselines.flatMap((b) => {
      const match = (b.stages ?? []).find(
        (x) =>
          x.provider === st.provider && x.prompt === st.prompt && x.location === st.location && x.label === st.label,
      );
      return match ? [stageRequests(b, st.provider, st.prompt, match.stage, st.location)] : [];
    });
    for (const f of comparedFigureDefs(figures)) {
      if (f.share && !checkedIn(cur, ...base)) continue;
      const c = compareRequests(st.provider, st.prompt, f.key, base, cur, settings, f);
      out.push({
        ...c,
        ...(st.location !== undefined ? { location: st.location } : {}),
        stage: st.stage,
        label: st.label,
      });
    }
  }
  return out;
}
