import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolveMap } from '../../src/metrics/families.ts';
import {
  histogramQuantile,
  reconcile,
  scrapesByProvider,
  serverFigures,
  type ServerMetricsLine,
} from '../../src/metrics/server-figures.ts';
import { parseMetrics } from '../../src/metrics/parse.ts';
import { withServerFigures } from '../../src/metrics/results.ts';
import type { Results } from '../../src/analyze/types.ts';
import type { Trace } from '../../src/trace.ts';
import { parseConfig, resolveProvider } from '../../src/config/read.ts';

// The pure middle of the server metrics: the text parser, the family
// mapping, histogram quantiles, the window figures and the reconciliation.

const VLLM = `# HELP vllm:num_requests_running Number of requests in model execution batches.
# TYPE vllm:num_requests_running gauge
vllm:num_requests_running{engine="0",model_name="m \\"q\\" \\\\ x\\ny"} 3.0
vllm:num_requests_running{engine="1",model_name="m"} 1
# TYPE vllm:kv_cache_usage_perc gauge
vllm:kv_cache_usage_perc{engine="0",model_name="m"} 0.25
vllm:kv_cache_usage_perc{engine="1",model_name="m"} 0.5
# TYPE vllm:generation_tokens counter
vllm:generation_tokens_total{model_name="m"} 1.2e3
vllm:generation_tokens_created{model_name="m"} 1.7e9
# TYPE vllm:time_to_first_token_seconds histogram
vllm:time_to_first_token_seconds_bucket{model_name="m",le="0.1"} 2
vllm:time_to_first_token_seconds_bucket{le="0.5",model_name="m",} 6 # {trace_id="x"} 0.3
vllm:time_to_first_token_seconds_bucket{model_name="m",le="+Inf"} 8
vllm:time_to_first_token_seconds_sum{model_name="m"} 2.5
vllm:time_to_first_token_seconds_count{model_name="m"} 8
odd_value 12abc
vllm:spec NaN
# EOF
after_eof 1
`;

describe('parseMetrics', () => {
  const parsed = parseMetrics(VLLM);
  test('labels with escaped quote, backslash and newline', () => {
    const s = parsed.samples.find((x) => x.series === 'vllm:num_requests_running' && x.labels.engine === '0');
    assert.deepEqual(s?.labels, { engine: '0', model_name: 'm "q" \\ x\ny' });
    assert.equal(s?.value, 3);
  });
  test('histogram buckets keep their labels, le in any position, trailing comma, exemplar ignored', () => {
    const b = parsed.samples.filter((x) => x.series === 'vllm:time_to_first_token_seconds_bucket');
    assert.deepEqual(
      b.map((x) => [x.labels.le, x.labels.model_name, x.value]),
      [
        ['0.1', 'm', 2],
        ['0.5', 'm', 6],
        ['+Inf', 'm', 8],
      ],
    );
    assert.ok(parsed.samples.some((x) => x.series === 'vllm:time_to_first_token_seconds_sum' && x.value === 2.5));
  });
  test('types, exponents, NaN, EOF and a bad line reported by number', () => {
    assert.equal(parsed.types['vllm:time_to_first_token_seconds'], 'histogram');
    assert.equal(parsed.samples.find((x) => x.series === 'vllm:generation_tokens_total')?.value, 1200);
    assert.ok(Number.isNaN(parsed.samples.find((x) => x.series === 'vllm:spec')!.value));
    assert.equal(
      parsed.samples.some((x) => x.series === 'after_eof'),
      false,
    );
    assert.deepEqual(parsed.errors, [{ line: 17, message: '"12abc" is not a sample value' }]);
  });
  test('an unclosed label value is an error, not a throw', () => {
    const p = parseMetrics('x{a="open} 1\ny 2\n');
    assert.equal(p.errors.length, 1);
    assert.deepEqual(p.samples, [{ series: 'y', labels: {}, value: 2 }]);
  });
});

