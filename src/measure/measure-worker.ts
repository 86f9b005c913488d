import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Dispatcher } from 'undici';
import { makeScrubber } from '../secrets.ts';
import { createMeasuringAgent, sessionDispatcher } from './agent.ts';
import type { Clock } from './clock.ts';
import { DueQueue, prepareJob, runPrepared, type ExecContext } from './executor.ts';
import type { MeasurerSetup, ToMeasurer, FromMeasurer } from './measurer-pool.ts';
import { StallMonitor } from './stall.ts';
import { warmDispatchPath } from './warmup.ts';

// A measurer thread (src/measure/measurer-pool.ts starts them): it owns its
// connections (an undici agent of its own), stamps every read, parses it
// with the provider's adapter and sends the finished trace to the main
// thread, which writes it. Nothing else runs here: no scheduling beyond
// waiting for a job's due time, no progress display, no writing, no
// analysis, so the only work between a read's arrival and its stamp is
// other reads'. Its set-up (providers, key values, the secrets to scrub) is
// data from workerData; none of it is ever logged.

const setup = workerData as MeasurerSetup;
const port = parentPort;
if (port === null)
  throw new Error('measure-worker.ts runs as a worker thread (src/measure/measurer-pool.ts starts it)');

// The main thread's time base: performance.now() counts from each thread's
// own start, so the offset between the two origins puts this thread's
// stamps on the run's clock (dueAt, stall times and stage starts compare).
const offsetMs = performance.timeOrigin - setup.timeOriginMs;
// The run's epoch base (src/epoch.ts), as the main thread had it when it
// sent the latest job: this thread's stamps and the main thread's agree.
let epochBaseMs = setup.timeOriginMs;
const clock: Clock = {
  now: () => performance.now() + offsetMs,
  epochMs: () => performance.now() + offsetMs + epochBaseMs,
};
const cancel = new AbortController();
const agent = createMeasuringAgent({ connectTimeoutMs: setup.connectTimeoutMs, clock });
const ctx: ExecContext = {
  keys: setup.keys,
  aws: setup.aws,
  dispatcher: agent,
  clock,
  scrub: makeScrubber(setup.secrets),
  signal: cancel.signal,
};
/** The stall that matters is this loop's: it is the one that stamps these reads. */
const stalls = new StallMonitor(clock);
const sessions = new Map<number, Dispatcher>();
const due = new DueQueue(clock);

const send = (msg: FromMeasurer, transfer: ArrayBuffer[] = []) => port.postMessage(msg, transfer);

async function runJob(seq: number, msg: Extract<ToMeasurer, { type: 'job' }>): Promise<void> {
  const { job } = msg;
  try {
    const provider = job.provider;
    let dispatcher: Dispatcher = agent;
    if (job.session !== null) {
      let own = sessions.get(job.session);
      if (own === undefined) {
        own = sessionDispatcher(agent) ?? agent;
        sessions.set(job.session, own);
      }
      dispatcher = own;
    }
    const prepared = await prepareJob(ctx, job, provider);
    if (job.dueAt !== null && !cancel.signal.aborted) await due.wait(job.dueAt);
    const result = await runPrepared(ctx, prepared, dispatcher);
    const t = result.trace;
    const dispatch = t.t0_epoch_ms - (clock.epochMs() - clock.now());
    const during = stalls.stallsDuring(dispatch, dispatch + (t.at.end ?? clock.now() - dispatch));
    send({ type: 'result', seq, result, stalls: during });
  } catch (err) {
    // A bug, not a failed request (those are traces): the main thread ends the run with it.
    send({ type: 'failed', seq, message: (err as Error).stack ?? String(err) });
  }
}

async function stop(): Promise<void> {
  const snapshot = stalls.halt();
  await Promise.all([...sessions.values()].map((d) => d.destroy().catch(() => undefined)));
  await agent.close().catch(() => undefined);
  send({ type: 'stopped', stalls: snapshot }, [snapshot.bins.buffer as ArrayBuffer]);
}

port.on('message', (msg: ToMeasurer) => {
  switch (msg.type) {
    case 'job':
      epochBaseMs = msg.epochOffsetMs;
      void runJob(msg.seq, msg);
      break;
    case 'close-session': {
      const own = sessions.get(msg.session);
      sessions.delete(msg.session);
      // destroy, not close: nothing is in flight once the last turn ended, and a kept socket has nothing to drain.
      void (own === undefined || own === agent ? Promise.resolve() : own.destroy().catch(() => undefined)).then(() =>
        send({ type: 'session-closed', session: msg.session }),
      );
      break;
    }
    case 'cancel':
      cancel.abort();
      due.releaseAll();
      break;
    case 'stop':
      void stop();
      break;
  }
});

// Client-side first-use costs are paid here, before this thread's first t0, as the main thread used to.
await warmDispatchPath(setup.providers, clock);
stalls.start();
send({ type: 'ready' });
