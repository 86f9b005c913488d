import { analyze } from '../../src/analyze/index.ts';
import { mulberry32 } from '../../src/random.ts';
import { withLoadFigures } from '../../src/analyze/load-figures.ts';
import type { Results, RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { TRACE_SCHEMA, type Trace } from '../../src/trace.ts';

// Seeded synthetic runs for the regression-check tests: traces shaped like a
// real streamed response (reads every token, usage counts), with the kinds
// of noise a nightly benchmark sees, analysed by the real analyze().
//
// Noise, per run: a "runner" drift, one factor on every timing of the run,
// uniform in 1 ± drift; per request: lognormal spread (sigma) on the TTFT
// and on the per-token interval, the TTFT multiplied by 1.5-3x with
// probability ttftOutlier (a slow connect, a queue) and the whole
// generation by 1.5-3x with probability rateOutlier (a busy server).

export interface SyntheticProvider {
  id: string;
  ttftMs: number;
  intervalMs: number;
  tokens: number;
  /** Every response arrives in one read (buffered). */
  buffered?: boolean;
}

export interface NoiseSettings {
  sigma: number;
  ttftOutlier: number;
  rateOutlier: number;
  drift: number;
}

export const NIGHTLY_NOISE: NoiseSettings = { sigma: 0.1, ttftOutlier: 0.1, rateOutlier: 0.05, drift: 0.03 };

export const PROVIDERS: SyntheticProvider[] = [
  { id: 'alpha', ttftMs: 300, intervalMs: 20, tokens: 100 },
  { id: 'beta', ttftMs: 800, intervalMs: 8, tokens: 100 },
  { id: 'gamma', ttftMs: 150, intervalMs: 30, tokens: 100 },
];

export const PROMPTS = [
  { id: 'short', scale: 0.5 },
  { id: 'long', scale: 2 },
];

function normal(rand: () => number): number {
  let u = 0;
  while (u === 0) u = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

/** A bare run record for tests that analyse hand-made traces: version and config fields empty, one second long. */
export const RUN: RunInfo = {
  tool_version: '0',
  node_version: 'v24',
  platform: 'linux',
  arch: 'x64',
  started_at: '2026-01-01T00:00:00.000Z',
  finished_at: '2026-01-01T00:00:01.000Z',
  config_sha256: '',
  config_file: null,
  shard: null,
  ci: null,
};

export function runInfo(startedAt: string): RunInfo {
  return {
    tool_version: '0.1.0',
    node_version: 'v24.21.0',
    platform: 'linux',
    arch: 'x64',
    started_at: startedAt,
    finished_at: startedAt,
    config_sha256: 'ab'.repeat(32),
    config_file: 'streamgauge.yml',
    shard: null,
    ci: null,
  };
}

function trace(
  p: SyntheticProvider,
  prompt: { id: string; scale: number },
  rep: number,
  rand: () => number,
  runFactor: number,
  noise: NoiseSettings,
): Trace {
  const spike = (p: number) => (rand() < p ? 1.5 + rand() * 1.5 : 1);
  const ttft = p.ttftMs * runFactor * Math.exp(noise.sigma * normal(rand)) * spike(noise.ttftOutlier);
  const tokens = Math.round(p.tokens * prompt.scale);
  const interval = p.intervalMs * runFactor * Math.exp(noise.sigma * normal(rand)) * spike(noise.rateOutlier);
  const reads: Array<[number, number]> = [];
  const events: Trace['events'] = [];
  let t = ttft;
  if (p.buffered) {
    t = ttft + tokens * interval;
    reads.push([t, tokens * 120]);
    events.push([t, 'content', tokens * 4]);
  } else {
    for (let i = 0; i < tokens; i++) {
      if (i > 0) t += interval;
      reads.push([t, 120]);
      events.push([t, 'content', 4]);
    }
  }
  const end = t + (p.buffered ? 0.5 : interval);
  return {
    schema: TRACE_SCHEMA,
    id: `${p.id}/${prompt.id}/${rep}`,
    provider: p.id,
    api: 'openai-chat',
    model: `${p.id}-model`,
    prompt: prompt.id,
    rep,
    warmup: false,
    attempt: 1,
    cache_bust: null,
    t0_epoch_ms: 1_700_000_000_000 + rep,
    at: {
      headers: ttft * 0.3,
      first_byte: ttft * 0.3,
      first_event: ttft * 0.3,
      first_content: p.buffered ? t : ttft,
      first_answer: p.buffered ? t : ttft,
      last_content: t,
      end,
    },
    reads,
    events,
    content_reads: reads.length,
    http: { status: 200, content_type: 'text/event-stream', content_encoding: null, request_id: null, headers: {} },
    usage: { output_tokens: tokens, reasoning_tokens: null, input_tokens: 10 },
    output: { chars: tokens * 4, reasoning_chars: 0 },
    response_meta: { model: null, system_fingerprint: null },
    server_timing: null,
    error: null,
  } as Trace;
}

type SyntheticOptions = { providers?: SyntheticProvider[]; reps?: number; noise?: NoiseSettings };

/**
 * One analysed run: every provider x prompt, `reps` measured requests each.
 * A pure function of its (plain-data) arguments whose analysis is most of a
 * test file's CPU, so each distinct run is analysed once per file and every
 * caller gets its own copy to change.
 */
export function syntheticRun(seed: number, startedAt: string, opts: SyntheticOptions = {}): Results {
  const key = JSON.stringify([seed, startedAt, opts]);
  let built = ANALYSED.get(key);
  if (built === undefined) ANALYSED.set(key, (built = analyseSyntheticRun(seed, startedAt, opts)));
  return structuredClone(built);
}
const ANALYSED = new Map<string, Results>();

function analyseSyntheticRun(seed: number, startedAt: string, opts: SyntheticOptions): Results {
  const rand = mulberry32(seed);
  const noise = opts.noise ?? NIGHTLY_NOISE;
  const runFactor = 1 + (rand() * 2 - 1) * noise.drift;
  const traces: Trace[] = [];
  for (const p of opts.providers ?? PROVIDERS)
    for (const prompt of PROMPTS)
      for (let rep = 1; rep <= (opts.reps ?? 10); rep++) traces.push(trace(p, prompt, rep, rand, runFactor, noise));
  return analyze(traces, { ...DEFAULT_ANALYSIS }, runInfo(startedAt));
}

/** PROVIDERS with one provider's per-token interval multiplied (2 = its rates halve). */
export function slowed(id: string, factor: number, providers: SyntheticProvider[] = PROVIDERS): SyntheticProvider[] {
  return providers.map((p) => (p.id === id ? { ...p, intervalMs: p.intervalMs * factor } : p));
}

/**
 * One analysed conversation run, as a load run of conversation sessions
 * leaves it: provider `sim`, prompt `chat`, `sessions` sessions of `turns`
 * turns each; a turn's TTFT grows with its index and a larger share of its
 * prompt is cached. Its group carries `by_turn` and `sessions`.
 */
export function conversationRun(seed: number, startedAt: string, sessions = 4, turns = 3): Results {
  const rand = mulberry32(seed);
  const traces: Trace[] = [];
  for (let s = 0; s < sessions; s++)
    for (let t = 0; t < turns; t++) {
      const ttft = (100 + 20 * t) * (0.9 + 0.2 * rand());
      const reads: Array<[number, number]> = [];
      const events: Trace['events'] = [];
      for (let i = 0; i < 20; i++) {
        reads.push([ttft + i * 10, 50]);
        events.push([ttft + i * 10, 'content', 4]);
      }
      const input = 200 * (t + 1);
      traces.push({
        schema: TRACE_SCHEMA,
        id: `sim/chat/${s + 1}/t${t}`,
        provider: 'sim',
        api: 'openai-chat',
        model: 'sim-model',
        prompt: 'chat',
        rep: s + 1,
        warmup: false,
        attempt: 1,
        cache_bust: null,
        t0_epoch_ms: 1_700_000_000_000 + s * 10_000 + t * 1000,
        at: {
          headers: 1,
          first_byte: 1,
          first_event: 1,
          first_content: ttft,
          first_answer: ttft,
          last_content: ttft + 190,
          end: ttft + 200,
        },
        reads,
        events,
        content_reads: 20,
        http: { status: 200, content_type: 'text/event-stream', content_encoding: null, request_id: null, headers: {} },
        usage: { output_tokens: 20, reasoning_tokens: null, input_tokens: input, input_cached_tokens: 200 * t },
        output: { chars: 80, reasoning_chars: 0 },
        response_meta: { model: null, system_fingerprint: null },
        server_timing: null,
        error: null,
        session: s,
        turn: t,
        workload: { source: 'conversation', line: null, input_tokens: null, max_tokens: 20, think_ms: 0 },
      } as Trace);
    }
  return withLoadFigures(analyze(traces, { ...DEFAULT_ANALYSIS }, runInfo(startedAt)), traces, null);
}
