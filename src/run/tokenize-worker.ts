import { parentPort } from 'node:worker_threads';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

// Counts tokens off the main thread: a long answer takes milliseconds to
// encode, and on the main thread those milliseconds would delay the
// timestamps of every other stream still being read.

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
