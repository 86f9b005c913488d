import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { getAdapter } from '../../src/formats/index.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import type { Trace } from '../../src/trace.ts';

// Client-side work stays out of the timed interval: in a fresh process (the
// real CLI, as a user starts it), the first request of each provider,
// dispatched in parallel, sees its headers within 2 ms of the run's later
// requests. Before the dispatch path was warmed ahead of t0 the first four
// got them 9-26 ms later than the rest (medians of six runs each).
//
// What is compared is the client's part of dispatch-to-headers: from t0 to
// the request fully written (at.sent), less the TCP handshake of a new
// connection (network, recorded apart in conn), plus from the simulator's
// first write (logged with its wall clock; the headers go out just before
// it) to the client's headers stamp. The simulator's own work in between
// is left out: it runs in this process, on a machine shared with other
// work, and its first responses on new connections are slower too. It is
// warmed first (new connections in parallel, as the run opens them).
//
// The simulator holds each provider's responses a few ms apart (HOLD_MS).
// Without that, on loopback, the four first responses land within about a
// millisecond of each other (the four first dispatches are 2-3 ms apart,
// the later ones drift 16-26 ms apart), and each waits for the client's and
// the in-process simulator's handling of the others on a shared 2-core
// machine: measured over 20 fresh processes each, interleaved, the median
// gap was 2.22 ms (p25 0.75, p75 4.23) so, 0.58 ms (p25 0.22, p75 2.06) with
// the responses held apart. Distinct remote providers do not answer in the
// same millisecond; the queueing is the test bench's, not a first-request
// cost, and the parts that are (the first read to the headers, the handler)
// measured 0.01-0.02 ms over the later requests either way.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const APIS = ['openai-chat', 'anthropic', 'gemini', 'openai-responses'] as const;
type Api = (typeof APIS)[number] | 'bedrock';
/** With Bedrock, signed with AWS credentials: its signer and codec load on first use (see the last test). */
const WITH_BEDROCK: readonly Api[] = [...APIS, 'bedrock'];
// ttft_ms=0: every format's first write leaves with its headers.
const MODEL = 'steady:tokens=5,interval_ms=2,ttft_ms=0';
// The bar. Over 22 runs of this test on a shared 2-core machine:
// medians 0.03-1.71 ms (median 0.53), every run passed.
const TOLERANCE_MS = 2;
const RUNS = 5;
/** Each api's responses are held this long before their status line: apart by more than one response's handling. */
const HOLD_MS: Record<Api, number> = {
  'openai-chat': 0,
  anthropic: 4,
  gemini: 8,
  'openai-responses': 12,
  bedrock: 16,
};

let sim: Simulator;
let dir: string;

before(async () => {
  // By path: each api has its own endpoint here.
  const holdByPath = new Map<string, number>();
  sim = await startSimulator({
    recordWrites: true,
    recordArrivals: true,
    holdMs: ({ path }) => holdByPath.get(path) ?? 0,
  });
  for (const api of WITH_BEDROCK) holdByPath.set(new URL(requestFor(api).url).pathname, HOLD_MS[api]);
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-first-'));
  for (let round = 0; round < 10; round++) {
    const agent = new Agent();
    await Promise.all(
      WITH_BEDROCK.map(async (api) => {
        for (let i = 0; i < 3; i++) {
          const r = requestFor(api);
          const url = new URL(r.url);
          const res = await agent.request({
            origin: url.origin,
            path: url.pathname + url.search,
            method: r.method,
            headers: r.headers,
            body: r.body,
          });
          await res.body.text();
        }
      }),
    );
    await agent.close();
  }
  sim.takeWrites();
});
after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

