import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { open, type FileHandle } from 'node:fs/promises';
import type { ServerMetricsLine } from '../metrics/server-figures.ts';
import type { MetricsSink } from '../metrics/poller.ts';
import type { Scrubber } from '../secrets.ts';
import { checkTrace, Trace, TRACE_SCHEMA } from '../trace.ts';
import { StreamgaugeError } from '../errors.ts';
import { fileLines } from '../file-lines.ts';

export const TRACES_FILE = 'traces.ndjson';

/**
 * Appends one JSON line per finished request. Writes are queued in order and
 * awaited by the caller, so a crash loses at most the request in flight.
 * The serialized line is scrubbed once more as a last line of defence for
 * secrets (the recorder already scrubs what it keeps).
 *
 * A write that fails (a full disk) is not thrown at the request that ended:
 * the file is cut back to its last whole line, so every trace in it stays
 * readable, later lines are dropped, and `error` says why; close() closes the
 * file and then throws it. The caller checks `error` to stop the run.
 */
export class TraceWriter {
  readonly #fh: FileHandle;
  readonly #scrub: Scrubber;
  #queue: Promise<void> = Promise.resolve();
  /** Bytes of whole lines on disk. */
  #bytes = 0;
  #closed = false;
  /** Lines handed to append. */
  count = 0;
  /** Lines whole on disk. */
  written = 0;
  /** The first write that failed; nothing is written after it. */
  error: NodeJS.ErrnoException | null = null;
  readonly file: string;

  private constructor(file: string, fh: FileHandle, scrub: Scrubber) {
    this.file = file;
    this.#fh = fh;
    this.#scrub = scrub;
  }

  static async create(file: string, scrub: Scrubber): Promise<TraceWriter> {
    return new TraceWriter(file, await open(file, 'w'), scrub);
  }

  /** Queues one line: a trace, or a line of the run's other ndjson file (server_metrics.ndjson). */
  append(record: Trace | object): Promise<void> {
    const line = Buffer.from(this.#scrub(JSON.stringify(record)) + '\n', 'utf8');
    this.count++;
    this.#queue = this.#queue.then(async () => {
      if (this.error) return;
      try {
        await this.#fh.appendFile(line);
        this.#bytes += line.length;
        this.written++;
      } catch (err) {
        this.error = err as NodeJS.ErrnoException;
        // Shrinking a file needs no free space: the traces before stay whole.
        await this.#fh.truncate(this.#bytes).catch(() => undefined);
      }
    });
    return this.#queue;
  }

  /** Queues several lines as one write (server_metrics.ndjson: a scrape's samples); scrubbed as append. */
  appendLines(records: readonly object[]): Promise<void> {
    if (records.length === 0) return this.#queue;
    let text = '';
    for (const r of records) text += this.#scrub(JSON.stringify(r)) + '\n';
    const line = Buffer.from(text, 'utf8');
    this.count += records.length;
    this.#queue = this.#queue.then(async () => {
      if (this.error) return;
      try {
        await this.#fh.appendFile(line);
        this.#bytes += line.length;
        this.written += records.length;
      } catch (err) {
        this.error = err as NodeJS.ErrnoException;
        await this.#fh.truncate(this.#bytes).catch(() => undefined);
      }
    });
    return this.#queue;
  }

  /** Closes the file (always), then throws the first write that failed, if one did. */
  async close(): Promise<void> {
    if (!this.#closed) {
      this.#closed = true;
      try {
        await this.#queue;
      } finally {
        await this.#fh.close();
      }
    }
    if (this.error) throw this.error;
  }
}

/**
 * Writes traces as lines to `file` through one write stream, waiting for it
 * to drain whenever its buffer is full: memory holds a buffer's worth of
 * lines, never the whole file (queueing one write per trace holds every
 * serialized line until the last is written). Scrubbed as TraceWriter does.
 */
export async function writeTraceLines(file: string, traces: Iterable<Trace>, scrub: Scrubber): Promise<number> {
  const out = createWriteStream(file, { flags: 'w', highWaterMark: 1 << 20 });
  const failed = once(out, 'error').then(([err]) => Promise.reject(err as Error));
  failed.catch(() => {}); // observed below, through the race
  let count = 0;
  for (const t of traces) {
    count++;
    if (!out.write(scrub(JSON.stringify(t)) + '\n')) await Promise.race([once(out, 'drain'), failed]);
  }
  out.end();
  await Promise.race([once(out, 'finish'), failed]);
  return count;
}

export class TraceFileError extends StreamgaugeError {
  readonly code = 'SG_TRACE_FILE';
}

/** Where a trace line sits in its file: enough to read it back alone (readTraceAt). */
export interface TraceLineAt {
  /** Byte offset of the line's first byte. */
  offset: number;
  /** The line's length in bytes, without its line break. */
  bytes: number;
}

/**
 * Reads and checks a traces.ndjson; every bad line is reported with its
 * number and field. A last line that is cut short (not valid JSON and with
 * no newline after it) is what a run stopped mid-write leaves (killed, or
 * the disk filled): it is skipped with a warning naming it, and every whole
 * line is kept. The same fault anywhere else is corruption, still an error.
 */
