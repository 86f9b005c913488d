import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { inferApi, planUrlRun, requestsChoice, urlRunConfig } from '../../src/cli/url-run.ts';
import { loadConfig, parseConfig } from '../../src/config/read.ts';
import { makeScrubber } from '../../src/secrets.ts';
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

async function filesUnder(root: string): Promise<Array<[string, string]>> {
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  const files: Array<[string, string]> = [];
  for (const name of names) {
    const text = await readFile(join(root, name), 'utf8').catch(() => null);
    if (text !== null) files.push([name, text]);
  }
  return files;
}

/** No 8-character piece of the key anywhere in `text`: an output holding one leaked part of it. */
function assertNoKey(text: string, key: string, where: string): void {
  for (let i = 0; i + 8 <= key.length; i++)
    assert.ok(
      !text.includes(key.slice(i, i + 8)),
      `${where} holds part of the key: ${JSON.stringify(text.slice(0, 300))}`,
    );
}

// mock-llm's group mostly waits on its 50 ms chunks; the hostile listing's refusals are CPU and no
// timing: the two run side by side, each on its own server and output folders, each in order within.
// The built-in simulator's group (a stream checked as streamed, a stage polled) runs alone after.
describe('run --url', { concurrency: true }, () => {
  describe('run --url against @dwmkerr/mock-llm', { concurrency: 1 }, () => {
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
      const r = await cli([
        'run',
        '--url',
        url,
        '--concurrency',
        '1,2',
        '--requests',
        '2',
        '--prompt-tokens',
        '64',
        '-o',
        out,
      ]);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /--model gpt-5\.2 \(the first model .* lists\)/);
      // --requests 2 never puts 2 in flight for long: each stage gets 4 rounds of its highest level.
      assert.match(
        r.stderr,
        /8 measured requests at each concurrency \(1, 2\): 4 x the highest, 2, .*\(--requests 2 would not\)/,
      );
      // mock-llm serves no /metrics: nothing is polled, and nothing says so.
      assert.doesNotMatch(r.stderr, /metrics at/);

      const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
      const measured = results.requests.filter((q) => !q.warmup);
      assert.equal(measured.length, 16, 'eight requests at each of two concurrencies');
      // The echoed prompt (64 tokens, ~250 characters) comes back in ~5 chunks 50 ms apart: a stream.
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
      assert.deepEqual(loaded.config.prompts[0]?.synthetic, { input_tokens: 64, output_tokens: 256, seed: 1 });
      assert.equal(loaded.config.load?.requests, 8);
      assert.equal(provider?.metrics_url, undefined);
    });
  });

  describe('run --url against a hostile model listing', { concurrency: 1 }, () => {
    const key = 'sk-hostile-listing-0123456789abcdef';
    const HUGE_ID_BYTES = 20 * 1024 * 1024;
    let server: Server;
    let other: Server;
    let base: string;
    /** What the other origin received: a redirect must bring it nothing, and surely not the key. */
    const otherSaw: string[] = [];
    let hugeSent = 0;

    const listing = (res: ServerResponse, id: string) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id, object: 'model' }] }));
    };

    before(async () => {
      other = createHttpServer((req, res) => {
        otherSaw.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)}`);
        listing(res, 'stolen');
      });
      other.listen(0, '127.0.0.1');
      await once(other, 'listening');
      const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      server = createHttpServer((req, res) => {
        const echoed = String(req.headers.authorization ?? req.headers['x-api-key'] ?? '');
        const route = (req.url ?? '').split('/')[1];
        switch (route) {
          case 'huge': {
            // A 20 MB id, written as fast as the client reads: it should stop reading at 64 KiB.
            res.writeHead(200, { 'content-type': 'application/json' });
            res.write('{"data":[{"id":"');
            const chunk = Buffer.alloc(64 * 1024, 'a');
            const more = () => {
              while (hugeSent < HUGE_ID_BYTES) {
                hugeSent += chunk.length;
                if (!res.write(chunk)) return void res.once('drain', more);
              }
              res.end('"}]}');
            };
            res.on('error', () => undefined);
            more();
            return;
          }
          case 'long':
            return listing(res, 'm'.repeat(300));
          case 'escape':
            return listing(res, '\u001b[2J\u001b[31mowned\r\u0007model');
          case 'c1':
            return listing(res, 'model\u009b31m');
          case 'bidi':
            return listing(res, 'gpt\u202egnp.exe');
          case 'echo':
            return listing(res, echoed);
          case 'echo-part':
            return listing(res, `model-${echoed.replace(/^Bearer /, '').slice(0, 12)}`);
          case 'echo-inside':
            return listing(res, `model-${echoed.replace(/^Bearer /, '')}-v2`);
          case 'redirect':
            res.writeHead(302, { location: `${otherOrigin}/v1/models?k=${encodeURIComponent(echoed)}` });
            return res.end();
          default:
            res.writeHead(404);
            res.end();
        }
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(() => {
      server.closeAllConnections();
      other.closeAllConnections();
      server.close();
      other.close();
    });

    const cases: Array<{ route: string; api?: string; reason: RegExp }> = [
      { route: 'huge', reason: /listed over 64 KiB of models/ },
      { route: 'long', reason: /a model id over 256 characters/ },
      { route: 'escape', reason: /a model id with control or bidirectional characters \(\?\[2J\?\[31mowned/ },
      { route: 'c1', reason: /a model id with control or bidirectional characters/ },
      { route: 'bidi', reason: /a model id with control or bidirectional characters \(gpt\?gnp\.exe\)/ },
      { route: 'echo', reason: /a model id holding \(part of\) the API key/ },
      { route: 'echo', api: 'anthropic', reason: /a model id holding \(part of\) the API key/ },
      { route: 'echo-inside', reason: /a model id holding \(part of\) the API key/ },
      { route: 'echo-part', reason: /a model id holding \(part of\) the API key/ },
      { route: 'redirect', reason: /HTTP 302, a redirect to http:\/\/127\.0\.0\.1:\d+, which is not followed/ },
      {
        route: 'redirect',
        api: 'anthropic',
        reason: /HTTP 302, a redirect to http:\/\/127\.0\.0\.1:\d+, which is not followed/,
      },
    ];
    for (const { route, api, reason } of cases)
      it(`${route}${api ? ` (${api})` : ''}: refused with exit 2, asking for --model, nothing raw printed, no key anywhere`, async () => {
        const out = join(dir, `hostile-${route}-${api ?? 'openai'}`);
        const apiArgs = api ? ['--api', api] : [];
        const r = await cli(
          ['run', '--url', `${base}/${route}/v1`, ...apiArgs, '--api-key-env', 'HOSTILE_KEY', '-o', out],
          {
            HOSTILE_KEY: key,
          },
        );
        assert.equal(r.code, 2, r.stderr);
        assert.match(r.stderr, reason);
        assert.match(r.stderr, /--model/);
        // eslint-disable-next-line no-control-regex
        assert.doesNotMatch(r.stdout + r.stderr, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
        assert.ok(r.stderr.length < 2000, `a short message, not the listing: ${r.stderr.length} characters`);
        assertNoKey(r.stdout, key, 'stdout');
        assertNoKey(r.stderr, key, 'stderr');
        for (const [name, text] of await filesUnder(out)) assertNoKey(text, key, name);
        assert.deepEqual(otherSaw, [], 'the redirect was not followed');
      });

    it('stopped reading the huge listing long before its end', () => {
      assert.ok(hugeSent < HUGE_ID_BYTES, `${hugeSent} bytes were written of ${HUGE_ID_BYTES}`);
    });
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

  it('stops with exit 2 naming the address when nothing listens, with or without --model', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/v1`;
    const cases = [
      { args: [], out: join(dir, 'gone') },
      // With --model nothing is listed: a connection is tried before the run, not 10 requests into refusals.
      { args: ['--model', 'm', '--concurrency', '1,4'], out: join(dir, 'gone-model') },
    ];
    for (const { args, out } of cases) {
      const r = await cli(['run', '--url', url, ...args, '-o', out]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, new RegExp(`cannot reach 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\)`));
      assert.doesNotMatch(r.stderr, /--model M|Saturation|Usage:/);
      await assert.rejects(readFile(join(out, 'results.json')), { code: 'ENOENT' }, 'nothing was run');
    }
  });

  it('stops with exit 2 at a port the fetch standard bars (1), where fetch names no cause', async () => {
    // Port 1 is on fetch's bad-port list: the listing fails with no error code, and
    // the run's own client (undici's request) would dial it and be refused.
    const r = await cli(['run', '--url', 'http://127.0.0.1:1/v1', '-o', join(dir, 'port1')]);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /cannot reach 127\.0\.0\.1:1 \(ECONNREFUSED\)/);
    assert.doesNotMatch(r.stderr, /--model M|fetch failed/);
  });

  it('stops with exit 2 naming a host name that does not resolve', async () => {
    const r = await cli(['run', '--url', 'http://streamgauge-test.invalid/v1', '--model', 'm', '-o', join(dir, 'dns')]);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /cannot reach streamgauge-test\.invalid:80 \((ENOTFOUND|EAI_AGAIN)\)/);
  });

  it('gives each stage enough requests to reach its concurrency, and polls the /metrics it finds', async () => {
    const out = join(dir, 'levels');
    let reached = false;
    void sim.waitForInFlight(4).then(
      () => (reached = true),
      () => undefined,
    );
    const r = await cli([
      'run',
      '--url',
      sim.url,
      '--model',
      'steady:tokens=6,interval_ms=5',
      '--concurrency',
      '1,4',
      '--prompt-tokens',
      '16',
      '--max-tokens',
      '6',
      '-o',
      out,
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stderr,
      /16 measured requests at each concurrency \(1, 4\): 4 x the highest, 4, .*\(the default 10 would not\)/,
    );
    const metricsUrl = `${new URL(sim.url).origin}/metrics`;
    assert.match(r.stderr, new RegExp(`vllm metrics at ${metricsUrl.replaceAll('.', '\\.')}: polled during the run`));
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
    const measured = results.requests.filter((q) => !q.warmup);
    assert.equal(measured.length, 32);
    assert.ok(reached, 'four requests were in flight at once');
    const config = await readFile(join(out, 'streamgauge.yml'), 'utf8');
    assert.match(config, /# 16 measured requests at each concurrency \(1, 4\): 4 x the highest/);
    const loaded = parseConfig(config, 'streamgauge.yml', {});
    assert.equal(loaded.config.load?.requests, 16);
    assert.equal(loaded.config.providers[0]?.metrics_url, metricsUrl);
    assert.ok((await readFile(join(out, 'server_metrics.ndjson'), 'utf8')).includes('vllm:'), 'the server was polled');
  });

  it('keeps a query in --url as a query, on the listing and on every request', async () => {
    const lines: string[] = [];
    const logged = await startSimulator({ port: 0, log: (line) => lines.push(line) });
    try {
      const out = join(dir, 'query');
      const url = `${logged.url}?region=eu`;
      const r = await cli(['run', '--url', url, '--requests', '1', '--max-tokens', '8', '-o', out]);
      assert.equal(r.code, 0, r.stderr);
      assert.ok(
        lines.some((l) => l.startsWith('GET /v1/models?region=eu ')),
        lines.join('\n'),
      );
      const posts = lines.filter((l) => l.startsWith('POST '));
      assert.ok(
        posts.length >= 1 && posts.every((l) => l.startsWith('POST /v1/chat/completions?region=eu ')),
        posts.join('\n'),
      );
      const loaded = await loadConfig(join(out, 'streamgauge.yml'), {});
      assert.equal(loaded.config.providers[0]?.base_url, url);
    } finally {
      await logged.close();
    }
  });
});

