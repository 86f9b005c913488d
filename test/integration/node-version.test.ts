import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// The entry's first lines run on any Node and turn an old one away with one
// line and exit 2 (not a SyntaxError from a missing export). Under this
// test's Node the version is reported older with a preload; the real thing,
// dist/cli.js under an older Node, runs where one is installed (a runner's
// /usr/bin/node before setup-node, for example) and skips, saying so, where
// none is.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const DIST_CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const MESSAGE = /^streamgauge needs Node 22\.19 or later \(found (\S+)\); see docs\/install\.md\n$/;

const asIf = (version: string) =>
  `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`;

describe('the Node version guard', () => {
  for (const version of ['20.11.1', '22.18.1']) {
    it(`turns Node ${version} away with one line and exit 2`, () => {
      const r = spawnSync(process.execPath, ['--import', asIf(version), BIN, '--version'], { encoding: 'utf8' });
      assert.equal(r.status, 2);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, MESSAGE);
      assert.equal(MESSAGE.exec(r.stderr)![1], version);
    });
  }

  it('lets Node 22.19 in', () => {
    const r = spawnSync(process.execPath, ['--import', asIf('22.19.0'), BIN, '--version'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^\d+\.\d+\.\d+/);
  });

  it('dist/cli.js under a real older Node', (t) => {
    const old = ['/usr/bin/node', '/usr/local/bin/node', '/bin/node'].find((p) => {
      if (!existsSync(p)) return false;
      const [major, minor] = execFileSync(p, ['-p', 'process.versions.node'], { encoding: 'utf8' })
        .trim()
        .split('.')
        .map(Number);
      return major! < 22 || (major === 22 && minor! < 19);
    });
    if (old === undefined) return t.skip('no Node older than 22.19 installed at /usr/bin, /usr/local/bin or /bin');
    const r = spawnSync(old, [DIST_CLI, '--help'], { encoding: 'utf8' });
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, MESSAGE);
  });
});
