import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import type { Results } from '../analyze/types.ts';
import { renderResultsCsv } from '../report/csv.ts';
import { renderHtmlReport } from '../report/html.ts';
import { renderBiggerIsBetter, renderSmallerIsBetter } from '../report/interop.ts';
import { renderResultsJson } from '../report/json.ts';
import { renderSummaryMarkdown } from '../report/markdown.ts';
import type { Scrubber } from '../secrets.ts';
import type { Trace } from '../trace.ts';
import { reportFiles, type OutputFiles } from './files.ts';

// The one way from a finished run to its reports. Every entry (CLI run,
// run --baseline, reanalyze, merge, compare, the Action) first computes all
// it knows about the run (comparisons, trends) as data, then calls publish
// once. Each report is rendered in memory before the first byte is written,
// written under a temporary name, and renamed over the old one only when
// all are written: a failure half way leaves the folder as it was, never a
// report.html from one pass beside a results.json from another.

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
}

export interface RenderedOutput {
  file: string;
  text: string;
}

/** Every report of a run, rendered and scrubbed, in reportFiles' order. Pure. */
export function renderOutputs(files: OutputFiles, run: RunData, opts: PublishOptions = {}): RenderedOutput[] {
  const { results } = run;
  const scrub = opts.scrub ?? ((s: string) => s);
  const html = renderHtmlReport(results, run.traces, {
    ...(opts.history ? { history: opts.history } : {}),
    ...(opts.title ? { title: opts.title } : {}),
    ...(run.timelinesPerGroup !== undefined ? { timelinesPerGroup: run.timelinesPerGroup } : {}),
  });
  const texts = [
    renderResultsJson(results),
    renderSummaryMarkdown(results, { outDir: files.dir }),
    html,
    renderResultsCsv(results),
    renderSmallerIsBetter(results),
    renderBiggerIsBetter(results),
  ];
  return reportFiles(files).map((file, i) => ({ file, text: scrub(texts[i]!) }));
}

/**
 * Writes results.json, summary.md, report.html, results.csv and the two
 * github-action-benchmark files (customSmallerIsBetter.json,
 * customBiggerIsBetter.json) into the run's folder, each exactly once.
 * Returns the files written.
 */
export async function publish(files: OutputFiles, run: RunData, opts: PublishOptions = {}): Promise<string[]> {
  const outputs = renderOutputs(files, run, opts);
  const suffix = `.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await Promise.all(outputs.map((o) => writeFile(o.file + suffix, o.text)));
  } catch (err) {
    await Promise.all(outputs.map((o) => rm(o.file + suffix, { force: true })));
    throw err;
  }
  for (const o of outputs) await rename(o.file + suffix, o.file);
  return outputs.map((o) => o.file);
}
