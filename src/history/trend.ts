import { median } from '../analyze/bootstrap.ts';
import { sortedFinite } from '../stats.ts';
import { comparedFigureDefs, type FigureDef, FIGURES, figureSummary, groupFigure } from '../analyze/figures.ts';
import type { ComparedFigureKey, ComparisonVerdict, GroupResult, Interval, Results } from '../analyze/types.ts';
import { formatNumber, sanitizeText, truncate } from '../report/format.ts';
import type { TrendLine } from '../report/job-summary.ts';
import { sparkline } from '../report/sparkline.ts';
import { comparedLabel, type Figures, formatCi, formatPct, VERDICT_LABEL } from '../report/sentences.ts';

// Trends over the history: one series per provider x prompt x metric, a point
// per run (its p50, interval and sample count), and a compact text table of
// them for `streamgauge history show`. Pure.

export interface TrendPoint {
  started_at: string;
  p50: number;
  ci: Interval | null;
  n: number;
  /** The verdict the run's own regression check gave this figure, when it had one. */
  verdict: ComparisonVerdict | null;
}

export interface TrendSeries {
  provider: string;
  prompt: string;
  /** A group's location: each place is its own series; absent for runs that named none. */
  location?: string;
  metric: ComparedFigureKey;
  /** Oldest first; only runs where the group had this figure. */
  points: TrendPoint[];
  /** Runs in the history (the points' denominator). */
  runs: number;
}

function figure(g: GroupResult, f: FigureDef): { p50: number; ci: Interval | null; n: number } | null {
  const { summary, n, ci } = groupFigure(g, f.key, f);
  if (!summary) return null;
  return { p50: summary.p50, ci, n: n ?? 0 };
}

/** Series for every provider x prompt x metric seen, in first-seen order; runs given oldest first. */
export function trendSeries(
  runs: readonly (Results | { results: Results })[],
  figures: Readonly<Record<string, FigureDef>> = FIGURES,
): TrendSeries[] {
  const compared = comparedFigureDefs(figures);
  const list = runs.map((r) => ('results' in r ? r.results : r));
  const series = new Map<string, TrendSeries>();
  for (const results of list) {
    for (const g of results.groups) {
      for (const def of compared) {
        // A share (check_pass_rate) is a series only where a run checked the group's answers.
        if (def.share && !(def.key in g)) continue;
        const metric = def.key;
        const key = JSON.stringify([g.provider, g.prompt, g.location ?? null, metric]);
        let s = series.get(key);
        if (s === undefined) {
          s = {
            provider: g.provider,
            prompt: g.prompt,
            ...(g.location !== undefined ? { location: g.location } : {}),
            metric,
            points: [],
            runs: list.length,
          };
          series.set(key, s);
        }
        const f = figure(g, def);
        if (f === null) continue;
        const c = (results.comparisons ?? []).find(
          (x) => x.provider === g.provider && x.prompt === g.prompt && x.location === g.location && x.metric === metric,
        );
        s.points.push({ started_at: results.run.started_at, ...f, verdict: c?.verdict ?? null });
      }
    }
  }
  // Group the series by provider x prompt, keeping the metric order.
  const all = [...series.values()];
  const id = (s: TrendSeries) => JSON.stringify([s.provider, s.prompt, s.location ?? null]);
  const groupOrder = [...new Set(all.map(id))];
  return groupOrder.flatMap((k) =>
    compared
      .map(({ key: m }) => all.find((s) => id(s) === k && s.metric === m))
      .filter((s): s is TrendSeries => s !== undefined),
  );
}

/**
 * The main figure (post-first-content p50 by default) of every group of
 * `current`, over the newest `points` runs of `earlier` (oldest first) and
 * `current` last. Runs without the group are left out, not drawn as gaps.
 */
