import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { mulberry32 } from '../../src/random.ts';
import { parseConversations, syntheticSession } from '../../src/config/conversations.ts';
import { parseDataset, sampleDataset } from '../../src/config/dataset.ts';
import { describeLength, drawLength, parseLengthsFile, type AnyCount } from '../../src/config/distributions.ts';
import { ConfigError } from '../../src/config/errors.ts';
import { parseConfig } from '../../src/config/read.ts';
import { buildPlan } from '../../src/config/plan.ts';
import { parseReplay, replayText } from '../../src/config/replay.ts';
import { syntheticText } from '../../src/config/synthetic.ts';

// The pure middle of workloads: length distributions, dataset, replay and
// conversation readers, and the plan of a conversation prompt. Properties
// carry their seed in the failure message.

const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError)
      return err.problems.map((p) => `${p.file}:${p.line ?? '-'} ${p.path}: ${p.message} Fix: ${p.fix}`);
    throw err;
  }
  assert.fail('expected a ConfigError');
};

describe('length distributions', () => {
  const forms: Array<[string, AnyCount, (n: number) => boolean]> = [
    ['fixed', { dist: 'fixed', value: 300 }, (n) => n === 300],
    ['uniform', { dist: 'uniform', min: 10, max: 20 }, (n) => n >= 10 && n <= 20],
    ['normal', { dist: 'normal', mean: 100, stddev: 50, min: 40, max: 160 }, (n) => n >= 40 && n <= 160],
    ['lognormal', { dist: 'lognormal', median: 200, sigma: 1, min: 16, max: 4000 }, (n) => n >= 16 && n <= 4000],
    ['empirical', { empirical: [7, 70, 700] }, (n) => [7, 70, 700].includes(n)],
    ['legacy normal', { mean: 50, stddev: 10, min: 45, max: 55 }, (n) => n >= 45 && n <= 55],
  ];
  for (const [name, form, ok] of forms)
    it(`${name}: every draw is a whole number inside the form's range, the same for the same seed`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
          const a = drawLength(form, mulberry32(seed));
          assert.ok(Number.isInteger(a) && ok(a), `seed ${seed}: drew ${a}`);
          assert.equal(drawLength(form, mulberry32(seed)), a, `seed ${seed}: not reproducible`);
        }),
        { numRuns: 300 },
      );
    });

  it('uniform covers its range evenly, lognormal centres on its median, normal on its mean', () => {
    const rand = mulberry32(11);
    const draws = (f: AnyCount, n = 20_000) =>
      Array.from({ length: n }, () => drawLength(f, rand)).sort((a, b) => a - b);
    const u = draws({ dist: 'uniform', min: 1, max: 4 });
    for (const v of [1, 2, 3, 4]) {
      const share = u.filter((x) => x === v).length / u.length;
      assert.ok(Math.abs(share - 0.25) < 0.02, `seed 11: uniform share of ${v} is ${share}`);
    }
    const ln = draws({ dist: 'lognormal', median: 500, sigma: 0.8 });
    assert.ok(Math.abs(ln[ln.length / 2]! - 500) < 25, `seed 11: lognormal median ${ln[ln.length / 2]}`);
    // Right-skewed: the mean is above the median, as exp(sigma^2 / 2) says (x1.377).
    const mean = ln.reduce((s, x) => s + x, 0) / ln.length;
    assert.ok(mean > 640 && mean < 740, `seed 11: lognormal mean ${mean}`);
    const nm = draws({ dist: 'normal', mean: 300, stddev: 30 });
    assert.ok(Math.abs(nm[nm.length / 2]! - 300) < 3, `seed 11: normal median ${nm[nm.length / 2]}`);
  });

  it('synthetic prompts drawn from a distribution are exactly their drawn length, and say what was asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 500 }), (seed, k) => {
        const spec = {
          input_tokens: { dist: 'lognormal' as const, median: 120, sigma: 0.7, min: 8, max: 900 },
          output_tokens: { dist: 'uniform' as const, min: 16, max: 64 },
          seed,
        };
        const t = syntheticText(spec, k);
        assert.equal(countTokens(t.text), t.inputTokens, `seed ${seed}, k ${k}`);
        assert.ok(t.outputTokens >= 16 && t.outputTokens <= 64, `seed ${seed}, k ${k}: output ${t.outputTokens}`);
        assert.equal(t.asked.input_tokens, 'lognormal(median 120, sigma 0.7) in [8, 900]');
        assert.equal(t.asked.output_tokens, 'uniform [16, 64]');
      }),
      { numRuns: 100 },
    );
  });

  it('describes each form in words', () => {
    assert.equal(describeLength(256), 'fixed 256');
    assert.equal(describeLength({ empirical: [1, 2, 3] }, 'lengths.txt'), 'empirical lengths.txt (3 values)');
    assert.equal(describeLength({ dist: 'normal', mean: 10, stddev: 2 }), 'normal(mean 10, stddev 2)');
  });

  it('an empirical lengths file: numbers a line or a JSON array; a bad line is named with its fix', () => {
    assert.deepEqual(parseLengthsFile('# lengths\n12\n\n40\n', 'l.txt'), [12, 40]);
    assert.deepEqual(parseLengthsFile('[3, 4]', 'l.json'), [3, 4]);
    const p = problemsOf(() => parseLengthsFile('12\nabc\n0\n', 'l.txt'));
    assert.equal(p.length, 2);
    assert.match(p[0]!, /^l\.txt:2 : "abc" is not a whole number of tokens >= 1 Fix: write one whole number/);
    assert.match(p[1]!, /^l\.txt:3 /);
  });

  it('the config takes every form, and rejects a misspelt one at its line', () => {
    const base = (input: string) => `providers:
  - { id: a, api: openai-chat, base_url: "http://127.0.0.1:1/v1", model: m }
prompts:
  - id: p
    synthetic: { input_tokens: ${input}, output_tokens: { dist: fixed, value: 32 } }
`;
    for (const form of [
      '{ dist: uniform, min: 1, max: 9 }',
      '{ dist: lognormal, median: 9, sigma: 1 }',
      '{ empirical: [1, 2] }',
    ])
      assert.doesNotThrow(() => parseConfig(base(form), 'c.yml', {}), form);
    assert.throws(() => parseConfig(base('{ dist: poisson, mean: 3 }'), 'c.yml', {}), /c\.yml:5/);
  });
});

