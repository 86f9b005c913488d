import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { syntheticPng } from '../../src/config/png.ts';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark, type RunOutcome } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// Requests with tools, tool_choice, response_format and images, through the
// run end to end against the real simulator over HTTP, in every wire format:
// each adapter's body (with the shapes in its API's form) is accepted and
// answered, and requests record the image bytes they sent. The simulator
// answers text whatever the tools; the tool-call streams are another test's.
// Timing is not under test.

const BASES = [
  'openai-chat',
  'openai-responses',
  'anthropic',
  'gemini',
  'ollama',
  'ollama-generate',
  'cohere',
  'azure-openai',
  'bedrock',
] as const;
const API: Record<(typeof BASES)[number], string> = {
  'openai-chat': 'openai-chat',
  'openai-responses': 'openai-responses',
  anthropic: 'anthropic',
  gemini: 'gemini',
  ollama: 'ollama',
  'ollama-generate': 'ollama',
  cohere: 'cohere',
  'azure-openai': 'azure-openai',
  bedrock: 'bedrock',
};
const MODEL = 'steady:tokens=6,ttft_ms=5,interval_ms=5';
/** Made-up AWS credentials: the simulator does not check the signature, the adapter still signs. */
const AWS = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'example-secret' };

let sim: Simulator;
let dir: string;
let outcome: RunOutcome;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-shapes-'));
  const providers = BASES.map(
    (b) => `  - { id: ${b}, api: ${API[b]}, base_url: "${sim.baseUrls[b]}", model: "${MODEL}" }`,
  ).join('\n');
  // Every provider at once, two requests each: timing is not under test here.
  const yaml = `defaults: { repetitions: 2, warmup: 0, concurrency: 2 }
parallel_providers: 9
analysis: { max_client_stall_ms: 10000 }
providers:
${providers}
prompts:
  - id: tools
    prompt: What is the weather in Oslo?
    tools:
      - name: get_weather
        description: The weather in a city
        parameters: { type: object, properties: { city: { type: string } }, required: [city] }
    tool_choice: auto
    images: [{ synthetic: { width: 24, height: 16, seed: 7 } }]
  - id: json
    prompt: Answer in JSON.
    response_format: { json_schema: { type: object, properties: { answer: { type: string } } } }
    images: [{ synthetic: { width: 8, height: 8, seed: 1 } }, { synthetic: { width: 4, height: 4 } }]
exclude:
  # /api/generate takes no tools; Anthropic and Bedrock have no response format (docs/request-shapes.md).
  - { provider: ollama-generate, prompt: tools }
  - { provider: anthropic, prompt: json }
  - { provider: bedrock, prompt: json }
`;
  outcome = await runBenchmark({ loaded: parseConfig(yaml, 'shapes.yml', AWS), outDir: join(dir, 'out'), env: {} });
});

after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

describe('request shapes against the simulator', () => {
  it('every format sends its tools, response format and images, and every request is answered', async () => {
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    const pairs = new Set(results.requests.map((r) => `${r.provider}/${r.prompt}`));
    // 9 providers x 2 prompts, less the 3 excluded pairs.
    assert.equal(pairs.size, 15);
    for (const r of results.requests) {
      assert.equal(r.error_kind, null, `${r.id}: ${r.error_message}`);
      assert.ok((r.output_tokens ?? 0) > 0, `${r.id} has output`);
    }
    assert.equal(outcome.results.requests.length, 30);
  });

  it('requests record the bytes of the images they sent', async () => {
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    const want = {
      tools: syntheticPng(24, 16, 7).length,
      json: syntheticPng(8, 8, 1).length + syntheticPng(4, 4, 0).length,
    };
    for (const r of results.requests)
      assert.equal(r.image_bytes, want[r.prompt as keyof typeof want], `${r.id} image_bytes`);
  });
});

describe('request shapes in a load run', () => {
  it('each stage request carries its prompt shape: image_bytes on every request', async () => {
    const yaml = `analysis: { max_client_stall_ms: 10000 }
providers:
  - { id: chat, api: openai-chat, base_url: "${sim.baseUrls['openai-chat']}", model: "${MODEL}" }
prompts:
  - id: img
    prompt: Describe it.
    tools: [{ name: look }]
    tool_choice: required
    images: [{ synthetic: { width: 12, height: 12, seed: 2 } }]
load:
  requests: 3
  stages: [{ concurrency: 1 }, { rate: 50 }]
`;
    const run = await runBenchmark({ loaded: parseConfig(yaml, 'load.yml', {}), outDir: join(dir, 'load'), env: {} });
    const measured = run.results.requests;
    assert.ok(measured.length >= 6, `requests: ${measured.length}`);
    for (const r of measured) {
      assert.equal(r.error_kind, null, `${r.id}: ${r.error_message}`);
      assert.equal(r.image_bytes, syntheticPng(12, 12, 2).length, `${r.id} image_bytes`);
    }
  });
});

