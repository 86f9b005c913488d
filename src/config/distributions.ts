import { minOf } from '../stats.ts';
import * as z from 'zod';
import { ProblemList, shown } from './jsonl.ts';

// Length distributions for synthetic prompts (design.md "Workloads"): a
// token count is a constant, the older `{ mean, stddev, min, max }` (a
// clamped normal), `{ dist: fixed | uniform | normal | lognormal, ... }`, or
// `{ empirical: FILE }` (lengths drawn from a list, e.g. a production log's).
// Pure: a draw takes the seeded PRNG (mulberry32) from its caller, so the
// same seed and request index give the same length on every machine.

const Count = z.number().int().min(1);

export const FixedDist = z.strictObject({ dist: z.literal('fixed'), value: Count });
/** Whole numbers from min to max inclusive, each as likely. */
export const UniformDist = z.strictObject({ dist: z.literal('uniform'), min: Count, max: Count });
/** Normal(mean, stddev), rounded and clamped to [min, max] (min 1, max unbounded by default). */
export const NormalDist = z.strictObject({
  dist: z.literal('normal'),
  mean: z.number().positive(),
  stddev: z.number().min(0),
  min: Count.optional(),
  max: Count.optional(),
});
/**
 * Log-normal with the given median and sigma (the stddev of the log):
 * production prompt and answer lengths are right-skewed, most short and a
 * long tail, which a normal cannot draw. Median rather than mu because a
 * person knows their median length, not the mean of its logarithm.
 */
export const LognormalDist = z.strictObject({
  dist: z.literal('lognormal'),
  median: z.number().positive(),
  sigma: z.number().min(0),
  min: Count.optional(),
  max: Count.optional(),
});
/**
 * Lengths drawn uniformly from a list: a file (one whole number a line, or
 * one JSON array; relative to the config file, read when the config loads)
 * or the list itself.
 */
export const EmpiricalDist = z.strictObject({
  empirical: z.union([z.string().min(1), z.array(Count).min(1)]),
});

// A plain union (not discriminated): the config's "expected ..." words are
// read from its JSON Schema, which names each branch's keys this way.
export const LengthDist = z.union([FixedDist, UniformDist, NormalDist, LognormalDist, EmpiricalDist]);
export type LengthDist = z.infer<typeof LengthDist>;

/** An empirical list read from a file: loadConfig keeps the file's name beside it, for reports. */
export interface LoadedEmpirical {
  empirical: number[];
  from_file?: string;
}

/** The older clamped-normal form, kept as it was. */
export interface LegacyNormal {
  mean: number;
  stddev: number;
  min: number;
  max: number;
}

export type AnyCount = number | LegacyNormal | LengthDist;

/** Normal(0, 1) by Box-Muller from two uniforms (the first kept off 0, whose log is -inf). */
function standardNormal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  const v = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const clamp = (x: number, min: number | undefined, max: number | undefined): number =>
  Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? 1, Math.round(x)));

/**
 * One draw of a token count. A constant draws nothing from `rand`; every
 * other form draws a fixed number of values, so the draws after it (the
 * text) do not shift with the form. An unread `empirical: FILE` throws:
 * loadConfig replaces the file name by its list.
 */
export function drawLength(count: AnyCount, rand: () => number): number {
  if (typeof count === 'number') return count;
  if ('empirical' in count) {
    const list = count.empirical;
    if (typeof list === 'string')
      throw new Error(`empirical lengths ${list} were not read (load the config with loadConfig)`);
    return list[Math.min(list.length - 1, Math.floor(rand() * list.length))] as number;
  }
  if (!('dist' in count)) return clamp(count.mean + count.stddev * standardNormal(rand), count.min, count.max);
  switch (count.dist) {
    case 'fixed':
      return count.value;
    case 'uniform': {
      const lo = Math.min(count.min, count.max);
      const hi = Math.max(count.min, count.max);
      return lo + Math.min(hi - lo, Math.floor(rand() * (hi - lo + 1)));
    }
    case 'normal':
      return clamp(count.mean + count.stddev * standardNormal(rand), count.min, count.max);
    case 'lognormal':
      return clamp(count.median * Math.exp(count.sigma * standardNormal(rand)), count.min, count.max);
  }
}

/** The smallest count a form can draw (for rules such as prefix_tokens < input_tokens), or null when unknown. */
export function smallestLength(count: unknown): number | null {
  if (typeof count === 'number') return count;
  if (typeof count !== 'object' || count === null) return null;
  const c = count as Record<string, unknown>;
  if (c.dist === 'fixed' && typeof c.value === 'number') return c.value;
  if (c.dist === 'normal' || c.dist === 'lognormal') return typeof c.min === 'number' ? c.min : 1;
  if (typeof c.min === 'number') return c.min;
  if (Array.isArray(c.empirical) && c.empirical.every((x) => typeof x === 'number'))
    return minOf(c.empirical as number[]);
  return null;
}

/** A short description of what was asked, for reports: "lognormal(median 512, sigma 0.6) in [64, 4096]". */
export function describeLength(count: AnyCount, file?: string): string {
  if (typeof count === 'number') return `fixed ${count}`;
  const range = (min: number | undefined, max: number | undefined) =>
    min === undefined && max === undefined ? '' : ` in [${min ?? 1}, ${max ?? '∞'}]`;
  if ('empirical' in count) {
    const list = count.empirical;
    if (typeof list === 'string') return `empirical ${list}`;
    return `empirical ${file ?? (count as LoadedEmpirical).from_file ?? 'list'} (${list.length} values)`;
  }
  if (!('dist' in count)) return `normal(mean ${count.mean}, stddev ${count.stddev})${range(count.min, count.max)}`;
  switch (count.dist) {
    case 'fixed':
      return `fixed ${count.value}`;
    case 'uniform':
      return `uniform [${count.min}, ${count.max}]`;
    case 'normal':
      return `normal(mean ${count.mean}, stddev ${count.stddev})${range(count.min, count.max)}`;
    case 'lognormal':
      return `lognormal(median ${count.median}, sigma ${count.sigma})${range(count.min, count.max)}`;
  }
}

/**
 * Parses an empirical lengths file: one whole number (>= 1) a line (blank
 * lines and `#` comments skipped), or one JSON array of them. Every bad line
 * is a problem naming file:line and the fix.
 */
export function parseLengthsFile(text: string, file: string): number[] {
  const problems = new ProblemList(file);
  const trimmed = text.trim();
  const bad = (line: number | null, message: string) =>
    problems.push({
      file,
      line,
      column: null,
      path: '',
      message,
      fix: 'write one whole number of tokens (1 or more) a line, e.g. 512, or one JSON array such as [512, 730, 128]',
    });
  let out: number[] = [];
  if (trimmed.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (err) {
      bad(1, `not a JSON array: ${(err as Error).message}`);
      throw problems.error();
    }
    (value as unknown[]).forEach((x, i) => {
      if (typeof x === 'number' && Number.isInteger(x) && x >= 1) out.push(x);
      else bad(1, `item [${i}] is ${shown(x)}, not a whole number of tokens >= 1`);
    });
  } else {
    out = [];
    text.split(/\r?\n/).forEach((raw, i) => {
      const s = raw.trim();
      if (s === '' || s.startsWith('#')) return;
      const n = Number(s);
      if (Number.isInteger(n) && n >= 1) out.push(n);
      else bad(i + 1, `${shown(s)} is not a whole number of tokens >= 1`);
    });
  }
  if (problems.length === 0 && out.length === 0) bad(null, 'the lengths file holds no length');
  if (problems.length > 0) throw problems.error();
  return out;
}
