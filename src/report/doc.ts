import {
  FIGURES,
  type FigureDef,
  type FigureKey,
  groupFigure,
  rankedFigureDefs,
  shownFigures,
  timingFigureDefs,
} from '../analyze/figures.ts';
import { DEFAULT_TARGET_INDEX } from '../analyze/fluidity.ts';
import type { Comparison, GroupResult, Results, Validity, ValidityReason } from '../analyze/types.ts';
import { runValidity, validityOf } from '../analyze/validity.ts';
import { servedLabel } from '../analyze/served.ts';
import { cardsSection } from './doc-cards.ts';
import { crossLocationSection, loadSection, workloadSection } from './doc-load.ts';
import { NAME_COLUMNS, names, naOf, rankingSection, rankNotesSection } from './doc-rank.ts';
import {
  type Block,
  type Cell,
  type CellKind,
  cell,
  code,
  COMPARISON_COLUMNS,
  type Column,
  type HtmlHooks,
  nameColumn,
  docOf,
  list,
  type ListBlock,
  note,
  para,
  plain,
  replaceSection,
  type ReportDoc,
  type Section,
  type Span,
  strong,
  untitled,
} from './doc-model.ts';
import { faultHeadlines } from './faults.ts';
import {
  baselineSentence,
  changeSentence,
  ciLevelPct,
  comparedLabel,
  comparisonReason,
  type Figures,
  formatPct,
  formatPctInterval,
  formatPlain,
  formatStreamingChange,
  flagTally,
  groupFlags,
  hiddenReasoningLines,
  checkDropSentence,
  leadSentence,
  levelPct,
} from './sentences.ts';
import {
  formatCount,
  formatMs,
  formatNumber,
  formatTps,
  NA,
  NA_BUFFERED,
  naEndToEnd,
  naPostFirstContent,
  oneLine,
  truncate,
} from './format.ts';
import { FLAG_REASON, MAX_DETAIL, reasonLabel, streamingOf, VERDICT, VERDICT_OTHER_CLASS } from './labels.ts';
import { withLocationLabels } from './locations.ts';
import { imagesSection } from './images.ts';
import { toolCallsSection } from './tool-calls.ts';
import { groupServerLines, promptCacheLines } from './server-lines.ts';
import { clientStallSentence } from './stalls.ts';
import {
  coarseSentence,
  hasStreamTiming,
  timingCells,
  timingFigures,
  timingHeaders,
  timingGroups,
  TRUST_SENTENCE,
} from './timing.ts';

// The report of a run as one format-neutral model (doc-model.ts), built once
// from the results by a pure function: every section the terminal, summary.md,
// the job summary, the PR comment and report.html's headline show, in the
// order summary.md lists them. The views draw it; none builds a section of
// its own.

export * from './doc-model.ts';

/** Context a report names that the results do not hold: where its files are. */
export interface DocContext extends FileLinks {
  /** The figure table the rankings come from: FIGURES, or a test's with a figure added. */
  figures?: Readonly<Record<string, FigureDef>>;
}

/** Where a view's reader finds the run's files: what the provenance adds for summary.md and the job summary. */
export interface FileLinks {
  /** The output folder, as the user named it (summary.md names its files). */
  outDir?: string;
  /** Where the run's artifact can be downloaded (the Action passes it). */
  artifactUrl?: string | null;
}

// ---------------------------------------------------------------------------
// The answer first: faults and the ranking sentence, the regressions, the counts.

function count(results: Results, keep: (r: Results['requests'][number]) => boolean): number {
  return results.requests.filter((r) => !r.warmup && keep(r)).length;
}

function headline(results: Results): Section {
  const blocks: Block[] = [];
  for (const line of faultHeadlines(results))
    blocks.push({ kind: 'paragraph', spans: [{ text: line, emphasis: 'alert' }], callout: true });
  // A load run's answer is its stage table and saturation line, right below: a lead over the pooled stages would mix loads.
  const speed = (results.stages ?? []).length > 0 ? null : leadSentence(results);
  const drops = checkDropSentence(results);
  const lead = [speed, drops].filter((x) => x !== null).join(' ');
  if (lead !== '') blocks.push(para(strong(lead)));
  return { id: 'headline', heading: 'streamgauge results', level: 1, blocks };
}

/** Groups the validity line names before it counts the rest. */
const VALIDITY_GROUPS = 6;

/** The run's validity as results hold it, or judged now (results written before validity). */
function runValidityOf(results: Results): Validity {
  return results.run.validity ?? runValidity(results.groups.map((g) => ({ ...g, validity: validityOf(results, g) })));
}

/** A share as a short percent: 0.375 -> "37.5%". */
const sharePct = (x: number) => `${formatPlain(Math.round(x * 1000) / 10)}%`;

