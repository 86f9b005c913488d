import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { downloadArtifact, listRunArtifacts, uploadOutput } from '../../src/action/artifact.ts';
import { readRunContext } from '../../src/action/context.ts';
import { backendRunId, startArtifactService, type ArtifactService } from '../emulators/artifact-service.ts';

// The real @actions/artifact client against the local emulation of the
// artifact service: upload (Twirp + block blob), list, download (signed URL +
// zip), and the service's refusal of a second artifact with the same name.

let service: ArtifactService;
let dir: string;
const saved = { ...process.env };

before(async () => {
  service = await startArtifactService();
  dir = await mkdtemp(join(tmpdir(), 'sg-artifact-'));
  await writeFile(join(dir, 'traces.ndjson'), '{"id":"a/b/1"}\n'.repeat(2000));
  await writeFile(join(dir, 'results.json'), '{"schema":"streamgauge.results/1"}\n');
  await writeFile(join(dir, 'summary.md'), '# streamgauge results\n');
  process.env.ACTIONS_RUNTIME_TOKEN = service.token(backendRunId(77), 'job-a');
  process.env.ACTIONS_RESULTS_URL = `${service.url}/`;
  process.env.GITHUB_WORKSPACE = dir;
});

after(async () => {
  process.env = saved;
  await service.close();
});

describe('artifact client against the emulated service', () => {
  it('uploads the output folder as one zip, then lists and downloads it', async () => {
    const up = await uploadOutput({ dir, name: 'sg-attempt-1', retentionDays: 5 });
    assert.equal(up.files.length, 3);
    const stored = service.get('sg-attempt-1');
    assert.equal(stored.id, up.id);
    assert.ok(stored.expiresAt, 'retention days become an expiry');
    const files = service.files('sg-attempt-1');
    assert.deepEqual([...files.keys()].sort(), ['results.json', 'summary.md', 'traces.ndjson']);
    assert.equal(files.get('traces.ndjson')!.toString(), await readFile(join(dir, 'traces.ndjson'), 'utf8'));
    assert.deepEqual(
      service.calls.map((c) => c.method),
      ['CreateArtifact', 'FinalizeArtifact'],
    );

    const listed = await listRunArtifacts(null);
    assert.deepEqual(
      listed.map((a) => [a.name, a.id]),
      [['sg-attempt-1', up.id]],
    );
    assert.match(listed[0]!.digest ?? '', /^sha256:[0-9a-f]{64}$/);
    const out = await mkdtemp(join(tmpdir(), 'sg-download-'));
    await downloadArtifact(listed[0]!, out, null);
    assert.equal(await readFile(join(out, 'summary.md'), 'utf8'), '# streamgauge results\n');
    assert.equal(await readFile(join(out, 'traces.ndjson'), 'utf8'), '{"id":"a/b/1"}\n'.repeat(2000));
  });

  it('refuses a second artifact of the same name in one run (why names carry shard and attempt)', async () => {
    await assert.rejects(uploadOutput({ dir, name: 'sg-attempt-1', retentionDays: null }), /already exists/);
    const again = await uploadOutput({ dir, name: 'sg-attempt-2', retentionDays: null });
    assert.ok(again.id > 0);
  });

  it('lists the artifacts of every job of the run, not those of another run', async () => {
    process.env.ACTIONS_RUNTIME_TOKEN = service.token(backendRunId(77), 'job-b');
    assert.deepEqual((await listRunArtifacts(null)).map((a) => a.name).sort(), ['sg-attempt-1', 'sg-attempt-2']);
    process.env.ACTIONS_RUNTIME_TOKEN = service.token(backendRunId(78), 'job-c');
    assert.deepEqual(await listRunArtifacts(null), []);
  });

  it('knows when it runs outside GitHub Actions', () => {
    assert.equal(readRunContext({}).artifactService, false);
    assert.equal(readRunContext({ ACTIONS_RUNTIME_TOKEN: 'x' }).artifactService, false);
    assert.equal(
      readRunContext({ ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://h/' }).artifactService,
      true,
    );
  });
});
