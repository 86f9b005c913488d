import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import {
  WIRE,
  missingRecording,
  randomCuts,
  replaySse as replay,
  summarize as summarizeWith,
  type Replay,
  type Summary,
} from './replay.ts';

// Replays REAL recorded provider streams (../shared/fixtures/wire, outside the
// project; see its README.txt) through eventsource-parser and the openai-chat
// adapter. The recordings are read in place, never copied into the project.
// The native formats (and azure-1 through azure-openai) are replayed in
// wire-native.test.ts.

const summarize = (r: Replay): Summary => summarizeWith(openaiChat, r.events, r.comments.length);

interface Expected {
  /** from README.txt */
  events: number;
  firstText: number | null;
  firstReasoning: number | null;
  outputTokens?: number;
  comments?: number;
  /** further checks, from reading the recording and its .source.txt */
  check?: (s: Summary, raw: string) => void;
}

const noErrors = (s: Summary) => assert.deepEqual(s.errors, []);
const endsWithDone = (s: Summary) => assert.deepEqual(s.done, [s.events - 1]);

const EXPECTED: Record<string, Expected> = {
  'openai-chat-1': {
    events: 12,
    firstText: 1,
    firstReasoning: null,
    outputTokens: 9,
    check: (s) => {
      // Role-only first delta (content "") must not count as text.
      assert.deepEqual(s.meanings[0], [
        { kind: 'meta', model: 'gpt-4o-mini-2024-07-18', systemFingerprint: 'fp_d0469e1700' },
      ]);
      assert.equal(s.text, 'The capital of the UK is London.');
      assert.deepEqual(s.usage, { output_tokens: 9, input_tokens: 78, reasoning_tokens: 0, input_cached_tokens: 0 });
      // usage arrives in its own choices:[] chunk, after the finish chunk, just before [DONE]
      assert.deepEqual(s.usageEvents, [10]);
      assert.deepEqual([...s.fingerprints], ['fp_d0469e1700']);
      noErrors(s);
      endsWithDone(s);
    },
  },
  'openai-chat-2': {
    events: 7,
    firstText: 1,
    firstReasoning: null,
    outputTokens: 11,
    check: (s) => {
      assert.equal(s.text, 'Paris.');
      // gpt-5 reports 11 completion tokens for 2 visible ones, but reasoning_tokens 0.
      assert.deepEqual(s.usage, { output_tokens: 11, input_tokens: 13, reasoning_tokens: 0, input_cached_tokens: 0 });
      // The usage chunk is NOT the last chunk: a moderation chunk follows it.
      assert.deepEqual(s.usageEvents, [4]);
      assert.deepEqual(s.meanings[5], [{ kind: 'meta', model: 'gpt-5-2025-08-07' }]);
      // system_fingerprint is null throughout
      assert.equal(s.fingerprints.size, 0);
      noErrors(s);
      endsWithDone(s);
    },
  },
  'azure-1': {
    events: 9,
    firstText: 2,
    firstReasoning: null,
    outputTokens: 78,
    check: (s) => {
      // First chunk: choices:[] + prompt_filter_results, model "" -> a bare meta.
      assert.deepEqual(s.meanings[0], [{ kind: 'meta' }]);
      assert.equal(s.text, 'Capital of Denmark.');
      // reasoning happened (64 tokens) but no reasoning text was streamed
      assert.deepEqual(s.usage, { output_tokens: 78, input_tokens: 15, reasoning_tokens: 64, input_cached_tokens: 0 });
      assert.equal(s.reasoning, '');
      assert.deepEqual([...s.models], ['gpt-5-nano-2025-08-07']);
      noErrors(s);
      endsWithDone(s);
    },
  },
  'deepseek-1': {
    events: 212,
    firstText: 199,
    firstReasoning: 1,
    outputTokens: 212,
    check: (s) => {
      // First chunk: role + reasoning_content "" + content null -> meta only.
      assert.equal(s.meanings[0]?.[0]?.kind, 'meta');
      assert.deepEqual(s.usage, { output_tokens: 212, input_tokens: 6, reasoning_tokens: 198, input_cached_tokens: 0 });
      // usage rides on the finish_reason chunk (choices non-empty), the last before [DONE]
      assert.deepEqual(s.usageEvents, [210]);
      // reasoning strictly before the answer, never interleaved
      const kinds = s.meanings.flat().map((m) => m.kind);
      assert.ok(kinds.lastIndexOf('reasoning') < kinds.indexOf('content'));
      assert.ok(s.text.startsWith('Hello there'));
      assert.ok(s.text.includes('😊'), 'a multi-byte emoji survives byte-level splits');
      assert.deepEqual([...s.fingerprints], ['fp_393bca965e_prod0623_fp8_kvcache']);
      noErrors(s);
      endsWithDone(s);
    },
  },
  'openrouter-1': {
    events: 15,
    firstText: 9,
    firstReasoning: 2,
    outputTokens: 36,
    comments: 4,
    check: (s, raw) => {
      assert.ok(raw.includes(': OPENROUTER PROCESSING'));
      // reasoning comes once, from delta.reasoning; reasoning_details is not counted again
      assert.equal(s.reasoning, 'This is a simple arithmetic question. 2+2 equals 4.');
      assert.equal(s.text, '2 + 2 = 4');
      assert.deepEqual(s.usage, { output_tokens: 36, input_tokens: 43, reasoning_tokens: 13, input_cached_tokens: 0 });
      // usage sits on a chunk whose choices are NOT empty (delta content "")
      assert.deepEqual(s.usageEvents, [13]);
      noErrors(s);
      endsWithDone(s);
    },
  },
  'openrouter-2': {
    events: 5,
    firstText: null,
    firstReasoning: 0,
    outputTokens: 10,
    comments: 17,
    check: (s) => {
      // HTTP 200, finish_reason "length", then an error chunk that also carries usage.
      assert.deepEqual(s.errors, ['Token limit reached']);
      assert.deepEqual(s.errorEvents, [3]);
      assert.deepEqual(s.usageEvents, [3]);
      assert.equal(s.text, '');
      assert.ok(s.reasoning.startsWith('We need to respond'));
      // reasoning_tokens (11) exceeds completion_tokens (10): provider counts are not always consistent
      assert.deepEqual(s.usage, { output_tokens: 10, input_tokens: 43, reasoning_tokens: 11, input_cached_tokens: 0 });
      // [DONE] still follows the error
      endsWithDone(s);
    },
  },
  'groq-1': {
    events: 95,
    firstText: null,
    firstReasoning: 1,
    check: (s) => {
      // mid-stream `event: error`, last event, and the stream ends without [DONE] or usage
      assert.equal(s.errorEvents.length, 1);
      assert.deepEqual(s.errorEvents, [94]);
      assert.match(s.errors[0] ?? '', /^Tool call validation failed/);
      assert.deepEqual(s.done, []);
      assert.deepEqual(s.usageEvents, []);
      assert.equal(s.text, '');
      assert.ok(s.reasoning.length > 0);
    },
  },
  'groq-2': {
    events: 51,
    firstText: 38,
    firstReasoning: 1,
    outputTokens: 58,
    check: (s) => {
      // usage both in x_groq.usage and top-level (with queue/prompt/completion/total_time): reported once
      assert.deepEqual(s.usageEvents, [49]);
      assert.deepEqual(s.usage, { output_tokens: 58, input_tokens: 339, reasoning_tokens: 38 });
      // Groq's timings, in seconds on the wire, are server timings in ms (to the ns)
      assert.deepEqual(s.timing, {
        queue_ms: 5.626991,
        prompt_ms: 17.648485,
        completion_ms: 125.333784,
        total_ms: 142.982269,
      });
      assert.ok(s.meanings[49]?.some((m) => m.kind === 'server_timing'));
      assert.deepEqual([...s.fingerprints], ['fp_c82faf3ca0']);
      noErrors(s);
      endsWithDone(s);
    },
  },
  'mistral-1': {
    events: 159,
    firstText: 60,
    firstReasoning: 2,
    outputTokens: 232,
    check: (s) => {
      // content array [{type:"thinking", thinking:[{type:"text",...}]}] is reasoning
      assert.ok(s.reasoning.startsWith('Okay, the user is asking how to cross the'));
      assert.ok(s.text.startsWith('To cross the street safely'));
      // event 59 is a thinking part with an empty list: no text
      assert.equal(s.meanings[59]?.[0]?.kind, 'meta');
      // no completion_tokens_details, so reasoning_tokens stays unknown
      assert.deepEqual(s.usage, { output_tokens: 232, input_tokens: 10 });
      assert.deepEqual(s.usageEvents, [157]);
      assert.deepEqual([...s.models], ['magistral-medium-latest']);
      assert.equal(s.fingerprints.size, 0);
      noErrors(s);
      endsWithDone(s);
    },
  },
};

