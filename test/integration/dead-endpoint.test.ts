import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderCommentBody } from '../../src/report/job-summary.ts';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { formatNumber } from '../../src/report/format.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { runBenchmark } from '../../src/run/engine.ts';
import { readTraces } from '../../src/run/traces.ts';
import type { Trace } from '../../src/trace.ts';

// A server that dies part way through a run: a real simulator process,
// killed with SIGKILL after a few answers. Before, the run sent every
// remaining request to the dead port and the report opened with the dead
// provider ranked fastest on its early answers. Now: at most
// max_consecutive_connect_errors connect failures, the rest not sent and
// said so at the top of every view, and the provider is not ranked.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const PLANNED = 60;
const MAX_CONNECT_ERRORS = 5;
const KILL_AFTER = 3;

let server: ChildProcess;
let dir: string;
let results: Results;
let traces: Trace[];
let summary: string;
let html: string;

function startServer(): Promise<string> {
  server = spawnServer();
  return urlOf(server);
}

function spawnServer(): ChildProcess {
  return spawn(process.execPath, [BIN, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
}

function urlOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /listening at (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`the simulator exited (${code}) before listening`)));
  });
}

before(async () => {
  const url = await startServer();
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-dead-'));
  const loaded = parseConfig(
    `defaults: { repetitions: ${PLANNED}, warmup: 0, concurrency: 1, max_tokens: 8, max_consecutive_connect_errors: ${MAX_CONNECT_ERRORS} }
providers:
  - id: dead
    api: openai-chat
    base_url: ${url}
    model: "steady:tokens=4,ttft_ms=2,interval_ms=2"
prompts:
  - id: p
    prompt: hi
`,
    '<dead>',
    {},
  );
  let done = 0;
  const died = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const outcome = await runBenchmark({
    loaded,
    outDir: dir,
    env: {},
    onTrace: () => {
      if (++done === KILL_AFTER) server.kill('SIGKILL');
    },
  });
  await died;
  results = outcome.results;
  traces = await readTraces(outcome.files.traces);
  summary = await readFile(outcome.files.summary, 'utf8');
  html = await readFile(join(dir, 'report.html'), 'utf8');
});

after(async () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the endpoint dies mid-run (simulator process killed)', () => {
  test('every planned request has a trace; the sending stopped after the connect failures in a row', () => {
    assert.equal(traces.length, PLANNED);
    const kinds = traces.map((t) => t.error?.kind ?? 'ok');
    const firstNotSent = kinds.indexOf('not_sent');
    assert.ok(firstNotSent > 0, `some requests not sent: ${kinds.join(',')}`);
    // Nothing was sent once the breaker opened, and exactly the limit of connect failures came before it.
    assert.ok(
      kinds.slice(firstNotSent).every((k) => k === 'not_sent'),
      kinds.join(','),
    );
    assert.deepEqual(
      kinds.slice(firstNotSent - MAX_CONNECT_ERRORS, firstNotSent),
      Array(MAX_CONNECT_ERRORS).fill('connect'),
    );
    const answered = kinds.filter((k) => k === 'ok').length;
    assert.ok(answered >= KILL_AFTER && answered <= KILL_AFTER + 1, `answered ${answered}`);
    const reason = traces[firstNotSent]!.error!.message;
    assert.match(
      reason,
      /unreachable for 5 requests in a row \(max_consecutive_connect_errors 5; last: .*ECONNREFUSED/,
    );
  });

  test('the group counts not_sent apart from errors, and is not ranked with more failed or not sent than answered', () => {
    const [g] = results.groups;
    const notSent = traces.filter((t) => t.error?.kind === 'not_sent').length;
    assert.equal(g!.not_sent, notSent);
    assert.equal(g!.errors, traces.filter((t) => t.error !== null).length - notSent);
    assert.equal(g!.n, PLANNED);
    assert.ok(g!.errors + g!.not_sent! > g!.streamed + g!.buffered);
    assert.equal(g!.unranked.end_to_end_tps, 'mostly_failed');
    assert.equal(g!.ranks.end_to_end_tps ?? null, null);
  });

  test('terminal, summary.md, the PR comment and report.html say so at the top', () => {
    const notSent = results.groups[0]!.not_sent!;
    const line = `dead: endpoint unreachable after ${PLANNED - notSent} requests; ${notSent} not sent`;
    const terminal = renderTerminal(results, { color: false, width: 120 });
    assert.ok(terminal.startsWith(line), terminal.slice(0, 200));
    assert.ok(summary.indexOf(line) > 0 && summary.indexOf(line) < summary.indexOf('##'), summary.slice(0, 400));
    const ctx = { artifactUrl: null, artifactName: 'streamgauge', runUrl: null, repository: 'o/r', sha: null };
    const comment = renderCommentBody(results, ctx, 'k').text;
    assert.ok(comment.includes(line));
    assert.ok(html.indexOf(line) > 0 && html.indexOf(line) < html.indexOf('<main>'));
    assert.doesNotMatch(terminal, /dead is fastest/);
    assert.match(terminal, /more failed or not sent than answered: not ranked/);
    assert.match(summary, /more failed or not sent than answered: not ranked/);
  });
});

