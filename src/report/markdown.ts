import { pushAll } from '../analyze/stats.ts';
import { clientStallSentence } from './stalls.ts';
import { CROSS_LOCATION_TITLE, crossLocationTable, withLocationLabels } from './locations.ts';
import { faultHeadlines } from './faults.ts';
import { STAGE_NOTE, sloText, stageTables } from './stages.ts';
import { groupServerLines, promptCacheLines } from './server-lines.ts';
import { DEFAULT_STATISTICS, MIN_SAMPLES } from '../analyze/bootstrap.ts';
import { newConnectionSentence } from './connections.ts';
import { replayLines, sentLengthTable, turnTables, type WorkloadTable } from './workloads.ts';
import type { Flag, GroupResult, Results, Summary } from '../analyze/types.ts';
import {
  baselineSentence,
  ciLevelPct,
  formatFigure,
  formatPlain,
  levelPct,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  comparisonReason,
  hiddenReasoningLines,
  groupFlags,
  leadSentence,
  METRIC_LABEL,
  ranking,
  rankOf,
  tooFewToRank,
  VERDICT_LABEL,
} from './figures.ts';
import {
  NA,
  NA_BUFFERED,
  formatCount,
  formatNumber,
  formatTps,
  tokenSourcesSentence,
  formatMinMax,
  formatMs,
  naEndToEnd,
  naPostFirstContent,
  oneLine,
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
import { FLAG_REASON, MAX_DETAIL, streamingOf, verdictOf } from './labels.ts';
import { type Block, buildReportDoc, type Cell as DocCell, type ReportDoc, sectionOf, type Span } from './doc.ts';
import { type FigureDef, FIGURES, rankedFigureDefs } from '../analyze/figures.ts';

// summary.md: two tables that are never merged (design principle 2), the
// flagged requests and the thresholds. Pure: the same Results render the same
// text. Every string that came from a config, a provider or a server is
// escaped, so a model named `a|b` cannot break a table and `<script>` stays text.

export interface MarkdownContext {
  /** The figure table the rankings come from: FIGURES, or a test's with a figure added. */
  figures?: Readonly<Record<string, FigureDef>>;
  /** Where the run's artifact can be downloaded (the Action passes it). */
  artifactUrl?: string | null;
  /** The output folder, as the user named it. */
  outDir?: string;
}

/**
 * Escape a string for markdown text and table cells: one line, no markup, no
 * HTML, no live @mention. A provider's error body can say `@someone`; in a PR
 * comment that would notify the account, so a zero-width space goes after
 * every `@` that could start a mention (one not preceded by a letter or digit,
 * so `model@2024-06` stays as it is). It renders the same and mentions nobody.
 */
export function escapeMarkdown(s: string): string {
  return sanitizeText(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_{}[\]()|~!$#+]/g, '\\$&')
    .replace(/(?<![A-Za-z0-9])@(?=[A-Za-z0-9])/g, '@&#8203;');
}

/** `text` as inline code, or escaped plain text when it holds a backtick. */
function code(s: string): string {
  const t = sanitizeText(s);
  return t.includes('`') || t === '' ? escapeMarkdown(t) : '`' + t.replace(/\|/g, '\\|') + '`';
}

const MARK_IMPLAUSIBLE = '⚠';

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function provenance(r: Results): string {
  const run = r.run;
  const parts = [
    `streamgauge ${escapeMarkdown(run.tool_version)}`,
    `Node ${escapeMarkdown(run.node_version)}`,
    `${escapeMarkdown(run.platform)}/${escapeMarkdown(run.arch)}`,
    `${escapeMarkdown(run.started_at)} to ${escapeMarkdown(run.finished_at)}`,
  ];
  if (run.reanalyzed_at) parts.push(`re-analyzed ${escapeMarkdown(run.reanalyzed_at)}`);
  const config = [
    run.config_file ? code(run.config_file) : '',
    run.config_sha256 ? `sha256 ${code(run.config_sha256.slice(0, 12))}` : '',
  ]
    .filter((x) => x !== '')
    .join(' ');
  if (config) parts.push(`config ${config}`);
  if (run.shard) parts.push(`shard ${run.shard.index}/${run.shard.count}`);
  if (run.ci) {
    const ci = run.ci;
    parts.push(
      `GitHub Actions run ${escapeMarkdown(ci.run_id)} (attempt ${ci.run_attempt}) of ${escapeMarkdown(ci.repository)}` +
        ` at ${code(ci.sha.slice(0, 12))} on ${escapeMarkdown(ci.ref)}`,
    );
  }
  return parts.join(' · ');
}

function safeUrl(url: string): string | null {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return null;
  return url.replace(/[()<>"'`|\\]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}

function files(ctx: MarkdownContext): string[] {
  const lines: string[] = [];
  if (ctx.outDir) {
    const dir = ctx.outDir.replace(/\/+$/, '');
    lines.push(
      `Files: ${code(`${dir}/results.json`)} (every figure, per request and group), ` +
        `${code(`${dir}/traces.ndjson`)} (the raw timings).`,
    );
  }
  if (ctx.artifactUrl) {
    const url = safeUrl(ctx.artifactUrl);
    lines.push(url ? `[Download the run's artifact](${url})` : `Artifact: ${escapeMarkdown(ctx.artifactUrl)}`);
  }
  return lines;
}

function mark(g: GroupResult): string {
  return g.implausible > 0 ? ` ${MARK_IMPLAUSIBLE}` : '';
}

function postFirstContentTable(groups: GroupResult[], min: number, level: string): string[] {
  const showTtfa = groups.some((g) => g.ttfa_ms !== null);
  const head = ['#', 'provider', 'model', 'prompt', 'streaming', 'streamed/n', `TTFT ms p50 [${level} CI] / p90 · n`];
  const align = ['--:', ':--', ':--', ':--', ':--', '--:', '--:'];
  if (showTtfa) {
    head.push('TTFA ms p50 · n');
    align.push('--:');
  }
  head.push(`tok/s p50 [${level} CI] / p90 · n`, 'tok/s min–max');
  align.push('--:', '--:');
  const lines = [row(head), row(align)];
  const order = ranking(groups, 'post_first_content_tps', (g) => !tooFewToRank(g, min));
  for (const { g, place } of order.rows) {
    const rank = place;
    const na = naPostFirstContent(g);
    const thin = tooFewToRank(g, min);
    const cells = [
      place ?? '',
      escapeMarkdown(g.provider),
      escapeMarkdown(g.model),
      escapeMarkdown(g.prompt),
      streamingOf(g.streaming).label,
      formatCount(g.streamed, g.n),
      formatFigure(g.ttft_ms, g.n_ttft, g.ttft_ms_ci, na),
    ];
    // The reason (buffered, all failed) goes in the TTFT and rate cells; the others just say n/a.
    if (showTtfa) cells.push(g.ttfa_ms === null ? NA : `${formatMs(g.ttfa_ms.p50)} · n=${g.n_ttfa}`);
    cells.push(
      formatFigure(g.post_first_content_tps, g.n_post_first_content, g.post_first_content_tps_ci, na) +
        (thin ? ` ${TOO_FEW}` : '') +
        (g.unranked?.post_first_content_tps === 'mostly_failed' ? ` ${MOSTLY_FAILED}` : '') +
        (rank !== null ? mark(g) : ''),
      formatMinMax(g.post_first_content_tps),
    );
    lines.push(row(cells));
  }
  return [
    ...lines,
    ...notRanked(
      order.implausible,
      (g) => g.post_first_content_tps,
      (g) => g.n_post_first_content,
    ),
  ];
}

/** The groups a rate table leaves out for an implausible rate, listed under it with their figure and the flag. */
function notRanked(
  groups: GroupResult[],
  pick: (g: GroupResult) => Summary | null,
  n: (g: GroupResult) => number,
): string[] {
  if (groups.length === 0) return [];
  return [
    '',
    `Not ranked, a rate above \`max_plausible_tps\` (kept as measured, listed under Flagged):`,
    '',
    ...groups.map(
      (g) =>
        `- ${escapeMarkdown(g.provider)} / ${escapeMarkdown(g.model)} / ${escapeMarkdown(g.prompt)}: ` +
        `tok/s p50 / p90 ${formatFigure(pick(g), n(g), null, NA)} ${MARK_IMPLAUSIBLE} ${g.implausible} of ${g.n} implausible`,
    ),
  ];
}

/** Time to first token, lowest first: its own ranking, over streamed responses. */
function ttftTable(groups: GroupResult[], level: string): string[] {
  const lines = [
    row(['#', 'provider', 'model', 'prompt', 'streamed/n', `TTFT ms p50 [${level} CI] / p90 · n`]),
    row(['--:', ':--', ':--', ':--', '--:', '--:']),
  ];
  for (const { g, place } of ranking(groups, 'ttft_ms').rows)
    lines.push(
      row([
        place ?? '',
        escapeMarkdown(g.provider),
        escapeMarkdown(g.model),
        escapeMarkdown(g.prompt),
        formatCount(g.streamed, g.n),
        formatFigure(g.ttft_ms, g.n_ttft, g.ttft_ms_ci, naPostFirstContent(g)),
      ]),
    );
  return lines;
}

/** Shown instead of a rank beside a post-first-content figure from too few streamed responses. */
const TOO_FEW = '(too few to rank)';
/** A group with figures but no place: more of its requests failed than were answered. */
const MOSTLY_FAILED = '(more failed or not sent than answered: not ranked)';

function endToEndTable(groups: GroupResult[], level: string): string[] {
  const lines = [
    row(['#', 'provider', 'model', 'prompt', 'ok/n', 'total ms p50 · n', `tok/s p50 [${level} CI] / p90 · n`]),
    row(['--:', ':--', ':--', ':--', '--:', '--:', '--:']),
  ];
  const order = ranking(groups, 'end_to_end_tps');
  for (const { g, place } of order.rows) {
    const rank = place;
    const na = naEndToEnd(g);
    lines.push(
      row([
        place ?? '',
        escapeMarkdown(g.provider),
        escapeMarkdown(g.model),
        escapeMarkdown(g.prompt),
        formatCount(g.streamed + g.buffered, g.n),
        g.total_ms === null ? na : `${formatMs(g.total_ms.p50)} · n=${g.n_total}`,
        formatFigure(g.end_to_end_tps, g.n_end_to_end, g.end_to_end_tps_ci, na) +
          (g.unranked?.end_to_end_tps === 'too_few_samples' ? ` ${TOO_FEW}` : '') +
          (g.unranked?.end_to_end_tps === 'mostly_failed' ? ` ${MOSTLY_FAILED}` : '') +
          (rank !== null ? mark(g) : ''),
      ]),
    );
  }
  return [
    ...lines,
    ...notRanked(
      order.implausible,
      (g) => g.end_to_end_tps,
      (g) => g.n_end_to_end,
    ),
  ];
}

/** One line near the top: the regression check's outcome, details in its section. */
function regressionHeadline(r: Results): string {
  const slower = (r.comparisons ?? []).filter((c) => c.verdict === 'slower');
  const alerts = (r.streaming_changes ?? []).filter((c) => c.alert);
  if (slower.length + alerts.length === 0)
    return 'Regression check: no regression against the baseline (see "Compared with the baseline").';
  const what = [
    ...slower.map(
      (c) =>
        `${escapeMarkdown(c.provider)} / ${escapeMarkdown(c.prompt)} ${METRIC_LABEL[c.metric]} ${formatPct(c.delta_pct)}`,
    ),
    ...alerts.map(
      (c) =>
        `${escapeMarkdown(c.provider)} / ${escapeMarkdown(c.prompt)} streaming ${escapeMarkdown(formatStreamingChange(c))}`,
    ),
  ];
  return `**Regression check: ${what.length} regression(s)**: ${what.join('; ')} (see "Compared with the baseline").`;
}

function comparisonSection(r: Results): string[] {
  const comparisons = r.comparisons ?? [];
  const changes = r.streaming_changes ?? [];
  const lines = ['## Compared with the baseline', ''];
  const about = baselineSentence(r);
  if (about) lines.push(escapeMarkdown(about), '');
  if (changes.length > 0) {
    lines.push(
      'Streaming changed (buffered responses are never counted as a speed regression; this is their alert):',
      '',
    );
    for (const c of changes) {
      lines.push(
        `- ${c.alert ? '**' : ''}${escapeMarkdown(c.provider)} / ${escapeMarkdown(c.prompt)}: ` +
          `${escapeMarkdown(formatStreamingChange(c))}${c.alert ? '**' : ''} ` +
          `(baseline ${c.baseline_streamed} streamed, ${c.baseline_buffered} buffered; ` +
          `now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`,
      );
    }
    lines.push('');
  }
  if (comparisons.length === 0) {
    lines.push('No groups to compare.');
    return lines;
  }
  const level = r.baseline ? levelPct(r.baseline.ci_level) : ciLevelPct(r);
  lines.push(
    row(['provider', 'prompt', 'metric', 'baseline p50 · n', 'current p50 · n', 'change', `${level} CI`, 'verdict']),
    row([':--', ':--', ':--', '--:', '--:', '--:', '--:', ':--']),
  );
  for (const c of comparisons) {
    const reason = comparisonReason(c);
    const verdict =
      (VERDICT_LABEL[c.verdict] ?? escapeMarkdown(String(c.verdict))) + (reason ? `: ${escapeMarkdown(reason)}` : '');
    lines.push(
      row([
        escapeMarkdown(c.provider),
        escapeMarkdown(c.prompt),
        METRIC_LABEL[c.metric] ?? escapeMarkdown(String(c.metric)),
        c.baseline_p50 === null ? NA : `${formatNumber(c.baseline_p50)} · n=${c.baseline_n}`,
        c.current_p50 === null ? NA : `${formatNumber(c.current_p50)} · n=${c.current_n}`,
        formatPct(c.delta_pct),
        formatPctInterval(c),
        verdictOf(c.verdict)?.strong ? `**${verdict}**` : verdict,
      ]),
    );
  }
  return lines;
}

/** Groups whose provider counted reasoning it never streamed (design.md "Hidden reasoning"). */
function hiddenReasoningSection(groups: GroupResult[]): string[] {
  const lines = hiddenReasoningLines(groups);
  if (lines.length === 0) return [];
  return [
    '## Hidden reasoning',
    '',
    'The provider counted reasoning tokens that never crossed the wire (reasoning models that stream no reasoning, or ' +
      'only a summary). They were generated before or between the visible text, so the streaming rate leaves them ' +
      'out and TTFT, the first visible text, includes the time spent on them.',
    '',
    ...lines.map(
      ({ g, text }) => `- ${escapeMarkdown(g.provider)} / ${escapeMarkdown(g.prompt)}: ${escapeMarkdown(text)}`,
    ),
    '',
  ];
}

function flaggedSection(flags: Flag[]): string[] {
  const lines = ['## Flagged', ''];
  if (flags.length === 0) {
    lines.push('None: every measured request streamed, at a plausible rate.');
    return lines;
  }
  const count = (reason: Flag['reason']) => flags.filter((f) => f.reason === reason).length;
  lines.push(
    `${(['buffered', 'implausible', 'error'] as const).map((r) => `${count(r)} ${FLAG_REASON[r].label}`).join(', ')} ` +
      '(warmups not listed), one line per provider, prompt and reason: how many, the trace ids in ' +
      '`traces.ndjson`, and the rule or error (an example where the requests differ only in their figures).',
    '',
  );
  for (const g of groupFlags(flags)) {
    const details = g.details
      .slice(0, 3)
      .map((d) => escapeMarkdown(truncate(oneLine(d), MAX_DETAIL)))
      .join('; ');
    const more = g.details.length > 3 ? ` (and ${g.details.length - 3} other kinds)` : '';
    lines.push(
      `- **${FLAG_REASON[g.reason].label}** ${escapeMarkdown(g.provider)} / ${escapeMarkdown(g.prompt)}, ` +
        `${g.ids.length} request${g.ids.length === 1 ? '' : 's'} (${g.ids.map(code).join(', ')}): ` +
        `${g.varied && g.details.length === 1 ? 'e.g. ' : ''}${details}${more}`,
    );
  }
  return lines;
}

/** The thresholds: the report model's one prose list, the same words in every view. */
function thresholdsSection(r: Results): string[] {
  const doc = buildReportDoc(r);
  const s = sectionOf(doc, 'thresholds');
  return s
    ? renderDocMarkdown({ ...doc, sections: [s] })
        .trimEnd()
        .split('\n')
    : [];
}

/**
 * The server-reported rate, a third figure in its own table: a server that
 * generates far faster than the client sees tokens arrive points at
 * buffering on the path between them.
 */
function serverSection(groups: GroupResult[]): string[] {
  const lines = [
    '## Server-reported generation rate',
    '',
    'tokens / the generation time the server reports about itself (Ollama `eval_duration`, Groq `completion_time`, ' +
      'llama.cpp `predicted_ms`): never merged with the two client-observed figures. A server rate far above the ' +
      'client-observed post-first-content rate is evidence of buffering between them.',
    '',
    row([
      'provider',
      'model',
      'prompt',
      'n',
      'server tok/s p50',
      'client post-first-content tok/s p50',
      'server / client',
    ]),
    row([':--', ':--', ':--', '--:', '--:', '--:', '--:']),
  ];
  for (const g of groups) {
    if (g.server_tps === null) continue;
    const client = g.post_first_content_tps?.p50 ?? null;
    lines.push(
      row([
        escapeMarkdown(g.provider),
        escapeMarkdown(g.model),
        escapeMarkdown(g.prompt),
        String(g.n_server),
        formatTps(g.server_tps.p50),
        formatTps(client, naPostFirstContent(g)),
        client !== null && client > 0 ? `${formatNumber(g.server_tps.p50 / client)}×` : NA,
      ]),
    );
  }
  return lines;
}

/** Stream timing per group, each figure with its one-line meaning, and which rate to trust. */
function streamTimingSection(results: Results): string[] {
  const lines = [
    '## Stream timing (streamed responses only)',
    '',
    row(['provider', 'model', 'prompt', ...TIMING_HEADERS]),
    row([':--', ':--', ':--', ...TIMING_HEADERS.map((h) => (h === 'chunking' ? ':--' : '--:'))]),
  ];
  for (const g of timingGroups(results)) {
    lines.push(
      row([
        escapeMarkdown(g.provider),
        escapeMarkdown(g.model),
        escapeMarkdown(g.prompt),
        ...timingCells(g).map(escapeMarkdown),
      ]),
    );
  }
  lines.push('', ...TIMING_FIGURES.map((f) => `- **${escapeMarkdown(f.label)}**: ${escapeMarkdown(f.meaning)}`), '');
  lines.push(escapeMarkdown(TRUST_SENTENCE));
  const coarse = coarseSentence(results);
  if (coarse) lines.push('', escapeMarkdown(coarse));
  return lines;
}

/** A workload table in markdown. */
function workloadTable(t: WorkloadTable): string[] {
  return [
    `### ${escapeMarkdown(t.title)}`,
    '',
    row(t.headers.map(escapeMarkdown)),
    row(t.numeric.map((n) => (n ? '--:' : ':--'))),
    ...t.rows.map((r) => row(r.map(escapeMarkdown))),
    '',
    ...t.notes.flatMap((n) => [escapeMarkdown(n), '']),
  ];
}

/** Conversations by turn, the lengths sent and replay lateness; nothing for a run without workloads. */
function workloadSection(results: Results): string[] {
  const turns = turnTables(results);
  const lengths = sentLengthTable(results);
  const replay = replayLines(results);
  if (turns.length === 0 && lengths === null && replay.length === 0) return [];
  const out = ['## Workloads', ''];
  for (const l of replay) out.push(escapeMarkdown(l), '');
  for (const t of turns) out.push(...workloadTable(t));
  if (lengths) out.push(...workloadTable(lengths));
  return out;
}

/** A load run's stage table per provider x prompt, its saturation line and findings; nothing for other runs. */
function loadSection(results: Results): string[] {
  const tables = stageTables(results);
  if (tables.length === 0) return [];
  const out = ['## Load stages', '', STAGE_NOTE, ''];
  if (results.slo)
    out.push(
      `SLO: ${escapeMarkdown(sloText(results.slo))}, for ${formatNumber((results.slo.fraction ?? 0.95) * 100)}% of requests.`,
      '',
    );
  for (const t of tables) {
    out.push(`### ${escapeMarkdown(t.provider)} / ${escapeMarkdown(t.prompt)}`, '');
    out.push(
      `| ${t.headers.join(' | ')} |`,
      `|${t.headers.map((_, i) => (t.numeric[i] ? ' ---: ' : ' --- ')).join('|')}|`,
    );
    for (const r of t.rows) out.push(`| ${r.map(escapeMarkdown).join(' | ')} |`);
    out.push('');
    for (const l of t.lines) out.push(escapeMarkdown(l), '');
  }
  out.push('The tables below pool every stage of a pair; read the stage table for figures under a given load.', '');
  return out;
}

/** The cross-location table as a markdown section, only for results from more than one place. */
export function crossLocationMarkdown(results: Results): string[] {
  const t = crossLocationTable(results);
  if (t === null) return [];
  // escapeMarkdown escapes `|` too, so a cell cannot break the table.
  const cell = (x: string) => escapeMarkdown(x);
  return [
    `## ${CROSS_LOCATION_TITLE}`,
    '',
    `| ${t.headers.join(' | ')} |`,
    `| ${t.headers.map((_, i) => (i >= 3 ? '---:' : '---')).join(' | ')} |`,
    ...t.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
    '',
    ...t.sentences.map((x) => `- ${escapeMarkdown(x)}`),
    ...(t.sentences.length > 0 ? [''] : []),
    t.note,
    '',
  ];
}

/** summary.md's sections, in order: a union, so an operation naming a section that is not there is a type error. */
export type SummarySectionId =
  | 'title'
  | 'regression-headline'
  | 'intro'
  | 'load'
  | 'workloads'
  | 'rankings'
  | 'hidden-reasoning'
  | 'timing'
  | 'server-rate'
  | 'comparisons'
  | 'flagged'
  | 'thresholds';

/**
 * One of summary.md's sections as drawn: `id` names it for the job summary's
 * operations (drop, replace, insert before or after), never its text.
 */
export interface DrawnSection<Id extends string = SummarySectionId> {
  id: Id;
  /** Its markdown; sections join with one newline between them. */
  markdown: string;
}

/** Drawn sections joined: the text summary.md writes. */
export function joinDrawn(sections: readonly DrawnSection<string>[]): string {
  return sections.map((s) => s.markdown).join('\n');
}

export function renderSummaryMarkdown(input: Results, ctx: MarkdownContext = {}): string {
  return joinDrawn(summaryMarkdownSections(input, ctx));
}

/**
 * summary.md as its ordered sections. Each section starts at its heading (or
 * sentence) line and ends before the next; joined with newlines they are
 * summary.md's text exactly, so the job summary can drop, replace and insert
 * sections by id without searching the drawn text.
 */
export function summaryMarkdownSections(input: Results, ctx: MarkdownContext = {}): DrawnSection[] {
  const results = withLocationLabels(input);
  const groups = results.groups;
  const out: string[] = [];
  const starts: Array<[SummarySectionId, number]> = [];
  const section = (id: SummarySectionId): void => {
    starts.push([id, out.length]);
  };
  section('title');
  out.push('# streamgauge results', '');
  for (const line of faultHeadlines(results)) out.push(`> **${escapeMarkdown(line)}**`, '');
  const lead = leadSentence(results, escapeMarkdown);
  if (lead !== null) out.push(`**${lead}**`, '');
  const stalls = clientStallSentence(results);
  if (stalls !== null) out.push(escapeMarkdown(stalls), '');
  out.push(provenance(results), '');
  const f = files(ctx);
  for (const l of f) out.push(l, '');
  if (results.comparisons !== undefined) {
    section('regression-headline');
    out.push(regressionHeadline(results), '');
  }
  section('intro');
  out.push(
    'The two throughput tables are never merged: post-first-content throughput exists only for responses that ' +
      'really streamed, and one list ranked by both figures would put a buffered burst or a slow first token in the ' +
      'wrong place. Each table is ranked by its own p50, fastest first; warmups are excluded.',
    '',
  );

  section('load');
  pushAll(out, loadSection(results));
  section('workloads');
  pushAll(out, workloadSection(results));
  section('rankings');
  out.push('## Post-first-content throughput (streamed responses only)', '');
  out.push(
    'streamed tokens / (end − first content), over responses that streamed: output tokens less any reasoning the ' +
      'provider counted but never streamed. TTFT is the first content (reasoning or answer), TTFA the first answer text. Groups whose responses all arrived buffered show ' +
      `"${NA_BUFFERED}" rather than being left out.`,
    '',
  );
  const min = MIN_SAMPLES;
  const level = ciLevelPct(results);
  if (groups.length === 0) out.push('No measured requests.', '');
  else {
    pushAll(out, postFirstContentTable(groups, min, level));
    out.push('');
  }
  if (groups.some((g) => tooFewToRank(g, min)))
    out.push(
      `${TOO_FEW}: fewer than ${min} streamed responses with a rate; the figure is shown but given no place in the ranking.`,
      '',
    );
  const connections = newConnectionSentence(results);
  if (connections !== null) out.push(connections, '');

  out.push('## End-to-end throughput (all successful responses)', '');
  out.push('output tokens / (end − dispatch), over every response that succeeded, streamed or buffered.', '');
  if (groups.length === 0) out.push('No measured requests.', '');
  else {
    pushAll(out, endToEndTable(groups, level));
    out.push('');
  }
  if (groups.some((g) => g.ttft_ms !== null)) {
    out.push('## Time to first token (streamed responses only)', '');
    out.push('First content (reasoning or answer) after dispatch, lowest first.', '');
    pushAll(out, ttftTable(groups, level));
    out.push('');
  }
  // Every other ranked figure (the decode rate, and any added to FIGURES later), from the report model.
  const doc = buildReportDoc(input, ctx.figures ? { figures: ctx.figures } : {});
  for (const f of rankedFigureDefs(ctx.figures ?? FIGURES)) {
    if (f.key === 'post_first_content_tps' || f.key === 'end_to_end_tps' || f.key === 'ttft_ms') continue;
    const s = sectionOf(doc, `rank-${f.key}`);
    if (s) out.push(renderDocMarkdown({ ...doc, sections: [s] }).trimEnd(), '');
  }
  out.push(...crossLocationMarkdown(results));
  if (groups.some((g) => rankOf(g, 'post_first_content_tps') !== undefined))
    out.push(
      `#: the place by p50, or a span such as \`1–2\` where the data cannot order the groups: a group is placed ` +
        `behind another only when their ${level} intervals of the median do not overlap.`,
      '',
    );
  if (groups.length > 0)
    out.push(
      `Every figure gives its sample count (n) beside it. [${level} CI]: the confidence interval of the p50 ` +
        `(seeded bootstrap, ${formatPlain(DEFAULT_STATISTICS.resamples)} resamples, so re-analysing gives the same ` +
        `numbers), shown from ${min} samples up.`,
      '',
    );

  if (groups.some((g) => g.implausible > 0)) {
    out.push(
      `${MARK_IMPLAUSIBLE} the group has requests with a rate above \`max_plausible_tps\`: kept as measured, listed under Flagged.`,
      '',
    );
  }
  out.push(
    'Streaming: **observed** when every successful response streamed, **not observed** when every one arrived ' +
      'buffered, **mixed** when both happened, **unknown** when none succeeded.',
    '',
  );

  out.push(tokenSourcesSentence(results), '');
  section('hidden-reasoning');
  pushAll(out, hiddenReasoningSection(groups));
  section('timing');
  if (hasStreamTiming(results)) {
    pushAll(out, streamTimingSection(results));
    out.push('');
  }
  section('server-rate');
  if (groups.some((g) => g.server_tps !== null)) {
    pushAll(out, serverSection(groups));
    out.push('');
  }
  const serverLines = groupServerLines(groups);
  if (serverLines.length > 0)
    out.push("### The server's own view (metrics_url)", '', ...serverLines.map(escapeMarkdown).flatMap((l) => [l, '']));
  const cacheLines = promptCacheLines(groups);
  if (cacheLines.length > 0)
    out.push('### Prompt cache', '', ...cacheLines.map(escapeMarkdown).flatMap((l) => [l, '']));
  section('comparisons');
  if (results.comparisons !== undefined) {
    pushAll(out, comparisonSection(results));
    out.push('');
  }

  section('flagged');
  pushAll(out, flaggedSection(results.flagged));
  out.push('');

  section('thresholds');
  pushAll(out, thresholdsSection(results));
  out.push('');
  // An empty section (a run without workloads) is left out: joined, the rest are the same text.
  return starts
    .map(([id, from], i) => ({ id, lines: out.slice(from, starts[i + 1]?.[1] ?? out.length) }))
    .filter((x) => x.lines.length > 0)
    .map(({ id, lines }) => ({ id, markdown: lines.join('\n') }));
}

// ---------------------------------------------------------------------------
// The report model (doc.ts) drawn as markdown: headings, sentences (strong and
// alerts bold, keys as code), tables aligned by their columns, folds and
// folded sections as <details>. Every string is escaped here, once.

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** escapeMarkdown for the report's own prose: parentheses and "!" make no markup once "[" is escaped, so they stay plain, as summary.md writes them. */
function escapeProse(s: string): string {
  // An interval "[83.0–83.6]" holds only figures: no link can form from it.
  return escapeMarkdown(s)
    .replace(/\\([()!])/g, '$1')
    .replace(/\\\[([\d.,–+% -]+)\\\]/g, '[$1]');
}

function drawSpans(spans: readonly Span[], anchors: ReadonlyMap<string, string>): string {
  return spans
    .map((s) => {
      let t = s.emphasis === 'code' ? code(s.text) : escapeProse(s.text);
      // escapeMarkdown trims; a span's edge spaces belong to the sentence around it.
      const lead = /^\s/.test(s.text) ? ' ' : '';
      const tail = /\s$/.test(s.text) ? ' ' : '';
      const anchor = s.ref === undefined ? undefined : anchors.get(s.ref);
      if (anchor !== undefined) t = `[${t}](#${anchor})`;
      if (s.emphasis === 'strong' || s.emphasis === 'alert') t = `**${t}**`;
      return lead + t + tail;
    })
    .join('');
}

function drawBlock(b: Block, anchors: ReadonlyMap<string, string>): string[] {
  switch (b.kind) {
    case 'paragraph':
      return [drawSpans(b.spans, anchors), ''];
    case 'list':
      return [...b.items.map((item) => `- ${drawSpans(item, anchors)}`), ''];
    case 'table': {
      const cell = (c: DocCell) => {
        const t = escapeProse(c.text);
        if (c.kind === 'alert' || c.kind === 'good') return `**${t}**`;
        if (c.kind === 'flagged') return `${t} ${MARK_IMPLAUSIBLE}`;
        return t;
      };
      return [
        // Headers are the report's own words (no names): only a pipe could break the table.
        row(b.columns.map((c) => c.header.replace(/\|/g, '\\|'))),
        row(b.columns.map((c) => (c.align === 'right' ? '--:' : ':--'))),
        ...b.rows.map((r) => row(b.columns.map((_, i) => (r[i] ? cell(r[i]) : '')))),
        '',
      ];
    }
    case 'fold':
      return [
        '<details>',
        `<summary>${escapeProse(b.summary)}</summary>`,
        '',
        ...b.blocks.flatMap((x) => drawBlock(x, anchors)),
        '</details>',
        '',
      ];
  }
}

/** A ReportDoc as markdown. */
export function renderDocMarkdown(doc: ReportDoc): string {
  const anchors = new Map(
    [...Object.entries(doc.headings), ...doc.sections.map((s) => [s.id, s.heading] as const)].map(([id, h]) => [
      id,
      headingAnchor(h),
    ]),
  );
  const out: string[] = [];
  for (const s of doc.sections) {
    const body = s.blocks.flatMap((b) => drawBlock(b, anchors));
    if (s.folded) out.push('<details>', `<summary>${escapeProse(s.heading)}</summary>`, '', ...body, '</details>', '');
    else out.push(`${'#'.repeat(s.level)} ${escapeProse(s.heading)}`, '', ...body);
  }
  return out.join('\n').replace(/\n+$/, '\n');
}
