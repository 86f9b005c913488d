import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Agent } from 'undici';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS, type ProviderConfig } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { loadEventStreamCodec } from '../../src/measure/eventstream.ts';
import { TraceRecorder } from '../../src/measure/recorder.ts';
import { measure, type TimeoutsMs } from '../../src/measure/stream.ts';
import { getAdapter } from '../../src/formats/index.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { answer, HOSTILE_SCENARIO_NAMES, resolveScenario, SCENARIO_NAMES, thought } from '../../src/sim/scenarios.ts';
import type { SimRequest } from '../../src/sim/plan.ts';
import { loadRoutes } from '../../src/sim/routes.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import type { Trace } from '../../src/trace.ts';

const { formats: FORMATS } = await loadRoutes();

// The simulator in every native wire format, measured by the real engine:
// each adapter builds its request against the simulator (base_url in the
// form that adapter expects), `measure` streams it over loopback and
// `analyzeRequest` labels the trace. One timing script per scenario plays in
// every format, so the same tolerances hold for all. Timing is asserted with
// tolerances against the scripted delays, never exactly; nothing sleeps.

const SLACK = 20; // ms a timer may fire early relative to the client's clock
const LATE = 1500; // ms a loaded machine may add before we call it wrong
const LONG: TimeoutsMs = { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 };

interface Variant {
  /** Test name: the api, or its second URL form. */
  name: string;
  api: ProviderConfig['api'];
  /** Key into sim.baseUrls. */
  base: string;
  /** The simulator's wire format id (formats/). */
  format: string;
  /** Whether the format streams reasoning text (Azure's chat completions do not). */
  reasoningText: boolean;
  /** Whether the provider reports a reasoning token count. */
  reasoningCount: boolean;
  /** Whether the stream names the model (Cohere's does not). */
  namesModel: boolean;
  /** Where the token count comes from. */
  tokenSource: 'usage' | 'server';
}

const VARIANTS: Variant[] = [
  {
    name: 'openai-chat',
    api: 'openai-chat',
    base: 'openai-chat',
    format: 'openai-chat',
    reasoningText: true,
    reasoningCount: true,
    namesModel: true,
    tokenSource: 'usage',
  },
  {
    name: 'openai-responses',
    api: 'openai-responses',
    base: 'openai-responses',
    format: 'openai-responses',
    reasoningText: true,
    reasoningCount: true,
    namesModel: true,
    tokenSource: 'usage',
  },
  {
    name: 'anthropic',
    api: 'anthropic',
    base: 'anthropic',
    format: 'anthropic',
    reasoningText: true,
    reasoningCount: false,
    namesModel: true,
    tokenSource: 'usage',
  },
  {
    name: 'gemini',
    api: 'gemini',
    base: 'gemini',
    format: 'gemini',
    reasoningText: true,
    reasoningCount: true,
    namesModel: true,
    tokenSource: 'usage',
  },
  {
    name: 'gemini (Vertex URL)',
    api: 'gemini',
    base: 'gemini-vertex',
    format: 'gemini',
    reasoningText: true,
    reasoningCount: true,
    namesModel: true,
    tokenSource: 'usage',
  },
  {
    name: 'ollama /api/chat',
    api: 'ollama',
    base: 'ollama',
    format: 'ollama-chat',
    reasoningText: true,
    reasoningCount: false,
    namesModel: true,
    tokenSource: 'server',
  },
  {
    name: 'ollama /api/generate',
    api: 'ollama',
    base: 'ollama-generate',
    format: 'ollama-generate',
    reasoningText: true,
    reasoningCount: false,
    namesModel: true,
    tokenSource: 'server',
  },
  {
    name: 'cohere',
    api: 'cohere',
    base: 'cohere',
    format: 'cohere',
    reasoningText: true,
    reasoningCount: false,
    namesModel: false,
    tokenSource: 'usage',
  },
  {
    name: 'azure-openai',
    api: 'azure-openai',
    base: 'azure-openai',
    format: 'azure-openai',
    reasoningText: false,
    reasoningCount: true,
    namesModel: true,
    tokenSource: 'usage',
  },
  {
    name: 'bedrock (binary event stream)',
    api: 'bedrock',
    base: 'bedrock',
    format: 'bedrock',
    reasoningText: true,
    reasoningCount: false,
    namesModel: false,
    tokenSource: 'usage',
  },
];

