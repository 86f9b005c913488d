import { CROSS_LOCATION_TITLE, crossLocationTable, withLocationLabels } from './locations.ts';
import {
  buildReportData,
  comparisonsOf,
  groupInterval,
  streamingChangesOf,
  tooFewSamples,
  type HtmlContext,
} from './html-data.ts';
import { loadSectionHtml } from './html-load.ts';
import { replayLines, sentLengthTable, turnTables } from './workloads.ts';
import { reportScript } from './script.ts';
import { createHash } from 'node:crypto';
import type { FlagReason, GroupResult, Results, Summary } from '../analyze/types.ts';
import type { Trace } from '../trace.ts';
import { RANKED_FIGURES } from '../analyze/ranks.ts';
import { FIGURES, groupFigure } from '../analyze/figures.ts';
import { formatPlain, groupFlags, rankedSummary, ranking } from './figures.ts';
import { buildReportDoc, HEADLINE_SECTIONS, thresholdsSection, type Block, type Section, type Span } from './doc.ts';
import {
  NA,
  formatCount,
  formatMs,
  formatNumber,
  formatTps,
  naEndToEnd,
  naPostFirstContent,
  oneLine,
  sanitizeText,
  truncate,
} from './format.ts';
import { hiddenReasoningLines } from './figures.ts';
import {
  coarseSentence,
  hasStreamTiming,
  TIMING_FIGURES,
  TIMING_HEADERS,
  timingCells,
  timingGroups,
  TRUST_SENTENCE,
} from './timing.ts';
import {
  FLAG_REASON,
  MAX_DETAIL,
  METRIC,
  METRIC_KEYS,
  metricOf,
  VERDICT,
  PAGE_COLOUR as C,
  streamingOf,
  VERDICT_OTHER,
  VERDICT_OTHER_CLASS,
  verdictOf,
  type VerdictLabel,
} from './labels.ts';
import {
  REPORT_DATA_SCHEMA,
  TIMELINE_FLAGGED,
  TIMELINE_SAMPLE,
  embeddedReportData,
  timelineAnchor,
  type Bounds,
  type HistoryPoint,
  type HistoryRun,
  type MetricKey,
  type ReportComparison,
  type ReportData,
  type ReportGroup,
  type ReportMoments,
  type ReportRequest,
  type ReportStreamingChange,
  type ReportTimeline,
} from './report-data.ts';

// report.html: one self-contained page (inline CSS, inline JS, inline SVG; no
// network, enforced by its own Content-Security-Policy). The static part
// (provenance, figures, regression verdicts, the flagged list) is rendered
// here as escaped HTML, so it reads without JavaScript; the charts are drawn
// in the browser from a JSON block (its shape: report-data.ts) by the script
// in browser/report.ts, with DOM calls that only ever set text (never
// innerHTML), so a model named `<script>` stays text in both halves.
// Pure: the same results, traces and context render the same page (run from
// the sources, the first page of a process compiles the script: script.ts).

export {
  buildReportData,
  comparisonsOf,
  groupInterval,
  METRIC_KEYS,
  REPORT_DATA_SCHEMA,
  streamingChangesOf,
  timelineAnchor,
};
export type {
  Bounds,
  HtmlContext,
  HistoryPoint,
  HistoryRun,
  MetricKey,
  ReportComparison,
  ReportData,
  ReportGroup,
  ReportMoments,
  ReportRequest,
  ReportStreamingChange,
  ReportTimeline,
};

// ---------------------------------------------------------------------------
// Escaping

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/** A figure from the results, escaped all the same (results.json is a file anyone can edit). */
function num(x: number): string {
  return escapeHtml(String(x));
}