interface DyingLoad {
  results: Results;
  traces: Trace[];
  terminal: string;
  summary: string;
  html: string;
  /** Connections made to the dead port once the breaker had opened (a listener bound there after the first not_sent). */
  laterConnections: number;
}

/**
 * A load run against a real simulator process killed with SIGKILL after
 * KILL_AFTER answers. Once the first not_sent trace is written, a plain TCP
 * listener takes the dead port and counts every connection made to it.
 */
async function dyingLoad(load: string): Promise<DyingLoad> {
  const child = spawnServer();
  const url = await urlOf(child);
  const out = await mkdtemp(join(tmpdir(), 'streamgauge-dead-load-'));
  let listener: Server | null = null;
  let laterConnections = 0;
  try {
    const loaded = parseConfig(
      `defaults: { max_tokens: 8, max_consecutive_connect_errors: ${MAX_CONNECT_ERRORS} }
providers:
  - id: dead
    api: openai-chat
    base_url: ${url}
    model: "steady:tokens=4,ttft_ms=2,interval_ms=2"
prompts:
  - id: p
    prompt: hi
load:
${load}`,
      '<dead-load>',
      {},
    );
    let done = 0;
    let listening: Promise<void> | null = null;
    const { hostname, port } = new URL(url);
    const outcome = await runBenchmark({
      loaded,
      outDir: out,
      env: {},
      onTrace: (trace) => {
        if (++done === KILL_AFTER) child.kill('SIGKILL');
        if (trace.error?.kind === 'not_sent' && listening === null) {
          const server = createServer((socket) => {
            laterConnections++;
            socket.destroy();
          });
          listener = server;
          listening = new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(Number(port), hostname, () => resolve());
          });
        }
      },
    });
    assert.ok(listening !== null, 'some request was recorded as not sent');
    await listening;
    const results = outcome.results;
    return {
      results,
      traces: await readTraces(outcome.files.traces),
      terminal: renderTerminal(results, { color: false, width: 200 }),
      summary: await readFile(outcome.files.summary, 'utf8'),
      html: await readFile(join(out, 'report.html'), 'utf8'),
      laterConnections,
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const l = listener as Server | null;
    if (l) await new Promise((resolve) => l.close(resolve));
    await rm(out, { recursive: true, force: true });
  }
}

/** The headline opens the terminal report, and comes before any section of summary.md and report.html. */
function assertHeadline(run: DyingLoad, line: string) {
  assert.ok(run.terminal.startsWith(line), run.terminal.slice(0, 200));
  const inSummary = run.summary.indexOf(line);
  assert.ok(inSummary > 0 && inSummary < run.summary.indexOf('##'), run.summary.slice(0, 400));
  const inHtml = run.html.indexOf(line);
  assert.ok(inHtml > 0 && inHtml < run.html.indexOf('<main>'));
}

/** summary.md's text as read: Markdown's backslash escapes taken out. */
const plainText = (md: string) => md.replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1');

const kindsOf = (ts: Trace[]) => ts.map((t) => t.error?.kind ?? 'ok');
const ofStage = (ts: Trace[], stage: number) => ts.filter((t) => t.load?.stage === stage);

