import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import { promisify } from 'node:util';
import type { Comparison, Results } from '../../src/analyze/types.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { percentile, sortedFinite } from '../../src/stats.ts';
import { startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';
import { pullRequestEvent, RunnerJob, SRC_MAIN, type StepResult } from '../emulators/runner.ts';
import { simConfig, STEADY } from './helpers.ts';

// The history end to end, as a runner runs the Action: simulated nightly runs
// (GITHUB_EVENT_NAME=schedule) on the default branch against the built-in
// simulator, where the second night halves provider a's speed (its per-token
// interval doubles) and leaves b alone. With `history: branch` the origin is
// a real bare git repository in a temp dir and each job's workspace a
// shallow checkout of it, as actions/checkout leaves it; with
// `history: artifacts` the earlier runs are found through the REST
// emulation and downloaded from the artifact emulation with the real
// clients. A pull request run then compares without writing.

const run = promisify(execFile);
/** No user or system git config: what the Action does must not depend on the machine's. */
const GIT_ENV = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };
const git = async (cwd: string, ...args: string[]) =>
  (await run('git', args, { cwd, env: { ...process.env, ...GIT_ENV } })).stdout.trim();

let sim: Simulator;
let artifacts: ArtifactService;
let rest: GitHubRest;
let dir: string;

before(async () => {
  // Its write and arrival logs are what b actually got from it each night (served below).
  sim = await startSimulator({ port: 0, recordWrites: true, recordArrivals: true });
  artifacts = await startArtifactService();
  rest = await startGitHubRest({
    repository: 'octo/bench',
    tokens: { 'ghs-write': 'write', 'ghs-no-actions': { issues: 'write', actions: false } },
    artifacts,
  });
  dir = await mkdtemp(join(tmpdir(), 'sg-history-'));
});
after(async () => {
  await sim.close();
  await artifacts.close();
  await rest.close();
  await rm(dir, { recursive: true, force: true });
});

const TOKENS = 16;

/**
 * Two providers, 8 measured responses each: 16 words 300 ms after the
 * request, then one every `aInterval` ms (a) or 20 ms (b), each plus up to
 * 6 ms of seeded jitter. Doubling a's interval halves both of its rates and
 * leaves its TTFT alone.
 */
const nightConfig = (aInterval: number, seed: number) => `defaults:
  repetitions: 8
  warmup: 1
  concurrency: 4
  max_tokens: 32
  timeout: { headers: 10, idle: 10, total: 60 }
# The history and its regression check are under test, not the machine: on a busy machine the
# client's own stalls (test/integration/client-stall.test.ts) would take a's rates out of a night.
analysis: { max_client_stall_ms: 10000 }
parallel_providers: 2
providers:
  - { id: a, api: openai-chat, base_url: "${sim.url}", model: "noisy:tokens=${TOKENS},ttft_ms=300,interval_ms=${aInterval},jitter_ms=6,seed=${seed}" }
  - { id: b, api: openai-chat, base_url: "${sim.url}", model: "noisy:tokens=${TOKENS},ttft_ms=300,interval_ms=20,jitter_ms=6,seed=${seed + 1}" }
prompts:
  - { id: haiku, prompt: Write a haiku. }
`;

const schedule = { name: 'schedule', payload: { schedule: '17 3 * * *' } };

/** A bare repository with a `main` branch: the origin every job's checkout fetches from. */
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

/** What actions/checkout leaves in the workspace: a shallow clone of main with origin set. */
async function checkout(job: RunnerJob, origin: string): Promise<void> {
  const ws = job.workspace;
  await git(ws, 'init', '--quiet', '--initial-branch=main');
  await git(ws, 'remote', 'add', 'origin', origin);
  await git(ws, 'fetch', '--quiet', '--depth=1', 'origin', 'main');
  await git(ws, 'checkout', '--quiet', '-B', 'main', 'FETCH_HEAD');
}

