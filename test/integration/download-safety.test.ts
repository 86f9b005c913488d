import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { uploadOutput } from '../../src/action/artifact.ts';
import {
  entryVerdict,
  extractOutputZip,
  ExtractLimitError,
  MAX_ZIP_ENTRIES,
  strictlyInside,
} from '../../src/artifacts/unzip.ts';
import { apiBaseFor, parseByteSize, parseRunRef } from '../../src/cli/download.ts';
import { backendRunId, startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';
import { writeZip, type ZipEntry } from '../emulators/zip.ts';
import { runCli } from '../support/cli.ts';

// `streamgauge download` against artifacts a stranger could upload: any
// workflow run (a fork's pull request too) names its artifacts and fills its
// zips as it likes. The real CLI in a child process, the real artifact and
// Octokit clients against the local emulations; the zips are real zips,
// written entry by entry so they can hold what the Action never writes.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
const TOKEN = 'ghs-safety-secret-0123456789';

let service: ArtifactService;
let rest: GitHubRest;
let dir: string;
const saved = { ...process.env };

const cli = (args: string[], opts: { env?: Record<string, string>; cwd?: string } = {}) =>
  runCli(args, {
    cwd: opts.cwd ?? dir,
    env: { GITHUB_API_URL: rest.url, GITHUB_SERVER_URL: 'https://github.com', GH_TOKEN: TOKEN, ...opts.env },
  });

const RESULTS = JSON.stringify({ schema: 'streamgauge.results/1', requests: [] });

/** Uploads a placeholder folder as artifact NAME of run RUN, then swaps its zip for `entries`, digest and all. */
async function plant(run: number, name: string, entries: ZipEntry[]): Promise<void> {
  const folder = await mkdtemp(join(dir, 'upload-'));
  await writeFile(join(folder, 'results.json'), RESULTS);
  process.env.ACTIONS_RUNTIME_TOKEN = service.token(backendRunId(run), `job-${name}`);
  process.env.ACTIONS_RESULTS_URL = `${service.url}/`;
  const { id } = await uploadOutput({ dir: folder, name, retentionDays: null });
  const stored = service.artifacts().find((a) => a.id === id)!;
  stored.blob = writeZip(entries);
  stored.size = stored.blob.length;
  stored.digest = `sha256:${createHash('sha256').update(stored.blob).digest('hex')}`;
}

const file = (name: string, text: string): ZipEntry => ({ name, data: Buffer.from(text) });

before(async () => {
  service = await startArtifactService();
  rest = await startGitHubRest({
    repository: 'octo/bench',
    tokens: { [TOKEN]: 'read' },
    artifacts: service,
    strictRuns: true,
  });
  dir = await mkdtemp(join(tmpdir(), 'sg-download-safety-'));
  process.env.GITHUB_WORKSPACE = dir;
  const hostile = [
    file('results.json', RESULTS),
    file('traces.ndjson', ''),
    file('.git/config', '[core]\n\tfsmonitor = touch PWNED\n'),
    file('../escaped.txt', 'out of -o'),
    file('/tmp/absolute.txt', 'absolute'),
    file('nested/results.json', RESULTS),
    file('notes.sh', 'echo hi'),
    { name: 'summary.md', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
  ];
  // Run 601: an artifact named to escape -o, beside a good name holding a hostile zip.
  await plant(601, '..-attempt-1', hostile);
  await plant(601, 'nightly-attempt-1', hostile);
  await plant(601, '.git-attempt-1', hostile);
  // Location parts outside the names the Action writes: the parent folder, before and after "@".
  await plant(601, 'nightly@..-attempt-1', hostile);
  await plant(601, '..@eu-west-attempt-1', hostile);
  // Run 602: a small zip whose second file inflates to 8 MiB.
  await plant(602, 'nightly-attempt-1', [
    file('traces.ndjson', '{}\n'),
    { name: 'results.json', data: Buffer.alloc(8 * 1024 ** 2, 0x20) },
  ]);
});

after(async () => {
  process.env = saved;
  await rest.close();
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

describe('download stays inside -o (issue rows 1 and 2)', () => {
  it('skips an artifact named to escape, and extracts only the files an output folder holds', async () => {
    const cwd = join(dir, 'laptop');
    await mkdir(cwd);
    // No -o: the default folder in the current directory, where `..` once wrote into cwd itself.
    const ran = await cli(['download', 'https://github.com/octo/bench/actions/runs/601'], { cwd });
    assert.equal(ran.code, 0, ran.stderr);
    assert.deepEqual(await readdir(cwd), ['streamgauge-run-601'], 'nothing lands beside the output folder');
    const out = join(cwd, 'streamgauge-run-601');
    assert.deepEqual((await readdir(out)).sort(), ['results.json', 'traces.ndjson']);
    await assert.rejects(lstat(join(dir, 'escaped.txt')));
    await assert.rejects(lstat('/tmp/absolute.txt'));
    assert.match(ran.stderr, /skipped artifact '\.\.-attempt-1': its benchmark name starts with "\."/);
    assert.match(ran.stderr, /skipped artifact '\.git-attempt-1'/);
    assert.match(ran.stderr, /skipped artifact 'nightly@\.\.-attempt-1': its location \(after "@"\) holds a character/);
    assert.match(ran.stderr, /skipped artifact '\.\.@eu-west-attempt-1': its benchmark name starts with "\."/);
    assert.match(ran.stderr, /left out \.git\/config: a dot-file/);
    assert.match(ran.stderr, /left out \.\.\/escaped\.txt: a path outside the folder/);
    assert.match(ran.stderr, /left out summary\.md: a symbolic link/);
    assert.match(ran.stderr, /left out nested\/results\.json: inside a folder/);
    assert.match(ran.stderr, /left out notes\.sh: not a file streamgauge writes/);
    assert.ok(!(ran.stdout + ran.stderr).includes(TOKEN));
  });

  it('stops at --max-bytes with a clear message, keeping the files completed before it', async () => {
    const out = join(dir, 'bomb');
    const ran = await cli(['download', 'octo/bench', '602', '-o', out, '--max-bytes', '1MiB']);
    assert.equal(ran.code, 2, ran.stderr);
    assert.match(ran.stderr, /results\.json inflates past the download's limit of 1048576 decoded bytes/);
    assert.match(ran.stderr, /--max-bytes/);
    assert.deepEqual(await readdir(out), ['traces.ndjson'], 'the complete file stays; the partial one is removed');
    assert.equal(await readFile(join(out, 'traces.ndjson'), 'utf8'), '{}\n');
    // Raised, the same artifact comes down whole.
    const raised = await cli(['download', 'octo/bench', '602', '-o', join(dir, 'bomb2'), '--max-bytes', '16MiB']);
    assert.equal(raised.code, 0, raised.stderr);
    assert.equal((await lstat(join(dir, 'bomb2', 'results.json'))).size, 8 * 1024 ** 2);
  });
});

describe('download sends the token only to the run URL server (issue row 9)', () => {
  it('takes GITHUB_API_URL only when it belongs to the server of the run URL', () => {
    const ghe = parseRunRef(['https://ghe.example.com/o/r/actions/runs/1']);
    const dotcom = parseRunRef(['https://github.com/o/r/actions/runs/1']);
    const bare = parseRunRef(['o/r', '1']);
    const actions = { GITHUB_API_URL: 'https://api.github.com', GITHUB_SERVER_URL: 'https://github.com' };
    assert.equal(apiBaseFor(ghe, actions).url, 'https://ghe.example.com/api/v3');
    assert.match(apiBaseFor(ghe, actions).note!, /is not the API of ghe\.example\.com/);
    assert.deepEqual(apiBaseFor(dotcom, actions), { url: 'https://api.github.com', note: null });
    assert.deepEqual(apiBaseFor(dotcom, {}), { url: 'https://api.github.com', note: null });
    assert.equal(apiBaseFor(ghe, {}).url, 'https://ghe.example.com/api/v3');
    assert.equal(
      apiBaseFor(ghe, { GITHUB_API_URL: 'https://ghe.example.com/api/v3' }).url,
      'https://ghe.example.com/api/v3',
    );
    assert.equal(
      apiBaseFor(bare, { GITHUB_API_URL: 'https://ghe.example.com/api/v3' }).url,
      'https://ghe.example.com/api/v3',
    );
    assert.equal(apiBaseFor(bare, {}).url, 'https://api.github.com');
    // A user@ part is not a host: such a URL is refused rather than sent elsewhere.
    assert.throws(() => parseRunRef(['https://github.com@evil.example/o/r/actions/runs/1']), /not a workflow run URL/);
  });

  it('a run URL of another server never reaches the configured API with the token', async () => {
    // The run URL's server: a bare TCP listener that records the first
    // connection. The CLI is stopped as soon as it arrives, since its TLS
    // handshake cannot succeed and the client would retry for a minute.
    const other = createServer();
    const connected = new Promise<void>((resolve) => other.once('connection', (s) => (s.destroy(), resolve())));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    const before = rest.requests.length;
    const child = spawn(
      process.execPath,
      [BIN, 'download', `https://127.0.0.1:${port}/octo/bench/actions/runs/601`, '-o', join(dir, 'ghe')],
      {
        cwd: dir,
        env: {
          PATH: process.env.PATH ?? '',
          GITHUB_API_URL: rest.url,
          GITHUB_SERVER_URL: 'https://github.com',
          GH_TOKEN: TOKEN,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const closed = new Promise((resolve) => child.on('close', resolve));
    try {
      await connected;
    } finally {
      child.kill();
      await closed;
      other.close();
    }
    assert.match(output, new RegExp(`the token goes to https://127\\.0\\.0\\.1:${port}/api/v3 instead`));
    assert.equal(rest.requests.length, before, 'no request reached the API of another server');
    assert.ok(!output.includes(TOKEN));
  });
});

describe('download safety: pure parts', () => {
  it('judges entries by name and type', () => {
    const allowed = new Set(['results.json']);
    assert.equal(entryVerdict('results.json', 0o100644, allowed), null);
    assert.equal(entryVerdict('results.json', 0, allowed), null);
    assert.equal(entryVerdict('results.json', 0o120777, allowed), 'a symbolic link');
    assert.equal(entryVerdict('results.json/', 0o040755, allowed), 'a folder');
    assert.equal(entryVerdict('..\\x', 0, allowed), 'a path outside the folder');
    assert.equal(entryVerdict('C:x', 0, allowed), 'a path outside the folder');
    assert.equal(entryVerdict('a/.hidden', 0, allowed), 'a dot-file');
    assert.ok(strictlyInside('/a/b', '/a/b/c'));
    assert.ok(!strictlyInside('/a/b', '/a/b'));
    assert.ok(!strictlyInside('/a/b', '/a/bc'));
    assert.ok(!strictlyInside('/a/b', '/a'));
  });

  it('refuses a zip of more entries than an output folder could hold, and counts bytes as they inflate', async () => {
    const folder = await mkdtemp(join(dir, 'direct-'));
    const many = join(folder, 'many.zip');
    await writeFile(many, writeZip(Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => file(`f${i}`, ''))));
    await assert.rejects(
      extractOutputZip(many, folder, { allowed: ['results.json'], budgetBytes: 1024, label: 'many.zip' }),
      /many\.zip holds 10001 entries, more than the 10000/,
    );
    const zip = join(folder, 'two.zip');
    await writeFile(zip, writeZip([file('traces.ndjson', 'x'.repeat(600)), file('results.json', 'y'.repeat(600))]));
    const out = join(folder, 'out');
    await mkdir(out);
    const err = await extractOutputZip(zip, out, {
      allowed: ['traces.ndjson', 'results.json'],
      budgetBytes: 1000,
      label: 'two.zip',
    }).catch((e: unknown) => e);
    assert.ok(err instanceof ExtractLimitError, String(err));
    assert.deepEqual(err.completed, [join(out, 'traces.ndjson')]);
    assert.deepEqual(await readdir(out), ['traces.ndjson']);
  });

  it('reads --max-bytes sizes', () => {
    assert.equal(parseByteSize('1073741824'), 1024 ** 3);
    assert.equal(parseByteSize('2GiB'), 2 * 1024 ** 3);
    assert.equal(parseByteSize('500 MiB'), 500 * 1024 ** 2);
    assert.throws(() => parseByteSize('lots'), /--max-bytes lots: expected a size such as/);
    assert.throws(() => parseByteSize('0'), /expected a size/);
  });
});