/** Every file under `root`, as text; none when it was never made. */
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

  it('refuses a credential in the query, and a key given where a variable name goes, without echoing either', () => {
    const secret = 'sk-typed-into-the-url-0123456789';
    const thrown = (flags: Parameters<typeof planUrlRun>[0]): string => {
      try {
        planUrlRun(flags, {});
      } catch (e) {
        return (e as Error).message;
      }
      return assert.fail(`${JSON.stringify(flags)} was accepted`);
    };
    for (const name of ['api-key', 'api_key', 'key', 'token', 'access_token', 'X-Api-Key', 'sig', 'auth']) {
      const message = thrown({ url: `http://h:8000/v1?region=eu&${name}=${secret}` });
      assert.match(message, new RegExp(`query parameter "${name}" carries a credential.*--api-key-env VAR`));
      assertNoKey(message, secret, name);
    }
    for (const url of [`http://h:8000:x/v1?api-key=${secret}`, `notaurl://u:${secret}@h/v1`]) {
      const message = thrown({ url });
      assert.match(message, /^--url /);
      assertNoKey(message, secret, url);
    }
    const message = thrown({ url: 'http://h/v1', apiKeyEnv: secret });
    assert.match(message, /--api-key-env: expected the name of an environment variable/);
    assertNoKey(message, secret, '--api-key-env');
  });

  it('keeps any other query as a query, drops a fragment, and sizes each stage to its highest concurrency', () => {
    const plan = planUrlRun({ url: 'http://h:8000/v1/?region=eu#frag', concurrency: '1,4,16' }, {});
    assert.equal(plan.url.href, 'http://h:8000/v1/?region=eu');
    assert.equal(plan.requests, 64);
    assert.match(requestsChoice(plan), /^64 measured requests at each concurrency \(1, 4, 16\): 4 x the highest, 16/);
    assert.equal(planUrlRun({ url: 'http://h/v1', concurrency: '1,2', requests: '50' }, {}).requests, 50);
    // One stream is reached by one request: --requests stands.
    assert.equal(planUrlRun({ url: 'http://h/v1', requests: '2' }, {}).requests, 2);
    const text = urlRunConfig({ ...plan, model: 'm' }, ['run', '--url', 'http://h:8000/v1/?region=eu']);
    assert.equal(parseConfig(text, 'streamgauge.yml', {}).config.providers[0]?.base_url, 'http://h:8000/v1/?region=eu');
  });

  it('writes no key into the config, from the command line or from a model id', () => {
    const secret = 'sk-config-scrub-0123456789';
    const plan = planUrlRun({ url: 'http://h:8000/v1', apiKeyEnv: 'K' }, { K: secret });
    const text = urlRunConfig(
      { ...plan, model: `m-${secret}` },
      ['run', '--url', 'http://h:8000/v1', '-o', `out-${secret}`],
      makeScrubber([secret]),
    );
    assertNoKey(text, secret, 'streamgauge.yml');
    assert.match(text, /api_key_env: K/);
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
