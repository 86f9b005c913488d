import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { BenchResults } from '../../bench/report.ts';

// `npm run bench -- --quick`: every section of the benchmark runs end to end
// in seconds, so the benchmark cannot rot. No figure is asserted (this
// machine is shared and noisy); only that each section produced its figures
// and that every simulator write was matched to a read.

const RUN = fileURLToPath(new URL('../../bench/run.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('bench --quick', () => {
  it('runs every section and writes bench.json and bench.md', { timeout: 240_000 }, async () => {
    const out = await mkdtemp(join(tmpdir(), 'streamgauge-bench-smoke-'));
    try {
      const ran = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, [RUN, '--quick', '--out', out], {
          cwd: ROOT,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-8000)));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stderr }));
      });
      assert.equal(ran.code, 0, ran.stderr);
      const r = JSON.parse(await readFile(join(out, 'bench.json'), 'utf8')) as BenchResults;
      assert.deepEqual(r.errors, []);
      assert.ok(r.fidelity.length > 0);
      for (const f of r.fidelity) {
        for (const side of [f.baseline, f.floor, f.engine]) {
          assert.ok(side.summary !== null && side.summary.n > 0, f.label);
          assert.equal(side.unmatched, 0, `${f.label}: every write matched to a read`);
        }
      }
      assert.ok(r.overhead.length > 0);
      for (const o of r.overhead) for (const v of Object.values(o.usPerEvent)) assert.ok(Number.isFinite(v), o.label);
      assert.ok(r.memory !== null && r.memory.large.runPeakMib > 0);
      assert.ok(r.limits && r.limits.runs.length > 0 && r.limits.runs[0]!.totalPeakKb > 0);
      assert.ok(r.startup !== null && r.startup.rows.some((row) => row.name === 'bare' && row.samples.length > 0));
      // Pages in Chromium: figures where Chromium is installed (CI installs it), a reason where not.
      assert.ok(r.pages, 'the pages section ran');
      if (!r.pages.skipped)
        for (const t of [r.pages.dashboard, r.pages.report])
          assert.ok(t.samplesMs.length > 0 && t.samplesMs.every((x) => x > 0) && t.bytes > 0, t.label);
      assert.match(await readFile(join(out, 'bench.md'), 'utf8'), /Targets/);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
