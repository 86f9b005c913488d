import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { getAdapter } from '../../src/formats/index.ts';
import { countToolResults } from '../../src/formats/sim-script.ts';
import { newStreamContext, type AdapterEvent, type WireEvent } from '../../src/formats/types.ts';
import { TraceRecorder, type TraceIdentity } from '../../src/measure/recorder.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { resolveScenario } from '../../src/sim/scenarios.ts';
import type { SimRequest } from '../../src/sim/plan.ts';
import { MAX_TOOL_CALLS, MAX_TOOL_NAME_CHARS } from '../../src/trace.ts';

// Tool calls as each adapter reads them (the wire shapes of each API's
// documentation and SDK types), as the recorder keeps them (bounded), as the
// analysis labels them, and the simulator's agent model.

type Part = { index: number; name?: string; args?: string };
const parts = (out: AdapterEvent[]): Part[] =>
  out.flatMap((e) =>
    e.kind === 'tool'
      ? [{ index: e.index, ...(e.name !== undefined ? { name: e.name } : {}), ...(e.args ? { args: e.args } : {}) }]
      : [],
  );

/** Each wire event's tool parts, in one stream context; the content text too (it still counts as answer). */
function read(api: string, events: WireEvent[]): { parts: Part[]; content: string } {
  const adapter = getAdapter(api as never);
  const ctx = newStreamContext();
  const out = events.flatMap((e) => adapter.parseEvent(e, ctx));
  return {
    parts: parts(out),
    content: out.map((e) => (e.kind === 'content' ? e.text : '')).join(''),
  };
}
const sse = (data: unknown, event?: string): WireEvent => ({ data: JSON.stringify(data), ...(event ? { event } : {}) });

