import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { AwsCredentials, ResolvedProvider } from '../config/read.ts';
import { epochNowMs, epochOffsetMs } from '../epoch.ts';
import { getAdapter } from '../formats/index.ts';
import { makeScrubber, type Scrubber } from '../secrets.ts';
import type { ExecJob, ExecResult, Executor } from './executor.ts';
import { TraceRecorder } from './recorder.ts';
import type { StallSnapshot } from './stall.ts';

// The measurer threads (design: issue 26). The main thread plans, schedules,
// writes traces and shows progress; the reads are stamped in workers that do
// nothing else (src/measure/measure-worker.ts), so the pauses of the main
// thread (its garbage, the writer, the load scheduler, progress) never sit
// between a read's arrival and its stamp. A job goes to the worker with the
// fewest jobs in flight; a conversation session's jobs all go to the worker
// that holds its connection.

/** What a worker is started with: data only (functions cannot cross threads). Holds key values: never log it. */
export interface MeasurerSetup {
  /** The run's providers: each thread warms its dispatch path with them (jobs carry their own provider). */
  providers: ResolvedProvider[];
  keys: Record<string, string | null>;
  aws: Record<string, AwsCredentials | null>;
  /** Every value to scrub from what the worker writes into a trace (the same list as the run's scrubber). */
  secrets: string[];
  /** The main thread's performance.timeOrigin: the worker's clock.now() is put on the same base. */
  timeOriginMs: number;
  connectTimeoutMs: number;
}

export type ToMeasurer =
  /** epochOffsetMs: the main thread's epoch base (src/epoch.ts), put on the thread's clock. */
  | { type: 'job'; seq: number; job: ExecJob; epochOffsetMs: number }
  | { type: 'close-session'; session: number }
  | { type: 'cancel' }
  | { type: 'stop' };

export type FromMeasurer =
  | { type: 'ready' }
  | { type: 'result'; seq: number; result: ExecResult; stalls: Array<[number, number]> }
  | { type: 'failed'; seq: number; message: string }
  | { type: 'session-closed'; session: number }
  | { type: 'stopped'; stalls: StallSnapshot };

/**
 * `run.measurer_threads` to a thread count: absent, 'main' or 0 measure in
 * the main thread (null); 'auto', one per available core but the main
 * thread's (at least 1): the main thread still writes the traces, schedules
 * and draws progress, and a measurer that shares a core with it waits for it.
 * The default stays the main thread: in the fidelity bench the threads lost
 * to it at every concurrency (docs/fidelity.md, "Measurer threads").
 */
export function measurerThreads(setting: number | 'main' | 'auto' | undefined): number | null {
  if (setting === undefined || setting === 'main' || setting === 0) return null;
  if (setting === 'auto') return Math.max(1, availableParallelism() - 1);
  return setting;
}

interface Slot {
  worker: Worker;
  inFlight: number;
  stopped: Promise<StallSnapshot | null>;
  /** Why the thread stopped, once it has exited or failed: no job goes to it again. */
  dead: string | null;
}

interface Pending {
  job: ExecJob;
  resolve: (r: ExecResult) => void;
  reject: (e: Error) => void;
  slot: Slot;
}

export class MeasurerPool implements Executor {
  readonly #slots: Slot[];
  readonly #pending = new Map<number, Pending>();
  readonly #scrub: Scrubber;
  readonly #sessions = new Map<number, Slot>();
  readonly #sessionClosed = new Map<number, { slot: Slot; closed: () => void }>();
  /** Each finished trace's stalls (its measurer's loop), taken by the engine as it writes the trace. */
  readonly #stalls = new Map<string, Array<[number, number]>>();
  #seq = 0;
  #nextSession = 0;
  #turn = 0;
  #onAbort: (() => void) | null = null;
  #signal: AbortSignal | undefined;

  private constructor(slots: Slot[], secrets: string[]) {
    this.#slots = slots;
    this.#scrub = makeScrubber(secrets);
  }

  /** Starts `threads` measurers and waits until each has warmed its dispatch path. */
  static async start(
    threads: number,
    setup: Omit<MeasurerSetup, 'timeOriginMs'>,
    signal?: AbortSignal,
  ): Promise<MeasurerPool> {
    // Beside this module: src/measure/measure-worker.ts from source, dist/measure-worker.js in the bundle.
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    const url = new URL(`./measure-worker${ext}`, import.meta.url);
    const data: MeasurerSetup = { ...setup, timeOriginMs: performance.timeOrigin };
    const slots: Slot[] = [];
    const ready: Array<Promise<void>> = [];
    let pool: MeasurerPool | null = null;
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(url, { workerData: data, name: `streamgauge-measurer-${i + 1}` });
      let stoppedResolve: (s: StallSnapshot | null) => void = () => undefined;
      const slot: Slot = {
        worker,
        inFlight: 0,
        stopped: new Promise((resolve) => (stoppedResolve = resolve)),
        dead: null,
      };
      slots.push(slot);
      ready.push(
        new Promise<void>((resolve, reject) => {
          worker.once('error', reject);
          worker.on('message', (msg: FromMeasurer) => {
            if (msg.type === 'ready') resolve();
            else if (msg.type === 'stopped') stoppedResolve(msg.stalls);
            else if (pool !== null) pool.#onMessage(slot, msg);
          });
          worker.once('exit', (code) => {
            stoppedResolve(null);
            reject(new Error(`measurer thread exited with code ${code} before it was ready`));
            if (pool !== null) pool.#onExit(slot, code);
          });
        }),
      );
    }
    pool = new MeasurerPool(slots, setup.secrets);
    try {
      await Promise.all(ready);
    } catch (err) {
      await Promise.all(slots.map((s) => s.worker.terminate()));
      throw new Error(`cannot start the measurer threads: ${(err as Error).message}`, { cause: err });
    }
    for (const s of slots) s.worker.on('error', (err) => pool.#onExit(s, null, err));
    if (signal) {
      pool.#signal = signal;
      pool.#onAbort = () => {
        for (const s of slots) s.worker.postMessage({ type: 'cancel' } satisfies ToMeasurer);
      };
      if (signal.aborted) pool.#onAbort();
      else signal.addEventListener('abort', pool.#onAbort, { once: true });
    }
    return pool;
  }

