import type { ComparedFigureKey } from '../analyze/figures.ts';
import type { RequestResult, Results } from '../analyze/types.ts';

// History entries, columnar. A history keeps one entry per run for a year
// of nights; an entry that is the whole results.json costs about 1 KB per
// measured request (every field of every request, as objects). An entry
// keeps the groups, stages, flags and provenance as they are, and of the
// requests only the fields the regression check, the trends and the
// dashboard read, one array per field. Entries written before this (whole
// results.json) still load as they are. Pure.

export const REQUEST_COLUMNS_FORMAT = 'streamgauge.request-columns/1';

/** What comparisons (src/analyze/compare.ts, load-compare.ts) and the history views read of a request. */
export const HISTORY_REQUEST_FIELDS = [
  'id',
  'provider',
  'model',
  'prompt',
  'rep',
  'warmup',
  'outcome',
  'error_kind',
  'ttft_ms',
  'post_first_content_tps',
  'end_to_end_tps',
  'decode_tps',
  'tpot_ms',
  'total_ms',
  'output_tokens',
  'streamed_tokens',
  'rate_token_basis',
  'implausible',
  'client_stalled',
  'load_stage',
  // Conversations and places: comparisons keep turns, sessions and locations apart.
  'session',
  'turn',
  'location',
] as const satisfies ReadonlyArray<keyof RequestResult>;

/**
 * A compared figure (FIGURES' `compared`) is compared from its requests'
 * values, so a history entry must keep them: a type error here until it is
 * listed above.
 */
const COMPARED_KEPT: ComparedFigureKey extends (typeof HISTORY_REQUEST_FIELDS)[number] ? true : never = true;
void COMPARED_KEPT;

export interface RequestColumns {
  format: typeof REQUEST_COLUMNS_FORMAT;
  n: number;
  /** One array per field, `n` long; a field no request has is left out (so it reads back as absent). */
  fields: Partial<Record<(typeof HISTORY_REQUEST_FIELDS)[number], unknown[]>>;
}

/** A results.json made a history entry: requests as columns. */
export function toHistoryEntry(results: Results): Omit<Results, 'requests'> & {
  requests: [];
  request_columns: RequestColumns;
} {
  const fields: RequestColumns['fields'] = {};
  for (const f of HISTORY_REQUEST_FIELDS) {
    if (!results.requests.some((r) => r[f] !== undefined)) continue;
    fields[f] = results.requests.map((r) => r[f] ?? null);
  }
  return {
    ...results,
    requests: [],
    request_columns: { format: REQUEST_COLUMNS_FORMAT, n: results.requests.length, fields },
  };
}

/**
 * The requests of an entry: its columns back as objects (holding only the
 * kept fields), or the entry's own `requests` when it has no columns (an
 * entry written as a whole results.json). Null when the columns are malformed.
 */
export function requestsOfEntry(doc: Record<string, unknown>): RequestResult[] | null {
  const cols = doc.request_columns as RequestColumns | undefined;
  if (cols === undefined) return doc.requests as RequestResult[];
  if (cols === null || typeof cols !== 'object' || cols.format !== REQUEST_COLUMNS_FORMAT) return null;
  const n = cols.n;
  if (!Number.isInteger(n) || n < 0) return null;
  const entries = Object.entries(cols.fields ?? {});
  if (entries.some(([, v]) => !Array.isArray(v) || v.length !== n)) return null;
  const out: RequestResult[] = [];
  for (let i = 0; i < n; i++) {
    const r: Record<string, unknown> = {};
    for (const [k, v] of entries) r[k] = (v as unknown[])[i];
    out.push(r as unknown as RequestResult);
  }
  return out;
}
