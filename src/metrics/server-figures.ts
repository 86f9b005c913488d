import { dropNoise, maxOf } from '../stats.ts';
import * as z from 'zod';
import { SERVER_SERIES, type ServerSeries } from '../config/schema.ts';
import { resolveMap, SERIES_COMBINE, type MetricsMap } from './families.ts';
import type { MetricSample } from './parse.ts';
import type { MeanMax, Reconciliation, ServerFigures, ServerQuantiles } from '../analyze/types.ts';

// The server's own view of a window (a load stage, or a group without load),
// from the raw samples in server_metrics.ndjson: counter deltas between the
// scrape taken at or before the window's start and the first one at or after
// its end, gauges over every scrape between, histogram quantiles from bucket
// deltas; then the client's delivered tokens set against the server's count.
// Pure: reanalyze recomputes it from the file without a request.

export const SERVER_METRICS_FILE = 'server_metrics.ndjson';

/** Past this share apart, client and server disagree and the stage is flagged. */
export const RECONCILIATION_TOLERANCE = 0.05;

const LineBase = {
  t_ms: z.number(),
  /**
   * When the scrape's answer was in (run ms; absent in files of earlier
   * versions). t_ms is when it was sent: the server's values are from some
   * moment between the two.
   */
  answered_ms: z.number().optional(),
  provider: z.string(),
  /** A merged run's lines: the 1-based place in run.merged of the folder that read them. */
  shard: z.number().int().positive().optional(),
};

/** A kept sample. `truncated`: the scrape it came from was cut at a cap (design.md "Bounds at the new edges"). */
export const SampleLine = z.object({
  ...LineBase,
  series: z.string(),
  labels: z.record(z.string(), z.string()),
  value: z.number(),
  truncated: z.literal(true).optional(),
});
/** A scrape that failed: data, not a crash (timeout, refused, HTTP status, unreadable lines, skipped). */
export const ErrorLine = z.object({ ...LineBase, error: z.string() });
/** Written once per provider when polling starts: where from (URL scrubbed) and how to read it. */
export const SourceLine = z.object({
  ...LineBase,
  source: z.object({
    url: z.string(),
    interval_s: z.number(),
    metrics_map: z.partialRecord(z.enum(SERVER_SERIES), z.string()),
  }),
});

/**
 * One line of server_metrics.ndjson (t_ms: ms after the run's start, on the
 * run's clock). A merged run's lines carry `shard`.
 */
export type ServerMetricsLine = z.infer<typeof SampleLine> | z.infer<typeof ErrorLine> | z.infer<typeof SourceLine>;

/**
 * A line read back, checked against the schema its keys name (source, error,
 * else a sample): the line, or the first problem as `field: message`.
 */
export function checkServerMetricsLine(value: unknown): { line: ServerMetricsLine } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { problem: '(line): not an object' };
  const schema = 'source' in value ? SourceLine : 'error' in value ? ErrorLine : SampleLine;
  const parsed = schema.safeParse(value);
  // The line as read, not zod's copy: fields a later version adds survive a merge's rewrite.
  if (parsed.success) return { line: value as ServerMetricsLine };
  const issue = parsed.error.issues[0]!;
  return { problem: `${issue.path.join('.') || '(line)'}: ${issue.message}` };
}

export interface Scrape {
  /** Sent (run ms). */
  t_ms: number;
  /** Answered (run ms), when the file says. */
  answered_ms?: number;
  ok: boolean;
  /** The scrape was cut at a cap: its samples are those before the cut. */
  truncated?: boolean;
  samples: MetricSample[];
}

export interface ProviderScrapes {
  scrapes: Scrape[];
  map: MetricsMap;
}

/**
 * The file's lines to each provider's scrapes in time order (a scrape's
 * samples share its t_ms, and in a merged run its shard: two shards' reads
 * stamped alike stay two reads).
 */
