import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { commentMarker } from '../../src/report/job-summary.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';
import { pullRequestEvent, RunnerJob, SRC_MAIN, SRC_POST, type StepControl } from '../emulators/runner.ts';
import { BURST, parseTraces, simConfig, STEADY } from './helpers.ts';

// The Action end to end, as a runner runs it: `node src/action/index.ts` (and
// post.ts) as child processes with INPUT_* variables, the event payload and
// the runner's files, against the built-in simulator, the artifact service
// emulation and the REST emulation. (test/action/dist.test.ts runs the
// bundled dist/index.js the same way.)

let sim: Simulator;
let artifacts: ArtifactService;
let rest: GitHubRest;

before(async () => {
  sim = await startSimulator({ port: 0 });
  artifacts = await startArtifactService();
  rest = await startGitHubRest({
    repository: 'octo/bench',
    tokens: { 'ghs-write': 'write', 'ghs-read': 'read' },
    artifacts,
  });
});
after(async () => {
  await sim.close();
  await artifacts.close();
  await rest.close();
});

let nextRun = 100;
const runId = () => nextRun++;

describe('secrets', () => {
  it('never writes an API key anywhere, though the provider echoes it back', async () => {
    const key = `sk-sg-${randomBytes(16).toString('hex')}`;
    const job = await RunnerJob.create({
      runId: runId(),
      artifacts,
      apiUrl: rest.url,
      event: pullRequestEvent({ number: 31 }),
      inputs: { 'github-token': 'ghs-write', 'comment-key': 'secrets' },
      env: { SG_SECRET_KEY: key },
      files: {
        'streamgauge.yml': simConfig(sim.url, [
          { id: 'steady', model: STEADY },
          { id: 'keyed', model: 'echo-key', keyEnv: 'SG_SECRET_KEY' },
        ]),
      },
    });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 0, step.stdout + step.stderr);

    // The provider really echoed it: the traces hold the 401 with the key masked.
    const files = artifacts.files(step.state['artifact-name']!);
    const keyed = parseTraces(files.get('traces.ndjson')!.toString()).filter((t) => t.provider === 'keyed');
    assert.equal(keyed.length, 2);
    for (const t of keyed) {
      assert.equal(t.http.status, 401);
      assert.match(t.error?.message ?? '', /\*\*\*/);
    }

    // Masked with core.setSecret before any request: the runner hides it from the log from then on.
    const lines = step.stdout.split('\n');
    const mask = lines.indexOf(`::add-mask::${key}`);
    const firstRequest = lines.findIndex((l) => / requests \(/.test(l));
    assert.ok(mask >= 0 && firstRequest > mask, 'add-mask comes before the first request');

    const everywhere: Array<[string, string]> = [
      ['stdout (the add-mask command aside)', lines.filter((l) => !l.startsWith('::add-mask::')).join('\n')],
      ['stderr', step.stderr],
      ['job summary', step.summary],
      ['GITHUB_OUTPUT', step.raw.output],
      ['GITHUB_STATE', step.raw.state],
      ['artifact zip', artifacts.get(step.state['artifact-name']!).blob!.toString('latin1')],
      ...[...files].map(([name, data]): [string, string] => [`artifact ${name}`, data.toString()]),
      ...rest.comments(31).map((c): [string, string] => ['PR comment', c.body]),
    ];
    const outDir = step.state['out-dir']!;
    for (const name of await readdir(outDir))
      everywhere.push([`output ${name}`, await readFile(join(outDir, name), 'utf8')]);
    assert.ok(rest.comments(31).length === 1, 'the comment was written');
    for (const [where, text] of everywhere) {
      if (where !== 'stderr') assert.ok(text.length > 0, `${where} is not empty`);
      for (const form of [key, key.slice(6), encodeURIComponent(key)])
        assert.ok(!text.includes(form), `the key leaked into ${where}`);
    }
  });
});

