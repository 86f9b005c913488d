import { maxOf, minOf } from '../stats.ts';
import type { RequestResult, Results, ServerFigures } from '../analyze/types.ts';
import type { Trace } from '../trace.ts';
import { fileLines } from '../file-lines.ts';
import { keptSeries } from './families.ts';
import {
  checkServerMetricsLine,
  scrapesByProvider,
  bracketingReads,
  serverFigures,
  type ClientWindow,
  type OtherArrivals,
  type ProviderScrapes,
  type ServerMetricsLine,
} from './server-figures.ts';

// server_metrics.ndjson in, `server` figures out: on each stage of a load
// run, on each group of a run without load. Kept apart from the client's
// analysis, as the raw samples are kept apart from the traces.

/** Never reaches the user as a failure: the run goes on without the server's figures (serverMetricsOrNone). */
export class ServerMetricsFileError extends Error {
  readonly code = 'SG_SERVER_METRICS_FILE';
}

/** Bad lines named one by one up to this many; the rest are counted in one warning. */
const MAX_LINE_WARNINGS = 20;

/**
 * The file's lines, read one at a time as traces.ndjson is (never the whole
 * file as one string: a long run's file passes V8's string limit); [] when
 * there is none (no provider named a metrics_url). A line that is not JSON
 * or not a line streamgauge writes is skipped with a warning naming file,
 * line and field (a last line cut short by a run killed mid-write is
 * skipped too); a sample of a series no figure reads (a file written before
 * scrapes were filtered) is dropped. Throws ServerMetricsFileError when the
 * file cannot be read at all.
 */
export async function readServerMetrics(
  file: string,
  onWarning?: (message: string) => void,
): Promise<ServerMetricsLine[]> {
  const out: ServerMetricsLine[] = [];
  const keep = new Map<string, (series: string) => boolean>();
  const anyMap = keptSeries();
  const strings = new Map<string, string>();
  const intern = (x: string): string => {
    const had = strings.get(x);
    if (had !== undefined) return had;
    strings.set(x, x);
    return x;
  };
  const labelSets = new Map<string, Record<string, string>>();
  const labelsOf = (labels: Record<string, string>): Record<string, string> => {
    const key = JSON.stringify(labels);
    const had = labelSets.get(key);
    if (had !== undefined) return had;
    labelSets.set(key, labels);
    return labels;
  };
  let bad = 0;
  const skip = (lineNo: number, why: string) => {
    if (++bad <= MAX_LINE_WARNINGS) onWarning?.(`${file}:${lineNo}: ${why}: the line is skipped`);
  };
  let lineNo = 0;
  try {
    for await (const { line } of fileLines(file)) {
      lineNo++;
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        skip(lineNo, 'not a JSON line');
        continue;
      }
      // A sample no figure reads is dropped before it is checked: most of an unfiltered file.
      const o = value as { provider?: unknown; series?: unknown } | null;
      if (typeof o?.series === 'string' && typeof o.provider === 'string')
        if (!(keep.get(o.provider) ?? anyMap)(o.series)) continue;
      const checked = checkServerMetricsLine(value);
      if ('problem' in checked) {
        skip(lineNo, `field ${checked.problem}`);
        continue;
      }
      const l = checked.line;
      if ('source' in l) keep.set(l.provider, keptSeries(l.source.metrics_map));
      else if ('series' in l) {
        // Each read repeats the same names and label sets: one copy of each is held, not one a line.
        l.series = intern(l.series);
        l.labels = labelsOf(l.labels);
      }
      l.provider = intern(l.provider);
      out.push(l);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ServerMetricsFileError(`${file}: cannot be read (${(err as Error).message})`);
  }
  if (bad > MAX_LINE_WARNINGS) onWarning?.(`${file}: ${bad - MAX_LINE_WARNINGS} more bad line(s) skipped`);
  return out;
}

