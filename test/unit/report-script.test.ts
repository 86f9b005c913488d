import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { buildSync } from 'esbuild';
import { checkedScript, REPORT_SCRIPT_BUILD, reportScript } from '../../src/report/report-script.ts';

// report.html's compiled script is inlined as is: it must never hold text
// that ends its <script> element early. esbuild writes `</script` in strings
// as `<\/script`; the guard refuses whatever else could (`<!--`), so such a
// string in the sources fails the render and the build instead of the page.

describe("report.html's compiled script", () => {
  test('is compiled once, and holds nothing that would end the element', () => {
    const text = reportScript();
    assert.equal(reportScript(), text, 'the same text on every call');
    assert.ok(text.length > 1000, `${text.length} characters`);
    assert.doesNotMatch(text, /<\/script|<!--/i);
    assert.match(text, /data-rendered/, 'the page script itself');
  });

  test('a string that would close the element is escaped by the compiler; one that opens a comment is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-report-script-'));
    try {
      const compile = async (source: string) => {
        const file = join(dir, 'page.ts');
        await writeFile(file, source);
        return (buildSync({ ...REPORT_SCRIPT_BUILD, entryPoints: [file] }).outputFiles[0] as { text: string }).text;
      };
      const closing = await compile("document.title = '</script><script>alert(1)</SCRIPT>';\n");
      assert.ok(checkedScript(closing).includes('<\\/script><script>alert(1)<\\/SCRIPT>'), closing);
      const comment = await compile("document.title = 'a <!-- b';\n");
      assert.throws(() => checkedScript(comment), /compiled script holds "<!--", which would end it early/);
      assert.throws(() => checkedScript('x="</Script>"'), /holds "<\/Script"/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
