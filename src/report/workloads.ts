import type { Results } from '../analyze/types.ts';
import { formatNumber, NA } from './format.ts';

// The workload parts of a report, format-neutral (headers, rows of text,
// sentences), drawn by markdown and terminal alike: TTFT and cached share by
// conversation turn, per-session figures, the lengths a prompt sent against
// what it asked, and a replay stage's lateness. Each builder returns nothing
// for a run without that workload, so other reports are unchanged.

export interface WorkloadTable {
  title: string;
  headers: string[];
  /** Which columns are numbers (right-aligned). */
  numeric: boolean[];
  rows: string[][];
  /** Sentences under the table. */
  notes: string[];
}

const ms = (x: number | null | undefined): string => (x === null || x === undefined ? NA : formatNumber(x));
const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? NA : `${formatNumber(Math.round(x * 1000) / 10)}%`;

/** One table per conversation prompt's group: TTFT, context and cached share by turn. */
export function turnTables(results: Results): WorkloadTable[] {
  return results.groups.flatMap((g) => {
    if (!g.by_turn || g.by_turn.length === 0) return [];
    const good = g.by_turn.some((t) => t.good_fraction !== null);
    const headers = ['turn', 'n', 'errors', 'TTFT p50 ms', 'TTFT p90 ms', 'prompt tokens p50', 'cached share p50'];
    if (good) headers.push('good (SLO)');
    const rows = g.by_turn.map((t) => {
      const r = [
        String(t.turn),
        String(t.n),
        String(t.errors),
        ms(t.ttft_ms?.p50),
        ms(t.ttft_ms?.p90),
        t.input_tokens_p50 === null ? NA : formatNumber(t.input_tokens_p50),
        pct(t.input_cached_share),
      ];
      if (good) r.push(pct(t.good_fraction));
      return r;
    });
    const s = g.sessions;
    const notes: string[] = [];
    if (s)
      notes.push(
        `${s.n} sessions; per session p50: ${s.turns ? String(Math.round(s.turns.p50 * 10) / 10) : NA} turns, ${ms(s.duration_ms?.p50)} ms, ${ms(s.output_tokens?.p50)} output tokens` +
          (s.failed > 0 ? `; ${s.failed} stopped at a failed turn` : '') +
          '.',
      );
    if (g.by_turn.every((t) => t.input_cached_share === null))
      notes.push('The provider reported no cached prompt tokens, so the cached share is n/a.');
    return [
      {
        title: `By turn: ${g.provider} / ${g.prompt}`,
        headers,
        numeric: headers.map((_, i) => i > 0),
        rows,
        notes,
      },
    ];
  });
}

/** One table of the lengths sent per group that has them (synthetic, dataset, replay, conversation). */
export function sentLengthTable(results: Results): WorkloadTable | null {
  const groups = results.groups.filter((g) => g.sent_lengths && g.sent_lengths.source !== 'conversation');
  if (groups.length === 0) return null;
  const headers = ['provider', 'prompt', 'source', 'length', 'p50', 'p90', 'min', 'max', 'asked'];
  const rows: string[][] = [];
  for (const g of groups) {
    const l = g.sent_lengths!;
    const line = (what: string, s: typeof l.input_tokens, asked: string) =>
      rows.push([g.provider, g.prompt, l.source, what, ms(s?.p50), ms(s?.p90), ms(s?.min), ms(s?.max), asked]);
    line('input tokens sent', l.input_tokens, l.asked?.input_tokens ?? '');
    line('max_tokens sent', l.max_tokens, l.asked?.output_tokens ?? '');
    line('output tokens received', l.output_tokens, '');
  }
  return {
    title: 'Lengths sent',
    headers,
    numeric: headers.map((_, i) => i >= 4 && i <= 7),
    rows,
    notes: [
      'Input tokens are reference (o200k_base) tokens of the text sent, the cache-bust prefix aside; "asked" is the distribution the config named.',
    ],
  };
}

/** A sentence per replay stage: how late its dispatches were against the recorded schedule. */
export function replayLines(results: Results): string[] {
  return (results.stages ?? []).flatMap((s) => {
    if (!s.offered.replay) return [];
    const l = s.schedule_lateness_ms;
    const late = l ? `p50 ${ms(l.p50)} ms, p99 ${ms(l.p99)} ms, max ${ms(l.max)} ms` : NA;
    return [
      `${s.provider} / ${s.prompt}, stage ${s.stage} (${s.label}, ${s.offered.replay.lines} lines): schedule lateness ${late}` +
        (s.generator_limited ? ': generator-limited, the client could not keep the recorded schedule.' : '.'),
    ];
  });
}
