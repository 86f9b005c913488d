import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { addToHistory, gitBranchStore, HistoryStoreError, readHistory } from '../../src/history/index.ts';
import { syntheticRun } from '../unit/synthetic-runs.ts';

// The git data-branch store against real git: a bare repository as the
// remote, two checkouts of its data branch as two jobs.

const run = promisify(execFile);
// No user or system config: the store must set its own author.
const ENV = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };
const git = async (cwd: string, ...args: string[]) => (await run('git', args, { cwd, env: ENV })).stdout.trim();

let dir: string;
let remote: string;
const saved = { ...process.env };

before(async () => {
  Object.assign(process.env, { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-git-'));
  remote = join(dir, 'remote.git');
  await git(dir, 'init', '--quiet', '--bare', remote);
  // the data branch, with one unrelated file on it
  const seed = join(dir, 'seed');
  await git(dir, 'init', '--quiet', seed);
  await git(seed, 'checkout', '--quiet', '--orphan', 'benchmark-data');
  await writeFile(join(seed, 'README.md'), 'streamgauge history\n');
  await git(seed, 'add', 'README.md');
  await git(seed, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'start');
  await git(seed, 'push', '--quiet', remote, 'benchmark-data');
});

after(async () => {
  process.env = saved;
  await rm(dir, { recursive: true, force: true });
});

const checkout = async (name: string) => {
  const wt = join(dir, name);
  await git(dir, 'clone', '--quiet', '--branch', 'benchmark-data', remote, wt);
  return wt;
};

const night = (d: number) => syntheticRun(d, `2025-07-${String(d).padStart(2, '0')}T02:00:00.000Z`, { reps: 3 });

describe('git data-branch store', () => {
  it('adds, commits and pushes; another checkout reads the entries back', async () => {
    const wt = await checkout('job-1');
    const store = gitBranchStore({ worktree: wt, subdir: 'history' });
    await addToHistory(store, night(1), { maxEntries: 2 });
    await addToHistory(store, night(2), { maxEntries: 2 });
    assert.equal(await store.commit('streamgauge: nights 1-2'), true);
    assert.equal(await store.commit('nothing new'), false, 'no empty commits');
    await store.push();
    assert.equal(
      await git(wt, 'log', '-1', '--format=%an <%ae>'),
      'github-actions[bot] <41898282+github-actions[bot]@users.noreply.github.com>',
    );

    const other = await checkout('reader');
    const entries = await readHistory(gitBranchStore({ worktree: other, subdir: 'history' }));
    assert.deepEqual(
      entries.map((e) => e.results.run.started_at),
      [night(1).run.started_at, night(2).run.started_at],
    );
    assert.ok((await readdir(other)).includes('README.md'), 'the rest of the branch is untouched');
  });

  it('two jobs adding at once: the second push rebases onto the first, the cap drops the oldest in git too', async () => {
    const a = gitBranchStore({ worktree: await checkout('job-a'), subdir: 'history' });
    const b = gitBranchStore({ worktree: await checkout('job-b'), subdir: 'history' });
    await addToHistory(a, night(3), { maxEntries: 2 });
    await addToHistory(b, night(4), { maxEntries: 3 });
    await a.commit('night 3');
    await b.commit('night 4');
    await a.push();
    await b.push(); // rejected first (non-fast-forward), then rebased and pushed
    const reader = await checkout('reader-2');
    const names = (await readdir(join(reader, 'history'))).sort();
    // a dropped night 1 when it added night 3 (cap 2); b kept nights 1-2 and added 4 (cap 3): the rebase applies both
    assert.deepEqual(
      (await readHistory(gitBranchStore({ worktree: reader, subdir: 'history' }))).map((e) => e.results.run.started_at),
      [night(2), night(3), night(4)].map((r) => r.run.started_at),
    );
    assert.equal(names.length, 3);
    assert.equal(await git(reader, 'log', '--format=%s', '-3'), 'night 4\nnight 3\nstreamgauge: nights 1-2');
  });

  it('refuses a subdir outside the branch, and names the failing git command', async () => {
    assert.throws(() => gitBranchStore({ worktree: dir, subdir: '../x' }), HistoryStoreError);
    assert.throws(() => gitBranchStore({ worktree: dir, subdir: '.git/x' }), HistoryStoreError);
    const notRepo = join(dir, 'plain');
    const store = gitBranchStore({ worktree: notRepo, subdir: 'h' });
    await addToHistory(store, night(1));
    await assert.rejects(store.commit('x'), /git add --all -- h failed in .*plain/);
  });
});
