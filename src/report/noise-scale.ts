// How a trend is scaled so that noise looks like noise. A chart or a text
// sparkline scaled to its own min and max stretches any wiggle to the full
// height: a -1.3% TTFT move inside its interval drew `██▁`, the shape of a
// -50% regression. Here the range drawn is widened to at least the noise
// band: the values' 95% intervals where the results carry them, and never
// less than the smallest change the regression check counts
// (compare's min_effect_pct, 10% by default) around the values' middle.
// Pure, no imports: report.html's and the dashboard's page scripts use it too.

/**
 * The smallest span drawn, as a percentage of the values' median magnitude:
 * compare's DEFAULT_MIN_EFFECT_PCT (a unit test holds the two equal), so a
 * change the check would call "no change" never fills the chart.
 */
export const NOISE_FLOOR_PCT = 10;

/** The value range a trend is drawn over. */
export interface NoiseDomain {
  lo: number;
  hi: number;
}

function middle(sorted: readonly number[]): number {
  const n = sorted.length;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The range to draw `values` over: their min to max, the `bands`
 * (intervals, [low, high]) included, widened about its middle to at least
 * `floorPct` percent of the values' median magnitude. A range that would dip
 * below 0 for values that are all >= 0 is moved up to start at 0 (a rate or
 * a time is never negative). Null when there is no finite value.
 */
export function noiseDomain(
  values: ReadonlyArray<number | null>,
  bands: ReadonlyArray<readonly [number, number] | null> = [],
  floorPct: number = NOISE_FLOOR_PCT,
): NoiseDomain | null {
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (finite.length === 0) return null;
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of finite) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  for (const b of bands) {
    if (b === null || !Number.isFinite(b[0]) || !Number.isFinite(b[1])) continue;
    lo = Math.min(lo, b[0]);
    hi = Math.max(hi, b[1]);
  }
  const scale = Math.abs(middle([...finite].sort((a, b) => a - b)));
  // All values 0 (or a floor of 0): one unit, so the range is never empty.
  const floor = scale > 0 ? (scale * floorPct) / 100 : 1;
  if (hi - lo < floor) {
    const mid = (lo + hi) / 2;
    lo = mid - floor / 2;
    hi = mid + floor / 2;
  }
  if (lo < 0 && finite.every((v) => v >= 0)) {
    hi -= lo;
    lo = 0;
  }
  return { lo, hi };
}

/**
 * Each value's level, 0 (the bottom of `domain`) to `levels - 1` (the top),
 * for a text sparkline; null stays null (a run without the figure).
 */
export function noiseLevels(
  values: ReadonlyArray<number | null>,
  domain: NoiseDomain,
  levels: number,
): Array<number | null> {
  const span = domain.hi - domain.lo;
  const finite = values.filter((v): v is number => v !== null && Number.isFinite(v));
  // A flat line sits just below the middle (▄ of ▁..█), as it always has.
  const flat = finite.every((v) => v === finite[0]);
  return values.map((v) => {
    if (v === null || !Number.isFinite(v)) return null;
    if (flat) return Math.floor((levels - 1) / 2);
    const at = span > 0 ? (v - domain.lo) / span : 0.5;
    return Math.min(levels - 1, Math.max(0, Math.round(at * (levels - 1))));
  });
}

/** Where a value sits in `domain`, 0 (bottom) to 1 (top): a chart's y is its height times (1 - this). */
export function noiseFraction(v: number, domain: NoiseDomain): number {
  const span = domain.hi - domain.lo;
  return span > 0 ? (v - domain.lo) / span : 0.5;
}
