import assert from 'node:assert/strict';
import { Agent as HttpAgent, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { Agent } from 'undici';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { measure } from '../../src/measure/stream.ts';
import { resolveMap } from '../../src/metrics/families.ts';
import { parseMetrics } from '../../src/metrics/parse.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { withLoopDelay } from '../support/loop-delay.ts';

// The simulator's llama.cpp mode, over loopback: what the recordings of a
// real llama-server show (../shared/fixtures/wire llamacpp-*), played with
// scripted timing. Tolerances around the script, never exact times.

let sim: Simulator;
let agent: Agent;
before(async () => {
  sim = await startSimulator({ port: 0, recordWrites: true });
  agent = new Agent();
});
after(async () => {
  await agent.close();
  await sim.close();
});

const N = 24;
const INTERVAL_MS = 15;
const MODEL = `llamacpp:tokens=${N},prompt_ms=40,interval_ms=${INTERVAL_MS},cached=5`;

describe('simulator: llama.cpp mode', () => {
  it("timings: server_tps from them, the client's decode rate (n-1)/n of it, the cached prompt read", async () => {
    const provider = { id: 'l', api: 'openai-chat' as const, base_url: sim.url, model: MODEL };
    // What the machine did meanwhile: time this process's loop was held stamps reads late and
    // together (30 ms once, beside other test files); it is added to the bar.
    const { value: trace, loop } = await withLoopDelay(() =>
      measure({
        identity: {
          id: 'l/p/1',
          provider: 'l',
          api: 'openai-chat',
          model: MODEL,
          prompt: 'p',
          rep: 1,
          warmup: false,
          attempt: 1,
          cache_bust: null,
        },
        request: openaiChat.buildRequest({
          provider,
          messages: [{ role: 'user', content: 'Describe the tides of a northern harbour in four sentences.' }],
          maxTokens: 64,
          apiKey: null,
        }),
        adapter: openaiChat,
        dispatcher: agent,
        clock: systemClock,
        timeouts: { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 },
        scrub: makeScrubber([]),
      }),
    );
    const stalledMs = loop.heldMs(-Infinity, Infinity);
    assert.equal(trace.error, null);
    const r = analyzeRequest(trace, DEFAULT_ANALYSIS);
    assert.equal(r.outcome, 'streamed');
    assert.equal(r.token_source, 'usage');
    assert.equal(r.output_tokens, N);
    assert.equal(trace.server_timing?.predicted_n, N);
    const serverTps = (N * 1000) / ((N - 1) * INTERVAL_MS);
    assert.ok(Math.abs(r.server_tps! - serverTps) < 1e-6, `server_tps ${r.server_tps}`);
    // The client's decode rate is (n-1)/n of server_tps when the simulator keeps its script; on a
    // busy machine its timers fire late (it shares this process), so the rate is checked against the
    // tokens as the simulator actually wrote them: from the write holding the first read's last
    // token to the last token's (seq 0 is the role chunk, seq i the i-th token).
    const writes = sim.takeWrites().filter((w) => w.requestId === trace.http.request_id);
    const k = Math.round(r.first_read_tokens!);
    const sentSpanMs = writes[N]!.sentEpochMs - writes[k]!.sentEpochMs;
    const readSpanMs = ((N - k) * 1000) / r.decode_tps!;
    const scripted = (N - k) * INTERVAL_MS;
    // A few ms of read lateness at either end; 5% of the span as on a quiet machine, where the
    // writes keep the script: 23 intervals of 15 ms.
    assert.ok(
      Math.abs(readSpanMs - sentSpanMs) < 0.05 * sentSpanMs + 5 + stalledMs,
      `decode ${r.decode_tps} tok/s: read over ${readSpanMs.toFixed(1)} ms, written over ${sentSpanMs.toFixed(1)} ms (scripted ${scripted} ms; ${loop.text})`,
    );
    assert.equal(r.input_cached_tokens, 5);
    assert.equal(trace.server_timing?.cache_n, 5);
  });

  it('advertises keep-alive, then closes the connection after the response', async () => {
    const keepAlive = new HttpAgent({ keepAlive: true });
    const body = JSON.stringify({ model: MODEL, messages: [{ role: 'user', content: 'hi' }], stream: true });
    const { headers, closedAfterEnd } = await new Promise<{
      headers: Record<string, unknown>;
      closedAfterEnd: boolean;
    }>((resolve, reject) => {
      const req = request(
        `${sim.url}/chat/completions`,
        { method: 'POST', agent: keepAlive, headers: { 'content-type': 'application/json' } },
        (res) => {
          let endedAt: number | null = null;
          res.resume();
          res.on('end', () => (endedAt = performance.now()));
          // Closed by the server right after the response, not at its advertised 5 s keep-alive timeout.
          res.socket.once('close', () =>
            resolve({
              headers: res.headers,
              closedAfterEnd: endedAt !== null && performance.now() - endedAt < 1000,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    keepAlive.destroy();
    assert.equal(headers['keep-alive'], 'timeout=5, max=100');
    assert.equal(headers.server, 'llama.cpp');
    assert.equal(closedAfterEnd, true);
  });

  it('/metrics?format=llamacpp counts what it served, read as llama.cpp series', async () => {
    const res = await fetch(sim.url.replace(/\/v1$/, '/metrics?format=llamacpp'));
    const parsed = parseMetrics(await res.text());
    assert.deepEqual(parsed.errors, []);
    const names = new Set(parsed.samples.map((s) => s.series));
    assert.equal(resolveMap(names).family, 'llamacpp');
    // The two responses above, all their tokens.
    assert.equal(parsed.samples.find((s) => s.series === 'llamacpp:tokens_predicted_total')?.value, 2 * N);
    assert.equal(parsed.samples.find((s) => s.series === 'llamacpp:requests_processing')?.value, 0);
  });
});
