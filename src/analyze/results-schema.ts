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
// since the contract only grows. The head, the run and the groups are
// checked so; a request only by its fields from the first version (a run
// holds up to tens of thousands of requests, docs/scale.md: reading one
// back must stay cheap).

type Shape = Record<string, z.ZodType>;

/** The fields from the first version as they are, the others when present, unknown ones passed. */
function asReadBack(shape: Shape, keep: (field: z.ZodType) => z.ZodType | undefined = (f) => f.optional()) {
  const out: Shape = {};
  for (const [k, field] of Object.entries(shape)) {
    const checked = isFromTheStart(field) ? field : keep(field);
    if (checked !== undefined) out[k] = checked;
  }
  return z.looseObject(out);
}

const { run, analysis, requests, groups } = Results.shape;

export const ResultsRequest = asReadBack(requests.element.shape, () => undefined);
export const ResultsGroup = asReadBack(groups.element.shape);

export const ResultsFile = asReadBack({
  ...Results.shape,
  run: asReadBack(run.shape),
  // Its thresholds when present: a later version may add one.
  analysis: asReadBack(analysis.shape),
  requests: z.array(ResultsRequest),
  groups: z.array(ResultsGroup),
});
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