/** Entry files of the data branch on the origin, or [] when the branch does not exist. */
async function entriesOn(origin: string, branch = 'streamgauge-data'): Promise<string[]> {
  try {
    return (await git(origin, 'ls-tree', '-r', '--name-only', branch)).split('\n').filter((l) => l !== '');
  } catch {
    return [];
  }
}

/** The files of the artifact this step uploaded (every run's is named streamgauge-attempt-1). */
const uploaded = (step: StepResult): Map<string, Buffer> => {
  assert.ok(step.outputs['artifact-id'], `the step uploaded an artifact\n${step.stdout}`);
  return artifacts.filesById(Number(step.outputs['artifact-id']));
};
const readResults = (step: StepResult): Results =>
  JSON.parse(uploaded(step).get('results.json')!.toString()) as Results;

/** "a/post_first_content_tps" for every slower or faster comparison. */
const changed = (r: Results): string[] =>
  (r.comparisons ?? [])
    .filter((c) => c.verdict === 'slower' || c.verdict === 'faster')
    .map((c) => `${c.provider}/${c.metric}:${c.verdict}`)
    .sort();

/** Rows of the job summary's regression table: [provider, prompt, metric, baseline, current, change, verdict]. */
function regressionRows(summary: string): string[][] {
  const section = summary.slice(summary.indexOf('## Regression check'), summary.indexOf('## Post-first-content'));
  // The comparison table only: the section also holds the trend table (`| provider | prompt | trend |`).
  const table = section.split('\n\n').find((b) => b.startsWith('| provider | prompt | metric |')) ?? '';
  return table
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| provider') && !l.startsWith('| :--'))
    .map((l) =>
      l
        .slice(2, -2)
        .split(' | ')
        .map((c) => c.trim()),
    );
}

/** The data report.html embeds: its history is the earlier runs and this one. */
function reportData(html: string): { history: Array<{ current: boolean }> } {
  const m = /<script type="application\/json" id="sg-data">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(m, 'report.html embeds its data');
  return JSON.parse(m[1]!) as { history: Array<{ current: boolean }> };
}

const detail = (step: StepResult) => `${step.stdout}\n${step.stderr}`;

/** What the simulator itself served a provider in one night, from its own logs: medians over its responses. */
type Served = Record<'ttft_ms' | 'post_first_content_tps' | 'end_to_end_tps', number>;
/** By night (run id), then provider: filled by takeServed after each night. */
const served = new Map<number, Record<string, Served>>();

/**
 * Reads the simulator's logs since the last call as night `runId`'s: the
 * same three figures the client computes, timed by the simulator's own
 * clock from each request's arrival (write 0 is the role chunk, writes 1..TOKENS
 * the words). A provider's requests are known by their seed (a: runId, b: runId + 1).
 */
function takeServed(runId: number): void {
  const arrivals = new Map(sim.takeArrivals().map((a) => [a.requestId, a]));
  const writes = new Map<string, number[]>();
  for (const w of sim.takeWrites())
    (writes.get(w.requestId) ?? writes.set(w.requestId, []).get(w.requestId)!)[w.seq] = w.sentEpochMs;
  const figures: Record<string, Record<keyof Served, number[]>> = {};
  for (const [id, sent] of writes) {
    const arrival = arrivals.get(id);
    const seed = Number(/seed=(\d+)$/.exec(arrival?.model ?? '')?.[1]);
    if (arrival === undefined || sent.length <= TOKENS) continue;
    const provider = seed === runId ? 'a' : seed === runId + 1 ? 'b' : '?';
    const f = (figures[provider] ??= { ttft_ms: [], post_first_content_tps: [], end_to_end_tps: [] });
    f.ttft_ms.push(sent[1]! - arrival.arrivedEpochMs);
    f.post_first_content_tps.push((1000 * TOKENS) / (sent.at(-1)! - sent[1]!));
    f.end_to_end_tps.push((1000 * TOKENS) / (sent.at(-1)! - arrival.arrivedEpochMs));
  }
  const p50 = (v: number[]) => percentile(sortedFinite(v), 0.5);
  const night: Record<string, Served> = {};
  for (const [provider, f] of Object.entries(figures))
    night[provider] = {
      ttft_ms: p50(f.ttft_ms),
      post_first_content_tps: p50(f.post_first_content_tps),
      end_to_end_tps: p50(f.end_to_end_tps),
    };
  served.set(runId, night);
}

