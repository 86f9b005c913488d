import { Worker } from 'node:worker_threads';
import type { ReferenceTokens } from '../trace.ts';
import type { CountReply, CountRequest } from './tokenize-worker.ts';

/** The one shared reference tokenizer every provider's text is counted with. */
export const REFERENCE_TOKENIZER = 'o200k_base';

export interface ReferenceCounter {
  /** Counts answer and reasoning text; null when the tokenizer is unavailable. */
  count(answer: string, reasoning: string): Promise<ReferenceTokens | null>;
  close(): Promise<void>;
}

/**
 * A reference counter backed by a worker thread, started on first use so
 * start-up and the first dispatch do not wait for the encoder to load. If
 * the worker cannot start, counts are null (the analysis then falls back to
 * chars/4, labelled as such) and `onError` hears why, once.
 */
export function startReferenceCounter(onError: (message: string) => void = () => {}): ReferenceCounter {
  let worker: Worker | null = null;
  let failed = false;
  let nextId = 0;
  const pending = new Map<number, (counts: number[] | null) => void>();

  const fail = (message: string) => {
    if (!failed) onError(`reference tokenizer unavailable: ${message}`);
    failed = true;
    for (const resolve of pending.values()) resolve(null);
    pending.clear();
  };

  const ensure = (): Worker | null => {
    if (failed) return null;
    if (worker) return worker;
    // Beside this module: src/run/tokenize-worker.ts when run from source,
    // dist/tokenize-worker.js in the bundle (an entry of its own).
    const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
    try {
      worker = new Worker(new URL(`./tokenize-worker${ext}`, import.meta.url));
    } catch (err) {
      fail((err as Error).message);
      return null;
    }
    worker.unref();
    worker.on('message', (reply: CountReply) => {
      pending.get(reply.id)?.(reply.counts);
      pending.delete(reply.id);
    });
    worker.on('error', (err) => fail(err.message));
    worker.on('exit', (code) => {
      if (pending.size > 0) fail(`worker exited with code ${code}`);
      worker = null;
    });
    return worker;
  };

  return {
    async count(answer, reasoning) {
      const w = ensure();
      if (!w) return null;
      const id = nextId++;
      const counts = await new Promise<number[] | null>((resolve) => {
        pending.set(id, resolve);
        const msg: CountRequest = { id, texts: [answer, reasoning] };
        w.postMessage(msg);
      });
      if (!counts) return null;
      const [answerTokens = 0, reasoningTokens = 0] = counts;
      return {
        tokenizer: REFERENCE_TOKENIZER,
        output_tokens: answerTokens + reasoningTokens,
        reasoning_tokens: reasoningTokens,
      };
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
