import { open, readFile } from 'node:fs/promises';

// reanalyze needs of the results.json it replaces its provenance, its
// thresholds and how many measured requests it held; at 20,000 requests the
// file is tens of MB, nearly all of it the requests. This reads it as bytes
// and parses the rest whole but the requests one at a time, each dropped
// once its warmup flag is read: no string of the whole file, no object per
// request.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The document without its requests, and of the requests how many there were and how many were not warmups. */
export interface ResultsHead {
  doc: unknown;
  /** Null when the document has no top-level `requests` array. */
  requests: { count: number; measured: number } | null;
}

/**
 * Throws as JSON.parse does (a SyntaxError) when the file is not JSON.
 * `chunkBytes` is how much is read at a time (tests read a byte at a time).
 */
export async function readResultsHead(file: string, chunkBytes = 1 << 20): Promise<ResultsHead> {
  const scan = new HeadScanner();
  const fh = await open(file, 'r');
  try {
    // One buffer, refilled: the file is read once, never held whole (35 MB
    // at 20,000 requests, a transient as large as the analysis's growth).
    const buf = Buffer.allocUnsafe(chunkBytes);
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      scan.feed(buf.subarray(0, bytesRead));
    }
  } finally {
    await fh.close();
  }
  const head = scan.finish();
  // No top-level requests, or not a well-nested object: the whole file, whose
  // JSON.parse gives the document or reports the problem.
  return head ?? { doc: JSON.parse(await readFile(file, 'utf8')), requests: null };
}

/**
 * Finds the top-level `"requests": [...]` by one scan that tracks strings
 * and nesting, fed the file a chunk at a time: keeps the bytes outside the
 * list, and parses each item on its own (counting the ones that are not
 * warmups) and drops it. A string, key or item may cross a chunk's end: its
 * bytes so far are copied out at the end of each chunk.
 */
class HeadScanner {
  #depth = 0;
  #inString = false;
  /** The byte after a backslash in a string, maybe in the next chunk. */
  #skip = false;
  /** A string at depth 1 (a key candidate) is being read: its bytes so far. */
  #key: Buffer[] | null = null;
  #keyStart = 0;
  #lastKey = '';
  #phase: 'before' | 'in' | 'after' | 'bad' = 'before';
  /** Bytes before the list's `[` and after its `]`. */
  readonly #before: Buffer[] = [];
  readonly #after: Buffer[] = [];
  /** The current item's bytes from earlier chunks, and where it starts in this one. */
  #item: Buffer[] = [];
  #segStart = 0;
  #count = 0;
  #measured = 0;
  #itemFailed = false;

  feed(chunk: Buffer): void {
    if (this.#phase === 'after') {
      this.#after.push(Buffer.from(chunk));
      return;
    }
    if (this.#phase === 'bad') return;
    this.#segStart = 0;
    this.#keyStart = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (this.#skip) {
        this.#skip = false;
        continue;
      }
      if (this.#inString) {
        if (c === BACKSLASH) this.#skip = true;
        else if (c === QUOTE) {
          this.#inString = false;
          if (this.#key !== null) {
            this.#lastKey = Buffer.concat([...this.#key, chunk.subarray(this.#keyStart, i + 1)]).toString('utf8');
            this.#key = null;
          }
        }
        continue;
      }
      if (c === QUOTE) {
        this.#inString = true;
        if (this.#depth === 1) {
          this.#key = [];
          this.#keyStart = i;
        }
        continue;
      }
      if (c === 0x7b || c === 0x5b) {
        if (this.#depth === 1 && c === 0x5b && this.#lastKey === '"requests"' && this.#phase === 'before') {
          this.#before.push(Buffer.from(chunk.subarray(this.#segStart, i)));
          this.#phase = 'in';
          this.#item = [];
          this.#segStart = i + 1;
        }
        this.#depth++;
      } else if (c === 0x7d || c === 0x5d) {
        this.#depth--;
        if (this.#depth === 1 && this.#phase === 'in' && c === 0x5d) {
          const tail = this.#takeItem(chunk, i);
          if (tail.trim() !== '') this.#countItem(tail);
          this.#phase = 'after';
          this.#after.push(Buffer.from(chunk.subarray(i + 1)));
          return;
        }
        if (this.#depth < 0) {
          this.#phase = 'bad';
          return;
        }
      } else if (c === 0x2c && this.#depth === 2 && this.#phase === 'in') {
        this.#countItem(this.#takeItem(chunk, i));
        this.#segStart = i + 1;
      } else if (c === 0x2c && this.#depth === 1) {
        this.#lastKey = '';
      }
    }
    // What crosses into the next chunk.
    const rest = Buffer.from(chunk.subarray(this.#segStart));
    if (this.#phase === 'before') this.#before.push(rest);
    else this.#item.push(rest);
    if (this.#key !== null) this.#key.push(Buffer.from(chunk.subarray(this.#keyStart)));
  }

  #takeItem(chunk: Buffer, end: number): string {
    const text = Buffer.concat([...this.#item, chunk.subarray(this.#segStart, end)]).toString('utf8');
    this.#item = [];
    return text;
  }

  #countItem(text: string): void {
    this.#count++;
    try {
      const item: unknown = JSON.parse(text);
      if ((item as { warmup?: unknown } | null)?.warmup !== true) this.#measured++;
    } catch {
      this.#itemFailed = true;
    }
  }

  /** The head, or null when the scan found no whole requests list or an item is not JSON. */
  finish(): ResultsHead | null {
    if (this.#phase !== 'after' || this.#itemFailed) return null;
    try {
      const doc: unknown = JSON.parse(
        Buffer.concat(this.#before).toString('utf8') + '[]' + Buffer.concat(this.#after).toString('utf8'),
      );
      return { doc, requests: { count: this.#count, measured: this.#measured } };
    } catch {
      return null;
    }
  }
}
