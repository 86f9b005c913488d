import assert from 'node:assert/strict';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { buildPlan } from '../../src/config/plan.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { mergeOutputs, MergeError, type MergedRunInfo } from '../../src/run/merge.ts';
import { readTraces } from '../../src/run/traces.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// mergeOutputs over real shard outputs: N shards of one config run by the
// engine against the simulator, merged; every measured request exactly once,
// nothing counted twice; then the refusals and warnings.

let sim: Simulator;
let root: string;
const SHARDS = 3;
let shardDirs: string[] = [];
let unsharded: Results;
let configText: string;

// steady streams for 280 ms, well past the 0.1 s a stream needs: at 5 ms a token (35 ms) its verdict
// hung on the machine, and a busy one stretched a stream past 0.1 s in one run and not the other.
const config = (url: string, extra = '') => `
defaults: { repetitions: 3, warmup: 1, max_tokens: 32, timeout: { headers: 10, idle: 10, total: 60 } }
parallel_providers: 4
${extra}
providers:
  - { id: steady, api: openai-chat, base_url: ${url}, model: "steady:tokens=8,interval_ms=40,ttft_ms=10" }
  - { id: proxy, api: openai-chat, base_url: ${url}, model: "burst:tokens=8,delay_ms=10" }
  - { id: limited, api: openai-chat, base_url: ${url}, model: http-429 }
prompts:
  - { id: haiku, prompt: Write a haiku. }
  - { id: limerick, prompt: Write a limerick. }
`;

const expectedIds = (text: string): string[] =>
  buildPlan(parseConfig(text, 'sg.yml', {}).config, { nonce: () => 'x' })
    .requests.filter((r) => !r.warmup)
    .map((r) => r.id)
    .sort();

const quiet = () => {};

before(async () => {
  sim = await startSimulator({ port: 0 });
  root = await mkdtemp(join(tmpdir(), 'sg-merge-'));
  configText = config(sim.url);
  const loaded = parseConfig(configText, 'sg.yml', {});
  shardDirs = await Promise.all(
    Array.from({ length: SHARDS }, async (_, k) => {
      const outDir = join(root, `shard-${k + 1}`);
      await runBenchmark({ loaded, outDir, shard: { index: k + 1, count: SHARDS }, env: {} });
      return outDir;
    }),
  );
  unsharded = (await runBenchmark({ loaded, outDir: join(root, 'whole'), env: {} })).results;
});
after(async () => {
  await sim.close();
  await rm(root, { recursive: true, force: true });
});

