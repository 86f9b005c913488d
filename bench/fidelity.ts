import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import { Agent } from 'undici';
import { openaiChat } from '../src/formats/openai-chat/adapter.ts';
import type { SentWrite } from '../src/sim/server.ts';
import type { Trace } from '../src/trace.ts';
import type { MeasurerPool } from '../src/measure/measurer-pool.ts';
import { runEngine, startBenchPool } from './lib/engine.ts';
import { epochOffsetMs } from '../src/epoch.ts';
import { bodyReads, rawPost } from './lib/raw-http.ts';
import type { SimProcess } from './lib/sim-process.ts';
import { medianSpread, spread, type Spread } from './lib/stats.ts';

// Timestamp fidelity: the simulator (its own process) logs the wall-clock
// send time of every body write; each write is paired with the read in which
// the client saw its last byte, and the error is that read's recorded
// arrival minus the send. The baseline is a bare socket reader; the floor is
// a minimal undici client (a dispatch handler that stamps each read, then
// decodes, parses the SSE and JSON.parses each event on the spot), which
// shows what undici and its garbage cost before streamgauge adds anything;
// the engine is the whole of `streamgauge run`, matched from its
// traces.ndjson alone: once with its measurer threads (the default, one per
// core) and once on the in-thread path it had before them (`single`). The
// threads are started once per case and kept from run to run, as the bench's
// own main thread is: both sides' code is warm (a fresh run pays the cold
// start on either path alike).

export interface FidelityCase {
  label: string;
  streams: number;
  /** Content events per stream (the simulator adds a role, finish, usage and [DONE] write). */
  events: number;
  /** Between content events; 0 = as fast as the server can write. */
  intervalMs: number;
  runs: number;
}

export interface FidelitySide {
  /** Medians over the runs of p50, p99 and max; the smallest min; all writes counted. */
  summary: Spread | null;
  runs: Array<Spread | null>;
  /** Writes whose recorded arrival is earlier than their send. */
  early: number;
  /** Writes never matched to a read (should be 0). */
  unmatched: number;
}

export interface FidelityResult {
  label: string;
  streams: number;
  events: number;
  intervalMs: number;
  baseline: FidelitySide;
  floor: FidelitySide;
  /** The engine with measurer threads (one per core). */
  engine: FidelitySide;
  /** The engine measuring in its main thread (run.measurer_threads: main), as before the threads. */
  single: FidelitySide;
  /** traces.ndjson bytes per trace event, from the engine's runs. */
  traceBytesPerEvent: number | null;
}

/** [epoch ms of the read, body bytes received by its end] per read of one response. */
interface Arrivals {
  requestId: string | null;
  reads: Array<[number, number]>;
}

function traceArrivals(t: Trace): Arrivals {
  let bytes = 0;
  return {
    requestId: t.http.request_id,
    reads: t.reads.map(([ms, n]) => [t.t0_epoch_ms + ms, (bytes += n)]),
  };
}

/** Arrival minus send for every logged write, in ms. */
export function pairErrors(
  writes: readonly SentWrite[],
  responses: readonly Arrivals[],
): { errors: number[]; unmatched: number } {
  const byId = new Map<string, { reads: Array<[number, number]>; next: number }>();
  for (const r of responses) if (r.requestId !== null) byId.set(r.requestId, { reads: r.reads, next: 0 });
  const errors: number[] = [];
  let unmatched = 0;
  // Writes of one response are logged in order, so one cursor per response suffices.
  for (const w of writes) {
    const r = byId.get(w.requestId);
    if (r === undefined) {
      unmatched++;
      continue;
    }
    while (r.next < r.reads.length && r.reads[r.next]![1] < w.endByte) r.next++;
    const read = r.reads[r.next];
    if (read === undefined) unmatched++;
    else errors.push(read[0] - w.sentEpochMs);
  }
  return { errors, unmatched };
}

const modelOf = (c: FidelityCase) => `steady:tokens=${c.events},ttft_ms=${c.intervalMs},interval_ms=${c.intervalMs}`;

async function baselineRun(sim: SimProcess, c: FidelityCase): Promise<Arrivals[]> {
  const request = openaiChat.buildRequest({
    provider: { id: 'sim', api: 'openai-chat', base_url: sim.url, model: modelOf(c) },
    messages: [{ role: 'user', content: 'hi' }],
    maxTokens: c.events,
    apiKey: null,
  });
  const path = new URL(request.url).pathname;
  const timeoutMs = 60_000 + c.events * c.intervalMs * 2;
  const raws = await Promise.all(
    Array.from({ length: c.streams }, () => rawPost(sim.port, path, request.body, timeoutMs)),
  );
  return raws.map((raw) => {
    const { requestId, reads } = bodyReads(raw);
    return { requestId, reads: reads.map(([t, n]) => [t + epochOffsetMs(), n]) };
  });
}

