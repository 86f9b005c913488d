import { REQUEST_KEYS } from './json.ts';
import type { RequestResult, Results } from '../analyze/types.ts';

// results.csv: one row per request (warmups included, marked), for
// spreadsheets, pandas and the like. RFC 4180: comma-separated, CRLF line
// ends, quotes doubled. Pure: the same Results give the same bytes.
//
// Values are the ones results.json holds, unformatted (full precision, ms
// and tok/s); null is an empty field; booleans are true/false. Text comes
// partly from strangers (a provider's error message, a model name it
// reports), so every text field follows the OWASP CSV-injection rule: it
// is always quoted; line breaks and tabs become spaces and other control
// and bidi characters are removed (a row stays one line, and no ESC
// sequence or reordered text reaches a terminal or a viewer); and a field
// that starts with =, +, -, @ (after any spaces, full-width forms too) gets
// a leading apostrophe, so a spreadsheet shows it as text instead of running
// it as a formula. Numbers are never altered.

export const CSV_FILE = 'results.csv';

/** The columns, in order: the request fields of results.json, then the run's start time. */
export const CSV_COLUMNS = [...REQUEST_KEYS, 'run_started_at'] as const;

type Column = (typeof CSV_COLUMNS)[number];

const BREAKS = /[\r\n\t\u2028\u2029\u0085]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const FORMULA = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/** One field: a number or boolean as is, text quoted and neutralised. */
export function csvField(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  let s = (typeof v === 'string' ? v : JSON.stringify(v)).replace(BREAKS, ' ').replace(UNSAFE, '');
  if (FORMULA.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

function value(r: RequestResult, results: Results, c: Column): unknown {
  if (c === 'run_started_at') return results.run.started_at;
  return (r as unknown as Record<string, unknown>)[c];
}

/** results.csv text: a header row, then one row per request in results order. */
export function renderResultsCsv(results: Results): string {
  return [...resultsCsvChunks(results)].join('');
}

/** results.csv a row at a time (renderResultsCsv joins them): a large run's file is never one string. */
export function* resultsCsvChunks(results: Results): Generator<string> {
  yield CSV_COLUMNS.join(',') + '\r\n';
  for (const r of results.requests) yield CSV_COLUMNS.map((c) => csvField(value(r, results, c))).join(',') + '\r\n';
}
