import { Mulberry32, seedFrom } from '../random.ts';
import { dropNoise } from '../stats.ts';
import { IndexCounts, median, percentileInterval, type StatisticsSettings } from './bootstrap.ts';
import type { Attribution, AttributionPart, Interval, RequestResult } from './types.ts';

// Why an end-to-end rate moved. A response's end-to-end time is its TTFT plus
// its output tokens at its decode rate, so a side's typical rate is
//   rate(t, d, n) = n / (t + n / d)
// with t, d and n the medians of TTFT, decode rate and output tokens. The
// change of that rate from the baseline's three medians to the current
// run's is split into a part per median (its Shapley share: the mean, over
// the orders of changing them one at a time, of what changing it moved), so
// the three parts add up to the model's change, which is close to the change
// of the median rate the row compares. The same model gives the current
// run's rate at the baseline's median output length: a longer answer raises
// the end-to-end rate (the TTFT is spread over more tokens) and a shorter one
// lowers it, without the provider getting faster or slower.
//
// Requests: the row's own (streamed, not stalled, with an end-to-end rate);
// n is the count the rate divided (rate x total time), the decode rate n
// over the time after the first token. Pure and seeded: one bootstrap over
// requests of both sides gives every part's interval.

interface Sample {
  /** TTFT, s. */
  t: number;
  /** Output tokens / (total - TTFT), tok/s. */
  d: number;
  /** Output tokens the end-to-end rate counted. */
  n: number;
}

type Medians = [t: number, d: number, n: number];

const PARTS: readonly AttributionPart['part'][] = ['ttft', 'decode', 'output_tokens'];

/** The end-to-end rate of a side whose medians are t (s), d (tok/s) and n (tokens). */
export function modelRate([t, d, n]: Medians): number {
  return n / (t + n / d);
}

function sampleOf(r: RequestResult): Sample | null {
  if (r.warmup || r.outcome !== 'streamed' || r.client_stalled === true) return null;
  const { ttft_ms, total_ms, end_to_end_tps } = r;
  if (ttft_ms === null || total_ms === null || end_to_end_tps === null) return null;
  const n = (end_to_end_tps * total_ms) / 1000;
  const decodeS = (total_ms - ttft_ms) / 1000;
  if (!(n > 0) || !(decodeS > 0) || !Number.isFinite(n)) return null;
  return { t: ttft_ms / 1000, d: n / decodeS, n };
}

const samples = (rs: readonly RequestResult[]) => rs.map(sampleOf).filter((x): x is Sample => x !== null);
const med = (xs: number[]) => median(xs.sort((a, b) => a - b));
const mediansOf = (xs: readonly Sample[]): Medians => [
  med(xs.map((x) => x.t)),
  med(xs.map((x) => x.d)),
  med(xs.map((x) => x.n)),
];

/**
 * The medians of a resample of xs (xs.length draws with replacement, each
 * an index from rand) per call: mediansOf the drawn samples, counted rather
 * than sorted (bootstrap.ts's IndexCounts).
 */
function resampledMedians(xs: readonly Sample[], rand: Mulberry32): () => Medians {
  const m = xs.length;
  const t = new IndexCounts(xs.map((x) => x.t));
  const d = new IndexCounts(xs.map((x) => x.d));
  const n = new IndexCounts(xs.map((x) => x.n));
  return () => {
    t.clear();
    d.clear();
    n.clear();
    for (let i = 0; i < m; i++) {
      const at = Math.floor(rand.next() * m);
      t.add(at);
      d.add(at);
      n.add(at);
    }
    return [t.median(), d.median(), n.median()];
  };
}

/** The Shapley share of each of the three medians in rate(cur) - rate(base). */
export function shapleyParts(base: Medians, cur: Medians): Medians {
  const at = (mask: number): Medians => [0, 1, 2].map((i) => ((mask >> i) & 1 ? cur[i] : base[i])) as Medians;
  const weight = [1 / 3, 1 / 6, 1 / 3]; // |S|!(2-|S|)!/3! for |S| others already changed
  const out: Medians = [0, 0, 0];
  for (let i = 0; i < 3; i++)
    for (let mask = 0; mask < 8; mask++) {
      if ((mask >> i) & 1) continue;
      const size = ((mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1)) as 0 | 1 | 2;
      out[i] = out[i]! + weight[size]! * (modelRate(at(mask | (1 << i))) - modelRate(at(mask)));
    }
  return out;
}

/** The parts and the rate at the baseline's length for one side pair's medians. */
function figures(base: Medians, cur: Medians): number[] {
  return [...shapleyParts(base, cur), modelRate([cur[0], cur[1], base[2]])];
}

const clean = (ci: Interval | null): Interval | null =>
  ci === null ? null : { low: dropNoise(ci.low), high: dropNoise(ci.high) };

/**
 * The end-to-end rate's change in parts (ttft, decode, output_tokens, in
 * tok/s) and the current rate at the baseline's median output length; null
 * when a side has no request to read. Intervals need min_samples a side.
 */
export function endToEndAttribution(
  name: string,
  base: readonly RequestResult[],
  cur: readonly RequestResult[],
  s: StatisticsSettings,
): Pick<Attribution, 'parts' | 'rate_at_baseline_tokens'> | null {
  const b = samples(base);
  const c = samples(cur);
  if (b.length === 0 || c.length === 0) return null;
  const mb = mediansOf(b);
  const point = figures(mb, mediansOf(c));
  let cis: (Interval | null)[] = point.map(() => null);
  if (b.length >= s.min_samples && c.length >= s.min_samples) {
    const rand = new Mulberry32(seedFrom(name, 'attribution', 'end_to_end'));
    const drawB = resampledMedians(b, rand);
    const drawC = resampledMedians(c, rand);
    const stats = point.map(() => new Float64Array(s.resamples));
    for (let k = 0; k < s.resamples; k++) {
      const f = figures(drawB(), drawC());
      f.forEach((v, i) => (stats[i]![k] = v));
    }
    cis = stats.map((xs) => percentileInterval(xs, s.ci_level));
  }
  return {
    parts: PARTS.map((part, i) => ({ part, delta: dropNoise(point[i]!), ci: clean(cis[i]!) })),
    rate_at_baseline_tokens: {
      output_tokens: dropNoise(mb[2]),
      tps: dropNoise(point[3]!),
      ci: clean(cis[3]!),
      baseline_tps: dropNoise(modelRate(mb)),
    },
  };
}
