import type { ComparedFigureKey, RankedFigureKey } from './figure-keys.ts';
import type { GroupInterval, GroupResult, Outcome, RequestResult, Summary } from './types.ts';

// One table of figure definitions. Every list of figures in the project (the
// rankings, the regression check, the history trends, the dashboard, the
// benchmark-action exports, the stream timing table, results.json's key
// order of ranks, the reports' labels) is a filter of FIGURES, so a figure
// is defined once: its results.json key, its words, its unit, which way is
// better, which outcomes feed it, its `n_`/`_ci` fields and which views show
// it. A `Record` over the union makes a figure without an entry a type error,
// and the unions below (TrendedFigureKey, ExportedFigureKey, ...) are derived
// from the flags, so a view that keys a `Record` by one of them fails to
// type-check until it has the new figure's entry. The two unions the result
// types name, RankedFigureKey and ComparedFigureKey, are written in
// figure-keys.ts (so the result types need not import this table, which
// reads them) and the table is checked against them.
//
// Analysis code imports this module; it imports no report code and no Node
// module (report.html's script reads it through labels.ts).

/** A group field holding a Summary of a figure (p50, p90, ...) and the request field of the same name. */
export type FigureKey =
  | 'ttft_ms'
  | 'ttfa_ms'
  | 'post_first_content_tps'
  | 'end_to_end_tps'
  | 'total_ms'
  | 'server_tps'
  | 'tpot_ms'
  | 'decode_tps'
  | 'itl_ms'
  | 'max_gap_ms'
  | 'ttst_ms'
  | 'fluidity_index'
  | 'check_pass_rate'
  | 'ttftc_ms'
  | 'tool_args_tps';

/** Group fields that count the values behind a figure. */
export type FigureCountKey = {
  [K in keyof GroupResult]-?: K extends `n_${string}`
    ? Exclude<GroupResult[K], undefined> extends number
      ? K
      : never
    : never;
}[keyof GroupResult];

/** Group fields holding the confidence interval of a figure's p50. */
export type FigureCiKey = {
  [K in keyof GroupResult]-?: K extends `${string}_ci`
    ? Exclude<GroupResult[K], undefined> extends GroupInterval | null
      ? K
      : never
    : never;
}[keyof GroupResult];

export type Better = 'higher' | 'lower';

/** Where a ranked figure's table sits among the rankings, and how its sentence speaks of it. */
export interface RankedDef {
  /** 1-based order of its ranking table in every report (and of its key in results.json `ranks`). */
  place: number;
  /** The figure in a sentence: "post-first-content". */
  table: string;
  /** Its leader: "fastest post-first-content". */
  best: string;
  /** Its table is shown even when no group has a value (the two rates every report leads with). */
  always?: boolean;
}

/** How the regression check and `compare --between` speak of a compared figure. */
export interface ComparedDef {
  /** In `compare --between`'s sentence: "a is 12% faster than b post-first-content", "... to first token". */
  between: string;
  /** In a load stage's comparison line: "stage 2 (c=4) TTFT +12% [..]: SLOWER". */
  stage: string;
  /**
   * `compare --between`'s sentence of a change, where the figure's own words
   * read better than "{a} is {pct} faster than {b} <between>" (and "slower"):
   * "{a} reaches first token {pct} sooner than {b}". {a}, {b} and {pct} are
   * filled in; the p50s and the interval follow.
   */
  words?: { faster: string; slower: string };
}

/** A figure's column in the load stages' table (stages carry it as a Summary). */
export interface PerStageDef {
  /** Its column's place (1-based) among the stage table's figure columns. */
  place: number;
  /** The stage field holding its Summary: the figure's key, unless stages name it otherwise (total_ms is `e2e_ms`). */
  field: string;
  /** The column's header: "TTFT p50 / p99 ms". */
  header: string;
  /** What a cell shows: the p50 and p99, the p50 and p10 (a low tail is the bad one), or the p50 alone. */
  cell: 'p50 / p99' | 'p50 / p10' | 'p50';
  /** Over streamed responses only: withheld ("n/a (buffered)") in a stage that streamed none. */
  streamedOnly: boolean;
  /** Drawn per stage over time on the dashboard ("TTFT p50 per stage"). */
  trended: boolean;
}

