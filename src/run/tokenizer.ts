import { Worker } from 'node:worker_threads';
import type { ReferenceTokens, ReferenceTokensMissed } from '../trace.ts';
import type { CountReply, CountRequest } from './tokenize-worker.ts';

/** The one shared reference tokenizer every provider's text is counted with. */
export const REFERENCE_TOKENIZER = 'o200k_base';

/**
 * How long one response's text may take to count, from the moment the
 * worker starts on it. Counting is linear (count-slices.ts): a megabyte of
 * prose takes ~50 ms, so this is only reached by a text that would have
 * held the results back.
 */
export const TEXT_DEADLINE_MS = 2_000;
/** How long all of a run's counting may take, from the first text. */
export const RUN_DEADLINE_MS = 120_000;

/** A count: the tokens, why there are none (a deadline passed), or null (the tokenizer is unavailable). */
export type ReferenceCount = ReferenceTokens | ReferenceTokensMissed | null;

export interface ReferenceCounter {
  /** Counts answer and reasoning text. */
  count(answer: string, reasoning: string): Promise<ReferenceCount>;
  close(): Promise<void>;
}

export interface ReferenceCounterOptions {
  textDeadlineMs?: number;
  runDeadlineMs?: number;
}

interface Pending {
  texts: string[];
  resolve: (result: number[] | ReferenceTokensMissed | null) => void;
}

/**
 * A reference counter backed by a worker thread, started on first use. If
 * the worker cannot start, counts are null (the analysis then falls back to
 * chars/4, labelled as such) and `onError` hears why, once. The worker
 * counts one text at a time, in order: a text still counting at its
 * deadline is given up (its trace says so), the worker is ended and a new
 * one takes the texts after it. Past the run's deadline every text left is
 * given up.
 */
export function startReferenceCounter(
  onError: (message: string) => void = () => {},
  opts: ReferenceCounterOptions = {},
): ReferenceCounter {
  return new WorkerCounter(onError, opts.textDeadlineMs ?? TEXT_DEADLINE_MS, opts.runDeadlineMs ?? RUN_DEADLINE_MS);
}

/** startReferenceCounter's counter: the worker, the texts it has yet to answer, and the two deadlines' timers. */
class WorkerCounter implements ReferenceCounter {
  readonly #onError: (message: string) => void;
  readonly #textDeadlineMs: number;
  readonly #runDeadlineMs: number;
  #worker: Worker | null = null;
  #ready = false;
  #failed = false;
  #expired = false;
  #nextId = 0;
  #textTimer: NodeJS.Timeout | null = null;
  #runTimer: NodeJS.Timeout | null = null;
  // In the worker's order: the first is the one it is counting.
  readonly #pending = new Map<number, Pending>();

  constructor(onError: (message: string) => void, textDeadlineMs: number, runDeadlineMs: number) {
    this.#onError = onError;
    this.#textDeadlineMs = textDeadlineMs;
    this.#runDeadlineMs = runDeadlineMs;
  }

  async count(answer: string, reasoning: string): Promise<ReferenceCount> {
    if (this.#failed) return null;
    if (this.#expired) return { reason: 'run_deadline', deadline_ms: this.#runDeadlineMs };
    if (this.#runTimer === null) {
      this.#runTimer = setTimeout(() => this.#expire(), this.#runDeadlineMs);
      this.#runTimer.unref();
    }
    const id = this.#nextId++;
    const texts = [answer, reasoning];
    const counts = await new Promise<number[] | ReferenceTokensMissed | null>((resolve) => {
      this.#pending.set(id, { texts, resolve });
      if (this.#worker === null) this.#spawn();
      else {
        this.#worker.postMessage({ id, texts } satisfies CountRequest);
        if (this.#pending.size === 1) this.#timeHead();
      }
    });
    if (counts === null || !Array.isArray(counts)) return counts;
    const [answerTokens = 0, reasoningTokens = 0] = counts;
    return {
      tokenizer: REFERENCE_TOKENIZER,
      output_tokens: answerTokens + reasoningTokens,
      reasoning_tokens: reasoningTokens,
    };
  }

  async close(): Promise<void> {
    if (this.#runTimer) clearTimeout(this.#runTimer);
    const w = this.#worker;
    this.#stopWorker();
    for (const p of this.#pending.values()) p.resolve(null);
    this.#pending.clear();
    if (w) await w.terminate().catch(() => undefined);
  }

  #stopWorker(): void {
    const w = this.#worker;
    this.#worker = null;
    this.#ready = false;
    if (this.#textTimer) clearTimeout(this.#textTimer);
    this.#textTimer = null;
    if (w) void w.terminate().catch(() => undefined);
  }

  #fail(message: string): void {
    if (!this.#failed) this.#onError(`reference tokenizer unavailable: ${message}`);
    this.#failed = true;
    this.#stopWorker();
    for (const p of this.#pending.values()) p.resolve(null);
    this.#pending.clear();
  }

  /** The first pending text's clock starts when the worker can start on it. */
  #timeHead(): void {
    if (this.#textTimer) clearTimeout(this.#textTimer);
    this.#textTimer = null;
    const head = this.#pending.keys().next();
    if (!this.#ready || head.done) return;
    this.#textTimer = setTimeout(() => {
      this.#pending.get(head.value)?.resolve({ reason: 'text_deadline', deadline_ms: this.#textDeadlineMs });
      this.#pending.delete(head.value);
      this.#stopWorker();
      if (this.#pending.size > 0) this.#spawn();
    }, this.#textDeadlineMs);
    this.#textTimer.unref();
  }

  #spawn(): void {
    // Beside this module: src/run/tokenize-worker.ts when run from source,
    // dist/tokenize-worker.js in the bundle (an entry of its own).
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    let w: Worker;
    try {
      w = new Worker(new URL(`./tokenize-worker${ext}`, import.meta.url));
    } catch (err) {
      this.#fail((err as Error).message);
      return;
    }
    this.#worker = w;
    w.unref();
    w.on('message', (reply: CountReply) => {
      if (w !== this.#worker) return;
      if ('ready' in reply) this.#ready = true;
      else {
        this.#pending.get(reply.id)?.resolve(reply.counts);
        this.#pending.delete(reply.id);
      }
      this.#timeHead();
    });
    w.on('error', (err) => {
      if (w === this.#worker) this.#fail(err.message);
    });
    w.on('exit', (code) => {
      if (w !== this.#worker) return;
      this.#worker = null;
      if (this.#pending.size > 0) this.#fail(`worker exited with code ${code}`);
    });
    for (const [id, p] of this.#pending) w.postMessage({ id, texts: p.texts } satisfies CountRequest);
  }

  #expire(): void {
    this.#expired = true;
    this.#stopWorker();
    for (const p of this.#pending.values()) p.resolve({ reason: 'run_deadline', deadline_ms: this.#runDeadlineMs });
    this.#pending.clear();
  }
}

/** A count that is tokens (not a miss, not null). */
export function isReferenceTokens(c: ReferenceCount | undefined): c is ReferenceTokens {
  return c != null && 'tokenizer' in c;
}