/**
 * b's changes that the simulator itself explains: b's config is the same
 * both nights, but the simulator runs in this process while the Action's
 * child runs the client, so on a busy machine its timers fire late and, seen
 * from the client, b got slower (or, when overdue words go out in a burst,
 * faster). A change of b counts as the simulator's when, by the simulator's
 * own clock, the same figure moved the same way by at least half of what the
 * client saw and at least 5% (half the 10% minimum effect); on time, it moves
 * by the jitter only (< 3%), so b must be unchanged then. Returns them as
 * changed() names them, each reported with t.diagnostic.
 */
function explainedB(r: Results, baselineRun: number, currentRun: number, t: TestContext): string[] {
  const out: string[] = [];
  for (const c of (r.comparisons ?? []).filter((x) => x.provider === 'b')) {
    if (c.verdict !== 'slower' && c.verdict !== 'faster') continue;
    const key = c.metric as keyof Served;
    const before = served.get(baselineRun)?.b?.[key];
    const now = served.get(currentRun)?.b?.[key];
    if (before === undefined || now === undefined || c.delta_pct === null) continue;
    const simPct = (100 * (now - before)) / before;
    const line =
      `b/${c.metric} ${c.verdict} (${c.baseline_p50} -> ${c.current_p50}, ${c.delta_pct.toFixed(1)}%) ` +
      `while the simulator itself served ${before.toFixed(1)} -> ${now.toFixed(1)} (${simPct.toFixed(1)}%)`;
    if (Math.sign(simPct) === Math.sign(c.delta_pct) && Math.abs(simPct) >= Math.max(5, Math.abs(c.delta_pct) / 2)) {
      t.diagnostic(`${line}: the simulator's lateness, accepted`);
      out.push(`b/${c.metric}:${c.verdict}`);
    } else t.diagnostic(`${line}: not the simulator's`);
  }
  return out;
}

/** Exactly a's two rates slower, and b unchanged but for what the simulator explains; returns that. */
function assertSlowedA(r: Results, step: StepResult, nights: [number, number], t: TestContext): string[] {
  const fromSim = explainedB(r, ...nights, t);
  const fmt = (n: number) =>
    Object.entries(served.get(n)?.b ?? {})
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ');
  t.diagnostic(`the simulator served b: baseline night ${fmt(nights[0])}; this night ${fmt(nights[1])}`);
  assert.deepEqual(
    changed(r),
    ['a/end_to_end_tps:slower', 'a/post_first_content_tps:slower', ...fromSim].sort(),
    `${JSON.stringify(r.comparisons, null, 1)}\nthe simulator served ${JSON.stringify(nights.map((n) => served.get(n)))}\n${detail(step)}`,
  );
  for (const c of (r.comparisons ?? []).filter((x: Comparison) => x.provider === 'a' && x.verdict === 'slower'))
    assert.ok(c.ci_low_pct! < c.ci_high_pct! && c.ci_high_pct! < 0, `${c.metric}: the interval excludes 0`);
  return fromSim;
}

