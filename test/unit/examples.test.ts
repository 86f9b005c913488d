import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { INPUT_DEFAULTS, Inputs } from '../../src/action/constants.ts';
import { artifactName, selectShards, type ArtifactRef } from '../../src/artifacts/names.ts';

// Every example workflow whose merge step reads artifacts (a sharded run's
// own, or another workflow's through workflow_run and run-id) finds what the
// benchmark steps it reads upload: their artifact names, as the Action
// writes them, go through the merge step's own lookup (selectShards). A
// pair of examples that disagree on `artifact-name` fails on every run.

const EXAMPLES = fileURLToPath(new URL('../../examples/workflows/', import.meta.url));

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  steps?: Step[];
  strategy?: { matrix?: Record<string, unknown> };
}
interface Workflow {
  name?: string;
  on?: { workflow_run?: { workflows?: string[] } };
  jobs?: Record<string, Job>;
}

const workflows = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.yml'))
  .map((file) => ({ file, doc: parse(readFileSync(join(EXAMPLES, file), 'utf8')) as Workflow }))
  .filter((w) => w.doc !== null && typeof w.doc === 'object' && w.doc.jobs !== undefined);

const ours = (s: Step) => typeof s.uses === 'string' && /\/streamgauge@/.test(s.uses);
const input = (s: Step, name: string): string => {
  const v = s.with?.[name];
  return v === undefined ? INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS] : String(v);
};

/**
 * A job's matrix, expanded: the product of its lists, then its `include`
 * entries (each one a job of its own here; no example adds keys to a
 * combination). One empty entry without a matrix.
 */
function combinations(job: Job): Array<Record<string, unknown>> {
  const { include, exclude: _exclude, ...lists } = job.strategy?.matrix ?? {};
  let combos: Array<Record<string, unknown>> = [{}];
  for (const [key, values] of Object.entries(lists))
    combos = combos.flatMap((c) => (values as unknown[]).map((v) => ({ ...c, [key]: v })));
  const extra = (include ?? []) as Array<Record<string, unknown>>;
  if (extra.length === 0) return combos;
  return Object.keys(lists).length === 0 ? extra : [...combos, ...extra];
}

/** An input's value in one matrix combination: `${{ matrix.KEY }}` replaced. */
const expand = (text: string, combo: Record<string, unknown>): string =>
  text.replace(/\$\{\{\s*matrix\.([\w-]+)\s*\}\}/g, (all, key: string) => (key in combo ? String(combo[key]) : all));

/** The artifacts a workflow's benchmark steps upload on attempt 1, each matrix combination expanded. */
function uploads(w: Workflow): ArtifactRef[] {
  const out: ArtifactRef[] = [];
  for (const job of Object.values(w.jobs ?? {})) {
    for (const step of job.steps ?? []) {
      if (!ours(step) || input(step, Inputs.Mode) === 'merge' || input(step, Inputs.UploadTraces) === 'false') continue;
      for (const combo of combinations(job)) {
        const m = /^(\d+)\/(\d+)$/.exec(expand(input(step, Inputs.Shard), combo));
        const shard = m ? { index: Number(m[1]), count: Number(m[2]) } : null;
        const location = expand(input(step, Inputs.Location), combo);
        assert.doesNotMatch(location, /\$\{\{/, `${w.name}: a location the test cannot expand`);
        out.push({
          name: artifactName(input(step, Inputs.ArtifactName), { kind: 'run', shard, location: location || null }, 1),
          id: out.length + 1,
        });
      }
    }
  }
  return out;
}

const merges = workflows.flatMap((w) =>
  Object.values(w.doc.jobs ?? {}).flatMap((job) =>
    (job.steps ?? []).filter((s) => ours(s) && input(s, Inputs.Mode) === 'merge').map((step) => ({ w, step })),
  ),
);

describe('example workflows', () => {
  it('has merge steps to check (the test would pass vacuously otherwise)', () => {
    assert.ok(merges.length >= 2, `found ${merges.length} merge steps in ${workflows.map((w) => w.file).join(', ')}`);
  });

  for (const { w, step } of merges) {
    it(`${w.file}: the merge step finds the artifacts it reads`, () => {
      // With run-id, the artifacts are another workflow's: the one workflow_run names.
      let source = w;
      if (input(step, Inputs.RunId) !== '') {
        const names = w.doc.on?.workflow_run?.workflows ?? [];
        const found = workflows.find((x) => x.doc.name !== undefined && names.includes(x.doc.name));
        assert.ok(found, `${w.file}: workflow_run names ${JSON.stringify(names)}, which no example is called`);
        source = found;
      }
      const listing = uploads(source.doc);
      assert.ok(listing.length > 0, `${source.file} uploads no artifact`);
      // An artifact name is unique in a workflow run: two jobs uploading one name fail.
      const names = listing.map((a) => a.name);
      assert.equal(new Set(names).size, names.length, `${source.file} uploads one name twice: ${names.join(', ')}`);
      const selection = selectShards(input(step, Inputs.ArtifactName), listing);
      assert.ok(
        selection.ok,
        `${w.file} merges artifact-name '${input(step, Inputs.ArtifactName)}', but ${source.file} uploads ` +
          `${listing.map((a) => `'${a.name}'`).join(', ')}: ${selection.ok ? '' : selection.message}`,
      );
      // A matrix over places merges every place's artifacts.
      const places = new Set(
        source.doc.jobs &&
          Object.values(source.doc.jobs).flatMap((job) =>
            (job.steps ?? []).filter(ours).flatMap((st) =>
              combinations(job)
                .map((c) => expand(input(st, Inputs.Location), c))
                .filter((l) => l !== ''),
            ),
          ),
      );
      if (selection.ok) assert.equal(selection.locations.length, places.size, `${w.file}: places merged`);
    });
  }

  it('locations.yml: one merge step reads both places of one artifact-name', () => {
    const w = workflows.find((x) => x.file === 'locations.yml');
    assert.ok(w, 'examples/workflows/locations.yml exists');
    const listing = uploads(w.doc);
    assert.deepEqual(
      listing.map((a) => a.name),
      ['streamgauge-locations@eu-west-attempt-1', 'streamgauge-locations@us-east-attempt-1'],
    );
    const selection = selectShards('streamgauge-locations', listing);
    assert.ok(selection.ok);
    assert.deepEqual(selection.locations, ['eu-west', 'us-east']);
    assert.equal(selection.artifacts.length, 2);
  });
});
