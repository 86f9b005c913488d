import { maxOf, pushAll } from '../analyze/stats.ts';
import { STAGE_NOTE, stageTables } from './stages.ts';
import { CROSS_LOCATION_TITLE, crossLocationTable, withLocationLabels } from './locations.ts';
import { groupServerLines, promptCacheLines } from './server-lines.ts';
import { MIN_SAMPLES } from '../analyze/bootstrap.ts';
import { newConnectionSentence } from './connections.ts';
import { replayLines, sentLengthTable, turnTables } from './workloads.ts';
import type { Flag, GroupResult, RankedFigure, Results, Summary } from '../analyze/types.ts';
import {
  baselineSentence,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  groupFlags,
  type FlagGroup,
  METRIC_LABEL,
  ranking,
  rankOf,
  tooFewToRank,
  VERDICT_LABEL,
  comparisonReason,
  hiddenReasoningLines,
} from './figures.ts';
import {
  formatCount,
  formatNumber,
  formatTps,
  tokenSourcesSentence,
  formatMinMax,
  formatMs,
  formatP50P90,
  naEndToEnd,
  naPostFirstContent,
  sanitizeText,
  truncate,
} from './format.ts';
import {
  coarseSentence,
  hasStreamTiming,
  TIMING_FIGURES,
  TIMING_HEADERS,
  timingCells,
  timingGroups,
  TRUST_SENTENCE,
} from './timing.ts';
import { ANSI, CELL_STYLE, FLAG_REASON, MAX_DETAIL, streamingOf, VERDICT, verdictOf, type Style } from './labels.ts';
import { buildReportDoc, type CellKind, type Span } from './doc.ts';
import { type FigureDef, FIGURES, figureSummary, rankedFigureDefs } from '../analyze/figures.ts';

// The terminal view: the two throughput tables (never merged) as aligned
// ASCII columns, then the flagged requests. Nothing else: the CLI adds where
// the files were written. ANSI colours only when asked for; every string from
// a config, provider or server is sanitised so it cannot emit escapes.

export interface TerminalOptions {
  color: boolean;
  /** The figure table the ranked tables come from: FIGURES, or a test's with a figure added. */
  figures?: Readonly<Record<string, FigureDef>>;
  /**
   * Terminal columns: names are cut with an ellipsis, then columns dropped by
   * priority, and prose wrapped at spaces to fit. No limit when absent (`--wide`).
   */
  width?: number;
}

/** The width the CLI draws for: the terminal's, 100 when unknown (a pipe, CI), none with --wide. */
export function terminalWidth(stream: { columns?: number }, wide: boolean): number | undefined {
  if (wide) return undefined;
  return typeof stream.columns === 'number' && stream.columns > 0 ? stream.columns : DEFAULT_WIDTH;
}

export const DEFAULT_WIDTH = 100;

interface Cell {
  text: string;
  /** What the cell holds, which decides its colour (KIND_STYLE); `style` overrides it for a reason or verdict colour. */
  kind?: CellKind;
  style?: Style;
}

/** A cell kind's colour in the terminal. */
const KIND_STYLE: Record<CellKind, Style | undefined> = {
  value: undefined,
  ranked: CELL_STYLE.ranked,
  withheld: CELL_STYLE.withheld,
  flagged: FLAG_REASON.implausible.style,
  caution: CELL_STYLE.caution,
  alert: CELL_STYLE.alert,
  good: VERDICT.faster.style,
  muted: VERDICT.insufficient_data.style,
};

interface Column {
  header: string;
  align: 'left' | 'right';
  /** May be cut to fit the width. */
  shrink?: boolean;
  /** 0 (default): always shown. Past the width, the column of the highest priority goes first. */
  priority?: number;
}

const MIN_SHRUNK = 6;
/** Names are cut to this before any column is dropped, and further only when nothing is left to drop. */
const SHRINK_FIRST = 14;

/** Set when a table dropped columns to fit: renderTerminal then says --wide shows them. */
let droppedColumns = false;

function paint(s: string, style: Style | undefined, color: boolean): string {
  return color && style ? `\x1b[${ANSI[style]}m${s}\x1b[0m` : s;
}

function pad(s: string, w: number, align: 'left' | 'right'): string {
  const len = Array.from(s).length;
  const fill = ' '.repeat(Math.max(0, w - len));
  return align === 'right' ? fill + s : s + fill;
}

