import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError } from '../../src/config/errors.ts';
import { buildPlan, parseShard, type Plan, type PlannedRequest } from '../../src/config/plan.ts';
import { Config } from '../../src/config/schema.ts';

const provider = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  api: 'openai-chat',
  base_url: 'http://127.0.0.1:8080/v1',
  model: 'm',
  ...extra,
});

function counterNonce(): () => string {
  let n = 0;
  return () => (n++).toString(16).padStart(8, '0');
}

const plan = (config: Config, shard: { index: number; count: number } | null = null): Plan =>
  buildPlan(config, { shard, nonce: counterNonce() });

const ids = (rs: PlannedRequest[]): string[] => rs.map((r) => r.id);
const measured = (p: Plan): PlannedRequest[] => p.requests.filter((r) => !r.warmup);

const MATRIX = Config.parse({
  defaults: { repetitions: 2, warmup: 1, cache_bust: false },
  providers: [provider('a'), provider('b'), provider('c')],
  prompts: [
    { id: 'x', prompt: 'X?' },
    { id: 'y', prompt: 'Y?' },
    { id: 'z', prompt: 'Z?' },
  ],
  exclude: [{ provider: 'c' }, { prompt: 'z' }, { provider: 'a', prompt: 'y' }],
});

describe('buildPlan: matrix', () => {
  it('providers x prompts minus exclude (provider only, prompt only, both)', () => {
    const p = plan(MATRIX);
    const pairs = [...new Set(p.requests.map((r) => `${r.provider.id}/${r.promptId}`))];
    assert.deepEqual(pairs, ['a/x', 'b/x', 'b/y']);
    assert.equal(measured(p).length, 3 * 2);
    assert.equal(p.requests.length, 3 * 2 + 3 * 1);
    assert.equal(p.totalRequests, 6);
    assert.equal(p.shard, null);
    assert.deepEqual(
      p.providers.map((r) => r.id),
      ['a', 'b', 'c'],
    );
    assert.deepEqual(
      p.requests.map((r) => r.index),
      p.requests.map((_, i) => i),
    );
    assert.equal(new Set(ids(p.requests)).size, p.requests.length);
  });

  it('warmups come first within each provider, flagged and numbered from 1', () => {
    const config = Config.parse({
      defaults: { repetitions: 2, warmup: 2 },
      providers: [provider('a'), provider('b', { warmup: 0 })],
      prompts: [
        { id: 'x', prompt: 'X?' },
        { id: 'y', prompt: 'Y?' },
      ],
    });
    const p = plan(config);
    assert.deepEqual(ids(p.requests), [
      'a/x/warmup-1',
      'a/y/warmup-1',
      'a/x/warmup-2',
      'a/y/warmup-2',
      'a/x/1',
      'a/y/1',
      'a/x/2',
      'a/y/2',
      'b/x/1',
      'b/y/1',
      'b/x/2',
      'b/y/2',
    ]);
    const warm = p.requests.filter((r) => r.warmup);
    assert.deepEqual(
      warm.map((r) => r.rep),
      [1, 1, 2, 2],
    );
    assert.ok(warm.every((r) => /\/warmup-\d+$/.test(r.id)));
    assert.ok(measured(p).every((r) => /\/\d+$/.test(r.id) && r.id.endsWith(`/${r.rep}`)));
  });

  it('measured requests interleave across prompts: rep 1 of every prompt, then rep 2', () => {
    const config = Config.parse({
      defaults: { repetitions: 3, warmup: 0 },
      providers: [provider('a')],
      prompts: ['x', 'y', 'z'].map((id) => ({ id, prompt: id })),
    });
    const p = plan(config);
    assert.deepEqual(
      p.requests.map((r) => `${r.promptId}${r.rep}`),
      ['x1', 'y1', 'z1', 'x2', 'y2', 'z2', 'x3', 'y3', 'z3'],
    );
  });

  it('max_tokens: prompt > provider > defaults > built-in', () => {
    const prompts = [
      { id: 'own', prompt: 'p', max_tokens: 7 },
      { id: 'inherit', prompt: 'p' },
    ];
    const maxTokens = (config: Config) =>
      Object.fromEntries(measured(plan(config)).map((r) => [`${r.provider.id}/${r.promptId}`, r.maxTokens]));
    assert.deepEqual(
      maxTokens(
        Config.parse({
          defaults: { max_tokens: 100, repetitions: 1 },
          providers: [provider('a', { max_tokens: 50 }), provider('b')],
          prompts,
        }),
      ),
      { 'a/own': 7, 'a/inherit': 50, 'b/own': 7, 'b/inherit': 100 },
    );
    assert.deepEqual(maxTokens(Config.parse({ defaults: { repetitions: 1 }, providers: [provider('a')], prompts })), {
      'a/own': 7,
      'a/inherit': 256,
    });
  });

  it('prompt text becomes one user message; messages are copied', () => {
    const config = Config.parse({
      defaults: { repetitions: 1, warmup: 0, cache_bust: false },
      providers: [provider('a')],
      prompts: [
        { id: 'text', prompt: 'Hello?' },
        {
          id: 'chat',
          messages: [
            { role: 'system', content: 'Be brief.' },
            { role: 'user', content: 'Hi' },
          ],
        },
      ],
    });
    const [text, chat] = plan(config).requests;
    assert.deepEqual(text?.messages, [{ role: 'user', content: 'Hello?' }]);
    assert.equal(text?.cacheBust, null);
    assert.deepEqual(chat?.messages, config.prompts[1]?.messages);
    assert.notEqual(chat?.messages[0], config.prompts[1]?.messages?.[0]);
  });
});

