import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  readResultsAt
} from "./chunk-XM6MLMIO.js";
import {
  renderTrendTable,
  trendSeries
} from "./chunk-6GSPWR47.js";
import "./chunk-QPUR2USM.js";
import {
  DEFAULT_SHOW_POINTS,
  UsageError,
  helpPointer,
  optionLines,
  parse,
  wholeNumber
} from "./chunk-NVHTKIS2.js";
import "./chunk-TMFSUEHO.js";
import {
  HistoryStoreError,
  localFolderStore
} from "./chunk-K4LYEVNE.js";
import "./chunk-PKD4NBUI.js";
import "./chunk-WKUXESJ5.js";
import {
  DEFAULT_MAX_ENTRIES,
  HistoryError,
  addToHistory,
  readHistory
} from "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-BMVBP4HX.js";
import {
  EXIT,
  EXIT_STATUS
} from "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";

// src/cli/history.ts
var EXIT_OK = EXIT.ok;
var EXIT_USAGE = EXIT_STATUS.SG_USAGE;
var HISTORY_USAGE = `Usage:
  streamgauge history add OUT --dir HISTORY [--max-entries N]
  streamgauge history show --dir HISTORY [--last N]

add   copies OUT/results.json into the history folder as one entry (the same
      run added again replaces its entry), then drops the oldest entries
      beyond N (default ${DEFAULT_MAX_ENTRIES}).
show  prints a trend table per provider x prompt x metric over the newest N
      runs (default ${DEFAULT_SHOW_POINTS}).

history add:
${optionLines("history add")}
history show:
${optionLines("history show")}
Example:
  streamgauge history add out --dir history && streamgauge history show --dir history
`;
async function guarded(io, f) {
  try {
    return await f();
  } catch (err) {
    if (err instanceof UsageError || err instanceof HistoryError || err instanceof HistoryStoreError) {
      io.stderr.write(`streamgauge history: ${err.message.replace(/^history \w+: /, "")}
${helpPointer("history")}`);
      return err.exitStatus;
    }
    throw err;
  }
}
function historyAdd(args, io) {
  return guarded(io, async () => {
    const { values, positionals } = parse(args, "history add", 1);
    if (values.help) {
      io.stdout.write(HISTORY_USAGE);
      return EXIT_OK;
    }
    const out = positionals[0];
    if (out === void 0)
      throw new UsageError("history add needs the output folder of a run: history add OUT --dir HISTORY");
    if (typeof values.dir !== "string") throw new UsageError("history add needs --dir HISTORY, the history folder");
    const max = wholeNumber(values["max-entries"], "--max-entries");
    const { results } = await readResultsAt(out);
    const store = localFolderStore(values.dir);
    const r = await addToHistory(store, results, max === void 0 ? {} : { maxEntries: max });
    io.stdout.write(
      `${r.replaced ? "replaced" : "added"} ${r.name} in ${store.description}: ${r.entries} entr${r.entries === 1 ? "y" : "ies"}` + (r.dropped.length > 0 ? `; dropped the oldest ${r.dropped.length}: ${r.dropped.join(", ")}` : "") + "\n"
    );
    return EXIT_OK;
  });
}
function historyShow(args, io) {
  return guarded(io, async () => {
    const { values } = parse(args, "history show", 0);
    if (values.help) {
      io.stdout.write(HISTORY_USAGE);
      return EXIT_OK;
    }
    if (typeof values.dir !== "string") throw new UsageError("history show needs --dir HISTORY, the history folder");
    const last = wholeNumber(values.last, "--last") ?? DEFAULT_SHOW_POINTS;
    const store = localFolderStore(values.dir);
    const entries = await readHistory(store, {
      last,
      onWarning: (m) => io.stderr.write(`streamgauge history: warning: ${m}
`)
    });
    if (entries.length === 0) {
      io.stdout.write(`The history in ${store.description} holds no runs.
`);
      return EXIT_OK;
    }
    const first = entries[0].results.run.started_at;
    const latest = entries[entries.length - 1].results.run.started_at;
    io.stdout.write(`${entries.length} run(s) from ${first} to ${latest} in ${store.description}

`);
    const columns = io.stdout.columns;
    io.stdout.write(renderTrendTable(trendSeries(entries), { points: last, ...columns ? { width: columns } : {} }));
    return EXIT_OK;
  });
}
function historyCommand(args, io) {
  const [sub, ...rest] = args;
  if (sub === "add") return historyAdd(rest, io);
  if (sub === "show") return historyShow(rest, io);
  if (sub === "--help" || sub === "-h" || sub === "help") {
    io.stdout.write(HISTORY_USAGE);
    return Promise.resolve(EXIT_OK);
  }
  io.stderr.write(
    sub === void 0 ? `streamgauge history: needs a subcommand: add or show

${HISTORY_USAGE}` : `streamgauge history: unknown subcommand "${sub}": add or show
${helpPointer("history")}`
  );
  return Promise.resolve(EXIT_USAGE);
}
export {
  DEFAULT_SHOW_POINTS,
  HISTORY_USAGE,
  historyAdd,
  historyCommand,
  historyShow
};
