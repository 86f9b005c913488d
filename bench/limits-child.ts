import { readFileSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { parseConfig } from '../src/config/read.ts';
import { runBenchmark } from '../src/run/engine.ts';
import { makeTempDir } from './lib/engine.ts';
import { HOSTILE_KEY, hostileConfig } from './lib/hostile.ts';

// One run of every hostile endpoint beside normal streams, in a fresh
// process, reporting its peak RSS, its wall time and the size of its
// traces. Argv: ORIGIN TOTAL_S [MAX_RESPONSE_MB]. Prints one JSON line.

const [origin, totalArg, capArg] = process.argv.slice(2);
const totalS = Number(totalArg);
const maxResponseMb = capArg === undefined ? undefined : Number(capArg);
if (!origin || !(totalS > 0)) {
  process.stderr.write('usage: limits-child.ts ORIGIN TOTAL_S\n');
  process.exit(2);
}

// VmHWM, not resourceUsage().maxRSS: see memory-child.ts.
const peakKb = (): number => {
  try {
    const m = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (m) return Number(m[1]);
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS;
};

const dir = await makeTempDir();
try {
  const env = { SIM_KEY: HOSTILE_KEY };
  const loaded = parseConfig(hostileConfig(origin, totalS, maxResponseMb), '<bench>', env);
  const t0 = performance.now();
  let runPeakKb = 0;
  const { files, results } = await runBenchmark({
    loaded,
    outDir: dir,
    env,
    onTrace: (_t, _r, done, total) => {
      if (done === total) runPeakKb = peakKb();
    },
  });
  const wallMs = performance.now() - t0;
  const lines = (await readFile(files.traces, 'utf8')).split('\n').filter((l) => l !== '');
  const kinds: Record<string, string | null> = {};
  const largest = { id: '', bytes: 0 };
  for (const line of lines) {
    const t = JSON.parse(line) as { id: string };
    if (line.length > largest.bytes) Object.assign(largest, { id: t.id, bytes: line.length });
  }
  for (const r of results.requests) kinds[r.provider] = r.error_kind;
  process.stdout.write(
    JSON.stringify({
      totalS,
      requests: lines.length,
      wallMs,
      runPeakKb,
      totalPeakKb: peakKb(),
      traceBytes: (await stat(files.traces)).size,
      largestTrace: largest,
      kinds,
    }) + '\n',
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
