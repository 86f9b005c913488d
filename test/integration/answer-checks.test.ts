import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { applyBaseline } from '../../src/cli/compare.ts';
import { historyCommand } from '../../src/cli/history.ts';
import { main, type CliIo } from '../../src/cli/main.ts';
import { parseConfig } from '../../src/config/read.ts';
import { dashboardData } from '../../src/dashboard/data.ts';
import { readBenchmarks } from '../../src/dashboard/site.ts';
import { runBenchmark, type RunOutcome } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { regressionFailure } from '../../src/report/regression-message.ts';

// Acceptance for answer checks (#39) against the real simulator over HTTP:
// a baseline night where the `degrading` model answers its JSON format every
// time, and a night where it answers prose on every 4th request. The drop
// shows in the lead, the comparison (with Wilson intervals, Newcombe's
// interval of the difference), the flagged list, the history and the
// dashboard data, and --fail-on-regression fails on it. Timing is not under
// test: the answers are.

function capture(): { io: CliIo; out: () => string; err: () => string } {
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

const EXPECT = `{ json_schema: { type: object, required: [answer], properties: { answer: { type: string, minLength: 5 } } }, min_chars: 20 }`;

let sim: Simulator;
let dir: string;
const night: RunOutcome[] = [];

/** 20 requests of openai-mini; `wrongEvery` > 0: every such request answers prose instead of JSON. */
async function nightly(n: number, wrongEvery: number): Promise<RunOutcome> {
  const yaml = `defaults:
  repetitions: 20
  warmup: 0
  concurrency: 4
analysis: { max_client_stall_ms: 10000 }
providers:
  - { id: openai-mini, api: openai-chat, base_url: "${sim.url}", model: "degrading:tokens=8,ttft_ms=5,interval_ms=15,wrong_every=${wrongEvery}" }
prompts:
  - { id: json, prompt: Answer in JSON., expect: ${EXPECT} }
`;
  return runBenchmark({ loaded: parseConfig(yaml, `night-${n}.yml`, {}), outDir: join(dir, `night-${n}`), env: {} });
}

const readResults = async (out: string) => JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-checks-'));
  night.push(await nightly(1, 0));
  night.push(await nightly(2, 4));
});

after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

describe('answer checks against the simulator', () => {
  it('the baseline night passes every check; the degrading night fails one request in four', () => {
    const [g1] = night[0]!.results.groups;
    const [g2] = night[1]!.results.groups;
    assert.equal(g1?.n_check, 20);
    assert.equal(g1?.check_pass_rate, 1);
    assert.ok(Math.abs(g1!.check_pass_rate_ci!.low - 0.839) < 0.001, JSON.stringify(g1?.check_pass_rate_ci));
    assert.equal(g1?.check_pass_rate_ci?.high, 1);
    assert.equal(g2?.n_check, 20);
    assert.equal(g2?.check_pass_rate, 0.75);
    const failed = night[1]!.results.requests.filter((r) => r.check?.passed === false);
    assert.equal(failed.length, 5);
    assert.deepEqual(failed[0]?.check?.failed, ['json_schema']);
    // The trace keeps the answer for reanalyze; the results only the first failing answer's opening.
    assert.equal(failed.filter((r) => r.check?.opening !== undefined).length, 1);
  });

  it('the comparison names the drop with its intervals, the lead says it, and --fail-on-regression exits 1', async () => {
    const c = capture();
    const code = await applyBaseline(night[1]!, [night[0]!.files.dir], c.io, { failOnRegression: true });
    assert.equal(code, 1, c.out());
    const r = await readResults(night[1]!.files.dir);
    const cmp = r.comparisons!.find((x) => x.metric === 'check_pass_rate')!;
    assert.equal(cmp.verdict, 'slower');
    assert.deepEqual(
      [cmp.share?.baseline.passed, cmp.share?.baseline.n, cmp.share?.current.passed, cmp.share?.current.n],
      [20, 20, 15, 20],
    );
    assert.ok(cmp.ci_high_pct! < 0 && cmp.ci_low_pct! < cmp.ci_high_pct!, `${cmp.ci_low_pct}..${cmp.ci_high_pct}`);
    assert.equal(cmp.delta_pct, -25);
    // What the Action fails the job with names the counts.
    assert.match(
      regressionFailure(r) ?? '',
      /openai-mini \/ json checks passed -25\.0% \[.*\] \(15\/20 passed, was 20\/20\)/,
    );
    const lead = 'openai-mini: 15/20 answers passed the checks [53%–89%], was 20/20 [84%–100%].';
    const summary = await readFile(join(night[1]!.files.dir, 'summary.md'), 'utf8');
    const firstLines = summary.split('\n').slice(0, 6).join('\n');
    assert.ok(firstLines.includes(lead), firstLines);
    assert.match(summary, /15\/20 passed \[53%–89%\]/);
    assert.match(summary, /check failed/);
    assert.match(summary, /the answer began: "Sure! Here it is:/);
    assert.match(
      c.out(),
      /openai-mini \| json +\| checks passed +\| -25\.0% \| \[-\d+(\.\d+)?%, -\d+(\.\d+)?%\] +\| worse/,
    );
    // The speed figures are compared beside it (the stream is steady: no change beyond the noise).
    assert.ok(r.comparisons!.some((x) => x.metric === 'post_first_content_tps' && x.verdict !== 'insufficient_data'));
  });

  it('the history trends the pass rate and the dashboard draws it', async () => {
    const hist = join(dir, 'history');
    for (const o of night) {
      const c = capture();
      assert.equal(await historyCommand(['add', o.files.dir, '--dir', hist], c.io), 0, c.err());
    }
    const [bench] = await readBenchmarks(hist);
    const data = dashboardData(bench!);
    assert.ok(data.metrics.some((m) => m.key === 'check_pass_rate'));
    const series = data.groups[0]!.series.check_pass_rate!;
    assert.deepEqual(
      series.map((p) => p[1]),
      [1, 0.75],
    );
    assert.deepEqual(
      series.map((p) => p[6]),
      [null, 'slower'],
    );
  });

  it('reanalyze -c re-checks the kept answers with another expect:', async () => {
    const cfg = join(dir, 'stricter.yml');
    await writeFile(
      cfg,
      `providers:\n  - { id: openai-mini, api: openai-chat, base_url: "${sim.url}", model: x }\n` +
        `prompts:\n  - { id: json, prompt: x, expect: { contains: "Streams arrive one token" } }\n`,
    );
    const out = join(dir, 'rechecked');
    const c = capture();
    assert.equal(await main(['reanalyze', night[1]!.files.dir, '-o', out, '-c', cfg], c.io), 0, c.err());
    const r = await readResults(out);
    // The prose answers hold the words too: every answer passes the new check.
    assert.equal(r.groups[0]?.check_pass_rate, 1);
    assert.deepEqual(r.analysis.expect, { json: { contains: 'Streams arrive one token' } });
  });
});
