import type { Trace } from '../trace.ts';
import { analyzeRequestWithSamples } from './rates.ts';
import { percentile } from './stats.ts';
import type { Analysis } from '../config/schema.ts';
import type { RequestResult, Summary } from './types.ts';

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
 * p50, p90, p99, min and max of the finite values of all the lists together
 * (stats.ts summarize over their concatenation): copied once into one array
 * of the exact size and sorted as doubles in place, never as boxed numbers.
 * Null when there are none.
 */
export function summarizeSamples(lists: Iterable<ArrayLike<number>>): Summary | null {
  return summarizeSampleSets([lists])[0] ?? null;
}

/**
 * summarizeSamples of each set in turn, sorted in one buffer the size of the
 * largest: a group's ITL and chunk gaps at 20,000 requests are 19 MB each,
 * and a second buffer would be garbage only when the collector came round.
 */
export function summarizeSampleSets(sets: ReadonlyArray<Iterable<ArrayLike<number>>>): Array<Summary | null> {
  const counts = sets.map((lists) => {
    let n = 0;
    for (const values of lists) for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) n++;
    return n;
  });
  const buffer = new Float64Array(counts.reduce((a, b) => Math.max(a, b), 0));
  return sets.map((lists, s) => {
    const n = counts[s] as number;
    if (n === 0) return null;
    const sorted = buffer.subarray(0, n);
    let k = 0;
    for (const values of lists)
      for (let i = 0; i < values.length; i++) {
        const v = values[i] as number;
        if (Number.isFinite(v)) sorted[k++] = v;
      }
    sorted.sort();
    return {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      min: sorted[0] as number,
      max: sorted[n - 1] as number,
    };
  });
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
    const i = this.results.length;
    this.results.push(result);
    this.#index.set(result, i);
    this.#byId.set(result.id, i);
    const [ib, is] = this.#itl.add(samples.itl_ms);
    const [gb, gs] = this.#gaps.add(samples.chunk_gap_ms);
    for (const v of [ib, is, samples.itl_ms.length, gb, gs, samples.chunk_gap_ms.length]) this.#spans.push(v);
    return result;
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
