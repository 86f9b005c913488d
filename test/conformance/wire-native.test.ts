import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { getAdapter } from '../../src/formats/index.ts';
import type { Adapter, WireEvent } from '../../src/formats/types.ts';
import {
  WIRE,
  missingRecording,
  eventBoundaries,
  ndjsonLines,
  randomCuts,
  record,
  replaySse,
  summarize,
  type Summary,
} from './replay.ts';

// Replays the REAL recorded streams of the native wire formats
// (../shared/fixtures/wire, outside the project; see its README.txt and each
// recording's .source.txt) through the framing, the adapter and the trace
// recorder, and checks every value README.txt lists plus what is notable in
// each recording. azure-1 goes through azure-openai here (wire.test.ts also
// replays it through openai-chat). The recordings are read in place, never
// copied into the project.

interface Expected {
  api: string;
  file: string;
  /** from README.txt */
  events: number;
  firstText: number | null;
  firstReasoning: number | null;
  /** README's out_tokens (or, for Gemini, candidatesTokenCount: see `check`) */
  outputTokens?: number;
  /** the provider config the request was made with, to compare our URL with the recorded request's */
  request?: { base_url: string; model: string; auth: Record<string, string> };
  /** further checks, from reading the recording and its .source.txt */
  check: (s: Summary, raw: string) => void;
  /**
   * This format's in-stream error, as the provider documents it, spliced into
   * the recording halfway (after a complete event): the trace must end in
   * that stream error and keep what came before it.
   */
  spliceError?: { frame: string; message: string };
}

const noErrors = (s: Summary) => assert.deepEqual(s.errors, []);
const noNotes = (s: Summary) => assert.deepEqual(s.notes, []);
const kinds = (s: Summary) => s.meanings.flat().map((m) => m.kind);
/** Reasoning strictly before the answer, never interleaved. */
const reasoningFirst = (s: Summary) => {
  const k = kinds(s);
  assert.ok(k.lastIndexOf('reasoning') < k.indexOf('content'), 'reasoning before the answer');
};
const dataOf = (raw: string, n: number): Record<string, unknown> =>
  JSON.parse(replaySse(new TextEncoder().encode(raw)).events[n]!.data) as Record<string, unknown>;
/** The `usageMetadata` of every Gemini chunk, as recorded. */
const geminiUsage = (raw: string) =>
  replaySse(new TextEncoder().encode(raw)).events.map(
    (e) => (JSON.parse(e.data) as { usageMetadata: Record<string, number | undefined> }).usageMetadata,
  );

