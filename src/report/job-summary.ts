import type { FigureDef } from '../analyze/figures.ts';
import { maxOf } from '../stats.ts';
import { streamingVerdict } from '../analyze/index.ts';
import type {
  Comparison,
  ComparedFigureKey,
  ComparisonVerdict,
  FlagReason,
  Results,
  StreamingVerdict,
} from '../analyze/types.ts';
import {
  baselineSentence,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  levelPct,
  comparedLabel,
  type Figures,
  VERDICT_LABEL,
  comparisonReason,
  flagTally,
} from './sentences.ts';
import { formatNumber, NA } from './format.ts';
import { reasonLabel, STREAMING, verdictOf } from './labels.ts';
import {
  type Block,
  type CellKind,
  cell,
  nameColumn,
  COMPARISON_COLUMNS,
  code,
  docOf,
  dropSections,
  foldSections,
  insertBefore,
  insertSection,
  list,
  para,
  plain,
  replaceSection,
  type ReportDoc,
  type Section,
  type Span,
  strong,
  untitled,
} from './doc-model.ts';
import { renderDocMarkdown, renderSpansMarkdown, summaryDoc } from './markdown.ts';
import { COMMENT_TOP, commentTopDoc } from './comment.ts';
import { reportOf, type ReportInput } from './doc.ts';
import { regressionCount } from '../analyze/compare.ts';
import { sparklineWithGaps } from './sparkline.ts';

// The job summary and the PR comment: summary.md's two tables, flagged list
// and thresholds, plus a streaming verdict per provider and a footer naming
// the run. Pure: the run context arrives as data (src/action/ only reads
// inputs and writes the bodies). Both bodies are operations on the report
// model (doc.ts: insert, drop, fold, limit, replace by section id) drawn
// once, never searches or edits of drawn text: a reworded sentence cannot
// change their shape. Both have a hard size limit on
// GitHub's side; a report over it is summarised (the flagged list becomes
// counts), then loses whole sections in order of priority, and only then is
// cut at a line, always pointing to the artifact, which holds everything.

/** GitHub rejects an issue comment body longer than this (characters). */
export const COMMENT_MAX_CHARS = 65_536;

/**
 * A step summary over 1 MiB is refused by the runner ("$GITHUB_STEP_SUMMARY
 * upload aborted, supports content up to a size of 1024k"). Stay clearly
 * under it: the runner counts bytes, and other steps of the job may add to
 * the same summary page.
 */
export const SUMMARY_MAX_BYTES = 1024 * 1024 - 64 * 1024;

export interface ReportContext {
  /** The figure table the rankings come from: FIGURES by default (a test adds a throwaway figure). */
  figures?: Readonly<Record<string, FigureDef>>;
  /** The artifact's page, when it was uploaded. */
  artifactUrl: string | null;
  artifactName: string | null;
  /** The workflow run's page. */
  runUrl: string | null;
  /** owner/repo */
  repository: string | null;
  /** The commit measured (a pull request's head commit on pull_request events). */
  sha: string | null;
  /** The output folder in the job's workspace (job summary only). */
  outDir?: string;
  /** How many shard artifacts were merged (merge mode). */
  mergedShards?: number | null;
  /** Set when a history store was used (input `history`): the regression check's section. */
  history?: HistoryReport | null;
  /** The main figure per provider x prompt over the newest runs and this one: a sparkline each in the regression section. */
  trends?: TrendLine[] | null;
}

/** One provider x prompt's main figure over the newest runs, for the job summary and the PR comment (history/trend.ts's trendLines). */
export interface TrendLine {
  provider: string;
  prompt: string;
  metric: ComparedFigureKey;
  /** Oldest first, this run last; null where the run had the group but not the figure (buffered, failed). */
  values: Array<number | null>;
}

/** What the history phase did, for the "Regression check" section. */
export interface HistoryReport {
  /** Where the earlier runs came from. */
  store: { kind: 'branch'; branch: string } | { kind: 'artifacts'; workflow: string | null; branch: string | null };
  /** Earlier runs in the baseline (0: none was found, so nothing was compared). */
  baselineRuns: number;
  /** Earlier runs report.html draws its trends from. */
  trendRuns: number;
  /** branch only: whether this run was added to the history, and if not, why. */
  added: { added: true; entries: number } | { added: false; reason: string } | null;
  /** Why the history could not be read (the step fails on it as well), or null. */
  problem: string | null;
  /** branch with `dashboard: true`: the site was regenerated in the commit that added this run. */
  dashboard?: boolean;
}