describe('run mode', () => {
  it('runs outside GitHub Actions: no upload (a notice), summary and outputs still written', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      inputs: { 'output-dir': 'out' },
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 0, step.stdout + step.stderr);
    assert.match(step.stdout, /::notice::Artifact upload skipped: not running in a GitHub Actions job/);
    assert.equal(step.outputs['artifact-id'], '');
    assert.equal(step.outputs.results, join(job.workspace, 'out', 'results.json'));
    assert.equal(step.outputs.streamed, '2');
    // Two requests, fewer than the 3 the intervals and ranks need: the run is not to be believed, and says why.
    const results = JSON.parse(await readFile(step.outputs.results!, 'utf8')) as Results;
    assert.equal(step.outputs.validity, 'untrusted');
    assert.ok(
      results.run.validity?.reasons.some((r) => r.signal === 'too_few_samples'),
      JSON.stringify(results.run),
    );
    assert.match(step.summary, /## Post-first-content throughput/);
    assert.match(step.stdout, /No pull request to comment on: the event is push/);
  });

  it('applies threshold overrides from the inputs', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      inputs: { 'min-content-reads': '100' },
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 0, step.stdout + step.stderr);
    const results = JSON.parse(await readFile(step.outputs.results!, 'utf8')) as Results;
    assert.equal(results.analysis.min_content_reads, 100);
    // 12 content reads < 100: every response now counts as buffered.
    assert.equal(step.outputs.buffered, '2');
    assert.equal(step.outputs.streamed, '0');
  });

  it('fails with every input problem listed, naming the input and the fix', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      inputs: { shard: '4/3', comment: 'sometimes', 'max-plausible-tps': '-1' },
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    const before = sim.requestCount();
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 1);
    const error = step.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
    assert.match(error, /3 problems/);
    assert.match(error, /Invalid shard '4\/3'\. Expected I\/N/);
    assert.match(error, /Invalid comment 'sometimes'/);
    assert.match(error, /Invalid max-plausible-tps '-1'/);
    assert.equal(sim.requestCount(), before, 'nothing was sent');
  });

  it('fails on a config error without sending a request', async () => {
    const job = await RunnerJob.create({ runId: runId(), inputs: { config: 'missing.yml' } });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 1);
    assert.match(step.stdout, /::error::The config 'missing\.yml' has 1 problem\(s\); nothing was sent/);
  });
});

describe('a provider whose key variable is not set (on-missing-key)', () => {
  const config = () =>
    simConfig(sim.url, [
      { id: 'steady', model: STEADY },
      { id: 'keyed', model: STEADY, keyEnv: 'SG_UNSET_KEY' },
    ]);

  it('skip (the default): warns naming it and the variable, runs the others, lists it as skipped', async () => {
    const job = await RunnerJob.create({ runId: runId(), files: { 'streamgauge.yml': config() } });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 0, step.stdout + step.stderr);
    assert.match(step.stdout, /::warning::provider "keyed" skipped: SG_UNSET_KEY is not set/);
    const results = JSON.parse(await readFile(step.outputs.results!, 'utf8')) as Results;
    assert.deepEqual(results.run.skipped_providers, [{ provider: 'keyed', reason: 'SG_UNSET_KEY is not set' }]);
    assert.deepEqual([...new Set(results.requests.map((r) => r.provider))], ['steady']);
    assert.match(step.summary, /1 provider skipped, not measured.*`keyed` \(SG\\_UNSET\\_KEY is not set\)/);
    const md = await readFile(join(step.state['out-dir']!, 'summary.md'), 'utf8');
    assert.match(md, /1 provider skipped, not measured/);
  });

  it('skip with no key at all: fails, naming the secrets, not the checkout', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      files: {
        'streamgauge.yml': simConfig(sim.url, [{ id: 'keyed', model: STEADY, keyEnv: 'SG_UNSET_KEY' }]),
      },
    });
    const before = sim.requestCount();
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 1);
    assert.match(step.stdout, /::error::1 API key variable is unset or empty; nothing was sent/);
    assert.match(step.stdout, /No provider has its API key, so nothing could run\..*secrets\./);
    assert.doesNotMatch(step.stdout, /actions\/checkout|check out the repository/);
    assert.equal(sim.requestCount(), before, 'nothing was sent');
  });

  it('fail: the step fails at once, pointing at on-missing-key: skip', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      inputs: { 'on-missing-key': 'fail' },
      files: { 'streamgauge.yml': config() },
    });
    const before = sim.requestCount();
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 1);
    assert.match(step.stdout, /SG_UNSET_KEY is not set/);
    assert.match(step.stdout, /skip the others: `on-missing-key:` skip/);
    assert.doesNotMatch(step.stdout, /actions\/checkout/);
    assert.equal(sim.requestCount(), before, 'nothing was sent');
  });
});