let sim: Simulator;
let agent: Agent;

before(async () => {
  sim = await startSimulator({ port: 0 });
  agent = new Agent();
  // Warm every code path and connection once, so the first timed request of
  // each variant does not carry the cold start.
  await Promise.all(VARIANTS.map((v) => run(v, 'empty:delay_ms=0')));
});
after(async () => {
  await agent.close();
  await sim.close();
});

function provider(v: Variant, model: string): ProviderConfig {
  return { id: `sim-${v.format}`, api: v.api, base_url: sim.baseUrls[v.base]!, model };
}

/** One request through the real measurer, with the variant's adapter and request. */
function run(v: Variant, model: string, key: string | null = null): Promise<Trace> {
  const adapter = getAdapter(v.api);
  const p = provider(v, model);
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
      messages: [{ role: 'user', content: 'Write a haiku about rain.' }],
      maxTokens: 64,
      apiKey: key,
    }),
    adapter,
    dispatcher: agent,
    clock: systemClock,
    timeouts: LONG,
    scrub: makeScrubber(key === null ? [] : [key]),
  });
}

const analyze = (t: Trace) => analyzeRequest(t, DEFAULT_ANALYSIS);
const count = (t: Trace, kind: string) => t.events.filter((e) => e[1] === kind).length;
const within = (ms: number | null, lo: number, what: string) => {
  assert.ok(ms !== null, `${what} missing`);
  assert.ok(ms >= lo - SLACK && ms < lo + LATE, `${what} at ${ms}, scripted ${lo}`);
};

// Every variant at once (each runs its scenarios one after another), so the
// suite takes about as long as one variant.
// The runner loads AWS's codec before a Bedrock request; these tests feed the recorder directly.
before(() => loadEventStreamCodec());

