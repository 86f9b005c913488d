import { z } from 'zod';
import { RESULTS_SCHEMA } from './types.ts';

// The shape of a results.json as readers rely on it, checked when one is
// read back (a history entry, a baseline, a downloaded run). A history
// branch is written by every night's run and read by every later one: one
// entry that is valid JSON but lacks a field must be named and skipped, not
// end the reader in a TypeError deep inside a report. The schema checks the
// fields of the public contract (design.md "Results") and, when present,
// the ones added since; unknown fields pass, since the contract only grows.

const count = z.number().int().nonnegative();
const nullableNumber = z.number().nullable();

export const Summary = z.looseObject({
  p50: z.number(),
  p90: z.number(),
  p99: z.number(),
  min: z.number(),
  max: z.number(),
});

const summary = Summary.nullable();

export const ResultsRequest = z.looseObject({
  id: z.string(),
  provider: z.string(),
  model: z.string(),
  prompt: z.string(),
  warmup: z.boolean(),
  outcome: z.enum(['streamed', 'buffered', 'error']),
  ttft_ms: nullableNumber,
  total_ms: nullableNumber,
  output_tokens: nullableNumber,
  post_first_content_tps: nullableNumber,
  end_to_end_tps: nullableNumber,
});

export const ResultsGroup = z.looseObject({
  provider: z.string(),
  model: z.string(),
  prompt: z.string(),
  n: count,
  streamed: count,
  buffered: count,
  errors: count,
  streaming: z.string(),
  ttft_ms: summary,
  post_first_content_tps: summary,
  end_to_end_tps: summary,
  total_ms: summary,
  // Added since results/1 was first written: checked when present.
  ttfa_ms: summary.optional(),
  tpot_ms: summary.optional(),
  decode_tps: summary.optional(),
  itl_ms: summary.optional(),
  chunk_gap_ms: summary.optional(),
  max_gap_ms: summary.optional(),
});

export const ResultsStage = z.looseObject({
  provider: z.string(),
  prompt: z.string(),
  stage: count,
  label: z.string(),
});

export const ResultsFile = z.looseObject({
  schema: z.literal(RESULTS_SCHEMA),
  run: z.looseObject({ started_at: z.string() }),
  analysis: z.looseObject({}),
  requests: z.array(ResultsRequest),
  groups: z.array(ResultsGroup),
  flagged: z.array(z.looseObject({})).optional(),
  stages: z.array(ResultsStage).optional(),
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
