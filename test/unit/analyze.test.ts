import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  analyze,
  analyzed,
  analyzeRequest,
  analysisOf,
  planOrderOf,
  rate,
  streamingVerdict,
  TraceSamples,
} from '../../src/analyze/index.ts';
import type { RequestResult, Results, RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS, type Analysis } from '../../src/config/schema.ts';
import type { Trace } from '../../src/trace.ts';
import { mkTrace, type TraceInput } from '../fixtures/traces.ts';
import { renderResultsJson } from '../../src/report/json.ts';

const RUN: RunInfo = {
  tool_version: '0.1.0',
  node_version: 'v24.21.0',
  platform: 'linux',
  arch: 'x64',
  started_at: '2025-01-01T00:00:00.000Z',
  finished_at: '2025-01-01T00:01:00.000Z',
  config_sha256: 'ab'.repeat(32),
  config_file: 'streamgauge.yml',
  shard: null,
  ci: null,
};

const T: Analysis = { ...DEFAULT_ANALYSIS };

/** The design's example: 1,000 tokens after a 10 s wait, 1 ms from first to last content, one read. */
function designExample(over: TraceInput = {}): Trace {
  return mkTrace({
    content_reads: 1,
    usage: { output_tokens: 1000, reasoning_tokens: null, input_tokens: 20 },
    output: { chars: 4000, reasoning_chars: 0 },
    at: {
      headers: 9000,
      first_byte: 9999,
      first_event: 9999,
      first_content: 9999,
      first_answer: 9999,
      last_content: 10000,
      end: 10000,
    },
    ...over,
  });
}

function allNumbers(v: unknown, out: number[] = []): number[] {
  if (typeof v === 'number') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => allNumbers(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => allNumbers(x, out));
  return out;
}

test("the design's 1,000-token burst is buffered by the reads rule: 100 tok/s end to end, no TTFT, no post rate", () => {
  const r = analyzeRequest(designExample(), T);
  assert.equal(r.outcome, 'buffered');
  assert.equal(r.buffered_rule, 'content_reads');
  assert.equal(r.metric, 'end_to_end');
  assert.equal(r.end_to_end_tps, 100);
  assert.equal(r.post_first_content_tps, null);
  assert.equal(r.ttft_ms, null);
  assert.equal(r.ttfa_ms, null);
  assert.equal(r.generation_ms, 1);
  assert.equal(r.implausible, false);
  // the raw moments stay
  assert.equal(r.first_content_ms, 9999);
  assert.equal(r.total_ms, 10000);
  assert.equal(r.headers_ms, 9000);
  assert.equal(r.first_byte_ms, 9999);
  assert.equal(r.output_tokens, 1000);
  assert.equal(r.token_source, 'usage');
});

test('enough reads but a short first-to-last interval: buffered by generation_interval', () => {
  const r = analyzeRequest(
    mkTrace({ content_reads: 10, at: { first_content: 1000, last_content: 1070, end: 1070 } }),
    T,
  );
  assert.equal(r.outcome, 'buffered');
  assert.equal(r.buffered_rule, 'generation_interval');
  assert.equal(r.generation_ms, 70);
  assert.equal(r.ttft_ms, null);
  assert.equal(r.post_first_content_tps, null);
  assert.equal(r.end_to_end_tps, 93.4579439252); // 100 / 1.07 s, 12 significant digits
});

test('exactly min_generation_s and exactly min_content_reads stream (the guards are strict "under")', () => {
  const r = analyzeRequest(mkTrace({ content_reads: 3, at: { first_content: 1000, end: 1100 } }), T);
  assert.equal(r.outcome, 'streamed');
  assert.equal(r.post_first_content_tps, 1000);
});

test('when both rules hold, the reads rule is recorded', () => {
  const r = analyzeRequest(mkTrace({ content_reads: 2, at: { first_content: 1000, end: 1050 } }), T);
  assert.equal(r.outcome, 'buffered');
  assert.equal(r.buffered_rule, 'content_reads');
});

