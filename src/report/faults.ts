import type { RequestResult, Results } from '../analyze/types.ts';

// What went wrong around the run, said before any figure: a provider whose
// endpoint never answered (every request failed to connect: a mistyped
// host, a server not started) and one whose endpoint stopped answering part
// way (its remaining requests not sent), whose early figures a reader would
// otherwise take for the whole run. Plain sentences, one per fault, that
// every view (terminal, summary.md and so the PR comment, report.html) puts
// at its top with its own escaping.

/** Distinct connect causes shown per provider; the rest are counted. */
const MAX_CAUSES = 3;
/** A cause longer than this is cut (the flagged list has each request's message). */
const MAX_CAUSE = 200;

/**
 * "ECONNREFUSED 127.0.0.1:1" from "ECONNREFUSED: connect ECONNREFUSED
 * 127.0.0.1:1", "ENOTFOUND api.openai.comm" from "ENOTFOUND: getaddrinfo
 * ENOTFOUND api.openai.comm": the code and what it was trying to reach;
 * else the message itself, on one line and bounded.
 */
export function connectCause(message: string | null): string {
  // eslint-disable-next-line no-control-regex
  const line = (message ?? 'connection failed').replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  const m = /\b([A-Z][A-Z0-9_]{3,})\s+(\S+)\s*$/.exec(line);
  const cause = m ? `${m[1]} ${m[2]}` : line;
  return cause.length > MAX_CAUSE ? `${cause.slice(0, MAX_CAUSE - 1)}…` : cause;
}

interface ProviderTally {
  sent: number;
  notSent: number;
  connectFailed: number;
  causes: string[];
}

function tally(requests: readonly RequestResult[]): Map<string, ProviderTally> {
  const byProvider = new Map<string, ProviderTally>();
  for (const r of requests) {
    let c = byProvider.get(r.provider);
    if (!c) byProvider.set(r.provider, (c = { sent: 0, notSent: 0, connectFailed: 0, causes: [] }));
    if (r.error_kind === 'not_sent') {
      c.notSent++;
      continue;
    }
    c.sent++;
    if (r.error_kind === 'connect') {
      c.connectFailed++;
      const cause = connectCause(r.error_message);
      if (!c.causes.includes(cause)) c.causes.push(cause);
    }
  }
  return byProvider;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One line per provider at fault: "PROVIDER: unreachable (ENOTFOUND host);
 * 5 requests failed to connect, 55 not sent" when no request it sent got
 * through, else "PROVIDER: endpoint unreachable after N requests; M not sent".
 */
export function faultHeadlines(results: Pick<Results, 'requests'>): string[] {
  const lines: string[] = [];
  for (const [provider, c] of tally(results.requests)) {
    if (c.sent > 0 && c.connectFailed === c.sent) {
      const more = c.causes.length > MAX_CAUSES ? ` / ${c.causes.length - MAX_CAUSES} other causes` : '';
      const notSent = c.notSent > 0 ? `, ${c.notSent} not sent` : '';
      lines.push(
        `${provider}: unreachable (${c.causes.slice(0, MAX_CAUSES).join(' / ')}${more}); ` +
          `${plural(c.sent, 'request')} failed to connect${notSent}`,
      );
    } else if (c.notSent > 0)
      lines.push(`${provider}: endpoint unreachable after ${plural(c.sent, 'request')}; ${c.notSent} not sent`);
  }
  return lines;
}

/** Measured requests were planned and not one of them succeeded (streamed or buffered): the CLI's exit 4, the Action's failed step. */
export function nothingSucceeded(results: Pick<Results, 'requests'>): boolean {
  const measured = results.requests.filter((r) => !r.warmup);
  return measured.length > 0 && measured.every((r) => r.outcome === 'error');
}

/**
 * What the Action fails its step with when nothing succeeded: how the
 * requests failed, by kind, and the faults the reports open with; null when
 * some request succeeded. Plain text, one paragraph.
 */
export function nothingSucceededFailure(results: Pick<Results, 'requests'>): string | null {
  if (!nothingSucceeded(results)) return null;
  const kinds = new Map<string, number>();
  for (const r of results.requests)
    if (!r.warmup) kinds.set(r.error_kind ?? 'error', (kinds.get(r.error_kind ?? 'error') ?? 0) + 1);
  const byKind = [...kinds].map(([kind, n]) => `${n} ${kind === 'not_sent' ? 'not sent' : kind}`).join(', ');
  const faults = faultHeadlines(results);
  return (
    `No measured request succeeded (${byKind})${faults.length > 0 ? `: ${faults.join('; ')}` : ''}. ` +
    'The reports and the job summary open with the causes; the flagged list in summary.md names each error.'
  );
}
