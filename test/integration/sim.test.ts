import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { performance } from 'node:perf_hooks';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { createParser } from 'eventsource-parser';
import { Agent, request } from 'undici';
import { newStreamContext } from '../../src/formats/types.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import type { AdapterEvent } from '../../src/formats/types.ts';
import { resolveScenario, SCENARIO_NAMES } from '../../src/sim/scenarios.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { withLoopDelay } from '../support/loop-delay.ts';

// The simulator against a real HTTP client (undici) over loopback. Timing is
// asserted with tolerances against the scripted delays, never exactly.

const SLACK = 20; // ms a timer may fire early relative to our own clock
const LATE = 400; // ms a loaded machine may add before we call it wrong

interface Read {
  ms: number;
  bytes: Buffer;
}
interface Call {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  headersMs: number;
  reads: Read[];
  endMs: number;
  error: Error | null;
  body: Buffer;
  /** How long this process's loop (which runs the simulator's timers too) was held during the call: the bounds' room. */
  heldMs: number;
  loopText: string;
}

let dispatcher: Agent;

async function call(
  sim: Simulator,
  model: string,
  opts: { headers?: Record<string, string>; body?: Record<string, unknown>; onRead?: (r: Read[]) => void } = {},
): Promise<Call> {
  const { value, loop } = await withLoopDelay(() => callOnce(sim, model, opts));
  return { ...value, heldMs: loop.heldMs(-Infinity, Infinity), loopText: loop.text };
}

async function callOnce(
  sim: Simulator,
  model: string,
  opts: { onRead?: (r: Read[]) => void; headers?: Record<string, string>; body?: Record<string, unknown> },
): Promise<Omit<Call, 'heldMs' | 'loopText'>> {
  const t0 = performance.now();
  const res = await request(`${sim.url}/chat/completions`, {
    method: 'POST',
    dispatcher,
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: JSON.stringify({
      model,
      messages: [{ role: 'user', content: 'Write a haiku about rain.' }],
      stream: true,
      ...opts.body,
    }),
  });
  const headersMs = performance.now() - t0;
  const reads: Read[] = [];
  let error: Error | null = null;
  try {
    for await (const chunk of res.body) {
      reads.push({ ms: performance.now() - t0, bytes: Buffer.from(chunk as Uint8Array) });
      opts.onRead?.(reads);
    }
  } catch (err) {
    error = err as Error;
  }
  return {
    status: res.statusCode,
    headers: res.headers,
    headersMs,
    reads,
    endMs: performance.now() - t0,
    error,
    body: Buffer.concat(reads.map((r) => r.bytes)),
  };
}

interface Parsed {
  /** adapter meanings with the index of the read that completed their event */
  events: Array<{ read: number; ms: number; meaning: AdapterEvent }>;
  comments: number;
  text: string;
  contentReads: number;
  firstContentMs: number | null;
  lastContentMs: number | null;
  usage: AdapterEvent | undefined;
  kinds: string[];
}

/** Parses SSE read by read, crediting each event to the read that completed it. */
function parseSse(reads: Array<{ ms: number; text: string }>): Parsed {
  const out: Parsed = {
    events: [],
    comments: 0,
    text: '',
    contentReads: 0,
    firstContentMs: null,
    lastContentMs: null,
    usage: undefined,
    kinds: [],
  };
  let current = 0;
  const parser = createParser({
    onEvent: (e) => {
      for (const meaning of openaiChat.parseEvent({ event: e.event, data: e.data }, newStreamContext())) {
        out.events.push({ read: current, ms: reads[current]?.ms ?? 0, meaning });
      }
    },
    onComment: () => out.comments++,
  });
  reads.forEach((r, i) => {
    current = i;
    parser.feed(r.text);
  });
  const contentReads = new Set<number>();
  for (const { read, ms, meaning } of out.events) {
    out.kinds.push(meaning.kind);
    if (meaning.kind === 'content') {
      out.text += meaning.text;
      contentReads.add(read);
      out.firstContentMs ??= ms;
      out.lastContentMs = ms;
    }
    if (meaning.kind === 'usage') out.usage = meaning;
  }
  out.contentReads = contentReads.size;
  return out;
}

