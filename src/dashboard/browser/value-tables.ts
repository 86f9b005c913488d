import type {
  DashboardData,
  DashboardGroup,
  DashboardMetricInfo,
  DashboardPoint,
  DashboardStagePoint,
  PointState,
} from '../page-data.ts';
import { el } from './dashboard-page.ts';
import { fmt, fmtTime, servedChangeText, STAGE_MARK_LABEL, STATE_LABEL } from './point-text.ts';

// The text alternative: one table per panel, built when opened.

export function runTable(
  data: DashboardData,
  g: DashboardGroup,
  metrics: DashboardMetricInfo[],
  x0: number,
  x1: number,
): HTMLElement {
  const t = el('table', 'values');
  const cap = el('caption', '', `${g.provider} / ${g.prompt}: p50 [95% interval] and n per run, newest first`);
  t.append(cap);
  const head = el('tr');
  head.append(el('th', '', 'run'));
  for (const m of metrics) head.append(el('th', '', `${m.label} (${m.unit})`));
  head.append(el('th', '', 'state'), el('th', '', 'verdicts'));
  t.append(el('thead'));
  (t.lastChild as HTMLElement).append(head);
  const body = el('tbody');
  const byRun = new Map<number, Record<string, DashboardPoint>>();
  for (const m of metrics)
    for (const p of g.series[m.key] ?? []) {
      const tt = data.runs[p[0]]?.t ?? NaN;
      if (tt < x0 || tt > x1) continue;
      (byRun.get(p[0]) ?? byRun.set(p[0], {}).get(p[0]) ?? {})[m.key] = p;
    }
  for (const ri of [...byRun.keys()].sort((a, b) => b - a)) {
    const run = data.runs[ri];
    const row = el('tr');
    row.dataset.run = String(ri);
    const when = el('th');
    when.scope = 'row';
    if (run?.url) {
      const a = el('a', '', run ? fmtTime(run.t) : '');
      a.href = run.url;
      when.append(a);
    } else when.textContent = run ? fmtTime(run.t) : '';
    row.append(when);
    const ps = byRun.get(ri) ?? {};
    let state: PointState = 'ok';
    const verdicts: string[] = [];
    for (const m of metrics) {
      const p = ps[m.key];
      if (!p) {
        row.append(el('td', '', ''));
        continue;
      }
      if (!m.kind) state = p[5];
      const ci = p[2] !== null && p[3] !== null ? ` [${fmt(p[2])}–${fmt(p[3])}]` : '';
      row.append(el('td', '', p[1] === null ? 'n/a' : `${fmt(p[1])}${ci} n=${p[4]}`));
      if (p[6] === 'slower' || p[6] === 'faster') verdicts.push(`${m.label}: ${p[6]}`);
    }
    const served = g.served_changes?.find((c) => c[0] === ri);
    if (served) verdicts.push(servedChangeText(served[1], served[2]));
    row.append(el('td', `st-${state}`, STATE_LABEL[state]), el('td', '', verdicts.join('; ')));
    body.append(row);
  }
  t.append(body);
  return t;
}

/** The stage figures' text alternative: a row per run and stage, newest first. */
export function stageTable(
  data: DashboardData,
  g: DashboardGroup,
  metrics: DashboardMetricInfo[],
  x0: number,
  x1: number,
): HTMLElement {
  const t = el('table', 'values stage-values');
  t.append(el('caption', '', `${g.provider} / ${g.prompt}: per-stage figures per load run, newest first`));
  const head = el('tr');
  head.append(el('th', '', 'run'), el('th', '', 'stage'));
  for (const m of metrics) head.append(el('th', '', `${m.label} (${m.unit})`));
  head.append(el('th', '', 'n'), el('th', '', 'marks'));
  t.append(el('thead'));
  (t.lastChild as HTMLElement).append(head);
  // run -> stage label -> metric key -> point, stage labels in their lines' order
  const rows = new Map<number, Map<string, Record<string, DashboardStagePoint>>>();
  for (const m of metrics)
    for (const l of g.stages?.[m.key] ?? [])
      for (const p of l.points) {
        const tt = data.runs[p[0]]?.t ?? NaN;
        if (tt < x0 || tt > x1) continue;
        const byLabel = rows.get(p[0]) ?? rows.set(p[0], new Map()).get(p[0])!;
        const cell = byLabel.get(l.label) ?? byLabel.set(l.label, {}).get(l.label)!;
        cell[m.key] = p;
      }
  const body = el('tbody');
  for (const ri of [...rows.keys()].sort((a, b) => b - a)) {
    const run = data.runs[ri];
    for (const [label, cell] of rows.get(ri) ?? []) {
      const row = el('tr');
      row.dataset.run = String(ri);
      row.dataset.stage = label;
      const when = el('th', '', run ? fmtTime(run.t) : '');
      when.scope = 'row';
      row.append(when, el('td', '', label));
      let any: DashboardStagePoint | undefined;
      for (const m of metrics) {
        const p = cell[m.key];
        any ??= p;
        row.append(el('td', '', p ? fmt(p[1]) : ''));
      }
      const marks = any ? [any[3] === 'ok' ? '' : STAGE_MARK_LABEL[any[3]], any[4] ? 'the slo stage' : ''] : [];
      row.append(
        el('td', '', any ? String(any[2]) : ''),
        el('td', `sm-${any?.[3] ?? 'ok'}`, marks.filter(Boolean).join('; ')),
      );
      body.append(row);
    }
  }
  t.append(body);
  return t;
}