/**
 * readServerMetrics for a run's analysis: a file that cannot be read leaves
 * the run's own figures in place, without the server's, and says why.
 */
export async function serverMetricsOrNone(
  file: string,
  onWarning?: (message: string) => void,
): Promise<ServerMetricsLine[]> {
  try {
    return await readServerMetrics(file, onWarning);
  } catch (err) {
    onWarning?.(`server figures unavailable: ${(err as Error).message}`);
    return [];
  }
}

interface Member {
  t: Trace;
  r: RequestResult;
}

/** A request's token arrivals on the run's clock, spread evenly from its first to its last content; null without content. */
function arrivals(m: Member, runStartEpochMs: number): OtherArrivals | null {
  const { first_content: first, last_content: last } = m.t.at;
  if (first === null || m.r.output_tokens <= 0) return null;
  const t0 = m.t.t0_epoch_ms - runStartEpochMs;
  return { firstMs: t0 + first, lastMs: t0 + (last ?? first), tokens: m.r.output_tokens };
}

/**
 * The client's side of a window: its measured requests (`members`, warmups
 * left out unless `warmups`), and as `others` every other request of the
 * provider (`all`) whose tokens can fall between the reads bracketing it.
 */
function clientWindow(
  members: Member[],
  runStartEpochMs: number,
  warmups: boolean,
  all: readonly Member[] = [],
): ClientWindow | null {
  const measured = warmups ? members : members.filter((m) => !m.r.warmup);
  if (measured.length === 0) return null;
  const mine = new Set(measured.map((m) => m.t.id));
  const others = all.flatMap((m) => {
    const a = mine.has(m.t.id) ? null : arrivals(m, runStartEpochMs);
    return a === null ? [] : [a];
  });
  const ended = measured.filter((m) => m.r.outcome !== 'error').map((m) => m.r.output_tokens);
  const from = minOf(measured.map((m) => m.t.t0_epoch_ms));
  const to = maxOf(measured.map((m) => m.t.t0_epoch_ms + (m.t.at.end ?? 0)));
  if (!(to > from)) return null;
  const failed = measured.filter((m) => m.r.outcome === 'error');
  const firsts = measured.flatMap((m) =>
    typeof m.t.at.first_content === 'number' ? [m.t.t0_epoch_ms + m.t.at.first_content - runStartEpochMs] : [],
  );
  const ttfts = measured
    .map((m) => m.r.ttft_ms)
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  const mid = (ttfts.length - 1) / 2;
  return {
    fromMs: from - runStartEpochMs,
    toMs: to - runStartEpochMs,
    ...(firsts.length > 0 ? { firstContentMs: minOf(firsts) } : {}),
    delivered_tokens: measured.reduce((a, m) => a + m.r.output_tokens, 0),
    errors: failed.length,
    failed_tokens: failed.reduce((a, m) => a + m.r.output_tokens, 0),
    ttft_p50_ms: ttfts.length === 0 ? null : (ttfts[Math.floor(mid)]! + ttfts[Math.ceil(mid)]!) / 2,
    ttft_mean_ms: ttfts.length === 0 ? null : ttfts.reduce((a, b) => a + b, 0) / ttfts.length,
    max_request_tokens: ended.length === 0 ? null : maxOf(ended),
    others,
  };
}

/** How far apart the two answered reads that bracket the window are (Infinity when one is missing). */
function bracketSpan(p: ProviderScrapes, w: ClientWindow): number {
  const ok = p.scrapes.filter((s) => s.ok);
  const { start, end } = bracketingReads(ok, w);
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
  const byProvider = new Map<string, Member[]>();
  for (const m of members(() => true)) {
    const own = byProvider.get(m.t.provider);
    if (own === undefined) byProvider.set(m.t.provider, [m]);
    else own.push(m);
  }
  const figuresOf = (provider: string, own: Member[], warmups = false) => {
    const window = clientWindow(own, runStart, warmups, byProvider.get(provider));
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
