import { epochNowMs } from '../../src/epoch.ts';

/** Wall clock with sub-ms precision, on the same base as a trace's t0_epoch_ms and the simulator's write log (src/epoch.ts). */
export const epochMs = (): number => epochNowMs();
