import type { Trace } from '../trace.ts';

// A dead endpoint is reported once, not hammered: after a provider's
// max_consecutive_connect_errors connection failures in a row (no response
// in between) its remaining requests are not sent. Without this, a server
// that died 6 s into a 2,000-request run took the remaining ~1,800 requests
// in 7 s, each a `connect` failure, and its few early successes still ranked
// it. Only `connect` counts: a timeout or an HTTP error means a server
// answered (or may still answer), and a response of any kind resets the count.

export interface ProviderBreakerState {
  /** connection failures in a row, no response in between */
  consecutive: number;
  /** the message of the failure that opened the breaker (null while closed) */
  openedBy: string | null;
  /** requests sent (traces seen) when it opened */
  sentBeforeOpen: number;
  sent: number;
}

export class ConnectBreaker {
  readonly #limitOf: (provider: string) => number;
  readonly #state = new Map<string, ProviderBreakerState>();

  constructor(limitOf: (provider: string) => number) {
    this.#limitOf = limitOf;
  }

  #get(provider: string): ProviderBreakerState {
    let s = this.#state.get(provider);
    if (!s) this.#state.set(provider, (s = { consecutive: 0, openedBy: null, sentBeforeOpen: 0, sent: 0 }));
    return s;
  }

  /** The reason a request to this provider is not sent, or null when it may be sent. */
  notSentReason(provider: string): string | null {
    const s = this.#state.get(provider);
    if (!s || s.openedBy === null) return null;
    return (
      `not sent: the endpoint was unreachable for ${s.consecutive} requests in a row ` +
      `(max_consecutive_connect_errors ${this.#limitOf(provider)}; last: ${s.openedBy})`
    );
  }

  /** Counts one finished request that was sent (not a not_sent one). */
  observe(trace: Trace): void {
    if (trace.error?.kind === 'not_sent') return;
    const s = this.#get(trace.provider);
    s.sent++;
    if (trace.error?.kind === 'connect' && trace.at.headers === null) {
      s.consecutive++;
      if (s.openedBy === null && s.consecutive >= this.#limitOf(trace.provider)) {
        s.openedBy = trace.error.message;
        s.sentBeforeOpen = s.sent;
      }
    } else if (trace.at.headers !== null && s.openedBy === null) {
      s.consecutive = 0;
    }
  }
}
