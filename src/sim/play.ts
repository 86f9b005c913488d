import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { constants as zlibConstants, createGzip, type Gzip } from 'node:zlib';
import { epochNowMs } from '../epoch.ts';
import type { Plan } from './plan.ts';
import type { SimState } from './state.ts';

/** Plays a plan on the wire, each step at its scheduled time after the response starts. */
export function play(
  state: SimState,
  plan: Plan,
  res: ServerResponse,
  common: Record<string, string>,
  requestId: string,
  encoding: 'utf8' | 'latin1' = 'utf8',
): void {
  new Playback(state, plan, res, requestId, encoding).begin(common);
}

/** One response being played: its clock, its place in the plan, its gzip stream. */
class Playback {
  readonly #state: SimState;
  readonly #plan: Plan;
  readonly #res: ServerResponse;
  readonly #requestId: string;
  readonly #encoding: 'utf8' | 'latin1';
  readonly #start = performance.now();
  #timer: NodeJS.Timeout | null = null;
  #gone = false;
  #gzip: Gzip | null = null;
  #seq = 0;
  #sentBytes = 0;
  /** The next step of the plan. */
  #i = 0;
  /** Flood chunks still to write, and the chunk, once the flood starts. */
  #left = Number.POSITIVE_INFINITY;
  #floodBytes: Buffer | null = null;

  constructor(state: SimState, plan: Plan, res: ServerResponse, requestId: string, encoding: 'utf8' | 'latin1') {
    this.#state = state;
    this.#plan = plan;
    this.#res = res;
    this.#requestId = requestId;
    this.#encoding = encoding;
  }

  /** Ends the script: no more writes (the client left, the connection is cut, or close()). */
  readonly stop = (): void => {
    this.#gone = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#gzip?.destroy();
    this.#state.scripts.delete(this.stop);
  };

  begin(common: Record<string, string>): void {
    const res = this.#res;
    const plan = this.#plan;
    this.#state.scripts.add(this.stop);
    res.once('close', this.stop);
    res.writeHead(plan.status, { ...common, ...plan.headers });
    if (plan.flushHeaders) res.flushHeaders();
    if (plan.gzip) {
      const gzip = (this.#gzip = createGzip());
      gzip.on('data', (chunk: Buffer) => {
        if (!this.#gone) res.write(chunk);
      });
      gzip.on('end', () => {
        if (!this.#gone) res.end();
      });
      gzip.on('error', () => res.destroy());
    }
    this.#pump();
  }

  #write(data: string): void {
    const sentWrites = this.#state.sentWrites;
    if (sentWrites !== null) {
      this.#sentBytes += Buffer.byteLength(data, this.#encoding);
      // Stamped before the write: a client may read the bytes before res.write returns.
      const sent = epochNowMs();
      sentWrites.push({ requestId: this.#requestId, seq: this.#seq++, sentEpochMs: sent, endByte: this.#sentBytes });
    }
    if (this.#gzip !== null) {
      this.#gzip.write(Buffer.from(data, this.#encoding));
      this.#gzip.flush(zlibConstants.Z_SYNC_FLUSH);
    } else {
      this.#res.write(data, this.#encoding);
    }
  }

  readonly #pump = (): void => {
    this.#timer = null;
    const steps = this.#plan.steps;
    while (!this.#gone && this.#i < steps.length) {
      const step = steps[this.#i]!;
      const wait = this.#start + step.at - performance.now();
      if (wait >= 1) {
        this.#timer = setTimeout(this.#pump, wait);
        return;
      }
      this.#i++;
      if ('destroy' in step) {
        // A cut connection: the client sees the body end without a terminator.
        // end() first: the writes above may still be corked in this tick
        // (http corks until nextTick) and destroy() alone would drop them.
        this.stop();
        const socket = this.#res.socket;
        socket?.end(() => socket.destroy());
        return;
      }
      this.#write(step.write);
    }
    if (this.#gone) return;
    if (this.#plan.flood !== undefined && this.#flood(this.#plan.flood)) return;
    this.#finish();
  };

  /**
   * Writes the flood chunk as fast as the client reads it: the next write
   * waits for the socket to drain, so the server holds one chunk at a
   * time. Returns true while it goes on (it finishes the response itself).
   */
  #flood(f: NonNullable<Plan['flood']>): boolean {
    if (this.#floodBytes === null) {
      this.#floodBytes = typeof f.chunk === 'string' ? Buffer.from(f.chunk, this.#encoding) : f.chunk;
      this.#left = f.times ?? Number.POSITIVE_INFINITY;
    }
    while (!this.#gone && this.#left > 0) {
      this.#left--;
      if (!this.#res.write(this.#floodBytes)) {
        this.#res.once('drain', () => {
          if (!this.#gone && !this.#flood(f)) this.#finish();
        });
        return true;
      }
    }
    return false;
  }

  #finish(): void {
    if (this.#gone) return;
    const res = this.#res;
    const plan = this.#plan;
    const state = this.#state;
    if (plan.then === 'hold') {
      // until the client leaves, or close()
      state.holding++;
      res.once('close', () => state.holding--);
      state.wake();
      return;
    }
    state.scripts.delete(this.stop);
    const socket = res.socket;
    if (this.#gzip !== null) this.#gzip.end();
    else res.end();
    if (plan.closeAfter && socket) state.closedAfterResponse.add(socket);
    if (plan.endAfter && socket) res.once('finish', () => socket.end());
  }
}
