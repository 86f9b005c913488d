import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { Comparison, Results } from '../../src/analyze/types.ts';
import { applyBaseline, compareCommand, takeBaselineArgs } from '../../src/cli/compare.ts';
import { historyCommand } from '../../src/cli/history.ts';
import type { CliIo } from '../../src/cli/main.ts';
import { parseConfig } from '../../src/config/read.ts';
import { reanalyze, runBenchmark, type RunOutcome } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';

// Acceptance against the real simulator over HTTP: three nightly runs of two
// providers. Night 2 changes nothing but the noise seeds; night 3 doubles
// provider "a"'s per-token interval (its rates halve). Comparing night 2
// with night 1 flags nothing; comparing night 3 flags exactly a's two rates
// as slower, with intervals that exclude zero. Then the CLI functions that
// wrap it (compare, run --baseline, history add/show) on those folders.

interface Captured {
  io: CliIo;
  out: () => string;
  err: () => string;
}

function capture(): Captured {
  let out = '';
  let err = '';
  const sink = (f: (s: string) => void) =>
    new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        f(chunk.toString());
        cb();
      },
    });
  return {
    io: { env: { NO_COLOR: '1' }, stdout: sink((s) => (out += s)), stderr: sink((s) => (err += s)) },
    out: () => out,
    err: () => err,
  };
}

/** 16 words, 300 ms to the first, then one every interval_ms plus up to 6 ms of seeded jitter. */
const noisy = (intervalMs: number, seed: number) =>
  `noisy:tokens=16,ttft_ms=300,interval_ms=${intervalMs},jitter_ms=6,seed=${seed}`;

let sim: Simulator;
let dir: string;
const night: RunOutcome[] = [];

async function nightly(n: number, aInterval: number): Promise<RunOutcome> {
  const yaml = `defaults:
  repetitions: 10
  warmup: 0
  concurrency: 5
# The regression check is under test, not the machine: on a busy machine the client's own stalls
# (client-stall.test.ts) would take a night's rates out of its groups, leaving nothing to compare.
analysis: { max_client_stall_ms: 10000 }
parallel_providers: 2
providers:
  - { id: a, api: openai-chat, base_url: "${sim.url}", model: "${noisy(aInterval, n * 10 + 1)}" }
  - { id: b, api: openai-chat, base_url: "${sim.url}", model: "${noisy(20, n * 10 + 2)}" }
prompts:
  - { id: p, prompt: Say something. }
`;
  return runBenchmark({
    loaded: parseConfig(yaml, `night-${n}.yml`, {}),
    outDir: join(dir, `night-${n}`),
    env: {},
  });
}

const readResults = async (out: string) => JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
const readSummary = (out: string) => readFile(join(out, 'summary.md'), 'utf8');
/** Every request's figures, for a failure message. */
const samples = (o: RunOutcome) =>
  o.results.requests
    .map(
      (r) =>
        `${r.id} ttft ${r.ttft_ms?.toFixed(0)} pfc ${r.post_first_content_tps?.toFixed(1)} e2e ${r.end_to_end_tps?.toFixed(1)}`,
    )
    .join('\n');
const changed = (r: Results): Comparison[] =>
  (r.comparisons ?? []).filter((c) => c.verdict === 'slower' || c.verdict === 'faster');

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-regression-'));
  // Each nightly run is a fresh process in CI; here they share one, and the
  // first run in a process pays for loading modules and JIT (its TTFTs come
  // out 10-15% high on 2 cores). A run thrown away first makes the nights
  // alike, as separate processes are.
  await nightly(0, 20);
  night.push(await nightly(1, 20));
  night.push(await nightly(2, 20));
  night.push(await nightly(3, 40));
});

after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

