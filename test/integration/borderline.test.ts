import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { leadSentence } from '../../src/report/sentences.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// Two identical providers against one simulator, each answering 4 words 50
// ms apart: a generation interval of about 200 ms, as a mock server with a
// 50 ms chunk interval gives. Under min_generation_s 0.2 (the default until
// borderline labels) timer jitter labelled some answers buffered and the lead
// named one provider "fastest post-first-content (rank 1 in 100% of
// resamples)". Now those labels are borderline and the lead names no
// fastest by them; under today's default (0.1 s) every answer streams and no
// label is near the line. And a run that reaches nothing exits 4, its lead
// naming the cause in full.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const MODEL = 'steady:tokens=4,ttft_ms=20,interval_ms=50';

let sim: Simulator;
let dir: string;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-borderline-'));
});

after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

async function twin(name: string, analysis: string): Promise<Results> {
  const yaml = `defaults: { repetitions: 5, warmup: 0, concurrency: 1 }
parallel_providers: 2
analysis: { ${analysis} }
providers:
  - { id: twin-a, api: openai-chat, base_url: "${sim.url}", model: "${MODEL}" }
  - { id: twin-b, api: openai-chat, base_url: "${sim.url}", model: "${MODEL}" }
prompts:
  - { id: p, prompt: Say something. }
`;
  const out = await runBenchmark({ loaded: parseConfig(yaml, `${name}.yml`, {}), outDir: join(dir, name), env: {} });
  return out.results;
}

describe('two identical providers near the buffered guard', () => {
  it('at min_generation_s 0.2 their labels are borderline and no fastest is named by them', async () => {
    const results = await twin('old-default', 'min_generation_s: 0.2, max_client_stall_ms: 10000');
    const gens = results.requests.map((r) => r.generation_ms);
    // The scripted interval is 200 ms; a late timer only adds. Within the 10% margin unless the machine paused 20 ms.
    const near = results.requests.filter((r) => r.borderline?.rule === 'generation_interval');
    assert.ok(near.length >= 8, `most answers are borderline: ${JSON.stringify(gens)}`);
    for (const r of near) {
      assert.equal(r.borderline?.threshold, 0.2);
      assert.ok(Math.abs((r.borderline?.value ?? 0) * 1000 - (r.generation_ms ?? 0)) < 1e-6);
    }
    assert.equal(
      results.groups.reduce((n, g) => n + (g.borderline ?? 0), 0),
      near.length,
    );
    const lead = leadSentence(results) ?? '';
    assert.doesNotMatch(lead, /fastest post-first-content/, lead);
    assert.match(lead, /post-first-content order is not decided|cannot order/, lead);
    // Every place a ranking gives is either shared or marked as decided by the borderline labels.
    for (const g of results.groups) {
      const place = g.ranks.post_first_content_tps;
      if (place !== null) assert.ok(place.label_sensitive === true || place.low < place.high, JSON.stringify(place));
    }
    // results.json carries the marks.
    const json = JSON.parse(await readFile(join(dir, 'old-default', 'results.json'), 'utf8')) as Results;
    assert.equal(json.requests.filter((r) => r.borderline != null).length, near.length);
  });

  it("at today's default (0.1 s) every answer streams and none is borderline", async () => {
    const results = await twin('default', 'max_client_stall_ms: 10000');
    assert.deepEqual(
      results.groups.map((g) => [g.provider, g.streamed, g.buffered, g.borderline]),
      [
        ['twin-a', 5, 0, 0],
        ['twin-b', 5, 0, 0],
      ],
    );
  });
});

describe('a run that reaches nothing', () => {
  it('exits 4 and its lead names each unreachable provider with the cause in full', async () => {
    const config = join(dir, 'unreachable.yml');
    await writeFile(
      config,
      `defaults: { repetitions: 2, warmup: 0, concurrency: 1, max_tokens: 8 }
providers:
  - { id: refused, api: openai-chat, base_url: "http://127.0.0.1:1/v1", model: m }
prompts:
  - { id: p, prompt: hi }
`,
    );
    const child = spawn(process.execPath, [BIN, 'run', '-c', config, '-o', join(dir, 'unreachable')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', COLUMNS: '60' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    assert.equal(status, 4, stderr);
    assert.match(stderr, /no request succeeded/);
    const flat = stdout.replace(/\s+/g, ' ');
    assert.match(flat, /refused: unreachable \(ECONNREFUSED 127\.0\.0\.1:1\); 2 requests failed to connect/, stdout);
    assert.match(flat, /No request succeeded, so nothing is ranked/);
    const summary = await readFile(join(dir, 'unreachable', 'summary.md'), 'utf8');
    assert.match(summary, /refused: unreachable \(ECONNREFUSED 127\.0\.0\.1:1\)/);
  });
});
