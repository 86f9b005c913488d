import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

// The layers of src/ as the design draws them: analyze/ is pure and sits
// below the reports and the two entries, and the simulator's scenarios,
// formats and plans do not import each other in a circle. These arrows were
// untangled once (issue 22); this test keeps them so. It reads the static
// `import ... from './x.ts'` and `export ... from './x.ts'` lines with a
// regular expression: cheap, and enough for this codebase, whose relative
// imports all name the file. Dynamic `import()` is left out on purpose: it
// runs after every module has loaded, so it cannot make an order problem.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');

/** A static import or re-export of a relative path, at the start of a line (so never in a comment). */
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Relative imports of `source`, as paths from the repository root; `runtime`: without `import type` / `export type` (erased when the code runs). */
function importsOf(file: string, source: string, runtime = false): string[] {
  return [...source.matchAll(IMPORT)]
    .filter((m) => !runtime || !/^\s*(?:import|export)\s+type\s/.test(m[0]))
    .map((m) => normalize(join(dirname(file), m[1] ?? '')));
}

async function srcGraph(runtime = false): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for (const entry of await readdir(SRC, { recursive: true })) {
    if (!entry.endsWith('.ts')) continue;
    const file = join('src', entry);
    graph.set(file, importsOf(file, await readFile(join(ROOT, file), 'utf8'), runtime));
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself: every import cycle. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  // Tarjan's algorithm, recursive: src/ is a few hundred files deep at most.
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('the import graph of src/', async () => {
  const graph = await srcGraph();
  const all = cycles(graph);
  const show = (c: string[]) => c.join(' -> ');

  test('the reader sees the imports (a change of import style would make every check below vacuous)', () => {
    assert.ok(graph.size > 100, `${graph.size} files`);
    assert.ok(graph.get('src/analyze/compare.ts')?.includes('src/analyze/compare-metric.ts'));
    assert.ok(graph.get('src/sim/server.ts')?.includes('src/sim/plan.ts'));
  });

  test('the cycle finder finds a cycle, and a longer one', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    assert.deepEqual(cycles(g), [['a', 'b', 'c'], ['e']]);
    assert.deepEqual(
      importsOf('src/x/y.ts', "// import { q } from './q.ts';\nimport type {\n  A,\n} from '../z.ts';"),
      ['src/z.ts'],
    );
  });

  test('no cycle anywhere in src/ among the imports that run (type-only imports are erased)', async () => {
    const running = cycles(await srcGraph(true));
    assert.deepEqual(running, [], running.map(show).join('\n'));
    assert.deepEqual(
      importsOf('src/x.ts', "import type { A } from './a.ts';\nimport { b, type B } from './b.ts';", true),
      ['src/b.ts'],
    );
  });

  test('no cycle in src/sim/', () => {
    const sim = all.filter((c) => c.some((f) => f.startsWith('src/sim/')));
    assert.deepEqual(sim, [], sim.map(show).join('\n'));
  });

  test('analyze/compare.ts and analyze/load-compare.ts do not reach each other', () => {
    const both = all.filter((c) => c.includes('src/analyze/compare.ts') && c.includes('src/analyze/load-compare.ts'));
    assert.deepEqual(both, []);
    assert.ok(!graph.get('src/analyze/load-compare.ts')?.includes('src/analyze/compare.ts'));
  });

  test('nothing in src/analyze/ imports from src/report/, src/action/ or src/cli/', () => {
    const up = [...graph]
      .filter(([file]) => file.startsWith('src/analyze/'))
      .flatMap(([file, deps]) =>
        deps.filter((d) => /^src\/(report|action|cli)\//.test(d)).map((d) => `${file} -> ${d}`),
      );
    assert.deepEqual(up, []);
  });

  test('only src/action/ imports from src/action/ (the CLI and the dashboard share its pure parts through src/artifacts/)', () => {
    const into = [...graph]
      .filter(([file]) => !file.startsWith('src/action/'))
      .flatMap(([file, deps]) => deps.filter((d) => d.startsWith('src/action/')).map((d) => `${file} -> ${d}`));
    assert.deepEqual(into, []);
  });

  test('config/ imports nothing from report/ (the config schema holds its own defaults)', () => {
    const arrows = [...graph]
      .filter(([file]) => file.startsWith('src/config/'))
      .flatMap(([file, deps]) => deps.filter((d) => d.startsWith('src/report/')).map((d) => `${file} -> ${d}`));
    assert.deepEqual(arrows, []);
    assert.ok(
      graph.get('src/report/html-data.ts')?.includes('src/config/schema.ts'),
      'the reader sees the moved import',
    );
  });

  test('run/runner.ts and run/session.ts do not reach each other: both send through run/run-one.ts', () => {
    const both = all.filter((c) => c.includes('src/run/runner.ts') || c.includes('src/run/session.ts'));
    assert.deepEqual(both, [], both.map(show).join('\n'));
    assert.ok(!graph.get('src/run/session.ts')?.includes('src/run/runner.ts'));
    assert.ok(graph.get('src/run/session.ts')?.includes('src/run/run-one.ts'));
  });

  test('src/action/ writes no report words of its own: it takes bodies and sentences from the report entries', () => {
    const entries = ['src/report/job-summary.ts', 'src/report/comment.ts', 'src/report/regression-message.ts'];
    const arrows = [...graph]
      .filter(([file]) => file.startsWith('src/action/'))
      .flatMap(([file, deps]) =>
        deps.filter((d) => d.startsWith('src/report/') && !entries.includes(d)).map((d) => `${file} -> ${d}`),
      );
    assert.deepEqual(arrows, []);
  });

  test('the report model and its views import no one in a circle', () => {
    const report = all.filter((c) => c.some((f) => f.startsWith('src/report/')));
    assert.deepEqual(report, [], report.map(show).join('\n'));
  });

  test('config/, run/ and sim/ take their seeded random numbers from src/random.ts, not from analyze/', () => {
    const arrows = [...graph]
      .filter(([file]) => /^src\/(config|run|sim)\//.test(file))
      .flatMap(([file, deps]) => deps.filter((d) => d === 'src/analyze/bootstrap.ts').map((d) => `${file} -> ${d}`));
    assert.deepEqual(arrows, []);
  });
});
