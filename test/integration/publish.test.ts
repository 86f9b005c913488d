import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { outputFiles, reportFiles } from '../../src/run/files.ts';
import { publish } from '../../src/run/publish.ts';
import { readTraces } from '../../src/run/traces.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';
import { RunnerJob, SRC_MAIN, type StepResult } from '../emulators/runner.ts';
import { normaliseOutput } from '../fixtures/publish/normalise.ts';

// One publish pass from a run to its reports.
//
// 1. The outputs are byte for byte what the code wrote before the pass
//    existed: test/fixtures/publish/golden holds what the code at e2f1e1e
//    wrote for a recorded run (re-analyzed; compared with a baseline; with
//    the baseline as history, as the Action writes it), and the entries of
//    today must write the same, timestamps and folders aside.
// 2. Every report is written exactly once, and traces.ndjson is read at most
//    twice, by every entry: counted in the real processes by a preloaded
//    module (test/support/fs-log.ts) that logs each open and rename.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'src/cli/bin.ts');
const FS_LOG = join(ROOT, 'test/support/fs-log.ts');
const FIXTURES = join(ROOT, 'test/fixtures/publish');
const GOLDEN = join(FIXTURES, 'golden');

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sg-publish-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Every open (read or write) and rename the process made, in order. */
  fs: Array<{ op: 'read' | 'write' | 'rename'; path: string }>;
}

let logs = 0;
function cli(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  const log = join(dir, `fs-${++logs}.log`);
  return new Promise<Ran>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', FS_LOG, BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', SG_FS_LOG: log, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      void readFsLog(log).then((fs) => resolve({ code, stdout, stderr, fs }), reject);
    });
  });
}

async function readFsLog(file: string): Promise<Ran['fs']> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const [op, path] = l.split('\t') as ['read' | 'write' | 'rename', string];
      return { op, path };
    });
}

/** Per file of `outDir`: how often it was opened for writing (under its own or a temporary name), renamed onto, read. */
function traffic(fs: Ran['fs'], outDir: string) {
  const files = outputFiles(outDir);
  const count = (op: string, file: string, tmpToo = false) =>
    fs.filter(
      (f) => f.op === op && (f.path === file || (tmpToo && f.path.startsWith(`${file}.`) && f.path.endsWith('.tmp'))),
    ).length;
  return {
    reports: reportFiles(files).map((file) => ({
      file,
      writes: count('write', file, true),
      renames: count('rename', file),
      reads: count('read', file),
    })),
    traceReads: count('read', files.traces),
  };
}

function assertEachReportWrittenOnce(ran: Ran, outDir: string, label: string): void {
  const t = traffic(ran.fs, outDir);
  for (const r of t.reports) {
    assert.equal(r.writes, 1, `${label}: ${r.file} opened for writing ${r.writes} times`);
    assert.equal(r.renames, 1, `${label}: ${r.file} renamed onto ${r.renames} times`);
  }
}

async function assertGolden(outDir: string, golden: string): Promise<void> {
  const names = (await readdir(join(GOLDEN, golden))).sort();
  assert.deepEqual(
    names,
    reportFiles(outputFiles(outDir))
      .map((f) => f.slice(outDir.length + 1))
      .sort(),
  );
  for (const name of names) {
    const got = normaliseOutput(await readFile(join(outDir, name), 'utf8'), { out: outDir, fixtures: FIXTURES });
    // SG_UPDATE_GOLDEN=1 rewrites the goldens after a reviewed, intended change;
    // the diff of test/fixtures/publish/golden is then the review.
    if (process.env.SG_UPDATE_GOLDEN === '1') await writeFile(join(GOLDEN, golden, name), got);
    const want = await readFile(join(GOLDEN, golden, name), 'utf8');
    if (got !== want) {
      const gl = got.split('\n');
      const wl = want.split('\n');
      const at = gl.findIndex((l, i) => l !== wl[i]);
      assert.fail(
        `${golden}/${name} differs at line ${at + 1}:\n  got  ${gl[at]?.slice(0, 300)}\n  want ${wl[at]?.slice(0, 300)}`,
      );
    }
  }
}

