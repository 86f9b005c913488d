import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { analyze } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { faultHeadlines } from '../../src/report/faults.ts';
import { ConnectBreaker } from '../../src/run/breaker.ts';
import { mkTrace } from '../fixtures/traces.ts';
import { runInfo } from './synthetic-runs.ts';
import { LOCK_FILE, lockOutput, OutputInUseError } from '../../src/run/lock.ts';
import { isEnvironmentError, OutputWriteError } from '../../src/run/output-error.ts';
import { readTraces, TraceFileError } from '../../src/run/traces.ts';
import type { Trace } from '../../src/trace.ts';

// The pure and file-level parts of fault handling, each on real files in a
// temporary folder (the end-to-end behaviour is in test/integration).

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-faults-unit-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

function trace(provider: string, kind: string | null, headers: number | null): Trace {
  return {
    provider,
    error: kind === null ? null : { kind, message: `${kind} failure` },
    at: { headers },
  } as unknown as Trace;
}

describe('ConnectBreaker', () => {
  test('opens after the limit of connect failures in a row, per provider', () => {
    const b = new ConnectBreaker(() => 3);
    b.observe(trace('a', 'connect', null));
    b.observe(trace('a', 'connect', null));
    b.observe(trace('b', 'connect', null));
    assert.equal(b.notSentReason('a'), null);
    b.observe(trace('a', 'connect', null));
    assert.match(
      b.notSentReason('a')!,
      /unreachable for 3 requests in a row \(max_consecutive_connect_errors 3; last: connect failure\)/,
    );
    assert.equal(b.notSentReason('b'), null);
  });

  test('a response of any kind resets the count; a failure without one does not', () => {
    const b = new ConnectBreaker(() => 2);
    b.observe(trace('a', 'connect', null));
    b.observe(trace('a', 'http_status', 0.5));
    b.observe(trace('a', 'connect', null));
    assert.equal(b.notSentReason('a'), null, 'an HTTP error is an answer');
    b.observe(trace('a', 'timeout_headers', null));
    b.observe(trace('a', 'connect', null));
    assert.notEqual(b.notSentReason('a'), null, 'a headers timeout is no answer');
  });
});

describe('lockOutput', () => {
  test('a lock held by a live process is refused, naming it', async () => {
    const out = join(dir, 'live');
    const held = await lockOutput(out, 'run');
    const saved = JSON.parse(await readFile(join(out, LOCK_FILE), 'utf8')) as { pid: number; host: string };
    assert.equal(saved.pid, process.pid);
    assert.equal(saved.host, hostname());
    // Another process of this host, alive: the injected check says so.
    await writeFile(
      join(out, LOCK_FILE),
      JSON.stringify({ ...saved, pid: 999_999_1, started_at: 'T', command: 'run' }),
    );
    await assert.rejects(
      lockOutput(out, 'merge', { isAlive: () => true }),
      (e: unknown) =>
        e instanceof OutputInUseError &&
        e.message === `${out} is in use by streamgauge run (pid 9999991, started T); use another -o`,
    );
    await held.release();
  });

  test('a dead holder is taken over with a warning; a half-written fresh lock is not', async () => {
    const out = join(dir, 'dead');
    const first = await lockOutput(out, 'run');
    await writeFile(
      join(out, LOCK_FILE),
      JSON.stringify({ pid: 999_999_2, host: hostname(), started_at: 'T', command: 'run' }),
    );
    const warnings: string[] = [];
    const second = await lockOutput(out, 'reanalyze', { isAlive: () => false, onWarning: (m) => warnings.push(m) });
    assert.match(
      warnings[0]!,
      /was left by streamgauge run \(pid 9999992, started T\), which is no longer running: taken over/,
    );
    await second.release();
    await first.release();
    await writeFile(join(out, LOCK_FILE), '{"pid":');
    await assert.rejects(lockOutput(out, 'run'), OutputInUseError);
  });

  test('a lock from another host is never taken over', async () => {
    const out = join(dir, 'remote');
    await (await lockOutput(out, 'run')).release();
    await writeFile(
      join(out, LOCK_FILE),
      JSON.stringify({ pid: 1, host: 'elsewhere', started_at: 'T', command: 'run' }),
    );
    await assert.rejects(
      lockOutput(out, 'run', { isAlive: () => false }),
      /in use by streamgauge run \(pid 1 on elsewhere, started T\)/,
    );
  });
});

