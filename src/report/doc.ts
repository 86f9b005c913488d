import { MIN_SAMPLES } from '../analyze/bootstrap.ts';
import { FIGURES, type FigureDef, type FigureKey, groupFigure, RANKED_KEYS, TIMING_KEYS } from '../analyze/figures.ts';
import type { GroupResult, Results } from '../analyze/types.ts';
import { faultHeadlines } from './faults.ts';
import {
  baselineSentence,
  ciLevelPct,
  comparisonReason,
  formatCi,
  formatPct,
  formatPctInterval,
  formatPlain,
  formatStreamingChange,
  groupFlags,
  levelPct,
  hiddenReasoningLines,
  leadSentence,
  ranking,
} from './figures.ts';
import { formatCount, formatMinMax, formatNumber, NA, NA_BUFFERED, naEndToEnd, naPostFirstContent } from './format.ts';
import { FLAG_REASON, MAX_DETAIL, streamingOf, VERDICT } from './labels.ts';
import { groupServerLines, promptCacheLines } from './server-lines.ts';
import { clientStallSentence } from './stalls.ts';
import { chunkingLabel, coarseSentence, hasStreamTiming, timingGroups, TRUST_SENTENCE } from './timing.ts';
import { withLocationLabels } from './locations.ts';

// The report as a format-neutral model, built once from the results by a pure
// function: ordered sections (id, heading, level) of sentences with emphasis,
// tables of typed cells under columns that say their alignment and priority,
// notes and folds. The views only draw it: the terminal colours a cell by its
// kind and drops columns by priority to fit its width, markdown bolds what is
// strong, and the job summary and PR comment are operations on the model
// (insert, drop, fold, limit) before drawing, never edits of drawn text.
//
// Every string in the model is plain text as measured or configured (no
// markup, no escapes): each view escapes for its own format.

/** How a span of a sentence is marked: bold where strong, red/bold where an alert, monospace for a key or id. */
export type Emphasis = 'strong' | 'alert' | 'code';

export interface Span {
  text: string;
  emphasis?: Emphasis;
  /** The section (its id) that says more: a link in markdown and HTML, "see <heading>" in the terminal. */
  ref?: string;
}

/**
 * What a cell holds, which decides its colour: a plain `value`; `ranked`, a
 * figure that took a place; `withheld`, a figure not reported (buffered, all
 * failed, "n/a"); `flagged`, a figure some of whose values were flagged
 * implausible; `caution`, worth a look; `alert`, a change for the worse;
 * `good`, a change for the better; `muted`, not enough data.
 */
export type CellKind = 'value' | 'ranked' | 'withheld' | 'flagged' | 'caution' | 'alert' | 'good' | 'muted';

export interface Cell {
  text: string;
  kind: CellKind;
}

export interface Column {
  id: string;
  header: string;
  align: 'left' | 'right';
  /**
   * 0: never dropped. A view too narrow for the table drops the columns of
   * the highest priority number first (and says `--wide` shows all).
   */
  priority: number;
  /** A name that may be cut with an ellipsis to fit (provider, model, prompt); numbers never are. */
  shrink?: boolean;
}

export interface Paragraph {
  kind: 'paragraph';
  spans: Span[];
  /** A note under a table or section: a view may set it smaller or dimmer. */
  note?: boolean;
}

export interface ListBlock {
  kind: 'list';
  items: Span[][];
}

export interface TableBlock {
  kind: 'table';
  /** Stable id: doc operations (limit) name tables by it. */
  id: string;
  columns: Column[];
  rows: Cell[][];
}

export interface Fold {
  kind: 'fold';
  /** The one line shown when folded. */
  summary: string;
  blocks: Block[];
}

export type Block = Paragraph | ListBlock | TableBlock | Fold;

export interface Section {
  /** Stable id (also the anchor in markdown/HTML): 'headline', 'rank-ttft_ms', 'comparisons', 'flagged', ... */
  id: string;
  heading: string;
  /** 1: the title; 2: a section; 3: a part of one. */
  level: 1 | 2 | 3;
  blocks: Block[];
  /** Set by `foldSections`: the section is drawn closed (a `<details>` in markdown). */
  folded?: boolean;
}

