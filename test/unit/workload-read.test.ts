import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { datasetReader, parseDataset } from '../../src/config/dataset.ts';
import { ConfigError, formatProblems } from '../../src/config/errors.ts';
import { shown } from '../../src/config/jsonl.ts';
import { loadConfig } from '../../src/config/read.ts';
import { JsonArraySplitter, LineSplitter } from '../../src/config/record-split.ts';
import { parseReplay, replayReader } from '../../src/config/replay.ts';
import { readJsonRecords, WorkloadReadError } from '../../src/config/workload-read.ts';

// Workload files are streamed (never one string), their problems bounded
// (20 listed and a count), the values they quote cut, and a file that
// cannot be read says why. fast-check prints the seed and path of any
// failure (reproduce with `{ seed, path }` in fc.assert's options).

const dir = mkdtempSync(join(tmpdir(), 'sg-workload-'));
let files = 0;
const file = (content: string | Buffer, name = `f${++files}.jsonl`): string => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const where = (path: string, what = 'dataset') => ({ path, what, base: dir });

/** The records a splitter hands on for `text` cut into chunks at `cuts`. */
function split(kind: 'lines' | 'array', text: string, cuts: number[], maxChars = 1000) {
  const out: Array<[string, number] | ['too long', number, number]> = [];
  const cb = {
    record: (t: string, n: number) => void out.push([t, n]),
    tooLong: (n: number, chars: number) => void out.push(['too long', n, chars]),
  };
  const s = kind === 'lines' ? new LineSplitter(maxChars, cb) : new JsonArraySplitter(maxChars, cb);
  let at = 0;
  for (const c of [...cuts.filter((c) => c > 0 && c < text.length).sort((a, b) => a - b), text.length]) {
    s.push(text.slice(at, c));
    at = c;
  }
  return { out, shape: s.end() };
}

const problemsOf = async (p: Promise<unknown>): Promise<ConfigError> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  assert.fail('expected a ConfigError');
};

describe('workload files: splitting chunks into records', () => {
  it('lines: the same records wherever the chunks are cut (CRLF, a last line without newline)', () => {
    const text = '{"a":1}\r\n\n{"b":"x\\ny"}\nlast';
    const whole = split('lines', text, []).out;
    assert.deepEqual(whole, [
      ['{"a":1}', 1],
      ['', 2],
      ['{"b":"x\\ny"}', 3],
      ['last', 4],
    ]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 8 }), (cuts) => {
        assert.deepEqual(split('lines', text, cuts).out, whole);
      }),
    );
  });

  it('a JSON array: each item, strings with brackets, commas and escaped quotes included, wherever cut', () => {
    const items = [{ a: '],}{["\\"', b: [1, { c: ',' }] }, 'str]', 42, null, [[]]];
    const text = ` [ ${items.map((i) => JSON.stringify(i)).join(' ,\n')} ] \n`;
    const whole = split('array', text, []);
    assert.equal(whole.shape, null);
    assert.deepEqual(
      whole.out.map(([t]) => JSON.parse(t as string)),
      items,
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: text.length }), { maxLength: 10 }), (cuts) => {
        assert.deepEqual(split('array', text, cuts), whole);
      }),
    );
  });

  it('a record longer than the limit is reported with its length, and the next ones still read', () => {
    const long = 'x'.repeat(50);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 70 }), { maxLength: 6 }), (cuts) => {
        assert.deepEqual(split('lines', `1\n${long}\n2`, cuts, 20).out, [
          ['1', 1],
          ['too long', 2, 50],
          ['2', 3],
        ]);
        assert.deepEqual(split('array', `[1,"${long}",2]`, cuts, 20).out, [
          ['1', 1],
          ['too long', 2, 52],
          ['2', 3],
        ]);
      }),
    );
  });

  it('an array not closed, or text after it, is a problem of the file', () => {
    assert.match(
      split('array', '[1, {"a": 2}', []).shape ?? '',
      /not closed: the file ends inside it \(after item 1\)/,
    );
    assert.match(split('array', '[1] x', []).shape ?? '', /text after the JSON array/);
  });
});

