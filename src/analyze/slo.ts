import type { Slo } from '../config/schema.ts';
import type { RequestResult } from './types.ts';

// Whether one request met a goodput SLO: on its own, so the load-stage
// figures and the per-turn workload figures both judge by it without
// importing each other.

/** A request met the slo: no error, and every threshold given. Buffered: TTFT by when its text came, TPOT never met. */
export function meetsSlo(r: RequestResult, tpotMs: number | null, slo: Slo): boolean {
  if (r.outcome === 'error') return false;
  if (slo.ttft_ms !== undefined) {
    const ttft = r.outcome === 'streamed' ? r.ttft_ms : r.first_content_ms;
    if (ttft === null || ttft > slo.ttft_ms) return false;
  }
  if (slo.tpot_ms !== undefined && (tpotMs === null || tpotMs > slo.tpot_ms)) return false;
  if (slo.e2e_ms !== undefined && (r.total_ms === null || r.total_ms > slo.e2e_ms)) return false;
  return true;
}
