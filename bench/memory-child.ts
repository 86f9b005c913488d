import { readFileSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { parseConfig } from '../src/config/read.ts';
import { runBenchmark } from '../src/run/engine.ts';
import { benchConfig, makeTempDir } from './lib/engine.ts';

// One engine run in a fresh process, reporting its own peak RSS: at the
// moment the last trace is written (the run itself), and after the analysis
// and reports (which hold every trace at once, by design). Argv: URL MODEL
// REQUESTS CONCURRENCY. Prints one JSON line.

const [url, model, requestsArg, concurrencyArg] = process.argv.slice(2);
const requests = Number(requestsArg);
const concurrency = Number(concurrencyArg);
if (!url || !model || !(requests > 0) || !(concurrency > 0)) {
  process.stderr.write('usage: memory-child.ts URL MODEL REQUESTS CONCURRENCY\n');
  process.exit(2);
}

// The peak of this process's own memory: /proc's VmHWM on Linux. Not
// resourceUsage().maxRSS: Linux carries the high-water mark across fork and
// exec, so a child spawned by a large benchmark process reports at least the
// parent's size (an earlier version of this benchmark read 272 MiB where the
// engine peaked at ~130 MiB).
const maxRssKb = (): number => {
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
  const loaded = parseConfig(
    benchConfig({ url, model, requests, concurrency, maxTokens: 100_000, cacheBust: true }),
    '<bench>',
    {},
  );
  let runPeakKb = 0;
  const { files, results } = await runBenchmark({
    loaded,
    outDir: dir,
    env: {},
    onTrace: (_t, _r, done, total) => {
      if (done === total) runPeakKb = maxRssKb();
    },
  });
  const lines = (await readFile(files.traces, 'utf8')).split('\n').filter((l) => l !== '');
  let events = 0;
  let reads = 0;
  for (const line of lines) {
    const t = JSON.parse(line) as { events: unknown[]; reads: unknown[] };
    events += t.events.length;
    reads += t.reads.length;
  }
  const errors = results.requests.filter((r) => r.outcome === 'error').length;
  process.stdout.write(
    JSON.stringify({
      requests: lines.length,
      errors,
      runPeakKb,
      totalPeakKb: maxRssKb(),
      traceBytes: (await stat(files.traces)).size,
      events,
      reads,
    }) + '\n',
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
