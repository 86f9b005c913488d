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
  const textDeadlineMs = opts.textDeadlineMs ?? TEXT_DEADLINE_MS;
  const runDeadlineMs = opts.runDeadlineMs ?? RUN_DEADLINE_MS;
  let worker: Worker | null = null;
  let ready = false;
  let failed = false;
  let expired = false;
  let nextId = 0;
  let textTimer: NodeJS.Timeout | null = null;
  let runTimer: NodeJS.Timeout | null = null;
  // In the worker's order: the first is the one it is counting.
  const pending = new Map<number, Pending>();

  const stopWorker = () => {
    const w = worker;
    worker = null;
    ready = false;
    if (textTimer) clearTimeout(textTimer);
    textTimer = null;
    if (w) void w.terminate().catch(() => undefined);
  };
  const fail = (message: string) => {
    if (!failed) onError(`reference tokenizer unavailable: ${message}`);
    failed = true;
    stopWorker();
    for (const p of pending.values()) p.resolve(null);
    pending.clear();
  };
  /** The first pending text's clock starts when the worker can start on it. */
  const timeHead = () => {
    if (textTimer) clearTimeout(textTimer);
    textTimer = null;
    const head = pending.keys().next();
    if (!ready || head.done) return;
    textTimer = setTimeout(() => {
      pending.get(head.value)?.resolve({ reason: 'text_deadline', deadline_ms: textDeadlineMs });
      pending.delete(head.value);
      stopWorker();
      if (pending.size > 0) spawn();
    }, textDeadlineMs);
    textTimer.unref();
  };
  const spawn = () => {
    // Beside this module: src/run/tokenize-worker.ts when run from source,
    // dist/tokenize-worker.js in the bundle (an entry of its own).
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    let w: Worker;
    try {
      w = new Worker(new URL(`./tokenize-worker${ext}`, import.meta.url));
    } catch (err) {
      fail((err as Error).message);
      return;
    }
    worker = w;
    w.unref();
    w.on('message', (reply: CountReply) => {
      if (w !== worker) return;
      if ('ready' in reply) ready = true;
      else {
        pending.get(reply.id)?.resolve(reply.counts);
        pending.delete(reply.id);
      }
      timeHead();
    });
    w.on('error', (err) => {
      if (w === worker) fail(err.message);
    });
    w.on('exit', (code) => {
      if (w !== worker) return;
      worker = null;
      if (pending.size > 0) fail(`worker exited with code ${code}`);
    });
    for (const [id, p] of pending) w.postMessage({ id, texts: p.texts } satisfies CountRequest);
  };
  const expire = () => {
    expired = true;
    stopWorker();
    for (const p of pending.values()) p.resolve({ reason: 'run_deadline', deadline_ms: runDeadlineMs });
    pending.clear();
  };

  return {
    async count(answer, reasoning) {
      if (failed) return null;
      if (expired) return { reason: 'run_deadline', deadline_ms: runDeadlineMs };
      if (runTimer === null) {
        runTimer = setTimeout(expire, runDeadlineMs);
        runTimer.unref();
      }
      const id = nextId++;
      const texts = [answer, reasoning];
      const counts = await new Promise<number[] | ReferenceTokensMissed | null>((resolve) => {
        pending.set(id, { texts, resolve });
        if (worker === null) spawn();
        else {
          worker.postMessage({ id, texts } satisfies CountRequest);
          if (pending.size === 1) timeHead();
        }
      });
      if (counts === null || !Array.isArray(counts)) return counts;
      const [answerTokens = 0, reasoningTokens = 0] = counts;
      return {
        tokenizer: REFERENCE_TOKENIZER,
        output_tokens: answerTokens + reasoningTokens,
        reasoning_tokens: reasoningTokens,
      };
    },
    async close() {
      if (runTimer) clearTimeout(runTimer);
      const w = worker;
      stopWorker();
      for (const p of pending.values()) p.resolve(null);
      pending.clear();
      if (w) await w.terminate().catch(() => undefined);
    },
  };
}

/** A count that is tokens (not a miss, not null). */
export function isReferenceTokens(c: ReferenceCount | undefined): c is ReferenceTokens {
  return c != null && 'tokenizer' in c;
}