/** An ASCII table, `+---+` borders, each column as wide as its widest cell (fit to `width` when given). */
function table(allCols: Column[], allRows: Cell[][], opts: TerminalOptions): string[] {
  let keep = allCols.map((_, i) => i);
  const natural = allCols.map((c, i) =>
    Math.max(Array.from(c.header).length, ...allRows.map((r) => Array.from(r[i]?.text ?? '').length)),
  );
  let widths = [...natural];
  if (opts.width !== undefined) {
    const width = opts.width;
    const total = () => keep.reduce((a, i) => a + (widths[i] as number), 0) + 3 * keep.length + 1;
    /** Cut the widest shrinkable kept column by one, down to `floor`; false when none can be cut. */
    const shrinkOne = (floor: number) => {
      let widest = -1;
      for (const i of keep)
        if (allCols[i]!.shrink && widths[i]! > floor && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
      if (widest < 0) return false;
      widths[widest] = widths[widest]! - 1;
      return true;
    };
    // Names first (to a readable floor), then whole columns by priority, then names to the bone.
    while (total() > width && shrinkOne(SHRINK_FIRST));
    while (total() > width) {
      const droppable = keep.filter((i) => (allCols[i]!.priority ?? 0) > 0);
      if (droppable.length === 0) break;
      const drop = droppable.reduce((a, i) => ((allCols[i]!.priority ?? 0) >= (allCols[a]!.priority ?? 0) ? i : a));
      keep = keep.filter((i) => i !== drop);
      droppedColumns = true;
      // A dropped column may leave room to give the names back some of their width.
      widths = widths.map((w, i) => (allCols[i]!.shrink ? natural[i]! : w));
      while (total() > width && shrinkOne(SHRINK_FIRST));
    }
    while (total() > width && shrinkOne(MIN_SHRUNK));
  }
  const cols = keep.map((i) => allCols[i] as Column);
  const ws = keep.map((i) => widths[i] as number);
  const rows = allRows.map((r) => keep.map((i) => r[i] ?? { text: '' }));
  const rule = '+' + ws.map((w) => '-'.repeat(w + 2)).join('+') + '+';
  const line = (cells: Cell[], header: boolean) =>
    '|' +
    cols
      .map((c, i) => {
        const w = ws[i] as number;
        const cell = cells[i] ?? { text: '' };
        const text = pad(truncate(cell.text, w), w, header ? 'left' : c.align);
        const style = header ? CELL_STYLE.heading : (cell.style ?? (cell.kind ? KIND_STYLE[cell.kind] : undefined));
        return ' ' + paint(text, style, opts.color) + ' ';
      })
      .join('|') +
    '|';
  return [
    rule,
    line(
      cols.map((c) => ({ text: c.header })),
      true,
    ),
    rule,
    ...rows.map((r) => line(r, false)),
    rule,
  ];
}

function title(s: string, opts: TerminalOptions): string {
  return paint(s, CELL_STYLE.heading, opts.color);
}

/** A ranked rate: the implausible flag's colour when some of its rates were, else a ranked figure's. */
function rankedStyle(g: GroupResult): Style {
  return g.implausible > 0 ? FLAG_REASON.implausible.style : CELL_STYLE.ranked;
}

/** A figure's cell: withheld (its n/a words) when the group has no such figure. */
function figure(text: string, present: boolean): Cell {
  return present ? { text } : { text, kind: 'withheld' };
}

function names(g: GroupResult): Cell[] {
  return [{ text: sanitizeText(g.provider) }, { text: sanitizeText(g.model) }, { text: sanitizeText(g.prompt) }];
}

const NAME_COLS: Column[] = [
  { header: 'provider', align: 'left', shrink: true },
  { header: 'model', align: 'left', shrink: true, priority: 6 },
  { header: 'prompt', align: 'left', shrink: true },
];

function implausibleMark(g: GroupResult): string {
  return g.implausible > 0 ? ' !' : '';
}

function postFirstContent(groups: GroupResult[], opts: TerminalOptions, min: number): string[] {
  const showTtfa = groups.some((g) => g.ttfa_ms !== null);
  const cols: Column[] = [
    { header: '#', align: 'right' },
    ...NAME_COLS,
    { header: 'streaming', align: 'left', priority: 3 },
    { header: 'streamed/n', align: 'right', priority: 2 },
    // TTFT has its own table below: the first to go when the width is short.
    { header: 'TTFT ms p50 / p90', align: 'right', priority: 9 },
    ...(showTtfa ? [{ header: 'TTFA ms p50', align: 'right', priority: 8 } as Column] : []),
    { header: 'tok/s p50 / p90', align: 'right' },
    { header: 'tok/s min-max', align: 'right', priority: 7 },
  ];
  const order = ranking(groups, 'post_first_content_tps', (g) => !tooFewToRank(g, min), '-');
  const rows = order.rows.map(({ g, place }): Cell[] => {
    const na = naPostFirstContent(g);
    const ranked = place !== null;
    const thin = tooFewToRank(g, min);
    const streaming = streamingOf(g.streaming);
    const cells: Cell[] = [
      { text: place ?? '' },
      ...names(g),
      { text: streaming.label, style: streaming.style },
      { text: formatCount(g.streamed, g.n) },
      figure(formatP50P90(g.ttft_ms, na), g.ttft_ms !== null),
    ];
    // The reason (buffered, all failed) goes in the TTFT and rate cells; the others just say n/a.
    if (showTtfa) cells.push(figure(formatMs(g.ttfa_ms?.p50), g.ttfa_ms != null));
    const tps =
      formatP50P90(g.post_first_content_tps, na) +
      (thin ? ` (n=${g.n_post_first_content}, too few to rank)` : '') +
      (g.unranked?.post_first_content_tps === 'mostly_failed' ? ` ${MOSTLY_FAILED}` : '') +
      (ranked ? implausibleMark(g) : '');
    cells.push(
      {
        text: tps,
        kind: ranked
          ? g.implausible > 0
            ? 'flagged'
            : 'ranked'
          : thin || g.post_first_content_tps === null
            ? 'withheld'
            : 'value',
      },
      { text: formatMinMax(g.post_first_content_tps, undefined, '-'), kind: ranked ? 'value' : 'withheld' },
    );
    return cells;
  });
  return [...table(cols, rows, opts), ...notRanked(order.implausible, (g) => g.post_first_content_tps, opts)];
}

/** The groups a rate table leaves out for an implausible rate, each with its figure and the flag. */
function notRanked(groups: GroupResult[], pick: (g: GroupResult) => Summary | null, opts: TerminalOptions): string[] {
  if (groups.length === 0) return [];
  return [
    paint(
      'Not ranked: a rate above max_plausible_tps (kept as measured, see Flagged):',
      FLAG_REASON.implausible.style,
      opts.color,
    ),
    ...groups.map(
      (g) =>
        `  ${sanitizeText(g.provider)} / ${sanitizeText(g.model)} / ${sanitizeText(g.prompt)}: ` +
        `${formatP50P90(pick(g))} tok/s p50 / p90, ${g.implausible} of ${g.n} implausible`,
    ),
  ];
}

/**
 * A streamed figure's own ranking (time to first token, lowest first; the
 * decode rate, highest first): place, names, streamed/n, p50 / p90.
 */
function rankedTable(groups: GroupResult[], f: FigureDef, opts: TerminalOptions): string[] {
  const key = f.key as RankedFigure;
  const cols: Column[] = [
    { header: '#', align: 'right' },
    ...NAME_COLS,
    { header: 'streamed/n', align: 'right', priority: 2 },
    { header: `${f.label} p50 / p90`, align: 'right' },
  ];
  const rows = ranking(groups, key, () => true, '-').rows.map(({ g, place }): Cell[] => {
    const s = figureSummary(g, f.key);
    const text = formatP50P90(s, naPostFirstContent(g));
    return [
      { text: place ?? '' },
      ...names(g),
      { text: formatCount(g.streamed, g.n) },
      place !== null
        ? { text, kind: f.plausibility && g.implausible > 0 ? 'flagged' : 'ranked' }
        : figure(text, s !== null),
    ];
  });
  return table(cols, rows, opts);
}

function endToEnd(groups: GroupResult[], opts: TerminalOptions): string[] {
  const cols: Column[] = [
    { header: '#', align: 'right' },
    ...NAME_COLS,
    { header: 'ok/n', align: 'right', priority: 2 },
    { header: 'total ms p50', align: 'right', priority: 4 },
    { header: 'tok/s p50 / p90', align: 'right' },
  ];
  const order = ranking(groups, 'end_to_end_tps', () => true, '-');
  const rows = order.rows.map(({ g, place }): Cell[] => {
    const na = naEndToEnd(g);
    const ranked = place !== null;
    const tps =
      formatP50P90(g.end_to_end_tps, na) +
      (g.unranked?.end_to_end_tps === 'too_few_samples' ? ` (n=${g.n_end_to_end}, too few to rank)` : '') +
      (g.unranked?.end_to_end_tps === 'mostly_failed' ? ` ${MOSTLY_FAILED}` : '') +
      (ranked ? implausibleMark(g) : '');
    return [
      { text: place ?? '' },
      ...names(g),
      { text: formatCount(g.streamed + g.buffered, g.n), style: g.errors > 0 ? FLAG_REASON.error.style : undefined },
      figure(formatMs(g.total_ms?.p50, na), g.total_ms != null),
      ranked ? { text: tps, style: rankedStyle(g) } : figure(tps, g.end_to_end_tps !== null),
    ];
  });
  return [...table(cols, rows, opts), ...notRanked(order.implausible, (g) => g.end_to_end_tps, opts)];
}

/** Ids listed per flagged group before the rest are counted (results.json and summary.md list every one). */
const IDS_SHOWN = 12;

/**
 * A group's ids in one short cell: "steady/haiku/{1,2,3}" when they share
 * the group's "provider/prompt/" head (as run ids do), else listed; past
 * IDS_SHOWN, the rest counted.
 */
function compactIds(g: FlagGroup): string {
  const head = `${g.provider}/${g.prompt}/`;
  const shown = g.ids.slice(0, IDS_SHOWN);
  const more = g.ids.length > IDS_SHOWN ? ` +${g.ids.length - IDS_SHOWN} more` : '';
  if (g.ids.length > 1 && g.ids.every((id) => id.startsWith(head)))
    return sanitizeText(`${head}{${shown.map((id) => id.slice(head.length)).join(',')}}`) + more;
  return shown.map(sanitizeText).join(', ') + more;
}

function flagged(flags: Flag[], opts: TerminalOptions): string[] {
  if (flags.length === 0) return [title('Flagged: none', opts)];
  const groups = groupFlags(flags);
  const lines = [
    title(
      `Flagged (${new Set(flags.map((f) => f.id)).size} requests, one line per provider, prompt and reason; warmups not listed)`,
      opts,
    ),
  ];
  const labelWidth = maxOf(groups.map((g) => FLAG_REASON[g.reason].label.length));
  const countWidth = maxOf(groups.map((g) => String(g.ids.length).length));
  const cells = groups.map((g) => `${String(g.ids.length).padStart(countWidth)}x ${compactIds(g)}`);
  const idWidth = maxOf(cells.map((c) => Array.from(c).length));
  groups.forEach((g, i) => {
    const r = FLAG_REASON[g.reason];
    const head = `  ${paint(pad(r.label, labelWidth, 'left'), r.style, opts.color)}  ${pad(cells[i] as string, idWidth, 'left')}  `;
    const headLen = 2 + labelWidth + 2 + idWidth + 2;
    const others = g.details.length > 1 ? ` (+${g.details.length - 1} other kinds, see summary.md)` : '';
    let detail = truncate((g.varied ? 'e.g. ' : '') + sanitizeText(g.details[0] ?? ''), MAX_DETAIL) + others;
    if (opts.width !== undefined) detail = truncate(detail, Math.max(20, opts.width - headLen));
    lines.push(head + detail);
  });
  return lines;
}

/** Stream timing per group (streamed responses only), each figure's meaning, and which rate to trust. */
function streamTiming(results: Results, opts: TerminalOptions): string[] {
  // Headers without their percentiles (said once below the table), so the
  // table fits a 128-column terminal beside the names.
  const cols: Column[] = [
    ...NAME_COLS.filter((c) => c.header !== 'model'),
    ...TIMING_HEADERS.map((header, i): Column => ({
      header: header.replace(/ p\d+(\/(p\d+|max))?$/, ''),
      align: header === 'chunking' ? 'left' : 'right',
      // The decode rate and chunking stay; the others go from the right.
      ...(header.startsWith('decode') || header === 'chunking' ? {} : { priority: 2 + i }),
    })),
  ];
  const rows = timingGroups(results).map((g): Cell[] => [
    { text: sanitizeText(g.provider) },
    { text: sanitizeText(g.prompt) },
    ...timingCells(g, false).map((text, i): Cell =>
      TIMING_HEADERS[i] === 'chunking'
        ? { text, ...((g.coarse ?? 0) > 0 ? { style: FLAG_REASON.coarse.style } : {}) }
        : figure(text, [g.tpot_ms, g.decode_tps, g.post_first_content_tps, g.itl_ms, g.max_gap_ms][i] != null),
    ),
  ]);
  const out = [
    title('Stream timing (streamed responses only)', opts),
    ...table(cols, rows, opts),
    `  percentiles: ${TIMING_HEADERS.filter((h) => / p\d/.test(h)).join(', ')}`,
  ];
  for (const f of TIMING_FIGURES) out.push(`  ${f.label}: ${f.meaning}`);
  out.push(TRUST_SENTENCE);
  const coarse = coarseSentence(results);
  if (coarse) out.push(coarse);
  return out;
}

/** Conversations by turn, the lengths sent and replay lateness; nothing for a run without workloads. */
function workloadLines(results: Results, opts: TerminalOptions): string[] {
  const out: string[] = [];
  for (const l of replayLines(results)) out.push('', `  ${sanitizeText(l)}`);
  const lengths = sentLengthTable(results);
  for (const t of [...turnTables(results), ...(lengths ? [lengths] : [])]) {
    out.push('', title(sanitizeText(t.title), opts));
    out.push(
      ...table(
        t.headers.map((header, i) => ({ header, align: t.numeric[i] ? 'right' : 'left' })),
        t.rows.map((r) => r.map((text) => ({ text: sanitizeText(text) }))),
        opts,
      ),
    );
    out.push(...t.notes.map((n) => `  ${sanitizeText(n)}`));
  }
  return out;
}

/** The terminal report: both throughput tables and the flagged requests, with a trailing newline. */
/** Why a group with figures has no place: most of its requests failed (a server that went away part way). */
const MOSTLY_FAILED = '(more failed or not sent than answered: not ranked)';

export function renderTerminal(input: Results, opts: TerminalOptions): string {
  const results = withLocationLabels(input);
  const groups = results.groups;
  const out: string[] = [];
  droppedColumns = false;
  // The answer first: the report model's headline (faults, the ranking sentence, the regressions, the counts).
  const head = buildReportDoc(input).sections.find((x) => x.id === 'headline');
  for (const b of head?.blocks ?? []) if (b.kind === 'paragraph') out.push(drawSpans(b.spans, opts));
  out.push('');
  out.push(title('Post-first-content throughput (streamed responses only)', opts));
  if (groups.length === 0) out.push('No measured requests.');
  else pushAll(out, postFirstContent(groups, opts, MIN_SAMPLES));
  out.push('');
  out.push(title('End-to-end throughput (all successful responses)', opts));
  if (groups.length === 0) out.push('No measured requests.');
  else pushAll(out, endToEnd(groups, opts));
  // Every other ranked figure (FIGURES' `ranked`), each in its own table: TTFT, the decode rate, and any added later.
  for (const f of rankedFigureDefs(opts.figures ?? FIGURES)) {
    if (f.key === 'post_first_content_tps' || f.key === 'end_to_end_tps') continue;
    if (!groups.some((g) => figureSummary(g, f.key) !== null)) continue;
    out.push('');
    out.push(
      title(
        f.key === 'ttft_ms'
          ? 'Time to first token (streamed responses only, lowest first)'
          : `${f.title}, ${f.feeds.includes('buffered') ? 'successful' : 'streamed'} responses only, ${f.better === 'higher' ? 'highest' : 'lowest'} first`,
        opts,
      ),
    );
    pushAll(out, rankedTable(groups, f, opts));
  }
  out.push(...crossLocation(results, opts));
  if (groups.some((g) => rankOf(g, 'post_first_content_tps') !== undefined))
    out.push(
      '#: the place by p50; "1-2" where the data cannot order the groups (their 95% intervals of the median overlap).',
    );
  // The mark shows only on ranked rows; a group unranked for its implausible rate is listed under its table instead.
  const marked = (g: GroupResult) =>
    g.implausible > 0 && (rankOf(g, 'post_first_content_tps') !== null || rankOf(g, 'end_to_end_tps') !== null);
  if (groups.some(marked)) out.push('! a rate above max_plausible_tps, kept as measured (see Flagged)');
  out.push(tokenSourcesSentence(results));
  const hidden = hiddenReasoningLines(groups);
  if (hidden.length > 0) {
    out.push('');
    out.push(title('Hidden reasoning (counted by the provider, never streamed)', opts));
    for (const { g, text } of hidden) out.push(`  ${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: ${text}`);
  }
  if (hasStreamTiming(results)) {
    out.push('');
    pushAll(out, streamTiming(results, opts));
  }
  const connections = newConnectionSentence(results);
  if (connections !== null) out.push(connections);
  if (groups.some((g) => g.server_tps !== null)) {
    out.push('');
    out.push(title('Server-reported generation rate (a third figure, never merged)', opts));
    for (const g of groups) {
      if (g.server_tps === null) continue;
      const client = g.post_first_content_tps?.p50 ?? null;
      const ratio =
        client !== null && client > 0 ? ` (${formatNumber(g.server_tps.p50 / client)}x the client-observed rate)` : '';
      out.push(
        `  ${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: ${formatTps(g.server_tps.p50)} tok/s p50 over ${g.n_server}${ratio}`,
      );
    }
  }
  const serverLines = groupServerLines(groups);
  if (serverLines.length > 0) {
    out.push('');
    out.push(title("The server's own view (metrics_url)", opts));
    out.push(...serverLines.map((l) => `  ${l}`));
  }
  const cacheLines = promptCacheLines(groups);
  if (cacheLines.length > 0) {
    out.push('');
    out.push(title('Prompt cache', opts));
    out.push(...cacheLines.map((l) => `  ${l}`));
  }
  if (results.comparisons !== undefined) {
    out.push('');
    pushAll(out, comparisonLines(results, opts));
  }
  for (const t of stageTables(results)) {
    out.push('');
    out.push(title(`Load stages: ${sanitizeText(t.provider)} / ${sanitizeText(t.prompt)}`, opts));
    out.push(
      ...table(
        t.headers.map((header, i) => ({
          header,
          align: t.numeric[i] ? 'right' : 'left',
          shrink: i === t.headers.length - 1,
          // Past the stage and its load, the rightmost figures go first when the width is short.
          ...(i >= 2 && i < t.headers.length - 1 ? { priority: i } : {}),
        })),
        t.rows.map((r) =>
          r.map((text) => ({
            text,
            ...(text.includes('generator-limited') ||
            text.includes('buffered') ||
            text.includes('not sent') ||
            text.includes('(disagree)')
              ? { style: CELL_STYLE.caution }
              : {}),
          })),
        ),
        opts,
      ),
    );
    pushAll(
      out,
      t.lines.map((l) => `  ${l}`),
    );
  }
  if (results.stages !== undefined) out.push(STAGE_NOTE);
  out.push(...workloadLines(results, opts));
  out.push('');
  pushAll(out, flagged(results.flagged, opts));
  if (droppedColumns)
    out.push(
      '',
      `Some columns are hidden to fit ${opts.width} columns: --wide shows all (and results.json has every figure).`,
    );
  return fitLines(out, opts).join('\n') + '\n';
}

/** A sentence of the report model: strong spans bold, alerts red, in colour only when asked for. */
function drawSpans(spans: readonly Span[], opts: TerminalOptions): string {
  return spans
    .map((x) =>
      paint(
        inert(x.text),
        x.emphasis === 'alert' ? CELL_STYLE.alert : x.emphasis === 'strong' ? CELL_STYLE.heading : undefined,
        opts.color,
      ),
    )
    .join('');
}

/** sanitizeText that keeps a span's edge spaces (the words around it need them). */
function inert(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/\s+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '?');
}

