import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RequestResult, Results } from '../../src/analyze/types.ts';
import { main } from '../../src/cli/main.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import type { Trace } from '../../src/trace.ts';

// The CLI as a user runs it: a child process on the real entry, against the
// built-in simulator on loopback.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function cli(
  args: string[],
  opts: { env?: Record<string, string>; onSpawn?: (kill: (s: NodeJS.Signals) => void) => void } = {},
) {
  return new Promise<Ran>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    opts.onSpawn?.((s) => child.kill(s));
  });
}

/**
 * The CLI's main() in this process, for the runs that stop at a usage or
 * config error before sending anything: a child each would cost a whole
 * start-up (about 0.5 s CPU) to check an exit code and a message. The child
 * runs above and below still cover bin.ts and its exit codes (0, 2, 130, 143).
 */
async function cliInProcess(args: string[]): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const sink = (f: (s: string) => void) =>
    new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        f(chunk.toString());
        cb();
      },
    });
  const code = await main(args, {
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    stdout: sink((s) => (stdout += s)),
    stderr: sink((s) => (stderr += s)),
  });
  return { code, signal: null, stdout, stderr };
}

let sim: Simulator;
let dir: string;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-cli-'));
});
after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

async function config(name: string, text: string): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, text.replaceAll('{{URL}}', sim.url));
  return file;
}

async function readOut(out: string) {
  const traces = (await readFile(join(out, 'traces.ndjson'), 'utf8'))
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Trace);
  const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
  const summary = await readFile(join(out, 'summary.md'), 'utf8');
  return { traces, results, summary };
}

const byProvider = (results: Results, provider: string): RequestResult[] =>
  results.requests.filter((r) => r.provider === provider && !r.warmup);