/** A string from a config, provider or server: one inert line, escaped. */
function text(s: string): string {
  return escapeHtml(sanitizeText(s));
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` are
 * written as \u escapes (valid JSON, same value), so no string in the data can
 * close the block or open a comment; U+2028/2029 likewise, for older parsers.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// ---------------------------------------------------------------------------
// The static page

function provenance(r: Results): string {
  const run = r.run;
  const parts = [
    `streamgauge ${text(run.tool_version)}`,
    `Node ${text(run.node_version)}`,
    `${text(run.platform)}/${text(run.arch)}`,
    `${text(run.started_at)} to ${text(run.finished_at)}`,
  ];
  if (run.reanalyzed_at) parts.push(`re-analyzed ${text(run.reanalyzed_at)}`);
  if (run.config_file) parts.push(`config <code>${text(run.config_file)}</code>`);
  if (run.config_sha256) parts.push(`sha256 <code>${text(run.config_sha256.slice(0, 12))}</code>`);
  if (run.shard) parts.push(`shard ${num(run.shard.index)}/${num(run.shard.count)}`);
  if (run.ci) {
    parts.push(
      `GitHub Actions run ${text(run.ci.run_id)} (attempt ${num(run.ci.run_attempt)}) of ${text(run.ci.repository)} ` +
        `at <code>${text(run.ci.sha.slice(0, 12))}</code> on ${text(run.ci.ref)}`,
    );
  }
  return parts.join(' · ');
}

function figure(s: Summary | null, n: number, na: string, fmt: (x: number) => string, ci: Bounds | null): string {
  if (s === null) return `<span class="na">${escapeHtml(na)}</span>`;
  const interval = ci ? ` <span class="ci">[${fmt(ci[0])}, ${fmt(ci[1])}]</span>` : '';
  return `${fmt(s.p50)}${interval} <span class="n">n=${n}</span>`;
}

/** Groups whose provider counted reasoning it never streamed: what the rates count, and that TTFT holds it. */
function hiddenReasoningNote(results: Results): string {
  const lines = hiddenReasoningLines(results.groups);
  if (lines.length === 0) return '';
  return (
    '<p class="note" id="hidden-reasoning">Hidden reasoning: the provider counted reasoning tokens that never crossed ' +
    'the wire; the streaming rate leaves them out, and TTFT (the first visible text) includes the time spent on them.</p>' +
    `<ul class="hidden-reasoning">${lines.map(({ g, text: t }) => `<li>${text(g.provider)} · ${text(g.prompt)}: ${text(t)}</li>`).join('')}</ul>`
  );
}

/** A rate above max_plausible_tps: the figure stays as measured, with the badge beside it. */
function implausibleBadge(s: Summary | null, max: number): string {
  return s !== null && s.p50 > max
    ? ` <span class="badge ${FLAG_REASON.implausible.badge}">${FLAG_REASON.implausible.label}</span>`
    : '';
}

function overviewTable(results: Results): string {
  if (results.groups.length === 0) return '<p>No measured requests.</p>';
  const max = results.analysis.max_plausible_tps;
  // The server-reported rate is a column only where some provider reports one.
  const server = results.groups.some((g) => (g.n_server ?? 0) > 0);
  const rows = results.groups.map((g) => {
    const na = naPostFirstContent(g);
    const cells = [
      text(g.provider),
      // Cut with an ellipsis, never wrapped mid-word; the whole name is the cell's title.
      `<span class="model" title="${text(g.model)}">${text(g.model)}</span>`,
      text(g.prompt),
      num(g.n),
      `${formatCount(g.streamed, g.n)}`,
      g.buffered > 0 ? `<span class="c-buffered">${g.buffered}</span>` : '0',
      g.errors > 0 ? `<span class="c-error">${g.errors}</span>` : '0',
      escapeHtml(streamingOf(g.streaming).label),
      figure(g.ttft_ms, g.n_ttft, na, (x) => formatMs(x), groupInterval(g, 'ttft_ms')),
      figure(g.ttfa_ms ?? null, g.n_ttfa ?? 0, na, (x) => formatMs(x), null),
      figure(
        g.post_first_content_tps,
        g.n_post_first_content,
        na,
        (x) => formatTps(x),
        groupInterval(g, 'post_first_content_tps'),
      ) +
        implausibleBadge(g.post_first_content_tps, max) +
        (tooFewSamples(g) ? ' <span class="few">too few samples to rank</span>' : ''),
      figure(g.end_to_end_tps, g.n_end_to_end, naEndToEnd(g), (x) => formatTps(x), groupInterval(g, 'end_to_end_tps')) +
        implausibleBadge(g.end_to_end_tps, max),
      ...(server ? [figure(g.server_tps ?? null, g.n_server ?? 0, NA, (x) => formatTps(x), null)] : []),
    ];
    // Figure cells may wrap between the median, its interval and n (each kept whole), so the table fits the page.
    const cls = (i: number) =>
      i === 1 ? ' class="model"' : i >= 8 ? ' class="num fig"' : i >= 3 && i !== 7 ? ' class="num"' : '';
    return `<tr>${cells.map((c, i) => `<td${cls(i)}>${c}</td>`).join('')}</tr>`;
  });
  return (
    '<table class="overview"><thead><tr>' +
    [
      'provider',
      'model',
      'prompt',
      'n',
      'streamed',
      'buffered',
      'failed',
      'streaming',
      `${METRIC.ttft_ms.label} p50`,
      `${FIGURES.ttfa_ms.label} p50`,
      ...METRIC_KEYS.filter((k) => k !== 'ttft_ms').map((k) => `${METRIC[k].label} p50`),
      ...(server ? [`${FIGURES.server_tps.label} p50`] : []),
    ]
      .map((h) => `<th>${h}</th>`)
      .join('') +
    `</tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

function pct(x: number | null): string {
  if (x === null) return NA;
  return `${x > 0 ? '+' : ''}${formatNumber(x)}%`;
}

function streamingChangesSection(changes: ReportStreamingChange[]): string {
  if (changes.length === 0) return '';
  const items = changes.map(
    (c) =>
      `<li class="${c.alert ? 'alert' : ''}">${c.alert ? `<span class="badge ${FLAG_REASON.error.badge}">alert</span> ` : ''}` +
      `${escapeHtml(c.provider)} · ${escapeHtml(c.prompt)}: <strong>${escapeHtml(c.change.replace(/_/g, ' '))}</strong>, ` +
      `${escapeHtml(c.detail)}</li>`,
  );
  return (
    '<h3>Streaming changes against the baseline</h3>' +
    '<p class="note">A group whose responses stopped streaming is its own alert: its buffered responses never count in the ' +
    'speed comparisons below, which use streamed responses only.</p>' +
    `<ul class="changes">${items.join('')}</ul>`
  );
}

function comparisonsSection(comparisons: ReportComparison[]): string {
  if (comparisons.length === 0) return '';
  const rows = comparisons.map((c) => {
    const fmt = (x: number | null) => (x === null ? NA : formatNumber(x));
    const count = (n: number | null) => (n === null ? '' : ` <span class="n">n=${n}</span>`);
    const interval =
      c.ci_low_pct !== null && c.ci_high_pct !== null ? ` [${pct(c.ci_low_pct)}, ${pct(c.ci_high_pct)}]` : '';
    return (
      `<tr class="${verdictOf(c.verdict)?.className ?? VERDICT_OTHER_CLASS}">` +
      `<td>${escapeHtml(c.provider)}</td><td>${escapeHtml(c.prompt)}</td>` +
      `<td>${escapeHtml(metricOf(c.metric)?.title ?? c.metric)}</td>` +
      `<td class="num">${fmt(c.baseline_p50)}${count(c.baseline_n)}</td><td class="num">${fmt(c.current_p50)}${count(c.current_n)}</td>` +
      `<td class="num">${pct(c.delta_pct)}${interval}</td>` +
      `<td><span class="verdict">${escapeHtml(verdictOf(c.verdict)?.label ?? c.verdict.replace(/_/g, ' '))}</span>` +
      `${c.reason ? ` <span class="note">${escapeHtml(c.reason)}</span>` : ''}</td></tr>`
    );
  });
  return (
    '<h3 id="regressions">Regression check against the baseline</h3>' +
    '<p class="note">Median of this run against the baseline, per provider, prompt and metric: the change in percent ' +
    'with its confidence interval. “slower” means slower beyond the noise, for TTFT a higher figure, for the rates a lower one.</p>' +
    '<table class="comparisons"><thead><tr><th>provider</th><th>prompt</th><th>metric</th><th>baseline p50</th>' +
    `<th>current p50</th><th>change [interval]</th><th>verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

/** Ids linked per flagged group before the rest fold away. */
const FLAG_IDS_SHOWN = 20;

/** One entry per provider, prompt and reason: how many, every id linked to its timeline, and the rule or error. */
function flaggedSection(results: Results, indexById: Map<string, number>, sampled = false): string {
  const flags = results.flagged;
  if (flags.length === 0) return '<p>None: every measured request streamed, at a plausible rate.</p>';
  const count = (reason: FlagReason) => flags.filter((f) => f.reason === reason).length;
  const link = (id: string) => {
    const index = indexById.get(id);
    return index === undefined ? `<code>${text(id)}</code>` : `<a href="#${timelineAnchor(index)}">${text(id)}</a>`;
  };
  const anchored = new Set<FlagReason>();
  const items = groupFlags(flags).map((g) => {
    // The headline's counts link to the first entry of their reason.
    const id = anchored.has(g.reason) ? '' : ` id="flagged-${g.reason}"`;
    anchored.add(g.reason);
    const shown = g.ids.slice(0, FLAG_IDS_SHOWN).map(link).join(', ');
    // Past the first ids, a sampled page lists only those it holds a timeline of: the
    // list would otherwise grow with the run (results.json names every one).
    const after = g.ids.slice(FLAG_IDS_SHOWN);
    const rest = sampled ? after.filter((id) => indexById.has(id)) : after;
    const unlisted = after.length - rest.length;
    const more =
      (rest.length === 0
        ? ''
        : ` <details class="more-flags"><summary>${rest.length} more</summary>${rest.map(link).join(', ')}</details>`) +
      (unlisted === 0
        ? ''
        : ` <span class="note">${formatPlain(unlisted)} more not on this page: results.json lists them</span>`);
    const details = g.details
      .slice(0, 3)
      .map((d) => text(truncate(oneLine(d), MAX_DETAIL)))
      .join('; ');
    return (
      `<li class="flag f-${g.reason}"><span class="badge ${FLAG_REASON[g.reason].badge}"${id}>${FLAG_REASON[g.reason].label}</span> ` +
      `${text(g.provider)} · ${text(g.prompt)} <span class="count">×${g.ids.length}</span>: ` +
      `<span class="detail">${g.varied && g.details.length === 1 ? 'e.g. ' : ''}${details}` +
      `${g.details.length > 3 ? ` (and ${g.details.length - 3} other kinds)` : ''}</span>` +
      `<div class="ids">${shown}${more}</div></li>`
    );
  });
  return (
    `<p>${(['buffered', 'implausible', 'error'] as const).map((r) => `${count(r)} ${FLAG_REASON[r].label}`).join(', ')}` +
    (count('token_mismatch') > 0 ? `, ${count('token_mismatch')} ${FLAG_REASON.token_mismatch.label}` : '') +
    ' (warmups not listed), one entry per provider, prompt and reason. Each id links to its request’s timeline.</p>' +
    `<ul class="flagged">${items.join('')}</ul>`
  );
}

/** One ranking table per ranked figure: the place ("1", "1–2"), the group and its median with the interval. */
function rankingsSection(results: Results): string {
  if (results.groups.length === 0) return '<p>No measured requests.</p>';
  return RANKED_FIGURES.map((f) => {
    const label = FIGURES[f.key].title;
    const fmt = (x: number) => (FIGURES[f.key].unit === 'tok/s' ? formatTps(x) : formatMs(x));
    const { rows, implausible } = ranking(results.groups, f.key, (g) =>
      f.key === 'post_first_content_tps' ? !tooFewSamples(g) : true,
    );
    const cell = (g: GroupResult) => {
      const { summary: s, n: count, ci } = groupFigure(g, f.key);
      const n = count ?? 0;
      const na = FIGURES[f.key].feeds.includes('buffered') ? naEndToEnd(g) : naPostFirstContent(g);
      return figure(s, n, na, fmt, ci ? [ci.low, ci.high] : null);
    };
    const body = rows
      .filter((r) => r.place !== null || rankedSummary(r.g, f.key) !== null)
      .map(
        (r) =>
          `<tr><td class="num place">${r.place === null ? '<span class="few">not ranked</span>' : escapeHtml(r.place)}</td>` +
          `<td>${text(r.g.provider)}</td><td>${text(r.g.model)}</td><td>${text(r.g.prompt)}</td>` +
          `<td class="num">${cell(r.g)}</td></tr>`,
      )
      .join('');
    const left =
      implausible.length === 0
        ? ''
        : '<p class="note">Not ranked, a rate above <code>max_plausible_tps</code> (kept as measured, see Flagged):</p><ul class="unranked">' +
          implausible
            .map(
              (g) =>
                `<li>${text(g.provider)} · ${text(g.model)} · ${text(g.prompt)}: ${cell(g)} ` +
                `<span class="badge ${FLAG_REASON.implausible.badge}">${FLAG_REASON.implausible.label}</span> ${num(g.implausible)} of ${num(g.n)}</li>`,
            )
            .join('') +
          '</ul>';
    return (
      `<h3>${escapeHtml(label)}</h3>` +
      (body === ''
        ? '<p class="note">No group has this figure.</p>'
        : `<table class="ranking" data-figure="${escapeHtml(f.key)}"><thead><tr><th>#</th><th>provider</th><th>model</th><th>prompt</th>` +
          `<th>p50 [95% interval] · n</th></tr></thead><tbody>${body}</tbody></table>`) +
      left
    );
  }).join('\n');
}

