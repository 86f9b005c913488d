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
  const { clock, request, timeouts, scrub } = input;
  const url = new URL(request.url);
  const t0 = clock.now();
  const maxBytes = input.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const rec = new TraceRecorder(input.identity, input.adapter, scrub, clock.epochMs(), input.provider ?? null, {
    maxResponseBytes: maxBytes,
  });
  const elapsed = () => clock.now() - t0;
  const timedConnection = isTimedDispatcher(input.dispatcher);

  return new Promise<Attempt>((resolve) => {
    let failCode: string | null = null;
    let controller: Dispatcher.DispatchController | null = null;
    let pendingAbort: MeasureAbort | null = null;
    let decompressor: Transform | null = null;
    /** Read indexes written to the decompressor and not yet fully processed. */
    const inflight: number[] = [];
    let settled = false;
    /**
     * Body bytes as they came off the wire. The recorder caps decoded bytes;
     * this caps the compressed ones too, so a stream that decodes to little
     * or nothing (empty deflate blocks) cannot be read forever either.
     */
    let wireBytes = 0;

    const abort = (reason: MeasureAbort) => {
      if (controller) controller.abort(reason);
      else pendingAbort = reason;
    };
    const totalTimer = setTimeout(
      () => abort(new MeasureAbort('timeout_total', `no end within ${timeouts.totalMs / 1000} s of dispatch`)),
      timeouts.totalMs,
    );
    const onAbortSignal = () => abort(new MeasureAbort('cancelled', 'cancelled before the response ended'));
    if (input.signal?.aborted) pendingAbort = new MeasureAbort('cancelled', 'cancelled before dispatch');
    else input.signal?.addEventListener('abort', onAbortSignal, { once: true });

    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(totalTimer);
      input.signal?.removeEventListener('abort', onAbortSignal);
      resolve({ trace: rec.trace(), failCode });
    };
    const fail = (err: unknown, ms = elapsed()) => {
      const e = err as { code?: string; cause?: { code?: string } } | null;
      failCode = e?.code ?? e?.cause?.code ?? null;
      const { kind, message } = classifyError(err, rec.hasHeaders);
      rec.onError(ms, kind, scrub(message));
      decompressor?.destroy();
      settle();
    };
    const end = (ms: number) => {
      if (decompressor) {
        const d = decompressor;
        // 'end' (not 'finish') so the decoder's last output has been parsed.
        d.once('end', () => {
          if (!settled) {
            rec.onEnd(ms);
            settle();
          }
        });
        d.end();
      } else {
        rec.onEnd(ms);
        settle();
      }
    };
    /** The recorder ended the response itself (a cap, not a stream): stop reading it. */
    const stopIfFinished = () => {
      if (!rec.finished || settled) return;
      controller?.abort(new MeasureAbort('cancelled', 'the response was ended by the client'));
      decompressor?.destroy();
      settle();
    };
    const body = (idx: number, chunk: Uint8Array) => {
      if (decompressor) {
        inflight.push(idx);
        decompressor.write(chunk, () => inflight.shift());
      } else {
        rec.onBody(idx, chunk);
        stopIfFinished();
      }
    };
    const task: Deferred = {
      run(op, n, value) {
        if (settled) return;
        try {
          if (op === OP_BODY) body(n, value as Uint8Array);
          else if (op === OP_END) end(n);
          else fail(value, n);
        } catch (err) {
          // A bug in parsing ends this request, as a thrown handler did in undici, not the process.
          controller?.abort(err as Error);
          fail(err);
        }
      },
    };

    const handler: Dispatcher.DispatchHandler = {
      onRequestStart(ctrl) {
        controller = ctrl;
        // Called as the request is written: on the connection just made, in
        // the turn its connector reported it, or on a reused one.
        if (timedConnection) rec.onConnection(takeConnection());
        if (pendingAbort) ctrl.abort(pendingAbort);
      },
      onRequestSent() {
        rec.onSent(elapsed());
      },
      onResponseStart(_ctrl, statusCode, headers) {
        rec.onHeaders(elapsed(), statusCode, headers as Record<string, string | string[] | undefined>);
        const encoding = rec.trace().http.content_encoding;
        decompressor = decompressorFor(encoding);
        if (decompressor) {
          decompressor.on('data', (chunk: Buffer) => {
            const idx = inflight[0];
            if (idx !== undefined) rec.onBody(idx, chunk);
            stopIfFinished();
          });
          decompressor.on('error', (err: Error) =>
            fail(new MeasureAbort('stream_error', `cannot decode ${encoding} body: ${err.message}`)),
          );
        }
      },
      onResponseData(_ctrl, chunk) {
        // The timestamp comes first; everything else waits for the poll phase to end.
        const ms = elapsed();
        defer(task, OP_BODY, rec.onRead(ms, chunk.length), chunk);
        if ((wireBytes += chunk.length) > maxBytes) abort(tooLargeOnWire(wireBytes, maxBytes));
      },
      onResponseEnd() {
        defer(task, OP_END, elapsed(), null);
      },
      onResponseError(_ctrl, err) {
        defer(task, OP_FAIL, elapsed(), err);
      },
    };

    try {
      input.dispatcher.dispatch(
        {
          origin: url.origin,
          path: url.pathname + url.search,
          method: request.method,
          headers: request.headers,
          body: request.body,
          headersTimeout: timeouts.headersMs,
          bodyTimeout: timeouts.idleMs,
        },
        handler,
      );
    } catch (err) {
      fail(err);
    }
  });
}
