import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { run } from '../../src/action/main.ts';
import type { Results } from '../../src/analyze/types.ts';
import { readTraces } from '../../src/run/traces.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// The inputs `start-at` and `location` through the Action's run(), with the
// real @actions/core writing to the runner's files: the step waits for the
// common start (saying how long in the log), starts its stage on the
// boundary, and records the location; a self-hosted runner's name is the
// default location.

let sim: Simulator;
const saved = { ...process.env };
const cwd = process.cwd();

before(async () => {
  sim = await startSimulator({ port: 0 });
});
after(async () => {
  process.env = saved;
  process.chdir(cwd);
  process.exitCode = 0;
  await sim.close();
});

async function step(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'sg-action-start-at-'));
  await writeFile(
    join(dir, 'streamgauge.yml'),
    `providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=6,ttft_ms=5,interval_ms=40" }
prompts:
  - { id: p, prompt: Say something. }
load:
  duration_s: 1
  stages: [{ concurrency: 2 }]
`,
  );
  for (const f of ['output', 'summary.md', 'state']) await writeFile(join(dir, f), '');
  process.chdir(dir);
  process.env = {
    PATH: saved.PATH,
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_STATE: join(dir, 'state'),
    'INPUT_OUTPUT-DIR': 'out',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
    ...env,
  };
  let log = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    log += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    await run({});
  } finally {
    process.stdout.write = write;
  }
  assert.equal(process.exitCode ?? 0, 0, log);
  const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
  return { dir, log, results, traces: await readTraces(join(dir, 'out', 'traces.ndjson')) };
}

describe('the Action with start-at and location', () => {
  it('waits for start-at, saying how long, starts the stage on it, and records the location', async () => {
    const startAtEpochMs = Date.now() + 2500;
    const { log, results, traces } = await step({
      'start-at': new Date(startAtEpochMs).toISOString(),
      location: 'eu-west',
    });
    assert.match(log, /waiting [\d.]+ s for --start-at .*, the shards' common start/);
    assert.equal(results.run.location, 'eu-west');
    assert.equal(results.run.start_at?.at, new Date(startAtEpochMs).toISOString());
    assert.ok(results.run.start_at!.waited_ms > 0);
    assert.ok(traces.length > 0 && traces.every((t) => t.location === 'eu-west'));
    const stage = traces[0]!.load!;
    assert.equal(stage.planned_t0_epoch_ms, startAtEpochMs);
    // On time within what a busy machine adds to a wake-up.
    assert.ok(
      Math.abs(stage.stage_t0_epoch_ms - startAtEpochMs) < 300,
      `${stage.stage_t0_epoch_ms - startAtEpochMs} ms`,
    );
    // The simulator's Date headers gave this machine's offset against it: one clock, so near 0.
    const offset = results.run.start_at!.clock_offset!;
    assert.ok(offset.samples > 0 && offset.low_ms <= offset.high_ms);
    assert.ok(Math.abs(offset.offset_ms) < 600, JSON.stringify(offset));
    assert.equal(results.groups[0]?.location, 'eu-west');
  });

  it("takes a self-hosted runner's name as the location, and none on a GitHub-hosted runner", async () => {
    const runner = { GITHUB_ACTIONS: 'true', RUNNER_NAME: 'gpu-box-fra' };
    const selfHosted = await step({}, { ...runner, RUNNER_ENVIRONMENT: 'self-hosted' });
    assert.equal(selfHosted.results.run.location, 'gpu-box-fra');
    const hosted = await step({}, { ...runner, RUNNER_NAME: 'GitHub Actions 12', RUNNER_ENVIRONMENT: 'github-hosted' });
    assert.equal(hosted.results.run.location, undefined);
    assert.ok(hosted.traces.every((t) => t.location === undefined));
  });
});
