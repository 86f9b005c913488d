import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { SimProcess } from '../../bench/lib/sim-process.ts';
import type { Results } from '../../src/analyze/types.ts';
import { applyBaseline } from '../../src/cli/compare.ts';
import type { CliIo } from '../../src/cli/main.ts';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark, type RunOutcome } from '../../src/run/engine.ts';

// Whether to believe a run, against the simulator in a process of its own:
// a night whose first token came ten times later, measured once by a client
// starved of its event loop (a busy loop of a scripted length in the middle
// of each response's content, as client-stall.test.ts does: the
// deterministic form of a CPU hog on the client's cores) and once by a
// client left alone. The starved night is not trusted, for its client
// stalls; its TTFT regression is unconfirmed and does not fail
// --fail-on-regression unless --fail-on-unconfirmed. The undisturbed
// night's regression is confirmed and fails.

const BLOCK_MS = 150;
let sim: SimProcess;
let dir: string;
const nights: RunOutcome[] = [];

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* the client is starved */
  }
}

function capture(): { io: CliIo; err: () => string } {
  let err = '';
  const sink = (f: (s: string) => void) =>
    new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        f(chunk.toString());
        cb();
      },
    });
  return { io: { env: { NO_COLOR: '1' }, stdout: sink(() => {}), stderr: sink((s) => (err += s)) }, err: () => err };
}

/** Six requests one at a time: `tokens` words (30 unless set) 15 ms apart after ttftMs. */
async function night(
  name: string,
  ttftMs: number,
  opts: { starve: boolean; stallMs?: number; tokens?: number; fingerprint?: string },
): Promise<RunOutcome> {
  const fp = opts.fingerprint === undefined ? '' : `,fingerprint=${opts.fingerprint}`;
  const yaml = `defaults: { repetitions: 6, warmup: 0, concurrency: 1 }
${opts.stallMs !== undefined ? `analysis: { max_client_stall_ms: ${opts.stallMs} }\n` : ''}providers:
  - { id: sim, api: openai-chat, base_url: "${sim.url}", model: "steady:tokens=${opts.tokens ?? 30},ttft_ms=${ttftMs},interval_ms=15${fp}" }
prompts:
  - { id: p, prompt: Say something. }
# The block is the main thread's: in measurer threads it would not delay a stamp (measurer-threads.test.ts).
run: { measurer_threads: main }
`;
  return runBenchmark({
    loaded: parseConfig(yaml, `${name}.yml`, {}),
    outDir: join(dir, name),
    env: {},
    // When one request ends the next starts: block the loop in the middle of its content (ttft + 435 ms of words).
    onTrace: opts.starve ? () => void setTimeout(() => busy(BLOCK_MS), ttftMs + 100) : undefined,
  });
}

const readResults = async (out: string) => JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;

before(async () => {
  sim = await SimProcess.start();
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-validity-'));
  // The baseline and the undisturbed night are about the figures, not this machine: a busy machine's
  // stalls must not make them untrusted (docs/development.md).
  nights.push(await night('baseline', 30, { starve: false, stallMs: 10_000 }));
  nights.push(await night('starved', 300, { starve: true }));
  nights.push(await night('clean', 300, { starve: false, stallMs: 10_000 }));
  // Answers twice as long, nothing else changed: 300 ms to the first token, then 30 or 60 words 15 ms apart
  // (end to end 40 against 50 tok/s: the first token spread over more of them).
  nights.push(await night('short-answers', 300, { starve: false, stallMs: 10_000 }));
  nights.push(await night('long-answers', 300, { starve: false, stallMs: 10_000, tokens: 60 }));
  // The backend behind the endpoint changed between the nights (its system_fingerprint), and its first token came later.
  nights.push(await night('fp-before', 30, { starve: false, stallMs: 10_000, fingerprint: 'fp_44709d6fcb' }));
  nights.push(await night('fp-after', 300, { starve: false, stallMs: 10_000, fingerprint: 'fp_0ba0d124f1' }));
});
after(async () => {
  await sim.close();
  await rm(dir, { recursive: true, force: true });
});

