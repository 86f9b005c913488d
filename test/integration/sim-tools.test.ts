import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Agent } from 'undici';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS, type ProviderConfig } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { loadEventStreamCodec } from '../../src/measure/eventstream.ts';
import { measure, type TimeoutsMs } from '../../src/measure/stream.ts';
import { getAdapter } from '../../src/formats/index.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { toolArgPieces } from '../../src/sim/scenarios.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import type { Trace } from '../../src/trace.ts';

// The simulator's tool-calling models in every wire format that has tool
// calls, measured by the real engine over loopback and read back by each
// adapter: the calls' names and argument texts as scripted, TTFTC no
// earlier than scripted, and arguments labelled streamed where the format
// can stream them and buffered where its calls come whole (Gemini, Ollama).
// Times are lower bounds only (a loaded machine makes reads later, never
// earlier); nothing sleeps. The streamed arguments span 22 pieces 40 ms
// apart (880 ms): only a hold of the event loop longer than ~780 ms could
// stamp them within min_generation_s (0.1 s) of each other.

const SLACK = 20; // ms a timer may fire early relative to the client's clock
const LONG: TimeoutsMs = { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 };

interface Variant {
  name: string;
  api: ProviderConfig['api'];
  base: string;
  /** Calls come whole, in one event (Gemini's functionCall, Ollama's tool_calls). */
  whole: boolean;
}

const VARIANTS: Variant[] = [
  { name: 'openai-chat', api: 'openai-chat', base: 'openai-chat', whole: false },
  { name: 'azure-openai', api: 'azure-openai', base: 'azure-openai', whole: false },
  { name: 'openai-responses', api: 'openai-responses', base: 'openai-responses', whole: false },
  { name: 'anthropic', api: 'anthropic', base: 'anthropic', whole: false },
  { name: 'gemini', api: 'gemini', base: 'gemini', whole: true },
  { name: 'bedrock', api: 'bedrock', base: 'bedrock', whole: false },
  { name: 'cohere', api: 'cohere', base: 'cohere', whole: false },
  { name: 'ollama', api: 'ollama', base: 'ollama', whole: true },
];

let sim: Simulator;
let agent: Agent;

before(async () => {
  await loadEventStreamCodec();
  sim = await startSimulator({ port: 0 });
  agent = new Agent();
});
after(async () => {
  await agent.close();
  await sim.close();
});

function run(v: Variant, model: string): Promise<Trace> {
  const adapter = getAdapter(v.api);
  const p: ProviderConfig = { id: `sim-${v.name}`, api: v.api, base_url: sim.baseUrls[v.base]!, model };
  return measure({
    identity: {
      id: `${p.id}/${model}/1`,
      provider: p.id,
      api: v.api,
      model,
      prompt: 'p',
      rep: 1,
      warmup: false,
      attempt: 1,
      cache_bust: null,
    },
    provider: p,
    request: adapter.buildRequest({
      provider: p,
      messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
      maxTokens: 64,
      apiKey: null,
    }),
    adapter,
    dispatcher: agent,
    clock: systemClock,
    timeouts: LONG,
    scrub: makeScrubber([]),
  });
}

/** The arguments as JSON text, compared by value: Gemini and Ollama send an object, re-serialized. */
const argsValue = (i: number, tokens: number): unknown => JSON.parse(toolArgPieces(i, tokens).join(''));

describe('tool-calling models in every wire format, measured by the real engine', { concurrency: true }, () => {
  for (const v of VARIANTS) {
    describe(v.name, { concurrency: 1 }, () => {
      test('tool-stream: one call, its name and arguments, TTFTC, arguments streamed where the format can', async () => {
        const t = await run(v, 'tool-stream:ttft_ms=60,interval_ms=40,args_tokens=20');
        assert.equal(t.error, null, t.error?.message);
        const calls = t.tool_calls ?? [];
        assert.equal(calls.length, 1);
        assert.equal(calls[0]!.name, 'get_weather');
        assert.equal(calls[0]!.args_chars, JSON.stringify(argsValue(0, 20)).length);
        const r = analyzeRequest(t, DEFAULT_ANALYSIS);
        assert.equal(r.tool_calls, 1);
        assert.ok(r.ttftc_ms != null && r.ttftc_ms >= 60 - SLACK, `ttftc ${r.ttftc_ms}`);
        if (v.whole) {
          // The whole call comes once complete: after the 22 argument pieces, one read.
          assert.equal(calls[0]!.args_reads.length, 1);
          assert.equal(r.tool_args_streamed, false);
          assert.equal(r.tool_args_tps, null);
          assert.ok(r.ttftc_ms! >= 60 + 22 * 40 - SLACK, `ttftc ${r.ttftc_ms}`);
        } else {
          assert.ok(calls[0]!.args_reads.length >= 3, `args reads ${calls[0]!.args_reads.length}`);
          assert.equal(r.tool_args_streamed, true);
          assert.ok(r.tool_args_tps != null && r.tool_args_tps > 0, `rate ${r.tool_args_tps}`);
          // The name came first (a held event loop may read it together with the first piece).
          assert.ok(calls[0]!.name_read !== null && calls[0]!.name_read <= calls[0]!.args_reads[0]![0]);
        }
      });

      test('tool-whole: buffered arguments, no rate, TTFTC kept at the scripted time', async () => {
        const t = await run(v, 'tool-whole:ttft_ms=60,args_tokens=10');
        assert.equal(t.error, null, t.error?.message);
        const r = analyzeRequest(t, DEFAULT_ANALYSIS);
        assert.equal(r.tool_calls, 1);
        assert.equal(r.tool_args_streamed, false);
        assert.equal(r.tool_args_tps, null);
        assert.equal(r.tool_args_chars, JSON.stringify(argsValue(0, 10)).length);
        assert.ok(r.ttftc_ms != null && r.ttftc_ms >= 60 - SLACK, `ttftc ${r.ttftc_ms}`);
      });

      test('tool-parallel: every call, in order, with its own arguments', async () => {
        const t = await run(v, 'tool-parallel:ttft_ms=20,interval_ms=5,args_tokens=3,calls=3');
        assert.equal(t.error, null, t.error?.message);
        const calls = t.tool_calls ?? [];
        assert.deepEqual(
          calls.map((c) => c.name),
          ['get_weather', 'search_docs', 'lookup_order'],
        );
        calls.forEach((c, i) => assert.equal(c.args_chars, JSON.stringify(argsValue(i, 3)).length, `call ${i}`));
        assert.equal(analyzeRequest(t, DEFAULT_ANALYSIS).tool_calls, 3);
      });
    });
  }
});