describe('resolveMap', () => {
  const cases: Array<[string, string[], Record<string, string>, string | null, Record<string, string>]> = [
    [
      'vLLM, with the older KV name',
      ['vllm:num_requests_running', 'vllm:gpu_cache_usage_perc', 'vllm:time_to_first_token_seconds_bucket'],
      {},
      'vllm',
      {
        running: 'vllm:num_requests_running',
        kv_cache_usage: 'vllm:gpu_cache_usage_perc',
        ttft_seconds: 'vllm:time_to_first_token_seconds',
      },
    ],
    [
      'llama.cpp',
      ['llamacpp:requests_processing', 'llamacpp:requests_deferred', 'llamacpp:tokens_predicted_total'],
      {},
      'llamacpp',
      {
        running: 'llamacpp:requests_processing',
        waiting: 'llamacpp:requests_deferred',
        generation_tokens: 'llamacpp:tokens_predicted_total',
      },
    ],
    [
      'TGI: the generated-tokens histogram sum',
      ['tgi_queue_size', 'tgi_request_generated_tokens_sum'],
      {},
      'tgi',
      { waiting: 'tgi_queue_size', generation_tokens: 'tgi_request_generated_tokens_sum' },
    ],
    [
      'SGLang',
      ['sglang:num_running_reqs', 'sglang:token_usage', 'sglang:cache_hit_rate'],
      {},
      'sglang',
      {
        running: 'sglang:num_running_reqs',
        kv_cache_usage: 'sglang:token_usage',
        prefix_cache_hit_rate: 'sglang:cache_hit_rate',
      },
    ],
    [
      'metrics_map alone',
      ['my_tokens_total'],
      { generation_tokens: 'my_tokens_total' },
      'custom',
      { generation_tokens: 'my_tokens_total' },
    ],
    [
      'metrics_map over a known family',
      ['vllm:num_requests_running', 'other_running'],
      { running: 'other_running' },
      'vllm',
      { running: 'other_running' },
    ],
    ['nothing known', ['process_cpu_seconds_total'], {}, null, {}],
  ];
  for (const [name, names, user, family, series] of cases) {
    test(name, () => assert.deepEqual(resolveMap(new Set(names), user), { family, series }));
  }
});

describe('histogramQuantile', () => {
  const h = new Map([
    [0.1, 2],
    [0.5, 6],
    [Number.POSITIVE_INFINITY, 8],
  ]);
  const cases: Array<[number, number | null]> = [
    [0.25, 0.1], // rank 2: the top of the first bucket
    [0.5, 0.3], // rank 4: halfway through 0.1..0.5
    [0.9, 0.5], // in +Inf: the highest finite bound
  ];
  for (const [q, want] of cases) test(`q=${q}`, () => assert.ok(Math.abs(histogramQuantile(q, h)! - want!) < 1e-9));
  test('empty: null', () => assert.equal(histogramQuantile(0.5, new Map([[Number.POSITIVE_INFINITY, 0]])), null));
});

describe('reconcile', () => {
  const base = { counterReset: false, errors: 0, serverTokens: 1000, clientTokens: 1000, failedTokens: 0 };
  const cases: Array<
    [string, Parameters<typeof reconcile>[0], { flagged: boolean; reason: string | null; ratio: number | null }]
  > = [
    ['agree', { ...base, clientTps: 100, serverTps: 101 }, { flagged: false, reason: null, ratio: 100 / 101 }],
    [
      '5% apart is still agreement',
      { ...base, clientTps: 95, serverTps: 100 },
      { flagged: false, reason: null, ratio: 0.95 },
    ],
    [
      'the issue: failed requests the server counted',
      { ...base, clientTps: 85, serverTps: 100, errors: 7, failedTokens: 300 },
      { flagged: true, reason: 'failed_requests', ratio: 0.85 },
    ],
    [
      'no failures: other clients',
      { ...base, clientTps: 85, serverTps: 100 },
      { flagged: true, reason: 'other_clients', ratio: 0.85 },
    ],
    [
      'the client saw more',
      { ...base, clientTps: 120, serverTps: 100 },
      { flagged: true, reason: 'server_counts_fewer', ratio: 1.2 },
    ],
    [
      'counter reset',
      { ...base, clientTps: 100, serverTps: null, counterReset: true },
      { flagged: true, reason: 'counter_reset', ratio: null },
    ],
    [
      'no server figure: nothing to flag',
      { ...base, clientTps: 100, serverTps: null },
      { flagged: false, reason: null, ratio: null },
    ],
  ];
  for (const [name, input, want] of cases) {
    test(name, () => {
      const r = reconcile(input);
      assert.equal(r.flagged, want.flagged);
      assert.equal(r.reason, want.reason);
      if (want.ratio === null) assert.equal(r.ratio, null);
      else assert.ok(Math.abs(r.ratio! - want.ratio) < 1e-6, `ratio ${r.ratio}`);
      assert.equal(r.detail === null, !want.flagged);
    });
  }
  test('the failed-requests detail names the counts', () => {
    const r = reconcile({ ...base, clientTps: 85, serverTps: 100, errors: 7, failedTokens: 300, clientTokens: 850 });
    assert.match(r.detail!, /15% more tokens than arrived \(1000 counted, 850 arrived\): 7 request\(s\) failed/);
  });
});