describe('mergeOutputs: shards of one run', () => {
  it('has every measured request exactly once, nothing counted twice', async () => {
    const { results, files, warnings } = await mergeOutputs({ inputs: shardDirs, outDir: join(root, 'merged') });
    assert.deepEqual(warnings, []);
    const expected = expectedIds(configText);
    assert.equal(expected.length, 3 * 2 * 3);
    const measured = results.requests.filter((r) => !r.warmup).map((r) => r.id);
    assert.deepEqual([...measured].sort(), expected);
    assert.equal(new Set(measured).size, measured.length);

    // The files on disk say the same.
    const traces = await readTraces(files.traces);
    assert.deepEqual(traces.map((t) => t.id).sort(), results.requests.map((r) => r.id).sort());
    const onDisk = JSON.parse(await readFile(files.results, 'utf8')) as Results;
    assert.equal(onDisk.requests.length, results.requests.length);
    assert.match(await readFile(files.summary, 'utf8'), /## Post-first-content throughput/);

    // Per group: n is the number of reps, and the counts add up to n; the same groups as an unsharded run.
    for (const g of results.groups) {
      assert.equal(g.n, 3, `${g.provider}/${g.prompt}`);
      assert.equal(g.streamed + g.buffered + g.errors, g.n);
    }
    const key = (g: {
      provider: string;
      prompt: string;
      n: number;
      streamed: number;
      buffered: number;
      errors: number;
    }) => `${g.provider}/${g.prompt} n${g.n} s${g.streamed} b${g.buffered} e${g.errors}`;
    assert.deepEqual(results.groups.map(key).sort(), unsharded.groups.map(key).sort());

    // Each shard's warmups are kept (with their @shardI ids) and counted nowhere.
    const warmups = results.requests.filter((r) => r.warmup).map((r) => r.id);
    assert.ok(warmups.length > 0 && warmups.every((id) => /\/warmup-1@shard[123]$/.test(id)));
    assert.equal(results.flagged.filter((f) => f.id.includes('warmup')).length, 0);
  });

  it('records the shards merged in the run info', async () => {
    const { results } = await mergeOutputs({ inputs: shardDirs, outDir: join(root, 'merged-info') });
    const run = results.run as MergedRunInfo;
    assert.equal(run.shard, null);
    assert.deepEqual(
      run.merged.map((m) => m.shard),
      [1, 2, 3].map((index) => ({ index, count: 3 })),
    );
    assert.deepEqual(
      run.merged.map((m) => m.dir),
      shardDirs,
    );
    const total = run.merged.reduce((n, m) => n + m.traces, 0);
    assert.equal(total, results.requests.length);
    assert.ok(run.started_at <= run.finished_at);
    const written = JSON.parse(await readFile(join(root, 'merged-info', 'results.json'), 'utf8')) as {
      run: MergedRunInfo;
    };
    assert.equal(written.run.merged.length, 3);
  });

  it('re-analyses with overridden thresholds', async () => {
    const { results } = await mergeOutputs({
      inputs: shardDirs,
      outDir: join(root, 'merged-strict'),
      analysis: { min_content_reads: 100 },
    });
    assert.equal(results.analysis.min_content_reads, 100);
    assert.equal(results.requests.filter((r) => r.outcome === 'streamed').length, 0);
  });
});

describe('mergeOutputs: refusals and warnings', () => {
  it('refuses a trace id that appears in two folders, naming both', async () => {
    const copy = join(root, 'copy-of-1');
    await mkdir(copy, { recursive: true });
    for (const f of ['traces.ndjson', 'results.json']) await copyFile(join(shardDirs[0]!, f), join(copy, f));
    await assert.rejects(
      mergeOutputs({ inputs: [shardDirs[0]!, shardDirs[1]!, copy], outDir: join(root, 'dup'), warn: quiet }),
      (err: unknown) =>
        err instanceof MergeError &&
        err.message.includes(shardDirs[0]!) &&
        err.message.includes(copy) &&
        /trace id "[^"]+" appears in both/.test(err.message),
    );
  });

  it('refuses the same folder twice, and an output folder that is an input', async () => {
    await assert.rejects(
      mergeOutputs({ inputs: [shardDirs[0]!, shardDirs[0]!], outDir: join(root, 'x') }),
      /is given twice/,
    );
    await assert.rejects(mergeOutputs({ inputs: [shardDirs[0]!], outDir: shardDirs[0]! }), /is also an input/);
    await assert.rejects(mergeOutputs({ inputs: [], outDir: join(root, 'x') }), /at least one output folder/);
  });

  it('warns when a shard is missing', async () => {
    const warned: string[] = [];
    const { results, warnings } = await mergeOutputs({
      inputs: [shardDirs[0]!, shardDirs[2]!],
      outDir: join(root, 'partial'),
      warn: (m) => warned.push(m),
    });
    assert.deepEqual(warnings, warned);
    assert.equal(warned.length, 1);
    assert.match(warned[0]!, /shard 2\/3 is not among the merged folders/);
    assert.ok(results.requests.filter((r) => !r.warmup).length < 18);
  });

  it('warns when the folders come from different configs or thresholds, and uses the first thresholds', async () => {
    const other = join(root, 'other-config');
    await mkdir(other, { recursive: true });
    await copyFile(join(shardDirs[1]!, 'traces.ndjson'), join(other, 'traces.ndjson'));
    const results = JSON.parse(await readFile(join(shardDirs[1]!, 'results.json'), 'utf8')) as Results;
    results.run.config_sha256 = 'f'.repeat(64);
    results.analysis = { ...results.analysis, min_generation_s: 0.05 };
    await writeFile(join(other, 'results.json'), JSON.stringify(results));
    const warned: string[] = [];
    const merged = await mergeOutputs({
      inputs: [shardDirs[0]!, other, shardDirs[2]!],
      outDir: join(root, 'mixed'),
      warn: (m) => warned.push(m),
    });
    assert.equal(warned.length, 2, warned.join('\n'));
    assert.match(
      warned[0]!,
      /different configs \(config_sha256 [0-9a-f]{12} in .*shard-1, ffffffffffff in .*other-config/,
    );
    assert.match(warned[1]!, /different thresholds[\s\S]*min_generation_s 0\.05/);
    assert.equal(merged.results.analysis.min_generation_s, 0.1);
  });

  it('merges a folder without results.json (a run cut short), with a warning', async () => {
    const cut = join(root, 'cut');
    await mkdir(cut, { recursive: true });
    await copyFile(join(shardDirs[1]!, 'traces.ndjson'), join(cut, 'traces.ndjson'));
    const warned: string[] = [];
    const { results } = await mergeOutputs({
      inputs: [shardDirs[0]!, cut, shardDirs[2]!],
      outDir: join(root, 'with-cut'),
      warn: (m) => warned.push(m),
    });
    assert.ok(warned.some((w) => /results\.json is missing/.test(w)));
    assert.deepEqual(
      results.requests
        .filter((r) => !r.warmup)
        .map((r) => r.id)
        .sort(),
      expectedIds(configText),
    );
  });

  it('leaves out the server samples of a folder without results.json: their clock is unknown', async () => {
    const cut = join(root, 'cut-metrics');
    await mkdir(cut, { recursive: true });
    await copyFile(join(shardDirs[1]!, 'traces.ndjson'), join(cut, 'traces.ndjson'));
    const sample = { t_ms: 5, provider: 'steady', series: 'vllm:generation_tokens_total', labels: {}, value: 8 };
    await writeFile(join(cut, 'server_metrics.ndjson'), `${JSON.stringify(sample)}\n`);
    const warned: string[] = [];
    const out = join(root, 'with-cut-metrics');
    const { results } = await mergeOutputs({ inputs: [shardDirs[0]!, cut], outDir: out, warn: (m) => warned.push(m) });
    assert.ok(
      warned.some((w) => /cut-metrics\/server_metrics\.ndjson is left out/.test(w)),
      warned.join('\n'),
    );
    assert.ok(results.groups.every((g) => g.server === undefined));
    await assert.rejects(readFile(join(out, 'server_metrics.ndjson')), { code: 'ENOENT' });
  });

  it('skips the bad lines of a server_metrics.ndjson with a warning naming file, line and field', async () => {
    const broken = join(root, 'broken-metrics');
    await mkdir(broken, { recursive: true });
    for (const f of ['traces.ndjson', 'results.json']) await copyFile(join(shardDirs[0]!, f), join(broken, f));
    const sample = { t_ms: 5, provider: 'steady', series: 'vllm:generation_tokens_total', labels: {}, value: 8 };
    // The issue's case: a source of null once ended in "internal error: TypeError".
    const lines = [
      JSON.stringify(sample),
      '{not json',
      JSON.stringify({ t_ms: 1, provider: 'steady', source: null }),
      JSON.stringify({ ...sample, value: 'eight' }),
      JSON.stringify({ ...sample, t_ms: 9 }),
    ];
    await writeFile(join(broken, 'server_metrics.ndjson'), `${lines.join('\n')}\n`);
    const warnings: string[] = [];
    const o = await mergeOutputs({
      inputs: [broken],
      outDir: join(root, 'skipped-metrics'),
      warn: (m) => warnings.push(m),
    });
    assert.ok(
      warnings.some((w) => /broken-metrics\/server_metrics\.ndjson:2: not a JSON line/.test(w)),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => /server_metrics\.ndjson:3: field source: /.test(w)),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => /server_metrics\.ndjson:4: field value: /.test(w)),
      warnings.join('\n'),
    );
    const kept = (await readFile(join(root, 'skipped-metrics', 'server_metrics.ndjson'), 'utf8')).trim().split('\n');
    assert.deepEqual(
      kept.map((l) => (JSON.parse(l) as { t_ms: number }).t_ms - (JSON.parse(kept[0]!) as { t_ms: number }).t_ms),
      [0, 4],
      'the two good lines, and only those',
    );
    assert.equal(o.results.requests.length > 0, true);
  });

  it('a results.json run block of the wrong types: the field is skipped with a warning, not a crash', async () => {
    const odd = join(root, 'odd-run');
    await mkdir(odd, { recursive: true });
    await copyFile(join(shardDirs[0]!, 'traces.ndjson'), join(odd, 'traces.ndjson'));
    const results = JSON.parse(await readFile(join(shardDirs[0]!, 'results.json'), 'utf8')) as Results;
    const run = { ...results.run, config_sha256: 5, shard: 'one' } as unknown as Results['run'];
    await writeFile(join(odd, 'results.json'), JSON.stringify({ ...results, run }));
    const warnings: string[] = [];
    const o = await mergeOutputs({
      inputs: [odd, shardDirs[1]!],
      outDir: join(root, 'odd-merged'),
      warn: (m) => warnings.push(m),
    });
    assert.ok(
      warnings.some((w) => /odd-run\/results\.json: field run\.config_sha256: .*taken as ""/.test(w)),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) => /odd-run\/results\.json: field run\.shard: .*taken as null/.test(w)),
      warnings.join('\n'),
    );
    const merged = o.results.run as MergedRunInfo;
    assert.equal(merged.merged[0]!.config_sha256, '');
    assert.equal(merged.merged[1]!.config_sha256, results.run.config_sha256);

    // A start that is not a date: the block says nothing usable and is skipped whole, with a warning.
    await writeFile(join(odd, 'results.json'), JSON.stringify({ ...results, run: { ...results.run, started_at: 7 } }));
    const again: string[] = [];
    await mergeOutputs({
      inputs: [odd, shardDirs[1]!],
      outDir: join(root, 'odd-merged-2'),
      warn: (m) => again.push(m),
    });
    assert.ok(
      again.some((w) => /field run\.started_at: .*provenance is skipped/.test(w)),
      again.join('\n'),
    );
  });

  it('names the file and line of a broken trace', async () => {
    const broken = join(root, 'broken');
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, 'traces.ndjson'), '{not json\n');
    await assert.rejects(
      mergeOutputs({ inputs: [broken], outDir: join(root, 'never') }),
      /broken\/traces\.ndjson:1: not valid JSON/,
    );
  });
});
