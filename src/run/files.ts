import { join, resolve } from 'node:path';
import { CSV_FILE } from '../report/csv.ts';
import { BIGGER_IS_BETTER_FILE, SMALLER_IS_BETTER_FILE } from '../report/interop.ts';
import { TRACES_FILE } from './traces.ts';

// The names of a run's output folder, in one place: the engine, publish,
// merge, download and both entries find the files by them.

export const RESULTS_FILE = 'results.json';
export const SUMMARY_FILE = 'summary.md';
export const HTML_FILE = 'report.html';

export interface OutputFiles {
  dir: string;
  traces: string;
  results: string;
  summary: string;
}

export function outputFiles(dir: string): OutputFiles {
  const abs = resolve(dir);
  return {
    dir: abs,
    traces: join(abs, TRACES_FILE),
    results: join(abs, RESULTS_FILE),
    summary: join(abs, SUMMARY_FILE),
  };
}

/** Every file publish writes, in the order it lists them to a person. */
export function reportFiles(files: OutputFiles): string[] {
  return [
    files.results,
    files.summary,
    join(files.dir, HTML_FILE),
    join(files.dir, CSV_FILE),
    join(files.dir, SMALLER_IS_BETTER_FILE),
    join(files.dir, BIGGER_IS_BETTER_FILE),
  ];
}
