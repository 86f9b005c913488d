import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import fc from 'fast-check';
import { classify } from '../../src/analyze/classify.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { loadEventStreamCodec } from '../../src/measure/eventstream.ts';
import { TraceRecorder } from '../../src/measure/recorder.ts';
import { ADAPTERS } from '../../src/formats/index.ts';
import { newStreamContext, type Adapter, type AdapterEvent } from '../../src/formats/types.ts';
import { makeScrubber } from '../../src/secrets.ts';
import type { Trace } from '../../src/trace.ts';
import { missingRecording, WIRE } from '../conformance/replay.ts';

// Property tests (fast-check): the recorder and every adapter fed random
// bytes, and the real recordings of ../shared/fixtures/wire truncated,
// mutated and split at random points. Nothing throws; a response either
// succeeds with text or ends as a trace with an error kind; and splitting a
// recording into reads anywhere never changes what is parsed from it.
// fast-check prints the seed and path of any failure (reproduce with
// `{ seed, path }` in fc.assert's options).

const KINDS = new Set([
  'connect',
  'http_status',
  'timeout_headers',
  'timeout_idle',
  'timeout_total',
  'disconnect',
  'stream_error',
  'cancelled',
  'too_large',
  'not_a_stream',
  'sign',
  'empty_output',
]);
const EVENT_KINDS = new Set(['content', 'reasoning', 'usage', 'meta', 'error', 'server_timing', 'done', 'invalid']);

/** Which adapter reads a recording, and the content type it came with. */
const FIXTURE_API: Record<string, string> = {
  'openai-chat': 'openai-chat',
  'openai-responses': 'openai-responses',
  anthropic: 'anthropic',
  gemini: 'gemini',
  'gemini-vertex': 'gemini',
  deepseek: 'openai-chat',
  groq: 'openai-chat',
  mistral: 'openai-chat',
  openrouter: 'openai-chat',
  azure: 'azure-openai',
  cohere: 'cohere',
  ollama: 'ollama',
  bedrock: 'bedrock',
  llamacpp: 'openai-chat',
};
const TYPE_OF: Record<string, string> = {
  sse: 'text/event-stream',
  ndjson: 'application/x-ndjson',
  eventstream: 'application/vnd.amazon.eventstream',
};

interface Fixture {
  name: string;
  adapter: Adapter;
  contentType: string;
  bytes: Uint8Array;
}

// A fresh clone has no ../shared: the recorded-stream properties skip, saying
// so (fail under SG_REQUIRE_SHARED=1); the random-bytes properties still run.
const WIRE_PRESENT = existsSync(WIRE);
const FIXTURES: Fixture[] = (WIRE_PRESENT ? readdirSync(WIRE) : [])
  // .decoded.ndjson is derived from a binary stream; .reads.ndjson holds read times, not a stream.
  .filter(
    (f) => /\.(sse|ndjson|eventstream)$/.test(f) && !f.endsWith('.decoded.ndjson') && !f.endsWith('.reads.ndjson'),
  )
  .map((f) => {
    const ext = f.slice(f.lastIndexOf('.') + 1);
    const family = f.replace(/-\d+\.[a-z]+$/, '');
    const api = FIXTURE_API[family];
    assert.ok(api, `a known adapter for ${f}`);
    return {
      name: f,
      adapter: ADAPTERS[api]!,
      contentType: TYPE_OF[ext]!,
      bytes: new Uint8Array(readFileSync(path.join(WIRE, f))),
    };
  });

const identity = {
  id: 'fuzz/p/1',
  provider: 'fuzz',
  api: 'fuzz',
  model: 'fuzz',
  prompt: 'p',
  rep: 1,
  warmup: false,
  attempt: 1,
  cache_bust: null,
};

/** `bytes` through a fresh recorder in reads cut at `cuts`; `ended` false: the connection dropped. */
function record(
  adapter: Adapter,
  status: number,
  contentType: string | null,
  bytes: Uint8Array,
  cuts: number[],
  ended = true,
): Trace {
  const rec = new TraceRecorder(identity, adapter, makeScrubber([]), 1_700_000_000_000, null, {
    maxResponseBytes: 1 << 20,
  });
  rec.onHeaders(1, status, contentType === null ? {} : { 'content-type': contentType });
  const points = [...new Set(cuts.map((c) => Math.min(c, bytes.length)))].sort((a, b) => a - b);
  let from = 0;
  let i = 0;
  for (const cut of [...points, bytes.length]) {
    if (cut <= from) continue;
    const piece = bytes.subarray(from, cut);
    rec.onBody(rec.onRead(2 + i++, piece.length), piece);
    from = cut;
  }
  if (ended) rec.onEnd(3 + i);
  else rec.onError(3 + i, 'disconnect', 'other side closed');
  return rec.trace();
}

/** Every trace ends: as a success with text, or an error with a known kind. */
function assertAccounted(t: Trace): void {
  assert.notEqual(t.at.end, null, 'the trace has an end');
  if (t.error !== null) assert.ok(KINDS.has(t.error.kind), `unknown error kind ${t.error.kind}`);
  const c = classify(t, DEFAULT_ANALYSIS);
  if (c.outcome === 'error') assert.ok(c.error_kind !== null && KINDS.has(c.error_kind), `kind ${c.error_kind}`);
  else assert.ok(t.output.chars + t.output.reasoning_chars > 0, 'a success carries text');
}

