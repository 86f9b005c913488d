import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { analyze, streamSamples, summarize, dropNoise } from '../../src/analyze/index.ts';
import { withLoadFigures } from '../../src/analyze/load-figures.ts';
import { withValidity } from '../../src/analyze/validity.ts';
import { mulberry32 } from '../../src/random.ts';
import type { Results } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import type { Clock } from '../../src/measure/clock.ts';
import { reanalyze } from '../../src/run/engine.ts';
import { mergeRuns } from '../../src/run/merge.ts';
import { readTraces, writeTraceLines } from '../../src/run/traces.ts';
import { renderResultsCsv } from '../../src/report/csv.ts';
import { renderResultsJson } from '../../src/report/json.ts';
import type { Trace, TraceLoad } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';

// The post-run path is one pass over traces.ndjson (src/run/trace-pass.ts):
// each trace becomes its result and its samples and is dropped. Its results
// must be those of the analysis over every trace held in memory (analyze
// over readTraces, the path it replaced), figure for figure, intervals and
// ranks included, and its group ITL what pooling each trace's own samples
// gives.

const N = 4_000;
const T0 = 1_700_000_000_000;
/** The re-analysis time: fixed, so the results are one value. */
const clock: Clock = { now: () => 0, epochMs: () => Date.parse('2026-12-01T00:00:00Z') };

