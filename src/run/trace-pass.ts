import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { analysisOf, TraceSamples } from '../analyze/index.ts';
import { type Analysis, DEFAULT_TIMELINES_PER_GROUP } from '../config/schema.ts';
import type { Results } from '../analyze/types.ts';
import { reportTraceIds } from '../report/html-data.ts';
import type { Scrubber } from '../secrets.ts';
import type { Trace } from '../trace.ts';
import { isReferenceTokens, type ReferenceCount } from './tokenizer.ts';
import { RecordStore } from './records.ts';
import { eachTrace, readTracesAt, type TraceLineAt } from './traces.ts';

// The post-run path as one pass over traces.ndjson (docs/scale.md): each
// line is parsed and checked, given its reference token count (and then
// written to the rewritten file, waiting for the disk), analysed into its
// request result and samples, and dropped. What outlives the pass is small
// per request: the result, its samples as doubles, the trace's scalar fields
// (for the load, workload and server figures), and where its line is, so
// report.html's few timelines are read back on their own afterwards.

/** What the pass keeps of a run's traces. */
export interface TracePass {
  /** Each request's result and samples: `analyzed(pass, run)` makes the results. */
  samples: TraceSamples;
  /**
   * The traces the figures after the analysis read, without their reads,
   * events and per-read token counts (slimTrace), as bytes: figureTraces
   * makes them. Every trace with `allTraces`; otherwise only those
   * readByFigures picks, none in a plain run.
   */
  slim: RecordStore<Trace>;
  /** Traces that are not warmups. */
  measured: number;
  /** Where each trace's line is in `file`. */
  at: Map<string, TraceLineAt>;
  /** The file the traces are in now (after a rewrite, the rewritten one). */
  file: string;
  /** Traces read. */
  count: number;
  /** Every trace, whole, when no group passed the timeline cap (ReportKeeper); else null. */
  kept: Trace[] | null;
}

/**
 * Keeps whole traces while they may all be drawn: report.html holds every
 * timeline of a group within `report.timelines_per_group`, and a sample
 * otherwise, which is known only once the results are. So traces are kept
 * until some group passes the cap; then they are let go, and the sample is
 * read back by place (reportTracesOf). Memory: at most cap x groups traces.
 */
export class ReportKeeper {
  readonly #cap: number;
  readonly #perGroup = new Map<string, number>();
  #kept: Trace[] | null = [];

  constructor(cap = DEFAULT_TIMELINES_PER_GROUP) {
    this.#cap = cap;
  }

