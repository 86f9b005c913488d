import { DEFAULT_STATISTICS, MIN_SAMPLES } from '../analyze/bootstrap.ts';
import { FIGURES, type FigureDef, type FigureKey, groupFigure } from '../analyze/figures.ts';
import { BORDERLINE_MARGIN } from '../analyze/classify.ts';
import type { GroupInterval, GroupRank, GroupResult, RankedFigure, Results, Summary } from '../analyze/types.ts';
import { newConnectionSentence } from './connections.ts';
import {
  type Block,
  type Cell,
  type CellKind,
  cell,
  code,
  type Column,
  nameColumn,
  list,
  para,
  plain,
  type Section,
  type Span,
  strong,
  untitled,
} from './doc-model.ts';
import { formatCi, formatFigure, formatPlain, ranking, rankOf, tooFewToRank } from './sentences.ts';
import {
  formatCount,
  formatMinMax,
  formatMs,
  formatNumber,
  NA,
  NA_BUFFERED,
  naEndToEnd,
  naPostFirstContent,
  tokenSourcesSentence,
} from './format.ts';
import { streamingOf } from './labels.ts';

// The report model's rankings: one table per ranked figure (FIGURES'
// `ranked`), never merged, the two rates and TTFT in their long-standing
// layouts and any other figure in the default one (its title as heading, its
// meaning under it); the notes under them; and the group cells every group
// table of the model shares.

/** The group-name columns every group table opens with. */
export const NAME_COLUMNS: Column[] = [nameColumn('provider'), nameColumn('model', 6), nameColumn('prompt')];
export const names = (g: GroupResult): Cell[] => [cell(g.provider), cell(g.model), cell(g.prompt)];

/** The withheld words of a group's figure: "n/a (buffered)", "n/a (all failed)", "n/a". */
export function naOf(g: GroupResult, f: FigureDef): string {
  return f.feeds.includes('buffered') ? naEndToEnd(g) : naPostFirstContent(g);
}

/** "p50 [low–high] / p90 · n=K" for a group's figure, or its withheld words. */
export function figureText(g: GroupResult, key: FigureKey): { text: string; withheld: boolean } {
  const { summary, n, ci } = groupFigure(g, key);
  if (summary === null) return { text: naOf(g, FIGURES[key]), withheld: true };
  const interval = formatCi(ci);
  const p50 = interval ? `${formatNumber(summary.p50)} ${interval}` : formatNumber(summary.p50);
  return { text: `${p50} / ${formatNumber(summary.p90)}${n === null ? '' : ` · n=${n}`}`, withheld: false };
}

// ---------------------------------------------------------------------------
// Rankings: one table per ranked figure, never merged.

/** Shown beside a figure from too few values to rank. */
const TOO_FEW = '(too few to rank)';
/** A group with figures but no place: more of its requests failed than were answered. */
const MOSTLY_FAILED = '(more failed or not sent than answered: not ranked)';

/** A figure shown beside the ranked one: in full (with its interval) or as "p50 · n". */
interface Alongside {
  key: FigureKey;
  full: boolean;
  /** The withheld words say why (buffered, all failed); else "n/a". */
  reason: boolean;
  /** Shown only when some group has it. */
  optional?: boolean;
}

/**
 * How a ranked figure's table is laid out where it differs from the default
 * (its title as heading, its meaning under it, names, count, the figure and
 * its min–max): the two rates and TTFT keep summary.md's long-standing
 * tables. A figure added to FIGURES needs no entry here.
 */
interface RankLayout {
  heading: string;
  intro: string;
  /** The header's word for the figure ("tok/s"); its label by default. */
  short?: string;
  streaming?: boolean;
  alongside?: Alongside[];
  /** The min–max column: its withheld words plain ("n/a"), with their reason, or no column. */
  range: 'plain' | 'reason' | false;
  /** Too few values to rank (said beside the figure). */
  thin?: (g: GroupResult) => boolean;
  /** Whether the table closes with the new-connection sentence (it speaks of TTFT samples). */
  connections?: boolean;
}

const RANK_LAYOUT: Partial<Record<RankedFigure, RankLayout>> = {
  post_first_content_tps: {
    heading: 'Post-first-content throughput (streamed responses only)',
    intro:
      'streamed tokens / (end − first content), over responses that streamed: output tokens less any reasoning the ' +
      'provider counted but never streamed. TTFT is the first content (reasoning or answer), TTFA the first answer text. Groups whose responses all arrived buffered show ' +
      `"${NA_BUFFERED}" rather than being left out.`,
    short: 'tok/s',
    streaming: true,
    alongside: [
      { key: 'ttft_ms', full: true, reason: true },
      { key: 'ttfa_ms', full: false, reason: false, optional: true },
    ],
    range: 'plain',
    thin: (g) => tooFewToRank(g, MIN_SAMPLES),
    connections: true,
  },
  end_to_end_tps: {
    heading: 'End-to-end throughput (all successful responses)',
    intro: 'output tokens / (end − dispatch), over every response that succeeded, streamed or buffered.',
    short: 'tok/s',
    alongside: [{ key: 'total_ms', full: false, reason: true }],
    range: false,
  },
  ttft_ms: {
    heading: 'Time to first token (streamed responses only)',
    intro: 'First content (reasoning or answer) after dispatch, lowest first.',
    range: false,
  },
};