export function scrapesByProvider(lines: readonly ServerMetricsLine[]): Map<string, ProviderScrapes> {
  const out = new Map<string, ProviderScrapes>();
  const at = new Map<string, Map<string, Scrape>>();
  for (const line of lines) {
    let p = out.get(line.provider);
    if (p === undefined) {
      p = { scrapes: [], map: {} };
      out.set(line.provider, p);
      at.set(line.provider, new Map());
    }
    if ('source' in line) {
      p.map = line.source.metrics_map;
      continue;
    }
    const byT = at.get(line.provider)!;
    const key = `${line.shard ?? ''}@${line.t_ms}`;
    let s = byT.get(key);
    if (s === undefined) {
      s = { t_ms: line.t_ms, ok: true, samples: [] };
      if ('answered_ms' in line && typeof line.answered_ms === 'number') s.answered_ms = line.answered_ms;
      byT.set(key, s);
      p.scrapes.push(s);
    }
    if ('error' in line) s.ok = false;
    else {
      s.samples.push({ series: line.series, labels: line.labels, value: line.value });
      if (line.truncated === true) s.truncated = true;
    }
  }
  for (const p of out.values()) p.scrapes.sort((a, b) => a.t_ms - b.t_ms);
  return out;
}

/** What the client saw in the window, for the reconciliation and the TTFT split. */
export interface ClientWindow {
  /** Run ms (after the run's start) of the first measured dispatch and the last end. */
  fromMs: number;
  toMs: number;
  /** Run ms of the window's first content; absent when none came. */
  firstContentMs?: number;
  /** Every output token that arrived in the window, failed requests' included. */
  delivered_tokens: number;
  /** Failed measured requests, and the tokens that arrived from them. */
  errors: number;
  failed_tokens: number;
  ttft_p50_ms: number | null;
  /** Mean TTFT of the window's streamed requests: what the TTFT split takes apart. */
  ttft_mean_ms: number | null;
  /** The most output tokens one request of the window that did not fail received; null when none ended well. */
  max_request_tokens?: number | null;
  /**
   * The provider's other requests (not the window's: warmups, other prompts)
   * as token arrivals, run ms: the first token at firstMs, the rest evenly to
   * lastMs (traces as the figures read them keep no per-event times).
   */
  others?: readonly OtherArrivals[];
}

export interface OtherArrivals {
  firstMs: number;
  lastMs: number;
  tokens: number;
}

/** Tokens of one request that had arrived by run ms `t` (OtherArrivals' even spread). */
export function arrivedBy(o: OtherArrivals, t: number): number {
  if (t < o.firstMs || o.tokens <= 0) return 0;
  if (t >= o.lastMs || o.lastMs <= o.firstMs) return o.tokens;
  return 1 + ((o.tokens - 1) * (t - o.firstMs)) / (o.lastMs - o.firstMs);
}

const finite = (x: number) => Number.isFinite(x);

/** One figure's value in one scrape, label sets combined; null when the scrape lacks it. */
function scalar(s: Scrape, series: string, combine: 'sum' | 'max'): number | null {
  let out: number | null = null;
  for (const x of s.samples) {
    if (x.series !== series || !finite(x.value)) continue;
    out = out === null ? x.value : combine === 'sum' ? out + x.value : Math.max(out, x.value);
  }
  return out;
}

/** Cumulative bucket counts by upper bound, label sets summed. */
function buckets(s: Scrape, family: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const x of s.samples) {
    if (x.series !== `${family}_bucket` || !finite(x.value)) continue;
    const le = x.labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(x.labels.le);
    if (Number.isNaN(le)) continue;
    out.set(le, (out.get(le) ?? 0) + x.value);
  }
  return out;
}

/**
 * The q-quantile of a histogram's cumulative buckets, as Prometheus'
 * histogram_quantile: linear within the bucket the rank falls in, the lowest
 * bucket starting at 0, the +Inf bucket answered by the highest finite bound
 * (what the server's own dashboards show; the client's stall distribution,
 * src/measure/stall.ts, answers with a bin's upper edge instead).
 */