describe('adapters: tool-call parts per API', () => {
  it('openai-chat: parallel calls by delta index, name then argument pieces', () => {
    const tc = (calls: unknown[]) =>
      sse({ choices: [{ index: 0, delta: { tool_calls: calls }, finish_reason: null }] });
    const r = read('openai-chat', [
      tc([{ index: 0, id: 'a', type: 'function', function: { name: 'get_weather', arguments: '' } }]),
      tc([{ index: 0, function: { arguments: '{"city":' } }]),
      tc([{ index: 1, id: 'b', type: 'function', function: { name: 'search', arguments: '' } }]),
      tc([{ index: 0, function: { arguments: '"Paris"}' } }]),
      tc([{ index: 'x', function: { arguments: '{}' } }]),
    ]);
    assert.deepEqual(r.parts, [
      { index: 0, name: 'get_weather' },
      { index: 0, args: '{"city":' },
      { index: 1, name: 'search' },
      { index: 0, args: '"Paris"}' },
      // A hostile index falls back to the call's position in its delta.
      { index: 0, args: '{}' },
    ]);
    assert.equal(r.content, 'get_weather{"city":search"Paris"}{}');
  });

  it('openai-responses: function_call items keyed by output_index', () => {
    const r = read('openai-responses', [
      sse({
        type: 'response.output_item.added',
        output_index: 1,
        item: { type: 'function_call', name: 'f', call_id: 'c' },
      }),
      sse({ type: 'response.function_call_arguments.delta', output_index: 1, item_id: 'fc', delta: '{"a"' }),
      sse({ type: 'response.function_call_arguments.delta', output_index: 1, item_id: 'fc', delta: ':1}' }),
      sse({ type: 'response.function_call_arguments.done', output_index: 1, item_id: 'fc', arguments: '{"a":1}' }),
    ]);
    assert.deepEqual(r.parts, [
      { index: 1, name: 'f' },
      { index: 1, args: '{"a"' },
      { index: 1, args: ':1}' },
    ]);
  });

  it('anthropic: tool_use blocks and input_json_delta by block index; text deltas are not tool parts', () => {
    const r = read('anthropic', [
      sse({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
      sse({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Let me check.' } }),
      sse({
        type: 'content_block_start',
        index: 1,
        content_block: { type: 'tool_use', id: 't', name: 'f', input: {} },
      }),
      sse({ type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '{"q":' } }),
      sse({ type: 'content_block_delta', index: 1, delta: { type: 'input_json_delta', partial_json: '"x"}' } }),
    ]);
    assert.deepEqual(r.parts, [
      { index: 1, name: 'f' },
      { index: 1, args: '{"q":' },
      { index: 1, args: '"x"}' },
    ]);
  });

  it('gemini: each functionCall whole, a new call each, arguments as JSON text', () => {
    const part = (p: unknown) => sse({ candidates: [{ content: { parts: [p], role: 'model' }, index: 0 }] });
    const r = read('gemini', [
      part({ functionCall: { name: 'f', args: { city: 'Paris' } } }),
      part({ functionCall: { name: 'g', args: {} } }),
    ]);
    assert.deepEqual(r.parts, [
      { index: 0, name: 'f', args: '{"city":"Paris"}' },
      { index: 1, name: 'g', args: '{}' },
    ]);
  });

  it('bedrock: contentBlockStart toolUse, contentBlockDelta toolUse.input by block index', () => {
    const adapter = getAdapter('bedrock');
    const ctx = newStreamContext();
    const out = [
      { event: 'contentBlockStart', data: { contentBlockIndex: 1, start: { toolUse: { toolUseId: 't', name: 'f' } } } },
      { event: 'contentBlockDelta', data: { contentBlockIndex: 1, delta: { toolUse: { input: '{"a":' } } } },
      { event: 'contentBlockDelta', data: { contentBlockIndex: 1, delta: { toolUse: { input: '1}' } } } },
    ].flatMap((e) => adapter.parseEvent({ event: e.event, data: JSON.stringify(e.data) }, ctx));
    assert.deepEqual(parts(out), [
      { index: 1, name: 'f' },
      { index: 1, args: '{"a":' },
      { index: 1, args: '1}' },
    ]);
  });

  it('cohere: tool-call-start and tool-call-delta by index', () => {
    const r = read('cohere', [
      sse({
        type: 'tool-call-start',
        index: 0,
        delta: { message: { tool_calls: { id: 'c', type: 'function', function: { name: 'f', arguments: '' } } } },
      }),
      sse({
        type: 'tool-call-delta',
        index: 0,
        delta: { message: { tool_calls: { function: { arguments: '{"a":1}' } } } },
      }),
      sse({ type: 'tool-call-end', index: 0 }),
    ]);
    assert.deepEqual(r.parts, [
      { index: 0, name: 'f' },
      { index: 0, args: '{"a":1}' },
    ]);
  });

  it('ollama: message.tool_calls whole, a new call each', () => {
    const line = (calls: unknown[]) =>
      sse({ model: 'm', message: { role: 'assistant', content: '', tool_calls: calls }, done: false });
    const r = read('ollama', [
      line([{ function: { name: 'f', arguments: { a: 1 } } }, { function: { name: 'g', arguments: {} } }]),
    ]);
    assert.deepEqual(r.parts, [
      { index: 0, name: 'f', args: '{"a":1}' },
      { index: 1, name: 'g', args: '{}' },
    ]);
  });
});

const identity: TraceIdentity = {
  id: 'p/q/1',
  provider: 'p',
  api: 'openai-chat',
  model: 'm',
  prompt: 'q',
  rep: 1,
  warmup: false,
  attempt: 1,
  cache_bust: null,
};

/** An openai-chat stream fed to the recorder at chosen times: [ms, SSE text]. */
function record(steps: Array<[number, string]>) {
  const rec = new TraceRecorder(identity, getAdapter('openai-chat'), makeScrubber([]), 0);
  rec.onHeaders(5, 200, { 'content-type': 'text/event-stream' });
  for (const [ms, body] of steps) {
    const bytes = new TextEncoder().encode(body);
    rec.onBody(rec.onRead(ms, bytes.length), bytes);
  }
  rec.onEnd((steps.at(-1)?.[0] ?? 5) + 1);
  return rec.trace();
}
const call = (index: number, fn: Record<string, unknown>) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { tool_calls: [{ index, function: fn }] }, finish_reason: null }] })}\n\n`;
const usage = (n: number) =>
  `data: ${JSON.stringify({ choices: [], usage: { completion_tokens: n, prompt_tokens: 1 } })}\n\n`;

describe('recorder and analysis: tool calls timed as streams', () => {
  it('keeps each call with the reads that carried its name and arguments; TTFTC, streamed, a rate', () => {
    const steps: Array<[number, string]> = [[100, call(0, { name: 'get_weather', arguments: '' })]];
    for (let i = 0; i < 10; i++) steps.push([120 + 20 * i, call(0, { arguments: 'abcd' })]);
    steps.push([320, usage(11)]);
    const t = record(steps);
    assert.equal(t.tool_calls?.length, 1);
    const c = t.tool_calls![0]!;
    assert.equal(c.name, 'get_weather');
    assert.equal(c.name_read, 0);
    assert.equal(c.args_chars, 40);
    assert.deepEqual(c.args_reads[0], [1, 4]);
    assert.equal(c.args_reads.length, 10);
    const r = analyzeRequest(t, DEFAULT_ANALYSIS);
    assert.equal(r.ttftc_ms, 100);
    assert.equal(r.tool_calls, 1);
    assert.equal(r.tool_args_streamed, true);
    assert.equal(r.tool_args_chars, 40);
    // 11 tokens over 51 chars; 36 chars after the first arguments read over 180 ms.
    assert.ok(Math.abs(r.tool_args_tps! - (36 * (11 / 51)) / 0.18) < 1e-6, String(r.tool_args_tps));
  });

  it('arguments in one read are buffered: no rate, TTFTC kept', () => {
    const t = record([
      [100, call(0, { name: 'f', arguments: '' })],
      [300, call(0, { arguments: '{"a":1,"b":2}' })],
      [301, usage(5)],
    ]);
    const r = analyzeRequest(t, DEFAULT_ANALYSIS);
    assert.equal(r.tool_args_streamed, false);
    assert.equal(r.tool_args_tps, null);
    assert.equal(r.ttftc_ms, 100);
  });

  it('arguments over many reads within microseconds are buffered (min_generation_s)', () => {
    const steps: Array<[number, string]> = [[100, call(0, { name: 'f', arguments: '' })]];
    for (let i = 0; i < 5; i++) steps.push([100.001 * (1 + i * 1e-6), call(0, { arguments: 'ab' })]);
    const r = analyzeRequest(record(steps), DEFAULT_ANALYSIS);
    assert.equal(r.tool_args_streamed, false);
    assert.equal(r.tool_args_tps, null);
  });

  it('a call without arguments: tool_args_streamed null; a response without calls has no tool fields', () => {
    const r = analyzeRequest(record([[100, call(0, { name: 'f', arguments: '' })]]), DEFAULT_ANALYSIS);
    assert.equal(r.tool_calls, 1);
    assert.equal(r.tool_args_streamed, null);
    const text = analyzeRequest(
      record([[100, `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'hi' } }] })}\n\n`]]),
      DEFAULT_ANALYSIS,
    );
    assert.equal('tool_calls' in text, false);
    assert.equal('ttftc_ms' in text, false);
  });

  it('bounds a hostile stream: at most MAX_TOOL_CALLS calls, names cut to MAX_TOOL_NAME_CHARS', () => {
    const long = 'n'.repeat(10_000);
    const steps: Array<[number, string]> = [];
    for (let i = 0; i < 500; i++) steps.push([100 + i, call(i, { name: long, arguments: '{}' })]);
    const t = record(steps);
    assert.equal(t.tool_calls?.length, MAX_TOOL_CALLS);
    assert.ok(t.tool_calls!.every((c) => c.name.length === MAX_TOOL_NAME_CHARS));
    assert.equal(analyzeRequest(t, DEFAULT_ANALYSIS).tool_calls, MAX_TOOL_CALLS);
  });
});

describe('simulator: tool results and the agent model', () => {
  it('counts tool results in every API shape', () => {
    assert.equal(countToolResults([{ role: 'user', content: 'q' }]), 0);
    assert.equal(countToolResults([{ role: 'tool', tool_call_id: 'a', content: 'r' }]), 1); // OpenAI chat, Cohere, Ollama
    assert.equal(countToolResults([{ type: 'function_call_output', call_id: 'a', output: 'r' }]), 1); // Responses
    assert.equal(countToolResults([{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'a' }] }]), 1); // Anthropic
    assert.equal(countToolResults([{ role: 'user', parts: [{ functionResponse: { name: 'f' } }] }]), 1); // Gemini
    assert.equal(countToolResults([{ role: 'user', content: [{ toolResult: { toolUseId: 'a' } }] }]), 1); // Bedrock
  });

  it('tool-agent calls a tool until the request carries k tool results, then answers text', () => {
    const resolved = resolveScenario('tool-agent:k=2,ttft_ms=0,interval_ms=0,tokens=3');
    assert.ok(resolved.ok);
    const req = (toolResults: number): SimRequest => ({
      model: 'tool-agent',
      maxTokens: null,
      promptTokens: 1,
      authorization: null,
      requestId: 'r',
      created: 0,
      toolResults,
    });
    const body = (n: number) =>
      resolved.scenario
        .plan(resolved.params, req(n))
        .steps.map((s) => ('write' in s ? String(s.write) : ''))
        .join('');
    assert.match(body(0), /"tool_calls"/);
    assert.match(body(1), /"finish_reason":"tool_calls"/);
    assert.doesNotMatch(body(2), /"tool_calls"/);
    assert.match(body(2), /"finish_reason":"stop"/);
  });
});
