import { performance } from 'node:perf_hooks';

/** Wall clock with sub-ms precision, on the same base as a trace's t0_epoch_ms and the simulator's write log. */
export const epochMs = (): number => performance.timeOrigin + performance.now();
