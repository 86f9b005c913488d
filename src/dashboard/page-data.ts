// The shape of the JSON block a dashboard page carries: shared by the
// generator (data.ts, Node) and the page's own script (browser/app.ts), so
// this file imports nothing.

export const DASHBOARD_DATA_SCHEMA = 'streamgauge.dashboard-data/1';

/**
 * How the group did in a run, for its marker:
 * ok: every response streamed; buffered: none streamed (streaming
 * not_observed); mixed: some did; failing: some requests failed (the
 * figures are over the rest); failed: every request failed, no figure.
 * Buffering wins over failures: it is the thing a nightly reader hunts.
 */
export type PointState = 'ok' | 'buffered' | 'mixed' | 'failing' | 'failed';

export interface DashboardMetricInfo {
  key: string;
  label: string;
  unit: string;
  better: 'lower' | 'higher';
  /**
   * Where the figure comes from: absent for a group's figure, 'saturation'
   * for a load run's per-pair saturation (drawn like a group's figure, in
   * `series`), 'stage' for a per-stage figure (one line per stage label, in
   * `stages`). Absent on pages of histories without load runs.
   */
  kind?: 'saturation' | 'stage';
}

/**
 * How a load stage went, for its marker: ok; buffered: some of its responses
 * arrived buffered (stage buffered > 0); limited: the client could not keep
 * the stage's schedule (generator_limited), so its figures describe the
 * client more than the server; both: the two at once; short: the stage never
 * reached its offered load (offered_not_reached), so its figures are of a
 * lighter load than its label says, which outweighs the other marks.
 */
export type StageMark = 'ok' | 'buffered' | 'limited' | 'both' | 'short';

/**
 * One run of one stage for one per-stage figure:
 * [run index, value or null, measured requests, mark, 1 when this stage was the run's slo_stage else 0]
 */
export type DashboardStagePoint = [number, number | null, number, StageMark, 0 | 1];

/** One stage label's line: the runs that had a stage of that label, oldest first. */
export interface DashboardStageLine {
  label: string;
  points: DashboardStagePoint[];
}

export interface DashboardRun {
  /** Run start, epoch ms (the x axis). */
  t: number;
  started_at: string;
  /** The CI run's page, when the run recorded one. */
  url: string | null;
  /** The artifact that run uploaded, when it ran in CI. */
  artifact: string | null;
  sha: string | null;
  /** The history entry's file name. */
  entry: string;
}

/**
 * One run of one group for one metric:
 * [run index, p50 or null, interval low or null, interval high or null, n, state, verdict or null]
 * p50 is null where the figure is withheld (every response buffered) or missing.
 */
export type DashboardPoint = [number, number | null, number | null, number | null, number, PointState, string | null];

export interface DashboardGroup {
  provider: string;
  prompt: string;
  /** The model of the newest run that had the group. */
  model: string;
  /** Where the runs measured from (`--location`); `provider` then reads "provider @ location". Absent without one. */
  location?: string;
  /** Per metric key, oldest first; only runs that had the group. */
  series: Record<string, DashboardPoint[]>;
  /**
   * Runs whose served models (model and fingerprint, results `served_models`)
   * differ from the previous run that named any: [run index, before, after].
   * Absent when none changed.
   */
  served_changes?: Array<[number, string[], string[]]>;
  /** Per per-stage figure key, one line per stage label; only on groups of load runs. */
  stages?: Record<string, DashboardStageLine[]>;
}

export interface DashboardData {
  schema: typeof DASHBOARD_DATA_SCHEMA;
  benchmark: string;
  title: string;
  runs: DashboardRun[];
  metrics: DashboardMetricInfo[];
  groups: DashboardGroup[];
}