describe('the outputs are what they were before the publish pass', () => {
  const current = () => join(dir, 'current');
  const reanalyzed = () => join(dir, 'reanalyzed');

  it('reanalyze writes the reports of the recorded run byte for byte, each once, reading its traces for the analysis and the copy', async () => {
    await cp(join(FIXTURES, 'current'), current(), { recursive: true });
    const ran = await cli(['reanalyze', current(), '-o', reanalyzed()]);
    assert.equal(ran.code, 0, ran.stderr);
    await assertGolden(reanalyzed(), 'reanalyzed');
    assertEachReportWrittenOnce(ran, reanalyzed(), 'reanalyze');
    // Once for the analysis, once to copy them into the new folder.
    assert.equal(traffic(ran.fs, current()).traceReads, 2);
  });

  it('compare writes the compared reports byte for byte, each once, reading the traces once', async () => {
    const ran = await cli(['compare', join(FIXTURES, 'baseline'), reanalyzed()]);
    assert.equal(ran.code, 0, ran.stderr);
    await assertGolden(reanalyzed(), 'compared');
    assertEachReportWrittenOnce(ran, reanalyzed(), 'compare');
    assert.equal(traffic(ran.fs, reanalyzed()).traceReads, 1);
  });

  it('publish with a history writes the trends report.html the Action wrote', async () => {
    const files = outputFiles(join(dir, 'history'));
    await cp(reanalyzed(), files.dir, { recursive: true });
    const results = JSON.parse(await readFile(files.results, 'utf8')) as Results;
    const baseline = JSON.parse(await readFile(join(FIXTURES, 'baseline', 'results.json'), 'utf8')) as Results;
    const written = await publish(files, { results, traces: await readTraces(files.traces) }, { history: [baseline] });
    assert.deepEqual(written, reportFiles(files));
    await assertGolden(files.dir, 'history');
    // Nothing but the reports and the traces: no temporary file is left behind.
    assert.deepEqual(
      (await readdir(files.dir)).sort(),
      [...reportFiles(files), files.traces].map((f) => f.slice(files.dir.length + 1)).sort(),
    );
  });

  it('a report that fails to render leaves every report of the folder as it was, and no temporary file', async () => {
    const files = outputFiles(join(dir, 'history'));
    const before = await Promise.all(reportFiles(files).map((f) => readFile(f, 'utf8')));
    const results = JSON.parse(await readFile(files.results, 'utf8')) as Results;
    // results.json renders; the summary then meets a group list that is not one.
    const broken = { ...results, groups: null } as unknown as Results;
    await assert.rejects(publish(files, { results: broken, traces: [] }));
    assert.deepEqual(await Promise.all(reportFiles(files).map((f) => readFile(f, 'utf8'))), before);
    assert.equal((await readdir(files.dir)).filter((f) => f.endsWith('.tmp')).length, 0);
  });
});

