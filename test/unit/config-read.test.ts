import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import {
  closestKey,
  ConfigError,
  formatProblems,
  loadConfig,
  parseConfig,
  resolveProvider,
  type ConfigProblem,
} from '../../src/config/read.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/config/${name}`, import.meta.url));

async function problemsOfFile(name: string, env: Record<string, string | undefined> = {}): Promise<ConfigProblem[]> {
  const err = await loadConfig(fixture(name), env).then(
    () => assert.fail(`${name} should not load`),
    (e: unknown) => e,
  );
  assert.ok(err instanceof ConfigError, `expected a ConfigError, got ${String(err)}`);
  return err.problems;
}

function problemsOf(text: string, env: Record<string, string | undefined> = {}): ConfigProblem[] {
  try {
    parseConfig(text, 'sg.yml', env);
  } catch (e) {
    assert.ok(e instanceof ConfigError, `expected a ConfigError, got ${String(e)}`);
    return e.problems;
  }
  return assert.fail('config should not load');
}

function only(problems: ConfigProblem[]): ConfigProblem {
  assert.equal(problems.length, 1, `expected one problem, got:\n${formatProblems(problems)}`);
  return problems[0] as ConfigProblem;
}

const PROVIDER = `  - id: local
    api: openai-chat
    base_url: http://127.0.0.1:8080/v1
    model: llama
`;
const withProvider = (extra: string, prompts = 'prompts:\n  - id: p\n    prompt: hi\n'): string =>
  `providers:\n${PROVIDER}${extra}${prompts}`;

describe('loadConfig: a valid file', () => {
  it('applies defaults, hashes the raw text and collects keys and secrets', async () => {
    const file = fixture('valid.yml');
    const loaded = await loadConfig(file, { OPENAI_API_KEY: 'sk-test-123', UNRELATED: 'x' });
    assert.equal(loaded.file, file);
    assert.equal(
      loaded.sha256,
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    );
    assert.deepEqual(loaded.config.analysis, {
      min_content_reads: 4,
      min_generation_s: 0.1,
      max_plausible_tps: 5000,
      max_token_disagreement: 0.35,
      rate_tokens: 'native',
      max_tokens_per_read: 8,
      max_client_stall_ms: 20,
    });
    assert.equal(loaded.config.parallel_providers, 2);
    assert.deepEqual(loaded.config.exclude, [{ provider: 'local', prompt: 'chat' }]);
    assert.deepEqual(
      loaded.config.providers.map((p) => p.id),
      ['openai-mini', 'local'],
    );
    assert.deepEqual(loaded.keys, { 'openai-mini': 'sk-test-123', local: null });
    assert.deepEqual(loaded.secrets, ['sk-test-123']);
  });

  it('defaults exclude and parallel_providers when absent', () => {
    const loaded = parseConfig(withProvider(''), 'sg.yml', {});
    assert.deepEqual(loaded.config.exclude, []);
    assert.equal(loaded.config.parallel_providers, 4);
    assert.deepEqual(loaded.secrets, []);
  });

  it('resolveProvider: provider > defaults > built-in, timeout merged field by field', async () => {
    const { config } = await loadConfig(fixture('valid.yml'), { OPENAI_API_KEY: 'k' });
    const [openai, local] = config.providers.map((p) => resolveProvider(config, p));
    assert.ok(openai && local);
    assert.equal(openai.max_tokens, 64); // provider
    assert.equal(local.max_tokens, 128); // defaults
    assert.equal(openai.repetitions, 3); // defaults
    assert.equal(openai.concurrency, 1); // built-in
    assert.equal(openai.cache_bust, true); // built-in
    assert.equal(local.cache_bust, false); // provider
    assert.deepEqual(openai.timeout, { headers: 10, idle: 5, total: 300 });
    assert.deepEqual(local.timeout, { headers: 10, idle: 30, total: 300 });
    assert.equal(openai.api_key_env, 'OPENAI_API_KEY');
    assert.deepEqual(local.headers, { 'X-Team': 'bench' });
  });
});

