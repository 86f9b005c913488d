// The drawing kit of the two page scripts, report.html's (./report.ts) and
// the dashboard's (src/dashboard/browser/app.ts): SVG elements, scales, ticks,
// axes and paths; the arithmetic, without the DOM, is in ./scale.ts. Pure
// but for creating elements; no page state. It sits in report/ because the
// dashboard may import from report/ and not the reverse; esbuild bundles it
// into each page's script.

export { diamondPath, dotsPath, linear, linePath, niceEnd, niceMax, ticks, tickStep } from './scale.ts';

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
