import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, test } from 'node:test';
import { withComparisons } from '../../src/analyze/compare.ts';
import type { Results } from '../../src/analyze/types.ts';
import {
  addToHistory,
  entryName,
  HistoryError,
  isEntryName,
  listHistory,
  localFolderStore,
  namesToDrop,
  parseResults,
  readHistory,
  renderTrendTable,
  trendSeries,
  type HistoryStore,
} from '../../src/history/index.ts';
import { renderResultsJson } from '../../src/report/json.ts';
import { sparkline } from '../../src/report/sparkline.ts';
import { HISTORY_REQUEST_FIELDS, toHistoryEntry } from '../../src/history/columns.ts';
import { ResultsRequest } from '../../src/analyze/results-schema.ts';
import { main } from '../../src/cli/main.ts';
import { conversationRun, slowed, syntheticRun } from './synthetic-runs.ts';

let dir: string;
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamgauge-history-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

const night = (d: number, seed = d) =>
  syntheticRun(seed, `2025-05-${String(d).padStart(2, '0')}T02:00:00.000Z`, { reps: 5 });

/** A store in memory: the interface is all history.ts needs (as the Action's artifact store will be). */
function memoryStore(): HistoryStore & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return {
    description: 'memory',
    files,
    list: async () => [...files.keys()],
    read: async (name) => {
      const t = files.get(name);
      if (t === undefined) throw new Error(`${name}: missing`);
      return t;
    },
    write: async (name, text) => void files.set(name, text),
    remove: async (name) => void files.delete(name),
  };
}

test('entry names sort by the run start and are stable for the same run', () => {
  const a = night(1);
  const name = entryName(a);
  assert.match(name, /^2025-05-01T02-00-00\.000Z_[0-9a-f]{10}\.results\.json$/);
  assert.ok(isEntryName(name));
  assert.equal(entryName(structuredClone(a)), name);
  assert.notEqual(entryName({ ...a, run: { ...a.run, config_sha256: 'cd'.repeat(32) } }), name);
  assert.ok(entryName(night(2)) > name);
  assert.ok(!isEntryName('README.md'));
  assert.ok(!isEntryName('../x.results.json'));
  assert.throws(() => entryName({ ...a, run: { ...a.run, started_at: 'yesterday' } }), HistoryError);
  assert.deepEqual(namesToDrop(['c', entryName(night(3)), name, entryName(night(2))], 2), [name]);
});

test('add with a cap drops the oldest; the same run again replaces its entry; other files are left alone', async () => {
  const store = localFolderStore(join(dir, 'capped'));
  assert.deepEqual(await listHistory(store), [], 'a missing folder is an empty history');
  await addToHistory(store, night(3), { maxEntries: 3 });
  await addToHistory(store, night(1), { maxEntries: 3 });
  await addToHistory(store, night(2), { maxEntries: 3 });
  await writeFile(join(dir, 'capped', 'README.md'), 'data for streamgauge\n');
  const out = await addToHistory(store, night(4), { maxEntries: 3 });
  assert.equal(out.replaced, false);
  assert.deepEqual(out.dropped, [entryName(night(1))]);
  assert.equal(out.entries, 3);
  assert.deepEqual(
    (await readHistory(store)).map((e) => e.results.run.started_at),
    [night(2), night(3), night(4)].map((r) => r.run.started_at),
  );
  // the same run, now with its comparisons: replaced, not duplicated
  const compared = withComparisons(night(4), [night(3)]);
  const again = await addToHistory(store, compared, { maxEntries: 3 });
  assert.equal(again.replaced, true);
  assert.deepEqual(again.dropped, []);
  const entries = await readHistory(store);
  assert.equal(entries.length, 3);
  assert.ok(entries[2]!.results.comparisons);
  // The entry keeps its requests as columns of the fields comparisons read; groups and comparisons as they are.
  const stored = JSON.parse(await readFile(join(dir, 'capped', again.name), 'utf8')) as Record<string, unknown>;
  assert.deepEqual(stored.requests, []);
  assert.equal((stored.request_columns as { n: number }).n, compared.requests.length);
  const back = entries[2]!.results;
  assert.deepEqual(back.groups, JSON.parse(JSON.stringify(compared.groups)));
  assert.deepEqual(back.comparisons, JSON.parse(JSON.stringify(compared.comparisons)));
  for (const f of HISTORY_REQUEST_FIELDS)
    assert.deepEqual(
      back.requests.map((r) => r[f] ?? null),
      compared.requests.map((r) => r[f] ?? null),
      f,
    );
  // An entry written as a whole results.json (before columns) still loads, requests and all.
  await writeFile(join(dir, 'capped', again.name), renderResultsJson(compared));
  assert.deepEqual((await readHistory(store))[2]!.results.requests, JSON.parse(renderResultsJson(compared)).requests);
  assert.ok((await readdir(join(dir, 'capped'))).includes('README.md'));
  assert.ok(!(await readdir(join(dir, 'capped'))).some((f) => f.endsWith('.tmp')));
  assert.deepEqual(
    (await readHistory(store, { last: 2 })).map((e) => e.name),
    entries.slice(1).map((e) => e.name),
  );
  await assert.rejects(addToHistory(store, night(5), { maxEntries: 0 }), /max entries 0: expected a whole number >= 1/);
});

