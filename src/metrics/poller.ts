import type { IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { StringDecoder } from 'node:string_decoder';
import type { Clock } from '../measure/clock.ts';
import { USER_AGENT } from '../formats/common.ts';
import { keptSeries, type MetricsMap } from './families.ts';
import type { ServerMetricsLine } from './server-figures.ts';
import { MetricsParser, type ParsedMetrics } from './parse.ts';

// node:http through require, not import: an ES import of node:http reads
// every export to build the module's namespace, WebSocket and its events
// among them, and so loads Node's bundled undici (about 45 ms of CPU on
// this machine) in every CLI process, which never uses it.
const { request: httpRequest } = createRequire(import.meta.url)('node:http') as typeof import('node:http');

// The I/O edge of the server metrics: polls a provider's /metrics while it
// is measured and appends the samples the figures read (known or mapped
// series) to server_metrics.ndjson. A scrape
// never delays a request: it runs on its own connection (node:http, not the
// measuring agent, so it never takes a pooled connection a request wants),
// is never awaited by the request path, gives up after a short timeout, and
// is parsed and written in slices that yield, within caps on bytes, lines,
// line length and samples (a page is whatever answers at the URL); a failed
// scrape is a line saying why, never an exception.

/**
 * Bytes read of one page; past it the rest is left unread and the scrape is
 * marked truncated. vLLM's page is ~200 KB; a page of many engines or LoRA
 * adapters a few MB.
 */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** A URL fit to write down: user info and query values (tokens travel there) masked. */
export function scrubUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.username !== '' || u.password !== '') {
      u.username = '***';
      u.password = '';
    }
    for (const key of [...u.searchParams.keys()]) u.searchParams.set(key, '***');
    return u.toString();
  } catch {
    return '(unreadable URL)';
  }
}

type Fetched = { parsed: ParsedMetrics } | { error: string };

/**
 * GETs the page and parses each network read as it arrives, in slices of
 * PARSE_SLICE_CHARS that yield to the loop between them (the response is
 * paused meanwhile, so reads never pile up), stopping at the first cap and
 * reading no further; the timeout covers the parsing too. Resolves to the
 * samples, or to why not. Never rejects.
 */
function scrapePage(url: string, timeoutMs: number, parser: MetricsParser): Promise<Fetched> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (v: Fetched) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(v);
    };
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return done({ error: 'the metrics URL cannot be read' });
    }
    const get = u.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = get(u, {
      method: 'GET',
      agent: false,
      headers: {
        accept: 'text/plain;version=0.0.4;q=1, application/openmetrics-text;q=0.5, */*;q=0.1',
        'user-agent': USER_AGENT,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      done({ error: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => done({ error: err.code ?? 'request failed' }));
    req.on('response', (res: IncomingMessage) => {
      if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) {
        res.resume();
        req.destroy();
        return done({ error: `HTTP ${res.statusCode}` });
      }
      const decoder = new StringDecoder('utf8');
      let size = 0;
      let stopped = false;
      // One network read at a time, in slices that yield between them (the response paused meanwhile).
      let work: Promise<void> = Promise.resolve();
      const finish = () => {
        if (!stopped) parser.feed(decoder.end());
        done({ parsed: parser.end() });
      };
      res.on('data', (chunk: Buffer) => {
        if (settled || stopped) return;
        const room = MAX_BODY_BYTES - size;
        size += chunk.length;
        const text = decoder.write(room < chunk.length ? chunk.subarray(0, room) : chunk);
        res.pause();
        work = work.then(async () => {
          const more = await feedInSlices(parser, text, () => settled);
          if (more && size <= MAX_BODY_BYTES) return void res.resume();
          if (more) parser.cut(`a page over ${MAX_BODY_BYTES} bytes`);
          stopped = true;
          req.destroy();
          finish();
        });
      });
      res.on('end', () => void work.then(finish));
      res.on('error', (err: NodeJS.ErrnoException) => done({ error: err.code ?? 'response failed' }));
    });
    req.end();
  });
}

/** Characters parsed per turn of the event loop: ~0.2 ms of work on a page of made-up series. */
const PARSE_SLICE_CHARS = 16 * 1024;

/** parser.feed over `text` a slice at a time, yielding between slices; false once the parser stops (or `gone`). */
async function feedInSlices(parser: MetricsParser, text: string, gone: () => boolean): Promise<boolean> {
  for (let i = 0; i < text.length; i += PARSE_SLICE_CHARS) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    if (gone() || !parser.feed(text.slice(i, i + PARSE_SLICE_CHARS))) return false;
  }
  return true;
}

/**
 * Where the pollers' lines go: server_metrics.ndjson in a run
 * (src/run/traces.ts's MetricsWriter), written in order.
 */
