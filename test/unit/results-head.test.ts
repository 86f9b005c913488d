import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readResultsHead } from '../../src/run/results-head.ts';

// reanalyze reads the results.json it replaces without holding its requests:
// the rest of the document as JSON.parse gives it, and how many requests
// were measured, whatever the strings inside hold.

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sg-results-head-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function head(doc: unknown, indent?: number, chunkBytes?: number) {
  const file = join(dir, 'results.json');
  await writeFile(file, JSON.stringify(doc, null, indent));
  return readResultsHead(file, chunkBytes);
}

describe('readResultsHead', () => {
  const tricky = 'a "requests": [ ] } { \\ , ]';
  const doc = {
    schema: 'streamgauge.results/1',
    note: tricky,
    run: { started_at: 'x', merged: [{ dir: '[a,b]', requests: [1, 2] }] },
    analysis: { min_content_reads: 3 },
    requests: [
      { id: 'p/q/0', warmup: true, error_message: tricky, nested: [[1, 2], { a: ',' }] },
      { id: 'p/q/1', warmup: false, error_message: '}]' },
      { id: 'p/q/2', warmup: false, error_message: null },
    ],
    groups: [{ provider: 'p', ranks: { a: [1] } }],
  };

  it('gives the document without its requests, and counts the measured ones, compact or indented', async () => {
    for (const indent of [undefined, 2]) {
      const h = await head(doc, indent);
      assert.deepEqual(h.doc, { ...doc, requests: [] });
      assert.deepEqual(h.requests, { count: 3, measured: 2 });
    }
  });

  it('gives the same read a few bytes at a time: strings, keys, escapes and UTF-8 cut at every place', async () => {
    const wide = {
      ...doc,
      note: `${tricky} é✓ \\" "requests"`,
      requests: [...doc.requests, { id: 'ü', warmup: true }],
    };
    for (const indent of [undefined, 2])
      for (const chunkBytes of [1, 2, 3, 5, 7, 16, 61]) {
        const h = await head(wide, indent, chunkBytes);
        assert.deepEqual(h.doc, { ...wide, requests: [] }, `chunk of ${chunkBytes} bytes, indent ${indent}`);
        assert.deepEqual(h.requests, { count: 4, measured: 2 }, `chunk of ${chunkBytes} bytes, indent ${indent}`);
      }
    assert.deepEqual((await head({ schema: 's' }, undefined, 3)).requests, null);
  });

  it('no requests, an empty list, and a file that is not JSON', async () => {
    assert.deepEqual((await head({ schema: 's' })).requests, null);
    assert.deepEqual((await head({ schema: 's', requests: [] })).requests, { count: 0, measured: 0 });
    await writeFile(join(dir, 'bad.json'), '{"schema": "s", "requests": [{"warmup": tru');
    await assert.rejects(readResultsHead(join(dir, 'bad.json')), SyntaxError);
  });
});