describe('serverFigures over a window', () => {
  const line = (t: number, series: string, value: number, labels: Record<string, string> = {}): ServerMetricsLine => ({
    t_ms: t,
    provider: 'p',
    series,
    labels,
    value,
  });
  const scrape = (
    t: number,
    tokens: number,
    running: number,
    waiting: number,
    kv: number,
    ttft: [number, number, number],
  ) => [
    line(t, 'vllm:generation_tokens_total', tokens),
    line(t, 'vllm:prompt_tokens_total', tokens / 2),
    line(t, 'vllm:num_requests_running', running),
    line(t, 'vllm:num_requests_waiting', waiting),
    line(t, 'vllm:kv_cache_usage_perc', kv),
    line(t, 'vllm:time_to_first_token_seconds_bucket', ttft[0], { le: '0.1' }),
    line(t, 'vllm:time_to_first_token_seconds_bucket', ttft[1], { le: '0.5' }),
    line(t, 'vllm:time_to_first_token_seconds_bucket', ttft[2], { le: '+Inf' }),
    line(t, 'vllm:time_to_first_token_seconds_sum', ttft[2] * 0.3),
    line(t, 'vllm:time_to_first_token_seconds_count', ttft[2]),
    line(t, 'vllm:request_queue_time_seconds_sum', ttft[2] * 0.1),
    line(t, 'vllm:request_queue_time_seconds_count', ttft[2]),
  ];
  const lines: ServerMetricsLine[] = [
    ...scrape(0, 100, 0, 0, 0, [0, 0, 0]),
    { t_ms: 500, provider: 'p', error: 'timeout after 500 ms' },
    ...scrape(1000, 600, 4, 2, 0.5, [2, 3, 4]),
    ...scrape(2050, 1100, 2, 0, 0.25, [2, 6, 8]),
  ];
  const p = scrapesByProvider(lines).get('p')!;
  const client = {
    fromMs: 10,
    toMs: 2010,
    delivered_tokens: 1000,
    errors: 0,
    failed_tokens: 0,
    ttft_p50_ms: 400,
    ttft_mean_ms: 400,
  };
  const f = serverFigures(p, client)!;
  test('counter deltas over the client window', () => {
    assert.equal(f.family, 'vllm');
    assert.equal(f.generation_tokens, 1000);
    assert.equal(f.tokens_per_s, 500);
    assert.equal(f.prompt_tokens_per_s, 250);
  });
  test('gauges over the reads inside the window (not the bracketing two), failed scrapes counted', () => {
    // The case: the reads at 0 and 2050 lie outside 10..2010 and once pulled the mean to 2.
    assert.deepEqual(f.running, { mean: 4, max: 4 });
    assert.deepEqual(f.waiting, { mean: 2, max: 2 });
    assert.equal(f.kv_cache_usage_max, 0.5);
    assert.equal(f.scrapes, 3);
    assert.equal(f.failed_scrapes, 1);
  });
  test('TTFT from bucket deltas, and the split of the client TTFT', () => {
    assert.ok(Math.abs(f.ttft_ms!.p50 - 300) < 1e-6, `p50 ${f.ttft_ms?.p50}`);
    // Means from _sum/_count: 300 ms server TTFT of which 100 queued; the client's 400 leaves 100 for the network.
    assert.deepEqual(f.ttft_split_ms, { queue: 100, prefill: 200, network: 100 });
  });
  test('queue and TTFT histograms over different requests: no queue/prefill split', () => {
    const skewed = lines.map((l) =>
      'series' in l && l.series === 'vllm:request_queue_time_seconds_count' && l.t_ms === 0 ? { ...l, value: 1 } : l,
    );
    const r = serverFigures(scrapesByProvider(skewed).get('p')!, client)!;
    assert.deepEqual(r.ttft_split_ms, { queue: null, prefill: null, network: 100 });
  });
  test('client and server agree: not flagged', () => {
    assert.equal(f.reconciliation.ratio, 1);
    assert.equal(f.reconciliation.flagged, false);
  });
  test('a counter that goes back is a reset, flagged', () => {
    const reset = scrapesByProvider([
      ...lines.slice(0, 8),
      ...scrape(1000, 50, 1, 0, 0, [0, 0, 0]),
      ...scrape(2050, 400, 0, 0, 0, [0, 0, 0]),
    ]);
    const r = serverFigures(reset.get('p')!, client)!;
    assert.equal(r.tokens_per_s, null);
    assert.equal(r.reconciliation.reason, 'counter_reset');
  });
  test('two shards reading the one server at the same moments: two reads each time, not one summed', () => {
    const both = [1, 2].flatMap((shard) =>
      [
        ...scrape(0, 100, 0, 0, 0, [0, 0, 0]),
        ...scrape(1000, 600, 4, 2, 0.5, [2, 3, 4]),
        ...scrape(2050, 1100, 2, 0, 0.25, [2, 6, 8]),
      ].map((l) => ({ ...l, shard })),
    );
    const q = scrapesByProvider(both).get('p')!;
    assert.equal(q.scrapes.length, 6);
    const r = serverFigures(q, client)!;
    assert.equal(r.generation_tokens, 1000);
    assert.deepEqual(r.running, { mean: 4, max: 4 });
    assert.equal(r.reconciliation.ratio, 1);
  });
  test('merged shards whose clocks disagree: the count from one shard, not a false reset', () => {
    // Shard 1's clock runs behind: in time order its read at 1001 ms shows fewer tokens than shard 2's at 1000.
    const tokens = (t: number, v: number, shard: number): ServerMetricsLine => ({
      ...line(t, 'vllm:generation_tokens_total', v),
      shard,
    });
    const merged = [tokens(0, 100, 1), tokens(5, 95, 2), tokens(1000, 590, 2), tokens(1001, 580, 1)];
    merged.push(tokens(2050, 1100, 1), tokens(2060, 1100, 2));
    const start = Date.parse('2026-12-01T16:00:00.000Z');
    const trace = (id: string, t0: number, end: number) =>
      ({ id, provider: 'p', prompt: 'x', t0_epoch_ms: start + t0, at: { end } }) as unknown as Trace;
    const request = (id: string) => ({ id, warmup: false, outcome: 'ok', output_tokens: 500, ttft_ms: 20 });
    const results = {
      run: { started_at: new Date(start).toISOString() },
      requests: [request('a@shard1'), request('b@shard2')],
      groups: [{ provider: 'p', prompt: 'x' }],
    } as unknown as Results;
    const traces = [trace('a@shard1', 10, 1900), trace('b@shard2', 20, 1990)];
    const union = serverFigures(scrapesByProvider(merged).get('p')!, client)!;
    assert.equal(union.reconciliation.reason, 'counter_reset', 'in time order the counter seems to go back');
    const g = withServerFigures(results, traces, merged).groups[0]!;
    assert.equal(g.server?.generation_tokens, 1000);
    assert.equal(g.server.reconciliation.ratio, 1);
    assert.equal(g.server.reconciliation.flagged, false);
  });
  test('a read sent before the window but answered after its first content does not open it', () => {
    // Sent at 9 ms, before the first dispatch at 10, but answered at 300 ms, after the first content
    // at 200: 50 of the window's tokens were already counted when the server answered.
    const late = (answered: number | undefined) =>
      scrapesByProvider([
        ...scrape(0, 100, 0, 0, 0, [0, 0, 0]).map((l) => ({ ...l, answered_ms: 2 })),
        ...scrape(9, 150, 1, 0, 0, [0, 0, 0]).map((l) =>
          answered === undefined ? l : { ...l, answered_ms: answered },
        ),
        ...scrape(2050, 1100, 2, 0, 0.25, [2, 6, 8]),
      ]).get('p')!;
    const opened = { ...client, firstContentMs: 200 };
    const r = serverFigures(late(300), opened)!;
    assert.equal(r.generation_tokens, 1000);
    assert.equal(r.reconciliation.ratio, 1);
    // Answered in time (before the first content), it is the nearer read, and it is taken.
    assert.equal(serverFigures(late(150), opened)!.generation_tokens, 950);
    // A file without answer times (an earlier version's) is read as before: by when each read was sent.
    assert.equal(serverFigures(late(undefined), opened)!.generation_tokens, 950);
  });
  test('no scrape after the window: no counter figures', () => {
    const r = serverFigures(p, { ...client, toMs: 3000 })!;
    assert.equal(r.tokens_per_s, null);
    assert.equal(r.reconciliation.flagged, false);
  });
});

