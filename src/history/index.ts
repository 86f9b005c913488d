// The history of runs: stores (a local folder, a git data branch), adding
// with a cap, reading back, and trends. The Action's artifact-backed store
// implements HistoryStore from store.ts.

export {
  addToHistory,
  DEFAULT_MAX_ENTRIES,
  ENTRY_SUFFIX,
  entryName,
  HistoryError,
  isEntryName,
  listHistory,
  namesToDrop,
  parseResults,
  readHistory,
  sortEntryNames,
  type AddOptions,
  type AddOutcome,
  type HistoryEntry,
  type ReadOptions,
} from './history.ts';
export {
  DEFAULT_HISTORY_SUBDIR,
  gitBranchStore,
  HistoryStoreError,
  localFolderStore,
  type GitBranchStore,
  type GitBranchStoreOptions,
  type HistoryStore,
} from './store.ts';
export {
  renderTrendTable,
  trendLines,
  trendSeries,
  type TrendPoint,
  type TrendSeries,
  type TrendTableOptions,
} from './trend.ts';
