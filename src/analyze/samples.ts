import type { Trace } from '../trace.ts';
import { analyzeRequestWithSamples } from './rates.ts';
import { finiteSorted } from '../stats.ts';
import type { Analysis } from '../config/schema.ts';
import type { RequestResult, Summary } from './types.ts';
import { checkAnswer, compileExpect, type CompiledExpect } from '../config/expect.ts';

// The analysis as one pass over the traces (docs/scale.md): each trace is
// turned into its request result and its ITL and chunk-gap samples, kept as
// numbers in typed arrays (8 bytes a sample, where the trace's reads and
// events cost tens of bytes each), and the trace itself can be dropped.

/** A request's ITL and chunk-gap samples: any list of numbers (a view of the pass's buffers, or a trace's own arrays). */
export interface SampleView {
  readonly itl_ms: ArrayLike<number>;
  readonly chunk_gap_ms: ArrayLike<number>;
}

/** A Float64Array that grows by doubling: amortised O(1) appends, no boxed numbers. */
export class GrowableF64 {
  #buf: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.#buf = new Float64Array(capacity);
  }

  push(v: number): void {
    if (this.length === this.#buf.length) {
      const next = new Float64Array(this.#buf.length * 2);
      next.set(this.#buf);
      this.#buf = next;
    }
    this.#buf[this.length++] = v;
  }

  /** The values [start, end) without a copy; valid until the next push. */
  view(start = 0, end = this.length): Float64Array {
    return this.#buf.subarray(start, end);
  }
}

/**
 * The finite values of one run, ascending: the run itself when it is sorted
 * (TraceSamples keeps every request's samples so), else a sorted copy.
 * Returns the run and its finite range [from, to).
 */
function finiteRun(values: ArrayLike<number>): Run {
  let sorted = true;
  for (let i = 1; i < values.length && sorted; i++)
    if (!((values[i] as number) >= (values[i - 1] as number))) sorted = false;
  // NaN compares false, so a run with one is copied (finite values only).
  const run = sorted ? values : finiteSorted(values);
  let from = 0;
  let to = run.length;
  while (from < to && !Number.isFinite(run[from] as number)) from++;
  while (to > from && !Number.isFinite(run[to - 1] as number)) to--;
  return { run, from, to };
}

/** One sorted run's finite values: run[from..to). */
type Run = { run: ArrayLike<number>; from: number; to: number };

/** The first place in run[from..to) whose value is above x (binary search). */
function upperBound({ run, from, to }: Run, x: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((run[mid] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many values of the runs are <= x. */
function countAtMost(runs: readonly Run[], x: number): number {
  let n = 0;
  for (const r of runs) n += upperBound(r, x) - r.from;
  return n;
}

/** The smallest value of the runs above x, or Infinity. */
function nextAbove(runs: readonly Run[], x: number): number {
  let best = Infinity;
  for (const r of runs) {
    const at = upperBound(r, x);
    if (at < r.to && (r.run[at] as number) < best) best = r.run[at] as number;
  }
  return best;
}

/**
 * The k-th smallest (from 0) of the runs' values, exactly: bisection over
 * the values between min and max, counting by binary search in each run,
 * until the bounds are neighbouring doubles (about 60 steps), then the
 * first value above the lower bound.
 */
function kth(runs: readonly Run[], k: number, min: number, max: number): number {
  if (countAtMost(runs, min) > k) return min;
  // count(<= lo) <= k < count(<= hi)
  let lo = min;
  let hi = max;
  for (;;) {
    const mid = lo + (hi - lo) / 2;
    if (mid > lo && mid < hi) {
      if (countAtMost(runs, mid) > k) hi = mid;
      else lo = mid;
      continue;
    }
    // No double halfway: step to the next value itself.
    const x = nextAbove(runs, lo);
    if (countAtMost(runs, x) > k) return x;
    lo = x;
  }
}

/** stats.ts percentile over the runs' values as one sorted list. */
function percentileOfRuns(runs: readonly Run[], n: number, p: number, min: number, max: number): number {
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  const a = kth(runs, lo, min, max);
  // The next value after a: a again while copies of it remain.
  const b = hi === lo || countAtMost(runs, a) > hi ? a : nextAbove(runs, a);
  return a + (h - lo) * (b - a);
}

/**
 * p50, p90, p99, min and max of the finite values of sorted runs (each
 * ascending; an unsorted one is sorted as a copy), as stats.ts summarize
 * gives them over the runs' concatenation, to the bit: each order statistic
 * is found by counting, never by pooling. A group of 20,000 requests has
 * 2.4 million ITL samples: a pooled sorted copy was 19 MB for the ITL and
 * as much for the chunk gaps, at 100,000 requests five times that.
 */
export function summarizeRuns(lists: ReadonlyArray<ArrayLike<number>>): Summary | null {
  const runs = lists.map(finiteRun).filter((r) => r.to > r.from);
  let n = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const { run, from, to } of runs) {
    n += to - from;
    if ((run[from] as number) < min) min = run[from] as number;
    if ((run[to - 1] as number) > max) max = run[to - 1] as number;
  }
  if (n === 0) return null;
  return {
    p50: percentileOfRuns(runs, n, 0.5, min, max),
    p90: percentileOfRuns(runs, n, 0.9, min, max),
    p99: percentileOfRuns(runs, n, 0.99, min, max),
    min,
    max,
  };
}

/**
 * Samples in fixed blocks of doubles: a request's samples always lie in one
 * block (a new block starts when they do not fit), so its view is a
 * subarray, never a copy, and at most one block is part empty (a buffer
 * that doubles can be half empty: tens of MB at 20,000 requests).
 */
class SampleBlocks {
  static readonly BLOCK = 1 << 17;
  readonly #blocks: Float64Array[] = [];
  #used = SampleBlocks.BLOCK;

  /** Appends the values; returns [block, start] of the first. */
  add(values: ArrayLike<number>): [number, number] {
    if (this.#used + values.length > SampleBlocks.BLOCK || this.#blocks.length === 0) {
      this.#blocks.push(new Float64Array(Math.max(SampleBlocks.BLOCK, values.length)));
      this.#used = 0;
    }
    const block = this.#blocks[this.#blocks.length - 1]!;
    const start = this.#used;
    for (let i = 0; i < values.length; i++) block[start + i] = values[i] as number;
    // Kept sorted: every reader takes a request's samples as a multiset, and
    // sorted runs are summarized without a pooled copy (summarizeRuns).
    block.subarray(start, start + values.length).sort();
    // A block made for one request longer than BLOCK is full.
    this.#used = Math.max(start + values.length, values.length > SampleBlocks.BLOCK ? Infinity : 0);
    return [this.#blocks.length - 1, start];
  }

  view(block: number, start: number, length: number): Float64Array {
    return this.#blocks[block]!.subarray(start, start + length);
  }
}

/**
 * The pass: `add` each trace (in file order), then `samplesOf` gives a
 * request's samples. Holds, per request, its result and where its samples
 * are (six numbers).
 */
export class TraceSamples {
  readonly #itl = new SampleBlocks();
  readonly #gaps = new SampleBlocks();
  /** Per request: itl block, start, length; gap block, start, length. */
  readonly #spans = new GrowableF64(1 << 12);
  readonly #index = new Map<RequestResult, number>();
  readonly #byId = new Map<string, number>();
  readonly results: RequestResult[] = [];
  readonly analysis: Analysis;

  constructor(analysis: Analysis) {
    this.analysis = analysis;
  }

  /** Analyses one trace; the trace is not kept. */
  add(trace: Trace): RequestResult {
    const { result, samples } = analyzeRequestWithSamples(trace, this.analysis);
    if (trace.location !== undefined) result.location = trace.location;
    if (this.analysis.expect !== undefined) result.check = this.#checkOf(trace, result);
    const i = this.results.length;
    this.results.push(result);
    this.#index.set(result, i);
    this.#byId.set(result.id, i);
    const [ib, is] = this.#itl.add(samples.itl_ms);
    const [gb, gs] = this.#gaps.add(samples.chunk_gap_ms);
    for (const v of [ib, is, samples.itl_ms.length, gb, gs, samples.chunk_gap_ms.length]) this.#spans.push(v);
    return result;
  }

  /** Per prompt id: its expect block compiled once (null: the prompt has none). */
  readonly #expect = new Map<string, CompiledExpect | null>();
  /** Groups (provider, prompt, location) that already have a failed answer's opening. */
  readonly #opened = new Set<string>();

  /**
   * The request's checks on the answer its trace kept; null for a failure, a
   * prompt without `expect:` or a trace that kept no answer. The first failed
   * answer of each group (in the order the traces come) keeps its opening for
   * the flagged list.
   */
  #checkOf(trace: Trace, result: RequestResult): RequestResult['check'] {
    if (result.outcome === 'error' || trace.answer_text === undefined) return null;
    let c = this.#expect.get(trace.prompt);
    if (c === undefined) {
      const e = this.analysis.expect?.[trace.prompt];
      c = e === undefined ? null : compileExpect(e);
      this.#expect.set(trace.prompt, c);
    }
    if (c === null) return null;
    const check: NonNullable<RequestResult['check']> = checkAnswer(c, trace.answer_text, trace.output.chars);
    const group = JSON.stringify([trace.provider, trace.prompt, trace.location ?? null]);
    if (!check.passed && !result.warmup && !this.#opened.has(group)) {
      this.#opened.add(group);
      check.opening = answerOpening(trace.answer_text);
    }
    return check;
  }

  #view(i: number | undefined): SampleView | undefined {
    if (i === undefined) return undefined;
    const s = this.#spans.view();
    const at = 6 * i;
    return {
      itl_ms: this.#itl.view(s[at]!, s[at + 1]!, s[at + 2]!),
      chunk_gap_ms: this.#gaps.view(s[at + 3]!, s[at + 4]!, s[at + 5]!),
    };
  }

  /** After the results' ids changed (merge gives each the place it came from). */
  rekey(): void {
    this.#byId.clear();
    this.results.forEach((r, i) => this.#byId.set(r.id, i));
  }

  samplesOf = (r: RequestResult): SampleView | undefined => this.#view(this.#index.get(r));

  /** By request id (the load figures look requests up by their trace's id). */
  samplesById = (id: string): SampleView | undefined => this.#view(this.#byId.get(id));
}

/** The first characters of an answer, for the flagged list: control characters and runs of spaces made one space, cut at 80. */
export function answerOpening(text: string, max = 80): string {
  const flat = text
    .slice(0, max * 4)
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
