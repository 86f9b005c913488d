import { bootstrapDeltaPctCi, bootstrapMedianCi, DEFAULT_STATISTICS } from '../src/analyze/bootstrap.ts';
import { attributionOf } from '../src/analyze/attribution.ts';
import type { RequestResult } from '../src/analyze/types.ts';
import { mulberry32 } from '../src/random.ts';
import * as former from '../test/support/reference/bootstrap.ts';
import { attributionOf as formerAttributionOf } from '../test/support/reference/attribution.ts';

// The bootstrap's CPU against the former code's (test/support/reference/,
// which test/property/bootstrap-identity.test.ts shows gives the same bits):
// the same calls, interleaved round by round on this shared machine, timed
// in CPU (process.cpuUsage), the ratio of the medians reported (issue 36).

export interface BootstrapCase {
  /** Values per sample. */
  n: number;
  /** Calls timed per round and side. */
  calls: number;
}

export interface BootstrapRow {
  label: string;
  formerUs: number;
  nowUs: number;
  /** formerUs / nowUs: how many times faster. */
  speedup: number;
}

type Call = (seed: number) => unknown;

function cpuUs(f: Call, calls: number, round: number): number {
  const start = process.cpuUsage();
  for (let i = 0; i < calls; i++) f(round * calls + i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / calls;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function timed(label: string, before: Call, now: Call, calls: number, rounds: number): BootstrapRow {
  const f: number[] = [];
  const n: number[] = [];
  for (let r = 0; r < rounds; r++) {
    f.push(cpuUs(before, calls, r));
    n.push(cpuUs(now, calls, r));
  }
  const formerUs = median(f);
  const nowUs = median(n);
  return { label, formerUs, nowUs, speedup: formerUs / nowUs };
}

function requests(n: number, rand: () => number, ttftMs: number): RequestResult[] {
  return Array.from({ length: n }, () => {
    const ttft = ttftMs * (0.8 + 0.4 * rand());
    const tokens = 80 + Math.floor(80 * rand());
    const total = ttft + (1000 * tokens) / (40 + 20 * rand());
    return {
      warmup: false,
      outcome: 'streamed',
      ttft_ms: ttft,
      total_ms: total,
      end_to_end_tps: (1000 * tokens) / total,
      new_connection: rand() < 0.2,
      connect_ms: 30 * rand(),
      served: { model: 'm', fingerprint: 'f', region: null, processing_ms: ttft / 2 },
    } as RequestResult;
  });
}

/** Former and current CPU per call of each bootstrap at each size, DEFAULT_STATISTICS (2,000 resamples). */
export function bootstrapBench(cases: BootstrapCase[], rounds: number): BootstrapRow[] {
  const rows: BootstrapRow[] = [];
  const s = DEFAULT_STATISTICS;
  for (const { n, calls } of cases) {
    const rand = mulberry32(n);
    const values = Array.from({ length: n }, () => Math.round(rand() * 5000) / 10);
    const runs = [0, 1, 2].map(() => values.map((v) => v * (0.9 + 0.2 * rand())));
    rows.push(
      timed(
        `median interval, ${n} values`,
        (seed) => former.bootstrapMedianCi(values, seed, s),
        (seed) => bootstrapMedianCi(values, seed, s),
        calls,
        rounds,
      ),
      timed(
        `change interval, 3 baseline runs of ${n}`,
        (seed) => former.bootstrapDeltaPctCi(runs, values, seed, s),
        (seed) => bootstrapDeltaPctCi(runs, values, seed, s),
        calls,
        rounds,
      ),
    );
    const base = [requests(n, rand, 500)];
    const cur = requests(n, rand, 600);
    for (const metric of ['ttft_ms', 'end_to_end_tps'] as const)
      rows.push(
        timed(
          `${metric} attribution, ${n} requests a side`,
          (seed) => formerAttributionOf(`p${seed}`, 'q', metric, base, cur, s),
          (seed) => attributionOf(`p${seed}`, 'q', metric, base, cur, s),
          Math.max(1, Math.round(calls / 4)),
          rounds,
        ),
      );
  }
  return rows;
}

export function bootstrapMarkdown(rows: readonly BootstrapRow[]): string {
  const lines = [
    '## Bootstrap CPU (issue 36)',
    '',
    'CPU per call, the former code (test/support/reference/) beside the current one, same results to the bit; median of interleaved rounds.',
    '',
    '| call | former | now | speed-up |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${(r.formerUs / 1000).toFixed(2)} ms | ${(r.nowUs / 1000).toFixed(2)} ms | ${r.speedup.toFixed(1)}x |`,
    ),
  ];
  return lines.join('\n') + '\n';
}
