import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, test } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { main } from '../../src/cli/main.ts';
import {
  dashboardData,
  DASHBOARD_LOAD_METRICS,
  DASHBOARD_METRICS,
  pointState,
  runArtifact,
  runUrl,
  stageMark,
} from '../../src/dashboard/data.ts';
import { benchmarkPath, benchmarkSlug, renderSite } from '../../src/dashboard/render.ts';
import { readBenchmarks } from '../../src/dashboard/site.ts';
import { BUFFERED_NIGHT, seededNights, writeSeededHistory } from '../fixtures/dashboard-history.ts';
import { conversationRun, syntheticRun } from './synthetic-runs.ts';
import {
  BUFFERED_RESPONSES,
  BUFFERING_NIGHT,
  GOOD_SHARE,
  LIMITED_NIGHT,
  LOAD_FROM,
  loadNights,
  SLO_FROM,
  STAGE_LABELS,
  STAGE_REQUESTS,
  STAGE_TPS,
  STAGE_TTFT_MS,
} from '../fixtures/dashboard-load-history.ts';

// The dashboard's pure middle (history -> page data -> files) and its CLI edge.

const nights = seededNights(8, 4);
const history = (runs: Results[]) => ({
  name: 'nightly',
  entries: runs.map((results, i) => ({ name: `e${i}.results.json`, results })),
});

function cli() {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (c) => (stdout += c));
  err.on('data', (c) => (stderr += c));
  return { io: { env: {}, stdout: out, stderr: err }, text: () => ({ stdout, stderr }) };
}

