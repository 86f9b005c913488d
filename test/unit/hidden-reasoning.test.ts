import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyze, analyzeRequest, flagsForRequest, hiddenReasoning } from '../../src/analyze/index.ts';
import { compareRuns } from '../../src/analyze/compare.ts';
import { compareStages } from '../../src/analyze/load-compare.ts';
import type { Results } from '../../src/analyze/types.ts';
import { regressionSection, type HistoryReport } from '../../src/report/job-summary.ts';
import { DEFAULT_ANALYSIS, type Analysis } from '../../src/config/schema.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { mkTrace, type TraceInput } from '../fixtures/traces.ts';

// Hidden reasoning (design.md "Hidden reasoning"): tokens the provider
// counted but never streamed stay out of the streaming rate. mkTrace's
// stream: first content at 200 ms, end at 2,200 ms (a 2 s interval).

const T: Analysis = { ...DEFAULT_ANALYSIS };
const RUN = {
  tool_version: 't',
  node_version: 'v24',
  platform: 'linux',
  arch: 'x64',
  started_at: '2026-12-01T00:00:00.000Z',
  finished_at: '2026-12-01T00:01:00.000Z',
  config_sha256: '',
  config_file: null,
  shard: null,
  ci: null,
};
const ref = (answer: number, reasoning: number) => ({
  tokenizer: 'o200k_base',
  output_tokens: answer + reasoning,
  reasoning_tokens: reasoning,
});

interface Row {
  name: string;
  trace: TraceInput;
  hidden: number;
  estimate: string | null;
  streamed: number;
  basis: 'output_tokens' | 'streamed_tokens';
}