describe('regression check against the simulator', () => {
  it('every night streamed every request', () => {
    for (const o of night) {
      assert.equal(o.results.requests.length, 20);
      // But for a response the client's loop stalled through past the default max_client_stall_ms (20):
      // on a busy machine its reads, and the in-process simulator's writes, come together.
      assert.ok(
        o.results.requests.every(
          (r) => r.outcome === 'streamed' || (r.outcome === 'buffered' && (r.client_stall_ms ?? 0) > 20),
        ),
        JSON.stringify(o.results.requests.map((r) => [r.id, r.outcome, r.error_kind, r.client_stall_ms])),
      );
    }
  });

  it('noise only (night 2 against night 1): nothing flagged, exit 0 even with --fail-on-regression', async () => {
    const c = capture();
    const code = await compareCommand([night[0]!.files.dir, night[1]!.files.dir, '--fail-on-regression'], c.io);
    assert.equal(code, 0, c.err());
    const r = await readResults(night[1]!.files.dir);
    assert.equal(r.comparisons?.length, 6);
    assert.deepEqual(changed(r), [], `${c.out()}\n${samples(night[0]!)}\n${samples(night[1]!)}`);
    assert.ok(r.comparisons!.every((x) => x.verdict === 'no_change'));
    assert.deepEqual(r.streaming_changes, []);
    assert.equal(r.baseline?.runs.length, 1);
    assert.match(await readSummary(night[1]!.files.dir), /Regression check: no regression/);
    assert.match(c.out(), /Against the baseline: no change beyond the noise\./);
  });

  it('a halved rate (night 3, run --baseline): exactly a post-first-content and end-to-end slower, intervals below 0', async () => {
    const c = capture();
    const code = await applyBaseline(night[2]!, [night[0]!.files.dir], c.io, { failOnRegression: true });
    const r = await readResults(night[2]!.files.dir);
    assert.equal(code, 1, `fail-on-regression exits 1\n${c.out()}\n${samples(night[0]!)}\n${samples(night[2]!)}`);
    assert.deepEqual(
      changed(r)
        .map((x) => `${x.provider}/${x.metric}:${x.verdict}`)
        .sort(),
      ['a/end_to_end_tps:slower', 'a/post_first_content_tps:slower'],
    );
    for (const x of changed(r)) {
      assert.ok(x.ci_low_pct! < x.ci_high_pct! && x.ci_high_pct! < 0, `${x.metric}: ${x.ci_low_pct}..${x.ci_high_pct}`);
      assert.ok(x.delta_pct! < -20, `${x.metric}: ${x.delta_pct}% is a real slowdown`);
    }
    const aTtft = r.comparisons!.find((x) => x.provider === 'a' && x.metric === 'ttft_ms')!;
    assert.equal(aTtft.verdict, 'no_change', 'the TTFT did not change');

    const md = await readSummary(night[2]!.files.dir);
    const bold = md
      .split('\n')
      .filter((l) => l.startsWith('|') && l.includes('**slower**'))
      .map((l) => l.split('|').map((x) => x.trim()));
    assert.deepEqual(bold.map((cells) => `${cells[1]} ${cells[3]}`).sort(), [
      'a end-to-end tok/s',
      'a post-first-content tok/s',
    ]);
    assert.match(md, /\*\*Regression check: 2 regression\(s\)\*\*/);
    assert.match(c.out(), /^2 regressions: a \/ [^\n]*-\d/m);
    assert.match(c.err(), /regression: 2 figure\(s\) slower/);
    // the interop files were rewritten with the run
    const files = await readdir(night[2]!.files.dir);
    for (const f of ['results.csv', 'customSmallerIsBetter.json', 'customBiggerIsBetter.json'])
      assert.ok(files.includes(f), f);
  });

  it('compare without --fail-on-regression exits 0 on the same regression', async () => {
    const c = capture();
    assert.equal(await compareCommand([night[0]!.files.dir, night[2]!.files.dir], c.io), 0, c.err());
  });

  it('reanalyze reproduces the groups and their seeded intervals exactly', async () => {
    const again = await reanalyze({
      outDir: night[0]!.files.dir,
      newOutDir: join(dir, 'night-1-again'),
      overrides: {},
    });
    assert.deepEqual(again.results.groups, night[0]!.results.groups);
    assert.ok(again.results.groups.every((g) => g.post_first_content_tps_ci !== null && g.ttft_ms_ci !== null));
  });

  it('history add keeps the newest entries; history show prints the trends with the verdicts', async () => {
    const hist = join(dir, 'history');
    for (const o of night) {
      const c = capture();
      assert.equal(await historyCommand(['add', o.files.dir, '--dir', hist, '--max-entries', '2'], c.io), 0, c.err());
    }
    const entries = (await readdir(hist)).sort();
    assert.equal(entries.length, 2);
    const kept = await Promise.all(
      entries.map(async (e) => (JSON.parse(await readFile(join(hist, e), 'utf8')) as Results).run.started_at),
    );
    assert.deepEqual(kept, [night[1]!.results.run.started_at, night[2]!.results.run.started_at]);

    const c = capture();
    assert.equal(await historyCommand(['show', '--dir', hist], c.io), 0, c.err());
    const lines = c.out().split('\n');
    const row = (provider: string, metric: string) =>
      lines.find((l) => l.startsWith(provider + ' ') && l.includes(metric));
    assert.match(row('a', 'post-first-content tok/s') ?? '', /2\/2 .* slower$/);
    assert.match(row('b', 'TTFT ms') ?? '', /2\/2 .* no change$/);
    assert.equal(lines.filter((l) => /^[ab] /.test(l)).length, 6, 'one line per provider x prompt x metric');

    // and the history as a baseline: night 2 (the newest before night 3) only, as night 3 is skipped as itself
    const d = capture();
    assert.equal(await compareCommand(['--history', hist, '--last', '2', night[2]!.files.dir], d.io), 0, d.err());
    const r = await readResults(night[2]!.files.dir);
    assert.equal(r.baseline?.runs.length, 1);
    assert.equal(r.baseline?.runs[0]?.started_at, night[1]!.results.run.started_at);
    assert.deepEqual(
      changed(r)
        .map((x) => `${x.provider}/${x.metric}`)
        .sort(),
      ['a/end_to_end_tps', 'a/post_first_content_tps'],
    );
  });
});