describe('dashboard data', () => {
  test('one series per group and figure, a point per run, with interval and n', () => {
    const d = dashboardData(history(nights));
    assert.deepEqual(
      d.metrics.map((m) => m.key),
      ['ttft_ms', 'ttfa_ms', 'post_first_content_tps', 'end_to_end_tps', 'decode_tps', 'tpot_ms'],
    );
    assert.equal(d.runs.length, 8);
    assert.equal(d.groups.length, nights[0]!.groups.length);
    const g = d.groups[0]!;
    const src = nights[3]!.groups.find((x) => x.provider === g.provider && x.prompt === g.prompt)!;
    const p = g.series.ttft_ms![3]!;
    // Kept to five significant digits (the page's JSON is most of its size).
    const d5 = (x: number) => Number(x.toPrecision(5));
    assert.deepEqual(p.slice(0, 6), [
      3,
      d5(src.ttft_ms!.p50),
      d5(src.ttft_ms_ci!.low),
      d5(src.ttft_ms_ci!.high),
      src.n_ttft,
      'ok',
    ]);
    assert.ok(Math.abs(p[2]! - src.ttft_ms_ci!.low) <= 1e-4 * Math.abs(src.ttft_ms_ci!.low));
    assert.equal(d.runs[3]!.url, `https://github.com/acme/llm-bench/actions/runs/9000003/attempts/1`);
    assert.equal(d.runs[3]!.artifact, 'nightly-attempt-1');
  });

  test('a figure an older version lacked (decode_tps) is a chart with points only where groups carry it', () => {
    const withDecode = nights.map((r, i) =>
      i < 5
        ? {
            ...r,
            groups: r.groups.map((g) => {
              const old: Record<string, unknown> = { ...g };
              for (const k of ['decode_tps', 'decode_tps_ci', 'n_decode', 'tpot_ms']) delete old[k];
              return old;
            }),
          }
        : {
            ...r,
            groups: r.groups.map((g) => ({
              ...g,
              decode_tps: { p50: 50 + i, p90: 60, p99: 61, min: 40, max: 62 },
              decode_tps_ci: { low: 48, high: 55, level: 0.95 },
              n_decode: 4,
            })),
          },
    );
    const d = dashboardData(history(withDecode as Results[]));
    assert.deepEqual(
      d.metrics.map((m) => m.key),
      ['ttft_ms', 'ttfa_ms', 'post_first_content_tps', 'end_to_end_tps', 'decode_tps', 'tpot_ms'],
    );
    const s = d.groups[0]!.series.decode_tps!;
    assert.deepEqual(
      s.map((p) => p[0]),
      [5, 6, 7],
      'older runs without the field are no points',
    );
    assert.deepEqual(s[0]!.slice(1, 5), [55, 48, 55, 4]);
    assert.ok(DASHBOARD_METRICS.some((m) => m.key === 'tpot_ms'));
  });

  test('the marks: buffered, mixed, failing, failed', () => {
    const g = nights[0]!.groups[0]!;
    assert.equal(pointState(g), 'ok');
    assert.equal(pointState({ ...g, streaming: 'not_observed' }), 'buffered');
    assert.equal(pointState({ ...g, streaming: 'mixed' }), 'mixed');
    assert.equal(pointState({ ...g, errors: 1 }), 'failing');
    assert.equal(pointState({ ...g, errors: g.n, streaming: 'unknown' }), 'failed');
    const buffered = seededNights(BUFFERED_NIGHT + 1, 3).at(-1)!;
    const d = dashboardData(history([buffered]));
    const gamma = d.groups.find((x) => x.provider === 'gamma')!;
    assert.deepEqual(gamma.series.ttft_ms![0]!.slice(1, 6), [null, null, null, 0, 'buffered']);
    assert.equal(gamma.series.end_to_end_tps![0]![5], 'buffered');
    assert.equal(typeof gamma.series.end_to_end_tps![0]![1], 'number');
  });

  test('run links point only at https: pages of the configured server (issue row 10)', () => {
    const r = structuredClone(nights[0]!);
    const link = (server_url: string, configured?: string, change: Partial<NonNullable<typeof r.run.ci>> = {}) => {
      r.run.ci = { ...nights[0]!.run.ci!, server_url, ...change };
      return runUrl(r, configured);
    };
    assert.equal(link('https://github.com'), 'https://github.com/acme/llm-bench/actions/runs/9000000/attempts/1');
    assert.equal(link('https://github.com.evil.example'), null, 'a look-alike host');
    assert.equal(link('https://evil.example/phish'), null, 'another server');
    assert.equal(link('http://github.com'), null, 'not https');
    assert.equal(link('javascript:alert(1)//'), null);
    assert.equal(
      link('https://ghe.example.com', 'http://ghe.example.com'),
      null,
      'a configured server that is not https',
    );
    assert.equal(link('https://github.com', undefined, { repository: '../../evil.example/x' }), null);
    assert.equal(link('https://github.com', undefined, { run_id: '1/../../x' }), null);
    const page = dashboardData(
      { name: 'b', entries: [{ name: 'e', results: r }] },
      { serverUrl: 'https://github.com' },
    );
    assert.equal(page.runs[0]!.url, null, 'the page data carries no link for a bad entry');
  });

  test('run links: GitHub Enterprise hosts, shards and merges; none outside CI', () => {
    const r = structuredClone(nights[0]!);
    r.run.ci!.server_url = 'https://ghe.example.com/';
    r.run.ci!.run_attempt = 2;
    assert.equal(
      runUrl(r, 'https://ghe.example.com'),
      'https://ghe.example.com/acme/llm-bench/actions/runs/9000000/attempts/2',
    );
    r.run.shard = { index: 2, count: 3 };
    assert.equal(runArtifact('bench', r), 'bench-shard-2-of-3-attempt-2');
    (r.run as unknown as { merged: unknown[] }).merged = [];
    r.run.shard = null;
    assert.equal(runArtifact('bench', r), 'bench-merged-attempt-2');
    r.run.ci = null;
    assert.equal(runUrl(r, 'https://ghe.example.com'), null);
    assert.equal(runArtifact('bench', r), null);
  });

  test('benchmark folders stay inside the site', () => {
    assert.equal(benchmarkSlug('streamgauge'), 'streamgauge');
    for (const bad of ['../x', 'a/b', '.hidden', 'a b', '..', '']) {
      const slug = benchmarkSlug(bad);
      assert.match(slug, /^[A-Za-z0-9][A-Za-z0-9._-]*$/, bad);
      assert.ok(!slug.includes('..'), bad);
    }
    assert.notEqual(benchmarkSlug('a b'), benchmarkSlug('a-b'));
    const files = renderSite([dashboardData(history(nights))], { script: 'void 0' });
    assert.deepEqual(
      files.map((f) => f.path),
      ['index.html', benchmarkPath('nightly'), '.nojekyll'],
    );
    const page = files[1]!.text;
    assert.match(page, /Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+'/);
    assert.ok(
      !/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!github\.com\/acme)/.test(
        page.replace(/http:\/\/www\.w3\.org\/2000\/svg/g, ''),
      ),
    );
  });
});

