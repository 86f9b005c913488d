import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze, analyzeRequest } from '../../src/analyze/index.ts';
import type { Borderline, Results } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS, type Analysis } from '../../src/config/schema.ts';
import { buildReportDoc } from '../../src/report/doc.ts';
import { faultHeadlines } from '../../src/report/faults.ts';
import { flagTally, leadSentence } from '../../src/report/sentences.ts';
import { measuredCounts, renderJobSummary, renderReport } from '../../src/report/job-summary.ts';
import { renderResultsJson } from '../../src/report/json.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import type { Trace } from '../../src/trace.ts';
import { mkTrace, type TraceInput } from '../fixtures/traces.ts';
import { runInfo } from './synthetic-runs.ts';

// Borderline labels (a buffered rule's value within its margin), rankings
// they decide, the lead sentence when fewer than two groups can be ranked or
// a provider was never reached, and one flag count in every view.

const T: Analysis = { ...DEFAULT_ANALYSIS, min_generation_s: 0.2, min_content_reads: 3 };
const RUN = runInfo('2026-01-01T00:00:00.000Z');

/** A success of `reads` content reads whose first-to-last content interval is `genMs`. */
const stream = (genMs: number, reads = 20, over: TraceInput = {}): Trace =>
  mkTrace({ content_reads: reads, at: { first_content: 300, last_content: 300 + genMs, end: 300 + genMs }, ...over });

test('borderline: the deciding value within 10% of min_generation_s or one read from min_content_reads', () => {
  const rows: Array<[string, Trace, 'streamed' | 'buffered', Borderline | null]> = [
    ['far over the interval', stream(400), 'streamed', null],
    ['just over the interval', stream(215), 'streamed', { rule: 'generation_interval', value: 0.215, threshold: 0.2 }],
    ['at the interval', stream(200), 'streamed', { rule: 'generation_interval', value: 0.2, threshold: 0.2 }],
    ['10% over, the edge', stream(220), 'streamed', { rule: 'generation_interval', value: 0.22, threshold: 0.2 }],
    ['past the margin', stream(221), 'streamed', null],
    ['199 ms', stream(199), 'buffered', { rule: 'generation_interval', value: 0.199, threshold: 0.2 }],
    ['10% under, the edge', stream(180), 'buffered', { rule: 'generation_interval', value: 0.18, threshold: 0.2 }],
    ['far under', stream(100), 'buffered', null],
    ['at min_content_reads', stream(900, 3), 'streamed', { rule: 'content_reads', value: 3, threshold: 3 }],
    ['one over min_content_reads', stream(900, 4), 'streamed', null],
    ['one read short', stream(900, 2), 'buffered', { rule: 'content_reads', value: 2, threshold: 3 }],
    // One more read would not make it stream: the interval rule holds it buffered anyway.
    ['one read short and far under the interval', stream(50, 2), 'buffered', null],
    [
      'one read short, interval borderline too',
      stream(190, 2),
      'buffered',
      { rule: 'content_reads', value: 2, threshold: 3 },
    ],
    ['two reads short', stream(900, 1), 'buffered', null],
  ];
  for (const [name, trace, outcome, borderline] of rows) {
    const r = analyzeRequest(trace, T);
    assert.equal(r.outcome, outcome, name);
    assert.deepEqual(r.borderline, borderline, name);
  }
  const failed = analyzeRequest(stream(199, 20, { error: { kind: 'disconnect', message: 'cut' } }), T);
  assert.equal(failed.borderline, null, 'a failure is never borderline');
  // With min_generation_s 0 no interval is near it; min_content_reads 1 cannot lose a read.
  assert.equal(analyzeRequest(stream(0, 1), { ...T, min_generation_s: 0, min_content_reads: 1 }).borderline, null);
});

test('groups count their borderline requests; results.json writes both fields; re-analysis reproduces them', () => {
  const traces = [
    ...[199, 201, 205, 400, 450].map((g, i) => stream(g, 20, { provider: 'a', rep: i + 1 })),
    ...[400, 410, 420, 430, 440].map((g, i) => stream(g, 20, { provider: 'b', rep: i + 1 })),
  ];
  const results = analyze(traces, T, RUN);
  assert.deepEqual(
    results.groups.map((g) => [g.provider, g.borderline]),
    [
      ['a', 3],
      ['b', 0],
    ],
  );
  const json = JSON.parse(renderResultsJson(results)) as Results;
  assert.deepEqual(json.requests[0]?.borderline, { rule: 'generation_interval', value: 0.199, threshold: 0.2 });
  assert.equal(json.requests[9]?.borderline, null);
  assert.deepEqual(analyze(traces, json.analysis, RUN).requests, results.requests);
});

/** Two providers of the same speed: `b`'s answers straddle min_generation_s (finding: "b is fastest, 100%"). */
function straddling(): Results {
  const traces = [
    ...[201, 202, 203, 201, 202].map((g, i) => stream(g, 20, { provider: 'a', rep: i + 1 })),
    ...[199, 199, 199, 201, 202].map((g, i) => stream(g, 20, { provider: 'b', rep: i + 1 })),
  ];
  return analyze(traces, T, RUN);
}

