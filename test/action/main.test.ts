import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { run } from '../../src/action/main.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { parseFileCommands } from '../emulators/runner.ts';
import { parseTraces, simConfig, STEADY } from './helpers.ts';

// run() called in this process, as the entries call it: INPUT_* variables
// and the runner's files in process.env, the signals injected. (The other
// Action tests run the entries as child processes, the way a runner does.)

let sim: Simulator;
const saved = { ...process.env };
const cwd = process.cwd();

before(async () => {
  sim = await startSimulator({ port: 0 });
});
after(async () => {
  process.env = saved;
  process.chdir(cwd);
  process.exitCode = 0;
  await sim.close();
});

describe('run()', () => {
  it('cancels on an injected SIGINT, keeps the partial trace and fails the step', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-main-'));
    await writeFile(
      join(dir, 'streamgauge.yml'),
      simConfig(sim.url, [
        { id: 'steady', model: STEADY, repetitions: 1 },
        { id: 'stalled', model: 'stall:tokens=3,ttft_ms=20,interval_ms=10', repetitions: 1 },
      ]),
    );
    for (const f of ['output', 'summary.md', 'state']) await writeFile(join(dir, f), '');
    process.chdir(dir);
    process.env = {
      PATH: saved.PATH,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_STATE: join(dir, 'state'),
      'INPUT_OUTPUT-DIR': 'out',
    };
    const signals = new EventEmitter();
    const log: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      log.push(String(chunk));
      // Cancel once the steady request is done and the stalled one is holding its connection.
      if (/steady\/haiku\/1: ok/.test(String(chunk))) void sim.waitForHolding(1).then(() => signals.emit('SIGINT'));
      return true;
    }) as typeof process.stdout.write;
    try {
      await run({ signals });
    } finally {
      process.stdout.write = write;
    }
    assert.equal(process.exitCode, 1);
    process.exitCode = 0;
    assert.equal(signals.listenerCount('SIGINT'), 0, 'the handlers are removed');
    assert.match(log.join(''), /::error::The run was cancelled \(SIGINT\)/);
    const traces = parseTraces(await readFile(join(dir, 'out', 'traces.ndjson'), 'utf8'));
    assert.deepEqual(traces.map((t) => [t.id, t.error?.kind ?? 'ok']).sort(), [
      ['stalled/haiku/1', 'cancelled'],
      ['steady/haiku/1', 'ok'],
    ]);
    const outputs = parseFileCommands(await readFile(join(dir, 'output'), 'utf8'));
    assert.equal(outputs.streamed, '1');
    assert.equal(outputs.errors, '1');
    assert.match(await readFile(join(dir, 'summary.md'), 'utf8'), /## End-to-end throughput/);
  });

  it('fails the step, naming the cause, when no measured request succeeded; the reports are still written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-main-none-'));
    // A port nothing listens on: every request fails to connect.
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    await writeFile(
      join(dir, 'streamgauge.yml'),
      simConfig(`http://127.0.0.1:${port}/v1`, [{ id: 'nowhere', model: STEADY, repetitions: 2 }]),
    );
    for (const f of ['output', 'summary.md', 'state']) await writeFile(join(dir, f), '');
    process.chdir(dir);
    process.env = {
      PATH: saved.PATH,
      GITHUB_OUTPUT: join(dir, 'output'),
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_STATE: join(dir, 'state'),
      'INPUT_OUTPUT-DIR': 'out',
    };
    const log: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array) => {
      log.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      await run({ signals: new EventEmitter() });
    } finally {
      process.stdout.write = write;
    }
    assert.equal(process.exitCode, 1);
    process.exitCode = 0;
    const text = log.join('');
    assert.match(
      text,
      new RegExp(
        `::error::No measured request succeeded \\(2 connect\\): nowhere: unreachable \\(ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)`,
      ),
    );
    // The reports were written before the step failed (the job summary's file is @actions/core's, kept from the first test).
    assert.match(await readFile(join(dir, 'out', 'summary.md'), 'utf8'), /nowhere: unreachable/);
    assert.match(await readFile(join(dir, 'out', 'report.html'), 'utf8'), /nowhere: unreachable/);
  });
});
