import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { analyzeRequest, flagsForRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS, type Analysis, type ProviderConfig } from '../../src/config/schema.ts';
import { getAdapter } from '../../src/formats/index.ts';
import { WIRE, eventBoundaries, missingRecording, record, replaySse, summarize } from './replay.ts';

// Hidden reasoning on the REAL recordings (../shared/fixtures/wire, read in
// place): each is replayed one read per wire event, read i at (i + 1) * 10 ms,
// through the adapter and the trace recorder; its texts are counted with the
// reference tokenizer as a run does after its requests end. The replay clock
// packs a response into a few hundred ms, so min_generation_s is lowered to
// let the short ones count as streamed; the rates are the replay's, the
// counts the recordings' own.
//
// Expected streamed counts:
// - azure-1 (gpt-5-nano on chat completions): 78 output tokens, 64 of them
//   reasoning, no reasoning text: exactly 14 streamed.
// - openai-responses-1 (o3-mini): 1,408 of 1,680 reasoning; its 2,022-char
//   summary is 391 o200k tokens, scaled by the answer (272 provider / 271
//   reference tokens): 392 streamed reasoning, 1,016 hidden, 664 streamed. A
//   chars/4 reading of the summary (~505) would give ~770; both put well over
//   half of the count outside the interval the rate is taken over.
// - gemini-1 (thinking): 787 of 1,256 thought tokens; 1,575 chars of thought
//   summaries are 283 o200k tokens, x1.04 by the answer (469 / 451): 294
//   streamed, 493 hidden, 763 streamed.
// - Controls, nothing hidden and rates unchanged: deepseek-1 streams all of
//   its reasoning (185 o200k tokens for 198 counted, inside
//   max_token_disagreement), groq-2 likewise (37 for 38), openai-chat-1 has
//   no reasoning, anthropic-1 gives no reasoning split and its 282 tokens are
//   within 12% of the text received.

const T: Analysis = { ...DEFAULT_ANALYSIS, min_generation_s: 0.05 };

interface Case {
  api: ProviderConfig['api'];
  hidden: number;
  estimate: string | null;
  streamed: number;
  output: number;
}

const CASES: Record<string, Case> = {
  'azure-1': { api: 'azure-openai', hidden: 64, estimate: 'exact', streamed: 14, output: 78 },
  'openai-responses-1': {
    api: 'openai-responses',
    hidden: 1016,
    estimate: 'summary_scaled',
    streamed: 664,
    output: 1680,
  },
  'gemini-1': { api: 'gemini', hidden: 493, estimate: 'summary_scaled', streamed: 763, output: 1256 },
  'deepseek-1': { api: 'openai-chat', hidden: 0, estimate: null, streamed: 212, output: 212 },
  'groq-2': { api: 'openai-chat', hidden: 0, estimate: null, streamed: 58, output: 58 },
  'openai-chat-1': { api: 'openai-chat', hidden: 0, estimate: null, streamed: 9, output: 9 },
  'anthropic-1': { api: 'anthropic', hidden: 0, estimate: null, streamed: 282, output: 282 },
};

const present = existsSync(WIRE);
describe('hidden reasoning on the real recordings', () => {
  if (!present) {
    // Outside CI a laptop may lack ../shared; CI must have it.
    test('recordings present', (t) => missingRecording(t, `recorded streams not found at ${WIRE}`));
    return;
  }
  for (const [name, want] of Object.entries(CASES)) {
    test(`${name}: ${want.hidden} hidden, ${want.streamed} streamed`, () => {
      const bytes = new Uint8Array(readFileSync(path.join(WIRE, `${name}.sse`)));
      const adapter = getAdapter(want.api);
      const { trace } = record(adapter, bytes, 'text/event-stream', eventBoundaries(bytes, 'sse'));
      const s = summarize(adapter, replaySse(bytes).events);
      const answer = s.text === '' ? 0 : countTokens(s.text);
      const reasoning = s.reasoning === '' ? 0 : countTokens(s.reasoning);
      trace.reference_tokens = {
        tokenizer: 'o200k_base',
        output_tokens: answer + reasoning,
        reasoning_tokens: reasoning,
      };

      const r = analyzeRequest(trace, T);
      assert.equal(r.outcome, 'streamed');
      assert.equal(r.output_tokens, want.output);
      assert.equal(r.hidden_reasoning_tokens, want.hidden);
      assert.equal(r.hidden_reasoning_estimate, want.estimate);
      assert.equal(r.streamed_tokens, want.streamed);
      // The streaming rate divides the streamed tokens; end-to-end keeps every token.
      const seconds = r.generation_ms! / 1000;
      assert.ok(Math.abs(r.post_first_content_tps! - want.streamed / seconds) < 1e-6);
      assert.ok(Math.abs(r.end_to_end_tps! - want.output / (r.total_ms! / 1000)) < 1e-6);
      const flagged = flagsForRequest(r, T).filter((f) => f.reason === 'hidden_reasoning');
      assert.equal(flagged.length, want.hidden > 0 ? 1 : 0);
      if (want.hidden > 0) {
        assert.match(
          flagged[0]!.detail,
          new RegExp(`^${want.hidden} of ${want.output} output tokens are hidden reasoning`),
        );
        // What the rate was before: every token over the same interval.
        const inflation = want.output / want.streamed;
        assert.ok(inflation > 1.5, `${name}: the old rate was ${inflation.toFixed(2)}x the streamed one`);
      } else {
        assert.equal(r.rate_token_basis, 'output_tokens');
        assert.equal(r.token_mismatch, false);
      }
    });
  }
});