export interface MeasuredCounts {
  streamed: number;
  buffered: number;
  errors: number;
  /** Measured requests with at least one flag for review (reaching max_tokens is not one): the counts line's "flagged for review". */
  flagged: number;
}

/** Counts over measured requests (warmups excluded), for the step outputs. */
export function measuredCounts(results: Results): MeasuredCounts {
  const measured = results.requests.filter((r) => !r.warmup);
  return {
    streamed: measured.filter((r) => r.outcome === 'streamed').length,
    buffered: measured.filter((r) => r.outcome === 'buffered').length,
    errors: measured.filter((r) => r.outcome === 'error').length,
    flagged: flagTally(results.flagged).review,
  };
}

export interface ProviderVerdict {
  provider: string;
  models: string[];
  n: number;
  streamed: number;
  buffered: number;
  errors: number;
  streaming: StreamingVerdict;
}

/** One streaming verdict per provider, over all its prompts, in the order of the run. */
export function providerVerdicts(results: Results): ProviderVerdict[] {
  const byProvider = new Map<string, ProviderVerdict>();
  for (const g of results.groups) {
    let v = byProvider.get(g.provider);
    if (!v) {
      v = { provider: g.provider, models: [], n: 0, streamed: 0, buffered: 0, errors: 0, streaming: 'unknown' };
      byProvider.set(g.provider, v);
    }
    if (!v.models.includes(g.model)) v.models.push(g.model);
    v.n += g.n;
    v.streamed += g.streamed;
    v.buffered += g.buffered;
    v.errors += g.errors;
  }
  return [...byProvider.values()].map((v) => ({ ...v, streaming: streamingVerdict(v.streamed, v.buffered) }));
}

/** A provider's streaming verdict: its label in bold, its note beside it. */
function verdictCell(verdict: StreamingVerdict) {
  const { label, note } = STREAMING[verdict];
  return { ...cell(label, 'strong'), ...(note ? { after: `(${note})` } : {}) };
}

function verdictSection(results: Results): Section {
  const verdicts = providerVerdicts(results);
  const blocks: Block[] =
    verdicts.length === 0
      ? [para(plain('No measured requests.'))]
      : [
          {
            kind: 'table',
            id: 'verdicts',
            columns: [
              nameColumn('provider'),
              nameColumn('model', 3),
              { id: 'streamed', header: 'streamed', align: 'right', priority: 0 },
              { id: 'buffered', header: 'buffered', align: 'right', priority: 0 },
              { id: 'failed', header: 'failed', align: 'right', priority: 0 },
              { id: 'streaming', header: 'streaming', align: 'left', priority: 0 },
            ],
            rows: verdicts.map((v) => [
              cell(v.provider),
              cell(v.models.join(', ')),
              cell(`${v.streamed}/${v.n}`),
              cell(`${v.buffered}/${v.n}`),
              cell(`${v.errors}/${v.n}`),
              verdictCell(v.streaming),
            ]),
          },
        ];
  return { id: 'verdicts', heading: 'Streaming per provider', level: 2, blocks };
}

/** A link where there is an address, the words alone where there is none. */
const link = (text: string, href: string | null | undefined): Span => (href ? { text, href } : plain(text));

function footer(ctx: ReportContext): Section {
  const parts: Span[][] = [[plain('streamgauge')]];
  if (ctx.runUrl) parts.push([link('workflow run', ctx.runUrl)]);
  if (ctx.repository) parts.push([plain(ctx.repository)]);
  if (ctx.sha) parts.push([plain('commit '), code(ctx.sha.replace(/[^0-9a-fA-F]/g, '').slice(0, 12))]);
  if (ctx.mergedShards) parts.push([plain(`${ctx.mergedShards} shard${ctx.mergedShards === 1 ? '' : 's'} merged`)]);
  if (ctx.artifactName)
    parts.push(
      ctx.artifactUrl
        ? [plain('artifact '), link(ctx.artifactName, ctx.artifactUrl)]
        : [plain(`artifact ${ctx.artifactName} (not uploaded)`)],
    );
  const spans = parts.flatMap((p, i) => (i === 0 ? p : [plain(' · '), ...p]));
  return untitled('footer', 'About this run', [{ kind: 'rule' }, para(...spans)]);
}

