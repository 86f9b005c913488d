import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { LOCK_FILE } from '../../src/run/lock.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { CLI_BIN, runCli } from '../support/cli.ts';
import { compileCacheEnv } from '../support/compile-cache.ts';

// The CLI's edges as a user meets them: a reader that goes away, a flag
// mistyped, a file planted where the lock goes. Real processes, real pipes,
// a real FIFO.

let work: string;
let sim: Simulator;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'streamgauge-cli-edges-'));
  sim = await startSimulator({ port: 0 });
});
after(async () => {
  await sim.close();
  await rm(work, { recursive: true, force: true });
});

/**
 * Runs `streamgauge ARGS | head -N` in bash; the CLI's own exit status (PIPESTATUS) and what head printed.
 * Asynchronous, so the demo runs below wait side by side.
 */
async function piped(args: string[], redirect: string, lines: number): Promise<{ status: number; shown: string }> {
  const quoted = [process.execPath, CLI_BIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const r = await promisify(execFile)(
    'bash',
    ['-c', `${quoted} ${redirect} | head -${lines}; echo "status=\${PIPESTATUS[0]}"`],
    { env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...compileCacheEnv() }, encoding: 'utf8', timeout: 120_000 },
  );
  const m = /status=(\d+)\n$/.exec(r.stdout);
  assert.ok(m, `no status in ${r.stdout}\n${r.stderr}`);
  return { status: Number(m[1]), shown: r.stdout.slice(0, m.index) };
}

