import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// The README is read by a newcomer in minutes: at most 300 lines, the
// Action's complete `uses:` block in the first 80. Everything else lives in
// docs/, and every relative link of the README and the pages reaches a file
// that is there (and a heading that is there, for links with an anchor).

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const README = join(ROOT, 'README.md');
const readme = await readFile(README, 'utf8');
const lines = readme.split('\n');

test('the README is at most 300 lines', () => {
  assert.ok(lines.length <= 300, `${lines.length} lines`);
});

test("the Action's uses: block is complete within the first 80 lines", () => {
  const uses = lines.findIndex((l) => /^\s+uses: OWNER\/streamgauge@v1\b/.test(l));
  assert.ok(uses >= 0, 'a uses: OWNER/streamgauge@v1 line');
  const open = lines.slice(0, uses).findLastIndex((l) => l.startsWith('```yaml'));
  const close = lines.findIndex((l, i) => i > uses && l === '```');
  assert.ok(open >= 0 && close > uses, 'inside a yaml block');
  assert.ok(close < 80, `the block ends on line ${close + 1}`);
  const block = lines.slice(open, close).join('\n');
  for (const key of ['on:', 'permissions:', 'runs-on:', 'actions/checkout', 'config:', 'secrets.'])
    assert.ok(block.includes(key), `the block has ${key}`);
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

test('every relative link of the README and docs/ reaches a file and a heading that exist', async () => {
  const pages = [
    README,
    ...(await readdir(join(ROOT, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => join(ROOT, 'docs', f)),
  ];
  const broken: string[] = [];
  for (const page of pages) {
    const text = (await readFile(page, 'utf8')).replace(/```[\s\S]*?```/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target!)) continue;
      const [file, anchor] = target!.split('#');
      const path = file === '' ? page : join(dirname(page), file!);
      if (!existsSync(path)) {
        broken.push(`${page.slice(ROOT.length)}: ${target} (no such file)`);
        continue;
      }
      if (anchor === undefined || !path.endsWith('.md')) continue;
      const headings = [...(await readFile(path, 'utf8')).matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]!));
      if (!headings.includes(anchor)) broken.push(`${page.slice(ROOT.length)}: ${target} (no such heading)`);
    }
  }
  assert.deepEqual(broken, []);
});
