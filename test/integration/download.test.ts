import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { uploadOutput } from '../../src/action/artifact.ts';
import { parseRunRef } from '../../src/cli/download.ts';
import { runArtifactBases } from '../../src/artifacts/names.ts';
import type { Results } from '../../src/analyze/types.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { backendRunId, startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';
import { runCli } from '../support/cli.ts';

// `streamgauge download` as a user runs it: the real CLI in a child process,
// the real @actions/artifact and Octokit clients against the local
// emulations of the REST API and the artifact service. The artifacts are
// real output folders of `streamgauge run` against the simulator, uploaded
// with the Action's own upload code.

const TOKEN = 'ghs-download-secret-0123456789';

let sim: Simulator;
let service: ArtifactService;
let rest: GitHubRest;
let dir: string;
const saved = { ...process.env };

const cli = (args: string[], env: Record<string, string> = {}) =>
  runCli(args, {
    env: {
      GITHUB_API_URL: rest.url,
      // As Actions sets them: the API above is github.com's, the server of the run URLs below.
      GITHUB_SERVER_URL: 'https://github.com',
      ...env,
    },
  });

/** Uploads an output folder as artifact NAME of workflow run RUN, as the Action's job would. */
async function upload(run: number, name: string, folder: string): Promise<number> {
  process.env.ACTIONS_RUNTIME_TOKEN = service.token(backendRunId(run), `job-${name}`);
  process.env.ACTIONS_RESULTS_URL = `${service.url}/`;
  return (await uploadOutput({ dir: folder, name, retentionDays: null })).id;
}

const results = async (folder: string) => JSON.parse(await readFile(join(folder, 'results.json'), 'utf8')) as Results;

let shard1: string;
let shard2: string;
let whole: string;
let eu: string;
let us: string;
let expiredId: number;

before(async () => {
  sim = await startSimulator({ port: 0 });
  service = await startArtifactService();
  rest = await startGitHubRest({
    repository: 'octo/bench',
    tokens: { [TOKEN]: 'read' },
    artifacts: service,
    strictRuns: true,
  });
  dir = await mkdtemp(join(tmpdir(), 'sg-download-'));
  process.env.GITHUB_WORKSPACE = dir;
  const config = join(dir, 'streamgauge.yml');
  await writeFile(
    config,
    [
      'defaults: { repetitions: 2, warmup: 0, max_tokens: 32 }',
      'providers:',
      `  - { id: steady, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=8,interval_ms=30" }`,
      'prompts:',
      '  - { id: haiku, prompt: Write a haiku about rain. }',
      '  - { id: explain, prompt: Explain TTFT. }',
    ].join('\n'),
  );
  shard1 = join(dir, 's1');
  shard2 = join(dir, 's2');
  whole = join(dir, 'whole');
  eu = join(dir, 'eu');
  us = join(dir, 'us');
  const runs = await Promise.all([
    cli(['run', '-c', config, '-o', shard1, '--shard', '1/2']),
    cli(['run', '-c', config, '-o', shard2, '--shard', '2/2']),
    cli(['run', '-c', config, '-o', whole]),
    cli(['run', '-c', config, '-o', eu, '--location', 'eu-west']),
    cli(['run', '-c', config, '-o', us, '--location', 'us-east']),
  ]);
  for (const r of runs) assert.equal(r.code, 0, r.stderr);
  // Run 501: a sharded nightly (no merge job), plus an artifact of someone else's.
  await upload(501, 'nightly-shard-1-of-2-attempt-1', shard1);
  await upload(501, 'nightly-shard-2-of-2-attempt-1', shard2);
  await upload(501, 'coverage-report', whole);
  // Run 502: an unsharded run, re-run once (attempt 2 is the newer).
  await upload(502, 'gpu-pool-attempt-1', shard1);
  await upload(502, 'gpu-pool-attempt-2', whole);
  // Run 505: one benchmark from two places, no merge job.
  await upload(505, 'places@eu-west-attempt-1', eu);
  await upload(505, 'places@us-east-attempt-1', us);
  // Run 503: nothing of ours. Run 504: ours, expired.
  await upload(503, 'coverage-report', whole);
  expiredId = await upload(504, 'nightly-attempt-1', whole);
  rest.expireArtifact(expiredId);
});

