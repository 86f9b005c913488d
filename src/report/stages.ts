import type { OfferedNotReached, SaturationResult, StageResult } from '../analyze/types.ts';
import type { Slo } from '../config/schema.ts';
import type { Results, SaturationComparison, StageComparison, Summary } from '../analyze/types.ts';
import { type FigureDef, FIGURES, type PerStageDef, perStageFigureDefs, shownFigures } from '../analyze/figures.ts';
import { formatNumber, sanitizeText } from './format.ts';
import { comparedFigure } from './sentences.ts';

// The load stage tables, format-neutral: headers, rows of text and the
// sentences under each table. The terminal, summary.md (and so the PR
// comment) and report.html all render this one model, so they cannot drift.

type Figures = Readonly<Record<string, FigureDef>>;

/**
 * The stage table's columns: whether each holds a number (drawn
 * right-aligned), and whether it is a figure of streamed responses only
 * (withheld, "n/a (buffered)", in a stage that streamed none). The figure
 * columns are those FIGURES (analyze/figures.ts) marks `perStage`, by
 * their place, between the stage's own counts and goodput.
 */
interface StageColumn {
  header: string;
  numeric: boolean;
  streamedOnly?: boolean;
}

const FRONT_COLUMNS: readonly StageColumn[] = [
  { header: 'stage', numeric: false },
  { header: 'offered', numeric: false },
  { header: 'achieved', numeric: false },
  { header: 'req/s', numeric: true },
  { header: 'out tok/s', numeric: true },
];
const BACK_COLUMNS: readonly StageColumn[] = [
  { header: 'goodput', numeric: false },
  { header: 'notes', numeric: false },
];

function stageColumns(figures: Figures): StageColumn[] {
  return [
    ...FRONT_COLUMNS,
    ...perStageFigureDefs(figures).map((f) => ({
      header: f.perStage.header,
      numeric: true,
      streamedOnly: f.perStage.streamedOnly,
    })),
    ...BACK_COLUMNS,
  ];
}

/** The stage table's headers (without the server's): FIGURES' per-stage columns among the stage's own. */
export function stageHeaders(figures: Figures = FIGURES): string[] {
  return stageColumns(figures).map((c) => c.header);
}

export const STAGE_HEADERS: readonly string[] = stageHeaders();

/**
 * The server's view, beside the client's, in the same table: set in the
 * columns before `notes` when a stage of the pair has server figures
 * (metrics_url). Delivered tok/s counts failed requests' partial output too:
 * it is what the server's counter is set against.
 */
export const SERVER_STAGE_HEADERS = [
  'delivered tok/s',
  'server tok/s',
  'client/server',
  'running mean / max',
  'waiting mean / max',
  'KV max',
  'server TTFT / queue p50 ms',
] as const;

export interface StageTable {
  provider: string;
  prompt: string;
  /** STAGE_HEADERS, with SERVER_STAGE_HEADERS before `notes` when the pair has server figures. */
  headers: string[];
  /** Columns to align right (numbers). */
  numeric: boolean[];
  rows: string[][];
  /** Per cell, what it holds (doc-model's CellKind): a note worth a look, a figure withheld for buffering, a disagreement. */
  kinds: Array<Array<'value' | 'caution' | 'withheld'>>;
  /** The saturation line, then findings (buffering under load, generator-limited stages, short outputs). */
  lines: string[];
}

const NA = 'n/a';
const n = (x: number | null | undefined): string => (x === null || x === undefined ? NA : formatNumber(x));
const p50p99 = (s: Summary | null, none = NA): string => (s === null ? none : `${n(s.p50)} / ${n(s.p99)}`);

export function sloText(slo: Slo): string {
  const parts = [
    slo.ttft_ms !== undefined ? `TTFT <= ${n(slo.ttft_ms)} ms` : null,
    slo.tpot_ms !== undefined ? `TPOT <= ${n(slo.tpot_ms)} ms` : null,
    slo.e2e_ms !== undefined ? `E2E <= ${n(slo.e2e_ms)} ms` : null,
  ].filter((p): p is string => p !== null);
  return parts.join(', ');
}

