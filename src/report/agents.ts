import type { GroupInterval, Results, SessionTime } from '../analyze/types.ts';
import { formatNumber, NA } from './format.ts';
import type { WorkloadTable } from './workloads.ts';

// An agent prompt's part of a report, format-neutral as the other workload
// tables (report/workloads.ts), drawn wherever conversations' by-turn tables
// are: TTFT, context and cached share by step, and the sessions' table
// (steps taken, wall time, time in the model and in tools, p50 and p90 with
// intervals). Nothing for a run without agent prompts.

const num = (x: number | null | undefined): string => (x === null || x === undefined ? NA : formatNumber(x));
const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? NA : `${formatNumber(Math.round(x * 1000) / 10)}%`;
const withCi = (x: number, ci: GroupInterval | null): string =>
  ci === null ? num(x) : `${num(x)} [${num(ci.low)}–${num(ci.high)}]`;

/** One table per agent prompt's group: TTFT, prompt tokens and cached share by step. */
export function stepTables(results: Results): WorkloadTable[] {
  return results.groups.flatMap((g) => {
    if (!g.by_step || g.by_step.length === 0) return [];
    const headers = ['step', 'n', 'errors', 'TTFT p50 ms', 'TTFT p90 ms', 'prompt tokens p50', 'cached share p50'];
    const rows = g.by_step.map((s) => [
      String(s.step),
      String(s.n),
      String(s.errors),
      num(s.ttft_ms?.p50),
      num(s.ttft_ms?.p90),
      num(s.input_tokens_p50),
      pct(s.input_cached_share),
    ]);
    const notes = ['Each step sends the context so far: the task, and every tool call and tool result before it.'];
    if (g.by_step.every((s) => s.input_cached_share === null))
      notes.push('The provider reported no cached prompt tokens, so the cached share is n/a.');
    return [
      { title: `By step: ${g.provider} / ${g.prompt}`, headers, numeric: headers.map((_, i) => i > 0), rows, notes },
    ];
  });
}

/** Steps are counts: shown as such (a p50 between two counts keeps its one decimal). */
const steps = (x: number | null): string => (x === null ? NA : String(Math.round(x * 10) / 10));

const timeRow = (what: string, t: SessionTime | null): string[] =>
  t === null ? [what, NA, NA, NA] : [what, withCi(t.p50, t.p50_ci), withCi(t.p90, t.p90_ci), num(t.total)];

/** One table per agent prompt's group: steps taken and the session time split into model and tool time. */
export function agentSessionTables(results: Results): WorkloadTable[] {
  return results.groups.flatMap((g) => {
    const s = g.sessions_summary;
    if (!s) return [];
    const headers = ['per session', 'p50 [95% CI]', 'p90 [95% CI]', 'sum'];
    const rows = [
      ['steps taken', steps(s.steps_p50), steps(s.steps_p90), ''],
      timeRow('wall ms', s.wall_ms),
      timeRow('in the model ms', s.model_ms),
      timeRow('in tools ms', s.tool_ms),
    ];
    const notes = [
      `${s.n} sessions` +
        (s.failed > 0 ? `, ${s.failed} stopped at a failed step (left out of the times)` : '') +
        ". Wall: the first step sent to the last one ended. In the model: the steps' requests, sent to ended. " +
        "In tools: the rest, each tool's wait and the client's turnaround between two steps, so the two add up to the wall time.",
    ];
    const capped = (s.capped ?? []).map((c) => `${c.n} ${c.reason}`).join(', ');
    if (capped !== '')
      notes.push(
        `Ended at a cap on what an answer carries into the next step (${capped}): tool calls past what a real model sends; see docs/agents.md#caps.`,
      );
    return [
      {
        title: `Agent sessions: ${g.provider} / ${g.prompt}`,
        headers,
        numeric: headers.map((_, i) => i > 0),
        rows,
        notes,
      },
    ];
  });
}