describe('streamgauge run', () => {
  let ran: Ran;
  let out: string;
  let sentBefore: number;

  before(async () => {
    const file = await config(
      'matrix.yml',
      `defaults:
  repetitions: 2
  warmup: 1
  timeout: { headers: 5, idle: 0.4, total: 20 }
parallel_providers: 8
# Eight providers and the simulator share this loop on a loaded machine: a request measured through
# one of its stalls would be flagged client_stalled instead of implausible (client-stall.test.ts).
analysis: { max_client_stall_ms: 10000 }
providers:
  - { id: steady, api: openai-chat, base_url: "{{URL}}", model: "steady:tokens=20,interval_ms=20" }
  - { id: burst, api: openai-chat, base_url: "{{URL}}", model: "burst:delay_ms=300" }
  - { id: keepalive, api: openai-chat, base_url: "{{URL}}", model: "role-keepalive:delay_ms=500" }
  - { id: empty, api: openai-chat, base_url: "{{URL}}", model: empty }
  - { id: inflated, api: openai-chat, base_url: "{{URL}}", model: implausible }
  - { id: short, api: openai-chat, base_url: "{{URL}}", model: short-fast }
  - { id: stall, api: openai-chat, base_url: "{{URL}}", model: stall, warmup: 0 }
  - { id: cut, api: openai-chat, base_url: "{{URL}}", model: cut, warmup: 0 }
prompts:
  - { id: p, prompt: Say something. }
`,
    );
    out = join(dir, 'run-out');
    ran = await cli(['run', '-c', file, '-o', out]);
    sentBefore = sim.requestCount();
  });

  it('exits 0 with both tables, the flagged list and the file paths', () => {
    assert.equal(ran.code, 0, ran.stderr);
    assert.match(ran.stdout, /Post-first-content throughput/);
    assert.match(ran.stdout, /End-to-end throughput/);
    assert.match(ran.stdout, /Flagged/);
    assert.match(ran.stdout, /traces\.ndjson/);
  });

  it('writes one trace per request, warmups marked, and the contract files', async () => {
    const { traces, results, summary } = await readOut(out);
    // 6 providers x (1 warmup + 2) + 2 providers x 2
    assert.equal(traces.length, 22);
    assert.equal(traces.filter((t) => t.warmup).length, 6);
    assert.equal(results.schema, 'streamgauge.results/1');
    assert.equal(results.requests.length, 22);
    assert.match(results.run.config_sha256, /^[0-9a-f]{64}$/);
    assert.match(summary, /## Post-first-content throughput/);
    assert.match(summary, /## End-to-end throughput/);
    for (const t of traces) assert.ok(t.cache_bust?.startsWith('[sg-'), `cache bust on ${t.id}`);
    assert.equal(new Set(traces.map((t) => t.cache_bust)).size, 22, 'every prefix unique');
    // Counted after the run (texts spooled meanwhile) and written back into every trace.
    for (const t of traces) {
      assert.equal(t.reference_tokens?.tokenizer, 'o200k_base', `reference count on ${t.id}`);
      if (t.error === null && t.output.chars > 0) assert.ok(t.reference_tokens.output_tokens > 0, t.id);
    }
  });

  it('the buffered burst: TTFT and post-first-content withheld, end-to-end correct', async () => {
    const { traces, results } = await readOut(out);
    for (const r of byProvider(results, 'burst')) {
      const t = traces.find((x) => x.id === r.id)!;
      assert.equal(r.outcome, 'buffered');
      assert.equal(r.ttft_ms, null);
      assert.equal(r.post_first_content_tps, null);
      assert.equal(r.metric, 'end_to_end');
      assert.ok(Math.abs(r.end_to_end_tps! - r.output_tokens / (t.at.end! / 1000)) < 1e-6);
    }
    assert.equal(results.groups.find((g) => g.provider === 'burst')?.streaming, 'not_observed');
  });

  it('role-only then keep-alives: first byte far before first content, TTFT = first content', async () => {
    const { traces, results } = await readOut(out);
    for (const r of byProvider(results, 'keepalive')) {
      const t = traces.find((x) => x.id === r.id)!;
      assert.equal(r.outcome, 'streamed');
      assert.ok(t.at.first_content! - t.at.first_byte! >= 350, `gap ${t.at.first_content! - t.at.first_byte!}`);
      assert.equal(r.ttft_ms, t.at.first_content);
    }
  });

  it('an empty answer is an error; an implausible rate is flagged and kept as measured', async () => {
    const { traces, results } = await readOut(out);
    for (const r of byProvider(results, 'empty')) {
      assert.equal(r.outcome, 'error');
      assert.equal(r.error_kind, 'empty_output');
      assert.equal(r.end_to_end_tps, null);
    }
    for (const r of byProvider(results, 'inflated')) {
      const t = traces.find((x) => x.id === r.id)!;
      assert.equal(r.implausible, true);
      const measured = t.usage!.output_tokens! / ((t.at.end! - t.at.first_content!) / 1000);
      assert.ok(Math.abs(r.post_first_content_tps! - measured) / measured < 1e-9, 'not clamped');
      assert.ok(results.flagged.some((f) => f.id === r.id && f.reason === 'implausible'));
    }
  });

  it('a stall ends by the idle timeout; a cut stream keeps its partial trace', async () => {
    const { traces, results } = await readOut(out);
    for (const r of byProvider(results, 'stall')) {
      assert.equal(r.error_kind, 'timeout_idle');
      const t = traces.find((x) => x.id === r.id)!;
      assert.ok(t.output.chars > 0);
    }
    for (const r of byProvider(results, 'cut')) {
      assert.equal(r.error_kind, 'disconnect');
      const t = traces.find((x) => x.id === r.id)!;
      assert.ok(t.output.chars > 0 && t.reads.length > 0);
      assert.ok(results.flagged.some((f) => f.id === r.id && f.reason === 'error'));
    }
  });

  it('reanalyze with no flags reproduces the labels; with a shorter interval flips the short answer, sending nothing', async () => {
    const before = await readOut(out);
    const same = join(dir, 'same');
    const r1 = await cli(['reanalyze', out, '-o', same]);
    assert.equal(r1.code, 0, r1.stderr);
    const again = await readOut(same);
    assert.deepEqual(
      again.results.requests.map((r) => [r.id, r.outcome, r.buffered_rule]),
      before.results.requests.map((r) => [r.id, r.outcome, r.buffered_rule]),
    );
    assert.deepEqual(again.traces, before.traces, 'traces copied unchanged');

    for (const r of byProvider(before.results, 'short')) {
      assert.equal(r.outcome, 'buffered');
      assert.equal(r.buffered_rule, 'generation_interval');
    }
    const flipped = join(dir, 'flipped');
    const r2 = await cli(['reanalyze', out, '-o', flipped, '--min-generation-s', '0.001', '--min-content-reads', '1']);
    assert.equal(r2.code, 0, r2.stderr);
    const after = await readOut(flipped);
    assert.equal(after.results.analysis.min_generation_s, 0.001);
    assert.equal(after.results.analysis.max_plausible_tps, before.results.analysis.max_plausible_tps);
    for (const r of byProvider(after.results, 'short')) {
      assert.equal(r.outcome, 'streamed');
      assert.notEqual(r.ttft_ms, null);
    }
    assert.equal(sim.requestCount(), sentBefore, 'reanalyze sent no request');
  });

  it('reanalyze --max-tokens-per-read re-labels chunking from the traces and records the threshold', async () => {
    const before = await readOut(out);
    assert.equal(before.results.analysis.max_tokens_per_read, 8);
    for (const r of byProvider(before.results, 'steady')) {
      assert.equal(r.chunking, 'fine');
      assert.equal(r.first_read_tokens, 1);
      // 20 words one every 20 ms: 19 intervals after the first read
      assert.ok(r.tpot_ms! >= 19 && r.tpot_ms! < 80, `tpot ${r.tpot_ms}`);
    }
    const strict = join(dir, 'strict');
    const r = await cli(['reanalyze', out, '-o', strict, '--max-tokens-per-read', '0.5']);
    assert.equal(r.code, 0, r.stderr);
    const after = await readOut(strict);
    assert.equal(after.results.analysis.max_tokens_per_read, 0.5);
    for (const x of byProvider(after.results, 'steady')) {
      assert.equal(x.chunking, 'coarse');
      assert.ok(after.results.flagged.some((f) => f.id === x.id && f.reason === 'coarse'));
    }
    const bad = await cli(['reanalyze', out, '-o', join(dir, 'bad'), '--max-tokens-per-read', '-1']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--max-tokens-per-read/);
    assert.equal(sim.requestCount(), sentBefore, 'reanalyze sent no request');
  });
});

describe('secrets', () => {
  it('a key echoed back by the provider appears in no output', async () => {
    const key = 'sk-streamgauge-test-5f1e2d3c4b5a69788796a5b4';
    const file = await config(
      'secret.yml',
      `defaults: { repetitions: 2, warmup: 1 }
providers:
  - { id: echo, api: openai-chat, base_url: "{{URL}}", model: echo-key, api_key_env: SG_TEST_KEY }
  - { id: ok, api: openai-chat, base_url: "{{URL}}", model: "steady:tokens=5,interval_ms=5", api_key_env: SG_TEST_KEY }
prompts: [{ id: p, prompt: hi }]
`,
    );
    const out = join(dir, 'secret-out');
    const ran = await cli(['run', '-c', file, '-o', out], { env: { SG_TEST_KEY: key } });
    assert.equal(ran.code, 0, ran.stderr);
    const { traces } = await readOut(out);
    // The key was really sent and really echoed: the test could fail.
    const echo = traces.find((t) => t.provider === 'echo' && !t.warmup)!;
    assert.equal(echo.error?.kind, 'http_status');
    assert.match(echo.error!.message, /\*\*\*/);
    const outputs = [ran.stdout, ran.stderr];
    for (const name of await readdir(out)) outputs.push(await readFile(join(out, name), 'utf8'));
    // stdout, stderr and every file in the output folder (traces, results, summary, and any report beside them)
    assert.ok(outputs.length >= 5, `${outputs.length} outputs`);
    for (const text of outputs) {
      assert.ok(!text.includes(key), 'key found in an output');
      assert.ok(!text.includes(key.slice(3, 20)), 'part of the key found in an output');
    }
  });
});

describe('bedrock through the CLI', () => {
  it('signs with AWS credentials from the environment, and no credential reaches an output', async () => {
    const origin = sim.url.replace(/\/v1$/, '');
    const file = await config(
      'bedrock.yml',
      `defaults: { repetitions: 1, warmup: 0 }
providers:
  - { id: nova, api: bedrock, base_url: "${origin}", model: "steady:tokens=6,interval_ms=5", region: eu-west-3 }
  - { id: echo, api: bedrock, base_url: "${origin}", model: echo-key }
prompts: [{ id: p, prompt: hi }]
`,
    );
    const env = {
      AWS_ACCESS_KEY_ID: 'AKIASTREAMGAUGETEST01',
      AWS_SECRET_ACCESS_KEY: 'sg/secret+KEY/0123456789abcdefghijklmn',
      AWS_SESSION_TOKEN: 'sg-session-token-0123456789',
    };
    const out = join(dir, 'bedrock-out');
    const ran = await cli(['run', '-c', file, '-o', out], { env });
    assert.equal(ran.code, 0, ran.stderr);
    const { traces, results } = await readOut(out);
    const nova = results.requests.find((r) => r.provider === 'nova')!;
    assert.equal(nova.error_kind, null);
    assert.equal(nova.output_tokens, 6);
    const echo = traces.find((t) => t.provider === 'echo')!;
    // The echoed authorization header named the access key id: scrubbed.
    assert.equal(echo.error?.kind, 'http_status');
    assert.match(echo.error!.message, /AWS4-HMAC-SHA256 Credential=\*\*\*\/\d{8}\/us-east-1\/bedrock/);
    const outputs = [ran.stdout, ran.stderr];
    for (const name of await readdir(out)) outputs.push(await readFile(join(out, name), 'utf8'));
    for (const text of outputs)
      for (const value of Object.values(env)) assert.ok(!text.includes(value), 'a credential in an output');
  });

  it('a bedrock provider without a key or AWS credentials is a config error naming the variables', async () => {
    const file = await config(
      'bedrock-nokey.yml',
      `providers:
  - { id: nova, api: bedrock, base_url: "http://127.0.0.1:1", model: m }
prompts: [{ id: p, prompt: hi }]
`,
    );
    const ran = await cliInProcess(['run', '-c', file, '-o', join(dir, 'bedrock-nokey')]);
    assert.equal(ran.code, 2);
    assert.match(ran.stderr, /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set/);
  });
});

describe('signals', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal} cancels in-flight requests, keeps their partial traces and exits ${code}`, async () => {
      const file = await config(
        `stall-${signal}.yml`,
        `defaults: { repetitions: 3, warmup: 0, concurrency: 2, timeout: { headers: 30, idle: 60, total: 120 } }
providers:
  - { id: stall, api: openai-chat, base_url: "{{URL}}", model: stall }
prompts: [{ id: p, prompt: hi }]
`,
      );
      const out = join(dir, `sig-${signal}`);
      const held = sim.holding();
      const ran = await cli(['run', '-c', file, '-o', out], {
        // Once both stalls have written all they will send (role chunk and
        // content), the signal comes: their traces must keep that content.
        onSpawn: (kill) => void sim.waitForHolding(held + 2).then(() => kill(signal)),
      });
      assert.equal(ran.code, code, ran.stderr);
      const { traces, results } = await readOut(out);
      assert.equal(traces.length, 2, 'the two in flight; the third never started');
      for (const t of traces) {
        assert.equal(t.error?.kind, 'cancelled');
        assert.ok(t.output.chars > 0, 'partial content kept');
      }
      assert.equal(results.requests.length, 2);
    });

    it(`serve stops on ${signal} and exits ${code}`, async () => {
      const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], {
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
      await new Promise<void>((resolve) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('listening at')) resolve();
        });
      });
      child.kill(signal);
      assert.equal(await closed, code);
    });
  }
});

describe('bad input', () => {
  it('without a writable temporary folder the run completes, says the reference counts are off, and loses nothing measured', async () => {
    const file = await config(
      'notmp.yml',
      `defaults: { repetitions: 2, warmup: 0 }
providers:
  - { id: a, api: openai-chat, base_url: "{{URL}}", model: steady }
prompts: [{ id: p, prompt: hi }]
`,
    );
    const out = join(dir, 'notmp-out');
    // A file where the folder should be: nothing can be made under it (a missing folder would be
    // created by Node's compile cache, which the CLI turns on).
    const ran = await cli(['run', '-c', file, '-o', out], { env: { TMPDIR: file } });
    assert.equal(ran.code, 0, ran.stderr);
    assert.match(ran.stderr, /reference token counts are off for this run/);
    const { traces, results } = await readOut(out);
    assert.equal(traces.length, 2);
    for (const t of traces) {
      assert.equal(t.error, null);
      assert.equal(t.reference_tokens ?? null, null);
    }
    assert.equal(results.requests.filter((r) => r.outcome === 'streamed').length, 2);
  });

  it('a config error exits 2 with file, line and field, and sends nothing', async () => {
    const file = await config(
      'bad.yml',
      `providers:
  - id: a
    api: openai-chat
    base_url: "{{URL}}"
    model: steady
    max_token: 5
prompts: [{ id: p, prompt: hi }]
`,
    );
    const sent = sim.requestCount();
    const ran = await cli(['run', '-c', file, '-o', join(dir, 'bad-out')]);
    assert.equal(ran.code, 2);
    assert.match(ran.stderr, /bad\.yml:6:\d+/);
    assert.match(ran.stderr, /providers\[0\]/);
    assert.match(ran.stderr, /max_tokens/);
    assert.equal(sim.requestCount(), sent);
  });

  it('a missing key variable is named, and nothing is sent', async () => {
    const file = await config(
      'nokey.yml',
      `providers:
  - { id: a, api: openai-chat, base_url: "{{URL}}", model: steady, api_key_env: SG_MISSING_KEY }
prompts: [{ id: p, prompt: hi }]
`,
    );
    const ran = await cliInProcess(['run', '-c', file, '-o', join(dir, 'nokey-out')]);
    assert.equal(ran.code, 2);
    assert.match(ran.stderr, /SG_MISSING_KEY/);
  });

  it('usage errors exit 2', async () => {
    assert.equal((await cli(['frobnicate'])).code, 2);
    assert.equal((await cliInProcess(['run', '--shard', '0/2'])).code, 2);
    assert.equal((await cliInProcess(['reanalyze'])).code, 2);
    const missing = await cliInProcess(['reanalyze', join(dir, 'does-not-exist')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /does-not-exist/);
  });

  it('a corrupt trace line is reported with its line number', async () => {
    const out = join(dir, 'corrupt');
    const src = join(dir, 'run-out', 'traces.ndjson');
    const lines = (await readFile(src, 'utf8')).split('\n');
    lines[2] = '{"schema":"streamgauge.trace/1","id":3}';
    await rm(out, { recursive: true, force: true });
    await (await import('node:fs/promises')).mkdir(out, { recursive: true });
    await writeFile(join(out, 'traces.ndjson'), lines.join('\n'));
    const ran = await cliInProcess(['reanalyze', out]);
    assert.equal(ran.code, 2);
    assert.match(ran.stderr, /traces\.ndjson:3: id/);
  });
});

describe('streamgauge run --shard and merge', () => {
  it('two shards merged cover the plan exactly once', async () => {
    const file = await config(
      'shards.yml',
      `defaults: { repetitions: 3, warmup: 1 }
providers:
  - { id: a, api: openai-chat, base_url: "{{URL}}", model: "steady:tokens=5,interval_ms=2" }
  - { id: b, api: openai-chat, base_url: "{{URL}}", model: "burst:delay_ms=5" }
prompts: [{ id: x, prompt: hi }, { id: y, prompt: ho }]
`,
    );
    const outs = [join(dir, 'shard-1'), join(dir, 'shard-2')];
    for (const [i, out] of outs.entries()) {
      const ran = await cli(['run', '-c', file, '-o', out, '--shard', `${i + 1}/2`]);
      assert.equal(ran.code, 0, ran.stderr);
    }
    const merged = join(dir, 'merged');
    const ran = await cli(['merge', ...outs, '-o', merged]);
    assert.equal(ran.code, 0, ran.stderr);
    const { results } = await readOut(merged);
    const measured = results.requests.filter((r) => !r.warmup).map((r) => r.id);
    assert.equal(measured.length, 12);
    assert.equal(new Set(measured).size, 12);
    assert.equal(
      results.groups.reduce((n, g) => n + g.n, 0),
      12,
    );
    const again = await cli(['merge', outs[0]!, outs[0]!, '-o', join(dir, 'twice')]);
    assert.equal(again.code, 2, 'the same shard twice is refused');
  });
});

describe('streamgauge demo', () => {
  it('runs the bundled matrix against the built-in simulator', async () => {
    const out = join(dir, 'demo');
    const ran = await cli(['demo', '-o', out]);
    assert.equal(ran.code, 0, ran.stderr);
    assert.match(ran.stdout, /Post-first-content throughput/);
    assert.match(ran.stdout, /End-to-end throughput/);
    const { results } = await readOut(out);
    const verdict = (p: string) => results.groups.find((g) => g.provider === p)?.streaming;
    assert.equal(verdict('steady'), 'observed');
    assert.equal(verdict('buffering-proxy'), 'not_observed');
    assert.ok(results.flagged.some((f) => f.provider === 'empty-answer' && f.reason === 'error'));
    assert.ok(results.flagged.some((f) => f.provider === 'inflated-usage' && f.reason === 'implausible'));
    // 40 hidden reasoning tokens, then 20 words 20 ms apart: the streaming rate counts the 20.
    const hidden = results.groups.find((g) => g.provider === 'hidden-reasoning')!;
    assert.equal(hidden.hidden_reasoning?.hidden_tokens_p50, 40);
    assert.equal(hidden.hidden_reasoning?.streamed_tokens_p50, 20);
    assert.ok(results.flagged.some((f) => f.provider === 'hidden-reasoning' && f.reason === 'hidden_reasoning'));
    assert.match(ran.stdout, /hidden-reasoning \/ haiku: 40 of 60 tokens hidden reasoning/);
    // Piped, the terminal's width is unknown: the report is drawn for 100 columns, every line of it.
    const wide = ran.stdout.split('\n').filter((l) => Array.from(l).length > 100);
    assert.deepEqual(wide, [], 'lines past 100 columns');
    // The answer first: the headline's counts before any table.
    const counts = ran.stdout.search(
      /\d+ measured requests: \d+ buffered, \d+ failed, \d+ flagged for review, \d+ not sent/,
    );
    assert.ok(counts >= 0 && counts < ran.stdout.indexOf('+---'), 'the counts lead');
    // The decode rate is ranked here as in results.json.
    assert.match(ran.stdout, /\nDecode rate \(tok\/s\)\n/);
    assert.match(ran.stdout, /--wide shows all/);
  });
});
