import * as z from 'zod';
import { RANKED_KEYS } from '../analyze/figures.ts';
import { GroupRank, GroupResult, isAddedLater, isInNameOrder, RequestColumns, Results } from '../analyze/types.ts';

// results.json: the Results object with a stable key order, 2-space indent
// and a trailing newline. Each object's keys come in the order its schema
// (src/analyze/types.ts) declares them, which is the order of the contract
// in design.md; then the fields the schema marks added later and any keys it
// does not name, together in name order, so nothing is dropped. A value the
// schema marks in name order, or declares elsewhere, is written with its
// keys sorted. The order does not depend on how the object was built
// (analyze, or JSON read back by reanalyze/merge).

/** Request fields in the order results.json and results.csv list them: RequestColumns' declaration order. */
export const REQUEST_KEYS = Object.keys(RequestColumns.shape) as ReadonlyArray<keyof typeof RequestColumns.shape>;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Known keys first in the given order, then any others sorted; nested objects sorted by key. */
function ordered(v: unknown, keys: readonly string[], nested: Record<string, (x: unknown) => Json> = {}): Json {
  if (!isObject(v)) return canonical(v);
  const out: { [key: string]: Json } = {};
  const known = new Set(keys);
  const rest = Object.keys(v)
    .filter((k) => !known.has(k))
    .sort();
  for (const k of [...keys, ...rest]) {
    if (!Object.hasOwn(v, k) || v[k] === undefined) continue;
    const f = nested[k];
    out[k] = f ? f(v[k]) : canonical(v[k]);
  }
  return out;
}

/** Plain JSON value with object keys sorted (for values the contract does not order). */
function canonical(v: unknown): Json {
  if (Array.isArray(v)) return v.map(canonical);
  if (isObject(v)) return ordered(v, []);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' || typeof v === 'boolean' || v === null) return v;
  return null;
}

type Write = (v: unknown) => Json;

const list = (f: Write) => (v: unknown) => (Array.isArray(v) ? v.map(f) : canonical(v));

/** Keyed by the ranked figures (not a schema: FIGURES lists them), in FIGURES' order. */
const byRankedFigure =
  (f: Write): Write =>
  (v) =>
    ordered(v, RANKED_KEYS, Object.fromEntries(RANKED_KEYS.map((k) => [k, f])));

/** The writer of one schema's values: its objects' keys in declaration order, at every depth. */
function writerOf(s: z.ZodType): Write {
  const own = SPECIAL.get(s);
  if (own !== undefined) return own;
  if (isInNameOrder(s)) return canonical;
  if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
    return writerOf(s.unwrap() as z.ZodType);
  if (s instanceof z.ZodArray) return list(writerOf(s.element as z.ZodType));
  if (!(s instanceof z.ZodObject)) return canonical;
  const shape = s.shape as Record<string, z.ZodType>;
  const nested = Object.fromEntries(Object.entries(shape).map(([k, field]) => [k, writerOf(field)]));
  // A field added later is written among the keys the schema does not order.
  const keys = Object.keys(shape).filter((k) => !isAddedLater(shape[k]!));
  return (v) => ordered(v, keys, nested);
}

/** A group's ranks and unranked reasons: the figures in report order, each place before its interval. */
const SPECIAL = new Map<z.ZodType, Write>([
  [GroupResult.shape.ranks, byRankedFigure((x) => ordered(x, Object.keys(GroupRank.shape)))],
  [GroupResult.shape.unranked, byRankedFigure(canonical)],
]);

const writeResults = writerOf(Results);
const request = writerOf(Results.shape.requests.element);

/** results.json text. */
export function renderResultsJson(results: Results): string {
  return [...resultsJsonChunks(results)].join('');
}

/**
 * results.json in pieces, joined byte for byte what JSON.stringify(doc,
 * null, 2) writes: the requests one at a time (each built from its result
 * as it is written), so a large run's file is never one string. Each piece
 * ends at a boundary between JSON values, never inside a string, so a
 * scrubber sees every string whole.
 */
export function* resultsJsonChunks(results: Results): Generator<string> {
  // The requests are written below, one by one: the document holds an empty list in their place.
  const doc = writeResults({ ...results, requests: [] }) as { [key: string]: Json };
  const keys = Object.keys(doc);
  if (keys.length === 0) return yield '{}\n';
  const requests = Array.isArray(results.requests) ? results.requests : [];
  // JSON.stringify(x, null, 2) nested n levels deep: its own text with each line break indented n levels more.
  const at = (v: Json, indent: string) => JSON.stringify(v, null, 2).replaceAll('\n', `\n${indent}`);
  for (const [i, k] of keys.entries()) {
    const head = `${i === 0 ? '{' : ','}\n  ${JSON.stringify(k)}: `;
    if (k !== 'requests' || requests.length === 0) {
      yield head + at(doc[k]!, '  ');
      continue;
    }
    yield head + '[';
    for (const [j, r] of requests.entries()) yield `${j === 0 ? '' : ','}\n    ${at(request(r), '    ')}`;
    yield '\n  ]';
  }
  yield '\n}\n';
}