function storeWords(h: HistoryReport): Span[] {
  if (h.store.kind === 'branch') return [plain('history branch '), code(h.store.branch)];
  return [
    plain('artifacts of earlier successful runs'),
    ...(h.store.workflow ? [plain(' of '), code(h.store.workflow)] : []),
    ...(h.store.branch ? [plain(' on '), code(h.store.branch)] : []),
  ];
}

const SEVERITY: Record<ComparisonVerdict, number> = { slower: 0, faster: 1, no_change: 2, insufficient_data: 3 };

function changeName(c: Comparison, figures?: Figures): string {
  return `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)}`;
}

function regressionHeadline(results: Results, h: HistoryReport, figures?: Figures): Span[] {
  const where = storeWords(h);
  if (h.problem !== null)
    return [
      strong('Not checked'),
      plain(': the earlier runs could not be read from the '),
      ...where,
      plain(`: ${h.problem}`),
    ];
  const comparisons = results.comparisons;
  if (comparisons === undefined) return [plain('No earlier run in the '), ...where, plain(' to compare with yet.')];
  const runs: Span[] = [
    plain(`${h.baselineRuns} earlier run${h.baselineRuns === 1 ? '' : 's'} (`),
    ...where,
    plain(')'),
  ];
  // Unconfirmed ones (a group not trusted) are listed by the validity line and the comparison, not counted here.
  const slower = comparisons.filter((c) => c.verdict === 'slower' && c.confirmed !== false);
  const alerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed !== false);
  const n = regressionCount(results);
  if (n > 0) {
    const what = [
      ...alerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`),
      ...slower.map((c) => `${changeName(c, figures)} ${formatPct(c.delta_pct)}`),
    ];
    return [
      strong(`${n} regression${n === 1 ? '' : 's'}`),
      plain(' against '),
      ...runs,
      plain(`: ${what.join('; ')}.`),
    ];
  }
  const faster = comparisons.filter((c) => c.verdict === 'faster').length;
  const unjudged = comparisons.filter((c) => c.verdict === 'insufficient_data');
  const bases = unjudged.filter((c) => comparisonReason(c) !== null).length;
  const thin = unjudged.length - bases;
  return [
    plain('No regression against '),
    ...runs,
    plain(
      '.' +
        (faster > 0 ? ` ${faster} figure${faster === 1 ? '' : 's'} faster.` : '') +
        (thin > 0
          ? ` ${thin} figure${thin === 1 ? '' : 's'} with too few streamed responses on a side to judge.`
          : '') +
        (bases > 0
          ? ` ${bases} figure${bases === 1 ? '' : 's'} not compared: the runs' rates divided different token counts (see the table).`
          : ''),
    ),
  ];
}

/** A comparison's verdict as a cell: bold (alert or good) where it is a change beyond the noise. */
function verdictKind(c: Comparison): CellKind {
  if (!verdictOf(c.verdict)?.strong) return 'value';
  return c.verdict === 'faster' ? 'good' : 'alert';
}

/**
 * The job summary's and comment's "Regression check" as a section of the
 * report model: the outcome in one line, streaming alerts first (a group
 * that stopped streaming is never hidden among speed changes), then every
 * provider x prompt x metric with the change, its interval and the verdict,
 * slower first; where the trends are, and what happened to this run in the
 * history.
 */
