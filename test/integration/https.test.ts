import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Agent as UndiciAgent, type Dispatcher } from 'undici';
import { analyzeRequest } from '../../src/analyze/index.ts';
import type { Results } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { createMeasuringAgent } from '../../src/measure/agent.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { measure } from '../../src/measure/stream.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import type { Trace } from '../../src/trace.ts';
import { makeTestCa, type TestCa } from '../emulators/test-ca.ts';
import { withLoopDelay } from '../support/loop-delay.ts';

// HTTPS end to end: the simulator serving TLS with a certificate from a CA
// made for this run, the measuring agent trusting that CA, and the
// connection phases each trace records (DNS, TCP, TLS; reused or not).

let ca: TestCa;
let tlsSim: Simulator;
/** Holds every handshake HANDSHAKE_DELAY_MS (clients that send SNI: host names). */
let slowTlsSim: Simulator;
let plainSim: Simulator;
const HANDSHAKE_DELAY_MS = 60;

before(async () => {
  ca = await makeTestCa();
  tlsSim = await startSimulator({ tls: { cert: ca.cert, key: ca.key } });
  slowTlsSim = await startSimulator({ tls: { cert: ca.cert, key: ca.key, handshakeDelayMs: HANDSHAKE_DELAY_MS } });
  plainSim = await startSimulator();
});
after(async () => {
  await tlsSim.close();
  await slowTlsSim.close();
  await plainSim.close();
  await ca.remove();
});

function run(baseUrl: string, dispatcher: Dispatcher, model = 'steady:tokens=30,interval_ms=10'): Promise<Trace> {
  const provider = { id: 'sim', api: 'openai-chat' as const, base_url: baseUrl, model };
  return measure({
    identity: {
      id: 'sim/p/1',
      provider: 'sim',
      api: 'openai-chat',
      model,
      prompt: 'p',
      rep: 1,
      warmup: false,
      attempt: 1,
      cache_bust: null,
    },
    request: openaiChat.buildRequest({
      provider,
      messages: [{ role: 'user', content: 'hi' }],
      maxTokens: 32,
      apiKey: null,
    }),
    adapter: openaiChat,
    dispatcher,
    clock: systemClock,
    timeouts: { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 },
    scrub: makeScrubber([]),
  });
}

/**
 * Three requests one after another on one agent: each trace on a new
 * connection matches one connection undici opened (its 'connect' events),
 * and at least one request reuses a connection. (Whether the second already
 * finds the first's connection free is up to undici's pool: it may open
 * another, and the traces must say so.)
 */
async function runThree(baseUrl: string, agent: Dispatcher): Promise<Trace[]> {
  let connects = 0;
  const onConnect = () => connects++;
  agent.on('connect', onConnect);
  const traces: Trace[] = [];
  for (let i = 0; i < 3; i++) traces.push(await run(baseUrl, agent));
  agent.off('connect', onConnect);
  for (const t of traces) assert.equal(t.error, null, JSON.stringify(t.error));
  const fresh = traces.filter((t) => t.conn?.reused === false);
  assert.equal(fresh.length, connects, `${fresh.length} traces on a new connection, ${connects} connections made`);
  assert.equal(traces[0]!.conn?.reused, false, 'the first request of an agent opens its connection');
  const reused = traces.filter((t) => t.conn?.reused === true);
  assert.ok(reused.length >= 1, `a connection reused: ${JSON.stringify(traces.map((t) => t.conn))}`);
  for (const t of reused) assert.deepEqual(t.conn, { reused: true, dns_ms: null, tcp_ms: null, tls_ms: null });
  return traces;
}

/** Phases are parts of the interval before the request was written: they cannot add up to more. */
function assertPhasesBeforeSent(t: Trace): void {
  const c = t.conn!;
  const sum = (c.dns_ms ?? 0) + (c.tcp_ms ?? 0) + (c.tls_ms ?? 0);
  assert.ok(t.at.sent !== null && t.at.sent !== undefined, 'at.sent recorded');
  // 0.01 ms: each figure is rounded to the µs on its own.
  assert.ok(sum <= t.at.sent + 0.01, `phases ${sum} ms inside dispatch..sent ${t.at.sent} ms`);
  assert.ok(t.at.headers! >= t.at.sent, `headers ${t.at.headers} after sent ${t.at.sent}`);
}

