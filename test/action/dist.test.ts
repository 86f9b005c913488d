import { ARTIFACT_FILES } from '../../src/action/constants.ts';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { commentMarker } from '../../src/report/job-summary.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';
import { DIST_MAIN, DIST_POST, pullRequestEvent, ROOT, RunnerJob, type StepControl } from '../emulators/runner.ts';
import { BURST, parseTraces, simConfig, STEADY } from './helpers.ts';

// The acceptance test: the committed entry `node dist/index.js`, freshly
// built, run the way the runner runs it (INPUT_* variables,
// GITHUB_STEP_SUMMARY, GITHUB_OUTPUT, a pull_request event payload, the
// runtime token and results URL of the artifact service, GITHUB_API_URL)
// against the simulator: the summary file has both tables, the outputs are
// set, the artifact is in the artifact emulation, and the PR comment is
// created, then updated in place by a second run.

let sim: Simulator;
let artifacts: ArtifactService;
let rest: GitHubRest;

before(async () => {
  // Build first, so the test runs what `npm run build` makes of the sources.
  const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  build.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
  assert.equal(code, 0, `npm run build failed:\n${err}`);
  sim = await startSimulator({ port: 0 });
  artifacts = await startArtifactService();
  rest = await startGitHubRest({ repository: 'octo/bench', tokens: { 'ghs-write': 'write' } });
});
after(async () => {
  await sim?.close();
  await artifacts?.close();
  await rest?.close();
});