describe('config', () => {
  test('metrics_url and metrics_map are checked, each problem with file, line, field and fix', () => {
    const yaml =
      'providers:\n  - { id: a, api: openai-chat, base_url: "http://x/v1", model: m, metrics_url: "ftp://x", metrics_map: { runing: x } }\nprompts: [{ id: p, prompt: hi }]\n';
    assert.throws(
      () => parseConfig(yaml, 'c.yml', {}),
      (e: Error) =>
        /c\.yml:2:\d+ providers\[0\]\.metrics_url: must be an http\(s\) URL/.test(e.message) &&
        /providers\[0\]\.metrics_map\.runing: unknown key `runing`; did you mean `running`\?/.test(e.message),
    );
  });
  test('a valid one passes, compression with it', () => {
    const yaml =
      'defaults: { compression: false }\nproviders:\n  - { id: a, api: openai-chat, base_url: "http://x/v1", model: m, metrics_url: "http://x:8000/metrics", metrics_interval_s: 0.5, metrics_map: { generation_tokens: my_tokens_total } }\nprompts: [{ id: p, prompt: hi }]\n';
    const { config } = parseConfig(yaml, 'c.yml', {});
    const p = config.providers[0]!;
    assert.equal(p.metrics_url, 'http://x:8000/metrics');
    assert.equal(resolveProvider(config, p).compression, false, 'inherited from defaults');
    assert.deepEqual(p.metrics_map, { generation_tokens: 'my_tokens_total' });
  });
});