/** A figure's column in the stream timing table. */
export interface TimingDef {
  /** Its column's place (1-based) among the table's figure columns (chunking, a count, comes last). */
  place: number;
  /** What a cell shows, after the figure's label in the header: "p50/p90" -> "TPOT ms p50/p90". */
  cell: 'p50/p90' | 'p50/p99' | 'p50/max' | 'p50/p10' | 'p50';
  /** The header, where it is not the label and the cell ("post-first tok/s p50"). */
  header?: string;
  /** The cell adds the figure's value count (`n`): "12 / 15 · n=40". */
  counts?: boolean;
  /** Its meaning is listed under the table (a figure shown there only for reference is not). */
  explained: boolean;
}

export interface FigureDef {
  /** The results.json group key (a Summary) and the request key it summarizes. */
  key: FigureKey;
  /** Short, for table cells and sentences: "TTFT ms". */
  label: string;
  /** Long, for a heading or a chart's caption: "Time to first token (ms)". */
  title: string;
  /** The figure by name without its unit: "TTFT", "decode rate". */
  name: string;
  /** One line: what the figure means. */
  meaning: string;
  /** 'index': a score 0..1 (the fluidity index); 'share': a share of requests 0..1 (the check pass rate). */
  unit: 'ms' | 'tok/s' | 'index' | 'share';
  better: Better;
  /**
   * A share of requests (0..1), not a Summary: the group field is the share,
   * its interval Wilson's, a request's value 1 or 0 (shareValue), and the
   * comparison sets the two shares' counts against each other (compareShares).
   */
  share?: true;
  /** The outcomes whose requests feed it (warmups never do). */
  feeds: readonly Outcome[];
  /** The group field counting its values; null when the group keeps no count. */
  n: FigureCountKey | null;
  /** The group field with its p50's interval; null when the group has none. */
  ci: FigureCiKey | null;
  /** Ranked in its own table (results.json `ranks`), or false. */
  ranked: RankedDef | false;
  /**
   * Compared against a baseline (results.json `comparisons`, per group and
   * per load stage), with the words the comparisons use for it; or false.
   */
  compared: ComparedDef | false;
  /** Drawn over time on the dashboard. */
  trended: boolean;
  /** Exported for github-action-benchmark (customSmallerIsBetter / customBiggerIsBetter), under this name. */
  exported: { name: string } | false;
  /**
   * It divides streamed_tokens (design.md "Hidden reasoning"): results
   * written before hidden reasoning was counted divided output_tokens there,
   * so the comparison refuses to set an old run's value against a new one's.
   */
  streamedTokens: boolean;
  /** A column of the load stages' table, or false. */
  perStage: PerStageDef | false;
  /** A column of the stream timing table (with `meaning` below it when explained), or false. */
  timing: TimingDef | false;
  /**
   * The plausibility rule: `max_plausible_tps` for a rate (a value above it
   * is flagged implausible, kept as measured, and keeps its group out of the
   * figure's ranking), null for a time. Rates are also left out for a
   * request measured while the client stalled (analysis.max_client_stall_ms).
   */
  plausibility: 'max_plausible_tps' | null;
  /** Its columns show only where some group (or stage) has a value: a figure that needs a setting (fluidity's targets). */
  onlyWithValues?: true;
}

/**
 * A figure's entry: ranked and compared exactly when figure-keys.ts lists its
 * key so. A key listed there that is no FigureKey asks for an entry whose
 * `key` can be nothing, so it fails too.
 */
type FigureEntry<K extends string> = FigureDef & {
  key: K;
  ranked: K extends RankedFigureKey ? RankedDef : false;
  compared: K extends ComparedFigureKey ? ComparedDef : false;
};

const STREAMED: readonly Outcome[] = ['streamed'];
const ANSWERED: readonly Outcome[] = ['streamed', 'buffered'];

/**
 * Every figure, in the order reports list them. Add a figure here (and its
 * computation in analyze/); every view picks it up by its flags.
 */