describe('request shapes through a measurer thread', () => {
  let threaded: Simulator;
  let out: string;
  before(async () => {
    threaded = await startSimulator({ port: 0, recordArrivals: true });
    out = await mkdtemp(join(tmpdir(), 'streamgauge-shapes-threads-'));
  });
  after(async () => {
    await threaded.close();
    await rm(out, { recursive: true, force: true });
  });

  it('the job carries the shape to the thread that builds the body: the images reach the server', async () => {
    // Formats whose simulator counts a message's content (images included) as prompt size.
    const apis = ['openai-chat', 'openai-responses', 'anthropic', 'cohere'] as const;
    const providers = apis
      .map((a) => `  - { id: ${a}, api: ${a}, base_url: "${threaded.baseUrls[a]}", model: "${MODEL}" }`)
      .join('\n');
    const yaml = `defaults: { repetitions: 2, warmup: 0, concurrency: 2 }
analysis: { max_client_stall_ms: 10000 }
run: { measurer_threads: 1 }
providers:
${providers}
prompts:
  - id: img
    prompt: Describe it.
    tools: [{ name: look }]
    images: [{ synthetic: { width: 32, height: 32, seed: 5 } }]
  - id: plain
    prompt: Describe it.
`;
    const run = await runBenchmark({ loaded: parseConfig(yaml, 'threads.yml', {}), outDir: out, env: {} });
    for (const r of run.results.requests) assert.equal(r.error_kind, null, `${r.id}: ${r.error_message}`);
    const base64Chars = Math.ceil((syntheticPng(32, 32, 5).length * 4) / 3);
    const arrivals = threaded.takeArrivals();
    assert.equal(arrivals.length, 16);
    const withImage = arrivals.filter((a) => a.promptTokens >= base64Chars / 4);
    const plain = arrivals.filter((a) => a.promptTokens < 50);
    assert.deepEqual([withImage.length, plain.length], [8, 8]);
  });
});

describe('TTFT by image size against the simulator', () => {
  it('groups carry their image bytes, and the table reads the prefill a larger image adds', async () => {
    // The capacity model prefills 2 µs per prompt token (chars/4), and the
    // chat simulator counts an image's base64 text as prompt: the large
    // image's scripted prefill is what its TTFT should add over text alone.
    // Four requests at a time on four slots: none waits for a slot, so each
    // TTFT is its own prefill (and 10 ms steps: 50 ms of generation, kept
    // streamed by min_generation_s 0.02).
    const PREFILL_US = 2;
    const model = `capacity:slots=4,prefill_us_per_token=${PREFILL_US},tokens=6,step_ms=10,step_per_stream_ms=0`;
    const yaml = `defaults: { repetitions: 4, warmup: 0, concurrency: 4 }
analysis: { max_client_stall_ms: 10000, min_generation_s: 0.02 }
providers:
  - { id: chat, api: openai-chat, base_url: "${sim.baseUrls['openai-chat']}", model: "${model}" }
prompts:
  - id: large
    prompt: Describe it.
    images: [{ synthetic: { width: 256, height: 256, seed: 3 } }]
  - { id: text, prompt: Describe it. }
  - id: small
    prompt: Describe it.
    images: [{ synthetic: { width: 32, height: 32, seed: 3 } }]
`;
    const out = join(dir, 'image-size');
    const run = await runBenchmark({ loaded: parseConfig(yaml, 'sizes.yml', {}), outDir: out, env: {} });
    const bytes = { large: syntheticPng(256, 256, 3).length, small: syntheticPng(32, 32, 3).length };
    const g = (prompt: string) => run.results.groups.find((x) => x.prompt === prompt)!;
    assert.equal(g('large').image_bytes, bytes.large);
    assert.equal(g('small').image_bytes, bytes.small);
    assert.equal('image_bytes' in g('text'), false, 'a group without images has no image_bytes');

    const scriptedMs = (Math.ceil(Math.ceil((bytes.large * 4) / 3) / 4) * PREFILL_US) / 1000;
    const p50 = (prompt: string) => g(prompt).ttft_ms!.p50;
    assert.ok(scriptedMs > 100, `the premise: a prefill of ${scriptedMs} ms`);
    // Both sides share the machine's load; the difference is the prefill.
    assert.ok(p50('large') - p50('text') >= scriptedMs / 2, `large ${p50('large')} vs text ${p50('text')} ms`);

    const md = await readFile(join(out, 'summary.md'), 'utf8');
    const section = md.slice(md.indexOf('## TTFT by image size'));
    assert.ok(md.includes('## TTFT by image size'));
    const rows = section.split('\n').filter((l) => l.startsWith('| chat |'));
    assert.deepEqual(
      rows.map((l) => l.split(' | ')[2]),
      ['text', 'small', 'large'],
      'smallest images first, text alone as the size-0 row',
    );
  });
});
