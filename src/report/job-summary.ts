import { maxOf } from '../analyze/stats.ts';
import { streamingVerdict } from '../analyze/index.ts';
import type { Comparison, ComparisonVerdict, FlagReason, Results, StreamingVerdict } from '../analyze/types.ts';
import {
  baselineSentence,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  levelPct,
  METRIC_LABEL,
  VERDICT_LABEL,
  comparisonReason,
} from './figures.ts';
import { formatNumber, NA } from './format.ts';
import { reasonLabel, STREAMING, verdictOf } from './labels.ts';
import {
  type DrawnSection as Drawn,
  type SummarySectionId,
  escapeMarkdown,
  joinDrawn,
  renderDocMarkdown,
  summaryMarkdownSections,
} from './markdown.ts';
import { commentTopDoc } from './comment.ts';
import { regressionCount } from '../analyze/compare.ts';
import { sparklineWithGaps, type TrendLine } from '../history/trend.ts';

// The job summary and the PR comment: summary.md's two tables, flagged list
// and thresholds, plus a streaming verdict per provider and a footer naming
// the run. Pure: the run context arrives as data (src/action/ only reads
// inputs and writes the bodies). Both bodies are operations on summary.md's
// sections by id (drop, replace, insert), never searches of drawn text: a
// reworded sentence cannot change their shape. Both have a hard size limit on
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
  /** Measured requests with at least one flag, of any reason (the flagged list). */
  flagged: number;
}

