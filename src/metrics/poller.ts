import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Clock } from '../measure/clock.ts';
import { USER_AGENT } from '../formats/common.ts';
import { TraceWriter } from '../run/traces.ts';
import type { Scrubber } from '../secrets.ts';
import type { MetricsMap } from './families.ts';
import type { ServerMetricsLine } from './figures.ts';
import { parseMetrics } from './parse.ts';

// The I/O edge of the server metrics: polls a provider's /metrics while it
// is measured and appends the raw samples to server_metrics.ndjson. A scrape
// never delays a request: it runs on its own connection (node:http, not the
// measuring agent, so it never takes a pooled connection a request wants),
// is never awaited by the request path, and gives up after a short timeout;
// a failed scrape is a line saying why, never an exception.

/** A body past this is not a metrics page; the scrape is recorded as failed. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

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

/** GETs the page; resolves to the text, or to why not. Never rejects. */
function fetchText(url: string, timeoutMs: number): Promise<{ text: string } | { error: string }> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (v: { text: string } | { error: string }) => {
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
      const parts: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          req.destroy();
          done({ error: `body over ${MAX_BODY_BYTES} bytes` });
        } else parts.push(chunk);
      });
      res.on('end', () => done({ text: Buffer.concat(parts).toString('utf8') }));
      res.on('error', (err: NodeJS.ErrnoException) => done({ error: err.code ?? 'response failed' }));
    });
    req.end();
  });
}

/** Appends lines to server_metrics.ndjson in order, each scrubbed once more. */
export class MetricsWriter {
  readonly #file: string;
  readonly #scrub: Scrubber;
  // Opened with the first sample (a run without metrics_url writes no file). The traces'
  // writer: queued appends, scrubbed, and a failed write (a full disk) cuts back to whole lines.
  #writer: Promise<TraceWriter> | null = null;

  constructor(file: string, scrub: Scrubber) {
    this.#file = file;
    this.#scrub = scrub;
  }

  async write(lines: readonly ServerMetricsLine[]): Promise<void> {
    if (lines.length === 0) return;
    this.#writer ??= TraceWriter.create(this.#file, this.#scrub);
    const writer = await this.#writer;
    // The queue is in order: the last append settles after every line before it.
    let last: Promise<void> = Promise.resolve();
    for (const l of lines) last = writer.append(l);
    await last;
  }

  async close(): Promise<void> {
    if (this.#writer) await (await this.#writer).close();
  }
}

export interface PollerOptions {
  provider: string;
  url: string;
  intervalS: number;
  metricsMap: MetricsMap;
  clock: Clock;
  /** t_ms = clock.epochMs() - runStartEpochMs. */
  runStartEpochMs: number;
  writer: MetricsWriter;
  /** Default: the interval, at most 1 s, at least 250 ms. */
  timeoutMs?: number;
}

export class MetricsPoller {
  readonly #o: PollerOptions;
  readonly #timeoutMs: number;
  #timer: NodeJS.Timeout | null = null;
  readonly #inFlight = new Set<Promise<void>>();
  #periodicBusy = false;

  constructor(o: PollerOptions) {
    this.#o = o;
    this.#timeoutMs = o.timeoutMs ?? Math.max(250, Math.min(1000, o.intervalS * 1000));
  }

  #now(): number {
    return Math.round((this.#o.clock.epochMs() - this.#o.runStartEpochMs) * 1000) / 1000;
  }

  /** Writes where the samples come from, takes a scrape now, then one every interval. */
  start(): void {
    void this.#o.writer.write([
      {
        t_ms: this.#now(),
        provider: this.#o.provider,
        source: { url: scrubUrl(this.#o.url), interval_s: this.#o.intervalS, metrics_map: this.#o.metricsMap },
      },
    ]);
    this.sample();
    this.#timer = setInterval(() => {
      // A slow server gets one periodic scrape at a time; boundary scrapes go regardless.
      if (this.#periodicBusy) return;
      this.#periodicBusy = true;
      void this.sample().finally(() => (this.#periodicBusy = false));
    }, this.#o.intervalS * 1000);
    this.#timer.unref();
  }

  /** One scrape now (a stage boundary). Fire and forget: the caller never waits on the server. */
  sample(): Promise<void> {
    // Stamped when sent: a boundary scrape sent before a stage's first dispatch is at or before it.
    const t = this.#now();
    const p = fetchText(this.#o.url, this.#timeoutMs).then((got) => {
      const provider = this.#o.provider;
      if ('error' in got) return this.#o.writer.write([{ t_ms: t, provider, error: got.error }]);
      const parsed = parseMetrics(got.text);
      const lines: ServerMetricsLine[] = [];
      // JSON has no Infinity or NaN: such values are left out (a gauge that is NaN says nothing).
      for (const s of parsed.samples)
        if (Number.isFinite(s.value))
          lines.push({ t_ms: t, provider, series: s.series, labels: s.labels, value: s.value });
      if (parsed.errors.length > 0)
        lines.push({
          t_ms: t,
          provider,
          error: `${parsed.errors.length} unreadable line(s), first at line ${parsed.errors[0]!.line}: ${parsed.errors[0]!.message}`,
        });
      if (lines.length === 0) lines.push({ t_ms: t, provider, error: 'no samples in the answer' });
      return this.#o.writer.write(lines);
    });
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
  readonly #writer: MetricsWriter;

  constructor(writer: MetricsWriter, factory: (id: string) => MetricsPoller | null) {
    this.#writer = writer;
    this.#factory = factory;
  }

  begin(provider: string): void {
    if (this.#pollers.has(provider)) return;
    const p = this.#factory(provider);
    if (p === null) return;
    this.#pollers.set(provider, p);
    p.start();
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
