import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { run } from '../../src/action/main.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { parseFileCommands } from '../emulators/runner.ts';

// A config with load: through the Action's run(), as the entry calls it:
// the stages run, the job summary carries the stage table and the
// saturation line.

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

describe('the Action with a load config', () => {
  it('runs the sweep and puts the stage table and saturation in the job summary', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-action-load-'));
    await writeFile(
      join(dir, 'streamgauge.yml'),
      `providers:
  - { id: gpu, api: openai-chat, base_url: "${sim.url}", model: "capacity:tokens=12,slots=2,step_ms=20,step_per_stream_ms=5" }
prompts:
  - { id: chat, synthetic: { input_tokens: 128, output_tokens: 12, seed: 4 } }
load:
  duration_s: 0.8
  sweep: { over: concurrency, values: [1, 3] }
  slo: { ttft_ms: 250 }
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
    };
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = (() => true) as typeof process.stdout.write;
    try {
      await run({});
    } finally {
      process.stdout.write = write;
    }
    assert.equal(process.exitCode ?? 0, 0);
    const summary = await readFile(join(dir, 'summary.md'), 'utf8');
    assert.match(summary, /## Load stages/);
    assert.match(summary, /\| 0 \| c=1 \|/);
    assert.match(summary, /\| 1 \| c=3 \|/);
    assert.match(summary, /Saturation: [\d.,]+ output tok\/s at stage/);
    assert.match(summary, /Within the SLO \(TTFT &lt;= 250 ms for 95\.0% of requests\) up to stage 0 \(c=1\)/);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as {
      stages: Array<{ label: string }>;
      saturation: Array<{ slo_stage: number | null }>;
    };
    assert.deepEqual(
      results.stages.map((s) => s.label),
      ['c=1', 'c=3'],
    );
    assert.equal(results.saturation[0]?.slo_stage, 0);
    const outputs = parseFileCommands(await readFile(join(dir, 'output'), 'utf8'));
    assert.equal(outputs.errors, '0');
  });
});
