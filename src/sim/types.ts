// The simulator's public shapes: its options, the handle startSimulator
// returns, and what it logs (server.ts re-exports them). Apart from server.ts
// so the files that serve a request (state.ts, handlers.ts, play.ts) can name
// them without importing the server that imports them.

export interface SimulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** One line per request, when given. */
  log?: (line: string) => void;
  /**
   * Log the send time of every body write (`takeWrites`), for the benchmark
   * that checks the client's timestamps against them. Off by default.
   */
  recordWrites?: boolean;
  /**
   * Hold each response this long (ms) before its status line, by request:
   * so that providers measured in parallel can answer apart, as distinct
   * remote providers do, where on loopback every first response would land
   * within the same millisecond. Default: none.
   */
  holdMs?: (request: { path: string; model: string }) => number;
  /**
   * A prompt cache (prompt-cache.ts): cached tokens for a repeated prefix of
   * messages, reported in usage where the format has a field for it (OpenAI
   * chat: prompt_tokens_details.cached_tokens), and taken off the prefill of
   * the `capacity` scenario. Off by default, so other tests see usage as before.
   */
  promptCache?: boolean;
  /** Keep an arrival log (`takeArrivals`): when each request came in. Off by default. */
  recordArrivals?: boolean;
  /**
   * Serve HTTPS with this certificate and key (PEM) instead of plain HTTP:
   * the URLs then start with https://. For testing a client's TLS path; the
   * client must trust the certificate's CA (NODE_EXTRA_CA_CERTS).
   */
  tls?: {
    cert: string | Buffer;
    key: string | Buffer;
    /**
     * Hold each handshake this long (ms) before answering the client's hello:
     * a scripted TLS phase for timing tests. Only clients that send a server
     * name (SNI: a host name, not an IP address) are held.
     */
    handshakeDelayMs?: number;
  };
}

/**
 * One body write as the simulator sent it. A client matches it from its
 * trace alone: `requestId` is the response's x-request-id (the trace's
 * http.request_id), and the write arrived in the first read by which
 * `endByte` body bytes had come in.
 */
export interface SentWrite {
  requestId: string;
  /** 0, 1, 2, ... within the response. */
  seq: number;
  /** Wall clock just before the write (src/epoch.ts, as t0_epoch_ms). */
  sentEpochMs: number;
  /** Body bytes written so far, this write included (before any content-encoding). */
  endByte: number;
}

/** One request as the simulator received it. */
export interface Arrival {
  /** The response's x-request-id (the trace's http.request_id). */
  requestId: string;
  /** Wall clock when its headers arrived (src/epoch.ts, as t0_epoch_ms). */
  arrivedEpochMs: number;
  model: string;
  /** Rough prompt size (chars / 4) and, with the prompt cache, the cached part. */
  promptTokens: number;
  cachedTokens: number | null;
  /**
   * The connection it came on: numbered from 1 in the order the simulator
   * first saw a request on each (TLS included), so two arrivals with the same
   * number shared one kept-alive connection and two with different numbers did not.
   */
  connection: number;
}

export interface Simulator {
  /** Base URL for a provider's `base_url`, e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  /**
   * The base_url that points each adapter at its native endpoint here, by api
   * (plus `gemini-vertex` and `ollama-generate` for their second URL form).
   */
  baseUrls: Readonly<Record<string, string>>;
  port: number;
  /** Requests received since start (any path, any outcome). */
  requestCount(): number;
  /** Requests whose response has not finished or been abandoned yet. */
  inFlight(): number;
  /** Resolves once at least `n` requests are in progress at the same time; rejects if the simulator closes first. */
  waitForInFlight(n: number): Promise<void>;
  /** Responses that wrote their whole script and now hold the connection open (`stall`). */
  holding(): number;
  /** Resolves when at least n responses are holding: everything they will send has been written. */
  waitForHolding(n: number): Promise<void>;
  /** The writes logged since the last call (empty unless `recordWrites`), then forgets them. */
  takeWrites(): SentWrite[];
  /** The requests that arrived since the last call (empty unless `recordArrivals`), in arrival order, then forgets them. */
  takeArrivals(): Arrival[];
  /** Stops listening, cancels every script and destroys open sockets (ending any stall). */
  close(): Promise<void>;
}