export function regressionDocSection(results: Results, h: HistoryReport, ctx: ReportContext): Section {
  const blocks: Block[] = [para(...regressionHeadline(results, h, ctx.figures))];
  const changes = [...(results.streaming_changes ?? [])].sort((a, b) => Number(b.alert) - Number(a.alert));
  if (changes.length > 0)
    blocks.push(
      para(plain('Streaming changed (a buffered response never counts as a speed regression; this is its alert):')),
      list(
        changes.map((c) => [
          {
            text: `${c.provider} / ${c.prompt}: ${formatStreamingChange(c)}`,
            ...(c.alert ? { emphasis: 'strong' as const } : {}),
          },
          plain(
            ` (baseline ${c.baseline_streamed} streamed, ${c.baseline_buffered} buffered; ` +
              `now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`,
          ),
        ]),
      ),
    );
  const comparisons = results.comparisons ?? [];
  if (h.problem === null && comparisons.length > 0) {
    const level = levelPct(results.baseline?.ci_level ?? 0.95);
    const sorted = comparisons
      .map((c, i) => ({ c, i }))
      .sort((a, b) => SEVERITY[a.c.verdict] - SEVERITY[b.c.verdict] || a.i - b.i)
      .map((x) => x.c);
    blocks.push({
      kind: 'table',
      id: 'regression',
      columns: [
        ...COMPARISON_COLUMNS,
        { id: 'change', header: `change [${level} CI]`, align: 'right', priority: 0 },
        { id: 'verdict', header: 'verdict', align: 'left', priority: 0 },
      ],
      rows: sorted.map((c) => {
        const reason = comparisonReason(c);
        return [
          cell(c.provider),
          cell(c.prompt),
          cell(comparedLabel(c.metric, ctx.figures)),
          cell(c.baseline_p50 === null ? NA : `${formatNumber(c.baseline_p50)} · n=${c.baseline_n}`),
          cell(c.current_p50 === null ? NA : `${formatNumber(c.current_p50)} · n=${c.current_n}`),
          cell(`${formatPct(c.delta_pct)} ${formatPctInterval(c, '')}`.trimEnd()),
          cell((VERDICT_LABEL[c.verdict] ?? String(c.verdict)) + (reason ? `: ${reason}` : ''), verdictKind(c)),
        ];
      }),
    });
    const about = baselineSentence(results);
    if (about) blocks.push(para(plain(about)));
  }
  const report: Span[] =
    ctx.artifactUrl && ctx.artifactName
      ? [code('report.html'), plain(' in the artifact '), link(ctx.artifactName, ctx.artifactUrl)]
      : [code('report.html'), plain(" in the run's output folder")];
  blocks.push(
    h.trendRuns > 0
      ? para(
          plain(
            `Trends over the ${h.trendRuns} earlier run${h.trendRuns === 1 ? '' : 's'} and this one, with the timelines of every request: `,
          ),
          ...report,
          plain('.'),
        )
      : para(
          plain('Distributions and the timeline of every request: '),
          ...report,
          plain('; trends appear from the next run on.'),
        ),
  );
  blocks.push(...trendBlocks(ctx.trends ?? [], ctx.figures));
  if (h.added?.added === true)
    blocks.push(
      para(
        plain('This run was added to the '),
        ...storeWords(h),
        plain(` (${h.added.entries} entr${h.added.entries === 1 ? 'y' : 'ies'} kept).`),
        ...(h.dashboard
          ? [
              plain(' Its dashboard site ('),
              code('index.html'),
              plain(' at the branch root) was regenerated in the same commit.'),
            ]
          : []),
      ),
    );
  else if (h.added?.added === false) blocks.push(para(plain(`Not added to the history: ${h.added.reason}`)));
  return { id: 'regression', heading: 'Regression check', level: 2, blocks };
}

/** The regression check drawn as markdown (the job summary and comment draw it inside the whole report). */
export function regressionSection(results: Results, h: HistoryReport, ctx: ReportContext): string {
  return renderDocMarkdown({ title: '', sections: [regressionDocSection(results, h, ctx)], headings: {} });
}

/**
 * A text sparkline per provider x prompt of the main figure, in a code span
 * so every bar is one monospace cell (GitHub renders the block characters
 * in tables, summaries and comments alike; no image to host or proxy).
 * Nothing when no group has two runs yet.
 */
