import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { renderCommentBody, renderJobSummary } from '../../src/report/job-summary.ts';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { readTraces } from '../../src/run/traces.ts';
import { answer } from '../../src/sim/scenarios.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import type { Trace } from '../../src/trace.ts';
import { HOSTILE_KEY, HOSTILE_ROWS, hostileConfig } from '../../bench/lib/hostile.ts';

// Every hostile endpoint of the Limits table in ONE run beside normal
// streams (all at once: parallel_providers covers them), through the whole
// engine against the simulator on loopback: each ends with its error kind,
// the normal streams' traces are intact, and no output holds the key, a
// live @mention, raw HTML from a provider or a control character.

const MIB = 1024 * 1024;
/** max_response_mb of the run: lower than the default (64) to keep the test's CPU time small. */
const CAP_MB = 4;

let sim: Simulator;
let dir: string;
let results: Results;
let traces: Map<string, Trace>;
/** Every file of the output folder, by name. */
const outputs = new Map<string, string>();

before(async () => {
  sim = await startSimulator({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-limits-'));
  const env = { SIM_KEY: HOSTILE_KEY };
  const loaded = parseConfig(hostileConfig(new URL(sim.url).origin, 60, CAP_MB), '<limits>', env);
  const outcome = await runBenchmark({ loaded, outDir: dir, env });
  results = outcome.results;
  traces = new Map((await readTraces(outcome.files.traces)).map((t) => [t.provider, t]));
  for (const name of await readdir(dir)) outputs.set(name, await readFile(join(dir, name), 'utf8'));
  const ctx = { artifactUrl: null, artifactName: 'streamgauge', runUrl: null, repository: 'o/r', sha: null };
  outputs.set('(job summary)', renderJobSummary(results, ctx).text);
  outputs.set('(PR comment)', renderCommentBody(results, ctx, 'k').text);
  outputs.set('(terminal)', renderTerminal(results, { color: false, width: 120 }));
});

after(async () => {
  await sim?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const trace = (id: string): Trace => {
  const t = traces.get(id);
  assert.ok(t, `a trace for ${id}`);
  return t;
};

describe('hostile endpoints beside normal streams, one run', () => {
  test('every row ends with its error kind', () => {
    assert.equal(results.requests.length, HOSTILE_ROWS.length);
    for (const row of HOSTILE_ROWS) {
      const r = results.requests.find((q) => q.provider === row.id);
      assert.ok(r, row.id);
      assert.equal(r.error_kind, row.kind, `${row.id}: ${r.error_message}`);
    }
  });

  test('too_large says which cap and how far the response got, and keeps the partial trace', () => {
    const firehose = trace('firehose');
    assert.match(firehose.error!.message, new RegExp(`max_response_mb \\(${CAP_MB} MiB of decoded body\\)`));
    // The bomb races two caps: its decoded bytes, and its compressed bytes,
    // which come in faster than they inflate and wait in the decoder's input.
    // Which passes first depends on that race; either ends it in bounded memory.
    const bomb = trace('gzip-bomb');
    assert.match(
      bomb.error!.message,
      new RegExp(`max_response_mb \\(${CAP_MB} MiB of (decoded body|body on the wire)\\)`),
    );
    for (const t of [firehose, bomb]) {
      assert.match(t.error!.message, /aborted after [\d.]+ MiB/, t.id);
      assert.ok(t.output.chars > 0, `${t.id}: the content before the cap is kept`);
      assert.notEqual(t.at.first_content, null, t.id);
      assert.notEqual(t.at.end, null, t.id);
    }
    // The firehose's body stopped at the cap, give or take the reads in flight.
    const wire = trace('firehose').reads.reduce((a, [, bytes]) => a + bytes, 0);
    assert.ok(wire > CAP_MB * MIB && wire < (CAP_MB + 1) * MIB, `firehose read ${wire} bytes`);
    const bombWire = bomb.reads.reduce((a, [, bytes]) => a + bytes, 0);
    assert.ok(bombWire < (CAP_MB + 1) * MIB, `gzip-bomb read ${bombWire} bytes on the wire`);
    // Endless bytes that decode to nothing still stop at the cap, counted on the wire.
    assert.match(
      trace('gzip-nothing').error!.message,
      new RegExp(`max_response_mb \\(${CAP_MB} MiB of body on the wire\\)`),
    );
    assert.match(trace('endless-sse').error!.message, /^one SSE line or event passed the fixed 8 MiB cap/);
    assert.match(trace('endless-ndjson').error!.message, /^one NDJSON line passed the fixed 8 MiB cap/);
    assert.match(
      trace('endless-frame').error!.message,
      /^one event-stream frame \(it announced 16,777,200 bytes\) passed the fixed 8 MiB cap/,
    );
    for (const id of ['endless-sse', 'endless-ndjson']) {
      const read = trace(id).reads.reduce((a, [, bytes]) => a + bytes, 0);
      assert.ok(read > 8 * MIB && read < 10 * MIB, `${id} read ${read} bytes`);
    }
  });

  test('a redirect is an HTTP status naming the Location, not followed', () => {
    const t = trace('redirect');
    assert.equal(t.http.status, 307);
    assert.equal(t.error?.http_status, 307);
    assert.match(
      t.error!.message,
      /^HTTP 307 redirect to https:\/\/login\.example\.invalid\/sso\?next=.*, not followed/,
    );
    assert.equal(t.http.headers.location, 'https://login.example.invalid/sso?next=%2Fv1%2Fchat%2Fcompletions');
  });

  test('a login page and prose are not_a_stream, with the type and a short snippet', () => {
    const html = trace('html').error!;
    assert.match(html.message, /content-type text\/html; charset=utf-8/);
    assert.match(html.message, /"<title>Sign in<\/title>"$/);
    const text = trace('text').error!;
    assert.match(text.message, /content-type text\/plain; charset=utf-8 .*anthropic adapter/);
    assert.match(text.message, /"Service Unavailable The gateway could not reach/);
  });

  test("the normal streams' traces are intact, oddly labelled ones included", () => {
    for (const row of HOSTILE_ROWS.filter((r) => r.kind === null)) {
      const t = trace(row.id);
      const r = results.requests.find((q) => q.provider === row.id)!;
      const why = `${row.id}: ${JSON.stringify({ outcome: r.outcome, error: t.error, reads: t.reads.length, content_reads: t.content_reads })}`;
      assert.equal(t.error, null, why);
      assert.equal(r.outcome, 'streamed', why);
      assert.equal(t.output.chars, answer(20).length, `${row.id}: the whole answer`);
      assert.equal(t.usage?.output_tokens, 20, row.id);
      assert.ok(t.content_reads >= 3, `${row.id}: ${t.content_reads} content reads`);
    }
  });

  test('no output holds the key, a live @mention, provider HTML or a control character', () => {
    const key = [HOSTILE_KEY, encodeURIComponent(HOSTILE_KEY)];
    for (const [name, text] of outputs) {
      for (const k of key) assert.ok(!text.includes(k), `${name} holds the key`);
      // eslint-disable-next-line no-control-regex
      if (name !== 'traces.ndjson') assert.doesNotMatch(text, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/, name);
      // Markdown is what GitHub renders (a job summary, a PR comment): there a mention would notify.
      if (!['summary.md', '(job summary)', '(PR comment)'].includes(name)) continue;
      assert.doesNotMatch(text, /(?<![A-Za-z0-9])@(someone|acme)/, `${name}: a live mention`);
      assert.doesNotMatch(text, /<img|<script/i, `${name}: provider HTML`);
    }
    // The error was shown, neutralised, and cut.
    const summary = outputs.get('summary.md')!;
    const line = summary.split('\n').find((l) => l.includes('`hostile-error/p/1`'))!;
    assert.match(line, /@&#8203;someone/);
    assert.ok(line.length < 600, `the flagged line is capped (${line.length} chars)`);
    assert.ok(trace('hostile-error').error!.message.length <= 4096 + ' [truncated]'.length);
  });
});

describe('a request that cannot be signed', () => {
  test('is error kind sign, not connect, and nothing is sent', async () => {
    const out = await mkdtemp(join(tmpdir(), 'streamgauge-sign-'));
    try {
      const env = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-example-key' };
      const loaded = parseConfig(
        `defaults: { repetitions: 1, warmup: 0 }
providers:
  - { id: br, api: bedrock, base_url: "${new URL(sim.url).origin}", model: steady }
prompts:
  - { id: p, prompt: hi }
`,
        '<sign>',
        env,
      );
      const before = sim.requestCount();
      // The credentials gone by the time of signing: the signer has nothing to sign with.
      const { results: r } = await runBenchmark({ loaded: { ...loaded, aws: {} }, outDir: out, env });
      assert.equal(r.requests[0]?.error_kind, 'sign');
      assert.match(r.requests[0]?.error_message ?? '', /^cannot sign the request: /);
      assert.equal(sim.requestCount(), before, 'nothing was sent');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
