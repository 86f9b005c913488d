import { setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at the size it has now, for the rest of the
 * process. `reanalyze` and `merge` read every trace and write every result:
 * hundreds of MB of short-lived objects, of which a few per cent live on
 * (the results), and V8 doubles its young generation (two semi-spaces) each
 * time enough has survived, up to 2 x 64 MiB. At 20,000 requests that
 * growth was most of the step from a 2,000-request peak RSS (docs/scale.md).
 * Held, the scavenges come more often and each is as short, and the whole
 * re-analysis took no more CPU in the scale bench.
 *
 * V8 reads this flag each time it would grow the young generation
 * (SemiSpaceNewSpace::Grow: min(maximum, factor x capacity)), so a factor of
 * 1 set at run time leaves the capacity where it is. At start-up V8 raises
 * a factor below 2 to 2, which is why it is not a command-line flag here.
 * test/unit/young-generation.test.ts checks that it holds on the Node this
 * runs on.
 */
export function holdYoungGeneration(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
