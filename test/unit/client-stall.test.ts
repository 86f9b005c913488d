import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../src/analyze/index.ts';
import { clientStallMs, STALL_STAMP_SLACK_MS } from '../../src/analyze/stall.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { upperEdgeQuantile, StallMonitor, TICK_MS } from '../../src/measure/stall.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import type { Trace } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';
import { RUN } from './synthetic-runs.ts';

// The client's own stalls: the monitor sees a busy loop of a scripted
// length on the real clock, and the analysis (pure, from the trace) leaves
// the stalled requests' rates out, counted and said.

/** Blocks the event loop for `ms` on the real clock: what a long GC or a busy machine does to the client. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* spin */
  }
}

const nextTicks = (n: number) =>
  new Promise<void>((resolve) => {
    let left = n;
    const step = () => (--left <= 0 ? resolve() : setTimeout(step, TICK_MS));
    setTimeout(step, TICK_MS);
  });

describe('StallMonitor', () => {
  it('records a blocked loop as a stall of about its length, when it happened', async () => {
    const m = new StallMonitor(systemClock);
    m.start();
    await nextTicks(3);
    const from = performance.now();
    busy(120);
    const to = performance.now();
    await nextTicks(2);
    const stalls = m.stallsDuring(from - 50, to + 50);
    const summary = m.stop(20);
    // The block's stall, found by when it happened: on a busy machine the OS may hold the process
    // too, a stall of its own elsewhere in the window. [start relative to from - 50]: the block began
    // 50 ms after `from - 50`, give or take a tick; the tick due inside it fires when it ends, so
    // its lateness is the block (as long as it really took, `to - from`) less up to one tick, and
    // more by as much as the OS then holds the timer (seen: 45 ms under two busy loops).
    const blockMs = to - from;
    const found = stalls.find(
      ([start, len]) =>
        start >= 50 - 5 &&
        start <= 50 + TICK_MS + 40 &&
        len >= blockMs - TICK_MS - 2 &&
        len <= blockMs + Math.max(40, blockMs / 2),
    );
    assert.ok(found, `no stall of the ${blockMs.toFixed(1)} ms block at 50 ms: ${JSON.stringify(stalls)}`);
    assert.ok(summary.max >= found[1] - 0.01, `max ${summary.max}`);
    assert.ok(summary.count_over_threshold >= 1);
    assert.ok(summary.samples >= 4);
    assert.ok(summary.p50 < summary.max);
  });

  it('a request ending in the same turn as a stall sees the stall still going on', () => {
    const m = new StallMonitor(systemClock);
    m.start();
    const from = performance.now();
    busy(60);
    const stalls = m.stallsDuring(from, performance.now());
    m.stop(20);
    assert.equal(stalls.length, 1, JSON.stringify(stalls));
    assert.ok(stalls[0]![1] >= 60 - TICK_MS - 2, JSON.stringify(stalls));
  });

  it('histogram quantiles are bin upper edges', () => {
    const bins = new Uint32Array(100);
    bins[0] = 98; // 0-0.1 ms
    bins[50] = 2; // 5.0-5.1 ms
    assert.equal(upperEdgeQuantile(bins, 100, 0.5), 0.1);
    assert.equal(upperEdgeQuantile(bins, 100, 0.99), 5.1);
    assert.equal(upperEdgeQuantile(bins, 0, 0.5), 0);
  });
});

/** A clean 2 s stream (first content at 200 ms, end at 2,200 ms) with the given stalls recorded. */
const withStalls = (stalls: Array<[number, number]> | undefined, over: Partial<Trace> = {}) =>
  mkTrace({ ...over, ...(stalls === undefined ? {} : { client_stalls: stalls }) });