test('a year of nightly entries stays small, and comparisons read the same figures from it', () => {
  const n = night(1);
  const columnar = JSON.stringify(toHistoryEntry(n)).length + 1;
  const whole = renderResultsJson(n).length;
  assert.ok(columnar * 3 < whole, `an entry ${columnar} bytes, the whole results.json ${whole}`);
  // 365 nights of this run (6 groups x 5 requests): under 10 MB.
  assert.ok(columnar * 365 < 10 * 1024 * 1024, `${columnar * 365} bytes`);
  const back = parseResults(JSON.stringify(toHistoryEntry(n)), 'entry');
  const later = night(2);
  assert.deepEqual(
    withComparisons(later, [back]).comparisons,
    withComparisons(later, [JSON.parse(renderResultsJson(n)) as typeof n]).comparisons,
  );
});

test('an entry keeps every request field the read-back check requires', () => {
  const required = Object.keys(ResultsRequest.shape);
  assert.ok(required.includes('ttft_ms'), required.join(', '));
  for (const f of required) assert.ok((HISTORY_REQUEST_FIELDS as readonly string[]).includes(f), f);
});

test('malformed columns are an error naming the field', () => {
  const bad = {
    ...toHistoryEntry(night(1)),
    request_columns: { format: 'streamgauge.request-columns/1', n: 3, fields: { id: ['a'] } },
  };
  assert.throws(
    () => parseResults(JSON.stringify(bad), 'x.results.json'),
    /x\.results\.json: field "request_columns" is malformed/,
  );
});

test('the store interface is all history needs', async () => {
  const store = memoryStore();
  for (let d = 1; d <= 5; d++) await addToHistory(store, night(d), { maxEntries: 2 });
  assert.deepEqual([...store.files.keys()].sort(), [entryName(night(4)), entryName(night(5))]);
});

test('a corrupt entry is skipped with a warning, or rejected when no one listens', async () => {
  const store = memoryStore();
  await addToHistory(store, night(1));
  store.files.set('2025-05-02T02-00-00.000Z_0123456789.results.json', '{"schema":"other/1"}');
  const warnings: string[] = [];
  const entries = await readHistory(store, { onWarning: (m) => warnings.push(m) });
  assert.equal(entries.length, 1);
  assert.match(warnings[0]!, /schema is "other\/1", expected "streamgauge\.results\/1".*entry skipped/);
  await assert.rejects(readHistory(store), HistoryError);
  assert.throws(() => parseResults('{', 'x.json'), /x\.json: not valid JSON/);
  assert.throws(
    () => parseResults('{"schema":"streamgauge.results/1","run":{}}', 'y.json'),
    /y\.json: field "run\.started_at" is missing/,
  );
});

