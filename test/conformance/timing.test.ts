import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { analyze, analyzeRequest } from '../../src/analyze/index.ts';
import type { RequestResult, RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS, type ProviderConfig } from '../../src/config/schema.ts';
import { getAdapter } from '../../src/formats/index.ts';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { WIRE, eventBoundaries, missingRecording, record, replaySse, ndjsonLines, summarize } from './replay.ts';

// Stream timing detail on the REAL recorded provider streams
// (../shared/fixtures/wire, read in place; see its README.txt). Each
// recording is replayed through the real TraceRecorder one read per wire
// event, read i stamped at (i + 1) * 10 ms (replay.ts), so the reads, their
// chars and the provider's counts are the recording's and only the clock is
// synthetic. The recordings carry no timing of their own, so the generation
// interval guard is off (min_generation_s 0: 10 ms a read makes every short
// answer "too fast"); the reads guard stays at its default of 3.
//
// Expected values, derived by hand from the recordings:
//   tokens_per_content_read = usage output tokens / content reads (the
//     README's counts; a content read is a wire event with non-empty text or
//     reasoning);
//   first_read_tokens = the first content read's share: 1 wherever the reads
//     carry about one token each (every read gets at least one), the chars
//     share otherwise, and Gemini's own running count (usageMetadata on every
//     chunk) where it gives one;
//   tpot_ms = (last - first content read) * 10 ms / (tokens - first_read_tokens).
//
// The stream timing divides streamed tokens: output tokens less hidden
// reasoning. Each replay's texts are counted with the reference tokenizer,
// as a run does after its requests end, so the hidden counts are those of
// hidden-reasoning.test.ts: azure-1 streams 14 of its 78 tokens (14 / 4 = 3.5
// a read, fine: its 19.5 "a read" was the hidden reasoning), openai-responses-1
// 664 of 1,680 (about one a read), gemini-1 763 of 1,256 (33 a read, still
// coarse: its own running count shows 23-27 tokens in each answer chunk).

const T = { ...DEFAULT_ANALYSIS, min_generation_s: 0 };

interface Expected {
  file: string;
  api: ProviderConfig['api'];
  outcome: RequestResult['outcome'];
  reads: number;
  tokens: number;
  /** Tokens that crossed the wire, when hidden reasoning leaves fewer than `tokens`. */
  streamed?: number;
  /** null when not streamed. */
  timing: {
    tokensPerRead: number;
    chunking: 'fine' | 'coarse';
    firstReadTokens: number;
    basis: 'chars' | 'server_count';
    /** first and last content read, as indexes of the 10 ms reads */
    span: [number, number];
    maxGapMs: number;
  } | null;
}