function trendBlocks(trends: readonly TrendLine[], figures?: Figures): Block[] {
  const shown = trends.filter((t) => t.values.length >= 2);
  if (shown.length === 0) return [];
  const runs = maxOf(shown.map((t) => t.values.length));
  const label = comparedLabel(shown[0]!.metric, figures);
  return [
    para(
      plain(
        `Trend of the p50 ${label} over the last ${runs} runs, oldest first, this run last (· a run without the figure: every response buffered or failed):`,
      ),
    ),
    {
      kind: 'table',
      id: 'trends',
      columns: [
        nameColumn('provider'),
        nameColumn('prompt'),
        { id: 'trend', header: 'trend', align: 'left', priority: 0 },
        { id: 'first', header: 'first', align: 'right', priority: 1 },
        { id: 'latest', header: 'this run', align: 'right', priority: 0 },
      ],
      rows: shown.map((t) => {
        const present = t.values.filter((v): v is number => v !== null);
        const first = present[0];
        const latest = t.values[t.values.length - 1];
        return [
          cell(t.provider),
          cell(t.prompt),
          cell(sparklineWithGaps(t.values), 'code'),
          cell(first === undefined ? NA : formatNumber(first)),
          cell(latest === null || latest === undefined ? NA : formatNumber(latest)),
        ];
      }),
    },
  ];
}

/** The trend table drawn as markdown; empty when no group has two runs yet. */
export function trendSection(trends: readonly TrendLine[]): string {
  const blocks = trendBlocks(trends);
  if (blocks.length === 0) return '';
  return renderDocMarkdown({
    title: '',
    sections: [untitled('trends', 'Trends', blocks)],
    headings: {},
  }).trimEnd();
}

// ---------------------------------------------------------------------------
// The job summary's model: summary.md's, with the regression check, the
// verdicts and a footer; the operations that fit it to GitHub's limits.

/**
 * The full report: summary.md's model, with the per-provider verdict before
 * the flagged list and a footer. With a history, the regression check takes
 * the place of summary.md's one-line comparison headline (before the two
 * tables) and summary.md's own comparison section goes.
 */
export function reportDoc(input: ReportInput, ctx: ReportContext): ReportDoc {
  const report = reportOf(input, ctx);
  const { results } = report;
  let doc = summaryDoc(report, {
    artifactUrl: ctx.artifactUrl,
    ...(ctx.outDir ? { outDir: ctx.outDir } : {}),
  });
  if (ctx.history) {
    const regression = regressionDocSection(results, ctx.history, ctx);
    doc = replaceSection(doc, 'comparisons', null);
    doc = doc.sections.some((s) => s.id === 'regression-headline')
      ? replaceSection(doc, 'regression-headline', regression)
      : insertBefore(doc, regression, ['intro']);
  }
  doc = insertBefore(doc, verdictSection(results), ['flagged']);
  return insertSection(doc, footer(ctx));
}

/** The full report: summary.md's text with the per-provider verdict, the regression check with a history, and a footer. */
export function renderReport(input: ReportInput, ctx: ReportContext): string {
  return renderDocMarkdown(reportDoc(input, ctx));
}

function where(ctx: ReportContext): Span[] {
  if (ctx.artifactUrl && ctx.artifactName) return [plain('in the artifact '), link(ctx.artifactName, ctx.artifactUrl)];
  return [plain("in the run's output folder (no artifact was uploaded)")];
}

/** "`summary.md` and `results.json` in the artifact …." : where a shortened report's whole is. */
function inFiles(ctx: ReportContext): Span[] {
  return [code('summary.md'), plain(' and '), code('results.json'), plain(' '), ...where(ctx), plain('.')];
}

/** The flagged list as counts per provider, for a report too long to list every request. */
function flaggedCounts(results: Results, ctx: ReportContext): Section {
  const per = new Map<string, Map<FlagReason, number>>();
  for (const f of results.flagged) {
    let row = per.get(f.provider);
    if (!row) per.set(f.provider, (row = new Map()));
    row.set(f.reason, (row.get(f.reason) ?? 0) + 1);
  }
  const tally = flagTally(results.flagged);
  const reasons: FlagReason[] = [
    ...tally.byReason.map((r) => r.reason),
    ...(tally.reachedMaxTokens > 0 ? (['truncated'] as FlagReason[]) : []),
  ];
  const maxTokens =
    tally.reachedMaxTokens > 0 ? ` (and ${tally.reachedMaxTokens} that reached max_tokens, not for review)` : '';
  return {
    id: 'flagged',
    heading: 'Flagged',
    level: 2,
    blocks: [
      para(
        plain(
          `${tally.review} measured request(s) flagged for review${maxTokens}: too many to list here. Every one is listed with its trace id and the rule or error in `,
        ),
        ...inFiles(ctx),
      ),
      {
        kind: 'table',
        id: 'flag-counts',
        columns: [
          nameColumn('provider'),
          ...reasons.map((r) => ({ id: r, header: reasonLabel(r), align: 'right' as const, priority: 0 })),
        ],
        rows: [...per].map(([provider, row]) => [cell(provider), ...reasons.map((r) => cell(String(row.get(r) ?? 0)))]),
      },
    ],
  };
}

