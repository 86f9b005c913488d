import type { StageResult } from '../analyze/types.ts';
import type { GroupResult, Interval, Results } from '../analyze/types.ts';
import { artifactName } from '../artifacts/names.ts';
import { servedSet } from '../analyze/served.ts';
import {
  comparedFigureDefs,
  type FigureCiKey,
  type FigureCountKey,
  type FigureDef,
  FIGURES,
  perStageFigureDefs,
  type TrendedFigureKey,
} from '../analyze/figures.ts';
import {
  DASHBOARD_DATA_SCHEMA,
  type DashboardData,
  type DashboardGroup,
  type DashboardMetricInfo,
  type DashboardRun,
  type DashboardStageLine,
  type PointState,
  type StageMark,
} from './page-data.ts';

export * from './page-data.ts';

// The dashboard's data: one benchmark's history (its entries, oldest first)
// turned into what the page draws. Pure: entries in, plain JSON out.
//
// The figures are FIGURES' `trended` ones: each names the group fields it
// reads, so a figure added there is on the page, and a figure no group
// carries yet is left out of it.

export interface DashboardMetric extends DashboardMetricInfo {
  key: TrendedFigureKey;
  /** The group field holding the p50's interval, or null when groups carry none. */
  ci: FigureCiKey | null;
  /** The group field holding the sample count, or null for the streamed count. */
  n: FigureCountKey | null;
}

/** Every figure the dashboard trends, in display order: those FIGURES (analyze/figures.ts) marks `trended`. */
export function dashboardMetrics(figures: Figures = FIGURES): DashboardMetric[] {
  return Object.values(figures)
    .filter((f) => f.trended)
    .map((f) => ({
      key: f.key as TrendedFigureKey,
      label: f.share ? f.name : `${f.name} p50`,
      unit: f.unit,
      better: f.better,
      ci: f.ci,
      n: f.n,
    }));
}

export const DASHBOARD_METRICS: readonly DashboardMetric[] = dashboardMetrics();

type Figures = Readonly<Record<string, FigureDef>>;

/**
 * A load run's figures (design.md "Load"), after the group figures. The
 * saturation figures are one value per run and pair, read from
 * `results.saturation`; the per-stage figures one value per run, pair and
 * stage, read from `results.stages` and drawn one line per stage label. A
 * history without load runs has none of them, and its page is as before.
 */
export interface DashboardLoadMetric extends DashboardMetricInfo {
  kind: 'saturation' | 'stage';
  /** The figure of a saturation entry, or of a stage; null where not measurable. */
  value: (x: Record<string, unknown>) => number | null;
}

const p50Of = (field: string) => (x: Record<string, unknown>) => finite((x[field] as { p50?: unknown } | null)?.p50);

/** The load figures: the saturation's, the stages' throughput, FIGURES' `perStage.trended` figures, the good share. */
export function dashboardLoadMetrics(figures: Figures = FIGURES): DashboardLoadMetric[] {
  const perStage = perStageFigureDefs(figures)
    .filter((f) => f.perStage.trended)
    .map((f): DashboardLoadMetric => ({
      key: `stages.${f.perStage.field}`,
      label: `${f.name} p50 per stage`,
      unit: f.unit,
      better: f.better,
      kind: 'stage',
      value: p50Of(f.perStage.field),
    }));
  return [...LOAD_METRICS.slice(0, 4), ...perStage, ...LOAD_METRICS.slice(4)];
}

const LOAD_METRICS: readonly DashboardLoadMetric[] = [
  {
    key: 'saturation.max_output_token_throughput',
    label: 'saturation output-token throughput',
    unit: 'tok/s',
    better: 'higher',
    kind: 'saturation',
    value: (x) => finite(x.max_output_token_throughput),
  },
  {
    key: 'saturation.max_request_throughput',
    label: 'saturation request throughput',
    unit: 'req/s',
    better: 'higher',
    kind: 'saturation',
    value: (x) => finite(x.max_request_throughput),
  },
  {
    key: 'stages.output_token_throughput',
    label: 'output-token throughput per stage',
    unit: 'tok/s',
    better: 'higher',
    kind: 'stage',
    value: (x) => finite(x.output_token_throughput),
  },
  {
    key: 'stages.request_throughput',
    label: 'request throughput per stage',
    unit: 'req/s',
    better: 'higher',
    kind: 'stage',
    value: (x) => finite(x.request_throughput),
  },
  {
    key: 'stages.goodput_fraction',
    label: 'good share per stage (SLO)',
    unit: '%',
    better: 'higher',
    kind: 'stage',
    // A percentage, not the 0..1 fraction: the axis reads "95", not "0.95". No point without an slo.
    value: (x) => {
      const f = finite((x.goodput as { fraction?: unknown } | null)?.fraction);
      return f === null ? null : f * 100;
    },
  },
];

