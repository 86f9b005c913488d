import { createWriteStream } from 'node:fs';
import { lstat, rm, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { StreamgaugeError } from '../errors.ts';

// Extracting an artifact zip that anyone's workflow run could have uploaded
// (a fork's pull request too). The artifact client's own extractor writes
// every entry it finds, folders and dot-files included, with no size limit,
// so a planted `.git/config` or a small zip that inflates to gigabytes went
// onto the disk. Here an entry is written only when its name is exactly one
// of the flat file names an output folder holds, its destination resolves
// strictly inside the folder, and the decoded bytes stay under a budget that
// counts what actually inflates (never the sizes the zip claims).
// yauzl rather than a hand-written reader: it checks the sizes the central
// directory states against what inflates, and handles zip64 and encodings.

/** Refused because a byte budget ran out; the files listed were written whole before it did. */
export class ExtractLimitError extends StreamgaugeError {
  readonly code = 'SG_EXTRACT_LIMIT';
  readonly completed: readonly string[];
  constructor(message: string, completed: readonly string[]) {
    super(message);
    this.completed = completed;
  }
}

export interface Skipped {
  /** The entry's name, control characters replaced, for a person to read. */
  name: string;
  reason: string;
}

export interface Extracted {
  /** Destination paths written, in zip order. */
  files: string[];
  skipped: Skipped[];
  /** Decoded bytes written. */
  bytes: number;
}

/** At most this many entries are looked at: an output folder has fewer than a dozen files. */
export const MAX_ZIP_ENTRIES = 10_000;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const S_IFREG = 0o100000;

// C0, DEL, C1 and the bidi controls: never printed raw from a stranger's name.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const printable = (s: string): string => s.replace(UNPRINTABLE, '?');

/** Why an entry is not written, or null when it may be. Pure, for tests. */
export function entryVerdict(name: string, mode: number, allowed: ReadonlySet<string>): string | null {
  const type = mode & S_IFMT;
  if (name.endsWith('/')) return 'a folder';
  if (type === S_IFLNK) return 'a symbolic link';
  if (type !== 0 && type !== S_IFREG) return 'not a regular file';
  if (!allowed.has(name)) {
    if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || name.split(/[\\/]/).includes('..'))
      return 'a path outside the folder';
    if (name.split(/[\\/]/).some((part) => part.startsWith('.'))) return 'a dot-file';
    if (/[\\/]/.test(name)) return 'inside a folder';
    return 'not a file streamgauge writes';
  }
  return null;
}

/** `dest` is strictly inside `dir` (not `dir` itself, not beside it). */
export function strictlyInside(dir: string, dest: string): boolean {
  const rel = relative(resolve(dir), resolve(dest));
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * Extracts the allowed entries of the zip at `zipPath` into `dir` (which
 * exists). `budgetBytes` is what may still be written, across files; past
 * it the partial file is removed and ExtractLimitError names the files
 * already complete.
 */
export async function extractOutputZip(
  zipPath: string,
  dir: string,
  opts: { allowed: readonly string[]; budgetBytes: number; limitBytes?: number; label: string },
): Promise<Extracted> {
  const allowed = new Set(opts.allowed);
  const zip = await yauzl.openPromise(zipPath, {
    lazyEntries: true,
    autoClose: false,
    decodeStrings: false,
    validateEntrySizes: true,
  });
  const out: Extracted = { files: [], skipped: [], bytes: 0 };
  try {
    if (zip.entryCount > MAX_ZIP_ENTRIES)
      throw new Error(
        `${opts.label} holds ${zip.entryCount} entries, more than the ${MAX_ZIP_ENTRIES} an output folder could: it is not a streamgauge artifact.`,
      );
    for await (const entry of zip.eachEntry()) {
      // decodeStrings: false keeps a bad name from failing the whole zip;
      // names we accept are ASCII, so latin1 suffices to compare and print.
      const raw = entry.fileName as unknown as Buffer;
      const name = (entry.generalPurposeBitFlag & 0x800) !== 0 ? raw.toString('utf8') : raw.toString('latin1');
      const madeByUnix = entry.versionMadeBy >> 8 === 3;
      const mode = madeByUnix ? entry.externalFileAttributes >>> 16 : 0;
      const why = entryVerdict(name, mode, allowed);
      const dest = resolve(dir, name);
      if (why !== null || !strictlyInside(dir, dest) || dirname(dest) !== resolve(dir)) {
        out.skipped.push({ name: printable(name), reason: why ?? 'a path outside the folder' });
        continue;
      }
      const left = opts.budgetBytes - out.bytes;
      const tooBig = (got: number) =>
        new ExtractLimitError(
          `${opts.label}: ${name} inflates past the download's limit of ${opts.limitBytes ?? opts.budgetBytes} decoded bytes ` +
            `(${got} bytes of it with ${left} left). The files completed before it are kept. ` +
            'To fix this, raise the limit with --max-bytes if the artifact is one you trust.',
          [...out.files],
        );
      if (entry.uncompressedSize > left) throw tooBig(entry.uncompressedSize);
      // A link left in the folder under this name must be replaced, never followed.
      if (await lstat(dest).catch(() => null)) await unlink(dest);
      let written = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          written += chunk.length;
          if (written > left) done(tooBig(written));
          else done(null, chunk);
        },
      });
      const stream = await zip.openReadStreamPromise(entry);
      try {
        await pipeline(stream, counter, createWriteStream(dest, { flags: 'wx' }));
      } catch (err) {
        await rm(dest, { force: true });
        throw err;
      }
      out.bytes += written;
      out.files.push(dest);
    }
  } finally {
    zip.close();
  }
  return out;
}
