import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { compareCommand, reportComparison } from '../../src/cli/compare.ts';
import {
  compareMetric,
  compareRuns,
  comparableValues,
  DEFAULT_COMPARE,
  hasRegression,
  regressions,
  verdictOf,
  withComparisons,
} from '../../src/analyze/compare.ts';
import type { ComparedFigureKey, Results } from '../../src/analyze/types.ts';
import { renderResultsJson } from '../../src/report/json.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderComparisonTerminal, renderTerminal } from '../../src/report/terminal.ts';
import { PROVIDERS, slowed, syntheticRun, type SyntheticProvider } from './synthetic-runs.ts';

const day = (d: number) => `2025-04-${String(d).padStart(2, '0')}T02:00:00.000Z`;

test('verdicts: the whole interval and the change must clear the minimum effect, on the side that is slower', () => {
  const cases: Array<[ComparedFigureKey, number, number, number, string]> = [
    // metric, delta, low, high -> verdict (min effect 10)
    ['ttft_ms', 50, 30, 70, 'slower'],
    ['ttft_ms', -50, -70, -30, 'faster'],
    ['post_first_content_tps', -50, -60, -40, 'slower'],
    ['end_to_end_tps', 50, 40, 60, 'faster'],
    ['ttft_ms', 12, 9, 15, 'no_change'], // the interval reaches below the minimum effect
    ['ttft_ms', 12, -1, 25, 'no_change'], // the interval includes 0
    ['ttft_ms', 5, 2, 8, 'no_change'], // significant but small
    ['post_first_content_tps', -10, -12, -10, 'slower'], // exactly at the minimum
    ['post_first_content_tps', -9.9, -12, -10, 'no_change'],
  ];
  for (const [metric, d, lo, hi, want] of cases)
    assert.equal(verdictOf(metric, d, lo, hi, 10), want, `${metric} ${d} [${lo}, ${hi}]`);
  // min effect 0: excluding 0 is enough, touching it is not
  assert.equal(verdictOf('ttft_ms', 1, 0.5, 1.5, 0), 'slower');
  assert.equal(verdictOf('ttft_ms', 1, 0, 1.5, 0), 'no_change');
});

test('compareMetric: too few values on either side is insufficient_data, with the p50s still given', () => {
  const c = compareMetric('p', 'q', 'ttft_ms', [[100, 110]], [200, 210, 220]);
  assert.equal(c.verdict, 'insufficient_data');
  assert.equal(c.baseline_p50, 105);
  assert.equal(c.current_p50, 210);
  assert.equal(c.delta_pct, 100);
  assert.equal(c.ci_low_pct, null);
  assert.equal(c.baseline_n, 2);
  assert.equal(c.current_n, 3);
  const none = compareMetric('p', 'q', 'end_to_end_tps', [], [1, 2, 3]);
  assert.equal(none.verdict, 'insufficient_data');
  assert.equal(none.baseline_p50, null);
  assert.equal(none.delta_pct, null);
  assert.equal(none.baseline_runs, 0);
  const ok = compareMetric(
    'p',
    'q',
    'ttft_ms',
    [
      [100, 101, 99],
      [100, 102, 98],
    ],
    [200, 201, 199],
  );
  assert.equal(ok.verdict, 'slower');
  assert.equal(ok.baseline_runs, 2);
  assert.equal(ok.baseline_n, 6);
  // deterministic: the seed comes from the names
  assert.deepEqual(
    compareMetric(
      'p',
      'q',
      'ttft_ms',
      [
        [100, 101, 99],
        [100, 102, 98],
      ],
      [200, 201, 199],
    ),
    ok,
  );
});

test('a streaming alert on a group whose client stalled is unconfirmed: a starved client reads streams together', () => {
  const providers: SyntheticProvider[] = [...PROVIDERS];
  const before = syntheticRun(1, day(1), { providers, reps: 10 });
  const after = syntheticRun(2, day(2), {
    providers: providers.map((p) => (p.id === 'gamma' ? { ...p, buffered: true } : p)),
    reps: 10,
  });
  // The same night, but gamma's client could not run for most of its requests (validity: client_stalled).
  const starved: Results = {
    ...after,
    groups: after.groups.map((g) => (g.provider === 'gamma' ? { ...g, client_stalled: g.n } : g)),
  };
  const alerts = (r: Results) => (r.streaming_changes ?? []).filter((c) => c.alert);
  const plain = withComparisons(after, [before]);
  assert.deepEqual(
    alerts(plain).map((c) => [c.provider, c.confirmed]),
    [
      ['gamma', true],
      ['gamma', true],
    ],
    'buffering alone (a buffered share, too few streamed samples) does not unconfirm the alert it is about',
  );
  assert.equal(regressions(plain).stopped_streaming.length, 2);
  const judged = withComparisons(starved, [before]);
  assert.deepEqual(
    alerts(judged).map((c) => c.confirmed),
    [false, false],
  );
  assert.equal(regressions(judged).stopped_streaming.length, 0, 'not counted');
  assert.equal(regressions(judged, { includeUnconfirmed: true }).stopped_streaming.length, 2, 'unless asked');
});

