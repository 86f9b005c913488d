import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkRelease, highestInMajor, parseVersionTag } from '../../scripts/release-check.mjs';

// The release workflow moves `vN` (what every `uses: ...@vN` runs) only to
// the highest vX.Y.Z of its major on a commit of main.

const SCRIPT = fileURLToPath(new URL('../../scripts/release-check.mjs', import.meta.url));
const facts = (tag: string, tags: string[], onMain = true) => ({
  tag,
  tags,
  onMain,
  packageVersion: tag.replace(/^v/, ''),
});

describe('release-check: which tags move the major tag', () => {
  it('reads only vX.Y.Z tags', () => {
    assert.deepEqual(parseVersionTag('v1.10.3'), [1, 10, 3]);
    for (const t of ['v1', 'v1.2', 'v1.2.3-rc.1', '1.2.3', 'v01.2.3', 'latest', 'v1.2.3.4'])
      assert.equal(parseVersionTag(t), null, t);
  });

  it('compares versions as numbers, within one major', () => {
    assert.equal(highestInMajor(1, ['v1.9.0', 'v1.10.0', 'v1.2.30', 'v2.0.0', 'v1']), 'v1.10.0');
    assert.equal(highestInMajor(3, ['v1.9.0', 'v2.0.0']), null);
  });

  const cases: Array<{ tag: string; tags: string[]; move: boolean }> = [
    { tag: 'v1.0.0', tags: [], move: true },
    { tag: 'v1.2.1', tags: ['v1', 'v1.0.0', 'v1.2.0'], move: true },
    { tag: 'v1.10.0', tags: ['v1', 'v1.9.9'], move: true },
    // A patch of an older line: released, but @v1 users keep the newest code.
    { tag: 'v1.0.1', tags: ['v1', 'v1.0.0', 'v1.2.0'], move: false },
    { tag: 'v1.9.0', tags: ['v1', 'v1.10.0'], move: false },
    // A maintenance release of v1 while v2 exists moves v1, never v2.
    { tag: 'v1.3.0', tags: ['v1', 'v1.2.0', 'v2', 'v2.0.0'], move: true },
    // The pushed tag already in the list (git tag --list includes it).
    { tag: 'v2.0.0', tags: ['v1.2.0', 'v2.0.0'], move: true },
    // Pre-releases are not versions of the line.
    { tag: 'v1.2.0', tags: ['v1.3.0-rc.1'], move: true },
  ];
  for (const c of cases)
    it(`${c.tag} after [${c.tags.join(', ')}]: ${c.move ? 'moves' : 'keeps'} the major tag`, () => {
      const d = checkRelease(facts(c.tag, c.tags));
      assert.ok(d.ok, d.message);
      assert.equal(d.major, c.tag.split('.')[0]);
      assert.equal(d.moveMajor, c.move, d.message);
    });

  it('refuses a commit that is not on main, a version package.json does not carry, and a non-version tag', () => {
    const off = checkRelease(facts('v1.3.0', ['v1.2.0'], false));
    assert.equal(off.ok, false);
    assert.match(off.message, /not on main/);
    const pkg = checkRelease({ tag: 'v1.3.0', tags: [], onMain: true, packageVersion: '1.2.0' });
    assert.equal(pkg.ok, false);
    assert.match(pkg.message, /package\.json says 1\.2\.0: set "version": "1\.3\.0"/);
    assert.equal(checkRelease(facts('v1', [])).ok, false);
  });
});

describe('release-check: the script against a real repository', () => {
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
      cwd,
      encoding: 'utf8',
    });
  const commit = (cwd: string, version: string) => {
    writeFileSync(join(cwd, 'package.json'), JSON.stringify({ version }));
    git(cwd, 'add', 'package.json');
    git(cwd, 'commit', '-q', '-m', version);
  };
  const run = (cwd: string, tag: string, output: string) =>
    spawnSync(process.execPath, [SCRIPT, tag, '--main', 'main'], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GITHUB_OUTPUT: output },
    });

  it('moves v1 to the newest release of main, not to an older patch nor to a branch off main', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sg-release-'));
    git(dir, 'init', '-q', '-b', 'main');
    commit(dir, '1.0.0');
    git(dir, 'tag', 'v1.0.0');
    commit(dir, '1.2.0');
    git(dir, 'tag', 'v1.2.0');
    // v1.0.1: a patch of the older line, on a branch that main does not contain.
    git(dir, 'checkout', '-q', '-b', 'old', 'v1.0.0');
    commit(dir, '1.0.1');
    git(dir, 'tag', 'v1.0.1');
    git(dir, 'checkout', '-q', 'main');
    const output = join(dir, 'github-output');
    writeFileSync(output, '');

    const newest = run(dir, 'v1.2.0', output);
    assert.equal(newest.status, 0, newest.stderr);
    assert.equal(readFileSync(output, 'utf8'), 'major=v1\nmove-major=true\n');

    git(dir, 'checkout', '-q', 'v1.0.1');
    const offMain = run(dir, 'v1.0.1', output);
    assert.equal(offMain.status, 1);
    assert.match(offMain.stderr, /not on main/);

    // The same old patch merged into main is released, and v1 stays on v1.2.0.
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'merge', '-q', '-s', 'ours', '-m', 'merge old', 'old');
    git(dir, 'checkout', '-q', 'v1.0.1');
    writeFileSync(output, '');
    const older = run(dir, 'v1.0.1', output);
    assert.equal(older.status, 0, older.stderr);
    assert.match(older.stdout, /v1 stays where it is: v1\.2\.0 is a higher version/);
    assert.equal(readFileSync(output, 'utf8'), 'major=v1\nmove-major=false\n');
  });
});
