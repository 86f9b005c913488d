import type { Results } from '../analyze/types.ts';

// What went wrong around the run, said before any figure: a provider whose
// endpoint stopped answering had its remaining requests not sent, and a
// reader who sees its early figures first would take them for the whole run.
// Plain sentences, one per fault, that every view (terminal, summary.md and
// so the PR comment, report.html) puts at its top with its own escaping.

/** One line per provider with requests not sent: "PROVIDER: endpoint unreachable after N requests; M not sent". */
export function faultHeadlines(results: Pick<Results, 'requests'>): string[] {
  const byProvider = new Map<string, { sent: number; notSent: number }>();
  for (const r of results.requests) {
    let c = byProvider.get(r.provider);
    if (!c) byProvider.set(r.provider, (c = { sent: 0, notSent: 0 }));
    if (r.error_kind === 'not_sent') c.notSent++;
    else c.sent++;
  }
  const lines: string[] = [];
  for (const [provider, c] of byProvider)
    if (c.notSent > 0)
      lines.push(
        `${provider}: endpoint unreachable after ${c.sent} request${c.sent === 1 ? '' : 's'}; ${c.notSent} not sent`,
      );
  return lines;
}