const meanMax = (m: { mean: number; max: number } | null | undefined): string =>
  m === null || m === undefined ? NA : `${n(m.mean)} / ${n(m.max)}`;

/** The server columns of one stage (SERVER_STAGE_HEADERS); n/a where the server said nothing. */
function serverCells(s: StageResult): string[] {
  const v = s.server;
  const rec = v?.reconciliation;
  const ratio = rec?.ratio === null || rec?.ratio === undefined ? NA : n(rec.ratio);
  return [
    n(s.delivered_output_tps),
    n(v?.tokens_per_s),
    rec?.flagged ? `${ratio} (disagree)` : ratio,
    meanMax(v?.running),
    meanMax(v?.waiting),
    v?.kv_cache_usage_max === null || v?.kv_cache_usage_max === undefined
      ? NA
      : `${formatNumber(v.kv_cache_usage_max * 100)}%`,
    v === undefined || v === null || (v.ttft_ms === null && v.queue_ms === null)
      ? NA
      : `${n(v.ttft_ms?.p50)} / ${n(v.queue_ms?.p50)}`,
  ];
}

/** The kinds of a stage row's cells: `row`'s cells, with the server's before `notes` when `server`. */
function rowKinds(s: StageResult, server: boolean, figures: Figures): Array<'value' | 'caution' | 'withheld'> {
  const noStream = s.completed > 0 && s.streamed === 0;
  const columns = stageColumns(figures);
  const base: Array<'value' | 'caution' | 'withheld'> = columns.map(() => 'value');
  if (noStream)
    columns.forEach((c, i) => {
      if (c.streamedOnly) base[i] = 'withheld';
    });
  if (s.errors > 0 || (s.not_sent ?? 0) > 0 || s.buffered > 0 || s.generator_limited || s.offered_not_reached)
    base[base.length - 1] = 'caution';
  if (s.offered_not_reached) base[2] = 'caution';
  if (!server) return base;
  const at = base.length - 1;
  const serverKinds = SERVER_STAGE_HEADERS.map((_, i): 'value' | 'caution' =>
    i === 2 && s.server?.reconciliation.flagged ? 'caution' : 'value',
  );
  return [...base.slice(0, at), ...serverKinds, base[at]!];
}

/** "c=3.91, max 4": the mean in flight and the most at once; what n/a means where nothing was timed. */
function inFlight(s: StageResult): string {
  const reached = s.reached_concurrency;
  if (reached) return `c=${n(reached.mean)}, max ${reached.max}`;
  // Results written before reached_concurrency: the mean alone.
  return s.achieved_concurrency === null ? 'c=n/a (no request timed)' : `c=${n(s.achieved_concurrency)}`;
}

/** The note a stage that fell short of its load gets: "offered c=16 not reached". */
function notReachedNote(f: OfferedNotReached): string {
  return f.by === 'concurrency'
    ? `offered c=${f.offered} not reached`
    : `offered ${n(f.offered)} req/s not reached (${n(f.reached)} req/s)`;
}

/** A stage's cell of a per-stage figure: its p50 (and p99), or what its absence means. */
const stageSummary = (s: StageResult, spec: PerStageDef): Summary | null =>
  (s as unknown as Record<string, Summary | null | undefined>)[spec.field] ?? null;

function figureCell(s: StageResult, spec: PerStageDef, noStream: string): string {
  const summary = stageSummary(s, spec);
  const none = spec.streamedOnly ? noStream : NA;
  const cell =
    spec.cell === 'p50'
      ? summary === null
        ? none
        : n(summary.p50)
      : spec.cell === 'p50 / p10'
        ? summary === null
          ? none
          : `${n(summary.p50)} / ${n((summary as Summary & { p10?: number }).p10)}`
        : p50p99(summary, none);
  return summary === null ? cell : cell + clientError(spec.field, summary.p50, s.client_error_ms);
}

