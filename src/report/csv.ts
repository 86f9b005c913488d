import { REQUEST_KEYS } from './json.ts';
import type { RequestResult, Results } from '../analyze/types.ts';

// results.csv: one row per request (warmups included, marked), for
// spreadsheets, pandas and the like. RFC 4180: comma-separated, CRLF line
// ends, a field quoted when it holds a comma, quote or line break, quotes
// doubled. Pure: the same Results give the same bytes.
//
// Values are the ones results.json holds, unformatted (full precision, ms
// and tok/s); null is an empty field; booleans are true/false. A text field
// that starts with =, +, -, @, tab or CR (an error message, say) gets a
// leading apostrophe, so a spreadsheet shows it as text instead of running
// it as a formula (OWASP "CSV injection"); numbers are never altered.

export const CSV_FILE = 'results.csv';

/** The columns, in order: the request fields of results.json, then the run's start time. */
export const CSV_COLUMNS = [...REQUEST_KEYS, 'run_started_at'] as const;

type Column = (typeof CSV_COLUMNS)[number];

/** One field, quoted and neutralised as needed. */
export function csvField(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function value(r: RequestResult, results: Results, c: Column): unknown {
  if (c === 'run_started_at') return results.run.started_at;
  return (r as unknown as Record<string, unknown>)[c];
}

/** results.csv text: a header row, then one row per request in results order. */
export function renderResultsCsv(results: Results): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of results.requests) lines.push(CSV_COLUMNS.map((c) => csvField(value(r, results, c))).join(','));
  return lines.join('\r\n') + '\r\n';
}