describe('pull request comment', () => {
  it('on a fork pull request (read-only token) skips the comment with a notice and succeeds', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      artifacts,
      apiUrl: rest.url,
      event: pullRequestEvent({ number: 41, headRepository: 'stranger/bench' }),
      inputs: { 'github-token': 'ghs-read' },
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 0, step.stdout + step.stderr);
    assert.match(step.stdout, /::notice::No pull request comment: this pull request comes from a fork/);
    assert.equal(rest.comments(41).length, 0);
    assert.ok(rest.requests.some((r) => r.method === 'POST' && r.path.includes('/issues/41/') && r.status === 403));
    assert.ok(step.outputs['artifact-id'], 'the artifact was still uploaded');
  });

  it('comment: never writes none on a pull request', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      apiUrl: rest.url,
      event: pullRequestEvent({ number: 43 }),
      inputs: { 'github-token': 'ghs-write', comment: 'never' },
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 0, step.stdout + step.stderr);
    assert.equal(rest.comments(43).length, 0);
  });
});

describe('cancellation', () => {
  const config = () =>
    simConfig(sim.url, [
      { id: 'steady', model: STEADY },
      { id: 'stalled', model: 'stall:tokens=3,ttft_ms=20,interval_ms=10', repetitions: 1 },
    ]);
  const bothSteadyDone =
    /steady\/haiku\/1: ok[\s\S]*steady\/haiku\/2: ok|steady\/haiku\/2: ok[\s\S]*steady\/haiku\/1: ok/;

  it('SIGINT mid-stream still uploads the finished traces and the partial one', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      artifacts,
      inputs: { 'artifact-name': 'cancelled' },
      files: { 'streamgauge.yml': config() },
    });
    let onControl!: (c: StepControl) => void;
    const controlled = new Promise<StepControl>((resolve) => (onControl = resolve));
    const stepDone = job.step(SRC_MAIN, { control: onControl });
    const control = await controlled;
    // The stalled stream has written all it will and holds the connection; both steady requests are done.
    await control.waitFor(bothSteadyDone);
    await sim.waitForHolding(1);
    control.kill('SIGINT');
    const step = await stepDone;
    assert.equal(step.code, 1, 'a cancelled run fails the step');
    assert.match(step.stdout, /::error::The run was cancelled \(SIGINT\)/);

    const name = step.state['artifact-name']!;
    assert.equal(name, 'cancelled-attempt-1');
    assert.equal(step.state['artifact-id'], String(artifacts.get(name).id));
    const files = artifacts.files(name);
    const traces = parseTraces(files.get('traces.ndjson')!.toString());
    assert.deepEqual(traces.map((t) => t.id).sort(), ['stalled/haiku/1', 'steady/haiku/1', 'steady/haiku/2']);
    const partial = traces.find((t) => t.provider === 'stalled')!;
    assert.equal(partial.error?.kind, 'cancelled');
    assert.ok(partial.content_reads >= 1, 'the partial trace keeps what arrived before the cancel');
    for (const t of traces.filter((x) => x.provider === 'steady')) assert.equal(t.error, null);
    const results = JSON.parse(files.get('results.json')!.toString()) as Results;
    assert.equal(results.requests.length, 3);

    // The post step finds the upload done.
    const post = await job.step(SRC_POST, { state: step.state });
    assert.equal(post.code, 0);
    assert.match(post.stdout, /The main step uploaded artifact cancelled-attempt-1/);
    assert.equal(artifacts.artifacts().filter((a) => a.name === name).length, 1);
  });

  it('the post step uploads the traces a killed main step left', async () => {
    const job = await RunnerJob.create({
      runId: runId(),
      artifacts,
      inputs: { 'artifact-name': 'killed' },
      files: { 'streamgauge.yml': config() },
    });
    let onControl!: (c: StepControl) => void;
    const controlled = new Promise<StepControl>((resolve) => (onControl = resolve));
    const stepDone = job.step(SRC_MAIN, { control: onControl });
    const control = await controlled;
    await control.waitFor(bothSteadyDone);
    await sim.waitForHolding(1);
    control.kill('SIGKILL');
    const step = await stepDone;
    assert.equal(step.signal, 'SIGKILL');
    assert.equal(step.state['artifact-id'], undefined, 'the main step never uploaded');

    const post = await job.step(SRC_POST, { state: step.state });
    assert.equal(post.code, 0, post.stdout + post.stderr);
    assert.match(post.stdout, /::notice::The main step did not upload its artifact/);
    const files = artifacts.files('killed-attempt-1');
    assert.deepEqual([...files.keys()], ['traces.ndjson']);
    assert.deepEqual(
      parseTraces(files.get('traces.ndjson')!.toString())
        .map((t) => t.id)
        .sort(),
      ['steady/haiku/1', 'steady/haiku/2'],
    );
  });

  it('the post step does nothing when the main step stopped before choosing an output folder', async () => {
    const job = await RunnerJob.create({ runId: runId(), artifacts });
    const post = await job.step(SRC_POST, { state: {} });
    assert.equal(post.code, 0);
    assert.match(post.stdout, /nothing to upload/);
  });
});