describe('node dist/index.js (acceptance)', () => {
  it('writes the summary, sets the outputs, uploads the artifact, and creates then updates one PR comment', async () => {
    const job = (attempt: number) =>
      RunnerJob.create({
        runId: 9001,
        attempt,
        job: `bench-${attempt}`,
        artifacts,
        apiUrl: rest.url,
        event: pullRequestEvent({ number: 7 }),
        inputs: { 'github-token': 'ghs-write', 'comment-key': 'acceptance', 'output-dir': 'bench-out' },
        files: {
          // The flag counts below are the providers' (two buffered, two failed). A busy machine can stall
          // the Action's own event loop past the 20 ms default and flag a steady request client_stalled
          // (seen: 22.6 ms); that detection has its own tests (client-stall.test.ts), so here it waits for 500 ms.
          'streamgauge.yml': simConfig(
            sim.url,
            [
              { id: 'steady', model: STEADY },
              { id: 'proxy', model: BURST },
              { id: 'limited', model: 'http-429' },
            ],
            { maxClientStallMs: 500 },
          ),
        },
      });

    const first = await (await job(1)).step(DIST_MAIN);
    assert.equal(first.code, 0, first.stdout + first.stderr);

    // The job summary: both tables, never one ranking, the per-provider verdict, the flagged list, the artifact link.
    const summary = first.summary;
    assert.match(summary, /## Post-first-content throughput \(streamed responses only\)\n[\s\S]*\| steady \|/);
    assert.match(summary, /## End-to-end throughput \(all successful responses\)\n[\s\S]*\| proxy \|/);
    assert.match(
      summary,
      /## Streaming per provider[\s\S]*\| steady \| steady:tokens=12[^|]*\| 2\/2 \| 0\/2 \| 0\/2 \| \*\*observed\*\* \|/,
    );
    assert.match(summary, /\| proxy \|[^\n]*\*\*not observed\*\*/);
    const flagged = summary.slice(summary.indexOf('## Flagged'));
    // One entry per provider, prompt and reason, with the count and every id.
    assert.match(
      flagged,
      /- \*\*buffered\*\* proxy \/ haiku, 2 requests \(`proxy\/haiku\/1`, `proxy\/haiku\/2`\): (e\.g\. )?content\\_reads/,
    );
    assert.match(
      flagged,
      /- \*\*failed\*\* limited \/ haiku, 2 requests \(`limited\/haiku\/1`, `limited\/haiku\/2`\): http\\_status: HTTP 429/,
    );
    assert.match(summary, /conservative guards/);

    // The outputs.
    const o = first.outputs;
    const name = 'streamgauge-attempt-1';
    const stored = artifacts.get(name);
    assert.equal(o['artifact-id'], String(stored.id));
    assert.equal(o['artifact-url'], `https://github.com/octo/bench/actions/runs/9001/artifacts/${stored.id}`);
    assert.ok(summary.includes(o['artifact-url']!), 'the summary links the artifact');
    assert.deepEqual([o.streamed, o.buffered, o.errors, o.flagged], ['2', '2', '2', '4']);
    assert.match(o.results!, /bench-out\/results\.json$/);
    assert.match(o.summary!, /bench-out\/summary\.md$/);

    // The artifact: traces, results, summary and the other reports of this job.
    const files = artifacts.files(name);
    // No provider of this run names a metrics_url, so there are no server samples.
    assert.deepEqual([...files.keys()].sort(), ARTIFACT_FILES.filter((f) => f !== 'server_metrics.ndjson').sort());
    assert.ok(files.has('report.html') && files.has('results.csv'));
    assert.equal(parseTraces(files.get('traces.ndjson')!.toString()).length, 6);
    assert.equal((JSON.parse(files.get('results.json')!.toString()) as Results).requests.length, 6);

    // The comment, created.
    const created = rest.comments(7);
    assert.equal(created.length, 1);
    const id = created[0]!.id;
    assert.ok(created[0]!.body.startsWith(commentMarker('acceptance')));
    // The first screen, then each other section folded on its own, in the report's order.
    assert.match(created[0]!.body, /## At a glance/);
    assert.match(
      created[0]!.body,
      /<summary>Post-first-content throughput[^<]*<\/summary>[\s\S]*<summary>End-to-end throughput[^<]*<\/summary>/,
    );
    assert.match(created[0]!.body, /attempt 1\)/);
    assert.equal(o['comment-url'], `https://github.com/octo/bench/pull/7#issuecomment-${id}`);

    // The post step finds nothing left to do.
    const post = await (await job(1)).step(DIST_POST, { state: first.state });
    assert.equal(post.code, 0, post.stdout + post.stderr);
    assert.match(post.stdout, /nothing to do/);

    // A re-run (attempt 2): its own artifact, the same comment updated in place.
    const second = await (await job(2)).step(DIST_MAIN);
    assert.equal(second.code, 0, second.stdout + second.stderr);
    assert.ok(artifacts.get('streamgauge-attempt-2'));
    const after = rest.comments(7);
    assert.equal(after.length, 1);
    assert.equal(after[0]!.id, id);
    assert.match(after[0]!.body, /attempt 2\)/);
    assert.ok(rest.requests.some((r) => r.method === 'PATCH' && r.path === `/repos/octo/bench/issues/comments/${id}`));
    assert.match(second.stdout, /updated comment/);
  });

  it('a run cancelled with SIGINT mid-stream still uploads the finished traces and the partial one', async () => {
    const job = await RunnerJob.create({
      runId: 9002,
      artifacts,
      inputs: { 'artifact-name': 'cancel' },
      files: {
        'streamgauge.yml': simConfig(sim.url, [
          { id: 'steady', model: STEADY, repetitions: 1 },
          { id: 'stalled', model: 'stall:tokens=3,ttft_ms=20,interval_ms=10', repetitions: 1 },
        ]),
      },
    });
    let onControl!: (c: StepControl) => void;
    const controlled = new Promise<StepControl>((resolve) => (onControl = resolve));
    const done = job.step(DIST_MAIN, { control: onControl });
    const control = await controlled;
    await control.waitFor(/steady\/haiku\/1: ok/);
    await sim.waitForHolding(1);
    control.kill('SIGINT');
    const step = await done;
    assert.equal(step.code, 1);
    const traces = parseTraces(artifacts.files('cancel-attempt-1').get('traces.ndjson')!.toString());
    assert.deepEqual(traces.map((t) => [t.id, t.error?.kind ?? 'ok']).sort(), [
      ['stalled/haiku/1', 'cancelled'],
      ['steady/haiku/1', 'ok'],
    ]);
  });
});