describe('buildPlan: cache_bust', () => {
  const config = Config.parse({
    defaults: { repetitions: 3, warmup: 1 },
    providers: [provider('on'), provider('off', { cache_bust: false })],
    prompts: [
      { id: 'text', prompt: 'Hello?' },
      {
        id: 'chat',
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'First' },
          { role: 'assistant', content: 'Ok' },
          { role: 'user', content: 'Second' },
        ],
      },
    ],
  });

  it('puts a unique prefix on the first user message of every request and leaves the config alone', () => {
    const before = structuredClone(config);
    let calls = 0;
    const p = buildPlan(config, {
      nonce: () => (++calls).toString(16).padStart(8, '0'),
    });
    const on = p.requests.filter((r) => r.provider.id === 'on');
    assert.equal(on.length, 2 * (3 + 1));
    assert.equal(calls, on.length);
    for (const r of on) {
      assert.match(r.cacheBust ?? '', /^\[sg-[0-9a-f]{8}\] $/);
      if (r.promptId === 'text') assert.deepEqual(r.messages, [{ role: 'user', content: `${r.cacheBust}Hello?` }]);
      else
        assert.deepEqual(r.messages, [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: `${r.cacheBust}First` },
          { role: 'assistant', content: 'Ok' },
          { role: 'user', content: 'Second' },
        ]);
    }
    assert.equal(new Set(on.map((r) => r.cacheBust)).size, on.length);
    assert.deepEqual(config, before);
  });

  it('is absent when off, by provider or by defaults', () => {
    const p = plan(config);
    const off = p.requests.filter((r) => r.provider.id === 'off');
    assert.equal(off.length, 8);
    for (const r of off) {
      assert.equal(r.cacheBust, null);
      assert.ok(r.messages.every((m) => !m.content.includes('[sg-')));
    }
    const allOff = Config.parse({ ...config, defaults: { cache_bust: false } });
    allOff.providers = allOff.providers.map((pr) => ({ ...pr, cache_bust: undefined }));
    assert.ok(plan(allOff).requests.every((r) => r.cacheBust === null));
  });
});

// A small deterministic PRNG, so the "random" configs are the same every run.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomConfig(seed: number): Config {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const providers = Array.from({ length: int(1, 4) }, (_, i) =>
    provider(`p${i}`, { repetitions: int(1, 6), warmup: int(0, 2) }),
  );
  const prompts = Array.from({ length: int(1, 4) }, (_, i) => ({ id: `q${i}`, prompt: `prompt ${i}` }));
  const exclude = [];
  if (providers.length > 1 && r() < 0.5) exclude.push({ provider: 'p1' });
  if (r() < 0.5) exclude.push({ provider: 'p0', prompt: 'q0' });
  return Config.parse({ providers, prompts, exclude });
}