export function histogramQuantile(q: number, cumulative: ReadonlyMap<number, number>): number | null {
  const bounds = [...cumulative.keys()].sort((a, b) => a - b);
  const total = cumulative.get(Number.POSITIVE_INFINITY) ?? cumulative.get(bounds.at(-1)!) ?? 0;
  if (!(total > 0)) return null;
  const rank = q * total;
  let prevLe = 0;
  let prevCum = 0;
  for (const le of bounds) {
    const cum = cumulative.get(le)!;
    if (cum >= rank) {
      if (le === Number.POSITIVE_INFINITY) return prevLe;
      if (cum === prevCum) return le;
      return prevLe + ((le - prevLe) * (rank - prevCum)) / (cum - prevCum);
    }
    prevLe = le;
    prevCum = cum;
  }
  return prevLe;
}

function quantilesMs(start: Scrape, end: Scrape, family: string | undefined): ServerQuantiles | null {
  if (family === undefined) return null;
  const a = buckets(start, family);
  const b = buckets(end, family);
  if (b.size === 0) return null;
  const delta = new Map<number, number>();
  for (const [le, v] of b) delta.set(le, v - (a.get(le) ?? 0));
  if ([...delta.values()].some((v) => v < 0)) return null;
  const q = (p: number) => {
    const v = histogramQuantile(p, delta);
    return v === null ? null : dropNoise(v * 1000);
  };
  const p50 = q(0.5);
  const p90 = q(0.9);
  const p99 = q(0.99);
  return p50 === null || p90 === null || p99 === null ? null : { p50, p90, p99 };
}

/**
 * Client against server: the ratio of delivered to counted tokens per
 * second, flagged past RECONCILIATION_TOLERANCE with a cause the counts
 * show. Failed requests are named only when they can hold the difference
 * (each failed request generating at most what the window's largest
 * successful answer held); otherwise the server counted requests this
 * client did not send. Pure and table-tested.
 */
export function reconcile(input: {
  clientTps: number | null;
  serverTps: number | null;
  counterReset: boolean;
  errors: number;
  serverTokens: number | null;
  clientTokens: number;
  failedTokens: number;
  /** See Reconciliation.outside_tokens; serverTps and serverTokens are already net of them. */
  outsideTokens?: number;
  /** The most tokens one request of the window received (ClientWindow.max_request_tokens). */
  maxRequestTokens?: number | null;
}): Reconciliation {
  const { clientTps, serverTps } = input;
  const outside_tokens = Math.round(input.outsideTokens ?? 0);
  if (input.counterReset)
    return {
      client_tps: clientTps,
      server_tps: null,
      ratio: null,
      flagged: true,
      reason: 'counter_reset',
      detail:
        "the server's generated-token counter went back during the window (a restart, or a replica behind a load balancer answering the scrape): its figures for the window are unknown",
      outside_tokens,
    };
  const ratio = clientTps !== null && serverTps !== null && serverTps > 0 ? dropNoise(clientTps / serverTps) : null;
  const base = { client_tps: clientTps, server_tps: serverTps, ratio, outside_tokens };
  // The epsilon keeps a ratio of exactly 0.95 (0.95000000000000004 in doubles) on the agreeing side.
  if (ratio === null || Math.abs(ratio - 1) <= RECONCILIATION_TOLERANCE + 1e-9)
    return { ...base, flagged: false, reason: null, detail: null };
  const pct = `${Math.round(Math.abs(1 - ratio) * 100)}%`;
  const outside =
    outside_tokens > 0 ? ` once ${outside_tokens} tokens of this run's requests outside the window are taken off` : '';
  const server =
    input.serverTokens === null
      ? ''
      : ` (${Math.round(input.serverTokens)} counted${outside}, ${Math.round(input.clientTokens)} arrived)`;
  const gap = input.serverTokens === null ? null : input.serverTokens - input.clientTokens;
  const ceiling = input.maxRequestTokens == null ? null : input.errors * input.maxRequestTokens - input.failedTokens;
  const failuresHoldIt = gap === null || ceiling === null || gap <= ceiling * (1 + RECONCILIATION_TOLERANCE);
  if (ratio < 1 && input.errors > 0 && failuresHoldIt)
    return {
      ...base,
      flagged: true,
      reason: 'failed_requests',
      detail: `the server counted ${pct} more tokens than arrived${server}: ${input.errors} request(s) failed (${Math.round(input.failedTokens)} of their tokens arrived), and a server counts what it generated for them, delivered or not`,
    };
  if (ratio < 1) {
    const failures =
      input.errors > 0
        ? `: more than the ${input.errors} failed request(s) could have been generated for (at most ${Math.round(ceiling!)} tokens not delivered)`
        : ' with no request failing';
    return {
      ...base,
      flagged: true,
      reason: 'other_clients',
      detail: `the server counted ${pct} more tokens than arrived${server}${failures}: other clients on the same server`,
    };
  }
  return {
    ...base,
    flagged: true,
    reason: 'server_counts_fewer',
    detail: `${pct} more tokens arrived than the server counted${server}: the series mapped as generated tokens may count something else (check metrics_map), or the scrapes missed part of the window`,
  };
}

