import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// The entry's first lines run on any Node and turn an old one away with one
// line and exit 2 (not a SyntaxError from a missing export). Here this
// test's Node reports an older version through a preload; the bundle under
// a real older Node is in dist-copy.test.ts.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const MESSAGE =
  /^streamgauge needs Node 22\.19 or later \(found (\S+)\); see docs\/install\.md\n {2}Either install Node 22\.19 or later .*\n {2}or, in a clone after `npm ci`, run `npx streamgauge \.\.\.`: it uses the Node 24 npm ci installed\.\n$/;

const asIf = (version: string) =>
  `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`;

describe('the Node version guard', () => {
  for (const version of ['20.11.1', '22.18.1']) {
    it(`turns Node ${version} away with the two ways forward and exit 2`, () => {
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
});
