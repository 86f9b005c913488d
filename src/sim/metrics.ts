// The simulator's /metrics: what a server-model scenario (capacity) served,
// as vLLM or llama.cpp expose it, so a run's server figures can be checked
// against a server whose truth is known. Counters agree with what was served:
// a request's generated tokens count as they are written, all of them, even
// when the response then fails mid-stream (a server counts what it
// generated, delivered or not). Pure over the ledger and the time passed in.

export interface Served {
  /** performance.now() ms: the request arrived, got its slot, wrote its first and its last token. */
  arrivedMs: number;
  startMs: number;
  firstMs: number;
  endMs: number;
  tokens: number;
  promptTokens: number;
  /** The slots of the model it ran on: its share of the KV cache while it runs. */
  slots: number;
}

/** vLLM's default TTFT and queue-time bucket bounds (seconds), trimmed. */
const BUCKETS_S = [0.001, 0.005, 0.01, 0.02, 0.04, 0.06, 0.08, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10, 20, 40, 80];

export type MetricsFlavor = 'vllm' | 'llamacpp';

class Histogram {
  readonly counts = BUCKETS_S.map(() => 0);
  count = 0;
  sum = 0;
  observe(s: number): void {
    this.count++;
    this.sum += s;
    for (let i = 0; i < BUCKETS_S.length; i++) if (s <= BUCKETS_S[i]!) this.counts[i]!++;
  }
}

export class SimMetrics {
  /** Requests not yet finished at the last render; finished ones are folded into the totals. */
  #open: Served[] = [];
  #doneTokens = 0;
  #donePrompt = 0;
  readonly #ttft = new Histogram();
  readonly #queue = new Histogram();
  /** Requests whose first token was already observed into the histograms. */
  readonly #seenFirst = new WeakSet<Served>();

  record(s: Served): void {
    this.#open.push(s);
  }

  /** Tokens a request has written by `now`: the first at firstMs, the rest evenly to endMs. */
  static tokensAt(s: Served, now: number): number {
    if (now < s.firstMs || s.tokens === 0) return 0;
    if (now >= s.endMs || s.endMs <= s.firstMs) return s.tokens;
    return 1 + Math.floor(((s.tokens - 1) * (now - s.firstMs)) / (s.endMs - s.firstMs));
  }

  render(flavor: MetricsFlavor, now: number, modelName = 'streamgauge-sim'): string {
    let running = 0;
    let waiting = 0;
    let kv = 0;
    let tokens = this.#doneTokens;
    let prompt = this.#donePrompt;
    const still: Served[] = [];
    for (const s of this.#open) {
      // Both observed at the first token, so a scrape's two histograms hold the same requests.
      if (now >= s.firstMs && !this.#seenFirst.has(s)) {
        this.#seenFirst.add(s);
        this.#ttft.observe((s.firstMs - s.arrivedMs) / 1000);
        this.#queue.observe((s.startMs - s.arrivedMs) / 1000);
      }
      if (now >= s.endMs) {
        this.#doneTokens += s.tokens;
        this.#donePrompt += s.promptTokens;
        tokens += s.tokens;
        prompt += s.promptTokens;
        continue;
      }
      still.push(s);
      if (now >= s.startMs) {
        running++;
        kv += 1 / Math.max(1, s.slots);
        prompt += s.promptTokens;
      } else if (now >= s.arrivedMs) waiting++;
      tokens += SimMetrics.tokensAt(s, now);
    }
    this.#open = still;
    const label = `model_name="${modelName.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    const out: string[] = [];
    const one = (name: string, type: string, help: string, value: number, labels = label) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name}${labels ? `{${labels}}` : ''} ${value}`);
    };
    if (flavor === 'llamacpp') {
      one('llamacpp:prompt_tokens_total', 'counter', 'Number of prompt tokens processed.', prompt, '');
      one('llamacpp:tokens_predicted_total', 'counter', 'Number of generation tokens processed.', tokens, '');
      one('llamacpp:requests_processing', 'gauge', 'Number of requests processing.', running, '');
      one('llamacpp:requests_deferred', 'gauge', 'Number of requests deferred.', waiting, '');
      return out.join('\n') + '\n';
    }
    one('vllm:num_requests_running', 'gauge', 'Number of requests in model execution batches.', running);
    one('vllm:num_requests_waiting', 'gauge', 'Number of requests waiting to be processed.', waiting);
    one('vllm:kv_cache_usage_perc', 'gauge', 'KV-cache usage. 1 means 100 percent usage.', Math.min(1, kv));
    one('vllm:num_preemptions_total', 'counter', 'Cumulative number of preemption from the engine.', 0);
    one('vllm:prompt_tokens_total', 'counter', 'Number of prefill tokens processed.', prompt);
    one('vllm:generation_tokens_total', 'counter', 'Number of generation tokens processed.', tokens);
    const hist = (name: string, help: string, h: Histogram) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} histogram`);
      BUCKETS_S.forEach((le, i) => out.push(`${name}_bucket{le="${le}",${label}} ${h.counts[i]}`));
      out.push(
        `${name}_bucket{le="+Inf",${label}} ${h.count}`,
        `${name}_sum{${label}} ${h.sum}`,
        `${name}_count{${label}} ${h.count}`,
      );
    };
    hist('vllm:time_to_first_token_seconds', 'Histogram of time to first token in seconds.', this.#ttft);
    hist('vllm:request_queue_time_seconds', 'Histogram of time spent in WAITING phase for request.', this.#queue);
    return out.join('\n') + '\n';
  }
}
