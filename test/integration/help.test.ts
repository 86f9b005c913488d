import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../support/cli.ts';

// `streamgauge COMMAND --help` as a user types it: each command prints its
// own usage, its options with their defaults and an example, and exits 0.

const cli = (args: string[]) => runCli(args);

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