  get threads(): number {
    return this.#slots.length;
  }

  #onMessage(slot: Slot, msg: FromMeasurer): void {
    if (msg.type === 'result' || msg.type === 'failed') {
      const p = this.#pending.get(msg.seq);
      if (!p) return;
      this.#pending.delete(msg.seq);
      slot.inFlight--;
      if (msg.type === 'failed') p.reject(new Error(`measurer thread: ${msg.message}`));
      else {
        this.#stalls.set(msg.result.trace.id, msg.stalls);
        p.resolve(msg.result);
      }
    } else if (msg.type === 'session-closed') {
      this.#sessionClosed.get(msg.session)?.closed();
      this.#sessionClosed.delete(msg.session);
    }
  }

  /**
   * A thread that exits or fails mid-run (out of memory, a native fault)
   * takes its requests' reads with it. Each of them becomes a trace of its
   * own, failed as cancelled with the reason (a failed request is data, and
   * the run goes on); later jobs go to the threads still running.
   */
  #onExit(slot: Slot, code: number | null, err?: Error): void {
    if (slot.dead !== null) return;
    slot.dead = err ? `failed (${err.message})` : `exited with code ${code}`;
    for (const [seq, p] of this.#pending)
      if (p.slot === slot) {
        this.#pending.delete(seq);
        slot.inFlight--;
        p.resolve(this.#lost(p.job, `the measurer thread running this request ${slot.dead}: what it had read is lost`));
      }
    for (const [session, s] of this.#sessions) if (s === slot) this.#sessions.delete(session);
    for (const [session, c] of this.#sessionClosed)
      if (c.slot === slot) {
        this.#sessionClosed.delete(session);
        c.closed();
      }
  }

  /** The trace of a job no thread measured: sent: false, so it is written as it is and never rated. */
  #lost(job: ExecJob, message: string): ExecResult {
    const provider = job.provider;
    const rec = new TraceRecorder(job.identity, getAdapter(provider.api), this.#scrub, epochNowMs(), provider);
    rec.onError(0, 'cancelled', this.#scrub(message));
    return { trace: rec.trace(), sent: false, answer: '', reasoning: '' };
  }

  #pick(): Slot | null {
    // Fewest in flight; ties go round, so a burst spreads over every thread.
    let best: Slot | null = null;
    for (let k = 0; k < this.#slots.length; k++) {
      const s = this.#slots[(this.#turn + k) % this.#slots.length]!;
      if (s.dead === null && (best === null || s.inFlight < best.inFlight)) best = s;
    }
    this.#turn = (this.#turn + 1) % this.#slots.length;
    return best;
  }

  execute(job: ExecJob): Promise<ExecResult> {
    let slot = job.session !== null ? this.#sessions.get(job.session) : undefined;
    if (slot === undefined) {
      slot = this.#pick() ?? undefined;
      // A session whose thread stopped goes on in another (on a new connection, as its first turn did).
      if (slot !== undefined && job.session !== null) this.#sessions.set(job.session, slot);
    }
    if (slot === undefined) {
      const why = [...new Set(this.#slots.map((s) => s.dead))].join('; ');
      return Promise.resolve(this.#lost(job, `not measured: every measurer thread has stopped (${why})`));
    }
    const seq = this.#seq++;
    const chosen = slot;
    chosen.inFlight++;
    return new Promise<ExecResult>((resolve, reject) => {
      this.#pending.set(seq, { job, resolve, reject, slot: chosen });
      chosen.worker.postMessage({ type: 'job', seq, job, epochOffsetMs: epochOffsetMs() } satisfies ToMeasurer);
    });
  }

  openSession(): number {
    const id = this.#nextSession++;
    const slot = this.#pick();
    // With no thread left, its turns come back as lost traces (execute), one by one.
    if (slot !== null) this.#sessions.set(id, slot);
    return id;
  }

  async closeSession(session: number): Promise<void> {
    const slot = this.#sessions.get(session);
    this.#sessions.delete(session);
    if (!slot || slot.dead !== null) return;
    await new Promise<void>((resolve) => {
      this.#sessionClosed.set(session, { slot, closed: resolve });
      slot.worker.postMessage({ type: 'close-session', session } satisfies ToMeasurer);
    });
  }

  /** The stalls of the measurer loop during a finished trace (relative to its dispatch); taken once. */
  takeStalls(traceId: string): Array<[number, number]> | undefined {
    const s = this.#stalls.get(traceId);
    this.#stalls.delete(traceId);
    return s;
  }

  /** Stops one thread as a crash would (tests: a thread lost mid-run). */
  async terminateThread(index: number): Promise<void> {
    await this.#slots[index]?.worker.terminate();
  }

  /** Stops every measurer (their connections closed) and returns their stall sampling. */
  async close(): Promise<StallSnapshot[]> {
    if (this.#onAbort) this.#signal?.removeEventListener('abort', this.#onAbort);
    for (const s of this.#slots) s.worker.postMessage({ type: 'stop' } satisfies ToMeasurer);
    const snapshots = await Promise.all(this.#slots.map((s) => s.stopped));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
    return snapshots.filter((s): s is StallSnapshot => s !== null);
  }
}
