import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { GroupResult, Results } from '../../src/analyze/types.ts';
import { renderDocMarkdown } from '../../src/report/markdown.ts';
import { docOf } from '../../src/report/doc-model.ts';
import { byImageSize, formatBytes, imagesSection } from '../../src/report/images.ts';

// The TTFT-by-image-size section (src/report/images.ts): which groups it
// shows, in which order, and the TTFT difference each row reads against its
// provider's first. The run end to end is test/integration/request-shapes.test.ts's.

const recorded = async (): Promise<Results> =>
  JSON.parse(await readFile(new URL('../fixtures/publish/current/results.json', import.meta.url), 'utf8')) as Results;

/** A group of the recorded run, renamed, with images of `bytes` (none when null) and a TTFT p50. */
function group(base: GroupResult, provider: string, prompt: string, bytes: number | null, p50: number): GroupResult {
  const g: GroupResult = { ...base, provider, prompt, ttft_ms: { ...base.ttft_ms!, p50 } };
  if (bytes === null) delete g.image_bytes;
  else g.image_bytes = bytes;
  return g;
}

describe('TTFT by image size', () => {
  it('is left out of a run that sent no image', async () => {
    const results = await recorded();
    assert.ok(results.groups.length > 0);
    assert.ok(results.groups.every((g) => g.image_bytes === undefined));
    assert.equal(imagesSection(results), null);
  });

  it('lists each provider that sent images, smallest first, with its text-only groups as the size-0 row', async () => {
    const results = await recorded();
    const base = results.groups.find((g) => g.ttft_ms !== null)!;
    const groups = [
      group(base, 'a', 'large', 200_000, 180),
      group(base, 'a', 'text', null, 40),
      group(base, 'a', 'small', 12_000, 50),
      // A provider that sent no image is not in the table.
      group(base, 'b', 'text', null, 30),
      group(base, 'c', 'small', 12_000, 70),
    ];
    assert.deepEqual(
      byImageSize(groups).map((l) => l.map((g) => `${g.provider}/${g.prompt}`)),
      [['a/text', 'a/small', 'a/large'], ['c/small']],
    );
    const section = imagesSection({ ...results, groups })!;
    const table = section.blocks[0]!;
    assert.equal(table.kind, 'table');
    if (table.kind !== 'table') return;
    const col = (id: string) => table.columns.findIndex((c) => c.id === id);
    const cells = table.rows.map((r) => [r[col('image_bytes')]!.text, r[col('ttft_delta')]!.text]);
    assert.deepEqual(cells, [
      ['none', '—'],
      ['11.7 KiB', '+10.0'],
      ['195 KiB', '+140'],
      ['11.7 KiB', '—'],
    ]);
    const md = renderDocMarkdown(docOf('t', [section]));
    assert.match(md, /## TTFT by image size/);
    assert.match(md, /\| a \| .* \| large \| 195 KiB \| 180 /);
  });

  it('says bytes as a reader counts them', () => {
    assert.deepEqual([0, 1023, 1024, 1536, 5 * 1024 * 1024].map(formatBytes), [
      '0 B',
      '1023 B',
      '1.00 KiB',
      '1.50 KiB',
      '5.00 MiB',
    ]);
  });
});
