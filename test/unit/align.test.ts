import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { estimateClockOffset } from '../../src/analyze/clock-offset.ts';
import { shardAlignment } from '../../src/analyze/load-figures.ts';
import {
  joinStage,
  parseStartAt,
  plannedStage,
  stageSlotMs,
  StartAtError,
  MAX_START_AHEAD_MS,
  MAX_START_BEHIND_MS,
} from '../../src/run/align.ts';
import { checkLocation, runnerLocation } from '../../src/run/location.ts';
import type { Trace } from '../../src/trace.ts';

const NOW = Date.parse('2026-12-01T16:00:00Z');

describe('parseStartAt', () => {
  it('takes ISO 8601 with a zone and epoch milliseconds', () => {
    assert.equal(parseStartAt('2026-12-01T16:01:30Z', NOW), NOW + 90_000);
    assert.equal(parseStartAt('2026-12-01T17:01:30+01:00', NOW), NOW + 90_000);
    assert.equal(parseStartAt('2026-12-01T16:01:30.250Z', NOW), NOW + 90_250);
    assert.equal(parseStartAt(String(NOW + 90_000), NOW), NOW + 90_000);
    assert.equal(
      parseStartAt(new Date(NOW - MAX_START_BEHIND_MS + 60_000).toISOString(), NOW),
      NOW - MAX_START_BEHIND_MS + 60_000,
      'a late shard within the limit joins',
    );
  });

  it('refuses what would name different moments or none, naming the flag and the fix', () => {
    const cases: Array<[string, RegExp]> = [
      ['2026-12-01T16:01:30', /expected an ISO 8601 time with a zone.*Fix:/],
      ['tomorrow', /--start-at tomorrow: expected/],
      [String(Math.floor(NOW / 1000) + 90), /looks like epoch seconds.*Fix: multiply by 1000/],
      ['2026-13-45T16:01:30Z', /not a real date/],
      [new Date(NOW + MAX_START_AHEAD_MS + 60_000).toISOString(), /h from now.*Fix:/],
      [new Date(NOW - MAX_START_BEHIND_MS - 60_000).toISOString(), /6\.0 h ago; at most 6 h in the past.*Fix:/],
      ['0000-01-01T00:00Z', /days ago; at most 6 h in the past/],
      ['000000000000', /days ago; at most 6 h in the past/],
    ];
    for (const [text, re] of cases) {
      assert.throws(
        () => parseStartAt(text, NOW),
        (e: Error) => e instanceof StartAtError && re.test(e.message),
        text,
      );
    }
  });
});

describe('the shared stage schedule', () => {
  it('puts stage k at start + k slots, each the stage and its drain allowance', () => {
    assert.equal(stageSlotMs(30_000), 37_500);
    assert.equal(stageSlotMs(2000), 3000, 'at least a second to drain');
    assert.deepEqual(plannedStage(NOW, 2, 30_000), { startEpochMs: NOW + 75_000, endEpochMs: NOW + 105_000 });
    assert.deepEqual(plannedStage(NOW, 0, null), { startEpochMs: NOW, endEpochMs: Infinity });
    assert.equal(plannedStage(NOW, 1, null), null, 'a stage of N requests has no known end to follow');
  });

  it('waits, starts, joins late or skips by the wall clock', () => {
    const p = plannedStage(NOW, 0, 10_000)!;
    assert.deepEqual(joinStage(p, NOW - 1500), { kind: 'wait', waitMs: 1500 });
    assert.deepEqual(joinStage(p, NOW + 20), { kind: 'on_time' });
    assert.deepEqual(joinStage(p, NOW + 4000), { kind: 'late', lateMs: 4000, leftMs: 6000 });
    assert.deepEqual(joinStage(p, NOW + 10_000), { kind: 'missed', lateMs: 10_000 });
  });
});