test('a ranking the borderline labels decide is marked label_sensitive and the lead says it is not decided', () => {
  const results = straddling();
  const [a, b] = results.groups;
  assert.equal(b?.buffered, 3);
  assert.equal(b?.ranks.post_first_content_tps, null, 'b has too few streamed responses as labelled');
  const place = a?.ranks.post_first_content_tps;
  assert.ok(place);
  assert.equal(place.label_sensitive, true);
  assert.equal(place.of, 1, 'as labelled and flipped, one group is ranked each time');
  const lead = leadSentence(results) ?? '';
  assert.doesNotMatch(lead, /fastest post-first-content|rank 1 in 100%/);
  assert.match(
    lead,
    /^The post-first-content order is not decided: it turns on 10 borderline labels \(a: 5, b: 5; within the margin of min_generation_s\)/,
  );
  // End to end no label changes anything: the same speed is a tie.
  assert.match(lead, /The data cannot order (a and b|b and a) end-to-end/);
  // The ranking table says it too, beside the group and under the table.
  const md = renderSummaryMarkdown(results);
  assert.match(md, /\(5 borderline\)/);
  assert.match(md, /The order is not decided: flipping those labels changes it/);
  // A clean ranking with no borderline label carries no mark at all.
  const clean = analyze(
    [
      ...[400, 410, 420].map((g, i) => stream(g, 20, { provider: 'a', rep: i + 1 })),
      ...[900, 910, 920].map((g, i) => stream(g, 20, { provider: 'b', rep: i + 1 })),
    ],
    T,
    RUN,
  );
  assert.equal(clean.groups[0]?.ranks.post_first_content_tps?.label_sensitive, undefined);
  assert.match(leadSentence(clean) ?? '', /^a is fastest post-first-content/);
});

test('a borderline label on a request measured through a client stall decides nothing: its rates are withheld either way', () => {
  // What a busy machine did to the demo: every request stalled at its first content, one of them
  // borderline. Flipping its label admits no group, so the lead says nothing is ranked.
  const stalled = (genMs: number, over: TraceInput): Trace =>
    ({ ...stream(genMs, 20, over), client_stalls: [[300, 50]] }) as Trace;
  const results = analyze(
    [
      ...[400, 410, 420].map((g, i) => stalled(g, { provider: 'a', rep: i + 1 })),
      ...[199, 400, 410].map((g, i) => stalled(g, { provider: 'b', rep: i + 1 })),
    ],
    T,
    RUN,
  );
  assert.ok(results.requests.every((r) => r.client_stalled === true));
  assert.equal(results.groups[1]?.borderline, 1);
  const lead = leadSentence(results) ?? '';
  assert.doesNotMatch(lead, /not decided/);
  assert.match(lead, /nothing is ranked|No group can be ranked/);
  // Not stalled, the same borderline label could admit b: the order is not decided.
  const calm = analyze(
    [
      ...[400, 410, 420].map((g, i) => stream(g, 20, { provider: 'a', rep: i + 1 })),
      ...[199, 199, 410].map((g, i) => stream(g, 20, { provider: 'b', rep: i + 1 })),
    ],
    T,
    RUN,
  );
  assert.match(leadSentence(calm) ?? '', /not decided/);
});

