import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artifactName, parseArtifactName, selectRunResults, selectShards } from '../../src/action/naming.ts';

describe('artifact names', () => {
  it('carry the shard and the run attempt, so no two jobs or attempts share one', () => {
    const names = new Set<string>();
    for (const attempt of [1, 2])
      for (const shard of [null, { index: 1, count: 2 }, { index: 2, count: 2 }]) {
        names.add(artifactName('sg', { kind: 'run', shard }, attempt));
        names.add(artifactName('sg', { kind: 'merged' }, attempt));
      }
    assert.equal(names.size, 8);
    assert.equal(artifactName('sg', { kind: 'run', shard: { index: 2, count: 3 } }, 4), 'sg-shard-2-of-3-attempt-4');
  });

  it('parse back, and only for their own base name', () => {
    assert.deepEqual(parseArtifactName('sg', 'sg-shard-2-of-3-attempt-4'), {
      shard: { index: 2, count: 3 },
      attempt: 4,
    });
    assert.deepEqual(parseArtifactName('sg', 'sg-attempt-1'), { shard: null, attempt: 1 });
    assert.equal(parseArtifactName('sg', 'sg-merged-attempt-1'), null);
    assert.equal(parseArtifactName('sg', 'sg.x-attempt-1'), null);
    assert.equal(parseArtifactName('s.g', 'sxg-attempt-1'), null, 'the base is matched literally');
    assert.equal(parseArtifactName('sg', 'sg-shard-4-of-3-attempt-1'), null);
  });
});

describe('selectShards', () => {
  const ref = (name: string, id: number) => ({ name, id });

  it('takes the latest attempt of each shard, in shard order', () => {
    const sel = selectShards('sg', [
      ref('sg-shard-2-of-3-attempt-1', 1),
      ref('sg-shard-1-of-3-attempt-1', 2),
      ref('sg-shard-3-of-3-attempt-1', 3),
      ref('sg-shard-2-of-3-attempt-2', 4),
      ref('other-shard-1-of-3-attempt-9', 5),
      ref('sg-merged-attempt-1', 6),
    ]);
    assert.ok(sel.ok);
    assert.deepEqual(
      sel.artifacts.map((a) => a.id),
      [2, 4, 3],
    );
    assert.equal(sel.count, 3);
  });

  it('fails naming the missing shards, or shard counts that disagree', () => {
    const missing = selectShards('sg', [ref('sg-shard-1-of-3-attempt-1', 1)]);
    assert.ok(!missing.ok);
    assert.match(
      missing.message,
      /^Shards 2\/3, 3\/3 of 'sg' uploaded no artifact \(found: 'sg-shard-1-of-3-attempt-1'\)/,
    );
    const mixed = selectShards('sg', [ref('sg-shard-1-of-2-attempt-1', 1), ref('sg-shard-1-of-3-attempt-1', 2)]);
    assert.ok(!mixed.ok);
    assert.match(mixed.message, /disagree on the number of shards \(2 and 3/);
  });

  it('falls back to the latest unsharded artifact, and says when there is none', () => {
    const sel = selectShards('sg', [ref('sg-attempt-1', 1), ref('sg-attempt-2', 2)]);
    assert.ok(sel.ok);
    assert.deepEqual(
      sel.artifacts.map((a) => a.name),
      ['sg-attempt-2'],
    );
    const none = selectShards('sg', [ref('x', 1)]);
    assert.ok(!none.ok);
    assert.match(
      none.message,
      /No artifact named 'sg-shard-I-of-N-attempt-A' or 'sg-attempt-A' in the run \(found: 'x'\)/,
    );
  });
});

describe('selectRunResults (history: artifacts)', () => {
  const ref = (name: string, id: number) => ({ name, id });

  it("picks a run's merged artifact of the latest attempt, else its latest whole-run artifact", () => {
    const sharded = [
      ref('sg-shard-1-of-2-attempt-1', 1),
      ref('sg-shard-2-of-2-attempt-1', 2),
      ref('sg-merged-attempt-1', 3),
      ref('sg-merged-attempt-2', 4),
      ref('other-merged-attempt-3', 5),
    ];
    assert.equal(selectRunResults('sg', sharded)?.name, 'sg-merged-attempt-2');
    assert.deepEqual(selectRunResults('sg', [ref('sg-attempt-2', 9), ref('sg-attempt-1', 8)]), {
      name: 'sg-attempt-2',
      id: 9,
      attempt: 2,
    });
  });

  it('is null without one: only shards, another base name, or nothing', () => {
    assert.equal(selectRunResults('sg', [ref('sg-shard-1-of-2-attempt-1', 1)]), null);
    assert.equal(selectRunResults('sg', [ref('sgx-attempt-1', 1), ref('nightly-merged-attempt-1', 2)]), null);
    assert.equal(selectRunResults('sg', []), null);
  });
});

describe('the run attempt, one rule for provenance and artifact names', () => {
  it('is a whole number >= 1, else 1, in results.json and in the run context alike', async () => {
    const { runAttemptOf, ciInfo } = await import('../../src/run/provenance.ts');
    const { readRunContext } = await import('../../src/action/context.ts');
    for (const [raw, want] of [
      ['3', 3],
      [undefined, 1],
      ['', 1],
      ['0', 1],
      ['-2', 1],
      ['2.5', 1],
      ['x', 1],
    ] as const) {
      const env = {
        GITHUB_ACTIONS: 'true',
        GITHUB_RUN_ID: '9',
        ...(raw === undefined ? {} : { GITHUB_RUN_ATTEMPT: raw }),
      };
      assert.equal(runAttemptOf(env), want, String(raw));
      assert.equal(ciInfo(env)?.run_attempt, want, String(raw));
      assert.equal(readRunContext(env).runAttempt, want, String(raw));
    }
  });
});
