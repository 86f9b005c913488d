import type { Results } from '../analyze/types.ts';
import { percentile } from '../stats.ts';
import { formatMs } from './format.ts';

/**
 * One sentence for the reports that show TTFT: how many of the measured TTFT
 * samples came from a request on a connection opened for it, whose DNS, TCP
 * and TLS time is inside its TTFT. Null when none did (or no trace says).
 * report.html marks each such request on its timeline.
 */
export function newConnectionSentence(results: Results): string | null {
  const samples = results.requests.filter((r) => !r.warmup && r.ttft_ms !== null);
  const fresh = samples.filter((r) => r.new_connection === true);
  if (fresh.length === 0) return null;
  const connect = fresh
    .map((r) => r.connect_ms)
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  const cost = connect.length > 0 ? ` (p50 ${formatMs(percentile(connect, 0.5))} ms, DNS + TCP + TLS)` : '';
  const them = fresh.length === 1 ? 'its' : 'their';
  return (
    `New connections: ${fresh.length} of ${samples.length} TTFT samples came from a request on a connection ` +
    `opened for it; the connect time${cost} is inside ${them} TTFT, the others reused a connection.`
  );
}
