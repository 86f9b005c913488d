import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_ERROR_MESSAGE, MAX_EVENT_CHARS, MAX_TRACE_ROWS, TraceRecorder } from '../../src/measure/recorder.ts';
import { ollama } from '../../src/formats/ollama/adapter.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import type { Adapter } from '../../src/formats/types.ts';
import { escapeMarkdown } from '../../src/report/markdown.ts';
import { makeScrubber } from '../../src/secrets.ts';
import type { Trace } from '../../src/trace.ts';

// The recorder's limits and its reading of a body whose content type may
// lie, fed bytes at chosen times (no network: the recorder is pure).

const identity = {
  id: 'l/p/1',
  provider: 'l',
  api: 'openai-chat',
  model: 'm',
  prompt: 'p',
  rep: 1,
  warmup: false,
  attempt: 1,
  cache_bust: null,
};

const STREAM =
  'data: {"choices":[{"delta":{"role":"assistant","content":""}}]}\n\n' +
  'data: {"choices":[{"delta":{"content":"Hello"}}]}\n\n' +
  'data: {"choices":[{"delta":{"content":" world"}}]}\n\n' +
  'data: [DONE]\n\n';

function run(
  body: string | Uint8Array[],
  opts: {
    status?: number;
    type?: string | null;
    adapter?: Adapter;
    maxBytes?: number;
    headers?: Record<string, string>;
  } = {},
): { trace: Trace; rec: TraceRecorder } {
  const rec = new TraceRecorder(identity, opts.adapter ?? openaiChat, makeScrubber(['sk-secret-1234']), 0, null, {
    maxResponseBytes: opts.maxBytes ?? 64 * 1024 * 1024,
  });
  const type = opts.type === undefined ? 'text/event-stream' : opts.type;
  rec.onHeaders(1, opts.status ?? 200, { ...(type === null ? {} : { 'content-type': type }), ...opts.headers });
  const pieces = typeof body === 'string' ? [new TextEncoder().encode(body)] : body;
  pieces.forEach((p, i) => {
    if (!rec.finished) rec.onBody(rec.onRead(2 + i, p.length), p);
  });
  rec.onEnd(10 + pieces.length);
  return { trace: rec.trace(), rec };
}

describe('content type and body decide together', () => {
  const cases: Array<[type: string | null, body: string, kind: string | null]> = [
    ['text/event-stream', STREAM, null],
    ['text/plain', STREAM, null],
    ['text/html; charset=utf-8', STREAM, null],
    ['application/octet-stream', STREAM, null],
    [null, STREAM, null],
    ['text/plain', '\ufeff\n\n' + STREAM, null],
    ['text/event-stream', '<!doctype html><title>Sign in</title>', 'not_a_stream'],
    ['application/json', '<html><head><title>Sign in</title></head></html>', 'not_a_stream'],
    ['text/html', '<html><head><title>Sign in</title></head></html>', 'not_a_stream'],
    ['text/plain', 'Service unavailable, try later', 'not_a_stream'],
    [null, 'Service unavailable, try later', 'not_a_stream'],
    ['text/plain', '{"choices":[{"message":{"content":"Hi"}}]}', null],
    ['application/json', STREAM, null],
    ['application/json', 'Service unavailable, try later', 'not_a_stream'],
    ['application/x-ndjson', 'Service unavailable, try later', 'not_a_stream'],
  ];
  for (const [type, body, kind] of cases) {
    test(`${type ?? '(no content type)'}: ${JSON.stringify(body.slice(0, 30))}`, () => {
      const { trace } = run(body, { type });
      assert.equal(trace.error?.kind ?? null, kind, trace.error?.message);
      if (kind === null) assert.ok(trace.output.chars > 0, 'the text was read');
    });
  }

  test('a stream whose first read is too short to tell is decided on the next one', () => {
    const bytes = new TextEncoder().encode(STREAM);
    const { trace } = run([bytes.subarray(0, 2), bytes.subarray(2)], { type: 'text/plain' });
    assert.equal(trace.error, null);
    assert.equal(trace.output.chars, 'Hello world'.length);
    // Events are credited to the read that completed them: the second.
    assert.equal(trace.at.first_content, 3);
  });

  test('not_a_stream quotes the title, or the start of the text, scrubbed and inert', () => {
    const html = run('<html><head><title>Sign in</title></head><body>sk-secret-1234</body></html>', {
      type: 'text/html',
    }).trace.error!;
    assert.match(html.message, /^HTTP 200 with content-type text\/html is neither a stream the openai-chat adapter/);
    assert.match(html.message, /: "<title>Sign in<\/title>"$/);
    const prose = run('Denied \u001b[31mfor sk-secret-1234\u0007', { type: 'text/plain' }).trace.error!;
    assert.match(prose.message, /"Denied \[31mfor \*\*\*"$/);
    assert.ok(
      !/sk-secret/.test(prose.message) && !prose.message.includes('\u001b') && !prose.message.includes('\u0007'),
    );
  });

  test('an NDJSON stream labelled as nothing useful is still NDJSON', () => {
    const body = '{"message":{"content":"Hi"},"done":false}\n{"message":{"content":"!"},"done":true,"eval_count":2}\n';
    const { trace } = run(body, { type: 'application/octet-stream', adapter: ollama });
    assert.equal(trace.error, null);
    assert.equal(trace.output.chars, 3);
    assert.equal(trace.usage?.output_tokens, 2);
  });
});