export const FIGURES = {
  ttft_ms: {
    key: 'ttft_ms',
    label: 'TTFT ms',
    title: 'Time to first token (ms)',
    name: 'TTFT',
    meaning: 'time from dispatch to the first generated content (reasoning or answer) of a streamed response.',
    unit: 'ms',
    better: 'lower',
    feeds: STREAMED,
    n: 'n_ttft',
    ci: 'ttft_ms_ci',
    ranked: { place: 3, table: 'time to first token', best: 'quickest to first token' },
    compared: {
      between: 'to first token',
      stage: 'TTFT',
      words: {
        faster: '{a} reaches first token {pct} sooner than {b}',
        slower: '{a} takes {pct} longer to first token than {b}',
      },
    },
    trended: true,
    exported: { name: 'TTFT' },
    streamedTokens: false,
    perStage: {
      place: 1,
      field: 'ttft_ms',
      header: 'TTFT p50 / p99 ms',
      cell: 'p50 / p99',
      streamedOnly: true,
      trended: true,
    },
    timing: false,
    plausibility: null,
  },
  ttfa_ms: {
    key: 'ttfa_ms',
    label: 'TTFA ms',
    title: 'Time to first answer (ms)',
    name: 'TTFA',
    meaning: 'time from dispatch to the first answer text (reasoning excluded) of a streamed response.',
    unit: 'ms',
    better: 'lower',
    feeds: STREAMED,
    n: 'n_ttfa',
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: null,
  },
  post_first_content_tps: {
    key: 'post_first_content_tps',
    label: 'post-first-content tok/s',
    title: 'Post-first-content throughput (tok/s)',
    name: 'post-first-content',
    meaning: 'output tokens / (end − first content), over streamed responses only.',
    unit: 'tok/s',
    better: 'higher',
    feeds: STREAMED,
    n: 'n_post_first_content',
    ci: 'post_first_content_tps_ci',
    ranked: { place: 1, table: 'post-first-content', best: 'fastest post-first-content', always: true },
    compared: { between: 'post-first-content', stage: 'post-first-content tok/s' },
    trended: true,
    exported: { name: 'post-first-content throughput' },
    streamedTokens: true,
    perStage: false,
    timing: { place: 3, cell: 'p50', header: 'post-first tok/s p50', explained: false },
    plausibility: 'max_plausible_tps',
  },
  end_to_end_tps: {
    key: 'end_to_end_tps',
    label: 'end-to-end tok/s',
    title: 'End-to-end throughput (tok/s)',
    name: 'end-to-end',
    meaning: 'output tokens / (end − dispatch), over every successful response, streamed or buffered.',
    unit: 'tok/s',
    better: 'higher',
    feeds: ANSWERED,
    n: 'n_end_to_end',
    ci: 'end_to_end_tps_ci',
    ranked: { place: 2, table: 'end-to-end', best: 'fastest end to end', always: true },
    compared: { between: 'end to end', stage: 'end-to-end tok/s' },
    trended: true,
    exported: { name: 'end-to-end throughput' },
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: 'max_plausible_tps',
  },
  total_ms: {
    key: 'total_ms',
    label: 'total ms',
    title: 'Total time (ms)',
    name: 'total',
    meaning: 'time from dispatch to the end of the body, over successful responses.',
    unit: 'ms',
    better: 'lower',
    feeds: ANSWERED,
    n: 'n_total',
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: {
      place: 4,
      field: 'e2e_ms',
      header: 'E2E p50 / p99 ms',
      cell: 'p50 / p99',
      streamedOnly: false,
      trended: false,
    },
    timing: false,
    plausibility: null,
  },
  server_tps: {
    key: 'server_tps',
    label: 'server tok/s',
    title: 'Server-reported rate (tok/s)',
    name: 'server rate',
    meaning: 'the generation rate the provider itself reports (usage timings), where it reports one.',
    unit: 'tok/s',
    better: 'higher',
    feeds: ANSWERED,
    n: 'n_server',
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: null,
  },
  decode_tps: {
    key: 'decode_tps',
    label: 'decode tok/s',
    title: 'Decode rate (tok/s)',
    name: 'decode rate',
    meaning:
      '1000 / TPOT: the generation rate after the first read, which a first read of many tokens does not inflate.',
    unit: 'tok/s',
    better: 'higher',
    feeds: STREAMED,
    n: 'n_decode',
    ci: 'decode_tps_ci',
    ranked: { place: 4, table: 'decode rate', best: 'fastest decoding' },
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: { place: 2, cell: 'p50/p90', counts: true, explained: true },
    plausibility: 'max_plausible_tps',
  },
  tpot_ms: {
    key: 'tpot_ms',
    label: 'TPOT ms',
    title: 'Time per output token (ms)',
    name: 'TPOT',
    meaning:
      'time per output token after the first content read: (last − first content) / (tokens − the first read’s tokens); ' +
      'for a one-token-a-read stream, vLLM’s TPOT.',
    unit: 'ms',
    better: 'lower',
    feeds: STREAMED,
    n: 'n_decode',
    ci: null,
    ranked: false,
    compared: false,
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: {
      place: 2,
      field: 'tpot_ms',
      header: 'TPOT p50 / p99 ms',
      cell: 'p50 / p99',
      streamedOnly: true,
      trended: true,
    },
    timing: { place: 1, cell: 'p50/p90', explained: true },
    plausibility: null,
  },
  itl_ms: {
    key: 'itl_ms',
    label: 'ITL ms',
    title: 'Inter-token latency (ms)',
    name: 'ITL',
    meaning:
      'inter-token latency: each gap between content reads spread evenly over the tokens of the read that ended it, one sample per token.',
    unit: 'ms',
    better: 'lower',
    feeds: STREAMED,
    n: null,
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: { place: 3, field: 'itl_ms', header: 'ITL p50 ms', cell: 'p50', streamedOnly: true, trended: false },
    timing: { place: 4, cell: 'p50/p99', explained: true },
    plausibility: null,
  },
  max_gap_ms: {
    key: 'max_gap_ms',
    label: 'max gap ms',
    title: 'Longest gap between content reads (ms)',
    name: 'max gap',
    meaning: 'the longest silence between two content reads after first content (a stall), per request.',
    unit: 'ms',
    better: 'lower',
    feeds: STREAMED,
    n: null,
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: { place: 5, cell: 'p50/max', explained: true },
    plausibility: null,
  },
  ttst_ms: {
    key: 'ttst_ms',
    label: 'TTST ms',
    title: 'Time to second token (ms)',
    name: 'TTST',
    meaning:
      'time from dispatch to the content read that carried the second token (TTFT when the first read carried two): ' +
      'TTFT’s next step, where a stall right after the first token shows.',
    unit: 'ms',
    better: 'lower',
    feeds: STREAMED,
    n: null,
    ci: null,
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: false,
    // Before TPOT: the stream timing table's first column, TTFT's next step.
    timing: { place: 0, cell: 'p50/p90', explained: true },
    plausibility: null,
  },
  fluidity_index: {
    key: 'fluidity_index',
    label: 'fluidity',
    title: 'Fluidity index (0–1)',
    name: 'fluidity',
    meaning:
      'the share of token deadlines met (analysis.fluidity’s TTFT and TPOT targets): on-time tokens / (on-time tokens + ' +
      'missed deadlines); 1 is a stream a reader never saw stop, its p10 the stalled tail.',
    unit: 'index',
    better: 'higher',
    feeds: STREAMED,
    n: 'n_fluidity',
    ci: 'fluidity_index_ci',
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: {
      place: 5,
      field: 'fluidity_index',
      header: 'fluidity p50 / p10',
      cell: 'p50 / p10',
      streamedOnly: true,
      trended: false,
    },
    timing: { place: 6, cell: 'p50/p10', counts: true, explained: true },
    plausibility: null,
    onlyWithValues: true,
  },
  check_pass_rate: {
    key: 'check_pass_rate',
    label: 'checks passed',
    title: 'Answers that passed their checks',
    name: 'check pass rate',
    meaning:
      "the share of successful requests whose answer passed every check of its prompt's expect: (Wilson 95% interval).",
    unit: 'share',
    better: 'higher',
    share: true,
    feeds: ANSWERED,
    n: 'n_check',
    ci: 'check_pass_rate_ci',
    ranked: false,
    compared: { between: 'in answers that passed their checks', stage: 'checks passed' },
    trended: true,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: null,
  },
  ttftc_ms: {
    key: 'ttftc_ms',
    label: 'TTFTC ms',
    title: 'Time to first tool-call content (ms)',
    name: 'TTFTC',
    meaning:
      'time from dispatch to the first tool-call content (its name or first argument delta), over successful ' +
      'requests that made tool calls, streamed or buffered.',
    unit: 'ms',
    better: 'lower',
    feeds: ANSWERED,
    n: 'n_ttftc',
    ci: 'ttftc_ms_ci',
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: false,
    // Its own table (report/tool-calls.ts), shown only for groups that made tool calls.
    timing: false,
    plausibility: null,
    onlyWithValues: true,
  },
  tool_args_tps: {
    key: 'tool_args_tps',
    label: 'args tok/s',
    title: 'Tool-call arguments rate (tok/s)',
    name: 'arguments rate',
    meaning:
      'tool-call argument tokens after the first arguments read / (last − first arguments read), over requests ' +
      'whose arguments streamed (min_content_reads reads over min_generation_s); buffered arguments have none.',
    unit: 'tok/s',
    better: 'higher',
    feeds: ANSWERED,
    n: 'n_tool_args',
    ci: 'tool_args_tps_ci',
    ranked: false,
    compared: false,
    trended: false,
    exported: false,
    streamedTokens: false,
    perStage: false,
    timing: false,
    plausibility: 'max_plausible_tps',
    onlyWithValues: true,
  },
} as const satisfies { [K in FigureKey | RankedFigureKey | ComparedFigureKey]: FigureEntry<K> };