export interface ReportDoc {
  title: string;
  sections: Section[];
  /**
   * The heading of every section the full report has, by id, kept when an
   * operation drops sections: a span's `ref` still names its detail (in the
   * PR comment the full report is folded below the first screen).
   */
  headings: Record<string, string>;
}

const plain = (text: string): Span => ({ text });
const strong = (text: string): Span => ({ text, emphasis: 'strong' });
const para = (...spans: Span[]): Paragraph => ({ kind: 'paragraph', spans });
const note = (...spans: Span[]): Paragraph => ({ kind: 'paragraph', spans, note: true });
const cell = (text: string, kind: CellKind = 'value'): Cell => ({ text, kind });

/** A cell's kind for a figure that may be withheld: the text says "n/a..." only when it is. */
function figureCell(text: string, withheld: boolean, kind: CellKind = 'value'): Cell {
  return cell(text, withheld ? 'withheld' : kind);
}

/** The group-name columns every group table opens with. */
const NAME_COLUMNS: Column[] = [
  { id: 'provider', header: 'provider', align: 'left', priority: 0, shrink: true },
  { id: 'model', header: 'model', align: 'left', priority: 3, shrink: true },
  { id: 'prompt', header: 'prompt', align: 'left', priority: 1, shrink: true },
];
const names = (g: GroupResult): Cell[] => [cell(g.provider), cell(g.model), cell(g.prompt)];