describe('HTTPS with a CA made by the test', () => {
  it('a new TLS connection to an IP: TCP and TLS recorded, no DNS; the next request reuses it', async () => {
    const agent = createMeasuringAgent({ ca: ca.caPem });
    try {
      assert.match(tlsSim.url, /^https:\/\/127\.0\.0\.1:/);
      const traces = await runThree(tlsSim.url, agent);
      for (const t of traces) {
        // The whole answer came over TLS (whether it counts as streamed depends on
        // how the machine's load coalesced its reads, which is not under test here).
        assert.notEqual(analyzeRequest(t, DEFAULT_ANALYSIS).outcome, 'error');
        assert.equal(t.usage?.output_tokens, 30);
        assertPhasesBeforeSent(t);
        if (t.conn!.reused) continue;
        assert.equal(t.conn!.dns_ms, null, 'an IP address needs no lookup');
        assert.ok(t.conn!.tcp_ms! >= 0, `tcp_ms ${t.conn!.tcp_ms}`);
        assert.ok(t.conn!.tls_ms! > 0, `tls_ms ${t.conn!.tls_ms}`);
      }
    } finally {
      await agent.close();
    }
  });

  it('a host name: DNS recorded, and a scripted handshake delay lands in tls_ms, not tcp_ms', async () => {
    const agent = createMeasuringAgent({ ca: ca.caPem });
    try {
      const url = slowTlsSim.url.replace('127.0.0.1', 'localhost');
      // What the machine did meanwhile: time the client's loop was held (two busy loops once made a
      // loopback connect take 109 ms) is added to the bars, as a run sets such a request aside.
      const { value: t, loop } = await withLoopDelay(() => run(url, agent));
      const stalledMs = loop.heldMs(-Infinity, Infinity);
      assert.equal(t.error, null, JSON.stringify(t.error));
      const c = t.conn!;
      assert.equal(c.reused, false);
      assert.ok(c.dns_ms !== null && c.dns_ms >= 0, `dns_ms ${c.dns_ms}`);
      assert.ok(c.tcp_ms !== null && c.tcp_ms < HANDSHAKE_DELAY_MS + stalledMs, `tcp_ms ${c.tcp_ms} (${loop.text})`);
      // The server holds the hello HANDSHAKE_DELAY_MS; the rest of a loopback handshake is a few ms.
      assert.ok(
        c.tls_ms !== null && c.tls_ms >= HANDSHAKE_DELAY_MS - 1 && c.tls_ms < HANDSHAKE_DELAY_MS + 100 + stalledMs,
        `tls_ms ${c.tls_ms} for a ${HANDSHAKE_DELAY_MS} ms scripted handshake delay (${loop.text})`,
      );
      assertPhasesBeforeSent(t);
      // The new connection's cost is inside this request's time to first token, and now visible as such.
      assert.ok(t.at.first_content! >= c.tls_ms, `first content ${t.at.first_content} ms`);
    } finally {
      await agent.close();
    }
  });

  it('a CA the client does not trust: a connect error, no connection phases', async () => {
    const agent = createMeasuringAgent();
    try {
      const t = await run(tlsSim.url, agent);
      assert.equal(t.error?.kind, 'connect');
      assert.match(t.error!.message, /CERT|certificate/i);
      assert.equal(t.conn, null);
      assert.equal(t.at.sent, null);
    } finally {
      await agent.close();
    }
  });
});

describe('connection phases over plain HTTP', () => {
  it('TCP recorded, TLS and DNS null for an IP; reused after', async () => {
    const agent = createMeasuringAgent();
    try {
      for (const t of await runThree(plainSim.url, agent)) {
        assertPhasesBeforeSent(t);
        if (t.conn!.reused) continue;
        assert.equal(t.conn!.dns_ms, null);
        assert.equal(t.conn!.tls_ms, null);
        assert.ok(t.conn!.tcp_ms! >= 0);
      }
    } finally {
      await agent.close();
    }
  });

  it('a dispatcher that does not time its connections: conn null (not measured), at.sent still recorded', async () => {
    const agent = new UndiciAgent();
    try {
      const t = await run(plainSim.url, agent);
      assert.equal(t.error, null);
      assert.equal(t.conn, null);
      assert.ok(t.at.sent! >= 0 && t.at.sent! <= t.at.headers!);
    } finally {
      await agent.close();
    }
  });
});