export function trendLines(
  earlier: readonly Results[],
  current: Results,
  opts: { metric?: ComparedFigureKey; points?: number } = {},
): TrendLine[] {
  const metric = opts.metric ?? 'post_first_content_tps';
  const keep = Math.max(1, opts.points ?? 20);
  return current.groups.map((g) => {
    const values: Array<number | null> = [];
    for (const r of [...earlier, current]) {
      const same = r.groups.find(
        (x) => x.provider === g.provider && x.prompt === g.prompt && x.location === g.location,
      );
      if (same) values.push(figureSummary(same, metric)?.p50 ?? null);
    }
    return {
      provider: g.location === undefined ? g.provider : `${g.provider} @ ${g.location}`,
      prompt: g.prompt,
      metric,
      values: values.slice(-keep),
    };
  });
}

export interface TrendTableOptions {
  /** Points in the sparkline, newest kept. Default 20. */
  points?: number;
  /** Terminal columns; names are cut to fit. No limit when absent. */
  width?: number;
  /** The figure table the series were drawn with (trendSeries): FIGURES by default, or a test's with a figure added. */
  figures?: Figures;
}

/**
 * The `history show` table: per provider x prompt x metric, the runs that
 * had the figure, a sparkline of its p50s, the oldest and latest p50, the
 * latest interval and n, the latest against the median of the earlier p50s,
 * and the verdict of the latest run's own comparison when it made one.
 */
export function renderTrendTable(series: readonly TrendSeries[], opts: TrendTableOptions = {}): string {
  if (series.length === 0) return 'The history holds no runs.\n';
  const keep = Math.max(1, opts.points ?? 20);
  const head = [
    'provider',
    'prompt',
    'metric',
    'runs',
    'trend (oldest→newest p50)',
    'first',
    'latest',
    'interval',
    'n',
    'vs earlier',
    'verdict',
  ];
  const right = new Set([3, 5, 6, 7, 8, 9]);
  const rows = series.map((s) => {
    const shown = s.points.slice(-keep);
    const last = s.points[s.points.length - 1];
    const first = s.points[0];
    const earlier = sortedFinite(s.points.slice(0, -1).map((p) => p.p50));
    const vs =
      last && earlier.length > 0 && median(earlier) > 0 ? (100 * (last.p50 - median(earlier))) / median(earlier) : null;
    return [
      sanitizeText(s.location === undefined ? s.provider : `${s.provider} @ ${s.location}`),
      sanitizeText(s.prompt),
      sanitizeText(comparedLabel(s.metric, opts.figures)),
      `${s.points.length}/${s.runs}`,
      sparkline(
        shown.map((p) => p.p50),
        shown.map((p) => (p.ci ? [p.ci.low, p.ci.high] : null)),
      ),
      first ? formatNumber(first.p50) : 'n/a',
      last ? formatNumber(last.p50) : 'n/a',
      last ? formatCi(last.ci, '-') || 'n/a' : 'n/a',
      last ? String(last.n) : '0',
      formatPct(vs),
      last?.verdict ? VERDICT_LABEL[last.verdict] : '',
    ];
  });
  const widths = head.map((h, i) => Math.max(Array.from(h).length, ...rows.map((r) => Array.from(r[i] ?? '').length)));
  if (opts.width !== undefined) {
    // Cut provider and prompt (the only free-length columns) until the line fits.
    const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
    while (total() > opts.width && ((widths[0] as number) > 8 || (widths[1] as number) > 8)) {
      const i = (widths[0] as number) >= (widths[1] as number) ? 0 : 1;
      widths[i] = (widths[i] as number) - 1;
    }
  }
  const line = (cells: string[]) =>
    cells
      .map((c, i) => {
        const w = widths[i] as number;
        const t = truncate(c, w);
        const pad = ' '.repeat(Math.max(0, w - Array.from(t).length));
        return right.has(i) ? pad + t : t + pad;
      })
      .join('  ')
      .trimEnd();
  return [line(head), line(head.map((_, i) => '-'.repeat(widths[i] as number))), ...rows.map(line)].join('\n') + '\n';
}
