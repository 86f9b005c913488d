import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseConfig } from '../src/config/read.ts';
import { reanalyze, runBenchmark } from '../src/run/engine.ts';
import { HTML_FILE } from '../src/run/files.ts';
import { holdYoungGeneration } from '../src/run/young-generation.ts';
import { benchConfig } from './lib/engine.ts';

// One step of the scale bench in a fresh process (RSS only grows, so one
// process reports one step): `run URL MODEL REQUESTS CONCURRENCY DIR` or
// `reanalyze DIR`. Reports peak RSS (the run's at its last trace, and the
// whole process's), the time and CPU after the last trace (analysis and
// reports), and report.html's size. Prints one JSON line.

const maxRssKb = (): number => {
  // VmHWM, not resourceUsage().maxRSS: Linux carries the latter across fork and exec.
  const m = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : process.resourceUsage().maxRSS;
};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * The V8 heap's high-water mark after the run, sampled every 20 ms (the
 * post-run path awaits each trace line, so the sampler runs during it): with
 * VmHWM it says whether a peak is the JS heap or memory outside it.
 */
let heapPeak = 0;
/** Started at the last trace (or at once for reanalyze): sampling during the run would be work the run measures. */
const startSampler = () =>
  setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed + m.external);
  }, 20).unref();
const heapPeakMib = () => {
  const m = process.memoryUsage();
  return Math.max(heapPeak, m.heapUsed + m.external) / 2 ** 20;
};

const [mode, ...args] = process.argv.slice(2);
if (mode === 'run') {
  const [url, model, requestsArg, concurrencyArg, dir] = args;
  const requests = Number(requestsArg);
  const loaded = parseConfig(
    benchConfig({ url: url!, model: model!, requests, concurrency: Number(concurrencyArg), maxTokens: 100_000 }),
    '<bench>',
    {},
  );
  let runPeakKb = 0;
  let lastAt = 0;
  let lastCpu = 0;
  const { results } = await runBenchmark({
    loaded,
    outDir: dir!,
    env: {},
    onTrace: (_t, _r, done, total) => {
      if (done !== total) return;
      runPeakKb = maxRssKb();
      startSampler();
      lastAt = performance.now();
      lastCpu = cpuMs();
    },
  });
  process.stdout.write(
    JSON.stringify({
      requests: results.requests.length,
      errors: results.requests.filter((r) => r.outcome === 'error').length,
      clientStalled: results.requests.filter((r) => r.client_stalled === true).length,
      runPeakKb,
      totalPeakKb: maxRssKb(),
      postRunMs: performance.now() - lastAt,
      postRunCpuMs: cpuMs() - lastCpu,
      htmlBytes: (await stat(join(dir!, HTML_FILE))).size,
      traceBytes: (await stat(join(dir!, 'traces.ndjson'))).size,
      postRunHeapPeakMib: heapPeakMib(),
    }) + '\n',
  );
} else if (mode === 'reanalyze') {
  const [dir] = args;
  // As the CLI's reanalyze does before it starts.
  holdYoungGeneration();
  startSampler();
  const t0 = performance.now();
  const c0 = cpuMs();
  await reanalyze({ outDir: dir!, overrides: {} });
  process.stdout.write(
    JSON.stringify({
      peakKb: maxRssKb(),
      ms: performance.now() - t0,
      cpuMs: cpuMs() - c0,
      heapPeakMib: heapPeakMib(),
    }) + '\n',
  );
} else {
  process.stderr.write('usage: scale-child.ts run URL MODEL REQUESTS CONCURRENCY DIR | reanalyze DIR\n');
  process.exit(2);
}
