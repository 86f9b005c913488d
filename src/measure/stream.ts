import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, constants as zlibConstants } from 'node:zlib';
import type { Dispatcher } from 'undici';
import type { ProviderConfig } from '../config/schema.ts';
import type { Adapter, RequestSpec } from '../formats/types.ts';
import type { Scrubber } from '../secrets.ts';
import type { ErrorKind, Trace } from '../trace.ts';
import type { Clock } from './clock.ts';
import { isTimedDispatcher, takeConnection } from './connection.ts';
import { DEFAULT_MAX_RESPONSE_BYTES, TraceRecorder, type TraceIdentity } from './recorder.ts';

// The measurer: the only code that touches the network and the clock.
// It works at undici's dispatch-handler level rather than through a body
// stream, so a read is stamped in the callback that delivers its bytes,
// before any stream plumbing, decompression or parsing.

export interface TimeoutsMs {
  /** dispatch to response headers */
  headersMs: number;
  /** longest silence between reads once the headers are in */
  idleMs: number;
  /** dispatch to the end of the body */
  totalMs: number;
}

export interface MeasureInput {
  identity: TraceIdentity;
  /** The provider's config, for adapters whose parsing depends on it. */
  provider?: ProviderConfig | null;
  request: RequestSpec;
  adapter: Adapter;
  dispatcher: Dispatcher;
  clock: Clock;
  timeouts: TimeoutsMs;
  scrub: Scrubber;
  /** Aborting it cancels the request; its partial trace is still returned. */
  signal?: AbortSignal | undefined;
  /** Decoded body bytes past which the request ends as too_large (max_response_mb; default 64 MiB). */
  maxResponseBytes?: number;
}

class MeasureAbort extends Error {
  readonly kind: ErrorKind;
  constructor(kind: ErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** Connection-establishment failures: nothing was sent or received. */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** Undici's stable error codes to trace error kinds (never by message text). */
export function classifyError(err: unknown, hadHeaders: boolean): { kind: ErrorKind; message: string } {
  if (err instanceof MeasureAbort) return { kind: err.kind, message: err.message };
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } } | null;
  const code = e?.code ?? e?.cause?.code ?? '';
  const message = [code, e?.message ?? String(err)].filter(Boolean).join(': ');
  if (code === 'UND_ERR_HEADERS_TIMEOUT') return { kind: 'timeout_headers', message };
  if (code === 'UND_ERR_BODY_TIMEOUT') return { kind: 'timeout_idle', message };
  if (!hadHeaders && CONNECT_CODES.has(code)) return { kind: 'connect', message };
  if (!hadHeaders && code === 'UND_ERR_ABORTED') return { kind: 'cancelled', message };
  return { kind: hadHeaders ? 'disconnect' : 'connect', message };
}

function tooLargeOnWire(bytes: number, max: number): MeasureAbort {
  const mib = (n: number) => `${+(n / (1024 * 1024)).toFixed(1)} MiB`;
  return new MeasureAbort(
    'too_large',
    `the response passed max_response_mb (${mib(max)} of body on the wire): aborted after ${mib(bytes)}`,
  );
}

function decompressorFor(encoding: string | null): Transform | null {
  // Flush per write so a compressed stream still yields text read by read.
  const flush = { flush: zlibConstants.Z_SYNC_FLUSH, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip(flush);
    case 'deflate':
      return createInflate(flush);
    case 'br':
      return createBrotliDecompress({
        flush: zlibConstants.BROTLI_OPERATION_FLUSH,
        finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH,
      });
    default:
      return null;
  }
}

/**
 * What follows a timestamp (decoding, parsing, the adapter, the end of a
 * trace) runs once the event loop's poll phase has delivered every read that
 * was ready. When many sockets are readable at once, each read is then
 * stamped right after the previous ones' HTTP framing, not after their
 * parsing as well. One FIFO for the process, so a request's reads, end and
 * failure keep their order; drained by a single setImmediate. Entries are
 * flat (task, read index or ms, value) triples in one reused array: no
 * closure per read.
 */
interface Deferred {
  run(op: number, n: number, value: unknown): void;
}
const OP_BODY = 0;
const OP_END = 1;
const OP_FAIL = 2;
const queue: unknown[] = [];
/** Entries in use: the array itself is never truncated, so it is not regrown (and reallocated) every turn. */
let queued = 0;
let drainScheduled = false;

function defer(task: Deferred, op: number, n: number, value: unknown): void {
  queue[queued] = task;
  queue[queued + 1] = op;
  queue[queued + 2] = n;
  queue[queued + 3] = value;
  queued += 4;
  if (!drainScheduled) {
    drainScheduled = true;
    setImmediate(drain);
  }
}

