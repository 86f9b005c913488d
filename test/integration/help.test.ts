import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

// `streamgauge COMMAND --help` as a user types it: each command prints its
// own usage, its options with their defaults and an example, and exits 0.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// What each command's help must show that the global usage does not.
const OWN: Record<string, RegExp[]> = {
  run: [/streamgauge run --url URL/, /default streamgauge\.yml/, /default out\b/, /Example:\n {2}streamgauge run/],
  reanalyze: [/--min-generation-s S .*default 0\.2/, /Example:\n {2}streamgauge reanalyze/],
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