/** Figures a late stamp moves by its whole size: the interval between reads. */
const STAMPED_GAPS: ReadonlySet<string> = new Set(['tpot_ms', 'itl_ms']);
/** A figure within this many times the client's stamp error bound is marked as within it. */
export const CLIENT_ERROR_FACTOR = 3;

/** " ±5" beside TPOT and ITL (the stage's client_error_ms), and ": within the client's error" when p50 is within 3x it. */
function clientError(field: string, p50: number, errorMs: number | null | undefined): string {
  if (!STAMPED_GAPS.has(field) || errorMs == null) return '';
  return ` ±${n(errorMs)}${p50 <= CLIENT_ERROR_FACTOR * errorMs ? " (within the client's error)" : ''}`;
}

function row(s: StageResult, figures: Figures): string[] {
  const noStream = s.completed > 0 && s.streamed === 0 ? 'n/a (buffered)' : NA;
  // An open loop that fell behind: the rate its dispatches went out at, not the schedule's.
  const behind = s.offered_not_reached?.by === 'rate' ? s.offered_not_reached.reached : null;
  const achieved =
    s.offered.concurrency !== null ? inFlight(s) : `${n(behind ?? s.achieved_rate)} req/s, ${inFlight(s)}`;
  // Smooth goodput (fast and fluid) beside it, where fluidity targets were set.
  const smooth = s.smooth_goodput == null ? '' : `; smooth ${n(s.smooth_goodput)} req/s`;
  const goodput =
    (s.goodput === null
      ? 'no slo'
      : `${s.goodput.good}/${s.requests} (${formatNumber(s.goodput.fraction * 100)}%), ${n(s.goodput.rps)} req/s`) +
    smooth;
  const notes = [
    s.errors > 0 ? `${s.errors} failed` : null,
    (s.not_sent ?? 0) > 0 ? `${s.not_sent} not sent` : null,
    s.offered_not_reached ? notReachedNote(s.offered_not_reached) : null,
    (s.retries ?? 0) > 0 ? `${s.retries} retried (stale connection)` : null,
    s.buffered > 0 ? `${s.buffered} buffered` : null,
    s.short_outputs > 0 ? `${s.short_outputs} short` : null,
    s.generator_limited ? `generator-limited (client lag p99 ${n(s.client_lag_ms?.p99)} ms)` : null,
    s.shards
      ? `${s.shards.count} shards, ${n(s.shards.overlap_s)} s overlap${s.shards.summed ? '' : ': not summed'}` +
        // Older merged results have no alignment: the note is then what it was.
        (s.shards.alignment_ms ? `, starts ${n(s.shards.alignment_ms.start_spread)} ms apart` : '')
      : null,
  ].filter((x): x is string => x !== null);
  return [
    String(s.stage),
    sanitizeText(s.label),
    achieved,
    n(s.request_throughput),
    n(s.output_token_throughput),
    ...perStageFigureDefs(figures).map((f) => figureCell(s, f.perStage, noStream)),
    goodput,
    notes.join(', '),
  ];
}

/** A compared figure in a stage's comparison line ("TTFT"), from its entry; an unknown metric by its own name. */
function stageWords(metric: string, figures: Figures): string {
  return sanitizeText(comparedFigure(metric, figures)?.compared.stage ?? metric);
}

