import type { Slo } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import type { LagSummary } from './types.ts';
import { meetsSlo } from './slo.ts';
import { sessionsSummary, stepFigures } from './agent.ts';
import { maxOf, minOf, summarize } from '../stats.ts';
import { groupBy, perIndex } from './per-index.ts';
import type { GroupResult, RequestResult, Results, SentLengths, SessionFigures, TurnFigures } from './types.ts';

// Workload figures (design.md "Workloads"), pure over the traces and their
// analysed requests, so `reanalyze` and `merge` recompute them without a
// request: per-turn figures of conversations (TTFT, context and cached share
// by turn index), per-session figures, the lengths actually sent against
// what was asked, and a replay stage's lateness against its schedule. Each
// is added only where it applies, so runs without workloads are unchanged.

/**
 * A turn's session: its id without the `/tN` (a shard's suffix kept: shards
 * number their sessions alike), and without the `@location` a merge of
 * several places appends (the figures are per location already).
 */
const sessionKey = (r: Pick<RequestResult, 'id' | 'location'>): string => {
  const place = r.location === undefined ? '' : `@${r.location}`;
  const id = place !== '' && r.id.endsWith(place) ? r.id.slice(0, -place.length) : r.id;
  return id.replace(/\/t\d+(?=(@shard\d+)?$)/, '');
};

function turnFigures(members: Array<{ r: RequestResult; t: Trace }>, slo: Slo | null): TurnFigures[] {
  return perIndex(members, (m) => m.t.turn as number).map((row) => ({
    turn: row.index,
    n: row.n,
    errors: row.errors,
    ttft_ms: summarize(row.ttftMs),
    input_tokens_p50: row.input_tokens_p50,
    input_cached_share: row.input_cached_share,
    good_fraction:
      slo === null
        ? null
        : row.list.filter(({ r }) => r.outcome !== 'error' && meetsSlo(r, r.tpot_ms, slo)).length / row.n,
  }));
}

function sessionFigures(members: Array<{ r: RequestResult; t: Trace }>): SessionFigures {
  const sessions = groupBy(members, (m) => sessionKey(m.r));
  const all = [...sessions.values()];
  const durations = all.flatMap((list) => {
    const start = minOf(list.map(({ t }) => t.t0_epoch_ms));
    const ends = list.map(({ t }) => (t.at.end === null ? null : t.t0_epoch_ms + t.at.end));
    return ends.every((e) => e !== null) ? [maxOf(ends as number[]) - start] : [];
  });
  return {
    n: all.length,
    turns: summarize(all.map((l) => l.length)),
    duration_ms: summarize(durations),
    output_tokens: summarize(
      all.map((l) => l.reduce((s, { r }) => s + (r.outcome === 'error' ? 0 : r.output_tokens), 0)),
    ),
    failed: all.filter((l) => l.some(({ r }) => r.outcome === 'error')).length,
  };
}

function sentLengths(members: Array<{ r: RequestResult; t: Trace }>): SentLengths | null {
  const first = members[0]?.t;
  if (!first) return null;
  const source = first.synthetic ? 'synthetic' : first.workload?.source;
  if (source === undefined) return null;
  const inputs = members.flatMap(({ t }) => {
    const v = t.synthetic?.input_tokens ?? t.workload?.input_tokens;
    return typeof v === 'number' ? [v] : [];
  });
  const maxes = members.flatMap(({ t }) => {
    const v = t.synthetic?.output_tokens ?? t.workload?.max_tokens;
    return typeof v === 'number' ? [v] : [];
  });
  return {
    source,
    input_tokens: summarize(inputs),
    max_tokens: summarize(maxes),
    output_tokens: summarize(members.flatMap(({ r }) => (r.outcome === 'error' ? [] : [r.output_tokens]))),
    asked: first.synthetic?.asked ?? null,
  };
}

/** A group's key: provider x prompt x location, as groups are per location (a run merged from several places). */
const groupKey = (g: Pick<GroupResult, 'provider' | 'prompt' | 'location'>): string =>
  JSON.stringify([g.provider, g.prompt, g.location ?? null]);

/**
 * Adds the workload figures to analysed results: requests gain `session`,
 * `turn` and `step` where their traces have them (input_cached_tokens is analyze's); groups of a
 * conversation prompt gain `by_turn` and `sessions`, of an agent prompt `by_step` and `sessions_summary`; groups of a synthetic,
 * dataset, replay or conversation prompt gain `sent_lengths`; replay stages
 * gain `schedule_lateness_ms`. Warmups are left out of every figure.
 */
export function withWorkloadFigures(results: Results, traces: readonly Trace[], slo: Slo | null): Results {
  const byId = new Map(traces.map((t) => [t.id, t]));
  const members = new Map<string, Array<{ r: RequestResult; t: Trace }>>();
  for (const r of results.requests) {
    const t = byId.get(r.id);
    if (t === undefined) continue;
    if (t.session !== undefined) r.session = t.session;
    if (t.turn !== undefined) r.turn = t.turn;
    if (t.step !== undefined) r.step = t.step;
    if (t.agent_end !== undefined) r.agent_end = t.agent_end;
    if (t.image_bytes !== undefined) r.image_bytes = t.image_bytes;
    if (r.warmup) continue;
    const key = groupKey(r);
    const list = members.get(key);
    if (list) list.push({ r, t });
    else members.set(key, [{ r, t }]);
  }
  const groups: GroupResult[] = results.groups.map((g) => {
    const list = members.get(groupKey(g)) ?? [];
    const out: GroupResult = { ...g };
    const lengths = sentLengths(list);
    if (lengths) out.sent_lengths = lengths;
    // A prompt's images are the same for every request: the p50 is that size.
    const imageBytes = summarize(list.flatMap(({ r }) => (r.image_bytes === undefined ? [] : [r.image_bytes])));
    if (imageBytes !== null) out.image_bytes = imageBytes.p50;
    const turns = list.filter(({ t }) => t.turn !== undefined);
    if (turns.length > 0) {
      out.by_turn = turnFigures(turns, slo);
      out.sessions = sessionFigures(turns);
    }
    const steps = list.filter(({ t }) => t.step !== undefined);
    if (steps.length > 0) {
      out.by_step = stepFigures(steps);
      out.sessions_summary = sessionsSummary(steps, [g.provider, g.prompt]);
    }
    return out;
  });
  const out: Results = { ...results, groups };
  if (results.stages)
    out.stages = results.stages.map((s) => {
      if (!s.offered.replay) return s;
      // Lateness against the recorded schedule: the client's own dispatch lag (no slot waits in a replay).
      const lateness: LagSummary | null = s.client_lag_ms;
      return { ...s, schedule_lateness_ms: lateness };
    });
  return out;
}
