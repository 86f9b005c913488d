import { deserialize, serialize } from 'node:v8';
import { GrowableF64 } from '../analyze/samples.ts';

// What the one pass over traces.ndjson keeps of each trace for the figures
// after the analysis (its slim trace: src/run/trace-pass.ts) is small, but
// 20,000 of them as JS objects are about 16 MB of the JS heap, held through
// the pass: each adds to what V8 counts as surviving its young generation
// (which it grows in steps up to 64 MiB a semi-space as that count grows)
// and to the old generation, whose next limit V8 sets at a few times what is
// live. As bytes in a few large buffers outside the JS heap they are none of
// that, and the figures that read them make them again (docs/scale.md).

/**
 * Values written with the structured clone serializer (node:v8), so what
 * comes back is what went in: undefined fields, NaN, -0, key order. Blocks
 * of 1 MiB, a value always in one block (a larger value gets a block of its
 * own), so at most one block is part empty.
 */
export class RecordStore<T> implements Iterable<T> {
  static readonly BLOCK = 1 << 20;
  readonly #blocks: Buffer[] = [];
  #used = 0;
  /** Per value: its block, its first byte, its length. */
  readonly #spans = new GrowableF64(1 << 12);

  get length(): number {
    return this.#spans.length / 3;
  }

  add(value: T): void {
    const bytes = serialize(value);
    let block = this.#blocks.at(-1);
    if (block === undefined || this.#used + bytes.length > block.length) {
      // allocUnsafeSlow: a buffer of its own, never a slice of Node's shared pool.
      block = Buffer.allocUnsafeSlow(Math.max(RecordStore.BLOCK, bytes.length));
      this.#blocks.push(block);
      this.#used = 0;
    }
    bytes.copy(block, this.#used);
    this.#spans.push(this.#blocks.length - 1);
    this.#spans.push(this.#used);
    this.#spans.push(bytes.length);
    this.#used += bytes.length;
  }

  /** The i-th value, made anew on each call. */
  get(i: number): T {
    const s = this.#spans.view();
    const block = this.#blocks[s[3 * i]!]!;
    const start = s[3 * i + 1]!;
    return deserialize(block.subarray(start, start + s[3 * i + 2]!)) as T;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.length; i++) yield this.get(i);
  }

  /** Every value, in the order added. */
  toArray(): T[] {
    const out: T[] = new Array<T>(this.length);
    for (let i = 0; i < out.length; i++) out[i] = this.get(i);
    return out;
  }
}