function lines(
  stages: StageResult[],
  sat: SaturationResult | undefined,
  slo: Slo | null,
  against: SaturationComparison | undefined,
  minEffectPct: number | null,
  byStage: StageComparison[] | undefined,
  figures: Figures,
): string[] {
  const out: string[] = [];
  const label = (i: number | null) => {
    const s = stages.find((x) => x.stage === i);
    return s ? `stage ${s.stage} (${sanitizeText(s.label)})` : NA;
  };
  out.push(...serverLines(stages, label));
  if (sat) {
    let line = saturationLine(stages, sat, label);
    if (slo !== null) {
      const fraction = formatNumber((slo.fraction ?? 0.95) * 100);
      line +=
        sat.slo_stage === null
          ? ` No stage met the SLO (${sloText(slo)} for ${fraction}% of requests).`
          : ` Within the SLO (${sloText(slo)} for ${fraction}% of requests) up to ${label(sat.slo_stage)}.`;
    }
    out.push(line);
    if (against) {
      const verdict = against.verdict.replace('_', ' ');
      out.push(
        against.baseline === null || against.current === null
          ? `Against the baseline: saturation not comparable${against.reason ? ` (${against.reason})` : ' (no baseline run has it)'}.`
          : `Against the baseline (${against.baseline_runs} run(s), median): saturation ${n(against.baseline)} -> ${n(against.current)} output tok/s (${against.delta_pct! > 0 ? '+' : ''}${formatNumber(against.delta_pct!)}%): ${verdict.toUpperCase()}` +
              `${minEffectPct !== null ? ` (a change of at least ${formatNumber(minEffectPct)}% counts; one figure a run, so no interval)` : ''}.`,
      );
    }
    if (byStage !== undefined) {
      const changed = byStage.filter((c) => c.verdict === 'slower' || c.verdict === 'faster');
      const pct = (x: number | null) => (x === null ? NA : `${x > 0 ? '+' : ''}${formatNumber(x)}%`);
      out.push(
        changed.length === 0
          ? `By stage against the baseline: no stage figure changed (${byStage.filter((c) => c.verdict === 'insufficient_data').length} of ${byStage.length} without enough data).`
          : `By stage against the baseline: ${changed
              .map(
                (c) =>
                  `${label(c.stage)} ${stageWords(c.metric, figures)} ${pct(c.delta_pct)} [${pct(c.ci_low_pct)}, ${pct(c.ci_high_pct)}]: ${c.verdict.toUpperCase()}`,
              )
              .join('; ')}.`,
      );
    }
    if (sat.buffering_from_stage !== null) {
      const s = stages.find((x) => x.stage === sat.buffering_from_stage);
      out.push(
        `Buffering under load: from ${label(sat.buffering_from_stage)} the endpoint returned buffered responses (${s?.buffered ?? 0} of ${s?.requests ?? 0}) where lighter stages streamed. They count in throughput, E2E and goodput, never in TTFT, TPOT or ITL.`,
      );
    }
    if (sat.generator_limited_stages.length > 0)
      out.push(
        `Generator-limited: ${sat.generator_limited_stages.map((i) => label(i)).join(', ')}: the client could not keep the schedule (client dispatch lag p99 over 10 ms), so those figures describe the client as much as the server.`,
      );
  }
  out.push(...notReachedLines(stages, label));
  for (const s of stages) {
    const notSent = s.not_sent ?? 0;
    if (s.stopped_early_s != null)
      out.push(
        `Stopped early: ${label(s.stage)} stopped sending ${n(s.stopped_early_s)} s before its end, the endpoint unreachable; ` +
          (s.offered.concurrency === null
            ? `${notSent} not sent (the arrivals scheduled for the rest of its window).`
            : `${notSent} not sent (the request each stream had due; what they would have sent after is not known).`),
      );
    else if (notSent > 0)
      out.push(`Not sent: ${label(s.stage)}: ${notSent} of its ${s.requests} requests, the endpoint unreachable.`);
  }
  for (const s of stages)
    if (s.shards && !s.shards.summed)
      out.push(
        `Shards: ${label(s.stage)} ran on ${s.shards.count} shards whose stage windows did not overlap enough (${n(s.shards.overlap_s)} s, ${formatNumber(s.shards.overlap_share * 100)}% of a window; at least 50% is needed), so its throughput is not summed; run the shards at the same time: a matrix with one \`--start-at\` (the input \`start-at\`, see docs/sharding.md).`,
      );
  const short = stages.reduce((a, s) => a + s.short_outputs, 0);
  if (short > 0)
    out.push(
      `Short outputs: ${short} responses below 90% of their synthetic output target; the server stopped early (docs/load.md says how to get exact output lengths).`,
    );
  return out;
}

