import { performance } from 'node:perf_hooks';
import type { SimMetrics } from './metrics.ts';
import type { Plan, SimRequest } from './plan.ts';

/** A slot taken for one request: what the scenario sees of it, and how to give it back once planned. */
export interface TakenSlot {
  capacity: NonNullable<SimRequest['capacity']>;
  /** Holds the slot until the plan's last write, and records what it served. */
  release(plan: Plan, promptTokens: number): void;
}

/**
 * The capacity scenario's slots, per model string: when each slot comes free
 * (performance.now() ms). A request takes the slot that frees first (FIFO:
 * requests are taken in arrival order) and holds it until its script's last
 * write.
 */
export class CapacitySlots {
  readonly #ledgers = new Map<string, number[]>();
  /** Requests taken per model string, so a scenario can act on every k-th (capacity's fail_every). */
  readonly #seqs = new Map<string, number>();
  readonly #metrics: SimMetrics;

  constructor(metrics: SimMetrics) {
    this.#metrics = metrics;
  }

  /** The next request's 1-based place among those to this model string, for a scenario without slots (degrading). */
  next(model: string): number {
    const seq = (this.#seqs.get(model) ?? 0) + 1;
    this.#seqs.set(model, seq);
    return seq;
  }

  take(model: string, slots: number): TakenSlot {
    let ledger = this.#ledgers.get(model);
    if (ledger === undefined) {
      ledger = Array.from({ length: Math.max(1, Math.floor(slots)) }, () => 0);
      this.#ledgers.set(model, ledger);
    }
    const now = performance.now();
    let k = 0;
    for (let j = 1; j < ledger.length; j++) if (ledger[j]! < ledger[k]!) k = j;
    const start = Math.max(now, ledger[k]!);
    const busy = ledger.filter((free, j) => j !== k && free > start).length;
    const own = ledger;
    const seq = (this.#seqs.get(model) ?? 0) + 1;
    this.#seqs.set(model, seq);
    const metrics = this.#metrics;
    return {
      capacity: { queueMs: start - now, batch: busy + 1, seq },
      release: (plan: Plan, promptTokens: number) => {
        own[k] = now + plan.steps.reduce((m, s) => Math.max(m, s.at), 0);
        if (plan.served)
          metrics.record({
            arrivedMs: now,
            startMs: start,
            firstMs: now + plan.served.firstMs,
            endMs: now + plan.served.endMs,
            tokens: plan.served.tokens,
            promptTokens,
            slots: own.length,
          });
      },
    };
  }
}
