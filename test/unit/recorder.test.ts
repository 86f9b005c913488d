import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { roundToMicros, TraceRecorder, type TraceIdentity } from '../../src/measure/recorder.ts';
import { anthropic } from '../../src/formats/anthropic/adapter.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { makeScrubber } from '../../src/secrets.ts';

// The recorder is fed (ms, bytes) directly: no socket and no clock, so these
// tests pin down exactly which read each moment is credited to.

const identity: TraceIdentity = {
  id: 'p/q/1',
  provider: 'p',
  api: 'openai-chat',
  model: 'm',
  prompt: 'q',
  rep: 1,
  warmup: false,
  attempt: 1,
  cache_bust: null,
};

const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
const usage = (n: number) =>
  `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 3, completion_tokens: n, total_tokens: n + 3 } })}\n\n`;

type Step = [ms: number, body: string | Uint8Array];

function record(
  steps: Step[],
  opts: { status?: number; headers?: Record<string, string>; end?: number; secrets?: string[] } = {},
) {
  const rec = new TraceRecorder(identity, openaiChat, makeScrubber(opts.secrets ?? []), 1_700_000_000_000.25);
  rec.onHeaders(5, opts.status ?? 200, { 'content-type': 'text/event-stream', ...opts.headers });
  for (const [ms, body] of steps) {
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    rec.onBody(rec.onRead(ms, bytes.length), bytes);
  }
  rec.onEnd(opts.end ?? (steps.at(-1)?.[0] ?? 5) + 1);
  return rec.trace();
}

describe('TraceRecorder', () => {
  it('stamps first byte and first event on a role-only delta and keep-alives, first content only on text', () => {
    const t = record([
      [10, chunk({ role: 'assistant', content: '' })],
      [110, ': keep-alive\n\n'],
      [210, ': keep-alive\n\n'],
      [900, chunk({ content: 'Hello' })],
      [920, chunk({ content: ' world' })],
      [940, usage(2) + 'data: [DONE]\n\n'],
    ]);
    assert.equal(t.at.first_byte, 10);
    assert.equal(t.at.first_event, 10);
    assert.equal(t.at.first_content, 900);
    assert.equal(t.at.first_answer, 900);
    assert.equal(t.at.last_content, 920);
    assert.equal(t.at.end, 941);
    assert.equal(t.content_reads, 2);
    assert.equal(t.output.chars, 11);
    assert.deepEqual(t.usage, { output_tokens: 2, reasoning_tokens: null, input_tokens: 3 });
    assert.deepEqual(
      t.events.map((e) => e[1]),
      // the usage chunk carries no text, so its model rides on a meta event
      ['meta', 'comment', 'comment', 'content', 'content', 'usage', 'meta', 'done'],
    );
    assert.equal(t.error, null);
    assert.equal(t.reads.length, 6);
  });

  it('credits an event split across reads to the read that completed it', () => {
    const whole = chunk({ content: 'abc' });
    const t = record([
      [10, whole.slice(0, 20)],
      [50, whole.slice(20, 30)],
      [80, whole.slice(30)],
    ]);
    assert.equal(t.at.first_content, 80);
    assert.equal(t.content_reads, 1);
    assert.deepEqual(
      t.reads.map((r) => r[0]),
      [10, 50, 80],
    );
  });

  it('counts a read carrying several content events once', () => {
    const t = record([[10, chunk({ content: 'a' }) + chunk({ content: 'b' }) + chunk({ content: 'c' })]]);
    assert.equal(t.content_reads, 1);
    assert.equal(t.output.chars, 3);
  });

  it('handles CRLF separators, data: without a space, and a UTF-8 character split across reads', () => {
    const euro = new TextEncoder().encode(chunk({ content: '€' }).replace('data: ', 'data:').replaceAll('\n', '\r\n'));
    const cut = euro.indexOf(0xe2) + 1; // inside the 3-byte euro sign
    const t = record([
      [10, euro.slice(0, cut)],
      [20, euro.slice(cut)],
    ]);
    assert.equal(t.output.chars, 1);
    assert.equal(t.at.first_content, 20);
    assert.equal(t.events.filter((e) => e[1] === 'invalid').length, 0);
  });

  it('records a malformed data line as invalid and goes on', () => {
    const t = record([
      [10, chunk({ content: 'a' })],
      [20, 'data: {not json\n\n'],
      [30, chunk({ content: 'b' })],
    ]);
    assert.equal(t.events.filter((e) => e[1] === 'invalid').length, 1);
    assert.equal(t.output.chars, 2);
    assert.equal(t.error, null);
  });

  it('turns an in-stream error event into a stream_error and keeps reading', () => {
    const t = record([
      [10, chunk({ content: 'partial' })],
      [20, 'event: error\ndata: {"error":{"message":"overloaded"}}\n\n'],
    ]);
    assert.equal(t.error?.kind, 'stream_error');
    assert.match(t.error?.message ?? '', /overloaded/);
    assert.equal(t.output.chars, 7);
  });

  it('measures a JSON body returned instead of a stream as one content read at its last read', () => {
    const body = JSON.stringify({
      id: 'x',
      object: 'chat.completion',
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: 'one two three' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 3, completion_tokens: 3, total_tokens: 6 },
    });
    const rec = new TraceRecorder(identity, openaiChat, makeScrubber([]), 0);
    rec.onHeaders(5, 200, { 'content-type': 'application/json' });
    rec.onBody(rec.onRead(40, 10), new TextEncoder().encode(body.slice(0, 10)));
    rec.onBody(rec.onRead(60, body.length - 10), new TextEncoder().encode(body.slice(10)));
    rec.onEnd(61);
    const t = rec.trace();
    assert.equal(t.content_reads, 1);
    assert.equal(t.at.first_content, 60);
    assert.equal(t.usage?.output_tokens, 3);
    assert.equal(t.output.chars, 13);
  });

  it('keeps an HTTP error body scrubbed of secrets, with retry-after', () => {
    const secret = 'sk-test-0123456789abcdef';
    const t = record([[10, JSON.stringify({ error: { message: `Incorrect API key provided: ${secret}` } })]], {
      status: 429,
      headers: {
        'content-type': 'application/json',
        'retry-after': '7',
        'x-request-id': 'req_1',
        'x-secret-echo': secret,
      },
      secrets: [secret],
    });
    assert.equal(t.error?.kind, 'http_status');
    assert.equal(t.error?.http_status, 429);
    assert.equal(t.error?.retry_after_s, 7);
    assert.equal(t.http.request_id, 'req_1');
    assert.equal(t.http.headers['retry-after'], '7');
    assert.equal(t.http.headers['x-secret-echo'], undefined, 'unlisted headers are not kept');
    assert.ok(!JSON.stringify(t).includes(secret));
    assert.match(t.error?.message ?? '', /\*\*\*/);
  });

  it('lets a transport error outrank an earlier stream error and keeps the partial trace', () => {
    const rec = new TraceRecorder(identity, openaiChat, makeScrubber([]), 0);
    rec.onHeaders(5, 200, { 'content-type': 'text/event-stream' });
    const b = new TextEncoder().encode(chunk({ content: 'abc' }));
    rec.onBody(rec.onRead(10, b.length), b);
    rec.onError(50, 'disconnect', 'UND_ERR_SOCKET: other side closed');
    rec.onEnd(60); // ignored: the request already ended
    const t = rec.trace();
    assert.equal(t.error?.kind, 'disconnect');
    assert.equal(t.at.end, 50);
    assert.equal(t.output.chars, 3);
  });

  it('keeps reasoning apart from the answer: first content on reasoning, first answer on text', () => {
    const t = record([
      [10, chunk({ reasoning_content: 'think' })],
      [20, chunk({ reasoning_content: 'more' })],
      [30, chunk({ content: 'answer' })],
    ]);
    assert.equal(t.at.first_content, 10);
    assert.equal(t.at.first_answer, 30);
    assert.equal(t.output.reasoning_chars, 9);
    assert.equal(t.output.chars, 6);
    assert.equal(t.content_reads, 3);
  });
});

