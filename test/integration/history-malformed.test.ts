import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { entryName } from '../../src/history/history.ts';
import { runCli } from '../support/cli.ts';

// One history entry that is valid JSON but has a group without its fields
// (issue row 6): it once ended `dashboard` and `history show` in
// `internal error: TypeError`, and, since a failed night adds no entry, it
// stopped every later night. Now it is skipped with a warning that names
// the file and the field, and every reader carries on with the others.

const FIXTURES = fileURLToPath(new URL('../fixtures/publish/', import.meta.url));

const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { env });

let dir: string;
let history: string;
let bad: string;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sg-history-malformed-'));
  history = join(dir, 'history');
  for (const run of ['baseline', 'current']) {
    const added = await cli(['history', 'add', join(FIXTURES, run), '--dir', history]);
    assert.equal(added.code, 0, added.stderr);
  }
  const good = JSON.parse(await readFile(join(FIXTURES, 'current', 'results.json'), 'utf8')) as Results;
  const broken = {
    ...good,
    run: { ...good.run, started_at: '2030-01-01T00:00:00.000Z' },
    groups: [{ provider: 'x' }],
  } as unknown as Results;
  bad = entryName(broken);
  await writeFile(join(history, bad), JSON.stringify(broken));
});

after(() => rm(dir, { recursive: true, force: true }));

const WARNING = () => new RegExp(`${bad.replace(/\./g, '\\.')}: field "groups\\[0\\]\\.model": .*entry skipped`);

describe('a malformed history entry is skipped, named, and stops nothing', () => {
  it('history show', async () => {
    const shown = await cli(['history', 'show', '--dir', history]);
    assert.equal(shown.code, 0, shown.stderr);
    assert.doesNotMatch(shown.stderr, /internal error|TypeError/);
    assert.match(shown.stderr, WARNING());
    assert.match(shown.stdout, /^2 run\(s\) from/m);
  });

  it('dashboard', async () => {
    const site = join(dir, 'site');
    const built = await cli(['dashboard', '--history', history, '-o', site]);
    assert.equal(built.code, 0, built.stderr);
    assert.doesNotMatch(built.stderr, /internal error|TypeError/);
    assert.match(built.stderr, WARNING());
    assert.ok((await readdir(site)).includes('index.html'));
  });

  it('compare --history', async () => {
    const out = join(dir, 'current');
    await cp(join(FIXTURES, 'current'), out, { recursive: true });
    const compared = await cli(['compare', '--history', history, '--last', '3', out]);
    assert.equal(compared.code, 0, compared.stderr);
    assert.doesNotMatch(compared.stderr, /internal error|TypeError/);
    assert.match(compared.stderr, WARNING());
  });
});

describe('text from files cannot become workflow commands (issue row 8)', () => {
  it('in a GitHub Actions step, no line the CLI prints starts a workflow command', async () => {
    const planted = join(dir, 'planted');
    await cp(history, planted, { recursive: true });
    const good = JSON.parse(await readFile(join(FIXTURES, 'current', 'results.json'), 'utf8')) as Results;
    const name = entryName({ ...good, run: { ...good.run, started_at: '2031-01-01T00:00:00.000Z' } });
    // A well-formed entry whose provider name is a workflow command: the trend table prints it at a line's start.
    const provider = '::error title=Leak::planted ##[error]old form';
    const crafted = {
      ...good,
      run: { ...good.run, started_at: '2031-01-01T00:00:00.000Z' },
      groups: good.groups.map((g) => ({ ...g, provider })),
      requests: good.requests.map((r) => ({ ...r, provider })),
    };
    await writeFile(join(planted, name), JSON.stringify(crafted));
    const plain = await cli(['history', 'show', '--dir', planted]);
    assert.match(plain.stdout + plain.stderr, /^\s*::error title=Leak::planted/m, 'outside Actions it prints as it is');
    const ci = await cli(['history', 'show', '--dir', planted], { GITHUB_ACTIONS: 'true' });
    assert.equal(ci.code, 0, ci.stderr);
    assert.match(ci.stderr, /entry skipped/);
    for (const line of (ci.stdout + ci.stderr).split('\n')) {
      assert.doesNotMatch(line, /^\s*::/, `a workflow command: ${JSON.stringify(line)}`);
      assert.doesNotMatch(line, /##\[/, `an old-form workflow command: ${JSON.stringify(line)}`);
    }
  });
});