export const DASHBOARD_LOAD_METRICS: readonly DashboardLoadMetric[] = dashboardLoadMetrics();

/**
 * A stage's marker: an offered load not reached first (its figures are of
 * another load than its label), then buffering (some response buffered) and
 * a client that could not keep the schedule.
 */
export function stageMark(
  s: Pick<StageResult, 'buffered' | 'generator_limited'> & Partial<Pick<StageResult, 'offered_not_reached'>>,
): StageMark {
  if (s.offered_not_reached) return 'short';
  const buffered = s.buffered > 0;
  return buffered && s.generator_limited ? 'both' : buffered ? 'buffered' : s.generator_limited ? 'limited' : 'ok';
}

/** The saturation point's state: that of the stage it was reached at, read as a group's would be. */
function saturationState(s: StageResult | undefined): PointState {
  if (!s) return 'ok';
  if (s.requests > 0 && s.errors >= s.requests) return 'failed';
  if (s.buffered > 0 && s.streamed === 0) return 'buffered';
  if (s.buffered > 0) return 'mixed';
  if (s.errors > 0) return 'failing';
  return 'ok';
}

export function pointState(g: GroupResult): PointState {
  if (g.n > 0 && g.errors >= g.n) return 'failed';
  if (g.streaming === 'not_observed') return 'buffered';
  if (g.streaming === 'mixed') return 'mixed';
  if (g.errors > 0) return 'failing';
  return 'ok';
}

export interface BenchmarkHistory {
  /** The benchmark's name: its `artifact-name`, the history folder it lives in. */
  name: string;
  /** Oldest first. */
  entries: Array<{ name: string; results: Results }>;
}

/** The server run links point at unless another is configured. */
export const DEFAULT_SERVER_URL = 'https://github.com';

/** `url`'s origin when it is an https: URL, else null. */
function httpsOrigin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The CI run page: `SERVER/OWNER/REPO/actions/runs/ID/attempts/N`, or null.
 * A history entry is a file anyone with push access to the data branch (or a
 * crafted artifact) can write, so its `server_url` is trusted only when it
 * is an https: URL of the configured server (`serverUrl`: GITHUB_SERVER_URL
 * in Actions), and the repository and ids must look like GitHub's: a
 * dashboard never links to a page the entry chose.
 */
export function runUrl(results: Results, serverUrl: string = DEFAULT_SERVER_URL): string | null {
  const ci = results.run.ci;
  if (!ci || !ci.repository || !ci.run_id) return null;
  const server = httpsOrigin(serverUrl);
  if (server === null || httpsOrigin(ci.server_url || DEFAULT_SERVER_URL) !== server) return null;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(ci.repository) || ci.repository.split('/').includes('..')) return null;
  const attempt = ci.run_attempt || 1;
  if (!/^\d+$/.test(String(ci.run_id)) || !/^\d+$/.test(String(attempt))) return null;
  return `${server}/${ci.repository}/actions/runs/${ci.run_id}/attempts/${attempt}`;
}

/** The artifact the Action uploaded for that run (see src/artifacts/names.ts); null outside CI. */
export function runArtifact(benchmark: string, results: Results): string | null {
  const run = results.run as Results['run'] & { merged?: unknown };
  if (!run.ci) return null;
  const attempt = run.ci.run_attempt || 1;
  return Array.isArray(run.merged)
    ? artifactName(benchmark, { kind: 'merged' }, attempt)
    : artifactName(benchmark, { kind: 'run', shard: run.shard ?? null }, attempt);
}

function finite(x: unknown): number | null {
  return typeof x === 'number' && Number.isFinite(x) ? x : null;
}