describe('dashboard load figures', () => {
  const load = loadNights(9, 3);
  const d = dashboardData(history(load));
  const LOAD_KEYS = DASHBOARD_LOAD_METRICS.map((m) => m.key);

  test('a history without load runs has no load figure, and its data is as before', () => {
    const plain = dashboardData(history(nights));
    assert.ok(!plain.metrics.some((m) => LOAD_KEYS.includes(m.key) || 'kind' in m));
    for (const g of plain.groups) {
      assert.equal(g.stages, undefined);
      assert.ok(!Object.keys(g.series).some((k) => LOAD_KEYS.includes(k)));
    }
    // The same nights before any load data give the same groups' figures in the load history.
    const early = dashboardData(history(load.slice(0, LOAD_FROM)));
    assert.deepEqual(early, dashboardData(history(seededNights(LOAD_FROM, 3))));
  });

  test('the load figures follow the group figures, each with its kind', () => {
    assert.deepEqual(
      d.metrics.map((m) => [m.key, m.kind ?? null]),
      [
        ['ttft_ms', null],
        ['ttfa_ms', null],
        ['post_first_content_tps', null],
        ['end_to_end_tps', null],
        ['decode_tps', null],
        ['tpot_ms', null],
        ['saturation.max_output_token_throughput', 'saturation'],
        ['saturation.max_request_throughput', 'saturation'],
        ['stages.output_token_throughput', 'stage'],
        ['stages.request_throughput', 'stage'],
        ['stages.ttft_ms', 'stage'],
        ['stages.tpot_ms', 'stage'],
        ['stages.goodput_fraction', 'stage'],
      ],
    );
  });

  test('saturation: a point per load run, at the best stage, none for runs without load data', () => {
    const g = d.groups[0]!;
    const sat = g.series['saturation.max_output_token_throughput']!;
    assert.deepEqual(
      sat.map((p) => p[0]),
      [4, 5, 6, 7, 8],
    );
    for (const p of sat) {
      assert.equal(p[1], STAGE_TPS[2]! + p[0], `night ${p[0]}`);
      assert.equal(p[4], STAGE_REQUESTS);
      assert.equal(p[2], null);
    }
    // The best stage (c=16) buffered some responses on the buffering night: that point is "mixed".
    assert.deepEqual(
      sat.map((p) => p[5]),
      ['ok', 'ok', 'ok', 'mixed', 'ok'],
    );
    // The saturation check's verdict marks its point, as a group figure's does.
    const checked = structuredClone(load);
    const sc = checked[8]!.saturation![0]!;
    checked[8]!.saturation_comparisons = [
      {
        provider: sc.provider,
        prompt: sc.prompt,
        metric: 'max_output_token_throughput',
        baseline: 400,
        current: sc.max_output_token_throughput,
        delta_pct: -23,
        verdict: 'slower',
        baseline_runs: 4,
      },
    ];
    const dc = dashboardData(history(checked)).groups.find(
      (x) => x.provider === sc.provider && x.prompt === sc.prompt,
    )!;
    assert.deepEqual(
      dc.series['saturation.max_output_token_throughput']!.map((p) => p[6]),
      [null, null, null, null, 'slower'],
    );
    assert.ok(dc.series['saturation.max_request_throughput']!.every((p) => p[6] === null));
    const rps = g.series['saturation.max_request_throughput']!;
    assert.equal(rps[0]![1], 3.2 + 4 / 100);
    // The group's own figures are still one point a night.
    assert.equal(g.series.ttft_ms!.length, 9);
  });

  test('stages: one line per stage label, marks for buffering and a generator-limited client, the slo stage', () => {
    const g = d.groups[1]!;
    const tps = g.stages!['stages.output_token_throughput']!;
    assert.deepEqual(
      tps.map((l) => l.label),
      STAGE_LABELS,
    );
    const c16 = tps[2]!;
    assert.deepEqual(
      c16.points.map((p) => [p[0], p[1], p[3]]),
      [
        [4, 304, 'ok'],
        [5, 305, 'ok'],
        [LIMITED_NIGHT, 306, 'limited'],
        [BUFFERING_NIGHT, 307, 'buffered'],
        [8, 308, 'ok'],
      ],
    );
    assert.deepEqual(
      g.stages!['stages.ttft_ms']![0]!.points.map((p) => p[1]),
      [STAGE_TTFT_MS[0], STAGE_TTFT_MS[0], STAGE_TTFT_MS[0], STAGE_TTFT_MS[0], STAGE_TTFT_MS[0]],
    );
    // The slo stage (c=4) is flagged on the nights an slo was set, and only there.
    assert.deepEqual(
      tps[1]!.points.map((p) => p[4]),
      [0, 1, 1, 1, 1],
    );
    assert.ok(tps[0]!.points.every((p) => p[4] === 0));
    // The good share: a percentage, only on nights with an slo.
    const good = g.stages!['stages.goodput_fraction']!;
    assert.deepEqual(
      good.map((l) => [l.label, l.points.map((p) => p[0])]),
      STAGE_LABELS.map((label) => [label, [5, 6, 7, 8]]),
    );
    assert.deepEqual(
      good.map((l) => l.points[0]![1]),
      GOOD_SHARE.map((x) => x * 100),
    );
    assert.equal(SLO_FROM, 5);
  });

  test('the stage mark', () => {
    assert.equal(stageMark({ buffered: 0, generator_limited: false }), 'ok');
    assert.equal(stageMark({ buffered: BUFFERED_RESPONSES, generator_limited: false }), 'buffered');
    assert.equal(stageMark({ buffered: 0, generator_limited: true }), 'limited');
    assert.equal(stageMark({ buffered: 1, generator_limited: true }), 'both');
    const short = { by: 'concurrency', offered: 16, reached: 9.95, reached_max: 10 } as const;
    assert.equal(stageMark({ buffered: 0, generator_limited: false, offered_not_reached: null }), 'ok');
    assert.equal(stageMark({ buffered: 1, generator_limited: true, offered_not_reached: short }), 'short');
  });

  test('a load run of a pair the groups lack still gets its panel; a run without slo has no good share', () => {
    const r = structuredClone(load[LOAD_FROM]!);
    for (const s of r.stages!) s.goodput = null;
    const lone = { ...r, groups: [] };
    const dd = dashboardData(history([lone]));
    assert.equal(dd.groups.length, r.saturation!.length);
    assert.ok(!dd.metrics.some((m) => m.key === 'stages.goodput_fraction'));
    assert.ok(dd.groups.every((g) => g.stages!['stages.goodput_fraction'] === undefined));
    assert.ok(dd.metrics.some((m) => m.key === 'stages.ttft_ms'));
  });
});