/** A gauge's mean and max over the reads given; null when none holds it. */
function gaugeOver(reads: readonly Scrape[], name: string | undefined, key: ServerSeries): MeanMax | null {
  if (name === undefined) return null;
  const vs = reads.map((s) => scalar(s, name, SERIES_COMBINE[key])).filter((v): v is number => v !== null);
  if (vs.length === 0) return null;
  return { mean: dropNoise(vs.reduce((x, y) => x + y, 0) / vs.length), max: maxOf(vs) };
}

/** A histogram's mean between two reads from its _sum / _count deltas, in ms, with the count it is over. */
function histogramMeanMs(start: Scrape, end: Scrape, family: string | undefined): { ms: number; n: number } | null {
  if (family === undefined) return null;
  const sum = [start, end].map((x) => scalar(x, `${family}_sum`, 'sum'));
  const count = [start, end].map((x) => scalar(x, `${family}_count`, 'sum'));
  if (sum.includes(null) || count.includes(null)) return null;
  const n = count[1]! - count[0]!;
  return n > 0 ? { ms: ((sum[1]! - sum[0]!) / n) * 1000, n } : null;
}

/**
 * The two answered reads that bracket a window: the last sent at or before
 * its first dispatch, and the first sent at or after its last end. A read
 * sent before the window but answered only after its first content came (a
 * server slow to answer /metrics, a busy client) may hold tokens of the
 * window, which the count would then miss: it does not open the window, an
 * earlier read does.
 */