test('buffered responses never count as a speed regression; a group that stopped streaming is its own alert', () => {
  const providers: SyntheticProvider[] = [...PROVIDERS];
  const before = syntheticRun(1, day(1), { providers, reps: 10 });
  // gamma now arrives buffered, and (as a buffering proxy would) far slower end to end
  const after = syntheticRun(2, day(2), {
    providers: providers.map((p) => (p.id === 'gamma' ? { ...p, buffered: true, intervalMs: p.intervalMs * 3 } : p)),
    reps: 10,
  });
  assert.ok(after.requests.filter((r) => r.provider === 'gamma').every((r) => r.outcome === 'buffered'));
  const r = withComparisons(after, [before]);
  const gamma = r.comparisons!.filter((c) => c.provider === 'gamma');
  assert.equal(gamma.length, 6);
  for (const c of gamma) {
    assert.equal(c.verdict, 'insufficient_data', `${c.prompt}/${c.metric}: no streamed response to compare`);
    assert.equal(c.current_n, 0);
  }
  assert.deepEqual(
    r.streaming_changes!.map((s) => [
      s.provider,
      s.prompt,
      s.baseline_streaming,
      s.current_streaming,
      s.change,
      s.alert,
    ]),
    [
      ['gamma', 'short', 'observed', 'not_observed', 'became_buffered', true],
      ['gamma', 'long', 'observed', 'not_observed', 'became_buffered', true],
    ],
  );
  assert.equal(regressions(r).slower.length, 0);
  assert.equal(regressions(r).stopped_streaming.length, 2);
  assert.ok(hasRegression(r));
  // and back: streaming again is reported, not alerted
  const back = withComparisons(before, [after]);
  assert.ok(back.streaming_changes!.every((s) => s.change === 'became_streamed' && !s.alert));
  assert.equal(hasRegression(back), false);
  const md = renderSummaryMarkdown(r);
  assert.match(md, /\*\*gamma \/ short: observed → not observed\*\*/);
  assert.match(md, /gamma \/ long streaming observed → not observed/);
});

test('a mixed group compares its streamed responses only', () => {
  const reqs = syntheticRun(3, day(1), { reps: 6 }).requests.filter(
    (r) => r.provider === 'alpha' && r.prompt === 'short',
  );
  const mixed = reqs.map((r, i) =>
    i < 2 ? { ...r, outcome: 'buffered' as const, ttft_ms: null, end_to_end_tps: 1 } : r,
  );
  assert.equal(comparableValues(mixed, 'end_to_end_tps').length, 4);
  assert.ok(!comparableValues(mixed, 'end_to_end_tps').includes(1));
  assert.equal(comparableValues([{ ...reqs[0]!, warmup: true }], 'ttft_ms').length, 0, 'warmups are left out');
});

test('the current run is not its own baseline; groups the baseline lacks get insufficient_data', () => {
  const run = syntheticRun(4, day(1));
  const self = compareRuns(run, [run, { results: run, source: 'x' }]);
  assert.equal(self.baseline.runs.length, 0);
  assert.ok(self.comparisons.every((c) => c.verdict === 'insufficient_data'));
  const older = syntheticRun(5, '2025-03-31T02:00:00.000Z', { providers: PROVIDERS.filter((p) => p.id !== 'beta') });
  const r = compareRuns(run, [{ results: older, source: '/old/results.json' }]);
  assert.deepEqual(r.baseline.runs, [
    {
      started_at: older.run.started_at,
      config_sha256: older.run.config_sha256,
      ci_run_id: null,
      sha: null,
      source: '/old/results.json',
    },
  ]);
  assert.equal(r.baseline.min_effect_pct, 10);
  assert.equal(r.baseline.ci_level, 0.95);
  assert.equal(r.baseline.resamples, 2000);
  assert.equal(r.baseline.min_samples, 3);
  assert.ok(r.comparisons.filter((c) => c.provider === 'beta').every((c) => c.verdict === 'insufficient_data'));
  assert.ok(r.comparisons.filter((c) => c.provider !== 'beta').every((c) => c.verdict === 'no_change'));
  // one entry per group x metric, in group order, metrics in contract order
  assert.deepEqual(
    r.comparisons.slice(0, 3).map((c) => c.metric),
    ['ttft_ms', 'post_first_content_tps', 'end_to_end_tps'],
  );
  assert.equal(r.comparisons.length, run.groups.length * 3);
});

