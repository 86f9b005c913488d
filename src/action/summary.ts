import { streamingVerdict } from '../analyze/index.ts';
import type { FlagReason, Results, StreamingVerdict } from '../analyze/types.ts';
import { escapeMarkdown, renderSummaryMarkdown } from '../report/markdown.ts';
import { COMMENT_MAX_CHARS, SUMMARY_MAX_BYTES } from './constants.ts';

// The job summary and the PR comment: summary.md's two tables, flagged list
// and thresholds, plus a streaming verdict per provider and a footer naming
// the run. Pure: the run context arrives as data. Both bodies have a hard
// size limit on GitHub's side; a report over it is summarised (the flagged
// list becomes counts) and then cut at a line, always pointing to the
// artifact, which holds everything.

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
}

export interface MeasuredCounts {
  streamed: number;
  buffered: number;
  errors: number;
  /** Measured requests with at least one flag (buffered, implausible or failed). */
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

const VERDICT_TEXT: Record<StreamingVerdict, string> = {
  observed: '**observed**',
  not_observed: '**not observed**',
  mixed: '**mixed**',
  unknown: '**unknown** (nothing succeeded)',
};

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
      `| ${escapeMarkdown(v.provider)} | ${v.models.map(escapeMarkdown).join(', ')} | ${v.streamed}/${v.n} | ${v.buffered}/${v.n} | ${v.errors}/${v.n} | ${VERDICT_TEXT[v.streaming]} |`,
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

/** The section starting at a `## ` heading line, as [start, end) offsets; end is the next `## ` heading or the end. */
function sectionRange(md: string, heading: string): [number, number] | null {
  let at: number;
  if (md.startsWith(heading + '\n')) at = 0;
  else {
    const i = md.indexOf(`\n${heading}\n`);
    if (i < 0) return null;
    at = i + 1;
  }
  const next = md.indexOf('\n## ', at + heading.length);
  return [at, next < 0 ? md.length : next + 1];
}

/** The full report: summary.md's text with the per-provider verdict before the flagged list, and a footer. */
export function renderReport(results: Results, ctx: ReportContext): string {
  const md = renderSummaryMarkdown(results, {
    artifactUrl: ctx.artifactUrl,
    ...(ctx.outDir ? { outDir: ctx.outDir } : {}),
  });
  const verdict = verdictSection(results);
  const range = sectionRange(md, FLAGGED);
  const body = range ? md.slice(0, range[0]) + verdict + '\n' + md.slice(range[0]) : md + '\n' + verdict;
  return body.replace(/\n*$/, '\n\n') + footer(ctx);
}

/** Column order of the flag counts; a reason added later gets a column after these. */
const REASON_ORDER: string[] = ['buffered', 'implausible', 'error'];
const REASON_LABEL: Record<string, string> = { buffered: 'buffered', implausible: 'implausible', error: 'failed' };

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
    `| provider | ${reasons.map((r) => REASON_LABEL[r] ?? r.replace(/_/g, ' ')).join(' | ')} |`,
    `| :-- |${reasons.map(() => ' --: |').join('')}`,
  ];
  for (const [provider, row] of per)
    lines.push(`| ${escapeMarkdown(provider)} | ${reasons.map((r) => String(row.get(r) ?? 0)).join(' | ')} |`);
  return [...lines, '', ''].join('\n');
}

export interface Fitted {
  text: string;
  /** none: the whole report; summarised: flagged list as counts; cut: also cut at a line. */
  reduced: 'none' | 'summarised' | 'cut';
}

/**
 * The report within `limit` as measured by `size`: whole if it fits, else with
 * the flagged list as counts, else cut at a line boundary with a pointer to
 * the artifact. `reserve` is room kept for text the caller adds (a marker).
 */
export function fitReport(
  results: Results,
  ctx: ReportContext,
  limit: number,
  size: (s: string) => number,
  reserve = 0,
): Fitted {
  const max = limit - reserve;
  const full = renderReport(results, ctx);
  if (size(full) <= max) return { text: full, reduced: 'none' };
  const range = sectionRange(full, FLAGGED);
  const summarised = range ? full.slice(0, range[0]) + flaggedCounts(results, ctx) + full.slice(range[1]) : full;
  if (size(summarised) <= max) return { text: summarised, reduced: 'summarised' };
  const note =
    `\n\n**Cut here**: the report is longer than GitHub allows (${limit.toLocaleString('en-US')}). ` +
    `The whole of it is in \`summary.md\` and \`results.json\` ${where(ctx)}.\n`;
  const lines = summarised.split('\n');
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

/**
 * A PR comment body: the marker, then the report without the workspace paths
 * (meaningless to a reader of the PR), within GitHub's 65,536 characters.
 * JavaScript counts UTF-16 code units, never fewer than the characters GitHub
 * counts, so the cap errs on the safe side.
 */
export function renderCommentBody(
  results: Results,
  ctx: ReportContext,
  key: string,
  limit = COMMENT_MAX_CHARS,
): Fitted {
  const marker = commentMarker(key) + '\n';
  const { outDir: _omit, ...rest } = ctx;
  const fitted = fitReport(results, rest, limit, chars, marker.length);
  return { ...fitted, text: marker + fitted.text };
}
