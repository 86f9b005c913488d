import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gitBranchStore, type GitBranchStore } from '../history/store.ts';
import { StreamgaugeError } from '../errors.ts';

// `history: branch`: the history lives in a folder of a data branch of the
// repository, as github-action-benchmark keeps its data on gh-pages. The
// branch is fetched into a separate worktree of the workspace's checkout, so
// git uses the credentials actions/checkout persisted for that repository
// (v4 keeps them in .git/config, v6 in a file it includes for the checkout
// and its worktrees) and the checked-out code is never touched. A branch
// that does not exist yet starts as an empty orphan, created on the remote
// by the first push. Only the data branch's newest commit is fetched
// (--depth=1): its history grows by one commit a night and is never needed.

export class BranchHistoryError extends StreamgaugeError {
  readonly code = 'SG_ACTION_HISTORY_BRANCH';
}

interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

function git(cwd: string, args: string[]): Promise<GitResult> {
  return new Promise((done, fail) => {
    execFile(
      'git',
      args,
      // Never wait for a password prompt: a job has no terminal, and a missing credential must fail at once.
      { cwd, maxBuffer: 16 << 20, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } },
      (err, stdout, stderr) => {
        if (err && typeof (err as { code?: unknown }).code !== 'number') {
          fail(new BranchHistoryError(`could not run git ${args[0] ?? ''} in ${cwd}: ${err.message}`));
          return;
        }
        done({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

/** git's message on one line, without a closing period (the caller's sentence follows). */
const said = (r: GitResult): string => r.stderr.replace(/\s+/g, ' ').trim().replace(/\.$/, '');

async function must(cwd: string, args: string[], fix = ''): Promise<string> {
  const r = await git(cwd, args);
  if (r.code !== 0)
    throw new BranchHistoryError(
      `git ${args.join(' ')} failed in ${cwd} (exit ${r.code}): ${said(r)}.${fix ? ` ${fix}` : ''}`,
    );
  return r.stdout;
}

export interface BranchHistory {
  store: GitBranchStore;
  /** The data branch on the remote. */
  branch: string;
  remote: string;
  /** The branch did not exist: the worktree is an empty orphan, and the first push creates the branch. */
  created: boolean;
  /** Commits what the store holds and pushes it, rebasing and retrying when another job pushed first. */
  save(message: string): Promise<boolean>;
  /**
   * Drops the worktree's unpushed commits and moves it to the remote's newest
   * commit of the branch (another job pushed first). False when the remote
   * has no such branch yet.
   */
  resetToRemote(): Promise<boolean>;
  /** Removes the worktree (and the local branch an orphan needed); safe to call twice. */
  close(): Promise<void>;
}

export interface OpenBranchHistoryOptions {
  /** A folder inside the checkout (the workspace). */
  cwd: string;
  branch: string;
  /** Folder inside the branch that holds the entries. */
  subdir: string;
  /** Where the worktree goes (RUNNER_TEMP on a runner): outside the checkout. */
  tempDir: string;
  remote?: string;
  log?: (message: string) => void;
}

const CHECKOUT_FIX =
  'To fix this, check the repository out first with actions/checkout (in the workspace, without `path:`, ' +
  'keeping `persist-credentials: true`), or use `history: artifacts`.';

/** The checkout's top folder, or a BranchHistoryError saying how to get one. */
async function checkoutRoot(cwd: string): Promise<string> {
  const r = await git(cwd, ['rev-parse', '--show-toplevel']);
  if (r.code !== 0)
    throw new BranchHistoryError(
      `history: branch keeps the history in a branch of the repository, but ${cwd} is not a git checkout ` +
        `(${said(r) || `git rev-parse exit ${r.code}`}). ${CHECKOUT_FIX}`,
    );
  return r.stdout.trim();
}

/** Fetches (or starts) the data branch in a worktree of the checkout at `cwd`. */
export async function openBranchHistory(opts: OpenBranchHistoryOptions): Promise<BranchHistory> {
  const remote = opts.remote ?? 'origin';
  const log = opts.log ?? (() => {});
  const root = await checkoutRoot(opts.cwd);
  const ref = `refs/heads/${opts.branch}`;
  // --exit-code: 2 when the remote has no such branch; anything else non-zero is a failure to reach it.
  const probe = await git(root, ['ls-remote', '--exit-code', '--heads', remote, ref]);
  if (probe.code !== 0 && probe.code !== 2)
    throw new BranchHistoryError(
      `could not read the branches of '${remote}' from ${root} (git ls-remote exit ${probe.code}): ${said(probe)}. ${CHECKOUT_FIX}`,
    );
  const exists = probe.code === 0;
  const dir = await mkdtemp(join(opts.tempDir, 'streamgauge-history-'));
  let orphan: string | null = null;
  try {
    if (exists) {
      await must(
        root,
        ['fetch', '--quiet', '--no-tags', '--depth=1', remote, ref],
        `The job needs \`contents: read\` to fetch '${opts.branch}'.`,
      );
      const sha = (await must(root, ['rev-parse', 'FETCH_HEAD'])).trim();
      await must(root, ['worktree', 'add', '--quiet', '--detach', dir, sha]);
      log(`fetched ${opts.branch} at ${sha.slice(0, 12)} into ${dir}`);
    } else {
      // An orphan without `worktree add --orphan` (git 2.42+; runners may have older): a worktree with
      // nothing checked out, its HEAD pointed at a new unborn branch, so the first commit is a root commit.
      orphan = `streamgauge-history-${process.pid}-${Date.now().toString(36)}`;
      await must(root, ['worktree', 'add', '--quiet', '--no-checkout', '--detach', dir]);
      await must(dir, ['symbolic-ref', 'HEAD', `refs/heads/${orphan}`]);
      log(`${remote} has no branch ${opts.branch}: starting it as an orphan in ${dir}`);
    }
  } catch (err) {
    await git(root, ['worktree', 'remove', '--force', dir]);
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const store = gitBranchStore({ worktree: dir, subdir: opts.subdir });
  let closed = false;
  return {
    store,
    branch: opts.branch,
    remote,
    created: !exists,
    async save(message) {
      if (!(await store.commit(message))) return false;
      await store.push({ remote, branch: opts.branch, attempts: 5 });
      return true;
    },
    async resetToRemote() {
      const fetched = await git(dir, ['fetch', '--quiet', '--no-tags', '--depth=1', remote, ref]);
      if (fetched.code !== 0) {
        const probe = await git(dir, ['ls-remote', '--exit-code', '--heads', remote, ref]);
        if (probe.code === 2) return false;
        throw new BranchHistoryError(
          `git fetch ${remote} ${ref} failed in ${dir} (exit ${fetched.code}): ${said(fetched)}.`,
        );
      }
      await must(dir, ['reset', '--quiet', '--hard', 'FETCH_HEAD']);
      await must(dir, ['clean', '--quiet', '-fd']);
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      await git(root, ['worktree', 'remove', '--force', dir]);
      if (orphan !== null) await git(root, ['branch', '--quiet', '-D', orphan]);
      await rm(dir, { recursive: true, force: true });
      await git(root, ['worktree', 'prune']);
    },
  };
}

/** The remote's default branch (where its HEAD points), or null when git cannot tell. */
export async function remoteDefaultBranch(cwd: string, remote = 'origin'): Promise<string | null> {
  const r = await git(cwd, ['ls-remote', '--symref', remote, 'HEAD']);
  if (r.code !== 0) return null;
  const m = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(r.stdout);
  return m ? (m[1] ?? null) : null;
}
