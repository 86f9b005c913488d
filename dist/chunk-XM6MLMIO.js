import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  localFolderStore
} from "./chunk-K4LYEVNE.js";
import {
  HistoryError,
  parseResults,
  readHistory
} from "./chunk-3M36TB5N.js";

// src/history/baselines.ts
import { readFile, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
async function readResultsAt(path) {
  const abs = resolve(path);
  let file = abs;
  try {
    if ((await stat(abs)).isDirectory()) file = join(abs, "results.json");
  } catch (err) {
    if (err.code === "ENOENT")
      throw new HistoryError(`${path}: no such file or folder. Expected a run's output folder or its results.json.`);
    throw err;
  }
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    if (err.code === "ENOENT")
      throw new HistoryError(
        `${file} is missing. Expected the output folder of a finished run (\`streamgauge run -o ${path}\`).`
      );
    throw err;
  }
  return { results: parseResults(text, file), file };
}
async function loadBaselines(paths) {
  const out = [];
  for (const p of paths) {
    const { results, file } = await readResultsAt(p);
    out.push({ results, source: file });
  }
  return out;
}
async function loadHistoryBaselines(dir, last, onWarning) {
  const store = localFolderStore(dir);
  const entries = await readHistory(store, { last, ...onWarning ? { onWarning } : {} });
  return entries.map((e) => ({ results: e.results, source: `${resolve(dir)}/${e.name}` }));
}

export {
  readResultsAt,
  loadBaselines,
  loadHistoryBaselines
};
