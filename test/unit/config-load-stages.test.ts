import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, formatProblems, loadConfig, parseConfig, type ConfigProblem } from '../../src/config/read.ts';
import { buildPlan } from '../../src/config/plan.ts';

// Config errors for load:, synthetic: and file: prompts name the file, the
// line and the field, and say how to fix them.

const HEAD = `providers:
  - { id: local, api: openai-chat, base_url: "http://127.0.0.1:8080/v1", model: m }
`;

function problemsOf(text: string): ConfigProblem[] {
  try {
    parseConfig(text, 'sg.yml', {});
  } catch (e) {
    assert.ok(e instanceof ConfigError, `expected a ConfigError, got ${String(e)}`);
    return e.problems;
  }
  return assert.fail('config should not load');
}

describe('load and synthetic config', () => {
  it('a valid load config plans one pair per provider x prompt and no fixed requests', () => {
    const loaded = parseConfig(
      `${HEAD}prompts:
  - { id: a, synthetic: { input_tokens: 100, output_tokens: { mean: 64, stddev: 8, min: 32, max: 96 }, seed: 3 } }
  - { id: b, prompt: hi }
load:
  duration_s: 5
  stages: [{ concurrency: 2 }, { rate: 3, arrival: gamma, burstiness: 0.5, max_concurrency: 8 }]
  slo: { ttft_ms: 500 }
`,
      'sg.yml',
      {},
    );
    const plan = buildPlan(loaded.config, { nonce: () => 'n' });
    assert.equal(plan.requests.length, 0);
    assert.deepEqual(
      plan.load?.pairs.map((p) => `${p.provider.id}/${p.prompt.id}`),
      ['local/a', 'local/b'],
    );
  });

  it('a synthetic prompt outside load: one distinct text per request, max_tokens its output target', () => {
    const loaded = parseConfig(
      `${HEAD}defaults: { repetitions: 3, warmup: 0, cache_bust: false }
prompts:
  - { id: a, synthetic: { input_tokens: 50, output_tokens: 20, seed: 3 } }
`,
      'sg.yml',
      {},
    );
    const plan = buildPlan(loaded.config, { nonce: () => 'n' });
    assert.equal(plan.requests.length, 3);
    assert.equal(new Set(plan.requests.map((r) => r.messages[0]?.content)).size, 3);
    assert.ok(plan.requests.every((r) => r.maxTokens === 20 && r.synthetic?.seed === 3));
  });

  it('each mistake names its line, its field and the fix', () => {
    const problems = problemsOf(`${HEAD}prompts:
  - { id: a, prompt: hi, synthetic: { input_tokens: 10, output_tokens: 5 } }
  - { id: b, synthetic: { input_tokens: 10, output_tokens: 5, prefix_tokens: 10 } }
load:
  duration_s: 5
  requests: 10
  stages:
    - { concurrency: 2, rate: 3 }
    - { rate: 3, burstiness: 2 }
  slo: { fraction: 0.9 }
`);
    const text = formatProblems(problems);
    const find = (path: string) => {
      const p = problems.find((x) => x.path === path);
      assert.ok(p, `no problem at ${path} in:\n${text}`);
      return p;
    };
    assert.match(find('prompts[0]').message, /both `prompt` and `synthetic`/);
    assert.equal(find('prompts[0]').line, 4);
    assert.match(find('prompts[1].synthetic.prefix_tokens').fix, /lower prefix_tokens/);
    assert.match(find('load').message, /exactly one of `duration_s`/);
    assert.equal(find('load').line, 6);
    assert.match(find('load.stages[0]').fix, /\{ concurrency: 8 \}/);
    assert.equal(find('load.stages[0]').line, 10);
    assert.match(find('load.stages[1].burstiness').fix, /arrival: gamma/);
    assert.match(find('load.slo').message, /at least one of ttft_ms/);
  });

  it('a rule runs beside a type error in its own object, but not on a field that has its own problem', () => {
    const withTypo = problemsOf(`${HEAD}prompts: [{ id: p, prompt: hi }]
load: { duration_s: 5, stages: [{ rate: fast, burstiness: 2 }, { rate: 1, arrival: gama, burstiness: 2 }] }
`);
    assert.deepEqual(
      withTypo.map((p) => [p.path, p.message]),
      [
        ['load.stages[0].rate', 'expected a number > 0, got "fast"'],
        ['load.stages[0].burstiness', '`burstiness` applies to `arrival: gamma` only'],
        // `gama` is one mistake: the burstiness rule does not judge an arrival that is not one
        ['load.stages[1].arrival', 'expected one of "poisson", "constant", "gamma", got "gama"'],
      ],
    );
  });

  it('file: prompts are read relative to the config; a bad line names the file, line and field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-prompts-'));
    try {
      await writeFile(
        join(dir, 'good.jsonl'),
        '{"prompt": "one"}\n\n{"messages": [{"role": "user", "content": "two"}], "max_tokens": 9}\n',
      );
      await writeFile(join(dir, 'bad.jsonl'), '{"prompt": "one"}\n{"prompt": 3}\nnot json\n');
      await writeFile(join(dir, 'sg.yml'), `${HEAD}prompts:\n  - { id: f, file: good.jsonl }\n`);
      const loaded = await loadConfig(join(dir, 'sg.yml'), {});
      const plan = buildPlan(loaded.config, { nonce: () => 'n', promptFiles: loaded.promptFiles });
      assert.deepEqual(
        plan.requests
          .filter((r) => !r.warmup)
          .map((r) => [r.messages[0]?.content.replace(/^\[sg-n\] /, ''), r.maxTokens]),
        [
          ['one', 256],
          ['two', 9],
          ['one', 256],
          ['two', 9],
          ['one', 256],
        ],
      );
      await writeFile(
        join(dir, 'sg.yml'),
        `${HEAD}prompts:\n  - { id: f, file: bad.jsonl }\n  - { id: g, file: missing.jsonl }\n`,
      );
      const err = await loadConfig(join(dir, 'sg.yml'), {}).then(
        () => assert.fail('should not load'),
        (e: unknown) => e as ConfigError,
      );
      const text = formatProblems(err.problems);
      assert.match(text, /bad\.jsonl:2:1 prompt: /);
      assert.match(text, /bad\.jsonl:3:1: not JSON/);
      assert.match(
        text,
        /prompts\[1\]\.file: the prompts file .*missing\.jsonl does not exist\. Fix: give the prompts file.s path relative to the config file.s folder/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the length of a load stage', () => {
  const load = (body: string) => `${HEAD}prompts: [{ id: p, prompt: hi }]\nload:\n${body}`;

  it('a load of replay stages alone is bounded by its files: duration_s and requests are optional and only cut it', () => {
    const loaded = parseConfig(
      load('  stages: [{ replay: a.jsonl, speedup: 1 }, { replay: b.jsonl }]\n'),
      'sg.yml',
      {},
    );
    assert.equal(loaded.config.load?.requests, undefined);
    assert.equal(loaded.config.load?.duration_s, undefined);
    assert.equal(
      parseConfig(load('  requests: 5\n  stages: [{ replay: a.jsonl }]\n'), 'sg.yml', {}).config.load?.requests,
      5,
    );
  });

  it('any other stage still needs exactly one of duration_s or requests', () => {
    for (const body of [
      '  stages: [{ replay: a.jsonl }, { concurrency: 2 }]\n',
      '  sweep: { over: concurrency, values: [1, 2] }\n',
      '  duration_s: 5\n  requests: 5\n  stages: [{ replay: a.jsonl }]\n',
    ]) {
      const p = problemsOf(load(body)).find((x) => x.path === 'load');
      assert.match(p?.message ?? '', /exactly one of `duration_s`/, body);
    }
  });
});

describe('config warnings', () => {
  const load = (body: string) => `${HEAD}prompts: [{ id: p, prompt: hi }]\nload:\n${body}`;

  it("requests below a closed-loop stage's concurrency is a warning at its line, with the fix; the config still loads", () => {
    const loaded = parseConfig(
      load('  requests: 10\n  stages: [{ concurrency: 1 }, { concurrency: 4 }, { concurrency: 16 }]\n'),
      'sg.yml',
      {},
    );
    assert.equal(loaded.warnings?.length, 1);
    const [w] = loaded.warnings!;
    // A warning is printed as a config problem is: file:line:column, the field, what is wrong, the fix.
    assert.match(w!, /^sg\.yml:5:3 load\.requests: /);
    assert.match(w!, /requests: 10 per stage is fewer than the concurrency of the stage c=16/);
    assert.match(w!, /offered_not_reached/);
    assert.match(w!, /at least 16, better 64 or more\), or give duration_s/);
  });

  it("names every stage short of requests, a concurrency sweep's values and a rate sweep's as-fast-as-it-goes stage", () => {
    const sweep = parseConfig(
      load('  requests: 8\n  sweep: { over: concurrency, values: [1, 8, 16, 32] }\n'),
      'sg.yml',
      {},
    );
    assert.match(sweep.warnings?.[0] ?? '', /the stages c=16, c=32: they can never/);
    const rate = parseConfig(load('  requests: 50\n  sweep: { over: rate, stages: 4 }\n'), 'sg.yml', {});
    assert.match(rate.warnings?.[0] ?? '', /the stage c=64/);
  });

  it('no warning with enough requests, with duration_s, or for open-loop stages', () => {
    for (const body of [
      '  requests: 64\n  stages: [{ concurrency: 16 }]\n',
      '  duration_s: 5\n  stages: [{ concurrency: 16 }]\n',
      '  requests: 4\n  stages: [{ rate: 8, max_concurrency: 16 }]\n',
    ])
      assert.equal(parseConfig(load(body), 'sg.yml', {}).warnings, undefined, body);
  });
});