export function bracketingReads(ok: readonly Scrape[], client: ClientWindow): { start?: Scrape; end?: Scrape } {
  const opened = client.firstContentMs ?? client.toMs;
  const start = ok.filter((s) => s.t_ms <= client.fromMs && (s.answered_ms ?? s.t_ms) <= opened).at(-1);
  const end = ok.find((s) => s.t_ms >= client.toMs);
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/** The server's figures over one client window; null when the provider has no scrapes at all. */
export function serverFigures(p: ProviderScrapes, client: ClientWindow): ServerFigures | null {
  if (p.scrapes.length === 0) return null;
  const ok = p.scrapes.filter((s) => s.ok);
  const names = new Set(ok.flatMap((s) => s.samples.map((x) => x.series)));
  const { family, series } = resolveMap(names, p.map);
  const { start, end } = bracketingReads(ok, client);
  const inside = ok.filter((s) => s.t_ms >= (start?.t_ms ?? client.fromMs) && s.t_ms <= (end?.t_ms ?? client.toMs));
  const failed = p.scrapes.filter(
    (s) => !s.ok && s.t_ms >= (start?.t_ms ?? client.fromMs) && s.t_ms <= (end?.t_ms ?? client.toMs),
  ).length;
  const windowS = (client.toMs - client.fromMs) / 1000;

  let counterReset = false;
  const delta = (key: ServerSeries): number | null => {
    const name = series[key];
    if (name === undefined || start === undefined || end === undefined) return null;
    const a = scalar(start, name, 'sum');
    const b = scalar(end, name, 'sum');
    if (a === null || b === null) return null;
    // A counter never goes back unless it restarted; every value in between is checked too.
    let prev = a;
    for (const s of inside) {
      const v = scalar(s, name, 'sum');
      if (v === null) continue;
      if (v < prev) {
        if (key === 'generation_tokens') counterReset = true;
        return null;
      }
      prev = v;
    }
    return b - a;
  };
  // Gauges over the reads inside the window: the two bracketing it are taken when nothing is in flight
  // (a stage's boundaries), and would pull a mean toward 0. A window with no read inside has the bracket's.
  const within = ok.filter((s) => s.t_ms >= client.fromMs && s.t_ms <= client.toMs);
  const gauge = (key: ServerSeries) => gaugeOver(within.length > 0 ? within : inside, series[key], key);
  const perS = (v: number | null) => (v === null || !(windowS > 0) ? null : dropNoise(v / windowS));

  const generated = delta('generation_tokens');
  const queries = delta('prefix_cache_queries');
  const hits = delta('prefix_cache_hits');
  const hitGauge = gauge('prefix_cache_hit_rate');
  const ttft = start && end ? quantilesMs(start, end, series.ttft_seconds) : null;
  const queue = start && end ? quantilesMs(start, end, series.queue_seconds) : null;
  const meanMs = (family: string | undefined) => (start && end ? histogramMeanMs(start, end, family) : null);
  const ttftMean = meanMs(series.ttft_seconds);
  // A server may observe queue time at another moment than TTFT (at scheduling,
  // at the end): the two means are set against each other only when the window
  // holds the same number of observations of each, i.e. the same requests.
  const queueOwn = meanMs(series.queue_seconds);
  const queueMean = queueOwn !== null && ttftMean !== null && queueOwn.n === ttftMean.n ? queueOwn : null;
  // The client's own requests outside the window that were generating between the two reads (a
  // stage's warmups still running at its start): the server counted their tokens in this delta.
  const outsideTokens =
    start === undefined || end === undefined
      ? 0
      : (client.others ?? []).reduce((a, o) => a + arrivedBy(o, end.t_ms) - arrivedBy(o, start.t_ms), 0);
  const netGenerated = generated === null ? null : Math.max(0, generated - outsideTokens);
  const clientTps = perS(client.delivered_tokens);
  const serverTps = perS(generated);
  const round = (x: number) => dropNoise(x);
  return {
    family,
    scrapes: inside.length,
    failed_scrapes: failed,
    tokens_per_s: serverTps,
    prompt_tokens_per_s: perS(delta('prompt_tokens')),
    generation_tokens: generated,
    running: gauge('running'),
    waiting: gauge('waiting'),
    kv_cache_usage_max: gauge('kv_cache_usage')?.max ?? null,
    prefix_cache_hit_rate:
      queries !== null && hits !== null && queries > 0 ? dropNoise(hits / queries) : (hitGauge?.mean ?? null),
    preemptions: delta('preemptions'),
    ttft_ms: ttft,
    queue_ms: queue,
    ttft_split_ms:
      ttftMean === null
        ? null
        : {
            queue: queueMean === null ? null : round(queueMean.ms),
            prefill: queueMean === null ? null : round(Math.max(0, ttftMean.ms - queueMean.ms)),
            network: client.ttft_mean_ms === null ? null : round(client.ttft_mean_ms - ttftMean.ms),
          },
    reconciliation: reconcile({
      clientTps,
      serverTps: perS(netGenerated),
      counterReset,
      errors: client.errors,
      serverTokens: netGenerated,
      clientTokens: client.delivered_tokens,
      failedTokens: client.failed_tokens,
      outsideTokens,
      maxRequestTokens: client.max_request_tokens ?? null,
    }),
  };
}
