import type { Results } from '../analyze/types.ts';
import { formatMs } from './format.ts';

/**
 * The sentence every report gives when the client itself stalled during
 * some requests' content ("7 requests measured while the client was
 * stalled; their rates are left out"), with the threshold and the run's
 * worst stall where known. Null when none did.
 */
export function clientStallSentence(results: Results): string | null {
  const stalled = results.requests.filter((r) => !r.warmup && r.client_stalled === true);
  if (stalled.length === 0) return null;
  const n = stalled.length;
  const worst = stalled.reduce((a, r) => Math.max(a, r.client_stall_ms ?? 0), 0);
  const threshold = results.analysis.max_client_stall_ms;
  return (
    `${n} ${n === 1 ? 'request' : 'requests'} measured while the client was stalled; ` +
    `${n === 1 ? 'its' : 'their'} rates are left out (the client's event loop could not run for up to ` +
    `${formatMs(worst)} ms during ${n === 1 ? 'its' : 'their'} content, more than max_client_stall_ms ` +
    `${threshold ?? 20}: reads that waited were stamped together). A busy or small machine: fewer streams, or a bigger runner.`
  );
}