describe('sharding across jobs', () => {
  const providers = [
    { id: 'steady', model: STEADY },
    { id: 'proxy', model: BURST },
  ];
  const prompts = ['haiku', 'limerick'];
  const expected = providers
    .flatMap((p) => prompts.flatMap((q) => [1, 2, 3].map((rep) => `${p.id}/${q}/${rep}`)))
    .sort();

  it('N shard jobs upload one artifact each; a merge job merges them: every request once, re-runs included', async () => {
    const run = runId();
    const config = simConfig(sim.url, providers, { prompts, repetitions: 3, warmup: 1 });
    const shardJob = (i: number, attempt = 1) =>
      RunnerJob.create({
        runId: run,
        attempt,
        job: `shard-${i}-attempt-${attempt}`,
        artifacts,
        inputs: { shard: `${i}/3`, comment: 'never' },
        files: { 'streamgauge.yml': config },
      }).then((job) => job.step(SRC_MAIN));
    const shards = await Promise.all([1, 2, 3].map((i) => shardJob(i)));
    for (const s of shards) assert.equal(s.code, 0, s.stdout + s.stderr);
    assert.deepEqual(
      shards.map((s) => s.state['artifact-name']),
      [
        'streamgauge-shard-1-of-3-attempt-1',
        'streamgauge-shard-2-of-3-attempt-1',
        'streamgauge-shard-3-of-3-attempt-1',
      ],
    );
    // A re-run of shard 2 (attempt 2) while attempt 1's artifact exists: no name clash.
    const rerun = await shardJob(2, 2);
    assert.equal(rerun.code, 0, rerun.stdout + rerun.stderr);
    assert.equal(rerun.state['artifact-name'], 'streamgauge-shard-2-of-3-attempt-2');

    const merge = await RunnerJob.create({
      runId: run,
      attempt: 2,
      job: 'merge',
      artifacts,
      apiUrl: rest.url,
      event: pullRequestEvent({ number: 51 }),
      inputs: { mode: 'merge', 'github-token': 'ghs-write', 'comment-key': 'sharded' },
    }).then((job) => job.step(SRC_MAIN));
    assert.equal(merge.code, 0, merge.stdout + merge.stderr);
    assert.doesNotMatch(merge.stdout, /::warning::/);

    const files = artifacts.files('streamgauge-merged-attempt-2');
    const traces = parseTraces(files.get('traces.ndjson')!.toString());
    const measured = traces.filter((t) => !t.warmup).map((t) => t.id);
    assert.deepEqual([...measured].sort(), expected, 'every measured request exactly once');
    const results = JSON.parse(files.get('results.json')!.toString()) as Results & {
      run: { merged: Array<{ dir: string; shard: { index: number } }> };
    };
    assert.equal(
      results.groups.reduce((n, g) => n + g.n, 0),
      12,
    );
    assert.deepEqual(
      results.run.merged.map((m) => m.dir.split('/').pop()),
      [
        'streamgauge-shard-1-of-3-attempt-1',
        'streamgauge-shard-2-of-3-attempt-2',
        'streamgauge-shard-3-of-3-attempt-1',
      ],
    );
    // The merged counts are the sums over the shards merged (shard 2 from its re-run): each request counted once.
    const n = (o: Record<string, string>, k: string) => Number(o[k]);
    const merged = [shards[0]!, rerun, shards[2]!];
    for (const k of ['streamed', 'buffered', 'errors', 'flagged'])
      assert.equal(
        n(merge.outputs, k),
        merged.reduce((sum, s) => sum + n(s.outputs, k), 0),
        k,
      );
    assert.equal(n(merge.outputs, 'streamed') + n(merge.outputs, 'buffered') + n(merge.outputs, 'errors'), 12);
    assert.match(merge.summary, /3 shards merged/);
    const comments = rest.comments(51);
    assert.equal(comments.length, 1);
    assert.ok(comments[0]!.body.startsWith(commentMarker('sharded')));
  });

  it('a merge with a shard missing fails, naming it', async () => {
    const run = runId();
    const config = simConfig(sim.url, providers, { prompts, repetitions: 1 });
    const shards = await Promise.all(
      [1, 3].map((i) =>
        RunnerJob.create({
          runId: run,
          job: `shard-${i}`,
          artifacts,
          inputs: { shard: `${i}/3` },
          files: { 'streamgauge.yml': config },
        }).then((job) => job.step(SRC_MAIN)),
      ),
    );
    for (const s of shards) assert.equal(s.code, 0, s.stdout + s.stderr);
    const merge = await RunnerJob.create({ runId: run, job: 'merge', artifacts, inputs: { mode: 'merge' } });
    const step = await merge.step(SRC_MAIN);
    assert.equal(step.code, 1);
    assert.match(step.stdout, /::error::Shard 2\/3 of 'streamgauge' uploaded no artifact/);
  });

  it('merge mode outside GitHub Actions fails with the CLI alternative', async () => {
    const job = await RunnerJob.create({ runId: runId(), inputs: { mode: 'merge' } });
    const step = await job.step(SRC_MAIN);
    assert.equal(step.code, 1);
    assert.match(step.stdout, /streamgauge merge OUT1 OUT2/);
  });
});