describe('streamgauge dashboard', () => {
  test('reads the three history layouts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-dash-unit-'));
    try {
      await writeSeededHistory(dir, 'one', nights.slice(0, 2));
      await writeSeededHistory(dir, 'two', nights.slice(0, 3));
      const fromCheckout = await readBenchmarks(dir);
      assert.deepEqual(
        fromCheckout.map((b) => [b.name, b.entries.length]),
        [
          ['one', 2],
          ['two', 3],
        ],
      );
      assert.deepEqual(
        (await readBenchmarks(join(dir, 'streamgauge-history'))).map((b) => b.name),
        ['one', 'two'],
      );
      const flat = await readBenchmarks(join(dir, 'streamgauge-history', 'two'));
      assert.deepEqual(
        flat.map((b) => [b.name, b.entries.length]),
        [['two', 3]],
      );
      const c = cli();
      assert.equal(await main(['dashboard', '--history', dir, '-o', join(dir, 'site')], c.io), 0, c.text().stderr);
      assert.match(c.text().stdout, /2 benchmark\(s\), 5 run\(s\): 4 file\(s\)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('a history of conversation runs: the conversation prompt is a group like the others, and the site builds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sg-dash-conv-'));
    try {
      const runs = [1, 2, 3].map((d) => {
        const conv = conversationRun(d, `2026-02-0${d}T03:00:00.000Z`);
        const plain = syntheticRun(d, conv.run.started_at, {
          reps: 4,
          providers: [{ id: 'sim', ttftMs: 200, intervalMs: 10, tokens: 40 }],
        });
        return { ...conv, requests: [...conv.requests, ...plain.requests], groups: [...conv.groups, ...plain.groups] };
      });
      await writeSeededHistory(dir, 'chats', runs);
      const [bench] = await readBenchmarks(dir);
      assert.equal(bench!.entries.length, 3);
      assert.ok(bench!.entries.every((e) => e.results.groups.find((g) => g.prompt === 'chat')?.by_turn?.length === 3));
      const d = dashboardData(bench!);
      assert.deepEqual(
        d.groups.map((g) => [g.provider, g.prompt]),
        [
          ['sim', 'chat'],
          ['sim', 'short'],
          ['sim', 'long'],
        ],
      );
      const chat = d.groups[0]!;
      // One TTFT point per run: the p50 over every turn of every session, over its 12 requests (4 sessions x 3 turns).
      assert.deepEqual(
        chat.series.ttft_ms!.map((p) => [p[0], p[1], p[4], p[5]]),
        runs.map((r, i) => {
          const g = r.groups.find((x) => x.prompt === 'chat')!;
          return [i, Number(g.ttft_ms!.p50.toPrecision(5)), 12, 'ok'];
        }),
      );
      assert.equal(chat.series.post_first_content_tps!.length, 3);
      const c = cli();
      const site = join(dir, 'site');
      assert.equal(await main(['dashboard', '--history', dir, '-o', site], c.io), 0, c.text().stderr);
      assert.match(c.text().stdout, /1 benchmark\(s\), 3 run\(s\)/);
      const page = await readFile(join(site, benchmarkPath('chats')), 'utf8');
      assert.match(page, /"prompt":"chat"/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('usage errors exit 2 and say what to give', async () => {
    const a = cli();
    assert.equal(await main(['dashboard'], a.io), 2);
    assert.match(a.text().stderr, /dashboard needs --history DIR/);
    const b = cli();
    assert.equal(await main(['dashboard', '--history', '/nonexistent/sg-history'], b.io), 2);
    assert.match(b.text().stderr, /\/nonexistent\/sg-history: no such folder\. Expected a history folder/);
  });
});

test('each figure reads interval and count fields groups have: none named for TTFA, TPOT or the server rate', () => {
  const fields = new Set(Object.keys(syntheticRun(7, '2026-01-01T00:00:00.000Z').groups[0] ?? {}));
  assert.ok(fields.size > 0);
  for (const m of DASHBOARD_METRICS) {
    // A share's fields are written only for a prompt with expect: (test/integration/answer-checks.test.ts).
    if (m.key === 'check_pass_rate') continue;
    if (m.ci !== null) assert.ok(fields.has(m.ci), `${m.key}: ${m.ci}`);
    if (m.n !== null) assert.ok(fields.has(m.n), `${m.key}: ${m.n}`);
  }
  assert.deepEqual(
    DASHBOARD_METRICS.filter((m) => m.ci === null).map((m) => m.key),
    ['ttfa_ms', 'server_tps', 'tpot_ms'],
  );
});
