import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { describe, it } from 'node:test';
import { main } from '../../src/cli/main.ts';
import { runCli, type CliRun } from '../support/cli.ts';

// `streamgauge COMMAND --help` as a user types it: each command prints its
// own usage, its options with their defaults and an example, and exits 0.
// The commands run in this process through main(), the function the bin
// calls (a child process each cost ~0.5 s of CPU, 21 of them); one test runs
// the real bin to show a child prints exactly what main() does.

/** `streamgauge ARGS...` through main() in this process, with the bin's base environment. */
async function cli(args: string[]): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await main(args, { env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' }, stdout, stderr });
  // Everything written has reached the listeners once both streams have ended.
  stdout.end();
  stderr.end();
  await Promise.all([finished(stdout), finished(stderr)]);
  return { code, stdout: out, stderr: err };
}

// What each command's help must show that the global usage does not.
const OWN: Record<string, RegExp[]> = {
  run: [/streamgauge run --url URL/, /default streamgauge\.yml/, /default out\b/, /Example:\n {2}streamgauge run/],
  reanalyze: [/--min-generation-s S .*default 0\.1/, /Example:\n {2}streamgauge reanalyze/],
  merge: [/required/, /Example:\n {2}streamgauge merge/],
  serve: [/default 8787/, /default 127\.0\.0\.1/, /Example:\n {2}streamgauge serve/],
  demo: [/default out\/demo/, /Example:\n {2}streamgauge demo/],
  init: [/default streamgauge\.yml/, /simulator when none is/, /Example:/],
  download: [/default streamgauge-run-ID/, /GITHUB_API_URL/, /Example:/],
  compare: [/default 10/, /Example:\n {2}streamgauge compare/],
  history: [/default 100/, /Example:\n {2}streamgauge history/],
  dashboard: [/default "site"/, /Example:\n {2}streamgauge dashboard/],
};

describe('COMMAND --help', () => {
  const global = cli(['--help']);
  for (const [command, patterns] of Object.entries(OWN)) {
    it(command, async () => {
      for (const flag of ['--help', '-h']) {
        const r = await cli([command, flag]);
        assert.equal(r.code, 0, r.stderr);
        assert.notEqual(r.stdout, (await global).stdout, `${command} ${flag} prints its own help`);
        for (const p of patterns) assert.match(r.stdout, p, `${command} ${flag}`);
      }
    });
  }
});

describe('--help in a child process', () => {
  it('the real bin prints what main() prints and exits 0', async () => {
    const [child, inProcess] = await Promise.all([runCli(['run', '--help']), cli(['run', '--help'])]);
    assert.equal(child.code, 0, child.stderr);
    assert.equal(child.stdout, inProcess.stdout);
    assert.match(child.stdout, OWN.run![0]!);
  });
});
