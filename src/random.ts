// Seeded randomness shared by the analysis (bootstrap), the config's
// generated workloads, the run's schedules and the simulator: the same seed
// gives the same draws on every machine, so runs and reports reproduce.

/**
 * mulberry32: a 32-bit PRNG, uniform in [0, 1). Small and fast, plenty for
 * resampling (not for cryptography). The same seed gives the same sequence.
 * A class, so that a hot loop (the bootstrap's draws) gets next() inlined:
 * through a closure the same draws cost about twice as much.
 */
export class Mulberry32 {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** The next draw, uniform in [0, 1). */
  next(): number {
    const a = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** mulberry32 as a function: each call is the next draw of Mulberry32(seed). */
export function mulberry32(seed: number): () => number {
  const g = new Mulberry32(seed);
  return () => g.next();
}

/** FNV-1a (32 bit) over the parts joined by NUL: a seed derived from names, e.g. provider, prompt, metric. */
export function seedFrom(...parts: string[]): number {
  let h = 0x811c9dc5;
  const s = parts.join('\u0000');
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