// Most of this file's time is the three demo runs, each ten seconds of scripted
// waits for little CPU: the groups run side by side (each has its own output
// folder; the demos their own simulators). run --on-missing-key stays in order:
// its tests count the requests the shared simulator received.
describe('the CLI at its edges', { concurrency: true }, () => {
  describe('a reader that goes away (EPIPE)', () => {
    for (const [name, redirect] of [
      ['stdout and stderr into `head -3`', '2>&1'],
      ['stdout alone into `head -1`, after the progress', '2>/dev/null'],
    ] as const) {
      test(`${name}: the reports are written, nothing is left behind, the run's status stands`, async () => {
        const out = join(work, `epipe-${redirect === '2>&1' ? 'both' : 'stdout'}`);
        const r = await piped(['demo', '-o', out], redirect, redirect === '2>&1' ? 3 : 1);
        assert.equal(r.status, 0, `exit status ${r.status} (1 means "a regression was found")`);
        assert.equal(r.shown.trimEnd().split('\n').length, redirect === '2>&1' ? 3 : 1);
        const files = await readdir(out);
        for (const f of ['traces.ndjson', 'results.json', 'summary.md', 'report.html', 'results.csv'])
          assert.ok(files.includes(f), `${f} written (found ${files.join(', ')})`);
        assert.deepEqual(
          files.filter((f) => f.endsWith('.tmp') || f === LOCK_FILE),
          [],
          'no temporary file and no lock left',
        );
        const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as { groups: unknown[] };
        assert.ok(results.groups.length > 0);
      });
    }
  });

  describe('a FIFO planted at the lock path', () => {
    test('is refused at once with exit 2 and the fix, without hanging', async () => {
      const out = join(work, 'fifo');
      await mkdir(out, { recursive: true });
      execFileSync('mkfifo', [join(out, LOCK_FILE)]);
      const t0 = performance.now();
      const r = await runCli(['merge', join(work, 'no-such-shard'), '-o', out]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /\.streamgauge\.lock is a FIFO, not a lock streamgauge wrote.*Fix: remove it/);
      assert.ok(performance.now() - t0 < 60_000);
    });
  });

  describe('run --on-missing-key', { concurrency: 1 }, () => {
    /** Two providers on the simulator; `keyed` reads its key from SG_UNSET_KEY, which the child never has. */
    async function config(name: string, providers: Array<{ id: string; keyEnv?: string }>): Promise<string> {
      const lines = ['defaults: { repetitions: 2, warmup: 0, max_tokens: 16 }', 'providers:'];
      for (const p of providers) {
        lines.push(
          `  - id: ${p.id}`,
          '    api: openai-chat',
          `    base_url: ${sim.url}`,
          '    model: "steady:tokens=8"',
        );
        if (p.keyEnv) lines.push(`    api_key_env: ${p.keyEnv}`);
      }
      lines.push('prompts:', '  - id: haiku', '    prompt: Write a haiku.');
      const file = join(work, `${name}.yml`);
      await writeFile(file, lines.join('\n') + '\n');
      return file;
    }
    const both = (name: string) => config(name, [{ id: 'steady' }, { id: 'keyed', keyEnv: 'SG_UNSET_KEY' }]);

    test('default (fail): exit 2, nothing sent, the variable named and the way to skip it', async () => {
      const before = sim.requestCount();
      const r = await runCli(['run', '-c', await both('fail'), '-o', join(work, 'fail')]);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /^streamgauge: 1 API key variable is unset or empty; nothing was sent\./);
      assert.match(
        r.stderr,
        /environment variable SG_UNSET_KEY is not set; provider "keyed" reads its API key from it/,
      );
      assert.match(r.stderr, /skip the others: run --on-missing-key skip\./);
      assert.doesNotMatch(r.stderr, /checkout|check out/);
      assert.equal(sim.requestCount(), before);
    });

    test('skip: a warning naming it, the others run, results.json and the terminal list it', async () => {
      const out = join(work, 'skip');
      const r = await runCli(['run', '-c', await both('skip'), '-o', out, '--on-missing-key', 'skip']);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stderr, /warning: provider "keyed" skipped: SG_UNSET_KEY is not set/);
      assert.match(r.stdout, /1 provider skipped, not measured \(no API key\): keyed \(SG_UNSET_KEY is not set\)/);
      const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
      assert.deepEqual(results.run.skipped_providers, [{ provider: 'keyed', reason: 'SG_UNSET_KEY is not set' }]);
      assert.deepEqual([...new Set(results.requests.map((q) => q.provider))], ['steady']);
      assert.match(await readFile(join(out, 'report.html'), 'utf8'), /1 provider skipped, not measured/);
    });

    test("merge keeps the shards' skipped providers, once each", async () => {
      const file = await both('shards');
      const dirs = [1, 2].map((i) => join(work, `shard-${i}`));
      for (const [i, dir] of dirs.entries()) {
        const r = await runCli(['run', '-c', file, '-o', dir, '--shard', `${i + 1}/2`, '--on-missing-key', 'skip']);
        assert.equal(r.code, 0, r.stderr);
      }
      const merged = join(work, 'merged');
      const m = await runCli(['merge', ...dirs, '-o', merged]);
      assert.equal(m.code, 0, m.stderr);
      const results = JSON.parse(await readFile(join(merged, 'results.json'), 'utf8')) as Results;
      assert.deepEqual(results.run.skipped_providers, [{ provider: 'keyed', reason: 'SG_UNSET_KEY is not set' }]);
    });

    test('skip with no provider left: exit 2, saying nothing could run', async () => {
      const file = await config('none', [{ id: 'keyed', keyEnv: 'SG_UNSET_KEY' }]);
      const r = await runCli(['run', '-c', file, '-o', join(work, 'none'), '--on-missing-key', 'skip']);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /No provider has its API key, so nothing could run/);
    });

    test('with --url (one server, no config) it is a usage error, before anything is sent', async () => {
      const before = sim.requestCount();
      const r = await runCli(['run', '--url', `${sim.url}`, '-o', join(work, 'url-key'), '--on-missing-key', 'skip']);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /^streamgauge: --on-missing-key goes with a config \(-c\): --url measures one server/);
      assert.equal(sim.requestCount(), before);
    });

    test('a value other than skip or fail is a usage error', async () => {
      const r = await runCli(['run', '-c', await both('bad'), '--on-missing-key', 'ignore']);
      assert.equal(r.code, 2);
      assert.match(r.stderr, /--on-missing-key ignore: expected skip .* or fail/);
    });
  });

  describe('progress in a log (stderr not a terminal)', () => {
    test('the demo: a few summary lines, each within 100 columns', async () => {
      const r = await runCli(['demo', '-o', join(work, 'demo-progress')]);
      assert.equal(r.code, 0, r.stderr);
      const lines = r.stderr.trimEnd().split('\n');
      assert.ok(lines.length <= 12, `${lines.length} lines:\n${r.stderr}`);
      for (const line of lines) assert.ok(Array.from(line).length <= 100, `${line.length} columns: ${line}`);
      assert.match(r.stderr, /streamgauge: 64\/64 requests \(100%\)/);
      // "Files written" names every file of the folder, the two benchmark-action files included.
      const written = r.stdout.slice(r.stdout.indexOf('Files written:'));
      for (const f of ['traces.ndjson', 'results.json', 'summary.md', 'report.html', 'results.csv'])
        assert.match(written, new RegExp(`/${f.replace('.', '\\.')}\n`));
      assert.match(written, /customSmallerIsBetter\.json\n.*customBiggerIsBetter\.json\n/s);
    });
  });
});
