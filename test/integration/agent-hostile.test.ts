import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import {
  MAX_AGENT_ARGS_CHARS,
  MAX_AGENT_CALLS_PER_STEP,
  MAX_AGENT_SESSION_ARGS_CHARS,
  MAX_AGENT_STEP_ARGS_CHARS,
} from '../../src/config/agent.ts';
import { parseConfig, resolveProvider } from '../../src/config/read.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { InThreadExecutor } from '../../src/measure/executor.ts';
import { makeScrubber } from '../../src/secrets.ts';
import type { Trace } from '../../src/trace.ts';
import { Agent } from 'undici';
import { runCli, type CliRun } from '../support/cli.ts';

// The agent loop sends what the provider wrote back to it: a hostile
// provider on loopback (one behaviour per model name) tries to grow every
// later request without bound, to get the API key into an output by
// echoing it in tool calls, and to break the next request body with names
// and arguments no API would write. The real CLI runs against it; every
// output file and the terminal output are read.

const KEY = 'sk-agent-hostile-7c2e9a41b05d38f6e1a2b3c4d5e6f708';
const KEY_B64 = Buffer.from(KEY).toString('base64');

/** Every request body the server received, by model, parsed (or the parse error). */
const bodies = new Map<string, Array<{ chars: number; json: Record<string, unknown> | null }>>();
let server: Server;
let url = '';
let dir: string;