type Table = typeof FIGURES;

export type { ComparedFigureKey, RankedFigureKey };
/** The figures the dashboard draws over time. */
export type TrendedFigureKey = { [K in FigureKey]: Table[K]['trended'] extends true ? K : never }[FigureKey];
/** The figures exported for github-action-benchmark. */
export type ExportedFigureKey = { [K in FigureKey]: Table[K]['exported'] extends false ? never : K }[FigureKey];
/** The figures the stream timing table explains (its columns, but for a reference one). */
export type TimingFigureKey = {
  [K in FigureKey]: Table[K]['timing'] extends { explained: true } ? K : never;
}[FigureKey];

/**
 * The figure table less its `onlyWithValues` figures that `has` finds no
 * value of (fluidity without targets): what a table of groups or stages shows.
 */
export function shownFigures(
  figures: Readonly<Record<string, FigureDef>>,
  has: (f: FigureDef) => boolean,
): Record<string, FigureDef> {
  return Object.fromEntries(Object.entries(figures).filter(([, f]) => f.onlyWithValues !== true || has(f)));
}

/** A figure's definition (the table, widened to FigureDef for code that reads any figure). */
export function figureDef(key: FigureKey): FigureDef {
  return FIGURES[key];
}

/** Every figure's definition, in the table's order. */
export const FIGURE_LIST: readonly FigureDef[] = Object.values(FIGURES);

