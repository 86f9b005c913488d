import type {
  DashboardData,
  DashboardMetricInfo,
  DashboardPoint,
  DashboardStagePoint,
  PointState,
  StageMark,
} from '../page-data.ts';

// What a point says in words (the tooltip, the detail bar, the tables):
// numbers and dates the same in every locale, the states and stage marks.

export const STATE_LABEL: Record<PointState, string> = {
  ok: 'streamed',
  buffered: 'buffered (no response streamed)',
  mixed: 'mixed (some responses buffered)',
  failing: 'some requests failed',
  failed: 'every request failed',
};

export const STAGE_MARK_LABEL: Record<StageMark, string> = {
  ok: 'streamed, on schedule',
  buffered: 'buffering: some responses buffered',
  limited: 'generator-limited: the client could not keep the schedule',
  both: 'buffering and generator-limited',
  short: 'offered load not reached: its figures are of a lighter load',
};

export function fmt(x: number | null): string {
  if (x === null) return 'n/a';
  const a = Math.abs(x);
  const digits = a >= 100 ? 0 : a >= 10 ? 1 : 2;
  return x.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function fmtTime(t: number): string {
  return new Date(t).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

export function fmtDay(t: number): string {
  return new Date(t).toISOString().slice(5, 10);
}

export function pointText(data: DashboardData, m: DashboardMetricInfo, p: DashboardPoint): string {
  const run = data.runs[p[0]];
  const parts = [run ? fmtTime(run.t) : `run ${p[0]}`];
  if (p[1] === null)
    parts.push(`${m.label}: n/a (${p[5] === 'failed' ? 'every request failed' : 'withheld: buffered'})`);
  else {
    const ci = p[2] !== null && p[3] !== null ? ` [${fmt(p[2])}–${fmt(p[3])}]` : '';
    parts.push(`${m.label} ${fmt(p[1])} ${m.unit}${ci}`);
  }
  parts.push(`n=${p[4]}`, STATE_LABEL[p[5]]);
  if (p[6] === 'slower' || p[6] === 'faster') parts.push(`regression check: ${p[6]}`);
  return parts.join(' · ');
}

export function stagePointText(label: string, m: DashboardMetricInfo, p: DashboardStagePoint): string {
  const v = p[1] === null ? 'n/a' : `${fmt(p[1])} ${m.unit}`;
  const extra = [p[3] === 'ok' ? '' : STAGE_MARK_LABEL[p[3]], p[4] ? 'the slo stage' : ''].filter(Boolean);
  return `${label}: ${v} (n=${p[2]}${extra.length ? `, ${extra.join(', ')}` : ''})`;
}

/** "served model changed: m fp_a → m fp_b" (a chart's dashed rule, the run's row in the table). */
export function servedChangeText(before: readonly string[], after: readonly string[]): string {
  return `served model changed: ${before.join(', ')} → ${after.join(', ')}`;
}
