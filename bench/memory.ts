import { fileURLToPath } from 'node:url';
import { runNode } from './lib/child.ts';
import type { SimProcess } from './lib/sim-process.ts';
import { median } from './lib/stats.ts';

// Peak RSS of whole engine runs, each in a fresh process (RSS only grows, so
// a process can report one run only): a small and a large request count at
// the same concurrency. Traces go to disk as each request ends, so the run's
// peak should depend on the concurrency, not the count.

const CHILD = fileURLToPath(new URL('./memory-child.ts', import.meta.url));

export interface MemoryCase {
  requests: [small: number, large: number];
  concurrency: number;
  /** Scenario of every request. */
  model: string;
  runs: number;
}

interface ChildReport {
  requests: number;
  errors: number;
  runPeakKb: number;
  totalPeakKb: number;
  traceBytes: number;
  events: number;
  reads: number;
}

export interface MemorySide {
  requests: number;
  /** Medians over the runs, MiB. */
  runPeakMib: number;
  totalPeakMib: number;
  runs: ChildReport[];
}

export interface MemoryResult {
  concurrency: number;
  model: string;
  small: MemorySide;
  large: MemorySide;
  /** traces.ndjson bytes per trace event, and per request, from the large runs. */
  traceBytesPerEvent: number;
  traceBytesPerRequest: number;
  eventsPerRequest: number;
}

async function one(sim: SimProcess, c: MemoryCase, requests: number): Promise<ChildReport> {
  const r = await runNode([CHILD, sim.url, c.model, String(requests), String(c.concurrency)], {
    timeoutMs: 600_000,
  });
  await sim.takeWrites(); // not needed here: let the simulator's write log go
  const line = r.stdout.trim().split('\n').at(-1) ?? '';
  if (r.code !== 0 || !line.startsWith('{'))
    throw new Error(`memory child (${requests} requests) failed (${r.code ?? r.signal}): ${r.stderr.slice(-2000)}`);
  const report = JSON.parse(line) as ChildReport;
  if (report.errors > 0) throw new Error(`memory child: ${report.errors} of ${requests} requests failed`);
  return report;
}

export async function memory(sim: SimProcess, c: MemoryCase, progress: (s: string) => void): Promise<MemoryResult> {
  const runs: [ChildReport[], ChildReport[]] = [[], []];
  for (let i = 0; i < c.runs; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const r = await one(sim, c, c.requests[k]!);
      runs[k]!.push(r);
      progress(
        `  ${r.requests} requests at concurrency ${c.concurrency}: peak RSS ${(r.runPeakKb / 1024).toFixed(1)} MiB during the run, ${(r.totalPeakKb / 1024).toFixed(1)} MiB with the analysis`,
      );
    }
  }
  const side = (k: 0 | 1): MemorySide => ({
    requests: c.requests[k],
    runPeakMib: median(runs[k].map((r) => r.runPeakKb / 1024)),
    totalPeakMib: median(runs[k].map((r) => r.totalPeakKb / 1024)),
    runs: runs[k],
  });
  const large = runs[1];
  const sum = (f: (r: ChildReport) => number) => large.reduce((a, r) => a + f(r), 0);
  return {
    concurrency: c.concurrency,
    model: c.model,
    small: side(0),
    large: side(1),
    traceBytesPerEvent: sum((r) => r.traceBytes) / sum((r) => r.events),
    traceBytesPerRequest: sum((r) => r.traceBytes) / sum((r) => r.requests),
    eventsPerRequest: sum((r) => r.events) / sum((r) => r.requests),
  };
}
