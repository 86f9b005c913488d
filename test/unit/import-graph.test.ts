import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

// The layers of src/, written once in docs/development.md ("Layers") and read
// from there: a file imports from its own folder and from lower layers only,
// and no files import each other in a circle. It reads the static
// `import ... from './x.ts'` and `export ... from './x.ts'` lines, `import
// type` included (a type names its home as much as a value does), and the
// dynamic `import('./x.ts')`, with regular expressions: cheap, and enough for
// this codebase, whose relative imports all name the file. The circles are
// looked for among the static imports: a dynamic one runs after every module
// has loaded, so it cannot make an order problem.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');

/** A static import or re-export of a relative path, at the start of a line (so never in a comment). */
const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
/** `import('./x.ts')` of a relative path, outside a line comment. */
const DYNAMIC = /^(?:(?!\/\/).)*?\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm;

/**
 * Relative imports of `source`, as paths from the repository root; `runtime`:
 * without `import type` / `export type` (erased when the code runs);
 * `dynamic`: with `import()` too.
 */
function importsOf(file: string, source: string, runtime = false, dynamic = false): string[] {
  const statics = [...source.matchAll(IMPORT)].filter((m) => !runtime || !/^\s*(?:import|export)\s+type\s/.test(m[0]));
  const found = [...statics, ...(dynamic ? source.matchAll(DYNAMIC) : [])];
  return [...new Set(found.map((m) => normalize(join(dirname(file), m[1] ?? ''))))];
}