describe('validity against the simulator', () => {
  it('a starved client: the run is not trusted, for its client stalls', () => {
    const r = nights[1]!.results;
    const g = r.groups[0]!;
    const show = JSON.stringify(r.requests.map((x) => [x.rep, x.client_stall_ms]));
    assert.ok((g.client_stalled ?? 0) >= 2, `stalled requests: ${show}`);
    assert.ok(g.validity?.verdict === 'degraded' || g.validity?.verdict === 'untrusted', JSON.stringify(g.validity));
    const reason = g.validity!.reasons.find((x) => x.signal === 'client_stalled');
    assert.ok(reason, JSON.stringify(g.validity));
    assert.equal(r.run.validity?.verdict, g.validity!.verdict);
    assert.ok(r.run.validity!.reasons.some((x) => x.signal === 'client_stalled' && x.provider === 'sim'));
  });

  it('its TTFT regression is unconfirmed: reported with the reason, and only --fail-on-unconfirmed fails on it', async () => {
    const c = capture();
    const code = await applyBaseline(nights[1]!, [nights[0]!.files.dir], c.io, { failOnRegression: true });
    const r = await readResults(nights[1]!.files.dir);
    const ttft = r.comparisons!.find((x) => x.metric === 'ttft_ms')!;
    assert.equal(ttft.verdict, 'slower', JSON.stringify(ttft));
    assert.equal(ttft.confirmed, false);
    assert.equal(code, 0, c.err());
    assert.match(c.err(), /unconfirmed \(not counted as regressions\): sim \/ p TTFT .*client stalled: \d of 6/);
    const summary = await readFile(join(nights[1]!.files.dir, 'summary.md'), 'utf8');
    assert.match(
      summary,
      /Regression check: no regression against the baseline; \d unconfirmed, on groups not trusted: sim \/ p TTFT/,
    );
    assert.match(summary, /\| slower \(unconfirmed: the group is not trusted\) \|/);
    assert.match(summary, /sim \/ p: TTFT \+2\d\d ms .*\(unconfirmed: the run is not trusted\)\./);
    const strict = capture();
    const failed = await applyBaseline(nights[1]!, [nights[0]!.files.dir], strict.io, {
      failOnRegression: true,
      failOnUnconfirmed: true,
    });
    assert.equal(failed, 1, strict.err());
  });

  it('the same regression measured by an undisturbed client is confirmed and fails', async () => {
    const c = capture();
    const code = await applyBaseline(nights[2]!, [nights[0]!.files.dir], c.io, { failOnRegression: true });
    const r = await readResults(nights[2]!.files.dir);
    assert.equal(r.groups[0]!.validity?.verdict, 'trusted', JSON.stringify(r.groups[0]!.validity));
    const ttft = r.comparisons!.find((x) => x.metric === 'ttft_ms')!;
    assert.deepEqual([ttft.verdict, ttft.confirmed], ['slower', true]);
    assert.equal(code, 1, c.err());
    assert.doesNotMatch(c.err(), /unconfirmed/);
  });

  it("why it moved: the simulator's processing time (its openai-processing-ms) carries the TTFT change", async () => {
    const r = await readResults(nights[2]!.files.dir);
    const ttft = r.comparisons!.find((x) => x.metric === 'ttft_ms')!;
    const change = ttft.current_p50! - ttft.baseline_p50!;
    const parts = Object.fromEntries(ttft.attribution!.parts.map((p) => [p.part, p]));
    // Only the processing time grew (30 -> 300 ms): at least 80% of the change is attributed to it.
    assert.ok(parts.processing!.delta >= 0.8 * change, `${JSON.stringify(parts)} of ${change}`);
    assert.ok(parts.processing!.ci!.low > 0, JSON.stringify(parts.processing));
    assert.ok(Math.abs(parts.other!.delta) < 0.2 * change, JSON.stringify(parts.other));
    // The simulator names the model it was asked for: the two nights' served models differ, both named.
    assert.deepEqual(ttft.attribution!.identity_changed, {
      baseline: ['steady:tokens=30,ttft_ms=30,interval_ms=15 fp_sim'],
      current: ['steady:tokens=30,ttft_ms=300,interval_ms=15 fp_sim'],
    });
    // The lead sentence of summary.md names the largest part and both served models.
    const summary = await readFile(join(nights[2]!.files.dir, 'summary.md'), 'utf8');
    assert.match(summary, /TTFT \+2\d\d ms \(.*\), of which the provider's processing time \+2\d\d ms \[/);
    assert.match(summary, /served model changed .*ttft\\?_ms=30,.* → .*ttft\\?_ms=300,/);
  });

  it('a changed fingerprint: the lead sentence and the attribution name both', async () => {
    const [before, after] = [nights[5]!, nights[6]!];
    const c = capture();
    await applyBaseline(after, [before.files.dir], c.io, {});
    const r = await readResults(after.files.dir);
    const ttft = r.comparisons!.find((x) => x.metric === 'ttft_ms')!;
    assert.equal(ttft.verdict, 'slower', JSON.stringify(ttft));
    // Each request reported the fingerprint its model string asked for.
    assert.deepEqual([...new Set(r.requests.map((x) => x.served?.fingerprint))], ['fp_0ba0d124f1']);
    // The served label is the model string as sent, then the fingerprint the chunks carried.
    assert.deepEqual(ttft.attribution!.identity_changed, {
      baseline: ['steady:tokens=30,ttft_ms=30,interval_ms=15,fingerprint=fp_44709d6fcb fp_44709d6fcb'],
      current: ['steady:tokens=30,ttft_ms=300,interval_ms=15,fingerprint=fp_0ba0d124f1 fp_0ba0d124f1'],
    });
    const summary = await readFile(join(after.files.dir, 'summary.md'), 'utf8');
    // The lead (summary.md's opening paragraph, bold) names the TTFT change's largest part and both fingerprints.
    const lead = summary.split('\n').find((l) => l.startsWith('**')) ?? '';
    assert.match(
      lead,
      /^\*\*sim \/ p: TTFT \+2\d\d ms \(.*\), of which the provider's processing time \+2\d\d ms \[.*\]; served model changed [^;]*fp\\?_44709d6fcb → [^;]*fp\\?_0ba0d124f1\. /,
      summary,
    );
  });

  it('why it moved: answers twice as long carry the end-to-end change, and the rate at the baseline length held', async () => {
    const [short, long] = [nights[3]!, nights[4]!];
    await applyBaseline(long, [short.files.dir], capture().io, {});
    const r = await readResults(long.files.dir);
    const e2e = r.comparisons!.find((x) => x.metric === 'end_to_end_tps')!;
    assert.equal(e2e.verdict, 'faster', JSON.stringify(e2e));
    const a = e2e.attribution!;
    const parts = Object.fromEntries(a.parts.map((p) => [p.part, p]));
    const total = a.parts.reduce((x, p) => x + p.delta, 0);
    // At least 80% of the change is the output length's; decode and TTFT moved little.
    assert.ok(parts.output_tokens!.delta >= 0.8 * total && total > 0, JSON.stringify(a));
    assert.ok(parts.output_tokens!.ci!.low > 0, JSON.stringify(parts.output_tokens));
    const at = a.rate_at_baseline_tokens!;
    assert.ok(Math.abs(at.output_tokens - 30) <= 3, JSON.stringify(at));
    // The rate at the baseline's length: within 5% of the baseline's, where the row itself moved 10% or more.
    assert.ok(Math.abs(at.tps - at.baseline_tps) <= 0.05 * at.baseline_tps, JSON.stringify(at));
    assert.ok(at.ci !== null && at.ci.low < at.tps && at.tps < at.ci.high, JSON.stringify(at));
    const summary = await readFile(join(long.files.dir, 'summary.md'), 'utf8');
    assert.match(
      summary,
      /sim \/ p: end-to-end tok\/s \+\d[\d.]*% \[.*\], of which the output length \+[\d.]+ tok\/s \[.*\]; at the baseline's median length \(\d+ tokens\) [\d.]+ tok\/s \[[\d.]+, [\d.]+\], was [\d.]+/,
    );
  });
});
