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

  pushEach(values: ArrayLike<number>): void {
    for (let i = 0; i < values.length; i++) this.push(values[i] as number);
  }

  /** The values [start, end) without a copy; valid until the next push. */
  view(start = 0, end = this.length): Float64Array {
    return this.#buf.subarray(start, end);
  }
}

/**
 * p50, p90, p99, min and max of the finite values (stats.ts summarize, over
 * a typed array: sorted as doubles in place of a copy, never as boxed
 * numbers). Null when there are none.
 */
export function summarizeSamples(values: ArrayLike<number>): Summary | null {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) n++;
  if (n === 0) return null;
  const sorted = new Float64Array(n);
  let k = 0;
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
}

/**
 * The pass: `add` each trace (in file order), then `samplesOf` gives a
 * request's samples. Holds, per request, its result and four offsets into
 * two shared buffers.
 */
export class TraceSamples {
  readonly #itl = new GrowableF64(1 << 16);
  readonly #gaps = new GrowableF64(1 << 14);
  /** Per request: itl start, itl end, gap start, gap end. */
  readonly #spans = new GrowableF64(1 << 10);
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
    this.#spans.push(this.#itl.length);
    this.#itl.pushEach(samples.itl_ms);
    this.#spans.push(this.#itl.length);
    this.#spans.push(this.#gaps.length);
    this.#gaps.pushEach(samples.chunk_gap_ms);
    this.#spans.push(this.#gaps.length);
    return result;
  }

  #view(i: number | undefined): SampleView | undefined {
    if (i === undefined) return undefined;
    const s = this.#spans.view();
    return {
      itl_ms: this.#itl.view(s[4 * i], s[4 * i + 1]),
      chunk_gap_ms: this.#gaps.view(s[4 * i + 2], s[4 * i + 3]),
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