/** A seeded stream: 20-60 content reads a few ms apart; a share buffered, failed, warmup; half under load. */
function traces(): Trace[] {
  const rand = mulberry32(25);
  const out: Trace[] = [];
  const providers = ['fast', 'slow'];
  const prompts = ['short', 'long'];
  for (let i = 0; i < N; i++) {
    const provider = providers[i % 2]!;
    const prompt = prompts[Math.floor(i / 2) % 2]!;
    const rep = Math.floor(i / 4);
    const n = 20 + Math.floor(rand() * 40);
    const first = 100 + rand() * 400 * (provider === 'slow' ? 2 : 1);
    let ms = first;
    const reads: Array<[number, number]> = [[first - 20, 80]];
    const events: Trace['events'] = [];
    // A few responses arrive in one burst (buffered); the rest read by read.
    const burst = rand() < 0.03;
    for (let k = 0; k < n; k++) {
      if (!burst) ms += 1 + rand() * (provider === 'slow' ? 30 : 10);
      const t = Math.round(ms * 1000) / 1000;
      reads.push([t, 40 + Math.floor(rand() * 100)]);
      events.push([t, 'content', 1 + Math.floor(rand() * 12)]);
    }
    const failed = rand() < 0.02;
    const load: TraceLoad | undefined =
      provider === 'fast'
        ? {
            stage: rep % 3,
            stage_t0_epoch_ms: T0 + (rep % 3) * 600_000,
            scheduled_ms: rep * 10,
            label: `c=${2 ** (rep % 3)}`,
            offered: {
              concurrency: 2 ** (rep % 3),
              rate: null,
              arrival: null,
              burstiness: null,
              max_concurrency: null,
            },
            duration_s: null,
            requests: N / 6,
            warmup_s: 0,
            slot_wait_ms: 0,
            seed: null,
          }
        : undefined;
    out.push(
      mkTrace({
        provider,
        prompt,
        rep,
        warmup: rep < 2,
        t0_epoch_ms: T0 + (rep % 3) * 600_000 + rep * 10 + rand(),
        reads,
        events,
        content_reads: failed ? 0 : n,
        usage: failed ? null : { output_tokens: n * 3, reasoning_tokens: null, input_tokens: 20 },
        output: { chars: failed ? 0 : n * 12, reasoning_chars: 0 },
        error: failed ? { kind: 'disconnect', message: 'the server closed the connection' } : null,
        at: { first_content: failed ? null : first, last_content: failed ? null : ms, end: ms + 5 },
        ...(load ? { load } : {}),
      }),
    );
  }
  // Completion order, not plan order: the analysis sorts.
  return out.sort((a, b) => a.at.end! + a.t0_epoch_ms - (b.at.end! + b.t0_epoch_ms));
}

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sg-one-pass-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the one-pass analysis', () => {
  it(`reanalyze of ${N.toLocaleString('en-US')} traces gives the results of the analysis over them all in memory`, async () => {
    const src = join(dir, 'run');
    const all = traces();
    await mkdir(src, { recursive: true });
    await writeTraceLines(join(src, 'traces.ndjson'), all, (s) => s);
    const { results } = await reanalyze({ outDir: src, newOutDir: join(dir, 'out'), overrides: {}, clock });

    // The oracle: every trace in memory, read back whole, through the analysis as it was called before.
    const whole = await readTraces(join(src, 'traces.ndjson'));
    assert.equal(whole.length, N);
    const oracle: Results = withValidity(withLoadFigures(analyze(whole, DEFAULT_ANALYSIS, results.run), whole, null));
    assert.deepEqual(results.requests, oracle.requests);
    assert.deepEqual(results.groups, oracle.groups);
    assert.deepEqual(results.flagged, oracle.flagged);
    assert.deepEqual(results.stages, oracle.stages);
    assert.equal(results.stages?.length, 6, 'the load traces made three stages for each of two prompts');
    assert.ok(
      results.stages!.every((s) => s.itl_ms !== null),
      'stage ITL comes from the kept samples',
    );
    assert.ok(
      results.groups.every((g) => g.post_first_content_tps_ci !== null),
      'intervals were computed',
    );

    // Group ITL: each measured streamed request's own samples, pooled, as the figure's definition says.
    const byId = new Map(whole.map((t) => [t.id, t]));
    for (const g of results.groups) {
      const pooled: number[] = [];
      for (const r of results.requests)
        if (
          r.provider === g.provider &&
          r.prompt === g.prompt &&
          !r.warmup &&
          r.outcome === 'streamed' &&
          !r.client_stalled
        )
          pooled.push(...streamSamples(byId.get(r.id)!, r.streamed_tokens, r.outcome).itl_ms);
      const s = summarize(pooled)!;
      assert.deepEqual(g.itl_ms, {
        p50: dropNoise(s.p50),
        p90: dropNoise(s.p90),
        p99: dropNoise(s.p99),
        min: s.min,
        max: s.max,
      });
    }

    // The files written a request at a time are the texts rendered whole.
    const out = join(dir, 'out');
    assert.equal(await readFile(join(out, 'results.json'), 'utf8'), renderResultsJson(results));
    assert.equal(await readFile(join(out, 'results.csv'), 'utf8'), renderResultsCsv(results));
    // And results.json is what JSON.stringify writes of the same document.
    const text = renderResultsJson(results);
    assert.equal(text, JSON.stringify(JSON.parse(text), null, 2) + '\n');
  });

  it('merge of two shards gives the results of the analysis over both in memory', async () => {
    const all = traces();
    const shards = [0, 1].map((k) => join(dir, `shard-${k}`));
    for (const [k, s] of shards.entries()) {
      await mkdir(s, { recursive: true });
      await writeTraceLines(
        join(s, 'traces.ndjson'),
        all.filter((_, i) => i % 2 === k),
        (x) => x,
      );
    }
    const merged = await mergeRuns({ inputs: shards, outDir: join(dir, 'merged'), clock, warn: () => undefined });
    const whole = await readTraces(join(dir, 'merged', 'traces.ndjson'));
    assert.equal(whole.length, N, 'every trace written once');
    const oracle = withValidity(withLoadFigures(analyze(whole, DEFAULT_ANALYSIS, merged.results.run), whole, null));
    assert.deepEqual(merged.results.requests, oracle.requests);
    assert.deepEqual(merged.results.groups, oracle.groups);
    assert.deepEqual(merged.results.stages, oracle.stages);
    // report.html is given the sampled timelines only, whole.
    assert.ok(merged.traces.length < N && merged.traces.length > 0, `${merged.traces.length} traces for the page`);
    assert.ok(merged.traces.every((t) => t.reads.length > 0));
  });
});
