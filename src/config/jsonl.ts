import { ConfigError, type ConfigProblem } from './errors.ts';

// The JSONL files a config names (prompts, conversations, datasets, replay
// traces) are read alike: blank lines skipped, every other line one JSON
// value, a line that is not JSON a problem at file:line. Each reader takes
// one record at a time (`record`), so a file is streamed through it line by
// line (workload-files.ts) and never held whole; `readJsonText` feeds it a
// text instead. Pure.
//
// What a stranger's file can make us print is bounded: the first 20
// problems of a file and a count of the rest (50,000 bad lines would
// otherwise print megabytes), and every value quoted is cut to 80
// characters.

export const MAX_PROBLEMS_LISTED = 20;
export const MAX_VALUE_CHARS = 80;
/** A message (a JSON.parse error, say) cut past this: the value in it is a stranger's. */
const MAX_MESSAGE_CHARS = 400;

const cut = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** A value as a problem shows it: its JSON, at most 80 characters (a cut one ends in …). */
export function shown(value: unknown, max = MAX_VALUE_CHARS): string {
  // A long string is cut before JSON.stringify copies it whole.
  const json = JSON.stringify(typeof value === 'string' ? value.slice(0, max + 1) : value);
  return json === undefined ? 'nothing' : cut(json, max);
}

/** A file's problems: the first 20 kept (messages cut), the rest counted. */
export class ProblemList {
  readonly listed: ConfigProblem[] = [];
  unlisted = 0;
  readonly file: string;
  readonly max: number;

  constructor(file: string, max = MAX_PROBLEMS_LISTED) {
    this.file = file;
    this.max = max;
  }

  push(...problems: ConfigProblem[]): number {
    for (const p of problems) {
      if (this.listed.length < this.max) this.listed.push({ ...p, message: cut(p.message, MAX_MESSAGE_CHARS) });
      else this.unlisted++;
    }
    return this.length;
  }

  get length(): number {
    return this.listed.length + this.unlisted;
  }

  /** The listed problems, and one more saying how many were not listed. */
  all(): ConfigProblem[] {
    if (this.unlisted === 0) return [...this.listed];
    return [
      ...this.listed,
      {
        file: this.file,
        line: null,
        column: null,
        path: '',
        message: `${this.unlisted} more problem${this.unlisted === 1 ? '' : 's'} in this file, not listed (the first ${this.max} are)`,
        fix: 'fix the ones listed and run again: a mistake on one line is often on many',
      },
    ];
  }

  error(): ConfigError {
    return new ConfigError(this.all());
  }
}

/** One file's reader: fed its records in file order, then asked for the result. */
export interface JsonRecordReader<T> {
  readonly file: string;
  /** The fix of a line that is not JSON. */
  readonly notJsonFix: string;
  readonly problems: ProblemList;
  /** One record: a JSONL line's value (or a JSON array's item) and its 1-based line (or item). */
  record(value: unknown, line: number): void;
  /** The result, or a ConfigError listing the file's problems. */
  end(): T;
}

/** One line of a JSONL file: skipped when blank, a problem when not JSON, else the reader's record. */
export function feedJsonLine<T>(reader: JsonRecordReader<T>, raw: string, line: number): void {
  if (raw.trim() === '') return;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (err) {
    reader.problems.push({
      file: reader.file,
      line,
      column: null,
      path: '',
      message: `not JSON: ${(err as Error).message}`,
      fix: reader.notJsonFix,
    });
    return;
  }
  reader.record(value, line);
}

/** A JSONL text through a reader (the files themselves are streamed: workload-files.ts). */
export function readJsonText<T>(text: string, reader: JsonRecordReader<T>): T {
  text.split(/\r?\n/).forEach((raw, i) => feedJsonLine(reader, raw, i + 1));
  return reader.end();
}