describe('the simulator in every wire format, measured by the real engine', { concurrency: true }, () => {
  for (const v of VARIANTS) {
    describe(v.name, { concurrency: 1 }, () => {
      test('steady: streamed, one read per word, provider usage, the scripted timing', async () => {
        const model = 'steady:tokens=10,ttft_ms=60,interval_ms=40';
        const t = await run(v, model);
        assert.equal(t.error, null, t.error?.message);
        assert.equal(t.http.status, 200);
        assert.ok(t.http.request_id?.startsWith('req_sim_'));
        assert.equal(count(t, 'content'), 10);
        assert.equal(count(t, 'invalid'), 0);
        assert.equal(t.output.chars, answer(10).length);
        assert.equal(t.output.reasoning_chars, 0);
        assert.equal(t.usage?.output_tokens, 10);
        if (v.namesModel) assert.equal(t.response_meta.model, model);
        // Delays only make a read later, so the scripted times are lower bounds.
        within(t.at.first_content, 60, 'first content');
        within(t.at.last_content, 60 + 9 * 40, 'last content');
        within(t.at.end, 60 + 10 * 40, 'end');
        assert.equal(t.at.first_answer, t.at.first_content);
        const r = analyze(t);
        assert.equal(r.outcome, 'streamed');
        assert.equal(r.token_source, v.tokenSource);
        assert.equal(r.output_tokens, 10);
        assert.ok(r.content_reads >= 7, `content reads ${r.content_reads}`);
        assert.equal(r.ttft_ms, t.at.first_content);
        // What answered: the model the stream named, and the processing time the format's header says (the scripted TTFT).
        assert.equal(r.served?.model ?? null, v.namesModel ? model : null);
        const header = FORMATS.find((f) => f.id === v.format)?.processingHeader ?? null;
        assert.equal(r.served?.processing_ms ?? null, header === null ? null : 60);
      });

      test('hidden-reasoning: the streaming rate is the scripted answer rate, not the count over it', async () => {
        // 40 reasoning tokens in 300 ms of silence, then 20 answer words 50 ms
        // apart: 20 tokens over the 1,000 ms from first content to end (20 tok/s);
        // all 60 over that interval would be 60 tok/s.
        const t = await run(v, 'hidden-reasoning:hidden_tokens=40,think_ms=300,ttft_ms=0,tokens=20,interval_ms=50');
        assert.equal(t.error, null, t.error?.message);
        assert.equal(t.output.reasoning_chars, 0);
        within(t.at.first_content, 300, 'first content');
        const r = analyze(t);
        assert.equal(r.outcome, 'streamed');
        assert.equal(r.output_tokens, 60);
        if (!v.reasoningCount) {
          // Without a reasoning split and without reasoning text nothing says
          // what was hidden: the count stays as the provider gave it.
          assert.equal(r.hidden_reasoning_tokens, 0);
          return;
        }
        assert.equal(r.reasoning_tokens, 40);
        assert.equal(r.hidden_reasoning_tokens, 40);
        assert.equal(r.hidden_reasoning_estimate, 'exact');
        assert.equal(r.streamed_tokens, 20);
        const scripted = 20;
        const err = Math.abs(r.post_first_content_tps! - scripted) / scripted;
        assert.ok(
          err <= 0.05,
          `post-first-content ${r.post_first_content_tps} tok/s, scripted ${scripted} (${(err * 100).toFixed(1)}% off)`,
        );
        // End-to-end keeps every generated token over the whole request.
        assert.ok(Math.abs(r.end_to_end_tps! - 60 / (r.total_ms! / 1000)) < 1e-6);
        // TTFT is the first visible text: the hidden reasoning time is inside it.
        assert.equal(r.ttft_ms, t.at.first_content);
      });

      test('burst: the whole stream in one read after delay_ms, buffered by the reads rule', async () => {
        const t = await run(v, 'burst:tokens=10,delay_ms=150');
        assert.equal(t.error, null, t.error?.message);
        within(t.at.first_byte, 150, 'first byte');
        assert.ok(t.at.headers! <= t.at.first_byte!);
        assert.equal(t.reads.length, 1);
        assert.equal(count(t, 'content'), 10);
        assert.equal(t.usage?.output_tokens, 10);
        const r = analyze(t);
        assert.equal(r.content_reads, 1);
        assert.equal(r.outcome, 'buffered');
        assert.equal(r.buffered_rule, 'content_reads');
        assert.equal(r.ttft_ms, null);
        assert.equal(r.post_first_content_tps, null);
        assert.equal(r.output_tokens, 10);
      });

      test('role/ping first: first byte well before first content', async () => {
        const t = await run(v, 'role-keepalive:delay_ms=300,keepalive_ms=50,tokens=8,interval_ms=40');
        assert.equal(t.error, null, t.error?.message);
        // the opening event at once where the format has one, else the first keep-alive at 50 ms;
        // the first content 300 ms in
        within(t.at.first_content, 300, 'first content');
        const lead = t.at.first_content! - t.at.first_byte!;
        assert.ok(lead >= 100, `first byte only ${lead} ms before first content (scripted 250-300)`);
        // the keep-alives arrived as their own reads before the content (Bedrock's event
        // stream has no keep-alive: only its messageStart frame comes first)
        const before = t.reads.filter(([ms]) => ms < t.at.first_content!).length;
        assert.ok(before >= (v.api === 'bedrock' ? 1 : 3), `reads before first content ${before}`);
        assert.equal(count(t, 'content'), 8);
        const r = analyze(t);
        assert.equal(r.outcome, 'streamed');
        assert.equal(r.ttft_ms, t.at.first_content);
        assert.ok(r.first_byte_ms! < r.ttft_ms!);
      });

      test('empty: no text at all is an empty_output error', async () => {
        const t = await run(v, 'empty:delay_ms=30');
        assert.equal(t.error, null, t.error?.message);
        assert.equal(t.http.status, 200);
        assert.equal(t.at.first_content, null);
        assert.equal(t.output.chars + t.output.reasoning_chars, 0);
        // Gemini omits zero counts (proto3 JSON): no candidatesTokenCount, so no output count at all
        if (v.api === 'gemini') assert.equal(t.usage?.output_tokens ?? null, null);
        else assert.equal(t.usage?.output_tokens, 0);
        const r = analyze(t);
        assert.equal(r.outcome, 'error');
        assert.equal(r.error_kind, 'empty_output');
      });

      test('error in the stream: a few words, then a stream_error on HTTP 200', async () => {
        const t = await run(v, 'error-in-stream:tokens=3,ttft_ms=30,interval_ms=20');
        assert.equal(t.http.status, 200);
        assert.equal(t.error?.kind, 'stream_error');
        assert.match(t.error.message, /overloaded/);
        assert.equal(count(t, 'content'), 3);
        assert.equal(t.output.chars, answer(3).length);
        const r = analyze(t);
        assert.equal(r.outcome, 'error');
        assert.equal(r.error_kind, 'stream_error');
      });

      test('cut: the connection dies mid-stream; a disconnect keeps the partial trace', async () => {
        const t = await run(v, 'cut:tokens=4,ttft_ms=30,interval_ms=20');
        assert.equal(t.http.status, 200);
        assert.equal(t.error?.kind, 'disconnect');
        assert.equal(count(t, 'content'), 4);
        assert.equal(count(t, 'done'), 0);
        assert.equal(t.output.chars, answer(4).length);
        assert.ok(t.reads.length >= 4, `reads ${t.reads.length}`);
        within(t.at.first_content, 30, 'first content');
        assert.ok(t.at.end! >= t.at.last_content!);
        const r = analyze(t);
        assert.equal(r.outcome, 'error');
        assert.equal(r.error_kind, 'disconnect');
      });

      test('reasoning: reasoning words first, then the answer', async () => {
        const t = await run(v, 'reasoning:reasoning_tokens=5,tokens=10,ttft_ms=40,interval_ms=35');
        assert.equal(t.error, null, t.error?.message);
        assert.equal(count(t, 'content'), 10);
        assert.equal(t.output.chars, answer(10).length);
        assert.equal(t.usage?.output_tokens, 15, 'output tokens include reasoning');
        if (v.reasoningCount) assert.equal(t.usage?.reasoning_tokens, 5);
        const r = analyze(t);
        assert.equal(r.outcome, 'streamed');
        if (v.reasoningText) {
          assert.equal(count(t, 'reasoning'), 5);
          assert.equal(t.output.reasoning_chars, Array.from({ length: 5 }, (_, i) => thought(i)).join('').length);
          assert.ok(t.output.reasoning_chars > 0);
          within(t.at.first_content, 40, 'first content (reasoning)');
          within(t.at.first_answer, 40 + 5 * 35, 'first answer');
          assert.ok(t.at.first_content! < t.at.first_answer!);
          assert.ok(r.ttft_ms! < r.ttfa_ms!);
        } else {
          // hidden reasoning: silence, then the answer; the count says what was spent
          assert.equal(count(t, 'reasoning'), 0);
          assert.equal(t.output.reasoning_chars, 0);
          within(t.at.first_content, 40 + 5 * 35, 'first content (answer after hidden reasoning)');
          assert.equal(t.at.first_answer, t.at.first_content);
        }
      });

      test('json: a complete body instead of a stream is one read, buffered', async () => {
        const t = await run(v, 'json:tokens=6,delay_ms=30');
        assert.equal(t.error, null, t.error?.message);
        assert.match(t.http.content_type ?? '', /application\/json/);
        assert.equal(t.output.chars, answer(6).length);
        assert.equal(t.usage?.output_tokens, 6);
        const r = analyze(t);
        assert.equal(r.outcome, 'buffered');
        assert.equal(r.content_reads, 1);
      });

      test('http-429: an http_status error with retry-after', async () => {
        const t = await run(v, 'http-429:retry_after=3');
        assert.equal(t.error?.kind, 'http_status');
        assert.equal(t.error.http_status, 429);
        assert.equal(t.error.retry_after_s, 3);
        assert.equal(analyze(t).error_kind, 'http_status');
      });

      test("echo-key: the key, sent in this adapter's auth header, is echoed back and scrubbed", async () => {
        const key = `sk-sim-${v.format}-SECRET-0123456789`;
        const t = await run(v, 'echo-key', key);
        assert.equal(t.error?.kind, 'http_status');
        assert.equal(t.error.http_status, 401);
        assert.ok(t.error.message.includes('***'), `the echo carried the key: ${t.error.message}`);
        assert.ok(!JSON.stringify(t).includes(key));
      });
    });
  }
});

