import { summarize } from '../stats.ts';
import type { Trace } from '../trace.ts';
import type { RequestResult } from './types.ts';

// What a conversation's turns (workload.ts, `by_turn`) and an agent's steps
// (agent.ts, `by_step`) share: requests grouped by their place in a session,
// and the figures every such row has (count, errors, TTFT values, context
// size and the cached share of it).

export type Member = { r: RequestResult; t: Trace };

/** Members grouped by `key`, in the order each key first appears. */
export function groupBy<K>(members: readonly Member[], key: (m: Member) => K): Map<K, Member[]> {
  const out = new Map<K, Member[]>();
  for (const m of members) {
    const k = key(m);
    const list = out.get(k);
    if (list) list.push(m);
    else out.set(k, [m]);
  }
  return out;
}

export interface IndexRow {
  index: number;
  list: Member[];
  n: number;
  errors: number;
  /** The TTFT of each streamed request of the row. */
  ttftMs: number[];
  input_tokens_p50: number | null;
  input_cached_share: number | null;
}

/** One row per index (turn or step), the first index first. */
export function perIndex(members: readonly Member[], indexOf: (m: Member) => number): IndexRow[] {
  return [...groupBy(members, indexOf).entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([index, list]) => {
      const shares = list.flatMap(({ t }) => {
        const input = t.usage?.input_tokens;
        const cached = t.usage?.input_cached_tokens;
        return typeof input === 'number' && input > 0 && typeof cached === 'number' ? [cached / input] : [];
      });
      const inputs = list.flatMap(({ t }) => (typeof t.usage?.input_tokens === 'number' ? [t.usage.input_tokens] : []));
      return {
        index,
        list,
        n: list.length,
        errors: list.filter(({ r }) => r.outcome === 'error').length,
        ttftMs: list.flatMap(({ r }) => (r.ttft_ms === null ? [] : [r.ttft_ms])),
        input_tokens_p50: summarize(inputs)?.p50 ?? null,
        input_cached_share: summarize(shares)?.p50 ?? null,
      };
    });
}