describe('streamgauge serve over HTTPS', () => {
  const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
  const serve = (args: string[]) =>
    spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('--tls-cert and --tls-key serve https:// URLs that a client trusting the CA streams from', async () => {
    const child = serve(['--tls-cert', ca.certFile, '--tls-key', ca.keyFile]);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening at (https:\/\/\S+)/.exec(out);
          if (m) resolve(m[1]!);
        });
        child.once('close', (code) => reject(new Error(`serve exited ${code}: ${out}`)));
      });
      const agent = createMeasuringAgent({ ca: ca.caPem });
      try {
        const t = await run(url, agent);
        assert.equal(t.error, null, JSON.stringify(t.error));
        assert.equal(t.conn?.reused, false);
        assert.ok(t.conn!.tls_ms! > 0);
      } finally {
        await agent.close();
      }
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('one of the two files alone, or files that are no certificate and key: a usage error naming them', async () => {
    const ran = (args: string[]) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = serve(args);
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.once('close', (code) => resolve({ code, stderr }));
      });
    const alone = await ran(['--tls-cert', ca.certFile]);
    assert.equal(alone.code, 2);
    assert.match(alone.stderr, /--tls-cert and --tls-key go together/);
    const swapped = await ran(['--tls-cert', ca.keyFile, '--tls-key', ca.certFile]);
    assert.equal(swapped.code, 2);
    assert.match(swapped.stderr, /not a certificate and its key/);
    assert.ok(swapped.stderr.includes(ca.keyFile), swapped.stderr);
  });
});

describe('streamgauge run over HTTPS', () => {
  it('NODE_EXTRA_CA_CERTS trusts the CA; traces and results.json record the TLS connection', async () => {
    const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
    const dir = await mkdtemp(join(tmpdir(), 'streamgauge-https-'));
    try {
      const config = join(dir, 'c.yml');
      await writeFile(
        config,
        [
          'defaults: { repetitions: 2, warmup: 1, concurrency: 1 }',
          'providers:',
          `  - { id: tls-sim, api: openai-chat, base_url: "${tlsSim.url}", model: "steady:tokens=30,interval_ms=10" }`,
          'prompts:',
          '  - { id: hi, prompt: hi, max_tokens: 32 }',
          '',
        ].join('\n'),
      );
      const run = (env: Record<string, string>, out: string) =>
        new Promise<number | null>((resolve, reject) => {
          const child = spawn(process.execPath, [BIN, 'run', '-c', config, '-o', join(dir, out)], {
            env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env },
            stdio: 'ignore',
          });
          child.on('error', reject);
          child.on('close', resolve);
        });
      assert.equal(await run({ NODE_EXTRA_CA_CERTS: ca.caFile }, 'trusted'), 0);
      const results = JSON.parse(await readFile(join(dir, 'trusted', 'results.json'), 'utf8')) as Results;
      assert.equal(results.requests.length, 3);
      for (const r of results.requests) assert.equal(r.error_kind, null, `${r.id}: ${r.error_message}`);
      const fresh = results.requests.filter((r) => r.new_connection === true);
      assert.ok(fresh.length >= 1, 'the warmup opened a connection');
      for (const r of fresh) {
        assert.ok(r.tls_ms! > 0 && r.tcp_ms! >= 0 && r.dns_ms === null, JSON.stringify(r));
        assert.ok(Math.abs(r.connect_ms! - (r.tcp_ms! + r.tls_ms!)) < 0.002);
        assert.ok(r.sent_ms! >= r.connect_ms!, `sent ${r.sent_ms} after the connect ${r.connect_ms}`);
      }
      // Without the CA every request fails to connect, and says why; the run still completes,
      // its reports written, with the status of a run in which nothing succeeded (4).
      assert.equal(await run({}, 'untrusted'), 4);
      const untrusted = JSON.parse(await readFile(join(dir, 'untrusted', 'results.json'), 'utf8')) as Results;
      for (const r of untrusted.requests) {
        assert.equal(r.error_kind, 'connect');
        assert.match(r.error_message ?? '', /CERT|certificate/i);
        assert.equal(r.new_connection, null);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