after(async () => {
  process.env = saved;
  await rest.close();
  await service.close();
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

describe('streamgauge download', () => {
  it("merges one benchmark's artifacts from two places into one folder, the places kept apart", async () => {
    const out = join(dir, 'got-505');
    const ran = await cli(['download', 'octo/bench', '505', '-o', out], { GH_TOKEN: TOKEN });
    assert.equal(ran.code, 0, ran.stderr + ran.stdout);
    assert.match(ran.stdout, /places: 2 artifacts from 2 places \(eu-west, us-east\) merged -> /);
    const merged = await results(out);
    assert.deepEqual((merged.run as { locations?: string[] }).locations, ['eu-west', 'us-east']);
    assert.equal(merged.requests.length, 8);
    assert.deepEqual([...new Set(merged.by_location!.map((e) => e.location))], ['eu-west', 'us-east']);
    assert.ok(!(await readdir(out)).some((f) => f.startsWith('.')), 'the place downloads are cleaned up');
  });

  it('merges a sharded run into one folder ready for reanalyze, and never prints the token', async () => {
    const out = join(dir, 'got-501');
    const ran = await cli(['download', 'https://github.com/octo/bench/actions/runs/501', '-o', out], {
      GH_TOKEN: TOKEN,
    });
    assert.equal(ran.code, 0, ran.stderr + ran.stdout);
    assert.match(ran.stdout, /nightly: 2 shard artifacts merged -> /);
    assert.doesNotMatch(ran.stdout, /::debug::/, 'no Actions log commands outside Actions');
    const merged = await results(out);
    const expected = [...(await results(shard1)).requests, ...(await results(shard2)).requests].map((r) => r.id).sort();
    assert.deepEqual(merged.requests.map((r) => r.id).sort(), expected);
    assert.equal(merged.requests.length, 4);
    assert.ok((await readdir(out)).includes('traces.ndjson'));
    assert.ok(!(await readdir(out)).some((f) => f.startsWith('.')), 'the shard downloads are cleaned up');
    // The round trip: the downloaded run re-labels without a request.
    const re = await cli(['reanalyze', out, '-o', join(dir, 'relabelled'), '--min-generation-s', '0.5']);
    assert.equal(re.code, 0, re.stderr);
    const relabelled = await results(join(dir, 'relabelled'));
    assert.equal(relabelled.analysis.min_generation_s, 0.5);
    assert.ok(!(ran.stdout + ran.stderr + re.stdout + re.stderr).includes(TOKEN));
  });

  it('takes the latest attempt, or the attempt a URL names; OWNER/REPO ID works too', async () => {
    const latest = join(dir, 'got-502');
    const a = await cli(['download', 'octo/bench', '502', '-o', latest], { GITHUB_TOKEN: TOKEN });
    assert.equal(a.code, 0, a.stderr);
    assert.match(a.stdout, /gpu-pool: artifact 'gpu-pool-attempt-2'/);
    assert.equal((await results(latest)).requests.length, (await results(whole)).requests.length);
    const first = join(dir, 'got-502-1');
    const b = await cli(['download', 'https://github.com/octo/bench/actions/runs/502/attempts/1', '-o', first], {
      GH_TOKEN: TOKEN,
    });
    assert.equal(b.code, 0, b.stderr);
    assert.match(b.stdout, /artifact 'gpu-pool-attempt-1'/);
    assert.deepEqual(
      (await results(first)).requests.map((r) => r.id),
      (await results(shard1)).requests.map((r) => r.id),
    );
  });

  it('says what is wrong: no token, an unknown run, no streamgauge artifact, an expired one', async () => {
    const noToken = await cli(['download', 'octo/bench', '501', '-o', join(dir, 'x1')]);
    assert.equal(noToken.code, 2);
    assert.match(noToken.stderr, /set GITHUB_TOKEN or GH_TOKEN/);

    const missing = await cli(['download', 'octo/bench', '999', '-o', join(dir, 'x2')], { GH_TOKEN: TOKEN });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /run 999 of octo\/bench was not found \(HTTP 404\)/);

    const none = await cli(['download', 'octo/bench', '503', '-o', join(dir, 'x3')], { GH_TOKEN: TOKEN });
    assert.equal(none.code, 2);
    assert.match(none.stderr, /run 503 of octo\/bench has no streamgauge artifact \(found: 'coverage-report'\)/);

    const gone = await cli(['download', 'octo/bench', '504', '-o', join(dir, 'x4')], { GH_TOKEN: TOKEN });
    assert.equal(gone.code, 2);
    assert.match(gone.stderr, /artifact 'nightly-attempt-1' of run 504 of octo\/bench has expired \(HTTP 410\)/);

    const bad = await cli(['download', 'https://example.com/not-a-run', '-o', join(dir, 'x5')], { GH_TOKEN: TOKEN });
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /is not a workflow run URL/);
    for (const r of [noToken, missing, none, gone, bad]) assert.ok(!(r.stdout + r.stderr).includes(TOKEN));
  });
});

describe('download: pure parts', () => {
  it('parses run URLs (with an attempt, on GitHub Enterprise) and OWNER/REPO ID', () => {
    assert.deepEqual(parseRunRef(['https://github.com/o/r/actions/runs/12']), {
      owner: 'o',
      repo: 'r',
      runId: 12,
      attempt: null,
      host: 'github.com',
    });
    assert.deepEqual(parseRunRef(['https://ghe.example.com/o/r.js/actions/runs/12/attempts/3/']), {
      owner: 'o',
      repo: 'r.js',
      runId: 12,
      attempt: 3,
      host: 'ghe.example.com',
    });
    assert.deepEqual(parseRunRef(['o/r', '7']), { owner: 'o', repo: 'r', runId: 7, attempt: null, host: null });
    assert.throws(() => parseRunRef(['o/r', 'seven']), /run id "seven" is not a number/);
    assert.throws(() => parseRunRef([]), /download needs the run/);
  });

  it("groups a run's artifacts by benchmark name, whatever dashes the name holds", () => {
    const got = runArtifactBases([
      { name: 'gpu-pool-shard-1-of-2-attempt-1', id: 1 },
      { name: 'hosted-apis-merged-attempt-2', id: 2 },
      { name: 'gpu-pool-shard-2-of-2-attempt-1', id: 3 },
      { name: 'coverage', id: 4 },
      { name: 'a-attempt-2-attempt-1', id: 5 },
    ]);
    assert.deepEqual(
      got.map((g) => [g.base, g.artifacts.map((a) => a.id)]),
      [
        ['gpu-pool', [1, 3]],
        ['hosted-apis', [2]],
        ['a-attempt-2', [5]],
      ],
    );
  });
});
