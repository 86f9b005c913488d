import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname } from 'node:path';
import { describe, it } from 'node:test';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { makeScrubber } from '../../src/secrets.ts';
import { TextSpool } from '../../src/run/text-spool.ts';
import { startReferenceCounter } from '../../src/run/tokenizer.ts';

// Texts wait in a spool file during the run and are counted after it.

const spoolDirs = () => new Set(readdirSync(tmpdir()).filter((n) => n.startsWith('streamgauge-texts-')));

describe('text spool', () => {
  it('counts every spooled text after the run, by trace id, then removes its file', async () => {
    const spool = await TextSpool.create(makeScrubber([]));
    const texts: Array<[string, string, string]> = Array.from({ length: 150 }, (_, i) => [
      `p/q/${i}`,
      `answer ${i}: ${'rain on the window '.repeat(i % 7)}`,
      i % 3 === 0 ? `reasoning ${i} — ünïcödé` : '',
    ]);
    texts.push(['p/q/multi', 'line one\nline two\r\n"quoted"', '']);
    for (const [id, a, r] of texts) spool.add(id, a, r);
    assert.equal(spool.count, texts.length);
    assert.ok(spoolDirs().has(basename(dirname(spool.file))), 'a spool folder of its own in the temp dir');
    const counter = startReferenceCounter((m) => assert.fail(m));
    try {
      const counts = await spool.countAll(counter, 8);
      assert.equal(counts.size, texts.length);
      for (const [id, a, r] of texts)
        assert.deepEqual(counts.get(id), {
          tokenizer: 'o200k_base',
          output_tokens: (a ? countTokens(a) : 0) + (r ? countTokens(r) : 0),
          reasoning_tokens: r ? countTokens(r) : 0,
        });
    } finally {
      await counter.close();
      await spool.remove();
    }
    assert.equal(existsSync(dirname(spool.file)), false, 'the spool folder is gone');
    await spool.remove(); // twice is fine
  });

  it('never writes a secret to disk, even when the answer echoes it', async () => {
    const secret = 'sk-test-SPOOL-0123456789abcdef';
    const spool = await TextSpool.create(makeScrubber([secret]));
    try {
      spool.add('a/b/1', `your key is ${secret}`, `thinking about ${secret}`);
      // countAll closes the file; read it before it is removed.
      const counter = startReferenceCounter();
      try {
        await spool.countAll(counter);
      } finally {
        await counter.close();
      }
      const onDisk = readFileSync(spool.file, 'utf8');
      assert.ok(onDisk.includes('your key is'), onDisk);
      assert.equal(onDisk.includes(secret), false);
    } finally {
      await spool.remove();
    }
  });
});
