import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Results } from '../analyze/types.ts';
import { renderHtmlReport } from '../report/html.ts';
import type { Scrubber } from '../secrets.ts';
import type { OutputFiles } from './engine.ts';
import { readTraces } from './traces.ts';

// report.html beside results.json: the I/O edge of src/report/html.ts.

export const HTML_FILE = 'report.html';

export interface HtmlReportOptions {
  /** Earlier runs' results, for the trends; none by default. */
  history?: Results[];
  title?: string;
  /** Applied to the page before it touches the disk, as writeReports does for the other reports. */
  scrub?: Scrubber;
}

/**
 * Renders report.html from the results and the run's own traces.ndjson (the
 * timelines need every read) and writes it into the output folder. Returns
 * the file's path.
 */
export async function writeHtmlReport(
  files: OutputFiles,
  results: Results,
  opts: HtmlReportOptions = {},
): Promise<string> {
  const traces = await readTraces(files.traces);
  const ctx = { ...(opts.history ? { history: opts.history } : {}), ...(opts.title ? { title: opts.title } : {}) };
  const html = renderHtmlReport(results, traces, ctx);
  const file = join(files.dir, HTML_FILE);
  await writeFile(file, opts.scrub ? opts.scrub(html) : html);
  return file;
}
