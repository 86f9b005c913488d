import { EventStreamFramer } from './eventstream.ts';
import { createParser, type EventSourceParser } from 'eventsource-parser';
import type { ProviderConfig } from '../config/schema.ts';
import { newStreamContext, type Adapter, type AdapterEvent, type StreamContext } from '../providers/types.ts';
import type { Scrubber } from '../secrets.ts';
import { TRACE_SCHEMA, type ErrorKind, type EventKind, type Trace, type TraceConn, type TraceError } from '../trace.ts';

// The recorder turns timed reads into a trace. It never reads the clock:
// the measurer stamps each read the moment its bytes arrive and hands the
// stamp in, so everything here (decoding, parsing, the adapter) happens
// after the timestamp and cannot delay it. Pure apart from its own state,
// which is what lets tests feed it bytes at chosen times.

/**
 * `ms` rounded to the nearest microsecond (0.001 ms). Every time in a trace
 * passes through this where it enters the recorder, so the trace analysed in
 * memory and the one written to traces.ndjson (which `reanalyze` reads) hold
 * the same numbers. A µs is far below the tens of µs of jitter a loopback
 * read already has, so no precision that means anything is lost (still
 * sub-ms, as the trace contract says), and the result is the nearest double
 * to a 3-decimal value, whose shortest JSON form has at most 3 decimals
 * instead of ~13: traces serialize faster and smaller. Rounding to nearest
 * moves a time by at most 0.5 µs either way (plus, for an epoch time, the
 * ~0.1 µs a double that large cannot resolve), so it never makes a read
 * look a whole µs earlier than it happened: see TraceRecorder's #t0Shift
 * for how that bound is kept for t0_epoch_ms + ms.
 */
