import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { GroupResult, Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { reanalyze, runBenchmark } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { withLoopDelay } from '../support/loop-delay.ts';

// Issue #37's acceptance for tool calls timed as streams: a run against the
// real simulator on loopback, one provider whose tool-call arguments stream
// (tool-stream: 22 pieces 40 ms apart, an 880 ms span), one that sends each
// call whole (tool-whole), one with three calls per answer (tool-parallel),
// and one answering text. The report shows a tool-call table with TTFTC and
// an arguments rate for the streaming ones, "n/a (buffered)" for the whole
// one with its TTFTC kept, and no row for the text one.
//
// On a busy machine: TTFTC is only checked as a lower bound (a hold makes a
// read later, never earlier); the streamed label needs 3 reads over 100 ms
// out of 22 reads over 880 ms, which only a hold of the loop longer than
// ~780 ms could merge away (the loop's holds are in every failure message).
// max_client_stall_ms is 10,000 so a stalled client does not take the
// arguments rate out of its group: the test is about the figures.

const KEEP = process.env.SG_KEEP === '1';
let sim: Simulator;
let dir: string;

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-tools-'));
});
after(async () => {
  await sim.close();
  if (KEEP) console.log(dir);
  else await rm(dir, { recursive: true, force: true });
});

const yaml = (url: string, anthropic: string) => `defaults: { repetitions: 5, warmup: 1 }
providers:
  - { id: args-streamed, api: openai-chat, base_url: "${url}", model: "tool-stream:ttft_ms=80,interval_ms=40,args_tokens=20" }
  - { id: args-whole, api: openai-chat, base_url: "${url}", model: "tool-whole:ttft_ms=80,args_tokens=12" }
  - { id: parallel, api: anthropic, base_url: "${anthropic}", model: "tool-parallel:ttft_ms=80,interval_ms=10,args_tokens=12,calls=3" }
  - { id: text-only, api: openai-chat, base_url: "${url}", model: "steady:tokens=20,interval_ms=10" }
prompts:
  - { id: p, prompt: What is the weather in Paris? }
analysis: { max_client_stall_ms: 10000 }
`;

const group = (r: Results, provider: string): GroupResult => r.groups.find((g) => g.provider === provider)!;

/** The summary's tool-call section: its heading to the next heading. */
function toolSection(md: string): string {
  const start = md.indexOf('## Tool calls');
  assert.ok(start >= 0, `no tool-call section in:\n${md}`);
  const next = md.indexOf('\n#', start + 1);
  return md.slice(start, next === -1 ? undefined : next).trim();
}

describe('tool calls timed as streams, against the simulator', () => {
  it('a tool-call table: TTFTC and an arguments rate, the whole-arguments model buffered with its TTFTC kept', async () => {
    const { value: o, loop } = await withLoopDelay(() =>
      runBenchmark({
        loaded: parseConfig(yaml(sim.url, sim.baseUrls.anthropic!), 'tools.yml', {}),
        outDir: join(dir, 'run'),
        env: {},
      }),
    );
    const r = o.results;
    const md = await readFile(join(dir, 'run', 'summary.md'), 'utf8');
    const table = toolSection(md);
    const why = `${table}\n${loop.text}`;
    console.log(why);

    const streamed = group(r, 'args-streamed');
    assert.equal(streamed.tool_call_requests, 5, why);
    assert.equal(streamed.tool_args_buffered, 0, why);
    assert.equal(streamed.n_tool_args, 5, why);
    assert.ok(streamed.tool_args_tps!.p50 > 0, why);
    assert.ok(streamed.ttftc_ms!.min >= 80 - 20, why);
    assert.ok(streamed.ttftc_ms_ci !== null, why);

    const whole = group(r, 'args-whole');
    assert.equal(whole.tool_call_requests, 5, why);
    assert.equal(whole.tool_args_buffered, 5, why);
    assert.equal(whole.tool_args_tps, null, why);
    assert.equal(whole.n_tool_args, 0, why);
    assert.equal(whole.n_ttftc, 5, why);
    assert.ok(whole.ttftc_ms!.min >= 80 - 20, why);
    for (const q of r.requests.filter((q) => q.provider === 'args-whole' && !q.warmup)) {
      assert.equal(q.tool_args_streamed, false, why);
      assert.equal(q.tool_args_tps, null, why);
    }

    const parallel = group(r, 'parallel');
    for (const q of r.requests.filter((q) => q.provider === 'parallel' && !q.warmup))
      assert.equal(q.tool_calls, 3, why);
    assert.equal(parallel.tool_call_requests, 5, why);

    // The text-only group has no tool fields at all, and no row.
    const text = group(r, 'text-only');
    assert.equal(text.tool_call_requests, undefined, why);
    assert.equal(text.ttftc_ms, undefined, why);
    assert.ok(!table.includes('text-only'), why);

    // The table: the streaming row has a rate, the whole row says buffered and keeps its TTFTC.
    const row = (p: string) => table.split('\n').find((l) => l.includes(`| ${p} `)) ?? '';
    assert.match(table, /TTFTC ms p50 \/ p90/, why);
    assert.match(table, /args tok\/s p50/, why);
    assert.doesNotMatch(row('args-streamed'), /n\/a/, why);
    assert.match(row('args-whole'), /n\/a \(buffered\)/, why);
    assert.match(row('args-whole'), /\d+(\.\d+)? \[[\d.]+–[\d.]+\] \/ [\d.]+ · n=5/, why);
    assert.match(row('args-whole'), /5\/5/, why);

    // reanalyze recomputes every tool figure from the traces alone: the same numbers.
    const again = await reanalyze({ outDir: join(dir, 'run'), newOutDir: join(dir, 're'), overrides: {} });
    for (const p of ['args-streamed', 'args-whole', 'parallel']) {
      const [a, b] = [group(r, p), group(again.results, p)];
      assert.deepEqual(
        [b.ttftc_ms, b.ttftc_ms_ci, b.tool_args_tps, b.tool_args_tps_ci, b.tool_args_buffered],
        [a.ttftc_ms, a.ttftc_ms_ci, a.tool_args_tps, a.tool_args_tps_ci, a.tool_args_buffered],
      );
    }
  });
});
