import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { addRunToBranch, DASHBOARD_PATHS } from '../../src/action/history.ts';
import { openBranchHistory } from '../../src/action/history-branch.ts';
import type { DashboardData } from '../../src/dashboard/data.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';
import { RunnerJob, SRC_MAIN, type StepResult } from '../emulators/runner.ts';
import { syntheticRun } from '../unit/synthetic-runs.ts';
import { simConfig, STEADY } from './helpers.ts';

// `dashboard: true` as a runner runs the Action: nightly jobs against the
// built-in simulator push their entry and the regenerated site to a data
// branch of a real bare git repository in one commit; then two jobs that
// opened the branch at the same time both land, though both rewrote
// index.html.

const run = promisify(execFile);
const GIT_ENV = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };
const git = async (cwd: string, ...args: string[]) =>
  (await run('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, maxBuffer: 64 << 20 })).stdout.trim();

let sim: Simulator;
let artifacts: ArtifactService;
let dir: string;
const saved = { ...process.env };

before(async () => {
  Object.assign(process.env, GIT_ENV);
  sim = await startSimulator({ port: 0 });
  artifacts = await startArtifactService();
  dir = await mkdtemp(join(tmpdir(), 'sg-dashboard-action-'));
});
after(async () => {
  process.env = saved;
  await sim.close();
  await artifacts.close();
  await rm(dir, { recursive: true, force: true });
});

async function makeOrigin(name: string): Promise<string> {
  const origin = join(dir, `${name}.git`);
  await git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
  const seed = join(dir, `${name}-seed`);
  await git(dir, 'init', '--quiet', '--initial-branch=main', seed);
  await git(
    seed,
    '-c',
    'user.name=t',
    '-c',
    'user.email=t@example.com',
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    'start',
  );
  await git(seed, 'push', '--quiet', origin, 'main');
  return origin;
}

async function checkoutInto(ws: string, origin: string): Promise<void> {
  await git(ws, 'init', '--quiet', '--initial-branch=main');
  await git(ws, 'remote', 'add', 'origin', origin);
  await git(ws, 'fetch', '--quiet', '--depth=1', 'origin', 'main');
  await git(ws, 'checkout', '--quiet', '-B', 'main', 'FETCH_HEAD');
}

/** The page data embedded in a benchmark page on the branch. */
async function pageData(origin: string, benchmark: string, ref = 'streamgauge-data'): Promise<DashboardData> {
  const html = await git(origin, 'show', `${ref}:benchmarks/${benchmark}/index.html`);
  const m = /<script type="application\/json" id="sg-data">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(m, 'the page embeds its data');
  return JSON.parse(m[1]!) as DashboardData;
}

const detail = (step: StepResult) => `${step.stdout}\n${step.stderr}`;

describe('dashboard: true', () => {
  let origin: string;
  let runId = 5100;
  const night = async (inputs: Record<string, string> = {}) => {
    const job = await RunnerJob.create({
      runId: runId++,
      artifacts,
      event: { name: 'schedule', payload: { schedule: '17 3 * * *' } },
      inputs: { history: 'branch', dashboard: 'true', comment: 'never', ...inputs },
      env: GIT_ENV,
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    await checkoutInto(job.workspace, origin);
    return job.step(SRC_MAIN);
  };

  before(async () => {
    origin = await makeOrigin('origin');
  });

  it('each night commits its entry and the regenerated site together', async () => {
    for (let i = 1; i <= 2; i++) {
      const step = await night();
      assert.equal(step.code, 0, detail(step));
      assert.match(step.stdout, /dashboard: 1 benchmark\(s\) written at the root of streamgauge-data/);
      // The summary's inline trend: from the second night on, one sparkline cell per run.
      assert.match(
        step.summary,
        /This run was added to the history branch `streamgauge-data` \(\d entr(y|ies) kept\)\. Its dashboard site \(`index.html` at the branch root\) was regenerated in the same commit\./,
      );
      if (i === 1) assert.doesNotMatch(step.summary, /\| trend \|/);
      else assert.match(step.summary, /\| steady \| [^|]+ \| `[▁▂▃▄▅▆▇█·]{2}` \| [\d.,]+ \| [\d.,]+ \|/);
    }
    assert.equal(await git(origin, 'rev-list', '--count', 'streamgauge-data'), '2', 'one commit a night');
    const changed = (await git(origin, 'show', '--name-only', '--format=', 'streamgauge-data')).split('\n').sort();
    assert.deepEqual(
      changed.filter((f) => !f.startsWith('streamgauge-history/')),
      ['benchmarks/streamgauge/index.html', 'index.html'],
      'the second commit rewrote the site',
    );
    assert.equal(changed.filter((f) => f.startsWith('streamgauge-history/streamgauge/')).length, 1, 'beside its entry');
    const tree = (await git(origin, 'ls-tree', '--name-only', 'streamgauge-data')).split('\n').sort();
    assert.deepEqual(tree, ['.nojekyll', 'benchmarks', 'index.html', 'streamgauge-history']);
    const data = await pageData(origin, 'streamgauge');
    assert.equal(data.runs.length, 2);
    assert.deepEqual(
      data.runs.map((r) => r.url),
      [5100, 5101].map((id) => `https://github.com/octo/bench/actions/runs/${id}/attempts/1`),
    );
    assert.deepEqual(
      data.runs.map((r) => r.artifact),
      ['streamgauge-attempt-1', 'streamgauge-attempt-1'],
    );
    assert.equal(data.groups.length, 1);
    assert.equal(data.groups[0]!.series.ttft_ms!.length, 2);
    const index = await git(origin, 'show', 'streamgauge-data:index.html');
    assert.match(index, /<title>streamgauge · octo\/bench<\/title>/);
    assert.match(index, /href="benchmarks\/streamgauge\/index.html"/);
  });

  it('a second benchmark on the same branch gets its own page; the index lists both', async () => {
    const step = await night({ 'artifact-name': 'gateway' });
    assert.equal(step.code, 0, detail(step));
    const index = await git(origin, 'show', 'streamgauge-data:index.html');
    assert.match(index, /benchmarks\/gateway\/index.html/);
    assert.match(index, /benchmarks\/streamgauge\/index.html/);
    assert.equal((await pageData(origin, 'gateway')).runs.length, 1);
    assert.equal((await pageData(origin, 'streamgauge')).runs.length, 2);
  });

  it('dashboard without history: branch is refused with the fix', async () => {
    const step = await night({ history: 'none' });
    assert.equal(step.code, 1);
    assert.match(step.stdout, /`dashboard` is true but `history` is none.*To fix this, set `history: branch`/);
  });
});

describe('addRunToBranch with the dashboard', () => {
  it('two jobs that opened the branch together both land: the second writes its entry and the site again', async () => {
    const origin = join(dir, 'race.git');
    await git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', origin);
    const seed = join(dir, 'race-seed');
    await git(dir, 'init', '--quiet', '--initial-branch=main', seed);
    await git(
      seed,
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@example.com',
      'commit',
      '--quiet',
      '--allow-empty',
      '-m',
      'x',
    );
    await git(seed, 'push', '--quiet', origin, 'main');
    const open = async (n: number, artifact: string) => {
      const ws = join(dir, `race-ws-${n}`);
      await mkdir(ws);
      await checkoutInto(ws, origin);
      return openBranchHistory({
        cwd: ws,
        branch: 'streamgauge-data',
        subdir: `streamgauge-history/${artifact}`,
        tempDir: dir,
      });
    };
    const first = await open(1, 'bench-a');
    const second = await open(2, 'bench-b');
    try {
      assert.equal(first.created && second.created, true, 'neither saw the other');
      const night = (d: number) => syntheticRun(d, `2025-05-0${d}T03:17:00.000Z`, { reps: 3 });
      const opts = { maxEntries: 100, runId: null, dashboard: { title: 'race' } };
      assert.equal(await addRunToBranch(first, night(1), opts), 1);
      // The second job's first push is refused (the branch exists now, with another index.html).
      assert.equal(await addRunToBranch(second, night(2), opts), 1);
    } finally {
      await first.close();
      await second.close();
    }
    const files = (await git(origin, 'ls-tree', '-r', '--name-only', 'streamgauge-data')).split('\n');
    assert.equal(files.filter((f) => f.startsWith('streamgauge-history/bench-a/')).length, 1);
    assert.equal(files.filter((f) => f.startsWith('streamgauge-history/bench-b/')).length, 1);
    for (const p of DASHBOARD_PATHS)
      assert.ok(
        files.some((f) => f === p || f.startsWith(`${p}/`)),
        p,
      );
    // The site at the tip knows both benchmarks: it was written after the first job's push.
    const index = await git(origin, 'show', 'streamgauge-data:index.html');
    assert.match(index, /benchmarks\/bench-a\/index.html/);
    assert.match(index, /benchmarks\/bench-b\/index.html/);
    assert.equal(await git(origin, 'rev-list', '--count', 'streamgauge-data'), '2');
  });
});