/** Visible characters of a line (ANSI styles left out). */
function visibleLength(line: string): number {
  // eslint-disable-next-line no-control-regex
  return Array.from(line.replace(/\x1b\[[0-9;]*m/g, '')).length;
}

/**
 * Prose wrapped at spaces to the width (tables are fit by `table`): a
 * number never splits, and a continuation keeps the line's indent.
 */
function fitLines(lines: readonly string[], opts: TerminalOptions): string[] {
  if (opts.width === undefined) return [...lines];
  const width = opts.width;
  const out: string[] = [];
  for (const line of lines) {
    if (visibleLength(line) <= width || line.startsWith('|') || line.startsWith('+')) {
      out.push(line);
      continue;
    }
    const indent = /^ */.exec(line)![0];
    const words = line.slice(indent.length).split(' ');
    let cur = indent;
    let curLen = indent.length;
    for (const w of words) {
      const len = visibleLength(w);
      if (curLen > indent.length && curLen + 1 + len > width) {
        out.push(cur);
        cur = indent + '  ' + w;
        curLen = indent.length + 2 + len;
      } else {
        cur += (curLen > indent.length ? ' ' : '') + w;
        curLen += (curLen > indent.length ? 1 : 0) + len;
      }
    }
    out.push(cur);
  }
  return out;
}

/** The cross-location table, only for results from more than one place. */
function crossLocation(results: Results, opts: TerminalOptions): string[] {
  const t = crossLocationTable(results);
  if (t === null) return [];
  return [
    '',
    title(CROSS_LOCATION_TITLE, opts),
    ...table(
      t.headers.map((header, i) => ({
        header,
        align: i >= 3 ? 'right' : 'left',
        shrink: i < 3,
        ...(i > 3 ? { priority: i } : {}),
      })),
      t.rows.map((r) => r.map((text) => ({ text }))),
      opts,
    ),
    ...t.sentences.map((x) => `  ${x}`),
    t.note,
  ];
}

function comparisonLines(results: Results, opts: TerminalOptions): string[] {
  const comparisons = results.comparisons ?? [];
  const changes = results.streaming_changes ?? [];
  const slower = comparisons.filter((c) => c.verdict === 'slower').length;
  const alerts = changes.filter((c) => c.alert).length;
  const out = [
    title(
      `Compared with the baseline: ${
        slower + alerts === 0 ? 'no regression' : `${slower} slower, ${alerts} streaming less than before`
      }`,
      opts,
    ),
  ];
  const about = baselineSentence(results);
  if (about) out.push(sanitizeText(about));
  for (const c of changes) {
    out.push(
      paint(
        `  streaming ${formatStreamingChange(c, '->')}: ${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} ` +
          `(now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`,
        c.alert ? CELL_STYLE.alert : undefined,
        opts.color,
      ),
    );
  }
  if (comparisons.length === 0) return [...out, 'No groups to compare.'];
  const cols: Column[] = [
    ...NAME_COLS.filter((c) => c.header !== 'model'),
    { header: 'metric', align: 'left' },
    { header: 'baseline p50 (n)', align: 'right' },
    { header: 'current p50 (n)', align: 'right' },
    { header: 'change', align: 'right' },
    { header: 'interval', align: 'right' },
    { header: 'verdict', align: 'left' },
  ];
  const rows = comparisons.map((c): Cell[] => [
    { text: sanitizeText(c.provider) },
    { text: sanitizeText(c.prompt) },
    { text: METRIC_LABEL[c.metric] ?? sanitizeText(String(c.metric)) },
    { text: c.baseline_p50 === null ? 'n/a' : `${formatNumber(c.baseline_p50)} (${c.baseline_n})` },
    { text: c.current_p50 === null ? 'n/a' : `${formatNumber(c.current_p50)} (${c.current_n})` },
    { text: formatPct(c.delta_pct) },
    { text: formatPctInterval(c) },
    {
      text:
        (VERDICT_LABEL[c.verdict] ?? sanitizeText(String(c.verdict))) +
        (comparisonReason(c) ? `: ${sanitizeText(comparisonReason(c)!)}` : ''),
      style: verdictOf(c.verdict)?.style,
    },
  ]);
  return [...out, ...table(cols, rows, opts)];
}

/** Only the comparison with the baseline (the CLI prints it after `compare` or `run --baseline`). */
export function renderComparisonTerminal(results: Results, opts: TerminalOptions): string {
  return fitLines(comparisonLines(results, opts), opts).join('\n') + '\n';
}