function drain(): void {
  // Tasks may defer more (a failure found while parsing): they join this pass.
  for (let i = 0; i < queued; i += 4) {
    const task = queue[i] as Deferred;
    const op = queue[i + 1] as number;
    const n = queue[i + 2] as number;
    const value = queue[i + 3];
    queue[i] = queue[i + 3] = undefined;
    task.run(op, n, value);
  }
  queued = 0;
  drainScheduled = false;
}

/**
 * Codes of a connection the server had already closed or reset when the
 * request was written to it. On a reused connection, before any response
 * byte, they mean the pooled socket was stale (a server that closes after
 * each response while saying Keep-Alive, as llama-server does), not that the
 * server failed this request.
 */
const STALE_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

/**
 * Sends one request and returns its trace. Never rejects: a failure is data.
 * A request that meets a stale pooled connection (reused, closed or reset
 * before a single response byte) is sent once more; POST bodies are ours to
 * resend, as nothing was received. The pool has dropped the dead socket by
 * then, so the second attempt goes out on a live (at concurrency 1, a new)
 * connection. The trace is the second attempt's, timed from its own
 * dispatch, with the first in `retries`.
 */
export async function measure(input: MeasureInput): Promise<Trace> {
  const first = await measureOnce(input);
  if (!isStale(first, input.signal)) return first.trace;
  const again = await measureOnce(input);
  const failed = first.trace;
  again.trace.retries = [{ kind: 'stale_connection', message: failed.error?.message ?? '', at_ms: failed.at.end ?? 0 }];
  return again.trace;
}

function isStale(attempt: Attempt, signal: AbortSignal | undefined): boolean {
  const t = attempt.trace;
  return (
    !signal?.aborted &&
    t.conn?.reused === true &&
    t.at.headers === null &&
    t.reads.length === 0 &&
    attempt.failCode !== null &&
    STALE_CODES.has(attempt.failCode)
  );
}

interface Attempt {
  trace: Trace;
  /** The failure's error code (undici's or the system's), null when none. */
  failCode: string | null;
}

function measureOnce(input: MeasureInput): Promise<Attempt> {
  const url = new URL(input.request.url);
  const t0 = input.clock.now();
  const rec = new TraceRecorder(
    input.identity,
    input.adapter,
    input.scrub,
    input.clock.epochMs(),
    input.provider ?? null,
    {
      maxResponseBytes: input.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    },
  );
  return new Promise<Attempt>((resolve) => new AttemptRun(input, t0, rec, resolve).dispatch(url));
}

/**
 * One attempt of one request, from dispatch to its trace: undici's handler
 * stamps each event's time and defers the work (Deferred), which this runs
 * in order; the attempt settles once, on its end, a failure, a cap or a
 * timeout.
 */
class AttemptRun implements Deferred {
  readonly #input: MeasureInput;
  readonly #t0: number;
  readonly #rec: TraceRecorder;
  readonly #resolve: (attempt: Attempt) => void;
  readonly #maxBytes: number;
  #failCode: string | null = null;
  #controller: Dispatcher.DispatchController | null = null;
  #pendingAbort: MeasureAbort | null = null;
  #decompressor: Transform | null = null;
  /** Read indexes written to the decompressor and not yet fully processed. */
  readonly #inflight: number[] = [];
  #settled = false;
  /**
   * Body bytes as they came off the wire. The recorder caps decoded bytes;
   * this caps the compressed ones too, so a stream that decodes to little
   * or nothing (empty deflate blocks) cannot be read forever either.
   */
  #wireBytes = 0;
  readonly #totalTimer: NodeJS.Timeout;
  readonly #onAbortSignal = () => this.#abort(new MeasureAbort('cancelled', 'cancelled before the response ended'));

  constructor(input: MeasureInput, t0: number, rec: TraceRecorder, resolve: (attempt: Attempt) => void) {
    this.#input = input;
    this.#t0 = t0;
    this.#rec = rec;
    this.#resolve = resolve;
    this.#maxBytes = input.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    const { timeouts } = input;
    this.#totalTimer = setTimeout(
      () => this.#abort(new MeasureAbort('timeout_total', `no end within ${timeouts.totalMs / 1000} s of dispatch`)),
      timeouts.totalMs,
    );
    if (input.signal?.aborted) this.#pendingAbort = new MeasureAbort('cancelled', 'cancelled before dispatch');
    else input.signal?.addEventListener('abort', this.#onAbortSignal, { once: true });
  }