describe('loadConfig: problems', () => {
  it('a missing file names the file and suggests -c', async () => {
    const p = only(await problemsOfFile('does-not-exist.yml'));
    assert.match(p.file, /does-not-exist\.yml$/);
    assert.match(p.message, /not found: .*does-not-exist\.yml/);
    assert.match(p.fix, /-c /);
    assert.equal(p.line, null);
  });

  // The fixture is .txt so that `prettier --check .` does not trip on the broken YAML.
  it('a YAML syntax error has its line and column', async () => {
    const p = only(await problemsOfFile('bad-syntax.yml.txt'));
    assert.match(p.file, /bad-syntax\.yml\.txt$/);
    assert.equal(p.line, 5);
    assert.equal(p.column, 5);
    assert.equal(p.path, '');
    assert.match(p.message, /^YAML syntax error: .*end with a \]/);
    assert.match(p.fix, /bracket/);
  });

  it('a duplicate YAML key is a syntax problem at the second key', () => {
    const p = only(problemsOf(`providers:\n${PROVIDER}    model: other\nprompts:\n  - id: p\n    prompt: hi\n`));
    assert.equal(p.line, 6);
    assert.equal(p.column, 5);
    assert.match(p.message, /unique/);
    assert.match(p.fix, /only one/);
  });

  it('an unknown key points at the key and suggests the closest allowed one', async () => {
    const p = only(await problemsOfFile('unknown-key.yml'));
    assert.deepEqual([p.line, p.column, p.path], [6, 5, 'providers[0].max_token']);
    assert.match(p.message, /unknown key `max_token`; did you mean `max_tokens`\?/);
    assert.match(p.message, /Allowed keys here: id, api, base_url, model, api_key_env/);
    assert.equal(p.fix, 'rename `max_token` to `max_tokens`');
  });

  it('an unknown key with no close match lists the allowed keys without a guess', () => {
    const p = only(problemsOf(withProvider('', 'prompts:\n  - id: p\n    prompt: hi\n    colour: red\n')));
    assert.deepEqual([p.line, p.column, p.path], [9, 5, 'prompts[0].colour']);
    assert.doesNotMatch(p.message, /did you mean/);
    assert.match(
      p.message,
      /allowed keys here: id, prompt, messages, synthetic, file, dataset, conversations, max_tokens/,
    );
  });

  it('a per-provider setting at the top level is sent under defaults', () => {
    const p = only(problemsOf(`warmup: 2\n${withProvider('')}`));
    assert.deepEqual([p.line, p.column, p.path], [1, 1, 'warmup']);
    assert.match(p.fix, /under `defaults:`/);
  });

  it('a wrong type says what was expected and what was received', async () => {
    const p = only(await problemsOfFile('wrong-type.yml'));
    assert.deepEqual([p.line, p.column, p.path], [10, 5, 'providers[1].max_tokens']);
    assert.equal(p.message, 'expected a whole number >= 1, got "many"');
    assert.match(p.fix, /^set max_tokens to .*256/);
    assert.equal(
      formatProblems([p]).replace(/^.*wrong-type\.yml/, 'wrong-type.yml'),
      'wrong-type.yml:10:5 providers[1].max_tokens: expected a whole number >= 1, got "many". Fix: set max_tokens to a whole number >= 1, such as 256.',
    );
  });

  it('other wrong values: boolean, enum, nested timeout, flow mapping column', () => {
    const problems = problemsOf(
      withProvider(
        '    cache_bust: yes\n    timeout: { headers: -1 }\n    api_key_env: 12\n  - id: b\n    api: openai\n',
      ),
    );
    const byPath = new Map(problems.map((p) => [p.path, p]));
    assert.equal(byPath.get('providers[0].cache_bust')?.message, 'expected true or false, got "yes"');
    assert.equal(byPath.get('providers[0].cache_bust')?.fix, 'set cache_bust to true or false');
    const t = byPath.get('providers[0].timeout.headers');
    assert.deepEqual([t?.line, t?.column, t?.message], [7, 16, 'expected a number > 0, got -1']);
    // Every known api is listed, so a new wire format extends the message rather than breaking it.
    assert.match(
      byPath.get('providers[1].api')?.message ?? '',
      /^expected one of "openai-chat", .*"anthropic".*, got "openai"$/,
    );
    // a missing required key points at the item that lacks it
    const m = byPath.get('providers[1].model');
    assert.deepEqual([m?.line, m?.column], [9, 5]);
    assert.match(m?.message ?? '', /^missing required key `model`/);
    assert.match(m?.fix ?? '', /add `model: /);
  });

  it('an empty file and a file that is not a mapping', () => {
    const empty = only(problemsOf(''));
    assert.match(empty.message, /empty/);
    const list = only(problemsOf('- a\n- b\n'));
    assert.deepEqual([list.line, list.column, list.path], [1, 1, '']);
    assert.match(list.message, /expected a mapping with `providers:` and `prompts:`, got a list of 2/);
  });

  it('a missing env var names the variable and never a value', async () => {
    const env = { OTHER_KEY: 'other-secret-value-42', OPENAI_API_KEY: 'sk-should-not-appear' };
    const problems = await problemsOfFile('missing-env.yml', env);
    const p = only(problems);
    assert.deepEqual([p.line, p.column, p.path], [10, 5, 'providers[1].api_key_env']);
    assert.match(p.message, /environment variable SG_TEST_MISSING_KEY is not set/);
    assert.match(p.message, /"openai-mini"/);
    assert.match(p.fix, /export SG_TEST_MISSING_KEY=\.\.\./);
    assert.match(p.fix, /secrets\.SG_TEST_MISSING_KEY/);
    const everything = JSON.stringify(problems) + formatProblems(problems);
    for (const value of Object.values(env)) assert.ok(!everything.includes(value), `leaked ${value}`);
  });

  it('an empty env var is a problem too; a set one loads', async () => {
    const p = only(await problemsOfFile('missing-env.yml', { SG_TEST_MISSING_KEY: '' }));
    assert.match(p.message, /SG_TEST_MISSING_KEY is set but empty/);
    const loaded = await loadConfig(fixture('missing-env.yml'), { SG_TEST_MISSING_KEY: 'sk-abc' });
    assert.deepEqual(loaded.keys, { local: null, 'openai-mini': 'sk-abc' });
    assert.deepEqual(loaded.secrets, ['sk-abc']);
  });

  it('a key pasted into api_key_env is rejected without being echoed', () => {
    const p = only(problemsOf(withProvider('    api_key_env: sk-live-abcdef123\n')));
    assert.equal(p.path, 'providers[0].api_key_env');
    assert.match(p.message, /NAME of an environment variable/);
    assert.ok(!formatProblems([p]).includes('sk-live-abcdef123'));
  });

  it('a duplicate provider id', async () => {
    const p = only(await problemsOfFile('duplicate-provider.yml'));
    assert.deepEqual([p.line, p.column, p.path], [6, 5, 'providers[1].id']);
    assert.match(p.message, /duplicate id "local" \(already used by providers\[0\]\)/);
    assert.match(p.fix, /providers\[1\]/);
  });

  it('a duplicate prompt id', async () => {
    const p = only(await problemsOfFile('duplicate-prompt.yml'));
    assert.deepEqual([p.line, p.column, p.path], [11, 5, 'prompts[2].id']);
    assert.match(p.message, /duplicate id "p" \(already used by prompts\[0\]\)/);
  });

  it('an exclude entry naming an unknown provider lists the known ids', async () => {
    const p = only(await problemsOfFile('exclude-unknown.yml'));
    assert.deepEqual([p.line, p.column, p.path], [12, 5, 'exclude[1].provider']);
    assert.equal(p.message, 'no provider has id "lcoal"');
    assert.equal(p.fix, 'use one of the provider ids: local');
  });

  it('a prompt with both prompt and messages, and one with neither', async () => {
    const p = only(await problemsOfFile('prompt-both.yml'));
    assert.deepEqual([p.line, p.column, p.path], [7, 5, 'prompts[0]']);
    assert.match(p.message, /both `prompt` and `messages`/);
    assert.match(p.fix, /remove either/);
    const q = only(problemsOf(withProvider('', 'prompts:\n  - id: p\n')));
    assert.match(q.message, /neither/);
  });

  // A type error stops zod before the schema's cross-field checks (duplicate
  // ids, exclude references, prompt xor messages); they must be listed anyway.
  it('several problems in one file are all listed, in file order', async () => {
    const problems = await problemsOfFile('many-problems.yml', { OTHER: 'v' });
    assert.deepEqual(
      problems.map((p) => [p.line, p.path]),
      [
        [2, 'defaults.repetitons'],
        [8, 'providers[0].concurrency'],
        [9, 'providers[0].max_tokens'],
        [10, 'providers[1].id'],
        [12, 'providers[1].base_url'],
        [14, 'providers[1].api_key_env'],
        [16, 'prompts[0]'],
        [18, 'prompts[0].messages[0].role'],
        [20, 'exclude[0].prompt'],
      ],
    );
    assert.match(problems[0]?.message ?? '', /did you mean `repetitions`/);
    const text = formatProblems(problems);
    const lines = text.split('\n');
    assert.equal(lines.length, 9);
    for (const [i, line] of lines.entries())
      assert.match(line, new RegExp(`many-problems\\.yml:${problems[i]?.line}:\\d+ \\S+: .+\\. Fix: .+\\.$`));
  });
});

describe('formatProblems and closestKey', () => {
  it('formats problems without a line or a path', () => {
    assert.equal(
      formatProblems([
        { file: 'a.yml', line: null, column: null, path: '', message: 'gone', fix: 'create it' },
        { file: '', line: null, column: null, path: '--shard', message: 'bad.', fix: 'ok!' },
      ]),
      'a.yml: gone. Fix: create it.\n--shard: bad. Fix: ok!',
    );
  });

  it('hints only obvious typos', () => {
    const allowed = ['repetitions', 'warmup', 'max_tokens', 'id', 'model'];
    assert.equal(closestKey('max_token', allowed), 'max_tokens');
    assert.equal(closestKey('max-tokens', allowed), 'max_tokens');
    assert.equal(closestKey('modle', allowed), 'model');
    assert.equal(closestKey('Warmup', allowed), 'warmup');
    assert.equal(closestKey('temperature', allowed), null);
    assert.equal(closestKey('xy', allowed), null);
  });
});
