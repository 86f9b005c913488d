import { open, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { asOutputError, makeOutputDir } from './output-error.ts';
import { StreamgaugeError } from '../errors.ts';

// One writer per output folder. Two runs on one -o folder used to overwrite
// each other's traces, and in one trial of three the second printed the
// first run's numbers as its own. A run, reanalyze, merge or compare takes
// OUT/.streamgauge.lock, made with O_EXCL (open 'wx': the file system
// decides who is first, also across processes), holding who holds it. A
// second writer is refused at once; a lock whose process is gone (a run
// killed with SIGKILL) is taken over with a warning.

export const LOCK_FILE = '.streamgauge.lock';

/** A lock whose holder cannot be read (written half by a crash) is taken as stale after this. */
const UNREADABLE_STALE_MS = 60_000;

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO 8601 */
  started_at: string;
  /** e.g. "run", "reanalyze" */
  command: string;
}

/** The folder is being written by another streamgauge process: a usage error (exit 2). */
export class OutputInUseError extends StreamgaugeError {
  readonly code = 'SG_OUTPUT_IN_USE';
}

export interface OutputLock {
  file: string;
  /** Removes the lock; safe to call more than once. */
  release(): Promise<void>;
}

export interface LockOptions {
  onWarning?: (message: string) => void;
  /** For tests: whether a process of this host is alive. */
  isAlive?: (pid: number) => boolean;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes `dir` if needed and takes its lock for `command`, or throws OutputInUseError naming the holder. */
export async function lockOutput(dir: string, command: string, opts: LockOptions = {}): Promise<OutputLock> {
  await makeOutputDir(dir).catch((err: unknown) => {
    throw asOutputError(err, dir, null);
  });
  const file = join(dir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, host: hostname(), started_at: new Date().toISOString(), command };
  const alive = opts.isAlive ?? processAlive;
  for (let attempt = 0; ; attempt++) {
    try {
      const fh = await open(file, 'wx');
      try {
        await fh.writeFile(JSON.stringify(me) + '\n');
      } finally {
        await fh.close();
      }
      let released = false;
      return {
        file,
        release: async () => {
          if (released) return;
          released = true;
          await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw asOutputError(err, file, null);
      if (attempt > 0) throw inUse(dir, await readHolder(file));
    }
    const holder = await readHolder(file);
    const stale =
      holder === null
        ? await olderThan(file, UNREADABLE_STALE_MS)
        : holder.host === me.host && holder.pid !== process.pid && !alive(holder.pid);
    if (!stale) throw inUse(dir, holder);
    opts.onWarning?.(
      holder === null
        ? `${file} could not be read and is over ${UNREADABLE_STALE_MS / 1000} s old: taken over`
        : `${file} was left by streamgauge ${holder.command} (pid ${holder.pid}, started ${holder.started_at}), which is no longer running: taken over`,
    );
    await rm(file, { force: true });
  }
}

async function readHolder(file: string): Promise<LockHolder | null> {
  try {
    const v = JSON.parse(await readFile(file, 'utf8')) as Partial<LockHolder>;
    if (typeof v.pid !== 'number' || typeof v.host !== 'string') return null;
    return {
      pid: v.pid,
      host: v.host,
      started_at: String(v.started_at ?? 'unknown'),
      command: String(v.command ?? 'run'),
    };
  } catch {
    return null;
  }
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(file)).mtimeMs > ms;
  } catch {
    // Gone in between: free now.
    return true;
  }
}

function inUse(dir: string, holder: LockHolder | null): OutputInUseError {
  const who =
    holder === null
      ? 'another streamgauge process (its lock file is being written)'
      : `streamgauge ${holder.command} (pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, started ${holder.started_at})`;
  return new OutputInUseError(`${dir} is in use by ${who}; use another -o`);
}

/** Runs `fn` holding the lock of `dir`; the lock goes whatever `fn` does. */
export async function withOutputLock<T>(
  dir: string,
  command: string,
  fn: () => Promise<T>,
  opts: LockOptions = {},
): Promise<T> {
  const lock = await lockOutput(dir, command, opts);
  try {
    return await fn();
  } finally {
    await lock.release();
  }
}