export function roundToMicros(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** What the runner knows of a request before it is sent: the trace's identifying fields. */
export type TraceIdentity = Pick<
  Trace,
  'id' | 'provider' | 'api' | 'model' | 'prompt' | 'rep' | 'warmup' | 'attempt' | 'cache_bust'
>;

/** Response headers kept because they explain a result; everything else is dropped. */
const KEPT_HEADERS =
  /^(retry-after|server-timing|openai-processing-ms|openai-model|openai-version|x-ratelimit-.*|anthropic-ratelimit-.*|x-envoy-upstream-service-time|via|x-cache|cf-cache-status|x-accel-buffering|transfer-encoding|cache-control|x-groq-region|x-model-id|x-served-by)$/;
const REQUEST_ID_HEADERS = [
  'x-request-id',
  'request-id',
  'x-amzn-requestid',
  'apim-request-id',
  'x-goog-request-id',
  'cf-ray',
];

/** Provider notes kept per trace (stop reasons of note); more are counted as meta events only. */
const MAX_NOTES = 8;

/** Bytes of an HTTP error body kept (after scrubbing); enough for any provider's error JSON. */
const ERROR_BODY_LIMIT = 4096;

type BodyMode = 'sse' | 'ndjson' | 'eventstream' | 'json' | 'error';

const EVENT_KINDS: readonly EventKind[] = [
  'content',
  'reasoning',
  'usage',
  'meta',
  'comment',
  'error',
  'done',
  'invalid',
];
const KIND_CODE = Object.fromEntries(EVENT_KINDS.map((k, i) => [k, i])) as Record<EventKind, number>;
/** Hoisted: decode() would otherwise get a fresh options object per read. */
const STREAM = { stream: true };

/**
 * Fixed-width rows of numbers in one growable Float64Array (capacity doubles
 * when full). The reads and events of a response are kept here, not as a
 * [ms, ...] tuple each: a tuple is a heap object (its double boxed) that
 * lives as long as the request, so every young-generation GC it survives
 * copies it; a typed array's contents are never scanned or copied. The
 * trace's tuples are built once, when the trace is taken.
 */
class Rows {
  readonly width: number;
  data: Float64Array;
  count = 0;
  constructor(width: number, capacity = 64) {
    this.width = width;
    this.data = new Float64Array(width * capacity);
  }
  /** Index of a new row; its cells are written by the caller at data[index * width + column]. */
  add(): number {
    if ((this.count + 1) * this.width > this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    return this.count++;
  }
}

export class TraceRecorder {
  readonly #adapter: Adapter;
  readonly #scrub: Scrubber;
  readonly #trace: Trace;
  readonly #ctx: StreamContext;
  #mode: BodyMode = 'sse';
  #framer: EventStreamFramer | null = null;
  #decoder = new TextDecoder('utf-8');
  #sse: EventSourceParser | null = null;
  #lineBuffer = '';
  #bodyText = '';
  #bodyTruncated = false;
  /** ms of the read whose bytes are being parsed: events are credited to it. */
  #currentMs = 0;
  #currentRead = -1;
  #lastContentRead = -1;
  #finished = false;
  /**
   * What rounding took off t0_epoch_ms: under a µs, and exact (the
   * difference of two doubles this close). Times are rounded as measured
   * from the recorded t0_epoch_ms, not the unrounded one, so that
   * t0_epoch_ms + ms, the wall-clock moment a read arrived, is never more
   * than 0.5 µs earlier (or later) than the clock said: rounding the two
   * apart could move it earlier by a whole µs or more, and an arrival must
   * not be made to precede its send (as paired with the simulator's logged
   * writes) by more than 0.5 µs. A relative time may then move by up to
   * ~1 µs, still far below loopback jitter.
   */
  readonly #t0Shift: number;
  /** [ms, bytes] per read, and [ms, kind code, chars] per event, until trace() builds the tuples. */
  readonly #reads = new Rows(2);
  readonly #events = new Rows(3);

  constructor(
    identity: TraceIdentity,
    adapter: Adapter,
    scrub: Scrubber,
    t0EpochMs: number,
    provider: ProviderConfig | null = null,
  ) {
    this.#adapter = adapter;
    this.#ctx = newStreamContext(provider);
    this.#scrub = scrub;
    const t0 = roundToMicros(t0EpochMs);
    const shift = t0EpochMs - t0;
    this.#t0Shift = Number.isFinite(shift) ? shift : 0;
    this.#trace = {
      schema: TRACE_SCHEMA,
      ...identity,
      t0_epoch_ms: t0,
      at: {
        sent: null,
        headers: null,
        first_byte: null,
        first_event: null,
        first_content: null,
        first_answer: null,
        last_content: null,
        end: null,
      },
      reads: [],
      events: [],
      content_reads: 0,
      http: { status: null, content_type: null, content_encoding: null, request_id: null, headers: {} },
      usage: null,
      output: { chars: 0, reasoning_chars: 0 },
      response_meta: { model: null, system_fingerprint: null },
      server_timing: null,
      conn: null,
      error: null,
    };
  }

  get finished(): boolean {
    return this.#finished;
  }

  get hasHeaders(): boolean {
    return this.#trace.at.headers !== null;
  }

  /**
   * A time handed in (ms after dispatch) as the trace keeps it: see
   * roundToMicros and #t0Shift. Nothing happens before dispatch, so the shift
   * may not make a time negative (0 stays 0; max also turns -0 into 0).
   */
  #time(ms: number): number {
    return Math.max(0, roundToMicros(ms + this.#t0Shift));
  }

  /** The connection the request is being written on (see measure/connection.ts). */
  onConnection(conn: TraceConn): void {
    this.#trace.conn = conn;
  }

  /** The request was fully written at `ms`. */
  onSent(ms: number): void {
    this.#trace.at.sent = this.#time(ms);
  }

  onHeaders(ms: number, status: number, headers: Record<string, string | string[] | undefined>): void {
    const t = this.#trace;
    t.at.headers = this.#time(ms);
    const one = (name: string): string | null => {
      const v = headers[name];
      if (v === undefined) return null;
      return this.#scrub(Array.isArray(v) ? v.join(', ') : v);
    };
    t.http.status = status;
    t.http.content_type = one('content-type');
    t.http.content_encoding = one('content-encoding');
    for (const name of REQUEST_ID_HEADERS) {
      const v = one(name);
      if (v !== null) {
        t.http.request_id = v;
        break;
      }
    }
    for (const name of Object.keys(headers).sort()) {
      if (KEPT_HEADERS.test(name)) {
        const v = one(name);
        if (v !== null) t.http.headers[name] = v;
      }
    }
    const type = (t.http.content_type ?? '').toLowerCase();
    if (status >= 400) this.#mode = 'error';
    else if (type.includes('event-stream')) this.#mode = 'sse';
    else if (type.includes('amazon.eventstream')) this.#mode = 'eventstream';
    else if (type.includes('ndjson') || type.includes('jsonl')) this.#mode = 'ndjson';
    else if (type.includes('json')) this.#mode = 'json';
    else this.#mode = this.#adapter.framing;
    if (this.#mode === 'sse') {
      this.#sse = createParser({
        // The parser's own message is a WireEvent already (its `id` is ignored): no copy.
        onEvent: (ev) => this.#onWireEvent(ev),
        onComment: (comment) => this.#push('comment', comment.length),
        onError: (err) => this.#push('invalid', err.line?.length ?? 0),
      });
    }
  }

  /** Records one network read; returns its index, to credit its decoded bytes to it. */
  onRead(readMs: number, bytes: number): number {
    const ms = this.#time(readMs);
    const t = this.#trace;
    if (t.at.first_byte === null) t.at.first_byte = ms;
    const reads = this.#reads;
    const i = reads.add();
    reads.data[2 * i] = ms;
    reads.data[2 * i + 1] = bytes;
    return i;
  }

  /** The (decoded) bytes of read `readIndex`. Parsed now; events take that read's time. */
  onBody(readIndex: number, bytes: Uint8Array): void {
    if (this.#finished) return;
    if (!(readIndex >= 0 && readIndex < this.#reads.count)) return;
    this.#currentRead = readIndex;
    this.#currentMs = this.#reads.data[2 * readIndex]!;
    if (this.#mode === 'eventstream') {
      // Binary frames: no text decoding; each complete frame is one wire event.
      for (const ev of (this.#framer ??= new EventStreamFramer()).push(bytes)) this.#onWireEvent(ev);
      return;
    }
    const text = this.#decoder.decode(bytes, STREAM);
    this.#parseText(text);
  }

  #parseText(text: string): void {
    switch (this.#mode) {
      case 'sse':
        this.#sse?.feed(text);
        break;
      case 'ndjson': {
        this.#lineBuffer += text;
        let nl: number;
        while ((nl = this.#lineBuffer.indexOf('\n')) !== -1) {
          const line = this.#lineBuffer.slice(0, nl).trim();
          this.#lineBuffer = this.#lineBuffer.slice(nl + 1);
          if (line !== '') this.#onWireEvent({ data: line });
        }
        break;
      }
      case 'json':
      case 'error':
        if (this.#bodyText.length < ERROR_BODY_LIMIT * 64) this.#bodyText += text;
        else this.#bodyTruncated = true;
        break;
    }
  }

  /** The body was read to its end at `ms` (when its last bytes arrived). */
  onEnd(ms: number): void {
    if (this.#finished) return;
    const t = this.#trace;
    // Bytes still held by the decoder or parser belong to the last read.
    const last = this.#reads.count - 1;
    if (last >= 0) {
      this.#currentRead = last;
      this.#currentMs = this.#reads.data[2 * last]!;
    }
    if (this.#mode !== 'eventstream') this.#parseText(this.#decoder.decode());
    if (this.#mode === 'sse') this.#sse?.reset({ consume: true });
    else if (this.#mode === 'eventstream' && (this.#framer?.pendingBytes ?? 0) > 0) {
      this.#onWireEvent({
        event: 'invalid:frame',
        data: `the body ended inside a frame (${this.#framer!.pendingBytes} bytes)`,
      });
    } else if (this.#mode === 'ndjson' && this.#lineBuffer.trim() !== '') {
      this.#onWireEvent({ data: this.#lineBuffer.trim() });
      this.#lineBuffer = '';
    } else if (this.#mode === 'json') {
      // A whole JSON body instead of a stream: one event set, credited to the
      // read that completed it, so it counts as (at most) one content read.
      for (const ev of this.#adapter.parseBody(this.#bodyText, this.#ctx)) this.#onAdapterEvent(ev);
    } else if (this.#mode === 'error') {
      const status = t.http.status ?? 0;
      const retry = parseRetryAfter(t.http.headers['retry-after']);
      const body =
        this.#bodyText.slice(0, ERROR_BODY_LIMIT) +
        (this.#bodyTruncated || this.#bodyText.length > ERROR_BODY_LIMIT ? ' [truncated]' : '');
      this.#setError({
        kind: 'http_status',
        message: `HTTP ${status}: ${body.trim() || '(empty body)'}`,
        http_status: status,
        ...(retry !== null ? { retry_after_s: retry } : {}),
      });
    }
    t.at.end = this.#time(ms);
    this.#finished = true;
  }

  /** The request failed at `ms`; what was read so far stays in the trace. */
  onError(ms: number, kind: ErrorKind, message: string): void {
    if (this.#finished) return;
    const t = this.#trace;
    if (t.error === null || t.error.kind === 'stream_error') {
      // A transport failure outranks an in-stream error already seen: it is
      // why the stream ended. The earlier message is kept beside it.
      const prior = t.error ? ` (after stream error: ${t.error.message})` : '';
      const status = t.http.status;
      t.error = null;
      this.#setError({
        kind,
        message: message + prior,
        ...(status !== null && status >= 400 ? { http_status: status } : {}),
      });
    }
    t.at.end = this.#time(ms);
    this.#finished = true;
  }

  /** The trace as recorded so far: the same object each time, brought up to date. */
  trace(): Trace {
    const t = this.#trace;
    const reads = this.#reads;
    for (let i = t.reads.length; i < reads.count; i++) t.reads.push([reads.data[2 * i]!, reads.data[2 * i + 1]!]);
    const events = this.#events;
    for (let i = t.events.length; i < events.count; i++)
      t.events.push([events.data[3 * i]!, EVENT_KINDS[events.data[3 * i + 1]!]!, events.data[3 * i + 2]!]);
    return t;
  }

  #setError(error: TraceError): void {
    if (this.#trace.error !== null) return;
    this.#trace.error = { ...error, message: this.#scrub(error.message) };
  }

  #onWireEvent(ev: { event?: string | undefined; data: string }): void {
    const out = this.#adapter.parseEvent(ev, this.#ctx);
    if (out.length === 0) this.#push('meta', 0);
    for (const e of out) this.#onAdapterEvent(e);
  }

  #onAdapterEvent(e: AdapterEvent): void {
    const t = this.#trace;
    switch (e.kind) {
      case 'content':
      case 'reasoning': {
        if (e.text.length === 0) {
          this.#push('meta', 0);
          return;
        }
        this.#push(e.kind, e.text.length);
        const ms = this.#currentMs;
        if (t.at.first_content === null) t.at.first_content = ms;
        t.at.last_content = ms;
        if (this.#currentRead !== this.#lastContentRead) {
          this.#lastContentRead = this.#currentRead;
          t.content_reads++;
        }
        if (e.kind === 'content') {
          if (t.at.first_answer === null) t.at.first_answer = ms;
          t.output.chars += e.text.length;
        } else t.output.reasoning_chars += e.text.length;
        return;
      }
      case 'usage': {
        const u = (t.usage ??= { output_tokens: null, reasoning_tokens: null, input_tokens: null });
        if (e.usage.output_tokens !== undefined) u.output_tokens = e.usage.output_tokens;
        if (e.usage.reasoning_tokens !== undefined) u.reasoning_tokens = e.usage.reasoning_tokens;
        if (e.usage.input_tokens !== undefined) u.input_tokens = e.usage.input_tokens;
        this.#push('usage', 0);
        return;
      }
      case 'meta':
        if (e.model !== undefined) t.response_meta.model ??= e.model;
        if (e.systemFingerprint !== undefined) t.response_meta.system_fingerprint ??= e.systemFingerprint;
        // Rare (a stop reason of note), and capped: a misbehaving stream cannot grow the trace through it.
        if (e.note !== undefined && (t.response_meta.notes ??= []).length < MAX_NOTES)
          t.response_meta.notes.push(this.#scrub(e.note));
        this.#push('meta', 0);
        return;
      case 'error':
        this.#push('error', e.message.length);
        this.#setError({ kind: 'stream_error', message: e.message });
        return;
      case 'done':
        this.#push('done', 0);
        return;
      case 'server_timing':
        t.server_timing = { ...t.server_timing, ...e.timing };
        this.#push('meta', 0);
        return;
      case 'invalid':
        this.#push('invalid', e.message.length);
        return;
    }
  }

  #push(kind: EventKind, chars: number): void {
    const t = this.#trace;
    if (t.at.first_event === null) t.at.first_event = this.#currentMs;
    const events = this.#events;
    const i = 3 * events.add();
    events.data[i] = this.#currentMs;
    events.data[i + 1] = KIND_CODE[kind];
    events.data[i + 2] = chars;
  }
}

/** `retry-after` as seconds: delta-seconds, or an HTTP date (taken relative to nothing: null). */
function parseRetryAfter(value: string | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value.trim());
  return Number.isFinite(n) && n >= 0 ? n : null;
}
