import { addToHistory, DEFAULT_MAX_ENTRIES, HistoryError, readHistory } from '../history/history.ts';
import { readResultsAt } from '../history/baselines.ts';
import { HistoryStoreError, localFolderStore } from '../history/store.ts';
import { renderTrendTable, trendSeries } from '../history/trend.ts';
import { EXIT, EXIT_STATUS } from '../errors.ts';
import { helpPointer, parse, UsageError, wholeNumber, type CliIo } from './args.ts';
import { DEFAULT_SHOW_POINTS, optionLines } from './flags.ts';

// `streamgauge history add|show` on a local folder. Exit status: 0 done,
// 2 for a usage error or unreadable input.

const EXIT_OK = EXIT.ok;
const EXIT_USAGE = EXIT_STATUS.SG_USAGE;

/** Runs `history show` puts in each trend line by default. */
export { DEFAULT_SHOW_POINTS };

export const HISTORY_USAGE = `Usage:
  streamgauge history add OUT --dir HISTORY [--max-entries N]
  streamgauge history show --dir HISTORY [--last N]

add   copies OUT/results.json into the history folder as one entry (the same
      run added again replaces its entry), then drops the oldest entries
      beyond N (default ${DEFAULT_MAX_ENTRIES}).
show  prints a trend table per provider x prompt x metric over the newest N
      runs (default ${DEFAULT_SHOW_POINTS}).

history add:
${optionLines('history add')}
history show:
${optionLines('history show')}
Example:
  streamgauge history add out --dir history && streamgauge history show --dir history
`;

async function guarded(io: CliIo, f: () => Promise<number>): Promise<number> {
  try {
    return await f();
  } catch (err) {
    if (err instanceof UsageError || err instanceof HistoryError || err instanceof HistoryStoreError) {
      io.stderr.write(`streamgauge history: ${err.message.replace(/^history \w+: /, '')}\n${helpPointer('history')}`);
      return err.exitStatus;
    }
    throw err;
  }
}

/** `streamgauge history add OUT --dir HISTORY [--max-entries N]`: `args` is argv after "add". */
export function historyAdd(args: string[], io: CliIo): Promise<number> {
  return guarded(io, async () => {
    const { values, positionals } = parse(args, 'history add', 1);
    if (values.help) {
      io.stdout.write(HISTORY_USAGE);
      return EXIT_OK;
    }
    const out = positionals[0];
    if (out === undefined)
      throw new UsageError('history add needs the output folder of a run: history add OUT --dir HISTORY');
    if (typeof values.dir !== 'string') throw new UsageError('history add needs --dir HISTORY, the history folder');
    const max = wholeNumber(values['max-entries'], '--max-entries');
    const { results } = await readResultsAt(out);
    const store = localFolderStore(values.dir);
    const r = await addToHistory(store, results, max === undefined ? {} : { maxEntries: max });
    io.stdout.write(
      `${r.replaced ? 'replaced' : 'added'} ${r.name} in ${store.description}: ${r.entries} entr${r.entries === 1 ? 'y' : 'ies'}` +
        (r.dropped.length > 0 ? `; dropped the oldest ${r.dropped.length}: ${r.dropped.join(', ')}` : '') +
        '\n',
    );
    return EXIT_OK;
  });
}

/** `streamgauge history show --dir HISTORY [--last N]`: `args` is argv after "show". */
export function historyShow(args: string[], io: CliIo): Promise<number> {
  return guarded(io, async () => {
    const { values } = parse(args, 'history show', 0);
    if (values.help) {
      io.stdout.write(HISTORY_USAGE);
      return EXIT_OK;
    }
    if (typeof values.dir !== 'string') throw new UsageError('history show needs --dir HISTORY, the history folder');
    const last = wholeNumber(values.last, '--last') ?? DEFAULT_SHOW_POINTS;
    const store = localFolderStore(values.dir);
    const entries = await readHistory(store, {
      last,
      onWarning: (m) => io.stderr.write(`streamgauge history: warning: ${m}\n`),
    });
    if (entries.length === 0) {
      io.stdout.write(`The history in ${store.description} holds no runs.\n`);
      return EXIT_OK;
    }
    const first = entries[0]!.results.run.started_at;
    const latest = entries[entries.length - 1]!.results.run.started_at;
    io.stdout.write(`${entries.length} run(s) from ${first} to ${latest} in ${store.description}\n\n`);
    const columns = (io.stdout as { columns?: number }).columns;
    io.stdout.write(renderTrendTable(trendSeries(entries), { points: last, ...(columns ? { width: columns } : {}) }));
    return EXIT_OK;
  });
}

/**
 * `streamgauge history add|show ...`: `args` is argv after "history", e.g.
 * ["add", "out", "--dir", "history"] or ["show", "--dir", "history"].
 */
export function historyCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'add') return historyAdd(rest, io);
  if (sub === 'show') return historyShow(rest, io);
  if (sub === '--help' || sub === '-h' || sub === 'help') {
    io.stdout.write(HISTORY_USAGE);
    return Promise.resolve(EXIT_OK);
  }
  // No subcommand: its usage, as `streamgauge` alone prints the commands; a wrong one: where the help is.
  io.stderr.write(
    sub === undefined
      ? `streamgauge history: needs a subcommand: add or show\n\n${HISTORY_USAGE}`
      : `streamgauge history: unknown subcommand "${sub}": add or show\n${helpPointer('history')}`,
  );
  return Promise.resolve(EXIT_USAGE);
}