describe('locations across jobs', () => {
  it("jobs in two places upload under one artifact-name; one merge job merges every place's artifacts into the cross-location result", async () => {
    const run = runId();
    const config = simConfig(sim.url, [{ id: 'steady', model: STEADY }], { repetitions: 4 });
    const job = (name: string, inputs: Record<string, string>, env: Record<string, string> = {}) =>
      RunnerJob.create({
        runId: run,
        job: name,
        artifacts,
        inputs: { comment: 'never', ...inputs },
        env,
        files: { 'streamgauge.yml': config },
      }).then((j) => j.step(SRC_MAIN));
    // eu-west from the input; us-east as a self-hosted runner's name (the default location), in two shards.
    const usRunner = { RUNNER_ENVIRONMENT: 'self-hosted', RUNNER_NAME: 'us-east' };
    const jobs = await Promise.all([
      job('eu', { location: 'eu-west' }),
      job('us-1', { shard: '1/2' }, usRunner),
      job('us-2', { shard: '2/2' }, usRunner),
    ]);
    for (const j of jobs) assert.equal(j.code, 0, j.stdout + j.stderr);
    assert.deepEqual(
      jobs.map((j) => j.state['artifact-name']),
      [
        'streamgauge@eu-west-attempt-1',
        'streamgauge@us-east-shard-1-of-2-attempt-1',
        'streamgauge@us-east-shard-2-of-2-attempt-1',
      ],
    );
    // A job alone shows no cross-location table.
    assert.doesNotMatch(jobs[0]!.summary, /## By location/);

    const merge = await RunnerJob.create({ runId: run, job: 'merge', artifacts, inputs: { mode: 'merge' } }).then((j) =>
      j.step(SRC_MAIN),
    );
    assert.equal(merge.code, 0, merge.stdout + merge.stderr);
    assert.match(merge.stdout, /merged 3 artifact\(s\) from 2 places \(eu-west, us-east\): 8 requests/);
    assert.equal(merge.state['artifact-name'], 'streamgauge-merged-attempt-1');

    const files = artifacts.files('streamgauge-merged-attempt-1');
    const results = JSON.parse(files.get('results.json')!.toString()) as Results & {
      run: { locations?: string[]; merged: Array<{ dir: string }> };
    };
    assert.deepEqual(results.run.locations, ['eu-west', 'us-east']);
    assert.deepEqual(
      results.run.merged.map((m) => m.dir.split('/').pop()),
      [
        'streamgauge@eu-west-attempt-1',
        'streamgauge@us-east-shard-1-of-2-attempt-1',
        'streamgauge@us-east-shard-2-of-2-attempt-1',
      ],
    );
    assert.deepEqual(
      results.groups.map((g) => [g.provider, g.location, g.n]),
      [
        ['steady', 'eu-west', 4],
        ['steady', 'us-east', 4],
      ],
    );
    assert.deepEqual(
      results.by_location!.map((e) => [e.provider, e.location, e.n]),
      [
        ['steady', 'eu-west', 4],
        ['steady', 'us-east', 4],
      ],
    );
    // The job summary (and the artifact's summary.md) carry the cross-location table and its sentence.
    // An interval of figures keeps its brackets plain in markdown (no link can form from it).
    const ci = String.raw` \[[\d.]+, [\d.]+\]`;
    const sentence = new RegExp(
      String.raw`steady / haiku: TTFT p50 [\d.]+ ms${ci} from eu-west, [\d.]+ ms${ci} from us-east`,
    );
    for (const summary of [merge.summary, files.get('summary.md')!.toString()]) {
      assert.match(summary, /^## By location/m);
      assert.match(summary, /\| steady \| haiku \| eu-west \| 4 \|/);
      assert.match(summary, /\| steady \| haiku \| us-east \| 4 \|/);
      assert.match(summary, sentence);
    }
  });

  it('a place missing a shard fails the merge, naming the place', async () => {
    const run = runId();
    const config = simConfig(sim.url, [{ id: 'steady', model: STEADY }], { repetitions: 2 });
    const steps = await Promise.all(
      [
        { location: 'eu-west', shard: '1/2' },
        { location: 'eu-west', shard: '2/2' },
        { location: 'us-east', shard: '1/2' },
      ].map((inputs, i) =>
        RunnerJob.create({
          runId: run,
          job: `bench-${i}`,
          artifacts,
          inputs: { comment: 'never', ...inputs },
          files: { 'streamgauge.yml': config },
        }).then((j) => j.step(SRC_MAIN)),
      ),
    );
    for (const s of steps) assert.equal(s.code, 0, s.stdout + s.stderr);
    const merge = await RunnerJob.create({ runId: run, job: 'merge', artifacts, inputs: { mode: 'merge' } }).then((j) =>
      j.step(SRC_MAIN),
    );
    assert.equal(merge.code, 1);
    assert.match(merge.stdout, /::error::Shard 2\/2 of 'streamgauge' from us-east uploaded no artifact/);
  });
});

describe('workflow_run pattern', () => {
  it("a trusted workflow merges another run's artifact through the REST API and comments", async () => {
    const prRun = runId();
    const pr = await RunnerJob.create({
      runId: prRun,
      artifacts,
      apiUrl: rest.url,
      event: pullRequestEvent({ number: 61, headRepository: 'stranger/bench' }),
      inputs: { comment: 'never' },
      files: { 'streamgauge.yml': simConfig(sim.url, [{ id: 'steady', model: STEADY }]) },
    });
    const first = await pr.step(SRC_MAIN);
    assert.equal(first.code, 0, first.stdout + first.stderr);

    const trusted = await RunnerJob.create({
      runId: runId(),
      artifacts,
      apiUrl: rest.url,
      event: { name: 'workflow_run', payload: { workflow_run: { id: prRun } } },
      inputs: {
        mode: 'merge',
        'run-id': String(prRun),
        'pr-number': '61',
        'github-token': 'ghs-write',
        'upload-traces': 'false',
      },
    });
    const step = await trusted.step(SRC_MAIN);
    assert.equal(step.code, 0, step.stdout + step.stderr);
    assert.ok(rest.requests.some((r) => r.path.startsWith(`/repos/octo/bench/actions/runs/${prRun}/artifacts`)));
    const comments = rest.comments(61);
    assert.equal(comments.length, 1);
    assert.match(comments[0]!.body, /<summary>End-to-end throughput \(all successful responses\)<\/summary>/);
    assert.equal(step.outputs.streamed, '2');
  });
});