export async function readTraces(file: string, onWarning?: (message: string) => void): Promise<Trace[]> {
  const traces: Trace[] = [];
  await eachTrace(file, (t) => void traces.push(t), onWarning);
  return traces;
}

/**
 * readTraces one line at a time: each checked trace goes to `onTrace` (and
 * is awaited, so a caller writing it elsewhere can wait for the disk) and is
 * not kept, so memory holds one line, not the file. The checks and their
 * messages are readTraces'; the problems are thrown after the last line, so
 * a caller drops what it built from the lines before. Returns the number of
 * traces passed on.
 */
export async function eachTrace(
  file: string,
  onTrace: (trace: Trace, at: TraceLineAt) => void | Promise<void>,
  onWarning?: (message: string) => void,
): Promise<number> {
  let count = 0;
  const problems: string[] = [];
  /** The last line that was not valid JSON: its number and its problem's place in `problems`. */
  let lastBadJson: { lineNo: number; index: number; bytes: number } | null = null;
  let lineNo = 0;
  try {
    for await (const { line, offset, bytes } of fileLines(file)) {
      lineNo++;
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (err) {
        lastBadJson = { lineNo, index: problems.length, bytes: Buffer.byteLength(line) };
        problems.push(`${file}:${lineNo}: not valid JSON (${(err as Error).message}). Fix: remove or repair the line.`);
        continue;
      }
      // The whole schema, so what the code's Trace type promises is what was checked; the raw
      // line is kept (not the parsed copy), so fields a later version added survive a rewrite.
      const parsed = checkTrace(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(
            `${file}:${lineNo}: ${issue.path.join('.') || '(line)'}: ${issue.message}. Fix: the line must be a ${TRACE_SCHEMA} trace as streamgauge writes it.`,
          );
        continue;
      }
      count++;
      // Only the checked lines go on: a bad file throws below, whatever the caller built.
      if (problems.length === 0) await onTrace(value as Trace, { offset, bytes });
    }
  } catch (err) {
    if (err instanceof TraceFileError) throw err;
    throw new TraceFileError(
      `${file}: cannot read (${(err as Error).message}). Fix: point at an output folder of streamgauge run.`,
    );
  }
  if (lastBadJson !== null && lastBadJson.lineNo === lineNo && !(await endsWithNewline(file))) {
    problems.splice(lastBadJson.index, 1);
    onWarning?.(
      `${file}:${lineNo}: the last line is cut short (${lastBadJson.bytes} bytes, no newline): skipped, as a run stopped mid-write leaves it; the ${count} whole trace${count === 1 ? '' : 's'} before it are kept`,
    );
  }
  if (problems.length > 0) throw new TraceFileError(problems.join('\n'));
  return count;
}

/** The traces at the given places of `file` (eachTrace's `at`), in the order given; read without the rest of the file. */
export async function readTracesAt(file: string, places: readonly TraceLineAt[]): Promise<Trace[]> {
  const fh = await open(file, 'r');
  try {
    const out: Trace[] = [];
    for (const { offset, bytes } of places) {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await fh.read(buf, 0, bytes, offset);
      if (bytesRead !== bytes)
        throw new TraceFileError(`${file}: changed while it was read (a trace at byte ${offset} is cut)`);
      out.push(JSON.parse(buf.toString('utf8')) as Trace);
    }
    return out;
  } finally {
    await fh.close();
  }
}

async function endsWithNewline(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const { size } = await fh.stat();
    if (size === 0) return true;
    const { buffer } = await fh.read(Buffer.alloc(1), 0, 1, size - 1);
    return buffer[0] === 0x0a;
  } finally {
    await fh.close();
  }
}

/** Lines serialized per turn of the event loop: a few ms of work at most. */
const WRITE_SLICE = 500;

/** Appends lines to server_metrics.ndjson in order, each scrubbed once more. */
export class MetricsWriter implements MetricsSink {
  readonly #file: string;
  readonly #scrub: Scrubber;
  // Opened with the first sample (a run without metrics_url writes no file). The traces'
  // writer: queued appends, scrubbed, and a failed write (a full disk) cuts back to whole lines.
  #writer: Promise<TraceWriter> | null = null;
  // Scrapes are written one after another, so a later scrape's slices never land between an earlier one's.
  #queue: Promise<void> = Promise.resolve();

  constructor(file: string, scrub: Scrubber) {
    this.#file = file;
    this.#scrub = scrub;
  }

  write(lines: readonly ServerMetricsLine[]): Promise<void> {
    if (lines.length === 0) return this.#queue;
    this.#writer ??= TraceWriter.create(this.#file, this.#scrub);
    const writer = this.#writer;
    this.#queue = this.#queue.then(async () => {
      const w = await writer;
      // In slices, yielding between them: a scrape of thousands of samples never holds the loop that stamps reads.
      for (let i = 0; i < lines.length; i += WRITE_SLICE) {
        if (i > 0) await new Promise((resolve) => setImmediate(resolve));
        await w.appendLines(lines.slice(i, i + WRITE_SLICE));
      }
    });
    return this.#queue;
  }

  async close(): Promise<void> {
    await this.#queue;
    if (this.#writer) await (await this.#writer).close();
  }
}
