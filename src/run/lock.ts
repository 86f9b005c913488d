import { constants } from 'node:fs';
import { link, open, rename, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { asOutputError, makeOutputDir } from './output-error.ts';
import { StreamgaugeError } from '../errors.ts';

// One writer per output folder. Two runs on one -o folder used to overwrite
// each other's traces, and in one trial of three the second printed the
// first run's numbers as its own. A run, reanalyze, merge or compare takes
// OUT/.streamgauge.lock, made with O_EXCL (the file system decides who is
// first, also across processes), holding who holds it and a random nonce. A
// second writer is refused at once; a lock whose process is gone (a run
// killed with SIGKILL) is taken over with a warning.
//
// Takeover and release are safe against a second process doing the same at
// once: the stale file is renamed away (atomic) and only deleted when the
// renamed file is the very one judged stale (same inode); a lock is released
// only while it still holds our nonce. The lock file is read without
// following links or blocking on a FIFO, and only its first few KiB.

export const LOCK_FILE = '.streamgauge.lock';

/** A lock whose holder cannot be read (written half by a crash) is taken as stale after this. */
const UNREADABLE_STALE_MS = 60_000;
/** A lock file is a line of JSON; more than this is not ours and is not read. */
const MAX_LOCK_BYTES = 4096;

export interface LockHolder {
  pid: number;
  host: string;
  /** ISO 8601 */
  started_at: string;
  /** e.g. "run", "reanalyze" */
  command: string;
  /** Random, per lock: tells our lock from one written after it by the same pid. */
  nonce?: string;
}

/** The folder is being written by another streamgauge process: a usage error (exit 2). */
export class OutputInUseError extends StreamgaugeError {
  readonly code = 'SG_OUTPUT_IN_USE';
}

export interface OutputLock {
  file: string;
  /** Removes the lock if it is still ours; safe to call more than once. */
  release(): Promise<void>;
}

export interface LockOptions {
  onWarning?: (message: string) => void;
  /** For tests: whether a process of this host is alive. */
  isAlive?: (pid: number) => boolean;
  /** For tests: runs between judging a lock stale and taking it over, to widen a race. */
  beforeTakeover?: () => Promise<void>;
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

/** What was found at the lock's path: the holder (null when unreadable), its inode and age. */
interface Found {
  holder: LockHolder | null;
  /** The file's text, as read (at most MAX_LOCK_BYTES). */
  text: string;
  ino: number;
  mtimeMs: number;
}

/** Makes `dir` if needed and takes its lock for `command`, or throws OutputInUseError naming the holder. */
export async function lockOutput(dir: string, command: string, opts: LockOptions = {}): Promise<OutputLock> {
  await makeOutputDir(dir).catch((err: unknown) => {
    throw asOutputError(err, dir, null);
  });
  const file = join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    started_at: new Date().toISOString(),
    command,
    nonce: randomBytes(12).toString('hex'),
  };
  const alive = opts.isAlive ?? processAlive;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await create(file, me)) return held(file, me.nonce!);
    const found = await readLock(file);
    if (found === null) continue; // gone in between: try again
    const stale =
      found.holder === null
        ? Date.now() - found.mtimeMs > UNREADABLE_STALE_MS
        : found.holder.host === me.host && found.holder.pid !== process.pid && !alive(found.holder.pid);
    if (!stale) throw inUse(dir, found.holder);
    await opts.beforeTakeover?.();
    if (!(await removeIfSame(file, found, me.nonce!))) continue;
    opts.onWarning?.(
      found.holder === null
        ? `${file} could not be read and is over ${UNREADABLE_STALE_MS / 1000} s old: taken over`
        : `${file} was left by streamgauge ${found.holder.command} (pid ${found.holder.pid}, started ${found.holder.started_at}), which is no longer running: taken over`,
    );
  }
  throw inUse(dir, (await readLock(file))?.holder ?? null);
}

/** Creates the lock file holding `me`; false when one is there already. */
async function create(file: string, me: LockHolder): Promise<boolean> {
  let fh;
  try {
    fh = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw asOutputError(err, file, null);
  }
  try {
    await fh.writeFile(JSON.stringify(me) + '\n');
  } finally {
    await fh.close();
  }
  return true;
}

function held(file: string, nonce: string): OutputLock {
  let released = false;
  return {
    file,
    release: async () => {
      if (released) return;
      released = true;
      // Only ours: a lock another process took over (it judged us gone) is theirs now.
      const found = await readLock(file).catch(() => null);
      if (found?.holder?.nonce === nonce) await unlink(file).catch(() => {});
    },
  };
}

/**
 * Takes the stale lock away atomically: renamed to a name of our own, then
 * deleted only if it is the file judged stale (same inode and text: a freed
 * inode number is soon given to a new file). A fresh lock
 * that another process made in between is put back (link: never over a
 * newer one) and false is returned, so the caller looks again.
 */
async function removeIfSame(file: string, stale: Found, nonce: string): Promise<boolean> {
  const aside = `${file}.${nonce}.stale`;
  try {
    await rename(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw asOutputError(err, file, null);
  }
  const moved = await readLock(aside);
  if (moved === null) return false;
  if (moved.ino === stale.ino && moved.text === stale.text) {
    await unlink(aside);
    return true;
  }
  await link(aside, file).catch(() => {});
  await unlink(aside);
  return false;
}

/**
 * The lock at `file`, or null when there is none. Opened without following
 * a link and without blocking (a FIFO planted there would hang a plain
 * read); anything but a regular file is refused with the fix.
 */
async function readLock(file: string): Promise<Found | null> {
  let fh;
  try {
    fh = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw notAFile(file, 'a symbolic link');
    throw asOutputError(err, file, null);
  }
  try {
    const st = await fh.stat();
    if (!st.isFile())
      throw notAFile(file, st.isFIFO() ? 'a FIFO' : st.isDirectory() ? 'a folder' : 'not a regular file');
    const buf = Buffer.alloc(MAX_LOCK_BYTES);
    const { bytesRead } = await fh.read(buf, 0, MAX_LOCK_BYTES, 0);
    const text = buf.subarray(0, bytesRead).toString('utf8');
    return { holder: parseHolder(text), text, ino: st.ino, mtimeMs: st.mtimeMs };
  } finally {
    await fh.close();
  }
}

function notAFile(file: string, what: string): OutputInUseError {
  return new OutputInUseError(
    `${file} is ${what}, not a lock streamgauge wrote; refusing to use the folder. Fix: remove it (rm -r '${file}') or use another -o`,
  );
}

function parseHolder(text: string): LockHolder | null {
  try {
    const v = JSON.parse(text) as Partial<LockHolder>;
    if (typeof v.pid !== 'number' || typeof v.host !== 'string') return null;
    return {
      pid: v.pid,
      host: v.host,
      started_at: String(v.started_at ?? 'unknown'),
      command: String(v.command ?? 'run'),
      ...(typeof v.nonce === 'string' ? { nonce: v.nonce } : {}),
    };
  } catch {
    return null;
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