/** The load a stage offered, as a number to compare stages by (concurrency or rate); null for a replay. */
const offeredLevel = (s: StageResult): number | null => s.offered.concurrency ?? s.offered.rate;

/**
 * "Saturation: 1,648 output tok/s at stage 1 (c=4); at most 12.1 req/s", of
 * the stages that reached their offered load with a request that succeeded;
 * it says which were left out, and when the best stage is the heaviest load
 * reached (throughput may still rise past it).
 */
function saturationLine(stages: StageResult[], sat: SaturationResult, label: (i: number | null) => string): string {
  const out = new Set(sat.not_reached_stages ?? []);
  // Stages left out are named in their own sentences (notReachedLines), never in this one.
  if (sat.at_stage === null)
    return stages.some((s) => s.completed > 0)
      ? 'Saturation: not named: no stage both reached its offered load and completed a request.'
      : 'Saturation: no stage completed a request.';
  const counted = stages.filter((s) => s.completed > 0 && !out.has(s.stage));
  const at = stages.find((s) => s.stage === sat.at_stage);
  const levels = counted.map(offeredLevel);
  const sameKind = counted.every((s) => (s.offered.concurrency === null) === (at?.offered.concurrency === null));
  const heaviest =
    at !== undefined &&
    counted.length > 1 &&
    sameKind &&
    levels.every((v) => v !== null && v <= (offeredLevel(at) ?? -Infinity));
  return (
    `Saturation: ${n(sat.max_output_token_throughput)} output tok/s at ${label(sat.at_stage)}; at most ${n(sat.max_request_throughput)} req/s` +
    (heaviest
      ? '; the heaviest load reached, so the endpoint may take more.'
      : counted.length === 1 && out.size > 0
        ? '; the only stage that reached its offered load, so the endpoint may take more.'
        : '.')
  );
}

/** One sentence per stage that did not reach its offered load: both numbers, why it matters, and the fix. */
function notReachedLines(stages: StageResult[], label: (i: number | null) => string): string[] {
  return stages.flatMap((s) => {
    const f = s.offered_not_reached;
    if (!f) return [];
    if (f.by === 'rate')
      return [
        `Offered load not reached: ${label(s.stage)} dispatched ${n(f.reached)} req/s against the ${n(f.offered)} req/s its schedule asked for ` +
          '(arrivals held by max_concurrency, or a client that fell behind), so its figures describe a lighter load than its label and it is never the saturation point.',
      ];
    const few = s.offered.concurrency !== null && s.requests + s.warmups < f.offered;
    return [
      `Offered load not reached: ${label(s.stage)} had ${n(f.reached)} in flight on average and at most ${f.reached_max ?? NA}, of ${f.offered} offered, ` +
        'so its figures describe a lighter load than its label and it is never the saturation point. ' +
        (few
          ? `It had ${s.requests + s.warmups} requests for ${f.offered} streams: give the stage several times as many requests as streams, or a duration_s.`
          : 'Give it more requests (several times its concurrency) or a longer duration_s, so its streams spend the stage busy rather than starting or draining.'),
    ];
  });
}