const EXPECTED: Record<string, Expected> = {
  // 9 tokens over 8 one-word reads ("The", " capital", ... "."): 1.125 a read, the first read 1 token.
  'openai-chat-1': {
    file: 'openai-chat-1.sse',
    api: 'openai-chat',
    outcome: 'streamed',
    reads: 8,
    tokens: 9,
    timing: { tokensPerRead: 1.125, chunking: 'fine', firstReadTokens: 1, basis: 'chars', span: [1, 8], maxGapMs: 10 },
  },
  // 2 content reads: buffered by the reads rule, so no stream timing at all.
  'openai-chat-2': {
    file: 'openai-chat-2.sse',
    api: 'openai-chat',
    outcome: 'buffered',
    reads: 2,
    tokens: 11,
    timing: null,
  },
  // 1,680 tokens (1,408 of them hidden reasoning) over 654 reads of summary and answer text.
  'openai-responses-1': {
    file: 'openai-responses-1.sse',
    api: 'openai-responses',
    outcome: 'streamed',
    reads: 654,
    tokens: 1680,
    streamed: 664,
    timing: {
      tokensPerRead: 664 / 654,
      chunking: 'fine',
      firstReadTokens: 2,
      basis: 'chars',
      span: [4, 671],
      maxGapMs: 60,
    },
  },
  'openai-responses-2': {
    file: 'openai-responses-2.sse',
    api: 'openai-responses',
    outcome: 'buffered',
    reads: 2,
    tokens: 59,
    timing: null,
  },
  // Claude's thinking and text deltas carry a few tokens each: 282 / 108 = 2.6 a read, the finest "multi-token" stream.
  'anthropic-1': {
    file: 'anthropic-1.sse',
    api: 'anthropic',
    outcome: 'streamed',
    reads: 108,
    tokens: 282,
    timing: {
      tokensPerRead: 282 / 108,
      chunking: 'fine',
      firstReadTokens: 1,
      basis: 'chars',
      span: [3, 114],
      maxGapMs: 50,
    },
  },
  // Gemini reports usageMetadata on every chunk: the first chunk's thoughtsTokenCount is 68, so the first
  // read carried 68 tokens by the server's own count; its answer chunks then carry 23-27 candidate tokens each.
  // 469 candidates + 787 thoughts = 1,256 over 23 reads: 54.6 a read, coarse.
  'gemini-1': {
    file: 'gemini-1.sse',
    api: 'gemini',
    outcome: 'streamed',
    reads: 23,
    tokens: 1256,
    streamed: 763,
    timing: {
      tokensPerRead: 763 / 23,
      chunking: 'coarse',
      // Gemini's running count after its first chunk is 68 of 1,256 (thoughts
      // included), scaled to the 763 streamed: 41.
      firstReadTokens: 41,
      basis: 'server_count',
      span: [0, 22],
      maxGapMs: 10,
    },
  },
  // 3 chunks, 8 tokens: the running count (candidatesTokenCount) is on the last chunk only, so chars decide.
  'gemini-2': {
    file: 'gemini-2.sse',
    api: 'gemini',
    outcome: 'streamed',
    reads: 3,
    tokens: 8,
    timing: { tokensPerRead: 8 / 3, chunking: 'fine', firstReadTokens: 1, basis: 'chars', span: [0, 2], maxGapMs: 10 },
  },
  'gemini-vertex-1': {
    file: 'gemini-vertex-1.sse',
    api: 'gemini',
    outcome: 'buffered',
    reads: 1,
    tokens: 101,
    timing: null,
  },
  // DeepSeek sends one token a chunk: 212 over 209 reads.
  'deepseek-1': {
    file: 'deepseek-1.sse',
    api: 'openai-chat',
    outcome: 'streamed',
    reads: 209,
    tokens: 212,
    timing: {
      tokensPerRead: 212 / 209,
      chunking: 'fine',
      firstReadTokens: 1,
      basis: 'chars',
      span: [1, 209],
      maxGapMs: 10,
    },
  },
  // 36 tokens over 5 reads (3 reasoning, 2 answer), sentence-size reasoning deltas: 7.2 a read, just under 8.
  // First read "This": 4 of the 60 chars, 36 * 4 / 60 = 2.4, so 2. SSE comments are reads too (the first content is read 4).
  'openrouter-1': {
    file: 'openrouter-1.sse',
    api: 'openai-chat',
    outcome: 'streamed',
    reads: 5,
    tokens: 36,
    timing: { tokensPerRead: 7.2, chunking: 'fine', firstReadTokens: 2, basis: 'chars', span: [4, 14], maxGapMs: 50 },
  },
  'groq-2': {
    file: 'groq-2.sse',
    api: 'openai-chat',
    outcome: 'streamed',
    reads: 48,
    tokens: 58,
    timing: {
      tokensPerRead: 58 / 48,
      chunking: 'fine',
      firstReadTokens: 1,
      basis: 'chars',
      span: [1, 48],
      maxGapMs: 10,
    },
  },
  'mistral-1': {
    file: 'mistral-1.sse',
    api: 'openai-chat',
    outcome: 'streamed',
    reads: 154,
    tokens: 232,
    timing: {
      tokensPerRead: 232 / 154,
      chunking: 'fine',
      firstReadTokens: 1,
      basis: 'chars',
      span: [2, 156],
      maxGapMs: 20,
    },
  },
  // "Capital", " of", " Denmark", "." in 4 reads against 78 tokens, 64 of them hidden reasoning: 19.5 a read today.
  // First read: 78 * 7 / 19 chars = 28.7, so 29.
  'azure-1': {
    file: 'azure-1.sse',
    api: 'azure-openai',
    outcome: 'streamed',
    reads: 4,
    tokens: 78,
    streamed: 14,
    timing: {
      tokensPerRead: 3.5,
      chunking: 'fine',
      firstReadTokens: 5,
      basis: 'chars',
      span: [2, 5],
      maxGapMs: 10,
    },
  },
  'cohere-1': {
    file: 'cohere-1.sse',
    api: 'cohere',
    outcome: 'streamed',
    reads: 45,
    tokens: 54,
    timing: { tokensPerRead: 1.2, chunking: 'fine', firstReadTokens: 1, basis: 'chars', span: [2, 48], maxGapMs: 30 },
  },
  // The docs example: one token a line, counted chars/4 (the example has no eval_count on its lines before done).
  // The docs example has no eval_count: the reference tokenizer counts "That's a fantastic question!" as 5.
  'ollama-1': {
    file: 'ollama-1.ndjson',
    api: 'ollama',
    outcome: 'streamed',
    reads: 7,
    tokens: 5,
    timing: { tokensPerRead: 5 / 7, chunking: 'fine', firstReadTokens: 1, basis: 'chars', span: [0, 6], maxGapMs: 10 },
  },
};

const CONTENT_TYPE = { sse: 'text/event-stream; charset=utf-8', ndjson: 'application/x-ndjson' } as const;

function replay(file: string, api: ProviderConfig['api'], transform?: (raw: string) => string) {
  const adapter = getAdapter(api);
  let bytes = new Uint8Array(readFileSync(path.join(WIRE, file)));
  if (transform) bytes = new Uint8Array(Buffer.from(transform(Buffer.from(bytes).toString('utf8')), 'utf8'));
  const framing = adapter.framing as 'sse' | 'ndjson';
  const trace = record(adapter, bytes, CONTENT_TYPE[framing], eventBoundaries(bytes, framing)).trace;
  const events = framing === 'sse' ? replaySse(bytes).events : ndjsonLines(Buffer.from(bytes).toString('utf8'));
  const s = summarize(adapter, events);
  const count = (text: string) => (text === '' ? 0 : countTokens(text));
  trace.reference_tokens = {
    tokenizer: 'o200k_base',
    output_tokens: count(s.text) + count(s.reasoning),
    reasoning_tokens: count(s.reasoning),
  };
  return trace;
}