test('raw moments are copied exactly; computed intervals lose only float noise', () => {
  const r = analyzeRequest(
    mkTrace({
      at: { headers: 100.123456789, first_byte: 110.5, first_content: 200.1, first_answer: 200.3, end: 2200.3 },
    }),
    T,
  );
  assert.equal(r.headers_ms, 100.123456789);
  assert.equal(r.first_byte_ms, 110.5);
  assert.equal(r.ttft_ms, 200.1);
  assert.equal(r.ttfa_ms, 200.3);
  assert.equal(r.total_ms, 2200.3);
  assert.equal(2200.3 - 200.1, 2000.2000000000003); // what plain subtraction gives
  assert.equal(r.generation_ms, 2000.2);
  assert.equal(r.post_first_content_tps, 49.9950005); // 100 / 2.0002 s = 49.99500049995...
});

test('the guard judges the stored interval: 0.2 s exactly streams even when the subtraction says 199.99999999999997', () => {
  assert.equal(256.4 - 56.4, 199.99999999999997);
  const r = analyzeRequest(mkTrace({ at: { first_content: 56.4, last_content: 256.4, end: 256.4 } }), {
    ...T,
    min_generation_s: 0.2,
  });
  assert.equal(r.generation_ms, 200);
  assert.equal(r.outcome, 'streamed');
});

test('a clean stream reports TTFT, TTFA and both rates', () => {
  const r = analyzeRequest(mkTrace({ at: { first_content: 200, first_answer: 700 } }), T);
  assert.equal(r.outcome, 'streamed');
  assert.equal(r.buffered_rule, null);
  assert.equal(r.metric, 'post_first_content');
  assert.equal(r.ttft_ms, 200);
  assert.equal(r.ttfa_ms, 700);
  assert.equal(r.generation_ms, 2000);
  assert.equal(r.post_first_content_tps, 50);
  assert.equal(r.end_to_end_tps, 45.4545454545); // 100 / 2.2 s, float noise dropped (12 significant digits)
  assert.equal(r.error_kind, null);
  assert.equal(r.error_message, null);
  assert.equal(r.http_status, 200);
  assert.equal(r.implausible, false);
});

test('empty output is an error, never 0 tok/s', () => {
  const r = analyzeRequest(
    mkTrace({
      output: { chars: 0, reasoning_chars: 0 },
      usage: { output_tokens: 0, reasoning_tokens: null, input_tokens: 5 },
      content_reads: 0,
      at: { first_content: null, first_answer: null, last_content: null },
    }),
    T,
  );
  assert.equal(r.outcome, 'error');
  assert.equal(r.error_kind, 'empty_output');
  assert.equal(r.metric, null);
  assert.equal(r.end_to_end_tps, null);
  assert.equal(r.post_first_content_tps, null);
  assert.equal(r.buffered_rule, null);
  assert.equal(r.ttft_ms, null);
});

test('reasoning text alone is output, not empty', () => {
  const r = analyzeRequest(mkTrace({ output: { chars: 0, reasoning_chars: 800 }, usage: null }), T);
  assert.equal(r.outcome, 'streamed');
  assert.equal(r.output_tokens, 200);
});

test('a failed request keeps its error kind, HTTP status and message, and has no rates', () => {
  const trace = mkTrace({
    http: { status: 429, content_type: 'application/json', content_encoding: null, request_id: null, headers: {} },
    error: { kind: 'http_status', message: 'Rate limit reached', http_status: 429, retry_after_s: 2 },
    content_reads: 0,
    output: { chars: 0, reasoning_chars: 0 },
    usage: null,
    at: { first_content: null, first_answer: null, last_content: null, end: 150 },
  });
  const r = analyzeRequest(trace, T);
  assert.equal(r.outcome, 'error');
  assert.equal(r.error_kind, 'http_status');
  assert.equal(r.error_message, 'Rate limit reached');
  assert.equal(r.http_status, 429);
  assert.equal(r.metric, null);
  assert.equal(r.end_to_end_tps, null);
  assert.equal(r.post_first_content_tps, null);
  assert.equal(r.total_ms, 150);
  const results = analyze([trace], T, RUN);
  assert.deepEqual(results.flagged, [
    { id: 'p/q/1', provider: 'p', prompt: 'q', reason: 'error', detail: 'http_status (HTTP 429): Rate limit reached' },
  ]);
});

