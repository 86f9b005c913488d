import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadFigures, stageRequestThroughput } from '../../src/analyze/load-figures.ts';
import { maxOf, minOf, pushAll } from '../../src/stats.ts';
import type { RequestResult } from '../../src/analyze/types.ts';
import type { Trace, TraceLoad } from '../../src/trace.ts';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { mkTrace } from '../fixtures/traces.ts';

// Past about 125,000 arguments V8 throws "Maximum call stack size exceeded"
// on Math.max(...values), Math.min(...values) and push(...values): a merge
// of two 100,000-request load shards died that way. 300,000 values go
// through every path that once spread them.

const N = 300_000;
const T0 = 1_700_000_000_000;

describe('300,000 values', () => {
  it('maxOf, minOf and pushAll loop where a spread would overflow', () => {
    const values = Array.from({ length: N }, (_, i) => (i * 7919) % N);
    assert.throws(() => Math.max(...values), RangeError); // the failure this guards against, on this V8
    assert.equal(maxOf(values), N - 1);
    assert.equal(minOf(values), 0);
    assert.equal(maxOf(Float64Array.from(values)), N - 1);
    assert.equal(maxOf([]), -Infinity);
    assert.equal(minOf([]), Infinity);
    assert.ok(Number.isNaN(maxOf([1, NaN, 2])));
    const to: number[] = [1];
    pushAll(to, values);
    assert.equal(to.length, N + 1);
    assert.equal(to[N], values[N - 1]);
  });

  it('load-stage figures of one stage of 300,000 requests in two shards (what merge computes)', () => {
    const traces: Trace[] = [];
    const requests: RequestResult[] = [];
    const loads: TraceLoad[] = [0, 1].map((shard) => ({
      stage: 0,
      stage_t0_epoch_ms: T0,
      scheduled_ms: 0,
      label: 'c=64',
      offered: { concurrency: 64, rate: null, arrival: null, burstiness: null, max_concurrency: null },
      duration_s: null,
      requests: N / 2,
      warmup_s: 0,
      slot_wait_ms: 0,
      seed: null,
      shard: { index: shard, count: 2 },
    }));
    // A request every 10 ms per shard, each 1 s long: 100 dispatches/s per shard.
    for (let i = 0; i < N; i++) {
      const shard = i % 2;
      const at = Math.floor(i / 2) * 10;
      const t = mkTrace({
        rep: i,
        id: `p/q/${i}`,
        t0_epoch_ms: T0 + at,
        at: { first_content: 200, last_content: 1000, end: 1000 },
        content_reads: 50,
        load: { ...loads[shard]!, scheduled_ms: at },
      } as Partial<Trace>);
      traces.push(t);
      requests.push(analyzeRequest(t, DEFAULT_ANALYSIS));
    }
    const { stages, saturation } = loadFigures(traces, requests, null);
    assert.equal(stages.length, 1);
    const s = stages[0]!;
    assert.equal(s.requests, N);
    assert.equal(s.shards?.count, 2);
    // 150,000 dispatches 10 ms apart per shard: a window of 1,500 s (less the last gap, plus one request).
    assert.ok(Math.abs(s.window_s! - 1500.99) < 0.02, `window_s ${s.window_s}`);
    assert.ok(saturation.length === 1 && saturation[0]!.max_request_throughput !== null);
    const ends = traces.map((t) => ({ t0_epoch_ms: t.t0_epoch_ms, warmup: false, end_ms: t.at.end, ok: true }));
    assert.ok(Math.abs(stageRequestThroughput(ends)! - N / 1500.99) < 0.1);
  });
});