test('the minimum effect is a setting', () => {
  const before = syntheticRun(6, day(1), { reps: 20 });
  const after = syntheticRun(7, day(2), { providers: slowed('beta', 1.25), reps: 20 });
  const strict = withComparisons(after, [before], { min_effect_pct: 50 });
  assert.equal(regressions(strict).slower.length, 0, 'a 20% slowdown is under a 50% minimum');
  assert.equal(strict.baseline!.min_effect_pct, 50);
  const loose = withComparisons(after, [before], { min_effect_pct: 5 });
  assert.ok(regressions(loose).slower.some((c) => c.provider === 'beta'));
  assert.equal(DEFAULT_COMPARE.min_effect_pct, 10);
});

function compared(): Results {
  return withComparisons(syntheticRun(9, day(2), { providers: slowed('alpha', 2), reps: 12 }), [
    syntheticRun(8, day(1), { reps: 12 }),
  ]);
}

test('results.json: comparisons in contract field order after the groups and flags', () => {
  const r = compared();
  const doc = JSON.parse(renderResultsJson(r)) as Record<string, unknown>;
  assert.deepEqual(Object.keys(doc), [
    'schema',
    'run',
    'analysis',
    'requests',
    'groups',
    'flagged',
    'baseline',
    'comparisons',
    'streaming_changes',
  ]);
  const first = (doc.comparisons as Array<Record<string, unknown>>)[0]!;
  assert.deepEqual(Object.keys(first), [
    'provider',
    'prompt',
    'metric',
    'baseline_p50',
    'current_p50',
    'delta_pct',
    'ci_low_pct',
    'ci_high_pct',
    'verdict',
    'baseline_n',
    'current_n',
    'baseline_runs',
  ]);
  const g = (doc.groups as Array<Record<string, unknown>>)[0]!;
  assert.deepEqual(Object.keys(g.ttft_ms_ci as object), ['low', 'high', 'level']);
  // a results.json without a comparison has none of these keys
  assert.ok(!('comparisons' in JSON.parse(renderResultsJson(syntheticRun(8, day(1))))));
});

test('summary.md: the comparison table with change, interval and verdict, and a headline', () => {
  const md = renderSummaryMarkdown(compared());
  assert.match(md, /\*\*Regression check: 4 regression\(s\)\*\*: alpha \/ short post-first-content tok\/s -\d/);
  const section = md.slice(md.indexOf('## Compared with the baseline'), md.indexOf('## Flagged'));
  assert.match(section, /Compared with 1 baseline run \(2025-04-01T02:00:00\.000Z\)/);
  const rows = section.split('\n').filter((l) => l.startsWith('| '));
  assert.equal(
    rows[0],
    '| provider | prompt | metric | baseline p50 · n | current p50 · n | change | 95% CI | verdict |',
  );
  assert.equal(rows.length, 2 + 18);
  const slow = rows.find((l) => l.startsWith('| alpha | short | post-first-content tok/s'))!;
  assert.match(slow, /\| -\d\d\.\d% \| \[-\d\d\.\d%, -\d\d\.\d%\] \| \*\*slower\*\* \|$/);
  assert.match(slow, /· n=12 \| .* · n=12 \|/);
  assert.match(
    rows.find((l) => l.startsWith('| beta | long | TTFT ms'))!,
    /\| no change \|$/,
  );
  // still exactly two ranking tables ahead of it, never merged
  assert.equal(md.indexOf('## Compared with the baseline') > md.indexOf('## End-to-end throughput'), true);
});