test('an error wins over content: a cut stream with text is still an error', () => {
  const r = analyzeRequest(mkTrace({ error: { kind: 'disconnect', message: 'socket closed' } }), T);
  assert.equal(r.outcome, 'error');
  assert.equal(r.error_kind, 'disconnect');
  assert.equal(r.http_status, 200);
  assert.equal(r.end_to_end_tps, null);
});

test('an implausible rate is flagged and kept exactly as measured', () => {
  const trace = mkTrace({ usage: { output_tokens: 1_000_000, reasoning_tokens: null, input_tokens: 1 } });
  const r = analyzeRequest(trace, T);
  assert.equal(r.outcome, 'streamed');
  assert.equal(r.post_first_content_tps, 500_000); // 1e6 tokens / 2 s: not clamped to 5000
  assert.equal(r.implausible, true);
  const results = analyze([trace], T, RUN);
  const flag = results.flagged.find((f) => f.reason === 'implausible');
  assert.ok(flag);
  assert.equal(flag.id, 'p/q/1');
  assert.match(flag.detail, /post_first_content_tps 500000 > max_plausible_tps 5000/);
  assert.match(flag.detail, /end_to_end_tps 454545 > max_plausible_tps 5000/);
  assert.equal(results.groups[0]?.implausible, 1);
  assert.equal(results.groups[0]?.post_first_content_tps?.max, 500_000);
});

test('a buffered response with an implausible end-to-end rate is flagged twice, once per reason', () => {
  const trace = designExample({ usage: { output_tokens: 100_000, reasoning_tokens: null, input_tokens: 1 } });
  const results = analyze([trace], T, RUN);
  assert.deepEqual(
    results.flagged.map((f) => f.reason),
    ['buffered', 'implausible'],
  );
  assert.equal(results.requests[0]?.end_to_end_tps, 10_000);
});

test('without provider usage the count is chars/4 rounded up, labelled estimate', () => {
  const r = analyzeRequest(mkTrace({ usage: null, output: { chars: 401, reasoning_chars: 0 } }), T);
  assert.equal(r.output_tokens, 101);
  assert.equal(r.token_source, 'estimate');
  assert.equal(r.reasoning_tokens, null);
  const partial = analyzeRequest(
    mkTrace({
      usage: { output_tokens: null, reasoning_tokens: 7, input_tokens: null },
      output: { chars: 10, reasoning_chars: 30 },
    }),
    T,
  );
  assert.equal(partial.output_tokens, 10);
  assert.equal(partial.token_source, 'estimate');
  assert.equal(partial.reasoning_tokens, 7);
  const usage = analyzeRequest(mkTrace({ usage: { output_tokens: 90, reasoning_tokens: 30, input_tokens: 1 } }), T);
  assert.equal(usage.token_source, 'usage');
  assert.equal(usage.output_tokens, 90);
  assert.equal(usage.reasoning_tokens, 30);
});

test('zero-length intervals give null rates, flagged with an explanation, never Infinity or NaN', () => {
  // With min_generation_s 0 a one-instant answer in many reads counts as streamed.
  const t0: Analysis = { ...T, min_generation_s: 0 };
  const instant = mkTrace({ at: { first_content: 500, last_content: 500, end: 500 } });
  const r = analyzeRequest(instant, t0);
  assert.equal(r.outcome, 'streamed');
  assert.equal(r.generation_ms, 0);
  assert.equal(r.post_first_content_tps, null);
  assert.equal(r.end_to_end_tps, 200);
  assert.equal(r.implausible, true);
  const results = analyze([instant, mkTrace({ rep: 2, content_reads: 1, at: { first_content: 0, end: 0 } })], t0, RUN);
  const details = results.flagged.map((f) => `${f.id} ${f.reason}: ${f.detail}`);
  assert.ok(
    details.some((d) => /p\/q\/1 implausible: post_first_content_tps undefined: 100 tokens over a 0 ms/.test(d)),
    details.join('\n'),
  );
  assert.ok(
    details.some((d) => /p\/q\/2 implausible: end_to_end_tps undefined: 100 tokens over a 0 ms/.test(d)),
    details.join('\n'),
  );
  const json = renderResultsJson(results);
  assert.doesNotMatch(json, /Infinity|NaN/);
  assert.ok(allNumbers(JSON.parse(json)).every(Number.isFinite));
});