describe('clientStallMs', () => {
  it('takes the longest stall overlapping the content interval', () => {
    assert.equal(clientStallMs(withStalls(undefined)), null, 'not measured');
    assert.equal(clientStallMs(withStalls([])), 0);
    assert.equal(clientStallMs(withStalls([[1000, 30]])), 30);
    assert.equal(
      clientStallMs(
        withStalls([
          [500, 25],
          [1000, 60],
          [1500, 40],
        ]),
      ),
      60,
    );
    // Before the content: ends more than the slack before first content.
    assert.equal(clientStallMs(withStalls([[100, 200 - 100 - STALL_STAMP_SLACK_MS - 1]])), 0);
    // Ends just before first content: its reads were stamped after it, so it counts.
    assert.equal(clientStallMs(withStalls([[100, 95]])), 95);
    assert.equal(clientStallMs(withStalls([[2300, 50]])), 0, 'after the end');
    assert.equal(clientStallMs(withStalls([[10, 50]], { at: { first_content: null } } as Partial<Trace>)), null);
  });
});

describe('client_stalled requests', () => {
  // Four steady streams, and one whose 60 content reads were stamped within 14 µs after a 150 ms stall
  // (its usage and end came 250 ms later, so it passed the buffered guard: decode 4.2 million tok/s).
  const steady = [1, 2, 3, 4].map((rep) => withStalls([], { rep }));
  const stalled = withStalls([[1000, 150]], {
    rep: 5,
    usage: { output_tokens: 60, reasoning_tokens: null, input_tokens: 12 },
    at: { first_content: 1150, first_answer: 1150, last_content: 1150.014, end: 1400 },
    content_reads: 60,
    events: Array.from({ length: 60 }, (_, i) => [1150 + i * 0.00024, 'content', 4] as [number, 'content', number]),
  } as Partial<Trace>);

  it('are flagged with the stall, not judged implausible, and left out of the rates but counted', () => {
    const results = analyze([...steady, stalled], DEFAULT_ANALYSIS, RUN);
    const r = results.requests.find((x) => x.rep === 5)!;
    assert.equal(r.client_stall_ms, 150);
    assert.equal(r.client_stalled, true);
    assert.equal(r.implausible, false, 'its rate is the client’s doing');
    assert.equal(results.requests.filter((x) => x.client_stalled).length, 1);
    const g = results.groups[0]!;
    assert.equal(g.client_stalled, 1);
    assert.equal(g.implausible, 0);
    assert.equal(g.n, 5);
    assert.equal(g.n_end_to_end, 4, 'the stalled request gives no end-to-end rate');
    assert.equal(g.n_ttft, 5, 'TTFT is not a rate: kept');
    assert.equal(g.n_post_first_content, 4);
    assert.notEqual(g.unranked.post_first_content_tps, 'implausible');
    const flag = results.flagged.find((f) => f.reason === 'client_stalled');
    assert.ok(flag && flag.detail.includes('150 ms'), JSON.stringify(results.flagged));
    // Without the stall rule the same request is implausible and unranks its group.
    const strict = analyze([...steady, stalled], { ...DEFAULT_ANALYSIS, max_client_stall_ms: 1000 }, RUN);
    assert.equal(strict.requests.find((x) => x.rep === 5)!.implausible, true);
    assert.equal(strict.groups[0]!.client_stalled, 0);
    assert.equal(strict.groups[0]!.unranked.post_first_content_tps, 'implausible');
  });

  it('every report says how many and that their rates are left out', () => {
    const results = analyze([...steady, stalled], DEFAULT_ANALYSIS, RUN);
    const sentence = '1 request measured while the client was stalled; its rates are left out';
    assert.ok(renderTerminal(results, { color: false }).includes(sentence));
    assert.ok(renderSummaryMarkdown(results).includes(sentence));
    assert.ok(renderHtmlReport(results, [...steady, stalled]).includes(sentence));
    const none = analyze(steady, DEFAULT_ANALYSIS, RUN);
    assert.ok(!renderTerminal(none, { color: false }).includes('client was stalled'));
  });
});