const chunk = (delta: unknown, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
const callPart = (index: number, name: unknown, args: unknown) =>
  chunk({ tool_calls: [{ index, id: `c${index}`, type: 'function', function: { name, arguments: args } }] });

/** Arguments text of `chars` characters (a JSON object), streamed in 8 KiB pieces. */
function bigArgs(index: number, name: string, chars: number): string[] {
  const text = `{"q":"${'x'.repeat(Math.max(0, chars - 8))}"}`;
  const out = [callPart(index, name, '')];
  for (let i = 0; i < text.length; i += 8192) out.push(callPart(index, undefined, text.slice(i, i + 8192)));
  return out;
}

/** The answer's SSE events for `model` at `step` (the tool results in the request), or null for a text answer. */
function answer(model: string, step: number): string[] | null {
  switch (model) {
    case 'many-calls':
      return Array.from({ length: MAX_AGENT_CALLS_PER_STEP + 8 }, (_, i) => callPart(i, `f${i}`, '{}'));
    case 'long-name':
      return [callPart(0, `f${'n'.repeat(500)}`, '{}')];
    case 'long-args':
      return bigArgs(0, 'f', MAX_AGENT_ARGS_CHARS + 1000);
    case 'step-args':
      return [0, 1, 2].flatMap((i) => bigArgs(i, 'f', Math.ceil(MAX_AGENT_STEP_ARGS_CHARS / 3) + 1000));
    case 'huge-args':
      // 12 calls of 100,000 characters each: 1.2 M in one answer.
      return Array.from({ length: 12 }, (_, i) => bigArgs(i, `f${i}`, 100_000)).flat();
    case 'session-args':
      return bigArgs(0, 'f', 120_000);
    case 'echo-key': {
      if (step >= 2) return null;
      // The key whole, in part, and in base64, in the name and in arguments split across the key's middle.
      const args = `{"k":"${KEY}","b":"${KEY_B64}","p":"${KEY.slice(5, 30)}"}`;
      const cut = args.indexOf(KEY) + 20;
      return [
        callPart(0, `fn_${KEY.slice(3, 33)}`, args.slice(0, cut)),
        callPart(0, undefined, args.slice(cut)),
        callPart(1, KEY, `{"b64":"${KEY_B64}"}`),
      ];
    }
    case 'weird':
      if (step >= 2) return null;
      return [
        callPart(0, WEIRD_NAME, '{"a": "\u0000\u202e\ud800'),
        callPart(1, 42, { not: 'a string' }),
        callPart(2, 'ok\nname\t', '[1,2'),
      ];
    default:
      return null;
  }
}

const WEIRD_NAME = 'get\u0000we\u202eather\u001b[31m\u2066x\u0007';

/** Anthropic's stream for the `weird` answers: a tool_use block with a hostile name and arguments that are no JSON. */
function anthropicAnswer(step: number): string {
  const ev = (data: Record<string, unknown>) => `event: ${String(data.type)}\ndata: ${JSON.stringify(data)}\n\n`;
  const start = ev({
    type: 'message_start',
    message: {
      id: 'm',
      type: 'message',
      role: 'assistant',
      content: [],
      usage: { input_tokens: 10, output_tokens: 1 },
    },
  });
  const block =
    step >= 2
      ? [
          ev({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }),
          ev({ type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'done' } }),
        ]
      : [
          ev({
            type: 'content_block_start',
            index: 0,
            content_block: { type: 'tool_use', id: 't', name: WEIRD_NAME, input: {} },
          }),
          ev({
            type: 'content_block_delta',
            index: 0,
            delta: { type: 'input_json_delta', partial_json: '{"a": "\u0000\u202e' },
          }),
        ];
  const stop = step >= 2 ? 'end_turn' : 'tool_use';
  return [
    start,
    ...block,
    ev({ type: 'content_block_stop', index: 0 }),
    ev({ type: 'message_delta', delta: { stop_reason: stop }, usage: { output_tokens: 5 } }),
    ev({ type: 'message_stop' }),
  ].join('');
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const parts: Buffer[] = [];
  req.on('data', (d: Buffer) => parts.push(d));
  req.on('end', () => {
    const text = Buffer.concat(parts).toString('utf8');
    let json: Record<string, unknown> | null;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = null;
    }
    const model = typeof json?.model === 'string' ? json.model : '?';
    const list = bodies.get(model) ?? [];
    list.push({ chars: text.length, json });
    bodies.set(model, list);
    const messages = Array.isArray(json?.messages) ? (json.messages as Array<{ role?: string }>) : [];
    const step = messages.filter((m) => m.role === 'assistant').length;
    if (model === 'weird-anthropic') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(anthropicAnswer(step));
      return;
    }
    if (model === 'echo-key' && step === 2) {
      // An error body that echoes the key the request carried, whole and in part.
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `bad key ${req.headers.authorization} ${KEY.slice(4, 28)}` } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const events = answer(model, step);
    if (events === null) res.write(chunk({ role: 'assistant', content: `done ${KEY.slice(6, 26)}` }, 'stop'));
    else for (const e of events) res.write(e);
    if (events !== null) res.write(chunk({}, 'tool_calls'));
    res.write(
      `data: ${JSON.stringify({ id: 'c', choices: [], usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  });
}

const MODELS = ['many-calls', 'long-name', 'long-args', 'step-args', 'session-args', 'echo-key', 'weird'];

const yaml = () => `defaults: { repetitions: 2, warmup: 0, concurrency: 2 }
providers:
${MODELS.map((m) => `  - { id: ${m}, api: openai-chat, base_url: "${url}", model: ${m}, api_key_env: SG_TEST_KEY }`).join('\n')}
  - { id: weird-anthropic, api: anthropic, base_url: "${url}", model: weird-anthropic, api_key_env: SG_TEST_KEY }
prompts:
  - id: agent
    prompt: Use the tool.
    max_tokens: 64
    tools: [{ name: f, description: A tool, parameters: { type: object, properties: { q: { type: string } } } }]
    agent: { steps: 20, tool_latency_ms: 0, tool_result_tokens: 5, seed: 3 }
`;

let ran: CliRun;
let out: string;
let traces: Trace[];
let results: Results;

before(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-hostile-'));
  await writeFile(join(dir, 'agent.yml'), yaml());
  out = join(dir, 'out');
  ran = await runCli(['run', '-c', join(dir, 'agent.yml'), '-o', out], { env: { SG_TEST_KEY: KEY } });
  traces = (await readFile(join(out, 'traces.ndjson'), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Trace);
  results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
});
after(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

const stepsOf = (provider: string) =>
  traces.filter((t) => t.provider === provider).sort((a, b) => a.id.localeCompare(b.id) || a.step! - b.step!);
const ends = (provider: string) =>
  traces.filter((t) => t.provider === provider && t.agent_end !== undefined).map((t) => t.agent_end!.reason);

describe('agent loops against a hostile provider', () => {
  it('ran to the end, every request body valid JSON', () => {
    assert.equal(ran.code, 0, ran.stderr);
    for (const [model, list] of bodies) for (const b of list) assert.ok(b.json !== null, `${model}: a body is no JSON`);
  });

  it('the progress lines count sessions, and the steps they sent', () => {
    if (process.env.SG_SHOW === '1') console.log(ran.stderr);
    // 8 providers x 2 sessions; every step a trace.
    assert.match(ran.stderr, /streamgauge: 16 agent sessions, up to 320 requests \(0 warmup\) across 8 provider/);
    const last =
      ran.stderr
        .split('\n')
        .filter((l) => l.startsWith('streamgauge: 16/16'))
        .at(-1) ?? ran.stderr;
    assert.match(last, new RegExp(`^streamgauge: 16/16 sessions \\(100%\\) · ${traces.length} steps sent · .* s$`));
    assert.ok(traces.length > 16 + 16, `${traces.length} steps`);
  });

  it('each cap ends its session at that step, labelled, with the step measured', async () => {
    const why = (p: string) => JSON.stringify(stepsOf(p).map((t) => [t.id, t.step, t.agent_end, t.error]));
    for (const [provider, reason] of [
      ['many-calls', 'tool_calls_cap'],
      ['long-name', 'tool_name_cap'],
      ['long-args', 'tool_args_cap'],
      ['step-args', 'step_args_cap'],
      ['session-args', 'session_args_cap'],
    ] as const) {
      assert.deepEqual(ends(provider), [reason, reason], why(provider));
      // The capped step was measured (no error) and its calls never went out again.
      for (const t of stepsOf(provider).filter((x) => x.agent_end)) {
        assert.equal(t.error, null, why(provider));
        assert.match(t.agent_end!.message, /over the cap of \d+/, why(provider));
      }
      const row = results.requests.find((r) => r.provider === provider && r.agent_end !== undefined);
      assert.equal(row?.agent_end?.reason, reason, `${provider}: results.json`);
      const group = results.groups.find((g) => g.provider === provider)!;
      assert.deepEqual(group.sessions_summary?.capped, [{ reason, n: 2 }], provider);
    }
    const summary = await readFile(join(out, 'summary.md'), 'utf8');
    assert.match(summary, /Ended at a cap on what an answer carries into the next step \(2 tool\\_calls\\_cap\)/);
    // One step each for the per-answer caps: nothing was sent back.
    for (const p of ['many-calls', 'long-name', 'long-args', 'step-args']) assert.equal(bodies.get(p)?.length, 2, p);
    // The session cap: 120,000 characters a step, so the step that brings the total past it is step 8.
    const sessionSteps = stepsOf('session-args').filter((t) => t.session === 0);
    assert.equal(sessionSteps.length, Math.floor(MAX_AGENT_SESSION_ARGS_CHARS / 120_000) + 1);
    // Every request body stays under the session cap plus the rest of the request (JSON-escaped plain ASCII here).
    const largest = Math.max(...bodies.get('session-args')!.map((b) => b.chars));
    assert.ok(largest < MAX_AGENT_SESSION_ARGS_CHARS + 64 * 1024, `${largest}`);
    assert.ok(largest > 0.8 * MAX_AGENT_SESSION_ARGS_CHARS, `${largest}: the test sent what it means to`);
  });
});

describe('a provider that echoes the key in tool calls', () => {
  it('the key is in no output, whole, in part or in base64', async () => {
    // The threat is real: the answers named tools after the key (masked in the trace), and a session went on to step 2.
    const echoed = traces
      .filter((t) => t.provider === 'echo-key')
      .flatMap((t) => (t.tool_calls ?? []).map((c) => c.name));
    assert.ok(echoed.includes('fn_***') && echoed.includes('***'), JSON.stringify(echoed));
    assert.equal(bodies.get('echo-key')!.length, 6);
    const outputs: Array<[string, string]> = [
      ['stdout', ran.stdout],
      ['stderr', ran.stderr],
    ];
    for (const name of await readdir(out)) outputs.push([name, await readFile(join(out, name), 'utf8')]);
    const names = outputs.map(([n]) => n);
    for (const f of ['traces.ndjson', 'results.json', 'summary.md', 'report.html', 'results.csv'])
      assert.ok(names.includes(f), `${f} in ${names.join(', ')}`);
    const needles = [KEY, KEY_B64, Buffer.from(KEY).toString('base64url')];
    for (let i = 0; i + 16 <= KEY.length; i++) needles.push(KEY.slice(i, i + 16));
    for (const [name, text] of outputs)
      for (const n of needles) assert.ok(!text.includes(n), `${name} holds ${n === KEY ? 'the key' : `"${n}"`}`);
    // The echoing step's error was kept, scrubbed.
    const failed = traces.find((t) => t.provider === 'echo-key' && t.error !== null);
    assert.match(failed?.error?.message ?? '', /\*\*\*/);
  });
});

describe('names and arguments no API would write', () => {
  it('the next request is valid JSON in the API shape, and the traces show the names cleaned', () => {
    const second = bodies.get('weird')!.find((b) => (b.json?.messages as unknown[]).length > 1)!;
    const messages = second.json!.messages as Array<Record<string, unknown>>;
    const turn = messages.find((m) => Array.isArray(m.tool_calls))!;
    const calls = turn.tool_calls as Array<{ function: { name: unknown; arguments: unknown } }>;
    // Every call's name and arguments are strings, as the API takes them, and each call has its result.
    assert.ok(calls.length >= 2, JSON.stringify(calls));
    for (const c of calls) {
      assert.equal(typeof c.function.name, 'string');
      assert.equal(typeof c.function.arguments, 'string');
    }
    assert.equal(messages.filter((m) => m.role === 'tool').length, calls.length);
    const names = traces.filter((t) => t.provider === 'weird').flatMap((t) => (t.tool_calls ?? []).map((c) => c.name));
    assert.ok(names.length >= 4, JSON.stringify(names));
    for (const n of names) assert.doesNotMatch(n, /[\p{Cc}\p{Cf}]/u, JSON.stringify(n));
    assert.ok(names.includes('get we ather [31m x'), JSON.stringify(names));
  });

  it('Anthropic: arguments that are no JSON go back as an empty object, the name as a string', () => {
    const later = bodies.get('weird-anthropic')!.filter((b) => (b.json?.messages as unknown[]).length > 1);
    assert.equal(later.length, 4, 'two sessions sent steps 1 and 2');
    for (const b of later) {
      const messages = b.json!.messages as Array<{ role: string; content: unknown }>;
      const uses = messages.flatMap((m) =>
        Array.isArray(m.content)
          ? (m.content as Array<Record<string, unknown>>).filter((c) => c.type === 'tool_use')
          : [],
      );
      assert.ok(uses.length >= 1);
      for (const u of uses) {
        assert.deepEqual(u.input, {});
        assert.equal(u.name, WEIRD_NAME, 'sent back as the model wrote it');
      }
    }
    const names = traces
      .filter((t) => t.provider === 'weird-anthropic')
      .flatMap((t) => (t.tool_calls ?? []).map((c) => c.name));
    assert.deepEqual([...new Set(names)], ['get we ather [31m x']);
  });
});

describe('what the executor keeps of an answer', () => {
  it('is bounded: arguments cut at the caps, the counts whole', async () => {
    const loaded = parseConfig(
      `providers: [{ id: h, api: openai-chat, base_url: "${url}", model: huge-args }]\nprompts: [{ id: p, prompt: hi }]\n`,
      'h.yml',
      {},
    );
    const provider = resolveProvider(loaded.config, loaded.config.providers[0]!);
    const dispatcher = new Agent();
    const executor = new InThreadExecutor({ keys: {}, dispatcher, clock: systemClock, scrub: makeScrubber([]) });
    try {
      const identity = { id: 'h/p/0', provider: 'h', api: 'openai-chat', model: 'huge-args', prompt: 'p', rep: 0 };
      const result = await executor.execute(
        {
          provider,
          identity: { ...identity, warmup: false, attempt: 1, cache_bust: null },
          messages: [{ role: 'user', content: 'hi' }],
          maxTokens: 16,
          keepText: true,
          dueAt: null,
          session: null,
        },
        provider,
      );
      assert.equal(result.trace.error, null);
      const calls = result.toolCalls ?? [];
      assert.equal(calls.length, 12);
      // Every character was counted ...
      assert.ok(
        calls.every((c) => c.argsChars === 100_000),
        JSON.stringify(calls.map((c) => c.argsChars)),
      );
      // ... but no more than the step's cap (+1, to see it is over) was kept.
      const kept = calls.reduce((n, c) => n + c.args.length, 0);
      assert.equal(kept, MAX_AGENT_STEP_ARGS_CHARS + 1);
      assert.ok(calls.every((c) => c.args.length <= MAX_AGENT_ARGS_CHARS + 1));
    } finally {
      await dispatcher.close();
    }
  });
});