const ROWS: Row[] = [
  {
    name: 'no reasoning text streamed: all of reasoning_tokens, exact (azure-1 shape)',
    trace: {
      usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
      output: { chars: 19, reasoning_chars: 0 },
      reference_tokens: ref(4, 0),
    },
    hidden: 64,
    estimate: 'exact',
    streamed: 14,
    basis: 'streamed_tokens',
  },
  {
    name: 'exact even without reference counts (a killed run)',
    trace: {
      usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
      output: { chars: 19, reasoning_chars: 0 },
    },
    hidden: 64,
    estimate: 'exact',
    streamed: 14,
    basis: 'streamed_tokens',
  },
  {
    name: 'a summary streamed: reasoning less the summary scaled by the answer ratio',
    // answer: provider 200 vs reference 100 -> x2; summary 150 reference -> 300 provider; 1000 - 300 hidden
    trace: {
      usage: { output_tokens: 1200, reasoning_tokens: 1000, input_tokens: 5 },
      output: { chars: 400, reasoning_chars: 600 },
      reference_tokens: ref(100, 150),
    },
    hidden: 700,
    estimate: 'summary_scaled',
    streamed: 500,
    basis: 'streamed_tokens',
  },
  {
    name: 'a summary with too short an answer to scale by: unscaled',
    trace: {
      usage: { output_tokens: 1010, reasoning_tokens: 1000, input_tokens: 5 },
      output: { chars: 40, reasoning_chars: 600 },
      reference_tokens: ref(10, 150),
    },
    hidden: 850,
    estimate: 'summary_reference',
    streamed: 160,
    basis: 'streamed_tokens',
  },
  {
    name: 'a summary without reference counts: chars/4 for summary and answer',
    // answer 400 chars = 100, provider 200 -> x2; summary 600 chars = 150 -> 300
    trace: {
      usage: { output_tokens: 1200, reasoning_tokens: 1000, input_tokens: 5 },
      output: { chars: 400, reasoning_chars: 600 },
    },
    hidden: 700,
    estimate: 'summary_chars',
    streamed: 500,
    basis: 'streamed_tokens',
  },
  {
    name: 'the whole reasoning streamed (deepseek-1 shape): a tokenizer difference, nothing hidden',
    trace: {
      usage: { output_tokens: 212, reasoning_tokens: 198, input_tokens: 5 },
      output: { chars: 41, reasoning_chars: 882 },
      reference_tokens: ref(11, 185),
    },
    hidden: 0,
    estimate: null,
    streamed: 212,
    basis: 'output_tokens',
  },
  {
    name: 'a summary larger than the count: clamped to 0',
    trace: {
      usage: { output_tokens: 300, reasoning_tokens: 100, input_tokens: 5 },
      output: { chars: 800, reasoning_chars: 2000 },
      reference_tokens: ref(200, 500),
    },
    hidden: 0,
    estimate: null,
    streamed: 300,
    basis: 'output_tokens',
  },
  {
    name: 'no split, a summary streamed, the count far past the text (Claude 4 shape): beyond_reference',
    trace: {
      usage: { output_tokens: 2000, reasoning_tokens: null, input_tokens: 5 },
      output: { chars: 1600, reasoning_chars: 800 },
      reference_tokens: ref(400, 200),
    },
    hidden: 1400,
    estimate: 'beyond_reference',
    streamed: 600,
    basis: 'streamed_tokens',
  },
  {
    name: 'no split, a summary streamed, the count within max_token_disagreement: nothing hidden (anthropic-1 shape)',
    trace: {
      usage: { output_tokens: 282, reasoning_tokens: null, input_tokens: 5 },
      output: { chars: 1021, reasoning_chars: 202 },
      reference_tokens: ref(216, 35),
    },
    hidden: 0,
    estimate: null,
    streamed: 282,
    basis: 'output_tokens',
  },
  {
    name: 'no split and no reasoning text: an inflated count is not hidden reasoning (it stays a token mismatch)',
    trace: {
      usage: { output_tokens: 2000, reasoning_tokens: null, input_tokens: 5 },
      output: { chars: 1600, reasoning_chars: 0 },
      reference_tokens: ref(400, 0),
    },
    hidden: 0,
    estimate: null,
    streamed: 2000,
    basis: 'output_tokens',
  },
  {
    name: 'no split: an excess under 20 tokens is not judged',
    trace: {
      usage: { output_tokens: 30, reasoning_tokens: null, input_tokens: 5 },
      output: { chars: 40, reasoning_chars: 20 },
      reference_tokens: ref(10, 5),
    },
    hidden: 0,
    estimate: null,
    streamed: 30,
    basis: 'output_tokens',
  },
  {
    name: 'reasoning_tokens 0: nothing hidden, whatever the count',
    trace: {
      usage: { output_tokens: 11, reasoning_tokens: 0, input_tokens: 5 },
      output: { chars: 6, reasoning_chars: 0 },
      reference_tokens: ref(2, 0),
    },
    hidden: 0,
    estimate: null,
    streamed: 11,
    basis: 'output_tokens',
  },
  {
    name: 'no provider count: the count is of the received text, nothing to find',
    trace: { usage: null, output: { chars: 400, reasoning_chars: 0 }, reference_tokens: ref(100, 0) },
    hidden: 0,
    estimate: null,
    streamed: 100,
    basis: 'output_tokens',
  },
];