export interface Fitted {
  text: string;
  /** none: the whole report; summarised: flagged list as counts; cut: also sections left out, and if need be cut at a line. */
  reduced: 'none' | 'summarised' | 'cut';
}

/**
 * The sections a report over its limit leaves out, first to go first, with
 * the words the note names them by: detail the artifact holds, before what a
 * reader of the summary came for. The headline, the regression check and the
 * rankings are never left out (only cut at a line, the last resort).
 */
const DROP_ORDER: ReadonlyArray<readonly [ids: readonly string[], words: string]> = [
  [['thresholds'], 'the thresholds'],
  [['server-rate', 'server-view', 'prompt-cache', 'served'], 'the server-reported rate and what answered'],
  [['hidden-reasoning'], 'hidden reasoning'],
  [['timing'], 'stream timing'],
  [['tool-calls'], 'tool calls'],
  [['images'], 'TTFT by image size'],
  [['workloads'], 'workloads'],
  [['load'], 'load stages'],
  [['verdicts'], 'streaming per provider'],
  [['flagged'], 'the flagged counts'],
  [['comparisons'], 'the comparison with the baseline'],
];

/** The note that says which sections were left out and where they are. */
function droppedNote(dropped: readonly string[], limit: number, ctx: ReportContext): Section {
  return untitled('dropped', 'Shortened', [
    para(
      strong('Shortened'),
      plain(
        `: the report is longer than GitHub allows (${limit.toLocaleString('en-US')}), so this leaves out ` +
          `${dropped.join(', ')}. The whole of it is in `,
      ),
      ...inFiles(ctx),
    ),
  ]);
}

/**
 * A report model within `limit` as measured by `size` of its drawing: whole
 * if it fits, else with the flagged list as counts, else without whole
 * sections (DROP_ORDER) and a note naming them, else cut at a line boundary
 * with a pointer to the artifact. Every step but the last is an operation on
 * the model, drawn once; only the last resort touches drawn text. `reserve`
 * is room kept for text the caller adds (a marker).
 */
function fitDoc(
  doc: ReportDoc,
  results: Results,
  ctx: ReportContext,
  limit: number,
  size: (s: string) => number,
  reserve = 0,
): Fitted {
  const max = limit - reserve;
  const full = renderDocMarkdown(doc);
  if (size(full) <= max) return { text: full, reduced: 'none' };
  const counted = doc.sections.some((s) => s.id === 'flagged')
    ? replaceSection(doc, 'flagged', {
        ...flaggedCounts(results, ctx),
        folded: doc.sections.find((s) => s.id === 'flagged')?.folded,
      })
    : doc;
  const summarised = renderDocMarkdown(counted);
  if (size(summarised) <= max) return { text: summarised, reduced: 'summarised' };
  // Leave out whole sections, least needed first, with a note before the footer naming them.
  let shortened = counted;
  const dropped: string[] = [];
  for (const [ids, words] of DROP_ORDER) {
    if (!shortened.sections.some((s) => ids.includes(s.id))) continue;
    shortened = dropSections(shortened, (id) => ids.includes(id));
    dropped.push(words);
    const text = renderDocMarkdown(insertBefore(shortened, droppedNote(dropped, limit, ctx), ['footer']));
    if (size(text) <= max) return { text, reduced: 'cut' };
  }
  const note = `\n\n${renderSpansMarkdown([
    strong('Cut here'),
    plain(`: the report is longer than GitHub allows (${limit.toLocaleString('en-US')}). The whole of it is in `),
    ...inFiles(ctx),
  ])}\n`;
  // Even the rankings alone are too long: cut at a line, the last resort, closing a fold it cut into.
  const lines = renderDocMarkdown(shortened).split('\n');
  const closed = (n: number) => {
    const kept = lines.slice(0, n);
    const open = kept.filter((l) => l === '<details>').length - kept.filter((l) => l === '</details>').length;
    return kept.join('\n') + (open > 0 ? '\n\n</details>'.repeat(open) : '') + note;
  };
  // Binary search for the most lines that fit with the note.
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (size(closed(mid)) <= max) lo = mid;
    else hi = mid - 1;
  }
  let text = closed(lo);
  if (size(text) > max) text = note.slice(0, Math.max(0, max));
  return { text, reduced: 'cut' };
}

