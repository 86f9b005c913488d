import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// "A function that needs 100 lines is several functions: one per phase, per
// route or per section" (docs/development.md). Every function, method and
// arrow function of src/ that spans 100 lines (signature included) or more fails this test,
// but those listed below, which others are splitting; the list only shrinks
// (an entry that no longer names a long function fails too).

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SRC = join(ROOT, 'src');
const MAX_LINES = 100;

/**
 * Long functions still let pass, as `file: name` (a function without a name
 * is named by the functions around it, `outer/(anonymous)`), each with why.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

interface LongFunction {
  key: string;
  lines: number;
}

/** The name a function goes by: its own, its variable's or property's, else `(anonymous)`. */
function nameOf(node: ts.SignatureDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(file);
  return '(anonymous)';
}

/** Every function of `source` that spans `MAX_LINES` lines or more, signature included. */
export function longFunctions(path: string, source: string): LongFunction[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const out: LongFunction[] = [];
  const visit = (node: ts.Node, outer: readonly string[]): void => {
    let inside = outer;
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      // From the function's first line (its signature) to its last, as a reader sees it.
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      inside = [...outer, nameOf(node, file)];
      if (last - first + 1 >= MAX_LINES) out.push({ key: `${path}: ${inside.join('/')}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(file, []);
  return out;
}

describe('function length in src/', async () => {
  const found: LongFunction[] = [];
  for (const entry of (await readdir(SRC, { recursive: true })).sort()) {
    if (!entry.endsWith('.ts')) continue;
    const path = join('src', entry);
    found.push(...longFunctions(path, await readFile(join(ROOT, path), 'utf8')));
  }

  test(`no function of ${MAX_LINES} lines or more, but the listed exceptions`, () => {
    const long = found.filter((f) => !(f.key in EXCEPTIONS)).map((f) => `${f.key} (${f.lines} lines)`);
    assert.deepEqual(long, [], `split these by phase:\n${long.join('\n')}`);
  });

  test('every listed exception is still a long function (the list only shrinks)', () => {
    const keys = new Set(found.map((f) => f.key));
    assert.deepEqual(
      Object.keys(EXCEPTIONS).filter((k) => !keys.has(k)),
      [],
      'remove these from the list',
    );
  });

  test('the reader finds a long function of each kind, and names it', () => {
    const body = Array.from({ length: MAX_LINES - 2 }, (_, i) => `  const x${i} = ${i};`).join('\n');
    const source = [
      `function named() {\n${body}\n}`,
      `const arrow = () => {\n${body}\n};`,
      `class K { method() {\n${body}\n} }`,
      `function outer() { return [1].map(() => {\n${body}\n}); }`,
      `function short() {\n${body.split('\n').slice(1).join('\n')}\n}`,
      // A long signature counts: its body alone is 97 lines.
      `function signed(\n  a: number,\n  b: number,\n) {\n${body.split('\n').slice(3).join('\n')}\n}`,
    ].join('\n');
    assert.deepEqual(
      longFunctions('x.ts', source).map((f) => f.key),
      ['x.ts: named', 'x.ts: arrow', 'x.ts: method', 'x.ts: outer', 'x.ts: outer/(anonymous)', 'x.ts: signed'],
    );
  });
});
