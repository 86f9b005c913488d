import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { INPUT_DEFAULTS, Inputs, Outputs } from '../../src/action/constants.ts';
import { parseConfig } from '../../src/config/read.ts';
import { ROOT } from '../emulators/runner.ts';

// action.yml, the constants the code uses, the example workflows and the
// project's own workflows agree with each other.

interface ActionYml {
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
  runs: Record<string, string>;
}

const action = async () => parse(await readFile(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: unknown;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps?: Step[]; strategy?: unknown; needs?: unknown; permissions?: Record<string, string> }>;
}

async function workflows(dir: string): Promise<Array<[string, Workflow]>> {
  const files = (await readdir(join(ROOT, dir))).filter((f) => f.endsWith('.yml'));
  return Promise.all(
    files.map(async (f): Promise<[string, Workflow]> => [
      f,
      parse(await readFile(join(ROOT, dir, f), 'utf8')) as Workflow,
    ]),
  );
}

const isAction = (uses: string | undefined) => uses === './' || /\/streamgauge@/.test(uses ?? '');

describe('action.yml', () => {
  it('has exactly the inputs and outputs named in constants.ts, kebab-case, in the same order', async () => {
    const a = await action();
    assert.deepEqual(Object.keys(a.inputs), Object.values(Inputs));
    assert.deepEqual(Object.keys(a.outputs), Object.values(Outputs));
    for (const name of [...Object.keys(a.inputs), ...Object.keys(a.outputs)]) assert.match(name, /^[a-z]+(-[a-z]+)*$/);
    for (const spec of [...Object.values(a.inputs), ...Object.values(a.outputs)])
      assert.ok(spec.description.length > 10);
  });

  it('has the defaults the code applies itself', async () => {
    const a = await action();
    for (const [name, spec] of Object.entries(a.inputs)) {
      const expected =
        name === Inputs.GithubToken ? '${{ github.token }}' : INPUT_DEFAULTS[name as keyof typeof INPUT_DEFAULTS];
      assert.equal(spec.default ?? '', expected, name);
    }
  });

  it('runs dist/index.js on node24 with a post step that always runs', async () => {
    const a = await action();
    assert.deepEqual(a.runs, { using: 'node24', main: 'dist/index.js', post: 'dist/post.js', 'post-if': 'always()' });
    const build = await readFile(join(ROOT, 'scripts/build.mjs'), 'utf8');
    assert.match(build, /in: 'src\/action\/index\.ts', out: 'index'/);
    assert.match(build, /in: 'src\/action\/post\.ts', out: 'post'/);
  });
});

describe('example and CI workflows', () => {
  it('pass only inputs the Action has', async () => {
    const inputs = new Set(Object.values(Inputs) as string[]);
    let steps = 0;
    for (const dir of ['examples/workflows', '.github/workflows'])
      for (const [file, wf] of await workflows(dir))
        for (const job of Object.values(wf.jobs ?? {}))
          for (const step of job.steps ?? []) {
            if (!isAction(step.uses)) continue;
            steps++;
            for (const key of Object.keys(step.with ?? {}))
              assert.ok(inputs.has(key), `${dir}/${file}: unknown input ${key}`);
          }
    assert.ok(steps >= 7, `${steps} steps use the Action`);
  });

  it('cover a nightly schedule with workflow_dispatch, a PR comparison and a sharded matrix with a merge job', async () => {
    const ex = new Map(await workflows('examples/workflows'));
    const nightly = ex.get('nightly.yml')!.on as Record<string, unknown>;
    assert.ok(nightly.schedule && 'workflow_dispatch' in nightly);
    assert.ok('pull_request' in (ex.get('pr-compare.yml')!.on as object));
    const sharded = ex.get('sharded.yml')!;
    const shardJob = Object.values(sharded.jobs).find((j) => j.strategy);
    const mergeJob = Object.values(sharded.jobs).find((j) => j.steps?.some((s) => s.with?.mode === 'merge'));
    assert.ok(shardJob && mergeJob && mergeJob.needs);
    assert.match(
      String(shardJob.steps!.find((s) => isAction(s.uses))!.with!.shard),
      /^\$\{\{ matrix\.shard \}\}\/\d+$/,
    );
    const wr = ex.get('pr-comment-workflow-run.yml')!;
    assert.ok('workflow_run' in (wr.on as object));
    assert.ok(!JSON.stringify(await workflows('examples/workflows')).includes('pull_request_target'));
  });

  it('CI runs the tests and uses the Action (uses: ./) against the simulator; check-dist rebuilds', async () => {
    const ci = new Map(await workflows('.github/workflows'));
    const text = JSON.stringify(ci.get('ci.yml'));
    assert.match(text, /npm test/);
    assert.match(text, /"uses":"\.\/"/);
    assert.match(text, /dist\/cli\.js serve --port 8787/);
    assert.match(JSON.stringify(ci.get('check-dist.yml')), /npm run build[\s\S]*git status --porcelain -- dist\//);
  });

  it('ask for the permissions their history needs; the nightly keeps one', async () => {
    let histories = 0;
    for (const [file, wf] of await workflows('examples/workflows'))
      for (const job of Object.values(wf.jobs ?? {}))
        for (const step of job.steps ?? []) {
          const history = step.with?.history;
          if (!isAction(step.uses) || history === undefined || history === 'none') continue;
          histories++;
          const perms = { ...wf.permissions, ...job.permissions };
          const writes = Object.keys(wf.on as object).some((e) => !e.startsWith('pull_request'));
          if (history === 'branch') {
            assert.ok(
              job.steps!.some((s) => s.uses?.startsWith('actions/checkout@')),
              `${file}: branch needs a checkout`,
            );
            assert.equal(perms.contents, writes ? 'write' : perms.contents, `${file}: contents: write to push`);
            assert.ok(['read', 'write'].includes(perms.contents ?? ''), `${file}: contents`);
          } else {
            assert.equal(history, 'artifacts', file);
            assert.equal(perms.actions, 'read', `${file}: actions: read for history: artifacts`);
          }
        }
    assert.ok(histories >= 3, `${histories} steps keep a history`);
    const nightly = (await workflows('examples/workflows')).find(([f]) => f === 'nightly.yml')![1];
    const step = nightly.jobs.benchmark!.steps!.find((s) => isAction(s.uses))!;
    assert.equal(step.with!.history, 'branch');
    assert.equal(step.with!['fail-on-regression'], true);
    assert.deepEqual(nightly.permissions, { contents: 'write', actions: 'read' });
  });

  it('example configs are valid', async () => {
    const env = { OPENAI_API_KEY: 'k1', GROQ_API_KEY: 'k2', ANTHROPIC_API_KEY: 'k3' };
    const files = (await readdir(join(ROOT, 'examples/configs'))).filter((f) => f.endsWith('.yml'));
    assert.deepEqual(files.sort(), ['load.yml', 'simulator.yml', 'streamgauge.yml']);
    for (const f of files) {
      const loaded = parseConfig(await readFile(join(ROOT, 'examples/configs', f), 'utf8'), f, env);
      assert.ok(loaded.config.providers.length >= (f === 'load.yml' ? 1 : 3), f);
    }
  });
});
