import { parentPort } from 'node:worker_threads';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { countInSlices } from './count-slices.ts';

// Counts tokens off the main thread. The engine starts this worker only once
// a run's requests have all ended (texts wait in a spool until then):
// loading the o200k tables takes ~200 ms of CPU and stalled the measuring
// thread by up to 10-16 ms on a 2-core machine, whatever the worker's
// priority, when it started while streams were still being read.

export interface CountRequest {
  id: number;
  texts: string[];
}
/** `ready` once the tables are loaded (the first deadline starts then), then one reply per request. */
export type CountReply = { ready: true } | { id: number; counts: number[] };

// A server's text is data: a special token's spelling in it (`<|endoftext|>`)
// is counted as the text it is, not refused (the encoder throws by default).
const NO_SPECIAL = { disallowedSpecial: new Set<string>() };
const count = (text: string) => countTokens(text, NO_SPECIAL);

parentPort?.on('message', (msg: CountRequest) => {
  const reply: CountReply = { id: msg.id, counts: msg.texts.map((t) => (t === '' ? 0 : countInSlices(t, count))) };
  parentPort?.postMessage(reply);
});
// The encoder's first call builds what it looks words up in (30-50 ms on a
// 2-core machine, past 100 ms under load): done before `ready`, so a text's
// deadline is spent on counting that text, not on the encoder's setup.
count('warm up');
parentPort?.postMessage({ ready: true } satisfies CountReply);
