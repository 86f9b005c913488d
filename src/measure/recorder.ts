import { EventStreamFramer, MAX_FRAME_BYTES } from './eventstream.ts';
import { crc32 } from 'node:zlib';
import { createParser, type EventSourceParser } from 'eventsource-parser';
import type { ProviderConfig } from '../config/schema.ts';
import { newStreamContext, type Adapter, type AdapterEvent, type StreamContext } from '../formats/types.ts';
import type { Scrubber } from '../secrets.ts';
import { ToolCallLog } from './tool-calls.ts';
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

/**
 * Response headers kept because they explain a result; everything else is
 * dropped. `date` is the provider's clock: shards on different machines
 * estimate their clock offsets from it (src/analyze/clock-offset.ts).
 */
const KEPT_HEADERS =
  /^(date|location|retry-after|server-timing|openai-processing-ms|openai-model|openai-version|x-ratelimit-.*|anthropic-ratelimit-.*|x-envoy-upstream-service-time|via|x-cache|cf-cache-status|x-accel-buffering|transfer-encoding|cache-control|x-groq-region|x-ms-region|x-model-id|x-served-by)$/;
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

/**
 * How the body is read. `sniff`: the content type alone does not say, so the
 * first bytes decide (see #decide); `not_a_stream`: an HTML page or prose,
 * read only far enough to quote it.
 */
type BodyMode = 'sse' | 'ndjson' | 'eventstream' | 'json' | 'error' | 'sniff' | 'not_a_stream';

const MIB = 1024 * 1024;

/** The default of `max_response_mb` (README, "Limits"). */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * MIB;

/**
 * The fixed cap on what one SSE line or event, one NDJSON line or a JSON
 * body may hold while it is incomplete (characters, which for the ASCII of
 * every provider's JSON are bytes). Parsing holds such a unit whole until it
 * ends, so without a cap a line that never ends grows without bound; no
 * provider sends a single event near this size.
 */
export const MAX_EVENT_CHARS = MAX_FRAME_BYTES;

/**
 * Reads and events one trace may hold. A trace keeps a row per read and per
 * event (16 and 24 bytes, and more once it is built), so a server that
 * trickles one byte a write, or sends 64 MiB of `:` keep-alive lines, could
 * otherwise make a response under max_response_mb cost gigabytes. A real
 * stream has one event per token or so: a million is far past any answer.
 */
export const MAX_TRACE_ROWS = 1 << 20;

/** Longest error message a trace keeps; reports cut further. */
export const MAX_ERROR_MESSAGE = 4096;

/** Bytes of a body whose content type does not say what it is, looked at before deciding. */
const SNIFF_BYTES = 1024;
/** Characters of an HTML page or prose kept to quote it in a not_a_stream error. */
const NOT_A_STREAM_KEEP = 16 * 1024;

