import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { StreamgaugeError } from '../errors.ts';

// Where history entries live. A store is a flat set of named text entries;
// naming, ordering and the cap are history.ts's business, so a new kind of
// store (the Action's @actions/artifact one) implements four small methods.
//
// Two stores here: a local folder, and a folder inside a checked-out git
// branch (a data branch, as github-action-benchmark keeps on gh-pages) with
// commit and push. Neither reads or handles credentials: pushing uses
// whatever the checkout configured (actions/checkout persists its token in
// the repository's git config).

export interface HistoryStore {
  /** For messages: "folder /abs/path", "branch checkout /abs/path (history/)". */
  readonly description: string;
  /** Entry names, any order; [] when the store is empty or does not exist yet. */
  list(): Promise<string[]>;
  /** An entry's text; rejects when it is missing. */
  read(name: string): Promise<string>;
  /** Creates or replaces an entry. */
  write(name: string, text: string): Promise<void>;
  /** Deletes an entry; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

export class HistoryStoreError extends StreamgaugeError {
  readonly code = 'SG_HISTORY_STORE';
}

/** Entry names are plain file names: no separators, no leading dot. */
function checkName(name: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name))
    throw new HistoryStoreError(`history entry name ${JSON.stringify(name)}: expected letters, digits, ".", "_", "-"`);
  return name;
}

/** A store in a local folder: one file per entry. The folder is created on the first write. */
export function localFolderStore(dir: string): HistoryStore {
  const root = resolve(dir);
  return {
    description: `folder ${root}`,
    async list() {
      try {
        return (await readdir(root, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
    },
    async read(name) {
      return readFile(join(root, checkName(name)), 'utf8');
    },
    async write(name, text) {
      await mkdir(root, { recursive: true });
      const path = join(root, checkName(name));
      // Write then rename: a reader (or a cancelled job) never sees half an entry.
      const tmp = `${path}.${process.pid}.tmp`;
      // A full disk must not leave the half-written file behind.
      await writeFile(tmp, text).catch(async (err: unknown) => {
        await rm(tmp, { force: true });
        throw err;
      });
      await rename(tmp, path);
    },
    async remove(name) {
      await rm(join(root, checkName(name)), { force: true });
    },
  };
}

export interface GitBranchStoreOptions {
  /** The working tree of the checked-out data branch. */
  worktree: string;
  /** Folder inside the branch that holds the entries. Default "streamgauge-history". */
  subdir?: string;
  /** The git executable. Default "git". */
  git?: string;
  /** Commit author; default github-actions[bot]. */
  author?: { name: string; email: string };
}

export interface GitBranchStore extends HistoryStore {
  readonly worktree: string;
  readonly subdir: string;
  /**
   * Stages every change under subdir (and under the paths of `also`, relative
   * to the worktree: a site generated beside the history) and commits it;
   * false when there was nothing to commit.
   */
  commit(message: string, also?: readonly string[]): Promise<boolean>;
  /**
   * Pushes HEAD to `remote`'s `branch` (default: the current branch). When the
   * remote moved on (another job pushed first), rebases onto it and retries,
   * up to `attempts` times: entries are separate files, so two runs' entries
   * never conflict.
   */
  push(opts?: { remote?: string; branch?: string; attempts?: number }): Promise<void>;
}

export const DEFAULT_HISTORY_SUBDIR = 'streamgauge-history';
const BOT = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };

async function run(
  git: string,
  cwd: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  // Loaded by the first git command rather than at start-up: the CLI imports this module for `run --baseline`.
  const { execFile } = await import('node:child_process');
  return new Promise((done, fail) => {
    execFile(git, args, { cwd, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      if (err && typeof (err as { code?: unknown }).code !== 'number') {
        fail(new HistoryStoreError(`could not run ${git} ${args[0] ?? ''} in ${cwd}: ${err.message}`));
        return;
      }
      done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A store in a folder of a checked-out branch; commit() and push() record it in git. */
export function gitBranchStore(opts: GitBranchStoreOptions): GitBranchStore {
  const worktree = resolve(opts.worktree);
  const subdir = opts.subdir ?? DEFAULT_HISTORY_SUBDIR;
  if (subdir === '' || subdir.split(/[\\/]/).some((p) => p === '..' || p === '.git'))
    throw new HistoryStoreError(`history subdir ${JSON.stringify(subdir)}: expected a folder inside the branch`);
  const git = opts.git ?? 'git';
  const author = opts.author ?? BOT;
  const folder = localFolderStore(join(worktree, subdir));
  const must = async (args: string[]) => {
    const r = await run(git, worktree, args);
    if (r.code !== 0)
      throw new HistoryStoreError(`git ${args.join(' ')} failed in ${worktree} (exit ${r.code}): ${r.stderr.trim()}`);
    return r.stdout;
  };
  return {
    ...folder,
    description: `branch checkout ${worktree} (${subdir}/)`,
    worktree,
    subdir,
    async commit(message, also = []) {
      for (const p of also)
        if (p === '' || p.startsWith('/') || p.split(/[\\/]/).some((x) => x === '..' || x === '.git'))
          throw new HistoryStoreError(`commit path ${JSON.stringify(p)}: expected a path inside the branch`);
      const paths = [subdir, ...also];
      await must(['add', '--all', '--', ...paths]);
      const staged = await run(git, worktree, ['diff', '--cached', '--quiet', '--', ...paths]);
      if (staged.code === 0) return false;
      await must([
        '-c',
        `user.name=${author.name}`,
        '-c',
        `user.email=${author.email}`,
        'commit',
        '--quiet',
        '--no-verify',
        '-m',
        message,
        '--',
        ...paths,
      ]);
      return true;
    },
    async push(p = {}) {
      const remote = p.remote ?? 'origin';
      const branch = p.branch ?? (await must(['rev-parse', '--abbrev-ref', 'HEAD'])).trim();
      const attempts = Math.max(1, p.attempts ?? 3);
      for (let i = 1; ; i++) {
        const pushed = await run(git, worktree, ['push', '--quiet', remote, `HEAD:refs/heads/${branch}`]);
        if (pushed.code === 0) return;
        if (i >= attempts)
          throw new HistoryStoreError(
            `git push ${remote} HEAD:${branch} failed ${attempts} time(s) in ${worktree}: ${pushed.stderr.trim()}`,
          );
        await must(['fetch', '--quiet', remote, branch]);
        const rebased = await run(git, worktree, [
          '-c',
          `user.name=${author.name}`,
          '-c',
          `user.email=${author.email}`,
          'rebase',
          '--quiet',
          'FETCH_HEAD',
        ]);
        if (rebased.code !== 0) {
          await run(git, worktree, ['rebase', '--abort']);
          throw new HistoryStoreError(
            `git rebase onto ${remote}/${branch} failed in ${worktree} (someone else changed ${subdir}/ the same way?): ` +
              rebased.stderr.trim(),
          );
        }
      }
    },
  };
}
