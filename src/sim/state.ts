import type { Socket } from 'node:net';
import { SimMetrics } from './metrics.ts';
import { PromptCache } from './prompt-cache.ts';
import type { Routes } from './routes.ts';
import { CapacitySlots } from './slots.ts';
import type { Arrival, SentWrite, SimulatorOptions } from './types.ts';

interface Waiter {
  ready: () => boolean;
  resolve: () => void;
  reject: (e: Error) => void;
}

/**
 * Everything one simulator keeps across requests, passed to each handler
 * (handlers.ts) and to each response it plays (play.ts): the counts its
 * handle reports, the logs it keeps, the open sockets and scripts that close()
 * ends, the capacity slots and the server-side metrics.
 */
export class SimState {
  readonly opts: SimulatorOptions;
  readonly routes: Routes;
  readonly log: ((line: string) => void) | undefined;
  readonly sockets = new Set<Socket>();
  /** Cancels the script of every response still running. */
  readonly scripts = new Set<() => void>();
  readonly metrics = new SimMetrics();
  readonly slots = new CapacitySlots(this.metrics);
  readonly promptCache: PromptCache | null;
  /** Sockets whose last response was a closing-keepalive one: the server is done with them. */
  readonly closedAfterResponse = new WeakSet<Socket>();
  requests = 0;
  inFlight = 0;
  holding = 0;
  closed = false;
  sentWrites: SentWrite[] | null;
  arrivals: Arrival[] | null;
  #waiters: Waiter[] = [];
  /** Each connection's number (Arrival.connection), given when its first request comes. */
  readonly #connectionIds = new WeakMap<object, number>();
  #connectionCount = 0;

  constructor(opts: SimulatorOptions, routes: Routes) {
    this.opts = opts;
    this.routes = routes;
    this.log = opts.log;
    this.sentWrites = opts.recordWrites ? [] : null;
    this.arrivals = opts.recordArrivals ? [] : null;
    this.promptCache = opts.promptCache ? new PromptCache() : null;
  }

  /** Resolves every waiter whose state has come. */
  wake(): void {
    this.#waiters = this.#waiters.filter((w) => {
      if (!w.ready()) return true;
      w.resolve();
      return false;
    });
  }

  waitFor(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error('the simulator is closed'));
    return new Promise((resolve, reject) => this.#waiters.push({ ready, resolve, reject }));
  }

  /** Rejects every waiter: the simulator closes. */
  rejectWaiters(): void {
    for (const w of this.#waiters) w.reject(new Error('the simulator closed before the awaited state was reached'));
    this.#waiters = [];
  }

  connectionOf(socket: object): number {
    let id = this.#connectionIds.get(socket);
    if (id === undefined) this.#connectionIds.set(socket, (id = ++this.#connectionCount));
    return id;
  }

  takeArrivals(): Arrival[] {
    const taken = this.arrivals ?? [];
    if (this.arrivals !== null) this.arrivals = [];
    return taken;
  }

  takeWrites(): SentWrite[] {
    const taken = this.sentWrites ?? [];
    if (this.sentWrites !== null) this.sentWrites = [];
    return taken;
  }
}