/** Counts over measured requests (warmups excluded), for the step outputs. */
export function measuredCounts(results: Results): MeasuredCounts {
  const measured = results.requests.filter((r) => !r.warmup);
  return {
    streamed: measured.filter((r) => r.outcome === 'streamed').length,
    buffered: measured.filter((r) => r.outcome === 'buffered').length,
    errors: measured.filter((r) => r.outcome === 'error').length,
    flagged: new Set(results.flagged.map((f) => f.id)).size,
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

function verdictText(verdict: StreamingVerdict): string {
  const { label, note } = STREAMING[verdict];
  return `**${label}**${note ? ` (${note})` : ''}`;
}

function verdictSection(results: Results): string {
  const verdicts = providerVerdicts(results);
  const lines = ['## Streaming per provider', ''];
  if (verdicts.length === 0) return [...lines, 'No measured requests.', ''].join('\n');
  lines.push(
    '| provider | model | streamed | buffered | failed | streaming |',
    '| :-- | :-- | --: | --: | --: | :-- |',
  );
  for (const v of verdicts)
    lines.push(
      `| ${escapeMarkdown(v.provider)} | ${v.models.map(escapeMarkdown).join(', ')} | ${v.streamed}/${v.n} | ${v.buffered}/${v.n} | ${v.errors}/${v.n} | ${verdictText(v.streaming)} |`,
    );
  return [...lines, ''].join('\n');
}

/** A URL safe inside a markdown link target. */
const linkUrl = (u: string): string => u.replace(/[()\s<>"'`|\\]/g, (c) => encodeURIComponent(c));

function footer(ctx: ReportContext): string {
  const parts = ['streamgauge'];
  if (ctx.runUrl) parts.push(`[workflow run](${linkUrl(ctx.runUrl)})`);
  if (ctx.repository) parts.push(escapeMarkdown(ctx.repository));
  if (ctx.sha) parts.push(`commit \`${ctx.sha.replace(/[^0-9a-fA-F]/g, '').slice(0, 12)}\``);
  if (ctx.mergedShards) parts.push(`${ctx.mergedShards} shard${ctx.mergedShards === 1 ? '' : 's'} merged`);
  if (ctx.artifactName)
    parts.push(
      ctx.artifactUrl
        ? `artifact [${escapeMarkdown(ctx.artifactName)}](${linkUrl(ctx.artifactUrl)})`
        : `artifact ${escapeMarkdown(ctx.artifactName)} (not uploaded)`,
    );
  return ['---', '', parts.join(' · '), ''].join('\n');
}

const FLAGGED = '## Flagged';
const REGRESSION = '## Regression check';

function storeWords(h: HistoryReport): string {
  if (h.store.kind === 'branch') return `history branch \`${escapeMarkdown(h.store.branch)}\``;
  const of = h.store.workflow ? ` of \`${escapeMarkdown(h.store.workflow)}\`` : '';
  const on = h.store.branch ? ` on \`${escapeMarkdown(h.store.branch)}\`` : '';
  return `artifacts of earlier successful runs${of}${on}`;
}

const SEVERITY: Record<ComparisonVerdict, number> = { slower: 0, faster: 1, no_change: 2, insufficient_data: 3 };

function changeName(c: Comparison): string {
  return `${escapeMarkdown(c.provider)} / ${escapeMarkdown(c.prompt)} ${METRIC_LABEL[c.metric]}`;
}

function regressionHeadline(results: Results, h: HistoryReport): string {
  const where = storeWords(h);
  if (h.problem !== null)
    return `**Not checked**: the earlier runs could not be read from the ${where}: ${escapeMarkdown(h.problem)}`;
  const comparisons = results.comparisons;
  if (comparisons === undefined) return `No earlier run in the ${where} to compare with yet.`;
  const runs = `${h.baselineRuns} earlier run${h.baselineRuns === 1 ? '' : 's'} (${where})`;
  const slower = comparisons.filter((c) => c.verdict === 'slower');
  const alerts = (results.streaming_changes ?? []).filter((c) => c.alert);
  const n = regressionCount(results);
  if (n > 0) {
    const what = [
      ...alerts.map(
        (c) => `${escapeMarkdown(c.provider)} / ${escapeMarkdown(c.prompt)} streaming ${formatStreamingChange(c)}`,
      ),
      ...slower.map((c) => `${changeName(c)} ${formatPct(c.delta_pct)}`),
    ];
    return `**${n} regression${n === 1 ? '' : 's'}** against ${runs}: ${what.join('; ')}.`;
  }
  const faster = comparisons.filter((c) => c.verdict === 'faster').length;
  const unjudged = comparisons.filter((c) => c.verdict === 'insufficient_data');
  const bases = unjudged.filter((c) => comparisonReason(c) !== null).length;
  const thin = unjudged.length - bases;
  return (
    `No regression against ${runs}.` +
    (faster > 0 ? ` ${faster} figure${faster === 1 ? '' : 's'} faster.` : '') +
    (thin > 0 ? ` ${thin} figure${thin === 1 ? '' : 's'} with too few streamed responses on a side to judge.` : '') +
    (bases > 0
      ? ` ${bases} figure${bases === 1 ? '' : 's'} not compared: the runs' rates divided different token counts (see the table).`
      : '')
  );
}

/**
 * The job summary's and comment's "Regression check": the outcome in one
 * line, streaming alerts first (a group that stopped streaming is never
 * hidden among speed changes), then every provider x prompt x metric with
 * the change, its interval and the verdict, slower first; where the trends
 * are, and what happened to this run in the history.
 */
export function regressionSection(results: Results, h: HistoryReport, ctx: ReportContext): string {
  const lines = [REGRESSION, '', regressionHeadline(results, h), ''];
  const changes = [...(results.streaming_changes ?? [])].sort((a, b) => Number(b.alert) - Number(a.alert));
  if (changes.length > 0) {
    lines.push('Streaming changed (a buffered response never counts as a speed regression; this is its alert):', '');
    for (const c of changes) {
      const text = `${escapeMarkdown(c.provider)} / ${escapeMarkdown(c.prompt)}: ${formatStreamingChange(c)}`;
      lines.push(
        `- ${c.alert ? `**${text}**` : text} (baseline ${c.baseline_streamed} streamed, ${c.baseline_buffered} buffered; ` +
          `now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`,
      );
    }
    lines.push('');
  }
  const comparisons = results.comparisons ?? [];
  if (h.problem === null && comparisons.length > 0) {
    const level = levelPct(results.baseline?.ci_level ?? 0.95);
    lines.push(
      `| provider | prompt | metric | baseline p50 · n | current p50 · n | change [${level} CI] | verdict |`,
      '| :-- | :-- | :-- | --: | --: | --: | :-- |',
    );
    const sorted = comparisons
      .map((c, i) => ({ c, i }))
      .sort((a, b) => SEVERITY[a.c.verdict] - SEVERITY[b.c.verdict] || a.i - b.i)
      .map((x) => x.c);
    for (const c of sorted) {
      const reason = comparisonReason(c);
      const verdict =
        (VERDICT_LABEL[c.verdict] ?? escapeMarkdown(String(c.verdict))) + (reason ? `: ${escapeMarkdown(reason)}` : '');
      lines.push(
        `| ${escapeMarkdown(c.provider)} | ${escapeMarkdown(c.prompt)} | ${METRIC_LABEL[c.metric]} | ` +
          `${c.baseline_p50 === null ? NA : `${formatNumber(c.baseline_p50)} · n=${c.baseline_n}`} | ` +
          `${c.current_p50 === null ? NA : `${formatNumber(c.current_p50)} · n=${c.current_n}`} | ` +
          `${formatPct(c.delta_pct)} ${formatPctInterval(c, '')}`.trimEnd() +
          ` | ${verdictOf(c.verdict)?.strong ? `**${verdict}**` : verdict} |`,
      );
    }
    lines.push('');
    const about = baselineSentence(results);
    if (about) lines.push(escapeMarkdown(about), '');
  }
  const report =
    ctx.artifactUrl && ctx.artifactName
      ? `\`report.html\` in the artifact [${escapeMarkdown(ctx.artifactName)}](${linkUrl(ctx.artifactUrl)})`
      : "`report.html` in the run's output folder";
  lines.push(
    h.trendRuns > 0
      ? `Trends over the ${h.trendRuns} earlier run${h.trendRuns === 1 ? '' : 's'} and this one, with the timelines of every request: ${report}.`
      : `Distributions and the timeline of every request: ${report}; trends appear from the next run on.`,
  );
  const sparks = trendSection(ctx.trends ?? []);
  if (sparks) lines.push('', sparks);
  if (h.added?.added === true)
    lines.push(
      '',
      `This run was added to the ${storeWords(h)} (${h.added.entries} entr${h.added.entries === 1 ? 'y' : 'ies'} kept).` +
        (h.dashboard
          ? ' Its dashboard site (`index.html` at the branch root) was regenerated in the same commit.'
          : ''),
    );
  else if (h.added?.added === false) lines.push('', `Not added to the history: ${escapeMarkdown(h.added.reason)}`);
  return [...lines, ''].join('\n');
}

/**
 * A text sparkline per provider x prompt of the main figure, in a code span
 * so every bar is one monospace cell (GitHub renders the block characters
 * in tables, summaries and comments alike; no image to host or proxy).
 * Empty when no group has two runs yet.
 */
export function trendSection(trends: readonly TrendLine[]): string {
  const shown = trends.filter((t) => t.values.length >= 2);
  if (shown.length === 0) return '';
  const runs = maxOf(shown.map((t) => t.values.length));
  const label = METRIC_LABEL[shown[0]!.metric];
  const rows = shown.map((t) => {
    const present = t.values.filter((v): v is number => v !== null);
    const first = present[0];
    const latest = t.values[t.values.length - 1];
    return (
      `| ${escapeMarkdown(t.provider)} | ${escapeMarkdown(t.prompt)} | \`${sparklineWithGaps(t.values)}\` | ` +
      `${first === undefined ? NA : formatNumber(first)} | ${latest === null || latest === undefined ? NA : formatNumber(latest)} |`
    );
  });
  return [
    `Trend of the p50 ${label} over the last ${runs} runs, oldest first, this run last (· a run without the figure: every response buffered or failed):`,
    '',
    '| provider | prompt | trend | first | this run |',
    '| :-- | :-- | :-- | --: | --: |',
    ...rows,
  ].join('\n');
}

// ---------------------------------------------------------------------------
// The job summary's structure: summary.md's drawn sections, by id, and the
// operations on them. Joined with newlines, a list of sections is the text.

/** summary.md's sections and the job summary's own. */
type JobSectionId = SummarySectionId | 'regression' | 'verdicts' | 'dropped' | 'footer';
type DrawnSection = Drawn<JobSectionId>;

/** The sections with the one whose id is `id` replaced by `by` (or dropped, for null); unchanged when absent. */
function replaceSection(sections: readonly DrawnSection[], id: JobSectionId, by: DrawnSection | null): DrawnSection[] {
  return sections.flatMap((s) => (s.id !== id ? [s] : by === null ? [] : [by]));
}

/** The sections with `section` inserted before the first of `before` present (at the end when none is). */
function insertBefore(
  sections: readonly DrawnSection[],
  section: DrawnSection,
  before: readonly JobSectionId[],
): DrawnSection[] {
  const i = sections.findIndex((s) => before.includes(s.id));
  const out = [...sections];
  out.splice(i < 0 ? out.length : i, 0, section);
  return out;
}

/**
 * The full report's sections: summary.md's, with the per-provider verdict
 * before the flagged list and a footer. With a history, the regression check
 * takes the place of summary.md's one-line comparison headline (before the two
 * tables) and summary.md's own comparison section goes.
 */
function reportSections(results: Results, ctx: ReportContext): DrawnSection[] {
  let sections: DrawnSection[] = summaryMarkdownSections(results, {
    artifactUrl: ctx.artifactUrl,
    ...(ctx.outDir ? { outDir: ctx.outDir } : {}),
  });
  if (ctx.history) {
    const regression: DrawnSection = { id: 'regression', markdown: regressionSection(results, ctx.history, ctx) };
    sections = replaceSection(sections, 'comparisons', null);
    sections = sections.some((s) => s.id === 'regression-headline')
      ? replaceSection(sections, 'regression-headline', regression)
      : insertBefore(sections, regression, ['intro']);
  }
  sections = insertBefore(sections, { id: 'verdicts', markdown: verdictSection(results) }, ['flagged']);
  return [...sections, { id: 'footer', markdown: footer(ctx) }];
}

/** The full report: summary.md's text with the per-provider verdict, the regression check with a history, and a footer. */
export function renderReport(results: Results, ctx: ReportContext): string {
  return joinDrawn(reportSections(results, ctx));
}

/** Column order of the flag counts; a reason added later gets a column after these. */
const REASON_ORDER: string[] = ['buffered', 'implausible', 'error'];

function where(ctx: ReportContext): string {
  if (ctx.artifactUrl && ctx.artifactName)
    return `in the artifact [${escapeMarkdown(ctx.artifactName)}](${linkUrl(ctx.artifactUrl)})`;
  return "in the run's output folder (no artifact was uploaded)";
}

/** The flagged list as counts per provider, for a report too long to list every request. */
function flaggedCounts(results: Results, ctx: ReportContext): string {
  const per = new Map<string, Map<FlagReason, number>>();
  for (const f of results.flagged) {
    let row = per.get(f.provider);
    if (!row) per.set(f.provider, (row = new Map()));
    row.set(f.reason, (row.get(f.reason) ?? 0) + 1);
  }
  const seen = new Set<string>(results.flagged.map((f) => f.reason));
  const reasons = [...REASON_ORDER, ...[...seen].filter((r) => !REASON_ORDER.includes(r)).sort()] as FlagReason[];
  const ids = new Set(results.flagged.map((f) => f.id)).size;
  const lines = [
    FLAGGED,
    '',
    `${ids} measured request(s) flagged: too many to list here. Every one is listed with its trace id and the rule ` +
      `or error in \`summary.md\` and \`results.json\` ${where(ctx)}.`,
    '',
    `| provider | ${reasons.map((r) => reasonLabel(r)).join(' | ')} |`,
    `| :-- |${reasons.map(() => ' --: |').join('')}`,
  ];
  for (const [provider, row] of per)
    lines.push(`| ${escapeMarkdown(provider)} | ${reasons.map((r) => String(row.get(r) ?? 0)).join(' | ')} |`);
  return [...lines, ''].join('\n');
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
const DROP_ORDER: ReadonlyArray<readonly [id: JobSectionId, words: string]> = [
  ['thresholds', 'the thresholds'],
  ['server-rate', 'the server-reported rate'],
  ['hidden-reasoning', 'hidden reasoning'],
  ['timing', 'stream timing'],
  ['workloads', 'workloads'],
  ['load', 'load stages'],
  ['verdicts', 'streaming per provider'],
  ['flagged', 'the flagged counts'],
  ['comparisons', 'the comparison with the baseline'],
];

/** The note that says which sections were left out and where they are. */
function droppedNote(dropped: readonly string[], limit: number, ctx: ReportContext): DrawnSection {
  return {
    id: 'dropped',
    markdown:
      `**Shortened**: the report is longer than GitHub allows (${limit.toLocaleString('en-US')}), so this leaves out ` +
      `${dropped.join(', ')}. The whole of it is in \`summary.md\` and \`results.json\` ${where(ctx)}.\n`,
  };
}

/**
 * The report within `limit` as measured by `size`: whole if it fits, else with
 * the flagged list as counts, else without whole sections (DROP_ORDER) and a
 * note naming them, else cut at a line boundary with a pointer to the
 * artifact. Every step is an operation on the sections; only the last
 * resort touches drawn text. `reserve` is room kept for text the caller adds
 * (a marker).
 */
export function fitReport(
  results: Results,
  ctx: ReportContext,
  limit: number,
  size: (s: string) => number,
  reserve = 0,
): Fitted {
  const max = limit - reserve;
  const sections = reportSections(results, ctx);
  const full = joinDrawn(sections);
  if (size(full) <= max) return { text: full, reduced: 'none' };
  const counted = replaceSection(sections, 'flagged', { id: 'flagged', markdown: flaggedCounts(results, ctx) });
  const summarised = joinDrawn(counted);
  if (size(summarised) <= max) return { text: summarised, reduced: 'summarised' };
  // Leave out whole sections, least needed first, with a note before the footer naming them.
  let shortened = counted;
  const dropped: string[] = [];
  for (const [id, words] of DROP_ORDER) {
    if (!shortened.some((s) => s.id === id)) continue;
    shortened = replaceSection(shortened, id, null);
    dropped.push(words);
    const text = joinDrawn(insertBefore(shortened, droppedNote(dropped, limit, ctx), ['footer']));
    if (size(text) <= max) return { text, reduced: 'cut' };
  }
  const note =
    `\n\n**Cut here**: the report is longer than GitHub allows (${limit.toLocaleString('en-US')}). ` +
    `The whole of it is in \`summary.md\` and \`results.json\` ${where(ctx)}.\n`;
  // Even the rankings alone are too long: cut at a line, the last resort.
  const lines = joinDrawn(shortened).split('\n');
  // Binary search for the most lines that fit with the note.
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (size(lines.slice(0, mid).join('\n') + note) <= max) lo = mid;
    else hi = mid - 1;
  }
  let text = lines.slice(0, lo).join('\n') + note;
  if (size(text) > max) text = note.slice(0, Math.max(0, max));
  return { text, reduced: 'cut' };
}

export const utf8Bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
export const chars = (s: string): number => s.length;

/** The job summary: under the step-summary limit (bytes). */
export function renderJobSummary(results: Results, ctx: ReportContext, limit = SUMMARY_MAX_BYTES): Fitted {
  return fitReport(results, ctx, limit, utf8Bytes);
}

/** The hidden marker that finds this benchmark's sticky comment again. */
export function commentMarker(key: string): string {
  return `<!-- streamgauge:sticky-comment key=${key} -->`;
}

/** The fold that holds the whole report under the comment's first screen. */
const FULL_REPORT_SUMMARY = 'The full report: rankings with intervals, stream timing, flagged requests, thresholds';

/**
 * A PR comment body: the marker, the first screen (headline, compact table,
 * regressions: report/comment.ts, drawn from the report model), then the
 * whole report without the workspace paths (meaningless to a reader of the
 * PR) folded in a <details>, within GitHub's 65,536 characters. JavaScript
 * counts UTF-16 code units, never fewer than the characters GitHub counts,
 * so the cap errs on the safe side.
 */
export function renderCommentBody(
  results: Results,
  ctx: ReportContext,
  key: string,
  limit = COMMENT_MAX_CHARS,
): Fitted {
  const marker = commentMarker(key) + '\n';
  const top = renderDocMarkdown(commentTopDoc(results)) + '\n';
  const open = `<details>\n<summary>${FULL_REPORT_SUMMARY}</summary>\n\n`;
  const close = '\n</details>\n';
  const { outDir: _omit, ...rest } = ctx;
  const fitted = fitReport(results, rest, limit, chars, marker.length + top.length + open.length + close.length);
  return { ...fitted, text: marker + top + open + fitted.text + close };
}
