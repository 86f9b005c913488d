import { fileURLToPath } from 'node:url';
import { runNode } from './lib/child.ts';
import type { SimProcess } from './lib/sim-process.ts';

// Bounded cost (README, "Limits"): one run of every hostile endpoint of
// bench/lib/hostile.ts beside normal streams, in a fresh process: its peak
// RSS, wall time and trace size, and the error kind each row ended with.

const CHILD = fileURLToPath(new URL('./limits-child.ts', import.meta.url));

export interface LimitsCase {
  /** timeout.total of every request, seconds. */
  totalS: number;
  runs: number;
  /** max_response_mb for the run; the default (64) when absent. --quick lowers it to stay cheap beside other work. */
  maxResponseMb?: number;
}

export interface LimitsRun {
  totalS: number;
  requests: number;
  wallMs: number;
  runPeakKb: number;
  totalPeakKb: number;
  traceBytes: number;
  largestTrace: { id: string; bytes: number };
  /** Provider id -> the results' error_kind. */
  kinds: Record<string, string | null>;
}

export interface LimitsResult {
  totalS: number;
  /** null: the default, 64. */
  maxResponseMb?: number | null;
  runs: LimitsRun[];
}

export async function limits(sim: SimProcess, c: LimitsCase, progress: (s: string) => void): Promise<LimitsResult> {
  const origin = new URL(sim.url).origin;
  const runs: LimitsRun[] = [];
  for (let i = 0; i < c.runs; i++) {
    const args = [CHILD, origin, String(c.totalS), ...(c.maxResponseMb === undefined ? [] : [String(c.maxResponseMb)])];
    const r = await runNode(args, { timeoutMs: c.totalS * 1000 + 120_000 });
    await sim.takeWrites(); // not needed here: let the simulator's write log go
    const line = r.stdout.trim().split('\n').at(-1) ?? '';
    if (r.code !== 0 || !line.startsWith('{'))
      throw new Error(`limits child failed (${r.code ?? r.signal}): ${r.stderr.slice(-2000)}`);
    const run = JSON.parse(line) as LimitsRun;
    runs.push(run);
    progress(
      `  ${run.requests} requests (timeout.total ${c.totalS} s): peak RSS ${(run.totalPeakKb / 1024).toFixed(1)} MiB, ` +
        `wall ${(run.wallMs / 1000).toFixed(2)} s, traces ${(run.traceBytes / 1024).toFixed(1)} KiB`,
    );
  }
  return { totalS: c.totalS, maxResponseMb: c.maxResponseMb ?? null, runs };
}
