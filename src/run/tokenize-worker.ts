import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

// Counts tokens off the main thread: a long answer takes milliseconds to
// encode, and on the main thread those milliseconds would delay the
// timestamps of every other stream still being read.
//
// The thread also yields the CPU to the one that stamps reads. Loading the
// o200k tables takes ~260 ms of CPU, and it starts when the first request
// ends, while the other streams of the run are still being read: at normal
// priority, on a 2-core runner, it takes a core from them. So the worker
// lowers its own priority before it loads anything. On Linux a priority set
// for pid 0 applies to the calling thread only; elsewhere it would apply to
// the whole process, the measuring thread included, so it is left alone.
if (process.platform === 'linux') {
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
    // Not permitted (a sandbox): the counts are the same, only sooner.
  }
}

export interface CountRequest {
  id: number;
  texts: string[];
}
export interface CountReply {
  id: number;
  counts: number[];
}

// Loaded after the priority is lowered (a static import would load first).
const tokenizer = import('gpt-tokenizer/encoding/o200k_base');

parentPort?.on('message', (msg: CountRequest) => {
  void tokenizer.then(({ countTokens }) => {
    const reply: CountReply = { id: msg.id, counts: msg.texts.map((t) => (t === '' ? 0 : countTokens(t))) };
    parentPort?.postMessage(reply);
  });
});