describe('endpoints', () => {
  test('an unknown path: 404 with a JSON body listing the supported endpoints', async () => {
    const origin = `http://127.0.0.1:${sim.port}`;
    const res = await agent.request({ origin, path: '/v1/completions', method: 'POST', body: '{}' });
    assert.equal(res.statusCode, 404);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const body = (await res.body.json()) as {
      error: { message: string; endpoints: Array<{ api: string; path: string }> };
    };
    const apis = new Set(body.error.endpoints.map((e) => e.api));
    for (const v of VARIANTS) assert.ok(apis.has(v.api), v.api);
    for (const path of [
      '/v1/chat/completions',
      '/v1/responses',
      '/v1/messages',
      '/api/chat',
      '/api/generate',
      '/v2/chat',
    ]) {
      assert.ok(
        body.error.endpoints.some((e) => e.path === path),
        path,
      );
      assert.ok(body.error.message.includes(path), path);
    }
  });

  test('Azure without api-version: 400', async () => {
    const origin = `http://127.0.0.1:${sim.port}`;
    const res = await agent.request({
      origin,
      path: '/openai/deployments/steady/chat/completions',
      method: 'POST',
      body: '{"messages":[]}',
    });
    assert.equal(res.statusCode, 400);
    assert.match(((await res.body.json()) as { error: { message: string } }).error.message, /api-version/);
  });

  test('nospace is SSE framing: an NDJSON format answers 400', async () => {
    const t = await run(
      VARIANTS.find((v) => v.format === 'ollama-chat')!,
      'nospace',
    );
    assert.equal(t.error?.kind, 'http_status');
    assert.equal(t.error.http_status, 400);
  });
});