describe('every entry writes each report once and reads the traces at most twice', () => {
  let sim: Simulator;
  let config: string;
  before(async () => {
    sim = await startSimulator({ port: 0 });
    config = join(dir, 'streamgauge.yml');
    await writeFile(
      config,
      [
        'defaults: { repetitions: 3, warmup: 1, max_tokens: 32, timeout: { headers: 10, idle: 10, total: 60 } }',
        'providers:',
        `  - { id: a, api: openai-chat, base_url: "${sim.baseUrls['openai-chat']}", model: "steady:tokens=12,interval_ms=5" }`,
        `  - { id: b, api: anthropic, base_url: "${sim.baseUrls.anthropic}", model: "steady:tokens=12,interval_ms=5" }`,
        'prompts:',
        '  - { id: p, prompt: Write a haiku. }',
        '',
      ].join('\n'),
    );
  });
  after(async () => {
    await sim.close();
  });

  it('run, run --baseline, merge', async () => {
    const base = join(dir, 'run-base');
    const first = await cli(['run', '-c', config, '-o', base]);
    assert.equal(first.code, 0, first.stderr);
    assertEachReportWrittenOnce(first, base, 'run');
    // Read once, after the requests, for the token counts and the analysis (before the publish pass: twice).
    assert.equal(traffic(first.fs, base).traceReads, 1);

    const cur = join(dir, 'run-cur');
    const second = await cli(['run', '-c', config, '-o', cur, '--baseline', base]);
    assert.equal(second.code, 0, second.stderr);
    assertEachReportWrittenOnce(second, cur, 'run --baseline');
    assert.equal(traffic(second.fs, cur).traceReads, 1, 'before the publish pass: 3 times, each report twice');
    const compared = JSON.parse(await readFile(join(cur, 'results.json'), 'utf8')) as Results;
    assert.ok((compared.comparisons ?? []).length > 0, 'the one publish has the comparison');
    assert.match(await readFile(join(cur, 'summary.md'), 'utf8'), /baseline/i);

    const shards = [1, 2].map((i) => join(dir, `shard-${i}`));
    for (const [i, out] of shards.entries()) {
      const ran = await cli(['run', '-c', config, '-o', out, '--shard', `${i + 1}/2`]);
      assert.equal(ran.code, 0, ran.stderr);
    }
    const merged = join(dir, 'merged');
    const m = await cli(['merge', ...shards, '-o', merged]);
    assert.equal(m.code, 0, m.stderr);
    assertEachReportWrittenOnce(m, merged, 'merge');
    for (const s of shards) assert.equal(traffic(m.fs, s).traceReads, 1);
    assert.equal(traffic(m.fs, merged).traceReads, 0, 'the merged traces are written, never read back');
  });

  describe('the Action with a history', () => {
    let artifacts: ArtifactService;
    let rest: GitHubRest;
    before(async () => {
      artifacts = await startArtifactService();
      rest = await startGitHubRest({ repository: 'octo/bench', tokens: { 'ghs-write': 'write' }, artifacts });
    });
    after(async () => {
      await artifacts.close();
      await rest.close();
    });

    it('compares with the earlier night and writes each report once, the traces read at most twice', async () => {
      const workflow = '.github/workflows/nightly.yml';
      const configText = await readFile(config, 'utf8');
      const night = async (id: number): Promise<{ step: StepResult; log: Ran['fs']; out: string }> => {
        rest.addRun({ id, workflow, headBranch: 'main', event: 'schedule', conclusion: null });
        const job = await RunnerJob.create({
          runId: id,
          artifacts,
          apiUrl: rest.url,
          event: { name: 'schedule', payload: { schedule: '17 3 * * *' } },
          workflow,
          inputs: { history: 'artifacts', 'github-token': 'ghs-write', comment: 'never', 'output-dir': 'out' },
          files: { 'streamgauge.yml': configText },
        });
        const log = join(dir, `action-${id}.log`);
        const step = await job.step(SRC_MAIN, { env: { NODE_OPTIONS: `--import=${FS_LOG}`, SG_FS_LOG: log } });
        rest.addRun({
          id,
          workflow,
          headBranch: 'main',
          event: 'schedule',
          conclusion: step.code === 0 ? 'success' : 'failure',
        });
        return { step, log: await readFsLog(log), out: join(job.workspace, 'out') };
      };
      const first = await night(9100);
      assert.equal(first.step.code, 0, first.step.stdout + first.step.stderr);
      const second = await night(9101);
      assert.equal(second.step.code, 0, second.step.stdout + second.step.stderr);
      const results = JSON.parse(await readFile(join(second.out, 'results.json'), 'utf8')) as Results;
      assert.equal(results.baseline?.runs.length, 1, 'compared with the first night');
      assert.match(await readFile(join(second.out, 'report.html'), 'utf8'), /"history":\[\{/);
      const ran: Ran = { code: second.step.code, stdout: '', stderr: '', fs: second.log };
      assertEachReportWrittenOnce(ran, second.out, 'Action');
      const reads = traffic(second.log, second.out).traceReads;
      // Before the publish pass: 4 times, each report twice and report.html 3 times.
      assert.equal(reads, 1, `the Action read its traces ${reads} times`);
    });
  });
});