/** The full report within `limit` (see fitDoc). */
export function fitReport(
  input: ReportInput,
  ctx: ReportContext,
  limit: number,
  size: (s: string) => number,
  reserve = 0,
): Fitted {
  const report = reportOf(input, ctx);
  return fitDoc(reportDoc(report, ctx), report.results, ctx, limit, size, reserve);
}

export const utf8Bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
export const chars = (s: string): number => s.length;

/** The job summary: under the step-summary limit (bytes). */
export function renderJobSummary(input: ReportInput, ctx: ReportContext, limit = SUMMARY_MAX_BYTES): Fitted {
  return fitReport(input, ctx, limit, utf8Bytes);
}

/** The hidden marker that finds this benchmark's sticky comment again. */
export function commentMarker(key: string): string {
  return `<!-- streamgauge:sticky-comment key=${key} -->`;
}

/**
 * `comment-mode: regressions` once a run finds nothing to report: our
 * earlier comment (which named regressions that are now gone) says so in
 * one paragraph and the footer. Only ever an edit: a pull request with no
 * comment of ours gets none.
 */
export function renderClearCommentBody(ctx: ReportContext, key: string): string {
  const sha = ctx.sha ? ctx.sha.replace(/[^0-9a-fA-F]/g, '').slice(0, 12) : '';
  const against = ctx.history
    ? `the comparison with ${ctx.history.baselineRuns} earlier run${ctx.history.baselineRuns === 1 ? '' : 's'}`
    : 'the comparison';
  const clear = untitled('clear', 'No regression', [
    para(
      strong('No regression'),
      ...(sha ? [plain(' as of '), code(sha)] : [plain(' in the latest run')]),
      plain(`: ${against} found no change and no failed group. What this comment reported earlier no longer holds; `),
      link('the workflow run', ctx.runUrl),
      plain(' has the full report.'),
    ),
  ]);
  return commentMarker(key) + '\n' + renderDocMarkdown(docOf('streamgauge', [clear, footer(ctx)]));
}

/**
 * The PR comment's model: the first screen (headline, compact table,
 * regressions: report/comment.ts), then every other section of the full
 * report (without the workspace paths, meaningless to a reader of the PR),
 * each folded on its own under its heading, and the footer open. The full
 * report's title and lead are the first screen's already, and its one-line
 * regression check restates the headline's.
 */
export function commentDoc(input: ReportInput, ctx: ReportContext): ReportDoc {
  const { outDir: _omit, ...rest } = ctx;
  const report = reportOf(input, ctx);
  const top = commentTopDoc(report);
  const full = dropSections(reportDoc(report, rest), (id) => COMMENT_TOP.includes(id) || id === 'regression-headline');
  const folded = foldSections(full, (id) => id !== 'footer');
  return { ...top, sections: [...top.sections, ...folded.sections], headings: { ...folded.headings, ...top.headings } };
}

/**
 * A PR comment body: the marker, then the comment's model drawn once within
 * GitHub's 65,536 characters. JavaScript counts UTF-16 code units, never
 * fewer than the characters GitHub counts, so the cap errs on the safe side.
 */
export function renderCommentBody(
  input: ReportInput,
  ctx: ReportContext,
  key: string,
  limit = COMMENT_MAX_CHARS,
): Fitted {
  const marker = commentMarker(key) + '\n';
  const { outDir: _omit, ...rest } = ctx;
  const report = reportOf(input, ctx);
  const fitted = fitDoc(commentDoc(report, ctx), report.results, rest, limit, chars, marker.length);
  return { ...fitted, text: marker + fitted.text };
}
