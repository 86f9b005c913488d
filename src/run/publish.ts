import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import type { Results } from '../analyze/types.ts';
import { resultsCsvChunks } from '../report/csv.ts';
import { renderHtmlReport } from '../report/html.ts';
import { renderBiggerIsBetter, renderSmallerIsBetter } from '../report/interop.ts';
import { resultsJsonChunks } from '../report/json.ts';
import { renderSummaryMarkdown } from '../report/markdown.ts';
import { runReport, type RunReport } from '../report/doc.ts';
import type { Scrubber } from '../secrets.ts';
import type { Trace } from '../trace.ts';
import { reportFiles, type OutputFiles } from './files.ts';

// The one way from a finished run to its reports. Every entry (CLI run,
// run --baseline, reanalyze, merge, compare, the Action) first computes all
// it knows about the run (comparisons, trends) as data, then calls publish
// once. Each report is written under a temporary name (results.json and
// results.csv a request at a time, as they are rendered; the others whole),
// and renamed over the old one only when all are written: a failure half
// way leaves the folder as it was, never a report.html from one pass beside
// a results.json from another.

/** A finished run as data: what its reports are rendered from. */
export interface RunData {
  /** With comparisons when there were baselines. */
  results: Results;
  /**
   * The run's traces report.html draws: every trace of traces.ndjson, or
   * after a run or reanalyze, those of the requests its sample holds
   * (tracesForReport).
   */
  traces: Trace[];
  /** report.timelines_per_group from the run's config; the default when not known (reanalyze, merge, compare). */
  timelinesPerGroup?: number;
}

export interface PublishOptions {
  /** Earlier runs' results, for report.html's trends; none by default. */
  history?: Results[];
  title?: string;
  /** Applied to every report before it touches the disk (the run's secret scrubber); none by default. */
  scrub?: Scrubber;
  /**
   * The run's report model, when the caller built it to draw it too (the
   * CLI's terminal, the Action's job summary and comment), of `run.results`;
   * built here otherwise. Either way it is built once for every report.
   */
  report?: RunReport;
}

export interface RenderedOutput {
  file: string;
  text: string;
}

/** A report as pieces to write one after another (results.json and results.csv hold a line per request). */
interface StreamedOutput {
  file: string;
  chunks: Iterable<string>;
}

/** Every report of a run, rendered and scrubbed, in reportFiles' order. Pure. */
export function renderOutputs(files: OutputFiles, run: RunData, opts: PublishOptions = {}): RenderedOutput[] {
  return outputChunks(files, run, opts).map((o) => ({ file: o.file, text: [...o.chunks].join('') }));
}

/**
 * The reports as renderOutputs gives them, scrubbed piece by piece: each
 * piece ends between two JSON values or two CSV rows, so every string from
 * the network is scrubbed whole. The small reports are one piece.
 */
function outputChunks(files: OutputFiles, run: RunData, opts: PublishOptions): StreamedOutput[] {
  const { results } = run;
  if (opts.report && opts.report.results !== results)
    throw new Error('publish: the report model given was built from other results than the run published');
  const report = opts.report ?? runReport(results);
  const scrub = opts.scrub ?? ((s: string) => s);
  const html = renderHtmlReport(report, run.traces, {
    ...(opts.history ? { history: opts.history } : {}),
    ...(opts.title ? { title: opts.title } : {}),
    ...(run.timelinesPerGroup !== undefined ? { timelinesPerGroup: run.timelinesPerGroup } : {}),
  });
  const chunks: Array<Iterable<string>> = [
    resultsJsonChunks(results),
    [renderSummaryMarkdown(report, { outDir: files.dir })],
    [html],
    resultsCsvChunks(results),
    [renderSmallerIsBetter(results)],
    [renderBiggerIsBetter(results)],
  ];
  return reportFiles(files).map((file, i) => ({ file, chunks: scrubbed(chunks[i]!, scrub) }));
}

function* scrubbed(chunks: Iterable<string>, scrub: Scrubber): Generator<string> {
  for (const c of chunks) yield scrub(c);
}

/**
 * Writes results.json, summary.md, report.html, results.csv and the two
 * github-action-benchmark files (customSmallerIsBetter.json,
 * customBiggerIsBetter.json) into the run's folder, each exactly once.
 * Returns the files written.
 */
export async function publish(files: OutputFiles, run: RunData, opts: PublishOptions = {}): Promise<string[]> {
  const outputs = outputChunks(files, run, opts);
  const suffix = `.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    // One after another: a stream at a time holds a buffer, not a report.
    for (const o of outputs) await writeChunks(o.file + suffix, o.chunks);
  } catch (err) {
    await Promise.all(outputs.map((o) => rm(o.file + suffix, { force: true })));
    throw err;
  }
  for (const o of outputs) await rename(o.file + suffix, o.file);
  return outputs.map((o) => o.file);
}

/** The write buffer: pieces are encoded into it and it is written when full. */
const WRITE_BUFFER_BYTES = 1 << 20;

/**
 * Writes the pieces to `file`, encoded into one buffer that is written
 * whenever the next piece would not fit, then reused. A string batch handed
 * to a write stream became a new buffer a write, each freed only when the
 * garbage collector came round: at 20,000 requests results.json's writing
 * raised the peak RSS by 36 MiB, about the file's size.
 */
async function writeChunks(file: string, chunks: Iterable<string>): Promise<void> {
  const fh = await open(file, 'w');
  try {
    const buf = Buffer.allocUnsafe(WRITE_BUFFER_BYTES);
    let used = 0;
    const flush = async () => {
      for (let at = 0; at < used;) at += (await fh.write(buf, at, used - at)).bytesWritten;
      used = 0;
    };
    for (const c of chunks) {
      const bytes = Buffer.byteLength(c);
      if (bytes > buf.length - used) await flush();
      if (bytes > buf.length) await fh.writeFile(c);
      else used += buf.write(c, used);
    }
    await flush();
  } finally {
    await fh.close();
  }
}