const RUN: RunInfo = {
  tool_version: 't',
  node_version: 'v24',
  platform: 'linux',
  arch: 'x64',
  started_at: '',
  finished_at: '',
  config_sha256: '',
  config_file: null,
  shard: null,
  ci: null,
};

const close = (a: number | null, b: number, what: string) =>
  assert.ok(a !== null && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)), `${what}: ${a} != ${b}`);

if (!existsSync(WIRE)) {
  test('stream timing on the recorded streams', (t) => missingRecording(t, `recorded streams not found at ${WIRE}`));
} else {
  describe('stream timing on the real recordings', () => {
    for (const [name, want] of Object.entries(EXPECTED)) {
      test(`${name}: ${want.timing ? `${want.timing.chunking}, first read ${want.timing.firstReadTokens} tokens` : want.outcome}`, (t) => {
        if (!existsSync(path.join(WIRE, want.file))) return missingRecording(t, `${want.file} missing`);
        const trace = replay(want.file, want.api);
        const r = analyzeRequest(trace, T);
        assert.equal(r.outcome, want.outcome);
        assert.equal(r.content_reads, want.reads);
        assert.equal(r.output_tokens, want.tokens);
        assert.equal(r.truncated, false);
        assert.equal(r.content_filtered, false);
        const w = want.timing;
        if (w === null) {
          for (const k of [
            'first_read_tokens',
            'tpot_ms',
            'decode_tps',
            'tokens_per_content_read',
            'chunking',
          ] as const)
            assert.equal(r[k], null, k);
          return;
        }
        close(r.tokens_per_content_read, w.tokensPerRead, 'tokens_per_content_read');
        assert.equal(r.chunking, w.chunking);
        assert.equal(r.first_read_tokens, w.firstReadTokens);
        assert.equal(r.first_read_tokens_basis, w.basis);
        assert.equal(trace.at.first_content, (w.span[0] + 1) * 10);
        assert.equal(trace.at.last_content, (w.span[1] + 1) * 10);
        const tpot = ((w.span[1] - w.span[0]) * 10) / ((want.streamed ?? want.tokens) - w.firstReadTokens);
        close(r.tpot_ms, tpot, 'tpot_ms');
        close(r.decode_tps, 1000 / tpot, 'decode_tps');
        assert.equal(r.max_gap_ms, w.maxGapMs);
        const flagged = analyze([trace], T, RUN).flagged.filter((f) => f.reason === 'coarse');
        assert.equal(flagged.length, w.chunking === 'coarse' ? 1 : 0);
      });
    }

    test('openrouter-2: finish_reason length is noted, but the in-stream error that follows makes it a failure', () => {
      const trace = replay('openrouter-2.sse', 'openai-chat');
      assert.ok(trace.response_meta.notes?.includes('finish_reason length'));
      const r = analyzeRequest(trace, T);
      assert.equal(r.outcome, 'error');
      assert.equal(r.truncated, false);
    });

    test('openai-chat-1 ending at finish_reason length: a truncated success, flagged', () => {
      const trace = replay('openai-chat-1.sse', 'openai-chat', (raw) =>
        raw.replace('"finish_reason":"stop"', '"finish_reason":"length"'),
      );
      const res = analyze([trace], T, RUN);
      assert.equal(res.requests[0]!.outcome, 'streamed');
      assert.equal(res.requests[0]!.truncated, true);
      assert.deepEqual(
        res.flagged.map((f) => f.reason),
        ['truncated'],
      );
    });

    test('openai-responses-2 ending in response.incomplete (max_output_tokens): a truncated success, not an error', () => {
      const trace = replay('openai-responses-2.sse', 'openai-responses', (raw) =>
        raw
          .replace('"type":"response.completed"', '"type":"response.incomplete"')
          .replaceAll('"incomplete_details":null', '"incomplete_details":{"reason":"max_output_tokens"}'),
      );
      assert.equal(trace.error, null);
      const r = analyzeRequest(trace, T);
      assert.equal(r.outcome, 'buffered'); // 2 content reads, as recorded
      assert.equal(r.truncated, true);
      assert.equal(r.output_tokens, 59);
    });

    test('openai-chat-1 ending at content_filter: flagged as a content filter, not as truncated', () => {
      const trace = replay('openai-chat-1.sse', 'openai-chat', (raw) =>
        raw.replace('"finish_reason":"stop"', '"finish_reason":"content_filter"'),
      );
      const res = analyze([trace], T, RUN);
      assert.equal(res.requests[0]!.content_filtered, true);
      assert.equal(res.requests[0]!.truncated, false);
      assert.deepEqual(
        res.flagged.map((f) => f.reason),
        ['content_filter'],
      );
    });
  });
}