describe('caps', () => {
  test('an SSE line that never ends stops at the fixed cap, the earlier events kept', () => {
    const open = new TextEncoder().encode(STREAM.slice(0, STREAM.indexOf('data: [DONE]')) + 'data: {"x":"');
    const chunk = new Uint8Array(256 * 1024).fill(0x78);
    const pieces = [open, ...Array.from({ length: MAX_EVENT_CHARS / chunk.length + 2 }, () => chunk)];
    const { trace } = run(pieces);
    assert.equal(trace.error?.kind, 'too_large');
    assert.match(
      trace.error!.message,
      /^one SSE line or event passed the fixed 8 MiB cap without ending: aborted after 8/,
    );
    assert.equal(trace.output.chars, 'Hello world'.length);
    assert.ok(trace.reads.length <= pieces.length);
  });

  test('an NDJSON line that never ends stops at the fixed cap', () => {
    const chunk = new Uint8Array(512 * 1024).fill(0x78);
    const open = new TextEncoder().encode('{"message":{"content":"Hi"},"done":false}\n{"message":{"content":"');
    const pieces = [open, ...Array.from({ length: MAX_EVENT_CHARS / chunk.length + 2 }, () => chunk)];
    const { trace } = run(pieces, { type: 'application/x-ndjson', adapter: ollama });
    assert.equal(trace.output.chars, 2, 'the line before it is kept');
    assert.equal(trace.error?.kind, 'too_large');
    assert.match(trace.error!.message, /^one NDJSON line passed the fixed 8 MiB cap/);
  });

  test('the response cap counts decoded bytes and names max_response_mb', () => {
    const event = new TextEncoder().encode('data: {"choices":[{"delta":{"content":"x"}}]}\n\n');
    const pieces = Array.from({ length: 100 }, () => event);
    const { trace, rec } = run(pieces, { maxBytes: 10 * event.length });
    assert.equal(trace.error?.kind, 'too_large');
    assert.match(
      trace.error!.message,
      /^the response passed max_response_mb \(470 bytes of decoded body\): aborted after 517 bytes of body in 11 reads$/,
    );
    assert.equal(trace.output.chars, 10, 'the events under the cap are kept');
    assert.ok(rec.finished);
  });

  test('a flood of keep-alive comments stops at the cap on events a trace keeps', () => {
    const chunk = new TextEncoder().encode(':\n'.repeat(64 * 1024));
    const pieces = Array.from({ length: MAX_TRACE_ROWS / (64 * 1024) + 2 }, () => chunk);
    const { trace } = run(pieces);
    assert.equal(trace.error?.kind, 'too_large');
    assert.match(trace.error!.message, /^the response's 1,048,576 events passed the fixed cap on reads and events/);
    assert.equal(trace.events.length, MAX_TRACE_ROWS);
  });

  test('an error message is capped, whatever the provider sends', () => {
    const { trace } = run(`{"error":{"message":"${'e'.repeat(100_000)}"}}`, { status: 500, type: 'application/json' });
    assert.equal(trace.error?.kind, 'http_status');
    assert.ok(trace.error!.message.length <= MAX_ERROR_MESSAGE + ' [truncated]'.length);
    const inStream = run(`data: {"error":{"message":"${'e'.repeat(100_000)}"}}\n\n`).trace;
    assert.equal(inStream.error?.kind, 'stream_error');
    assert.ok(inStream.error!.message.length <= MAX_ERROR_MESSAGE + ' [truncated]'.length);
  });
});

describe('redirects', () => {
  test('a 3xx is http_status naming the Location, with its body as an error body', () => {
    const { trace } = run('<a href="https://elsewhere.example/">Moved</a>', {
      status: 302,
      type: 'text/html',
      headers: { location: 'https://elsewhere.example/login' },
    });
    assert.equal(trace.error?.kind, 'http_status');
    assert.equal(trace.error?.http_status, 302);
    assert.match(trace.error!.message, /^HTTP 302 redirect to https:\/\/elsewhere\.example\/login, not followed/);
  });
});

describe('markdown', () => {
  test('@mentions are neutralised; an @ inside a word is left alone', () => {
    assert.equal(escapeMarkdown('cc @someone'), 'cc @&#8203;someone');
    assert.equal(escapeMarkdown('@org/team'), '@&#8203;org/team');
    assert.equal(escapeMarkdown('claude-3-5-sonnet@20240620'), 'claude-3-5-sonnet@20240620');
    assert.equal(escapeMarkdown('(@x)'), '\\(@&#8203;x\\)');
    assert.equal(escapeMarkdown('<b>\u001b[31m'), '&lt;b&gt;?\\[31m');
  });
});