describe('workload files: streamed from disk', () => {
  const chat = (i: number) => JSON.stringify({ messages: [{ role: 'user', content: `question ${i}` }] });

  it('a JSONL dataset streams to what the whole text parses to', async () => {
    const text = Array.from({ length: 300 }, (_, i) => chat(i)).join('\n') + '\n';
    const path = file(text);
    const streamed = await readJsonRecords(where(path), datasetReader(path, 'chat_jsonl'));
    assert.deepEqual(streamed, parseDataset(text, path, 'chat_jsonl'));
    assert.equal(streamed.records.length, 300);
    assert.equal(streamed.records[299]!.line, 300);
  });

  it('a ShareGPT dump that is one JSON array on one line is read item by item; a BOM is skipped', async () => {
    const recs = Array.from({ length: 200 }, (_, i) => ({
      conversations: [
        { from: 'human', value: `q${i}, [with] {brackets}` },
        { from: 'gpt', value: 'a' },
      ],
    }));
    const text = JSON.stringify(recs);
    const path = file('\uFEFF' + text, 'sharegpt.json');
    const streamed = await readJsonRecords(where(path), datasetReader(path, 'sharegpt'), { arrays: true });
    assert.deepEqual(streamed, parseDataset(text, path, 'sharegpt'));
    assert.equal(streamed.records.length, 200);
  });

  it('50,000 bad lines: 20 problems listed and a count of the rest, a few KiB to print', async () => {
    const path = file(Array.from({ length: 50_000 }, (_, i) => `{"timestamp_ms": "t${i}"}`).join('\n'));
    const err = await problemsOf(readJsonRecords(where(path, 'replay file'), replayReader(path)));
    assert.equal(err.problems.length, 21);
    assert.match(err.problems[0]!.message, /expected a time in ms \(a number >= 0\), got "t0"/);
    assert.equal(err.problems[0]!.line, 1);
    assert.match(err.problems[20]!.message, /^49980 more problems in this file, not listed \(the first 20 are\)/);
    const printed = formatProblems(err.problems);
    assert.ok(printed.length < 10_000, `${printed.length} characters`);
    // The pure parser bounds them alike.
    assert.equal(problemsOfSync(() => parseReplay('x\n'.repeat(100), 'r.jsonl')).length, 21);
  });

  it('a 5 MB value is quoted cut to 80 characters, whatever the field', async () => {
    const huge = 'A'.repeat(5_000_000);
    const path = file(
      [
        JSON.stringify({ messages: [{ role: huge, content: 'x' }] }),
        JSON.stringify({ messages: [{ role: 'user', content: { deep: huge } }] }),
        JSON.stringify(huge),
        `{"messages": [${huge}`,
      ].join('\n'),
    );
    const err = await problemsOf(readJsonRecords(where(path), datasetReader(path, 'chat_jsonl')));
    assert.equal(err.problems.length, 4);
    for (const p of err.problems) assert.ok(p.message.length < 450, `${p.line}: ${p.message.length} characters`);
    assert.match(err.problems[0]!.message, /^unknown role "A{70,}…$/);
    assert.equal(shown('é'.repeat(100)).length, 80);
    assert.equal(shown(undefined), 'nothing');
    assert.equal(shown({ a: 1 }), '{"a":1}');
  });

  it('a file that cannot be read says why: missing, a directory, too large (with its size)', async () => {
    const missing = await readJsonRecords(where(join(dir, 'nope.jsonl')), replayReader('nope')).catch((e) => e);
    assert.ok(missing instanceof WorkloadReadError);
    assert.match(missing.message, /the dataset .*nope\.jsonl does not exist/);
    assert.match(missing.fix, /relative to the config file's folder/);
    const folder = join(dir, 'a-folder');
    mkdirSync(folder);
    const isDir = await readJsonRecords(where(folder), replayReader(folder)).catch((e) => e);
    assert.match((isDir as Error).message, /is a directory/);
    const small = file('{}\n'.repeat(1000));
    const big = await readJsonRecords(where(small), replayReader(small), { maxBytes: 1024 }).catch((e) => e);
    assert.match((big as Error).message, /is 2\.9 KiB, more than the 1\.0 KiB streamgauge reads/);
    assert.match((big as WorkloadReadError).fix, /head -n 100000 FILE > sample\.jsonl/);
  });

  it('a config naming a 1.5 GiB dataset fails at once with its size, not with "give the path"', async () => {
    const path = join(dir, 'huge.jsonl');
    writeFileSync(path, '');
    truncateSync(path, 1.5 * 1024 ** 3); // sparse: no disk used, nothing read
    const config = file(
      [
        'providers: [{ id: p, api: openai-chat, base_url: "http://127.0.0.1:9/v1", model: m }]',
        'prompts: [{ id: d, dataset: { path: huge.jsonl, format: sharegpt } }]',
      ].join('\n'),
      'streamgauge.yml',
    );
    const started = performance.now();
    const err = await problemsOf(loadConfig(config, {}));
    assert.ok(performance.now() - started < 5_000, 'refused before reading');
    const text = formatProblems(err.problems);
    assert.match(text, /prompts\[0\]\.dataset\.path: the dataset .*huge\.jsonl is 1\.5 GiB, more than the 1\.0 GiB/);
    assert.match(text, /jq -c/);
    assert.doesNotMatch(text, /relative to the config file/);
  });

  it('a line longer than a record may be (40 MiB, no newline) is reported with its length, never held', async () => {
    // A 600 MiB line would be past V8's longest string; it takes the same path, only slower to read.
    const path = join(dir, 'one-line.jsonl');
    writeFileSync(path, '');
    truncateSync(path, 40 * 1024 ** 2); // NUL bytes: one line as long as the file
    const err = await problemsOf(readJsonRecords(where(path, 'replay file'), replayReader(path)));
    assert.match(err.problems[0]!.message, /^line 1 is 40\.0 MiB long, more than the 32\.0 MiB a record may be/);
  });
});

function problemsOfSync(fn: () => unknown): ConfigError['problems'] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  assert.fail('expected a ConfigError');
}