/** The figures a predicate keeps, in the table's order, typed by the predicate's key. */
function keys<K extends FigureKey>(keep: (f: FigureDef) => boolean): readonly K[] {
  return FIGURE_LIST.filter(keep).map((f) => f.key as K);
}

/** Ranked figures in the order of their tables (and of results.json `ranks`). */
export const RANKED_KEYS: readonly RankedFigureKey[] = FIGURE_LIST.filter((f) => f.ranked !== false)
  .sort((a, b) => (a.ranked as RankedDef).place - (b.ranked as RankedDef).place)
  .map((f) => f.key as RankedFigureKey);
/** Compared figures, in the table's order (TTFT, post-first-content, end-to-end). */
export const COMPARED_KEYS: readonly ComparedFigureKey[] = keys<ComparedFigureKey>((f) => f.compared !== false);
export const TRENDED_KEYS: readonly TrendedFigureKey[] = keys<TrendedFigureKey>((f) => f.trended);
export const EXPORTED_KEYS: readonly ExportedFigureKey[] = keys<ExportedFigureKey>((f) => f.exported !== false);
/** The stream timing table's figure columns, by their place: FIGURES, or a test's with a figure added. */
export function timingFigureDefs(
  figures: Readonly<Record<string, FigureDef>> = FIGURES,
): Array<FigureDef & { timing: TimingDef }> {
  return Object.values(figures)
    .filter((f): f is FigureDef & { timing: TimingDef } => f.timing !== false)
    .sort((a, b) => a.timing.place - b.timing.place);
}
/** The figures the stream timing table explains, by their place. */
export const TIMING_KEYS: readonly TimingFigureKey[] = timingFigureDefs()
  .filter((f) => f.timing.explained)
  .map((f) => f.key as TimingFigureKey);