// Every scenario in every format, rendered offline and fed to the real
// recorder: each write parses in the adapter's framing, with no invalid
// event except the one `malformed` scripts.
describe('every scenario renders in every wire format', () => {
  const req = (format: (typeof FORMATS)[number], model: string): SimRequest => ({
    model,
    maxTokens: null,
    promptTokens: 7,
    authorization: 'Bearer x',
    requestId: 'req_sim_1',
    created: 1,
    format,
  });
  test('the registry (src/formats/index.ts) gives every encoder', () => {
    assert.equal(new Set(FORMATS.map((f) => f.id)).size, 9);
  });
  for (const format of FORMATS) {
    test(format.id, () => {
      const adapter = getAdapter(format.api);
      for (const name of SCENARIO_NAMES) {
        const resolved = resolveScenario(name);
        assert.ok(resolved.ok, name);
        const plan = resolved.scenario.plan(resolved.params, req(format, name));
        for (let i = 1; i < plan.steps.length; i++) assert.ok(plan.steps[i]!.at >= plan.steps[i - 1]!.at, name);
        if (plan.status !== 200 || HOSTILE_SCENARIO_NAMES.includes(name)) continue;
        const rec = new TraceRecorder(
          {
            id: name,
            provider: 'p',
            api: format.api,
            model: name,
            prompt: 'p',
            rep: 1,
            warmup: false,
            attempt: 1,
            cache_bust: null,
          },
          adapter,
          (s) => s,
          0,
        );
        rec.onHeaders(0, plan.status, plan.headers);
        for (const step of plan.steps) {
          if (!('write' in step)) break;
          const bytes = Buffer.from(step.write, format.binary ? 'latin1' : 'utf8');
          rec.onBody(rec.onRead(step.at, bytes.length), bytes);
        }
        rec.onEnd(plan.steps.at(-1)?.at ?? 0);
        const t = rec.trace();
        assert.equal(count(t, 'invalid'), name === 'malformed' ? 1 : 0, `${name}: ${JSON.stringify(t.events)}`);
        const text = t.output.chars + t.output.reasoning_chars;
        if (name === 'empty') assert.equal(text, 0, name);
        else assert.ok(text > 0, `${name} carries text`);
        if (name === 'error-in-stream') assert.equal(t.error?.kind, 'stream_error', name);
        else assert.equal(t.error, null, `${name}: ${t.error?.message}`);
      }
    });
  }
});
