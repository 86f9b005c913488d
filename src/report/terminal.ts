import { maxOf, pushAll } from '../analyze/stats.ts';
import { clientStallSentence } from './stalls.ts';
import { faultHeadlines } from './faults.ts';
import { STAGE_NOTE, stageTables } from './stages.ts';
import { CROSS_LOCATION_TITLE, crossLocationTable, withLocationLabels } from './locations.ts';
import { groupServerLines, promptCacheLines } from './server-lines.ts';
import { MIN_SAMPLES } from '../analyze/bootstrap.ts';
import { newConnectionSentence } from './connections.ts';
import { replayLines, sentLengthTable, turnTables } from './workloads.ts';
import type { Flag, GroupResult, Results, Summary } from '../analyze/types.ts';
import {
  baselineSentence,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  groupFlags,
  leadSentence,
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
import { ANSI, CELL_STYLE, FLAG_REASON, MAX_DETAIL, streamingOf, verdictOf, type Style } from './labels.ts';

// The terminal view: the two throughput tables (never merged) as aligned
// ASCII columns, then the flagged requests. Nothing else: the CLI adds where
// the files were written. ANSI colours only when asked for; every string from
// a config, provider or server is sanitised so it cannot emit escapes.

export interface TerminalOptions {
  color: boolean;
  /** Terminal columns; long provider/model/prompt cells are cut to fit. No limit when absent. */
  width?: number;
}

interface Cell {
  text: string;
  style?: Style;
}

interface Column {
  header: string;
  align: 'left' | 'right';
  /** May be cut to fit the width. */
  shrink?: boolean;
}

const MIN_SHRUNK = 6;

function paint(s: string, style: Style | undefined, color: boolean): string {
  return color && style ? `\x1b[${ANSI[style]}m${s}\x1b[0m` : s;
}

function pad(s: string, w: number, align: 'left' | 'right'): string {
  const len = Array.from(s).length;
  const fill = ' '.repeat(Math.max(0, w - len));
  return align === 'right' ? fill + s : s + fill;
}

/** An ASCII table, `+---+` borders, each column as wide as its widest cell (cut to `width` when given). */
function table(cols: Column[], rows: Cell[][], opts: TerminalOptions): string[] {
  const widths = cols.map((c, i) =>
    Math.max(Array.from(c.header).length, ...rows.map((r) => Array.from(r[i]?.text ?? '').length)),
  );
  if (opts.width !== undefined) {
    const total = () => widths.reduce((a, b) => a + b, 0) + 3 * cols.length + 1;
    for (;;) {
      if (total() <= opts.width) break;
      let widest = -1;
      cols.forEach((c, i) => {
        if (
          c.shrink &&
          (widths[i] as number) > MIN_SHRUNK &&
          (widest < 0 || (widths[i] as number) > (widths[widest] as number))
        )
          widest = i;
      });
      if (widest < 0) break;
      widths[widest] = (widths[widest] as number) - 1;
    }
  }
  const rule = '+' + widths.map((w) => '-'.repeat(w + 2)).join('+') + '+';
  const line = (cells: Cell[], header: boolean) =>
    '|' +
    cols
      .map((c, i) => {
        const w = widths[i] as number;
        const cell = cells[i] ?? { text: '' };
        const text = pad(truncate(cell.text, w), w, header ? 'left' : c.align);
        return ' ' + paint(text, header ? CELL_STYLE.heading : cell.style, opts.color) + ' ';
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

function naStyle(text: string): Style | undefined {
  return text.startsWith('n/a') ? CELL_STYLE.withheld : undefined;
}

function names(g: GroupResult): Cell[] {
  return [{ text: sanitizeText(g.provider) }, { text: sanitizeText(g.model) }, { text: sanitizeText(g.prompt) }];
}

const NAME_COLS: Column[] = [
  { header: 'provider', align: 'left', shrink: true },
  { header: 'model', align: 'left', shrink: true },
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
    { header: 'streaming', align: 'left' },
    { header: 'streamed/n', align: 'right' },
    { header: 'TTFT ms p50 / p90', align: 'right' },
    ...(showTtfa ? [{ header: 'TTFA ms p50', align: 'right' } as Column] : []),
    { header: 'tok/s p50 / p90', align: 'right' },
    { header: 'tok/s min-max', align: 'right' },
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
      { text: formatP50P90(g.ttft_ms, na), style: naStyle(formatP50P90(g.ttft_ms, na)) },
    ];
    // The reason (buffered, all failed) goes in the TTFT and rate cells; the others just say n/a.
    if (showTtfa) cells.push({ text: formatMs(g.ttfa_ms?.p50), style: naStyle(formatMs(g.ttfa_ms?.p50)) });
    const tps =
      formatP50P90(g.post_first_content_tps, na) +
      (thin ? ` (n=${g.n_post_first_content}, too few to rank)` : '') +
      (g.unranked?.post_first_content_tps === 'mostly_failed' ? ` ${MOSTLY_FAILED}` : '') +
      (ranked ? implausibleMark(g) : '');
    cells.push(
      { text: tps, style: ranked ? rankedStyle(g) : thin ? CELL_STYLE.withheld : naStyle(tps) },
      { text: formatMinMax(g.post_first_content_tps, undefined, '-'), style: ranked ? undefined : CELL_STYLE.withheld },
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

/** Time to first token, lowest first: its own ranking (streamed responses only). */
function timeToFirstToken(groups: GroupResult[], opts: TerminalOptions): string[] {
  const cols: Column[] = [
    { header: '#', align: 'right' },
    ...NAME_COLS,
    { header: 'streamed/n', align: 'right' },
    { header: 'TTFT ms p50 / p90', align: 'right' },
  ];
  const rows = ranking(groups, 'ttft_ms', () => true, '-').rows.map(({ g, place }): Cell[] => {
    const text = formatP50P90(g.ttft_ms, naPostFirstContent(g));
    return [
      { text: place ?? '' },
      ...names(g),
      { text: formatCount(g.streamed, g.n) },
      { text, style: place !== null ? CELL_STYLE.ranked : naStyle(text) },
    ];
  });
  return table(cols, rows, opts);
}

function endToEnd(groups: GroupResult[], opts: TerminalOptions): string[] {
  const cols: Column[] = [
    { header: '#', align: 'right' },
    ...NAME_COLS,
    { header: 'ok/n', align: 'right' },
    { header: 'total ms p50', align: 'right' },
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
      { text: formatMs(g.total_ms?.p50, na), style: naStyle(formatMs(g.total_ms?.p50, na)) },
      { text: tps, style: ranked ? rankedStyle(g) : naStyle(tps) },
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
    ...TIMING_HEADERS.map((header): Column => ({
      header: header.replace(/ p\d+(\/(p\d+|max))?$/, ''),
      align: header === 'chunking' ? 'left' : 'right',
    })),
  ];
  const rows = timingGroups(results).map((g): Cell[] => [
    { text: sanitizeText(g.provider) },
    { text: sanitizeText(g.prompt) },
    ...timingCells(g, false).map((text, i) => ({
      text,
      style:
        naStyle(text) ??
        (TIMING_HEADERS[i] === 'chunking' && text.startsWith('coarse') ? FLAG_REASON.coarse.style : undefined),
    })),
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
  for (const line of faultHeadlines(results)) out.push(title(sanitizeText(line), opts));
  const lead = leadSentence(results, sanitizeText);
  if (lead !== null) out.push(title(lead, opts), '');
  const stalls = clientStallSentence(results);
  if (stalls !== null) out.push(stalls, '');
  out.push(title('Post-first-content throughput (streamed responses only)', opts));
  if (groups.length === 0) out.push('No measured requests.');
  else pushAll(out, postFirstContent(groups, opts, MIN_SAMPLES));
  out.push('');
  out.push(title('End-to-end throughput (all successful responses)', opts));
  if (groups.length === 0) out.push('No measured requests.');
  else pushAll(out, endToEnd(groups, opts));
  if (groups.some((g) => g.ttft_ms !== null)) {
    out.push('');
    out.push(title('Time to first token (streamed responses only, lowest first)', opts));
    pushAll(out, timeToFirstToken(groups, opts));
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
  return out.join('\n') + '\n';
}

/** The cross-location table, only for results from more than one place. */
function crossLocation(results: Results, opts: TerminalOptions): string[] {
  const t = crossLocationTable(results);
  if (t === null) return [];
  return [
    '',
    title(CROSS_LOCATION_TITLE, opts),
    ...table(
      t.headers.map((header, i) => ({ header, align: i >= 3 ? 'right' : 'left', shrink: i < 3 })),
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
  return comparisonLines(results, opts).join('\n') + '\n';
}
