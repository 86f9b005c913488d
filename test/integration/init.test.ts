import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { main } from '../../src/cli/main.ts';
import { starterConfig } from '../../src/cli/init.ts';
import { ConfigError, parseConfig } from '../../src/config/read.ts';
import { API_NAMES } from '../../src/config/schema.ts';

// `streamgauge init`: the config it writes loads with the real loader and
// runs at once for the keys set in the environment (the simulator when none
// is); the other providers are there commented out, their key variable
// named; an existing file is never replaced.

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sg-init-'));
});
after(async () => rm(dir, { recursive: true, force: true }));

function io(env: Record<string, string> = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  return { io: { env, stdout, stderr }, out: () => out, err: () => err };
}

describe('streamgauge init', () => {
  /** The config with every commented-out provider block switched on. */
  const uncommented = (text: string) => text.replace(/^ {2}# ( *- id: | {2}\w+: )/gm, '  $1');

  it('with no key set, measures the simulator; every other provider is there, commented out, its key named', async () => {
    const file = join(dir, 'streamgauge.yml');
    const t = io();
    assert.equal(await main(['init', '-o', file], t.io), 0);
    assert.match(t.out(), /Wrote .*streamgauge\.yml: no provider key is set.*\n {2}streamgauge serve &/);
    const text = await readFile(file, 'utf8');
    assert.equal(text, starterConfig({}).text);
    // Runs at once: nothing missing in an empty environment.
    const loaded = parseConfig(text, file, {});
    assert.deepEqual(
      loaded.config.providers.map((p) => [p.id, p.base_url]),
      [['simulator', 'http://127.0.0.1:8787/v1']],
    );
    assert.equal(loaded.config.prompts.length, 2);
    for (const key of ['OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY', 'COHERE_API_KEY', 'AWS_ACCESS_KEY_ID'])
      assert.match(text, new RegExp(`# Set ${key}.* and uncomment`), key);
    // Switched on, the commented providers cover every wire format, and name every unset variable.
    const all = uncommented(text);
    const keys = [...all.matchAll(/api_key_env: (\w+)/g)].map((m) => m[1]!);
    const env = Object.fromEntries(keys.map((k) => [k, 'x']));
    const every = parseConfig(all, file, { ...env, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' });
    assert.deepEqual([...new Set(every.config.providers.map((p) => p.api))].sort(), [...API_NAMES].sort());
    assert.throws(
      () => parseConfig(all, file, {}),
      (e: unknown) => e instanceof ConfigError && keys.every((k) => e.problems.some((p) => p.message.includes(k))),
    );
  });

  it('with keys set, writes exactly those providers active, and never a key value', async () => {
    const file = join(dir, 'keys.yml');
    const env = {
      OPENAI_API_KEY: 'sk-init-secret-1',
      AWS_ACCESS_KEY_ID: 'AKIAINIT',
      AWS_SECRET_ACCESS_KEY: 'aws-secret-2',
    };
    const t = io(env);
    assert.equal(await main(['init', '-o', file], t.io), 0);
    assert.match(t.out(), /openai-mini, openai-responses, bedrock-nova \(their keys are set\)/);
    const text = await readFile(file, 'utf8');
    for (const v of Object.values(env)) assert.ok(!text.includes(v) && !t.out().includes(v), 'no key value written');
    const loaded = parseConfig(text, file, env);
    assert.deepEqual(
      loaded.config.providers.map((p) => p.id),
      ['openai-mini', 'openai-responses', 'bedrock-nova'],
    );
    assert.ok(!/^ {2}- id: simulator/m.test(text), 'no simulator when a key is set');
    // The same file in an environment without the key stops before sending, naming it.
    assert.throws(
      () => parseConfig(text, file, {}),
      (e: unknown) => e instanceof ConfigError && e.problems.some((p) => p.message.includes('OPENAI_API_KEY')),
    );
  });

  it('refuses to overwrite an existing file, which stays as it was', async () => {
    const file = join(dir, 'mine.yml');
    await writeFile(file, 'providers: []\n');
    const t = io();
    assert.equal(await main(['init', '-o', file], t.io), 2);
    assert.match(t.err(), /already exists; init never overwrites/);
    assert.equal(await readFile(file, 'utf8'), 'providers: []\n');
  });

  it('run without a config points to init', async () => {
    const t = io();
    assert.equal(await main(['run', '-c', join(dir, 'absent.yml'), '-o', join(dir, 'out')], t.io), 2);
    assert.match(t.err(), /streamgauge init -o .*absent\.yml` writes a commented starter config/);
  });
});