const sse = (c: Call) => parseSse(c.reads.map((r) => ({ ms: r.ms, text: r.bytes.toString('utf8') })));
const outputTokens = (p: Parsed) => (p.usage?.kind === 'usage' ? p.usage.usage.output_tokens : undefined);
const count = (p: Parsed, kind: string) => p.kinds.filter((k) => k === kind).length;

describe('simulator over HTTP', () => {
  let sim: Simulator;
  before(async () => {
    dispatcher = new Agent();
    // The writes are the baseline of the tests that read a schedule (short-fast): what the simulator sent, and when.
    sim = await startSimulator({ port: 0, recordWrites: true });
  });
  after(async () => {
    await sim.close();
    await dispatcher.close();
  });

  test('listens on 127.0.0.1 with a /v1 base url', () => {
    assert.match(sim.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    assert.ok(sim.port > 0);
    assert.equal(sim.url, `http://127.0.0.1:${sim.port}/v1`);
  });

  test('steady: headers, a read per word, usage, timing as scripted', async () => {
    const c = await call(sim, 'steady:tokens=8,ttft_ms=150,interval_ms=40');
    // This process runs the simulator's timers too: a hold of its loop moves the writes, so the bounds give it room.
    const held = c.heldMs;
    const loop = { text: c.loopText };
    assert.equal(c.status, 200);
    assert.match(String(c.headers['content-type']), /^text\/event-stream/);
    assert.match(String(c.headers['x-request-id']), /^req_sim_[0-9a-f]{32}$/);
    assert.equal(c.headers['openai-processing-ms'], '150');
    assert.match(String(c.headers['x-ratelimit-remaining-requests']), /^\d+$/);
    assert.equal(c.error, null);
    const p = sse(c);
    assert.equal(count(p, 'content'), 8);
    assert.equal(outputTokens(p), 8);
    assert.equal(p.text, 'Streams arrive one token at a time when');
    assert.deepEqual(p.kinds.slice(0, 1), ['meta'], 'role-only chunk first, never content');
    assert.equal(p.kinds.at(-1), 'done');
    assert.ok(p.events.some((e) => e.meaning.kind === 'meta' && e.meaning.systemFingerprint === 'fp_sim'));
    assert.ok(
      p.events.some(
        (e) => e.meaning.kind === 'meta' && e.meaning.model === 'steady:tokens=8,ttft_ms=150,interval_ms=40',
      ),
    );
    // every word its own read (allow two coalesced on a loaded machine, more when the loop was held)
    if (held < 40) assert.ok(p.contentReads >= 6, `content reads ${p.contentReads}; ${loop.text}`);
    assert.ok(c.reads.length >= (held < 40 ? 8 : 2), `reads ${c.reads.length}; ${loop.text}`);
    // first content after ttft_ms; the 8 words span 7 intervals
    assert.ok(p.firstContentMs! >= 150 - SLACK, `first content at ${p.firstContentMs}`);
    assert.ok(p.firstContentMs! < 150 + LATE + held, `first content at ${p.firstContentMs}; ${loop.text}`);
    const span = p.lastContentMs! - p.firstContentMs!;
    assert.ok(span >= 7 * 40 - SLACK - held, `generation span ${span}; ${loop.text}`);
    assert.ok(span < 7 * 40 + LATE + held, `generation span ${span}; ${loop.text}`);
    // the role chunk comes at once
    assert.ok(c.reads[0]!.ms < 150 - SLACK + held, `first byte at ${c.reads[0]!.ms}; ${c.loopText}`);
  });

  test('burst: headers at once, the whole stream in one read after delay_ms', async () => {
    const c = await call(sim, 'burst:tokens=20,delay_ms=600');
    assert.equal(c.status, 200);
    assert.ok(c.headersMs < 600 - SLACK + c.heldMs, `headers at ${c.headersMs}; ${c.loopText}`);
    assert.ok(c.reads[0]!.ms >= 600 - SLACK, `first byte at ${c.reads[0]!.ms}`);
    assert.ok(c.reads[0]!.ms < 600 + LATE + c.heldMs, c.loopText);
    const p = sse(c);
    assert.equal(p.contentReads, 1);
    assert.equal(c.reads.length, 1);
    assert.equal(count(p, 'content'), 20);
    assert.equal(outputTokens(p), 20);
    assert.equal(p.kinds.at(-1), 'done');
    assert.ok(p.lastContentMs! - p.firstContentMs! < 1);
  });

  test('role-keepalive: role chunk at once, keep-alive comments, content after delay_ms', async () => {
    const c = await call(sim, 'role-keepalive:delay_ms=800,tokens=5');
    assert.equal(c.status, 200);
    const p = sse(c);
    assert.ok(c.reads[0]!.ms < 300 + c.heldMs, `first byte at ${c.reads[0]!.ms}; ${c.loopText}`);
    assert.equal(p.comments, 7, '": keep-alive" at 100, 200, ... 700 ms');
    assert.ok(c.body.toString().includes(': keep-alive\n\n'));
    assert.ok(p.firstContentMs! >= 800 - SLACK, `first content at ${p.firstContentMs}`);
    assert.equal(count(p, 'content'), 5);
    assert.equal(outputTokens(p), 5);
    // the comments come in separate reads before the content
    assert.ok(c.reads.filter((r) => r.ms < p.firstContentMs!).length >= 5);
  });

  test('empty: no content at all, usage completion_tokens 0', async () => {
    const c = await call(sim, 'empty');
    assert.equal(c.status, 200);
    const p = sse(c);
    assert.equal(count(p, 'content'), 0);
    assert.equal(count(p, 'reasoning'), 0);
    assert.equal(outputTokens(p), 0);
    assert.equal(p.kinds.at(-1), 'done');
  });

  test('few-reads: content in exactly 2 reads, spread_ms apart', async () => {
    const c = await call(sim, 'few-reads');
    const p = sse(c);
    assert.equal(p.contentReads, 2);
    assert.equal(count(p, 'content'), 10);
    assert.equal(outputTokens(p), 10);
    const spread = p.lastContentMs! - p.firstContentMs!;
    assert.ok(spread >= 500 - SLACK - c.heldMs && spread < 500 + LATE + c.heldMs, `spread ${spread}; ${c.loopText}`);
  });

  test('short-fast: streamed in 5 reads but a generation interval under 0.1 s', async () => {
    sim.takeWrites();
    const { value: c, loop } = await withLoopDelay(() => call(sim, 'short-fast'));
    const p = sse(c);
    assert.equal(count(p, 'content'), 5);
    // The simulator's own writes: five content events (plus the role chunk, usage and [DONE]) over about
    // 40 ms, however late this process's loop ran (it runs the simulator's timers too).
    const writes = sim.takeWrites().filter((w) => w.requestId === c.headers['x-request-id']);
    assert.ok(writes.length >= 5, `${writes.length} writes`);
    const wrote = writes.at(-1)!.sentEpochMs - writes[0]!.sentEpochMs;
    const held = loop.heldMs(writes[0]!.sentEpochMs, writes.at(-1)!.sentEpochMs);
    assert.ok(wrote >= 4 * 10 - SLACK && wrote < 200 + held, `wrote over ${wrote} ms; ${loop.text}`);
    // Read apart as written, unless a hold of the loop let the writes pile up into fewer reads.
    if (loop.maxMs < 10) assert.ok(p.contentReads >= 3, `content reads ${p.contentReads}; ${loop.text}`);
    else assert.ok(p.contentReads >= 1, `content reads ${p.contentReads}; ${loop.text}`);
    const span = p.lastContentMs! - p.firstContentMs!;
    assert.ok(span < 200 + held, `span ${span}; ${loop.text}`);
  });

  test('implausible: usage claims 1,000,000 tokens for a short stream', async () => {
    const p = sse(await call(sim, 'implausible:tokens=5'));
    assert.equal(count(p, 'content'), 5);
    assert.equal(outputTokens(p), 1_000_000);
  });

  test('max_tokens from the request caps the stream', async () => {
    const p = sse(await call(sim, 'steady:interval_ms=5,ttft_ms=0', { body: { max_tokens: 4 } }));
    assert.equal(count(p, 'content'), 4);
    assert.equal(outputTokens(p), 4);
    const q = sse(await call(sim, 'steady:interval_ms=5,ttft_ms=0', { body: { max_completion_tokens: 3 } }));
    assert.equal(count(q, 'content'), 3);
  });

  const httpErrors: Array<{ model: string; status: number; headers?: Record<string, string> }> = [
    { model: 'http-429', status: 429, headers: { 'retry-after': '7', 'x-ratelimit-remaining-requests': '0' } },
    { model: 'http-429:retry_after=2', status: 429, headers: { 'retry-after': '2' } },
    { model: 'http-401', status: 401 },
    { model: 'http-500', status: 500 },
  ];
  for (const e of httpErrors) {
    test(`${e.model}: status ${e.status} with a JSON error body`, async () => {
      const c = await call(sim, e.model);
      assert.equal(c.status, e.status);
      assert.match(String(c.headers['content-type']), /^application\/json/);
      assert.ok(c.headers['x-request-id']);
      for (const [k, v] of Object.entries(e.headers ?? {})) assert.equal(c.headers[k], v, k);
      const body = JSON.parse(c.body.toString()) as { error: { message: string } };
      assert.ok(body.error.message.length > 0);
      const events = openaiChat.parseBody(c.body.toString(), newStreamContext());
      assert.ok(events.some((m) => m.kind === 'error'));
    });
  }

  test('echo-key: 401 echoing the Authorization header in the body and x-echo-authorization', async () => {
    const key = 'sk-sim-SECRET-1234567890';
    const c = await call(sim, 'echo-key', { headers: { authorization: `Bearer ${key}` } });
    assert.equal(c.status, 401);
    assert.equal(c.headers['x-echo-authorization'], `Bearer ${key}`);
    assert.ok(c.body.toString().includes(`Bearer ${key}`));
    const [, error] = openaiChat.parseBody(c.body.toString(), newStreamContext());
    assert.ok(error?.kind === 'error' && error.message.includes(key));
  });

  test('cut: some content, then the connection dies mid-stream', async () => {
    const c = await call(sim, 'cut:tokens=4');
    assert.equal(c.status, 200);
    assert.ok(c.error !== null, 'reading the body fails');
    const p = sse(c);
    assert.equal(count(p, 'content'), 4);
    assert.equal(count(p, 'done'), 0);
    assert.equal(p.usage, undefined);
    // the next request gets a fresh connection and works
    assert.equal((await call(sim, 'empty')).status, 200);
  });

  test('json: ignores stream:true and returns one chat.completion body', async () => {
    const c = await call(sim, 'json:tokens=12,delay_ms=300');
    assert.equal(c.status, 200);
    assert.match(String(c.headers['content-type']), /^application\/json/);
    assert.ok(c.headersMs >= 300 - SLACK, `headers at ${c.headersMs}`);
    const events = openaiChat.parseBody(c.body.toString(), newStreamContext());
    const content = events.filter((e) => e.kind === 'content');
    assert.equal(content.length, 1);
    assert.equal(content[0]?.kind === 'content' && content[0].text.split(' ').length, 12);
    assert.deepEqual(
      events.find((e) => e.kind === 'usage'),
      { kind: 'usage', usage: { output_tokens: 12, input_tokens: 7 } },
    );
    assert.deepEqual(events[0], { kind: 'meta', model: 'json:tokens=12,delay_ms=300', systemFingerprint: 'fp_sim' });
  });

  test('gzip: compressed, and every read decompresses to whole events', async () => {
    const c = await call(sim, 'gzip:tokens=6,interval_ms=30', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(c.status, 200);
    assert.equal(c.headers['content-encoding'], 'gzip');
    assert.equal(c.body[0], 0x1f);
    assert.equal(c.body[1], 0x8b);
    const text = gunzipSync(c.body).toString();
    assert.ok(text.endsWith('data: [DONE]\n\n'));
    // Each read is a sync-flushed increment: the prefix up to any read inflates to complete events.
    const inflated: Array<{ ms: number; text: string }> = [];
    let done = '';
    for (let i = 0; i < c.reads.length; i++) {
      const prefix = Buffer.concat(c.reads.slice(0, i + 1).map((r) => r.bytes));
      const all = gunzipSync(prefix, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString();
      const fresh = all.slice(done.length);
      done = all;
      if (fresh !== '') assert.ok(fresh.endsWith('\n\n'), `read ${i} ends mid-event: ${JSON.stringify(fresh)}`);
      inflated.push({ ms: c.reads[i]!.ms, text: fresh });
    }
    const p = parseSse(inflated);
    assert.equal(count(p, 'content'), 6);
    assert.ok(p.contentReads >= 4, `content reads ${p.contentReads}`);
    assert.equal(outputTokens(p), 6);
  });

  test('crlf: \\r\\n line endings parse the same', async () => {
    const c = await call(sim, 'crlf:tokens=5,interval_ms=5');
    assert.ok(c.body.toString().includes('}\r\n\r\ndata: '));
    assert.ok(!/[^\r]\n/.test(c.body.toString()));
    const p = sse(c);
    assert.equal(count(p, 'content'), 5);
    assert.equal(outputTokens(p), 5);
    assert.equal(count(p, 'done'), 1);
  });

  test('split: every event in two reads split mid-JSON', async () => {
    sim.takeWrites();
    const c = await call(sim, 'split:tokens=5,interval_ms=30,split_ms=10');
    const p = sse(c);
    assert.equal(count(p, 'invalid'), 0);
    assert.equal(count(p, 'content'), 5);
    assert.equal(outputTokens(p), 5);
    // What the simulator wrote: 1 role + 5 words + finish/usage/done, each halved (the tail may coalesce),
    // the first halves ending mid-event.
    const writes = sim.takeWrites().filter((w) => w.requestId === c.headers['x-request-id']);
    assert.ok(writes.length >= 12, `writes ${writes.length}`);
    const midEvent = writes.filter((w) => !c.body.subarray(0, w.endByte).toString().endsWith('\n\n'));
    assert.ok(midEvent.length >= 6, 'first halves end mid-event');
    // Read as written, unless a hold of this process's loop let the halves pile up.
    if (c.heldMs < 10) assert.ok(c.reads.length >= 12, `reads ${c.reads.length}; ${c.loopText}`);
  });

  test('malformed: one invalid event, the rest of the stream intact', async () => {
    const p = sse(await call(sim, 'malformed:tokens=6,interval_ms=5'));
    assert.equal(count(p, 'invalid'), 1);
    assert.equal(count(p, 'content'), 6);
    assert.equal(outputTokens(p), 6);
    const i = p.kinds.indexOf('invalid');
    assert.ok(p.kinds.slice(0, i).includes('content') && p.kinds.slice(i).includes('content'), 'in the middle');
  });

  test('error-in-stream: a few words then event: error, no [DONE]', async () => {
    const c = await call(sim, 'error-in-stream');
    assert.equal(c.status, 200);
    assert.equal(c.error, null);
    assert.ok(c.body.toString().includes('event: error\ndata: {"error":{"message":"overloaded"}}\n\n'));
    const p = sse(c);
    assert.equal(count(p, 'content'), 3);
    assert.deepEqual(
      p.events.filter((e) => e.meaning.kind === 'error').map((e) => e.meaning),
      [{ kind: 'error', message: 'overloaded' }],
    );
    assert.equal(count(p, 'done'), 0);
  });

  test('nospace: data:{...} without the space parses the same', async () => {
    const c = await call(sim, 'nospace:tokens=4,interval_ms=5');
    const text = c.body.toString();
    assert.ok(text.startsWith('data:{'));
    assert.ok(!text.includes('data: '));
    assert.ok(text.endsWith('data:[DONE]\n\n'));
    const p = sse(c);
    assert.equal(count(p, 'content'), 4);
    assert.equal(count(p, 'done'), 1);
  });

  test('an unknown model: 404 listing the scenarios', async () => {
    const c = await call(sim, 'gpt-4o');
    assert.equal(c.status, 404);
    const body = JSON.parse(c.body.toString()) as { error: { message: string; scenarios: string[] } };
    assert.deepEqual(body.error.scenarios, [...SCENARIO_NAMES]);
    for (const name of ['steady', 'burst', 'stall', 'nospace']) assert.ok(body.error.message.includes(name));
  });

  test('bad parameters and bad requests: 400', async () => {
    for (const model of ['steady:nope=1', 'steady:tokens=abc', 'steady:tokens=-1', 'steady:tokens']) {
      const c = await call(sim, model);
      assert.equal(c.status, 400, model);
      assert.ok(JSON.parse(c.body.toString()).error.message.length > 0);
    }
    const res = await request(`${sim.url}/chat/completions`, { method: 'POST', dispatcher, body: '{oops' });
    assert.equal(res.statusCode, 400);
    await res.body.dump();
    const get = await request(`${sim.url}/nothing`, { dispatcher });
    assert.equal(get.statusCode, 404);
    await get.body.dump();
  });

  test('GET /v1/models lists the scenarios with their parameters', async () => {
    const res = await request(`${sim.url}/models`, { dispatcher });
    assert.equal(res.statusCode, 200);
    const body = (await res.body.json()) as { data: Array<{ id: string; parameters: Record<string, number> }> };
    assert.deepEqual(
      body.data.map((m) => m.id),
      [...SCENARIO_NAMES],
    );
    assert.deepEqual(body.data[0]?.parameters, { tokens: 20, ttft_ms: 100, interval_ms: 20 });
  });

  test('x-request-id is unique per request; requestCount counts every request', async () => {
    const before = sim.requestCount();
    const calls = await Promise.all([1, 2, 3, 4].map(() => call(sim, 'http-500')));
    const ids = new Set(calls.map((c) => c.headers['x-request-id']));
    assert.equal(ids.size, 4);
    assert.equal(sim.requestCount(), before + 4);
  });
});

describe('simulator lifecycle: in-flight tracking, stall, close()', () => {
  before(() => {
    dispatcher = new Agent();
  });
  after(async () => {
    await dispatcher.close();
  });

  test('stall: holds the connection open after a few words until close() ends it', async () => {
    const sim = await startSimulator();
    let seen = 0;
    let sawWords: () => void = () => {};
    const words = new Promise<void>((resolve) => (sawWords = resolve));
    const pending = call(sim, 'stall:tokens=3,interval_ms=10', {
      onRead: (reads) => {
        seen = count(sse({ reads } as Call), 'content');
        if (seen === 3) sawWords();
      },
    });
    await words;
    await sim.waitForInFlight(1);
    assert.equal(sim.inFlight(), 1);
    // nothing more arrives while it stalls
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(sim.inFlight(), 1);
    const t = performance.now();
    await sim.close();
    const c = await pending;
    assert.ok(performance.now() - t < 1000, 'close() ends the stall promptly');
    assert.ok(c.error !== null, 'the client sees the connection end without a finished body');
    const p = sse(c);
    assert.equal(count(p, 'content'), 3);
    assert.equal(count(p, 'done'), 0);
    assert.ok(c.endMs - c.reads.at(-1)!.ms >= 200 - SLACK, 'silence before the end');
  });

  test('a stall ends when the client goes away; inFlight drops back', async () => {
    const sim = await startSimulator();
    try {
      const ac = new AbortController();
      const res = await request(`${sim.url}/chat/completions`, {
        method: 'POST',
        dispatcher,
        signal: ac.signal,
        body: JSON.stringify({ model: 'stall', messages: [] }),
      });
      assert.equal(res.statusCode, 200);
      await sim.waitForInFlight(1);
      ac.abort();
      await res.body.dump().catch(() => {});
      for (let i = 0; i < 100 && sim.inFlight() > 0; i++) await new Promise((r) => setTimeout(r, 10));
      assert.equal(sim.inFlight(), 0);
    } finally {
      await sim.close();
    }
  });

  test('waitForInFlight resolves when n requests are in progress at once', async () => {
    const sim = await startSimulator();
    const started = performance.now();
    const pending = [1, 2, 3].map(() => call(sim, 'stall'));
    await sim.waitForInFlight(3);
    assert.equal(sim.inFlight(), 3);
    assert.equal(sim.requestCount(), 3);
    assert.ok(performance.now() - started < 2000);
    await sim.waitForInFlight(2); // already satisfied: resolves at once
    const never = sim.waitForInFlight(10);
    await sim.close();
    await assert.rejects(never, /closed/);
    // each was cut: before its headers (the request rejects) or mid-body
    for (const r of await Promise.allSettled(pending)) {
      assert.ok(r.status === 'rejected' || r.value.error !== null);
    }
    assert.equal(sim.inFlight(), 0);
  });

  test('close() is idempotent and a closed simulator refuses connections', async () => {
    const sim = await startSimulator();
    const url = sim.url;
    await sim.close();
    await sim.close();
    await assert.rejects(request(`${url}/models`, { dispatcher }));
  });

  test('a fixed port and a log line per request', async () => {
    const probe = await startSimulator();
    const port = probe.port;
    await probe.close();
    const lines: string[] = [];
    const sim = await startSimulator({ port, log: (l) => lines.push(l) });
    try {
      assert.equal(sim.port, port);
      await call(sim, 'empty:delay_ms=0');
      assert.equal(lines.length, 1);
      assert.match(lines[0]!, /POST \/v1\/chat\/completions empty:delay_ms=0 -> 200 req_sim_/);
    } finally {
      await sim.close();
    }
  });
});

describe('scenario resolution', () => {
  test('NAME and NAME:key=value,... with defaults filled in', () => {
    const r = resolveScenario('steady:tokens=40, interval_ms=20');
    assert.ok(r.ok);
    assert.equal(r.scenario.name, 'steady');
    assert.deepEqual(r.params, { tokens: 40, ttft_ms: 100, interval_ms: 20 });
    const d = resolveScenario('burst');
    assert.ok(d.ok && d.params.delay_ms === 600);
  });
  test('fingerprint=TOKEN: every scenario takes it, for the system_fingerprint of its chunks; anything else is refused', () => {
    for (const name of SCENARIO_NAMES) {
      const r = resolveScenario(`${name}:fingerprint=fp_0ba0d124f1`);
      assert.ok(r.ok, name);
      assert.equal(r.fingerprint, 'fp_0ba0d124f1', name);
      assert.ok(!('fingerprint' in r.params), name);
    }
    const plain = resolveScenario('steady');
    assert.ok(plain.ok && plain.fingerprint === undefined);
    const r = resolveScenario('steady:tokens=3,fingerprint=fp_abc-1,ttft_ms=0');
    assert.ok(r.ok);
    assert.deepEqual([r.fingerprint, r.params.tokens], ['fp_abc-1', 3]);
    const req = { model: 'm', maxTokens: null, promptTokens: 3, authorization: null, requestId: 'r', created: 1 };
    const wire = (fingerprint?: string) =>
      r.scenario
        .plan(r.params, { ...req, ...(fingerprint === undefined ? {} : { fingerprint }) })
        .steps.map((x) => ('write' in x ? x.write : ''))
        .join('');
    assert.match(wire('fp_abc-1'), /"system_fingerprint":"fp_abc-1"/);
    assert.doesNotMatch(wire('fp_abc-1'), /fp_sim/);
    assert.match(wire(), /"system_fingerprint":"fp_sim"/);
    for (const bad of ['', 'fp abc', 'fp"x', `fp_${'a'.repeat(62)}`, 'fp.1']) {
      const b = resolveScenario(`steady:fingerprint=${bad}`);
      assert.ok(!b.ok && b.status === 400 && /fingerprint.*1 to 64/.test(b.message), `${bad}: ${JSON.stringify(b)}`);
    }
    const unknown = resolveScenario('steady:fp=1');
    assert.ok(!unknown.ok && /it takes: tokens, ttft_ms, interval_ms, fingerprint\./.test(unknown.message));
  });
  test('every scenario resolves and plans with its defaults', () => {
    for (const name of SCENARIO_NAMES) {
      const r = resolveScenario(name);
      assert.ok(r.ok, name);
      const plan = r.scenario.plan(r.params, {
        model: name,
        maxTokens: null,
        promptTokens: 3,
        authorization: 'Bearer x',
        requestId: 'req_1',
        created: 1,
      });
      assert.ok(plan.steps.length >= 1 || plan.flood !== undefined, name);
      for (let i = 1; i < plan.steps.length; i++) assert.ok(plan.steps[i]!.at >= plan.steps[i - 1]!.at, name);
    }
  });
  test('degrading: JSON, prose on every wrong_every-th request, fewer words on every short_every-th', () => {
    const r = resolveScenario('degrading:tokens=6,wrong_every=3,short_every=2,short_tokens=2');
    assert.ok(r.ok);
    const body = (seq: number) => {
      const req = {
        model: 'm',
        maxTokens: null,
        promptTokens: 3,
        authorization: null,
        requestId: `r${seq}`,
        created: 1,
      };
      const plan = r.scenario.plan(r.params, { ...req, capacity: { queueMs: 0, batch: 1, seq } });
      const text = plan.steps.map((s) => ('write' in s ? String(s.write) : '')).join('');
      // The content deltas of the OpenAI chat stream, joined.
      return [...text.matchAll(/"content":"((?:[^"\\]|\\.)*)"/g)]
        .map((m) => JSON.parse(`"${m[1]}"`) as string)
        .join('');
    };
    assert.deepEqual(JSON.parse(body(1)), { answer: 'Streams arrive one token at a' });
    assert.equal(body(2), '{"answer":"Streams arrive"}');
    assert.equal(body(3), 'Sure! Here it is:Streams arrive one token at a');
    assert.equal(body(6), 'Sure! Here it is:Streams arrive');
  });
});
