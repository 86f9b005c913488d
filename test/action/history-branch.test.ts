import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { BranchHistoryError, openBranchHistory, remoteDefaultBranch } from '../../src/action/history-branch.ts';
import { addToHistory, readHistory } from '../../src/history/history.ts';
import { syntheticRun } from '../unit/synthetic-runs.ts';

// The data branch's worktree against real git: a bare repository in a temp
// dir as the origin, shallow checkouts of its main branch as the jobs'
// workspaces (what actions/checkout leaves), no network.

const run = promisify(execFile);
const GIT_ENV = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };
const git = async (cwd: string, ...args: string[]) =>
  (await run('git', args, { cwd, env: { ...process.env, ...GIT_ENV } })).stdout.trim();

let dir: string;
let origin: string;
const saved = { ...process.env };

before(async () => {
  // The code under test runs git in this process: keep the machine's git config out of it.
  Object.assign(process.env, GIT_ENV);
  dir = await mkdtemp(join(tmpdir(), 'sg-branch-'));
  origin = join(dir, 'origin.git');
  await git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
  const seed = join(dir, 'seed');
  await git(dir, 'init', '--quiet', '--initial-branch=main', seed);
  await git(
    seed,
    '-c',
    'user.name=t',
    '-c',
    'user.email=t@example.com',
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    'code',
  );
  await git(seed, 'push', '--quiet', origin, 'main');
});
after(async () => {
  process.env = saved;
  await rm(dir, { recursive: true, force: true });
});

let checkouts = 0;
async function checkout(): Promise<string> {
  const ws = join(dir, `ws-${++checkouts}`);
  await mkdir(ws);
  await git(ws, 'init', '--quiet', '--initial-branch=main');
  await git(ws, 'remote', 'add', 'origin', origin);
  await git(ws, 'fetch', '--quiet', '--depth=1', 'origin', 'main');
  await git(ws, 'checkout', '--quiet', '-B', 'main', 'FETCH_HEAD');
  return ws;
}

const night = (d: number) => syntheticRun(d, `2025-05-${String(d).padStart(2, '0')}T03:17:00.000Z`, { reps: 3 });
const open = async (ws: string) =>
  openBranchHistory({ cwd: ws, branch: 'bench-data', subdir: 'streamgauge-history/sg', tempDir: dir });

describe('openBranchHistory', () => {
  it('starts a missing branch as an orphan; the first save creates it on the origin; close leaves no trace', async () => {
    const ws = await checkout();
    const h = await open(ws);
    assert.equal(h.created, true);
    assert.deepEqual(await h.store.list(), []);
    assert.ok(!h.store.worktree.startsWith(ws), 'the worktree is outside the checkout');
    await addToHistory(h.store, night(1));
    assert.equal(await h.save('night 1'), true);
    assert.equal(await h.save('nothing new'), false);
    await h.close();
    await h.close(); // twice is fine

    assert.equal(
      await git(origin, 'rev-list', '--count', 'bench-data'),
      '1',
      'a root commit: no history shared with main',
    );
    assert.deepEqual(
      (await git(origin, 'ls-tree', '-r', '--name-only', 'bench-data'))
        .split('\n')
        .map((p) => p.split('/').slice(0, 2).join('/')),
      ['streamgauge-history/sg'],
    );
    assert.equal((await git(ws, 'worktree', 'list')).split('\n').length, 1);
    assert.equal(await git(ws, 'branch', '--list'), '* main');
    assert.ok(!(await readdir(dir)).some((f) => f.startsWith('streamgauge-history-')), 'the worktree folder is gone');
  });

  it('fetches an existing branch; two jobs saving at once both land (the second rebases and retries)', async () => {
    const a = await open(await checkout());
    const b = await open(await checkout());
    assert.equal(a.created, false);
    assert.deepEqual(
      (await readHistory(a.store)).map((e) => e.results.run.started_at),
      [night(1).run.started_at],
    );
    await addToHistory(a.store, night(2));
    await addToHistory(b.store, night(3));
    assert.equal(await a.save('night 2'), true);
    assert.equal(await b.save('night 3'), true);
    await a.close();
    await b.close();

    const reader = await open(await checkout());
    assert.deepEqual(
      (await readHistory(reader.store)).map((e) => e.results.run.started_at),
      [night(1), night(2), night(3)].map((r) => r.run.started_at),
    );
    await reader.close();
    assert.equal(await git(origin, 'log', '--format=%s', 'bench-data'), 'night 3\nnight 2\nnight 1');
  });

  it("reads the origin's default branch", async () => {
    assert.equal(await remoteDefaultBranch(await checkout()), 'main');
  });

  it('says how to fix a missing checkout or an unreachable origin', async () => {
    const plain = join(dir, 'plain');
    await mkdir(plain);
    await assert.rejects(
      open(plain),
      (err: unknown) =>
        err instanceof BranchHistoryError &&
        /is not a git checkout/.test(err.message) &&
        /actions\/checkout/.test(err.message),
    );
    const ws = await checkout();
    await git(ws, 'remote', 'set-url', 'origin', join(dir, 'gone.git'));
    await assert.rejects(open(ws), /could not read the branches of 'origin'.*To fix this/);
    assert.equal((await git(ws, 'worktree', 'list')).split('\n').length, 1);
  });
});
