import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';

// dist/ is the whole program: a copy of it alone, in a folder with no
// node_modules anywhere above it, runs the demo. That is what `npm i -g`
// of the package installs (package.json declares no runtime dependency, so
// an install fetches nothing) and what the Action runs.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-dist-copy-'));
  await cp(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
});
after(() => rm(dir, { recursive: true, force: true }));

describe('a copy of dist/', () => {
  it('runs the demo with nothing beside it', async () => {
    const r = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [join(dir, 'dist', 'cli.js'), 'demo', '-o', join(dir, 'out')], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr }));
    });
    assert.equal(r.code, 0, r.stderr);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    assert.equal(new Set(results.requests.map((q) => q.provider)).size, 8, 'the eight demo providers');
    assert.ok(results.requests.some((q) => q.outcome === 'streamed'));
    assert.ok(results.requests.some((q) => q.outcome === 'buffered'));
  });

  it('needs no runtime dependency', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(pkg.dependencies, undefined, 'everything the program uses is bundled into dist/');
    assert.deepEqual(pkg.bin, { streamgauge: 'dist/cli.js' });
    assert.ok((pkg.files as string[]).includes('dist'));
  });
});