describe('history: branch', () => {
  let origin: string;
  let nightRun = 7000;
  const night = async (
    originDir: string,
    aInterval: number,
    inputs: Record<string, string> = {},
    event: { name: string; payload: Record<string, unknown> } = schedule,
  ): Promise<{ step: StepResult; job: RunnerJob; runId: number }> => {
    const runId = nightRun++;
    const job = await RunnerJob.create({
      runId,
      artifacts,
      apiUrl: rest.url,
      event,
      workflow: '.github/workflows/nightly.yml',
      inputs: { history: 'branch', 'github-token': 'ghs-write', comment: 'auto', 'comment-key': 'history', ...inputs },
      env: GIT_ENV,
      files: { 'streamgauge.yml': nightConfig(aInterval, runId) },
    });
    await checkout(job, originDir);
    sim.takeWrites();
    sim.takeArrivals();
    const step = await job.step(SRC_MAIN);
    takeServed(runId);
    return { step, job, runId };
  };

  before(async () => {
    origin = await makeOrigin('origin');
  });

  let first: StepResult;
  let firstRun: number;
  it('the first night starts the data branch as an orphan: nothing to compare with, the run added and pushed', async () => {
    assert.deepEqual(await entriesOn(origin), [], 'no data branch yet');
    const { step, job, runId } = await night(origin, 20);
    first = step;
    firstRun = runId;
    assert.equal(step.code, 0, detail(step));
    assert.equal(step.outputs.verdict, 'none');
    assert.equal(step.outputs.regressions, '0');
    assert.match(
      step.summary,
      /## Regression check\n\nNo earlier run in the history branch `streamgauge-data` to compare with yet\./,
    );
    assert.match(step.summary, /This run was added to the history branch `streamgauge-data` \(1 entry kept\)\./);
    const entries = await entriesOn(origin);
    assert.equal(entries.length, 1);
    assert.match(
      entries[0]!,
      /^streamgauge-history\/streamgauge\/\d{4}-\d\d-\d\dT[\d-]+\.\d+Z_[0-9a-f]{10}\.results\.json$/,
    );
    // An orphan: the data branch shares no history with main and holds only the entry.
    assert.equal(await git(origin, 'rev-list', '--count', 'streamgauge-data'), '1');
    assert.equal(await git(origin, 'log', '-1', '--format=%an', 'streamgauge-data'), 'github-actions[bot]');
    // The worktree and the orphan's local branch are gone; the checkout is as it was.
    assert.equal((await git(job.workspace, 'worktree', 'list')).split('\n').length, 1);
    assert.equal(await git(job.workspace, 'branch', '--list', 'streamgauge-history-*'), '');
    assert.equal(await git(job.workspace, 'rev-parse', '--abbrev-ref', 'HEAD'), 'main');
  });

  let originB: string;
  it("the second night, a at half speed: exactly a's two rates slower, outputs set, the step succeeds", async (t) => {
    assert.ok(first, 'the first night ran');
    // The same history for the fail-on-regression night below.
    originB = join(dir, 'origin-b.git');
    await cp(origin, originB, { recursive: true });

    const { step, runId } = await night(origin, 40);
    assert.equal(step.code, 0, detail(step));
    const r = readResults(step);
    const fromSim = assertSlowedA(r, step, [firstRun, runId], t);
    const regressions = 2 + fromSim.filter((c) => c.endsWith(':slower')).length;
    assert.equal(r.baseline?.runs.length, 1);
    assert.equal(step.outputs.regressions, String(regressions));
    assert.equal(step.outputs.verdict, 'slower');

    // The summary leads with the check: slower rows first, each with its interval; everything else no change.
    const summary = step.summary;
    assert.ok(summary.indexOf('## Regression check') < summary.indexOf('## Post-first-content throughput'));
    assert.equal(summary.split('## Regression check').length, 2, 'one regression section');
    assert.doesNotMatch(summary, /## Compared with the baseline/);
    assert.ok(
      summary.includes(`**${regressions} regressions** against 1 earlier run (history branch \`streamgauge-data\`)`),
      summary,
    );
    const rows = regressionRows(summary);
    assert.equal(rows.length, 6, 'one row per provider x prompt x metric');
    const aRows = rows.filter((c) => c[0] === 'a' && c[6] !== 'no change');
    assert.deepEqual(
      aRows.map((c) => `${c[0]} ${c[2]} ${c[6]}`),
      ['a post-first-content tok/s **slower**', 'a end-to-end tok/s **slower**'],
    );
    for (const c of aRows) assert.match(c[5]!, /^-\d+(\.\d+)?% \[-\d+(\.\d+)?%, -\d+(\.\d+)?%\]$/);
    // The slower rows lead; b's rows are no change but for what the simulator explained.
    const slowerRows = rows.filter((c) => c[6] === '**slower**').length;
    assert.ok(
      rows.slice(0, slowerRows).every((c) => c[6] === '**slower**'),
      'slower rows first',
    );
    assert.deepEqual(
      rows
        .filter((c) => c[0] === 'b' && c[6] !== 'no change')
        .map((c) => c[6])
        .sort(),
      fromSim.map((c) => `**${c.split(':')[1]}**`).sort(),
    );
    assert.match(
      summary,
      /Trends over the 1 earlier run and this one[^\n]*`report.html` in the artifact \[streamgauge-attempt-1\]\(https:\/\/github.com\/octo\/bench\/actions\/runs\/\d+\/artifacts\/\d+\)/,
    );
    assert.match(summary, /This run was added to the history branch `streamgauge-data` \(2 entries kept\)\./);

    // report.html in the artifact draws the trend over both nights; the results carry the comparison.
    const files = uploaded(step);
    const data = reportData(files.get('report.html')!.toString());
    assert.deepEqual(
      data.history.map((h) => h.current),
      [false, true],
    );
    assert.match(files.get('summary.md')!.toString(), /## Compared with the baseline/);
    assert.equal((await entriesOn(origin)).length, 2);
  });

  it('with fail-on-regression the same night fails, naming what got slower, after everything is written', async (t) => {
    assert.ok(originB, 'the second night copied the history');
    const { step, runId } = await night(originB, 40, { 'fail-on-regression': 'true' });
    assert.equal(step.code, 1, detail(step));
    const error = step.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
    // Failed only at the end: the summary, outputs, artifact and history entry all exist.
    const r = readResults(step);
    const bSlower = assertSlowedA(r, step, [firstRun, runId], t).filter((c) => c.endsWith(':slower')).length;
    assert.match(
      error,
      new RegExp(
        `^::error::Regression \\(fail-on-regression is true\\): ${2 + bSlower} figure\\(s\\) slower than the baseline of 1 earlier run\\(s\\)`,
      ),
    );
    assert.match(error, /a \/ haiku post-first-content tok\/s -\d/);
    assert.match(error, /a \/ haiku end-to-end tok\/s -\d/);
    if (bSlower === 0) assert.doesNotMatch(error, /\bb \/ haiku/);
    assert.equal(step.outputs.regressions, String(2 + bSlower));
    assert.match(step.summary, new RegExp(`\\*\\*${2 + bSlower} regressions\\*\\*`));
    assert.ok(step.outputs['artifact-id']);
    assert.equal((await entriesOn(originB)).length, 2);
    assert.ok(step.stdout.indexOf('::error::') > step.stdout.indexOf('job summary written'));
  });

  it('a pull request run compares with the history and pushes nothing', async () => {
    const tip = await git(origin, 'rev-parse', 'streamgauge-data');
    const { step } = await night(origin, 20, {}, pullRequestEvent({ number: 77 }));
    assert.equal(step.code, 0, detail(step));
    const r = readResults(step);
    assert.equal(r.baseline?.runs.length, 2, 'both nights form the baseline');
    assert.notEqual(step.outputs.verdict, 'none');
    assert.match(step.summary, /against 2 earlier runs \(history branch `streamgauge-data`\)/);
    assert.match(step.summary, /Not added to the history: this is a pull request run \(pull\\_request\)/);
    assert.equal(await git(origin, 'rev-parse', 'streamgauge-data'), tip, 'nothing pushed');
    assert.equal((await entriesOn(origin)).length, 2);
    const comment = rest.comments(77);
    assert.equal(comment.length, 1);
    // Folded on its own below the comment's first screen.
    assert.match(
      comment[0]!.body,
      /<summary>Regression check<\/summary>\n\n[\s\S]*\| a \| haiku \| post-first-content tok\/s \|/,
    );
  });

  it('a malformed entry on the data branch is skipped with a warning naming it and the field; the night goes on (issue row 6)', async () => {
    // A copy of the two nights' history, with an entry that is valid JSON but a group without its fields.
    const originM = join(dir, 'origin-malformed.git');
    await cp(origin, originM, { recursive: true });
    const clone = join(dir, 'plant');
    await git(dir, 'clone', '--quiet', '--branch', 'streamgauge-data', originM, clone);
    const [kept] = await entriesOn(originM);
    const good = JSON.parse(await git(originM, 'show', `streamgauge-data:${kept!}`)) as Results;
    const broken = {
      ...good,
      run: { ...good.run, started_at: '2020-01-01T00:00:00.000Z' },
      groups: [{ provider: 'x' }],
    };
    const name = `${kept!.replace(/[^/]*$/, '')}2020-01-01T00-00-00.000Z_0123456789.results.json`;
    await writeFile(join(clone, name), JSON.stringify(broken));
    await git(clone, 'add', name);
    await git(clone, '-c', 'user.name=m', '-c', 'user.email=m@example.com', 'commit', '--quiet', '-m', 'plant');
    await git(clone, 'push', '--quiet', 'origin', 'streamgauge-data');

    const { step } = await night(originM, 20);
    assert.equal(step.code, 0, detail(step));
    assert.doesNotMatch(step.stdout + step.stderr, /TypeError|internal error/);
    assert.match(
      step.stdout,
      /::warning::.*2020-01-01T00-00-00\.000Z_0123456789\.results\.json: field "groups\[0\]\.model".*entry skipped/,
    );
    assert.equal(readResults(step).baseline?.runs.length, 2, 'the two good nights form the baseline');
    assert.match(step.summary, /This run was added to the history branch `streamgauge-data` \(4 entries kept\)\./);
  });

  it('without a git checkout the history fails the step with the fix, after the run is published', async () => {
    const job = await RunnerJob.create({
      runId: nightRun++,
      artifacts,
      event: schedule,
      inputs: { history: 'branch' },
      env: GIT_ENV,
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 1);
    assert.match(
      step.stdout,
      /::error::Reading the history \(`history: branch`\) failed: .*is not a git checkout.*actions\/checkout/,
    );
    assert.match(step.summary, /\*\*Not checked\*\*/);
    assert.ok(step.outputs['artifact-id'], 'the artifact was still uploaded');
    assert.equal(step.outputs.verdict, 'none');
  });
});

describe('history: artifacts', () => {
  const workflow = '.github/workflows/nightly.yml';
  let runId = 8100;

  async function night(
    aInterval: number,
    inputs: Record<string, string> = {},
    opts: { event?: { name: string; payload: Record<string, unknown> }; token?: string } = {},
  ): Promise<{ step: StepResult; id: number }> {
    const id = runId++;
    // GitHub lists the run while it is in progress, and as a success once it is done.
    rest.addRun({ id, workflow, headBranch: 'main', event: opts.event?.name ?? 'schedule', conclusion: null });
    const job = await RunnerJob.create({
      runId: id,
      artifacts,
      apiUrl: rest.url,
      event: opts.event ?? schedule,
      workflow,
      inputs: { history: 'artifacts', 'github-token': opts.token ?? 'ghs-write', comment: 'never', ...inputs },
      files: { 'streamgauge.yml': nightConfig(aInterval, id) },
    });
    sim.takeWrites();
    sim.takeArrivals();
    const step = await job.step(SRC_MAIN);
    takeServed(id);
    rest.addRun({
      id,
      workflow,
      headBranch: 'main',
      event: opts.event?.name ?? 'schedule',
      conclusion: step.code === 0 ? 'success' : 'failure',
    });
    return { step, id };
  }

  it("reads the earlier successful runs' artifacts of this workflow on the default branch as the baseline", async (t) => {
    const first = await night(20);
    assert.equal(first.step.code, 0, detail(first.step));
    assert.equal(first.step.outputs.verdict, 'none');
    assert.match(
      first.step.summary,
      /No earlier run in the artifacts of earlier successful runs of `nightly.yml` on `main`/,
    );

    // Runs that must not count: a failed night, a success without the artifact, and a fork's
    // pull request whose head branch is also called main.
    rest.addRun({ id: 8190, workflow, headBranch: 'main', event: 'schedule', conclusion: 'failure' });
    rest.addRun({ id: 8191, workflow, headBranch: 'main', event: 'schedule' });
    rest.addRun({ id: 8192, workflow, headBranch: 'main', event: 'pull_request', headRepository: 'stranger/bench' });
    rest.addRun({ id: 8193, workflow: '.github/workflows/other.yml', headBranch: 'main', event: 'schedule' });

    const second = await night(40);
    assert.equal(second.step.code, 0, detail(second.step));
    const r = readResults(second.step);
    const regressions =
      2 + assertSlowedA(r, second.step, [first.id, second.id], t).filter((c) => c.endsWith(':slower')).length;
    assert.deepEqual(
      r.baseline?.runs.map((b) => [b.ci_run_id, b.source]),
      [[String(first.id), `run ${first.id}, artifact streamgauge-attempt-1`]],
    );
    assert.equal(second.step.outputs.regressions, String(regressions));
    assert.equal(second.step.outputs.verdict, 'slower');
    assert.ok(
      second.step.summary.includes(
        `**${regressions} regressions** against 1 earlier run (artifacts of earlier successful runs of \`nightly.yml\` on \`main\`)`,
      ),
      second.step.summary,
    );
    assert.match(second.step.stdout, /run 8191 has no artifact 'streamgauge-attempt-A'/);

    // Exactly the endpoints the real clients call: the runs of this workflow on main that succeeded,
    // then each candidate run's artifacts and the chosen one's zip.
    const paths = rest.requests.filter((q) => q.status < 400).map((q) => q.path);
    const listing = paths.find((p) => p.startsWith('/repos/octo/bench/actions/workflows/nightly.yml/runs?'));
    assert.ok(listing, paths.join('\n'));
    const q = new URL(listing, 'http://x').searchParams;
    assert.equal(q.get('branch'), 'main');
    assert.equal(q.get('status'), 'success');
    assert.ok(paths.includes(`/repos/octo/bench/actions/runs/${first.id}/artifacts?per_page=100&page=1`));
    assert.ok(!paths.some((p) => p.startsWith('/repos/octo/bench/actions/runs/8192/')), 'the fork run was skipped');
    assert.ok(
      !paths.some((p) => p.startsWith('/repos/octo/bench/actions/runs/8190/')),
      'the failed run was not listed',
    );
    assert.ok(paths.some((p) => /^\/repos\/octo\/bench\/actions\/artifacts\/\d+\/zip$/.test(p)));

    const data = reportData(uploaded(second.step).get('report.html')!.toString());
    assert.equal(data.history.length, 2);
  });

  it('without actions: read the step fails naming the permission; the run is still published', async () => {
    const { step } = await night(
      20,
      {},
      { token: 'ghs-no-actions', event: { name: 'workflow_dispatch', payload: {} } },
    );
    assert.equal(step.code, 1);
    assert.match(
      step.stdout,
      /::error::Reading the history \(`history: artifacts`\) failed: GitHub refused to list the runs of nightly.yml.*permissions: \{ actions: read \}/,
    );
    // The event named no default branch: the Action asked the repository.
    assert.ok(rest.requests.some((q) => q.method === 'GET' && q.path === '/repos/octo/bench' && q.status === 200));
    assert.match(step.summary, /\*\*Not checked\*\*/);
    assert.ok(step.outputs['artifact-id']);
  });
});
