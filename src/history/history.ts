import { createHash } from 'node:crypto';
import { describeIssues, ResultsFile } from '../analyze/results-schema.ts';
import { RESULTS_SCHEMA, type Results } from '../analyze/types.ts';
import { requestsOfEntry, toHistoryEntry } from './columns.ts';
import type { HistoryStore } from './store.ts';
import { StreamgaugeError } from '../errors.ts';

// The history: each run's results.json kept as one entry of a store, oldest
// dropped beyond a cap. Entry names sort by the run's start time, so listing
// a store needs no index file and two jobs adding at once never edit the
// same file.
//
// Name: <started_at, ":" as "-">_<10 hex of sha256 of the run's identity>.results.json
// e.g. 2025-01-02T03-04-05.678Z_3f2a9c0d1e.results.json. The identity is the
// start and end times, config hash, shard and CI run, so adding the same run
// again (after `compare` added its comparisons, say) replaces its entry.

/**
 * 100 entries: about three months of nightly runs, the span the HTML
 * report's trends show, at roughly 1 KB per measured request per entry.
 */
export const DEFAULT_MAX_ENTRIES = 100;
export const ENTRY_SUFFIX = '.results.json';

const NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?Z)_([0-9a-f]{10})\.results\.json$/;

export class HistoryError extends StreamgaugeError {
  readonly code = 'SG_HISTORY';
}

/** True for the names this module writes; a store may hold other files (a README, say), which are ignored. */
export function isEntryName(name: string): boolean {
  return NAME.test(name);
}

/** The entry name of a run. */
export function entryName(results: Results): string {
  const run = results.run;
  const at = new Date(run.started_at);
  if (typeof run.started_at !== 'string' || Number.isNaN(at.getTime()))
    throw new HistoryError(`run.started_at ${JSON.stringify(run.started_at)}: expected an ISO 8601 time`);
  const identity = JSON.stringify([
    run.started_at,
    run.finished_at,
    run.config_sha256,
    run.shard?.index ?? null,
    run.shard?.count ?? null,
    run.ci?.run_id ?? null,
    run.ci?.run_attempt ?? null,
    // Runs of one CI run from several places are separate entries; without a location the name is as before.
    ...(run.location !== undefined ? [run.location] : []),
  ]);
  const hash = createHash('sha256').update(identity).digest('hex').slice(0, 10);
  return `${at.toISOString().replace(/:/g, '-')}_${hash}${ENTRY_SUFFIX}`;
}

/** Entry names oldest first (by start time, then name). */
export function sortEntryNames(names: readonly string[]): string[] {
  return names.filter(isEntryName).sort();
}

/** The names to drop so that at most `max` entries stay: the oldest. */
export function namesToDrop(names: readonly string[], max: number): string[] {
  const sorted = sortEntryNames(names);
  return sorted.slice(0, Math.max(0, sorted.length - max));
}

/**
 * Parses a results.json text, checking what history and comparisons rely on.
 * `where` names the source in the error, with the fix.
 */
export function parseResults(text: string, where: string): Results {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new HistoryError(`${where}: not valid JSON (${(err as Error).message}). Fix: restore it from the run.`);
  }
  const o = doc as Partial<Results> | null;
  if (o === null || typeof o !== 'object' || Array.isArray(o))
    throw new HistoryError(`${where}: expected a results.json object`);
  if (o.schema !== RESULTS_SCHEMA)
    throw new HistoryError(
      `${where}: schema is ${JSON.stringify(o.schema)}, expected "${RESULTS_SCHEMA}". Fix: give the results.json of a streamgauge run.`,
    );
  if (typeof o.run !== 'object' || o.run === null || typeof o.run.started_at !== 'string')
    throw new HistoryError(`${where}: field "run.started_at" is missing; expected the run's provenance`);
  if (!Array.isArray(o.requests) || !Array.isArray(o.groups))
    throw new HistoryError(`${where}: fields "requests" and "groups" must be arrays`);
  // A history entry keeps its requests as columns (src/history/columns.ts).
  const requests = requestsOfEntry(o as Record<string, unknown>);
  if (requests === null)
    throw new HistoryError(`${where}: field "request_columns" is malformed; expected one array per field, all as long`);
  let full: unknown = o;
  if ('request_columns' in o) {
    const { request_columns: _columns, ...rest } = o as Record<string, unknown>;
    full = { ...rest, requests };
  }
  const checked = ResultsFile.safeParse(full);
  if (!checked.success)
    throw new HistoryError(
      `${where}: ${describeIssues(checked.error)}. Fix: restore it from the run's artifact, or remove it.`,
    );
  return full as Results;
}

export interface AddOptions {
  /** Keep at most this many entries, dropping the oldest. Default DEFAULT_MAX_ENTRIES. */
  maxEntries?: number;
}

export interface AddOutcome {
  /** The entry written. */
  name: string;
  /** True when an entry of the same run was there and was replaced. */
  replaced: boolean;
  /** Entries dropped by the cap, oldest first (may include `name` when the run is older than everything kept). */
  dropped: string[];
  /** Entries in the store afterwards. */
  entries: number;
}

/** Adds a run's results to the store, then drops the oldest entries beyond the cap. */
export async function addToHistory(store: HistoryStore, results: Results, opts: AddOptions = {}): Promise<AddOutcome> {
  const max = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (!Number.isInteger(max) || max < 1) throw new HistoryError(`max entries ${max}: expected a whole number >= 1`);
  if (results.schema !== RESULTS_SCHEMA)
    throw new HistoryError(`results schema ${JSON.stringify(results.schema)}: expected "${RESULTS_SCHEMA}"`);
  const name = entryName(results);
  const before = sortEntryNames(await store.list());
  // Columnar and on one line: a year of nightly entries stays small (src/history/columns.ts).
  await store.write(name, JSON.stringify(toHistoryEntry(results)) + '\n');
  const after = before.includes(name) ? before : sortEntryNames([...before, name]);
  const dropped = namesToDrop(after, max);
  for (const d of dropped) await store.remove(d);
  return { name, replaced: before.includes(name), dropped, entries: after.length - dropped.length };
}

/** Entry names in the store, oldest first. */
export async function listHistory(store: HistoryStore): Promise<string[]> {
  return sortEntryNames(await store.list());
}

export interface HistoryEntry {
  name: string;
  results: Results;
}

export interface ReadOptions {
  /** Only the newest `last` entries. Default: all. */
  last?: number;
  /** Called for an entry that cannot be read or parsed; it is skipped. Default: throw. */
  onWarning?: (message: string) => void;
}

/** The entries, oldest first. */
export async function readHistory(store: HistoryStore, opts: ReadOptions = {}): Promise<HistoryEntry[]> {
  let names = await listHistory(store);
  if (opts.last !== undefined) names = names.slice(Math.max(0, names.length - opts.last));
  const out: HistoryEntry[] = [];
  for (const name of names) {
    try {
      out.push({ name, results: parseResults(await store.read(name), `${store.description}: ${name}`) });
    } catch (err) {
      if (!opts.onWarning) throw err;
      opts.onWarning(`${(err as Error).message}; entry skipped`);
    }
  }
  return out;
}