/** A reason in a few words, its value against its threshold: "client stalled 37.5% ≥ 25%", "too few samples 2 (needs 3)". */
function shortReason(r: ValidityReason): string {
  const what = r.signal.replace(/_/g, ' ');
  if (r.signal === 'too_few_samples') return `${what} ${formatPlain(r.value)} (needs ${formatPlain(r.threshold)})`;
  return `${what} ${sharePct(r.value)} ${r.threshold < 1e-6 ? '> 0' : `≥ ${sharePct(r.threshold)}`}`;
}

/**
 * The run's validity when it is not trusted, right under the lead: its
 * verdict, each group that is not trusted with its verdict and reasons in a
 * few words (the details are results.json's run.validity and
 * docs/validity.md), and what that does to its changes, so no view reads a
 * degraded run as sound. Short: it shares the first screen with the lead.
 */
function validitySection(results: Results): Section | null {
  const v = runValidityOf(results);
  if (v.verdict === 'trusted') return null;
  const byGroup = new Map<string, ValidityReason[]>();
  for (const r of v.reasons) {
    const name = `${r.provider ?? '?'} / ${r.prompt ?? '?'}${r.location !== undefined ? ` from ${r.location}` : ''}`;
    byGroup.set(name, [...(byGroup.get(name) ?? []), r]);
  }
  const groups = [...byGroup.entries()];
  const worst = (rs: ValidityReason[]) => (rs.some((r) => r.verdict === 'untrusted') ? 'untrusted' : 'degraded');
  const shown = groups
    .slice(0, VALIDITY_GROUPS)
    .map(([name, rs]) => `${name} ${worst(rs)} (${rs.map(shortReason).join(', ')})`);
  const more = groups.length - shown.length;
  if (more > 0) shown.push(`${more} other group${more === 1 ? '' : 's'}`);
  const effect = (results.comparisons ?? []).length > 0 ? ' Their changes are unconfirmed and fail no check.' : '';
  return untitled('validity', 'Validity', [
    {
      kind: 'paragraph',
      spans: [
        { text: `This run is ${v.verdict}:`, emphasis: v.verdict === 'untrusted' ? 'alert' : 'strong' },
        plain(` ${shown.join('; ')}.${effect}`),
      ],
      callout: true,
    },
  ]);
}

