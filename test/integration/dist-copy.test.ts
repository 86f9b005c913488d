import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { startSimulator } from '../../src/sim/server.ts';
import { writeFile } from 'node:fs/promises';

// The bundle is the whole program: built from the sources into a folder of
// its own (never dist/ itself, which another test rebuilds meanwhile), with
// no node_modules anywhere above it, it runs the demo. That is what
// `npm i -g` of the package installs (package.json declares no runtime
// dependency, so an install fetches nothing) and what the Action runs. And
// under a Node older than 22.19, where one is installed, its entry prints
// one line and exits 2 rather than failing on a missing export.

/**
 * The bundle's demo in a child process: ~10 s of simulated streaming with
 * little CPU, started in before() so the other tests run meanwhile.
 */
function runDemo(): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'demo', '-o', join(dir, 'out')], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let dir: string;
let cli: string;
let demo: Promise<{ code: number | null; stderr: string }>;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-dist-copy-'));
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--outdir', join(dir, 'dist')], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(build.status, 0, build.stderr);
  cli = join(dir, 'dist', 'cli.js');
  demo = runDemo();
  // Awaited by its test; a failure shows there, not as an unhandled rejection.
  demo.catch(() => {});
});
after(async () => {
  await demo?.catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

describe('the bundle alone', () => {
  it('signs a Bedrock request with AWS credentials and decodes its event stream (CommonJS packages loaded on first use)', async () => {
    // In the bundle a dynamic import() of a CommonJS package gives only
    // `default`: AWS's signer and codec were undefined there ("SignatureV4 is
    // not a constructor") while the sources, run by Node, worked.
    const sim = await startSimulator();
    try {
      const config = join(dir, 'bedrock.yml');
      await writeFile(
        config,
        `defaults: { repetitions: 2, warmup: 0 }
providers:
  - { id: nova, api: bedrock, base_url: "${sim.baseUrls.bedrock}", model: "steady:tokens=6,interval_ms=5", region: eu-west-3 }
prompts: [{ id: p, prompt: hi }]
`,
      );
      const out = join(dir, 'out-bedrock');
      const r = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [cli, 'run', '-c', config, '-o', out], {
          cwd: dir,
          env: {
            PATH: process.env.PATH ?? '',
            NO_COLOR: '1',
            AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
            AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI',
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stderr }));
      });
      const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
      // Signed and sent (no error), and every frame decoded into the answer's reads.
      assert.deepEqual(
        results.requests.map((q) => [q.error_kind, q.content_reads]),
        [
          [null, 6],
          [null, 6],
        ],
        r.stderr,
      );
    } finally {
      await sim.close();
    }
  });

  it('needs no runtime dependency', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    assert.equal(pkg.dependencies, undefined, 'everything the program uses is bundled into dist/');
    assert.deepEqual(pkg.bin, { streamgauge: 'dist/cli.js' });
    assert.ok((pkg.files as string[]).includes('dist'));
  });

  it('turns a real older Node away with the two ways forward and exit 2', (t) => {
    const old = ['/usr/bin/node', '/usr/local/bin/node', '/bin/node'].find((p) => {
      if (!existsSync(p)) return false;
      const [major, minor] = execFileSync(p, ['-p', 'process.versions.node'], { encoding: 'utf8' })
        .trim()
        .split('.')
        .map(Number);
      return major! < 22 || (major === 22 && minor! < 19);
    });
    if (old === undefined) return t.skip('no Node older than 22.19 installed at /usr/bin, /usr/local/bin or /bin');
    const r = spawnSync(old, [cli, '--help'], { encoding: 'utf8' });
    assert.equal(r.status, 2, r.stderr);
    assert.match(
      r.stderr,
      /^streamgauge needs Node 22\.19 or later \(found \d+\.\d+\.\d+\); see docs\/install\.md\n.*\n.*npx streamgauge.*\n$/,
    );
  });

  it('runs the demo with nothing beside it', async () => {
    const r = await demo;
    assert.equal(r.code, 0, r.stderr);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    assert.equal(new Set(results.requests.map((q) => q.provider)).size, 8, 'the eight demo providers');
    assert.ok(results.requests.some((q) => q.outcome === 'streamed'));
    assert.ok(results.requests.some((q) => q.outcome === 'buffered'));
  });
});