describe('buildPlan: sharding', () => {
  const configs = [MATRIX, ...[1, 2, 3, 4, 5, 6].map(randomConfig)];

  it('N shards together hold every measured request exactly once (N = 1..5)', () => {
    for (const [c, config] of configs.entries()) {
      const full = plan(config);
      const all = ids(measured(full)).sort();
      for (let n = 1; n <= 5; n++) {
        const shards = Array.from({ length: n }, (_, i) => plan(config, { index: i + 1, count: n }));
        const got = shards.flatMap((s) => ids(measured(s))).sort();
        assert.deepEqual(got, all, `config ${c}, N=${n}`);
        const sizes = shards.map((s) => measured(s).length);
        assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `balanced: ${sizes.join(',')}`);
        const everyId = shards.flatMap((s) => ids(s.requests));
        assert.equal(new Set(everyId).size, everyId.length, `ids unique across shards, config ${c}, N=${n}`);
        for (const [i, s] of shards.entries()) checkShard(full, s, i + 1, n);
      }
    }
  });

  function checkShard(full: Plan, s: Plan, index: number, count: number): void {
    assert.deepEqual(s.shard, { index, count });
    assert.equal(s.totalRequests, full.totalRequests);
    assert.deepEqual(
      s.requests.map((r) => r.index),
      s.requests.map((_, i) => i),
    );
    // warmups: exactly those of the pairs this shard measures, suffixed
    const pairs = new Set(measured(s).map((r) => `${r.provider.id}/${r.promptId}`));
    const expectedWarmups = full.requests
      .filter((r) => r.warmup && pairs.has(`${r.provider.id}/${r.promptId}`))
      .map((r) => `${r.id}@shard${index}`);
    assert.deepEqual(ids(s.requests.filter((r) => r.warmup)), expectedWarmups);
    // layout: providers in config order, each block warmups then measured, measured in full-plan order
    const order = full.providers.map((p) => p.id);
    let lastProvider = -1;
    let seenMeasured = false;
    for (const r of s.requests) {
      const pi = order.indexOf(r.provider.id);
      if (pi !== lastProvider) {
        assert.ok(pi > lastProvider, 'providers in config order, contiguous');
        lastProvider = pi;
        seenMeasured = false;
      }
      if (r.warmup) assert.ok(!seenMeasured, `warmup ${r.id} after a measured request`);
      else seenMeasured = true;
    }
    const fullOrder = ids(measured(full));
    const positions = ids(measured(s)).map((id) => fullOrder.indexOf(id));
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
    );
  }

  it('assigns the k-th measured id (sorted) to shard (k % N) + 1, deterministically', () => {
    const sorted = ids(measured(plan(MATRIX))).sort();
    const s2 = plan(MATRIX, { index: 2, count: 3 });
    assert.deepEqual(ids(measured(s2)).sort(), [sorted[1], sorted[4]]);
    assert.deepEqual(ids(plan(MATRIX, { index: 2, count: 3 }).requests), ids(s2.requests));
  });

  it('a shard with nothing to measure runs no warmups', () => {
    const config = Config.parse({
      defaults: { repetitions: 1, warmup: 1 },
      providers: [provider('a')],
      prompts: [{ id: 'x', prompt: 'x' }],
    });
    assert.deepEqual(ids(plan(config, { index: 1, count: 2 }).requests), ['a/x/warmup-1@shard1', 'a/x/1']);
    assert.deepEqual(plan(config, { index: 2, count: 2 }).requests, []);
  });

  it('rejects an invalid shard', () => {
    assert.throws(() => plan(MATRIX, { index: 0, count: 2 }), ConfigError);
    assert.throws(() => plan(MATRIX, { index: 3, count: 2 }), ConfigError);
  });
});

describe('parseShard', () => {
  it('accepts I/N with 1 <= I <= N', () => {
    assert.deepEqual(parseShard('1/3'), { index: 1, count: 3 });
    assert.deepEqual(parseShard('3/3'), { index: 3, count: 3 });
    assert.deepEqual(parseShard(' 2 / 5 '), { index: 2, count: 5 });
    assert.deepEqual(parseShard('1/1'), { index: 1, count: 1 });
  });

  it('rejects anything else with a usable message', () => {
    for (const bad of ['0/3', '4/3', '1/0', '-1/3', '1', '1/3/5', 'a/b', '', '1.5/3', '1/x']) {
      assert.throws(
        () => parseShard(bad),
        (e: unknown) => {
          assert.ok(e instanceof ConfigError);
          assert.equal(e.message, `--shard ${bad}: expected I/N with 1 <= I <= N, such as 1/3`);
          assert.equal(e.problems.length, 1);
          assert.equal(e.problems[0]?.path, '--shard');
          assert.match(e.problems[0]?.fix ?? '', /--shard 1\/N/);
          return true;
        },
        bad,
      );
    }
  });
});