async function srcGraph(runtime = false, dynamic = false): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  for (const entry of await readdir(SRC, { recursive: true })) {
    if (!entry.endsWith('.ts')) continue;
    const file = join('src', entry);
    graph.set(file, importsOf(file, await readFile(join(ROOT, file), 'utf8'), runtime, dynamic));
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

/** The layers of src/, lowest first, as docs/development.md writes them: `ground → config, sim → ...`. */
async function layersOfDocs(): Promise<string[][]> {
  const docs = await readFile(join(ROOT, 'docs/development.md'), 'utf8');
  const line = /`(ground →[^`]+)`/.exec(docs)?.[1];
  assert.ok(line, 'docs/development.md writes the layers as `ground → ... → cli`');
  return line.split('→').map((layer) => layer.split(',').map((folder) => folder.trim()));
}

/** A file's folder: the first below src/, or `ground` for a file directly in src/. */
function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? (parts[1] as string) : 'ground';
}

/**
 * Every arrow that the layers forbid, as `from -> to`: into a higher layer,
 * or into another folder of the same layer.
 */
function againstLayers(graph: ReadonlyMap<string, readonly string[]>, layers: readonly string[][]): string[] {
  const rank = new Map(layers.flatMap((folders, i) => folders.map((f) => [f, i] as const)));
  return [...graph].flatMap(([file, deps]) =>
    deps
      .filter((d) => graph.has(d) && folderOf(d) !== folderOf(file))
      .filter((d) => (rank.get(folderOf(d)) ?? Infinity) >= (rank.get(folderOf(file)) ?? -Infinity))
      .map((d) => `${file} -> ${d}`),
  );
}

/** Whether `to` reaches `from` through the graph (so the arrow from -> to lies on a circle). */
function reaches(graph: ReadonlyMap<string, readonly string[]>, to: string, from: string): boolean {
  const seen = new Set([to]);
  const todo = [to];
  for (let v = todo.pop(); v !== undefined; v = todo.pop()) {
    if (v === from) return true;
    for (const w of graph.get(v) ?? []) {
      if (seen.has(w)) continue;
      seen.add(w);
      todo.push(w);
    }
  }
  return false;
}

/**
 * The imports the layers and the no-circle rule still let pass, each with the
 * move that removes it. The list only shrinks: an entry whose import is gone,
 * or no longer against the layers nor on a circle, fails the test below, so
 * remove it with the move.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

describe('the import graph of src/', async () => {
  const graph = await srcGraph();
  const all = cycles(graph);
  const show = (c: string[]) => c.join(' -> ');

  test('the reader sees the imports (a change of import style would make every check below vacuous)', () => {
    assert.ok(graph.size > 100, `${graph.size} files`);
    assert.ok(graph.get('src/analyze/compare.ts')?.includes('src/analyze/compare-metric.ts'));
    assert.ok(graph.get('src/sim/handlers.ts')?.includes('src/sim/plan.ts'));
    assert.ok(graph.get('src/analyze/types.ts')?.includes('src/stats.ts'), 'an import type');
    assert.ok(!graph.get('src/cli/download.ts')?.includes('src/action/artifact.ts'), 'an import() is not static');
  });

  test('every folder of src/ has one place in the layers', async () => {
    const layers = await layersOfDocs();
    const placed = layers.flat();
    const folders = [...new Set([...graph.keys()].map(folderOf))].sort();
    assert.deepEqual([...placed].sort(), folders, `docs/development.md places ${placed.join(', ')}`);
    assert.equal(new Set(placed).size, placed.length, 'a folder placed twice');
  });

  test('no import runs against the layers (import type and import() included), but the listed exceptions', async () => {
    const layers = await layersOfDocs();
    const withDynamic = await srcGraph(false, true);
    assert.ok(withDynamic.get('src/cli/download.ts')?.includes('src/action/artifact.ts'), 'the reader sees import()');
    const against = againstLayers(withDynamic, layers).filter((a) => !(a in EXCEPTIONS));
    assert.deepEqual(against, [], `imports against docs/development.md's layers:\n${against.join('\n')}`);
  });

  test('no circle of files, import type included, once the listed exceptions are taken out', () => {
    const cut = new Map(
      [...graph].map(([file, deps]) => [file, deps.filter((d) => !(`${file} -> ${d}` in EXCEPTIONS))] as const),
    );
    const left = cycles(cut);
    assert.deepEqual(left, [], left.map(show).join('\n'));
  });

  test('every listed exception still exists, against the layers or on a circle (the list only shrinks)', async () => {
    const layers = await layersOfDocs();
    const withDynamic = await srcGraph(false, true);
    const against = new Set(againstLayers(withDynamic, layers));
    const stale = Object.keys(EXCEPTIONS).filter((arrow) => {
      const [from = '', to = ''] = arrow.split(' -> ');
      if (!withDynamic.get(from)?.includes(to)) return true;
      return !against.has(arrow) && !reaches(graph, to, from);
    });
    assert.deepEqual(
      stale,
      [],
      'exceptions to remove from the list: gone, or neither against the layers nor on a circle',
    );
  });

  test('the layer and exception checks find what they look for', () => {
    const g = new Map([
      ['src/a.ts', ['src/config/b.ts']],
      ['src/config/b.ts', ['src/a.ts', 'src/sim/c.ts']],
      ['src/sim/c.ts', []],
      ['src/cli/d.ts', ['src/config/b.ts']],
    ]);
    const layers = [['ground'], ['config', 'sim'], ['cli']];
    assert.deepEqual(againstLayers(g, layers), ['src/a.ts -> src/config/b.ts', 'src/config/b.ts -> src/sim/c.ts']);
    assert.ok(reaches(g, 'src/config/b.ts', 'src/a.ts'));
    assert.ok(!reaches(g, 'src/config/b.ts', 'src/cli/d.ts'));
    assert.deepEqual(
      importsOf('src/x/y.ts', "const m = await import('./m.ts');\n// await import('./n.ts');", false, true),
      ['src/x/m.ts'],
    );
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

  test('analyze/compare.ts and analyze/load-compare.ts do not reach each other', () => {
    const both = all.filter((c) => c.includes('src/analyze/compare.ts') && c.includes('src/analyze/load-compare.ts'));
    assert.deepEqual(both, []);
    assert.ok(!graph.get('src/analyze/load-compare.ts')?.includes('src/analyze/compare.ts'));
  });

  test('only src/action/ imports from src/action/ (the CLI and the dashboard share its pure parts through src/artifacts/)', () => {
    const into = [...graph]
      .filter(([file]) => !file.startsWith('src/action/'))
      .flatMap(([file, deps]) => deps.filter((d) => d.startsWith('src/action/')).map((d) => `${file} -> ${d}`));
    assert.deepEqual(into, []);
  });

  test('run/runner.ts and run/session.ts do not reach each other: both send through run/run-one.ts', () => {
    const both = all.filter((c) => c.includes('src/run/runner.ts') || c.includes('src/run/session.ts'));
    assert.deepEqual(both, [], both.map(show).join('\n'));
    assert.ok(!graph.get('src/run/session.ts')?.includes('src/run/runner.ts'));
    assert.ok(graph.get('src/run/session.ts')?.includes('src/run/run-one.ts'));
  });

  test('src/action/ writes no report words of its own: it takes bodies and sentences from the report entries', () => {
    // doc.ts: the run's report model, built once (runReport) and handed to the job summary and the comment.
    const entries = [
      'src/report/job-summary.ts',
      'src/report/comment.ts',
      'src/report/regression-message.ts',
      'src/report/doc.ts',
    ];
    const arrows = [...graph]
      .filter(([file]) => file.startsWith('src/action/'))
      .flatMap(([file, deps]) =>
        deps.filter((d) => d.startsWith('src/report/') && !entries.includes(d)).map((d) => `${file} -> ${d}`),
      );
    assert.deepEqual(arrows, []);
  });

  test('config/, run/ and sim/ take their seeded random numbers from src/random.ts, not from analyze/', () => {
    const arrows = [...graph]
      .filter(([file]) => /^src\/(config|run|sim)\//.test(file))
      .flatMap(([file, deps]) => deps.filter((d) => d === 'src/analyze/bootstrap.ts').map((d) => `${file} -> ${d}`));
    assert.deepEqual(arrows, []);
  });
});
