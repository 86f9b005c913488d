import { performance } from 'node:perf_hooks';

// The wall clock on the monotonic clock's time base, one base per thread,
// at the ground of src/ so the engine, the simulator and the tests stamp
// epoch ms alike. `performance.timeOrigin + performance.now()` is the wall
// clock read once, when the process started, plus monotonic time since:
// on a machine whose wall clock is slewed against its monotonic one it
// drifts away from the time other machines read. Measured on this
// project's 2-core CI machine kind: 5 ms per second (0.5%), and about 1 s
// 30 s into a test process. A shard's --start-at and its stage boundaries
// are instants on the wall clock shared by machines, so a run puts the
// base back on the wall clock when it starts (and after it waits for
// --start-at); within a run the base stays put, so two stamps of the run
// differ by exactly the monotonic time between them.

let offsetMs = performance.timeOrigin;
let runs = 0;

/** Epoch ms now: the base plus monotonic time, sub-ms. */
export function epochNowMs(): number {
  return performance.now() + offsetMs;
}

/** What `performance.now()` is added to: a measurer thread takes it with each job. */
export function epochOffsetMs(): number {
  return offsetMs;
}

/**
 * A run of this process starts timing: the base is put on the wall clock
 * unless another run is under way (its stamps must keep one base). Returns
 * the release for the run's end.
 */
export function claimEpoch(): () => void {
  if (runs === 0) resyncEpoch();
  runs++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    runs--;
  };
}

/** The base back on the wall clock, when only the caller's run is timing (it holds its claim). */
export function resyncEpochIfAlone(): void {
  if (runs <= 1) resyncEpoch();
}

function resyncEpoch(): void {
  // Date.now() is whole ms: read as it turns to the next one, it puts the
  // base within microseconds of the wall clock (as timeOrigin is). The turn
  // lies between the last read that gave the old ms and the first that gave
  // the new one; a thread preempted between those two reads (a busy machine)
  // would put the base off by as long, so such a turn is passed over for the
  // next. Each turn is at most 1 ms of spinning, once per run, before
  // anything is timed; after MAX_TURNS the narrowest one seen is taken.
  let best = { widthMs: Number.POSITIVE_INFINITY, offsetMs };
  for (let turn = 0; turn < MAX_TURNS && best.widthMs > TIGHT_MS; turn++) {
    let at = performance.now();
    const first = Date.now();
    let before = at;
    let wall = first;
    while (wall === first) {
      before = at;
      at = performance.now();
      wall = Date.now();
    }
    const after = performance.now();
    // The read before this one gave `first` after `before`; this one gave `wall` before `after`.
    if (after - before < best.widthMs) best = { widthMs: after - before, offsetMs: wall - (before + after) / 2 };
  }
  offsetMs = best.offsetMs;
}

/** A turn read within this much is taken at once: unpreempted, the reads around it are about a microsecond apart. */
const TIGHT_MS = 0.05;
const MAX_TURNS = 5;