/**
 * Five significant digits: finer than any run-to-run difference a p50 of a
 * few dozen requests can show, and it keeps a year of runs' page small
 * (the JSON block is most of the page and is parsed before anything draws).
 */
function digits5(x: number | null): number | null {
  return x === null ? null : Number(x.toPrecision(5));
}

function figureOf(g: GroupResult, m: DashboardMetric): { p50: number | null; ci: Interval | null; n: number } {
  const rec = g as unknown as Record<string, unknown>;
  const s = rec[m.key] as { p50?: unknown } | number | null | undefined;
  const ci = (m.ci === null ? null : rec[m.ci]) as { low?: unknown; high?: unknown } | null | undefined;
  const low = finite(ci?.low);
  const high = finite(ci?.high);
  const n = m.n === null ? null : finite(rec[m.n]);
  return {
    // A share (check_pass_rate) is one number, not a Summary.
    p50: finite(typeof s === 'number' ? s : s?.p50),
    ci: low !== null && high !== null ? { low, high } : null,
    n: n ?? g.streamed,
  };
}

/** One night's point of each group figure, into the group's series; `saw` hears of each figure the group carries and whether it has a value. */
function groupPoints(
  dg: DashboardGroup,
  g: GroupResult,
  r: Results,
  runIndex: number,
  groupMetrics: ReturnType<typeof dashboardMetrics>,
  saw: (key: string, hasValue: boolean) => void,
): void {
  const state = pointState(g);
  for (const m of groupMetrics) {
    const f = figureOf(g, m);
    // A figure the results never carry (an older run's decode_tps) is no point; a withheld one is.
    const rec = g as unknown as Record<string, unknown>;
    if (!(m.key in rec)) continue;
    saw(m.key, f.p50 !== null);
    const verdict =
      (r.comparisons ?? []).find(
        (c) => c.provider === g.provider && c.prompt === g.prompt && c.location === g.location && c.metric === m.key,
      )?.verdict ?? null;
    (dg.series[m.key] ??= []).push([
      runIndex,
      digits5(f.p50),
      digits5(f.ci?.low ?? null),
      digits5(f.ci?.high ?? null),
      f.n,
      state,
      verdict,
    ]);
  }
}

/** The page's data for one benchmark. */
export function dashboardData(
  history: BenchmarkHistory,
  opts: { title?: string; serverUrl?: string; figures?: Figures } = {},
): DashboardData {
  const figures = opts.figures ?? FIGURES;
  const groupMetrics = dashboardMetrics(figures);
  const loadMetrics = dashboardLoadMetrics(figures);
  // The metrics every page shows even when no run had the figure (a panel then says why it is empty).
  // A share shows only where a run has it: answer checks are a config's choice.
  const always = new Set<string>(comparedFigureDefs(figures).flatMap((f) => (f.share ? [] : [f.key])));
  const runs: DashboardRun[] = [];
  const groups = new Map<string, DashboardGroup>();
  const seen = new Set<string>();
  const lastServed = new Map<DashboardGroup, string[]>();
  history.entries.forEach((e, runIndex) => {
    const r = e.results;
    runs.push({
      t: Date.parse(r.run.started_at),
      started_at: r.run.started_at,
      url: runUrl(r, opts.serverUrl),
      artifact: runArtifact(history.name, r),
      sha: r.run.ci?.sha || null,
      entry: e.name,
    });
    const groupOf = (provider: string, prompt: string, model: string | null, location?: string): DashboardGroup => {
      // Each place is its own series (design.md "Past one runner"); its name says which.
      const key = JSON.stringify(location === undefined ? [provider, prompt] : [provider, prompt, location]);
      let dg = groups.get(key);
      if (!dg) {
        dg = {
          provider: location === undefined ? provider : `${provider} @ ${location}`,
          prompt,
          model: model ?? '',
          ...(location !== undefined ? { location } : {}),
          series: {},
        };
        groups.set(key, dg);
      }
      if (model !== null) dg.model = model;
      return dg;
    };
    for (const g of r.groups) {
      const dg = groupOf(g.provider, g.prompt, g.model, g.location);
      servedChange(dg, g, runIndex, lastServed);
      groupPoints(dg, g, r, runIndex, groupMetrics, (key, shown) => {
        if (shown || always.has(key)) seen.add(key);
      });
    }
    loadFigures(r, runIndex, groupOf, seen, loadMetrics);
  });
  const metrics: DashboardMetricInfo[] = [
    ...groupMetrics
      .filter((m) => always.has(m.key) || seen.has(m.key))
      .map(({ key, label, unit, better }) => ({
        key,
        label,
        unit,
        better,
      })),
    ...loadMetrics
      .filter((m) => seen.has(m.key))
      .map(({ key, label, unit, better, kind }) => ({
        key,
        label,
        unit,
        better,
        kind,
      })),
  ];
  const shown = new Set(metrics.map((m) => m.key));
  for (const g of groups.values()) {
    for (const k of Object.keys(g.series)) if (!shown.has(k)) delete g.series[k];
    if (g.stages) for (const k of Object.keys(g.stages)) if (!shown.has(k)) delete g.stages[k];
  }
  return {
    schema: DASHBOARD_DATA_SCHEMA,
    benchmark: history.name,
    title: opts.title ?? `streamgauge: ${history.name}`,
    runs,
    metrics,
    groups: [...groups.values()],
  };
}

