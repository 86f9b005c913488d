import { mulberry32 } from '../random.ts';

// Open-loop arrival schedules: pure, seeded, precomputed before a stage
// starts, so the dispatcher only waits for absolute times and never adds up
// sleeps (a late wake-up delays one dispatch, never the ones after it).

export type Arrival = 'poisson' | 'constant' | 'gamma';

export interface ArrivalSpec {
  /** requests per second */
  rate: number;
  arrival: Arrival;
  /** gamma's shape: 1 is Poisson, below 1 burstier, above 1 more regular. */
  burstiness: number;
}

/** A standard normal draw (Box-Muller). */
function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/**
 * A Gamma(shape, 1) draw: Marsaglia and Tsang (2000) for shape >= 1, and
 * for shape < 1 their boost Gamma(shape + 1) * U^(1/shape). Hand-written:
 * a dozen lines, where a statistics package would bring far more than this.
 */
export function gammaDraw(shape: number, rand: () => number): number {
  if (shape < 1) return gammaDraw(shape + 1, rand) * Math.pow(Math.max(rand(), 1e-12), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(rand);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = rand();
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(Math.max(u, 1e-300)) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** The gap before the next arrival, ms: mean 1000 / rate for every arrival process. */
export function nextGapMs(spec: ArrivalSpec, rand: () => number): number {
  const mean = 1000 / spec.rate;
  if (spec.arrival === 'constant') return mean;
  if (spec.arrival === 'poisson') return -Math.log(1 - rand()) * mean;
  // Gamma(k, mean / k) has mean `mean` and coefficient of variation 1 / sqrt(k).
  return (gammaDraw(spec.burstiness, rand) * mean) / spec.burstiness;
}

/**
 * Arrival times, ms after the stage starts: the first at 0, then gaps from
 * the process; those before `untilMs`, at most `maxCount` of them.
 */
export function arrivalTimes(spec: ArrivalSpec, seed: number, untilMs: number, maxCount: number): number[] {
  const rand = mulberry32(seed);
  const out: number[] = [];
  let t = 0;
  while (out.length < maxCount && t < untilMs) {
    out.push(t);
    t += nextGapMs(spec, rand);
  }
  return out;
}
