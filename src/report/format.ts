import type { GroupResult, Results, Summary } from '../analyze/types.ts';

// Number and placeholder formatting shared by every report. Pure and
// locale-independent (toFixed, never toLocaleString), so a report renders the
// same on every machine. report.html's script imports it too: no Node import.

/** Shown where a figure is withheld because the response arrived buffered. */
export const NA_BUFFERED = 'n/a (buffered)';
/** Shown where no request of the group succeeded. */
export const NA_NO_SUCCESS = 'n/a (all failed)';
/** Shown where a figure simply does not exist. */
export const NA = 'n/a';

/**
 * A number for a person: 2 decimals under 10, 1 under 100, none from 100 up,
 * with "," grouping from 1,000. `formatNumber(1000000)` is "1,000,000",
 * `formatNumber(3.14159)` is "3.14".
 */
/**
 * One sentence saying which token counts the rates divide, with how many
 * measured successful requests used each source (design principle 7).
 */
export function tokenSourcesSentence(results: Results): string {
  const counts = new Map<string, number>();
  for (const r of results.requests) {
    if (r.warmup || r.outcome === 'error') continue;
    counts.set(r.token_source, (counts.get(r.token_source) ?? 0) + 1);
  }
  const label = (source: string) =>
    source === 'usage'
      ? "the provider's usage"
      : source === 'server'
        ? "the server's own counter"
        : source === 'estimate'
          ? 'a chars/4 estimate'
          : `the ${source.slice('tokenizer:'.length)} tokenizer`;
  const parts = [...counts.entries()].map(([source, n]) => `${label(source)} (${n})`);
  const mode =
    results.analysis.rate_tokens === 'reference'
      ? 'rate_tokens: reference, so every provider is counted with the one reference tokenizer where the text was counted'
      : "rate_tokens: native, so each provider's own count is used where it gave one";
  return parts.length === 0
    ? `Token counts: no successful request (${mode}).`
    : `Token counts from ${parts.join(', ')}; ${mode}.`;
}

export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  const digits = a >= 100 ? 0 : a >= 10 ? 1 : 2;
  let s = x.toFixed(digits);
  if (/^-0(\.0*)?$/.test(s)) s = s.slice(1);
  return groupThousands(s);
}

function groupThousands(s: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(s);
  if (!m) return s;
  const [, sign = '', int = '', frac = ''] = m;
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + frac;
}

/** A millisecond figure without its unit, or `na` for null. */
export function formatMs(x: number | null | undefined, na: string = NA): string {
  return x === null || x === undefined ? na : formatNumber(x);
}

/** A tokens-per-second figure without its unit, or `na` for null. */
export function formatTps(x: number | null | undefined, na: string = NA): string {
  return x === null || x === undefined ? na : formatNumber(x);
}

/** "a / b", e.g. a p50 and a p90; `na` when the summary is missing. */
export function formatP50P90(s: Summary | null, na: string = NA): string {
  return s === null ? na : `${formatNumber(s.p50)} / ${formatNumber(s.p90)}`;
}

/** "min–max"; `na` when the summary is missing. */
export function formatMinMax(s: Summary | null, na: string = NA, sep = '–'): string {
  return s === null ? na : `${formatNumber(s.min)}${sep}${formatNumber(s.max)}`;
}

/** "k/n" */
export function formatCount(k: number, n: number): string {
  return `${k}/${n}`;
}

/** Why a group has no post-first-content figure: buffered, failed, or neither. */
export function naPostFirstContent(g: GroupResult): string {
  if (g.streaming === 'unknown') return NA_NO_SUCCESS;
  if (g.streamed === 0) return NA_BUFFERED;
  return NA;
}

/** Why a group has no end-to-end figure. */
export function naEndToEnd(g: GroupResult): string {
  return g.streamed + g.buffered === 0 ? NA_NO_SUCCESS : NA;
}

/** Cut a long string (an error body, say) to `max` characters with an ellipsis. */
export function truncate(s: string, max: number): string {
  if (max <= 0) return '';
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}

/** Collapse line breaks and runs of whitespace to single spaces. */
export function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * One line of inert text: whitespace collapsed, control characters (ANSI
 * escapes from a server's error body, say) and bidirectional overrides
 * replaced by "?", so nothing a provider sends can restyle a terminal or
 * reorder what a reader sees.
 */
export function sanitizeText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return oneLine(s).replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '?');
}