test('terminal: the comparison with its interval and verdict, plain without colour', () => {
  const r = compared();
  const full = renderTerminal(r, { color: false });
  // The headline says what regressed; the comparison's section, drawn alone, is the full report's.
  assert.match(full, /^4 regressions: alpha \/ short post-first-content tok\/s -\d/m);
  const only = renderComparisonTerminal(r, { color: false });
  assert.match(only, /^4 regressions: /);
  // The comparison's section is the full report's, as it draws it.
  assert.ok(full.includes(only.slice(only.indexOf('\nCompared with the baseline\n')).trimEnd()));
  const line = only.split('\n').find((l) => l.startsWith('| alpha') && l.includes('end-to-end tok/s'))!;
  assert.match(line, /\| -\d\d\.\d% \| \[-\d\d\.\d%, -\d\d\.\d%\] \| slower\s+\|$/);
  assert.ok(!only.includes('\x1b'));
  assert.ok(renderComparisonTerminal(r, { color: true }).includes('\x1b[31mslower'));
});

/** A CLI's streams, stdout `columns` wide, collecting what is written. */
function terminal(columns: number) {
  let out = '';
  const stdout = Object.assign(
    new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    }),
    { columns },
  );
  const stderr = new Writable({ write: (_c, _e, cb) => cb() });
  return { io: { env: { NO_COLOR: '1' }, stdout, stderr }, out: () => out };
}

test('compare fits its comparison to the terminal, and --wide shows every column', async () => {
  const r = compared();
  const narrow = terminal(90);
  reportComparison(r, narrow.io);
  const wide = terminal(90);
  reportComparison(r, wide.io, { wide: true });
  const width = (t: string) => Math.max(...t.split('\n').map((l) => Array.from(l).length));
  assert.ok(width(narrow.out()) <= 90, narrow.out());
  assert.match(narrow.out(), /--wide shows all/);
  assert.ok(width(wide.out()) > 90);
  assert.doesNotMatch(wide.out(), /--wide shows all/);
  // The command takes the flag (parsing is strict) and its help names it.
  const help = terminal(100);
  assert.equal(await compareCommand(['--wide', '--help'], help.io), 0);
  assert.match(help.out(), /--wide +every table column/);
});

test('summary.md shows the sample count beside every figure and the interval of each p50', () => {
  const run = syntheticRun(10, day(1), { reps: 7 });
  const md = renderSummaryMarkdown(run);
  // The four ranked tables; the stream timing section (its own table, unranked) follows them.
  const timing = md.indexOf('## Stream timing');
  const ranked = timing < 0 ? md : md.slice(0, timing);
  const rows = ranked.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| #') && !l.startsWith('| --'));
  assert.equal(rows.length, 24, 'four tables (post-first-content, end-to-end, TTFT, decode rate) of six groups');
  for (const [i, row] of rows.entries()) {
    const figures = row.split(' | ').filter((c) => /^\d[\d,.]* (\[|\/|·)/.test(c));
    assert.ok(figures.length >= (i < 12 ? 2 : 1), row);
    for (const f of figures) assert.match(f, /· n=7( |$)/, `${f} in ${row}`);
  }
  assert.match(md, /\| TTFT ms p50 \[95% CI\] \/ p90 · n \|/);
  assert.match(md, /\d \[\d[\d.,]*–\d[\d.,]*\] \/ \d/);
});

test('too few streamed samples: shown, unranked, saying so, in summary.md and the terminal', () => {
  const thin = syntheticRun(11, day(1), { reps: 2, providers: PROVIDERS.slice(0, 1) });
  const full = syntheticRun(12, day(1), { reps: 5, providers: PROVIDERS.slice(1) });
  const r: Results = {
    ...full,
    requests: [...thin.requests, ...full.requests],
    groups: [...thin.groups, ...full.groups],
  };
  const md = renderSummaryMarkdown(r);
  const post = md.slice(md.indexOf('## Post-first-content'), md.indexOf('## End-to-end'));
  const rows = post.split('\n').filter((l) => /^\| (\d+)? *\| /.test(l) && !l.startsWith('| #'));
  const names = rows.map((l) => l.split(' | ')[1]);
  // the ranked groups come first, then alpha's two groups, unranked
  assert.deepEqual(names.slice(-2), ['alpha', 'alpha']);
  for (const row of rows.slice(-2)) {
    assert.match(row, /^\| {2}\| alpha/);
    assert.match(row, /· n=2 \(too few to rank\)/);
  }
  for (const row of rows.slice(0, -2)) assert.match(row, /^\| \d \| /);
  assert.match(post, /\(too few to rank\): fewer than 3 streamed responses/);
  const term = renderTerminal(r, { color: false });
  assert.match(term, /· n=2 \(too few to rank\)/);
});