function defaultLayout(f: FigureDef): RankLayout {
  return { heading: f.title, intro: f.meaning, range: 'reason' };
}

/** A group's value of a figure (also one outside FIGURES, read off the group as results.json carries it). */
function summaryOf(g: GroupResult, key: string): Summary | null {
  return (g as unknown as Record<string, Summary | null | undefined>)[key] ?? null;
}

/** A figure's value count (its `n_` field), or the group's n for a figure outside FIGURES. */
function countOf(g: GroupResult, f: FigureDef): number {
  return f.n === null ? g.n : ((g as unknown as Record<string, number | undefined>)[f.n] ?? g.n);
}

/** A figure's interval of the p50 (its `_ci` field), or null. */
function ciOf(g: GroupResult, f: FigureDef): GroupInterval | null {
  return f.ci === null ? null : ((g as unknown as Record<string, GroupInterval | null | undefined>)[f.ci] ?? null);
}

export function rankingSection(results: Results, f: FigureDef, level: string): Section | null {
  const groups = results.groups;
  const known = Object.hasOwn(RANK_LAYOUT, f.key);
  const layout = known ? (RANK_LAYOUT[f.key as RankedFigure] as RankLayout) : defaultLayout(f);
  const always = f.ranked !== false && f.ranked.always === true;
  if (!always && !groups.some((g) => summaryOf(g, f.key) !== null)) return null;
  const id = `rank-${f.key}`;
  const blocks: Block[] = [para(plain(layout.intro))];
  if (groups.length === 0) {
    blocks.push(para(plain('No measured requests.')));
    return { id, heading: layout.heading, level: 2, blocks };
  }
  const short = layout.short ?? f.label;
  const answered = f.feeds.includes('buffered');
  const alongside = (layout.alongside ?? []).filter(
    (a) => !a.optional || groups.some((g) => groupFigure(g, a.key).summary !== null),
  );
  const columns: Column[] = [
    { id: 'place', header: '#', align: 'right', priority: 0 },
    ...NAME_COLUMNS,
    ...(layout.streaming ? [{ id: 'streaming', header: 'streaming', align: 'left', priority: 3 } as Column] : []),
    { id: 'count', header: answered ? 'ok/n' : 'streamed/n', align: 'right', priority: 2 },
    ...alongside.map((a, i): Column => ({
      id: a.key,
      header: a.full ? `${FIGURES[a.key].label} p50 [${level} CI] / p90 · n` : `${FIGURES[a.key].label} p50 · n`,
      align: 'right',
      // Each has a table of its own or is a detail: the first to go when the width is short.
      priority: 9 - i,
    })),
    { id: f.key, header: `${short} p50 [${level} CI] / p90 · n`, align: 'right', priority: 0 },
    ...(layout.range
      ? [{ id: `${f.key}_range`, header: `${f.unit} min–max`, align: 'right', priority: 7 } as Column]
      : []),
  ];
  const ranked = ranking(
    groups,
    f.key as RankedFigure,
    layout.thin ? (g) => !(layout.thin as (g: GroupResult) => boolean)(g) : undefined,
  );
  const thinOf = (g: GroupResult) =>
    layout.thin ? layout.thin(g) : (g as Partial<GroupResult>).unranked?.[f.key as RankedFigure] === 'too_few_samples';
  const rows = ranked.rows.map(({ g, place }): Cell[] => {
    const s = summaryOf(g, f.key);
    const na = naOf(g, f);
    const thin = s !== null && thinOf(g);
    const streaming = streamingOf(g.streaming);
    return [
      cell(place ?? ''),
      ...names(g),
      ...(layout.streaming ? [cell(streaming.label, g.streaming === 'observed' ? 'value' : 'caution')] : []),
      cell(
        formatCount(answered ? g.streamed + g.buffered : g.streamed, g.n),
        answered && g.errors > 0 ? 'caution' : 'value',
      ),
      ...alongside.map((a) => {
        const { summary, n } = groupFigure(g, a.key);
        const none = a.reason ? naOf(g, FIGURES[a.key]) : NA;
        if (summary === null) return cell(none, 'withheld');
        return cell(a.full ? figureText(g, a.key).text : `${formatMs(summary.p50)} · n=${n}`);
      }),
      figureCell(g, f, place, thin, answered),
      ...(layout.range
        ? [cell(formatMinMax(s, layout.range === 'reason' ? na : NA), s === null ? 'withheld' : 'value')]
        : []),
    ];
  });
  blocks.push({ kind: 'table', id, columns, rows, html: { class: 'ranking', data: { figure: f.key } } });
  if (ranked.implausible.length > 0)
    blocks.push(
      para(
        plain('Not ranked, a rate above '),
        code('max_plausible_tps'),
        plain(' (kept as measured, listed under Flagged):'),
      ),
      list(
        ranked.implausible.map((g) => [
          plain(
            `${g.provider} / ${g.model} / ${g.prompt}: ${short} p50 / p90 ` +
              `${formatFigure(summaryOf(g, f.key), countOf(g, f), null, NA)} ⚠ ${g.implausible} of ${g.n} implausible`,
          ),
        ]),
        { class: 'unranked' },
      ),
    );
  if (layout.thin && groups.some(layout.thin))
    blocks.push(
      para(
        plain(
          `${TOO_FEW}: fewer than ${MIN_SAMPLES} streamed responses with a rate; the figure is shown but given no place in the ranking.`,
        ),
      ),
    );
  if (!answered && groups.some((g) => (g.borderline ?? 0) > 0)) blocks.push(para(...borderlineNote(ranked.rows)));
  const connections = layout.connections ? newConnectionSentence(results) : null;
  if (connections !== null) blocks.push(para(plain(connections)));
  return { id, heading: layout.heading, level: 2, blocks };
}

