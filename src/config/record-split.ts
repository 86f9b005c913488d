// Cutting a workload file into records as its chunks arrive, so a file of
// any size is read without ever being one string (V8 caps a string near
// 512 MiB, and a file that size held whole costs its size again in memory).
// Two shapes: lines (JSONL, a lengths list) and the items of one top-level
// JSON array (a ShareGPT dump, often a single line of hundreds of MiB).
// A record longer than `maxChars` is not kept: it is reported by number and
// length, and the rest of the file still read. Pure: chunks in, callbacks out.

/** What a splitter hands on: each record with its 1-based number (line, or array item). */
export interface RecordCallbacks {
  record(text: string, n: number): void;
  tooLong(n: number, chars: number): void;
}

/** Collects one record's pieces up to `maxChars`, then only counts. */
class Piece {
  #parts: string[] = [];
  chars = 0;
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  add(s: string): void {
    this.chars += s.length;
    if (this.chars > this.#max) this.#parts = [];
    else if (s !== '') this.#parts.push(s);
  }

  get over(): boolean {
    return this.chars > this.#max;
  }

  take(): string {
    const text = this.#parts.join('');
    this.#parts = [];
    this.chars = 0;
    return text;
  }
}

/** Lines split at LF (a CR before it dropped, as readline with crlfDelay Infinity does). */
export class LineSplitter {
  readonly #piece: Piece;
  readonly #out: RecordCallbacks;
  #n = 0;

  constructor(maxChars: number, out: RecordCallbacks) {
    this.#piece = new Piece(maxChars);
    this.#out = out;
  }

  push(chunk: string): void {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      this.#piece.add(chunk.slice(start, nl));
      this.#emit();
      start = nl + 1;
    }
    this.#piece.add(chunk.slice(start));
  }

  /** The last line, when the file does not end with a newline; null: lines have no shape to get wrong. */
  end(): null {
    if (this.#piece.chars > 0) this.#emit();
    return null;
  }

  #emit(): void {
    this.#n++;
    const chars = this.#piece.chars;
    if (this.#piece.over) {
      this.#piece.take();
      this.#out.tooLong(this.#n, chars);
      return;
    }
    const text = this.#piece.take();
    this.#out.record(text.endsWith('\r') ? text.slice(0, -1) : text, this.#n);
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * The items of one top-level JSON array, each handed on as its own JSON
 * text (to be parsed one at a time). Only strings and nesting are tracked;
 * whether an item is valid JSON is for JSON.parse to say.
 */
export class JsonArraySplitter {
  readonly #piece: Piece;
  readonly #out: RecordCallbacks;
  #state: 'before' | 'between' | 'item' | 'after' | 'broken' = 'before';
  #inString = false;
  #escape = false;
  #depth = 0;
  #n = 0;
  #problem: string | null = null;

  constructor(maxChars: number, out: RecordCallbacks) {
    this.#piece = new Piece(maxChars);
    this.#out = out;
  }

  push(chunk: string): void {
    let from = this.#state === 'item' ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.#inString) {
        if (this.#escape) this.#escape = false;
        else if (c === BACKSLASH) this.#escape = true;
        else if (c === QUOTE) this.#inString = false;
        continue;
      }
      if (this.#state === 'before' || this.#state === 'after') {
        if (!isSpace(c)) this.#outside(c);
        continue;
      }
      if (this.#state === 'between') {
        if (isSpace(c) || c === COMMA) continue;
        if (c === CLOSE_BRACKET) {
          this.#state = 'after';
          continue;
        }
        this.#state = 'item';
        this.#depth = 0;
        from = i;
      }
      if (this.#state !== 'item') continue;
      if (c === QUOTE) this.#inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.#depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && this.#depth > 0) this.#depth--;
      else if (this.#depth === 0 && (c === COMMA || c === CLOSE_BRACKET)) {
        this.#piece.add(chunk.slice(from, i));
        this.#emit();
        this.#state = c === COMMA ? 'between' : 'after';
      }
    }
    if (this.#state === 'item') this.#piece.add(chunk.slice(from));
  }

  /** Null, or what is wrong with the file's shape (an array not closed, text after it). */
  end(): string | null {
    if (this.#problem === null && this.#state !== 'after')
      this.#problem =
        this.#state === 'before'
          ? 'expected a JSON array, found nothing'
          : `the JSON array is not closed: the file ends inside it (after item ${this.#n})`;
    return this.#problem;
  }

  #outside(c: number): void {
    if (this.#state === 'before' && c === OPEN_BRACKET) {
      this.#state = 'between';
      return;
    }
    this.#problem =
      this.#state === 'before'
        ? 'expected a JSON array ("[")'
        : `text after the JSON array's closing "]" (after item ${this.#n})`;
    this.#state = 'broken';
  }

  #emit(): void {
    this.#n++;
    const chars = this.#piece.chars;
    if (this.#piece.over) {
      this.#piece.take();
      this.#out.tooLong(this.#n, chars);
    } else this.#out.record(this.#piece.take().trim(), this.#n);
  }
}
