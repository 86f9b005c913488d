import { open, rm, mkdtemp, type FileHandle } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Scrubber } from '../secrets.ts';
import type { ReferenceCount, ReferenceCounter } from './tokenizer.ts';

// Each response's text waits in a temporary file until the run is over, and
// is counted with the reference tokenizer only then. Counting during the run
// meant starting the tokenizer's worker thread while other streams were being
// read: loading the o200k tables stalled the measuring thread by up to 10-16 ms
// on a 2-core machine whatever the worker's priority (the README's fidelity
// figures). A file, not memory, so that a long run's memory still depends on
// its concurrency rather than on how many requests it sent. The text is
// scrubbed before it touches the disk, and the file is removed once counted.

const SPOOL_FILE = 'texts.ndjson';

export class TextSpool {
  readonly #dir: string;
  readonly #file: string;
  readonly #fh: FileHandle;
  readonly #scrub: Scrubber;
  #queue: Promise<void> = Promise.resolve();
  /** The first write that failed (a full disk): kept, not thrown, so the run goes on; countAll reports it. */
  #error: Error | null = null;
  #closed = false;
  count = 0;

  private constructor(dir: string, fh: FileHandle, scrub: Scrubber) {
    this.#dir = dir;
    this.#file = join(dir, SPOOL_FILE);
    this.#fh = fh;
    this.#scrub = scrub;
  }

  static async create(scrub: Scrubber): Promise<TextSpool> {
    const dir = await mkdtemp(join(tmpdir(), 'streamgauge-texts-'));
    try {
      return new TextSpool(dir, await open(join(dir, SPOOL_FILE), 'w'), scrub);
    } catch (err) {
      // No spool folder is left behind when its file cannot be opened (too many files open).
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  }

  /** The spool file (in a temporary folder of its own). */
  get file(): string {
    return this.#file;
  }

  /** Keeps one response's text (in completion order) for counting after the run. */
  add(traceId: string, answer: string, reasoning: string): void {
    const line = JSON.stringify([traceId, this.#scrub(answer), this.#scrub(reasoning)]) + '\n';
    this.count++;
    this.#queue = this.#queue
      .then(() => (this.#error ? undefined : this.#fh.appendFile(line, 'utf8')))
      .catch((err: unknown) => {
        this.#error ??= err as Error;
      });
  }

  /**
   * Counts every kept text: trace id -> counts (null when the counter could
   * not count it, a miss when it gave up at a deadline). Several texts are in flight at once, so the worker is never
   * idle waiting for the next one.
   */
  async countAll(counter: ReferenceCounter, inFlight = 32): Promise<Map<string, ReferenceCount>> {
    await this.#close();
    if (this.#error) throw new Error(`the texts could not be kept for counting: ${this.#error.message}`);
    const out = new Map<string, ReferenceCount>();
    const pending = new Set<Promise<void>>();
    const lines = createInterface({ input: createReadStream(this.#file, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) {
      if (line === '') continue;
      const [id, answer, reasoning] = JSON.parse(line) as [string, string, string];
      const p: Promise<void> = counter.count(answer, reasoning).then((c) => {
        out.set(id, c);
        pending.delete(p);
      });
      pending.add(p);
      if (pending.size >= inFlight) await Promise.race(pending);
    }
    await Promise.all(pending);
    return out;
  }

  /** Removes the file; safe to call more than once. */
  async remove(): Promise<void> {
    await this.#close();
    await rm(this.#dir, { recursive: true, force: true });
  }

  async #close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#queue;
    } finally {
      await this.#fh.close();
    }
  }
}