/** A response whose Date header the server stamped at `serverMs`, seen between dispatch and headers. */
function response(t0: number, headersMs: number, serverMs: number): Trace {
  return {
    t0_epoch_ms: t0,
    at: { headers: headersMs },
    http: { headers: { date: new Date(Math.floor(serverMs / 1000) * 1000).toUTCString() } },
  } as unknown as Trace;
}

describe('estimateClockOffset', () => {
  it('narrows to about one round trip when the stamps straddle second boundaries', () => {
    // The provider's clock is 237 ms ahead; each response takes 8 ms to its headers.
    const offset = 237;
    const traces: Trace[] = [];
    for (let t = NOW; t < NOW + 5000; t += 73) traces.push(response(t, 8, t + 4 + offset));
    const est = estimateClockOffset(traces)!;
    assert.equal(est.samples, traces.length);
    assert.equal(est.consistent, true);
    assert.ok(est.low_ms <= offset && offset <= est.high_ms, JSON.stringify(est));
    assert.ok(est.high_ms - est.low_ms <= 80, `interval ${est.high_ms - est.low_ms} ms`);
    assert.ok(Math.abs(est.offset_ms - offset) <= 40, JSON.stringify(est));
  });

  it('is null without Date headers, and says when responses disagree', () => {
    assert.equal(
      estimateClockOffset([{ t0_epoch_ms: NOW, at: { headers: 5 }, http: { headers: {} } } as unknown as Trace]),
      null,
    );
    const est = estimateClockOffset([response(NOW, 5, NOW), response(NOW + 100, 5, NOW + 100 + 5000)])!;
    assert.equal(est.consistent, false);
    assert.ok(est.high_ms - est.low_ms > 5000);
  });
});

describe('shardAlignment', () => {
  it('compares the shards’ starts on the provider clock', () => {
    const off = (o: number) => ({ offset_ms: o, low_ms: o - 10, high_ms: o + 10, samples: 9, consistent: true });
    // Shard 2's clock runs 300 ms behind: its start reads 300 ms early locally, and is the same moment.
    const a = shardAlignment(
      [
        { shard: 1, t0EpochMs: NOW, joinedLateMs: 0, planned: true },
        { shard: 2, t0EpochMs: NOW - 300, joinedLateMs: 0, planned: true },
      ],
      new Map([
        [1, off(0)],
        [2, off(300)],
      ]),
    );
    assert.equal(a.start_spread, 0);
    assert.equal(a.clock_offset_spread, 300);
    assert.equal(a.uncertainty, 20);
    assert.equal(a.start_at, true);
    // Without an offset for every shard the local clocks are all there is, and the spread says so by being null.
    const b = shardAlignment(
      [
        { shard: 1, t0EpochMs: NOW, joinedLateMs: null, planned: false },
        { shard: 2, t0EpochMs: NOW + 2000, joinedLateMs: null, planned: false },
      ],
      new Map([[1, off(0)]]),
    );
    assert.equal(b.start_spread, 2000);
    assert.equal(b.clock_offset_spread, null);
    assert.equal(b.start_at, false);
  });
});

describe('locations', () => {
  it('takes a short one-line label, and defaults only to a self-hosted runner’s name', () => {
    assert.equal(checkLocation('  eu-west '), 'eu-west');
    assert.throws(() => checkLocation(''), /--location "": expected a short label/);
    assert.throws(() => checkLocation('a\nb'), /Fix:/);
    assert.throws(() => checkLocation('x'.repeat(65)), /1-64 characters/);
    const actions = { GITHUB_ACTIONS: 'true', RUNNER_NAME: 'gpu-box-fra' };
    assert.equal(runnerLocation({ ...actions, RUNNER_ENVIRONMENT: 'self-hosted' }), 'gpu-box-fra');
    assert.equal(runnerLocation({ ...actions, RUNNER_ENVIRONMENT: 'github-hosted' }), null);
    assert.equal(runnerLocation({ RUNNER_NAME: 'x', RUNNER_ENVIRONMENT: 'self-hosted' }), null);
  });
});
