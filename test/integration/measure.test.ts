import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { createBrotliCompress, constants as zlibConstants } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Agent } from 'undici';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { measure, type TimeoutsMs } from '../../src/measure/stream.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// The measurer against real loopback servers with scripted delays. Timing
// assertions are tolerances around the script, never exact values.

let sim: Simulator;
let agent: Agent;

before(async () => {
  sim = await startSimulator({ port: 0 });
  agent = new Agent();
});
after(async () => {
  await agent.close();
  await sim.close();
});

const LONG: TimeoutsMs = { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 };

function run(
  model: string,
  opts: { timeouts?: TimeoutsMs; signal?: AbortSignal; baseUrl?: string; key?: string } = {},
) {
  const provider = { id: 'sim', api: 'openai-chat' as const, base_url: opts.baseUrl ?? sim.url, model };
  return measure({
    identity: {
      id: `sim/${model}/1`,
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
      maxTokens: 64,
      apiKey: opts.key ?? null,
    }),
    adapter: openaiChat,
    dispatcher: agent,
    clock: systemClock,
    timeouts: opts.timeouts ?? LONG,
    scrub: makeScrubber(opts.key ? [opts.key] : []),
    signal: opts.signal,
  });
}

describe('measure against the simulator', () => {
  it('a steady stream: one content read per chunk, streamed', async () => {
    const t = await run('steady:tokens=20,interval_ms=20');
    assert.equal(t.error, null);
    assert.equal(t.http.status, 200);
    assert.ok(t.content_reads >= 15, `content reads ${t.content_reads}`);
    assert.equal(t.usage?.output_tokens, 20);
    assert.ok(t.http.request_id, 'request id recorded');
    assert.equal(t.response_meta.system_fingerprint, 'fp_sim');
    const r = analyzeRequest(t, DEFAULT_ANALYSIS);
    assert.equal(r.outcome, 'streamed');
    // 19 intervals of 20 ms between first and last content: ~380 ms, never much less.
    assert.ok(r.generation_ms! >= 360 && r.generation_ms! < 1500, `generation ${r.generation_ms}`);
    const moments = [t.at.headers, t.at.first_byte, t.at.first_event, t.at.first_content, t.at.last_content, t.at.end];
    for (let i = 1; i < moments.length; i++) assert.ok(moments[i]! >= moments[i - 1]!, `moments in order: ${moments}`);
  });

  it('a buffered burst: one read, TTFT withheld, end-to-end rate correct', async () => {
    const t = await run('burst:delay_ms=400');
    assert.equal(t.content_reads, 1);
    assert.ok(t.at.first_content! >= 380, `first content ${t.at.first_content}`);
    const r = analyzeRequest(t, DEFAULT_ANALYSIS);
    assert.equal(r.outcome, 'buffered');
    assert.equal(r.buffered_rule, 'content_reads');
    assert.equal(r.ttft_ms, null);
    assert.equal(r.post_first_content_tps, null);
    assert.equal(r.metric, 'end_to_end');
    const expected = r.output_tokens / (t.at.end! / 1000);
    assert.ok(Math.abs(r.end_to_end_tps! - expected) < 1e-6);
    assert.ok(r.end_to_end_tps! < 1000, `end to end ${r.end_to_end_tps}`);
  });

  it('role-only first chunk then keep-alives: first byte far earlier than first content', async () => {
    const t = await run('role-keepalive:delay_ms=500');
    assert.ok(t.at.first_byte! < 150, `first byte ${t.at.first_byte}`);
    assert.ok(t.at.first_content! >= 480, `first content ${t.at.first_content}`);
    assert.ok(t.events.some((e) => e[1] === 'comment'));
    const r = analyzeRequest(t, DEFAULT_ANALYSIS);
    assert.equal(r.outcome, 'streamed');
    assert.equal(r.ttft_ms, t.at.first_content);
  });

  it('a stall ends by the idle timeout, keeping what arrived', async () => {
    const t = await run('stall', { timeouts: { headersMs: 5000, idleMs: 300, totalMs: 20_000 } });
    assert.equal(t.error?.kind, 'timeout_idle');
    const lastRead = t.reads.at(-1)![0];
    assert.ok(t.at.end! - lastRead >= 250 && t.at.end! - lastRead < 2000, `idle gap ${t.at.end! - lastRead}`);
    assert.ok(t.output.chars > 0);
  });

  it('the total timeout cuts a stream that never ends', async () => {
    const t = await run('stall', { timeouts: { headersMs: 5000, idleMs: 10_000, totalMs: 400 } });
    assert.equal(t.error?.kind, 'timeout_total');
    assert.ok(t.at.end! >= 380 && t.at.end! < 2000, `end ${t.at.end}`);
  });

  it('a cut connection keeps its partial trace', async () => {
    const t = await run('cut');
    assert.equal(t.error?.kind, 'disconnect');
    assert.ok(t.output.chars > 0);
    assert.ok(t.reads.length > 0);
    assert.notEqual(t.at.end, null);
  });

  it('decodes a gzip stream read by read', async () => {
    const t = await run('gzip:tokens=12,interval_ms=10');
    assert.equal(t.error, null);
    assert.equal(t.http.content_encoding, 'gzip');
    assert.equal(t.usage?.output_tokens, 12);
    assert.ok(t.content_reads >= 10, `content reads ${t.content_reads}`);
  });

  it('survives CRLF, split events, malformed lines and data: without a space', async () => {
    for (const model of ['crlf', 'split', 'nospace']) {
      const t = await run(model);
      assert.equal(t.error, null, model);
      assert.ok(t.output.chars > 0, model);
      assert.equal(t.events.filter((e) => e[1] === 'invalid').length, 0, model);
    }
    const bad = await run('malformed');
    assert.equal(bad.error, null);
    assert.equal(bad.events.filter((e) => e[1] === 'invalid').length, 1);
  });

  it('an error inside a 200 stream is a stream_error', async () => {
    const t = await run('error-in-stream');
    assert.equal(t.http.status, 200);
    assert.equal(t.error?.kind, 'stream_error');
  });

  it('a JSON body instead of a stream is one content read', async () => {
    const t = await run('json');
    assert.equal(t.error, null);
    assert.equal(t.content_reads, 1);
    assert.equal(analyzeRequest(t, DEFAULT_ANALYSIS).outcome, 'buffered');
  });

  it('HTTP 429 is data: status, retry-after and rate-limit headers kept', async () => {
    const t = await run('http-429');
    assert.equal(t.error?.kind, 'http_status');
    assert.equal(t.error?.http_status, 429);
    assert.equal(t.error?.retry_after_s, 7);
  });

  it('an echoed key is scrubbed from the error body', async () => {
    const key = 'sk-sim-echo-9f8e7d6c5b4a';
    const t = await run('echo-key', { key });
    assert.equal(t.error?.kind, 'http_status');
    assert.ok(!JSON.stringify(t).includes(key));
  });

  it('cancellation aborts in flight and keeps the partial trace', async () => {
    const controller = new AbortController();
    const pending = run('stall', { signal: controller.signal });
    await sim.waitForInFlight(1);
    controller.abort();
    const t = await pending;
    assert.equal(t.error?.kind, 'cancelled');
    assert.notEqual(t.at.end, null);
  });

  it('a refused connection is a connect error, not a crash', async () => {
    const t = await run('steady', { baseUrl: 'http://127.0.0.1:1/v1' });
    assert.equal(t.error?.kind, 'connect');
    assert.equal(t.at.headers, null);
  });
});