/** A ReportDoc section's paragraphs and lists (the thresholds: the same prose as summary.md's). */
function blocksHtml(blocks: readonly Block[]): string {
  return blocks
    .map((b) =>
      b.kind === 'paragraph'
        ? `<p${b.note ? ' class="note"' : ''}>${spansHtml(b.spans)}</p>`
        : b.kind === 'list'
          ? `<ul>${b.items.map((item) => `<li>${spansHtml(item)}</li>`).join('')}</ul>`
          : '',
    )
    .join('');
}

/** Stream timing per group, each figure's meaning, which rate to trust, and the ITL distribution (drawn by the script). */
function streamTimingSection(results: Results): string {
  if (!hasStreamTiming(results)) return '';
  const rows = timingGroups(results).map((g) => {
    const cells = [text(g.provider), text(g.model), text(g.prompt), ...timingCells(g).map((c) => escapeHtml(c))];
    return `<tr>${cells.map((c, i) => `<td${i >= 3 && i < 3 + TIMING_HEADERS.length - 1 ? ' class="num"' : ''}>${c}</td>`).join('')}</tr>`;
  });
  const coarse = coarseSentence(results);
  return (
    '<section id="stream-timing">\n<h2>Stream timing</h2>\n' +
    '<p class="note">Streamed responses only, per provider and prompt, in the order of the run (not a ranking).</p>' +
    '<table class="timing"><thead><tr>' +
    ['provider', 'model', 'prompt', ...TIMING_HEADERS].map((h) => `<th>${escapeHtml(h)}</th>`).join('') +
    `</tr></thead><tbody>${rows.join('')}</tbody></table>` +
    `<ul class="meanings">${TIMING_FIGURES.map((f) => `<li><strong>${escapeHtml(f.label)}</strong>: ${escapeHtml(f.meaning)}</li>`).join('')}</ul>` +
    `<p class="note">${escapeHtml(TRUST_SENTENCE)}</p>` +
    (coarse ? `<p class="note">${escapeHtml(coarse)}</p>` : '') +
    '<figure class="dist" id="dist-itl"><figcaption>Inter-token latency per group (ms)</figcaption>' +
    '<p class="note">One sample per token over the group’s streamed responses. Line: min to max; box: p50 to p90; ' +
    'tick: p99. Each gap is spread over the tokens of the read that ended it, so a coarse stream shows its per-token ' +
    'pace here, not its read gaps (those are the max gap column, and chunk_gap_ms in results.json).</p>' +
    '<div class="dist-body"></div></figure>\n</section>'
  );
}