test('rates over a missing, zero or negative interval are null, not Infinity, NaN or negative', () => {
  assert.equal(rate(100, 0), null);
  assert.equal(rate(0, 0), null);
  assert.equal(rate(100, -5), null);
  assert.equal(rate(100, null), null);
  assert.equal(rate(100, 2000), 50);
});

test('warmups stay in requests but count in no group and raise no flag', () => {
  const traces = [
    designExample({ rep: 0, warmup: true }),
    mkTrace({ rep: 1 }),
    mkTrace({ rep: 2, at: { first_content: 300, end: 2300 } }),
  ];
  const results = analyze(traces, T, RUN);
  assert.equal(results.requests.length, 3);
  assert.equal(results.requests[0]?.warmup, true);
  assert.equal(results.requests[0]?.outcome, 'buffered');
  assert.equal(results.groups.length, 1);
  const g = results.groups[0];
  assert.ok(g);
  assert.equal(g.n, 2);
  assert.equal(g.buffered, 0);
  assert.equal(g.streaming, 'observed');
  assert.deepEqual(results.flagged, []);
  assert.equal(g.ttft_ms?.min, 200);
  assert.equal(g.ttft_ms?.max, 300);
  assert.equal(g.ttft_ms?.p50, 250);
  assert.equal(g.n_ttft, 2);
});

test('a group of warmups only does not appear', () => {
  const results = analyze([mkTrace({ warmup: true, rep: 0 })], T, RUN);
  assert.equal(results.requests.length, 1);
  assert.deepEqual(results.groups, []);
});

test('streaming verdicts: observed, not_observed, mixed, unknown', () => {
  const err = (prompt: string, rep: number) =>
    mkTrace({
      prompt,
      rep,
      error: { kind: 'timeout_headers', message: 'no headers in 30 s' },
      output: { chars: 0, reasoning_chars: 0 },
    });
  const traces = [
    mkTrace({ prompt: 'all-streamed', rep: 1 }),
    mkTrace({ prompt: 'all-streamed', rep: 2 }),
    err('all-streamed', 3),
    designExample({ prompt: 'all-buffered', rep: 1 }),
    err('all-buffered', 2),
    mkTrace({ prompt: 'both', rep: 1 }),
    designExample({ prompt: 'both', rep: 2 }),
    err('none', 1),
    err('none', 2),
  ];
  const results = analyze(traces, T, RUN);
  assert.deepEqual(
    results.groups.map((g) => [g.prompt, g.streaming, g.n, g.streamed, g.buffered, g.errors]),
    [
      ['all-streamed', 'observed', 3, 2, 0, 1],
      ['all-buffered', 'not_observed', 2, 0, 1, 1],
      ['both', 'mixed', 2, 1, 1, 0],
      ['none', 'unknown', 2, 0, 0, 2],
    ],
  );
  const none = results.groups[3];
  assert.ok(none);
  assert.equal(none.end_to_end_tps, null);
  assert.equal(none.total_ms, null);
  assert.equal(none.ttft_ms, null);
  assert.equal(none.n_end_to_end, 0);
  const buffered = results.groups[1];
  assert.ok(buffered);
  assert.equal(buffered.post_first_content_tps, null);
  assert.equal(buffered.ttft_ms, null);
  assert.deepEqual(buffered.end_to_end_tps, { p50: 100, p90: 100, p99: 100, min: 100, max: 100 });
  const both = results.groups[2];
  assert.ok(both);
  assert.equal(both.n_post_first_content, 1);
  assert.equal(both.n_end_to_end, 2);
  assert.equal(both.end_to_end_tps?.min, 45.4545454545);
  assert.equal(both.end_to_end_tps?.max, 100);
  assert.equal(streamingVerdict(0, 0), 'unknown');
});

