import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyze, analyzeRequest } from '../../src/analyze/index.ts';
import { cleanServed, MAX_SERVED_CHARS, MAX_SERVED_MODELS, servedModels, servedOf } from '../../src/analyze/served.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { dashboardData } from '../../src/dashboard/data.ts';
import type { Results, RunInfo } from '../../src/analyze/types.ts';
import { mkTrace } from '../fixtures/traces.ts';
import { toHistoryEntry } from '../../src/history/columns.ts';
import { parseResults } from '../../src/history/history.ts';

// What answered a request (src/analyze/served.ts): the body's model and
// fingerprint, the documented region and processing-time headers, hostile
// values bounded, and a group's served models counted.

const headers = (h: Record<string, string>) => ({
  status: 200,
  content_type: 'text/event-stream',
  content_encoding: null,
  request_id: null,
  headers: h,
});

describe('served', () => {
  test('OpenAI: body model and fingerprint, openai-processing-ms', () => {
    const t = mkTrace({
      response_meta: { model: 'gpt-4o-2024-08-06', system_fingerprint: 'fp_44709d6fcb' },
      http: headers({ 'openai-processing-ms': '312' }),
    });
    assert.deepEqual(servedOf(t), {
      model: 'gpt-4o-2024-08-06',
      fingerprint: 'fp_44709d6fcb',
      region: null,
      processing_ms: 312,
    });
    assert.deepEqual(analyzeRequest(t, DEFAULT_ANALYSIS).served, servedOf(t));
  });

  test('Azure region header; Groq region and queue + prompt time; llama.cpp prompt_ms; Envoy', () => {
    assert.equal(servedOf(mkTrace({ http: headers({ 'x-ms-region': 'Sweden Central' }) })).region, 'Sweden Central');
    const groq = mkTrace({
      http: headers({ 'x-groq-region': 'us-east-1' }),
      server_timing: { queue_ms: 12.5, prompt_ms: 30.25, completion_ms: 400 },
    });
    assert.deepEqual([servedOf(groq).region, servedOf(groq).processing_ms], ['us-east-1', 42.75]);
    assert.equal(servedOf(mkTrace({ server_timing: { prompt_ms: 43.876, predicted_ms: 751 } })).processing_ms, 43.876);
    assert.equal(servedOf(mkTrace({ http: headers({ 'x-envoy-upstream-service-time': '88' }) })).processing_ms, 88);
    // The provider said nothing: every field null.
    assert.deepEqual(servedOf(mkTrace()), { model: null, fingerprint: null, region: null, processing_ms: null });
  });

  test('hostile values: control characters dropped, lengths bounded, odd numbers refused', () => {
    const long = 'x'.repeat(10_000);
    const s = servedOf(
      mkTrace({
        response_meta: { model: `evil\u001b[31m\u202emodel\n`, system_fingerprint: long },
        http: headers({ 'openai-processing-ms': '1e9', 'x-ms-region': '\u0000\u0007' }),
      }),
    );
    assert.equal(s.model, 'evil [31m model');
    assert.equal(s.fingerprint?.length, MAX_SERVED_CHARS);
    assert.ok(s.fingerprint?.endsWith('…'));
    assert.equal(s.region, null);
    assert.equal(s.processing_ms, null);
    for (const bad of ['-5', 'NaN', 'Infinity', '12ms', '99999999999', ''])
      assert.equal(servedOf(mkTrace({ http: headers({ 'openai-processing-ms': bad }) })).processing_ms, null, bad);
    assert.equal(servedOf(mkTrace({ server_timing: { prompt_ms: -1 } })).processing_ms, null);
    assert.equal(cleanServed(42), null);
  });

  test('a group counts each model x fingerprint, most first; many become one (other) entry', () => {
    const traces = [1, 2, 3, 4].map((rep) =>
      mkTrace({ rep, response_meta: { model: 'm', system_fingerprint: rep === 4 ? 'fp_b' : 'fp_a' } }),
    );
    const run = { started_at: '2026-01-01T00:00:00.000Z' } as RunInfo;
    const r = analyze(traces, DEFAULT_ANALYSIS, run);
    assert.deepEqual(r.groups[0]?.served_models, [
      { model: 'm', fingerprint: 'fp_a', n: 3 },
      { model: 'm', fingerprint: 'fp_b', n: 1 },
    ]);
    const many = Array.from({ length: 40 }, (_, i) => ({
      served: { model: 'm', fingerprint: `fp_${String(i).padStart(2, '0')}`, region: null, processing_ms: null },
    }));
    const listed = servedModels(many);
    assert.equal(listed.length, MAX_SERVED_MODELS);
    assert.deepEqual(listed.at(-1), { model: '(other)', fingerprint: null, n: 40 - (MAX_SERVED_MODELS - 1) });
    assert.equal(
      listed.reduce((a, m) => a + m.n, 0),
      40,
    );
    // Requests that named nothing are not counted.
    assert.deepEqual(servedModels([{ served: servedOf(mkTrace()) }, {}]), []);
  });

  test("a history entry keeps each request's served fields and the groups' served models", () => {
    const traces = [1, 2, 3].map((rep) =>
      mkTrace({
        rep,
        response_meta: { model: 'm', system_fingerprint: 'fp_a' },
        http: headers({ 'openai-processing-ms': String(100 + rep) }),
      }),
    );
    const r = analyze(traces, DEFAULT_ANALYSIS, { started_at: '2026-01-01T00:00:00.000Z' } as RunInfo);
    const back = parseResults(JSON.stringify(toHistoryEntry(r)), 'entry');
    assert.deepEqual(
      back.requests.map((q) => q.served?.processing_ms),
      [101, 102, 103],
    );
    assert.deepEqual(back.groups[0]?.served_models, [{ model: 'm', fingerprint: 'fp_a', n: 3 }]);
  });

  test('the dashboard marks the night the served fingerprint changed, naming both', () => {
    const night = (fp: string | null, day: number): Results => {
      const traces = [1, 2, 3].map((rep) => mkTrace({ rep, response_meta: { model: 'm', system_fingerprint: fp } }));
      return analyze(traces, DEFAULT_ANALYSIS, { started_at: `2026-01-0${day}T00:00:00.000Z` } as RunInfo);
    };
    // A repeated set changes nothing; only the third night is marked.
    const runs = [night('fp_a', 1), night('fp_a', 2), night('fp_b', 3), night('fp_b', 4)];
    const d = dashboardData({ name: 'n', entries: runs.map((results, i) => ({ name: `e${i}`, results })) });
    assert.deepEqual(d.groups[0]?.served_changes, [[2, ['m fp_a'], ['m fp_b']]]);
    const same = dashboardData({
      name: 'n',
      entries: runs.slice(0, 2).map((results, i) => ({ name: `e${i}`, results })),
    });
    assert.equal(same.groups[0]?.served_changes, undefined);
  });
});
