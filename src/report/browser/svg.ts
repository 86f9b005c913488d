// The drawing kit of the two page scripts, report.html's (./report.ts) and
// the dashboard's (src/dashboard/browser/app.ts): SVG elements, scales, ticks,
// axes and paths. Pure but for creating elements; no page state. It sits in
// report/ because the dashboard may import from report/ and not the reverse;
// esbuild bundles it into each page's script.

export const SVG_NS = 'http://www.w3.org/2000/svg';

export type Attrs = Record<string, string | number>;

/** An SVG element with its attributes and, when given, a tooltip (a <title> child). */
export function svgEl(tag: string, attrs: Attrs, title?: string): SVGElement {
  const e = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const k of Object.keys(attrs)) e.setAttribute(k, String(attrs[k]));
  if (title) {
    const t = document.createElementNS(SVG_NS, 'title');
    t.textContent = title;
    e.appendChild(t);
  }
  return e;
}

/** svgEl, appended to `parent` when there is one. */
export function s(parent: Element | null, tag: string, attrs: Attrs, title?: string): SVGElement {
  const e = svgEl(tag, attrs, title);
  if (parent) parent.appendChild(e);
  return e;
}

/** A text element holding `text` (as text, never markup), appended to `parent`. */
export function svgText(parent: Element, attrs: Attrs, text: string): SVGElement {
  const e = s(parent, 'text', attrs);
  e.textContent = text;
  return e;
}

/** An <svg> of w x h viewBox units, drawn at that size and scaled down to fit. */
export function svgRoot(w: number, hgt: number): SVGElement {
  return svgEl('svg', {
    viewBox: '0 0 ' + w + ' ' + hgt,
    width: w,
    height: hgt,
    preserveAspectRatio: 'xMinYMid meet',
    role: 'img',
  });
}

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
  return [1, 2, 5, 10].map((k) => k * mag).find((step) => step >= raw) ?? 10 * mag;
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

export interface HorizontalAxis {
  /** Where the values go, in viewBox units. */
  x: (v: number) => number;
  from: number;
  to: number;
  /** The base line's y; ticks rise `tick` units above it, labels sit at `labelY`. */
  y: number;
  tick: number;
  labelY: number;
  stroke: string;
}

/** A horizontal value axis: the base line, a tick and a label per value. */
export function horizontalAxis(
  parent: Element,
  a: HorizontalAxis,
  values: readonly number[],
  label: (v: number) => string,
): void {
  s(parent, 'line', { x1: a.from, x2: a.to, y1: a.y, y2: a.y, stroke: a.stroke });
  for (const v of values) {
    s(parent, 'line', { x1: a.x(v), x2: a.x(v), y1: a.y - a.tick, y2: a.y, stroke: a.stroke });
    svgText(parent, { x: a.x(v), y: a.labelY, 'text-anchor': 'middle' }, label(v));
  }
}

export interface ValueGrid {
  y: (v: number) => number;
  /** The gridlines' ends; labels end 4 to 6 units left of `from`, at `labelX`. */
  from: number;
  to: number;
  labelX: number;
  /** The gridlines' own attributes (a stroke, or a class the style sheet colours). */
  line: Attrs;
}

/** Horizontal gridlines across a plot, each with its value as a label at the left. */
export function valueGrid(
  parent: Element,
  g: ValueGrid,
  values: readonly number[],
  label: (v: number) => string,
): void {
  for (const v of values) {
    const y = g.y(v);
    s(parent, 'line', { x1: g.from, x2: g.to, y1: y, y2: y, ...g.line });
    svgText(parent, { x: g.labelX, y: y + 3, 'text-anchor': 'end' }, label(v));
  }
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