test('groups are per provider x prompt, in plan order (provider, then prompt, each as first seen), with the statistics over present figures', () => {
  const traces = [
    mkTrace({ provider: 'b', prompt: 'x', rep: 1 }),
    mkTrace({ provider: 'a', prompt: 'x', rep: 1 }),
    mkTrace({ provider: 'b', prompt: 'y', rep: 1 }),
    mkTrace({
      provider: 'b',
      prompt: 'x',
      rep: 2,
      usage: { output_tokens: 200, reasoning_tokens: null, input_tokens: 1 },
    }),
    mkTrace({
      provider: 'b',
      prompt: 'x',
      rep: 3,
      usage: { output_tokens: 300, reasoning_tokens: null, input_tokens: 1 },
    }),
    mkTrace({
      provider: 'b',
      prompt: 'x',
      rep: 4,
      usage: { output_tokens: 400, reasoning_tokens: null, input_tokens: 1 },
    }),
  ];
  const results = analyze(traces, T, RUN);
  assert.deepEqual(
    results.groups.map((g) => `${g.provider}/${g.prompt}`),
    ['b/x', 'b/y', 'a/x'],
  );
  const bx = results.groups[0];
  assert.ok(bx);
  assert.equal(bx.model, 'm-1');
  // post-first-content rates 50, 100, 150, 200 tok/s over 2 s
  assert.deepEqual(bx.post_first_content_tps, { p50: 125, p90: 185, p99: 198.5, min: 50, max: 200 });
  assert.equal(bx.n_post_first_content, 4);
  assert.deepEqual(bx.total_ms, { p50: 2200, p90: 2200, p99: 2200, min: 2200, max: 2200 });
});

test('re-labelling the same traces with other thresholds flips a short fast answer', () => {
  const short = mkTrace({ content_reads: 8, at: { first_content: 400, last_content: 550, end: 550 } });
  // 150 ms: buffered under the old default (0.2 s), streamed under today's (0.1 s).
  const before = analyze([short], { ...T, min_generation_s: 0.2 }, RUN);
  assert.equal(before.requests[0]?.outcome, 'buffered');
  assert.equal(before.requests[0]?.buffered_rule, 'generation_interval');
  assert.equal(before.groups[0]?.streaming, 'not_observed');
  assert.equal(before.flagged.length, 1);

  const looser = analyze([short], { ...T, min_generation_s: 0.1 }, RUN);
  const r = looser.requests[0];
  assert.ok(r);
  assert.equal(r.outcome, 'streamed');
  assert.equal(r.ttft_ms, 400);
  assert.equal(r.post_first_content_tps, 666.666666667);
  assert.equal(looser.groups[0]?.streaming, 'observed');
  // 100 tokens over 8 reads: 12.5 a read, coarse at the default max_tokens_per_read (8)
  assert.deepEqual(
    looser.flagged.map((f) => f.reason),
    ['coarse'],
  );
  assert.equal(looser.analysis.min_generation_s, 0.1);

  const stricter = analyze([short], { ...T, min_generation_s: 0.1, min_content_reads: 9 }, RUN);
  assert.equal(stricter.requests[0]?.buffered_rule, 'content_reads');

  const tighter = analyze([short], { ...T, min_generation_s: 0.1, max_plausible_tps: 500 }, RUN);
  assert.equal(tighter.requests[0]?.implausible, true);
  // the trace itself is untouched by analysis
  assert.equal(short.content_reads, 8);
});

test('the results document carries the schema, the provenance and the thresholds used', () => {
  const ci = {
    provider: 'github',
    run_id: '99',
    run_attempt: 2,
    sha: 'f'.repeat(40),
    ref: 'refs/heads/main',
    repository: 'o/r',
  } as const;
  const run: RunInfo = { ...RUN, shard: { index: 1, count: 2 }, ci };
  const thresholds = {
    min_content_reads: 4,
    min_generation_s: 0.5,
    max_plausible_tps: 900,
    max_token_disagreement: 0.2,
    rate_tokens: 'native',
    max_tokens_per_read: 12,
    max_client_stall_ms: 30,
  } as const;
  const results = analyze([mkTrace()], thresholds, run);
  assert.equal(results.schema, 'streamgauge.results/1');
  assert.deepEqual(results.run, run);
  assert.deepEqual(results.analysis, thresholds);
  const keys = Object.keys(results.requests[0] as RequestResult);
  for (const k of [
    'id',
    'provider',
    'model',
    'prompt',
    'rep',
    'warmup',
    'outcome',
    'buffered_rule',
    'error_kind',
    'error_message',
    'http_status',
    'metric',
    'ttft_ms',
    'ttfa_ms',
    'first_byte_ms',
    'headers_ms',
    'first_content_ms',
    'total_ms',
    'generation_ms',
    'content_reads',
    'output_tokens',
    'reasoning_tokens',
    'token_source',
    'post_first_content_tps',
    'end_to_end_tps',
    'implausible',
  ])
    assert.ok(keys.includes(k), `request field ${k}`);
});

