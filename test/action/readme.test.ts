import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../emulators/runner.ts';

// The Action reference's inputs/outputs tables (docs/action.md) are
// generated from action.yml by scripts/action-readme.mjs; this fails when
// they are out of date.

function script(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/action-readme.mjs'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('docs/action.md: the GitHub Action tables', () => {
  it('match action.yml', async () => {
    const { code, stderr } = await script(['--check']);
    assert.equal(code, 0, `${stderr}Run \`node scripts/action-readme.mjs\` to regenerate them.`);
  });

  it('the check fails on a stale page, and the script brings it up to date', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-readme-'));
    const readme = join(dir, 'action.md');
    const action = join(dir, 'action.yml');
    await copyFile(join(ROOT, 'docs/action.md'), readme);
    const yml = await readFile(join(ROOT, 'action.yml'), 'utf8');
    await writeFile(
      action,
      yml.replace(
        '\noutputs:\n',
        '\n  extra-input:\n    description: Added after the page was written.\n    default: x\n\noutputs:\n',
      ),
    );
    const stale = await script(['--check', '--readme', readme, '--action', action]);
    assert.equal(stale.code, 1);
    assert.match(stale.stderr, /differ from/);
    assert.equal((await script(['--readme', readme, '--action', action])).code, 0);
    assert.match(await readFile(readme, 'utf8'), /\| `extra-input` +\| `x` +\| Added after the page was written\. +\|/);
    assert.equal((await script(['--check', '--readme', readme, '--action', action])).code, 0);
  });

  it('the Action section documents the fork pattern and the build', async () => {
    const text = await readFile(join(ROOT, 'docs/action.md'), 'utf8');
    const block = text.slice(text.indexOf('<!-- action:start -->'), text.indexOf('<!-- action:end -->'));
    assert.match(block, /pull_request_target/);
    assert.match(block, /workflow_run/);
    assert.match(block, /esbuild/);
    assert.match(block, /pull-requests: write/);
  });
});