describe('hidden reasoning: the estimator', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const r = analyzeRequest(mkTrace(row.trace), T);
      assert.equal(r.hidden_reasoning_tokens, row.hidden);
      assert.equal(r.hidden_reasoning_estimate, row.estimate);
      assert.equal(r.streamed_tokens, row.streamed);
      assert.equal(r.rate_token_basis, row.basis);
      // The streaming rate divides the streamed tokens over the 2 s interval,
      // end-to-end every generated token over the 2.2 s request.
      assert.equal(r.post_first_content_tps, row.streamed / 2);
      assert.ok(Math.abs(r.end_to_end_tps! - r.output_tokens / 2.2) < 1e-9);
      assert.equal(
        flagsForRequest(r, T).some((f) => f.reason === 'hidden_reasoning'),
        row.hidden > 0,
      );
    });
  }

  it('never hides more than reasoning_tokens, nor less than 0, on any summary size', () => {
    for (let summary = 0; summary <= 3000; summary += 37) {
      for (const R of [1, 50, 999, 2000]) {
        const h = hiddenReasoning(
          mkTrace({
            usage: { output_tokens: R + 100, reasoning_tokens: R, input_tokens: 1 },
            output: { chars: 400, reasoning_chars: summary * 4 + 1 },
            reference_tokens: ref(100, summary),
          }),
          { output_tokens: R + 100, token_source: 'usage', usage_output_tokens: R + 100, reasoning_tokens: R },
          T,
        );
        assert.ok(h.hidden_reasoning_tokens >= 0 && h.hidden_reasoning_tokens <= R, `summary ${summary}, R ${R}`);
        assert.equal(h.streamed_tokens, R + 100 - h.hidden_reasoning_tokens);
      }
    }
  });

  it('rate_tokens: reference already counts received text: the hidden count is shown, the rates are unchanged', () => {
    const trace = mkTrace({
      usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
      output: { chars: 19, reasoning_chars: 0 },
      reference_tokens: ref(40, 0),
    });
    const r = analyzeRequest(trace, { ...T, rate_tokens: 'reference' });
    assert.equal(r.output_tokens, 40);
    assert.equal(r.hidden_reasoning_tokens, 64);
    assert.equal(r.streamed_tokens, 40);
    assert.equal(r.rate_token_basis, 'output_tokens');
    assert.equal(r.post_first_content_tps, 20);
    const flag = flagsForRequest(r, T).find((f) => f.reason === 'hidden_reasoning');
    assert.match(flag!.detail, /the rates count the received text \(tokenizer:o200k_base\), which holds none of them/);
  });

  it('a beyond_reference estimate is flagged as hidden reasoning, not also as a token mismatch', () => {
    const r = analyzeRequest(
      mkTrace({
        usage: { output_tokens: 2000, reasoning_tokens: null, input_tokens: 5 },
        output: { chars: 1600, reasoning_chars: 800 },
        reference_tokens: ref(400, 200),
      }),
      T,
    );
    const reasons = flagsForRequest(r, T).map((f) => f.reason);
    assert.ok(reasons.includes('hidden_reasoning'));
    assert.ok(!reasons.includes('token_mismatch'), reasons.join(', '));
    assert.ok(r.token_disagreement! > T.max_token_disagreement, 'the disagreement itself stays on record');
  });

  it('the flag names both counts, the estimate and that TTFT holds the reasoning time', () => {
    const r = analyzeRequest(
      mkTrace({
        usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
        output: { chars: 19, reasoning_chars: 0 },
      }),
      T,
    );
    const f = flagsForRequest(r, T).find((x) => x.reason === 'hidden_reasoning')!;
    assert.equal(
      f.detail,
      '64 of 78 output tokens are hidden reasoning (no reasoning text streamed); the streaming rate counts the 14 ' +
        'streamed, end-to-end all 78; TTFT includes the hidden reasoning time',
    );
    const est = analyzeRequest(
      mkTrace({
        usage: { output_tokens: 1200, reasoning_tokens: 1000, input_tokens: 5 },
        output: { chars: 400, reasoning_chars: 600 },
        reference_tokens: ref(100, 150),
      }),
      T,
    );
    assert.match(
      flagsForRequest(est, T).find((x) => x.reason === 'hidden_reasoning')!.detail,
      /^700 of 1200 .*\(estimated: /,
    );
  });

  it('a buffered or failed response has no streaming rate to protect, but a buffered one still shows its hidden share', () => {
    const buffered = analyzeRequest(
      mkTrace({
        usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
        output: { chars: 19, reasoning_chars: 0 },
        content_reads: 1,
      }),
      T,
    );
    assert.equal(buffered.outcome, 'buffered');
    assert.equal(buffered.post_first_content_tps, null);
    assert.equal(buffered.hidden_reasoning_tokens, 64);
    const failed = analyzeRequest(
      mkTrace({
        usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
        error: { kind: 'disconnect', message: 'other side closed' },
      }),
      T,
    );
    assert.equal(flagsForRequest(failed, T).filter((f) => f.reason === 'hidden_reasoning').length, 0);
  });
});

