import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze, analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS, type Analysis } from '../../src/config/schema.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import type { Trace } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';
import { RUN } from './synthetic-runs.ts';

// Token provenance (design principle 7) and the server-reported rate: which
// count a rate divides, where it came from, and when two counts disagree.

/** The shared clean stream, with a reference count: 100 tokens by usage, 95 by o200k, over 2,000 ms. */
function trace(over: Partial<Trace> = {}): Trace {
  return mkTrace({
    at: { first_content: 100, first_answer: 100, last_content: 2100, end: 2100 },
    reference_tokens: { tokenizer: 'o200k_base', output_tokens: 95, reasoning_tokens: 0 },
    ...over,
  });
}

const T: Analysis = { ...DEFAULT_ANALYSIS };

describe('token sources', () => {
  it('uses the provider usage first and keeps the reference count beside it', () => {
    const r = analyzeRequest(trace(), T);
    assert.equal(r.token_source, 'usage');
    assert.equal(r.output_tokens, 100);
    assert.equal(r.usage_output_tokens, 100);
    assert.equal(r.reference_output_tokens, 95);
    assert.equal(r.reference_tokenizer, 'o200k_base');
    assert.ok(Math.abs(r.token_disagreement! - 5 / 95) < 1e-9);
    assert.equal(r.token_mismatch, false);
  });

  it('falls back to the reference tokenizer, then to a chars/4 estimate', () => {
    const ref = analyzeRequest(trace({ usage: null }), T);
    assert.equal(ref.token_source, 'tokenizer:o200k_base');
    assert.equal(ref.output_tokens, 95);
    assert.equal(ref.token_disagreement, null);
    const est = analyzeRequest(trace({ usage: null, reference_tokens: null }), T);
    assert.equal(est.token_source, 'estimate');
    assert.equal(est.output_tokens, 100);
    // A trace written before reference counts existed has no such field at all.
    const old = trace({ usage: null });
    delete old.reference_tokens;
    assert.equal(analyzeRequest(old, T).token_source, 'estimate');
  });

  it('labels a server counter as server (Ollama eval_count)', () => {
    assert.equal(analyzeRequest(trace({ api: 'ollama' }), T).token_source, 'server');
  });

  it('rate_tokens: reference divides every rate by the reference count', () => {
    const r = analyzeRequest(trace(), { ...T, rate_tokens: 'reference' });
    assert.equal(r.token_source, 'tokenizer:o200k_base');
    assert.equal(r.output_tokens, 95);
    assert.equal(r.usage_output_tokens, 100);
    assert.ok(Math.abs(r.post_first_content_tps! - 95 / 2) < 1e-9);
  });

  it('flags a provider count far from the reference count, with both figures', () => {
    const t = trace({ usage: { output_tokens: 300, reasoning_tokens: null, input_tokens: 5 } });
    const results = analyze([t], T, RUN);
    const r = results.requests[0]!;
    assert.equal(r.token_mismatch, true);
    const flag = results.flagged.find((f) => f.reason === 'token_mismatch');
    assert.ok(flag, 'flagged');
    assert.match(flag.detail, /300/);
    assert.match(flag.detail, /95/);
    assert.match(flag.detail, /more than o200k_base/);
    assert.equal(results.groups[0]!.token_mismatches, 1);
    // A looser threshold lets the same trace pass: the label is a function of the thresholds.
    assert.equal(analyzeRequest(t, { ...T, max_token_disagreement: 3 }).token_mismatch, false);
  });

  it('compares only the answer when the provider reports reasoning tokens (hidden or summarised reasoning)', () => {
    const t = trace({
      usage: { output_tokens: 1100, reasoning_tokens: 1000, input_tokens: 5 },
      reference_tokens: { tokenizer: 'o200k_base', output_tokens: 140, reasoning_tokens: 40 },
      output: { chars: 400, reasoning_chars: 160 },
    });
    const r = analyzeRequest(t, T);
    assert.equal(r.token_disagreement, 0);
    assert.equal(r.token_mismatch, false);
  });

  it('does not judge tiny answers', () => {
    const t = trace({
      usage: { output_tokens: 9, reasoning_tokens: null, input_tokens: 5 },
      reference_tokens: { tokenizer: 'o200k_base', output_tokens: 4, reasoning_tokens: 0 },
    });
    assert.equal(analyzeRequest(t, T).token_disagreement, null);
  });
});

describe('server-reported rate', () => {
  it('is computed from generation_ms (and the server token count when given), never merged', () => {
    const t = trace({ server_timing: { generation_ms: 500, generation_tokens: 100 } });
    const r = analyzeRequest(t, T);
    assert.equal(r.server_generation_ms, 500);
    assert.equal(r.server_tps, 200);
    assert.equal(r.post_first_content_tps, 50, 'the client figure is untouched');
    const results = analyze([t], T, RUN);
    assert.equal(results.groups[0]!.server_tps!.p50, 200);
    const md = renderSummaryMarkdown(results);
    assert.match(md, /## Server-reported generation rate/);
    assert.match(md, /\| 4\.00× \|/, 'server / client ratio shown');
    assert.match(renderTerminal(results, { color: false }), /Server-reported generation rate/);
  });

  it('is absent, and its table too, when no server reports timings', () => {
    const results = analyze([trace()], T, RUN);
    assert.equal(results.requests[0]!.server_tps, null);
    assert.doesNotMatch(renderSummaryMarkdown(results), /Server-reported/);
  });

  it('the summary says which counts the rates used', () => {
    const results = analyze([trace(), trace({ id: 'p/q/2', rep: 2, usage: null, reference_tokens: null })], T, RUN);
    const md = renderSummaryMarkdown(results);
    assert.match(md, /Token counts from the provider's usage \(1\), a chars\/4 estimate \(1\); rate\\_tokens: native/);
  });
});
