import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scrapesByProvider } from '../src/metrics/server-figures.ts';
import { readServerMetrics } from '../src/metrics/results.ts';

// Finding 2 of issue #34: server_metrics.ndjson as an unfiltered poller wrote
// it for a vLLM-sized page (~700 samples a read, one read a second) passed
// V8's string limit (~512 MiB) after about 78 minutes, and reading it whole
// threw `RangeError: Invalid string length`, so results.json was never
// written. This writes such a file (SG_FILE_MB, default 600) and reads it
// back as a run's analysis does: wall time, peak RSS and the lines kept.
//
//   npm exec -- node bench/server-metrics-file.ts

const TARGET_BYTES = Number(process.env.SG_FILE_MB ?? 600) * 1024 * 1024;

/** One read's lines, unfiltered: the known series and ~640 samples no figure reads. */
function scrape(t: number): string {
  const m = { model_name: 'meta-llama/Llama-3.1-8B-Instruct', engine: '0' };
  const line = (series: string, value: number, labels: Record<string, string> = m) =>
    JSON.stringify({ t_ms: t, provider: 'vllm', series, labels, value });
  const out = [
    line('vllm:num_requests_running', 4),
    line('vllm:num_requests_waiting', 1),
    line('vllm:kv_cache_usage_perc', 0.4),
    line('vllm:generation_tokens_total', t * 2),
    line('vllm:prompt_tokens_total', t * 3),
  ];
  for (let i = 0; i < 20; i++) {
    const le = String(0.001 * 2 ** i);
    out.push(line('vllm:time_to_first_token_seconds_bucket', t / 100 + i, { ...m, le }));
    out.push(line('vllm:request_queue_time_seconds_bucket', t / 100 + i, { ...m, le }));
  }
  for (let i = 0; i < 640; i++)
    out.push(line('vllm:e2e_request_latency_seconds_bucket', i, { ...m, le: String(i), shard: `s${i % 7}` }));
  return `${out.join('\n')}\n`;
}

const dir = await mkdtemp(join(tmpdir(), 'sg-bench-smfile-'));
try {
  const file = join(dir, 'server_metrics.ndjson');
  const out = createWriteStream(file);
  out.write(
    `${JSON.stringify({ t_ms: 0, provider: 'vllm', source: { url: 'http://x/metrics', interval_s: 1, metrics_map: {} } })}\n`,
  );
  let bytes = 0;
  let reads = 0;
  while (bytes < TARGET_BYTES) {
    const block = scrape(++reads * 1000);
    bytes += block.length;
    if (!out.write(block)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const size = (await stat(file)).size;
  console.log(`wrote ${(size / 1024 / 1024).toFixed(0)} MiB: ${reads} reads (${(reads / 60).toFixed(0)} min at 1 s)`);
  const t0 = performance.now();
  let peakRss = 0;
  const watch = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    const lines = await readServerMetrics(file);
    const scrapes = scrapesByProvider(lines).get('vllm')?.scrapes.length ?? 0;
    console.log(
      `read in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${lines.length} lines kept, ${scrapes} reads, ` +
        `peak RSS ${(Math.max(peakRss, process.memoryUsage().rss) / 1024 / 1024).toFixed(0)} MiB`,
    );
  } catch (err) {
    console.log(`reading failed after ${((performance.now() - t0) / 1000).toFixed(1)} s: ${String(err)}`);
  } finally {
    clearInterval(watch);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
