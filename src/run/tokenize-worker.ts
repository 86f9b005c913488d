import { parentPort } from 'node:worker_threads';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

// Counts tokens off the main thread. The engine starts this worker only once
// a run's requests have all ended (texts wait in a spool until then):
// loading the o200k tables takes ~200 ms of CPU and stalled the measuring
// thread by up to 10-16 ms on a 2-core machine, whatever the worker's
// priority, when it started while streams were still being read.

export interface CountRequest {
  id: number;
  texts: string[];
}
export interface CountReply {
  id: number;
  counts: number[];
}

parentPort?.on('message', (msg: CountRequest) => {
  const reply: CountReply = { id: msg.id, counts: msg.texts.map((t) => (t === '' ? 0 : countTokens(t))) };
  parentPort?.postMessage(reply);
});