test('analysis is pure: the same input gives the same output', () => {
  const traces = [mkTrace(), designExample({ rep: 2 })];
  assert.deepEqual(analyze(traces, T, RUN), analyze(structuredClone(traces), T, RUN));
});

test('results.json: stable key order whatever order the object was built in, 2-space indent, trailing newline', () => {
  const results = analyze([mkTrace(), designExample({ rep: 2 })], T, {
    ...RUN,
    ci: null,
    reanalyzed_at: '2025-02-01T00:00:00.000Z',
  });
  const text = renderResultsJson(results);
  assert.ok(text.endsWith('}\n'));
  assert.ok(text.startsWith('{\n  "schema": "streamgauge.results/1",\n  "run": {\n    "tool_version"'));
  assert.deepEqual(JSON.parse(text), JSON.parse(JSON.stringify(results)));
  const reversed = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(reversed)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .reverse()
              .map(([k, x]) => [k, reversed(x)]),
          )
        : v;
  assert.equal(renderResultsJson(reversed(results) as typeof results), text);
  assert.deepEqual(Object.keys(JSON.parse(text)), ['schema', 'run', 'analysis', 'requests', 'groups', 'flagged']);
  assert.deepEqual(Object.keys(JSON.parse(text).requests[0]).slice(0, 7), [
    'id',
    'provider',
    'model',
    'prompt',
    'rep',
    'warmup',
    'outcome',
  ]);
});

test('groups follow the plan order, not the order providers happened to finish in', () => {
  // Two providers measured side by side (parallel_providers): b's requests
  // finished first this time, and a prompt of a's finished before its first.
  const traces = [
    mkTrace({ provider: 'b', prompt: 'q1', rep: 1 }),
    mkTrace({ provider: 'a', prompt: 'q2', rep: 1 }),
    mkTrace({ provider: 'b', prompt: 'q2', rep: 1 }),
    mkTrace({ provider: 'a', prompt: 'q1', rep: 1 }),
  ];
  const pass = new TraceSamples(analysisOf(T));
  for (const t of traces) pass.add(t);
  const ids = (r: Results) => r.groups.map((g) => `${g.provider}/${g.prompt}`);
  // Without an order, first seen: the run's own completion order.
  assert.deepEqual(ids(analyzed(pass, RUN)), ['b/q1', 'b/q2', 'a/q1', 'a/q2']);
  const order = { providers: ['a', 'b'], prompts: ['q1', 'q2'] };
  const planned = analyzed(pass, RUN, order);
  assert.deepEqual(ids(planned), ['a/q1', 'a/q2', 'b/q1', 'b/q2']);
  // An earlier results.json gives the same order back (reanalyze, merge) ...
  assert.deepEqual(planOrderOf(JSON.parse(renderResultsJson(planned))), order);
  // ... and a hostile one gives nothing it did not say as a string id.
  for (const doc of [null, 7, 'x', {}, { groups: 'x' }, { groups: [null, 1, { provider: 3, prompt: {} }] }])
    assert.equal(planOrderOf(doc), undefined, JSON.stringify(doc));
  assert.deepEqual(
    planOrderOf({
      groups: [
        { provider: 'z', prompt: 5 },
        { provider: 'z', prompt: 'p' },
      ],
    }),
    {
      providers: ['z'],
      prompts: ['p'],
    },
  );
  // Ids the order does not name follow, first seen.
  assert.deepEqual(ids(analyzed(pass, RUN, { providers: ['a'], prompts: ['q2'] })), ['a/q2', 'a/q1', 'b/q2', 'b/q1']);
});
