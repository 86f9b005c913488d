import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { systemClock } from '../../src/measure/clock.ts';
import { MetricsPoller, scrubUrl } from '../../src/metrics/poller.ts';
import { MetricsWriter } from '../../src/run/traces.ts';
import { makeScrubber } from '../../src/secrets.ts';

// The poller against real loopback servers: one that answers, one that
// never does. A scrape that hangs ends at its timeout as a recorded failure;
// the caller never waits on it (sample() is fire and forget), and stop()
// returns once the last scrape is written.

let server: Server;
let base: string;
let dir: string;
const hanging = new Set<import('node:http').ServerResponse>();
let open = 0;
let peakOpen = 0;
let bigSent = 0;
let bigClosedEarly = false;

before(async () => {
  server = createServer((req, res) => {
    if (req.url?.startsWith('/hang')) return void hanging.add(res);
    if (req.url?.startsWith('/slow')) {
      open++;
      peakOpen = Math.max(peakOpen, open);
      return void setTimeout(() => {
        open--;
        res.end('vllm:num_requests_running 1\n');
      }, 300);
    }
    if (req.url?.startsWith('/big')) {
      // Known samples, then lines of a made-up series just under the line cap, past the body cap.
      res.write('vllm:num_requests_running 2\nvllm:generation_tokens_total 7\n');
      const junk = `junk{x="${'y'.repeat(4000)}"} 1\n`.repeat(64);
      let left = 32 * 1024 * 1024;
      const more = () => {
        while (left > 0 && !res.destroyed) {
          left -= junk.length;
          bigSent += junk.length;
          if (!res.write(junk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('close', () => (bigClosedEarly = left > 0));
      return more();
    }
    res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
    res.end(
      '# TYPE vllm:num_requests_running gauge\nvllm:num_requests_running{model_name="m"} 3\nvllm:num_requests_waiting{model_name="m"} many\n',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-poller-'));
});
after(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function poll(path: string, file: string, timeoutMs: number, intervalS = 60, forMs = 0) {
  const writer = new MetricsWriter(join(dir, file), makeScrubber(['sekrit-value']));
  const poller = new MetricsPoller({
    provider: 'p',
    url: `${base}${path}`,
    intervalS,
    metricsMap: {},
    clock: systemClock,
    runStartEpochMs: systemClock.epochMs(),
    writer,
    timeoutMs,
  });
  const t0 = performance.now();
  poller.start();
  const startReturnedMs = performance.now() - t0;
  if (forMs > 0) await new Promise((resolve) => setTimeout(resolve, forMs));
  await poller.stop();
  const stoppedMs = performance.now() - t0;
  await writer.close();
  const lines = (await readFile(join(dir, file), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { lines, startReturnedMs, stoppedMs };
}

describe('MetricsPoller', () => {
  it('writes the samples of each scrape, and a line for what it could not read', async () => {
    const { lines } = await poll('/metrics?token=sekrit-value', 'ok.ndjson', 1000);
    assert.deepEqual(lines[0]!.source, {
      url: `${base}/metrics?token=***`,
      interval_s: 60,
      metrics_map: {},
    });
    const samples = lines.filter((l) => l.series === 'vllm:num_requests_running');
    assert.equal(samples.length, 2, 'the scrape at start and the one at stop');
    assert.deepEqual(samples[0]!.labels, { model_name: 'm' });
    assert.equal(samples[0]!.value, 3);
    assert.ok(lines.some((l) => typeof l.error === 'string' && /line 3/.test(l.error as string)));
    assert.ok(!JSON.stringify(lines).includes('sekrit-value'));
  });

  it('a server that never answers: start() returns at once, each scrape fails at its timeout', async () => {
    const { lines, startReturnedMs, stoppedMs } = await poll('/hang', 'hang.ndjson', 300);
    assert.ok(startReturnedMs < 50, `start took ${startReturnedMs} ms`);
    // Two scrapes in parallel, each given up after 300 ms: stop() is done soon after, never hung.
    assert.ok(stoppedMs >= 290 && stoppedMs < 2000, `stopped after ${stoppedMs} ms`);
    const errors = lines.filter((l) => l.error === 'no answer within 300 ms');
    assert.equal(errors.length, 2);
  });

  it('a read that overruns its interval: the next periodic reads are skipped and counted, never queued', async () => {
    // Every read takes 300 ms; one is due every 50 ms.
    const { lines } = await poll('/slow', 'slow.ndjson', 1000, 0.05, 700);
    const skipped = lines.filter((l) => typeof l.error === 'string' && (l.error as string).startsWith('skipped'));
    assert.ok(skipped.length >= 3, `${skipped.length} skipped`);
    assert.match(skipped.at(-1)!.error as string, new RegExp(`\\(${skipped.length} skipped so far\\)`));
    // The first read and one periodic read at a time (stop's last read may join them): never a queue of them.
    assert.ok(peakOpen <= 3, `${peakOpen} reads open at once`);
    const reads = lines.filter((l) => l.series === 'vllm:num_requests_running').length;
    assert.ok(reads <= 5, `${reads} reads in 700 ms of 300 ms reads`);
  });

  it('a page past the body cap: read no further, the samples before the cut kept and marked truncated', async () => {
    const { lines } = await poll('/big', 'big.ndjson', 10_000);
    const samples = lines.filter((l) => typeof l.series === 'string');
    assert.deepEqual(
      samples.map((l) => [l.series, l.value, l.truncated]),
      [
        ['vllm:num_requests_running', 2, true],
        ['vllm:generation_tokens_total', 7, true],
        ['vllm:num_requests_running', 2, true],
        ['vllm:generation_tokens_total', 7, true],
      ],
    );
    assert.ok(!lines.some((l) => typeof l.series === 'string' && l.series.startsWith('junk')));
    assert.ok(bigClosedEarly, `the connection was closed before the page's end (${bigSent} bytes sent)`);
  });

  it('scrubUrl masks user info and every query value', () => {
    assert.equal(scrubUrl('http://user:pw@h:1/metrics?a=1&token=x'), 'http://***@h:1/metrics?a=***&token=***');
    assert.equal(scrubUrl('not a url'), '(unreadable URL)');
  });
});
