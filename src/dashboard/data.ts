import type { GroupResult, Interval, Results } from '../analyze/types.ts';
import { artifactName } from '../action/naming.ts';
import {
  DASHBOARD_DATA_SCHEMA,
  type DashboardData,
  type DashboardGroup,
  type DashboardMetricInfo,
  type DashboardRun,
  type PointState,
} from './page-data.ts';

export * from './page-data.ts';

// The dashboard's data: one benchmark's history (its entries, oldest first)
// turned into what the page draws. Pure: entries in, plain JSON out.
//
// The figures are a table, not code: each entry names the group field it
// reads, so a figure added to results.json (decode_tps, tpot_ms) is one
// line here, and a figure no group carries yet is left out of the page.

export interface DashboardMetric extends DashboardMetricInfo {
  /** The group field holding the p50's interval, when the results carry one. */
  ci: string;
  /** The group field holding the sample count; the streamed count when absent. */
  n: string;
}

/** Every figure the dashboard trends, in display order. */
export const DASHBOARD_METRICS: readonly DashboardMetric[] = [
  { key: 'ttft_ms', label: 'TTFT p50', unit: 'ms', better: 'lower', ci: 'ttft_ms_ci', n: 'n_ttft' },
  {
    key: 'post_first_content_tps',
    label: 'post-first-content p50',
    unit: 'tok/s',
    better: 'higher',
    ci: 'post_first_content_tps_ci',
    n: 'n_post_first_content',
  },
  {
    key: 'end_to_end_tps',
    label: 'end-to-end p50',
    unit: 'tok/s',
    better: 'higher',
    ci: 'end_to_end_tps_ci',
    n: 'n_end_to_end',
  },
  { key: 'decode_tps', label: 'decode rate p50', unit: 'tok/s', better: 'higher', ci: 'decode_tps_ci', n: 'n_decode' },
  { key: 'tpot_ms', label: 'TPOT p50', unit: 'ms', better: 'lower', ci: 'tpot_ms_ci', n: 'n_decode' },
];

/** The metrics every page shows even when no run had the figure (a panel then says why it is empty). */
const ALWAYS = new Set(['ttft_ms', 'post_first_content_tps', 'end_to_end_tps']);

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

/** The CI run page: `SERVER/OWNER/REPO/actions/runs/ID/attempts/N`. */
export function runUrl(results: Results): string | null {
  const ci = results.run.ci;
  if (!ci || !ci.repository || !ci.run_id) return null;
  const server = (ci.server_url || 'https://github.com').replace(/\/+$/, '');
  return `${server}/${ci.repository}/actions/runs/${encodeURIComponent(ci.run_id)}/attempts/${ci.run_attempt || 1}`;
}

/** The artifact the Action uploaded for that run (see src/action/naming.ts); null outside CI. */
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
  const s = rec[m.key] as { p50?: unknown } | null | undefined;
  const ci = rec[m.ci] as { low?: unknown; high?: unknown } | null | undefined;
  const low = finite(ci?.low);
  const high = finite(ci?.high);
  const n = finite(rec[m.n]);
  return {
    p50: finite(s?.p50),
    ci: low !== null && high !== null ? { low, high } : null,
    n: n ?? g.streamed,
  };
}

/** The page's data for one benchmark. */
export function dashboardData(history: BenchmarkHistory, opts: { title?: string } = {}): DashboardData {
  const runs: DashboardRun[] = [];
  const groups = new Map<string, DashboardGroup>();
  const seen = new Set<string>();
  history.entries.forEach((e, runIndex) => {
    const r = e.results;
    runs.push({
      t: Date.parse(r.run.started_at),
      started_at: r.run.started_at,
      url: runUrl(r),
      artifact: runArtifact(history.name, r),
      sha: r.run.ci?.sha || null,
      entry: e.name,
    });
    for (const g of r.groups) {
      const key = JSON.stringify([g.provider, g.prompt]);
      let dg = groups.get(key);
      if (!dg) {
        dg = { provider: g.provider, prompt: g.prompt, model: g.model, series: {} };
        groups.set(key, dg);
      }
      dg.model = g.model;
      const state = pointState(g);
      for (const m of DASHBOARD_METRICS) {
        const f = figureOf(g, m);
        // A figure the results never carry (an older run's decode_tps) is no point; a withheld one is.
        const rec = g as unknown as Record<string, unknown>;
        if (!(m.key in rec)) continue;
        if (f.p50 !== null || ALWAYS.has(m.key)) seen.add(m.key);
        const verdict =
          (r.comparisons ?? []).find((c) => c.provider === g.provider && c.prompt === g.prompt && c.metric === m.key)
            ?.verdict ?? null;
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
  });
  const metrics = DASHBOARD_METRICS.filter((m) => ALWAYS.has(m.key) || seen.has(m.key)).map(
    ({ key, label, unit, better }) => ({ key, label, unit, better }),
  );
  for (const g of groups.values())
    for (const k of Object.keys(g.series)) if (!metrics.some((m) => m.key === k)) delete g.series[k];
  return {
    schema: DASHBOARD_DATA_SCHEMA,
    benchmark: history.name,
    title: opts.title ?? `streamgauge: ${history.name}`,
    runs,
    metrics,
    groups: [...groups.values()],
  };
}
