import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyze, analyzeRequest } from '../../src/analyze/index.ts';
import type { RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { renderResultsCsv } from '../../src/report/csv.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { mkTrace } from '../fixtures/traces.ts';

// A trace's connection (at.sent, conn) as results.json, results.csv and the
// TTFT reports show it; traces written before it was recorded read as null.

const RUN: RunInfo = {
  tool_version: '0.0.0',
  node_version: 'v24',
  platform: 'linux',
  arch: 'x64',
  started_at: '2026-01-01T00:00:00.000Z',
  finished_at: '2026-01-01T00:00:01.000Z',
  config_sha256: '',
  config_file: null,
  shard: null,
  ci: null,
} as RunInfo;

const fresh = { reused: false, dns_ms: 1.5, tcp_ms: 0.25, tls_ms: 7.125 };
const reused = { reused: true, dns_ms: null, tcp_ms: null, tls_ms: null };

test('a new connection: its phases and their sum; a reused one: nulls', () => {
  const a = analyzeRequest(mkTrace({ at: { sent: 9.5 }, conn: fresh }), DEFAULT_ANALYSIS);
  assert.equal(a.sent_ms, 9.5);
  assert.equal(a.new_connection, true);
  assert.equal(a.connect_ms, 8.875);
  assert.deepEqual([a.dns_ms, a.tcp_ms, a.tls_ms], [1.5, 0.25, 7.125]);
  const b = analyzeRequest(mkTrace({ at: { sent: 0.4 }, conn: reused }), DEFAULT_ANALYSIS);
  assert.equal(b.new_connection, false);
  assert.deepEqual([b.connect_ms, b.dns_ms, b.tcp_ms, b.tls_ms], [null, null, null, null]);
  // Plain HTTP to an IP: only TCP.
  const c = analyzeRequest(
    mkTrace({ conn: { reused: false, dns_ms: null, tcp_ms: 0.3, tls_ms: null } }),
    DEFAULT_ANALYSIS,
  );
  assert.equal(c.connect_ms, 0.3);
});

test('a trace from before at.sent and conn were recorded reads as null, never 0 or false', () => {
  const old = mkTrace();
  delete (old as { conn?: unknown }).conn;
  delete (old.at as { sent?: unknown }).sent;
  const r = analyzeRequest(old, DEFAULT_ANALYSIS);
  assert.deepEqual(
    [r.sent_ms, r.new_connection, r.connect_ms, r.dns_ms, r.tcp_ms, r.tls_ms],
    [null, null, null, null, null, null],
  );
});

test('results.csv has the connection columns; terminal and summary say how many TTFT samples paid for a connect', () => {
  const traces = [
    mkTrace({ rep: 1, conn: fresh, at: { sent: 10 } }),
    mkTrace({ rep: 2, conn: reused, at: { sent: 0.5 } }),
    mkTrace({ rep: 3, conn: reused, at: { sent: 0.5 } }),
  ];
  const results = analyze(traces, DEFAULT_ANALYSIS, RUN);
  const [header, first] = renderResultsCsv(results).split('\r\n');
  const cols = header!.split(',');
  const cell = (name: string) => first!.split(',')[cols.indexOf(name)];
  assert.equal(cell('new_connection'), 'true');
  assert.equal(cell('connect_ms'), '8.875');
  assert.equal(cell('sent_ms'), '10');
  const sentence =
    /New connections: 1 of 3 TTFT samples came from a request on a connection opened for it; the connect time \(p50 8\.88 ms, DNS \+ TCP \+ TLS\) is inside its TTFT, the others reused a connection\./;
  assert.match(renderTerminal(results, { color: false }), sentence);
  assert.match(renderSummaryMarkdown(results), sentence);
  // All reused (or not measured): no sentence.
  const quiet = analyze([mkTrace({ rep: 1, conn: reused }), mkTrace({ rep: 2 })], DEFAULT_ANALYSIS, RUN);
  assert.doesNotMatch(renderTerminal(quiet, { color: false }), /New connections/);
  assert.doesNotMatch(renderSummaryMarkdown(quiet), /New connections/);
});