/** What the server's view adds under a table: where client and server disagree and why, and where TTFT went. */
function serverLines(stages: StageResult[], label: (i: number | null) => string): string[] {
  const withServer = stages.filter((s) => s.server);
  if (withServer.length === 0) return [];
  const out: string[] = [];
  const flagged = withServer.filter((s) => s.server!.reconciliation.flagged);
  for (const s of flagged)
    out.push(
      `Client and server disagree at ${label(s.stage)}: ${n(s.delivered_output_tps)} tok/s delivered against ${n(s.server!.tokens_per_s)} counted by the server (ratio ${n(s.server!.reconciliation.ratio)}; ${s.server!.reconciliation.reason}): ${s.server!.reconciliation.detail}.`,
    );
  const compared = withServer.filter((s) => s.server!.reconciliation.ratio !== null);
  if (flagged.length === 0 && compared.length > 0)
    out.push(
      `Client and server agree within 5% at ${compared.length === stages.length ? 'every stage' : compared.map((s) => label(s.stage)).join(', ')}: the tokens that arrived are the tokens the server counted.`,
    );
  for (const s of withServer) {
    const split = s.server!.ttft_split_ms;
    if (split === null || split.queue === null || (split.queue ?? 0) < 1) continue;
    out.push(
      `TTFT at ${label(s.stage)}, mean: ${n(split.queue)} ms queued + ${n(split.prefill)} ms prefill and first step at the server + ${n(split.network)} ms network and client (the server's histogram means beside the client's).`,
    );
  }
  const failed = withServer.reduce((a, s) => a + s.server!.failed_scrapes, 0);
  if (failed > 0)
    out.push(`Server metrics: ${failed} scrape(s) inside the stage windows failed (see server_metrics.ndjson).`);
  return out;
}

/** One table per provider x prompt of a load run; empty for other runs. */
export function stageTables(results: Results, all: Figures = FIGURES): StageTable[] {
  const stages = results.stages ?? [];
  // Fluidity only with its targets (stages then carry it).
  const figures = shownFigures(
    all,
    (f) => f.perStage !== false && stages.some((s) => stageSummary(s, f.perStage as PerStageDef)),
  );
  const out: StageTable[] = [];
  for (const sat of results.saturation ?? []) {
    // Runs from several places: each place's stages are a table of their own, named by it.
    const own = stages.filter(
      (s) => s.provider === sat.provider && s.prompt === sat.prompt && s.location === sat.location,
    );
    const server = own.some((s) => s.server);
    const columns = stageColumns(figures);
    const base = columns.map((c) => c.header);
    const numeric: boolean[] = columns.map((c) => c.numeric);
    const at = base.length - 1; // before `notes`
    const headers = server ? [...base.slice(0, at), ...SERVER_STAGE_HEADERS, base[at]!] : base;
    out.push({
      provider: sat.location === undefined ? sat.provider : `${sat.provider} @ ${sat.location}`,
      prompt: sat.prompt,
      headers,
      numeric: server ? [...numeric.slice(0, at), ...SERVER_STAGE_HEADERS.map(() => true), false] : numeric,
      rows: own.map((s) => {
        const r = row(s, figures);
        return server ? [...r.slice(0, at), ...serverCells(s), r[at]!] : r;
      }),
      kinds: own.map((s) => rowKinds(s, server, figures)),
      lines: lines(
        own,
        sat,
        results.slo ?? null,
        results.saturation_comparisons?.find((c) => c.provider === sat.provider && c.prompt === sat.prompt),
        results.baseline?.min_effect_pct ?? null,
        results.stage_comparisons?.filter((c) => c.provider === sat.provider && c.prompt === sat.prompt),
        figures,
      ),
    });
  }
  return out;
}

/** The note under every stage report: what the figures are and what buffering does to them. */
export const STAGE_NOTE =
  'Throughput is over each stage window (first measured dispatch to last end); achieved concurrency is the mean in flight (time-weighted) and the most at once. ' +
  'A stage that never reached its offered load is flagged and never named the saturation point. ' +
  'TTFT, TPOT and ITL are over streamed responses only: a buffered response counts in throughput, E2E and goodput but never in those three.';
