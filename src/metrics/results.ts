import { maxOf, minOf } from '../stats.ts';
import { readFile } from 'node:fs/promises';
import type { RequestResult, Results } from '../analyze/types.ts';
import type { Trace } from '../trace.ts';
import {
  scrapesByProvider,
  serverFigures,
  type ClientWindow,
  type ProviderScrapes,
  type ServerFigures,
  type ServerMetricsLine,
} from './figures.ts';

// server_metrics.ndjson in, `server` figures out: on each stage of a load
// run, on each group of a run without load. Kept apart from the client's
// analysis, as the raw samples are kept apart from the traces.

/**
 * The file's lines; [] when there is none (no provider named a metrics_url).
 * A last line cut short (a run killed mid-write) is left out; any other line
 * that is not a sample is an error naming the file and line.
 */
export async function readServerMetrics(file: string): Promise<ServerMetricsLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const lines = text.split('\n');
  const out: ServerMetricsLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      if (i === lines.length - 1) break; // cut short by a crash: no newline after it
      throw new Error(
        `${file}:${i + 1}: not a JSON line. Fix: delete the line, or the file to drop the server figures.`,
      );
    }
    const o = v as Record<string, unknown>;
    if (typeof o.t_ms !== 'number' || typeof o.provider !== 'string')
      throw new Error(
        `${file}:${i + 1}: field ${typeof o.t_ms !== 'number' ? 't_ms' : 'provider'} is missing or of the wrong type. Fix: delete the line.`,
      );
    out.push(v as ServerMetricsLine);
  }
  return out;
}

interface Member {
  t: Trace;
  r: RequestResult;
}

function clientWindow(members: Member[], runStartEpochMs: number, warmups: boolean): ClientWindow | null {
  const measured = warmups ? members : members.filter((m) => !m.r.warmup);
  if (measured.length === 0) return null;
  const from = minOf(measured.map((m) => m.t.t0_epoch_ms));
  const to = maxOf(measured.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0)));
  if (!(to > from)) return null;
  const failed = measured.filter((m) => m.r.outcome === 'error');
  const ttfts = measured
    .map((m) => m.r.ttft_ms)
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  const mid = (ttfts.length - 1) / 2;
  return {
    fromMs: from - runStartEpochMs,
    toMs: to - runStartEpochMs,
    delivered_tokens: measured.reduce((a, m) => a + m.r.output_tokens, 0),
    errors: failed.length,
    failed_tokens: failed.reduce((a, m) => a + m.r.output_tokens, 0),
    ttft_p50_ms: ttfts.length === 0 ? null : (ttfts[Math.floor(mid)]! + ttfts[Math.ceil(mid)]!) / 2,
    ttft_mean_ms: ttfts.length === 0 ? null : ttfts.reduce((a, b) => a + b, 0) / ttfts.length,
  };
}

/** How far apart the two answered reads that bracket the window are (Infinity when one is missing). */
function bracketSpan(p: ProviderScrapes, w: ClientWindow): number {
  const ok = p.scrapes.filter((s) => s.ok);
  const start = ok.filter((s) => s.t_ms <= w.fromMs).at(-1);
  const end = ok.find((s) => s.t_ms >= w.toMs);
  return start === undefined || end === undefined ? Number.POSITIVE_INFINITY : end.t_ms - start.t_ms;
}

/**
 * A window's figures from one set of reads: the first that gives the
 * server's token count, or one whose bracketing reads lie closer around the
 * window (less time outside it counted); the first set when none counts.
 */
function pickReads(candidates: { figures: ServerFigures; span: number }[]): ServerFigures | null {
  let best: { figures: ServerFigures; span: number } | null = null;
  const counted = (c: { figures: ServerFigures }) => c.figures.reconciliation.server_tps !== null;
  for (const c of candidates) {
    if (best === null) best = c;
    else if (counted(c) && (!counted(best) || c.span < best.span)) best = c;
  }
  return best?.figures ?? null;
}

/** The results with `server` on every stage (load runs) or group (other runs) whose provider was scraped. */
export function withServerFigures(
  results: Results,
  traces: readonly Trace[],
  lines: readonly ServerMetricsLine[],
): Results {
  if (lines.length === 0) return results;
  const runStart = Date.parse(results.run.started_at);
  if (!Number.isFinite(runStart)) return results;
  // A merged run's shards each read the one server on their own: their
  // counters are the same counters, so a window's count is a delta taken
  // once, never a sum over shards. It comes from every shard's reads in time
  // order (the earliest shard's first read and the latest one's last bracket
  // a window that spans them all); when those disagree (a counter that seems
  // to go back, as clocks of two machines can make it), from the one shard
  // whose reads bracket the window closest (see pickReads).
  const union = scrapesByProvider(lines);
  const byShard = new Map<number, ServerMetricsLine[]>();
  for (const line of lines) {
    if (line.shard === undefined) continue;
    const own = byShard.get(line.shard);
    if (own === undefined) byShard.set(line.shard, [line]);
    else own.push(line);
  }
  const sources = [union, ...(byShard.size > 1 ? [...byShard.values()].map((own) => scrapesByProvider(own)) : [])];
  const byId = new Map(results.requests.map((r) => [r.id, r]));
  const members = (keep: (t: Trace) => boolean): Member[] =>
    traces.filter(keep).flatMap((t) => {
      const r = byId.get(t.id);
      return r === undefined ? [] : [{ t, r }];
    });
  const figuresOf = (provider: string, own: Member[], warmups = false) => {
    const window = clientWindow(own, runStart, warmups);
    if (window === null) return null;
    const candidates = sources.flatMap((m) => {
      const scrapes = m.get(provider);
      const figures = scrapes === undefined ? null : serverFigures(scrapes, window);
      return figures === null ? [] : [{ figures, span: bracketSpan(scrapes!, window) }];
    });
    return pickReads(candidates);
  };
  if (results.stages !== undefined) {
    const stages = results.stages.map((s) => {
      const server = figuresOf(
        s.provider,
        members((t) => t.provider === s.provider && t.prompt === s.prompt && t.load?.stage === s.stage),
      );
      return server === null ? s : { ...s, server };
    });
    return { ...results, stages };
  }
  // Without load, a provider's prompts run interleaved (rep-major) after their
  // warmups, all against the one server: the server's count covers all of
  // them, so each group carries the figures of its provider's whole
  // measurement (every request, warmups included), not a window of its own.
  const perProvider = new Map<string, ReturnType<typeof figuresOf>>();
  const groups = results.groups.map((g) => {
    if (!perProvider.has(g.provider))
      perProvider.set(
        g.provider,
        figuresOf(
          g.provider,
          members((t) => t.provider === g.provider),
          true,
        ),
      );
    const server = perProvider.get(g.provider) ?? null;
    return server === null ? g : { ...g, server };
  });
  return { ...results, groups };
}
