import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BaselineInput } from '../analyze/compare.ts';
import type { Results } from '../analyze/types.ts';
import { HistoryError, parseResults, readHistory } from './history.ts';
import { localFolderStore } from './store.ts';

// Reading runs from disk for comparisons: an output folder, a results.json
// file, or a history folder.

/** results.json of an output folder, or the file itself when `path` is one. */
export async function readResultsAt(path: string): Promise<{ results: Results; file: string }> {
  const abs = resolve(path);
  let file = abs;
  try {
    if ((await stat(abs)).isDirectory()) file = join(abs, 'results.json');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new HistoryError(`${path}: no such file or folder. Expected a run's output folder or its results.json.`);
    throw err;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new HistoryError(
        `${file} is missing. Expected the output folder of a finished run (\`streamgauge run -o ${path}\`).`,
      );
    throw err;
  }
  return { results: parseResults(text, file), file };
}

/** Baseline runs from output folders or results.json files, in the order given. */
export async function loadBaselines(paths: readonly string[]): Promise<BaselineInput[]> {
  const out: BaselineInput[] = [];
  for (const p of paths) {
    const { results, file } = await readResultsAt(p);
    out.push({ results, source: file });
  }
  return out;
}

/** The newest `last` runs of a history folder as baseline runs (oldest first). */
export async function loadHistoryBaselines(
  dir: string,
  last: number,
  onWarning?: (message: string) => void,
): Promise<BaselineInput[]> {
  const store = localFolderStore(dir);
  const entries = await readHistory(store, { last, ...(onWarning ? { onWarning } : {}) });
  return entries.map((e) => ({ results: e.results, source: `${resolve(dir)}/${e.name}` }));
}
