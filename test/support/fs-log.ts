// Preloaded (`node --import`) into a child process whose file traffic a test
// counts: every open of a file by name, for reading or for writing, and every
// rename, is appended to $SG_FS_LOG as `op<TAB>path`. It wraps the public
// functions the code opens files with (node:fs/promises open, readFile,
// writeFile, rename, copyFile; node:fs createReadStream and the sync reads
// and writes) and re-syncs the ES module bindings, so `import { writeFile }
// from 'node:fs/promises'` sees the wrapper too. This counts what strace
// would (openat/rename), without needing ptrace.

import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const LOG = process.env.SG_FS_LOG;
const append = fs.appendFileSync.bind(fs);
// appendFileSync goes through writeFileSync, wrapped below: the log's own writes are not logged.
let logging = false;
const note = (op: 'read' | 'write' | 'rename', path: unknown): void => {
  if (!LOG || logging || !(typeof path === 'string' || path instanceof URL)) return;
  logging = true;
  try {
    append(LOG, `${op}\t${String(path)}\n`);
  } finally {
    logging = false;
  }
};
const writes = (flags: unknown): boolean => typeof flags === 'string' && /[wa+]/.test(flags);

type Fn = (...args: never[]) => unknown;
function wrap<T extends object>(obj: T, name: keyof T & string, before: (args: unknown[]) => void): void {
  const original = obj[name] as unknown as Fn;
  (obj as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
    before(args);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
}

const p = fs.promises;
wrap(p, 'open', (a) => note(writes(a[1]) ? 'write' : 'read', a[0]));
wrap(p, 'readFile', (a) => note('read', a[0]));
wrap(p, 'writeFile', (a) => note('write', a[0]));
wrap(p, 'appendFile', (a) => note('write', a[0]));
wrap(p, 'copyFile', (a) => (note('read', a[0]), note('write', a[1])));
wrap(p, 'rename', (a) => note('rename', a[1]));
wrap(fs, 'createReadStream', (a) => note('read', a[0]));
wrap(fs, 'createWriteStream', (a) => note('write', a[0]));
wrap(fs, 'readFileSync', (a) => note('read', a[0]));
wrap(fs, 'writeFileSync', (a) => note('write', a[0]));
wrap(fs, 'renameSync', (a) => note('rename', a[1]));
syncBuiltinESMExports();
