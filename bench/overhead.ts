import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import { Agent, request, type Dispatcher } from 'undici';
import { parseConfig } from '../src/config/read.ts';
import { buildPlan } from '../src/config/plan.ts';
import { systemClock } from '../src/measure/clock.ts';
import { openaiChat } from '../src/formats/openai-chat/adapter.ts';
import { runPlan } from '../src/run/runner.ts';
import { TextSpool } from '../src/run/text-spool.ts';
import { startReferenceCounter, type ReferenceCounter } from '../src/run/tokenizer.ts';
import { TraceWriter } from '../src/run/traces.ts';
import { makeScrubber } from '../src/secrets.ts';
import { MeasurerPool } from '../src/measure/measurer-pool.ts';
import { benchConfig, makeTempDir } from './lib/engine.ts';
import type { SimProcess } from './lib/sim-process.ts';
import { median } from './lib/stats.ts';

// CPU per event. Five clients read the same simulated streams and each
// sample is the process's CPU time (user + system, all threads: GC and the
// file writes of the trace included) over one batch, divided by its events:
//   bare      undici request() + for await over the body + TextDecoder +
//             eventsource-parser + JSON.parse: the loop most clients write;
//   floor     the same on undici's dispatch handler (how the engine reads),
//             to show what the engine's own code costs;
//   engine    the run phase of `streamgauge run` (runPlan: measure() with
//             its stamping, recorder and openai-chat adapter; the
//             TraceWriter appending every trace to traces.ndjson), without
//             the reference tokenizer;
//   tokens    the same with every response's text spooled and, after the
//             batch, counted by the reference tokenizer on its worker thread
//             (warm: started once), as the engine does;
//   threads   `engine` with the reads measured in a measurer thread (one,
//             warm: a run starts its threads once), the trace sent back to
//             the main thread's writer: what the thread hop costs.
// The simulator runs in its own process, so no server work is counted.

export interface OverheadCase {
  label: string;
  streams: number;
  events: number;
  intervalMs: number;
  samples: number;
  /** Untimed rounds first. */
  warmups: number;
}

export type Client = 'bare' | 'floor' | 'engine' | 'tokens' | 'threads';
export const CLIENTS: readonly Client[] = ['bare', 'floor', 'engine', 'tokens', 'threads'];

const medians = (r: Record<Client, number[]>): Record<Client, number> => ({
  bare: median(r.bare),
  floor: median(r.floor),
  engine: median(r.engine),
  tokens: median(r.tokens),
  threads: median(r.threads),
});
const emptySamples = (): Record<Client, number[]> => ({ bare: [], floor: [], engine: [], tokens: [], threads: [] });

export interface OverheadResult {
  label: string;
  streams: number;
  events: number;
  intervalMs: number;
  /** Events per batch (content events plus role, finish, usage and [DONE], per stream). */
  eventsPerBatch: number;
  /** Median CPU µs per event, per client: the whole process (every thread). */
  usPerEvent: Record<Client, number>;
  /** The same, main thread only (where reads are stamped); null before Node 23.9. */
  mainUsPerEvent: Record<Client, number> | null;
  samples: Record<Client, number[]>;
}

const modelOf = (c: OverheadCase) => `steady:tokens=${c.events},ttft_ms=${c.intervalMs},interval_ms=${c.intervalMs}`;

function spec(sim: SimProcess, c: OverheadCase) {
  const provider = { id: 'sim', api: 'openai-chat' as const, base_url: sim.url, model: modelOf(c) };
  return {
    provider,
    request: openaiChat.buildRequest({
      provider,
      messages: [{ role: 'user', content: 'hi' }],
      maxTokens: c.events,
      apiKey: null,
    }),
  };
}

/** Counts what the bare loops parse, so no JSON.parse can be optimised away. */
let sink = 0;

function parserForBare() {
  const parser = createParser({
    onEvent(ev) {
      if (ev.data === '[DONE]') return;
      const chunk = JSON.parse(ev.data) as { choices?: Array<{ delta?: { content?: string } }> };
      sink += chunk.choices?.[0]?.delta?.content?.length ?? 0;
    },
  });
  const decoder = new TextDecoder();
  return (bytes: Uint8Array) => parser.feed(decoder.decode(bytes, { stream: true }));
}

async function bareOne(sim: SimProcess, c: OverheadCase, agent: Dispatcher): Promise<void> {
  const { request: r } = spec(sim, c);
  const res = await request(r.url, { method: 'POST', headers: r.headers, body: r.body, dispatcher: agent });
  const feed = parserForBare();
  for await (const chunk of res.body) feed(chunk as Buffer);
}

function floorOne(sim: SimProcess, c: OverheadCase, agent: Dispatcher): Promise<void> {
  const { request: r } = spec(sim, c);
  const url = new URL(r.url);
  const feed = parserForBare();
  return new Promise((resolve, reject) => {
    agent.dispatch(
      { origin: url.origin, path: url.pathname, method: 'POST', headers: r.headers, body: r.body },
      {
        onRequestStart: () => {},
        onResponseStart: () => {},
        onResponseData: (_ctrl, chunk) => feed(chunk),
        onResponseEnd: () => resolve(),
        onResponseError: (_ctrl, err) => reject(err),
      },
    );
  });
}

