import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Agent } from 'undici';
import { analyzeRequest } from '../../src/analyze/index.ts';
import type { RequestResult } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { TraceRecorder } from '../../src/measure/recorder.ts';
import { measure } from '../../src/measure/stream.ts';
import { resolveMap } from '../../src/metrics/families.ts';
import { parseMetrics } from '../../src/metrics/parse.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { makeScrubber } from '../../src/secrets.ts';
import type { Trace } from '../../src/trace.ts';
import { WIRE, missingRecording } from './replay.ts';

// The REAL llama.cpp llama-server recordings (../shared/fixtures/wire
// llamacpp-*, read in place; see its README.txt) replayed at their recorded
// read times, twice: through the TraceRecorder stamped with the recorded ms
// (exact), and from a loopback server that writes the recorded head, then
// each recorded read's bytes at its recorded moment, measured by the real
// measurer over HTTP (so the server closing the connection after the
// response, despite its Keep-Alive header, is part of the replay).
//
// What must agree with the server's own `timings`:
//   server_tps = predicted_n / predicted_ms (llama.cpp's predicted_per_second);
//   the client's decode rate = (n-1)/n of it within 1%: llama.cpp divides n
//     tokens by the n-1 intervals between them, the client divides the n-1
//     tokens after the first read by the same interval;
//   input_cached_tokens = usage.prompt_tokens_details.cached_tokens = timings.cache_n.

interface Recording {
  name: string;
  headersMs: number;
  reads: Array<[number, number]>;
  body: Buffer;
  head: Array<[string, string]>;
}

const EXPECTED: Record<
  string,
  { predictedN: number; predictedMs: number; cached: number; prompt: number; promptMs: number }
> = {
  'llamacpp-1': { predictedN: 64, predictedMs: 751.273, cached: 10, prompt: 41, promptMs: 43.876 },
  'llamacpp-2': { predictedN: 64, predictedMs: 1237.447, cached: 40, prompt: 41, promptMs: 14.233 },
};

