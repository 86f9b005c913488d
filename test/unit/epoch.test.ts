import assert from 'node:assert/strict';
import { it } from 'node:test';
import { claimEpoch, epochNowMs, epochOffsetMs, resyncEpochIfAlone } from '../../src/epoch.ts';

// src/epoch.ts: a run puts the epoch base on the wall clock when it starts,
// unless another run of the process is timing on it (its stamps keep one base).

it('a claim with no run under way puts the epoch on the wall clock; one under way keeps the base', () => {
  const release = claimEpoch();
  try {
    // Date.now() is whole ms: within 1 ms of the wall clock read around it, and the reads a moment apart
    // (a busy machine can take the thread between them: the bracket is as wide as what it took).
    assertOnWallClock();
    const base = epochOffsetMs();
    const second = claimEpoch();
    // Re-read, the base would move by the sub-ms part of performance.now() at the least.
    assert.equal(epochOffsetMs(), base);
    resyncEpochIfAlone();
    assert.equal(epochOffsetMs(), base);
    second();
    second(); // a release twice counts once
    resyncEpochIfAlone();
    assertOnWallClock();
  } finally {
    release();
  }
});

function assertOnWallClock(): void {
  const before = Date.now();
  const epoch = epochNowMs();
  const after = Date.now();
  assert.ok(epoch >= before - 1 && epoch <= after + 2, `${epoch - before} ms after the wall clock read before it`);
}