function requestFor(api: Api) {
  return getAdapter(api).buildRequest({
    provider: { id: 'warm', api, base_url: sim.baseUrls[api]!, model: MODEL },
    messages: [{ role: 'user', content: 'hi' }],
    maxTokens: 16,
    apiKey: null,
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The client's part of dispatch to headers (see above); `served` is the epoch ms of the simulator's first write. */
function clientHeadersMs(t: Trace, served: number): number {
  const c = t.conn;
  const connect = c && !c.reused ? (c.dns_ms ?? 0) + (c.tcp_ms ?? 0) + (c.tls_ms ?? 0) : 0;
  return t.at.sent! - connect + (t.t0_epoch_ms + t.at.headers! - served);
}

/** One fresh `streamgauge run`: the gap between its first requests and its later ones (medians), and what it was made of. */
async function freshRun(
  k: number,
  apis: readonly Api[] = APIS,
): Promise<{ gapMs: number; headersGapMs: number; detail: string }> {
  const config = join(dir, `first-${k}.yml`);
  await writeFile(
    config,
    [
      `parallel_providers: ${apis.length}`,
      'defaults: { repetitions: 6, warmup: 0, concurrency: 1, cache_bust: false }',
      'providers:',
      ...apis.map((api) => `  - { id: p-${api}, api: ${api}, base_url: "${sim.baseUrls[api]}", model: "${MODEL}" }`),
      'prompts:',
      '  - { id: hi, prompt: hi, max_tokens: 16 }',
      '',
    ].join('\n'),
  );
  const out = join(dir, `out-${k}`);
  sim.takeWrites();
  sim.takeArrivals();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'run', '-c', config, '-o', out], {
      env: {
        PATH: process.env.PATH ?? '',
        NO_COLOR: '1',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
  assert.equal(code, 0);
  const traces = (await readFile(join(out, 'traces.ndjson'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Trace);
  assert.equal(traces.length, apis.length * 6);
  for (const t of traces) assert.equal(t.error, null, `${t.id}: ${JSON.stringify(t.error)}`);
  const first = traces.filter((t) => t.rep === 1);
  const later = traces.filter((t) => t.rep > 1);
  // The first request of each provider opened its connection, and says so.
  for (const t of first) assert.equal(t.conn?.reused, false, `${t.id}: ${JSON.stringify(t.conn)}`);
  const served = new Map<string, number>();
  for (const w of sim.takeWrites()) if (w.seq === 0) served.set(w.requestId, w.sentEpochMs);
  const client = (t: Trace) => {
    const at = served.get(t.http.request_id ?? '');
    assert.ok(at !== undefined, `${t.id}: the simulator logged its writes`);
    return clientHeadersMs(t, at);
  };
  const firstMs = first.map(client);
  const laterMs = later.map(client);
  const gapMs = median(firstMs) - median(laterMs);
  // headers_ms less the simulator's own time (from the request's arrival to
  // its first write): all the client's time, its connect included, which
  // clientHeadersMs leaves out as network. A thread busy while a connection
  // was being made shows here and not there.
  const arrived = new Map(sim.takeArrivals().map((a) => [a.requestId, a.arrivedEpochMs]));
  const lessServer = (t: Trace) => {
    const id = t.http.request_id ?? '';
    assert.ok(arrived.has(id) && served.has(id), `${t.id}: the simulator logged its arrival and writes`);
    return t.at.headers! - (served.get(id)! - arrived.get(id)!);
  };
  const headersGapMs = median(first.map(lessServer)) - median(later.map(lessServer));
  const detail =
    `run ${k}: gap ${gapMs.toFixed(2)} ms, headers less the server's time ${headersGapMs.toFixed(2)} ms; ` +
    `of the first ${first
      .map(lessServer)
      .map((x) => x.toFixed(2))
      .join(
        ', ',
      )}, later median ${median(later.map(lessServer)).toFixed(2)}; client ms of the first requests ${firstMs.map((x) => x.toFixed(2)).join(', ')}, ` +
    `of the later: median ${median(laterMs).toFixed(2)}; ` +
    `headers ms of the first ${first.map((t) => t.at.headers!.toFixed(2)).join(', ')}, ` +
    `of the later: median ${median(later.map((t) => t.at.headers!)).toFixed(2)}; ` +
    `of the first, sent less connect ${first.map((t) => (t.at.sent! - (t.conn?.tcp_ms ?? 0)).toFixed(2)).join(', ')}, ` +
    `later ${median(later.map((t) => t.at.sent! - (t.conn?.tcp_ms ?? 0))).toFixed(2)}`;
  return { gapMs, headersGapMs, detail };
}

// A 2 ms tolerance holds only with the machine to itself: beside another test
// file on 2 cores, a fresh process's first compiles run at half speed and a
// single run can lose 10 ms. So inside `npm test` (two files at a time) it
// skips, saying so, and .ci/run runs this file alone after the suite with
// SG_ALONE=1.
const alone =
  process.env.SG_ALONE === '1'
    ? false
    : 'needs the machine to itself: .ci/run runs it alone (SG_ALONE=1 npm exec -- node --test test/integration/first-request.test.ts)';

it(
  'the first request of a fresh process sees headers within 2 ms of the later ones, providers in parallel',
  { skip: alone },
  async (t) => {
    // Fresh processes one after another, and the median of their gaps: one
    // stall of this shared machine moves one run, not the verdict.
    const runs = [];
    for (let k = 1; k <= RUNS; k++) {
      const run = await freshRun(k);
      t.diagnostic(run.detail);
      runs.push(run);
    }
    const gap = median(runs.map((r) => r.gapMs));
    t.diagnostic(`median gap ${gap.toFixed(2)} ms over ${RUNS} runs`);
    assert.ok(
      gap <= TOLERANCE_MS,
      `median gap ${gap.toFixed(2)} ms over ${RUNS} runs\n${runs.map((r) => r.detail).join('\n')}`,
    );
  },
);

// A provider whose first request loads code on the spot (Bedrock's signer
// and event-stream codec, before its own t0) ran that load while the other
// providers' first requests were in flight: they were sent 110-300 ms after
// their t0 and their headers came as late, where later requests got them in
// 1-8 ms. The warm-up now loads and runs both before any request.
//
// What Bedrock adds is judged against the same runs without it, interleaved
// in this test: a fresh process's first requests (connects, first compiles)
// cost a few ms of headers_ms on their own, and how many depends on the
// machine (on one machine kind the gap with Bedrock was 0.5-2.5 ms; on
// another, quiet, 3.5-4.8 ms with the same code, and as much without
// Bedrock). Bedrock may add at most 3 ms to that, and no run's gap may
// reach the regression's size.
const BEDROCK_TOLERANCE_MS = 3;
/** Far under the 20-45 ms (and 110-300 ms) of the regression this guards against. */
const BEDROCK_CEILING_MS = 12;

it(
  'with a Bedrock provider signed with AWS credentials among them, the first requests are still within 3 ms of the later ones',
  { skip: alone },
  async (t) => {
    const withBedrock = [];
    const without = [];
    for (let k = 1; k <= RUNS; k++) {
      const run = await freshRun(100 + k, WITH_BEDROCK);
      t.diagnostic(run.detail);
      withBedrock.push(run);
      const plain = await freshRun(200 + k, APIS);
      t.diagnostic(`without bedrock: ${plain.detail}`);
      without.push(plain);
    }
    const gap = median(withBedrock.map((r) => r.headersGapMs));
    const baseline = median(without.map((r) => r.headersGapMs));
    t.diagnostic(
      `median gap of headers_ms less the server's time ${gap.toFixed(2)} ms over ${RUNS} runs; ` +
        `without Bedrock ${baseline.toFixed(2)} ms`,
    );
    const details = `\n${withBedrock.map((r) => r.detail).join('\n')}\nwithout:\n${without.map((r) => r.detail).join('\n')}`;
    assert.ok(
      gap - baseline <= BEDROCK_TOLERANCE_MS,
      `median gap ${gap.toFixed(2)} ms over ${RUNS} runs, ${baseline.toFixed(2)} without Bedrock${details}`,
    );
    assert.ok(gap <= BEDROCK_CEILING_MS, `median gap ${gap.toFixed(2)} ms${details}`);
  },
);

it("the simulator's holdMs holds a response's status line, by path", async () => {
  // The premise of the test above: each api's responses start HOLD_MS after the request.
  const agent = new Agent();
  try {
    for (const api of WITH_BEDROCK) {
      const r = requestFor(api);
      const url = new URL(r.url);
      const t0 = performance.now();
      const res = await agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: r.method,
        headers: r.headers,
        body: r.body,
      });
      const headersMs = performance.now() - t0;
      await res.body.text();
      assert.equal(res.statusCode, 200);
      // A timer fires no earlier than its delay, give or take its 1 ms resolution.
      assert.ok(
        headersMs >= HOLD_MS[api] - 1,
        `${api}: headers after ${headersMs.toFixed(2)} ms, held ${HOLD_MS[api]}`,
      );
    }
  } finally {
    await agent.close();
  }
});