if (!existsSync(WIRE)) {
  test('wire conformance (recorded provider streams)', (t) => {
    missingRecording(t, `recorded streams not found at ${WIRE}; skipping the wire conformance suite`);
  });
} else {
  describe('wire conformance: openai-chat recordings', () => {
    for (const [name, want] of Object.entries(EXPECTED)) {
      describe(name, () => {
        const file = path.join(WIRE, `${name}.sse`);
        const present = existsSync(file);
        const bytes = present ? new Uint8Array(readFileSync(file)) : new Uint8Array();
        const raw = Buffer.from(bytes).toString('utf8');
        const whole = replay(bytes);
        const s = summarize(whole);

        test('is present', (t) => {
          if (!present) missingRecording(t, `${file} is missing`);
        });
        if (!present) return;

        test('README values: events, first text/reasoning event, output tokens, comments', () => {
          assert.equal(s.events, want.events, 'SSE events (comments excluded, [DONE] included)');
          assert.equal(s.firstText, want.firstText, 'first event with non-empty text');
          assert.equal(s.firstReasoning, want.firstReasoning, 'first event with non-empty reasoning');
          if (want.outputTokens !== undefined) assert.equal(s.usage.output_tokens, want.outputTokens);
          assert.equal(s.comments, want.comments ?? 0);
          assert.equal(whole.errors, 0, 'no SSE framing errors');
        });

        test('every wire event has at least one meaning and none is invalid', () => {
          s.meanings.forEach((m, i) => assert.ok(m.length >= 1, `event ${i}`));
          assert.equal(s.invalid, 0);
          // no empty text ever surfaces as content/reasoning
          for (const m of s.meanings.flat()) {
            if (m.kind === 'content' || m.kind === 'reasoning') assert.ok(m.text.length > 0);
          }
        });

        test('notable features of this recording', () => want.check?.(s, raw));

        test('chunking does not matter: seeded random byte splits give identical events', () => {
          for (const seed of [1, 2, 3, 42, 1234]) {
            for (const count of [1, 7, 60, Math.floor(bytes.length / 3)]) {
              const cuts = randomCuts(bytes.length, seed * 7919 + count, count);
              const split = replay(bytes, cuts);
              assert.deepEqual(split.events, whole.events, `seed ${seed}, ${count} cuts`);
              assert.deepEqual(split.comments, whole.comments, `seed ${seed}, ${count} cuts`);
            }
          }
          // one byte at a time, the worst case
          const bytewise = replay(
            bytes,
            Array.from({ length: bytes.length - 1 }, (_, i) => i + 1),
          );
          assert.deepEqual(bytewise.events, whole.events);
        });

        test('CRLF line endings give the same events', () => {
          const crlf = new TextEncoder().encode(raw.replace(/\r?\n/g, '\r\n'));
          const r = replay(crlf, randomCuts(crlf.length, 99, 40));
          assert.deepEqual(r.events, whole.events);
          assert.equal(r.comments.length, whole.comments.length);
        });
      });
    }
  });
}
