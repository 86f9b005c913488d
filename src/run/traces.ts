import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { open, type FileHandle } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import * as z from 'zod';
import type { Scrubber } from '../secrets.ts';
import { TRACE_SCHEMA, type Trace } from '../trace.ts';

export const TRACES_FILE = 'traces.ndjson';

/**
 * Appends one JSON line per finished request. Writes are queued in order and
 * awaited by the caller, so a crash loses at most the request in flight.
 * The serialized line is scrubbed once more as a last line of defence for
 * secrets (the recorder already scrubs what it keeps).
 */
export class TraceWriter {
  readonly #fh: FileHandle;
  readonly #scrub: Scrubber;
  #queue: Promise<void> = Promise.resolve();
  count = 0;

  private constructor(fh: FileHandle, scrub: Scrubber) {
    this.#fh = fh;
    this.#scrub = scrub;
  }

  static async create(file: string, scrub: Scrubber): Promise<TraceWriter> {
    return new TraceWriter(await open(file, 'w'), scrub);
  }

  append(trace: Trace): Promise<void> {
    const line = this.#scrub(JSON.stringify(trace)) + '\n';
    this.count++;
    this.#queue = this.#queue.then(() => this.#fh.appendFile(line, 'utf8'));
    return this.#queue;
  }

  async close(): Promise<void> {
    await this.#queue;
    await this.#fh.close();
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

// Enough of the trace to analyze it; unknown fields are kept (later tool
// versions may add some), wrong types are errors with the line number.
const Ms = z.number().nullable();
const TraceLine = z.looseObject({
  schema: z.literal(TRACE_SCHEMA),
  id: z.string(),
  provider: z.string(),
  model: z.string(),
  prompt: z.string(),
  rep: z.number(),
  warmup: z.boolean(),
  at: z.looseObject({
    // Absent in traces written before it was recorded: read as null.
    sent: Ms.optional(),
    headers: Ms,
    first_byte: Ms,
    first_event: Ms,
    first_content: Ms,
    first_answer: Ms,
    last_content: Ms,
    end: Ms,
  }),
  reads: z.array(z.tuple([z.number(), z.number()])),
  events: z.array(z.tuple([z.number(), z.string(), z.number()])),
  content_reads: z.number().int().min(0),
  usage: z.looseObject({ output_tokens: z.number().nullable(), reasoning_tokens: z.number().nullable() }).nullable(),
  output: z.looseObject({ chars: z.number(), reasoning_chars: z.number() }),
  error: z.looseObject({ kind: z.string(), message: z.string() }).nullable(),
  conn: z.looseObject({ reused: z.boolean(), dns_ms: Ms, tcp_ms: Ms, tls_ms: Ms }).nullable().optional(),
});

export class TraceFileError extends Error {}

/** Reads and checks a traces.ndjson; every bad line is reported with its number and field. */
export async function readTraces(file: string): Promise<Trace[]> {
  const traces: Trace[] = [];
  const problems: string[] = [];
  let lineNo = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      lineNo++;
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (err) {
        problems.push(`${file}:${lineNo}: not valid JSON (${(err as Error).message}). Fix: remove or repair the line.`);
        continue;
      }
      const parsed = TraceLine.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(
            `${file}:${lineNo}: ${issue.path.join('.') || '(line)'}: ${issue.message}. Fix: the line must be a ${TRACE_SCHEMA} trace as streamgauge writes it.`,
          );
        continue;
      }
      traces.push(value as Trace);
    }
  } catch (err) {
    throw new TraceFileError(
      `${file}: cannot read (${(err as Error).message}). Fix: point at an output folder of streamgauge run.`,
    );
  }
  if (problems.length > 0) throw new TraceFileError(problems.join('\n'));
  return traces;
}
