import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { StreamgaugeError } from '../errors.ts';

// The outputs could not be written: a full disk, a read-only mount, no
// permission, too many open files. These are the environment's faults, not
// bugs: the user gets exit status 3, the path, the cause in words and the
// fix, and where the traces measured so far are, never a stack trace or the
// exit status 1 that `--fail-on-regression` gives a regression.

/** System error codes that mean the environment would not take our writes. */
const CAUSES: Record<string, { cause: (path: string) => string; fix: string }> = {
  ENOSPC: { cause: (p) => `the disk holding ${p} is full`, fix: 'free space or pass -o elsewhere' },
  EDQUOT: { cause: (p) => `the disk quota for ${p} is used up`, fix: 'free space or pass -o elsewhere' },
  EROFS: { cause: (p) => `${p} is on a read-only file system`, fix: 'pass -o a folder on a writable disk' },
  EACCES: {
    cause: (p) => `no permission to write ${p}`,
    fix: 'make the folder writable for this user or pass -o elsewhere',
  },
  EPERM: {
    cause: (p) => `the system did not permit writing ${p}`,
    fix: 'make the folder writable for this user or pass -o elsewhere',
  },
  EMFILE: {
    cause: () => 'this process has too many files open',
    fix: 'raise the open-file limit (ulimit -n) or lower concurrency',
  },
  ENFILE: {
    cause: () => 'the system has too many files open',
    fix: 'close other programs or raise the system-wide open-file limit',
  },
};

export function isEnvironmentError(err: unknown): err is NodeJS.ErrnoException {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code in CAUSES;
}

export interface SafeTraces {
  /** Traces whole on disk. */
  count: number;
  /** The traces.ndjson that holds them. */
  file: string;
}

export class OutputWriteError extends StreamgaugeError {
  readonly code = 'SG_OUTPUT_WRITE';
  /** The system's error code (ENOSPC, EROFS, ...). */
  readonly systemCode: string;
  readonly path: string;

  constructor(code: string, path: string, safe: SafeTraces | null) {
    const c = CAUSES[code] ?? { cause: (p: string) => `${p} could not be written (${code})`, fix: 'pass -o elsewhere' };
    const kept =
      safe === null
        ? ''
        : safe.count === 0
          ? '; no trace was measured yet'
          : `; the ${safe.count} trace${safe.count === 1 ? '' : 's'} measured so far ${safe.count === 1 ? 'is' : 'are'} in ${safe.file}`;
    super(`${c.cause(path)} (${code}): ${c.fix}${kept}`);
    this.systemCode = code;
    this.path = path;
  }
}

/**
 * The environment error as an OutputWriteError naming `fallbackPath` when
 * the system named none; anything else unchanged (a bug keeps its stack).
 */
export function asOutputError(err: unknown, fallbackPath: string, safe: SafeTraces | null): unknown {
  if (err instanceof OutputWriteError || !isEnvironmentError(err)) return err;
  return new OutputWriteError(err.code!, err.path ?? fallbackPath, safe);
}

/**
 * mkdir -p, one level at a time. Node's recursive mkdir reports ENOENT for
 * a new folder on a read-only mount (it gives up on the parent it could not
 * make); one level at a time the cause comes back as it is (EROFS, EACCES).
 */
export async function makeOutputDir(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    try {
      await stat(d);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(d) === d) throw err;
      missing.unshift(d);
    }
  }
  for (const d of missing)
    await mkdir(d).catch((err: unknown) => {
      // Made by another process in between: fine.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    });
}
