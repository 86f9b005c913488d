import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, parseConfig } from '../../src/config/read.ts';

// What config load says besides problems: providers skipped for a missing
// key (`on-missing-key: skip`) and settings the run will not use.

const config = (extra: string) =>
  [
    'providers:',
    '  - { id: open, api: openai-chat, base_url: "http://127.0.0.1:9/v1", model: m }',
    '  - { id: keyed, api: openai-chat, base_url: "http://127.0.0.1:9/v1", model: m, api_key_env: SG_T_KEY }',
    '  - { id: bedrock, api: bedrock, base_url: "http://127.0.0.1:9", model: m }',
    'prompts:',
    '  - { id: q, prompt: hi }',
    extra,
  ].join('\n');

describe('on-missing-key', () => {
  test('skip: the providers without their keys are left out, each with the reason naming the variables', () => {
    const loaded = parseConfig(config(''), 'sg.yml', { SG_T_KEY: '' }, { onMissingKey: 'skip' });
    assert.deepEqual(
      loaded.config.providers.map((p) => p.id),
      ['open'],
    );
    assert.deepEqual(loaded.skipped, [
      { provider: 'keyed', reason: 'SG_T_KEY is set but empty' },
      { provider: 'bedrock', reason: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set' },
    ]);
  });

  test('fail (the default): every missing key is a problem, marked as such', () => {
    assert.throws(
      () => parseConfig(config(''), 'sg.yml', {}),
      (e: unknown) =>
        e instanceof ConfigError &&
        !e.noProviderLeft &&
        e.problems.length === 2 &&
        e.problems.every((p) => p.missingEnv !== undefined),
    );
  });

  test('skip with no provider left: the missing keys are the problems', () => {
    const only = config('').replace(/ {2}- \{ id: open.*\n/, '');
    assert.throws(
      () => parseConfig(only, 'sg.yml', {}, { onMissingKey: 'skip' }),
      (e: unknown) => e instanceof ConfigError && e.noProviderLeft && e.problems.length === 2,
    );
  });
});

describe('settings a load run does not use', () => {
  test('repetitions beside load: a warning with file:line and the fix', () => {
    const text = config('load: { requests: 4, stages: [{ concurrency: 1 }] }\ndefaults: { repetitions: 5 }');
    const loaded = parseConfig(text, 'sg.yml', { SG_T_KEY: 'k', AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 's' });
    assert.equal(loaded.warnings?.length, 1);
    assert.match(
      loaded.warnings![0]!,
      /^sg\.yml:8:\d+ defaults\.repetitions: is ignored: with `load:`.*Fix: remove it/,
    );
  });

  test('without load, repetitions count: no warning', () => {
    const loaded = parseConfig(config('defaults: { repetitions: 5 }'), 'sg.yml', {
      SG_T_KEY: 'k',
      AWS_ACCESS_KEY_ID: 'a',
      AWS_SECRET_ACCESS_KEY: 's',
    });
    assert.equal(loaded.warnings, undefined);
  });
});
