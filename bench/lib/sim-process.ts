import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { claimEpoch } from '../../src/epoch.ts';
import type { Arrival, SentWrite } from '../../src/sim/server.ts';
import type { SimMessage, SimReply } from '../sim-child.ts';

const CHILD = fileURLToPath(new URL('../sim-child.ts', import.meta.url));

/** The simulator (write log on) running in a child process, on 127.0.0.1. */
export class SimProcess {
  readonly url: string;
  readonly port: number;
  readonly #child: ChildProcess;
  readonly #releaseEpoch: () => void;
  #nextId = 0;

  private constructor(child: ChildProcess, url: string, port: number, releaseEpoch: () => void) {
    this.#child = child;
    this.#releaseEpoch = releaseEpoch;
    this.url = url;
    this.port = port;
  }

  /** `recordWrites: false` for a run too long to log every write of (takeWrites then gives none). */
  static start(timeoutMs = 15_000, opts: { recordWrites?: boolean } = {}): Promise<SimProcess> {
    // The simulator's write log is compared with this process's stamps as epoch ms. Its process
    // reads the wall clock once, as it starts; this one reads it now and keeps that base while
    // the simulator runs (a run in this process would otherwise read it again, src/epoch.ts).
    const releaseEpoch = claimEpoch();
    // execArgv: [] so that flags given to the benchmark (--cpu-prof, --trace-gc) stay with it.
    const child = fork(CHILD, opts.recordWrites === false ? ['--no-writes'] : [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill();
        releaseEpoch();
        reject(new Error(`the simulator process did not start within ${timeoutMs} ms`));
      }, timeoutMs);
      child.once('error', (err) => {
        releaseEpoch();
        reject(err);
      });
      child.once('exit', (code) => {
        releaseEpoch();
        reject(new Error(`the simulator process exited early (${code})`));
      });
      child.on('message', function ready(m: SimReply) {
        if (m.type !== 'ready') return;
        clearTimeout(timer);
        child.off('message', ready);
        child.removeAllListeners('exit');
        resolve(new SimProcess(child, m.url, m.port, releaseEpoch));
      });
    });
  }

  /** Every write sent since the last call. */
  async takeWrites(): Promise<SentWrite[]> {
    return (await this.#ask('take-writes', 'writes')).writes;
  }

  /** Every request that arrived since the last call: when its headers were in, by the simulator's clock. */
  async takeArrivals(): Promise<Arrival[]> {
    return (await this.#ask('take-arrivals', 'arrivals')).arrivals;
  }

  /** One request to the child and its reply, matched by id. */
  #ask<R extends 'writes' | 'arrivals'>(
    type: 'take-writes' | 'take-arrivals',
    reply: R,
  ): Promise<Extract<SimReply, { type: R }>> {
    const id = this.#nextId++;
    return new Promise((resolve) => {
      const onMessage = (m: SimReply) => {
        if (m.type !== reply || !('id' in m) || m.id !== id) return;
        this.#child.off('message', onMessage);
        resolve(m as Extract<SimReply, { type: R }>);
      };
      this.#child.on('message', onMessage);
      this.#child.send({ type, id } satisfies SimMessage);
    });
  }

  async close(): Promise<void> {
    this.#releaseEpoch();
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.#child.once('exit', () => resolve()));
    const kill = setTimeout(() => this.#child.kill('SIGKILL'), 5000);
    this.#child.send({ type: 'close' } satisfies SimMessage);
    await exited;
    clearTimeout(kill);
  }
}