/** The withheld words of a group's figure: "n/a (buffered)", "n/a (all failed)", "n/a". */
function naOf(g: GroupResult, f: FigureDef): string {
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
// The headline: the answer first.

function count(results: Results, keep: (r: Results['requests'][number]) => boolean): number {
  return results.requests.filter((r) => !r.warmup && keep(r)).length;
}

/** A comparison's figure label; a metric this version does not know (results.json is a file anyone can edit) by its own name. */
function metricLabel(metric: string): string {
  return Object.hasOwn(FIGURES, metric) ? FIGURES[metric as FigureKey].label : metric;
}

function headline(results: Results): Section {
  const blocks: Block[] = [];
  for (const line of faultHeadlines(results)) blocks.push(para({ text: line, emphasis: 'alert' }));
  const lead = leadSentence(results);
  if (lead !== null) blocks.push(para(strong(lead)));
  if (results.comparisons !== undefined) {
    const slower = results.comparisons.filter((c) => c.verdict === 'slower');
    const faster = results.comparisons.filter((c) => c.verdict === 'faster');
    const alerts = (results.streaming_changes ?? []).filter((c) => c.alert);
    const spans: Span[] = [];
    if (slower.length + alerts.length === 0 && faster.length === 0)
      spans.push(plain('Against the baseline: no change beyond the noise.'));
    else {
      const what = [
        ...slower.map((c) => `${c.provider} / ${c.prompt} ${metricLabel(c.metric)} ${formatPct(c.delta_pct)}`),
        ...alerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`),
      ];
      if (what.length > 0)
        spans.push({
          text: `${what.length} regression${what.length === 1 ? '' : 's'}: ${what.join('; ')}.`,
          emphasis: 'alert',
        });
      if (faster.length > 0)
        spans.push(
          plain(
            `${spans.length > 0 ? ' ' : ''}${faster.length} improvement${faster.length === 1 ? '' : 's'}: ` +
              `${faster.map((c) => `${c.provider} / ${c.prompt} ${metricLabel(c.metric)} ${formatPct(c.delta_pct)}`).join('; ')}.`,
          ),
        );
    }
    spans.push({ text: ' Details: Compared with the baseline.', ref: 'comparisons' });
    blocks.push(para(...spans));
  }
  const measured = count(results, () => true);
  const buffered = count(results, (r) => r.outcome === 'buffered');
  const notSent = count(results, (r) => r.error_kind === 'not_sent');
  const failed = count(results, (r) => r.outcome === 'error' && r.error_kind !== 'not_sent');
  const flagged = new Set(results.flagged.map((f) => f.id)).size;
  const counts: Span[] = [plain(`${formatPlain(measured)} measured requests: `)];
  const parts: Array<[number, string, string]> = [
    [buffered, 'buffered', 'flagged'],
    [failed, 'failed', 'flagged'],
    [flagged, 'flagged for review', 'flagged'],
    [notSent, 'not sent', 'flagged'],
  ];
  parts.forEach(([n, words, ref], i) => {
    counts.push({ text: `${n} ${words}`, ...(n > 0 ? { emphasis: 'strong' as const, ref } : {}) });
    counts.push(plain(i === parts.length - 1 ? ' (see Flagged).' : ', '));
  });
  blocks.push(para(...counts));
  const stalls = clientStallSentence(results);
  if (stalls !== null) blocks.push(para(plain(stalls)));
  return { id: 'headline', heading: 'streamgauge results', level: 1, blocks };
}

// ---------------------------------------------------------------------------
// Rankings: one table per ranked figure, never merged.

function rankingSection(results: Results, key: (typeof RANKED_KEYS)[number]): Section | null {
  const f: FigureDef = FIGURES[key];
  const groups = results.groups;
  if (!groups.some((g) => groupFigure(g, key).summary !== null)) return null;
  const level = ciLevelPct(results);
  const r = ranking(groups, key);
  const columns: Column[] = [
    { id: 'place', header: '#', align: 'right', priority: 0 },
    ...NAME_COLUMNS,
    { id: 'count', header: f.feeds.includes('buffered') ? 'ok/n' : 'streamed/n', align: 'right', priority: 2 },
    { id: key, header: `${f.label} p50 [${level} CI] / p90 · n`, align: 'right', priority: 0 },
    { id: `${key}_range`, header: `${f.unit} min–max`, align: 'right', priority: 4 },
  ];
  const rows = r.rows.map(({ g, place }): Cell[] => {
    const t = figureText(g, key);
    const implausible = f.plausibility !== null && g.implausible > 0;
    const kind: CellKind = place === null ? 'value' : implausible ? 'flagged' : 'ranked';
    return [
      cell(place ?? ''),
      ...names(g),
      cell(formatCount(f.feeds.includes('buffered') ? g.streamed + g.buffered : g.streamed, g.n)),
      figureCell(t.text, t.withheld, kind),
      figureCell(formatMinMax(groupFigure(g, key).summary, naOf(g, f)), t.withheld),
    ];
  });
  const blocks: Block[] = [para(plain(f.meaning)), { kind: 'table', id: `rank-${key}`, columns, rows }];
  if (r.implausible.length > 0)
    blocks.push(
      note(
        plain('Not ranked, a rate above '),
        { text: 'max_plausible_tps', emphasis: 'code' },
        plain(
          ` (kept as measured, see Flagged): ${r.implausible.map((g) => `${g.provider} / ${g.prompt}`).join(', ')}.`,
        ),
      ),
    );
  return { id: `rank-${key}`, heading: f.title, level: 2, blocks };
}

// ---------------------------------------------------------------------------
// The regression check.

function comparisonSection(results: Results): Section | null {
  if (results.comparisons === undefined) return null;
  const blocks: Block[] = [];
  const about = baselineSentence(results);
  if (about) blocks.push(para(plain(about)));
  const changes = results.streaming_changes ?? [];
  if (changes.length > 0)
    blocks.push({
      kind: 'list',
      items: changes.map((c) => [
        {
          text: `${c.provider} / ${c.prompt}: ${formatStreamingChange(c)}`,
          ...(c.alert ? { emphasis: 'alert' as const } : {}),
        },
        plain(
          ` (baseline ${c.baseline_streamed} streamed, ${c.baseline_buffered} buffered; now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`,
        ),
      ]),
    });
  const level = results.baseline ? levelPct(results.baseline.ci_level) : ciLevelPct(results);
  if (results.comparisons.length === 0) blocks.push(para(plain('No groups to compare.')));
  else
    blocks.push({
      kind: 'table',
      id: 'comparisons',
      columns: [
        { id: 'provider', header: 'provider', align: 'left', priority: 0, shrink: true },
        { id: 'prompt', header: 'prompt', align: 'left', priority: 1, shrink: true },
        { id: 'metric', header: 'metric', align: 'left', priority: 0 },
        { id: 'baseline', header: 'baseline p50 · n', align: 'right', priority: 3 },
        { id: 'current', header: 'current p50 · n', align: 'right', priority: 3 },
        { id: 'change', header: 'change', align: 'right', priority: 0 },
        { id: 'ci', header: `${level} CI`, align: 'right', priority: 2 },
        { id: 'verdict', header: 'verdict', align: 'left', priority: 0 },
      ],
      rows: results.comparisons.map((c) => {
        const reason = comparisonReason(c);
        const v = VERDICT[c.verdict];
        const kind: CellKind =
          c.verdict === 'slower'
            ? 'alert'
            : c.verdict === 'faster'
              ? 'good'
              : c.verdict === 'insufficient_data'
                ? 'muted'
                : 'value';
        return [
          cell(c.provider),
          cell(c.prompt),
          cell(metricLabel(c.metric)),
          cell(c.baseline_p50 === null ? NA : `${formatNumber(c.baseline_p50)} · n=${c.baseline_n}`),
          cell(c.current_p50 === null ? NA : `${formatNumber(c.current_p50)} · n=${c.current_n}`),
          cell(formatPct(c.delta_pct), kind),
          cell(formatPctInterval(c)),
          cell((v?.label ?? String(c.verdict)) + (reason ? `: ${reason}` : ''), kind),
        ];
      }),
    });
  return { id: 'comparisons', heading: 'Compared with the baseline', level: 2, blocks };
}

// ---------------------------------------------------------------------------
// Stream timing, hidden reasoning, the server's rate.

function timingSection(results: Results): Section | null {
  if (!hasStreamTiming(results)) return null;
  const columns: Column[] = [
    ...NAME_COLUMNS,
    ...TIMING_KEYS.map((k, i): Column => ({
      id: k,
      header: `${FIGURES[k].label} p50/p90`,
      align: 'right',
      priority: i === 1 ? 0 : 2 + i,
    })),
    { id: 'chunking', header: 'chunking', align: 'left', priority: 2 },
  ];
  const rows = timingGroups(results).map((g): Cell[] => [
    ...names(g),
    ...TIMING_KEYS.map((k) => {
      const { summary } = groupFigure(g, k);
      return summary === null
        ? cell(naPostFirstContent(g), 'withheld')
        : cell(`${formatNumber(summary.p50)} / ${formatNumber(summary.p90)}`);
    }),
    cell(chunkingLabel(g), (g.coarse ?? 0) > 0 ? 'caution' : 'value'),
  ]);
  const blocks: Block[] = [
    { kind: 'table', id: 'timing', columns, rows },
    { kind: 'list', items: TIMING_KEYS.map((k) => [strong(FIGURES[k].label), plain(`: ${FIGURES[k].meaning}`)]) },
    note(plain(TRUST_SENTENCE)),
  ];
  const coarse = coarseSentence(results);
  if (coarse) blocks.push(note(plain(coarse)));
  return { id: 'timing', heading: 'Stream timing (streamed responses only)', level: 2, blocks };
}

function hiddenSection(results: Results): Section | null {
  const lines = hiddenReasoningLines(results.groups);
  if (lines.length === 0) return null;
  return {
    id: 'hidden-reasoning',
    heading: 'Hidden reasoning',
    level: 2,
    blocks: [
      para(
        plain(
          'The provider counted reasoning tokens that never crossed the wire (reasoning models that stream no reasoning, or ' +
            'only a summary). They were generated before or between the visible text, so the streaming rate leaves them ' +
            'out and TTFT, the first visible text, includes the time spent on them.',
        ),
      ),
      { kind: 'list', items: lines.map(({ g, text }) => [plain(`${g.provider} / ${g.prompt}: ${text}`)]) },
    ],
  };
}

function serverSection(results: Results): Section | null {
  const groups = results.groups.filter((g) => g.server_tps !== null);
  const blocks: Block[] = [];
  if (groups.length > 0) {
    blocks.push(
      para(
        plain(
          'tokens / the generation time the server reports about itself (Ollama eval_duration, Groq completion_time, ' +
            'llama.cpp predicted_ms): never merged with the two client-observed figures. A server rate far above the ' +
            'client-observed post-first-content rate is evidence of buffering between them.',
        ),
      ),
      {
        kind: 'table',
        id: 'server-rate',
        columns: [
          ...NAME_COLUMNS,
          { id: 'n_server', header: 'n', align: 'right', priority: 2 },
          { id: 'server_tps', header: `${FIGURES.server_tps.label} p50`, align: 'right', priority: 0 },
          { id: 'client', header: `client ${FIGURES.post_first_content_tps.label} p50`, align: 'right', priority: 1 },
          { id: 'ratio', header: 'server / client', align: 'right', priority: 0 },
        ],
        rows: groups.map((g) => {
          const server = (g.server_tps as NonNullable<GroupResult['server_tps']>).p50;
          const client = g.post_first_content_tps?.p50 ?? null;
          return [
            ...names(g),
            cell(String(g.n_server)),
            cell(formatNumber(server)),
            client === null ? cell(naPostFirstContent(g), 'withheld') : cell(formatNumber(client)),
            client !== null && client > 0 ? cell(`${formatNumber(server / client)}×`) : cell(NA, 'withheld'),
          ];
        }),
      },
    );
  }
  const serverLines = groupServerLines(results.groups);
  if (serverLines.length > 0)
    blocks.push(para(strong("The server's own view (metrics_url)")), {
      kind: 'list',
      items: serverLines.map((l) => [plain(l)]),
    });
  const cache = promptCacheLines(results.groups);
  if (cache.length > 0)
    blocks.push(para(strong('Prompt cache')), { kind: 'list', items: cache.map((l) => [plain(l)]) });
  if (blocks.length === 0) return null;
  return { id: 'server-rate', heading: 'Server-reported generation rate', level: 2, blocks };
}

// ---------------------------------------------------------------------------
// Flags and thresholds.

function flaggedSection(results: Results): Section {
  const flags = results.flagged;
  if (flags.length === 0)
    return {
      id: 'flagged',
      heading: 'Flagged',
      level: 2,
      blocks: [para(plain('None: every measured request streamed, at a plausible rate.'))],
    };
  const n = (reason: (typeof flags)[number]['reason']) => flags.filter((f) => f.reason === reason).length;
  const groups = groupFlags(flags);
  return {
    id: 'flagged',
    heading: 'Flagged',
    level: 2,
    blocks: [
      para(
        plain(
          `${(['buffered', 'implausible', 'error'] as const).map((r) => `${n(r)} ${FLAG_REASON[r].label}`).join(', ')} ` +
            '(warmups not listed), one line per provider, prompt and reason: how many, the trace ids in traces.ndjson, ' +
            'and the rule or error (an example where the requests differ only in their figures).',
        ),
      ),
      {
        kind: 'list',
        items: groups.map((g) => {
          const details = g.details
            .slice(0, 3)
            .map((d) => (d.length > MAX_DETAIL ? `${d.slice(0, MAX_DETAIL - 1)}…` : d))
            .join('; ');
          return [
            strong(FLAG_REASON[g.reason].label),
            plain(` ${g.provider} / ${g.prompt}, ${g.ids.length} request${g.ids.length === 1 ? '' : 's'} (`),
            { text: g.ids.join(', '), emphasis: 'code' },
            plain(
              `): ${g.varied && g.details.length === 1 ? 'e.g. ' : ''}${details}` +
                (g.details.length > 3 ? ` (and ${g.details.length - 3} other kinds)` : ''),
            ),
          ];
        }),
      },
    ],
  };
}

/** The thresholds as one prose list: the same words in every view. */
export function thresholdsSection(results: Results): Section {
  const a = results.analysis;
  const item = (key: string, value: string, ...text: Span[]): Span[] => [
    { text: key, emphasis: 'code' },
    plain(`: ${value}. `),
    ...text,
  ];
  const words = (text: string) => plain(text);
  const code = (text: string): Span => ({ text, emphasis: 'code' });
  return {
    id: 'thresholds',
    heading: 'Thresholds',
    level: 2,
    blocks: [
      {
        kind: 'list',
        items: [
          item(
            'min_content_reads',
            String(a.min_content_reads),
            words('A response whose content arrived in fewer network reads is buffered.'),
          ),
          item(
            'min_generation_s',
            String(a.min_generation_s),
            words('A response whose first-to-last content interval (end minus first content) is shorter is buffered.'),
          ),
          item(
            'max_plausible_tps',
            String(a.max_plausible_tps),
            words('A rate above it is flagged implausible, and kept as measured.'),
          ),
          item(
            'max_token_disagreement',
            String(a.max_token_disagreement),
            words(
              "A provider count further than this share from the reference tokenizer's count of the same text is flagged.",
            ),
          ),
          item(
            'rate_tokens',
            String(a.rate_tokens),
            words('Which count the rates divide ('),
            code('native'),
            words(": the provider's own; "),
            code('reference'),
            words(': one shared tokenizer for all).'),
          ),
          item(
            'max_tokens_per_read',
            String(a.max_tokens_per_read ?? NA),
            words(
              'A streamed response with more tokens per content read is coarse: flagged, its TTFT may be late by up to one read interval.',
            ),
          ),
        ],
      },
      para(
        plain(
          'These thresholds are conservative guards, not proof of server buffering: a response labelled buffered ' +
            'arrived too much at once to measure a generation rate, which a proxy, gateway or content filter on the way ' +
            'can cause as well as the server. Its time to first token and post-first-content rate are withheld ' +
            `(shown as "${NA_BUFFERED}"); its end-to-end rate is reported. `,
        ),
        code('streamgauge reanalyze'),
        plain(' re-labels a run with other thresholds.'),
      ),
    ],
  };
}

// ---------------------------------------------------------------------------
// The compact table the PR comment leads with.

/** One row per group: provider, prompt, TTFT p50, streaming rate p50, end-to-end p50, streaming. */
export function compactSection(results: Results): Section {
  const p50 = (g: GroupResult, key: FigureKey): Cell => {
    const s = groupFigure(g, key).summary;
    return s === null
      ? cell(naOf(g, FIGURES[key]), 'withheld')
      : cell(formatNumber(s.p50), g.implausible > 0 && FIGURES[key].plausibility ? 'flagged' : 'value');
  };
  return {
    id: 'compact',
    heading: 'At a glance',
    level: 2,
    blocks: [
      {
        kind: 'table',
        id: 'compact',
        columns: [
          { id: 'provider', header: 'provider', align: 'left', priority: 0, shrink: true },
          { id: 'prompt', header: 'prompt', align: 'left', priority: 1, shrink: true },
          { id: 'ttft_ms', header: `${FIGURES.ttft_ms.label} p50`, align: 'right', priority: 0 },
          {
            id: 'post_first_content_tps',
            header: `${FIGURES.post_first_content_tps.label} p50`,
            align: 'right',
            priority: 0,
          },
          { id: 'end_to_end_tps', header: `${FIGURES.end_to_end_tps.label} p50`, align: 'right', priority: 0 },
          { id: 'streaming', header: 'streaming', align: 'left', priority: 1 },
        ],
        rows: results.groups.map((g) => [
          cell(g.provider),
          cell(g.prompt),
          p50(g, 'ttft_ms'),
          p50(g, 'post_first_content_tps'),
          p50(g, 'end_to_end_tps'),
          cell(streamingOf(g.streaming).label, g.streaming === 'observed' ? 'value' : 'caution'),
        ]),
      },
    ],
  };
}

// ---------------------------------------------------------------------------

/**
 * The report of a run, built once. `figures` lists the ranked figures to
 * table (every ranked one in FIGURES by default; a test passes a table with a
 * throwaway figure to prove that a new figure reaches every view).
 */
export function buildReportDoc(
  input: Results,
  opts: { figures?: Readonly<Record<string, FigureDef>> } = {},
): ReportDoc {
  const results = withLocationLabels(input);
  const figures = opts.figures ?? FIGURES;
  const ranked = Object.values(figures)
    .filter((f) => f.ranked !== false)
    .sort((a, b) => (a.ranked ? a.ranked.place : 0) - (b.ranked ? b.ranked.place : 0));
  const sections: Array<Section | null> = [
    headline(results),
    ...(results.groups.length === 0
      ? [{ id: 'rankings', heading: 'Rankings', level: 2 as const, blocks: [para(plain('No measured requests.'))] }]
      : ranked.map((f) => rankingSectionFor(results, f))),
    comparisonSection(results),
    timingSection(results),
    hiddenSection(results),
    serverSection(results),
    flaggedSection(results),
    thresholdsSection(results),
  ];
  const kept = sections.filter((s): s is Section => s !== null);
  return {
    title: 'streamgauge results',
    sections: kept,
    headings: Object.fromEntries(kept.map((s) => [s.id, s.heading])),
  };
}

/** A ranking section for a figure definition (the table's own, or one a test adds). */
function rankingSectionFor(results: Results, f: FigureDef): Section | null {
  if ((FIGURES as Record<string, FigureDef>)[f.key] === f)
    return rankingSection(results, f.key as (typeof RANKED_KEYS)[number]);
  // A figure outside the table (a test's throwaway): the same table, without the results' ranks.
  const groups = results.groups.filter((g) => (g as unknown as Record<string, unknown>)[f.key] != null);
  if (groups.length === 0) return null;
  const rows = groups.map((g): Cell[] => {
    const s = (g as unknown as Record<string, { p50: number; p90: number }>)[f.key] as { p50: number; p90: number };
    return [
      cell(''),
      ...names(g),
      cell(String(g.n)),
      cell(`${formatNumber(s.p50)} / ${formatNumber(s.p90)}`, 'ranked'),
      cell(''),
    ];
  });
  const columns: Column[] = [
    { id: 'place', header: '#', align: 'right', priority: 0 },
    ...NAME_COLUMNS,
    { id: 'count', header: 'n', align: 'right', priority: 2 },
    { id: f.key, header: `${f.label} p50 / p90`, align: 'right', priority: 0 },
    { id: `${f.key}_range`, header: '', align: 'right', priority: 4 },
  ];
  return {
    id: `rank-${f.key}`,
    heading: f.title,
    level: 2,
    blocks: [para(plain(f.meaning)), { kind: 'table', id: `rank-${f.key}`, columns, rows }],
  };
}

// ---------------------------------------------------------------------------
// Operations: the job summary and the PR comment are these, applied to the
// doc before it is drawn.

/** The doc with `section` inserted after the section `after` (at the end when absent). */
export function insertSection(doc: ReportDoc, section: Section, after?: string): ReportDoc {
  const i = after === undefined ? -1 : doc.sections.findIndex((s) => s.id === after);
  const sections = [...doc.sections];
  sections.splice(i < 0 ? sections.length : i + 1, 0, section);
  return { ...doc, sections };
}

/** The doc without the sections whose id `drop` keeps. */
export function dropSections(doc: ReportDoc, drop: (id: string) => boolean): ReportDoc {
  return { ...doc, sections: doc.sections.filter((s) => !drop(s.id)) };
}

/** The doc with the sections whose id `fold` keeps drawn closed. */
export function foldSections(doc: ReportDoc, fold: (id: string) => boolean): ReportDoc {
  return { ...doc, sections: doc.sections.map((s) => (fold(s.id) ? { ...s, folded: true } : s)) };
}

/** The doc with the table `id` cut to `max` rows and a note saying how many more there are. */
export function limitRows(doc: ReportDoc, id: string, max: number, more: (n: number) => string): ReportDoc {
  return {
    ...doc,
    sections: doc.sections.map((s) => ({
      ...s,
      blocks: s.blocks.flatMap((b): Block[] =>
        b.kind === 'table' && b.id === id && b.rows.length > max
          ? [{ ...b, rows: b.rows.slice(0, max) }, note(plain(more(b.rows.length - max)))]
          : [b],
      ),
    })),
  };
}

/** A section by id. */
export function sectionOf(doc: ReportDoc, id: string): Section | undefined {
  return doc.sections.find((s) => s.id === id);
}

/** The minimum samples a figure needs for a place; said under the rankings. */
export const RANK_NOTE = `#: the place by p50; "1–2" where the data cannot order the groups (their intervals of the median overlap). A figure from fewer than ${MIN_SAMPLES} values takes no place.`;