/** The minimal undici client: stamp in onResponseData, then parse inline. */
async function floorRun(sim: SimProcess, c: FidelityCase): Promise<Arrivals[]> {
  const request = openaiChat.buildRequest({
    provider: { id: 'sim', api: 'openai-chat', base_url: sim.url, model: modelOf(c) },
    messages: [{ role: 'user', content: 'hi' }],
    maxTokens: c.events,
    apiKey: null,
  });
  const url = new URL(request.url);
  const agent = new Agent();
  let sink = 0;
  const one = () =>
    new Promise<Arrivals>((resolve, reject) => {
      let requestId: string | null = null;
      const reads: Array<[number, number]> = [];
      let bytes = 0;
      const decoder = new TextDecoder();
      const parser = createParser({
        onEvent(ev) {
          if (ev.data !== '[DONE]') sink += (JSON.parse(ev.data) as { id?: string }).id?.length ?? 0;
        },
      });
      agent.dispatch(
        { origin: url.origin, path: url.pathname, method: 'POST', headers: request.headers, body: request.body },
        {
          onRequestStart: () => {},
          onResponseStart: (_ctrl, _status, headers) => {
            const id = headers['x-request-id'];
            requestId = typeof id === 'string' ? id : null;
          },
          onResponseData: (_ctrl, chunk) => {
            const t = performance.now();
            reads.push([t + epochOffsetMs(), (bytes += chunk.length)]);
            parser.feed(decoder.decode(chunk, { stream: true }));
          },
          onResponseEnd: () => resolve({ requestId, reads }),
          onResponseError: (_ctrl, err) => reject(err),
        },
      );
    });
  try {
    const arrivals = await Promise.all(Array.from({ length: c.streams }, one));
    return sink < 0 ? [] : arrivals; // keeps the parsing observable
  } finally {
    await agent.close();
  }
}

async function engineRun(
  sim: SimProcess,
  c: FidelityCase,
  measurerThreads: 'main' | MeasurerPool,
): Promise<{ arrivals: Arrivals[]; bytesPerEvent: number }> {
  const { traces, traceBytes } = await runEngine({
    ...(measurerThreads === 'main' ? { measurerThreads } : { measurerPool: measurerThreads }),
    url: sim.url,
    model: modelOf(c),
    requests: c.streams,
    concurrency: c.streams,
    maxTokens: c.events,
  });
  const failed = traces.filter((t) => t.error !== null);
  if (failed.length > 0) throw new Error(`${failed.length} request(s) failed: ${failed[0]!.error!.message}`);
  const events = traces.reduce((a, t) => a + t.events.length, 0);
  return { arrivals: traces.map(traceArrivals), bytesPerEvent: traceBytes / events };
}

export async function fidelity(
  sim: SimProcess,
  c: FidelityCase,
  progress: (s: string) => void,
): Promise<FidelityResult> {
  type Side = 'baseline' | 'floor' | 'engine' | 'single';
  // The undici floor at every concurrency: it is what any undici-based measurer can reach, so it says
  // how much of a gap to the bare socket is the transport's and how much streamgauge's own.
  const SIDES: Side[] = ['baseline', 'floor', 'single', 'engine'];
  const sides: Record<Side, Array<Spread | null>> = { baseline: [], floor: [], engine: [], single: [] };
  const early: Record<Side, number> = { baseline: 0, floor: 0, engine: 0, single: 0 };
  const unmatched: Record<Side, number> = { baseline: 0, floor: 0, engine: 0, single: 0 };
  const bytesPerEvent: number[] = [];
  const pool = await startBenchPool(sim.url);
  try {
    for (let run = 0; run < c.runs; run++) {
      // Rotate which side goes first, so a drift in the machine's load favours none.
      const order = SIDES.map((_, k) => SIDES[(k + run) % SIDES.length]!);
      for (const side of order) {
        await sim.takeWrites(); // nothing stale
        let arrivals: Arrivals[];
        if (side === 'baseline') arrivals = await baselineRun(sim, c);
        else if (side === 'floor') arrivals = await floorRun(sim, c);
        else {
          const r = await engineRun(sim, c, side === 'single' ? 'main' : pool);
          arrivals = r.arrivals;
          bytesPerEvent.push(r.bytesPerEvent);
        }
        const paired = pairErrors(await sim.takeWrites(), arrivals);
        sides[side].push(spread(paired.errors));
        early[side] += paired.errors.filter((e) => e < 0).length;
        unmatched[side] += paired.unmatched;
        const s = sides[side].at(-1);
        progress(
          `  ${c.label}: run ${run + 1}/${c.runs} ${side}: p50 ${s?.p50.toFixed(3)} p99 ${s?.p99.toFixed(3)} max ${s?.max.toFixed(3)} ms`,
        );
      }
    }
  } finally {
    await pool.close();
  }
  const side = (k: Side): FidelitySide => ({
    summary: medianSpread(sides[k]),
    runs: sides[k],
    early: early[k],
    unmatched: unmatched[k],
  });
  return {
    label: c.label,
    streams: c.streams,
    events: c.events,
    intervalMs: c.intervalMs,
    baseline: side('baseline'),
    floor: side('floor'),
    engine: side('engine'),
    single: side('single'),
    traceBytesPerEvent: bytesPerEvent.length > 0 ? Math.min(...bytesPerEvent) : null,
  };
}
