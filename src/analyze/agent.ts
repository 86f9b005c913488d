import { seedFrom } from '../random.ts';
import { dropNoise, summarize } from '../stats.ts';
import { AGENT_END_REASONS, type Trace } from '../trace.ts';
import { bootstrapQuantileCi, DEFAULT_STATISTICS, type StatisticsSettings } from './bootstrap.ts';
import { groupBy, perIndex, type Member } from './per-index.ts';
import type { GroupInterval, RequestResult, SessionsSummary, SessionTime, StepFigures, Summary } from './types.ts';

// Agent sessions' figures (docs/agents.md), pure over the traces and their
// analysed requests, so `reanalyze` and `merge` recompute them: per step
// (TTFT, context and cached share by step index: the context grows each
// step) and per session (steps taken, wall time split into model time and
// tool time). The split is exact by construction, on the one clock every
// trace moment is measured with: a session's model time is the sum of its
// requests' dispatch-to-end times, its tool time the sum of the gaps from
// each step's end to the next step's dispatch (the tool wait and the
// client's turnaround between the two requests), and its wall time the
// first dispatch to the last end, which is their sum.

/** A step's session: its id without the `/stepN` (a shard's suffix kept) and the `@location` a merge appends. */
function sessionKey(r: Pick<RequestResult, 'id' | 'location'>): string {
  const place = r.location === undefined ? '' : `@${r.location}`;
  const id = place !== '' && r.id.endsWith(place) ? r.id.slice(0, -place.length) : r.id;
  return id.replace(/\/step\d+(?=(@shard\d+)?$)/, '');
}

const noiseless = (s: Summary | null): Summary | null =>
  s === null
    ? null
    : {
        p50: dropNoise(s.p50),
        p90: dropNoise(s.p90),
        p99: dropNoise(s.p99),
        min: dropNoise(s.min),
        max: dropNoise(s.max),
      };

/** Figures by step index, step 0 first. */
export function stepFigures(members: readonly Member[]): StepFigures[] {
  return perIndex(members, (m) => m.t.step as number).map((row) => ({
    step: row.index,
    n: row.n,
    ttft_ms: noiseless(summarize(row.ttftMs)),
    input_cached_share: row.input_cached_share,
    errors: row.errors,
    input_tokens_p50: row.input_tokens_p50,
  }));
}

/** One session's times, ms; null when a step failed or has no end. */
export interface SessionTimes {
  wallMs: number;
  modelMs: number;
  toolMs: number;
}

/** A session's wall, model and tool times from its steps' traces (see the top of this file). */
export function sessionTimes(steps: readonly Trace[]): SessionTimes | null {
  const sorted = [...steps].sort((a, b) => (a.step ?? 0) - (b.step ?? 0));
  let modelMs = 0;
  let toolMs = 0;
  let prevEnd: number | null = null;
  for (const t of sorted) {
    if (t.error !== null || t.at.end === null) return null;
    modelMs += t.at.end;
    if (prevEnd !== null) toolMs += t.t0_epoch_ms - prevEnd;
    prevEnd = t.t0_epoch_ms + t.at.end;
  }
  const first = sorted[0];
  if (first === undefined || prevEnd === null) return null;
  return { wallMs: prevEnd - first.t0_epoch_ms, modelMs, toolMs };
}

function timeOf(
  values: readonly number[],
  seed: readonly [string, string],
  key: string,
  stats: StatisticsSettings,
): SessionTime | null {
  const s = summarize(values);
  if (s === null) return null;
  const ci = (p: number): GroupInterval | null => {
    if (values.length < Math.max(1, stats.min_samples)) return null;
    const i = bootstrapQuantileCi(values, p, seedFrom(...seed, key, String(p)), stats);
    return i === null ? null : { low: dropNoise(i.low), high: dropNoise(i.high), level: stats.ci_level };
  };
  return {
    p50: dropNoise(s.p50),
    p90: dropNoise(s.p90),
    p99: dropNoise(s.p99),
    min: dropNoise(s.min),
    max: dropNoise(s.max),
    total: dropNoise(values.reduce((a, b) => a + b, 0)),
    p50_ci: ci(0.5),
    p90_ci: ci(0.9),
  };
}

/** Sessions a cap ended, by reason (the last step's agent_end). */
function cappedSessions(members: readonly Member[]): Array<{ reason: string; n: number }> {
  const ends = members.flatMap(({ t }) => (t.agent_end?.reason.endsWith('_cap') ? [t.agent_end.reason] : []));
  return AGENT_END_REASONS.flatMap((reason) => {
    const n = ends.filter((e) => e === reason).length;
    return n > 0 ? [{ reason, n }] : [];
  });
}

/** The sessions of one agent prompt's group: steps taken and the time split, with intervals. */
export function sessionsSummary(
  members: readonly Member[],
  seed: readonly [provider: string, prompt: string],
  stats: StatisticsSettings = DEFAULT_STATISTICS,
): SessionsSummary {
  const sessions = [...groupBy(members, (m) => sessionKey(m.r)).values()];
  const steps = summarize(sessions.map((l) => l.length));
  const times = sessions.flatMap((l) => {
    const s = sessionTimes(l.map((m) => m.t));
    return s === null ? [] : [s];
  });
  return {
    n: sessions.length,
    steps_p50: steps === null ? null : dropNoise(steps.p50),
    wall_ms: timeOf(
      times.map((s) => s.wallMs),
      seed,
      'agent_wall_ms',
      stats,
    ),
    model_ms: timeOf(
      times.map((s) => s.modelMs),
      seed,
      'agent_model_ms',
      stats,
    ),
    tool_ms: timeOf(
      times.map((s) => s.toolMs),
      seed,
      'agent_tool_ms',
      stats,
    ),
    failed: sessions.filter((l) => l.some(({ r }) => r.outcome === 'error')).length,
    steps_p90: steps === null ? null : dropNoise(steps.p90),
    capped: cappedSessions(members),
  };
}