describe('the endpoint dies during a load stage of a request count', () => {
  const REQUESTS = 40;
  let run: DyingLoad;
  before(async () => {
    run = await dyingLoad(`  requests: ${REQUESTS}
  stages:
    - { concurrency: 1 }
    - { concurrency: 2 }
    - { rate: 50, arrival: constant }
`);
  });

  test('the stage records the rest of its count as not sent; the next stages send nothing', () => {
    const sent = run.traces.filter((t) => t.error?.kind !== 'not_sent');
    assert.equal(kindsOf(sent).filter((k) => k === 'connect').length, MAX_CONNECT_ERRORS, kindsOf(sent).join(','));
    assert.ok(
      sent.every((t) => t.load?.stage === 0),
      'only the first stage sent',
    );
    assert.equal(run.laterConnections, 0, 'no connection to the dead port once the endpoint was unreachable');
    const stages = run.results.stages!;
    assert.deepEqual(
      stages.map((s) => [s.stage, s.requests, s.not_sent, s.errors, s.stopped_early_s]),
      [
        [0, REQUESTS, REQUESTS - sent.length, sent.filter((t) => t.error !== null).length, null],
        [1, REQUESTS, REQUESTS, 0, null],
        [2, REQUESTS, REQUESTS, 0, null],
      ],
    );
    assert.equal(ofStage(run.traces, 0).length, REQUESTS);
    // The open-loop stage's not-sent requests keep the places its schedule gave them: one every 20 ms.
    assert.deepEqual(
      ofStage(run.traces, 2).map((t) => t.load!.scheduled_ms),
      Array.from({ length: REQUESTS }, (_, i) => i * 20),
    );
    // A stage of requests not sent has no timings to report.
    assert.equal(stages[1]!.window_s, null);
    assert.equal(stages[1]!.dispatch_lag_ms, null);
  });

  test('terminal, summary.md and report.html open with the headline; the stage tables show not sent', () => {
    const sent = run.traces.filter((t) => t.error?.kind !== 'not_sent').length;
    assertHeadline(run, `dead: endpoint unreachable after ${sent} requests; ${3 * REQUESTS - sent} not sent`);
    for (const report of [run.terminal, plainText(run.summary), run.html]) {
      assert.ok(report.includes(`${REQUESTS - sent} not sent`), 'the first stage row');
      assert.ok(report.includes(`Not sent: stage 1 (c=2): ${REQUESTS} of its ${REQUESTS} requests`));
    }
  });
});

describe('the endpoint dies during a load stage of a duration', () => {
  const DURATION_S = 3;
  let run: DyingLoad;
  before(async () => {
    run = await dyingLoad(`  duration_s: ${DURATION_S}
  stages:
    - { concurrency: 2 }
    - { rate: 10, arrival: constant }
`);
  });

  test('a closed-loop stage records the request each stream had due and how long before its end it stopped', () => {
    const sent = run.traces.filter((t) => t.error?.kind !== 'not_sent');
    // The connect failures in a row that ended the sending (a request cut by the kill may come before them):
    // the stream that did not open the breaker may have had one more in flight.
    const kinds = kindsOf(sent);
    const trailing = kinds.length - 1 - kinds.findLastIndex((k) => k !== 'connect');
    assert.ok(trailing >= MAX_CONNECT_ERRORS && trailing <= MAX_CONNECT_ERRORS + 1, kinds.join(','));
    assert.equal(run.laterConnections, 0);
    const [closed, open] = run.results.stages!;
    assert.equal(closed!.not_sent, 2);
    assert.ok(
      closed!.stopped_early_s! > DURATION_S - 1 && closed!.stopped_early_s! <= DURATION_S,
      String(closed!.stopped_early_s),
    );
    // The open-loop stage: every arrival of its window, not sent, at its scheduled time.
    assert.equal(open!.not_sent, DURATION_S * 10);
    assert.equal(open!.stopped_early_s, DURATION_S);
    assert.deepEqual(
      ofStage(run.traces, 1).map((t) => t.load!.scheduled_ms),
      Array.from({ length: DURATION_S * 10 }, (_, i) => i * 100),
    );
    // The open-loop stage did not wait out its schedule: its last arrival, due 2.9 s in, was recorded at once.
    const last = ofStage(run.traces, 1).at(-1)!;
    assert.ok(
      last.t0_epoch_ms - last.load!.stage_t0_epoch_ms < 1000,
      String(last.t0_epoch_ms - last.load!.stage_t0_epoch_ms),
    );
  });

  test('the reports give the headline and say each stage stopped early, and by how long', () => {
    const sent = run.traces.filter((t) => t.error?.kind !== 'not_sent').length;
    assertHeadline(run, `dead: endpoint unreachable after ${sent} requests; ${2 + DURATION_S * 10} not sent`);
    for (const report of [run.terminal, plainText(run.summary), run.html]) {
      assert.match(report, /Stopped early: stage 0 \(c=2\) stopped sending [\d.]+ s before its end/);
      assert.ok(
        report.includes(
          `Stopped early: stage 1 (10 req/s constant) stopped sending ${formatNumber(DURATION_S)} s before its end, the endpoint unreachable; ${DURATION_S * 10} not sent`,
        ),
        report
          .split('\n')
          .filter((l) => l.includes('Stopped'))
          .join('\n'),
      );
    }
  });
});