/** The regressions and improvements against the baseline, in one sentence pointing to the comparison. */
function againstSection(results: Results, figures: Figures): Section | null {
  if (results.comparisons === undefined) return null;
  // A slower figure of a group that is not trusted is shown apart, never counted as a regression (docs/validity.md).
  const slower = results.comparisons.filter((c) => c.verdict === 'slower' && c.confirmed !== false);
  const unconfirmed = results.comparisons.filter((c) => c.verdict === 'slower' && c.confirmed === false);
  const faster = results.comparisons.filter((c) => c.verdict === 'faster');
  const alerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed !== false);
  const unconfirmedAlerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed === false);
  const spans: Span[] = [];
  const notTrusted = [
    ...unconfirmed.map(
      (c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`,
    ),
    ...unconfirmedAlerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`),
  ];
  if (notTrusted.length > 0)
    spans.push(plain(`${notTrusted.length} unconfirmed (the group is not trusted): ${notTrusted.join('; ')}.`));
  if (slower.length + alerts.length === 0 && faster.length === 0 && notTrusted.length === 0)
    spans.push(plain('Against the baseline: no change beyond the noise.'));
  else {
    const what = [
      ...slower.map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`),
      ...alerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`),
    ];
    if (what.length > 0)
      spans.push({
        text: `${spans.length > 0 ? ' ' : ''}${what.length} regression${what.length === 1 ? '' : 's'}: ${what.join('; ')}.`,
        emphasis: 'alert',
      });
    if (faster.length > 0)
      spans.push(
        plain(
          `${spans.length > 0 ? ' ' : ''}${faster.length} improvement${faster.length === 1 ? '' : 's'}: ` +
            `${faster.map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`).join('; ')}.`,
        ),
      );
  }
  spans.push({ text: ' Details: Compared with the baseline.', ref: 'comparisons' });
  return untitled('against', 'Against the baseline', [para(...spans)]);
}

function countsSection(results: Results): Section {
  const measured = count(results, () => true);
  const buffered = count(results, (r) => r.outcome === 'buffered');
  const notSent = count(results, (r) => r.error_kind === 'not_sent');
  const failed = count(results, (r) => r.outcome === 'error' && r.error_kind !== 'not_sent');
  const tally = flagTally(results.flagged);
  const counts: Span[] = [plain(`${formatPlain(measured)} measured requests: `)];
  const parts: Array<[number, string]> = [
    [buffered, 'buffered'],
    [failed, 'failed'],
    [tally.review, 'flagged for review'],
    ...(tally.reachedMaxTokens > 0 ? [[tally.reachedMaxTokens, 'reached max_tokens'] as [number, string]] : []),
    [notSent, 'not sent'],
  ];
  parts.forEach(([n, words], i) => {
    counts.push({ text: `${n} ${words}`, ...(n > 0 ? { emphasis: 'strong' as const, ref: 'flagged' } : {}) });
    counts.push(plain(i === parts.length - 1 ? ' (see Flagged).' : ', '));
  });
  return untitled('counts', 'Requests measured', [para(...counts)]);
}

/** Providers of the config not measured because their key variable was unset or empty (`on-missing-key: skip`). */
function skippedSection(results: Results): Section | null {
  const skipped = results.run.skipped_providers ?? [];
  if (skipped.length === 0) return null;
  const spans: Span[] = [
    { text: `${skipped.length} provider${skipped.length === 1 ? '' : 's'} skipped, not measured`, emphasis: 'strong' },
    plain(' (no API key): '),
  ];
  skipped.forEach((s, i) => {
    spans.push(code(s.provider), plain(` (${s.reason})${i === skipped.length - 1 ? '.' : ', '}`));
  });
  spans.push(plain(' Set the variable (in a workflow, from a secret) to measure it.'));
  return untitled('skipped', 'Providers skipped', [para(...spans)]);
}

/**
 * Requests sent again after a stale pooled connection (a server that closes
 * after each response while saying Keep-Alive): counted, per group where
 * more than one had some, so a reader of any view knows without the traces.
 */
function retriesSection(results: Results): Section | null {
  const retried = count(results, (r) => (r.retries ?? 0) > 0);
  if (retried === 0) return null;
  const groups = results.groups.filter((g) => (g.retries ?? 0) > 0);
  const where =
    groups.length > 1
      ? ` (${groups.map((g) => `${g.provider} / ${g.prompt}${g.location ? ` @ ${g.location}` : ''}: ${g.retries}`).join('; ')})`
      : '';
  return untitled('retries', 'Retries', [
    para(
      plain(
        `Retries: ${retried} of ${count(results, () => true)} measured requests ${retried === 1 ? 'was' : 'were'} sent again after meeting a stale pooled connection${where}: ` +
          'the server had closed it while saying Keep-Alive (llama-server does; see docs/faults.md). ' +
          "Their timings are the second attempt's; the first is in the trace's retries.",
      ),
    ),
  ]);
}

function stallsSection(results: Results): Section | null {
  const stalls = clientStallSentence(results);
  return stalls === null ? null : untitled('stalls', 'Client stalls', [para(plain(stalls))]);
}

/** The tool, the machine, the time and the config of the run; the files it wrote and its artifact. */
function provenanceSection(results: Results): Section {
  const run = results.run;
  const spans: Span[] = [
    plain(
      [
        `streamgauge ${run.tool_version}`,
        `Node ${run.node_version}`,
        `${run.platform}/${run.arch}`,
        `${run.started_at} to ${run.finished_at}`,
        ...(run.reanalyzed_at ? [`re-analyzed ${run.reanalyzed_at}`] : []),
      ].join(' · '),
    ),
  ];
  if (run.config_file || run.config_sha256) {
    spans.push(plain(' · config '));
    if (run.config_file) spans.push(code(run.config_file));
    if (run.config_file && run.config_sha256) spans.push(plain(' '));
    if (run.config_sha256) spans.push(plain('sha256 '), code(run.config_sha256.slice(0, 12)));
  }
  if (run.shard) spans.push(plain(` · shard ${run.shard.index}/${run.shard.count}`));
  if (run.ci)
    spans.push(
      plain(` · GitHub Actions run ${run.ci.run_id} (attempt ${run.ci.run_attempt}) of ${run.ci.repository} at `),
      code(run.ci.sha.slice(0, 12)),
      plain(` on ${run.ci.ref}`),
    );
  return untitled('provenance', 'Provenance', [para(...spans)]);
}

/**
 * The model with the provenance naming where the run's files are: the
 * output folder's results.json and traces.ndjson, the artifact's link. Not
 * part of the run's model, which every view shares: report.html and the
 * terminal name no files, and the PR comment no workspace path.
 */
export function withFileLinks(doc: ReportDoc, links: FileLinks): ReportDoc {
  const provenance = doc.sections.find((s) => s.id === 'provenance');
  if (!provenance) return doc;
  const blocks: Block[] = [];
  if (links.outDir) {
    const dir = links.outDir.replace(/\/+$/, '');
    blocks.push(
      para(
        plain('Files: '),
        code(`${dir}/results.json`),
        plain(' (every figure, per request and group), '),
        code(`${dir}/traces.ndjson`),
        plain(' (the raw timings).'),
      ),
    );
  }
  if (links.artifactUrl) blocks.push(para({ text: "Download the run's artifact", href: links.artifactUrl }));
  if (blocks.length === 0) return doc;
  return replaceSection(doc, 'provenance', { ...provenance, blocks: [...provenance.blocks, ...blocks] });
}

/** summary.md's one line on the regression check, before the tables; details in its section. */
function regressionHeadline(results: Results, figures: Figures): Section | null {
  if (results.comparisons === undefined) return null;
  // A slower figure of a group that is not trusted is unconfirmed: named apart, not counted (docs/validity.md).
  const slower = results.comparisons.filter((c) => c.verdict === 'slower' && c.confirmed !== false);
  const unconfirmed = results.comparisons.filter((c) => c.verdict === 'slower' && c.confirmed === false);
  const alerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed !== false);
  const see = ' (see "Compared with the baseline").';
  const also =
    unconfirmed.length === 0
      ? ''
      : `; ${unconfirmed.length} unconfirmed, on groups not trusted: ` +
        unconfirmed
          .map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`)
          .join('; ');
  if (slower.length + alerts.length === 0)
    return untitled('regression-headline', 'Regression check', [
      para(plain(`Regression check: no regression against the baseline${also}${see}`)),
    ]);
  const what = [
    ...slower.map((c) => `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)} ${formatPct(c.delta_pct)}`),
    ...alerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`),
  ];
  return untitled('regression-headline', 'Regression check', [
    para(strong(`Regression check: ${what.length} regression(s)`), plain(`: ${what.join('; ')}${also}${see}`)),
  ]);
}

function introSection(): Section {
  return untitled('intro', 'Two rates', [
    para(
      plain(
        'The two throughput tables are never merged: post-first-content throughput exists only for responses that ' +
          'really streamed, and one list ranked by both figures would put a buffered burst or a slow first token in the ' +
          'wrong place. Each table is ranked by its own p50, fastest first; warmups are excluded.',
      ),
    ),
  ]);
}

// ---------------------------------------------------------------------------
// The groups at a glance, in the order of the run (report.html's overview).

/** "p50 [low, high]" with "n=K" after it, or the group's withheld words; flagged with its badge above max_plausible_tps. */
function medianCell(
  g: GroupResult,
  key: FigureKey,
  na: string,
  opts: { ci: boolean; max?: number; few?: boolean },
): Cell {
  const { summary, n, ci } = groupFigure(g, key);
  if (summary === null) return cell(na, 'withheld');
  const fmt = FIGURES[key].unit === 'tok/s' ? formatTps : (x: number) => formatMs(x);
  const interval = opts.ci && ci ? ` [${fmt(ci.low)}, ${fmt(ci.high)}]` : '';
  return {
    text: `${fmt(summary.p50)}${interval}`,
    kind: 'value',
    after: `n=${n ?? g.n}${opts.few ? ' (too few samples to rank)' : ''}`,
    ...(opts.max !== undefined && summary.p50 > opts.max ? { badge: 'implausible' as const } : {}),
  };
}

/**
 * Every group in the order of the run (not a ranking): its counts, how it
 * streamed, and the median of each figure with the number of requests it is
 * taken over. report.html's overview; summary.md and the terminal rank the
 * same figures in their own tables instead.
 */
function overviewSection(results: Results): Section {
  const groups = results.groups;
  if (groups.length === 0)
    return { id: 'overview', heading: 'Groups', level: 2, blocks: [para(plain('No measured requests.'))] };
  const max = results.analysis.max_plausible_tps;
  // The server-reported rate is a column only where some provider reports one.
  const server = groups.some((g) => (g.n_server ?? 0) > 0);
  const num = (id: string, header: string, priority: number): Column => ({ id, header, align: 'right', priority });
  return {
    id: 'overview',
    heading: 'Groups',
    level: 2,
    blocks: [
      note(
        plain(
          'Per provider and prompt, in the order of the run (not a ranking): the median of each figure with the ' +
            'number of requests it is taken over. Post-first-content throughput exists only for responses that streamed.',
        ),
      ),
      {
        kind: 'table',
        id: 'overview',
        html: { class: 'overview' },
        columns: [
          ...NAME_COLUMNS,
          num('n', 'n', 2),
          num('streamed', 'streamed', 2),
          num('buffered', 'buffered', 2),
          num('failed', 'failed', 2),
          { id: 'streaming', header: 'streaming', align: 'left', priority: 3 },
          num('ttft_ms', `${FIGURES.ttft_ms.label} p50`, 0),
          num('ttfa_ms', `${FIGURES.ttfa_ms.label} p50`, 4),
          num('post_first_content_tps', `${FIGURES.post_first_content_tps.label} p50`, 0),
          num('end_to_end_tps', `${FIGURES.end_to_end_tps.label} p50`, 0),
          ...(server ? [num('server_tps', `${FIGURES.server_tps.label} p50`, 5)] : []),
        ],
        rows: groups.map((g): Cell[] => {
          const na = naPostFirstContent(g);
          return [
            ...names(g),
            cell(String(g.n)),
            cell(formatCount(g.streamed, g.n)),
            cell(
              String(g.buffered) + ((g.borderline ?? 0) > 0 ? ` (${g.borderline} borderline)` : ''),
              g.buffered > 0 || (g.borderline ?? 0) > 0 ? 'caution' : 'value',
            ),
            cell(String(g.errors), g.errors > 0 ? 'alert' : 'value'),
            cell(streamingOf(g.streaming).label),
            medianCell(g, 'ttft_ms', na, { ci: true }),
            medianCell(g, 'ttfa_ms', na, { ci: false }),
            medianCell(g, 'post_first_content_tps', na, {
              ci: true,
              max,
              few: (g as { too_few_samples?: unknown }).too_few_samples === true,
            }),
            medianCell(g, 'end_to_end_tps', naEndToEnd(g), { ci: true, max }),
            ...(server ? [medianCell(g, 'server_tps', NA, { ci: false })] : []),
          ];
        }),
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// The regression check.

/**
 * The comparisons with the names every row needs; an entry without them (a
 * results.json edited by hand) is left out rather than drawn as "undefined".
 */
function wellFormed(comparisons: NonNullable<Results['comparisons']>): NonNullable<Results['comparisons']> {
  return comparisons.filter(
    (c: unknown) =>
      typeof c === 'object' &&
      c !== null &&
      ['provider', 'prompt', 'metric', 'verdict'].every((k) => typeof (c as Record<string, unknown>)[k] === 'string'),
  );
}

function comparisonSection(results: Results, figures: Figures): Section | null {
  if (results.comparisons === undefined) return null;
  const comparisons = wellFormed(results.comparisons);
  const blocks: Block[] = [];
  const about = baselineSentence(results);
  if (about) blocks.push(para(plain(about)));
  const changes = results.streaming_changes ?? [];
  if (changes.length > 0)
    blocks.push(
      para(
        plain('Streaming changed (buffered responses are never counted as a speed regression; this is their alert):'),
      ),
      list(
        changes.map((c) => [
          {
            text: `${c.provider} / ${c.prompt}: ${formatStreamingChange(c)}`,
            ...(c.alert ? { emphasis: 'alert' as const } : {}),
          },
          plain(
            ` (baseline ${c.baseline_streamed} streamed, ${c.baseline_buffered} buffered; now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`,
          ),
        ]),
        { class: 'changes', itemClass: changes.map((c) => (c.alert ? 'alert' : '')) },
      ),
    );
  const level = results.baseline ? levelPct(results.baseline.ci_level) : ciLevelPct(results);
  if (comparisons.length === 0) blocks.push(para(plain('No groups to compare.')));
  else
    blocks.push({
      kind: 'table',
      id: 'comparisons',
      html: {
        class: 'comparisons',
        rowClass: comparisons.map((c) =>
          Object.hasOwn(VERDICT, c.verdict) ? VERDICT[c.verdict].className : VERDICT_OTHER_CLASS,
        ),
      },
      columns: [
        ...COMPARISON_COLUMNS,
        { id: 'change', header: 'change', align: 'right', priority: 0 },
        { id: 'ci', header: `${level} CI`, align: 'right', priority: 2 },
        { id: 'verdict', header: 'verdict', align: 'left', priority: 0 },
      ],
      rows: comparisons.map((c) => {
        const reason = comparisonReason(c);
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
          cell(comparedLabel(c.metric, figures)),
          cell(
            shareCell(c, 'baseline') ??
              (c.baseline_p50 == null ? NA : `${formatNumber(c.baseline_p50)} · n=${c.baseline_n}`),
          ),
          cell(
            shareCell(c, 'current') ??
              (c.current_p50 == null ? NA : `${formatNumber(c.current_p50)} · n=${c.current_n}`),
          ),
          cell(formatPct(c.delta_pct)),
          cell(c.ci_low_pct == null || c.ci_high_pct == null ? NA : formatPctInterval(c)),
          cell(
            (c.share !== undefined && c.verdict === 'slower'
              ? 'worse'
              : c.share !== undefined && c.verdict === 'faster'
                ? 'better'
                : Object.hasOwn(VERDICT, c.verdict)
                  ? VERDICT[c.verdict].label
                  : String(c.verdict)) +
              (reason ? `: ${reason}` : '') +
              // A change on a group that is not trusted (docs/validity.md): shown, not counted.
              (c.confirmed === false ? ' (unconfirmed: the group is not trusted)' : ''),
            c.confirmed === false ? 'muted' : kind,
          ),
        ];
      }),
    });
  // Each change's parts and served identity (docs/validity.md "Why it moved"), under the table: a load run's headline has no lead to say them.
  const why = comparisons.flatMap((c) => {
    const t = changeSentence(c);
    return t === null ? [] : [[plain(t)]];
  });
  if (why.length > 0) blocks.push(para(plain('Why it moved:')), list(why, { class: 'why' }));
  return { id: 'comparisons', heading: 'Compared with the baseline', level: 2, blocks };
}

/** A share's side as "14/20 passed [48%–85%]" (its Wilson interval), or null for the other figures. */
function shareCell(c: Comparison, side: 'baseline' | 'current'): string | null {
  const s = c.share?.[side];
  if (s === undefined) return null;
  const pct = (x: number) => `${Math.round(100 * x)}%`;
  return s.n === 0 ? NA : `${s.passed}/${s.n} passed [${pct(s.low)}–${pct(s.high)}]`;
}

// ---------------------------------------------------------------------------
// Stream timing, hidden reasoning, the server's rate.

function timingSection(results: Results, all: Readonly<Record<string, FigureDef>>): Section | null {
  if (!hasStreamTiming(results)) return null;
  // Fluidity only with its targets: without them no group has a value, and no column.
  const figures = shownFigures(all, (f) => results.groups.some((g) => groupFigure(g, f.key, f).summary !== null));
  const ids = [...timingFigureDefs(figures).map((f) => f.key as string), 'chunking'];
  const columns: Column[] = [
    ...NAME_COLUMNS,
    ...timingHeaders(figures).map((header, i): Column => ({
      id: ids[i]!,
      header,
      align: header === 'chunking' ? 'left' : 'right',
      // The decode rate and chunking stay; the others go from the right.
      priority: header.startsWith('decode') || header === 'chunking' ? 0 : 2 + i,
    })),
  ];
  const rows = timingGroups(results).map((g): Cell[] => [
    ...names(g),
    ...timingCells(g, true, figures).map(({ text, present }, i): Cell =>
      ids[i] === 'chunking'
        ? cell(text, (g.coarse ?? 0) > 0 ? 'caution' : 'value')
        : cell(text, present ? 'value' : 'withheld'),
    ),
  ]);
  const blocks: Block[] = [
    { kind: 'table', id: 'timing', columns, rows, html: { class: 'timing' } },
    list(
      timingFigures(figures).map((f) => [strong(f.label), plain(`: ${f.meaning}`)]),
      { class: 'meanings' },
    ),
    para(plain(TRUST_SENTENCE)),
  ];
  const coarse = coarseSentence(results);
  if (coarse) blocks.push(para(plain(coarse)));
  const fluid = results.analysis.fluidity;
  if ('fluidity_index' in figures && fluid?.ttft_ms !== undefined && fluid.tpot_ms !== undefined)
    blocks.push(
      para(
        plain(
          `Fluidity targets: first token by ${fluid.ttft_ms} ms, then one every ${fluid.tpot_ms} ms ` +
            `(analysis.fluidity); a request is fluid at ${fluid.target_index ?? DEFAULT_TARGET_INDEX} or more.`,
        ),
      ),
    );
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
      list(
        lines.map(({ g, text }) => [plain(`${g.provider} / ${g.prompt}: ${text}`)]),
        { class: 'hidden-reasoning' },
      ),
    ],
  };
}

/** A list drawn one line an item where room is short. */
const brief = (items: Span[][], html?: HtmlHooks): ListBlock => ({
  kind: 'list',
  items,
  brief: true,
  ...(html ? { html } : {}),
});

/**
 * The server-reported rate, a third figure in its own table: a server that
 * generates far faster than the client sees tokens arrive points at
 * buffering on the path between them.
 */
function serverSection(results: Results): Section | null {
  const groups = results.groups.filter((g) => g.server_tps !== null);
  if (groups.length === 0) return null;
  return {
    id: 'server-rate',
    heading: 'Server-reported generation rate',
    level: 2,
    blocks: [
      para(
        plain('tokens / the generation time the server reports about itself (Ollama '),
        code('eval_duration'),
        plain(', Groq '),
        code('completion_time'),
        plain(', llama.cpp '),
        code('predicted_ms'),
        plain(
          '): never merged with the two client-observed figures. A server rate far above the ' +
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
            cell(formatTps(server)),
            client === null ? cell(naPostFirstContent(g), 'withheld') : cell(formatTps(client)),
            client !== null && client > 0 ? cell(`${formatNumber(server / client)}×`) : cell(NA, 'withheld'),
          ];
        }),
      },
    ],
  };
}

/** The server's own view (metrics_url) of a run without load stages; a part of the server section. */
function serverViewSection(results: Results): Section | null {
  const lines = groupServerLines(results.groups);
  if (lines.length === 0) return null;
  return {
    id: 'server-view',
    heading: "The server's own view (metrics_url)",
    level: 3,
    blocks: lines.map((l) => para(plain(l))),
  };
}

function promptCacheSection(results: Results): Section | null {
  const lines = promptCacheLines(results.groups);
  if (lines.length === 0) return null;
  return { id: 'prompt-cache', heading: 'Prompt cache', level: 3, blocks: lines.map((l) => para(plain(l))) };
}

/**
 * What answered each group, as the provider said (docs/served.md): one line
 * per group whose responses named a model or fingerprint, with the counts;
 * more than one means the provider changed what answered during the run.
 */
function servedSection(results: Results): Section | null {
  const lines = results.groups.flatMap((g) => {
    const models = g.served_models ?? [];
    if (models.length === 0) return [];
    const who = `${g.provider} / ${g.prompt}${g.location !== undefined ? ` from ${g.location}` : ''}`;
    const what = models.map((m) => `${servedLabel(m)} (${m.n})`).join(', ');
    const asked = models.some((m) => m.model !== null && m.model !== g.model) ? `; asked for ${g.model}` : '';
    const mixed = models.length > 1 ? '; more than one answered in this run' : '';
    return [`${who}: ${what}${asked}${mixed}`];
  });
  if (lines.length === 0) return null;
  return { id: 'served', heading: 'What answered', level: 2, blocks: lines.map((l) => para(plain(l))) };
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
  const tally = flagTally(flags);
  const reasons = tally.byReason.map(({ reason, n }) => `${n} ${reasonLabel(reason)}`).join(', ');
  const info =
    tally.reachedMaxTokens > 0
      ? `; ${tally.reachedMaxTokens} reached max_tokens (the length the config asked for: listed, not for review)`
      : '';
  return {
    id: 'flagged',
    heading: 'Flagged',
    level: 2,
    blocks: [
      para(
        plain(
          `${tally.review} request${tally.review === 1 ? '' : 's'} flagged for review (${reasons}; a request ` +
            `can have several reasons)${info}. Warmups are not listed. One line per provider, prompt and reason: ` +
            'how many, the trace ids in ',
        ),
        code('traces.ndjson'),
        plain(', and the rule or error (an example where the requests differ only in their figures).'),
      ),
      brief(
        groupFlags(flags).map((g) => {
          const details = g.details
            .slice(0, 3)
            .map((d) => truncate(oneLine(d), MAX_DETAIL))
            .join('; ');
          return [
            { ...strong(FLAG_REASON[g.reason].label), html: { class: `badge ${FLAG_REASON[g.reason].badge}` } },
            plain(` ${g.provider} / ${g.prompt}, ${g.ids.length} request${g.ids.length === 1 ? '' : 's'}`),
            // The trace ids: what a reader looks up in traces.ndjson, and what a short view leaves out first.
            { text: ' (', detail: true },
            ...g.ids.flatMap((id, i): Span[] =>
              i === 0
                ? [{ ...code(id), detail: true, request: id }]
                : [
                    { text: ', ', detail: true },
                    { ...code(id), detail: true, request: id },
                  ],
            ),
            { text: ')', detail: true },
            plain(
              `: ${g.varied && g.details.length === 1 ? 'e.g. ' : ''}${details}` +
                (g.details.length > 3 ? ` (and ${g.details.length - 3} other kinds)` : ''),
            ),
          ];
        }),
        { class: 'flagged', itemClass: groupFlags(flags).map((g) => `flag f-${g.reason}`) },
      ),
    ],
  };
}

/** The thresholds as one prose list: the same words in every view. */
export function thresholdsSection(results: Results): Section {
  const a = results.analysis;
  const item = (key: string, value: string, ...text: Span[]): Span[] => [code(key), plain(`: ${value}. `), ...text];
  return {
    id: 'thresholds',
    heading: 'Thresholds',
    level: 2,
    blocks: [
      list([
        item(
          'min_content_reads',
          String(a.min_content_reads),
          plain('A response whose content arrived in fewer network reads is buffered.'),
        ),
        item(
          'min_generation_s',
          String(a.min_generation_s),
          plain('A response whose first-to-last content interval (end minus first content) is shorter is buffered.'),
        ),
        item(
          'max_plausible_tps',
          String(a.max_plausible_tps),
          plain('A rate above it is flagged implausible, and kept as measured.'),
        ),
        item(
          'max_token_disagreement',
          String(a.max_token_disagreement),
          plain(
            "A provider count further than this share from the reference tokenizer's count of the same text is flagged.",
          ),
        ),
        item(
          'rate_tokens',
          String(a.rate_tokens),
          plain('Which count the rates divide ('),
          code('native'),
          plain(": the provider's own; "),
          code('reference'),
          plain(': one shared tokenizer for all).'),
        ),
        item(
          'max_tokens_per_read',
          String(a.max_tokens_per_read ?? NA),
          plain(
            'A streamed response with more tokens per content read is coarse: flagged, its TTFT may be late by up to one read interval.',
          ),
        ),
      ]),
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
    // A load run's medians mix every stage: said in the heading, under the stage tables that give each load.
    heading: (results.stages ?? []).length > 0 ? 'At a glance, pooled over all stages' : 'At a glance',
    level: 2,
    blocks: [
      {
        kind: 'table',
        id: 'compact',
        columns: [
          nameColumn('provider'),
          nameColumn('prompt', 1),
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
 * The report of a run: every section any view shows, in summary.md's order.
 * `figures` lists the ranked figures to table (every ranked one in FIGURES
 * by default; a test passes a table with a throwaway figure to prove that a
 * new figure reaches every view); `outDir` and `artifactUrl` add where the
 * files are (withFileLinks). Built once per run, by runReport.
 */
export function buildReportDoc(input: Results, ctx: DocContext = {}): ReportDoc {
  const doc = runModel(input, ctx.figures ?? FIGURES);
  return ctx.outDir || ctx.artifactUrl ? withFileLinks(doc, ctx) : doc;
}

/**
 * A run's results and its report model, built once where the reports are
 * written (publish, the Action's job summary and comment, the CLI's
 * terminal): every view draws this model, none builds its own.
 */
export interface RunReport {
  readonly results: Results;
  readonly doc: ReportDoc;
}

/** The run's report: its model built once, for every view. */
export function runReport(results: Results, ctx: Pick<DocContext, 'figures'> = {}): RunReport {
  return { results, doc: buildReportDoc(results, ctx.figures ? { figures: ctx.figures } : {}) };
}

/**
 * What a view draws: the run's report, or the results alone (a view drawn by
 * itself, as a test draws one), whose model is built for it.
 */
export type ReportInput = Results | RunReport;

/** The run's report of a view's input: the one given, or one built now from the results. */
export function reportOf(input: ReportInput, ctx: Pick<DocContext, 'figures'> = {}): RunReport {
  return isRunReport(input) ? input : runReport(input, ctx);
}

function isRunReport(input: ReportInput): input is RunReport {
  return 'doc' in input && 'results' in input;
}

function runModel(input: Results, figures: Figures): ReportDoc {
  const results = withLocationLabels(input);
  const level = ciLevelPct(results);
  // A load run's stage tables and saturation lines are its answer: they come right after the headline's
  // faults and counts (which qualify every figure), before the cards and every table pooled over its stages.
  return docOf('streamgauge results', [
    headline(results),
    validitySection(results),
    againstSection(results, figures),
    countsSection(results),
    skippedSection(results),
    stallsSection(results),
    retriesSection(results),
    loadSection(results, figures),
    cardsSection(results),
    provenanceSection(results),
    regressionHeadline(results, figures),
    introSection(),
    overviewSection(results),
    workloadSection(results),
    ...rankedFigureDefs(figures).map((f) => rankingSection(results, f, level)),
    crossLocationSection(results),
    rankNotesSection(results, level),
    hiddenSection(results),
    timingSection(results, figures),
    toolCallsSection(results),
    imagesSection(results),
    serverSection(results),
    serverViewSection(results),
    promptCacheSection(results),
    servedSection(results),
    comparisonSection(results, figures),
    flaggedSection(results),
    thresholdsSection(results),
  ]);
}

/** The headline's sections, the answer every view puts first: faults and the lead, the run's validity, the regressions, the counts, the client's stalls. */
export const HEADLINE_SECTIONS: readonly string[] = [
  'headline',
  'validity',
  'against',
  'counts',
  'skipped',
  'stalls',
  'retries',
];

/**
 * summary.md's sections: the doc without the two headline sentences its
 * regression line restates, nor report.html's cards and groups overview (its
 * ranking tables give the same medians, ranked).
 */
export const SUMMARY_LEAVES_OUT: readonly string[] = ['against', 'counts', 'cards', 'overview'];