/** Conversations by turn, the lengths sent and replay lateness (report/workloads.ts); empty for a run without workloads. */
function workloadSectionHtml(results: Results): string {
  const lengths = sentLengthTable(results);
  const tables = [...turnTables(results), ...(lengths ? [lengths] : [])];
  const replay = replayLines(results);
  if (tables.length === 0 && replay.length === 0) return '';
  const body = tables.map(
    (t) =>
      `<h3>${escapeHtml(t.title)}</h3><table class="workload"><thead><tr>${t.headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>` +
      t.rows
        .map(
          (r) =>
            `<tr>${r.map((c, i) => `<td${t.numeric[i] ? ' class="num"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`,
        )
        .join('') +
      `</tbody></table>${t.notes.map((n) => `<p class="note">${escapeHtml(n)}</p>`).join('')}`,
  );
  // Led by its own line break: a run without workloads adds nothing to the page, not even an empty line.
  return (
    '\n<section id="workloads">\n<h2>Workloads</h2>\n' +
    replay.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    body.join('\n') +
    '\n</section>'
  );
}

// ---------------------------------------------------------------------------
// The first screen: the answer (headline), one card per group, then a table
// of contents; a streamed and a buffered timeline come right after.

/** Where a ReportDoc section id lands on this page, where the page names it otherwise. */
const ANCHOR: Partial<Record<string, string>> = { comparisons: 'regressions' };

/** A ReportDoc sentence: escaped text, its emphasis as markup, a reference as a link to that section. */
function spansHtml(spans: readonly Span[]): string {
  return spans
    .map((sp) => {
      // Sanitised as any configured text, keeping the spaces at either end that join the spans.
      const [, before = '', middle = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(sp.text) ?? [];
      const t = `${before ? ' ' : ''}${text(middle)}${after ? ' ' : ''}`;
      const marked =
        sp.emphasis === 'strong'
          ? `<strong>${t}</strong>`
          : sp.emphasis === 'alert'
            ? `<strong class="c-error">${t}</strong>`
            : sp.emphasis === 'code'
              ? `<code>${t}</code>`
              : t;
      return sp.ref ? `<a href="#${escapeHtml(ANCHOR[sp.ref] ?? sp.ref)}">${marked}</a>` : marked;
    })
    .join('');
}

/**
 * The ReportDoc's headline section (report/doc.ts, the one every view draws):
 * faults as alerts, the ranking sentence as the lead, what changed against
 * the baseline, the counts with links to their detail, client stalls.
 */
function headlineHtml(sections: readonly Section[]): string {
  if (sections.length === 0) return '';
  let lead = false;
  const blocks = sections
    .flatMap((s) => s.blocks)
    .map((b) => {
      if (b.kind !== 'paragraph') return '';
      const only = b.spans.length === 1 ? b.spans[0] : undefined;
      if (only?.emphasis === 'alert') return `<p class="fault c-error" role="alert">${text(only.text)}</p>`;
      // The paragraph that is one strong sentence is the answer: drawn as the lead.
      if (only?.emphasis === 'strong' && !lead) {
        lead = true;
        return `<p class="lead" id="lead">${text(only.text)}</p>`;
      }
      const counts = b.spans.some((sp) => sp.ref === 'flagged');
      return `<p${counts ? ' class="counts" id="counts"' : ''}>${spansHtml(b.spans)}</p>`;
    });
  return `<section id="headline">\n${blocks.filter((x) => x !== '').join('\n')}\n</section>`;
}

/** One compact card per group: its three medians, and badges for what to distrust. */
function cardsHtml(results: Results): string {
  if (results.groups.length === 0) return '';
  const max = results.analysis.max_plausible_tps;
  const several = new Set(results.groups.map((g) => g.prompt)).size > 1;
  const cards = results.groups.map((g) => {
    const na = naPostFirstContent(g);
    const value = (s: Summary | null, fmt: (x: number) => string, unit: string, none: string, rate: boolean) =>
      s === null
        ? `<span class="na">${escapeHtml(none)}</span>`
        : `${fmt(s.p50)} <span class="unit">${unit}</span>${rate ? implausibleBadge(s, max) : ''}`;
    const badges = [
      g.buffered > 0 ? `<span class="badge ${FLAG_REASON.buffered.badge}">${g.buffered} buffered</span>` : '',
      g.errors > 0 ? `<span class="badge ${FLAG_REASON.error.badge}">${g.errors} failed</span>` : '',
      g.implausible > 0
        ? `<span class="badge ${FLAG_REASON.implausible.badge}">${g.implausible} ${FLAG_REASON.implausible.label}</span>`
        : '',
    ].join('');
    return (
      `<div class="card">` +
      `<div class="card-name">${text(g.provider)}${several ? ` · ${text(g.prompt)}` : ''}</div>` +
      `<div class="card-model" title="${text(g.model)}">${text(g.model)}</div>` +
      '<dl>' +
      `<dt>${FIGURES.ttft_ms.name}</dt><dd>${value(g.ttft_ms, formatMs, 'ms', na, false)}</dd>` +
      `<dt>streaming</dt><dd>${value(g.post_first_content_tps, formatTps, 'tok/s', na, true)}</dd>` +
      `<dt>end to end</dt><dd>${value(g.end_to_end_tps, formatTps, 'tok/s', naEndToEnd(g), true)}</dd>` +
      '</dl>' +
      (badges ? `<div class="badges">${badges}</div>` : '') +
      '</div>'
    );
  });
  return `<div class="cards" id="cards" aria-label="p50 per provider and prompt">${cards.join('')}</div>`;
}

/** The sections below the first screen, linked in the order they come. */
function tocHtml(entries: Array<[string, string]>): string {
  return `<nav id="toc" aria-label="Contents">${entries.map(([id, label]) => `<a href="#${id}">${escapeHtml(label)}</a>`).join('')}</nav>`;
}

/** A streamed and a buffered request side by side (drawn by the script), with why the report has two rates. */
function examplesHtml(data: ReportData): string {
  const ex = data.examples;
  if (!ex || (ex.streamed === null && ex.buffered === null)) return '';
  return (
    '<section id="examples">\n<h2>Why two rates</h2>\n' +
    '<p class="note">A streamed answer arrives as many small reads spread over its generation; a buffered one arrives ' +
    'in one burst at the end, where tokens / (end − first token) divides the answer by a few microseconds: so ' +
    'post-first-content throughput is reported for streamed responses only, and end-to-end throughput for every one.</p>' +
    `<div class="tl-examples" data-streamed="${ex.streamed ?? ''}" data-buffered="${ex.buffered ?? ''}"></div>\n</section>`
  );
}

function historyNote(data: ReportData, given: boolean): string {
  if (data.history.length > 1) return '';
  return given
    ? '<p class="note">The history holds no earlier run: trends appear from the second run on.</p>'
    : '<p class="note">No history was given: trends of the p50s appear when the report is rendered with earlier runs.</p>';
}

/** What the sample cap left out, when it did: said beside the timelines (the distributions cover every request). */
function sampledNote(data: ReportData): string {
  const sampled = data.sampled;
  if (sampled === undefined) return '';
  return (
    `\n<p class="note" id="timelines-sampled">This page holds the timelines of ${formatPlain(sampled.shown)} of ` +
    `${formatPlain(sampled.total)} requests: at most ${formatPlain(sampled.timelines_per_group)} per group ` +
    '(report.timelines_per_group), its flagged requests first, then a seeded sample. The distributions and every ' +
    'figure above cover all of them; traces.ndjson holds every timeline.</p>'
  );
}

/** The cross-location table as a section, only for results from more than one place. */
export function crossLocationHtml(results: Results): string {
  const t = crossLocationTable(results);
  if (t === null) return '';
  const head = t.headers.map((h, i) => `<th${i >= 3 ? ' class="num"' : ''}>${escapeHtml(h)}</th>`).join('');
  const rows = t.rows
    .map((r) => `<tr>${r.map((c, i) => `<td${i >= 3 ? ' class="num"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('\n');
  const sentences = t.sentences.map((x) => `<li>${escapeHtml(x)}</li>`).join('');
  // Starts with its own line break: without the section the page stays byte for byte what it was.
  return `
<section id="by-location">
<h2>${escapeHtml(CROSS_LOCATION_TITLE)}</h2>
<table><thead><tr>${head}</tr></thead><tbody>
${rows}
</tbody></table>
${sentences ? `<ul>${sentences}</ul>` : ''}
<p class="note">${escapeHtml(t.note)}</p>
</section>`;
}

export function renderHtmlReport(results: Results, traces: Trace[], ctx: HtmlContext = {}): string {
  const data = buildReportData(results, traces, ctx);
  const script = reportScript();
  // Only a request the page holds has a timeline to link to.
  const indexById = new Map<string, number>();
  results.requests.forEach((r, i) => {
    if (data.requests[i] !== null && !indexById.has(r.id)) indexById.set(r.id, i);
  });
  const title = text(ctx.title ?? 'streamgauge report');
  const csp = [
    "default-src 'none'",
    `script-src '${sha256(script)}'`,
    `style-src '${sha256(STYLE)}'`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const hasHistory = data.history.length > 1;
  const comparisons = streamingChangesSection(data.streaming_changes) + comparisonsSection(data.comparisons);
  const doc = buildReportDoc(results);
  // The tables name each group's place; the embedded data keeps the names the requests carry.
  const labelled = withLocationLabels(results);
  const timing = streamTimingSection(results);
  const load = loadSectionHtml(results);
  const workloads = workloadSectionHtml(results);
  const byLocation = crossLocationHtml(results);
  const toc: Array<[string, string]> = [
    ...(data.examples && (data.examples.streamed !== null || data.examples.buffered !== null)
      ? ([['examples', 'Why two rates']] as Array<[string, string]>)
      : []),
    ['overview', 'Groups'],
    ...(byLocation ? ([['by-location', CROSS_LOCATION_TITLE]] as Array<[string, string]>) : []),
    ['rankings', 'Rankings'],
    ...(timing ? ([['stream-timing', 'Stream timing']] as Array<[string, string]>) : []),
    ...sectionIds(load),
    ...(workloads ? ([['workloads', 'Workloads']] as Array<[string, string]>) : []),
    ['distributions', 'Distributions'],
    ['trends', comparisons ? 'Trends and regressions' : 'Trends'],
    ['flagged', 'Flagged'],
    ['timelines', 'Timelines'],
    ['thresholds', 'Thresholds'],
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="streamgauge">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p class="prov">${provenance(results)}</p>
<noscript><p class="note">The charts need JavaScript; the tables and the flagged list below do not.</p></noscript>
${headlineHtml(doc.sections.filter((s) => HEADLINE_SECTIONS.includes(s.id)))}
${cardsHtml(labelled)}
${tocHtml(toc)}
</header>
<main>
${examplesHtml(data)}
<section id="overview">
<h2>Groups</h2>
<p class="note">Per provider and prompt, in the order of the run (not a ranking): the median of each figure with the
number of requests it is taken over. Post-first-content throughput exists only for responses that streamed.</p>
${overviewTable(labelled)}
${hiddenReasoningNote(results)}
</section>${byLocation}
<section id="rankings">
<h2>Rankings</h2>
<p class="note">Each figure ranked on its own, best first, by p50. The place reads “1–2” where the data cannot order
the groups: a group is placed behind another only when their 95% intervals of the median do not overlap. Groups with
fewer than three values, or with a rate above <code>max_plausible_tps</code>, take no place.</p>
${rankingsSection(labelled)}
</section>
${timing}
${load}${workloads}
<section id="distributions">
<h2>Distributions</h2>
<p class="note">Every measured request is one mark. Box: middle half; thick line: median; whiskers: min to max.
<span class="key k-streamed">● streamed</span> <span class="key k-buffered">◇ buffered</span>
<span class="key k-implausible">○ implausible rate</span>. Buffered responses have no TTFT and no post-first-content
rate, so they are counted beside those charts and never drawn into them; failed requests are counted, never drawn.
Click a mark for its timeline.</p>
${METRIC_KEYS.map((k) => `<figure class="dist" id="dist-${k}" data-metric="${k}"><figcaption>${METRIC[k].title}</figcaption><div class="dist-body"></div></figure>`).join('\n')}
</section>
<section id="trends">
<h2>Trends</h2>
${comparisons}
${historyNote(data, ctx.history !== undefined)}
${hasHistory ? '<p class="note">p50 per run, oldest on the left; the larger mark is this run. Gaps: no figure in that run (e.g. every response buffered).</p><div class="trend-body"></div>' : ''}
</section>
<section id="flagged">
<h2>Flagged</h2>
${flaggedSection(results, indexById, data.sampled !== undefined)}
</section>
<section id="timelines">
<h2>Timelines</h2>
<p class="note">One row per request, time from dispatch (left) to end. <span class="key k-wait">▬ waiting</span>
<span class="key k-headers">▼ headers</span> <span class="key k-byte">■ first byte</span>
<span class="key k-first">◆ first content</span> <span class="key k-read">▮ a read with content (height: characters)</span>
<span class="key k-reasoning">▮ reasoning</span> <span class="key k-other">ı a read without content</span>
<span class="key k-end">┃ end</span> <span class="key k-error">✕ failed</span>
<span class="key k-coarse">▨ coarse: TTFT may be late by up to this read interval</span>. A buffered burst is one tall bar
at the end; a real stream is many small bars spread out. Each group shows its flagged requests (up to ${TIMELINE_FLAGGED}) and ${TIMELINE_SAMPLE} others; “show all” lists the rest.</p>${sampledNote(data)}
<label class="scale"><input type="checkbox" id="tl-shared" checked> one time scale for every row</label>
<div class="tl-body"></div>
</section>
<section id="thresholds">
<h2>Thresholds</h2>
${blocksHtml(thresholdsSection(results).blocks)}
</section>
</main>
<script type="application/json" id="sg-data">${embedJson(embeddedReportData(data))}</script>
<script>${script}</script>
</body>
</html>
`;
}

/** The top-level sections of a rendered part, [id, heading], for the table of contents. */
function sectionIds(html: string): Array<[string, string]> {
  return [...html.matchAll(/<section id="([^"]+)">\s*<h2>([^<]*)<\/h2>/g)].map(
    (m) => [m[1] as string, m[2] as string] as [string, string],
  );
}

function sha256(s: string): string {
  return `sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}`;
}

// ---------------------------------------------------------------------------
// The style, inlined; its colours are labels.ts's PAGE_COLOUR, which the
// script (browser/report.ts, inlined by script.ts) draws with too.

/** A verdict's badge colours, in a row of its class and on its own. */
function verdictStyle(v: Pick<VerdictLabel, 'className' | 'page'>): string {
  return `.${v.className} .verdict,.verdict.${v.className}{background:${v.page.background};color:${v.page.color}}`;
}

const STYLE = `
:root{--fg:${C.fg};--muted:${C.muted};--line:#d7dbe0;--bg:${C.white};--panel:${C.panel};--streamed:${C.streamed};--buffered:${C.buffered};
--error:${C.error};--reasoning:${C.reasoning};--ok:${C.ok}}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
header,main{max-width:1200px;margin:0 auto;padding:0 20px}
header{padding-top:18px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
h3{font-size:15px;margin:18px 0 6px}
code{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--panel);padding:0 3px;border-radius:3px}
.prov{color:var(--muted);font-size:12px;margin:0 0 6px;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:13px;max-width:960px}
table{border-collapse:collapse;font-size:13px;margin:6px 0 12px}
.curves{display:flex;flex-wrap:wrap;gap:12px}.curves svg{max-width:460px;height:auto}
th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}
th{background:var(--panel);font-weight:600}
td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td{overflow-wrap:anywhere}
.n,.ci{color:var(--muted);font-size:11px}.na{color:var(--muted)}.few{color:var(--buffered);font-size:11px;display:block}
ul.changes{padding-left:18px;font-size:13px}ul.changes li.alert{color:#991b1b}
.c-streamed{color:var(--streamed)}.c-buffered{color:var(--buffered);font-weight:600}.c-error{color:var(--error);font-weight:600}
.key{white-space:nowrap;margin-right:6px}.k-streamed,.k-read{color:var(--streamed)}.k-buffered{color:var(--buffered)}
.k-implausible,.k-error{color:var(--error)}.k-reasoning{color:var(--reasoning)}.k-headers{color:${C.headers}}.k-byte{color:${C.byte}}
.k-first{color:var(--ok)}.k-wait{color:#c7ccd3}.k-other{color:${C.other}}
figure.dist{margin:14px 0 18px;padding:8px 10px;background:var(--panel);border-radius:6px}
figcaption{font-weight:600;margin-bottom:4px}
.dist-row,.dist-axis{display:grid;grid-template-columns:minmax(140px,220px) 1fr minmax(150px,210px);gap:10px;align-items:center}
.dist-row{border-top:1px solid var(--line);padding:2px 0}
.dist-label{font-size:12px;overflow-wrap:anywhere}.dist-label .model{color:var(--muted);display:block;font-size:11px}
.dist-stats{font-size:12px;font-variant-numeric:tabular-nums}
.chip{display:inline-block;border-radius:9px;padding:0 7px;font-size:11px;margin:1px 2px 1px 0;border:1px solid}
.chip.buffered{color:var(--buffered);border-color:var(--buffered)}.chip.failed{color:var(--error);border-color:var(--error)}
.chip.over{color:var(--error);border-color:var(--error)}
svg{display:block;width:100%;height:auto;overflow:visible}
svg text{font:10px system-ui,sans-serif;fill:${C.muted}}
svg a{cursor:pointer}
.trend-row{display:grid;grid-template-columns:minmax(140px,220px) repeat(3,1fr);gap:12px;align-items:start;border-top:1px solid var(--line);padding:6px 0}
.trend-head{font-weight:600;font-size:12px;border-top:0}
.trend-cell{min-width:0}.trend-row>.note{grid-column:2/-1;margin:0}
.verdict{display:inline-block;border-radius:3px;padding:0 6px;font-size:12px;font-weight:600}
${verdictStyle(VERDICT.slower)}${verdictStyle(VERDICT.faster)}
${verdictStyle(VERDICT.no_change)}${verdictStyle(VERDICT.insufficient_data)}
${verdictStyle(VERDICT_OTHER)}
ul.flagged{padding-left:18px;font-size:13px}ul.flagged li{margin:2px 0;overflow-wrap:anywhere}
ul.flagged .ids{font-size:12px;margin:1px 0 4px}ul.flagged .count{font-weight:600}ul.unranked{padding-left:18px;font-size:13px}
.lead{font-size:15px;font-weight:600;margin:8px 0}td.place{font-weight:600}
.badge{display:inline-block;border-radius:3px;padding:0 5px;font-size:11px;font-weight:600;color:#fff;background:#6b7280}
.b-streamed{background:var(--streamed)}.b-buffered{background:var(--buffered)}.b-error{background:var(--error)}.b-implausible{background:${C.implausible}}.b-token_mismatch{background:#4b5563}.b-client_stalled{background:${C.implausible}}.b-newconn{background:${C.byte}}
.scale{font-size:13px;display:inline-block;margin:4px 0 8px}
.b-coarse{background:${C.coarse}}.k-coarse{color:${C.coarse}}ul.meanings{font-size:13px;padding-left:18px;max-width:960px}
.tl-group{margin:10px 0 18px}
.tl-group h3{margin:10px 0 2px}
.tl-row,.tl-example{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;align-items:center;border-top:1px solid var(--line);padding:3px 4px;scroll-margin-top:40px}
.tl-row:target,.tl-row.hl{background:#fff7d6;outline:2px solid #f59e0b}
.tl-example{border-top:0;border-bottom:1px solid var(--line)}
.tl-label{font-size:12px;overflow-wrap:anywhere}.tl-label .sub{display:block;color:var(--muted);font-size:11px}
.tl-plot{min-height:30px}
.tl-axis{display:grid;grid-template-columns:minmax(160px,260px) 1fr;gap:10px;padding:0 4px}
button.more{margin:6px 0;font:inherit;font-size:12px;padding:3px 10px;border:1px solid var(--line);border-radius:4px;background:var(--panel);cursor:pointer}
.prov{margin-bottom:2px}#headline{margin:6px 0}#headline .lead{margin:4px 0}
.counts{font-size:14px;margin:4px 0}.counts a{text-decoration:none;border-bottom:1px dotted}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(182px,1fr));gap:6px;margin:6px 0}
.card{border:1px solid var(--line);border-radius:6px;padding:4px 7px;background:var(--bg);font-size:12px;min-width:0}
.card-name{font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.card-model{color:var(--muted);font-size:11px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.card dl{display:grid;grid-template-columns:auto 1fr;gap:0 6px;margin:2px 0 0}.card dt{color:var(--muted)}
.card dt{white-space:nowrap}.card dd .badge{display:table;margin:0 0 1px auto}
.card dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.card .unit{color:var(--muted);font-size:11px}
.card .badges{margin-top:2px}.card .badge{margin-right:3px}
#toc{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:13px;margin:8px 0 0;padding:6px 0;border-top:1px solid var(--line)}
td.model{white-space:nowrap;max-width:200px;overflow:hidden;text-overflow:ellipsis;overflow-wrap:normal}
td.model .model{white-space:nowrap}
table.overview td:not(.num){overflow-wrap:normal}
td.num.fig{white-space:normal}td.fig .ci,td.fig .n{white-space:nowrap}
@media (max-width:720px){.dist-row,.dist-axis,.tl-row,.tl-axis,.trend-row{grid-template-columns:1fr}}
`;
