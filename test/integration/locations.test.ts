import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { renderCommentBody } from '../../src/report/job-summary.ts';
import { readTraces } from '../../src/run/traces.ts';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { mergeOutputs } from '../../src/run/merge.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// Runs labelled with two locations, as real CLI processes against the
// simulator on loopback, merged by a third: the merge keeps each place's
// groups apart, ranks within a place, and every view shows the
// cross-location table. On loopback every place is equally near, so each
// place's config scripts its own first-token delay: the distance a runner in
// another region adds to every request.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const KEEP = process.env.SG_KEEP === '1';

function cli(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let sim: Simulator;
let dir: string;

/**
 * The same two providers from one place: `distanceMs` added to every first token. The test is about the
 * figures, not this machine: a busy machine's client stalls must not take rates out of its groups.
 */
const config = (url: string, distanceMs: number) => `defaults: { repetitions: 5, warmup: 1 }
analysis: { max_client_stall_ms: 10000 }
providers:
  - { id: fast, api: openai-chat, base_url: "${url}", model: "steady:tokens=12,ttft_ms=${10 + distanceMs},interval_ms=25" }
  - { id: slow, api: openai-chat, base_url: "${url}", model: "steady:tokens=12,ttft_ms=${60 + distanceMs},interval_ms=40" }
prompts:
  - { id: p, prompt: Say something. }
`;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-locations-'));
});
after(async () => {
  await sim.close();
  if (KEEP) console.log(dir);
  else await rm(dir, { recursive: true, force: true });
});

