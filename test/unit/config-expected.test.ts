import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allowedKeys, describe as expected, schemaAt } from '../../src/config/expected.ts';
import { ConfigError, formatProblems, parseConfig, type ConfigProblem } from '../../src/config/read.ts';
import { API_NAMES } from '../../src/config/schema.ts';

// What a field expects, in words, from the schema's JSON Schema: one case per
// kind of description (these came from zod's internals before), each checked
// on its own and in the problem a user reads.

const P = 'providers:\n  - { id: local, api: openai-chat, base_url: "http://127.0.0.1:8080/v1", model: m }\n';
const Q = 'prompts:\n  - { id: p, prompt: hi }\n';

function only(text: string): ConfigProblem {
  let problems: ConfigProblem[] = [];
  try {
    parseConfig(text, 'sg.yml', {});
  } catch (e) {
    assert.ok(e instanceof ConfigError, String(e));
    problems = e.problems;
  }
  assert.equal(problems.length, 1, `expected one problem, got:\n${formatProblems(problems)}`);
  return problems[0] as ConfigProblem;
}

/** [field, its description, a config breaking it, the problem's message, its fix] */
const CASES: Array<[string, string, string, string, string]> = [
  [
    'defaults.max_tokens',
    'a whole number >= 1',
    `${P}${Q}defaults: { max_tokens: many }\n`,
    'expected a whole number >= 1, got "many"',
    'set max_tokens to a whole number >= 1, such as 256',
  ],
  [
    'defaults.warmup',
    'a whole number >= 0',
    `${P}${Q}defaults: { warmup: 1.5 }\n`,
    'expected a whole number >= 0, got 1.5',
    'set warmup to a whole number >= 0, such as 1',
  ],
  [
    'load.sweep.stages',
    'a whole number >= 2',
    `${P}${Q}load: { duration_s: 5, sweep: { over: rate, stages: 1 } }\n`,
    'expected a whole number >= 2, got 1',
    'set stages to a whole number >= 2',
  ],
  [
    'defaults.timeout.idle',
    'a number > 0',
    `${P}${Q}defaults: { timeout: { idle: 0 } }\n`,
    'expected a number > 0, got 0',
    'set idle to a number > 0, such as 30',
  ],
  [
    'analysis.min_generation_s',
    'a number >= 0',
    `${P}${Q}analysis: { min_generation_s: -1 }\n`,
    'expected a number >= 0, got -1',
    'set min_generation_s to a number >= 0, such as 0.1',
  ],
  [
    'load.slo.fraction',
    'a number > 0 and <= 1',
    `${P}${Q}load: { duration_s: 5, stages: [{ concurrency: 1 }], slo: { ttft_ms: 9, fraction: 2 } }\n`,
    'expected a number > 0 and <= 1, got 2',
    'set fraction to a number > 0 and <= 1',
  ],
  [
    'providers.0.cache_bust',
    'true or false',
    `providers:\n  - { id: l, api: openai-chat, base_url: "http://a/v1", model: m, cache_bust: yes }\n${Q}`,
    'expected true or false, got "yes"',
    'set cache_bust to true or false',
  ],
  [
    'analysis.rate_tokens',
    'one of "native", "reference"',
    `${P}${Q}analysis: { rate_tokens: 3 }\n`,
    'expected one of "native", "reference", got 3',
    'set rate_tokens to one of: native, reference',
  ],
  [
    'providers.0.model',
    'a non-empty string',
    `providers:\n  - { id: l, api: openai-chat, base_url: "http://a/v1", model: "" }\n${Q}`,
    'expected a non-empty string, got an empty string',
    'set model to a non-empty string, such as gpt-4o-mini',
  ],
  [
    'prompts.0.messages.0.content',
    'a string',
    `${P}prompts:\n  - { id: p, messages: [{ role: user, content: 3 }] }\n`,
    'expected a string, got 3',
    'set content to a string, such as "Hello"',
  ],
  [
    'providers.0.base_url',
    'an http(s) URL',
    `providers:\n  - { id: l, api: openai-chat, base_url: "ftp://x", model: m }\n${Q}`,
    'must be an http(s) URL such as https://api.openai.com/v1, got "ftp://x"',
    'set base_url to an http(s) URL, such as https://api.openai.com/v1',
  ],
  [
    'prompts.0.messages',
    'a list with at least 1 item',
    `${P}prompts:\n  - { id: p, messages: {} }\n`,
    'expected a list with at least 1 item, got a mapping',
    'write messages as a list, one `- ` item per line',
  ],
  [
    'exclude',
    'a list',
    `${P}${Q}exclude: { provider: local }\n`,
    'expected a list, got a mapping',
    'write exclude as a list, one `- ` item per line',
  ],
  [
    'defaults',
    'a mapping (`key: value` lines)',
    `${P}${Q}defaults: 3\n`,
    'expected a mapping (`key: value` lines), got 3',
    'write defaults as a mapping of `key: value` lines',
  ],
  [
    'providers.0.headers',
    'a mapping whose values are each a string',
    `providers:\n  - { id: l, api: openai-chat, base_url: "http://a/v1", model: m, headers: [a] }\n${Q}`,
    // headers may hold a credential: what was received is never echoed
    'expected a mapping whose values are each a string',
    'write headers as a mapping of `key: value` lines',
  ],
  [
    'providers.0.headers.X-Team',
    'a string',
    `providers:\n  - { id: l, api: openai-chat, base_url: "http://a/v1", model: m, headers: { X-Team: 3 } }\n${Q}`,
    'expected a string',
    'set X-Team to a string',
  ],
  [
    'providers.0.body',
    'a mapping',
    `providers:\n  - { id: l, api: openai-chat, base_url: "http://a/v1", model: m, body: sk-secret-1 }\n${Q}`,
    'expected a mapping',
    'write body as a mapping of `key: value` lines',
  ],
  [
    'prompts.0.synthetic.input_tokens',
    'a whole number >= 1 or a mapping of mean, stddev, min, max or a mapping of dist, value or a mapping of dist, min, max or a mapping of dist, mean, stddev, min, max or a mapping of dist, median, sigma, min, max or a mapping of empirical',
    `${P}prompts:\n  - { id: p, synthetic: { input_tokens: lots, output_tokens: 5 } }\n`,
    'expected a whole number >= 1 or a mapping of mean, stddev, min, max or a mapping of dist, value or a mapping of dist, min, max or a mapping of dist, mean, stddev, min, max or a mapping of dist, median, sigma, min, max or a mapping of empirical, got "lots"',
    'set input_tokens to a whole number >= 1 or a mapping of mean, stddev, min, max or a mapping of dist, value or a mapping of dist, min, max or a mapping of dist, mean, stddev, min, max or a mapping of dist, median, sigma, min, max or a mapping of empirical, such as 512',
  ],
  [
    'prompts.0.synthetic.input_tokens.stddev',
    'a number >= 0',
    `${P}prompts:\n  - { id: p, synthetic: { input_tokens: { mean: 9, stddev: x, min: 1, max: 20 }, output_tokens: 5 } }\n`,
    'expected a number >= 0, got "x"',
    'set stddev to a number >= 0',
  ],
];