  offer(t: Trace): void {
    if (this.#kept === null) return;
    const key = JSON.stringify([t.provider, t.prompt, t.location ?? null]);
    const n = (this.#perGroup.get(key) ?? 0) + 1;
    this.#perGroup.set(key, n);
    if (n > this.#cap) this.#kept = null;
    else this.#kept.push(t);
  }

  get kept(): Trace[] | null {
    return this.#kept;
  }
}

export interface TracePassOptions {
  /**
   * Keep every trace's slim copy: the server figures (server_metrics.ndjson)
   * and the clock offset (--start-at) read every trace. Otherwise only
   * those the load and workload figures read (readByFigures).
   */
  allTraces?: boolean;
  /** report.timelines_per_group: how many whole traces the pass may keep for report.html. */
  cap?: number;
  /** A cut last line is skipped with a warning (eachTrace). */
  onWarning?: (message: string) => void;
  /**
   * Rewrite `file` in the same pass, each trace given its `reference_tokens`
   * from `counts` (written to `file.tmp`, renamed over it at the end, so a
   * failure leaves the traces as they were: then `onRewriteError` is told,
   * and the analysis still stands).
   */
  rewrite?: {
    counts: ReadonlyMap<string, ReferenceCount>;
    scrub: Scrubber;
    onRewriteError: (err: Error) => void;
  };
}

/**
 * What the figures after the analysis read of a trace (withLoadFigures,
 * withWorkloadFigures, withServerFigures, estimateClockOffset): its names,
 * moments, outcome, token usage and load/workload places, and of its
 * response headers only `date` (the clock offset). Its reads, events,
 * headers and text details are most of its size, and the pass has already
 * turned them into the request's result and samples.
 */
export function slimTrace(t: Trace): Trace {
  const date = t.http?.headers?.date;
  const slim: Partial<Trace> = {
    schema: t.schema,
    id: t.id,
    provider: t.provider,
    api: t.api,
    model: t.model,
    prompt: t.prompt,
    rep: t.rep,
    warmup: t.warmup,
    attempt: t.attempt,
    t0_epoch_ms: t.t0_epoch_ms,
    at: t.at,
    reads: [],
    events: [],
    content_reads: t.content_reads,
    http: { ...t.http, headers: date === undefined ? {} : { date } },
    usage: t.usage,
    output: t.output,
    error: t.error,
  };
  for (const k of [
    'load',
    'synthetic',
    'session',
    'turn',
    'step',
    'agent_end',
    'workload',
    'location',
    'image_bytes',
  ] as const)
    if (t[k] !== undefined) (slim as Record<string, unknown>)[k] = t[k];
  return slim as Trace;
}

export async function passTraces(file: string, analysis: Analysis, opts: TracePassOptions = {}): Promise<TracePass> {
  const samples = new TraceSamples(analysisOf(analysis));
  const slim = new RecordStore<Trace>();
  let measured = 0;
  const at = new Map<string, TraceLineAt>();
  const keeper = new ReportKeeper(opts.cap);
  const rw = opts.rewrite;
  const sink = rw ? new LineSink(`${file}.tmp`) : null;
  /** Where each line is in the rewritten file, while it is being written. */
  const newAt = new Map<string, TraceLineAt>();
  let count: number;
  try {
    count = await eachTrace(
      file,
      async (t, where) => {
        if (rw?.counts.has(t.id)) {
          const c = rw.counts.get(t.id);
          t.reference_tokens = isReferenceTokens(c) ? c : null;
          if (c != null && !isReferenceTokens(c)) t.reference_tokens_missed = c;
        }
        if (sink !== null && sink.error === null) {
          const line = rw!.scrub(JSON.stringify(t));
          const bytes = Buffer.byteLength(line);
          newAt.set(t.id, { offset: sink.bytes, bytes });
          await sink.write(line + '\n', bytes + 1);
        }
        samples.add(t);
        if (opts.allTraces === true || readByFigures(t)) slim.add(slimTrace(t));
        if (!t.warmup) measured++;
        at.set(t.id, where);
        keeper.offer(t);
      },
      opts.onWarning,
    );
  } catch (err) {
    await sink?.abort();
    throw err;
  }
  let now = file;
  if (sink !== null) {
    try {
      await sink.close();
      await rename(sink.file, file);
      now = file;
      for (const [id, w] of newAt) at.set(id, w);
    } catch (err) {
      await rm(sink.file, { force: true });
      rw!.onRewriteError(err as Error);
    }
  }
  return { samples, slim, measured, at, file: now, count, kept: keeper.kept };
}

/**
 * Whether withLoadFigures or withWorkloadFigures read anything of this
 * trace: its load place, synthetic prompt, conversation place, workload or
 * image bytes.
 * A trace with none of them adds nothing to either (a group's traces are
 * all of one prompt, so alike in this), and 20,000 slim traces kept as
 * objects for nothing were about 16 MB through the analysis.
 */
function readByFigures(t: Trace): boolean {
  return (
    (t.load ?? t.synthetic ?? t.workload ?? null) !== null ||
    t.session !== undefined ||
    t.turn !== undefined ||
    t.image_bytes !== undefined
  );
}

/** The slim traces the pass kept for the figures after the analysis (TracePass.slim), as objects. */
export function figureTraces(pass: TracePass): Trace[] {
  return pass.slim.toArray();
}

/** The traces report.html draws (tracesForReport), read back from the file by their places. */
export async function reportTracesOf(
  pass: Pick<TracePass, 'at' | 'file' | 'kept'>,
  results: Results,
  cap?: number,
): Promise<Trace[]> {
  const ids = reportTraceIds(results, cap);
  if (pass.kept !== null) return ids === null ? pass.kept : pass.kept.filter((t) => ids.has(t.id));
  const places = [...pass.at].filter(([id]) => ids === null || ids.has(id)).map(([, w]) => w);
  // In file order, as tracesForReport keeps them.
  places.sort((a, b) => a.offset - b.offset);
  return readTracesAt(pass.file, places);
}

/**
 * One write stream, awaited only when its buffer is full: memory holds a
 * buffer's worth of lines, never the file. A failed write is kept in `error`
 * (the pass goes on without writing) and thrown by close().
 */
export class LineSink {
  readonly file: string;
  readonly #out: WriteStream;
  bytes = 0;
  error: Error | null = null;

  constructor(file: string) {
    this.file = file;
    this.#out = createWriteStream(file, { flags: 'w', highWaterMark: 1 << 20 });
    this.#out.on('error', (err) => (this.error ??= err));
  }

  async write(line: string, bytes: number): Promise<void> {
    this.bytes += bytes;
    if (this.#out.write(line)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        this.#out.off('drain', done);
        this.#out.off('error', done);
        resolve();
      };
      this.#out.on('drain', done);
      this.#out.on('error', done);
    });
  }

  async close(): Promise<void> {
    if (this.error === null && !this.#out.destroyed) {
      this.#out.end();
      await Promise.race([once(this.#out, 'close'), once(this.#out, 'error')]).catch(() => undefined);
    }
    if (this.error !== null) throw this.error;
  }

  async abort(): Promise<void> {
    this.#out.destroy();
    await rm(this.file, { force: true });
  }
}