describe('runs from two locations', () => {
  it('merge into groups per place, ranked within each, and a cross-location table in every view', async () => {
    await writeFile(join(dir, 'eu.yml'), config(sim.url, 0));
    await writeFile(join(dir, 'us.yml'), config(sim.url, 100));
    const [eu, us] = await Promise.all([
      cli(['run', '-c', join(dir, 'eu.yml'), '-o', join(dir, 'eu'), '--location', 'eu-west']),
      cli(['run', '-c', join(dir, 'us.yml'), '-o', join(dir, 'us'), '--location', 'us-east']),
    ]);
    assert.equal(eu.code, 0, eu.stderr);
    assert.equal(us.code, 0, us.stderr);
    // One place alone shows no cross-location table.
    assert.doesNotMatch(eu.stdout, /By location/);
    const euResults = JSON.parse(await readFile(join(dir, 'eu', 'results.json'), 'utf8')) as Results;
    assert.equal(euResults.run.location, 'eu-west');
    assert.ok((await readTraces(join(dir, 'eu', 'traces.ndjson'))).every((t) => t.location === 'eu-west'));

    // --wide: the sentences below are matched on one line each; at a terminal's width they wrap.
    const merged = await cli(['merge', join(dir, 'eu'), join(dir, 'us'), '-o', join(dir, 'merged'), '--wide']);
    assert.equal(merged.code, 0, merged.stderr);
    const results = JSON.parse(await readFile(join(dir, 'merged', 'results.json'), 'utf8')) as Results;
    assert.deepEqual((results.run as { locations?: string[] }).locations, ['eu-west', 'us-east']);
    assert.deepEqual(
      results.groups.map((g) => [g.provider, g.location, g.n]),
      [
        ['fast', 'eu-west', 5],
        ['fast', 'us-east', 5],
        ['slow', 'eu-west', 5],
        ['slow', 'us-east', 5],
      ],
    );
    // Ranked within each place: fast first in both, though fast from us-east is slower to its first token than slow from eu-west.
    for (const g of results.groups)
      assert.equal(g.ranks.ttft_ms?.rank, g.provider === 'fast' ? 1 : 2, `${g.provider} @ ${g.location}`);
    assert.ok(results.groups.every((g) => g.ranks.ttft_ms?.of === 2));
    const fastUs = results.by_location!.find((e) => e.provider === 'fast' && e.location === 'us-east')!;
    const fastEu = results.by_location!.find((e) => e.provider === 'fast' && e.location === 'eu-west')!;
    assert.equal(results.by_location!.length, 4);
    // The scripted distance shows, within the loopback's jitter.
    assert.ok(Math.abs(fastUs.ttft_ms_p50! - fastEu.ttft_ms_p50! - 100) < 40, JSON.stringify([fastEu, fastUs]));
    assert.ok(fastEu.ttft_ms_ci !== null && fastEu.ttft_ms_ci.low <= fastEu.ttft_ms_p50!);
    assert.ok(
      results.requests.every((r) => r.id.endsWith(`@${r.location}`)),
      'ids stay unique per place',
    );

    const sentence =
      /fast \/ p: TTFT p50 [\d.]+ ms \[[\d.]+, [\d.]+\] from eu-west, [\d.]+ ms \[[\d.]+, [\d.]+\] from us-east/;
    // Terminal (the merge process's own output).
    assert.match(merged.stdout, /By location \(each place measured on its own/);
    assert.match(merged.stdout, sentence);
    assert.match(merged.stdout, /fast @ us-east/);
    // The lead is per place: ranks within one place are never a tie with another place's.
    assert.match(merged.stdout, /From eu-west: fast @ eu-west is fastest .* From us-east: fast @ us-east is fastest/);
    // summary.md, and the PR comment built from it.
    const summary = await readFile(join(dir, 'merged', 'summary.md'), 'utf8');
    assert.match(summary, /^## By location/m);
    assert.match(summary, /\| fast \| p \| eu-west \| 5 \|/);
    const comment = renderCommentBody(
      results,
      { artifactUrl: null, artifactName: null, runUrl: null, repository: null, sha: null },
      'default',
    ).text;
    assert.match(comment, /<summary>By location/);
    assert.match(comment, /\| slow \| p \| us-east \| 5 \|/);
    // report.html.
    const html = await readFile(join(dir, 'merged', 'report.html'), 'utf8');
    assert.match(html, /<section id="by-location">/);
    assert.match(html, /<td>slow<\/td><td>p<\/td><td>us-east<\/td>/);
  });

  it('a regression check compares each location with its own history', async () => {
    // The first test's two runs are the history: eu-west at its distance, us-east 100 ms farther.
    const history = join(dir, 'history');
    for (const place of ['eu', 'us']) {
      const added = await cli(['history', 'add', join(dir, place), '--dir', history]);
      assert.equal(added.code, 0, added.stderr);
    }
    // Tonight: us-east as always, eu-west suddenly 100 ms farther.
    await writeFile(join(dir, 'eu-far.yml'), config(sim.url, 100));
    const [eu2, us2] = await Promise.all([
      cli(['run', '-c', join(dir, 'eu-far.yml'), '-o', join(dir, 'eu2'), '--location', 'eu-west']),
      cli(['run', '-c', join(dir, 'us.yml'), '-o', join(dir, 'us2'), '--location', 'us-east']),
    ]);
    assert.equal(eu2.code, 0, eu2.stderr);
    assert.equal(us2.code, 0, us2.stderr);
    const verdict = async (out: string) => {
      const r = await cli(['compare', '--history', history, join(dir, out), '--fail-on-regression']);
      const results = JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
      const c = results.comparisons!.find((x) => x.provider === 'fast' && x.metric === 'ttft_ms')!;
      return { code: r.code, c };
    };
    const eu = await verdict('eu2');
    const us = await verdict('us2');
    // us-east against us-east only: 5 baseline values, the same distance, no change. Pooled with
    // eu-west's requests (100 ms nearer) its median would have read as a large slowdown.
    assert.equal(us.c.location, 'us-east');
    assert.equal(us.c.baseline_n, 5);
    assert.equal(us.c.verdict, 'no_change', JSON.stringify(us.c));
    assert.equal(us.code, 0);
    assert.ok(Math.abs(us.c.delta_pct!) < 30, JSON.stringify(us.c));
    // eu-west against its own history: ten times slower to the first token. (Whether one baseline run
    // of 5 values is enough to call it slower is the interval's business; the change itself is eu-west's own.)
    assert.equal(eu.c.location, 'eu-west');
    assert.equal(eu.c.baseline_n, 5);
    assert.ok(eu.c.delta_pct! > 300, JSON.stringify(eu.c));
    assert.notEqual(eu.c.verdict, 'faster');
  });

  it('load stages from two places stay apart in the merge, each with its own saturation and stage table', async () => {
    const yaml = `providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=6,ttft_ms=5,interval_ms=40" }
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 1
  stages: [{ concurrency: 1 }, { concurrency: 2 }]
`;
    const place = (location: string) =>
      runBenchmark({
        loaded: parseConfig(yaml, 'load.yml', {}),
        outDir: join(dir, `load-${location}`),
        env: {},
        location,
      });
    const [a, b] = await Promise.all([place('eu-west'), place('us-east')]);
    const merged = await mergeOutputs({
      inputs: [a.files.dir, b.files.dir],
      outDir: join(dir, 'load-merged'),
      warn: () => {},
    });
    const stages = merged.results.stages ?? [];
    assert.deepEqual(
      stages.map((s) => [s.location, s.stage, s.shards]),
      [
        ['eu-west', 0, null],
        ['eu-west', 1, null],
        ['us-east', 0, null],
        ['us-east', 1, null],
      ],
      'two places are not two shards: nothing is summed across them',
    );
    assert.deepEqual(
      merged.results.saturation?.map((s) => s.location),
      ['eu-west', 'us-east'],
    );
    const text = renderTerminal(merged.results, { color: false });
    // One stage table for each place, under the Load stages section.
    assert.match(text, /\nLoad stages\n[\s\S]*\nsim @ eu-west \/ p\n[\s\S]*\nsim @ us-east \/ p\n/);
  });

  it('an empty --location is a usage error naming the flag and the fix', async () => {
    await writeFile(join(dir, 'one.yml'), config(sim.url, 0));
    const r = await cli(['run', '-c', join(dir, 'one.yml'), '-o', join(dir, 'bad'), '--location', ' ']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--location " ": expected a short label .*Fix:/);
  });
});
