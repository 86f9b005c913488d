import { createHash } from 'node:crypto';

// The simulator's prompt cache: a server with prefix caching (vLLM's
// automatic prefix caching, SGLang's radix cache, OpenAI's prompt caching)
// serves the longest head of a prompt it has already seen from cache and
// says so in usage (`prompt_tokens_details.cached_tokens`). Here the unit is
// a whole message: a prompt's prefixes of 1, 2, ... messages are hashed in
// a chain, and the longest one seen before counts as cached, in the same
// chars/4 tokens as the simulator's prompt_tokens. So turn t of a
// conversation finds turns 0..t-1 cached, and its cached share rises by turn.

/** Prefixes remembered; the oldest go first past it, so a long run's memory stays bounded. */
export const PROMPT_CACHE_ENTRIES = 100_000;

export class PromptCache {
  #seen = new Map<string, true>();
  readonly #limit: number;

  constructor(limit = PROMPT_CACHE_ENTRIES) {
    this.#limit = limit;
  }

  /**
   * The cached tokens of a prompt (a list of messages; each one's `content`
   * counted as the simulator counts prompt tokens), then remembers its prefixes.
   */
  lookup(turns: unknown): number {
    if (!Array.isArray(turns)) return 0;
    let hash = createHash('sha256');
    let chars = 0;
    let cachedChars = 0;
    const keys: string[] = [];
    for (const m of turns) {
      const content = (m as { content?: unknown } | null)?.content;
      const text = typeof content === 'string' ? content : JSON.stringify(content ?? '');
      hash.update(JSON.stringify(m));
      const key = hash.copy().digest('hex');
      chars += text.length;
      if (this.#seen.has(key)) cachedChars = chars;
      keys.push(key);
      hash = hash.copy();
    }
    for (const key of keys) {
      this.#seen.delete(key);
      this.#seen.set(key, true);
    }
    while (this.#seen.size > this.#limit) {
      const oldest = this.#seen.keys().next().value;
      if (oldest === undefined) break;
      this.#seen.delete(oldest);
    }
    return Math.ceil(cachedChars / 4);
  }
}