const segs = (dotted: string): Array<string | number> =>
  dotted.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));

describe('expected values, from the JSON Schema of the config', () => {
  for (const [field, description, text, message, fix] of CASES)
    it(`${field}: ${description}`, () => {
      assert.equal(expected(schemaAt(segs(field))), description);
      const p = only(text);
      assert.deepEqual([p.message, p.fix], [message, fix]);
    });

  it('an enum lists every value, in schema order', () => {
    assert.equal(expected(schemaAt(['providers', 0, 'api'])), `one of ${API_NAMES.map((a) => `"${a}"`).join(', ')}`);
    const p = only(`providers:\n  - { id: l, api: openai, base_url: "http://a/v1", model: m }\n${Q}`);
    assert.equal(p.fix, `set api to one of: ${API_NAMES.join(', ')}`);
  });

  it('a missing key names what it expects and an example', () => {
    const p = only(`providers:\n  - { id: l, api: openai-chat, base_url: "http://a/v1" }\n${Q}`);
    assert.deepEqual(
      [p.path, p.message, p.fix],
      [
        'providers[0].model',
        'missing required key `model` (expected a non-empty string)',
        'add `model: gpt-4o-mini` to providers[0]',
      ],
    );
    // a missing token count fails both branches of its union, and is still "missing"
    const q = only(`${P}prompts:\n  - { id: p, synthetic: { input_tokens: 5 } }\n`);
    assert.deepEqual(
      [q.path, q.message, q.fix],
      [
        'prompts[0].synthetic.output_tokens',
        'missing required key `output_tokens` (expected a whole number >= 1 or a mapping of mean, stddev, min, max or a mapping of dist, value or a mapping of dist, min, max or a mapping of dist, mean, stddev, min, max or a mapping of dist, median, sigma, min, max or a mapping of empirical)',
        'add `output_tokens: 128` to prompts[0].synthetic',
      ],
    );
  });

  it('allowed keys come from the schema, a union listing its mapping branch', () => {
    assert.deepEqual(allowedKeys(schemaAt(['defaults', 'timeout'])), ['headers', 'idle', 'total']);
    assert.deepEqual(allowedKeys(schemaAt(['prompts', 0, 'synthetic', 'output_tokens'])), [
      'mean',
      'stddev',
      'min',
      'max',
      'dist',
      'value',
      'median',
      'sigma',
      'empirical',
    ]);
    const p = only(
      `${P}prompts:\n  - { id: p, synthetic: { input_tokens: { mean: 3, stddev: 1, min: 1, max: 5, sd: 2 }, output_tokens: 5 } }\n`,
    );
    assert.equal(
      p.message,
      'unknown key `sd`; allowed keys here: mean, stddev, min, max, dist, value, median, sigma, empirical',
    );
  });

  it('a value of `body:` may be anything', () => {
    assert.equal(expected(schemaAt(['providers', 0, 'body', 'temperature'])), 'any value');
  });

  it('a path the schema does not know is "a valid value"', () => {
    assert.equal(schemaAt(['providers', 0, 'nope']), undefined);
    assert.equal(expected(undefined), 'a valid value');
  });
});
