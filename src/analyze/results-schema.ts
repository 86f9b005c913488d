import * as z from 'zod';
import { isFromTheStart, Results } from './types.ts';

// The shape of a results.json as readers rely on it, checked when one is
// read back (a history entry, a baseline, a downloaded run). A history
// branch is written by every night's run and read by every later one: one
// entry that is valid JSON but lacks a field must be named and skipped, not
// end the reader in a TypeError deep inside a report.
//
// Built from the schemas results.json is written from (types.ts): a field
// of results/1 from its first version is required, every other field is
// checked when present (an older file lacks it), and unknown fields pass,
// since the contract only grows. The head and each of its objects and list
// items (the run, the groups, the stages, ...) are checked so, their own
// objects as written; a request only by its fields from the first version
// (a run holds up to tens of thousands of requests, docs/scale.md: reading
// one back must stay as cheap as it was).

type Shape = Record<string, z.ZodType>;

/** The fields from the first version as `field` makes them, the others when present, unknown ones passed. */
function readBackObject(shape: Shape, field: (s: z.ZodType) => z.ZodType | undefined = (s) => s) {
  const out: Shape = {};
  for (const [k, s] of Object.entries(shape)) {
    const checked = field(s);
    if (checked !== undefined) out[k] = isFromTheStart(s) ? checked : checked.optional();
  }
  return z.looseObject(out);
}

/** A field of the head read back: an object (or a list of them) as readBackObject makes it, anything else as written. */
function readBack(s: z.ZodType): z.ZodType {
  if (s instanceof z.ZodOptional) return readBack(s.unwrap() as z.ZodType).optional();
  if (s instanceof z.ZodNullable) return readBack(s.unwrap() as z.ZodType).nullable();
  if (s instanceof z.ZodArray) return z.array(readBack(s.element as z.ZodType));
  if (s instanceof z.ZodObject) return readBackObject(s.shape as Shape);
  return s;
}

const fromTheStartOnly = (s: z.ZodType) => (isFromTheStart(s) ? s : undefined);

export const ResultsRequest = readBackObject(Results.shape.requests.element.shape, fromTheStartOnly);

export const ResultsFile = readBackObject(Results.shape, (s) =>
  s === Results.shape.requests ? z.array(ResultsRequest) : readBack(s),
);
export type ResultsFile = z.infer<typeof ResultsFile>;

/** A zod path as a person reads it: `groups[0].model`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out === '' ? '' : '.'}${String(p)}`;
  return out === '' ? '(the whole file)' : out;
}

/** The first problems of a results.json, one a line: field, what was expected. */
export function describeIssues(error: z.ZodError, max = 3): string {
  const lines = error.issues.slice(0, max).map((i) => `field "${fieldPath(i.path)}": ${i.message}`);
  const more = error.issues.length - max;
  return lines.join('; ') + (more > 0 ? `; and ${more} more` : '');
}
