import { open, type FileHandle } from 'node:fs/promises';
import { feedJsonLine, type JsonRecordReader } from './jsonl.ts';
import { JsonArraySplitter, LineSplitter } from './record-split.ts';

// Reading a workload file (dataset, conversations, replay trace, prompts,
// lengths list) from disk: streamed a chunk at a time into the file's
// reader, so it is never one string, and bounded: a file larger than
// MAX_WORKLOAD_FILE_BYTES or a record longer than MAX_RECORD_CHARS is
// refused with its size. When a file cannot be read, the error says why
// (missing, a directory, no permission, too large), not only "give the path
// relative to the config file".

/** The largest workload file read (1 GiB): its records are kept in memory, about their size again. */
export const MAX_WORKLOAD_FILE_BYTES = 1024 ** 3;
/** The longest record (a line, or an item of a JSON array): 32 Mi characters. */
export const MAX_RECORD_CHARS = 32 * 1024 ** 2;
/** The largest lengths list, read whole. */
export const MAX_LENGTHS_FILE_BYTES = 64 * 1024 ** 2;
const CHUNK_BYTES = 1024 ** 2;

/** Why a workload file could not be read, and what to do about it. */
export class WorkloadReadError extends Error {
  readonly fix: string;
  constructor(message: string, fix: string) {
    super(message);
    this.name = 'WorkloadReadError';
    this.fix = fix;
  }
}

export interface WorkloadFile {
  /** The resolved path. */
  path: string;
  /** What it is, in words: "dataset", "replay file", ... */
  what: string;
  /** The folder relative paths start from (the config file's). */
  base: string;
}

export const formatBytes = (n: number): string =>
  n >= 1024 ** 3
    ? `${(n / 1024 ** 3).toFixed(1)} GiB`
    : n >= 1024 ** 2
      ? `${(n / 1024 ** 2).toFixed(1)} MiB`
      : n >= 1024
        ? `${(n / 1024).toFixed(1)} KiB`
        : `${n} bytes`;

function openError(err: unknown, f: WorkloadFile): WorkloadReadError {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return new WorkloadReadError(
      `the ${f.what} ${f.path} does not exist`,
      `give the ${f.what}'s path relative to the config file's folder (${f.base})`,
    );
  if (code === 'EACCES' || code === 'EPERM')
    return new WorkloadReadError(
      `cannot read the ${f.what} ${f.path}: permission denied (${code})`,
      'make the file readable by the user running streamgauge (e.g. chmod a+r FILE)',
    );
  if (code === 'EISDIR')
    return new WorkloadReadError(`the ${f.what} ${f.path} is a directory`, `name the ${f.what} file inside it`);
  return new WorkloadReadError(
    `cannot read the ${f.what} ${f.path}: ${code ? `${code}: ` : ''}${(err as Error).message}`,
    'check that the file is readable and the disk healthy',
  );
}

/** The file opened for reading, checked to be a regular file no larger than `maxBytes`. */
async function openChecked(f: WorkloadFile, maxBytes: number, sample: string): Promise<FileHandle> {
  let handle: FileHandle;
  try {
    handle = await open(f.path, 'r');
  } catch (err) {
    throw openError(err, f);
  }
  try {
    const st = await handle.stat();
    if (st.isDirectory()) throw openError(Object.assign(new Error('a directory'), { code: 'EISDIR' }), f);
    if (!st.isFile())
      throw new WorkloadReadError(`the ${f.what} ${f.path} is not a regular file`, `name a regular file`);
    if (st.size > maxBytes)
      throw new WorkloadReadError(
        `the ${f.what} ${f.path} is ${formatBytes(st.size)}, more than the ${formatBytes(maxBytes)} streamgauge reads`,
        `use a sample of it, e.g. ${sample}`,
      );
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}

const JSONL_SAMPLE = '`head -n 100000 FILE > sample.jsonl`';
const ARRAY_SAMPLE = '`jq -c ".[:100000][]" FILE > sample.jsonl` for a JSON array, or ' + JSONL_SAMPLE;

/**
 * Streams a JSONL file (or, with `arrays`, a file that is one JSON array)
 * into `reader`, then returns `reader.end()` (a ConfigError when the
 * records had problems). A file that cannot be read: WorkloadReadError.
 */
export async function readJsonRecords<T>(
  f: WorkloadFile,
  reader: JsonRecordReader<T>,
  opts: { arrays?: boolean; maxBytes?: number; maxRecordChars?: number } = {},
): Promise<T> {
  const handle = await openChecked(
    f,
    opts.maxBytes ?? MAX_WORKLOAD_FILE_BYTES,
    opts.arrays ? ARRAY_SAMPLE : JSONL_SAMPLE,
  );
  const maxChars = opts.maxRecordChars ?? MAX_RECORD_CHARS;
  let inArray = false;
  const callbacks = {
    record: (text: string, n: number) => feedJsonLine(reader, text, n),
    tooLong: (n: number, chars: number) =>
      reader.problems.push({
        file: reader.file,
        line: n,
        column: null,
        path: '',
        message: `${inArray ? `item ${n} of the JSON array` : `line ${n}`} is ${formatBytes(chars)} long, more than the ${formatBytes(maxChars)} a record may be (not read)`,
        fix: 'split or shorten that record',
      }),
  };
  let splitter: LineSplitter | JsonArraySplitter | null = null;
  let lead = '';
  try {
    for await (const raw of handle.createReadStream({ encoding: 'utf8', highWaterMark: CHUNK_BYTES })) {
      let chunk = raw as string;
      if (splitter === null) {
        chunk = (lead + chunk).replace(/^\uFEFF/, '');
        const first = /\S/.exec(chunk);
        // Blank until now: wait for the first character to know the shape (kept, for line numbers).
        if (first === null && chunk.length < CHUNK_BYTES) {
          lead = chunk;
          continue;
        }
        inArray = opts.arrays === true && first?.[0] === '[';
        splitter = inArray ? new JsonArraySplitter(maxChars, callbacks) : new LineSplitter(maxChars, callbacks);
      }
      splitter.push(chunk);
    }
  } catch (err) {
    throw new WorkloadReadError(
      `reading the ${f.what} ${f.path} failed: ${(err as Error).message}`,
      'check that the file is readable and the disk healthy',
    );
  } finally {
    await handle.close();
  }
  // A file of blanks only is a LineSplitter's: no record, and the reader says the file is empty.
  splitter ??= new LineSplitter(maxChars, callbacks);
  const shape = splitter.end();
  if (shape)
    reader.problems.push({
      file: reader.file,
      line: null,
      column: null,
      path: '',
      message: shape,
      fix: 'write one JSON array of records, or one JSON object a line (JSONL)',
    });
  return reader.end();
}

/** A small workload file (a lengths list) read whole, with the same checks and true errors. */
export async function readWorkloadText(f: WorkloadFile, maxBytes = MAX_LENGTHS_FILE_BYTES): Promise<string> {
  const handle = await openChecked(f, maxBytes, JSONL_SAMPLE);
  try {
    return await handle.readFile('utf8');
  } catch (err) {
    throw openError(err, f);
  } finally {
    await handle.close();
  }
}