/**
 * The compared figures of a figure table, in its order: FIGURES (the
 * comparison, the history's trends and the dashboard default to it), or a
 * test's with a figure added.
 */
export function comparedFigureDefs(
  figures: Readonly<Record<string, FigureDef>> = FIGURES,
): Array<FigureDef & { key: ComparedFigureKey }> {
  return Object.values(figures).filter((f): f is FigureDef & { key: ComparedFigureKey } => f.compared !== false);
}

/** The load stage table's figure columns, by their place: FIGURES, or a test's with a figure added. */
export function perStageFigureDefs(
  figures: Readonly<Record<string, FigureDef>> = FIGURES,
): Array<FigureDef & { perStage: PerStageDef }> {
  return Object.values(figures)
    .filter((f): f is FigureDef & { perStage: PerStageDef } => f.perStage !== false)
    .sort((a, b) => a.perStage.place - b.perStage.place);
}

/** True when a higher value of the figure is better (the rates), false for the times. */
export function higherIsBetter(key: FigureKey): boolean {
  return FIGURES[key].better === 'higher';
}

/** A rate: past max_plausible_tps it is implausible, and a stalled client's value is left out. */
export function isRate(key: FigureKey, f: FigureDef = FIGURES[key]): boolean {
  return f.plausibility === 'max_plausible_tps' || f.unit === 'tok/s';
}

/** A share figure's request value: 1 when its answer passed its checks, 0 when it failed, null when unchecked. */
export function shareValue(r: RequestResult): number | null {
  return r.check == null ? null : r.check.passed ? 1 : 0;
}

/** The request's value of a figure, or null when the request does not feed it (its outcome, or no value). */
export function requestValue(r: RequestResult, key: FigureKey): number | null {
  if (!FIGURES[key].feeds.includes(r.outcome)) return null;
  if ((FIGURES[key] as FigureDef).share) return shareValue(r);
  const v = (r as unknown as Record<string, unknown>)[key];
  return typeof v === 'number' ? v : null;
}

/** A group's figure: its Summary, value count and interval (each null where the group has none). */
export function groupFigure(
  g: GroupResult,
  key: FigureKey,
  f: FigureDef = FIGURES[key],
): { summary: Summary | null; n: number | null; ci: GroupInterval | null } {
  const summary = figureSummary(g, key);
  const n = f.n === null ? null : ((g as unknown as Record<string, number | undefined>)[f.n] ?? null);
  const ci = f.ci === null ? null : ((g as unknown as Record<string, GroupInterval | null | undefined>)[f.ci] ?? null);
  return { summary, n, ci };
}

/** A group's Summary of a figure by key (also one outside FIGURES, read off the group as results.json carries it). */
export function figureSummary(g: GroupResult, key: string): Summary | null {
  const v = (g as unknown as Record<string, Summary | number | null | undefined>)[key] ?? null;
  // A share is one number: as a Summary, every percentile is it.
  return typeof v === 'number' ? { p50: v, p90: v, p99: v, min: v, max: v } : v;
}

/** The ranked figures of a figure table, by their place: FIGURES, or a test's with a figure added. */
export function rankedFigureDefs(figures: Readonly<Record<string, FigureDef>> = FIGURES): FigureDef[] {
  return Object.values(figures)
    .filter((f) => f.ranked !== false)
    .sort((a, b) => (a.ranked as RankedDef).place - (b.ranked as RankedDef).place);
}
