import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { readTraces } from '../../src/run/traces.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { runCli, type CliRun } from '../support/cli.ts';

// The outputs cannot be written: a real tmpfs that fills, a real read-only
// mount, and the CLI as a user runs it (a child process). Mounting needs
// root (CAP_SYS_ADMIN); where it is not permitted these tests skip, saying so.

const run = promisify(execFile);
const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, { env });

let sim: Simulator;
let work: string;
const mounts: string[] = [];
/** Why mounting is not possible here, or null when it is. */
let cannotMount: string | null = null;

async function mountTmpfs(name: string, options: string): Promise<string> {
  const dir = join(work, name);
  await mkdir(dir, { recursive: true });
  await run('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  mounts.push(dir);
  return dir;
}

before(async () => {
  sim = await startSimulator({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'streamgauge-faults-'));
  try {
    await mountTmpfs('probe', 'size=16k');
  } catch (err) {
    cannotMount = `mount -t tmpfs is not permitted here (${(err as Error).message.split('\n')[0]}); run as root to test full and read-only disks`;
  }
});

after(async () => {
  for (const m of mounts.reverse()) await run('umount', [m]).catch(() => undefined);
  await sim?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function config(requests: number): Promise<string> {
  const file = join(work, `c${requests}.yml`);
  await writeFile(
    file,
    `defaults: { repetitions: ${requests}, warmup: 0, concurrency: 2, max_tokens: 8 }
providers:
  - id: sim
    api: openai-chat
    base_url: ${sim.url}
    model: "steady:tokens=4,ttft_ms=1,interval_ms=1"
prompts:
  - id: p
    prompt: hi
`,
  );
  return file;
}

/** What the environment's faults must never show: a stack, the bug wording, the regression status. */
function assertNoStack(r: CliRun): void {
  assert.doesNotMatch(r.stderr, /internal error/);
  assert.doesNotMatch(r.stderr, /^\s+at .*\(.*:\d+:\d+\)$/m);
}

describe('outputs that cannot be written', () => {
  test('the disk fills mid-run: exit 3, the cause and fix, every whole trace kept, no temporary file left', async (t) => {
    if (cannotMount) return t.skip(cannotMount);
    const disk = await mountTmpfs('full', 'size=48k');
    const temp = await mkdtemp(join(work, 'tmp-'));
    const out = join(disk, 'out');
    // Node's compile cache would live in TMPDIR too: off, so the folder shows only what streamgauge leaves.
    const r = await cli(['run', '-c', await config(400), '-o', out], { TMPDIR: temp, NODE_DISABLE_COMPILE_CACHE: '1' });
    assertNoStack(r);
    assert.equal(r.code, 3, r.stderr);
    const m =
      /the disk holding (\S+) is full \(ENOSPC\): free space or pass -o elsewhere; the (\d+) traces measured so far are in (\S+)/.exec(
        r.stderr,
      );
    assert.ok(m, r.stderr);
    assert.equal(m[3], join(out, 'traces.ndjson'));
    // Every line on disk is whole, and as many as the message says.
    const traces = await readTraces(join(out, 'traces.ndjson'));
    assert.equal(traces.length, Number(m[2]));
    assert.ok(traces.length > 0 && traces.length < 400);
    // No temporary file in the folder, no spool folder in TMPDIR, no lock left.
    assert.deepEqual(await readdir(out), ['traces.ndjson']);
    assert.deepEqual(await readdir(temp), []);
    // The kept traces are a run: reanalyze reads them whole.
    const copy = join(work, 'copy');
    await mkdir(copy);
    await writeFile(join(copy, 'traces.ndjson'), await readFile(join(out, 'traces.ndjson')));
    const again = await cli(['reanalyze', copy]);
    assert.equal(again.code, 0, again.stderr);
    const results = JSON.parse(await readFile(join(copy, 'results.json'), 'utf8')) as { requests: unknown[] };
    assert.equal(results.requests.length, traces.length);
  });

  test('a new folder on a read-only mount: exit 3 naming EROFS, not ENOENT', async (t) => {
    if (cannotMount) return t.skip(cannotMount);
    const ro = await mountTmpfs('ro', 'ro,size=16k');
    const r = await cli(['run', '-c', await config(4), '-o', join(ro, 'new', 'out')]);
    assertNoStack(r);
    assert.equal(r.code, 3, r.stderr);
    assert.match(
      r.stderr,
      new RegExp(`${join(ro, 'new')} is on a read-only file system \\(EROFS\\): pass -o a folder on a writable disk`),
    );
    assert.doesNotMatch(r.stderr, /ENOENT/);
  });

  test('an existing folder remounted read-only: exit 3, and its earlier files untouched', async (t) => {
    if (cannotMount) return t.skip(cannotMount);
    const disk = await mountTmpfs('remount', 'size=256k');
    const out = join(disk, 'out');
    const first = await cli(['run', '-c', await config(4), '-o', out]);
    assert.equal(first.code, 0, first.stderr);
    const before = await readFile(join(out, 'results.json'), 'utf8');
    await run('mount', ['-o', 'remount,ro', disk]);
    const r = await cli(['run', '-c', await config(4), '-o', out]);
    assertNoStack(r);
    assert.equal(r.code, 3, r.stderr);
    assert.match(r.stderr, /is on a read-only file system \(EROFS\): pass -o a folder on a writable disk/);
    assert.equal(await readFile(join(out, 'results.json'), 'utf8'), before);
  });
});
