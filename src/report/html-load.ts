import type { StageResult } from '../analyze/types.ts';
import type { Results, Summary } from '../analyze/types.ts';
import { formatNumber, sanitizeText } from './format.ts';
import { PAGE_COLOUR } from './labels.ts';
import { sloText } from './stages.ts';

// report.html's load curves: per provider x prompt, beside the stage table
// the report model gives, two curves, TTFT and TPOT (p50 and p99) against
// output-token throughput, one point per stage, the SLO drawn where it sets
// that figure. Inline SVG rendered here, so the curves need no script and pass
// the page's CSP (SVG presentation attributes, never style attributes). Pure:
// results in, HTML out.

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const t = (s: string): string => esc(sanitizeText(s));

const W = 440;
const H = 260;
const M = { left: 56, right: 16, top: 16, bottom: 40 };

/** 0 and about four round steps up to at least `max`. */
function ticks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * mag).find((s) => s >= raw) ?? 10 * mag;
  const out: number[] = [];
  for (let v = 0; v <= max + step * 0.999; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

interface Series {
  name: string;
  cls: string;
  color: string;
  dash: string | null;
  pick: (s: Summary) => number;
}

const SERIES: Series[] = [
  { name: 'p50', cls: 'p50', color: PAGE_COLOUR.streamed, dash: null, pick: (s) => s.p50 },
  { name: 'p99', cls: 'p99', color: PAGE_COLOUR.buffered, dash: '5 3', pick: (s) => s.p99 },
];

function curve(stages: StageResult[], metric: 'ttft_ms' | 'tpot_ms', title: string, slo: number | undefined): string {
  const pts = stages.filter((s) => s.output_token_throughput !== null);
  const xs = pts.map((s) => s.output_token_throughput as number);
  const ys = pts.flatMap((s) => (s[metric] ? [s[metric].p50, s[metric].p99] : []));
  const xt = ticks(Math.max(0, ...xs));
  const yt = ticks(Math.max(0, ...ys, slo ?? 0));
  const xMax = xt[xt.length - 1] as number;
  const yMax = yt[yt.length - 1] as number;
  const px = (x: number) => M.left + (x / xMax) * (W - M.left - M.right);
  const py = (y: number) => H - M.bottom - (y / yMax) * (H - M.top - M.bottom);
  const f = (x: number) => x.toFixed(1);
  const parts: string[] = [];
  for (const v of yt)
    parts.push(
      `<line class="grid" x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(v))}" y2="${f(py(v))}" stroke="${PAGE_COLOUR.curveGrid}"/>` +
        `<text x="${f(M.left - 6)}" y="${f(py(v) + 4)}" text-anchor="end" font-size="11" fill="${PAGE_COLOUR.muted}">${esc(formatNumber(v))}</text>`,
    );
  for (const v of xt)
    parts.push(
      `<text x="${f(px(v))}" y="${f(H - M.bottom + 16)}" text-anchor="middle" font-size="11" fill="${PAGE_COLOUR.muted}">${esc(formatNumber(v))}</text>`,
    );
  parts.push(
    `<line x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(0))}" y2="${f(py(0))}" stroke="${PAGE_COLOUR.muted}"/>`,
    `<text x="${f((M.left + W - M.right) / 2)}" y="${H - 6}" text-anchor="middle" font-size="12" fill="${PAGE_COLOUR.fg}">output tok/s (stage window)</text>`,
    `<text x="14" y="${f((M.top + H - M.bottom) / 2)}" text-anchor="middle" font-size="12" fill="${PAGE_COLOUR.fg}" transform="rotate(-90 14 ${f((M.top + H - M.bottom) / 2)})">${esc(title)} ms</text>`,
  );
  if (slo !== undefined)
    parts.push(
      `<line class="slo" x1="${f(M.left)}" x2="${f(W - M.right)}" y1="${f(py(slo))}" y2="${f(py(slo))}" stroke="${PAGE_COLOUR.error}" stroke-dasharray="2 3"/>` +
        `<text x="${f(W - M.right)}" y="${f(py(slo) - 4)}" text-anchor="end" font-size="11" fill="${PAGE_COLOUR.error}">SLO ${esc(formatNumber(slo))} ms</text>`,
    );
  for (const s of SERIES) {
    const drawn = pts.filter((p) => p[metric] !== null);
    if (drawn.length === 0) continue;
    const path = drawn.map(
      (p) => `${f(px(p.output_token_throughput as number))},${f(py(s.pick(p[metric] as Summary)))}`,
    );
    parts.push(
      `<polyline class="series ${s.cls}" fill="none" stroke="${s.color}" stroke-width="1.5"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''} points="${path.join(' ')}"/>`,
    );
    for (const p of drawn) {
      const y = s.pick(p[metric] as Summary);
      // A stage that never reached its offered load: hollow, and its title says so.
      const short = p.offered_not_reached ? ' (offered load not reached)' : '';
      const fill = short ? `fill="none" stroke="${s.color}" stroke-width="1.5"` : `fill="${s.color}"`;
      parts.push(
        `<circle class="point ${s.cls}${short ? ' not-reached' : ''}" data-stage="${p.stage}" cx="${f(px(p.output_token_throughput as number))}" cy="${f(py(y))}" r="3.5" ${fill}>` +
          `<title>stage ${p.stage} (${t(p.label)})${short}: ${esc(formatNumber(p.output_token_throughput as number))} tok/s, ${esc(title)} ${s.name} ${esc(formatNumber(y))} ms</title></circle>`,
      );
      // The p50 point carries its stage's load in words, so a reader needs no hover to tell the stages apart.
      if (s.cls === 'p50') {
        const x = px(p.output_token_throughput as number);
        // Near the right edge the label goes left of its point, inside the plot; odd stages below their
        // point, even ones above, so two stages at about the same place keep legible labels.
        const right = x > W - M.right - 60;
        parts.push(
          `<text class="point-label" data-stage="${p.stage}" x="${f(right ? x - 5 : x + 5)}" y="${f(p.stage % 2 === 0 ? py(y) - 6 : py(y) + 14)}"${right ? ' text-anchor="end"' : ''} font-size="10" fill="${PAGE_COLOUR.fg}">${t(p.label)}${short ? ' (not reached)' : ''}</text>`,
        );
      }
    }
  }
  const none = pts.every((p) => p[metric] === null)
    ? `<text x="${W / 2}" y="${H / 2}" text-anchor="middle" font-size="12" fill="${PAGE_COLOUR.buffered}">no streamed response: n/a (buffered)</text>`
    : '';
  return `<svg class="curve" data-metric="${metric}" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(title)} against output tokens per second">${parts.join('')}${none}</svg>`;
}

/**
 * What the curves beside each stage table show; said once at the top of the
 * load section (the table, its findings and the SLO come from the report model).
 */
export function loadCurvesKey(results: Results): string {
  const slo = results.slo ?? null;
  const short = (results.stages ?? []).some((s) => s.offered_not_reached);
  return (
    'Each point is one stage, its p50 labelled with its load: solid blue p50, dashed orange p99' +
    `${short ? '; a hollow point is a stage that did not reach its offered load' : ''}` +
    `${slo ? `; the dotted red line is the SLO (${sloText(slo)})` : ''}.`
  );
}

/** The TTFT and TPOT curves of one provider x prompt's stages; empty when the run has none of theirs. */
export function loadCurvesHtml(results: Results, provider: string, prompt: string): string {
  const own = (results.stages ?? []).filter((s) => s.provider === provider && s.prompt === prompt);
  if (own.length === 0) return '';
  const slo = results.slo ?? null;
  return [
    '<div class="curves">',
    curve(own, 'ttft_ms', 'TTFT', slo?.ttft_ms),
    curve(own, 'tpot_ms', 'TPOT', slo?.tpot_ms),
    '</div>',
  ].join('\n');
}