test('with fewer than two rankable groups there is no "fastest": the lead says what was measured', () => {
  const one = analyze(
    [400, 410, 420, 430].map((g, i) => stream(g, 20, { provider: 'endpoint', rep: i + 1 })),
    T,
    RUN,
  );
  const lead = leadSentence(one) ?? '';
  assert.doesNotMatch(lead, /fastest|resamples/);
  assert.match(
    lead,
    /^One group measured, so nothing is ranked \(endpoint: 4 of 4 streamed, post-first-content tok\/s p50 \d/,
  );
  const twoOneRanked = analyze(
    [
      ...[400, 410, 420].map((g, i) => stream(g, 20, { provider: 'a', rep: i + 1 })),
      ...[1, 2, 3].map((i) =>
        stream(400, 20, {
          provider: 'b',
          rep: i,
          error: { kind: 'http_status', message: 'HTTP 500', http_status: 500 },
        }),
      ),
    ],
    T,
    RUN,
  );
  assert.match(
    leadSentence(twoOneRanked) ?? '',
    /^Only one of 2 groups can be ranked, so nothing is ranked \(a: 3 of 3 streamed, .*; b: every request failed\)\.$/,
  );
  // Past four unranked groups the rest are counted by reason, so the lead stays a sentence.
  const failed = (provider: string) =>
    [1, 2, 3].map((i) =>
      stream(400, 20, { provider, rep: i, error: { kind: 'http_status', message: 'HTTP 500', http_status: 500 } }),
    );
  const few = (provider: string) => [stream(400, 20, { provider, rep: 1 })];
  const manyUnranked = analyze(
    [
      ...[400, 410, 420].map((g, i) => stream(g, 20, { provider: 'a', rep: i + 1 })),
      ...['b', 'c', 'd', 'e', 'f'].flatMap(failed),
      ...['g', 'h'].flatMap(few),
    ],
    T,
    RUN,
  );
  const many = leadSentence(manyUnranked) ?? '';
  assert.match(
    many,
    /^Only one of 8 groups can be ranked, so nothing is ranked \(a: 3 of 3 streamed, [^;]*; b: every request failed; c: every request failed; d: every request failed; e: every request failed; 3 more: every request failed \(1\), fewer than 3 values \(2\)\)\.$/,
    many,
  );
});

/** A provider whose every request failed to connect. */
function unreachable(provider: string, message: string, n: number, notSent = 0): Trace[] {
  return Array.from({ length: n + notSent }, (_, i) =>
    mkTrace({
      provider,
      rep: i + 1,
      content_reads: 0,
      output: { chars: 0, reasoning_chars: 0 },
      usage: null,
      at: {
        headers: null,
        first_byte: null,
        first_event: null,
        first_content: null,
        first_answer: null,
        last_content: null,
        end: null,
      },
      error:
        i < n ? { kind: 'connect', message } : { kind: 'not_sent', message: 'not sent: the endpoint was unreachable' },
    }),
  );
}

test('a provider never reached: the lead says "unreachable" with the cause in full; nothing succeeded says so', () => {
  const host = 'api.openai.comm.example-of-a-long-mistyped-host-name.internal';
  const results = analyze(
    [
      ...unreachable('openai', `ENOTFOUND: getaddrinfo ENOTFOUND ${host}`, 5, 3),
      ...unreachable('local', 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1', 2),
    ],
    T,
    RUN,
  );
  assert.deepEqual(faultHeadlines(results), [
    `openai: unreachable (ENOTFOUND ${host}); 5 requests failed to connect, 3 not sent`,
    'local: unreachable (ECONNREFUSED 127.0.0.1:1); 2 requests failed to connect',
  ]);
  assert.equal(leadSentence(results), 'No request succeeded, so nothing is ranked (2 groups measured).');
  // Every view opens with the whole cause, uncut.
  const terminal = renderTerminal(results, { color: false, width: 60 });
  assert.ok(terminal.replace(/\s+/g, ' ').includes(`ENOTFOUND ${host}`), terminal.slice(0, 600));
  assert.ok(renderSummaryMarkdown(results).includes('ECONNREFUSED 127.0.0.1:1'));
});

test('reaching max_tokens is counted as such, not for review; the flag counts agree in every view', () => {
  const cut = { response_meta: { model: null, system_fingerprint: null, notes: ['finish_reason length'] } };
  const results = analyze(
    [
      ...Array.from({ length: 40 }, (_, i) => stream(900, 20, { provider: 'p', rep: i + 1, ...cut })),
      stream(50, 20, { provider: 'p', rep: 41 }),
      stream(900, 20, { provider: 'p', rep: 42, error: { kind: 'disconnect', message: 'cut' } }),
      stream(900, 20, { provider: 'p', rep: 43, ...cut, error: { kind: 'disconnect', message: 'cut' } }),
    ],
    { ...T, min_generation_s: 0.1 },
    RUN,
  );
  const tally = flagTally(results.flagged);
  assert.equal(tally.reachedMaxTokens, 40);
  assert.equal(tally.review, 3, 'one buffered, two failed');
  assert.equal(measuredCounts(results).flagged, 3);
  const doc = buildReportDoc(results);
  const text = (id: string) =>
    doc.sections
      .find((s) => s.id === id)
      ?.blocks.flatMap((b) => (b.kind === 'paragraph' ? b.spans.map((s) => s.text) : []))
      .join('') ?? '';
  assert.match(
    text('counts'),
    /43 measured requests: 1 buffered, 2 failed, 3 flagged for review, 40 reached max_tokens, 0 not sent/,
  );
  assert.match(
    text('flagged'),
    /^3 requests flagged for review \(1 buffered, 0 implausible, 2 failed; a request can have several reasons\); 40 reached max_tokens/,
  );
  const ctx = { artifactUrl: null, artifactName: null, runUrl: null, repository: null, sha: null };
  const full = renderReport(results, ctx);
  assert.match(full, /3 requests flagged for review \(1 buffered, 0 implausible, 2 failed;/);
  assert.match(renderTerminal(results, { color: false, width: 200 }), /3 flagged for review, 40 reached max_tokens/);
  // The job summary short of room counts the flags per provider: the same numbers.
  const whole = renderJobSummary(results, ctx, 1_000_000).text;
  let fitted = whole;
  for (let limit = Buffer.byteLength(whole) - 1; limit > 0; limit -= 50) {
    const f = renderJobSummary(results, ctx, limit);
    if (f.reduced === 'summarised') {
      fitted = f.text;
      break;
    }
  }
  assert.match(
    fitted,
    /3 measured request\(s\) flagged for review \(and 40 that reached max\\_tokens, not for review\)/,
  );
  assert.match(fitted, /\| p \| 1 \| 0 \| 2 \| 40 \|/);
});