describe('hidden reasoning: groups and reports', () => {
  const traces = [1, 2, 3, 4, 5].map((rep) =>
    mkTrace({
      provider: 'azure-gpt5',
      prompt: 'capital',
      rep,
      usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
      output: { chars: 19, reasoning_chars: 0 },
    }),
  );
  const plain = [1, 2, 3].map((rep) => mkTrace({ provider: 'plain', prompt: 'capital', rep }));
  const results = analyze([...traces, ...plain], T, RUN);

  it('a group gives its hidden share; a group without hidden reasoning has none', () => {
    const g = results.groups.find((x) => x.provider === 'azure-gpt5')!;
    assert.deepEqual(g.hidden_reasoning, {
      requests: 5,
      of: 5,
      hidden_tokens_p50: 64,
      output_tokens_p50: 78,
      streamed_tokens_p50: 14,
      estimated: false,
      rates_exclude_hidden: true,
    });
    assert.equal(g.post_first_content_tps!.p50, 7);
    assert.equal(results.groups.find((x) => x.provider === 'plain')!.hidden_reasoning, null);
  });

  it('the summary and the terminal say what the rates count and that TTFT holds the reasoning', () => {
    const md = renderSummaryMarkdown(results);
    assert.match(md, /## Hidden reasoning/);
    assert.match(
      md,
      /- azure-gpt5 \/ capital: 64 of 78 tokens hidden reasoning, p50 of 5 of 5 requests; the streaming rate counts the 14 streamed, end-to-end all 78; TTFT includes the hidden reasoning time/,
    );
    assert.doesNotMatch(md, /plain \/ capital: .*hidden/);
    const html = renderHtmlReport(results, [...traces, ...plain]);
    assert.match(html, /<ul class="hidden-reasoning"><li>azure-gpt5 \/ capital: 64 of 78 tokens hidden reasoning/);
    const term = renderTerminal(results, { color: false });
    assert.match(term, /Hidden reasoning/);
    assert.match(term, /azure-gpt5 \/ capital: 64 of 78 tokens hidden reasoning/);
  });
});

describe('hidden reasoning: comparisons across token bases', () => {
  // Five requests a side with a little spread, so every figure can be judged.
  const hiddenTraces = (provider: string) =>
    [1, 2, 3, 4, 5].map((rep) =>
      mkTrace({
        provider,
        prompt: 'q',
        rep,
        usage: { output_tokens: 78, reasoning_tokens: 64, input_tokens: 5 },
        output: { chars: 19, reasoning_chars: 0 },
        at: { last_content: 2200 + rep * 10, end: 2200 + rep * 10 },
      }),
    );
  const plainTraces = (provider: string) =>
    [1, 2, 3, 4, 5].map((rep) =>
      mkTrace({ provider, prompt: 'q', rep, at: { last_content: 2200 + rep * 10, end: 2200 + rep * 10 } }),
    );
  /** results.json as written before hidden reasoning was counted: every token in the streaming rate. */
  const legacy = (traces: ReturnType<typeof mkTrace>[]) => {
    const r = analyze(traces, T, RUN);
    for (const q of r.requests) {
      const old = q as unknown as Record<string, unknown>;
      q.post_first_content_tps = q.outcome === 'streamed' ? q.output_tokens / (q.generation_ms! / 1000) : null;
      for (const k of [
        'streamed_tokens',
        'hidden_reasoning_tokens',
        'hidden_reasoning_estimate',
        'streamed_reasoning_tokens',
        'rate_token_basis',
      ])
        delete old[k];
    }
    return { ...r, run: { ...r.run, started_at: '2026-11-30T00:00:00.000Z' } };
  };

  it('an old run against a run that leaves hidden reasoning out: the streaming rate is not comparable, with the reason', () => {
    const current = analyze([...hiddenTraces('reasoner'), ...plainTraces('plain')], T, RUN);
    const baseline = legacy([...hiddenTraces('reasoner'), ...plainTraces('plain')]);
    const { comparisons } = compareRuns(current, [baseline]);
    const of = (provider: string, metric: string) =>
      comparisons.find((c) => c.provider === provider && c.metric === metric)!;
    const pfc = of('reasoner', 'post_first_content_tps');
    // The old figure is 78/14 = 5.6x the new one: without the basis check this reads as an 82% slowdown.
    assert.ok(pfc.delta_pct! < -80, `delta ${pfc.delta_pct}`);
    assert.equal(pfc.verdict, 'insufficient_data');
    assert.match(pfc.reason!, /different token bases: the baseline divided output_tokens .* `streamgauge reanalyze`/);
    assert.equal(pfc.ci_low_pct, null);
    // TTFT and end-to-end divide nothing that changed: still judged.
    assert.equal(of('reasoner', 'ttft_ms').verdict, 'no_change');
    assert.equal(of('reasoner', 'end_to_end_tps').verdict, 'no_change');
    assert.equal(of('reasoner', 'ttft_ms').reason, undefined);
    // A group with nothing hidden compares across the change as before.
    assert.equal(of('plain', 'post_first_content_tps').verdict, 'no_change');
    assert.equal(of('plain', 'post_first_content_tps').reason, undefined);
    // The summary shows the reason beside the verdict.
    const md = renderSummaryMarkdown({ ...current, comparisons });
    assert.match(md, /not enough data: different token bases/);
  });

  it("the Action's regression section gives the reason and does not count it as too few responses", () => {
    const current = analyze(hiddenTraces('reasoner'), T, RUN);
    const withBase = { ...current, ...compareRuns(current, [legacy(hiddenTraces('reasoner'))]) };
    const h: HistoryReport = {
      store: { kind: 'branch', branch: 'streamgauge-data' },
      baselineRuns: 1,
      trendRuns: 1,
      added: null,
      problem: null,
    };
    const md = regressionSection(withBase, h, { runUrl: null, sha: null, artifactUrl: null } as never);
    assert.match(md, /1 figure not compared: the runs' rates divided different token counts/);
    assert.doesNotMatch(md, /too few streamed responses/);
    assert.match(md, /\| not enough data: different token bases: the baseline divided output\\_tokens/);
  });

  it("a load stage's streaming rate is refused across token bases the same way", () => {
    const asStage = (r: Results): Results =>
      ({
        ...r,
        requests: r.requests.map((q) => ({ ...q, load_stage: 0 })),
        stages: [{ provider: 'reasoner', prompt: 'q', stage: 0, label: 'c=1' }],
      }) as unknown as Results;
    const current = asStage(analyze(hiddenTraces('reasoner'), T, RUN));
    const stages = compareStages(current, [asStage(legacy(hiddenTraces('reasoner')))]);
    const pfc = stages.find((c) => c.metric === 'post_first_content_tps')!;
    assert.equal(pfc.verdict, 'insufficient_data');
    assert.match(pfc.reason!, /different token bases/);
    assert.equal(stages.find((c) => c.metric === 'ttft_ms')!.verdict, 'no_change');
  });

  it('a re-analysed baseline (current basis) compares again', () => {
    const current = analyze(hiddenTraces('reasoner'), T, RUN);
    const rebuilt = {
      ...analyze(hiddenTraces('reasoner'), T, RUN),
      run: { ...RUN, started_at: '2026-11-30T00:00:00.000Z' },
    };
    const pfc = compareRuns(current, [rebuilt]).comparisons.find((c) => c.metric === 'post_first_content_tps')!;
    assert.equal(pfc.verdict, 'no_change');
    assert.equal(pfc.reason, undefined);
  });

  it('an old current run against a new baseline is refused the same way', () => {
    const current = legacy(hiddenTraces('reasoner'));
    const baseline = {
      ...analyze(hiddenTraces('reasoner'), T, RUN),
      run: { ...RUN, started_at: '2026-11-29T00:00:00.000Z' },
    };
    const pfc = compareRuns(current, [baseline]).comparisons.find((c) => c.metric === 'post_first_content_tps')!;
    assert.equal(pfc.verdict, 'insufficient_data');
    assert.match(
      pfc.reason!,
      /this run divided output_tokens.*the baseline's streaming rates leave hidden reasoning out/,
    );
  });
});