describe('lockOutput under races and planted files', () => {
  const stale = (pid: number) => JSON.stringify({ pid, host: hostname(), started_at: 'T', command: 'run' });

  test('two takeovers of one stale lock at once: one wins, the other is refused', async () => {
    const out = join(dir, 'race');
    await (await lockOutput(out, 'run')).release();
    await writeFile(join(out, LOCK_FILE), stale(999_999_3));
    // Both judge the lock stale before either takes it; the second is held
    // back 1.5 s, as the race was reported with.
    let judged = 0;
    let bothJudged!: () => void;
    const gate = new Promise<void>((r) => (bothJudged = r));
    const hook = (delayMs: number) => async () => {
      if (++judged === 2) bothJudged();
      await gate;
      await new Promise((r) => setTimeout(r, delayMs));
    };
    const opts = (delayMs: number) => ({ isAlive: () => false, beforeTakeover: hook(delayMs) });
    const results = await Promise.allSettled([lockOutput(out, 'run', opts(0)), lockOutput(out, 'merge', opts(1500))]);
    assert.equal(judged, 2, 'both judged the lock stale');
    assert.equal(results[0].status, 'fulfilled', 'the first takeover wins');
    assert.equal(results[1].status, 'rejected', 'the second finds a live lock and is refused');
    assert.ok((results[1] as PromiseRejectedResult).reason instanceof OutputInUseError);
    const saved = JSON.parse(await readFile(join(out, LOCK_FILE), 'utf8')) as { command: string; pid: number };
    assert.deepEqual([saved.command, saved.pid], ['run', process.pid], "the winner's lock is in place");
    assert.deepEqual(
      (await readdir(out)).filter((f) => f !== LOCK_FILE),
      [],
      'no renamed copy is left beside it',
    );
    await (results[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
    assert.equal(existsSync(join(out, LOCK_FILE)), false);
  });

  test('a release leaves alone a lock that is no longer ours', async () => {
    const out = join(dir, 'not-ours');
    const mine = await lockOutput(out, 'run');
    const theirs = JSON.stringify({ pid: 999_999_4, host: hostname(), started_at: 'T', command: 'run', nonce: 'x' });
    await writeFile(join(out, LOCK_FILE), theirs);
    await mine.release();
    assert.equal(await readFile(join(out, LOCK_FILE), 'utf8'), theirs);
  });

  test('a FIFO at the lock path is refused at once, naming it', async () => {
    const out = join(dir, 'fifo');
    await (await lockOutput(out, 'run')).release();
    execFileSync('mkfifo', [join(out, LOCK_FILE)]);
    const started = performance.now();
    await assert.rejects(
      lockOutput(out, 'run', { isAlive: () => false }),
      (e: unknown) =>
        e instanceof OutputInUseError && /is a FIFO, not a lock streamgauge wrote.*Fix: remove it/.test(e.message),
    );
    assert.ok(performance.now() - started < 5000, 'no hang on the FIFO');
  });

  test('a symbolic link at the lock path is not followed', async () => {
    const out = join(dir, 'link');
    await (await lockOutput(out, 'run')).release();
    const target = join(dir, 'link-target.json');
    await writeFile(target, stale(999_999_5));
    await symlink(target, join(out, LOCK_FILE));
    await assert.rejects(lockOutput(out, 'run', { isAlive: () => false }), /is a symbolic link/);
    assert.equal(await readFile(target, 'utf8'), stale(999_999_5), 'the link target is untouched');
  });

  test('an oversized lock file is read only in part and never taken as ours', async () => {
    const out = join(dir, 'big');
    await (await lockOutput(out, 'run')).release();
    await writeFile(join(out, LOCK_FILE), 'x'.repeat(10_000_000));
    await assert.rejects(lockOutput(out, 'run'), /lock file is being written/);
  });
});

describe('readTraces and a cut last line', () => {
  // A whole trace line: the reader checks every field of the schema (src/trace.ts).
  const good = JSON.stringify(mkTrace({ id: 'p/x/1', provider: 'p', prompt: 'x' }));

  test('an unterminated invalid last line is skipped with a warning', async () => {
    const file = join(dir, 'cut.ndjson');
    await writeFile(file, `${good}\n${good}\n{"schema":"stre`);
    const warnings: string[] = [];
    const traces = await readTraces(file, (m) => warnings.push(m));
    assert.equal(traces.length, 2);
    assert.match(warnings[0]!, new RegExp(`${file}:3: the last line is cut short \\(15 bytes, no newline\\)`));
  });

  test('an invalid last line that ends with a newline was written whole: still an error', async () => {
    const file = join(dir, 'bad-last.ndjson');
    await writeFile(file, `${good}\n{"schema":"stre\n`);
    await assert.rejects(
      readTraces(file, () => undefined),
      (e: unknown) => e instanceof TraceFileError && /:2: not valid JSON/.test(e.message),
    );
  });
});

describe('OutputWriteError', () => {
  test('names the path, the cause in words, the fix and the traces kept', () => {
    const e = new OutputWriteError('ENOSPC', '/o/traces.ndjson', { count: 1, file: '/o/traces.ndjson' });
    assert.equal(
      e.message,
      'the disk holding /o/traces.ndjson is full (ENOSPC): free space or pass -o elsewhere; the 1 trace measured so far is in /o/traces.ndjson',
    );
    assert.equal(isEnvironmentError(Object.assign(new Error('x'), { code: 'EMFILE' })), true);
    assert.equal(isEnvironmentError(Object.assign(new Error('x'), { code: 'ENOENT' })), false);
  });
});

describe('a provider whose endpoint went away', () => {
  // 10 answers, then 2 connect failures and 12 not sent: the answers are the minority.
  const notSent = (rep: number) =>
    mkTrace({
      provider: 'gone',
      rep,
      content_reads: 0,
      usage: null,
      output: { chars: 0, reasoning_chars: 0 },
      error: { kind: 'not_sent', message: 'not sent: unreachable' },
      at: {
        headers: null,
        first_byte: null,
        first_event: null,
        first_content: null,
        first_answer: null,
        last_content: null,
        end: 0,
      },
    });
  const connect = (rep: number) => ({ ...notSent(rep), error: { kind: 'connect' as const, message: 'ECONNREFUSED' } });
  const traces = [
    ...Array.from({ length: 10 }, (_, i) => mkTrace({ provider: 'gone', rep: i + 1 })),
    connect(11),
    connect(12),
    ...Array.from({ length: 12 }, (_, i) => notSent(13 + i)),
    ...Array.from({ length: 10 }, (_, i) =>
      mkTrace({ provider: 'steady', rep: i + 1, at: { end: 3200, last_content: 3200 } }),
    ),
  ];
  const results = analyze(traces, DEFAULT_ANALYSIS, runInfo('2026-01-01T00:00:00Z'));

  test('counts not_sent apart from errors and takes no place in the rankings', () => {
    const gone = results.groups.find((g) => g.provider === 'gone')!;
    assert.deepEqual([gone.n, gone.errors, gone.not_sent, gone.streamed], [24, 2, 12, 10]);
    assert.equal(gone.unranked.end_to_end_tps, 'mostly_failed');
    assert.equal(gone.unranked.post_first_content_tps, 'mostly_failed');
    const steady = results.groups.find((g) => g.provider === 'steady')!;
    assert.equal(steady.ranks.end_to_end_tps?.rank, 1, 'the provider that answered throughout is ranked');
  });

  test('the headline line names it with the requests sent and not sent', () => {
    assert.deepEqual(faultHeadlines(results), ['gone: endpoint unreachable after 12 requests; 12 not sent']);
  });
});