/** Limits of one response; the measurer passes the provider's max_response_mb. */
export interface RecorderLimits {
  /** Decoded body bytes past which the response is too_large. */
  maxResponseBytes: number;
}

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
  /** An NDJSON line not yet ended, as the reads delivered it (joined once its newline comes). */
  #lineParts: string[] = [];
  #lineChars = 0;
  #bodyText = '';
  /** What the content type declared (the mode a sniff falls back to when the body agrees). */
  #declared: BodyMode = 'sse';
  /** Bytes held while sniffing, with the read they came in. */
  #sniffParts: Uint8Array[] = [];
  #sniffBytes = 0;
  /** Decoded body bytes so far, against the response cap. */
  #bodyBytes = 0;
  readonly #maxBodyBytes: number;
  #bodyTruncated = false;
  /** ms of the read whose bytes are being parsed: events are credited to it. */
  #currentMs = 0;
  #currentRead = -1;
  #lastContentRead = -1;
  /** Created with the first tool-call part: most responses have none. */
  #toolCalls: ToolCallLog | null = null;
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
  /** [ms, output_tokens] per usage count reported; few per response unless the server counts every chunk. */
  readonly #tokenCounts = new Rows(2, 8);

  constructor(
    identity: TraceIdentity,
    adapter: Adapter,
    scrub: Scrubber,
    t0EpochMs: number,
    provider: ProviderConfig | null = null,
    limits: RecorderLimits = { maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES },
  ) {
    this.#maxBodyBytes = limits.maxResponseBytes;
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
    // A redirect is never followed (a key must never travel to another
    // origin): it is an HTTP status, its body read like an error's.
    if (status >= 300) this.#mode = 'error';
    else if (type.includes('amazon.eventstream')) this.#mode = 'eventstream';
    else {
      // The body's first bytes confirm the content type, or decide when it
      // says nothing useful (#decide): some servers label a real event
      // stream text/plain, and a login page can come labelled as anything.
      this.#declared = type.includes('event-stream')
        ? 'sse'
        : type.includes('ndjson') || type.includes('jsonl')
          ? 'ndjson'
          : type.includes('json')
            ? 'json'
            : 'sniff';
      this.#mode = 'sniff';
    }
  }

  #startSse(): void {
    this.#sse = createParser({
      // The parser's own message is a WireEvent already (its `id` is ignored): no copy.
      onEvent: (ev) => this.#onWireEvent(ev),
      onComment: (comment) => this.#push('comment', comment.length),
      onError: (err) => {
        if (err.type === 'max-buffer-size-exceeded') this.#tooLarge('one SSE line or event');
        else this.#push('invalid', err.line?.length ?? 0);
      },
      // The parser holds an incomplete line and the data of an unfinished event: bounded.
      maxBufferSize: MAX_EVENT_CHARS,
    });
  }

  /**
   * Decides how to read a body from its content type and its first bytes
   * together; null while the bytes so far cannot tell. A body that opens
   * with `<` is markup, never an event stream, NDJSON or JSON, whatever its
   * label; a body the label does not describe is read as what it is when it
   * is a stream or JSON the adapter reads, and is not_a_stream otherwise.
   */
  #decide(bytes: Uint8Array, ended: boolean): BodyMode | null {
    let i = 0;
    // A UTF-8 BOM, then whitespace (SSE allows blank lines first).
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) i = 3;
    while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
    if (this.#adapter.framing === 'eventstream' && this.#declared === 'sniff' && i === 0) {
      if (bytes.length < 12) return ended ? 'not_a_stream' : null;
      if (plausiblePrelude(bytes)) return 'eventstream';
    }
    if (i >= bytes.length) {
      // Nothing but whitespace so far: an empty body is empty output, not a page.
      if (ended || bytes.length >= SNIFF_BYTES)
        return this.#declared === 'sniff' ? this.#adapter.framing : this.#declared;
      return null;
    }
    const c = bytes[i]!;
    if (c === 0x3c /* < */) return 'not_a_stream';
    if (this.#declared === 'sse') return 'sse';
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (this.#declared !== 'sniff') return this.#declared;
      return this.#adapter.framing === 'ndjson' ? 'ndjson' : 'json';
    }
    // Not JSON, whatever the label says: an event stream (some servers send
    // one as application/json), or prose.
    const head = new TextDecoder().decode(bytes.subarray(i, i + 8));
    for (const field of SSE_OPENINGS) {
      if (head.startsWith(field)) return 'sse';
      if (field.startsWith(head) && !ended) return null;
    }
    return 'not_a_stream';
  }

  /** Sets the mode decided and feeds it the bytes held back while sniffing (true once decided). */
  #sniff(bytes: Uint8Array | null): boolean {
    if (bytes !== null) {
      this.#sniffParts.push(bytes);
      this.#sniffBytes += bytes.length;
    }
    const held = this.#sniffParts.length === 1 ? this.#sniffParts[0]! : concatBytes(this.#sniffParts, this.#sniffBytes);
    const mode = this.#decide(held, bytes === null);
    if (mode === null) {
      this.#sniffParts = [held];
      return false;
    }
    this.#mode = mode;
    this.#sniffParts = [];
    this.#sniffBytes = 0;
    if (mode === 'sse') this.#startSse();
    if (held.length > 0) this.#parseBytes(held);
    return true;
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
    // Decoded bytes: a compression bomb is caught however small it was on the wire.
    this.#bodyBytes += bytes.length;
    if (this.#bodyBytes > this.#maxBodyBytes) {
      this.#tooLarge(null);
      return;
    }
    if (this.#reads.count > MAX_TRACE_ROWS) {
      this.#tooLarge(`the response's ${MAX_TRACE_ROWS.toLocaleString('en-US')} reads`);
      return;
    }
    if (this.#mode === 'sniff') {
      if (this.#sniffBytes + bytes.length < SNIFF_BYTES) this.#sniff(bytes);
      else {
        // Past the sniff window a decision is forced (#decide never waits for more than a few bytes).
        this.#sniffParts.push(bytes);
        this.#sniffBytes += bytes.length;
        this.#sniff(null);
      }
      return;
    }
    this.#parseBytes(bytes);
  }

  #parseBytes(bytes: Uint8Array): void {
    if (this.#mode === 'eventstream') {
      // Binary frames: no text decoding; each complete frame is one wire event.
      const framer = (this.#framer ??= new EventStreamFramer());
      for (const ev of framer.push(bytes)) this.#onWireEvent(ev);
      if (framer.overflow !== null && !this.#finished)
        this.#tooLarge(`one event-stream frame (it announced ${framer.overflow.toLocaleString('en-US')} bytes)`);
      return;
    }
    this.#parseText(this.#decoder.decode(bytes, STREAM));
  }

  #parseText(text: string): void {
    switch (this.#mode) {
      case 'sse':
        this.#sse?.feed(text);
        break;
      case 'ndjson':
        this.#ndjson(text);
        break;
      case 'json':
        // One JSON body is one event: the same cap.
        if (this.#bodyText.length + text.length > MAX_EVENT_CHARS) this.#tooLarge('one JSON body');
        else this.#bodyText += text;
        break;
      case 'error':
        if (this.#bodyText.length < ERROR_BODY_LIMIT * 64) this.#bodyText += text;
        else this.#bodyTruncated = true;
        break;
      case 'not_a_stream':
        if (this.#bodyText.length < NOT_A_STREAM_KEEP) this.#bodyText += text;
        // Enough to quote it: nothing later changes the verdict.
        if (this.#bodyText.length >= NOT_A_STREAM_KEEP) this.#notAStream(this.#currentMs);
        break;
    }
  }

  /**
   * NDJSON lines: each read's text is searched once for line ends (a line
   * longer than a read is kept in parts and joined when it ends, not
   * re-scanned per read), and a line that grows past MAX_EVENT_CHARS ends
   * the response.
   */
  #ndjson(text: string): void {
    let from = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', from)) {
      let line = text.slice(from, nl);
      from = nl + 1;
      if (this.#lineParts.length > 0) {
        this.#lineParts.push(line);
        line = this.#lineParts.join('');
        this.#lineParts = [];
        this.#lineChars = 0;
      }
      line = line.trim();
      if (line !== '') this.#onWireEvent({ data: line });
      if (this.#finished) return;
    }
    if (from < text.length) {
      const rest = from === 0 ? text : text.slice(from);
      this.#lineParts.push(rest);
      this.#lineChars += rest.length;
      if (this.#lineChars > MAX_EVENT_CHARS) this.#tooLarge('one NDJSON line');
    }
  }

  /**
   * Ends the response as too_large at the current read: `unit` names the
   * 8 MiB cap that was passed (one line, event or frame), null the response
   * cap. The message says which cap and how far the response got.
   */
  #tooLarge(unit: string | null): void {
    const got = `after ${formatBytes(this.#bodyBytes)} of body in ${this.#reads.count.toLocaleString('en-US')} reads`;
    const message =
      unit === null
        ? `the response passed max_response_mb (${formatBytes(this.#maxBodyBytes)} of decoded body): aborted ${got}`
        : unit.startsWith("the response's")
          ? `${unit} passed the fixed cap on reads and events one trace keeps: aborted ${got}`
          : `${unit} passed the fixed ${formatBytes(MAX_EVENT_CHARS)} cap without ending: aborted ${got}`;
    this.#endWith({ kind: 'too_large', message }, this.#currentMs);
  }

  /** An HTML page or prose where a stream should be: its type and a short quote of it. */
  #notAStream(ms: number): void {
    const t = this.#trace;
    const text = this.#scrub(this.#bodyText);
    const title = /<title[^>]*>([\s\S]{0,200}?)<\/title>/i.exec(text);
    const quote = title ? `<title>${title[1]!.trim()}</title>` : text.slice(0, 200);
    const inert = quote
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    this.#endWith(
      {
        kind: 'not_a_stream',
        message:
          `HTTP ${t.http.status ?? '?'} with content-type ${t.http.content_type ?? '(none)'} is neither a stream ` +
          `the ${this.#adapter.api} adapter reads nor its JSON reply: ${inert === '' ? '(empty body)' : JSON.stringify(inert)}`,
        ...(t.http.status !== null ? { http_status: t.http.status } : {}),
      },
      ms,
    );
  }

  /** Records `error` and ends the trace at `ms`; the measurer sees `finished` and stops reading. */
  #endWith(error: TraceError, ms: number): void {
    if (this.#finished) return;
    this.#setError(error);
    this.#trace.at.end = this.#time(ms);
    this.#finished = true;
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
    // A body that ended while still being sniffed is decided now, on what came.
    if (this.#mode === 'sniff') this.#sniff(null);
    if (this.#finished) return;
    if (this.#mode !== 'eventstream') this.#parseText(this.#decoder.decode());
    if (this.#finished) return;
    if (this.#mode === 'sse') this.#sse?.reset({ consume: true });
    else if (this.#mode === 'eventstream' && (this.#framer?.pendingBytes ?? 0) > 0) {
      this.#onWireEvent({
        event: 'invalid:frame',
        data: `the body ended inside a frame (${this.#framer!.pendingBytes} bytes)`,
      });
    } else if (this.#mode === 'ndjson' && this.#lineParts.length > 0) {
      const line = this.#lineParts.join('').trim();
      this.#lineParts = [];
      if (line !== '') this.#onWireEvent({ data: line });
    } else if (this.#mode === 'not_a_stream') {
      this.#notAStream(ms);
      return;
    } else if (this.#mode === 'json') {
      // A whole JSON body instead of a stream: one event set, credited to the
      // read that completed it, so it counts as (at most) one content read.
      for (const ev of this.#adapter.parseBody(this.#scrub(this.#bodyText), this.#ctx)) this.#onAdapterEvent(ev);
    } else if (this.#mode === 'error') {
      const status = t.http.status ?? 0;
      const retry = parseRetryAfter(t.http.headers['retry-after']);
      // Scrubbed whole, then cut: see #onWireEvent.
      const whole = this.#scrub(this.#bodyText);
      const body =
        whole.slice(0, ERROR_BODY_LIMIT) +
        (this.#bodyTruncated || whole.length > ERROR_BODY_LIMIT ? ' [truncated]' : '');
      const location = t.http.headers.location;
      const redirect =
        status < 400
          ? ` redirect to ${location ?? '(no Location header)'}, not followed (redirects never are, so a key never travels to another origin)`
          : '';
      this.#setError({
        kind: 'http_status',
        message: `HTTP ${status}${redirect}: ${body.trim() || '(empty body)'}`,
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
    const counts = this.#tokenCounts;
    if (counts.count > 0) {
      const list = (t.token_counts ??= []);
      for (let i = list.length; i < counts.count; i++) list.push([counts.data[2 * i]!, counts.data[2 * i + 1]!]);
    }
    return t;
  }

  #setError(error: TraceError): void {
    if (this.#trace.error !== null) return;
    this.#trace.error = { ...error, message: capMessage(this.#scrub(error.message)) };
  }

  #onWireEvent(ev: { event?: string | undefined; data: string }): void {
    // Scrubbed whole before the adapter sees it: adapters quote the start of
    // what they cannot read, and the cut must never fall inside a key.
    // This runs once per event: the event is copied only when the scrubber changed its data.
    const data = this.#scrub(ev.data);
    const out = this.#adapter.parseEvent(data === ev.data ? ev : { ...ev, data }, this.#ctx);
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
        if (e.usage.output_tokens !== undefined) {
          u.output_tokens = e.usage.output_tokens;
          if (e.usage.output_tokens !== null) {
            const i = 2 * this.#tokenCounts.add();
            this.#tokenCounts.data[i] = this.#currentMs;
            this.#tokenCounts.data[i + 1] = e.usage.output_tokens;
          }
        }
        if (e.usage.reasoning_tokens !== undefined) u.reasoning_tokens = e.usage.reasoning_tokens;
        if (e.usage.input_tokens !== undefined) u.input_tokens = e.usage.input_tokens;
        if (e.usage.input_cached_tokens !== undefined) u.input_cached_tokens = e.usage.input_cached_tokens;
        if (e.usage.input_total_tokens !== undefined) u.input_total_tokens = e.usage.input_total_tokens;
        this.#push('usage', 0);
        return;
      }
      case 'meta':
        if (e.model !== undefined) t.response_meta.model ??= this.#scrub(e.model);
        if (e.systemFingerprint !== undefined) t.response_meta.system_fingerprint ??= e.systemFingerprint;
        // Rare (a stop reason of note), and capped: a misbehaving stream cannot grow the trace through it.
        if (e.note !== undefined && (t.response_meta.notes ??= []).length < MAX_NOTES)
          t.response_meta.notes.push(cut(this.#scrub(e.note), 200));
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
      case 'tool':
        // Its text was counted by the `content` event beside it; this says which call it belongs to.
        if (this.#finished) return;
        (this.#toolCalls ??= new ToolCallLog()).add(e, this.#currentRead, (t.tool_calls ??= []));
        return;
    }
  }

  #push(kind: EventKind, chars: number): void {
    if (this.#finished) return;
    if (this.#events.count >= MAX_TRACE_ROWS) {
      this.#tooLarge(`the response's ${MAX_TRACE_ROWS.toLocaleString('en-US')} events`);
      return;
    }
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

/** The first few characters of a line an SSE stream can open with (a field name and its colon, or a comment). */
const SSE_OPENINGS = ['data:', 'event:', 'id:', 'retry:', ':', 'data\n', 'data\r'];

/**
 * An AWS event-stream prelude: a total length in range and the prelude's
 * CRC32 over its first 8 bytes (so random bytes pass one time in 2^32).
 */
function plausiblePrelude(b: Uint8Array): boolean {
  const view = new DataView(b.buffer, b.byteOffset, 12);
  const total = view.getUint32(0, false);
  const headers = view.getUint32(4, false);
  return total >= 16 && headers <= total - 16 && crc32(b.subarray(0, 8)) === view.getUint32(8, false);
}

function concatBytes(parts: readonly Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** "8 MiB", "64 MiB", "1.5 KiB", "300 bytes". */
function formatBytes(n: number): string {
  if (n >= MIB) return `${+(n / MIB).toFixed(1)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}

/** `s` cut to `n` characters, marked; only ever applied to scrubbed text. */
const cut = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n)}…` : s);

/** An error message cut to MAX_ERROR_MESSAGE characters: a provider's error can be any size. */
function capMessage(message: string): string {
  return message.length > MAX_ERROR_MESSAGE ? `${message.slice(0, MAX_ERROR_MESSAGE)} [truncated]` : message;
}
