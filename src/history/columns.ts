import { COMPARED_KEYS, type ComparedFigureKey } from '../analyze/figures.ts';
import { RequestResult, type Results } from '../analyze/types.ts';

// History entries, columnar. A history keeps one entry per run for a year
// of nights; an entry that is the whole results.json costs about 1 KB per
// measured request (every field of every request, as objects). An entry
// keeps the groups, stages, flags and provenance as they are, and of the
// requests only the fields the regression check, the trends and the
// dashboard read, one array per field. Entries written before this (whole
// results.json) still load as they are. Pure.

export const REQUEST_COLUMNS_FORMAT = 'streamgauge.request-columns/1';

/**
 * What comparisons (src/analyze/compare.ts, load-compare.ts) and the history
 * views read of a request: the request's schema narrowed to them, in the
 * order an entry lists its columns. An entry is read back through the
 * results.json check (analyze/results-schema.ts), so they include every
 * request field that check requires.
 */
export const HistoryRequest = RequestResult.pick({
  id: true,
  provider: true,
  model: true,
  prompt: true,
  rep: true,
  warmup: true,
  outcome: true,
  error_kind: true,
  // A compared figure (FIGURES' `compared`) is compared from its requests' values, so an entry keeps them.
  // A share (check_pass_rate) is compared from its requests' `check`.
  ...(Object.fromEntries(COMPARED_KEYS.filter((k) => k in RequestResult.shape).map((k) => [k, true])) as Record<
    Exclude<ComparedFigureKey, 'check_pass_rate'>,
    true
  >),
  check: true,
  decode_tps: true,
  tpot_ms: true,
  total_ms: true,
  output_tokens: true,
  streamed_tokens: true,
  rate_token_basis: true,
  implausible: true,
  client_stalled: true,
  load_stage: true,
  // Conversations and places: comparisons keep turns, sessions and locations apart.
  session: true,
  turn: true,
  location: true,
  // Why a TTFT moved (analyze/attribution.ts): connection time and what served the request.
  new_connection: true,
  connect_ms: true,
  served: true,
});

export const HISTORY_REQUEST_FIELDS = Object.keys(HistoryRequest.shape) as ReadonlyArray<
  keyof typeof HistoryRequest.shape
>;

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