function load(name: string): Recording | null {
  const file = (ext: string) => path.join(WIRE, `${name}.${ext}`);
  if (!existsSync(file('sse')) || !existsSync(file('reads.ndjson')) || !existsSync(file('head.txt'))) return null;
  const [first, ...rest] = readFileSync(file('reads.ndjson'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const head = readFileSync(file('head.txt'), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.includes(':'))
    .map((l): [string, string] => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]);
  return {
    name,
    headersMs: (JSON.parse(first!) as { headers_ms: number }).headers_ms,
    reads: rest.map((l) => JSON.parse(l) as [number, number]),
    body: readFileSync(file('sse')),
    head,
  };
}

const identity = (name: string) => ({
  id: `llamacpp/${name}/1`,
  provider: 'llamacpp',
  api: 'openai-chat',
  model: 'tiny.gguf',
  prompt: name,
  rep: 1,
  warmup: false,
  attempt: 1,
  cache_bust: null,
});

/** The recording through the recorder, each read stamped with its recorded ms. */
function recordAtRecordedTimes(r: Recording): Trace {
  const rec = new TraceRecorder(identity(r.name), openaiChat, makeScrubber([]), 1_700_000_000_000, null);
  rec.onHeaders(r.headersMs, 200, Object.fromEntries(r.head.map(([k, v]) => [k.toLowerCase(), v])));
  let at = 0;
  for (const [ms, bytes] of r.reads) {
    const piece = r.body.subarray(at, at + bytes);
    at += bytes;
    rec.onBody(rec.onRead(ms, piece.length), piece);
  }
  rec.onEnd(r.reads.at(-1)![0]);
  return rec.trace();
}

function checkAgainstTimings(name: string, result: RequestResult, trace: Trace, toleranceShare: number): void {
  const e = EXPECTED[name]!;
  assert.equal(result.outcome, 'streamed');
  assert.equal(result.token_source, 'usage');
  assert.equal(result.output_tokens, e.predictedN);
  assert.equal(trace.server_timing?.predicted_n, e.predictedN);
  const serverTps = (e.predictedN / e.predictedMs) * 1000;
  assert.ok(Math.abs(result.server_tps! - serverTps) < 1e-6, `server_tps ${result.server_tps} vs ${serverTps}`);
  const expectedDecode = ((e.predictedN - 1) / e.predictedN) * serverTps;
  const off = result.decode_tps! / expectedDecode - 1;
  assert.ok(
    Math.abs(off) <= toleranceShare,
    `decode ${result.decode_tps} vs (n-1)/n x server ${expectedDecode}: ${(off * 100).toFixed(2)}% (allowed ${(toleranceShare * 100).toFixed(2)}%)`,
  );
  assert.equal(result.input_cached_tokens, e.cached);
  assert.equal(trace.server_timing?.cache_n, e.cached);
  // What answered, as the body says: the model, the build as fingerprint, timings.prompt_ms as processing (docs/served.md).
  assert.deepEqual(result.served, {
    model: 'tiny.gguf',
    fingerprint: 'b0-unknown',
    region: null,
    processing_ms: e.promptMs,
  });
  assert.ok(Math.abs(result.input_cached_share! - e.cached / e.prompt) < 1e-9);
}

describe('llama.cpp recordings at their recorded read times', () => {
  for (const name of Object.keys(EXPECTED)) {
    test(`${name}: recorder stamped with the recorded ms`, (t) => {
      const r = load(name);
      if (r === null) return missingRecording(t, `${WIRE}/${name}.* not found: the shared wire fixtures are missing`);
      assert.equal(
        r.reads.reduce((a, [, b]) => a + b, 0),
        r.body.length,
        'the reads add up to the body',
      );
      const trace = recordAtRecordedTimes(r);
      const result = analyzeRequest(trace, DEFAULT_ANALYSIS);
      // 64 content reads, the first carrying the role-only delta and the first token.
      assert.equal(result.content_reads, 64);
      assert.equal(result.first_read_tokens, 1);
      checkAgainstTimings(name, result, trace, 0.01);
    });
  }
});

describe('llama.cpp recordings from a loopback server at their recorded read times', () => {
  let server: Server;
  let url: string;
  let agent: Agent;
  /** Per request: how late each write went out against its recorded moment (ms), by read index. */
  const lateness = new Map<string, number[]>();

  before(async () => {
    server = createServer((req, res) => {
      const name = (req.url ?? '').split('/').at(-1)!;
      const r = load(name);
      if (r === null) return void res.writeHead(404).end();
      req.resume();
      req.on('end', () => {
        const start = performance.now();
        const late: number[] = [];
        lateness.set(name, late);
        // Each write is scheduled against the request's arrival, not the
        // previous write, so one late timer does not push the rest.
        const at = (ms: number, fn: () => void) => setTimeout(fn, Math.max(0, start + ms - performance.now()));
        at(r.headersMs, () => {
          res.writeHead(200, Object.fromEntries(r.head.filter(([k]) => k.toLowerCase() !== 'transfer-encoding')));
          res.flushHeaders();
        });
        let offset = 0;
        r.reads.forEach(([ms, bytes], i) => {
          const piece = r.body.subarray(offset, offset + bytes);
          offset += bytes;
          at(ms, () => {
            late[i] = performance.now() - start - ms;
            if (i === r.reads.length - 1) {
              // llama.cpp advertises keep-alive, then closes after the response.
              res.end(piece, () => req.socket.destroySoon());
            } else res.write(piece);
          });
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    agent = new Agent();
  });
  after(async () => {
    await agent.close();
    await new Promise((resolve) => server.close(resolve));
  });

  for (const name of Object.keys(EXPECTED)) {
    test(`${name}: measured over HTTP`, async (t) => {
      const r = load(name);
      if (r === null) return missingRecording(t, `${WIRE}/${name}.* not found: the shared wire fixtures are missing`);
      const provider = {
        id: 'llamacpp',
        api: 'openai-chat' as const,
        base_url: `${url}/v1/${name}`,
        model: 'tiny.gguf',
      };
      const request = openaiChat.buildRequest({
        provider,
        messages: [{ role: 'user', content: 'Describe the tides of a northern harbour in four sentences.' }],
        maxTokens: 64,
        apiKey: null,
      });
      // The server routes on the last path segment: the recording's name.
      request.url = `${url}/v1/${name}`;
      const trace = await measure({
        identity: identity(name),
        request,
        adapter: openaiChat,
        dispatcher: agent,
        clock: systemClock,
        timeouts: { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 },
        scrub: makeScrubber([]),
      });
      assert.equal(trace.error, null);
      const result = analyzeRequest(trace, DEFAULT_ANALYSIS);
      // The 1% holds on the recorded times (the test above). Over loopback the
      // server's timers and the client's reads share one loaded event loop, so
      // the first and last content can each be stamped late; the span the
      // decode rate divides is off by the difference of those two delays,
      // which is allowed on top of the 1% (a few tenths of a percent on an
      // idle machine; the write log says how late the server itself was).
      const span = r.reads.at(-3)![0] - r.reads[0]![0];
      const lateFirst = trace.at.first_content! - r.reads[0]![0];
      const lateLast = trace.at.last_content! - r.reads.at(-3)![0];
      const slack = Math.abs(lateLast - lateFirst) / span;
      const late = lateness.get(name)!;
      t.diagnostic(
        `server writes late by ${late[0]!.toFixed(1)} / ${late.at(-3)!.toFixed(1)} ms; reads by ${lateFirst.toFixed(1)} / ${lateLast.toFixed(1)} ms`,
      );
      checkAgainstTimings(name, result, trace, 0.01 + slack);
    });
  }
});

describe("llama.cpp's /metrics sample", () => {
  test('llamacpp-1.metrics.prom: every line read, the llama.cpp series mapped', (t) => {
    const file = path.join(WIRE, 'llamacpp-1.metrics.prom');
    if (!existsSync(file)) return missingRecording(t, `${file} not found: the shared wire fixtures are missing`);
    const parsed = parseMetrics(readFileSync(file, 'utf8'));
    assert.deepEqual(parsed.errors, []);
    assert.equal(parsed.samples.length, 14);
    assert.equal(parsed.types['llamacpp:tokens_predicted_total'], 'counter');
    const { family, series } = resolveMap(new Set(parsed.samples.map((s) => s.series)));
    assert.equal(family, 'llamacpp');
    assert.deepEqual(series, {
      running: 'llamacpp:requests_processing',
      waiting: 'llamacpp:requests_deferred',
      generation_tokens: 'llamacpp:tokens_predicted_total',
      prompt_tokens: 'llamacpp:prompt_tokens_total',
    });
    const value = (name: string) => parsed.samples.find((s) => s.series === name)?.value;
    assert.equal(value('llamacpp:tokens_predicted_total'), 240);
    assert.equal(value('llamacpp:prompt_tokens_total'), 45);
  });
});
