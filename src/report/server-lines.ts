import type { GroupResult } from '../analyze/types.ts';
import { formatNumber, sanitizeText } from './format.ts';

// Sentences about the server's side of a run without load stages (stages
// carry theirs in the stage table, report/stages.ts) and about the prompt
// cache, shared by the terminal and summary.md so they say the same thing.

const pct = (x: number) => `${formatNumber(x * 100)}%`;
const n = (x: number | null | undefined) => (x === null || x === undefined ? 'n/a' : formatNumber(x));

/** Per group that reported cached prompt tokens: the share, and what it says about cache_bust. */
export function promptCacheLines(groups: readonly GroupResult[]): string[] {
  return groups
    .filter((g) => g.input_cached_share !== null && g.input_cached_share !== undefined)
    .map((g) => {
      const share = g.input_cached_share!;
      const note =
        share === 0
          ? 'no prompt token came from the provider cache'
          : share >= 0.5
            ? 'most of the prompt came from the provider cache: TTFT is that of a cache hit (cache_bust off, or a shared prefix)'
            : 'part of the prompt came from the provider cache (a shared prefix, such as a system prompt or chat template)';
      return `${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: ${pct(share)} of prompt tokens cached (p50): ${note}.`;
    });
}

/** Per group with server figures (a run without load): the server's view and whether it agrees. */
export function groupServerLines(groups: readonly GroupResult[]): string[] {
  const out: string[] = [];
  for (const g of groups) {
    const s = g.server;
    if (!s) continue;
    const rec = s.reconciliation;
    const base =
      `${sanitizeText(g.provider)} / ${sanitizeText(g.prompt)}: server ${n(s.tokens_per_s)} tok/s generated, ` +
      `client ${n(rec.client_tps)} tok/s delivered (ratio ${n(rec.ratio)}); running mean ${n(s.running?.mean)} max ${n(s.running?.max)}, ` +
      `waiting max ${n(s.waiting?.max)}${s.kv_cache_usage_max !== null ? `, KV max ${pct(s.kv_cache_usage_max)}` : ''}`;
    out.push(rec.flagged ? `${base}. DISAGREE (${rec.reason}): ${rec.detail}.` : `${base}.`);
  }
  return out;
}
