import assert from 'node:assert/strict';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { TraceRecorder } from '../../src/measure/recorder.ts';
import { newStreamContext, type Adapter, type AdapterEvent, type WireEvent } from '../../src/formats/types.ts';
import { makeScrubber } from '../../src/secrets.ts';
import type { Trace, TraceUsage } from '../../src/trace.ts';
import { mulberry32 } from '../../src/random.ts';

// Shared by the conformance suites: replaying the REAL recorded provider
// streams in ../shared/fixtures/wire (outside the project; see its
// README.txt) through the framing, an adapter, and the trace recorder. The
// recordings are read in place, never copied into the project.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WIRE = path.resolve(ROOT, '../shared/fixtures/wire');

/**
 * Whether the recordings are required: `.ci/run` sets SG_REQUIRE_SHARED=1,
 * where a silent skip would pass a suite that checked nothing. Not CI=true:
 * a fresh clone tested on any CI service (which sets it) has no ../shared.
 */
export const REQUIRE_SHARED = process.env.SG_REQUIRE_SHARED === '1';

/** A recording that is not there: skipped (saying so) in a fresh clone, a failure when required. */
export function missingRecording(t: { skip(message: string): void }, message: string): void {
  if (REQUIRE_SHARED) assert.fail(`SG_REQUIRE_SHARED=1: ${message}`);
  t.skip(`${message} (set SG_REQUIRE_SHARED=1 to make this a failure)`);
}

export interface Replay {
  events: EventSourceMessage[];
  comments: string[];
  errors: number;
}

/** Feeds `bytes` to a fresh SSE parser in the given pieces, decoding UTF-8 across piece boundaries. */
export function replaySse(bytes: Uint8Array, cuts: number[] = []): Replay {
  const out: Replay = { events: [], comments: [], errors: 0 };
  const parser = createParser({
    onEvent: (e) => out.events.push({ event: e.event, id: e.id, data: e.data }),
    onComment: (c) => out.comments.push(c),
    onError: () => out.errors++,
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    parser.feed(decoder.decode(bytes.subarray(from, cut), { stream: true }));
    from = cut;
  }
  parser.feed(decoder.decode());
  return out;
}

/** NDJSON: one wire event per non-blank line, as the recorder frames it. */
export function ndjsonLines(text: string): WireEvent[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((data) => ({ data }));
}

/** mulberry32 (src/random.ts): a small seeded PRNG, so a failing split can be reproduced. */
export const prng = mulberry32;

export function randomCuts(length: number, seed: number, count: number): number[] {
  const rand = prng(seed);
  const cuts = new Set<number>();
  while (cuts.size < Math.min(count, length - 1)) cuts.add(1 + Math.floor(rand() * (length - 1)));
  return [...cuts].sort((a, b) => a - b);
}

/**
 * Byte offsets just after each wire event's terminator: a blank line for SSE
 * (LF LF or CRLF CRLF), a newline for NDJSON. Cutting there gives one read
 * per wire event.
 */
export function eventBoundaries(bytes: Uint8Array, framing: 'sse' | 'ndjson'): number[] {
  const LF = 0x0a;
  const CR = 0x0d;
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== LF) continue;
    const blank = bytes[i - 1] === LF || (bytes[i - 1] === CR && bytes[i - 2] === LF);
    if (framing === 'ndjson' || blank) out.push(i + 1);
  }
  return out.filter((b) => b < bytes.length);
}

export interface Summary {
  events: number;
  comments: number;
  /** adapter meanings, per wire event */
  meanings: AdapterEvent[][];
  firstText: number | null;
  firstReasoning: number | null;
  text: string;
  reasoning: string;
  usage: Partial<TraceUsage>;
  usageEvents: number[];
  timing: Record<string, number>;
  notes: string[];
  errors: string[];
  errorEvents: number[];
  invalid: number;
  done: number[];
  models: Set<string>;
  fingerprints: Set<string>;
}

/** Every wire event of one response through `adapter`, with ONE stream context, as the recorder does. */
export function summarize(
  adapter: Adapter,
  events: WireEvent[],
  comments = 0,
  provider: ProviderConfig | null = null,
): Summary {
  const s: Summary = {
    events: events.length,
    comments,
    meanings: [],
    firstText: null,
    firstReasoning: null,
    text: '',
    reasoning: '',
    usage: {},
    usageEvents: [],
    timing: {},
    notes: [],
    errors: [],
    errorEvents: [],
    invalid: 0,
    done: [],
    models: new Set(),
    fingerprints: new Set(),
  };
  const ctx = newStreamContext(provider);
  events.forEach((wire, i) => {
    const meanings = adapter.parseEvent({ event: wire.event, data: wire.data }, ctx);
    s.meanings.push(meanings);
    for (const m of meanings) {
      switch (m.kind) {
        case 'content':
          s.firstText ??= i;
          s.text += m.text;
          break;
        case 'reasoning':
          s.firstReasoning ??= i;
          s.reasoning += m.text;
          break;
        case 'usage':
          Object.assign(s.usage, m.usage);
          s.usageEvents.push(i);
          break;
        case 'server_timing':
          Object.assign(s.timing, m.timing);
          break;
        case 'error':
          s.errors.push(m.message);
          s.errorEvents.push(i);
          break;
        case 'invalid':
          s.invalid++;
          break;
        case 'done':
          s.done.push(i);
          break;
        case 'meta':
          if (m.model !== undefined) s.models.add(m.model);
          if (m.systemFingerprint !== undefined) s.fingerprints.add(m.systemFingerprint);
          if (m.note !== undefined) s.notes.push(m.note);
          break;
      }
    }
  });
  return s;
}

export interface Recorded {
  trace: Trace;
  /** ms stamped on read i */
  msOf: (read: number) => number;
}

/**
 * The recording through the real TraceRecorder, delivered in reads cut at
 * `cuts`, read i stamped at (i + 1) * 10 ms. `cutAfter` ends the body early
 * with a disconnect after that many reads, as a dropped connection would.
 */
export function record(
  adapter: Adapter,
  bytes: Uint8Array,
  contentType: string | null,
  cuts: number[],
  opts: { provider?: ProviderConfig | null; cutAfter?: number } = {},
): Recorded {
  const msOf = (i: number) => (i + 1) * 10;
  const rec = new TraceRecorder(
    {
      id: 'wire/replay/1',
      provider: 'wire',
      api: adapter.api,
      model: 'recorded',
      prompt: 'replay',
      rep: 1,
      warmup: false,
      attempt: 1,
      cache_bust: null,
    },
    adapter,
    makeScrubber([]),
    1_700_000_000_000,
    opts.provider ?? null,
  );
  rec.onHeaders(5, 200, contentType === null ? {} : { 'content-type': contentType });
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    if (cut > from) pieces.push(bytes.subarray(from, cut));
    from = cut;
  }
  let i = 0;
  for (; i < pieces.length; i++) {
    if (opts.cutAfter !== undefined && i === opts.cutAfter) {
      rec.onError(msOf(i), 'disconnect', 'other side closed');
      return { trace: rec.trace(), msOf };
    }
    const piece = pieces[i]!;
    rec.onBody(rec.onRead(msOf(i), piece.length), piece);
  }
  rec.onEnd(msOf(i));
  return { trace: rec.trace(), msOf };
}
