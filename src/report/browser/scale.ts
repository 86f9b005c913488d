// The arithmetic of the pages' drawing kit (./svg.ts): scales, ticks and
// path strings. No DOM, so Node's tests import it as it is.

/** The linear map of [d0, d1] onto [r0, r1]; an empty domain maps everything to the middle of the range. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** The round number (1, 2, 2.5 or 5 times a power of ten) at or above x: an axis's end. */
export function niceMax(x: number): number {
  if (!(x > 0)) return 1;
  const p = Math.pow(10, Math.floor(Math.log10(x)));
  const f = x / p;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * p;
}

/** The smallest step of 1, 2 or 5 times a power of ten that cuts `span` into at most `count` parts. */
export function tickStep(span: number, count: number): number {
  const raw = span / count;
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  // The tolerance: a span of 1e6 measured as 1e6 + 1e-10 (hi - lo in floats) still takes 5e5 for 2 parts.
  return [1, 2, 5, 10].map((k) => k * mag).find((step) => step >= raw * (1 - 1e-9)) ?? 10 * mag;
}

/**
 * The round values between lo and hi, at most `count` + 1 of them, a step
 * of 1, 2 or 5 times a power of ten apart; [lo] when the span is empty.
 * Each is computed from its index and rounded to 12 digits, so 0.1 + 0.2
 * never shows as 0.30000000000000004.
 */
export function ticks(lo: number, hi: number, count: number): number[] {
  const span = hi - lo;
  if (!(span > 0)) return [lo];
  const step = tickStep(span, count);
  const first = Math.ceil(lo / step);
  const out: number[] = [];
  // The epsilon keeps the last tick when the float step lands just past hi.
  for (let k = first; k * step <= hi + step * 1e-9; k++) out.push(Number((k * step).toPrecision(12)));
  return out;
}

/** The first tick at or above `hi` (counting from 0 in `count` steps): an axis that ends on a labelled line. */
export function niceEnd(hi: number, count: number): number {
  if (!(hi > 0)) return 1;
  const step = tickStep(hi, count);
  return Number((Math.ceil(hi / step - 1e-9) * step).toPrecision(12));
}

/**
 * A polyline through the points, lifting the pen at each null (a gap in
 * the series), coordinates to one decimal: an SVG path's `d`.
 */
export function linePath(points: ReadonlyArray<readonly [number, number] | null>): string {
  let d = '';
  let pen = false;
  for (const p of points) {
    if (p === null) {
      pen = false;
      continue;
    }
    d += (pen ? 'L' : 'M') + p[0].toFixed(1) + ' ' + p[1].toFixed(1);
    pen = true;
  }
  return d;
}

/** Circles of radius r at the points, as one path's `d` (hundreds of dots, one element). */
export function dotsPath(points: ReadonlyArray<readonly [number, number]>, r: number): string {
  const a = `a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  return points.map(([x, y]) => `M${(x - r).toFixed(1)} ${y.toFixed(1)}${a}`).join('');
}

/** A diamond of half-width r centred on (x, y). */
export function diamondPath(x: number, y: number, r: number): string {
  return `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`;
}
