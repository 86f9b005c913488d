import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { access, appendFile, copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { LOCK_FILE } from '../../src/run/lock.ts';
import { readTraces } from '../../src/run/traces.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// One output folder, several writers and crashes, as a user meets them:
// real CLI processes on real files, against the simulator on loopback.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

function start(args: string[]): { child: ChildProcess; done: Promise<Ran> } {
  const t0 = performance.now();
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<Ran>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr, ms: performance.now() - t0 }));
  });
  return { child, done };
}

const cli = (args: string[]) => start(args).done;

/** Resolves once `file` holds at least `lines` lines (polling the file, not a fixed sleep). */
async function untilLines(file: string, lines: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.split('\n').length - 1 >= lines) return;
    if (Date.now() > until) throw new Error(`${file} did not reach ${lines} lines in ${timeoutMs} ms`);
    await delay(20);
  }
}

let sim: Simulator;
let work: string;

before(async () => {
  sim = await startSimulator({ port: 0 });
  work = await mkdtemp(join(tmpdir(), 'streamgauge-folder-'));
});
after(async () => {
  await sim?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function config(name: string, requests: number, ttftMs: number): Promise<string> {
  const file = join(work, `${name}.yml`);
  await writeFile(
    file,
    `defaults: { repetitions: ${requests}, warmup: 0, concurrency: 1, max_tokens: 8 }
providers:
  - id: ${name}
    api: openai-chat
    base_url: ${sim.url}
    model: "steady:tokens=3,ttft_ms=${ttftMs},interval_ms=1"
prompts:
  - id: p
    prompt: hi
`,
  );
  return file;
}

const exists = (f: string) =>
  access(f).then(
    () => true,
    () => false,
  );

describe('one writer per folder', () => {
  test('a second run on the same -o exits 2 at once naming the first; the first keeps all it measured', async () => {
    const out = join(work, 'shared');
    const first = start(['run', '-c', await config('first', 40, 40), '-o', out]);
    await untilLines(join(out, 'traces.ndjson'), 1);
    const second = await cli(['run', '-c', await config('second', 5, 1), '-o', out]);
    assert.equal(second.code, 2, second.stderr);
    assert.match(
      second.stderr,
      new RegExp(
        `${out} is in use by streamgauge run \\(pid ${first.child.pid}, started \\d{4}-\\d\\d-\\d\\dT[^)]+\\); use another -o`,
      ),
    );
    // Refused before any request: not the 5 requests' time, nor a trace of its own.
    assert.doesNotMatch(second.stdout, /second/);
    const ran = await first.done;
    assert.equal(ran.code, 0, ran.stderr);
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as {
      requests: Array<{ provider: string }>;
    };
    assert.equal(results.requests.length, 40);
    assert.ok(results.requests.every((r) => r.provider === 'first'));
    assert.equal((await readTraces(join(out, 'traces.ndjson'))).length, 40);
    assert.equal(await exists(join(out, LOCK_FILE)), false, 'the lock goes with the run');
  });

  test('kill -9 mid-run: the traces hold up to the cut, and reanalyze takes over the dead lock and recovers them', async () => {
    const out = join(work, 'killed');
    const run = start(['run', '-c', await config('killed', 200, 5), '-o', out]);
    await untilLines(join(out, 'traces.ndjson'), 5);
    run.child.kill('SIGKILL');
    const ran = await run.done;
    assert.equal(ran.signal, 'SIGKILL');
    const lock = JSON.parse(await readFile(join(out, LOCK_FILE), 'utf8')) as { pid: number; host: string };
    assert.equal(lock.pid, run.child.pid);
    assert.equal(lock.host, hostname());
    const traces = await readTraces(join(out, 'traces.ndjson'), () => undefined);
    assert.ok(traces.length >= 5 && traces.length < 200);
    const re = await cli(['reanalyze', out]);
    assert.equal(re.code, 0, re.stderr);
    assert.match(
      re.stderr,
      new RegExp(`was left by streamgauge run \\(pid ${run.child.pid}, .*\\), which is no longer running: taken over`),
    );
    const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as { requests: unknown[] };
    assert.equal(results.requests.length, traces.length);
    assert.equal(await exists(join(out, LOCK_FILE)), false);
  });
});

describe('reanalyze never replaces results with less', () => {
  test('an emptied traces.ndjson: exit 2, the results untouched; --force replaces them', async () => {
    const out = join(work, 'emptied');
    const ran = await cli(['run', '-c', await config('emptied', 6, 1), '-o', out]);
    assert.equal(ran.code, 0, ran.stderr);
    const before = await readFile(join(out, 'results.json'), 'utf8');
    const mtime = (await stat(join(out, 'summary.md'))).mtimeMs;
    await writeFile(join(out, 'traces.ndjson'), '');
    const re = await cli(['reanalyze', out]);
    assert.equal(re.code, 2, re.stderr);
    assert.match(
      re.stderr,
      /holds 0 measured requests, but .*results\.json has 6: re-analyzing in place would replace the results with less, so nothing was changed\. Fix: .*--force/,
    );
    assert.equal(await readFile(join(out, 'results.json'), 'utf8'), before);
    assert.equal((await stat(join(out, 'summary.md'))).mtimeMs, mtime);
    const forced = await cli(['reanalyze', out, '--force']);
    assert.equal(forced.code, 0, forced.stderr);
    const after = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as { requests: unknown[] };
    assert.equal(after.requests.length, 0);
  });
});

describe('a cut last line is a crash, not corruption', () => {
  let out: string;
  let whole: number;
  before(async () => {
    out = join(work, 'cut');
    const ran = await cli(['run', '-c', await config('cut', 4, 1), '-o', out]);
    assert.equal(ran.code, 0, ran.stderr);
    whole = (await readTraces(join(out, 'traces.ndjson'))).length;
    // What a run stopped mid-write leaves: half a line, no newline.
    await appendFile(join(out, 'traces.ndjson'), '{"schema":"streamgauge.trace/1","id":"cut/p/5","prov');
  });

  test('reanalyze skips it with a warning naming the line and keeps every whole one', async () => {
    const copy = join(work, 'cut-re');
    await mkdir(copy);
    await copyFile(join(out, 'traces.ndjson'), join(copy, 'traces.ndjson'));
    const re = await cli(['reanalyze', copy]);
    assert.equal(re.code, 0, re.stderr);
    assert.match(
      re.stderr,
      new RegExp(`traces\\.ndjson:${whole + 1}: the last line is cut short \\(\\d+ bytes, no newline\\): skipped`),
    );
    const results = JSON.parse(await readFile(join(copy, 'results.json'), 'utf8')) as { requests: unknown[] };
    assert.equal(results.requests.length, whole);
  });

  test('merge does the same', async () => {
    const merged = join(work, 'cut-merged');
    const r = await cli(['merge', out, '-o', merged]);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /the last line is cut short/);
    assert.equal((await readTraces(join(merged, 'traces.ndjson'))).length, whole);
  });

  test('a bad line in the middle is still exit 2 with file:line', async () => {
    const bad = join(work, 'cut-middle');
    await mkdir(bad);
    const lines = (await readFile(join(out, 'traces.ndjson'), 'utf8')).split('\n');
    lines[1] = lines[1]!.slice(0, 40);
    await writeFile(join(bad, 'traces.ndjson'), lines.slice(0, -1).join('\n') + '\n');
    const r = await cli(['reanalyze', bad]);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, new RegExp(`${join(bad, 'traces.ndjson')}:2: not valid JSON`));
  });
});