describe('TraceRecorder notes', () => {
  it('keeps what the provider said about how the answer ended (capped), and nothing when it said nothing', () => {
    const finish = (reason: string) =>
      `data: ${JSON.stringify({ id: 'x', choices: [{ index: 0, delta: {}, finish_reason: reason }] })}\n\n`;
    const rec = (reason: string) => {
      const r = new TraceRecorder(identity, anthropic, makeScrubber([]), 0);
      r.onHeaders(5, 200, { 'content-type': 'text/event-stream' });
      const body = new TextEncoder().encode(
        `event: message_delta\ndata: ${JSON.stringify({ type: 'message_delta', delta: { stop_reason: reason }, usage: { output_tokens: 3 } })}\n\n`,
      );
      r.onBody(r.onRead(10, body.length), body);
      r.onEnd(11);
      return r.trace();
    };
    assert.deepEqual(rec('max_tokens').response_meta.notes, ['stop_reason max_tokens']);
    assert.equal(rec('end_turn').response_meta.notes, undefined);
    // openai-chat reports no notes for an ordinary finish either
    const t = record([[10, finish('stop')]]);
    assert.equal(t.response_meta.notes, undefined);
  });
});

describe('trace times in whole microseconds', () => {
  /** Every time a trace holds: t0_epoch_ms, at.*, and the ms of reads and events. */
  const timesOf = (t: ReturnType<typeof record>): number[] => [
    t.t0_epoch_ms,
    ...Object.values(t.at).filter((v) => v !== null),
    ...t.reads.map((r) => r[0]),
    ...t.events.map((e) => e[0]),
  ];
  /** Decimals in a number's shortest JSON form (none for an integer). */
  const decimals = (v: number) => JSON.stringify(v).split('.')[1]?.length ?? 0;

  it('rounds to the nearest µs', () => {
    const table: Array<[number, number]> = [
      [0, 0],
      [0.0004, 0],
      [0.0006, 0.001],
      [5.123456789, 5.123],
      [10.1234567, 10.123],
      [10.1236001, 10.124],
      [999.9999, 1000],
      [1234.5678901234, 1234.568],
      // an epoch time: a double this large steps by 2^-12 ms (~0.244 µs); this one is ...000.123291015625
      [1_700_000_000_000 + 505 / 4096, 1_700_000_000_000.123],
    ];
    for (const [ms, want] of table) {
      assert.equal(roundToMicros(ms), want, `${ms}`);
      assert.ok(decimals(roundToMicros(ms)) <= 3, `${ms}`);
      assert.equal(roundToMicros(roundToMicros(ms)), roundToMicros(ms), `${ms}: idempotent`);
    }
  });

  it('records times fed with many decimals as µs multiples in reads, events and at.*', () => {
    const rec = new TraceRecorder(identity, openaiChat, makeScrubber([]), 1_700_000_000_000.25);
    rec.onHeaders(5.123456789, 200, { 'content-type': 'text/event-stream' });
    const steps: Array<[number, string]> = [
      [10.1234567, chunk({ role: 'assistant', content: '' })],
      [110.9876543, ': keep-alive\n\n'],
      [900.0004999, chunk({ content: 'Hello' })],
      [920.33333333, chunk({ content: ' world' })],
      [940.66666667, usage(2) + 'data: [DONE]\n\n'],
    ];
    for (const [ms, body] of steps) {
      const bytes = new TextEncoder().encode(body);
      rec.onBody(rec.onRead(ms, bytes.length), bytes);
    }
    rec.onEnd(950.98765432);
    const t = rec.trace();
    assert.equal(t.t0_epoch_ms, 1_700_000_000_000.25);
    assert.deepEqual(t.at, {
      sent: null,
      headers: 5.123,
      first_byte: 10.123,
      first_event: 10.123,
      first_content: 900,
      first_answer: 900,
      last_content: 920.333,
      end: 950.988,
    });
    assert.deepEqual(
      t.reads.map((r) => r[0]),
      [10.123, 110.988, 900, 920.333, 940.667],
    );
    assert.deepEqual([...new Set(t.events.map((e) => e[0]))], [10.123, 110.988, 900, 920.333, 940.667]);
    for (const v of timesOf(t)) assert.equal(v, roundToMicros(v), `${v} is a whole µs`);
  });

  it('serializes no ms field with more than 3 decimals, and reads back the same numbers', () => {
    const rec = new TraceRecorder(identity, openaiChat, makeScrubber([]), 1_700_000_000_000 + Math.PI / 7);
    rec.onHeaders(Math.E, 200, { 'content-type': 'text/event-stream' });
    for (let i = 1; i <= 40; i++) {
      const bytes = new TextEncoder().encode(chunk({ content: 'x'.repeat(i) }));
      rec.onBody(rec.onRead(i * Math.PI + i / 7, bytes.length), bytes);
    }
    rec.onEnd(1000 / 7);
    const t = rec.trace();
    const times = timesOf(t);
    assert.ok(times.length > 80);
    for (const v of times) assert.ok(decimals(v) <= 3, `${JSON.stringify(v)} has more than 3 decimals`);
    const json = JSON.stringify({ t0_epoch_ms: t.t0_epoch_ms, at: t.at, reads: t.reads, events: t.events });
    assert.doesNotMatch(json, /\d\.\d{4}|e-/, 'no number with more than 3 decimals');
    // What reanalyze reads from traces.ndjson is what the analysis saw in memory.
    assert.deepEqual(JSON.parse(JSON.stringify(t)), t);
  });

  it('keeps t0_epoch_ms + ms within 0.5 µs of the clock, and 0 at 0, whatever t0 rounds by', () => {
    // An epoch double steps by 2^-12 ms (~0.244 µs): t0 a whole µs plus 0, 0.244, ... 0.977 µs.
    // Rounding t0 and each ms apart would put some of these reads ~1 µs early.
    for (const frac of [0, 1, 2, 3, 4].map((k) => k / 4096)) {
      const t0 = 1_700_000_000_000 + frac;
      const fed = [0, 10.0004999, 10.0005001, 20.0002, 30.0008, 40];
      const rec = new TraceRecorder(identity, openaiChat, makeScrubber([]), t0);
      rec.onHeaders(0, 200, { 'content-type': 'text/event-stream' });
      for (const ms of fed.slice(1)) rec.onRead(ms, 1);
      rec.onError(0, 'disconnect', 'gone'); // as the runner records a request that never went out
      const t = rec.trace();
      assert.equal(t.t0_epoch_ms, roundToMicros(t0));
      assert.ok(Object.is(t.at.headers, 0) && Object.is(t.at.end, 0), `0 stays 0 (t0 + ${frac})`);
      const recorded = [t.at.headers!, ...t.reads.map((r) => r[0])];
      recorded.forEach((ms, i) => {
        assert.equal(ms, roundToMicros(ms), `${ms} is a whole µs`);
        // (t0_epoch_ms - t0) is exact: the two doubles are this close.
        const off = t.t0_epoch_ms - t0 + (ms - fed[i]!);
        assert.ok(Math.abs(off) <= 0.0005 + 1e-9, `t0 + ${frac}, ${fed[i]}: ${off}`);
      });
    }
  });
});
