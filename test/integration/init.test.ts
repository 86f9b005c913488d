import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { main } from '../../src/cli/main.ts';
import { STARTER_CONFIG } from '../../src/cli/init.ts';
import { ConfigError, parseConfig } from '../../src/config/load.ts';
import { API_NAMES } from '../../src/config/schema.ts';

// `streamgauge init`: the starter config it writes loads with the real
// loader, names every major wire format's key variable, and an existing
// file is never replaced.

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
  it('writes a starter config with one provider per wire format and two prompts, which loads', async () => {
    const file = join(dir, 'streamgauge.yml');
    const t = io();
    assert.equal(await main(['init', '-o', file], t.io), 0);
    assert.match(t.out(), /Wrote .*streamgauge\.yml/);
    const text = await readFile(file, 'utf8');
    assert.equal(text, STARTER_CONFIG);
    const keys = [...text.matchAll(/api_key_env: (\w+)/g)].map((m) => m[1]!);
    const env = Object.fromEntries(keys.map((k) => [k, 'x']));
    const loaded = parseConfig(text, file, { ...env, AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'y' });
    assert.deepEqual([...new Set(loaded.config.providers.map((p) => p.api))].sort(), [...API_NAMES].sort());
    assert.equal(loaded.config.prompts.length, 2);
    // Without the keys, every unset variable is named: nothing would be sent.
    assert.throws(
      () => parseConfig(text, file, {}),
      (e: unknown) => e instanceof ConfigError && keys.every((k) => e.problems.some((p) => p.message.includes(k))),
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