describe('compare and history usage errors', () => {
  it('exit 2 with the reason and a pointer to the help', async () => {
    const cases: Array<[string[], RegExp, 'compare' | 'history']> = [
      [['only-one'], /at least one baseline/, 'compare'],
      [['a', 'b', '--min-effect-pct=-3'], /--min-effect-pct -3: expected a percentage/, 'compare'],
      [['a', 'b', '--last', '2'], /--last needs --history/, 'compare'],
      [[join(tmpdir(), 'sg-no-such-dir'), join(tmpdir(), 'sg-no-such-dir-2')], /no such file or folder/, 'compare'],
      [['add', 'x'], /needs --dir HISTORY/, 'history'],
      [['add', '--dir', 'h'], /needs the output folder/, 'history'],
      [['show'], /needs --dir HISTORY/, 'history'],
      [['show', '--dir', 'h', '--last', '0'], /--last 0: expected a whole number/, 'history'],
      [['frob'], /unknown subcommand "frob"/, 'history'],
    ];
    for (const [args, message, which] of cases) {
      const c = capture();
      const code = which === 'compare' ? await compareCommand(args, c.io) : await historyCommand(args, c.io);
      assert.equal(code, 2, args.join(' '));
      assert.match(c.err(), message, args.join(' '));
      // A pointer to the command's help, not its whole usage.
      assert.match(c.err(), new RegExp(`\nSee \`streamgauge ${which} --help\``));
      assert.doesNotMatch(c.err(), /Usage:/);
    }
  });

  it('takeBaselineArgs lifts --baseline DIR... out of run argv', () => {
    assert.deepEqual(
      takeBaselineArgs(['-c', 'x.yml', '--baseline', 'n1', 'n2', '-o', 'out', '--fail-on-regression', '--baseline=n3']),
      {
        rest: ['-c', 'x.yml', '-o', 'out'],
        baselines: ['n1', 'n2', 'n3'],
        failOnRegression: true,
        failOnUnconfirmed: false,
        minEffectPct: undefined,
      },
    );
    assert.equal(takeBaselineArgs(['--fail-on-regression', '--fail-on-unconfirmed']).failOnUnconfirmed, true);
    assert.deepEqual(takeBaselineArgs(['--min-effect-pct', '5']).minEffectPct, 5);
    assert.deepEqual(takeBaselineArgs(['-o', 'out']).baselines, []);
    assert.throws(() => takeBaselineArgs(['--baseline', '-o', 'out']), /--baseline needs at least one output folder/);
    assert.throws(() => takeBaselineArgs(['--min-effect-pct', 'x']), /expected a percentage/);
  });
});
