import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { systemClock } from '../src/measure/clock.ts';
import { MetricsPoller } from '../src/metrics/poller.ts';
import { MetricsWriter } from '../src/run/traces.ts';
import { makeScrubber } from '../src/secrets.ts';

// What a hostile /metrics page costs a run (issue #34, design.md "Bounds at
// the new edges"): each page is scraped SCRAPES times by the real poller
// over loopback, with the event loop's delay watched (perf_hooks
// monitorEventLoopDelay, 1 ms resolution) the whole time. Reported per page:
// the worst loop delay, the wall time per scrape, and server_metrics.ndjson's
// size against the bytes of the known series the page holds.
//
//   node bench/server-metrics.ts            (npm puts Node 24 first: npm exec -- node ...)
//
// Bound: at most 50 ms of loop delay per scrape, and a file under 2x the
// known series it holds.

const SCRAPES = Number(process.env.SG_SCRAPES ?? 3);
const MIB = 1024 * 1024;
const HOSTILE_MIB = Number(process.env.SG_HOSTILE_MIB ?? 8);

/** A vLLM page's known series for one engine (running, waiting, KV, counters, two histograms). */
function knownSeries(): string {
  const m = 'model_name="meta-llama/Llama-3.1-8B-Instruct",engine="0"';
  const out = [
    `vllm:num_requests_running{${m}} 4.0`,
    `vllm:num_requests_waiting{${m}} 2.0`,
    `vllm:kv_cache_usage_perc{${m}} 0.4375`,
    `vllm:num_preemptions_total{${m}} 0.0`,
    `vllm:prompt_tokens_total{${m}} 1.234567e+06`,
    `vllm:generation_tokens_total{${m}} 9.87654e+05`,
  ];
  const buckets = [0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80];
  for (const h of ['vllm:time_to_first_token_seconds', 'vllm:request_queue_time_seconds']) {
    for (const [i, le] of buckets.entries()) out.push(`${h}_bucket{${m},le="${le}"} ${i * 17}.0`);
    out.push(`${h}_bucket{${m},le="+Inf"} 400.0`, `${h}_sum{${m}} 123.456`, `${h}_count{${m}} 400.0`);
  }
  return `${out.join('\n')}\n`;
}

const KNOWN = knownSeries();
const PAGES: Record<string, string> = {
  // First: the first scrape of a process also pays for loading and compiling the HTTP client and the parser.
  'known series alone': KNOWN,
  // The issue's: 8 MiB of one-character series, the known ones ahead of them.
  [`known + ${HOSTILE_MIB} MiB of "a 1"`]: KNOWN + 'a 1\n'.repeat((HOSTILE_MIB * MIB) / 4),
  // The 36 KB page: three samples whose values are 12,000-digit tokens.
  'three 12,000-digit values': ['running', 'waiting', 'kv_cache_usage_perc']
    .map((s) => `vllm:num_requests_${s} ${'1'.repeat(12_000)}x`)
    .join('\n'),
};

async function main(): Promise<void> {
  const bodies = new Map(Object.entries(PAGES).map(([name, text], i) => [`/${i}`, { name, body: Buffer.from(text) }]));
  // The pages are served from another process: writing 8 MiB to a socket is the server's work, not the run's.
  const server = fork(fileURLToPath(import.meta.url), ['serve'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => server.once('message', (m) => resolve(m as number)));
  const base = `http://127.0.0.1:${port}`;
  const dir = await mkdtemp(join(tmpdir(), 'sg-bench-metrics-'));
  try {
    for (const [path, { name, body }] of bodies) {
      const file = join(dir, `${path.slice(1)}.ndjson`);
      const writer = new MetricsWriter(file, makeScrubber([]));
      const poller = new MetricsPoller({
        provider: 'p',
        url: `${base}${path}`,
        intervalS: 3600,
        metricsMap: {},
        clock: systemClock,
        runStartEpochMs: systemClock.epochMs(),
        writer,
        timeoutMs: 60_000,
      });
      const h = monitorEventLoopDelay({ resolution: 1 });
      h.enable();
      const worst: number[] = [];
      const t0 = performance.now();
      for (let i = 0; i < SCRAPES; i++) {
        h.reset();
        await poller.sample();
        worst.push(h.max / 1e6);
      }
      const wallMs = (performance.now() - t0) / SCRAPES;
      // The machine's own noise (other processes, the collector) over as long, with no scrape.
      const idle: number[] = [];
      for (let i = 0; i < SCRAPES; i++) {
        h.reset();
        await new Promise((resolve) => setTimeout(resolve, Math.max(wallMs, 20)));
        idle.push(h.max / 1e6);
      }
      h.disable();
      await poller.stop();
      await writer.close();
      const bytes = (await stat(file)).size;
      const known = (await readFile(file, 'utf8')).split('\n').filter((l) => l.includes('"series"')).length;
      const knownBytes = name.startsWith('three') ? 0 : Buffer.byteLength(KNOWN) * (SCRAPES + 1);
      console.log(
        `${name} (${(body.length / MIB).toFixed(2)} MiB): loop delay max ${Math.max(...worst).toFixed(1)} ms per scrape ` +
          `[${worst.map((w) => w.toFixed(1)).join(', ')}] (idle, as long: ${Math.max(...idle).toFixed(1)} ms), ${wallMs.toFixed(0)} ms a scrape; ` +
          `server_metrics.ndjson ${bytes} bytes, ${known} sample lines` +
          (knownBytes > 0 ? `, ${(bytes / knownBytes).toFixed(2)}x the known series' ${knownBytes} bytes` : ''),
      );
    }
  } finally {
    server.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

async function serve(): Promise<void> {
  const bodies = new Map(Object.values(PAGES).map((text, i) => [`/${i}`, Buffer.from(text)]));
  const server = createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/plain; version=0.0.4' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send!((server.address() as AddressInfo).port);
}

if (process.argv[2] === 'serve') await serve();
else await main();
