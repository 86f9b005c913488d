import type { Step, WireFormat } from '../formats/sim-script.ts';

// What a scenario hands the server (src/sim/server.ts): a Plan for one
// request, built from the request as a SimRequest and the scenario's tuned
// Params. Its own module so the scenarios that live in their own files
// (llamacpp.ts) and the scenario list (scenarios.ts) share the types without
// importing each other.

export interface Plan {
  status: number;
  headers: Record<string, string>;
  /** Send the status line and headers at once (streams), or with the first write (plain bodies). */
  flushHeaders: boolean;
  /** Gzip the body, flushing (Z_SYNC_FLUSH) after every write so each stays its own read. */
  gzip: boolean;
  /** In order; each write is its own res.write. */
  steps: Step[];
  /**
   * After the steps: `chunk` written again and again, as fast as the client
   * reads it (each write waits for the socket to drain), `times` times or,
   * when null, until the client leaves. For the hostile scenarios (an
   * endless line, a firehose, a compression bomb); not in the write log.
   */
  flood?: { chunk: string | Buffer; times: number | null };
  /** After the last step: end the response, or hold the connection open until the client leaves. */
  then: 'end' | 'hold';
  /** What the `openai-processing-ms` header says. */
  processingMs: number;
  /**
   * For /metrics (sim/metrics.ts), from scenarios that model a server: the
   * tokens it generates (all of them, even when the response fails after
   * some) and when its first and last token are written, ms after the start.
   */
  served?: { tokens: number; firstMs: number; endMs: number };
  /** Close the connection after the response, whatever the head said about keep-alive (llama.cpp does). */
  closeAfter?: boolean;
  /**
   * With closeAfter: also end the socket (a FIN) right after the response, as
   * llama-server does; without it a reuse is met by a closed socket, which
   * keeps the stale-connection race deterministic for tests.
   */
  endAfter?: boolean;
}

/** What a scenario may use from the request. */
export interface SimRequest {
  /** The model name exactly as sent (echoed in chunks). */
  model: string;
  /** `max_tokens` (or `max_completion_tokens`) from the request, when given. */
  maxTokens: number | null;
  /** A rough count (chars / 4) of the prompt, for usage.prompt_tokens. */
  promptTokens: number;
  /** With the prompt cache on: the part of promptTokens served from it. */
  cachedTokens?: number;
  /** The Authorization header as received, or null. */
  authorization: string | null;
  /** Unique per response; used for the chunk id. */
  requestId: string;
  /** Unix seconds, for `created`. */
  created: number;
  /** From the model string's `fingerprint=`: the system_fingerprint to send; fp_sim when absent. */
  fingerprint?: string;
  /**
   * The wire format to answer in, from the endpoint the request came to
   * (src/formats/<name>/sim.ts); OpenAI Chat Completions when absent. `authorization`
   * is then that format's key header (x-api-key, api-key, ...) as received.
   */
  format?: WireFormat;
  /**
   * For the `capacity` scenario, from the server's slot ledger: how long this
   * request waits for a free slot, and how many streams (itself included)
   * decode when it gets one.
   */
  capacity?: { queueMs: number; batch: number; seq?: number };
  /** Tool results the request carried back (countToolResults): the agent model's step; 0 when absent. */
  toolResults?: number;
}

export type Params = Record<string, number>;