test('trend series: one per provider x prompt x metric, a point per run, verdicts from the run’s own check', () => {
  const runs: Results[] = [
    night(1),
    night(2),
    withComparisons(syntheticRun(3, '2025-05-03T02:00:00.000Z', { reps: 5, providers: slowed('alpha', 2) }), [
      night(2),
    ]),
  ];
  const series = trendSeries(runs);
  assert.equal(series.length, 3 * 2 * 3);
  assert.deepEqual(
    series.slice(0, 3).map((s) => [s.provider, s.prompt, s.metric]),
    [
      ['alpha', 'short', 'ttft_ms'],
      ['alpha', 'short', 'post_first_content_tps'],
      ['alpha', 'short', 'end_to_end_tps'],
    ],
  );
  const pfc = series[1]!;
  assert.equal(pfc.points.length, 3);
  assert.deepEqual(
    pfc.points.map((p) => p.verdict),
    [null, null, 'slower'],
  );
  assert.equal(pfc.points[2]!.p50, runs[2]!.groups[0]!.post_first_content_tps!.p50);
  assert.equal(pfc.points[2]!.n, 5);
  assert.deepEqual(pfc.points[2]!.ci, runs[2]!.groups[0]!.post_first_content_tps_ci);

  const table = renderTrendTable(series);
  const lines = table.trimEnd().split('\n');
  assert.equal(lines.length, 2 + 18);
  assert.match(lines[0]!, /^provider\s+prompt\s+metric\s+runs\s+trend/);
  const row = lines.find((l) => /^alpha\s+short\s+post-first-content tok\/s/.test(l))!;
  assert.match(row, /3\/3\s+[▁▂▃▄▅▆▇█]{3}\s/);
  assert.match(row, /-\d\d\.\d%\s+slower$/);
  assert.ok(lines.every((l) => !l.endsWith(' ')));
  const long = trendSeries([
    syntheticRun(1, '2025-05-01T02:00:00.000Z', {
      reps: 3,
      providers: [{ id: 'a-provider-with-a-long-name', ttftMs: 100, intervalMs: 10, tokens: 50 }],
    }),
  ]);
  const cut = renderTrendTable(long, { width: 60 }).split('\n')[2]!;
  assert.match(cut, /^a-provi… /, 'provider names are cut to fit a narrow terminal');
  assert.match(renderTrendTable(long).split('\n')[2]!, /^a-provider-with-a-long-name /);
  assert.equal(renderTrendTable([]), 'The history holds no runs.\n');
});

test('a conversation run: its entry keeps by_turn and sessions, reads back, and history show trends it beside other prompts', async () => {
  const folder = join(dir, 'conversations');
  const store = localFolderStore(folder);
  const runs = [1, 2, 3].map((d) => {
    const conv = conversationRun(d, `2025-06-0${d}T02:00:00.000Z`);
    const plain = syntheticRun(d, conv.run.started_at, {
      reps: 5,
      providers: [{ id: 'sim', ttftMs: 200, intervalMs: 10, tokens: 40 }],
    });
    // One run with both kinds of prompt, as a config with a conversation prompt beside a plain one gives.
    return { ...conv, requests: [...conv.requests, ...plain.requests], groups: [...conv.groups, ...plain.groups] };
  });
  for (const r of runs) await addToHistory(store, r);
  const entries = await readHistory(store);
  assert.equal(entries.length, 3);
  for (const [i, e] of entries.entries()) {
    const chat = e.results.groups.find((g) => g.prompt === 'chat')!;
    const wrote = runs[i]!.groups.find((g) => g.prompt === 'chat')!;
    assert.deepEqual(
      chat.by_turn!.map((t) => [t.turn, t.n, t.input_cached_share]),
      [
        [0, 4, 0],
        [1, 4, 0.5],
        [2, 4, 400 / 600],
      ],
    );
    assert.deepEqual(chat.by_turn, JSON.parse(JSON.stringify(wrote.by_turn)));
    assert.deepEqual(chat.sessions, JSON.parse(JSON.stringify(wrote.sessions)));
    assert.equal(chat.sessions!.n, 4);
    assert.ok(
      e.results.requests
        .filter((r) => r.prompt === 'chat')
        .every((r) => r.session !== undefined && r.turn !== undefined),
    );
    // Written back unchanged: an entry read and added again is the same file.
    assert.equal(JSON.stringify(toHistoryEntry(e.results)) + '\n', await readFile(join(folder, e.name), 'utf8'));
  }

  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (c) => (stdout += c));
  err.on('data', (c) => (stderr += c));
  assert.equal(await main(['history', 'show', '--dir', folder], { env: {}, stdout: out, stderr: err }), 0, stderr);
  assert.equal(stderr, '');
  assert.match(stdout, /^3 run\(s\) from 2025-06-01T02:00:00\.000Z to 2025-06-03T02:00:00\.000Z/);
  for (const prompt of ['chat', 'short', 'long'])
    assert.match(stdout, new RegExp(`\\nsim\\s+${prompt}\\s+TTFT ms\\s+3/3\\s+[▁▂▃▄▅▆▇█]{3}\\s`), prompt);
  const chatTtft = stdout.split('\n').find((l) => /^sim\s+chat\s+TTFT ms/.test(l))!;
  // The chat group's p50 over all its turns, as for any prompt's requests.
  const latest = runs[2]!.groups.find((g) => g.prompt === 'chat')!.ttft_ms!.p50;
  assert.match(chatTtft, new RegExp(`\\s${Math.round(latest)}\\s`), chatTtft);
});

test('sparkline scales between min and max', () => {
  assert.equal(sparkline([1, 2, 3, 4, 5, 6, 7, 8]), '▁▂▃▄▅▆▇█');
  assert.equal(sparkline([5, 5]), '▄▄');
  assert.equal(sparkline([]), '');
});
