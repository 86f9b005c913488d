import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { renderCommentBody } from '../../src/action/summary.ts';
import type { Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/load.ts';
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

describe('the endpoint dies during a load stage', () => {
  test('the stage stops sending once the endpoint is unreachable, well before its request count', async () => {
    const child = spawnServer();
    const url = await urlOf(child);
    const out = await mkdtemp(join(tmpdir(), 'streamgauge-dead-load-'));
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
  requests: 500
  stages:
    - { concurrency: 1 }
    - { concurrency: 2 }
`,
        '<dead-load>',
        {},
      );
      let done = 0;
      const outcome = await runBenchmark({
        loaded,
        outDir: out,
        env: {},
        onTrace: () => {
          if (++done === KILL_AFTER) child.kill('SIGKILL');
        },
      });
      const kinds = (await readTraces(outcome.files.traces)).map((t) => t.error?.kind ?? 'ok');
      // Each stage sends at most the requests in flight when the limit was reached; the second stage, none.
      assert.ok(kinds.length <= KILL_AFTER + 1 + MAX_CONNECT_ERRORS + 1, kinds.join(','));
      assert.equal(kinds.filter((k) => k === 'connect').length, MAX_CONNECT_ERRORS, kinds.join(','));
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await rm(out, { recursive: true, force: true });
    }
  });
});