/** Marks the run when the group's served models differ from the last run that named any (a night without them changes nothing). */
function servedChange(dg: DashboardGroup, g: GroupResult, runIndex: number, last: Map<DashboardGroup, string[]>): void {
  const now = servedSet(g.served_models);
  if (now.length === 0) return;
  const before = last.get(dg);
  last.set(dg, now);
  if (before !== undefined && before.join('\n') !== now.join('\n'))
    (dg.served_changes ??= []).push([runIndex, before, now]);
}

/** A load run's saturation and per-stage points, added to the groups; a run without load data adds none. */
function loadFigures(
  r: Results,
  runIndex: number,
  groupOf: (provider: string, prompt: string, model: string | null, location?: string) => DashboardGroup,
  seen: Set<string>,
  loadMetrics: readonly DashboardLoadMetric[],
): void {
  const stages = r.stages ?? [];
  const modelOf = (provider: string, prompt: string) =>
    r.groups.find((g) => g.provider === provider && g.prompt === prompt)?.model ?? null;
  const saturations = r.saturation ?? [];
  for (const sat of saturations) {
    const dg = groupOf(sat.provider, sat.prompt, modelOf(sat.provider, sat.prompt), sat.location);
    const at = stages.find((s) => s.provider === sat.provider && s.prompt === sat.prompt && s.stage === sat.at_stage);
    const state = saturationState(at);
    for (const m of loadMetrics) {
      if (m.kind !== 'saturation') continue;
      const v = m.value(sat as unknown as Record<string, unknown>);
      if (v !== null) seen.add(m.key);
      const field = m.key.slice('saturation.'.length);
      const verdict =
        (r.saturation_comparisons ?? []).find(
          (c) => c.provider === sat.provider && c.prompt === sat.prompt && c.metric === field,
        )?.verdict ?? null;
      (dg.series[m.key] ??= []).push([runIndex, digits5(v), null, null, at?.requests ?? 0, state, verdict]);
    }
  }
  for (const st of stages) {
    const dg = groupOf(st.provider, st.prompt, modelOf(st.provider, st.prompt), st.location);
    const sloStage = saturations.find((x) => x.provider === st.provider && x.prompt === st.prompt)?.slo_stage ?? null;
    const mark = stageMark(st);
    for (const m of loadMetrics) {
      if (m.kind !== 'stage') continue;
      // Without an slo a stage has no good share at all: no point, not a null one.
      if (m.key === 'stages.goodput_fraction' && !st.goodput) continue;
      const v = m.value(st as unknown as Record<string, unknown>);
      if (v !== null) seen.add(m.key);
      const lines = ((dg.stages ??= {})[m.key] ??= []);
      let line: DashboardStageLine | undefined = lines.find((l) => l.label === st.label);
      if (!line) {
        line = { label: st.label, points: [] };
        lines.push(line);
      }
      line.points.push([runIndex, digits5(v), st.requests, mark, sloStage !== null && sloStage === st.stage ? 1 : 0]);
    }
  }
}
