import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { LOCK_FILE } from '../../src/run/lock.ts';
import { CLI_BIN, runCli } from '../support/cli.ts';

// The CLI's edges as a user meets them: a reader that goes away, a flag
// mistyped, a file planted where the lock goes. Real processes, real pipes,
// a real FIFO.

let work: string;
before(async () => {
  work = await mkdtemp(join(tmpdir(), 'streamgauge-cli-edges-'));
});
after(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Runs `streamgauge ARGS | head -N` in bash; the CLI's own exit status (PIPESTATUS) and what head printed. */
function piped(args: string[], redirect: string, lines: number): { status: number; shown: string } {
  const quoted = [process.execPath, CLI_BIN, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const r = spawnSync('bash', ['-c', `${quoted} ${redirect} | head -${lines}; echo "status=\${PIPESTATUS[0]}"`], {
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const m = /status=(\d+)\n$/.exec(r.stdout);
  assert.ok(m, `no status in ${r.stdout}\n${r.stderr}`);
  return { status: Number(m[1]), shown: r.stdout.slice(0, m.index) };
}

describe('a reader that goes away (EPIPE)', () => {
  for (const [name, redirect] of [
    ['stdout and stderr into `head -3`', '2>&1'],
    ['stdout alone into `head -1`, after the progress', '2>/dev/null'],
  ] as const) {
    test(`${name}: the reports are written, nothing is left behind, the run's status stands`, async () => {
      const out = join(work, `epipe-${redirect === '2>&1' ? 'both' : 'stdout'}`);
      const r = piped(['demo', '-o', out], redirect, redirect === '2>&1' ? 3 : 1);
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