const EXPECTED: Record<string, Expected> = {
  'openai-responses-1': {
    api: 'openai-responses',
    file: 'openai-responses-1.sse',
    events: 676,
    firstText: 401,
    firstReasoning: 4,
    outputTokens: 1680,
    request: { base_url: 'https://api.openai.com/v1', model: 'o3-mini', auth: { authorization: 'Bearer k' } },
    spliceError: {
      frame:
        'event: response.failed\ndata: {"type":"response.failed","sequence_number":338,"response":{"status":"failed","model":"o3-mini-2025-01-31","error":{"code":"server_error","message":"The model produced invalid content."},"usage":null}}\n\n',
      message: 'The model produced invalid content.',
    },
    check: (s, raw) => {
      assert.deepEqual(s.usage, {
        output_tokens: 1680,
        input_tokens: 13,
        reasoning_tokens: 1408,
        input_cached_tokens: 0,
      });
      // usage only in response.completed, the last event; it is also the end (no [DONE])
      assert.deepEqual(s.usageEvents, [675]);
      assert.deepEqual(s.done, [675]);
      assert.ok(!raw.includes('[DONE]'));
      // the deltas add up to exactly what response.completed repeats: nothing lost, nothing twice
      const completed = dataOf(raw, 675) as {
        response: { output: Array<{ summary?: Array<{ text: string }>; content?: Array<{ text: string }> }> };
      };
      const [reasoningItem, messageItem] = completed.response.output;
      assert.equal(reasoningItem?.summary?.length, 4, 'four summary parts');
      assert.equal(s.reasoning, reasoningItem?.summary?.map((p) => p.text).join(''));
      assert.equal(s.text, messageItem?.content?.[0]?.text);
      assert.ok(s.reasoning.startsWith('**Providing street crossing instructions**'));
      // 383 reasoning deltas over 4 parts, then 271 text deltas
      assert.equal(kinds(s).filter((k) => k === 'reasoning').length, 86 + 100 + 101 + 96);
      assert.equal(kinds(s).filter((k) => k === 'content').length, 271);
      reasoningFirst(s);
      assert.deepEqual([...s.models], ['o3-mini-2025-01-31']);
      // sequence_number counts the events from 0
      assert.deepEqual(
        [0, 401, 675].map((i) => dataOf(raw, i).sequence_number),
        [0, 401, 675],
      );
      noErrors(s);
      noNotes(s);
    },
  },
  'openai-responses-2': {
    api: 'openai-responses',
    file: 'openai-responses-2.sse',
    events: 12,
    firstText: 6,
    firstReasoning: null,
    outputTokens: 59,
    request: { base_url: 'https://api.openai.com/v1', model: 'gpt-5', auth: { authorization: 'Bearer k' } },
    spliceError: {
      frame:
        'event: error\ndata: {"type":"error","code":"server_error","message":"The server had an error while processing your request.","param":null,"sequence_number":6}\n\n',
      message: 'server_error: The server had an error while processing your request.',
    },
    check: (s, raw) => {
      assert.equal(s.text, 'Paris.');
      // gpt-5 reasoned (a reasoning item with an empty summary) but streamed no reasoning text,
      // and says reasoning_tokens 0 for 59 output tokens around a 2-token answer
      assert.equal(s.reasoning, '');
      assert.deepEqual(s.usage, { output_tokens: 59, input_tokens: 13, reasoning_tokens: 0, input_cached_tokens: 0 });
      // response.completed also holds tool_usage.image_gen.{input,output}_tokens = 0: not the usage
      assert.match(raw, /"tool_usage":\{"image_gen":\{"input_tokens":0/);
      assert.deepEqual(s.usageEvents, [11]);
      assert.deepEqual(s.done, [11]);
      // events 2-3 are the reasoning item added and done: meta
      assert.deepEqual(s.meanings[2], [{ kind: 'meta' }]);
      assert.deepEqual(s.meanings[3], [{ kind: 'meta' }]);
      assert.deepEqual([...s.models], ['gpt-5-2025-08-07']);
      noErrors(s);
      noNotes(s);
    },
  },
  'anthropic-1': {
    api: 'anthropic',
    file: 'anthropic-1.sse',
    events: 118,
    firstText: 20,
    firstReasoning: 3,
    outputTokens: 282,
    request: {
      base_url: 'https://api.anthropic.com/v1',
      model: 'claude-sonnet-4-0',
      auth: { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' },
    },
    spliceError: {
      frame: 'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n',
      message: 'overloaded_error: Overloaded',
    },
    check: (s, raw) => {
      // input from message_start; its placeholder output_tokens 1 is NOT reported; the
      // cumulative 282 from message_delta is
      assert.deepEqual(s.usageEvents, [0, 116]);
      assert.deepEqual(s.meanings[0]?.[0], {
        kind: 'usage',
        usage: { input_tokens: 43, input_cached_tokens: 0, input_total_tokens: 43 },
      });
      assert.match(raw, /"output_tokens":1,/);
      assert.deepEqual(s.usage, {
        input_tokens: 43,
        output_tokens: 282,
        input_cached_tokens: 0,
        input_total_tokens: 43,
      });
      // ping (data `{"type": "ping"}`), the empty closing thinking_delta, signature_delta: meta
      assert.match(raw, /event: ping\ndata: \{"type": "ping"\}/);
      for (const i of [1, 2, 16, 17, 18, 19]) assert.deepEqual(s.meanings[i], [{ kind: 'meta' }], `event ${i}`);
      assert.match(raw, /"thinking_delta","thinking":""/);
      // the real wire pads data JSON with spaces before the final brace
      assert.match(raw, /"\}\s{2,}\}\n/);
      assert.ok(s.reasoning.startsWith('This is a straightforward question about pedestrian safety.'));
      assert.ok(s.text.startsWith('Here are the basic steps for safely crossing the street:'));
      reasoningFirst(s);
      assert.deepEqual(s.done, [117]);
      assert.deepEqual([...s.models], ['claude-sonnet-4-20250514']);
      noErrors(s);
      noNotes(s);
    },
  },
  'gemini-1': {
    api: 'gemini',
    file: 'gemini-1.sse',
    events: 23,
    firstText: 4,
    firstReasoning: 0,
    request: {
      base_url: 'https://generativelanguage.googleapis.com/v1beta',
      model: 'gemini-2.5-pro',
      auth: { 'x-goog-api-key': 'k' },
    },
    spliceError: {
      frame: 'data: {"error": {"code": 503, "message": "The model is overloaded.", "status": "UNAVAILABLE"}}\r\n\r\n',
      message: 'UNAVAILABLE: The model is overloaded.',
    },
    check: (s, raw) => {
      // README: candidatesTokenCount=469. Output counts every generated token: 469 + 787 thoughts.
      const usage = geminiUsage(raw);
      assert.equal(usage.at(-1)?.candidatesTokenCount, 469);
      assert.equal(usage.at(-1)?.thoughtsTokenCount, 787);
      assert.deepEqual(s.usage, { output_tokens: 1256, reasoning_tokens: 787, input_tokens: 34 });
      // usageMetadata on every chunk, cumulative; candidatesTokenCount absent while thinking
      assert.equal(s.usageEvents.length, 23);
      assert.deepEqual(
        usage.slice(0, 5).map((u) => u.candidatesTokenCount),
        [undefined, undefined, undefined, undefined, 23],
      );
      const outputs = s.meanings
        .map((m) => m.find((e) => e.kind === 'usage'))
        .map((e) => e?.kind === 'usage' && e.usage.output_tokens);
      assert.deepEqual(outputs.slice(0, 5), [68, 298, 552, 787, 810]);
      // four thought parts, then the answer; the first answer chunk carries a thoughtSignature but is answer
      assert.equal(kinds(s).filter((k) => k === 'reasoning').length, 4);
      assert.match(replaySse(new TextEncoder().encode(raw)).events[4]!.data, /"thoughtSignature"/);
      assert.equal(s.meanings[4]?.[0]?.kind, 'content');
      reasoningFirst(s);
      assert.ok(s.reasoning.startsWith('**Clarifying User Goals**'));
      assert.ok(s.text.startsWith('This is a great question!'));
      // CRLF CRLF between events; no [DONE]; finishReason STOP on the last chunk says nothing
      assert.equal(raw.split('\r\n\r\n').length - 1, 23);
      assert.ok(!/[^\r]\n\n/.test(raw));
      assert.deepEqual(s.done, []);
      assert.deepEqual([...s.models], ['gemini-2.5-pro']);
      noErrors(s);
      noNotes(s);
    },
  },
  'gemini-2': {
    api: 'gemini',
    file: 'gemini-2.sse',
    events: 3,
    firstText: 0,
    firstReasoning: null,
    outputTokens: 8,
    request: {
      base_url: 'https://generativelanguage.googleapis.com/v1beta',
      model: 'gemini-2.0-flash-exp',
      auth: { 'x-goog-api-key': 'k' },
    },
    spliceError: {
      frame: 'data: {"error": {"code": 500, "message": "Internal error encountered.", "status": "INTERNAL"}}\r\n\r\n',
      message: 'INTERNAL: Internal error encountered.',
    },
    check: (s, raw) => {
      assert.equal(geminiUsage(raw).at(-1)?.candidatesTokenCount, 8);
      assert.equal(s.text, 'The capital of France is Paris.\n');
      // promptTokenCount says 15, 15, then 13: each chunk overwrites, the last value stands
      assert.deepEqual(
        geminiUsage(raw).map((u) => u.promptTokenCount),
        [15, 15, 13],
      );
      // no thoughtsTokenCount (gemini-2.0 does not think): reasoning unknown, not 0
      assert.deepEqual(s.usage, { input_tokens: 13, output_tokens: 8 });
      assert.equal(raw.split('\r\n\r\n').length - 1, 3);
      assert.deepEqual(s.done, []);
      assert.deepEqual([...s.models], ['gemini-2.0-flash-exp']);
      noErrors(s);
      noNotes(s);
    },
  },
  'gemini-vertex-1': {
    api: 'gemini',
    file: 'gemini-vertex-1.sse',
    events: 1,
    firstText: 0,
    firstReasoning: null,
    request: {
      base_url: 'https://aiplatform.googleapis.com/v1beta1/projects/pydantic-ai/locations/global/publishers/google',
      model: 'gemini-3-flash-preview',
      auth: { authorization: 'Bearer k' },
    },
    check: (s, raw) => {
      // README: candidatesTokenCount=1. The model thought 100 tokens but streamed no thoughts.
      assert.equal(geminiUsage(raw)[0]?.candidatesTokenCount, 1);
      assert.deepEqual(s.usage, { output_tokens: 101, reasoning_tokens: 100, input_tokens: 5 });
      assert.equal(s.text, 'OK');
      assert.equal(s.reasoning, '');
      // one chunk: text (with a thoughtSignature), usage, and the model reported beside the text
      assert.deepEqual(s.meanings[0], [
        { kind: 'content', text: 'OK' },
        { kind: 'usage', usage: { output_tokens: 101, reasoning_tokens: 100, input_tokens: 5 } },
        { kind: 'meta', model: 'gemini-3-flash-preview' },
      ]);
      assert.match(raw, /"trafficType": "ON_DEMAND_FLEX"/);
      assert.ok(raw.endsWith('\r\n\r\n'));
      noErrors(s);
      noNotes(s);
    },
  },
  'cohere-1': {
    api: 'cohere',
    file: 'cohere-1.sse',
    events: 51,
    firstText: 40,
    firstReasoning: 2,
    outputTokens: 54,
    spliceError: {
      frame:
        'event: message-end\ndata: {"type":"message-end","delta":{"finish_reason":"ERROR","error":"internal server error, this has been reported to our developers"}}\n\n',
      message: 'internal server error, this has been reported to our developers',
    },
    check: (s, raw) => {
      // tokens are the usage; billed units (8 in, 50 out) are kept beside it, never instead of it
      assert.deepEqual(s.usage, { output_tokens: 54, input_tokens: 1394 });
      assert.deepEqual(s.timing, { billed_input_tokens: 8, billed_output_tokens: 50 });
      assert.match(raw, /"cached_tokens":1360/);
      assert.deepEqual(s.usageEvents, [50]);
      assert.equal(
        s.reasoning,
        "The user is asking for the sum of 2 and 2. Since this is a straightforward arithmetic problem, I don't need to use any tools. I can calculate the answer directly.",
      );
      assert.equal(s.text, 'The answer to 2 + 2 is 4.');
      reasoningFirst(s);
      // message-start, content-start (thinking), content-end, content-start (text): meta
      for (const i of [0, 1, 38, 39, 49]) assert.deepEqual(s.meanings[i], [{ kind: 'meta' }], `event ${i}`);
      // reconstructed framing: no terminator line; message-end is the end
      assert.deepEqual(s.done, [50]);
      assert.ok(!raw.includes('[DONE]'));
      // every SSE event name equals its data's type
      for (const e of replaySse(new TextEncoder().encode(raw)).events) {
        assert.equal(e.event, (JSON.parse(e.data) as { type: string }).type);
      }
      noErrors(s);
      noNotes(s);
    },
  },
  'azure-1': {
    api: 'azure-openai',
    file: 'azure-1.sse',
    events: 9,
    firstText: 2,
    firstReasoning: null,
    outputTokens: 78,
    spliceError: {
      frame:
        'data: {"error":{"code":"server_error","message":"The server had an error processing your request.","type":"server_error"}}\n\n',
      message: 'The server had an error processing your request.',
    },
    check: (s) => {
      // the leading choices:[] chunk with prompt_filter_results (id "", model "") is a bare meta
      assert.deepEqual(s.meanings[0], [{ kind: 'meta' }]);
      // the role-only delta is meta too
      assert.deepEqual(s.meanings[1], [{ kind: 'meta', model: 'gpt-5-nano-2025-08-07' }]);
      assert.equal(s.text, 'Capital of Denmark.');
      assert.deepEqual(s.usage, { output_tokens: 78, input_tokens: 15, reasoning_tokens: 64, input_cached_tokens: 0 });
      assert.equal(s.reasoning, '');
      assert.deepEqual(s.usageEvents, [7]);
      assert.deepEqual(s.done, [8]);
      noErrors(s);
    },
  },
  'ollama-1': {
    api: 'ollama',
    file: 'ollama-1.ndjson',
    events: 7,
    firstText: 0,
    firstReasoning: null,
    spliceError: {
      frame: '{"error":"an error was encountered while running the model"}\n',
      message: 'an error was encountered while running the model',
    },
    check: (s) => {
      assert.equal(s.text, "That's a fantastic question!");
      // the docs example puts done:true on a line that still has text ("!") and omits the counts:
      // the text is text, the stream is done, and the usage stays unknown
      assert.deepEqual(s.meanings[6], [{ kind: 'content', text: '!' }, { kind: 'done' }]);
      assert.deepEqual(s.done, [6]);
      assert.deepEqual(s.usage, {});
      assert.deepEqual(s.timing, {});
      assert.deepEqual([...s.models], ['gemma4']);
      noErrors(s);
      noNotes(s);
    },
  },
  'ollama-2': {
    api: 'ollama',
    file: 'ollama-2.ndjson',
    events: 5,
    firstText: 0,
    firstReasoning: null,
    check: (s) => {
      // text, then a bare {"error": ...} line on the 200 stream; no done line follows
      assert.equal(s.text, ' Yes.Ican');
      assert.deepEqual(s.errors, ['an error was encountered while running the model']);
      assert.deepEqual(s.errorEvents, [4]);
      assert.deepEqual(s.done, []);
      assert.deepEqual(s.usage, {});
    },
  },
};

const CONTENT_TYPE: Record<'sse' | 'ndjson', string> = {
  sse: 'text/event-stream; charset=utf-8',
  ndjson: 'application/x-ndjson',
};

/** The request URL a .source.txt names, when it names one. */
function recordedUrl(sourceTxt: string): string | null {
  const m = /^request: POST (\S+)/m.exec(sourceTxt);
  return m ? m[1]! : null;
}

if (!existsSync(WIRE)) {
  test('wire conformance, native formats (recorded provider streams)', (t) => {
    missingRecording(t, `recorded streams not found at ${WIRE}; skipping the native wire conformance suite`);
  });
} else {
  describe('wire conformance: native-format recordings', () => {
    for (const [name, want] of Object.entries(EXPECTED)) {
      describe(`${name} (${want.api})`, () => {
        const file = path.join(WIRE, want.file);
        const present = existsSync(file);
        test('is present', (t) => {
          if (!present) missingRecording(t, `${file} is missing`);
        });
        if (!present) return;

        const adapter: Adapter = getAdapter(want.api);
        const bytes = new Uint8Array(readFileSync(file));
        const raw = Buffer.from(bytes).toString('utf8');
        const sse = adapter.framing === 'sse' ? replaySse(bytes) : null;
        const wire: WireEvent[] = sse ? sse.events.map((e) => ({ event: e.event, data: e.data })) : ndjsonLines(raw);
        const s = summarize(adapter, wire, sse?.comments.length ?? 0);

        test('README values: events, first text/reasoning event, output tokens', () => {
          assert.equal(s.events, want.events, 'wire events (SSE events, or NDJSON lines)');
          assert.equal(s.firstText, want.firstText, 'first event with non-empty answer text');
          assert.equal(s.firstReasoning, want.firstReasoning, 'first event with non-empty reasoning');
          if (want.outputTokens !== undefined) assert.equal(s.usage.output_tokens, want.outputTokens);
          assert.equal(s.comments, 0);
          assert.equal(sse?.errors ?? 0, 0, 'no SSE framing errors');
        });

        test('every wire event has at least one meaning, none is invalid, no text is empty', () => {
          s.meanings.forEach((m, i) => assert.ok(m.length >= 1, `event ${i}`));
          assert.equal(s.invalid, 0);
          for (const m of s.meanings.flat()) {
            if (m.kind === 'content' || m.kind === 'reasoning') assert.ok(m.text.length > 0);
          }
        });

        test('notable features of this recording', () => want.check(s, raw));

        if (want.request !== undefined) {
          const request = want.request;
          test("our request goes where the recorded one went, with this format's auth", () => {
            const source = readFileSync(file.replace(/\.\w+$/, '.source.txt'), 'utf8');
            const url = recordedUrl(source);
            assert.ok(url !== null, 'the .source.txt names the request');
            const provider: ProviderConfig = { id: 'p', api: want.api as ProviderConfig['api'], ...request };
            const spec = adapter.buildRequest({
              provider,
              messages: [{ role: 'user', content: 'x' }],
              maxTokens: 16,
              apiKey: 'k',
            });
            // Anthropic's recording adds ?beta=true (an SDK beta flag): compare without the query there.
            const strip = (u: string) => (want.api === 'anthropic' ? u.replace(/\?.*$/, '') : u);
            assert.equal(strip(spec.url), strip(url));
            for (const [k, v] of Object.entries(request.auth)) assert.equal(spec.headers[k], v, k);
          });
        }

        if (sse) {
          test('chunking does not matter: seeded random byte splits give identical SSE events', () => {
            for (const seed of [1, 2, 3, 42]) {
              for (const count of [1, 7, 60, Math.floor(bytes.length / 3)]) {
                const split = replaySse(bytes, randomCuts(bytes.length, seed * 7919 + count, count));
                assert.deepEqual(split.events, sse.events, `seed ${seed}, ${count} cuts`);
              }
            }
          });

          test('LF and CRLF line endings give the same events', () => {
            const lf = new TextEncoder().encode(raw.replace(/\r\n/g, '\n'));
            const crlf = new TextEncoder().encode(raw.replace(/\r?\n/g, '\r\n'));
            for (const variant of [lf, crlf]) {
              assert.deepEqual(replaySse(variant, randomCuts(variant.length, 99, 40)).events, sse.events);
            }
          });
        }

        describe('through the trace recorder', () => {
          // Text framings only: the binary Bedrock recording has its own replay (bedrock.test.ts).
          const framing = adapter.framing as 'sse' | 'ndjson';
          const contentType = CONTENT_TYPE[framing];
          const aligned = eventBoundaries(bytes, framing);
          const whole = record(adapter, bytes, contentType, aligned);
          const t = whole.trace;
          const meanings = s.meanings.flat();
          const first = [s.firstText, s.firstReasoning].filter((i): i is number => i !== null);

          test('one read per wire event: moments, counts and usage match the adapter-level replay', () => {
            assert.equal(t.reads.length, s.events, 'reads');
            assert.equal(t.events.length, meanings.length, 'one trace event per meaning');
            assert.equal(t.at.first_event, whole.msOf(0));
            assert.equal(t.at.first_content, first.length > 0 ? whole.msOf(Math.min(...first)) : null);
            assert.equal(t.at.first_answer, s.firstText === null ? null : whole.msOf(s.firstText));
            const textEvents = s.meanings
              .map((m, i) => (m.some((e) => e.kind === 'content' || e.kind === 'reasoning') ? i : -1))
              .filter((i) => i >= 0);
            assert.equal(t.content_reads, textEvents.length);
            assert.equal(t.at.last_content, textEvents.length > 0 ? whole.msOf(textEvents.at(-1)!) : null);
            assert.equal(t.output.chars, s.text.length);
            assert.equal(t.output.reasoning_chars, s.reasoning.length);
            const usage =
              Object.keys(s.usage).length > 0
                ? { output_tokens: null, reasoning_tokens: null, input_tokens: null, ...s.usage }
                : null;
            assert.deepEqual(t.usage, usage);
            assert.deepEqual(t.server_timing, Object.keys(s.timing).length > 0 ? s.timing : null);
            const model = [...s.models][0] ?? null;
            assert.equal(t.response_meta.model, model);
            if (s.errors.length > 0) assert.deepEqual(t.error, { kind: 'stream_error', message: s.errors[0] });
            else assert.equal(t.error, null);
          });

          test('random reads give the same trace contents', () => {
            const byKind = (tr: typeof t) =>
              tr.events.reduce<Record<string, number>>(
                (acc, [, kind]) => ({ ...acc, [kind]: (acc[kind] ?? 0) + 1 }),
                {},
              );
            for (const seed of [5, 6, 7]) {
              const r = record(adapter, bytes, contentType, randomCuts(bytes.length, seed, 25)).trace;
              assert.deepEqual(r.usage, t.usage);
              assert.deepEqual(r.output, t.output);
              assert.deepEqual(r.server_timing, t.server_timing);
              assert.deepEqual(r.error, t.error);
              assert.deepEqual(byKind(r), byKind(t));
            }
          });

          if (adapter.framing === 'ndjson') {
            test('NDJSON without a content type falls back to the adapter framing', () => {
              const r = record(adapter, bytes, null, aligned).trace;
              assert.deepEqual(r.events, t.events);
            });
          }

          const splice = want.spliceError;
          if (splice !== undefined) {
            test('an in-stream error spliced in halfway: a stream error, and the partial trace kept', () => {
              const half = Math.floor(s.events / 2);
              const prefix = bytes.subarray(0, aligned[half - 1]);
              const frame = new TextEncoder().encode(splice.frame);
              const spliced = new Uint8Array([...prefix, ...frame]);
              const r = record(adapter, spliced, contentType, [...aligned.slice(0, half)]).trace;
              assert.deepEqual(r.error, { kind: 'stream_error', message: splice.message });
              assert.equal(r.reads.length, half + 1);
              assert.equal(r.events.at(-1)?.[0], r.reads.at(-1)?.[0], 'the error is credited to the last read');
              assert.ok(r.events.some(([, kind]) => kind === 'error'));
              const before = s.meanings.slice(0, half).flat();
              assert.equal(
                r.output.chars + r.output.reasoning_chars,
                before.reduce((n, m) => n + (m.kind === 'content' || m.kind === 'reasoning' ? m.text.length : 0), 0),
              );
              const firstBefore = first.length > 0 && Math.min(...first) < half;
              assert.equal(r.at.first_content, firstBefore ? t.at.first_content : null);
            });
          }

          if (s.events >= 2) {
            test('a connection cut halfway keeps the partial trace', () => {
              const half = Math.floor(s.events / 2);
              const cut = record(adapter, bytes, contentType, aligned, { cutAfter: half }).trace;
              assert.equal(cut.error?.kind, 'disconnect');
              assert.equal(cut.reads.length, half);
              const before = s.meanings.slice(0, half).flat();
              const chars = (k: 'content' | 'reasoning') =>
                before.reduce((n, m) => n + (m.kind === k ? m.text.length : 0), 0);
              assert.equal(cut.output.chars, chars('content'));
              assert.equal(cut.output.reasoning_chars, chars('reasoning'));
            });
          }
        });
      });
    }
  });
}
