import { noiseDomain, noiseLevels } from './noise-scale.ts';

// The text sparkline of the job summary, the PR comment and the trend table
// (history/trend.ts): one character per run, over the noise scale the pages
// draw their charts on. Kept out of noise-scale.ts, which both pages' scripts
// bundle: they draw no text sparkline.

const BARS = '▁▂▃▄▅▆▇█';

/**
 * A sparkline of values (oldest first), one character per value, scaled over
 * their noise band (noiseDomain): their min to max and `bands` (intervals),
 * never narrower than the regression check's smallest counted change, so a
 * move inside the noise draws near flat and a halving full height.
 */
export function sparkline(
  values: readonly number[],
  bands: ReadonlyArray<readonly [number, number] | null> = [],
): string {
  return values.length === 0 ? '' : sparklineWithGaps(values, bands);
}

/** A sparkline where a missing value (a run without the figure) is a gap, "·"; scaled as `sparkline`. */
export function sparklineWithGaps(
  values: readonly (number | null)[],
  bands: ReadonlyArray<readonly [number, number] | null> = [],
): string {
  const domain = noiseDomain(values, bands);
  if (domain === null) return values.map(() => '·').join('');
  return noiseLevels(values, domain, BARS.length)
    .map((level) => (level === null ? '·' : (BARS[level] as string)))
    .join('');
}