export interface MetricsSink {
  write(lines: readonly ServerMetricsLine[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * One scrape's lines for server_metrics.ndjson: its kept samples, and a line
 * for what went wrong. `t`: when it was sent; `answered`: when its answer was in.
 */
export function scrapeLines(t: number, provider: string, got: Fetched, answered?: number): ServerMetricsLine[] {
  const at = answered === undefined ? { t_ms: t } : { t_ms: t, answered_ms: answered };
  if ('error' in got) return [{ ...at, provider, error: got.error }];
  const { parsed } = got;
  const lines: ServerMetricsLine[] = [];
  const cut = parsed.truncated === null ? {} : { truncated: true as const };
  // JSON has no Infinity or NaN: such values are left out (a gauge that is NaN says nothing).
  for (const s of parsed.samples)
    if (Number.isFinite(s.value))
      lines.push({ ...at, provider, series: s.series, labels: s.labels, value: s.value, ...cut });
  if (parsed.error_count > 0)
    lines.push({
      ...at,
      provider,
      error: `${parsed.error_count} unreadable line(s), first at line ${parsed.errors[0]!.line}: ${parsed.errors[0]!.message}`,
    });
  if (lines.length === 0)
    lines.push({
      ...at,
      provider,
      error:
        parsed.truncated === null
          ? 'no samples of a known or mapped series in the answer'
          : `no samples of a known or mapped series before the page was cut (${parsed.truncated})`,
    });
  return lines;
}

export interface PollerOptions {
  provider: string;
  url: string;
  intervalS: number;
  metricsMap: MetricsMap;
  clock: Clock;
  /** t_ms = clock.epochMs() - runStartEpochMs. */
  runStartEpochMs: number;
  writer: MetricsSink;
  /** Default: the interval, at most 1 s, at least 250 ms. */
  timeoutMs?: number;
}

export class MetricsPoller {
  readonly #o: PollerOptions;
  readonly #timeoutMs: number;
  #timer: NodeJS.Timeout | null = null;
  readonly #inFlight = new Set<Promise<void>>();
  #periodicBusy = false;
  #skipped = 0;
  readonly #keep: (series: string) => boolean;

  constructor(o: PollerOptions) {
    this.#o = o;
    this.#keep = keptSeries(o.metricsMap);
    this.#timeoutMs = o.timeoutMs ?? Math.max(250, Math.min(1000, o.intervalS * 1000));
  }

  #now(): number {
    return Math.round((this.#o.clock.epochMs() - this.#o.runStartEpochMs) * 1000) / 1000;
  }

  /**
   * Writes where the samples come from, takes a scrape now, then one every
   * interval. Resolves when the first is in (at most the scrape timeout).
   */
  start(): Promise<void> {
    void this.#o.writer.write([
      {
        t_ms: this.#now(),
        provider: this.#o.provider,
        source: { url: scrubUrl(this.#o.url), interval_s: this.#o.intervalS, metrics_map: this.#o.metricsMap },
      },
    ]);
    const first = this.sample();
    this.#timer = setInterval(() => {
      // A scrape still out after its interval (a slow server, a huge page) is not queued behind:
      // this one is skipped and counted, so a slow server is never scraped more than once at a time.
      if (this.#periodicBusy) {
        this.#skipped++;
        void this.#o.writer.write([
          {
            t_ms: this.#now(),
            provider: this.#o.provider,
            error: `skipped: the scrape before was still running after the ${this.#o.intervalS} s interval (${this.#skipped} skipped so far)`,
          },
        ]);
        return;
      }
      this.#periodicBusy = true;
      void this.sample().finally(() => (this.#periodicBusy = false));
    }, this.#o.intervalS * 1000);
    this.#timer.unref();
    return first;
  }

  /** Periodic scrapes skipped because the one before was still out. */
  get skipped(): number {
    return this.#skipped;
  }

  /** One scrape now (a stage boundary). Fire and forget: the caller never waits on the server. */
  sample(): Promise<void> {
    // Stamped when sent: a boundary scrape sent before a stage's first dispatch is at or before it.
    const t = this.#now();
    const parser = new MetricsParser(this.#keep);
    const p = scrapePage(this.#o.url, this.#timeoutMs, parser).then((got) =>
      this.#o.writer.write(scrapeLines(t, this.#o.provider, got, this.#now())),
    );
    this.#inFlight.add(p);
    void p.finally(() => this.#inFlight.delete(p));
    return p;
  }

  /** Stops polling after one last scrape, and waits for every scrape still out. */
  async stop(): Promise<void> {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    this.sample();
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }
}

/** The run's pollers by provider id: begin when a provider's measurement starts, mark stage boundaries, end after. */
export class ServerMetrics {
  readonly #pollers = new Map<string, MetricsPoller>();
  readonly #factory: (id: string) => MetricsPoller | null;
  readonly #writer: MetricsSink;

  constructor(writer: MetricsSink, factory: (id: string) => MetricsPoller | null) {
    this.#writer = writer;
    this.#factory = factory;
  }

  /**
   * Starts polling a provider. Awaited before its first dispatch: the first
   * read, answered, opens the first window (a read still out when the first
   * tokens come may count some of them).
   */
  async begin(provider: string): Promise<void> {
    if (this.#pollers.has(provider)) return;
    const p = this.#factory(provider);
    if (p === null) return;
    this.#pollers.set(provider, p);
    // A read that failed is a line of the file, never a reason to stop measuring.
    await p.start().catch(() => undefined);
  }

  /** A scrape now; never awaited by the request path. */
  mark(provider: string): void {
    void this.#pollers.get(provider)?.sample();
  }

  /**
   * A scrape now, awaited (at most the scrape timeout): between two stages,
   * when no request is in flight, so the end-of-stage sample is the server's
   * state before the next stage's requests arrive rather than after.
   */
  async markAndWait(provider: string): Promise<void> {
    await this.#pollers.get(provider)?.sample();
  }

  async end(provider: string): Promise<void> {
    const p = this.#pollers.get(provider);
    if (p === undefined) return;
    this.#pollers.delete(provider);
    await p.stop();
  }

  async close(): Promise<void> {
    await Promise.all([...this.#pollers.keys()].map((id) => this.end(id)));
    await this.#writer.close();
  }
}