describe('config: a top-level server_metrics list', () => {
  const yaml = (entries: string) =>
    `providers:\n  - { id: a, api: openai-chat, base_url: "http://x/v1", model: m }\n  - { id: b, api: openai-chat, base_url: "http://x/v1", model: n, metrics_url: "http://own:1/metrics" }\n  - { id: c, api: openai-chat, base_url: "http://y/v1", model: m }\nprompts: [{ id: p, prompt: hi }]\nserver_metrics:\n${entries}`;
  test('names a metrics endpoint for the providers it lists; a provider’s own wins', () => {
    const { config } = parseConfig(
      yaml('  - { url: "http://x:8000/metrics", providers: [a, b], interval_s: 2, map: { running: r } }\n'),
      'c.yml',
      {},
    );
    const [a, b, c] = config.providers.map((p) => resolveProvider(config, p));
    assert.equal(a!.metrics_url, 'http://x:8000/metrics');
    assert.equal(a!.metrics_interval_s, 2);
    assert.deepEqual(a!.metrics_map, { running: 'r' });
    assert.equal(b!.metrics_url, 'http://own:1/metrics');
    assert.equal(c!.metrics_url, undefined);
  });
  test('an entry without providers applies to all', () => {
    const { config } = parseConfig(yaml('  - { url: "http://x:8000/metrics" }\n'), 'c.yml', {});
    assert.equal(resolveProvider(config, config.providers[2]!).metrics_url, 'http://x:8000/metrics');
  });
  test('an unknown provider id is an error naming the field and the fix', () => {
    assert.throws(
      () => parseConfig(yaml('  - { url: "http://x:8000/metrics", providers: [zz] }\n'), 'c.yml', {}),
      /server_metrics\[0\]\.providers\[0\]: no provider has id "zz".*use one of the provider ids: a, b, c/s,
    );
  });
});