/** What parsing found, independent of how the body was cut into reads. */
function parsed(t: Trace) {
  const counts: Record<string, number> = {};
  for (const [, kind, chars] of t.events) {
    counts[kind] = (counts[kind] ?? 0) + 1;
    counts[`${kind}:chars`] = (counts[`${kind}:chars`] ?? 0) + chars;
  }
  return { counts, output: t.output, usage: t.usage, error: t.error?.kind ?? null };
}

const cutsOf = (length: number) => fc.array(fc.integer({ min: 1, max: Math.max(1, length - 1) }), { maxLength: 40 });

const STATUSES = [200, 200, 200, 201, 204, 301, 307, 400, 429, 500];
const TYPES = [
  null,
  'text/event-stream',
  'text/event-stream; charset=utf-8',
  'application/x-ndjson',
  'application/json',
  'application/vnd.amazon.eventstream',
  'text/html; charset=utf-8',
  'text/plain',
  'application/octet-stream',
];

before(loadEventStreamCodec);

if (!WIRE_PRESENT) {
  test('the recorded streams', (t) => missingRecording(t, `recorded streams not found at ${WIRE}`));
}

describe('the recordings split into reads anywhere', () => {
  for (const f of FIXTURES) {
    test(f.name, () => {
      const whole = record(f.adapter, 200, f.contentType, f.bytes, []);
      // A real recording is a stream: at most an error the provider sent inside it.
      assert.ok(whole.error === null || whole.error.kind === 'stream_error', `${f.name}: ${whole.error?.message}`);
      fc.assert(
        fc.property(cutsOf(f.bytes.length), (cuts) => {
          const t = record(f.adapter, 200, f.contentType, f.bytes, cuts);
          assertAccounted(t);
          assert.deepEqual(parsed(t), parsed(whole));
        }),
        { numRuns: 40 },
      );
    });
  }
});

describe('the recordings truncated, or mutated, and split', () => {
  for (const f of FIXTURES) {
    test(f.name, () => {
      const n = f.bytes.length;
      const mutation = fc.oneof(
        fc.record({ op: fc.constant('flip' as const), at: fc.nat(n - 1), byte: fc.nat(255) }),
        fc.record({ op: fc.constant('insert' as const), at: fc.nat(n), bytes: fc.uint8Array({ maxLength: 64 }) }),
        fc.record({ op: fc.constant('delete' as const), at: fc.nat(n - 1), count: fc.integer({ min: 1, max: 64 }) }),
      );
      fc.assert(
        fc.property(
          fc.nat(n),
          fc.array(mutation, { maxLength: 6 }),
          cutsOf(n),
          fc.boolean(),
          fc.constantFrom(f.contentType, ...TYPES),
          (keep, mutations, cuts, ended, type) => {
            let bytes = Array.from(f.bytes.subarray(0, keep));
            for (const m of mutations) {
              if (m.op === 'flip') {
                if (m.at < bytes.length) bytes[m.at] = m.byte;
              } else if (m.op === 'insert') bytes.splice(Math.min(m.at, bytes.length), 0, ...m.bytes);
              else bytes.splice(m.at, m.count);
            }
            bytes = bytes.slice(0, 1 << 16);
            assertAccounted(record(f.adapter, 200, type, new Uint8Array(bytes), cuts, ended));
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});

describe('random bytes', () => {
  for (const adapter of Object.values(ADAPTERS)) {
    test(`through the recorder (${adapter.api})`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...STATUSES),
          fc.constantFrom(...TYPES),
          fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.string({ maxLength: 512, unit: 'binary' }).map(utf8)),
          cutsOf(2048),
          fc.boolean(),
          (status, type, bytes, cuts, ended) => assertAccounted(record(adapter, status, type, bytes, cuts, ended)),
        ),
        { numRuns: 150 },
      );
    });

    test(`through the adapter's parsers (${adapter.api})`, () => {
      const json = fc.oneof(
        fc.json({ maxDepth: 4 }),
        fc.string({ maxLength: 200 }),
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify({ choices: [{ delta: v }], delta: v, message: v })),
      );
      fc.assert(
        fc.property(
          fc.option(
            fc.constantFrom(
              'error',
              'message',
              'content-delta',
              'contentBlockDelta',
              'exception:x',
              'invalid:frame',
              'x',
            ),
          ),
          json,
          (event, data) => {
            const ctx = newStreamContext(null);
            const out = [
              ...adapter.parseEvent({ event: event ?? undefined, data }, ctx),
              ...adapter.parseBody(data, newStreamContext(null)),
            ];
            for (const e of out) assertEvent(e);
          },
        ),
        { numRuns: 300 },
      );
    });
  }
});

function assertEvent(e: AdapterEvent): void {
  assert.ok(EVENT_KINDS.has(e.kind), `event kind ${e.kind}`);
  if (e.kind === 'content' || e.kind === 'reasoning') assert.equal(typeof e.text, 'string');
  if (e.kind === 'error' || e.kind === 'invalid') assert.equal(typeof e.message, 'string');
}

function utf8(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}
