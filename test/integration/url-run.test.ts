import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { inferApi, planUrlRun, urlRunConfig } from '../../src/cli/url-run.ts';
import { loadConfig, parseConfig } from '../../src/config/read.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { runCli } from '../support/cli.ts';

// `streamgauge run --url`: a config-less run against a third-party
// OpenAI-compatible server, @dwmkerr/mock-llm (a devDependency, run as its
// own process as a user would run it), and against the built-in simulator.
// mock-llm echoes the prompt back in 50-character chunks 50 ms apart and
// lists one model at /v1/models.

const MOCK_LLM = fileURLToPath(new URL('../../node_modules/@dwmkerr/mock-llm/dist/main.js', import.meta.url));

const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { env });

/** A port free a moment ago: mock-llm takes its port from PORT and prints the one it was given, not the one it got. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-url-run-'));
});
after(() => rm(dir, { recursive: true, force: true }));

describe('run --url against @dwmkerr/mock-llm', () => {
  let mock: ReturnType<typeof spawn>;
  let url: string;
  before(async () => {
    const port = await freePort();
    mock = spawn(process.execPath, [MOCK_LLM], {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port) },
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      mock.stdout!.on('data', (d: Buffer) => {
        log += d.toString();
        if (log.includes('server running on')) resolve();
      });
      mock.on('exit', (code) => reject(new Error(`mock-llm exited (${code}): ${log}`)));
    });
    url = `http://127.0.0.1:${port}/v1`;
  });
  after(() => mock.kill('SIGTERM'));

  it('measures streamed requests with the listed model and writes the equivalent config', async () => {
    const out = join(dir, 'mock');
    const r = await cli(['run', '--url', url, '--concurrency', '1,2', '--requests', '2', '-o', out]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /--model gpt-5\.2 \(the first model .* lists\)/);

    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    const measured = results.requests.filter((q) => !q.warmup);
    assert.equal(measured.length, 4, 'two requests at each of two concurrencies');
    // The echoed prompt (128 tokens, ~500 characters) comes back in ~10 chunks 50 ms apart: a stream.
    for (const q of measured) {
      assert.equal(q.outcome, 'streamed', `${q.id}: ${q.outcome} ${q.error_kind ?? ''}`);
      assert.equal(q.model, 'gpt-5.2');
      assert.ok(q.content_reads >= 3, `${q.id}: ${q.content_reads} content reads`);
    }
    assert.deepEqual(
      (results.stages ?? []).map((s) => s.offered.concurrency),
      [1, 2],
    );

    // The config it wrote runs as it stands: loaded by the ordinary loader, the same matrix.
    const loaded = await loadConfig(join(out, 'streamgauge.yml'), {});
    const [provider] = loaded.config.providers;
    assert.equal(provider?.api, 'openai-chat');
    assert.equal(provider?.base_url, url);
    assert.equal(provider?.model, 'gpt-5.2');
    assert.deepEqual(loaded.config.prompts[0]?.synthetic, { input_tokens: 128, output_tokens: 256, seed: 1 });
    assert.equal(loaded.config.load?.requests, 2);
  });
});

describe('run --url against the built-in simulator', () => {
  let sim: Simulator;
  before(async () => {
    sim = await startSimulator({ port: 0 });
  });
  after(() => sim.close());

  it('takes --model and the prompt sizes, and leaves the key out of every file', async () => {
    const out = join(dir, 'sim');
    const key = 'sk-url-run-secret-0123456789';
    const r = await cli(
      [
        'run',
        '--url',
        sim.url,
        '--model',
        'steady:tokens=20,interval_ms=15',
        '--requests',
        '3',
        '--prompt-tokens',
        '32',
        '--max-tokens',
        '20',
        '--api-key-env',
        'SIM_KEY',
        '-o',
        out,
      ],
      { SIM_KEY: key },
    );
    assert.equal(r.code, 0, r.stderr);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    assert.equal(results.requests.filter((q) => !q.warmup && q.outcome === 'streamed').length, 3);
    const config = await readFile(join(out, 'streamgauge.yml'), 'utf8');
    assert.match(config, /api_key_env: SIM_KEY/);
    assert.match(config, /synthetic: \{ input_tokens: 32, output_tokens: 20, seed: 1 \}/);
    for (const f of ['streamgauge.yml', 'traces.ndjson', 'results.json', 'summary.md'])
      assert.ok(!(await readFile(join(out, f), 'utf8')).includes(key), `${f} holds no key`);
    assert.ok(!r.stdout.includes(key) && !r.stderr.includes(key));
  });

  it('says how to fix a URL it cannot read, and sends nothing', async () => {
    const r = await cli(['run', '--url', sim.url.replace(/\/v1$/, ''), '-o', join(dir, 'no-api')]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /cannot tell which API it speaks.*\/v1.*--api/);
    const bad = await cli(['run', '--url', sim.url, '--concurrency', '1,x']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--concurrency 1,x: expected whole numbers >= 1/);
    const alone = await cli(['run', '--model', 'm']);
    assert.equal(alone.code, 2);
    assert.match(alone.stderr, /--model goes with --url/);
  });

  it('names the listing it could not read when the server is gone', async () => {
    const port = await freePort();
    const r = await cli(['run', '--url', `http://127.0.0.1:${port}/v1`, '-o', join(dir, 'gone')]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, new RegExp(`GET http://127\\.0\\.0\\.1:${port}/v1/models \\(ECONNREFUSED\\).*--model`));
  });
});

describe('inferApi', () => {
  const cases: [string, string | null][] = [
    ['http://localhost:8000/v1', 'openai-chat'], // vLLM, SGLang
    ['http://127.0.0.1:8080/v1/', 'openai-chat'], // llama.cpp
    ['http://localhost:1234/v1', 'openai-chat'], // LM Studio
    ['http://localhost:11434', 'ollama'],
    ['http://localhost:11434/api/chat', 'ollama'],
    ['http://localhost:11434/v1', 'openai-chat'], // Ollama's OpenAI-compatible API
    ['https://api.openai.com/v1', 'openai-chat'],
    ['https://api.anthropic.com/v1', 'anthropic'],
    ['https://generativelanguage.googleapis.com/v1beta', 'gemini'],
    ['https://api.cohere.com/v2', 'cohere'],
    ['https://res.openai.azure.com', 'azure-openai'],
    ['https://bedrock-runtime.us-east-1.amazonaws.com', 'bedrock'],
    ['http://localhost:8000', null],
  ];
  for (const [url, api] of cases) it(`${url} -> ${api}`, () => assert.equal(inferApi(new URL(url)), api));
});

describe('planUrlRun', () => {
  it('names the flag, the value and the fix', () => {
    const cases: [Parameters<typeof planUrlRun>[0], RegExp][] = [
      [{ url: 'localhost:8000' }, /--url localhost:8000: expected an http\(s\) URL/],
      [{ url: 'not a url' }, /--url not a url: not a URL/],
      [{ url: 'http://u:p@h/v1' }, /credentials in the URL .* --api-key-env VAR instead/],
      [{ url: 'http://h/v1', api: 'openai' }, /--api openai: expected one of openai-chat, /],
      [{ url: 'http://h/v1', apiKeyEnv: 'UNSET_KEY' }, /the variable UNSET_KEY is not set/],
      [{ url: 'http://h/v1', requests: '0' }, /--requests 0: expected a whole number >= 1/],
      [{ url: 'http://h/v1', promptTokens: '1.5' }, /--prompt-tokens 1\.5: expected a whole number >= 1/],
    ];
    for (const [flags, message] of cases) assert.throws(() => planUrlRun(flags, {}), message);
  });

  it('writes a config that quotes what YAML would misread', () => {
    const plan = planUrlRun({ url: 'http://h:8000/v1', concurrency: '2,8' }, {});
    const text = urlRunConfig({ ...plan, model: 'org/model:q4 #1' }, ['run', '--url', 'http://h:8000/v1']);
    const loaded = parseConfig(text, 'streamgauge.yml', {});
    assert.equal(loaded.config.providers[0]?.model, 'org/model:q4 #1');
    assert.deepEqual(
      loaded.config.load?.stages?.map((s) => s.concurrency),
      [2, 8],
    );
  });
});