/** The config and plan of one engine batch: made before the clock starts (per run, not per event). */
function enginePlan(sim: SimProcess, c: OverheadCase) {
  const loaded = parseConfig(
    benchConfig({ url: sim.url, model: modelOf(c), requests: c.streams, concurrency: c.streams, maxTokens: c.events }),
    '<bench>',
    {},
  );
  return { loaded, plan: buildPlan(loaded.config, { nonce: () => 'bench' }), scrub: makeScrubber(loaded.secrets) };
}

async function engineBatch(
  prepared: ReturnType<typeof enginePlan>,
  agent: Dispatcher,
  dir: string,
  counter: ReferenceCounter | null,
  pool: MeasurerPool | null = null,
): Promise<void> {
  const { loaded, plan, scrub } = prepared;
  const writer = await TraceWriter.create(join(dir, 'traces.ndjson'), scrub);
  const spool = counter ? await TextSpool.create(scrub) : null;
  let failed: string | null = null;
  try {
    await runPlan({
      plan,
      keys: loaded.keys,
      dispatcher: agent,
      clock: systemClock,
      scrub,
      parallelProviders: 1,
      spool,
      executor: pool ?? undefined,
      onTrace: async (trace) => {
        pool?.takeStalls(trace.id);
        failed ??= trace.error?.message ?? null;
        await writer.append(trace);
      },
    });
    if (spool && counter) await spool.countAll(counter);
  } finally {
    await writer.close();
    await spool?.remove();
  }
  if (failed !== null) throw new Error(`engine request failed: ${failed}`);
}

const threadCpu = (): NodeJS.CpuUsage | null =>
  typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : null;

/** CPU µs (whole process, main thread) spent on one batch of `c.streams` concurrent streams. */
async function sample(
  sim: SimProcess,
  c: OverheadCase,
  client: Client,
  dir: string,
  counter: ReferenceCounter,
  pool: MeasurerPool,
): Promise<{ all: number; main: number | null }> {
  const agent = new Agent();
  const prepared = client === 'engine' || client === 'tokens' || client === 'threads' ? enginePlan(sim, c) : null;
  try {
    const before = process.cpuUsage();
    const beforeMain = threadCpu();
    if (prepared)
      await engineBatch(prepared, agent, dir, client === 'tokens' ? counter : null, client === 'threads' ? pool : null);
    else {
      const one = client === 'bare' ? bareOne : floorOne;
      await Promise.all(Array.from({ length: c.streams }, () => one(sim, c, agent)));
    }
    const used = process.cpuUsage(before);
    const afterMain = threadCpu();
    await sim.takeWrites(); // the simulator's write log is not needed here: let it go
    const main =
      beforeMain && afterMain ? afterMain.user - beforeMain.user + (afterMain.system - beforeMain.system) : null;
    return { all: used.user + used.system, main };
  } finally {
    await agent.close();
  }
}

export async function overhead(
  sim: SimProcess,
  c: OverheadCase,
  progress: (s: string) => void,
): Promise<OverheadResult> {
  const eventsPerBatch = c.streams * (c.events + 4);
  const dir = await makeTempDir();
  const samples = emptySamples();
  const main = emptySamples();
  const counter = startReferenceCounter((m) => progress(`  ${m}`));
  // One measurer thread, started once (warm, as the tokenizer is): a run starts its threads once too.
  const { loaded, plan } = enginePlan(sim, c);
  const pool = await MeasurerPool.start(1, {
    providers: plan.providers,
    keys: loaded.keys,
    aws: loaded.aws,
    secrets: loaded.secrets,
    connectTimeoutMs: 30_000,
  });
  try {
    // Untimed batches first: module loading, the tokenizer's start and the JIT's first tiers.
    for (let i = 0; i < c.warmups; i++) for (const client of CLIENTS) await sample(sim, c, client, dir, counter, pool);
    for (let i = 0; i < c.samples; i++) {
      // Rotate the order so that no client always runs right after another.
      const order = CLIENTS.map((_, k) => CLIENTS[(k + i) % CLIENTS.length]!);
      for (const client of order) {
        const us = await sample(sim, c, client, dir, counter, pool);
        samples[client].push(us.all / eventsPerBatch);
        if (us.main !== null) main[client].push(us.main / eventsPerBatch);
      }
      progress(
        `  ${c.label}: sample ${i + 1}/${c.samples}: ` +
          CLIENTS.map((k) => `${k} ${samples[k].at(-1)!.toFixed(2)} µs/event`).join(', '),
      );
    }
  } finally {
    await pool.close();
    await counter.close();
    await rm(dir, { recursive: true, force: true });
  }
  if (sink < 0) progress('unreachable'); // keeps `sink` observable
  return {
    label: c.label,
    streams: c.streams,
    events: c.events,
    intervalMs: c.intervalMs,
    eventsPerBatch,
    usPerEvent: medians(samples),
    mainUsPerEvent: main.bare.length > 0 ? medians(main) : null,
    samples,
  };
}