/** A group's cell of the ranked figure: its value with interval, and why it has no place or may move. */
function figureCell(g: GroupResult, f: FigureDef, place: string | null, thin: boolean, answered: boolean): Cell {
  const s = summaryOf(g, f.key);
  const text =
    formatFigure(s, countOf(g, f), ciOf(g, f), naOf(g, f)) +
    (thin ? ` ${TOO_FEW}` : '') +
    ((g as Partial<GroupResult>).unranked?.[f.key as RankedFigure] === 'mostly_failed' ? ` ${MOSTLY_FAILED}` : '') +
    // Only a streamed-only figure depends on the label.
    (!answered && (g.borderline ?? 0) > 0 ? ` (${g.borderline} borderline)` : '');
  const kind: CellKind =
    place !== null
      ? f.plausibility !== null && g.implausible > 0
        ? 'flagged'
        : 'ranked'
      : thin || s === null
        ? 'withheld'
        : 'value';
  return cell(text, kind);
}

/**
 * Under a streamed-only ranking with borderline labels: what they are, and
 * whether they decide the order (a place marked label_sensitive).
 */
function borderlineNote(rows: ReadonlyArray<{ rank: GroupRank | null }>): Span[] {
  const spans: Span[] = [
    plain(
      '(N borderline): responses whose streamed or buffered label lies within the margin of a buffered rule ' +
        `(within ${formatPlain(BORDERLINE_MARGIN.generation_share * 100)}% of `,
    ),
    code('min_generation_s'),
    plain(`, or ${BORDERLINE_MARGIN.content_reads} read from `),
    code('min_content_reads'),
    plain('; results.json marks each request).'),
  ];
  if (rows.some((r) => r.rank?.label_sensitive === true))
    spans.push(
      plain(' '),
      strong('The order is not decided: flipping those labels changes it, so each place covers both labellings.'),
    );
  else spans.push(plain(' Flipping them leaves this order as it is.'));
  return spans;
}

/** What the ranking tables' marks and columns mean, and where the token counts came from. */
export function rankNotesSection(results: Results, level: string): Section {
  const groups = results.groups;
  const blocks: Block[] = [];
  if (groups.some((g) => rankOf(g, 'post_first_content_tps') !== undefined))
    blocks.push(
      para(
        plain('#: the place by p50, or a span such as '),
        code('1–2'),
        plain(
          ' where the data cannot order the groups: a group is placed ' +
            `behind another only when their ${level} intervals of the median do not overlap.`,
        ),
      ),
    );
  if (groups.length > 0)
    blocks.push(
      para(
        plain(
          `Every figure gives its sample count (n) beside it. [${level} CI]: the confidence interval of the p50 ` +
            `(seeded bootstrap, ${formatPlain(DEFAULT_STATISTICS.resamples)} resamples, so re-analysing gives the same ` +
            `numbers), shown from ${MIN_SAMPLES} samples up.`,
        ),
      ),
    );
  if (groups.some((g) => g.implausible > 0))
    blocks.push(
      para(
        plain('⚠ the group has requests with a rate above '),
        code('max_plausible_tps'),
        plain(': kept as measured, listed under Flagged.'),
      ),
    );
  blocks.push(
    para(
      plain('Streaming: '),
      strong('observed'),
      plain(' when every successful response streamed, '),
      strong('not observed'),
      plain(' when every one arrived buffered, '),
      strong('mixed'),
      plain(' when both happened, '),
      strong('unknown'),
      plain(' when none succeeded.'),
    ),
    para(plain(tokenSourcesSentence(results))),
  );
  return untitled('rank-notes', 'Reading the rankings', blocks);
}