  #elapsed(): number {
    return this.#input.clock.now() - this.#t0;
  }

  #abort(reason: MeasureAbort): void {
    if (this.#controller) this.#controller.abort(reason);
    else this.#pendingAbort = reason;
  }

  #settle(): void {
    if (this.#settled) return;
    this.#settled = true;
    clearTimeout(this.#totalTimer);
    this.#input.signal?.removeEventListener('abort', this.#onAbortSignal);
    this.#resolve({ trace: this.#rec.trace(), failCode: this.#failCode });
  }

  #fail(err: unknown, ms = this.#elapsed()): void {
    const e = err as { code?: string; cause?: { code?: string } } | null;
    this.#failCode = e?.code ?? e?.cause?.code ?? null;
    const { kind, message } = classifyError(err, this.#rec.hasHeaders);
    this.#rec.onError(ms, kind, this.#input.scrub(message));
    this.#decompressor?.destroy();
    this.#settle();
  }

  #end(ms: number): void {
    const d = this.#decompressor;
    if (d) {
      // 'end' (not 'finish') so the decoder's last output has been parsed.
      d.once('end', () => {
        if (!this.#settled) {
          this.#rec.onEnd(ms);
          this.#settle();
        }
      });
      d.end();
    } else {
      this.#rec.onEnd(ms);
      this.#settle();
    }
  }

  /** The recorder ended the response itself (a cap, not a stream): stop reading it. */
  #stopIfFinished(): void {
    if (!this.#rec.finished || this.#settled) return;
    this.#controller?.abort(new MeasureAbort('cancelled', 'the response was ended by the client'));
    this.#decompressor?.destroy();
    this.#settle();
  }

  #body(idx: number, chunk: Uint8Array): void {
    if (this.#decompressor) {
      this.#inflight.push(idx);
      this.#decompressor.write(chunk, () => this.#inflight.shift());
    } else {
      this.#rec.onBody(idx, chunk);
      this.#stopIfFinished();
    }
  }

  run(op: number, n: number, value: unknown): void {
    if (this.#settled) return;
    try {
      if (op === OP_BODY) this.#body(n, value as Uint8Array);
      else if (op === OP_END) this.#end(n);
      else this.#fail(value, n);
    } catch (err) {
      // A bug in parsing ends this request, as a thrown handler did in undici, not the process.
      this.#controller?.abort(err as Error);
      this.#fail(err);
    }
  }

  /** A decoder for a compressed body, its output fed to the recorder under the read it came from. */
  #startDecoding(): void {
    const encoding = this.#rec.trace().http.content_encoding;
    this.#decompressor = decompressorFor(encoding);
    if (!this.#decompressor) return;
    this.#decompressor.on('data', (chunk: Buffer) => {
      const idx = this.#inflight[0];
      if (idx !== undefined) this.#rec.onBody(idx, chunk);
      this.#stopIfFinished();
    });
    this.#decompressor.on('error', (err: Error) =>
      this.#fail(new MeasureAbort('stream_error', `cannot decode ${encoding} body: ${err.message}`)),
    );
  }

  #handler(): Dispatcher.DispatchHandler {
    const rec = this.#rec;
    const timedConnection = isTimedDispatcher(this.#input.dispatcher);
    return {
      onRequestStart: (ctrl) => {
        this.#controller = ctrl;
        // Called as the request is written: on the connection just made, in
        // the turn its connector reported it, or on a reused one.
        if (timedConnection) rec.onConnection(takeConnection());
        if (this.#pendingAbort) ctrl.abort(this.#pendingAbort);
      },
      onRequestSent: () => {
        rec.onSent(this.#elapsed());
      },
      onResponseStart: (_ctrl, statusCode, headers) => {
        rec.onHeaders(this.#elapsed(), statusCode, headers as Record<string, string | string[] | undefined>);
        this.#startDecoding();
      },
      onResponseData: (_ctrl, chunk) => {
        // The timestamp comes first; everything else waits for the poll phase to end.
        const ms = this.#elapsed();
        defer(this, OP_BODY, rec.onRead(ms, chunk.length), chunk);
        if ((this.#wireBytes += chunk.length) > this.#maxBytes)
          this.#abort(tooLargeOnWire(this.#wireBytes, this.#maxBytes));
      },
      onResponseEnd: () => {
        defer(this, OP_END, this.#elapsed(), null);
      },
      onResponseError: (_ctrl, err) => {
        defer(this, OP_FAIL, this.#elapsed(), err);
      },
    };
  }

  dispatch(url: URL): void {
    const { request, timeouts } = this.#input;
    try {
      this.#input.dispatcher.dispatch(
        {
          origin: url.origin,
          path: url.pathname + url.search,
          method: request.method,
          headers: request.headers,
          body: request.body,
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.idleMs,
        },
        this.#handler(),
      );
    } catch (err) {
      this.#fail(err);
    }
  }
}