describe('measure against hand-scripted servers', () => {
  let server: Server;
  let base: string;
  before(async () => {
    server = createServer((req, res) => {
      if (req.url?.startsWith('/slow-headers')) {
        // Never answers: the headers timeout must fire.
        return;
      }
      if (req.url?.startsWith('/brotli')) {
        // A brotli-encoded stream, flushed after every event so each stays its own read.
        res.writeHead(200, { 'content-type': 'text/event-stream', 'content-encoding': 'br' });
        const br = createBrotliCompress();
        br.on('data', (chunk: Buffer) => res.write(chunk));
        br.on('end', () => res.end());
        const events = [
          ...['one', ' two', ' three', ' four'].map(
            (w) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: w } }] })}\n\n`,
          ),
          `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 1, completion_tokens: 4 } })}\n\ndata: [DONE]\n\n`,
        ];
        let i = 0;
        const next = () => {
          if (i === events.length) return br.end();
          br.write(events[i++]!);
          br.flush(zlibConstants.BROTLI_OPERATION_FLUSH, () => setTimeout(next, 20));
        };
        next();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('the headers timeout fires when no status line comes', async () => {
    const t = await run('x', {
      baseUrl: `${base}/slow-headers`,
      timeouts: { headersMs: 300, idleMs: 5000, totalMs: 20_000 },
    });
    assert.equal(t.error?.kind, 'timeout_headers');
    assert.ok(t.at.end! >= 250 && t.at.end! < 2500, `end ${t.at.end}`);
  });

  it('decodes a brotli stream read by read', async () => {
    const t = await run('x', { baseUrl: `${base}/brotli` });
    assert.equal(t.error, null);
    assert.equal(t.http.content_encoding, 'br');
    assert.equal(t.output.chars, 'one two three four'.length);
    assert.equal(t.usage?.output_tokens, 4);
    assert.equal(t.content_reads, 4, 'each flushed event is its own content read');
  });

  it('an empty 200 stream ends cleanly with no content (the analysis calls it an error)', async () => {
    const t = await run('x', { baseUrl: base });
    assert.equal(t.error, null);
    assert.equal(t.output.chars, 0);
    const r = analyzeRequest(t, DEFAULT_ANALYSIS);
    assert.equal(r.outcome, 'error');
    assert.equal(r.error_kind, 'empty_output');
  });
});
