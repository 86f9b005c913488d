import { Mulberry32, seedFrom } from '../random.ts';
import { IndexCounts, median, percentileInterval, type StatisticsSettings } from './bootstrap.ts';
import { servedLabel } from './served.ts';
import { endToEndAttribution } from './rate-attribution.ts';
import { dropNoise } from '../stats.ts';
import type { Attribution, AttributionPart, ComparedFigureKey, Interval, RequestResult } from './types.ts';

// Why a TTFT moved: the change split into the time to open a connection, the
// provider's own processing time (served.processing_ms, where it reports
// one) and the rest, each with its seeded bootstrap interval; and whether the
// served model or fingerprint changed. Pure over the two sides' requests.
//
// connect: the mean per request of a new connection's DNS+TCP+TLS (0 for a
// reused one), so it carries both the phases' length and the share of
// requests that opened one. processing: the difference of the medians of
// processing_ms. other: the difference of the medians of what is left of
// each request's TTFT (less its connection time and processing time). The
// parts are each robust on their own and need not add up exactly.

/** A statistic of values, and of resamples of them: each call of the resampler's function draws xs.length values by index from rand. */
interface Stat {
  of: (xs: number[]) => number;
  resampled: (xs: number[], rand: Mulberry32) => () => number;
}
const mean: Stat = {
  of: (xs) => xs.reduce((a, b) => a + b, 0) / xs.length,
  // Summed in draw order from 0, as `of` sums a drawn array.
  resampled: (xs, rand) => () => {
    let sum = 0;
    for (let i = 0; i < xs.length; i++) sum += xs[Math.floor(rand.next() * xs.length)] as number;
    return sum / xs.length;
  },
};
const med: Stat = {
  of: (xs) => median([...xs].sort((a, b) => a - b)),
  resampled: (xs, rand) => {
    const counts = new IndexCounts(xs);
    return () => {
      counts.clear();
      for (let i = 0; i < xs.length; i++) counts.add(Math.floor(rand.next() * xs.length));
      return counts.median();
    };
  },
};

/** current stat - baseline stat, and its percentile interval over resamples of both sides (null below min_samples a side). */
function diff(
  base: number[],
  cur: number[],
  stat: Stat,
  seed: number,
  s: StatisticsSettings,
): { delta: number; ci: Interval | null } | null {
  if (base.length === 0 || cur.length === 0) return null;
  const delta = stat.of(cur) - stat.of(base);
  if (base.length < s.min_samples || cur.length < s.min_samples) return { delta, ci: null };
  const rand = new Mulberry32(seed);
  const drawCur = stat.resampled(cur, rand);
  const drawBase = stat.resampled(base, rand);
  const stats = new Float64Array(s.resamples);
  // The current side's draws first, then the baseline's, in every resample.
  for (let i = 0; i < s.resamples; i++) stats[i] = drawCur() - drawBase();
  return { delta, ci: percentileInterval(stats, s.ci_level) };
}

const connectOf = (r: RequestResult): number | null =>
  r.new_connection === true ? (r.connect_ms ?? 0) : r.new_connection === false ? 0 : null;
const processingOf = (r: RequestResult): number | null => r.served?.processing_ms ?? null;
const streamed = (rs: readonly RequestResult[]) =>
  rs.filter((r) => !r.warmup && r.outcome === 'streamed' && r.ttft_ms !== null);
const values = (rs: readonly RequestResult[], f: (r: RequestResult) => number | null) =>
  rs.map(f).filter((x): x is number => x !== null && Number.isFinite(x));

/** The TTFT change in parts: connect, processing (when both sides report it), other. */
export function ttftParts(
  name: string,
  base: readonly RequestResult[],
  cur: readonly RequestResult[],
  s: StatisticsSettings,
): AttributionPart[] {
  const b = streamed(base);
  const c = streamed(cur);
  const withProcessing = values(b, processingOf).length > 0 && values(c, processingOf).length > 0;
  const other = (r: RequestResult) =>
    (r.ttft_ms as number) - (connectOf(r) ?? 0) - (withProcessing ? (processingOf(r) ?? NaN) : 0);
  type Part = [AttributionPart['part'], (r: RequestResult) => number | null, Stat];
  const processing: Part[] = withProcessing ? [['processing', processingOf, med]] : [];
  const parts: Part[] = [['connect', connectOf, mean], ...processing, ['other', other, med]];
  return parts.flatMap(([part, f, stat]) => {
    const d = diff(values(b, f), values(c, f), stat, seedFrom(name, 'attribution', part), s);
    if (d === null) return [];
    const ci = d.ci === null ? null : { low: dropNoise(d.ci.low), high: dropNoise(d.ci.high) };
    return [{ part, delta: dropNoise(d.delta), ci }];
  });
}

/** The served model x fingerprint labels of requests that named one, sorted. */
function servedLabels(rs: readonly RequestResult[]): string[] {
  const named = rs.filter((r) => !r.warmup && r.served && (r.served.model !== null || r.served.fingerprint !== null));
  return [...new Set(named.map((r) => servedLabel(r.served!)))].sort();
}

/** Both sides named what served them, and the sets differ. */
export function identityChanged(
  base: readonly RequestResult[],
  cur: readonly RequestResult[],
): Attribution['identity_changed'] {
  const b = servedLabels(base);
  const c = servedLabels(cur);
  if (b.length === 0 || c.length === 0 || b.join('\n') === c.join('\n')) return null;
  return { baseline: b, current: c };
}

/**
 * A changed row's attribution: TTFT's parts; the end-to-end rate's parts and
 * its rate at the baseline's length (rate-attribution.ts); the served
 * identity. The post-first-content rate is the decode rate itself, and a
 * pass rate no speed: their rows carry the identity only.
 */
export function attributionOf(
  provider: string,
  prompt: string,
  metric: ComparedFigureKey,
  baseRuns: readonly (readonly RequestResult[])[],
  cur: readonly RequestResult[],
  s: StatisticsSettings,
): Attribution {
  const base = baseRuns.flat();
  const name = `${provider}\u0000${prompt}`;
  const identity_changed = identityChanged(base, cur);
  if (metric === 'end_to_end_tps') {
    const e2e = endToEndAttribution(name, base, cur, s);
    if (e2e !== null)
      return { parts: e2e.parts, identity_changed, rate_at_baseline_tokens: e2e.rate_at_baseline_tokens };
  }
  return { parts: metric === 'ttft_ms' ? ttftParts(name, base, cur, s) : [], identity_changed };
}

/** The part of largest size, or null when there is none. */
export function largestPart(a: Attribution | undefined): AttributionPart | null {
  const parts = a?.parts ?? [];
  return parts.reduce<AttributionPart | null>(
    (m, p) => (m === null || Math.abs(p.delta) > Math.abs(m.delta) ? p : m),
    null,
  );
}
