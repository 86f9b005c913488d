import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze } from '../../src/analyze/index.ts';
import { withLoadFigures } from '../../src/analyze/load-figures.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { TRACE_SCHEMA, type Trace } from '../../src/trace.ts';
import { runInfo } from './synthetic-runs.ts';

// Workload figures are a pure function of the traces: by-turn TTFT and
// cached share, per-session figures (sessions of different shards kept
// apart), the lengths sent, all recomputed by reanalyze and merge.

/** A streamed turn: 20 content reads 10 ms apart after `ttftMs`. */
function turn(id: string, session: number, t: number, ttftMs: number, input: number, cached: number | null): Trace {
  const reads: Array<[number, number]> = [];
  const events: Trace['events'] = [];
  for (let i = 0; i < 20; i++) {
    reads.push([ttftMs + i * 10, 50]);
    events.push([ttftMs + i * 10, 'content', 4]);
  }
  const end = ttftMs + 200;
  return {
    schema: TRACE_SCHEMA,
    id,
    provider: 'sim',
    api: 'openai-chat',
    model: 'm',
    prompt: 'chat',
    rep: session + 1,
    warmup: false,
    attempt: 1,
    cache_bust: null,
    t0_epoch_ms: 1_700_000_000_000 + session * 10_000 + t * 1000,
    at: {
      headers: 1,
      first_byte: 1,
      first_event: 1,
      first_content: ttftMs,
      first_answer: ttftMs,
      last_content: ttftMs + 190,
      end,
    },
    reads,
    events,
    content_reads: 20,
    http: { status: 200, content_type: 'text/event-stream', content_encoding: null, request_id: null, headers: {} },
    usage: { output_tokens: 20, reasoning_tokens: null, input_tokens: input, input_cached_tokens: cached },
    output: { chars: 80, reasoning_chars: 0 },
    response_meta: { model: null, system_fingerprint: null },
    server_timing: null,
    error: null,
    session,
    turn: t,
    workload: { source: 'conversation', line: null, input_tokens: null, max_tokens: 20, think_ms: 0 },
  } as Trace;
}

describe('workload figures', () => {
  it('by turn: TTFT and the cached share per turn index; sessions of two shards with the same number stay apart', () => {
    const traces: Trace[] = [];
    for (const shard of [1, 2])
      for (const s of [0, 1])
        for (let t = 0; t < 3; t++)
          traces.push(
            turn(`sim/chat/s0/${s + 1}/t${t}@shard${shard}`, s, t, 100 + 10 * t, 100 * (t + 1), t === 0 ? 0 : 100 * t),
          );
    const results = withLoadFigures(analyze(traces, DEFAULT_ANALYSIS, runInfo('2026-01-01T00:00:00Z')), traces, {
      ttft_ms: 115,
    });
    const g = results.groups[0]!;
    assert.deepEqual(
      g.by_turn!.map((t) => [t.turn, t.n, t.ttft_ms?.p50, t.input_tokens_p50, t.input_cached_share, t.good_fraction]),
      [
        [0, 4, 100, 100, 0, 1],
        [1, 4, 110, 200, 0.5, 1],
        [2, 4, 120, 300, (100 * 2) / 300, 0],
      ],
    );
    assert.equal(g.sessions!.n, 4, 'two sessions per shard, numbered alike, are four sessions');
    assert.equal(g.sessions!.turns!.p50, 3);
    // First dispatch to last end: 2 s between turn 0 and turn 2, plus the last turn's 320 ms.
    assert.equal(g.sessions!.duration_ms!.p50, 2000 + 320);
    assert.equal(g.sessions!.output_tokens!.p50, 60);
    assert.equal(g.sent_lengths?.source, 'conversation');
    assert.deepEqual(results.requests.map((r) => [r.session, r.turn, r.input_cached_tokens]).slice(0, 3), [
      [0, 0, 0],
      [0, 1, 100],
      [0, 2, 200],
    ]);
  });

  it("a run merged from two places: each location's group gets its own workload figures", () => {
    // eu-west: two sessions of three turns, first content at 100 ms; us-east: one session of two turns, at 300 ms.
    // Ids as a merge of two places writes them (`@location` appended).
    const at = (location: string, id: string, session: number, t: number, ttftMs: number): Trace => ({
      ...turn(id, session, t, ttftMs, 100 * (t + 1), 0),
      location,
    });
    const traces: Trace[] = [
      ...[0, 1].flatMap((s) => [0, 1, 2].map((t) => at('eu-west', `sim/chat/s0/${s + 1}/t${t}@eu-west`, s, t, 100))),
      ...[0, 1].map((t) => at('us-east', `sim/chat/s0/1/t${t}@us-east`, 0, t, 300)),
    ];
    const results = withLoadFigures(analyze(traces, DEFAULT_ANALYSIS, runInfo('2026-01-01T00:00:00Z')), traces, null);
    const by = (location: string) => results.groups.find((g) => g.location === location)!;
    const eu = by('eu-west');
    const us = by('us-east');
    assert.deepEqual(
      eu.by_turn!.map((t) => [t.turn, t.n, t.ttft_ms?.p50]),
      [
        [0, 2, 100],
        [1, 2, 100],
        [2, 2, 100],
      ],
    );
    assert.deepEqual(
      us.by_turn!.map((t) => [t.turn, t.n, t.ttft_ms?.p50]),
      [
        [0, 1, 300],
        [1, 1, 300],
      ],
    );
    assert.equal(eu.sessions!.n, 2);
    assert.equal(us.sessions!.n, 1);
    assert.equal(eu.sessions!.turns!.p50, 3);
    assert.equal(us.sessions!.turns!.p50, 2);
    assert.equal(eu.sent_lengths!.max_tokens!.max, 20);
    assert.equal(us.sent_lengths!.output_tokens!.p50, 20);
  });

  it('adds nothing to a run without workloads', () => {
    const t = turn('sim/chat/1', 0, 0, 100, 10, null);
    delete t.session;
    delete t.turn;
    delete t.workload;
    t.usage = { output_tokens: 20, reasoning_tokens: null, input_tokens: 10 };
    const results = withLoadFigures(analyze([t], DEFAULT_ANALYSIS, runInfo('2026-01-01T00:00:00Z')), [t], null);
    const g = results.groups[0]!;
    assert.equal('by_turn' in g || 'sessions' in g || 'sent_lengths' in g, false);
    assert.equal('turn' in results.requests[0]! || 'session' in results.requests[0]!, false);
  });
});
