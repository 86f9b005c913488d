import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  artifactName,
  attemptOf,
  locationPart,
  parseArtifactName,
  runArtifactBases,
  selectRunResults,
  selectShards,
} from '../../src/artifacts/names.ts';

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
      location: null,
      shard: { index: 2, count: 3 },
      attempt: 4,
    });
    assert.deepEqual(parseArtifactName('sg', 'sg-attempt-1'), { location: null, shard: null, attempt: 1 });
    assert.equal(parseArtifactName('sg', 'sg-merged-attempt-1'), null);
    assert.equal(parseArtifactName('sg', 'sg.x-attempt-1'), null);
    assert.equal(parseArtifactName('s.g', 'sxg-attempt-1'), null, 'the base is matched literally');
    assert.equal(parseArtifactName('sg', 'sg-shard-4-of-3-attempt-1'), null);
  });
});

describe('artifact names with a location', () => {
  it('carry the location after the base, and parse back to it', () => {
    const shard = { index: 1, count: 2 };
    assert.equal(
      artifactName('sg', { kind: 'run', shard, location: 'eu-west' }, 3),
      'sg@eu-west-shard-1-of-2-attempt-3',
    );
    assert.equal(artifactName('sg', { kind: 'run', shard: null, location: 'us_east-2' }, 1), 'sg@us_east-2-attempt-1');
    assert.equal(artifactName('sg', { kind: 'run', shard: null, location: null }, 1), 'sg-attempt-1');
    assert.equal(artifactName('sg', { kind: 'merged' }, 2), 'sg-merged-attempt-2', 'the merge holds every place');
    assert.deepEqual(parseArtifactName('sg', 'sg@eu-west-shard-1-of-2-attempt-3'), {
      location: 'eu-west',
      shard,
      attempt: 3,
    });
    assert.deepEqual(parseArtifactName('sg', 'sg@us_east-2-attempt-1'), {
      location: 'us_east-2',
      shard: null,
      attempt: 1,
    });
    assert.equal(parseArtifactName('other', 'sg@eu-west-attempt-1'), null);
  });

  it('write any label with safe characters only, one way back', () => {
    for (const [label, part] of [
      ['eu west', 'eu_west'],
      ['../../etc', '______etc'],
      ['a/b\\c', 'a_b_c'],
      ['gpu.box:1', 'gpu_box_1'],
      ['Zürich', 'Z_rich'],
      ['x-shard-1-of-2', 'x_shard-1-of-2'],
      ['x-attempt-7', 'x_attempt-7'],
      ['a-merged-b', 'a_merged-b'],
      // At the end of the label the reserved word meets the name's own dash.
      ['x-attempt', 'x_attempt'],
      ['eu-shard', 'eu_shard'],
      ['a-merged', 'a_merged'],
      ['.', '_'],
      ['l'.repeat(64), 'l'.repeat(64)],
    ] as const) {
      assert.equal(locationPart(label), part, label);
      for (const shard of [null, { index: 2, count: 2 }]) {
        const name = artifactName('sg', { kind: 'run', shard, location: label }, 5);
        assert.match(name, /^sg@[A-Za-z0-9_-]+-(shard-2-of-2-)?attempt-5$/, name);
        assert.doesNotMatch(name, /\.\.|\//);
        assert.deepEqual(parseArtifactName('sg', name), { location: part, shard, attempt: 5 }, name);
      }
    }
  });

  it('refuse hostile or malformed location parts', () => {
    for (const name of [
      'sg@..-attempt-1',
      'sg@../x-attempt-1',
      'sg@a/b-attempt-1',
      'sg@a\\b-attempt-1',
      'sg@.hidden-attempt-1',
      'sg@eu.west-attempt-1',
      'sg@-attempt-1',
      'sg@eu west-attempt-1',
      'sg@eu:1-attempt-1',
      'sg@eu%2F..-attempt-1',
      'sg@eu\n-attempt-1',
      `sg@${'l'.repeat(65)}-attempt-1`,
      'sg@eu@us-attempt-1',
      'sg@eu-merged-attempt-1',
      'sg@eu-shard-3-of-2-attempt-1',
    ])
      assert.equal(parseArtifactName('sg', name), null, name);
  });

  it('download still reads the base before the location, and the attempt', () => {
    const bases = runArtifactBases([
      { name: 'sg@eu-west-shard-1-of-2-attempt-1', id: 1 },
      { name: 'sg@us-east-attempt-2', id: 2 },
      { name: 'sg-merged-attempt-1', id: 3 },
      { name: 'nightly-attempt-1', id: 4 },
    ]);
    assert.deepEqual(
      bases.map((b) => [b.base, b.artifacts.map((a) => a.id)]),
      [
        ['sg', [1, 2, 3]],
        ['nightly', [4]],
      ],
    );
    assert.equal(attemptOf('sg@eu-west-shard-1-of-2-attempt-4'), 4);
    assert.equal(attemptOf('sg@us-east-attempt-2'), 2);
    // A location part outside the safe characters is no location: the base then holds it, for download's own checks.
    assert.deepEqual(
      runArtifactBases([
        { name: '..@x-attempt-1', id: 1 },
        { name: 'a@../b-attempt-1', id: 2 },
      ]).map((b) => b.base),
      ['..', 'a@../b'],
    );
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
      /No artifact named 'sg-shard-I-of-N-attempt-A' or 'sg-attempt-A' in the run \(found: 'x';/,
    );
  });
});

describe('selectShards across places', () => {
  const ref = (name: string, id: number) => ({ name, id });

  it("takes every place's artifacts of the base: each place's shards, or its latest unsharded run", () => {
    const sel = selectShards('sg', [
      ref('sg@us-east-attempt-1', 1),
      ref('sg@eu-west-shard-2-of-2-attempt-1', 2),
      ref('sg@eu-west-shard-1-of-2-attempt-1', 3),
      ref('sg@us-east-attempt-2', 4),
      ref('sg@eu-west-shard-1-of-2-attempt-2', 5),
      ref('other@eu-west-attempt-1', 6),
      ref('sg-merged-attempt-1', 7),
    ]);
    assert.ok(sel.ok, sel.ok ? '' : sel.message);
    assert.deepEqual(
      sel.artifacts.map((a) => a.id),
      [5, 2, 4],
    );
    assert.deepEqual(sel.locations, ['eu-west', 'us-east']);
    assert.equal(sel.count, null, 'the places ran different shard counts');
  });

  it('checks shard coverage per place, naming the place', () => {
    const sel = selectShards('sg', [
      ref('sg@eu-west-shard-1-of-2-attempt-1', 1),
      ref('sg@eu-west-shard-2-of-2-attempt-1', 2),
      ref('sg@us-east-shard-1-of-2-attempt-1', 3),
    ]);
    assert.ok(!sel.ok);
    assert.match(sel.message, /^Shard 2\/2 of 'sg' from us-east uploaded no artifact/);
  });

  it('a run from one place only is its whole run for the history; several places without a merge are not', () => {
    assert.equal(selectRunResults('sg', [ref('sg@eu-attempt-1', 1), ref('sg@eu-attempt-2', 2)])?.id, 2);
    assert.equal(selectRunResults('sg', [ref('sg@eu-attempt-1', 1), ref('sg@us-attempt-1', 2)]), null);
    assert.equal(
      selectRunResults('sg', [ref('sg@eu-attempt-1', 1), ref('sg@us-attempt-1', 2), ref('sg-merged-attempt-1', 3)])?.id,
      3,
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
