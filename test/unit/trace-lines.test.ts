import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readTraces, TraceFileError, TraceWriter, writeTraceLines } from '../../src/run/traces.ts';
import { checkTrace, Trace, TraceInPlace } from '../../src/trace.ts';
import { mkTrace } from '../fixtures/traces.ts';

// The rewrite of traces.ndjson after the run (reference counts added)
// streams with backpressure: the same bytes as the writer that appends each
// trace as its request ends, through a real file, many times the stream's
// buffer, traces produced one at a time and dropped.

describe('writeTraceLines', () => {
  it('writes what TraceWriter writes, scrubbed, from a generator of traces many buffers long', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-trace-lines-'));
    try {
      const reads: Trace['reads'] = Array.from({ length: 200 }, (_, i) => [i * 1.5, 512]);
      let made = 0;
      function* traces(): Generator<Trace> {
        for (let rep = 1; rep <= 3000; rep++) {
          made++;
          yield mkTrace({ rep, reads, cache_bust: 'sk-secret' });
        }
      }
      const scrub = (s: string) => s.replaceAll('sk-secret', '[redacted]');
      const streamed = join(dir, 'streamed.ndjson');
      assert.equal(await writeTraceLines(streamed, traces(), scrub), 3000);
      assert.equal(made, 3000);
      const appended = join(dir, 'appended.ndjson');
      const w = await TraceWriter.create(appended, scrub);
      for (const t of traces()) await w.append(t);
      await w.close();
      const a = await readFile(streamed, 'utf8');
      assert.ok(a.length > 8 * (1 << 20), `${a.length} bytes: several of the stream's buffers`);
      assert.equal(a, await readFile(appended, 'utf8'));
      assert.ok(!a.includes('sk-secret'));
      const back = await readTraces(streamed);
      assert.equal(back.length, 3000);
      assert.equal(back[2999]!.rep, 3000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a folder it cannot write is an error, not a hang', async () => {
    await assert.rejects(
      writeTraceLines('/nonexistent-dir/x.ndjson', [mkTrace()], (s) => s),
      /ENOENT/,
    );
  });
});

describe('readTraces checks each line against the trace schema (src/trace.ts)', () => {
  it('keeps a whole line as written, fields a later version added included, and names each missing or wrong field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-trace-schema-'));
    try {
      const file = join(dir, 'traces.ndjson');
      const later = { ...mkTrace({ id: 'p/x/1' }), added_later: { x: 1 } };
      const { http: _http, ...noHttp } = mkTrace({ id: 'p/x/2' });
      const badKind = { ...mkTrace({ id: 'p/x/3' }), error: { kind: 'melted', message: 'm' } };
      await writeFile(file, `${JSON.stringify(later)}\n`);
      const [read] = await readTraces(file);
      assert.deepEqual(read, later);
      await writeFile(file, [later, noHttp, badKind].map((t) => JSON.stringify(t)).join('\n') + '\n');
      await assert.rejects(readTraces(file), (e: unknown) => {
        assert.ok(e instanceof TraceFileError);
        const lines = e.message.split('\n');
        assert.equal(lines.length, 2, e.message);
        assert.match(lines[0]!, /traces\.ndjson:2: http: .*expected object/);
        assert.match(lines[1]!, /traces\.ndjson:3: error\.kind: /);
        return true;
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('checks reads, events, token counts and stalls in place with the verdict and messages of the tuples they stand for', () => {
    const base = { ...mkTrace({ id: 'p/x/1' }), token_counts: [[1, 2]], client_stalls: [[0, 6]] };
    const variants: Array<[string, Record<string, unknown>]> = [
      ['as written', {}],
      ['empty arrays', { reads: [], events: [], token_counts: [], client_stalls: [] }],
      ['a read of three numbers', { reads: [[1, 2, 3]] }],
      ['a read of one number', { reads: [[1]] }],
      ['a read whose bytes are a string', { reads: [[1, '2']] }],
      ['a read that is an object', { reads: [{ t: 1, bytes: 2 }] }],
      ['reads that are not an array', { reads: { 0: [1, 2] } }],
      ['an infinite time', { reads: [[Infinity, 2]] }],
      ['NaN bytes', { reads: [[1, NaN]] }],
      ['an event of an unknown kind', { events: [[1, 'melted', 3]] }],
      ['an event without its chars', { events: [[1, 'content']] }],
      ['an event whose kind is a number', { events: [[1, 2, 3]] }],
      ['a token count of a string', { token_counts: [['1', 2]] }],
      ['token counts of null', { token_counts: null }],
      ['a stall of three numbers', { client_stalls: [[0, 6, 1]] }],
    ];
    for (const [what, change] of variants) {
      const value: unknown = { ...base, ...change };
      const full = Trace.safeParse(value);
      const fast = checkTrace(value);
      assert.equal(fast.success, full.success, what);
      // A line Trace accepts is accepted by the loops alone, without the copying parse.
      assert.equal(TraceInPlace.safeParse(value).success, full.success, what);
      if (!fast.success && !full.success)
        assert.deepEqual(
          fast.error.issues.map((i) => [i.path.join('.'), i.message]),
          full.error.issues.map((i) => [i.path.join('.'), i.message]),
          what,
        );
    }
  });
});