describe('datasets', () => {
  const share = JSON.stringify([
    {
      id: 'a',
      conversations: [
        { from: 'human', value: 'one two three' },
        { from: 'gpt', value: 'four five' },
      ],
    },
    { id: 'b', conversations: [{ from: 'gpt', value: 'an answer without a question' }] },
    {
      id: 'c',
      conversations: [
        { from: 'system', value: 'Be kind.' },
        { from: 'human', value: 'hello' },
      ],
    },
  ]);

  it('ShareGPT: the first user turn (with its system turn) and the answer after it; records without a user turn skipped', () => {
    const d = parseDataset(share, 's.json', 'sharegpt');
    assert.equal(d.skipped, 1);
    assert.deepEqual(d.records, [
      { line: 1, messages: [{ role: 'user', content: 'one two three' }], answer: 'four five' },
      {
        line: 3,
        messages: [
          { role: 'system', content: 'Be kind.' },
          { role: 'user', content: 'hello' },
        ],
        answer: null,
      },
    ]);
  });

  it('a malformed line is named file:line, with the field and the fix', () => {
    const text = [
      '{"messages": [{"role": "user", "content": "hi"}]}',
      '{"messages": [{"role": "robot", "content": "hi"}]}',
      'not json',
      '{"conversations": []}',
    ].join('\n');
    const p = problemsOf(() => parseDataset(text, 'chat.jsonl', 'chat_jsonl'));
    assert.equal(p.length, 3, p.join('\n'));
    assert.match(p[0]!, /^chat\.jsonl:2 messages\[0\]\.role: unknown role "robot" Fix: each line is \{"messages"/);
    assert.match(p[1]!, /^chat\.jsonl:3 : not JSON/);
    assert.match(p[2]!, /^chat\.jsonl:4 messages: missing "messages".*is the format sharegpt\?/);
  });

  it('sampling: the same seed draws the same order, every kept record once, inside the length filters', () => {
    const records = Array.from({ length: 60 }, (_, i) => ({
      line: i + 1,
      messages: [{ role: 'user' as const, content: 'x '.repeat(i + 1) }],
      answer: i % 5 === 0 ? null : 'y '.repeat(i),
    }));
    const count = (s: string) => s.split(' ').filter(Boolean).length;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 30 }), (seed, min) => {
        const spec = { seed, min_input_tokens: min, max_input_tokens: 50 };
        const a = sampleDataset(records, spec, count, true);
        const b = sampleDataset(records, spec, count, true);
        assert.deepEqual(
          a.map((x) => x.line),
          b.map((x) => x.line),
          `seed ${seed}`,
        );
        const want = records.filter((r, i) => r.answer !== null && i + 1 >= min && i + 1 <= 50).map((r) => r.line);
        assert.deepEqual(
          [...a.map((x) => x.line)].sort((x, y) => x - y),
          want,
          `seed ${seed}, min ${min}`,
        );
        assert.ok(
          a.every((x) => x.answerTokens === x.line - 1),
          `seed ${seed}`,
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('replay files', () => {
  it('reads its own form and Mooncake lines as they are, sorted and shifted to start at 0', () => {
    const text = [
      '{"timestamp": 1500, "input_length": 600, "output_length": 20, "hash_ids": [1, 2]}',
      '{"timestamp_ms": 1000, "prompt": "hi", "output_tokens": 5, "session_id": 7}',
    ].join('\n');
    const e = parseReplay(text, 't.jsonl');
    assert.deepEqual(
      e.map((x) => [x.line, x.offsetMs, x.inputTokens, x.outputTokens, x.sessionId, x.prompt]),
      [
        [2, 0, null, 5, '7', 'hi'],
        [1, 500, 600, 20, null, null],
      ],
    );
  });

  it('a bad line is named file:line with the field and the fix', () => {
    const p = problemsOf(() =>
      parseReplay('{"timestamp": -1, "input_tokens": 3}\n{"timestamp_ms": 5, "output_tokens": 3}\n', 'r.jsonl'),
    );
    assert.match(p[0]!, /^r\.jsonl:1 timestamp: expected a time in ms/);
    assert.match(
      p[1]!,
      /^r\.jsonl:2 input_length: give "input_tokens" \(1 or more\) or "prompt".*Fix: write one JSON object a line/,
    );
  });

  it('Mooncake blocks: lines sharing their first hash id share that head, and each text is its input length', () => {
    const [a, b] = parseReplay(
      '{"timestamp": 0, "input_length": 700, "output_length": 1, "hash_ids": [9, 10]}\n{"timestamp": 1, "input_length": 600, "output_length": 1, "hash_ids": [9, 11]}\n',
      'm.jsonl',
    );
    const ta = replayText(a!, 1).text;
    const tb = replayText(b!, 1).text;
    assert.equal(countTokens(ta), 700);
    assert.equal(countTokens(tb), 600);
    let common = 0;
    while (ta[common] === tb[common]) common++;
    assert.ok(countTokens(ta.slice(0, common)) >= 512, `shared head ${countTokens(ta.slice(0, common))} tokens`);
  });
});

describe('conversations', () => {
  it('synthetic sessions: the same seed, the same turns; think time only between turns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 0, max: 100 }), (seed, index) => {
        const spec = {
          sessions: 3,
          turns: 4,
          user_tokens: { dist: 'uniform' as const, min: 5, max: 40 },
          think_ms: 250,
          seed,
        };
        const s = syntheticSession(spec, index);
        assert.deepEqual(syntheticSession(spec, index), s, `seed ${seed}`);
        assert.equal(s.turns.length, 4);
        assert.deepEqual(
          s.turns.map((t) => t.thinkMs),
          [0, 250, 250, 250],
          `seed ${seed}`,
        );
        for (const t of s.turns) assert.equal(countTokens(t.text), t.userTokens, `seed ${seed}, session ${index}`);
      }),
      { numRuns: 50 },
    );
  });

  it('a file: turns, messages or ShareGPT sessions; a bad line named with its fix', () => {
    const s = parseConversations(
      [
        '{"turns": ["a", "b"], "think_ms": 100}',
        '{"messages": [{"role": "system", "content": "S"}, {"role": "user", "content": "q"}, {"role": "assistant", "content": "x"}, {"role": "user", "content": "r"}]}',
        '{"conversations": [{"from": "human", "value": "h"}]}',
      ].join('\n'),
      'c.jsonl',
    );
    assert.deepEqual(
      s.map((x) => [x.line, x.system, x.turns.map((t) => [t.text, t.thinkMs])]),
      [
        [
          1,
          null,
          [
            ['a', 0],
            ['b', 100],
          ],
        ],
        [
          2,
          'S',
          [
            ['q', 0],
            ['r', 0],
          ],
        ],
        [3, null, [['h', 0]]],
      ],
    );
    const p = problemsOf(() => parseConversations('{"turns": ["ok", 3]}\n', 'c.jsonl'));
    assert.match(p[0]!, /^c\.jsonl:1 turns\[1\]: expected the user's message/);
  });

  it('the plan: sessions take the place of repetitions, warmup sessions first, one cache-bust prefix a session', () => {
    const loaded = parseConfig(
      `defaults: { repetitions: 9, warmup: 1 }
providers:
  - { id: a, api: openai-chat, base_url: "http://127.0.0.1:1/v1", model: m }
prompts:
  - { id: chat, conversations: { sessions: 3, turns: 2, user_tokens: 10 } }
  - { id: once, prompt: hi }
`,
      'c.yml',
      {},
    );
    let n = 0;
    const plan = buildPlan(loaded.config, { nonce: () => String(n++) });
    const chat = plan.requests.filter((r) => r.promptId === 'chat');
    assert.deepEqual(
      chat.map((r) => [r.id, r.warmup, r.conversation?.index, r.conversation?.turns.length]),
      [
        ['a/chat/warmup-1', true, 3, 2],
        ['a/chat/1', false, 0, 2],
        ['a/chat/2', false, 1, 2],
        ['a/chat/3', false, 2, 2],
      ],
    );
    assert.equal(plan.requests.filter((r) => r.promptId === 'once' && !r.warmup).length, 9);
    // 3 sessions x 2 turns + 9 single requests.
    assert.equal(plan.totalRequests, 15);
  });
});

describe('docs/workloads.md', () => {
  it('every YAML example is a valid config (with a provider added)', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../docs/workloads.md', import.meta.url), 'utf8');
    const blocks = [...text.matchAll(/```yaml\n([^]*?)```/g)].map((m) => m[1]!);
    assert.ok(blocks.length >= 4, `${blocks.length} YAML examples`);
    for (const [i, block] of blocks.entries()) {
      const yaml =
        'providers:\n  - { id: a, api: openai-chat, base_url: "http://127.0.0.1:1/v1", model: m }\n' +
        (block.includes('prompts:') ? '' : 'prompts:\n  - { id: p, prompt: hi }\n') +
        block;
      assert.doesNotThrow(() => parseConfig(yaml, `docs/workloads.md example ${i + 1}`, {}), `example ${i + 1}`);
    }
  });
});

describe('workload files, read when the config loads', () => {
  it('an empirical lengths file becomes its list; a bad line in any workload file is named file:line', async () => {
    const { mkdtemp, rm, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadConfig } = await import('../../src/config/read.ts');
    const dir = await mkdtemp(join(tmpdir(), 'streamgauge-workload-files-'));
    try {
      await writeFile(join(dir, 'lengths.txt'), '40\n80\n');
      const head = 'providers:\n  - { id: a, api: openai-chat, base_url: "http://127.0.0.1:1/v1", model: m }\n';
      await writeFile(
        join(dir, 'ok.yml'),
        `${head}prompts:\n  - { id: p, synthetic: { input_tokens: { empirical: lengths.txt }, output_tokens: 8 } }\n`,
      );
      const loaded = await loadConfig(join(dir, 'ok.yml'), {});
      const spec = loaded.config.prompts[0]!.synthetic!;
      const t = syntheticText(spec, 0);
      assert.ok([40, 80].includes(t.inputTokens));
      assert.equal(t.asked.input_tokens, 'empirical lengths.txt (2 values)');

      await writeFile(join(dir, 'bad.jsonl'), '{"timestamp": 0, "input_tokens": 5}\n{"timestamp": "soon"}\n');
      await writeFile(join(dir, 'chat.jsonl'), '{"messages": []}\n');
      await writeFile(
        join(dir, 'bad.yml'),
        `${head}prompts:\n  - { id: p, dataset: { path: chat.jsonl, format: chat_jsonl } }\nload:\n  requests: 5\n  stages: [{ replay: bad.jsonl }]\n`,
      );
      const err = await loadConfig(join(dir, 'bad.yml'), {}).catch((e: unknown) => e);
      assert.ok(err instanceof ConfigError);
      const p = err.problems.map((x) => `${x.file.replace(dir, 'DIR')}:${x.line} ${x.path}`);
      assert.deepEqual(p, ['DIR/chat.jsonl:null ', 'DIR/bad.jsonl:2 timestamp']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
